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

who = seat_name


class PetitionRules:
    def petition_fee(self, seat: int) -> int:
        return PETITION_FIRST if self.petitions[seat] == 0 else PETITION_AGAIN

    def stations_needed(self) -> int:
        return PETITION_STATIONS[self.num_players]

    def petition_basics_problem(self, seat: int, fee: int, fee_text: str) -> str:
        """What every petition (Family, Imperial, Black Hole) checks first."""
        if self.petitioned:
            return "you may petition only once a turn"
        if self.actions_left <= 0:
            return "you have no action left"
        if self.money[seat] < fee:
            return f"{fee_text} and you have ${self.money[seat]}"
        if self.prestige[seat] < PETITION_PRESTIGE:
            return f"you need {PETITION_PRESTIGE} Prestige and have {self.prestige[seat]}"
        return ""

    def petition_problem(self, seat: int) -> str:
        """Why `seat` may not petition now ('' when it may)."""
        if self.black_hole():
            return self.network_petition_problem(seat)
        if not self.version.petitions:
            return f"there are no petitions in the {self.version.name} game"
        if self.missions[seat] is not None:
            return "you already have an Imperial Mission"
        fee = self.petition_fee(seat)
        problem = self.petition_basics_problem(seat, fee, f"a petition costs ${fee}")
        if problem:
            return problem
        if self.stations_of(seat) < self.stations_needed():
            return f"you need {self.stations_needed()} stations and have {self.stations_of(seat)}"
        return ""

    def petition_bonus(self, seat: int) -> int:
        return zone_bonus(self.prestige[seat]) + (1 if self.personality[seat] == "insider" else 0)

    def petition(self, seat: int, events: list) -> None:
        fee = self.filing_fee(seat) if self.black_hole() else self.petition_fee(seat)
        self.file_petition(seat, None, fee, events)

    def file_petition(self, seat: int, world, fee: int, events: list) -> None:
        """Pay the fee and spend the action; then "any Traders (including you)
        may use an appropriate Trader's Luck card to change your Prestige
        before you roll": the card holders are asked, petitioner first, and the
        roll waits for them on a "petition_roll" resume point.  The Black Hole
        table uses the same window (its roll also adds the Prestige bonus)."""
        self.money[seat] -= fee
        self.petitions[seat] += 1
        self.petitioned = True
        self.spend_action()
        holders = self.holders_from(seat)
        if not holders:
            self.petition_roll(seat, world, fee, events)
            return
        self.push_resume("petition_roll", {"seat": seat, "fee": fee, "world": world})
        self.open_window("prestige", holders, f"{who(seat)} petitions the Emperor with {self.prestige[seat]} "
                                              "Prestige: change it before the roll?", {"petitioner": seat})
        what = f" for {self.table_subject(world)}" if self.black_hole() else ""
        events.append(Event("petition_filed", f"{who(seat)} " + (f"pays ${fee} to petition" if fee else "petitions")
                            + f" the Emperor{what}.", seat, {"seat": seat, "fee": fee, "world": world}))

    def petition_roll(self, seat: int, world, fee: int, events: list, filed: bool = False) -> None:
        """The roll; `filed`: the fee was announced when the window before it opened."""
        if self.black_hole():
            self.table_roll(seat, world, fee, events, filed)
            return
        roll = self.rng.randint(1, 6)
        bonus = self.petition_bonus(seat)
        automatic = bool(self.options.get("max_prestige_petition") and self.prestige[seat] >= MAX_PRESTIGE)
        events.append(Event("petition", f"{who(seat)} " + ("rolls for the petition: " if filed else
                                                            f"pays ${fee} and petitions the Emperor: rolls ") + f"{roll}"
                                        + (f" +{bonus}" if bonus else "") + (" (30 Prestige: granted)" if automatic
                                                                             else "") + ".",
                            seat, {"seat": seat, "fee": fee, "roll": roll, "bonus": bonus},
                            barrier=True, sound="dice"))
        self.petition_rolled(seat, None, roll, bonus, events, automatic)

    def petition_rolled(self, seat: int, world, roll: int, bonus: int, events: list, automatic: bool = False) -> None:
        """A petition roll (Family, Imperial or the Black Hole table) has been
        announced: the Zap window opens (rulebook: a Zap may change the roll
        after it is rolled), and the verdict waits for it on a "petition"
        resume point (`petition_verdict`).  A grant at 30 Prestige needs no
        window: no roll can change it."""
        self.push_resume("petition", {"seat": seat, "world": world, "roll": roll, "bonus": bonus,
                                      "table": bool(self.black_hole()), "automatic": automatic, "zapped": False})
        if not automatic:
            self.open_zap_window(seat, petition=True)

    def petition_verdict(self, p, events: list) -> None:
        """The petition's outcome with the roll as it stands after the Zap window."""
        seat, roll, bonus = p.get("seat"), p.get("roll"), p.get("bonus")
        if p.get("table"):
            self.resolve_row(seat, p.get("world"), max(0, min(7, roll + bonus)), events)
            return
        automatic = p.get("automatic")
        granted = automatic or roll + bonus >= PETITION_WINS_ON
        shown = f"{roll}" + (f" +{bonus}" if bonus else "")
        data = {"seat": seat, "roll": roll, "bonus": bonus, "granted": bool(granted), "zapped": p.get("zapped")}
        if not granted:
            loss = DENIAL_FIRST if self.petitions[seat] == 1 else DENIAL_LATER
            got = self.gain_prestige(seat, -loss)
            events.append(Event("petition_verdict", f"The Emperor denies {who(seat)}'s petition ({shown}): "
                                                    f"{who(seat)} loses {-got} Prestige.",
                                seat, {**data, "prestige": got}))
            return
        events.append(Event("petition_verdict", f"The Emperor grants {who(seat)}'s petition"
                                                + ("." if automatic else f" ({shown})."), seat, data))
        self.begin_mission(seat, events)

    def begin_mission(self, seat: int, events: list) -> None:
        """A granted petition: the turn's actions end, and the petitioner wins at
        once (short ending) or drops all cargo and draws an Imperial Mission."""
        self.end_actions()
        if self.options.get("short_ending"):
            self.end_game(seat, "petition", events)
            return
        if self.cargo[seat]:
            events.append(Event("drop_all", f"{who(seat)} drops all cargo for the Imperial Mission.", seat,
                                {"seat": seat, "slots": [k + 1 for k, _ in self.cargo[seat]]}))
            self.cargo[seat] = []
        self.draw_mission(seat, events)

    def draw_mission(self, seat: int, events: list) -> None:
        self.last_skips = ()
        tries = self.card_count()
        while tries >= 0:
            tries -= 1
            card = self.draw_card(events)
            if card is None:
                break
            c = self.board.card(card)
            if c.star:
                self.missions[seat] = card
                events.append(Event("mission", f"{who(seat)}'s Imperial Mission: {c.cargo} from "
                                               f"{self.board.name(c.frm)} to {self.board.name(c.to)}.", seat,
                                    {"seat": seat, "card": card, "cargo": c.cargo, "from": c.frm, "to": c.to},
                                    barrier=True, sound="card"))
                return
            self.discard.append(card)
            self.last_skips += (card,)  # public: the view tells apart worlds whose draws differed
            events.append(Event("mission_skip", f"Card {card} ({c.cargo}) has no star and is discarded.", seat,
                                {"seat": seat, "card": card}, barrier=True))
        events.append(Event("granted", "No starred contract is left: the Emperor names the petitioner at once.", seat,
                            {"seat": seat}))
        self.end_game(seat, "petition", events)
