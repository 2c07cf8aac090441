"""The Hint button (and the H key): the Hard search's top choices for the
person to act, with their estimated chances, the best one lit on the table
through its mouse route, and one line of why when the game's bot can say.

Offered in games with at least one bot and a person, unless the "hints"
setting is off.  The search runs in the bot worker (game.ai.hint, from the
person's view only); a spinner shows while it thinks, and the request is
dropped as soon as the decision changes (the person acted first, undid...).
Each hint shown counts in match.hints (the results screen says how many).
Once the person starts the move (picks something up: the board's targets
change) the panel stands aside as one line off the places the move may go
on to; a click on it, or putting the piece back, shows it whole again.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table wires `worker` (the app's bot worker, shared with the bots) and
`routes` (action -> where the person would click for it: (rect, radius)s),
`keep_clear` (action -> the other places on the board it is about) and
`words` (where the board's headings and labels are: the tag keeps off them).
"""
from __future__ import annotations

import math
import time

import pygame

from game.ai.hint import HINT, Hint
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.widgets import Button

PANEL_W = 720  # a choice of the hint reads whole at theme.SIZE_MIN (a longer one whole on hover)


class Hints(Part):
    def __init__(self, ctx, *, worker, routes, keep_clear=lambda action: [], words=lambda: []):
        super().__init__(ctx)
        self._worker, self._routes, self._keep_clear, self._words = worker, routes, keep_clear, words
        self._placed = None  # (hint, board rect, targets, the panel's rect)
        self.hint: Hint | None = None  # the hint shown, for the decision `key`
        self.key = None  # (steps so far, seat to act) the hint (or request) is for
        self.pending = False  # asked, no answer yet
        self._since = 0.0
        self.button: Button | None = None
        self._start = None  # the board's clickable targets when the hint came (others: a move is under way)
        self._last = None  # the targets' signature last seen, and whether the hint stood aside then
        self._peek = False  # the person asked to see it whole while it stands aside

    # ------------------------------------------------------------ aside
    def _signature(self) -> tuple:
        return tuple((t.key, t.actions) for t in self.ctx.board.targets if t.clickable)

    def _started(self) -> None:
        """The hint is shown for the board as it is now."""
        self._start, self._last, self._peek = self._signature(), None, False

    @property
    def aside(self) -> bool:
        """The person has started a move (picked something up, so the board's
        targets changed): the hint shrinks to a strip off the board's targets,
        the best move's rings stay, and a click on the strip shows it whole."""
        if not self.shown or self._start is None:
            return False
        targets = self.ctx.board.targets
        if self._last is None or self._last[0] is not targets:
            sig = self._signature()
            if self._last is not None and sig != self._last[1]:
                self._peek = False  # another step of the move: aside again
            self._last = (targets, sig, sig != self._start)
        return self._last[2] and not self._peek

    def layout(self) -> None:
        right = self.ctx.banner_rect.right
        self.button = Button((right - 654, 18, 148, 54), "Hint", self.ask, style="ghost",
                             size=theme.SIZE_SMALL, tooltip="What would the Hard bot do in your place? (H)")
        self.button.on_disabled = self.ctx.explain

    # ------------------------------------------------------------ offer
    def offered(self) -> bool:
        """A game with a bot and a person, hints on in the settings."""
        seats = self.ctx.match.seats
        return (bool(getattr(self.ctx.settings, "hints", True)) and any(s.is_bot for s in seats)
                and any(not s.is_bot for s in seats))

    def _decision(self):
        return (len(self.ctx.match.steps), self.ctx.to_act)

    def _why_not(self) -> str:
        if self.ctx.state.is_over:
            return "The game is over."
        if not self.ctx.my_turn:
            return "A hint is for your own decision: wait for your turn."
        return ""

    def shown_button(self) -> Button | None:
        """The banner's Hint button (enabled or why not), or None when hints are not offered."""
        b = self.button
        if b is None or not self.offered():
            return None
        why = self._why_not()
        b.enabled, b.disabled_reason = not why, why
        return b

    # ------------------------------------------------------------ asking
    def ask(self) -> bool:
        """Ask for a hint (or hide the one shown).  True when something happened."""
        if not self.offered():
            return False
        why = self._why_not()
        if why:
            self.ctx.explain(why)
            return True
        key = self._decision()
        if self.key == key and (self.hint is not None or self.pending):
            if self.hint is not None:  # the same decision: H again hides it
                self.hint, self.key = None, None
            return True
        self._worker().request(self.ctx.match.to_json(), HINT)
        self.hint, self.key, self.pending = None, key, True
        self._since = time.monotonic()
        return True

    def show(self, hint: Hint) -> None:
        """Show `hint` for the current decision (worked out elsewhere: screenshots)."""
        self.hint, self.key, self.pending = hint, self._decision(), False
        self._started()

    def on_refresh(self) -> None:
        """A hint (or a request) for another decision goes."""
        if self.key is None or self.key == self._decision():
            return
        if self.pending:
            self._worker().cancel()
        self.hint, self.key, self.pending = None, None, False

    def update(self, dt: float) -> bool:
        if not self.pending:
            return False
        w = self._worker()
        result = w.poll()
        if isinstance(result, Hint):
            self.pending = False
            self.hint = result
            self._started()
            self.ctx.match.hints += 1
            return True
        if w.failure is not None or not w.busy:
            self.pending = False
            self.key = None
            if w.failure is not None and w.failure.kind == "content":
                self.ctx.toast(w.failure.message, theme.BAD)  # which data file, and what is wrong in it
            elif w.failure is not None:
                self.ctx.toast("The hint could not be worked out this time.", theme.BAD)
        return True  # the spinner turns

    def handle(self, event) -> bool:
        """H asks for a hint (or hides it); a click on the panel closes it."""
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_h
                and not getattr(event, "mod", 0) & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META)):
            return self.ask()
        if (event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 0) == 1 and self.hint is not None
                and self.panel_rect().collidepoint(event.pos)):
            if self.aside:
                self._peek = True  # the strip opens the hint whole again
            else:
                self.hint, self.key = None, None  # a click on the panel closes it
            return True
        return False

    def covers(self, pos) -> bool:
        return self.shown and self.panel_rect().collidepoint(pos)

    @property
    def shown(self) -> bool:
        return self.hint is not None and self.key == self._decision()

    def keep_clear(self) -> list:
        """The hint's words stay readable under a hovered target's tooltip."""
        return [self.panel_rect()] if self.shown else []

    # ------------------------------------------------------------ drawing
    def panel_rect(self) -> pygame.Rect:
        hint, board, targets = self.hint, tuple(self.ctx.board_rect), self.ctx.board.targets
        got = self._placed
        aside = self.aside
        if got is None or got[0] is not hint or got[1] != board or got[2] is not targets or got[4] != aside:
            got = self._placed = (hint, board, targets, self._place(), aside)
        return pygame.Rect(got[3])

    WIDTHS = (PANEL_W, 640, 560)  # narrower (its choices on more lines) only where a wider one covers the move
    STEP = 24  # how far apart the places tried along the board's top and bottom edges are

    STRIP = (680, 48)  # the hint standing aside: one line

    def _height(self, w: int) -> int:
        if self.hint is None:
            return 64
        if self.aside:
            return self.STRIP[1]
        return 56 + sum(self._row_heights(self.hint, w)) + self._why_height(self.hint, w) + 10

    def _place(self) -> pygame.Rect:
        """A place on the board that leaves the hinted action's routes and the
        places it is about uncovered (a move's source and destination), then
        the other choices' and the lit targets; a corner (bottom right first)
        where one will do, else along the top or bottom edge, else narrower."""
        r = self.ctx.board_rect
        widths = (self.STRIP[0], self.STRIP[0] - 160) if self.aside else self.WIDTHS
        w = min(widths[0], r.w - 32)
        h = self._height(w)
        corners = [pygame.Rect(r.right - w - 16, r.bottom - h - 16, w, h), pygame.Rect(r.right - w - 16, r.y + 16, w, h),
                   pygame.Rect(r.x + 16, r.bottom - h - 16, w, h), pygame.Rect(r.x + 16, r.y + 16, w, h)]
        if self.hint is None:
            return corners[0]
        choices = self.hint.choices
        best = [rr for rr, _ in self.spots(self.hint.best)] + list(self._keep_clear(self.hint.best))
        others = [rr for a, _ in choices[1:] for rr, _ in self.spots(a)] + \
                 [rr for a, _ in choices[1:] for rr in self._keep_clear(a)]
        aside = self.aside  # the move under way: every place it may go on to counts, lit by the game or not
        lit = [t.rect for t in self.ctx.board.targets if t.clickable and (t.highlight or aside) and t.rect is not None]

        def cost(c):
            return (1000 * sum(c.colliderect(rr) for rr in best) + 100 * sum(c.colliderect(rr) for rr in others)
                    + 10 * sum(c.colliderect(rr) for rr in lit))

        found = min(corners, key=cost)
        if cost(found) < 1000:
            return found
        tried = []
        for i, width in enumerate(w for w in widths if w <= r.w - 32):
            height = self._height(width)
            xs = range(r.x + 16, r.right - width - 16 + 1, self.STEP)
            for y in (r.bottom - height - 16, r.y + 16):
                tried += [(cost(pygame.Rect(x, y, width, height)), i, pygame.Rect(x, y, width, height)) for x in xs]
        if not tried:
            return found
        c, _, spot = min(tried, key=lambda t: (t[0], t[1]))
        return spot if c < cost(found) else found

    def spots(self, action) -> list[tuple]:
        """Where the person would click for `action`, each spot once: (rect, corner radius)."""
        out: dict = {}
        for rect, radius in self._routes(action):
            out.setdefault(tuple(rect), (rect, radius))
        return list(out.values())

    LINE = 30  # a choice's line; a choice takes more when one would cut it (choices must read apart)
    MOST_LINES = 3  # the lines a choice or the why may take (longer: cut, whole on hover)

    def _row_heights(self, hint, w: int) -> list[int]:
        assets = self.ctx.assets
        return [10 + self.LINE * min(self.MOST_LINES, len(assets.wrap(f"{i + 1}. {label}", theme.SIZE_SMALL, w - 170,
                                                                         i == 0)))
                for i, label in enumerate(self.choice_labels(hint))]

    def _why_text(self, hint) -> str:
        return "Why: " + self.ctx.named(hint.reason) if hint.reason else ""

    def _why_height(self, hint, w: int) -> int:
        if not hint.reason:
            return 0
        lines = len(self.ctx.assets.wrap(self._why_text(hint), theme.SIZE_SMALL, w - 40))
        return 8 + self.LINE * min(self.MOST_LINES, lines)

    TAG = (76, 28)

    def _tag_spot(self, ring: pygame.Rect, words: list, tags: list) -> pygame.Rect | None:
        """Where the "Hint" tag of `ring` goes: on its top edge, centred, or
        where that covers words, the first other place on the ring's edge (a
        top corner, the bottom edge, a side) inside the board over no words
        and no tag.  None where a neighbour's tag already says it."""
        places = []
        for y_anchor, y in (("bottom", ring.y + 6), ("top", ring.bottom - 6)):
            for x_anchor, x in (("centerx", ring.centerx), ("right", ring.right), ("x", ring.x)):
                tag = pygame.Rect((0, 0), self.TAG)
                setattr(tag, y_anchor, y)
                setattr(tag, x_anchor, x)
                places.append(tag)
        for anchor, at in (("midleft", (ring.right - 6, ring.centery)), ("midright", (ring.x + 6, ring.centery))):
            tag = pygame.Rect((0, 0), self.TAG)
            setattr(tag, anchor, at)
            places.append(tag)
        if places[0].collidelist(tags) >= 0:
            return None  # tags piled up read as none
        board = self.ctx.board_rect
        return next((t for t in places if board.contains(t) and t.collidelist(words) < 0 and t.collidelist(tags) < 0),
                    places[0])

    def choice_labels(self, hint) -> list[str]:
        """The words of each choice as the table says them, seats by their names.
        Two choices the table words alike ("Move here") are told apart by the rules' own words."""
        ctx = self.ctx
        labels = [ctx.action_label_away(a) for a, _ in hint.choices]
        return [ctx.named(label if labels.count(label) == 1 else ctx.state.describe(action))
                for label, (action, _) in zip(labels, hint.choices)]

    def draw(self, surface) -> None:
        ctx = self.ctx
        if self.key != self._decision() or not ctx.my_turn:
            return
        rect = self.panel_rect()
        if self.pending:
            draw.panel(surface, rect, fill=(14, 18, 36, 240), edge=theme.ACCENT, radius=14, width=2)
            c = (rect.x + 34, rect.centery)
            start = (time.monotonic() - self._since) * 5.0
            pygame.draw.arc(surface, theme.ACCENT, pygame.Rect(c[0] - 14, c[1] - 14, 28, 28), start, start + 4.2, 4)
            draw.text_fit(surface, "Thinking about your choices…", pygame.Rect(rect.x + 64, rect.y, rect.w - 80, rect.h),
                          theme.SIZE_SMALL, theme.TEXT, True, "midleft")
            return
        hint = self.hint
        if hint is None or not hint.choices:
            return
        tags: list[pygame.Rect] = []
        words = self._words()
        for route, radius in self.spots(hint.best):
            ring = route.inflate(18, 18)
            draw.glow_rect(surface, ring, theme.GOOD, radius + 4, strength=4)
            pygame.draw.rect(surface, theme.GOOD, ring, 6, border_radius=radius + 6)
            if not ctx.board_rect.contains(ring):
                continue  # a prompt-bar button: the ring is enough (a tag would cover the prompt)
            tag = self._tag_spot(ring, words, tags)
            if tag is None:
                continue  # a neighbour's tag already says it: tags piled up read as none
            tags.append(tag)
            pygame.draw.rect(surface, theme.GOOD, tag, border_radius=14)
            draw.text(surface, "Hint", tag.center, theme.SIZE_TINY, theme.TEXT_DARK, True, "center")
        if self.aside:
            self._draw_strip(surface, rect, hint)
            return
        draw.panel(surface, rect, fill=(14, 18, 36, 242), edge=theme.GOOD, radius=14, width=2)
        x, y = rect.x + 20, rect.y + 12
        draw.text_fit(surface, "Hint: the Hard bot's top choices", pygame.Rect(x, y, rect.w - 200, 34),
                      theme.SIZE_SMALL, theme.GOLD, True, "midleft")
        draw.text(surface, "est. win chance", (rect.right - 20, y + 17), theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        y += 44
        heights = self._row_heights(hint, rect.w)
        for i, (label, chance) in enumerate(zip(self.choice_labels(hint), (c for _, c in hint.choices))):
            colour = theme.GOOD if i == 0 else theme.TEXT
            draw.text_block(surface, f"{i + 1}. {label}", pygame.Rect(x, y + 4, rect.w - 170, heights[i]),
                            theme.SIZE_SMALL, colour, i == 0, line_gap=self.LINE / theme.SIZE_SMALL,
                            max_lines=self.MOST_LINES)
            chance_text = "only choice" if math.isnan(chance) else f"{round(chance * 100)}%"
            draw.text(surface, chance_text, (rect.right - 20, y + 18), theme.SIZE_SMALL, colour, i == 0, "midright")
            y += heights[i]
        if hint.reason:
            draw.text_block(surface, self._why_text(hint), pygame.Rect(x, y + 4, rect.w - 40, self._why_height(hint, rect.w)),
                            theme.SIZE_SMALL, theme.ACCENT, line_gap=self.LINE / theme.SIZE_SMALL,
                            max_lines=self.MOST_LINES)

    def _draw_strip(self, surface, rect, hint) -> None:
        draw.panel(surface, rect, fill=(14, 18, 36, 235), edge=theme.GOOD, radius=12, width=2)
        draw.text(surface, "show ▴", (rect.right - 14, rect.centery), theme.SIZE_TINY, theme.TEXT_DIM, anchor="midright")
        draw.text_fit(surface, f"Hint: {self.choice_labels(hint)[0]}", pygame.Rect(rect.x + 14, rect.y, rect.w - 100, rect.h),
                      theme.SIZE_SMALL, theme.GOOD, True, "midleft")


def screenshot_table(app, match, seed: int, table_class, iterations: int = 300):
    """The table of seat 0 (a person) at its next decision with a hint shown,
    worked out here with an iteration budget (`main.py screenshot hint:<game>`)."""
    from game.ai import decide, make_bot
    from game.ai.hint import search_hint

    bot = make_bot(match.game_id, "normal")
    while not match.state.is_over and match.state.to_act != 0:
        match.apply(decide(match.state, bot, seed, len(match.steps)))
    table = table_class(app, match, viewer=0, autoplay=False)
    if table.my_turn:
        table.hints.show(search_hint(match.state, match.game_id, match.seed, len(match.steps), iterations=iterations))
    return table
