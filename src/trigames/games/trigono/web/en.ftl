# trigono: the game's own words (en).

game-trigono-name = Trigono
game-trigono-summary = Throw pucks at a triangular plank: the big hole wins the plank’s pucks, the small hole the ground’s.

opt-trigono-pucks_per_player = Pucks per player
opt-trigono-pucks_per_player-help = Each round (empty: 10 with 2 players, otherwise 5).
opt-trigono-first_player = First player
opt-trigono-first_player-help = The seat that starts round 1.
opt-trigono-layout = Planks
opt-trigono-layout-help = Planks side by side, or the hexagon of six with the jackpot.
opt-trigono-referee = Referee mode
opt-trigono-referee-help = Outcomes are typed in by hand from real pucks; nothing is simulated.
opt-trigono-skill = Skill
opt-trigono-skill-help = How steady every hand is. Aimed at the big hole, a beginner drops about 1 throw in 20 in, a club player 1 in 5, an expert 1 in 2.
opt-trigono-skills = Skill per seat
# the lobby's label for one seat's choice of "Skill per seat"
opt-trigono-skills-seat = Seat { $n }’s hand
opt-trigono-skills-help = To even out a match: give a seat a steadier or a shakier hand than the others.

choice-trigono-layout-row = side by side
choice-trigono-layout-hexagon = hexagon
choice-trigono-skill-beginner = beginner
choice-trigono-skill-club = club player
choice-trigono-skill-expert = expert

# the headline while a throw is shown: the puck flies, nobody is to throw yet
show-trigono =
    { $you ->
        [yes] You threw: the puck is in the air…
       *[other] { $name } threw: the puck is in the air…
    }
dec-trigono-THROW = throw a puck
dec-trigono-FINAL_THROW = final throw
dec-trigono-NEXT_ROUND = set up the next round
dec-trigono-OVER = game over

ev-trigono-throw =
    { $you ->
        [yes] You throw: { $outcome } ({ $hand } in hand).
       *[other] { $seat } throws: { $outcome } ({ $hand } in hand).
    }
ev-trigono-throw-take =
    { $you ->
        [yes] { $own ->
            [yes] { $more ->
                [0] You throw: { $outcome }, and take back your own puck ({ $hand } in hand).
               *[other] You throw: { $outcome }, and take back your own puck and { $more } more ({ $hand } in hand).
            }
           *[no] { $more ->
                [one] You throw: { $outcome }, and take { $more } puck ({ $hand } in hand).
               *[other] You throw: { $outcome }, and take { $more } pucks ({ $hand } in hand).
            }
        }
       *[other] { $own ->
            [yes] { $more ->
                [0] { $seat } throws: { $outcome }, and takes back their own puck ({ $hand } in hand).
               *[other] { $seat } throws: { $outcome }, and takes back their own puck and { $more } more ({ $hand } in hand).
            }
           *[no] { $more ->
                [one] { $seat } throws: { $outcome }, and takes { $more } puck ({ $hand } in hand).
               *[other] { $seat } throws: { $outcome }, and takes { $more } pucks ({ $hand } in hand).
            }
        }
    }
ev-trigono-round_start =
    Round { $round } begins; { $you ->
        [yes] you throw first.
       *[other] { $starter } throws first.
    }
ev-trigono-round_end =
    Round { $round } is over: { $why ->
        [out] nobody else has a puck left, and {""}
       *[other] {""}
    }{ $you ->
        [yes] you win it
       *[other] { $winner } wins it
    }{ $why ->
        [out] {" "}with { $hand } pucks in hand.
        [final] {" "}with { $hand } pucks in hand after the final throw.
       *[other] .
    }
ev-trigono-round_end-draw =
    Round { $round } is over: a draw ({ $you ->
        [yes] you hold
       *[other] { $seat } holds
    } { $hand ->
        [one] 1 puck
       *[other] { $hand } pucks
    } after the final throw; winning takes 2).
ev-trigono-final =
    { $you ->
        [yes] Nobody else has a puck left and you hold just 1: one final throw. You win the round if you hold 2 or more after it; otherwise it is a draw.
       *[other] Nobody else has a puck left and { $seat } holds just 1: one final throw. { $seat } wins the round with 2 or more after it; otherwise it is a draw.
    }
ev-trigono-game_end =
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

act-trigono-next = Next round
act-trigono-aim = Aim at { $target }
act-trigono-spot =
    Aim at a spot on { $target }{ $side ->
        [left] , left of the middle
        [right] , right of the middle
       *[other] {""}
    }
act-trigono-free = A free aim, not one of the buttons
# a throw in a replay's heading: who threw, at what (when the move named it), and what came of it, as the log says it
# ($you: "yes" when the thrower is the person reading, in a replay of a game they played: "You throw…")
act-trigono-throw =
    { $you ->
        [yes] { $aim ->
            [target] You throw at { $target }
            [spot] You throw at a spot on { $target }
            [free] You throw, aimed by hand
           *[none] You throw
        }
       *[other] { $aim ->
            [target] { $seat } throws at { $target }
            [spot] { $seat } throws at a spot on { $target }
            [free] { $seat } throws
           *[none] { $seat } throws
        }
    }: { $outcome }{ $taken } ({ $hand } in hand).
act-trigono-taken =
    { $you ->
        [yes] { $own ->
            [yes] { $more ->
                [0] , and take back your own puck
               *[other] , and take back your own puck and { $more } more
            }
           *[no] { $more ->
                [0] {""}
                [one] , and you take { $more } puck
               *[other] , and you take { $more } pucks
            }
        }
       *[other] { $own ->
            [yes] { $more ->
                [0] , and takes back their own puck
               *[other] , and takes back their own puck and { $more } more
            }
           *[no] { $more ->
                [0] {""}
                [one] , and takes { $more } puck
               *[other] , and takes { $more } pucks
            }
        }
    }
# a recorded throw said without the game around it (who threw is not known)
act-trigono-thrown = A throw: { $outcome }

val-trigono-big = the big hole
val-trigono-small = the small hole
val-trigono-plank = the plank
val-trigono-jackpot = the jackpot
# an aim at another plank's hole (several planks: the hexagon, a row of boards), planks counted from 1
val-trigono-big-n = the big hole of plank { $n }
val-trigono-small-n = the small hole of plank { $n }
val-trigono-plank-n = plank { $n }
val-trigono-board = on the plank
val-trigono-ground = on the ground

tg-o-board = On the plank
tg-o-boardn = On plank { $n }
tg-o-ground = On the ground
tg-o-big = In the big hole
tg-o-small = In the small hole
tg-o-jackpot = In the jackpot
tg-o-into-board = onto the plank
tg-o-into-boardn = onto plank { $n }
tg-o-into-ground = onto the ground
tg-o-into-big = into the big hole
tg-o-into-small = into the small hole
tg-o-into-jackpot = into the jackpot
tg-o-ofplank = of plank { $n }
tg-o-bounced = Bounced { $where }
# between the parts of one throw's outcome
tg-e-sep = {"; "}
tg-e-board = it stays on the plank
tg-e-ground = it stays on the ground
# what a hole does for the thrower: "you" only to the person the device belongs to (a seated player);
# at a companion table, where the screen is everyone's, the thrower by name
tg-e-big =
    { $you ->
        [yes] you take the plank’s pucks
       *[other] { $name } takes the plank’s pucks
    }
tg-e-small =
    { $you ->
        [yes] you take the ground’s pucks
       *[other] { $name } takes the ground’s pucks
    }
tg-e-jackpot =
    { $you ->
        [yes] you take every puck, planks and ground
       *[other] { $name } takes every puck, planks and ground
    }
tg-e-bounce = it touched the ground first: it does not count and lies on the ground
tg-k =
    { $n ->
        [one] knocks { $n } puck { $where }{ $from }
       *[other] knocks { $n } pucks { $where }{ $from }
    }
tg-k-from = from plank { $n }
tg-ref-where = Where did { $name }’s puck end?
tg-ref-final =
    { $you ->
        [yes] Final throw: you are the last one in, with one puck. With 2 or more pucks in hand after it, you win the round; otherwise the round is a draw.
       *[other] Final throw: { $name } is the last one in, with one puck. With 2 or more pucks in hand after it, { $name } wins the round; otherwise the round is a draw.
    }
tg-ref-round = Round { $round } · the first to win 2 rounds wins the match
tg-ref-seat = Player
tg-ref-hand = Pucks in hand
tg-ref-wins = Rounds won
tg-ref-out = out of this round
tg-ref-plank = On the plank: { $n }
tg-ref-plankn = On plank { $b }: { $n }
tg-ref-ground = On the ground: { $n }
tg-ref-last = Last throw: { $what }
tg-ref-won =
    { $you ->
        [yes] You win round { $round }.
       *[other] Round { $round } is won by { $name }.
    }
tg-ref-draw = Round { $round } is a draw.
tg-b-endwhy-out =
    { $you ->
        [yes] Nobody else had a puck left, and you held { $n }.
       *[other] Nobody else had a puck left, and { $name } held { $n }.
    }
tg-b-endwhy-final =
    { $won ->
        [yes] { $you ->
            [yes] You held { $n } pucks after the final throw.
           *[other] { $name } held { $n } pucks after the final throw.
        }
       *[other] { $you ->
            [yes] You held
           *[other] { $name } held
        } { $n ->
            [one] only 1 puck
           *[other] { $n } pucks
        } after the final throw: winning takes 2.
    }
tg-ref-next =
    { $you ->
        [yes] Start round { $round }: you throw first
       *[other] Start round { $round }: { $name } throws first
    }
tg-ref-setup = Everyone takes their pucks back; clear the planks and the ground.
tg-ref-more = Something else (several pucks knocked, another plank)
tg-ref-thrown = Where the thrown puck ended
tg-ref-plankpick = On which plank
tg-ref-knocked = Pucks it knocked off the plank
tg-ref-enter = Enter this throw
tg-ref-type = Or type the outcome
tg-ref-type-help = In the notation, for example:
tg-ref-go = Enter
tg-b-hole-big-short = B
tg-b-hole-small-short = S
tg-b-throwing = throwing
tg-b-starts = starts the next round
tg-b-field =
    The planks from above: { $plank ->
        [one] { $plank } puck
       *[other] { $plank } pucks
    } on the planks, { $ground } on the ground.
tg-b-field-aim =
    The planks from above, to aim: drag, or use the arrow keys. { $plank ->
        [one] { $plank } puck
       *[other] { $plank } pucks
    } on the planks, { $ground } on the ground.
tg-b-from = ▲ the thrower stands { $m } m away, this way
tg-b-legend = B: the big hole (takes its plank’s pucks) · S: the small hole (takes the ground’s pucks) · J: the jackpot (takes everything)
# the key under the field: the lying pucks are no one's ([R-TG4], "interchangeable, whoever threw them")
tg-b-key-lying = Pucks lying on a plank or on the ground belong to no one: the big hole collects its plank’s, the small hole all the ground’s.
tg-b-key-lying-jackpot = Pucks lying on a plank or on the ground belong to no one: the big hole collects its plank’s, the small hole all the ground’s, the jackpot all of them.
tg-b-key-last =
    { $you ->
        [yes] last puck thrown, by you
       *[other] last puck thrown, by { $name }
    }
tg-b-legend-row = B: the big hole (takes its plank’s pucks) · S: the small hole (takes the ground’s pucks)
tg-b-flying = The puck is flying… (click the field or press Escape to skip)
tg-b-story = The last throw
tg-b-last =
    { $you ->
        [yes] Your throw: { $what }.
       *[other] { $name }’s throw: { $what }.
    }
tg-b-took =
    { $you ->
        [yes] { $own ->
            [yes] { $more ->
                [0] You take back your own puck ({ $hand } in hand).
               *[other] You take back your own puck and { $more } more ({ $hand } in hand).
            }
           *[no] { $more ->
                [one] You take { $more } puck ({ $hand } in hand).
               *[other] You take { $more } pucks ({ $hand } in hand).
            }
        }
       *[other] { $own ->
            [yes] { $more ->
                [0] { $name } takes back their own puck ({ $hand } in hand).
               *[other] { $name } takes back their own puck and { $more } more ({ $hand } in hand).
            }
           *[no] { $more ->
                [one] { $name } takes { $more } puck ({ $hand } in hand).
               *[other] { $name } takes { $more } pucks ({ $hand } in hand).
            }
        }
    }
tg-b-took0 =
    { $you ->
        [yes] You take nothing ({ $hand } in hand).
       *[other] { $name } takes nothing ({ $hand } in hand).
    }
tg-w-board = Nothing to take: the puck lies on the plank.
tg-w-ground = Nothing to take: the puck lies on the ground.
tg-w-big = The big hole takes every puck on its plank, and the puck itself.
tg-w-small = The small hole takes every puck on the ground, and the puck itself.
tg-w-jackpot = The jackpot takes every puck, on the planks and on the ground.
tg-w-bounce = It touched the ground before falling in, so it does not count: it lies on the ground.
tg-w-knock-big = A puck knocked into the big hole counts too: it takes its plank’s pucks.
tg-w-knock-small = A puck knocked into the small hole counts too: it takes the ground’s pucks.
tg-w-knock-jackpot = A puck knocked into the jackpot counts too: it takes every puck.
# a replay's judged throw, drawn on the field where each aim comes to rest
tg-b-mark-played = aim played
tg-b-mark-best = best aim
tg-b-mark-both = aim played, the best
tg-b-setup = Everyone gets their pucks back; the planks and the ground are cleared.
tg-b-wait =
    { $you ->
        [yes] You are throwing.
       *[other] { $name } is throwing.
    }
tg-b-wait-next =
    { $you ->
        [yes] Waiting for you to start the next round.
       *[other] Waiting for { $name } to start the next round.
    }
tg-b-controls = Your throw
tg-b-throw = Throw
tg-b-mode = Kind of throw
tg-b-mode-lob = Lob ({ $e }°)
tg-b-mode-slide = Slide ({ $e }°)
tg-b-readout = Direction { $yaw }° · speed { $speed } m/s · elevation { $elev }° · { $dist } m away · spread ±{ $spread } cm
# the letters that put the aim on a target (board.js): one letter each, different from E (lob or slide)
tg-b-hotkey-big = B
tg-b-hotkey-small = S
tg-b-hotkey-plank = M
tg-b-hotkey-jackpot = J
tg-b-help = Drag on the field: the aim point follows the pointer (sideways: direction; forward: strength). Release to throw.
tg-b-help-keys = Keys: ← → direction, ↑ ↓ strength (Shift: faster), Page Up and Page Down 20 cm, { tg-b-hotkey-big } aims at the big hole, { tg-b-hotkey-small } at the small hole, { tg-b-hotkey-plank } at the middle of the plank, E lob or slide, Enter throws.
tg-b-skill = Your hand ({ $skill }) misses by about { $yaw }° in direction, { $speed }% in speed and { $elev }° in elevation: most throws land inside the dashed ellipse.
tg-b-quick = Or throw at:

# a round a seat did not win, in the end screen's round-by-round table (beside “won” and “draw”)
tg-round-lost = lost

comp-score-trigono = Rounds won

pts-trigono =
    { $n ->
        [one] { $n } round won
       *[other] { $n } rounds won
    }
# what screen readers hear in the players' list (a sentence, not "Score: 1 round won")
pts-trigono-said =
    { $you ->
        [yes] { $n ->
            [0] You have not won a round yet
            [one] You have won { $n } round
           *[other] You have won { $n } rounds
        }
       *[no] { $n ->
            [0] { $name } has not won a round yet
            [one] { $name } has won { $n } round
           *[other] { $name } has won { $n } rounds
        }
    }

opt-trigono-plank_side = Plank side (m)
opt-trigono-plank_side-help = Each side of the triangular plank (60 cm in the rules’ default).
opt-trigono-plank_thickness = Plank thickness (m)
opt-trigono-plank_thickness-help = How thick the plank is: the height of its edge above the floor.
opt-trigono-notch_radius = Notch radius (m)
opt-trigono-notch_radius-help = The plank’s tip is cut away by this radius; six planks laid as a hexagon leave the jackpot hole in the middle.
opt-trigono-big_hole_diameter = Big hole diameter (m)
opt-trigono-big_hole_diameter-help = How wide the big hole is.
opt-trigono-big_hole_distance = Big hole distance (m)
opt-trigono-big_hole_distance-help = From the plank’s front edge (the one facing you) to the big hole’s centre.
opt-trigono-small_hole_diameter = Small hole diameter (m)
opt-trigono-small_hole_diameter-help = How wide the small hole is.
opt-trigono-small_hole_distance = Small hole distance (m)
opt-trigono-small_hole_distance-help = From the plank’s front edge to the small hole’s centre.
opt-trigono-puck_diameter = Puck diameter (m)
opt-trigono-puck_diameter-help = How wide a puck is.
opt-trigono-puck_thickness = Puck thickness (m)
opt-trigono-puck_thickness-help = How thick a puck is: a puck lying on the plank stands this high.
opt-trigono-puck_mass = Puck mass (kg)
opt-trigono-puck_mass-help = How heavy a puck is: it matters when pucks knock into each other.
opt-trigono-friction_wood = Friction on wood
opt-trigono-friction_wood-help = How much the plank slows a sliding puck (0: ice; higher: it stops sooner).
opt-trigono-friction_floor = Friction on the floor
opt-trigono-friction_floor-help = How much the floor slows a sliding puck.
opt-trigono-restitution = Restitution (bounce)
opt-trigono-restitution-help = How lively a bounce is (0: the puck stops dead where it lands; 1: it bounces back as high).
opt-trigono-release_height = Release height (m)
opt-trigono-release_height-help = How high above the floor the puck leaves the hand.
opt-trigono-throw_distance = Throw distance (m)
opt-trigono-throw_distance-help = How far from the plank’s front edge the thrower stands.

## trigono board helper (issue 18): the throw shown as it happens, buttons in words
tg-b-side = Side view
tg-b-flying-name =
    { $you ->
        [yes] Your puck is in the air… (click the field or press Escape to skip)
       *[other] { $name }’s puck is in the air… (click the field or press Escape to skip)
    }
tg-b-round = Round { $round }
tg-b-match = The first to win 2 rounds wins the match.
tg-b-col-hand = In hand
tg-b-col-wins = Rounds won
tg-b-wins =
    { $n ->
        [one] { $n } round won
       *[other] { $n } rounds won
    }
tg-b-throw-mark = Throw at your marker ({ $where })
tg-b-where-big = big hole
tg-b-where-small = small hole
tg-b-where-jackpot = jackpot
tg-b-where-plank = on the plank
tg-b-where-ground = on the ground
tg-b-throw-big = Throw at the big hole
tg-b-throw-small = Throw at the small hole
tg-b-throw-jackpot = Throw at the jackpot
tg-b-throw-plank = Throw at the middle of the plank
tg-b-quick-now = Or in one click:
tg-b-mode-lob-w = High throw (lob)
tg-b-mode-slide-w = Low throw (slide)
tg-b-dir-straight = straight ahead
tg-b-dir-left = { $cm } cm to the left
tg-b-dir-right = { $cm } cm to the right
tg-b-aimline = Aimed { $dir }, { $dist } m away · speed { $speed } m/s · most throws land within ±{ $spread } cm

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-trigono-aim-plank-start = Throw your first puck: aim at the plank.
learn-trigono-aim-big-start = Throw your first puck: aim at the big hole.
learn-trigono-aim-small-start = Throw your first puck: aim at the small hole.
learn-trigono-aim-why = Each turn you throw one puck, and no hand is perfect: it may land short, long or to the side. You can also aim anywhere by dragging on the field.
learn-trigono-aim-plank-first = Nothing lies on the plank or the ground: aim at the plank.
learn-trigono-aim-plank-why = A puck left on the plank is a prize for whoever later puts a puck in the big hole.
learn-trigono-aim-plank = Aim at the plank.
learn-trigono-aim-big-first = { $plank ->
        [one] A puck lies on the plank: aim at the big hole.
       *[other] { $plank } pucks lie on the plank: aim at the big hole.
    }
learn-trigono-aim-big-why = A puck in the big hole wins every puck lying on the plank, and comes back to you too.
learn-trigono-aim-big = { $plank ->
        [one] Aim at the big hole (1 puck on the plank).
       *[other] Aim at the big hole ({ $plank } pucks on the plank).
    }
learn-trigono-aim-small-first = { $ground ->
        [one] A puck lies on the ground: aim at the small hole.
       *[other] { $ground } pucks lie on the ground: aim at the small hole.
    }
learn-trigono-aim-small-why = A puck in the small hole wins every puck lying on the ground, and comes back to you too.
learn-trigono-aim-small = { $ground ->
        [one] Aim at the small hole (1 puck on the ground).
       *[other] Aim at the small hole ({ $ground } pucks on the ground).
    }
learn-trigono-next-first = Start round { $round }.
learn-trigono-next-why = Everyone gets their pucks back and the plank is cleared; the first to win two rounds wins the match.
learn-trigono-next = Start round { $round }.
learn-trigono-throw-you-big = { $n ->
        [one] Your puck went into the big hole, with nothing on the plank: you got it back.
       *[other] Your puck went into the big hole: you won { $n } pucks, yours included. You hold { $hand }.
    }
learn-trigono-throw-you-small = { $n ->
        [one] Your puck went into the small hole, with nothing on the ground: you got it back.
       *[other] Your puck went into the small hole: you won { $n } pucks, yours included. You hold { $hand }.
    }
learn-trigono-throw-you-board = { $hand ->
        [one] Your puck stayed on the plank: nothing won. You hold 1 puck.
       *[other] Your puck stayed on the plank: nothing won. You hold { $hand } pucks.
    }
learn-trigono-throw-you-ground = { $hand ->
        [one] Your puck fell on the ground: nothing won. You hold 1 puck.
       *[other] Your puck fell on the ground: nothing won. You hold { $hand } pucks.
    }
learn-trigono-throw-you-other = { $n ->
        [0] Your throw won nothing this time.
        [one] Your throw won 1 puck.
       *[other] Your throw won { $n } pucks.
    }
learn-trigono-throw-bot-big = { $n ->
        [one] The bot’s puck went into the big hole: it got it back.
       *[other] The bot’s puck went into the big hole: it won { $n } pucks.
    }
learn-trigono-throw-bot-small = { $n ->
        [one] The bot’s puck went into the small hole: it got it back.
       *[other] The bot’s puck went into the small hole: it won { $n } pucks.
    }
learn-trigono-throw-bot-board = { $hand ->
        [one] The bot’s puck stayed on the plank. It holds 1 puck.
       *[other] The bot’s puck stayed on the plank. It holds { $hand } pucks.
    }
learn-trigono-throw-bot-ground = { $hand ->
        [one] The bot’s puck fell on the ground. It holds 1 puck.
       *[other] The bot’s puck fell on the ground. It holds { $hand } pucks.
    }
learn-trigono-throw-bot-other = { $n ->
        [0] The bot’s throw won nothing.
        [one] The bot’s throw won 1 puck.
       *[other] The bot’s throw won { $n } pucks.
    }
learn-trigono-round-you = You won round { $round }: the bot has no puck left.
learn-trigono-round-bot = The bot won round { $round }: you have no puck left.
learn-trigono-round-draw = Round { $round } is a draw: the last player in needs at least 2 pucks to win it.
learn-trigono-match = Whoever throws their last puck loses the round; the first to win two rounds wins the match.

## terminal (trigames play/replay: the match at the end)
cli-trigono-round_won = Round { $round }: { $who }
cli-trigono-round_draw = Round { $round }: a draw
cli-trigono-wins = Rounds won: { $list }
cli-trigono-wins_of = { $who } { $n }

## terminal: the rules card (trigames play, ? or help)
cli-trigono-card =
    Trigono — throw your pucks, one per turn, at your triangular plank. A puck in the BIG hole takes
    every puck lying on that plank; in the SMALL hole it takes every puck on the ground; the JACKPOT
    (hexagon) takes everything. A puck that bounced on the floor before falling in does not count.
    { "" }
    Run out of pucks and you are out of the round; the last one left wins the round if they hold at
    least 2 pucks (with 1 they get one final throw). First to win 2 rounds wins the match.
    { "" }
    Aim with the menu (big, small, plank, a point) or exactly: aim yaw elevation speed [spin].

## polish-a (issue 18: the newcomer's second tour): the aim and the hand in plain words
tg-b-aim-plain = Aimed { $dist } m away, { $dir } · most throws land within { $spread } cm of the marker
tg-b-hand = Your hand ({ $skill }): most throws land inside the dashed ellipse. { $level ->
        [beginner] Aimed at the big hole, about 1 throw in 20 drops in.
        [expert] Aimed at the big hole, about 1 throw in 2 drops in.
       *[other] Aimed at the big hole, about 1 throw in 5 drops in.
    }

## the terminal's list of moves (issue 18): a spot of the plank said by its side, not by its numbers
cli-trigono-spot-left = Aim at a spot on { $target }, left of the middle
cli-trigono-spot-right = Aim at a spot on { $target }, right of the middle
cli-trigono-spot-middle = Aim at the middle of { $target }

## the levels, as the lobby describes them here: a Trigono level is how carefully a bot aims (issue 22);
## its seat's hand (the skill) adds its own spread on top
bot-about-trigono-beginner = Aims loosely: its throws scatter almost twice as wide as its hand alone. A good first opponent.
bot-about-trigono-club = Aims with some care: its throws scatter half as wide again as its hand alone.
bot-about-trigono-expert = Tries many throws in its head and aims carefully: its throws scatter a fifth wider than its hand alone.
bot-about-trigono-master = Tries many throws in its head and aims as well as its hand allows.

## the replay's "Judge this move": a throw is judged by its aim, thrown again and again with the same hand;
## with more than two players the analysis knows no chance of winning and weighs pucks
replay-why-about-trigono = A throw is judged by its aim, thrown again and again with the same hand, not by where this one landed: a lucky throw can still be an inaccuracy. The shares are of the round’s wins.
replay-why-lost-points-trigono =
    It gave away { $lost ->
        [one] { $lost } puck
       *[other] { $lost } pucks
    } on average against the best aim found.
replay-why-marks-trigono = On the field, a ring marks where each aim would come to rest if the hand did not wobble: the aim played, and the best aim found.

# the end screen: how long the match lasted (messages.js length)
len-trigono =
    { $n ->
        [one] The match lasted { $n } round ({ $throws } throws).
       *[other] The match lasted { $n } rounds ({ $throws } throws).
    }
