"""Play test 6: Vega's Tax Audit took $5 from the person with nothing shown
but a log line.  A card another trader plays on the person is told in a
notice on the table."""
from __future__ import annotations

from game.games.star_traders.table import StarTradersTable
from tests.games.star_traders.test_table import advance, new_match


def _audit(st):
    if st.to_act in (None, 0) or st.money[0] < 2:
        return None
    return next((a for a in st.legal_actions() if type(a).__name__ == "PlayLuck" and a.kind == "tax_audit"
                 and a.target == 0), None)


def test_a_tax_audit_on_the_person_is_told_in_a_notice(app):
    match = advance(new_match(3, options={"version": "family"}), lambda st: _audit(st) is not None)
    audit = _audit(match.state)
    audit_seat = match.state.to_act
    for i, seat in enumerate(match.seats):
        seat.kind = "human" if i == 0 else "normal"
    table = StarTradersTable(app, match, viewer=0, autoplay=False)  # the person at seat 0 watches
    app.reset(table)
    before = match.state.money[0]
    table.apply_action(audit)
    for _ in range(10):  # an Avoid a Calamity! question, if the person holds one, is refused
        if match.state.money[0] != before or match.state.window() is None:
            break
        refuse = next((a for a in match.state.legal_actions() if type(a).__name__ in ("Pass", "RefuseAvoid")), None)
        if refuse is None:
            break
        table.apply_action(refuse)
    assert match.state.money[0] < before
    shown = [t[0] for t in table.toasts._shown]
    name = table.seat_name(audit_seat)
    assert any(f"{name} plays Tax Audit" in t and "auditors" in t for t in shown), shown


def test_a_delivered_mission_is_not_called_aboard(app, monkeypatch):
    """Play test 6: the Imperial Mission box still said "(aboard)" after the delivery that won the game."""
    from tests.ui.test_ui_conformance import TextSpy

    spy = TextSpy(monkeypatch)
    match = advance(new_match(3, options={"version": "family"}), lambda st: st.stage == "turn" and st.to_act == 1)
    st = match.state
    st.missions[1] = next(n for n, c in enumerate(st.board.cards, 1) if c.star)
    st.aboard[1] = st.missions[1]
    st.end_game(1, "mission", [])
    table = StarTradersTable(app, match, viewer=0, autoplay=False)
    app.reset(table)
    table.assets._generated.clear()
    spy.take()
    app.render()
    seen = spy.take()
    assert any(t.startswith("Vega delivered the") for t in seen), [t for t in seen if "Mission" in t]
    assert not any("(aboard)" in t for t in seen)
