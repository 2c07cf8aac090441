"""Colours, sizes and the player palette (every colour has a symbol)."""
from __future__ import annotations

LOGICAL_W, LOGICAL_H = 1920, 1080
LOGICAL = (LOGICAL_W, LOGICAL_H)

# ---------------------------------------------------------------- table colours
BG_TOP = (10, 14, 34)
BG_BOTTOM = (26, 16, 44)
FELT = (18, 52, 60)
FELT_DARK = (10, 34, 40)
PANEL = (16, 22, 42, 222)
PANEL_SOLID = (20, 27, 50)
PANEL_HI = (34, 44, 78)
PANEL_EDGE = (86, 104, 150)
GOLD = (233, 190, 98)
GOLD_DARK = (160, 120, 50)
BRASS = (199, 156, 84)
TEXT = (236, 232, 220)
TEXT_DIM = (160, 166, 186)
TEXT_FAINT = (110, 118, 140)
TEXT_DARK = (24, 20, 30)
ACCENT = (96, 200, 230)
GOOD = (110, 210, 130)
BAD = (232, 96, 86)
WARN = (240, 180, 80)
HILITE = (255, 226, 120)
SHADOW = (0, 0, 0, 120)

BUTTON = (52, 72, 122)
BUTTON_HOVER = (72, 98, 160)
BUTTON_PRIMARY = (196, 146, 58)
BUTTON_PRIMARY_HOVER = (226, 176, 86)
BUTTON_DISABLED = (48, 52, 66)
BUTTON_DANGER = (150, 58, 58)
BUTTON_DANGER_HOVER = (186, 76, 70)

# ---------------------------------------------------------------- font sizes
SIZE_TITLE = 96
SIZE_H1 = 56
SIZE_H2 = 40
SIZE_H3 = 32
SIZE_BODY = 27
SIZE_SMALL = 23
SIZE_TINY = 20
SIZE_MIN = 18  # the smallest text anything draws: 12 px tall in a 1280x720 window

# ---------------------------------------------------------------- players
# (name, colour, symbol).  Symbols are drawn beside colours so colour is never
# the only cue (colour-blind players, dim projectors).
PLAYER_COLOURS = (
    ("Crimson", (222, 76, 72), "circle"),
    ("Azure", (72, 148, 236), "square"),
    ("Gold", (236, 196, 66), "triangle"),
    ("Jade", (70, 190, 120), "diamond"),
    ("Violet", (170, 110, 226), "star"),
    ("Silver", (200, 206, 218), "hexagon"),
)


def player_colour(index: int) -> tuple:
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)][1]


def player_symbol(index: int) -> str:
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)][2]


def player_colour_name(index: int) -> str:
    return PLAYER_COLOURS[index % len(PLAYER_COLOURS)][0]


LEVEL_NAMES = {"human": "Person", "random": "Random bot", "easy": "Easy bot", "normal": "Normal bot", "hard": "Hard bot",
               "expert": "Expert bot"}
