"""Trader's Luck for the Normal bot: which card to play when, Avoid at once,
Zap own rolls up (rivals' are left alone, except a petition the Zap can deny),
what to discard, and the holder's choices (Customs, Ion Storm).  Choices the
rules leave open at any time: an Avoid offered for another trader only when
it stops the bot's leading rival (a Hostile Takeover, or with an Avoid to
spare), help offered to it always taken, a Random Jump's die Zapped onto a
delivery, and a card discarded by choice only by a Maverick, to draw two.
`luck_choice` returns None when the ordinary turn logic should decide."""
from __future__ import annotations

from functools import lru_cache

from game.rules.pending import PASS

from .rules.luck_actions import AcceptAvoid, Avoid, BlowTo, DiscardLuck, PlayLuck, Seize, Zap, ZapDie, luck_table
from .rules.versions import MAX_PRESTIGE, PETITION_WINS_ON, zone_bonus

_NOW = ("windfall", "trade_agreement", "imperial_favor", "hyperdrive_boost", "double_shift")
_HARM = ("scandal", "tax_audit", "pirates", "wrinkle_in_time", "embargo", "customs_inspection")
_KEEP = {"avoid_calamity": 9, "zap": 8, "imperial_favor": 7, "stargate": 6, "double_shift": 6, "hyperdrive_boost": 5,
         "windfall": 5, "trade_agreement": 4, "scandal": 4, "pirates": 4, "tax_audit": 3}


def _leader(state, seat):
    rivals = [t for t in range(state.num_players) if t != seat]
    return max(rivals, key=lambda t: (state.prestige[t], state.money[t], -t))


def _keep(a) -> int:
    return _KEEP.get(a.kind, 2)


@lru_cache(maxsize=None)
def _average_draw(tiers: tuple) -> float:
    """What a card drawn from the deck of these tiers is worth on average (_KEEP)."""
    values = [_KEEP.get(c.kind, 2) for c in luck_table().values() if c.tier in tiers]
    return sum(values) / len(values) if values else 0.0


def luck_choice(state, seat, legal, rng):
    p = state.window()
    if p is not None:
        if p.kind == "avoid":
            if Avoid() not in legal:
                return PASS
            return Avoid() if p.get("target") in (seat, -1) or _helps_to_avoid(state, seat, p) else PASS
        if p.kind == "avoid_offer":
            return AcceptAvoid()
        if p.kind == "discard":
            drops = [a for a in legal if isinstance(a, DiscardLuck)]
            return min(drops, key=lambda a: (_keep(a), a.kind, a.amount))
        if p.kind == "customs":
            seize = [a for a in legal if isinstance(a, Seize)]
            return min(seize, key=lambda a: (state.contract(a.slot).payoff if state.contract(a.slot) else 0, a.slot))
        if p.kind == "ion":
            return min((a for a in legal if isinstance(a, BlowTo)), key=lambda a: a.world)
        if p.kind == "zap":
            if p.get("random"):
                return _zap_random(state, seat, p, legal)
            if p.get("petition"):
                return _zap_petition(state, seat, p, legal)
            if p.get("roller") == seat and state.die is not None and state.die <= 3:
                ups = [a for a in legal if isinstance(a, Zap) and a.delta > 0]
                return max(ups, key=lambda a: a.delta) if ups else PASS
            return PASS
        if p.kind == "between":
            return _harm(state, seat, legal) or PASS
        if p.kind == "prestige":
            return _before_petition(state, seat, p, legal)
        return None
    if state.stage != "turn":
        return None
    plays = [a for a in legal if isinstance(a, PlayLuck)]
    for a in plays:
        if a.kind in _NOW:
            return a
    return (_harm(state, seat, plays) if plays else None) or _maverick_discard(state, seat, legal)


def _helps_to_avoid(state, seat, p) -> bool:
    """Spend an Avoid on another trader's calamity only against the leading
    rival, and never for it: when the leader would take a station, or when
    the bot holds an Avoid to spare."""
    leader = _leader(state, seat)
    if p.get("target") == leader or p.get("by") != leader:
        return False
    return p.get("kind") == "hostile_takeover" or len(state.hand_cards(seat, "avoid_calamity")) > 1


def _zap_random(state, seat, p, legal):
    """Its own Random Jump: Zap a die when that lands the ship where it
    delivers (the Imperial Mission first, then the best payoff)."""
    if p.get("roller") != seat:
        return PASS
    q = state.resume_point("random_jump")
    if q is None:
        return PASS
    ship, dice = q.get("ship"), q.get("dice")

    def worth(world):
        if state.missions[seat] is not None and state.aboard[seat] == ship and state.mission(seat).to == world:
            return 1000
        return sum(state.contract(k + 1).payoff for k, sh in state.cargo[seat]
                   if sh == ship and state.contract(k + 1) is not None and state.contract(k + 1).to == world)

    def world_after(a):
        d = list(dice)
        d[a.die - 1] += a.delta
        return 10 * d[0] + d[1]

    now = worth(10 * dice[0] + dice[1])
    zaps = [(worth(world_after(a)), -abs(a.delta), a) for a in legal if isinstance(a, ZapDie)]
    best = max(zaps, key=lambda t: (t[0], t[1]), default=None)
    return best[2] if best is not None and best[0] > now else PASS


def _maverick_discard(state, seat, legal):
    """A Maverick with two cards and nothing left to do but end the turn
    drops its weakest, when an average draw is worth more, to draw two."""
    if state.personality[seat] != "maverick" or len(state.hands[seat]) != 2 or state.actions_left or \
            state.die is not None:
        return None
    drops = [a for a in legal if isinstance(a, DiscardLuck)]
    if not drops:
        return None
    worst = min(drops, key=lambda a: (_keep(a), a.kind, a.amount))
    return worst if _keep(worst) < _average_draw(state.version.tiers) else None


def _zap_petition(state, seat, p, legal):
    """A petition roll: turn one's own denial into a grant with the smallest
    Zap that does it, and a rival's grant into a denial (Family and Imperial
    need PETITION_WINS_ON; on the Black Hole table a higher row is better, so
    one's own roll goes up as far as it can)."""
    zaps = [a for a in legal if isinstance(a, Zap)]
    resume = state.resume_point("petition")
    if not zaps or resume is None:
        return PASS
    roll, bonus = resume.get("roll"), resume.get("bonus")
    mine = p.get("roller") == seat
    if resume.get("table"):
        ups = [a for a in zaps if a.delta > 0]
        return max(ups, key=lambda a: a.delta) if mine and ups else PASS
    granted = roll + bonus >= PETITION_WINS_ON
    if mine and not granted:
        fixes = [a for a in zaps if roll + a.delta + bonus >= PETITION_WINS_ON]
        return min(fixes, key=lambda a: a.delta) if fixes else PASS
    if not mine and granted:
        spoil = [a for a in zaps if roll + a.delta + bonus < PETITION_WINS_ON]
        return max(spoil, key=lambda a: a.delta) if spoil else PASS
    return PASS


def _before_petition(state, seat, p, legal):
    """Before a petition roll: a Favor that lifts one's own bonus, a Scandal
    that drops a rival's (the Prestige zones: +1 from 20, +2 from 25)."""
    petitioner = p.get("petitioner")
    prestige = state.prestige[petitioner]
    now = zone_bonus(prestige)
    for a in legal:
        if not isinstance(a, PlayLuck):
            continue
        change = a.amount if seat == petitioner else -a.amount
        after = zone_bonus(max(1, min(MAX_PRESTIGE, prestige + change)))
        if (after > now) if seat == petitioner else (after < now):
            return a
    return PASS


def _harm(state, seat, legal):
    target = _leader(state, seat)
    plays = [a for a in legal if isinstance(a, PlayLuck) and a.kind in _HARM and a.target == target]
    return plays[0] if plays else None
