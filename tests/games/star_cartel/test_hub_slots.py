"""The hub's steady slots (game/games/star_cartel/hub_slots.py)."""
from game.games.star_cartel.hub_slots import HubSlots


def test_a_column_keeps_its_gap_while_the_pointer_rests_on_it_then_closes_up():
    slots = HubSlots()
    slots.merge([[1, 2, 3], [4, 5, 6]])
    slots.merge([[2, 3], [4, 5, 6]])  # card 1 taken from the bottom of column 0
    assert slots.cols[0] == [None, 2, 3]
    assert slots.settle([[2, 3], [4, 5, 6]], pointer=(0, 0)) == []  # resting on the gap
    assert slots.settle([[2, 3], [4, 5, 6]], pointer=(0, 2)) == []  # on card 3, which would move too
    moved = slots.settle([[2, 3], [4, 5, 6]], pointer=(1, 0))  # on another column
    assert slots.cols[0] == [2, 3, None] and sorted(moved) == [(2, (0, 1), (0, 0)), (3, (0, 2), (0, 1))]
    assert slots.was[1] == (0, 0)  # where the card taken was drawn


def test_new_cards_wait_above_a_held_column():
    slots = HubSlots()
    slots.merge([[1, 2, 3]])
    slots.merge([[2, 3, 7]])  # 1 taken, 7 refilled: no free slot above 3 while the gap is held
    assert slots.cols[0] == [None, 2, 3] and slots.slot(0, 7) is None
    moved = slots.settle([[2, 3, 7]], pointer=None)
    assert slots.cols[0] == [2, 3, 7] and (7, None, (0, 2)) in moved


def test_a_column_that_did_not_only_drop_starts_afresh():
    slots = HubSlots()
    slots.merge([[1, 2, 3]])
    slots.merge([[3, 2, 1]])
    assert slots.cols[0] == [3, 2, 1]
