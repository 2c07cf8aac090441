"""Star Traders table views besides the galaxy: the Prestige meter, the
action dice, the contract column, the petition dialog, the Personality
cards and the traders' panels.  Each is an object given the table's
context (TableContext) and, where it needs more, small callables the table
wires in; each keeps its own rect.
"""
from __future__ import annotations

from typing import Callable

import pygame

from game.games.star_traders import art, texts
from game.games.star_traders.rules import actions as A
from game.games.star_traders.rules import versions as V
from game.games.star_traders.rules.black_hole import TABLE as BLACK_HOLE_TABLE
from game.games.star_traders.rules.cargo import VIP_PRESTIGE
from game.games.star_traders.rules.data import personalities
from game.scenes.table import Target
from game.scenes.table_parts.context import Part
from game.ui import cut_text, draw, theme
from game.ui.assets import get_assets
from game.ui.track import TrackView

RED_ZONE = (20, 24)
GOLD_ZONE = (25, 30)
ZONE_FILL = {None: (34, 40, 66), "red": (112, 40, 44), "gold": (128, 100, 36)}
ZONE_EDGE = {None: (70, 80, 112), "red": (214, 92, 84), "gold": (240, 200, 100)}


def zone(prestige: int) -> str | None:
    if prestige >= GOLD_ZONE[0]:
        return "gold"
    if prestige >= RED_ZONE[0]:
        return "red"
    return None


def _hover_key(ctx):
    """The key of the board Target under the mouse, or None."""
    return ctx.hover_target.key if ctx.hover_target is not None else None


def _shade(size) -> pygame.Surface:
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((4, 6, 16, 130))
    return s


def draw_felt(surface, assets, r: pygame.Rect) -> None:
    """The board's starry felt under the galaxy and the column."""

    def make():
        return draw.table_rim(draw.starfield(r.size, 150, 26), steps=16, alpha=12)

    surface.blit(assets.generated(("st-felt", r.size), make), r.topleft)


class PrestigeMeter:
    """The Prestige track over the galaxy, each trader's token on its value."""

    def __init__(self, ctx):
        self.ctx = ctx
        self.rect = pygame.Rect(0, 0, 0, 0)

    def track(self) -> TrackView:
        r = self.rect
        label_w = 104
        return TrackView(pygame.Rect(r.x + label_w, r.y, r.w - label_w, r.h), 1, V.MAX_PRESTIGE, gap=2)

    def draw(self, surface) -> None:
        r = self.rect
        draw.panel(surface, r.inflate(10, 8), fill=(10, 14, 30, 210), edge=(80, 92, 130), radius=10, shadow=False)
        draw.text(surface, "Prestige", (r.x + 6, r.centery), theme.SIZE_TINY, theme.GOLD, True, "midleft")
        track = self.track()
        for v in range(1, V.MAX_PRESTIGE + 1):
            cell = track.cell_rect(v)
            z = zone(v)
            pygame.draw.rect(surface, ZONE_FILL[z], cell, border_radius=5)
            pygame.draw.rect(surface, ZONE_EDGE[z], cell, 1, border_radius=5)
            if v in (1, 5, 10, 15, 20, 25, 30) or cell.w >= 30:
                draw.text(surface, str(v), (cell.centerx, cell.y + 2), theme.SIZE_MIN,
                          (255, 236, 200) if v == V.PETITION_PRESTIGE else theme.TEXT_FAINT, v == 15, "midtop")
        # the petition threshold
        c15 = track.cell_rect(V.PETITION_PRESTIGE)
        pygame.draw.line(surface, theme.HILITE, (c15.x - 2, c15.y - 3), (c15.x - 2, c15.bottom + 3), 2)
        prestige = self.ctx.view.get("prestige", [])
        radius = max(7, min(11, track.row_h // 2 - 8))
        by_value: dict = {}
        for seat, p in enumerate(prestige):
            by_value.setdefault(max(1, min(V.MAX_PRESTIGE, p)), []).append(seat)
        for v, seats in by_value.items():
            cell = track.cell_rect(v)
            pygame.draw.rect(surface, theme.HILITE, cell, 2, border_radius=5)  # the exact value
            # several traders on one value fan out side by side, each token showing
            step = min(2 * radius + 2, max(9, cell.w - 2))
            width = step * (len(seats) - 1)
            x0 = min(max(cell.centerx - width / 2, track.rect.x + radius), track.rect.right - radius - width)
            for i, seat in enumerate(seats):
                self.ctx.draw_seat_token(surface, seat, (round(x0 + i * step), cell.centery + 5), radius)

    def tip(self) -> str:
        prestige = self.ctx.view.get("prestige", [])
        rows = [f"{self.ctx.seat_name(s)}: {p}" for s, p in enumerate(prestige)]
        tip = ("Prestige meter (1 to 30). The red zone (20-24) adds 1 to petition rolls, the gold zone (25-30) "
               "adds 2.")
        if self.ctx.state.version.petitions:
            tip += " A petition needs at least 15."
        else:
            tip += " 15 Prestige and $60 in your turn wins."
        return tip + "\n" + "\n".join(rows)


class ActionDice:
    """The action dice of the turn: the roll being used, a Strategist's
    dice, the blank ones left and the used ones.  `rolling_face()` is the
    tumbling face while the die rolls (the table's motion), or None."""

    def __init__(self, ctx, rolling_face: Callable):
        self.ctx = ctx
        self.rolling_face = rolling_face
        self.rect = pygame.Rect(0, 0, 0, 0)

    def actions_total(self) -> int:
        st = self.ctx.state
        return st.actions_per_turn(st.current) if st.current is not None else st.version.actions

    def draw(self, surface) -> None:
        r = self.rect
        st = self.ctx.state
        draw.panel(surface, r, fill=(12, 16, 34, 228), edge=(86, 100, 146), radius=14, shadow=False)
        seat = {"turn": st.current, "over": st.winner, "between": st.current}.get(
            st.stage, st.turn_seat() if st.stage != "over" else None)
        who = self.ctx.seat_name(seat) if seat is not None else ""
        if seat is not None:
            self.ctx.draw_seat_token(surface, seat, (r.x + 24, r.y + 22), 12)
        title = {"turn": "Action dice", "over": "Game over", "between": "Turn over"}.get(st.stage, "Setting up")
        note_w = 0
        if st.stage == "turn":
            left = max(0, st.actions_left)
            note = f"{left} left"
            note_w = draw.text(surface, note, (r.right - 14, r.y + 22), theme.SIZE_SMALL, theme.TEXT, True,
                               "midright").w + 10
        draw.text_fit(surface, f"{title} · {who}", pygame.Rect(r.x + 44, r.y + 8, r.w - 56 - note_w, 28),
                      theme.SIZE_SMALL, theme.GOLD, True, "midleft")
        if st.stage == "over":
            text = (f"{self.ctx.seat_name(st.winner)} wins." if st.winner is not None
                    else "Nobody won before the round limit.")
            draw.text_block(surface, text, pygame.Rect(r.x + 16, r.y + 46, r.w - 32, r.h - 50), theme.SIZE_SMALL,
                            theme.HILITE, True)
            return
        if st.stage == "between":
            nxt = (st.current + 1) % st.num_players if st.current is not None else None
            whose = "Your" if nxt is not None and nxt == self.ctx.viewer else f"{self.ctx.seat_name(nxt)}'s"
            text = (f"{whose} turn is next. Between turns a card may be played on a trader "
                    "not taking a turn." if nxt is not None else "Between turns.")
            draw.text_block(surface, text, pygame.Rect(r.x + 16, r.y + 46, r.w - 32, r.h - 50), theme.SIZE_TINY,
                            theme.TEXT_DIM)
            return
        if st.stage != "turn":
            draw.text_block(surface, "Traders choose their Personalities, start worlds and first stations.",
                            pygame.Rect(r.x + 16, r.y + 46, r.w - 32, r.h - 50), theme.SIZE_TINY, theme.TEXT_DIM)
            return
        rolling = self.rolling_face()
        for kind, center, size, value in self.spots():
            x, y = center
            if kind == "rolled":
                face = rolling if rolling is not None else value
                pygame.draw.circle(surface, (255, 226, 120, 60), (x, y), size * 0.72)
                draw.die(surface, (x, y), face, size, colour=(255, 244, 214))
                draw.text(surface, "rolled", (x, y + size // 2 + 4), theme.SIZE_MIN, theme.HILITE, True, "midtop")
            elif kind == "held":
                draw.die(surface, (x, y), value, size, colour=(226, 232, 250))
            elif kind == "unused":
                self._blank_die(surface, (x, y), size)
            else:
                self._blank_die(surface, (x, y), size, used=True)
        if any(kind == "used" for kind, *_ in self.spots()):
            r = self.rect
            draw.text(surface, "used", (r.right - 14, r.bottom - 6), theme.SIZE_MIN, theme.TEXT_FAINT, False,
                      "bottomright")

    def spots(self) -> list[tuple[str, tuple[int, int], int, int | None]]:
        """(kind, centre, size, value) of each action die in the tray: the
        roll being used ("rolled"), the Strategist's rolled dice ("held",
        index order of state.dice), blank dice still to use ("unused") and
        the used ones set aside on the right ("used")."""
        st = self.ctx.state
        r = self.rect
        if st.stage != "turn" or st.current is None:
            return []
        total = self.actions_total()
        left = max(0, st.actions_left)
        used = max(0, total - left)
        size = min(50, (r.w - 40) // max(6, total + 1) - 8)
        y = r.y + 44 + size // 2
        x = r.x + 20 + size // 2
        out = []
        if st.die is not None or self.rolling_face() is not None:
            out.append(("rolled", (x, y), size + 6, st.die))
            x += size + 18
        # a rolled die still counts among the actions left until it is used
        held = 1 if st.die is not None else 0
        dice = list(st.dice)
        for i in range(max(0, left - held)):
            if i < len(dice):
                out.append(("held", (x, y), size, dice[i]))
            else:
                out.append(("unused", (x, y), size, None))
            x += size + 8
        ux = r.right - 18 - size // 2
        for i in range(used):
            out.append(("used", (ux, y), size - 10, None))
            ux -= size - 2
        return out

    def targets(self) -> list:
        """A click on a blank die rolls it; on a Strategist's die uses it."""
        out = []
        rolls = [a for a in self.ctx.legal if isinstance(a, A.Roll)]
        uses = {a.value: a for a in self.ctx.legal if isinstance(a, A.UseDie)}
        first_blank = True
        for i, (kind, (x, y), size, value) in enumerate(self.spots()):
            rect = pygame.Rect(0, 0, size + 4, size + 4)
            rect.center = (x, y)
            if kind == "unused" and rolls and first_blank:
                first_blank = False
                out.append(Target(rect=rect, actions=rolls, tooltip="Click to roll this die for a jump",
                                  key=("die", i), radius=10))
            elif kind == "held" and value in uses:
                out.append(Target(rect=rect, actions=[uses[value]],
                                  tooltip=f"Use the {value}: jump along a line it allows, or spend the action "
                                          "otherwise", key=("die", i), radius=10))
        return out

    def _blank_die(self, surface, center, size, used=False) -> None:
        rect = pygame.Rect(0, 0, size, size)
        rect.center = (round(center[0]), round(center[1]))
        fill = (54, 58, 76) if used else (196, 204, 228)
        edge = (80, 86, 104) if used else (120, 130, 160)
        pygame.draw.rect(surface, (0, 0, 0), rect.move(2, 3), border_radius=size // 6)
        pygame.draw.rect(surface, fill, rect, border_radius=size // 6)
        pygame.draw.rect(surface, edge, rect, 2, border_radius=size // 6)
        if not used:
            art.star_mark(surface, rect.center, size * 0.24, "blue")

    def tip(self) -> str:
        st = self.ctx.state
        if st.stage != "turn":
            return "The action dice come out when the first turn starts."
        total = self.actions_total()
        tip = (f"{self.ctx.seat_name(st.current)} has {max(0, st.actions_left)} of {total} actions left. "
               "A rolled die is one of them: use it for a jump the roll allows, or spend it on something else.")
        if st.die is not None:
            tip += f"\nThe roll is {st.die}: lines needing {st.die} or less are open now."
        if st.dice:
            tip += "\nStrategist: these dice were rolled at the start of the turn; use them in any order."
        return tip


class ContractColumn:
    """The contracts (one row each) and the Imperial Missions under them.
    `seat_colour(seat)` colours a mission row."""

    MISSION_ROW = 50
    CONTRACT_MIN = 44  # a compact contract row: name and route on two lines

    def __init__(self, ctx, seat_colour: Callable):
        self.ctx = ctx
        self.seat_colour = seat_colour
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._rows_cache = None

    def rows(self) -> tuple[list, list]:
        """(contract rows, mission rows) laid top-down in the column's rect and
        never overlapping: roomy rows while they fit, then compact ones
        (a lower title, gaps of 4, two-line mission rows of 44), then one-line mission
        rows of 30; past that the contract rows shrink to what is left."""
        cs = self.ctx.view.get("contracts") or []
        missions = self.missions()
        r = self.rect
        key = (tuple(r), len(cs), tuple(s for s, _, _ in missions))
        kept = self._rows_cache
        if kept is not None and kept[0] == key:
            return kept[1]
        n, m = len(cs), len(missions)
        bottom = r.bottom - 8
        for head, gap, mh in ((40, 6, self.MISSION_ROW), (36, 4, 44), (36, 4, 30)):
            top = r.y + head
            avail = bottom - top
            block = (8 + m * mh + (m - 1) * gap) if m else 0
            h = (avail - block - gap * max(0, n - 1)) // max(1, n)
            if h >= self.CONTRACT_MIN:
                break
        h = max(1, min(100, h))
        rows = [(k + 1, pygame.Rect(r.x + 10, top + k * (h + gap), r.w - 20, h)) for k in range(n)]
        y = (rows[-1][1].bottom if rows else top - 8) + 8
        mrows = []
        for seat, _, _ in missions:
            mrows.append((seat, pygame.Rect(r.x + 10, y, r.w - 20, mh)))
            y += mh + gap
        self._rows_cache = (key, (rows, mrows))
        return rows, mrows

    def contract_rows(self) -> list[tuple[int, pygame.Rect]]:
        return self.rows()[0]

    def missions(self) -> list:
        """(seat, mission contract, aboard) of every trader on an Imperial Mission."""
        st = self.ctx.state
        return [(s, st.mission(s), st.aboard[s] is not None) for s in range(st.num_players)
                if st.mission(s) is not None]

    def mission_rows(self) -> list[tuple[int, pygame.Rect]]:
        return self.rows()[1]

    def draw(self, surface) -> None:
        r = self.rect
        draw.panel(surface, r, fill=(12, 16, 34, 228), edge=(86, 100, 146), radius=14, shadow=False)
        draw.text(surface, "Contracts", (r.x + 16, r.y + 10), theme.SIZE_SMALL, theme.GOLD, True)
        draw.text(surface, "payoff · Prestige · fee", (r.right - 16, r.y + 12), theme.SIZE_MIN, theme.TEXT_FAINT,
                  False, "topright")
        for slot, row in self.contract_rows():
            c = texts.contract_of(self.ctx, slot)
            hot = _hover_key(self.ctx) == ("contract", slot)
            self._contract_row(surface, row, slot, c, hot)
        missions = {seat: (m, aboard) for seat, m, aboard in self.missions()}
        for seat, row in self.mission_rows():
            self._mission_row(surface, row, seat, *missions[seat])

    def _mission_row(self, surface, row: pygame.Rect, seat: int, m, aboard: bool) -> None:
        """A gold row: the trader's colour and a star, the title and the route,
        its worlds named (the cargo joins the title where the route needs the
        room), or one line in a crowded column."""
        pygame.draw.rect(surface, (40, 34, 22), row, border_radius=10)
        pygame.draw.rect(surface, theme.GOLD, row, 2, border_radius=10)
        box = pygame.Rect(row.x + 6, row.y + 6, 40, row.h - 12)
        pygame.draw.rect(surface, self.seat_colour(seat), box, border_radius=8)
        draw.symbol(surface, "star", box.center, 12 if row.h >= 40 else 8, theme.GOLD, outline=(20, 16, 28), width=1)
        st = self.ctx.state
        done = st.is_over and st.winner == seat and st.ended_by == "mission"
        name = self.ctx.seat_name(seat)
        text_r = pygame.Rect(box.right + 10, row.y + 2, row.right - box.right - 16, row.h - 4)
        if row.h < 40:  # a one-line row in a crowded column
            self._mission_route(surface, text_r, m, f"{name}: ", theme.HILITE, True)
            return
        # two lines of 21 inside the 2 px frame: the route's descenders stay off the frame
        title_r = pygame.Rect(text_r.x, row.y + (4 if row.h >= 50 else 0), text_r.w, 22)
        route_r = pygame.Rect(text_r.x, row.bottom - 24, text_r.w, 20)
        names = f"▲ {texts.world_name(self.ctx, m.frm)}  ▼ {texts.world_name(self.ctx, m.to)}"
        aboard_words = " (aboard)" if aboard and not done else ""
        fits = lambda line, bold: get_assets().text_size(line, theme.SIZE_MIN, bold)[0] <= text_r.w  # noqa: E731
        if fits(f"{m.cargo}: {names}", False) or not fits(names, False):
            title = f"{name} delivered the Imperial Mission" if done else f"Imperial Mission of {name}{aboard_words}"
            draw.text_fit(surface, title, title_r, theme.SIZE_MIN, theme.HILITE, True, "midleft")
            self._mission_route(surface, route_r, m, "", theme.TEXT_DIM, False)
            return
        # the cargo joins the title so that the route line keeps the worlds' names
        long = (f"{name} delivered the Imperial Mission: {m.cargo}" if done
                else f"{name}'s Imperial Mission{aboard_words}: {m.cargo}")
        forms = ([long, f"{name} delivered the Mission: {m.cargo}", f"{name} delivered the Mission"] if done
                 else [long, f"{name}'s Mission{aboard_words}: {m.cargo}", f"{name}: {m.cargo}", m.cargo])
        shown = next((f for f in forms if fits(f, True)), forms[-1])
        drawn = draw.text_fit(surface, shown, title_r, theme.SIZE_MIN, theme.HILITE, True, "midleft")
        if shown != long:
            cut_text.note(surface, drawn, long)
        draw.text(surface, names, route_r.midleft, theme.SIZE_MIN, theme.TEXT_DIM, False, "midleft")

    def _mission_route(self, surface, rect: pygame.Rect, m, lead: str, colour, bold: bool) -> None:
        """A mission's cargo and route, whole where it fits, else with the
        worlds by number, else the worlds alone: the destination is never cut
        (the whole line shows on hover)."""
        whole = f"{lead}{m.cargo}: ▲ {texts.world_name(self.ctx, m.frm)}  ▼ {texts.world_name(self.ctx, m.to)}"
        for line in (whole, f"{lead}{m.cargo}: ▲ {m.frm}  ▼ {m.to}", f"{lead}▲ {m.frm}  ▼ {m.to}"):
            if get_assets().text_size(line, theme.SIZE_MIN, bold)[0] <= rect.w:
                break
        drawn = draw.text_fit(surface, line, rect, theme.SIZE_MIN, colour, bold, "midleft")
        if line != whole:
            cut_text.note(surface, drawn, whole)

    def route_lines(self, c, narrow: int, wide: int, two_lines: bool) -> tuple[list[str], bool]:
        """(lines, wide) of a contract's route, its worlds named by number and
        name: one line beside the payoff where it fits, else ▲ and ▼ on two
        lines where the row has the height, else one line across the row
        (the payoff column then keeps only the payoff); by number alone only
        when not even that fits (the whole route shows on hover)."""
        frm, to = texts.world_name(self.ctx, c["from"]), texts.world_name(self.ctx, c["to"])
        route = f"▲ {frm}  ▼ {to}"
        width = get_assets().text_size(route, theme.SIZE_MIN)[0]
        if width <= narrow:
            return [route], False
        if two_lines:
            return [f"▲ {frm}", f"▼ {to}"], False
        if width <= wide:
            return [route], True
        return [f"▲ {c['from']}  ▼ {c['to']}"], False

    def _route(self, surface, rect: pygame.Rect, line: str, whole: str) -> None:
        drawn = draw.text_fit(surface, line, rect, theme.SIZE_MIN, theme.TEXT_DIM, False, "midleft")
        if line != whole and "▼" in line and "▲" in line:
            cut_text.note(surface, drawn, whole)

    def _contract_row(self, surface, row: pygame.Rect, slot: int, c, hot: bool) -> None:
        col = art.contract_colour(slot)
        fill = (30, 36, 62) if hot else (20, 26, 48)
        pygame.draw.rect(surface, fill, row, border_radius=10)
        pygame.draw.rect(surface, col if hot else art.mix(col, (40, 40, 60), 0.55), row, 2, border_radius=10)
        box = pygame.Rect(row.x + 6, row.y + 6, 40, row.h - 12)
        pygame.draw.rect(surface, col, box, border_radius=8)
        vip = bool(c and c.get("vip")) and row.h >= 68  # lower rows: the ★ already counts the VIP bonus
        draw.text(surface, str(slot), (box.centerx, box.centery - (10 if vip else 0)), theme.SIZE_H3,
                  (20, 16, 28), True, "center")
        if c is None:
            draw.text(surface, "no contract (the deck ran dry)", (box.right + 12, row.centery), theme.SIZE_TINY,
                      theme.TEXT_FAINT, False, "midleft")
            return
        if vip:
            draw.text(surface, "VIP", (box.centerx, box.bottom - 3), theme.SIZE_MIN, (20, 16, 28), True, "midbottom")
        x = box.right + 10
        right_w = 118
        compact = row.h < 56  # a crowded column (many contracts, missions, the hand): no fee line
        name_r = pygame.Rect(x, row.y + (2 if compact else 6), row.right - x - right_w - 6, 24 if compact else 26)
        draw.text_fit(surface, c["cargo"][:1].upper() + c["cargo"][1:], name_r, theme.SIZE_SMALL, theme.TEXT, True,
                      "midleft")
        holders = c.get("holders") or []
        tokens = row.h >= 72
        # two route lines need rows down to y+74, clear of the holders' tokens along the bottom
        two_lines = not compact and row.h >= (94 if tokens and holders else 78)
        narrow = row.right - x - right_w - 6
        lines, wide = self.route_lines(c, narrow, row.right - x - 8, two_lines)
        whole = f"▲ {texts.world_name(self.ctx, c['from'])}  ▼ {texts.world_name(self.ctx, c['to'])}"
        y = row.y + (row.h - 22 if compact else 32)
        for k, line in enumerate(lines):
            self._route(surface, pygame.Rect(x, y + 22 * k, row.right - x - 8 if wide else narrow, 22), line, whole)
        # holders: tokens along the bottom
        hx = x + 8
        if tokens:
            for seat in holders:
                self.ctx.draw_seat_token(surface, seat, (hx, row.bottom - 12), 8)
                hx += 20
            if holders:
                draw.text(surface, "carrying", (hx, row.bottom - 12), theme.SIZE_MIN, theme.TEXT_FAINT, False,
                          "midleft")
        # payoff, Prestige, fee
        rx = row.right - right_w
        ty = row.y + (3 if compact else 8)
        size = 18 if compact else theme.SIZE_SMALL  # compact: the fee line below must stay clear
        draw.text(surface, f"${c['payoff']}", (rx + 4, ty), size, theme.GOOD, True)
        star = draw.text(surface, f"★{c['prestige']}", (rx + 60, ty), size, theme.GOLD, True)
        if c.get("vip"):  # the card's own Prestige and the VIP bonus apart, as the log says them
            draw.text(surface, f"+{VIP_PRESTIGE}", (star.right + 2, ty), theme.SIZE_MIN, theme.GOLD, True)
        if wide:  # the route runs under the payoff: the fee and the star are left to the row's tooltip
            return
        if not compact:
            draw.text(surface, f"fee ${c['fee']}", (rx + 4, row.y + 36), theme.SIZE_MIN, theme.TEXT_DIM)
        elif row.h >= 48:  # lower rows leave the fee to the row's tooltip
            draw.text(surface, f"fee ${c['fee']}", (rx + 4, row.bottom - 2), theme.SIZE_MIN, theme.TEXT_DIM, False,
                      "bottomleft")
        if c.get("star") and not compact:
            art.star_mark(surface, (row.right - 14, row.y + 44), 8, "red")


class PetitionDialog(Part):
    """The petition dialog over the galaxy: the conditions, the odds die by
    die (or the Black Hole table) and the one button that petitions (a
    board Target).  Esc or a click on the galaxy beside it closes it.
    `map_rect()` is the galaxy's rect it centres on, `over_widget()` says
    the mouse is on one of the frame's buttons."""

    def __init__(self, ctx, *, map_rect: Callable, over_widget: Callable):
        super().__init__(ctx)
        self.map_rect = map_rect
        self.over_widget = over_widget
        self.is_open = False

    def open(self) -> None:
        self.is_open = True
        self.ctx.refresh()

    def close(self) -> None:
        self.is_open = False
        self.ctx.refresh()

    def handle(self, event) -> bool:
        if not self.is_open:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if (event.type == pygame.MOUSEBUTTONUP and event.button == 1 and not self.over_widget()
                and not self.rect().collidepoint(event.pos) and self.map_rect().collidepoint(event.pos)):
            self.close()
            return True
        return False

    def on_undo(self) -> None:
        self.is_open = False

    def rect(self) -> pygame.Rect:
        r = pygame.Rect(0, 0, min(640, self.map_rect().w - 40), 420)
        r.center = self.map_rect().center
        return r

    def _button(self) -> pygame.Rect:
        r = self.rect()
        return pygame.Rect(r.x + 24, r.bottom - 74, r.w - 48, 54)

    def targets(self) -> list:
        acts = [a for a in self.ctx.legal if isinstance(a, A.Petition)]
        if not acts:
            return []
        seat = self.ctx.state.current
        _, _, cost, _ = texts.odds_for(self.ctx, seat)
        tip = f"Pay ${cost} and roll"
        if self.ctx.state.black_hole():
            fee = self.ctx.state.filing_fee(seat)
            tip = (f"Pay the ${fee} filing fee and roll" if fee else "Roll") + " on the Black Hole table"
        return [Target(rect=self._button(), actions=acts, tooltip=tip, key="petition-go")]

    def draw(self, surface) -> None:
        st = self.ctx.state
        seat = st.current
        r = self.rect()
        shade = self.ctx.assets.generated(("st-shade", self.map_rect().size), lambda: _shade(self.map_rect().size))
        surface.blit(shade, self.map_rect().topleft)
        draw.panel(surface, r, fill=(16, 20, 44, 246), edge=theme.GOLD, radius=16)
        draw.text(surface, "Petition the Emperor", (r.x + 24, r.y + 18), theme.SIZE_H3, theme.GOLD, True)
        if st.black_hole():
            self._draw_black_hole_petition(surface, r, seat)
            return
        chance, bonus, cost, penalty = texts.odds_for(self.ctx, seat)
        need = self.ctx.state.stations_needed()
        y = r.y + 70
        rows = [(st.money[seat] >= cost, f"${cost} to pay (you have ${st.money[seat]})"),
                (st.prestige[seat] >= V.PETITION_PRESTIGE,
                 f"{V.PETITION_PRESTIGE} Prestige (you have {st.prestige[seat]})"),
                (st.stations_of(seat) >= need, f"{need} stations (you have {st.stations_of(seat)})")]
        for ok, text in rows:
            draw.text(surface, "✓" if ok else "✗", (r.x + 30, y), theme.SIZE_BODY, theme.GOOD if ok else theme.BAD,
                      True)
            draw.text(surface, text, (r.x + 64, y + 2), theme.SIZE_SMALL, theme.TEXT)
            y += 34
        y += 8
        bits = []
        if V.zone_bonus(st.prestige[seat]):
            bits.append(f"+{V.zone_bonus(st.prestige[seat])} for the {zone(st.prestige[seat])} zone")
        if st.personality[seat] == "insider":
            bits.append("+1 Insider")
        bonus_text = (" (" + ", ".join(bits) + ")") if bits else ""
        draw.text_fit(surface, f"Roll a die{bonus_text}: 5 or more is granted.", pygame.Rect(r.x + 24, y, r.w - 48, 28),
                      theme.SIZE_SMALL, theme.TEXT, anchor="topleft")
        y += 40
        size = 44
        x = r.x + 24 + size // 2
        for d in range(1, 7):
            ok = chance == 1 or d + bonus >= V.PETITION_WINS_ON
            draw.die(surface, (x, y + size // 2), d, size, colour=(200, 240, 200) if ok else (110, 100, 110))
            x += size + 12
        draw.text(surface, f"{round(float(chance) * 100)}% chance", (x + 8, y + size // 2), theme.SIZE_H3,
                  theme.GOOD if chance >= 0.5 else theme.WARN, True, "midleft")
        y += size + 16
        zap = " A Zap card may change the roll." if st.version.cards else ""
        b = self._button()
        draw.text_block_fit(surface, f"If denied: lose {penalty} Prestige (you keep your turn).{zap}",
                            pygame.Rect(r.x + 24, y, r.w - 48, b.y - y - 4), theme.SIZE_TINY, theme.TEXT_DIM,
                            line_gap=1.15)
        hot = b.collidepoint(self.ctx.mouse)
        pygame.draw.rect(surface, theme.BUTTON_PRIMARY_HOVER if hot else theme.BUTTON_PRIMARY, b, border_radius=12)
        draw.text(surface, f"Petition: pay ${cost} and roll", b.center, theme.SIZE_BODY, theme.TEXT_DARK, True,
                  "center")

    def _draw_black_hole_petition(self, surface, r, seat: int) -> None:
        """The final Imperial Mission petition of the Black Hole game: its
        conditions, then what each die face gives on the Black Hole table."""
        st = self.ctx.state
        fee = st.filing_fee(seat)
        have, need = st.network_size(seat), st.network_needed()
        y = r.y + 64
        rows = [(st.money[seat] >= fee, f"${fee} filing fee (you have ${st.money[seat]})" if fee
                 else "No filing fee (you have petitioned before)"),
                (st.prestige[seat] >= V.PETITION_PRESTIGE,
                 f"{V.PETITION_PRESTIGE} Prestige (you have {st.prestige[seat]})"),
                (have >= need, f"A network of {need} Imperial Stations (yours: {have})")]
        for ok, text in rows:
            draw.text(surface, "✓" if ok else "✗", (r.x + 30, y), theme.SIZE_BODY, theme.GOOD if ok else theme.BAD,
                      True)
            draw.text_fit(surface, text, pygame.Rect(r.x + 64, y + 2, r.w - 88, 26), theme.SIZE_SMALL, theme.TEXT,
                          anchor="topleft")
            y += 32
        bonus = st.petition_bonus(seat)
        draw.text_fit(surface, f"Roll a die{f' + {bonus}' if bonus else ''} on the Black Hole table:",
                      pygame.Rect(r.x + 24, y + 2, r.w - 48, 26), theme.SIZE_SMALL, theme.TEXT, anchor="topleft")
        y += 30
        for d in range(1, 7):
            granted, money, prestige = BLACK_HOLE_TABLE[max(0, min(7, d + bonus))]
            price = (f"${money} and " if money else "") + f"{prestige} Prestige"
            text = f"granted for {price}" if granted else f"denied: lose {price}"
            draw.die(surface, (r.x + 40, y + 11), d, 22, colour=(200, 240, 200) if granted else (110, 100, 110))
            draw.text_fit(surface, text, pygame.Rect(r.x + 62, y, r.w - 86, 22), theme.SIZE_TINY,
                          theme.TEXT if granted else theme.TEXT_DIM, anchor="midleft")
            y += 25
        b = self._button()
        hot = b.collidepoint(self.ctx.mouse)
        pygame.draw.rect(surface, theme.BUTTON_PRIMARY_HOVER if hot else theme.BUTTON_PRIMARY, b, border_radius=12)
        draw.text(surface, f"Petition: pay ${fee} and roll" if fee else "Petition: roll", b.center, theme.SIZE_BODY,
                  theme.TEXT_DARK, True, "center")


class PersonalityCards:
    """The Personality cards laid over the galaxy while a person chooses one.
    `map_rect()` is the galaxy's rect."""

    def __init__(self, ctx, map_rect: Callable):
        self.ctx = ctx
        self.map_rect = map_rect

    def cards(self) -> list[tuple[object, pygame.Rect]]:
        """(ChoosePersonality action, card rect) of each Personality the
        seat may take, in two columns over the galaxy."""
        acts = [a for a in self.ctx.legal if isinstance(a, A.ChoosePersonality)]
        if not acts or not self.ctx.my_turn:
            return []
        m = self.map_rect()
        cols = 2
        rows = (len(acts) + cols - 1) // cols
        gap = 10
        w = min(430, (m.w - 60 - gap) // cols)
        h = max(64, min(130, (m.h - 80 - gap * (rows - 1)) // rows))
        x0 = m.centerx - (cols * w + gap) // 2
        y0 = m.y + 56
        return [(a, pygame.Rect(x0 + (i % cols) * (w + gap), y0 + (i // cols) * (h + gap), w, h))
                for i, a in enumerate(acts)]

    def draw(self, surface) -> None:
        cards = self.cards()
        if not cards:
            return
        shade = self.ctx.assets.generated(("st-shade", self.map_rect().size), lambda: _shade(self.map_rect().size))
        surface.blit(shade, self.map_rect().topleft)
        draw.text(surface, "Choose your Personality", (self.map_rect().centerx, self.map_rect().y + 14), theme.SIZE_H3,
                  theme.GOLD, True, "midtop")
        table = personalities()
        for a, rect in cards:
            p = table.get(a.personality)
            hot = _hover_key(self.ctx) == ("personality", a.personality)
            draw.panel(surface, rect, fill=(30, 36, 70, 246) if hot else (18, 22, 46, 240),
                       edge=theme.HILITE if hot else (100, 116, 170), radius=12, shadow=False)
            draw.text(surface, p.name if p else a.personality, (rect.x + 14, rect.y + 8), theme.SIZE_SMALL,
                      theme.GOLD, True)
            if p is not None:
                draw.text_block(surface, p.text, pygame.Rect(rect.x + 14, rect.y + 38, rect.w - 24, rect.h - 42),
                                theme.SIZE_MIN, theme.TEXT_DIM, line_gap=1.15,
                                max_lines=max(1, (rect.h - 42) // round(theme.SIZE_MIN * 1.15)))


class TraderPanels:
    """What a trader's panel shows below its header: money, Prestige,
    stations, the deal button, cargo, cards and the status chips.  Wired:
    `seat_colour(seat)`, `panel_area(seat)`, `deal_rect(seat)` (the deal
    button or None) and `popup_open()` (a chooser is open: no hot button)."""

    def __init__(self, ctx, *, seat_colour: Callable, panel_area: Callable, deal_rect: Callable,
                 popup_open: Callable):
        self.ctx = ctx
        self.seat_colour = seat_colour
        self.panel_area = panel_area
        self.deal_rect = deal_rect
        self.popup_open = popup_open

    def lines(self, seat: int) -> list[str]:
        v = self.ctx.view
        money = v.get("money", [0] * (seat + 1))[seat]
        prestige = v.get("prestige", [1] * (seat + 1))[seat]
        stations = sum(1 for _, o in v.get("stations", []) if o == seat)
        lines = [f"${money} · Prestige {prestige} · {stations} station{'s' if stations != 1 else ''}"]
        cargo = v.get("cargo", [[]] * (seat + 1))[seat]
        held = ", ".join(f"#{k} {texts.cargo_name(self.ctx, k)}" for k, _ in cargo)
        mission = (v.get("missions") or [None] * (seat + 1))[seat]
        if mission is not None and (v.get("aboard") or [None] * (seat + 1))[seat] is not None:
            carried = f"the Imperial Mission's {self.ctx.state.board.card(mission).cargo}"
            held = ", ".join(x for x in (held, carried) if x)
        held = held or "no cargo"
        lines.append(f"Cargo: {held}")
        pers = v.get("personality", [None] * (seat + 1))[seat]
        hand = v.get("hand_sizes", [0] * (seat + 1))[seat]
        extra = [pers.capitalize() if pers else ""]
        if self.ctx.state.version.cards:
            extra.append(f"{hand} card{'s' if hand != 1 else ''}")
        lines.append(" · ".join(x for x in extra if x))
        chips = texts.status_chips(self.ctx, seat)
        if chips:
            lines.append(" · ".join(word for word, _ in chips))
        return [x for x in lines if x]

    def draw_status_chips(self, surface, rect, seat: int) -> list:
        """Lasting card effects as small labelled chips; returns (rect, tip) pairs."""
        out = []
        x = rect.x
        for word, tip in texts.status_chips(self.ctx, seat):
            w = min(rect.right - x, self.ctx.assets.text_size(word, theme.SIZE_MIN, True)[0] + 18)
            if w < 40:
                break
            chip = pygame.Rect(x, rect.y, w, rect.h)
            pygame.draw.rect(surface, (70, 40, 30) if word in ("Embargo", "Quarantined") else (40, 56, 80), chip,
                             border_radius=rect.h // 2)
            pygame.draw.rect(surface, (220, 170, 120) if word in ("Embargo", "Quarantined") else (130, 170, 220),
                             chip, 1, border_radius=rect.h // 2)
            draw.text_fit(surface, word, chip.inflate(-10, 0), theme.SIZE_MIN, theme.TEXT, True, "center")
            out.append((chip, tip))
            x += w + 6
        return out

    def stations_text(self, seat: int) -> str:
        stations = sum(1 for _, o in self.ctx.view.get("stations", []) if o == seat)
        if not self.ctx.state.version.petitions:
            return str(stations)
        needed = self.ctx.state.stations_needed()
        return f"{stations}/{needed}" if stations < needed else f"{stations}✓"  # never "8/7": enough to petition

    def figures_end(self, seat: int) -> int:
        """The right edge of a panel's money, Prestige and stations figures (the deal button stays clear)."""
        area = self.panel_area(seat)
        return area.x + 176 + 28 + self.ctx.assets.text_size(self.stations_text(seat), theme.SIZE_BODY, True)[0]

    def draw(self, surface, rect, seat: int) -> None:
        v = self.ctx.view
        money = v.get("money", [0] * (seat + 1))[seat]
        prestige = v.get("prestige", [1] * (seat + 1))[seat]
        y = rect.y
        x = rect.x
        draw.icon(surface, "coin", pygame.Rect(x, y + 2, 24, 24), "$", theme.GOLD)
        draw.text(surface, str(money), (x + 28, y), theme.SIZE_BODY, theme.TEXT, True)
        x += 96
        z = zone(prestige)
        pcol = {None: theme.TEXT, "red": (255, 130, 120), "gold": theme.GOLD}[z]
        draw.symbol(surface, "star", (x + 10, y + 15), 11, pcol, outline=(20, 16, 28), width=1)
        draw.text(surface, str(prestige), (x + 26, y), theme.SIZE_BODY, pcol, True)
        x += 80
        ring = pygame.Rect(0, 0, 22, 22)
        ring.center = (x + 11, y + 15)
        pygame.draw.circle(surface, self.seat_colour(seat), ring.center, 10, 4)
        draw.text(surface, self.stations_text(seat), (x + 28, y), theme.SIZE_BODY, theme.TEXT, True)
        pers = v.get("personality", [None] * (seat + 1))[seat]
        tight = rect.y + 34 + 28 + 20 > rect.bottom + 4  # no third row: the chips take the personality's place
        deal = self.deal_rect(seat)
        end = deal.x - 8 if deal is not None else rect.right
        if deal is not None:
            hot = deal.collidepoint(self.ctx.mouse) and not self.popup_open()
            pygame.draw.rect(surface, (64, 84, 130) if hot else (40, 52, 88), deal, border_radius=deal.h // 2)
            pygame.draw.rect(surface, theme.HILITE if hot else (120, 150, 210), deal, 2, border_radius=deal.h // 2)
            draw.text_fit(surface, "Offer a deal" if deal.w >= 130 else "Deal…", deal.inflate(-12, 0), theme.SIZE_MIN,
                          theme.TEXT, True, "center")
        if tight and texts.status_chips(self.ctx, seat):
            self.draw_status_chips(surface, pygame.Rect(x + 84, y + 4, end - x - 84, 22), seat)
        elif pers and deal is None:
            draw.text_fit(surface, pers.capitalize(), pygame.Rect(x + 90, y, rect.right - x - 90, 30), theme.SIZE_TINY,
                          theme.ACCENT, True, "midright")
        y += 34
        if y + 22 > rect.bottom + 4:
            return
        cargo = v.get("cargo", [[]] * (seat + 1))[seat]
        right = rect.right
        if self.ctx.state.version.cards:
            hand = v.get("hand_sizes", [0] * (seat + 1))[seat]
            right -= draw.text(surface, f"{hand} card{'s' if hand != 1 else ''}", (rect.right, y), theme.SIZE_TINY,
                               theme.TEXT_DIM, False, "topright").w + 10
        cx = rect.x
        room = right - cx - len(cargo) * (28 + 10)
        names = cargo_labels([texts.cargo_name(self.ctx, k) for k, _ship in cargo], room)
        widths = fair_widths([self.ctx.assets.text_size(n, theme.SIZE_TINY)[0] + 2 for n in names], room)
        for (k, ship), label, width in zip(cargo, names, widths):
            img = self.ctx.assets.generated(("st-marker", 22, k, True, art.contract_colour(k), False),
                                        lambda k=k: art.contract_marker(22, k, True, art.contract_colour(k)))
            surface.blit(img, (cx, y - 2))
            w = draw.text_fit(surface, label, pygame.Rect(cx + 28, y, max(20, width), 24),
                              theme.SIZE_TINY, theme.TEXT, False, "midleft").w
            cx += 28 + w + 10
        mission = (v.get("missions") or [None] * (seat + 1))[seat]
        if mission is not None and (v.get("aboard") or [None] * (seat + 1))[seat] is not None:
            cargo_words = self.ctx.state.board.card(mission).cargo
            draw.text_fit(surface, f"★ Mission: {cargo_words}", pygame.Rect(cx, y, max(40, right - cx), 24),
                          theme.SIZE_TINY, theme.GOLD, True, "midleft")
        elif not cargo:
            draw.text(surface, "no cargo", (cx, y), theme.SIZE_TINY, theme.TEXT_FAINT)
        y += 28
        if y + 20 <= rect.bottom + 4:
            self.draw_status_chips(surface, pygame.Rect(rect.x, y, rect.w, 22), seat)

    def status_targets(self) -> list:
        """Tooltips for the status chips (a short panel may show only the first)."""
        out = []
        for seat in range(len(self.ctx.match.seats)):
            chips = texts.status_chips(self.ctx, seat)
            if chips:
                area = self.panel_area(seat)
                out.append(Target(rect=pygame.Rect(area.x, area.y, area.w - 140, area.h), highlight=False,
                                  key=("status", seat), tooltip="\n".join(tip for _, tip in chips)))
        return out


def cargo_labels(names: list[str], room: int) -> list[str]:
    """A panel's cargo names, whole where they fit in `room` together, else
    each by its last word ("embryos" for racehorse embryos, "essence" for
    essence of life: the marker
    beside it gives the contract, the panel's tooltip the whole name)."""
    a = get_assets()
    if sum(a.text_size(n, theme.SIZE_TINY)[0] + 2 for n in names) <= room:
        return names
    return [(n.split(" of ")[0] if " of " in n else n).split()[-1] if n.split() else n for n in names]


def fair_widths(wanted: list[int], room: int) -> list[int]:
    """Widths for labels that want `wanted` in `room`: each short one whole,
    the rest sharing what is left equally (cut only where they must be)."""
    out = [0] * len(wanted)
    left, order = room, sorted(range(len(wanted)), key=lambda i: wanted[i])
    for n, i in enumerate(order):
        out[i] = max(0, min(wanted[i], left // (len(order) - n)))
        left -= out[i]
    return out
