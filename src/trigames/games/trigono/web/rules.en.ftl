# Trigono: the rules page (/rules/trigono), in English. Said as the rule book (RULES.md §4) says it.
# Loaded by static/rules.js (its own file: the rules helper's part of issue 18).

rules-trigono-goal = Goal of the game
rules-trigono-goal-p1 = Throw pucks at a triangular plank laid on the floor. The plank has two holes: a puck in the big hole wins every puck lying on the plank, a puck in the small hole wins every puck lying on the ground.
rules-trigono-goal-p2 = A player with no puck left in hand is out of the round. The last player left with at least two pucks wins the round, and the first player to win two rounds wins the match.

rules-trigono-setup = Setup
rules-trigono-setup-s1 = Lay the plank flat on the floor. Each player stands 3 metres from it.
rules-trigono-setup-s2 = Each player takes 10 pucks in a game for 2, or 5 pucks each with 3 players or more.
rules-trigono-setup-s3 = A player drawn at random throws first, unless the lobby chose one.
rules-trigono-setup-s4 = With more than 4 players, add one plank for every 4 more players: each player throws at their own plank.
rules-trigono-pic-setup = The start of a round: an empty plank, with its big hole near you and its small hole towards the point, and 10 pucks in each hand.
rules-trigono-pic-setup-alt = A Trigono plank seen from above at the start of a round, with no puck on it, and the number of pucks each player holds.

rules-trigono-turn = A turn
rules-trigono-turn-p1 = Players take turns to throw one puck each, in seat order, skipping the players who are out.
rules-trigono-turn-p2 = At a table, you choose where to aim: the big hole, the small hole, or a spot on the plank. Nobody’s hand is perfect, so the puck may land beside your aim, and it may knock other pucks. Where it comes to rest decides:
rules-trigono-turn-lies = on the plank or on the ground, it stays there and belongs to nobody until a player wins it;
rules-trigono-turn-big = in the big hole, you win every puck lying on that plank, and get your puck back;
rules-trigono-turn-small = in the small hole, you win every puck lying on the ground, and get your puck back;
rules-trigono-turn-empty = in a hole with nothing to win, you still get your puck back.
rules-trigono-turn-p3 = A puck that bounced on the ground before it fell into a hole does not count: it stays on the ground. A puck that your throw knocks into a hole does count, as if you had thrown it there.
rules-trigono-pic-lying = A few throws into the round: pucks lie on the plank and on the ground, waiting for someone to win them.
rules-trigono-pic-lying-alt = A Trigono plank from above, with pucks lying on it and around it on the ground, and the pucks each player has left.
rules-trigono-pic-collect = Seat 2’s puck has just fallen into the big hole: Seat 2 wins every puck that lay on the plank, and takes back the puck itself. The pucks on the ground stay there.
rules-trigono-pic-collect-alt = A Trigono plank right after a throw into its big hole: the plank is empty, the pucks on the ground are still there, and the thrower holds more pucks.

rules-trigono-end = End of a round and of the match
rules-trigono-end-p1 = When you have no puck left in hand, you are out of the round. Pucks lying on the plank or on the ground are not yours any more.
rules-trigono-end-p2 = When only one player is left: with 2 pucks or more, they win the round. With a single puck, they throw it once more; if they then hold at least 2 pucks, they win, otherwise the round is a draw.
rules-trigono-end-p3 = For the next round everyone takes a full set of pucks again, and the winner of the round throws first; after a draw, the same player starts again. The first player to win two rounds wins the match.
rules-trigono-pic-end = The end of a match: the rounds each player won.
rules-trigono-pic-end-alt = The end of a Trigono match, with each player’s rounds won.

rules-trigono-options = Options in the lobby
rules-trigono-opt-pucks_per_player = How many pucks each player holds at the start of a round: 10 with 2 players and 5 with more, unless you choose otherwise.
rules-trigono-opt-first_player = Who throws first in the first round. Otherwise a player is drawn at random.
rules-trigono-opt-layout = Six planks set out in a hexagon leave a hole in the middle: the jackpot. A puck in the jackpot wins every puck on the ground and on every plank.
rules-trigono-opt-skill = How steady every player’s hand is: beginner, club or expert. The steadier the hand, the closer each puck lands to its aim.
rules-trigono-opt-referee = Throw real pucks on a real plank, and enter where they came to rest: the table keeps the count.
