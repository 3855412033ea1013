"""The message catalogue for the terminal: the same Project Fluent files (.ftl) the browser reads.

The core's words are `trigames/web/static/i18n/{en,fr}.ftl`; a game registers its own
(`GAME/web/{en,fr}.ftl`) with `register(__package__)` from its `words` module. A message is named by
its dotted key, as in the browser's `t(key, params)`: the Fluent id is the key with every '.' (and any
other character an id cannot hold) turned into '-'. Numbers are written without thousands
separators, and a count selects its plural form (`{ $n -> [one] … *[other] … }`; French: 0 and 1 are
singular). Every text argument `x` comes with `x_elide`, "yes" when it starts with a vowel (French writes
"d’Ann", "qu’Ann", never "de Ann"; an h is not elided), "no" otherwise, as the browser's `t` gives it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNumber, fluent_number

from . import nobreak  # noqa: F401  (the French no-break spaces these words carry stay unbroken on screen)

LANGS = ("en", "fr")
_FOLDERS: list[tuple[str, str]] = [("trigames.web", "static/i18n")]  # the core first; then each game's web/
_INTEGER = re.compile(r"^-?\d{1,15}$")
_NOT_ID = re.compile(r"[^a-zA-Z0-9_-]")
_VOWEL = re.compile(r"[aeiouyæœ]", re.I)  # after accents are taken off: "É" is "E"; h is never elided
_HYPHEN_MINUS = re.compile(r"(?<![\w-])-(?=\d)")  # a negative number as written: "-9" (people read "−9")


def fluent_id(key: str) -> str:
    """The Fluent id of a dotted key ("table.seat" -> "table-seat")."""
    return _NOT_ID.sub("-", key)


def register(package: str) -> None:
    """Add the catalogue of a game package (`<package>/web/en.ftl`, `fr.ftl`)."""
    if (package, "web") not in _FOLDERS:
        _FOLDERS.append((package, "web"))
        _bundle.cache_clear()


def sources(lang: str) -> list[tuple[str, str]]:
    """(where, FTL text) of every registered file of a language, the core first: `LANG.ftl` and
    any `PART.LANG.ftl` beside it."""
    out: list[tuple[str, str]] = []
    for package, folder in _FOLDERS:
        path = resources.files(package).joinpath(*folder.split("/"))
        if not path.is_dir():
            continue
        files = sorted((p for p in path.iterdir() if p.name == f"{lang}.ftl" or p.name.endswith(f".{lang}.ftl")),
                       key=lambda p: (p.name != f"{lang}.ftl", p.name))
        out.extend((f"{package}/{folder}/{p.name}", p.read_text(encoding="utf-8")) for p in files)
    return out


@cache
def _bundle(lang: str) -> FluentBundle:
    bundle = FluentBundle([lang], use_isolating=False)
    for _, text in sources(lang):
        bundle.add_resource(FluentResource(text), allow_overrides=True)
    return bundle


def _arg(value: Any) -> Any:
    if isinstance(value, str) and _INTEGER.match(value):
        value = int(value)
    if isinstance(value, bool) or value is None:
        return "" if value is None else str(value)
    if isinstance(value, int):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, float):
        if value.is_integer():
            return fluent_number(int(value), useGrouping=False)
        return fluent_number(value, useGrouping=False, maximumFractionDigits=20)
    if isinstance(value, FluentNumber):
        return value
    return str(value)


def elides(text: str) -> bool:
    """French elides "de", "que", "la" before `text` ("d’Ann", "qu’Ève"): it starts with a vowel."""
    import unicodedata

    first = unicodedata.normalize("NFD", text.lstrip()[:1])[:1]
    return bool(first) and bool(_VOWEL.match(first))


def _args(args: Mapping[str, Any]) -> dict[str, Any]:
    """Fluent's arguments: each value as `_arg` makes it, and each text's `x_elide` (unless given)."""
    out = {k: _arg(v) for k, v in args.items()}
    for k, v in list(out.items()):
        if isinstance(v, str) and f"{k}_elide" not in out:
            out[f"{k}_elide"] = "yes" if elides(v) else "no"
    return out


def _negative(value: Any) -> bool:
    """A number below zero, or a whole number below zero written as text ("-9")."""
    if isinstance(value, bool):
        return False
    if isinstance(value, int | float):
        return value < 0
    return isinstance(value, str) and bool(_INTEGER.match(value)) and value.startswith("-")


def has(key: str, lang: str = "en") -> bool:
    bundle = _bundle(lang)
    return bundle.has_message(fluent_id(key)) and bundle.get_message(fluent_id(key)).value is not None


def formatted(key: str, lang: str = "en", /, **args: Any) -> tuple[str, list[Exception]]:
    """The message `key` in `lang` (English when that language lacks it) and the errors met (a variable
    not given, a message that does not exist)."""
    base = re.match(r"^(.*)\.(one|other)$", key)  # an old plural key: its message now selects on $n
    for code in (lang, "en"):
        for name in (key, base.group(1) if base else None):
            if name is not None and has(name, code):
                bundle = _bundle(code)
                pattern = bundle.get_message(fluent_id(name)).value
                assert pattern is not None  # has() checked it
                text, errors = bundle.format_pattern(pattern, _args(args))
                if any(_negative(v) for v in args.values()):  # as the browser writes it: "−9" (U+2212)
                    text = _HYPHEN_MINUS.sub("\u2212", str(text))
                return str(text), list(errors)
    return f"⟦{key}⟧", [LookupError(key)]


def message(key: str, lang: str = "en", /, **args: Any) -> str:
    """The message `key` in `lang` (English when that language lacks it), formatted with `args`."""
    return formatted(key, lang, **args)[0]


def t(lang: str, key: str, **args: Any) -> str:
    """`message` with the language first (the shape of the terminal's old `say`)."""
    return message(key, lang, **args)


# -- events, as the browser's common.js describeEvent words them -------------------------------

PLAYER_KEYS = frozenset({"seat", "rock", "tree_to", "seizer", "first", "starter", "winner"})


def _value(game: str, v: Any, lang: str) -> Any:
    if isinstance(v, bool):
        return message("lobby.yes" if v else "lobby.no", lang)
    if isinstance(v, str):
        return message(f"val.{game}.{v}", lang) if has(f"val.{game}.{v}", lang) else v
    if isinstance(v, int):
        return v
    if isinstance(v, float):
        return int(v) if v.is_integer() else f"{v:.2f}"
    if isinstance(v, list | tuple):
        return ", ".join(str(_value(game, x, lang)) for x in v) if v else message("ev.none", lang)
    return ""


def event_message(game: str, event: Mapping[str, Any], names: Sequence[str], lang: str = "en", *,
                  variant: Callable[[Mapping[str, Any]], str | None] | None = None,
                  params: Callable[[Mapping[str, Any], dict[str, Any], str], None] | None = None,
                  me: int | None = None) -> tuple[str, dict[str, Any]] | None:
    """The message (key, arguments) that tells `event` ("ev.GAME.KIND[.VARIANT]"), seat p named
    `names[p]`; None when it is not worth a line. `me`: the reader's seat: an event about it is said in
    the second person (the message selects on `$you`, "yes" or "no"). The browser makes the same
    choice (common.js describeEvent)."""
    args: dict[str, Any] = {}
    yours = False
    for k, v in event.items():
        if k in PLAYER_KEYS and isinstance(v, int) and not isinstance(v, bool):
            args[k] = message("ev.nobody", lang) if v < 0 else (names[v] if v < len(names) else str(v + 1))
            yours = yours or (me is not None and v == me)
        elif k == "outcome" and isinstance(v, Mapping) and isinstance(v.get("winners", v.get("ranks")), list):
            winners = v["winners"] if isinstance(v.get("winners"), list) else [
                p for p, r in enumerate(v["ranks"]) if r == 1]
            args["winners"] = ", ".join(message("ev.you", lang) if w == me else names[w] for w in winners)
            args["winners_count"] = len(winners)  # "Winner" or "Winners"
            yours = yours or (me is not None and me in winners)
            for dk, dv in (v.get("details") or {}).items():
                args.setdefault(dk, _value(game, dv, lang))
        else:
            args[k] = _value(game, v, lang)
    args["you"] = "yes" if yours else "no"
    kind = str(event.get("kind", ""))
    which = variant(event) if variant else None
    if which == "hide":
        return None
    if params:
        params(event, args, lang)
    for key in ([f"ev.{game}.{kind}.{which}"] if which else []) + [f"ev.{game}.{kind}"]:
        if has(key, lang):
            return key, args
    return "ev.unknown", {"kind": kind}


def tell(game: str, event: Mapping[str, Any], names: Sequence[str], lang: str = "en", **hooks: Any) -> str | None:
    """`event` in words, the browser's sentence."""
    chosen = event_message(game, event, names, lang, **hooks)
    return None if chosen is None else message(chosen[0], lang, **chosen[1])


def seat_name(p: int, lang: str = "en") -> str:
    """A seat for people: numbered from 1 ("Seat 1", "Place 1")."""
    return message("table.seat", lang, n=p + 1)
