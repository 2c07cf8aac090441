"""Trader's Luck for the Normal bot: which card to play when, Avoid at once,
Zap own rolls up (rivals' are left alone, except a petition the Zap can deny), what to discard, and the holder's
choices (Customs, Ion Storm).  `luck_choice` returns None when the ordinary
turn logic should decide."""
from __future__ import annotations

from game.rules.pending import PASS

from .rules.luck_actions import Avoid, BlowTo, DiscardLuck, PlayLuck, Seize, Zap
from .rules.versions import MAX_PRESTIGE, PETITION_WINS_ON, zone_bonus

_NOW = ("windfall", "trade_agreement", "imperial_favor", "hyperdrive_boost", "double_shift")
_HARM = ("scandal", "tax_audit", "pirates", "wrinkle_in_time", "embargo", "customs_inspection")
_KEEP = {"avoid_calamity": 9, "zap": 8, "imperial_favor": 7, "stargate": 6, "double_shift": 6, "hyperdrive_boost": 5,
         "windfall": 5, "trade_agreement": 4, "scandal": 4, "pirates": 4, "tax_audit": 3}


def _leader(state, seat):
    rivals = [t for t in range(state.num_players) if t != seat]
    return max(rivals, key=lambda t: (state.prestige[t], state.money[t], -t))


def luck_choice(state, seat, legal, rng):
    p = state.window()
    if p is not None:
        if p.kind == "avoid":
            return Avoid() if Avoid() in legal else PASS
        if p.kind == "discard":
            drops = [a for a in legal if isinstance(a, DiscardLuck)]
            return min(drops, key=lambda a: (_KEEP.get(a.kind, 2), a.kind, a.amount))
        if p.kind == "customs":
            seize = [a for a in legal if isinstance(a, Seize)]
            return min(seize, key=lambda a: (state.contract(a.slot).payoff if state.contract(a.slot) else 0, a.slot))
        if p.kind == "ion":
            return min((a for a in legal if isinstance(a, BlowTo)), key=lambda a: a.world)
        if p.kind == "zap":
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
    for a in legal:
        if isinstance(a, PlayLuck) and a.kind in _NOW:
            return a
    return _harm(state, seat, legal)


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
