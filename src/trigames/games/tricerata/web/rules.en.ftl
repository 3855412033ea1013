# Tricérata: the rules page (/rules/tricerata), in English. Said as the rule book (RULES.md §3) says it.
# Loaded by static/rules.js (its own file: the rules helper's part of issue 18).

rules-tricerata-goal = Goal of the game
rules-tricerata-goal-p1 = Sow stones from cell to cell across the board (a triangle of triangles; the options also offer a square grid, a board of hexagons and a hexagon of triangles), and capture them into your store. When the board is empty, the player with the most stones in their store wins.
rules-tricerata-goal-p2 = Alone, the goal is to empty the board in as few turns as you can.

rules-tricerata-setup = Setup
rules-tricerata-setup-p1 = The board is a large triangle made of small triangular cells: with 5 rows, it has 25 cells. Two cells are neighbours when they share a side; a cell has one, two or three neighbours.
rules-tricerata-setup-s1 = Put the same number of stones in every cell: 1, 2 or 3, as chosen in the lobby.
rules-tricerata-setup-s2 = Each player has a store beside the board, empty at the start. Stones never go into a store by sowing, only by capture.
rules-tricerata-setup-s3 = Seat 1 plays first, unless the lobby chose another seat. Play goes clockwise.
rules-tricerata-pic-setup = The start of a game: one stone in each of the 25 cells, and two empty stores.
rules-tricerata-pic-setup-alt = A Tricérata board at the start: a triangle of 25 triangular cells, each holding one stone.

rules-tricerata-turn = A turn
rules-tricerata-turn-p1 = On your turn:
rules-tricerata-turn-pick = Pick up all the stones of a cell of your choice.
rules-tricerata-turn-sow = Sow them one by one: drop one stone into a neighbour of that cell, then one into a neighbour of the cell you just reached, and so on. You choose the path: it may turn back and pass through a cell again, but each step goes to a cell that shares a side with the last one.
rules-tricerata-turn-again = If your last stone falls into a cell that already held stones, pick up all the stones of that cell, including the one you just dropped, and sow again from there.
rules-tricerata-turn-last = If your last stone falls into an empty cell, the sowing is over: look at the neighbours of that cell.
rules-tricerata-pic-sow = Seat 1 is sowing: the path of this turn is drawn on the board, and the stones still in hand go on from the last cell.
rules-tricerata-pic-sow-alt = A Tricérata board during a sowing, with the path taken so far and the cells where the next stone may go.

rules-tricerata-capture = Capture
rules-tricerata-capture-p1 = When your last stone has fallen into an empty cell:
rules-tricerata-capture-take = if at least one neighbour of that cell holds stones, choose one of them and put all its stones in your store. The cell where your last stone fell keeps it.
rules-tricerata-capture-seize = if all its neighbours are empty, the next player takes all the stones of any cell they like into their own store. This replaces their turn, and play goes on with the player after them: with 2 players, you play again.
rules-tricerata-pic-capture = The same turn a little later: Seat 1’s last stone fell into an empty cell, and they choose which of its neighbours to capture.
rules-tricerata-pic-capture-alt = A Tricérata board at the end of a sowing: the whole path of the turn, ending in a cell that was empty, with stones in the cells around it.
rules-tricerata-capture-p2 = Every turn takes at least one stone off the board.
rules-tricerata-capture-p3 = If a sowing brings the board back to exactly how it was, from the same cell, earlier in the same turn, you do not sow again: you capture from there instead, so no turn goes on forever.

rules-tricerata-end = End of the game
rules-tricerata-end-p1 = The game ends when no stone is left on the board. The player with the most stones in their store wins; tied players share the win.
rules-tricerata-end-p2 = Alone, your result is the number of turns you took, counting each turn where you took a cell: the fewer, the better.
rules-tricerata-pic-end = The end of a game: the board is empty and every stone is in a store.
rules-tricerata-pic-end-alt = An empty Tricérata board at the end of the game, with the stones in each player’s store.

rules-tricerata-options = Options in the lobby
rules-tricerata-opt-geometry = Play on another board: a square grid, a board of hexagons or a hexagon made of triangles. The rules stay the same.
rules-tricerata-opt-rows = The size of the board: the number of rows of the triangle (5 unless you choose otherwise) or of the square grid.
rules-tricerata-opt-stones = How many stones each cell holds at the start: 1, 2 or 3.
rules-tricerata-opt-first_player = The seat that plays first.
rules-tricerata-opt-sudden_death = Sudden death, with 2 players or more: if your last stone falls into an empty cell that is neither on the edge nor in a corner, and all its neighbours are empty, every stone left on the board goes to the next player and the game ends.
rules-tricerata-opt-max_sowings_per_turn = The most times you may pick up again in one turn; after that, the turn goes straight to the capture.
