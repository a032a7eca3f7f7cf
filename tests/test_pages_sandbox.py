"""The Sandbox page without a browser: the page object is driven through its widgets, as a user would."""

from __future__ import annotations

from dataclasses import replace

import json
import re
from collections.abc import Iterator
from datetime import datetime, timezone
from pathlib import Path

import ipywidgets as widgets
import pytest
import yaml

from explorer.engine.cards import parse_card, parse_cards
from explorer.rules.catalogue import CARDS
from explorer.scenarios.model import parse_scenario
from explorer.widgets.deck_choice import deck_of
from explorer.widgets.sandbox import DISCARD, FIELD, Sandbox, Setup, sandbox_page

ROOT = Path(__file__).resolve().parent.parent


def classes(w: widgets.Widget) -> list[str]:
    return list(w._dom_classes)


def pick(page: Sandbox, target: str, cards: str) -> None:
    """Click cards into ``target`` with the card picker."""
    page.target.value = target
    for token in cards.split():
        page.pick_buttons[parse_card(token)].value = True


def typed(page: Sandbox, index: int, text: str) -> None:
    """Type notation into a hand's box and press its Apply button."""
    page.hand_texts[index].value = text
    page.hand_applies[index].click()


def set_house(page: Sandbox, seat: int, rule: str) -> None:
    """Press ``rule`` as ``seat``'s house rule, as a user does: the player, the rule's deck, the toggle."""
    page.house_player.value = seat
    page.deck.value = deck_of(rule)
    page.house_toggles[rule].value = True


def row(page: Sandbox, label: str):  # type: ignore[no-untyped-def]
    return next(r for r in page.move_rows if r.label == label)


@pytest.fixture
def page() -> Iterator[Sandbox]:
    """A page with every card taken off the table (it opens on an example position)."""
    p = sandbox_page()
    assert isinstance(p, Sandbox)
    p.autofill.value = False  # these tests deal every hand themselves (tests/test_sandbox_board.py: filling)
    p.clear_button.click()
    assert not any(p.setup.hands) and p.game.move_stack == [] and not p.setup.filled
    seen: list[str] = []
    p.message.observe(lambda change: seen.append(change["new"]), names="value")
    yield p
    bugs = [m for m in seen if "Internal error" in m or "内部エラー" in m]
    assert not bugs, bugs  # a handler raised: the page caught it, but it is a bug


def test_the_example_position_reacts_to_a_pick_and_a_law() -> None:
    page = Sandbox()
    assert page.game.pending is not None and page.game.player_name(page.game.turn) == "A"
    before = [(r.label, r.legal) for r in page.move_rows]
    assert ("♥3", True) in before
    page.pick_buttons[parse_card("♠8")].value = True  # into A's hand, the default target
    assert ("♠8", True) in [(r.label, r.legal) for r in page.move_rows]
    label = page.move_buttons["♠8"].description
    page.law_toggles["eight_cut"].value = True
    assert page.move_buttons["♠8"].description != label and "8切り" in page.move_buttons["♠8"].description


def test_the_page_builds_with_its_css_classes(page: Sandbox) -> None:
    assert "dx-page-sandbox" in classes(page)
    assert page.language.lang == "ja"
    assert len(page.pick_buttons) == 54
    assert "dx-card-S3" in classes(page.pick_buttons[parse_card("♠3")])
    assert "dx-card-H10" in classes(page.pick_buttons[parse_card("♥10")])
    assert all("dx-pick" in classes(b) for b in page.pick_buttons.values())
    assert {c.id for c in CARDS} <= set(page.law_toggles)  # and the other decks' rules (below)
    assert "dx-law-eight_cut" in classes(page.law_toggles["eight_cut"])
    for w, css in ((page.moves_box, "dx-moves"), (page.message, "dx-message"), (page.undo_button, "dx-undo"),
                   (page.graph_box, "dx-graph")):
        assert css in classes(w)
    assert page.setup.players == ("A", "B", "C", "D")
    assert [o for o, _ in page.house_player.options] == ["Aの家訓", "Bの家訓", "Cの家訓", "Dの家訓"]
    assert "dx-house-player" in classes(page.house_player)
    assert [b for b in page.house_box.children] == [page.house_toggles[c.id] for c in CARDS]  # one grid
    assert all("dx-house" in classes(b) for b in page.house_box.children)


def test_picking_cards_and_a_law_changes_the_moves_and_eight_cut_clears(page: Sandbox) -> None:
    pick(page, "hand:0", "♠8 ♥8")
    pick(page, "hand:1", "♣3")
    assert page.game.hand_str("A") == "♠8 ♥8"
    assert page.pick_buttons[parse_card("♠8")].disabled  # B is the target now: A's cards are elsewhere
    assert [r.label for r in page.move_rows if r.legal] == ["♠8", "♥8", "♠8 ♥8"]
    assert row(page, "♠8").fires == ()
    page.law_toggles["eight_cut"].value = True
    assert page.game.laws == ("eight_cut",)
    assert "eight_cut" in row(page, "♠8").fires
    assert "8切り" in page.move_buttons["♠8"].description
    page.move_buttons["♠8"].click()
    assert page.game.field is None
    assert "eight_cut" in [e.rule for e in page.events]
    assert 'data-rule="eight_cut"' in page.events_view.value
    assert page.game.hand_str("A") == "♥8"


def test_an_illegal_move_shows_the_rule_that_forbids_it(page: Sandbox) -> None:
    typed(page, 0, "♠5 ♥5 ♦5 JK ♠8")
    typed(page, 1, "♣3")
    page.law_toggles["magician_exile"].value = True
    bad = row(page, "♠5 ♥5 ♦5 JK=♣5")
    assert not bad.legal and bad.rule == "magician_exile"
    html = "".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    assert 'class="dx-move-illegal' in html and 'data-rule="magician_exile"' in html
    assert "魔術師追放" in html and bad.ja in html
    page.language.lang = "en"
    html = "".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    assert "Magician exile" in html and bad.en in html
    # a weaker card on the field: refused by the base rule, named too
    pick(page, FIELD, "♦9")
    assert page.setup.field_by == 3 and page.game.field is not None
    weak = row(page, "♠8")
    assert not weak.legal and weak.rule == "group" and "weaker" in weak.en


def test_bad_notation_shows_a_message_and_keeps_the_previous_hand(page: Sandbox) -> None:
    typed(page, 0, "♠3 ♥10 JK")
    typed(page, 1, "♣4")
    before = page.game
    typed(page, 0, "♠3 ♠11")
    assert "'♠11'" in page.message_text()
    assert page.setup.hands[0] == parse_cards("♠3 ♥10 JK")
    assert page.game is before and page.game.hand_str("A") == "♠3 ♥10 JK"
    assert page.hand_texts[0].value == "♠3 ♠11"  # the bad input stays in its box
    assert "dx-msg-error" in page.message.value


def test_a_card_in_two_places_is_refused(page: Sandbox) -> None:
    typed(page, 0, "♠3")
    typed(page, 1, "♠3 ♣4")
    assert "♠3" in page.message_text() and "Aの手札" in page.message_text()
    assert page.setup.hands[1] == 0
    typed(page, 3, "♦9")
    typed(page, 1, "♦9")  # D holds it; D comes after B
    assert "Dの手札" in page.message_text() and page.hand_texts[1].value == "♦9"
    assert page.pick_buttons[parse_card("♦9")].disabled  # the picker (on A's hand) shows it taken


def test_an_impossible_position_keeps_the_last_good_one(page: Sandbox) -> None:
    typed(page, 0, "♠3")
    typed(page, 1, "♣4")
    good = page.game
    page.turn.value = 2  # C holds no cards
    assert "手番" in page.message_text()  # the field named in the reader's language
    assert page.game is good and page.setup.turn == 2 and page.turn.value == 2
    page.turn.value = 1
    assert page.game.turn == 1 and page.message_text() == ""


def test_a_card_is_a_law_or_a_house_rule_not_both(page: Sandbox) -> None:
    set_house(page, 1, "eight_cut")
    assert page.setup.house[1] == ("eight_cut",)
    page.law_toggles["eight_cut"].value = True
    assert "B" in page.message_text()
    assert page.law_toggles["eight_cut"].value is False and page.setup.laws == ()
    page.law_toggles["stairs"].value = True
    set_house(page, 2, "stairs")
    assert page.house_toggles["stairs"].value is False and page.setup.house[2] == ()
    set_house(page, 2, "eight_cut")
    assert page.setup.house[2] == () and page.house_toggles["eight_cut"].value is False


def test_house_rules_are_pressed_per_player_on_one_grid(page: Sandbox) -> None:
    """No Ctrl/⌘-click: choose the player, press their rules; the grid shows the chosen player's."""
    set_house(page, 1, "eight_cut")
    set_house(page, 1, "stairs")
    assert set(page.setup.house[1]) == {"stairs", "eight_cut"}
    page.house_player.value = 0
    assert not page.house_toggles["eight_cut"].value and not page.house_toggles["stairs"].value
    page.house_player.value = 1
    assert page.house_toggles["eight_cut"].value and page.house_toggles["stairs"].value
    page.house_toggles["stairs"].value = False  # released: no longer B's
    assert page.setup.house[1] == ("eight_cut",)
    page.language.lang = "en"
    assert [o for o, _ in page.house_player.options][1] == "B's house rules"


def test_undo_restores_the_position(page: Sandbox) -> None:
    typed(page, 0, "♠8 ♥3")
    typed(page, 1, "♣4")
    assert page.undo_button.disabled
    page.move_buttons["♥3"].click()
    assert page.game.hand_str("A") == "♠8" and not page.undo_button.disabled
    page.undo_button.click()
    assert page.game.hand_str("A") == "♥3 ♠8" and page.game.field is None and page.game.turn == 0
    assert page.undo_button.disabled


def test_effect_choices_are_buttons(page: Sandbox) -> None:
    typed(page, 0, "♠10 ♣7 ♦4")
    typed(page, 1, "♣3")
    page.law_toggles["ten_discard"].value = True
    page.move_buttons["♠10"].click()
    assert page.game.choice is not None
    labels = [r.label for r in page.move_rows]
    assert "A discards ♣7" in labels
    assert "dx-choice" in classes(page.move_buttons["A discards ♣7"])
    page.move_buttons["A discards ♣7"].click()
    assert page.game.hand_str("A") == "♦4"
    assert "ten_discard" in [e.rule for e in page.events]


def test_save_then_load_round_trips_the_position(page: Sandbox) -> None:
    page.players_text.value = "A B C"
    page.players_apply.click()
    assert page.game.players == ("A", "B", "C")
    typed(page, 0, "♠9 ♥9 JK")
    typed(page, 1, "♠J ♣Q")
    typed(page, 2, "♦K")
    page.field_text.value = "♠K ♥K"
    page.field_apply.click()
    page.field_by.value = 2
    page.target.value = DISCARD
    page.pick_buttons[parse_card("♣2")].value = True
    page.law_toggles["j_back"].value = True
    set_house(page, 1, "eight_cut")
    page.revolution.value = True
    page.lock_suit.value = ("♠", "♥")
    page.move_buttons["♠9 ♥9"].click()
    assert page.message_text() == ""
    text = page.scenario_text()
    page.save_button.click()
    assert page.yaml_box.value == text and "base64," in page.download.value
    data = yaml.safe_load(text)
    assert data["steps"] == [{"do": "A plays ♠9 ♥9"}]
    assert data["start"]["field"] == {"cards": "♠K ♥K", "by": "C"}
    assert data["start"]["lock"] == {"suit": "♠♥"} and data["start"]["revolution"] is True
    assert data["house_rules"] == {"B": ["eight_cut"]}
    parse_scenario(data, "saved.yaml")  # the saved file follows the scenario contract

    other = Sandbox()
    other.yaml_box.value = text
    other.load_button.click()
    # C was the page's choice of the field's player (the last seat; choosing C again in the list changes
    # nothing); the saved file names C, so once loaded nothing is filled in
    assert page.setup.field_by_filled and not other.setup.field_by_filled
    assert other.setup == replace(page.setup, field_by_filled=False)
    assert other.game.hands == page.game.hands and other.game.field == page.game.field
    assert other.game.revolution and other.game.turn == page.game.turn
    assert [other.game.action_str(a) for a in other.game.move_stack] == ["A plays ♠9 ♥9"]
    assert other.law_toggles["j_back"].value and other.setup.house[1] == ("eight_cut",)
    other.house_player.value = 1
    assert other.house_toggles["eight_cut"].value
    assert other.hand_texts[0].value == "♠9 ♥9 JK" and other.field_text.value == "♠K ♥K"
    other.undo_button.click()
    assert other.game.hand_str("A") == "♠9 ♥9 JK"


def test_a_broken_scenario_shows_the_error_and_keeps_the_position(page: Sandbox) -> None:
    typed(page, 0, "♠3")
    typed(page, 1, "♣4")
    good = page.game
    page.yaml_box.value = "id: x\ntitle: t\nplayers: [A, B, C]\nstart: {hands: {A: '♠3 ♠99'}}\n"
    page.load_button.click()
    assert "開始局面の手札のA" in page.message_text() and "♠99" in page.message_text()  # the field named in Japanese
    assert page.game is good and page.yaml_box.value.startswith("id: x")
    page.yaml_box.value = "id: [unclosed"
    page.load_button.click()
    assert "1行目" in page.message_text() and "書き方が正しくない" in page.message_text() and page.game is good
    page.yaml_box.value = "id: x\ntitle: t\nplayers: [A, B, C]\nsteps: [{do: 'A plays ♠3'}]\n"
    page.load_button.click()
    assert "手順の1番目の行動" in page.message_text() and page.game is good  # steps[0].do, named in Japanese


def test_upload_loads_a_file(page: Sandbox) -> None:
    path = ROOT / "scenarios" / "cards" / "09-eight-cut-law.yaml"
    content = path.read_bytes()
    page.upload.value = ({"name": path.name, "type": "", "size": len(content), "content": memoryview(content),
                          "last_modified": datetime.now(timezone.utc)},)
    assert "eight_cut" in page.setup.laws
    assert page.yaml_box.value == content.decode("utf-8")


def test_every_shipped_scenario_loads() -> None:
    page = Sandbox()
    files = sorted((ROOT / "scenarios" / "basics").glob("*.yaml")) + sorted((ROOT / "scenarios" / "cards").glob("*.yaml"))
    for f in files:
        assert page.load(f.read_text(encoding="utf-8"), str(f)), page.message_text()


def test_changing_the_setup_replays_the_moves(page: Sandbox) -> None:
    typed(page, 0, "♠8 ♥3")
    typed(page, 1, "♣4 ♣9")
    page.move_buttons["♥3"].click()
    typed(page, 2, "♦5")  # a new hand for C: A's play is kept
    assert [page.game.action_str(a) for a in page.game.move_stack] == ["A plays ♥3"]
    typed(page, 0, "♠8")  # A no longer holds ♥3: the move is dropped, with a message
    assert page.game.move_stack == [] and "♥3" in page.message_text()


def test_edit_from_here_makes_the_position_the_start(page: Sandbox) -> None:
    typed(page, 0, "♠8 ♥3")
    typed(page, 1, "♣4 ♣9")
    page.move_buttons["♥3"].click()
    page.edit_here.click()
    assert page.game.move_stack == []
    assert page.setup.field_text == "♥3" and page.setup.field_by == 0 and page.setup.turn == 1
    assert page.hand_texts[0].value == "♠8"


def test_players_must_be_three_to_six(page: Sandbox) -> None:
    page.players_text.value = "A B"
    page.players_apply.click()
    assert page.setup.players == ("A", "B", "C", "D") and page.message_text()
    page.players_text.value = "Ann Bob Cy Dee Eve"
    page.players_apply.click()
    assert page.game.players == ("Ann", "Bob", "Cy", "Dee", "Eve")
    assert len(page.hand_texts) == 5 and [o for o, _ in page.house_player.options][4] == "Eveの家訓"


def test_language_switch_relabels_the_page(page: Sandbox) -> None:
    typed(page, 0, "♠3")
    typed(page, 1, "♣4")
    assert page.undo_button.description == "一手戻す"
    page.language.lang = "en"
    assert page.undo_button.description == "Undo"
    assert "Eight cut" in page.law_toggles["eight_cut"].description
    assert "What A can do" in page.moves_title.value


def test_the_graph_is_drawn_on_demand(page: Sandbox) -> None:
    typed(page, 0, "♠3 ♠4")
    typed(page, 1, "♣4")
    assert page.graph_box.children == ()
    page.show_graph.value = True
    assert len(page.graph_box.children) == 1
    page.show_graph.value = False
    assert page.graph_box.children == ()


def test_setup_jokers_follow_the_engine_numbering() -> None:
    s = Setup(hands=(1 << 53, 0, 0, 0)).normalized()
    assert s.hands[0] == 1 << 52
    s = Setup(hands=(parse_cards("♠3"), parse_cards("JK"), 0, 0), field_text="JK", field_by=0)
    assert s.place_mask(FIELD) == 1 << 53
    assert s.build().hand_str("B") == "JK"


def test_the_notebook_is_wiring_only() -> None:
    nb = json.loads((ROOT / "notebooks" / "sandbox.ipynb").read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    source = "".join("".join(c["source"]) for c in code)
    assert "sandbox_page" in source and "def " not in source and "class " not in source


def test_no_result_is_shown_while_dealing_and_both_clears(page: Sandbox) -> None:
    """Setting up, a player without cards is not 'out' yet: no king, place or points on the table, and no
    move until two players hold cards. 'Clear all cards' keeps the laws; 'Clear cards and rules' does not."""
    page.law_toggles["eight_cut"].value = True
    page.clear()
    assert page.game.laws == ("eight_cut",) and page.move_rows == []
    pick(page, "hand:0", "♠K")
    table = page.table_view.value
    assert "dx-waiting" in "".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    assert 'class="pts"' not in table and "badge on" not in table, table
    pick(page, "hand:1", "♣3")
    assert [r.label for r in page.move_rows if r.legal] == ["♠K"]
    assert 'class="pts"' not in page.table_view.value  # C and D still have no cards
    pick(page, "hand:2", "♦4")
    pick(page, "hand:3", "♦5")
    assert 'class="pts"' in page.table_view.value
    page.clear(rules=True)
    assert page.game.laws == () and all(not h for h in page.setup.house)
    assert page.reset_button.description and page.clear_button.description != page.reset_button.description


def test_save_carries_the_typed_title_question_and_answer(page: Sandbox) -> None:
    typed(page, 0, "♠6")
    typed(page, 1, "♠7 ♣K")
    page.about["title"]["ja"].value = "スートを縛る"
    page.about["title"]["en"].value = "A suit lock"
    page.about["question"]["ja"].value = "Bは何を出せるか。"
    page.about["question"]["en"].value = "What may B play?"
    page.about["answer"]["ja"].value = "♠7だけ"
    page.about["answer"]["en"].value = "  Only ♠7  "
    page.save_button.click()
    sc = parse_scenario(yaml.safe_load(page.yaml_box.value), "saved.yaml")  # the project's loader reads it
    assert (sc.title.ja, sc.title.en) == ("スートを縛る", "A suit lock")
    assert sc.question is not None and (sc.question.ja, sc.question.en) == ("Bは何を出せるか。", "What may B play?")
    assert sc.answer is not None and (sc.answer.ja, sc.answer.en) == ("♠7だけ", "Only ♠7")

    other = Sandbox()  # loading fills the boxes, so a teacher can edit a saved scenario's texts
    other.load(page.yaml_box.value, "saved.yaml")
    assert other.about["question"]["en"].value == "What may B play?"
    assert other.about["title"]["ja"].value == "スートを縛る"
    labels = {h.value for h, key, _ in other._headings if key.startswith("sb_question")}
    assert "<b>質問（英語）</b>" in labels
    other.language.lang = "en"
    assert "<b>Question (English)</b>" in {h.value for h, key, _ in other._headings if key.startswith("sb_question")}


def test_blank_texts_are_left_out_of_the_saved_scenario(page: Sandbox) -> None:
    typed(page, 0, "♠6")
    typed(page, 1, "♠7")
    page.about["question"]["en"].value = "What may B play?"
    data = yaml.safe_load(page.scenario_text())
    assert "answer" not in data and data["question"] == {"en": "What may B play?"}
    assert data["title"] == {"ja": "サンドボックスの局面", "en": "A sandbox position"}
    sc = parse_scenario(data, "saved.yaml")
    assert sc.question is not None and sc.question.en == "What may B play?"


def test_a_lone_jokers_rank_readings_are_one_refusal_line(page: Sandbox) -> None:
    """A lone joker may stand for any card: refused as 3 … Q under ♠K, it is one entry, not one per rank."""
    typed(page, 0, "♣9")
    typed(page, 1, "JK ♦5 ♣6")
    pick(page, FIELD, "♠K")
    page.turn.value = 1
    html = "".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    weaker = [r for r in page.move_rows if not r.legal and r.label.startswith("JK=") and "weaker" in r.en]
    assert len({r.label.split("=")[1][1:] for r in weaker}) >= 9  # the engine still refuses each rank
    assert html.count('class="dx-meld dx-joker-any"') == 1
    assert "（3〜Qのどのカードとしても）" in html
    group = html[html.index('class="dx-meld dx-joker-any"') + 5:]
    assert group.count('class="dx-meld') == 2  # then ♦5 and ♣6, refused for the same reason
    page.language.lang = "en"
    html = "".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    assert "as any card from 3 to Q" in html and 'data-count="3"' in html


def test_rules_of_any_deck_with_their_table_options(page: Sandbox) -> None:
    """The deck switch lists a deck's rules; a classic rule and a Cthulhu card are laws together, saved as the
    scenario format writes them (``classic.five_skip``), with the deck's table option."""
    typed(page, 0, "♠5 ♥5 ♣9")
    typed(page, 1, "♦3 ♦4")
    typed(page, 2, "♣3 ♣4")
    assert [o for o, _ in page.deck.options] == ["クトゥルフの25枚", "定番ローカルルール", "アルカジノのカジノカード"]
    page.law_toggles["eight_cut"].value = True
    page.deck.value = "classic"
    shown = [b for b in page.laws_box.children]
    assert page.law_toggles["classic.five_skip"] in shown and page.law_toggles["eight_cut"] not in shown
    assert "dx-law-classic-five_skip" in classes(page.law_toggles["classic.five_skip"])
    assert page.law_toggles["classic.five_skip"].description == "5飛ばし"
    page.law_toggles["classic.five_skip"].value = True
    assert page.setup.laws == ("eight_cut", "classic.five_skip") and page.game.laws == ("eight_cut", "classic.five_skip")
    option = page.deck_options.choices["classic.five_skip.per_play"][1]
    assert [o for o, _ in option.options] == ["いいえ", "はい"]
    option.value = 1
    assert page.setup.options == {"classic.five_skip.per_play": True}
    assert page.game.game.options.of("classic.five_skip.per_play") is True
    page.language.lang = "en"
    assert page.deck.options[1][0] == "Classic local rules" and page.law_toggles["classic.five_skip"].description == "Five skip"
    data = yaml.safe_load(page.save())
    assert data["laws"] == ["eight_cut", "classic.five_skip"]
    assert data["options"] == {"classic.five_skip.per_play": True}
    parse_scenario(data, "<saved>")  # the saved file is a valid scenario
    other = Sandbox()
    assert other.load(page.yaml_box.value)
    assert other.setup.laws == ("eight_cut", "classic.five_skip")
    assert other.deck_options.choices["classic.five_skip.per_play"][1].value == 1
    page.deck.value = "arcasino"
    set_house(page, 1, "arcasino.tax")
    assert page.setup.house[1] == ("arcasino.tax",)
    assert page.house_toggles["arcasino.tax"] in page.house_box.children


TABLE_RULE_FILE = """
rules:
  - id: sbtest.six_skip
    name: {ja: 6飛ばし, en: Six skip}
    text: {ja: "［6］を出すと次の人を飛ばす。", en: "Each 6 played skips the next player."}
    trigger: {rank: "6"}
    effect: {skip: 1}
"""


def test_a_tables_own_rule_file_is_a_deck_to_choose_from(page: Sandbox) -> None:
    """A rule file read in the Sandbox (docs/rules-file.md) is one more deck, "Your table's rules": its rule is a
    law or a house rule like any other, and the engine plays it (a 6 skips the next player)."""
    typed(page, 0, "♠6 ♣3")
    typed(page, 1, "♦7 ♦10")
    typed(page, 2, "♣K ♣Q")
    assert page.rules_file.load_text(TABLE_RULE_FILE)
    assert page.deck.value == "table" and page.deck.options[-1][0] == "自分たちのルール"
    toggle = page.law_toggles["sbtest.six_skip"]
    assert list(page.laws_box.children) == [toggle] and toggle.description == "6飛ばし"
    assert list(page.house_box.children) == [page.house_toggles["sbtest.six_skip"]]
    toggle.value = True
    assert page.setup.laws == ("sbtest.six_skip",) and page.game.laws == ("sbtest.six_skip",)
    assert "6飛ばし" in page.move_buttons["♠6"].description
    page.language.lang = "en"
    assert page.deck.options[-1][0] == "Your table's rules" and toggle.description == "Six skip"
    page.deck.value = "classic"
    assert toggle not in page.laws_box.children and page.setup.laws == ("sbtest.six_skip",)
    assert not page.rules_file.load_text("rules: [1]") and "rules[0]" in page.rules_file.status.value
    assert page.setup.laws == ("sbtest.six_skip",), "a refused file changes nothing"


def test_the_card_picker_follows_the_four_colour_deck(page: Sandbox) -> None:
    """Each picker button is classed by its suit, so the frame's dx-four recolours ♦ and ♣ as on the table."""
    from explorer.widgets.sandbox.page import STYLE

    assert "suit-D" in classes(page.pick_buttons[parse_card("♦3")])
    assert "suit-C" in classes(page.pick_buttons[parse_card("♣K")])
    assert "dx-joker" in classes(page.pick_buttons[parse_card("JK")])
    assert ".dx-four .dx-page-sandbox .dx-pick.suit-D{color:#1864ab}" in STYLE


def test_a_pending_choice_is_asked_in_plain_words(page: Sandbox) -> None:
    """The rule's own third-person prompt ("Pull out: A may take …") is not shown: the Sandbox says whose choice
    it is and which rule asks, as Play does, in the page's language."""
    assert page.load("""
id: sandbox-choice-prompt
title: {ja: 引き抜き, en: Pull out}
players: [A, B, C]
laws: [pull_out]
start:
  hands: {A: "♠K ♠3", B: "♦4 ♦6 ♦9", C: "♣4 ♣6 ♣9"}
  field: {cards: "♦5", by: C}
  turn: A
steps:
  - do: "A plays ♠K"
""", "<test>"), page.message_text()
    assert page.game.pending is not None and page.game.pending.kind.value == "choice"
    html = " ".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    assert "Aが選ぶ（引き抜き）：下の行動から1つ選ぶ。" in html
    page.language.lang = "en"
    html = " ".join(w.value for w in page.moves_box.children if isinstance(w, widgets.HTML))
    assert "A&#x27;s choice (Pull out): pick one of the actions below." in html and "A may" not in html


def test_settings_the_page_does_not_edit_are_named_in_the_readers_language(page: Sandbox) -> None:
    """A loaded scenario with settings the Sandbox carries along without editing them (who is out, the king, the
    previous round's order, table options) says so; the Japanese sentence names them in Japanese (before:
    「この画面では編集しない設定も含む：options」), the English one by the file's keys; the previous order is carried."""
    text = ("id: x\ntitle: t\nplayers: [A, B, C]\noptions: {rounds: 2}\n"
            "start:\n  hands: {A: '♠3 ♠9', B: '♠4', C: ''}\n  turn: A\n  finished: [C]\n  king: C\n"
            "  previous_order: [C, A, B]\n")
    assert page.load(text), page.message_text()
    _, ja, en = page._message
    said_ja = ja.split("この画面では編集しない設定も含む：", 1)[1]
    assert not re.search(r"[A-Za-z_]", said_ja), said_ja
    assert "テーブルオプション" in said_ja and "前のラウンドの順位" in said_ja, said_ja
    assert "options" in en and "previous_order" in en, en
    assert page.setup.position().previous_order == ("C", "A", "B")
