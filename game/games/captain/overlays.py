"""Captain of the Stars overlays beside and on the map: the actions HUD (the
captain to move's actions and free moves) and the event card in force, which
lights up when a new one is turned over.

The HUD is two functions of the state; `CaptainEventCard` is a part of the table
(game/scenes/table_parts/context.py) that owns its flash."""
from __future__ import annotations

import pygame

from game.games.captain import texts
from game.games.captain.art import MOVE_COL
from game.scenes.table_parts.context import Part
from game.ui import draw, theme
from game.ui.anim import linear

EVENT_LINE_GAP = 1.18


def hud_rect(state, map_rect: pygame.Rect) -> pygame.Rect | None:
    """The actions HUD at the map's bottom left, or None when not shown."""
    st = state
    if st.is_over or st.mode not in ("turn", "hire", "hire_more", "shop"):
        return None
    return pygame.Rect(map_rect.x + 12, map_rect.bottom - 12 - 58, 420, 58)


def draw_hud(surface, ctx, r: pygame.Rect) -> None:
    """The actions and free moves left to the captain to move, in HUD rect r."""
    st = ctx.state
    seat = st.current
    draw.panel(surface, r, fill=(12, 16, 32, 225), edge=(90, 104, 150), radius=14, shadow=False)
    ctx.draw_seat_token(surface, seat, (r.x + 28, r.centery), 15)
    draw.text(surface, "Actions", (r.x + 52, r.centery), theme.SIZE_SMALL, theme.TEXT_DIM, True, "midleft")
    x = r.x + 52 + ctx.assets.text_size("Actions", theme.SIZE_SMALL, True)[0] + 12
    total = st.content.numbers.actions_per_turn
    for i in range(total):
        on = i < st.actions
        c = (x + 11, r.centery)
        pygame.draw.circle(surface, theme.GOLD if on else (50, 56, 80), c, 10)
        pygame.draw.circle(surface, (255, 236, 180) if on else (90, 98, 130), c, 10, 2)
        x += 26
    x += 14
    draw.text(surface, "Free", (x, r.centery), theme.SIZE_SMALL, theme.TEXT_DIM, True, "midleft")
    x += ctx.assets.text_size("Free", theme.SIZE_SMALL, True)[0] + 10
    if st.free_moves:
        for i in range(st.free_moves):
            c = (x + 10, r.centery)
            pts = [(c[0], c[1] - 11), (c[0] + 9, c[1]), (c[0], c[1] + 11), (c[0] - 9, c[1])]
            pygame.draw.polygon(surface, MOVE_COL, pts)
            pygame.draw.polygon(surface, (220, 250, 255), pts, 2)
            x += 24
    else:
        draw.text(surface, "—", (x, r.centery), theme.SIZE_SMALL, theme.TEXT_FAINT, False, "midleft")


class CaptainEventCard(Part):
    def __init__(self, ctx):
        super().__init__(ctx)
        self.glow = 0.0  # 1 when a new card is turned over, fading to 0

    def flash(self) -> None:
        self.glow = 1.0
        self.ctx.anim.tween(1.0, 0.0, 1.6, setter=self._set_glow, ease=linear)

    def _set_glow(self, v: float) -> None:
        self.glow = v

    def tooltip(self) -> str:
        card = texts.event_card(self.ctx.state)
        if card is not None:
            return f"{card.name}: {card.text}\nIn force until the next event is turned over (next round)."
        return "No event yet: the first player turns one over at the start of round 2."

    def draw(self, surface, r: pygame.Rect) -> None:
        st = self.ctx.state
        card = texts.event_card(st)
        flash = self.glow
        edge = theme.GOLD if card is not None else (80, 90, 120)
        draw.panel(surface, r, fill=(34, 26, 52, 240) if card is not None else (20, 24, 42, 235), edge=edge,
                   radius=16, shadow=True, width=2)
        if flash > 0:
            draw.glow_rect(surface, r, theme.HILITE, 16, strength=2 + int(2 * flash))
        band = pygame.Rect(r.x + 10, r.y + 10, r.w - 20, 34)
        pygame.draw.rect(surface, (120, 80, 150) if card is not None else (44, 50, 76), band, border_radius=10)
        draw.text(surface, "EVENT", (band.x + 14, band.centery), theme.SIZE_TINY, (255, 236, 200), True, "midleft")
        draw.text(surface, f"Round {st.round} · goal {st.target} VP", (band.right - 12, band.centery),
                  theme.SIZE_TINY, (235, 225, 245), False, "midright")
        body = pygame.Rect(r.x + 18, band.bottom + 4, r.w - 36, r.bottom - band.bottom - 14)
        if card is None:
            draw.text_block(surface, "No event yet. From round 2 the first player turns one over.", body,
                            theme.SIZE_TINY, theme.TEXT_DIM, max_lines=4)
            return
        draw.text_fit(surface, card.name, pygame.Rect(body.x, body.y, body.w, 30), theme.SIZE_BODY, theme.GOLD, True,
                      "midleft")
        draw.text_block(surface, card.text, self.text_rect(r), theme.SIZE_TINY, theme.TEXT, line_gap=EVENT_LINE_GAP,
                        max_lines=self.text_rect(r).h // round(theme.SIZE_TINY * EVENT_LINE_GAP))

    @staticmethod
    def text_rect(r: pygame.Rect) -> pygame.Rect:
        """Where the event's text wraps inside the card at `r` (under its band and name)."""
        top = r.y + 10 + 34 + 4 + 32
        return pygame.Rect(r.x + 18, top, r.w - 36, r.bottom - 10 - top)
