# Trigono : la page des règles (/rules/trigono), en français. Dit comme le livre de règles (RULES.md §4).
# Chargé par static/rules.js (un fichier à part : la part du « rules helper » dans l'issue 18).

rules-trigono-goal = But du jeu
rules-trigono-goal-p1 = Lancez des palets sur une planche triangulaire posée au sol. La planche a deux trous : un palet dans le grand trou gagne tous les palets posés sur la planche, un palet dans le petit trou gagne tous les palets tombés au sol.
rules-trigono-goal-p2 = Un joueur qui n’a plus de palet en main est éliminé de la manche. Le dernier joueur qui reste avec au moins deux palets gagne la manche, et le premier à gagner deux manches gagne la partie.

rules-trigono-setup = Mise en place
rules-trigono-setup-s1 = Posez la planche à plat sur le sol. Chaque joueur se place à 3 mètres.
rules-trigono-setup-s2 = Chaque joueur prend 10 palets dans une partie à 2, ou 5 palets chacun à 3 joueurs ou plus.
rules-trigono-setup-s3 = Un joueur tiré au sort lance en premier, sauf si l’accueil en a choisi un.
rules-trigono-setup-s4 = À plus de 4 joueurs, ajoutez une planche par groupe de 4 joueurs en plus : chaque joueur lance sur sa propre planche.
rules-trigono-pic-setup = Le début d’une manche : une planche vide, avec son grand trou près de vous et son petit trou vers la pointe, et 10 palets dans chaque main.
rules-trigono-pic-setup-alt = Une planche de Trigono vue de dessus au début d’une manche, sans aucun palet, et le nombre de palets de chaque joueur.

rules-trigono-turn = Un tour de jeu
rules-trigono-turn-p1 = Les joueurs lancent chacun un palet à tour de rôle, dans l’ordre des places, en sautant ceux qui sont éliminés.
rules-trigono-turn-p2 = À une table, vous choisissez où viser : le grand trou, le petit trou, ou un endroit de la planche. Personne n’a la main parfaite : le palet peut tomber à côté de la visée, et il peut pousser d’autres palets. L’endroit où il s’arrête décide :
rules-trigono-turn-lies = sur la planche ou au sol, il y reste et n’appartient à personne jusqu’à ce qu’un joueur le gagne ;
rules-trigono-turn-big = dans le grand trou, vous gagnez tous les palets posés sur cette planche, et récupérez votre palet ;
rules-trigono-turn-small = dans le petit trou, vous gagnez tous les palets tombés au sol, et récupérez votre palet ;
rules-trigono-turn-empty = dans un trou où il n’y a rien à gagner, vous récupérez quand même votre palet.
rules-trigono-turn-p3 = Un palet qui a rebondi au sol avant de tomber dans un trou ne compte pas : il reste au sol. Un palet que votre lancer fait tomber dans un trou compte, comme si vous l’y aviez lancé.
rules-trigono-pic-lying = Quelques lancers après le début de la manche : des palets sont sur la planche et au sol, en attendant que quelqu’un les gagne.
rules-trigono-pic-lying-alt = Une planche de Trigono vue de dessus, avec des palets posés dessus et d’autres au sol autour, et les palets qui restent à chaque joueur.
rules-trigono-pic-collect = Le palet de la place 2 vient de tomber dans le grand trou : la place 2 gagne tous les palets posés sur la planche, et récupère le palet lui-même. Les palets au sol y restent.
rules-trigono-pic-collect-alt = Une planche de Trigono juste après un lancer dans son grand trou : la planche est vide, les palets au sol y sont toujours, et le lanceur a plus de palets en main.

rules-trigono-end = Fin d’une manche et de la partie
rules-trigono-end-p1 = Quand vous n’avez plus de palet en main, vous êtes éliminé de la manche. Les palets posés sur la planche ou au sol ne sont plus à vous.
rules-trigono-end-p2 = Quand il ne reste qu’un joueur : avec 2 palets ou plus, il gagne la manche. Avec un seul palet, il le lance une dernière fois ; s’il a ensuite au moins 2 palets, il gagne, sinon la manche est nulle.
rules-trigono-end-p3 = Pour la manche suivante, chacun reprend tous ses palets, et le gagnant de la manche lance en premier ; après une manche nulle, le même joueur recommence. Le premier joueur à gagner deux manches gagne la partie.
rules-trigono-pic-end = La fin d’une partie : les manches gagnées par chaque joueur.
rules-trigono-pic-end-alt = La fin d’une partie de Trigono, avec les manches gagnées par chaque joueur.

rules-trigono-options = Les options à l’accueil
rules-trigono-opt-pucks_per_player = Combien de palets chaque joueur a au début d’une manche : 10 à 2 joueurs et 5 au-delà, sauf si vous en choisissez un autre nombre.
rules-trigono-opt-first_player = Qui lance en premier à la première manche. Sinon, un joueur est tiré au sort.
rules-trigono-opt-layout = Six planches disposées en hexagone laissent un trou au centre : le jackpot. Un palet dans le jackpot gagne tous les palets au sol et sur toutes les planches.
rules-trigono-opt-skill = La sûreté de la main de chaque joueur : débutant, club ou expert. Plus la main est sûre, plus chaque palet tombe près de sa visée.
rules-trigono-opt-referee = Lancer de vrais palets sur une vraie planche, et saisir où ils se sont arrêtés : la table tient le compte.
