"""Any amount at the Star Traders table: a beacon request opens the fee
dialog (any fee from $0 to what the asker holds, set with the amount
picker), and the deal dialog adds money as any amount, shown in the offer
before it is proposed."""
from __future__ import annotations

import pygame

from game.games.star_traders.rules import actions as A
from game.rules.deals import ANSWER, AddItem, DealWith, Propose
from game.ui.amount_picker import AmountPicker
from tests.ui.conftest import non_blank

from .test_table import advance, new_match, table_for


def click(widget, pos):
    widget.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    widget.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def type_amount(picker: AmountPicker, amount: int) -> None:
    click(picker, picker.field.center)
    for d in str(amount):
        picker.handle(pygame.event.Event(pygame.KEYDOWN, key=getattr(pygame, f"K_{d}"), mod=0, unicode=d,
                                         scancode=0))


def can_ask(s):
    return s.stage == "turn" and s.to_act == s.current and not s.stack and s.money[s.current] >= 9 \
        and any(isinstance(a, A.AskBeacon) for a in s.legal_actions())


def test_a_beacon_request_offers_any_fee_the_asker_holds(app):
    m = advance(new_match(3, 4), can_ask, 4)
    table = table_for(app, m)
    st = m.state
    ask = next(a for a in table.legal if isinstance(a, A.AskBeacon))
    fee = next(n for n in range(st.money[st.current], 0, -1) if A.AskBeacon(ask.to, n, ask.ship) not in table.legal)
    target = next(t for t in table.current_targets() if t.key == ("world", ask.to))
    table.click_target(target, target.rect.center)
    if table.popup is not None:  # a jump there too: the chooser has one button for the request
        button = next(b for b in table.popup["buttons"] if b.label.startswith("Ask for the beacon"))
        button.on_click()
    dialog = table.fee_dialog
    assert dialog.is_open and dialog.picker.span == range(0, st.money[st.current] + 1)
    assert set(table.modal_actions()) == {a for a in table.legal if isinstance(a, A.AskBeacon)
                                          and (a.to, a.ship) == (ask.to, ask.ship)}
    type_amount(dialog.picker, fee)
    assert dialog.buttons[0].label == f"Ask, offering ${fee}"
    assert non_blank(app.render())
    click(dialog, dialog.buttons[0].rect.center)
    assert not dialog.is_open
    assert m.actions[-1] == A.AskBeacon(ask.to, fee, ask.ship)
    assert m.state.window().kind == "beacon" and m.state.window().get("fee") == fee


def test_the_fee_dialog_cancels_with_escape(app):
    m = advance(new_match(3, 4), can_ask, 4)
    table = table_for(app, m)
    ask = next(a for a in table.legal if isinstance(a, A.AskBeacon))
    table.fee_dialog.open(ask.to, ask.ship)
    steps = len(m.steps)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert not table.fee_dialog.is_open and len(m.steps) == steps


def test_enter_in_the_fee_dialog_asks_with_the_fee_shown(app):
    """Play test 2: the gold button was lit but Enter did nothing."""
    m = advance(new_match(3, 4), can_ask, 4)
    table = table_for(app, m)
    ask = next(a for a in table.legal if isinstance(a, A.AskBeacon))
    table.fee_dialog.open(ask.to, ask.ship)
    shown = table.fee_dialog.picker.value
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert not table.fee_dialog.is_open and m.actions[-1] == A.AskBeacon(ask.to, shown, ask.ship)


def test_money_of_any_amount_goes_into_a_deal_and_shows_before_it_is_sent(app):
    m = advance(new_match(3, 5, {"version": "imperial"}), lambda s: s.stage == "turn" and s.to_act == s.current
                and not s.stack and min(s.money) >= 12 and any(isinstance(a, DealWith) for a in s.legal_actions()), 5)
    st = m.state
    seat = st.current
    partner = (seat + 1) % st.num_players
    m.apply(DealWith(partner))
    table = table_for(app, m)
    deal = table.deal
    assert deal is not None and set(deal.pickers) == {seat, partner}
    assert deal.pickers[seat].span == range(1, st.money[seat] + 1)
    mine = deal.pickers[seat]
    # the menu's steps are the picker's now, not buttons of their own
    assert not any(getattr(b, "action", None) == AddItem(seat, "money", "", 5) for b in deal.widgets)
    type_amount(mine, 11)
    add = next(b for b in deal.widgets if getattr(b, "action", None) == AddItem(seat, "money", "", 11))
    assert add.label == "Add $11"
    click(deal, add.rect.center)
    assert m.actions[-1] == AddItem(seat, "money", "", 11)
    table.refresh()
    assert [table.deal.describe(it) for it in table.deal.items()] == ["$11"]
    # one money item a side: its picker stays, at the amount in the deal, to change it
    assert table.deal.pickers[seat].value == 11 and partner in table.deal.pickers
    change = next(b for b in table.deal.widgets if getattr(b, "label", "") == "Change to $11")
    assert not change.enabled
    assert non_blank(app.render())
    m.apply(Propose())
    assert m.state.window().kind == ANSWER
