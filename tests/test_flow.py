"""The round and game flow of RULES.md ("Base rules", "Flow", "Processing a play").

Every expectation here is written from RULES.md and the rulebook (seeds/000,
seeds/004), not from what the engine happens to do.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

import pytest

from explorer import (
    DecisionKind,
    Game,
    Give,
    IllegalMoveError,
    Mode,
    NameStart,
    Pass,
    Pending,
    Phase,
    Pick,
    Play,
    State,
    TableOptions,
    Trim,
    parse_cards,
)
from explorer.engine.cards import JOKER, JOKER2, RANK_MASK, STANDARD_DECK, iter_cards, rank_of
from explorer.engine.events import Event
from explorer.engine.melds import Meld
from explorer.rules.catalogue import CARDS

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

PLACE_POINTS = {1: 3, 2: 2, 3: 1}


# ---------------------------------------------------------------------------- helpers
def do(s: State, text: str) -> list[Event]:
    return s.push(s.parse_action(text))


def rules_fired(events: list[Event]) -> list[str]:
    return [e.rule for e in events if e.rule]


def moves(s: State) -> set[str]:
    return {s.action_str(a) for a in s.legal_actions}


def refuse(s: State, text: str) -> IllegalMoveError:
    before = (list(s.hands), s.field, s.discard, s.turn, s.pending, s.points, s.finished)
    with pytest.raises(IllegalMoveError) as exc:
        do(s, text)
    assert (list(s.hands), s.field, s.discard, s.turn, s.pending, s.points, s.finished) == before
    return exc.value


def who(s: State) -> str:
    assert s.pending is not None
    return s.players[s.pending.player]


def seat(s: State, name: str) -> int:
    return s.players.index(name)


def hand(s: State, name: str) -> int:
    return s.hands[seat(s, name)]


def final_places(s: State) -> dict[str, int]:
    assert s.is_terminal()
    return {s.players[p]: place for p, place in s.places().items()}


def pos(players: str = "ABCD", **kw: object) -> State:
    return State.from_position(list(players), **kw)  # type: ignore[arg-type]


# ---------------------------------------------------------------------------- tricks
class TestTrickFlow:
    def test_follow_needs_same_count_and_stronger(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♠3", "B": "♠5 ♥10 ♦10 ♠K ♣9", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠9")
        assert who(s) == "B"
        assert moves(s) == {"B plays ♥10", "B plays ♦10", "B plays ♠K", "B passes"}
        refuse(s, "B plays ♠5")  # weaker
        refuse(s, "B plays ♣9")  # only as strong
        refuse(s, "B plays ♥10 ♦10")  # a pair on a single

    def test_play_order_is_clockwise(self) -> None:
        s = pos("ABCD", hands={"A": "♠3 ♠4", "B": "♥5 ♥6", "C": "♦7 ♦8", "D": "♣9 ♣10"}, turn="C")
        do(s, "C plays ♦7")
        assert who(s) == "D"
        do(s, "D passes")
        assert who(s) == "A"
        do(s, "A passes")
        assert who(s) == "B"

    def test_passing_is_always_allowed_on_a_field(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♠3", "B": "♠K ♥K", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠9")
        assert "B passes" in moves(s)  # even holding stronger cards
        do(s, "B passes")
        assert s.field is not None and str(s.field) == "♠9"
        assert who(s) == "C"
        assert moves(s) == {"C passes"}

    def test_field_clears_when_everyone_but_the_last_player_passed(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♠3", "B": "♠K ♥K", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠9")
        do(s, "B passes")
        events = do(s, "C passes")
        assert s.field is None
        assert s.discard & parse_cards("♠9") == parse_cards("♠9")
        assert s.field_cards == 0
        assert who(s) == "A"  # the last player to play leads
        assert any(e.kind == "clear" for e in events)

    def test_last_player_leads_after_a_longer_trick(self) -> None:
        s = pos("ABCD", hands={"A": "♠5 ♠3", "B": "♠7 ♥4", "C": "♦3 ♦4", "D": "♣3 ♣4"}, turn="A")
        do(s, "A plays ♠5")
        do(s, "B plays ♠7")
        do(s, "C passes")
        do(s, "D passes")
        assert s.field is not None
        do(s, "A passes")
        assert s.field is None
        assert s.discard == parse_cards("♠5 ♠7")
        assert who(s) == "B"

    def test_finished_last_player_hands_the_lead_to_the_next_holder(self) -> None:
        s = pos("ABCD", hands={"A": "♠9 ♠3", "B": "♠K", "C": "♥4 ♥5", "D": "♦7 ♦8"}, turn="A")
        do(s, "A plays ♠9")
        do(s, "B plays ♠K")  # B is out of cards
        assert hand(s, "B") == 0
        assert who(s) == "C"
        do(s, "C passes")
        do(s, "D passes")
        assert s.field is not None  # A has not passed yet
        do(s, "A passes")
        assert s.field is None
        assert who(s) == "C"  # B has finished; C is the next player holding cards

    def test_finished_last_player_skips_several_empty_seats(self) -> None:
        s = pos("ABCDE", hands={"A": "♠9 ♠3", "B": "♠K", "D": "♥4 ♥5", "E": "♦7 ♦8"},
                finished=["C"], turn="A")
        do(s, "A plays ♠9")
        do(s, "B plays ♠K")
        assert who(s) == "D"  # C has finished earlier
        do(s, "D passes")
        do(s, "E passes")
        do(s, "A passes")
        assert s.field is None
        assert who(s) == "D"

    def test_player_who_passed_may_play_again_after_someone_plays(self) -> None:
        # the reading the engine takes (RULES.md, Flow): a pass is not final for the trick
        s = pos("ABCD", hands={"A": "♠5 ♠3", "B": "♠9 ♥3", "C": "♠7 ♦3", "D": "♣3 ♣4"}, turn="A")
        do(s, "A plays ♠5")
        do(s, "B passes")
        do(s, "C plays ♠7")
        do(s, "D passes")
        do(s, "A passes")
        assert s.field is not None  # B has not passed since C played
        assert who(s) == "B"
        assert "B plays ♠9" in moves(s)
        do(s, "B plays ♠9")
        assert who(s) == "C"

    def test_pass_then_everyone_passes_after_a_new_play(self) -> None:
        s = pos("ABC", hands={"A": "♠5 ♠3", "B": "♠9 ♥3", "C": "♠7 ♦3"}, turn="A")
        do(s, "A plays ♠5")
        do(s, "B passes")
        do(s, "C plays ♠7")
        do(s, "A passes")
        assert who(s) == "B"
        do(s, "B passes")
        assert s.field is None
        assert who(s) == "C"

    def test_refused_play_leaves_the_turn(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♠3", "B": "♠5 ♥K", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠9")
        err = refuse(s, "B plays ♠5")
        assert err.rule == "group"
        err = refuse(s, "C plays ♦4")  # out of turn
        assert err.rule == "turn"
        err = refuse(s, "B plays ♦4")  # a card B does not hold
        assert err.rule == "hand"


class TestLeading:
    def test_leader_cannot_pass_on_an_empty_field(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♠3", "B": "♠K ♥K", "C": "♦3 ♦4"}, turn="A")
        assert s.field is None
        assert Pass(0) not in s.legal_actions
        assert "A passes" not in moves(s)
        refuse(s, "A passes")

    def test_leader_after_a_clear_cannot_pass(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♠3", "B": "♠K ♥K", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠9")
        do(s, "B passes")
        do(s, "C passes")
        assert who(s) == "A" and s.field is None
        refuse(s, "A passes")
        assert moves(s) == {"A plays ♠3"}

    def test_leader_may_play_any_group(self) -> None:
        s = pos("ABC", hands={"A": "♠3 ♥3 ♦3 ♣3 ♠K ♥K ♦9", "B": "♠5", "C": "♦4"}, turn="A")
        m = moves(s)
        for play in ("A plays ♠3", "A plays ♦9", "A plays ♠K ♥K", "A plays ♠3 ♥3 ♦3",
                     "A plays ♠3 ♥3 ♦3 ♣3", "A plays ♠K"):
            assert play in m, play
        # a sequence needs rule 21; different ranks are no meld at all
        assert "A plays ♠3 ♥3 ♠K" not in m
        with pytest.raises(ValueError):
            do(s, "A plays ♠3 ♠K")


class TestGroupPlay:
    def test_count_must_match(self) -> None:
        s = pos("ABC", hands={"A": "♠5 ♥5 ♠3", "B": "♠9 ♥9 ♦9 ♣9 ♠K ♥K ♦K ♠A", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠5 ♥5")
        m = moves(s)
        assert "B plays ♠K ♥K" in m
        assert "B plays ♠9 ♥9" in m
        assert all(len(a.meld.faces) == 2 for a in s.legal_actions if isinstance(a, Play))
        refuse(s, "B plays ♠A")
        refuse(s, "B plays ♠K ♥K ♦K")
        refuse(s, "B plays ♠9 ♥9 ♦9 ♣9")

    def test_stronger_group_of_same_count(self) -> None:
        s = pos("ABC", hands={"A": "♠9 ♥9 ♦3", "B": "♦9 ♣9 ♠8 ♥8 ♠10 ♥10", "C": "♦4 ♣4"}, turn="A")
        do(s, "A plays ♠9 ♥9")
        refuse(s, "B plays ♦9 ♣9")  # equal
        refuse(s, "B plays ♠8 ♥8")  # weaker
        do(s, "B plays ♠10 ♥10")
        assert s.field is not None and s.field.size == 2

    def test_count_holds_for_the_whole_trick(self) -> None:
        s = pos("ABC", hands={"A": "♠5 ♥5 ♦5 ♠3", "B": "♠6 ♥6 ♦6 ♠J", "C": "♠7 ♥7 ♦7 ♣7 ♦Q"}, turn="A")
        do(s, "A plays ♠5 ♥5 ♦5")
        do(s, "B plays ♠6 ♥6 ♦6")
        m = moves(s)
        assert "C plays ♠7 ♥7 ♦7" in m
        assert "C plays ♦Q" not in m
        assert "C plays ♠7 ♥7 ♦7 ♣7" not in m

    def test_never_more_than_four(self) -> None:
        s = pos("ABC", hands={"A": "♠5 ♥5 ♦5 ♣5 JK", "B": "♠6", "C": "♦7"}, turn="A")
        assert all(len(a.meld.faces) <= 4 for a in s.legal_actions if isinstance(a, Play))
        with pytest.raises(ValueError):
            do(s, "A plays ♠5 ♥5 ♦5 ♣5 JK")


class TestJoker:
    def test_lone_joker_beats_a_two(self) -> None:
        s = pos("ABC", hands={"A": "♠2 ♠3", "B": "JK ♥4", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays ♠2")
        assert "B plays JK" in moves(s)
        do(s, "B plays JK")
        assert s.field is not None and s.field.is_lone_joker

    def test_nothing_beats_a_lone_joker(self) -> None:
        s = pos("ABC", hands={"A": "JK ♠3", "B": "♠2 ♥2 ♥4", "C": "♦3 ♦4"}, turn="A")
        do(s, "A plays JK")
        assert moves(s) == {"B passes"}
        refuse(s, "B plays ♠2")

    def test_lone_joker_strongest_under_revolution(self) -> None:
        s = pos("ABC", hands={"A": "♠3 ♠9", "B": "JK ♥4", "C": "♦5 ♦4"}, turn="A", revolution=True)
        do(s, "A plays ♠3")  # the strongest rank under revolution
        assert "B plays JK" in moves(s)
        do(s, "B plays JK")
        assert moves(s) == {"C passes"}

    def test_joker_wild_in_a_group(self) -> None:
        s = pos("ABC", hands={"A": "♠8 ♥8 ♠3", "B": "♥9 JK ♠4", "C": "♦5 ♦4"}, turn="A")
        do(s, "A plays ♠8 ♥8")
        m = moves(s)
        assert any("♥9" in t and "JK=" in t for t in m)
        do(s, "B plays ♥9 JK")
        assert s.field is not None and s.field.size == 2 and rank_of(s.field.faces[0][1]) == 6  # the 9

    def test_joker_may_lead_in_a_group(self) -> None:
        s = pos("ABC", hands={"A": "♠7 ♥7 ♦7 JK ♠3", "B": "♠4", "C": "♦5"}, turn="A")
        m = moves(s)
        assert any("♠7" in t and "JK=" in t and t.count("7") == 2 for t in m)
        assert any("JK=" in t and t.count("7") == 4 for t in m)  # three 7s and a joker

    def test_joker_group_of_four_is_a_revolution(self) -> None:
        s = pos("ABC", hands={"A": "♠7 ♥7 ♦7 JK ♠3", "B": "♠4", "C": "♦5"}, turn="A")
        events = do(s, "A plays ♠7 ♥7 ♦7 JK=♣7")
        assert "revolution" in rules_fired(events)
        assert s.revolution


class TestTwoJokersTogether:
    """Two jokers played at once are a wild pair of the rank they stand for; only a *single* joker is the
    strongest card (「単体のカードとして出すと、最も強いカードとなり」; docs/readings.md, "Two jokers together")."""

    def test_they_are_a_pair_of_any_rank_that_beats_the_field(self) -> None:
        s = pos("ABC", hands={"A": "JK JK", "B": "♠9 ♥9", "C": "♦2 ♣2 ♥4"}, field="♠8 ♦8", field_by="C", turn="A")
        ranks = sorted(rank_of(a.meld.faces[0][1]) for a in s.legal_actions if isinstance(a, Play))
        assert ranks == list(range(6, 13))  # 9 … 2, never "above a 2"
        assert all(len(a.meld.faces) == 2 for a in s.legal_actions if isinstance(a, Play))

    def test_a_pair_of_twos_beats_them(self) -> None:
        s = pos("ABC", hands={"A": "JK JK ♠4", "B": "♠9 ♥9", "C": "♦2 ♣2 ♥4"}, field="♠8 ♦8", field_by="C",
                turn="A")
        do(s, "A plays JK=♠K JK=♥K")
        do(s, "B passes")
        assert "C plays ♦2 ♣2" in moves(s)
        do(s, "C plays ♦2 ♣2")

    def test_as_twos_they_only_tie_a_pair_of_twos(self) -> None:
        s = pos("ABC", hands={"A": "JK JK ♠4", "B": "♠9 ♥9", "C": "♦2 ♣2 ♥4"}, turn="A")
        do(s, "A plays JK=♠2 JK=♥2")
        do(s, "B passes")
        assert moves(s) == {"C passes"}
        assert "as strong" in refuse(s, "C plays ♦2 ♣2").en

    def test_they_invert_under_revolution(self) -> None:
        s = pos("ABC", hands={"A": "JK JK", "B": "♠9 ♥9", "C": "♦2 ♣2 ♥4"}, field="♠8 ♦8", field_by="C", turn="A",
                revolution=True)
        ranks = sorted(rank_of(a.meld.faces[0][1]) for a in s.legal_actions if isinstance(a, Play))
        assert ranks == list(range(0, 5))  # 3 … 7
        refuse(s, "A plays JK=♠2 JK=♥2")

    def test_finishing_with_them_is_forbidden(self) -> None:
        s = pos("ABC", hands={"A": "JK JK", "B": "♠9 ♥9", "C": "♦2 ♣2 ♥4"}, turn="A")
        assert "forbidden_finish" in rules_fired(do(s, "A plays JK=♠5 JK=♥5"))
        assert s.places() == {seat(s, "A"): 3}


class TestRevolution:
    def start(self) -> State:
        return pos("ABC", hands={"A": "♠5 ♥5 ♦5 ♣5 ♠9 ♠4", "B": "♠6 ♠3 ♥4 ♦4 ♣4 ♠K", "C": "♦6 ♦2 ♥3 ♣3"},
                   turn="A")

    def test_four_cards_make_a_revolution(self) -> None:
        s = self.start()
        assert not s.revolution and not s.inverted
        events = do(s, "A plays ♠5 ♥5 ♦5 ♣5")
        assert rules_fired(events) == ["revolution"]
        assert s.revolution and s.inverted

    def test_three_cards_do_not(self) -> None:
        s = pos("ABC", hands={"A": "♠5 ♥5 ♦5 ♠9", "B": "♠6", "C": "♦7"}, turn="A")
        events = do(s, "A plays ♠5 ♥5 ♦5")
        assert "revolution" not in rules_fired(events)
        assert not s.revolution

    def test_counter_revolution(self) -> None:
        s = self.start()
        do(s, "A plays ♠5 ♥5 ♦5 ♣5")
        # under revolution a 4 is stronger than a 5, a 6 weaker
        assert "B plays ♠6" not in moves(s)
        s2 = pos("ABC", hands={"A": "♠5 ♥5 ♦5 ♣5 ♠9", "B": "♠4 ♥4 ♦4 ♣4 ♠K", "C": "♦6 ♦2"}, turn="A")
        do(s2, "A plays ♠5 ♥5 ♦5 ♣5")
        events = do(s2, "B plays ♠4 ♥4 ♦4 ♣4")
        assert rules_fired(events) == ["revolution"]
        assert not s2.revolution and not s2.inverted

    def test_inversion_after_revolution(self) -> None:
        s = self.start()
        do(s, "A plays ♠5 ♥5 ♦5 ♣5")
        do(s, "B passes")
        do(s, "C passes")
        assert s.field is None and who(s) == "A"
        do(s, "A plays ♠9")
        m = moves(s)
        assert "B plays ♠6" in m and "B plays ♠3" in m
        assert "B plays ♠K" not in m
        refuse(s, "B plays ♠K")
        do(s, "B plays ♠3")
        assert "C plays ♦2" not in moves(s)  # a 2 is now the weakest

    def test_revolution_survives_field_clears(self) -> None:
        s = self.start()
        do(s, "A plays ♠5 ♥5 ♦5 ♣5")
        do(s, "B passes")
        do(s, "C passes")
        assert s.field is None
        assert s.revolution
        do(s, "A plays ♠9")
        do(s, "B passes")
        do(s, "C passes")
        assert s.revolution and s.inverted

    def test_j_back_ends_with_the_field_but_revolution_does_not(self) -> None:
        s = pos("ABC", laws=["j_back"], hands={"A": "♠J ♠3 ♠4", "B": "♠10 ♠Q", "C": "♦5 ♦6"},
                turn="A", revolution=True)
        do(s, "A plays ♠J")
        assert s.revolution and s.reversed and not s.inverted  # both on: normal order
        assert "B plays ♠Q" in moves(s) and "B plays ♠10" not in moves(s)
        do(s, "B passes")
        do(s, "C passes")
        assert s.field is None
        assert s.revolution and not s.reversed and s.inverted

    def test_four_card_stairs_is_a_revolution(self) -> None:
        s = pos("ABC", laws=["stairs"], hands={"A": "♠3 ♠4 ♠5 ♠6 ♥9", "B": "♣9", "C": "♦9"}, turn="A")
        events = do(s, "A plays ♠3 ♠4 ♠5 ♠6")
        assert "revolution" in rules_fired(events)
        assert s.revolution

    def test_revolution_ends_with_the_round(self) -> None:
        # play whole games with a seeded policy; whenever a round ends under
        # revolution, the next round starts in normal order
        seen = 0
        for seed in range(60):
            s = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=seed, rule_deck=()))
            rng = random.Random(seed)
            while not s.is_terminal():
                was_revolution = s.revolution
                acts = list(s.legal_actions)
                fours = [a for a in acts if isinstance(a, Play) and a.meld.size == 4]
                events = s.push(rng.choice(fours or acts))  # revolt whenever possible
                if any(e.kind == "round_over" for e in events) and not s.is_terminal():
                    assert not s.revolution and not s.inverted
                    seen += was_revolution
        assert seen, "no round ended under revolution; pick other seeds"


class TestForbiddenFinish:
    def test_finishing_with_a_two(self) -> None:
        s = pos("ABCD", hands={"A": "♠2", "B": "♥3 ♥9", "C": "♦5 ♦10", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays ♠2")
        assert "forbidden_finish" in rules_fired(events)
        assert s.places() == {seat(s, "A"): 4}
        # play the round out: B, then C finish normally; D is left
        do(s, "B passes")
        do(s, "C passes")
        do(s, "D passes")
        assert who(s) == "B"  # A finished; the next player holding cards leads
        do(s, "B plays ♥3")
        do(s, "C plays ♦5")
        do(s, "D plays ♣7")
        do(s, "B plays ♥9")  # B out: 1st
        do(s, "C plays ♦10")  # C out: 2nd
        assert s.is_terminal()
        assert final_places(s) == {"B": 1, "C": 2, "D": 3, "A": 4}
        assert s.points == (0, 3, 2, 1)

    def test_finishing_with_a_lone_joker(self) -> None:
        s = pos("ABCD", hands={"A": "JK", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays JK")
        assert "forbidden_finish" in rules_fired(events)
        assert s.places()[seat(s, "A")] == 4

    def test_finishing_with_a_joker_in_a_group(self) -> None:
        # seed 004: "2やジョーカーを含むカードであがった場合は最下位"
        s = pos("ABCD", hands={"A": "♥9 JK", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays ♥9 JK=♦9")
        assert "forbidden_finish" in rules_fired(events)
        assert s.places()[seat(s, "A")] == 4

    def test_finishing_with_a_pair_of_twos(self) -> None:
        s = pos("ABCD", hands={"A": "♠2 ♥2", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        assert "forbidden_finish" in rules_fired(do(s, "A plays ♠2 ♥2"))

    def test_finishing_with_an_ordinary_card_is_fine(self) -> None:
        s = pos("ABCD", hands={"A": "♠K", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays ♠K")
        assert "forbidden_finish" not in rules_fired(events)
        assert s.places() == {seat(s, "A"): 1}

    def test_finishing_with_a_three_under_revolution(self) -> None:
        s = pos("ABCD", hands={"A": "♠3", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A",
                revolution=True)
        assert "forbidden_finish" in rules_fired(do(s, "A plays ♠3"))
        assert s.places()[seat(s, "A")] == 4

    def test_finishing_with_a_three_under_j_back(self) -> None:
        s = pos("ABCD", laws=["j_back"], hands={"A": "♠3", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                field="♠J", field_by="D", turn="A", reversed=True)
        assert s.inverted
        assert "forbidden_finish" in rules_fired(do(s, "A plays ♠3"))

    def test_finishing_with_a_two_under_revolution_is_fine_by_default(self) -> None:
        # default reading: the forbidden card is the current strongest rank
        s = pos("ABCD", hands={"A": "♠2", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A",
                revolution=True)
        assert "forbidden_finish" not in rules_fired(do(s, "A plays ♠2"))
        assert s.places() == {seat(s, "A"): 1}

    def test_three_with_both_inversions_is_fine(self) -> None:
        s = pos("ABCD", laws=["j_back"], hands={"A": "♠3", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                turn="A", revolution=True, reversed=False)
        do(s, "A plays ♠3")
        assert s.places() == {seat(s, "A"): 4}
        s = pos("ABCD", laws=["j_back"], hands={"A": "♠2", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                field="♠J", field_by="D", turn="A", revolution=True, reversed=True)
        assert not s.inverted
        assert "forbidden_finish" in rules_fired(do(s, "A plays ♠2"))

    def test_option_always_2(self) -> None:
        opts = {"forbidden_strongest": "always_2"}
        s = pos("ABCD", options=opts, hands={"A": "♠2", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                turn="A", revolution=True)
        assert "forbidden_finish" in rules_fired(do(s, "A plays ♠2"))
        s = pos("ABCD", options=opts, hands={"A": "♠3", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                turn="A", revolution=True)
        assert "forbidden_finish" not in rules_fired(do(s, "A plays ♠3"))
        assert s.places() == {seat(s, "A"): 1}

    def test_finishing_with_an_eight_under_eight_cut(self) -> None:
        s = pos("ABCD", laws=["eight_cut"], hands={"A": "♠8", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                turn="A")
        events = do(s, "A plays ♠8")
        assert rules_fired(events)[:2] == ["eight_cut", "forbidden_finish"]
        assert s.places()[seat(s, "A")] == 4
        assert s.field is None and who(s) == "B"

    def test_eight_without_eight_cut_is_fine(self) -> None:
        s = pos("ABCD", hands={"A": "♠8", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        assert "forbidden_finish" not in rules_fired(do(s, "A plays ♠8"))

    def test_eight_cut_house_rule_fires_only_for_its_holder(self) -> None:
        s = pos("ABCD", house={"B": ["eight_cut"]},
                hands={"A": "♠8", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays ♠8")
        assert rules_fired(events) == []
        assert s.places() == {seat(s, "A"): 1}
        s = pos("ABCD", house={"A": ["eight_cut"]},
                hands={"A": "♠8", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        assert "forbidden_finish" in rules_fired(do(s, "A plays ♠8"))

    def test_several_forbidden_finishers(self) -> None:
        # seed 004: A normal, B forbidden, C normal, D forbidden -> A, C, B, D
        s = pos("ABCDE",
                hands={"A": "♠4", "B": "♠2", "C": "♦6", "D": "JK", "E": "♣7 ♣9 ♣Q ♣K"}, turn="A")
        do(s, "A plays ♠4")  # A out normally: 1st
        assert "forbidden_finish" in rules_fired(do(s, "B plays ♠2"))
        do(s, "C passes")
        do(s, "D passes")
        do(s, "E passes")
        assert who(s) == "C"  # B finished; C leads
        do(s, "C plays ♦6")  # C out normally
        assert "forbidden_finish" in rules_fired(do(s, "D plays JK"))
        assert s.is_terminal()
        assert final_places(s) == {"A": 1, "C": 2, "E": 3, "B": 4, "D": 5}
        assert s.points == (3, 0, 2, 0, 1)

    def test_two_forbidden_finishers_earlier_above_later(self) -> None:
        s = pos("ABCD", hands={"A": "♠2", "B": "JK", "C": "♦5 ♦10", "D": "♣7 ♣8"}, turn="A")
        do(s, "A plays ♠2")
        do(s, "B plays JK")
        assert s.places() == {seat(s, "A"): 3, seat(s, "B"): 4}
        do(s, "C passes")
        do(s, "D passes")
        assert who(s) == "C"
        do(s, "C plays ♦5")
        do(s, "D plays ♣7")
        do(s, "C plays ♦10")
        assert final_places(s) == {"C": 1, "D": 2, "A": 3, "B": 4}

    def test_taboo_breaker_law_switches_it_off_for_everyone(self) -> None:
        for finisher, cards in (("A", "♠2"), ("B", "JK")):
            hands = {"A": "♥4", "B": "♥5", "C": "♦5 ♦6", "D": "♣7 ♣8"}
            hands[finisher] = cards
            s = pos("ABCD", laws=["taboo_breaker"], hands=hands, turn=finisher)
            events = do(s, f"{finisher} plays {cards}")
            assert "forbidden_finish" not in rules_fired(events)
            assert s.places() == {seat(s, finisher): 1}

    def test_taboo_breaker_house_rule_only_for_its_holder(self) -> None:
        s = pos("ABCD", house={"A": ["taboo_breaker"]},
                hands={"A": "♠2", "B": "♥2", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        assert "forbidden_finish" not in rules_fired(do(s, "A plays ♠2"))
        assert s.places() == {seat(s, "A"): 1}
        s = pos("ABCD", house={"A": ["taboo_breaker"]},
                hands={"A": "♥4 ♥5", "B": "♥2", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="B")
        assert "forbidden_finish" in rules_fired(do(s, "B plays ♥2"))
        assert s.places() == {seat(s, "B"): 4}

    def test_taboo_breaker_law_and_eight_cut(self) -> None:
        s = pos("ABCD", laws=["taboo_breaker", "eight_cut"],
                hands={"A": "♠8", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays ♠8")
        assert "eight_cut" in rules_fired(events) and "forbidden_finish" not in rules_fired(events)
        assert s.places() == {seat(s, "A"): 1}


class TestFallOfTheCapital:
    def test_king_falls_when_someone_else_takes_first(self) -> None:
        s = pos("ABCD", hands={"A": "♠5", "B": "♠3 ♠9", "C": "♥5 ♥6", "D": "♦7 ♦8 ♦9"},
                turn="A", king="D", points={"D": 3})
        d_cards = hand(s, "D")
        events = do(s, "A plays ♠5")
        assert "miyako_ochi" in rules_fired(events)
        assert hand(s, "D") == 0  # the king's remaining cards leave play
        assert s.out_of_play & d_cards == d_cards
        assert s.points == (1, 1, 1, 3)  # +1 to every player but the king
        assert s.places()[seat(s, "D")] == 4
        assert who(s) == "B"
        do(s, "B passes")
        do(s, "C passes")  # D is out of the round, never asked
        assert s.field is None and who(s) == "B"
        do(s, "B plays ♠3")
        do(s, "C plays ♥5")
        do(s, "B plays ♠9")
        assert s.is_terminal()
        assert final_places(s) == {"A": 1, "B": 2, "C": 3, "D": 4}
        assert s.points == (4, 3, 2, 3)
        assert s.king == seat(s, "A")  # the new king

    def test_king_taking_first_does_not_fall(self) -> None:
        s = pos("ABCD", hands={"A": "♠5 ♠6", "B": "♠3 ♠4", "C": "♥5 ♥6", "D": "♦9"}, turn="D", king="D")
        events = do(s, "D plays ♦9")
        assert "miyako_ochi" not in rules_fired(events)
        assert s.points == (0, 0, 0, 0)
        assert s.places() == {seat(s, "D"): 1}

    def test_forbidden_finish_is_not_taking_first(self) -> None:
        s = pos("ABCD", hands={"A": "♠2", "B": "♠9", "C": "♥5 ♥6", "D": "♦7 ♦8 ♦9"}, turn="A", king="D")
        events = do(s, "A plays ♠2")
        assert "miyako_ochi" not in rules_fired(events)
        assert hand(s, "D") != 0
        assert s.points == (0, 0, 0, 0)
        do(s, "B passes")
        do(s, "C passes")
        do(s, "D passes")
        assert who(s) == "B"
        events = do(s, "B plays ♠9")  # B takes 1st: now the king falls
        assert "miyako_ochi" in rules_fired(events)
        assert hand(s, "D") == 0
        # only C still holds cards: the round is over
        assert s.is_terminal()
        # A went to last place first (forbidden finish), D later (the fall): the later one is last and A
        # moves up (seed 004: 「より最後にあがった人が最下位」; card 13 Q&A 2: 「元々4位だったAさんは3位に繰り上がります」)
        assert final_places(s) == {"B": 1, "C": 2, "A": 3, "D": 4}
        assert s.points == (1 + 1, 3 + 1, 2 + 1, 0)

    def test_a_forbidden_finish_after_the_fall_is_last(self) -> None:
        # the mirror image: D falls first (A takes 1st), then B finishes with a 2: B is the later one, so B is
        # last and the fallen king D moves up to 3rd, with its point (docs/readings.md, "Last places")
        s = pos("ABCD", hands={"A": "♠5", "B": "♦2", "C": "♥5 ♥6", "D": "♦7 ♦8 ♦9"}, turn="A", king="D")
        assert "miyako_ochi" in rules_fired(do(s, "A plays ♠5"))
        assert s.places() == {seat(s, "A"): 1, seat(s, "D"): 4}
        assert "forbidden_finish" in rules_fired(do(s, "B plays ♦2"))
        assert s.is_terminal()  # only C holds cards
        assert final_places(s) == {"A": 1, "C": 2, "D": 3, "B": 4}
        assert s.points == (3 + 1, 0 + 1, 2 + 1, 1)

    def test_king_falls_once(self) -> None:
        s = pos("ABCDE", hands={"A": "♠5", "B": "♠6", "C": "♥5 ♥6", "D": "♦7 ♦8", "E": "♣3 ♣4"},
                turn="A", king="E")
        assert "miyako_ochi" in rules_fired(do(s, "A plays ♠5"))
        events = do(s, "B plays ♠6")
        assert "miyako_ochi" not in rules_fired(events)
        assert s.points == (1, 1, 1, 1, 0)

    def test_fall_ends_a_three_player_round(self) -> None:
        s = pos("ABC", hands={"A": "♠5", "B": "♠3 ♠4", "C": "♥7 ♥8"}, turn="A", king="C")
        do(s, "A plays ♠5")
        assert s.is_terminal()
        assert final_places(s) == {"A": 1, "B": 2, "C": 3}
        # 3 + 1 bonus; 2 + 1 bonus; the king gets the 3rd place's 1 point and no bonus
        assert s.points == (4, 3, 1)

    def test_no_king_no_fall(self) -> None:
        s = pos("ABCD", hands={"A": "♠5", "B": "♠3 ♠4", "C": "♥5 ♥6", "D": "♦7 ♦8"}, turn="A")
        assert "miyako_ochi" not in rules_fired(do(s, "A plays ♠5"))
        assert s.points == (0, 0, 0, 0)


class TestScoring:
    def test_three_two_one_zero(self) -> None:
        s = pos("ABCDE", hands={"A": "♠5", "B": "♠6", "C": "♥7", "D": "♦8", "E": "♣3 ♣4"}, turn="A",
                points={"A": 2, "E": 5})
        do(s, "A plays ♠5")
        do(s, "B plays ♠6")
        do(s, "C plays ♥7")
        do(s, "D plays ♦8")
        assert s.is_terminal()
        assert final_places(s) == {"A": 1, "B": 2, "C": 3, "D": 4, "E": 5}
        assert s.points == (5, 2, 1, 0, 5)
        assert s.king == seat(s, "A")

    def test_three_players(self) -> None:
        s = pos("ABC", hands={"A": "♠5", "B": "♠6", "C": "♥3 ♥4"}, turn="A")
        do(s, "A plays ♠5")
        do(s, "B plays ♠6")
        assert s.is_terminal()
        assert s.points == (3, 2, 1)

    def test_last_player_left_is_placed_after_the_finishers(self) -> None:
        s = pos("ABCD", hands={"A": "♠5 ♠9", "B": "♠6", "C": "♥7 ♥8", "D": "♣3 ♣4"}, turn="A")
        do(s, "A plays ♠5")
        do(s, "B plays ♠6")  # B out: 1st
        do(s, "C plays ♥7")
        do(s, "D passes")
        do(s, "A plays ♠9")  # A out: 2nd
        assert not s.is_terminal()
        do(s, "C passes")
        do(s, "D passes")
        assert who(s) == "C"  # A and B have finished: the next holder leads
        do(s, "C plays ♥8")  # C out: 3rd
        assert s.is_terminal()
        assert final_places(s) == {"B": 1, "A": 2, "C": 3, "D": 4}
        assert s.points == (2, 3, 1, 0)
        assert s.king == seat(s, "B")


# ---------------------------------------------------------------------------- whole games
def random_game(players: tuple[str, ...], mode: Mode, seed: int, rule_deck: tuple[str, ...],
                options: TableOptions | None = None) -> Iterator[tuple[State, object, list[Event]]]:
    """Play a game with a seeded random policy, yielding (state after, action, events)."""
    game = Game(players, mode, options or TableOptions(), seed=seed, rule_deck=rule_deck)
    s = State.new_game(game)
    rng = random.Random(seed * 7919 + 1)
    steps = 0
    while not s.is_terminal():
        a = rng.choice(list(s.legal_actions))
        events = s.push(a)
        steps += 1
        assert steps < 5000
        yield s, a, events


DECK = ("eight_cut", "j_back", "stairs", "suit_lock", "slip_through", "taboo_breaker")


class TestWholeGame:
    @pytest.mark.parametrize("seed", range(4))
    @pytest.mark.parametrize("n", [3, 4, 5, 6])
    def test_normal_game_runs_five_rounds(self, seed: int, n: int) -> None:
        players = tuple("ABCDEF"[:n])
        rounds = 0
        laws_seen = []
        s = None
        for s, _, events in random_game(players, Mode.NORMAL, seed, DECK):
            rounds += sum(e.kind == "round_over" for e in events)
            for e in events:
                if e.kind == "law":
                    laws_seen.append(e.rule)
            if s.pending is not None:
                assert s.pending.kind is not DecisionKind.DRAFT  # laws only in normal mode
        assert s is not None and s.is_terminal()
        assert rounds == 5
        assert s.round == 5
        assert s.phase is Phase.OVER
        # one law revealed each round, in deck order, and they accumulate
        assert s.laws == DECK[:5]
        assert all(h == () for h in s.house)

    @pytest.mark.parametrize("seed", range(4))
    @pytest.mark.parametrize("n", [3, 4])
    def test_mad_game_runs_three_rounds(self, seed: int, n: int) -> None:
        players = tuple("ABCDEF"[:n])
        rounds = 0
        s = None
        picks = 0
        for s, _, events in random_game(players, Mode.MAD, seed, DECK):
            rounds += sum(e.kind == "round_over" for e in events)
            picks += sum(e.kind == "pick" for e in events)
        assert s is not None and s.is_terminal()
        assert rounds == 3
        assert s.round == 3
        # round 1: one law, then as many house rules as players
        assert s.laws[0] == DECK[0]
        held = [r for h in s.house for r in h]
        assert sorted(held + list(s.laws)) == sorted(set(held + list(s.laws)))
        assert set(DECK[1:1 + n]) <= set(held)
        assert picks == len(held)

    def test_round_count_option(self) -> None:
        rounds = 0
        for _, _, events in random_game(("A", "B", "C"), Mode.NORMAL, 1, DECK, TableOptions(rounds=2)):
            rounds += sum(e.kind == "round_over" for e in events)
        assert rounds == 2
        rounds = 0
        for _, _, events in random_game(("A", "B", "C"), Mode.MAD, 1, DECK, TableOptions(rounds=4)):
            rounds += sum(e.kind == "round_over" for e in events)
        assert rounds == 4

    @pytest.mark.parametrize("mode", [Mode.NORMAL, Mode.MAD])
    @pytest.mark.parametrize("seed", range(8))
    def test_round_results_points_and_king(self, mode: Mode, seed: int) -> None:
        """Per round, from RULES.md: places, 3/2/1/0 points, +1 fall bonus, new king, who starts."""
        n = 3 + seed % 4
        players = tuple("ABCDEF"[:n])
        game = Game(players, mode, seed=seed, rule_deck=DECK)
        s = State.new_game(game)
        rng = random.Random(seed)
        king: int | None = None
        lows: set[int] | None = None  # who may be last of the previous round
        normal: list[int] = []
        forbidden: list[int] = []
        fallen: list[int] = []
        points_before = [0] * n
        rounds = 0
        falls = 0
        while not s.is_terminal():
            pend = s.pending
            assert pend is not None
            if pend.kind is DecisionKind.START and lows is not None:
                assert pend.player in lows  # the last-placed player names the start player
            a = rng.choice(list(s.legal_actions))
            hands_before = list(s.hands)
            events = s.push(a)
            fired = rules_fired(events)
            if "miyako_ochi" in fired:
                fall = [e for e in events if e.rule == "miyako_ochi"]
                assert len(fall) == 1 and fall[0].player == king
                assert king is not None
                fallen.append(king)
                falls += 1
            if isinstance(a, Play) and hands_before[a.player] & ~a.meld.cards == 0:
                if "forbidden_finish" in fired:
                    forbidden.append(a.player)
                else:
                    if not normal and king is not None and king != a.player and king not in fallen:
                        raise AssertionError("someone other than the king took 1st: the king must fall")
                    if normal:
                        assert "miyako_ochi" not in fired
                    normal.append(a.player)
            if not any(e.kind == "round_over" for e in events):
                continue
            rounds += 1
            assert len(fallen) <= 1
            forbidden = [p for p in forbidden if p not in fallen]
            left = [p for p in range(n) if p not in normal + forbidden + fallen]
            assert len(left) <= 1
            top = normal + left  # normal finishers in order, then the player left with cards
            bottom = forbidden + fallen
            delta = [s.points[p] - points_before[p] for p in range(n)]
            bonus = [0 if p in fallen else len(fallen) for p in range(n)]
            for i, p in enumerate(top):
                assert delta[p] == PLACE_POINTS.get(i + 1, 0) + bonus[p], (players[p], i + 1, delta)
            if fallen:
                # the forbidden finishers and the fallen king share the bottom places
                places = range(len(top) + 1, n + 1)
                assert sum(delta[p] - bonus[p] for p in bottom) == sum(PLACE_POINTS.get(i, 0) for i in places)
                lows = set(bottom) if forbidden else set(fallen)
            else:
                # forbidden finishers below everyone, earlier above later
                for i, p in enumerate(forbidden):
                    assert delta[p] == PLACE_POINTS.get(len(top) + 1 + i, 0), (players[p], delta)
                lows = {forbidden[-1]} if forbidden else {top[-1]}
            if top:
                assert s.king == top[0]  # 1st place is the new king
            king = s.king
            points_before = list(s.points)
            normal, forbidden, fallen = [], [], []
            if not s.is_terminal():
                assert s.pending is not None
                if mode is Mode.MAD and s.draft_pool:
                    assert s.pending.kind is DecisionKind.DRAFT
                    assert s.pending.player in lows  # the draft starts from last place
                else:
                    assert s.pending.kind is DecisionKind.EXCHANGE  # round 2+: exchange first
        assert rounds == game.rounds
        assert sum(s.points) == 6 * rounds + (n - 1) * falls

    def test_same_seed_same_game(self) -> None:
        def run() -> tuple[list[str], tuple[int, ...]]:
            out: list[str] = []
            s = None
            for s, a, _ in random_game(("A", "B", "C", "D"), Mode.MAD, 11, DECK):
                out.append(s.action_str(a))  # type: ignore[arg-type]
            assert s is not None
            return out, s.points
        assert run() == run()


class TestDeal:
    @pytest.mark.parametrize(("n", "size"), [(3, 10), (4, 10), (5, 10), (6, 8)])
    @pytest.mark.parametrize("mode", [Mode.NORMAL, Mode.MAD])
    def test_deal_sizes(self, n: int, size: int, mode: Mode) -> None:
        s = State.new_game(Game(tuple("ABCDEF"[:n]), mode, seed=5, rule_deck=DECK))
        assert s.round == 1
        assert [h.bit_count() for h in s.hands] == [size] * n
        assert s.out_of_play.bit_count() == 53 - n * size  # the rest stay out of play
        assert s.discard == 0 and s.field is None
        union = s.out_of_play
        for h in s.hands:
            assert union & h == 0
            union |= h
        assert union == STANDARD_DECK

    @pytest.mark.parametrize(("n", "size"), [(4, 10), (6, 8)])
    def test_every_round_deals_again(self, n: int, size: int) -> None:
        for s, _, events in random_game(tuple("ABCDEF"[:n]), Mode.NORMAL, 2, DECK):
            if any(e.kind == "deal" for e in events):
                assert [h.bit_count() for h in s.hands] == [size] * n
                assert s.discard == 0 and s.field is None
                assert not s.revolution and not s.reversed


class TestExchange:
    def to_round_two(self, seed: int, n: int = 4) -> State:
        s = State.new_game(Game(tuple("ABCDEF"[:n]), Mode.NORMAL, seed=seed, rule_deck=()))
        rng = random.Random(seed)
        while s.round < 2:
            s.push(rng.choice(list(s.legal_actions)))
        return s

    def test_no_exchange_in_round_one(self) -> None:
        for mode in (Mode.NORMAL, Mode.MAD):
            for seed in range(3):
                s = State.new_game(Game(("A", "B", "C", "D"), mode, seed=seed, rule_deck=DECK))
                rng = random.Random(seed)
                while s.round == 1 and not s.is_terminal():
                    assert s.pending is not None
                    assert s.pending.kind is not DecisionKind.EXCHANGE
                    s.push(rng.choice(list(s.legal_actions)))

    @pytest.mark.parametrize("n", [3, 4, 5, 6])
    def test_exchange_in_round_two(self, n: int) -> None:
        seen_joker = seen_two = 0
        for seed in range(12):
            s = self.to_round_two(seed, n)
            king = s.king
            assert king is not None
            assert s.pending is not None and s.pending.kind is DecisionKind.EXCHANGE
            sizes = [h.bit_count() for h in s.hands]
            given: dict[int, int] = {}
            received: dict[int, int] = {}
            rng = random.Random(seed)
            while s.pending is not None and s.pending.kind is DecisionKind.EXCHANGE:
                p = s.pending.player
                acts = [a for a in s.legal_actions if isinstance(a, Give)]
                assert acts and len(acts) == len(s.legal_actions) and all(a.player == p for a in acts)
                h = s.hands[p]
                if p != king:
                    # a commoner gives the king the strongest card: the joker, then a 2, …
                    assert {a.to for a in acts} == {king}
                    if h >> JOKER & 1 or h >> JOKER2 & 1:
                        seen_joker += 1
                        assert {a.card for a in acts} <= {JOKER, JOKER2}
                        assert len(acts) == 1
                    else:
                        top = max(rank_of(c) for c in iter_cards(h))
                        seen_two += top == 12
                        assert {a.card for a in acts} == set(iter_cards(h & RANK_MASK[top]))
                        weaker = [c for c in iter_cards(h) if rank_of(c) < top]
                        if weaker:
                            with pytest.raises(IllegalMoveError):
                                s.push(Give(p, weaker[0], king))
                    assert p not in given
                    given[p] = acts[0].card
                else:
                    # the king gives one card of his choice to each commoner
                    assert {a.card for a in acts} == set(iter_cards(h))
                    tos = {a.to for a in acts}
                    assert len(tos) == 1 and king not in tos
                    (to,) = tos
                    assert to not in received
                    received[to] = 1
                a = rng.choice(acts)
                s.push(a)
            assert set(given) == set(received) == {p for p in range(n) if p != king}
            assert [h.bit_count() for h in s.hands] == sizes
            assert s.pending is not None and s.pending.kind is DecisionKind.TRIM
        assert seen_joker and seen_two

    def test_commoner_may_not_give_to_another_commoner(self) -> None:
        s = self.to_round_two(0)
        assert s.pending is not None
        p = s.pending.player
        other = next(q for q in range(s.n) if q not in (p, s.king))
        for a in list(s.legal_actions):
            assert isinstance(a, Give)
            with pytest.raises(IllegalMoveError):
                s.push(Give(p, a.card, other))


class TestTrim:
    @pytest.mark.parametrize(("n", "size"), [(4, 10), (6, 8)])
    def test_trim_down_to_seven_is_optional(self, n: int, size: int) -> None:
        s = State.new_game(Game(tuple("ABCDEF"[:n]), Mode.NORMAL, seed=1, rule_deck=()))
        assert s.pending is not None and s.pending.kind is DecisionKind.TRIM
        p = s.pending.player
        h = s.hands[p]
        cards = list(iter_cards(h))
        acts = list(s.legal_actions)
        assert all(isinstance(a, Trim) for a in acts)
        expected = {sum(1 << c for c in combo) for k in range(size - 7 + 1) for combo in combinations(cards, k)}
        assert {a.cards for a in acts} == expected  # type: ignore[union-attr]
        assert Trim(p, 0) in s.legal_actions  # discarding nothing is allowed
        with pytest.raises(IllegalMoveError):
            s.push(Trim(p, sum(1 << c for c in cards[: size - 6])))  # below 7
        not_held = next(c for c in iter_cards(STANDARD_DECK) if not h >> c & 1)
        with pytest.raises(IllegalMoveError):
            s.push(Trim(p, 1 << not_held))
        gone = sum(1 << c for c in cards[: size - 7])
        s.push(Trim(p, gone))
        assert s.hands[p] == h & ~gone and s.hands[p].bit_count() == 7
        assert s.discard & gone == gone

    def test_every_player_trims_then_the_start_is_named(self) -> None:
        s = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=4, rule_deck=()))
        order = []
        while s.pending is not None and s.pending.kind is DecisionKind.TRIM:
            order.append(s.pending.player)
            s.push(Trim(s.pending.player, 0))
        assert sorted(order) == [0, 1, 2, 3]
        assert s.pending is not None and s.pending.kind is DecisionKind.START

    def test_trim_comes_after_the_exchange(self) -> None:
        s = TestExchange().to_round_two(3)
        kinds = []
        rng = random.Random(0)
        while s.pending is not None and s.pending.kind is not DecisionKind.PLAY:
            kinds.append(s.pending.kind)
            s.push(rng.choice(list(s.legal_actions)))
        first_trim = kinds.index(DecisionKind.TRIM)
        assert DecisionKind.EXCHANGE not in kinds[first_trim:]
        assert kinds[-1] is DecisionKind.START
        assert kinds[0] is DecisionKind.EXCHANGE


class TestStartPlayer:
    def test_round_one_free_choice(self) -> None:
        s = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=2, rule_deck=()))
        while s.pending is not None and s.pending.kind is DecisionKind.TRIM:
            s.push(Trim(s.pending.player, 0))
        assert s.pending is not None and s.pending.kind is DecisionKind.START
        chooser = s.pending.player
        targets = {a.target for a in s.legal_actions if isinstance(a, NameStart)}
        assert targets == {0, 1, 2, 3}  # anyone, oneself included
        s.push(NameStart(chooser, 2))
        assert s.pending == Pending(2, DecisionKind.PLAY)
        assert s.field is None

    @pytest.mark.parametrize("seed", range(5))
    def test_last_placed_player_names_the_start_player(self, seed: int) -> None:
        s = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=seed, rule_deck=()))
        rng = random.Random(seed)
        # play round 1 through, remembering how the players went out
        out: list[int] = []
        while s.round == 1:
            a = rng.choice(list(s.legal_actions))
            before = list(s.hands)
            events = s.push(a)
            if isinstance(a, Play) and before[a.player] & ~a.meld.cards == 0:
                out.append(a.player)
                forbidden = "forbidden_finish" in rules_fired(events)
                if forbidden:
                    out[-1] = -1 - a.player
        # no king in round 1, so no fall: last place is the last forbidden finisher, else the one left
        forb = [-1 - p for p in out if p < 0]
        normal = [p for p in out if p >= 0]
        left = [p for p in range(4) if p not in normal and p not in forb]
        last = forb[-1] if forb else left[-1]
        while s.pending is not None and s.pending.kind is not DecisionKind.START:
            s.push(rng.choice(list(s.legal_actions)))
        assert s.pending is not None and s.pending.player == last
        assert len(list(s.legal_actions)) == 4  # the chooser may name themself too


class TestDraft:
    """Mad mode: each round one law and as many house rules as players; picks start from last place."""

    @pytest.mark.parametrize("seed", range(6))
    def test_draft_order_and_holdings(self, seed: int) -> None:
        n = 3
        deck = ("eight_cut", "j_back", "stairs", "suit_lock", "slip_through", "taboo_breaker")
        s = State.new_game(Game(("A", "B", "C"), Mode.MAD, seed=seed, rule_deck=deck))
        rng = random.Random(seed)
        # round 1: one law, then n cards to draft, each player picks one (agreed order)
        assert s.laws == deck[:1]
        assert s.pending is not None and s.pending.kind is DecisionKind.DRAFT
        assert set(s.draft_pool) == set(deck[1:1 + n])
        pickers = []
        while s.pending is not None and s.pending.kind is DecisionKind.DRAFT:
            pickers.append(s.pending.player)
            picks = [a for a in s.legal_actions if isinstance(a, Pick)]
            assert {a.rule for a in picks} == set(s.draft_pool)
            s.push(rng.choice(picks))
        assert sorted(pickers) == list(range(n))
        assert all(len(h) == 1 for h in s.house)
        held_round_1 = s.house
        # play round 1 out, recording how players went out (no king yet: no fall)
        normal: list[int] = []
        forbidden: list[int] = []
        while s.round == 1:
            a = rng.choice(list(s.legal_actions))
            before = list(s.hands)
            events = s.push(a)
            if isinstance(a, Play) and before[a.player] & ~a.meld.cards == 0:
                (forbidden if "forbidden_finish" in rules_fired(events) else normal).append(a.player)
        left = [p for p in range(n) if p not in normal + forbidden]
        order = normal + left + forbidden  # 1st … last
        # round 2: a new law; the remaining two cards are fewer than the players
        assert s.laws == deck[:1] + deck[1 + n:2 + n]
        pool = deck[2 + n:]
        assert set(s.draft_pool) == set(pool)
        pickers = []
        while s.pending is not None and s.pending.kind is DecisionKind.DRAFT:
            pickers.append(s.pending.player)
            s.push(rng.choice(list(s.legal_actions)))
        # picks go from last place upwards
        assert pickers == list(reversed(order))[: len(pool)]
        for p in range(n):
            assert s.house[p][: 1] == held_round_1[p]  # house rules stay with their holder


class TestVictoryPoints:
    """Mad mode: points as in normal mode plus the points printed on each held house-rule card."""

    @pytest.mark.parametrize("seed", range(3))
    def test_house_rule_points_are_added(self, seed: int) -> None:
        deck = ("eight_cut", "j_back", "stairs", "suit_lock", "slip_through", "taboo_breaker")
        printed = {"j_back": 2, "stairs": 1, "suit_lock": 3, "slip_through": 4, "taboo_breaker": 5}

        def play(options: TableOptions) -> tuple[list[str], State]:
            s = State.new_game(Game(("A", "B", "C", "D"), Mode.MAD, options, seed=seed, rule_deck=deck))
            rng = random.Random(seed)
            trace = []
            while not s.is_terminal():
                a = rng.choice(list(s.legal_actions))
                trace.append(s.action_str(a))
                s.push(a)
            return trace, s

        plain_trace, plain = play(TableOptions())
        vp_trace, vp = play(TableOptions.from_mapping({"victory_points": printed}))
        assert vp_trace == plain_trace  # the printed points do not change play
        assert vp.house == plain.house
        for p in range(4):
            extra = sum(printed.get(r, 0) for r in vp.house[p])
            assert vp.points[p] == plain.points[p] + extra
        assert any(vp.house)  # the draft gave out house rules

    def test_catalogue_values_default_to_zero(self) -> None:
        # RULES.md: the printed values are not in the rulebook text; they default to 0
        assert all(not c.victory_points for c in CARDS)


class TestEffectFinishes:
    """Forbidden finish: "with a card whose effect fired" (RULES.md base rules, seed 004 step 3)."""

    def test_finishing_with_a_jack_under_j_back(self) -> None:
        s = pos("ABCD", laws=["j_back"], hands={"A": "♠J", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"},
                turn="A")
        events = do(s, "A plays ♠J")
        assert rules_fired(events)[:2] == ["j_back", "forbidden_finish"]
        assert s.places() == {seat(s, "A"): 4}

    def test_jack_of_a_non_holder_has_no_effect(self) -> None:
        s = pos("ABCD", house={"C": ["j_back"]},
                hands={"A": "♠J", "B": "♥3 ♥4", "C": "♦5 ♦6", "D": "♣7 ♣8"}, turn="A")
        events = do(s, "A plays ♠J")
        assert "j_back" not in rules_fired(events) and "forbidden_finish" not in rules_fired(events)
        assert s.places() == {seat(s, "A"): 1}

    def test_finishing_with_a_revolution(self) -> None:
        hands = {"A": "♠5 ♥5 ♦5 ♣5", "B": "♥3 ♥4", "C": "♦6 ♦7", "D": "♣8 ♣9"}
        s = pos("ABCD", hands=hands, turn="A")
        events = do(s, "A plays ♠5 ♥5 ♦5 ♣5")
        assert "revolution" in rules_fired(events) and "forbidden_finish" not in rules_fired(events)
        assert s.places() == {seat(s, "A"): 1}
        s = pos("ABCD", hands=hands, turn="A", options={"revolution_finish_is_effect": True})
        events = do(s, "A plays ♠5 ♥5 ♦5 ♣5")
        assert "forbidden_finish" in rules_fired(events)
        assert s.places() == {seat(s, "A"): 4}

    def test_finishing_with_four_threes_is_judged_before_the_revolution(self) -> None:
        # the 3s become the strongest only through this play's revolution; the default reading
        # (no effect finish for a revolution) lets the player finish normally
        s = pos("ABCD", hands={"A": "♠3 ♥3 ♦3 ♣3", "B": "♥4 ♥5", "C": "♦6 ♦7", "D": "♣8 ♣9"}, turn="A")
        events = do(s, "A plays ♠3 ♥3 ♦3 ♣3")
        assert "revolution" in rules_fired(events) and "forbidden_finish" not in rules_fired(events)


class TestPhaseOrder:
    """Round set-up: deal → law → (mad) draft → exchange (not round 1) → trim → start → play."""

    @pytest.mark.parametrize("mode", [Mode.NORMAL, Mode.MAD])
    def test_phase_order(self, mode: Mode) -> None:
        wanted = ("eight_cut", "j_back", "stairs", "suit_lock", "slip_through", "taboo_breaker", "three_revolution",
                  "identity", "number_lock", "wisdom")
        deck = tuple(r for r in wanted if r in {c.id for c in CARDS})
        s = State.new_game(Game(("A", "B", "C"), mode, seed=9, rule_deck=deck))
        rng = random.Random(9)
        rank = {DecisionKind.DRAFT: 0, DecisionKind.EXCHANGE: 1, DecisionKind.TRIM: 2, DecisionKind.START: 3,
                DecisionKind.PLAY: 4}
        for round_no in (1, 2):
            kinds: list[DecisionKind] = []
            while s.round == round_no and s.pending is not None and s.pending.kind is not DecisionKind.PLAY:
                if s.pending.kind in rank:
                    kinds.append(s.pending.kind)
                s.push(rng.choice(list(s.legal_actions)))
            assert kinds == sorted(kinds, key=rank.__getitem__), kinds
            assert (DecisionKind.DRAFT in kinds) == (mode is Mode.MAD)
            assert (DecisionKind.EXCHANGE in kinds) == (round_no > 1)
            assert DecisionKind.TRIM in kinds and kinds[-1] is DecisionKind.START
            while s.round == round_no:
                s.push(rng.choice(list(s.legal_actions)))


def test_never_more_than_four_cards_in_one_play() -> None:
    """RULES.md: never more than 4 cards in one play (seed 004) — even onto a fused five-card field."""
    s = State.from_position(["A", "B", "C"], laws=["stairs", "fusion_revolution"],
                            hands={"A": "♠5 ♠6 ♠7 ♣3", "B": "♠8 ♠9 ♣4", "C": "♥3 ♥4 ♥5 ♥6 ♥7 ♣5"}, turn="A")
    s.push(s.parse_action("A plays ♠5 ♠6 ♠7"))
    s.push(s.parse_action("B plays ♠8 ♠9"))
    assert s.field is not None and s.field.size == 5 and s.revolution
    five = Meld.of([(c, c) for c in iter_cards(parse_cards("♥3 ♥4 ♥5 ♥6 ♥7"))], limit=8)
    assert five in s.candidate_melds(2)  # a stairs candidate, shown with its reason
    why = s.refusal(2, five)
    assert why is not None and "never more than 4" in why.en and "4枚まで" in why.ja
    assert [s.action_str(a) for a in s.legal_actions] == ["C passes"]
    with pytest.raises(IllegalMoveError, match="never more than 4"):
        s.push(Play(2, five))
