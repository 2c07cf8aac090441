"""Trader's Luck (rulebook "Trader's Luck" and the Imperial explanations):
playing the cards of a hand at their timing, calamities (Avoid a Calamity!
lives in avoid.py), Zap after a roll (a move roll, a Random Jump's two dice
or a petition roll), the window between turns, drawing at the end of a turn
with the discard chosen by the holder, discarding by choice, and the
Imperial cards (Quarantine lives in quarantine.py).

A card is played by naming its kind and amount (`PlayLuck`), never its
number: the rules play the lowest-numbered matching card of the hand, so one
search tree serves every sampled hand.

Who is asked follows from public information only (game/rules/pending.py):
a window asks every trader who could act there, that is every trader
holding at least one card (hand sizes are public).  A trader whose hand
(real, or sampled by determinize) has nothing playable there has Pass as
its only answer: bots and the table pass for it at once, and a pass in these
windows leaves no line in the log (`on_pass`), so a pause or a log line
never tells the others what a hand holds.

Windows (Pending kinds): "zap" after a roll (roller first, then turn order;
`zap_roll` is the roll it changes, `zap_dice` a Random Jump's dice); "avoid"
and "avoid_offer" (avoid.py); "between" after a turn's draw and discards
(the next trader first; a trader who plays may be asked again while it
holds a card); and the holder's own choices "discard" (hand limit),
"customs" (which cargo the inspectors seize) and "ion" (where a storm blows
a ship).

Discarding by choice ("cards may be ... discarded at any time"): whoever is
to act, in its turn or answering any question that offers more than Pass,
may also discard a card (`free_discards`).  The discard is a free step that
leaves the stack as it was, so the question is asked again with the hand
now held.  Not during talks (a card named in an offer must stay), and not
where the only answer is Pass: those are passed at once, and a discard offer
there would stop the game at every roll for every card holder."""
from __future__ import annotations

from game.rules.core import Event
from game.rules.pending import PASS

from .actions import seat_name
from .luck_actions import (AcceptAvoid, Avoid, BlowTo, DiscardLuck, PlayLuck, RefuseAvoid, Seize, Zap,  # noqa: F401
                           ZapDie, luck_of)
from .trading import DEAL_KINDS
from .versions import HAND_KEEP, MAVERICK_KEEP, RINGS
from . import quarantine
from . import avoid
from . import luck_effects
from . import petition
from . import black_hole
from . import movement
from . import turns

who = seat_name

QUARANTINE_MARKERS = 3
TAKEOVER_PRICE = 10
WINDOW_KINDS = ("zap", "avoid", "avoid_offer", "between", "discard", "customs", "ion", "prestige")
_TARGETED = ("lost_in_space", "wrinkle_in_time", "tax_audit", "customs_inspection", "embargo", "pirates", "scandal")


class _Handler:
    """Answers the luck windows (PendingMixin's handler protocol)."""

    @staticmethod
    def pending_actions(state, p) -> list:
        return state.luck_choices(p)

    @staticmethod
    def answer(state, p, action, events: list) -> None:
        state.luck_answer(p, action, events)


_HANDLER = _Handler()


class LuckRules:
    """Mixed in before the other rule modules of the state."""

    # ------------------------------------------------------------ state
    def init_luck(self) -> None:
        n = self.num_players
        self.slowed = [0] * n  # actions lost on the next turn (A Wrinkle in Time)
        self.embargoed = [False] * n
        self.big_hold = [False] * n
        self.envoy = [None] * n  # (world, last turn index to reach it)
        self.boosts = []  # this turn's your-turn effects: "open_skies", "stargate", "beacon_hack"
        self.quarantines = []  # see quarantine.py
        self.last_skips = ()  # cards the last Imperial Mission draw passed over

    def hand_cards(self, seat: int, kind: str, amount: int | None = None) -> list[int]:
        return sorted(c for c in self.hands[seat]
                      if luck_of(c).kind == kind and (amount is None or luck_of(c).amount == amount))

    def _take(self, seat: int, kind: str, amount: int) -> int:
        card = self.hand_cards(seat, kind, amount)[0]
        self.hands[seat].remove(card)
        self.discard.append(card)
        return card

    # ------------------------------------------------------------ what may be played
    def luck_menu(self, seat: int, between: bool = False) -> list:
        """PlayLuck actions for `seat` in its own turn (between=False) or in the
        window between turns."""
        if not self.version.cards:
            return []
        n = self.num_players
        others = [t for t in range(n) if t != seat]
        acts = []
        seen = set()
        for c in sorted(self.hands[seat]):
            card = luck_of(c)
            key = (card.kind, card.amount)
            if key in seen:
                continue
            seen.add(key)
            k, amt = card.kind, card.amount
            if k == "imperial_favor":
                acts.append(PlayLuck(k, amt))
            elif k in _TARGETED:
                if k == "customs_inspection":
                    ts = [t for t in others if self.cargo[t]]
                elif k == "pirates":
                    ts = [t for t in others if self.cargo[t] or self.money[t]]
                else:
                    ts = others
                acts += [PlayLuck(k, amt, t) for t in ts]
            elif k == "avoid_calamity":  # frees a trapped trader: in a turn or between turns
                acts += [PlayLuck(k, amt, t) for t in range(n) if quarantine.trapped_ships(self, t)]
            elif between:
                continue
            else:
                acts += self._your_turn_plays(seat, k, amt)
        return acts

    def _your_turn_plays(self, seat: int, k: str, amt: int) -> list:
        here = self.ships[seat][0]
        if k in ("windfall", "hyperdrive_boost", "double_shift", "trade_agreement", "imperial_envoy",
                 "bigger_on_the_inside"):
            if k == "bigger_on_the_inside" and self.big_hold[seat]:
                return []
            if k == "imperial_envoy" and self.envoy[seat] is not None:
                return []
            if k in ("hyperdrive_boost", "double_shift") and self.actions_ended:
                return []  # a Random Jump or a granted petition ended the actions for good
            return [PlayLuck(k, amt)]
        if k in ("open_skies", "stargate", "beacon_hack"):
            return [] if k in self.boosts else [PlayLuck(k, amt)]
        if k == "glitch":
            out = [PlayLuck(k, amt, -1, slot) for slot in range(1, len(self.board_cards) + 1)
                   if self.board_cards[slot - 1] is not None]
            if self.missions[seat] is not None:
                out.append(PlayLuck(k, amt, -1, 0))
            return out if self.deck or self.discard else []
        if k == "warp":
            return [PlayLuck(k, amt, t) for t in range(self.num_players)
                    if t != seat and self.ships[t] and self.ships[t][0] != here]
        if k in ("hostile_takeover", "sabotage"):
            owner = self.stations.get(here)
            if owner is None or owner == seat or self.station_safe(here):
                return []
            if k == "hostile_takeover" and (self.money[seat] < TAKEOVER_PRICE or self.stations_of(seat) >= RINGS):
                return []  # the price, and a ring to put on the station (15 at most)
            return [PlayLuck(k, amt, owner, here)]
        if k == "ion_storm":
            rivals = sorted({w for t in range(self.num_players) if t != seat for w in self.ships[t]})
            return [PlayLuck(k, amt, -1, w) for w in rivals]  # a calamity: another trader's ship must be there
        if k == "quarantine":
            marked = {q[0] for q in self.quarantines}
            if len(self.quarantines) >= QUARANTINE_MARKERS:
                return [PlayLuck(k, amt, -1, w) for w in sorted(marked)]
            return [PlayLuck(k, amt, -1, w) for w in sorted(self.board.galaxy.worlds)]
        return []

    def station_safe(self, world: int) -> bool:
        """Imperial Stations (the Black Hole game, `is_protected`) are safe from every card."""
        return black_hole.is_protected(self, world)

    # ------------------------------------------------------------ hooks called from the other rule modules
    def luck_adjust_menu(self, seat: int, acts: list) -> list:
        """The turn menu with this turn's restrictions and the cards to play."""
        if not self.version.cards:
            return acts
        if self.embargoed[seat]:
            acts = [a for a in acts if type(a).__name__ not in ("PickUp", "PickUpMission")]
        if self.quarantines:
            acts = [a for a in acts if not (type(a).__name__ == "RandomJump" and quarantine.is_trapped(self, seat, a.ship))]
        return acts[:-1] + self.luck_menu(seat) + acts[-1:]  # EndTurn stays last

    def luck_turn_start(self, seat: int, events: list) -> None:
        self.boosts = []
        if self.slowed[seat]:
            lost = min(self.slowed[seat], self.actions_left)
            self.actions_left -= lost
            self.slowed[seat] = 0
            events.append(Event("slowed", f"{who(seat)} loses {lost} action{'s' if lost != 1 else ''} to a "
                                          f"Wrinkle in Time.", seat, {"seat": seat, "lost": lost}))
        quarantine.quarantine_turn_start(self, seat, events)

    def boost_kind(self, seat: int, ship: int, to: int):
        """A jump only a card this turn allows (Stargate, Open Skies, Beacon Hack)."""
        if seat != self.current or self.board.need(self.ships[seat][ship], to) is None:
            return None
        if "stargate" in self.boosts and self.die is not None:
            return "regular"
        if self.stations.get(to) is not None and ("open_skies" in self.boosts or "beacon_hack" in self.boosts):
            return "station"
        return None

    def use_boost(self, seat: int, ship: int, to: int, kind: str) -> None:
        need = self.board.need(self.ships[seat][ship], to)
        if kind == "regular" and "stargate" in self.boosts:
            self.boosts.remove("stargate")
        elif kind == "station" and self.stations.get(to) != seat and "open_skies" not in self.boosts \
                and "beacon_hack" in self.boosts:
            self.boosts.remove("beacon_hack")
        del need

    def hold_size(self, seat: int) -> int:
        return 3 if self.big_hold[seat] else 2

    def check_envoy(self, seat: int, ship: int, events: list) -> None:
        env = self.envoy[seat]
        if env is not None and self.stage != "over" and self.ships[seat][ship] == env[0]:
            luck_effects.envoy_done(self, seat, events)

    def handler_for(self, p):
        return _HANDLER if p.kind in WINDOW_KINDS else super().handler_for(p)

    # ------------------------------------------------------------ the end of a turn
    def luck_end_turn(self, seat: int, events: list) -> None:
        """After the end-of-turn draw: expire this turn's effects, then (as
        resume points) the holder's discards, the window between turns and the
        hand-over to the next trader."""
        self.embargoed[seat] = False
        env = self.envoy[seat]
        if env is not None and self.turns >= env[1]:
            self.envoy[seat] = None
            events.append(Event("envoy_failed", f"{who(seat)}'s Imperial Envoy mission lapses.", seat,
                                {"seat": seat, "world": env[0]}))
        self.boosts = []
        self.stage = "between"
        self.push_resume("next_turn", {"seat": seat})
        self.push_resume("between", {"seat": seat})
        self.ask_discard(seat)

    def hand_keep(self, seat: int) -> int:
        return MAVERICK_KEEP if self.personality[seat] == "maverick" else HAND_KEEP

    def ask_discard(self, seat: int) -> None:
        keep = self.hand_keep(seat)
        if len(self.hands[seat]) > keep:
            extra = len(self.hands[seat]) - keep
            self.push(seat, "discard", f"Your hand limit at the end of a turn is {keep}: discard "
                                       f"{extra} card{'s' if extra > 1 else ''}.",
                      {"seat": seat, "keep": keep}, can_pass=False)

    def free_discards(self, legal: list) -> list:
        """The DiscardLuck choices the seat to act has besides `legal` (module text)."""
        if not self.luck_any_time or not self.version.cards or self.stage not in ("turn", "between") \
                or legal == [PASS]:
            return []
        seat = self.to_act
        p = self.window()
        if seat is None or not self.hands[seat] or (p is not None and p.kind == "discard"):
            return []
        if any(q.kind in DEAL_KINDS for q in self.stack):
            return []
        return self._discard_choices(seat)

    def _discard_choices(self, seat: int) -> list:
        return sorted({DiscardLuck(luck_of(c).kind, luck_of(c).amount) for c in self.hands[seat]},
                      key=lambda a: (a.kind, a.amount))

    def is_free_discard(self, action) -> bool:
        p = self.window()
        return isinstance(action, DiscardLuck) and (p is None or p.kind != "discard")

    def free_discard(self, action: DiscardLuck, events: list) -> None:
        seat = self.to_act
        card = self._take(seat, action.kind, action.amount)
        events.append(Event("discard", f"{who(seat)} discards card {card}.", seat,
                            {"seat": seat, "card": card, "free": True}, barrier=True))

    def card_holders(self, seats) -> list[int]:
        """The seats of `seats` (in that order) holding at least one card:
        who a window asks (hand sizes are public, hands are not)."""
        return [s for s in seats if self.hands[s]]

    def holders_from(self, seat: int) -> list[int]:
        """The card holders in turn order, `seat` first (none without cards):
        who a window on `seat`'s roll or petition asks."""
        if not self.version.cards:
            return []
        n = self.num_players
        return self.card_holders((seat + k) % n for k in range(n))

    def between_seats(self, ended: int) -> list[int]:
        n = self.num_players
        return self.card_holders((ended + k) % n for k in range(1, n + 1))

    # ------------------------------------------------------------ windows: choices
    def luck_choices(self, p) -> list:
        k = p.kind
        if k == "zap":
            amounts = sorted({luck_of(c).amount for c in self.hands[p.seat] if luck_of(c).kind == "zap"})
            top = max(amounts, default=0)
            if p.get("random"):
                return [ZapDie(i + 1, d) for i, die in enumerate(self.zap_dice())
                        for d in range(-top, top + 1) if d and 1 <= die + d <= 6]
            die = self.zap_roll(p)
            return [Zap(d) for d in range(-top, top + 1) if d and 1 <= die + d <= 6]
        if k == "avoid":
            return [Avoid()] if self.hand_cards(p.seat, "avoid_calamity") else []
        if k == "avoid_offer":
            return [AcceptAvoid(), RefuseAvoid()]
        if k == "between":
            return self.luck_menu(p.seat, between=True)
        if k == "prestige":  # before a petition roll: the petitioner's Favor, a rival's Scandal on them
            petitioner = p.get("petitioner")
            kind = "imperial_favor" if p.seat == petitioner else "scandal"
            target = -1 if p.seat == petitioner else petitioner
            return [PlayLuck(kind, amt, target) for amt in sorted({luck_of(c).amount for c in self.hand_cards(p.seat, kind)})]
        if k == "discard":
            return self._discard_choices(p.seat)
        if k == "customs":
            return [Seize(slot + 1) for slot, _ in sorted(self.cargo[p.seat])]
        if k == "ion":
            here = self.ships[p.seat][p.get("ship")]
            return [BlowTo(w) for w, _ in self.board.adj[here]]
        return []

    def luck_answer(self, p, action, events: list) -> None:
        k = p.kind
        if k == "zap" and isinstance(action, ZapDie):
            self.apply_zap_die(p.seat, action, events)
        elif k == "zap":
            self.apply_zap(p.seat, action.delta, events, p)
        elif k == "avoid":
            avoid.avoid(self, p, events)
        elif k == "avoid_offer":
            avoid.answer_avoid_offer(self, p, action, events)
        elif k in ("between", "prestige"):
            self.play_luck(p.seat, action, events, between=p)
        elif k == "discard":
            card = self._take(p.seat, action.kind, action.amount)
            events.append(Event("discard", f"{who(p.seat)} discards card {card} (hand limit {p.get('keep')}).",
                                p.seat, {"seat": p.seat, "card": card}, barrier=True))
            self.ask_discard(p.seat)
        elif k == "customs":
            luck_effects.seize(self, p.seat, action.slot, events)
        elif k == "ion":
            movement.move_ship(self, p.seat, p.get("ship"), action.world, "storm", events)

    def resume(self, p, events: list) -> None:
        k = p.kind
        if k == "calamity":
            if p.get("cancelled"):
                return
            luck_effects.calamity_effect(self, p.get("seat"), p.get("kind"), p.get("amount"), p.get("target"), p.get("world"),
                                 events, p.get("sheltered", ()))
        elif k == "between":
            seats = self.between_seats(p.get("seat"))
            if seats:
                self.open_window("between", seats, "Between turns: play a card on a trader not taking a turn?",
                                 {"ended": p.get("seat")})
        elif k == "random_jump":
            movement.land_random(self, p.get("seat"), p.get("ship"), p.get("dice"), events, drift=bool(p.get("drift")))
        elif k == "next_turn":
            turns.next_turn(self, p.get("seat"), events)
        elif k == "petition":
            petition.petition_verdict(self, p, events)
        elif k == "petition_roll":
            petition.petition_roll(self, p.get("seat"), p.get("world"), p.get("fee"), events, filed=True)

    def on_pass(self, p, events: list) -> None:
        """A pass in a Trader's Luck window leaves no log line: a deliberate
        pass and a forced one (nothing playable) must look the same."""
        if p.kind not in WINDOW_KINDS:
            super().on_pass(p, events)

    # ------------------------------------------------------------ Zap
    def open_zap_window(self, seat: int, petition: bool = False, dice: bool = False) -> None:
        """Ask every card holder, the roller first, whether to Zap the roll just
        announced: the action die, (petition=True) the petition roll kept
        on the "petition" resume record below the window, or (dice=True) one
        of a Random Jump's two dice kept on the "random_jump" record."""
        holders = self.holders_from(seat)
        if not holders:
            return
        if dice:
            first, second = self.zap_dice()
            what = "drifts (Lost in Space)" if self.resume_point("random_jump").get("drift") else \
                "rolled for a random jump"
            self.open_window("zap", holders, f"{who(seat)} {what}: {first} and {second}, world "
                                             f"{10 * first + second}. Zap a die?",
                             {"roller": seat, "random": True})
        elif petition:
            roll = self.resume_point("petition").get("roll")
            self.open_window("zap", holders, f"{who(seat)} rolled {roll} for a petition: Zap the roll?",
                             {"roller": seat, "petition": True})
        else:
            self.open_window("zap", holders, f"{who(seat)} rolled {self.die}: Zap the roll?", {"roller": seat})

    def zap_roll(self, p) -> int:
        """The roll the zap window `p` would change (0: none, or two dice: zap_dice)."""
        if p.get("random"):
            return 0
        if p.get("petition"):
            q = self.resume_point("petition")
            return q.get("roll", 0) if q is not None else 0
        return self.die if self.die is not None else 0

    def zap_dice(self) -> tuple:
        """The two dice of the Random Jump a zap window changes (() when none)."""
        q = self.resume_point("random_jump")
        return tuple(q.get("dice")) if q is not None else ()

    def _spend_zap(self, seat: int, delta: int) -> tuple[int, int]:
        """The smallest Zap card that covers `delta`, to the discards: (amount, card)."""
        fits = sorted((luck_of(c).amount, c) for c in self.hands[seat]
                      if luck_of(c).kind == "zap" and luck_of(c).amount >= abs(delta))
        amount, card = fits[0]
        self.hands[seat].remove(card)
        self.discard.append(card)
        return amount, card

    def apply_zap_die(self, seat: int, action: ZapDie, events: list) -> None:
        amount, card = self._spend_zap(seat, action.delta)
        dice = list(self.zap_dice())
        before = dice[action.die - 1]
        dice[action.die - 1] = max(1, min(6, before + action.delta))
        self.note(dice=tuple(dice))
        which = "first" if action.die == 1 else "second"
        world = 10 * dice[0] + dice[1]
        events.append(Event("zap", f"{who(seat)} plays Zap! ({amount}): the {which} die of {before} becomes "
                                   f"{dice[action.die - 1]}, world {world}.",
                            seat, {"seat": seat, "card": card, "from": before, "value": dice[action.die - 1],
                                   "delta": action.delta, "die": action.die, "world": world, "petition": False},
                            barrier=True, sound="card"))

    def apply_zap(self, seat: int, delta: int, events: list, p) -> None:
        amount, card = self._spend_zap(seat, delta)
        petition = bool(p.get("petition"))
        before = self.zap_roll(p)
        after = max(1, min(6, before + delta))
        if petition:
            self.note(roll=after, zapped=True)
        else:
            self.die = after
        what = "petition roll" if petition else "roll"
        events.append(Event("zap", f"{who(seat)} plays Zap! ({amount}): the {what} of {before} becomes {after}.",
                            seat, {"seat": seat, "card": card, "from": before, "value": after, "delta": delta,
                                   "petition": petition},
                            barrier=True, sound="card"))

    # ------------------------------------------------------------ playing a card
    def play_luck(self, seat: int, a: PlayLuck, events: list, between=None) -> None:
        card = self._take(seat, a.kind, a.amount)
        info = luck_of(card)
        text = f"{who(seat)} plays {info.name}"
        if a.target >= 0:
            text += f" on {who(a.target)}"
        if a.world and a.kind != "glitch":
            text += f" at {self.board.name(a.world)}"
        events.append(Event("luck", text + ".", seat, {"seat": seat, "card": card, "kind": a.kind, "target": a.target,
                                                       "world": a.world, "calamity": info.calamity},
                            barrier=True, sound="card"))
        if between is not None and self.hands[seat]:  # asked again while it holds a card (public)
            self.stack.append(between)
        if a.kind == "avoid_calamity":
            quarantine.free_trapped(self, a.target, events)
        elif info.calamity:
            self.push_resume("calamity", {"seat": seat, "kind": a.kind, "amount": a.amount, "target": a.target,
                                          "world": a.world, "cancelled": False})
            avoid.open_avoid_window(self, seat, a)
        else:
            luck_effects.luck_effect(self, seat, a, events)
