"""Golden records, written with trigames 0.1.0 (tests/golden/): they must replay in every later
version — or, once a game's rules version has moved on, fail with a message naming the version
they need (docs/records.md). Never regenerate them to make this test pass."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

import trigames
from trigames.core import Record, RecordError

GOLDEN = sorted((Path(__file__).resolve().parents[1] / "golden").glob("*.json"))


def test_there_is_a_golden_record_of_every_game() -> None:
    from trigames.games import REGISTRY

    assert {json.loads(p.read_text())["game"] for p in GOLDEN} == set(REGISTRY)


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_record_replays(path: Path) -> None:
    record = Record.load(path)
    assert record.trigames == "0.1.0"
    spec = trigames.make(record.game).spec
    if record.version != spec.version:  # the rules moved on: the refusal names the version needed
        with pytest.raises(RecordError, match=f"rules version {record.version}"):
            trigames.replay(record)
        return
    state = trigames.replay(record)
    if record.result is None:
        assert not state.is_terminal()
    else:
        assert json.loads(json.dumps(state.outcome().to_json())) == record.result


def test_a_newer_rules_version_is_named(tmp_path: Path) -> None:
    data = json.loads(GOLDEN[0].read_text())
    data["version"] += 1
    with pytest.raises(RecordError, match=f"needs {data['game']} rules version {data['version']}"):
        trigames.replay(Record.from_json(data))
