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
    Sur { $games } parties entre robots avec ces réglages, { $place ->
        [1] le premier joueur
        [2] le deuxième joueur
        [3] le troisième joueur
       *[other] le joueur { $place } dans l'ordre du tour
    } en a gagné { $share } % (part égale : { $fair } % ; avec ce nombre de parties, vraisemblablement entre { $low } % et { $high } %).
balance-source =
    { $games ->
        [one] (Mesuré sur { $games } partie entre robots.)
       *[other] (Mesuré sur { $games } parties entre robots.)
    }
