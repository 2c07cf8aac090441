"""What a game's table may override, in one place: every hook the shared
frame (game/scenes/table.py) calls on its game table, with the frame's
default.  A game table (game/games/<id>/table.py) subclasses TableScene and
overrides only these (docs/TABLE.md says when each is called); everything
else on TableScene is the frame's own."""
from __future__ import annotations

import pygame

from game.rules.core import Event
from game.scenes.table_parts.banner import turn_owner
from game.scenes.table_parts.generic_board import draw_generic_board
from game.scenes.table_parts.items import Target
from game.scenes.table_parts import frame_layers as L
from game.ui import draw, theme, tooltip
from game.ui.deal_dialog import plain_item_text
from game.ui.widgets import draw_tooltip, draw_widget_tooltip


class TableHooks:
    """The game table's side of the frame.  Defaults play any game with the
    generic board: every legal action a prompt button."""

    def on_resize(self) -> None:
        """After frame_rects() placed the frame for a new canvas size: redo
        the table's own rects (stretching tables)."""

    def layout(self) -> None:
        pass

    def draw_table_felt(self, surface) -> None:
        """The felt under the board, drawn once into the backdrop."""
        r = self.board_rect

        def make():
            s = pygame.Surface(r.size, pygame.SRCALPHA)
            s.blit(self.assets.gradient(r.size, (22, 60, 70), (12, 36, 46)), (0, 0))
            return draw.table_rim(draw.round_corners(s, 26, alpha=235))

        surface.blit(self.assets.generated(("felt", r.size), make), r.topleft)

    def draw_board(self, surface) -> None:
        draw_generic_board(surface, self)

    def targets(self) -> list[Target]:
        return []

    def prompt_actions(self) -> list:
        claimed = set()
        for t in self.board.targets:
            if t.clickable:
                claimed.update(t.actions)
        return self.deal_prompt_items([a for a in self.legal if a not in claimed])

    def prompt_text(self) -> str:
        try:
            return self.named(self.state.prompt() or "")
        except Exception:
            return ""

    def board_hint(self) -> str:
        """The prompt bar's line when the person decides on the board alone
        (no prompt buttons); "" = none."""
        lit = any(t.clickable and t.actions for t in self.board.targets)
        return "Click a highlighted spot on the board." if lit else ""

    def bot_deciding(self, seat: int) -> str:
        """What a bot asked out of turn is deciding, for the prompt bar
        ("whether to answer your move"); "" when it acts in its own turn."""
        owner = turn_owner(self.state)
        if owner is None or owner == seat:
            return ""
        return f"whether to answer {self.whose(owner)} move"

    def whose(self, seat: int) -> str:
        """"your" for the person at this screen, else "Vega's"."""
        mine = seat == self.viewer and not self.match.seats[seat].is_bot and not self.revealed
        return "your" if mine else f"{self.seat_name(seat)}'s"

    def bot_waits_for(self) -> str:
        """What a bot about to move waits for the person to read ("your
        delivery"), named in the prompt bar; "" = nothing."""
        return ""

    def action_label(self, action) -> str:
        try:
            return self.state.describe(action)
        except Exception:
            return type(action).__name__

    def action_label_away(self, action) -> str:
        """`action`'s words read away from the board (the hint panel): where
        the table's own words say "here", the place is named."""
        return self.action_label(action)

    def action_label_in(self, state, action) -> str:
        """`action`'s words in the position `state` (not the live one: a bot's
        past move explained); "" when the game words it only from the table."""
        return ""

    def action_tooltip(self, action) -> str:
        return ""

    def coach_places(self, w: int, h: int) -> list:
        """Where a lesson's coach panel of w x h may sit, best first (it takes
        the first over nothing lit and nothing its step names): the board's
        corners, then anywhere else on the board, then over the log."""
        side = self.side_rect
        return board_places(self.board_rect, w, h) + [pygame.Rect(side.x, side.bottom - h, side.w, h)]

    def coach_keep_clear(self) -> list:
        """What a lesson's coach keeps off when it can, though its step does
        not name it: what a person reads all game (a price board, a map's
        labels); it weighs more than the log, less than what a step names."""
        return []

    def float_keep_clear(self) -> list:
        """What a rising text ('+5 BP') must not cross besides the notices: a
        map's labels (none by default)."""
        return []

    def words_on_board(self) -> list:
        """Where words are drawn on the board (a panel's title, a count
        beside it, a map's labels, the faces of cards in hand): a mark laid
        over the board (the Hint's tag) keeps off them.  None by default."""
        return []

    def named_rects(self) -> dict:
        """What a lesson's words may name, lowercased, and where it is drawn
        ({"vega": [rect], ...}): the coach keeps off whatever its step names.
        The frame's: each seat's panel by the seat's name; a game adds its
        own things (planets, the shipyard)."""
        return {self.seat_name(s).lower(): [self.panel_rect(s)] for s in range(len(self.match.seats))}

    def holds_something(self) -> bool:
        """The person holds something between two clicks (a picked-up card):
        a lesson's Restart step can put it down.  None by default."""
        return False

    def game_dialog_rects(self) -> list:
        """This game's own dialogs open now (none by default)."""
        return []

    def next_click_targets(self, targets: list) -> list:
        """Of the board Targets that lead to a lesson's expected action, the
        ones to click next (a table with two-click moves drops the card the
        person already holds)."""
        return targets

    def default_action(self):
        return None

    def banner_note(self) -> str:
        return ""

    def banner_note_tip(self) -> str:
        """The note pill's tooltip ("": its own words, when they are cut)."""
        return ""

    def player_panel_lines(self, seat: int) -> list[str]:
        """Default: the running score, when the game reports one.  In a game
        with hidden information only the viewer's own: scores() reads the
        true state, and another seat's total can give away its secret cards."""
        if self.hidden_info and not self.sees(seat):
            return []
        score = self.running_scores().get(seat)
        return [] if score is None else [f"Score {score}"]

    def sees(self, seat: int | None) -> bool:
        """Whether `seat`'s hidden parts are drawn: the viewer's own, or
        every seat's when the table is revealed (a replay after the game)."""
        return self.revealed or (seat is not None and seat == self.viewer)

    def reveal_view(self, view: dict) -> dict:
        """When revealed: the viewer's view with the other seats' hidden
        parts added where this table reads them (games with hidden parts
        override it; the state's own view_for(seat) gives each seat's)."""
        return view

    def log_seat(self, event) -> int | None:
        """Whose private text of `event` the log shows: the viewer's, or
        when revealed the fullest there is (its own seat's first)."""
        if not self.revealed or not event.private:
            return self.viewer
        return event.seat if event.seat in event.private else next(iter(event.private))

    def draw_player_panel(self, surface, rect, seat: int) -> None:
        y = rect.y
        for line in self.player_panel_lines(seat):
            if y + theme.SIZE_SMALL > rect.bottom + 4:
                break
            draw.text_fit(surface, line, pygame.Rect(rect.x, y, rect.w, theme.SIZE_SMALL + 4), theme.SIZE_SMALL,
                          theme.TEXT_DIM, anchor="midleft")
            y += theme.SIZE_SMALL + 6

    def on_events(self, events: list[Event]) -> None:
        pass

    def bot_interjection(self, seat: int, rng):
        """What the bot at `seat` does out of turn now (an action from
        state.interjections(seat), e.g. opening talks), or None: the game's
        bot policy (BotSettings.interject), as in headless games."""
        from game.ai.out_of_turn import bot_interjection

        return bot_interjection(self.match.game_id, self.state, seat, rng)

    def on_board_click(self, pos) -> bool:
        return False

    def on_undo(self) -> None:
        pass

    def update_table(self, dt: float) -> bool:
        return False

    def handle_board(self, event) -> bool:
        """The table's own input, asked first when no modal layer is open
        (camera, selections, keys of its own).  True = used."""
        return False

    def after_mouse_motion(self) -> None:
        """After a mouse move went through the table (no modal layer open):
        e.g. a board tooltip that follows the mouse."""

    def deal_holdings(self, seat: int) -> list[str]:
        """Lines the deal dialog shows for a seat (default: its panel lines,
        which already keep to what the viewer may know)."""
        return [self.named(line) for line in self.player_panel_lines(seat)]

    def deal_item_text(self, item) -> str:
        return self.named(plain_item_text(item))

    def modal_actions(self) -> list:
        """The actions the reaction prompt or the deal dialog offers now."""
        return self.reactions.actions()

    def refresh_reactions(self) -> None:
        """Choose the reaction prompt / deal dialog of this decision (a game
        may add its own prompt after super(): show_reaction)."""
        self.reactions.choose()

    def draw_hover_tooltip(self, surface) -> None:
        """The tooltip of the widget or board target under the pointer (none
        under a panel that lies over it, such as a lesson's coach)."""
        w = self.hovered_widget()
        if w is not None and (not w.awake() or self.covered(self.mouse, above=L.WIDGETS)):
            return
        if w is not None:
            draw_widget_tooltip(surface, w, self.widgets, self.mouse)
            return
        if self.banner_rect.collidepoint(self.mouse):
            lay = self.banner_layout()
            tip = self.banner_note_tip() or (lay["note"] if lay["note_cut"] else "")
            if tip and lay["note_rect"] is not None and lay["note_rect"].collidepoint(self.mouse):
                draw_tooltip(surface, tip, self.mouse, avoid=lay["note_rect"])
            return
        t = self.hover_target
        if t is None or self.covered(self.mouse):  # a panel came over a still pointer
            return
        near = []
        if t.rect is not None:
            near = tooltip.neighbours(t.rect, [o.rect for o in self.board.targets if o is not t and o.rect is not None])
        clear = [r for p in self.parts for r in p.keep_clear()] + self.tooltip_clear(t)  # e.g. a lesson's coach
        if t.rect is not None and not self.prompt_rect.colliderect(t.rect):
            clear.append(self.prompt_rect)  # the prompt and any running reply clock stay in sight
        draw_tooltip(surface, self.board.tooltip(t), self.mouse, avoid=self.tooltip_avoid(t), near=near, clear=clear)

    def toast_top(self) -> int:
        """Where the first notice's top goes: under the banner, or under what
        a game keeps in sight at the board's top (a track)."""
        return self.banner_rect.bottom + 18

    def hint_keep_clear(self, action) -> list:
        """Rects on the board the Hint's panel and a popup of choices keep off
        besides the next click for `action`: the places the move is about
        (Cartel: a move's source and destination)."""
        return []

    def tooltip_clear(self, t: Target) -> list:
        """Rects a target's tooltip keeps off when it can do so near the
        pointer (e.g. the hexes the person is about to click)."""
        return []

    def tooltip_avoid(self, t: Target):
        """The rect a target's tooltip must not cover (it goes beside it): the
        target itself, or the whole player panel it is part of.  A table may
        widen it (e.g. to the hexes the person is about to click)."""
        r = pygame.Rect(t.rect) if t.rect is not None else None
        if r is None:
            return None
        for panel in self.panels.rects:
            if panel.colliderect(r):
                r = r.union(panel)
        if r.w * r.h > 0.5 * self.board_rect.w * self.board_rect.h:
            return None  # a board-wide target: near the mouse as before
        return r


COACH_MARGIN, COACH_GRID = 14, 60  # px from the board's edge; between two places the coach may take


def board_places(area, w: int, h: int) -> list:
    """Places for a w x h coach panel inside `area`: its four corners (top
    right, top left, bottom right, bottom left), then points on a fixed grid
    (a place keeps its top when the panel's height changes)."""
    m = COACH_MARGIN
    left, right, top, foot = area.x + m, area.right - w - m, area.y + m, area.bottom - h - m
    if right < left or foot < top:
        return [pygame.Rect(left, top, w, h)]
    out = [pygame.Rect(x, y, w, h) for x, y in ((right, top), (left, top), (right, foot), (left, foot))]
    for y in range(top, foot + 1, COACH_GRID):
        for x in range(left, right + 1, COACH_GRID):
            r = pygame.Rect(x, y, w, h)
            if r not in out:
                out.append(r)
    return out
