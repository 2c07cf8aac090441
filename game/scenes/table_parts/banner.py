"""The banner on top: game name, whose turn with the phase pill, the note pill,
and the Rules / Undo / Menu buttons.

A part of the table frame (see game/scenes/table_parts/context.py).  The
table gives the buttons' calls, the note (its banner_note hook) and the
left edge of the buttons shown (the note must end before it).
"""
from __future__ import annotations

import pygame

from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.widgets import Button


def turn_owner(state):
    """Whose turn it is while a seat answers out of turn (None: no question is open)."""
    return state.turn_owner() if state.window() is not None else None


def game_over_text(ctx) -> str:
    """"Game over — Vega wins" (or the shared winners)."""
    try:
        winners = list(ctx.state.winners())
    except Exception:
        winners = []
    names = [ctx.seat_name(w) for w in winners]
    if len(names) == 1:
        return f"Game over — {names[0]} wins"
    if names:
        return f"Game over — {' and '.join(names)} share the victory"
    return "Game over"


class Banner(Part):
    def __init__(self, ctx, *, open_pause, undo, open_rules):
        super().__init__(ctx)
        self._calls = (open_pause, undo, open_rules)
        self._one_person = sum(not s.is_bot for s in ctx.match.seats) == 1
        self.menu_button = self.undo_button = self.rules_button = None
        self._seat = None  # the seat the banner names: it follows the board, not the rules, while moves animate

    def update(self, dt: float) -> bool:
        self._seat = self.shown_seat()  # once a frame: a refresh inside a move must not settle it early
        return False

    def shown_seat(self) -> int | None:
        """The seat the banner names.  When the turn comes to the person at
        this screen while the last move is still landing on the board, the
        mover's name stays until it has landed: "Your turn" (and the
        person's buttons, see mover) never come before the board shows
        what they answer."""
        ctx = self.ctx
        seat = ctx.to_act
        if (ctx.my_turn and ctx.anim.moving and not ctx.state.is_over and self._seat is not None
                and seat != self._seat):
            return self._seat
        return seat

    def mover(self) -> int | None:
        """While the person's turn has come but the last move is still
        landing: the seat that moved (the banner names it); else None."""
        seat = self.shown_seat()
        return seat if seat != self.ctx.to_act else None

    def layout(self) -> None:
        open_pause, undo, open_rules = self._calls
        right = self.ctx.banner_rect.right  # 1920 on the fixed canvas
        self.menu_button = Button((right - 168, 18, 148, 54), "Menu", open_pause, style="ghost", size=theme.SIZE_SMALL,
                                  tooltip="Pause menu: save, load, rules, settings (Esc)", icon="menu")
        self.undo_button = Button((right - 330, 18, 148, 54), "Undo", undo, style="ghost", size=theme.SIZE_SMALL,
                                  tooltip="Take back your last decision (Ctrl+Z)", icon="undo")
        self.undo_button.on_disabled = self.ctx.explain
        self.rules_button = Button((right - 492, 18, 148, 54), "Rules", open_rules, style="ghost",
                                   size=theme.SIZE_SMALL, tooltip="Read the rules summary")
        self.menu_button.reading = self.rules_button.reading = True

    @property
    def buttons(self) -> list:
        return [self.rules_button, self.undo_button, self.menu_button]

    def arrange(self, note: str, right: int) -> dict:
        """Where the banner's parts go: the game name on the left, the turn
        block (token, who, phase pill) near the middle, the note pill right
        before `right`.  When space is short the turn block moves left,
        then the phase pill is dropped, then the note shrinks and is
        ellipsized (its full text is the pill's tooltip); nothing overlaps."""
        ctx = self.ctx
        r = ctx.banner_rect
        a = ctx.assets
        left = 28 + a.text_size(ctx.match.ruleset.name, theme.SIZE_H3, True)[0] + 28
        seat = self.shown_seat()
        over = ctx.state.is_over
        who, phase, token = "", "", None
        if over:
            who = game_over_text(ctx)
            try:
                winners = list(ctx.state.winners())
            except Exception:
                winners = []
            token = winners[0] if len(winners) == 1 else None
        elif seat is not None:
            owner = turn_owner(ctx.state)
            if owner is not None and owner != seat and seat == ctx.to_act and ctx.skips_curtain(seat):
                seat = owner  # the screen passes for the seat asked at once: there is no reply to give
            s = ctx.match.seats[seat]
            asked = (owner is not None and owner != seat) or ctx.state.between_turns()  # asked out of turn
            word = "reply" if asked else "turn"
            # addressed as "your" only from that seat's own view (a replay may
            # show another seat's, or every seat's when revealed)
            addressed = not s.is_bot and seat == ctx.viewer and not ctx.revealed
            if addressed and self._one_person:
                who = f"Your {word}"
            elif addressed:
                who = f"{s.name}, your {word}"
            else:
                who = f"{s.name}'s {word}"
            token = seat
            try:
                phase = ctx.state.phase() or ""
            except Exception:
                phase = ""
        if over:
            note = ""
        tok_w = 44 if token is not None else 0
        tw = a.text_size(who, theme.SIZE_H3, True)[0] if who else 0
        pw = a.text_size(phase, theme.SIZE_SMALL)[0] + 36 if phase else 0

        def total():
            return tok_w + tw + (24 + pw if phase else 0)

        nw = a.text_size(note, theme.SIZE_SMALL, True)[0] + 40 if note else 0
        x = max(left, 760 - total() // 2)
        if note:
            if right - (x + total() + 24) < nw:
                x = max(left, right - nw - 24 - total())
            if phase and right - (x + total() + 24) < min(nw, 220):
                phase, pw = "", 0
                x = max(left, min(760 - total() // 2, right - nw - 24 - total()))
        # the turn text itself never runs into the buttons
        tw = min(tw, max(0, right - x - tok_w - (24 + pw if phase else 0)))
        note_rect = None
        if note:
            space = right - (x + total() + 24)
            w = min(nw, space)
            if w >= 90:
                note_rect = pygame.Rect(right - w, r.centery - 20, w, 40)
        return {"who": who, "token": token, "phase": phase, "x": x, "tw": tw, "pw": pw, "tok_w": tok_w,
                "note": note, "note_rect": note_rect, "note_cut": bool(note) and (note_rect is None or note_rect.w < nw)}

    def draw(self, surface, lay: dict | None = None) -> None:
        ctx = self.ctx
        lay = lay if lay is not None else ctx.banner_layout()
        r = ctx.banner_rect
        draw.text(surface, ctx.match.ruleset.name, (28, r.centery), theme.SIZE_H3, theme.GOLD, True, "midleft")
        x = lay["x"]
        over = ctx.state.is_over
        if lay["token"] is not None:
            ctx.draw_seat_token(surface, lay["token"], (x + 18, r.centery), 18)
        if lay["who"]:
            tx = x + lay["tok_w"]
            draw.text_fit(surface, lay["who"], pygame.Rect(tx, r.y, lay["tw"] + 2, r.h), theme.SIZE_H3,
                          theme.GOLD if over else theme.TEXT, True, "midleft")
        if lay["phase"]:
            pr = pygame.Rect(x + lay["tok_w"] + lay["tw"] + 24, r.centery - 19, lay["pw"], 38)
            pygame.draw.rect(surface, (38, 48, 84), pr, border_radius=19)
            pygame.draw.rect(surface, (90, 110, 160), pr, 2, border_radius=19)
            draw.text(surface, lay["phase"], pr.center, theme.SIZE_SMALL, theme.TEXT_DIM, False, "center")
        nr = lay["note_rect"]
        if nr is not None:
            pygame.draw.rect(surface, (150, 90, 30), nr, border_radius=20)
            pygame.draw.rect(surface, theme.HILITE, nr, 2, border_radius=20)
            draw.text_fit(surface, lay["note"], nr.inflate(-28, 0), theme.SIZE_SMALL, (255, 244, 220), True,
                          "center")

    def draw_background(self, surface) -> None:
        r = self.ctx.banner_rect
        surface.blit(self.ctx.assets.gradient(r.size, (24, 30, 58), (12, 16, 34)), r.topleft)
        pygame.draw.line(surface, theme.BRASS, (r.x, r.bottom - 2), (r.right, r.bottom - 2), 3)
