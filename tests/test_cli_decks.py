"""``python -m explorer rules --deck D``: a deck's rules, options and listed cards, in both languages."""

from __future__ import annotations

import io

import pytest

from explorer.cli.rules import show_rules
from explorer.rules.decks import DECKS, deck

pytestmark = pytest.mark.rules


def run(deck_id: str, lang: str = "en") -> tuple[int, str]:
    buf = io.StringIO()
    return show_rules(None, lang, buf, deck_id), buf.getvalue()


@pytest.mark.parametrize("deck_id", [d.id for d in DECKS])
def test_every_rule_of_the_deck_is_listed(deck_id: str) -> None:
    code, text = run(deck_id)
    assert code == 0
    for cls in deck(deck_id).rules:
        assert cls.id in text and cls.en in text
    code, ja = run(deck_id, "ja")
    assert code == 0
    for cls in deck(deck_id).rules:
        assert cls.ja in ja and cls.law_ja in ja


def test_options_and_unpublished_cards_are_shown() -> None:
    _, text = run("classic")
    assert "classic.five_skip.per_play: false | true" in text
    assert "not implemented yet" not in text  # every rule of LOCAL-RULES.md is implemented
    assert "classic.sequence_revolution.length: 4 | 5" in text
    assert "classic.forbidden_order: earlier_higher | earlier_lower" in text
    assert "classic.rank_exchange.simultaneous: true | false" in text
    _, ja = run("arcasino", "ja")
    assert "効果未公開" in ja and "クイーン・ラブ" in ja
    _, en = run("arcasino")
    assert "effect not published" in en and "Mandom" in en
    assert "not implemented yet" not in en and "arcasino.black_market" in en and "arcasino.stairs" in en


def test_an_unknown_deck_is_an_error_naming_the_decks() -> None:
    code, text = run("poker")
    assert code == 2 and "unknown deck 'poker'" in text and "classic" in text
    code, ja = run("poker", "ja")
    assert code == 2 and ja.startswith("エラー：")
