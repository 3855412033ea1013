"""The rules pages' pictures (web/pictures.json of each game) are real positions, as a seat sees
them at a table, and the shipped files are what the engine makes today: they cannot go stale."""

from __future__ import annotations

import json

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
