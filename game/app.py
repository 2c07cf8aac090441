"""The pygame application: window, scene stack, logical canvas, main loop.

Scenes draw on a logical 1920x1080 canvas that is scaled (letterboxed) to the
window; mouse positions are turned into logical coordinates before scenes see
them.  A scene whose `stretches` is true (the game tables that lay themselves
out from the canvas size) gets a canvas of the window's shape instead: 1080
high and wider for a wide window, 1920 wide and taller for a tall one
(`canvas_size()`); scenes drawn over it that do not stretch (the pause menu)
are drawn in its middle 1920x1080, with the margins dimmed.  The frame is only redrawn when something changed (any input event, or a
scene's update() returning True); the loop still ticks at 60 fps.

Any unhandled exception writes a crash log (persist.write_crash_log), keeps
the autosave, and shows a message scene instead of a traceback (headless:
prints the log path and stops).
"""
from __future__ import annotations

import os
import sys
import time

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game import persist  # noqa: E402
from game.content import ContentError  # noqa: E402
# re-exported for older callers; new code imports them from their modules
from game.seating import BOT_NAMES, build_match, default_seats, new_seed, person_name  # noqa: E402,F401
from game.settings_check import WINDOW_PRESETS  # noqa: E402,F401
from game.ui import sound as sound_mod  # noqa: E402
from game.ui import cut_text, pointer, theme, tooltip  # noqa: E402
from game.ui.assets import get_assets  # noqa: E402
from game.ui.sound import SoundManager  # noqa: E402
from game.scenes import catalog, registry, table_scene_class  # noqa: E402,F401  (catalog: every scene by name)
from game.scenes.menu import MenuScene  # noqa: E402
from game.scenes.message import MessageScene  # noqa: E402
from game.scenes.replay import REVEALED  # noqa: E402

LOGICAL = theme.LOGICAL
MAX_CANVAS = (3840, 2160)  # beyond 32:9 or 16:18 the picture is letterboxed again
MOUSE_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def shutdown() -> None:
    """Quit pygame and forget cached fonts/images (they die with it)."""
    from game.ui import assets

    assets.reset_assets()
    sound_mod.set_manager(None)
    tooltip.use(None)
    pointer.use(None)
    pygame.quit()


def _headless() -> bool:
    return os.environ.get("SDL_VIDEODRIVER", "") in ("dummy", "offscreen")


class App:
    FPS = 60

    def __init__(self, settings: persist.Settings | None = None, size: tuple[int, int] | None = None,
                 fullscreen: bool | None = None, audio: bool = True, present: bool = True):
        """present=False: frames are drawn on the logical canvas but never
        scaled onto the window (for a harness that reads only the canvas)."""
        self.settings = settings if settings is not None else persist.Settings.load()
        pygame.display.init()
        pygame.font.init()
        self.fullscreen = self.settings.fullscreen if fullscreen is None else fullscreen
        self.window_size = tuple(size or self.settings.window_size or (1280, 720))
        pygame.display.set_caption("Cantina")
        self._set_icon()
        self.window = self._open_window()
        self.canvas = pygame.Surface(LOGICAL).convert(self.window) if self.window else pygame.Surface(LOGICAL)
        self.assets = get_assets()
        self.sound = SoundManager(self.settings)
        if audio:
            self.sound.init()
        sound_mod.set_manager(self.sound)
        self.tooltips = tooltip.Timing()
        tooltip.use(self.tooltips)
        self.rest = pointer.Rest()  # what came up under a still pointer stays asleep until it moves
        pointer.use(self.rest)
        self.scenes: list = []
        self._mouse = (0, 0)
        self.dirty = True
        self.running = True
        self.clock = pygame.time.Clock()
        self.frames_drawn = 0
        self.crashes = 0
        self.last_crash_log = None
        self.first_frame_at: float | None = None
        self._scale_target = None
        self.presents = present
        self._worker = None
        self.save_settings_on_exit = True  # False: another app owns this data folder
        # tests swap this for BotWorker(use_process=False) or a preloading worker
        self.bot_worker_factory = None
        self.analysis_job_factory = None  # tests: a results analysis without a child process

    def bot_worker(self):
        """The app's one background bot worker (its child process is reused)."""
        if self._worker is None:
            if self.bot_worker_factory is not None:
                self._worker = self.bot_worker_factory()
            else:
                from game.ai.worker import BotWorker

                self._worker = BotWorker()
        return self._worker

    def close_worker(self):
        if self._worker is not None:
            try:
                self._worker.close()
            except Exception:
                pass
            self._worker = None

    # ------------------------------------------------------------ window
    def _set_icon(self):
        from game.paths import resource

        path = resource("art", "icon.png")
        if path.is_file():
            try:
                pygame.display.set_icon(pygame.image.load(str(path)))
            except pygame.error:
                pass

    def _desktop_size(self):
        """Size of the (first) desktop, or None when unknown (dummy driver)."""
        if _headless():
            return None
        try:
            sizes = pygame.display.get_desktop_sizes()
            return tuple(sizes[0]) if sizes else None
        except (pygame.error, AttributeError, IndexError):
            return None

    def window_size_for_desktop(self, size) -> tuple[int, int]:
        """`size`, made smaller when it would not fit on the desktop (the
        setting keeps the wish; letterboxing handles any shape)."""
        desk = self._desktop_size()
        w, h = int(size[0]), int(size[1])
        if desk:
            w = min(w, max(640, desk[0] - 40))
            h = min(h, max(360, desk[1] - 80))
        return w, h

    def centre_window(self) -> None:
        """Put a windowed window in the middle of the desktop, fully on it
        (SDL keeps the old position when leaving full screen, which without a
        window manager can be off-screen)."""
        desk = self._desktop_size()
        if not desk or self.window is None or self.fullscreen:
            return
        w, h = self.window.get_size()
        pos = (max(0, (desk[0] - w) // 2), max(0, (desk[1] - h) // 2))
        try:
            pygame.display.set_window_position(pos)
        except (pygame.error, AttributeError, TypeError):
            pass

    def _open_window(self):
        try:
            if self.fullscreen:
                win = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                win = pygame.display.set_mode(self.window_size_for_desktop(self.window_size), pygame.RESIZABLE)
        except pygame.error:
            self.fullscreen = False
            win = pygame.display.set_mode(self.window_size_for_desktop(self.window_size), pygame.RESIZABLE)
        self.window = win
        if not self.fullscreen:
            self.centre_window()
        self._scale_target = None
        self.dirty = True
        if getattr(self, "canvas", None) is not None:
            self.update_canvas()
        return win

    def set_window_size(self, size) -> None:
        self.window_size = tuple(size)
        if not self.fullscreen:
            self.window = self._open_window()

    def toggle_fullscreen(self) -> None:
        self.set_fullscreen(not self.fullscreen)

    def set_fullscreen(self, on: bool) -> None:
        """Switch full screen on/off and save the choice at once (F11 or the
        settings); leaving full screen re-centres the window."""
        self.fullscreen = bool(on)
        self.window = self._open_window()
        self.settings.fullscreen = self.fullscreen  # what we really got
        try:
            self.settings.save()
        except OSError:
            pass

    def view_rect(self) -> pygame.Rect:
        """Where the logical canvas sits in the window (letterboxed)."""
        ww, wh = self.window.get_size() if self.window else self.window_size
        cw, ch = self.canvas.get_size()
        scale = min(ww / cw, wh / ch)
        w, h = max(1, round(cw * scale)), max(1, round(ch * scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos) -> tuple[int, int]:
        """A window position on the canvas (minus the offset of a 1920x1080
        scene drawn in the middle of a stretched canvas, see inset())."""
        r = self.view_rect()
        cw, ch = self.canvas.get_size()
        x = (pos[0] - r.x) * cw / r.w
        y = (pos[1] - r.y) * ch / r.h
        ox, oy = self.inset(self.top).topleft
        return int(x) - ox, int(y) - oy

    def to_window(self, pos) -> tuple[int, int]:
        r = self.view_rect()
        cw, ch = self.canvas.get_size()
        ox, oy = self.inset(self.top).topleft
        return round(r.x + (pos[0] + ox) * r.w / cw), round(r.y + (pos[1] + oy) * r.h / ch)

    # ------------------------------------------------------------ canvas shape
    def canvas_size(self, stretch: bool = True) -> tuple[int, int]:
        """The logical canvas for the window's shape: 1920x1080 unless
        `stretch`; else 1080 high and wider for a wide window, 1920 wide and
        taller for a tall one (capped at MAX_CANVAS)."""
        if not stretch:
            return LOGICAL
        ww, wh = self.window.get_size() if self.window else self.window_size
        ww, wh = max(1, ww), max(1, wh)
        if ww * LOGICAL[1] >= wh * LOGICAL[0]:
            return min(MAX_CANVAS[0], max(LOGICAL[0], round(LOGICAL[1] * ww / wh))), LOGICAL[1]
        return LOGICAL[0], min(MAX_CANVAS[1], max(LOGICAL[1], round(LOGICAL[0] * wh / ww)))

    def _drawn_scenes(self) -> list:
        """The scenes that are drawn: the top opaque one and those over it."""
        start = len(self.scenes) - 1
        while start > 0 and not getattr(self.scenes[start], "opaque", True):
            start -= 1
        return self.scenes[start:]

    def _base_scene(self):
        """The lowest scene that is drawn (the others are drawn over it)."""
        drawn = self._drawn_scenes()
        return drawn[0] if drawn else None

    def inset(self, scene) -> pygame.Rect:
        """Where `scene` draws on the canvas: all of it, or the middle
        1920x1080 for a scene that does not stretch over one that does."""
        cw, ch = self.canvas.get_size()
        if scene is None or getattr(scene, "stretches", False) or (cw, ch) == LOGICAL:
            return pygame.Rect(0, 0, cw, ch)
        return pygame.Rect((cw - LOGICAL[0]) // 2, (ch - LOGICAL[1]) // 2, *LOGICAL)

    def update_canvas(self) -> None:
        """Give the canvas the shape the drawn scenes want (after the window
        or the scene stack changed); stretching scenes hear of a new size
        through their resize_canvas(size)."""
        base = self._base_scene()
        size = self.canvas_size(bool(getattr(base, "stretches", False) or getattr(base, "fills_margins", False)))
        if self.canvas.get_size() != size:
            self.canvas = pygame.Surface(size).convert(self.window) if self.window else pygame.Surface(size)
            self._scale_target = None
            self.dirty = True
        for scene in self.scenes:
            if getattr(scene, "stretches", False) and hasattr(scene, "resize_canvas"):
                scene.resize_canvas(size)

    # ------------------------------------------------------------ scene stack
    @property
    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        self.scenes.append(scene)
        scene.on_enter()
        self.update_canvas()
        self.dirty = True

    def pop(self):
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.on_exit()
        self.update_canvas()
        if self.scenes:
            self.scenes[-1].on_resume()
        else:
            self.running = False
        self.dirty = True
        return scene

    def replace(self, scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def pop_to_root(self) -> None:
        """Back to the bottom scene (the main menu)."""
        while len(self.scenes) > 1:
            self.scenes.pop().on_exit()
        self.update_canvas()
        if self.scenes:
            self.scenes[-1].on_resume()
        self.dirty = True

    def reset(self, scene) -> None:
        while self.scenes:
            try:
                self.scenes.pop().on_exit()
            except Exception:
                pass
        self.push(scene)

    # ------------------------------------------------------------ matches
    def start_match(self, match) -> None:
        """Open the table for a match above the main menu (a lesson's game
        with its coach at the step it was left at)."""
        why = ""
        if match.lesson is not None:
            from game.scenes.learn import resume_lesson

            why = resume_lesson(self, match)
            if not why:
                return
            match.lesson = None  # it goes on as an ordinary game
        if not self.scenes or not isinstance(self.scenes[0], MenuScene):
            self.reset(MenuScene(self))
        self.pop_to_root()
        cls = table_scene_class(match.game_id)
        self.opened = (match, len(match.steps))
        table = cls(self, match)
        self.push(table)
        if why:
            table.toast(why, theme.WARN, 8.0)
        try:
            persist.autosave(match)
        except OSError:
            pass

    def start_lesson(self, lesson, match=None) -> None:
        """Open a lesson's table, its coach on it, above the main menu
        (`match`: its game resumed, the coach at the step saved in it)."""
        from game.scenes.lesson_walk import open_lesson

        if not self.scenes or not isinstance(self.scenes[0], MenuScene):
            self.reset(MenuScene(self))
        self.pop_to_root()
        table, _ = open_lesson(self, lesson, match=match, on_handover=lambda: self.lesson_done(lesson.game_id),
                               on_leave=self.pop_to_root)
        self.opened = (table.match, len(table.match.steps))
        self.push(table)

    def lesson_done(self, game_id: str) -> None:
        """The lesson of `game_id` reached its hand-over: the menu marks it."""
        done = set(self.settings.lessons_done)
        if game_id not in done:
            self.settings.lessons_done = sorted(done | {game_id})
            try:
                self.settings.save()
            except OSError:
                pass

    @property
    def mouse(self) -> tuple:
        """The pointer, in logical coordinates."""
        return self._mouse

    @mouse.setter
    def mouse(self, pos) -> None:
        if tuple(pos) != self._mouse:
            self.tooltips.moved()  # what comes up under a pointer that moves there is not under a still one
            self.rest.moved()
        self._mouse = tuple(pos)

    # ------------------------------------------------------------ events/frames
    def translate(self, event):
        """The event with its position in logical coordinates."""
        if event.type in MOUSE_EVENTS:
            d = dict(event.dict)
            d["pos"] = self.to_logical(event.pos)
            if "rel" in d:
                r = self.view_rect()
                cw, ch = self.canvas.get_size()
                d["rel"] = (round(event.rel[0] * cw / r.w), round(event.rel[1] * ch / r.h))
            return pygame.event.Event(event.type, d)
        return event

    def dispatch(self, event) -> None:
        """Handle one (window-coordinate) event."""
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            self.window = pygame.display.get_surface()
            if not self.fullscreen and self.window is not None:
                self.window_size = self.window.get_size()
            self._scale_target = None
            self.update_canvas()
            self.dirty = True
            return
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWFOCUSGAINED):
            self.dirty = True
            return
        if event.type == pygame.WINDOWLEAVE:
            self.tooltips.dismiss()
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        event = self.translate(event)
        if event.type in MOUSE_EVENTS:
            self.mouse = event.pos
            if event.type == pygame.MOUSEBUTTONDOWN:
                self.tooltips.dismiss()
        elif event.type == pygame.MOUSEWHEEL:
            pass
        top = self.top
        if top is not None:
            top.handle(event)
        self.dirty = True

    def step(self, dt: float, events=(), draw: bool = True) -> None:
        """One frame: events, update of the top scene, redraw if dirty.
        draw=False lets the frame's time pass without drawing it: the redraw
        stays owed (dirty) to the next frame that draws."""
        for event in events:
            self.dispatch(event)
            if not self.running:
                return
        top = self.top
        if top is not None and top.update(dt):
            self.dirty = True
        if self.tooltips.tick(dt):
            self.dirty = True
        if draw and self.dirty and self.scenes:
            self.render()
            self.present()
            self.dirty = False

    def render(self) -> pygame.Surface:
        """Draw the visible scenes onto the logical canvas."""
        full = self.canvas.get_rect()
        self.tooltips.begin_frame()
        self.rest.begin_frame()
        cut_text.begin_frame(self.canvas)
        for i, scene in enumerate(self._drawn_scenes()):
            r = self.inset(scene)
            if r == full:
                scene.draw(self.canvas)
                continue
            if i == 0:  # the lowest scene: its margins are its own backdrop (fills_margins) or bars
                self.canvas.fill((0, 0, 0))
                scene.draw(self.canvas.subsurface(r))
                continue
            # a 1920x1080 scene over a stretched one: the margins are dimmed like its own backdrop
            shade = pygame.Surface(full.size, pygame.SRCALPHA)
            shade.fill((4, 6, 16, 150))
            shade.fill((0, 0, 0, 0), r)
            self.canvas.blit(shade, (0, 0))
            scene.draw(self.canvas.subsurface(r))
        self._draw_cut_text_tip()
        self.frames_drawn += 1
        return self.canvas

    def _draw_cut_text_tip(self) -> None:
        """The whole words of a text drawn cut short, under a resting mouse,
        unless the scene asked for a tooltip of its own there."""
        ox, oy = self.inset(self.top).topleft  # cut texts are noted on the canvas, the mouse is the top scene's
        mouse = (self.mouse[0] + ox, self.mouse[1] + oy)
        hit = cut_text.at(mouse) if not self.tooltips.asked else None
        if hit is not None:
            from game.ui.widgets import draw_tooltip

            draw_tooltip(self.canvas, hit[1], mouse, avoid=hit[0])

    def present(self) -> None:
        if self.window is None or not self.presents:
            return
        self._scale_to_window()
        pygame.display.flip()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()

    def _scale_to_window(self) -> None:
        r = self.view_rect()
        if r.size == self.canvas.get_size():
            self.window.blit(self.canvas, r)
        else:
            if self._scale_target is None or self._scale_target.get_size() != r.size:
                self.window.fill((0, 0, 0))
                self._scale_target = pygame.Surface(r.size, 0, self.canvas)
            pygame.transform.smoothscale(self.canvas, r.size, self._scale_target)
            self.window.blit(self._scale_target, r)

    def screenshot(self, path) -> None:
        self.render()
        self._scale_to_window()
        pygame.image.save(self.window, str(path))

    # ------------------------------------------------------------ loop
    def run(self) -> int:
        self.sound.start_music()
        code = 0
        while self.running:
            try:
                dt = min(0.1, self.clock.tick(self.FPS) / 1000.0)
                self.step(dt, pygame.event.get())
            except KeyboardInterrupt:
                break
            except Exception as exc:  # noqa: BLE001 - the crash handler
                code = 1
                if not self.handle_crash(exc):
                    break
        for scene in list(self.scenes):
            try:
                scene.on_exit()
            except Exception:
                pass
        self.close_worker()
        if self.save_settings_on_exit:
            try:
                self.settings.save()
            except OSError:
                pass
        shutdown()
        return code

    def crashed_on_opening(self) -> bool:
        """True when the game on the table was opened and has not moved since:
        the crash came from the game as saved, not from a move played here."""
        opened = getattr(self, "opened", None)
        if opened is None:
            return False
        match, steps = opened
        return any(getattr(sc, "match", None) is match for sc in self.scenes) and len(match.steps) == steps

    def handle_crash(self, exc: BaseException) -> bool:
        """Write the crash log and show a message; False = stop the app."""
        self.crashes += 1
        if isinstance(exc, ContentError):
            # a broken content file is not a bug: say which file and what is wrong
            path = None
            title, body = content_error_text(exc)
            print(f"error: {exc}", file=sys.stderr)
        else:
            try:
                path = persist.write_crash_log(exc)
            except OSError:
                path = None
            title = "Sorry, something went wrong"
            if self.crashed_on_opening():
                # the autosave itself brings the table down: Continue would only crash again
                kept = persist.set_aside_autosave(self.opened[0].autosave_path)
                where = f" It was kept as {kept} for a bug report." if kept else ""
                body = ("Cantina hit an unexpected error while opening this game, so it was taken off Continue "
                        f"(you can start a new game or load another save).{where}\n\n"
                        f"A crash log was written to:\n{path}")
            else:
                body = ("Cantina hit an unexpected error and had to leave the table. Your game was autosaved after "
                        "the last move: choose Continue on the main menu to pick it up again.\n\n"
                        f"A crash log was written to:\n{path}")
            print(f"Cantina hit an unexpected error. Crash log: {path}. Your game was autosaved.", file=sys.stderr)
        self.last_crash_log = path
        if _headless() or self.crashes > 3:
            self.running = False
            return False
        try:
            self.reset(MenuScene(self))
            self.push(MessageScene(self, title, body))
            return True
        except Exception:
            self.running = False
            return False


# ---------------------------------------------------------------- start


def content_error_text(exc) -> tuple[str, str]:
    """Title and body of the message shown for a broken content file."""
    return ("A game file is broken",
            f"Cantina could not read one of its game files:\n\n{exc}\n\n"
            "Fix or restore that file (reinstalling Cantina restores it) and start again.")


def tell_settings_problems(app) -> None:
    """Say once which settings were unusable and reset (on the console and
    in a message over the menu), then save the repaired settings so the
    next start is quiet."""
    from game.settings_check import notice

    text = notice(list(app.settings.problems), app.settings.kept_as)
    if not text:
        return
    print(text, file=sys.stderr)
    app.settings.problems = ()
    try:
        app.settings.save()
    except OSError:
        pass
    app.push(MessageScene(app, "Settings reset", text))


def tell_cannot_write(app) -> None:
    """Say over the menu when Cantina cannot keep anything it writes (a
    read-only data folder): the games can still be played and the saves read."""
    reason = persist.cannot_write_reason()
    if not reason:
        return
    print(f"Cantina cannot write to its folders: {reason}", file=sys.stderr)
    from game.scenes.message import MessageScene

    app.push(MessageScene(app, "Nothing can be saved",
                          f"Cantina cannot write to its folders: {reason}.\n\n"
                          "You can play and open your saves, but no game, autosave, setting or statistic "
                          "will be kept. Make the folder writable and start Cantina again to keep them."))


def run_app(play=None, options=None, seats_of=None, lesson=None) -> int:
    """Open the window: the main menu, or straight into a game (`play` holds
    the parsed `play` arguments: game, players, seats, seed)."""
    match = None
    if play is not None:
        from game.rules.core import RulesError
        from game.games import get_ruleset

        try:
            ruleset = get_ruleset(play.game)
            if seats_of is not None:
                kinds = seats_of(play.seats, play.players, "normal", ruleset.min_players)
            else:
                kinds = ["normal"] * (play.players or ruleset.min_players)
            if not play.seats:
                kinds[0] = "human"
            match = build_match(ruleset.id, kinds, play.seed, options)
        except (RulesError, ValueError, ContentError) as e:
            print(f"error: {e}", file=sys.stderr)
            return 2
    lock = take_instance_lock()
    if lock is None:
        return 1
    try:
        return _open_app(match, lesson)
    finally:
        lock.release()


def _open_app(match, lesson=None) -> int:
    """The menu (and the table of `match`, if any) until the window closes."""
    from game.stale_files import clean_at_start

    clean_at_start()  # temporary files of a killed earlier run
    app = None
    try:
        app = App()
        app.push(MenuScene(app))
        if match is not None:
            app.start_match(match)
        if lesson is not None:
            app.start_lesson(lesson)
        tell_settings_problems(app)
        tell_cannot_write(app)
    except ContentError as e:
        print(f"error: {e}", file=sys.stderr)
        if app is not None and not _headless():  # say it in the window too, then stop
            app.reset(MessageScene(app, *content_error_text(e), button="Quit"))
            app.run()
        elif app is not None:
            shutdown()
        return 2
    except Exception as exc:  # noqa: BLE001
        path = persist.write_crash_log(exc)
        print(f"Cantina could not start. Crash log: {path}", file=sys.stderr)
        return 1
    return app.run()


class _NoLock:
    """Stands in for the instance lock where none can be written (a
    read-only data folder: this app writes nothing there either)."""

    def release(self) -> None:
        pass


def take_instance_lock():
    """The data folder's instance lock, or None when another Cantina holds
    it (after saying so on the console and, with a screen, in a window)."""
    from game.instance_lock import InstanceLock, already_running_text, lock_refused_text

    lock = None
    try:
        lock = InstanceLock(persist.data_dir())
        if lock.acquire() is not None:
            return lock
        title, body = already_running_text(lock.holder)
    except OSError as e:
        if lock is None or persist.cannot_write_reason():
            return _NoLock()  # no data folder to write, or a read-only one: this app writes nothing there
        title, body = lock_refused_text(lock.path, e)
    print(f"{title}: {body}", file=sys.stderr)
    if not _headless():
        from game.scenes.message import MessageScene

        app = App()
        app.save_settings_on_exit = False
        app.reset(MessageScene(app, title, body, button="Quit"))
        app.run()
    return None


# ---------------------------------------------------------------- screenshots

SHELL_SCENES = ("menu", "setup", "settings", "rules", "results", "load", "pause", "message", "stats", "hint")


def _first_game():
    from game.games import all_rulesets

    games = all_rulesets()
    return games[0] if games else None


def screenshot_after(name: str) -> int:
    """Bot decisions a screenshot plays when --after is not given: 0, or the
    mid-game moment a game's table names (its `screenshot_after`)."""
    from game.games import get_spec

    spec = get_spec(name)
    if spec is None or not spec.playable or spec.table is None:
        return 0
    return int(getattr(spec.table_class(), "screenshot_after", 0) or 0)


def _played_match(game_id: str, players: int | None, seed: int, after: int | None, options: dict, human: bool = True):
    """A match after `after` normal-bot decisions (None: to the end)."""
    from game.ai import decide, make_bot
    from game.games import get_ruleset

    ruleset = get_ruleset(game_id)
    n = players or ruleset.min_players
    kinds = (["human"] if human else ["normal"]) + ["normal"] * (n - 1)
    match = build_match(ruleset.id, kinds, seed, options)
    bot = make_bot(ruleset.id, "normal")
    i = 0
    while not match.state.is_over and (after is None or i < after):
        match.apply(decide(match.state, bot, seed, len(match.steps)))
        i += 1
    return match


def make_screenshot_scene(app, name: str, players=None, seed: int = 1, after: int = 0, options=None, step: int = 1):
    """The scene `name` (a shell scene or a game id) ready to draw."""
    from game.games import get_ruleset

    options = options or {}
    if after is not None and after < 0:
        after = None  # a negative --after plays to the end (the final board)
    name, _, game_id = name.partition(":")  # e.g. results:captain
    if name == "learn":
        if not game_id:
            raise ValueError("screenshot learn needs --game GAME")
        return lesson_screenshot_scene(app, game_id, step)
    if name == "replay":  # a finished seeded bot game, K decisions in (--game G --after K), its graph at budget 1
        from game.analysis import analyse

        from game.cli_checks import replay_view

        ruleset = get_ruleset(game_id) if game_id else _first_game()
        # --option view=all: everything revealed, view=N: seat N's eyes
        view = replay_view(options.pop("view", None), players or ruleset.min_players)
        match = _played_match(ruleset.id, players, seed, None, options)
        viewer = REVEALED if view == "all" else view
        return registry.make("replay", app, match, at=len(match.steps) if after is None else after,
                             analysis=analyse(match, 1), viewer=viewer)
    if name in SHELL_SCENES and name not in ("menu", "settings", "load", "message", "stats"):
        g = get_ruleset(game_id) if game_id else _first_game()
        if g is None:
            raise SystemExit(f"no playable game yet for the {name} screenshot")
    elif game_id:
        from game.rules.core import RulesError

        raise RulesError(f"{name} takes no game; name a game only with setup, rules, results, pause or hint")
    if name == "menu":
        return MenuScene(app)
    if name == "setup":
        return registry.make("setup", app, g.id)
    if name == "settings":
        return registry.make("settings", app)
    if name == "rules":
        return registry.make("rules", app, g.id)
    if name == "load":
        return registry.make("load", app)
    if name == "stats":
        return registry.make("stats", app)
    if name == "hint":  # the table of seat 0 at its next decision, with a hint shown
        return registry.make("hint-table", app, _played_match(g.id, players, seed, after, options), seed,
                             table_scene_class(g.id))
    if name == "message":
        return MessageScene(app, "Sorry, something went wrong", "This is how an error message looks.")
    if name == "results":
        return registry.make("results", app, _played_match(g.id, players, seed, None, options, human=True))
    if name == "pause":
        match = _played_match(g.id, players, seed, after, options)
        table = table_scene_class(g.id)(app, match, viewer=0, autoplay=False)
        app.push(table)
        return registry.make("pause", app, table)
    ruleset = get_ruleset(name)
    match = _played_match(ruleset.id, players, seed, after, options)
    return table_scene_class(ruleset.id)(app, match, viewer=0, autoplay=False)


def cmd_learn_check(lesson) -> int:
    """Walk a lesson without a window; print its steps and what each teaches."""
    import tempfile

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.lesson import kinds_of_game
    from game.scenes.lesson_walk import LessonBroken, walk

    settings = persist.Settings()
    settings.animation_speed, settings.bot_pace = 0.0, 0.0
    with tempfile.TemporaryDirectory() as home:
        os.environ["CANTINA_HOME"] = home  # the walk writes nothing of the person's
        app = App(settings, size=(1280, 720), fullscreen=False, audio=False)
        try:
            result = walk(app, lesson)
        except LessonBroken as e:
            print(f"error: {lesson.path}: the lesson does not hold at the table: {e}", file=sys.stderr)
            return 2  # like every other broken content file
        finally:
            app.close_worker()
            shutdown()
    print(f"{lesson.title} ({lesson.game_id}, about {lesson.minutes} minutes, seed {lesson.seed})")
    for i, step in enumerate(result.steps, 1):
        teaches = f"  [teaches {', '.join(step.teaches)}]" if step.teaches else ""
        did = f"  -> {step.action}" if step.action else ""
        print(f"{i:>3}. {step.id}{teaches}{did}")
        print(f"     {step.text}")
    kinds = kinds_of_game(lesson.game_id)
    taught = [k for k in lesson.taught_kinds() if k in kinds]
    print(f"{len(result.steps)} steps; teaches {len(taught)} of the {len(kinds)} decision kinds: {', '.join(taught)}")
    print(f"not taught: {', '.join(k for k in kinds if k not in taught) or 'none'}")
    clicks = sum(s.clicks for s in result.steps)
    print(f"guided part: about {result.minutes():.0f} minutes at a person's pace ({clicks} clicks on lit targets, "
          f"{len(result.steps)} steps to read, {result.bot_moves} bot moves to watch), then the game goes on")
    return 0


def lesson_screenshot_scene(app, game_id: str, step: int):
    """The lesson of `game_id` walked to step `step` (counted from 1), waiting there."""
    from game.lesson import load_lesson
    from game.scenes.lesson_walk import LessonBroken, walk

    lesson = load_lesson(game_id)
    if not 1 <= step <= len(lesson.steps):
        raise ValueError(f"the {game_id} lesson has {len(lesson.steps)} steps; --step {step} is not one of them")
    try:
        table = walk(app, lesson, stop_at=step - 1).table
    except LessonBroken as e:
        raise ValueError(f"{lesson.path}: the lesson does not hold at the table: {e}") from None
    for _ in range(60):  # the walk's last animations (a card flying to the hand) come to rest
        table.update(0.1)
    app.mouse = (table.canvas_size[0] - 8, table.banner_rect.bottom + 4)  # off the table: no tooltip
    table.update_hover()
    app.pop()
    return table


def cmd_screenshot(args, options) -> int:
    """Render a scene to a PNG without a screen (see `main.py screenshot -h`)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.cli_checks import CliError, mouse_position, png_path, window_size
    from game.rules.core import RulesError

    try:
        w, h = window_size(args.size)
        mouse = mouse_position(getattr(args, "mouse", None), LOGICAL)
        out = png_path(str(args.out))
    except CliError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    settings = persist.Settings.load()
    if settings.problems:
        from game.settings_check import notice

        print(notice(list(settings.problems), settings.kept_as), file=sys.stderr)
    settings.fullscreen = False
    app = App(settings, size=(w, h), fullscreen=False, audio=False)
    app.tooltips.delay = 0  # a still picture shows the hovered tooltip
    try:
        after = getattr(args, "after", None)
        scene = make_screenshot_scene(app, args.game, getattr(args, "players", None), getattr(args, "seed", 1),
                                      screenshot_after(args.game) if after is None else after, options,
                                      step=getattr(args, "step", 1))
    except (RulesError, ValueError, ContentError) as e:
        print(f"error: {e}", file=sys.stderr)
        shutdown()
        return 2
    app.push(scene)
    if mouse is not None:
        mx, my = mouse
        app.mouse = (mx, my)
        scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(mx, my), rel=(0, 0), buttons=(0, 0, 0)))
    for _ in range(3):
        app.top.update(1 / 60)
    app.screenshot(out)
    print(f"wrote {out} ({w}x{h})")
    app.close_worker()
    shutdown()
    return 0
