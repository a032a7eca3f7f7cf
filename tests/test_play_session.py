"""Play's game session without a page or a browser (explorer/play/session.py, issue 41 point 5): the bots act
until the human must decide, the human's actions and refusals, undo back to the exact position (and not after the
game is over: issue 46), windows the bots wait for and a declined one not asked again, the hint."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import replace

import pytest

from explorer.analysis.budget import BUDGET
from explorer.bots import GreedyBot, RandomBot
from explorer.engine.actions import Choose, Pass, Play
from explorer.engine.errors import ExplorerError, IllegalMoveError, PositionError
from explorer.engine.game import DecisionKind, Mode
from explorer.engine.state import State
from explorer.play.session import HUMAN, Deal, PlaySession

SMALL = replace(BUDGET, hint_rollouts=4, hint_seconds=None)
"""A hint that searches little (the tests check what the hint is, not how good)."""


def snapshot(session: PlaySession) -> tuple[object, ...]:
    """Everything a player or the page can see of the session, and the rules' own data."""
    s = session.state
    return (tuple(s.hands), s.field, s.field_by, s.trick, s.discard, s.turn, s.passed, s.finished, s.points,
            s.round, s.pending, s.laws, s.house, dict(s.data), s.direction, tuple(s.move_stack),
            tuple(s.legal_actions), tuple(s.log), tuple(session.events), session.seen, tuple(session.round_points),
            dict(session.law_rounds), session.hint)


def one_round(seed: int = 3, players: int = 3, bots: str = "random", mode: Mode = Mode.NORMAL) -> PlaySession:
    session = PlaySession.deal(Deal(players=("You",) + tuple(f"CPU{i}" for i in range(1, players)), seed=seed,
                                    mode=mode, rounds=1, bots=bots))
    session.advance()
    return session


def lead_position(names: tuple[str, ...] = ("You", "CPU1", "CPU2")) -> State:
    """CPU1 leads a round the human takes part in: every seat holds three cards."""
    return State.from_position(list(names), hands={names[0]: "♠5 ♥9 ♣K", names[1]: "♦4 ♦6 ♦Q", names[2]: "♣4 ♣6 ♣J"},
                               turn=names[1])


def test_the_bots_move_until_the_human_must_decide() -> None:
    state = lead_position()
    session = PlaySession(state, {1: GreedyBot(1), 2: GreedyBot(2)})
    assert session.to_act == 1 and session.decision is None and session.human_actions() == []
    events = session.advance()
    assert [a.player for a in state.move_stack] == [1, 2], state.move_stack
    assert session.to_act == HUMAN and session.decision is DecisionKind.PLAY
    assert events and session.events[-len(events):] == events
    assert session.advance() == [], "it is the human's turn: no bot moves"
    assert session.human_actions() and all(a.player == HUMAN and a in state.legal_actions
                                           for a in session.human_actions())


def test_a_new_deal_waits_for_the_humans_first_decision() -> None:
    session = one_round(seed=5, players=4, bots="greedy")
    assert not session.game_over and session.to_act == HUMAN and session.decision is not None
    assert set(session.bots) == {1, 2, 3} and all(isinstance(b, GreedyBot) for b in session.bots.values())
    assert session.events[0].kind == "deal" and session.seen == 0
    assert PlaySession.deal(Deal(players=("You", "CPU1", "CPU2"), seed=5, rounds=1)).state.hands == \
        PlaySession.deal(Deal(players=("You", "CPU1", "CPU2"), seed=5, rounds=1)).state.hands, "a seed is a deal"


def test_the_humans_play_is_answered_by_the_bots() -> None:
    state = lead_position()
    session = PlaySession(state, {1: GreedyBot(1), 2: GreedyBot(2)})
    session.advance()
    play = next(a for a in session.human_actions() if isinstance(a, Play))
    events = session.play(play)
    assert state.move_stack[2] == play
    assert any(a.player != HUMAN for a in state.move_stack[3:]), "the bots replied"
    assert session.game_over or session.to_act == HUMAN
    assert session.events[-len(events):] == events and session.seen == 0 + len(session.events) - len(events)


def test_a_refused_action_raises_and_changes_nothing() -> None:
    state = State.from_position(["You", "CPU1", "CPU2"], laws=["eight_cut"],
                                hands={"You": "♠3 ♥5 ♠9", "CPU1": "♦4 ♦6", "CPU2": "♣4 ♣6"},
                                field="♦7", field_by="CPU2", turn="You")
    session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    before = snapshot(session)
    low = session.parse("plays ♠3")
    why = session.refusal(low)
    assert why is not None and why.rule == "group"
    with pytest.raises(IllegalMoveError):
        session.play(low)
    assert snapshot(session) == before and not session.undo_marks and not session.can_undo


def test_the_human_types_an_action_without_their_name() -> None:
    session = PlaySession(lead_position(), {1: RandomBot(1), 2: RandomBot(2)})
    session.advance()
    assert session.parse("plays ♠5") == session.parse("You plays ♠5") == session.parse("you plays ♠5")
    assert session.parse("plays ♠5").player == HUMAN
    with pytest.raises(ExplorerError):
        session.parse("juggles ♠5")


def test_undo_restores_the_exact_position_each_time() -> None:
    session = one_round(seed=11, players=4, bots="greedy")
    marks = []
    while not session.game_over and len(marks) < 6:
        marks.append((snapshot(session), len(session.watcher._seen)))
        session.play(session.human_actions()[0])
        assert session.can_undo
    assert len(marks) == 6 and not session.game_over, "six actions of the human in one round"
    for before, seen in reversed(marks):
        assert session.undo()
        assert snapshot(session) == before
        assert len(session.watcher._seen) == seen, "the hint's bot forgets what was taken back"
    assert not session.can_undo and not session.undo()


def test_undo_takes_back_a_round_over_and_its_points() -> None:
    session = PlaySession.deal(Deal(players=("You", "CPU1", "CPU2"), seed=4, rounds=2, bots="random"))
    session.advance()
    before = None
    while not session.round_points:
        before = snapshot(session)
        session.play(session.human_actions()[0])
    assert before is not None and session.round_points[0][0] == 1 and session.can_undo
    assert session.undo() and snapshot(session) == before and session.round_points == []


def test_nothing_to_undo_once_the_game_is_over() -> None:
    session = one_round(seed=3, players=3)
    for _ in range(200):
        if session.game_over:
            break
        session.play(session.human_actions()[0])
    assert session.game_over and session.undo_marks, "the human acted in a game played to its end"
    before = snapshot(session)
    assert not session.can_undo and not session.undo()
    assert snapshot(session) == before and session.human_actions() == []


DOBON = dict(laws=["dobon"], hands={"You": "♠3 ♥4", "CPU1": "♦9 ♦10 ♦J", "CPU2": "♣9 ♣10"},
             field="♦7", field_by="CPU2", turn="CPU1")
"""CPU1 is to play on ♦7, and the human may call dobon now (♠3 ♥4 add up to it)."""


def test_the_bots_wait_for_a_window_the_human_is_asked_about() -> None:
    state = State.from_position(["You", "CPU1", "CPU2"], **DOBON)  # type: ignore[arg-type]
    session = PlaySession(state, {1: GreedyBot(1), 2: GreedyBot(2)})
    assert session.advance() == [] and state.move_stack == []
    assert session.paused and session.to_act == 1
    dobon = session.open_windows()
    assert [a.kind for a in dobon if isinstance(a, Choose)] == ["dobon"] and dobon[0] in session.human_actions()
    assert session.is_window(dobon[0])
    session.play(dobon[0])
    assert HUMAN in state.finished and any(e.rule == "dobon" for e in session.events)


def test_a_declined_window_is_not_asked_again_in_that_position() -> None:
    state = State.from_position(["You", "CPU1", "CPU2"], **DOBON)  # type: ignore[arg-type]
    session = PlaySession(state, {1: GreedyBot(1), 2: GreedyBot(2)})
    session.advance()
    window = session.open_windows()[0]
    session.decline()
    assert state.move_stack and state.move_stack[0].player == 1, "declined: the bots went on"
    assert not session.undo_marks, "declining is no action of the human to undo"
    while state.move_stack:  # back to the very position the window was declined in
        state.pop()
    assert window in state.window_actions(), "the window is open in this position"
    assert session.open_windows() == [] and not session.paused
    assert session.advance() and state.move_stack, "the bots do not wait for it again"
    # a new session over the same position asks again
    again = PlaySession(State.from_position(["You", "CPU1", "CPU2"], **DOBON), {1: GreedyBot(1)})  # type: ignore[arg-type]
    assert again.open_windows() == [window]


def test_the_hint_reads_the_humans_play_decision_and_goes_when_anything_is_played() -> None:
    session = PlaySession(lead_position(), {1: GreedyBot(1), 2: GreedyBot(2)}, budget=SMALL)
    with pytest.raises(ValueError):
        session.ask_hint()  # CPU1 to act: no decision of the human
    assert not session.hint_open
    session.advance()
    assert session.hint_open
    hint = session.ask_hint()
    assert session.hint is hint and not session.hint_open and session.ask_hint() is hint
    assert hint.action in session.human_actions() and isinstance(hint.action, (Play, Pass))
    session.play(hint.action)
    assert session.hint is None


def test_a_set_up_the_rules_refuse_is_an_error_naming_it() -> None:
    with pytest.raises(PositionError, match="options.bogus"):
        PlaySession.deal(Deal(players=("You", "CPU1", "CPU2"), seed=1, options={"bogus": 1}))


def test_laws_drawn_from_another_deck_are_shuffled_by_the_seed() -> None:
    from explorer.rules.decks import DECKS

    ids = tuple(DECKS[1].rule_ids())  # the first deck after the game's own
    deal = Deal(players=("You", "CPU1", "CPU2"), seed=8, laws=ids[:1], draw_from=ids)
    game = deal.game()
    assert sorted(game.rule_deck) == sorted(ids[1:]) and game.laws == ids[:1]
    assert deal.game().rule_deck == game.rule_deck


def test_the_session_needs_no_widget_library() -> None:
    code = ("import sys, explorer.play.session\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('ipywidgets', 'traitlets', 'IPython')"
            " or m.startswith('explorer.widgets')))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "[]", done.stdout


def test_the_page_keeps_no_game_of_its_own() -> None:
    """The Play page draws its session: the bookkeeping of the game is the session's only."""
    from explorer.widgets.play import PlayPage

    page = PlayPage(seed=3, players=3, bots="random")
    assert page.session is not None and page.state is page.session.state
    mine = set(vars(page))
    assert not mine & {"undo_marks", "declined", "events", "round_points", "law_rounds", "watcher", "bots", "hint"}
