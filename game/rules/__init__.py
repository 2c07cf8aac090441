"""Pure rules of every game (no pygame).  See core.py for the protocol."""
