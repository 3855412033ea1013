## balance helper (issue 23) : la note du salon, tirée du rapport d'équilibre livré
balance-length =
    { $minutes ->
        [one] Environ { $minutes } minute
       *[other] Environ { $minutes } minutes
    } { $players ->
        [one] pour { $players } joueur.
       *[other] pour { $players } joueurs.
    }
balance-advantage =
    { $place ->
        [1] Le premier joueur
        [2] Le deuxième joueur
        [3] Le troisième joueur
       *[other] Le joueur { $place } dans l'ordre du tour
    } gagne { $share } % des parties (part équitable : { $fair } %).
balance-source =
    { $games ->
        [one] (Mesuré sur { $games } partie entre robots.)
       *[other] (Mesuré sur { $games } parties entre robots.)
    }
