"""Captain of the Stars: a captain's player board (rulebook "Player board
and health gem", "Upgrade Modules", "Crew Cards"): where the ship is, its
resources, VP and BP, health, the level of each module, the crew and the
kills; and `who`, how the texts name a seat."""
from __future__ import annotations


def who(seat: int) -> str:
    return f"Player {seat + 1}"


class Player:
    __slots__ = ("pos", "resources", "vp", "bp", "health", "weapon", "shields", "engine", "crew", "kills")

    def copy(self) -> "Player":
        p = Player.__new__(Player)
        p.pos = self.pos
        p.resources = self.resources
        p.vp = self.vp
        p.bp = self.bp
        p.health = self.health
        p.weapon = self.weapon
        p.shields = self.shields
        p.engine = self.engine
        p.crew = list(self.crew)
        p.kills = self.kills
        return p

    def level(self, module: str) -> int:
        return getattr(self, module)

    def upgrades(self) -> int:
        return self.weapon + self.shields + self.engine - 3

    def __repr__(self):
        return (f"P(pos={self.pos}, res={self.resources}, vp={self.vp}, bp={self.bp}, hp={self.health}, "
                f"mods={self.weapon}{self.shields}{self.engine}, crew={self.crew}, kills={self.kills})")
