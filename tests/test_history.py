"""The score history behind the results screen (game/history.py): one replay
of a finished match gives every seat's total after each turn and round."""
from __future__ import annotations

import pytest

from game.ai import decide, make_bot
from game.history import History, Point, highlights, largest_categories, lead_story, score_history, _record
from game.rules.core import GameState, Score
from game.session import Match, Seat


def _finished(game_id: str, players: int, seed: int) -> Match:
    m = Match(game_id, [Seat(f"P{i}", "normal", i) for i in range(players)], seed)
    bot = make_bot(game_id, "normal")
    while not m.state.is_over:
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    return m


@pytest.mark.parametrize("game_id,players", [("star-cartel", 3), ("star-cartel", 6), ("star-cargo", 2),
                                             ("star-cargo", 4), ("captain", 3), ("captain", 6)])
def test_history_of_a_bot_game_ends_on_the_final_scores(game_id, players):
    m = _finished(game_id, players, seed=11)
    h = score_history(m)
    final = {s.seat: s.total for s in m.state.scores()}
    assert h.points[-1].totals == tuple(final[i] for i in range(players))
    assert h.points[-1].step == len(m.steps)
    assert h.points[0].step == 0 and h.points[0].seat is None and h.points[0].round == 0
    # one point per turn: more than one per round, never more than one per action
    assert h.rounds >= 3
    assert h.rounds < len(h.points) <= len(m.steps) + 1
    steps = [p.step for p in h.points]
    rounds = [p.round for p in h.points]
    assert steps == sorted(set(steps)) and rounds == sorted(rounds)
    # every seat took turns, and a turn's point names the seat that played it
    assert {p.seat for p in h.points[1:]} == set(range(players))
    # per round: the start, then one point for each round
    assert [p.round for p in h.per_round()] == list(range(h.rounds + 1))
    assert score_history(m) == h  # deterministic


def test_captain_rounds_are_the_games_own():
    m = _finished("captain", 3, seed=4)
    h = score_history(m)
    # the rules count rounds; the last turn was in the final round
    assert h.rounds == m.state.round


class _Seq(GameState):
    """A fake state whose turns follow a fixed list of seats (None: over);
    every action scores one point for the seat that takes it."""

    def __init__(self, seats, players, with_round=False):
        self.seq = list(seats)
        self.i = 0
        self.num_players = players
        self.points = [0] * players
        self.round = 1 if with_round else None

    def round_number(self):
        return self.round

    @property
    def to_act(self):
        return self.seq[self.i]

    @property
    def is_over(self):
        return self.to_act is None

    def apply(self, action):
        self.points[self.to_act] += 1
        self.i += 1

    def scores(self):
        return [Score(s, p) for s, p in enumerate(self.points)]


def test_turns_and_rounds_from_the_seat_to_act():
    # seat 1 starts; seat 0 is skipped in the second round; seat 2 takes two actions
    seq = [1, 2, 2, 0, 1, 2, 1, 2, 0, None]
    h = _record(_Seq(seq, 3), range(len(seq) - 1), 3)
    assert [p.seat for p in h.points[1:]] == [1, 2, 0, 1, 2, 1, 2, 0]
    assert [p.round for p in h.points[1:]] == [1, 1, 1, 2, 2, 3, 3, 3]
    assert h.points[-1].totals == (2, 3, 4)
    xs, series = h.series(by_round=True)
    assert xs == [0, 1, 2, 3] and series[2] == [0, 2, 3, 4]
    xs, series = h.series(by_round=False)
    assert xs == list(range(9)) and series[0] == [0, 0, 0, 1, 1, 1, 1, 1, 2]


def test_a_reaction_does_not_start_a_round_when_the_game_counts_rounds():
    class Counted(_Seq):
        def apply(self, action):
            super().apply(action)
            if self.i in (5,):  # the game says round 2 starts at the sixth action
                self.round = 2

    # seat 0's turn is interrupted by seat 1 reacting (0, 1, 0), then seat 1 plays
    seq = [0, 1, 0, 1, 0, 1, None]
    generic = _record(_Seq(seq, 2), range(6), 2)
    counted = _record(Counted(seq, 2, with_round=True), range(6), 2)
    assert generic.rounds == 3
    assert counted.rounds == 2


def test_a_game_over_before_any_turn_has_one_point():
    h = _record(_Seq([None], 2), [], 2)
    assert len(h.points) == 1 and h.rounds == 0
    assert h.series() == ([0], [[0], [0]])
    assert lead_story(h, 0) == "" and highlights(h, 0) == []


def test_largest_categories_order_share_and_best():
    scores = [Score(0, 30, (), {"food": 6, "crystals": 18, "ship": 6, "flora": 0}, {"crystals": "2 × 9"}),
              Score(1, 25, (), {"food": 10, "crystals": 9, "ship": 6, "flora": 0})]
    cats = largest_categories(scores, 0)
    assert [c.key for c in cats] == ["crystals", "food", "ship"]  # ties keep the game's order; zeros left out
    assert cats[0].detail == "2 × 9" and cats[0].points == 18 and cats[0].best
    assert not cats[1].best and not cats[2].best  # 6 ship points: only level with the other seat
    assert cats[0].share == pytest.approx(0.6)
    assert [c.key for c in largest_categories(scores, 0, limit=1)] == ["crystals"]


def _history(*rows):
    """A history from per-round totals (start first), one turn per round."""
    return History(len(rows[0]), [Point(i, i, None if i == 0 else 0, tuple(r)) for i, r in enumerate(rows)])


def test_lead_story_and_highlights():
    h = _history((0, 0), (5, 0), (5, 8), (12, 9), (15, 10))
    assert lead_story(h, 0, lambda s: f"P{s}") == ("P0 was ahead or level after round 1, and moved ahead for good in round 3 of 4 "
                                                 "(2 changes at the top).")
    facts = highlights(h, 0, lambda s: f"P{s}")
    assert facts == ["Won by 5 points over P1.", "Ahead or level after 3 of 4 rounds.", "Best round: +7 in round 3."]
    led = _history((0, 0), (3, 0), (4, 1), (6, 2))
    assert lead_story(led, 0, str) == "0 led from the first round to the last."
    late = _history((0, 0), (0, 3), (1, 4), (9, 5))
    assert lead_story(late, 0, str) == "0 took the lead only in the final round."
    # won on the final scoring (a tie-break, or points the running count did not show)
    tie = _history((0, 0), (0, 3), (1, 4), (2, 5))
    assert "final scoring" in lead_story(tie, 0, str)
    level = _history((0, 0), (0, 3), (4, 4), (6, 6))
    assert lead_story(level, 0, str) == "0 was level at the top from round 2 of 3 to the end."


def test_a_game_won_outright_charts_its_own_measure_by_its_own_rounds():
    """Star Traders has no running points: the chart follows Prestige, and
    rounds come from the game (windows answered out of turn start none)."""
    import random

    from game.seating import build_match

    m = build_match("star-traders", ["normal", "normal"], seed=4, options={"version": "imperial"})
    bots = [make_bot("star-traders", "normal") for _ in range(2)]
    rng = random.Random(4)
    while not m.state.is_over and len(m.steps) < 5000:
        seat = m.state.to_act
        m.apply(bots[seat].choose(m.state, seat, rng))
    assert m.state.is_over
    h = score_history(m)
    assert h.points[-1].totals == tuple(m.state.prestige)
    assert h.rounds == m.state.round()


def test_cartel_counts_the_rounds_its_table_shows():
    """Issue 43 item 7: out-of-turn answers (Warden Sachs, a summons) made the
    score chart count 19 rounds in a game whose table ended in round 15."""
    m = _finished("cartel", 2, 4)
    h = score_history(m)
    assert h.rounds == m.state.view_for(0)["round"] == m.state.round_number() == 15


def test_a_position_on_the_charts_axis():
    # by turn (fewer than 3 rounds): turns ended
    h = _record(_Seq([0, 1, 0, 1, None], 2), range(4), 2)
    assert not h.by_round and [h.position(k) for k in range(5)] == [0.0, 1.0, 2.0, 3.0, 4.0]
    # by round: the rounds ended, and the share of the current round's turns
    h = History(3, [Point(0, 0, None, (0, 0, 0))] + [Point(k + 1, k // 3 + 1, k % 3, (0, 0, 0)) for k in range(9)])
    assert h.by_round and [h.position(k) for k in (0, 1, 2, 3, 4, 9)] == [0.0, 1 / 3, 2 / 3, 1.0, 1 + 1 / 3, 3.0]


def test_a_late_lead_names_the_rounds_the_winner_was_on_top_before():
    """Play test 6: 'took the lead only in the final round' beside a chart
    that showed the winner ahead in round 8."""
    back = _history((0, 0), (0, 3), (5, 3), (4, 6), (9, 6))
    assert lead_story(back, 0, str) == "0 was ahead or level after round 2 and took the lead for good in the final round."
    level = _history((0, 0), (3, 3), (2, 6), (4, 7), (9, 8), (10, 9))
    assert lead_story(level, 0, str) == ("0 was level at the top after round 1, and moved ahead for good in round 4 "
                                         "of 5 (2 changes at the top).")


def test_the_margin_is_over_the_runner_up_the_results_rank_second():
    """Play test 9 (shot283): Vega 60, Rigel 50, Player 1 50 (Rigel second on the tie-break): the story said
    "Won by 10 points over Player 1", the seat first in number among the tied, not the one ranked second."""
    h = _history((0, 0, 0), (10, 20, 20), (50, 50, 60))
    assert highlights(h, 2, lambda s: ["Player 1", "Rigel", "Vega"][s], ranked=[2, 1, 0])[0] == \
        "Won by 10 points over Rigel."
    assert highlights(h, 2, lambda s: ["Player 1", "Rigel", "Vega"][s])[0] == "Won by 10 points over Player 1."
