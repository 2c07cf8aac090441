"""Star Traders (2-6 traders): Super Nova, Nova, Family, Imperial and Black
Hole (versions.VERSIONS).  Pure rules, no pygame.  Interpretations are in
content/star_traders/rules.md.

Module order
------------
The rules modules import one way only: each line imports only modules on
the lines above it (tests/games/star_traders/test_rules_modules.py checks
it), so a step is read from the module it is in downwards.
  actions, data, versions              actions, content, the versions' numbers
  board, luck_actions, black_hole, quarantine
                                       the board, the cards, the Black Hole's
                                       table and network, Quarantine markers
  basics                               small steps every rule takes: actions
                                       spent, Prestige, drawing, who holds
                                       cards, opening the Zap window, boosts
  avoid, cargo, petition, stations     Avoid a Calamity!, contracts and cargo,
                                       petitions (the Black Hole table's too),
                                       stations
  movement, trading                    jumps and beacons; deals
  luck_effects                         what a played card does
  luck                                 Trader's Luck: playing cards, windows
  legality, turns                      the menu and why not; a turn's start
                                       and end
  setup                                setting up, then the first turn
  flow                                 turn_actions / apply_turn and the resume
                                       points: the dispatch the state calls
  state                                the state class and its entry points
A rule needed lower down than its own module moves down (to basics), never
an import upwards inside a function.

Public API for the table and the bots
-------------------------------------
Options: version (family | nova | super-nova | imperial | black-hole), personalities (off | random |
choose; Family, Imperial and Black Hole), first_player (random | player 1), max_prestige_petition,
short_ending.

State (`StarTradersState`, read-only outside the rules):
  stage            "personality" | "start" | "place" (setup) | "turn" | "over"
  current          seat whose turn it is; first (who took the first turn); turns, round(), round_cap
  version          versions.Version (key, name, actions, vip, races, petitions...)
  board            board.Board: galaxy (data.Galaxy), cards, adj[world] ->
                   ((other, need), ...), core, red, starred, name(world)
  money[s], prestige[s] (1..30), personality[s] (id or None)
  ships[s]         worlds of the trader's ships (two for the Tycoon; ship 1 is the second)
  stations         {world: owner seat}
  board_cards      card number (or None) per contract slot; contract(slot) for slot 1..N
                   (slot 1 is the VIP contract); holders(slot) -> seats carrying its cargo
  cargo[s]         [(slot index 0-based, ship), ...] (at most two)
  missions[s]      Imperial Mission card number or None; mission(s) -> Contract;
                   aboard[s] the ship carrying it (None: not picked up)
  hands[s], deck, discard   card numbers (hands hidden: use view_for)
  actions_left, die (rolled unused action die or None), dice (Strategist's
  unused dice), asked (worlds whose beacon was asked this turn), rogue_used, combined,
  petitioned, petitions[s] (petitions made), winner, ended_by ("mission" |
  "petition" | "nova" | "cap" | "")
  Helpers: jump_targets(seat, ship), jump_kind(seat, ship, to), beacon_asks(seat, ship),
  build_options(seat) -> [(world, cost)], petition_problem(seat) -> "" or why not,
  petition_bonus(seat), stations_needed(), stations_of(seat), fee_menu(seat),
  start_choices(seat), place_choices(seat).
  Black Hole: imperial (worlds of Imperial Stations), is_protected(world),
  imperial_of(seat), network_size(seat), network_needed(), filing_fee(seat);
  black_hole.transfer_station(st, world, seat);
  petition.station_petition_problem(st, seat, world).
  Deals (trading.py): offers_this_turn, DEALER.

Actions (actions.py): ChoosePersonality(personality), StartAt(world),
PlaceStation(world); Roll(), UseDie(value), Combine(a, b) (Strategist),
Jump(to, ship), AskBeacon(to, fee, ship), RandomJump(ship), Stay() (Nova),
PickUp(slot, ship), PickUpMission(ship), Shift(frm, to), Abandon(slot),
Build(world), LocalBusiness(), Petition(), EndTurn(); out of turn the
station owner answers the "beacon" question (data: mover, to, fee, ship)
with Grant() or Refuse().

Events (kind: data): turn {seat, round, actions}; roll {seat, value} (a
random jump: {dice, value, random}); roll_all {seat, dice}; use_die; combine
{dice, value}; jump {seat, ship, from, to, kind: regular | station | insider
| rogue | beacon | random, roll, fee}; beacon_ask {seat, owner, to, fee};
beacon_granted / beacon_refused {seat, mover, to, fee}; pickup {seat, slot,
ship, world, cargo}; pickup_mission; shift {seat, from, to}; abandon;
cargo_lost; deliver {seat, slot, card, cargo, world, payoff, prestige, fee,
fee_owner, raced, vip}; contract {slot, card, cargo, from, to, payoff,
prestige, fee, star}; station {seat, world, cost, prestige}; business / stay
{seat, amount}; petition {seat, fee, roll, bonus, granted}; denied {seat,
prestige}; drop_all; mission {seat, card, cargo, from, to}; mission_skip;
mission_done; end_turn; draw {seat, cards} (the drawer also sees drawn);
discard {seat, card}; reshuffle {cards}; deal; personality(ies); start;
game_over {winner, how, rounds}.
"""
from game.rules.core import OptionSpec, Ruleset, register

from .actions import (GAME_ID, Abandon, AskBeacon, Build, ChoosePersonality, Combine, EndTurn, Grant,  # noqa: F401
                      Jump, LocalBusiness, Petition, PickUp, PickUpMission, PlaceStation, RandomJump, Refuse, Roll,
                      Shift, StartAt, Stay, UseDie)
from .board import Board, board_for  # noqa: F401
from .state import StarTradersState  # noqa: F401
from .versions import BY_KEY, LUCK_ANY_TIME, PERSONALITIES, VERSIONS  # noqa: F401


class StarTraders(Ruleset):
    id = GAME_ID
    name = "Star Traders"
    min_players = 2
    max_players = 6
    talks_any_time = True  # "any time they agree to do so, no matter whose turn it is"
    options = (
        OptionSpec("version", "Version", VERSIONS, "family",
                   "Family: petition the Emperor, then complete an Imperial Mission. Nova: 4 jumps a turn, "
                   "win with 15 Prestige and $60. Super Nova: Nova without cards or bonuses. "
                   "Imperial: Family with all 108 cards, Quarantine and station take-overs. "
                   "Black Hole: Imperial Stations in a connected network, then the Imperial Mission.",
                   names=tuple((v.key, v.name) for v in BY_KEY.values())),
        OptionSpec("personalities", "Personalities", ("off", "random", "choose"), "off",
                   "Family, Imperial and Black Hole: each trader gets a special ability (choose: the last "
                   "trader in turn order picks first)."),
        OptionSpec("first_player", "First trader", ("random", "player 1"), "random",
                   "Who takes the first turn: drawn at random, or Player 1. Setup choices go in reverse turn "
                   "order, so the last trader chooses first."),
        OptionSpec("max_prestige_petition", "Max-Prestige petition", (False, True), False,
                   "A petition made with 30 Prestige always succeeds."),
        OptionSpec("short_ending", "Short ending", (False, True), False,
                   "The first successful petition wins at once."),
        OptionSpec(LUCK_ANY_TIME, "Luck at any time", (False, True), True,
                   "Discard a Trader's Luck card whenever you are asked, offer your Avoid a Calamity! for another "
                   "trader, and Zap a Random Jump's or a drift's dice. Off: discard only at the hand limit, only "
                   "the target avoids, and those two rolls are not Zapped.", shown=False),
    )
    tiebreak_labels = ("Imperial Mission", "Prestige", "stations", "money")
    pending_kinds = ("zap", "avoid", "avoid_offer", "between", "discard", "customs", "ion", "prestige", "beacon", "bh-price",
                     "deal-build", "deal-answer")
    # saves from before the draw, and from before Trader's Luck at any time (their replays ask no new windows)
    legacy_options = {"first_player": "player 1", LUCK_ANY_TIME: False}
    progress_label = "Prestige"  # the results chart follows state.progress()
    scored = False  # won outright: a seat's total only says whether it won
    setup_note = "The first trader is drawn at random unless the First trader option says Player 1."

    def __init__(self, galaxy=None, cards=None):
        self._galaxy, self._cards = galaxy, cards

    def resolve_options(self, options: dict | None) -> dict:
        options = dict(options or {})
        if options.get("personalities") is False:  # the command line reads "off" as false
            options["personalities"] = "off"
        return super().resolve_options(options)

    def option_unused(self, key: str, options: dict) -> str:
        version = BY_KEY.get(options.get("version"))
        if version is None:
            return ""
        if key == "personalities" and not version.personalities:
            return f"{version.name} has no Personalities"
        if key == LUCK_ANY_TIME and not version.cards:
            return f"{version.name} has no Trader's Luck cards"
        if key in ("max_prestige_petition", "short_ending") and not version.petitions:
            return f"{version.name} has no petitions"
        return ""

    def board(self) -> Board:
        if self._galaxy is None or self._cards is None:
            from . import data

            return board_for(self._galaxy or data.galaxy(), self._cards or data.contracts())
        return board_for(self._galaxy, self._cards)

    def new_game(self, players: int, options: dict | None = None, seed: int = 0) -> StarTradersState:
        self.check_players(players)
        options = self.resolve_options(options)
        return StarTradersState.create(self.board(), players, options, seed)


RULESET = register(StarTraders())
