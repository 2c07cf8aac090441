"""Cartel's player-facing words for the table: card names and hover texts,
action labels, what a space holds, the score preview.  Pure functions over
the seat's view and the content (no pygame, no rules worked out here)."""
from __future__ import annotations

from functools import lru_cache

from game.games.cartel import art
from game.games.cartel.rules import places

TYPE_NAMES = {"business": "Business", "official": "Official", "road": "Road", "snitch": "The Snitch"}
# our own floor signs for the specials printed with "!" (every one differs in colour too)
SPECIAL_LETTERS = {"shelfcorp": "Sh", "laundromat": "L", "security": "PS", "consulting": "EC"}


@lru_cache(maxsize=1)
def content():
    from game.games.cartel.rules.data import default_content

    return default_content()


def card_info(kind: str):
    """The content Card of a kind (None for an unknown kind)."""
    try:
        return content().cards.get(kind)
    except Exception:
        return None


def name(kind: str) -> str:
    c = card_info(kind)
    return c.name if c is not None else str(kind).replace("_", " ").title()


def kind_type(kind: str) -> str:
    c = card_info(kind)
    return c.type if c is not None else "business"


def letter(kind: str) -> str:
    c = card_info(kind)
    if kind in SPECIAL_LETTERS:
        return SPECIAL_LETTERS[kind]
    if c is not None and c.letter and c.letter != "!":
        return c.letter
    return name(kind)[:1].upper()


def look(kind: str) -> tuple[tuple, str]:
    """(colour, letter) of a card's floor / card face."""
    t = kind_type(kind)
    if t == "official":
        return art.OFFICIAL_COLOUR, initials(kind)
    if t == "snitch":
        return art.SNITCH_COLOUR, "?"
    if t == "road":
        return art.ROAD_COLOUR, ""
    colour, _ = art.business_look(kind, name(kind))
    return colour, letter(kind)


def initials(kind: str) -> str:
    """Two letters for an Official, from its own name ("Ju" for Captain Juan;
    the titles repeat: Inspector Ford and Informant Fivel)."""
    own = name(kind).split()[-1] if name(kind).split() else "?"
    return own[:2].title()


def short_name(kind: str) -> str:
    """The Official's own name without the title ("Juan"), or the card name."""
    n = name(kind)
    if kind_type(kind) == "official":
        return n.split()[-1]
    return n


def card_tip(kind: str) -> str:
    """Hover text of a card: name, type, what it does when played, scoring."""
    c = card_info(kind)
    if c is None:
        return name(kind)
    t = TYPE_NAMES.get(c.type, c.type.title())
    head = f"{c.name} — {t}"
    if c.type == "business":
        head += f" (floor sign {letter(kind)})"
        return f"{head}\nWhen built: {c.placed}\nScores: {c.scoring}"
    if c.type == "official":
        return f"{head}\n{c.placed}\nScores: {c.scoring}"
    return f"{head}\n{c.placed}"


def card_body(kind: str) -> str:
    """The short text printed on a hand card."""
    c = card_info(kind)
    if c is None:
        return ""
    if c.card:
        return c.card
    if c.type == "business":
        return c.scoring
    return c.placed


def plural(n: int, word: str) -> str:
    return f"{n} {word}{'' if n == 1 else 's'}"


def agents_text(counts, seat_name) -> str:
    """"Vega ×2, Rigel ×1": the agents in a space by owner."""
    parts = [f"{seat_name(s)} ×{n}" for s, n in counts if n]
    return ", ".join(parts) if parts else "no Agents"


def building_tip(place: str, floors: list, agents: list, controller, seat_name, worth: int = 0,
                 yours: tuple | None = None) -> str:
    """What a building holds: its floors top to bottom, its agents, who controls
    it and what it scores them (`worth`, the rules' count); `yours` (seat,
    points) what it would score that seat, who does not control it, if they
    took it."""
    lines = [f"{place[0].upper()}{place[1:]}: {plural(len(floors), 'floor')}"]
    for i in range(len(floors) - 1, -1, -1):
        lines.append(f"  floor {i + 1}: {name(floors[i])} [{letter(floors[i])}]")
    lines.append(("Agents: " + agents_text(agents, seat_name)) if agents else "No Agents inside.")
    if controller is None:
        lines.append("Controlled by nobody (no single seat has the most Agents): it scores for nobody now.")
    else:
        lines.append(f"Controlled by {seat_name(controller)}: worth {plural(worth, 'point')} to them now.")
    if yours is not None and yours[0] != controller:
        lines.append(f"Take control (one Agent more than any rival here) and it is worth "
                     f"{plural(yours[1], 'point')} to you.")
    varies = [f"{name('manned')} pays 1 per Agent inside"] if "manned" in floors else []
    varies += [f"{name('neue_news')} 1 per Official its controller holds"] if "neue_news" in floors else []
    if varies and (controller is not None or yours is not None):  # why the same building is worth more to one seat
        lines.append("Its worth varies: " + "; ".join(varies) + ".")
    return "\n".join(lines)


def road_tip(place: str, card: str, exits, agents: list, seat_name) -> str:
    line = f"{place[0].upper()}{place[1:]}, {places.course(exits)}"
    if agents:
        line += "\nAgents: " + agents_text(agents, seat_name)
    return line


def score_tip(seat_name: str, total, parts: dict | None) -> str:
    """The score preview's hover text."""
    head = f"{seat_name} would score {total} if the game ended now."
    if not parts:
        return head
    lines = [head]
    for k, v in parts.items():
        if isinstance(v, (int, float)) and v:
            lines.append(f"  {str(k).replace('_', ' ')}: {v}")
    return "\n".join(lines)


def tu_reply(by: str, appoint: bool) -> str:
    """The line over Congressman Tu's reply prompt (its buttons' tooltips say the rest)."""
    if appoint:
        return f"{by}'s Congressman Tu: put one of your Officials into service"
    return f"{by}'s Congressman Tu: you hold no Official, so you show your hand"


def last_pass(deck: int, turns: int) -> str:
    """The banner's warning on the deck's second pass."""
    return f"Deck's last pass: {plural(deck, 'card')}, about {plural(turns, 'turn')} left"


def deck_tip(deck: int, reshuffled: int, turns: int = 0) -> str:
    if reshuffled:
        return (f"Deck: {plural(deck, 'card')} left, about {plural(turns, 'turn')} (this one and everyone's after it) "
                "at the rate cards were drawn over the last two rounds, a little faster as towers rise. This is its second pass: when someone must draw and it is empty, "
                "the game ends, even in the middle of a turn.")
    return (f"Deck: {plural(deck, 'card')} left. When it runs out, the discard pile is shuffled into a "
            "new deck once; the second time it runs out the game ends.")


def discard_tip(discard: list) -> str:
    if not discard:
        return "Discard pile: empty."
    counts: dict = {}
    for k in discard:
        counts[k] = counts.get(k, 0) + 1
    body = ", ".join(f"{name(k)} ×{n}" if n > 1 else name(k) for k, n in sorted(counts.items(), key=lambda kv: name(kv[0])))
    return f"Discard pile ({plural(len(discard), 'card')}), top: {name(discard[-1])}\n{body}"


def swap_label(seat_name: str, card: str, where: str) -> str:
    """Sneaky Sven's choice, short: Sven given, the rival's piece taken
    ("Sven for Vega's Tracy", "Sven for Vega's Agent in #3")."""
    if card != "agent":
        return f"Sven for {seat_name}'s {short_name(card)}"
    at = "#" + where.rsplit("#", 1)[1] if "#" in where else "on a road" if "road" in where else where
    return f"Sven for {seat_name}'s Agent" + (f" in {at}" if at.startswith("#") else f" {at}")
