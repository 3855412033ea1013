# Triqueta : la page des règles (/rules/triqueta), en français. Dit comme le livre de règles (RULES.md §1).
# Chargé par static/rules.js (un fichier à part : la part du « rules helper » dans l'issue 18).

rules-triqueta-goal = But du jeu
rules-triqueta-goal-p1 = Récupérez des jetons animaux pour en avoir exactement trois d’autant d’animaux que possible. Trois jetons d’un même animal forment une triqueta, qui rapporte la valeur de l’animal ; quatre ou plus d’un même animal vous font perdre des points.
rules-triqueta-goal-p2 = La partie dure quatre manches. Le joueur qui a le plus de points à la fin gagne.

rules-triqueta-setup = Mise en place
rules-triqueta-setup-p1 = La boîte contient 60 jetons animaux, 10 de chacun des six animaux. Chaque animal a une valeur : lapin 5, chouette 6, cerf 7, sanglier 8, bélier 9, ours 10. Il y a aussi 5 tuiles rangée, 3 arbres et 1 caillou de départ.
rules-triqueta-setup-s1 = Placez une rangée par joueur au centre de la table. Les rangées commencent vides.
rules-triqueta-setup-s2 = Mélangez les jetons face cachée et empilez-les en quatre tours de 15 jetons : une tour pour chaque manche.
rules-triqueta-setup-s3 = Posez un arbre sur trois des tours. La tour sans arbre est la tour en cours de la première manche.
rules-triqueta-setup-s4 = Un joueur prend le caillou de départ et joue en premier. À une table, il revient à un joueur tiré au sort, sauf si l’accueil en a choisi un.
rules-triqueta-pic-setup = Le début d’une partie à 3 joueurs : trois rangées vides et la première tour de 15 jetons face cachée.
rules-triqueta-pic-setup-alt = Une table de Triqueta au début : trois rangées vides, une tour pleine, trois tours avec un arbre pour les manches suivantes, et trois joueurs qui n’ont encore rien.

rules-triqueta-turn = Un tour de jeu
rules-triqueta-turn-p1 = À votre tour, faites l’une de ces deux choses :
rules-triqueta-turn-draw = Piochez le jeton du dessus de la tour en cours et regardez-le : vous seul le voyez. Puis placez-le face visible au bout de la rangée de votre choix (une rangée peut contenir autant de jetons qu’on veut), ou gardez-le face cachée devant vous jusqu’à la fin de la partie. Vous ne pouvez garder un jeton face cachée que deux fois dans toute la partie.
rules-triqueta-turn-take = Prenez une rangée : tous ses jetons vont face visible devant vous, regroupés par animal. Vous pouvez même prendre une rangée vide. Vous avez alors quitté la manche et ne jouez plus jusqu’à la suivante.
rules-triqueta-turn-p2 = C’est ensuite au joueur suivant encore dans la manche, dans le sens des aiguilles d’une montre. Il reste toujours autant de rangées que de joueurs encore dans la manche.
rules-triqueta-pic-draw = La place 1 vient de piocher un jeton et choisit où il va : dans une des rangées, ou face cachée pour plus tard.
rules-triqueta-pic-draw-alt = Une manche de Triqueta en cours : des jetons sont dans les rangées, et le joueur de la place 1 tient le jeton qu’il vient de piocher.
rules-triqueta-pic-take = Un joueur vient de prendre une rangée : ses jetons sont à lui, et il reste une rangée de moins pour les autres.
rules-triqueta-pic-take-alt = Une manche de Triqueta après qu’un joueur a pris une rangée : ses jetons sont devant lui, et les rangées restantes attendent les autres.
rules-triqueta-turn-p3 = Le dernier joueur encore dans la manche peut piocher autant qu’il veut, puis prend la dernière rangée. Quand la tour en cours est vide, il ne reste qu’à prendre une rangée.
rules-triqueta-pic-last = La place 1 est le dernier joueur encore dans la manche : elle continue de piocher, et prendra la dernière rangée quand elle le voudra.
rules-triqueta-pic-last-alt = Une manche de Triqueta près de sa fin : toutes les rangées sauf une ont été prises, et le joueur de la place 1 tient le jeton qu’il vient de piocher.

rules-triqueta-round = Fin d’une manche
rules-triqueta-round-p1 = La manche finit quand le dernier joueur prend la dernière rangée. Il prend aussi le caillou de départ, et jouera en premier à la manche suivante.
rules-triqueta-round-p2 = Les jetons qui restent dans la tour en cours retournent dans la boîte sans être vus, et les rangées vides sont replacées. Le détenteur du caillou prend l’arbre de la tour suivante, qui devient la tour en cours. Chaque arbre vaut 1 point à la fin.
rules-triqueta-round-p3 = Après la quatrième manche, la partie est finie.

rules-triqueta-scoring = Décompte des points
rules-triqueta-scoring-p1 = À la fin, chaque joueur ajoute d’abord ses jetons face cachée à ceux qu’il a récupérés, ou les remet dans la boîte sans les montrer. À une table, c’est fait pour vous, de la façon qui rapporte le plus, sauf si l’accueil a demandé que chacun choisisse.
rules-triqueta-scoring-p2 = Ensuite chaque animal rapporte selon le nombre de jetons que vous en avez :
rules-triqueta-scoring-n0 = aucun : 0 point ;
rules-triqueta-scoring-n1 = 1 jeton : 1 point ;
rules-triqueta-scoring-n2 = 2 jetons : 2 points ;
rules-triqueta-scoring-n3 = 3 jetons, une triqueta : la valeur de l’animal, de 5 points pour le lapin à 10 pour l’ours ;
rules-triqueta-scoring-n4 = 4 jetons ou plus : pas de triqueta, et vous perdez 1 point par jeton au-delà de 3. Cinq ours font −2.
rules-triqueta-scoring-p3 = Ajoutez 1 point pour le caillou de départ et 1 point par arbre.
rules-triqueta-scoring-example = Par exemple, un joueur finit la partie avec :
rules-triqueta-scoring-ex1 = 2 lapins : 2 points ;
rules-triqueta-scoring-ex2 = 3 chouettes, une triqueta : 6 points ;
rules-triqueta-scoring-ex3 = 1 cerf : 1 point ;
rules-triqueta-scoring-ex4 = 3 sangliers, une triqueta : 8 points ;
rules-triqueta-scoring-ex5 = 5 ours, deux de plus qu’une triqueta : −2 points ;
rules-triqueta-scoring-ex6 = le caillou de départ : 1 point ;
rules-triqueta-scoring-ex7 = 2 arbres : 2 points.
rules-triqueta-scoring-total = Son total est de 18 points.
rules-triqueta-pic-end = Le décompte final : les animaux, le caillou et les arbres de chaque joueur, et son total.
rules-triqueta-pic-end-alt = La fin d’une partie de Triqueta : un tableau des points de chaque joueur, animal par animal, avec le caillou, les arbres et le total.
rules-triqueta-scoring-p4 = Le plus haut total gagne. En cas d’égalité, celui qui a le plus de jetons animaux l’emporte ; s’il y a encore égalité, ils gagnent ensemble. Un total peut être négatif.

rules-triqueta-options = Les options à l’accueil
rules-triqueta-opt-first_player = Qui a le caillou de départ à la première manche. Sinon, un joueur est tiré au sort.
rules-triqueta-opt-auto_reveal = Activée : à la fin, le meilleur choix pour chaque jeton face cachée est fait pour vous. Désactivée : chaque joueur dévoile ou écarte lui-même chacun de ses jetons face cachée.
rules-triqueta-opt-choose_tower = Le détenteur du caillou choisit la tour suivante. Cela ne change rien au jeu, puisque toutes les tours sont cachées ; sinon, les tours viennent dans l’ordre.
rules-triqueta-opt-referee = Jouer avec la vraie boîte : vous piochez de vrais jetons et saisissez chacun au moment où il est placé. La table tient les rangées et le score.
