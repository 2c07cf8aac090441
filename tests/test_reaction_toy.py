"""The pending-decision stack and deals, through the toy-react game
(tests/reaction_toy.py), plus proof that the conformance checks catch what
they are meant to catch."""
import json
import random

import pytest

import tests.reaction_toy as T
from game.rules.core import Event, IllegalAction, action_from_json
from game.rules.deals import Accept, AddItem, Cancel, Counter, DealWith, Propose, Refuse
from game.rules.pending import PASS, Pending, PendingMixin, only_pass
from tests import conformance


def fresh(players=3, seed=1, hands=None, points=None):
    s = T.RULESET.new_game(players, {}, seed)
    if hands is not None:
        s.hands = [sorted(h) for h in hands]
    if points is not None:
        s.points = list(points)
    return s


# ---------------------------------------------------------------- windows

def test_raid_asks_every_other_seat_in_turn_order_whatever_they_hold():
    s = fresh(4, hands=[[1, 2], [3, 4], [1, 1], [2, 3]], points=[0, 5, 0, 0])
    s.apply(T.Raid(1))
    asked = [p.seat for p in reversed(s.stack) if p.seat is not None]
    assert asked == [1, 2, 3]  # nobody holds a Shield: they are asked all the same
    assert s.to_act == 1 and only_pass(s, 1) and not only_pass(s, 2)
    assert s.window().kind == "react-raid" and "raids P2" in s.window().prompt
    for seat in (1, 2, 3):
        assert s.to_act == seat and s.legal_actions() == [PASS]
        events = s.apply(PASS)
    assert any(e.kind == "raided" for e in events)  # the resume point ran in the last pass's apply
    assert s.points[:2] == [2, 3] and s.to_act == 1 and not s.stack


def test_a_shield_stops_the_raid_and_closes_the_window():
    s = fresh(4, hands=[[1, 2], [3, 4], [0, 1], [0, 3]], points=[0, 5, 0, 0])
    s.apply(T.Raid(1))
    s.apply(PASS)  # seat 1
    assert s.legal_actions() == [PASS, T.Shield()]
    events = s.apply(T.Shield())  # seat 2 shields seat 1
    assert [e.kind for e in events] == ["shield"]
    assert s.points == [0, 5, 0, 0] and s.hands[2] == [1] and s.hands[3] == [0, 3]
    assert not s.stack and s.to_act == 1  # seat 3 is not asked any more; next turn


def test_to_act_in_a_window_is_the_same_in_every_determinization():
    s = fresh(3, points=[0, 5, 0])
    s.apply(T.Raid(1))
    for seat in range(3):
        for k in range(5):
            d = s.determinize(seat, random.Random(k))
            assert d.to_act == s.to_act and d.window() == s.window()


def test_note_needs_a_resume_point():
    s = fresh()
    s.push(1, "ask")
    with pytest.raises(LookupError):
        s.note(x=1)


def test_pending_record_data_and_json():
    p = Pending(2, "react", "Shield?", (("target", 1),), 3)
    assert p.get("target") == 1 and p.get("nope", 7) == 7
    q = p.with_data(blocked=2)
    assert q.get("blocked") == 2 and p.get("blocked") is None
    assert json.loads(json.dumps(q.to_json()))["data"] == {"blocked": 2, "target": 1}


def test_shared_actions_rebuild_under_any_game_id():
    for game_id in ("toy-react", "star-cartel"):
        assert action_from_json(game_id, PASS.to_json()) == PASS
        a = AddItem(1, "coins", "", 2)
        assert action_from_json(game_id, json.loads(json.dumps(a.to_json()))) == a


def test_event_private_data_shown_only_to_its_seat():
    s = fresh(2, seed=3)
    (draw,) = s.apply(T.Draw())
    card = s.hands[0][-1] if draw.private_data[0]["card"] == s.hands[0][-1] else draw.private_data[0]["card"]
    assert card in s.hands[0]
    assert draw.data_for(0) == {"cards": 1, "card": card}
    assert draw.data_for(1) == {"cards": 1} and draw.data_for(None) == {"cards": 1}
    assert Event("x", "y", data={"a": 1}).data_for(0) == {"a": 1}


# ---------------------------------------------------------------- deals

def test_deal_in_small_steps_then_accept_moves_the_items():
    s = fresh(2, hands=[[1, 3], [2, 4]])
    s.apply(DealWith(1))
    assert s.to_act == 0 and Propose() not in s.legal_actions()
    legal = s.legal_actions()
    assert AddItem(0, "card", "1", 0) in legal and AddItem(1, "coins", "", 2) in legal
    assert not any(isinstance(a, AddItem) and a.giver == 1 and a.kind == "card" for a in legal), \
        "the builder must not be offered the partner's hidden cards"
    s.apply(AddItem(1, "coins", "", 2))
    assert not any(isinstance(a, AddItem) and a.giver == 1 and a.kind == "coins" for a in s.legal_actions())
    s.apply(AddItem(0, "card", "1", 0))
    s.apply(Propose())
    assert s.to_act == 1 and s.legal_actions() == [Accept(), Refuse(), Counter()]
    events = s.apply(Accept())
    assert s.hands == [[3], [1, 2, 4]] and s.coins == [4, 0]
    assert events[-1].data["items"][0] == {"giver": 1, "kind": "coins", "ref": "", "amount": 2}
    assert s.to_act == 0 and DealWith(1) not in s.legal_actions()  # one offer per turn


def test_counter_once_then_only_accept_or_refuse():
    s = fresh(2, hands=[[1, 3], [2, 4]])
    s.apply(DealWith(1))
    s.apply(AddItem(1, "coins", "", 1))
    s.apply(Propose())
    s.apply(Counter())
    assert s.to_act == 1 and Propose() not in s.legal_actions()
    s.apply(AddItem(1, "card", "2", 0))
    s.apply(AddItem(0, "coins", "", 2))
    s.apply(Propose())
    assert s.to_act == 0 and s.legal_actions() == [Accept(), Refuse()]
    s.apply(Refuse())
    assert s.hands == [[1, 3], [2, 4]] and s.coins == [2, 2] and s.to_act == 0 and not s.stack


def test_cancel_and_illegal_steps():
    s = fresh(2)
    s.apply(DealWith(1))
    with pytest.raises(IllegalAction):
        s.apply(Accept())
    s.apply(Cancel())
    assert not s.stack and s.to_act == 0


def test_random_playouts_of_toy_react_always_end():
    for seed in range(60):
        for players in (2, 3, 4):
            steps = sum(1 for _ in conformance.random_playout("toy-react", players, seed, max_decisions=2000))
            assert steps > 12


# ---------------------------------------------------------------- the checks are real

class _LeakyDraw(T.ReactState):
    """Announces the drawn card to everyone."""

    def apply_turn(self, a, events):
        super().apply_turn(a, events)
        if isinstance(a, T.Draw):
            events[-1].text = f"P{self.turn} draws a {self.hands[(self.turn - 1) % self.num_players][-1]}."


class _HandWindow(T.ReactState):
    """Asks only the seats that hold a Shield: the question reveals hands."""

    def open_window(self, kind, seats, prompt="", data=None):
        return super().open_window(kind, [s for s in seats if T.SHIELD in self.hands[s]], prompt, data)


class _OrderedSample(T.ReactState):
    """Deals the unseen cards in their hidden order."""

    def determinize(self, seat, rng):
        c = self.clone()
        pool = list(c.deck) + [v for s, h in enumerate(c.hands) if s != seat for v in h]
        for s in range(c.num_players):
            if s != seat:
                n = len(c.hands[s])
                c.hands[s], pool = sorted(pool[:n]), pool[n:]
        c.deck, c.rng = pool, random.Random(rng.random())
        return c


@pytest.mark.parametrize("cls,check", [
    (_LeakyDraw, conformance.check_events_hide_secrets),
    (_HandWindow, conformance.check_events_hide_secrets),
    (_OrderedSample, conformance.check_determinize_uses_only_the_view),
])
def test_conformance_checks_catch_broken_games(monkeypatch, cls, check):
    monkeypatch.setattr(T.ReactRuleset, "new_game", lambda self, players, options=None, seed=0: cls(players, seed))
    with pytest.raises(AssertionError):
        for seed in range(12):
            check("toy-react", 3, seed)


def test_the_turn_owner_is_the_raider_while_others_answer():
    s = fresh(3, points=[0, 5, 0])
    assert s.turn_owner() == s.to_act == 0
    s.apply(T.Raid(1))
    assert s.to_act == 1 and s.turn_owner() == 0 and s.window() is not None
    for seat in (1, 2):
        s.apply(PASS)
    assert s.window() is None and s.turn_owner() == s.to_act


def test_shared_handlers_claim_their_own_kinds_and_none_by_default():
    assert dict(PendingMixin.handlers) == {}
    s = fresh(3)
    assert s.handler_for(Pending(1, "deal-answer")) is T.DEALER
    assert s.handler_for(Pending(1, "react-raid")) is None  # the game's own hooks answer it


def test_refusals_start_empty_without_a_fingerprint_line():
    s = fresh(3)
    assert s.deal_refusals == () and "deal_refusals" not in s.fingerprint()


def test_the_deal_steps_are_deliberate_and_the_answers_to_them_not_all():
    deliberate = [DealWith(1), AddItem(0, "coins", "", 1), Propose(), Cancel(), Accept(), Counter()]
    assert all(a.deliberate for a in deliberate)
    assert not Refuse().deliberate and not PASS.deliberate and not T.Raid(1).deliberate
