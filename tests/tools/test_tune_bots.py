"""tools/tune_bots.py's pure parts: the mapping between CMA-ES's vectors and
weights, the games split over the pool, and the YAML rewrite that keeps
comments.  CMA-ES itself is not run here (`cma` is a tuning-only extra, not
installed in CI), and importing the tool must not need it."""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

from game.ai.weights import load_weights_file, weights, weights_path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "tune_bots.py"

YAML = """\
# header comment
tempo:
  value: 0.5   # kept comment
  meaning: delivering now
  bounds: [-1.0, 2.0]
delay:
  value: 1.0
  meaning: "per turn of waiting (value: not this one)"
  bounds: [0.0, 4.0]
fixed:
  value: 3.0
  meaning: not tuned
"""


@pytest.fixture(scope="module")
def tune():
    had_cma = "cma" in sys.modules
    spec = importlib.util.spec_from_file_location("tune_bots_under_test", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    assert had_cma or "cma" not in sys.modules, "importing tools/tune_bots.py must not import cma"
    return module


@pytest.fixture
def base(tmp_path):
    path = tmp_path / "bot_weights.yaml"
    path.write_text(YAML, encoding="utf-8")
    return load_weights_file(path, "toy")


def test_vectors_map_into_the_bounds_and_back(tune, base):
    names = base.tunable()
    assert names == ["tempo", "delay"]
    x = tune.to_vector(base, names)
    assert x == pytest.approx([0.5, 0.25])
    assert tune.from_vector(base, names, x) == base
    # CMA-ES may propose anything: out-of-range and non-finite numbers land inside the bounds
    w = tune.from_vector(base, names, [7.0, float("nan")])
    assert (w.tempo, w.delay, w.fixed) == (2.0, 2.0, 3.0)
    w = tune.from_vector(base, names, [-3.0, 0.123456789])
    assert w.tempo == -1.0 and w.delay == round(0.123456789 * 4.0, 4)
    with pytest.raises(ValueError):
        tune.from_vector(base, names, [0.5])


def test_every_committed_tunable_weight_maps_round_trip(tune):
    for game_id in ("captain", "star-cartel", "star-cargo", "cartel", "star-traders"):
        w = weights(game_id)
        names = w.tunable()
        assert names, game_id
        x = tune.to_vector(w, names)
        assert all(0.0 <= xi <= 1.0 for xi in x), game_id
        assert tune.from_vector(w, names, x, digits=12).values() == pytest.approx(w.values())


def test_games_are_split_half_against_the_previous_normal_in_whole_rotations(tune):
    games = tune.split_games(48, ["normal", "a", "b", "c"], 3)
    assert games == {"normal": 24, "a": 9, "b": 9, "c": 9}
    assert all(n % 3 == 0 for n in games.values())
    assert tune.split_games(40, ["normal"], 2) == {"normal": 40}
    assert tune.split_games(4, ["normal", "a", "b"], 2) == {"normal": 2, "a": 2, "b": 2}  # never none


def test_rewrite_changes_only_the_value_lines(tune, base, tmp_path):
    text = tune.rewrite_values(YAML, {"tempo": 1.25, "delay": 0.5})
    assert text.splitlines()[2] == "  value: 1.25   # kept comment"
    changed = [(a, b) for a, b in zip(YAML.splitlines(), text.splitlines()) if a != b]
    assert len(changed) == 2 and len(text.splitlines()) == len(YAML.splitlines())
    path = tmp_path / "again.yaml"
    path.write_text(text, encoding="utf-8")
    again = load_weights_file(path, "toy")
    assert (again.tempo, again.delay, again.fixed) == (1.25, 0.5, 3.0)
    assert again.spec("delay").meaning == base.spec("delay").meaning
    with pytest.raises(ValueError, match="nowhere"):
        tune.rewrite_values(YAML, {"nowhere": 1.0})


def test_rewriting_a_committed_file_with_its_own_values_keeps_it_loadable(tune):
    path = weights_path("captain")
    text = path.read_text(encoding="utf-8")
    w = weights("captain")
    assert "#" in text
    out = tune.rewrite_values(text, {k: w.values()[k] for k in w.tunable()})
    assert out.count("\n") == text.count("\n") and out.splitlines()[0] == text.splitlines()[0]


def test_a_candidate_that_circles_gives_up_its_game(tune, monkeypatch):
    """Some weights make the bots circle for ever; the candidate's bot raises
    Stalled after MAX_OWN_DECISIONS decisions (the tuner counts the game as
    lost) instead of playing on to play_game's far larger limit."""

    class Circler:
        def choose(self, state, seat, rng):
            return "again"

    monkeypatch.setattr(tune, "MAX_OWN_DECISIONS", 5)
    bot = tune.Capped(Circler())
    assert [bot.choose(None, 0, None) for _ in range(5)] == ["again"] * 5
    with pytest.raises(tune.Stalled, match="stalled after 5 decisions"):
        bot.choose(None, 0, None)


def test_the_hard_check_plays_hard_against_the_new_normal_at_every_seat(tune):
    cmd = tune.hard_check_command("star-cargo", 3, 40, 5_000_000, 300, ["pace=short"])
    assert cmd[1].endswith("main.py") and cmd[2:4] == ["tournament", "star-cargo"]
    assert cmd[cmd.index("--seats") + 1] == "hard,normal,normal"
    assert cmd[cmd.index("--games") + 1] == "40" and cmd[cmd.index("--hard-iterations") + 1] == "300"
    assert cmd[-2:] == ["--option", "pace=short"]


def test_the_hard_check_reads_the_tournament_and_warns_below_the_target(tune):
    from game.tournament import TournamentResult, format_result

    def output(won, n):
        r = TournamentResult("star-cargo", ["hard", "normal"])
        r.pairs = {("hard", "normal"): [won, n], ("normal", "hard"): [n - won, n]}
        return format_result(r)

    low = tune.hard_check_verdict(output(28, 64))
    assert "44% of 64 seat pairs" in low and "WARNING" in low
    high = tune.hard_check_verdict(output(52, 64))
    assert "81% of 64" in high and "reached" in high and "WARNING" not in high
    assert "could not read" in tune.hard_check_verdict("Traceback: boom")
