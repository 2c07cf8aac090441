"""Fit Hard's win-chance model for Star Traders from Normal's self-play.

    pip install -e ".[tune]"        # numpy; the app never needs it
    nice -n 10 python tools/fit_star_traders_value.py --games 600 --write

Normal plays every seat of `--games` games per version, spread over 2-5
traders (seeds from --seed).  At the start of every turn the features of
game/games/star_traders/value_model.py are recorded for each trader; when
the game ends the winner labels those records (a game stopped by the round
cap has no winner and is left out).  One conditional logit per version is
fitted by Newton's method (a small ridge keeps it finite; a coefficient of a sign
value_model.SIGNS forbids is held at zero and the rest refitted), on the games but
the last fifth, which are held out: the tool prints, per version, the
held-out log loss and Brier score of the model, of a uniform guess and of
Normal's value alone (the best single scale), then the coefficients.
--write puts them into content/star_traders/value_model.yaml.
"""
from __future__ import annotations

import json
import math
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.ai import decide, make_bot  # noqa: E402
from game.cli_checks import CliError, OneLineParser, fail, whole_number  # noqa: E402
from game.games import get_ruleset  # noqa: E402
from game.games.star_traders.rules.versions import BY_KEY  # noqa: E402
from game.games.star_traders.value_model import (FEATURES, FILE, SIGNS, VERSION_KEYS, features,  # noqa: E402
                                                  models, softmax)
from game.content import content_path  # noqa: E402

GAME = "star-traders"
PLAYERS = (2, 3, 4, 5)
HELD_OUT = 0.2
RIDGE = 1e-3
# A Trader's Luck card in hand is worth at least this many dollars of
# Normal's value (as the free fit weighs a dollar): a fit that finds less
# (Imperial: a card counted against its holder) would let Hard play a card
# with no effect, since every world agrees the hand is lighter after it.
CARD_FLOOR = 2.0
# Likewise a station is never counted against its holder.  In Nova and Super
# Nova stations are built for free wherever a turn ends, so the free fit reads
# many stations as a sign of a slow trader (a negative coefficient); a bot
# pricing a deal by it would pay to give its stations away.
STATION_FLOOR = 0.0
# The sign every coefficient must have that a player would call wrong the
# other way round (more money, Prestige or stations never worth less; being
# short of what a petition or a win needs never worth more).  The free fit
# breaks them where features move together: money and Prestige are also
# inside Normal's value, and Super Nova's shortfalls shadow Prestige and
# money, so the fit paid for one with the other (Super Nova's Prestige at
# -1.47 against its money shortfall at +1.63).  A coefficient of the wrong
# sign is held at zero and the rest refitted, the worst first, until none is
# left (value_model.SIGNS; tests/games/star_traders/test_value_model.py).
FEATURE_INDEX = {name: i for i, name in enumerate(FEATURES)}
FEATURE_INDEX = {name: i for i, name in enumerate(FEATURES)}


def play(job: tuple) -> tuple:
    """(version, players, seed) -> (winner or None, [[features per seat] at each turn start, ...])."""
    version, players, seed = job
    ruleset = get_ruleset(GAME)
    state = ruleset.new_game(players, ruleset.resolve_options({"version": version}), seed)
    bots = [make_bot(GAME, "normal") for _ in range(players)]  # with its deal and Black Hole policy
    records = []
    owner = None
    n = 0
    while not state.is_over and n < 20000:
        now = state.turn_owner()
        if state.stage == "turn" and now != owner:
            owner = now
            records.append([features(state, s) for s in range(players)])
        state.apply(decide(state, bots[state.to_act], seed, n))
        n += 1
    return (state.winner if state.is_over else None), records


def jobs(version: str, games: int, seed: int) -> list:
    return [(version, PLAYERS[i % len(PLAYERS)], seed + i) for i in range(games)]


def split(results: list) -> tuple:
    """Training and held-out groups: (features per seat, winner) per record."""
    cut = int(len(results) * (1 - HELD_OUT))
    train, test = [], []
    for i, (winner, records) in enumerate(results):
        if winner is None:
            continue
        (train if i < cut else test).extend((rec, winner) for rec in records)
    return train, test


def fit(groups: list, iterations: int = 30, fixed: dict | None = None):
    """Conditional-logit coefficients by Newton's method (numpy); `fixed`
    ({feature index: value}) holds some coefficients where they are."""
    import numpy as np

    k = len(FEATURES)
    fixed = fixed or {}
    free = np.array([i not in fixed for i in range(k)])
    by_size: dict = {}
    for rec, winner in groups:
        by_size.setdefault(len(rec), ([], []))
        by_size[len(rec)][0].append(rec)
        by_size[len(rec)][1].append(winner)
    blocks = [(np.array(x, dtype=float), np.array(w)) for x, w in by_size.values()]
    c = np.zeros(k)
    for i, v in fixed.items():
        c[i] = v
    for _ in range(iterations):
        grad = -RIDGE * c
        hess = -RIDGE * np.eye(k)
        for x, w in blocks:  # x: (groups, seats, k)
            z = x @ c
            z -= z.max(axis=1, keepdims=True)
            p = np.exp(z)
            p /= p.sum(axis=1, keepdims=True)
            mean = np.einsum("gs,gsk->gk", p, x)
            grad += (x[np.arange(len(w)), w] - mean).sum(axis=0)
            second = np.einsum("gs,gsk,gsl->kl", p, x, x)
            hess -= second - mean.T @ mean
        step = np.zeros(k)
        step[free] = np.linalg.solve(hess[np.ix_(free, free)], grad[free])
        c = c - step
        if np.abs(step).max() < 1e-8:
            break
    return [float(v) for v in c]


def floors(coefficients: list, cards: bool) -> dict:
    """{feature index: the least it may be}: the card and station floors (in
    dollars of Normal's value, so they move with the value coefficient) and
    zero for every feature SIGNS wants non-negative."""
    value = coefficients[FEATURE_INDEX["value"]]
    low = {FEATURE_INDEX[name]: 0.0 for name, sign in SIGNS.items() if sign > 0}
    low[FEATURE_INDEX["stations"]] = max(0.0, STATION_FLOOR * 5 / 100 * value)
    if cards:
        low[FEATURE_INDEX["cards"]] = CARD_FLOOR * 3 / 100 * value
    return low


def constrained_fit(train: list, cards: bool) -> list:
    """The fit with every coefficient of a wrong sign (SIGNS) held at its
    bound, the worst first, refitting after each, until none is left."""
    fixed: dict = {}
    coefficients = fit(train)
    while True:
        low = floors(coefficients, cards)
        high = {FEATURE_INDEX[name]: 0.0 for name, sign in SIGNS.items() if sign < 0}
        wrong = [(low[i] - c, i, low[i]) for i, c in enumerate(coefficients) if i not in fixed and i in low
                 and c < low[i] - 1e-9]
        wrong += [(c - high[i], i, high[i]) for i, c in enumerate(coefficients) if i not in fixed and i in high
                  and c > high[i] + 1e-9]
        if not wrong:
            return coefficients
        _, i, bound = max(wrong)
        fixed[i] = bound
        print(f"  {list(FEATURES)[i]} held at {bound:.4f} (the free fit gave {coefficients[i]:+.4f})")
        coefficients = fit(train, fixed=fixed)


def losses(groups: list, score) -> tuple:
    """(mean log loss of the winner, mean Brier score over the seats)."""
    log_loss = brier = 0.0
    for rec, winner in groups:
        p = softmax([score(f) for f in rec])
        log_loss -= math.log(max(p[winner], 1e-12))
        brier += sum((q - (1.0 if s == winner else 0.0)) ** 2 for s, q in enumerate(p)) / len(p)
    n = max(1, len(groups))
    return log_loss / n, brier / n


def normal_value(f) -> float:
    """Normal's own value of a position (hundreds of dollars), from the features:
    on an Imperial Mission SeatEval counts $400 less $8 an expected action."""
    at = FEATURE_INDEX
    return f[at["value"]] + f[at["mission"]] * 4.0 - 0.8 * f[at["mission_left"]]


def value_only(train: list) -> float:
    """The scale of Normal's value alone that fits the training records best."""
    best = None
    for scale in (0.25, 0.5, 1, 2, 3, 5, 8, 12, 20):
        loss = losses(train[::5], lambda f: scale * normal_value(f))[0]
        if best is None or loss < best[0]:
            best = (loss, scale)
    return best[1]


def keep_the_rest(fitted: dict, notes: dict, path: Path) -> None:
    """Fill in the file's coefficients and notes for the versions not fitted now."""
    import yaml

    missing = [key for key in VERSION_KEYS if key not in fitted]
    if not missing:
        return
    old = models()
    old_notes = yaml.safe_load(path.read_text(encoding="utf-8")).get("fit", {})
    for key in missing:
        fitted[key] = [old[key].coefficients[name] for name in FEATURES]
        notes[key] = old_notes.get(key, "")


def write(models: dict, notes: dict, path: Path) -> None:
    lines = ["# Star Traders: Hard's win-chance model (game/games/star_traders/value_model.py).",
             "# Written by tools/fit_star_traders_value.py from Normal's self-play; one conditional",
             "# logit per version, a coefficient per feature (the module names what each measures).",
             "fit:"]
    for key in VERSION_KEYS:
        lines.append(f"  {key}: {json.dumps(notes[key])}")  # a JSON string is a YAML string
    for key in VERSION_KEYS:
        lines.append(f"{key}:")
        for name, value in zip(FEATURES, models[key]):
            lines.append(f"  {name}: {value:.4f}")
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")


def main(argv=None) -> int:
    p = OneLineParser(prog="fit_star_traders_value.py", description=__doc__.split("\n\n")[0])
    p.add_argument("--games", type=whole_number(1, 100_000), default=600, help="games per version (default 600)")
    p.add_argument("--seed", type=whole_number(0, 10**9), default=50_000, help="first seed (default 50000)")
    p.add_argument("--workers", type=whole_number(1, 64), default=2)
    p.add_argument("--versions", default=",".join(VERSION_KEYS), help="comma list (default: all five)")
    p.add_argument("--write", action="store_true", help=f"write content/star_traders/{FILE}")
    try:
        args = p.parse_args(argv)
        versions = [v.strip() for v in args.versions.split(",") if v.strip()]
        unknown = [v for v in versions if v not in VERSION_KEYS]
        if unknown:
            raise CliError(f"unknown version {unknown[0]!r}; choose from {', '.join(VERSION_KEYS)}")
    except CliError as e:
        return fail(str(e))
    try:
        import numpy  # noqa: F401
    except ImportError:
        return fail('this tool needs numpy: pip install -e ".[tune]"')
    start = time.process_time()
    wall = time.perf_counter()
    fitted, notes = {}, {}
    with multiprocessing.Pool(args.workers) as pool:
        for version in versions:
            i = VERSION_KEYS.index(version)  # each version's seeds are its own, whichever are fitted
            results = pool.map(play, jobs(version, args.games, args.seed + 100_000 * i), chunksize=4)
            train, test = split(results)
            coefficients = constrained_fit(train, BY_KEY[version].cards)
            fitted[version] = coefficients
            dot = lambda f, c=coefficients: sum(a * b for a, b in zip(c, f))  # noqa: E731
            scale = value_only(train)
            rows = {"model": losses(test, dot), "uniform": losses(test, lambda f: 0.0),
                    f"Normal's value x{scale:g}": losses(test, lambda f: scale * normal_value(f))}
            no_winner = sum(1 for w, _ in results if w is None)
            print(f"{version}: {len(results)} games ({no_winner} without a winner), "
                  f"{len(train)} training and {len(test)} held-out records")
            for name, (ll, br) in rows.items():
                print(f"  {name:<24} log loss {ll:.4f}  Brier {br:.4f}")
            print("  " + ", ".join(f"{n} {v:+.3f}" for n, v in zip(FEATURES, coefficients)))
            (ll, br), (ull, ubr), (vll, vbr) = rows.values()
            notes[version] = (f"{args.games} games from seed {args.seed + 100_000 * i}; held out: log loss "
                              f"{ll:.4f} (uniform {ull:.4f}, Normal's value {vll:.4f}), Brier {br:.4f} "
                              f"(uniform {ubr:.4f}, Normal's value {vbr:.4f})")
    print(f"CPU {time.process_time() - start:.0f} s here (workers not counted), "
          f"wall {time.perf_counter() - wall:.0f} s")
    if args.write:
        path = content_path("star_traders", FILE)
        keep_the_rest(fitted, notes, path)
        write(fitted, notes, path)
        print(f"wrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
