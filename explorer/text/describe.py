"""One way to say what the engine reports, in either language: :func:`describe`.

The engine's events and errors carry an English text and a Japanese one, each written for its reader where it
is made (cards as the rulebook writes them, ♠1; rules by their names, 【8切り】); this adds a refusal the name of
the rule that refuses.  Nothing here rewrites a text.

>>> from explorer.engine.errors import IllegalMoveError
>>> describe(IllegalMoveError("eight_cut", "an 8 clears the field", "8が出たので場が流れる"), "ja")
'8切り：8が出たので場が流れる'
>>> from explorer.engine.events import Event
>>> describe(Event("eight_cut", "cut", 0, "A cuts with an 8", "Aが8を出したので場が流れる"), "ja")
'Aが8を出したので場が流れる'
"""

from __future__ import annotations

from explorer.engine.errors import ExplorerError, IllegalMoveError
from explorer.engine.events import Event
from explorer.text.phrasing import refusal_line


def describe(what: Event | ExplorerError, lang: str = "en") -> str:
    """What an event or an error says, in ``lang`` (``"ja"`` or ``"en"``).

    An error about what a user typed quotes it as typed (the notation, the file's field), so its Japanese is
    shown as written; a refusal (:class:`IllegalMoveError`) is said with its rule's name.
    """
    if isinstance(what, Event):
        return what.ja if lang == "ja" else what.en
    if isinstance(what, IllegalMoveError):
        if lang == "ja" and what.ja != what.en:
            return refusal_line(what, "ja")
        return str(what)  # without a Japanese text the English stands in for it, with its rule
    return what.text(lang)
