"""Star Cartel table words: labels, tooltips and the delivery panel's lines.

Pure functions over view data (dicts from `view_for`) and plain values, no
pygame, so the table stays about drawing and the words can be tested alone."""
from __future__ import annotations

from game.games.star_cartel.rules import TYPES
from game.games.star_cartel.rules.data import ROW_NAMES

TYPE_LABELS = {"food": "Food", "weapons": "Weapons", "flora": "Flora", "medicine": "Medicine",
               "crystals": "Crystals"}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def tname(kind) -> str:
    return TYPE_LABELS.get(kind, str(kind))


# ---------------------------------------------------------------- stash, ships, holds
def stash_text(name: str, count: int, cards: list | None, tokens: dict, ship_value: int) -> str:
    """What the table tells the viewer about a stash: a count for a rival's,
    the cards and their worth for the viewer's own (`cards` not None)."""
    if cards is None:
        return f"{name}'s stash: {plural(count, 'card')}, face down."
    if not cards:
        return "Your stash is empty."
    lines = [f"Your stash ({plural(len(cards), 'card')}, only you see it):"]
    total = 0
    for k in TYPES:
        m = sum(1 for c in cards if c["kind"] == k)
        if m:
            pts = m * tokens.get(k, 0)
            total += pts
            lines.append(f"{tname(k)}: {m} × {tokens.get(k, 0)} = {pts}")
    lines.append(f"Worth {total} now, {total + ship_value} with your ship.")
    return "\n".join(lines)


def ship_tip(name: str, ship: dict, abilities_on: bool) -> str:
    text = f"{name}: {ship.get('name')}\nHold {ship.get('capacity')}, worth {ship.get('value')} points at the end."
    if ship.get("ability") and abilities_on:
        text += f"\n{ship.get('ability_name')}: {ship.get('text')}"
    elif ship.get("ability"):
        text += "\n(Ship abilities are off in this game.)"
    else:
        text += "\nNo special ability."
    return text


def hold_tip(name: str, cards: list, capacity) -> str:
    head = f"{name}'s hold: {sum(c['size'] for c in cards)} of {capacity}"
    if not cards:
        return head + ", empty."
    parts = []
    for k in TYPES:
        sizes = [c["size"] for c in cards if c["kind"] == k]
        if sizes:
            parts.append(f"{tname(k)} {sum(sizes)} ({' + '.join(map(str, sizes))})")
    return head + "\n" + "\n".join(parts)


def shipyard_tip(yard: list, abilities_on: bool) -> str:
    if not yard:
        return "The shipyard is empty: this is the final round."
    top = yard[0]
    text = f"Next ship: {top['name']}, hold {top['capacity']}, worth {top['value']}."
    has = top.get("ability") and abilities_on
    text += f"\n{top.get('ability_name')}: {top.get('text')}" if has else "\nNo special ability."
    text += f"\n{plural(len(yard), 'ship')} left. Whoever delivers takes the top ship;"
    text += " taking the last one starts the final round."
    return text


def track_tip(kind: str, pos: int, stashed: int | None) -> str:
    tip = (f"{tname(kind)}: {pos} points per stashed card.\nLargest set delivered: +2 (rush +1); "
           f"smallest: -1. Passing 9 crashes the price to 1.")
    if stashed is not None:
        tip += f"\nYou have {plural(stashed, 'card')} of it stashed: {stashed * pos} points."
    return tip


def deck_tip(n: int) -> str:
    return f"Contraband deck: {plural(n, 'card')}. When it runs out, the discards are shuffled into a new deck."


def discard_tip(n: int) -> str:
    return f"Discard pile: {plural(n, 'card')}."


def hub_card_text(card: dict, col: int, row: int) -> str:
    return f"Size-{card['size']} {tname(card['kind']).lower()} ({ROW_NAMES[row]} row, column {col + 1})"


def load_tip(desc: str, load: int, size: int, cap: int) -> str:
    tip = f"{desc}\nClick to load: hold {load} → {load + size} of {cap}"
    return tip + " (full: you deliver)" if load + size == cap else tip


def banner_note(view: dict) -> str:
    if view.get("ender") is not None or view.get("final_turn"):
        left = len(view.get("final_queue") or []) + (1 if view.get("final_turn") else 0)
        return "FINAL ROUND · last turn" if left <= 1 else f"FINAL ROUND · {left} turns left"
    if len(view.get("shipyard") or []) == 1:
        return "Last ship in the yard"
    return ""


# ---------------------------------------------------------------- the delivery panel
def gone_text(row: dict, own_delivery: bool) -> str:
    """A set no longer in the hold: handed over, or (for its owner's eyes
    only) stashed."""
    if row["role"] != "stashed":
        return "handed over"
    return "stashed" if own_delivery else "out of the hold"


def delivery_row_tip(row: dict, price: int, my: bool, who: str, stage: str, own_delivery: bool) -> str:
    """What the set is; click instructions only when a person at this screen
    decides now (a bot's or another person's delivery is described)."""
    kind, size = row["kind"], row["size"]
    n = len(row["cards"])
    base = f"{tname(kind)}: set of size {size}"
    if row["tie"] in ("largest", "smallest"):
        role = row["tie"]
        effect = "hand it over, price up" if role == "largest" else "hand it over, price down"
        if my:
            return base + f"\nClick: count it as the {role} set ({effect})."
        return base + f"\nTied for {role}: {who} chooses which tied set counts ({effect})."
    if row["role"] == "leftover" and stage in ("stash", "extra_stash"):
        worth = f"Worth {n} × {price} = {n * price} points now."
        if my:
            return base + f" ({plural(n, 'card')})\nClick: stash it. {worth}"
        return base + f" ({plural(n, 'card')})\nLeftover: {who} may stash one leftover set. {worth}"
    if row["move"]:
        a, b, crash = row["move"]
        verb = "moved" if row["done"] else "moves"
        return base + f"\nPrice {verb} {a} → {b}" + (" (crash!)" if crash else "")
    if row["role"] == "leftover":
        return base + "\nLeftover set."
    if row["gone"]:
        return base + f"\n{gone_text(row, own_delivery).capitalize()}."
    return base


def delivery_title(who: str, you: bool, rush: bool) -> str:
    if rush:
        return f"{who} {'make' if you else 'makes'} a rush delivery"
    return f"{who} {'deliver' if you else 'delivers'}"


def delivery_rule(rush: bool) -> str:
    return ("Rush: largest set +1, smallest set stays; then stash one leftover set." if rush else
            "Largest set: price +2 · smallest set: price −1 · then stash one leftover set")


_STAGE_MINE = {
    "largest": "Sets tie for largest: click the one to hand over as largest.",
    "smallest": "Sets tie for smallest: click the one to hand over as smallest.",
    "reverse": "Ship ability: reverse one price move, or keep them (buttons below).",
    "stash": "Click a leftover set to stash it face down, or stash nothing.",
    "extra_stash": "False bottom: you may stash one more leftover set.",
}
_STAGE_OTHER = {
    "largest": "{name} chooses which tied set counts as largest.",
    "smallest": "{name} chooses which tied set counts as smallest.",
    "reverse": "{name} may reverse one price move.",
    "stash": "{name} may stash one leftover set.",
    "extra_stash": "{name} may stash one more leftover set.",
}


def delivery_stage_text(stage: str, my: bool, name: str) -> str:
    if my:
        return _STAGE_MINE.get(stage, "")
    return _STAGE_OTHER.get(stage, "").format(name=name)


def row_role_label(row: dict, can_stash: bool, price: int, own_delivery: bool) -> str:
    """The role column of a delivery row ("LARGEST", "stash: 2 × 5 = 10"...)."""
    role = row["role"]
    if row["tie"]:
        return f"tied for {row['tie']}"
    if role in ("largest", "smallest"):
        return role.upper()
    if role == "leftover":
        n = len(row["cards"])
        return f"stash: {n} × {price} = {n * price}" if can_stash else "leftover"
    if role == "stashed":
        return gone_text(row, own_delivery)
    return ""


def price_move_text(move, done: bool) -> str:
    a, b, crash = move
    return f"price {a} → {b}" + (" CRASH" if crash else "") + (" ✓" if done else "")


# ---------------------------------------------------------------- prompt buttons
def price_choice_label(reverse: str | None, moves: list[dict], normal: list[dict] | None = None) -> str:
    """Keep prices / Reverse buttons: the moves each choice makes ("Food
    stays at 1" when a price cannot move); a reverse that ends where normal
    prices would says it changes nothing."""
    mine = [m for m in moves if not reverse or m["role"] == reverse]
    parts = [f"{tname(m['kind'])} stays at {m['from']}" if m["from"] == m["to"] and not m["crash"]
             else f"{tname(m['kind'])} {m['from']} → {m['to']}" + (" crash" if m["crash"] else "") for m in mine]
    text = ("Normal prices: " if reverse is None else f"Reverse {reverse}: ") + ", ".join(parts)
    if reverse and normal is not None:
        same = [m for m in normal if m["role"] == reverse]
        if [(m["kind"], m["to"], m["crash"]) for m in same] == [(m["kind"], m["to"], m["crash"]) for m in mine]:
            text += " (changes nothing)"
    return text


def stash_label(kind: str, n_cards: int, size) -> str:
    if n_cards:
        return f"Stash {tname(kind).lower()} ({plural(n_cards, 'card')})"
    if size is None:  # the set has left the hold (a label for the log of a stash already made)
        return f"Stash {tname(kind).lower()}"
    return f"Stash {tname(kind).lower()} (size {size})"


def load_label(kind: str, size: int, column: int, row: int) -> str:
    where = f"column {column + 1}" + ("" if row == 0 else f", {ROW_NAMES[row]}")
    return f"Load {tname(kind).lower()} {size} ({where})"


FIXED_LABELS = {
    "NoStash": "Stash nothing",
    "KeepHub": "Keep the hub",
    "LoadNothing": "Load nothing: deliver now",
}
FIXED_TIPS = {
    "KeepHub": "Do not use the ability this turn; load as usual.",
    "Reverse": ("Rumour: the largest set's price goes down instead of up, or the smallest set's goes up "
                "instead of down (only one of the two)."),
    "KeepPrices": "Largest set's price up, smallest set's price down, as usual.",
    "NoStash": "Discard every leftover set.",
    "LoadNothing": "Nothing in the bottom row fits, so you may deliver instead of using your ship's reach.",
    "ChooseLargest": "Tied sets: you decide which one counts.",
    "ChooseSmallest": "Tied sets: you decide which one counts.",
}


def stop_loading_label(final_turn: bool) -> str:
    return "Stop loading: rush delivery" if final_turn else "Stop loading: end turn"


def stop_loading_tip(load: int, cap, final_turn: bool) -> str:
    text = f"Keep your hold at {load}/{cap}."
    if final_turn:
        text += " This is your final turn, so you make a rush delivery (largest +1, smallest stays)."
    return text


def discard_row_tip(ability_name: str, row: int, cards: list) -> str:
    names = ", ".join(f"{tname(c['kind']).lower()} {c['size']}" for c in cards)
    return f"{ability_name}: throw away the {ROW_NAMES[row]} row ({names}); the cards above drop down."


def stash_tip(kind: str, n_cards: int, price: int) -> str:
    return (f"Put the {tname(kind).lower()} set face down in your stash: "
            f"{n_cards} × {price} = {n_cards * price} points at today's price.")


def last_ship_notice(name: str, yours: bool) -> str:
    """The notice when a player takes the shipyard's last ship."""
    who = "You took" if yours else f"{name} took"
    return f"{who} the last ship: every other player has one final turn."


# ---------------------------------------------------------------- the recap of the person's own delivery
def recap_title(rush: bool, forced: bool = False) -> str:
    if forced:
        return "Your delivery: you could load nothing"
    return "Your rush delivery" if rush else "Your delivery"


def recap_set_line(kind: str, size: int, role: str, old: int, new: int, crash: bool) -> str:
    move = f"price crashes {old} → {new}" if crash else (f"price stays at {new}" if new == old else
                                                        f"price {old} → {new}")
    return f"{tname(kind)} {size}, the {role} set, handed over: {move}"


def recap_stash_line(stashed: dict, tokens: dict, leftovers: bool, discarded: int) -> str:
    """`stashed`: kind -> cards stashed by this delivery; `leftovers`: a set
    was left over to stash; `discarded`: the leftover cards thrown away."""
    if not leftovers:
        return "No set left over to stash"
    text = ("Stashed " + ", ".join(f"{plural(n, tname(k) + ' card')} (worth {tokens.get(k, 0)} each now)"
                                   for k, n in stashed.items())) if stashed else "Nothing stashed"
    return text + (f"; {plural(discarded, 'leftover card')} discarded" if discarded else "")


def recap_ship_line(old: dict, new: dict) -> str:
    if old.get("name") == new.get("name"):
        return f"You keep the {old.get('name')}: the shipyard is empty"
    return (f"Ship swapped: {old.get('name')} ({old.get('value')} pts) → {new.get('name')} "
            f"({new.get('value')} pts, hold {new.get('capacity')})")


def recap_score_line(before: int, after: int) -> str:
    if after == before:
        return f"Your score stays at {after}"
    return f"Your score: {before} → {after} ({after - before:+d})"


def recap_footer(next_name: str | None) -> str:
    then = f"{next_name} plays next. " if next_name else ""
    return then + "Click here or press Space to go on."
