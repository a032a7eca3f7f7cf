"""The learn, rules, interactions and landing pages, built as widget objects (no browser)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import ipywidgets as widgets
import pytest

from explorer.resources import scenarios_dir
from explorer.graphs.rule_graph import CACHE
from explorer.rules.catalogue import BASE_RULES, CARDS
from explorer.widgets.i18n import TEXTS, Language
from explorer.widgets.interactions_page import InteractionsPage, interactions_page
from explorer.scenarios.runner import ScenarioRun
from explorer.widgets.learn import BASICS_ORDER, LearnPage, learn_page, lessons
from explorer.widgets.rules_page import RulesPage, rules_page

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def labels(select: Any) -> list[str]:
    return [label for label, _ in select.options]


def classes(widget: Any) -> set[str]:
    """Every CSS class used in the widget tree below ``widget``."""
    found = set(getattr(widget, "_dom_classes", ()))
    for child in getattr(widget, "children", ()):
        found |= classes(child)
    return found


def html_text(widget: Any) -> str:
    """The HTML of every HTML widget in the tree below ``widget``."""
    text = widget.value if isinstance(widget, widgets.HTML) else ""
    return text + "".join(html_text(c) for c in getattr(widget, "children", ()))


@pytest.fixture(scope="module")
def rules() -> RulesPage:
    page = rules_page()
    assert isinstance(page, RulesPage)
    return page


# -- texts -------------------------------------------------------------------------------------------


def test_every_text_has_both_languages() -> None:
    for key, (ja, en) in TEXTS.items():
        assert ja.strip() and en.strip(), key
    for kind in ("enables", "blocks", "overrides", "compounds", "conflicts"):
        assert TEXTS[f"edge_{kind}"][1] == kind
    assert [TEXTS[f"edge_{k}"][0] for k in ("enables", "blocks", "overrides", "compounds", "conflicts")] == [
        "そろうとできる", "発動させない", "優先される", "同時に発動する", "そろうとできない"]  # glossary: 上書き is banned


# -- the learn page ----------------------------------------------------------------------------------


def test_lessons_order_basics_then_cards_law_before_house() -> None:
    found = lessons(scenarios_dir())
    stems = [lesson.path.stem for lesson in found]
    basics = [lesson for lesson in found if lesson.section == "basics"]
    folder = scenarios_dir() / "basics"
    listed = [stem for stem, _ in BASICS_ORDER if (folder / f"{stem}.yaml").exists()]
    unlisted = sorted(p.stem for p in folder.glob("*.yaml") if p.stem not in dict(BASICS_ORDER))
    assert stems[: len(basics)] == listed + unlisted
    order = [s for s in ("group-play", "field-clear", "pass-and-return", "joker-strongest", "revolution",
                         "forbidden-finish-joker", "fall-of-the-capital", "exchange", "round-end-scoring")]
    assert [stems.index(s) for s in order] == sorted(stems.index(s) for s in order)
    cards = [lesson for lesson in found if lesson.section == "card"]
    assert [lesson.number for lesson in cards] == sorted(lesson.number for lesson in cards)
    assert {lesson.number for lesson in cards} == {c.number for c in CARDS}
    for n in (c.number for c in CARDS):
        mine = [lesson for lesson in cards if lesson.number == n]
        assert mine[0].path.stem.endswith("-law") and not mine[0].house
        assert mine[-1].house and not any(a.house and not b.house for a, b in zip(mine, mine[1:]))


def test_learn_page_lists_lessons_in_both_languages_and_steps() -> None:
    page = learn_page()
    assert isinstance(page, LearnPage)
    assert {"dx-page-learn", "lang-switch", "dx-next", "dx-back", "dx-reset", "dx-table-view",
            "dx-events", "dx-chapter-picker", "dx-lesson-picker"} <= classes(page)
    assert page.language.lang == "ja"
    chapters_ja = labels(page.chapter_picker)
    assert len(chapters_ja) == len(page.chapters) + 1 < 15, "the path is in a short list of chapters"
    assert "コンピュータ大富豪大会" in chapters_ja[-1], "then the real games"
    assert sum(len(ch.lessons) for ch in page.chapters) == len(page.lessons) > 25
    assert "はじめに" in chapters_ja[0] and any("ルールカード21〜25" in label for label in chapters_ja)
    ja = labels(page.picker)
    assert ja == ["1. カードの強さとラウンドの流れ"], "the picker lists the open chapter's lessons"
    page.chapter_picker.value = 1
    assert page.index == 1 and "同時出し" in labels(page.picker)[0]
    assert len(labels(page.picker)) == len(page.chapters[1].lessons)

    before = page.stepper.table.value
    page.stepper.next.click()
    assert page.stepper.table.value != before
    assert "dx-event" in page.stepper.events_view.value or "<b>" in page.stepper.events_view.value

    page.language.lang = "en"
    en = labels(page.picker)
    assert en != ja and "Group play" in en[0] and "Start here" in labels(page.chapter_picker)[0]
    assert page.next_button.tooltip == "Next lesson" and page.stepper.next.description == "Next"
    assert page.stepper.position.value.startswith("Step 1"), "switching the language keeps the step"
    page.language.lang = "ja"
    assert page.next_button.tooltip == "次のレッスン" and page.stepper.next.description == "次へ"


def test_the_first_lesson_states_the_card_order_and_the_round() -> None:
    """Lesson 1 is a real scenario: the rank order (3 … K, A, 2, then the joker) and a round from the lead to
    the places, both in the question, and steps the engine checks that show them."""
    page = learn_page()
    first = page.lessons[0]
    assert first.path.stem == "card-order" and page.chapters[0].lessons == (0,)
    scenario, problem = page.loaded[0]
    assert scenario is not None and problem is None
    assert scenario.question is not None and scenario.answer is not None
    ja, en = scenario.question.get("ja"), scenario.question.get("en")
    assert "［3］［4］［5］［6］［7］［8］［9］［10］［J］［Q］［K］［1］［2］" in ja and "ジョーカー" in ja
    assert "3 4 5 6 7 8 9 10 J Q K A 2" in en and "joker" in en
    for word in ("配る", "交換フェイズ", "手札厳選フェイズ", "スタートプレイヤー"):
        assert word in ja
    for word in ("dealt", "exchange", "trim", "start player"):
        assert word in en
    assert "残り1人" in ja and "one player is left" in en
    run = ScenarioRun(scenario)
    while not run.done:
        assert run.next().ok
    assert run.state.places() == {run.state.seat("A"): 1, run.state.seat("B"): 2, run.state.seat("C"): 3}
    assert "［1］［2］" in page.intro.value, "the round's summary states the order too"


def test_learn_page_prev_next_lesson() -> None:
    page = learn_page()
    assert page.prev_button.disabled and page.index == 0
    title = page.stepper.title.value
    page.next_button.click()
    assert page.index == 1 and page.stepper.title.value != title
    assert not page.prev_button.disabled
    page.go(len(page.lessons) - 1)
    assert page.next_button.disabled and "家訓" in page.stepper.title.value
    assert page.chapter_picker.value == len(page.chapters) - 1, "the chapter follows the lesson"
    page.prev_button.click()
    assert page.index == len(page.lessons) - 2
    # a card lesson shows the card's text in the current language
    nine = next(i for i, lesson in enumerate(page.lessons) if lesson.number == 9 and not lesson.house)
    page.go(nine)
    assert "8切り" in page.rule_box.value and "法律として" in page.rule_box.value


def test_learn_page_broken_scenario_shows_an_error(tmp_path: Path) -> None:
    basics = tmp_path / "basics"
    basics.mkdir()
    shutil.copy(scenarios_dir() / "basics" / "group-play.yaml", basics / "group-play.yaml")
    (basics / "zz-broken.yaml").write_text("id: broken\ntitle: [unclosed\n", encoding="utf-8")
    (basics / "zz-bad-start.yaml").write_text(
        "id: bad-start\ntitle: {ja: 壊れた局面, en: Broken start}\nplayers: [A, B, C]\n"
        "start: {hands: {A: '♠3 ♠3'}, turn: A}\nsteps: []\n", encoding="utf-8")
    page = learn_page(folder=tmp_path)  # must not raise
    assert isinstance(page, LearnPage)
    assert len(page.lessons) == 3 and page.error.value == ""
    broken = [i for i, (sc, _) in enumerate(page.loaded) if sc is None]
    assert len(broken) == 2
    for i in broken:
        page.go(i)
        assert "dx-error" in page.error.value and "zz-" in page.error.value
        assert "読み込めない" in page.error.value
        assert page.stepper.layout.display == "none"
        assert "⚠" in labels(page.picker)[page.chapters[page.chapter_of(i)].lessons.index(i)]
    page.language.lang = "en"
    assert "cannot be loaded" in page.error.value
    page.go(0)
    assert page.error.value == "" and page.stepper.layout.display != "none"


def test_learn_page_missing_folder_is_a_message(tmp_path: Path) -> None:
    page = learn_page(folder=tmp_path / "nowhere")
    assert isinstance(page, LearnPage)
    assert not page.lessons and "dx-error" in page.error.value


# -- the rules page ------------------------------------------------------------------------------------


def test_rules_page_lists_all_cards(rules: RulesPage) -> None:
    assert {"dx-page-rules", "dx-card-list", "lang-switch"} <= classes(rules)
    values = [v for _, v in rules.card_list.options]
    assert values == [c.id for c in CARDS + BASE_RULES]
    card_labels = labels(rules.card_list)[:25]
    for n, (label, cls) in enumerate(zip(card_labels, CARDS), start=1):
        assert label.startswith(f"{n:02d}") and cls.ja in label and cls.en not in label  # no English in Japanese


def test_rules_page_card_02(rules: RulesPage) -> None:
    rules.language.lang = "ja"
    rules.card_list.value = "fusion_revolution"
    detail = rules.detail.value
    cls = CARDS[1]
    assert cls.law_ja in detail and cls.house_ja in detail
    assert "融合革命" in detail and "Fusion revolution" not in detail and "英語名" not in detail  # no English in Japanese
    assert "持ち主だけが使える" in detail and "説明書に記載なし" in detail
    paths = [v for _, v in rules.covering_list.options]
    assert "scenarios/cards/02-fusion-revolution-law.yaml" in paths
    assert paths[0] == "scenarios/cards/02-fusion-revolution-law.yaml"
    assert "融合革命" in rules.stepper.title.value
    before = rules.stepper.table.value
    rules.stepper.next.click()
    assert rules.stepper.table.value != before
    # another covering scenario plays in place
    rules.covering_list.value = "scenarios/rulebook/card-02-q1-stairs-fusion.yaml"
    assert "階段" in rules.stepper.title.value
    rules.language.lang = "en"
    assert cls.law_en in rules.detail.value and "not given in the rulebook text" in rules.detail.value
    assert rules.covering_list.value == "scenarios/rulebook/card-02-q1-stairs-fusion.yaml"
    assert any(label.startswith("[Card] Fusion revolution") for label in labels(rules.covering_list))
    rules.language.lang = "ja"


def test_rules_page_scope_and_base_rule(rules: RulesPage) -> None:
    rules.language.lang = "ja"
    rules.card_list.value = "eight_cut"
    assert "持ち主が出したときだけ発動" in rules.detail.value
    rules.card_list.value = "group"
    assert "基本ルール" in rules.detail.value and BASE_RULES[0].law_ja in rules.detail.value


# -- the interactions page -----------------------------------------------------------------------------


@pytest.mark.skipif(not CACHE.exists(), reason="rule graph cache not generated")
def test_interactions_page_edges_and_witness() -> None:
    page = interactions_page()
    assert isinstance(page, InteractionsPage)
    assert {"dx-page-interactions", "dx-edge-list", "dx-rule-list", "lang-switch"} <= classes(page)
    data = json.loads(CACHE.read_text(encoding="utf-8"))
    assert len(page.edge_list.options) == len(data["edges"]) > 0
    assert "dx-matrix" in page.graph_box.value, "the rules × rules matrix is drawn"
    assert 'class="dx-row dx-chosen"' not in page.graph_box.value

    page.rule_list.value = "fusion_revolution"
    assert "関わりのあるルール" in page.neighbours.value
    shown = [page.edges[i] for _, i in page.edge_list.options]
    assert shown and all("fusion_revolution" in (e.u, e.v) for e in shown)
    assert any("どちらか一方だけではできない" in label for label in labels(page.edge_list))
    assert 'dx-row dx-rule-head dx-chosen" data-rule="fusion_revolution"' in page.graph_box.value, (
        "the chosen rule is highlighted")
    assert "<svg" in page.focus.value and "fusion_revolution" in page.focus.value, "its neighbourhood is drawn"

    value = page.edge_list.options[-1][1]
    page.edge_list.value = value
    edge = page.edges[value]
    assert edge.witness in page.edge_info.value
    assert page.stepper.run is not None and page.stepper.run.scenario.path.endswith(Path(edge.witness).name)
    before = page.stepper.table.value
    page.stepper.next.click()
    assert page.stepper.table.value != before or page.stepper.events_view.value

    page.language.lang = "en"
    assert any("neither rule alone" in label for label in labels(page.edge_list))
    assert "Question:" in page.edge_info.value and "Answer:" in page.edge_info.value
    assert page.edge_list.value == value, "switching the language keeps the edge"
    page.type_filter.value = "blocks"
    assert all(page.edges[i].type == "blocks" for _, i in page.edge_list.options)

    # a matrix cell, as the page script hands a click to the page: its witness, and a link to it in the Sandbox
    page.pick.value = "eight_cut|j_back#1"
    edge = page.edges[page.edge_list.value]
    assert (edge.u, edge.type, edge.v) == ("eight_cut", "enables", "j_back") and page.rule == "eight_cut"
    assert "inverted by J-back" in page.edge_info.value and "dx-picked" in page.graph_box.value
    href = page.sandbox_link.value.split('href="')[1].split('"')[0].replace("&amp;", "&")
    from explorer.widgets.links import opened_text

    assert "reversed: true" in opened_text(href.split("pos=")[1]) and "lang=en" in href


def test_interactions_page_a_rule_name_opens_its_neighbours_above_the_witness() -> None:
    """Issue 42, part 5: a rule's name in the matrix is a button that lists the rule's neighbours and edges, and
    that list stands above the witness; the witness's decisive event is said in words (not only by a badge)."""
    page = interactions_page()
    html = page.graph_box.value
    assert 'class="dx-row dx-rule-head" data-rule="eight_cut"' in html and 'role="button"' in html
    page.pick.value = "rule:eight_cut#1"
    assert page.rule == "eight_cut" and "<details open>" in page.neighbours.value
    shown = [page.edges[i] for _, i in page.edge_list.options]
    assert shown and all("eight_cut" in (e.u, e.v) for e in shown)
    kids = list(page.children)
    chosen = next(i for i, c in enumerate(kids) if "dx-ix-chosen" in c._dom_classes)
    witness = next(i for i, c in enumerate(kids) if "dx-ix-witness" in c._dom_classes)
    assert chosen < witness, "the chosen rule's list sits above the witness"
    page.pick.value = "rule:j_back#2"
    assert page.rule == "j_back"
    page.pick.value = "eight_cut|j_back#3"
    edge = page.edges[page.edge_list.value]
    assert (edge.u, edge.type, edge.v) == ("eight_cut", "enables", "j_back")
    assert 'class="dx-decisive"' in page.edge_info.value and "強さの逆転が終わる" in page.edge_info.value
    page.language.lang = "en"
    assert "What decides it" in page.edge_info.value and "inversion of the strength order ends" in page.edge_info.value


def test_interactions_page_missing_cache_and_witness(tmp_path: Path) -> None:
    page = interactions_page(cache=tmp_path / "missing.json")
    assert isinstance(page, InteractionsPage)
    assert not page.edges and "dx-error" in page.graph_box.value
    cache = tmp_path / "graph.json"
    cache.write_text(json.dumps({"edges": [{"u": "eight_cut", "v": "three_return", "type": "blocks",
                                            "move": "♠8", "witness": "nowhere/witness.yaml"}]}), encoding="utf-8")
    page = interactions_page(cache=cache, root=tmp_path)
    assert len(page.edge_list.options) == 1
    assert "dx-error" in page.error.value and page.stepper.layout.display == "none"


# -- the landing page and the notebooks ----------------------------------------------------------------


@pytest.mark.parametrize("name, call", [("learn.ipynb", "served(learn_page, "), ("rules.ipynb", "served(rules_page, "),
                                        ("interactions.ipynb", "served(interactions_page, "),
                                        ("index.ipynb", "served(index_page, "), ("sandbox.ipynb", "served(sandbox_page, "),
                                        ("play.ipynb", "served(play_page, "), ("lab.ipynb", "served(lab_page, ")])
def test_notebooks_are_wiring_only_without_outputs(name: str, call: str) -> None:
    """One code cell: two imports and ``served(page, title)``; the title and the link home are the frame's,
    in the visitor's language (no bilingual markdown heading)."""
    nb = json.loads((NOTEBOOKS / name).read_text(encoding="utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert len(code) == 1 and call in "".join(code[0]["source"])
    assert code[0]["execution_count"] is None and code[0]["outputs"] == []
    lines = [line for line in "".join(code[0]["source"]).splitlines() if line.strip()]
    assert len(lines) == 3 and all(line.startswith("from explorer") for line in lines[:2])
    assert not [c for c in nb["cells"] if c["cell_type"] == "markdown"]


def test_at_a_lessons_end_next_lesson_is_the_main_button() -> None:
    page = learn_page()
    assert isinstance(page, LearnPage)
    assert page.end_box.layout.display == "none", "nothing to move on to before the lesson ends"
    while not page.stepper.next.disabled:
        page.stepper.next.click()
    assert page.end_box.layout.display == "" and page.next_lesson.layout.display == ""
    assert page.next_lesson.button_style == "success" and "dx-next-lesson" in page.next_lesson._dom_classes
    assert page.next_lesson.description == "次のレッスン → 同時出し：同じ枚数で、より強く"
    assert "このレッスンは終わり" in page.end_text.value and 0 in page.done
    assert labels(page.chapter_picker)[0].startswith("✓ 1. はじめに") and "（1/1）" in labels(page.chapter_picker)[0]
    page.language.lang = "en"
    assert page.next_lesson.description.startswith("Next lesson → Group play")
    page.language.lang = "ja"
    page.stepper.back.click()
    assert page.end_box.layout.display == "none"
    page.stepper.next.click()
    page.next_lesson.click()
    assert page.index == 1 and page.chapter_picker.value == 1 and page.end_box.layout.display == "none"
    page.go(len(page.lessons) - 1)
    while not page.stepper.next.disabled:
        page.stepper.next.click()
    assert page.next_lesson.layout.display == "none" and "全レッスンが終わり" in page.end_text.value


def test_progress_is_kept_as_the_browser_hands_it_back() -> None:
    """The page shows its progress in data-dx-learn; a new page given it back (the dx_learn cookie under
    Voilà, the hidden field on the static site) opens the same lesson with the same lessons done."""
    page = learn_page()
    assert isinstance(page, LearnPage)
    while not page.stepper.next.disabled:
        page.stepper.next.click()
    page.next_lesson.click()
    state = page.state()
    assert state == "group-play|card-order" and f'data-dx-learn="{state}"' in page.progress.value

    again = learn_page()
    assert isinstance(again, LearnPage) and again.state() == "card-order|"
    again.from_request({"learn": "group-play%7Ccard-order%2Cno-such-lesson"})  # as the cookie carries it
    assert again.index == 1 and again.done == {0} and again.state() == state
    assert f"1/{len(again.lessons)}レッスン完了" in again.progress.value
    third = learn_page()
    assert isinstance(third, LearnPage)
    third.store.value = state  # as the page script types it on the static site
    assert third.index == 1 and third.done == {0}
    third.from_request({"lesson": "revolution", "learn": state})
    assert third.lessons[third.index].path.stem == "revolution", "a lesson named in the address wins"
    for junk in ("", "|", "nonsense", "no-such|x,y"):
        third.restore(junk)
    assert third.lessons[third.index].path.stem == "revolution" and third.done == {0}


def test_the_lesson_open_is_kept_before_it_is_drawn() -> None:
    """The browser applies the kernel's updates in order, and the page script keeps the progress line's
    data-dx-learn: it must name the new lesson before the new lesson's title is sent, or a reader who reloads as
    soon as it shows comes back to the lesson before (CI run 22, under load)."""
    page = learn_page()
    assert isinstance(page, LearnPage)
    sent: list[str] = []
    page.progress.observe(lambda change: sent.append("kept " + change["new"].split('data-dx-learn="')[1].split('"')[0]),
                          "value")
    page.stepper.title.observe(lambda change: sent.append("title"), "value")
    while not page.stepper.next.disabled:
        page.stepper.next.click()
    sent.clear()
    page.next_lesson.click()  # the next lesson, from the end of the first
    assert sent[0] == "kept group-play|card-order" and "title" in sent, sent
    sent.clear()
    page.prev_button.click()
    assert sent[0] == "kept card-order|card-order" and "title" in sent, sent


def test_a_scenarios_start_is_checked_once_per_reading(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """load_or_error checks each scenario's start once (the Rules page labels 39 scenarios, Learn 81: in the
    browser their starts were a tenth of the Rules page's build); an edited file is checked again, and a
    start that failed fails again (it is never kept)."""
    import explorer.widgets.learn as learn
    from explorer.engine.errors import ExplorerError

    path = tmp_path / "lesson.yaml"
    text = (scenarios_dir() / "basics" / "card-order.yaml").read_text(encoding="utf-8")
    path.write_text(text, encoding="utf-8")
    started: list[object] = []
    broken = {"now": False}

    def run(scenario: object) -> object:
        started.append(scenario)
        if broken["now"]:
            raise ExplorerError("no such start", "そのような開始はない")
        return ScenarioRun(scenario)  # type: ignore[arg-type]

    monkeypatch.setattr(learn, "ScenarioRun", run)
    monkeypatch.setattr(learn, "_STARTS", {})
    first, problem = learn.load_or_error(path)
    again, _ = learn.load_or_error(path)
    assert first is not None and problem is None and again is first and len(started) == 1
    path.write_text(text + "\n# edited\n", encoding="utf-8")
    edited, _ = learn.load_or_error(path)
    assert edited is not None and edited is not first and len(started) == 2
    path.write_text(text + "\n# edited twice\n", encoding="utf-8")
    broken["now"] = True
    for _ in range(2):
        scenario, problem = learn.load_or_error(path)
        assert scenario is None and problem is not None and "no such start" in problem.get("en")
    assert len(started) == 4
