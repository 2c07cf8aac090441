"""Cantina entry point: `python main.py` opens the menu; see --help."""
import sys

from game.cli import main

if __name__ == "__main__":
    sys.exit(main())
