"""UECda: the ``uecda`` table referees as the contest's server (tndhms 0.29) does, checked against the match
records it wrote (``../shared/uecda/``, made by that server: README there), and each server behaviour the
records rely on checked on its own.

The expectations come from the server's source as read for issue 43 (FujiGokoroUECda ``src/server/server.cc``):
a pass holds until the field clears, which happens when every player holding cards has passed, the last one to
play too; a submission without cards is a pass, on an empty field too; sequences of three or more cards, any
length, wholly above the field's; a revolution by four of a rank or a sequence of five; a lock on exactly the same
suits; the ♦3's holder leads; the lower classes' cards are taken strongest first.

``testdata/blaux5.dat`` of that repository (another program's 100-game match) is GPL-3 like the rest of it, and
this project is not, so it is not copied here: name it (and any other record) in ``UECDA_RECORDS``
(paths separated by ``:``) and it is replayed too.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from explorer import State
from explorer.__main__ import main
from explorer.engine.actions import Give, Pass, Play
from explorer.engine.game import DecisionKind
from explorer.engine.melds import Meld, parse_pattern
from explorer.rules.uecda import UECDA
from explorer.uecda.records import RecordError, parse_text, read_record
from explorer.uecda.replay import replay_game, replay_match

pytestmark = pytest.mark.rules  # the fast subset: pytest -m rules (engine and scenarios)

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "uecda"


def _in_ci() -> bool:
    return os.environ.get("CI", "").strip().lower() in ("1", "true", "yes")


def _shared_records() -> list[Path]:
    return sorted(SHARED.glob("*.dat")) if SHARED.is_dir() else []


def test_the_shared_records_are_there() -> None:
    if not _shared_records():
        if _in_ci():
            pytest.fail(f"{SHARED} has no .dat record: CI must run with a copy of shared/ beside the clone")
        pytest.skip(f"{SHARED} not found beside this clone: the records are replayed in CI (CI=true fails here)")


@pytest.mark.parametrize("path", _shared_records(), ids=lambda p: p.name)
def test_every_game_of_a_shared_record_agrees(path: Path) -> None:
    record = read_record(path)
    replays = list(replay_match(record))
    assert len(replays) == len(record.games) >= 20
    assert [r.line() for r in replays if not r.agrees] == []
    # every decision of the record was pushed on the engine, and each game ended where its record ends
    for r, g in zip(replays, record.games):
        assert len(r.steps) == len(g.plays) and r.state is not None and r.state.is_terminal()


# ---------------------------------------------------------------------------------------------- a doctored record
GAME = """player a b c d e
/*
game 0
score
class 0 1 2 3 4
seat 0 1 2 3 4
dealt { s3 d4 c5 h6 s7 d8 c9 ht sj dq ck } { h3 s4 d5 c6 h7 s8 d9 ct hj sq dk } { d3 h4 s5 d6 c7 h8 s9 dt cj hq sk } { c3 c4 h5 s6 d7 c8 h9 st dj cq } { ha sa da ca h2 s2 d2 c2 hk jo }
changed { } { } { } { } { }
original { s3 d4 c5 h6 s7 d8 c9 ht sj dq ck } { h3 s4 d5 c6 h7 s8 d9 ct hj sq dk } { d3 h4 s5 d6 c7 h8 s9 dt cj hq sk } { c3 c4 h5 s6 d7 c8 h9 st dj cq } { ha sa da ca h2 s2 d2 c2 hk jo }
play PLAYS
result RESULT
*/
"""


def _game(plays: str, result: str = "1 2 3 4 0") -> str:
    return GAME.replace("PLAYS", plays).replace("RESULT", result)


def test_a_record_that_plays_out_of_turn_is_named_with_its_move() -> None:
    # c holds the ♦3 and leads; a record in which b leads is refused at its first move
    replay = next(replay_match(parse_text(_game("h-3 p"), "doctored.dat")))
    assert not replay.agrees and replay.disagreement is not None
    assert replay.disagreement.step == "move 1 'h-3' by P2"
    assert "does not hold ♥3" in replay.disagreement.en and "♥3を持っていない" in replay.disagreement.ja
    assert replay.line().startswith("doctored.dat:2: game 0: move 1 'h-3' by P2:")


def test_a_record_that_ends_before_the_game_is_named() -> None:
    replay = next(replay_match(parse_text(_game("d-3 p"), "short.dat")))
    assert replay.disagreement is not None and replay.disagreement.step == "end of the record"
    assert "P4 is to act" in replay.disagreement.en  # after c's ♦3 and d's pass: e (seat 4) answers


def test_a_weaker_play_is_refused_with_the_rule_and_the_field() -> None:
    replay = next(replay_match(parse_text(_game("d-3 d-7 p p p s-5"), "weak.dat")))
    d = replay.disagreement
    # c leads ♦3, d answers ♦7 (♦ twice: locked), e, a and b pass; c, asked again, tries ♠5
    assert d is not None and d.step == "move 6 's-5' by P2"
    assert "weaker than ♦7" in d.en and "locked to ♦" in d.en and "passed: P0, P1, P4" in d.en


def test_the_deal_and_the_seats_are_checked() -> None:
    text = _game("d-3").replace("c2 hk jo", "c2 jo", 1)  # ♥K dealt to nobody
    replay = next(replay_match(parse_text(text, "deal.dat")))
    assert replay.disagreement is not None and replay.disagreement.step == "deal"
    assert "missing ♥K" in replay.disagreement.en
    first = _game("p", "0 1 2 3 4")
    moved = first.replace("player a b c d e\n", "").replace("seat 0 1 2 3 4", "seat 0 1 2 4 3")
    two = parse_text(first + moved, "seats.dat")
    second = replay_game(two.games[1], 2, two.games[0])
    assert second.disagreement is not None and second.disagreement.step == "seats"  # only before games 1, 4, 7 …
    assert replay_game(two.games[1], 4, two.games[0]).disagreement is None or \
        replay_game(two.games[1], 4, two.games[0]).disagreement.step not in ("seats", "deal", "classes")


@pytest.mark.parametrize(("text", "problem"), [
    ("play s-7 zz-3", "2: 'zz-3': unknown suit 'z'"),
    ("play s-7 c-79", "2: 'c-79': a sequence's ranks follow one another"),
    ("play h-678(9)", "the joker stands for one rank of the sequence"),
    ("dealt { s3 }", "dealt: 5 card sets expected, got 1"),
    ("dealt { s3 s3 } { } { } { } { }", "'s3': dealt: a card is written twice"),
    ("class 0 1 2 3", "class: 5 numbers expected, got 4"),
    ("colour 0", "'colour': unknown line"),
])
def test_a_bad_record_names_file_line_and_token(text: str, problem: str) -> None:
    with pytest.raises(RecordError) as got:
        parse_text(f"/*\n{text}\n*/\n", "bad.dat")
    assert str(got.value).startswith("bad.dat:") and problem in str(got.value)
    assert got.value.ja and got.value.ja != got.value.en


def test_a_play_the_engine_cannot_hold_is_a_disagreement_not_a_bad_file() -> None:
    replay = next(replay_match(parse_text(_game("cdhsx-q(cdhs)"), "five.dat")))
    assert replay.disagreement is not None and "group of five" in replay.disagreement.en


def test_a_game_missing_a_line_is_named() -> None:
    with pytest.raises(RecordError, match=r"bad.dat:3: '\*/': game 1 has no seat, dealt"):
        parse_text("/*\nclass 0 1 2 3 4\n*/\n", "bad.dat")


# ------------------------------------------------------------------------------------- the table's rules, one by one
NAMES = ("A", "B", "C", "D", "E")


def _table(hands: dict[str, str], **kw: object) -> State:
    return State.from_position(NAMES, laws=UECDA.law_ids, options=UECDA.table_options(), hands=hands, **kw)


def parse_meld(text: str) -> Meld:
    return parse_pattern(text, limit=13).resolve(limit=13)


def _play(s: State, who: str, cards: str) -> None:
    s.push(Play(s.seat(who), parse_meld(cards)))


def test_a_pass_holds_until_the_field_clears_and_the_last_player_may_beat_their_own_play() -> None:
    s = _table({"A": "♠3 ♠5 ♥9", "B": "♥4 ♥K", "C": "♦6 ♦8", "D": "♣6 ♣9", "E": "♠7 ♠J"}, turn="A")
    _play(s, "A", "♠3")
    s.push(Pass(1))          # B passes …
    _play(s, "C", "♦6")
    s.push(Pass(3))
    s.push(Pass(4))
    s.push(Pass(0))
    assert s.pending is not None and s.pending.player == 2  # … and is not asked again: C's own turn, field on
    assert s.field is not None and str(s.field) == "♦6"
    _play(s, "C", "♦8")      # C beats their own play (an 8: the field is cut)
    assert s.field is None


def test_the_field_clears_only_when_the_last_player_passes_too() -> None:
    s = _table({"A": "♠3 ♥9", "B": "♥4", "C": "♦6", "D": "♣6", "E": "♠7"}, turn="A")
    _play(s, "A", "♥9")
    for p in (1, 2, 3, 4):
        s.push(Pass(p))
    assert s.field is not None and s.pending is not None and s.pending.player == 0
    s.push(Pass(0))
    assert s.field is None and s.pending is not None and s.pending.player == 0  # A leads again


def test_the_leader_may_pass() -> None:
    s = _table({"A": "♠3 ♥9", "B": "♥4 ♥5", "C": "♦6", "D": "♣6", "E": "♠7"}, turn="A")
    assert s.refusal_of(Pass(0)) is None
    s.push(Pass(0))
    assert s.field is None and s.pending is not None and s.pending.player == 1


def test_a_refused_play_counts_as_a_pass() -> None:
    s = _table({"A": "♠3 ♥9", "B": "♥4 ♥5", "C": "♦6", "D": "♣6", "E": "♠7"}, turn="A")
    _play(s, "A", "♥9")
    pushed, why, _ = s.submit(Play(1, parse_meld("♥4")))
    assert isinstance(pushed, Pass) and why is not None and "weaker" in why.en
    assert s.passed >> 1 & 1


def test_sequences_of_any_length_wholly_above_and_five_revolt() -> None:
    s = _table({"A": "♠3 ♠4 ♠5 ♠6 ♠7 ♥9", "B": "♥4 ♥5 ♥6 ♥7 ♥8", "C": "♦5 ♦6 ♦7", "D": "♣6", "E": "♠9"},
               turn="A")
    five = parse_meld("♠3 ♠4 ♠5 ♠6 ♠7")
    assert five.size == 5 and s.refusal_of(Play(0, five)) is None
    s.push(Play(0, five))
    assert s.revolution
    four = _table({"A": "♠3 ♠4 ♠5 ♠6 ♥9", "B": "♥4", "C": "♦5 ♦6 ♦7 ♦8", "D": "♣6", "E": "♠9"}, turn="A")
    four.push(Play(0, Meld.of(parse_meld("♠3 ♠4 ♠5 ♠6").faces)))
    assert not four.revolution  # four in a row are no revolution on this table
    s3 = _table({"A": "♠3 ♠4 ♠5 ♥9", "B": "♥4", "C": "♦5 ♦6 ♦7 ♦9 ♦10 ♦J", "D": "♣6", "E": "♠9"}, turn="A")
    _play(s3, "A", "♠3 ♠4 ♠5")
    s3.push(Pass(1))
    overlap = s3.refusal_of(Play(2, parse_meld("♦5 ♦6 ♦7")))
    assert overlap is not None and "wholly above" in overlap.en
    assert s3.refusal_of(Play(2, parse_meld("♦9 ♦10 ♦J"))) is None


def test_a_long_sequence_may_lie_on_the_field_of_this_table_only() -> None:
    s = _table({"A": "♥9", "B": "♥4", "C": "♦6", "D": "♣6", "E": "♠9"}, history=[("B", "♠3 ♠4 ♠5 ♠6 ♠7")], turn="C")
    assert s.field is not None and s.field.size == 5 and s.field_by == 1
    with pytest.raises(Exception, match="5 cards"):  # the base rules: never more than four (tests/test_positions.py)
        State.from_position(NAMES, hands={"A": "♥9", "C": "♦6"}, history=[("B", "♠3 ♠4 ♠5 ♠6 ♠7")], turn="C")


def test_a_lock_needs_exactly_the_same_suits() -> None:
    s = _table({"A": "♠5 ♥5 ♣9", "B": "♥7 ♦7 ♠7 ♠8", "C": "♥9 ♦9 ♠10", "D": "♣6", "E": "♠3"}, turn="A")
    _play(s, "A", "♠5 ♥5")
    _play(s, "B", "♥7 ♦7")     # ♥ in common only: no lock on this table (card 14 would lock ♥)
    assert not s.lock_suits
    _play(s, "C", "♥9 ♦9")     # exactly ♥♦ again: locked
    assert s.lock_suits == 0b0110  # ♥ and ♦ (suit bits ♠ 1, ♥ 2, ♦ 4, ♣ 8)
    assert s.refusal_of(Play(3, parse_meld("♣6"))) is not None


def test_the_diamond_three_leads_after_the_exchange_and_the_lower_gives_what_the_server_takes() -> None:
    hands = {"A": "♠4 ♥4 ♦4 ♣4 ♠5 ♥5 ♦5 ♣5 ♠6 ♥6 ♦6", "B": "♣6 ♠7 ♥7 ♦7 ♣7 ♠8 ♥8 ♦8 ♣8 ♠9 ♥9",
             "C": "♦9 ♣9 ♠10 ♥10 ♦10 ♣10 ♠J ♥J ♦J ♣J ♠Q", "D": "♥Q ♦Q ♣Q ♠K ♥K ♦K ♣K ♠A ♥A ♦3",
             "E": "♦A ♣A ♠2 ♥2 ♦2 ♣2 JK ♠3 ♥3 ♣3"}
    s = State.from_position(NAMES, laws=UECDA.law_ids, options=UECDA.table_options(), hands=hands, king="A",
                            previous_order=["A", "B", "C", "D", "E"], phase="exchange")
    assert s.pending is not None and s.pending.kind is DecisionKind.EXCHANGE and s.pending.player == 4
    gifts = [a for a in s.decision_actions if isinstance(a, Give)]
    assert [s.action_str(a) for a in gifts] == ["E gives JK to A"]  # the joker first, then the 2s ♠ ♥ ♦ ♣
    s.push(gifts[0])
    assert [s.action_str(a) for a in s.decision_actions] == ["E gives ♠2 to A"]
    s.push(s.decision_actions[0])
    assert [s.action_str(a) for a in s.decision_actions] == ["D gives ♠A to B"]
    s.push(s.decision_actions[0])
    # the upper classes give any card, even one just received
    back = next(a for a in s.decision_actions if isinstance(a, Give) and s.action_str(a) == "A gives JK to E")
    s.push(back)
    s.push(next(a for a in s.decision_actions if isinstance(a, Give)))
    s.push(next(a for a in s.decision_actions if isinstance(a, Give)))
    assert s.pending is not None and s.pending.kind is DecisionKind.PLAY and s.pending.player == 3  # D holds ♦3


def test_the_table_names_no_forbidden_finish_and_no_fall() -> None:
    s = _table({"A": "♠2", "B": "♥4 ♥5", "C": "♦6 ♦7", "D": "♣6 ♣7", "E": "♠9 ♠10"}, turn="A", king="B")
    _play(s, "A", "♠2")  # a 2 to finish: fine here, and B, the reigning 大富豪, does not fall
    assert s.places() == {0: 1}


# --------------------------------------------------------------------------------------------------- the command
def test_the_command_counts_and_exits_by_agreement(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = tmp_path / "good.dat"
    good.write_text(_game("d-3 p p p p p c-3 p p p p d-4", "0 1 2 3 4"))  # any text; the verdict is the engine's
    code = main(["uecda", "replay", str(good)])
    out = capsys.readouterr().out
    assert out.strip().endswith("0/1 games agree") and code == 1
    assert "good.dat:2: game 0:" in out
    bad = tmp_path / "bad.dat"
    bad.write_text("/*\nplay s-7 q\n*/\n")
    assert main(["uecda", "replay", str(bad), "--lang", "ja"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("エラー：") and "bad.dat:2: 'q'" in err


@pytest.mark.skipif(not _shared_records(), reason="no ../shared/uecda/ beside this clone")
def test_the_command_agrees_on_the_shared_records(capsys: pytest.CaptureFixture[str]) -> None:
    paths = [str(p) for p in _shared_records()]
    assert main(["uecda", "replay", *paths]) == 0
    out = capsys.readouterr().out.splitlines()
    total = sum(len(read_record(p).games) for p in paths)
    assert out[-1] == (f"total: {total}/{total} games agree" if len(paths) > 1 else out[-1])
    assert all("games agree" in line for line in out)
