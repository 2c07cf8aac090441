"""Issue 49 (play test 8): Star Traders' green "Hint" tag over a lit Trader's
Luck card covered "(2)" of the tray's title "Your Trader's Luck (2)".  A
hinted card's tag lies over none of the words drawn on the table."""
from game.ai.hint import Hint
from game.games.star_traders.luck_cards import is_free_discard, uses_card
from tests.acceptance.conftest import start_game_at


def _card_plays(state) -> list:
    hand = [c for c in state.view_for(0).get("hand") or [] if isinstance(c, int)]
    return [a for a in state.legal_actions() if any(uses_card(a, c) for c in hand) and not is_free_discard(state, a)]


def test_a_hinted_cards_tag_covers_no_words(open_app):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    table = start_game_at(person, "star-traders", ["human", "normal", "normal"],
                          lambda s: s.stage == "turn" and s.to_act == 0 and s.window() is None and _card_plays(s),
                          seed=3, options={"version": "imperial"})
    plays = _card_plays(table.match.state)
    assert plays
    for action in plays:
        table.hints.show(Hint([(action, 0.5)], None))
        person.move((960, 1000))
        person.frames(2)
        tags = [d for d in person.screen.frame if d.text == "Hint" and d.rect is not None
                and table.board_rect.contains(d.rect)]
        assert tags, person.screen.texts()
        for tag in tags:
            pill = tag.rect.inflate(28, 4)  # the green pill around the word
            under = [d for d in person.screen.frame if d.rect is not None and d is not tag and d.text.strip()
                     and pill.colliderect(d.rect)]
            assert not under, (table.action_label(action), tuple(pill), under)
