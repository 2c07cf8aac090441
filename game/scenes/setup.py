"""New-game setup: players, seats (person or bot level, name, colour),
game options and the seed.

The last choices per game (player count, every seat's kind, name and colour,
the options; not the seed) are kept in Settings.last_setup and come back the
next time that game is set up, also after a restart."""
from __future__ import annotations

import pygame

from game.rules.core import RulesError
from game.games import get_ruleset, get_spec
from game.scenes.base import Scene
from game.scenes.learn import learn, learn_button_text
from game.ui import draw, theme
from game.ui.key_numbers import KeyNumbers
from game.ui.widgets import Button, Stepper, TextField, Widget

# weakest to strongest after the person
KINDS = ["human", "random", "easy", "normal", "hard", "expert"]


def _think(kind: str) -> str:
    """' ~1 s' for a search level (the app's default time a move), else ''."""
    from game.ai.search import think_seconds

    seconds = think_seconds(kind)
    return "" if seconds is None else f" ~{max(1, round(seconds))} s"


KIND_LABELS = {"human": "Person", "random": "Bot · Random", "easy": "Bot · Easy", "normal": "Bot · Normal",
               "hard": f"Bot · Hard{_think('hard')}", "expert": f"Bot · Expert{_think('expert')}"}
KIND_TIPS = {
    "human": "Person: someone at this screen plays this seat",
    "random": "Bot · Random (plays any legal move)",
    "easy": "Bot · Easy: a gentle opponent",
    "normal": "Bot · Normal: plays sensibly",
    "hard": f"Bot · Hard: searches ahead, up to{_think('hard')} a move",
    "expert": f"Bot · Expert: searches longest, up to{_think('expert')} a move; for when you want to lose",
}
NAME_MAX = 18


class KindStepper(Stepper):
    """The seat-kind stepper; its tooltip explains the shown kind."""

    def hover_text(self):
        return KIND_TIPS.get(self.value, self.tooltip) + "\n‹ ›  Person · Random · Easy · Normal · Hard · Expert"


class ColourChip(Widget):
    """The seat's colour token; a click moves to the next free colour."""

    def __init__(self, rect, scene, seat):
        super().__init__(rect, tooltip="Change colour")
        self.scene, self.seat = scene, seat

    def click(self, pos):
        from game.ui import sound

        sound.play("click")
        self.scene.next_colour(self.seat)

    def draw(self, surface, mouse):
        c = self.scene.seats[self.seat]["colour"]
        hover = self.hovered(mouse)
        if hover:
            pygame.draw.circle(surface, theme.GOLD, self.rect.center, self.rect.w // 2 + 4, 3)
        draw.seat_token(surface, c, self.rect.center, self.rect.w // 2 - 2,
                        getattr(self.scene.settings, "colour_symbols", True))

    def hover_text(self):
        return f"{theme.player_colour_name(self.scene.seats[self.seat]['colour'])}: click for the next colour"


class SetupScene(Scene):
    fills_margins = True
    LEFT = pygame.Rect(80, 170, 1060, 760)
    RIGHT = pygame.Rect(1170, 170, 670, 760)

    def __init__(self, app, game_id: str):
        super().__init__(app)
        self.opening: list | None = None  # [match, drawn]: Start game pressed, the table opens next frame
        from game.seating import BOT_NAMES, new_seed, person_name

        self.ruleset = get_ruleset(game_id)
        rs = self.ruleset
        self.error = ""
        n = max(rs.min_players, min(rs.max_players, 4 if rs.min_players <= 4 <= rs.max_players else rs.min_players))
        self.seats = []
        for i in range(rs.max_players):
            kind = "human" if i == 0 else "normal"
            name = person_name() if i == 0 else BOT_NAMES[(i - 1) % len(BOT_NAMES)]
            self.seats.append({"name": name, "kind": kind, "colour": i % len(theme.PLAYER_COLOURS)})
        self.players = n
        self._person = person_name()
        self.options = rs.resolve_options({})
        self.seed = str(new_seed())
        self.restore(getattr(self.settings, "last_setup", {}).get(rs.id))
        self.key_panel = "seats"  # the panel whose buttons hold the number keys
        self.build()

    # ------------------------------------------------------------ memory
    def restore(self, saved) -> bool:
        """Take back the last choices for this game (ignoring anything that
        no longer fits: a changed player range, an unknown kind or option)."""
        if not isinstance(saved, dict):
            return False
        rs = self.ruleset
        n = saved.get("players")
        if isinstance(n, int) and not isinstance(n, bool) and rs.min_players <= n <= rs.max_players:
            self.players = n
        seats = saved.get("seats")
        if isinstance(seats, list):
            for i, seat in enumerate(seats[: rs.max_players]):
                if not isinstance(seat, dict):
                    continue
                name, kind, colour = seat.get("name"), seat.get("kind"), seat.get("colour")
                if isinstance(name, str):
                    self.seats[i]["name"] = name[:NAME_MAX]
                if kind in KINDS:
                    self.seats[i]["kind"] = kind
                if isinstance(colour, int) and not isinstance(colour, bool) and 0 <= colour < len(theme.PLAYER_COLOURS):
                    self.seats[i]["colour"] = colour
        options = saved.get("options")
        if isinstance(options, dict):
            known = {o.key: o for o in rs.options}
            for key, value in options.items():
                spec = known.get(key)
                if spec is not None and any(c == value and type(c) is type(value) for c in spec.choices):
                    self.options[key] = value
        return True

    def remember(self) -> None:
        """Store the current choices for this game in the settings file."""
        last = getattr(self.settings, "last_setup", None)
        if not isinstance(last, dict):
            return
        last[self.ruleset.id] = {
            "players": self.players,
            "seats": [{"name": s["name"], "kind": s["kind"], "colour": s["colour"]} for s in self.seats],
            "options": dict(self.options),
        }
        try:
            self.settings.save()
        except OSError:
            pass

    # ------------------------------------------------------------ model
    def set_players(self, n):
        self.players = n
        self.build()

    def next_colour(self, seat):
        used = {s["colour"] for i, s in enumerate(self.seats[: self.players]) if i != seat}
        c = self.seats[seat]["colour"]
        for _ in range(len(theme.PLAYER_COLOURS)):
            c = (c + 1) % len(theme.PLAYER_COLOURS)
            if c not in used:
                break
        self.seats[seat]["colour"] = c

    def set_kind(self, seat, kind):
        from game.seating import BOT_NAMES

        old = self.seats[seat]["kind"]
        self.seats[seat]["kind"] = kind
        # keep default names sensible when switching person <-> bot
        name = self.seats[seat]["name"]
        if kind == "human" and old != "human" and name in BOT_NAMES:
            self.seats[seat]["name"] = f"Player {seat + 1}"
        elif kind != "human" and old == "human" and (name == self._person or name.startswith("Player ")):
            taken = {s["name"] for i, s in enumerate(self.seats) if i != seat}
            free = [n for n in BOT_NAMES if n not in taken]  # never a name another seat has
            self.seats[seat]["name"] = free[0] if free else f"Bot {seat + 1}"

    def set_name(self, seat, name):
        self.seats[seat]["name"] = name

    def set_option(self, key, value):
        before = self._unused()
        self.options[key] = value
        if self._unused() != before:
            self.build()  # an option came into play or went out of it (a Version without Personalities)

    def _unused(self) -> dict:
        """Why each option that does not apply to the chosen options does not."""
        rs = self.ruleset
        return {o.key: why for o in rs.options if o.shown and (why := rs.option_unused(o.key, self.options))}

    def set_seed(self, text):
        self.seed = text

    def reroll(self):
        from game.seating import new_seed

        self.seed = str(new_seed())
        self.seed_field.value = self.seed

    # ------------------------------------------------------------ widgets
    def build(self):
        rs = self.ruleset
        L, R = self.LEFT, self.RIGHT
        widgets = []
        counts = list(range(rs.min_players, rs.max_players + 1))
        players = Stepper((L.x + 40, L.y + 30, 560, 60), "Players", counts, self.players, self.set_players,
                          fmt=lambda v: f"{v}", label_w=200)
        widgets.append(players)
        kinds, options = [], []
        y = L.y + 120
        row_h = min(96, (L.bottom - 30 - y) // max(1, rs.max_players))
        # make sure the shown seats have distinct colours
        used = set()
        for i in range(self.players):
            if self.seats[i]["colour"] in used:
                self.seats[i]["colour"] = next(c for c in range(len(theme.PLAYER_COLOURS)) if c not in used)
            used.add(self.seats[i]["colour"])
        for i in range(self.players):
            s = self.seats[i]
            # the seat's key cap heads the row, under the Players cap
            widgets.append(ColourChip((L.x + 40 + Stepper.CAP + 12, y + 8, 56, 56), self, i))
            widgets.append(TextField((L.x + 170, y + 6, 370, 60), s["name"], (lambda v, i=i: self.set_name(i, v)),
                                     max_len=NAME_MAX, placeholder=f"Seat {i + 1}"))
            kinds.append(KindStepper((L.x + 560, y + 6, 460, 60), "", KINDS, s["kind"],
                                     (lambda v, i=i: self.set_kind(i, v)), fmt=lambda k: KIND_LABELS[k], label_w=0,
                                     tooltip="Person at this screen, or a bot and its level"))
            kinds[-1].cap_x = L.x + 40
            widgets.append(kinds[-1])
            y += row_h
        # options
        y = R.y + 80
        self.unused_options = []  # (row rect, label, why it does not apply)
        for spec in (o for o in rs.options if o.shown):
            why = rs.option_unused(spec.key, self.options)
            if why:
                self.unused_options.append((pygame.Rect(R.x + 40, y, R.w - 80, 60), spec.label, why))
                options.append(None)  # keeps its number while it does not apply, so the rows after keep theirs
                y += 76
                continue
            options.append(Stepper((R.x + 40, y, R.w - 80, 60), spec.label, list(spec.choices),
                                   self.options.get(spec.key, spec.default),
                                   (lambda v, k=spec.key: self.set_option(k, v)),
                                   fmt=(lambda v, spec=spec: option_text(v, spec)),
                                   tooltip=spec.help, label_w=(R.w - 80) // 2))
            widgets.append(options[-1])
            y += 76
        self._options_end = y
        sy = R.bottom - 170
        self.seed_field = TextField((R.x + 40, sy, R.w - 260, 64), self.seed, self.set_seed, max_len=9,
                                    allowed=str.isdigit, placeholder="random",
                                    tooltip="The same seed, seats and options give the same game")
        widgets.append(self.seed_field)
        reroll = Button((R.right - 200, sy, 160, 64), "Reroll", self.reroll, tooltip="A new random seed")
        back = self.back_button(rect=(L.x, 960, 300, 80))
        start = Button((R.right - 400, 960, 400, 80), "Start game", self.begin, style="primary", size=theme.SIZE_H3)
        label, tip = learn_button_text(rs.id, set(getattr(self.app.settings, "lessons_done", ())))
        lesson = Button((R.right - 780, 960, 360, 80), label, lambda: learn(self.app, rs.id), tooltip=tip,
                        enabled=bool(tip), disabled_reason="No lesson for this game yet.")
        widgets += [reroll, back, start, lesson]
        self.widgets = widgets
        # a seat keeps its number while the Players count adds and removes the seats after it
        seats = kinds + [None] * (rs.max_players - len(kinds))
        self.panel_keys = {"seats": [players] + seats, "options": options + [reroll]}
        self._fixed_keys = (back, [start, lesson])
        self._number()

    def _number(self) -> None:
        """Number keys: 1 Start game, 2 Learn to play, 0 Back, then the
        buttons of the panel in focus (Seats or Options: Tab, or a click in
        the other panel, moves them). A seat or option row keeps its number
        while it is not there or does not apply."""
        for w in self.widgets:
            w.key = None
        back, fixed = self._fixed_keys
        self.keys = KeyNumbers((fixed + self.panel_keys[self.key_panel])[:9], zero=back, on_missing=self._say,
                               by_place=True)

    def _say(self, text: str) -> None:
        self.said = text

    def begin(self) -> None:
        """Start game pressed: a frame says the table is being set up, then it opens."""
        match = self.make_match()
        if match is not None:
            self.opening = [match, False]

    def start(self):
        """Open the table at once."""
        match = self.make_match()
        if match is not None:
            self.app.start_match(match)

    def make_match(self):
        """The match the screen describes (remembered for next time), or None with the error shown."""
        from game.seating import new_seed
        from game.session import Match, Seat

        seats = []
        for i in range(self.players):
            s = self.seats[i]
            name = s["name"].strip() or (f"Player {i + 1}" if s["kind"] == "human" else f"Bot {i + 1}")
            seats.append(Seat(name=name, kind=s["kind"], colour=s["colour"]))
        try:
            seed = int(self.seed) if self.seed.strip() else new_seed()
            match = Match(self.ruleset.id, seats, seed, dict(self.options))
        except (RulesError, ValueError) as e:
            self.error = str(e)
            return None
        self.remember()
        return match

    def update(self, dt: float) -> bool:
        if self.opening is None:
            return False
        match, shown = self.opening
        if shown:
            self.opening = None
            self.app.start_match(match)
        return True

    def on_back(self):
        self.app.pop()
        return True

    def handle(self, event):
        editing = any(w.focused for w in self.widgets)
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and not editing:
            self.begin()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB and not editing:
            self.move_keys("options" if self.key_panel == "seats" else "seats")
            return True
        if event.type == pygame.MOUSEBUTTONDOWN:
            for panel, rect in (("seats", self.LEFT), ("options", self.RIGHT)):
                if rect.collidepoint(event.pos):
                    self.move_keys(panel)
        return super().handle(event)

    def move_keys(self, panel: str) -> None:
        if panel != self.key_panel:
            self.key_panel = panel
            self._number()

    def draw(self, surface):
        self.draw_background(surface, dim_alpha=70)
        spec = get_spec(self.ruleset.id)
        draw.text(surface, f"New game · {self.ruleset.name}", (80, 50), theme.SIZE_H1, theme.GOLD, True, shadow=True)
        draw.text(surface, spec.pitch if spec else "", (82, 122), theme.SIZE_BODY, theme.TEXT_DIM)
        for r, title in ((self.LEFT, "Seats"), (self.RIGHT, "Options")):
            draw.panel(surface, r, fill=(16, 20, 40, 238), edge=theme.BRASS, radius=20)
        draw.text(surface, "Seats in turn order", (self.LEFT.right - 40, self.LEFT.y + 60), theme.SIZE_SMALL,
                  theme.TEXT_FAINT, anchor="midright")
        other = self.LEFT if self.key_panel == "options" else self.RIGHT
        draw.text(surface, "Tab: number keys here", (other.right - 40, other.y + 16), theme.SIZE_SMALL,
                  theme.TEXT_DIM, anchor="topright")
        R = self.RIGHT
        draw.text(surface, "Game options", (R.x + 40, R.y + 26), theme.SIZE_H3, theme.GOLD, True)
        if not self.ruleset.options:
            draw.text(surface, "This game has no variants.", (R.x + 40, R.y + 90), theme.SIZE_BODY, theme.TEXT_DIM)
        for row, label, why in self.unused_options:
            half = row.w // 2
            draw.text_lines_fit(surface, label, pygame.Rect(row.x, row.y, half - 16, row.h), theme.SIZE_BODY,
                                theme.TEXT_FAINT)
            draw.text_lines_fit(surface, why, pygame.Rect(row.x + half, row.y, row.w - half, row.h), theme.SIZE_SMALL,
                                theme.TEXT_DIM, align="center")
        setup_note = self.ruleset.setup_note  # e.g. how the start player is chosen
        if setup_note:
            y = max(self._options_end, R.y + 140) + 10
            draw.text_block_fit(surface, setup_note, pygame.Rect(R.x + 40, y, R.w - 80, R.bottom - 222 - y),
                                theme.SIZE_SMALL, theme.TEXT_DIM, min_size=18)
        draw.text(surface, "Seed", (R.x + 40, R.bottom - 214), theme.SIZE_SMALL, theme.TEXT_DIM, True)
        humans = sum(1 for s in self.seats[: self.players] if s["kind"] == "human")
        note = ("All bots: you will watch the game." if humans == 0 else
                "Hot-seat: pass the screen between people; private info is hidden in between."
                if humans > 1 else "")
        if note:
            draw.text(surface, note, (self.LEFT.x + 40, self.LEFT.bottom - 40), theme.SIZE_SMALL, theme.ACCENT)
        if self.error:
            draw.text(surface, self.error, (theme.LOGICAL_W // 2, 1000), theme.SIZE_BODY, theme.BAD, anchor="center")
        self.draw_widgets(surface)
        self.draw_tooltips(surface)
        if self.opening is not None:
            draw.dim(surface, 150)
            box = pygame.Rect(0, 0, 640, 120)
            box.center = (theme.LOGICAL_W // 2, theme.LOGICAL_H // 2)
            draw.panel(surface, box, fill=(16, 20, 40, 255), edge=theme.GOLD, radius=18)
            draw.text(surface, f"Setting up {self.ruleset.name}…", box.center, theme.SIZE_H3, theme.GOLD, True,
                      "center")
            self.opening[1] = True


def option_text(v, spec=None) -> str:
    """How a game option's value reads: the name its OptionSpec gives it
    ("super-nova": "Super Nova"), else True: "On", "no_trade": "No trade"."""
    named = spec.name_of(v) if spec is not None else None
    if named is not None:
        return named
    if v is True:
        return "On"
    if v is False:
        return "Off"
    return str(v).replace("_", " ").capitalize() if isinstance(v, str) else str(v)
