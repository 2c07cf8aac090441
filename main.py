"""Cantina entry point: `python main.py` opens the menu; see --help."""
import multiprocessing
import sys

from game.cli import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # needed by frozen builds if bots run in 'spawn' processes
    sys.exit(main())
