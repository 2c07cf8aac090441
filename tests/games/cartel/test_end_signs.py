"""Play test 7 (item 1b, shot189/190): a bot's Snitch ended the game and took
the person from 18 to 0 with no sign that the end was near.  The banner says
"Game may end this round" when a seat could end it on its next turn, from
public facts only: a Snitch in a rival's hand is never given away."""
from game.games.cartel.end_signs import banner_note, end_reasons, note_tip
from game.games.cartel.rules.data import OFFICIALS


def _view(**changes):
    view = {"seat": 0, "players": 3, "hand": ["anniewares"], "officials": [["juan", "tu"], ["tracy", "ford"], []],
            "discard": [], "reserve": [5, 4, 6], "deck": 30, "reshuffled": 0}
    view.update(changes)
    return view


def name(seat):
    return ["Player 1", "Vega", "Rigel"][seat]


def test_nothing_near_the_end_says_nothing():
    assert end_reasons(_view(), 9, name) == []
    assert banner_note([]) == ""


def test_all_seven_officials_say_whoever_holds_the_snitch_may_end_it():
    seven = [list(OFFICIALS[:3]), list(OFFICIALS[3:5]), list(OFFICIALS[5:])]
    reasons = end_reasons(_view(officials=seven), 9, name)
    assert banner_note(reasons) == "Game may end this round: all 7 Officials in service"
    assert "whoever holds The Snitch may play it and end the game at once" in note_tip(reasons)
    mine = end_reasons(_view(officials=seven, hand=["snitch"]), 9, name)
    assert "you hold The Snitch" in note_tip(mine)
    assert end_reasons(_view(officials=seven, discard=["snitch"]), 9, name) == []  # nobody can play it


def test_the_words_never_tell_who_holds_the_snitch():
    """A rival's hand is not in the viewer's view: the same view, the same words."""
    seven = [list(OFFICIALS[:3]), list(OFFICIALS[3:5]), list(OFFICIALS[5:])]
    words = note_tip(end_reasons(_view(officials=seven), 9, name))
    assert "Vega" not in words and "Rigel" not in words


def test_a_seat_one_agent_short_and_the_decks_last_round():
    reasons = end_reasons(_view(reserve=[5, 1, 6]), 9, name)
    assert banner_note(reasons) == "Game may end this round: Vega's last Agent"
    assert "Vega has 1 Agent left to place: placing it ends the game." in note_tip(reasons)
    assert "You have 1 Agent left" in note_tip(end_reasons(_view(reserve=[1, 4, 6]), 9, name))
    deck = end_reasons(_view(reshuffled=1, deck=7), 3, name)
    assert banner_note(deck) == "Game may end this round: deck 7 cards"
    assert end_reasons(_view(reshuffled=1, deck=20), 4, name) == []  # more than a round of draws left
    both = end_reasons(_view(reshuffled=1, deck=7, reserve=[5, 1, 6]), 2, name)
    assert banner_note(both) == "Game may end this round (2 ways)"


def test_five_or_six_officials_in_service_warn_before_the_seventh_is_bought():
    """Play test 9: Vega bought the 6th Official, Rigel the 7th and played The Snitch in one round;
    the sign came only with the 7th, inside Rigel's turn, too late for the person to see."""
    assert end_reasons(_view(), 9, name) == []  # 4 in service: no sign
    five = end_reasons(_view(officials=[["juan", "tu"], ["tracy", "ford"], ["fivel"]]), 9, name)
    assert banner_note(five) == "Game may end this round: 5 of 7 Officials in service"
    assert "once the last 2 are bought, by anyone" in note_tip(five)
    six = end_reasons(_view(officials=[["juan", "tu"], ["tracy", "ford"], ["fivel", "sachs"]]), 9, name)
    assert "once the last one is bought, by anyone, whoever holds The Snitch" in note_tip(six)
    gone = end_reasons(_view(officials=[["juan", "tu"], ["tracy", "ford"], ["fivel"]], discard=["snitch"]), 9, name)
    assert gone == []
