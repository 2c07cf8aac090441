"""Star Cargo table words: button labels, tooltips and questions.

Pure functions over catalogue cards and planets (no pygame), so the table
stays about drawing and the wording can be tested on its own."""
from __future__ import annotations

PICK_UP_SHORT = "Pick up cargo"
SELL_SHORT = "Sell your cargo"
BANK_HINT = "Click a lit planet in the Uncharted planets list, in the middle of the board."


def cap(text: str) -> str:
    """First letter upper case, a full stop at the end."""
    text = (text or "").strip()
    if not text:
        return text
    text = text[0].upper() + text[1:]
    return text if text.endswith((".", "!", "?")) else text + "."


def sentence_tail(text: str) -> str:
    """A rules reason as the tail of a sentence (ends with a full stop)."""
    text = (text or "").strip()
    return text if text.endswith((".", "!", "?")) else text + "."


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


# ---------------------------------------------------------------- pick up and sell
def pick_up_label(new, old) -> str:
    """The Pick up button: what comes aboard and, when the hold is full, what
    goes overboard ("Pick up the ace, jettison your seven (worth 7)")."""
    if new is None:
        return "Pick up the cargo here"
    if old is None:
        return f"Pick up the {new.name}"
    return f"Pick up the {new.rank_name}, jettison your {old.rank_name} (worth {old.value})"


def pick_up_tooltip(new, old) -> str:
    if new is None:
        return "It goes into your hold; a new card is dealt here."
    text = f"The {new.name} (worth {new.value}) goes into your hold; a new card is dealt here."
    if old is not None:
        text += f"\nYour {old.name} (worth {old.value}) is thrown onto the discard pile for good."
    return text


def jettison_costs(new, old) -> bool:
    """Ask first: the cargo thrown away is worth more than what comes aboard
    (the new card is a reveal, so the pick-up cannot be undone)."""
    return new is not None and old is not None and old.value > new.value


def jettison_question(new, old) -> tuple[str, list[str], str, str]:
    """(title, lines, yes label, no label) of the "are you sure" dialog."""
    lines = [f"Your {old.name} is worth {old.value}; the {new.name} only {new.value}.",
             f"The {old.rank_name} goes onto the discard pile, and this cannot be undone."]
    return "Jettison better cargo?", lines, f"Yes, jettison the {old.rank_name}", "Keep it"


def sell_label(card) -> str:
    return f"Sell your {card.name} (+{card.value})" if card is not None else "Sell your cargo here"


SELL_TOOLTIP = "The card goes to your secret score pile."


# ---------------------------------------------------------------- board information
def planet_lines(planet, info: dict | None, card, last_open: bool, ship_names: list[str],
                 symbol_char: str = "") -> list[str]:
    """Hover text of a planet: name and colour, its card, who is there."""
    lines = []
    if planet is not None:
        lines.append(f"{planet.name} · {symbol_char} {planet.colour.name}")
    if info is not None:
        if card is not None and info.get("colony"):
            lines.append(f"Colony ({card.name}): buys {card.suit.name} for the rest of the game.")
        elif card is not None:
            lines.append(f"Cargo: the {card.name}, worth {card.value}. Sells where {card.suit.name} are bought.")
        if last_open:
            lines.append("The last open planet: when a colony card is dealt here, the game ends.")
    else:
        lines.append("Uncharted: still in the bank.")
    if ship_names:
        lines.append("Ships here: " + ", ".join(ship_names))
    return lines


def deck_tip(deck_n: int, colonies_left: int) -> str:
    return (f"Deck: {deck_n} cards, {colonies_left} of them colonies "
            f"(J, Q, K). When it runs out the discard pile is shuffled in.")


def discard_tip(n: int, top) -> str:
    return f"Discard pile: {plural(n, 'jettisoned card')}" + (f"; on top: the {top.name}." if top else ".")


def hold_tip(name: str, card) -> str:
    return f"{name}'s hold: the {card.name} (worth {card.value})." if card else f"{name}'s hold is empty."


def pile_tip(name: str, count: int, points: int | None, yours: bool) -> str:
    if points is not None:
        who = "Your" if yours else f"{name}'s"
        return f"{who} score pile: {plural(count, 'card')}, {points} points."
    return f"{name}'s score pile: {plural(count, 'card')}. Its points are secret."


def panel_lines(card, origin, count: int, points: int | None, yours: bool) -> list[str]:
    lines = ["Hold: empty"] if card is None else [f"Hold: {card.name}" + (f" (from {origin.name})" if origin else "")]
    lines.append(f"Score pile: {plural(count, 'card')}")
    if points is not None:
        lines.append(f"{'Your total' if yours else 'Total'}: {plural(points, 'point')}")
    return lines
