"""The frame's own drawing layers, as parts, so that everything drawn goes
through the table's one ordered list of parts (by `Part.layer`): the game's
board, the prompt (through the table's draw_prompt hook), the widgets, the
animations, the reaction prompt or deal dialog (draw_reactions) and the
hover tooltips, between the frame's other parts."""
from __future__ import annotations

from game.scenes.table_parts.context import Part

# Layers, bottom to top (the parts' own are set where the table makes them)
BANNER, BOARD, TARGETS, PANELS, CURTAIN, LOG, PROMPT, WIDGETS = 10, 20, 25, 30, 35, 40, 50, 60
HINT, BOT_REASONS, ANIMATIONS, TOASTS, REACTIONS, CHOOSER, CONFIRM = 70, 72, 74, 76, 80, 85, 90
OVERLAYS, TOOLTIPS, BOT_FAILURE = 95, 100, 110


class BoardLayer(Part):
    layer = BOARD

    def draw(self, surface) -> None:
        self.ctx.draw_board(surface)


class PromptLayer(Part):
    layer = PROMPT

    def draw(self, surface) -> None:
        self.ctx.draw_prompt(surface)


class WidgetsLayer(Part):
    """The scene's buttons; under the hot-seat curtain only the Menu button."""
    layer = WIDGETS
    under_curtain = True

    def draw(self, surface) -> None:
        ctx = self.ctx
        if ctx.curtain_for is not None:
            ctx.menu_button.draw(surface, ctx.mouse)
        else:
            ctx.draw_widgets(surface)


class AnimationsLayer(Part):
    """Moving pieces over everything on the board; floating words and rings
    under every dialog and panel open over it: a game's own dialog (drawn
    with the board) and the panels of the parts drawn below this layer (the
    hint), which layers alone would put under them."""
    layer = ANIMATIONS

    def draw(self, surface) -> None:
        ctx = self.ctx
        panels = [r for p in ctx.parts if p.layer is not None and p.layer < self.layer for r in p.keep_clear()]
        ctx.anim.draw(surface, under=ctx.dialog_rects() + panels)


class ReactionsLayer(Part):
    """The reaction prompt or deal dialog; remembers whether it drew its own tooltip."""
    layer = REACTIONS
    own_tooltip = False

    def draw(self, surface) -> None:
        self.own_tooltip = bool(self.ctx.draw_reactions(surface))


class TooltipLayer(Part):
    """The one tooltip of the frame: none while a scene lies over the table,
    a dialog's own buttons' only, none on a popup that just opened under a
    still mouse, the chooser's in a chooser, else the hover's (unless the
    reaction prompt drew its own)."""
    layer = TOOLTIPS

    def __init__(self, ctx, reactions: ReactionsLayer):
        super().__init__(ctx)
        self._reactions = reactions

    def draw(self, surface) -> None:
        ctx = self.ctx
        if ctx.app.top is not ctx:  # a scene over the table (the pause menu): its tooltips only
            return
        if ctx.bot_failure.blocking or ctx.board.tooltips_held():
            return
        if ctx.confirm is not None:
            ctx.confirm_dialog.draw_tooltip(surface)
        elif ctx.chooser.is_open:
            ctx.chooser.draw_tooltip(surface)
        elif not self._reactions.own_tooltip:
            ctx.draw_hover_tooltip(surface)
