"""The deal dialog: a deal between two seats, one small step at a time.

It follows the shared deal actions of game/rules/deals.py and offers exactly
the legal ones, one button each, so whatever the dialog shows can be done
and nothing else:

    partner  "Choose a partner": a card per seat that can be asked
             (DealWith), with what that seat holds in the open;
    build    two columns, "You give" and "<partner> gives": what each side
             holds, what is in the offer so far, and what to add: money as
             any amount (an AmountPicker and "Add $N", where the table's
             `amounts` gives the range, else the menu's steps), named cards,
             stations, cargo (AddItem); then Propose this deal, or Drop the
             deal (Cancel);
    answer   the offer as proposed, with Accept, Refuse and (once) Make a
             counter-offer, after what the other side said of it (`note`:
             a bot's reason, game/ai/deal_reasons.py).

A counter-offer's draft names the offer it answers, and "Start from their
offer" puts its cards, stations and cargo back in (the money pickers start
at its amounts, so "$2 more" is one step and one click).  Money already
in a draft keeps its picker: "Change to $N" takes the steps back to it and
takes them again with the new amount (a draft holds one amount a giver).
Number keys: the steps (partners, the answers, Propose, Take back) first,
then the buttons of one column (Tab or a click there moves them), most
used first, up to 9; an answer is a question, so its safe step, Refuse, is
gold, 1 and Enter; 0 drops a draft (or closes the partner step); a focused
amount takes typed digits first.

When the deal is someone else's decision the dialog shows it read-only
("Waiting for ...").  The table supplies seat names, holdings (lines it may
show the viewer: public facts and the viewer's own) and, optionally, nicer
wording for an item; the dialog never reads a state.

    dialog = DealDialog(rect, viewer, table.legal, state.window(), table.take,
                        name=table.seat_name, holdings=lambda s: [...], on_close=...,
                        amounts=state.amount_range)
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.rules.deals import (ANSWER, BUILD, Accept, AddItem, Cancel, Counter, DealItem, DealWith, Propose, Refuse,
                              add_item, answering)
from game.ui import draw, theme
from game.ui.amount_picker import SLIDER_H, AmountPicker
from game.ui.assets import get_assets
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button, draw_widget_tooltip

DEAL_ACTIONS = (DealWith, AddItem, Propose, Cancel, Accept, Refuse, Counter)


def plain_item_text(item: DealItem) -> str:
    """'2 coins', 'card 3', 'promise no raid' (tables may word it better)."""
    if item.amount:
        kind = item.kind[:-1] if item.amount == 1 and item.kind.endswith("s") else item.kind
        return f"{item.amount} {kind}"
    return f"{item.kind} {item.ref}".strip()


def flow_pages(widths: list[int], area: pygame.Rect, row_h: int, gap: int, pager_w: int) -> list[dict]:
    """Buttons of `widths` laid left to right in rows inside `area` (a
    button is never wider than the area), as pages {index: rect}; when they
    need more than one page, the last row of each page leaves room at its
    right for two pager buttons of `pager_w`."""
    rows_fit = max(1, (area.h + gap) // (row_h + gap))

    def pages_for(pager: bool) -> list[dict]:
        pages, page, row, x = [], {}, 0, area.x
        for i, w in enumerate(widths):
            w = min(w, area.w)
            right = area.right - (2 * pager_w + 2 * gap if pager and row == rows_fit - 1 else 0)
            if x > area.x and x + w > right:
                row, x = row + 1, area.x
                right = area.right - (2 * pager_w + 2 * gap if pager and row == rows_fit - 1 else 0)
            if row >= rows_fit or x + w > right and row == rows_fit - 1 and pager:
                pages.append(page)
                page, row, x = {}, 0, area.x
            page[i] = pygame.Rect(x, area.y + row * (row_h + gap), w, row_h)
            x += w + gap
        pages.append(page)
        return pages

    one = pages_for(pager=False)
    return one if len(one) == 1 else pages_for(pager=True)


class DealDialog:
    PAD = 24
    ROW_H = 46
    PAGER_W = 72  # room for the number key too

    def __init__(self, rect, viewer: int | None, legal, pending, on_action: Callable, *,
                 name: Callable[[int], str] = lambda s: f"Player {s + 1}",
                 holdings: Callable[[int], list[str]] = lambda s: [],
                 describe: Callable[[DealItem], str] = plain_item_text,
                 colour: Callable[[int], int] = lambda s: s,
                 on_close: Callable[[], None] | None = None,
                 amounts: Callable[[AddItem], range | None] = lambda a: None,
                 consequences: Callable[[object], list[str]] = lambda a: [], note: str = "",
                 explain: Callable[[str], None] = lambda text: None, on_undo: Callable[[], None] | None = None,
                 retract: Callable[[], bool] | None = None):
        self.rect = pygame.Rect(rect)
        self.note = note  # what the other side said with its last step ("Vega: $4 more.")
        self.viewer = viewer
        self.pending = pending if pending is not None and pending.kind in (BUILD, ANSWER) else None
        self.legal = [a for a in legal if isinstance(a, DEAL_ACTIONS)]
        self.on_action, self.on_close = on_action, on_close
        self.name, self.holdings, self.describe, self.colour = name, holdings, describe, colour
        self.amounts = amounts
        self.consequences = consequences
        self.explain = explain  # tells the person why a key did nothing
        self.on_undo = on_undo  # takes back the person's last step (an item added by mistake)
        self.retract = retract  # the same without a notice; True when it did (a money change redoes steps)
        # the offer a counter-offer answers (its draft's amounts start at it)
        self.answered: tuple = answering(self.pending) if self.pending is not None \
            and self.pending.kind == BUILD else ()
        self.their_offer: tuple = () if self.items() else self.answered  # shown while the draft is empty
        self.steps: list[Button] = []  # the buttons that take a step (numbered for the keys)
        self.warning = ""  # what Accept or Propose would cost the viewer (the hand limit), shown above them
        self.widgets: list = []  # Buttons and, for money, AmountPickers
        self.rules_button: Button | None = None
        self.pages: dict[int, int] = {}  # seat -> page of its add buttons shown
        self.pickers: dict[int, AmountPicker] = {}  # by giver
        self.picker_kinds: dict[int, str] = {}  # what each picker counts (money)
        self.side_keys: dict[int, list] = {}  # seat -> its column's buttons, most used first (number keys)
        self.stage = self._stage()
        self.focus = self.sides()[0] if self.stage == "build" else None  # the column whose buttons hold the keys
        self._layout()

    # ------------------------------------------------------------ facts
    def _stage(self) -> str:
        if self.pending is not None:
            return "build" if self.pending.kind == BUILD else "answer"
        return "partner"

    @property
    def deciding(self) -> bool:
        """The viewer is the one to act in this dialog (else it is read-only)."""
        if self.pending is None:
            return bool(self.legal)
        return self.pending.seat == self.viewer and bool(self.legal)

    def sides(self) -> tuple[int, int]:
        """(left seat, right seat): the seat deciding (or the viewer) first."""
        p = self.pending
        proposer, partner = p.get("proposer"), p.get("partner")
        left = p.seat if p.seat in (proposer, partner) else proposer
        return left, (partner if left == proposer else proposer)

    def items(self) -> tuple:
        return tuple(self.pending.get("items", ())) if self.pending is not None else ()

    def title(self) -> str:
        p = self.pending
        if p is None:
            return "Choose a partner for a deal"
        left, right = self.sides()
        who = "You" if left == self.viewer else self.name(left)
        if p.kind == ANSWER:
            if self.deciding:
                return f"{self.name(right)} offers you a deal"
            return f"{self.name(right)} offers {self.name(left)} a deal"
        verb = "counter-offer to" if p.get("countered") else "deal with"
        return f"{who}: {verb} {self.name(right)}" if who != "You" else f"Your {verb} {self.name(right)}"

    def status(self) -> str:
        p = self.pending
        if p is None:
            return "Pick who to bargain with. You can still drop the deal later."
        if not self.deciding:
            return f"Waiting for {self.name(p.seat)}."
        if p.kind == ANSWER:
            ask = ("You may accept it, refuse it, or answer with one counter-offer." if Counter() in self.legal
                   else "You may accept it or refuse it.")
            return f"{self.note} {ask}" if self.note else ask
        if self.their_offer:
            sides = []
            for seat in self.sides():
                given = [self.describe(it) for it in self.their_offer if it.giver == seat]
                if given:
                    sides.append(f"you give {', '.join(given)}" if seat == self.viewer
                                 else f"{self.name(seat)} gives {', '.join(given)}")
            return f"Their offer: {'; '.join(sides)}."
        if not self.items():
            return "Add what each side gives, then propose it."
        return "Add more, or propose the deal as it stands."

    def actions(self) -> list:
        """The actions the dialog's buttons take (each a legal one), and the
        menu's amounts an amount picker reaches (it reaches any in range)."""
        taken = [b.action for b in self.widgets if b.action is not None]
        picked = [a for a in self.legal if isinstance(a, AddItem) and a.amount and a.giver in self.pickers
                  and a.kind == self.picker_kinds[a.giver] and a not in taken]
        return taken + picked

    # ------------------------------------------------------------ layout
    def _button(self, rect, label, action=None, style="normal", tooltip="", on_click=None) -> Button:
        b = Button(rect, label, on_click or (lambda a=action: self.on_action(a)), style=style,
                   size=theme.SIZE_SMALL, tooltip=tooltip)
        b.action = action
        self.widgets.append(b)
        return b

    def offer_rules(self, on_rules: Callable[[], None]) -> None:
        """A "?" by the title that calls on_rules (the rules on deals)."""
        if self.rules_button is None:
            r = self.rect
            self.rules_button = Button((r.right - self.PAD - 44, r.y + 18, 44, 40), "?", on_rules, style="ghost",
                                       size=theme.SIZE_BODY, tooltip="The rules on deals")
            self.widgets.append(self.rules_button)

    def _layout(self) -> None:
        self.steps = []
        self._not_now = None
        r = self.rect
        self.body = pygame.Rect(r.x + self.PAD, r.y + 100, r.w - 2 * self.PAD, r.h - 100 - 90)
        bottom = pygame.Rect(r.x + self.PAD, r.bottom - 74, r.w - 2 * self.PAD, 52)
        if self.stage == "partner":
            self._layout_partners()
        else:
            self._layout_columns()
        self._layout_bottom(bottom)
        self._number()

    def _number(self) -> None:
        """Number keys: the steps at the foot first, then the add buttons of
        the column in focus (Tab or a click there moves it), up to 9; each
        keeps its place while greyed, so a number never moves as an amount
        changes.  0 drops a draft or closes the partner step.  The steppers
        of the amount in focus take the arrow keys (↑ +1, ↓ -1), not numbers:
        a digit beside a sign read as a sum ("8 -1")."""
        for w in self.widgets:
            for b in getattr(w, "steppers", [w]):
                b.key = None
        for seat, picker in self.pickers.items():  # the arrow keys step the amount of the column in focus
            for b in picker.steppers:
                b.hotkey = {1: "↑", -1: "↓"}.get(b.by, "") if seat == self.focus and self.deciding else ""
        zero = next((b for b in self.steps if isinstance(b.action, Cancel)), self._not_now)
        placed = [b for b in self.steps if b is not zero] if self.deciding or self.stage == "partner" else []
        if self.deciding and self.focus is not None:
            placed += self.side_keys.get(self.focus, [])
        self.keys = KeyNumbers([b for b in placed if b.visible][:9], zero=zero, on_missing=self.explain,
                               by_place=True)

    def focus_side(self, seat: int) -> None:
        """The number keys go to `seat`'s column."""
        if seat in self.side_keys and seat != self.focus:
            self.focus = seat
            self._number()

    def _layout_partners(self) -> None:
        partners = [a for a in self.legal if isinstance(a, DealWith)]
        n = max(1, len(partners))
        gap = 16
        w = min(480, (self.body.w - gap * (n - 1)) // n)
        rows = max([len(self.holding_rows(a.partner, w - 32)) for a in partners] + [4])
        self.partner_cards = []
        for i, a in enumerate(partners):
            card = pygame.Rect(self.body.x + i * (w + gap), self.body.y, w, min(self.body.h, 52 + 28 * rows + 84))
            self.partner_cards.append((a.partner, card))
            self.steps.append(self._button((card.x + 14, card.bottom - self.ROW_H - 14, card.w - 28, self.ROW_H),
                                           f"Deal with {self.name(a.partner)}", a, "primary",
                                           tooltip=f"Open talks with {self.name(a.partner)}"))

    def column_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        b = self.body
        w = (b.w - 20) // 2
        return pygame.Rect(b.x, b.y, w, b.h), pygame.Rect(b.x + w + 20, b.y, w, b.h)

    HOLDING_ROWS = 6  # the most rows a seat's holdings take, wrapped

    def holding_rows(self, seat: int, width: int) -> list[str]:
        """What `seat` holds, wrapped to `width` (a long list of stations
        goes on to a second row rather than being cut)."""
        rows = []
        for line in self.holdings(seat)[:4]:
            rows += get_assets().wrap(line, theme.SIZE_TINY, width) or [""]
        return rows[:self.HOLDING_ROWS]

    def _menu_top(self, col: pygame.Rect, seat: int) -> int:
        lines = len(self.holding_rows(seat, col.w - 32))
        given = len([it for it in self.items() if it.giver == seat])
        return col.y + 52 + 28 * lines + 16 + 30 + 34 * max(1, given) + 12 + 30

    def menu_rect(self, col: pygame.Rect, seat: int) -> pygame.Rect:
        """Where a column's add buttons go: under what is in the offer, inside the column."""
        top = self._menu_top(col, seat)
        return pygame.Rect(col.x + 14, top, col.w - 28, max(0, col.bottom - 12 - top))

    def _layout_columns(self) -> None:
        adds = [a for a in self.legal if isinstance(a, AddItem)] if self.deciding else []
        for seat, col in zip(self.sides(), self.column_rects()):
            menu = self.menu_rect(col, seat)
            free = next((a for a in adds if a.giver == seat and a.amount and self.amounts(a)), None)
            money = free or self._money_held(seat)
            flow = []  # (label, action, tooltip, width) of the buttons in this column, in reading order
            if money is not None:
                below = self._layout_amount(col, menu.y, money) + 10
                menu = pygame.Rect(menu.x, below, menu.w, max(0, menu.bottom - below))
                flow.append(self._add_amount_button(money))
            for act in adds:
                if act.giver != seat or (free is not None and act.kind == free.kind and act.amount):
                    continue
                label = "+ " + self.describe(act.item)
                flow.append((label, act, f"Put {self.describe(act.item)} from "
                                         f"{'you' if seat == self.viewer else self.name(seat)} into the deal", None))
            widths = [w or max(90, get_assets().text_size(label, theme.SIZE_SMALL, True)[0] + 66)  # and its key
                      for label, _, _, w in flow]
            pages = flow_pages(widths, menu, self.ROW_H, 8, pager_w=self.PAGER_W)
            page = min(self.pages.get(seat, 0), len(pages) - 1)
            keyed = []
            for i, (label, act, tip, _) in enumerate(flow):
                on, rect = next((n, p[i]) for n, p in enumerate(pages) if i in p)
                b = self._button(rect, label, act, "normal", tooltip=tip)
                if act is None:
                    self._bind_amount_button(b, money)
                b.visible = on == page
                keyed.append(b)
            if len(pages) > 1:
                keyed += self._layout_pager(seat, page, len(pages), menu)
            self.side_keys[seat] = keyed

    def _layout_pager(self, seat: int, page: int, count: int, menu: pygame.Rect) -> list:
        """‹ and › at the foot of a column whose add buttons take more than one page."""
        y = menu.bottom - self.ROW_H
        made = []
        for step, glyph, x in ((-1, "‹", menu.right - 2 * self.PAGER_W - 8), (1, "›", menu.right - self.PAGER_W)):
            b = self._button((x, y, self.PAGER_W, self.ROW_H), glyph, style="ghost",
                             tooltip=f"More to add (page {page + 1} of {count})",
                             on_click=lambda s=seat, p=page + step: self.show_page(s, p))
            b.enabled = 0 <= page + step < count
            b.disabled_reason = "This is the first page." if step < 0 else "This is the last page."
            made.append(b)
        return made[::-1]  # the next page first

    def change_money(self, held: DealItem, amount: int) -> None:
        """The draft's money from `held`'s giver becomes `amount`: a draft
        holds one amount per giver, so the steps back to it are taken back
        and taken again with the new amount, in the same order."""
        items = self.items()
        later = items[items.index(held) + 1:]
        for _ in range(len(later) + 1):
            if not self.retract():
                return
        for it in (DealItem(held.giver, held.kind, held.ref, amount),) + later:
            if not self.on_action(add_item(it)):
                return

    def keep_amounts(self, before: "DealDialog") -> None:
        """Set each money picker to the amount it showed in `before` (the
        dialog of the step before), where the same giver still has one;
        the number keys stay with the column they were on."""
        if before.focus in self.side_keys:
            self.focus_side(before.focus)
        for giver, picker in before.pickers.items():
            if giver in self.pickers and self.picker_kinds[giver] == before.picker_kinds[giver]:
                self.pickers[giver].set(picker.value)

    def show_page(self, seat: int, page: int) -> None:
        self.pages[seat] = page
        kept = {giver: picker.value for giver, picker in self.pickers.items()}
        self.widgets.clear()
        self._layout()
        if self.rules_button is not None:
            self.widgets.append(self.rules_button)
        for giver, value in kept.items():  # a page turn keeps the amounts set
            if giver in self.pickers:
                self.pickers[giver].set(value)

    def _money_held(self, seat: int) -> AddItem | None:
        """The money `seat` gives in the draft, as the step that put it in,
        while the person may change it (it is theirs to build and the seat
        has money to move); else None."""
        if not (self.deciding and self.stage == "build" and self.retract is not None):
            return None
        held = next((it for it in self.items() if it.giver == seat and it.amount), None)
        if held is None:
            return None
        sample = add_item(held)
        span = self.amounts(sample)
        return sample if span is not None and len(span) > 1 else None

    def _held(self, sample: AddItem) -> DealItem | None:
        """The money already in the draft that `sample`'s picker changes (None: it adds)."""
        return next((it for it in self.items() if it.giver == sample.giver and it.kind == sample.kind
                     and it.amount), None)

    def _layout_amount(self, col: pygame.Rect, y: int, sample: AddItem) -> int:
        """The amount picker for `sample`'s kind (money) from its giver, at
        `y`, the column's width; returns the y below it."""
        span = self.amounts(sample)
        held = self._held(sample)
        start = max(span.start, min(span.stop - 1, held.amount)) if held else self.clamp_start(sample, span)
        picker = AmountPicker((col.x + 14, y, col.w - 28, 2 * 40 + 6 + SLIDER_H + 6), span, start, rows=2,
                              fmt=lambda n: self.describe(DealItem(sample.giver, sample.kind, sample.ref, n)),
                              tooltip="Set the amount: the steppers, the slider, or click it and type")
        self.pickers[sample.giver] = picker
        self.picker_kinds[sample.giver] = sample.kind
        self.widgets.append(picker)
        return picker.rect.bottom

    def _add_amount_button(self, sample: AddItem) -> tuple:
        """The flow entry of the "Add $N" button (wide enough for the largest amount)."""
        span = self.amounts(sample)
        verb = "Change to " if self._held(sample) else "Add "
        widest = verb + self.describe(DealItem(sample.giver, sample.kind, sample.ref, span.stop - 1))
        return widest, None, "", max(120, get_assets().text_size(widest, theme.SIZE_SMALL, True)[0] + 66)

    def _bind_amount_button(self, add: Button, sample: AddItem) -> None:
        """The "Add $N" button follows its picker: label, tooltip and action."""
        picker = self.pickers[sample.giver]
        held = self._held(sample)

        def show(n):
            add.action = AddItem(sample.giver, sample.kind, sample.ref, n)
            if held is None:
                add.label = "Add " + self.describe(add.action.item)
                add.tooltip = f"Put {self.describe(add.action.item)} into the deal"
                return
            add.label = "Change to " + self.describe(add.action.item)
            add.tooltip = f"The deal then holds {self.describe(add.action.item)} instead of {self.describe(held)}"
            add.enabled = n != held.amount
            add.disabled_reason = f"The deal holds {self.describe(held)}: set another amount above first."

        def take(*_):
            if not add.enabled:
                return
            if held is None:
                self.on_action(add.action)
            else:
                self.change_money(held, add.action.amount)

        add.on_click = take
        picker.on_change, picker.on_enter = show, take
        show(picker.value)

    def clamp_start(self, sample: AddItem, span: range) -> int:
        """Where the picker starts: the amount of the offer answered (a
        counter-offer), else the menu's first amount, kept in range."""
        start = next((it.amount for it in self.answered
                      if it.giver == sample.giver and it.kind == sample.kind and it.amount), sample.amount)
        return max(span.start, min(span.stop - 1, start))

    def copy_their_offer(self) -> None:
        """Put the answered offer's cards, stations and cargo into the draft,
        one legal step each (money stays with its picker, at their amount)."""
        for it in self.their_offer:
            if not it.amount and not self.on_action(add_item(it)):
                return

    def _layout_bottom(self, bottom: pygame.Rect) -> None:
        x = bottom.x
        # an answer is a question: its safe answer, Refuse, is gold and 1 (Enter); a draft's gold is Propose
        order = ((Refuse, "primary", "Nothing changes hands"),
                 (Propose, "primary", "Send this offer; they accept or refuse"),
                 (Accept, "normal", "Both sides hand over what the deal says"),
                 (Counter, "normal", "Answer with an offer of your own (once)"),
                 (Cancel, "ghost", "Nothing changes hands"))
        self.warning = ""
        if self.deciding and any(not it.amount for it in self.their_offer):
            w = get_assets().text_size("Start from their offer", theme.SIZE_SMALL, True)[0] + 74  # and its key
            self.steps.append(self._button((x, bottom.y, w, bottom.h), "Start from their offer",
                                           style="normal", on_click=self.copy_their_offer,
                                           tooltip="Put back what their offer held, to change it; "
                                                   "the amounts start at theirs"))
            x += w + 12
        if self.deciding:
            for cls, style, tip in order:
                for act in (x for x in self.legal if isinstance(x, cls)):
                    costs = self.consequences(act) if isinstance(act, (Accept, Propose)) else []
                    if costs:
                        self.warning = self.warning or costs[0][0].upper() + costs[0][1:] + "."
                        tip = tip + "\n" + "\n".join("· " + c for c in costs)
                    w = max(200, get_assets().text_size(act.label(), theme.SIZE_SMALL, True)[0] + 74)  # and its key
                    self.steps.append(self._button((x, bottom.y, w, bottom.h), act.label(), act, style, tooltip=tip))
                    x += w + 12
        if self.on_undo is not None and self.deciding and self.stage == "build" and self.items():
            label = "Take back the last item"
            w = get_assets().text_size(label, theme.SIZE_SMALL, True)[0] + 74  # and its key
            self.steps.append(self._button((bottom.right - w, bottom.y, w, bottom.h), label,
                                           style="ghost", on_click=self.on_undo,
                                           tooltip="Take the last thing added back out of the offer (Ctrl+Z)"))
        if self.on_close is not None and self.stage == "partner":
            self._not_now = self._button((bottom.right - 180, bottom.y, 180, bottom.h), "Not now", style="ghost",
                                         tooltip="Close without a deal", on_click=self.on_close)
            self.steps.append(self._not_now)

    # ------------------------------------------------------------ loop
    def handle(self, event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z and getattr(event, "mod", 0) & pygame.KMOD_CTRL
                and self.on_undo is not None):
            self.on_undo()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and self.focus is not None:
            self.focus_side(next((s for s in self.side_keys if s != self.focus), self.focus))
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and self.stage == "build":
            for seat, col in zip(self.sides(), self.column_rects()):
                if col.collidepoint(event.pos):
                    self.focus_side(seat)
        for w in self.widgets:
            if w.handle(event):
                self._number()  # an amount stepped can grey a step or light one
                return True
        if self.keys.handle(event):
            self._number()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            return self._arrow(1 if event.key == pygame.K_UP else -1)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            gold = next((b for b in self.steps if b.style == "primary" and b.enabled and b.visible), None)
            if gold is not None and self.deciding and self.stage != "partner":  # never a partner by chance
                gold.click(gold.rect.center)  # Refuse, or Propose
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.on_close is not None
                and self.stage == "partner"):
            self.on_close()
            return True
        # a modal dialog: clicks inside it go nowhere else
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self.rect.collidepoint(event.pos)

    def _arrow(self, by: int) -> bool:
        """Up or Down: the ↑ or ↓ stepper of the column in focus, as a click on it."""
        picker = self.pickers.get(self.focus) if self.deciding else None
        b = next((b for b in picker.steppers if b.by == by), None) if picker is not None else None
        if b is None:
            return False
        if b.enabled:
            b.key_press()
            self._number()
        elif self.explain is not None:
            self.explain(b.disabled_reason)
        return True

    # ------------------------------------------------------------ draw
    def draw(self, surface, mouse) -> None:
        r = self.rect
        draw.panel(surface, r, fill=(16, 20, 40, 250), edge=theme.GOLD, radius=18, shadow=True, width=2)
        title_w = r.w - 2 * self.PAD - (52 if self.rules_button is not None else 0)
        draw.text_fit(surface, self.title(), pygame.Rect(r.x + self.PAD, r.y + 16, title_w, 44),
                      theme.SIZE_H3, theme.GOLD, True)
        status = self.warning or self.status()
        # one line, or two at the smallest size (a bot's reason and the answers open to the person)
        draw.text_block_fit(surface, status, pygame.Rect(r.x + self.PAD, r.y + 56, r.w - 2 * self.PAD, 44),
                            theme.SIZE_SMALL, theme.WARN if self.warning else theme.HILITE if self.deciding
                            else theme.TEXT_DIM, line_gap=1.15)
        if self.stage == "partner":
            for seat, card in self.partner_cards:
                self._draw_seat_box(surface, card, seat, f"{self.name(seat)}")
        else:
            for seat, col in zip(self.sides(), self.column_rects()):
                self._draw_column(surface, col, seat)
        for w in self.widgets:
            w.draw(surface, mouse)
        under = next((w for w in self.widgets if w.visible and w.contains(mouse)), None)
        if under is not None:
            draw_widget_tooltip(surface, under, self.widgets, mouse)

    def _draw_seat_box(self, surface, box, seat, title) -> int:
        pygame.draw.rect(surface, (24, 30, 56), box, border_radius=14)
        pygame.draw.rect(surface, (70, 84, 126), box, 2, border_radius=14)
        draw.seat_token(surface, self.colour(seat), (box.x + 30, box.y + 28), 16)
        draw.text_fit(surface, title, pygame.Rect(box.x + 56, box.y + 8, box.w - 70, 40), theme.SIZE_BODY,
                      theme.TEXT, True)
        y = box.y + 52
        for line in self.holding_rows(seat, box.w - 32):
            draw.text_fit(surface, line, pygame.Rect(box.x + 16, y, box.w - 32, 26), theme.SIZE_TINY, theme.TEXT_DIM)
            y += 28
        return y

    def _draw_column(self, surface, col, seat) -> None:
        you = seat == self.viewer
        title = "You give" if you else f"{self.name(seat)} gives"
        y = self._draw_seat_box(surface, col, seat, title) + 16
        draw.text(surface, "In the offer", (col.x + 16, y), theme.SIZE_TINY, theme.GOLD, True)
        y += 30
        given = [it for it in self.items() if it.giver == seat]
        for it in given:
            chip = pygame.Rect(col.x + 16, y, col.w - 32, 30)
            pygame.draw.rect(surface, (52, 64, 40), chip, border_radius=8)
            draw.text_fit(surface, self.describe(it), chip.inflate(-20, 0), theme.SIZE_TINY, theme.TEXT)
            y += 34
        if not given:
            draw.text(surface, "nothing yet", (col.x + 20, y + 4), theme.SIZE_TINY, theme.TEXT_FAINT)
        if self.deciding and self.stage == "build":
            top = self._menu_top(col, seat) - 30
            has = seat in self.pickers or any(w.action in self.legal
                                              and isinstance(w.action, AddItem) and w.action.giver == seat
                                              for w in self.widgets)
            draw.text(surface, "Add" if has else "Nothing more to add", (col.x + 16, top), theme.SIZE_TINY,
                      theme.GOLD if has else theme.TEXT_FAINT, True)
            if has and seat != self.focus and self.side_keys.get(seat):
                draw.text(surface, "Tab: number keys here", (col.right - 16, top), theme.SIZE_TINY,
                          theme.TEXT_DIM, anchor="topright")
