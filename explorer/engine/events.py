"""Events: what applying an action did, each naming the rule that caused it."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Final


# The value types' __init__ are written out: dataclasses' generated one is interpreted code even in the compiled
# build (see melds.Meld).
@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened.

    ``rule`` is the id of the rule that caused it (``eight_cut``,
    ``revolution`` …) or ``None`` for plain game flow (a play, a pass, the
    field clearing because everyone passed).  ``en`` and ``ja`` explain it.  ``args`` is what a sentence
    template (:mod:`explorer.text.sentences`) is filled from (seats, cards as notation, rule ids, numbers), or
    ``None`` when the event has only its texts; it takes no part in comparing events. The Japanese text is
    written with the engine's notation (rules by id, cards as ``♠A``); :func:`explorer.text.describe` says it
    as a reader reads it.
    """

    rule: str | None
    kind: str
    player: int | None
    en: str
    ja: str
    args: tuple[tuple[str, object], ...] | None = field(default=None, compare=False)
    names: tuple[str, ...] = field(default=(), compare=False)
    """The players' names by seat, set only when one reads like card notation (a player called ``JK``: see
    :meth:`named`): the Japanese text then leaves the names as they are and writes the cards apart."""

    def __init__(self, rule: str | None, kind: str, player: int | None, en: str, ja: str,
                 args: tuple[tuple[str, object], ...] | None = None, names: tuple[str, ...] = ()) -> None:
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "en", en)
        object.__setattr__(self, "ja", ja)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "names", names)

    def named(self, names: tuple[str, ...]) -> Event:
        """This event with the players' ``names`` by seat, for its Japanese text (the state adds them only when
        a name reads like card notation)."""
        return Event(self.rule, self.kind, self.player, self.en, self.ja, self.args, names)

    def __str__(self) -> str:
        return f"{self.rule}: {self.en}" if self.rule else self.en


def fired_rules(events: list[Event] | tuple[Event, ...]) -> list[str]:
    """The rule ids of ``events`` in order, flow events left out."""
    return [e.rule for e in events if e.rule is not None]


_GUARDED: Final[dict[tuple[str, ...], tuple[str, ...]]] = {}
_NOTATION_LIKE: Final = re.compile(r"JK|[♠♥♦♣［=]|(?<![A-Za-z])[a-z]+(?:[_.][a-z0-9]+)+|^[a-z]+$| as ")
"""What the Japanese text layer rewrites: jokers, cards, ``=`` faces, rule ids (lowercase words, with ``_`` or ``.``)."""


def guarded_names(players: tuple[str, ...]) -> tuple[str, ...]:
    """The names of ``players`` that Japanese text might read as card notation or a rule id (a player called
    ``JK``, ``♠3`` or a rule id), made once per seating: those texts must leave them as they are. It may
    name more than need it (naming costs a copy of each event, never a different text)."""
    got = _GUARDED.get(players)
    if got is None:
        if len(_GUARDED) >= 256:
            _GUARDED.clear()
        got = _GUARDED[players] = tuple(n for n in players if _NOTATION_LIKE.search(n))
    return got
