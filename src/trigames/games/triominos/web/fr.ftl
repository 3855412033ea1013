# triominos: the game's own words (fr).

game-triominos-name = Triominos XXL
game-triominos-summary = Posez des tuiles triangulaires dont chaque coin touche un coin de même valeur ; hexagones et ponts rapportent des bonus.

opt-triominos-referee = Partie avec la vraie boîte
opt-triominos-referee-help = Chaque pose, pioche et passe est saisie à la main ; les chevalets restent à la table.
opt-triominos-score_pad = Carnet de score (points seulement)
opt-triominos-score_pad-help = Saisir les points de chaque tuile au lieu de la tuile et de sa place ; le plateau n’est ni dessiné ni vérifié.

ev-triominos-first =
    { $you ->
        [yes] Vous avez gagné la pioche de départ à la table.
       *[other] { $seat } a gagné la pioche de départ à la table.
    }

act-triominos-first = La place { $n } commence (pioche de départ)
act-triominos-rack = Total du chevalet : { $n }
act-triominos-points =
    Une tuile pour { $n ->
        [one] { $n } point
       *[other] { $n } points
    }

tm-pad-h = Carnet de score : les points de la tuile posée
tm-pad-help = Sa valeur (la somme de ses trois nombres), plus 40 pour un pont, ou 50 pour un hexagone (60 double, 70 triple).
tm-pad-label = Points
tm-pad-go = Saisir les points

opt-triominos-target = Points à atteindre
opt-triominos-target-help = La partie finit après la manche où un joueur atteint ce total.
opt-triominos-fixed_rounds = Nombre fixe de manches
opt-triominos-fixed_rounds-help = Jouer exactement ce nombre de manches (vide : jouer jusqu’aux points).
opt-triominos-classic_opening = Ouverture classique
opt-triominos-classic_opening-help = Le plus fort triple ouvre la manche (+10 ; 0-0-0 : +40).
opt-triominos-first_player = Premier joueur
opt-triominos-first_player-help = La place qui ouvre chaque manche (tirée au sort : le tirage des tuiles décide).

dec-triominos-OPEN = ouvrir la manche
dec-triominos-TURN_START = poser une tuile ou piocher
dec-triominos-AFTER_DRAW = poser la tuile piochée, repiocher ou passer
# la même chose, pour la place qui joue, d’après les coups offerts (après une pioche, les trois ne sont pas tous ouverts)
dec-triominos-after =
    { $place ->
        [yes] { $draw ->
            [yes] poser la tuile piochée ou repiocher
           *[no] poser la tuile piochée ou passer
        }
       *[no] { $draw ->
            [yes] repiocher
           *[no] passer
        }
    }
dec-triominos-OVER = partie terminée

val-triominos-hexagon = un hexagone
val-triominos-double-hexagon = un double hexagone
val-triominos-triple-hexagon = un triple hexagone
val-triominos-bridge = un pont
val-triominos-out = un joueur a tout posé
val-triominos-blocked = plus personne ne peut jouer

ev-triominos-place =
    { $you ->
        [yes] Vous posez
       *[other] { $seat } pose
    } { $move }{ $side ->
        [right] {" "}à droite de { $next_to }
        [left] {" "}à gauche de { $next_to }
        [above] {" "}au-dessus de { $next_to }
        [below] {" "}au-dessous de { $next_to }
        [middle] {" "}au milieu de la table
       *[other] {""}
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
ev-triominos-place-figure =
    { $you ->
        [yes] Vous posez { $move }{ $side ->
            [right] {" "}à droite de { $next_to }
            [left] {" "}à gauche de { $next_to }
            [above] {" "}au-dessus de { $next_to }
            [below] {" "}au-dessous de { $next_to }
            [middle] {" "}au milieu de la table
           *[other] {""}
        } et formez
       *[other] { $seat } pose { $move }{ $side ->
            [right] {" "}à droite de { $next_to }
            [left] {" "}à gauche de { $next_to }
            [above] {" "}au-dessus de { $next_to }
            [below] {" "}au-dessous de { $next_to }
            [middle] {" "}au milieu de la table
           *[other] {""}
        } et forme
    } { $figure } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
ev-triominos-score-pass =
    { $you ->
        [yes] Vous
       *[other] { $seat }
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } pour avoir passé.
ev-triominos-score-draw =
    { $you ->
        [yes] Vous
       *[other] { $seat }
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } pour la pioche.
ev-triominos-score =
    { $you ->
        [yes] Vous
       *[other] { $seat }
    } : { $points ->
        [one] { $points } point
       *[other] { $points } points
    } en fin de manche.
ev-triominos-draw =
    { $you ->
        [yes] Vous piochez une tuile (il en reste { $pool }).
       *[other] { $seat } pioche une tuile (il en reste { $pool }).
    }
ev-triominos-draw-seen =
    { $you ->
        [yes] Vous piochez { $tile } (il en reste { $pool }).
       *[other] { $seat } pioche { $tile } (il en reste { $pool }).
    }
ev-triominos-pass =
    { $you ->
        [yes] Vous passez.
       *[other] { $seat } passe.
    }
ev-triominos-round_end = La manche { $round } est finie ({ $end }).
ev-triominos-round_start =
    La manche { $round } commence ; { $you ->
        [yes] vous ouvrez.
       *[other] { $first } ouvre.
    }
ev-triominos-game_end =
    La partie est finie. { $you ->
        [yes] { $winners_count ->
            [one] Vous gagnez.
           *[other] Gagnants : { $winners }.
        }
       *[other] { $winners_count ->
            [one] Gagnant
           *[other] Gagnants
        } : { $winners }.
    }

act-triominos-draw = Piocher une tuile
act-triominos-pass = Passer
act-triominos-place = Poser { $tile }
act-triominos-place-where = Poser { $tile } { $where }
# une pose pesée par l’analyse du replay, avec ce qu’elle rapporte
act-triominos-place-points = Poser { $tile } { $where } pour { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

tm-round = Manche { $round }
tm-pool =
    { $n ->
        [one] { $n } tuile dans la pioche
       *[other] { $n } tuiles dans la pioche
    }
tm-rack-size =
    { $n ->
        [one] { $n } tuile sur le chevalet
       *[other] { $n } tuiles sur le chevalet
    }
tm-total =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-goal-target =
    La partie finit après la manche où quelqu’un atteint { $target ->
        [one] { $target } point
       *[other] { $target } points
    }.
tm-goal-rounds = Manche { $round } sur { $rounds }.
tm-drawoff = Tirage pour la manche { $round }
tm-drawoff-how = Chaque joueur tire une tuile de la pioche ; la plus forte somme commence. Les tuiles retournent dans la pioche.
tm-drawoff-again = Égalité : les ex æquo tirent de nouveau.
tm-opens =
    { $you ->
        [yes] Vous ouvrez la manche.
       *[other] { $name } ouvre la manche.
    }
tm-opens-set =
    { $you ->
        [yes] Vous ouvrez la manche (choisi dans les options de la table).
       *[other] { $name } ouvre la manche (choisi dans les options de la table).
    }
tm-opens-table =
    { $you ->
        [yes] Vous ouvrez la manche (comme décidé à la table).
       *[other] { $name } ouvre la manche (comme décidé à la table).
    }
tm-opens-classic =
    { $you ->
        [yes] Ouverture classique : vous avez le plus fort triple (ou, sans triple, la plus forte tuile) et ouvrez.
       *[other] Ouverture classique : { $name } a le plus fort triple (ou, sans triple, la plus forte tuile) et ouvre.
    }
tm-rack = Votre chevalet
tm-ref-rack = Tuiles pas encore sur la table
tm-ref-rack-fits = Tuiles qui peuvent être posées maintenant
tm-ref-first = Qui a gagné la pioche de départ à la table ?
tm-ref-first-seat = { $name } commence
tm-ref-total = { $name } montre son chevalet : saisissez le total de ses tuiles ({ $low }–{ $high }).
tm-ref-total-label = Total du chevalet { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }
tm-ref-total-go = Saisir le total
tm-ref-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-tiles =
    { $n ->
        [one] ({ $n } tuile)
       *[other] ({ $n } tuiles)
    }
tm-rack-empty = aucune tuile
tm-tile = Tuile { $tile }, valeur { $n }
tm-tile-turned = Tuile { $tile }, coins { $corners } dans le sens horaire
tm-fits =
    { $n ->
        [one] se pose à { $n } endroit
       *[other] se pose à { $n } endroits
    }
tm-fits-here =
    { $n ->
        [one] Tournée ainsi, elle se pose à { $n } endroit :
       *[other] Tournée ainsi, elle se pose à { $n } endroits :
    }
tm-fits-none = Tournée ainsi, elle ne se pose nulle part.
# une tuile qu’on ne tourne pas (la première de la manche, un triple) : où elle se pose, sans « tournée ainsi »
tm-fits-plain =
    { $n ->
        [one] Elle se pose à { $n } endroit :
       *[other] Elle se pose à { $n } endroits :
    }
tm-fits-other =
    { $n ->
        [one] Tournez-la : { $n } endroit de plus.
       *[other] Tournez-la : { $n } endroits de plus.
    }
tm-places = Où poser { $tile }
tm-drawn-only = Après une pioche, seule la tuile piochée ({ $tile }) peut être posée.
tm-turn = Tourner la tuile
tm-turn-first = La première tuile se pose au milieu telle quelle.
tm-turn-triple = Un triple est identique dans tous les sens.
tm-place-line =
    { $n ->
        [one] { $n } point en { $cell }
       *[other] { $n } points en { $cell }
    }
tm-place-out = votre dernière tuile : vous terminez (+25 et les tuiles restées sur les autres chevalets)
tm-pts-tile = tuile { $n }
tm-fig-hexagon = hexagone { $n }
tm-fig-double-hexagon = double hexagone { $n }
tm-fig-triple-hexagon = triple hexagone { $n }
tm-fig-bridge = pont { $n }
tm-fig-opening = ouverture classique { $n }
tm-short-hexagon = hexagone
tm-short-double-hexagon = 2 hexagones
tm-short-triple-hexagon = 3 hexagones
tm-short-bridge = pont
tm-short-opening = ouverture
tm-draw-ask =
    Piocher… ({ $n ->
        [one] { $n } point
       *[other] { $n } points
    })
tm-pass-ask =
    Passer… ({ $n ->
        [one] { $n } point
       *[other] { $n } points
    })
tm-draw-cost =
    Piocher coûte { $n ->
        [one] { $n } point
       *[other] { $n } points
    } (pioche { $k } sur { $max } au plus ce tour-ci). { $last ->
        [yes] Ensuite vous pouvez poser la tuile piochée, ou passer.
       *[no] Ensuite vous pouvez poser la tuile piochée, ou repiocher.
    }
tm-pass-cost =
    Passer après trois pioches coûte encore { $n ->
        [one] { $n } point
       *[other] { $n } points
    } : { $turn ->
        [one] { $turn } point
       *[other] { $turn } points
    } pour ce tour en tout.
tm-pass-free = Passer ne coûte rien : la pioche est vide.
tm-draw-forced = { $drawn ->
    [yes] La tuile piochée ne se pose pas.
   *[no] Aucune tuile de votre chevalet ne se pose.
}
tm-pass-forced = Vous ne pouvez poser aucune tuile.
tm-draw-do =
    Piocher : { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-pass-do =
    Passer : { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-cancel = Annuler
tm-field = Les tuiles sur la table
tm-lattice =
    La table : { $n ->
        [one] { $n } tuile posée
       *[other] { $n } tuiles posées
    }. Les cases grises sont vides ; les cases jaunes et orange montrent où la tuile choisie se pose.
tm-keys = Faites glisser ou utilisez les flèches pour vous déplacer ; molette ou + et − pour zoomer ; 0 recentre la table.
tm-keys-play = Choisissez une tuile de votre chevalet, puis cliquez une case jaune (orange : un bonus). Au clavier : Tab jusqu’au chevalet, flèches gauche et droite d’une tuile à l’autre, haut et bas d’une rangée à l’autre, Entrée pour choisir, R pour tourner, Tab d’un endroit à l’autre, Entrée pour poser. Sur la table : les flèches déplacent, + et − zooment, 0 recentre.
tm-legend = Les points affichés sont ceux que le moteur comptera : la valeur de la tuile plus un éventuel bonus (hexagone 50, double hexagone 60, triple hexagone 70, pont 40).
tm-zoom-in = Zoomer
tm-zoom-out = Dézoomer
tm-zoom-fit = Centrer la table
tm-end-title-out = La manche { $round } est finie : un joueur a tout posé
tm-end-title-blocked = La manche { $round } est finie : plus personne ne peut jouer
tm-end-out =
    { $you ->
        [yes] Vous avez posé votre dernière tuile.
       *[other] { $name } a posé sa dernière tuile.
    }
tm-end-outbonus = Fin de manche (tout posé)
tm-end-rackof =
    { $you ->
        [yes] Votre chevalet : { $tiles }
       *[other] Chevalet { $name_elide ->
               [yes] d’{ $name }
              *[no] de { $name }
           } : { $tiles }
    }
tm-end-scores =
    { $you ->
        [yes] Vous marquez pour avoir tout posé
       *[other] { $name } marque pour avoir tout posé
    }
tm-end-blocked = La pioche est vide et plus personne ne peut poser de tuile.
tm-end-lowest =
    { $you ->
        [yes] Vous avez le plus petit chevalet : les { $others } des autres moins vos { $own }
       *[other] { $name } a le plus petit chevalet : les { $others } des autres moins ses { $own }
    }
tm-end-nothing =
    { $you ->
        [yes] Vous ne marquez rien
       *[other] { $name } ne marque rien
    }
tm-standing = Totaux
tm-final = Totaux finaux
tm-since =
    { $you ->
        [yes] Vous avez
       *[other] { $name } a
    } déjà joué dans la manche { $round } : { $n ->
        [one] { $n } point
       *[other] { $n } points
    } maintenant.
tm-next = Passer à la manche { $round }

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-triominos-open-first = Ouvrez la partie : posez { $tile } au milieu de la table.
learn-triominos-open-why = La première tuile se pose n’importe où et rapporte la somme de ses nombres : { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-open = Posez { $tile } pour ouvrir la partie.
learn-triominos-place-first = Posez { $tile } { $where } : là où les tuiles se touchent, les coins portent les mêmes nombres.
learn-triominos-place-why = Chaque coin qui touche une autre tuile doit lui correspondre ; vous marquez les trois nombres de votre tuile, ici { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-place = Posez { $tile } { $where } pour { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-fig-hexagon-first = Posez { $tile } { $where } : elle ferme un hexagone, six tuiles autour d’un même point.
learn-triominos-fig-hexagon-why =
    Fermer un hexagone ajoute { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } aux nombres de la tuile : { $n ->
        [one] { $n } point
       *[other] { $n } points
    } en tout.
learn-triominos-fig-hexagon =
    Posez { $tile } { $where } : elle ferme un autre hexagone, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-fig-double_hexagon-first = Posez { $tile } { $where } : elle ferme deux hexagones d’un coup.
learn-triominos-fig-double_hexagon-why =
    Deux hexagones fermés par une tuile ajoutent { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } : { $n ->
        [one] { $n } point
       *[other] { $n } points
    } en tout.
learn-triominos-fig-double_hexagon =
    Posez { $tile } { $where } : encore deux hexagones, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-fig-triple_hexagon-first = Posez { $tile } { $where } : elle ferme trois hexagones d’un coup.
learn-triominos-fig-triple_hexagon-why =
    Trois hexagones fermés par une tuile ajoutent { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } : { $n ->
        [one] { $n } point
       *[other] { $n } points
    } en tout.
learn-triominos-fig-triple_hexagon =
    Posez { $tile } { $where } : trois hexagones, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-fig-bridge-first = Posez { $tile } { $where } : elle fait un pont.
learn-triominos-fig-bridge-why =
    Un pont touche une tuile par un côté et une autre par sa pointe opposée, avec un espace vide de chaque côté : { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } de plus, { $n } en tout.
learn-triominos-fig-bridge =
    Posez { $tile } { $where } : encore un pont, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-draw-first = Aucune de vos tuiles ne se pose : piochez une tuile.
learn-triominos-draw-why = Chaque pioche coûte 5 points ; après avoir pioché, vous ne pouvez poser que la tuile piochée, et après trois pioches inutiles vous passez et perdez encore 10 points.
learn-triominos-draw = Rien ne se pose : piochez une tuile (−5 points).
learn-triominos-draw-again-first = La tuile piochée ne se pose pas non plus : piochez encore.
learn-triominos-draw-again-why = Vous pouvez piocher jusqu’à trois fois par tour, 5 points à chaque fois.
learn-triominos-draw-again = Elle ne se pose pas : piochez encore.
learn-triominos-drawn-first = Vous avez pioché { $tile } et elle se pose : posez-la { $where }.
learn-triominos-drawn-why = Après une pioche, seule la tuile piochée peut être posée ; elle rapporte ses points comme d’habitude.
learn-triominos-drawn = Posez la tuile piochée, { $tile }, { $where }, pour { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-out-first = Posez { $tile }, votre dernière tuile, { $where } : votre chevalet est vide et la manche se termine.
learn-triominos-out-why = Finir rapporte 25 points de plus, et les nombres des tuiles qui restent au robot.
learn-triominos-out = Posez { $tile }, votre dernière tuile, { $where }.
learn-triominos-pass-first = Rien ne se pose et vous ne pouvez plus piocher : passez.
learn-triominos-pass-why = Après trois pioches, passer coûte 10 points ; quand la pioche est vide, cela ne coûte rien.
learn-triominos-pass = Passez.
learn-triominos-bot_draw = Le robot n’avait aucune tuile à poser : il a pioché, 5 points de moins à chaque pioche.
learn-triominos-bot_figure =
    Le robot a fermé une figure : { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-round_out = La manche est finie : qui vide son chevalet en premier marque 25 points plus les nombres restés dans les autres chevalets. Le tableau ci-dessous montre le compte.
learn-triominos-round_blocked = La manche est bloquée : personne ne peut poser. Le plus petit chevalet marque les nombres des autres moins les siens.

## triominos board
tm-help = Touches et points
tm-where-right = à droite de { $tile }
tm-where-left = à gauche de { $tile }
tm-where-above = au-dessus de { $tile }
tm-where-below = au-dessous de { $tile }
tm-where-middle = au milieu de la table
tm-sides =
    { $n ->
        [one] { $n } côté
       *[other] { $n } côtés
    }
tm-table =
    { $n ->
        [one] La table : { $n } tuile posée. Les cases jaunes montrent où la tuile choisie se pose ; les orange rapportent un bonus.
       *[other] La table : { $n } tuiles posées. Les cases jaunes montrent où la tuile choisie se pose ; les orange rapportent un bonus.
    }

## terminal (trigames play/replay: the score round by round)
cli-triominos-round = Manche { $round } ({ $end }) : points de fin { $points } ; totaux { $totals }

## terminal: the rules card (trigames play, ? or help)
cli-triominos-card =
    Triominos XXL — posez des tuiles triangulaires de sorte que chaque coin qui touche une autre tuile
    porte le même nombre. Une tuile rapporte la somme de ses 3 nombres ; fermer un hexagone +50 (double
    +60, triple +70), un pont +40. Impossible ou pas envie de poser ? PIOCHEZ (−5 chaque fois, 3 au plus
    par tour) ; après une pioche seule la tuile piochée peut être posée ; après 3 pioches vous pouvez
    PASSER (−10 de plus).
    { "" }
    Une manche finit quand quelqu'un n'a plus de tuiles (+25 et la valeur des tuiles des autres) ou quand
    personne ne peut jouer (le plus petit chevalet marque les chevalets des autres moins le sien). La
    partie finit après la manche où quelqu'un atteint l'objectif (400).
    { "" }
    Notation : choisissez un numéro du menu ; ou draw · pass · 2-3-3@U(0,0)/r0 ; 1-2-3@(colonne,rangée)/r0 pose
    1-2-3 à la colonne et à la rangée numérotées au bord du plateau.

## polish-b
tm-marks = Ce que disent les signes sous les tuiles
tm-mark-none = ne se pose nulle part pour l’instant
tm-mark-blocked = pas ce tour-ci : après une pioche, seule la tuile piochée peut être posée
tm-mark-new = la tuile que vous venez de piocher

## the terminal (issue 18): a tile that fits one cell turned two ways, and the board before the first tile
cli-triominos-corners = coins { $corners } dans le sens horaire
cli-triominos-empty = (aucune tuile sur la table : la première va au milieu)
# les repères du plateau en texte (le terminal) : à quoi servent les numéros autour du plateau
cli-triominos-guides = Pour taper un coup plutôt que son numéro : les rangées sont numérotées à gauche, une colonne sur quatre en dessous (? dit comment l’écrire).
# l’en-tête du compagnon de table, pour une décision qui n’est le coup de personne (la pioche de départ), ou un total
comp-enter-triominos-FIRST_PLAYER = Saisissez qui a gagné la pioche de départ
comp-enter-triominos-RACK_TOTAL =
    { $name ->
        [none] Place { $n } : saisissez les points restés sur le chevalet
       *[other] Place { $n } ({ $name }) : saisissez les points restés sur le chevalet
    }
