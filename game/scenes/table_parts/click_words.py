"""The words a target or button says about a click: what it does, then what
the rules will take with it (cards discarded, an Official lost, the last
Action), read from the rules' own `consequences`, never written beside them."""
from __future__ import annotations


def costs_text(ctx, action) -> str:
    """"" or one line per consequence, each starting "· "."""
    try:
        found = ctx.state.consequences(action)
    except Exception:  # noqa: BLE001 - words never break a tooltip
        return ""
    return "\n".join("· " + ctx.named(c[0].upper() + c[1:]) for c in found)


def click_text(ctx, action) -> str:
    """"Click: Build TopTech on …" and the consequences under it."""
    line = "Click: " + ctx.action_label(action)
    more = costs_text(ctx, action)
    return line + ("\n" + more if more else "")


def with_costs(ctx, action, tooltip: str) -> str:
    """A button's tooltip with the consequences added."""
    more = costs_text(ctx, action)
    if not more:
        return tooltip
    return (tooltip + "\n" + more) if tooltip else more
