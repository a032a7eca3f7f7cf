"""The engine's states made from another (``explorer/engine/derived.py``, issue 41): what code outside the engine
uses instead of writing a state's fields, each checked."""

from __future__ import annotations

import pytest

from explorer.engine.cards import parse_cards
from explorer.engine.contract import Rule
from explorer.engine.derived import redealt, suppose_hand, under_rules, with_rules
from explorer.engine.errors import PositionError, RuleError
from explorer.engine.state import State


def table() -> State:
    return State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, discard="♣5",
                               field="♦7", field_by="C", turn="A", revolution=True)


def test_with_rules_is_a_copy_with_exactly_those_rules() -> None:
    s = table()
    kept = [r for r in s.rules.rules if not r.owns]
    t = with_rules(s, kept)
    assert list(t.rules.rules) == kept and len(kept) < len(s.rules.rules)
    assert t is not s and t.hands == s.hands and t.field == s.field and t.revolution
    assert len(s.rules.rules) > len(kept)  # the state it was made from is unchanged


def test_with_rules_refuses_what_is_not_a_rule_of_this_table() -> None:
    s = table()
    with pytest.raises(RuleError, match=r"rules\[1\]: expected a rule, got int"):
        with_rules(s, [s.rules.rules[0], 3])  # type: ignore[list-item]

    class Held(Rule):  # a house rule of no deck
        id = "held"

    with pytest.raises(RuleError, match="held by seat 5; the table has seats 0 to 2"):
        with_rules(s, [Held(5)])
    assert [r.holder for r in with_rules(s, [Held(2)]).rules.rules] == [2]


def test_under_rules_turns_off_what_no_rule_in_force_owns() -> None:
    s = table()
    assert s.revolution
    owners = [r for r in s.rules.rules if "revolution" in r.owns]
    assert owners, "a base rule owns the revolution"
    assert under_rules(s, s.rules.rules).revolution
    assert not under_rules(s, [r for r in s.rules.rules if r not in owners]).revolution
    assert s.revolution


def test_redealt_deals_the_hidden_cards_otherwise_and_checks_them() -> None:
    s = table()
    hands = [parse_cards("♠3 ♥4"), parse_cards("♣K"), parse_cards("♦9")]
    out = s.out_of_play
    w = redealt(s, hands, out, 7, lambda kind: True)
    assert w.hands == hands and w.out_of_play == out and w.game.seed == 7 and w.log == [] and w.rule_deck == ()
    assert s.hands[1] == parse_cards("♦9")  # the state it was made from is unchanged
    with pytest.raises(PositionError, match="one per seat"):
        redealt(s, hands[:2], out, 7, lambda kind: True)
    with pytest.raises(PositionError, match=r"hands\[1\]: holds a card placed elsewhere"):
        redealt(s, [hands[0], hands[0], hands[2]], out, 7, lambda kind: True)
    with pytest.raises(PositionError, match="out_of_play: holds a card placed elsewhere"):
        redealt(s, hands, out | parse_cards("♦7"), 7, lambda kind: True)  # the field's card
    with pytest.raises(PositionError, match="not every card of the game is placed"):
        redealt(s, [hands[0], 0, hands[2]], out, 7, lambda kind: True)


def test_suppose_hand_checks_the_seat_and_the_cards() -> None:
    s = table()
    suppose_hand(s, 1, parse_cards("♠A ♠2"))
    assert s.hands[1] == parse_cards("♠A ♠2")
    with pytest.raises(PositionError, match="seat: the table has seats 0 to 2, not 3"):
        suppose_hand(s, 3, 0)
    with pytest.raises(PositionError, match="hand: not a set of cards"):
        suppose_hand(s, 0, 1 << 60)
