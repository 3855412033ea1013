// The one message catalogue: English and French. Game packages add their own entries
// (web/messages.js) with addMessages(); every string on screen goes through t().
const KEY = "trigames.lang";
export const LANGS = ["en", "fr"];

const MESSAGES = {
  en: {
    "app.title": "trigames",
    "app.tagline": "Four tabletop games in your browser",
    "app.lobby": "Lobby",
    "app.language": "Language",
    "app.switch": "Français",
    "app.switch.label": "Passer en français",
    "app.loading": "Loading…",
    "app.notfound": "This page does not exist.",
    "app.back": "Back to the lobby",
    "app.error": "Something went wrong: {message}",
    "app.skip": "Skip to the main content",

    "lobby.games": "Games",
    "lobby.players": "{min}–{max} players",
    "lobby.players.open": "{min} players or more",
    "lobby.players.solo": "Solo, or as many players as you like",
    "lobby.random": "drawn at random",
    "lobby.hidden": "Hidden information: each player sees only their own tokens.",
    "lobby.public": "Everything is on the table.",
    "lobby.new": "New table",
    "lobby.new.for": "New table: {game}",
    "lobby.choose": "Choose a game to start a table.",
    "lobby.play": "Play {game}",
    "lobby.count": "Players",
    "lobby.options": "Options",
    "lobby.more": "More options",
    "lobby.default": "default",
    "lobby.none": "none",
    "lobby.yes": "yes",
    "lobby.no": "no",
    "lobby.seats": "Seats",
    "lobby.seat": "Seat {n}",
    "lobby.person": "Person",
    "lobby.bot": "Bot",
    "lobby.agent": "Bot",
    "lobby.strength": "Strength",
    "lobby.strength.easy": "easy",
    "lobby.strength.normal": "normal",
    "lobby.strength.strong": "strong",
    "lobby.kind": "Who plays seat {n}",
    "lobby.you": "you",
    "lobby.yourname": "Your name",
    "lobby.listed": "List the table in the lobby so anyone can join",
    "lobby.create": "Create the table",
    "lobby.creating": "Creating…",
    "lobby.cancel": "Cancel",
    "lobby.open": "Open tables",
    "lobby.open.none": "No open table right now.",
    "lobby.join": "Join",
    "lobby.join.seat": "Join {game} (free seats: {n})",
    "lobby.recent": "Your recent games",
    "lobby.recent.none": "No game yet on this browser.",
    "lobby.recent.forget": "Forget",
    "lobby.recent.forget.label": "Forget this game on this browser",
    "lobby.status.running": "in play",
    "lobby.status.finished": "finished",
    "lobby.status.uploaded": "uploaded record",
    "lobby.upload": "View a game record",
    "lobby.upload.help": "Choose a game record file (.json) to replay it.",
    "lobby.upload.file": "Choose a file…",
    "lobby.upload.none": "No file chosen.",
    "lobby.upload.go": "Open the replay",
    "lobby.upload.bad": "This file is not a JSON game record.",
    "lobby.seatsof": "{names}",

    "table.title": "{game} table",
    "table.you": "You play seat {n}.",
    "table.spectator": "You are watching.",
    "table.yourturn": "Your turn",
    "table.turnof": "{name} to play",
    "table.over": "Game over",
    "table.winner": "{names} wins",
    "table.winners": "Winners: {names}",
    "table.connecting": "Connecting…",
    "table.connected": "Connected",
    "table.reconnecting": "Connection lost: reconnecting in {s} s…",
    "table.players": "Players",
    "table.score": "Score",
    "table.scores": "Scores",
    "table.seat": "Seat {n}",
    "table.seatof": "seat {n}",
    "table.online": "online",
    "table.offline": "offline",
    "table.waiting": "not joined yet",
    "table.bot": "bot ({agent})",
    "table.youmark": "you",
    "table.tomove": "to play",
    "table.log": "What happened",
    "table.log.empty": "Nothing yet.",
    "table.actions": "Your choices",
    "table.actions.none": "Nothing to choose now.",
    "table.actions.keys": "Keys 1–9 choose the first nine.",
    "table.actions.filter": "Filter the choices",
    "table.actions.more": "{n} more: type in the filter to find them",
    "table.text": "The game as text",
    "table.details.points": "{n} points",
    "table.details.out": "you go out",
    "table.view.plain": "Show the moves as a plain list",
    "table.view.board": "Show the board",
    "table.invite": "Invite",
    "table.invite.seat": "Link for seat {n}",
    "table.invite.spectator": "Link to watch",
    "table.copy": "Copy",
    "table.copy.label": "Copy the {what}",
    "table.copied": "Copied",
    "table.name": "Your name at this table",
    "table.name.save": "Save",
    "table.rematch": "Rematch",
    "table.rematch.go": "Go to the rematch",
    "table.rematch.ready": "A rematch is ready.",
    "table.download": "Download the game record",
    "table.replay": "Replay this game",
    "table.leave": "Leave (a bot plays on)",
    "table.leave.confirm": "Leave this game? A bot will play your seat.",
    "table.result": "Result",
    "table.rank": "{rank}.",
    "table.points": "{n} points",
    "table.pending": "Sending…",
    "table.decision": "Decision: {what}",
    "table.version": "Move {n}",
    "table.token.dropped": "This seat link is not valid here: you are watching instead.",

    "replay.title": "Replay: {game}",
    "replay.ply": "Move {ply} of {plies}",
    "replay.start": "Start position",
    "replay.first": "First",
    "replay.prev": "Previous",
    "replay.next": "Next",
    "replay.last": "Last",
    "replay.view": "Point of view",
    "replay.all": "Everything revealed",
    "replay.spectator": "Spectator",
    "replay.keys": "Arrow keys step; Home and End jump.",
    "replay.action": "Move: {action}",
    "replay.notover": "This game is still being played: it can be replayed when it is over.",
    "replay.slider": "Move number",
    "replay.hand": "Hand of {name}",

    "err.bad_message": "The message was not understood.",
    "err.too_large": "The message was too large.",
    "err.rate_limited": "Too many messages: slow down.",
    "err.bad_token": "This seat link is not valid.",
    "err.no_table": "This table does not exist.",
    "err.not_running": "This game is over.",
    "err.not_your_turn": "It is not your turn.",
    "err.stale": "The game moved on before your move arrived: here is the position now.",
    "err.illegal": "That move is not allowed.",
    "err.bad_name": "A name has 1 to 24 characters, without control characters.",
    "err.bad_origin": "This page may not connect to the table.",
    "err.bad_table": "The table could not be created: {message}",
    "err.bad_record": "This record cannot be replayed: {message}",
    "err.private": "This table is joined by invitation only.",
    "err.seat_taken": "That seat is no longer free.",
    "err.running": "This game is still being played.",
    "err.busy": "The server is busy; try again later.",
    "err.storage": "The server could not store your move; please try again.",
    "err.network": "The server cannot be reached.",
    "err.unknown": "Error: {message}",

    "seat.shape.0": "circle",
    "seat.shape.1": "triangle",
    "seat.shape.2": "square",
    "seat.shape.3": "diamond",
    "seat.shape.4": "star",
    "seat.shape.5": "cross",
    "seat.shape.6": "hexagon",
    "seat.shape.7": "pentagon",

    "agent.greedy": "greedy",
    "agent.mcts": "tree search (MCTS)",
    "agent.random": "random",
    "agent.spiel-mcts": "OpenSpiel MCTS",
    "agent.spiel-ismcts": "OpenSpiel IS-MCTS",
    "agent.flex": "flexible",
    "agent.montecarlo": "Monte Carlo",
    "agent.target": "target",

    "ev.unknown": "Something happened: {kind}",
    "ev.nobody": "nobody",
    "ev.none": "nothing",
    "dec.OVER": "game over",
  },
  fr: {
    "app.title": "trigames",
    "app.tagline": "Quatre jeux de plateau dans votre navigateur",
    "app.lobby": "Accueil",
    "app.language": "Langue",
    "app.switch": "English",
    "app.switch.label": "Switch to English",
    "app.loading": "Chargement…",
    "app.notfound": "Cette page n’existe pas.",
    "app.back": "Retour à l’accueil",
    "app.error": "Un problème est survenu : {message}",
    "app.skip": "Aller au contenu principal",

    "lobby.games": "Jeux",
    "lobby.players": "{min} à {max} joueurs",
    "lobby.players.open": "{min} joueurs ou plus",
    "lobby.players.solo": "En solitaire ou à plusieurs",
    "lobby.random": "tiré au sort",
    "lobby.hidden": "Information cachée : chacun ne voit que ses propres jetons.",
    "lobby.public": "Tout est visible sur la table.",
    "lobby.new": "Nouvelle table",
    "lobby.new.for": "Nouvelle table : {game}",
    "lobby.choose": "Choisissez un jeu pour ouvrir une table.",
    "lobby.play": "Jouer à {game}",
    "lobby.count": "Joueurs",
    "lobby.options": "Options",
    "lobby.more": "Plus d’options",
    "lobby.default": "par défaut",
    "lobby.none": "aucun",
    "lobby.yes": "oui",
    "lobby.no": "non",
    "lobby.seats": "Places",
    "lobby.seat": "Place {n}",
    "lobby.person": "Personne",
    "lobby.bot": "Robot",
    "lobby.agent": "Robot",
    "lobby.strength": "Force",
    "lobby.strength.easy": "facile",
    "lobby.strength.normal": "normale",
    "lobby.strength.strong": "forte",
    "lobby.kind": "Qui joue la place {n}",
    "lobby.you": "vous",
    "lobby.yourname": "Votre nom",
    "lobby.listed": "Afficher la table à l’accueil pour que chacun puisse la rejoindre",
    "lobby.create": "Ouvrir la table",
    "lobby.creating": "Ouverture…",
    "lobby.cancel": "Annuler",
    "lobby.open": "Tables ouvertes",
    "lobby.open.none": "Aucune table ouverte pour l’instant.",
    "lobby.join": "Rejoindre",
    "lobby.join.seat": "Rejoindre {game} (places libres : {n})",
    "lobby.recent": "Vos parties récentes",
    "lobby.recent.none": "Aucune partie encore sur ce navigateur.",
    "lobby.recent.forget": "Oublier",
    "lobby.recent.forget.label": "Oublier cette partie sur ce navigateur",
    "lobby.status.running": "en cours",
    "lobby.status.finished": "terminée",
    "lobby.status.uploaded": "partie importée",
    "lobby.upload": "Voir une partie enregistrée",
    "lobby.upload.help": "Choisissez un fichier de partie (.json) pour la rejouer.",
    "lobby.upload.file": "Choisir un fichier…",
    "lobby.upload.none": "Aucun fichier choisi.",
    "lobby.upload.go": "Ouvrir la relecture",
    "lobby.upload.bad": "Ce fichier n’est pas une partie enregistrée en JSON.",
    "lobby.seatsof": "{names}",

    "table.title": "Table de {game}",
    "table.you": "Vous jouez la place {n}.",
    "table.spectator": "Vous regardez la partie.",
    "table.yourturn": "À vous de jouer",
    "table.turnof": "À {name} de jouer",
    "table.over": "Partie terminée",
    "table.winner": "{names} gagne",
    "table.winners": "Gagnants : {names}",
    "table.connecting": "Connexion…",
    "table.connected": "Connecté",
    "table.reconnecting": "Connexion perdue : nouvel essai dans {s} s…",
    "table.players": "Joueurs",
    "table.score": "Points",
    "table.scores": "Points",
    "table.seat": "Place {n}",
    "table.seatof": "place {n}",
    "table.online": "en ligne",
    "table.offline": "hors ligne",
    "table.waiting": "pas encore arrivé",
    "table.bot": "robot ({agent})",
    "table.youmark": "vous",
    "table.tomove": "joue",
    "table.log": "Déroulement",
    "table.log.empty": "Rien pour l’instant.",
    "table.actions": "Vos choix",
    "table.actions.none": "Rien à choisir pour l’instant.",
    "table.actions.keys": "Les touches 1 à 9 choisissent les neuf premiers.",
    "table.actions.filter": "Filtrer les choix",
    "table.actions.more": "{n} de plus : tapez dans le filtre pour les trouver",
    "table.text": "La partie en texte",
    "table.details.points": "{n} points",
    "table.details.out": "vous terminez",
    "table.view.plain": "Afficher les coups en simple liste",
    "table.view.board": "Afficher le plateau",
    "table.invite": "Inviter",
    "table.invite.seat": "Lien de la place {n}",
    "table.invite.spectator": "Lien pour regarder",
    "table.copy": "Copier",
    "table.copy.label": "Copier le {what}",
    "table.copied": "Copié",
    "table.name": "Votre nom à cette table",
    "table.name.save": "Enregistrer",
    "table.rematch": "Revanche",
    "table.rematch.go": "Aller à la revanche",
    "table.rematch.ready": "Une revanche est prête.",
    "table.download": "Télécharger la partie",
    "table.replay": "Rejouer cette partie",
    "table.leave": "Quitter (un robot prend la suite)",
    "table.leave.confirm": "Quitter la partie ? Un robot jouera votre place.",
    "table.result": "Résultat",
    "table.rank": "{rank}.",
    "table.points": "{n} points",
    "table.pending": "Envoi…",
    "table.decision": "Décision : {what}",
    "table.version": "Coup {n}",
    "table.token.dropped": "Ce lien de place n’est pas valable ici : vous regardez la partie.",

    "replay.title": "Relecture : {game}",
    "replay.ply": "Coup {ply} sur {plies}",
    "replay.start": "Position de départ",
    "replay.first": "Début",
    "replay.prev": "Précédent",
    "replay.next": "Suivant",
    "replay.last": "Fin",
    "replay.view": "Point de vue",
    "replay.all": "Tout dévoilé",
    "replay.spectator": "Spectateur",
    "replay.keys": "Les flèches avancent et reculent ; Début et Fin sautent.",
    "replay.action": "Coup : {action}",
    "replay.notover": "Cette partie est en cours : on pourra la rejouer quand elle sera finie.",
    "replay.slider": "Numéro du coup",
    "replay.hand": "Main de {name}",

    "err.bad_message": "Le message n’a pas été compris.",
    "err.too_large": "Le message était trop long.",
    "err.rate_limited": "Trop de messages : ralentissez.",
    "err.bad_token": "Ce lien de place n’est pas valable.",
    "err.no_table": "Cette table n’existe pas.",
    "err.not_running": "Cette partie est terminée.",
    "err.not_your_turn": "Ce n’est pas votre tour.",
    "err.stale": "La partie a avancé avant l’arrivée de votre coup : voici la position actuelle.",
    "err.illegal": "Ce coup n’est pas permis.",
    "err.bad_name": "Un nom a de 1 à 24 caractères, sans caractères de contrôle.",
    "err.bad_origin": "Cette page ne peut pas se connecter à la table.",
    "err.bad_table": "La table n’a pas pu être ouverte : {message}",
    "err.bad_record": "Cette partie ne peut pas être rejouée : {message}",
    "err.private": "On ne rejoint cette table que sur invitation.",
    "err.seat_taken": "Cette place n’est plus libre.",
    "err.running": "Cette partie est encore en cours.",
    "err.busy": "Le serveur est occupé ; réessayez plus tard.",
    "err.storage": "Le serveur n’a pas pu enregistrer votre coup ; réessayez.",
    "err.network": "Le serveur est injoignable.",
    "err.unknown": "Erreur : {message}",

    "seat.shape.0": "rond",
    "seat.shape.1": "triangle",
    "seat.shape.2": "carré",
    "seat.shape.3": "losange",
    "seat.shape.4": "étoile",
    "seat.shape.5": "croix",
    "seat.shape.6": "hexagone",
    "seat.shape.7": "pentagone",

    "agent.greedy": "glouton",
    "agent.mcts": "recherche arborescente (MCTS)",
    "agent.random": "au hasard",
    "agent.spiel-mcts": "MCTS d’OpenSpiel",
    "agent.spiel-ismcts": "IS-MCTS d’OpenSpiel",
    "agent.flex": "souple",
    "agent.montecarlo": "Monte-Carlo",
    "agent.target": "cible",

    "ev.unknown": "Il s’est passé quelque chose : {kind}",
    "ev.nobody": "personne",
    "ev.none": "rien",
    "dec.OVER": "partie terminée",
  },
};

let current = (() => {
  try {
    const saved = localStorage.getItem(KEY);
    if (LANGS.includes(saved)) return saved;
  } catch {
    /* storage refused: use the browser's language */
  }
  return (navigator.language || "en").toLowerCase().startsWith("fr") ? "fr" : "en";
})();
const listeners = new Set();

export function lang() {
  return current;
}

export function setLang(code) {
  if (!LANGS.includes(code) || code === current) return;
  current = code;
  try {
    localStorage.setItem(KEY, code);
  } catch {
    /* not remembered, still switched */
  }
  document.documentElement.lang = code;
  for (const fn of listeners) fn(code);
}

export function onLang(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Merge a game's catalogue ({en: {...}, fr: {...}}) into the one catalogue. */
export function addMessages(bundle) {
  for (const code of LANGS) Object.assign(MESSAGES[code], (bundle && bundle[code]) || {});
}

export function has(key) {
  return key in MESSAGES[current];
}

/** The message `key` in the current language, `{name}` replaced by params.name (as text). */
export function t(key, params) {
  let text = MESSAGES[current][key];
  if (text === undefined) {
    text = MESSAGES.en[key];
    if (text === undefined) return `⟦${key}⟧`; // a missing key shows, and the tests catch it
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (all, name) => (name in params ? String(params[name]) : all));
}

/** t() for a count: tries `key.one` / `key.other` (French: 0 and 1 are singular). */
export function tn(key, n, params) {
  const one = current === "fr" ? n === 0 || n === 1 : n === 1;
  return t(`${key}.${one ? "one" : "other"}`, { n, ...params });
}

/** The whole catalogue of one language (the tests compare the two). */
export function catalogue(code) {
  return { ...MESSAGES[code] };
}

document.documentElement.lang = current;
