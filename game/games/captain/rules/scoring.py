"""Captain of the Stars: points (rulebook "Victory Points", "Ending the
Game"): VP gained (the publicist adds to every gain; reaching the target
starts the final round) and the final scores with their tie-breaks."""
from __future__ import annotations

from game.rules.core import Event, Score
from game.games.captain.rules.player import who
from game.games.captain.rules.ship import crew_sum


def in_round_position(s, seat: int) -> int:
    return (seat - s.first) % s.num_players


def gain_vp(s, seat: int, amount: int, events: list) -> int:
    if amount <= 0:
        return 0
    amount += crew_sum(s, seat, "publicist")
    p = s.players[seat]
    p.vp += amount
    if p.vp >= s.target and not s.final_round:
        s.final_round = True
        events.append(Event("final", f"{who(seat)} has reached {s.target} VP: the game ends after this round.",
                            seat=seat, data={"target": s.target}))
    return amount


def scores(s) -> list:
    per = s.content.numbers.resources_per_point
    out = []
    for seat, p in enumerate(s.players):
        total = p.vp + p.bp + p.resources // per
        out.append(Score(seat, total, (p.bp, p.resources, p.upgrades(), in_round_position(s, seat)),
                         {"VP": p.vp, "BP": p.bp, "resources": p.resources // per},
                         {"resources": f"{p.resources} \u00f7 {per}"}))
    return out
