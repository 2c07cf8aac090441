"""Issue 49 (play test 7 item 8): the Cartel hand closed its gaps whenever
the pointer left it, so a person who glanced at the city between two clicks
of a discard, or who placed an Agent between two plays, came back to cards
that had slid along (Detective Tracy from the 5th slot to the 3rd; in two
rows the second row moved up and left) and clicked nothing or another card.
In the person's own turn no card moves: a card given up leaves a gap, and
the row closes up only as a turn begins or while someone else plays."""
from collections import Counter

from game.games.cartel.rules.actions import Build, Discard
from tests.acceptance.conftest import start_game_at
from tests.acceptance.test_cartel_hand_row import row
from tests.acceptance.test_cartel_hand_titles_whole import at_a_hand_of_nine


def _centre(rect) -> tuple[int, int]:
    return (rect[0] + rect[2] // 2, rect[1] + rect[3] // 2)


def _moved(first: list, now: list) -> list:
    """The cards of `now` that are not where a card of that kind was in
    `first` (a hover lift of up to 16 px aside)."""
    free = list(first)
    out = []
    for k, r in now:
        same = next((c for c in free if c[0] == k and (c[1][0], c[1][2], c[1][3]) == (r[0], r[2], r[3])
                     and abs(c[1][1] - r[1]) <= 16), None)
        if same is None:
            out.append((k, r))
        else:
            free.remove(same)
    return out


def _look_at_the_city(person, table) -> None:
    person.move((table.board_rect.centerx, table.board_rect.y + 5), frames=4)


def test_three_cards_clicked_where_they_were_first_drawn_are_the_three_given_up(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = at_a_hand_of_nine(person)
    for _ in range(2):
        person.click_text("Draw a card")
        person.frames(3)
    person.wait_until(lambda: person.screen.find("Discard down to 4"), seconds=5, why="no discard asked")
    _look_at_the_city(person, table)
    first = row(person)
    assert len(first) == 11, first
    tops = sorted({r[1] for _, r in first})
    assert len(tops) == 2, f"eleven cards in one row: {first}"
    # the first card of the top row, and two of the bottom row: the ones a closing row moved up and left
    picked = [first[0]] + [c for c in first if c[1][1] == tops[1]][:2]
    steps = len(table.match.steps)
    for _, rect in picked:
        person.click(_centre(rect))
        person.frames(3)
        _look_at_the_city(person, table)
    given = [s.action.card for s in table.match.steps[steps:] if isinstance(s.action, Discard)]
    assert Counter(given) == Counter(k for k, _ in picked), f"clicked {picked}, gave up {given}"


def _spot(target) -> tuple[int, int] | None:
    """The point of a city target nearest its middle that its own hit test
    takes with a few pixels to spare."""
    r = target.rect
    inside = [(x, y) for y in range(r.y, r.bottom, 4) for x in range(r.x, r.right, 4)
              if all(target.hit((x + dx, y + dy)) for dx in (-3, 3) for dy in (-3, 3))]
    return min(inside, key=lambda p: abs(p[0] - r.centerx) + abs(p[1] - r.centery), default=None)


def _costly(st, a) -> bool:
    return isinstance(a, Build) and st.build_cost(a.card, (a.x, a.y)) >= 1


def test_no_card_moves_between_the_actions_of_one_turn(open_app):
    """Hold a Business, build it on top of a building (paying with cards
    clicked where they were first drawn, glancing at the city between
    clicks), put the new Agent on the city: each time the pointer comes
    back, every card left is where it was at the turn's start."""
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    for seed in range(3, 15):
        table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=seed,
                              until=lambda st: st.stage == "action" and st.to_act == 0 and st.actions_left == 2
                              and len(st.hands[0]) >= 4 and any(_costly(st, a) for a in st.legal_actions()))
        person.frames(3)
        if person.screen.find("Since your last turn"):
            person.click_text("Since your last turn")
        _look_at_the_city(person, table)
        first = row(person)

        def in_place(why):
            person.move(_centre(first[-1][1]), frames=2)  # back on the hand, then off it again
            _look_at_the_city(person, table)
            assert not _moved(first, row(person)), f"{why}: {first} -> {row(person)}"

        card = next(a.card for a in table.legal if _costly(table.state, a))
        person.click(_centre(next(r for k, r in first if k == card)))
        assert table.holding.card() == card, "the Business was not picked up"
        lot = next(t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "cell"
                   and any(_costly(table.state, a) for a in t.actions) and _spot(t) is not None)
        steps = len(table.match.steps)
        person.click(_spot(lot))
        person.wait_until(lambda: len(table.match.steps) > steps, seconds=5, why="the lit lot built nothing")
        person.frames(3)
        in_place("after building")
        paid = 0
        while table.view["stage"] == "pay":
            gone = _moved(row(person), first)  # the cards of the first row no longer there
            kind, rect = next((k, r) for k, r in first if (k, r) not in gone and k != card)
            steps = len(table.match.steps)
            person.click(_centre(rect))
            person.wait_until(lambda: len(table.match.steps) > steps, seconds=5, why=f"{kind} was not given up")
            paid += 1
            in_place("after paying a card")
        assert paid, "the build cost no card"
        if table.view["stage"] == "place_agent":
            cell = next(t for t in table.current_targets() if isinstance(t.key, tuple) and t.key[0] == "cell"
                        and _spot(t) is not None)
            steps = len(table.match.steps)
            person.click(_spot(cell))
            person.wait_until(lambda: len(table.match.steps) > steps, seconds=5, why="the Agent was not placed")
            in_place("after placing the Agent")
        assert table.view["turn"] == 0 and table.view["stage"] == "action", table.view["stage"]
        return
    raise AssertionError("no seed gave a Business that costs cards to build")
