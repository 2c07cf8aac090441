"""UI conformance: every game's table, at every kind of decision reached in
seeded bot games, for the smallest and largest player counts.

At each sampled decision the table is opened for the seat to act (a person;
the other seats are bots) and checked:

1. routes: every legal action can be reached with the mouse, through a
   board Target, a prompt-bar button, or a chooser that a prompt-bar button
   opens; and no enabled route offers an action that is not legal;
2. secrets on screen: the same table drawn over determinized copies of the
   state (everything the seat cannot see resampled) shows exactly the same
   text (every string drawn, every tooltip, the player panels), so nothing
   hidden from the seat reaches its screen;
3. secrets in the log: other seats' private event texts and data are
   replaced by a poison value, in the replayed log and in the events of the
   seat's own next move (played through the table, animations running);
   the poison must never be drawn nor be in the log's lines.

The decisions sampled are the first of each kind: (phase with numbers
dropped, pending window, the set of legal action types), at most
MAX_SAMPLES per game and player count.
"""
from __future__ import annotations

import dataclasses
import re

import pygame
import pytest

import tests.reaction_toy  # noqa: F401  (registers "toy-react": windows, passes, deals)
from game.ai import decide, make_bot
from game.games import all_rulesets, get_ruleset
from game.rules.core import Action, Event, seat_rng
from game.scenes import table_scene_class
from game.scenes.table import PromptButton
from game.seating import build_match
from game.ui.assets import Assets

MAX_SAMPLES = 10
SEED = 5
POISON = "P0ISON"

CASES = [(rs.id, n) for rs in all_rulesets() for n in sorted({rs.min_players, rs.max_players})]
CASES += [("toy-react", 2), ("toy-react", 4)]


# ---------------------------------------------------------------- sampling


def _kind(state) -> tuple:
    p = state.window()
    phase = re.sub(r"\d+", "#", state.phase() or "")
    return (phase, p.kind if p is not None else "", frozenset(type(a).__name__ for a in state.legal_actions()))


def sample_decisions(game_id: str, players: int, seed: int = SEED):
    """(actions so far, the bot's choice) at the first decision of each kind:
    every phase (and window) kind, then as many other kinds (new sets of
    legal action types) as MAX_SAMPLES allows, spread over the game."""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options({}), seed)
    bots = [make_bot(game_id, "normal") for _ in range(players)]
    phases, kinds, required, extra, actions = set(), set(), [], [], []
    while not state.is_over:
        chosen = decide(state, bots[state.to_act], seed, len(actions))
        kind = _kind(state)
        if kind[:2] not in phases:
            phases.add(kind[:2])
            required.append((len(actions), chosen))
        elif kind not in kinds:
            extra.append((len(actions), chosen))
        kinds.add(kind)
        state.apply(chosen)
        actions.append(chosen)
    room = MAX_SAMPLES - len(required)
    if len(extra) > room:
        extra = [extra[round(i * (len(extra) - 1) / max(1, room - 1))] for i in range(room)] if room > 0 else []
    return [(actions[:i], chosen) for i, chosen in sorted(required + extra, key=lambda x: x[0])]


def open_table(app, game_id: str, players: int, actions, seed: int = SEED):
    """The table for the seat to act after `actions`, that seat a person."""
    ruleset = get_ruleset(game_id)
    state = ruleset.new_game(players, ruleset.resolve_options({}), seed)
    for a in actions:
        state.apply(a)
    seat = state.to_act
    kinds = ["normal"] * players
    kinds[seat] = "human"
    match = build_match(game_id, kinds, seed)
    for a in actions:
        match.apply(a)
    table = table_scene_class(game_id)(app, match, viewer=seat, autoplay=False)
    app.reset(table)
    return table


# ---------------------------------------------------------------- routes


def _offers(table) -> list[tuple[str, Action]]:
    """(where, action) of every enabled mouse route on the table as it is now."""
    out = []
    for t in table.current_targets():
        if t.clickable:
            out += [(f"target {t.key!r}", a) for a in t.actions]
    for item in table.prompt_items():
        if isinstance(item, Action):
            out.append((f"button {table.action_label(item)!r}", item))
    if table.popup is not None:
        out += [(f"chooser {table.action_label(a)!r}", a) for a in table.popup["actions"]]
    # the reaction prompt or deal dialog over the prompt bar
    out += [(f"reaction/deal {table.action_label(a)!r}", a) for a in table.modal_actions()]
    return out


def _openers(table) -> list[str]:
    """Labels of enabled buttons that change the table's own UI (no action)."""
    names = [it.label for it in table.prompt_items() if isinstance(it, PromptButton) and it.enabled]
    if table.popup is not None:
        names += [b.label for b in table.popup["buttons"] if b.enabled and getattr(b, "action", None) is None]
    return names


def _press(table, label: str) -> None:
    if table.popup is not None:
        for b in table.popup["buttons"]:
            if b.label == label and getattr(b, "action", None) is None:
                b.on_click()
                return
    for it in table.prompt_items():
        if isinstance(it, PromptButton) and it.label == label:
            it.on_click()
            return
    raise AssertionError(f"no button {label!r}")


def mouse_routes(make_table, depth: int = 2) -> list[tuple[str, Action]]:
    """Every (route, action) reachable by clicks: targets and prompt buttons,
    and what the non-action buttons open (choosers, modes), `depth` deep."""
    out = []
    frontier = [[]]
    for level in range(depth + 1):
        nxt = []
        for path in frontier:
            table = make_table()
            steps_before = len(table.match.steps)
            for label in path:
                _press(table, label)
            if len(table.match.steps) != steps_before:  # a button took an action itself
                out.append((" > ".join(path), table.match.steps[-1].action))
                continue
            prefix = " > ".join(path) + (" > " if path else "")
            out += [(prefix + where, a) for where, a in _offers(table)]
            if level < depth:
                nxt += [path + [label] for label in _openers(table)]
        frontier = nxt
    return out


# ---------------------------------------------------------------- screen text


class TextSpy:
    """Records every string the app draws (all text goes through Assets.text)."""

    def __init__(self, monkeypatch):
        self.seen: list[str] = []
        original = Assets.text

        def spy(assets, text, *a, **k):
            self.seen.append(text)
            return original(assets, text, *a, **k)

        monkeypatch.setattr(Assets, "text", spy)

    def take(self) -> list[str]:
        seen, self.seen = self.seen, []
        return seen


def screen_text(app, table, spy: TextSpy, hovers: int = 6) -> set[str]:
    """Every string the table shows the seat: one full frame, frames with the
    mouse on some targets, and every tooltip and panel line."""
    table.assets._generated.clear()  # text baked into cached surfaces is drawn again
    spy.take()
    app.render()
    texts = set(spy.take())
    targets = table.current_targets()
    for t in targets:
        texts.update((t.tooltip, t.disabled))
    for w in table.prompt_buttons():
        texts.add(w.hover_text())
    for seat in range(len(table.match.seats)):
        texts.update(table.player_panel_lines(seat))
    step = max(1, len(targets) // hovers)
    for t in targets[::step][:hovers]:
        if t.rect is not None:
            table.app.mouse = t.rect.center
            table.update_hover()
            app.render()
    texts.update(spy.take())
    table.app.mouse = (5, 5)
    table.update_hover()
    texts.update(s for _, s in table.log_lines())
    texts.discard("")
    return texts


def _poisoned(event: Event, viewer: int) -> Event:
    """The event with every other seat's private text and data poisoned."""
    private = {s: (t if s == viewer else f"{POISON} text of seat {s}") for s, t in event.private.items()}
    data = {s: (d if s == viewer else {k: f"{POISON}:{k}" for k in d}) for s, d in event.private_data.items()}
    for s in range(8):  # also seats that had no private part: nothing may read them
        if s != viewer:
            data.setdefault(s, {"card": POISON})
    return dataclasses.replace(event, private=private, private_data=data)


def _assert_clean(texts, where: str) -> None:
    bad = sorted(t for t in texts if POISON in t)
    assert not bad, f"{where}: another seat's secret reached the screen or the log: {bad[:3]}"


# ---------------------------------------------------------------- the checks


def check_routes(app, game_id, players, actions, where=""):
    table = open_table(app, game_id, players, actions)
    legal = list(table.legal)
    assert table.my_turn and table.viewer == table.to_act, where
    routes = mouse_routes(lambda: open_table(app, game_id, players, actions))
    illegal = [(r, a.label()) for r, a in routes if a not in legal]
    assert not illegal, f"{where}: enabled routes offer illegal actions: {illegal[:4]}"
    reached = {a for _, a in routes}
    missing = [a.label() for a in legal if a not in reached]
    assert not missing, f"{where}: no mouse route to {missing[:6]}"


def check_screen_secrets(app, spy, game_id, players, actions, where=""):
    table = open_table(app, game_id, players, actions)
    seat = table.to_act
    real = screen_text(app, table, spy)
    for k in range(2):
        twin = open_table(app, game_id, players, actions)
        twin.match.state = twin.state.determinize(seat, seat_rng(SEED, "ui-conformance", len(actions), k))
        twin.refresh()
        other = screen_text(app, twin, spy)
        assert other == real, (f"{where}: the screen depends on what the seat cannot see: "
                               f"{sorted(real - other)[:3]} vs {sorted(other - real)[:3]}")


def check_log_poison(app, spy, monkeypatch, game_id, players, actions, chosen, where=""):
    table = open_table(app, game_id, players, actions)
    seat = table.to_act
    for entry in table.log:
        entry.event = _poisoned(entry.event, seat)
    table.log_panel.rewrap()
    _assert_clean(screen_text(app, table, spy), where + ", replayed log")
    speed = app.settings.animation_speed
    app.settings.animation_speed = 1.0
    real_apply = table.match.apply
    monkeypatch.setattr(table.match, "apply", lambda a: [_poisoned(e, seat) for e in real_apply(a)])
    try:
        assert table.take(chosen), where
        for _ in range(8):
            table.update(0.12)
            spy.take()
            app.render()
            _assert_clean(spy.take(), where + ", animations of its own move")
        _assert_clean([s for _, s in table.log_lines()], where + ", log after its own move")
    finally:
        app.settings.animation_speed = speed


# ---------------------------------------------------------------- the suite


@pytest.mark.slow
@pytest.mark.parametrize("game_id,players", CASES, ids=[f"{g}-{n}p" for g, n in CASES])
def test_table_conformance(app, monkeypatch, game_id, players):
    spy = TextSpy(monkeypatch)
    app.settings.confirm_end_turn = False
    samples = sample_decisions(game_id, players)
    assert samples
    for actions, chosen in samples:
        state = open_table(app, game_id, players, actions).state
        where = f"{game_id} {players}p, decision {len(actions)} ({_kind(state)[:2]}, seat {state.to_act})"
        check_routes(app, game_id, players, actions, where)
        check_screen_secrets(app, spy, game_id, players, actions, where)
        check_log_poison(app, spy, monkeypatch, game_id, players, actions, chosen, where)


# ---------------------------------------------------------------- the checks catch faults
# Each fault is put in the generic table of "toy-react", at its first turn,
# deal answer or raid window, and one check must fail on it.


def _toy_decision(kind: str, players: int = 2):
    for actions, chosen in sample_decisions("toy-react", players):
        state = get_ruleset("toy-react").new_game(players, {}, SEED)
        for a in actions:
            state.apply(a)
        if _kind(state)[1] == kind:
            return actions, chosen
    raise AssertionError(f"seed {SEED} never reaches a {kind} decision")


def _with_table(monkeypatch, **methods):
    from game.scenes import TABLE_SCENES
    from game.scenes.table import TableScene

    monkeypatch.setitem(TABLE_SCENES, "toy-react", type("FaultyTable", (TableScene,), methods))


def test_a_missing_route_is_caught(app, monkeypatch):
    actions, _ = _toy_decision("")
    check_routes(app, "toy-react", 2, actions)  # the plain table passes
    _with_table(monkeypatch, prompt_actions=lambda self: [a for a in self.legal if a.label() != "Rest (gain a coin)"])
    with pytest.raises(AssertionError, match="no mouse route to .*Rest"):
        check_routes(app, "toy-react", 2, actions)


def test_an_illegal_target_is_caught(app, monkeypatch):
    from game.scenes.table import Target
    from tests.reaction_toy import Rest

    actions, _ = _toy_decision("deal-answer")
    _with_table(monkeypatch, targets=lambda self: [Target(pygame.Rect(100, 100, 50, 50), [Rest()])])
    with pytest.raises(AssertionError, match="illegal actions.*Rest"):
        check_routes(app, "toy-react", 2, actions)


def test_a_chooser_behind_a_button_counts_as_a_route(app, monkeypatch):
    actions, _ = _toy_decision("")

    def prompt_actions(self):
        return [PromptButton("Answer…", lambda: self.open_chooser(self.legal, (400, 400)))]

    _with_table(monkeypatch, prompt_actions=prompt_actions)
    check_routes(app, "toy-react", 2, actions)


def test_a_rivals_hand_on_screen_is_caught(app, monkeypatch):
    spy = TextSpy(monkeypatch)
    actions, _ = _toy_decision("react-raid")
    check_screen_secrets(app, spy, "toy-react", 2, actions)
    _with_table(monkeypatch, player_panel_lines=lambda self, seat: [f"Hand {self.state.hands[seat]}"])
    with pytest.raises(AssertionError, match="cannot see"):
        check_screen_secrets(app, spy, "toy-react", 2, actions)


def test_a_rivals_private_log_text_is_caught(app, monkeypatch):
    spy = TextSpy(monkeypatch)
    actions, chosen = _toy_decision("react-raid")
    check_log_poison(app, spy, monkeypatch, "toy-react", 2, actions, chosen)

    def log_lines(self):  # reads every seat's private text
        return [(e.event.seat, " ".join(e.event.private.values()) or e.event.text) for e in self.log]

    _with_table(monkeypatch, log_lines=log_lines)
    with pytest.raises(AssertionError, match="secret reached"):
        check_log_poison(app, spy, monkeypatch, "toy-react", 2, actions, chosen)
