"""The Play page without a browser: set-up, legal buttons, bots replying, a whole game by clicks, languages."""

from __future__ import annotations

import random
import re
from html import escape, unescape

import ipywidgets as widgets
import pytest

from explorer.engine.actions import Choose, Pass, Play, Trim
from explorer.engine.melds import parse_pattern
from explorer.bots import GreedyBot, RandomBot
from explorer.engine.cards import mask_str
from explorer.engine.state import State
from explorer.text.phrasing import cards_ja, refusal_heading
from explorer.widgets.i18n import TEXTS, Language, t
from explorer.widgets.deck_choice import RULES_BY_DECK
from explorer.play.session import PlaySession
from explorer.widgets.play import PlayPage, action_label, action_tip, play_page
from play_taps import take_first


def classes(w: widgets.Widget) -> list[str]:
    return list(w._dom_classes)


def new_page(seed: int = 7, players: int = 3, mode: str = "normal", bots: str = "random", rounds: int = 0,
             language: Language | None = None) -> PlayPage:
    page = play_page(language)
    assert isinstance(page, PlayPage)
    page.seed.value = seed
    page.n_players.value = players
    page.mode.value = mode
    page.bot_kind.value = bots
    page.rounds.value = rounds
    page.new_game.click()
    assert page.error is None, page.error
    return page


def check_buttons(page: PlayPage) -> None:
    state = page.state
    assert state is not None
    assert len(page.action_buttons) == len(page.button_actions)
    for button, action in zip(page.action_buttons, page.button_actions):
        assert "dx-action" in classes(button)
        assert action.player == 0
        assert action in state.legal_actions, state.action_str(action)
        assert button.tooltip == action_tip(state, action, page.lang)  # Japanese: a sentence, no notation
    # the hand's cards are the plays: no button repeats a play of the hand
    assert not any(isinstance(a, Play) for a in page.button_actions), page.button_actions
    if not state.is_terminal():
        assert page.action_buttons or page.hand.active, "the human must have something to touch"


def event_count(page: PlayPage) -> int:
    return len(re.findall(r'class="dx-event[ "]', page.log_view.value))


def test_css_classes_for_browser_tests() -> None:
    page = new_page()
    assert "dx-page-play" in classes(page)
    assert "dx-new-game" in classes(page.new_game)
    assert "dx-message" in classes(page.message)
    assert "dx-log" in classes(page.log_view)
    assert all("dx-action" in classes(b) for b in page.action_buttons)


def test_new_game_waits_for_the_human_with_legal_buttons() -> None:
    page = new_page(seed=3, players=4, mode="mad")
    state = page.state
    assert state is not None and state.game.seed == 3 and state.n == 4
    assert state.players[0] == TEXTS["play_you"][0]  # あなた: the page starts in Japanese
    assert state.pending is not None and state.pending.player == 0
    assert state.pending.kind.value == "draft"
    check_buttons(page)
    assert all(isinstance(a, type(page.button_actions[0])) for a in page.button_actions)
    assert "dx-game-over" not in page.message.value


def test_clicking_advances_the_game_and_the_bots_reply() -> None:
    page = new_page(seed=11, players=4)
    state = page.state
    assert state is not None
    for _ in range(30):
        before_moves, before_events = len(state.move_stack), event_count(page)
        take_first(page)
        assert page.error is None, page.error
        assert len(state.move_stack) > before_moves
        assert event_count(page) > before_events
        check_buttons(page)
        bot_moves = state.move_stack[before_moves + 1:]
        if any(a.player != 0 for a in bot_moves):
            break
    else:
        pytest.fail("the bots never replied")
    assert 'class="dx-event new' in page.log_view.value  # what the bots did is highlighted


@pytest.mark.parametrize(("mode", "players", "bots"), [("normal", 3, "random"), ("mad", 4, "greedy"),
                                                       ("normal", 6, "greedy")])
def test_a_whole_game_by_clicking_the_first_button(mode: str, players: int, bots: str) -> None:
    page = new_page(seed=21, players=players, mode=mode, bots=bots, rounds=2)
    state = page.state
    assert state is not None and state.rounds_total == 2
    clicks = 0
    while not state.is_terminal():
        check_buttons(page)
        take_first(page)
        assert page.error is None, page.error
        clicks += 1
        assert clicks < 2000
    assert page.action_buttons == [] and not page.hand.active
    assert "dx-game-over-line" in page.summary.value and "dx-final" in page.summary.value
    assert len(page.round_points) == 2
    assert 'data-kind="game_over"' in page.log_view.value
    # the points table has a column per round and the totals
    assert page.points_view.value.count("<th>") >= 2 + 2


def test_one_round_only() -> None:
    page = new_page(seed=4, rounds=1)
    state = page.state
    assert state is not None and state.rounds_total == 1
    while not state.is_terminal():
        take_first(page)
    assert len(page.round_points) == 1


def test_language_switch_changes_labels() -> None:
    lang = Language()
    page = new_page(seed=5, players=4, language=lang)
    state = page.state
    assert state is not None
    ja = [b.description for b in page.action_buttons]
    ja_new, ja_message = page.new_game.description, page.message.value
    lang.lang = "en"
    assert page.new_game.description == "New game" != ja_new
    en = [b.description for b in page.action_buttons]
    assert en != ja
    assert page.message.value != ja_message
    for button, action in zip(page.action_buttons, page.button_actions):
        if not isinstance(action, Choose):
            assert button.description == action_label(state, action, "en")
    lang.lang = "ja"
    assert [b.description for b in page.action_buttons] == ja


def test_log_names_the_rule_of_each_event() -> None:
    page = new_page(seed=8, players=4, mode="mad", rounds=1)
    state = page.state
    assert state is not None
    while not state.is_terminal():
        take_first(page)
    html = page.log_view.value
    ruled = [e for e in page.events if e.rule]
    assert ruled
    for e in ruled[:20]:
        assert f'data-rule="{e.rule}"' in html
    assert "dx-rule-tag" in html
    # laws and house rules in force, with the round a law came in
    assert "data-rule=" in page.rules_view.value and "第1ラウンドから" in page.rules_view.value


def test_bots_hands_are_hidden_unless_asked() -> None:
    page = new_page(seed=9, players=4)
    state = page.state
    assert state is not None
    rows = dict(re.findall(r'data-player="([^"]*)"><span class="who">.*?</span><span class="hand">(.*?)</span><span>', page.table.value))
    # the human's own cards are under the table, to touch (not drawn twice)
    assert page.hand.cards and all(b.description for _, b in page.hand.cards)
    for name in state.players[1:]:
        assert "card back" in rows[name] or rows[name] == "—"
        assert "card red" not in rows[name] and 'class="card"' not in rows[name]
    page.peek.value = True
    rows = dict(re.findall(r'data-player="([^"]*)"><span class="who">.*?</span><span class="hand">(.*?)</span><span>', page.table.value))
    assert all("back" not in rows[name] for name in state.players[1:])


def test_typed_actions_are_refused_with_the_rule_or_taken() -> None:
    page = new_page(seed=2, players=4)  # round 1 of a four-player game: the trim phase comes first
    state = page.state
    assert state is not None and state.pending is not None and state.pending.kind.value == "trim"
    page.command.value = "CPU1 passes"
    page.try_button.click()
    assert "dx-refusal" in page.message.value and 'data-rule="turn"' in page.message.value
    page.command.value = "plays ♠ZZ"
    page.try_button.click()
    assert "dx-notation" in page.message.value
    moves = len(state.move_stack)
    page.command.value = "trims nothing"
    page.try_button.click()
    assert page.error is None and len(state.move_stack) > moves
    assert "dx-refusal" not in page.message.value
    page.command.value = "plays ♠3 ♥3 ♦3 ♣3 ♠4"  # five cards: never more than four in one play
    page.try_button.click()
    assert "dx-notation" in page.message.value


def test_an_illegal_play_shows_the_rule_that_forbids_it() -> None:
    page = new_page(seed=2, players=3)
    state = State.from_position([TEXTS["play_you"][0], "CPU1", "CPU2"], laws=["eight_cut"],
                                hands={"あなた": "♠3 ♥5 ♠9", "CPU1": "♦4 ♦6", "CPU2": "♣4 ♣6"},
                                field="♦7", field_by="CPU2", turn="あなた")
    page.session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    page.refresh()
    assert "あなたの手番" in page.message.value
    assert "dx-why-not" in classes(page.why_not) and "♠3" in page.why_not.value
    page.command.value = "plays ♠3"
    page.try_button.click()
    assert 'data-rule="group"' in page.message.value and "♠3" in page.message.value
    assert len(state.move_stack) == 0
    page.command.value = "plays ♠9"
    page.try_button.click()
    assert len(state.move_stack) >= 1 and page.error is None


def test_the_bots_pause_for_the_humans_dobon() -> None:
    page = new_page(seed=2, players=3)
    state = State.from_position([TEXTS["play_you"][0], "CPU1", "CPU2"], laws=["dobon"],
                                hands={"あなた": "♠3 ♥4", "CPU1": "♦9 ♦10 ♦J", "CPU2": "♣9 ♣10"},
                                field="♦7", field_by="CPU2", turn="CPU1")
    page.session = PlaySession(state, {1: GreedyBot(1), 2: GreedyBot(2)})
    page._advance()
    assert state.pending is not None and state.pending.player == 1  # the bots wait
    assert page.continue_button in page.windows.children
    assert [a for a in page.button_actions if isinstance(a, Choose) and a.kind == "dobon"]
    page.continue_button.click()  # decline: the bots go on
    assert page.error is None and len(state.move_stack) > 0
    # a new position with the window open again: take it
    state2 = State.from_position([TEXTS["play_you"][0], "CPU1", "CPU2"], laws=["dobon"],
                                 hands={"あなた": "♠3 ♥4", "CPU1": "♦9 ♦10 ♦J", "CPU2": "♣9 ♣10"},
                                 field="♦7", field_by="CPU2", turn="CPU1")
    page.session = PlaySession(state2, page.bots)  # a new game over this position: nothing declined in it
    page._advance()
    dobon = next(b for b, a in zip(page.action_buttons, page.button_actions)
                 if isinstance(a, Choose) and a.kind == "dobon")
    dobon.click()
    assert 0 in state2.finished and any(e.rule == "dobon" for e in page.events)


def test_the_notebook_only_wires_the_page() -> None:
    import json
    from pathlib import Path

    nb = json.loads((Path(__file__).resolve().parent.parent / "notebooks" / "play.ipynb").read_text("utf-8"))
    code = [c for c in nb["cells"] if c["cell_type"] == "code"]
    assert code and all(c["outputs"] == [] and c["execution_count"] is None for c in code)
    assert "served(play_page, " in "".join(code[-1]["source"])


def test_a_stale_button_is_refused_not_crashed() -> None:
    page = new_page(seed=12, players=3)
    state = page.state
    assert state is not None
    old_action = page.button_actions[0]
    page.action_buttons[0].click()
    moves = len(state.move_stack)
    page.act(old_action)  # the position has moved on: the engine refuses, nothing changes
    if old_action not in state.legal_actions:
        assert len(state.move_stack) == moves
        assert "dx-refusal" in page.message.value
    assert page.error is None


def test_trim_cards_follow_the_page_language() -> None:
    """The trim phase's card toggles write the ace as the rulebook does in Japanese (``♦1``), ``♦A`` in English;
    the joker is 🃏 in both."""
    lang = Language()
    page = new_page(seed=7, players=4, language=lang)  # the human's ten cards hold ♦A and a joker
    state = page.state
    assert state is not None and state.pending is not None and state.pending.kind.value == "trim"
    assert page.hand.mode == "pick" and all(not b.disabled for _, b in page.hand.cards)  # the cards to touch
    ja = [b.description for _, b in page.hand.cards]
    assert "1\n♦" in ja and "\n🃏" in ja and not any("A" in d or "JK" in d for d in ja), ja
    assert "♦1" in [b.tooltip for _, b in page.hand.cards]
    lang.lang = "en"
    page.refresh()
    en = [b.description for _, b in page.hand.cards]
    assert "A\n♦" in en and "\n🃏" in en and "1\n♦" not in en, en


def _touch_page(hand: str) -> tuple[PlayPage, State]:
    page = new_page(seed=2, players=3)
    me = TEXTS["play_you"][0]
    state = State.from_position([me, "CPU1", "CPU2"], hands={me: hand, "CPU1": "♦4 ♦6 ♦9", "CPU2": "♣4 ♣6 ♣9"},
                                turn=me)  # the human leads: any group or sequence may be played
    page.session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    page.refresh()
    return page, state


def _card(page: PlayPage, text: str) -> widgets.ToggleButton:
    from explorer.engine.cards import parse_card

    return next(b for c, b in page.hand.cards if c == parse_card(text))


def test_a_tap_on_a_card_with_one_way_to_play_plays_it_at_once() -> None:
    page, state = _touch_page("♠5 ♥8 ♦8 ♣K")
    _card(page, "♠5").value = True  # ♠5 is in no pair or sequence: the tap is the play
    assert state.move_stack and state.action_str(state.move_stack[0]) == "あなた plays ♠5"
    assert page.error is None and not page.hand.selected()
    assert page.undo_marks, "a practice game can take the tap back"
    page.undo_button.click()
    assert not state.move_stack and state.hand_str("あなた") == "♠5 ♥8 ♦8 ♣K"


def test_a_tap_on_a_card_with_several_ways_selects_it_and_offers_the_plays() -> None:
    page, state = _touch_page("♠5 ♥8 ♦8 ♣K")
    _card(page, "♥8").value = True  # ♥8 alone, or the pair ♥8 ♦8: the tap only selects
    assert not state.move_stack
    offered = [b.description for b in page.hand.play_buttons.children]
    assert len(offered) == 2 and any("♥8 ♦8" in d for d in offered), offered
    page.hand.play_buttons.children[1].click()
    assert state.action_str(state.move_stack[0]) == "あなた plays ♥8 ♦8"


def test_a_tap_on_a_joker_selects_it() -> None:
    page, state = _touch_page("♠5 JK")
    _card(page, "♠5").value = True  # the joker may pair with ♠5: not unambiguous
    assert not state.move_stack and page.hand.play_buttons.children


def test_your_own_row_on_the_table_says_how_many_cards_you_hold() -> None:
    page, state = _touch_page("♠5 ♥8 ♦8 ♣K")
    row = re.search(r'data-player="あなた">.*?<span class="hand">(.*?)</span><span>', page.table.value)
    assert row is not None and "card back" not in row.group(1) and "4枚（手札は下）" in row.group(1)
    page.language.lang = "en"
    assert "4 cards — your hand, below" in page.table.value


def test_a_game_with_rules_of_other_decks() -> None:
    """Laws drawn from the classic deck, a law of Arcasino's from the start, with its deck's table option."""
    lang = Language()
    page = play_page(lang)
    assert isinstance(page, PlayPage)
    assert [o for o, _ in page.law_deck.options] == ["クトゥルフの25枚", "定番ローカルルール", "アルカジノのカジノカード"]
    assert page.start_law_toggles == {}  # folded: made when opened
    page.start_laws_box.selected_index = 0
    page.law_deck.value = "arcasino"  # the deck switch lists that deck's rules, to press
    shown = [b.description for b in page.start_laws.children]
    assert len(shown) == len(dict(RULES_BY_DECK)["arcasino"]) and "税収" in shown
    assert not any("：" in d or "アルカジノ" in d for d in shown), shown  # the rules' names only
    page.start_law_toggles["arcasino.tax"].value = True
    page.law_deck.value = "classic"  # a law chosen in another deck stays chosen
    assert page.chosen_start_laws() == ("arcasino.tax",)
    assert page.start_laws_box.get_title(0) == "最初から有効な法律（1）"  # folded, with how many are chosen
    assert "arcasino.tax" not in [r for r, b in page.start_law_toggles.items() if b in page.start_laws.children]
    assert page.deck_options.choices["arcasino.forbidden_finish"][1].layout.display is None
    page.deck_options.choices["arcasino.forbidden_finish"][1].value = 1
    page.seed.value, page.n_players.value, page.rounds.value = 4, 3, 2
    page.new_game.click()
    state = page.state
    assert state is not None and page.error is None, page.error
    assert state.laws[0] == "arcasino.tax" and state.laws[1].startswith("classic.")
    assert state.game.options.of("arcasino.forbidden_finish") == "two_or_joker"
    assert all(r.startswith("classic.") for r in state.rule_deck)
    assert "00" not in page.rules_view.value and "税収" in page.rules_view.value
    law = next(e for e in page.events if e.kind == "law")
    assert page.sentence(law, "en").startswith("New law: ") and "00" not in page.sentence(law, "ja")
    lang.lang = "en"
    assert page.law_deck.options[1][0] == "Classic local rules"
    assert page.start_law_toggles["arcasino.tax"].description == "Tax"  # only the rule's name


def test_a_rules_choice_is_asked_in_the_second_person() -> None:
    """Pull out asks the human which card to take: the page says whose choice and which rule, never the rule's
    third-person prompt with "You" glued in ("Pull out: You may take …")."""
    lang = Language()
    page = new_page(seed=2, players=3, language=lang)
    me = TEXTS["play_you"][0]
    state = State.from_position([me, "CPU1", "CPU2"], laws=["pull_out"],
                                hands={me: "♠K ♠3", "CPU1": "♦4 ♦6 ♦9", "CPU2": "♣4 ♣6 ♣9"},
                                field="♦5", field_by="CPU2", turn=me)
    page.session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    page.refresh()
    page.act(next(a for a in page.human_actions() if state.action_str(a) == f"{me} plays ♠K"))
    assert state.pending is not None and state.pending.kind.value == "choice" and state.pending.player == 0
    assert "あなたが選ぶ（引き抜き）" in page.message.value
    lang.lang = "en"
    assert "Your choice (Pull out)" in page.message.value and "You may" not in page.message.value
    assert "You takes" not in page.message.value


def test_the_hand_is_drawn_cards_and_its_plays_are_not_buttons_again() -> None:
    """Your hand is drawn as playing cards (rank over suit, coloured by suit); "Your actions" lists only what a
    tap cannot say (here: pass) — no button per card repeating the hand."""
    page = new_page(seed=2, players=3)
    me = TEXTS["play_you"][0]
    state = State.from_position([me, "CPU1", "CPU2"], hands={me: "♠3 ♥5 ♠9 ♦9", "CPU1": "♦4 ♦6", "CPU2": "♣4 ♣6"},
                                field="♦7", field_by="CPU2", turn=me)
    page.session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    page.refresh()
    assert page.hand.active and "dx-hand-play" in classes(page.hand)
    faces = {b.description: classes(b) for _, b in page.hand.cards}
    assert set(faces) == {"3\n♠", "5\n♥", "9\n♠", "9\n♦"}
    assert all("dx-cardbtn" in c and "dx-hand-card" in c for c in faces.values())
    assert "suit-H" in faces["5\n♥"] and "suit-D" in faces["9\n♦"] and "suit-S" in faces["3\n♠"]
    assert page.button_actions == [Pass(0)], page.button_actions  # ♠9, ♦9 and ♠9 ♦9 are played from the hand
    assert [b.description for b in page.action_buttons] == ["パス"]
    _card(page, "♠9").value = True  # the pair cannot go on a single: the tap is the play
    assert state.action_str(state.move_stack[0]) == "あなた plays ♠9"


def test_the_trim_is_made_by_touching_the_cards_of_the_hand() -> None:
    page = new_page(seed=7, players=4)
    state = page.state
    assert state is not None and state.pending is not None and state.pending.kind.value == "trim"
    assert page.hand.mode == "pick" and page.action_buttons == [page.trim_button]
    assert page.trim_button.description == "何も捨てない"
    (a, first), (b, second) = page.hand.cards[0], page.hand.cards[1]
    first.value = second.value = True  # touched: chosen to discard, nothing played yet
    assert not state.move_stack and page.hand.selected() == (1 << a) | (1 << b)
    assert page.button_actions == [Trim(0, (1 << a) | (1 << b))]
    assert page.trim_button.description.endswith("を捨てる") and not page.trim_button.disabled
    page.trim_button.click()
    assert page.error is None and state.move_stack[0] == Trim(0, (1 << a) | (1 << b))
    assert not state.hands[0] >> a & 1 and not page.hand.selected()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_tap_on_a_card_the_trim_cannot_take_says_why(lang: str) -> None:
    """In the trim a card that cannot be picked (the hand would keep fewer than 7) is dimmed; a tap on it picks
    nothing and says why under the hand, the engine's refusal with its rule (it said nothing: the card was
    disabled)."""
    page = new_page(seed=7, players=4)
    page.language.lang = lang
    state = page.state
    assert state is not None and state.pending is not None and state.pending.kind.value == "trim"
    for c, b in page.hand.cards:  # pick until no more may be
        if "dx-dimmed" in classes(b):
            break
        b.value = True
    picked = page.hand.selected()
    assert picked.bit_count() == len(page.hand.cards) - 7
    dimmed = [(c, b) for c, b in page.hand.cards if "dx-dimmed" in classes(b)]
    assert dimmed and all(not b.disabled for _, b in dimmed), "a card that cannot be picked can still be tapped"
    assert dimmed[0][1].tooltip.endswith("（今は捨てられない）" if lang == "ja" else " (cannot be discarded now)")
    card, button = dimmed[0]
    button.value = True
    assert not button.value and page.hand.selected() == picked, "the tap picked nothing"
    assert page.button_actions == [Trim(0, picked)] and not state.move_stack
    why = unescape(page.hand.why.value)
    name = cards_ja(1 << card) if lang == "ja" else mask_str(1 << card)
    refusal = state.refusal_of(Trim(0, picked | 1 << card))
    assert refusal is not None
    assert "dx-why-tapped" in why and t("play_cannot_discard", lang).format(card=name) in why, why
    assert refusal_heading(refusal, lang) in why
    assert refusal.text(lang) in why
    assert unescape(page.hand.said.value).startswith(t("play_cannot_discard", lang).format(card=name))
    next(b for c, b in page.hand.cards if picked >> c & 1).value = False  # a pick taken back: the refusal is answered
    assert page.hand.why.value == ""


# -- issue 28 point 2: play like a card game ---------------------------------------------------------------------
def legal_play_cards(state: State, selected: int = 0) -> set[int]:
    """The cards of the human's legal plays (holding ``selected``), from the engine's list."""
    return {c for a in state.legal_actions if isinstance(a, Play) and a.player == 0
            and a.meld.cards & selected == selected for c in range(54) if a.meld.cards >> c & 1}


def bright(page: PlayPage) -> set[int]:
    """The hand's cards a player can touch, each checked to be drawn so (raised) — the others dimmed."""
    out = set()
    for c, b in page.hand.cards:
        if not page.hand.mode:  # not the human's decision: nothing to touch, nothing dimmed
            assert b.disabled and not {"dx-dimmed", "dx-playable"} & set(classes(b))
        elif "dx-dimmed" in classes(b):
            assert "dx-playable" not in classes(b), b.tooltip
            # a dimmed card can be tapped (the tap says why it cannot be played, or picked for the trim)
            assert not b.disabled, (page.hand.mode, b.tooltip)
        else:
            out.add(c)
            if page.hand.mode == "play" and not b.value:
                assert "dx-playable" in classes(b) and "dx-dimmed" not in classes(b)
    return out


def test_the_cards_of_legal_plays_are_raised_and_the_others_dimmed() -> None:
    """Which cards can be played is the engine's list: the bright cards are exactly the cards of the legal plays,
    the rest are dimmed (their tooltip says they cannot be played now)."""
    page = new_page(seed=2, players=3)
    me = TEXTS["play_you"][0]
    state = State.from_position([me, "CPU1", "CPU2"], hands={me: "♠3 ♥5 ♠9 ♦9 ♣K JK", "CPU1": "♦4 ♦6",
                                                             "CPU2": "♣4 ♣6"}, field="♦7", field_by="CPU2", turn=me)
    page.session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    page.refresh()
    assert bright(page) == legal_play_cards(state) and len(bright(page)) == 4
    dimmed = [b for c, b in page.hand.cards if c not in legal_play_cards(state)]
    assert [b.description for b in dimmed] == ["3\n♠", "5\n♥"]  # weaker than ♦7
    assert all(b.tooltip.endswith("（今は出せない）") for b in dimmed)
    page.language.lang = "en"
    assert all(b.tooltip.endswith(" (cannot be played now)") for b in dimmed)
    assert bright(page) == legal_play_cards(state)
    # a selection narrows the bright cards to those that can be played with it
    page, state = _touch_page("♠5 ♥8 ♦8 ♣K")
    assert bright(page) == legal_play_cards(state) and len(bright(page)) == 4  # a lead: anything
    _card(page, "♥8").value = True  # ♥8 alone or with ♦8: selected
    assert not state.move_stack
    assert bright(page) == legal_play_cards(state, page.hand.selected()) == {_card_id("♥8"), _card_id("♦8")}
    _card(page, "♥8").value = False
    assert len(bright(page)) == 4


def test_a_tap_on_a_dimmed_card_says_why_on_the_page() -> None:
    """A dimmed card is not dead to the touch (issue 46): its tap plays and selects nothing, and the line under the
    hand gives the engine's refusal, as a refused selection does; the live line says it too. With a card
    selected, the refusal is of the two together."""
    page = new_page(seed=2, players=3)
    me = TEXTS["play_you"][0]
    state = State.from_position([me, "CPU1", "CPU2"], hands={me: "♠3 ♥5 ♠9 ♦9 ♣K JK", "CPU1": "♦4 ♦6",
                                                             "CPU2": "♣4 ♣6"}, field="♦7", field_by="CPU2", turn=me)
    page.session = PlaySession(state, {1: RandomBot(1), 2: RandomBot(2)})
    page.refresh()
    three = _card(page, "♠3")
    assert "dx-dimmed" in classes(three) and not three.disabled
    three.value = True
    assert not three.value and not page.hand.selected() and not state.move_stack and page.error is None
    refusal = state.refusal(0, parse_pattern("♠3").resolve())
    assert refusal is not None
    why = page.hand.why.value
    assert "dx-why-tapped" in why and "♠3は出せない" in why and f'data-rule="{refusal.rule}"' in why, why
    assert "♠3は出せない" in page.hand.said.value
    page.language.lang = "en"
    _card(page, "♥5").value = True
    assert "You cannot play ♥5" in page.hand.why.value and "You cannot play ♥5" in page.hand.said.value
    # a card selected (♥8: alone or with ♦8), then one dimmed by it: why the two cannot be played together
    page, state = _touch_page("♠5 ♥8 ♦8 ♣K")
    page.language.lang = "en"
    _card(page, "♥8").value = True
    king = _card(page, "♣K")
    assert "dx-dimmed" in classes(king) and not king.disabled
    king.value = True
    assert page.hand.selected() == 1 << _card_id("♥8") and not state.move_stack and not king.value
    assert "You cannot play ♥8 ♣K" in page.hand.why.value, page.hand.why.value


def test_undo_follows_what_can_be_undone() -> None:
    """Undo is enabled exactly while it has something to take back: an action of the human in a game still going;
    after the game is over it is disabled (issue 46), and pressing it changes nothing."""
    page = new_page(seed=4, players=3, bots="greedy", rounds=1)
    assert page.undo_button.disabled and not page.can_undo  # nothing done yet
    acted = False
    for _ in range(200):
        state = page.state
        assert state is not None
        if state.is_terminal():
            break
        actions = page.human_actions()
        assert actions, "the human has a decision while the game goes on"
        page.act(actions[0])
        acted = True
        if not page.state.is_terminal():
            assert page.can_undo and not page.undo_button.disabled
    assert acted and page.state is not None and page.state.is_terminal()
    assert page.undo_marks and not page.can_undo and page.undo_button.disabled
    moves = len(page.state.move_stack)
    page.undo()
    assert len(page.state.move_stack) == moves and page.state.is_terminal()


def _card_id(text: str) -> int:
    from explorer.engine.cards import parse_card

    return parse_card(text)


@pytest.mark.parametrize("seed", [3, 14])
def test_in_every_play_decision_of_a_round_the_bright_cards_are_the_legal_plays(seed: int) -> None:
    """A whole round played by touching bright cards only: at every play decision they equal the cards of the
    legal plays, and no touch of a bright card is refused (it plays, or offers the plays it is in)."""
    import random

    page = new_page(seed=seed, players=4, mode="mad", rounds=1)
    state = page.state
    assert state is not None
    rng = random.Random(seed)
    decisions = 0
    from play_taps import tap_a_card

    while not state.is_terminal():
        if page.hand.active:
            decisions += 1
            assert bright(page) == legal_play_cards(state), state.hand_str(state.players[0])
            if not (rng.random() < 0.85 and tap_a_card(page, rng)):
                page.action_buttons[0].click()
        else:
            assert page.hand.mode == "pick" or not bright(page)
            take_first(page)
        assert page.error is None, page.error
    assert decisions >= 3


def test_the_trim_dims_the_cards_once_the_hand_would_go_below_seven() -> None:
    page = new_page(seed=7, players=4)  # ten cards: three may go
    state = page.state
    assert state is not None and page.hand.mode == "pick"
    assert len(bright(page)) == 10
    for _, b in page.hand.cards[:3]:
        b.value = True
    assert bright(page) == {c for c, _ in page.hand.cards[:3]}  # a fourth would leave six
    assert all(Trim(0, page.hand.selected() | 1 << c) not in state.legal_actions for c, _ in page.hand.cards[3:])
    page.hand.cards[0][1].value = False
    assert len(bright(page)) == 10


def test_new_game_deals_afresh_with_a_new_seed_shown_and_a_typed_seed_is_used() -> None:
    page = play_page()
    assert isinstance(page, PlayPage)
    first = page.state
    assert first is not None and page.seed.value == first.game.seed  # the seed shown is the game's
    assert page.setup_box.selected_index is None  # the set-up is folded: the game comes first
    seen = {first.game.seed}
    hands = {tuple(first.hands)}
    for _ in range(3):
        page.new_game.click()
        state = page.state
        assert state is not None and page.error is None
        assert state.game.seed not in seen and page.seed.value == state.game.seed
        assert tuple(state.hands) not in hands, "a new game deals new hands"
        seen.add(state.game.seed)
        hands.add(tuple(state.hands))
    page.setup_box.selected_index = 0
    page.seed.value = 1234  # typed: that deal
    page.new_game.click()
    state = page.state
    assert state is not None and state.game.seed == 1234 and page.setup_box.selected_index is None
    deal = list(state.hands)
    page.new_game.click()
    assert page.state is not None and page.state.game.seed != 1234
    page.seed.value = 1234  # the same seed again, the same deal
    page.new_game.click()
    assert page.state is not None and page.state.hands == deal


def test_a_link_with_a_seed_deals_that_game_and_a_bad_seed_is_ignored() -> None:
    """``?seed=N`` (a teacher's link, or a browser test that needs one deal) deals game N; the next New game
    deals afresh. A seed that is not a whole number from 0 to 99,999 leaves the fresh deal as it was."""
    page = play_page()
    assert isinstance(page, PlayPage)
    page.from_request({"seed": "1234"})
    state = page.state
    assert state is not None and state.game.seed == 1234 and page.seed.value == 1234
    twin = play_page()
    assert isinstance(twin, PlayPage)
    twin.from_request({"seed": "1234", "lang": "en"})
    assert twin.state is not None and twin.state.hands == state.hands  # the same deal for whoever opens it
    page.new_game.click()
    assert page.state is not None and page.state.game.seed != 1234
    for bad in ("", "-3", "abc", "100000", "1e3", "１２"):
        before = page.state
        page.from_request({"seed": bad})
        assert page.state is before and page.error is None, bad


def test_the_same_seed_handed_over_twice_keeps_that_deal() -> None:
    """The static site hands the address to the page twice (at its build, then through the hidden address field):
    the second ``?seed=N`` keeps deal N on the table, whatever was played since (before: the seed box already
    held N, so nothing counted it as typed, and a random deal replaced it)."""
    page = play_page()
    assert isinstance(page, PlayPage)
    page.from_request({"seed": "3"})
    state = page.state
    assert state is not None and state.game.seed == 3
    page.from_request({"lang": "en", "seed": "3"})
    assert page.state is state and page.seed.value == 3
    page.from_request({"seed": "4"})  # another deal named: dealt
    assert page.state is not None and page.state.game.seed == 4 and page.seed.value == 4


def _finish(page: PlayPage) -> State:
    state = page.state
    assert state is not None
    while not state.is_terminal():
        assert page.play_again.layout.display == "none"
        take_first(page)
        assert page.error is None, page.error
    return state


@pytest.mark.parametrize(("lang", "over"), [("ja", "ゲーム終了"), ("en", "Game over")])
def test_game_over_is_said_once_and_play_again_deals_a_new_game(lang: str, over: str) -> None:
    language = Language()
    language.lang = lang
    page = new_page(seed=5, players=3, rounds=1, language=language)
    state = _finish(page)
    shown = page.message.value + page.summary.value
    assert shown.count(over) == 1, shown
    assert "dx-game-over-line" in page.summary.value and page.over_box.layout.display is None
    final = re.search(r'class="dx-final">(.*?)</div>', page.summary.value)
    assert final is not None
    standings = re.sub(r"<[^>]+>", "", final.group(1))
    if lang == "ja":
        assert standings.startswith("最終順位：1位 ") and "点）、2位 " in standings, standings
    else:
        assert standings.startswith("Final standings: 1st ") and ", 2nd " in standings, standings
    assert page.play_again.layout.display is None and page.play_again.description == t("play_again", lang)
    page.play_again.click()
    again = page.state
    assert again is not None and again is not state and not again.is_terminal() and page.error is None
    assert again.game.seed != state.game.seed and page.seed.value == again.game.seed
    assert page.play_again.layout.display == "none" and over not in page.summary.value


def test_places_on_the_table_read_as_places() -> None:
    """"Places 2" was a label and a number: a place is 「2位」, "2nd"."""
    page, state = _touch_page("♠5")
    _card(page, "♠5").value = True  # the last card: the human goes out first
    assert 0 in state.finished
    assert "1位" in page.table.value and "順位" not in page.table.value
    page.language.lang = "en"
    assert ">1st<" in page.table.value and "Places" not in page.table.value


def _phase(page: PlayPage, kind: str, limit: int = 400) -> State:
    """Play the human's first moves until the human is asked ``kind``."""
    state = page.state
    assert state is not None
    for _ in range(limit):
        pend = state.pending
        if pend is not None and pend.player == 0 and pend.kind.value == kind:
            return state
        assert not state.is_terminal(), f"the game ended before the human was asked {kind}"
        take_first(page)
    pytest.fail(f"never asked {kind}")


@pytest.mark.parametrize(("kind", "mode", "players", "seed"), [("trim", "normal", 4, 7), ("start", "normal", 4, 7),
                                                              ("draft", "mad", 4, 3), ("exchange", "normal", 4, 6)])
def test_each_set_up_phase_is_explained_where_it_is_asked_in_both_languages(kind: str, mode: str, players: int,
                                                                              seed: int) -> None:
    language = Language()
    page = new_page(seed=seed, players=players, mode=mode, rounds=2, language=language)
    _phase(page, kind)
    if kind == "exchange":  # round 2: the round just over is shown until the human acts again
        assert "dx-round-over" in page.summary.value and "第1ラウンド終了" in page.summary.value
        assert "このラウンドの勝利点：" in page.summary.value and "ゲーム終了" not in page.summary.value
    for lang in ("ja", "en"):
        language.lang = lang
        text = t(f"play_explain_{kind}", lang)
        assert text and f'data-kind="{kind}"' in page.explain.value
        assert escape(text) in page.explain.value, page.explain.value
    language.lang = "ja"
    assert not re.search(r"[A-Za-z]{2,}", re.sub(r"<[^>]+>", "", page.explain.value))  # no English, no id
    take_first(page)  # answered: the sentence goes with the question (and the round over with the human's act)
    assert "dx-round-over" not in page.summary.value
    pend = page.state.pending if page.state is not None else None
    if pend is None or pend.player != 0 or pend.kind.value == "play":
        assert page.explain.value == ""


def test_the_exchange_is_explained_as_the_rule_in_force_makes_it() -> None:
    """With the classic deck's rank exchange in force, the exchange is that rule's, and so is its sentence."""
    language = Language()
    page = play_page(language)
    assert isinstance(page, PlayPage)
    page.start_laws_box.selected_index = 0
    page.law_deck.value = "classic"
    page.start_law_toggles["classic.rank_exchange"].value = True
    page.seed.value, page.n_players.value, page.rounds.value = 6, 4, 2
    page.new_game.click()
    _phase(page, "exchange")
    assert escape(t("play_explain_exchange@classic.rank_exchange", "ja")) in page.explain.value
    assert "大富豪" in page.explain.value and "【カード交換】" in page.explain.value
    language.lang = "en"
    assert "Rank exchange" in page.explain.value


def test_every_set_up_decision_has_its_sentence_in_both_languages() -> None:
    from explorer.widgets.play import SETUP_KINDS

    assert {k.value for k in SETUP_KINDS} == {"draft", "exchange", "trim", "start"}
    for kind in SETUP_KINDS:
        ja, en = TEXTS[f"play_explain_{kind.value}"]
        assert ja.endswith("。") and en.endswith(".") and ja.count("。") == 1, (ja, en)


def test_strong_opponents_see_the_humans_plays_and_forget_them_on_undo() -> None:
    """A strong bot infers hidden hands from every public action it saw (explorer.analysis.strong_bot): in the
    lab it sees all of them, so on this page it must see the human's plays too; an undo takes them back."""
    from explorer.analysis.strong_bot import StrongBot

    page = new_page(seed=5, players=4, bots="strong", rounds=1)
    state = page.state
    assert state is not None
    for _ in range(40):  # to the human's first play decision of the round
        pend = state.pending
        if pend is not None and pend.player == 0 and pend.kind.value == "play" and page.hand.active:
            break
        take_first(page)
    else:
        pytest.fail("no play decision of the human")
    bot = page.bots[1]
    assert isinstance(bot, StrongBot)
    before = len(bot._seen)
    play = next(a for a in state.decision_actions if isinstance(a, Play))
    page.act(play)
    seen = [o for o in page.bots[1]._seen if o.player == 0]  # type: ignore[attr-defined]
    assert seen and seen[-1].cards == play.meld.cards, "the human's play was not shown to the strong opponent"
    page.undo_button.click()
    assert len(page.bots[1]._seen) == before  # type: ignore[attr-defined]


def test_the_hint_infers_from_what_the_others_did() -> None:
    """The hint's strong bot is shown every public action of the game (the bots' and the human's), as the strong
    bot the lab measures is, so it weighs the hidden hands by what it saw; an undo takes back what it saw."""
    from explorer.analysis.strong_bot import Posterior
    from explorer.bots import PlayerView
    from explorer.play.session import HUMAN, hint_for

    page = new_page(seed=9, players=4, bots="greedy", rounds=1)
    state = page.state
    assert state is not None
    plays = 0
    for _ in range(80):
        pend = state.pending
        if pend is not None and pend.player == HUMAN and pend.kind.value == "play" and page.hand.active:
            if plays == 2:
                break
            plays += 1
        take_first(page)
    else:
        pytest.fail("no third play decision of the human")
    seen = page.watcher._seen
    assert {o.player for o in seen} >= {0, 1, 2, 3}, "every seat's public actions, the human's too"
    beliefs = page.watcher.beliefs(PlayerView(state, HUMAN), random.Random(1))
    assert isinstance(beliefs, Posterior)
    page.ask_hint()
    assert page.hint == hint_for(state, state.game.seed, budget=page.budget, seen=page.watcher)
    marks = len(seen)
    take_first(page)
    page.undo_button.click()
    assert len(page.watcher._seen) == marks
