"""One way to say what the engine reports, in either language: :func:`describe`.

The engine's events and errors carry an English text and a Japanese one written with the engine's notation
(cards as ``♠A``, rules by id); this is where a Japanese text becomes Japanese as a reader sees it (rules by
their names, 【8切り】; cards as the rulebook writes them, ♠1; a refusal with the name of the rule that refuses).

>>> from explorer.engine.errors import IllegalMoveError
>>> describe(IllegalMoveError("eight_cut", "an 8 clears the field", "8が出たので場が流れる"), "ja")
'8切り：8が出たので場が流れる'
>>> from explorer.engine.events import Event
>>> describe(Event("eight_cut", "cut", 0, "A cuts with an 8", "JKとeight_cut"), "ja")
'ジョーカーと【8切り】'
"""

from __future__ import annotations

from explorer.engine.errors import ExplorerError, IllegalMoveError
from explorer.engine.events import Event
from explorer.text.phrasing import ja_text, refusal_ja
from explorer.text.sentences import sentence, templated


def describe(what: Event | ExplorerError, lang: str = "en") -> str:
    """What an event or an error says, in ``lang`` (``"ja"`` or ``"en"``).

    An error about what a user typed quotes it as typed (the notation, the file's field), so its Japanese is
    shown as written; a refusal (:class:`IllegalMoveError`) is phrased the Japanese way, with its rule's name;
    an event's Japanese has no id and no English notation.
    """
    if isinstance(what, Event):
        return _event(what, lang)
    if isinstance(what, IllegalMoveError):
        if lang == "ja" and what.ja != what.en:
            return refusal_ja(what.rule, what.ja, what.names)
        return str(what)  # without a Japanese text the English stands in for it, with its rule
    return what.text(lang)


def _event(event: Event, lang: str) -> str:
    if lang != "ja":
        return event.en
    if event.names and event.args is not None and _card_like_a_name(event) and templated(event):
        return sentence(event, "ja", event.names)  # said from its template: the names and the cards apart
    return ja_text(event.ja, event.names)


def _card_like_a_name(event: Event) -> bool:
    """A card this event names is written as a player's name is (a player called ``JK``, a joker given)."""
    names = set(event.names)
    return any(key in ("cards", "card", "laid", "shown") and set(str(value).split()) & names
               for key, value in event.args or ())
