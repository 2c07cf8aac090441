"""Petitioning the Emperor (rulebook "Winning the game", "Your Imperial
Mission"; Family and Imperial, and the Black Hole's table, whose rows and
network are in black_hole.py):
the requirements ($50 the first time, $20 after; 15 Prestige; 8/7/6/5/4
stations for 2..6 traders), the roll with the Prestige zone bonus (and the
Insider's +1), 5 or more wins, decided after the Zap window on the roll
(basics.py, luck.py); denials cost 5 Prestige the first time and 3 after; success
drops all cargo, draws the Imperial Mission (unstarred contracts are
discarded until a starred one comes up) and ends the turn's actions.
Options: a petition at 30 Prestige succeeds; the short ending makes the
first successful petitioner the winner.

The Black Hole table (rulebook "Black Hole Game"): a petition for Imperial
status at one of the trader's own stations, or with a connected network of
them for the final Imperial Mission, rolls on the table after the same
Prestige and Zap windows; rows 3-6 ask the petitioner to pay a price
(black_hole.PRICE, answered by PRICE_HANDLER)."""
from __future__ import annotations

from game.rules.core import Event

from .actions import DeclinePrice, PayPrice, PetitionStation, seat_name
from .versions import (DENIAL_FIRST, DENIAL_LATER, MAX_PRESTIGE, PETITION_AGAIN, PETITION_FIRST,
                       PETITION_PRESTIGE, PETITION_STATIONS, PETITION_WINS_ON, zone_bonus)
from . import basics, black_hole

who = seat_name


def petition_fee(st, seat: int) -> int:
    return PETITION_FIRST if st.petitions[seat] == 0 else PETITION_AGAIN


def stations_needed(st) -> int:
    return PETITION_STATIONS[st.num_players]


def petition_basics_problem(st, seat: int, fee: int, fee_text: str) -> str:
    """What every petition (Family, Imperial, Black Hole) checks first."""
    if st.petitioned:
        return "you may petition only once a turn"
    if st.actions_left <= 0:
        return "you have no action left"
    if st.money[seat] < fee:
        return f"{fee_text} and you have ${st.money[seat]}"
    if st.prestige[seat] < PETITION_PRESTIGE:
        return f"you need {PETITION_PRESTIGE} Prestige and have {st.prestige[seat]}"
    return ""


def petition_problem(st, seat: int) -> str:
    """Why `seat` may not petition now ('' when it may)."""
    if black_hole.is_black_hole(st):
        return network_petition_problem(st, seat)
    if not st.version.petitions:
        return f"there are no petitions in the {st.version.name} game"
    if st.missions[seat] is not None:
        return "you already have an Imperial Mission"
    fee = petition_fee(st, seat)
    problem = petition_basics_problem(st, seat, fee, f"a petition costs ${fee}")
    if problem:
        return problem
    if st.stations_of(seat) < stations_needed(st):
        return f"you need {stations_needed(st)} stations and have {st.stations_of(seat)}"
    return ""


def petition_reason(st, action) -> str:
    """Why Petition() is not on the menu: the action, the version, then petition_problem."""
    if st.actions_left <= 0:
        return basics.NO_ACTION
    return basics.build_action_problem(st) or \
        "You cannot petition: " + (petition_problem(st, st.current) or "not now") + "."


def petition_bonus(st, seat: int) -> int:
    return zone_bonus(st.prestige[seat]) + (1 if st.personality[seat] == "insider" else 0)


def petition(st, seat: int, events: list) -> None:
    fee = black_hole.filing_fee(st, seat) if black_hole.is_black_hole(st) else petition_fee(st, seat)
    file_petition(st, seat, None, fee, events)


def file_petition(st, seat: int, world, fee: int, events: list) -> None:
    """Pay the fee and spend the action; then "any Traders (including you)
    may use an appropriate Trader's Luck card to change your Prestige
    before you roll": the card holders are asked, petitioner first, and the
    roll waits for them on a "petition_roll" resume point.  The Black Hole
    table uses the same window (its roll also adds the Prestige bonus)."""
    st.money[seat] -= fee
    st.petitions[seat] += 1
    st.petitioned = True
    basics.spend_action(st)
    holders = basics.holders_from(st, seat)
    if not holders:
        petition_roll(st, seat, world, fee, events)
        return
    st.push_resume("petition_roll", {"seat": seat, "fee": fee, "world": world})
    st.open_window("prestige", holders, f"{who(seat)} petitions the Emperor with {st.prestige[seat]} "
                                          "Prestige: change it before the roll?", {"petitioner": seat})
    what = f" for {black_hole.table_subject(st, world)}" if black_hole.is_black_hole(st) else ""
    events.append(Event("petition_filed", f"{who(seat)} " + (f"pays ${fee} to petition" if fee else "petitions")
                        + f" the Emperor{what}.", seat, {"seat": seat, "fee": fee, "world": world}))


def petition_roll(st, seat: int, world, fee: int, events: list, filed: bool = False) -> None:
    """The roll; `filed`: the fee was announced when the window before it opened."""
    if black_hole.is_black_hole(st):
        table_roll(st, seat, world, fee, events, filed)
        return
    roll = st.rng.randint(1, 6)
    bonus = petition_bonus(st, seat)
    automatic = bool(st.options.get("max_prestige_petition") and st.prestige[seat] >= MAX_PRESTIGE)
    events.append(Event("petition", f"{who(seat)} " + ("rolls for the petition: " if filed else
                                                        f"pays ${fee} and petitions the Emperor: rolls ") + f"{roll}"
                                    + (f" +{bonus}" if bonus else "") + (" (30 Prestige: granted)" if automatic
                                                                         else "") + ".",
                        seat, {"seat": seat, "fee": fee, "roll": roll, "bonus": bonus},
                        barrier=True, sound="dice"))
    petition_rolled(st, seat, None, roll, bonus, events, automatic)


def petition_rolled(st, seat: int, world, roll: int, bonus: int, events: list, automatic: bool = False) -> None:
    """A petition roll (Family, Imperial or the Black Hole table) has been
    announced: the Zap window opens (rulebook: a Zap may change the roll
    after it is rolled), and the verdict waits for it on a "petition"
    resume point (`petition_verdict`).  A grant at 30 Prestige needs no
    window: no roll can change it."""
    st.push_resume("petition", {"seat": seat, "world": world, "roll": roll, "bonus": bonus,
                                  "table": bool(black_hole.is_black_hole(st)), "automatic": automatic, "zapped": False})
    if not automatic:
        basics.open_zap_window(st, seat, petition=True)


def petition_verdict(st, p, events: list) -> None:
    """The petition's outcome with the roll as it stands after the Zap window."""
    seat, roll, bonus = p.get("seat"), p.get("roll"), p.get("bonus")
    if p.get("table"):
        resolve_row(st, seat, p.get("world"), max(0, min(7, roll + bonus)), events)
        return
    automatic = p.get("automatic")
    granted = automatic or roll + bonus >= PETITION_WINS_ON
    shown = f"{roll}" + (f" +{bonus}" if bonus else "")
    data = {"seat": seat, "roll": roll, "bonus": bonus, "granted": bool(granted), "zapped": p.get("zapped")}
    if not granted:
        loss = DENIAL_FIRST if st.petitions[seat] == 1 else DENIAL_LATER
        got = basics.gain_prestige(st, seat, -loss)
        events.append(Event("petition_verdict", f"The Emperor denies {who(seat)}'s petition ({shown}): "
                                                f"{who(seat)} loses {-got} Prestige.",
                            seat, {**data, "prestige": got}))
        return
    events.append(Event("petition_verdict", f"The Emperor grants {who(seat)}'s petition"
                                            + ("." if automatic else f" ({shown})."), seat, data))
    begin_mission(st, seat, events)


def begin_mission(st, seat: int, events: list) -> None:
    """A granted petition: the turn's actions end, and the petitioner wins at
    once (short ending) or drops all cargo and draws an Imperial Mission."""
    basics.end_actions(st)
    if st.options.get("short_ending"):
        st.end_game(seat, "petition", events)
        return
    if st.cargo[seat]:
        events.append(Event("drop_all", f"{who(seat)} drops all cargo for the Imperial Mission.", seat,
                            {"seat": seat, "slots": [k + 1 for k, _ in st.cargo[seat]]}))
        st.cargo[seat] = []
    draw_mission(st, seat, events)


def draw_mission(st, seat: int, events: list) -> None:
    st.last_skips = ()
    tries = st.card_count()
    while tries >= 0:
        tries -= 1
        card = basics.draw_card(st, events)
        if card is None:
            break
        c = st.board.card(card)
        if c.star:
            st.missions[seat] = card
            events.append(Event("mission", f"{who(seat)}'s Imperial Mission is card {card}, which has a star: "
                                           f"{c.cargo} from {st.board.name(c.frm)} to {st.board.name(c.to)}.", seat,
                                {"seat": seat, "card": card, "cargo": c.cargo, "from": c.frm, "to": c.to},
                                barrier=True, sound="card"))
            return
        st.discard.append(card)
        st.last_skips += (card,)  # public: the view tells apart worlds whose draws differed
        route = f"{st.board.name(c.frm)} to {st.board.name(c.to)}"
        events.append(Event("mission_skip", f"Imperial Mission draw: card {card} ({c.cargo}, {route}) has no star, "
                                            "so it cannot be the mission and is discarded.", seat,
                            {"seat": seat, "card": card}, barrier=True))
    events.append(Event("granted", "No starred contract is left: the Emperor names the petitioner at once.", seat,
                        {"seat": seat}))
    st.end_game(seat, "petition", events)


# ------------------------------------------------------------ the Black Hole table
class _PriceHandler:
    """The petitioner's choice on rows 3-6 (a pending record of kind black_hole.PRICE)."""

    @staticmethod
    def pending_actions(state, p) -> list:
        return [PayPrice(), DeclinePrice()]

    @staticmethod
    def answer(state, p, a, events: list) -> None:
        seat, money, prestige = p.seat, p.get("money"), p.get("prestige")
        if isinstance(a, PayPrice) and state.money[seat] >= money:
            grant_petition(state, seat, p.get("world"), money, prestige, events)
        else:
            got = basics.gain_prestige(state, seat, -black_hole.UNPAID_LOSS)
            events.append(Event("denied", f"{who(seat)} does not pay the price and loses {-got} Prestige.", seat,
                                {"seat": seat, "prestige": got, "money": 0, "world": p.get("world")}))


PRICE_HANDLER = _PriceHandler()


def _bh_common_problem(st, seat: int) -> str:
    return petition_basics_problem(st, seat, black_hole.filing_fee(st, seat),
                                   f"the first petition has a ${black_hole.FILING_FEE} filing fee")


def station_petition_problem(st, seat: int, world: int) -> str:
    """Why `seat` may not petition for Imperial status at `world` ('' when it may)."""
    if not black_hole.is_black_hole(st):
        return "Imperial Stations belong to the Black Hole game"
    if st.stations.get(world) != seat:
        return "you can only petition for one of your own stations"
    if world in st.imperial:
        return "that station is already Imperial"
    if world not in st.ships[seat]:
        return "you must be at the station"
    problem = _bh_common_problem(st, seat)
    if problem:
        return problem
    if st.stations_of(seat) < stations_needed(st):
        return f"you need {stations_needed(st)} stations and have {st.stations_of(seat)}"
    return ""


def network_petition_problem(st, seat: int) -> str:
    """Why `seat` may not petition for the final Imperial Mission ('' when it may)."""
    if st.missions[seat] is not None:
        return "you already have an Imperial Mission"
    problem = _bh_common_problem(st, seat)
    if problem:
        return problem
    size, need = black_hole.network_size(st, seat), black_hole.network_needed(st.num_players)
    if size < need:
        return f"you need a connected network of {need} Imperial Stations and have {size}"
    return ""


def table_petition(st, seat: int, world, events: list) -> None:
    """Petition on the Black Hole table for Imperial status at `world`
    (None: the final Imperial Mission); the roll comes after the Prestige
    window (file_petition)."""
    file_petition(st, seat, world, black_hole.filing_fee(st, seat), events)


def table_roll(st, seat: int, world, fee: int, events: list, filed: bool = False) -> None:
    roll = st.rng.randint(1, 6)
    bonus = petition_bonus(st, seat)
    what = black_hole.table_subject(st, world)
    events.append(Event("petition", f"{who(seat)} " + (f"pays the ${fee} filing fee and " if fee and not filed else "")
                        + f"petitions for {what}: rolls {roll}" + (f" +{bonus}" if bonus else "") + ".", seat,
                        {"seat": seat, "fee": fee, "roll": roll, "bonus": bonus, "world": world},
                        barrier=True, sound="dice"))
    petition_rolled(st, seat, world, roll, bonus, events)  # the Zap window, then resolve_row


def resolve_row(st, seat: int, world, row: int, events: list) -> None:
    granted, money, prestige = black_hole.TABLE[row]
    if not granted:
        paid = min(money, st.money[seat])
        st.money[seat] -= paid
        got = basics.gain_prestige(st, seat, -prestige)
        events.append(Event("denied", f"The petition is denied: {who(seat)} loses ${paid} and {-got} Prestige.",
                            seat, {"seat": seat, "prestige": got, "money": paid, "world": world}))
    elif money == 0:
        grant_petition(st, seat, world, 0, prestige, events)
    elif st.money[seat] < money:
        got = basics.gain_prestige(st, seat, -black_hole.UNPAID_LOSS)
        events.append(Event("denied", f"{who(seat)} cannot pay the ${money} the Emperor asks: the petition is denied "
                                      f"and costs {-got} Prestige.",
                            seat, {"seat": seat, "prestige": got, "money": 0, "world": world}))
    else:
        st.push(seat, black_hole.PRICE, f"The Emperor grants it for ${money} and {prestige} Prestige: pay?",
                {"world": world, "row": row, "money": money, "prestige": prestige}, can_pass=False)


def grant_petition(st, seat: int, world, money: int, prestige: int, events: list) -> None:
    st.money[seat] -= money
    got = basics.gain_prestige(st, seat, -prestige)
    cost = (f"${money} and " if money else "") + f"{-got} Prestige"
    if world is not None:
        st.imperial.append(world)
        st.imperial.sort()
        events.append(Event("imperial", f"{who(seat)}'s station at {st.board.name(world)} becomes an "
                                        f"Imperial Station ({cost}).", seat,
                            {"seat": seat, "world": world, "money": money, "prestige": got}, sound="coins"))
        return
    events.append(Event("granted", f"The Emperor grants {who(seat)} the final Imperial Mission ({cost}).", seat,
                        {"seat": seat, "money": money, "prestige": got}))
    begin_mission(st, seat, events)


def black_hole_actions(st, seat: int) -> list:
    if not black_hole.is_black_hole(st) or st.stage != "turn":
        return []
    return [PetitionStation.of(w) for w in sorted(set(st.ships[seat])) if not station_petition_problem(st, seat, w)]


def black_hole_reason(st, action) -> str:
    if isinstance(action, PetitionStation):
        why = station_petition_problem(st, st.current, action.world)
        return f"You cannot petition there: {why}." if why else ""
    return "Nobody is asking you to pay the Emperor's price."
