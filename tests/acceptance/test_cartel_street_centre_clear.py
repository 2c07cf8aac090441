"""Play test 7 (#20): a Cartel building of 2 or 3 floors in front of a
street was drawn over half of that street square, its sidewalk and centre
line gone (shot175, shot193).  A building now stands back in its cell, so
its rise ends past the middle of the street behind it: the street's centre
line shows between the buildings on either side, as drawn in the window."""
from tests.acceptance.conftest import start_game_at


def _street_before_a_building(st):
    """(street, building) for a road square just behind a building of 2+ floors."""
    for (x, y), floors in st.buildings.items():
        if len(floors) >= 2 and (x, y - 1) in st.roads:
            return (x, y - 1), (x, y)
    return None


def test_a_building_leaves_the_middle_of_the_street_behind_it_in_sight(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    for seed in range(2, 12):
        try:
            table = start_game_at(person, "cartel", ["human", "normal", "normal"], seed=seed, limit=600,
                                  until=lambda st: st.to_act == 0 and st.stage == "action"
                                  and _street_before_a_building(st) is not None)
        except AssertionError:
            continue
        person.move(table.prompt_rect.center, frames=3)
        view, city = table.board_view.city_view, table.board_view.city()
        for (x, y), floors in table.state.buildings.items():
            if (x, y - 1) not in table.state.roads:
                continue
            street = view.ground((x, y - 1))
            body = view.body((x, y), len(floors))
            assert body.top > street.centery + 2, (f"{len(floors)} floors at {(x, y)} rise to {body.top}, over the "
                                                   f"street's middle at {street.centery}")
        return
    raise AssertionError("no seed put a building of 2 floors in front of a street")
