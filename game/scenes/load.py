"""Load a game: every game in progress (each match's autosave and the named
saves) first, then the finished ones, each newest first, with game, seats,
round and time; unreadable files are listed last with the reason and cannot
be opened (never a crash).  A finished game opens on its results (with the
win-chance graph, stored back into its file once computed); every readable
game has a Replay button, and Delete asks before it deletes."""
from __future__ import annotations

import time

import pygame

from game import persist
from game.history import round_reached
from game.scenes import registry
from game.scenes.base import Scene
from game.ui import draw, theme
from game.ui.widgets import Button, Widget


def game_facts(info) -> tuple[str, str]:
    """A readable game's title ("Star Cargo · in progress") and its facts:
    the seats on one line, the round and where it is kept on the next."""
    m = info.match
    going = not m.state.is_over
    title = f"{m.ruleset.name}  ·  {'in progress' if going else 'finished'}"
    names = ", ".join(s.name for s in m.seats)
    where = "round" if going else "ended in round"
    progress = f"{where} {round_reached(m)}  ·  {len(m.steps)} moves"
    kept = "autosave" if persist.is_autosave(info) else f"saved as \u201c{info.name}\u201d"
    return title, f"{len(m.seats)} players ({names})\n{progress}  ·  {kept}"


class SaveRow(Widget):
    H = 124

    def __init__(self, rect, info, on_open):
        super().__init__(rect)
        self.info, self.on_open = info, on_open
        self.enabled = not info.error and info.match is not None
        self.tooltip = "" if self.enabled else f"Cannot open: {info.error}"
        self.facts = None  # (title, facts line), worked out when first drawn

    def click(self, pos):
        from game.ui import sound

        sound.play("click")
        self.on_open(self.info)

    def draw(self, surface, mouse):
        info = self.info
        hover = self.enabled and self.hovered(mouse)
        going = self.enabled and not info.match.state.is_over
        edge = theme.GOLD if hover else ((120, 60, 60) if not self.enabled else
                                         ((90, 130, 90) if going else (60, 70, 104)))
        draw.panel(surface, self.rect, fill=(34, 44, 78, 240) if hover else (18, 24, 46, 230),
                   edge=edge, radius=12, shadow=False)
        r = self.rect
        when = time.strftime("%d %b %Y  %H:%M", time.localtime(info.modified)) if info.modified else "unknown date"
        if self.enabled:
            if self.facts is None:  # replays the game once: only for rows that are drawn
                self.facts = game_facts(info)
            title, line = self.facts
        else:
            title = f"Autosave {info.name}" if persist.is_autosave(info) else info.name
            line = f"Unreadable: {info.error}"
        draw.text_fit(surface, title, pygame.Rect(r.x + 24, r.y + 10, r.w - 300, 40), theme.SIZE_BODY,
                      theme.TEXT if self.enabled else theme.TEXT_DIM, True, "midleft")
        draw.text(surface, when, (r.right - 24, r.y + 14), theme.SIZE_SMALL, theme.TEXT_DIM, anchor="topright")
        draw.text_block(surface, line, pygame.Rect(r.x + 24, r.y + 52, r.w - 48, 64), theme.SIZE_SMALL,
                        theme.ACCENT if self.enabled else theme.BAD, line_gap=1.25, max_lines=2)


class LoadScene(Scene):
    """Saves in a scrolling list: rows are clipped to the list's frame (they
    never run over the title), a row and its Delete button are shown and
    clickable together, and "Scroll for more" appears only while rows are
    hidden below."""
    fills_margins = True

    LIST = pygame.Rect(260, 200, 1400, 700)
    GAP = 12
    STEP = 60  # pixels per wheel notch

    def __init__(self, app, finished_only: bool = False):
        super().__init__(app)
        self.scroll = 0
        self.armed = None  # the save whose Delete was clicked once
        self.finished_only = finished_only  # statistics' way to review finished games
        try:
            self.folder = persist.display_name(str(persist.saves_dir()))
            self.saves = persist.list_games()
            if finished_only:
                self.saves = [i for i in self.saves if i.finished]
            self.error = ""
        except OSError as e:
            self.folder = getattr(self, "folder", "a folder that cannot be created")
            self.saves = []
            why = e.strerror or e.__class__.__name__
            self.error = f"The saves folder cannot be read ({why}): check that it is a folder you may open."
        self.recount()
        self.build()

    # ------------------------------------------------------------ scrolling
    def content_height(self) -> int:
        n = len(self.saves)
        return n * SaveRow.H + max(0, n - 1) * self.GAP

    def max_scroll(self) -> int:
        return max(0, self.content_height() - self.LIST.h)

    def more_below(self) -> bool:
        return self.scroll < self.max_scroll()

    def more_above(self) -> bool:
        return self.scroll > 0

    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.max_scroll(), self.scroll + dy))
        self.build()

    def shown(self) -> range:
        """The indices of the saves whose rows reach into the list's frame:
        only these are built (and their files read)."""
        step = SaveRow.H + self.GAP
        first = self.scroll // step
        last = (self.scroll + self.LIST.h) // step + 1
        return range(first, min(len(self.saves), last))

    def build(self):
        self.scroll = max(0, min(self.max_scroll(), self.scroll))
        rows, deletes, replays = [], [], []
        shown = self.shown()
        y = self.LIST.y - self.scroll + shown.start * (SaveRow.H + self.GAP)
        for info in (self.saves[i] for i in shown):
            row = SaveRow((self.LIST.x, y, self.LIST.w - 300, SaveRow.H), info, self.open)
            row.clip = self.LIST
            row.visible = row.rect.colliderect(self.LIST)
            rows.append(row)
            armed = self.armed == info.path
            going = persist.in_progress(info)
            sure = "Click again to delete this game for good" + (": it is not finished" if going else "")
            d = Button((self.LIST.right - 136, y + 16, 136, SaveRow.H - 32), "Sure?" if armed else "Delete",
                       (lambda i=info: self.delete(i)), style="danger" if armed else "ghost", size=theme.SIZE_SMALL,
                       tooltip=sure if armed else "Delete this game (asks first)")
            d.clip = self.LIST
            d.visible = row.visible
            deletes.append(d)
            if row.enabled:
                rp = Button((self.LIST.right - 286, y + 16, 136, SaveRow.H - 32), "Replay",
                            (lambda i=info: self.replay(i)), style="normal", size=theme.SIZE_SMALL,
                            tooltip="Step through this game's moves")
                rp.clip = self.LIST
                rp.visible = row.visible
                replays.append(rp)
            y += SaveRow.H + self.GAP
        self.rows = rows  # the shown saves' rows, from self.saves[self.shown().start]
        self.deletes = deletes
        self.replays = replays  # a Replay button per readable save
        self.widgets = rows + deletes + replays + [self.back_button()] + self.clear_button()

    def clear_button(self) -> list:
        """Clear the autosaves of unfinished games beyond the newest ones
        (asks first, like Delete); none when there are none."""
        n = len(self.old_unfinished)
        if not n:
            return []
        armed = self.armed == "clear"
        label = f"Sure? Clear {n:,}" if armed else f"Clear {n:,} older unfinished"
        keep = persist.MAX_AUTOSAVES
        tip = (f"Click again to delete the autosaves of {n:,} unfinished games for good" if armed else
               f"Delete the autosaves of the unfinished games older than the newest {keep} (asks first); "
               "games you saved by name are kept")
        return [Button((self.LIST.right - 520, 960, 520, 72), label, self.clear_old,
                       style="danger" if armed else "ghost", size=theme.SIZE_SMALL, tooltip=tip)]

    def clear_old(self):
        if self.armed != "clear":
            self.armed = "clear"
            self.build()
            return
        self.armed = None
        doomed = self.old_unfinished
        gone = set(persist.clear_autosaves(doomed))
        if len(gone) < len(doomed):
            self.error = f"{len(doomed) - len(gone):,} of {len(doomed):,} autosaves could not be deleted."
        self.saves = [s for s in self.saves if s.path not in gone]
        self.recount()
        self.build()

    def recount(self) -> None:
        self.old_unfinished = [] if self.finished_only else persist.old_unfinished(self.saves)

    def delete(self, info):
        if self.armed != info.path:
            self.armed = info.path
            self.build()
            return
        try:
            persist.delete_game(info)
        except OSError as e:
            self.error = f"Could not delete {info.path.name}: {e}"
        self.armed = None
        self.saves = [s for s in self.saves if s.path != info.path]
        self.recount()
        self.build()

    def _fresh(self, info):
        """A copy of the save's match (the list's stays untouched), or None."""
        from game.session import SaveError

        if info.match is None:
            return None
        try:
            return persist.open_copy(info)
        except SaveError as e:  # cannot happen to a listed save; say so if it does
            self.error = f"{info.name} cannot be opened: {e}"
            return None

    def open(self, info):
        match = self._fresh(info)
        if match is None:
            return
        if match.state.is_over:
            if match.autosave_path is None:
                match.save_path = info.path  # the graph, once computed, is stored back into this save
            self.app.push(registry.make("results", self.app, match))
            return
        self.app.start_match(match)

    def replay(self, info):
        from game.analysis import Analysis

        match = self._fresh(info)
        if match is None:
            return
        record = match.analysis
        analysis = Analysis.from_json(record) if record and match.state.is_over else None
        self.app.push(registry.make("replay", self.app, match, analysis=analysis))

    def on_back(self):
        self.app.pop()
        return True

    def handle(self, event):
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * self.STEP)
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_PAGEDOWN, pygame.K_PAGEUP, pygame.K_HOME,
                                                          pygame.K_END):
            page = self.LIST.h - SaveRow.H
            dy = {pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page, pygame.K_HOME: -10 ** 9,
                  pygame.K_END: 10 ** 9}[event.key]
            self.scroll_by(dy)
            return True
        return super().handle(event)

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=60)
        if self.finished_only:
            self.draw_title(surface, "Finished games", "Open one for its results and win-chance graph, or replay it")
        else:
            self.draw_title(surface, "Load a game", f"Games in progress first, then finished ones · saves live in "
                                                    f"{self.folder}")
        if self.error:
            # in the empty list when there is nothing to show, else just above the list
            box = pygame.Rect(160, 375 if not self.saves else self.LIST.y - 46, theme.LOGICAL_W - 320, 50)
            draw.text_fit(surface, self.error, box, theme.SIZE_BODY, theme.BAD, anchor="center")
        elif not self.saves:
            empty = ("No finished games kept yet." if self.finished_only else
                     "No games yet. Every game you start is kept here until you delete it.")
            draw.text(surface, empty,
                      (theme.LOGICAL_W // 2, 400), theme.SIZE_BODY, theme.TEXT_DIM, anchor="center")
        L = self.LIST
        if self.max_scroll():
            # a frame, so rows visibly scroll inside it
            draw.panel(surface, L.inflate(36, 28), fill=(8, 10, 24, 140), edge=(50, 60, 94), radius=16,
                       shadow=False)
        self.draw_widgets(surface)
        if self.more_below():
            draw.text(surface, "▼ Scroll for more", (L.centerx, L.bottom + 22), theme.SIZE_TINY, theme.TEXT_DIM,
                      anchor="midtop")
        self.draw_tooltips(surface)
