"""Effect choices, effect order and out-of-turn windows: the engine's explicit decision points."""

from __future__ import annotations

import pytest

from explorer import Choose, DecisionKind, IllegalMoveError, State, parse_cards
from explorer.engine.cards import parse_suits

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)


def snapshot(s: State) -> tuple[object, ...]:
    return (tuple(s.hands), s.field, s.field_cards, s.discard, s.pending, s.choice, s.turn, s.points,
            s.finished, s.revolution, s.reversed, s.lock_suits, s.lock_rank)


def ten_discard_position() -> State:
    return State.from_position(["A", "B", "C"], laws=["ten_discard"],
                               hands={"A": "♠10 ♥10 ♣4 ♦5 ♠9", "B": "♠J", "C": "♦3"}, turn="A")


class TestEffectChoice:
    def test_a_ten_asks_which_card_to_discard(self) -> None:
        s = ten_discard_position()
        s.push(s.parse_action("A plays ♠10 ♥10"))
        assert s.pending is not None and s.pending.kind is DecisionKind.CHOICE and s.pending.player == 0
        assert sorted(s.action_str(a) for a in s.legal_actions) == [
            "A discards ♠9", "A discards ♣4", "A discards ♦5"]

    def test_each_ten_discards_once_then_play_goes_on(self) -> None:
        s = ten_discard_position()
        s.push(s.parse_action("A plays ♠10 ♥10"))
        ev = s.push(s.parse_action("A discards ♣4"))
        assert [e.rule for e in ev] == ["ten_discard"]
        assert s.pending is not None and s.pending.kind is DecisionKind.CHOICE  # the second 10
        s.push(s.parse_action("A discards ♦5"))
        assert s.pending is not None and s.pending.kind is DecisionKind.PLAY and s.player_name(s.turn) == "B"
        assert s.hand_str("A") == "♠9"
        assert s.discard & parse_cards("♣4 ♦5") == parse_cards("♣4 ♦5")  # both went to the discard pile

    def test_a_wrong_choice_is_refused_and_changes_nothing(self) -> None:
        s = ten_discard_position()
        s.push(s.parse_action("A plays ♠10 ♥10"))
        before = snapshot(s)
        with pytest.raises(IllegalMoveError, match="ten_discard"):
            s.push(s.parse_action("A discards ♠J"))
        with pytest.raises(IllegalMoveError, match="must choose first"):
            s.push(s.parse_action("B plays ♠J"))
        assert snapshot(s) == before

    def test_pop_returns_to_the_middle_of_the_effects(self) -> None:
        s = ten_discard_position()
        s.push(s.parse_action("A plays ♠10 ♥10"))
        mid = snapshot(s)
        s.push(s.parse_action("A discards ♣4"))
        s.push(s.parse_action("A discards ♦5"))
        s.pop()
        s.pop()
        assert snapshot(s) == mid
        s.push(s.parse_action("A discards ♠9"))  # a different path from the same point
        assert "♠9" not in s.hand_str("A")


class TestEffectOrder:
    def position(self) -> State:
        return State.from_position(
            ["A", "B", "C"], laws=["stairs", "ten_discard", "pull_out"],
            hands={"A": "♠10 ♠J ♠Q ♠K ♣4", "B": "♦3", "C": "♦4"},
            field="♥6 ♥7 ♥8 ♥9", field_by="C", turn="A")

    def test_order_is_asked_when_effects_do_not_commute(self) -> None:
        s = self.position()
        s.push(s.parse_action("A plays ♠10 ♠J ♠Q ♠K"))
        assert s.choice is not None and s.choice.kind == "order"
        assert {a.value for a in s.choice.options if isinstance(a, Choose)} == {
            ("ten_discard", "pull_out"), ("pull_out", "ten_discard")}

    def test_pulling_first_lets_the_pulled_card_be_discarded(self) -> None:
        s = self.position()
        s.push(s.parse_action("A plays ♠10 ♠J ♠Q ♠K"))
        s.push(s.parse_action("A orders pull_out, ten_discard"))
        s.push(s.parse_action("A takes ♥9"))
        assert "A discards ♥9" in [s.action_str(a) for a in s.legal_actions]

    def test_discarding_first_cannot_discard_what_is_not_yet_pulled(self) -> None:
        s = self.position()
        s.push(s.parse_action("A plays ♠10 ♠J ♠Q ♠K"))
        s.push(s.parse_action("A orders ten_discard, pull_out"))
        assert [s.action_str(a) for a in s.legal_actions] == ["A discards ♣4"]


class TestWindows:
    def test_recycle_is_open_to_any_player_out_of_turn(self) -> None:
        s = State.from_position(["A", "B", "C"], laws=["recycle"],
                                hands={"A": "♠8", "B": "♠2", "C": "♦3"}, discard="♦7", turn="A")
        listed = [s.action_str(a) for a in s.legal_actions]
        assert {"B recycles ♦7", "C recycles ♦7", "A recycles ♦7", "A plays ♠8"} <= set(listed)
        s.push(s.parse_action("C recycles ♦7"))
        assert s.pending is not None and s.player_name(s.pending.player) == "A"  # still A's turn
        assert "♦7" in s.hand_str("C")

    def test_recycle_as_house_rule_is_the_holders_alone(self) -> None:
        s = State.from_position(["A", "B", "C"], house={"B": ["recycle"]},
                                hands={"A": "♠8", "B": "♠2", "C": "♦3"}, discard="♦7", turn="A")
        assert [s.action_str(a) for a in s.window_actions()] == ["B recycles ♦7"]
        with pytest.raises(IllegalMoveError, match="house rule"):
            s.push(s.parse_action("C recycles ♦7"))

    def test_dobon_window_and_its_refusals(self) -> None:
        s = State.from_position(["A", "B", "C"], laws=["dobon"],
                                hands={"A": "♠8 ♣4", "B": "♠2 ♥2", "C": "♦3 ♣5 ♦9"}, turn="A")
        s.push(s.parse_action("A plays ♣4"))
        with pytest.raises(IllegalMoveError, match="exactly two cards"):
            s.push(s.parse_action("C calls dobon ♦3 ♣5"))
        ev = s.push(s.parse_action("B calls dobon ♠2 ♥2"))  # 2 + 2 = 4
        assert [e.rule for e in ev if e.rule] == ["dobon"]
        assert s.places() == {1: 1}
        assert s.field is not None and str(s.field) == "♣4"


class TestTheFieldAfterATake:
    """Seed 004: a lock always reads the previous card as the field now shows it (rulebook 004, 「色縛り」 Q&A)."""

    def test_under_top_skips_a_meld_taken_whole_and_counts_only_cards_left(self) -> None:
        s = State.from_position(["A", "B", "C"], laws=["pull_out"],
                                hands={"A": "♠6 ♥6 ♣3", "B": "♠K ♦K ♣4", "C": "♦5"}, turn="A")
        s.push(s.parse_action("A plays ♠6 ♥6"))
        s.push(s.parse_action("B plays ♠K ♦K"))
        s.push(s.parse_action("B takes ♥6"))  # the first K takes one of the pair
        under = s.under_top()
        assert under is not None and str(under[0]) == "♠6 ♥6" and under[1] == parse_suits("♠")
        s.push(s.parse_action("B takes ♠6"))  # the second K takes the other: nothing lies under now
        assert s.under_top() is None

    def test_suit_lock_forms_when_a_take_shows_a_matching_card(self) -> None:
        s = State.from_position(["A", "B", "C", "D"], laws=["pull_out", "suit_lock"],
                                hands={"A": "♠3 ♦4", "B": "♣6 ♦5", "C": "♠K ♦7", "D": "♥A ♠A ♦8"}, turn="A")
        for text in ("A plays ♠3", "B plays ♣6", "C plays ♠K"):
            s.push(s.parse_action(text))
        assert s.lock_suits == 0
        events = s.push(s.parse_action("C takes ♣6"))
        assert [e.rule for e in events] == ["pull_out", "suit_lock"]
        assert s.lock_suits == parse_suits("♠")

    def test_no_lock_when_the_take_is_declined_or_the_lock_is_anothers_house_rule(self) -> None:
        hands = {"A": "♠3 ♦4", "B": "♣6 ♦5", "C": "♠K ♦7", "D": "♥A ♠A ♦8"}
        s = State.from_position(["A", "B", "C", "D"], laws=["pull_out", "suit_lock"], hands=hands, turn="A")
        for text in ("A plays ♠3", "B plays ♣6", "C plays ♠K", "C takes nothing"):
            s.push(s.parse_action(text))
        assert s.lock_suits == 0
        s = State.from_position(["A", "B", "C", "D"], laws=["pull_out"], house={"A": ["suit_lock"]},
                                hands=hands, turn="A")
        for text in ("A plays ♠3", "B plays ♣6", "C plays ♠K", "C takes ♣6"):
            s.push(s.parse_action(text))
        assert s.lock_suits == 0  # the play on top is C's; A's house-rule lock fires only on A's plays
