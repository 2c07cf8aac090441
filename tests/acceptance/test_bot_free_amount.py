"""Play test: Star Traders froze after "Vega makes a counter-offer: $2 more."
The bot's counter named $17, a free amount off the menu's listed amounts
(1, 2, 3, 5, 10, 15...): legal by the rules, but the table took it for a
stale answer and asked again, forever ("Vega is deciding..").  The saved
game is the one the play tester's table froze on."""
import json
from pathlib import Path

from game.session import Match

SAVE = Path(__file__).parent / "data" / "bot_counter_offer_amount.json"


def test_a_bots_counter_offer_of_a_free_amount_is_played_and_the_game_goes_on(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    match = Match.from_json(json.loads(SAVE.read_text()))
    steps = len(match.steps)
    person.app.start_match(match)
    person.wait_until(lambda: len(person.app.top.match.steps) >= steps + 2, seconds=30,
                      why="the bots never played past the counter-offer")
    assert not person.screen.shows("bot failed")
