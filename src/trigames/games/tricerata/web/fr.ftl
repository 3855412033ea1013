# tricerata: the game's own words (fr).

game-tricerata-name = Tricérata
game-tricerata-summary = Prenez les pierres d’une case et semez-les une à une sur le chemin de votre choix ; ressemez depuis une case qui n’était pas vide ; capturez une voisine de la dernière case. En solitaire : videz le plateau en un minimum de tours.

opt-tricerata-geometry = Forme du plateau
opt-tricerata-geometry-help = Un triangle de triangles, une grille carrée, un plateau d’hexagones ou un hexagone de triangles.
opt-tricerata-rows = Rangées
opt-tricerata-rows-help = Rangées du triangle ou de la grille carrée.
opt-tricerata-cols = Colonnes
opt-tricerata-cols-help = Colonnes de la grille carrée (vide : autant que de rangées).
opt-tricerata-side = Côté
opt-tricerata-side-help = Côté du plateau hexagonal.
opt-tricerata-stones = Pierres par case au départ
opt-tricerata-stones-help = 1, 2 ou 3.
opt-tricerata-first_player = Premier joueur
opt-tricerata-first_player-help = La place qui joue en premier.
opt-tricerata-sudden_death = Mort subite
opt-tricerata-sudden_death-help = Variante à 2 joueurs ou plus : finir un semis sur une case intérieure vide donne tout le plateau au joueur suivant.
opt-tricerata-max_sowings_per_turn = Nombre maximal de reprises par tour
opt-tricerata-max_sowings_per_turn-help = Vide : pas de limite autre que la règle de répétition.

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

ev-tricerata-start =
    { $you ->
        [yes] Vous prenez
       *[other] { $seat } prend
    } { $hand ->
        [one] { $hand } pierre
       *[other] { $hand } pierres
    } dans la { $cell }.
ev-tricerata-sow =
    { $you ->
        [yes] Vous semez dans la { $cell } (reste en main : { $hand }).
       *[other] { $seat } sème dans la { $cell } (reste en main : { $hand }).
    }
ev-tricerata-resow =
    { $cell } n’était pas vide : { $you ->
        [yes] vous reprenez { $hand ->
            [one] sa { $hand } pierre
           *[other] ses { $hand } pierres
        } et continuez de semer.
       *[other] { $seat } reprend { $hand ->
            [one] sa { $hand } pierre
           *[other] ses { $hand } pierres
        } et continue de semer.
    }
ev-tricerata-no_resow = Pas de reprise dans la { $cell } : { $reason }.
ev-tricerata-capture =
    { $you ->
        [yes] Vous capturez
       *[other] { $seat } capture
    } { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    } dans la { $cell }.
ev-tricerata-seize =
    { $you ->
        [yes] Vous saisissez
       *[other] { $seat } saisit
    } { $stones ->
        [one] { $stones } pierre
       *[other] { $stones } pierres
    } dans la { $cell }.
ev-tricerata-isolated =
    La dernière case ({ $cell }) n’a plus de voisine garnie : { $you ->
        [yes] vous saisissez une case.
       *[other] { $seizer } saisit une case.
    }
ev-tricerata-sudden_death =
    Mort subite dans la { $cell } : { $you ->
        [yes] vous prenez
       *[other] { $seat } prend
    } { $stones ->
        [one] la dernière pierre
       *[other] les { $stones } pierres restantes
    }.
ev-tricerata-game_end =
    Le plateau est vide après { $turns ->
        [one] { $turns } tour
       *[other] { $turns } tours
    }. { $you ->
        [yes] { $winners_count ->
            [one] Vous gagnez.
           *[other] Gagnants : { $winners }.
        }
       *[other] { $winners_count ->
            [one] Gagnant
           *[other] Gagnants
        } : { $winners }.
    }

act-tricerata-cell = Jouer dans la { $cell }
act-tricerata-start = Prendre les pierres dans la { $cell }
act-tricerata-sow = Semer dans la { $cell }
act-tricerata-capture = Capturer les pierres dans la { $cell }
act-tricerata-seize = Saisir les pierres dans la { $cell }

tc-board = Plateau ({ $shape })
tc-cell =
    { $place } : { $n ->
        [one] { $n } pierre
       *[other] { $n } pierres
    }
tc-cell-one = { $place } : 1 pierre
tc-cell-start = à vider
tc-cell-sow = semer ici
tc-cell-capture = capturer ici
tc-cell-seize = saisir ici
tc-cell-last = dernière case
tc-cell-path = sur le chemin
tc-cell-lastmove = jouée au dernier tour
tc-hand = Pierres en main : { $n }
tc-from = Semis depuis la { $cell }
tc-path = Chemin de ce tour : { $path }
tc-path-none = Pas encore de chemin.
tc-stores = Réserves
tc-store =
    { $you ->
        [yes] Vous : { $n }
       *[other] { $name } : { $n }
    }
tc-turn = Tour { $n }
tc-turns-done =
    Partie finie en { $n ->
        [one] { $n } tour
       *[other] { $n } tours
    }
tc-solo = Solitaire : videz le plateau en un minimum de tours. Tours joués : { $n }
tc-onboard = Pierres sur le plateau : { $n }
tc-how-START = Choisissez une case garnie : vous prenez toutes ses pierres.
tc-how-SOW = Choisissez une voisine de la case en surbrillance pour y poser une pierre.
tc-how-CAPTURE = Capture : choisissez une des voisines en surbrillance ; ses pierres vont dans votre réserve.
tc-how-SEIZE = La dernière case était isolée : saisissez n’importe quelle case garnie.
tc-last-key = { $you ->
    [yes] Cerclées sur le plateau : les cases de votre dernier tour.
   *[no] Cerclées sur le plateau : les cases du dernier tour { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }.
}
tc-keys = Tab mène une fois au plateau, les flèches passent d’une case à l’autre ; Entrée ou Espace joue la case.
tc-choices = Cases jouables : { $list }

## tricerata helper (the board: one-drag sowing, words on every cell)
tc-do-start =
    Prendre { $n ->
        [one] la pierre
       *[other] les { $n } pierres
    } dans la { $cell } et semer depuis là
tc-do-sow =
    Poser une pierre dans la { $cell } ({ $n ->
        [0] votre main est alors vide
        [one] il reste 1 pierre en main
       *[other] il reste { $n } pierres en main
    })
tc-do-capture =
    Capturer dans la { $cell } : { $n ->
        [one] sa pierre va
       *[other] ses { $n } pierres vont
    } dans votre réserve
tc-do-seize =
    Saisir dans la { $cell } : { $n ->
        [one] sa pierre va
       *[other] ses { $n } pierres vont
    } dans votre réserve
tc-inhand =
    { $n ->
        [one] { $n } pierre en main
       *[other] { $n } pierres en main
    }
tc-drag-hint = Ou semez tout le tour d’un geste : appuyez sur la case, glissez à travers les cases de votre chemin, relâchez.
tc-drag-cancelled = Semis annulé : rien n’a été joué.
tc-drag-sending = Votre chemin se joue…
tc-refuse-far = Pas dans la { $cell } : une pierre va dans une case qui a un côté commun avec celle-ci ({ $last }).
tc-refuse-over = Le semis est fini : relâchez pour le jouer.
tc-refuse-emptyneighbour = Pas dans la { $cell } : la case est vide, il n’y a rien à capturer.
tc-refuse-capture = Pas dans la { $cell } : capturez une case voisine de la dernière ({ $last }) qui a des pierres, ou relâchez.
tc-live-sow =
    { $n ->
        [one] { $n } pierre en main
       *[other] { $n } pierres en main
    }, la dernière semée dans la { $cell } : continuez vers une case voisine.
tc-live-capture = Semé. Glissez sur une voisine rouge de la dernière case ({ $cell }) pour la capturer, ou relâchez et choisissez ensuite.
tc-live-target =
    Relâchez pour jouer : vous capturez dans la { $cell } ({ $n ->
        [one] { $n } pierre
       *[other] { $n } pierres
    }).
tc-live-isolated = Semé : aucune pierre autour de la dernière case ({ $cell }), le joueur suivant saisira une case. Relâchez pour jouer.
tc-live-sudden = Semé dans la { $cell }, vide, intérieure et isolée : mort subite, le joueur suivant prend le plateau. Relâchez pour jouer.
tc-path-resow =
    { $cell } ({ $n ->
        [one] sa pierre reprise
       *[other] ses { $n } pierres reprises
    })

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-tricerata-start-first = { $n ->
        [one] Ramassez la pierre dans la { $cell } : cliquez sur la case.
       *[other] Ramassez les { $n } pierres dans la { $cell } : cliquez sur la case.
    }
learn-tricerata-start-why = Vous prenez toutes les pierres de la case choisie, puis vous les semez une à une dans les cases voisines.
learn-tricerata-start = { $n ->
        [one] Ramassez la pierre dans la { $cell }.
       *[other] Ramassez les { $n } pierres dans la { $cell }.
    }
learn-tricerata-sow-first = Posez votre pierre dans la { $cell }, voisine de la case vidée.
learn-tricerata-sow-why = Chaque pierre va dans une case qui partage un côté avec la précédente : vous choisissez le chemin.
learn-tricerata-sow = { $n ->
        [one] Semez votre dernière pierre dans la { $cell }.
       *[other] Semez dans la { $cell } ({ $n } pierres en main).
    }
learn-tricerata-resow-first = Votre pierre est tombée sur une case qui en avait déjà une : vous avez ramassé ses pierres. Semez-les à leur tour, en commençant dans la { $cell }.
learn-tricerata-resow-why = Quand votre dernière pierre tombe sur des pierres, vous les ramassez toutes et continuez à semer : le tour continue.
learn-tricerata-capture-first = Votre dernière pierre est tombée dans une case vide : capturez sa voisine dans la { $cell }.
learn-tricerata-capture-why = Les pierres d’une voisine de votre dernière case vont dans votre réserve ; à la fin, qui a le plus de pierres en réserve gagne.
learn-tricerata-capture = { $n ->
        [one] Capturez la pierre dans la { $cell } ({ $n } pierre).
       *[other] Capturez les pierres dans la { $cell } ({ $n } pierres).
    }
learn-tricerata-seize-first = La dernière pierre du robot est tombée dans une case vide, sans pierre autour : vous pouvez saisir n’importe quelle case. Prenez les pierres dans la { $cell }.
learn-tricerata-seize-why = Quand aucune voisine de la dernière case n’a de pierre, le joueur suivant prend les pierres de la case de son choix, à la place de son tour.
learn-tricerata-seize = { $n ->
        [one] Saisissez la pierre dans la { $cell }.
       *[other] Saisissez les { $n } pierres dans la { $cell }.
    }
learn-tricerata-bot_capture = { $n ->
        [one] Le robot a capturé la pierre de la { $cell } : { $n } pierre dans sa réserve.
       *[other] Le robot a capturé les pierres de la { $cell } : { $n } pierres dans sa réserve.
    }
learn-tricerata-bot_seize = { $n ->
        [one] Le robot a saisi la pierre de la { $cell } : { $n } pierre dans sa réserve.
       *[other] Le robot a saisi les pierres de la { $cell } : { $n } pierres dans sa réserve.
    }
learn-tricerata-isolated_you = Votre dernière pierre a fini seule dans la { $cell }, sans pierre autour : le robot saisit la case de son choix.

## terminal (trigames play/replay: the stores at the end)
cli-tricerata-store =
    { $who } : { $n ->
        [one] { $n } pierre
       *[other] { $n } pierres
    } dans sa réserve
cli-tricerata-solo =
    { $who } : plateau vidé en { $n ->
        [one] { $n } tour
       *[other] { $n } tours
    }

## terminal: the rules card (trigames play, ? or help)
cli-tricerata-card =
    Tricérata — prenez toutes les pierres d'une case (START) et semez-les une à une, chacune dans une
    case voisine par un bord de la précédente (SOW : tout chemin, allers-retours permis). Si la dernière
    pierre tombe dans une case qui n'était pas vide, reprenez ces pierres et semez encore (une reprise).
    Quand elle tombe dans une case vide : CAPTUREZ toutes les pierres d'une voisine non vide dans votre
    réserve ; si toutes ses voisines sont vides, le joueur suivant SAISIT n'importe quelle case (c'est
    son tour).
    { "" }
    Le plateau vide, la réserve la plus remplie gagne. En solo : videz le plateau en un minimum de tours.
    { "" }
    Notation : les cases s'écrivent rangée.colonne (1.1 est le sommet) ; un tour entier peut se taper d'un coup.

## polish-a (issue 18: the newcomer's second tour): the end screen counts stones and turns
pts-tricerata =
    { $n ->
        [one] { $n } pierre en réserve
       *[other] { $n } pierres en réserve
    }
pts-tricerata-solo =
    { $n ->
        [one] { $n } tour
       *[other] { $n } tours
    }
len-tricerata =
    { $n ->
        [one] La partie a duré { $n } tour.
       *[other] La partie a duré { $n } tours.
    }

## tour 3 helper (issue 18) : une case nommée en mots, jamais en notation 3.2
tc-place = rangée { $row }, case { $k }
tc-place-head = La rangée { $row }, case { $k }
tc-path-words =
    Ce tour : { $n ->
        [one] 1 pierre semée
       *[other] { $n } pierres semées
    } depuis la { $from }{ $resows ->
        [0] {""}
        [one] , une reprise en chemin
       *[other] , { $resows } reprises en chemin
    } ; { $going ->
        [yes] la plus récente pour l’instant dans la { $last }
       *[no] la dernière dans la { $last }
    }.
tc-key = Les petits nombres du plateau : la rangée, puis la case dans la rangée (3.2 : rangée 3, case 2).

## clarity helper (issue 18): one count for a game, its turns, in the log, the replay and the end screen
tc-log-turn = Tour { $n }
tc-replay-where = Tour { $turn } sur { $turns }, étape { $step }
tc-replay-turn = Tour { $turn } sur { $turns }
tc-replay-line = { $where } : { $action }
tc-replay-slider = Étape de la partie (un tour a plusieurs étapes : la prise, chaque pierre semée, la capture)
# a phone's board too large for its cells to be tapped: drawn larger, scrolled with a finger
tc-zoom-in = Cases plus grandes
tc-zoom-out = Plateau entier
tc-zoom-hint = Faites glisser un doigt pour parcourir le plateau, touchez une case pour la jouer.
# the larger board is played by taps (in place of tc-drag-hint: a finger slid over it scrolls it)
tc-tap-hint = Touchez les cases une à une : sur ce plateau agrandi, un doigt qui glisse déplace le plateau, il ne sème pas.

# Un score tenu (le compagnon de table) : la place qui joue par son nom, jamais « vous ».
tc-how-START-kept = Choisissez une case garnie : { $name } prend toutes ses pierres.
tc-how-SOW-kept = Choisissez une voisine de la case en surbrillance pour y poser une pierre { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }.
tc-how-CAPTURE-kept = Capture : choisissez une des voisines en surbrillance ; ses pierres vont dans la réserve { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }.
tc-how-SEIZE-kept = La dernière case était isolée : choisissez la case garnie { $name_elide ->
        [yes] qu’{ $name }
       *[no] que { $name }
    } saisit.
tc-choices-kept = Cases { $name_elide ->
        [yes] qu’{ $name }
       *[no] que { $name }
    } peut jouer : { $list }
tc-drag-hint-kept = Ou semez tout le tour d’un geste : appuyez sur la case, glissez à travers les cases du chemin { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }, relâchez.
tc-drag-sending-kept = Le chemin { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    } se joue…
tc-do-start-kept =
    { $name } prend { $n ->
        [one] la pierre
       *[other] les { $n } pierres
    } dans la { $cell } et sème depuis là
tc-do-sow-kept =
    Poser une pierre dans la { $cell } ({ $n ->
        [0] la main { $name_elide ->
                [yes] d’{ $name }
               *[no] de { $name }
            } est alors vide
        [one] il reste 1 pierre en main
       *[other] il reste { $n } pierres en main
    })
tc-do-capture-kept =
    Capturer dans la { $cell } : { $n ->
        [one] sa pierre va
       *[other] ses { $n } pierres vont
    } dans la réserve { $name_elide ->
            [yes] d’{ $name }
           *[no] de { $name }
        }
tc-do-seize-kept =
    Saisir dans la { $cell } : { $n ->
        [one] sa pierre va
       *[other] ses { $n } pierres vont
    } dans la réserve { $name_elide ->
            [yes] d’{ $name }
           *[no] de { $name }
        }
tc-live-target-kept =
    Relâchez pour jouer : { $name } capture dans la { $cell } ({ $n ->
        [one] { $n } pierre
       *[other] { $n } pierres
    }).

## le « Juger ce coup » du replay : l’analyse pèse un tour par l’écart des réserves à son horizon
replay-why-lost-points-tricerata =
    Ce coup a cédé { $lost ->
        [one] { $lost } pierre
       *[other] { $lost } pierres
    } face au meilleur coup trouvé.
replay-why-move-points-tricerata = { $move } ({ $ahead ->
        [yes] en avance de { $abs ->
            [one] { $abs } pierre
           *[other] { $abs } pierres
        }
        [no] en retard de { $abs ->
            [one] { $abs } pierre
           *[other] { $abs } pierres
        }
       *[even] à égalité de pierres
    })
