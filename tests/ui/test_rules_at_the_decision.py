"""The "?" of a prompt opens the rules reader at the section for the decision
asked now, and Back returns to the table as it was."""
from __future__ import annotations

import random

import pygame
import pytest

from game.app import build_match
from game.games import all_rulesets, get_ruleset
from game.rules_links import links_for
from game.scenes import table_scene_class
from game.scenes.how_to_play import RulesScene, rules_text
from game.ui import markdown
from game.ui.reaction_prompt import Choice, ReactionPrompt
from tests.ui.conftest import non_blank

GAMES = [r.id for r in all_rulesets()]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_reader_finds_every_linked_heading(app, game_id):
    lay = markdown.layout(rules_text(game_id), RulesScene.VIEW.w - 50)
    links = links_for(game_id)
    for heading in {*links.actions.values(), *links.pending.values()}:
        assert heading in lay.anchors


def _table_mid_game(app, game_id, moves=12):
    ruleset = get_ruleset(game_id)
    match = build_match(game_id, ["human"] * ruleset.min_players, seed=7)
    rng = random.Random(7)
    for _ in range(moves):
        match.apply(rng.choice(match.state.legal_actions()))
    while len(match.state.legal_actions()) < 2:  # a lone choice is taken without a question
        match.apply(match.state.legal_actions()[0])
    table = table_scene_class(game_id)(app, match)
    app.push(table)
    table.curtain.lift() if table.curtain.blocking else None
    table.refresh()
    return table


@pytest.mark.parametrize("game_id", GAMES)
def test_the_question_mark_opens_the_section_and_back_returns_to_the_same_table(app, game_id):
    table = _table_mid_game(app, game_id)
    if table.reaction is not None:
        button = table.reaction.rules_button
    else:
        button = table.prompt_bar.rules_button
    assert button is not None and table.my_turn
    expected = links_for(game_id).section_for(table.state, table.legal)
    before = (table.state.fingerprint(), list(table.legal), table.prompt_bar.page, len(table.log_panel.entries))
    table.click(button.rect.center)
    reader = app.top
    assert isinstance(reader, RulesScene) and reader.game_id == game_id
    anchor = reader.layout.anchors[expected]
    assert reader.scroll == min(reader.max_scroll, max(0, anchor - reader.SECTION_MARGIN))
    assert (reader.scroll > 0 or anchor < 40) and reader.section_y == anchor  # marked in the margin
    assert non_blank(app.render())
    reader.on_back()
    assert app.top is table
    after = (table.state.fingerprint(), list(table.legal), table.prompt_bar.page, len(table.log_panel.entries))
    assert after == before


def test_no_question_mark_while_nobody_here_decides(app):
    match = build_match("star-cargo", ["human", "normal"], seed=3)
    table = table_scene_class("star-cargo")(app, match, autoplay=False)
    app.push(table)
    assert table.prompt_bar.rules_button is not None and table.prompt_bar.rules_button in table.widgets
    match.apply(match.state.legal_actions()[0])
    table.refresh()
    assert not table.my_turn and table.prompt_bar.rules_button is None


def test_the_reaction_prompts_question_mark_stops_the_clock_and_answers_nothing():
    pygame.font.init()
    asked, answered = [], []
    prompt = ReactionPrompt((0, 0, 1200, 170), "Vex raids you.", [Choice("Shield", "shield")],
                            on_choose=answered.append, on_pass=lambda: answered.append("pass"))
    assert prompt.rules_button is None
    prompt.offer_rules(lambda: asked.append(1))
    assert prompt.rules_button not in prompt.buttons()
    pos = prompt.rules_button.rect.center
    for kind in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        prompt.handle(pygame.event.Event(kind, pos=pos, button=1))
    assert asked == [1] and answered == [] and prompt.stopped and not prompt.answered
    assert not prompt.rules_button.rect.colliderect(prompt.clock_rect())


def test_the_deal_dialogs_question_mark_opens_the_rules_on_deals(app):
    from game.rules.deals import DealWith

    match = build_match("star-traders", ["human", "human"], seed=4)
    rng = random.Random(4)
    while not (match.state.window() is None and any(isinstance(a, DealWith) for a in match.state.legal_actions())):
        match.apply(rng.choice(match.state.legal_actions()))
    table = table_scene_class("star-traders")(app, match)
    app.push(table)
    table.curtain.lift() if table.curtain.blocking else None
    table.refresh()
    table.reactions.open_deal()
    dialog = table.reactions.deal
    assert dialog is not None and dialog.rules_button is not None
    assert dialog.rules_button not in [b for b in dialog.widgets if getattr(b, "action", None) is not None]
    table.click(dialog.rules_button.rect.center)
    reader = app.top
    assert isinstance(reader, RulesScene)
    assert reader.scroll == min(reader.max_scroll, reader.layout.anchors["Deals between traders"] - reader.SECTION_MARGIN)
    reader.on_back()
    assert app.top is table and table.reactions.deal is not None
