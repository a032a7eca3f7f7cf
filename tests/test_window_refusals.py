"""Why an out-of-turn action (recycle 01, loophole 24, dobon 25) is refused: the words name the condition that fails.

Legality is tested elsewhere (the scenarios under ``scenarios/cards``); here the refusal must say *which*
condition of the card text is not met, in English and in Japanese, and never a reason that does not hold.
"""

from __future__ import annotations

import re

import pytest

from explorer import IllegalMoveError, State
from explorer.engine.actions import Action, Choose
from explorer.engine.contract import Rule
from explorer.text.describe import describe

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def pos(players: str, **kw: object) -> State:
    return State.from_position(list(players), **kw)  # type: ignore[arg-type]


def refusal(s: State, text: str) -> tuple[str, str]:
    """The refusal of ``text`` in English and Japanese; the state must be unchanged."""
    before = (list(s.hands), s.field, s.discard, s.turn, s.pending, s.finished)
    with pytest.raises(IllegalMoveError) as exc:
        s.push(s.parse_action(text))
    assert (list(s.hands), s.field, s.discard, s.turn, s.pending, s.finished) == before
    en, ja = exc.value.en, describe(exc.value, "ja")
    assert ja != en and JAPANESE.search(ja), (en, ja)
    return en, ja


# ---------------------------------------------------------------------------- loophole (24)
class TestLoophole:
    def test_not_the_holder(self) -> None:
        s = pos("ABC", house={"B": ["loophole"]}, hands={"A": "♠2 JK", "B": "♥2 ♦2", "C": "♥4 ♣10"},
                field="♦6", field_by="C", discard="♣4 ♦7", turn="B")
        en, ja = refusal(s, "A shows hand")
        assert "B's house rule" in en and "only" in en
        assert "Bの家訓" in ja and "抜け道" in ja

    def test_a_card_that_is_not_a_forbidden_finish(self) -> None:
        s = pos("ABC", laws=["loophole"], hands={"A": "♠2 JK", "B": "♦5 ♣8 ♥2", "C": "♥4 ♣10"},
                field="♦6", field_by="C", discard="♣4 ♦7", turn="B")
        en, ja = refusal(s, "B shows hand")
        assert "♦5 ♣8" in en and "are not forbidden finishes" in en and "♥2" not in en
        assert "♦5 ♣8" in ja and "禁止上がり" in ja  # the glossary's spelling (issue 28)

    def test_taboo_breaker_in_force(self) -> None:
        s = pos("ABC", laws=["loophole", "taboo_breaker"], hands={"A": "♠2 JK", "B": "♦5 ♣8", "C": "♥4 ♣10"},
                field="♦6", field_by="C", discard="♣4 ♦7", turn="B")
        en, ja = refusal(s, "A shows hand")
        assert "taboo breaker" in en.lower() and "forbidden finish" in en
        assert "禁忌破り" in ja

    def test_taboo_breaker_as_the_players_own_house_rule(self) -> None:
        s = pos("ABC", laws=["loophole"], house={"A": ["taboo_breaker"]},
                hands={"A": "♠2 JK", "B": "♦5 ♣8", "C": "♥4 ♣10"},
                field="♦6", field_by="C", discard="♣4 ♦7", turn="B")
        en, ja = refusal(s, "A shows hand")
        assert "taboo breaker" in en.lower() and "A's house rule" in en
        assert "禁忌破り" in ja

    def test_an_empty_discard_pile(self) -> None:
        s = pos("ABC", laws=["loophole"], hands={"A": "♠2 JK", "B": "♦5 ♣8", "C": "♥4 ♣10"},
                field="♦6", field_by="C", turn="B")
        en, ja = refusal(s, "A shows hand")
        assert "discard pile is empty" in en
        assert "捨札" in ja

    def test_a_player_who_has_gone_out(self) -> None:
        s = pos("ABCD", laws=["loophole"], hands={"A": "♠5", "B": "♦5 ♣8", "C": "♥4 ♣10", "D": "♦9 ♣9"},
                discard="♣4 ♦7", turn="A")
        s.push(s.parse_action("A plays ♠5"))
        en, ja = refusal(s, "A shows hand")
        assert "no cards" in en and "forbidden" not in en
        assert "手札がない" in ja

    def test_the_default_text_is_gone(self) -> None:
        s = pos("ABC", laws=["loophole"], hands={"A": "♠2 JK", "B": "♦5 ♣8 ♥9", "C": "♥4 ♣10"},
                field="♦6", field_by="C", discard="♣4", turn="B")
        en, ja = refusal(s, "B shows hand")
        assert "not open now" not in en and ja != "今はできない"


# ---------------------------------------------------------------------------- dobon (25)
class TestDobon:
    def test_an_empty_field_is_not_a_lone_joker(self) -> None:
        s = pos("ABC", laws=["dobon"], hands={"A": "♠5 ♠6", "B": "♦2 ♣2", "C": "♥4 ♣10"}, turn="A")
        en, ja = refusal(s, "B calls dobon ♦2 ♣2")
        assert "joker" not in en and "field is empty" in en
        assert "ジョーカー" not in ja and "場" in ja

    def test_a_lone_joker_has_no_value(self) -> None:
        s = pos("ABC", laws=["dobon"], hands={"A": "♠5 ♠6", "B": "♦2 ♣2", "C": "♥4 ♣10"},
                field="JK", field_by="C", turn="A")
        en, ja = refusal(s, "B calls dobon ♦2 ♣2")
        assert "lone joker" in en and "no value" in en
        assert "ジョーカー" in ja

    def test_cards_not_in_hand(self) -> None:
        s = pos("ABC", laws=["dobon"], hands={"A": "♠5 ♠6", "B": "♦2 ♣2", "C": "♥4 ♣10"},
                field="♠4", field_by="C", turn="A")
        en, ja = refusal(s, "B calls dobon ♦2 ♥2")
        assert "combine" not in en and "♦2 ♣2" in en
        assert "♦2 ♣2" in ja

    def test_no_combination(self) -> None:
        s = pos("ABC", laws=["dobon"], hands={"A": "♠5 ♠6", "B": "♦2 ♣2", "C": "♥4 ♣10"},
                field="♥9", field_by="C", turn="A")
        en, _ = refusal(s, "B calls dobon ♦2 ♣2")
        assert "combine" in en


# ---------------------------------------------------------------------------- recycle (01)
class TestRecycle:
    def test_a_fallen_king_never_recycled(self) -> None:
        s = pos("ABCD", laws=["recycle"], hands={"A": "♠5", "B": "♠3 ♠9", "C": "♥5 ♥6", "D": "♦7 ♦8 ♦9"},
                discard="♣4", turn="A", king="D")
        s.push(s.parse_action("A plays ♠5"))  # D falls from the capital
        assert s.fallen == (s.players.index("D"),)
        en, ja = refusal(s, "D recycles ♣4")
        assert "already" not in en and "fell from the capital" in en
        assert "すでに" not in ja and "都落ち" in ja

    def test_a_player_who_has_gone_out(self) -> None:
        s = pos("ABCD", laws=["recycle"], hands={"A": "♠5", "B": "♠3 ♠9", "C": "♥5 ♥6", "D": "♦7 ♦8 ♦9"},
                discard="♣4", turn="A")
        s.push(s.parse_action("A plays ♠5"))
        en, ja = refusal(s, "A recycles ♣4")
        assert "already recycled" not in en and "gone out" in en
        assert "すでに再利用" not in ja and "あが" in ja

    def test_already_recycled(self) -> None:
        s = pos("ABC", laws=["recycle"], hands={"A": "♠5 ♠6", "B": "♥4", "C": "♦3 ♦7"}, discard="♠2 ♣8", turn="A")
        s.push(s.parse_action("B recycles ♠2"))
        en, ja = refusal(s, "B recycles ♣8")
        assert "already recycled this round" in en and "or holds no cards" not in en
        assert "すでに再利用した" in ja and "手札がない" not in ja


# ---------------------------------------------------------------------------- the default text (Rule.window_refusal)
class _Bell(Rule):
    """A window that only B may use, and only while the discard pile is not empty."""

    id = "bell"
    ja = "鐘"
    en = "Bell"
    window_kinds = frozenset({"bell"})

    def window_actions(self, state: State) -> list[Action]:
        return [Choose(1, "bell", 0)] if state.discard else []


class TestDefaultWindowRefusal:
    def test_names_what_is_open_now(self) -> None:
        s = pos("ABC", hands={"A": "♠5", "B": "♥4", "C": "♦3"}, discard="♣4", turn="A")
        why = _Bell().window_refusal(s, Choose(0, "bell", 0))
        assert why is not None and "not open now" not in why.en
        assert why.en.startswith("bell is not open to A") and why.en.endswith("open now: B bell nothing")
        assert "鐘" in why.ja and why.ja.endswith("B bell nothing")

    def test_open_to_nobody(self) -> None:
        s = pos("ABC", hands={"A": "♠5", "B": "♥4", "C": "♦3"}, turn="A")
        why = _Bell().window_refusal(s, Choose(1, "bell", 0))
        assert why is not None and "nobody" in why.en and "誰も" in why.ja

    def test_a_house_rule_names_its_holder(self) -> None:
        s = pos("ABC", hands={"A": "♠5", "B": "♥4", "C": "♦3"}, discard="♣4", turn="A")
        why = _Bell(2).window_refusal(s, Choose(0, "bell", 0))
        assert why is not None and "C's house rule" in why.en and "Cの家訓" in why.ja

    def test_an_open_action_is_not_refused(self) -> None:
        s = pos("ABC", hands={"A": "♠5", "B": "♥4", "C": "♦3"}, discard="♣4", turn="A")
        assert _Bell().window_refusal(s, Choose(1, "bell", 0)) is None


class TestRecycleWhichCard:
    def test_an_empty_discard_pile(self) -> None:
        s = pos("ABC", laws=["recycle"], hands={"A": "♠5 ♠6", "B": "♥4", "C": "♦3 ♦7"}, turn="A")
        en, ja = refusal(s, "B recycles ♠2")
        assert "discard pile is empty" in en and "捨札がない" in ja

    def test_a_card_on_the_field(self) -> None:
        s = pos("ABC", laws=["recycle"], hands={"A": "♠5 ♠6", "B": "♥4", "C": "♦3 ♦7"}, field="♠2", field_by="C",
                discard="♣8", turn="A")
        en, ja = refusal(s, "B recycles ♠2")
        assert "♠2 is on the field" in en and "場" in ja

    def test_a_card_in_a_hand_is_not_said_to_be_on_the_field(self) -> None:
        s = pos("ABC", laws=["recycle"], hands={"A": "♠5 ♠6", "B": "♥4", "C": "♦3 ♦7"}, field="♠2", field_by="C",
                discard="♣8", turn="A")
        en, ja = refusal(s, "B recycles ♠5")
        assert "field" not in en and "♠5 is not in the discard pile (♣8)" in en
        assert "場" not in ja
