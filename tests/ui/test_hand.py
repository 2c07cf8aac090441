"""game.ui.hand: a private hand as a row of cards; other seats' as backs."""
from __future__ import annotations

import pygame

from game.ui.hand import HandView
from tests.ui.conftest import non_blank

AREA = pygame.Rect(100, 600, 800, 200)


def test_a_few_cards_sit_side_by_side_centred():
    hand = HandView(AREA, (100, 140), gap=10)
    rs = hand.rects(3)
    assert [r.x for r in rs] == [340, 450, 560]  # 320 wide, centred on 500
    assert all(r.bottom == AREA.bottom and r.size == (100, 140) for r in rs)
    assert hand.rects(0) == []


def test_many_cards_overlap_to_stay_inside_the_area():
    hand = HandView(AREA, (100, 140))
    rs = hand.rects(20)
    assert rs[0].left >= AREA.left and rs[-1].right <= AREA.right
    assert rs[1].x - rs[0].x < 100  # they overlap
    # the topmost (later) card wins where two overlap
    p = (rs[1].x + 2, rs[1].centery)
    assert rs[0].collidepoint(p) and hand.index_at(p, 20) == 1


def test_hover_lifts_a_card_and_keeps_it_while_the_mouse_is_on_it():
    hand = HandView(AREA, (100, 140), lift=22)
    rs = hand.rects(3)
    drawn = []

    def face(surface, card, rect, hovered):
        drawn.append((card, rect.copy(), hovered))

    surf = pygame.Surface((1000, 900))
    assert hand.draw(surf, "abc", face, mouse=rs[1].center) == 1
    assert drawn[-1] == ("b", rs[1].move(0, -22), True)  # lifted and drawn last
    # above the resting row, but on the lifted card: still hovered
    above = (rs[1].centerx, rs[1].top - 10)
    assert hand.index_at(above, 3) == 1
    drawn.clear()
    assert hand.draw(surf, "abc", face, mouse=above) == 1
    assert hand.draw(surf, "abc", face, mouse=(0, 0)) is None and hand.hovered is None
    assert hand.index_at(above, 3) is None  # nothing lifted: that point is on no card


def test_click_index_after_the_hand_shrinks_never_points_past_the_end():
    hand = HandView(AREA, (100, 140))
    rs = hand.rects(5)
    hand.update_hover(rs[4].center, 5)
    assert hand.hovered == 4
    assert hand.index_at(rs[4].center, 2) in (None, 0, 1)


def test_other_seats_show_backs_and_a_count(app):
    hand = HandView(AREA, (100, 140), max_backs=4)
    surf = pygame.Surface((1920, 1080))
    surf.fill((0, 0, 0))
    area = hand.draw_backs(surf, 9, rect=pygame.Rect(100, 100, 300, 120))
    assert len(hand.backs_rects(9, pygame.Rect(100, 100, 300, 120))) == 4
    assert area is not None and pygame.Rect(100, 100, 300, 120).contains(area)
    assert hand.draw_backs(surf, 0, rect=pygame.Rect(100, 300, 300, 120)) is None
    assert non_blank(surf) or surf.get_at(area.center)[:3] != (0, 0, 0)


def test_default_faces_render(app):
    hand = HandView(AREA, (100, 140))
    surf = pygame.Surface((1920, 1080))
    surf.fill((0, 0, 0))
    hand.draw(surf, ["Ore", "Gas", "Silk"])
    r = hand.rects(3)[1]
    assert surf.get_at(r.center)[:3] != (0, 0, 0)
