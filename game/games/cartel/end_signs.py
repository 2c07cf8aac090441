"""The banner's sign that a Cartel game may end before the person's next
turn, as Captain shows "Final round": any seat could end it on its next turn.
Only what the viewer may know is used (the view: Officials in service, the
discard pile, Agents left to place, the deck, the viewer's own hand), so a
Snitch in another hand is never given away."""
from __future__ import annotations

from game.games.cartel import texts as T
from game.games.cartel.rules.data import OFFICIALS

SIGN = "Game may end this round"
DECK = "deck"  # the first word of the deck's reason
NEAR_ALL = 5  # Officials in service from which the others' turns in one round can bring all 7 and The Snitch


def end_reasons(view: dict, turns_left: int, seat_name) -> list[tuple[str, str]]:
    """(short, sentence) for each way the game may end within a round; []: none."""
    out = []
    viewer = view.get("seat")
    in_service = {k for offs in view.get("officials", ()) for k in offs}
    if len(in_service) == len(OFFICIALS) and "snitch" not in view.get("discard", ()):
        if "snitch" in (view.get("hand") or ()):
            out.append(("all 7 Officials in service", "All 7 Officials are in service: you hold The Snitch and "
                        "may end the game with it."))
        else:
            out.append(("all 7 Officials in service", "All 7 Officials are in service: whoever holds The Snitch "
                        "may play it and end the game at once."))
    elif len(in_service) >= NEAR_ALL and "snitch" not in view.get("discard", ()):
        n, missing = len(in_service), len(OFFICIALS) - len(in_service)
        out.append((f"{n} of 7 Officials in service",
                    f"{n} of the 7 Officials are in service: once "
                    f"{'the last one is' if missing == 1 else f'the last {missing} are'} bought, by anyone, "
                    "whoever holds The Snitch may play it and end the game, this very round."))
    for seat, left in enumerate(view.get("reserve", ())):
        if left == 1:
            who = "you have" if seat == viewer else f"{seat_name(seat)} has"
            short = "your last Agent" if seat == viewer else f"{seat_name(seat)}'s last Agent"
            out.append((short, f"{who[0].upper() + who[1:]} 1 Agent left to place: placing it ends the game."))
    if view.get("reshuffled") and turns_left <= view.get("players", 0):
        deck = view.get("deck", 0)
        out.append((f"{DECK} {T.plural(deck, 'card')}", f"The deck's last pass has {T.plural(deck, 'card')}: "
                    f"about {T.plural(turns_left, 'turn')} of draws, and the game ends when someone must draw "
                    "from an empty deck."))
    return out


def banner_note(reasons: list) -> str:
    if not reasons:
        return ""
    return f"{SIGN}: {reasons[0][0]}" if len(reasons) == 1 else f"{SIGN} ({len(reasons)} ways)"


def note_tip(reasons: list, last_pass: str = "") -> str:
    """The reasons whole; `last_pass` (the deck's last pass, when it is on) closes them unless the deck is one."""
    lines = ["The game may end before your next turn:"] + [sentence for _, sentence in reasons]
    if last_pass and not any(short.startswith(DECK + " ") for short, _ in reasons):
        lines.append(f"{last_pass}.")
    return "\n".join(lines)
