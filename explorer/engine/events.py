"""Events: what applying an action did, each naming the rule that caused it."""

from __future__ import annotations

from dataclasses import dataclass, field


# The value types' __init__ are written out: dataclasses' generated one is interpreted code even in the compiled
# build (see melds.Meld).
@dataclass(frozen=True, slots=True, init=False)
class Event:
    """One thing that happened.

    ``rule`` is the id of the rule that caused it (``eight_cut``,
    ``revolution`` …) or ``None`` for plain game flow (a play, a pass, the
    field clearing because everyone passed).  ``en`` and ``ja`` explain it, each written for its reader (the
    Japanese writes cards and rules as a Japanese text does: ``♣1``, ``ジョーカー``, 【8切り】 — made so where it is
    written, never rewritten afterwards).  ``args`` is what a sentence template (:mod:`explorer.text.sentences`) is
    filled from, typed (seats; a :class:`~explorer.engine.melds.Meld`, a card or a card mask; rule ids; numbers),
    or ``None`` when the event has only its texts; it takes no part in comparing events.
    """

    rule: str | None
    kind: str
    player: int | None
    en: str
    ja: str
    args: tuple[tuple[str, object], ...] | None = field(default=None, compare=False)

    def __init__(self, rule: str | None, kind: str, player: int | None, en: str, ja: str,
                 args: tuple[tuple[str, object], ...] | None = None) -> None:
        object.__setattr__(self, "rule", rule)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "player", player)
        object.__setattr__(self, "en", en)
        object.__setattr__(self, "ja", ja)
        object.__setattr__(self, "args", args)

    def __str__(self) -> str:
        return f"{self.rule}: {self.en}" if self.rule else self.en


def fired_rules(events: list[Event] | tuple[Event, ...]) -> list[str]:
    """The rule ids of ``events`` in order, flow events left out."""
    return [e.rule for e in events if e.rule is not None]
