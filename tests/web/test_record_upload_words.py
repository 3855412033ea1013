"""What the newcomer's third tour found (issue 18), kept fixed: an uploaded file that is not a record
is said in words a person acts on (the API keeps its one line)."""

from __future__ import annotations

import json
from typing import Any

import pytest
from fastapi.testclient import TestClient

from trigames.core import catalogue


@pytest.mark.parametrize("body", [
    {"game": "triqueta", "actions": ["nonsense"]},  # the tour's file: no 'version'
    {"name": "a settings file", "values": [1, 2]},
    [1, 2, 3],
])
def test_a_file_that_is_not_a_record_has_its_own_code_and_words(client: TestClient, body: Any) -> None:
    got = client.post("/api/records", content=json.dumps(body))
    assert got.status_code == 400
    error = got.json()
    assert error["code"] == "not_a_record"
    assert "\n" not in error["error"] and error["error"]  # the API's one line, as before
    if isinstance(body, dict) and "game" in body:
        assert error["error"] == "record has no 'version' field"
    # the page says it through the catalogue, keyed by the code, in both languages
    en = catalogue.message("err.not_a_record", "en", message=error["error"])
    fr = catalogue.message("err.not_a_record", "fr", message=error["error"])
    assert en.startswith("This file is not a trigames game record") and "Download the game record" in en
    assert fr.startswith("Ce fichier n’est pas une partie enregistrée") and "Télécharger la partie" in fr
    assert "'version'" not in en + fr


def test_a_record_that_does_not_replay_is_still_a_bad_record(client: TestClient) -> None:
    body = {"game": "triqueta", "version": 1, "players": 3, "options": {}, "seed": 1, "actions": ["nonsense"]}
    got = client.post("/api/records", content=json.dumps(body)).json()
    assert got["code"] == "bad_record", got
