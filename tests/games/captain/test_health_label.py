"""Play test 9 (shot198-203): a ship at 3/9 health showed its "3/9" in dark
letters over the bar's dark empty part: unreadable.  The label is dark on
the coloured fill and light on the rest."""
import pygame

from game.games import get_ruleset
from game.games.captain import player_boards as pb


def test_a_third_full_health_bar_draws_its_label_light_where_the_bar_is_empty(app):
    st = get_ruleset("captain").new_game(3, {}, 1)
    st.players[1].health = 3
    surface = pygame.Surface((460, 130))
    surface.fill((20, 24, 44))
    area = pygame.Rect(10, 10, 440, 110)
    parts = pb.board_parts(st, 1, area, 20)
    pb.draw_board(surface, st, 1, parts, area, None, 20)
    bar = dict((name, rect) for name, rect, _tip in parts)["hp"]
    empty = pygame.Rect(bar.centerx - 20, bar.y + 6, 40, bar.h - 12)  # the label's middle, past the third filled
    light = [surface.get_at((x, y)) for x in range(empty.left, empty.right) for y in range(empty.top, empty.bottom)]
    assert max(c.r + c.g + c.b for c in light) > 500, "no light letters over the empty part of the bar"
