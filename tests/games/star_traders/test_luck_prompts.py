"""Trader's Luck reaction prompts at the Star Traders table (issue 43): the
petition roll's Zap prompt names the roll, what it means and what each Zap
would change; a person is asked only when a card can change what the roll
decides, may say "don't ask again" for a card, and never sees "You have no
card to play now" flash up."""
from __future__ import annotations

from game.games.star_traders.table import StarTradersTable
from tests.games.star_traders.test_table import give, hover, imperial_mid_game, luck_number, table_for
from tests.ui.test_ui_conformance import TextSpy


def petition_zap(m, roll: int, bonus: int, cards, zapper_after: int = 0):
    """A petition roll of `roll` (+`bonus`) by the trader to move, its Zap
    window asking the seat `zapper_after` places later, who holds just `cards`."""
    st = m.state
    roller = st.current
    zapper = (roller + zapper_after) % st.num_players
    for c in list(st.hands[zapper]):
        st.hands[zapper].remove(c)
        st.discard.append(c)
    give(st, zapper, cards)
    st.push_resume("petition", {"seat": roller, "world": None, "roll": roll, "bonus": bonus, "table": False,
                                "automatic": False, "zapped": False})
    st.open_window("zap", [zapper], f"Player {roller + 1} rolled {roll} for a petition: Zap the roll?",
                   {"roller": roller, "petition": True})
    st._legal = None
    return roller, zapper


def test_the_petition_zap_prompt_names_the_roll_and_what_each_zap_changes(app):
    m = imperial_mid_game()
    petition_zap(m, 3, 1, [luck_number("zap", 1)])
    table = table_for(app, m)
    r = table.reaction
    assert r is not None
    assert r.happened == "You rolled 3 +1 = 4 for the petition: denied (needs 5)."
    assert r.question == "Zap +1 makes it 5 (4 +1): granted. (-1 changes nothing)"
    # the buttons say the totals the question says (play test 3: "Zap to 3" beside "makes it 4")
    assert [b.label for b in r.buttons()] == ["Zap to 3 (-1)", "Zap to 5 (+1)", "Pass"]


def test_another_traders_petition_roll_is_named_too(app):
    m = imperial_mid_game()
    roller, _ = petition_zap(m, 4, 0, [luck_number("zap", 1)], zapper_after=1)
    table = table_for(app, m)
    r = table.reaction
    assert r is not None and "None" not in r.happened
    assert r.happened == f"{table.seat_name(roller)} rolled 4 for the petition: denied (needs 5)."
    assert r.question.startswith("Zap +1 makes it 5: granted.")


def test_a_zap_that_cannot_change_the_outcome_is_passed_for_the_person(app):
    m = imperial_mid_game()
    _, zapper = petition_zap(m, 6, 1, [luck_number("zap", 1)])  # 7 or 6: granted either way
    p = m.state.window()
    table = table_for(app, m)
    table.autoplay = True
    table.refresh()
    assert table.reaction is None and table.reactions.takes_prompt_bar
    steps = len(m.steps)
    table.update(1 / 60)
    assert m.state.window() is not p and m.steps[steps].seat == zapper
    assert not any("pass" in t for _, t in table.log_lines()[-3:])  # the pass leaves no line: nothing leaks


def test_dont_ask_again_stops_the_questions_for_that_card_this_game(app):
    m = imperial_mid_game()
    petition_zap(m, 3, 1, [luck_number("zap", 1)])
    p = m.state.window()
    table = table_for(app, m)
    table.click(table.reaction.mute_button.rect.center)
    assert m.state.window() is not p  # it passed
    while m.state.stack:
        m.state.stack.pop()
    petition_zap(m, 3, 1, [luck_number("zap", 1)])
    m.state._legal = None
    table.refresh()
    assert table.reaction is None and table.reactions.skipping
    fresh = StarTradersTable(app, m, viewer=table.viewer, autoplay=False)  # a setting of this table only
    app.reset(fresh)
    assert fresh.reaction is not None


def test_the_clock_waits_while_the_pointer_is_on_the_words(app):
    app.settings.reaction_prompts = True  # the Reply clock is on
    m = imperial_mid_game()
    petition_zap(m, 3, 1, [luck_number("zap", 1)])
    p = m.state.window()
    table = table_for(app, m)
    table.autoplay = True
    r = table.reaction
    table.draw(app.canvas)  # on screen: its clock may run
    hover(app, table, (r.rect.x + 40, r.rect.y + 20))  # on the news line, far from any button
    table.update(60.0)
    assert m.state.window() is p and not r.answered
    hover(app, table, (5, 5))
    for _ in range(12):
        table.update(1.0)
    assert m.state.window() is not p


def test_no_card_to_play_never_flashes_up(app, monkeypatch):
    m = imperial_mid_game()
    petition_zap(m, 3, 1, [luck_number("windfall")])  # nothing to play in a zap window
    table = table_for(app, m)
    table.autoplay = True
    table.refresh()
    spy = TextSpy(monkeypatch)
    app.render()
    assert not any("no card to play" in s for s in spy.take())
    assert table.reactions.takes_prompt_bar


def test_no_curtain_comes_down_before_a_question_the_screen_passes_for(app):
    """Two people at one screen: a Zap window that cannot change the roll's
    outcome is passed for the second person without passing them the screen."""
    m = imperial_mid_game()
    _, zapper = petition_zap(m, 6, 1, [luck_number("zap", 1)], zapper_after=1)  # granted either way
    for i, s in enumerate(m.seats):
        s.kind = "human" if i in (m.state.current, zapper) else "normal"
    table = StarTradersTable(app, m, viewer=None, autoplay=True)
    app.reset(table)
    assert m.state.to_act == zapper
    assert table.curtain_for == m.state.current  # the screen is the roller's...
    table.lift_curtain()
    assert table.curtain_for is None and table.reaction is None  # ...and stays so through the skipped window
