# tricerata: the game's own words (en).

game-tricerata-name = Tricérata
game-tricerata-summary = Pick up the stones of a cell and sow them one by one along a path of your choice; sow again from a cell that was not empty; capture a neighbour of the last cell. Alone: empty the board in as few turns as you can.

opt-tricerata-geometry = Board shape
opt-tricerata-geometry-help = A triangle of triangles, a square grid, a board of hexagons or a hexagon of triangles.
opt-tricerata-rows = Rows
opt-tricerata-rows-help = Rows of the triangle or of the square grid.
opt-tricerata-cols = Columns
opt-tricerata-cols-help = Columns of the square grid (empty: as many as rows).
opt-tricerata-side = Side
opt-tricerata-side-help = Side of the hexagonal board.
opt-tricerata-stones = Stones per cell at the start
opt-tricerata-stones-help = 1, 2 or 3.
opt-tricerata-first_player = First player
opt-tricerata-first_player-help = The seat that plays first.
opt-tricerata-sudden_death = Sudden death
opt-tricerata-sudden_death-help = Variant for 2 players or more: ending a sowing on an empty inner cell hands the whole board to the next player.
opt-tricerata-max_sowings_per_turn = Most pickups in one turn
opt-tricerata-max_sowings_per_turn-help = Empty: no limit but the repetition rule.

choice-tricerata-geometry-triangle = triangle
choice-tricerata-geometry-square = square grid
choice-tricerata-geometry-hex = hexagons
choice-tricerata-geometry-trihex = hexagon of triangles

dec-tricerata-START = choose a cell to pick up
dec-tricerata-SOW = sow the next stone
dec-tricerata-CAPTURE = capture a neighbour
dec-tricerata-SEIZE = seize a cell
dec-tricerata-OVER = game over

val-tricerata-repeated-pickup-state--R-TC3- = that position was already picked up this turn
val-tricerata-max_sowings_per_turn-reached = the most pickups in one turn is reached

ev-tricerata-start =
    { $you ->
        [yes] You pick up
       *[other] { $seat } picks up
    } { $hand ->
        [one] { $hand } stone
       *[other] { $hand } stones
    } from { $cell }.
ev-tricerata-sow =
    { $you ->
        [yes] You sow into { $cell } ({ $hand } left in hand).
       *[other] { $seat } sows into { $cell } ({ $hand } left in hand).
    }
ev-tricerata-resow =
    { $cell } was not empty: { $you ->
        [yes] you pick up { $hand ->
            [one] its { $hand } stone
           *[other] its { $hand } stones
        } and sow on.
       *[other] { $seat } picks up { $hand ->
            [one] its { $hand } stone
           *[other] its { $hand } stones
        } and sows on.
    }
ev-tricerata-no_resow = No new pickup from { $cell }: { $reason }.
ev-tricerata-capture =
    { $you ->
        [yes] You capture
       *[other] { $seat } captures
    } { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    } from { $cell }.
ev-tricerata-seize =
    { $you ->
        [yes] You seize
       *[other] { $seat } seizes
    } { $stones ->
        [one] { $stones } stone
       *[other] { $stones } stones
    } from { $cell }.
ev-tricerata-isolated =
    The last cell ({ $cell }) has no stones around it: { $you ->
        [yes] you seize a cell.
       *[other] { $seizer } seizes a cell.
    }
ev-tricerata-sudden_death =
    Sudden death at { $cell }: { $you ->
        [yes] you take
       *[other] { $seat } takes
    } { $stones ->
        [one] the last stone
       *[other] the { $stones } stones left
    }.
ev-tricerata-game_end =
    The board is empty after { $turns ->
        [one] { $turns } turn
       *[other] { $turns } turns
    }. { $you ->
        [yes] { $winners_count ->
            [one] You win.
           *[other] Winners: { $winners }.
        }
       *[other] { $winners_count ->
            [one] Winner
           *[other] Winners
        }: { $winners }.
    }

act-tricerata-cell = Play { $cell }
act-tricerata-start = Pick up the stones in { $cell }
act-tricerata-sow = Sow a stone into { $cell }
act-tricerata-capture = Capture the stones in { $cell }
act-tricerata-seize = Seize the stones in { $cell }

tc-board = Board ({ $shape })
tc-cell =
    { $place }: { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }
tc-cell-one = { $place }: 1 stone
tc-cell-start = pick up here
tc-cell-sow = sow here
tc-cell-capture = capture here
tc-cell-seize = seize here
tc-cell-last = last cell
tc-cell-path = on the path
tc-cell-lastmove = played in the last turn
tc-hand = Stones in hand: { $n }
tc-from = Sowing from { $cell }
tc-path = Path this turn: { $path }
tc-path-none = No path yet.
tc-stores = Stores
tc-store =
    { $you ->
        [yes] You: { $n }
       *[other] { $name }: { $n }
    }
tc-turn = Turn { $n }
tc-turns-done =
    Game over after { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }
tc-solo = Solo: empty the board in as few turns as you can. Turns played: { $n }
tc-onboard = Stones on the board: { $n }
tc-how-START = Choose a cell with stones: you pick them all up.
tc-how-SOW = Choose a neighbour of the highlighted cell to drop one stone there.
tc-how-CAPTURE = Capture: choose one of the highlighted neighbours; its stones go to your store.
tc-how-SEIZE = The last cell was isolated: seize any cell with stones.
tc-last-key = { $you ->
    [yes] Ringed on the board: your last turn.
   *[no] Ringed on the board: { $name }’s last turn.
}
tc-keys = Tab comes to the board once, arrow keys move between cells; Enter or Space plays the cell.
tc-choices = Cells you can play: { $list }

## tricerata helper (the board: one-drag sowing, words on every cell)
tc-do-start =
    Pick up the { $n ->
        [one] stone
       *[other] { $n } stones
    } in { $cell } and sow from there
tc-do-sow =
    Drop a stone into { $cell } ({ $n ->
        [0] your hand is then empty
        [one] 1 stone left in hand
       *[other] { $n } stones left in hand
    })
tc-do-capture =
    Capture { $cell }: { $n ->
        [one] its stone goes
       *[other] its { $n } stones go
    } to your store
tc-do-seize =
    Seize { $cell }: { $n ->
        [one] its stone goes
       *[other] its { $n } stones go
    } to your store
tc-inhand =
    { $n ->
        [one] 1 stone in hand
       *[other] { $n } stones in hand
    }
tc-drag-hint = Or sow the whole turn in one go: press on the cell, drag through the cells of your path, release.
tc-drag-cancelled = Sowing cancelled: nothing was played.
tc-drag-sending = Playing your path…
tc-refuse-far = Not { $cell }: a stone goes into a cell that shares a side with { $last }.
tc-refuse-over = The sowing is over: release to play it.
tc-refuse-emptyneighbour = Not { $cell }: it is empty, there is nothing to capture.
tc-refuse-capture = Not { $cell }: capture a cell next to { $last } that holds stones, or release.
tc-live-sow =
    { $n ->
        [one] 1 stone in hand
       *[other] { $n } stones in hand
    }, the last one sown into { $cell }: drag on into a cell next to it.
tc-live-capture = Sown. Drag onto a red neighbour of { $cell } to capture it, or release and choose after.
tc-live-target =
    Release to play: you capture { $cell } ({ $n ->
        [one] 1 stone
       *[other] { $n } stones
    }).
tc-live-isolated = Sown: no stone around { $cell }, the next player will seize a cell. Release to play.
tc-live-sudden = Sown into { $cell }, empty and inside, alone: sudden death, the next player takes the board. Release to play.
tc-path-resow =
    { $cell } ({ $n ->
        [one] its stone
       *[other] its { $n } stones
    } picked up again)

## learn helper (the guided first game: web/lesson.json, static/learn.js)
learn-tricerata-start-first = { $n ->
        [one] Pick up the stone in { $cell }: click the cell.
       *[other] Pick up the { $n } stones in { $cell }: click the cell.
    }
learn-tricerata-start-why = You take every stone of the cell you choose, then sow them one by one into the cells next to it.
learn-tricerata-start = { $n ->
        [one] Pick up the stone in { $cell }.
       *[other] Pick up the { $n } stones in { $cell }.
    }
learn-tricerata-sow-first = Drop your stone on { $cell }, next to the cell you emptied.
learn-tricerata-sow-why = Each stone goes into a cell that shares a side with the last one: the path is yours to choose.
learn-tricerata-sow = { $n ->
        [one] Sow your last stone on { $cell }.
       *[other] Sow on { $cell } ({ $n } stones in hand).
    }
learn-tricerata-resow-first = Your stone fell on a cell that already held one: you picked up its stones. Sow them on, starting with { $cell }.
learn-tricerata-resow-why = When your last stone lands on stones, you pick them all up and keep sowing: the turn goes on.
learn-tricerata-capture-first = Your last stone fell into an empty cell: capture its neighbour in { $cell }.
learn-tricerata-capture-why = The stones of one neighbour of your last cell go to your store; whoever has the most stones in store at the end wins.
learn-tricerata-capture = { $n ->
        [one] Capture the stone in { $cell } (1 stone).
       *[other] Capture the stones in { $cell } ({ $n } stones).
    }
learn-tricerata-seize-first = The bot’s last stone fell into an empty cell with no stone around it: you may seize any cell. Take the stones in { $cell }.
learn-tricerata-seize-why = When no neighbour of the last cell holds a stone, the next player takes the stones of any cell they like, instead of a turn.
learn-tricerata-seize = { $n ->
        [one] Seize the stone in { $cell }.
       *[other] Seize the { $n } stones in { $cell }.
    }
learn-tricerata-bot_capture = { $n ->
        [one] The bot captured the stone in { $cell }: 1 stone to its store.
       *[other] The bot captured the stones in { $cell }: { $n } stones to its store.
    }
learn-tricerata-bot_seize = { $n ->
        [one] The bot seized the stone in { $cell }: 1 stone to its store.
       *[other] The bot seized the stones in { $cell }: { $n } stones to its store.
    }
learn-tricerata-isolated_you = Your last stone ended alone in { $cell }, with no stone around it: the bot seizes a cell of its choice.

## terminal (trigames play/replay: the stores at the end)
cli-tricerata-store =
    { $who }: { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } in store
cli-tricerata-solo =
    { $who }: board emptied in { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }

## terminal: the rules card (trigames play, ? or help)
cli-tricerata-card =
    Tricérata — pick up all the stones of a cell (START) and sow them one by one, each into an edge
    neighbour of the previous cell (SOW: any path, back and forth allowed). If the last stone falls
    into a cell that was not empty, pick those stones up and sow again (a resow). When it falls into
    an empty cell: CAPTURE all the stones of one non-empty neighbour into your store; if all its
    neighbours are empty, the next player SEIZES any cell instead (that is their turn).
    { "" }
    The board empty, the fullest store wins. Solo: empty the board in the fewest turns.
    { "" }
    Notation: cells are row.column (1.1 is the apex); a whole turn may be typed at once.

## polish-a (issue 18: the newcomer's second tour): the end screen counts stones and turns
pts-tricerata =
    { $n ->
        [one] { $n } stone in store
       *[other] { $n } stones in store
    }
pts-tricerata-solo =
    { $n ->
        [one] { $n } turn
       *[other] { $n } turns
    }
len-tricerata =
    { $n ->
        [one] The game lasted { $n } turn.
       *[other] The game lasted { $n } turns.
    }

## tour 3 helper (issue 18): a cell named in words, never as the notation's 3.2
tc-place = row { $row }, cell { $k }
tc-place-head = Row { $row }, cell { $k }
tc-path-words =
    This turn: { $n ->
        [one] 1 stone sown
       *[other] { $n } stones sown
    } from { $from }{ $resows ->
        [0] {""}
        [one] , picked up again once on the way
       *[other] , picked up again { $resows } times on the way
    }; { $going ->
        [yes] the latest so far in { $last }
       *[no] the last one in { $last }
    }.
tc-key = The small numbers on the board: the row, then the cell in the row (3.2 is row 3, cell 2).

## clarity helper (issue 18): one count for a game, its turns, in the log, the replay and the end screen
tc-log-turn = Turn { $n }
tc-replay-where = Turn { $turn } of { $turns }, step { $step }
tc-replay-turn = Turn { $turn } of { $turns }
tc-replay-line = { $where }: { $action }
tc-replay-slider = Step of the game (a turn has several steps: the pickup, each stone sown, the capture)
# a phone's board too large for its cells to be tapped: drawn larger, scrolled with a finger
tc-zoom-in = Larger cells
tc-zoom-out = Whole board
tc-zoom-hint = Slide a finger to move around the board, tap a cell to play it.
# the larger board is played by taps (in place of tc-drag-hint: a finger slid over it scrolls it)
tc-tap-hint = Tap the cells one at a time: on this larger board a sliding finger moves the board, it does not sow.

# A kept score (the table companion): the seat to move by its name, never "you".
tc-how-START-kept = Choose a cell with stones: { $name } picks them all up.
tc-how-SOW-kept = Choose a neighbour of the highlighted cell to drop one of { $name }’s stones there.
tc-how-CAPTURE-kept = Capture: choose one of the highlighted neighbours; its stones go to { $name }’s store.
tc-how-SEIZE-kept = The last cell was isolated: choose the cell with stones that { $name } seizes.
tc-choices-kept = Cells { $name } can play: { $list }
tc-drag-hint-kept = Or sow the whole turn in one go: press on the cell, drag through the cells of { $name }’s path, release.
tc-drag-sending-kept = Playing { $name }’s path…
tc-do-start-kept =
    { $name } picks up { $n ->
        [one] the stone
       *[other] the { $n } stones
    } in { $cell } and sows from there
tc-do-sow-kept =
    Drop a stone into { $cell } ({ $n ->
        [0] { $name }’s hand is then empty
        [one] 1 stone left in hand
       *[other] { $n } stones left in hand
    })
tc-do-capture-kept =
    Capture { $cell }: { $n ->
        [one] its stone goes
       *[other] its { $n } stones go
    } to { $name }’s store
tc-do-seize-kept =
    Seize { $cell }: { $n ->
        [one] its stone goes
       *[other] its { $n } stones go
    } to { $name }’s store
tc-live-target-kept =
    Release to play: { $name } captures { $cell } ({ $n ->
        [one] 1 stone
       *[other] { $n } stones
    }).

## the replay's "Judge this move": the analysis weighs a turn by the stores' difference at its horizon
replay-why-lost-points-tricerata =
    It gave away { $lost ->
        [one] { $lost } stone
       *[other] { $lost } stones
    } against the best move found.
replay-why-move-points-tricerata = { $move } ({ $ahead ->
        [yes] ahead by { $abs ->
            [one] { $abs } stone
           *[other] { $abs } stones
        }
        [no] behind by { $abs ->
            [one] { $abs } stone
           *[other] { $abs } stones
        }
       *[even] level in stones
    })
