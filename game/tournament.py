"""Seat-rotated bot tournaments: `python main.py tournament GAME --seats
hard,normal --games N [--seed S]` (also `python -m game.tournament`; both take
--hard-seconds / --hard-iterations and --expert-seconds / --expert-iterations,
Expert's defaulting to EXPERT_SCALE times Hard's when only Hard's are given).

Game i deals with seed S + i // n (n = number of seats) and rotates the level
list by i % n, so with N a multiple of n every level plays every seat of the
same deals.  For each level the table shows its win rate per seat-game (ties
share the win) with a 95% Wilson interval, the fair share 1/n, the mean score
and the mean and 95th-percentile time per decision.
"""
from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
import traceback
from dataclasses import dataclass, field

from game.ai import LEVELS, make_bot
from game.cli_checks import (MAX_GAMES, MAX_ITERATIONS, CliError, OneLineParser, check_home, fail, parse_options,
                             positive_seconds, seat_list, whole_number)
from game.rules.core import RulesError
from game.games import get_ruleset
from game.simulate import play_game


@dataclass
class LevelStats:
    level: str
    seat_games: int = 0
    wins: float = 0.0
    scores: list = field(default_factory=list)
    times: list = field(default_factory=list)
    iterations: list = field(default_factory=list)  # search iterations per searched decision

    @property
    def win_rate(self) -> float:
        return self.wins / self.seat_games if self.seat_games else 0.0


@dataclass
class TournamentResult:
    game_id: str
    levels: list
    games: int = 0
    errors: list = field(default_factory=list)
    stats: dict = field(default_factory=dict)  # level -> LevelStats
    seconds: float = 0.0
    # (level a, level b) -> [a placed above b, seat pairs]; ties count half
    pairs: dict = field(default_factory=dict)

    def beats(self, a: str, b: str) -> tuple[float, int]:
        """How often a seat of level a finished above a seat of level b, over
        every pair of such seats in every game (the head-to-head measure that
        extends "wins against" to games of three or more seats)."""
        won, n = self.pairs.get((a, b), (0.0, 0))
        return won, n

    @property
    def fair_share(self) -> float:
        return 1.0 / len(self.levels)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (fractional ties allowed)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list, q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    k = max(0, math.ceil(q * len(ordered)) - 1)
    return ordered[k]


def make_level_bot(game_id: str, level: str, hard_seconds=None, hard_iterations=None, factories=None):
    if factories and level not in LEVELS and level in factories:
        return factories[level]()
    if level == "hard" and (hard_seconds is not None or hard_iterations is not None):
        from game.ai.search import SearchBot, settings_for

        return SearchBot(game_id, seconds=hard_seconds, iterations=hard_iterations,
                         settings=settings_for(game_id, "hard"))
    return make_bot(game_id, level)


def run_tournament(game_id: str, levels: list, games: int, seed: int = 1,
                   hard_seconds=None, hard_iterations=None, options=None,
                   progress=None, factories=None) -> TournamentResult:
    """`factories` ({name: callable() -> bot}) lets seats be bots that are
    not levels (the scripted plans of tests/plans); each game gets fresh ones."""
    factories = dict(factories or {})
    for name in factories:
        if name in LEVELS:
            raise ValueError(f"bot factory {name!r} has the name of a level; give it another name")
    for level in levels:
        if level not in LEVELS and level not in factories:
            raise ValueError(f"unknown level {level!r}; choose from {', '.join(list(LEVELS) + list(factories))}")
    ruleset = get_ruleset(game_id)
    ruleset.check_players(len(levels))
    n = len(levels)
    result = TournamentResult(ruleset.id, list(levels))
    result.stats = {lv: LevelStats(lv) for lv in dict.fromkeys(levels)}
    start = time.perf_counter()
    for i in range(games):
        rot = i % n
        seat_levels = levels[rot:] + levels[:rot]
        deal = seed + i // n
        bots = [make_level_bot(ruleset.id, lv, hard_seconds, hard_iterations, factories) for lv in seat_levels]
        try:
            game = play_game(ruleset.id, seat_levels, deal, options, time_decisions=True, bots=bots)
            winners, scores, times = game.winners, game.scores, game.decision_log
        except Exception as e:  # noqa: BLE001 - counted and reported
            result.errors.append(f"game {i + 1} (seed {deal}, seats {','.join(seat_levels)}): {e!r}\n"
                                 + traceback.format_exc())
        else:
            result.games += 1
            by_seat = {s.seat: s for s in scores}
            for seat, lv in enumerate(seat_levels):
                st = result.stats[lv]
                st.seat_games += 1
                if seat in winners:
                    st.wins += 1.0 / len(winners)
                st.scores.append(by_seat[seat].total)
            for sa, a in enumerate(seat_levels):
                for sb, b in enumerate(seat_levels):
                    if sa == sb or a == b:
                        continue
                    ka, kb = by_seat[sa].key, by_seat[sb].key
                    rec = result.pairs.setdefault((a, b), [0.0, 0])
                    rec[0] += 1.0 if ka > kb else 0.5 if ka == kb else 0.0
                    rec[1] += 1
            for d in times:
                st = result.stats[seat_levels[d.seat]]
                st.times.append(d.seconds)
                if d.iterations and not d.forced:
                    st.iterations.append(d.iterations)
        if progress is not None:
            progress(i + 1, games, result)
    result.seconds = time.perf_counter() - start
    return result


def format_result(result: TournamentResult) -> str:
    ruleset = get_ruleset(result.game_id)
    lines = [f"{ruleset.name}: {result.games} games, {len(result.levels)} seats "
             f"({','.join(result.levels)}), {len(result.errors)} errors, {result.seconds:.1f} s",
             f"{'level':<8} {'seat-games':>10} {'win rate':>8} {'95% interval':>14} {'fair':>5} "
             f"{'mean score':>10} {'decision mean':>13} {'p95':>8}"]
    for lv, st in result.stats.items():
        lo, hi = wilson(st.wins, st.seat_games)
        mean_score = statistics.mean(st.scores) if st.scores else 0.0
        mean_t = statistics.mean(st.times) if st.times else 0.0
        lines.append(f"{lv:<8} {st.seat_games:>10} {st.win_rate:>8.2f} {f'[{lo:.2f}, {hi:.2f}]':>14} "
                     f"{result.fair_share:>5.2f} {mean_score:>10.1f} {mean_t * 1000:>10.1f} ms "
                     f"{percentile(st.times, 0.95) * 1000:>5.0f} ms")
    def rank(level):  # bots that are not levels (scripted plans) rank below Random
        return (LEVELS.index(level) if level in LEVELS else -1, level)

    for (a, b), (won, n) in result.pairs.items():
        if rank(a) > rank(b):  # one line per pairing, the stronger level first
            lo, hi = wilson(won, n)
            lines.append(f"{a} finished above {b} in {won / n:.0%} of {n} seat pairs  95% [{lo:.2f}, {hi:.2f}]")
    return "\n".join(lines)


def cmd_tournament(args) -> int:
    from game.content import ContentError

    try:
        check_home()
        levels = seat_list(args.seats, LEVELS, "bot level")
        ruleset = get_ruleset(args.game)
        ruleset.check_players(len(levels))
        options = ruleset.resolve_options(parse_options(args.option))
    except (RulesError, CliError, ContentError) as e:
        return fail(str(e))

    def progress(done, total, result):
        print(f"\r{ruleset.name}: game {done}/{total}, {len(result.errors)} errors", end="", flush=True)

    from game.ai import search

    hard_seconds, hard_iterations = args.hard_seconds, args.hard_iterations
    expert_seconds, expert_iterations = expert_budget(args)
    for note in rollout_cap_notes(ruleset.id, levels, hard_iterations, expert_iterations):
        print(note, file=sys.stderr)
    old_expert = search.set_expert_budget(expert_seconds, expert_iterations)
    try:
        result = run_tournament(ruleset.id, levels, args.games, args.seed,
                                hard_seconds=hard_seconds, hard_iterations=hard_iterations,
                                options=options, progress=progress)
    finally:
        search.set_expert_budget(**old_expert)
    print()
    for err in result.errors:
        print(f"ERROR {err}", file=sys.stderr)
    print(format_result(result))
    return 1 if result.errors else 0


def rollout_cap_notes(game_id: str, levels, hard_iterations, expert_iterations) -> list:
    """What a search level in `levels` will not do of its iteration budget
    (search.rollout_cap_note): a bench asking for more says so."""
    from game.ai.search import rollout_cap_note, settings_for

    notes = []
    if "hard" in levels:
        notes.append(rollout_cap_note("Hard", hard_iterations, settings_for(game_id, "hard")))
    if "expert" in levels:
        notes.append(rollout_cap_note("Expert", expert_iterations, settings_for(game_id, "expert")))
    return [n for n in notes if n]


def expert_budget(args) -> tuple:
    """(seconds, iterations) of expert: its own flags, else search.EXPERT_SCALE
    times the --hard-* budget given (so Expert keeps its edge over Hard at any
    scale), else the app's default."""
    from game.ai.search import EXPERT_SCALE, EXPERT_SECONDS

    seconds, iterations = args.expert_seconds, args.expert_iterations
    if seconds is not None or iterations is not None:
        return seconds, iterations
    hard_seconds, hard_iterations = args.hard_seconds, args.hard_iterations
    if hard_seconds is not None or hard_iterations is not None:
        return (None if hard_seconds is None else EXPERT_SCALE * hard_seconds,
                None if hard_iterations is None else EXPERT_SCALE * hard_iterations)
    return EXPERT_SECONDS, None


def add_arguments(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    p.add_argument("game")
    p.add_argument("--seats", required=True, help=f"comma list of levels ({', '.join(LEVELS)}), e.g. hard,normal")
    p.add_argument("--games", type=whole_number(1, MAX_GAMES), default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-seconds", type=positive_seconds, default=None, help="time budget of hard per decision")
    p.add_argument("--hard-iterations", type=whole_number(1, MAX_ITERATIONS), default=None,
                   help="iteration budget of hard (deterministic)")
    p.add_argument("--expert-seconds", type=positive_seconds, default=None,
                   help="time budget of expert per decision (default: 3x --hard-seconds if given, else the app's)")
    p.add_argument("--expert-iterations", type=whole_number(1, MAX_ITERATIONS), default=None,
                   help="iteration budget of expert (default: 3x --hard-iterations if given)")
    p.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game option, e.g. version=nova")
    return p


def main(argv=None) -> int:
    p = add_arguments(OneLineParser(prog="python -m game.tournament",
                                              description="Seat-rotated bot tournament."))
    return cmd_tournament(p.parse_args(argv))


if __name__ == "__main__":
    sys.exit(main())
