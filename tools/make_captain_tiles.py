"""Generate the 13 Captain of the Stars hex tiles as Tiled .tmx maps.

Each tile is a hexagon of 19 hexes (rows 3-4-5-4-3).  A map holds one object
group "hexes" with one point object per hex; each object carries its
tile-local axial coordinates (properties q and r), a kind ("space", or
"centre" for the Federation tile's middle hex) and a purely decorative
"decor" name for the board painter.  Map properties name the tile and mark
the Federation tile.  Tiles are plain space: decor never changes the rules.

Run from the repository top:  .venv/bin/python tools/make_captain_tiles.py
The output (content/captain/tiles/tile_NN.tmx) is committed.
"""
from __future__ import annotations

import random
import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.rules import hexgrid  # noqa: E402

OUT = ROOT / "content" / "captain" / "tiles"
SIZE = 32  # hex radius in pixels (only for viewing the map in Tiled)

NAMES = [
    "Federation Core",
    "Amber Reach", "Vela Drift", "Cinder Expanse", "Hollow Verge",
    "Kestrel Span", "Lantern Deep", "Tals Mire", "Oriel Gap",
    "Quill Nebula", "Rook's Rest", "Saffron Shoal", "Tessel Fringe",
]
DECOR = ["", "", "", "stars", "stars", "dust", "nebula", "planet", "comet"]


def tile_xml(index: int) -> str:
    federation = index == 0
    rng = random.Random(f"captain-tile-{index}")
    hexes = hexgrid.spiral((0, 0), 2)
    # pixel origin so that every hex lies inside the 5x5 map area
    width_px = int(round(hexgrid.SQRT3 * SIZE * 5))
    height_px = int(round(1.5 * SIZE * 4 + 2 * SIZE))
    origin = (width_px / 2, height_px / 2)
    objects = []
    for oid, (q, r) in enumerate(hexes, start=1):
        x, y = hexgrid.hex_to_pixel((q, r), SIZE, True, origin)
        if federation:
            kind = "centre" if (q, r) == (0, 0) else "space"
            decor = "station" if (q, r) == (0, 0) else "beacon" if hexgrid.distance((q, r), (0, 0)) == 2 and (q + 2 * r) % 3 == 0 else ""
        else:
            kind = "space"
            decor = rng.choice(DECOR)
        objects.append(
            f'  <object id="{oid}" name="hex {q},{r}" x="{x:.1f}" y="{y:.1f}">\n'
            f'   <properties>\n'
            f'    <property name="q" type="int" value="{q}"/>\n'
            f'    <property name="r" type="int" value="{r}"/>\n'
            f'    <property name="kind" value="{kind}"/>\n'
            f'    <property name="decor" value="{decor}"/>\n'
            f'   </properties>\n'
            f'   <point/>\n'
            f'  </object>\n'
        )
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="hexagonal" renderorder="right-down" '
        f'width="5" height="5" tilewidth="{int(round(hexgrid.SQRT3 * SIZE))}" tileheight="{2 * SIZE}" '
        f'infinite="0" hexsidelength="{SIZE}" staggeraxis="y" staggerindex="odd" nextlayerid="2" '
        f'nextobjectid="{len(hexes) + 1}">\n'
        ' <properties>\n'
        f'  <property name="tile_id" type="int" value="{index}"/>\n'
        f'  <property name="title" value={quoteattr(NAMES[index])}/>\n'
        f'  <property name="federation" type="bool" value="{"true" if federation else "false"}"/>\n'
        ' </properties>\n'
        ' <objectgroup id="1" name="hexes">\n'
        + "".join(objects)
        + ' </objectgroup>\n'
        '</map>\n'
    )


def main() -> int:
    OUT.mkdir(parents=True, exist_ok=True)
    for i in range(len(NAMES)):
        (OUT / f"tile_{i:02d}.tmx").write_text(tile_xml(i), encoding="utf-8")
    print(f"wrote {len(NAMES)} tiles to {OUT.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
