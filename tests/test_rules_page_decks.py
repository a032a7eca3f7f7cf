"""The Rule cards page by deck: the deck switch (Cthulhu 25, classic local rules, Arcasino's casino cards) in
both languages, each deck's rules with their ja/en law and house-rule texts and scope, the cards whose effect
is not published listed as such, and no id or developer's word on the page."""

from __future__ import annotations

import re
from html import escape
from typing import Any

import pytest

from explorer.rules.catalogue import BASE_RULES, CARDS
from explorer.rules.decks import DECKS, deck
from explorer.widgets.i18n import Language
from explorer.widgets.rules_page import NOT_PLAYABLE, NOT_PUBLISHED, RulesPage, rules_page

_ID = re.compile(r"\b[a-z]+(?:_[a-z0-9]+)+\b|\b(?:classic|arcasino|cthulhu)\.[a-z_]+")
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


@pytest.fixture
def page() -> RulesPage:
    made = rules_page(Language())
    assert isinstance(made, RulesPage)
    return made


def values(select: Any) -> list[str]:
    return [v for _, v in select.options]


def shown_text(page: RulesPage) -> str:
    """What the reader sees: the HTML's text (no tags, no attributes) and every label."""
    html = " ".join(w.value for w in (page.heading, page.detail, page.covering_title))
    text = re.sub(r"<style>.*?</style>", " ", html, flags=re.S)
    text = re.sub(r"<[^>]+>", " ", text)
    labels = [label for select in (page.deck_switch, page.card_list, page.covering_list)
              for label, _ in select.options]
    return text + " " + " ".join(labels)


def test_the_deck_switch_names_the_three_decks_in_the_pages_language(page: RulesPage) -> None:
    assert "dx-deck-switch" in page.deck_switch._dom_classes
    assert values(page.deck_switch) == [d.id for d in DECKS]
    assert [label for label, _ in page.deck_switch.options] == [d.ja for d in DECKS]
    page.language.lang = "en"
    assert [label for label, _ in page.deck_switch.options] == [d.en for d in DECKS]
    assert page.deck_switch.value == "cthulhu"


@pytest.mark.parametrize("deck_id", ["classic", "arcasino"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_deck_lists_its_rules_and_shows_their_texts(page: RulesPage, deck_id: str, lang: str) -> None:
    page.language.lang = lang
    page.deck_switch.value = deck_id
    d = deck(deck_id)
    listed = values(page.card_list)
    assert listed[:len(d.rules)] == d.rule_ids()
    for cls in d.rules:
        page.card_list.value = cls.id
        detail = page.detail.value
        law, house = (cls.law_ja, cls.house_ja) if lang == "ja" else (cls.law_en, cls.house_en)
        assert escape(law) in detail and escape(house) in detail, cls.id
        assert cls.ja in detail and (cls.en in detail) == (lang == "en")  # no English in Japanese mode
        assert "dx-scope" in detail
        assert "dx-vp" not in detail, "victory points are the Cthulhu cards' alone"
        assert cls.id not in shown_text(page)
    first = d.rules[0]
    names = first.ja if lang == "ja" else f"{first.en} / {first.ja}"  # no English in Japanese mode
    assert page.card_list.options[0][0] == names, "no card number, not 'base rule'; the page's language first"


def test_arcasinos_unpublished_cards_are_listed_as_such_in_both_languages(page: RulesPage) -> None:
    page.deck_switch.value = "arcasino"
    unpublished = [v for v in values(page.card_list) if v.startswith(NOT_PUBLISHED)]
    assert len(unpublished) == len(deck("arcasino").listed) == 4
    page.card_list.value = NOT_PUBLISHED + "Mandom"
    assert "マンダム" in page.detail.value and "効果を示す資料がない" in page.detail.value
    assert page.stepper.layout.display == "none" and page.covering_list.layout.display == "none"
    assert any("マンダム" in label and "効果未公開" in label for label, _ in page.card_list.options)
    page.language.lang = "en"
    assert page.card_list.value == NOT_PUBLISHED + "Mandom", "the choice survives the language switch"
    assert "No source gives this card&#x27;s effect" in page.detail.value
    assert any("Mandom" in label and "effect not published" in label for label, _ in page.card_list.options)
    not_yet = [v for v in values(page.card_list) if v.startswith(NOT_PLAYABLE)]
    assert len(not_yet) == len(deck("arcasino").missing)


def test_a_deck_rule_plays_its_scenarios_and_back_to_the_cthulhu_cards(page: RulesPage) -> None:
    page.deck_switch.value = "arcasino"
    page.card_list.value = "arcasino.tax"
    paths = values(page.covering_list)
    # the deck's own scenarios and the search's examples with tax in force, never the classic deck's
    assert paths and all("/arcasino/" in p or "/witnesses/decks/" in p for p in paths), paths
    assert any("/arcasino/" in p for p in paths)
    assert page.stepper.layout.display == ""
    page.card_list.value = NOT_PUBLISHED + "Two back"
    page.deck_switch.value = "cthulhu"
    assert values(page.card_list) == [c.id for c in CARDS + BASE_RULES]
    assert page.card_list.value == CARDS[0].id and page.covering_list.layout.display == ""
    assert values(page.covering_list), "the first card's scenarios are listed again"


@pytest.mark.parametrize("deck_id", [d.id for d in DECKS])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_no_id_or_developer_word_on_the_page(page: RulesPage, deck_id: str, lang: str) -> None:
    page.language.lang = lang
    page.deck_switch.value = deck_id
    for value in values(page.card_list)[:6]:
        page.card_list.value = value
        text = shown_text(page)
        found = _ID.findall(text)
        assert not found, (deck_id, value, found)
        for word in ("seed 0", "(reading)", "LOCAL-RULES", "witness", "engine", "<code>", "エンジン"):
            assert word not in text and word not in page.detail.value, (deck_id, value, word)
    if lang == "en":  # the options and intro read in English; a rule's Japanese name is the only Japanese
        assert not _JAPANESE.search(page.heading.value)


def test_the_english_scope_is_said_once(page: RulesPage) -> None:
    page.language.lang = "en"
    page.card_list.value = "fusion_revolution"
    assert "only the holder may use it</span>" in page.detail.value
    assert "<code>" not in page.detail.value


def test_a_deck_rule_lists_only_the_scenarios_that_put_it_in_force(page: RulesPage) -> None:
    """Classic's 7 pass and Arcasino's share the name 7渡し: a scenario citing the name of one is not the
    other's."""
    page.deck_switch.value = "classic"
    page.card_list.value = "classic.seven_pass"
    paths = values(page.covering_list)
    assert paths and not [p for p in paths if "/arcasino/" in p], paths
    page.deck_switch.value = "arcasino"
    page.card_list.value = "arcasino.seven_pass"
    assert "scenarios/arcasino/seed004-seven-pass-finish.yaml" in values(page.covering_list)


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_scenario_sources_on_the_page_name_no_file_or_id(page: RulesPage, lang: str) -> None:
    """The stepper's source line under a scenario reads as a citation: no file path, no id (a search witness,
    a classic deck lesson)."""
    page.language.lang = lang
    for deck_id, rule_id, folder in (("cthulhu", "fusion_revolution", "/witnesses/"),
                                     ("classic", "classic.five_skip", "/classic/")):
        page.deck_switch.value = deck_id
        page.card_list.value = rule_id
        page.covering_list.value = next(p for p in values(page.covering_list) if folder in p)
        html = page.stepper.title.value
        for word in (".py", ".md", "explorer/", "five_skip", "classic.", "seed 0", "LOCAL-"):
            assert word not in html, (word, html)


@pytest.mark.parametrize("option", [o for d in DECKS for o in d.options], ids=lambda o: o.name)
def test_every_table_option_is_said_in_the_pages_own_words(option: Any) -> None:
    """A deck's option is shown in a reader's words in both languages: the page's own text, never the deck's
    developer text with its sources ("seed 004", "UECda")."""
    from explorer.widgets.i18n import TEXTS
    from explorer.widgets.rules_page import option_text

    assert f"rules_option_{option.name}" in TEXTS
    for lang in ("ja", "en"):
        text = option_text(option, lang)
        assert "seed" not in text and "UECda" not in text and not _ID.search(text), text
    assert _JAPANESE.search(option_text(option, "ja")) and not _JAPANESE.search(option_text(option, "en"))


def provenance_marks(text: str) -> list[str]:
    """The developers' marks of where a wording comes from, which say nothing to a player: ``(reading)``,
    ``(seed 004)``, ``Reading:``."""
    import re

    return re.findall(r"\((?:reading|seed \d+)\)|\bseed \d+\b|^Reading:", text)


def test_no_rule_text_a_player_reads_carries_a_developers_mark() -> None:
    """A rule's texts are shown as the rule declares them: the marks are kept out of the data (they were
    stripped on the way to the page by a regular expression), and a planted one is found."""
    from explorer.rules.catalogue import every_rule
    from explorer.rules.decks import DECKS

    rules = {cls.id: cls for cls in [*every_rule(), *(c for d in DECKS for c in d.rules)]}
    marked = {i: m for i, cls in rules.items()
              for text in (cls.law_en, cls.house_en or "", cls.law_ja, cls.house_ja or "")
              if (m := provenance_marks(text))}
    assert not marked, marked
    assert provenance_marks("Each 9 reverses the order (reading), one card at a time (seed 004).") == [
        "(reading)", "(seed 004)"]
