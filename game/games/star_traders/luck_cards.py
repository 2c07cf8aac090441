"""Trader's Luck facts the table's words and views share: the card with a
number, the card a legal action plays, the timing words, and which worlds
a view marks (quarantines, Imperial Stations, envoys).  No pygame.
"""
from __future__ import annotations

from functools import lru_cache

from game.games.star_traders.rules.data import luck_cards

# timing -> (word on the card, sentence in the tooltip)
TIMING = {
    "your_turn": ("Your turn", "Play it during your own turn."),
    "any_time": ("Any time", "Play it at any time, on anyone's turn."),
    "not_taking_turn": ("Not their turn", "Play it on a trader whose turn it is not."),
    "after_roll": ("After a roll", "Play it once a trader says how a die roll will be used."),
    "when_targeted": ("When hit", "Play it at once when a calamity is played on you."),
}
TIER_NAME = {"N": "Nova deck (N)", "F": "Family deck (F)", "I": "Imperial deck (I)"}


@lru_cache(maxsize=1)
def _cards() -> tuple:
    return luck_cards()


def luck(card: int):
    """The Trader's Luck end of card number `card` (1..108), or None."""
    cs = _cards()
    return cs[card - 1] if isinstance(card, int) and 0 < card <= len(cs) else None


def luck_key(action):
    """(kind, amount, exact) of the card a legal action plays or discards, or
    None: PlayLuck and DiscardLuck name kind and amount, a Zap of d needs a
    Zap card of at least |d|, Avoid an Avoid a Calamity! card."""
    name = type(action).__name__
    if name in ("PlayLuck", "DiscardLuck"):
        return action.kind, action.amount, True
    if name == "Zap":
        return "zap", abs(action.delta), False
    if name == "Avoid":
        return "avoid_calamity", 0, False
    return None


def card_of(action):
    """True-ish (the key) when the action plays or discards a Trader's Luck card."""
    return luck_key(action)


def uses_card(action, card: int) -> bool:
    """The action can be taken with this card in hand."""
    key, c = luck_key(action), luck(card)
    if key is None or c is None or c.kind != key[0]:
        return False
    return c.amount == key[1] if key[2] else c.amount >= key[1]


def luck_named(kind: str, amount: int = 0):
    """The first Trader's Luck card of this kind (and amount, when it has one)."""
    best = None
    for c in _cards():
        if c.kind == kind:
            if c.amount == amount:
                return c
            best = best or c
    return best


def card_tip(card: int) -> str:
    c = luck(card)
    if c is None:
        return f"Card {card}"
    word, sentence = TIMING.get(c.timing, (c.timing, ""))
    head = f"{c.name}  ·  {TIER_NAME.get(c.tier, c.tier)}"
    kind = "Calamity: the target may answer with Avoid a Calamity. " if c.calamity else ""
    return f"{head}\n{c.text}\n{kind}{sentence}"


def _worlds(value) -> set:
    """World numbers from a view entry: a list of worlds, of [world, ...]
    rows or of {"world": n} records, or a {world: ...} mapping."""
    out = set()
    if isinstance(value, dict):
        value = list(value)
    for x in value or ():
        if isinstance(x, dict):
            x = x.get("world")
        elif isinstance(x, (list, tuple)):
            x = x[0] if x else None
        try:
            out.add(int(x))
        except (TypeError, ValueError):
            pass
    return out


def quarantined(view: dict) -> set:
    return _worlds(view.get("quarantines"))


def imperial_worlds(view: dict) -> set:
    return _worlds(view.get("imperial"))


def envoy_worlds(view: dict) -> set:
    return _worlds(view.get("envoy"))


def freed(view: dict, world: int) -> list:
    """The traders a card let out of the quarantine at `world`."""
    for r in view.get("quarantines") or []:
        if isinstance(r, dict) and r.get("world") == world:
            return list(r.get("freed", []))
    return []


# what a calamity does to its target, in the reaction prompt's words
CALAMITY_EFFECT = {
    "lost_in_space": "your ship makes a random jump",
    "wrinkle_in_time": "you lose {amount} action next turn",
    "tax_audit": "you pay ${amount}",
    "customs_inspection": "you give up one cargo",
    "scandal": "you lose {amount} Prestige",
    "embargo": "you may not pick up cargo on your next turn",
    "pirates": "you lose all your cargo and pay ${amount}",
    "hostile_takeover": "they take your station at {world} for ${amount}",
    "sabotage": "your station at {world} is wrecked",
    "quarantine": "ships at {world} are held until it lifts",
    "ion_storm": "every ship at {world} drifts one jumpline away",
}
LUCK_WINDOWS = ("zap", "avoid", "between", "prestige")
