"""Petitioning the Emperor (rulebook "Winning the game", "Your Imperial
Mission"; Family and Imperial, Black Hole's own table is in black_hole.py):
the requirements ($50 the first time, $20 after; 15 Prestige; 8/7/6/5/4
stations for 2..6 traders), the roll with the Prestige zone bonus (and the
Insider's +1), 5 or more wins, decided after the Zap window on the roll
(luck.py); denials cost 5 Prestige the first time and 3 after; success
drops all cargo, draws the Imperial Mission (unstarred contracts are
discarded until a starred one comes up) and ends the turn's actions.
Options: a petition at 30 Prestige succeeds; the short ending makes the
first successful petitioner the winner."""
from __future__ import annotations

from game.rules.core import Event

from .actions import seat_name
from .versions import (DENIAL_FIRST, DENIAL_LATER, MAX_PRESTIGE, PETITION_AGAIN, PETITION_FIRST,
                       PETITION_PRESTIGE, PETITION_STATIONS, PETITION_WINS_ON, zone_bonus)
from . import black_hole
from . import turns
from . import luck

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
        return black_hole.network_petition_problem(st, seat)
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
    turns.spend_action(st)
    holders = luck.holders_from(st, seat)
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
        black_hole.table_roll(st, seat, world, fee, events, filed)
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
        luck.open_zap_window(st, seat, petition=True)


def petition_verdict(st, p, events: list) -> None:
    """The petition's outcome with the roll as it stands after the Zap window."""
    seat, roll, bonus = p.get("seat"), p.get("roll"), p.get("bonus")
    if p.get("table"):
        black_hole.resolve_row(st, seat, p.get("world"), max(0, min(7, roll + bonus)), events)
        return
    automatic = p.get("automatic")
    granted = automatic or roll + bonus >= PETITION_WINS_ON
    shown = f"{roll}" + (f" +{bonus}" if bonus else "")
    data = {"seat": seat, "roll": roll, "bonus": bonus, "granted": bool(granted), "zapped": p.get("zapped")}
    if not granted:
        loss = DENIAL_FIRST if st.petitions[seat] == 1 else DENIAL_LATER
        got = turns.gain_prestige(st, seat, -loss)
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
    turns.end_actions(st)
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
        card = turns.draw_card(st, events)
        if card is None:
            break
        c = st.board.card(card)
        if c.star:
            st.missions[seat] = card
            events.append(Event("mission", f"{who(seat)}'s Imperial Mission: {c.cargo} from "
                                           f"{st.board.name(c.frm)} to {st.board.name(c.to)}.", seat,
                                {"seat": seat, "card": card, "cargo": c.cargo, "from": c.frm, "to": c.to},
                                barrier=True, sound="card"))
            return
        st.discard.append(card)
        st.last_skips += (card,)  # public: the view tells apart worlds whose draws differed
        events.append(Event("mission_skip", f"Card {card} ({c.cargo}) has no star and is discarded.", seat,
                            {"seat": seat, "card": card}, barrier=True))
    events.append(Event("granted", "No starred contract is left: the Emperor names the petitioner at once.", seat,
                        {"seat": seat}))
    st.end_game(seat, "petition", events)
