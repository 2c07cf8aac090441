"""Play test 7 (shot011/022): a bot's new ship flew from the shipyard to its
row as a plate "Quiet Otter · hold 7", straight across the other ships'
rows, and read as a tooltip left over the Tin Lantern's row.  A new ship
now comes in within its own row, so it crosses no other row's words."""
import pygame

from game.games.star_cartel.art import StarCartelArt
from game.ui.anim import Move
from tests.acceptance.conftest import start_game_at

SEED = 1


def swap_after_any_move(st) -> bool:
    """Rigel (the third row) is to act, and whatever it does it swaps its ship."""
    if st.is_over or st.to_act != 2:
        return False
    for a in st.legal_actions():
        after = st.clone()
        if not any(e.kind == "ship" and e.data.get("seat") == 2 for e in after.apply(a)):
            return False
    return True


def test_a_new_ship_flies_inside_its_own_row(open_app, monkeypatch):
    ships, drawn = set(), []
    real_surface, real_draw = StarCartelArt.ship_surface, Move.draw

    def ship_surface(art, ship, *args, **kwargs):
        s = real_surface(art, ship, *args, **kwargs)
        ships.add(id(s))
        return s

    def move_draw(anim, surface):
        if id(anim.surf) in ships and anim.started:
            k = anim.scale[0] + (anim.scale[1] - anim.scale[0]) * anim.eased
            w, h = anim.surf.get_size()
            drawn.append(pygame.Rect(0, 0, round(w * k), round(h * k)))
            drawn[-1].center = (round(anim.pos[0]), round(anim.pos[1]))
        real_draw(anim, surface)

    monkeypatch.setattr(StarCartelArt, "ship_surface", ship_surface)
    monkeypatch.setattr(Move, "draw", move_draw)
    person = open_app(bot_pace=0.0, animation_speed=1.0)
    person.every_frame = True
    table = start_game_at(person, "star-cartel", ["human", "normal", "normal"], seed=SEED,
                          until=swap_after_any_move)
    person.wait_until(lambda: table.state.to_act != 2, seconds=30, why="Rigel never moved")
    person.frames(90)
    assert drawn, "no new ship was seen coming in"
    row = table.board_view.fleet_rects[2]
    for rect in drawn:
        assert row.contains(rect), f"the new ship, drawn at {tuple(rect)}, leaves its row {tuple(row)}"
