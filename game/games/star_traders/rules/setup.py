"""Setting up (rulebook "Setting up", "Building your first station(s)",
"Placing initial contracts"): the first trader (drawn, or Player 1 by the
option), money and Prestige, two cards each (not Super Nova), the contracts
on the board, Personalities in reverse turn order, start
worlds in reverse turn order (a Core start for 6 traders), the extra starting
stations of 2-3 traders and the Insider's Core stations.

The rulebook lets a Core choice wait until the initial contracts are placed;
we place the contracts first, so every placement is made knowing them."""
from __future__ import annotations

from game.rules.core import Event

from .actions import ChoosePersonality, PlaceStation, StartAt, seat_name
from .versions import LAUMER, PERSONALITIES, START_MONEY, contracts_on_board
from . import cargo, turns

who = seat_name


def set_up(st) -> list:
    n = st.num_players
    events = []
    # "Determine first player": drawn before anything else, so the deal
    # and every setup choice follow from it.
    if st.options.get("first_player", "random") == "random":
        st.first = st.rng.randrange(n)
        events.append(Event("first_player", f"{who(st.first)} is drawn to take the first turn.", st.first,
                            {"seat": st.first}, barrier=True))
    else:
        st.first = 0
    st.money = [START_MONEY] * n
    tiers = st.version.tiers
    st.deck = sorted(c.card for c in st.board.cards if c.tier in tiers)
    st.rng.shuffle(st.deck)  # the top of the deck is the end of the list
    if st.version.cards:
        for s in range(n):
            st.hands[s] = [st.deck.pop(), st.deck.pop()]
            events.append(Event("deal", f"{who(s)} is dealt two cards.", s, {"seat": s, "cards": 2},
                                private={s: f"{who(s)} is dealt cards {st.hands[s][0]} and {st.hands[s][1]}."},
                                private_data={s: {"hand": list(st.hands[s])}}, barrier=True, sound="card"))
    for k in range(contracts_on_board(n)):
        st.board_cards.append(None)
        cargo.fill_slot(st, k, events)
    reverse = [(st.first - k) % n for k in range(1, n + 1)]  # the last trader in turn order first
    mode = st.options.get("personalities", "off") if st.version.personalities else "off"
    if mode == "random":
        picks = st.rng.sample(PERSONALITIES, n)
        for s in range(n):
            st.personality[s] = picks[s]
        events.append(Event("personalities", "Personalities are dealt at random: " + ", ".join(
            f"{who(s)} the {picks[s].capitalize()}" for s in range(n)) + ".", None,
            {"personalities": list(picks)}, barrier=True))
    elif mode == "choose":
        st.setup_queue += [("personality", s) for s in reverse]
    st.setup_queue += [("start", s) for s in reverse]
    extras = {2: 2, 3: 1}.get(n, 0)
    for _ in range(extras):
        st.setup_queue += [("extra", s) for s in reverse]
    next_setup(st, events)
    return events


# ------------------------------------------------------------ choices
def start_choices(st, seat: int) -> list[int]:
    free = [w for w in st.board.red if w not in st.stations]
    if st.num_players == 6 and not any(ships and ships[0] in st.board.core for ships in st.ships):
        free += [w for w in sorted(st.board.core) if w not in st.stations]
    return free


def place_choices(st, seat: int) -> list[int]:
    kind = st.setup_queue[0][0]
    if kind in ("insider", "laumer"):
        return [w for w in sorted(st.board.core) if w not in st.stations]
    starred = [w for w in st.board.starred if w not in st.stations]
    later = sum(1 for k, s in st.setup_queue[1:] if k == "extra" and s == seat)
    if st.extra_core[seat]:  # "one of the stations will be a Core world": exactly one
        return [w for w in starred if w not in st.board.core]
    if later == 0:
        return [w for w in starred if w in st.board.core]
    return starred


def setup_actions(st) -> list:
    kind, seat = st.setup_queue[0]
    if kind == "personality":
        taken = set(st.personality)
        return [ChoosePersonality(p) for p in PERSONALITIES if p not in taken]
    if kind == "start":
        return [StartAt(w) for w in start_choices(st, seat)]
    return [PlaceStation(w) for w in place_choices(st, seat)]


def place_prompt(st) -> str:
    if not st.setup_queue:
        return ""
    kind, seat = st.setup_queue[0]
    if kind in ("insider", "laumer"):
        return "Insider: choose a Core world for your extra station."
    if place_choices(st, seat) and all(w in st.board.core for w in place_choices(st, seat)):
        return "Place your extra starting station on a Core world."
    return "Place an extra starting station on a starred world."


# ------------------------------------------------------------ applying
def apply_setup(st, action, events: list) -> None:
    kind, seat = st.setup_queue.pop(0)
    if isinstance(action, ChoosePersonality):
        st.personality[seat] = action.personality
        events.append(Event("personality", f"{who(seat)} plays the {action.personality.capitalize()}.", seat,
                            {"seat": seat, "personality": action.personality}))
    elif isinstance(action, StartAt):
        st.ships[seat] = [action.world] * (2 if st.personality[seat] == "tycoon" else 1)
        st.stations[action.world] = seat
        events.append(Event("start", f"{who(seat)} starts at {st.board.name(action.world)}.", seat,
                            {"seat": seat, "world": action.world, "ships": len(st.ships[seat])}))
        if st.personality[seat] == "insider":
            if LAUMER not in st.stations:
                st.stations[LAUMER] = seat
                events.append(Event("station", f"The Insider {who(seat)} has a station at "
                                                f"{st.board.name(LAUMER)}.", seat,
                                    {"seat": seat, "world": LAUMER, "cost": 0, "setup": True}))
            elif action.world != LAUMER:  # (an Insider starting on Laumer has it already)
                st.setup_queue.insert(0, ("laumer", seat))
            st.setup_queue.insert(0, ("insider", seat))
    else:
        st.stations[action.world] = seat
        if kind == "extra" and action.world in st.board.core:
            st.extra_core[seat] = True
        events.append(Event("station", f"{who(seat)} places a station at {st.board.name(action.world)}.",
                            seat, {"seat": seat, "world": action.world, "cost": 0, "setup": True}))
    next_setup(st, events)


def next_setup(st, events: list) -> None:
    """Skip setup steps with no choice left; start the first turn when done."""
    while st.setup_queue:
        kind, seat = st.setup_queue[0]
        st.stage = "personality" if kind == "personality" else "start" if kind == "start" else "place"
        if setup_actions(st):
            return
        st.setup_queue.pop(0)
    st.current = st.first
    st.turns = 0
    turns.begin_turn(st, events)
