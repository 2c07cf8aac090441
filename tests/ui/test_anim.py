

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
