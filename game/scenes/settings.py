"""Settings: window, sound, animation speed, bot pace, accessibility.
Changes apply at once and are saved (Settings.save()) when leaving."""
from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.ui import draw, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button, Stepper, Toggle

SPEEDS = [0.0, 0.5, 0.75, 1.0, 1.5, 2.0, 3.0]
PACES = [0.0, 0.3, 0.5, 0.8, 1.2, 1.6, 2.5]
VOLUMES = [round(i / 10, 1) for i in range(11)]


def _speed(v):
    return "Off" if v == 0 else f"{v:g}×"


def _pace(v):
    return "No pause" if v == 0 else f"{v:g} s"


def _pct(v):
    return f"{round(v * 100)} %"


class SettingsScene(Scene):
    fills_margins = True
    PANEL = pygame.Rect(360, 176, 1200, 780)

    def __init__(self, app):
        super().__init__(app)
        s = self.settings
        from game.settings_check import WINDOW_PRESETS

        x, w = self.PANEL.x + 70, self.PANEL.w - 140
        rows = []
        y = self.PANEL.y + 50
        sizes = list(WINDOW_PRESETS)
        if tuple(s.window_size) not in sizes:
            sizes.append(tuple(s.window_size))

        def row(widget):
            nonlocal y
            rows.append(widget)
            y += 64

        row(Stepper((x, y, w, 56), "Window size", sizes, tuple(s.window_size), self.set_size,
                    fmt=self.size_text, tooltip="Size of the window when not full screen; a size larger "
                    "than the screen is made smaller to fit it, and the row says the size it gets",
                    label_w=w - 760))
        row(Toggle((x, y, w, 56), "Full screen (F11)", bool(s.fullscreen), self.set_fullscreen))
        row(Stepper((x, y, w, 56), "Music volume", VOLUMES, s.music_volume, self.set_music, fmt=_pct, bar=True,
                    label_w=w - 520))
        row(Stepper((x, y, w, 56), "Effects volume", VOLUMES, s.effects_volume, self.set_effects, fmt=_pct, bar=True,
                    label_w=w - 520))
        row(Stepper((x, y, w, 56), "Animation speed", SPEEDS, s.animation_speed, self.set_speed, fmt=_speed, bar=True,
                    tooltip="How fast cards and tokens move; Off skips animations", label_w=w - 520))
        row(Stepper((x, y, w, 56), "Bot pace", PACES, s.bot_pace, self.set_pace, fmt=_pace, bar=True,
                    tooltip="Pause between bot moves so you can follow them", label_w=w - 520))
        row(Toggle((x, y, w, 56), "Symbols beside player colours", bool(s.colour_symbols), self.set_symbols,
                   tooltip="Each player colour also gets a shape, so colour is never the only cue"))
        row(Toggle((x, y, w, 56), "Confirm before ending a turn", bool(s.confirm_end_turn), self.set_confirm,
                   tooltip="Ask before a move that ends your turn while you could still act"))
        row(Toggle((x, y, w, 56), "Reply clock: pass for me when it runs out", bool(s.reaction_prompts),
                   self.set_reactions,
                   tooltip="On: when you may answer someone else's move, a prompt asks you and passes for you\n"
                           "after its countdown (it waits while the pointer is on it).\n"
                           "Off: no clock; the game waits for your answer (with nothing to play you always pass)"))
        row(Toggle((x, y, w, 56), "Offer hints in games against bots", bool(s.hints), self.set_hints,
                   tooltip="A Hint button (and the H key) shows what the Hard bot would do in your place"))
        row(Toggle((x, y, w, 56), "Let bots propose deals out of their turn", bool(s.bot_proposals),
                   self.set_bot_proposals,
                   tooltip="Where the rules allow trading at any time, a bot may offer you a deal\n"
                           "during someone else's turn (at most once a round each)"))
        self.rows = rows
        done = Button((self.PANEL.centerx - 170, self.PANEL.bottom + 30, 340, 74), "Done", self.done, style="primary",
                      tooltip="Save and go back (Esc)")
        self.widgets = rows + [done]
        self.keys = KeyNumbers([], zero=done, on_missing=self._say)  # 0 goes back, as on every other screen

    def _say(self, text: str) -> None:
        self.said = text

    def size_text(self, v) -> str:
        got = tuple(self.app.window_size_for_desktop(v))
        if got == tuple(v):
            return f"{v[0]} × {v[1]}"
        return f"{v[0]} × {v[1]} (the screen fits {got[0]} × {got[1]})"

    def set_size(self, v):
        self.settings.window_size = tuple(v)
        self.app.set_window_size(tuple(v))

    def set_fullscreen(self, v):
        self.app.set_fullscreen(v)

    def set_music(self, v):
        self.settings.music_volume = float(v)
        self.app.sound.apply_volumes()

    def set_effects(self, v):
        self.settings.effects_volume = float(v)
        from game.ui import sound

        sound.play("click")

    def set_speed(self, v):
        self.settings.animation_speed = float(v)

    def set_pace(self, v):
        self.settings.bot_pace = float(v)

    def set_symbols(self, v):
        self.settings.colour_symbols = bool(v)

    def set_confirm(self, v):
        self.settings.confirm_end_turn = bool(v)

    def set_reactions(self, v):
        self.settings.reaction_prompts = bool(v)

    def set_hints(self, v):
        self.settings.hints = bool(v)

    def set_bot_proposals(self, v):
        self.settings.bot_proposals = bool(v)

    def done(self):
        try:
            self.settings.save()
        except OSError:
            pass
        self.app.pop()

    def on_back(self):
        self.done()
        return True

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=70)
        self.draw_title(surface, "Settings", "Changes apply at once and are kept for next time")
        draw.panel(surface, self.PANEL, fill=(16, 20, 40, 238), edge=theme.BRASS, radius=20)
        for i, w in enumerate(self.rows[:-1]):
            yy = w.rect.bottom + 8
            pygame.draw.line(surface, (44, 52, 84), (self.PANEL.x + 50, yy), (self.PANEL.right - 50, yy), 1)
        # symbol preview next to its toggle
        tog = self.rows[6]
        x = tog.rect.x + 470
        for i in range(len(theme.PLAYER_COLOURS)):
            draw.seat_token(surface, i, (x + i * 40, tog.rect.centery), 15, self.settings.colour_symbols)
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
