"""Cartel's and Star Traders' reasons (GameSpec.hint_reason, shown by the
Hint and by "why did the bot do that"): every kind of move the bots play in
a seeded game gets a sentence in the game's words, never a bare number."""
from __future__ import annotations

import random
import re

import pytest

from game.ai import decide, make_bot
from game.ai.hint import reason_for
from game.ai.out_of_turn import first_interjection
from game.games import get_ruleset

GAMES = [("cartel", 3, 2, {}), ("cartel", 2, 5, {}),
         ("star-traders", 3, 3, {"version": "family"}), ("star-traders", 3, 1, {"version": "imperial"}),
         ("star-traders", 2, 1, {"version": "black-hole"}), ("star-traders", 2, 1, {"version": "nova"})]


def reasons_of_a_game(game_id, players, seed, options):
    """{move kind: [(move, reason)]} over a Normal game, each reason worked
    out on a world sampled from the mover's view, as the Hint does."""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options(options), seed)
    bots = [make_bot(game_id, "normal") for _ in range(players)]
    out: dict = {}
    n = 0
    while not state.is_over:
        action = first_interjection(game_id, state, seed, n) or decide(state, bots[state.to_act], seed, n)
        if not action.out_of_turn and len(state.legal_actions()) > 1:
            world = state.determinize(state.to_act, random.Random(n))
            out.setdefault(type(action).__name__, []).append((action, reason_for(game_id, world, action)))
        state.apply(action)
        n += 1
    return out


def is_a_sentence(text) -> bool:
    return (isinstance(text, str) and len(re.findall(r"[A-Za-z]{3,}", text)) >= 3
            and not re.fullmatch(r"[\s+\-−$%\d.,()]+", text) and not text.lstrip().startswith(("+", "-")))


@pytest.mark.parametrize("game_id, players, seed, options", GAMES)
def test_every_move_kind_the_bots_play_gets_a_sentence(game_id, players, seed, options):
    played = reasons_of_a_game(game_id, players, seed, options)
    assert len(played) >= 8
    missing = {kind: [a.label() for a, r in moves if not is_a_sentence(r)][:3] for kind, moves in played.items()}
    assert not {k: v for k, v in missing.items() if v}


def test_a_bare_number_is_not_a_sentence():
    assert not is_a_sentence("+12% win chance")
    assert not is_a_sentence(None)
    assert is_a_sentence("banks 8 points now, before another ship empties this market")
