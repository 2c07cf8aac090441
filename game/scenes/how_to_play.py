"""Rules reader: a tab per game, the game's content/<game>/rules.md rendered
as scrollable markdown (wheel, arrow keys, Page Up/Down, drag the bar).
Opened with `section` (a heading, see game/rules_links.py) it starts
scrolled to that heading: the "?" of a prompt at the table."""
from __future__ import annotations

import pygame

from game.games import all_specs, get_spec
from game.paths import resource
from game.scenes.base import Scene
from game.ui import draw, markdown, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button


def rules_text(game_id: str) -> str | None:
    for d in dict.fromkeys((game_id.replace("-", "_"), game_id)):
        path = resource("content", d, "rules.md")
        try:
            if path.is_file():
                return path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            return None
    return None


def placeholder(game_id: str) -> str:
    spec = get_spec(game_id)
    name = spec.name if spec else game_id
    meta = f"**{spec.players} · about {spec.length}**\n\n{spec.pitch}\n\n" if spec else ""
    return (f"# {name}\n\n{meta}## Summary coming\n\nThe rules summary for {name} is being written. "
            "It will appear here as soon as the game is ready to play.")


class RulesScene(Scene):
    fills_margins = True
    TABS_X = 80
    VIEW = pygame.Rect(520, 190, 1320, 800)

    SECTION_MARGIN = 12  # room above a heading opened by name

    def __init__(self, app, game_id: str, overlay: bool = False, section: str | None = None):
        super().__init__(app)
        self.overlay = overlay
        self.game_id = game_id
        self.scroll = 0
        self.dragging = False
        self.section_y: int | None = None  # the heading opened by name: marked in the margin
        self.select(self.game_id)
        if section is not None:
            self.scroll_to(section)

    def scroll_to(self, heading: str) -> bool:
        """Scroll so `heading` is at the top of the page (as far as the page
        scrolls); False when the summary has no such heading."""
        y = self.layout.anchors.get(heading)
        if y is None:
            return False
        self.scroll = max(0, min(self.max_scroll, y - self.SECTION_MARGIN))
        self.section_y = y
        return True

    def select(self, game_id: str):
        self.game_id = game_id
        self.scroll = 0
        self.section_y = None
        text = rules_text(game_id)
        self.missing = text is None
        self.layout = markdown.layout(text if text is not None else placeholder(game_id), self.VIEW.w - 50)
        tabs = []
        ids = [s.id for s in all_specs()]
        if game_id not in ids:
            ids.append(game_id)
        y = self.VIEW.y
        for gid in ids:
            spec = get_spec(gid)
            name = spec.name if spec else gid
            tabs.append(Button((self.TABS_X, y, 400, 74), name, (lambda g=gid: self.select(g)), style="tab",
                               selected=gid == game_id, size=theme.SIZE_BODY))
            y += 86
        back = self.back_button(rect=(self.TABS_X, 916, 400, 74))
        self.widgets = tabs + [back]
        # a tab's number is its place; Back is 0, as on every other screen
        self.keys = KeyNumbers(tabs, zero=back, on_missing=self._say, by_place=True)

    def _say(self, text: str) -> None:
        self.said = text

    @property
    def max_scroll(self) -> int:
        return max(0, self.layout.height - self.VIEW.h + 40)

    def scroll_by(self, dy: int):
        self.scroll = max(0, min(self.max_scroll, self.scroll + dy))

    def _bar(self):
        track = pygame.Rect(self.VIEW.right + 14, self.VIEW.y, 12, self.VIEW.h)
        if self.max_scroll <= 0:
            return track, None
        frac = self.VIEW.h / (self.layout.height + 40)
        h = max(60, round(track.h * frac))
        y = track.y + round((track.h - h) * self.scroll / self.max_scroll)
        return track, pygame.Rect(track.x, y, track.w, h)

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 70)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: self.VIEW.h - 80,
                    pygame.K_PAGEUP: -(self.VIEW.h - 80), pygame.K_HOME: -10**6, pygame.K_END: 10**6}.get(event.key)
            if step:
                self.scroll_by(step)
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            track, thumb = self._bar()
            if thumb is not None and track.inflate(20, 0).collidepoint(event.pos):
                self.dragging = True
                self._drag(event.pos)
                return True
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._drag(event.pos)
            return True
        if event.type == pygame.MOUSEBUTTONUP and self.dragging:
            self.dragging = False
            return True
        return super().handle(event)

    def _drag(self, pos):
        track, thumb = self._bar()
        if thumb is None:
            return
        frac = (pos[1] - track.y - thumb.h / 2) / max(1, track.h - thumb.h)
        self.scroll = max(0, min(self.max_scroll, round(frac * self.max_scroll)))

    def on_back(self):
        self.app.pop()
        return True

    def _make_fade(self):
        h = 44
        surf = pygame.Surface((self.VIEW.w, h), pygame.SRCALPHA)
        for y in range(h):
            pygame.draw.line(surf, (16, 20, 40, round(250 * y / (h - 1))), (0, y), (self.VIEW.w, y))
        return surf

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=70)
        draw.text(surface, "Rules", (self.TABS_X, 60), theme.SIZE_H1, theme.GOLD, True, shadow=True)
        draw.text(surface, "Short summaries to learn and check the rules at the table", (self.TABS_X + 200, 86),
                  theme.SIZE_BODY, theme.TEXT_DIM)
        page = self.VIEW.inflate(60, 50)
        draw.panel(surface, page, fill=(16, 20, 40, 238), edge=theme.BRASS, radius=20)
        markdown.draw(surface, self.layout, self.VIEW, self.scroll)
        if self.section_y is not None:
            y = self.VIEW.y + self.section_y - self.scroll
            if self.VIEW.y <= y < self.VIEW.bottom:
                pygame.draw.rect(surface, theme.GOLD, (self.VIEW.x - 22, y + 4, 6, theme.SIZE_BODY + 14), border_radius=3)
        # fade the text where it is cut off at the bottom
        if self.scroll < self.max_scroll:
            fade = self.app.assets.generated(("rules-fade", self.VIEW.w), self._make_fade)
            surface.blit(fade, (self.VIEW.x, self.VIEW.bottom - fade.get_height() + 4))
        track, thumb = self._bar()
        if thumb is not None:
            pygame.draw.rect(surface, (40, 46, 70), track, border_radius=6)
            pygame.draw.rect(surface, theme.GOLD if self.dragging else theme.GOLD_DARK, thumb, border_radius=6)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
