"""Plain words for people, in English and French: one name for a seat in every game, verbs that
agree, whole scores.

A seat is called "seat N" ("place N" in French, as on the web table) everywhere, N from 0 as in
`--seat` and `--humans`; the person at the screen is "you" ("vous").
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

LANGS = ("en", "fr")
SEAT = {"en": "seat", "fr": "place"}
YOU = {"en": "you", "fr": "vous"}


def seat_name(p: int, lang: str = "en") -> str:
    return f"{SEAT[lang]} {p}"


def names_for(players: int, me: int | None, lang: str = "en") -> list[str]:
    """What to call each seat on a screen shown to `me` (None: a spectator)."""
    return [YOU[lang] if p == me else seat_name(p, lang) for p in range(players)]


def is_you(who: str) -> bool:
    return who in ("you", "vous")


def fr(who: str, vous: str, il: str) -> str:
    """"vous piochez", "place 1 pioche"."""
    return f"{who} {vous if is_you(who) else il}"


def verb(who: str, base: str) -> str:
    """"you draw", "seat 1 draws", "seat 1 passes"."""
    if who == "you":
        return f"you {base}"
    ending = "es" if base.endswith(("s", "sh", "ch", "x")) else "s"
    return f"{who} {base}{ending}"


def number(x: float) -> str:
    """Whole scores without a trailing ".0"."""
    return str(int(x)) if float(x).is_integer() else f"{x:g}"


def an(word: str) -> str:
    """"a deer", "an owl"."""
    return f"{'an' if word[:1].lower() in 'aeiou' else 'a'} {word}"


def plural(n: int, word: str, many: str | None = None) -> str:
    return f"{n} {word if n == 1 else (many or word + 's')}"


def generic(event: dict[str, Any], names: Sequence[str]) -> str | None:
    """Fallback wording: the kind and its fields, without Python noise (no None values)."""
    kind = event.get("kind", "event")
    if kind == "game_end":
        return None
    seat = event.get("seat")
    who = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else None
    rest = ", ".join(f"{k.replace('_', ' ')} {v}" for k, v in event.items()
                     if k not in ("kind", "seat", "outcome") and v is not None)
    head = verb(who, kind.replace("_", " ")) if who else kind.replace("_", " ")
    return head + (f" ({rest})" if rest else "")


def ending(scores: Sequence[float], ranks: Sequence[int], me: int | None, names: Sequence[str],
           lang: str = "en") -> str:
    """"You win 19–5–1", "Seat 2 wins 19–5–1", "You and seat 2 share the win 7–7–3"."""
    line = "–".join(number(s) for s in scores)
    winners = [p for p, r in enumerate(ranks) if r == 1]
    who = [names[p] for p in winners]
    both = " and " if lang == "en" else " et "
    if len(who) == 1:
        text = verb(who[0], "win") if lang == "en" else fr(who[0], "gagnez", "gagne")
    else:
        text = both.join([", ".join(who[:-1]), who[-1]]) + (" share the win" if lang == "en" else " gagnent ensemble")
    text = f"{text[0].upper()}{text[1:]} {line}"
    if me is not None and me not in winners:
        text += f" (you are {ordinal(ranks[me])})" if lang == "en" else f" (vous êtes {ranks[me]}e)"
    return text


def ordinal(n: int) -> str:
    return f"{n}{'th' if 10 <= n % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(n % 10, 'th')}"


TEXT: dict[str, dict[str, str]] = {
    "en": {
        "commands": "[bold]commands[/]: a move's number from the menu, or its notation · [bold]help[/] or [bold]?[/] "
                    "this help and the rules card · [bold]hint[/] the best bot's suggestion (from what you can see) · "
                    "[bold]undo[/] back to your previous decision (against bots) · [bold]board[/] show the position "
                    "again · [bold]q[/] save and quit",
        "move": "{seat}, your move (number, notation, ? for help)",
        "bad": "{error} (type ? for help)",
        "no_number": "no move number {k}: choose 0–{top}",
        "hint": "hint: [bold]{move}[/]{number}",
        "hint_number": " (number {n})",
        "undo_hot": "undo is for games against bots only",
        "undo_none": "nothing to undo: this is your first decision",
        "undone": "undone: back to your decision at move {k}",
        "pass_to": "Pass the keyboard to {seat}.",
        "alone": "{seat}, press Enter when you alone can see the screen",
        "your_turn": "{seat}, it is your turn.",
        "you": "you",
        "so_far": "scores so far:",
        "go_on": "press Enter to go on",
        "game_over": "game over",
        "record": "record: {path}",
        "person": "(a person)",
        "players": "{name}, {n} players, seed {seed}: {who}",
        "saved_every": "This game is saved after every move to [bold]{path}[/] (continue it with: trigames resume "
                       "{path}). Type ? for help.",
        "resumed": "resumed after {n} moves",
        "saved": "saved; continue with: trigames resume {path}",
        "interrupted": "interrupted — saved; continue with: trigames resume {path}",
        "not_text": "could not read that line (it is not UTF-8 text); type it again",
        "companion_move": "{who}: enter the move (number, notation, undo, ? for help)",
        "companion_commands": "[bold]commands[/]: the move's number from the menu, or its notation · [bold]undo[/] "
                              "take back the last move, whoever made it · [bold]board[/] show the position again · "
                              "[bold]?[/] this help and the rules card · [bold]q[/] save and quit",
        "companion_scores": "score:",
        "companion_undo_none": "nothing to take back yet",
        "companion_undone": "taken back: {who}'s move {move}",
        "companion_end": "press Enter to close, or type undo to take back the last move",
        "companion_no_hint": "no hints here: enter what happened at the table",
        "companion_trigono": "[bold]Trigono[/]: enter where the thrown puck ended — board, ground, big, small, "
                             "bounce big, bounce small — and add what it knocked, e.g. board+knock 2 ground, "
                             "big+knock 1 small (the rules card's aiming is for games played on screen)",
        "companion_triqueta": "[bold]Triqueta[/]: draw at the table, then enter the animal and the row it goes to, "
                              "e.g. place R0 deer, or keep (face down: nobody types it until the end of the game, "
                              "when its owner names it, e.g. hidden bear)",
        "companion_triominos": "[bold]Triominos[/]: enter who won the draw-off (first 2), then each tile as it is "
                               "laid, e.g. 1-2-3@D(1,0)/r0 or [3,2,1]@D(1,0), or draw, or pass; when a round ends, "
                               "each rack still holding tiles gives its total, e.g. rack 23",
    },
    "fr": {
        "commands": "[bold]commandes[/] : le numéro d'un coup du menu, ou sa notation · [bold]aide[/] ou [bold]?[/] "
                    "cette aide et le résumé des règles · [bold]conseil[/] le choix du meilleur robot (d'après ce que "
                    "vous voyez) · [bold]annuler[/] revenir à votre décision précédente (contre des robots) · "
                    "[bold]plateau[/] réafficher la position · [bold]q[/] enregistrer et quitter",
        "move": "{seat}, votre coup (numéro, notation, ? pour l'aide)",
        "bad": "{error} (tapez ? pour l'aide)",
        "no_number": "pas de coup numéro {k} : choisissez 0–{top}",
        "hint": "conseil : [bold]{move}[/]{number}",
        "hint_number": " (numéro {n})",
        "undo_hot": "annuler n'est possible que contre des robots",
        "undo_none": "rien à annuler : c'est votre première décision",
        "undone": "annulé : retour à votre décision au coup {k}",
        "pass_to": "Passez le clavier à la {seat}.",
        "alone": "{seat}, appuyez sur Entrée quand vous seul voyez l'écran",
        "your_turn": "{seat}, c'est à vous.",
        "you": "vous",
        "so_far": "scores à ce stade :",
        "go_on": "appuyez sur Entrée pour continuer",
        "game_over": "partie terminée",
        "record": "enregistrement : {path}",
        "person": "(une personne)",
        "players": "{name}, {n} joueurs, graine {seed} : {who}",
        "saved_every": "Cette partie est enregistrée après chaque coup dans [bold]{path}[/] (pour la reprendre : "
                       "trigames resume {path}). Tapez ? pour l'aide.",
        "resumed": "reprise après {n} coups",
        "saved": "enregistrée ; pour la reprendre : trigames resume {path}",
        "interrupted": "interrompue — enregistrée ; pour la reprendre : trigames resume {path}",
        "not_text": "ligne illisible (ce n'est pas du texte UTF-8) ; tapez-la à nouveau",
        "companion_move": "{who} : saisissez le coup (numéro, notation, annuler, ? pour l'aide)",
        "companion_commands": "[bold]commandes[/] : le numéro du coup dans le menu, ou sa notation · [bold]annuler[/] "
                              "reprendre le dernier coup, quel que soit son auteur · [bold]plateau[/] réafficher la "
                              "position · [bold]?[/] cette aide et le résumé des règles · [bold]q[/] enregistrer et "
                              "quitter",
        "companion_scores": "score :",
        "companion_undo_none": "aucun coup à reprendre pour l'instant",
        "companion_undone": "repris : le coup {move} de {who}",
        "companion_end": "appuyez sur Entrée pour fermer, ou tapez annuler pour reprendre le dernier coup",
        "companion_no_hint": "pas de conseil ici : saisissez ce qui s'est passé à la table",
        "companion_trigono": "[bold]Trigono[/] : saisissez où le palet lancé a fini — board (la planche), ground "
                             "(le sol), big (le grand trou), small (le petit trou), bounce big, bounce small (après "
                             "un rebond) — et ajoutez ce qu'il a fait tomber, p. ex. board+knock 2 ground, "
                             "big+knock 1 small (la visée du résumé des règles sert aux parties jouées à l'écran)",
        "companion_triqueta": "[bold]Triqueta[/] : piochez à la table, puis saisissez l'animal et sa rangée, "
                              "p. ex. place R0 deer (cerf), ou keep (face cachée : personne ne le saisit avant la "
                              "fin de la partie, où son propriétaire le nomme, p. ex. hidden bear)",
        "companion_triominos": "[bold]Triominos[/] : saisissez qui a gagné la pioche de départ (first 2), puis chaque "
                               "tuile posée, p. ex. 1-2-3@D(1,0)/r0 ou [3,2,1]@D(1,0), ou draw (piocher), ou pass "
                               "(passer) ; en fin de manche, chaque chevalet non vide donne son total, p. ex. rack 23",
    },
}
"""The terminal's own words (the games' words are in each game's `words` module)."""


def say(lang: str, key: str, **fields: object) -> str:
    return TEXT[lang][key].format(**fields)
