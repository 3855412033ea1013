# triqueta: the game's own words (en).

game-triqueta-name = Triqueta
game-triqueta-summary = Draw animal tokens from the towers and lay them in rows; take a row to drop out of the round; three of a kind score their triqueta.

opt-triqueta-referee = Played with the real box
opt-triqueta-referee-help = Each animal drawn is entered by hand when it is placed; face-down tokens are named at the end.

ev-triqueta-named = { $seat } names a face-down token.
ev-triqueta-named-seen = { $seat } names the face-down { $token }.

act-triqueta-place_as = Place the { $animal } in row R{ $n }
act-triqueta-hidden = A face-down { $animal }

opt-triqueta-first_player = First player
opt-triqueta-first_player-help = Who holds the starting rock at the start (or drawn at random).
opt-triqueta-auto_reveal = Reveal face-down tokens automatically
opt-triqueta-auto_reveal-help = At the end, each player's best choice is applied; off: each player reveals or discards by hand.
opt-triqueta-choose_tower = The rock holder chooses the next tower
opt-triqueta-choose_tower-help = Off: the towers are taken in order.

dec-triqueta-TURN = draw or take a row
dec-triqueta-PLACE_DRAWN = place the drawn token
dec-triqueta-CHOOSE_TOWER = choose the next tower
dec-triqueta-REVEAL = reveal or discard
dec-triqueta-OVER = game over

val-triqueta-rabbit = rabbit
val-triqueta-owl = owl
val-triqueta-deer = deer
val-triqueta-boar = boar
val-triqueta-ram = ram
val-triqueta-bear = bear

ev-triqueta-draw = { $seat } draws a token from tower T{ $tower } ({ $left } left).
ev-triqueta-draw-seen = { $seat } draws { $a_token } from tower T{ $tower } ({ $left } left).
ev-triqueta-place = { $seat } places { $a_token } in row R{ $row }.
ev-triqueta-keep = { $seat } keeps the token face down ({ $hidden } of 2).
ev-triqueta-keep-seen = { $seat } keeps the { $token } face down ({ $hidden } of 2).
ev-triqueta-take_row = { $seat } takes row R{ $row }: { $tokens }.
ev-triqueta-take_row-empty = { $seat } takes the empty row R{ $row }.
ev-triqueta-round_end = Round { $round } is over: { $rock } takes the rock; { $to_box } tokens go back to the box unseen.
ev-triqueta-round_start = Round { $round } begins with tower T{ $tower }; { $tree_to } takes its tree.
ev-triqueta-reveal = { $seat } reveals { $a_token }.
ev-triqueta-discard = { $seat } discards a face-down token.
ev-triqueta-discard-seen = { $seat } discards the { $token }.
ev-triqueta-game_end = The game is over. Winner: { $winners }.

act-triqueta-draw = Draw from the tower
act-triqueta-take = Take row R{ $n }
act-triqueta-place = Place in row R{ $n }
act-triqueta-keep = Keep face down
act-triqueta-tower = Choose tower T{ $n }
act-triqueta-reveal = Reveal
act-triqueta-discard = Discard

tq-round = Round { $round } of 4
tq-tower = Tower T{ $n }
tq-tower-left = { $n } tokens left
tq-tower-empty = The tower is empty: take a row.
tq-towers-left = Towers still to come, each with a tree: { $list }
tq-towers-none = No tower left after this one.
tq-box = { $n } tokens in the box
tq-rows = Rows
tq-row = Row R{ $n }
tq-row-empty = empty
tq-row-count = { $n } tokens
tq-row-takenby = taken by { $name }
tq-drawn = You drew:
tq-ref-which = Which animal was drawn? Pick it, then the row it goes to — or keep it face down.
tq-ref-picked = { $animal }: now pick its row.
tq-ref-name = Name the animal of your next face-down token:
tq-ref-full = All 10 are already on the table
tq-drawn-other = { $name } drew a token and is deciding where it goes.
tq-drawn-by = { $name } drew:
tq-place-here = Place here
tq-take-this = Take this row
tq-choices = Your choices
tq-hand-full = You already keep 2 tokens face down.
tq-collection = Collection
tq-collection-empty = No tokens yet.
tq-facedown = { $n } face down
tq-facedown-yours = Your face-down tokens (only you see them):
tq-facedown-shown = Face-down tokens, revealed for the replay:
tq-discarded = { $n } discarded
tq-rock = Starting rock
tq-trees = Trees: { $n }
tq-out = out of this round
tq-active = in the round
tq-points = { $n } pts
tq-points-one = { $n } pt
tq-best = With your best reveal: { $n } points
tq-token = { $animal } (triqueta { $value })
tq-token-hidden = face-down token
tq-count = { $animal }: { $n }
tq-scoring = Scoring
tq-scoring-round = After round { $round }
tq-scoring-final = Final scoring
tq-line-animal = { $animal } × { $n }
tq-line-rock = Starting rock
tq-line-trees = Trees × { $n }
tq-line-total = Total
tq-line-revealed = revealed: { $list }
tq-reveal-next = Your next face-down token:
tq-ladder = 1 token: 1 point · 2: 2 · 3: the triqueta value · each one above 3: −1
tq-pick-tower = Choose the tower for the next round:
