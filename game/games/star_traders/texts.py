"""Star Traders table texts: button labels, tooltips, the world and contract
hover texts and the petition odds, all in plain words and from what the
viewing seat may know (the view; never another trader's hand).

Functions of the table's context (`ctx`: game.scenes.table_parts.context.
TableContext; they read its state, view, viewer and seat_name only).
"""
from __future__ import annotations

import re
from fractions import Fraction

from game.games.star_traders.luck_cards import (CALAMITY_EFFECT, TIMING, card_of, freed, imperial_worlds, luck,
                                                luck_named, quarantined, roll_outcome, table_row_granted,
                                                window_roll, zap_changes)
from game.games.star_traders.rules import black_hole
from game.games.star_traders.rules import basics, stations
from game.games.star_traders.rules import actions as A
from game.games.star_traders.rules import versions as V
from game.games.star_traders.rules.black_hole import TABLE as BLACK_HOLE_TABLE
from game.games.star_traders.rules.cargo import prestige_words
from game.games.star_traders.rules.luck_actions import PlayLuck
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


def _galaxy(ctx):
    return ctx.state.board.galaxy


# ------------------------------------------------------------ names
def deal_words(ctx, text: str) -> str:
    """The deal rules' words for people: "P2" as the seat's name, "5 money"
    as "$5", "station 43" as the station at that world.  (The table then
    names the seats and the Trader's Luck cards: name_cards.)"""
    seats = ctx.match.seats
    text = _SHORT_SEAT.sub(lambda m: seats[int(m.group(1)) - 1].name if 0 < int(m.group(1)) <= len(seats)
                           else m.group(0), text)
    text = _DEAL_MONEY.sub(lambda m: f"${m.group(1)}", text).replace("card any", "a card at random")
    return _DEAL_STATION.sub(lambda m: f"the station at {world_name(ctx, int(m.group(1)))}", text)


def world_name(ctx, n: int) -> str:
    w = _galaxy(ctx).worlds.get(n)
    return f"{n} {w.name}" if w is not None else str(n)


def contract_of(ctx, slot: int) -> dict | None:
    cs = ctx.view.get("contracts") or []
    return cs[slot - 1] if 0 < slot <= len(cs) else None


def cargo_name(ctx, slot: int) -> str:
    c = contract_of(ctx, slot)
    return c["cargo"] if c else f"contract {slot}"


# ------------------------------------------------------------ actions
def action_label(ctx, action) -> str | None:
    """The button words of a Star Traders action; None: the action's own label()."""
    t = type(action)
    ship = " (2nd ship)" if getattr(action, "ship", 0) else ""
    if t is A.Jump:
        return f"Jump to {world_name(ctx, action.to)}{ship}"
    if t is A.AskBeacon:
        offer = f"offer ${action.fee}" if action.fee else "offer nothing"
        return f"Ask for the beacon at {world_name(ctx, action.to)}, {offer}{ship}"
    if t is A.StartAt:
        return f"Start at {world_name(ctx, action.world)}"
    if t is A.PlaceStation:
        return f"Station at {world_name(ctx, action.world)}"
    if t is A.Build:
        return f"Build a station at {world_name(ctx, action.world)}"
    if t is A.PickUp:
        return f"Pick up {cargo_name(ctx, action.slot)} (#{action.slot}){ship}"
    if t is A.PickUpMission:
        return f"Pick up the mission cargo{ship}"
    if t is A.Shift:
        return f"Shift #{action.frm} cargo to #{action.to}"
    if t is A.Abandon:
        return f"Abandon {cargo_name(ctx, action.slot)} (#{action.slot})"
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
    if name_of(action) in ("AcceptAvoid", "RefuseAvoid"):
        p = ctx.state.window()
        c = luck_named(p.get("kind")) if p is not None and p.get("kind") else None
        what = c.name if c is not None else "the calamity"
        return f"Accept: {what} does nothing" if name_of(action) == "AcceptAvoid" else f"Refuse: take {what}"
    if t is A.Grant:
        return "Grant"
    if t is A.Refuse:
        return "Refuse"
    if card_of(action) is not None:
        return card_action_label(ctx, action)
    name = t.__name__
    if name == "Seize":
        return f"Give up {cargo_name(ctx, action.slot)} (#{action.slot})"
    if name == "BlowTo":
        return f"Drift to {world_name(ctx, action.world)}"
    if name == "PetitionStation":
        return f"Petition for Imperial status at {world_name(ctx, action.world)}"
    return None


def card_action_label(ctx, action) -> str:
    """'Zap to 6 (+1)', 'Play Pirates on Vega', 'Quarantine 22 Norton', 'Discard Windfall'."""
    name = type(action).__name__
    if name == "ZapDie":
        dice = list(basics.zap_dice(ctx.state))
        if len(dice) != 2:
            return f"Zap a die ({action.delta:+d})"
        dice[action.die - 1] = max(1, min(6, dice[action.die - 1] + action.delta))
        which = "first" if action.die == 1 else "second"
        return f"Zap to {world_name(ctx, 10 * dice[0] + dice[1])} ({which} die {action.delta:+d})"
    if name == "Zap":
        p = ctx.state.window()
        roll = window_roll(ctx.state, p) if p is not None and p.kind == "zap" else ctx.state.die
        bonus = petition_bonus(ctx.state, p) if p is not None and p.kind == "zap" else 0
        # the total a petition's roll reaches, as the question's line says it ("makes it 4 (3 +1)")
        to = f"Zap to {max(1, min(6, roll + action.delta)) + bonus} " if isinstance(roll, int) else "Zap "
        return f"{to}({action.delta:+d})"
    if name == "Avoid":
        p = ctx.state.window()
        kind = p.get("kind") if p is not None else None
        c = luck_named(kind) if kind else None
        by = p.get("by") if p is not None else None
        target = p.get("target") if p is not None else None
        if c is None:
            return "Avoid a Calamity!"
        if isinstance(target, int) and target >= 0 and p.seat != target:
            return f"Offer {ctx.seat_name(target)} your Avoid a Calamity!"
        return f"Avoid {c.name}" + (f" from {ctx.seat_name(by)}" if isinstance(by, int) else "")
    c = luck_named(action.kind, action.amount)
    title = c.name if c is not None else action.kind.replace("_", " ").title()
    if name == "DiscardLuck":
        return f"Discard {title}"
    out = f"Play {title}"
    if action.kind == "glitch":
        return out + (f" on contract {action.world}" if action.world else " on your Imperial Mission")
    if action.target >= 0 and action.kind != "avoid_calamity":
        out += f" on {ctx.seat_name(action.target)}"
    elif action.kind == "avoid_calamity" and action.target >= 0:
        out = f"Free {ctx.seat_name(action.target)} with {title}"
    if action.world and action.world in _galaxy(ctx).worlds:
        out += f" at {world_name(ctx, action.world)}"
    return out


def action_tooltip(ctx, action) -> str:
    t = type(action)
    if card_of(action) is not None:
        return card_action_tip(ctx, action)
    v = ctx.state.version
    if t is A.Roll:
        return ("Costs an action: roll a die; then jump along any line the roll allows (orange 2+, red 3+, "
                "purple 4+, blue 5+, green 6+), or use the action for something else.")
    if t is A.RandomJump:
        return ("Costs the rest of your actions this turn: roll two dice; the first names the arm, the second "
                "the world.")
    if t is A.LocalBusiness:
        return "Costs an action: local business earns $1."
    if t is A.Build:
        return (f"Costs {cost_words(ctx, action)}: build a station here (+{v.build_prestige} Prestige). "
                "Stations collect fees and carry beacons.")
    if t is A.Jump:
        return f"Costs {cost_words(ctx, action)}: jump to {world_name(ctx, action.to)}."
    if t is A.PickUp:
        c = contract_of(ctx, action.slot)
        if c:
            cost = "Costs an action: load" if v.pickup_costs_action else "Load (no action)"
            return (f"{cost} {c['cargo']} for {world_name(ctx, c['to'])}: the first to deliver earns "
                    f"${c['payoff']} and {prestige_words(c['prestige'], c.get('vip'))}.")
    if t is A.PickUpMission:
        return "Costs an action: take your Imperial Mission's cargo aboard."
    if t is A.Abandon:
        return "Drop this cargo (no action)."
    if t is A.Shift:
        return "Move your cargo marker to the other contract for the same cargo (no action)."
    if t is A.EndTurn:
        return "Pass the dice to the next trader (you draw a card first)." if v.cards else "Pass the dice on."
    if t is A.Petition:
        return petition_text(ctx, ctx.state.current)
    if t is A.ChoosePersonality:
        p = personalities().get(action.personality)
        return p.text if p is not None else ""
    if t is A.AskBeacon:
        return (f"The owner decides. If they agree you jump with any roll and pay them ${action.fee}; "
                "if not, you may still jump by a regular jump.")
    if t is A.Stay:
        return "Nova: a roll that takes you nowhere pays $1."
    return ""


def cost_words(ctx, action) -> str:
    """What a move on a world costs ("$5 and an action"), '' for one that costs nothing."""
    t = type(action)
    if t is A.Build:
        cost = dict(stations.build_options(ctx.state, ctx.state.current)).get(action.world, V.STATION_COST)
        return f"${cost} and an action"
    if t is A.Jump:
        return "an action"
    if t is A.AskBeacon:
        return "an action, and the fee if the owner agrees"
    return ""


def card_action_tip(ctx, action) -> str:
    key = card_of(action)
    c = luck_named(key[0], key[1] if key[2] else 0)
    if c is None:
        return ""
    if type(action).__name__ == "DiscardLuck":
        return f"Put {c.name} on the discard pile."
    timing = TIMING.get(c.timing, ("", ""))[1]
    text = f"{c.name}: {c.text}" + (f"\n{timing}" if timing else "")
    effect = calamity_now(ctx, action)
    if effect:
        text += "\nNow: " + effect  # the rules' clamp (minimum Prestige, the money there is)
    return text


def calamity_now(ctx, action) -> str:
    """What a Scandal or Tax Audit played at a trader would really do now ("" for other plays)."""
    if not isinstance(action, PlayLuck) or action.kind not in ("scandal", "tax_audit") or action.target < 0:
        return ""
    key = card_of(action)
    c = luck_named(key[0], key[1] if key[2] else 0)
    return calamity_effect(ctx, c.kind, c.amount, action.target, "") if c is not None else ""


# ------------------------------------------------------------ petitions
def odds_for(ctx, seat: int):
    """(chance, roll bonus, cost, Prestige lost on a denial) of a petition by `seat` now."""
    st = ctx.state
    bonus = st.petition_bonus(seat)
    automatic = bool(st.options.get("max_prestige_petition")) and st.prestige[seat] >= V.MAX_PRESTIGE
    chance, cost, penalty = petition_odds(bonus, st.petitions[seat], automatic)
    return chance, bonus, cost, penalty


def petition_text(ctx, seat: int) -> str:
    st = ctx.state
    if st.black_hole():
        bonus = st.petition_bonus(seat)
        wins = sum(1 for d in range(1, 7) if BLACK_HOLE_TABLE[max(0, min(7, d + bonus))][0])
        fee = st.filing_fee(seat)
        return (f"{'Pay the $' + str(fee) + ' filing fee and r' if fee else 'R'}oll on the Black Hole table for "
                f"the final Imperial Mission: {wins} of 6 faces grant it, at a price you may refuse.")
    chance, bonus, cost, penalty = odds_for(ctx, seat)
    extra = f" + {bonus}" if bonus else ""
    return (f"Pay ${cost} and roll a die{extra}: 5 or more wins an Imperial Mission ({percent(chance)} chance). "
            f"A denial costs {penalty} Prestige; you may go on with your turn.")


# ------------------------------------------------------------ hover texts
def world_tip(ctx, n: int) -> str:
    w = _galaxy(ctx).worlds.get(n)
    if w is None:
        return ""
    v = ctx.view
    lines = [f"{n} {w.name}" + {"red": " (start world)", "blue": " (Core)"}.get(w.star or "", "")]
    lines.append(f"Exports {w.export}")
    owner = dict((int(a), b) for a, b in v.get("stations", [])).get(n)
    imperial = " (Imperial Station: no card can touch it)" if n in imperial_worlds(ctx.view) else ""
    lines.append("No station" if owner is None else f"Station of {ctx.seat_name(owner)}{imperial}")
    if n in quarantined(ctx.view):
        lines.append("QUARANTINE: no ship may leave by a jump (ships may still arrive)")
    envoys = [ctx.seat_name(s) for s, e in enumerate(v.get("envoy") or []) if e and e[0] == n]
    if envoys:
        lines.append("Imperial Envoy target of " + ", ".join(envoys))
    here = [ctx.seat_name(s) for s, ships in enumerate(v.get("ships", [])) for x in ships if x == n]
    if here:
        lines.append("Ships: " + ", ".join(here))
    for c in v.get("contracts", []):
        if not c:
            continue
        if c["from"] == n:
            lines.append(f"▲ #{c['slot']} pick up {c['cargo']} for {world_name(ctx, c['to'])}")
        if c["to"] == n:
            lines.append(f"▼ #{c['slot']} deliver {c['cargo']} here: ${c['payoff']}, "
                         f"{prestige_words(c['prestige'], c.get('vip'))}")
    for seat in range(ctx.state.num_players):  # Imperial Missions are public: their worlds say so too
        m = ctx.state.mission(seat)
        if m is not None and m.frm == n:
            lines.append(f"▲ {ctx.seat_name(seat)}'s Imperial Mission: pick up {m.cargo} for {world_name(ctx, m.to)}")
        if m is not None and m.to == n:
            lines.append(f"▼ {ctx.seat_name(seat)}'s Imperial Mission: deliver {m.cargo} here to win the game")
    links = []
    for other, line in _galaxy(ctx).links(n):
        links.append(f"{other} ({line.colour} {line_need(ctx, line)}+)")
    lines.append("Lines: " + ", ".join(links))
    return "\n".join(lines)


def line_need(ctx, line) -> int:
    seat = ctx.state.current
    pers = ctx.state.personality[seat] if seat is not None else None
    return V.line_need(line.need, pers)


def contract_tip(ctx, c: dict) -> str:
    lines = [f"Contract #{c['slot']}{' (VIP)' if c.get('vip') else ''}: {c['cargo']}",
             f"From {world_name(ctx, c['from'])} to {world_name(ctx, c['to'])}",
             f"Payoff ${c['payoff']}, {prestige_words(c['prestige'], c.get('vip'))}; the station at "
             f"{world_name(ctx, c['to'])} "
             f"earns a ${c['fee']} fee."]
    if c.get("star"):
        lines.append("Starred: hard enough to be an Imperial Mission.")
    holders = c.get("holders") or []
    if holders:
        lines.append("Carried by " + ", ".join(ctx.seat_name(s) for s in holders)
                     + (" (a race: the first to deliver gets +1 Prestige per rival carrying it)"
                        if len(holders) > 1 and ctx.state.version.races else ""))
    return "\n".join(lines)


def mission_tip(ctx, seat: int) -> str:
    m = ctx.state.mission(seat)
    if m is None:
        return ""
    where = ("carries the cargo" if ctx.state.aboard[seat] is not None
             else f"must pick up the cargo at {world_name(ctx, m.frm)}")
    return (f"{ctx.seat_name(seat)}'s Imperial Mission: {m.cargo} from {world_name(ctx, m.frm)} to "
            f"{world_name(ctx, m.to)}. {ctx.seat_name(seat)} {where}; delivering it first wins the game.")


def my_hand(ctx) -> list[int]:
    """The viewer's Trader's Luck cards (numbers)."""
    return [c for c in (ctx.view.get("hand") or []) if isinstance(c, int)]


def status_chips(ctx, seat: int) -> list[tuple[str, str]]:
    """(short word, tooltip) for each lasting card effect on a trader."""
    v = ctx.view

    def at(key, default=None):
        xs = v.get(key) or []
        return xs[seat] if seat < len(xs) else default

    out = []
    if at("embargoed"):
        out.append(("Embargo", "Embargo: may not pick up cargo on their next turn"))
    if at("big_hold"):
        out.append(("Bigger hold", "Bigger on the Inside: carries a third cargo until the next delivery"))
    if at("slowed"):
        n = at("slowed")
        out.append((f"-{n} action", f"A Wrinkle in Time: {n} action{'s' if n != 1 else ''} fewer next turn"))
    env = at("envoy")
    if env:
        out.append((f"Envoy → {env[0]}", f"Imperial Envoy: reach {world_name(ctx, env[0])} by the end of "
                                         "their next turn for +3 Prestige and $5"))
    q = quarantined(v)
    ships = (v.get("ships") or [[]] * (seat + 1))[seat]
    trapped = [w for w in ships if w in q and seat not in freed(v, w)]
    if trapped:
        out.append(("Quarantined", f"Held by the quarantine at {world_name(ctx, trapped[0])}"))
    return out


# ------------------------------------------------------------ Trader's Luck windows
def _outcome_words(ctx, p, roll: int, short: bool = False) -> str:
    """What a roll decides in a zap window, in a few words (fewer when short)."""
    kind, value = roll_outcome(ctx.state, p, roll)
    if kind == "granted":
        return "granted" if value else f"denied (needs {V.PETITION_WINS_ON})"
    if kind == "row":
        return f"row {value}, " + ("granted" if table_row_granted(value) else "denied")
    roller = p.get("roller")
    near = {w for here in _ships(ctx, roller) for w, _ in ctx.state.board.adj[here]}
    if short:
        return f"reaches {len(value)} of {len(near)}"
    return f"a jump reaches {len(value)} of {len(near)} neighbouring worlds"


def _ships(ctx, seat) -> list:
    return ctx.state.ships[seat] if isinstance(seat, int) else []


def name_of(action) -> str:
    return type(action).__name__


def random_zap_words(ctx, p) -> tuple[str, str]:
    """A Random Jump's two dice in a zap window: the world they name, and what each die offered could make it."""
    st = ctx.state
    roller = p.get("roller")
    who = "You" if roller == ctx.viewer else ctx.seat_name(roller)
    dice = basics.zap_dice(st)
    if len(dice) != 2:
        return f"{who} rolled for a random jump: Zap a die?", "Zap a die:"
    q = st.resume_point("random_jump")
    what = "drifted (Lost in Space)" if q is not None and q.get("drift") else "rolled for a random jump"
    head = f"{who} {what}: {dice[0]} and {dice[1]}, {world_name(ctx, 10 * dice[0] + dice[1])}."
    zaps = [a for a in ctx.legal if name_of(a) == "ZapDie"] if ctx.my_turn else []
    if not zaps:
        return head, "Zap a die:"
    tens = sorted({10 * max(1, min(6, dice[0] + a.delta)) + dice[1] for a in zaps if a.die == 1})
    units = sorted({10 * dice[0] + max(1, min(6, dice[1] + a.delta)) for a in zaps if a.die == 2})
    parts = [f"the first die makes it {', '.join(map(str, tens))}" if tens else "",
             f"the second {', '.join(map(str, units))}" if units else ""]
    return head, "Zap: " + "; ".join(x for x in parts if x) + "."


def petition_bonus(st, p) -> int:
    """What a petition's roll in window `p` adds to the die (0 for any other roll)."""
    q = st.resume_point("petition") if p.get("petition") else None
    return q.get("bonus", 0) if q is not None else 0


def zap_words(ctx, p) -> tuple[str, str]:
    """(the roll and what it means now, what each Zap offered would change):
    "You rolled 3 +1 = 4 for the petition: denied (needs 5)." and
    "Zap +1 makes it 5 (4 +1): granted. (-1 changes nothing)"."""
    st = ctx.state
    roller = p.get("roller")
    who = "You" if roller == ctx.viewer else ctx.seat_name(roller)
    roll = window_roll(st, p)
    if roll is None:
        return f"{who} rolled: Zap the roll?", "Zap the roll:"
    bonus = petition_bonus(st, p)

    def total(r: int) -> str:  # a petition roll with its bonus
        return f"{r + bonus} ({r} +{bonus})" if bonus else f"{r}"

    if p.get("petition"):
        plus = f" +{bonus} = {roll + bonus}" if bonus else ""
        head = f"{who} rolled {roll}{plus} for the petition: {_outcome_words(ctx, p, roll)}."
    else:
        ships = _ships(ctx, roller)
        at = f" at {world_name(ctx, ships[0])}" if ships else ""
        head = f"{who} rolled {roll}{at}: {_outcome_words(ctx, p, roll)}."
    deltas = [a.delta for a in ctx.legal if type(a).__name__ == "Zap"] if ctx.my_turn else []
    changes = zap_changes(st, p, deltas)
    moves = []
    for d in deltas:
        if changes.get(d):
            r = max(1, min(6, roll + d))
            moves.append(f"Zap {d:+d} makes it {total(r)}: {_outcome_words(ctx, p, r, short=True)}")
    same = [f"{d:+d}" for d in deltas if not changes.get(d)]
    if not moves:
        return head, "No Zap you hold changes what this roll decides."
    tail = f" ({', '.join(same)} change{'s' if len(same) == 1 else ''} nothing)" if same else ""
    return head, "; ".join(moves) + "." + tail


def calamity_effect(ctx, kind: str, amount: int, target, place: str) -> str:
    """What a calamity would really do to its target: a Scandal's loss and a
    Tax Audit's bill as the rules clamp them (never below the minimum
    Prestige, never more than the target's money)."""
    st = ctx.state
    if kind in ("scandal", "tax_audit") and isinstance(target, int) and 0 <= target < st.num_players:
        you = target == ctx.viewer
        subject = "you" if you else ctx.seat_name(target)
        if kind == "scandal":
            lost = max(0, min(amount, st.prestige[target] - V.MIN_PRESTIGE))
            if lost == 0:
                return f"{subject} {'have' if you else 'has'} no Prestige to lose (already at the minimum, " \
                       f"{V.MIN_PRESTIGE})"
            floor = f" (not below {V.MIN_PRESTIGE})" if lost < amount else ""
            return f"{subject} lose{'' if you else 's'} {lost} Prestige{floor}"
        paid = max(0, min(amount, st.money[target]))
        return f"{subject} pay{'' if you else 's'} ${paid}" + (" (all your money)" if you and paid < amount else
                                                                 " (all their money)" if paid < amount else "")
    return CALAMITY_EFFECT.get(kind, "").format(amount=amount, world=place)


def luck_happened(ctx, p) -> tuple[str, str]:
    """(what happened, the question) for a luck window record p."""
    st = ctx.state
    if p.kind == "zap":
        return random_zap_words(ctx, p) if p.get("random") else zap_words(ctx, p)
    if p.kind == "avoid":
        by, kind, target, world = p.get("by"), p.get("kind"), p.get("target"), p.get("world")
        c = luck_named(kind) if kind else None
        name = c.name if c is not None else "a calamity"
        amount = c.amount if c is not None else 0
        place = world_name(ctx, world) if world in _galaxy(ctx).worlds else "your world"
        effect = calamity_effect(ctx, kind, amount, target, place)
        if target == ctx.viewer:  # asked before it lands: what it would do
            head = f"{ctx.seat_name(by)} plays {name} on you"
            return (head + (f": unless you avoid it, {effect}." if effect else "."),
                    f"Play Avoid a Calamity! against {name}:")
        elif kind in ("quarantine", "ion_storm"):
            head = f"{ctx.seat_name(by)} plays {name} on {place}"
        elif isinstance(target, int) and target >= 0:  # asked to help the target, who may refuse
            head = f"{ctx.seat_name(by)} plays {name} on {ctx.seat_name(target)}"
            return (head + (f": {effect}." if effect else "."),
                    f"Play your Avoid a Calamity! for {ctx.seat_name(target)} (they may refuse it):")
        else:
            head = f"{ctx.seat_name(by)} plays {name}"
        return (head + (f": {effect}." if effect else "."), f"Play Avoid a Calamity! against {name}:")
    if p.kind == "avoid_offer":
        helper, by, kind, world = p.get("helper"), p.get("by"), p.get("kind"), p.get("world")
        c = luck_named(kind) if kind else None
        name = c.name if c is not None else "the calamity"
        place = world_name(ctx, world) if world in _galaxy(ctx).worlds else "your world"
        effect = CALAMITY_EFFECT.get(kind, "").format(amount=c.amount if c is not None else 0, world=place)
        return (f"{ctx.seat_name(helper)} offers to play Avoid a Calamity! for you against {ctx.seat_name(by)}'s "
                f"{name}" + (f" (otherwise {effect})." if effect else "."), "Accept the help or refuse it:")
    if p.kind == "between":
        ended = p.get("ended")
        who = "Your" if ended == ctx.viewer else f"{ctx.seat_name(ended)}'s"
        nxt = (ended + 1) % st.num_players if isinstance(ended, int) else None
        after = "" if nxt is None else " Your turn is next." if nxt == ctx.viewer else f" {ctx.seat_name(nxt)} is next."
        before = "" if nxt is None else " (before your turn)" if nxt == ctx.viewer else \
            f" (before {ctx.seat_name(nxt)}'s turn)"
        return f"{who} turn is over.{after}", f"You may play a card now{before}, or pass:"
    if p.kind == "prestige":
        who = p.get("petitioner")
        mine = who == ctx.viewer
        name = "You petition" if mine else f"{ctx.seat_name(who)} petitions"
        pr = st.prestige[who] if isinstance(who, int) else 0
        bonus = st.petition_bonus(who) if isinstance(who, int) else 0
        filed = st.resume_point("petition_roll")
        world = filed.get("world") if filed is not None else None
        what = f" for {black_hole.table_subject(st, world)}" if isinstance(world, int) else ""
        return (f"{name} the Emperor{what} with {pr} Prestige (+{bonus} on the roll).",
                "Before the roll you may play on your own Prestige:" if mine
                else "Before the roll you may play a Scandal on them:")
    return ctx.named(p.prompt), "You may play:"


# ------------------------------------------------------------ deals
def deal_holdings(ctx, seat: int) -> list[str]:
    """Money, stations, cards and cargo: the viewer's own cards by name,
    another trader's only counted."""
    v = ctx.view
    money = (v.get("money") or [0] * (seat + 1))[seat]
    prestige = (v.get("prestige") or [0] * (seat + 1))[seat]
    stations = [w for w, o in v.get("stations", []) if o == seat]
    lines = [f"${money} · Prestige {prestige}"]
    lines.append("Stations: " + (", ".join(world_name(ctx, w) for w in stations) if stations else "none"))
    if ctx.state.version.cards:
        if seat == ctx.viewer:
            names = [luck(c).name for c in my_hand(ctx) if luck(c) is not None]
            lines.append("Cards: " + (", ".join(names) if names else "none"))
        else:
            n = (v.get("hand_sizes") or [0] * (seat + 1))[seat]
            lines.append(f"Cards: {n} (secret)" if n else "Cards: none")
    cargo = (v.get("cargo") or [[]] * (seat + 1))[seat]
    lines.append("Cargo: " + (", ".join(f"#{k} {cargo_name(ctx, k)}" for k, _ in cargo) or "none"))
    return lines


def deal_item_text(ctx, item) -> str | None:
    """A deal item in words; None: the shared dialog's own words."""
    if item.kind == "money":
        return f"${item.amount}"
    if item.kind == "station":
        try:
            return f"station at {world_name(ctx, int(item.ref))}"
        except ValueError:
            return f"station {item.ref}"
    if item.kind == "card":
        if item.ref == "any":
            return "a card (at random)"
        c = luck(int(item.ref)) if item.ref.isdigit() else None
        return c.name if c is not None else f"card {item.ref}"
    if item.kind == "cargo":
        k = int(item.ref) if item.ref.isdigit() else 0
        return f"cargo #{k} {cargo_name(ctx, k)}" if k else f"cargo {item.ref}"
    return None


# ------------------------------------------------------------ what hit the person
HIT_KINDS = ("tax", "scandal", "pirates", "takeover", "sabotage", "cargo_lost", "stuck", "slowed")


def hits_on(ctx, events, seat) -> list[str]:
    """The notices for what another trader's card did to `seat` in `events`
    ("Vega plays Tax Audit on Player 1. Player 1 pays $5 to the auditors.")."""
    if seat is None:
        return []
    out, card = [], ""
    for e in events:
        data = e.data or {}
        if e.kind == "luck" and data.get("target") == seat and data.get("seat") != seat:
            card = e.text
        elif e.kind in HIT_KINDS and data.get("owner", data.get("seat")) == seat:
            out.append(ctx.named(f"{card} {e.text}".strip()))
            card = ""
    return out


def bot_deciding(ctx, seat: int) -> str:
    """What a bot asked in a Trader's Luck window is deciding, in words that
    say no more than the window does (every card holder is asked)."""
    p = ctx.state.window()
    if p is None:
        return ""
    roller = p.get("roller")
    if p.kind == "zap" and isinstance(roller, int) and roller != seat:
        return f"whether to answer {ctx.whose(roller)} roll with a card"
    return {"between": "whether to play a card between turns", "avoid": "whether to answer the calamity",
            "prestige": "whether to answer the petition with a card"}.get(p.kind, "")
