"""Issue 49 (play test 5b item 10): a Cartel click's tooltip names what the
rules will do with it, from the rules: the Agent a new Business gains, what
its building is then worth, the rival a move lets you trash, and a
building's worth to whoever controls it."""
from game.games import get_ruleset
from game.games.cartel.rules.actions import Build, Move
from game.games.cartel.texts import building_tip


def _city(seat_agents: dict, buildings: dict, officials=((), ())):
    st = get_ruleset("cartel").new_game(2, {}, 1)
    st.roads = {(0, 0): ("straight", 1, frozenset({1, 3})), (1, 0): ("straight", 1, frozenset({1, 3}))}
    st.buildings = {}
    st.agents = {}
    st._own = [{}, {}]
    from game.games.cartel.rules import pieces

    for cell, floors in buildings.items():
        pieces.set_building(st, cell, floors)
    for cell, counts in seat_agents.items():
        for seat, n in enumerate(counts):
            if n:
                pieces.put(st, seat, cell, n)
                st.reserve[seat] -= n
    st.officials = [list(o) for o in officials]
    st._geo = None
    st._costs = None
    return st


def test_building_double_down_on_top_says_the_agent_it_gains_and_its_worth():
    st = _city({(0, -1): (1, 0)}, {(0, -1): ("anniewares",), (1, -1): ("anniewares", "double_down")})
    words = st.consequences(Build("double_down", 0, -1))
    assert any("gain an Agent" in w for w in words), words
    assert any("worth 4 points to you (now 1)" in w for w in words), words


def test_a_business_that_gains_nothing_says_only_its_worth():
    st = _city({}, {(0, -1): ("anniewares",)})
    words = st.consequences(Build("double_down", 1, -1))
    assert not any("gain an Agent" in w for w in words), words
    assert any("worth 0 points" in w for w in words), words


def test_a_move_that_outnumbers_rivals_says_you_may_trash_one():
    st = _city({(0, -1): (2, 1), (0, 0): (1, 0)}, {(0, -1): ("anniewares",)})
    words = st.consequences(Move(0, 0, 0, -1, 1))
    assert any("trash one rival Agent" in w for w in words), words
    st = _city({(0, -1): (0, 2), (0, 0): (1, 0)}, {(0, -1): ("anniewares",)})
    assert not any("trash" in w for w in st.consequences(Move(0, 0, 0, -1, 1)))


def test_a_buildings_tooltip_says_what_it_scores_its_controller():
    st = _city({(0, -1): (1, 0)}, {(0, -1): ("anniewares", "toptech")})
    assert st.worth((0, -1)) == 5
    tip = building_tip("TopTech #1", ["anniewares", "toptech"], [(0, 1)], 0, lambda s: "Vega", st.worth((0, -1)))
    assert "worth 5 points to them now" in tip


def test_a_building_whose_worth_depends_on_its_agents_or_officials_says_why():
    """Play test 8 (shot196): "worth 5 points to them (Rigel)" and "7 points to you" for one building,
    with no reason: Manned Managing pays per Agent inside."""
    names = lambda s: ["Player 1", "Vega", "Rigel"][s]  # noqa: E731
    tip = building_tip("TopTech #5", ["manned", "toptech"], [(2, 1)], 2, names, 5, (0, 7))
    assert "Manned Managing pays 1 per Agent inside" in tip, tip
    plain = building_tip("TopTech #1", ["anniewares", "toptech"], [(2, 1)], 2, names, 5, (0, 5))
    assert "varies" not in plain, plain
