"""Play test 5a: the attack dice tray read "11 + 1 aim = 12: hit (needs
8+)dodges on 12+" (the two dice's lines run together, the first from the
tray's left border), the defender's die showed its number turned sideways,
and map labels showed through the tray."""
from __future__ import annotations

from collections import Counter

from tests.acceptance.conftest import start_game_at


def _attack_ready(st) -> bool:
    from game.games.captain.rules import actions as A

    return st.to_act == 0 and any(type(a) is A.AttackShip for a in st.legal_actions())


def _tray_up(person) -> bool:
    return any(" attacks " in d.text and d.text.endswith("'s ship") for d in person.screen.frame)


def test_the_attack_dice_tray_reads_clearly(open_app):
    from game.games.captain.rules import actions as A

    person = open_app(bot_pace=0.0)  # animations at their speed: the dice roll
    table = start_game_at(person, "captain", ["human", "normal", "normal"], _attack_ready, seed=2)
    person.wait_until(lambda: table.my_turn, seconds=10)
    target = next(t for t in table.current_targets()
                  if t.clickable and t.rect is not None and any(type(a) is A.AttackShip for a in t.actions))
    person.click(target.rect.center)
    if not _tray_up(person) and person.screen.find("Attack"):
        person.click_text("Attack")  # the hex offers more than the attack: its chooser
    person.wait_until(lambda: _tray_up(person), seconds=3, why="no dice tray")
    faces, frames = [], 0
    while _tray_up(person) and frames < 600:
        tray = table.dice.rect()
        frame = person.screen.frame
        title = next(i for i, d in enumerate(frame) if " attacks " in d.text and d.text.endswith("'s ship"))
        # the tray's own words: a map label it covers stays under it, drawn before it
        inside = [d for d in frame[title:] if d.rect is not None and d.rect.colliderect(tray)]
        captions = [d.rect for d in inside if d.rect.y > tray.y + 150 and d.size < 40]
        for c in captions:
            assert tray.x + 16 <= c.x and c.right <= tray.right - 16, (tuple(c), tuple(tray))
        assert not any(a.colliderect(b) for i, a in enumerate(captions) for b in captions[i + 1:]), \
            [(d.text, tuple(d.rect)) for d in inside]
        faces += [d for d in inside if d.text.isdigit() and tray.y + 48 < d.rect.centery < tray.y + 176]
        if frames % 10 == 0:  # the tray is one colour where nothing is drawn on it beside the dice (no map through it)
            canvas = person.app.canvas
            y0, y1 = tray.y + 60, tray.y + 150
            spots = [(x, y) for y in range(y0, y1, 9) for x in range(tray.right - 100, tray.right - 14, 9)]
            colours = Counter(tuple(canvas.get_at(p))[:3] for p in spots)
            fill, n = colours.most_common(1)[0]
            fading = person.screen.find("HIT") or person.screen.find("MISS") or person.screen.find("EVADED")
            assert fading or n == len(spots), colours.most_common(4)
        person.frames(1)
        frames += 1
    assert len({d.rect.center for d in faces}) >= 2, faces  # both dice show their number upright on the tray
