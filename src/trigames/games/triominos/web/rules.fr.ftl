# Triominos XXL : la page des règles (/rules/triominos), en français. Dit comme le livre de règles (RULES.md §2).
# Chargé par static/rules.js (un fichier à part : la part du « rules helper » dans l'issue 18).

rules-triominos-goal = But du jeu
rules-triominos-goal-p1 = Posez des tuiles triangulaires les unes à côté des autres pour que les nombres qui se touchent soient les mêmes, et marquez des points pour chaque tuile posée. Les ponts et les hexagones rapportent de gros bonus.
rules-triominos-goal-p2 = On joue en plusieurs manches. Après une manche où un joueur a atteint 400 points, la partie s’arrête et le plus haut total gagne.

rules-triominos-setup = Mise en place
rules-triominos-setup-p1 = Il y a 56 tuiles triangulaires, avec un nombre de 0 à 5 dans chaque coin. Une tuile vaut la somme de ses trois nombres.
rules-triominos-setup-s1 = Mélangez toutes les tuiles face cachée : elles forment la pioche.
rules-triominos-setup-s2 = Chaque joueur pioche les tuiles de son chevalet et les cache aux autres : 9 tuiles chacun à 2 joueurs, 7 tuiles chacun à 3 ou 4.
rules-triominos-setup-s3 = Chaque joueur pioche encore une tuile et la montre. La plus forte somme commence ; en cas d’égalité, les joueurs à égalité piochent de nouveau. Ces tuiles retournent ensuite dans la pioche.
rules-triominos-setup-s4 = Le premier joueur pose la tuile de son choix au milieu de la table et marque sa valeur.
rules-triominos-pic-setup = Le début d’une manche à 2 joueurs : le tirage pour savoir qui commence, et le chevalet de la place 1, avec ses 9 tuiles.
rules-triominos-pic-setup-alt = Une table de Triominos au début d’une manche : un plateau vide, les tuiles tirées pour choisir qui commence, et le chevalet du joueur de la place 1.

rules-triominos-turn = Un tour de jeu
rules-triominos-turn-p1 = On joue dans le sens des aiguilles d’une montre. À votre tour, posez une tuile de votre chevalet à côté d’une tuile déjà sur le plateau :
rules-triominos-turn-side = elle doit avoir un côté entier en commun avec une tuile du plateau : se toucher par une pointe seulement ne suffit pas ;
rules-triominos-turn-corners = chaque coin qui touche d’autres tuiles doit porter le même nombre qu’elles, à chaque point où elles se rencontrent.
rules-triominos-turn-p2 = Vous marquez la somme des trois nombres de la tuile posée.
rules-triominos-pic-turn = Une manche en cours : chaque tuile touche ses voisines avec les mêmes nombres. Le chevalet de la place 1 est montré avec le plateau.
rules-triominos-pic-turn-alt = Un plateau de Triominos avec plusieurs tuiles posées côte à côte, coin contre coin de même valeur, et le chevalet du joueur de la place 1.

rules-triominos-draw = Piocher
rules-triominos-draw-p1 = Si vous ne pouvez pas poser de tuile, ou ne voulez pas, piochez-en une : chaque tuile piochée coûte 5 points. Vous pouvez poser la tuile que vous venez de piocher, et elle seule, ou piocher encore, jusqu’à 3 tuiles dans le même tour.
rules-triominos-draw-p2 = Si vous n’avez toujours pas posé de tuile après la troisième, vous perdez encore 10 points et votre tour finit : 25 points en tout.
rules-triominos-draw-p3 = Quand la pioche est vide et que vous ne pouvez poser aucune tuile, vous passez, sans rien perdre.

rules-triominos-bonus = Les bonus
rules-triominos-bonus-p1 = Certaines poses rapportent un bonus en plus de la valeur de la tuile :
rules-triominos-bonus-bridge = un pont, +40 points : la tuile ne touche le plateau que par un côté, et sa pointe opposée touche une autre tuile, avec un espace vide de chaque côté de la tuile ;
rules-triominos-bonus-hexagon = un hexagone, +50 points : la tuile complète un anneau de six tuiles autour d’un point ;
rules-triominos-bonus-double = un double hexagone, +60 points : elle complète deux anneaux à la fois ;
rules-triominos-bonus-triple = un triple hexagone, +70 points : elle complète trois anneaux à la fois.
rules-triominos-bonus-p2 = Une pose rapporte au plus un bonus.
rules-triominos-pic-bonus = La place 2 vient de compléter un hexagone : six tuiles autour d’un point, 50 points en plus de la valeur de la tuile.
rules-triominos-pic-bonus-alt = Un plateau de Triominos juste après une pose qui a complété un hexagone de six tuiles.

rules-triominos-end = Fin d’une manche et de la partie
rules-triominos-end-p1 = Une manche finit quand un joueur pose sa dernière tuile. Il marque 25 points de plus, plus la valeur de toutes les tuiles restées sur les chevalets des autres joueurs.
rules-triominos-end-p2 = Si la pioche est vide et que personne ne peut poser de tuile, la manche est bloquée. Le joueur dont le chevalet vaut le moins marque le total des chevalets des autres, moins le sien.
rules-triominos-end-p3 = Les scores s’additionnent d’une manche à l’autre. Chaque nouvelle manche redistribue les tuiles et retire au sort qui commence. Après une manche où un joueur a atteint 400 points, la partie s’arrête : le plus haut total gagne, et les joueurs à égalité gagnent ensemble.
rules-triominos-pic-end = La fin d’une manche bloquée : la pioche est vide et personne ne peut jouer. La place 1 a le plus petit chevalet, et marque le total de l’autre chevalet moins le sien.
rules-triominos-pic-end-alt = La fin d’une manche de Triominos bloquée, avec le chevalet de chaque joueur, les points marqués et les totaux.

rules-triominos-options = Les options à l’accueil
rules-triominos-opt-target = Le total qui termine la partie à la fin de la manche où un joueur l’atteint : 400 points, sauf si vous en choisissez un autre.
rules-triominos-opt-fixed_rounds = Jouer exactement ce nombre de manches au lieu de jouer jusqu’à un total.
rules-triominos-opt-classic_opening = L’ouverture classique : le joueur qui a la plus forte tuile aux trois nombres égaux ouvre avec elle et marque 10 points de plus ; la tuile aux trois zéros en marque 40.
rules-triominos-opt-first_player = La place qui pose la première tuile de chaque manche, au lieu du tirage.
rules-triominos-opt-referee = Jouer avec la vraie boîte : saisissez chaque pose, pioche et passe. La table vérifie le plateau et tient le score.
rules-triominos-opt-score_pad = Avec la vraie boîte : ne saisir que les points de chaque tuile posée, comme un carnet de score. Le plateau n’est pas tenu.
