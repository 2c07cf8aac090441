"""Main menu: title, the five game tiles (each says how often it was played
and won, with "Learn to play" below it, ticked once the lesson was done),
Continue / Load / Rules / Statistics / Settings / Quit."""
from __future__ import annotations

import time

import pygame

from game import persist
from game.history import round_reached
from game.games import all_specs
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.learn import learn, learn_button_text
from game.ui import draw, theme
from game.ui.widgets import Button, Widget


def game_art(assets, spec, size) -> pygame.Surface:
    """Tile art for a game, or a drawn planet-and-gradient fallback."""
    game_id = spec.id
    img = assets.cover(size, "art", "tiles", spec.art) if spec.art else None
    if img is not None:
        return img

    def make():
        import random

        rng = random.Random(game_id)
        hue = spec.hue
        top = pygame.Color(0)
        top.hsva = (hue, 60, 40, 100)
        bot = pygame.Color(0)
        bot.hsva = ((hue + 40) % 360, 70, 14, 100)
        surf = assets.gradient(size, tuple(top)[:3], tuple(bot)[:3]).copy()
        w, h = size
        for _ in range(90):
            x, y = rng.randrange(w), rng.randrange(h)
            b = rng.randrange(120, 255)
            surf.set_at((x, y), (b, b, b))
        planet = pygame.Color(0)
        planet.hsva = ((hue + 180) % 360, 45, 80, 100)
        cx, cy, r = int(w * 0.68), int(h * 0.62), int(h * 0.36)
        pygame.draw.circle(surf, tuple(planet)[:3], (cx, cy), r)
        shade = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.circle(shade, (0, 0, 0, 110), (cx + r // 3, cy + r // 4), r)
        surf.blit(shade, (0, 0))
        pygame.draw.ellipse(surf, (240, 220, 170), (cx - r * 1.5, cy - r * 0.18, r * 3, r * 0.36), 3)
        return surf

    return assets.generated(("tile-fallback", game_id, tuple(size)), make)


class GameTile(Widget):
    W, H = 344, 500
    ART_H = 236

    def __init__(self, rect, spec, on_click):
        super().__init__(rect)
        self.spec, self.on_click = spec, on_click
        self.game_id, self.available = spec.id, spec.playable
        self.players, self.name = spec.players, spec.name
        self.tooltip = "" if self.available else "This game is still being built. Soon!"
        self.played = ""  # "played 7 · won 3" from the record of games (game/stats.py)

    def click(self, pos):
        from game.ui import sound

        if self.available:
            sound.play("click")
            self.on_click(self.game_id)

    def draw(self, surface, mouse):
        from game.ui.assets import get_assets

        a = get_assets()
        hover = self.hovered(mouse) and self.available
        r = self.rect.move(0, -8 if hover else 0)
        draw.panel(surface, r, fill=(18, 22, 42, 240), edge=theme.GOLD if hover else (70, 80, 120), radius=18,
                   width=3 if hover else 2)
        art_rect = pygame.Rect(r.x + 8, r.y + 8, r.w - 16, self.ART_H)
        art = game_art(a, self.spec, art_rect.size)
        if not self.available:
            art = a.generated(("grey-art", self.game_id, art_rect.size), lambda: _greyed(art))
        # round the art's top corners with a mask
        masked = a.generated(("rounded-art", self.game_id, art_rect.size, self.available),
                             lambda: _rounded(art, 12))
        surface.blit(masked, art_rect)
        if not self.available:
            ribbon = pygame.Rect(art_rect.x, art_rect.bottom - 50, art_rect.w, 42)
            s = pygame.Surface(ribbon.size, pygame.SRCALPHA)
            s.fill((20, 16, 10, 200))
            surface.blit(s, ribbon)
            draw.text(surface, "In development", ribbon.center, theme.SIZE_SMALL, theme.WARN, True, "center")
        elif self.played:
            size = a.text_size(self.played, theme.SIZE_TINY, True)
            pill = pygame.Rect(art_rect.x + 10, art_rect.bottom - size[1] - 22, size[0] + 24, size[1] + 12)
            pygame.draw.rect(surface, (14, 16, 30), pill, border_radius=pill.h // 2)
            pygame.draw.rect(surface, theme.BRASS, pill, 2, border_radius=pill.h // 2)
            draw.text(surface, self.played, pill.center, theme.SIZE_TINY, theme.TEXT, True, "center")
        y = art_rect.bottom + 16
        draw.text_fit(surface, self.name, pygame.Rect(r.x + 20, y, r.w - 40, 40), theme.SIZE_H3,
                      theme.GOLD if self.available else theme.TEXT_DIM, True, "midleft")
        y += 46
        meta = f"{self.players}  ·  {self.spec.length}"
        draw.text(surface, meta, (r.x + 20, y), theme.SIZE_SMALL, theme.ACCENT if self.available else theme.TEXT_FAINT)
        y += 38
        draw.text_block(surface, self.spec.pitch, pygame.Rect(r.x + 20, y, r.w - 40, r.bottom - y - 10),
                        theme.SIZE_TINY, theme.TEXT if self.available else theme.TEXT_FAINT, line_gap=1.3,
                        max_lines=4)


def _greyed(surf):
    g = pygame.transform.grayscale(surf)
    dark = pygame.Surface(g.get_size(), pygame.SRCALPHA)
    dark.fill((0, 0, 0, 110))
    g.blit(dark, (0, 0))
    return g


def _rounded(surf, radius):
    w, h = surf.get_size()
    out = pygame.Surface((w, h), pygame.SRCALPHA)
    mask = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), (0, 0, w, h + radius), border_top_left_radius=radius,
                     border_top_right_radius=radius)
    out.blit(surf, (0, 0))
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return out


class MenuScene(Scene):
    fills_margins = True
    def __init__(self, app):
        super().__init__(app)
        self.specs = all_specs()
        self.autosave = None
        self.keys_on_lessons = False  # Tab moves the number keys between the bottom row and "Learn to play"
        self.build()

    def build(self):
        try:
            self.autosave = persist.load_autosave()
        except Exception:  # an unreadable autosave only greys Continue
            self.autosave = None
        W = theme.LOGICAL_W
        n = len(self.specs)
        gap = 24
        tw = GameTile.W
        x = (W - (n * tw + (n - 1) * gap)) // 2
        from game import stats

        record, self.stats_notice = stats.load()
        self.tiles = []
        self.learn_buttons = []
        done = set(getattr(self.app.settings, "lessons_done", ()))
        for spec in self.specs:
            tile = GameTile((x, 300, tw, GameTile.H), spec, self.new_game)
            label, tip = learn_button_text(spec.id, done)
            self.learn_buttons.append(Button((x + 24, 300 + GameTile.H + 10, tw - 48, 50), label,
                                             (lambda g=spec.id: learn(self.app, g)), style="ghost",
                                             size=theme.SIZE_SMALL, tooltip=tip, enabled=bool(tip) and spec.playable,
                                             disabled_reason="No lesson for this game yet."))
            cell = record.totals(spec.id)
            if cell.games:
                tile.played = f"played {cell.games}" + (f" · won {cell.wins}" if cell.wins + cell.losses else "")
            self.tiles.append(tile)
            x += tw + gap
        ok = self.autosave is not None and not self.autosave.error and self.autosave.match is not None
        if self.autosave is None:
            why = "No game in progress yet."
        elif self.autosave.error:
            why = f"The autosave cannot be read: {self.autosave.error}"
        else:
            why = ""
        # a finished autosave is not "continued": it offers its results instead
        self.finished = ok and self.autosave.match.state.is_over
        if self.finished:
            first = ("Last results", self.last_results, "normal", True, "",
                     "The final scores of your last game (it is over)")
        else:
            first = ("Continue", self.continue_game, "primary", ok, why, self._continue_tip())
        bw, bh, bg = 270, 76, 20
        labels = [first,
                  ("Load game", self.load, "normal", True, "", "Every game in progress, newest first, and the finished ones"),
                  ("Rules", self.rules, "normal", True, "", "Read the rules of each game"),
                  ("Statistics", self.open_stats, "normal", True, "", "Games played, won and lost per bot level"),
                  ("Settings", self.open_settings, "normal", True, "", "Window, sound, animation, bots"),
                  ("Quit", self.quit, "ghost", True, "", "Leave Cantina")]
        x = (W - (len(labels) * bw + (len(labels) - 1) * bg)) // 2
        buttons = []
        for label, fn, style, enabled, why_not, tip in labels:
            buttons.append(Button((x, 880, bw, bh), label, fn, style=style, enabled=enabled,
                                  disabled_reason=why_not, tooltip=tip, size=theme.SIZE_H3 - 2))
            x += bw + bg
        self.buttons = buttons
        self.widgets = self.tiles + self.learn_buttons + buttons
        self._number()

    def _number(self) -> None:
        for b in self.learn_buttons + self.buttons:
            b.key = None
        self.number_keys(self.learn_buttons if self.keys_on_lessons else self.buttons)

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.keys_on_lessons = not self.keys_on_lessons
            self._number()
            return True
        return super().handle(event)

    def _continue_tip(self) -> str:
        info = self.autosave
        if info is None or info.error or info.match is None:
            return ""
        m = info.match
        when = time.strftime("%d %b %H:%M", time.localtime(info.modified)) if info.modified else ""
        state = "finished" if m.state.is_over else f"round {round_reached(m)}"
        # one phrase a line: the caption under the button never breaks one
        return f"{m.ruleset.name}\n{len(m.seats)} players · {state}\nsaved {when}"

    def on_resume(self):
        self.build()

    def new_game(self, game_id):
        self.app.push(registry.make("setup", self.app, game_id))

    def continue_game(self):
        info = self.autosave
        if info and info.match is not None:
            self.app.start_match(persist.open_copy(info))

    def last_results(self):
        """The results of the finished autosaved game (its board one click away)."""
        info = self.autosave
        if info and info.match is not None and info.match.state.is_over:
            self.app.push(registry.make("results", self.app, persist.open_copy(info)))

    def load(self):
        self.app.push(registry.make("load", self.app))

    def rules(self):
        self.app.push(registry.make("rules", self.app, next((s.id for s in self.specs if s.playable), self.specs[0].id)))

    def open_stats(self):
        self.app.push(registry.make("stats", self.app))

    def open_settings(self):
        self.app.push(registry.make("settings", self.app))

    def quit(self):
        self.app.running = False

    def draw(self, surface):
        self.draw_background(surface, art="bg_menu.png")
        W = theme.LOGICAL_W
        # title with a soft glow
        draw.text(surface, "CANTINA", (W // 2, 70), 128, theme.GOLD, True, "midtop", shadow=True)
        draw.text(surface, "five space-trading games around one table", (W // 2, 222), theme.SIZE_H3,
                  theme.TEXT_DIM, False, "midtop")
        self.draw_widgets(surface)
        cont = self.buttons[0]
        tip = self._continue_tip()
        if tip:
            draw.text_block(surface, tip, pygame.Rect(cont.rect.x - 60, cont.rect.bottom + 10, cont.rect.w + 120, 90),
                            theme.SIZE_TINY, theme.TEXT_DIM, align="center", line_gap=1.15)
        if self.stats_notice:  # the record of games was damaged and replaced (said once)
            w = min(theme.LOGICAL_W - 240, self.app.assets.text_size(self.stats_notice, theme.SIZE_TINY)[0] + 40)
            note = pygame.Rect((theme.LOGICAL_W - w) // 2, 1000, w, 40)
            draw.panel(surface, note, fill=(14, 16, 30, 230), edge=theme.WARN, radius=12, shadow=False)
            draw.text_fit(surface, self.stats_notice, note.inflate(-24, 0), theme.SIZE_TINY, theme.WARN,
                          anchor="center")
        where = "the menu" if self.keys_on_lessons else "Learn to play"
        # both hints at the foot's right: the Continue button's caption takes the left
        keys = draw.text(surface, "F11 full screen  ·  Esc back", (W - 30, theme.LOGICAL_H - 24), theme.SIZE_TINY,
                         theme.TEXT_FAINT, anchor="bottomright")
        draw.text(surface, f"Tab: number keys on {where}", (keys.x - 40, theme.LOGICAL_H - 24), theme.SIZE_SMALL,
                  theme.TEXT_DIM, anchor="bottomright", shadow=True)
        self.draw_tooltips(surface)
