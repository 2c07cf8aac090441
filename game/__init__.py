"""Cantina: five space-trading tabletop games."""

__version__ = "0.1.0"
