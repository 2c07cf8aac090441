"""Captain of the Stars: the order of play (rulebook "Playing the Game",
"Ending the Game"): a turn begins (from round 2 the first player reveals
an event; free moves from the engine and crew; income), a turn ends, the
round passes to the next seat, and the game ends after the round in which
a captain reached the target."""
from __future__ import annotations

from game.rules.core import Event, winners_of
from game.games.captain.rules.event_cards import reveal_event
from game.games.captain.rules.player import who
from game.games.captain.rules.scoring import in_round_position, scores
from game.games.captain.rules.settlements import collect
from game.games.captain.rules.ship import crew_sum


def start_turn(s, seat: int, events: list) -> None:
    n = s.content.numbers
    s.current = seat
    s.actions = n.actions_per_turn
    s.attacked = False
    s.damaged = frozenset()
    s.mode = "turn"
    s.pending = None
    events.append(Event("turn", f"{who(seat)} begins their turn in round {s.round}.", seat=seat,
                        data={"round": s.round}))
    if seat == s.first and s.round >= 2:
        reveal_event(s, events)
    p = s.players[seat]
    s.free_moves = s.content.engine[p.engine - 1].free_moves + crew_sum(s, seat, "free_move")
    collect(s, seat, events)


def end_turn(s, events: list) -> None:
    seat = s.current
    events.append(Event("end_turn", f"{who(seat)} ends their turn.", seat=seat))
    if in_round_position(s, seat) == s.num_players - 1:
        if s.final_round:
            s.mode = "over"
            s.pending = None
            s.actions = 0
            s.free_moves = 0
            best = winners_of(scores(s))
            names = " and ".join(who(w) for w in best)
            events.append(Event("game_over", f"The game is over. {names} {'wins' if len(best) == 1 else 'share the win'}.",
                                data={"winners": best}))
            return
        s.round += 1
    start_turn(s, (seat + 1) % s.num_players, events)


def take_end_turn(s, a, events: list) -> None:
    end_turn(s, events)
