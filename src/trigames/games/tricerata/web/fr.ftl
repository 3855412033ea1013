# tricerata: the game's own words (fr).

game-tricerata-name = Tricérata
game-tricerata-summary = Prenez les pierres d’une case et semez-les une à une sur le chemin de votre choix ; ressemez depuis une case qui n’était pas vide ; capturez une voisine de la dernière case. En solitaire : videz le plateau en le moins de tours possible.

opt-tricerata-geometry = Forme du plateau
opt-tricerata-geometry-help = Un triangle de triangles, une grille carrée, un plateau d’hexagones ou un hexagone de triangles.
opt-tricerata-rows = Rangées
opt-tricerata-rows-help = Rangées du triangle ou de la grille carrée.
opt-tricerata-cols = Colonnes
opt-tricerata-cols-help = Colonnes de la grille carrée (vide : autant que de rangées).
opt-tricerata-side = Côté
opt-tricerata-side-help = Côté du plateau hexagonal.
opt-tricerata-stones = Pierres par case au départ
opt-tricerata-stones-help = 1, 2 ou 3.
opt-tricerata-first_player = Premier joueur
opt-tricerata-first_player-help = La place qui joue en premier.
opt-tricerata-sudden_death = Mort subite
opt-tricerata-sudden_death-help = Variante à 2 joueurs ou plus : finir un semis sur une case intérieure vide donne tout le plateau au joueur suivant.
opt-tricerata-max_sowings_per_turn = Nombre maximal de reprises par tour
opt-tricerata-max_sowings_per_turn-help = Vide : pas de limite autre que la règle de répétition.

choice-tricerata-geometry-triangle = triangle
choice-tricerata-geometry-square = grille carrée
choice-tricerata-geometry-hex = hexagones
choice-tricerata-geometry-trihex = hexagone de triangles

dec-tricerata-START = choisir une case à vider
dec-tricerata-SOW = semer la pierre suivante
dec-tricerata-CAPTURE = capturer une voisine
dec-tricerata-SEIZE = saisir une case
dec-tricerata-OVER = partie terminée

val-tricerata-repeated-pickup-state--R-TC3- = cette position a déjà été reprise pendant ce tour
val-tricerata-max_sowings_per_turn-reached = le nombre maximal de reprises du tour est atteint

ev-tricerata-start = { $seat } prend { $hand } pierre(s) en { $cell }.
ev-tricerata-sow = { $seat } sème en { $cell } (reste en main : { $hand }).
ev-tricerata-resow = { $cell } n’était pas vide : { $seat } reprend ses { $hand } pierres et continue de semer.
ev-tricerata-no_resow = Pas de reprise en { $cell } : { $reason }.
ev-tricerata-capture = { $seat } capture { $stones } pierre(s) en { $cell }.
ev-tricerata-seize = { $seat } saisit { $stones } pierre(s) en { $cell }.
ev-tricerata-isolated = La dernière case { $cell } n’a plus de voisine garnie : { $seizer } saisit une case.
ev-tricerata-sudden_death = Mort subite en { $cell } : { $seat } prend les { $stones } pierres restantes.
ev-tricerata-game_end = Le plateau est vide après { $turns } tours. Gagnant : { $winners }.

act-tricerata-cell = case { $cell }
act-tricerata-capture = capturer { $cell }
act-tricerata-seize = saisir { $cell }

tc-board = Plateau ({ $shape })
tc-cell = Case { $cell } : { $n } pierres
tc-cell-one = Case { $cell } : 1 pierre
tc-cell-start = à vider
tc-cell-sow = semer ici
tc-cell-capture = capturer ici
tc-cell-seize = saisir ici
tc-cell-last = dernière case
tc-cell-path = sur le chemin
tc-hand = Pierres en main : { $n }
tc-from = Semis depuis { $cell }
tc-path = Chemin de ce tour : { $path }
tc-path-none = Pas encore de chemin.
tc-stores = Réserves
tc-store = { $name } : { $n }
tc-turn = Tour { $n }
tc-turns-done = Partie finie en { $n } tours
tc-solo = Solitaire : videz le plateau en le moins de tours possible. Tours joués : { $n }
tc-onboard = Pierres sur le plateau : { $n }
tc-how-START = Choisissez une case garnie : vous prenez toutes ses pierres.
tc-how-SOW = Choisissez une voisine de la case en surbrillance pour y poser une pierre.
tc-how-CAPTURE = Capture : choisissez une des voisines en surbrillance ; ses pierres vont dans votre réserve.
tc-how-SEIZE = La dernière case était isolée : saisissez n’importe quelle case garnie.
tc-keys = Les flèches passent d’une case à l’autre ; Entrée ou Espace joue la case.
tc-choices = Cases jouables : { $list }
