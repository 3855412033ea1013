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

ev-tricerata-start = { $seat } picks up { $hand } from { $cell }.
ev-tricerata-sow = { $seat } sows into { $cell } ({ $hand } left in hand).
ev-tricerata-resow = { $cell } was not empty: { $seat } picks up its { $hand } stones and sows on.
ev-tricerata-no_resow = No new pickup from { $cell }: { $reason }.
ev-tricerata-capture = { $seat } captures { $stones } from { $cell }.
ev-tricerata-seize = { $seat } seizes { $stones } from { $cell }.
ev-tricerata-isolated = The last cell { $cell } has no stones around it: { $seizer } seizes a cell.
ev-tricerata-sudden_death = Sudden death at { $cell }: { $seat } takes the { $stones } stones left.
ev-tricerata-game_end = The board is empty after { $turns } turns. Winner: { $winners }.

act-tricerata-cell = cell { $cell }
act-tricerata-capture = capture { $cell }
act-tricerata-seize = seize { $cell }

tc-board = Board ({ $shape })
tc-cell = Cell { $cell }: { $n } stones
tc-cell-one = Cell { $cell }: 1 stone
tc-cell-start = pick up here
tc-cell-sow = sow here
tc-cell-capture = capture here
tc-cell-seize = seize here
tc-cell-last = last cell
tc-cell-path = on the path
tc-hand = Stones in hand: { $n }
tc-from = Sowing from { $cell }
tc-path = Path this turn: { $path }
tc-path-none = No path yet.
tc-stores = Stores
tc-store = { $name }: { $n }
tc-turn = Turn { $n }
tc-turns-done = Game over after { $n } turns
tc-solo = Solo: empty the board in as few turns as you can. Turns played: { $n }
tc-onboard = Stones on the board: { $n }
tc-how-START = Choose a cell with stones: you pick them all up.
tc-how-SOW = Choose a neighbour of the highlighted cell to drop one stone there.
tc-how-CAPTURE = Capture: choose one of the highlighted neighbours; its stones go to your store.
tc-how-SEIZE = The last cell was isolated: seize any cell with stones.
tc-keys = Arrow keys move between cells; Enter or Space plays the cell.
tc-choices = Cells you can play: { $list }
