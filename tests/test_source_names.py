"""A lesson's source line names its source as a reader would (issue 28): 「説明書」/"the rulebook",
「アルカジノ公式Q&A」/"Arcasino's official Q&A", the explorer's own reading or local-rule definition — never a
raw seed number (``rulebook 000``, ``seed 004``), a file name (``docs/readings.md``) or an id (``five_skip``),
in either language, and in a grey that is readable on white (WCAG AA: contrast 4.5:1 or more)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import scenario_yaml

from explorer.text.phrasing import latin_words, source_en, source_ja
from explorer.widgets.learn import LearnPage
from explorer.widgets.stepper import SOURCE_COLOUR, source_html

ROOT = Path(__file__).resolve().parents[1]

RAW = re.compile(r"\b(?:rulebook|seed)\s*\d{3}\b|\b\d{3}_[0-9a-f]+|\.md\b|\.py\b|\.ya?ml\b|/|\b[a-z]+_[a-z_]+\b"
                 r"|\b(?:classic|arcasino)\.\w+")
"""What a reader cannot read: a seed's number, a file, a path, a rule id or a table option's name."""


def all_sources() -> list[str]:
    """Every scenario's ``source`` (the witnesses' too: the Interactions page steps them in the same stepper)."""
    found: set[str] = set()
    for f in scenario_yaml.files():
        for doc in scenario_yaml.documents(f):
            if isinstance(doc, dict) and doc.get("source"):
                found.add(str(doc["source"]))
    return sorted(found)


def test_the_pattern_catches_what_the_line_used_to_show() -> None:
    for raw in ("Source: rulebook 000, card 02, Q&A 1", "出典：seed 004", "Source: docs/readings.md (Eight cut)",
                "Source: LOCAL-RULES.md, classic deck, five_skip", "classic.five_skip.per_play"):
        assert RAW.search(raw), raw
    for named in ("Source: the rulebook, card 02, Q&A 1", "出典：説明書 カード02 Q&A1",
                  "Source: Arcasino's official Q&A", "出典：アルカジノ公式Q&A"):
        assert not RAW.search(named), named


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_no_source_line_shows_a_seed_number_a_file_or_an_id(lang: str) -> None:
    sources = all_sources()
    assert len(sources) > 100
    name = source_ja if lang == "ja" else source_en
    bad = [(s, name(s)) for s in sources if RAW.search(name(s))]
    assert not bad, bad[:5]


def test_the_rulebook_and_arcasinos_qa_are_named_as_people_name_them() -> None:
    assert source_en("rulebook 000, card 02, Q&A 1") == "Source: the rulebook, card 02, Q&A 1"
    assert source_ja("rulebook 000, card 02, Q&A 1") == "出典：説明書 カード02 Q&A1"
    qa = "seed 004, 「キング・エクスチェンジ」について, Q&A 1"
    assert source_en(qa) == "Source: Arcasino's official Q&A, the section on “King exchange”, Q&A 1"
    assert source_ja(qa) == "出典：アルカジノ公式Q&A 「キング・エクスチェンジ」について Q&A1"
    assert source_en("rulebook 004, 「7渡し」について").startswith("Source: Arcasino's official Q&A")
    reading = "docs/readings.md (Eight cut)"
    assert source_en(reading) == "Source: the explorer's reading (where the rulebook is silent)"
    assert source_ja(reading) == "出典：このアプリの解釈（説明書に書かれていない点）"


def test_japanese_source_lines_hold_no_english_and_full_width_parentheses() -> None:
    bad = [(s, source_ja(s)) for s in all_sources() if latin_words(source_ja(s)) or re.search(r"[()]", source_ja(s))]
    assert not bad, bad[:5]


def _contrast(colour: str, background: str = "#ffffff") -> float:
    def luminance(hex_colour: str) -> float:
        channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    hi, lo = sorted((luminance(colour), luminance(background)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_source_line_is_readable_on_white() -> None:
    assert _contrast("#868e96") < 4.5  # the grey it had
    html = source_html("rulebook 000, card 09《法律》", "en")
    colour = re.search(r"color:(#[0-9a-fA-F]{6})", html)
    size = re.search(r"font-size:(\d+)px", html)
    assert colour and colour.group(1) == SOURCE_COLOUR and _contrast(colour.group(1)) >= 4.5, html
    assert size and int(size.group(1)) >= 13, html


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_every_lesson_on_learn_names_its_source(lang: str) -> None:
    """Every lesson Learn shows, as the page draws it: a source line naming the source, no raw seed number."""
    page = LearnPage()
    page.language.lang = lang
    shown = 0
    for i in range(len(page.lessons)):
        page.show(i)
        title = page.stepper.title.value
        line = re.search(r'<div class="dx-source"[^>]*>([^<]*)</div>', title)
        if line is None:
            continue
        shown += 1
        text = line.group(1)
        assert not RAW.search(text), (page.lessons[i].path.name, text)
        assert text.startswith("出典：" if lang == "ja" else "Source: "), text
    assert shown > 50, "most lessons cite their source"
    first_card = next(i for i, lesson in enumerate(page.lessons) if lesson.number == 9)
    page.show(first_card)
    assert ("説明書" if lang == "ja" else "the rulebook") in page.stepper.title.value
