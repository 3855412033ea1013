# triominos: the game's own words (en).

game-triominos-name = Triominos XXL
game-triominos-summary = Place triangular tiles so that every touching corner matches; hexagons and bridges earn bonuses.

opt-triominos-referee = Played with the real box
opt-triominos-referee-help = Every placement, draw and pass is entered by hand; the racks stay at the table.
opt-triominos-score_pad = Score pad (points only)
opt-triominos-score_pad-help = Enter each tile’s points instead of the tile and where; the board is neither drawn nor checked.

ev-triominos-first =
    { $you ->
        [yes] You won the draw-off at the table.
       *[other] { $seat } won the draw-off at the table.
    }

act-triominos-first = Seat { $n } opens (won the draw-off)
act-triominos-rack = Rack total: { $n }
act-triominos-points =
    A tile for { $n ->
        [one] { $n } point
       *[other] { $n } points
    }

tm-pad-h = Score pad: the points of the tile laid
tm-pad-help = Its value (the sum of its three numbers), plus 40 for a bridge, or 50 for a hexagon (60 double, 70 triple).
tm-pad-label = Points
tm-pad-go = Enter the points

opt-triominos-target = Points to reach
opt-triominos-target-help = The game ends after the round in which a player reaches this total.
opt-triominos-fixed_rounds = Fixed number of rounds
opt-triominos-fixed_rounds-help = Play exactly this many rounds instead (empty: play to the points).
opt-triominos-classic_opening = Classic opening
opt-triominos-classic_opening-help = The highest triple opens the round (+10; 0-0-0: +40).
opt-triominos-first_player = First player
opt-triominos-first_player-help = The seat that opens every round (drawn at random: the draw-off decides).

dec-triominos-OPEN = open the round
dec-triominos-TURN_START = place a tile or draw
dec-triominos-AFTER_DRAW = place the tile drawn, draw again or pass
# the same, for the seat to move, from the moves it is offered (after a draw not all three are open)
dec-triominos-after =
    { $place ->
        [yes] { $draw ->
            [yes] place the tile you drew or draw again
           *[no] place the tile you drew or pass
        }
       *[no] { $draw ->
            [yes] draw again
           *[no] pass
        }
    }
dec-triominos-OVER = game over

val-triominos-hexagon = a hexagon
val-triominos-double-hexagon = a double hexagon
val-triominos-triple-hexagon = a triple hexagon
val-triominos-bridge = a bridge
val-triominos-out = a player went out
val-triominos-blocked = nobody can play

ev-triominos-place =
    { $you ->
        [yes] You place
       *[other] { $seat } places
    } { $move }{ $side ->
        [right] {" "}right of { $next_to }
        [left] {" "}left of { $next_to }
        [above] {" "}above { $next_to }
        [below] {" "}below { $next_to }
        [middle] {" "}in the middle of the table
       *[other] {""}
    } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
ev-triominos-place-figure =
    { $you ->
        [yes] You place { $move }{ $side ->
            [right] {" "}right of { $next_to }
            [left] {" "}left of { $next_to }
            [above] {" "}above { $next_to }
            [below] {" "}below { $next_to }
            [middle] {" "}in the middle of the table
           *[other] {""}
        } and make
       *[other] { $seat } places { $move }{ $side ->
            [right] {" "}right of { $next_to }
            [left] {" "}left of { $next_to }
            [above] {" "}above { $next_to }
            [below] {" "}below { $next_to }
            [middle] {" "}in the middle of the table
           *[other] {""}
        } and makes
    } { $figure }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }.
ev-triominos-score-pass =
    { $you ->
        [yes] You
       *[other] { $seat }
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for passing.
ev-triominos-score-draw =
    { $you ->
        [yes] You
       *[other] { $seat }
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } for drawing.
ev-triominos-score =
    { $you ->
        [yes] You
       *[other] { $seat }
    }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } at the end of the round.
ev-triominos-draw =
    { $you ->
        [yes] You draw a tile ({ $pool } left in the pool).
       *[other] { $seat } draws a tile ({ $pool } left in the pool).
    }
ev-triominos-draw-seen =
    { $you ->
        [yes] You draw { $tile } ({ $pool } left in the pool).
       *[other] { $seat } draws { $tile } ({ $pool } left in the pool).
    }
ev-triominos-pass =
    { $you ->
        [yes] You pass.
       *[other] { $seat } passes.
    }
ev-triominos-round_end = Round { $round } is over ({ $end }).
ev-triominos-round_start =
    Round { $round } begins; { $you ->
        [yes] you open.
       *[other] { $first } opens.
    }
ev-triominos-game_end =
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

act-triominos-draw = Draw a tile
act-triominos-pass = Pass
act-triominos-place = Place { $tile }
act-triominos-place-where = Place { $tile } { $where }
# a placement weighed by the replay's analysis, with what it scores
act-triominos-place-points = Place { $tile } { $where } for { $points ->
        [one] { $points } point
       *[other] { $points } points
    }

tm-round = Round { $round }
tm-pool =
    { $n ->
        [one] { $n } tile in the pool
       *[other] { $n } tiles in the pool
    }
tm-rack-size =
    { $n ->
        [one] { $n } tile in the rack
       *[other] { $n } tiles in the rack
    }
tm-total =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-goal-target =
    The game ends after the round in which someone reaches { $target ->
        [one] { $target } point
       *[other] { $target } points
    }.
tm-goal-rounds = Round { $round } of { $rounds }.
tm-drawoff = Draw-off for round { $round }
tm-drawoff-how = Each player draws a tile from the pool; the highest sum opens. The tiles go back into the pool.
tm-drawoff-again = Tie: the tied players draw again.
tm-opens =
    { $you ->
        [yes] You open the round.
       *[other] { $name } opens the round.
    }
tm-opens-set =
    { $you ->
        [yes] You open the round (chosen in the table’s options).
       *[other] { $name } opens the round (chosen in the table’s options).
    }
tm-opens-table =
    { $you ->
        [yes] You open the round (as decided at the table).
       *[other] { $name } opens the round (as decided at the table).
    }
tm-opens-classic =
    { $you ->
        [yes] Classic opening: you hold the highest triple (or, with no triple, the highest tile) and open.
       *[other] Classic opening: { $name } holds the highest triple (or, with no triple, the highest tile) and opens.
    }
tm-rack = Your rack
tm-ref-rack = Tiles not yet on the table
tm-ref-rack-fits = Tiles that can be laid now
tm-ref-first = Who won the draw-off at the table?
tm-ref-first-seat = { $name } opens
tm-ref-total = { $name } lays the rack open: enter the total of its tiles ({ $low }–{ $high }).
tm-ref-total-label = Total of { $name }’s rack
tm-ref-total-go = Enter the total
tm-ref-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-tiles =
    { $n ->
        [one] ({ $n } tile)
       *[other] ({ $n } tiles)
    }
tm-rack-empty = no tile
tm-tile = Tile { $tile }, worth { $n }
tm-tile-turned = Tile { $tile }, corners { $corners } clockwise
tm-fits =
    { $n ->
        [one] fits in { $n } place
       *[other] fits in { $n } places
    }
tm-fits-here =
    { $n ->
        [one] Turned like this, it fits in { $n } place:
       *[other] Turned like this, it fits in { $n } places:
    }
tm-fits-none = Turned like this, it fits nowhere.
# a tile that is not turned (the round's first tile, a triple): where it fits, without "turned like this"
tm-fits-plain =
    { $n ->
        [one] It fits in { $n } place:
       *[other] It fits in { $n } places:
    }
tm-fits-other =
    { $n ->
        [one] Turn it: { $n } more place.
       *[other] Turn it: { $n } more places.
    }
tm-places = Where { $tile } fits
tm-drawn-only = After a draw only the tile just drawn ({ $tile }) may be placed.
tm-turn = Turn the tile
tm-turn-first = The first tile goes in the middle as it is.
tm-turn-triple = A triple looks the same every way.
tm-place-line =
    { $n ->
        [one] { $n } point at { $cell }
       *[other] { $n } points at { $cell }
    }
tm-place-out = your last tile: you go out (+25 and the tiles left in the other racks)
tm-pts-tile = tile { $n }
tm-fig-hexagon = hexagon { $n }
tm-fig-double-hexagon = double hexagon { $n }
tm-fig-triple-hexagon = triple hexagon { $n }
tm-fig-bridge = bridge { $n }
tm-fig-opening = classic opening { $n }
tm-short-hexagon = hexagon
tm-short-double-hexagon = 2 hexagons
tm-short-triple-hexagon = 3 hexagons
tm-short-bridge = bridge
tm-short-opening = opening
tm-draw-ask =
    Draw a tile… ({ $n ->
        [one] { $n } point
       *[other] { $n } points
    })
tm-pass-ask =
    Pass… ({ $n ->
        [one] { $n } point
       *[other] { $n } points
    })
tm-draw-cost =
    Drawing costs { $n ->
        [one] { $n } point
       *[other] { $n } points
    } (draw { $k } of at most { $max } this turn). { $last ->
        [yes] You may then place the tile you drew, or pass.
       *[no] You may then place the tile you drew, or draw again.
    }
tm-pass-cost =
    Passing after three draws costs { $n ->
        [one] { $n } more point
       *[other] { $n } more points
    }: { $turn ->
        [one] { $turn } point
       *[other] { $turn } points
    } for this turn in all.
tm-pass-free = Passing costs nothing now: the pool is empty.
tm-draw-forced = { $drawn ->
    [yes] The tile you drew does not fit.
   *[no] No tile of your rack fits.
}
tm-pass-forced = You cannot place a tile.
tm-draw-do =
    Draw: { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-pass-do =
    Pass: { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
tm-cancel = Cancel
tm-field = The tiles on the table
tm-lattice =
    The table: { $n ->
        [one] { $n } tile
       *[other] { $n } tiles
    } placed. Grey cells are empty; yellow and orange cells show where the chosen tile fits.
tm-keys = Drag or use the arrow keys to move around; wheel or + and − to zoom; 0 centres the table.
tm-keys-play = Choose a tile in your rack, then click a yellow cell (orange: a bonus). Keyboard: Tab to the rack, Left and Right arrows from tile to tile, Up and Down from row to row, Enter to choose, R to turn, Tab through the places, Enter to play. On the table: arrow keys move, + and − zoom, 0 centres.
tm-legend = Points shown are what the engine will score: the tile’s value plus any bonus (hexagon 50, double hexagon 60, triple hexagon 70, bridge 40).
tm-zoom-in = Zoom in
tm-zoom-out = Zoom out
tm-zoom-fit = Centre the table
tm-end-title-out = Round { $round } is over: a player went out
tm-end-title-blocked = Round { $round } is over: blocked
tm-end-out =
    { $you ->
        [yes] You placed your last tile.
       *[other] { $name } placed their last tile.
    }
tm-end-outbonus = Going out
tm-end-rackof =
    { $you ->
        [yes] Your rack: { $tiles }
       *[other] { $name }'s rack: { $tiles }
    }
tm-end-scores =
    { $you ->
        [yes] You score for going out
       *[other] { $name } scores for going out
    }
tm-end-blocked = The pool is empty and nobody can place a tile.
tm-end-lowest =
    { $you ->
        [yes] You have the lowest rack: the others’ { $others } minus your own { $own }
       *[other] { $name } has the lowest rack: the others’ { $others } minus their own { $own }
    }
tm-end-nothing =
    { $you ->
        [yes] You score nothing
       *[other] { $name } scores nothing
    }
tm-standing = Totals
tm-final = Final totals
tm-since =
    { $you ->
        [yes] You have
       *[other] { $name } has
    } already played in round { $round }: { $n ->
        [one] { $n } point
       *[other] { $n } points
    } now.
tm-next = Go on to round { $round }

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-triominos-open-first = Open the game: lay { $tile } in the middle of the table.
learn-triominos-open-why = The first tile can go anywhere and scores the sum of its numbers: { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-open = Lay { $tile } to open the game.
learn-triominos-place-first = Lay { $tile } { $where }: where the tiles touch, the corners show the same numbers.
learn-triominos-place-why = Every corner that meets another tile must match it; you score the three numbers of your tile, here { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-place = Lay { $tile } { $where } for { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-fig-hexagon-first = Lay { $tile } { $where }: it closes a hexagon, six tiles around one point.
learn-triominos-fig-hexagon-why =
    Closing a hexagon adds { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } to the tile’s numbers: { $n ->
        [one] { $n } point
       *[other] { $n } points
    } in all.
learn-triominos-fig-hexagon =
    Lay { $tile } { $where }: it closes another hexagon, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-fig-double_hexagon-first = Lay { $tile } { $where }: it closes two hexagons at once.
learn-triominos-fig-double_hexagon-why =
    Two hexagons closed by one tile add { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    }: { $n ->
        [one] { $n } point
       *[other] { $n } points
    } in all.
learn-triominos-fig-double_hexagon =
    Lay { $tile } { $where }: two hexagons again, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-fig-triple_hexagon-first = Lay { $tile } { $where }: it closes three hexagons at once.
learn-triominos-fig-triple_hexagon-why =
    Three hexagons closed by one tile add { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    }: { $n ->
        [one] { $n } point
       *[other] { $n } points
    } in all.
learn-triominos-fig-triple_hexagon =
    Lay { $tile } { $where }: three hexagons, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-fig-bridge-first = Lay { $tile } { $where }: it makes a bridge.
learn-triominos-fig-bridge-why =
    A bridge touches one tile by a side and another by its opposite point, with an empty space on each side: { $bonus ->
        [one] { $bonus } point
       *[other] { $bonus } points
    } more, { $n } in all.
learn-triominos-fig-bridge =
    Lay { $tile } { $where }: another bridge, { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-draw-first = None of your tiles fits anywhere: draw a tile from the pool.
learn-triominos-draw-why = Each draw costs 5 points; after drawing you may lay only the tile you drew, and after three useless draws you pass and lose 10 more.
learn-triominos-draw = Nothing fits: draw a tile (−5 points).
learn-triominos-draw-again-first = The tile you drew does not fit either: draw again.
learn-triominos-draw-again-why = You may draw up to three times in one turn, 5 points each time.
learn-triominos-draw-again = It does not fit: draw again.
learn-triominos-drawn-first = You drew { $tile } and it fits: lay it { $where }.
learn-triominos-drawn-why = After a draw, only the tile just drawn can be laid; it scores as usual.
learn-triominos-drawn = Lay the tile you drew, { $tile }, { $where }, for { $n ->
        [one] { $n } point.
       *[other] { $n } points.
    }
learn-triominos-out-first = Lay { $tile }, your last tile, { $where }: your rack is empty and the round ends.
learn-triominos-out-why = Going out earns 25 points more, plus the numbers on the tiles the bot still holds.
learn-triominos-out = Lay { $tile }, your last tile, { $where }.
learn-triominos-pass-first = Nothing fits and you cannot draw any more: pass.
learn-triominos-pass-why = After three draws a pass costs 10 points; with the pool empty it costs nothing.
learn-triominos-pass = Pass.
learn-triominos-bot_draw = The bot had no tile that fits: it drew, losing 5 points for each draw.
learn-triominos-bot_figure =
    The bot closed a figure: { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
learn-triominos-round_out = The round is over: whoever empties their rack first scores 25 plus the numbers left in the other racks. The table below shows the count.
learn-triominos-round_blocked = The round is blocked: nobody can lay a tile. The lowest rack scores the others’ numbers minus its own.

## triominos board
tm-help = Keys and points
tm-where-right = right of { $tile }
tm-where-left = left of { $tile }
tm-where-above = above { $tile }
tm-where-below = below { $tile }
tm-where-middle = in the middle of the table
tm-sides =
    { $n ->
        [one] { $n } side
       *[other] { $n } sides
    }
tm-table =
    { $n ->
        [one] The table: { $n } tile placed. Yellow cells show where the chosen tile fits; orange ones earn a bonus.
       *[other] The table: { $n } tiles placed. Yellow cells show where the chosen tile fits; orange ones earn a bonus.
    }

## terminal (trigames play/replay: the score round by round)
cli-triominos-round = Round { $round } ({ $end }): end points { $points }; totals { $totals }

## terminal: the rules card (trigames play, ? or help)
cli-triominos-card =
    Triominos XXL — place triangular tiles so that every corner touching another tile matches its
    number. A tile scores the sum of its 3 numbers; completing a hexagon +50 (double +60, triple +70),
    a bridge +40. Can’t or won’t place? DRAW (−5 each, at most 3 per turn); after a draw only the
    drawn tile may be placed; after 3 draws you may PASS (−10 more).
    { "" }
    A round ends when someone goes out (+25 and the others’ rack values) or when nobody can play
    (the lowest rack scores the others’ racks minus its own). The game ends after the round in which
    someone reaches the target (400).
    { "" }
    Notation: pick a number from the menu; or draw · pass · 2-3-3@U(0,0)/r0; 1-2-3@(column,row)/r0 lays 1-2-3
    at the column and row numbered beside the board.

## polish-b
tm-marks = What the marks under the tiles mean
tm-mark-none = fits nowhere on the table now
tm-mark-blocked = not this turn: after a draw only the tile just drawn may be placed
tm-mark-new = the tile you just drew

## the terminal (issue 18): a tile that fits one cell turned two ways, and the board before the first tile
cli-triominos-corners = corners { $corners } clockwise
cli-triominos-empty = (no tile on the table yet: the first tile goes in the middle)
# the text board's guides (the terminal): what the numbers around the board are for
cli-triominos-guides = To type a move instead of its number: the rows are numbered on the left, every fourth column below (? says how to write it).
# the table companion's heading, for a decision that is no seat's move (the draw-off), or asks for a count
comp-enter-triominos-FIRST_PLAYER = Enter who won the draw-off
comp-enter-triominos-RACK_TOTAL =
    { $name ->
        [none] Seat { $n }: enter the points left in the rack
       *[other] Seat { $n } ({ $name }): enter the points left in the rack
    }
