"""A bot's reason for its answer to a deal (or to a request such as a
beacon's) and for its own offers, in words a person can use: "Player 2
refuses: the station at Vega (12) would let Player 1 petition sooner".

The words are the game's (`BotSettings.deal_reason(world, seat, action)`),
worked out on the very world the bot decided in: a determinization of its
own view drawn from (seed, "bot", seat, step), as game.ai.decide draws it, so
the same step always gives the same reason, live at the table and when a
saved game's log is rebuilt.  A game's reasons name only what the table
shows everyone and the deal's own items (a card never by name).

    reason = bot_deal_reason(game_id, state_before, action, seed, step)
    events = with_reason(events, seat, reason)   # the log's lines of that step

Pure Python, no pygame.
"""
from __future__ import annotations

from dataclasses import replace

from game.ai.settings import bot_settings
from game.rules.core import Action, Event, GameState, seat_rng
from game.rules.pending import PASS

REASON_MAX = 160  # characters of a reason kept


def bot_deal_reason(game_id: str, state: GameState, action: Action, seed: int, step: int) -> str | None:
    """Why the seat to act in `state` (a bot) takes `action` at step `step`,
    when it answers or makes an offer; None for any other move."""
    declared = bot_settings(game_id)
    explain = declared.deal_reason if declared is not None else None
    if explain is None or state.is_over or action == PASS or action.out_of_turn or state.window() is None:
        return None
    seat = state.to_act
    world = state.determinize(seat, seat_rng(seed, "bot", seat, step))
    try:
        text = explain(world, seat, action)
    except Exception:  # noqa: BLE001 - a reason is a nicety; the move stands without it
        return None
    return tidy_reason(text, REASON_MAX)


def tidy_reason(text, limit: int) -> str | None:
    """A reason as shown: one line of single spaces, at most `limit`
    characters (cut with …); None for anything that is not words."""
    if not isinstance(text, str) or not text.strip():
        return None
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit - 1] + "…"


def _said(text: str, reason: str) -> str:
    body = text[:-1] if text.endswith(".") else text
    return f"{body}: {reason}."


def with_reason(events: list[Event], seat: int, reason: str | None) -> list[Event]:
    """The events of a step with `reason` added to the line of `seat`'s
    answer or offer (the first event that seat is named in, else the first)."""
    if not reason or not events:
        return list(events)
    k = next((i for i, e in enumerate(events) if e.seat == seat), 0)
    e = events[k]
    said = replace(e, text=_said(e.text, reason), private={s: _said(t, reason) for s, t in e.private.items()})
    return events[:k] + [said] + events[k + 1:]
