"""The scripted plans (tests/plans): each finishes legal games at its game's
smallest and largest table (play_game checks the invariants after every
action), and each really plays its plan."""
from __future__ import annotations

import pytest

from game.ai import LEVELS, make_bot
from game.games import get_ruleset
from game.simulate import play_game
from tests.plans import PLANS, plan_bot, plan_names

SEEDS = (3, 4, 5)  # the first usually shows every plan at work; more only if it does not


class Recorder:
    """Wraps a bot; keeps (view, seat, legal, chosen) of every decision it makes."""

    def __init__(self, bot):
        self.bot, self.log = bot, []

    def choose(self, state, seat, rng):
        legal = state.legal_actions()
        action = self.bot.choose(state, seat, rng)
        assert action in legal or state.is_legal(action), f"{type(self.bot).__name__} chose an illegal {action!r}"
        self.log.append((state, seat, legal, action))
        return action


def play(game_id: str, name: str, players: int, seed: int) -> list:
    """One game, the plan in seat 0 against Normal; the plan's decisions."""
    rec = Recorder(plan_bot(game_id, name))
    bots = [rec] + [make_bot(game_id, "normal") for _ in range(players - 1)]
    result = play_game(game_id, [name] + ["normal"] * (players - 1), seed, bots=bots)
    assert result.winners and len(result.scores) == players
    return rec.log


# ---------------------------------------------------------------- per-plan checks
# Each takes the plan's decisions over the games played so far, asserts that
# every decision its plan covers went the plan's way, and returns whether the
# plan's signature move came up at all (the test plays more seeds until it
# does, so retuned opponents cannot leave a check with nothing to check).

def check_captain(name, log) -> bool:
    from game.games.captain.rules import actions as A
    from tests.plans.captain import ATTACKS, RushTradeRoutes

    chosen = [a for _, _, _, a in log]
    turn = [(s, seat, legal, a) for s, seat, legal, a in log if s.mode == "turn" and not s.shared(seat)]
    if name == "fortify-only":
        assert not [a for a in chosen if isinstance(a, ATTACKS + (A.PlaceGem,))]
        for s, seat, legal, a in turn:
            fortify = [x for x in legal if isinstance(x, A.Fortify)]
            if fortify:
                assert a == max(fortify, key=lambda x: x.points)
        return any(isinstance(a, A.Fortify) for a in chosen)
    if name == "rush-trade-routes":
        assert not [a for a in chosen if isinstance(a, ATTACKS)]
        for s, seat, legal, a in turn:
            if A.PlaceGem() in legal and s.players[seat].pos in RushTradeRoutes.route_hexes(s, seat):
                assert a == A.PlaceGem()
        return any(isinstance(a, A.PlaceGem) for a in chosen)
    if name == "attack-nearest":
        for s, seat, legal, a in turn:
            if any(isinstance(x, ATTACKS) for x in legal):
                assert isinstance(a, ATTACKS)
                if any(isinstance(x, A.AttackShip) for x in legal):
                    assert isinstance(a, A.AttackShip)
        return any(isinstance(a, ATTACKS) for a in chosen)
    raise AssertionError(f"no check for {name}")


def check_star_cartel(name, log) -> bool:
    from game.games.star_cartel.rules import DiscardRow, Load, Stash, StopLoading
    from tests.plans.star_cartel import favourite

    if name == "deliver-early":
        assert not [a for _, _, _, a in log if isinstance(a, (DiscardRow, StopLoading))]
        seen = False
        for s, _, legal, a in log:
            loads = [x for x in legal if isinstance(x, Load)]
            if loads:
                assert isinstance(a, Load)
                assert a.size == s.free_space() or a.size == max(x.size for x in loads)
                seen = seen or any(isinstance(x, StopLoading) for x in legal)  # it could have stopped
        return seen
    if name == "hoard-one-type":
        seen = False
        for s, seat, legal, a in log:
            fav = favourite(s, seat)
            if Stash(fav) in legal:
                assert a == Stash(fav)
                seen = seen or len([x for x in legal if isinstance(x, Stash)]) > 1  # it had a choice
            elif isinstance(a, Load) and any(isinstance(x, Load) and x.kind == fav for x in legal):
                assert a.kind == fav
        return seen
    raise AssertionError(f"no check for {name}")


def buyers_in_reach(s, seat, legal) -> list:
    """Flights to a planet in play that buys the seat's cargo (not its origin)."""
    from game.games.star_cargo.rules.actions import Move

    cat = s.cat
    return [a for a in legal if isinstance(a, Move) and cat.planet_index[a.planet] != s.origins[seat]
            and cat.suit_of[s.under[cat.planet_index[a.planet]]] == cat.suit_of[s.holds[seat]]]


def check_star_cargo(name, log) -> bool:
    from game.games.star_cargo.rules.actions import PickUp, Sell

    sells = [(s, seat) for s, seat, _, a in log if isinstance(a, Sell)]
    if name == "always-sell-first":
        for s, seat, legal, a in log:
            if Sell() in legal:
                assert a == Sell()
            elif PickUp() in legal and s.holds[seat] < 0:  # an empty hold takes what lies here
                assert a == PickUp()
            elif s.holds[seat] >= 0 and buyers_in_reach(s, seat, legal):  # cargo flies to a buyer
                assert a in buyers_in_reach(s, seat, legal)
        return bool(sells)
    if name == "chase-colonies":
        for s, seat in sells:
            assert s.ships[seat] in s.colonised  # sold only at colonies
        # and it passed up sales at planets that are not colonies
        return bool(sells) and any(Sell() in legal and s.ships[seat] not in s.colonised for s, seat, legal, _ in log)
    raise AssertionError(f"no check for {name}")


def check_cartel(name, log) -> bool:
    from game.games.cartel.rules import Bribe, Build
    from game.games.cartel.rules.actions import Snitch
    from tests.plans.cartel import height

    acting = [(s, seat, legal, a) for s, seat, legal, a in log if s.stage == "action" and s.window() is None]
    seen = False
    if name == "build-tallest":
        for s, _, legal, a in acting:
            builds = [x for x in legal if isinstance(x, Build) and x.card != "security"]
            if builds:
                assert isinstance(a, Build) and height(s, a) == max(height(s, x) for x in builds)
                seen = seen or height(s, a) > 0
        return seen
    if name == "grab-lots":
        for s, _, legal, a in acting:
            if any(isinstance(x, Build) and height(s, x) == 0 and x.card != "security" for x in legal):
                assert isinstance(a, Build) and height(s, a) == 0
                seen = True
            elif isinstance(a, Build):  # it never builds on top
                assert height(s, a) == 0
        return seen
    if name == "bribe-officials":
        for s, _, legal, a in acting:
            if any(isinstance(x, Bribe) for x in legal):
                assert isinstance(a, (Bribe, Snitch))
                seen = True
        return seen
    raise AssertionError(f"no check for {name}")


def check_star_traders(name, log) -> bool:
    from game.games.star_traders.rules import Build, Petition, PickUp
    from tests.plans.star_traders import richest_slot

    turn = [(s, seat, legal, a) for s, seat, legal, a in log
            if s.stage == "turn" and s.window() is None and s.to_act == seat]
    if name == "petition-rush":
        asked = [a for s, _, legal, a in turn if Petition() in legal]
        assert all(a == Petition() for a in asked)
        for s, seat, legal, a in turn:
            if Petition() not in legal and any(isinstance(x, Build) for x in legal) \
                    and s.stations_of(seat) < s.stations_needed():
                assert isinstance(a, Build)
        return bool(asked)
    if name == "station-builder":
        from game.games.star_traders.rules import Jump
        from tests.plans.star_traders import build_or_fly

        built = [a for s, _, legal, a in turn if any(isinstance(x, Build) for x in legal)]
        assert all(isinstance(a, Build) for a in built)
        # with the money for a station and none to build here, it flies toward a world without one
        flights = [(s, a, want) for s, seat, legal, a in turn
                   if not any(isinstance(x, Build) for x in legal)
                   and isinstance(want := build_or_fly(s, seat, legal), Jump)]
        assert all(a == want for _, a, want in flights)
        return bool(built) and bool(flights)
    if name == "richest-contract-only":
        picks = [(s, a) for s, _, _, a in turn if isinstance(a, PickUp)]
        assert all(a.slot == richest_slot(s) for s, a in picks)
        # it had other contracts to pick up and left them
        return bool(picks) and any(isinstance(x, PickUp) and x.slot != richest_slot(s)
                                   for s, _, legal, _ in turn for x in legal)
    raise AssertionError(f"no check for {name}")


CHECKS = {"captain": check_captain, "star-cartel": check_star_cartel, "star-cargo": check_star_cargo,
          "cartel": check_cartel, "star-traders": check_star_traders}


def test_every_game_has_plans_and_they_are_not_levels():
    from game.games import all_rulesets

    assert set(PLANS) == {r.id for r in all_rulesets()} == set(CHECKS)
    for game_id, plans in PLANS.items():
        assert len(plans) >= 2, game_id
        assert not set(plans) & set(LEVELS)
        for name in plans:
            bot = plan_bot(game_id, name)
            assert callable(bot.choose) and bot is not plan_bot(game_id, name)
    assert plan_names("captain")[0] == "fortify-only"
    with pytest.raises(KeyError, match="no plan 'genius' for captain"):
        plan_bot("captain", "genius")
    with pytest.raises(KeyError, match="no scripted plans"):
        plan_bot("chess", "fortify-only")


@pytest.mark.slow
@pytest.mark.parametrize("game_id,name", [(g, n) for g, plans in PLANS.items() for n in plans])
def test_plan_finishes_legal_games_and_follows_its_plan(game_id, name):
    ruleset = get_ruleset(game_id)
    log = []
    for seed in SEEDS:
        for players in sorted({ruleset.min_players, ruleset.max_players}):
            log += play(game_id, name, players, seed)
        if CHECKS[game_id](name, log):
            return
    raise AssertionError(f"{name}'s plan never came up in {len(SEEDS)} seeds at each table size")


def test_plans_play_in_a_tournament():
    """run_tournament seats plans through `factories`, seat-rotated."""
    from game.tournament import run_tournament

    result = run_tournament("star-cargo", ["always-sell-first", "normal"], 2, seed=1,
                            factories={"always-sell-first": PLANS["star-cargo"]["always-sell-first"]})
    assert result.games == 2 and not result.errors
    assert result.stats["always-sell-first"].seat_games == 2
