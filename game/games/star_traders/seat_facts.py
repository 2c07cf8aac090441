"""What a Star Traders SeatEval works out from the facts of a position it
reads (the contracts on the board, every trader's cargo and ships, the
stations, the trader's money and Prestige), kept for every SeatEval of the
same facts: a playout's next decision often changes none of them (a roll),
and a search's playouts pass the same positions again and again.

A Facts holds the station set, the contracts, the fees due, the holders
and nearest rival carrier of each contract, and the memos a SeatEval fills
(gains, contract rows, quality and plans by station set or arguments, the
action rate).  What a SeatEval reads besides these (the stage, the actions
left, missions) it reads from its own state."""
from __future__ import annotations

from game.games.star_traders import routes

_FACTS: dict = {}  # {(id(board), id(version), id(w)): (board, version, w, {key: Facts})}
_FACTS_LIMIT = 4000  # about two searches of 150 playouts


class Facts:
    __slots__ = ("own", "contracts", "due", "holders", "rival_dist", "gains", "rows", "plans", "quality", "action")

    def __init__(self, state, seat: int):
        self.own = frozenset([w for w, o in state.stations.items() if o == seat])
        cards = state.board.cards
        self.contracts = contracts = [None if n is None else cards[n - 1] for n in state.board_cards]
        self.due = due = {}  # seat_value.fees_due(state), from the contracts just read
        for c in contracts:
            if c is not None:
                due[c.to] = due.get(c.to, 0.0) + 0.3 * c.fee
        self.holders = None
        if state.version.races:
            self.holders = [set() for _ in contracts]
            for s, held in enumerate(state.cargo):
                for k, _ship in held:
                    self.holders[k].add(s)
        # the nearest rival carrier of each contract (expected actions to its TO world)
        self.rival_dist = rival_dist = {}
        base = None
        for s, held in enumerate(state.cargo):
            if s == seat or not held:
                continue
            if base is None:
                base = routes.all_pairs(state.board)
            for k, ship in held:
                c = contracts[k]
                if c is not None:
                    d = base[state.ships[s][ship]][c.to]
                    rival_dist[k + 1] = min(d, rival_dist.get(k + 1, 1e9))
        self.gains: dict = {}
        self.rows: dict = {}
        self.plans: dict = {}
        self.quality: dict = {}
        self.action = None


def facts(state, seat: int, w, persona, goal) -> Facts:
    """The Facts of `seat` in `state` under weights w (persona and goal: what the SeatEval already read)."""
    board, version = state.board, state.version
    held = _FACTS.get((id(board), id(version), id(w)))
    if held is None or held[0] is not board or held[1] is not version or held[2] is not w:
        if len(_FACTS) > 8:
            _FACTS.clear()
        held = _FACTS[(id(board), id(version), id(w))] = (board, version, w, {})
    kept = held[3]
    ships = state.ships
    cargo = tuple(map(tuple, state.cargo))
    # where the rivals' cargo is (their other ships matter to none of it)
    carriers = tuple([ships[s][ship] for s, held in enumerate(cargo) if s != seat for _k, ship in held])
    key = (seat, persona, goal, tuple(state.board_cards), cargo, tuple(ships[seat]), carriers,
           tuple(state.stations.items()), state.money[seat], state.prestige[seat])
    got = kept.get(key)
    if got is None:
        if len(kept) > _FACTS_LIMIT:
            kept.clear()
        got = kept[key] = Facts(state, seat)
    return got
