"""Fuzz: real short games' saves mutated 10,000 ways (seeded, so every run
is the same).  No mutation may crash loading, every refusal is in plain
words, and every accepted save must play: all its moves replayed, the game
goes on, it saves and loads again; for a sample, its table opens and draws.

CANTINA_FUZZ=N runs N mutations instead (e.g. 100000 before a release)."""
from __future__ import annotations

import copy
import json
import os
import random
import time

import pytest

from game.session import Match, SaveError
from tests.save_samples import plain_words_problem, plays_problem, real_saves

TRIALS = int(os.environ.get("CANTINA_FUZZ", "10000"))
TABLE_SAMPLE = 12  # accepted saves whose table is opened and drawn

NASTY = [None, True, False, 0, -1, 1, 2, 5, 2 ** 31, 2 ** 63, -2 ** 63 - 1, 10 ** 30, 0.5, -0.0, 1e308, "", " ",
         "red", "human", "hard", "Pass", "x" * 300, "\x00", "\u202e", "\ud800", [], [0], [[[[[0]]]]], {}, {"type": "Pass"},
         list(range(300))]
TOKENS = ["Infinity", "-Infinity", "NaN", "1e999", "9" * 5000, "[" * 5000, "{", "}", "]", ",", "\"", "\\", "\xff",
          "true", "null", "\ufeff"]


def _nasty(rng: random.Random):
    return copy.deepcopy(rng.choice(NASTY))  # a fresh copy: mutations must not reach NASTY


def _places(node, path=()):
    """Every (path, value) in a JSON tree."""
    yield path, node
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _places(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _places(v, path + (i,))


def _mutate_record(record: dict, rng: random.Random) -> dict:
    record = copy.deepcopy(record)
    places = list(_places(record))[1:]
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        path, value = rng.choice(places)
        parent = record
        for key in path[:-1]:
            parent = parent[key]
        last = path[-1]
        op = rng.randrange(9)
        try:
            if op == 0:
                parent[last] = _nasty(rng)
            elif op == 1 and isinstance(value, int) and not isinstance(value, bool):
                parent[last] = value + rng.choice((-1, 1, 2, -7, 1000))
            elif op == 2:
                parent[last] = copy.deepcopy(rng.choice(places)[1])  # a value from elsewhere
            elif op == 3 and isinstance(parent, dict):
                del parent[last]
            elif op == 3 and isinstance(parent, list):
                parent.pop(last)
            elif op == 4 and isinstance(parent, list):
                parent.insert(last, copy.deepcopy(parent[last]))
            elif op == 5 and isinstance(parent, list) and len(parent) > 1:
                j = rng.randrange(len(parent))
                parent[last], parent[j] = parent[j], parent[last]
            elif op == 6 and isinstance(parent, dict):
                parent[rng.choice(("x", "type", "name", "kind", "colour", "seed", "format"))] = _nasty(rng)
            elif op == 7 and isinstance(value, str):
                parent[last] = value[:rng.randrange(len(value) + 1)] + rng.choice(("", "x", "é", "\n", "7"))
            else:
                parent[last] = _nasty(rng)
        except (IndexError, KeyError, TypeError):
            pass
        places = list(_places(record))[1:]
    return record


def _mutate_text(text: str, rng: random.Random) -> bytes:
    data = text
    for _ in range(rng.choice((1, 1, 2))):
        op = rng.randrange(5)
        i = rng.randrange(len(data) + 1)
        if op == 0:
            data = data[:i] + rng.choice(TOKENS) + data[i:]
        elif op == 1:
            data = data[:i] + data[i + rng.randrange(1, 20):]
        elif op == 2:
            data = data[:i]
        elif op == 3:  # a number token becomes something else
            digits = [k for k, ch in enumerate(data) if ch.isdigit()]
            if digits:
                k = rng.choice(digits)
                data = data[:k] + rng.choice(TOKENS[:5] + ["-", "0.5", "1e5"]) + data[k + 1:]
        else:
            data = data[:i] + chr(rng.randrange(32, 0x3000)) + data[i:]
    raw = data.encode("utf-8", "surrogatepass")
    if rng.random() < 0.05:
        j = rng.randrange(len(raw) + 1)
        raw = raw[:j] + bytes([rng.randrange(256)]) + raw[j:]
    return raw


@pytest.mark.slow
def test_ten_thousand_mutated_saves(app, capsys):
    from game.scenes import table_scene_class

    bases = real_saves(25)
    # old saves (format 1) carry no checksum: more mutations get through to a full replay
    bases += [{**{k: v for k, v in b.items() if k != "checksum"}, "format": 1} for b in bases]
    rng = random.Random(13)
    start = time.process_time()
    accepted, refused, failures, opened = 0, 0, [], 0
    for trial in range(TRIALS):
        base = bases[trial % len(bases)]
        if rng.random() < 0.7:
            mutated = _mutate_record(base, rng)
            raw = json.dumps(mutated).encode("utf-8", "surrogatepass")
        else:
            raw = _mutate_text(json.dumps(base), rng)
        try:
            match = Match.loads(raw)
        except SaveError as e:
            refused += 1
            problem = plain_words_problem(str(e))
            if problem:
                failures.append(f"trial {trial}: {problem}")
            continue
        except Exception as e:  # noqa: BLE001 - a crash is the finding
            failures.append(f"trial {trial}: crash {type(e).__name__}: {str(e)[:100]}")
            continue
        accepted += 1
        try:
            actions = len(json.loads(raw.decode("utf-8-sig"))["actions"])
        except Exception:  # noqa: BLE001
            actions = len(match.steps)
        problem = plays_problem(match, actions)
        if problem:
            failures.append(f"trial {trial}: accepted but does not play: {problem}")
        elif opened < TABLE_SAMPLE and accepted % 7 == 1:
            opened += 1
            try:
                table = table_scene_class(match.game_id)(app, match)
                app.push(table)
                table.update(0.016)
                app.render()
                app.pop()
            except Exception as e:  # noqa: BLE001
                failures.append(f"trial {trial}: table does not open: {type(e).__name__}: {e}")
    cpu = time.process_time() - start
    with capsys.disabled():
        print(f"\n  fuzz: {TRIALS} mutated saves, refused {refused}, accepted {accepted} "
              f"(tables opened {opened}), failures {len(failures)}, {cpu:.1f} s CPU")
    assert not failures, "\n".join(failures[:20])
    assert refused + accepted == TRIALS and accepted > 0 and opened > 0
