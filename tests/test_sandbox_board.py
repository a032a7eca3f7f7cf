"""The Sandbox as an analysis board (issue 28 point 3), without a browser: the other hands filled by the page
when one is dealt, who acts derived from who played the field, the link to copy, plays and refusals said in
words (a forbidden finish is last place), the card picker's tooltips, the editor folded on a phone."""

from __future__ import annotations

from html import unescape

import pytest
import yaml

from explorer.engine.cards import mask_str, parse_card, parse_cards
from explorer.widgets.i18n import Language
from explorer.widgets.sandbox import EXAMPLE, Sandbox, Setup


def settle_it(page: Sandbox) -> int:
    """The question the issue timed: A holds ♠J ♥8, B played ♦7, eight cut and J-back in force. Each line is
    one action of a user (typing a box and pressing Enter is one); returns how many."""
    page.hand_texts[0].value = "♠J ♥8"
    page.field_text.value = "B: ♦7"  # who played it and the cards: one action (issue 46)
    page.law_toggles["eight_cut"].value = True
    page.law_toggles["j_back"].value = True
    return 4


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_settle_it_question_is_answered_in_four_actions(lang: str) -> None:
    page = Sandbox(Language())
    page.language.lang = lang
    assert settle_it(page) <= 4
    st = page.game
    assert st.pending is not None and st.players[st.pending.player] == "A"
    assert st.hand_str("A") == "♥8 ♠J" and str(st.field) == "♦7" and st.field_by == 1
    assert {p for p in range(4) if st.passed >> p & 1} == {2, 3}  # C and D, dealt by the page, have passed
    legal = {r.label: r.fires for r in page.move_rows if r.legal}
    assert set(legal) == {"♥8", "♠J", "pass"}
    assert "eight_cut" in legal["♥8"] and "j_back" in legal["♠J"]
    fires = "8切り" if lang == "ja" else "Eight cut"
    assert fires in page.move_buttons["♥8"].description and "⇒" not in page.move_buttons["♥8"].description
    assert not page.message_text()
    notes = page.table_notes.value
    assert ("C、D" in notes) if lang == "ja" else ("C, D passed: A is to act" in notes)
    assert not page.setup.field_by_filled and "B: ♦7" not in notes  # B was named: nothing filled in to say
    # who acts is said in words in one place, under the table; the turn list says how it is decided, never "—"
    assert page.turn.options[0][0] == ("自動：場を出した人の次" if lang == "ja" else "Automatic: the player after the field's")
    page.move_buttons["♥8"].click()
    st = page.game
    assert st.pending is not None
    who = st.players[st.pending.player]
    assert (f"手番は{who}。" if lang == "ja" else f"{who} is to act.") in page.table_notes.value
    assert "—" not in page.turn.options[0][0] and page.turn.options[0][0] == page.turn.options[0][0].strip()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_field_without_its_player_is_filled_in_and_said(lang: str) -> None:
    """The Sandbox never sets a fact of the position silently (issue 46): cards put on the field without saying
    who played them make them the last seat's play, and the notes under the table say so and how to change it;
    naming the player (the list, or ``B: ♦7`` in the field's box) takes the note away."""
    page = Sandbox(Language())
    page.language.lang = lang
    page.hand_texts[0].value = "♠J ♥8"
    page.field_text.value = "♦7"
    assert page.setup.field_by == 3 and page.setup.field_by_filled
    said = ("場の♦7を誰が出したか指定がないので、Dが出したことにした" if lang == "ja"
            else "Nobody said who played ♦7 on the field, so the page made it D's play")
    assert said in unescape(page.table_notes.value)
    page.field_by.value = 1
    assert not page.setup.field_by_filled and said not in unescape(page.table_notes.value)
    page.field_text.value = ""
    page.field_text.value = "♦9"  # the field's player stays B: nothing filled in
    assert page.setup.field_by == 1 and not page.setup.field_by_filled
    page.clear_button.click()
    page.target.value = "field"
    page.pick_buttons[parse_card("♦7")].value = True  # the picker fills the player in too, and says it
    assert page.setup.field_by_filled and said in unescape(page.table_notes.value)
    page.field_text.value = "B: ♦7"
    assert page.setup.field_by == 1 and not page.setup.field_by_filled and said not in unescape(page.table_notes.value)
    page.field_text.value = "E: ♦7"  # no such player: said, nothing changed
    assert page.setup.field_by == 1 and ("'E'" in page.message_text())


def test_the_page_fills_the_other_hands_to_the_size_of_the_dealt_one() -> None:
    page = Sandbox()
    page.clear_button.click()
    assert page.setup.filled == frozenset({0, 1, 2, 3}) and not any(page.setup.hands)
    page.target.value = "hand:0"
    page.pick_buttons[parse_card("♠J")].value = True
    assert [h.bit_count() for h in page.setup.hands] == [1, 1, 1, 1] and page.setup.filled == {1, 2, 3}
    assert page.game.pending is not None and page.game.pending.player == 0  # it computes at once
    page.pick_buttons[parse_card("♥8")].value = True
    hands = page.setup.hands
    assert [h.bit_count() for h in hands] == [2, 2, 2, 2] and page.setup.clash() is None
    assert [b.value for b in page.hand_texts] == [mask_str(h) for h in hands]  # the boxes show them
    # a card of a filled hand may be picked elsewhere: that hand takes another one
    c_card = next(c for c in range(52) if page.setup.hands[2] >> c & 1)
    assert not page.pick_buttons[c_card].disabled
    page.target.value = "field"
    page.pick_buttons[c_card].value = True
    assert not page.setup.hands[2] >> c_card & 1 and page.setup.hands[2].bit_count() == 2
    assert page.setup.clash() is None and not page.message_text()


def test_filling_is_the_same_every_time_and_never_a_joker() -> None:
    a = Setup(hands=(parse_cards("♠J ♥8 ♣3"), 0, 0, 0), filled=frozenset({1, 2, 3})).filled_in()
    b = Setup(hands=(parse_cards("♠J ♥8 ♣3"), 0, 0, 0), filled=frozenset({1, 2, 3})).filled_in()
    assert a == b and all(h.bit_count() == 3 for h in a.hands)
    assert not any(h >> 52 for h in a.hands)
    # a hand the user dealt is never touched; one dealt by the page keeps the cards nobody else took
    kept = Setup(hands=(parse_cards("♠J"), parse_cards("♠3"), 0, 0), filled=frozenset({2, 3})).filled_in()
    assert kept.hands[1] == parse_cards("♠3") and kept.hands[0] == parse_cards("♠J")


def test_without_filling_the_engine_decides_who_acts() -> None:
    page = Sandbox()
    page.autofill.value = False
    assert page.setup.filled == frozenset()
    page.clear_button.click()
    page.hand_texts[0].value = "♠J ♥8"
    page.hand_texts[2].value = "♣3"
    page.field_text.value = "♦7"
    page.field_by.value = 1
    assert page.setup.hands[1] == 0 and page.setup.hands[3] == 0
    assert page.game.pending is not None and page.game.pending.player == 2  # the next player holding cards


def test_a_forbidden_finish_says_it_is_last_place() -> None:
    page = Sandbox()
    page.language.lang = "en"
    page.hand_texts[0].value = "♠2"
    text = page.move_buttons["♠2"].description
    assert "forbidden finish: last place" in text and "dx-forbidden-finish" in page.move_buttons["♠2"]._dom_classes
    page.language.lang = "ja"
    assert "禁止上がり：このラウンドは最下位になる" in page.move_buttons["♠2"].description


def test_refusal_groups_count_in_words() -> None:
    page = Sandbox()
    page.language.lang = "en"
    page.hand_texts[0].value = "♠3 ♠4 ♥9"
    page.field_text.value = "♦7"
    html = "".join(getattr(w, "value", "") for w in page.moves_box.children)
    assert "×" not in html and "dx-count" in html and "in this group)" in html
    page.language.lang = "ja"
    html = "".join(getattr(w, "value", "") for w in page.moves_box.children)
    assert "×" not in html and "通り）" in html


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_card_of_the_picker_has_a_tooltip(lang: str) -> None:
    page = Sandbox()
    page.language.lang = lang
    tips = [b.tooltip for b in page.pick_buttons.values()]
    assert len(tips) == 54 and all(tips) and not any("null" in x for x in tips)
    assert tips[0].startswith("♠3" if lang == "en" else "♠3：")


def test_the_copy_link_button_and_the_link_open_the_same_position() -> None:
    page = Sandbox()
    page.language.lang = "en"
    settle_it(page)
    assert 'class="dx-copy-link' in page.copy_link.value and "Copy link" in page.copy_link.value
    assert "kept in the page&#x27;s address" in page.copy_link.value
    saved = yaml.safe_load(page.scenario_text())
    assert saved["start"]["turn"] == "A"  # the derived turn is written out: the link needs no filling
    other = Sandbox()
    other.from_request({"pos": page.link_query()[4:]})
    assert other.game.pending is not None and other.game.players[other.game.pending.player] == "A"
    assert other.game.hands == page.game.hands and other.game.passed == page.game.passed


def test_the_editor_folds_on_a_phone_only() -> None:
    page = Sandbox()
    assert "dx-editor-folded" in page._dom_classes and not page.edit_toggle.value
    page.edit_toggle.value = True
    assert "dx-editor-folded" not in page._dom_classes
    assert page.edit_toggle.description == "編集欄を閉じる"
    from explorer.widgets.sandbox import STYLE
    assert "@media (max-width:700px)" in STYLE and ".dx-editor-folded .dx-editor-body{display:none}" in STYLE
    children = page.children[-1].children
    assert children[0] is page.play_column and children[1] is page.editor  # the table and the answer first


def test_the_example_opens_as_a_deal_of_the_page() -> None:
    assert EXAMPLE.filled == frozenset({0, 1, 2, 3})
    page = Sandbox()
    page.hand_texts[1].value = "♣4 ♠9"  # B's hand is the user's now; the others follow it
    assert page.setup.filled == frozenset({0, 2, 3})
    assert [h.bit_count() for h in page.setup.hands] == [2, 2, 2, 2]


def test_no_widget_is_left_without_a_tooltip() -> None:
    """An unset tooltip shows as "null" in the browser (the hidden label of every HTML widget carries it)."""
    page = Sandbox()
    page.hand_texts[0].value = "♠J ♥8"
    page.players_text.value = "A B C D E"
    page.players_apply.click()
    page.analyse()
    missing, stack = [], [page]
    while stack:
        w = stack.pop()
        if "tooltip" in w.keys and w.tooltip is None:
            missing.append(type(w).__name__)
        stack.extend(getattr(w, "children", ()))
    assert not missing, missing
