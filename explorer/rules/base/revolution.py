"""Base rule: revolution (革命).

A revolution is this rule's data (:class:`~explorer.rules.base.round_state.InRevolution`: it inverts strength until
the round ends); every rule that makes one flips it, and notes :data:`REVOLUTION_MADE` for the rules that answer a
revolution later in the same play.  How many cards make one is :data:`REVOLUTION_SIZE`, a number other rules change
(card 07: three).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from explorer.engine.melds import MeldKind
from explorer.engine.contract import PlayContext, Rule
from explorer.engine.table_values import Mark, Note, Number
from explorer.rules.base.round_state import InRevolution as InRevolution  # its state (see that module)

if TYPE_CHECKING:
    from explorer.engine.melds import Meld
    from explorer.engine.contract import Table

REVOLUTION_SIZE: Final = Number("revolution_size", 4)
"""How many cards played at once make a revolution for a player (4; card 07 makes it 3)."""
SEQUENCES_REVOLT: Final = Number("sequences_revolt", 1)
"""1 by default; a rule sets it to 0 for a player whose sequences are never a revolution by their size (a deck
whose sequences carry no revolution: Arcasino's stairs)."""
REVOLUTION_MADE: Final = Note("revolution_made")
"""This play made a revolution (or a counter-revolution): noted by the rule that made it."""
NO_REVOLUTION: Final = 99
"""The revolution size while no rule in force makes revolutions: no play is one."""


def revolution_size(state: Table, player: int) -> int:
    """How many cards played at once make a revolution for ``player`` (:data:`REVOLUTION_SIZE`, as the rules in
    force make it); with no rule in force that makes revolutions, no play is one."""
    rules = state.rules
    if not rules.makes_revolutions:
        return NO_REVOLUTION
    value = REVOLUTION_SIZE.default
    for r in rules.adjust:
        value = r.adjust(state, REVOLUTION_SIZE, player, value)
    return value


def revolt(state: Table, ctx: PlayContext) -> bool:
    """Make a revolution (or, during one, a counter-revolution) with the play ``ctx``: flip it and note
    :data:`REVOLUTION_MADE`.  Returns whether a revolution holds now."""
    on = not state.rule_data(InRevolution).value
    state.set_rule_data(InRevolution(on))
    ctx.note(REVOLUTION_MADE)
    return on


def sequences_revolt(state: Table, player: int) -> bool:
    """Whether ``player``'s sequences revolt by their size, as groups do (no rule in force sets
    :data:`SEQUENCES_REVOLT` to 0)."""
    return all(r.adjust(state, SEQUENCES_REVOLT, player, 1) for r in state.rules.adjust)


def size_revolts(state: Table, player: int, laid: Meld) -> bool:
    """Whether ``laid`` is a revolution by its size alone (the base rule)."""
    if laid.size < revolution_size(state, player):
        return False
    return laid.kind is not MeldKind.SEQUENCE or sequences_revolt(state, player)


class Revolution(Rule):
    id = "revolution"
    suit_blind = True
    counted = {"revolution": "revolutions"}
    ja = "革命"
    en = "Revolution"
    law_ja = "カードを4枚まとめて出すと、革命が起き、カードの強さが逆転する。効果はラウンドが終わるまで継続する。"
    law_en = (
        "Playing 4 cards at once makes a revolution: card strength is inverted until the round "
        "ends. Another revolution inverts it back."
    )
    base = True
    owns = frozenset({Mark.REVOLUTION})

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not size_revolts(state, ctx.player, ctx.laid):
            return
        if revolt(state, ctx):
            ctx.fire(self, "revolution", "Revolution! Strength is inverted until the round ends.",
                     "革命！ラウンドが終わるまでカードの強さが逆転する。")
        else:
            ctx.fire(self, "revolution", "Counter-revolution: strength is back to normal.",
                     "革命返し：カードの強さが元に戻る。")
