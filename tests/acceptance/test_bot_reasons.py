"""Issue 49 item 1: a click on a bot's move in the log is answered."""
from tests.acceptance.conftest import start_game


def test_a_bots_move_clicked_in_the_log_is_explained(person):
    start_game(person, "cartel", ["normal", "human"], seed=3)
    line = person.wait_for_text("Vega opens", seconds=10)
    person.click(line.rect.center)
    person.wait_for_text("Thinking it over", seconds=2)
    person.wait_until(lambda: not person.screen.shows("Thinking it over"), seconds=60,
                      why="the explanation never came")
    assert person.screen.shows("Vega"), person.screen.texts()
    assert not person.screen.shows("could not be worked out"), person.screen.texts()


def test_a_bots_move_is_named_as_it_was_when_made(person):
    """Cartel names a lot by what it lay beside when the bot opened there,
    not by the building that stands there now."""
    start_game(person, "cartel", ["normal", "human"], seed=3)
    line = person.wait_for_text("Vega opens", seconds=10)
    person.click(line.rect.center)
    person.wait_until(lambda: person.screen.shows("Why Vega"), seconds=60, why="no explanation")
    person.wait_until(lambda: not person.screen.shows("Thinking it over"), seconds=60)
    texts = person.screen.texts()
    start = next(i for i, t in enumerate(texts) if t.startswith("Why Vega"))
    end = next(i for i in range(start, len(texts)) if texts[i].startswith("Because") or texts[i].startswith("Vega keeps"))
    head = " ".join(texts[start:end])
    assert "on the lot" in head and "building with" not in head, head


def test_the_ask_cue_lies_beside_the_log_not_over_its_lines(person):
    """Play test 4: "Click: why did the bot do that?" covered two log lines
    wherever the pointer rested on the log."""
    start_game(person, "cartel", ["normal", "human"], seed=3)
    line = person.wait_for_text("Vega opens", seconds=10)
    person.move(line.rect.center)
    person.wait(1.0)
    cue = person.screen.find("Click: why did the bot do that?")
    assert cue, person.screen.texts()[-12:]
    log_head = [d.rect for d in person.screen.find("Game log") if d.text.strip() == "Game log"][0]
    assert cue[0].rect.right <= log_head.x, (tuple(cue[0].rect), tuple(log_head))
