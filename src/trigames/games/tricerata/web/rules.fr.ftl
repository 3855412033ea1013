# Tricérata : la page des règles (/rules/tricerata), en français. Dit comme le livre de règles (RULES.md §3).
# Chargé par static/rules.js (un fichier à part : la part du « rules helper » dans l'issue 18).

rules-tricerata-goal = But du jeu
rules-tricerata-goal-p1 = Semez des pierres de case en case sur le plateau (un triangle de triangles ; les options proposent aussi une grille carrée, un plateau d’hexagones et un hexagone de triangles), et capturez-les dans votre réserve. Quand le plateau est vide, le joueur qui a le plus de pierres dans sa réserve gagne.
rules-tricerata-goal-p2 = En solitaire, le but est de vider le plateau en un minimum de tours.

rules-tricerata-setup = Mise en place
rules-tricerata-setup-p1 = Le plateau est un grand triangle fait de petites cases triangulaires : avec 5 rangées, il a 25 cases. Deux cases sont voisines quand elles ont un côté en commun ; une case a une, deux ou trois voisines.
rules-tricerata-setup-s1 = Mettez le même nombre de pierres dans chaque case : 1, 2 ou 3, comme choisi à l’accueil.
rules-tricerata-setup-s2 = Chaque joueur a une réserve à côté du plateau, vide au début. Les pierres n’y entrent jamais en semant, seulement par capture.
rules-tricerata-setup-s3 = La place 1 joue en premier, sauf si l’accueil a choisi une autre place. On joue dans le sens des aiguilles d’une montre.
rules-tricerata-pic-setup = Le début d’une partie : une pierre dans chacune des 25 cases, et deux réserves vides.
rules-tricerata-pic-setup-alt = Un plateau de Tricérata au début : un triangle de 25 cases triangulaires, chacune avec une pierre.

rules-tricerata-turn = Un tour de jeu
rules-tricerata-turn-p1 = À votre tour :
rules-tricerata-turn-pick = Ramassez toutes les pierres d’une case de votre choix.
rules-tricerata-turn-sow = Semez-les une à une : déposez une pierre dans une voisine de cette case, puis une dans une voisine de la case atteinte, et ainsi de suite. Vous choisissez le chemin : il peut revenir en arrière et repasser par une case, mais chaque pas va vers une case qui a un côté en commun avec la précédente.
rules-tricerata-turn-again = Si votre dernière pierre tombe dans une case qui contenait déjà des pierres, ramassez toutes les pierres de cette case, y compris celle que vous venez de déposer, et semez de nouveau à partir de là.
rules-tricerata-turn-last = Si votre dernière pierre tombe dans une case vide, les semailles sont finies : regardez les voisines de cette case.
rules-tricerata-pic-sow = La place 1 est en train de semer : le chemin de ce tour est dessiné sur le plateau, et les pierres encore en main repartent de la dernière case.
rules-tricerata-pic-sow-alt = Un plateau de Tricérata pendant des semailles, avec le chemin parcouru et les cases où peut aller la pierre suivante.

rules-tricerata-capture = La capture
rules-tricerata-capture-p1 = Quand votre dernière pierre est tombée dans une case vide :
rules-tricerata-capture-take = si au moins une voisine de cette case contient des pierres, choisissez-en une et mettez toutes ses pierres dans votre réserve. La case où est tombée votre dernière pierre la garde.
rules-tricerata-capture-seize = si toutes ses voisines sont vides, le joueur suivant prend toutes les pierres de la case de son choix dans sa propre réserve. Cela remplace son tour, et le jeu continue avec le joueur d’après : à 2 joueurs, vous rejouez.
rules-tricerata-pic-capture = Le même tour un peu plus tard : la dernière pierre de la place 1 est tombée dans une case vide, et elle choisit laquelle de ses voisines capturer.
rules-tricerata-pic-capture-alt = Un plateau de Tricérata à la fin de semailles : tout le chemin du tour, qui finit dans une case qui était vide, avec des pierres dans les cases autour.
rules-tricerata-capture-p2 = Chaque tour retire au moins une pierre du plateau.
rules-tricerata-capture-p3 = Si des semailles ramènent le plateau exactement comme il était, depuis la même case, plus tôt dans le même tour, vous ne semez pas de nouveau : vous capturez à partir de là, si bien qu’aucun tour ne dure sans fin.

rules-tricerata-end = Fin de la partie
rules-tricerata-end-p1 = La partie finit quand il ne reste plus aucune pierre sur le plateau. Le joueur qui a le plus de pierres dans sa réserve gagne ; les joueurs à égalité gagnent ensemble.
rules-tricerata-end-p2 = En solitaire, votre résultat est le nombre de tours joués, en comptant chaque tour où vous avez pris une case : moins il y en a, mieux c’est.
rules-tricerata-pic-end = La fin d’une partie : le plateau est vide et toutes les pierres sont dans les réserves.
rules-tricerata-pic-end-alt = Un plateau de Tricérata vide à la fin de la partie, avec les pierres dans la réserve de chaque joueur.

rules-tricerata-options = Les options à l’accueil
rules-tricerata-opt-geometry = Jouer sur un autre plateau : une grille carrée, un plateau d’hexagones ou un hexagone fait de triangles. Les règles restent les mêmes.
rules-tricerata-opt-rows = La taille du plateau : le nombre de rangées du triangle (5, sauf si vous en choisissez un autre) ou de la grille carrée.
rules-tricerata-opt-stones = Combien de pierres chaque case contient au début : 1, 2 ou 3.
rules-tricerata-opt-first_player = La place qui joue en premier.
rules-tricerata-opt-sudden_death = Mort subite, à 2 joueurs ou plus : si votre dernière pierre tombe dans une case vide qui n’est ni sur un bord ni dans un coin, et dont toutes les voisines sont vides, toutes les pierres restées sur le plateau vont au joueur suivant et la partie est finie.
rules-tricerata-opt-max_sowings_per_turn = Le nombre maximal de fois où l’on peut ramasser de nouveau dans un tour ; au-delà, le tour passe directement à la capture.
