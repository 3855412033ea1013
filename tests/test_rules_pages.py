"""The rules pages: their pictures (web/pictures.json of each game) are real positions, as a seat
sees them at a table, and the shipped files are what the engine makes today, so they cannot go
stale; their texts (rules.en.ftl, rules.fr.ftl) are complete in both languages."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from trigames.web import pictures


@pytest.mark.parametrize("spec", pictures.PICTURES, ids=lambda s: s.game)
def test_shipped_pictures_are_a_fresh_generation(spec: pictures.Source) -> None:
    shipped = pictures.path_of(spec.game).read_text(encoding="utf-8")
    fresh = pictures.dump(pictures.generate(spec))
    assert shipped == fresh, f"run `python -m trigames.web.pictures {spec.game}`: {spec.game}'s pictures are stale"


@pytest.mark.parametrize("spec", pictures.PICTURES, ids=lambda s: s.game)
def test_pictures_are_state_messages(spec: pictures.Source) -> None:
    data = json.loads(pictures.path_of(spec.game).read_text(encoding="utf-8"))
    assert set(data["pictures"]) == {scene.id for scene in spec.scenes}
    for name, msg in data["pictures"].items():
        assert msg["type"] == "state" and msg["game"] == spec.game, name
        assert msg["seat"] == 0, name
    assert data["pictures"]["setup"]["version"] == 0
    assert data["pictures"]["end"]["terminal"] is True
    assert all(not m["terminal"] for k, m in data["pictures"].items() if k != "end")


STATIC = pictures.GAMES_DIR.parent / "web" / "static"
MESSAGE = re.compile(r"^([a-zA-Z][a-zA-Z0-9_-]*) = (.+)$", re.M)


@pytest.mark.parametrize("folder", [STATIC / "i18n", *(pictures.GAMES_DIR / s.game / "web" for s in pictures.PICTURES)],
                         ids=lambda p: p.parent.name if p.name == "web" else "core")
def test_rules_texts_in_both_languages(folder: Path) -> None:
    """Every message of a rules page exists in English and in French, and says something."""
    en, fr = ({k: v.strip() for k, v in MESSAGE.findall((folder / f"rules.{code}.ftl").read_text(encoding="utf-8"))}
              for code in ("en", "fr"))
    assert en and set(en) == set(fr), sorted(set(en) ^ set(fr))
    assert all(k.startswith("rules-") for k in en)
    for key in en:
        assert en[key] and fr[key] and (en[key] != fr[key] or len(en[key]) < 20), key
    # a rules page has no engine notation: no coordinates, rotations or placements
    assert not any(re.search(r"[UD]\(-?\d+,-?\d+\)|/r\d|\w@\w", v) for v in [*en.values(), *fr.values()])


def _pictures(game: str) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(pictures.path_of(game).read_text(encoding="utf-8"))["pictures"]
    return data


def test_pictures_show_what_their_captions_say() -> None:
    """The captions (rules.*.ftl) name what each picture shows: keep them true when pictures are remade."""
    tq = _pictures("triqueta")
    assert tq["setup"]["view"]["rows"] == [[], [], []] and tq["setup"]["view"]["tower"]["left"] == 15
    assert tq["draw"]["view"]["drawn"] and tq["draw"]["to_move"] == 0 and None not in tq["draw"]["view"]["rows"]
    assert tq["take"]["events"][-1]["kind"] == "take_row"
    assert tq["last"]["view"]["drawn"] and tq["last"]["view"]["rows"].count(None) == 2
    tm = _pictures("triominos")
    assert len(tm["setup"]["view"]["rack"]) == 9 and tm["setup"]["view"]["drawoff"] and not tm["setup"]["view"]["board"]
    placed = [e for e in tm["bonus"]["events"] if e["kind"] == "place"][-1]
    assert placed["seat"] == 1 and placed["figure"] == "hexagon"  # "Seat 2 has just completed a hexagon"
    ended = tm["end"]["view"]["last_round"]  # "a blocked round: Seat 1 has the smallest rack"
    assert ended["end"] == "blocked" and ended["points"][0] > 0 == ended["points"][1]
    tc = _pictures("tricerata")
    assert tc["setup"]["view"]["board"] == [1] * 25 and tc["setup"]["view"]["stores"] == [0, 0]
    assert tc["sow"]["decision"] == "SOW" and tc["capture"]["decision"] == "CAPTURE"
    assert sum(tc["end"]["view"]["board"]) == 0
    tg = _pictures("trigono")
    assert tg["setup"]["view"]["hands"] == [10, 10] and tg["setup"]["view"]["pucks"] in ([], None)
    thrown = [e for e in tg["collect"]["events"] if e["kind"] == "throw"][-1]  # "Seat 2's puck … the big hole"
    assert thrown["collected"] >= 3 and thrown["outcome"] == "big" and thrown["seat"] == 1
    lying = tg["collect"]["view"]["pucks"]  # "The pucks on the ground stay there": none left on the plank
    assert lying and all(p[0] == -1 for p in lying)
