"""Trader's Luck facts the table's words and views share: the card with a
number, the card a legal action plays, the timing words, and which worlds
a view marks (quarantines, Imperial Stations, envoys).  No pygame.
"""
from __future__ import annotations

from functools import lru_cache

from game.games.star_traders.rules import basics, quarantine
from game.games.star_traders.rules.black_hole import TABLE as BLACK_HOLE_TABLE
from game.games.star_traders.rules.data import luck_cards
from game.games.star_traders.rules.versions import MAX_PRESTIGE, MIN_PRESTIGE, PETITION_WINS_ON, line_need

# timing -> (word on the card, sentence in the tooltip)
TIMING = {
    "your_turn": ("Your turn", "Play it during your own turn."),
    "any_time": ("Any time", "Play it at any time, on anyone's turn."),
    "not_taking_turn": ("Not their turn", "Play it on a trader whose turn it is not."),
    "after_roll": ("After a roll", "Play it once a trader says how a die roll will be used."),
    "when_targeted": ("When hit", "Play it at once when a calamity is played on you."),
}
# words by which a card's text says its timing itself (its tooltip then does not repeat it)
SAYS_WHEN = {
    "any_time": ("any time", "whenever"),
    "not_taking_turn": ("whose turn it is not",),
    "after_roll": ("says how a die roll",),
    "when_targeted": ("when a calamity is played on you",),
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
    if name in ("Zap", "ZapDie"):
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


def card_tip(card: int, version=None) -> str:
    """The card's name, deck and text; with the game's `version`, why a card
    of another version's deck is in it (the Family game deals the N cards too)."""
    c = luck(card)
    if c is None:
        return f"Card {card}"
    sentence = TIMING.get(c.timing, (c.timing, ""))[1]
    if any(words in c.text for words in SAYS_WHEN.get(c.timing, ())):
        sentence = ""  # the card's own text already says when
    head = f"{c.name}  ·  {TIER_NAME.get(c.tier, c.tier)}"
    if version is not None and len(version.tiers) > 1 and not TIER_NAME.get(c.tier, "").startswith(version.name):
        tiers = ", ".join(version.tiers[:-1]) + " and " + version.tiers[-1]
        head += f" (the {version.name} game deals the {tiers} cards)"
    lines = [head, c.text]
    if c.calamity:
        lines.append("Calamity: the target may answer with Avoid a Calamity.")
    if sentence:
        lines.append(sentence)
    lines.append("Playing it costs no action.")
    return "\n".join(lines)


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


def is_free_discard(state, action) -> bool:
    """A discard by choice (not one the hand limit asks for): the hand tray
    offers it on a click, and it never lights a card or asks a question."""
    return type(action).__name__ == "DiscardLuck" and state.is_free_discard(action)


# ------------------------------------------------------------ what a Zap changes
def window_roll(state, p) -> int | None:
    """The roll zap window `p` would change: the action die, or the petition
    roll kept on the "petition" resume record (the die is None then)."""
    roll = basics.zap_roll(state, p)
    return roll if isinstance(roll, int) and roll > 0 else None


def roll_outcome(state, p, roll: int):
    """What `roll` decides in zap window `p`, comparable between rolls:
    ("granted", bool) for a petition, ("row", n) on the Black Hole table,
    ("reach", worlds) for an action die (the worlds a jump along a line reaches)."""
    if p.get("petition"):
        q = state.resume_point("petition")
        bonus = q.get("bonus", 0) if q is not None else 0
        if q is not None and q.get("table"):
            return "row", max(0, min(7, roll + bonus))
        return "granted", roll + bonus >= PETITION_WINS_ON
    roller = p.get("roller")
    if not isinstance(roller, int):
        return "reach", frozenset()
    persona = state.personality[roller]
    reach = set()
    for ship, here in enumerate(state.ships[roller]):
        if state.quarantines and state.is_trapped(roller, ship):
            continue
        reach |= {w for w, need in state.board.adj[here] if line_need(need, persona) <= roll}
    return "reach", frozenset(reach)


def table_row_granted(row: int) -> bool:
    return bool(BLACK_HOLE_TABLE[row][0])


def zap_changes(state, p, deltas) -> dict:
    """{delta: changes the outcome} for the Zap deltas offered in window `p`."""
    roll = window_roll(state, p)
    if roll is None:
        return {}
    now = roll_outcome(state, p, roll)
    return {d: roll_outcome(state, p, max(1, min(6, roll + d))) != now for d in deltas}


# ------------------------------------------------------------ worth playing now
def has_effect_now(state, action) -> bool:
    """A card play that would change something if played at once: a Scandal
    on a trader above the least Prestige, a Tax Audit on one with money, an
    Imperial Favor below the most, Lost in Space on a ship no quarantine holds.
    Every other play counts (the rules offer Customs and Pirates only on a
    trader they can take from)."""
    if type(action).__name__ != "PlayLuck":
        return True
    k, t, st = action.kind, action.target, state
    if k == "scandal":
        return st.prestige[t] > MIN_PRESTIGE
    if k == "tax_audit":
        return st.money[t] > 0
    if k == "imperial_favor":
        seat = st.to_act
        return seat is not None and st.prestige[seat] < MAX_PRESTIGE
    if k == "lost_in_space":
        return not quarantine.is_trapped(st, t, 0)
    return True
