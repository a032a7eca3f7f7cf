"""The Sandbox page: set up any position, see what the player to act may do and which rule says so.

The page is a thin view over the engine.  What the user builds is a :class:`Setup` (players, rules, where
every card lies, the state of play, :mod:`.position`); :meth:`Setup.build` turns it into a
:class:`~explorer.engine.state.State` with :meth:`State.from_position <explorer.engine.state.State.from_position>`, the
single source of truth.  The page (:mod:`.page`) is put together from its parts: editing the set-up
(:mod:`.editing`), the move list with its grouped refusals (:mod:`.moves_view`), save / load / link
(:mod:`.saving`), the Analyse view over the solver (:mod:`.analysis_view`).
"""

from explorer.widgets.sandbox.analysis_view import AnalysisPart
from explorer.widgets.sandbox.editing import EditingPart
from explorer.widgets.sandbox.moves_view import MAX_BUTTONS, MoveRow, MovesPart, rule_label
from explorer.widgets.sandbox.page import STYLE, Sandbox, sandbox_page
from explorer.widgets.sandbox.position import (
    DISCARD,
    EXAMPLE,
    EXTRA_KEYS,
    FIELD,
    HAND,
    HISTORY,
    Setup,
    _error_texts,
    _renumber,
)
from explorer.widgets.sandbox.saving import ABOUT_KEYS, SavingPart

__all__ = [
    "ABOUT_KEYS", "AnalysisPart", "DISCARD", "EXAMPLE", "EXTRA_KEYS", "FIELD", "HAND", "HISTORY", "MAX_BUTTONS", "STYLE",
    "EditingPart", "MoveRow", "MovesPart", "Sandbox", "SavingPart", "Setup", "_error_texts", "_renumber",
    "rule_label", "sandbox_page",
]
