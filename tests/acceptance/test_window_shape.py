"""Play test 5: the menu, setup, rules and results screens sat between black
bars in a 1240x640 window while the tables filled it, so the picture jumped
between the menu and a game; the settings sliders' values sat on the lines
between the rows."""
import pygame


def _click_drawn(person, drawn):
    """Drawn rects are on the canvas; a scene drawn in its middle takes clicks
    at logical positions (App.inset)."""
    inset = person.app.inset(person.app.top)
    person.click((drawn.rect.centerx - inset.x, drawn.rect.centery - inset.y))


def test_the_menu_fills_a_wide_window_and_takes_clicks_where_it_draws(open_app):
    person = open_app()
    app = person.app
    app.set_window_size((1240, 640))
    person.frames(2)
    assert app.view_rect() == pygame.Rect(0, 0, 1240, 640)  # the canvas fills the window

    def edges_drawn():
        w, h = app.canvas.get_size()
        edge = [app.canvas.get_at((x, y))[:3] for x in (1, w - 2) for y in range(10, h, 40)]
        return sum(c != (0, 0, 0) for c in edge) > len(edge) // 2

    assert edges_drawn(), "black bars at the window's sides"
    _click_drawn(person, person.screen.find("Settings")[0])
    assert type(app.top).__name__ == "SettingsScene"
    assert edges_drawn()


def test_a_slider_shows_its_value_on_its_rows_line(person):
    person.click_text("Settings")
    person.frames(2)
    for name in ("Music volume", "Effects volume", "Animation speed", "Bot pace"):
        label = person.screen.find(name)[0]
        beside = [d for d in person.screen.frame if d.rect is not None and d is not label
                  and d.rect.left > label.rect.right + 100 and abs(d.rect.centery - label.rect.centery) < 40]
        assert beside, name
        assert all(abs(d.rect.centery - label.rect.centery) <= 4 for d in beside), (name, beside)
