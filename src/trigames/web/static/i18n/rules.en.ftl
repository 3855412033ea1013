# The rules pages (/rules/GAME): the words every page shares (en). Each game's own text is in
# its web/rules.en.ftl. Loaded by static/rules.js (its own files: the rules helper's part of issue 18).

rules-title = { $game }: the rules
rules-players = { $players }.
rules-contents = On this page
rules-back = Back to the lobby
rules-learn = Learn to play { $game }: a guided first game
rules-picture = Picture:
rules-intro = At a table, the game follows these rules for you: it offers only the moves that are allowed, and counts the points.
