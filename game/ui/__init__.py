"""Pygame presentation helpers: theme, asset cache, drawing, widgets,
animation and sound.  Everything draws in logical 1920x1080 coordinates."""
