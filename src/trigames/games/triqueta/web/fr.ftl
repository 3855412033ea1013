# triqueta: the game's own words (fr).

game-triqueta-name = Triqueta
game-triqueta-summary = Piochez des jetons animaux dans les tours et posez-les en rangées ; prenez une rangée pour quitter la manche ; trois animaux pareils valent leur triqueta.

opt-triqueta-referee = Partie avec la vraie boîte
opt-triqueta-referee-help = Chaque animal pioché est saisi à la main quand il est posé ; les jetons face cachée sont nommés à la fin.

ev-triqueta-named = { $seat } nomme un jeton face cachée.
ev-triqueta-named-seen = { $seat } nomme le jeton face cachée : { $token }.

act-triqueta-place_as = Poser : { $animal }, dans la rangée R{ $n }
act-triqueta-hidden = Jeton face cachée : { $animal }

opt-triqueta-first_player = Premier joueur
opt-triqueta-first_player-help = Qui a le caillou de départ au début (ou tiré au sort).
opt-triqueta-auto_reveal = Dévoiler automatiquement les jetons cachés
opt-triqueta-auto_reveal-help = À la fin, le meilleur choix de chacun est appliqué ; sinon chacun dévoile ou défausse à la main.
opt-triqueta-choose_tower = Le détenteur du caillou choisit la tour suivante
opt-triqueta-choose_tower-help = Sinon, les tours sont prises dans l’ordre.

dec-triqueta-TURN = piocher ou prendre une rangée
dec-triqueta-PLACE_DRAWN = poser le jeton pioché
dec-triqueta-CHOOSE_TOWER = choisir la tour suivante
dec-triqueta-REVEAL = dévoiler ou défausser
dec-triqueta-OVER = partie terminée

val-triqueta-rabbit = lapin
val-triqueta-owl = hibou
val-triqueta-deer = cerf
val-triqueta-boar = sanglier
val-triqueta-ram = bélier
val-triqueta-bear = ours

ev-triqueta-draw = { $seat } pioche un jeton dans la tour T{ $tower } (il en reste { $left }).
ev-triqueta-draw-seen = { $seat } pioche : { $token }, dans la tour T{ $tower } (il en reste { $left }).
ev-triqueta-place = { $seat } pose : { $token }, dans la rangée R{ $row }.
ev-triqueta-keep = { $seat } garde le jeton face cachée ({ $hidden } sur 2).
ev-triqueta-keep-seen = { $seat } garde face cachée : { $token } ({ $hidden } sur 2).
ev-triqueta-take_row = { $seat } prend la rangée R{ $row } : { $tokens }.
ev-triqueta-take_row-empty = { $seat } prend la rangée vide R{ $row }.
ev-triqueta-round_end = La manche { $round } est finie : { $rock } prend le caillou ; { $to_box } jetons retournent dans la boîte sans être vus.
ev-triqueta-round_start = La manche { $round } commence avec la tour T{ $tower } ; { $tree_to } prend son arbre.
ev-triqueta-reveal = { $seat } dévoile : { $token }.
ev-triqueta-discard = { $seat } défausse un jeton caché.
ev-triqueta-discard-seen = { $seat } défausse : { $token }.
ev-triqueta-game_end = La partie est finie. Gagnant : { $winners }.

act-triqueta-draw = Piocher dans la tour
act-triqueta-take = Prendre la rangée R{ $n }
act-triqueta-place = Poser dans la rangée R{ $n }
act-triqueta-keep = Garder face cachée
act-triqueta-tower = Choisir la tour T{ $n }
act-triqueta-reveal = Dévoiler
act-triqueta-discard = Défausser

tq-round = Manche { $round } sur 4
tq-tower = Tour T{ $n }
tq-tower-left = { $n } jetons restants
tq-tower-empty = La tour est vide : prenez une rangée.
tq-towers-left = Tours à venir, chacune avec un arbre : { $list }
tq-towers-none = Plus aucune tour après celle-ci.
tq-box = { $n } jetons dans la boîte
tq-rows = Rangées
tq-row = Rangée R{ $n }
tq-row-empty = vide
tq-row-count = { $n } jetons
tq-row-takenby = prise par { $name }
tq-drawn = Vous avez pioché :
tq-ref-which = Quel animal a été pioché ? Choisissez-le, puis sa rangée — ou gardez-le face cachée.
tq-ref-picked = { $animal } : choisissez maintenant sa rangée.
tq-ref-name = Nommez l’animal de votre prochain jeton face cachée :
tq-ref-full = Les 10 sont déjà sur la table
tq-drawn-other = { $name } a pioché un jeton et choisit où le poser.
tq-drawn-by = { $name } a pioché :
tq-place-here = Poser ici
tq-take-this = Prendre cette rangée
tq-choices = Vos choix
tq-hand-full = Vous gardez déjà 2 jetons face cachée.
tq-collection = Collection
tq-collection-empty = Aucun jeton pour l’instant.
tq-facedown = { $n } face cachée
tq-facedown-yours = Vos jetons face cachée (vous seul les voyez) :
tq-facedown-shown = Jetons face cachée, dévoilés pour la relecture :
tq-discarded = { $n } défaussés
tq-rock = Caillou de départ
tq-trees = Arbres : { $n }
tq-out = sorti de la manche
tq-active = dans la manche
tq-points = { $n } pts
tq-points-one = { $n } pt
tq-best = Avec votre meilleur dévoilement : { $n } points
tq-token = { $animal } (triqueta { $value })
tq-token-hidden = jeton face cachée
tq-count = { $animal } : { $n }
tq-scoring = Décompte
tq-scoring-round = Après la manche { $round }
tq-scoring-final = Décompte final
tq-line-animal = { $animal } × { $n }
tq-line-rock = Caillou de départ
tq-line-trees = Arbres × { $n }
tq-line-total = Total
tq-line-revealed = dévoilés : { $list }
tq-reveal-next = Votre prochain jeton caché :
tq-ladder = 1 jeton : 1 point · 2 : 2 · 3 : la valeur de la triqueta · chacun au-delà de 3 : −1
tq-pick-tower = Choisissez la tour de la manche suivante :
