"""Where does a search bot's choice beat the heuristic's?  (issue 18)

    python tools/probe_overrides.py captain --players 3 --games 4 --hard-iterations 80
    python tools/probe_overrides.py star-traders --option version=family --players 3 --every 4 \\
        --set cut_turns=2

Normal plays whole games against itself.  At every `--every`-th decision
with a choice, Hard (the game's search settings, plus any --set changes) is
asked too.  Where it picks another move (an "override"), both moves are
played out to the end of the game `--playouts` times with every seat
Normal, each pair from the same fresh determinization of the searcher's
view and the same dice, and the searcher's win share after Hard's move less
that after Normal's is the override's gain (-1..1).

With --against-iterations the baseline is a second search in place of
Normal (the game's search settings at that budget, plus any --against-set):
`--hard-iterations 1800 --against-iterations 600` asks where an Expert's
choice beats a Hard's.  Every difference is scored by paired playouts, so
this separates two searches a tournament of the same CPU cannot (Star
Cargo: see docs/bots.md).  The game itself is still played by Normal.

Gains are reported by the game's progress (the decision's place in its
game, in thirds), because a search tends to go wrong in one phase and right
in another: Captain's Hard lost win share in the opening and won it in the
last third, which a tournament (20 times the CPU) only showed as "Hard
does not beat Normal".  A positive total in a phase says: let the search
decide there; a negative one: settle those decisions with the heuristic
(SearchSettings.settle).

The playouts are Normal against Normal, so a gain measures the move, not
how Hard would follow it up.  Nor how a stronger opponent would answer: a
variant whose own rollouts are exactly that continuation is flattered.
Star Cargo's Expert with rollouts free of random moves (epsilon 0) scored
+1.78 here against +0.98 with the usual 0.1, yet finished above Hard in
only 23 of 60 games against 51 of 100.  Screen rollout policies by
tournament, not by this probe.
"""
from __future__ import annotations

import argparse
import dataclasses
import math
import random
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import Bot, decide, make_bot  # noqa: E402
from game.ai.settings import SearchSettings  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.rules.core import Action, GameState, RulesError, seat_rng, win_share  # noqa: E402

PHASES = ("first third", "middle third", "last third")
PLAYOUT_CAP = 50_000  # decisions; a stalled playout counts as it stands


@dataclass
class Override:
    seed: int
    index: int  # the decision's place in its game (choices only)
    length: int  # choices in the whole game (known once it ends)
    seat: int
    base: Action  # the baseline's move: Normal's, or the --against search's
    hard: Action
    gain: float  # searcher's win share after Hard's move less after the baseline's, mean over the playouts

    @property
    def phase(self) -> int:
        return min(len(PHASES) - 1, (self.index - 1) * len(PHASES) // max(1, self.length))


def playout(state: GameState, seat: int, action: Action, normal: Bot, key: int) -> float:
    """The searcher's win share when `action` is played in a fresh world of its view, then Normal everywhere."""
    world = state.determinize(seat, random.Random(key))
    world.apply(action)
    rng = random.Random(key * 7 + 1)
    steps = 0
    while not world.is_over and steps < PLAYOUT_CAP:
        world.apply(normal.choose(world, world.to_act, rng))
        steps += 1
    return win_share(world.winners(), seat) if world.is_over else 0.0


def probe_game(game_id: str, players: int, options: dict, seed: int, normal: Bot, hard: Bot,
               every: int, playouts: int, report=None, base: Bot | None = None) -> list[Override]:
    """Normal plays a whole game; every `every`-th choice, Hard's move is scored against
    the baseline's (`base`, Normal when None)."""
    base = normal if base is None else base
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options(options), seed)
    found: list[Override] = []
    choices = 0
    while not state.is_over:
        if len(state.legal_actions()) > 1:
            choices += 1
            if choices % every == 0:
                seat = state.to_act
                mine, theirs = decide(state, base, seed, choices), decide(state, hard, seed, choices)
                if mine != theirs:
                    key = seat_rng(seed, "probe", seat, choices).getrandbits(48)
                    gains = [playout(state, seat, theirs, normal, key + j) - playout(state, seat, mine, normal, key + j)
                             for j in range(playouts)]
                    found.append(Override(seed, choices, 0, seat, mine, theirs, statistics.mean(gains)))
                    if report:
                        report(found[-1])
        state.apply(decide(state, normal, seed, max(1, choices)))
    return [dataclasses.replace(o, length=choices) for o in found]


def summarise(overrides: list[Override]) -> list[tuple[str, int, float, float]]:
    """(phase, overrides, total gain, standard error of the total) per third of the game."""
    rows = []
    for p, name in enumerate(PHASES):
        gains = [o.gain for o in overrides if o.phase == p]
        se = statistics.stdev(gains) * math.sqrt(len(gains)) if len(gains) > 1 else 0.0
        rows.append((name, len(gains), sum(gains), se))
    return rows


def parse_value(text: str):
    if text == "none":
        return None
    for kind in (int, float):
        try:
            return kind(text)
        except ValueError:
            pass
    return text


def hard_bot(game_id: str, iterations: int, changes: dict):
    """The game's search (the one hints use) at `iterations` rollouts, with
    `changes`; a value naming a function of the game's bot module is that
    function (a command line can only name it)."""
    from game.ai import bot_module
    from game.ai.search import SearchBot, settings_for

    module, fields = bot_module(game_id), {}
    for key, value in changes.items():
        if isinstance(value, str) and callable(vars(module).get(value)):
            value = vars(module)[value]
        fields[key] = value
    return SearchBot(game_id, seconds=None, iterations=iterations,
                     settings=dataclasses.replace(settings_for(game_id), **fields))


def parse_settings(ap: argparse.ArgumentParser, flag: str, pairs: list[str]) -> dict:
    changes = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or key not in {f.name for f in dataclasses.fields(SearchSettings)}:
            ap.error(f"{flag} wants FIELD=VALUE with a SearchSettings field (game/ai/settings.py), got {pair!r}")
        changes[key] = parse_value(value)
    return changes


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("game")
    ap.add_argument("--players", type=int, default=3)
    ap.add_argument("--option", action="append", default=[], metavar="KEY=VALUE")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--every", type=int, default=8, help="ask Hard at every N-th choice")
    ap.add_argument("--playouts", type=int, default=24, help="paired playouts per override")
    ap.add_argument("--hard-iterations", type=int, default=80)
    ap.add_argument("--set", "--hook", dest="set", action="append", default=[], metavar="FIELD=VALUE",
                    help="a SearchSettings field for Hard (functions by their name in the game's bot module)")
    ap.add_argument("--against-iterations", type=int, default=None,
                    help="score Hard against a search at this budget in place of Normal")
    ap.add_argument("--against-set", "--against-hook", dest="against_set", action="append", default=[],
                    metavar="FIELD=VALUE", help="a SearchSettings field for that search")
    args = ap.parse_args(argv)
    from game.cli_checks import CliError, parse_options

    try:
        options = parse_options(args.option)
        ruleset = get_ruleset(args.game)
        ruleset.check_players(args.players)
        ruleset.resolve_options(options)
    except (CliError, RulesError, KeyError, ValueError) as e:
        ap.error(str(e))
    if args.against_set and args.against_iterations is None:
        ap.error("--against-set needs --against-iterations")
    changes, against_changes = parse_settings(ap, "--set", args.set), parse_settings(ap, "--against-set", args.against_set)
    normal, hard = make_bot(args.game, "normal"), hard_bot(args.game, args.hard_iterations, changes)
    base = None if args.against_iterations is None else hard_bot(args.game, args.against_iterations, against_changes)
    from game.ai.search import rollout_cap_note

    searches = [("Hard", args.hard_iterations, hard)]
    if base is not None:
        searches.append(("--against", args.against_iterations, base))
    for name, iterations, bot in searches:
        note = rollout_cap_note(name, iterations, bot.settings)
        if note:
            print(note, file=sys.stderr)
    against = "Normal" if base is None else f"Search {args.against_iterations}"
    against_in_full = (against if base is None
                       else f"a search at {args.against_iterations} rollouts, changes {against_changes}")
    start = time.process_time()
    overrides: list[Override] = []
    for seed in range(args.seed, args.seed + args.games):
        overrides += probe_game(args.game, args.players, options, seed, normal, hard, args.every, args.playouts,
                                report=lambda o: print(f"  seed {o.seed} choice {o.index} seat {o.seat}: "
                                                       f"{against} {o.base}, Hard {o.hard}: {o.gain:+.3f}",
                                                       flush=True), base=base)
    print(f"{args.game} {options} changes {changes}, {args.players} players, {args.games} games, "
          f"Hard {args.hard_iterations} rollouts, {args.playouts} playouts per override, against {against_in_full}")
    for name, n, total, se in summarise(overrides):
        print(f"  {name:13} {n:3} overrides, total win share {total:+.2f} (se {se:.2f})")
    total = sum(o.gain for o in overrides)
    print(f"  all           {len(overrides):3} overrides, total win share {total:+.2f}; "
          f"{time.process_time() - start:.0f} s CPU")
    return 0


if __name__ == "__main__":
    sys.exit(main())
