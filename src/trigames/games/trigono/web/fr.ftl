# trigono: the game's own words (fr).

game-trigono-name = Trigono
game-trigono-summary = Lancez des palets sur une planche triangulaire : le grand trou gagne les palets de la planche, le petit ceux du sol.

opt-trigono-pucks_per_player = Palets par joueur
opt-trigono-pucks_per_player-help = À chaque manche (vide : 10 à deux joueurs, sinon 5).
opt-trigono-first_player = Premier joueur
opt-trigono-first_player-help = La place qui commence la manche 1.
opt-trigono-layout = Planches
opt-trigono-layout-help = Planches côte à côte, ou l’hexagone de six avec le jackpot.
opt-trigono-referee = Mode arbitre
opt-trigono-referee-help = Les résultats sont saisis à la main avec de vrais palets ; rien n’est simulé.
opt-trigono-skill = Adresse
opt-trigono-skill-help = La sûreté de la main de chacun. Visant le grand trou, un débutant y met environ 1 lancer sur 20, un joueur de club 1 sur 5, un expert 1 sur 2.
opt-trigono-skills = Adresse par place
# le libellé, dans le salon, du choix d’une place pour « Adresse par place »
opt-trigono-skills-seat = Main de la place { $n }
opt-trigono-skills-help = Pour équilibrer une partie : donnez à une place une main plus sûre ou moins sûre que les autres.

choice-trigono-layout-row = côte à côte
choice-trigono-layout-hexagon = hexagone
choice-trigono-skill-beginner = débutant
choice-trigono-skill-club = joueur de club
choice-trigono-skill-expert = expert

# le titre pendant qu’un lancer est montré : le palet vole, personne n’a encore à lancer
show-trigono =
    { $you ->
        [yes] Vous avez lancé : le palet est en l’air…
       *[other] { $name } a lancé : le palet est en l’air…
    }
dec-trigono-THROW = lancer un palet
dec-trigono-FINAL_THROW = dernier lancer
dec-trigono-NEXT_ROUND = préparer la manche suivante
dec-trigono-OVER = partie terminée

ev-trigono-throw =
    { $you ->
        [yes] Vous lancez : { $outcome } ({ $hand } en main).
       *[other] { $seat } lance : { $outcome } ({ $hand } en main).
    }
ev-trigono-throw-take =
    { $you ->
        [yes] { $own ->
            [yes] { $more ->
                [0] Vous lancez : { $outcome }, et reprenez votre propre palet ({ $hand } en main).
                [one] Vous lancez : { $outcome }, et reprenez votre propre palet et { $more } autre ({ $hand } en main).
               *[other] Vous lancez : { $outcome }, et reprenez votre propre palet et { $more } autres ({ $hand } en main).
            }
           *[no] { $more ->
                [one] Vous lancez : { $outcome }, et prenez { $more } palet ({ $hand } en main).
               *[other] Vous lancez : { $outcome }, et prenez { $more } palets ({ $hand } en main).
            }
        }
       *[other] { $own ->
            [yes] { $more ->
                [0] { $seat } lance : { $outcome }, et reprend son propre palet ({ $hand } en main).
                [one] { $seat } lance : { $outcome }, et reprend son propre palet et { $more } autre ({ $hand } en main).
               *[other] { $seat } lance : { $outcome }, et reprend son propre palet et { $more } autres ({ $hand } en main).
            }
           *[no] { $more ->
                [one] { $seat } lance : { $outcome }, et prend { $more } palet ({ $hand } en main).
               *[other] { $seat } lance : { $outcome }, et prend { $more } palets ({ $hand } en main).
            }
        }
    }
ev-trigono-round_start =
    La manche { $round } commence ; { $you ->
        [yes] vous lancez en premier.
       *[other] { $starter } lance en premier.
    }
ev-trigono-round_end =
    La manche { $round } est finie : { $why ->
        [out] personne d’autre n’a plus de palet, et {""}
       *[other] {""}
    }{ $you ->
        [yes] vous la gagnez
       *[other] { $winner } la gagne
    }{ $why ->
        [out] {" "}avec { $hand } palets en main.
        [final] {" "}avec { $hand } palets en main après le dernier lancer.
       *[other] .
    }
ev-trigono-round_end-draw =
    La manche { $round } est finie : manche nulle ({ $you ->
        [yes] vous avez
       *[other] { $seat } a
    } { $hand ->
        [one] { $hand } palet
       *[other] { $hand } palets
    } après le dernier lancer ; il en faut 2 pour gagner).
ev-trigono-final =
    { $you ->
        [yes] Personne d’autre n’a plus de palet et il ne vous en reste qu’un : un dernier lancer. Vous gagnez la manche si vous en avez 2 ou plus après lui ; sinon, elle est nulle.
       *[other] Personne d’autre n’a plus de palet et il n’en reste qu’un à { $seat } : un dernier lancer. { $seat } gagne la manche avec 2 palets ou plus après lui ; sinon, elle est nulle.
    }
ev-trigono-game_end =
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

act-trigono-next = Manche suivante
act-trigono-aim = Viser { $target }
act-trigono-spot =
    Viser un point de { $target }{ $side ->
        [left] , à gauche du milieu
        [right] , à droite du milieu
       *[other] {""}
    }
act-trigono-free = Une visée libre, hors des boutons
# a throw in a replay's heading: who threw, at what (when the move named it), and what came of it, as the log says it
# ($you: "yes" when the thrower is the person reading, in a replay of a game they played: "Vous lancez…")
act-trigono-throw =
    { $you ->
        [yes] { $aim ->
            [target] Vous lancez vers { $target }
            [spot] Vous lancez vers un point de { $target }
            [free] Vous lancez, visé à la main
           *[none] Vous lancez
        }
       *[other] { $aim ->
            [target] { $seat } lance vers { $target }
            [spot] { $seat } lance vers un point de { $target }
            [free] { $seat } lance
           *[none] { $seat } lance
        }
    } : { $outcome }{ $taken } ({ $hand } en main).
act-trigono-taken =
    { $you ->
        [yes] { $own ->
            [yes] { $more ->
                [0] , et reprenez votre propre palet
                [one] , et reprenez votre propre palet et { $more } autre
               *[other] , et reprenez votre propre palet et { $more } autres
            }
           *[no] { $more ->
                [0] {""}
                [one] , et vous prenez { $more } palet
               *[other] , et vous prenez { $more } palets
            }
        }
       *[other] { $own ->
            [yes] { $more ->
                [0] , et reprend son propre palet
                [one] , et reprend son propre palet et { $more } autre
               *[other] , et reprend son propre palet et { $more } autres
            }
           *[no] { $more ->
                [0] {""}
                [one] , et prend { $more } palet
               *[other] , et prend { $more } palets
            }
        }
    }
# a recorded throw said without the game around it (who threw is not known)
act-trigono-thrown = Un lancer : { $outcome }

val-trigono-big = le grand trou
val-trigono-small = le petit trou
val-trigono-plank = la planche
val-trigono-jackpot = le jackpot
# an aim at another plank's hole (several planks: the hexagon, a row of boards), planks counted from 1
val-trigono-big-n = le grand trou de la planche { $n }
val-trigono-small-n = le petit trou de la planche { $n }
val-trigono-plank-n = la planche { $n }
val-trigono-board = sur la planche
val-trigono-ground = au sol

tg-o-board = Sur la planche
tg-o-boardn = Sur la planche { $n }
tg-o-ground = Au sol
tg-o-big = Dans le grand trou
tg-o-small = Dans le petit trou
tg-o-jackpot = Dans le jackpot
tg-o-into-board = sur la planche
tg-o-into-boardn = sur la planche { $n }
tg-o-into-ground = au sol
tg-o-into-big = dans le grand trou
tg-o-into-small = dans le petit trou
tg-o-into-jackpot = dans le jackpot
tg-o-ofplank = de la planche { $n }
tg-o-bounced = Rebond au sol, puis { $where }
# entre les parties du résultat d’un lancer (espace fine insécable avant le point-virgule)
tg-e-sep = {"\u202F; "}
tg-e-board = il reste sur la planche
tg-e-ground = il reste au sol
# ce que fait un trou pour le lanceur : « vous » seulement pour la personne à qui est l’appareil (une
# place assise) ; à une table d’accompagnement, où l’écran est à tous, le lanceur par son nom
tg-e-big =
    { $you ->
        [yes] vous prenez les palets de la planche
       *[other] { $name } prend les palets de la planche
    }
tg-e-small =
    { $you ->
        [yes] vous prenez les palets du sol
       *[other] { $name } prend les palets du sol
    }
tg-e-jackpot =
    { $you ->
        [yes] vous prenez tous les palets, planches et sol
       *[other] { $name } prend tous les palets, planches et sol
    }
tg-e-bounce = il a touché le sol avant : il ne compte pas et reste au sol
tg-k =
    { $n ->
        [one] fait tomber { $n } palet { $where }{ $from }
       *[other] fait tomber { $n } palets { $where }{ $from }
    }
tg-k-from = depuis la planche { $n }
tg-ref-where = Où a fini le palet { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    } ?
tg-ref-final =
    { $you ->
        [yes] Dernier lancer : vous restez seul en jeu, avec un palet. Avec 2 palets ou plus en main ensuite, vous gagnez la manche ; sinon la manche est nulle.
       *[other] Dernier lancer : { $name } reste seul en jeu, avec un palet. Avec 2 palets ou plus en main ensuite, { $name } gagne la manche ; sinon la manche est nulle.
    }
tg-ref-round = Manche { $round } · le premier à gagner 2 manches gagne la partie
tg-ref-seat = Joueur
tg-ref-hand = Palets en main
tg-ref-wins = Manches gagnées
tg-ref-out = hors de cette manche
tg-ref-plank = Sur la planche : { $n }
tg-ref-plankn = Sur la planche { $b } : { $n }
tg-ref-ground = Au sol : { $n }
tg-ref-last = Dernier lancer : { $what }
tg-ref-won =
    { $you ->
        [yes] Vous gagnez la manche { $round }.
       *[other] La manche { $round } est gagnée par { $name }.
    }
tg-ref-draw = La manche { $round } est nulle.
tg-b-endwhy-out =
    { $you ->
        [yes] Personne d’autre n’avait plus de palet, et il vous en restait { $n }.
       *[other] Personne d’autre n’avait plus de palet, et il en restait { $n } à { $name }.
    }
tg-b-endwhy-final =
    { $won ->
        [yes] { $you ->
            [yes] Il vous restait { $n } palets après le dernier lancer.
           *[other] Il restait { $n } palets à { $name } après le dernier lancer.
        }
       *[other] { $n ->
            [0] { $you ->
                [yes] Il ne vous restait aucun palet
               *[other] Il ne restait aucun palet à { $name }
            }
           *[other] { $you ->
                [yes] Il ne vous restait qu’un palet
               *[other] Il ne restait qu’un palet à { $name }
            }
        } après le dernier lancer : il en faut 2 pour gagner.
    }
tg-ref-next =
    { $you ->
        [yes] Commencer la manche { $round } : vous lancez en premier
       *[other] Commencer la manche { $round } : { $name } lance en premier
    }
tg-ref-setup = Chacun reprend ses palets ; videz les planches et le sol.
tg-ref-more = Autre chose (plusieurs palets déplacés, une autre planche)
tg-ref-thrown = Où a fini le palet lancé
tg-ref-plankpick = Sur quelle planche
tg-ref-knocked = Palets qu’il a fait tomber de la planche
tg-ref-enter = Saisir ce lancer
tg-ref-type = Ou tapez le résultat
# les mots de la notation sont anglais, comme au terminal : dire ce que chacun veut dire
tg-ref-type-help = Dans la notation, dont les mots sont anglais (board : la planche, ground : le sol, big : le grand trou, small : le petit trou, bounce : après un rebond, knock N : N palets qu’il a fait tomber), par exemple :
tg-ref-go = Saisir
tg-b-hole-big-short = G
tg-b-hole-small-short = P
tg-b-throwing = lance
tg-b-starts = commence la manche suivante
tg-b-field =
    Les planches vues de dessus : { $plank ->
        [one] { $plank } palet
       *[other] { $plank } palets
    } sur les planches, { $ground } au sol.
tg-b-field-aim =
    Les planches vues de dessus, pour viser : glissez, ou utilisez les flèches. { $plank ->
        [one] { $plank } palet
       *[other] { $plank } palets
    } sur les planches, { $ground } au sol.
tg-b-from = ▲ le lanceur se tient à { $m } m, par là
tg-b-legend = G : le grand trou (prend les palets de sa planche) · P : le petit trou (prend les palets du sol) · J : le jackpot (prend tout)
# la légende sous le terrain : les palets posés ne sont à personne ([R-TG4], « interchangeables »)
tg-b-key-lying = Les palets posés sur une planche ou au sol n’appartiennent à personne : le grand trou ramasse ceux de sa planche, le petit trou tous ceux du sol.
tg-b-key-lying-jackpot = Les palets posés sur une planche ou au sol n’appartiennent à personne : le grand trou ramasse ceux de sa planche, le petit trou tous ceux du sol, le jackpot tous.
tg-b-key-last =
    { $you ->
        [yes] dernier palet lancé, par vous
       *[other] dernier palet lancé, par { $name }
    }
tg-b-legend-row = G : le grand trou (prend les palets de sa planche) · P : le petit trou (prend les palets du sol)
tg-b-flying = Le palet vole… (cliquez sur le terrain ou appuyez sur Échap pour passer)
tg-b-story = Le dernier lancer
tg-b-last =
    { $you ->
        [yes] Votre lancer : { $what }.
       *[other] { $name } a lancé : { $what }.
    }
tg-b-took =
    { $you ->
        [yes] { $own ->
            [yes] { $more ->
                [0] Vous reprenez votre propre palet ({ $hand } en main).
                [one] Vous reprenez votre propre palet et { $more } autre ({ $hand } en main).
               *[other] Vous reprenez votre propre palet et { $more } autres ({ $hand } en main).
            }
           *[no] { $more ->
                [one] Vous prenez { $more } palet ({ $hand } en main).
               *[other] Vous prenez { $more } palets ({ $hand } en main).
            }
        }
       *[other] { $own ->
            [yes] { $more ->
                [0] { $name } reprend son propre palet ({ $hand } en main).
                [one] { $name } reprend son propre palet et { $more } autre ({ $hand } en main).
               *[other] { $name } reprend son propre palet et { $more } autres ({ $hand } en main).
            }
           *[no] { $more ->
                [one] { $name } prend { $more } palet ({ $hand } en main).
               *[other] { $name } prend { $more } palets ({ $hand } en main).
            }
        }
    }
tg-b-took0 =
    { $you ->
        [yes] Vous ne prenez rien ({ $hand } en main).
       *[other] { $name } ne prend rien ({ $hand } en main).
    }
tg-w-board = Rien à prendre : le palet reste sur la planche.
tg-w-ground = Rien à prendre : le palet reste au sol.
tg-w-big = Le grand trou prend tous les palets de sa planche, et le palet lui-même.
tg-w-small = Le petit trou prend tous les palets au sol, et le palet lui-même.
tg-w-jackpot = Le jackpot prend tous les palets, sur les planches et au sol.
tg-w-bounce = Il a touché le sol avant de tomber : il ne compte pas et reste au sol.
tg-w-knock-big = Un palet poussé dans le grand trou compte aussi : il prend les palets de sa planche.
tg-w-knock-small = Un palet poussé dans le petit trou compte aussi : il prend les palets du sol.
tg-w-knock-jackpot = Un palet poussé dans le jackpot compte aussi : il prend tous les palets.
# un lancer jugé dans un rejeu, dessiné sur le terrain là où chaque visée s’arrête
tg-b-mark-played = visée jouée
tg-b-mark-best = meilleure visée
tg-b-mark-both = visée jouée, la meilleure
tg-b-setup = Chacun reprend ses palets ; les planches et le sol sont vidés.
tg-b-wait =
    { $you ->
        [yes] Vous lancez.
       *[other] { $name } lance.
    }
tg-b-wait-next =
    { $you ->
        [yes] En attente de vous pour la manche suivante.
       *[other] En attente { $name_elide ->
               [yes] d’{ $name }
              *[no] de { $name }
           } pour la manche suivante.
    }
tg-b-controls = Votre lancer
tg-b-throw = Lancer
tg-b-mode = Type de lancer
tg-b-mode-lob = En cloche ({ $e }°)
tg-b-mode-slide = Glissé ({ $e }°)
tg-b-readout = Direction { $yaw }° · vitesse { $speed } m/s · élévation { $elev }° · à { $dist } m · écart ±{ $spread } cm
# the letters that put the aim on a target (board.js): one letter each, different from E (lob or slide)
tg-b-hotkey-big = G
tg-b-hotkey-small = P
tg-b-hotkey-plank = M
tg-b-hotkey-jackpot = J
tg-b-help = Glissez sur le terrain : le point visé suit le pointeur (de côté : la direction ; vers l’avant : la force). Relâchez pour lancer.
tg-b-help-keys = Touches : ← → direction, ↑ ↓ force (Maj : plus vite), Page préc. et Page suiv. 20 cm, { tg-b-hotkey-big } vise le grand trou, { tg-b-hotkey-small } le petit trou, { tg-b-hotkey-plank } le milieu de la planche, E cloche ou glissé, Entrée lance.
tg-b-skill = Votre main ({ $skill }) dévie d’environ { $yaw }° en direction, { $speed } % en vitesse et { $elev }° en élévation : la plupart des lancers tombent dans l’ellipse en pointillés.
tg-b-quick = Ou lancer vers :

# une manche qu’une place n’a pas gagnée, dans le tableau manche par manche de la fin (à côté de « gagnée » et « nulle »)
tg-round-lost = perdue

comp-score-trigono = Manches gagnées

pts-trigono =
    { $n ->
        [one] { $n } manche gagnée
       *[other] { $n } manches gagnées
    }
# ce qu’entendent les lecteurs d’écran dans la liste des joueurs (une phrase, pas « Score : 1 manche gagnée »)
pts-trigono-said =
    { $you ->
        [yes] { $n ->
            [0] Vous n’avez encore gagné aucune manche
            [one] Vous avez gagné { $n } manche
           *[other] Vous avez gagné { $n } manches
        }
       *[no] { $n ->
            [0] { $name } n’a encore gagné aucune manche
            [one] { $name } a gagné { $n } manche
           *[other] { $name } a gagné { $n } manches
        }
    }

opt-trigono-plank_side = Côté de la planche (m)
opt-trigono-plank_side-help = Chaque côté de la planche triangulaire (60 cm par défaut dans les règles).
opt-trigono-plank_thickness = Épaisseur de la planche (m)
opt-trigono-plank_thickness-help = L’épaisseur de la planche : la hauteur de son bord au-dessus du sol.
opt-trigono-notch_radius = Rayon de l’encoche (m)
opt-trigono-notch_radius-help = La pointe de la planche est coupée selon ce rayon ; six planches posées en hexagone laissent au centre le trou du jackpot.
opt-trigono-big_hole_diameter = Diamètre du grand trou (m)
opt-trigono-big_hole_diameter-help = La largeur du grand trou.
opt-trigono-big_hole_distance = Distance du grand trou (m)
opt-trigono-big_hole_distance-help = Du bord avant de la planche (celui face à vous) au centre du grand trou.
opt-trigono-small_hole_diameter = Diamètre du petit trou (m)
opt-trigono-small_hole_diameter-help = La largeur du petit trou.
opt-trigono-small_hole_distance = Distance du petit trou (m)
opt-trigono-small_hole_distance-help = Du bord avant de la planche au centre du petit trou.
opt-trigono-puck_diameter = Diamètre du palet (m)
opt-trigono-puck_diameter-help = La largeur d’un palet.
opt-trigono-puck_thickness = Épaisseur du palet (m)
opt-trigono-puck_thickness-help = L’épaisseur d’un palet : la hauteur d’un palet couché sur la planche.
opt-trigono-puck_mass = Masse du palet (kg)
opt-trigono-puck_mass-help = Le poids d’un palet : il compte quand les palets se heurtent.
opt-trigono-friction_wood = Frottement sur le bois
opt-trigono-friction_wood-help = Combien la planche freine un palet qui glisse (0 : de la glace ; plus haut : il s’arrête plus tôt).
opt-trigono-friction_floor = Frottement sur le sol
opt-trigono-friction_floor-help = Combien le sol freine un palet qui glisse.
opt-trigono-restitution = Restitution (rebond)
opt-trigono-restitution-help = La vivacité d’un rebond (0 : le palet reste où il tombe ; 1 : il rebondit aussi haut).
opt-trigono-release_height = Hauteur de lâcher (m)
opt-trigono-release_height-help = À quelle hauteur au-dessus du sol le palet quitte la main.
opt-trigono-throw_distance = Distance de lancer (m)
opt-trigono-throw_distance-help = À quelle distance du bord avant de la planche se tient le lanceur.

## trigono board helper (issue 18): the throw shown as it happens, buttons in words
tg-b-side = Vue de côté
tg-b-flying-name =
    { $you ->
        [yes] Votre palet est en l’air… (cliquez sur le terrain ou appuyez sur Échap pour passer)
       *[other] Le palet { $name_elide ->
               [yes] d’{ $name }
              *[no] de { $name }
           } est en l’air… (cliquez sur le terrain ou appuyez sur Échap pour passer)
    }
tg-b-round = Manche { $round }
tg-b-match = Le premier à gagner 2 manches gagne la partie.
tg-b-col-hand = En main
tg-b-col-wins = Manches gagnées
tg-b-wins =
    { $n ->
        [one] { $n } manche gagnée
       *[other] { $n } manches gagnées
    }
tg-b-throw-mark = Lancer sur votre cible ({ $where })
tg-b-where-big = grand trou
tg-b-where-small = petit trou
tg-b-where-jackpot = jackpot
tg-b-where-plank = sur la planche
tg-b-where-ground = au sol
tg-b-throw-big = Lancer vers le grand trou
tg-b-throw-small = Lancer vers le petit trou
tg-b-throw-jackpot = Lancer vers le jackpot
tg-b-throw-plank = Lancer vers le milieu de la planche
tg-b-quick-now = Ou en un clic :
tg-b-mode-lob-w = Lancer haut (en cloche)
tg-b-mode-slide-w = Lancer bas (glissé)
tg-b-dir-straight = droit devant
tg-b-dir-left = { $cm } cm à gauche
tg-b-dir-right = { $cm } cm à droite
tg-b-aimline = Visée { $dir }, à { $dist } m · vitesse { $speed } m/s · la plupart des lancers tombent à ±{ $spread } cm

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-trigono-aim-plank-start = Lancez votre premier palet : visez la planche.
learn-trigono-aim-big-start = Lancez votre premier palet : visez le grand trou.
learn-trigono-aim-small-start = Lancez votre premier palet : visez le petit trou.
learn-trigono-aim-why = À chaque tour, vous lancez un palet, et aucune main n’est parfaite : il peut tomber court, long ou de côté. Vous pouvez aussi viser n’importe où en glissant sur le terrain.
learn-trigono-aim-plank-first = Rien ne traîne sur la planche ni au sol : visez la planche.
learn-trigono-aim-plank-why = Un palet resté sur la planche est un butin pour qui mettra plus tard un palet dans le grand trou.
learn-trigono-aim-plank = Visez la planche.
learn-trigono-aim-big-first = { $plank ->
        [one] Un palet est sur la planche : visez le grand trou.
       *[other] { $plank } palets sont sur la planche : visez le grand trou.
    }
learn-trigono-aim-big-why = Un palet dans le grand trou gagne tous les palets posés sur la planche, et vous revient aussi.
learn-trigono-aim-big = { $plank ->
        [one] Visez le grand trou (1 palet sur la planche).
       *[other] Visez le grand trou ({ $plank } palets sur la planche).
    }
learn-trigono-aim-small-first = { $ground ->
        [one] Un palet est au sol : visez le petit trou.
       *[other] { $ground } palets sont au sol : visez le petit trou.
    }
learn-trigono-aim-small-why = Un palet dans le petit trou gagne tous les palets tombés au sol, et vous revient aussi.
learn-trigono-aim-small = { $ground ->
        [one] Visez le petit trou (1 palet au sol).
       *[other] Visez le petit trou ({ $ground } palets au sol).
    }
learn-trigono-next-first = Commencez la manche { $round }.
learn-trigono-next-why = Chacun récupère ses palets et la planche est vidée ; le premier à gagner deux manches gagne le match.
learn-trigono-next = Commencez la manche { $round }.
learn-trigono-throw-you-big = { $n ->
        [one] Votre palet est entré dans le grand trou, sans rien sur la planche : vous le récupérez.
       *[other] Votre palet est entré dans le grand trou : vous gagnez { $n } palets, le vôtre compris. Vous en avez { $hand }.
    }
learn-trigono-throw-you-small = { $n ->
        [one] Votre palet est entré dans le petit trou, sans rien au sol : vous le récupérez.
       *[other] Votre palet est entré dans le petit trou : vous gagnez { $n } palets, le vôtre compris. Vous en avez { $hand }.
    }
learn-trigono-throw-you-board = { $hand ->
        [one] Votre palet est resté sur la planche : rien de gagné. Vous avez { $hand } palet.
       *[other] Votre palet est resté sur la planche : rien de gagné. Vous avez { $hand } palets.
    }
learn-trigono-throw-you-ground = { $hand ->
        [one] Votre palet est tombé au sol : rien de gagné. Vous avez { $hand } palet.
       *[other] Votre palet est tombé au sol : rien de gagné. Vous avez { $hand } palets.
    }
learn-trigono-throw-you-other = { $n ->
        [0] Votre lancer n’a rien gagné cette fois.
        [one] Votre lancer a gagné 1 palet.
       *[other] Votre lancer a gagné { $n } palets.
    }
learn-trigono-throw-bot-big = { $n ->
        [one] Le palet du robot est entré dans le grand trou : il le récupère.
       *[other] Le palet du robot est entré dans le grand trou : il gagne { $n } palets.
    }
learn-trigono-throw-bot-small = { $n ->
        [one] Le palet du robot est entré dans le petit trou : il le récupère.
       *[other] Le palet du robot est entré dans le petit trou : il gagne { $n } palets.
    }
learn-trigono-throw-bot-board = { $hand ->
        [one] Le palet du robot est resté sur la planche. Il a { $hand } palet.
       *[other] Le palet du robot est resté sur la planche. Il a { $hand } palets.
    }
learn-trigono-throw-bot-ground = { $hand ->
        [one] Le palet du robot est tombé au sol. Il a { $hand } palet.
       *[other] Le palet du robot est tombé au sol. Il a { $hand } palets.
    }
learn-trigono-throw-bot-other = { $n ->
        [0] Le lancer du robot n’a rien gagné.
        [one] Le lancer du robot a gagné 1 palet.
       *[other] Le lancer du robot a gagné { $n } palets.
    }
learn-trigono-round-you = Vous gagnez la manche { $round } : le robot n’a plus de palet.
learn-trigono-round-bot = Le robot gagne la manche { $round } : vous n’avez plus de palet.
learn-trigono-round-draw = La manche { $round } est nulle : le dernier joueur en lice doit avoir au moins 2 palets pour la gagner.
learn-trigono-match = Qui lance son dernier palet perd la manche ; le premier à gagner deux manches gagne le match.

## terminal (trigames play/replay: the match at the end)
cli-trigono-round_won = Manche { $round } : { $who }
cli-trigono-round_draw = Manche { $round } : nulle
cli-trigono-wins = Manches gagnées : { $list }
cli-trigono-wins_of = { $who } { $n }

## terminal: the rules card (trigames play, ? or help)
cli-trigono-card =
    Trigono — lancez vos palets, un par tour, sur votre planche triangulaire. Un palet dans le GRAND trou
    prend tous les palets posés sur cette planche ; dans le PETIT trou il prend tous les palets au sol ; le
    JACKPOT (hexagone) prend tout. Un palet qui a rebondi au sol avant de tomber dans un trou ne compte pas.
    { "" }
    Sans palet, vous sortez de la manche ; le dernier qui reste la gagne s'il a au moins 2 palets (avec 1,
    il a un dernier lancer). Le premier à gagner 2 manches gagne la partie.
    { "" }
    Visez avec le menu (big, small, plank, un point) ou exactement : aim lacet élévation vitesse [effet].

## polish-a (issue 18: the newcomer's second tour): the aim and the hand in plain words
tg-b-aim-plain = Visée à { $dist } m, { $dir } · la plupart des lancers tombent à moins de { $spread } cm du repère
tg-b-hand = Votre main ({ $skill }) : la plupart des lancers tombent dans l’ellipse en pointillés. { $level ->
        [beginner] Visant le grand trou, environ 1 lancer sur 20 y entre.
        [expert] Visant le grand trou, environ 1 lancer sur 2 y entre.
       *[other] Visant le grand trou, environ 1 lancer sur 5 y entre.
    }

## the terminal's list of moves (issue 18): a spot of the plank said by its side, not by its numbers
cli-trigono-spot-left = Viser un point de { $target }, à gauche du milieu
cli-trigono-spot-right = Viser un point de { $target }, à droite du milieu
cli-trigono-spot-middle = Viser le milieu de { $target }

## les niveaux, tels que le salon les décrit ici : un niveau de Trigono est le soin avec lequel un robot vise
## (issue 22) ; la main de sa place (l'adresse) ajoute son propre écart
bot-about-trigono-beginner = Vise sans soin : ses lancers s’écartent presque deux fois plus que sa main seule. Un bon premier adversaire.
bot-about-trigono-club = Vise avec un peu de soin : ses lancers s’écartent moitié plus que sa main seule.
bot-about-trigono-expert = Essaie de nombreux lancers en tête et vise avec soin : ses lancers s’écartent d’un cinquième de plus que sa main seule.
bot-about-trigono-master = Essaie de nombreux lancers en tête et vise aussi juste que sa main le permet.

## le « Juger ce coup » du replay : un lancer est jugé par sa visée, relancée maintes fois avec la même main ;
## à plus de deux joueurs l'analyse ne connaît pas de chance de gagner et pèse des palets
replay-why-about-trigono = Un lancer est jugé sur sa visée, relancée maintes fois avec la même main, pas sur l’endroit où celui-ci est tombé : un lancer chanceux peut être une imprécision. Les parts sont celles des victoires de la manche.
replay-why-lost-points-trigono =
    Ce lancer a cédé en moyenne { $lost ->
        [one] { $lost } palet
       *[other] { $lost } palets
    } face à la meilleure visée trouvée.
replay-why-marks-trigono = Sur le terrain, un anneau marque où chaque visée s’arrêterait si la main ne tremblait pas : la visée jouée, et la meilleure visée trouvée.

# the end screen: how long the match lasted (messages.js length)
len-trigono =
    { $n ->
        [one] Le match a duré { $n } manche ({ $throws } lancers).
       *[other] Le match a duré { $n } manches ({ $throws } lancers).
    }
