"""Issue 43 item 17: a long session stays light.  The shared surface caches
are bounded by the bytes they hold, and a closed table leaves nothing
behind that keeps it alive (bench/bench_memory.py measures the session)."""
from __future__ import annotations

import gc
import weakref

import pygame

from game.ui.assets import Assets, SurfaceCache


def test_a_surface_cache_keeps_to_its_byte_budget_and_drops_the_oldest():
    cache = SurfaceCache(max_bytes=20 << 20, max_entries=100)
    for i in range(10):
        cache[("felt", i)] = pygame.Surface((1920, 1080))  # 8 MB each at 32 bits
    assert cache.bytes <= 20 << 20 and len(cache) == 2
    assert ("felt", 9) in cache and ("felt", 8) in cache and ("felt", 0) not in cache
    cache.get(("felt", 8))  # used: the other one goes first
    cache[("felt", 10)] = pygame.Surface((1920, 1080))
    assert ("felt", 8) in cache and ("felt", 9) not in cache


def test_generated_surfaces_of_many_tables_stay_within_the_budget(app):
    assets = Assets()
    for table in range(40):  # forty tables' felts and panels
        assets.generated(("felt", table), lambda: pygame.Surface((1920, 1080)))
        for size in range(5):
            assets.generated(("panel", table, size), lambda: pygame.Surface((400 + size, 300)))
    assert assets._generated.bytes <= Assets.GENERATED_BYTES


def test_texts_of_a_long_log_stay_within_the_budget(app):
    assets = Assets()
    for line in range(6000):
        assets.text(f"Line {line} of a long game log that goes on", 20)
    assert assets._text.bytes <= Assets.TEXT_CACHE_BYTES and len(assets._text) <= Assets.TEXT_CACHE_SIZE


def test_a_closed_table_is_released(app):
    from game.seating import build_match

    for game_id in ("cartel", "star-cargo"):
        app.start_match(build_match(game_id, ["human", "normal", "normal"], 5, {}))
        for _ in range(5):
            app.dirty = True
            app.step(1 / 60)
        table = weakref.ref(app.top)
        app.pop_to_root()
        app.step(1 / 60)
        gc.collect()
        assert table() is None, [type(r).__name__ for r in gc.get_referrers(table())]
