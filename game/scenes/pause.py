"""Pause menu over the table: Resume, Save, Load, Rules, Settings, Quit."""
from __future__ import annotations

import errno
import time

import pygame

from game import persist
from game.scenes import registry
from game.scenes.base import Scene
from game.scenes.setup import option_text
from game.ui import draw, theme
from game.ui.widgets import Button, TextField


def save_failed_message(e: OSError) -> str:
    """Why a named save failed, with advice that fits the cause."""
    why = e.strerror or e.__class__.__name__
    if e.errno in (errno.ENOTDIR, errno.EEXIST):
        where = f"\u201c{e.filename}\u201d" if e.filename else "The saves folder"
        return (f"Could not save: {where} is a file, not a folder. Move or rename that file "
                "(the game makes the folder again), then save.")
    if e.errno in (errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)):
        return f"Could not save ({why}): free some space on the disk, then save again."
    if e.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"Could not save ({why}): the saves folder cannot be written; check its permissions."
    if e.errno == errno.ENAMETOOLONG:
        return f"Could not save ({why}): try a shorter name."
    return f"Could not save ({why})."


class PauseScene(Scene):
    opaque = False

    def __init__(self, app, table):
        super().__init__(app)
        self.table = table
        self.rect = pygame.Rect(0, 0, 660, 824)
        self.rect.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        x, w = self.rect.x + 110, self.rect.w - 220
        y = self.rect.y + 196
        items = [
            ("Resume", self.resume, "primary", "Back to the table (Esc)"),
            ("Save game", self.save, "normal", "Save to a named slot"),
            ("Load game", self.load, "normal", "Open a saved game"),
            ("Rules", self.rules, "normal", "Read the rules summary"),
            ("Replay so far", self.replay, "normal", "Step back through this game's moves, as your seat saw them"),
            ("Settings", self.open_settings, "normal", "Sound, window, animation speed, bot pace"),
            ("Quit to menu", self.quit, "danger", "Your game stays in the autosave: Continue brings it back"),
        ]
        for label, fn, style, tip in items:
            self.widgets.append(Button((x, y, w, 66), label, fn, style=style, tooltip=tip))
            y += 84
        if table.viewer is None or not table.match.steps:
            replay = self.widgets[4]
            replay.enabled = False
            replay.disabled_reason = ("No move has been made yet" if not table.match.steps
                                      else "The screen is between players: the next one takes it first")
        self.number_keys(list(self.widgets))

    def resume(self):
        self.app.pop()

    def save(self):
        self.app.push(SaveDialog(self.app, self.table.match))

    def load(self):
        self.app.push(registry.make("load", self.app))

    def rules(self):
        self.app.push(registry.make("rules", self.app, self.table.match.game_id, overlay=True))

    def replay(self):
        """The game so far, from the last position, seen only by the seat at
        the screen (an unfinished game's hidden cards stay hidden)."""
        t = self.table
        self.app.push(registry.make("replay", self.app, t.match, at=len(t.match.steps), viewer=t.viewer,
                                    seats=[t.viewer]))

    def open_settings(self):
        self.app.push(registry.make("settings", self.app))

    def quit(self):
        self.table.quit_to_menu()  # the autosave takes what changed since the last move (the keys shown)

    def on_back(self):
        self.resume()
        return True

    def info_text(self) -> str:
        m = self.table.match
        specs = {o.key: o for o in m.ruleset.options}
        opts = ", ".join(f"{specs[k].label if k in specs else k} {option_text(v, specs.get(k))}"
                         for k, v in m.options.items() if k not in specs or specs[k].shown)
        return f"{m.ruleset.name} · seed {m.seed}" + (f" · {opts}" if opts else "")

    def info_lines(self, width: int) -> tuple[int, list[str]]:
        """(font size, lines): the info wrapped to at most two lines of
        `width`, shrunk first, ellipsized only as a last resort."""
        text = self.info_text()
        a = self.app.assets
        size = theme.SIZE_SMALL
        while size > theme.SIZE_MIN and len(a.wrap(text, size, width)) > 2:
            size -= 1
        lines = a.wrap(text, size, width)
        if len(lines) > 2:
            lines = lines[:2]
            lines[1] = draw.ellipsize(lines[1] + "…", size, width)
        return size, lines

    def draw_info(self, surface, box: pygame.Rect) -> None:
        """The game, seed and options under the title (wrapped, never cut)."""
        size, lines = self.info_lines(box.w)
        line_h = round(size * 1.3)
        y = box.centery - line_h * len(lines) // 2
        for line in lines:
            draw.text(surface, line, (box.centerx, y), size, theme.TEXT_DIM, anchor="midtop")
            y += line_h

    def draw(self, surface):
        draw.dim(surface, 160)
        r = self.rect
        draw.panel(surface, r, fill=(18, 22, 44, 248), edge=theme.GOLD, radius=22)
        draw.text(surface, "Paused", (r.centerx, r.y + 36), theme.SIZE_H1, theme.GOLD, True, "midtop")
        self.draw_info(surface, pygame.Rect(r.x + 34, r.y + 106, r.w - 68, 74))
        self.draw_widgets(surface)
        self.draw_tooltips(surface)


class SaveDialog(Scene):
    """Name a save slot and write it."""

    opaque = False

    def __init__(self, app, match, on_saved=None):
        super().__init__(app)
        self.match = match
        # called with the name once written, after the dialog closes; None: back to the table below the pause menu
        self.on_saved = on_saved
        self.rect = pygame.Rect(0, 0, 860, 400)
        self.rect.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
        r = self.rect
        self.name = f"{match.ruleset.name} {time.strftime('%Y-%m-%d %H.%M')}"
        self.error = ""
        self.replacing = ""  # the name whose existing save Save will replace (asked once)
        ok_char = lambda ch: ch.isalnum() or ch in " -_.,()'"  # noqa: E731
        self.field = TextField((r.x + 50, r.y + 150, r.w - 100, 64), self.name, self._set,
                               max_len=persist.SAVE_NAME_MAX, allowed=ok_char, placeholder="Save name")
        self.field.focused = True
        self.save_button = Button((r.right - 350, r.bottom - 100, 300, 66), "Save", self.save, style="primary")
        self.widgets = [
            self.field,
            Button((r.x + 50, r.bottom - 100, 300, 66), "Cancel", self.app.pop, style="ghost"),
            self.save_button,
        ]

    def _set(self, value):
        self.name = value
        if self.replacing:  # a new name: ask again if that one exists too
            self.replacing = ""
            self.error = ""
            self.save_button.label, self.save_button.style = "Save", "primary"

    def save(self):
        name = self.name.strip()
        problem = persist.save_name_problem(name)
        if problem:
            self.error = problem
            return
        try:
            if self.replacing != name and persist.save_exists(name):
                return self.ask_to_replace(name)
            persist.write_save(self.match, name, replace=self.replacing == name)
        except persist.SaveNameTaken:  # taken since the check (another Cantina on the same folder)
            return self.ask_to_replace(name)
        except OSError as e:
            self.error = save_failed_message(e)
            return
        self.app.pop()
        if self.on_saved is not None:
            self.on_saved(name)
            return
        top = self.app.top
        table = getattr(top, "table", None)
        if table is not None and hasattr(table, "toast"):
            table.toast(f"Saved as \u201c{name}\u201d", theme.GOOD)
        self.app.pop()  # back to the table

    def ask_to_replace(self, name: str) -> None:
        self.replacing = name
        self.error = f"A save called \u201c{name}\u201d already exists: Replace it, or choose another name."
        self.save_button.label, self.save_button.style = "Replace", "danger"

    def handle(self, event):
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.save()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.app.pop()
            return True
        return super().handle(event)

    def draw(self, surface):
        draw.dim(surface, 120)
        r = self.rect
        draw.panel(surface, r, fill=(20, 24, 46, 250), edge=theme.GOLD, radius=20)
        draw.text(surface, "Save game", (r.centerx, r.y + 34), theme.SIZE_H2, theme.GOLD, True, "midtop")
        draw.text(surface, "Name", (r.x + 50, r.y + 112), theme.SIZE_SMALL, theme.TEXT_DIM)
        if self.error:
            room = pygame.Rect(r.x + 50, r.y + 222, r.w - 100, r.h - 222 - 108)  # between the field and the buttons
            draw.text_block_fit(surface, self.error, room, theme.SIZE_SMALL, theme.BAD, min_size=theme.SIZE_TINY)
        self.draw_widgets(surface)
