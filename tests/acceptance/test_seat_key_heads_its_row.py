"""Issue 49 item 5 (play test 7): on the New game screen a seat's key cap
stood right of the kind stepper's ‹ arrow, so it read as part of the
stepper.  The cap heads the seat's row, in the column of the Players cap."""


def test_each_seats_key_cap_stands_before_its_row(open_app):
    person = open_app(last_setup={})
    person.click_text("Star Traders")
    person.frames(3)
    arrows = [d for d in person.screen.frame if d.text == "‹" and d.rect is not None]
    players = person.screen.find("Players")[0]
    seat_caps = [c for c in person.screen.caps if c.rect.centery > players.rect.bottom + 20
                 and c.rect.x < person.app.canvas.get_width() // 2]
    assert len(seat_caps) >= 3, person.screen.caps
    players_cap = min(person.screen.caps, key=lambda c: abs(c.rect.centery - players.rect.centery))
    for cap in seat_caps:
        row = [d for d in person.screen.frame if d.rect is not None and abs(d.rect.centery - cap.rect.centery) < 20
               and not cap.rect.contains(d.rect)]
        assert all(d.rect.x >= cap.rect.right for d in row), f"cap {cap.text} is not first in its row: {row}"
        arrow = next(a for a in arrows if abs(a.rect.centery - cap.rect.centery) < 20)
        assert arrow.rect.x - cap.rect.right > 200, f"cap {cap.text} sits by the ‹ arrow"
        assert abs(cap.rect.x - players_cap.rect.x) < 4, "the seat caps stand under the Players cap"
