

def test_a_float_with_bounds_stays_inside_them_all_the_way_up():
    """Play test 3: Star Cargo's "Colony!" rose across the board's top border."""
    import pygame

    from game.ui.anim import FloatText

    surf = pygame.Surface((120, 40))
    bounds = pygame.Rect(0, 100, 800, 600)
    f = FloatText(surf, (400, 130), duration=1.0, rise=60, bounds=bounds)
    drawn = []

    class Spy:
        def blit(self, s, rect):
            drawn.append(pygame.Rect(rect))

    for _ in range(12):
        f.step(0.1)
        f.draw(Spy())
    assert drawn and all(bounds.contains(r) for r in drawn)


def test_outside_leaves_every_point_but_the_holes_once():
    import pygame

    from game.ui.anim import outside

    area = pygame.Rect(0, 0, 40, 30)
    holes = [pygame.Rect(10, 5, 10, 10), pygame.Rect(15, 10, 30, 5), pygame.Rect(-5, 25, 8, 20)]
    pieces = outside(area, holes)
    for x in range(-2, 42):
        for y in range(-2, 32):
            n = sum(p.collidepoint(x, y) for p in pieces)
            want = area.collidepoint(x, y) and not any(h.collidepoint(x, y) for h in holes)
            assert n == (1 if want else 0), (x, y, n)
