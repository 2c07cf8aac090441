"""Asks the bot worker for a move and applies it when the animations are done
and the pace delay has passed (a failed bot plays a random legal move).

One part of the shared table frame: mixed into game.scenes.table.TableScene,
whose attributes it reads and sets (see that module for the subclass API).
"""
from __future__ import annotations

from game.ui import theme


BOT_LEVEL_OF_KIND = {"random": "random", "easy": "easy", "normal": "normal", "hard": "hard", "expert": "expert"}


class BotPacing:
    @property
    def worker(self):
        if self._worker is None:
            self._worker = self.app.bot_worker()
        return self._worker

    def _drive_bot(self, seat: int, dt: float) -> bool:
        w = self.worker
        if not self._bot_requested:
            w.request(self.match.to_json(), BOT_LEVEL_OF_KIND.get(self.match.seats[seat].kind, "normal"))
            self._bot_requested = True
        if self._bot_action is None:
            act = w.poll()
            if act is not None:
                self._bot_action = act
            elif getattr(w, "error", None) or not w.busy:
                act = w.poll()
                if act is not None:
                    self._bot_action = act
                else:  # the bot failed: play on with a legal move rather than hang
                    import random
                    import sys

                    err = getattr(w, "error", None)
                    if err:
                        print(f"bot error ({self.match.game_id}, seat {seat}):\n{err}", file=sys.stderr)
                    self._bot_action = random.Random(len(self.match.steps)).choice(self.legal)
                    self.toast(f"{self.seat_name(seat)}'s bot failed; it played a random legal move.", theme.BAD)
        if self._bot_action is not None and self.pace <= 0 and not self.anim.busy:
            action = self._bot_action
            self._bot_action = None
            if action in self.legal:
                self.apply_action(action)
            else:
                self._bot_requested = False  # stale answer (e.g. after undo): ask again
            return True
        # the "thinking" dots animate a few times a second
        self._dots_t += dt
        if self._dots_t >= 0.33:
            self._dots_t = 0.0
            return True
        return False
