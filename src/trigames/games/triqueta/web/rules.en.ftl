# Triqueta: the rules page (/rules/triqueta), in English. Said as the rule book (RULES.md §1) says it.
# Loaded by static/rules.js (its own file: the rules helper's part of issue 18).

rules-triqueta-goal = Goal of the game
rules-triqueta-goal-p1 = Collect animal tokens so that you hold exactly three of as many animals as you can. Three of a kind make a triqueta, which scores the animal’s value; four or more of one kind cost you points.
rules-triqueta-goal-p2 = The game lasts four rounds. The player with the highest total at the end wins.

rules-triqueta-setup = Setup
rules-triqueta-setup-p1 = The box holds 60 animal tokens, 10 of each of six animals. Each animal has a value: rabbit 5, owl 6, deer 7, boar 8, ram 9, bear 10. There are also 5 row markers, 3 trees and 1 starting rock.
rules-triqueta-setup-s1 = Lay out one row per player in the middle of the table. The rows start empty.
rules-triqueta-setup-s2 = Shuffle the tokens face down and stack them into four towers of 15 tokens: one tower for each round.
rules-triqueta-setup-s3 = Put a tree on three of the towers. The tower without a tree is the current tower for the first round.
rules-triqueta-setup-s4 = One player takes the starting rock and plays first. At a table it goes to a player drawn at random, unless the lobby chose one.
rules-triqueta-pic-setup = The start of a game for 3 players: three empty rows and the first tower of 15 face-down tokens.
rules-triqueta-pic-setup-alt = A Triqueta table at the start: three empty rows, a full tower, three towers with a tree waiting for the next rounds, and three players with nothing yet.

rules-triqueta-turn = A turn
rules-triqueta-turn-p1 = On your turn, do one of these two things:
rules-triqueta-turn-draw = Draw the top token of the current tower and look at it: only you see it. Then either place it face up at the end of any row (a row can hold any number of tokens), or keep it face down in front of you until the end of the game. You may keep a token face down only twice in the whole game.
rules-triqueta-turn-take = Take a row: all of its tokens go face up in front of you, grouped by animal. You may even take an empty row. You have now dropped out of the round and play no more until the next one.
rules-triqueta-turn-p2 = Then the next player still in the round plays, clockwise. There are always as many rows left as players still in the round.
rules-triqueta-pic-draw = Seat 1 has just drawn a token and chooses where it goes: into one of the rows, or face down for later.
rules-triqueta-pic-draw-alt = A Triqueta round under way: tokens lie in the rows, and the player in seat 1 holds the token they have just drawn.
rules-triqueta-pic-take = A player has just taken a row: its tokens are now theirs, and one row fewer is left for the others.
rules-triqueta-pic-take-alt = A Triqueta round after a player took a row: that player’s tokens are shown in front of them, and the remaining rows wait for the others.
rules-triqueta-turn-p3 = The last player left in the round may keep drawing for as long as they like, then takes the last row. When the current tower is empty, the only choice left is to take a row.
rules-triqueta-pic-last = Seat 1 is the last player left in the round: they keep drawing, and will take the last row when they choose.
rules-triqueta-pic-last-alt = A Triqueta round near its end: every row but one has been taken, and the player in seat 1 holds the token they have just drawn.

rules-triqueta-round = End of a round
rules-triqueta-round-p1 = The round ends when the last player takes the last row. That player also takes the starting rock, and will play first in the next round.
rules-triqueta-round-p2 = Tokens left in the current tower go back to the box unseen, and the empty rows are laid out again. The holder of the rock takes the tree of the next tower, which becomes the current tower. Each tree is worth 1 point at the end.
rules-triqueta-round-p3 = After the fourth round, the game ends.

rules-triqueta-scoring = Scoring
rules-triqueta-scoring-p1 = At the end, each player first adds their face-down tokens to their collection, or puts them back in the box unseen. At a table this is done for you, in the way that scores the most, unless the lobby asked each player to choose.
rules-triqueta-scoring-p2 = Then each animal scores by how many tokens of it you have:
rules-triqueta-scoring-n0 = none: 0 points;
rules-triqueta-scoring-n1 = 1 token: 1 point;
rules-triqueta-scoring-n2 = 2 tokens: 2 points;
rules-triqueta-scoring-n3 = 3 tokens, a triqueta: the animal’s value, from 5 points for the rabbit to 10 for the bear;
rules-triqueta-scoring-n4 = 4 tokens or more: no triqueta, and you lose 1 point for each token above 3. Five bears score −2.
rules-triqueta-scoring-p3 = Add 1 point for the starting rock and 1 point for each tree.
rules-triqueta-scoring-example = For example, a player ends the game with:
rules-triqueta-scoring-ex1 = 2 rabbits: 2 points;
rules-triqueta-scoring-ex2 = 3 owls, a triqueta: 6 points;
rules-triqueta-scoring-ex3 = 1 deer: 1 point;
rules-triqueta-scoring-ex4 = 3 boars, a triqueta: 8 points;
rules-triqueta-scoring-ex5 = 5 bears, two above a triqueta: −2 points;
rules-triqueta-scoring-ex6 = the starting rock: 1 point;
rules-triqueta-scoring-ex7 = 2 trees: 2 points.
rules-triqueta-scoring-total = Their total is 18 points.
rules-triqueta-pic-end = The final scoring: each player’s animals, rock and trees, and their total.
rules-triqueta-pic-end-alt = The end of a Triqueta game: a table of points for each player, animal by animal, with the rock, the trees and the total.
rules-triqueta-scoring-p4 = The highest total wins. If players are tied, the one with the most animal tokens wins; if they are still tied, they share the win. A total may be below zero.

rules-triqueta-options = Options in the lobby
rules-triqueta-opt-first_player = Who holds the starting rock in the first round. Otherwise a player is drawn at random.
rules-triqueta-opt-auto_reveal = On: at the end, the best choice for each face-down token is made for you. Off: each player reveals or discards each of their face-down tokens.
rules-triqueta-opt-choose_tower = The holder of the rock chooses the next tower. This changes nothing to the game, since every tower is hidden; off, the towers come in order.
rules-triqueta-opt-referee = Play with the real box: you draw real tokens, and enter each one when it is placed. The table keeps the rows and the score.
