"""Captain of the Stars player boards: the chips, module levels and crew in each
seat's panel, with a tooltip for every part.

Functions of the live state: board_parts() places the pieces of one seat's
board in the per-game area of its panel, draw_board() draws them there."""
from __future__ import annotations

import pygame

from game.games.captain.rules.data import MODULES
from game.games.captain import texts
from game.ui import draw, theme
from game.ui.assets import get_assets

MODULE_ICON = {"weapon": "weapons_c", "shields": "shield_c", "engine": "engine_c"}


def _chip_w(value: int, suffix: str, rich: bool) -> int:
    """A chip's width as draw_board draws it: icon, value, its word, and room before the next icon."""
    a = get_assets()
    w = (26 if rich else 22) + 5 + a.text_size(str(value), theme.SIZE_SMALL if rich else theme.SIZE_TINY, True)[0]
    if suffix and rich:
        w += 4 + a.text_size(suffix, theme.SIZE_TINY)[0]
    return w + 10


def board_parts(state, seat: int, area: pygame.Rect, score: int) -> list:
    """(name, rect, tooltip) of the pieces of a player board in `area` (the
    per-game area of the seat's panel; the same rects are drawn).  `score`
    is the seat's running score (the rules' scores(): open information here)."""
    st = state
    p = st.players[seat]
    n = st.content.numbers
    rich = area.h >= 96
    gap = 6 if rich else 4
    row_h = 32 if rich else max(22, min(28, (area.h - gap) // 2))
    parts = []
    y = area.y
    # row 1: VP, BP, resources, (health when compact)
    x = area.x
    w1 = max(80 if rich else 74, _chip_w(p.vp, "VP", rich))  # each chip's words end clear of the next icon
    parts.append(("vp", pygame.Rect(x, y, w1, row_h),
                  f"Victory points: {p.vp} (the game ends after the round someone reaches {st.target}). "
                  f"Score now: {score} = VP + BP + 1 per {n.resources_per_point} resources."))
    x += w1 + 6
    wbp = max(80 if rich else 74, _chip_w(p.bp, "BP", rich))
    parts.append(("bp", pygame.Rect(x, y, wbp, row_h),
                  f"Bounty points: {p.bp}. If BP ever exceed VP ({p.vp}) the Federation captures this ship "
                  "(weapons back to level 1, BP to 0, back to the hub)."))
    x += wbp + 6
    wres = max(74, _chip_w(p.resources, "", rich))
    parts.append(("res", pygame.Rect(x, y, wres, row_h),
                  f"Resources: {p.resources}. Those left at the end score 1 point per {n.resources_per_point}."))
    x += wres + 8
    # "= 174": the running final score (the rules' scores(), as the results add it up)
    room = area.right - x
    if room >= (56 if rich else 120):
        ws = min(room, 80) if rich else 56
        parts.append(("score", pygame.Rect(x, y, ws, row_h), score_tip(st, seat, score)))
        x += ws + 6
    mh = st.max_health(seat)
    hp_tip = f"Hull: {p.health} of {mh} health. At 0 the ship is destroyed."
    if not rich:
        parts.append(("hp", pygame.Rect(x, y + 4, area.right - x, row_h - 8), hp_tip))
    # row 2: modules (+ health when rich, + crew when compact)
    y += row_h + gap
    x = area.x
    wm = 62 if rich else 56
    for m in MODULES:
        lvl = p.level(m)
        parts.append((m, pygame.Rect(x, y, wm, row_h), texts.module_tip(st, m, lvl)))
        x += wm + 6
    if rich:
        x += 4
        parts.append(("hp", pygame.Rect(x, y + 4, area.right - x, row_h - 8), hp_tip))
        y += row_h + gap
        x = area.x
        cw = (area.w - 3 * 6) // 4
        for i in range(n.crew_per_player):
            parts.append((f"crew{i}", pygame.Rect(x + i * (cw + 6), y, cw, row_h),
                          texts.crew_tip(st, seat, i)))
    else:
        x += 4
        cw = (area.right - x - 3 * 4) // 4
        for i in range(n.crew_per_player):
            parts.append((f"crew{i}", pygame.Rect(x + i * (cw + 4), y, cw, row_h),
                          texts.crew_tip(st, seat, i)))
    return parts


def score_tip(state, seat: int, score: int) -> str:
    """The words of a seat's running final score."""
    p = state.players[seat]
    per = state.content.numbers.resources_per_point
    return (f"Final score if the game ended now: {score} = {p.vp} VP + {p.bp} BP + "
            f"{p.resources // per} for the {p.resources} resources left (1 per {per}).")


def draw_board(surface, state, seat: int, parts: list, rect: pygame.Rect, hover_key, score: int = 0) -> None:
    """Draw `parts` (board_parts() of this seat) in the panel area `rect`;
    `hover_key` is the key of the board Target under the mouse (or None);
    `score` the seat's running score (as board_parts() was given)."""
    st = state
    p = st.players[seat]
    parts = {name: r for name, r, _ in parts}
    if not parts:
        return
    rich = rect.h >= 96
    tsize = theme.SIZE_SMALL if rich else theme.SIZE_TINY
    isz = 26 if rich else 22
    hov = hover_key

    def chip(name, icon, value, colour, suffix=""):
        r = parts[name]
        if hov == ("panel", seat, name):
            pygame.draw.rect(surface, (60, 72, 110), r.inflate(4, 2), border_radius=8)
        draw.icon(surface, icon, pygame.Rect(r.x, r.centery - isz // 2, isz, isz), fallback_text=value[:1])
        tr = draw.text(surface, value, (r.x + isz + 5, r.centery), tsize, colour, True, "midleft")
        if suffix:
            draw.text(surface, suffix, (tr.right + 4, r.centery + 1), theme.SIZE_TINY, theme.TEXT_DIM, False,
                      "midleft")

    chip("vp", "star_c", str(p.vp), theme.GOLD, "VP" if rich else "")
    danger = p.bp > 0 and p.bp * 4 >= p.vp * 3
    chip("bp", "skull_c", str(p.bp), theme.BAD if danger else theme.TEXT, "BP" if rich else "")
    chip("res", "coin_c", str(p.resources), theme.TEXT)
    sr = parts.get("score")
    if sr is not None:
        if hov == ("panel", seat, "score"):
            pygame.draw.rect(surface, (60, 72, 110), sr.inflate(4, 2), border_radius=8)
        lr = draw.text(surface, "=", (sr.x, sr.centery), tsize, theme.TEXT_DIM, True, "midleft")
        draw.text(surface, str(score), (lr.right + 4, sr.centery), tsize, theme.TEXT, True, "midleft")
    # health bar
    r = parts["hp"]
    mh = max(1, st.max_health(seat))
    frac = max(0.0, min(1.0, p.health / mh))
    pygame.draw.rect(surface, (40, 20, 26), r, border_radius=r.h // 2)
    fill = r.copy()
    fill.w = max(r.h, round(r.w * frac)) if p.health > 0 else 0
    col = (96, 200, 120) if frac > 0.6 else (230, 190, 70) if frac > 0.3 else (230, 80, 70)
    if fill.w:
        pygame.draw.rect(surface, col, fill, border_radius=r.h // 2)
    pygame.draw.rect(surface, (200, 210, 230), r, 2, border_radius=r.h // 2)
    # dark on the coloured fill, light on the empty rest: "3/9" reads on a third-full bar
    label, old_clip = f"{p.health}/{mh}", surface.get_clip()
    rest = pygame.Rect(r.x + fill.w, r.y, r.w - fill.w, r.h)
    for part, colour in ((fill, (16, 16, 24)), (rest, theme.TEXT)):
        if part.w > 0:
            surface.set_clip(part.clip(old_clip) if old_clip else part)
            draw.text(surface, label, r.center, theme.SIZE_TINY, colour, True, "center")
    surface.set_clip(old_clip)
    # modules
    for m in MODULES:
        mr = parts[m]
        if hov == ("panel", seat, m):
            pygame.draw.rect(surface, (60, 72, 110), mr.inflate(4, 2), border_radius=8)
        lvl = p.level(m)
        draw.icon(surface, MODULE_ICON[m], pygame.Rect(mr.x, mr.centery - isz // 2, isz, isz),
                  fallback_text=m[:1].upper())
        x = mr.x + isz + 4
        draw.text(surface, str(lvl), (x, mr.centery), tsize, theme.TEXT if lvl > 1 else theme.TEXT_DIM, True,
                  "midleft")
    # crew places
    crew = p.crew
    for i in range(st.content.numbers.crew_per_player):
        cr = parts.get(f"crew{i}")
        if cr is None:
            continue
        hot = hov == ("panel", seat, f"crew{i}")
        if i < len(crew):
            c = texts.crew_card(st, crew[i])
            pygame.draw.rect(surface, (64, 78, 120) if hot else (42, 52, 86), cr, border_radius=8)
            pygame.draw.rect(surface, (120, 140, 190), cr, 1, border_radius=8)
            label = texts.short(c.name) if rich else texts.short(c.name)[:3]
            room = cr.inflate(-8, 0)
            bold = rich and get_assets().text_size(label, theme.SIZE_MIN, True)[0] <= room.w  # else the narrower weight
            draw.text_fit(surface, label, room, theme.SIZE_TINY, theme.TEXT, bold, "center")
        else:
            pygame.draw.rect(surface, (50, 58, 86) if hot else (24, 30, 50), cr, border_radius=8)
            pygame.draw.rect(surface, (70, 80, 110), cr, 1, border_radius=8)
