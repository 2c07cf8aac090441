"""Trader's Luck at the Star Traders table: your hand in a tray at the foot of
the right-hand column, one card face per card (name, tier, calamity mark,
timing), its text on hover, the cards you may play now lit.

A card is playable when some legal action names it (`action.card`, the card
number, as every card play and discard of the rules does); a click plays it,
or opens a chooser when the card can be played several ways (a Zap's +1/-1,
a calamity's target).  Other traders' hands are only counted (panels).

Mixed into StarTradersTable (before Drawing, whose _place_rects it extends).
"""
from __future__ import annotations

from functools import lru_cache

import pygame

from game.games.star_traders.rules.data import luck_cards
from game.scenes.table import Target
from game.ui import draw, theme
from game.ui.hand import HandView

# timing -> (word on the card, sentence in the tooltip)
TIMING = {
    "your_turn": ("Your turn", "Play it during your own turn."),
    "any_time": ("Any time", "Play it at any time, on anyone's turn."),
    "not_taking_turn": ("Not their turn", "Play it on a trader whose turn it is not."),
    "after_roll": ("After a roll", "Play it once a trader says how a die roll will be used."),
    "when_targeted": ("When hit", "Play it at once when a calamity is played on you."),
}
TIER_NAME = {"N": "Nova deck (N)", "F": "Family deck (F)", "I": "Imperial deck (I)"}
TIER_COLOUR = {"N": (110, 176, 236), "F": (120, 206, 140), "I": (196, 146, 236)}
CALAMITY_COLOUR = (236, 92, 80)
HAND_H = 178
HAND_MIN = 146


@lru_cache(maxsize=1)
def _cards() -> tuple:
    return luck_cards()


def luck(card: int):
    """The Trader's Luck end of card number `card` (1..108), or None."""
    cs = _cards()
    return cs[card - 1] if isinstance(card, int) and 0 < card <= len(cs) else None


def luck_key(action):
    """(kind, amount, exact) of the card a legal action plays or discards, or
    None: PlayLuck and DiscardLuck name kind and amount, a Zap of d needs a
    Zap card of at least |d|, Avoid an Avoid a Calamity! card."""
    name = type(action).__name__
    if name in ("PlayLuck", "DiscardLuck"):
        return action.kind, action.amount, True
    if name == "Zap":
        return "zap", abs(action.delta), False
    if name == "Avoid":
        return "avoid_calamity", 0, False
    return None


def card_of(action):
    """True-ish (the key) when the action plays or discards a Trader's Luck card."""
    return luck_key(action)


def uses_card(action, card: int) -> bool:
    """The action can be taken with this card in hand."""
    key, c = luck_key(action), luck(card)
    if key is None or c is None or c.kind != key[0]:
        return False
    return c.amount == key[1] if key[2] else c.amount >= key[1]


def luck_named(kind: str, amount: int = 0):
    """The first Trader's Luck card of this kind (and amount, when it has one)."""
    best = None
    for c in _cards():
        if c.kind == kind:
            if c.amount == amount:
                return c
            best = best or c
    return best


def card_tip(card: int) -> str:
    c = luck(card)
    if c is None:
        return f"Card {card}"
    word, sentence = TIMING.get(c.timing, (c.timing, ""))
    head = f"{c.name}  ·  {TIER_NAME.get(c.tier, c.tier)}"
    kind = "Calamity: the target may answer with Avoid a Calamity. " if c.calamity else ""
    return f"{head}\n{c.text}\n{kind}{sentence}"


def _worlds(value) -> set:
    """World numbers from a view entry: a list of worlds, of [world, ...]
    rows or of {"world": n} records, or a {world: ...} mapping."""
    out = set()
    if isinstance(value, dict):
        value = list(value)
    for x in value or ():
        if isinstance(x, dict):
            x = x.get("world")
        elif isinstance(x, (list, tuple)):
            x = x[0] if x else None
        try:
            out.add(int(x))
        except (TypeError, ValueError):
            pass
    return out


def draw_luck_card(surface, rect, card: int, lit: bool = False, hovered: bool = False, dimmed: bool = False):
    """One Trader's Luck face: tier band with the tier letter, the name, a
    calamity triangle (shape and word, not colour alone), the timing word."""
    c = luck(card)
    rect = pygame.Rect(rect)
    radius = max(6, rect.w // 10)
    if lit:
        draw.glow_rect(surface, rect, theme.HILITE, radius, 4 if hovered else 3)
    body = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(body, (236, 230, 214), body.get_rect(), border_radius=radius)
    tier = c.tier if c is not None else "?"
    band = pygame.Rect(4, 4, rect.w - 8, max(20, rect.h // 6))
    pygame.draw.rect(body, TIER_COLOUR.get(tier, (180, 180, 180)), band, border_radius=max(4, radius - 3))
    draw.text(body, tier, (band.x + 8, band.centery), 17, (20, 16, 28), True, "midleft")
    small = rect.h < 110  # a short tray: the calamity mark moves into the band, the name gets the middle
    if not (small and c is not None and c.calamity):
        draw.text(body, f"#{card}", (band.right - 6, band.centery), 13, (30, 26, 40), False, "midright")
    if c is not None:
        foot = pygame.Rect(4, rect.h - 26, rect.w - 8, 22)
        bottom = foot.y - 3 if small else rect.h - 48
        name_r = pygame.Rect(7, band.bottom + 4, rect.w - 14, bottom - band.bottom - 4)
        size = 17 if rect.w >= 110 else 15
        while size > 11 and draw.block_height(c.name, size, name_r.w, True, 1.1) > name_r.h:
            size -= 1
        draw.text_block(body, c.name, name_r, size, (24, 20, 32), True, line_gap=1.1)
        pygame.draw.rect(body, (96, 30, 30) if c.calamity else (44, 40, 64), foot, border_radius=6)
        word = TIMING.get(c.timing, (c.timing, ""))[0]
        draw.text_fit(body, word, foot.inflate(-6, 0), 13, (236, 232, 246), True, "center", min_size=9)
        if c.calamity:
            if small:
                tri, k = (band.right - 12, band.centery), 8
            else:
                tri, k = (rect.w - 18, rect.h - 40), 11
                draw.text(body, "CALAMITY", (8, rect.h - 40), 11, (150, 36, 30), True, "midleft")
            pts = [(tri[0], tri[1] - k), (tri[0] + k, tri[1] + k * 8 // 11), (tri[0] - k, tri[1] + k * 8 // 11)]
            pygame.draw.polygon(body, CALAMITY_COLOUR, pts)
            pygame.draw.polygon(body, (60, 16, 16), pts, 2)
            draw.text(body, "!", (tri[0], tri[1] + 1), 14 if k > 8 else 11, (255, 255, 255), True, "center")
    edge = theme.HILITE if lit else (110, 96, 80)
    pygame.draw.rect(body, edge, body.get_rect(), 3 if lit else 2, border_radius=radius)
    if dimmed:
        body.set_alpha(150)
    surface.blit(body, rect)


class LuckHand:
    def _place_hand(self) -> None:
        """Take the hand tray off the foot of the contracts column (cards only),
        as tall as the contract and mission rows leave room for (at most HAND_H)."""
        self.hand_rect = None
        if not hasattr(self, "_contracts_full"):
            self._contracts_full = pygame.Rect(self.contracts_rect)
        if not self.state.version.cards:
            return
        r = self._contracts_full
        rows = len(self.view.get("contracts") or []) + len(self._missions())
        need = 56 + rows * 56 + 8
        h = max(HAND_MIN, min(HAND_H, r.h - need - 10))
        self.hand_rect = pygame.Rect(r.x, r.bottom - h, r.w, h)
        self.contracts_rect = pygame.Rect(r.x, r.y, r.w, r.h - h - 10)
        cards = pygame.Rect(self.hand_rect.x + 10, self.hand_rect.y + 34, self.hand_rect.w - 20, h - 42)
        self.hand_view = HandView(cards, card_size=(104 if h >= 160 else 92, cards.h - 14), gap=8, lift=14)

    def fit_hand(self) -> None:
        """Refit the tray after a change (a mission row appears, say)."""
        if getattr(self, "_contracts_full", None) is not None:
            self.contracts_rect = pygame.Rect(self._contracts_full)
            self._place_hand()

    # ------------------------------------------------------------ facts
    def my_hand(self) -> list[int]:
        return [c for c in (self.view.get("hand") or []) if isinstance(c, int)]

    def card_actions(self, card: int) -> list:
        if not self.my_turn:
            return []
        return [a for a in self.legal if uses_card(a, card)]

    def hand_prompt(self) -> str:
        """What the tray's title says: the discard choice when the rules ask it."""
        hand = self.my_hand()
        if not hand:
            return "Trader's Luck: no cards"
        p = self.state.window() if self.my_turn else None
        if p is not None and p.kind == "discard":
            return "Choose a card to discard"
        return f"Your Trader's Luck ({len(hand)})"

    def _hovered_card(self, n: int):
        h = self.hand_view.hovered
        return h if h is not None and h < n else None

    def quarantined(self) -> set:
        return _worlds(self.view.get("quarantines"))

    def imperial_worlds(self) -> set:
        return _worlds(self.view.get("imperial"))

    def envoy_worlds(self) -> set:
        return _worlds(self.view.get("envoy"))

    def status_chips(self, seat: int) -> list[tuple[str, str]]:
        """(short word, tooltip) for each lasting card effect on a trader."""
        v = self.view

        def at(key, default=None):
            xs = v.get(key) or []
            return xs[seat] if seat < len(xs) else default

        out = []
        if at("embargoed"):
            out.append(("Embargo", "Embargo: may not pick up cargo on their next turn"))
        if at("big_hold"):
            out.append(("Bigger hold", "Bigger on the Inside: carries a third cargo until the next delivery"))
        if at("slowed"):
            n = at("slowed")
            out.append((f"-{n} action", f"A Wrinkle in Time: {n} action{'s' if n != 1 else ''} fewer next turn"))
        env = at("envoy")
        if env:
            out.append((f"Envoy → {env[0]}", f"Imperial Envoy: reach {self.world_name(env[0])} by the end of "
                                             "their next turn for +3 Prestige and $5"))
        q = self.quarantined()
        ships = (v.get("ships") or [[]] * (seat + 1))[seat]
        trapped = [w for w in ships if w in q and seat not in self._freed(w)]
        if trapped:
            out.append(("Quarantined", f"Held by the quarantine at {self.world_name(trapped[0])}"))
        return out

    def _freed(self, world: int) -> list:
        for r in self.view.get("quarantines") or []:
            if isinstance(r, dict) and r.get("world") == world:
                return list(r.get("freed", []))
        return []

    # ------------------------------------------------------------ targets
    def hand_targets(self) -> list:
        if getattr(self, "hand_rect", None) is None or self.curtain_for is not None:
            return []
        hand = self.my_hand()
        n = len(hand)
        rects = self.hand_view.rects(n, self._hovered_card(n))
        out = []
        for i, card in enumerate(hand):
            acts = self.card_actions(card)
            tip = card_tip(card)
            if acts:
                tip += "\n" + "\n".join("Click: " + self.action_label(a) for a in acts[:6])
                if len(acts) > 6:
                    tip += f"\n… {len(acts) - 6} more ways"
            elif self.my_turn:
                tip += "\nNot playable now."
            out.append(Target(rect=rects[i], actions=acts, tooltip=tip, highlight=False, key=("hand", i, card),
                              hit=(lambda p, i=i, n=n: self.hand_view.index_at(p, n) == i)))
        return out

    def hand_title_target(self) -> list:
        if getattr(self, "hand_rect", None) is None:
            return []
        title = pygame.Rect(self.hand_rect.x, self.hand_rect.y, self.hand_rect.w, 32)
        return [Target(rect=title, tooltip=self.hand_tip(), highlight=False, key="hand-title")]

    def hand_tip(self) -> str:
        keep = 3 if self.view.get("personality", [None] * 8)[self.viewer or 0] == "maverick" else 2
        return ("Trader's Luck: you draw a card at the end of each turn and keep at most "
                f"{keep} then. Lit cards can be played now; hover a card for its text. "
                "Other traders' hands are secret: their panels show how many cards they hold.")

    # ------------------------------------------------------------ drawing
    def draw_hand(self, surface) -> None:
        r = getattr(self, "hand_rect", None)
        if r is None:
            return
        draw.panel(surface, r, fill=(12, 16, 34, 228), edge=(86, 100, 146), radius=14, shadow=False)
        discard = self.hand_prompt().startswith("Choose")
        draw.text_fit(surface, self.hand_prompt(), pygame.Rect(r.x + 16, r.y + 6, r.w - 130, 26), theme.SIZE_SMALL,
                      theme.WARN if discard else theme.GOLD, True, "midleft", min_size=13)
        deck = self.view.get("deck")
        if deck is not None:
            draw.text(surface, f"deck {deck}", (r.right - 16, r.y + 10), 15, theme.TEXT_FAINT, False, "topright")
        hand = self.my_hand()
        if not hand:
            draw.text(surface, "No cards in hand" if self.viewer is not None else "Hands are secret",
                      self.hand_view.rect.center, theme.SIZE_TINY, theme.TEXT_FAINT, False, "center")
            return
        lit = {c for c in hand if self.card_actions(c)}
        hov = self.hover_target
        hovered = hov.key[1] if hov is not None and isinstance(hov.key, tuple) and hov.key[0] == "hand" else None
        n = len(hand)
        self.hand_view.hovered = hovered if hovered is not None and hovered < n else None
        rects = self.hand_view.rects(n, self.hand_view.hovered)
        order = [i for i in range(n) if i != self.hand_view.hovered] + \
                ([self.hand_view.hovered] if self.hand_view.hovered is not None else [])
        anything = bool(lit)
        for i in order:
            card = hand[i]
            draw_luck_card(surface, rects[i], card, lit=card in lit, hovered=i == self.hand_view.hovered,
                           dimmed=anything and card not in lit)


# what a calamity does to its target, in the reaction prompt's words
CALAMITY_EFFECT = {
    "lost_in_space": "your ship makes a random jump",
    "wrinkle_in_time": "you lose {amount} action next turn",
    "tax_audit": "you pay ${amount}",
    "customs_inspection": "you give up one cargo",
    "scandal": "you lose {amount} Prestige",
    "embargo": "you may not pick up cargo on your next turn",
    "pirates": "you lose all your cargo and pay ${amount}",
    "hostile_takeover": "they take your station at {world} for ${amount}",
    "sabotage": "your station at {world} is wrecked",
    "quarantine": "ships at {world} are held until it lifts",
    "ion_storm": "every ship at {world} drifts one jumpline away",
}
LUCK_WINDOWS = ("zap", "avoid", "between", "prestige")


class LuckReactions:
    """The reaction prompt's words for the Trader's Luck windows: what just
    happened and what you may play against it."""

    def luck_happened(self, p) -> tuple[str, str]:
        """(what happened, the question) for a luck window record p."""
        st = self.state
        if p.kind == "zap":
            roller = p.get("roller")
            who = "You" if roller == self.viewer else self.seat_name(roller)
            ships = st.ships[roller] if isinstance(roller, int) else []
            at = f" at {self.world_name(ships[0])}" if ships else ""
            best = max((luck(c).amount for c in self.my_hand() if luck(c) and luck(c).kind == "zap"), default=0)
            reach = ""
            if ships and isinstance(st.die, int):
                n = sum(1 for _, need in st.board.adj[ships[0]] if need <= st.die)
                reach = f" With it a jump reaches {n} of {len(st.board.adj[ships[0]])} neighbouring worlds."
            return (f"{who} rolled {st.die}{at}.{reach}",
                    f"Zap the roll (your best Zap moves it up to {best}):" if best else "Zap the roll:")
        if p.kind == "avoid":
            by, kind, target, world = p.get("by"), p.get("kind"), p.get("target"), p.get("world")
            c = luck_named(kind) if kind else None
            name = c.name if c is not None else "a calamity"
            amount = c.amount if c is not None else 0
            place = self.world_name(world) if world in self.galaxy.worlds else "your world"
            effect = CALAMITY_EFFECT.get(kind, "").format(amount=amount, world=place)
            if target == self.viewer:
                head = f"{self.seat_name(by)} plays {name} on you"
            elif kind in ("quarantine", "ion_storm"):
                head = f"{self.seat_name(by)} plays {name} on {place}"
            else:
                head = f"{self.seat_name(by)} plays {name}"
            return (head + (f": {effect}." if effect else "."), f"Play Avoid a Calamity! against {name}:")
        if p.kind == "between":
            ended = p.get("ended")
            who = "Your" if ended == self.viewer else f"{self.seat_name(ended)}'s"
            nxt = (ended + 1) % st.num_players if isinstance(ended, int) else None
            after = "" if nxt is None else " Your turn is next." if nxt == self.viewer else f" {self.seat_name(nxt)} is next."
            return (f"{who} turn is over.{after}", "Between turns you may play on a trader not taking a turn:")
        if p.kind == "prestige":
            who = p.get("petitioner")
            mine = who == self.viewer
            name = "You petition" if mine else f"{self.seat_name(who)} petitions"
            pr = st.prestige[who] if isinstance(who, int) else 0
            bonus = st.petition_bonus(who) if isinstance(who, int) else 0
            filed = st.resume_point("petition_roll")
            world = filed.get("world") if filed is not None else None
            what = f" for {st.table_subject(world)}" if isinstance(world, int) else ""
            return (f"{name} the Emperor{what} with {pr} Prestige (+{bonus} on the roll).",
                    "Before the roll you may play on your own Prestige:" if mine
                    else "Before the roll you may play a Scandal on them:")
        return self.named(p.prompt), "You may play:"

    def word_luck_reaction(self) -> None:
        p = self.state.window()
        if p is None or p.kind not in LUCK_WINDOWS or not self.my_turn:
            return
        if self.reaction is None:
            self._grouped_reaction(p)
        if self.reaction is not None:
            self.reaction.happened, self.reaction.question = self.luck_happened(p)

    def _grouped_reaction(self, p) -> None:
        """Too many plays for one row (a calamity on each trader, a Quarantine
        on any world): one button per card, each opening a chooser of its plays."""
        from game.rules.pending import PASS
        from game.ui.reaction_prompt import Choice, ReactionPrompt

        if not (p.can_pass and PASS in self.legal and len(self.legal) > 1
                and getattr(self.settings, "reaction_prompts", True)):
            return
        key = (len(self.match.steps), self.to_act)
        kept = getattr(self, "_grouped", None)
        if kept is not None and kept[0] == key and not kept[1].answered:
            self.show_reaction(kept[1])  # keep the clock over refreshes
            return
        groups: dict = {}
        for a in self.legal:
            key = card_of(a)
            if key is not None:
                groups.setdefault(key[:2], []).append(a)
        if not groups or sum(map(len, groups.values())) != len(self.legal) - 1:
            return
        hand = self.my_hand()

        def place(acts):  # the buttons in the hand's order, left to right
            return min((i for i, c in enumerate(hand) if uses_card(acts[0], c)), default=len(hand))

        choices = []
        for (kind, amount), acts in sorted(groups.items(), key=lambda kv: place(kv[1])):
            c = luck_named(kind, amount)
            label = (c.name if c is not None else kind) + (" …" if len(acts) > 1 else "")
            payload = acts[0] if len(acts) == 1 else (
                lambda acts=acts, title=label: self.open_chooser(acts, self.mouse, title.rstrip(" …")))
            choices.append(Choice(label, payload, card_tip(c.card) if c is not None else ""))
        prompt = ReactionPrompt(self.prompt_rect, self.named(p.prompt), choices,
                                on_choose=lambda x: x() if callable(x) else self.take(x),
                                on_pass=lambda: self.take(PASS), seconds=self.REACTION_SECONDS,
                                on_timeout=self.reaction_timeout)
        if len(prompt.buttons()) < len(choices) + 1:
            return
        for b in prompt.buttons():  # a chooser opener may be pressed again after the chooser closes
            if callable(b.payload):
                b.on_click = b.payload
        self._grouped = (key, prompt)
        self.show_reaction(prompt)

    def draw_reactions(self, surface) -> bool:
        """No button tooltip under a chooser a card button opened (the two would overlap)."""
        if self.reaction is not None and self.popup is not None:
            self.reaction.draw(surface, self.mouse)
            return True
        return super().draw_reactions(surface)

    def luck_modal_actions(self, actions: list) -> list:
        return [a for a in actions if not callable(a)]


class DealParts:
    """Deals at the Star Traders table: an "Offer a deal" button on each other
    trader's panel during your turn (it takes DealWith and the shared deal
    dialog opens on the offer), and the dialog's holdings and item words."""

    def deal_with(self, seat: int):
        if not self.my_turn:
            return None
        return next((a for a in self.legal if type(a).__name__ == "DealWith" and a.partner == seat), None)

    def deal_button_rect(self, seat: int):
        if self.deal_with(seat) is None or self.curtain_for is not None:
            return None
        area = self.panel_area(seat)
        w = max(84, min(128, area.right - self.figures_end(seat) - 10))  # clear of the panel's figures
        return pygame.Rect(area.right - w, area.y + 2, w, 28)

    def deal_targets(self) -> list:
        out = []
        for seat in range(len(self.match.seats)):
            r = self.deal_button_rect(seat)
            if r is not None:
                out.append(Target(rect=r, actions=[self.deal_with(seat)], highlight=False, key=("deal", seat),
                                  tooltip=f"Offer {self.seat_name(seat)} a deal: money, stations, cards or cargo "
                                          "(cargo only when your ships share a world). Nothing is enforced "
                                          "but the exchange itself."))
        return out

    def status_targets(self) -> list:
        """Tooltips for the status chips (a short panel may show only the first)."""
        out = []
        for seat in range(len(self.match.seats)):
            chips = self.status_chips(seat)
            if chips and self.curtain_for is None:
                area = self.panel_area(seat)
                out.append(Target(rect=pygame.Rect(area.x, area.y, area.w - 140, area.h), highlight=False,
                                  key=("status", seat), tooltip="\n".join(tip for _, tip in chips)))
        return out

    def deal_holdings(self, seat: int) -> list[str]:
        """Money, stations, cards and cargo: the viewer's own cards by name,
        another trader's only counted."""
        v = self.view
        money = (v.get("money") or [0] * (seat + 1))[seat]
        prestige = (v.get("prestige") or [0] * (seat + 1))[seat]
        stations = [w for w, o in v.get("stations", []) if o == seat]
        lines = [f"${money} · Prestige {prestige}"]
        lines.append("Stations: " + (", ".join(self.world_name(w) for w in stations) if stations else "none"))
        if self.state.version.cards:
            if seat == self.viewer:
                names = [luck(c).name for c in self.my_hand() if luck(c) is not None]
                lines.append("Cards: " + (", ".join(names) if names else "none"))
            else:
                n = (v.get("hand_sizes") or [0] * (seat + 1))[seat]
                lines.append(f"Cards: {n} (secret)" if n else "Cards: none")
        cargo = (v.get("cargo") or [[]] * (seat + 1))[seat]
        lines.append("Cargo: " + (", ".join(f"#{k} {self.cargo_name(k)}" for k, _ in cargo) or "none"))
        return lines

    def deal_item_text(self, item) -> str:
        if item.kind == "money":
            return f"${item.amount}"
        if item.kind == "station":
            try:
                return f"station at {self.world_name(int(item.ref))}"
            except ValueError:
                return f"station {item.ref}"
        if item.kind == "card":
            if item.ref == "any":
                return "a card (at random)"
            c = luck(int(item.ref)) if item.ref.isdigit() else None
            return c.name if c is not None else f"card {item.ref}"
        if item.kind == "cargo":
            k = int(item.ref) if item.ref.isdigit() else 0
            return f"cargo #{k} {self.cargo_name(k)}" if k else f"cargo {item.ref}"
        return super().deal_item_text(item)
