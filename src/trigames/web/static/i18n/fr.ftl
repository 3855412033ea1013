# trigames: the words of the lobby, the table, the replay and the companion (fr).

app-title = trigames
app-tagline = Quatre jeux de plateau dans votre navigateur
app-lobby = Accueil
app-language = Langue
app-switch = English
app-switch-label = Switch to English
app-loading = Chargement…
app-notfound = Cette page n’existe pas.
app-back = Retour à l’accueil
app-error = Un problème est survenu : { $message }
app-skip = Aller au contenu principal

lobby-players =
    { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    }
lobby-players-here =
    De { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    } ici
lobby-players-here-open =
    De { $min } à { $max ->
        [one] { $max } joueur
       *[other] { $max } joueurs
    } ici (le jeu lui-même n’a pas de limite)
lobby-random = tiré au sort
lobby-hidden = Information cachée : chacun ne voit que ses propres pièces.
lobby-public = Tout est visible sur la table.
lobby-new = Nouvelle table
lobby-new-for = Nouvelle table : { $game }
lobby-choose = Choisissez un jeu pour ouvrir une table.
lobby-play = Jouer à { $game }
lobby-count = Joueurs
lobby-options = Options
lobby-more = Plus d’options
lobby-default = par défaut
lobby-none = aucun
lobby-yes = oui
lobby-no = non
lobby-seats = Places
lobby-seat = Place { $n }
lobby-person = Humain
lobby-bot = Robot
lobby-agent = Robot
lobby-strength = Force
lobby-strength-easy = facile
lobby-strength-normal = normale
lobby-strength-strong = forte
lobby-kind = Qui joue la place { $n }
lobby-you = vous
lobby-yourname = Votre nom
lobby-listed = Afficher la table à l’accueil pour que chacun puisse la rejoindre
lobby-create = Ouvrir la table
lobby-creating = Ouverture…
lobby-cancel = Annuler
lobby-open = Tables ouvertes
lobby-open-none = Aucune table ouverte pour l’instant.
lobby-join = Rejoindre
lobby-join-seat = Rejoindre { $game } (places libres : { $n })
lobby-tagline-triqueta = Piochez des animaux, réunissez-les par trois
lobby-tagline-triominos = Posez des triangles, coins assortis
lobby-tagline-tricerata = Semez des pierres sur le plateau, capturez
lobby-tagline-trigono = Lancez des palets dans les trous
lobby-recent = Vos parties récentes
lobby-recent-none = Aucune partie encore sur ce navigateur.
lobby-recent-you-named = Vous ({ $name })
lobby-recent-won-you = Vous avez gagné
lobby-recent-won = { $name } a gagné
lobby-recent-draw = Égalité
lobby-recent-shared = Victoire partagée : { $names }
lobby-recent-forget = Oublier
lobby-recent-forget-label = Oublier cette partie sur ce navigateur
lobby-status-running = en cours
lobby-status-finished = terminée
lobby-status-uploaded = partie importée
lobby-upload = Voir une partie enregistrée
lobby-upload-help = Choisissez un fichier de partie (.json) pour la rejouer.
lobby-upload-file = Choisir un fichier…
lobby-upload-none = Aucun fichier choisi.
lobby-upload-go = Ouvrir la relecture
lobby-upload-bad = Ce fichier n’est pas une partie enregistrée en JSON.
lobby-seatsof = { $names }

table-title = Table de { $game }
table-you = Vous jouez la place { $n }.
table-spectator = Vous regardez la partie.
table-yourturn = À vous de jouer
table-yourturn-offline = À vous de jouer dès que la connexion sera revenue
table-turnof =
    { $named ->
        [no] À la place { $n } de jouer
       *[yes] À { $name } de jouer
    }
table-showing =
    { $you ->
        [yes] Votre coup se joue…
       *[other] { $name } joue…
    }
# la place qui doit jouer attend une personne qui n’a pas encore ouvert son lien ($invite : "yes" là où la page montre le lien de cette place)
table-waitjoin =
    { $invite ->
        [yes] En attente de la place { $n } : envoyez-lui le « Lien de la place { $n } » ci-dessous
       *[other] En attente de la place { $n }
    }
table-over = Partie terminée
table-closed = Cette table a été fermée : personne n’y a joué depuis longtemps.
table-rules = Comment jouer à { $game }
table-skip = Passer l’animation
table-chosenseed = La personne qui a créé cette table a choisi sa donne : elle peut connaître chaque tuile ou jeton caché.
table-winner = { $names } gagne
table-winners = Gagnants : { $names }
table-connecting = Connexion…
table-connected = Connecté
table-reconnecting = Connexion perdue : nouvel essai dans { $s } s…
table-offline-board = { $seated ->
    [yes] Le plateau attend la connexion : vos coups ne peuvent pas être envoyés avant son retour.
   *[no] Le plateau attend le retour de la connexion.
}
table-players = Joueurs
table-score = Score :
table-scores = Points
table-seat = Place { $n }
table-seatof = place { $n }
table-online = en ligne
table-offline = hors ligne
table-waiting = pas encore arrivé
table-bot = robot ({ $agent })
table-away = absent · un robot ({ $agent }) joue en attendant son retour
table-standin = Faire jouer un robot pour { $name }
table-youmark = vous
# the guided first game: the person's own seat, named alone (a heading, a list), and the result
table-you-name = Vous
table-winner-you = Vous gagnez
table-tomove = joue
table-log = Déroulement
table-log-empty = Rien pour l’instant.
table-actions = Vos choix
table-actions-none = Rien à choisir pour l’instant.
table-actions-keys = Les touches 1 à 9 choisissent les neuf premiers.
table-actions-filter = Filtrer les choix
table-actions-more = { $n } de plus : tapez dans le filtre pour les trouver
table-text = La partie en texte
table-details-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
table-details-out = vous terminez
# the link to `?view=plain`: the page it opens shows the moves as a list and the game as text ("La partie en texte")
table-view-plain = Afficher la partie en texte, avec les coups en liste
table-view-board = Afficher le plateau
table-invite = Inviter
table-invite-seat = Lien de la place { $n }
table-invite-spectator = Lien pour regarder
# the creator's panel once the invited person has come ($named: "yes" when they gave a name)
table-invite-joined =
    { $named ->
        [yes] Place { $n } : { $name } a rejoint la table
       *[no] Place { $n } : la personne invitée a rejoint la table
    }
table-invite-again = Recopier le lien de la place { $n }
table-invite-again-why = Seulement pour la personne de la place { $n }, si elle a fermé ou perdu sa fenêtre : qui ouvre ce lien joue la place { $n }, et la fenêtre qui l’avait en est prévenue.
# this window's seat was opened in another window or browser: it no longer shows it
table-displaced-status = La place { $n } est maintenant ouverte dans une autre fenêtre
table-displaced = Votre place (la place { $n }) a été ouverte dans une autre fenêtre ou un autre navigateur.
table-displaced-why = Une place ne s’affiche que dans une fenêtre à la fois : celle-ci ne montre donc plus votre jeu. Si c’était vous, continuez là-bas. Sinon, reprenez la place ici : l’autre fenêtre en sera prévenue.
table-displaced-back = Reprendre la place ici
table-copy = Copier
table-copy-label = Copier le { $what }
table-copied = Copié
table-name = Votre nom à cette table
table-name-save = Enregistrer
table-rematch = Revanche
table-rematch-go = Aller à la revanche
table-rematch-ready = Une revanche est prête.
table-download = Télécharger la partie
table-replay = Revoir la partie
table-leave = Quitter (un robot prend la suite)
table-leave-confirm = Quitter la partie ? Un robot jouera votre place.
table-leave-yes = Quitter
table-leave-no = Rester
table-result = Résultat
table-rank = { $rank }.
table-points =
    { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
table-pending = Envoi…
table-decision = Décision : { $what }
table-version = Coup { $n }
table-token-dropped = Ce lien de place n’est pas valable ici : vous regardez la partie.

replay-title = Relecture : { $game }
replay-ply = Coup { $ply } sur { $plies }
replay-start = Position de départ
replay-first = Début
replay-prev = Précédent
replay-next = Suivant
replay-last = Fin
replay-view = Point de vue
replay-seat-you = { $seat } (vous)
replay-all = Tout dévoilé
replay-spectator = Spectateur
replay-keys = Les flèches avancent et reculent ; Début et Fin sautent.
replay-action = { $seat } : { $action }
replay-notover = Cette partie est en cours : on pourra la rejouer quand elle sera finie.
replay-slider = Numéro du coup
replay-hand = Main { $name_elide ->
        [yes] d’{ $name }
       *[no] de { $name }
    }

err-bad_message = Le message n’a pas été compris.
err-too_large = Le message était trop long.
err-rate_limited = Trop de messages : ralentissez.
err-bad_token = Ce lien de place n’est pas valable.
err-no_table = Cette table n’existe pas.
err-not_running = Cette partie est terminée.
err-not_your_turn = Ce n’est pas votre tour.
err-stale = La partie a avancé avant l’arrivée de votre coup : voici la position actuelle.
err-illegal = Ce coup n’est pas permis.
err-bad_name = Un nom a de 1 à 24 caractères, sans caractères de contrôle.
err-bad_origin = Cette page ne peut pas se connecter à la table.
err-bad_table = La table n’a pas pu être ouverte : { $message }
err-bad_record = Cette partie ne peut pas être rejouée : { $message }
err-not_a_record = Ce fichier n’est pas une partie enregistrée par trigames (il y manque le jeu, sa version ou ses coups). Choisissez un fichier enregistré avec « Télécharger la partie » à la fin d’une partie.
err-private = On ne rejoint cette table que sur invitation.
err-seat_taken = Cette place n’est plus libre.
err-not_away = Cette personne est revenue : rien à confier au robot.
err-too_soon = Cette personne vient juste de partir et va peut-être revenir : réessayez dans un instant.
err-running = Cette partie est encore en cours.
err-busy = Le serveur est occupé ; réessayez plus tard.
err-storage = Le serveur n’a pas pu enregistrer votre coup ; réessayez.
err-network = Le serveur est injoignable.
err-unknown = Erreur : { $message }

seat-shape-0 = rond
seat-shape-1 = triangle
seat-shape-2 = carré
seat-shape-3 = losange
seat-shape-4 = étoile
seat-shape-5 = croix
seat-shape-6 = hexagone
seat-shape-7 = pentagone

agent-greedy = À courte vue
agent-mcts = Recherche en arbre
agent-random = Au hasard
agent-spiel-mcts = Recherche en arbre d’OpenSpiel
agent-spiel-ismcts = Recherche à information cachée d’OpenSpiel
agent-flex = Souple
agent-montecarlo = Penseur
agent-target = Tireur
agent-beginner = Débutant
agent-club = Joueur de club
agent-expert = Expert
agent-master = Maître
agent-ismcts = Recherche à information cachée
agent-lookahead = Stratège (tours entiers)
agent-exact = Solveur de fin de partie (petits plateaux)
agent-tactician = Tacticien

ev-unknown = Il s’est passé quelque chose : { $kind }
ev-nobody = personne
# the reader's own seat among others named in an event ("Winners: you, Ada"); events about the
# reader's seat select on $you ("yes") and say it in the second person ("You draw", "Vous piochez")
ev-you = vous
ev-none = rien

dec-OVER = partie terminée

comp-lobby-help = Jouez avec vos propres pièces autour d’un seul écran : saisissez chaque coup au fil de la partie ; les règles, les vérifications et le décompte des points sont faits pour vous.
comp-lobby-game = Compter les points : { $game }
comp-new = Compter les points : { $game }
comp-names = Noms des joueurs
comp-name = Nom de la place { $n }
comp-name-placeholder = Place { $n }
comp-start = Commencer à compter
comp-who = Compagnon de table : saisissez chaque coup joué avec la vraie boîte. Annuler reprend le dernier.
comp-enter = Place { $n } ({ $name }) : saisissez le coup
comp-enter-seat = Place { $n } : saisissez le coup
comp-undo = Annuler le dernier coup
comp-undo-keys = Ctrl+Z
comp-undone = Le dernier coup a été repris.
comp-nothing = Aucun coup à reprendre pour l’instant.
comp-score = Score
comp-links = Pause et partage
comp-link-continue = Lien pour continuer cette partie sur un autre appareil
comp-link-here = Pour faire une pause, fermez simplement la page : ce navigateur garde la partie (voir « Vos parties récentes »).
comp-share = Lien vers le résumé (relecture)
comp-tag = jouée avec la vraie boîte

err-no_undo = Rien à reprendre.

## look helper
lobby-rules = Règles
lobby-rules-label = Règles de { $game }
lobby-learn = Apprendre à jouer
lobby-learn-label = Apprendre à jouer à { $game } : une première partie guidée

## learn helper (the guided first game, static/learn.js)
learn-title = Apprendre { $game } : une première partie guidée
learn-missing = Il n’y a pas encore de partie guidée pour ce jeu.
learn-error = La partie guidée n’a pas pu commencer : { $message }
learn-step = Étape { $n } sur { $total }
learn-news = Ce qui vient de se passer
learn-why = Pourquoi :
learn-look = Cherchez cette commande sur le plateau.
learn-wait = Le robot joue…
learn-strayed = Vous avez joué un autre coup que celui de la leçon, elle ne peut plus vous guider : finissez cette partie librement, ou recommencez la leçon.
learn-free-end = La partie est finie.
learn-next = Et maintenant ?
learn-play = Jouer une vraie partie
learn-rules = Lire les règles de { $game }
learn-leave = Quitter la leçon
learn-restart = Recommencer la leçon
learn-prep-tile = Choisissez d’abord cette tuile dans votre chevalet.
learn-prep-rotate = Tournez la tuile jusqu’à ce que ses coins correspondent.
learn-prep-draw = Appuyez d’abord ici : le coût de la pioche s’affiche.
learn-prep-pass = Appuyez d’abord ici : le coût du passe s’affiche.
learn-end-won = Vous avez gagné, { $you } à { $bot } !
learn-end-lost = Le robot a gagné, { $bot } à { $you }. Réessayez, ou jouez une vraie partie.
learn-end-shared = Victoire partagée, { $you } à { $bot } !

## lead: the end of a game
table-rounds = Manche par manche
table-round = Manche
table-round-n = Manche { $n }
table-round-total = Score final
table-round-won = gagnée
table-round-draw = nulle
table-round-rock = a pris le caillou
table-length =
    { $n ->
        [one] La partie a duré { $n } coup.
       *[other] La partie a duré { $n } coups.
    }

## terminal (trigames play, replay, companion): rich markup [bold]…[/] is kept as it is
cli-commands = [bold]commandes[/] : le numéro d'un coup du menu, ou sa notation · [bold]aide[/] ou [bold]?[/] cette aide et le résumé des règles · [bold]conseil[/] le choix du meilleur robot (d'après ce que vous voyez) · [bold]annuler[/] revenir à votre décision précédente (contre des robots) · [bold]plateau[/] réafficher la position · [bold]q[/] enregistrer et quitter
cli-move = { $seat }, votre coup (numéro, notation, ? pour l'aide)
cli-bad = { $error } (tapez ? pour l'aide)
cli-no_number = pas de coup numéro { $k } : { $top ->
        [one] le seul coup est le 1
       *[other] choisissez 1–{ $top }
    }
cli-hint = conseil : [bold]{ $move }[/]{ $number }
cli-hint_number = {" "}(numéro { $n })
cli-undo_hot = annuler n'est possible que contre des robots
cli-undo_none = rien à annuler : c'est votre première décision
cli-undone = annulé : retour à votre décision au coup { $k }
cli-pass_to = Passez le clavier à la place { $n }.
cli-alone = { $seat }, appuyez sur Entrée quand vous seul voyez l'écran
cli-your_turn = { $seat }, c'est à vous.
cli-you = vous
cli-so_far = scores à ce stade :
cli-go_on = appuyez sur Entrée pour continuer
cli-game_over = partie terminée
cli-record = enregistrement : { $path }
cli-person = (une personne)
cli-players =
    { $name }, { $n ->
        [one] { $n } joueur
       *[other] { $n } joueurs
    }, graine { $seed } : { $who }
cli-saved_every = Cette partie est enregistrée après chaque coup dans [bold]{ $path }[/] (pour la reprendre : trigames resume { $path }). Tapez ? pour l'aide.
cli-resumed =
    reprise après { $n ->
        [one] { $n } coup
       *[other] { $n } coups
    }
cli-saved = enregistrée ; pour la reprendre : trigames resume { $path }
cli-interrupted = interrompue — enregistrée ; pour la reprendre : trigames resume { $path }
cli-not_text = ligne illisible (ce n'est pas du texte UTF-8) ; tapez-la à nouveau
cli-companion_move = { $who } : saisissez le coup (numéro, notation, annuler, ? pour l'aide)
cli-companion_commands = [bold]commandes[/] : le numéro du coup dans le menu, ou sa notation · [bold]annuler[/] reprendre le dernier coup, quel que soit son auteur · [bold]plateau[/] réafficher la position · [bold]?[/] cette aide et le résumé des règles · [bold]q[/] enregistrer et quitter
cli-companion_scores = score :
cli-companion_undo_none = aucun coup à reprendre pour l'instant
cli-companion_undone = repris : le coup { $move } { $who_elide ->
        [yes] d’{ $who }
       *[no] de { $who }
    }
cli-companion_end = appuyez sur Entrée pour fermer, ou tapez annuler pour reprendre le dernier coup
cli-companion_no_hint = pas de conseil ici : saisissez ce qui s'est passé à la table
cli-companion_trigono = [bold]Trigono[/] : saisissez où le palet lancé a fini — board (la planche), ground (le sol), big (le grand trou), small (le petit trou), bounce big, bounce small (après un rebond) — et ajoutez ce qu'il a fait tomber, p. ex. board+knock 2 ground, big+knock 1 small (la visée du résumé des règles sert aux parties jouées à l'écran)
cli-companion_triqueta = [bold]Triqueta[/] : piochez à la table, puis saisissez l'animal et sa rangée, p. ex. place R0 deer (cerf), ou keep (face cachée : personne ne le saisit avant la fin de la partie, où son propriétaire le nomme, p. ex. hidden bear)
cli-companion_triominos = [bold]Triominos[/] : saisissez qui a gagné la pioche de départ (first 2), puis chaque tuile posée, p. ex. 1-2-3@D(1,0)/r0 ou [3,2,1]@D(1,0), ou draw (piocher), ou pass (passer) ; en fin de manche, chaque chevalet non vide donne son total, p. ex. rack 23
cli-you_seat = { $seat } (vous)
cli-win = { $who } gagne { $scores }
cli-win_you = Vous gagnez { $scores }
cli-win_shared = { $who } gagnent ensemble { $scores }
cli-and = { $first } et { $last }
cli-rank_you =
    (vous êtes { $rank ->
        [1] 1er
       *[other] { $rank }e
    })
cli-person_seat = { $seat } (une personne)
cli-bot_seat = { $seat } { $agent }
cli-analyse-verdicts =
    { $good ->
        [one] { $good } bon coup
       *[other] { $good } bons coups
    }, { $inaccuracies ->
        [one] { $inaccuracies } imprécision
       *[other] { $inaccuracies } imprécisions
    }, { $mistakes ->
        [one] { $mistakes } erreur
       *[other] { $mistakes } erreurs
    }, { $blunders ->
        [one] { $blunders } gaffe
       *[other] { $blunders } gaffes
    }.
cli-analyse-by-wins = Une imprécision cède ≥ { $inaccuracy } % des victoires face au meilleur coup trouvé, une erreur ≥ { $mistake } %, une gaffe ≥ { $blunder } %.
cli-analyse-by-points = En points cédés face au meilleur coup trouvé : une imprécision ≥ { $inaccuracy }, une erreur ≥ { $mistake }, une gaffe ≥ { $blunder }.

## polish-a (issue 18: the newcomer's second tour)
lobby-levels = Niveaux
lobby-research = Autres robots (pour la recherche)
lobby-bot-about = { $name } : { $about }
bot-about-beginner = Joue vite et se trompe : un bon premier adversaire.
bot-about-club = Connaît le jeu et joue des coups solides.
bot-about-expert = Réfléchit à l’avance : difficile à battre.
bot-about-master = Le plus fort : peut réfléchir quelques secondes par coup.
bot-about-random = Joue un coup permis, au hasard.
bot-about-greedy = Prend ce qui rapporte le plus tout de suite, sans voir plus loin.
bot-about-mcts = Joue de nombreuses parties imaginaires jusqu’au bout avant chaque coup.
bot-about-ismcts = Joue de nombreuses parties imaginaires en devinant ce qu’il ne voit pas.
bot-about-spiel-mcts = La recherche en arbre de la bibliothèque de recherche OpenSpiel.
bot-about-spiel-ismcts = La recherche d’OpenSpiel pour les jeux à information cachée.
bot-about-flex = Marque tout de suite, mais garde les tuiles qui se placent encore.
bot-about-montecarlo = Essaie de nombreux lancers dans sa tête et garde le meilleur.
bot-about-target = Vise toujours le trou qui prend le plus de palets.
bot-about-lookahead = Pèse chaque tour entier contre la meilleure réponse.
bot-about-exact = Suit chaque tour jusqu’à la fin de la partie. Sur un plateau de plus de 12 pierres, il joue comme le stratège.
bot-about-tactician = Pèse chaque coup contre les meilleures réponses des joueurs suivants.
lobby-as-everyone = comme les autres ({ $choice })
lobby-bad-choice = « { $option } » prend l’une de ces valeurs : { $choices }.
lobby-bad-whole = « { $option } » prend un nombre entier de { $low } à { $high }.
lobby-bad-number = « { $option } » prend un nombre de { $low } à { $high }.
lobby-bad-option = « { $option } » n’est pas valable.

## tour 3 helper (issue 18) : le salon s’ouvre sur une nouvelle table ; robots choisis par niveau ; qui commence
lobby-start = Commencer une partie
lobby-start-help = Choisissez un jeu : vous jouez tout de suite, contre un robot du niveau de votre choix ou avec des amis que vous invitez.
lobby-research-show = Proposer aussi les robots de recherche (nommés d’après leurs programmes)
lobby-first-seat = { $seat } ({ $who })
lobby-first-you = Vous jouez en premier. Pour laisser le premier tour à un robot, choisissez sa place.

## tour 4 (issue 18): the lobby shows each game once (its card: play, rules, guided game, keep score)
comp-lobby-keep = Compter les points
comp-lobby-note = Vous jouez avec la vraie boîte ? « Compter les points » sous un jeu saisit chaque coup sur un seul écran : les règles, les vérifications et le décompte des points sont faits pour vous.

## the replay's "why?" (issue 22): a finished game's move judged by the analysis, from its mover's view
replay-why = Juger ce coup
replay-why-thinking =
    { $you ->
        [yes] Examen de chaque coup que vous pouviez jouer…
       *[other] { $named ->
            [no] Examen de chaque coup que la place { $n } pouvait jouer…
           *[yes] Examen de chaque coup { $seat_elide ->
                   [yes] qu’{ $seat }
                  *[no] que { $seat }
               } pouvait jouer…
        }
    }
replay-why-verdict =
    { $verdict ->
        [good] { $seat } : un bon coup.
        [inaccuracy] { $seat } : une imprécision.
        [mistake] { $seat } : une erreur.
       *[blunder] { $seat } : une gaffe.
    }
replay-why-forced =
    { $you ->
        [yes] Vous n’aviez pas d’autre coup.
       *[other] { $seat } n’avait pas d’autre coup.
    }
replay-why-unjudged = Ce coup réunit plusieurs décisions en une : il n’est pas jugé.
replay-why-entered = Ce résultat a été saisi à la main, d’après un vrai lancer : il n’y a pas de visée à juger.
replay-why-kept = Cette partie a été comptée avec la vraie boîte : ce qui était caché (les jetons face cachée, les tuiles des chevalets et de la pioche) n’a jamais été distribué ici, l’analyse ne peut donc pas peser ce coup.
replay-why-unweighed = L’analyse ne peut pas peser ce coup.
replay-why-cut = L’analyse n’a pas pu voir ce coup jusqu’au bout dans son budget : elle ne le juge donc jamais pire qu’une imprécision.
replay-why-best-same = C’est le meilleur coup trouvé par l’analyse.
replay-why-lost-none = Ce coup vaut le meilleur coup trouvé.
replay-why-tie = Ce coup vaut le meilleur coup trouvé, { $move }.
replay-why-lost-wins = Le meilleur coup trouvé gagne { $lost } fois de plus sur 100.
replay-why-lost-points =
    Ce coup a cédé { $lost ->
        [one] { $lost } point
       *[other] { $lost } points
    } face au meilleur coup trouvé.
replay-why-best = Meilleur coup trouvé : { $move }.
replay-why-line = Puis, comme l’analyse le prévoit : { $line }.
# les coups d’un joueur dans cette suite
replay-why-line-by =
    { $you ->
        [yes] vous : { $moves }
       *[other] { $seat } : { $moves }
    }
replay-why-moves = Coups pesés : { $moves }.
# un coup de cette liste : sa part des victoires (ou, quand l’analyse compte en points, ce qu’il vaut en points)
replay-why-move-wins = { $move } (gagne { $win } fois sur 100)
replay-why-move-points = { $move } ({ $points ->
        [one] { $points } point
       *[other] { $points } points
    })
replay-why-move-played = (le coup joué)
replay-why-about =
    { $you ->
        [yes] Jugé d’après ce que vous voyiez alors.
       *[other] { $named ->
            [no] Jugé d’après ce que voyait la place { $n } à ce moment.
           *[yes] Jugé d’après ce que voyait { $seat } à ce moment.
        }
    }
