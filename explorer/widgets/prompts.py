"""How a page asks for a rule's pending choice (:attr:`State.choice`): whose choice it is and which rule asks,
in the reader's language; the options are the buttons below it.

A rule's own prompt (``ChoiceRequest.en`` / ``.ja``) is written about a third person with the player's name
glued in ("Tax: A takes one of …"); the pages never show it.  Play speaks to the human ("Your choice
(Tax)…"), the Sandbox names the player to act ("A's choice (Tax)…").

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], laws=["pull_out"], hands={"A": "♠K ♠3", "B": "♦4", "C": "♣4"},
...                         field="♦5", field_by="C", turn="A")
>>> _ = s.push(s.parse_action("A plays ♠K"))
>>> choice_prompt(s, "en")
'Your choice (Pull out): pick one of the actions below.'
>>> choice_prompt(s, "en", "A"), choice_prompt(s, "ja", "A")
("A's choice (Pull out): pick one of the actions below.", 'Aが選ぶ（引き抜き）：下の行動から1つ選ぶ。')
"""

from __future__ import annotations

from explorer.text.phrasing import label
from explorer.engine.state import State
from explorer.widgets.i18n import t


def choice_prompt(state: State, lang: str, name: str | None = None) -> str:
    """The line above a pending choice's options: the reader's own (``name`` ``None``) or ``name``'s."""
    choice = state.choice
    rule = label(choice.rule, lang) if choice is not None and choice.rule else ""
    if name is None:
        return t("play_turn_choice_rule" if rule else "play_turn_choice_any", lang).format(rule=rule)
    return t("choice_of_rule" if rule else "choice_of_any", lang).format(rule=rule, name=name)
