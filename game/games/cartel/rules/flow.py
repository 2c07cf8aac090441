"""Cartel: the order of play (rulebook "Playing the game" and "The end"):
the queue of steps after an action, the end of a turn (discard down,
draw by the tallest building), the next turn, and the end of the game."""
from __future__ import annotations

from game.rules.core import Event
from game.rules.pending import PendingMixin

from . import choices, effects, pieces, scoring
from .actions import name, seat_name

who = seat_name


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def draw(st, seat: int, n: int, events: list) -> bool:
    """Draw n cards; False if the game ended because none were left."""
    drawn = []
    for _ in range(n):
        if not st.deck:
            if st.reshuffled == 0 and st.discard:
                st.deck = sorted(st.discard)
                st.discard = []
                st.rng.shuffle(st.deck)
                st.reshuffled = 1
                events.append(Event("reshuffle", "The Bankroll deck is empty: the discards are shuffled "
                                    "into a new deck.", None, {"cards": len(st.deck)}, barrier=True))
            else:
                report_draw(st, seat, drawn, events)
                end_game(st, "the Bankroll deck ran out for the second time" if st.reshuffled else
                          "the Bankroll deck ran out with no discards to shuffle into a new one", events)
                return False
        card = st.deck.pop()
        drawn.append(card)
        pieces.gain_card(st, seat, card)
    report_draw(st, seat, drawn, events)
    return True


def report_draw(st, seat: int, drawn: list, events: list) -> None:
    if not drawn:
        return
    drawn = sorted(drawn)  # the order within one draw says nothing (hands are kept sorted)
    mine = ", ".join(name(c) for c in drawn)
    events.append(Event("draw", f"{who(seat)} draws {_plural(len(drawn), 'card')}.", seat,
                        {"seat": seat, "cards": len(drawn)}, private={seat: f"You draw {mine}."},
                        private_data={seat: {"drawn": list(drawn)}}, barrier=True, sound="card"))


def check_agents_out(st, seat: int, events: list) -> None:
    if st.reserve[seat] <= 0 and st.stage != "over":
        end_game(st, f"{who(seat)} has every Agent in the city", events)


def end_game(st, why: str, events: list) -> None:
    if st.stage == "over":
        return
    st.stage = "over"
    st.ended_by = why
    st.stack = []
    st.todo = []
    st.trash_queue = []
    board = ", ".join(f"{who(sc.seat)} {sc.total}" for sc in scoring.scores(st))
    events.append(Event("end", f"The game ends: {why}. Scores: {board}.", None,
                        {"why": why, "hands": [list(h) for h in st.hands]}, barrier=True))


def settle(st, events: list) -> None:
    while True:
        PendingMixin.settle(st, events)
        if st.stack or st.stage != "busy":
            return
        step(st, events)


def step(st, events: list) -> None:
    seat = st.current
    if st.trash_queue:
        effects.trash_next(st, events)
        return
    if not st.todo:
        if st.actions_left > 0:
            st.stage = "action"
        else:
            end_turn(st, events)
        return
    step = st.todo.pop(0)
    kind = step[0]
    if kind == "pay":
        st.pay_left, st.pay_why = step[1], step[2]
        st.stage = "pay"
    elif kind == "effect":
        effects.effect(st, seat, *step[1:], events=events)
    elif kind == "gain":
        if st.reserve[seat] > 0:
            spots = choices.agent_spots(st, seat, step[1])
            if len(spots) == 1:
                pieces.add_agent(st, seat, spots[0], events, gained=True)
            else:
                st.focus = step[1]
                st.stage = "place_agent"
    elif kind == "draw":
        draw(st, seat, step[1], events)
    elif kind == "trash_all":
        cell = step[1]
        counts = st.agents_at(cell)
        for s in range(st.num_players):
            st.trash_queue += [(s, cell)] * counts[s]
    elif kind == "attack":
        counts = st.agents_at(step[1])
        mine = counts[seat]
        rival = max((n for s, n in enumerate(counts) if s != seat), default=0)
        equal_ok = "fivel" in st.officials[seat]
        if rival and (mine > rival or (equal_ok and mine >= rival)):
            st.focus = step[1]
            st.stage = "attack"
    elif kind == "tracy":
        if "tracy" in st.officials[seat] and not st.tracy_used and choices.tracy_choices(st, seat):
            st.stage = "tracy"
    elif kind == "juan":
        if choices.juan_choices(st):
            st.stage = "juan"
    elif kind == "ford":
        if st.discard:
            st.stage = "ford"
    elif kind == "sven":
        if "sven" in st.officials[seat] and choices.sven_choices(st, seat):
            st.stage = "sven"


def end_turn(st, events: list) -> None:
    seat = st.current
    if len(st.hands[seat]) > st.content.numbers.keep_after_turn:
        st.stage = "discard"
        return
    height = st.tallest(seat)
    if height and not draw(st, seat, height, events):
        return
    st.current = (seat + 1) % st.num_players
    st.turns += 1
    start_turn(st, events)


def start_turn(st, events: list) -> None:
    st.actions_left = st.content.numbers.actions_per_turn
    st.tracy_used = False
    st.focus = None
    st.stage = "action"
    events.append(Event("turn", f"{who(st.current)}'s turn.", st.current, {"seat": st.current}))
