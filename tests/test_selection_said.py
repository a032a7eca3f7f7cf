"""A selected card is announced (issue 28, keyboard and screen readers): each tap that selects or unselects a card
in Play's hand, and each pick in the Sandbox's card picker, is said in the page's language on the ``dx-said`` line
(read out by a screen reader, not shown: 「♠3を選択」, "♠3 selected"). The browser side (``aria-pressed``, the live
region) is tested in tests/browser/test_selection_announced.py."""

from __future__ import annotations

import pytest

from explorer.engine.actions import Action
from explorer.engine.cards import parse_card
from explorer.engine.state import State
from explorer.widgets.cards_view import BUTTON_CARD_CSS, CARD_CSS, SAID_CSS
from explorer.widgets.i18n import Language
from explorer.widgets.play_hand import PICK, PLAY, HandPicker
from explorer.widgets.sandbox import DISCARD, FIELD, STYLE, Sandbox
from explorer.widgets.sandbox.position import HAND


def hand_of(lang: str, mode: str = PLAY) -> tuple[HandPicker, list[Action]]:
    played: list[Action] = []
    state = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥7 ♦7 ♣A", "B": "♣4", "C": "♣5"})
    picker = HandPicker(played.append, lambda: lang)
    picker.show(state, 0, mode, "")
    return picker, played


def tap(picker: HandPicker, card: str) -> None:
    button = next(b for c, b in picker.cards if c == parse_card(card))
    button.value = not button.value


@pytest.mark.parametrize(("lang", "said"), [
    ("ja", ["♥7を選択", "♦7を選択（選択中：♥7 ♦7）", "♥7の選択を解除（選択中：♦7）", "♦7の選択を解除"]),
    ("en", ["♥7 selected", "♦7 selected (selected: ♥7 ♦7)", "♥7 unselected (selected: ♦7)", "♦7 unselected"]),
])
def test_a_card_selected_in_plays_hand_is_said(lang: str, said: list[str]) -> None:
    picker, played = hand_of(lang)
    assert "dx-said" in picker.said._dom_classes and picker.said in picker.children
    assert picker.said.value == ""
    heard = []
    for card in ("♥7", "♦7", "♥7", "♦7"):  # ♥7 ♦7 are a pair too: a tap selects, it does not play
        tap(picker, card)
        heard.append(picker.said.value)
    assert heard == said
    assert not played


def test_a_tap_that_plays_at_once_is_not_said_as_a_selection() -> None:
    picker, played = hand_of("en")
    tap(picker, "♠3")  # a lone ♠3 is its only play: the tap plays it
    assert played and "selected" not in picker.said.value


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_cards_picked_for_the_trim_are_said(lang: str) -> None:
    picker, _ = hand_of(lang, PICK)
    tap(picker, "♣A")
    assert picker.said.value == ("♣1を選択" if lang == "ja" else "♣A selected")  # the ace is 1 in Japanese


@pytest.mark.parametrize(("lang", "put", "taken", "field"), [
    ("ja", "♠8をAの手札に置いた", "♠8をAの手札から外した", "♥9を場に置いた"),
    ("en", "♠8 put in A's hand", "♠8 taken out of A's hand", "♥9 put in the field"),
])
def test_a_card_picked_in_the_sandbox_is_said_with_its_place(lang: str, put: str, taken: str, field: str) -> None:
    page = Sandbox(Language(lang=lang))
    assert "dx-said" in page.said._dom_classes
    page.target.value = f"{HAND}0"
    page.pick_buttons[parse_card("♠8")].value = True
    assert page.said.value == put.replace("'", "&#x27;")
    page.pick_buttons[parse_card("♠8")].value = False
    assert page.said.value == taken.replace("'", "&#x27;")
    page.target.value = FIELD
    page.pick_buttons[parse_card("♥9")].value = True
    assert page.said.value == field
    page.target.value = DISCARD
    page.pick_buttons[parse_card("♥9")].value = True  # already on the field: refused, and the reason is said
    assert page.said.value and page.said.value != field and page.message_text() in page.said.value


def test_the_said_line_is_hidden_from_sight_on_every_page_that_has_one() -> None:
    assert "clip" in SAID_CSS and ".dx-said" in SAID_CSS
    for css in (BUTTON_CARD_CSS, CARD_CSS, STYLE):
        assert SAID_CSS in css
