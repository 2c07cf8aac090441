"""Play test 4: floating effect words were drawn over what lies above the
board.  Captain's "−15 res" lay over the Crew candidates dialog's subtitle;
Star Cartel's "Last ship taken: final round!" lay in yellow across the hub
cards.  A float goes under every dialog open over the board, and a long
message is a notice (a toast) instead."""
import pygame

from game.ui.anim import FloatText
from tests.acceptance.conftest import start_game_at


def floats(table) -> list:
    return [a for a in table.anim.items if isinstance(a, FloatText) and a.started]


def test_a_float_goes_under_the_crew_candidates_dialog(open_app):
    from game.games.captain.rules.actions import Hire

    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "captain", ["human", "normal", "normal"], seed=1,
                          until=lambda st: st.to_act == 0 and any(isinstance(a, Hire) for a in st.legal_actions()))
    person.wait_until(lambda: person.screen.find("Hire ("), seconds=10, why="no Hire button")
    person.click_text("Hire (")
    person.wait_until(lambda: table.game_dialog_rects() and floats(table), seconds=3,
                      why="no dialog with a float over the board")
    dialog = pygame.Rect(table.game_dialog_rects()[0])
    seen = []  # (frame's pixels under the floats that overlap the dialog, where)
    while floats(table):
        over = [f.rect().clip(dialog) for f in floats(table) if f.rect().colliderect(dialog)]
        seen += [(person.app.canvas.subsurface(r).copy(), r) for r in over]
        person.frames(1)
    person.frames(2)
    assert seen, "no float crossed the dialog: the scenario needs one"
    for pixels, r in seen:
        still = person.app.canvas.subsurface(r)
        assert pixels.get_view("2").raw == still.copy().get_view("2").raw, f"a float showed over the dialog at {r}"


def test_the_last_ship_is_a_notice_not_a_float_over_the_cards(open_app):
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=1,
                          until=lambda st: st.to_act == 0 and len(st.shipyard) == 1 and st.stage == "load_first")
    person.frames(3)
    for _ in range(400):  # the person loads (bots play their turns) until a delivery takes the last ship
        if not table.state.shipyard:
            break
        lit = [t for t in table.current_targets() if t.actions and t.clickable and t.key and t.key[0] == "hub"]
        if lit and table.state.to_act == 0:
            person.click(lit[0].rect.center)
        elif table.state.to_act == 0 and table.prompt_buttons():  # a delivery's choice: the first
            key = table.prompt_buttons()[0].label.split()[0]
            person.press(pygame.key.key_code(key), unicode=key)
        person.frames(10)
    assert not table.state.shipyard, "the last ship was not taken"
    on_board = lambda: [d for d in person.screen.find("last ship") if table.board_rect.contains(d.rect)]
    person.wait_until(on_board, seconds=6, why="no notice of the last ship over the board")
    person.frames(60)
    assert on_board(), "the notice went before it could be read"
