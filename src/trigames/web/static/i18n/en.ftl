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

lobby-players =
    { $min }–{ $max ->
        [one] { $max } player
       *[other] { $max } players
    }
lobby-players-here =
    { $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    } here
lobby-players-here-open =
    { $min } to { $max ->
        [one] { $max } player
       *[other] { $max } players
    } here (the game itself has no upper limit)
lobby-random = drawn at random
lobby-hidden = Hidden information: each player sees only their own pieces.
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
lobby-tagline-triqueta = Draw animal tokens, collect sets of three
lobby-tagline-triominos = Lay triangle tiles, matching corners
lobby-tagline-tricerata = Sow stones around the board, capture
lobby-tagline-trigono = Throw pucks into the plank’s holes
lobby-recent = Your recent games
lobby-recent-none = No game yet on this browser.
lobby-recent-you-named = You ({ $name })
lobby-recent-won-you = You won
lobby-recent-won = { $name } won
lobby-recent-draw = Draw
lobby-recent-shared = Shared win: { $names }
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
table-yourturn-offline = Your turn, once the connection is back
table-turnof =
    { $named ->
        [no] Seat { $n } to play
       *[yes] { $name } to play
    }
table-showing =
    { $you ->
        [yes] Your move is being played…
       *[other] { $name } is playing…
    }
# the seat to move is a person who has not opened their link yet ($invite: "yes" where this page shows that seat's link)
table-waitjoin =
    { $invite ->
        [yes] Waiting for seat { $n } to join: send them the “Link for seat { $n }” below
       *[other] Waiting for seat { $n } to join
    }
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
table-offline-board = { $seated ->
    [yes] The board waits for the connection: your moves can’t be sent until it’s back.
   *[no] The board waits for the connection to come back.
}
table-players = Players
table-score = Score:
table-scores = Scores
table-seat = Seat { $n }
table-seatof = seat { $n }
table-online = online
table-offline = offline
table-waiting = not joined yet
table-bot = bot ({ $agent })
table-away = away · a bot ({ $agent }) plays until they come back
table-standin = Let a bot play for { $name }
table-youmark = you
# the guided first game: the person's own seat, named alone (a heading, a list), and the result
table-you-name = You
table-winner-you = You win
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
# the link to `?view=plain`: the page it opens shows the moves as a list and the game as text ("The game as text")
table-view-plain = Show the game as text, with the moves as a list
table-view-board = Show the board
table-invite = Invite
table-invite-seat = Link for seat { $n }
table-invite-spectator = Link to watch
# the creator's panel once the invited person has come ($named: "yes" when they gave a name)
table-invite-joined =
    { $named ->
        [yes] Seat { $n }: { $name } has joined
       *[no] Seat { $n }: the person you invited has joined
    }
table-invite-again = Copy the link for seat { $n } again
table-invite-again-why = Only for the person at seat { $n }, if they closed or lost their window: whoever opens this link plays seat { $n }, and the window that had it is told.
# this window's seat was opened in another window or browser: it no longer shows it
table-displaced-status = Seat { $n } is now open in another window
table-displaced = Your seat (seat { $n }) was opened in another window or browser.
table-displaced-why = A seat is shown in one window at a time, so this one no longer shows your game. If that was you, carry on there. If not, take the seat back here: the other window will be told.
table-displaced-back = Take the seat back here
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
table-leave-yes = Leave
table-leave-no = Stay
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
replay-seat-you = { $seat } (you)
replay-all = Everything revealed
replay-spectator = Spectator
replay-keys = Arrow keys step; Home and End jump.
replay-action = { $seat }: { $action }
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
err-not_a_record = This file is not a trigames game record (it lacks the game, its version or its moves). Choose a file saved with “Download the game record” at the end of a game.
err-private = This table is joined by invitation only.
err-seat_taken = That seat is no longer free.
err-not_away = That player is back: nothing to hand over.
err-too_soon = That player has only just left and may be back: try again in a moment.
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

agent-greedy = Short-sighted
agent-mcts = Tree search
agent-random = Random
agent-spiel-mcts = OpenSpiel tree search
agent-spiel-ismcts = OpenSpiel search with hidden information
agent-flex = Flexible
agent-montecarlo = Thinker
agent-target = Marksman
agent-beginner = Beginner
agent-club = Club player
agent-expert = Expert
agent-master = Master
agent-ismcts = Search with hidden information
agent-lookahead = Planner (whole turns)
agent-exact = Endgame solver (small boards)
agent-tactician = Tactician

ev-unknown = Something happened: { $kind }
ev-nobody = nobody
# the reader's own seat among others named in an event ("Winners: you, Ada"); events about the
# reader's seat select on $you ("yes") and say it in the second person ("You draw", "Vous piochez")
ev-you = you
ev-none = nothing

dec-OVER = game over

comp-lobby-help = Play with your own pieces around one screen: enter each move as it happens; the rules, the checks and the scores are done for you.
comp-lobby-game = Keep score: { $game }
comp-new = Keep score: { $game }
comp-names = Players’ names
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

## lead: the end of a game
table-rounds = Round by round
table-round = Round
table-round-n = Round { $n }
table-round-total = Final score
table-round-won = won
table-round-draw = draw
table-round-rock = took the rock
table-length =
    { $n ->
        [one] The game lasted { $n } move.
       *[other] The game lasted { $n } moves.
    }

## terminal (trigames play, replay, companion): rich markup [bold]…[/] is kept as it is
cli-commands = [bold]commands[/]: a move’s number from the menu, or its notation · [bold]help[/] or [bold]?[/] this help and the rules card · [bold]hint[/] the best bot’s suggestion (from what you can see) · [bold]undo[/] back to your previous decision (against bots) · [bold]board[/] show the position again · [bold]q[/] save and quit
cli-move = { $seat }, your move (number, notation, ? for help)
cli-bad = { $error } (type ? for help)
cli-no_number = no move number { $k }: { $top ->
        [one] the only move is 1
       *[other] choose 1–{ $top }
    }
cli-hint = hint: [bold]{ $move }[/]{ $number }
cli-hint_number = {" "}(number { $n })
cli-undo_hot = undo is for games against bots only
cli-undo_none = nothing to undo: this is your first decision
cli-undone = undone: back to your decision at move { $k }
cli-pass_to = Pass the keyboard to seat { $n }.
cli-alone = { $seat }, press Enter when you alone can see the screen
cli-your_turn = { $seat }, it is your turn.
cli-you = you
cli-so_far = scores so far:
cli-go_on = press Enter to go on
cli-game_over = game over
cli-record = record: { $path }
cli-person = (a person)
cli-players =
    { $name }, { $n ->
        [one] { $n } player
       *[other] { $n } players
    }, seed { $seed }: { $who }
cli-saved_every = This game is saved after every move to [bold]{ $path }[/] (continue it with: trigames resume { $path }). Type ? for help.
cli-resumed =
    resumed after { $n ->
        [one] { $n } move
       *[other] { $n } moves
    }
cli-saved = saved; continue with: trigames resume { $path }
cli-interrupted = interrupted — saved; continue with: trigames resume { $path }
cli-not_text = could not read that line (it is not UTF-8 text); type it again
cli-companion_move = { $who }: enter the move (number, notation, undo, ? for help)
cli-companion_commands = [bold]commands[/]: the move’s number from the menu, or its notation · [bold]undo[/] take back the last move, whoever made it · [bold]board[/] show the position again · [bold]?[/] this help and the rules card · [bold]q[/] save and quit
cli-companion_scores = score:
cli-companion_undo_none = nothing to take back yet
cli-companion_undone = taken back: { $who }'s move { $move }
cli-companion_end = press Enter to close, or type undo to take back the last move
cli-companion_no_hint = no hints here: enter what happened at the table
cli-companion_trigono = [bold]Trigono[/]: enter where the thrown puck ended — board, ground, big, small, bounce big, bounce small — and add what it knocked, e.g. board+knock 2 ground, big+knock 1 small (the rules card’s aiming is for games played on screen)
cli-companion_triqueta = [bold]Triqueta[/]: draw at the table, then enter the animal and the row it goes to, e.g. place R0 deer, or keep (face down: nobody types it until the end of the game, when its owner names it, e.g. hidden bear)
cli-companion_triominos = [bold]Triominos[/]: enter who won the draw-off (first 2), then each tile as it is laid, e.g. 1-2-3@D(1,0)/r0 or [3,2,1]@D(1,0), or draw, or pass; when a round ends, each rack still holding tiles gives its total, e.g. rack 23
cli-you_seat = { $seat } (you)
cli-win = { $who } wins { $scores }
cli-win_you = You win { $scores }
cli-win_shared = { $who } share the win { $scores }
cli-and = { $first } and { $last }
cli-rank_you =
    (you are { $rank ->
        [1] 1st
        [2] 2nd
        [3] 3rd
       *[other] { $rank }th
    })
cli-person_seat = { $seat } (a person)
cli-bot_seat = { $seat } { $agent }
cli-analyse-verdicts =
    { $good } good, { $inaccuracies ->
        [one] { $inaccuracies } inaccuracy
       *[other] { $inaccuracies } inaccuracies
    }, { $mistakes ->
        [one] { $mistakes } mistake
       *[other] { $mistakes } mistakes
    }, { $blunders ->
        [one] { $blunders } blunder
       *[other] { $blunders } blunders
    }.
cli-analyse-by-wins = An inaccuracy gives away ≥ { $inaccuracy }% of the wins against the best move found, a mistake ≥ { $mistake }%, a blunder ≥ { $blunder }%.
cli-analyse-by-points = In points given away against the best move found: an inaccuracy ≥ { $inaccuracy }, a mistake ≥ { $mistake }, a blunder ≥ { $blunder }.

## polish-a (issue 18: the newcomer's second tour)
lobby-levels = Levels
lobby-research = Other bots (for research)
lobby-bot-about = { $name }: { $about }
bot-about-beginner = Plays fast and makes mistakes: a good first opponent.
bot-about-club = Knows the game and plays solid moves.
bot-about-expert = Thinks ahead: hard to beat.
bot-about-master = The strongest: may think a few seconds a move.
bot-about-random = Plays any allowed move, at random.
bot-about-greedy = Takes what scores most right now, never looks further.
bot-about-mcts = Plays many imagined games to the end before each move.
bot-about-ismcts = Plays many imagined games, guessing what it cannot see.
bot-about-spiel-mcts = The tree search of the OpenSpiel research library.
bot-about-spiel-ismcts = The OpenSpiel library’s search for games with hidden information.
bot-about-flex = Scores now, but keeps the tiles that still fit somewhere.
bot-about-montecarlo = Tries many throws in its head and keeps the best.
bot-about-target = Always throws at the hole that takes more pucks.
bot-about-lookahead = Weighs each whole turn against the best reply.
bot-about-exact = Follows every turn to the end of the game. On a board of more than 12 stones it plays as the planner.
bot-about-tactician = Weighs each move against the next players’ best replies.
lobby-as-everyone = as everyone ({ $choice })
lobby-bad-choice = “{ $option }” takes one of: { $choices }.
lobby-bad-whole = “{ $option }” takes a whole number from { $low } to { $high }.
lobby-bad-number = “{ $option }” takes a number from { $low } to { $high }.
lobby-bad-option = “{ $option }” is not valid.

## tour 3 helper (issue 18): the lobby opens on a new table; bots chosen by level; who starts
lobby-start = Start a game
lobby-start-help = Choose a game: you play at once, against a bot at the level you choose or with friends you invite.
lobby-research-show = Also offer the research bots (named after their programs)
lobby-first-seat = { $seat } ({ $who })
lobby-first-you = You play first. To give the first turn to a bot, choose its seat.

## tour 4 (issue 18): the lobby shows each game once (its card: play, rules, guided game, keep score)
comp-lobby-keep = Keep score
comp-lobby-note = Playing with the real box? “Keep score” under a game enters each move on one screen: the rules, the checks and the scores are done for you.

## the replay's "why?" (issue 22): a finished game's move judged by the analysis, from its mover's view
replay-why = Judge this move
replay-why-thinking =
    { $you ->
        [yes] Weighing every move you had…
       *[other] Weighing every move { $seat } had…
    }
replay-why-verdict =
    { $verdict ->
        [good] { $seat }: a good move.
        [inaccuracy] { $seat }: an inaccuracy.
        [mistake] { $seat }: a mistake.
       *[blunder] { $seat }: a blunder.
    }
replay-why-forced =
    { $you ->
        [yes] You had no other move.
       *[other] { $seat } had no other move.
    }
replay-why-unjudged = This move is several decisions written as one: it is not judged.
replay-why-entered = This outcome was entered by hand, from a real throw: there is no aim to judge.
replay-why-kept = This game was kept with the real box: what was hidden (the face-down tokens, the tiles in the racks and the pool) was never dealt here, so the analysis cannot weigh this move.
replay-why-unweighed = The analysis cannot weigh this move.
replay-why-cut = The analysis could not look to the end of this move within its budget, so it never calls it worse than an inaccuracy.
replay-why-best-same = It is the best move the analysis found.
replay-why-lost-none = It is as good as the best move found.
replay-why-tie = It is as good as the best move found, { $move }.
replay-why-lost-wins =
    The best move found wins { $lost ->
        [one] once more
       *[other] { $lost } more times
    } in 100.
replay-why-lost-points =
    It gave away { $lost ->
        [one] { $lost } point
       *[other] { $lost } points
    } against the best move found.
replay-why-best = Best found: { $move }.
replay-why-line = Then, as the analysis expects: { $line }.
# one player's moves in that line
replay-why-line-by =
    { $you ->
        [yes] you: { $moves }
       *[other] { $seat }: { $moves }
    }
replay-why-moves = Weighed: { $moves }.
# one move in that list: its share of the wins (or, where the analysis counts points, the points it is worth)
replay-why-move-wins = { $move } (wins { $win ->
        [one] once
       *[other] { $win } times
    } in 100)
replay-why-move-points = { $move } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
replay-why-move-played = (the move played)
replay-why-about =
    { $you ->
        [yes] Judged from what you could see at the time.
       *[other] Judged from what { $seat } could see at the time.
    }
