"""Captain of the Stars multi-hex moves at the table: a click on a hex
several steps away asks once ("Fly to the rim of Tals Mire? 3 moves:
1 action and 2 free moves", the path drawn on the board), then the ship
flies there one Move at a time through the frame's normal apply path (each
step is its own undoable step with its log line and animation).  The path
comes from the rules (state.reachable(), rules/paths.py); before each step
the flight checks the move is still legal, and it stops early when a step
reveals anything (an undo barrier) or the person does something else.

`CaptainFlight` reads the table's context (game/scenes/table_parts/context.py);
the table wires how an action is applied, how a chooser opens, the words of
a why-not and whether a dialog is open, and calls update() every frame."""
from __future__ import annotations

from game.games.captain import texts
from game.scenes.table import PromptButton


class CaptainFlight:
    def __init__(self, ctx, *, apply, open_chooser, dialog_open):
        """apply(action) -> events applies for the person; open_chooser(items,
        pos, title) opens a popup; dialog_open() is True while a chooser or the
        confirm dialog is up (the flight waits)."""
        self.ctx = ctx
        self.apply = apply
        self.open_chooser = open_chooser
        self.dialog_open = dialog_open
        self._queue: list = []  # the moves still to fly
        self._asked = None  # the MovePath whose confirmation is open
        self._reach_cache = None

    def reach(self) -> dict:
        """hex -> MovePath for the person to act (empty when it is not their
        main phase); cached per decision."""
        ctx = self.ctx
        st = ctx.state
        key = (len(ctx.match.steps), id(st))
        if self._reach_cache is not None and self._reach_cache[0] == key:
            return self._reach_cache[1]
        got = {}
        if ctx.my_turn and st.mode == "turn" and not st.is_over:
            try:
                got = st.reachable()
            except Exception:
                got = {}
        self._reach_cache = (key, got)
        return got

    def far_paths(self) -> dict:
        """The reachable hexes two or more moves away."""
        return {h: p for h, p in self.reach().items() if p.steps >= 2}

    @staticmethod
    def label(path) -> str:
        return f"Fly here: {path.steps} moves ({path.cost_text()})"

    def fly_button(self, h) -> PromptButton:
        """A chooser's button that flies to far hex h."""
        return PromptButton(self.label(self.far_paths()[h]), (lambda h=h: self.fly_to(h)), style="normal")

    def ask(self, h, popup_pos, keep_clear=()) -> None:
        """The one confirmation of a multi-hex move (a popup at popup_pos, off keep_clear)."""
        path = self.far_paths().get(tuple(h))
        if path is None:
            self.ctx.explain(texts.why_not_hex(self.ctx.state, h))
            return
        self._asked = path
        place = self.ctx.state.board.place(h)
        # the safe answer first (key 1, as "End your turn early?" puts "Not yet")
        self.open_chooser([PromptButton("Stay", (lambda: None), style="primary",
                                        tooltip="Back to your turn: nothing moves."),
                           PromptButton(self.label(path), (lambda: self.fly_to(path.to)), style="normal",
                                        tooltip="Each move is its own step: Undo takes them back one at a time.")],
                          popup_pos, title=f"Fly to {place}?", keep_clear=keep_clear)

    def fly_to(self, h) -> None:
        """Start flying along the cheapest path to h (the steps follow in update())."""
        self._asked = None
        path = self.far_paths().get(tuple(h))
        if path is None:
            self.ctx.explain(texts.why_not_hex(self.ctx.state, h))
            return
        self._queue = list(path.moves)
        self.step()

    def stop(self) -> None:
        self._queue = []
        self._asked = None

    def flying(self) -> bool:
        return bool(self._queue)

    def moves_left(self) -> int:
        return len(self._queue)

    def step(self) -> bool:
        """Take the next move of the flight if it is still legal; True when a
        move was taken."""
        if not self.flying():
            return False
        ctx = self.ctx
        move = self._queue[0]
        if not ctx.my_turn or move not in ctx.legal:
            self.stop()
            if ctx.my_turn:
                ctx.explain("The flight stopped: the next move is no longer possible.")
            return False
        self._queue.pop(0)
        events = self.apply(move)
        if any(getattr(e, "barrier", False) for e in events):
            self.stop()
        return True

    def update(self) -> bool:
        """The next step once the last one's animation is over; True when one was taken."""
        if self.flying() and not self.ctx.anim.busy and not self.dialog_open():
            return self.step()
        return False

    def shown_path(self, hover_key, popup_open: bool):
        """The path to draw: the open confirmation's, else the hovered far
        hex's (`hover_key`: the key of the board Target under the mouse)."""
        if self._asked is not None and popup_open:
            return self._asked
        if not popup_open and isinstance(hover_key, tuple) and hover_key[0] in ("route", "hex"):
            return self.far_paths().get(hover_key[1])
        return None
