"""Issue 49, text: at a late position of each game's table in the real app,
no text is drawn under font size 18 (12 px tall in a 1280x720 window, the
canvas being 1920x1080), on the canvas or into a picture drawn later (card
faces, the galaxy's labels); no text is wrapped or cut inside a word (one
word too long for its line is the only text cut inside itself); and every
text cut short on the canvas reads whole under the resting mouse.  A text in
a picture drawn scaled counts at the size the scaled copy shows
(tests/acceptance/pictures.py)."""
from __future__ import annotations

import pytest

from game.ui import assets as assets_mod
from game.ui import cut_text, draw, theme
from tests.acceptance.conftest import start_game_at

# decisions the Normal bots play (every seat) before the person's turn is awaited: late in each game
LATE = {"cartel": 80, "star-traders": 750, "star-cartel": 70, "star-cargo": 80, "captain": 150}


def words_of(s: str) -> set[str]:
    return set(assets_mod.renderable(s or "").replace("\n", " ").split(" "))


@pytest.fixture
def broken(monkeypatch):
    """{line: why} of every wrapped line holding a piece that is not a whole
    word of its text, and of every cut ("…") ending inside a word; a test
    asks which of them were drawn (fitting code measures such lines too)."""
    found = {}
    real_wrap = assets_mod.Assets.wrap
    real_ellipsize = draw.ellipsize

    def wrap(assets, text, size, width, bold=False):
        lines = real_wrap(assets, text, size, width, bold)
        whole = words_of(text)
        for line in lines:
            if any(piece not in whole for piece in line.split(" ")):
                found[line] = f"{line!r} wrapped from {text!r}"
        return lines

    def ellipsize(s, size, width, bold=False):
        out = real_ellipsize(s, size, width, bold)
        kept = out[:-1].rstrip().split(" ") if out != s else []
        if kept and kept[-1] not in words_of(s):
            found[out] = f"{out!r} cut from {s!r}"
        return out

    monkeypatch.setattr(assets_mod.Assets, "wrap", wrap)
    monkeypatch.setattr(draw, "ellipsize", ellipsize)
    return found


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(LATE))
def test_every_text_at_a_late_table_is_readable_whole(open_app, broken, game_id):
    person = open_app(bot_pace=0.0, animation_speed=0.0)
    drawn = []
    render = person.app.render

    def render_and_keep():  # every frame's texts, from the first frame of the table (pictures are drawn once)
        out = render()
        drawn.extend(person.screen.frame)
        return out

    person.app.render = render_and_keep
    person.every_frame = True
    decisions = []

    def late(state):
        decisions.append(1)
        return len(decisions) > LATE[game_id] and state.to_act == 0

    start_game_at(person, game_id, ["human", "normal", "normal"], late, seed=2)
    person.frames(5)
    small = sorted({(d.size, d.text, d.rect is None) for d in drawn if d.size < theme.SIZE_MIN})
    assert not small, f"{len(small)} texts under size {theme.SIZE_MIN} (size, text, in a picture): {small}"
    cut_inside = sorted({broken[d.text] for d in drawn if d.text in broken})
    assert not cut_inside, f"{len(cut_inside)} texts drawn broken inside a word: {cut_inside}"

    cuts = cut_text.items()
    shown_cut = [d for d in person.screen.frame if d.rect is not None and d.text.endswith("…")]
    assert all(any(rect.contains(d.rect) for rect, _ in cuts) for d in shown_cut), \
        [d for d in shown_cut if not any(rect.contains(d.rect) for rect, _ in cuts)]
    for rect, whole in cuts:
        person.move(rect.center, frames=30)
        seen = " ".join(person.screen.texts())
        assert all(word in seen for word in whole.split()), f"{whole!r} is not readable whole on hover"


def test_text_in_a_scaled_picture_counts_at_the_size_it_shows(open_app, monkeypatch):
    """The Screen sees a picture's words at the size its scaled copy shows
    them: drawn on the picture, or rendered while a cached picture is made."""
    import pygame

    from tests.acceptance.person import Drawn

    person = open_app()
    scene_type = type(person.app.top)
    real_draw = scene_type.draw

    def cached_label():
        pic = pygame.Surface((300, 60), pygame.SRCALPHA)
        pic.blit(assets_mod.get_assets().text("cached words", 30), (0, 0))
        return pic

    def draw_with_pictures(scene, surface):
        real_draw(scene, surface)
        pic = pygame.Surface((400, 100), pygame.SRCALPHA)
        draw.text(pic.subsurface((0, 0, 400, 50)), "picture words", (10, 10), 24)
        surface.blit(pygame.transform.smoothscale(pic, (200, 50)), (0, 0))
        label = assets_mod.get_assets().generated(("x49-label",), cached_label)
        surface.blit(pygame.transform.smoothscale_by(label, 0.75), (0, 60))

    monkeypatch.setattr(scene_type, "draw", draw_with_pictures)
    person.move((960, 900))  # a frame is drawn when something changed
    assert Drawn("picture words", 12, None) in person.screen.frame
    assert Drawn("cached words", 22, None) in person.screen.frame


@pytest.mark.slow
def test_the_replayed_table_is_readable(open_app):
    """The replay opens on the table at full size, as it was played (its
    overview, O, is a thumbnail beside the graph)."""
    from game.ai import decide, make_bot
    from game.scenes.replay import ReplayScene
    from game.seating import build_match

    person = open_app()
    match = build_match("star-traders", ["normal"] * 3, 2, None)
    bot = make_bot("star-traders", "normal")
    for i in range(40):
        match.apply(decide(match.state, bot, 2, i))
    person.app.push(ReplayScene(person.app, match))
    person.frames(3)
    small = sorted({(d.size, d.text) for d in person.screen.frame if d.size < theme.SIZE_MIN})
    assert not small, f"{len(small)} texts under size {theme.SIZE_MIN}: {small}"
