"""Fixed lob policies against `target` (2 players, club, seats alternating): what the choice of hole
and the choice of lob are worth without any search.

  rule=target  the hole `target` picks (big if its plank holds at least as many pucks as the ground)
  rule=value   the hole whose lob has the better value: the lob's measured chances (big, small,
               plank, ground on an empty plank) weighed by the round value of each outcome
               (planner.RoundTable) — montecarlo's default throw
  lob=best     the skill's best lobs (lobs.best_lobs); lob=plain: `aim big` / `aim small` (55°, centre)

Usage: python scripts/trigono_lob_policy.py rule=value lob=best [matches=3000] [first=200000]
"""
import math
import sys
from multiprocessing import Pool
from typing import Any

import trigames
from trigames.agents import make_agent
from trigames.core import Agent
from trigames.games.trigono.lobs import best_lobs
from trigames.games.trigono.notation import Aim, Target
from trigames.games.trigono.planner import final_chance, round_table, shot_rates

GAME = trigames.make("trigono", players=2)
ARGS = dict(a.split("=", 1) for a in sys.argv[1:])


class LobPolicy(Agent):
    name = "lob-policy"

    def __init__(self, game: Any, seat: int, rule: str, lob: str) -> None:
        super().__init__(game, seat, 0)
        self.rule = rule
        plain = shot_rates(game, "club")
        if lob == "best":
            self.aims: list[Any] = [Aim.of(*x.aim(game, 0)) for x in best_lobs(game, "club")]
            self.rates = [x.rates for x in best_lobs(game, "club")]
        else:
            self.aims, self.rates = [Target("big"), Target("small")], [plain[0], plain[1]]
        self.plain = plain

    def act(self, view: dict, legal: list) -> Any:
        if Target("big") not in legal:
            return legal[0]
        b, g = view["on_board"][0], view["ground"]
        if self.rule == "target":
            return self.aims[0 if b >= g else 1]
        me, other = self.seat, 1 - self.seat
        hm, ho = view["hands"][me], view["hands"][other]
        table = round_table(GAME, hm + ho + b + g, "club", "club")

        def value(h: int, bb: int, gg: int) -> float:
            if view["out"][other]:  # my final throw
                return float(h >= 2)
            if h == 0:
                return -1.0 if ho >= 2 else -final_chance(self.plain, bb, gg)
            return float(-table.V[1, ho, h, bb])

        def lob_value(r: tuple[float, ...]) -> float:
            return (r[0] * value(hm + b, 0, g) + r[1] * value(hm + g, b, 0) + r[2] * value(hm - 1, b + 1, g)
                    + r[3] * value(hm - 1, b, g + 1))

        return self.aims[max(range(len(self.aims)), key=lambda i: lob_value(self.rates[i]))]


def match(m: int) -> int:
    p = m % 2
    bots: list[Any] = [None, None]
    bots[p] = LobPolicy(GAME, p, ARGS.get("rule", "value"), ARGS.get("lob", "best"))
    bots[1 - p] = make_agent("target", GAME, 1 - p, m)
    s = GAME.new_game(m)
    while not s.is_terminal():
        q = s.current_player()
        s.apply(bots[q].act(s.view(q), s.legal_actions()))
    return int(p in s.outcome().winners)


def main() -> None:
    n, first = int(ARGS.get("matches", 3000)), int(ARGS.get("first", 200000))
    with Pool(2) as pool:
        won = sum(pool.map(match, range(first, first + n), chunksize=20))
    share = won / n
    half = 1.96 * math.sqrt(share * (1 - share) / n)
    name = f"rule={ARGS.get('rule', 'value')} lob={ARGS.get('lob', 'best')}"
    print(f"{name}: {won}/{n} = {share:.1%} (95 % interval ±{half:.1%})")


if __name__ == "__main__":
    main()
