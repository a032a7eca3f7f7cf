"""Impossible positions: ``State.from_position`` refuses them with a clear PositionError naming the field.

SCENARIO-FORMAT.md: a malformed scenario is rejected "with an error that names
the file, the field and what was expected"; ``from_position`` is what a
scenario's ``start`` (and its ``laws``, ``house_rules`` and ``options``) feed.
"""

from __future__ import annotations

from typing import Any

import pytest

from explorer import PositionError, State
from explorer.engine.cards import JOKER2, STANDARD_DECK, iter_cards
from explorer.rules.catalogue import CARD_IDS, CARDS

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

PLAYERS = ["A", "B", "C"]
OK_HANDS = {"A": "♠4 ♠5", "B": "♥5 ♥6", "C": "♦7"}


def refused(where: str, *extra: str, **kwargs: Any) -> PositionError:
    """from_position(**kwargs) raises PositionError whose message names the field ``where`` (and ``extra``)."""
    kwargs.setdefault("hands", OK_HANDS)
    with pytest.raises(PositionError) as exc:
        State.from_position(PLAYERS, **kwargs)
    msg = str(exc.value)
    assert isinstance(exc.value, ValueError)
    assert where in msg, f"message {msg!r} does not name the field {where!r}"
    for word in extra:
        assert word in msg, f"message {msg!r} does not mention {word!r}"
    return exc.value


class TestCardsInTwoPlaces:
    def test_card_in_two_hands(self) -> None:
        refused("hands.B", "♠3", hands={"A": "♠3 ♠4", "B": "♠3", "C": "♦5"})

    def test_card_in_two_hands_written_differently(self) -> None:
        refused("hands.B", "♠3", hands={"A": "♠3 ♠4", "B": "s3", "C": "♦5"})

    def test_card_twice_in_one_hand(self) -> None:
        refused("hands.A", "S3", hands={"A": "♠3 S3", "B": "♥4", "C": "♦5"})

    def test_card_in_hand_and_discard(self) -> None:
        refused("discard", "♠4", discard="♣9 ♠4")

    def test_card_in_hand_and_field(self) -> None:
        refused("field", "♥6", field="♥6", field_by="C")

    def test_card_on_field_and_in_discard(self) -> None:
        refused("discard", "♣9", field="♣9", field_by="C", discard="♣9")

    def test_card_in_history_and_hand(self) -> None:
        refused("history[0]", "♠4", history=[("C", "♠4")], field="♣9", field_by="A")

    def test_joker_in_two_places_means_two_jokers(self) -> None:
        s = State.from_position(PLAYERS, hands={"A": "JK ♠4", "B": "JK", "C": "♦5"})
        assert s.deck == STANDARD_DECK | 1 << JOKER2

    def test_third_joker(self) -> None:
        refused("hands.C", "JK", hands={"A": "JK ♠4", "B": "JK", "C": "JK ♦5"})


class TestFieldMeld:
    def test_five_card_field(self) -> None:
        refused("field", "5 cards", field="♠9 ♥9 ♦9 ♣9 JK", field_by="C")

    def test_five_card_sequence_on_the_field(self) -> None:
        refused("field", "5 cards", field="♣3 ♣4 ♣5 ♣6 ♣7", field_by="C")

    def test_five_card_history_play(self) -> None:
        refused("history[0]", "5 cards", history=[("C", "♣3 ♣4 ♣5 ♣6 ♣7")],
                field="♦J ♦Q ♦K", field_by="A")

    def test_field_not_a_meld(self) -> None:
        refused("field", "not a meld", field="♠9 ♥10", field_by="C")

    def test_field_without_its_player(self) -> None:
        refused("field", field="♠9")

    def test_field_by_unknown_player(self) -> None:
        refused("field.by", "Z", field="♠9", field_by="Z")

    def test_field_bad_notation(self) -> None:
        refused("field", "X9", field="X9", field_by="C")


class TestUnknownPlayers:
    def test_unknown_name_in_hands(self) -> None:
        refused("hands", "Z", hands={"A": "♠4", "Z": "♥5"})

    def test_unknown_turn(self) -> None:
        refused("turn", "Z", turn="Z")

    def test_unknown_king(self) -> None:
        refused("king", "Z", king="Z")

    def test_unknown_house_rule_holder(self) -> None:
        refused("house_rules", "Z", house={"Z": ["eight_cut"]})

    def test_unknown_finished_player(self) -> None:
        refused("finished", "Z", finished=["Z"])

    def test_unknown_points_player(self) -> None:
        refused("points", "Z", points={"Z": 3})

    def test_unknown_history_player(self) -> None:
        refused("history[0]", "Z", history=[("Z", "♣9")], field="♣10", field_by="A")


class TestTurnAndFinished:
    def test_turn_player_with_no_cards(self) -> None:
        refused("turn", "C", hands={"A": "♠4", "B": "♥5"}, turn="C")

    def test_finished_player_holding_cards(self) -> None:
        refused("finished", "A", finished=["A"])

    def test_a_valid_position_is_accepted(self) -> None:
        s = State.from_position(PLAYERS, hands=OK_HANDS, field="♣9", field_by="C", turn="A",
                                discard="♣3", king="B", points={"B": 3})
        assert s.pending is not None and s.pending.player == 0
        placed = s.hands[0] | s.hands[1] | s.hands[2] | s.field_cards | s.discard
        assert placed & s.out_of_play == 0
        assert placed | s.out_of_play == STANDARD_DECK
        assert len(list(iter_cards(s.out_of_play))) == 53 - 7


class TestRules:
    def test_unknown_rule_id_as_law(self) -> None:
        refused("laws", "no_such_rule", laws=["no_such_rule"])

    def test_unknown_rule_id_as_house_rule(self) -> None:
        refused("house_rules", "no_such_rule", house={"A": ["no_such_rule"]})

    def test_rule_number_out_of_range(self) -> None:
        refused("laws", "26", laws=["26"])

    def test_rule_number_that_is_no_card(self) -> None:
        refused("laws", "99", laws=["99"])

    def test_rule_number_zero_as_int(self) -> None:
        refused("laws", "0", laws=[0])

    def test_every_card_of_rules_md_is_in_force_as_law_and_as_house_rule(self) -> None:
        assert {c.number for c in CARDS} == set(CARD_IDS)  # the registry's cards (tests/test_catalogue.py: RULES.md's)
        for number, rule in CARD_IDS.items():
            law = State.from_position(PLAYERS, hands=OK_HANDS, laws=[rule])
            assert [r.number for r in law.rules if not r.base] == [number]
            house = State.from_position(PLAYERS, hands=OK_HANDS, house={"B": [f"{number:02d}"]})
            assert [(r.id, r.holder) for r in house.rules if not r.base] == [(rule, 1)]

    def test_base_rule_as_a_law(self) -> None:
        refused("laws", "revolution", laws=["revolution"])

    def test_same_rule_as_law_and_house_rule(self) -> None:
        refused("laws", "eight_cut", laws=["eight_cut"], house={"B": ["eight_cut"]})

    def test_same_rule_as_law_and_house_rule_by_number(self) -> None:
        refused("house_rules", "eight_cut", laws=["09"], house={"B": ["eight_cut"]})

    def test_same_house_rule_held_twice(self) -> None:
        refused("house_rules", "j_back", house={"A": ["j_back"], "C": ["19"]})

    def test_same_law_twice(self) -> None:
        refused("laws", "stairs", laws=["stairs", "21"])

    def test_rules_by_id_and_number_are_accepted(self) -> None:
        s = State.from_position(PLAYERS, hands=OK_HANDS, laws=["09", "j_back", 21],
                                house={"A": ["04"], "B": ["suit_lock", "06"]})
        assert s.laws == ("eight_cut", "j_back", "stairs")
        assert s.house == (("taboo_breaker",), ("suit_lock", "slip_through"), ())


class TestOptions:
    def test_unknown_table_option(self) -> None:
        refused("options.colour", "unknown table option", options={"colour": "red"})

    def test_bad_option_value(self) -> None:
        refused("options.forbidden_strongest", "always_3", options={"forbidden_strongest": "always_3"})

    def test_bad_rounds(self) -> None:
        refused("options.rounds", options={"rounds": 0})

    def test_known_options(self) -> None:
        s = State.from_position(PLAYERS, hands=OK_HANDS,
                                options={"forbidden_strongest": "always_2", "revolution_finish_is_effect": True})
        assert s.options.forbidden_strongest == "always_2"
        assert s.options.revolution_finish_is_effect is True


class TestLock:
    def test_bad_lock_key(self) -> None:
        refused("lock.colour", lock={"colour": "red"}, laws=["suit_lock"])

    def test_bad_lock_suit(self) -> None:
        refused("lock.suit", lock={"suit": "X"}, laws=["suit_lock"])
