"""Pick up says what it throws away, keeps its place in the prompt bar, and
asks first when the cargo thrown away is worth more (issue 13, item 10)."""
from __future__ import annotations

import random

from game.app import build_match
from game.games.star_cargo import texts
from game.games.star_cargo.rules import PickUp, Sell, default_catalogue
from game.games.star_cargo.table import StarCargoTable
from game.scenes.table import PromptButton
from tests.ui.conftest import non_blank


def _card(code):
    return default_catalogue().card(code)


def test_pick_up_label_names_what_is_jettisoned():
    assert texts.pick_up_label(_card("3C"), None) == "Pick up the three of clubs"
    label = texts.pick_up_label(_card("AH"), _card("7S"))
    assert label == "Pick up the ace, jettison your seven (worth 7)"
    assert "seven of spades" in texts.pick_up_tooltip(_card("AH"), _card("7S"))


def test_only_a_loss_asks_first():
    assert texts.jettison_costs(_card("AH"), _card("7S"))
    assert not texts.jettison_costs(_card("9H"), _card("7S"))
    assert not texts.jettison_costs(_card("7H"), _card("7S"))  # an equal swap is not a loss
    assert not texts.jettison_costs(_card("AH"), None)


def _find(stop, seed=5, players=2):
    """A match (person at seat 0, random moves for everyone) at the first
    point where stop(state) holds on seat 0's turn of play."""
    for s in range(seed, seed + 40):
        rng = random.Random(s)
        m = build_match("star-cargo", ["human"] + ["normal"] * (players - 1), seed=s)
        for _ in range(400):
            st = m.state
            if st.is_over:
                break
            if st.phase_name == "play" and st.current == 0 and stop(st):
                return m
            m.apply(rng.choice(st.legal_actions()))
    raise AssertionError("no such moment in 40 seeded games")


def _costly(st) -> bool:
    here = st.ships[0]
    new, old = st.under[here], st.holds[0]
    return PickUp() in st.legal_actions() and old >= 0 and st.cat.value_of[old] > st.cat.value_of[new]


def _cheap(st) -> bool:
    here = st.ships[0]
    new, old = st.under[here], st.holds[0]
    return PickUp() in st.legal_actions() and old >= 0 and st.cat.value_of[old] < st.cat.value_of[new]


def _table(app, m):
    table = StarCargoTable(app, m, viewer=0, autoplay=False)
    app.push(table)
    return table


def _labels(table):
    out = []
    for item in table.prompt_items():
        out.append(table.action_label(item) if not isinstance(item, PromptButton) else item.label)
    return out


def test_sell_then_pick_up_in_the_same_places_every_turn(app):
    seen = set()
    for stop in (_costly, lambda st: Sell() in st.legal_actions(),
                 lambda st: PickUp() not in st.legal_actions() and Sell() not in st.legal_actions()):
        table = _table(app, _find(stop))
        items = table.prompt_items()
        assert len(items) == 2
        assert _labels(table)[0].startswith("Sell your") and _labels(table)[1].startswith("Pick up")
        for item, kind in zip(items, (Sell, PickUp)):
            if isinstance(item, PromptButton):  # not possible now: greyed out, with the rules' reason
                assert not item.enabled and item.why
                seen.add("disabled")
            else:
                assert isinstance(item, kind) and item in table.legal
                seen.add(kind.__name__)
        assert non_blank(table.app.render())
    assert seen == {"Sell", "PickUp", "disabled"}


def test_jettisoning_better_cargo_asks_first(app):
    m = _find(_costly)
    table = _table(app, m)
    old = m.state.cat.cards[m.state.holds[0]]
    n = len(m.steps)
    pick = next(b for b in table.prompt_buttons() if getattr(b, "action", None) == PickUp())
    assert f"jettison your {old.rank_name} (worth {old.value})" in pick.label
    table.click(pick.rect.center)
    assert len(m.steps) == n and table.confirm == PickUp()  # nothing thrown away yet
    assert non_blank(app.render())
    assert "Keep it" in [b.label for b in table.confirm_dialog.buttons]
    table.click(table.confirm_dialog.buttons[1].rect.center)  # keep it
    assert table.confirm is None and len(m.steps) == n and m.state.holds[0] == old.index
    table.take(PickUp())
    table.click(table.confirm_dialog.buttons[0].rect.center)  # yes, jettison
    assert len(m.steps) == n + 1 and m.steps[-1].action == PickUp()
    assert old.index in m.state.discard


def test_a_better_pick_up_needs_no_question(app):
    m = _find(_cheap)
    table = _table(app, m)
    n = len(m.steps)
    assert table.take(PickUp())
    assert table.confirm is None and len(m.steps) == n + 1
