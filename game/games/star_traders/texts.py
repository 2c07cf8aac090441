"""Star Traders table texts: button labels, tooltips, the world and contract
hover texts and the petition odds, all in plain words and from what the
viewing seat may know (the view; never another trader's hand).

Mixed into game.games.star_traders.table.StarTradersTable.
"""
from __future__ import annotations

import re
from fractions import Fraction

from game.games.star_traders.luck_view import card_of, luck, luck_named, TIMING
from game.games.star_traders.rules import actions as A
from game.games.star_traders.rules import versions as V
from game.games.star_traders.rules.data import personalities

def petition_odds(bonus: int, petitions_made: int, automatic: bool = False):
    """(chance of a grant as a Fraction, cost, Prestige lost on a denial):
    one die plus `bonus` (the Prestige zone, the Insider's +1) must reach 5;
    `automatic`: the max-Prestige option grants it at 30 Prestige."""
    if automatic:
        chance = Fraction(1)
    else:
        chance = Fraction(sum(1 for d in range(1, 7) if d + bonus >= V.PETITION_WINS_ON), 6)
    cost = V.PETITION_FIRST if petitions_made == 0 else V.PETITION_AGAIN
    penalty = V.DENIAL_FIRST if petitions_made == 0 else V.DENIAL_LATER
    return chance, cost, penalty


# "card 67", "cards 12 and 45", "cards 3, 9": Trader's Luck card numbers in rules texts
# (lowercase only: "Card 40 (spice) has no star" is a contract card, named by its cargo)
_CARD_NUMBERS = re.compile(r"\bcards? (\d+(?:(?:, | and )\d+)*)\b")
_SHORT_SEAT = re.compile(r"\bP(\d)\b")
# the shared deal items' words ("gives 5 money", "gives station 43", "gives card any")
_DEAL_MONEY = re.compile(r"\b(\d+) money\b")
_DEAL_STATION = re.compile(r"\bstation (\d+)\b")


def name_cards(text: str) -> str:
    """Rules texts name Trader's Luck cards by number; say their names."""
    def sub(m):
        parts = re.split(r"(, | and )", m.group(1))
        out = []
        for part in parts:
            c = luck(int(part)) if part.isdigit() else None
            out.append(part if not part.isdigit() else c.name if c is not None else f"card {part}")
        return "".join(out)

    return _CARD_NUMBERS.sub(sub, text).replace("!.", "!")  # "Avoid a Calamity!." reads badly


def percent(f: Fraction) -> str:
    return f"{round(float(f) * 100)}%"


class StarTradersTexts:
    # ------------------------------------------------------------ names
    def named(self, text: str) -> str:
        """Seats by name ("Player 2" and the deal rules' "P2") and Trader's
        Luck cards by name ("You draw card 67" -> "You draw Scandal")."""
        seats = self.match.seats
        text = _SHORT_SEAT.sub(lambda m: seats[int(m.group(1)) - 1].name if 0 < int(m.group(1)) <= len(seats)
                               else m.group(0), text)
        text = _DEAL_MONEY.sub(lambda m: f"${m.group(1)}", text).replace("card any", "a card at random")
        text = _DEAL_STATION.sub(lambda m: f"the station at {self.world_name(int(m.group(1)))}", text)
        return name_cards(super().named(text))

    def world_name(self, n: int) -> str:
        w = self.galaxy.worlds.get(n)
        return f"{n} {w.name}" if w is not None else str(n)

    def contract_of(self, slot: int) -> dict | None:
        cs = self.view.get("contracts") or []
        return cs[slot - 1] if 0 < slot <= len(cs) else None

    def cargo_name(self, slot: int) -> str:
        c = self.contract_of(slot)
        return c["cargo"] if c else f"contract {slot}"

    # ------------------------------------------------------------ actions
    def action_label(self, action) -> str:
        t = type(action)
        ship = " (2nd ship)" if getattr(action, "ship", 0) else ""
        if t is A.Jump:
            return f"Jump to {self.world_name(action.to)}{ship}"
        if t is A.AskBeacon:
            offer = f"offer ${action.fee}" if action.fee else "offer nothing"
            return f"Ask for the beacon at {self.world_name(action.to)}, {offer}{ship}"
        if t is A.StartAt:
            return f"Start at {self.world_name(action.world)}"
        if t is A.PlaceStation:
            return f"Station at {self.world_name(action.world)}"
        if t is A.Build:
            return f"Build a station at {self.world_name(action.world)}"
        if t is A.PickUp:
            return f"Pick up {self.cargo_name(action.slot)} (#{action.slot}){ship}"
        if t is A.PickUpMission:
            return f"Pick up the mission cargo{ship}"
        if t is A.Shift:
            return f"Shift #{action.frm} cargo to #{action.to}"
        if t is A.Abandon:
            return f"Abandon {self.cargo_name(action.slot)} (#{action.slot})"
        if t is A.Roll:
            return "Roll for a jump"
        if t is A.RandomJump:
            return f"Random jump{ship}"
        if t is A.UseDie:
            return f"Use the {action.value}"
        if t is A.Combine:
            return f"Add {action.a}+{action.b} = {action.a + action.b}"
        if t is A.LocalBusiness:
            return "Local business +$1"
        if t is A.Petition:
            return "Petition the Emperor"
        if t is A.EndTurn:
            return "End turn"
        if t is A.Stay:
            return "Stay, take $1"
        if t is A.ChoosePersonality:
            p = personalities().get(action.personality)
            return f"The {p.name if p is not None else action.personality.capitalize()}"
        if t is A.Grant:
            return "Grant"
        if t is A.Refuse:
            return "Refuse"
        if card_of(action) is not None:
            return self.card_action_label(action)
        name = t.__name__
        if name == "Seize":
            return f"Give up {self.cargo_name(action.slot)} (#{action.slot})"
        if name == "BlowTo":
            return f"Drift to {self.world_name(action.world)}"
        if name == "PetitionStation":
            return f"Petition for Imperial status at {self.world_name(action.world)}"
        return super().action_label(action)

    def card_action_label(self, action) -> str:
        """'Zap to 6 (+1)', 'Play Pirates on Vega', 'Quarantine 22 Norton', 'Discard Windfall'."""
        name = type(action).__name__
        if name == "Zap":
            roll = self.state.die
            to = f"Zap to {max(1, min(6, roll + action.delta))} " if isinstance(roll, int) else "Zap "
            return f"{to}({action.delta:+d})"
        if name == "Avoid":
            p = self.state.window()
            kind = p.get("kind") if p is not None else None
            c = luck_named(kind) if kind else None
            by = p.get("by") if p is not None else None
            if c is None:
                return "Avoid a Calamity!"
            return f"Avoid {c.name}" + (f" from {self.seat_name(by)}" if isinstance(by, int) else "")
        c = luck_named(action.kind, action.amount)
        title = c.name if c is not None else action.kind.replace("_", " ").title()
        if name == "DiscardLuck":
            return f"Discard {title}"
        out = f"Play {title}"
        if action.kind == "glitch":
            return out + (f" on contract {action.world}" if action.world else " on your Imperial Mission")
        if action.target >= 0 and action.kind != "avoid_calamity":
            out += f" on {self.seat_name(action.target)}"
        elif action.kind == "avoid_calamity" and action.target >= 0:
            out = f"Free {self.seat_name(action.target)} with {title}"
        if action.world and action.world in self.galaxy.worlds:
            out += f" at {self.world_name(action.world)}"
        return out

    def action_tooltip(self, action) -> str:
        t = type(action)
        if card_of(action) is not None:
            return self.card_action_tip(action)
        v = self.state.version
        if t is A.Roll:
            return ("Spend an action to roll a die; then jump along any line the roll allows (orange 2+, red 3+, "
                    "purple 4+, blue 5+, green 6+), or use the action for something else.")
        if t is A.RandomJump:
            return "Roll two dice: the first names the arm, the second the world. It ends your actions this turn."
        if t is A.LocalBusiness:
            return "Spend an action on local business and earn $1."
        if t is A.Build:
            return f"Build a station here (+{v.build_prestige} Prestige). Stations collect fees and carry beacons."
        if t is A.PickUp:
            c = self.contract_of(action.slot)
            if c:
                return (f"Load {c['cargo']} for {self.world_name(c['to'])}: the first to deliver earns ${c['payoff']} "
                        f"and {c['prestige']} Prestige.")
        if t is A.Abandon:
            return "Drop this cargo (no action)."
        if t is A.Shift:
            return "Move your cargo marker to the other contract for the same cargo (no action)."
        if t is A.EndTurn:
            return "Pass the dice to the next trader (you draw a card first)." if v.cards else "Pass the dice on."
        if t is A.Petition:
            return self.petition_text(self.state.current)
        if t is A.ChoosePersonality:
            p = personalities().get(action.personality)
            return p.text if p is not None else ""
        if t is A.AskBeacon:
            return (f"The owner decides. If they agree you jump with any roll and pay them ${action.fee}; "
                    "if not, you may still jump by a regular jump.")
        if t is A.Stay:
            return "Nova: a roll that takes you nowhere pays $1."
        return ""

    def card_action_tip(self, action) -> str:
        key = card_of(action)
        c = luck_named(key[0], key[1] if key[2] else 0)
        if c is None:
            return ""
        if type(action).__name__ == "DiscardLuck":
            return f"Put {c.name} on the discard pile."
        timing = TIMING.get(c.timing, ("", ""))[1]
        return f"{c.name}: {c.text}" + (f"\n{timing}" if timing else "")

    # ------------------------------------------------------------ petitions
    def odds_for(self, seat: int):
        """(chance, roll bonus, cost, Prestige lost on a denial) of a petition by `seat` now."""
        st = self.state
        bonus = st.petition_bonus(seat)
        automatic = bool(st.options.get("max_prestige_petition")) and st.prestige[seat] >= V.MAX_PRESTIGE
        chance, cost, penalty = petition_odds(bonus, st.petitions[seat], automatic)
        return chance, bonus, cost, penalty

    def petition_text(self, seat: int) -> str:
        st = self.state
        if hasattr(st, "black_hole") and st.black_hole():
            from game.games.star_traders.rules.black_hole import TABLE

            bonus = st.petition_bonus(seat)
            wins = sum(1 for d in range(1, 7) if TABLE[max(0, min(7, d + bonus))][0])
            fee = st.filing_fee(seat)
            return (f"{'Pay the $' + str(fee) + ' filing fee and r' if fee else 'R'}oll on the Black Hole table for "
                    f"the final Imperial Mission: {wins} of 6 faces grant it, at a price you may refuse.")
        chance, bonus, cost, penalty = self.odds_for(seat)
        extra = f" + {bonus}" if bonus else ""
        return (f"Pay ${cost} and roll a die{extra}: 5 or more wins an Imperial Mission ({percent(chance)} chance). "
                f"A denial costs {penalty} Prestige; you may go on with your turn.")

    # ------------------------------------------------------------ hover texts
    def world_tip(self, n: int) -> str:
        w = self.galaxy.worlds.get(n)
        if w is None:
            return ""
        v = self.view
        lines = [f"{n} {w.name}" + {"red": " (start world)", "blue": " (Core)"}.get(w.star or "", "")]
        lines.append(f"Exports {w.export}")
        owner = dict((int(a), b) for a, b in v.get("stations", [])).get(n)
        imperial = " (Imperial Station: no card can touch it)" if n in self.imperial_worlds() else ""
        lines.append("No station" if owner is None else f"Station of {self.seat_name(owner)}{imperial}")
        if n in self.quarantined():
            lines.append("QUARANTINE: no ship may leave by a jump (ships may still arrive)")
        envoys = [self.seat_name(s) for s, e in enumerate(v.get("envoy") or []) if e and e[0] == n]
        if envoys:
            lines.append("Imperial Envoy target of " + ", ".join(envoys))
        here = [self.seat_name(s) for s, ships in enumerate(v.get("ships", [])) for x in ships if x == n]
        if here:
            lines.append("Ships: " + ", ".join(here))
        for c in v.get("contracts", []):
            if not c:
                continue
            if c["from"] == n:
                lines.append(f"▲ #{c['slot']} pick up {c['cargo']} for {self.world_name(c['to'])}")
            if c["to"] == n:
                lines.append(f"▼ #{c['slot']} deliver {c['cargo']} here: ${c['payoff']}, {c['prestige']} Prestige")
        links = []
        for other, line in self.galaxy.links(n):
            links.append(f"{other} ({line.colour} {self._need(line)}+)")
        lines.append("Lines: " + ", ".join(links))
        return "\n".join(lines)

    def _need(self, line) -> int:
        seat = self.state.current
        pers = self.state.personality[seat] if seat is not None else None
        return V.line_need(line.need, pers)

    def contract_tip(self, c: dict) -> str:
        lines = [f"Contract #{c['slot']}{' (VIP: +2 Prestige)' if c.get('vip') else ''}: {c['cargo']}",
                 f"From {self.world_name(c['from'])} to {self.world_name(c['to'])}",
                 f"Payoff ${c['payoff']}, {c['prestige']} Prestige; the station at {self.world_name(c['to'])} "
                 f"earns a ${c['fee']} fee."]
        if c.get("star"):
            lines.append("Starred: hard enough to be an Imperial Mission.")
        holders = c.get("holders") or []
        if holders:
            lines.append("Carried by " + ", ".join(self.seat_name(s) for s in holders)
                         + (" (a race: the first to deliver gets +1 Prestige per rival carrying it)"
                            if len(holders) > 1 and self.state.version.races else ""))
        return "\n".join(lines)
