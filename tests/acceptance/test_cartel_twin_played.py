"""Play test 9 (shot110-113): with two Double Downs in hand the person
picked up the first, built it in the city, and the second slid into the
first's place, so the next click, on the second's old place, hit nothing.
The copy picked up is the one that leaves; its twin keeps its place."""
from collections import Counter

from game.games.cartel.rules.actions import Build
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_hand_row import row


def _twin_to_build(st):
    if st.stage != "action" or st.to_act != 0:
        return False
    twins = {k for k, n in Counter(st.hands[0]).items() if n > 1}
    return any(isinstance(a, Build) and a.card in twins for a in st.legal_actions())


def _build_one_of_twins(person, table, which):
    cards = row(person)
    built = {a.card for a in table.legal if isinstance(a, Build)}
    kind = next(k for k, n in Counter(k for k, _ in cards).items() if n > 1 and k in built)
    rects = [r for k, r in cards if k == kind]
    picked, other = (rects[0], rects[1]) if which == "first" else (rects[1], rects[0])
    person.click((picked[0] + picked[2] // 2, picked[1] + picked[3] // 2))
    person.frames(3)
    lots = [t for t in table.current_targets() if t.clickable and t.rect is not None
            and not (isinstance(t.key, tuple) and t.key[0] == "hand")
            and any(isinstance(a, Build) and a.card == kind for a in (t.actions or ()))]
    assert lots, "no lit lot after picking the card up"
    person.click(lots[0].rect.center)
    person.wait_until(lambda: any(isinstance(s.action, Build) for s in table.match.steps[-3:]), seconds=5,
                      why="the build was not taken")
    person.frames(3)
    return kind, picked, other


def test_the_copy_picked_up_and_built_is_the_one_that_leaves(open_app):
    for which in ("first", "second"):
        person = open_app(bot_pace=0.0, animation_speed=0.0)
        table = start_game_at(person, "cartel", ["human", "normal", "normal"], _twin_to_build, seed=3)
        person.move((5, 5), frames=3)
        kind, picked, other = _build_one_of_twins(person, table, which)
        after = [r for k, r in row(person) if k == kind]
        assert any((r[0], r[2]) == (other[0], other[2]) for r in after), \
            f"picking the {which} copy: its twin left its place {other} -> {after}"
        assert not any((r[0], r[2]) == (picked[0], picked[2]) for r in after), (which, picked, after)
