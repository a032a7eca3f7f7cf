"""Daifugō rule explorer (大富豪ルールエクスプローラー): the rules engine.

The entry point is :class:`State` (a moment of a game) built from a
:class:`Game` (a table) or from a position; rules live in
:mod:`explorer.rules`, one module per rule card.

>>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♠4", "B": "♥5", "C": "♦6"})
>>> len(s.legal_actions), s.parse_action("A plays ♠4") in s.legal_actions
(2, True)
"""

from explorer._build import Build, select

BUILD: Build = select()
"""Which engine this process runs: compiled (mypyc) or pure Python, and why (:mod:`explorer._build`)."""

from explorer.rules.catalogue import STANDARD_BOOK  # the rules package installs the standard rule book
from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import Card, CardMask, card_str, mask_str, parse_card, parse_cards
from explorer.engine.errors import (
    ExplorerError,
    IllegalMoveError,
    NotationError,
    PositionError,
    RuleError,
    ScenarioError,
)
from explorer.engine.events import Event
from explorer.engine.melds import Meld, MeldKind, parse_meld
from explorer.engine.state import DecisionKind, Game, Mode, Pending, Phase, State, TableOptions

__all__ = [
    "BUILD", "STANDARD_BOOK", "Action", "Build", "Card", "CardMask", "Choose", "DecisionKind", "Event", "ExplorerError", "Game",
    "Give", "IllegalMoveError", "Meld", "MeldKind", "Mode", "NameStart", "NotationError", "Pass",
    "Pending", "Phase", "Pick", "Play", "PositionError", "RuleError", "ScenarioError", "State",
    "TableOptions", "Trim", "card_str", "mask_str", "parse_card", "parse_cards", "parse_meld",
]
