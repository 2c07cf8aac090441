"""Generate the Star Traders galaxy as a Tiled map: content/star_traders/galaxy.tmx.

The layout is computed: Laumer (66) at the centre, the Core worlds 61-65 on a
ring around it, and five arms winding out along logarithmic spirals, arm k
starting near Core world 6k.  The jumplines come from the design table in the
Star Traders notes ("Map"); each one is a polyline whose curve is chosen so it
keeps clear of every world it does not end at (and crosses as few earlier
lines as it can).

Object group "worlds": one point object per world, named by the world's name
(pytmx reserves a "name" property for the object's own name), with properties
number, export and star.
Object group "jumplines": one polyline per line (from, to, colour).

Run from the repository top:  .venv/bin/python tools/make_star_traders_map.py
The output is committed.
"""
from __future__ import annotations

import math
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "content" / "star_traders" / "galaxy.tmx"

SIZE = 2400  # map width and height in pixels
TILE = 16
CENTRE = (SIZE / 2, SIZE / 2)
CORE_RADIUS = 215
ARM_START = 420  # radius of world k1
ARM_END = 1020  # radius of world k6
ARM_TURN = 24.0  # degrees the spiral turns from one world of an arm to the next
ARM_OFFSET = 22.0  # degrees arm k's first world sits past its Core world
MIN_GAP = 150  # no two worlds closer than this
SKIP_SIDE = {"red": 1, "purple": 1}  # lines skipping worlds of an arm bow out on its outer side
CROSSING = 0.15  # one crossing of an earlier line weighs as much as this much straying
CLEARANCE = 70  # a line keeps this far from worlds it does not end at (the test asks 40)

NAMES = {
    11: "Bradbury", 12: "Heinlein", 13: "Pohl", 14: "Knight", 15: "Schmitz", 16: "Anderson",
    21: "Piper", 22: "Norton", 23: "Dick", 24: "Silverberg", 25: "Biggle", 26: "Wilhelm",
    31: "Le Guin", 32: "Niven", 33: "Killough", 34: "Foster", 35: "Pinkwater", 36: "Robinson",
    41: "Cherryh", 42: "Gibson", 43: "Clayton", 44: "Card", 45: "Hogan", 46: "Longyear",
    51: "Brin", 52: "McDevitt", 53: "Moon", 54: "Bujold", 55: "Roberts", 56: "Asaro",
    61: "Shelley", 62: "Verne", 63: "Wells", 64: "Williamson", 65: "de Camp", 66: "Laumer",
}

# the 24 exports the notes know, then our own 12 (marked)
EXPORTS = {
    11: "fireproof paper", 16: "solar spice", 21: "sunstones", 26: "genetics tech",
    32: "stasis boxes", 33: "siren crystals", 34: "minidrags", 35: "alligatrons",
    41: "teardrop pearls", 42: "cyberware", 44: "hive-queen cocoons", 45: "genesis machines",
    46: "a circus", 51: "a galactic library", 52: "stellar antiquities", 53: "racehorse embryos",
    54: "butter bugs", 56: "quis dice", 61: "essence of life", 62: "a submarine",
    63: "time machines", 64: "seetee", 65: "interplanetary tours", 66: "diplomats",
    # ours
    12: "free-fall boots", 13: "prayer fans", 14: "alien cookbooks", 15: "witch charms",
    22: "Forerunner relics", 23: "electric sheep", 24: "dream tapes", 25: "sound sculptures",
    31: "ansible parts", 36: "Martian lichen", 43: "living diadems", 55: "clockwork choirs",
}

RED_STARS = {13, 23, 33, 43, 53}
BLUE_STARS = {61, 62, 63, 64, 65, 66}
ARMS = range(1, 6)


def nxt(k: int) -> int:
    return k % 5 + 1


def jumplines() -> list[tuple[int, int, str]]:
    """The design table, line by line: (from, to, colour)."""
    lines = []
    for k in ARMS:  # orange along each arm
        lines += [(10 * k + i, 10 * k + i + 1, "orange") for i in range(1, 6)]
    lines += [(60 + k, 60 + nxt(k), "orange") for k in ARMS]  # the Core ring
    lines += [(66, 60 + k, "orange") for k in ARMS]  # Laumer's spokes
    for k in ARMS:
        lines += [(60 + k, 10 * k + 1, "red"), (10 * k + 1, 10 * k + 3, "red"), (10 * k + 4, 10 * k + 6, "red")]
    for k in ARMS:
        lines += [(60 + k, 10 * k + 3, "purple"), (10 * k + 2, 10 * k + 5, "purple")]
    lines += [(10 * k + 2, 10 * nxt(k) + 2, "blue") for k in ARMS]
    lines += [(66, 10 * k + 1, "blue") for k in ARMS]
    lines += [(10 * k + 5, 10 * nxt(k) + 5, "green") for k in ARMS]
    lines += [(10 * k + 6, 10 * nxt(k) + 6, "green") for k in ARMS]
    return lines


# ---------------------------------------------------------------- layout


def polar(r: float, degrees: float) -> tuple[float, float]:
    a = math.radians(degrees)
    return (CENTRE[0] + r * math.cos(a), CENTRE[1] + r * math.sin(a))


def core_angle(k: int) -> float:
    """Screen angle of Core world 6k (61 straight up, then clockwise)."""
    return -90.0 + 72.0 * (k - 1)


def arm_point(k: int, t: float) -> tuple[float, float]:
    """A point on arm k's spiral; t = 0 is world k1, t = 5 world k6."""
    growth = (ARM_END / ARM_START) ** (1 / 5)
    return polar(ARM_START * growth ** t, core_angle(k) + ARM_OFFSET + ARM_TURN * t)


def layout() -> dict[int, tuple[float, float]]:
    pos = {66: CENTRE}
    for k in ARMS:
        pos[60 + k] = polar(CORE_RADIUS, core_angle(k))
        for i in range(1, 7):
            pos[10 * k + i] = arm_point(k, i - 1)
    return {n: (round(x, 1), round(y, 1)) for n, (x, y) in pos.items()}


# ---------------------------------------------------------------- curves


def dist_point_segment(p, a, b) -> float:
    ax, ay = a
    bx, by = b
    dx, dy = bx - ax, by - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else max(0.0, min(1.0, ((p[0] - ax) * dx + (p[1] - ay) * dy) / length2))
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def dist_point_polyline(p, points) -> float:
    return min(dist_point_segment(p, a, b) for a, b in zip(points, points[1:]))


def _segments_cross(a, b, c, d) -> bool:
    def orient(p, q, r):
        return (q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0])

    return (orient(a, b, c) * orient(a, b, d) < 0) and (orient(c, d, a) * orient(c, d, b) < 0)


def crossings(one, other) -> int:
    return sum(_segments_cross(a, b, c, d) for a, b in zip(one, one[1:]) for c, d in zip(other, other[1:]))


def bezier(a, b, bend: float, steps: int) -> list[tuple[float, float]]:
    """A quadratic curve from a to b whose middle is pushed sideways by
    bend x the distance a-b (positive = to the left going from a to b)."""
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    dx, dy = b[0] - a[0], b[1] - a[1]
    cx, cy = mx + 2 * bend * dy, my - 2 * bend * dx  # control point (the curve reaches half of it)
    out = []
    for i in range(steps + 1):
        t = i / steps
        u = 1 - t
        out.append((u * u * a[0] + 2 * u * t * cx + t * t * b[0], u * u * a[1] + 2 * u * t * cy + t * t * b[1]))
    return out


def around(a, b, swell: float, steps: int) -> list[tuple[float, float]]:
    """A curve from a to b around the centre: radius and angle interpolated,
    the radius swollen by swell x the mean radius at the middle."""
    ra = math.hypot(a[0] - CENTRE[0], a[1] - CENTRE[1])
    rb = math.hypot(b[0] - CENTRE[0], b[1] - CENTRE[1])
    ta = math.atan2(a[1] - CENTRE[1], a[0] - CENTRE[0])
    tb = math.atan2(b[1] - CENTRE[1], b[0] - CENTRE[0])
    turn = (tb - ta + math.pi) % (2 * math.pi) - math.pi
    out = []
    for i in range(steps + 1):
        t = i / steps
        r = ra + (rb - ra) * t + swell * (ra + rb) / 2 * math.sin(math.pi * t)
        ang = ta + turn * t
        out.append((CENTRE[0] + r * math.cos(ang), CENTRE[1] + r * math.sin(ang)))
    return out


def along_arm(k: int, i: int, j: int, swell: float, steps: int) -> list[tuple[float, float]]:
    """A curve beside arm k's spiral from world k(i+1) to k(j+1), pushed
    outwards (swell > 0) or inwards by swell x the radius at its middle."""
    out = []
    for s in range(steps + 1):
        u = s / steps
        x, y = arm_point(k, i + (j - i) * u)
        f = 1 + swell * math.sin(math.pi * u)
        out.append((CENTRE[0] + (x - CENTRE[0]) * f, CENTRE[1] + (y - CENTRE[1]) * f))
    return out


def candidates(a: int, b: int, colour: str, pos) -> list[tuple[float, list]]:
    """(how far the curve strays from the plain one, points) for each curve tried."""
    pa, pb = pos[a], pos[b]
    same_arm = a // 10 == b // 10 and a // 10 != 6
    out = []
    if same_arm:
        k, i, j = a // 10, a % 10 - 1, b % 10 - 1
        side = SKIP_SIDE.get(colour, 1)
        for swell in ((0.0,) if j - i == 1 else (0.1, 0.14, 0.18, 0.24, -0.1, -0.14, -0.18, -0.24)):
            out.append((abs(swell) + (0.4 if swell * side < 0 else 0.0), along_arm(k, i, j, swell, 8 * (j - i))))
    if 66 not in (a, b):
        for swell in (0.0, 0.04, -0.04, 0.08, -0.08, 0.12, -0.12, 0.16, 0.2):
            out.append((abs(swell) * 2.5 + (0 if not same_arm else 0.5), around(pa, pb, swell, 24)))
    for bend in (0.0, 0.06, -0.06, 0.12, -0.12, 0.18, -0.18, 0.24, -0.24, 0.3, -0.3):
        plain = 0.6 if same_arm else 0.05 if out else 0.0  # a chord across an arm's bend looks wrong
        if colour in ("blue", "green") and not bend:
            plain += 0.3  # lines across the galaxy curve gently, as the arms do
        out.append((abs(bend) + plain, bezier(pa, pb, bend, 16 if bend else 1)))
    return out


def route(lines, pos) -> list[list[tuple[float, float]]]:
    """One polyline per line: the plainest curve that keeps CLEARANCE from
    every other world, with the fewest crossings of lines routed before it."""
    done: list[list] = []
    for a, b, colour in lines:
        best = None
        for stray, pts in candidates(a, b, colour, pos):
            clear = min(dist_point_polyline(pos[w], pts) for w in pos if w not in (a, b))
            if clear < CLEARANCE:
                continue
            score = CROSSING * sum(crossings(pts, other) for other in done) + stray
            if best is None or score < best[0] - 1e-9:
                best = (score, pts)
        if best is None:
            raise SystemExit(f"no curve for the {colour} line {a}-{b} keeps {CLEARANCE} px from the other worlds")
        pts = best[1]
        pts[0], pts[-1] = pos[a], pos[b]
        done.append([(round(x, 1), round(y, 1)) for x, y in pts])
    return done


# ---------------------------------------------------------------- output


def _prop(name: str, value) -> str:
    if isinstance(value, int):
        return f'     <property name="{name}" type="int" value="{value}"/>\n'
    return f'     <property name="{name}" value={quoteattr(value)}/>\n'


def star(n: int) -> str:
    return "red" if n in RED_STARS else "blue" if n in BLUE_STARS else "none"


def galaxy_xml() -> str:
    pos = layout()
    nums = sorted(pos)
    for i, m in enumerate(nums):
        for n in nums[i + 1:]:
            gap = math.dist(pos[m], pos[n])
            if gap < MIN_GAP:
                raise SystemExit(f"worlds {m} and {n} are only {gap:.0f} px apart")
    lines = jumplines()
    curves = route(lines, pos)
    oid = 1
    worlds = []
    for n in nums:
        x, y = pos[n]
        worlds.append(
            f'  <object id="{oid}" name={quoteattr(NAMES[n])} x="{x}" y="{y}">\n'
            '   <properties>\n'
            + _prop("number", n) + _prop("export", EXPORTS[n]) + _prop("star", star(n))
            + '   </properties>\n'
            '   <point/>\n'
            '  </object>\n'
        )
        oid += 1
    jumps = []
    for (a, b, colour), pts in zip(lines, curves):
        x0, y0 = pts[0]
        rel = " ".join(f"{round(x - x0, 1):g},{round(y - y0, 1):g}" for x, y in pts)
        jumps.append(
            f'  <object id="{oid}" name="{a}-{b}" x="{x0}" y="{y0}">\n'
            '   <properties>\n'
            + _prop("from", a) + _prop("to", b) + _prop("colour", colour)
            + '   </properties>\n'
            f'   <polyline points="{rel}"/>\n'
            '  </object>\n'
        )
        oid += 1
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{SIZE // TILE}" height="{SIZE // TILE}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'nextlayerid="3" nextobjectid="{oid}">\n'
        ' <objectgroup id="1" name="jumplines">\n' + "".join(jumps) + ' </objectgroup>\n'
        ' <objectgroup id="2" name="worlds">\n' + "".join(worlds) + ' </objectgroup>\n'
        '</map>\n'
    )


def main() -> int:
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(galaxy_xml(), encoding="utf-8")
    print(f"wrote {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
