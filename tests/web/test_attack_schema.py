"""Schemathesis against the real server's own OpenAPI schema (issue 19).

The server runs as a process (`serving.Server`, thread bots, `--table-rate 100000`: the creation
budget is per client address, and every call here comes from 127.0.0.1). Every response must be
no server error (5xx) and conform to the schema: its status code documented, its content type
and its body as declared (`not_a_server_error`, `status_code_conformance`,
`content_type_conformance`, `response_schema_conformance`).

- every operation, with schemathesis' generated cases, valid and invalid (`schema.parametrize()`);
- stateful: sequences of calls following the schema's links — those the server declares, and
  where it declares none, links added here to the fetched copy (a new table's id and seat tokens
  into join, leave, rematch, record and replay; an uploaded record's table into replay). The
  schemas of requests and responses are the server's, untouched;
- hostile bodies that the generic generator rarely finds, each answer checked with the same
  schemathesis checks: table bodies with options named like the engine's own parameters
  (`players`, `game_id`, `seed`), names and tokens with lone surrogates, control and bidi
  characters; records mutated field by field from a real finished game; replays of finished games
  at every kind of ply and seat; table ids and paths that are not ids.

Hypothesis runs derandomized (the same cases in every run), `EXAMPLES` per operation.
"""

from __future__ import annotations

import asyncio
import copy
import json
import os
import random
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import quote

import httpx
import pytest
import schemathesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from hypothesis.stateful import Bundle, RuleBasedStateMachine, consumes, multiple, rule, run_state_machine_as_test
from schemathesis.checks import not_a_server_error
from schemathesis.core.failures import FailureGroup
from schemathesis.specs.openapi.checks import (
    content_type_conformance,
    response_schema_conformance,
    status_code_conformance,
)

import trigames
from trigames.core import record_of

from .attack_clients import Raw, long_texts, texts, to_json, values
from .serving import Server, play_seat

EXAMPLES = int(os.environ.get("TRIGAMES_SCHEMA_EXAMPLES", "30"))
CHECKS = [not_a_server_error, status_code_conformance, content_type_conformance, response_schema_conformance]
SETTINGS = settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
                    suppress_health_check=list(HealthCheck), print_blob=False)


class SchemaServer(Server):  # type: ignore[misc]
    """The server with a creation budget that hundreds of generated tables from one address fit in."""

    def __init__(self, db: Path) -> None:
        super().__init__(db, bot_pool="thread")
        self.args += ["--table-rate", "100000"]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Server]:
    s = SchemaServer(tmp_path_factory.mktemp("schema") / "schema.sqlite3").start()
    yield s
    s.stop()


def finished_record(game: str = "triqueta", players: int = 3, seed: int = 1) -> dict[str, Any]:
    """A real record of a finished game, played at random by the library."""
    st_ = trigames.make(game, players=players).new_game(seed)
    rng = random.Random(seed)
    while not st_.is_terminal():
        st_.apply(rng.choice(list(st_.legal_actions())))
    return record_of(st_, seed, {"agents": ["a", "b", "c"][:players]}).to_json()


def operation_id(raw: dict[str, Any], method: str, path: str) -> str | None:
    op = raw["paths"].get(path, {}).get(method)
    return op.get("operationId") if op else None


def with_links(raw: dict[str, Any]) -> dict[str, Any]:
    """The schema with links between operations where the server declares none, and real bodies as
    examples (a finished game's record, a public table, a name) where it gives none. Nothing else
    changes."""
    raw = copy.deepcopy(raw)
    op = {(m, p): operation_id(raw, m, p) for p, ops in raw["paths"].items() for m in ops}

    def link(method: str, path: str, status: str, name: str, target: tuple[str, str], parameters: dict[str, Any],
             body: Any = None) -> None:
        response = raw["paths"].get(path, {}).get(method, {}).get("responses", {}).get(status)
        target_id = op.get(target)
        if response is None or target_id is None:
            return
        links = response.setdefault("links", {})
        if any(v.get("operationId") == target_id for v in links.values()):
            return
        links[name] = {"operationId": target_id, "parameters": parameters, **({"requestBody": body} if body else {})}

    tables, table = "/api/tables", "/api/tables/{table_id}"
    new_id = {"table_id": "$response.body#/table/id"}
    for status, ids in (("201", new_id), ):
        link("post", tables, status, "Table", ("get", table), ids)
        link("post", tables, status, "Join", ("post", f"{table}/join"), ids)
        link("post", tables, status, "Leave", ("post", f"{table}/leave"), ids,
             {"token": "$response.body#/seats/0/token"})
        link("post", tables, status, "Rematch", ("post", f"{table}/rematch"), ids,
             {"token": "$response.body#/seats/0/token"})
        link("post", tables, status, "Record", ("get", f"{table}/record"), ids)
        link("post", tables, status, "Replay", ("get", f"{table}/replay/{{ply}}"), {**ids, "ply": 0})
    uploaded = {"table_id": "$response.body#/table"}
    link("post", "/api/records", "201", "Table", ("get", table), uploaded)
    link("post", "/api/records", "201", "Record", ("get", f"{table}/record"), uploaded)
    link("post", "/api/records", "201", "Replay", ("get", f"{table}/replay/{{ply}}"), {**uploaded, "ply": 1})
    link("post", "/api/records", "201", "Replay", ("get", f"{table}/replay/{{ply}}"), uploaded)
    joined = {"table_id": "$request.path.table_id"}
    link("post", f"{table}/join", "200", "Leave", ("post", f"{table}/leave"), joined,
         {"token": "$response.body#/token"})
    link("post", f"{table}/join", "200", "Table", ("get", table), joined)
    link("post", f"{table}/rematch", "200", "Table", ("get", table), {"table_id": "$response.body#/table"})
    link("get", tables, "200", "Join", ("post", f"{table}/join"), {"table_id": "$response.body#/0/id"})
    examples = {("post", "/api/records"): finished_record(),  # real bodies, so that sequences get going
                ("post", tables): {"game": "triqueta", "public": True, "seats": [{"kind": "person"}] * 3},
                ("post", f"{table}/join"): {"name": "Bea"}}
    for (method, path), example in examples.items():
        operation = raw["paths"].get(path, {}).get(method, {})
        content = operation.get("requestBody", {}).get("content", {}).get("application/json")
        if content is not None and "example" not in content and "examples" not in content:
            content["example"] = example
    return raw


def local_schema() -> dict[str, Any]:
    """The OpenAPI document of the server's own code, built in this process (no server needed): it
    names the operations at collection time; `test_served_schema_is_this_one` checks that the
    running server serves exactly this document."""
    from trigames.web.app import create_app

    return create_app().openapi()


LOCAL = local_schema()
schema = schemathesis.openapi.from_dict(with_links(LOCAL))  # the calls go to the real server (base_url)


@pytest.fixture(scope="module")
def api_schema(server: Server) -> Any:
    schema.config.update(base_url=server.http, request_timeout=30)
    return schema


def test_served_schema_is_this_one(server: Server) -> None:
    """The running server's /openapi.json is the document the operations below come from."""
    served = httpx.get(server.http + "/openapi.json", timeout=30).json()
    assert served == json.loads(json.dumps(LOCAL))


@schema.parametrize()
@SETTINGS
def test_every_operation(case: Any, api_schema: Any) -> None:
    """Generated cases of every operation: no 5xx, every response as the schema says."""
    case.call_and_validate(base_url=api_schema.get_base_url(), checks=CHECKS)


def test_stateful_links(api_schema: Any) -> None:
    """Schemathesis' own sequences along the links (create, join, leave, rematch, upload, record,
    replay), from generated bodies: few of them create a table (`test_stateful_games` does)."""
    checks = CHECKS

    class Sequences(api_schema.as_state_machine()):  # type: ignore[misc]
        def validate_response(self, response: Any, case: Any, additional_checks: Any = None,
                              **kwargs: Any) -> None:
            case.validate_response(response, checks=checks, transport_kwargs=kwargs or None)

    Sequences.run(settings=settings(max_examples=EXAMPLES, stateful_step_count=8, deadline=None, derandomize=True,
                                    database=None, suppress_health_check=list(HealthCheck)))


# -- hostile bodies, checked with the same checks -------------------------------------------
def call(api_schema: Any, method: str, template: str, path: str | None = None, body: Any = None,
         raw_body: bytes | None = None, query: dict[str, str] | None = None,
         content_type: str = "application/json") -> httpx.Response:
    """Send a request (the body as the wire may carry it: lone surrogates as JSON escapes) and check
    its response against the operation `method template` of the schema."""
    operation = api_schema[template][method.upper()]
    url = api_schema.get_base_url() + (path or template)
    if query:  # percent-encoded by hand: a lone surrogate goes out as the bytes Python would write for it
        url += "?" + "&".join(f"{quote(k)}={quote(v.encode('utf-8', 'surrogatepass'), safe='')}"
                              for k, v in query.items())
    content = raw_body if raw_body is not None else to_json(body).encode() if body is not None else None
    response = httpx.request(method, url, content=content, timeout=30,
                             headers={"content-type": content_type} if content is not None else {})
    sent: dict[str, Any] = {"query": query} if query else {}
    names = re.findall(r"{(\w+)}", template)
    if names:  # the case only describes the request to the checks; the request itself went out above
        sent["path_parameters"] = dict.fromkeys(names, "0")
    if isinstance(body, dict):
        sent.update(body=body, media_type="application/json")
    case = operation.Case(**sent)
    try:
        case.validate_response(response, checks=CHECKS)
    except FailureGroup as exc:  # say what was really sent (the case is only its description)
        shown = (content or b"")[:300].decode("utf-8", "backslashreplace") + ("…" if len(content or b"") > 300 else "")
        raise AssertionError(f"{method.upper()} {url[:300]} ({content_type}) {shown!r}"
                             f" → {response.status_code} {response.text[:300]!r}\n"
                             + "\n".join(f"  - {type(e).__name__}: {str(e).splitlines()[0]}" for e in exc.exceptions)
                             ) from None
    return response


ENGINE_WORDS = ["players", "game_id", "seed", "rng", "self", "options", "kwargs", "game", "version", "__class__",
                "referee", "first_player", "target", "rows", "geometry", "pucks_per_player", "skill"]
option_values = st.one_of(values, st.sampled_from([0, 1, 2, 3, 5, 100_000, 10**9, -1, True, None, "5", "1_0", "５",
                                                   "triangle", "hex", 1.5, Raw("NaN"), Raw("1e400")]))
names = st.one_of(st.none(), st.sampled_from(["Bea", "ab\ud800", "\udc00", "a\u202eb", "a\x00b", "e\u0301", "x" * 25,
                                              " ", ""]), texts, long_texts)
tokens = st.one_of(st.sampled_from(["", "x", "abcdefgh\ud800", "a" * 200, "a" * 201, "\x00" * 16]), texts, values)


SEATS = {"triqueta": 3, "triominos": 2, "tricerata": 2, "trigono": 2}
agents = st.sampled_from(["random", "greedy", "mcts:iterations=5", "mcts:iterations=1_0", "mcts:iterations=５",
                          "mcts:iterations=5:iterations=7", "mcts:players=3", "random:seed=1"]) | texts | values


@st.composite
def table_bodies(draw: st.DrawFn) -> Any:
    """A valid new table, then one to three changes: an option named like an engine parameter, an
    odd name, agent, seat, number of seats, players, seed, flag; now and then a body from scratch."""
    game = draw(st.sampled_from(sorted(SEATS)))
    body: dict[str, Any] = {"game": game, "seats": [{"kind": "person"} for _ in range(SEATS[game])]}
    for _ in range(draw(st.integers(1, 3))):
        how = draw(st.sampled_from(["option", "option", "name", "name", "agent", "kind", "seats", "players", "seed",
                                    "flag", "game", "extra"]))
        seat = draw(st.integers(0, len(body["seats"]) - 1)) if body["seats"] else None
        if how == "option":
            body.setdefault("options", {})[draw(st.sampled_from(ENGINE_WORDS) | texts)] = draw(option_values)
        elif how == "name" and seat is not None:
            body["seats"][seat]["name"] = draw(names)
        elif how == "agent" and seat is not None:
            body["seats"][seat] = {"kind": "bot", "agent": draw(agents)}
        elif how == "kind" and seat is not None:
            body["seats"][seat]["kind"] = draw(st.sampled_from(["bot", "record", "Person", ""]) | values)
        elif how == "seats":
            body["seats"] = body["seats"] * draw(st.integers(0, 4)) or draw(st.lists(values, max_size=3))
        elif how == "players":
            body["players"] = draw(st.integers(-1, 12) | values)
        elif how == "seed":
            body["seed"] = draw(st.sampled_from([0, 1, 2**31, 2**63 - 1, 2**63, -1, 2**64, "1", 1.5, Raw("1e400")])
                                | values)
        elif how == "flag":
            body[draw(st.sampled_from(["public", "companion"]))] = draw(st.booleans() | values)
        elif how == "game":
            body["game"] = draw(st.sampled_from(["Triqueta", "triqueta ", "", "x" * 41, "__init__"]) | texts | values)
        else:
            body[draw(texts)] = draw(values)
    return body


@SETTINGS
@given(body=table_bodies())
def test_create_tables(api_schema: Any, body: Any) -> None:
    """POST /api/tables: options named like the engine's parameters, odd seats, names and numbers."""
    call(api_schema, "post", "/api/tables", body=body)


TWO = [{"kind": "person"}, {"kind": "person"}]
KNOWN_TABLES = {
    "option players": {"game": "tricerata", "seats": TWO, "options": {"players": 3}},
    "option game_id": {"game": "tricerata", "seats": TWO, "options": {"game_id": "x"}},
    "option seed": {"game": "tricerata", "seats": TWO, "options": {"seed": 1}},
    "name lone surrogate": {"game": "tricerata", "seats": [{"kind": "person", "name": "ab\ud800"}, {"kind": "person"}]},
    "name bidi": {"game": "tricerata", "seats": [{"kind": "person", "name": "a\u202eb"}, {"kind": "person"}]},
    "option 1_0": {"game": "tricerata", "seats": TWO, "options": {"rows": "1_0"}},
    "agent surrogate": {"game": "tricerata", "seats": [{"kind": "bot", "agent": "mcts:iterations=\udc00"}, TWO[0]]},
    "players 1e400": {"game": "tricerata", "seats": TWO, "players": Raw("1e400")},
}


@pytest.mark.parametrize("case", sorted(KNOWN_TABLES))
def test_create_known(api_schema: Any, case: str) -> None:
    """The issue's cases: options named like `trigames.make`'s own parameters (a keyword clash),
    names and agents with a lone surrogate, numbers Python would take and JSON would not."""
    call(api_schema, "post", "/api/tables", body=KNOWN_TABLES[case])


@pytest.mark.parametrize("name", ["ab\ud800", "\udc00", "a\u202eb", "a\x00b", "e\u0301", "x" * 25, " "])
def test_join_known(api_schema: Any, server: Server, name: str) -> None:
    """Joining a public table under a name with a lone surrogate, a control or bidi character, not
    NFC, too long, blank; then the table and the lobby answer as the schema says."""
    table = public_table(server)["table"]["id"]
    call(api_schema, "post", "/api/tables/{table_id}/join", f"/api/tables/{table}/join", body={"name": name})
    call(api_schema, "get", "/api/tables/{table_id}", f"/api/tables/{table}")
    call(api_schema, "get", "/api/tables")


@pytest.mark.parametrize("which", ["leave", "rematch"])
def test_token_surrogate(api_schema: Any, server: Server, which: str) -> None:
    """A token with a lone surrogate is a bad token, not a server error."""
    table = public_table(server)["table"]["id"]
    call(api_schema, "post", f"/api/tables/{{table_id}}/{which}", f"/api/tables/{table}/{which}",
         body={"token": "abcdefghijkl\ud800"})


def public_table(server: Server) -> dict[str, Any]:
    r = server.post("/api/tables", {"game": "triqueta", "public": True, "seats": [{"kind": "person"}] * 3})
    assert r.status_code == 201, r.text
    return dict(r.json())


@SETTINGS
@given(name=names, seat=st.none() | st.integers(-1, 4) | values)
def test_join(api_schema: Any, server: Server, name: Any, seat: Any) -> None:
    """POST join on a new public table with free seats: names and seats of every kind; then the table
    and the lobby still answer as the schema says."""
    table = public_table(server)["table"]["id"]
    body: dict[str, Any] = {"name": name} if name is not None else {}
    if seat is not None:
        body["seat"] = seat
    call(api_schema, "post", "/api/tables/{table_id}/join", f"/api/tables/{table}/join", body=body)
    call(api_schema, "get", "/api/tables/{table_id}", f"/api/tables/{table}")
    call(api_schema, "get", "/api/tables")


@SETTINGS
@given(token=tokens, which=st.sampled_from(["leave", "rematch"]))
def test_tokens(api_schema: Any, server: Server, token: Any, which: str) -> None:
    """POST leave and rematch with tokens of every kind (none valid)."""
    table = public_table(server)["table"]["id"]
    call(api_schema, "post", f"/api/tables/{{table_id}}/{which}", f"/api/tables/{table}/{which}", body={"token": token})


@pytest.fixture(scope="module")
def finished_tables(server: Server) -> list[tuple[str, int, int]]:
    """(table, plies, players): a Triqueta and a Triominos game played to the end over the WebSocket,
    and an uploaded record."""
    out = []
    for game, n in (("triqueta", 3), ("triominos", 2)):
        r = server.post("/api/tables", {"game": game, "seats": [{"kind": "person"}] * n})
        assert r.status_code == 201, r.text
        created = r.json()
        tid = created["table"]["id"]

        async def everyone(created: dict[str, Any] = created, tid: str = tid) -> None:
            await asyncio.gather(*(play_seat(f"{server.ws}/ws/{tid}", s["token"], i, [])
                                   for i, s in enumerate(created["seats"])))

        asyncio.run(everyone())
        summary = server.get(f"/api/tables/{tid}").json()
        assert summary["status"] == "finished", summary
        out.append((tid, summary["version"], n))
    record = finished_record()
    r = server.post("/api/records", record)
    assert r.status_code == 201, r.text
    out.append((r.json()["table"], len(record["actions"]), record["players"]))
    return out


@SETTINGS
@given(which=st.integers(0, 2), ply=st.one_of(st.integers(-2, 400), st.sampled_from(["-0", "1e3", "0x10", "٣",
                                                                                      "9" * 30, "1.0", " 1", "%00"])),
       seat=st.none() | st.sampled_from(["spectator", "all", "0", "1", "2", "3", "-1", "999", "1000", "01", "٣", "",
                                         "all\x00", "ALL"]) | texts)
def test_replay(api_schema: Any, finished_tables: list[tuple[str, int, int]], which: int, ply: Any, seat: Any) -> None:
    """GET replay/{ply} of finished games: every ply, out of range, not a number; every seat."""
    table, plies, _ = finished_tables[which]
    if isinstance(ply, int) and ply > 3:
        ply = ply * plies // 400  # spread over the game
    path = f"/api/tables/{table}/replay/{quote(str(ply), safe='')}"
    query = {"seat": seat} if seat is not None else None
    call(api_schema, "get", "/api/tables/{table_id}/replay/{ply}", path, query=query)


@st.composite
def mutated_records(draw: st.DrawFn) -> tuple[Any, bytes | None]:
    """A real finished record with one or two fields changed, or a body that is not a record."""
    record: Any = finished_record(*draw(st.sampled_from([("triqueta", 3, 1), ("tricerata", 2, 2),
                                                         ("triominos", 2, 3)])))
    for _ in range(draw(st.integers(1, 2))):
        key = draw(st.sampled_from([*sorted(record), "extra"]))
        how = draw(st.sampled_from(["value", "drop", "actions", "options", "meta"]))
        if how == "drop":
            record.pop(key, None)
        elif how == "actions" and isinstance(record.get("actions"), list) and record["actions"]:
            i = draw(st.integers(0, len(record["actions"]) - 1))
            record["actions"][i] = draw(texts | values | st.sampled_from(["\ud800", "pass", record["actions"][0]]))
        elif how == "options" and isinstance(record.get("options"), dict):
            record["options"][draw(st.sampled_from(ENGINE_WORDS) | texts)] = draw(option_values)
        elif how == "meta":
            record["meta"] = {"agents": draw(st.lists(names | values, max_size=10) | values)}
        else:
            record[key] = draw(values | st.sampled_from([0, -1, 2**63, 9, 100, "1", None]))
    raw = draw(st.none() | st.none() | st.none() | st.sampled_from(
        [b"", b"null", b"[]", b"{", b"\xff\xfe", b"[" * 5000 + b"]" * 5000, b'{"a":' * 3000 + b"1" + b"}" * 3000,
         b" " * 1_100_000, b'{"game":"triqueta","actions":["' + b"x" * 2_100_000 + b'"]}']))
    return record, raw


@SETTINGS
@given(case=mutated_records())
def test_upload(api_schema: Any, case: tuple[Any, bytes | None]) -> None:
    """POST /api/records: mutated records, bodies that are not JSON, too deep, too long."""
    record, raw = case
    call(api_schema, "post", "/api/records", body=record if raw is None else None, raw_body=raw)


def known_record(case: str) -> dict[str, Any]:
    record = finished_record()
    return {
        "unfinished": {**record, "actions": record["actions"][:3], "result": None},
        "option players": {**record, "options": {**record["options"], "players": 4}},
        "option game_id": {**record, "options": {**record["options"], "game_id": "x"}},
        "meta names": {**record, "meta": {"agents": ["ab\ud800", "\x00", "e\u0301"]}},
        "action surrogate": {**record, "actions": [*record["actions"][:-1], record["actions"][-1] + "\ud800"]},
        "seed 2**64": {**record, "seed": 2**64},
        "players 100": {**record, "players": 100},
    }[case]


@pytest.mark.parametrize("case", ["unfinished", "option players", "option game_id", "meta names", "action surrogate",
                                  "seed 2**64", "players 100"])
def test_upload_known(api_schema: Any, case: str) -> None:
    """Records the server must refuse (or show) in one line: unfinished, options named like the
    engine's parameters, names and actions with lone surrogates, numbers out of range."""
    call(api_schema, "post", "/api/records", body=known_record(case))


PATHS = ["/api/tables/{table_id}", "/api/tables/{table_id}/record", "/api/tables/{table_id}/replay/{ply}",
         "/api/tables/{table_id}/join", "/api/tables/{table_id}/leave", "/api/tables/{table_id}/rematch"]


@SETTINGS
@given(template=st.sampled_from(PATHS),
       table_id=st.sampled_from(["0" * 16, "g" * 16, "A" * 16, "0" * 15, "0" * 17, "..", "%00", "x" * 5000,
                                 "\ud800", "é", "0000000000000000/..", "null"]) | texts.filter(bool))
def test_paths(api_schema: Any, template: str, table_id: str) -> None:
    """Table ids that are no table: too short, too long, not hex, escapes, lone surrogates."""
    encoded = quote(table_id.encode("utf-8", "surrogatepass"), safe="")
    path = template.replace("{table_id}", encoded).replace("{ply}", "0")
    method = "post" if template.endswith(("join", "leave", "rematch")) else "get"
    body = {"token": "x" * 32} if method == "post" and not template.endswith("join") else (
        {"name": "Bea"} if method == "post" else None)
    response = call(api_schema, method, template, path, body=body)
    assert response.status_code < 500


def test_content_types(api_schema: Any) -> None:
    """Bodies sent as something else than JSON, and JSON bodies in invalid UTF-8."""
    body = json.dumps({"game": "tricerata", "seats": [{"kind": "person"}] * 2}).encode()
    for content_type in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data", "",
                         "application/json; charset=latin-1"):
        call(api_schema, "post", "/api/tables", raw_body=body, content_type=content_type)
    call(api_schema, "post", "/api/tables", raw_body=b'{"game": "tricerata\xff", "seats": []}')
    call(api_schema, "post", "/api/records", raw_body=json.dumps(finished_record()).encode(), content_type="text/plain")


# -- the life of tables, call after call ----------------------------------------------------
@dataclass
class Made:
    id: str
    game: str
    tokens: list[str | None]  # seat tokens the creator holds (None: a bot, or a seat left)
    public: bool
    plies: int = 0


class Games(RuleBasedStateMachine):
    """Tables created, joined, left (a bot plays on), played to the end, recorded, uploaded again,
    replayed at any ply, rematched — with odd names, tokens, plies and seats along the way. Every
    answer is checked against the schema; and what the API says must hold: a join gives a working
    token, a finished game's record uploads again, a rematch keeps the tokens."""

    api: Any = None
    server: Server | None = None
    running = Bundle("running")
    finished = Bundle("finished")

    def call(self, method: str, template: str, path: str | None = None, body: Any = None, **kw: Any) -> httpx.Response:
        return call(self.api, method, template, path, body=body, **kw)

    @rule(target=running, game=st.sampled_from(["triqueta", "tricerata", "triominos"]), public=st.booleans(),
          bots=st.integers(0, 2), name=st.none() | st.none() | st.none() | names)
    def create(self, game: str, public: bool, bots: int, name: Any) -> Any:
        n = SEATS[game]
        seats: list[dict[str, Any]] = [{"kind": "bot"} if i < min(bots, n - 1) else {"kind": "person"}
                                       for i in range(n)]
        if name is not None:
            seats[-1]["name"] = name
        r = self.call("post", "/api/tables", body={"game": game, "public": public, "seats": seats})
        if r.status_code != 201:
            return multiple()
        body = r.json()
        return Made(body["table"]["id"], game, [x.get("token") for x in body["seats"]], public)

    @rule(table=running, name=st.just("Ann") | names, seat=st.none() | st.integers(-1, 3))
    def join(self, table: Made, name: Any, seat: int | None) -> None:
        body: dict[str, Any] = {"name": name} if name is not None else {}
        if seat is not None:
            body["seat"] = seat
        r = self.call("post", "/api/tables/{table_id}/join", f"/api/tables/{table.id}/join", body=body)
        if r.status_code == 200:
            joined = r.json()
            assert table.public, f"a private table was joined: {joined}"
            table.tokens[joined["seat"]] = joined["token"]

    @rule(table=running, seat=st.integers(0, 2), mangle=st.sampled_from(["", "", "cut", "surrogate", "other"]))
    def leave(self, table: Made, seat: int, mangle: str) -> None:
        token = table.tokens[seat % len(table.tokens)]
        if token is None:
            return
        sent = {"cut": token[:-1], "surrogate": token + "\ud800", "other": "x" * len(token)}.get(mangle, token)
        r = self.call("post", "/api/tables/{table_id}/leave", f"/api/tables/{table.id}/leave", body={"token": sent})
        if mangle:
            assert r.status_code >= 400, f"leave with a wrong token ({mangle}) was accepted: {r.text[:200]}"
        elif r.status_code == 200:
            table.tokens[seat % len(table.tokens)] = None

    @rule(target=finished, table=consumes(running))
    def play_out(self, table: Made) -> Any:
        """Scripted players play the seats the creator holds, bots the others, to the end."""
        assert self.server is not None
        ws = self.server.ws

        async def everyone() -> None:
            await asyncio.gather(*(play_seat(f"{ws}/ws/{table.id}", t, i, [], timeout=60)
                                   for i, t in enumerate(table.tokens) if t is not None))

        asyncio.run(everyone())
        deadline = time.monotonic() + 60
        while time.monotonic() < deadline:
            r = self.call("get", "/api/tables/{table_id}", f"/api/tables/{table.id}")
            if r.status_code == 200 and r.json()["status"] != "running":
                table.plies = r.json()["version"]
                return table
            time.sleep(0.05)
        raise AssertionError(f"table {table.id} did not finish in 60 s: {r.text[:200]}")

    @rule(table=finished, plies=st.lists(st.integers(-1, 1000), min_size=1, max_size=4),
          seat=st.sampled_from(["spectator", "all", "0", "1", "2", "9"]))
    def replay(self, table: Made, plies: list[int], seat: str) -> None:
        for ply in plies:
            ply = ply if ply < 3 else ply * (table.plies + 2) // 1000
            self.call("get", "/api/tables/{table_id}/replay/{ply}", f"/api/tables/{table.id}/replay/{ply}",
                      query={"seat": seat})

    @rule(target=finished, table=finished)
    def record_round_trip(self, table: Made) -> Any:
        """A finished game's record uploads again, and replays the same."""
        r = self.call("get", "/api/tables/{table_id}/record", f"/api/tables/{table.id}/record")
        if r.status_code != 200:
            return multiple()
        record = r.json()
        up = self.call("post", "/api/records", body=record)
        assert up.status_code in (201, 413, 429), f"a record the server wrote was refused: {up.text[:200]}"
        if up.status_code != 201:
            return multiple()
        return Made(up.json()["table"], table.game, [None] * len(table.tokens), False, len(record["actions"]))

    @rule(target=running, table=finished, seat=st.integers(0, 2))
    def rematch(self, table: Made, seat: int) -> Any:
        token = next((t for t in table.tokens if t is not None), None)
        r = self.call("post", "/api/tables/{table_id}/rematch", f"/api/tables/{table.id}/rematch",
                      body={"token": token or "x" * 32})
        if r.status_code != 200:
            return multiple()
        again = r.json()
        assert token is not None and again["token"] == token, f"a rematch for a seat nobody holds: {again}"
        return Made(again["table"], table.game, list(table.tokens), table.public)

    @rule(table=running)
    def look(self, table: Made) -> None:
        self.call("get", "/api/tables/{table_id}", f"/api/tables/{table.id}")
        self.call("get", "/api/tables/{table_id}/record", f"/api/tables/{table.id}/record")
        self.call("get", "/api/tables")


def test_stateful_games(api_schema: Any, server: Server) -> None:
    Games.api, Games.server = api_schema, server
    run_state_machine_as_test(Games, settings=settings(
        max_examples=max(5, EXAMPLES // 2), stateful_step_count=12, deadline=None, derandomize=True, database=None,
        suppress_health_check=list(HealthCheck), print_blob=False))
