"""Cartel speed and strength: random-playout decisions per second (rules
only), Normal's and Hard's decision times (median, p95), tournaments with
Wilson intervals, Normal with its road look-ahead against Normal without,
and the frame time of the table with a large late-game city.  Prints
numbers only; nothing here asserts on time.

    .venv/bin/python bench/bench_cartel.py [--games N] [--hard-games N] [--seats hard,normal]
        [--hard-iterations N] [--roads-games N] [--frames N --size WxH]
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import decide  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.simulate import play_game  # noqa: E402
from game.games.cartel.bot import CartelBot  # noqa: E402
from game.games.cartel.rules import Road  # noqa: E402
from game.tournament import format_result, run_tournament, wilson  # noqa: E402

GAME = "cartel"


def random_playouts(games: int) -> None:
    ruleset = get_ruleset(GAME)
    decisions = 0
    start = time.perf_counter()
    for seed in range(games):
        state = ruleset.new_game(2 + seed % 3, {}, seed)
        rng = random.Random(seed)
        while not state.is_over:
            state.apply(rng.choice(state.legal_actions()))
            decisions += 1
    elapsed = time.perf_counter() - start
    print(f"random playouts: {games} games, {decisions} decisions, {decisions / elapsed:,.0f} decisions/s "
          f"({elapsed / games * 1000:.1f} ms per game)")


def _times(label: str, times: list) -> None:
    times = sorted(times)
    p95 = times[min(len(times) - 1, int(len(times) * 0.95))]
    print(f"{label}: {len(times)} decisions, median {statistics.median(times) * 1000:.1f} ms, "
          f"p95 {p95 * 1000:.1f} ms (including determinize and forced moves)")


def decision_times(level: str, games: int) -> None:
    times: list[float] = []
    for g in range(games):
        players = 2 + g % 3
        seats = [level] + ["normal"] * (players - 1)
        result = play_game(GAME, seats, 10_000 + g, check_invariants=False, time_decisions=True)
        times += [d.seconds for d in result.decision_log if d.seat == 0]
    _times(level, times)


def roads_head_to_head(games: int, seed: int) -> None:
    """Normal with its road look-ahead against Normal without it, 2 players,
    seats swapped every other game on the same deal; also road plays per game."""
    won = 0.0
    roads = {True: 0, False: 0}
    for i in range(games):
        deal = seed + i // 2
        flags = [True, False] if i % 2 == 0 else [False, True]
        bots = [CartelBot(roads=f) for f in flags]
        state = get_ruleset(GAME).new_game(2, {}, deal)
        n = 0
        while not state.is_over:
            seat = state.to_act
            a = decide(state, bots[seat], deal, n)
            roads[flags[seat]] += isinstance(a, Road)
            state.apply(a)
            n += 1
        keys = {sc.seat: sc.key for sc in state.scores()}
        new, old = flags.index(True), flags.index(False)
        won += 1.0 if keys[new] > keys[old] else 0.5 if keys[new] == keys[old] else 0.0
    lo, hi = wilson(won, games)
    print(f"normal with roads vs without: {games} games (2p, seats swapped), won {won / games:.0%} "
          f"95% [{lo:.2f}, {hi:.2f}]; road plays per game: with {roads[True] / games:.2f}, "
          f"without {roads[False] / games:.2f}")


def big_city(state, rng: random.Random) -> None:
    """Grow `state` into a late-game city in place: every road card left in
    the deck laid where it opens the most lots, then every lot built on with
    the deck's Businesses and one or two Agents of random seats on each."""
    from game.games.cartel.rules import city
    from game.games.cartel.rules.data import BUSINESSES, ROADS

    hand_sizes = [len(h) for h in state.hands]
    for h in state.hands:  # every card back in the deck, hands dealt again at the end
        state.deck += h
        h.clear()
    roads = sorted((c for c in state.deck if c in ROADS), key=lambda c: (c != "tee", c))
    straight = state.content.roads["straight"]
    for card in roads:
        shape = state.content.roads[card]
        best = None
        for cell, rot in city.road_spots(state.roads, state.buildings, shape):
            trial = dict(state.roads)
            trial[cell] = (card, rot, shape.exits_at(rot))
            # the most lots, keeping room for the roads still to come
            n = len(city.compute(trial, state.buildings).lots) + len(city.road_spots(trial, state.buildings, straight))
            if best is None or n > best[0]:
                best = (n, cell, rot)
        if best is None:
            continue
        state.deck.remove(card)
        state.roads[best[1]] = (card, best[2], shape.exits_at(best[2]))
        state._geo = None
    state.deck.sort()
    rng.shuffle(state.deck)
    for seat, n in enumerate(hand_sizes):
        state.hands[seat] = sorted(state.deck.pop() for _ in range(n))
    businesses = [c for c in state.deck if c in BUSINESSES]
    rng.shuffle(businesses)
    for cell in sorted(state.lots()):  # a ground floor on every lot, the rest stacked at random
        if businesses:
            card = businesses.pop()
            state.deck.remove(card)
            state.buildings[cell] = (card,)
    state._geo = None
    cells = sorted(state.buildings)
    while businesses:
        card = businesses.pop()
        state.deck.remove(card)
        cell = rng.choice(cells)
        state.buildings[cell] += (card,)
    for cell in cells:
        for _ in range(rng.randint(1, 2)):
            seat = rng.randrange(state.num_players)
            if state.reserve[seat] > 1:
                state.reserve[seat] -= 1
                pieces.put(state, seat, cell, 1)
    state._legal = None


def frame_times(frames: int, size: tuple, players: int = 4, shot: str | None = None) -> None:
    """Real app.step() frames of the table over a large city (dummy video
    driver): the mouse sweeping the city (hover, tooltips), then a pan."""
    import os
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("CANTINA_HOME", tempfile.mkdtemp())
    import math

    import pygame

    from game.app import App, build_match, shutdown
    from game.persist import Settings
    from game.scenes import table_scene_class

    settings = Settings()
    settings.animation_speed = 0.0
    app = App(settings, size=size, fullscreen=False, audio=False)
    match = build_match(GAME, ["human"] + ["normal"] * (players - 1), seed=1)
    bot = CartelBot()
    for i in range(players):  # everyone opens a first Business
        match.apply(decide(match.state, bot, match.seed, i))
    big_city(match.state, random.Random(1))
    state = match.state
    table = table_scene_class(GAME)(app, match, viewer=0, autoplay=False)
    app.push(table)
    app.step(0.0)
    agents = sum(sum(v) for v in state.agents.values())
    print(f"table frame: {players} players, {len(state.roads)} roads, {len(state.buildings)} buildings "
          f"({sum(len(f) for f in state.buildings.values())} floors, {agents} Agents), window {size[0]}x{size[1]}")
    to_window = app.to_window
    rect = table.map_rect
    for label, button in (("mouse over the city", 0), ("panning (right drag)", 3)):
        centre = to_window(rect.center)
        if button:
            app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=centre, button=button)])
        costs, cpu = [], []
        for i in range(frames):
            a = i / 25.0
            pos = to_window((rect.centerx + round(rect.w * 0.4 * math.sin(a)),
                             rect.centery + round(rect.h * 0.4 * math.sin(a * 1.3))))
            ev = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0),
                                    buttons=(0, 0, 1) if button else (0, 0, 0))
            t, c = time.perf_counter(), time.process_time()
            app.step(1 / 60, [ev])
            costs.append((time.perf_counter() - t) * 1000)
            cpu.append((time.process_time() - c) * 1000)
        if button:
            app.step(1 / 60, [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=centre, button=button)])
        costs.sort()
        cpu.sort()
        p95 = costs[min(len(costs) - 1, int(len(costs) * 0.95))]
        print(f"  {label}: {statistics.median(costs):.1f} ms median, {p95:.1f} ms p95 wall; "
              f"CPU {statistics.median(cpu):.1f} ms median, {cpu[int(len(cpu) * 0.95)]:.1f} ms p95")
    try:
        print(f"  machine load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")
    except OSError:
        pass
    if shot:
        table.camera.fit()
        app.step(1 / 60, [pygame.event.Event(pygame.MOUSEMOTION, pos=to_window(rect.center), rel=(0, 0),
                                             buttons=(0, 0, 0))])
        app.screenshot(shot)
        print(f"  wrote {shot}")
    app.close_worker()
    shutdown()


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200, help="random playouts")
    p.add_argument("--heuristic-games", type=int, default=12)
    p.add_argument("--hard-games", type=int, default=0, help="games for Hard's decision times")
    p.add_argument("--seats", action="append", default=[], help="a tournament, e.g. hard,normal (repeatable)")
    p.add_argument("--tournament-games", type=int, default=40)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--hard-iterations", type=int, default=None,
                   help="Hard's fixed rollout budget per decision (default: its time budget)")
    p.add_argument("--roads-games", type=int, default=0, help="Normal with roads vs without, 2p")
    p.add_argument("--frames", type=int, default=0, help="frames of the table over a large city")
    p.add_argument("--size", default="1920x1080", help="window size for --frames")
    p.add_argument("--shot", default=None, help="with --frames: save the big city's table to this PNG")
    args = p.parse_args(argv)
    if args.games:
        random_playouts(args.games)
    if args.heuristic_games:
        decision_times("normal", args.heuristic_games)
    if args.hard_games:
        decision_times("hard", args.hard_games)
    if args.frames:
        frame_times(args.frames, tuple(int(v) for v in args.size.lower().split("x")), shot=args.shot)
    if args.roads_games:
        roads_head_to_head(args.roads_games, args.seed)
    for seats in args.seats:
        def progress(done, total, result):  # the table so far after every game: a cut-short run still reports
            print(f"after game {done}/{total}:\n{format_result(result)}", flush=True)

        result = run_tournament(GAME, seats.split(","), args.tournament_games, seed=args.seed,
                                hard_iterations=args.hard_iterations, progress=progress)
        print(format_result(result))
    return 0


if __name__ == "__main__":
    sys.exit(main())
