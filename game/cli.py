"""Command line: the menu by default, plus play / learn / simulate /
screenshot / tournament modes.  Game ids: star-cartel, star-cargo, cartel, star-traders,
captain."""
from __future__ import annotations

import argparse
import statistics
import sys
import time

from game.cli_checks import (MAX_AFTER, MAX_GAMES, MAX_PLAYERS, MAX_WORKERS, CliError, OneLineParser, check_home, fail, parse_options,
                             seat_list, whole_number)


def _seats(arg: str | None, players: int | None, default_kind: str, min_players: int,
           allowed=None) -> list[str]:
    """The seat kinds from --seats (checked against `allowed`, default: any
    seat kind of a match) or `players` seats of `default_kind`."""
    from game.session import SEAT_KINDS

    allowed = tuple(allowed or SEAT_KINDS)
    seats = seat_list(arg, allowed, "bot level" if "human" not in allowed else "seat kind")
    if seats is not None:
        if players and players != len(seats):
            raise CliError(f"--players {players} does not match the {len(seats)} --seats")
        return seats
    return [default_kind] * (players or min_players)


def build_parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="cantina", description="Cantina: space-trading tabletop games.")
    sub = p.add_subparsers(dest="mode", parser_class=OneLineParser)

    play = sub.add_parser("play", help="start a game directly")
    play.add_argument("game")
    play.add_argument("--players", type=whole_number(1, MAX_PLAYERS))
    play.add_argument("--seats", help="comma list: human,expert,hard,normal,easy,random")
    play.add_argument("--seed", type=int)
    play.add_argument("--option", action="append", metavar="KEY=VALUE")

    learn = sub.add_parser("learn", help="a guided first game (a lesson) of a game")
    learn.add_argument("game")
    learn.add_argument("--check", action="store_true",
                       help="walk the lesson without a window and print its steps and what each teaches")

    sim = sub.add_parser("simulate", help="bot-only games without a window")
    sim.add_argument("game")
    sim.add_argument("--games", type=whole_number(1, MAX_GAMES), default=10)
    sim.add_argument("--players", type=whole_number(1, MAX_PLAYERS))
    sim.add_argument("--seats", help="comma list of bot levels (default: normal for all)")
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--option", action="append", metavar="KEY=VALUE")

    shot = sub.add_parser("screenshot", help="render a scene to PNG without a screen")
    shot.add_argument("game", help="a game id, or menu / setup / settings / rules / results / load / pause (setup, rules, results and pause take a game: results:captain)")
    shot.add_argument("--players", type=whole_number(1, MAX_PLAYERS))
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--after", type=whole_number(0, MAX_AFTER), default=None,
                      help="bot decisions to play first (default 0, or the moment the game's table names)")
    shot.add_argument("--size", default="1280x720", help="window size WxH")
    shot.add_argument("--out", required=True)
    shot.add_argument("--option", action="append", metavar="KEY=VALUE")
    shot.add_argument("--mouse", help="logical X,Y of the mouse (to show hover effects)")
    shot.add_argument("--game", dest="replay_game",
                      help="the game of `screenshot replay` (default: the first) or `screenshot learn`")
    shot.add_argument("--step", type=whole_number(1, 200), default=1, help="the lesson step of `screenshot learn`")

    ana = sub.add_parser("analyse", help="each seat's chance to win per turn of a saved game, and its swings")
    ana.add_argument("save", help="a save file (.json)")
    ana.add_argument("--budget", type=whole_number(1), default=None,
                     help="rollouts per seat and position (default: the app's)")
    ana.add_argument("--seat", type=whole_number(1), help="the seat whose decisions are judged (default: the person)")
    ana.add_argument("--workers", type=whole_number(1, MAX_WORKERS), default=1, help="processes to share the work")

    from game.tournament import add_arguments  # one definition of the tournament flags

    add_arguments(sub.add_parser("tournament", help="seat-rotated bot matches with win rates"))
    return p


def cmd_simulate(args) -> int:
    from game.ai import LEVELS
    from game.rules.core import RulesError
    from game.games import get_ruleset
    from game.simulate import GameFailure, play_game

    try:
        ruleset = get_ruleset(args.game)
        seats = _seats(args.seats, args.players, "normal", ruleset.min_players, allowed=LEVELS)
        ruleset.check_players(len(seats))
        options = ruleset.resolve_options(parse_options(args.option))
    except RulesError as e:
        return fail(str(e))
    problem = bots_that_cannot_start(ruleset.id, seats)
    if problem:
        return fail(problem)
    wins = [0.0] * len(seats)
    lengths, errors, interjections = [], 0, 0
    start = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        try:
            result = play_game(ruleset.id, seats, seed, options)
        except GameFailure as e:
            errors += 1
            print(f"\nERROR {e}", file=sys.stderr)
            continue
        for w in result.winners:
            wins[w] += 1 / len(result.winners)
        lengths.append(result.decisions)
        interjections += result.interjections
        print(f"\r{ruleset.name}: game {i + 1}/{args.games}", end="", flush=True)
    elapsed = time.perf_counter() - start
    print()
    for seat, level in enumerate(seats):
        print(f"seat {seat + 1} ({level}): {wins[seat]:.1f} wins")
    if lengths:
        print(f"mean game length: {statistics.mean(lengths):.1f} decisions")
        print(f"decisions per second: {sum(lengths) / elapsed:.0f}")
    if interjections:
        print(f"moves out of turn (talks bots opened, as at the table): {interjections}")
    print(f"{args.games} games, {errors} errors")
    return 1 if errors else 0


def bots_that_cannot_start(game_id: str, seats: list) -> str:
    """The first seat level whose bot cannot load its data file, said with
    the level that plays without it ("" when every bot loads)."""
    from game.ai import make_bot
    from game.ai.worker import replacement_level
    from game.content import ContentError

    for level in dict.fromkeys(seats):
        try:
            make_bot(game_id, level)
        except ContentError as e:
            instead = replacement_level(game_id, level)
            return f"{e}; the {level} bot needs this file, the {instead} bot plays without it (--seats {instead},...)"
    return ""


def cmd_analyse(args) -> int:
    """Print a saved game's win-chance graph as a table, then its swings."""
    from pathlib import Path

    from game import persist
    from game.analysis import DEFAULT_BUDGET, MAX_BUDGET, analyse, describe, progress_line

    budget = args.budget or DEFAULT_BUDGET
    if budget > MAX_BUDGET:
        return fail(f"--budget is at most {MAX_BUDGET} rollouts per position")
    path = Path(args.save)
    if not path.exists():
        return fail(f"{args.save}: no such file")
    info = persist.read_save(path)
    if info.error:
        return fail(f"{args.save}: {info.error}")
    match = info.match
    seats = match.seats
    if args.seat is not None and args.seat > len(seats):
        return fail(f"--seat {args.seat}: this game has {len(seats)} seats")
    person = args.seat - 1 if args.seat is not None else None
    start = time.perf_counter()

    def progress(done, total):
        print(f"\ranalysing {progress_line(done, total)}", end="", file=sys.stderr, flush=True)

    from game.replay import Replay

    replay = Replay.from_match(match)
    result = analyse(match, budget, person, workers=args.workers, progress=progress, replay=replay)
    print(f"\rdone in {time.perf_counter() - start:.1f} s{' ' * 40}", file=sys.stderr)
    names = [s.name for s in seats]
    width = max(6, *(len(n) for n in names))
    print(f"{match.ruleset.name}, {len(seats)} players, {match.state.is_over and 'finished' or 'not finished'}; "
          f"{budget} rollouts per seat and position, each from that seat's own view")
    print("turn  " + f"{'to play':<{width}}  " + "  ".join(f"{n:>{width}}" for n in names))
    for i, (k, row) in enumerate(zip(result.points, result.chances)):
        last = i == len(result.points) - 1
        label = "end" if last else str(result.turns[i])
        who = "" if last else names[replay.turn_of(k).seat]
        print(f"{label:>4}  {who:<{width}}  " + "  ".join(f"{round(c * 100):>{width - 1}}%" for c in row))
    sentences = describe(result, seats)
    print(f"Swings for {names[result.person]}:" if sentences else
          f"No swings for {names[result.person]}: the search clearly preferred no other move.")
    for j, text in enumerate(sentences, 1):
        print(f"  {j}. {text}")
    return 0


def main(argv: list[str] | None = None) -> int:
    from game.content import ContentError
    from game.rules.core import RulesError

    args = build_parser().parse_args(argv)
    try:
        check_home()
        if args.mode == "simulate":
            return cmd_simulate(args)
        if args.mode == "analyse":
            return cmd_analyse(args)
        if args.mode == "tournament":
            from game.tournament import cmd_tournament

            return cmd_tournament(args)
        options = parse_options(getattr(args, "option", None))
        if args.mode == "screenshot":
            from game.app import cmd_screenshot

            if args.game in ("replay", "learn") and args.replay_game:
                args.game = f"{args.game}:{args.replay_game}"

            return cmd_screenshot(args, options)
        from game.app import run_app

        if args.mode == "learn":
            from game.games import all_specs, get_spec
            from game.lesson import load_lesson

            if get_spec(args.game) is None:
                return fail(f"unknown game {args.game!r}; choose from {', '.join(s.id for s in all_specs())}")

            lesson = load_lesson(args.game)
            if args.check:
                from game.app import cmd_learn_check

                return cmd_learn_check(lesson)
            return run_app(lesson=lesson)
        if args.mode == "play":
            return run_app(play=args, options=options, seats_of=_seats)
        return run_app()
    except (CliError, ContentError, RulesError) as e:  # an unknown game id is a RulesError
        return fail(str(e))
    except KeyboardInterrupt:  # Ctrl+C in a terminal: stop quietly (the autosave is written after every move)
        print("Stopped.", file=sys.stderr)
        return 130
