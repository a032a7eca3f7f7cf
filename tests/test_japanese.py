"""Japanese that a Japanese player would write (issue 17): the glossary's terms, no English, one notation.

Every Japanese text the app shows is collected here — the UI texts, the scenario titles, questions and
answers, every line of ``check --lang ja`` over all scenarios (actions, events, refusals), ``rules --lang ja``,
and the Japanese string literals of the engine — and checked against docs/glossary.md and docs/style-ja.md.
"""

from __future__ import annotations

import ast
import io
import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

import pytest
import yaml

from explorer.cli_rules import show_rules
from explorer.phrasing import action_ja, latin_words
from explorer.rules.catalogue import all_rules
from explorer.rules.decks import DECKS
from explorer.scenarios.runner import check_paths, scenario_files
from explorer.state import State
from explorer.widgets.i18n import TEXTS

ROOT = Path(__file__).resolve().parents[1]
GLOSSARY = ROOT / "docs" / "glossary.md"
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
QUOTE = re.compile(r"(説明書Q&A[^：\n]*|説明書[^：「\n]{0,20}|アルカジノ公式Q&A[^：\n]*)：「.*$", re.M)
"""A labelled verbatim quote of the rulebook runs from its label to the end of its line."""
FULL_WIDTH = re.compile(r"[\uff10-\uff19\uff21-\uff3a\uff41-\uff5a]")


def banned_terms() -> list[str]:
    text = GLOSSARY.read_text(encoding="utf-8")
    block = text.split("<!-- banned-terms:start -->")[1].split("<!-- banned-terms:end -->")[0]
    rows = [line.split("|")[1].strip() for line in block.splitlines() if line.startswith("| ")]
    return [r for r in rows if r and r != "banned"]


def unquoted(text: str) -> str:
    return QUOTE.sub("", text)


def banned_in(text: str) -> list[str]:
    body = unquoted(text)
    return [term for term in banned_terms() if term in body]


# -- collecting every Japanese text --------------------------------------------------------------------------
@lru_cache(maxsize=1)
def scenario_texts() -> list[tuple[str, str, tuple[str, ...]]]:
    """(where, Japanese text, player names) for every title, question and answer."""
    out = []
    for path in scenario_files([str(ROOT / "scenarios")]):
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        names = tuple(str(p) for p in data.get("players", []))
        for key in ("title", "question", "answer"):
            value = data.get(key)
            if isinstance(value, dict) and value.get("ja"):
                out.append((f"{path.relative_to(ROOT)}: {key}", str(value["ja"]), names))
    return out


@lru_cache(maxsize=1)
def check_output_ja() -> list[str]:
    """Every line ``python -m explorer check --lang ja scenarios/`` prints, file paths taken out."""
    buf = io.StringIO()
    status = check_paths([str(ROOT / "scenarios")], "ja", buf)
    assert status == 0, buf.getvalue()[-2000:]
    return [re.sub(r"\S*scenarios/\S+\.ya?ml", "", line) for line in buf.getvalue().splitlines()]


@lru_cache(maxsize=1)
def player_names() -> frozenset[str]:
    return frozenset(n for _, _, names in scenario_texts() for n in names)


def rules_output_ja() -> list[str]:
    lines = []
    for key in [None, *[cls.ja for cls in all_rules()]]:
        buf = io.StringIO()
        assert show_rules(key, "ja", buf) == 0
        lines += buf.getvalue().splitlines()
    for d in DECKS:  # ``rules --deck D --lang ja`` and each deck rule by its Japanese name
        buf = io.StringIO()
        assert show_rules(None, "ja", buf, d.id) == 0
        for cls in d.rules:
            assert show_rules(cls.ja, "ja", buf) == 0
        lines += buf.getvalue().splitlines()
    return [re.sub(r"\S*scenarios/\S+\.ya?ml", "", line) for line in lines
            if not line.lstrip().startswith(("番号か名前を付けると", "名前を付けると"))]


def literal_texts() -> Iterator[tuple[str, str]]:
    """The Japanese string literals of explorer/, docstrings and verbatim card texts left out."""
    for path in sorted((ROOT / "explorer").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docstrings = set()
        verbatim = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr) and isinstance(
                    body[0].value, ast.Constant):
                docstrings.add(id(body[0].value))
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
                docstrings.add(id(node.value))  # attribute docstrings
            if isinstance(node, ast.Assign) and any(
                    isinstance(t, ast.Name) and t.id in ("law_ja", "house_ja") for t in node.targets):
                verbatim.update(id(n) for n in ast.walk(node.value))
        for node in ast.walk(tree):
            if (isinstance(node, ast.Constant) and isinstance(node.value, str) and JAPANESE.search(node.value)
                    and id(node) not in docstrings and id(node) not in verbatim):
                yield f"{path.relative_to(ROOT)}:{node.lineno}", node.value


# -- the glossary and its banned terms -----------------------------------------------------------------------
def test_the_glossary_fixes_the_rulebook_terms_and_bans_others() -> None:
    text = GLOSSARY.read_text(encoding="utf-8")
    for term in ("手番", "スタートプレイヤー", "同時出し", "階段出し", "禁止上がり", "激縛", "法律", "家訓",
                 "場が流れる", "都落ち"):
        assert term in text, term
    for cls in all_rules():
        assert f"| {cls.ja} |" in text, f"{cls.ja} is not in the glossary's list of rule names"
    assert {"親", "役", "禁止カード", "通常のあがり", "激縛り", "【階段】", "JK"} <= set(banned_terms())


def test_the_banned_term_check_can_fail() -> None:
    assert banned_in("あなたが親：役を出す") == ["親", "役"]
    assert banned_in("説明書Q&A（カード12）：「あなたが親」") == []  # a labelled rulebook quote is exempt
    assert latin_words("出せない — group: ♦6は♣7より弱い", ["A"]) == ["group"]


def test_ui_texts_use_no_banned_term() -> None:
    bad = {key: banned_in(ja) for key, (ja, _) in TEXTS.items() if banned_in(ja)}
    assert not bad


def test_scenario_texts_use_no_banned_term() -> None:
    bad = [(where, banned_in(text)) for where, text, _ in scenario_texts() if banned_in(text)]
    assert not bad, bad[:10]


def test_check_and_rules_output_use_no_banned_term() -> None:
    lines = check_output_ja() + rules_output_ja()
    bad = [(line, banned_in(line)) for line in lines if banned_in(line)]
    assert not bad, bad[:10]


def test_engine_literals_use_no_banned_term() -> None:
    # JK stays allowed here: notation help must show what a user types (``JK=♠9``)
    bad = [(where, t) for where, text in literal_texts() for t in banned_in(text) if t != "JK"]
    assert not bad, bad[:10]


# -- no English inside Japanese --------------------------------------------------------------------------------
def test_check_lang_ja_has_no_latin_word_outside_cards_and_names() -> None:
    names = tuple(player_names())
    bad = [(line.strip(), words) for line in check_output_ja()
           if (words := latin_words(unquoted(line), names))]
    assert not bad, bad[:10]


def test_scenario_texts_have_no_latin_word() -> None:
    bad = [(where, words) for where, text, names in scenario_texts()
           if (words := latin_words(unquoted(text), names))]
    assert not bad, bad[:10]


def test_rules_lang_ja_has_no_latin_word() -> None:
    bad = [(line, words) for line in rules_output_ja() if (words := latin_words(unquoted(line)))]
    assert not bad, bad[:10]


# -- one notation ------------------------------------------------------------------------------------------------
def test_one_width_outside_rulebook_quotes() -> None:
    texts = [(w, t) for w, t, _ in scenario_texts()] + [(k, ja) for k, (ja, _) in TEXTS.items()]
    texts += [("check", line) for line in check_output_ja()]
    bad = [(where, FULL_WIDTH.findall(unquoted(text))) for where, text in texts if FULL_WIDTH.search(unquoted(text))]
    assert not bad, bad[:10]


@pytest.mark.parametrize("action, phrase", [
    ("B plays ♦3 as K", "Bが♦3をKとして出す"),
    ("B plays ♥1", "Bが♥1を出す"),
    ("B plays ♠9 JK=♥9", "Bが♠9 ジョーカー（♥9として）を出す"),
    ("B plays JK", "Bがジョーカーを出す"),
    ("B passes", "Bはパス"),
])
def test_actions_are_phrased_in_japanese(action: str, phrase: str) -> None:
    state = State.from_position(["A", "B", "C"], laws=["descent"],
                                hands={"A": "♠4", "B": "♦3 ♥1 ♠9 JK", "C": "♣5"}, field="♣Q", field_by="A",
                                turn="B")
    assert action_ja(state, state.parse_action(action)) == phrase


# -- the style rule: page introductions in です/ます, everything else in plain form --------------------------
POLITE = re.compile(r"(です|ます|ません|ください)(。|$|）|、)")


def test_page_introductions_are_polite_and_the_rest_plain() -> None:
    for key, (ja, _) in TEXTS.items():
        if key.endswith("_intro"):
            assert POLITE.search(ja), f"{key}: a page introduction is written in です/ます"
        else:
            assert not POLITE.search(ja), f"{key}: {ja!r} should be in plain form"


def test_lesson_answers_are_plain() -> None:
    bad = [where for where, text, _ in scenario_texts()
           if where.endswith(("question", "answer")) and POLITE.search(unquoted(text))]
    assert not bad, bad[:10]


def test_a_fusion_is_phrased_as_joining_the_field() -> None:
    state = State.from_position(["A", "B", "C"], laws=["fusion_revolution", "identity"],
                                hands={"A": "♠9 ♣9 ♠4", "B": "♦K", "C": "♥3"}, field="♥9 ♦9", field_by="C", turn="A")
    assert [action_ja(state, a) for a in state.legal_actions] == [
        "Aが♠9 ♣9を出す", "Aが♠9 ♣9を場のカードと合わせて出す", "Aはパス"]


def test_english_source_lines_hold_no_japanese() -> None:
    """Every scenario's source line, as the English pages show it, is English (the Japanese quotations of
    the rulebook stay on the Japanese pages)."""
    import re as _re

    import yaml as _yaml

    from explorer.phrasing import source_en

    sources = set()
    for f in sorted(Path(__file__).resolve().parents[1].glob("scenarios/**/*.yaml")):
        for doc in _yaml.safe_load_all(f.read_text(encoding="utf-8")):
            if isinstance(doc, dict) and doc.get("source"):
                sources.add(str(doc["source"]))
    assert len(sources) > 20
    bad = [s for s in sources if _re.search(r"[\u3000-\u9fff\uff00-\uffef【】《》「」]", source_en(s))]
    assert not bad, [source_en(s) for s in bad[:3]]


def test_the_arcasino_colour_lock_names_itself() -> None:
    """Arcasino's 色縛り reuses card 14's suit lock; the lock's Japanese text names 色縛り, never スート縛り
    (card 14's own lock keeps its name)."""
    from explorer.scenarios import load_scenario, run_scenario

    def lock_texts(path: str, rule: str) -> list[str]:
        result = run_scenario(load_scenario(ROOT / "scenarios" / path))
        return [e.ja for step in result.steps for e in step.events if e.rule == rule and e.kind == "lock"]

    arcasino = lock_texts("arcasino/colour-lock-house.yaml", "arcasino.colour_lock")
    assert arcasino and all("（色縛り）" in t and "スート縛り" not in t for t in arcasino), arcasino
    card = lock_texts("cards/14-suit-lock-law.yaml", "suit_lock")
    assert card and all("（スート縛り）" in t for t in card), card
