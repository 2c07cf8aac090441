"""The deal dialog offers exactly the legal deal steps, and a whole deal can
be made by clicking it (toy-react: coins, cards of one's own hand, promises)."""
from __future__ import annotations

import pygame

import tests.reaction_toy as toy
from game.rules.deals import ANSWER, BUILD, Accept, AddItem, DealItem, DealWith, Propose
from game.ui.deal_dialog import DEAL_ACTIONS, DealDialog, plain_item_text

RECT = (360, 180, 1200, 700)
NAMES = ["Ana", "Vex", "Orla"]


def dialog(state, viewer, on_action=None, **kw):
    taken = []
    d = DealDialog(RECT, viewer, state.legal_actions() if state.to_act == viewer else [], state.window(),
                   on_action or taken.append, name=NAMES.__getitem__,
                   holdings=lambda s: [f"Coins {state.coins[s]}"], **kw)
    d.taken = taken
    return d


def click(d, pos):
    d.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    d.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def deal_legal(state):
    return {a for a in state.legal_actions() if isinstance(a, DEAL_ACTIONS)}


def test_each_step_offers_exactly_the_legal_deal_actions(app):
    s = toy.RULESET.new_game(3, {}, 5)
    d = dialog(s, 0)
    assert d.stage == "partner" and set(d.actions()) == deal_legal(s) == {DealWith(1), DealWith(2)}
    s.apply(DealWith(1))
    for _ in range(3):  # build: the menus shrink as items are added
        d = dialog(s, 0)
        assert d.stage == "build" and set(d.actions()) == deal_legal(s)
        s.apply(next(a for a in d.actions() if isinstance(a, AddItem)))
    d = dialog(s, 0)
    assert set(d.actions()) == deal_legal(s)
    s.apply(Propose())
    d = dialog(s, 1)
    assert d.stage == "answer" and set(d.actions()) == deal_legal(s)
    assert d.title() == "Ana offers you a deal"


def test_every_button_takes_its_own_action(app):
    s = toy.RULESET.new_game(3, {}, 5)
    s.apply(DealWith(1))
    d = dialog(s, 0)
    for b in [w for w in d.widgets if w.action is not None]:
        click(d, b.rect.center)
    assert d.taken == d.actions()
    assert len({b.rect.topleft for b in d.widgets}) == len(d.widgets)  # no two buttons on one spot
    assert all(pygame.Rect(RECT).contains(b.rect) for b in d.widgets)


def test_someone_elses_deal_is_shown_read_only(app):
    s = toy.RULESET.new_game(3, {}, 5)
    s.apply(DealWith(1))
    s.apply(AddItem(1, "coins", "", 2))
    d = dialog(s, 2)
    assert not d.deciding and d.actions() == []
    assert d.status() == "Waiting for Ana."
    assert [plain_item_text(it) for it in d.items()] == ["2 coins"]


def test_choosing_a_partner_can_be_put_off(app):
    s = toy.RULESET.new_game(3, {}, 5)
    closed = []
    d = dialog(s, 0, on_close=lambda: closed.append(1))
    click(d, next(b for b in d.widgets if b.label == "Not now").rect.center)
    d.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert closed == [1, 1] and d.taken == []
    s.apply(DealWith(2))
    d = dialog(s, 0, on_close=lambda: closed.append(1))
    assert "Not now" not in [b.label for b in d.widgets]  # once talks are open: propose or drop


def test_a_whole_deal_by_clicks(app):
    """Ana sells her 1 to Vex for 2 coins, every step a click on the dialog."""
    s = toy.RULESET.new_game(3, {}, 5)
    assert 1 in s.hands[0]

    def press(viewer, pick):
        d = dialog(s, viewer)
        surface = pygame.Surface((1920, 1080))
        d.draw(surface, (0, 0))
        b = next(w for w in d.widgets if w.action is not None and pick(w.action))
        click(d, b.rect.center)
        s.apply(d.taken[-1])

    coins = list(s.coins)
    press(0, lambda a: a == DealWith(1))
    press(0, lambda a: isinstance(a, AddItem) and a.item == DealItem(0, "card", "1"))
    press(0, lambda a: isinstance(a, AddItem) and a.item == DealItem(1, "coins", "", 2))
    assert s.window().kind == BUILD
    press(0, lambda a: a == Propose())
    assert s.window().kind == ANSWER and s.to_act == 1
    press(1, lambda a: a == Accept())
    assert s.window() is None
    assert s.coins[0] == coins[0] + 2 and s.coins[1] == coins[1] - 2 and 1 in s.hands[1]


def test_a_counter_offer_is_titled_as_one(app):
    s = toy.RULESET.new_game(3, {}, 5)
    s.apply(DealWith(1))
    s.apply(AddItem(1, "coins", "", 1))
    s.apply(Propose())
    s.apply(next(a for a in s.legal_actions() if a.label() == "Make a counter-offer"))
    d = dialog(s, 1)
    assert d.title() == "Your counter-offer to Ana"
    assert d.sides() == (1, 0)
