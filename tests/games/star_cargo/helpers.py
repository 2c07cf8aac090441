"""Build Star Cargo positions directly, by card codes and planet ids."""
from __future__ import annotations

from game.games.star_cargo.rules import StarCargoState, default_catalogue
from game.games.star_cargo.rules.state import PLAY

CAT = default_catalogue()


def card(code: str, cat=CAT) -> int:
    return cat.card_index[code]


def planet(pid: str, cat=CAT) -> int:
    return cat.planet_index[pid]


def arrange(players=2, planets=None, ships=None, holds=None, piles=None, discard=(), deck=None,
            current=0, seed=1, cat=CAT) -> StarCargoState:
    """A state in the trading phase.

    planets: {planet id: card code} in play (others stay in the bank);
    ships: planet id per seat; holds: per seat None or (card code, origin id);
    piles: per seat list of codes; discard: codes.  deck: codes that form the
    deck, or None for "every card not placed".  When a deck is given, every
    card not placed anywhere goes to the discard pile (so it must be cargo).
    """
    st = StarCargoState(players, {}, seed, cat)
    planets = planets or {}
    used: set[int] = set()

    def take(code):
        c = card(code, cat)
        assert c not in used, f"{code} placed twice"
        used.add(c)
        return c

    for pid, code in planets.items():
        p = planet(pid, cat)
        c = take(code)
        st.in_play.append(p)
        st.under[p] = c
        if cat.is_colony[c]:
            st.colonised[p] = c
    st.ships = [planet(pid, cat) for pid in (ships or [next(iter(planets))] * players)]
    holds = holds or [None] * players
    for s, h in enumerate(holds):
        if h is not None:
            st.holds[s] = take(h[0])
            st.origins[s] = planet(h[1], cat)
    for s, pile in enumerate(piles or []):
        st.piles[s] = [take(code) for code in pile]
    st.discard = [take(code) for code in discard]
    if deck is None:
        st.deck = [c for c in range(len(cat.cards)) if c not in used]
    else:
        st.deck = [take(code) for code in deck]
        rest = [c for c in range(len(cat.cards)) if c not in used]
        assert not any(cat.is_colony[c] for c in rest), "colony cards must be in the deck or under planets"
        st.discard += rest
    st.phase_name = PLAY
    st.current = current
    st.turn = 1
    assert st.invariant_errors() == [], st.invariant_errors()
    return st


def colonies_except(*placed: str, cat=CAT) -> list[str]:
    """Codes of every colony card except those given (to build a deck of colonies)."""
    return [c.code for c in cat.cards if c.colony and c.code not in placed]


def kinds(events) -> list[str]:
    return [e.kind for e in events]
