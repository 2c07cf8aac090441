"""Hard's win-chance model (value_model.py): the committed file loads and
plays sensibly, a broken file names file, key and problem, and the fitting
tool recovers a known model from games it is given."""
import importlib.util
import math
import random
from dataclasses import replace
from pathlib import Path

import pytest
import yaml

from game.content import ContentError, Node
from game.games.star_traders import value_model
from game.games.star_traders.value_model import FEATURES, VERSION_KEYS, features, parse_models, win_chances

from .rules_helpers import cleared, fresh_turn, game


TOOL = Path(__file__).resolve().parents[3] / "tools" / "fit_star_traders_value.py"


def load_tool():
    spec = importlib.util.spec_from_file_location("fit_star_traders_value_under_test", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def committed_text() -> dict:
    path = value_model.content_path("star_traders", value_model.FILE)
    return yaml.safe_load(path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("version", VERSION_KEYS)
@pytest.mark.parametrize("players", (2, 3, 5))
def test_chances_are_a_distribution_over_the_traders(version, players):
    s = game(players, version=version)
    p = win_chances(s)
    assert len(p) == players
    assert all(0.0 <= q <= 1.0 for q in p)
    assert math.isclose(sum(p), 1.0)
    assert len(features(s, 0)) == len(FEATURES)


def test_a_finished_game_gives_the_winner_everything():
    s = game(3)
    s.stage, s.winner = "over", 1
    assert win_chances(s) == [0.0, 1.0, 0.0]


@pytest.mark.parametrize("version", ("family", "imperial", "black-hole"))
def test_an_imperial_mission_is_worth_more_than_anything_else_on_the_board(version):
    s = cleared(fresh_turn(game(3, version=version)))
    s.money = [200, 10, 10]
    s.prestige = [25, 10, 10]
    mission = next(n for n in s.deck if s.board.card(n).star)
    s.deck.remove(mission)
    s.missions[1] = mission
    p = win_chances(s)
    assert p[1] > 0.5 and p[1] > p[0] > p[2]


@pytest.mark.parametrize("version", ("nova", "super-nova"))
def test_nova_prefers_the_trader_nearer_the_win(version):
    s = cleared(fresh_turn(game(2, version=version)))
    s.money = [55, 20]
    s.prestige = [14, 5]
    assert win_chances(s)[0] > 0.6


def test_money_and_prestige_the_goal_needs_raise_the_chance():
    s = cleared(fresh_turn(game(3)))
    before = win_chances(s)[2]
    s.prestige[2] += 5
    s.money[2] += 20
    assert win_chances(s)[2] > before


# ---------------------------------------------------------------- the file

def check(doc, where, words):
    with pytest.raises(ContentError) as e:
        parse_models(Node(doc, "value_model.yaml"))
    text = str(e.value)
    assert "value_model.yaml" in text and where in text
    for w in words:
        assert w in text


def test_the_committed_file_has_every_version_and_feature():
    doc = committed_text()
    models = parse_models(Node(doc, "value_model.yaml"))
    assert set(models) == set(VERSION_KEYS)
    for m in models.values():
        assert set(m.coefficients) == set(FEATURES)


def test_a_missing_version_is_named():
    doc = committed_text()
    del doc["nova"]
    check(doc, "nova", ["missing"])


def test_a_missing_coefficient_is_named():
    doc = committed_text()
    del doc["family"]["mission"]
    check(doc, "family.mission", ["missing"])


@pytest.mark.parametrize("bad", [float("nan"), float("inf"), True, "3", 1e9, None, [1]])
def test_a_bad_coefficient_is_refused(bad):
    doc = committed_text()
    doc["imperial"]["money"] = bad
    check(doc, "imperial.money", ["finite number"])


def test_an_unknown_feature_is_named():
    doc = committed_text()
    doc["family"]["luck"] = 1.0
    check(doc, "family.luck", ["unknown key"])


def test_not_a_mapping():
    check(["family"], "", ["expected a mapping"])


# ---------------------------------------------------------------- the fit

def test_the_fit_recovers_a_known_model():
    pytest.importorskip("numpy")
    fit = load_tool().fit

    truth = [0.0] * len(FEATURES)
    truth[list(FEATURES).index("prestige")] = 1.5
    truth[list(FEATURES).index("mission")] = -2.0
    rng = random.Random(5)
    groups = []
    for _ in range(3000):
        seats = rng.choice((2, 3, 4))
        rec = [tuple(rng.gauss(0, 1) for _ in FEATURES) for _ in range(seats)]
        z = [sum(a * b for a, b in zip(truth, f)) for f in rec]
        e = [math.exp(v) for v in z]
        r, acc, winner = rng.random() * sum(e), 0.0, seats - 1
        for s, v in enumerate(e):
            acc += v
            if r < acc:
                winner = s
                break
        groups.append((rec, winner))
    c = fit(groups)
    for got, want in zip(c, truth):
        assert abs(got - want) < 0.2


def test_black_hole_counts_the_imperial_network():
    s = cleared(fresh_turn(game(3, version="black-hole")))
    s.prestige = [16, 16, 16]
    s.money = [60, 60, 60]
    worlds = [w for w in s.board.worlds if w not in s.stations]
    start = worlds[0]
    chain = [start]
    while len(chain) < s.network_needed():  # a connected run of worlds for seat 1's Imperial Stations
        nxt = next(o for w in chain for o, _ in s.board.adj[w] if o not in chain and o not in s.stations)
        chain.append(nxt)
    before = win_chances(s)[1]
    for w in chain:
        s.stations[w] = 1
        s.imperial.append(w)
    f = dict(zip(FEATURES, features(s, 1)))
    assert f["network"] == 1.0 and f["ready"] == 1.0 and 0.5 < f["ready_odds"] <= 1.0
    assert win_chances(s)[1] > before


def test_hard_searches_each_version_with_its_own_hooks():
    """Every table but Super Nova's at 2 traders cuts at the trader's next
    turn and asks the model; those short games are played to the end, and
    Imperial's overrides must also clear a margin of win chance (heuristic.py)."""
    from game.ai.search import settings_for
    from game.ai.settings import settings_at
    from game.games.star_traders.bot import compared_moves

    hooks = settings_for("star-traders")
    assert hooks.evaluate is win_chances and hooks.candidates is compared_moves and hooks.keep == 0.0
    for version in VERSION_KEYS:
        for players in (2, 3, 6):
            searched = settings_at(hooks, game(players, version))
            if version == "super-nova" and players == 2:
                assert searched.evaluate is None and searched.cut_turns is None and searched.depth is None
                assert searched.rollout is hooks.rollout and searched.confirm == hooks.confirm
            elif version == "imperial":
                assert searched.evaluate is win_chances and searched.cut_turns == 1
                assert searched.keep == 0.02 and searched.variant is None
                assert replace(searched, keep=0.0, variant=hooks.variant) == hooks
            else:
                assert searched is hooks and searched.cut_turns == 1


def test_a_card_in_hand_is_worth_at_least_the_floor():
    """A fit that counted a held card against its holder would let Hard play
    a card with no effect (every world agrees the hand is lighter after it);
    the fitting tool holds such a coefficient at $2 of Normal's value a card."""
    from game.games.star_traders.rules.versions import BY_KEY

    for key, model in value_model.models().items():
        c = model.coefficients
        if BY_KEY[key].cards:
            # the floor is set by the free fit's value coefficient; the held fit moves that a little
            assert c["cards"] >= 0.95 * 2.0 * 3 / 100 * c["value"], key
    for version in ("family", "imperial", "black-hole"):
        s = game(2, version)
        assert s.hands[0]
        holding = win_chances(s)[0]
        s.deck[:0] = s.hands[0]
        s.hands[0] = []
        assert win_chances(s)[0] < holding, version


def test_the_tool_records_every_trader_at_each_turn_start_and_holds_games_out():
    tool = load_tool()
    winner, records = tool.play(("super-nova", 2, 7))
    assert winner in (0, 1) and records
    assert all(len(rec) == 2 and all(len(f) == len(FEATURES) for f in rec) for rec in records)
    train, held = tool.split([(winner, records)] * 4 + [(None, records)])  # a game with no winner is left out
    assert len(train) == 4 * len(records) and held == []
    train, held = tool.split([(winner, records)] * 5)
    assert len(train) == 4 * len(records) and len(held) == len(records)


# ---------------------------------------------------------------- signs a player would call wrong

@pytest.mark.parametrize("version", VERSION_KEYS)
def test_no_coefficient_has_a_sign_a_player_would_call_wrong(version):
    """More money, Prestige or stations never counts against a trader, and
    being short of a petition or the win never counts for one (SIGNS)."""
    c = value_model.models()[version].coefficients
    assert set(value_model.SIGNS) <= set(FEATURES)
    wrong = {name: c[name] for name, sign in value_model.SIGNS.items() if c[name] * sign < 0}
    assert not wrong, f"{version}: {wrong}"


@pytest.mark.parametrize("version", VERSION_KEYS)
def test_more_money_or_prestige_never_lowers_a_traders_score(version):
    """Over the turn starts of a short Normal game: a trader given $1, $10, one
    or three Prestige more, all else equal, never scores lower in the model."""
    from game.ai import decide, make_bot
    from game.games.star_traders.rules.versions import MAX_PRESTIGE

    model = value_model.models()[version]
    s = game(2, version)
    bots = [make_bot("star-traders", "normal") for _ in range(2)]
    owner, n, checked = None, 0, 0
    while not s.is_over and n < 400:
        if s.stage == "turn" and s.turn_owner() != owner and not s.stack:
            owner = s.turn_owner()
            for seat in range(2):
                base = model.scores(s)[seat]
                for field, more in (("money", 1), ("money", 10), ("prestige", 1), ("prestige", 3)):
                    c = s.clone()
                    getattr(c, field)[seat] = min(getattr(c, field)[seat] + more,
                                                  MAX_PRESTIGE if field == "prestige" else 10**6)
                    assert model.scores(c)[seat] >= base - 1e-9, (version, field, more, s.money, s.prestige)
                    checked += 1
        s.apply(decide(s, bots[s.to_act], 3, n))
        n += 1
    assert checked


def test_the_fit_holds_a_wrong_sign_at_zero_and_refits_the_rest():
    """Money and a copy of it that the truth weighs against the trader: the
    free fit gives the copy a wrong sign; the constrained one holds it at 0."""
    pytest.importorskip("numpy")
    tool = load_tool()
    at = {name: i for i, name in enumerate(FEATURES)}
    rng = random.Random(9)
    groups = []
    for _ in range(2000):
        rec = []
        for _ in range(3):
            f = [0.0] * len(FEATURES)
            f[at["value"]] = rng.gauss(0, 1)
            f[at["money"]] = f[at["value"]] + rng.gauss(0, 0.3)
            f[at["nova_money_short"]] = rng.gauss(0, 1)
            rec.append(tuple(f))
        z = [2.0 * f[at["value"]] - 1.0 * f[at["money"]] + 0.8 * f[at["nova_money_short"]] for f in rec]
        e = [math.exp(v) for v in z]
        r, acc, winner = rng.random() * sum(e), 0.0, 2
        for s, v in enumerate(e):
            acc += v
            if r < acc:
                winner = s
                break
        groups.append((rec, winner))
    free = tool.fit(groups)
    assert free[at["money"]] < 0 and free[at["nova_money_short"]] > 0
    held = tool.constrained_fit(groups, cards=False)
    assert held[at["money"]] == 0.0 and held[at["nova_money_short"]] == 0.0
    assert all(held[at[name]] * sign >= 0 for name, sign in value_model.SIGNS.items())
    assert held[at["value"]] > 0
