"""Cartel look: business colours and letters, the floors of a building drawn
as stacked blocks (front face, roof, a sliver of side), road tiles with their
exits and sidewalks, agent tokens with counts, and card faces.

Pure drawing: the functions take plain values (colours, exits, sizes) and
never read a game state.  Surfaces are cached through game.ui.assets."""
from __future__ import annotations

import pygame

from game.ui import draw, theme
from game.ui.assets import get_assets

# business id -> (face colour, letter on the floor).  Keys are matched against
# the card id or its name in lower case (first word), so a rules rename that
# keeps the name still finds its colour; unknown cards get a stable colour.
BUSINESS_LOOK = {
    "anniewares": ((232, 118, 168), "A"),
    "toptech": ((74, 158, 236), "T"),
    "groundhog": ((176, 124, 74), "G"),
    "double": ((214, 72, 78), "D"),
    "neue": ((236, 198, 74), "N"),
    "skyline": ((96, 196, 196), "Sk"),
    "manned": ((156, 112, 226), "M"),
    "shelfcorp": ((150, 162, 180), "Sh"),
    "lucy": ((104, 200, 132), "L"),
    "private": ((90, 104, 150), "PS"),
    "efficient": ((236, 148, 58), "E"),
}
OFFICIAL_COLOUR = (206, 176, 112)
SNITCH_COLOUR = (120, 120, 130)
ROAD_COLOUR = (120, 126, 140)
ASPHALT = (52, 56, 66)
SIDEWALK = (150, 146, 136)
KERB = (96, 92, 86)
LANE = (236, 210, 110)
LOT_COLOUR = (120, 210, 235)
GROUND = (26, 48, 56)

# edge directions of a cell: 0 north (up), 1 east, 2 south, 3 west
DIRS = ((0, -1), (1, 0), (0, 1), (-1, 0))
DIR_NAMES = ("north", "east", "south", "west")


def mix(a, b, t: float) -> tuple:
    return tuple(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3]))


def shade(colour, f: float) -> tuple:
    return tuple(max(0, min(255, round(c * f))) for c in colour[:3])


def _look_key(name: str) -> str:
    n = (name or "").lower().replace("'", "").replace("-", " ").replace("_", " ")
    return n.split()[0] if n.split() else ""


def business_look(card_id: str = "", name: str = "", letter: str = "") -> tuple[tuple, str]:
    """(colour, letter) of a business card, from its id or name."""
    for key in (_look_key(card_id), _look_key(name)):
        for k, look in BUSINESS_LOOK.items():
            if key and (key == k or key.startswith(k) or k.startswith(key)):
                return look[0], (letter or look[1])
    h = sum(ord(c) * (i + 1) for i, c in enumerate(card_id or name)) % 360
    col = pygame.Color(0)
    col.hsva = (h, 55, 85, 100)
    return (col.r, col.g, col.b), (letter or (name or card_id or "?")[:1].upper())


# ---------------------------------------------------------------- floors


def floor_block(surface, front: pygame.Rect, depth: int, colour, letter: str, *, roof: bool, side: int = 0,
                windows: bool = True, ghost: bool = False) -> None:
    """One floor of a building: the front face `front` with the business
    colour and letter, window rows, a side sliver `side` px wide on the
    right and, when `roof`, the roof (depth px tall) above it."""
    if front.w < 4 or front.h < 3:
        return
    face = shade(colour, 0.92)
    dark = shade(colour, 0.55)
    top = mix(colour, (255, 255, 255), 0.28)
    if side > 0:
        pts = [(front.right, front.bottom), (front.right, front.top), (front.right + side, front.top - depth),
               (front.right + side, front.bottom - depth)]
        pygame.draw.polygon(surface, dark, pts)
    pygame.draw.rect(surface, face, front)
    # a band of windows under a lintel, the letter on a sign in the middle
    if windows and front.h >= 14:
        lintel = max(2, front.h // 9)
        pygame.draw.rect(surface, shade(colour, 0.7), (front.x, front.y, front.w, lintel))
        wy = front.y + lintel + max(2, front.h // 7)
        wh = max(3, front.h // 4)
        n = max(2, min(6, front.w // 22))
        ww = max(3, front.w // (n * 2 + 1))
        gap = (front.w - n * ww) / (n + 1)
        glass = mix(colour, (250, 240, 190), 0.55)
        for i in range(n):
            pygame.draw.rect(surface, glass, (round(front.x + gap + i * (ww + gap)), wy, ww, wh))
        pygame.draw.line(surface, shade(colour, 0.6), (front.x, front.bottom - 1), (front.right - 1, front.bottom - 1))
    if roof:
        pts = [(front.x, front.top), (front.right, front.top), (front.right + side, front.top - depth),
               (front.x + side, front.top - depth)]
        pygame.draw.polygon(surface, mix(colour, (200, 200, 210), 0.25), pts)
        rim = max(2, front.w // 14)
        inner = pygame.Rect(front.x + rim, front.top - depth + rim, front.w - 2 * rim, depth - 2 * rim)
        if inner.w > 4 and inner.h > 4:
            pygame.draw.rect(surface, mix(colour, (96, 100, 112), 0.4), inner)
            pygame.draw.line(surface, mix(colour, (255, 255, 255), 0.35), (front.x, front.top - depth),
                             (front.right - 1, front.top - depth), max(1, rim // 2))
        pygame.draw.polygon(surface, shade(colour, 0.5), pts, 1)
    pygame.draw.rect(surface, shade(colour, 0.45), front, 1)
    size = min(40, int(front.h * 0.62))
    if letter and size - 4 >= theme.SIZE_MIN:  # a thinner floor: floor_sign, staggered (or its tooltip names it)
        floor_sign(surface, (front.centerx, front.centery + front.h // 10), letter, colour, size)
    if ghost:
        pygame.draw.rect(surface, theme.HILITE, front, 2)


def sign_rect(center, letter: str, size: int) -> pygame.Rect:
    sign = pygame.Rect(0, 0, max(size, int(size * 0.7 * len(letter) + size * 0.5)), size + 2)
    sign.center = center
    return sign


def floor_sign(surface, center, letter: str, colour, size: int) -> None:
    """A floor's letter on its sign (`size`: the sign's height less 2)."""
    sign = sign_rect(center, letter, size)
    dark = shade(colour, 0.55)
    pygame.draw.rect(surface, (248, 244, 232), sign, border_radius=max(3, size // 5))
    pygame.draw.rect(surface, dark, sign, 2, border_radius=max(3, size // 5))
    draw.text(surface, letter, sign.center, size - 4, shade(colour, 0.45), True, "center")


def thin_floor_signs(surface, fronts: list, floors: list) -> None:
    """The letters of floors too thin for a sign of their own: readable signs
    at each floor's height, every other one to the right, so a tower's
    neighbouring signs sit side by side instead of on each other.  Left out
    (the tooltip names them) when even that would pile them up."""
    size = theme.SIZE_MIN + 4
    for level, (front, fl) in enumerate(zip(fronts, floors)):
        if not fl.letter or front.h * 2 < size + 2:
            continue
        w = sign_rect((0, 0), fl.letter, size).w
        if front.w < 2 * w + 12:
            continue
        dx = -(w // 2 + 3) if level % 2 == 0 else w // 2 + 3
        y = min(front.centery, fronts[0].bottom - size // 2 - 2)  # the ground floor's stays on the building
        floor_sign(surface, (front.centerx + dx, y), fl.letter, fl.colour, size)


# ---------------------------------------------------------------- roads


def road_tile(size: int, exits: tuple, *, ghost: bool = False) -> pygame.Surface:
    """A road cell seen from above, `size` px square: asphalt arms towards
    each exit (0 N, 1 E, 2 S, 3 W), lane marks, sidewalks on the other
    edges.  Cached per size and exits; ghost = a translucent preview."""
    exits = tuple(sorted(set(exits)))

    def make():
        s = pygame.Surface((size, size), pygame.SRCALPHA)
        walk = max(2, size // 7)
        s.fill((*SIDEWALK, 255))
        pygame.draw.rect(s, KERB, s.get_rect(), max(1, size // 40))
        road = pygame.Rect(walk, walk, size - 2 * walk, size - 2 * walk)
        pygame.draw.rect(s, ASPHALT, road)
        for d in exits:
            if d == 0:
                pygame.draw.rect(s, ASPHALT, (walk, 0, size - 2 * walk, walk + 1))
            elif d == 1:
                pygame.draw.rect(s, ASPHALT, (size - walk - 1, walk, walk + 1, size - 2 * walk))
            elif d == 2:
                pygame.draw.rect(s, ASPHALT, (walk, size - walk - 1, size - 2 * walk, walk + 1))
            else:
                pygame.draw.rect(s, ASPHALT, (0, walk, walk + 1, size - 2 * walk))
        # kerb lines along the sidewalks
        k = max(1, size // 60)
        c = (200, 196, 186)
        if 0 not in exits:
            pygame.draw.line(s, c, (walk, walk), (size - walk, walk), k)
        if 1 not in exits:
            pygame.draw.line(s, c, (size - walk, walk), (size - walk, size - walk), k)
        if 2 not in exits:
            pygame.draw.line(s, c, (walk, size - walk), (size - walk, size - walk), k)
        if 3 not in exits:
            pygame.draw.line(s, c, (walk, walk), (walk, size - walk), k)
        # dashed centre lines from the middle to each exit
        mid = size // 2
        dash = max(2, size // 14)
        w = max(1, size // 36)
        for d in exits:
            dx, dy = DIRS[d]
            t = dash
            while t < mid - dash // 2:
                a = (mid + dx * t, mid + dy * t)
                b = (mid + dx * min(mid, t + dash), mid + dy * min(mid, t + dash))
                pygame.draw.line(s, LANE, a, b, w)
                t += dash * 2
        return s

    return get_assets().generated(("cartel-road", size, exits, ghost), make)


def lot_marker(surface, rect: pygame.Rect, colour=LOT_COLOUR, width: int = 2) -> None:
    """A dashed outline: an empty lot where a business may go."""
    step = max(6, rect.w // 8)
    for x in range(rect.x, rect.right, step * 2):
        pygame.draw.line(surface, colour, (x, rect.y), (min(rect.right, x + step), rect.y), width)
        pygame.draw.line(surface, colour, (x, rect.bottom), (min(rect.right, x + step), rect.bottom), width)
    for y in range(rect.y, rect.bottom, step * 2):
        pygame.draw.line(surface, colour, (rect.x, y), (rect.x, min(rect.bottom, y + step)), width)
        pygame.draw.line(surface, colour, (rect.right, y), (rect.right, min(rect.bottom, y + step)), width)


# ---------------------------------------------------------------- agents


def agent_group(surface, center, seats_counts: list, radius: int, token) -> list:
    """Agent tokens side by side centred on `center`: [(seat, count)] with a
    count badge when more than one.  `token(surface, seat, center, r)` draws
    one seat's token (colour and symbol).  Returns [(seat, rect)]."""
    out = []
    if not seats_counts:
        return out
    gap = radius * 2 + max(2, radius // 3)
    x0 = center[0] - gap * (len(seats_counts) - 1) / 2
    for i, (seat, n) in enumerate(seats_counts):
        c = (round(x0 + i * gap), round(center[1]))
        token(surface, seat, c, radius)
        if n > 1:
            bs = max(theme.SIZE_MIN + 2, int(radius * 0.95))
            b = pygame.Rect(0, 0, bs + 6, bs + 2)
            b.center = (c[0] + radius * 0.8, c[1] - radius * 0.75)
            pygame.draw.rect(surface, (16, 16, 24), b, border_radius=b.h // 2)
            pygame.draw.rect(surface, (240, 240, 240), b, 1, border_radius=b.h // 2)
            draw.text(surface, str(n), b.center, bs - 2, (255, 255, 255), True, "center")
        out.append((seat, pygame.Rect(c[0] - radius, c[1] - radius, radius * 2, radius * 2)))
    return out


# ---------------------------------------------------------------- cards


CARD_SMALLEST = (130, 162)  # the smallest card face the table draws: every title fits it whole at theme.SIZE_MIN
CARD_TEXT = (40, 34, 40)
KIND_TEXT = (90, 80, 70)


def fit_text(text: str, width: int, height: int, largest: int, bold: bool = False,
             line_gap: float = 1.1) -> int | None:
    """The largest size from `largest` down to theme.SIZE_MIN at which `text`
    wraps into `height` without splitting a word; None when none does."""
    a = get_assets()
    for size in range(max(largest, theme.SIZE_MIN), theme.SIZE_MIN - 1, -1):
        lines = a.wrap(text, size, width, bold)
        if " ".join(lines).split() == text.split() and len(lines) * round(size * line_gap) <= height \
                and all(a.text_size(line, size, bold)[0] <= width for line in lines):
            return size
    return None


def title_look(text: str, rect: pygame.Rect, largest: int, line_gap: float = 1.05) -> tuple[int, bool] | None:
    """(size, bold) at which a card title fits rect whole: bold first, then
    the regular weight (narrower) for a long word; None when neither does."""
    for bold in (True, False):
        size = fit_text(text, rect.w, rect.h, largest, bold, line_gap)
        if size is not None:
            return size, bold
    return None


def draw_fitted(surface, text: str, rect: pygame.Rect, largest: int, colour, bold: bool = False,
                line_gap: float = 1.1) -> None:
    """`text` wrapped and centred in rect at the largest size that fits whole
    (a text too long for the card keeps theme.SIZE_MIN and its whole words:
    the card's tooltip has it all)."""
    size = fit_text(text, rect.w, rect.h, largest, bold, line_gap)
    if size is None:
        draw.text_block(surface, text, rect, theme.SIZE_MIN, colour, bold, line_gap, align="center",
                        max_lines=max(1, rect.h // round(theme.SIZE_MIN * line_gap)))
        return
    lines = get_assets().wrap(text, size, rect.w, bold)
    step = round(size * line_gap)
    y = rect.y + (rect.h - len(lines) * step) // 2
    for line in lines:
        draw.text(surface, line, (rect.centerx, y), size, colour, bold, "midtop")
        y += step


class CardLayout:
    """Where a card face of `size` puts its parts: a title band of two lines,
    the picture and the kind line.  A hand card is too small for its rules
    text at a readable size: that text is the card's tooltip.  A short card
    (wider than tall: a hand in two rows) keeps the whole title band and
    puts the picture beside the kind line under it."""

    def __init__(self, size: tuple):
        w, h = size
        self.title_size = max(theme.SIZE_MIN, min(20, w // 7))
        self.band = pygame.Rect(3, 3, w - 6, round(2 * self.title_size * 1.05) + 8)
        self.title = self.band.inflate(-2, -6)
        self.top = self.band.bottom + 6  # the picture's top
        self.text_size = max(theme.SIZE_MIN, min(20, w // 7))
        if h < w:
            strip = pygame.Rect(6, self.band.bottom + 3, w - 12, h - self.band.bottom - 8)
            self.disc = max(8, strip.h // 2)
            self.tile = strip.h
            self.picture = pygame.Rect(strip.x, strip.y, strip.h, strip.h)
            self.kind = pygame.Rect(self.picture.right + 4, strip.y, strip.right - self.picture.right - 4, strip.h)
            return
        kind_h = round(self.text_size * 1.1) + 2
        room = h - 8 - kind_h - self.top  # the picture's height
        self.disc = max(12, min(w // 4, room // 2 - 4))  # a business or official's letter disc
        self.tile = min(w - 30, room - 6)  # a road's picture
        self.picture = pygame.Rect((w - self.tile) // 2, self.top + (room - self.tile) // 2, self.tile, self.tile)
        self.kind = pygame.Rect(6, self.top + room, w - 12, kind_h)

    @classmethod
    def road(cls, size: tuple) -> "CardLayout":
        return cls(size)

    def kind_look(self, kind: str) -> tuple[int, bool] | None:
        return title_look(kind, self.kind, self.text_size, line_gap=1.1)

    def cut_texts(self, title: str, kind: str) -> list[str]:
        """The texts that would not fit whole at theme.SIZE_MIN or larger."""
        out = [] if title_look(title, self.title, self.title_size) else [title]
        return out + ([] if self.kind_look(kind) else [kind])


def _frame(size: tuple, title: str, colour, lay: CardLayout) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    draw.card(s, s.get_rect(), accent=colour)
    pygame.draw.rect(s, colour, lay.band, border_radius=max(4, size[0] // 12 - 4))
    look = title_look(title, lay.title, lay.title_size)
    size_, bold = look if look else (theme.SIZE_MIN, False)
    draw_fitted(s, title, lay.title, size_, (20, 16, 24), bold=bold, line_gap=1.05)
    return s


def _kind_line(s, kind: str, lay: CardLayout) -> None:
    size, bold = lay.kind_look(kind) or (theme.SIZE_MIN, True)
    draw_fitted(s, kind, lay.kind, size, KIND_TEXT, bold=bold)


def card_face(surface, rect: pygame.Rect, *, title: str, letter: str, colour, kind: str,
              selected: bool = False, dimmed: bool = False) -> None:
    """A hand card: the card frame with its colour band and title (up to two
    lines), a letter disc (the floor sign) and the kind ("Business",
    "Official")."""
    def make():
        lay = CardLayout(rect.size)
        s = _frame(rect.size, title, colour, lay)
        disc = lay.disc
        c = lay.picture.center
        pygame.draw.circle(s, shade(colour, 0.55), (c[0] + 1, c[1] + 2), disc)
        pygame.draw.circle(s, colour, c, disc)
        pygame.draw.circle(s, (250, 246, 236), c, disc, 2)
        draw.text(s, letter, c, max(theme.SIZE_MIN, int(disc * (1.1 if len(letter) < 2 else 0.8))), (20, 16, 24),
                  True, "center")
        _kind_line(s, kind, lay)
        return s

    _blit_card(surface, get_assets().generated(("cartel-card", rect.size, title, letter, tuple(colour), kind), make),
               rect, selected, dimmed)


def road_card_face(surface, rect: pygame.Rect, *, title: str, exits: tuple,
                   selected: bool = False, dimmed: bool = False) -> None:
    """A road card: the frame with a road tile picture of its shape."""
    def make():
        lay = CardLayout.road(rect.size)
        s = _frame(rect.size, title, ROAD_COLOUR, lay)
        size = lay.tile
        x, y = lay.picture.topleft
        s.blit(road_tile(size, exits), (x, y))
        pygame.draw.rect(s, (60, 56, 50), (x, y, size, size), 1)
        _kind_line(s, "Road", lay)
        return s

    _blit_card(surface, get_assets().generated(("cartel-roadcard", rect.size, title, tuple(exits)), make), rect,
               selected, dimmed)


def _blit_card(surface, surf, rect, selected: bool, dimmed: bool) -> None:
    """A card surface on the table: a glow when held, faded when not playable now."""
    if selected:
        draw.glow_rect(surface, rect, theme.HILITE, max(6, rect.w // 12))
    if dimmed:
        surf = surf.copy()
        surf.set_alpha(120)
    surface.blit(surf, rect)


def chip(surface, rect: pygame.Rect, text: str, colour, *, text_colour=(20, 16, 24),
         size: int = theme.SIZE_MIN) -> None:
    """A small rounded label (an Official in a seat's service)."""
    pygame.draw.rect(surface, colour, rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, shade(colour, 0.5), rect, 1, border_radius=rect.h // 2)
    draw.text_fit(surface, text, rect.inflate(-8, 0), size, text_colour, True, "center")
