"""The Play page's hint and difficulty (issue 27 point 2) and its keyboard-openable folds (issue 28 point 9)."""

from __future__ import annotations

import pytest

from explorer.analysis.strong_bot import StrongBot
from explorer.bots import GreedyBot, RandomBot
from explorer.engine.actions import Pass, Play
from explorer.engine.game import DecisionKind
from explorer.engine.state import State
from explorer.widgets.i18n import Language, t
from explorer.play.session import HUMAN, STRONG_ROLLOUTS, hint_for
from explorer.widgets.play import Fold, PlayPage, hint_text


def to_play_decision(page: PlayPage) -> None:
    """Answer the set-up decisions with the first legal action until the human has a play decision."""
    for _ in range(30):
        state = page.state
        assert state is not None and state.pending is not None and page.error is None, page.error
        if state.pending.player == HUMAN and state.pending.kind is DecisionKind.PLAY:
            return
        page.act(page.human_actions()[0])
    pytest.fail("no play decision")


@pytest.mark.parametrize("kind, cls", [("random", RandomBot), ("greedy", GreedyBot), ("strong", StrongBot)])
def test_the_difficulty_sets_the_bots(kind: str, cls: type) -> None:
    page = PlayPage(seed=5, players=4, bots=kind)
    assert page.error is None, page.error
    assert set(page.bots) == {1, 2, 3} and all(type(b) is cls for b in page.bots.values()), page.bots
    if kind == "strong":
        assert all(b.rollouts == STRONG_ROLLOUTS for b in page.bots.values() if isinstance(b, StrongBot))


def test_the_difficulty_names_read_naturally() -> None:
    language = Language()
    page = PlayPage(language, seed=5)
    assert [o for o, _ in page.bot_kind.options] == ["やさしい", "ふつう", "強い"]
    assert page.bot_kind.description == "相手の強さ"
    language.lang = "en"
    assert [o for o, _ in page.bot_kind.options] == ["Easy", "Normal", "Strong"]


def test_a_game_against_strong_bots_reaches_the_human() -> None:
    page = PlayPage(seed=8, players=4, bots="strong", rounds=1)
    to_play_decision(page)
    state = page.state
    assert state is not None
    page.act(next(a for a in state.legal_actions if a.player == HUMAN))
    assert page.error is None, page.error
    bots = [b for b in page.bots.values() if isinstance(b, StrongBot)]
    assert len(bots) == 3 and all(b.stats.decisions > 0 for b in bots)


@pytest.mark.parametrize("seed", [3, 11])
def test_the_hint_is_a_legal_play_shown_on_the_hand(seed: int) -> None:
    language = Language()
    page = PlayPage(language, seed=seed, players=4)
    to_play_decision(page)
    state = page.state
    assert state is not None
    assert not page.hint_button.disabled and page.hint_button.description == "ヒント"
    assert page.hint_view.value == ""
    page.hint_button.click()
    assert page.error is None, page.error
    hint = page.hint
    assert hint is not None and hint.action in state.legal_actions and hint.action.player == HUMAN
    assert page.hint_button.disabled, "one hint per decision: a second click does nothing"
    assert "dx-hint-box" in page.hint_view.value and "強いプレイヤーなら" in page.hint_view.value
    if isinstance(hint.action, Play):
        assert page.hand.hinted == hint.action.meld.cards
        marked = {c for c, b in page.hand.cards if "dx-hinted" in b._dom_classes}
        assert sum(1 << c for c in marked) == hint.action.meld.cards
    measured = hint.measured
    assert measured and measured[0].action == hint.action and 0 <= measured[0].firsts <= measured[0].rollouts
    before = page.hint
    page.hint_button.click()  # disabled: ipywidgets still calls the handler in a test; the page ignores it
    assert page.hint is before
    language.lang = "en"
    assert "A strong player would" in page.hint_view.value and "%" in page.hint_view.value
    # playing clears the hint; the next decision may be hinted again
    page.act(hint.action)
    assert page.hint is None and page.hand.hinted == 0


def test_the_hint_reads_the_humans_view_only() -> None:
    """Two states that differ only in the hidden hands give the same hint (the bot never reads them)."""
    a = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥7 ♦7 ♣K ♠A", "B": "♣4 ♣5 ♦9 ♥J", "C": "♣6 ♥Q ♦2 ♠8"},
                            field="♦5", field_by="B", turn="A")
    b = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥7 ♦7 ♣K ♠A", "B": "♥Q ♦2 ♠8 ♣6", "C": "♦9 ♥J ♣4 ♣5"},
                            field="♦5", field_by="B", turn="A")
    ha, hb = hint_for(a, seed=1, rollouts=60), hint_for(b, seed=1, rollouts=60)
    assert ha.action in a.legal_actions
    assert ha == hb
    assert hint_for(a, seed=1, rollouts=60) == ha  # deterministic for a seed


def test_a_forced_pass_is_said_plainly() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♣4 ♣5", "C": "♣6"},
                            field="♦2", field_by="B", turn="A")
    hint = hint_for(s)
    assert isinstance(hint.action, Pass) and hint.measured == ()
    assert hint_text(s, hint, "ja") == t("play_hint_pass_only", "ja")
    assert hint_text(s, hint, "en") == t("play_hint_pass_only", "en")


def test_the_folds_open_with_a_button_the_keyboard_reaches() -> None:
    """"Laws from the start" and "Type an action" (and the set-up) open from a real button (a ToggleButton:
    Tab reaches it, Enter or Space presses it), not an Accordion title."""
    page = PlayPage(seed=4)
    for fold, title in ((page.start_laws_box, "play_start_laws"), (page.type_box, "play_type_fold"),
                        (page.setup_box, "play_setup")):
        assert isinstance(fold, Fold) and fold.head.description.startswith(t(title, "ja"))
    for fold in (page.start_laws_box, page.type_box):
        assert fold.selected_index is None and fold.body.layout.display == "none"
        fold.head.value = True  # what Enter or Space on the button does
        assert fold.selected_index == 0 and fold.body.layout.display is None and "dx-fold-open" in fold._dom_classes
    assert page.start_laws.children, "opening the fold shows the laws to press"
    page.command.value = "passes"
    page.try_button.click()
    assert page.error is None


def test_what_the_hint_reports_is_what_the_search_measured() -> None:
    """``StrongBot.last``: the chosen option first, its first places counted.  A leads ♠2 ♠3 against two hands of
    two: ♠2 first is beaten only by a joker the bot cannot rule out (the unseen cards), ♠3 first lets B or C out.
    Each rollout's value is FIRST_WEIGHT + 1 for a first place and at most (n − 2)/(n − 1) otherwise, so the
    counted first places bound the mean value from both sides."""
    from explorer.analysis.strong_bot import FIRST_WEIGHT

    s = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♠3", "B": "♣4 ♣5", "C": "♣6 ♦7"}, turn="A")
    hint = hint_for(s, seed=2, rollouts=40)
    assert isinstance(hint.action, Play) and str(hint.action.meld) == "♠2"
    best, other = hint.measured
    assert best.action == hint.action and best.firsts > other.firsts and best.rollouts > 0
    assert sum(m.rollouts for m in hint.measured) <= 40
    for m in hint.measured:
        share = m.firsts / m.rollouts
        low = (FIRST_WEIGHT + 1) * share
        assert low - 1e-9 <= m.value <= low + (1 - share) * 0.5 + 1e-9, m
    pct = f"{round(100 * best.firsts / best.rollouts)}%"
    assert pct in hint_text(s, hint, "en") and pct in hint_text(s, hint, "ja")
