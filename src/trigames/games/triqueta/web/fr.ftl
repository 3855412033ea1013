# triqueta: the game's own words (fr).

game-triqueta-name = Triqueta
game-triqueta-summary = Piochez des jetons animaux dans les tours et posez-les en rangées ; prenez une rangée pour quitter la manche ; trois animaux pareils valent leur triqueta.

opt-triqueta-referee = Partie avec la vraie boîte
opt-triqueta-referee-help = Chaque animal pioché est saisi à la main quand il est posé ; les jetons face cachée sont nommés à la fin.

ev-triqueta-named =
    { $you ->
        [yes] Vous nommez un jeton face cachée.
       *[other] { $seat } nomme un jeton face cachée.
    }
ev-triqueta-named-seen =
    { $you ->
        [yes] Vous nommez le jeton face cachée : { $token }.
       *[other] { $seat } nomme le jeton face cachée : { $token }.
    }

act-triqueta-place_as = Poser { $animal ->
        [chouette] la { $animal }
        [ours] l’{ $animal }
       *[other] le { $animal }
    } dans la rangée { $n }
act-triqueta-hidden = Jeton face cachée : { $animal }

opt-triqueta-first_player = Premier joueur
opt-triqueta-first_player-help = Qui a le caillou de départ au début (ou tiré au sort).
opt-triqueta-auto_reveal = Dévoiler automatiquement les jetons cachés
opt-triqueta-auto_reveal-help = À la fin, le meilleur choix de chacun est appliqué ; sinon chacun dévoile ou défausse à la main.
opt-triqueta-choose_tower = Le détenteur du caillou choisit la tour suivante
opt-triqueta-choose_tower-help = Sinon, les tours sont prises dans l’ordre.

dec-triqueta-TURN = piocher ou prendre une rangée
dec-triqueta-PLACE_DRAWN = poser le jeton pioché
dec-triqueta-CHOOSE_TOWER = choisir la tour suivante
dec-triqueta-REVEAL = dévoiler ou défausser
dec-triqueta-OVER = partie terminée

val-triqueta-rabbit = lapin
val-triqueta-owl = chouette
val-triqueta-deer = cerf
val-triqueta-boar = sanglier
val-triqueta-ram = bélier
val-triqueta-bear = ours

ev-triqueta-draw =
    { $you ->
        [yes] Vous piochez
       *[other] { $seat } pioche
    } un jeton dans la tour { $tower } ({ $left ->
        [0] il n’en reste plus
       *[other] il en reste { $left }
    }).
ev-triqueta-draw-seen =
    { $you ->
        [yes] Vous piochez
       *[other] { $seat } pioche
    } { $token ->
        [chouette] une
       *[other] un
    } { $token } dans la tour { $tower } ({ $left ->
        [0] il n’en reste plus
       *[other] il en reste { $left }
    }).
ev-triqueta-place =
    { $you ->
        [yes] Vous posez
       *[other] { $seat } pose
    } { $token ->
        [chouette] une
       *[other] un
    } { $token } dans la rangée { $row }.
ev-triqueta-keep =
    { $you ->
        [yes] Vous gardez le jeton face cachée ({ $hidden } sur 2).
       *[other] { $seat } garde le jeton face cachée ({ $hidden } sur 2).
    }
ev-triqueta-keep-seen =
    { $you ->
        [yes] Vous gardez face cachée : { $token } ({ $hidden } sur 2).
       *[other] { $seat } garde face cachée : { $token } ({ $hidden } sur 2).
    }
ev-triqueta-take_row =
    { $you ->
        [yes] Vous prenez la rangée { $row } : { $tokens }.
       *[other] { $seat } prend la rangée { $row } : { $tokens }.
    }
ev-triqueta-take_row-empty =
    { $you ->
        [yes] Vous prenez la rangée vide { $row }.
       *[other] { $seat } prend la rangée vide { $row }.
    }
ev-triqueta-round_end =
    La manche { $round } est finie : { $you ->
        [yes] vous prenez
       *[other] { $rock } prend
    } le caillou ; { $to_box ->
        [0] aucun jeton ne retourne dans la boîte.
        [one] { $to_box } jeton retourne dans la boîte sans être vu.
       *[other] { $to_box } jetons retournent dans la boîte sans être vus.
    }
ev-triqueta-round_start =
    La manche { $round } commence avec la tour { $tower } ; { $you ->
        [yes] vous prenez
       *[other] { $tree_to } prend
    } son arbre.
ev-triqueta-reveal =
    { $you ->
        [yes] Vous dévoilez : { $token }.
       *[other] { $seat } dévoile : { $token }.
    }
ev-triqueta-discard =
    { $you ->
        [yes] Vous défaussez un jeton caché.
       *[other] { $seat } défausse un jeton caché.
    }
ev-triqueta-discard-seen =
    { $you ->
        [yes] Vous défaussez : { $token }.
       *[other] { $seat } défausse : { $token }.
    }
ev-triqueta-game_end =
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

act-triqueta-draw = Piocher dans la tour
act-triqueta-take = Prendre la rangée { $n }
act-triqueta-place = Poser dans la rangée { $n }
act-triqueta-keep = Garder face cachée
act-triqueta-tower = Choisir la tour { $n }
act-triqueta-reveal = Dévoiler
act-triqueta-discard = Défausser

tq-round = Manche { $round } sur 4
tq-tower = Tour { $n }
tq-tower-left =
    { $n ->
        [0] aucun jeton restant
        [one] { $n } jeton restant
       *[other] { $n } jetons restants
    }
tq-tower-empty = La tour est vide : prenez une rangée.
tq-towers-left = Tours à venir, chacune avec un arbre : { $list }
tq-towers-none = Plus aucune tour après celle-ci.
tq-box =
    { $n ->
        [0] aucun jeton
        [one] { $n } jeton
       *[other] { $n } jetons
    } dans la boîte
tq-rows = Rangées
tq-row = Rangée { $n }
tq-row-empty = vide
tq-row-count =
    { $n ->
        [one] { $n } jeton
       *[other] { $n } jetons
    }
tq-row-takenby =
    { $you ->
        [yes] prise par vous
       *[other] prise par { $name }
    }
tq-drawn = Vous avez pioché :
tq-ref-which = Quel animal a été pioché ? Choisissez-le, puis sa rangée — ou gardez-le face cachée.
tq-ref-which-rows = Quel animal a été pioché ? Choisissez-le, puis sa rangée.
tq-ref-picked = { $animal } : choisissez maintenant sa rangée.
tq-ref-name = Nommez l’animal de votre prochain jeton face cachée :
tq-ref-full = Les 10 sont déjà sur la table
tq-drawn-other =
    { $you ->
        [yes] Vous avez pioché un jeton et choisissez où le poser.
       *[other] { $name } a pioché un jeton et choisit où le poser.
    }
tq-drawn-by =
    { $you ->
        [yes] Vous avez pioché :
       *[other] { $name } a pioché :
    }
tq-place-here = Poser ici
tq-take-this = Prendre cette rangée
tq-choices = Vos choix
tq-hand-full = Vous gardez déjà 2 jetons face cachée.
tq-collection = Collection
tq-collection-empty = Aucun jeton pour l’instant.
tq-facedown =
    { $n ->
        [0] aucun jeton face cachée
        [one] { $n } jeton face cachée
       *[other] { $n } jetons face cachée
    }
tq-facedown-yours = Vos jetons face cachée (vous seul les voyez) :
tq-facedown-of = Jetons face cachée { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    } (visibles seulement pour { $name }) :
tq-facedown-shown = Jetons face cachée, dévoilés pour la relecture :
tq-discarded =
    { $n ->
        [one] { $n } défaussé
       *[other] { $n } défaussés
    }
tq-rock = Caillou de départ
tq-trees = Arbres : { $n }
tq-out = sorti de la manche
tq-active = dans la manche
tq-points =
    { $n ->
        [one] { $n } pt
       *[other] { $n } pts
    }
tq-points-one = { $n } pt
tq-best =
    Avec votre meilleur dévoilement : { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tq-token = { $animal } (triqueta { $value })
tq-token-hidden = jeton face cachée
tq-count = { $animal } : { $n }
tq-scoring = Décompte
tq-scoring-round = Après la manche { $round }
tq-scoring-final = Décompte final
tq-line-animal = { $animal } × { $n }
tq-line-rock = Caillou de départ
tq-line-trees =
    { $n ->
        [one] Arbre × { $n }
       *[other] Arbres × { $n }
    }
tq-line-total = Total
tq-line-revealed =
    { $n ->
        [one] dévoilé : { $list }
       *[other] dévoilés : { $list }
    }
tq-reveal-next = Votre prochain jeton caché :
tq-ladder = 1 jeton : 1 point · 2 : 2 points · 3 : la valeur de la triqueta · 4 ou plus : pas de triqueta, et 1 point perdu pour chaque jeton au-delà de 3
tq-pick-tower = Choisissez la tour de la manche suivante :

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-triqueta-row = rangée { $n }
learn-triqueta-draw-first = Commencez par piocher un jeton dans la tour.
learn-triqueta-draw-why = À chaque tour, soit vous piochez un jeton et le placez, soit vous prenez une rangée et quittez la manche.
learn-triqueta-draw = À vous : piochez un jeton.
learn-triqueta-place-first = Vous avez pioché { $animal ->
        [chouette] une
       *[other] un
    } { $animal }. Posez-{ $animal ->
        [chouette] la
       *[other] le
    } au bout de la { $row }.
learn-triqueta-place-why = Qui prend une rangée en ramasse tous les jetons : garnissez les rangées que vous voulez prendre, gâchez celles que le robot convoite.
learn-triqueta-place = Posez { $animal ->
        [chouette] la { $animal }
        [ours] l’{ $animal }
       *[other] le { $animal }
    } dans la { $row }.
learn-triqueta-place-more =
    { $n ->
        [one] Posez { $animal ->
            [chouette] la { $animal }
            [ours] l’{ $animal }
           *[other] le { $animal }
        } dans la { $row }.
       *[other] Posez { $animal ->
            [chouette] la { $animal }
            [ours] l’{ $animal }
           *[other] le { $animal }
        } dans la { $row } : elle en contient alors { $n }.
    }
learn-triqueta-place-spoil = Vous avez déjà trois jetons de cet animal : posez { $animal ->
        [chouette] la { $animal }
        [ours] l’{ $animal }
       *[other] le { $animal }
    } dans la { $row }, que vous ne prendrez pas.
learn-triqueta-place-spoil-why = Un quatrième jeton du même animal gâcherait votre triqueta : quatre valent −1 au lieu du nombre de l’animal.
learn-triqueta-keep-first = Gardez { $animal ->
        [chouette] cette
        [ours] cet
       *[other] ce
    } { $animal } face cachée devant vous.
learn-triqueta-keep-why = Deux fois par partie, vous pouvez garder caché un jeton pioché ; à la fin, il rejoint vos jetons seulement s’il augmente votre score.
learn-triqueta-keep = Gardez { $animal ->
        [chouette] la { $animal }
        [ours] l’{ $animal }
       *[other] le { $animal }
    } face cachée.
learn-triqueta-take-first =
    { $n ->
        [one] Prenez la { $row } : son jeton est à vous, et vous quittez la manche.
       *[other] Prenez la { $row } : ses { $n } jetons sont à vous, et vous quittez la manche.
    }
learn-triqueta-take-why = Le robot continue seul jusqu’à prendre la dernière rangée ; vous rejouez à la manche suivante.
learn-triqueta-take =
    { $n ->
        [one] Prenez la { $row } ({ $n } jeton) et quittez la manche.
       *[other] Prenez la { $row } ({ $n } jetons) et quittez la manche.
    }
learn-triqueta-take-empty-first = Prenez la { $row }, même vide : vous quittez la manche avec ce que vous avez.
learn-triqueta-take-empty-why = D’autres jetons ne feraient que gâcher vos séries : trois d’un animal font une triqueta, un quatrième coûte des points.
learn-triqueta-take-empty = Prenez la { $row }, vide, et quittez la manche.
learn-triqueta-scoring = Le décompte final : un jeton d’un animal vaut 1 point, deux valent 2 points, trois font une triqueta qui vaut le nombre de l’animal (lapin 5, chouette 6, cerf 7, sanglier 8, bélier 9, ours 10), à partir de quatre chaque jeton au-delà de trois vaut −1. Le caillou de départ et chaque arbre ajoutent 1 point.
learn-triqueta-round_end =
    { $who ->
        [you] La manche { $round } est finie. Vous êtes parti en dernier : vous gardez le caillou de départ, prenez un arbre et commencez la manche suivante.
       *[bot] La manche { $round } est finie. Le robot est parti en dernier : il garde le caillou de départ, prend un arbre et commence la manche suivante.
    }
learn-triqueta-last_round =
    { $who ->
        [you] La quatrième manche est finie : vous êtes parti en dernier et gardez le caillou de départ. Vos jetons cachés ont été ajoutés là où ils aidaient.
       *[bot] La quatrième manche est finie : le robot est parti en dernier et garde le caillou de départ. Les jetons cachés ont été ajoutés là où ils aidaient.
    }

## triqueta board helper (issue 18) : les mots du plateau ; rangées et tours comptées depuis 1
tqb-row = Rangée { $n }
tqb-marker = Rangée
tqb-tokens =
    { $n ->
        [0] aucun jeton
        [one] { $n } jeton
       *[other] { $n } jetons
    }
tqb-box =
    { $n ->
        [0] aucun jeton retourné dans la boîte
        [one] { $n } jeton retourné dans la boîte
       *[other] { $n } jetons retournés dans la boîte
    }
tqb-towers = Tours
tqb-tower = Tour { $n }
tqb-tower-now = en jeu : { $left }
tqb-tower-coming = plus tard, avec son arbre
tqb-tower-done = jouée
tqb-tower-choose = Jouer la manche { $round } avec la tour { $n } (vous prenez son arbre)
tqb-the-rabbit = le lapin
tqb-the-owl = la chouette
tqb-the-deer = le cerf
tqb-the-boar = le sanglier
tqb-the-ram = le bélier
tqb-the-bear = l’ours
tqb-draw = Piocher un jeton dans la tour { $n }
tqb-turn-hint = Ou prenez une rangée : vous quittez la manche avec ses jetons.
tqb-place = Poser { $the } au bout de la rangée { $n }
tqb-place-token = Poser le jeton au bout de la rangée { $n }
tqb-place-hint = Choisissez sa rangée ci-dessous, ou gardez-le face cachée (2 au plus dans la partie).
tqb-place-hint-rows = Choisissez sa rangée ci-dessous.
tqb-keep = Garder { $the } face cachée (jeton { $k } sur 2)
tqb-keep-token = Garder le jeton face cachée
tqb-take = Prendre la rangée { $n } : { $tokens }
tqb-take-empty = Prendre la rangée { $n } (vide)
tqb-reveal = Dévoiler { $the } : le jeton rejoint votre collection
tqb-discard = Défausser { $the } : retour dans la boîte
tqb-out-row = hors de la manche : a pris la rangée { $n }

## terminal (trigames play/replay: the score at the end)
cli-triqueta-breakdown = { $who } : { $score } = triquetas { $triquetas }, autres animaux { $others }, arbres +{ $trees }, caillou +{ $rock }
cli-triqueta-none = aucune
cli-triqueta-revealed =
    { $n ->
        [one] dévoilé : { $list }
       *[other] dévoilés : { $list }
    }

## terminal: the rules card (trigames play, ? or help)
cli-triqueta-card =
    Triqueta — 4 manches. À votre tour, PIOCHEZ le jeton du dessus de la tour en cours puis POSEZ-le
    au bout d'une rangée (ou GARDEZ-le face cachée : 2 au plus dans toute la partie), ou PRENEZ une
    rangée : vous récoltez ses jetons et quittez la manche. Le dernier à sortir prend le caillou et
    (manches 1–3) un arbre.
    { "" }
    Points par animal : 1 jeton = 1, 2 = 2, exactement 3 = une triqueta qui vaut la valeur de l'animal
    (lapin 5, chouette 6, cerf 7, sanglier 8, bélier 9, ours 10), 4 ou plus = −1 par jeton au-delà de 3.
    +1 pour le caillou, +1 par arbre. Les jetons cachés sont dévoilés à la fin s'ils rapportent.
    { "" }
    Notation : draw · take R2 · place R0 · keep · tower T1 · reveal · discard

## polish-a (issue 18: the newcomer's second tour)
tqb-tower-empty-take = La tour est vide : prenez une rangée — vous quittez la manche avec ses jetons.

## the end screen: round by round (each round what the scores became; the face-down tokens at the end)
tq-round-facedown = Jetons face cachée

## tour 4 (issue 18): the end screen's starting rock (it scores at the end only) and why a tie was won
tq-round-rock = Caillou de départ
tq-tiebreak-won =
    Égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } : { $you ->
        [yes] vous gagnez
       *[other] { $winner } gagne
    } avec le plus de jetons animaux ({ $counts }).
tq-tiebreak-shared =
    Égalité à { $points ->
        [one] { $points } point
       *[other] { $points } points
    } et en jetons animaux ({ $n } chacun) : la victoire est partagée.
tq-tiebreak-count = { $name } : { $n }

# Un score tenu (le compagnon de table) : la place qui joue par son nom, jamais « vous ».
tq-choices-kept = Choix { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }
tqb-turn-hint-kept = Ou prendre une rangée : { $name } quitte la manche avec ses jetons.
tqb-tower-empty-take-kept = La tour est vide : prendre une rangée — { $name } quitte la manche avec ses jetons.
tq-ref-name-kept = Nommez l’animal du prochain jeton face cachée { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    } :
tq-hand-full-kept = { $name } garde déjà 2 jetons face cachée.
tqb-tower-choose-kept = Jouer la manche { $round } avec la tour { $n } ({ $name } prend son arbre)
tq-reveal-next-kept = Prochain jeton caché { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    } :
tqb-reveal-kept = Dévoiler { $the } : le jeton rejoint la collection { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }

## tour 9: the round box's totals (so far, the rock in) and the round's own points (the rock out, as at the end)
tq-scoring-round-note = Les totaux sont les scores pour l’instant, avec 1 point pour qui tient le caillou de départ maintenant. « Cette manche » laisse le caillou de côté : il ne compte qu’une fois, pour qui le tient à la fin de la partie.
tq-line-total-sofar = Total pour l’instant
tq-line-round = Cette manche
rounds-triqueta-note = Chaque manche : les points qu’ont ajoutés ses jetons et son arbre (un quatrième jeton d’un même animal en retire). Le caillou de départ compte une fois, pour qui le tient à la fin ; les jetons face cachée comptent à la fin.
