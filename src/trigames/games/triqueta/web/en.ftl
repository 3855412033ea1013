# triqueta: the game's own words (en).

game-triqueta-name = Triqueta
game-triqueta-summary = Draw animal tokens from the towers and lay them in rows; take a row to drop out of the round; three of a kind score their triqueta.

opt-triqueta-referee = Played with the real box
opt-triqueta-referee-help = Each animal drawn is entered by hand when it is placed; face-down tokens are named at the end.

ev-triqueta-named =
    { $you ->
        [yes] You name a face-down token.
       *[other] { $seat } names a face-down token.
    }
ev-triqueta-named-seen =
    { $you ->
        [yes] You name the face-down { $token }.
       *[other] { $seat } names the face-down { $token }.
    }

act-triqueta-place_as = Place the { $animal } in row { $n }
act-triqueta-hidden = A face-down { $animal }

opt-triqueta-first_player = First player
opt-triqueta-first_player-help = Who holds the starting rock at the start (or drawn at random).
opt-triqueta-auto_reveal = Reveal face-down tokens automatically
opt-triqueta-auto_reveal-help = At the end, each player’s best choice is applied; off: each player reveals or discards by hand.
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

ev-triqueta-draw =
    { $you ->
        [yes] You draw a token from tower { $tower } ({ $left } left).
       *[other] { $seat } draws a token from tower { $tower } ({ $left } left).
    }
ev-triqueta-draw-seen =
    { $you ->
        [yes] You draw { $a_token } from tower { $tower } ({ $left } left).
       *[other] { $seat } draws { $a_token } from tower { $tower } ({ $left } left).
    }
ev-triqueta-place =
    { $you ->
        [yes] You place { $a_token } in row { $row }.
       *[other] { $seat } places { $a_token } in row { $row }.
    }
ev-triqueta-keep =
    { $you ->
        [yes] You keep the token face down ({ $hidden } of 2).
       *[other] { $seat } keeps the token face down ({ $hidden } of 2).
    }
ev-triqueta-keep-seen =
    { $you ->
        [yes] You keep the { $token } face down ({ $hidden } of 2).
       *[other] { $seat } keeps the { $token } face down ({ $hidden } of 2).
    }
ev-triqueta-take_row =
    { $you ->
        [yes] You take row { $row }: { $tokens }.
       *[other] { $seat } takes row { $row }: { $tokens }.
    }
ev-triqueta-take_row-empty =
    { $you ->
        [yes] You take the empty row { $row }.
       *[other] { $seat } takes the empty row { $row }.
    }
ev-triqueta-round_end =
    Round { $round } is over: { $you ->
        [yes] you take
       *[other] { $rock } takes
    } the rock; { $to_box ->
        [0] no token goes back to the box.
        [one] { $to_box } token goes back to the box unseen.
       *[other] { $to_box } tokens go back to the box unseen.
    }
ev-triqueta-round_start =
    Round { $round } begins with tower { $tower }; { $you ->
        [yes] you take
       *[other] { $tree_to } takes
    } its tree.
ev-triqueta-reveal =
    { $you ->
        [yes] You reveal { $a_token }.
       *[other] { $seat } reveals { $a_token }.
    }
ev-triqueta-discard =
    { $you ->
        [yes] You discard a face-down token.
       *[other] { $seat } discards a face-down token.
    }
ev-triqueta-discard-seen =
    { $you ->
        [yes] You discard the { $token }.
       *[other] { $seat } discards the { $token }.
    }
ev-triqueta-game_end =
    The game is over. { $you ->
        [yes] { $winners_count ->
            [one] You win.
           *[other] Winners: { $winners }.
        }
       *[other] { $winners_count ->
            [one] Winner
           *[other] Winners
        }: { $winners }.
    }

act-triqueta-draw = Draw from the tower
act-triqueta-take = Take row { $n }
act-triqueta-place = Place in row { $n }
act-triqueta-keep = Keep face down
act-triqueta-tower = Choose tower { $n }
act-triqueta-reveal = Reveal
act-triqueta-discard = Discard

tq-round = Round { $round } of 4
tq-tower = Tower { $n }
tq-tower-left =
    { $n ->
        [one] { $n } token left
       *[other] { $n } tokens left
    }
tq-tower-empty = The tower is empty: take a row.
tq-towers-left = Towers still to come, each with a tree: { $list }
tq-towers-none = No tower left after this one.
tq-box =
    { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    } in the box
tq-rows = Rows
tq-row = Row { $n }
tq-row-empty = empty
tq-row-count =
    { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    }
tq-row-takenby =
    { $you ->
        [yes] taken by you
       *[other] taken by { $name }
    }
tq-drawn = You drew:
tq-ref-which = Which animal was drawn? Pick it, then the row it goes to — or keep it face down.
tq-ref-which-rows = Which animal was drawn? Pick it, then the row it goes to.
tq-ref-picked = { $animal }: now pick its row.
tq-ref-name = Name the animal of your next face-down token:
tq-ref-full = All 10 are already on the table
tq-drawn-other =
    { $you ->
        [yes] You drew a token and are deciding where it goes.
       *[other] { $name } drew a token and is deciding where it goes.
    }
tq-drawn-by =
    { $you ->
        [yes] You drew:
       *[other] { $name } drew:
    }
tq-place-here = Place here
tq-take-this = Take this row
tq-choices = Your choices
tq-hand-full = You already keep 2 tokens face down.
tq-collection = Collection
tq-collection-empty = No tokens yet.
tq-facedown =
    { $n ->
        [one] { $n } token face down
       *[other] { $n } tokens face down
    }
tq-facedown-yours = Your face-down tokens (only you see them):
tq-facedown-of = { $name }’s face-down tokens (only { $name } sees them):
tq-facedown-shown = Face-down tokens, revealed for the replay:
tq-discarded = { $n } discarded
tq-rock = Starting rock
tq-trees = Trees: { $n }
tq-out = out of this round
tq-active = in the round
tq-points =
    { $n ->
        [one] { $n } pt
       *[other] { $n } pts
    }
tq-points-one = { $n } pt
tq-best =
    With your best reveal: { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tq-token = { $animal } (triqueta { $value })
tq-token-hidden = face-down token
tq-count = { $animal }: { $n }
tq-scoring = Scoring
tq-scoring-round = After round { $round }
tq-scoring-final = Final scoring
tq-line-animal = { $animal } × { $n }
tq-line-rock = Starting rock
tq-line-trees =
    { $n ->
        [one] Tree × { $n }
       *[other] Trees × { $n }
    }
tq-line-total = Total
tq-line-revealed = revealed: { $list }
tq-reveal-next = Your next face-down token:
tq-ladder = 1 token: 1 point · 2: 2 points · 3: the triqueta’s value · 4 or more: no triqueta, and 1 point lost for each one past 3
tq-pick-tower = Choose the tower for the next round:

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-triqueta-row = row { $n }
learn-triqueta-draw-first = Start by drawing a token from the tower.
learn-triqueta-draw-why = On each turn you either draw a token and put it somewhere, or take a row and leave the round.
learn-triqueta-draw = Your turn: draw a token.
learn-triqueta-place-first = You drew a { $animal }. Put it at the end of { $row }.
learn-triqueta-place-why = Whoever takes a row collects all of its tokens: fill the rows you would like to take, and spoil the ones the bot wants.
learn-triqueta-place = Place the { $animal } in { $row }.
learn-triqueta-place-more =
    { $n ->
        [one] Place the { $animal } in { $row }.
       *[other] Place the { $animal } in { $row }: that row then holds { $n } of them.
    }
learn-triqueta-place-spoil = You already have three of this animal: put the { $animal } in { $row }, a row you will not take.
learn-triqueta-place-spoil-why = A fourth token of one animal would spoil your triqueta: four score −1 instead of the animal’s number.
learn-triqueta-keep-first = Keep this { $animal } face down, in front of you.
learn-triqueta-keep-why = Twice in a game you may keep a drawn token hidden; at the end it joins your tokens only if it raises your score.
learn-triqueta-keep = Keep the { $animal } face down.
learn-triqueta-take-first =
    { $n ->
        [one] Take { $row }: its token becomes yours, and you leave this round.
       *[other] Take { $row }: its { $n } tokens become yours, and you leave this round.
    }
learn-triqueta-take-why = The bot goes on alone until it takes the last row; you play again in the next round.
learn-triqueta-take =
    { $n ->
        [one] Take { $row } (1 token) and leave the round.
       *[other] Take { $row } ({ $n } tokens) and leave the round.
    }
learn-triqueta-take-empty-first = Take { $row }, even though it is empty: you leave the round with what you have.
learn-triqueta-take-empty-why = More tokens would only spoil your sets: three of an animal make a triqueta, a fourth costs points.
learn-triqueta-take-empty = Take the empty { $row } and leave the round.
learn-triqueta-scoring = How tokens score at the end: one of an animal is 1 point, two are 2 points, three make a triqueta worth the animal’s number (rabbit 5, owl 6, deer 7, boar 8, ram 9, bear 10), four or more score −1 for each token past three. The starting rock and each tree add 1 point.
learn-triqueta-round_end =
    { $who ->
        [you] Round { $round } is over. You left last: you hold the starting rock, take a tree and start the next round.
       *[bot] Round { $round } is over. The bot left last: it holds the starting rock, takes a tree and starts the next round.
    }
learn-triqueta-last_round =
    { $who ->
        [you] The fourth round is over: you left last and keep the starting rock. Your face-down tokens were added where they helped.
       *[bot] The fourth round is over: the bot left last and keeps the starting rock. Face-down tokens were added where they helped.
    }

## triqueta board helper (issue 18): the board's words; rows and towers are counted from 1
tqb-row = Row { $n }
tqb-marker = Row
tqb-tokens =
    { $n ->
        [one] { $n } token
       *[other] { $n } tokens
    }
tqb-box =
    { $n ->
        [one] { $n } token back in the box
       *[other] { $n } tokens back in the box
    }
tqb-towers = Towers
tqb-tower = Tower { $n }
tqb-tower-now = in play: { $left }
tqb-tower-coming = later, with its tree
tqb-tower-done = played
tqb-tower-choose = Play round { $round } with tower { $n } (its tree is yours)
tqb-the-rabbit = the rabbit
tqb-the-owl = the owl
tqb-the-deer = the deer
tqb-the-boar = the boar
tqb-the-ram = the ram
tqb-the-bear = the bear
tqb-draw = Draw a token from tower { $n }
tqb-turn-hint = Or take a row: you leave the round with its tokens.
tqb-place = Place { $the } at the end of row { $n }
tqb-place-token = Place the token at the end of row { $n }
tqb-place-hint = Choose its row below, or keep it face down (at most 2 in the game).
tqb-place-hint-rows = Choose its row below.
tqb-keep = Keep { $the } face down (token { $k } of 2)
tqb-keep-token = Keep the token face down
tqb-take = Take row { $n }: { $tokens }
tqb-take-empty = Take row { $n } (empty)
tqb-reveal = Reveal { $the }: it joins your collection
tqb-discard = Discard { $the }: back to the box
tqb-out-row = out: took row { $n }

## terminal (trigames play/replay: the score at the end)
cli-triqueta-breakdown = { $who }: { $score } = triquetas { $triquetas }, other animals { $others }, trees +{ $trees }, rock +{ $rock }
cli-triqueta-none = none
cli-triqueta-revealed = revealed { $list }

## terminal: the rules card (trigames play, ? or help)
cli-triqueta-card =
    Triqueta — 4 rounds. On your turn either DRAW the top token of the current tower and then
    PLACE it at the end of a row (or KEEP it face down: at most 2 in the whole game), or TAKE a row:
    you collect its tokens and drop out of the round. The last one out takes the rock and (rounds 1–3)
    a tree.
    { "" }
    Scoring per animal: 1 token = 1, 2 = 2, exactly 3 = a triqueta worth the animal’s value
    (rabbit 5, owl 6, deer 7, boar 8, ram 9, bear 10), 4 or more = −1 per token above 3.
    +1 for the rock, +1 per tree. Face-down tokens are revealed at the end if they help.
    { "" }
    Notation: draw · take R2 · place R0 · keep · tower T1 · reveal · discard

## polish-a (issue 18: the newcomer's second tour)
tqb-tower-empty-take = The tower is empty: take a row — you leave the round with its tokens.

## the end screen: round by round (each round what the scores became; the face-down tokens at the end)
tq-round-facedown = Face-down tokens

## tour 4 (issue 18): the end screen's starting rock (it scores at the end only) and why a tie was won
tq-round-rock = Starting rock
tq-tiebreak-won =
    Tied on { $points ->
        [one] { $points } point
       *[other] { $points } points
    }: { $you ->
        [yes] you win
       *[other] { $winner } wins
    } with the most animal tokens ({ $counts }).
tq-tiebreak-shared =
    Tied on { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and on animal tokens ({ $n } each): the win is shared.
tq-tiebreak-count = { $name }: { $n }

# A kept score (the table companion): the seat to move by its name, never "you".
tq-choices-kept = { $name }’s choices
tqb-turn-hint-kept = Or take a row: { $name } leaves the round with its tokens.
tqb-tower-empty-take-kept = The tower is empty: take a row — { $name } leaves the round with its tokens.
tq-ref-name-kept = Name the animal of { $name }’s next face-down token:
tq-hand-full-kept = { $name } already keeps 2 tokens face down.
tqb-tower-choose-kept = Play round { $round } with tower { $n } ({ $name } takes its tree)
tq-reveal-next-kept = { $name }’s next face-down token:
tqb-reveal-kept = Reveal { $the }: it joins { $name }’s collection

## tour 9: the round box's totals (so far, the rock in) and the round's own points (the rock out, as at the end)
tq-scoring-round-note = The totals are the scores so far, with 1 point for whoever holds the starting rock now. “This round” leaves the rock out: it counts once, for whoever holds it when the game ends.
tq-line-total-sofar = Total so far
tq-line-round = This round
rounds-triqueta-note = Each round: the points its tokens and its tree added (a fourth token of one animal takes points away). The starting rock counts once, for whoever holds it at the end; face-down tokens count at the end.
