"""The generic parts of the research adapters (no research package needed)."""

from __future__ import annotations

import random

import numpy as np
import pytest

import trigames
from trigames.adapters import common as C
from trigames.core import Event, Outcome
from trigames.games import REGISTRY

GAMES = sorted(REGISTRY)


def _random_states(game, seed, count=60):
    rng = random.Random(seed)
    st = game.new_game(seed)
    out = []
    while not st.is_terminal() and len(out) < count:
        out.append(st.clone())
        st.apply(rng.choice(st.legal_actions()))
    return out


@pytest.mark.parametrize("gid", GAMES)
def test_codec_round_trips_every_legal_action(gid):
    game = trigames.make(gid)
    codec = C.Codec(game)
    for st in _random_states(game, 3):
        legal = st.legal_actions()
        codes = codec.legal_codes(st)
        assert codes == sorted(codes) and len(set(codes)) == len(legal)
        assert all(0 <= c < codec.size for c in codes)
        assert {repr(codec.decode(st, c)) for c in codes} == {repr(a) for a in legal}
        for a in legal:
            assert codec.decode(st, codec.encode(st, a)) == a
        assert codec.mask(st).sum() == len(legal)


@pytest.mark.parametrize("gid", GAMES)
def test_bounds_cover_sample_games(gid):
    game = trigames.make(gid)
    bound, source = C.max_game_length(game)
    assert bound > 0 and source
    m = C.measure(game)
    assert m.max_plies < bound and m.max_branching <= C.Codec(game).size


def test_declared_action_table_is_used():
    base = REGISTRY["triqueta"]

    class Hooked(base):  # a game declaring the optional hook: ints 0..17 are its actions
        def num_distinct_actions(self):
            return 18

    game = Hooked(3)
    codec = C.Codec(game)
    assert codec.fixed and codec.size == 18
    for st in _random_states(game, 5):
        assert codec.legal_codes(st) == sorted(st.legal_actions())
        assert all(codec.decode(st, a) == a for a in st.legal_actions())


def test_menu_index_rejects_codes_past_the_menu():
    base = type(trigames.make("triqueta"))

    class Unhooked(base):  # a game without an action table: codes are menu positions
        num_distinct_actions = None

    game = Unhooked(2)
    st = game.new_game(1)
    codec = C.Codec(game)
    assert not codec.fixed
    with pytest.raises(ValueError, match="not in the menu"):
        codec.decode(st, len(st.legal_actions()))


def test_rank_utilities_are_zero_sum_and_share_ties():
    assert C.rank_utilities(Outcome((1.0, 2.0), (2, 1))) == [-1.0, 1.0]
    assert C.rank_utilities(Outcome((2.0, 2.0), (1, 1))) == [0.0, 0.0]
    u = C.rank_utilities(Outcome((9.0, 5.0, 5.0, 1.0), (1, 2, 2, 4)))
    assert u == [1.0, 0.0, 0.0, -1.0] and sum(u) == 0
    assert C.utilities(Outcome((7.0,), (1,)), "score") == [7.0]


def test_private_part_is_what_the_seat_adds():
    public = {"seat": None, "rows": [[1], None], "me": {"hidden": 2}}
    mine = {"seat": 1, "rows": [[1], None], "me": {"hidden": 2, "tokens": ["owl", "ram"]}}
    assert C.private_part(mine, public) == {"seat": 1, "me": {"tokens": ["owl", "ram"]}}
    assert C.private_part(public, public) is None


def test_hashed_features_are_stable_and_sized():
    v = {"a": [1, 2, {"b": "owl"}], "c": True, "d": None, "e": 2.5}
    x = C.hashed_features(v, 64)
    assert x.shape == (64,) and x.dtype == np.float32
    assert np.array_equal(x, C.hashed_features(dict(reversed(list(v.items()))), 64))
    assert not np.array_equal(x, C.hashed_features({**v, "e": 3.5}, 64))
    out = np.ones(64, np.float32)
    assert C.hashed_features(v, 64, out) is out and np.array_equal(out, x)


def test_log_filters_secrets_per_seat():
    ev = (Event("draw", {"seat": 0}, {"token": "owl"}, 0), Event("place", {"row": 1}))
    log: C.Log = ((None, (1, "take R0", ())), (0, "draw", ev))
    assert C.log_for(log, 0)[1] == [0, "draw", [{"kind": "draw", "seat": 0, "token": "owl"},
                                                {"kind": "place", "row": 1}]]
    assert C.log_for(log, 1)[1][2][0] == {"kind": "draw", "seat": 0}
    assert C.log_for(C.strip_log(log, 1), 1) == C.log_for(log, 1)
    assert C.log_for(C.strip_log(log, 1), 0)[1][2][0] == {"kind": "draw", "seat": 0}
    assert C.log_for(C.strip_log(log, 0), 0) == C.log_for(log, 0)


@pytest.mark.parametrize("gid", GAMES)
def test_render_text_is_a_string(gid):
    game = trigames.make(gid)
    text = C.render_text(game, game.new_game(0).view(None))
    assert isinstance(text, str) and text
