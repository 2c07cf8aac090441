"""The record of games played (game/stats.py): counting a finished game per
game and bot level, the JSON round trip, and a damaged stats.json (bad
values, huge numbers, deep nesting, a folder or a pipe in its place) set
aside with one sentence and replaced by a fresh record, never a traceback."""
from __future__ import annotations

import json
import os
from types import SimpleNamespace

import pytest

from game import stats
from game.rules.core import Score
from game.session import Seat


class FakeState:
    def __init__(self, totals, winners, over=True):
        self.totals, self._winners, self.is_over = totals, winners, over

    def winners(self):
        return list(self._winners)

    def scores(self):
        return [Score(seat=i, total=t) for i, t in enumerate(self.totals)]


def finished(kinds, totals, winners, game="star-cargo", over=True):
    seats = [Seat(f"S{i}", k, i) for i, k in enumerate(kinds)]
    return SimpleNamespace(game_id=game, seats=seats, state=FakeState(totals, winners, over))


# ---------------------------------------------------------------- counting


def test_level_is_the_strongest_bot_or_friends():
    seat = lambda k: Seat("x", k, 0)  # noqa: E731
    assert stats.level_of([seat("human"), seat("easy"), seat("hard"), seat("normal")]) == "hard"
    assert stats.level_of([seat("human"), seat("random")]) == "random"
    assert stats.level_of([seat("human"), seat("human")]) == "friends"


def test_wins_losses_games_and_best_score_per_game_and_level():
    rec = stats.Stats()
    assert stats.record(rec, finished(["human", "normal"], [30, 20], [0]))
    assert stats.record(rec, finished(["human", "normal"], [10, 25], [1]))
    assert stats.record(rec, finished(["human", "hard", "easy"], [44, 50, 1], [1]))
    cell = rec.games["star-cargo"]["normal"]
    assert (cell.games, cell.wins, cell.losses, cell.best) == (2, 1, 1, 30)
    hard = rec.games["star-cargo"]["hard"]
    assert (hard.games, hard.wins, hard.losses, hard.best) == (1, 0, 1, 44)  # the person's score, not the bot's
    total = rec.totals("star-cargo")
    assert (total.games, total.wins, total.losses, total.best) == (3, 1, 2, 44)


def test_a_shared_victory_of_a_person_is_a_win_and_friends_games_count_games_only_in_totals():
    rec = stats.Stats()
    stats.record(rec, finished(["human", "normal"], [20, 20], [0, 1]))
    stats.record(rec, finished(["human", "human"], [5, 9], [1]))
    assert rec.games["star-cargo"]["normal"].wins == 1
    assert rec.games["star-cargo"]["friends"].games == 1
    total = rec.totals("star-cargo")
    assert (total.games, total.wins, total.losses) == (2, 1, 0)


def test_a_game_won_outright_keeps_no_best_score():
    rec = stats.Stats()
    assert stats.record(rec, finished(["human", "normal"], [1, 0], [0], game="star-traders"))
    assert stats.record(rec, finished(["human", "normal"], [0, 1], [1], game="star-traders"))
    cell = rec.cell("star-traders", "normal")
    assert (cell.games, cell.wins, cell.best) == (2, 1, None)


def test_statistics_show_no_best_score_for_a_game_won_outright(app):
    from game.scenes.stats import StatsScene
    rec = stats.Stats()
    stats.record(rec, finished(["human", "normal"], [30, 20], [0]))
    rec.cell("star-traders", "normal").games = 1
    rec.cell("star-traders", "normal").best = 0  # an old record of a Star Traders game
    scene = StatsScene(app)
    scene.record, scene.rows = rec, rec.rows(order=["star-cargo", "star-traders"])
    assert scene.best_text("star-cargo", rec.cell("star-cargo", "normal")) == "30"
    assert scene.best_text("star-traders", rec.cell("star-traders", "normal")) == "—"


def test_unfinished_games_and_games_without_a_person_are_not_counted():
    rec = stats.Stats()
    assert not stats.record(rec, finished(["human", "normal"], [1, 2], [1], over=False))
    assert not stats.record(rec, finished(["normal", "hard"], [1, 2], [1]))
    assert rec.games == {}


def test_round_trip_through_the_file():
    match = finished(["human", "easy"], [12, 7], [0], game="captain")
    assert stats.record_finished(match) == ""
    assert stats.record_finished(finished(["human", "easy"], [15, 70], [1], game="captain")) == ""
    rec, notice = stats.load()
    assert notice == ""
    cell = rec.games["captain"]["easy"]
    assert (cell.games, cell.wins, cell.losses, cell.best) == (2, 1, 1, 15)
    assert stats.parse(json.dumps(rec.to_json()).encode()).to_json() == rec.to_json()


def test_a_missing_file_is_an_empty_record_without_a_notice():
    rec, notice = stats.load()
    assert rec.games == {} and notice == ""


# ---------------------------------------------------------------- damaged files

GOOD_CELL = {"games": 3, "wins": 1, "losses": 2, "best": 40}


def body(cell=None, **top):
    data = {"format": 1, "games": {"star-cargo": {"normal": cell if cell is not None else GOOD_CELL}}}
    data.update(top)
    return json.dumps(data)


ATTACKS = {
    "NaN": body().replace("40", "NaN"),
    "Infinity": body().replace("40", "Infinity"),
    "minus one": body({**GOOD_CELL, "wins": -1}),
    "10**400": body().replace("40", str(10 ** 400)),
    "huge float": body().replace("40", "1e400"),
    "deep nesting": "[" * 100_000 + "]" * 100_000,
    "deep nesting unclosed": "{\"a\":" * 100_000,
    "not JSON": "{not json",
    "not UTF-8": b"\xff\xfe\x00garbage",
    "empty": "",
    "a list": "[1, 2, 3]",
    "null": "null",
    "no format": json.dumps({"games": {}}),
    "format true": body(format=True),
    "games a list": body(games=[]),
    "level unknown": body(games={"star-cargo": {"godlike": GOOD_CELL}}),
    "cell a number": body(games={"star-cargo": {"normal": 3}}),
    "count text": body({**GOOD_CELL, "games": "3"}),
    "count bool": body({**GOOD_CELL, "wins": True}),
    "count float": body({**GOOD_CELL, "games": 3.0}),
    "count missing": body({"wins": 1, "losses": 0}),
    "more wins than games": body({**GOOD_CELL, "wins": 3}),
    "best text": body({**GOOD_CELL, "best": "lots"}),
    "best too big": body({**GOOD_CELL, "best": 10 ** 11}),
    "nested cell": body({**GOOD_CELL, "best": [[[[1]]]]}),
    "too many games": json.dumps({"format": 1, "games": {f"g{i}": {} for i in range(stats.MAX_GAMES + 1)}}),
    "odd game id": body(games={"x" * 200: {}}),
    "too big": " " * (stats.MAX_BYTES + 1) + body(),
}


def assert_replaced(notice: str, home_data):
    assert notice.startswith("The record of games played could not be used (")
    assert notice.endswith("and a new one started.")
    assert "\n" not in notice and "Traceback" not in notice and "Error" not in notice
    assert os.path.lexists(home_data / "stats-damaged.json")
    rec, again = stats.load()  # the fresh record took its place: quiet from now on
    assert again == "" and rec.games == {}


@pytest.mark.parametrize("name", list(ATTACKS))
def test_a_damaged_file_is_set_aside_with_one_sentence_and_replaced(name):
    data = ATTACKS[name]
    path = stats.path()
    path.write_bytes(data if isinstance(data, bytes) else data.encode())
    rec, notice = stats.load()
    assert rec.games == {}
    assert_replaced(notice, path.parent)
    assert (path.parent / "stats-damaged.json").read_bytes() == (data if isinstance(data, bytes) else data.encode())


def test_a_folder_in_its_place_is_moved_aside():
    path = stats.path()
    path.mkdir()
    (path / "inside.txt").write_text("x")
    rec, notice = stats.load()
    assert "folder" in notice
    assert_replaced(notice, path.parent)
    assert (path.parent / "stats-damaged.json" / "inside.txt").read_text() == "x"
    assert path.is_file()


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_its_place_does_not_block_and_is_moved_aside():
    path = stats.path()
    os.mkfifo(path)
    rec, notice = stats.load()  # would hang here if the pipe were read
    assert "pipe" in notice
    assert_replaced(notice, path.parent)


def test_a_second_damaged_file_gets_a_numbered_name_and_the_first_is_kept():
    path = stats.path()
    path.write_text("{bad")
    stats.load()
    path.write_text("[bad")
    _, notice = stats.load()
    assert "stats-damaged-1.json" in notice
    assert (path.parent / "stats-damaged.json").read_text() == "{bad"
    assert (path.parent / "stats-damaged-1.json").read_text() == "[bad"


def test_a_game_ending_on_a_damaged_record_is_counted_in_the_fresh_one():
    stats.path().write_text(ATTACKS["NaN"])
    notice = stats.record_finished(finished(["human", "hard"], [9, 3], [0]))
    assert notice.startswith("The record of games played could not be used")
    rec, again = stats.load()
    assert again == "" and rec.games["star-cargo"]["hard"].wins == 1


def test_an_unwritable_record_is_said_in_one_sentence(monkeypatch):
    def fail(*a, **k):
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr("game.persist.atomic_write", fail)
    notice = stats.record_finished(finished(["human", "hard"], [9, 3], [0]))
    assert notice == "The record of games played could not be written (Permission denied)."


def test_the_menu_survives_a_damaged_record_and_says_so(app):
    from game.scenes.menu import MenuScene

    stats.path().write_text("[" * 100_000)
    menu = MenuScene(app)
    app.push(menu)
    app.render()
    assert menu.stats_notice.startswith("The record of games played could not be used (it is nested")
    menu.build()  # coming back to the menu: the fresh record is quiet
    assert menu.stats_notice == ""


def test_menu_tiles_say_how_often_a_game_was_played_and_won(app):
    from game.scenes.menu import MenuScene
    from game.scenes.stats import StatsScene

    stats.record_finished(finished(["human", "normal"], [30, 20], [0], game="star-cartel"))
    stats.record_finished(finished(["human", "hard"], [10, 20], [1], game="star-cartel"))
    stats.record_finished(finished(["human", "human"], [10, 20], [1], game="captain"))
    menu = MenuScene(app)
    app.push(menu)
    played = {t.game_id: t.played for t in menu.tiles}
    assert played["star-cartel"] == "played 2 · won 1"
    assert played["captain"] == "played 1"  # among friends there is no "won"
    assert played["star-cargo"] == ""
    menu.open_stats()
    assert isinstance(app.top, StatsScene)
    assert [(g, lv) for g, lv, _ in app.top.rows] == [("star-cartel", "normal"), ("star-cartel", "hard"),
                                                     ("captain", "friends")]
    app.render()
