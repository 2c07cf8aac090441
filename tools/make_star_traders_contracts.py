"""Generate both ends of the 108 Star Traders cards from the galaxy map:
content/star_traders/contracts.yaml (the Contract ends) and
content/star_traders/luck.yaml (the Trader's Luck ends).

Contracts, by the rule in the Star Traders notes: every world is the FROM world
of three cards (one per tier N, F, I) and the TO world of three (never its own);
cargo is the FROM world's export; cost is the cheapest path where a line needing
roll r costs 6/(7-r) expected actions; payoff = round(4 x cost) kept in 6..30;
Prestige 1..4 by quartile of cost over the 108 cards; fee = payoff // 2; star
when Prestige >= 3.  The one printed card we know (Minidrags) is kept exactly.

Which world a card goes TO is our design: one derangement of the 36 worlds per
tier, chosen (seeded, so the output never changes) to put each tier's runs in a
band of costs: N short, F middle, I long, so the Nova deck (N only) plays quickly.
Cards 1-36 are N, 37-72 F, 73-108 I, each tier ordered by FROM world.

Trader's Luck: the card lists and counts of the notes, our own texts, dealt to
the card numbers of their tier by a seeded shuffle.

Run from the repository top:  .venv/bin/python tools/make_star_traders_contracts.py
The outputs are committed.
"""
from __future__ import annotations

import heapq
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.games.star_traders.rules.data import LUCK_KINDS, Galaxy, load_galaxy  # noqa: E402

OUT = ROOT / "content" / "star_traders"
TIERS = ("N", "F", "I")
BANDS = {"N": (2.4, 4.8), "F": (4.4, 7.4), "I": (7.0, 99.0)}  # wanted run costs per tier
KNOWN = {  # the printed card: (tier, from, to) -> payoff, Prestige, fee, star
    ("F", 34, 15): (23, 4, 11, True),
}


def line_cost(need: int) -> float:
    return 6 / (7 - need)


def costs_from(gal: Galaxy, start: int) -> dict[int, float]:
    best = {start: 0.0}
    queue = [(0.0, start)]
    while queue:
        cost, world = heapq.heappop(queue)
        if cost > best[world]:
            continue
        for other, line in gal.links(world):
            c = cost + line_cost(line.need)
            if c < best.get(other, float("inf")) - 1e-12:
                best[other] = c
                heapq.heappush(queue, (c, other))
    return best


def _miss(cost: float, band: tuple[float, float]) -> float:
    lo, hi = band
    return max(0.0, lo - cost) + max(0.0, cost - hi)


def destinations(gal: Galaxy, cost: dict, tier: str) -> dict[int, int]:
    """A derangement FROM -> TO whose runs fall in the tier's band as far as
    swaps can bring them (seeded start, then pairwise swaps while they help)."""
    worlds = sorted(gal.worlds)
    rng = random.Random(f"star-traders-contracts-{tier}")
    fixed = {frm: to for (t, frm, to) in KNOWN if t == tier}
    while True:
        order = worlds[:]
        rng.shuffle(order)
        to = dict(zip(worlds, order))
        if all(a != b for a, b in to.items()):
            break
    for frm, dest in fixed.items():  # put the printed card's destination in place
        holder = next(a for a, b in to.items() if b == dest)
        to[holder], to[frm] = to[frm], dest
    band = BANDS[tier]

    def miss(a: int, b: int) -> float:
        return float("inf") if a == b else _miss(cost[a][b], band)

    improved = True
    while improved:
        improved = False
        for i, a in enumerate(worlds):
            for b in worlds[i + 1:]:
                if a in fixed or b in fixed:
                    continue
                now = miss(a, to[a]) + miss(b, to[b])
                swapped = miss(a, to[b]) + miss(b, to[a])
                if swapped < now - 1e-9:
                    to[a], to[b] = to[b], to[a]
                    improved = True
    assert all(a != b for a, b in to.items())
    return to


def prestige_of(c: float, thresholds: list[float]) -> int:
    return 1 + sum(c >= q - 1e-9 for q in thresholds)


def quartile_thresholds(costs: list[float]) -> list[float]:
    ordered = sorted(costs)
    quarter = len(ordered) // 4
    return [ordered[quarter * k] for k in (1, 2, 3)]


def make_contracts(gal: Galaxy) -> list[dict]:
    cost = {w: costs_from(gal, w) for w in gal.worlds}
    rows = []
    for tier in TIERS:
        to = destinations(gal, cost, tier)
        for frm in sorted(gal.worlds):
            rows.append({"tier": tier, "from": frm, "to": to[frm], "cost": cost[frm][to[frm]]})
    thresholds = quartile_thresholds([r["cost"] for r in rows])
    out = []
    for card, r in enumerate(rows, start=1):
        payoff = min(30, max(6, round(4 * r["cost"])))
        prestige = prestige_of(r["cost"], thresholds)
        fee, star = payoff // 2, prestige >= 3
        known = KNOWN.get((r["tier"], r["from"], r["to"]))
        if known:
            payoff, prestige, fee, star = known
        out.append({"card": card, "tier": r["tier"], "cargo": gal.worlds[r["from"]].export, "from": r["from"],
                    "to": r["to"], "payoff": payoff, "prestige": prestige, "fee": fee, "star": star})
    return out


def contracts_yaml(gal: Galaxy) -> str:
    lines = ["# Generated by tools/make_star_traders_contracts.py from galaxy.tmx; do not edit by hand.",
             "# The Contract ends of the 108 cards: 1-36 N, 37-72 F, 73-108 I.",
             "contracts:"]
    for c in make_contracts(gal):
        lines.append(
            f"  - {{card: {c['card']}, tier: {c['tier']}, cargo: {json.dumps(c['cargo'])}, from: {c['from']}, "
            f"to: {c['to']}, payoff: {c['payoff']}, prestige: {c['prestige']}, fee: {c['fee']}, "
            f"star: {'true' if c['star'] else 'false'}}}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------- Trader's Luck

# kind -> name and text (our own words); {amount} is filled in per card
LUCK_TEXT = {
    "avoid_calamity": ("Avoid a Calamity!",
                       "Play at once when a calamity is played on you: it does nothing, and both cards are discarded."),
    "zap": ("Zap!", "Once a trader says how a die roll will be used, raise or lower that roll by up to {amount} "
                    "(it stays between 1 and 6)."),
    "stargate": ("Stargate", "Your next jump this turn succeeds whatever the die shows."),
    "hyperdrive_boost": ("Hyperdrive Boost", "Overclock the engines: take {amount} extra action this turn."),
    "windfall": ("Windfall", "An old debt is finally repaid: collect ${amount} from the bank."),
    "imperial_favor": ("Imperial Favor", "The court smiles on you: gain {amount} Prestige. Play it whenever you "
                                         "like, even just before a petition roll."),
    "wrinkle_in_time": ("A Wrinkle in Time", "Calamity! Play on a trader whose turn it is not. Time folds around "
                                             "their ship: they get {amount} action fewer on their next turn."),
    "lost_in_space": ("Lost in Space", "Calamity! Play on a trader whose turn it is not. Their navigation computer "
                                       "crashes: they make a Random Jump at once."),
    "open_skies": ("Open Skies", "For the rest of this turn every station counts as yours for station jumps: "
                   "jump along a line to any station's world with no roll."),
    "imperial_envoy": ("Imperial Envoy", "Roll two dice to name a world. Reach it by ordinary jumps before your next "
                                         "turn ends to gain {amount} Prestige and $5."),
    "customs_inspection": ("Customs Inspection", "Calamity! Play on a trader whose turn it is not. Inspectors seize "
                                                 "one cargo of that trader's choice; it is abandoned."),
    "tax_audit": ("Tax Audit", "Calamity! Play on a trader whose turn it is not. The auditors take ${amount} "
                               "(or everything, if that trader has less)."),
    "scandal": ("Scandal", "Calamity! Play on any other trader, at any time. Gossip runs through the court: "
                           "they lose {amount} Prestige."),
    "bigger_on_the_inside": ("Bigger on the Inside", "Your hold is roomier than it looks: carry a third cargo "
                                                     "until your next delivery."),
    "double_shift": ("Double Shift", "The crew works through the night: take {amount} extra actions this turn."),
    "trade_agreement": ("Trade Agreement", "Collect ${amount} for each station you own, but no more than $15."),
    "beacon_hack": ("Beacon Hack", "Once this turn, use one other trader's beacon without asking."),
    "quarantine": ("Quarantine", "Calamity! Name a world and mark it quarantined: ships may land there, but none "
                                 "may leave until the quarantine is lifted."),
    "glitch": ("A Glitch in the System", "Swap any contract on the board for the top card of the deck, even your "
                                         "own Imperial Mission."),
    "ion_storm": ("Ion Storm", "Calamity! Name a world: every ship there is blown one jumpline away, each owner "
                               "choosing the line. It works on quarantined worlds too."),
    "warp": ("Warp in the Space-Time Continuum", "Your ship and another trader's ship change places, even into or "
                                                 "out of a quarantined world."),
    "hostile_takeover": ("Hostile Takeover", "Calamity! Take over another trader's station at your ship's world, "
                                             "paying its owner ${amount}. Imperial Stations are safe."),
    "sabotage": ("Sabotage", "Calamity! Wreck another trader's station at your ship's world. Imperial Stations "
                             "are safe."),
    "embargo": ("Embargo", "Calamity! Play on a trader whose turn it is not. They may pick up no cargo on their "
                           "next turn."),
    "pirates": ("Pirates", "Calamity! Play on a trader whose turn it is not. Raiders strip the hold: that trader "
                           "abandons every cargo and pays ${amount}."),
}

# tier -> (kind, amount, copies), as listed in the notes
LUCK_DECK = {
    "N": [("avoid_calamity", 0, 6), ("zap", 1, 4), ("stargate", 0, 4), ("hyperdrive_boost", 1, 4),
          ("windfall", 5, 4), ("imperial_favor", 1, 4), ("wrinkle_in_time", 1, 4), ("lost_in_space", 0, 3),
          ("open_skies", 0, 3)],
    "F": [("avoid_calamity", 0, 5), ("zap", 2, 4), ("imperial_envoy", 3, 3), ("customs_inspection", 0, 4),
          ("tax_audit", 5, 3), ("scandal", 2, 4), ("bigger_on_the_inside", 0, 3), ("double_shift", 2, 3),
          ("trade_agreement", 3, 3), ("beacon_hack", 0, 4)],
    "I": [("avoid_calamity", 0, 5), ("quarantine", 0, 3), ("glitch", 0, 4), ("ion_storm", 0, 3), ("warp", 0, 3),
          ("hostile_takeover", 10, 4), ("sabotage", 0, 3), ("embargo", 0, 3), ("pirates", 5, 4), ("zap", 3, 4)],
}


def make_luck() -> list[dict]:
    out = []
    for t, tier in enumerate(TIERS):
        deck = [(kind, amount) for kind, amount, copies in LUCK_DECK[tier] for _ in range(copies)]
        assert len(deck) == 36, tier
        random.Random(f"star-traders-luck-{tier}").shuffle(deck)
        for i, (kind, amount) in enumerate(deck):
            name, text = LUCK_TEXT[kind]
            calamity, timing, _takes_amount = LUCK_KINDS[kind]
            if kind == "zap":
                name = f"Zap! (+/-{amount})"
            entry = {"card": 36 * t + i + 1, "name": name, "kind": kind, "calamity": calamity, "timing": timing}
            if amount:
                entry["amount"] = amount
            entry["text"] = text.format(amount=amount)
            out.append(entry)
    return out


def luck_yaml() -> str:
    lines = ["# Generated by tools/make_star_traders_contracts.py; do not edit by hand.",
             "# The Trader's Luck ends of the 108 cards, by card number (1-36 N, 37-72 F, 73-108 I).",
             "luck:"]
    for e in make_luck():
        amount = f", amount: {e['amount']}" if "amount" in e else ""
        lines.append(f"  - {{card: {e['card']}, name: {json.dumps(e['name'])}, kind: {e['kind']}, "
                     f"calamity: {'true' if e['calamity'] else 'false'}, timing: {e['timing']}{amount},")
        lines.append(f"     text: {json.dumps(e['text'])}}}")
    return "\n".join(lines) + "\n"


def main() -> int:
    gal = load_galaxy()
    (OUT / "contracts.yaml").write_text(contracts_yaml(gal), encoding="utf-8")
    (OUT / "luck.yaml").write_text(luck_yaml(), encoding="utf-8")
    print(f"wrote {(OUT / 'contracts.yaml').relative_to(ROOT)} and {(OUT / 'luck.yaml').relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
