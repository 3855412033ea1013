# Triominos XXL: the rules page (/rules/triominos), in English. Said as the rule book (RULES.md §2) says it.
# Loaded by static/rules.js (its own file: the rules helper's part of issue 18).

rules-triominos-goal = Goal of the game
rules-triominos-goal-p1 = Place triangular tiles next to each other so that the numbers that touch are the same, and score points for every tile you place. Bridges and hexagons score big bonuses.
rules-triominos-goal-p2 = The game is played in rounds. After a round in which a player has reached 400 points, the game ends and the highest total wins.

rules-triominos-setup = Setup
rules-triominos-setup-p1 = There are 56 triangular tiles, each with a number from 0 to 5 in each corner. A tile is worth the sum of its three numbers.
rules-triominos-setup-s1 = Shuffle all the tiles face down: they make the pool.
rules-triominos-setup-s2 = Each player draws a rack of tiles and keeps it hidden from the others: 9 tiles each with 2 players, 7 tiles each with 3 or 4.
rules-triominos-setup-s3 = Each player draws one more tile and shows it. The highest sum plays first; if it is tied, the tied players draw again. These tiles then go back into the pool.
rules-triominos-setup-s4 = The first player places any tile from their rack in the middle of the table and scores its value.
rules-triominos-pic-setup = The start of a round for 2 players: the draw for who starts, and the rack of seat 1, with its 9 tiles.
rules-triominos-pic-setup-alt = A Triominos table at the start of a round: an empty board, the tiles drawn to choose who starts, and the rack of the player in seat 1.

rules-triominos-turn = A turn
rules-triominos-turn-p1 = Play goes clockwise. On your turn, place one tile from your rack next to a tile already on the board:
rules-triominos-turn-side = it must share a whole side with a tile on the board: touching only at a point is not enough;
rules-triominos-turn-corners = every corner that touches other tiles must show the same number as they do, at every point where they meet.
rules-triominos-turn-p2 = You score the sum of the three numbers of the tile you placed.
rules-triominos-pic-turn = A round under way: each tile touches its neighbours with the same numbers. Seat 1’s rack is shown with the board.
rules-triominos-pic-turn-alt = A Triominos board with several tiles placed side by side, matching corner to corner, and the rack of the player in seat 1.

rules-triominos-draw = Drawing a tile
rules-triominos-draw-p1 = If you cannot place a tile, or do not want to, draw one from the pool: each tile drawn costs 5 points. You may place the tile you have just drawn, and only that one, or draw again, up to 3 tiles in one turn.
rules-triominos-draw-p2 = If you still have not placed a tile after drawing the third, you lose 10 more points and your turn ends: 25 points in all.
rules-triominos-draw-p3 = When the pool is empty and you cannot place any tile, you pass, and lose nothing.

rules-triominos-bonus = Bonuses
rules-triominos-bonus-p1 = Some placements score a bonus on top of the tile’s value:
rules-triominos-bonus-bridge = a bridge, +40 points: the tile touches the board along one side only, and its opposite point touches another tile, with a gap on each side of the tile;
rules-triominos-bonus-hexagon = a hexagon, +50 points: the tile completes a ring of six tiles around one point;
rules-triominos-bonus-double = a double hexagon, +60 points: it completes two rings at once;
rules-triominos-bonus-triple = a triple hexagon, +70 points: it completes three rings at once.
rules-triominos-bonus-p2 = A placement scores at most one bonus.
rules-triominos-pic-bonus = Seat 2 has just completed a hexagon: six tiles around one point, 50 points on top of the tile’s value.
rules-triominos-pic-bonus-alt = A Triominos board right after a placement that completed a hexagon of six tiles.

rules-triominos-end = End of a round and of the game
rules-triominos-end-p1 = A round ends when a player places their last tile. That player scores 25 points more, plus the value of every tile left in the other players’ racks.
rules-triominos-end-p2 = If the pool is empty and nobody can place a tile, the round is blocked. The player whose rack adds up to the least scores the total of the other players’ racks minus their own.
rules-triominos-end-p3 = Scores carry over from round to round. Each new round deals the tiles again and draws again for who starts. After a round in which a player has reached 400 points, the game ends: the highest total wins, and tied players share the win.
rules-triominos-pic-end = The end of a blocked round: the pool is empty and nobody can play. Seat 1 has the smallest rack, and scores the other rack’s total minus their own.
rules-triominos-pic-end-alt = The end of a Triominos round that was blocked, with each player’s rack, the points scored and the totals.

rules-triominos-options = Options in the lobby
rules-triominos-opt-target = The total that ends the game at the end of the round in which a player reaches it: 400 points unless you choose otherwise.
rules-triominos-opt-fixed_rounds = Play exactly this many rounds instead of playing to a total.
rules-triominos-opt-classic_opening = The classic opening: the player with the highest tile of three equal numbers opens with it and scores 10 points more; the tile of three zeros scores 40.
rules-triominos-opt-first_player = The seat that places the first tile of every round, instead of the draw.
rules-triominos-opt-referee = Play with the real box: enter each placement, draw and pass. The table checks the board and keeps the score.
rules-triominos-opt-score_pad = With the real box: enter only the points of each tile placed, like a score pad. The board is not kept.
