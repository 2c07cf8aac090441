"""Real saves to attack, and the checks every outcome must pass (shared by
test_save_attacks and test_save_fuzz)."""
from __future__ import annotations

import random
import re

from game.games import all_rulesets
from game.session import Match, Seat

# Python's own words: a message a person gets must never hold these
PYTHON_WORDS = re.compile(
    r"unhashable|__\w+__|keyword argument|NoneType|has no attribute|invalid literal|Traceback|Errno|"
    r"not subscriptable|not iterable|'(str|int|list|dict|float)' object|\b[A-Z]\w*Error\b|maximum recursion|"
    r"Exceeds the limit|object at 0x")


def real_save(game_id: str, moves: int = 30, seed: int = 3, players: int = 3) -> dict:
    """The save record of a real game after `moves` random legal moves."""
    names = ("Ann", "Vega", "Rigel", "Lyra", "Orion", "Nova")
    kinds = ("human", "easy", "normal", "hard", "random", "easy")
    m = Match(game_id, [Seat(names[i], kinds[i], i) for i in range(players)], seed=seed)
    rng = random.Random(seed)
    while not m.state.is_over and len(m.steps) < moves:
        m.apply(rng.choice(m.state.legal_actions()))
    return m.to_json()


def real_saves(moves: int = 30) -> list[dict]:
    return [real_save(rs.id, moves, players=max(3, rs.min_players)) for rs in all_rulesets()]


# the code's own words: field lists, class names with their fields, internal checks
INTERNAL_WORDS = re.compile(
    r"\btakes \[|, got \[|\b[A-Z][a-z]+[A-Z]\w*\(\w+=|has no action called|should not be a|"
    r"is not a [\w ]+ action\b|needs a (name|number) for \w+|must be one of \[")


def plain_words_problem(message: str) -> str:
    """Why `message` is not one a person can act on ("" when it is)."""
    if not message or not message.strip():
        return "empty message"
    if len(message) > 200:
        return f"message of {len(message)} characters"
    found = PYTHON_WORDS.search(message)
    if found:
        return f"Python's words {found.group(0)!r} in {message!r}"
    found = INTERNAL_WORDS.search(message)
    if found:
        return f"the code's own words {found.group(0)!r} in {message!r}"
    return ""


def plays_problem(match: Match, record_actions: int) -> str:
    """Why an accepted save would not play ("" when it plays): every move
    was replayed, the game can go on (a legal move applies), each seat's view
    builds, and it saves and loads again to the same state."""
    try:
        if len(match.steps) != record_actions:
            return f"replayed {len(match.steps)} of {record_actions} moves"
        for seat in range(len(match.seats)):
            match.state.view_for(seat)
        again = Match.from_json(match.to_json())
        if again.checksum() != match.checksum():
            return "a second save/load gives another state"
        if not again.state.is_over:
            again.apply(again.state.legal_actions()[0])
    except Exception as e:  # noqa: BLE001 - any failure is the finding
        return f"{type(e).__name__}: {e}"
    return ""
