"""The ``uecda`` table: the rules of the UEC Computer Daihinmin contest (UECda) as its referee server enforces them.

Read from tndhms 0.29, the server in the public repository YuriCat/FujiGokoroUECda (``src/server/server.cc``,
``external.hpp``; GPL-3, read for the facts only, none of it copied): five players, 53 cards (one joker); groups
and sequences (:mod:`.stairs`); revolution by a group of four or more (the base rule) or a sequence of five or more
(the classic sequence revolution at its UECda length); the lock on exactly the same suits (:mod:`.lock`); eight cut
(any play holding an 8, a joker standing for one too); a ♠3 beats a lone joker and clears the field (the classic
spade-3 return); passes that hold until the field clears and refused plays that count as passes (:mod:`.trick`);
no forbidden finish, no fall of the capital, the exchange by class from the second game (:mod:`.classes`, the
classic rank exchange); the ♦3's holder leads every game (:mod:`.start`); the seats drawn again every three
games and the classes forgotten every hundred (:class:`UecdaTable`).  Off, as on the server: forbidden finish,
5 skip, 6 reverse, 11 back.

Code outside :mod:`explorer.rules` asks this table (:data:`UECDA`) what it needs and names no rule.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.engine.contract import Rule
from explorer.engine.game import TableOptions
from explorer.rules.cards.c09_eight_cut import EightCut
from explorer.rules.classic.rank_exchange import SIMULTANEOUS, RankExchange
from explorer.rules.classic.sequence_revolution import LENGTH_OPTION, SequenceRevolution
from explorer.rules.classic.spade3_return import Spade3Return
from explorer.rules.uecda.classes import Classes, server_pick
from explorer.rules.uecda.lock import Lock
from explorer.rules.uecda.stairs import Stairs
from explorer.rules.uecda.start import Diamond3Start
from explorer.rules.uecda.trick import Trick

__all__ = ["RULES", "UECDA", "UecdaTable", "server_pick"]

RULES: tuple[type[Rule], ...] = (Trick, Stairs, Lock, Classes, Diamond3Start)
"""The rules this table adds to the catalogue (ids ``uecda.…``)."""


@dataclass(frozen=True)
class UecdaTable:
    """A table preset: its rules in force (all laws), its deck options, and the match's numbers."""

    id: str
    ja: str
    en: str
    laws: tuple[type[Rule], ...]
    options: tuple[tuple[str, object], ...]
    players: int
    """How many play (the server's ``N_PLAYERS``)."""
    seat_change_every: int
    """The seats are drawn again before game 1 and every this many games after (``RULE_SEKIGAE_NUM``)."""
    classes_reset_every: int
    """The classes are forgotten (no exchange, the dealer any seat) at game 1 and every this many games after
    (``FLASH_MIBUN_NUMBER``)."""
    big_hands: int
    """How many seats, from the dealer's, get one card more (53 cards among five: 11, 11, 11, 10, 10)."""

    @property
    def law_ids(self) -> tuple[str, ...]:
        return tuple(r.id for r in self.laws)

    def table_options(self) -> TableOptions:
        return TableOptions(rounds=1, deck=self.options)

    def exchanges_in(self, game: int) -> bool:
        """Whether game ``game`` (1-based in its match) begins with the exchange by class."""
        return (game - 1) % self.classes_reset_every != 0

    def seats_drawn_in(self, game: int) -> bool:
        """Whether the seats may change before game ``game`` (1-based)."""
        return (game - 1) % self.seat_change_every == 0

    def hand_sizes(self, dealer_seat: int, cards: int = 53) -> tuple[int, ...]:
        """How many cards each seat is dealt, one at a time from ``dealer_seat`` (the 大富豪's)."""
        out = [0] * self.players
        for i in range(cards):
            out[(dealer_seat + i) % self.players] += 1
        return tuple(out)


UECDA = UecdaTable(
    "uecda", "コンピュータ大富豪大会（UECda）", "UECda (computer Daihinmin contest)",
    (Trick, Stairs, Lock, EightCut, Spade3Return, SequenceRevolution, RankExchange, Classes, Diamond3Start),
    ((LENGTH_OPTION, 5), (SIMULTANEOUS, False)),
    players=5, seat_change_every=3, classes_reset_every=100, big_hands=3,
)
"""The UECda table (tndhms 0.29's defaults)."""
