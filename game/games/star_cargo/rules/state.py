"""Star Cargo: rules state.

Cards and planets are indices into the shared `Catalogue`.  Per planet the
state keeps the one card lying face up under it (`under`, -1 while the planet
is in the bank).  Per seat: the planet its ship is at, the one cargo in its
hold, the planet that cargo was picked up from, and its secret score pile.

Interpretations (also listed in content/star_cargo/rules.md):
- Setup: seats choose in seat order, any colour; a colony dealt at setup makes
  that planet a colony.  Setup never ends the game: if it deals only colonies,
  play begins and the ships must discover new planets.
- The game ends the moment a card dealt during play leaves every planet in
  play a colony (also when a card must be dealt and deck and discard pile are
  both empty).
- A sold card goes from the hold to the seller's score pile; the card under
  the buying planet stays.  A picked-up card leaves the planet for the hold and
  a fresh card is dealt under it.  Jettisoned cargo is face up in the discard
  pile, which becomes the new deck when the deck runs out.
- You may not sell at the planet you picked your cargo up from, however often
  you leave and return.
"""
from __future__ import annotations

import random

from game.rules.core import Event, GameState, IllegalAction, Ruleset, Score, copy_rng, rng_digest

from .actions import GAME_ID, PICK_UP, SELL, ChoosePlanet, Discover, Move, PickUp, Sell
from .catalogue import Catalogue, default_catalogue

SETUP, PLAY, OVER = "setup", "play", "over"

_TABLES: dict[int, tuple] = {}


def _tables(cat: Catalogue):
    """Ready-made action objects per planet (actions are immutable)."""
    t = _TABLES.get(id(cat))
    if t is None:
        t = (
            tuple(ChoosePlanet(p.id) for p in cat.planets),
            tuple(Move(p.id) for p in cat.planets),
            tuple(Discover(p.id) for p in cat.planets),
            cat,  # keep the catalogue alive while its id is a key
        )
        _TABLES[id(cat)] = t
    return t


def player_name(seat: int) -> str:
    return f"Player {seat + 1}"


class StarCargoState(GameState):
    game_id = GAME_ID

    # ------------------------------------------------------------ setup
    def __init__(self, players: int, options: dict, seed: int, cat: Catalogue | None = None):
        self.cat = cat or default_catalogue()
        self.num_players = players
        self.options = dict(options)
        self._rng: random.Random | None = random.Random(seed)
        self._rng_seed = 0
        # The deck is kept unordered: a deal draws a uniformly random card from
        # it with self.rng, exactly like taking the top card of a shuffled deck.
        # With no hidden order, determinize need not reshuffle it.
        self.deck = list(range(len(self.cat.cards)))
        self.discard: list[int] = []
        nplanets = len(self.cat.planets)
        self.under = [-1] * nplanets  # card face up under each planet, -1 = none
        self.in_play: list[int] = []  # planets on the table, in the order they arrived
        self.colonised: dict[int, int] = {}  # planet -> the colony card that settled it (never undone)
        self.ships = [-1] * players
        self.holds = [-1] * players
        self.origins = [-1] * players  # planet each hold's cargo was picked up from
        self.piles: list[list[int]] = [[] for _ in range(players)]
        self.phase_name = SETUP
        self.current = 0
        self.turn = 0  # turns taken in play (setup choices not counted)
        self.end_reason = ""

    # The generator is made lazily: determinized copies get only a seed, and
    # most of them (a bot's one-step look) never deal a card.
    @property
    def rng(self) -> random.Random:
        r = self._rng
        if r is None:
            r = self._rng = random.Random(self._rng_seed)
        return r

    @rng.setter
    def rng(self, value: random.Random) -> None:
        self._rng = value

    def clone(self) -> "StarCargoState":
        c = self._copy()
        if self._rng is None:
            c._rng, c._rng_seed = None, self._rng_seed
        else:
            c._rng, c._rng_seed = copy_rng(self._rng), 0
        return c

    def _copy(self) -> "StarCargoState":
        c = object.__new__(StarCargoState)
        c.cat = self.cat
        c.num_players = self.num_players
        c.options = self.options  # never mutated after setup
        c.deck = self.deck[:]
        c.discard = self.discard[:]
        c.under = self.under[:]
        c.in_play = self.in_play[:]
        c.colonised = dict(self.colonised)
        c.ships = self.ships[:]
        c.holds = self.holds[:]
        c.origins = self.origins[:]
        c.piles = [p[:] for p in self.piles]
        c.phase_name = self.phase_name
        c.current = self.current
        c.turn = self.turn
        c.end_reason = self.end_reason
        return c

    # ------------------------------------------------------------ protocol
    @property
    def to_act(self):
        return None if self.phase_name == OVER else self.current

    @property
    def is_over(self) -> bool:
        return self.phase_name == OVER

    def phase(self) -> str:
        return {SETUP: "Setup", PLAY: "Trading", OVER: "Game over"}[self.phase_name]

    def prompt(self) -> str:
        if self.phase_name == OVER:
            return "The game is over."
        if self.phase_name == SETUP:
            return "Choose a planet from the bank to start at."
        seat = self.current
        parts = []
        here = self.ships[seat]
        card = self.under[here]
        if card >= 0 and not self.cat.is_colony[card]:
            parts.append(f"pick up the {self.cat.cards[card].name}")
        if self._can_sell(seat):
            parts.append(f"sell your {self.cat.cards[self.holds[seat]].name}")
        parts.append(f"fly to a planet that is not {self.cat.planets[here].colour.name}")
        text = ", ".join(parts[:-1]) + (" or " if len(parts) > 1 else "") + parts[-1]
        return text[0].upper() + text[1:] + "."

    def planets_in_bank(self) -> list[int]:
        inplay = set(self.in_play)
        return [p for p in range(len(self.under)) if p not in inplay]

    def legal_actions(self):
        if self.phase_name == OVER:
            return []
        choose, moves, discovers, _ = _tables(self.cat)
        under = self.under
        if self.phase_name == SETUP:
            return [choose[p] for p in range(len(under)) if under[p] < 0]
        seat = self.current
        here = self.ships[seat]
        acts = []
        card = under[here]
        if card >= 0 and card not in self.cat.colony_set:
            acts.append(PICK_UP)
        if self._can_sell(seat):
            acts.append(SELL)
        # During play a planet is in play exactly when a card lies under it.
        for p in self.cat.other_colour_planets[self.cat.colour_of[here]]:
            acts.append(moves[p] if under[p] >= 0 else discovers[p])
        return acts

    def _can_sell(self, seat: int) -> bool:
        hold = self.holds[seat]
        if hold < 0:
            return False
        here = self.ships[seat]
        card = self.under[here]
        return here != self.origins[seat] and card >= 0 and self.cat.suit_of[card] == self.cat.suit_of[hold]

    def is_legal(self, a) -> bool:
        return not self._illegal_reason(a)

    def why_illegal(self, a) -> str:
        return self._illegal_reason(a) or f"{a.label()} is legal now"

    def consequences(self, a) -> list[str]:
        old = self.holds[self.current] if isinstance(a, PickUp) else -1
        if old >= 0:
            return [f"the {self.cat.cards[old].name} in your hold is jettisoned onto the discard pile"]
        return []

    def _illegal_reason(self, a) -> str:
        """Empty when `a` is legal now, otherwise the reason in plain words."""
        cat = self.cat
        if self.phase_name == OVER:
            return "the game is over"
        if not isinstance(a, (ChoosePlanet, PickUp, Move, Discover, Sell)):
            return "that is not a move of Star Cargo"
        if self.phase_name == SETUP:
            if not isinstance(a, ChoosePlanet):
                return "the game has not started yet: first choose a planet from the bank to start at"
            p = cat.planet_index.get(a.planet)
            if p is None:
                return f"there is no planet called {a.planet!r}"
            if p in self.in_play:
                return f"{cat.planets[p].name} is already in play; choose a planet still in the bank"
            return ""
        if isinstance(a, ChoosePlanet):
            return "every ship has its starting planet; setup is over"
        seat = self.current
        here = self.ships[seat]
        here_name = cat.planets[here].name
        card = self.under[here]
        if isinstance(a, PickUp):
            if card < 0:
                return f"there is no card under {here_name}"
            if cat.is_colony[card]:
                return f"{here_name} is a colony; colonies have no cargo to pick up"
            return ""
        if isinstance(a, Sell):
            hold = self.holds[seat]
            if hold < 0:
                return "your hold is empty: there is nothing to sell"
            if here == self.origins[seat]:
                return "you picked this cargo up here; sell it elsewhere"
            if card < 0:
                return f"{here_name} has no card, so it buys nothing"
            if cat.suit_of[card] != cat.suit_of[hold]:
                return (f"{here_name} buys {cat.cards[card].suit.name} (its card is the {cat.cards[card].name}); "
                        f"your cargo is {cat.cards[hold].suit.name}")
            return ""
        # Move or Discover
        p = cat.planet_index.get(a.planet)
        if p is None:
            return f"there is no planet called {a.planet!r}"
        target = cat.planets[p]
        in_play = p in self.in_play
        if isinstance(a, Move) and not in_play:
            return f"{target.name} is not in play yet: discover it to fly there"
        if isinstance(a, Discover) and in_play:
            return f"{target.name} is already in play: fly there without discovering it"
        if p == here:
            return f"you are already at {target.name}"
        if cat.colour_of[p] == cat.colour_of[here]:
            return (f"{target.name} is the same colour ({target.colour.name}) as {here_name}; "
                    f"fly to a planet of another colour")
        return ""

    def apply(self, a) -> list[Event]:
        reason = self._illegal_reason(a)
        if reason:
            raise IllegalAction(reason)
        return self._apply(a)

    # ------------------------------------------------------------ doing it
    def _apply(self, a) -> list[Event]:
        events: list[Event] = []
        seat = self.current
        cat = self.cat
        who = player_name(seat)
        if isinstance(a, ChoosePlanet):
            p = cat.planet_index[a.planet]
            self.in_play.append(p)
            self.ships[seat] = p
            events.append(Event("choose", f"{who} starts at {self._pname(p)}.", seat,
                                {"seat": seat, "planet": cat.planets[p].id}, sound="click"))
            self._deal(p, events, check_end=False)
            if self.phase_name == OVER:  # no card left to deal (only with a tiny custom deck)
                return events
            if seat + 1 < self.num_players:
                self.current = seat + 1
            else:
                self.current = 0
                self.phase_name = PLAY
                events.append(Event("start", f"Every ship has a home port. {player_name(0)} begins.", 0))
            return events

        if isinstance(a, PickUp):
            here = self.ships[seat]
            card = self.under[here]
            self.under[here] = -1
            old = self.holds[seat]
            self.holds[seat] = card
            self.origins[seat] = here
            events.append(Event("pickup", f"{who} picks up the {cat.cards[card].name} at {cat.planets[here].name}.",
                                seat, {"seat": seat, "planet": cat.planets[here].id, "card": cat.cards[card].to_json()},
                                sound="card"))
            if old >= 0:
                self.discard.append(old)
                events.append(Event("jettison", f"{who} jettisons the {cat.cards[old].name} onto the discard pile.",
                                    seat, {"seat": seat, "card": cat.cards[old].to_json()}, sound="card"))
            self._deal(here, events)
        elif isinstance(a, Sell):
            here = self.ships[seat]
            card = self.holds[seat]
            self.holds[seat] = -1
            self.origins[seat] = -1
            pile = self.piles[seat]
            pile.append(card)
            total = sum(cat.value_of[c] for c in pile)
            events.append(Event(
                "sell", f"{who} sells cargo at {cat.planets[here].name}.", seat,
                {"seat": seat, "planet": cat.planets[here].id},
                private={seat: f"{who} sells the {cat.cards[card].name} at {cat.planets[here].name} "
                               f"for {cat.value_of[card]} (score pile: {total} in {len(pile)} "
                               f"{'card' if len(pile) == 1 else 'cards'})."},
                sound="coins"))
        elif isinstance(a, Move):
            p = cat.planet_index[a.planet]
            self._fly(seat, p, events)
        else:  # Discover
            p = cat.planet_index[a.planet]
            self.in_play.append(p)
            events.append(Event("discover", f"{who} discovers {self._pname(p)}.", seat,
                                {"seat": seat, "planet": cat.planets[p].id}, sound="click"))
            self._deal(p, events, check_end=False)
            self._fly(seat, p, events)
            if self.phase_name != OVER:
                self._check_all_colonies(events)
        if self.phase_name != OVER:
            self.turn += 1
            self.current = (seat + 1) % self.num_players
        return events

    def _pname(self, p: int) -> str:
        planet = self.cat.planets[p]
        return f"{planet.name} ({planet.colour.name})"

    def _fly(self, seat: int, p: int, events: list[Event]) -> None:
        src = self.ships[seat]
        self.ships[seat] = p
        events.append(Event("move", f"{player_name(seat)} flies from {self.cat.planets[src].name} to "
                                    f"{self.cat.planets[p].name}.", seat,
                            {"seat": seat, "from": self.cat.planets[src].id, "to": self.cat.planets[p].id},
                            sound="click"))

    def _deal(self, p: int, events: list[Event], check_end: bool = True) -> None:
        """Deal a card face up under planet p: a uniformly random card of the
        deck, i.e. the top of a shuffled deck (the discard pile becomes the new
        deck if the deck is empty).  Ends the game when no card
        is left, and, if check_end, when every planet in play is a colony."""
        cat = self.cat
        if not self.deck:
            if not self.discard:
                self._end(events, "a card had to be dealt but the deck and the discard pile are both empty")
                return
            self.deck, self.discard = self.discard, []  # deals draw at random: shuffled
            events.append(Event("reshuffle", f"The deck is empty: the {len(self.deck)} jettisoned "
                                             f"{'card is' if len(self.deck) == 1 else 'cards are'} shuffled into a new deck.",
                                data={"cards": len(self.deck)}, barrier=True, sound="card"))
        deck = self.deck
        i = self.rng.randrange(len(deck))
        card = deck[i]
        deck[i] = deck[-1]
        deck.pop()
        self.under[p] = card
        events.append(Event("deal", f"The {cat.cards[card].name} is dealt face up under {cat.planets[p].name}.",
                            data={"planet": cat.planets[p].id, "card": cat.cards[card].to_json()},
                            barrier=True, sound="card"))
        if cat.is_colony[card]:
            self.colonised[p] = card
            events.append(Event("colony", f"{cat.planets[p].name} becomes a colony: it buys "
                                          f"{cat.cards[card].suit.name} for the rest of the game.",
                                data={"planet": cat.planets[p].id, "suit": cat.cards[card].suit.id}, sound="click"))
            if check_end:
                self._check_all_colonies(events)

    def _check_all_colonies(self, events: list[Event]) -> None:
        if self.phase_name == PLAY and len(self.colonised) == len(self.in_play):
            self._end(events, "every planet in play is a colony")

    def _end(self, events: list[Event], reason: str) -> None:
        self.phase_name = OVER
        self.end_reason = reason
        scores = self.scores()
        best = max(s.key for s in scores)
        names = [player_name(s.seat) for s in scores if s.key == best]
        summary = "; ".join(f"{player_name(s.seat)} {s.total}" for s in scores)
        events.append(Event("end", f"Game over: {reason}. Scores: {summary}. "
                                   f"{' and '.join(names)} {'wins' if len(names) == 1 else 'share the victory'}.",
                            data={"reason": reason, "winners": [s.seat for s in scores if s.key == best]},
                            barrier=True, sound="coins"))

    # ------------------------------------------------------------ scoring
    def score_of(self, seat: int) -> int:
        value_of = self.cat.value_of
        return sum(value_of[c] for c in self.piles[seat])

    def scores(self) -> list[Score]:
        out = []
        for seat in range(self.num_players):
            total = self.score_of(seat)
            hold = self.holds[seat]
            hold_value = self.cat.value_of[hold] if hold >= 0 else 0
            n = len(self.piles[seat])
            out.append(Score(seat, total, (hold_value, n),
                             {"cargo sold": total},
                             {"cargo sold": f"{n} card{'s' if n != 1 else ''}"
                                            + (f" (cargo worth {hold_value} left unsold in the hold)"
                                               if hold_value else "")}))
        return out

    # ------------------------------------------------------------ information
    def view_for(self, seat):
        cat = self.cat
        code = lambda c: cat.cards[c].code if c >= 0 else None  # noqa: E731
        reveal = self.phase_name == OVER
        piles = []
        for s, pile in enumerate(self.piles):
            if reveal or s == seat:
                piles.append({"count": len(pile), "cards": [cat.cards[c].code for c in pile],
                              "points": self.score_of(s)})
            else:
                piles.append({"count": len(pile)})
        inplay = set(self.in_play)
        return {
            "game": GAME_ID,
            "seat": seat,
            "players": self.num_players,
            "phase": self.phase_name,
            "to_act": self.to_act,
            "turn": self.turn,
            "deck": len(self.deck),
            "discard": [cat.cards[c].code for c in self.discard],
            "planets": [{"id": cat.planets[p].id, "card": code(self.under[p]), "colony": p in self.colonised}
                        for p in self.in_play],
            "bank": [cat.planets[p].id for p in range(len(cat.planets)) if p not in inplay],
            "ships": [cat.planets[p].id if p >= 0 else None for p in self.ships],
            "holds": [code(c) for c in self.holds],
            "origins": [cat.planets[p].id if p >= 0 else None for p in self.origins],
            "score_piles": piles,
            "end_reason": self.end_reason,
        }

    def determinize(self, seat: int, rng: random.Random) -> "StarCargoState":
        """Resample what `seat` cannot see: which cargo cards lie in the other
        seats' score piles (pile sizes kept) and which in the deck; reseed the
        generator.  The deck has no order to resample (deals draw at random).
        Colony cards are never sold, so every colony not yet dealt stays in the
        deck."""
        c = self._copy()
        c._rng, c._rng_seed = None, rng.getrandbits(64)
        if self.phase_name == OVER:
            return c
        # The copy must depend only on what `seat` knows: the deck list is
        # rebuilt in card order (its order, and which of its cards were the
        # true pile cards, would otherwise survive into the copy).
        c.deck.sort()
        others = [s for s in range(c.num_players) if s != seat and c.piles[s]]
        if not others:
            return c
        colony = self.cat.colony_set
        keep = [x for x in c.deck if x in colony]
        pool = [x for x in c.deck if x not in colony]
        for s in others:
            pool += c.piles[s]
        pool.sort()
        # partial Fisher-Yates: the first k places get a uniform sample
        k = sum(len(c.piles[s]) for s in others)
        n = len(pool)
        rnd = rng.random
        for i in range(k):
            j = i + int(rnd() * (n - i))
            pool[i], pool[j] = pool[j], pool[i]
        at = 0
        for s in others:
            size = len(c.piles[s])
            c.piles[s] = pool[at:at + size]
            at += size
        keep += pool[k:]
        c.deck = keep
        return c

    def fingerprint(self) -> str:
        parts = [f"rng={rng_digest(self.rng)}"]
        for key, value in sorted(vars(self).items()):
            if key not in ("_rng", "_rng_seed"):
                parts.append(f"{key}={value!r}")
        return "\n".join(parts)

    # ------------------------------------------------------------ checks
    def invariant_errors(self) -> list[str]:
        """Empty when healthy.  Cheap whole-state checks first; the detailed
        search for what is wrong runs only when one of them fails."""
        cat = self.cat
        colony = cat.colony_set
        under, holds, origins, ships = self.under, self.holds, self.origins, self.ships
        inplay = set(self.in_play)
        colonised = self.colonised
        try:
            placed = [p for p, c in enumerate(under) if c >= 0]
            every = self.deck + self.discard + [under[p] for p in placed]
            for seat in range(self.num_players):
                h, o, p = holds[seat], origins[seat], ships[seat]
                if h >= 0:
                    every.append(h)
                    if o not in inplay:
                        return self._diagnose()
                elif o != -1:
                    return self._diagnose()
                if (p < 0 and self.phase_name != SETUP) or (p >= 0 and p not in inplay):
                    return self._diagnose()
        except TypeError:  # a hold that is not one card
            return self._diagnose()
        for pile in self.piles:
            every += pile
        # Each card exactly once, and every colony card either still in the
        # deck or under the planet it settled: so none in holds, the discard
        # pile or score piles, and no colony ever changed back.
        ok = (
            len(every) == len(cat.cards) and set(every) == cat.all_cards
            and len(inplay) == len(self.in_play)
            and (inplay.issuperset(placed) if self.phase_name == OVER else inplay == set(placed))
            and all(under[p] == c for p, c in colonised.items())
            and colony.issuperset(colonised.values())
            and len(colony.intersection(self.deck)) + len(colonised) == len(colony)
            and not (self.phase_name == PLAY and len(colonised) == len(self.in_play) > self.num_players)
        )
        return [] if ok else self._diagnose()

    def _diagnose(self) -> list[str]:
        cat = self.cat
        errors = []
        colony = cat.colony_set
        # --- every card exactly once
        holds = [c for c in self.holds if isinstance(c, int) and c >= 0]
        every = self.deck + self.discard + [c for c in self.under if c >= 0] + holds
        for pile in self.piles:
            every += pile
        counts: dict = {}
        for c in every:
            counts[c] = counts.get(c, 0) + 1
        lost = [cat.cards[i].code for i in range(len(cat.cards)) if i not in counts]
        twice = [cat.cards[i].code if 0 <= i < len(cat.cards) else repr(i) for i, k in counts.items() if k > 1]
        strange = [repr(i) for i in counts if not (isinstance(i, int) and 0 <= i < len(cat.cards))]
        if lost:
            errors.append(f"cards missing: {', '.join(lost)}")
        if twice:
            errors.append(f"cards in two places: {', '.join(twice)}")
        if strange:
            errors.append(f"not cards of the deck: {', '.join(strange)}")
        # --- holds: one cargo card each, with the planet it came from
        for s, hold in enumerate(self.holds):
            origin = self.origins[s]
            if type(hold) is not int:
                errors.append(f"seat {s}'s hold is not one card: {hold!r}")
                continue
            if hold in colony:
                errors.append(f"seat {s} holds a colony card")
            if (hold >= 0) != (origin >= 0):
                errors.append(f"seat {s}: hold and origin planet disagree")
        if not colony.isdisjoint(self.discard):
            errors.append("a colony card is in the discard pile")
        for s, pile in enumerate(self.piles):
            if not colony.isdisjoint(pile):
                errors.append(f"seat {s} has a colony card in its score pile")
        # --- planets
        inplay = set(self.in_play)
        if len(inplay) != len(self.in_play):
            errors.append("a planet is in play twice")
        over = self.phase_name == OVER
        colonised = self.colonised
        for p, card in enumerate(self.under):
            if p in inplay:
                if card < 0:
                    if not over:
                        errors.append(f"{cat.planets[p].name} is in play without a card")
                elif card in colony and colonised.get(p) != card:
                    errors.append(f"{cat.planets[p].name} shows a colony card that is not on the colony record")
            elif card >= 0:
                errors.append(f"{cat.planets[p].name} is in the bank but has a card")
        for p, card in colonised.items():
            if self.under[p] != card:
                now = cat.cards[self.under[p]].code if self.under[p] >= 0 else "no card"
                errors.append(f"colony {cat.planets[p].name} changed back (record {cat.cards[card].code}, now {now})")
        setup = self.phase_name == SETUP
        for s, p in enumerate(self.ships):
            if p < 0:
                if not setup:
                    errors.append(f"seat {s}'s ship is nowhere")
            elif p not in inplay:
                errors.append(f"seat {s}'s ship is at a planet in the bank")
        for s, p in enumerate(self.origins):
            if p >= 0 and p not in inplay:
                errors.append(f"seat {s}: cargo origin is not in play")
        if len(colony.intersection(self.deck)) + len(colonised) != len(colony):
            errors.append("colony cards are neither in the deck nor under planets")
        # Only a table dealt all colonies at setup may be all colonies in play
        # (the end comes with the next deal that settles the last open planet).
        if self.phase_name == PLAY and len(colonised) == len(self.in_play) > self.num_players:
            errors.append("every planet in play is a colony but the game goes on")
        return errors or ["the state is inconsistent"]


class StarCargoRuleset(Ruleset):
    id = GAME_ID
    name = "Star Cargo"
    min_players = 2
    max_players = 4
    options = ()
    tiebreak_labels = ("value of the cargo in the hold", "cards in the score pile")

    def new_game(self, players: int, options: dict | None = None, seed: int = 0,
                 catalogue: Catalogue | None = None) -> StarCargoState:
        self.check_players(players)
        return StarCargoState(players, self.resolve_options(options), seed, catalogue)
