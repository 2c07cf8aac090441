"""Play test 6 (#17): on a 1280 x 720 screen Settings showed "Window size
1280 × 720 → 1240 × 640", which a person could not read (what is the
arrow: a change to apply?).  The row says, in words, the size chosen and
the size the window really has because the screen is smaller."""
from game.app import App


def test_a_size_too_big_for_the_screen_says_so_in_words(open_app, monkeypatch):
    monkeypatch.setattr(App, "_desktop_size", lambda self: (1280, 720))
    person = open_app()
    person.click_text("Settings")
    person.wait_for_text("Window size", seconds=2)
    row = person.screen.find("Window size")[0].rect
    value = " ".join(d.text for d in person.screen.frame if d.rect is not None and abs(d.rect.centery - row.centery) < 20
                     and d.rect.x > row.right)
    assert "1280 × 720" in value and "1240 × 640" in value, value
    assert "→" not in value and "fit" in value, value  # words, not an arrow to decode
