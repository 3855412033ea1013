# trigames: the words of the lobby, the table, the replay and the companion (en).

app-title = trigames
app-tagline = Four tabletop games in your browser
app-lobby = Lobby
app-language = Language
app-switch = Français
app-switch-label = Passer en français
app-loading = Loading…
app-notfound = This page does not exist.
app-back = Back to the lobby
app-error = Something went wrong: { $message }
app-skip = Skip to the main content

lobby-games = Games
lobby-players =
    { $min }–{ $max ->
        [one] { $max } player
       *[other] { $max } players
    }
lobby-players-open =
    { $min ->
        [one] { $min } player
       *[other] { $min } players
    } or more
lobby-players-solo = Solo, or as many players as you like
lobby-random = drawn at random
lobby-hidden = Hidden information: each player sees only their own tokens.
lobby-public = Everything is on the table.
lobby-new = New table
lobby-new-for = New table: { $game }
lobby-choose = Choose a game to start a table.
lobby-play = Play { $game }
lobby-count = Players
lobby-options = Options
lobby-more = More options
lobby-default = default
lobby-none = none
lobby-yes = yes
lobby-no = no
lobby-seats = Seats
lobby-seat = Seat { $n }
lobby-person = Person
lobby-bot = Bot
lobby-agent = Bot
lobby-strength = Strength
lobby-strength-easy = easy
lobby-strength-normal = normal
lobby-strength-strong = strong
lobby-kind = Who plays seat { $n }
lobby-you = you
lobby-yourname = Your name
lobby-listed = List the table in the lobby so anyone can join
lobby-create = Create the table
lobby-creating = Creating…
lobby-cancel = Cancel
lobby-open = Open tables
lobby-open-none = No open table right now.
lobby-join = Join
lobby-join-seat = Join { $game } (free seats: { $n })
lobby-recent = Your recent games
lobby-recent-none = No game yet on this browser.
lobby-recent-forget = Forget
lobby-recent-forget-label = Forget this game on this browser
lobby-status-running = in play
lobby-status-finished = finished
lobby-status-uploaded = uploaded record
lobby-upload = View a game record
lobby-upload-help = Choose a game record file (.json) to replay it.
lobby-upload-file = Choose a file…
lobby-upload-none = No file chosen.
lobby-upload-go = Open the replay
lobby-upload-bad = This file is not a JSON game record.
lobby-seatsof = { $names }

table-title = { $game } table
table-you = You play seat { $n }.
table-spectator = You are watching.
table-yourturn = Your turn
table-turnof = { $name } to play
table-over = Game over
table-closed = This table was closed: nobody played it for a long time.
table-rules = How to play { $game }
table-skip = Skip the animation
table-chosenseed = Whoever made this table chose its deal, so may know every hidden tile or token.
table-winner = { $names } wins
table-winners = Winners: { $names }
table-connecting = Connecting…
table-connected = Connected
table-reconnecting = Connection lost: reconnecting in { $s } s…
table-players = Players
table-score = Score
table-scores = Scores
table-seat = Seat { $n }
table-seatof = seat { $n }
table-online = online
table-offline = offline
table-waiting = not joined yet
table-bot = bot ({ $agent })
table-youmark = you
table-tomove = to play
table-log = What happened
table-log-empty = Nothing yet.
table-actions = Your choices
table-actions-none = Nothing to choose now.
table-actions-keys = Keys 1–9 choose the first nine.
table-actions-filter = Filter the choices
table-actions-more = { $n } more: type in the filter to find them
table-text = The game as text
table-details-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
table-details-out = you go out
table-view-plain = Show the moves as a plain list
table-view-board = Show the board
table-invite = Invite
table-invite-seat = Link for seat { $n }
table-invite-spectator = Link to watch
table-copy = Copy
table-copy-label = Copy the { $what }
table-copied = Copied
table-name = Your name at this table
table-name-save = Save
table-rematch = Rematch
table-rematch-go = Go to the rematch
table-rematch-ready = A rematch is ready.
table-download = Download the game record
table-replay = Replay this game
table-leave = Leave (a bot plays on)
table-leave-confirm = Leave this game? A bot will play your seat.
table-result = Result
table-rank = { $rank }.
table-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
table-pending = Sending…
table-decision = Decision: { $what }
table-version = Move { $n }
table-token-dropped = This seat link is not valid here: you are watching instead.

replay-title = Replay: { $game }
replay-ply = Move { $ply } of { $plies }
replay-start = Start position
replay-first = First
replay-prev = Previous
replay-next = Next
replay-last = Last
replay-view = Point of view
replay-all = Everything revealed
replay-spectator = Spectator
replay-keys = Arrow keys step; Home and End jump.
replay-action = Move: { $action }
replay-notover = This game is still being played: it can be replayed when it is over.
replay-slider = Move number
replay-hand = Hand of { $name }

err-bad_message = The message was not understood.
err-too_large = The message was too large.
err-rate_limited = Too many messages: slow down.
err-bad_token = This seat link is not valid.
err-no_table = This table does not exist.
err-not_running = This game is over.
err-not_your_turn = It is not your turn.
err-stale = The game moved on before your move arrived: here is the position now.
err-illegal = That move is not allowed.
err-bad_name = A name has 1 to 24 characters, without control characters.
err-bad_origin = This page may not connect to the table.
err-bad_table = The table could not be created: { $message }
err-bad_record = This record cannot be replayed: { $message }
err-private = This table is joined by invitation only.
err-seat_taken = That seat is no longer free.
err-running = This game is still being played.
err-busy = The server is busy; try again later.
err-storage = The server could not store your move; please try again.
err-network = The server cannot be reached.
err-unknown = Error: { $message }

seat-shape-0 = circle
seat-shape-1 = triangle
seat-shape-2 = square
seat-shape-3 = diamond
seat-shape-4 = star
seat-shape-5 = cross
seat-shape-6 = hexagon
seat-shape-7 = pentagon

agent-greedy = greedy
agent-mcts = tree search (MCTS)
agent-random = random
agent-spiel-mcts = OpenSpiel MCTS
agent-spiel-ismcts = OpenSpiel IS-MCTS
agent-flex = flexible
agent-montecarlo = Monte Carlo
agent-target = target
agent-beginner = beginner
agent-club = club player
agent-expert = expert
agent-master = master
agent-ismcts = information-set search (IS-MCTS)
agent-lookahead = lookahead (whole turns)
agent-tactician = tactician (weighs the replies)

ev-unknown = Something happened: { $kind }
ev-nobody = nobody
ev-none = nothing

dec-OVER = game over

comp-lobby = Keep score of a game played with the real box
comp-lobby-help = Play with your own pieces around one screen: enter each move as it happens; the rules, the checks and the scores are done for you.
comp-lobby-game = Keep score: { $game }
comp-new = Keep score: { $game }
comp-names = Players' names
comp-name = Name of seat { $n }
comp-name-placeholder = Seat { $n }
comp-start = Start keeping score
comp-who = Table companion: enter each move made with the real box. Undo takes back the last one.
comp-enter = Seat { $n } ({ $name }): enter the move
comp-enter-seat = Seat { $n }: enter the move
comp-undo = Undo the last move
comp-undo-keys = Ctrl+Z
comp-undone = The last move was taken back.
comp-nothing = No move to take back yet.
comp-score = Score
comp-links = Pause and share
comp-link-continue = Link to continue this game on another device
comp-link-here = To pause, just close the page: this browser remembers the game (see “Your recent games”).
comp-share = Link to the summary (replay)
comp-tag = kept with the real box

err-no_undo = Nothing to take back.

## look helper
lobby-what = Pick a game: play it now against bots or friends, read its rules, or learn it in a short guided game.
lobby-rules = Rules
lobby-rules-label = Rules of { $game }
lobby-learn = Learn to play
lobby-learn-label = Learn to play { $game }: a guided first game

## learn helper (the guided first game, static/learn.js)
learn-title = Learn { $game }: a guided first game
learn-missing = There is no guided game for this game yet.
learn-error = The guided game could not start: { $message }
learn-step = Step { $n } of { $total }
learn-news = What just happened
learn-why = Why:
learn-look = Look for this control on the board.
learn-wait = The bot is playing…
learn-strayed = You played another move than the lesson’s, so it cannot guide you any more: finish this game freely, or start the lesson again.
learn-free-end = The game is over.
learn-next = What next?
learn-play = Play a real table
learn-rules = Read the rules of { $game }
learn-leave = Leave the lesson
learn-restart = Start the lesson again
learn-prep-tile = First choose this tile in your rack.
learn-prep-rotate = Turn the tile until its corners match.
learn-prep-draw = First press this: it shows what drawing costs.
learn-prep-pass = First press this: it shows what passing costs.
learn-end-won = You won, { $you } to { $bot }!
learn-end-lost = The bot won, { $bot } to { $you }. Try again, or play a real table.
learn-end-shared = A shared win, { $you } to { $bot }!
