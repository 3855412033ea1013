## balance helper (issue 23): the lobby's note from the shipped balance report
balance-length =
    { $minutes ->
        [one] About { $minutes } minute
       *[other] About { $minutes } minutes
    } { $players ->
        [one] for { $players } player.
       *[other] for { $players } players.
    }
balance-advantage =
    { $place ->
        [1] The first player
        [2] The second player
        [3] The third player
       *[other] Player { $place } in the turn order
    } wins { $share }% of games (a fair share: { $fair }%).
balance-source =
    { $games ->
        [one] (Measured on { $games } game between bots.)
       *[other] (Measured on { $games } games between bots.)
    }
