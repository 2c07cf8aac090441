"""Play test 4 on the deal dialog: its add buttons and the money stepper
showed no number keys; once money was in the offer its stepper vanished, so
the amount could not be changed; +5/+10 stayed lit past the seat's cash and
-10/-5 below the least; and words were cut ("Stations: 43 Clayton, 64…",
"Take back the last") or clipped ("Accept, refuse.").
Play test 8 (shot061): the steppers read "8 -1", "7 +1" (a number key
beside a sign reads as a sum) and "-5" had none; the steppers take the
arrow keys instead, on key caps apart from their signs (↑ +1, ↓ -1), and
the number keys go to the steps and the add buttons."""
import re

import pygame

from game.rules.deals import ANSWER, AddItem
from tests.acceptance.conftest import open_deal_with_partner, start_game_at

NUMBERED = re.compile(r"^(\d)  (.+)$")


def _open_turn(st) -> bool:
    return st.stage == "turn" and st.to_act == 0 and st.window() is None


def _numbered(person) -> dict:
    """label -> the key shown on it, of every numbered button drawn."""
    return {m.group(2): m.group(1) for m in (NUMBERED.match(t) for t in person.screen.texts()) if m}


def _press_key_of(person, label: str) -> None:
    keys = _numbered(person)
    assert label in keys, f"{label!r} shows no number key: {sorted(keys)}"
    person.press(pygame.key.key_code(keys[label]), unicode=keys[label])
    person.frames(3)


def _open(person, seed=3):
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=seed,
                          options={"version": "family"}, until=_open_turn)
    open_deal_with_partner(person)
    return table


def _arrow(person, key) -> None:
    person.press(key)
    person.frames(3)


def test_the_add_buttons_and_the_stepper_show_keys_that_press_them(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = _open(person)
    keys = _numbered(person)
    # the person's own column holds the keys first: its money, stations and cards
    assert {"Add $1", "+ station at 43 Clayton", "+ station at 64 Williamson"} <= set(keys), keys
    # no stepper shows a number (a digit by a sign reads as a sum); +1 shows the Up arrow on a cap of its own
    steppers = ("-1", "+1", "-5", "+5", "-10", "+10")
    assert not set(steppers) & set(keys), keys
    assert person.screen.capped().get("+1") == "↑", person.screen.capped()
    _arrow(person, pygame.K_UP)
    assert "Add $2" in _numbered(person)  # the Up arrow stepped the amount
    assert person.screen.capped().get("-1") == "↓", person.screen.capped()
    steps = len(table.match.steps)
    _press_key_of(person, "+ station at 43 Clayton")
    assert len(table.match.steps) == steps + 1
    assert table.match.steps[-1].action == AddItem(0, "station", "43", 0) or "station" in str(
        table.match.steps[-1].action)
    # Tab moves the keys to Vega's column; its card goes in by its key
    assert person.screen.shows("Tab: number keys here")
    assert "+ a card (at random)" not in _numbered(person)
    person.press(pygame.K_TAB)
    person.frames(2)
    _press_key_of(person, "+ a card (at random)")
    assert len(table.match.steps) == steps + 2 and table.match.steps[-1].action.giver == 1
    # a digit no button shows says so and does nothing
    shown = set(_numbered(person).values())
    free = next(str(n) for n in range(9, 0, -1) if str(n) not in shown)
    person.press(pygame.key.key_code(free), unicode=free)
    person.frames(2)
    assert person.screen.shows(f"No button here shows {free}."), person.screen.texts()[-8:]
    assert len(table.match.steps) == steps + 2


def test_money_in_the_offer_can_be_changed_and_steps_past_the_cash_are_greyed(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = _open(person)  # the person holds $10
    keys = _numbered(person)
    # at $1 of $10: -1 would pass the least, so it shows no arrow key; Down says why and takes nothing
    assert "-1" not in person.screen.capped() and person.screen.capped().get("+1") == "↑"
    _arrow(person, pygame.K_DOWN)
    assert "Add $1" in keys and "Add $1" in _numbered(person)
    person.click_text("+5")
    person.frames(3)
    keys = _numbered(person)
    assert "Add $6" in keys and person.screen.capped().get("-1") == "↓", keys
    _press_key_of(person, "Add $6")
    _press_key_of(person, "+ station at 64 Williamson")
    steps = len(table.match.steps)
    # the money stays changeable: its stepper is still there, at the amount in the offer
    assert person.screen.shows("Change to $6") and "Change to $6" not in _numbered(person)
    _arrow(person, pygame.K_UP)
    _press_key_of(person, "Change to $7")
    items = table.match.state.window().get("items")
    assert [(it.kind, it.amount) for it in items if it.giver == 0 and it.amount] == [("money", 7)], items
    assert any(it.kind == "station" for it in items) and len(items) == 2, items
    assert len(table.match.steps) == steps  # the same two steps, the money changed
    assert not person.screen.shows("Took back")


def test_the_deal_dialog_words_are_whole(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    # Star Traders Family, seed 3: Vega has three stations by then, a long line on a partner card
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=3,
                          options={"version": "family"},
                          until=lambda st: _open_turn(st) and list(st.stations.values()).count(1) >= 3)

    def in_dialog():
        box = table.reactions.deal.rect
        return [d for d in person.screen.frame if d.rect is not None and box.contains(d.rect)]

    person.wait_until(lambda: person.screen.find("Make a deal"), seconds=60, why="no Make a deal button")
    person.click_text("Make a deal")
    person.wait_for_text("Deal with", seconds=2)
    cut = [d.text for d in in_dialog() if d.text.endswith("…")]
    assert not cut, cut
    partner = person.screen.find("Deal with")[0]
    person.click(partner.rect.center)
    person.wait_for_text("Build a deal with", seconds=2)
    _press_key_of(person, "Add $1")
    assert "Take back the last item" in _numbered(person)
    cut = [d.text for d in in_dialog() if d.text.endswith("…")]
    assert not cut, cut
    small = [d for d in in_dialog() if d.size < 18]
    assert not small, small


def test_an_offer_to_answer_says_what_the_person_may_do(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    start_game_at(person, "star-traders", ["human", "normal", "normal"], seed=2, options={"version": "family"},
                  until=lambda st: (p := st.window()) is not None and p.kind == ANSWER and st.to_act == 0)
    person.wait_for_text("offers you a deal", seconds=10)
    assert person.screen.shows("You may accept it, refuse it, or answer with one counter-offer."), \
        [t for t in person.screen.texts() if "ccept" in t]
