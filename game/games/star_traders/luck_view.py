"""Trader's Luck at the Star Traders table: your hand in a tray at the foot of
the right-hand column, one card face per card (name, tier, calamity mark,
timing), its text on hover, the cards you may play now lit; the reaction
prompt's words in a luck window; the "Offer a deal" buttons on the panels.

A card is playable when some legal action names it (`action.card`, the card
number, as every card play and discard of the rules does); a click plays it,
or opens a chooser when the card can be played several ways (a Zap's +1/-1,
a calamity's target).  Other traders' hands are only counted (panels).
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.games.star_traders import texts
from game.games.star_traders.luck_cards import (LUCK_WINDOWS, TIMING, card_of, card_tip, has_effect_now, is_free_discard, luck,
                                                luck_named, uses_card, zap_changes)
from game.rules.pending import PASS
from game.scenes.table import Target
from game.ui import draw, theme
from game.ui.assets import get_assets
from game.ui.hand import HandSlots, HandView
from game.ui.reaction_prompt import Choice, ReactionPrompt

TIER_COLOUR = {"N": (110, 176, 236), "F": (120, 206, 140), "I": (196, 146, 236)}
CALAMITY_COLOUR = (236, 92, 80)
HAND_H = 178
HAND_MIN = 146


NEXT_ROLL = "Next roll"  # an after-roll card's foot once this roll's moment for it is over
CARD_W = 128  # a hand card: its name's longest word fits at theme.SIZE_MIN
# the timing word a card shows (its tooltip says it in full)
CARD_TIMING = {"your_turn": "Your turn", "any_time": "Any time", "not_taking_turn": "Off turn",
               "after_roll": "After roll", "when_targeted": "When hit"}


def draw_luck_card(surface, rect, card: int, lit: bool = False, hovered: bool = False, dimmed: bool = False,
                   foot_words: str | None = None):
    """One Trader's Luck face: tier band with the tier letter, the name (cut
    to the lines that fit: the card's tooltip has it whole), a calamity
    triangle (a shape, not colour alone) and the timing word (or
    `foot_words`: why it waits)."""
    c = luck(card)
    rect = pygame.Rect(rect)
    radius = max(6, rect.w // 10)
    if lit:
        draw.glow_rect(surface, rect, theme.HILITE, radius, 4 if hovered else 3)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (236, 230, 214), body.get_rect(), border_radius=radius)
    tier = c.tier if c is not None else "?"
    size = theme.SIZE_MIN
    band = pygame.Rect(4, 4, rect.w - 8, size + 6)
    pygame.draw.rect(body, TIER_COLOUR.get(tier, (180, 180, 180)), band, border_radius=max(4, radius - 3))
    draw.text(body, tier, (band.x + 8, band.centery), size, (20, 16, 28), True, "midleft")
    if c is not None:
        foot = pygame.Rect(4, rect.h - size - 8, rect.w - 8, size + 4)
        name_r = pygame.Rect(7, band.bottom + 4, rect.w - 14, foot.y - band.bottom - 7)
        a = get_assets()
        bold = all(a.text_size(w, size, True)[0] <= name_r.w for w in c.name.split())
        step = round(size * 1.1)
        tall = a.font(size, bold).get_height()  # the last line's letters reach this far below its top
        draw.text_block(body, c.name, name_r, size, (24, 20, 32), bold, line_gap=1.1,
                        max_lines=max(1, (name_r.h - tall) // step + 1))
        pygame.draw.rect(body, (96, 30, 30) if c.calamity else (44, 40, 64), foot, border_radius=6)
        word = foot_words or CARD_TIMING.get(c.timing, TIMING.get(c.timing, (c.timing, ""))[0])
        # a wait's words are longer than a timing word: regular weight, so they fit whole
        draw.text_fit(body, word, foot.inflate(-6, 0), size, (236, 232, 246), not foot_words, "center")
        if c.calamity:
            tri, k = (band.right - 14, band.centery), 9
            pts = [(tri[0], tri[1] - k), (tri[0] + k, tri[1] + k * 8 // 11), (tri[0] - k, tri[1] + k * 8 // 11)]
            pygame.draw.polygon(body, CALAMITY_COLOUR, pts)
            pygame.draw.polygon(body, (60, 16, 16), pts, 2)
    edge = theme.HILITE if lit else (110, 96, 80)
    pygame.draw.rect(body, edge, body.get_rect(), 3 if lit else 2, border_radius=radius)
    if dimmed:
        body.set_alpha(150)
    surface.blit(body, rect)


class LuckHandTray:
    """The viewer's Trader's Luck hand at the foot of the contracts column.
    `action_label(action)` words a card's plays in its tooltip."""

    def __init__(self, ctx, action_label: Callable):
        self.ctx = ctx
        self.action_label = action_label
        self.rect: pygame.Rect | None = None  # the tray; None in a game without cards
        self.hand_view: HandView | None = None
        self.slots = HandSlots()

    def place(self, column: pygame.Rect, rows: int) -> pygame.Rect:
        """Take the tray off the foot of `column` (cards only), as tall as
        `rows` contract and mission rows leave room for (at most HAND_H);
        returns what is left of the column for the contracts."""
        self.rect = None
        if not self.ctx.state.version.cards:
            return pygame.Rect(column)
        r = column
        need = 56 + rows * 56 + 8
        h = max(HAND_MIN, min(HAND_H, r.h - need - 10))
        self.rect = pygame.Rect(r.x, r.bottom - h, r.w, h)
        cards = pygame.Rect(self.rect.x + 10, self.rect.y + 34, self.rect.w - 20, h - 42)
        self.hand_view = HandView(cards, card_size=(CARD_W, cards.h - 14), gap=8, lift=14)
        return pygame.Rect(r.x, r.y, r.w, r.h - h - 10)

    # ------------------------------------------------------------ facts
    def card_actions(self, card: int) -> list:
        """What a click on the card offers: its plays, then discarding it."""
        if not self.ctx.my_turn:
            return []
        return [a for a in self.ctx.legal if uses_card(a, card)]

    def card_plays(self, card: int) -> list:
        """The card's actions that light it: all but a discard by choice."""
        return [a for a in self.card_actions(card) if not is_free_discard(self.ctx.state, a)]

    def waits_for_roll(self, card: int) -> bool:
        """An after-roll card (a Zap) in the person's turn with a rolled die
        waiting for its use: the moment to Zap it (right after the roll) is
        over, and the card waits for the next roll."""
        c = luck(card)
        return (self.ctx.my_turn and self.ctx.view.get("die") is not None and c is not None
                and c.timing == "after_roll" and not self.card_plays(card))

    def prompt(self) -> str:
        """What the tray's title says: the discard choice when the rules ask it."""
        hand = texts.my_hand(self.ctx)
        if not hand:
            return "Trader's Luck: no cards"
        p = self.ctx.state.window() if self.ctx.my_turn else None
        if p is not None and p.kind == "discard":
            return "Choose a card to discard"
        return f"Your Trader's Luck ({len(hand)})"

    def card_rects(self, hand: list, lift: int | None = None) -> list:
        """Where each card of the hand is drawn: each keeps its place while
        the pointer rests on the hand (a discarded card leaves a gap)."""
        view = self.hand_view
        on_hand = view.rect.inflate(0, 2 * view.lift).collidepoint(self.ctx.mouse)
        self.slots.update(list(hand), (self.ctx.to_act, self.ctx.view.get("round")), settled=not on_hand)
        return self.slots.rects(view, list(hand), lift)

    def _hovered_card(self, n: int):
        h = self.hand_view.hovered
        return h if h is not None and h < n else None

    # ------------------------------------------------------------ targets
    def _choice_words(self, action) -> str:
        """A play's label, with what a Scandal or Tax Audit would really do now (Vega at the minimum
        Prestige loses nothing)."""
        now = texts.calamity_now(self.ctx, action)
        return self.action_label(action) + (f" (now: {now})" if now else "")

    def targets(self) -> list:
        if self.rect is None:
            return []
        hand = texts.my_hand(self.ctx)
        n = len(hand)
        rects = self.card_rects(hand, self._hovered_card(n))
        out = []
        for i, card in enumerate(hand):
            acts = self.card_actions(card)
            tip = card_tip(card, self.ctx.state.version)
            if self.waits_for_roll(card):
                tip += (f"\nYou rolled {self.ctx.view.get('die')}: a Zap is played right after a roll (you are "
                        "asked when a Zap would change what the roll decides). For this roll that moment is over; "
                        "the card waits for the next roll.")
            elif acts and not self.card_plays(card):
                tip += "\nNot playable now. Click to discard it (you are asked first)."
            elif len(acts) == 1:
                tip += "\nClick: " + self._choice_words(acts[0])
            elif acts:  # a click opens a menu of them
                tip += "\nClick to choose one of:\n" + "\n".join("· " + self._choice_words(a) for a in acts[:6])
                if len(acts) > 6:
                    tip += f"\n… {len(acts) - 6} more ways"
            elif self.ctx.my_turn:
                tip += "\nNot playable now."
            out.append(Target(rect=rects[i], actions=acts, tooltip=tip, highlight=False, key=("hand", i, card),
                              choose=True,
                              hit=(lambda p, i=i, hand=hand: self.slots.index_at(self.hand_view, p, hand) == i)))
        return out

    def title_targets(self) -> list:
        if self.rect is None:
            return []
        title = pygame.Rect(self.rect.x, self.rect.y, self.rect.w, 32)
        return [Target(rect=title, tooltip=self.tip(), highlight=False, key="hand-title")]

    def tip(self) -> str:
        ctx = self.ctx
        keep = 3 if ctx.view.get("personality", [None] * 8)[ctx.viewer or 0] == "maverick" else 2
        return ("Trader's Luck: you draw a card at the end of each turn and keep at most "
                f"{keep} then. Lit cards can be played now; hover a card for its text. Whenever you are "
                "the one to act you may also discard a card: click it. "
                "Other traders' hands are secret: their panels show how many cards they hold.")

    def words(self) -> list:
        """Where the tray's words are: its title, the deck's count, the card faces."""
        r = self.rect
        if r is None:
            return []
        a = get_assets()
        title_w = min(a.text_size(self.prompt(), theme.SIZE_SMALL, True)[0], r.w - 130)
        out = [pygame.Rect(r.x + 16, r.y + 6, title_w, 26)]
        deck = self.ctx.view.get("deck")
        if deck is not None:
            w, h = a.text_size(f"deck {deck}", theme.SIZE_MIN)
            out.append(pygame.Rect(r.right - 16 - w, r.y + 8, w, h))
        hand = texts.my_hand(self.ctx)
        return out + (self.card_rects(hand, self._hovered_card(len(hand))) if hand else [])

    # ------------------------------------------------------------ drawing
    def draw(self, surface) -> None:
        r = self.rect
        if r is None:
            return
        draw.panel(surface, r, fill=(12, 16, 34, 228), edge=(86, 100, 146), radius=14, shadow=False)
        title = self.prompt()
        discard = title.startswith("Choose")
        draw.text_fit(surface, title, pygame.Rect(r.x + 16, r.y + 6, r.w - 130, 26), theme.SIZE_SMALL,
                      theme.WARN if discard else theme.GOLD, True, "midleft")
        deck = self.ctx.view.get("deck")
        if deck is not None:
            draw.text(surface, f"deck {deck}", (r.right - 16, r.y + 8), theme.SIZE_MIN, theme.TEXT_FAINT, False,
                      "topright")
        hand = texts.my_hand(self.ctx)
        if not hand:
            draw.text(surface, "No cards in hand" if self.ctx.viewer is not None else "Hands are secret",
                      self.hand_view.rect.center, theme.SIZE_TINY, theme.TEXT_FAINT, False, "center")
            return
        lit = {c for c in hand if self.card_plays(c)}
        hov = self.ctx.hover_target
        hovered = hov.key[1] if hov is not None and isinstance(hov.key, tuple) and hov.key[0] == "hand" else None
        n = len(hand)
        self.hand_view.hovered = hovered if hovered is not None and hovered < n else None
        rects = self.card_rects(hand, self.hand_view.hovered)
        order = [i for i in range(n) if i != self.hand_view.hovered] + \
                ([self.hand_view.hovered] if self.hand_view.hovered is not None else [])
        anything = bool(lit)
        for i in order:
            card = hand[i]
            draw_luck_card(surface, rects[i], card, lit=card in lit, hovered=i == self.hand_view.hovered,
                           dimmed=anything and card not in lit,
                           foot_words=NEXT_ROLL if self.waits_for_roll(card) else None)


class LuckPrompts:
    """The reaction prompt in a Trader's Luck window: what just happened and
    what you may play against it, in a fixed order (Zaps by their change, other
    cards by their number; one button per card, opening a chooser, when the
    plays are too many for one row), Pass at its fixed place and "Don't ask
    again" beside it.  A person is not asked when nothing they could play
    changes what a roll decides, or about cards they said not to be asked
    about this game (`muted`: a setting of this table, not of the rules).
    The table wires the frame's reaction prompt in: `reaction()` is the prompt
    shown (or None), `show(prompt)` shows one, `skip_when(check)` declares
    decisions the person is not asked, `open_chooser(actions, pos, title)` a
    popup, `on_timeout()` the frame's reaction timeout; `seconds` the clock."""

    def __init__(self, ctx, *, reaction: Callable, show: Callable, open_chooser: Callable, on_timeout: Callable,
                 seconds: float, skip_when: Callable | None = None):
        self.ctx = ctx
        self.reaction = reaction
        self.show = show
        self.open_chooser = open_chooser
        self.on_timeout = on_timeout
        self.seconds = seconds
        self.muted: set[str] = set()  # card kinds the person is not asked about this game
        self._kept = None  # (decision key, the prompt) kept over refreshes: its clock runs on
        self._passed: set = set()  # the plays last offered between turns, when the person passed on them
        if skip_when is not None:
            skip_when(self.not_worth_asking)

    # ------------------------------------------------------------ whether to ask
    def _plays(self) -> list:
        """What the person may answer besides Pass (a discard by choice is the
        hand tray's); between turns, only the plays that would do something."""
        st = self.ctx.state
        between = st.window() is not None and st.window().kind == "between"
        return [a for a in self.ctx.legal if a != PASS and not is_free_discard(st, a)
                and (not between or has_effect_now(st, a))]

    def _kinds(self) -> set:
        return {card_of(a)[0] for a in self._plays() if card_of(a) is not None}

    def not_worth_asking(self, p) -> bool:
        """A luck window the person's screen passes for them: nothing to play,
        only muted cards, or no Zap offered changes what the roll decides."""
        ctx = self.ctx
        if p.kind not in LUCK_WINDOWS:
            return False
        plays = self._plays()
        if not plays:
            return True
        kinds = self._kinds()
        if kinds and kinds <= self.muted:
            return True
        if p.kind == "between" and set(plays) <= self._passed:
            return True  # offered between turns before and passed: asked again when something new can be done
        if p.kind == "zap":
            deltas = [a.delta for a in plays if type(a).__name__ == "Zap"]
            return len(deltas) == len(plays) and not any(zap_changes(ctx.state, p, deltas).values())
        return False

    def mute(self, kinds) -> None:
        self.muted |= set(kinds)

    # ------------------------------------------------------------ the prompt
    def word(self) -> None:
        """After the frame's refresh_reactions: this luck window's prompt."""
        ctx = self.ctx
        p = ctx.state.window()
        if p is None or p.kind not in LUCK_WINDOWS or not ctx.my_turn:
            return
        if not self._may_ask(p) or self.not_worth_asking(p):
            return
        key = (len(ctx.match.steps), ctx.to_act)
        kept = self._kept
        if kept is not None and kept[0] == key and not kept[1].answered:
            self.show(kept[1])  # keep the clock over refreshes
            return
        prompt = self._prompt(p, grouped=False) or self._prompt(p, grouped=True)
        if prompt is None:
            return
        self._kept = (key, prompt)
        self.show(prompt)

    def _may_ask(self, p) -> bool:
        """The frame left the prompt bar to ask (too many plays for its prompt)."""
        ctx = self.ctx
        return p.can_pass and PASS in ctx.legal and bool(self._plays())

    def _choices(self, grouped: bool) -> list[Choice]:
        ctx = self.ctx
        plays = self._plays()
        if not grouped:
            plays.sort(key=_play_order)
            return [Choice(ctx.action_label(a), a, ctx.action_tooltip(a)) for a in plays]
        groups: dict = {}
        for a in plays:
            key = self._spent(a)
            if key is None:
                return []
            groups.setdefault(key, []).append(a)
        choices = []
        for (kind, amount), acts in sorted(groups.items(), key=lambda kv: _card_order(*kv[0])):
            c = luck_named(kind, amount)
            name = c.name if c is not None else kind
            label = name if len(acts) == 1 else f"{name} ({len(acts)} ways)"  # a menu of them opens over it
            payload = acts[0] if len(acts) == 1 else (
                lambda pos=None, acts=acts, title=name: self.open_chooser(acts, pos or ctx.mouse, title))
            choices.append(Choice(label, payload, card_tip(c.card) if c is not None else ""))
        return choices

    def _pass(self, p) -> None:
        if p.kind == "between":
            self._passed = set(self._plays())
        self.ctx.take(PASS)

    def _spent(self, action) -> tuple | None:
        """(kind, amount) of the card the play spends: a Zap of 1 held as a
        Zap! (+/-2) spends that card (the rules take the smallest that covers it)."""
        key = card_of(action)
        if key is None or key[2]:
            return None if key is None else key[:2]
        held = sorted(luck(c).amount for c in texts.my_hand(self.ctx) if luck(c) is not None and luck(c).kind == key[0] and luck(c).amount >= key[1])
        return key[0], held[0] if held else key[1]

    def _prompt(self, p, grouped: bool) -> ReactionPrompt | None:
        """The prompt with one button per play (or per card); None when they do not fit one row."""
        ctx = self.ctx
        choices = self._choices(grouped)
        if not choices:
            return None
        kinds = self._kinds()
        # a kind's name without one card's amount: "Zap!" covers Zap! (+/-1) and Zap! (+/-2)
        names = sorted({(luck_named(k).name.split(" (")[0] if luck_named(k) is not None else k) for k in kinds})
        happened, question = texts.luck_happened(ctx, p)
        prompt = ReactionPrompt(ctx.prompt_rect, happened, choices,
                                on_choose=lambda x: x() if callable(x) else ctx.take(x),
                                on_pass=lambda: self._pass(p), seconds=self.seconds,
                                pass_tooltip="Play on. Between turns you are asked again only when a card you hold "
                                             "could do something new; in your turn, play it from your hand."
                                if p.kind == "between" else "Let it happen and play on",
                                on_timeout=self.on_timeout, question=question,
                                on_mute=lambda: self.mute(kinds), mute_label=f"Don't ask about {' or '.join(names)}",
                                mute_about=' or '.join(names),
                                mute_tooltip=f"Pass, and do not ask about {' or '.join(names)} again this game: "
                                             "the table passes for you at once.")
        if len(prompt.buttons()) < len(choices) + 1:
            return None
        for b in prompt.buttons():  # a chooser opener may be pressed again after the chooser closes
            if callable(b.payload):
                b.on_click = lambda b=b, menu=b.payload: menu(pygame.Rect(b.rect))
        return prompt


def _card_order(kind: str, amount: int = 0) -> tuple:
    c = luck_named(kind, amount)
    return (c.card if c is not None else 999, amount)


def _play_order(action) -> tuple:
    """Plays in a fixed order: by card, then a Zap by its change, then by what the action names."""
    key = card_of(action)
    card = _card_order(*key[:2]) if key is not None else (999, 0)
    if type(action).__name__ == "Zap":
        return (_card_order("zap")[0], 0, action.delta, "")
    if type(action).__name__ == "ZapDie":
        return (_card_order("zap")[0], action.die, action.delta, "")
    return (*card, 0, repr(action))


class DealButtons:
    """An "Offer a deal" button on each other trader's panel during your turn
    (it takes DealWith and the shared deal dialog opens on the offer).
    `panel_area(seat)` is a panel's area, `figures_end(seat)` where its
    figures end (the button stays clear of them)."""

    def __init__(self, ctx, *, panel_area: Callable, figures_end: Callable):
        self.ctx = ctx
        self.panel_area = panel_area
        self.figures_end = figures_end

    def deal_with(self, seat: int):
        if not self.ctx.my_turn:
            return None
        return next((a for a in self.ctx.legal if type(a).__name__ == "DealWith" and a.partner == seat), None)

    def button_rect(self, seat: int):
        if self.deal_with(seat) is None:
            return None
        area = self.panel_area(seat)
        w = max(84, min(128, area.right - self.figures_end(seat) - 10))  # clear of the panel's figures
        return pygame.Rect(area.right - w, area.y + 2, w, 28)

    def targets(self) -> list:
        out = []
        for seat in range(len(self.ctx.match.seats)):
            r = self.button_rect(seat)
            if r is not None:
                out.append(Target(rect=r, actions=[self.deal_with(seat)], highlight=False, key=("deal", seat),
                                  tooltip=f"Offer {self.ctx.seat_name(seat)} a deal: money, stations, cards or "
                                          "cargo (cargo only when your ships share a world). Nothing is "
                                          "enforced but the exchange itself."))
        return out
