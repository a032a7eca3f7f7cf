"""Card and meld notation (RULES.md, "Cards and strength"), meld classification and strength.

Every form RULES.md lists must read, printing must round-trip, and bad input
must raise :class:`NotationError` (a ``ValueError``) naming the offending token.
"""

from __future__ import annotations

import pytest

from explorer import (
    Meld,
    MeldKind,
    NotationError,
    State,
    card_str,
    mask_str,
    parse_card,
    parse_cards,
    parse_meld,
)
from explorer.engine.cards import (
    JOKER,
    JOKER2,
    STANDARD_DECK,
    iter_cards,
    make_card,
    parse_rank,
)
from explorer.engine.melds import JOKER_FACE, parse_pattern

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

SPADE, HEART, DIAMOND, CLUB = range(4)
R = {name: i for i, name in enumerate(("3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"))}


def card(rank: str, suit: int) -> int:
    return make_card(R[rank], suit)


# ---------------------------------------------------------------------------- cards
class TestCardForms:
    @pytest.mark.parametrize(
        ("text", "rank", "suit"),
        [
            ("♠3", "3", SPADE),
            ("S3", "3", SPADE),
            ("s3", "3", SPADE),
            ("HA", "A", HEART),
            ("H1", "A", HEART),
            ("h1", "A", HEART),
            ("♥A", "A", HEART),
            ("♦10", "10", DIAMOND),
            ("D10", "10", DIAMOND),
            ("d10", "10", DIAMOND),
            ("♣Q", "Q", CLUB),
            ("CQ", "Q", CLUB),
            ("♠K", "K", SPADE),
            ("SK", "K", SPADE),
            ("♦2", "2", DIAMOND),
            ("D2", "2", DIAMOND),
            ("♦J", "J", DIAMOND),
            ("DJ", "J", DIAMOND),
            ("♥10", "10", HEART),
            ("H10", "10", HEART),
        ],
    )
    def test_forms_of_rules_md(self, text: str, rank: str, suit: int) -> None:
        assert parse_card(text) == card(rank, suit)

    @pytest.mark.parametrize(
        ("text", "rank", "suit"),
        [
            ("♠︎3", "3", SPADE),  # U+FE0E, as the rulebook writes [♠︎３]-style suits
            ("♣︎4", "4", CLUB),
            ("♦︎J", "J", DIAMOND),
            ("♠️K", "K", SPADE),  # U+FE0F, the emoji presentation selector
        ],
    )
    def test_variation_selector_form(self, text: str, rank: str, suit: int) -> None:
        assert "\ufe0e" in text or "\ufe0f" in text
        assert parse_card(text) == card(rank, suit)

    def test_variation_selector_in_a_list(self) -> None:
        assert parse_cards("♠︎3 ♦︎4 ♣︎4") == parse_cards("♠3 ♦4 ♣4")

    def test_ace_written_a_or_1(self) -> None:
        for s in "SHDC":
            assert parse_card(f"{s}A") == parse_card(f"{s}1")

    def test_joker(self) -> None:
        assert parse_card("JK") == JOKER
        assert parse_card("jk") == JOKER
        assert card_str(JOKER) == "JK"
        assert card_str(JOKER2) == "JK"

    def test_two_jokers_in_a_list(self) -> None:
        m = parse_cards("JK ♠3 JK")
        assert m >> JOKER & 1 and m >> JOKER2 & 1
        assert mask_str(m) == "♠3 JK JK"

    def test_joker_declaration_is_not_a_card(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_card("JK=♠9")
        assert "JK=♠9" in str(exc.value)

    def test_separators(self) -> None:
        assert parse_cards("♠3,♥4 ♦5、♣6") == parse_cards("♠3 ♥4 ♦5 ♣6")


class TestCardPrinting:
    def test_every_card_round_trips(self) -> None:
        seen = set()
        for c in iter_cards(STANDARD_DECK):
            text = card_str(c)
            ascii_text = card_str(c, ascii=True)
            assert parse_card(text) == c
            assert parse_card(ascii_text) == c
            assert parse_card(ascii_text.lower()) == c
            seen.add(text)
        assert len(seen) == 53

    def test_print_forms(self) -> None:
        assert card_str(card("3", SPADE)) == "♠3"
        assert card_str(card("10", HEART)) == "♥10"
        assert card_str(card("J", DIAMOND)) == "♦J"
        assert card_str(card("Q", CLUB)) == "♣Q"
        assert card_str(card("K", SPADE)) == "♠K"
        assert card_str(card("A", HEART)) == "♥A"
        assert card_str(card("2", DIAMOND)) == "♦2"
        assert card_str(card("2", DIAMOND), ascii=True) == "D2"
        assert card_str(card("A", HEART), ascii=True) == "HA"

    def test_mask_round_trips(self) -> None:
        text = "♠3 ♥10 ♦J ♣Q ♠K ♥A ♦2 JK"
        m = parse_cards(text)
        assert parse_cards(mask_str(m)) == m
        assert parse_cards(mask_str(m, ascii=True)) == m
        # printed weakest first, joker last
        assert mask_str(parse_cards("JK ♦2 ♠3")) == "♠3 ♦2 JK"

    def test_rank_alone(self) -> None:
        assert parse_rank("A") == parse_rank("1") == R["A"]
        assert parse_rank("q") == R["Q"]


class TestCardErrors:
    @pytest.mark.parametrize("token", ["X3", "?5", "Z10", "*A", "K3"])
    def test_unknown_suit(self, token: str) -> None:
        with pytest.raises(NotationError) as exc:
            parse_card(token)
        assert isinstance(exc.value, ValueError)
        assert token in str(exc.value)
        assert exc.value.token == token

    @pytest.mark.parametrize("token", ["♠11", "S0", "H1O", "DB", "♣", "C22", "S14"])
    def test_unknown_rank(self, token: str) -> None:
        with pytest.raises(NotationError) as exc:
            parse_card(token)
        assert token in str(exc.value)
        assert exc.value.token == token

    def test_unknown_token_inside_a_list_is_named(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_cards("♠3 ♥4 X9 ♦5")
        assert "X9" in str(exc.value)
        with pytest.raises(NotationError) as exc:
            parse_cards("♠3 ♥44")
        assert "♥44" in str(exc.value)

    @pytest.mark.parametrize("token", ["", " ", "\ufe0e"])
    def test_empty_card(self, token: str) -> None:
        with pytest.raises(NotationError) as exc:
            parse_card(token)
        assert "empty" in str(exc.value)

    def test_repeated_card(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_cards("♠3 ♥4 S3")
        assert "S3" in str(exc.value)
        assert exc.value.token == "S3"

    def test_third_joker(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_cards("JK ♠3 JK ♥4 JK")
        assert "JK" in str(exc.value)
        assert "two jokers" in str(exc.value)

    def test_errors_are_value_errors(self) -> None:
        with pytest.raises(ValueError):
            parse_card("nonsense")


# ---------------------------------------------------------------------------- melds
class TestMeldForms:
    def test_single(self) -> None:
        m = parse_meld("♠6")
        assert m.kind is MeldKind.GROUP and m.size == 1 and m.rank == R["6"]

    def test_joker_declared(self) -> None:
        m = parse_meld("♥9 JK=♦9")
        assert m.kind is MeldKind.GROUP and m.size == 2 and m.rank == R["9"]
        assert (JOKER, card("9", DIAMOND)) in m.faces
        assert str(m) == "♥9 JK=♦9"

    def test_joker_declared_ascii_and_variation_selector(self) -> None:
        assert parse_meld("H9 JK=D9") == parse_meld("♥9 JK=♦9")
        assert parse_meld("♥︎9 JK=♦︎9") == parse_meld("♥9 JK=♦9")
        assert parse_meld("h9 jk=d9") == parse_meld("♥9 JK=♦9")

    def test_joker_standing_for_spade_nine(self) -> None:
        m = parse_meld("♠7 ♠8 JK=♠9")
        assert m.kind is MeldKind.SEQUENCE and m.rank == R["7"] and m.size == 3
        assert (JOKER, card("9", SPADE)) in m.faces

    def test_undeclared_joker_filled_plainly(self) -> None:
        m = parse_meld("♥9 JK")
        assert m.kind is MeldKind.GROUP and m.rank == R["9"] and m.size == 2
        seq = parse_meld("♠3 JK ♠5")
        assert seq.kind is MeldKind.SEQUENCE
        assert (JOKER, card("4", SPADE)) in seq.faces

    @pytest.mark.parametrize(
        "text",
        ["♠6", "♥9 JK=♦9", "♠3 ♥3 ♦3", "♠3 ♥3 ♦3 ♣3", "♠3 JK=♠4 ♠5", "♠7 ♠8 JK=♠9",
         "♦10 ♦J ♦Q ♦K", "JK", "♠K ♠A ♠2", "♣2 JK=♦2"],
    )
    def test_meld_printing_round_trips(self, text: str) -> None:
        m = parse_meld(text)
        assert parse_meld(str(m)) == m
        assert parse_meld(m.notation(ascii=True)) == m

    def test_printing_orders_by_face(self) -> None:
        assert str(parse_meld("♠5 ♠3 JK=♠4")) == "♠3 JK=♠4 ♠5"


class TestMeldErrors:
    def test_unknown_suit_in_a_play(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("♠3 X3")
        assert "X3" in str(exc.value)

    def test_unknown_rank_in_a_play(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("♠3 ♥33")
        assert "♥33" in str(exc.value)

    def test_unknown_declared_card(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("♥9 JK=♦99")
        assert "♦99" in str(exc.value)

    @pytest.mark.parametrize("text", ["", "   "])
    def test_empty_play(self, text: str) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld(text)
        assert "at least one card" in str(exc.value)

    def test_repeated_card_in_a_play(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("♠3 ♥3 S3")
        assert "S3" in str(exc.value)

    def test_card_played_twice_through_a_joker(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("♠9 JK=♠9")
        assert "♠9" in str(exc.value)

    def test_third_joker_in_a_play(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("JK=♠3 JK=♥3 JK=♦3")
        assert "JK=♦3" in str(exc.value) or "JK" in str(exc.value)
        assert "two jokers" in str(exc.value)

    def test_five_cards_in_one_play(self) -> None:
        text = "♠3 ♥3 ♦3 ♣3 JK"
        with pytest.raises(NotationError) as exc:
            parse_meld(text)
        assert "5 cards" in str(exc.value)
        assert text in str(exc.value)

    def test_five_card_sequence(self) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld("♠3 ♠4 ♠5 ♠6 ♠7")
        assert "5 cards" in str(exc.value)

    def test_five_cards_via_meld_of(self) -> None:
        pairs = [(c, c) for c in (card("3", SPADE), card("4", SPADE), card("5", SPADE),
                                  card("6", SPADE), card("7", SPADE))]
        with pytest.raises(NotationError):
            Meld.of(pairs)

    @pytest.mark.parametrize(
        "text",
        [
            "♠3 ♥5",  # different ranks, different suits
            "♠3 ♠5",  # two cards are never a sequence
            "♠3 ♠4",  # a sequence needs 3 cards
            "♠3 ♠4 ♥5",  # mixed suits
            "♠3 ♠4 ♠6",  # a gap
            "♠A ♠2 ♠3",  # no wrap-around from 2 to 3
        ],
    )
    def test_not_a_meld(self, text: str) -> None:
        with pytest.raises(NotationError) as exc:
            parse_meld(text)
        assert "not a meld" in str(exc.value)

    def test_two_undeclared_jokers_alone(self) -> None:
        with pytest.raises(NotationError):
            parse_meld("JK JK")

    def test_play_actions_name_the_bad_token(self) -> None:
        s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♥4", "C": "♦5"}, turn="A")
        with pytest.raises(NotationError) as exc:
            s.parse_action("A plays ♠3 Q9")
        assert "Q9" in str(exc.value)
        with pytest.raises(NotationError) as exc:
            s.parse_action("Z plays ♠3")
        assert "Z" in str(exc.value)
        with pytest.raises(NotationError) as exc:
            s.parse_action("A dances")
        assert "dances" in str(exc.value)


class TestMeldClassification:
    @pytest.mark.parametrize(("text", "size", "rank"),
                             [("♠6", 1, "6"), ("♠9 ♥9", 2, "9"), ("♠K ♥K ♦K", 3, "K"),
                              ("♠2 ♥2 ♦2 ♣2", 4, "2")])
    def test_group(self, text: str, size: int, rank: str) -> None:
        m = parse_meld(text)
        assert m.kind is MeldKind.GROUP
        assert m.size == size and m.rank == R[rank] and not m.is_lone_joker
        assert m.jokers == 0

    @pytest.mark.parametrize(("text", "size", "low"),
                             [("♠3 ♠4 ♠5", 3, "3"), ("♥10 ♥J ♥Q ♥K", 4, "10"), ("♣K ♣A ♣2", 3, "K")])
    def test_sequence(self, text: str, size: int, low: str) -> None:
        m = parse_meld(text)
        assert m.kind is MeldKind.SEQUENCE
        assert m.size == size and m.rank == R[low]
        assert m.top_rank == R[low] + size - 1
        assert bin(m.suits).count("1") == 1

    def test_lone_joker(self) -> None:
        m = parse_meld("JK")
        assert m.is_lone_joker
        assert m.kind is MeldKind.GROUP and m.size == 1
        assert m.faces == ((JOKER, JOKER_FACE),)
        assert m.face_ranks() == []

    def test_joker_standing_in_a_group(self) -> None:
        m = parse_meld("♠Q ♥Q JK=♣Q")
        assert m.kind is MeldKind.GROUP and m.size == 3 and m.rank == R["Q"]
        assert m.jokers == 1 and not m.is_lone_joker
        assert m.count_rank(R["Q"]) == 3

    def test_joker_standing_in_a_sequence(self) -> None:
        m = parse_meld("♦5 JK=♦6 ♦7 ♦8")
        assert m.kind is MeldKind.SEQUENCE and m.size == 4 and m.rank == R["5"]
        assert m.jokers == 1
        assert sorted(m.face_ranks()) == [R["5"], R["6"], R["7"], R["8"]]

    def test_joker_extending_a_sequence(self) -> None:
        m = parse_meld("♠K ♠A JK")
        assert m.kind is MeldKind.SEQUENCE and m.rank == R["K"]
        m2 = parse_meld("♠A ♠2 JK")  # cannot go above 2: extends downwards
        assert m2.kind is MeldKind.SEQUENCE and m2.rank == R["K"]

    def test_two_jokers_in_a_group(self) -> None:
        m = parse_meld("♠7 JK=♥7 JK=♦7")
        assert m.kind is MeldKind.GROUP and m.size == 3 and m.jokers == 2

    def test_joker_declared_as_other_rank_is_not_a_meld(self) -> None:
        with pytest.raises(NotationError):
            parse_meld("♠7 JK=♥8")

    def test_pattern_matches_any_declaration(self) -> None:
        pat = parse_pattern("♥9 JK")
        assert pat.matches(parse_meld("♥9 JK=♦9"))
        assert pat.matches(parse_meld("♥9 JK=♣9"))
        assert not parse_pattern("♥9 JK=♣9").matches(parse_meld("♥9 JK=♦9"))


# ---------------------------------------------------------------------------- strength
ORDER = ["3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A", "2"]


class TestStrength:
    def test_normal_order(self) -> None:
        singles = [parse_meld("♠" + r) for r in ORDER]
        strengths = [m.strength(False) for m in singles]
        assert strengths == sorted(strengths) and len(set(strengths)) == 13

    def test_inverted_order(self) -> None:
        singles = [parse_meld("♠" + r) for r in ORDER]
        strengths = [m.strength(True) for m in singles]
        assert strengths == sorted(strengths, reverse=True) and len(set(strengths)) == 13

    def test_lone_joker_strongest_either_way(self) -> None:
        jk = parse_meld("JK")
        for r in ORDER:
            m = parse_meld("♥" + r)
            assert jk.strength(False) > m.strength(False)
            assert jk.strength(True) > m.strength(True)

    def test_joker_standing_in_has_the_rank_strength(self) -> None:
        assert parse_meld("♠9 JK=♥9").strength(False) == parse_meld("♠9 ♥9").strength(False)
        assert parse_meld("♠9 JK=♥9").strength(True) == parse_meld("♠9 ♥9").strength(True)
        # a joker in a group of 3s is the strongest pair under inversion, the weakest normally
        assert parse_meld("♠3 JK=♥3").strength(True) > parse_meld("♠2 ♥2").strength(True)
        assert parse_meld("♠3 JK=♥3").strength(False) < parse_meld("♠4 ♥4").strength(False)

    def test_suits_do_not_matter(self) -> None:
        assert parse_meld("♠7").strength(False) == parse_meld("♣7").strength(False)

    @pytest.mark.parametrize(
        ("revolution", "reversed_", "inverted"),
        [(False, False, False), (True, False, True), (False, True, True), (True, True, False)],
    )
    def test_revolution_and_j_back_compose(self, revolution: bool, reversed_: bool, inverted: bool) -> None:
        s = State.from_position(
            ["A", "B", "C"],
            hands={"A": "♠4 ♠6 JK", "B": "♥7", "C": "♦8"},
            field="♠5", field_by="C", turn="A",
            revolution=revolution, reversed=reversed_,
        )
        assert s.inverted is inverted
        plays = {s.action_str(a) for a in s.legal_actions}
        stronger, weaker = ("A plays ♠4", "A plays ♠6") if inverted else ("A plays ♠6", "A plays ♠4")
        assert stronger in plays
        assert weaker not in plays
        assert "A plays JK" in plays  # a lone joker stays strongest whatever the order
        assert "A passes" in plays

    def test_nothing_beats_a_lone_joker_under_inversion(self) -> None:
        for rev, back in [(False, False), (True, False), (False, True), (True, True)]:
            s = State.from_position(
                ["A", "B", "C"],
                hands={"A": "♠3 ♠2 ♥2", "B": "♥7", "C": "♦8"},
                field="JK", field_by="C", turn="A", revolution=rev, reversed=back,
            )
            assert [s.action_str(a) for a in s.legal_actions] == ["A passes"]
