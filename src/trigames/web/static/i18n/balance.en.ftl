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
    In { $games } games between bots with these settings, { $place ->
        [1] the first player
        [2] the second player
        [3] the third player
       *[other] player { $place } in the turn order
    } won { $share }% of them (an even share: { $fair }%; with this many games, likely between { $low }% and { $high }%).
balance-source =
    { $games ->
        [one] (Measured on { $games } game between bots.)
       *[other] (Measured on { $games } games between bots.)
    }
