"""A small markdown renderer for rules summaries.

Supports: # / ## / ### headings, paragraphs, bullet lists (- or *), numbered
lists (1.), **bold** inline, `code` (shown plain), horizontal rules (---),
simple | tables | (rows of cells), and blank-line separation.  `layout`
turns text into positioned runs once; `draw` blits the visible ones.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from game.rules_links import heading_of
from game.ui import theme
from game.ui.assets import get_assets

_BOLD = re.compile(r"(\*\*[^*]+\*\*|__[^_]+__)")


@dataclass
class Run:
    x: int
    y: int
    text: str
    size: int
    bold: bool
    colour: tuple


@dataclass
class Layout:
    runs: list = field(default_factory=list)
    rules: list = field(default_factory=list)  # (y, kind) horizontal rules / bullets
    bullets: list = field(default_factory=list)  # (x, y, size)
    height: int = 0
    anchors: dict = field(default_factory=dict)  # heading text (game.rules_links.heading_of) -> its top y


def _inline(text: str) -> list[tuple[str, bool]]:
    """Split into (text, bold) pieces; strip backticks and link syntax."""
    text = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", text)
    text = text.replace("`", "")
    out = []
    for part in _BOLD.split(text):
        if not part:
            continue
        if (part.startswith("**") and part.endswith("**")) or (part.startswith("__") and part.endswith("__")):
            out.append((part[2:-2], True))
        else:
            out.append((part.replace("*", "") if part.count("*") >= 2 else part, False))
    return out


def _flow(pieces, x0, y, width, size, colour, bold_colour, lay: Layout, line_gap=1.35) -> int:
    """Word-wrap inline pieces from (x0, y) within width; returns the new y."""
    a = get_assets()
    line_h = round(size * line_gap)
    x = x0
    space = a.text_size(" ", size)[0]
    started = False
    for text, bold in pieces:
        words = re.split(r"(\s+)", text)
        for w in words:
            if not w:
                continue
            if w.isspace():
                if started and x > x0:
                    x += space
                continue
            ww = a.text_size(w, size, bold)[0]
            if x + ww > x0 + width and x > x0:
                y += line_h
                x = x0
            lay.runs.append(Run(x, y, w, size, bold, bold_colour if bold else colour))
            x += ww
            started = True
    return y + line_h


def layout(md: str, width: int, base: int = theme.SIZE_BODY) -> Layout:
    lay = Layout()
    y = 0
    para: list[str] = []
    item: dict | None = None  # open list item: {"indent", "marker", "text": []}
    sizes = {1: base + 22, 2: base + 10, 3: base + 4}
    a = get_assets()

    def flush():
        nonlocal y, para, item
        if para:
            y = _flow(_inline(" ".join(para)), 0, y, width, base, theme.TEXT, theme.HILITE, lay)
            y += base // 2
            para = []
        if item is not None:
            indent, marker = item["indent"], item["marker"]
            if marker[0].isdigit():
                mw = a.text_size(marker, base, True)[0]
                lay.runs.append(Run(indent - 10 - mw, y, marker, base, True, theme.GOLD))
            else:
                lay.bullets.append((indent - 18, y + round(base * 0.62), max(3, base // 6)))
            y = _flow(_inline(" ".join(item["text"])), indent, y, width - indent, base, theme.TEXT, theme.HILITE,
                      lay)
            y += 6
            item = None

    in_code = False
    table: list = []  # the rows of a table being read (None: its header's underline)
    for raw in md.replace("\r\n", "\n").split("\n"):
        line = raw.rstrip()
        if table and not line.strip().startswith("|"):
            y = _table(table, y, width, base - 3, lay)
            table = []
        if line.strip().startswith("```"):
            flush()
            in_code = not in_code
            continue
        if in_code:
            lay.runs.append(Run(24, y, line, base - 4, False, theme.TEXT_DIM))
            y += round(base * 1.2)
            continue
        stripped = line.strip()
        if not stripped:
            flush()
            if y:
                y += 0
            continue
        m = re.match(r"^(#{1,6})\s+(.*)$", stripped)
        if m:
            flush()
            level = min(3, len(m.group(1)))
            size = sizes[level]
            y += base // 2 if y else 0
            lay.anchors.setdefault(heading_of(stripped)[1], y)
            y = _flow([(t, True) for t, _ in _inline(m.group(2))], 0, y, width, size,
                      theme.GOLD if level < 3 else theme.ACCENT, theme.GOLD, lay, 1.25)
            if level == 1:
                lay.rules.append(y)
                y += 10
            y += 6
            continue
        if re.match(r"^(-{3,}|\*{3,}|_{3,})$", stripped):
            flush()
            lay.rules.append(y + base // 2)
            y += base
            continue
        m = re.match(r"^(\s*)([-*+]|\d+[.)])\s+(.*)$", line)
        if m:
            flush()
            level = min(3, len(m.group(1).replace("\t", "  ")) // 2)
            item = {"indent": 40 + 34 * level, "marker": m.group(2), "text": [m.group(3)]}
            continue
        if stripped.startswith("|"):
            flush()
            cells = [c.strip() for c in stripped.strip("|").split("|")]
            if all(re.match(r"^:?-{2,}:?$", c) for c in cells if c):
                if table and len(table) == 1:
                    table.append(None)  # the line under the header
                continue
            table.append(cells)
            continue
        if table:
            y = _table(table, y, width, base - 3, lay)
            table = []
        if stripped.startswith(">"):
            flush()
            y = _flow(_inline(stripped.lstrip("> ")), 24, y, width - 24, base, theme.TEXT_DIM, theme.HILITE, lay)
            continue
        if item is not None:
            item["text"].append(stripped)  # continuation of the list item
        else:
            para.append(stripped)
    if table:
        y = _table(table, y, width, base - 3, lay)
    flush()
    lay.height = y
    return lay


def _table(rows: list, y: int, width: int, size: int, lay: Layout) -> int:
    """Lay out a | table | as a grid: columns as wide as their longest cell
    (the widest squeezed, its cells wrapped, when they do not all fit); a
    header row (one underlined in the text) in gold, with a rule under it."""
    a = get_assets()
    header = len(rows) > 1 and rows[1] is None
    rows = [r for r in rows if r is not None]
    ncols = max(len(r) for r in rows)
    rows = [r + [""] * (ncols - len(r)) for r in rows]
    gap, x0 = 28, 12
    natural = [max(a.text_size(_plain(r[c]), size, True)[0] for r in rows) + 4 for c in range(ncols)]
    room = width - x0 - gap * (ncols - 1)
    widths = list(natural)
    while sum(widths) > room and max(widths) > 60:
        i = widths.index(max(widths))
        widths[i] = max(60, widths[i] - (sum(widths) - room))
    line_h = round(size * 1.3)
    for n, row in enumerate(rows):
        x, bottom = x0, y + line_h
        head = header and n == 0
        for c, cell in enumerate(row):
            pieces = [(t, True) for t, _ in _inline(cell)] if head else _inline(cell)
            bottom = max(bottom, _flow(pieces, x, y, widths[c], size, theme.GOLD if head else theme.TEXT,
                                       theme.GOLD if head else theme.HILITE, lay, 1.3))
            x += widths[c] + gap
        y = bottom
        if head:
            lay.rules.append(y + 2)
            y += 8
    return y + size // 2


def _plain(cell: str) -> str:
    return "".join(t for t, _ in _inline(cell))


def draw(surface, lay: Layout, rect: pygame.Rect, scroll: int = 0) -> None:
    """Draw the layout into rect, scrolled up by `scroll` pixels (clipped)."""
    a = get_assets()
    old = surface.get_clip()
    surface.set_clip(rect)
    try:
        top, bottom = scroll - 60, scroll + rect.h + 10
        for run in lay.runs:
            if top <= run.y <= bottom:
                surface.blit(a.text(run.text, run.size, run.colour, run.bold), (rect.x + run.x, rect.y + run.y - scroll))
        for (x, y, r) in lay.bullets:
            if top <= y <= bottom:
                pygame.draw.circle(surface, theme.GOLD, (rect.x + x, rect.y + y - scroll), r)
        for y in lay.rules:
            if top <= y <= bottom:
                yy = rect.y + y - scroll
                pygame.draw.line(surface, theme.GOLD_DARK, (rect.x, yy), (rect.right - 20, yy), 2)
    finally:
        surface.set_clip(old)
