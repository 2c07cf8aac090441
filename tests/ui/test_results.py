"""The results screen tells the story of the game: a score chart and how the
winner won, under the totals."""
from __future__ import annotations

import pygame
import pytest

from game.ui import theme
from game.ui.chart import LineChart, nice_ticks, spread
from tests.ui.conftest import non_blank


def _finished(game_id: str, players: int, seed: int = 7):
    from game.ai import decide, make_bot
    from game.session import Match, Seat

    m = Match(game_id, [Seat("Ann", "human", 0)] + [Seat(f"Bot {i}", "normal", i) for i in range(1, players)], seed)
    bot = make_bot(game_id, "normal")
    while not m.state.is_over:
        m.apply(decide(m.state, bot, seed, len(m.steps)))
    return m


def _colours(surface) -> set:
    w, h = surface.get_size()
    return {surface.get_at((x, y))[:3] for x in range(w) for y in range(h)}


@pytest.mark.parametrize("seats", [2, 3, 4, 5, 6])
def test_chart_draws_a_line_and_a_token_per_seat(seats):
    xs = list(range(8))
    series = [[(s + 1) * x for x in xs] for s in range(seats)]
    chart = LineChart(xs, series, list(range(seats)), emphasis={seats - 1})
    surf = chart.render((900, 240))
    canvas = pygame.Surface((900, 240))
    canvas.fill((16, 20, 40))
    canvas.blit(surf, (0, 0))
    present = _colours(canvas)
    assert len(present) > 40  # lines, text and tokens, not a flat fill
    for s in range(seats):  # every seat's colour is on the picture
        assert theme.player_colour(s) in present


def test_chart_with_one_point_still_draws_the_tokens():
    chart = LineChart([0], [[5], [5], [3]], [0, 1, 2])
    surf = chart.render((600, 200))
    canvas = pygame.Surface((600, 200))
    canvas.blit(surf, (0, 0))
    present = _colours(canvas)
    assert len(present) > 20
    assert all(theme.player_colour(s) in present for s in range(3))


def test_chart_renders_once_per_size(monkeypatch):
    chart = LineChart([0, 1, 2], [[0, 1, 2], [0, 2, 1]], [0, 1])
    calls = []
    real = chart.render
    monkeypatch.setattr(chart, "render", lambda size: calls.append(size) or real(size))
    target = pygame.Surface((800, 400))
    for _ in range(5):
        chart.draw(target, (10, 10, 700, 300))
    assert calls == [(700, 300)]
    chart.draw(target, (10, 10, 500, 300))
    assert len(calls) == 2


def test_spread_keeps_tokens_apart_and_inside():
    ys = spread([100, 101, 102, 300], 20, 0, 400)
    assert sorted(ys)[1] - sorted(ys)[0] >= 20 and sorted(ys)[2] - sorted(ys)[1] >= 20
    assert ys[3] == 300
    low = spread([395, 396, 399], 20, 0, 400)  # pushed back up from the bottom edge
    assert max(low) <= 400 and min(b - a for a, b in zip(sorted(low), sorted(low)[1:])) >= 20
    assert spread([5], 20, 10, 400) == [10]


def test_nice_ticks():
    assert nice_ticks(0, 67) == [0, 20, 40, 60, 80]
    assert nice_ticks(0, 0) == [0, 1]
    assert nice_ticks(-5, 12, 4)[0] <= -5


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", [("star-cartel", 3), ("star-cargo", 2), ("captain", 6)])
def test_results_tell_how_the_winner_won(app, game_id, players):
    from game.scenes.results import ResultsScene

    m = _finished(game_id, players)
    scene = ResultsScene(app, m)
    assert scene.history is not None and scene.history.points[-1].step == len(m.steps)
    winner = min(scene.winners)
    cats = scene.story_categories()
    assert cats and all(seat in scene.winners for seat, _ in cats)
    if len(scene.winners) == 1:
        assert scene.story_title() == f"How {m.seats[winner].name} won"
    app.push(scene)
    for _ in range(2):
        assert non_blank(app.render())
    assert scene.chart() is not None and len(scene.chart()._cache) == 1  # drawn, and cached between frames
    # the layout leaves the chart real room above the buttons
    table_bottom = scene.table_top() - 16 + 66 + scene.row_height() * players + 24
    assert scene.story_area(table_bottom).h >= 200


def test_no_history_for_a_game_still_running(app):
    """The running totals of an unfinished game would show hidden cards."""
    from game.scenes.results import ResultsScene
    from game.app import build_match

    m = build_match("ui-toy", ["human", "normal"], seed=1)
    scene = ResultsScene(app, m)
    assert scene.history is None and scene.chart() is None
    app.push(scene)
    assert non_blank(app.render())


def test_a_failing_replay_leaves_the_totals(app, monkeypatch):
    from game.scenes import results

    def broken(match):
        raise ValueError("replay failed")

    monkeypatch.setattr(results, "score_history", broken)
    scene = results.ResultsScene(app, _finished("star-cargo", 2))
    assert scene.history is None and scene.leads == [] and scene.facts == []
    app.push(scene)
    assert non_blank(app.render())


def test_the_winners_token_goes_first_when_lines_end_level():
    chart = LineChart([0, 1], [[0, 5], [0, 5]], [0, 1], emphasis={1})
    surf = chart.render((400, 200))
    # the top token is the winner's colour (seat 1), the one below seat 0's
    right = [(y, surf.get_at((x, y))[:3]) for y in range(200) for x in range(340, 400)]
    first = next(c for y, c in right if c in (theme.player_colour(0), theme.player_colour(1)))
    assert first == theme.player_colour(1)


def test_a_game_won_outright_tells_its_story_not_points(app):
    """Star Traders has no running points: the story says how the game was
    won and where everyone stood, the chart follows Prestige by the game's
    own rounds, and no category is sold as 'points'."""
    from game.scenes.results import ResultsScene

    m = _finished("star-traders", 3)
    scene = ResultsScene(app, m)
    st = m.state
    assert scene.outright and scene.story_categories() == []
    assert scene.leads and any(f"round {st.round()}" in t for t in scene.leads)
    assert all(m.seats[t].name in scene.leads[-1] for t in range(3))
    assert scene.history.points[-1].totals == tuple(st.prestige)
    assert scene.history.rounds == st.round()
    app.push(scene)
    assert non_blank(app.render())
