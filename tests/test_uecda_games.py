"""Learn's real games (issue 43, part 4), without a browser: a game of a UECda match record becomes a scenario that,
stepped on the engine, ends with the record's result; each step is explained from the engine's refusals (a suit
lock named as the lock); each position opens in the Sandbox as the same position; a malformed record or one the
engine disagrees with is said, naming the line and the token, in both languages."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import parse_qs, urlsplit
from html import unescape
import re

import pytest

from explorer.rules.uecda.lock import Lock
from explorer.scenarios.model import parse_scenario, scenario_from_text
from explorer.scenarios.runner import ScenarioRun
from explorer.uecda.records import RecordError, parse_text
from explorer.uecda.walk import GAMES_DIR, open_game, record_from_bytes, shipped_record, shipped_records
from explorer.widgets.learn import LearnPage
from explorer.widgets.learn_games import GamesPanel, why_html
from explorer.widgets.links import opened_text
from explorer.widgets.moves import refusal_groups
from explorer.widgets.sandbox.page import Sandbox

ROOT = Path(__file__).resolve().parents[1]
SHARED = ROOT.parent / "shared" / "uecda" / "fujigokoro-selfplay-20.dat"


def test_the_shipped_record_is_the_start_of_a_shared_one() -> None:
    """The games shipped are the first games of ``fujigokoro-selfplay-20.dat`` (its README: how it was made),
    copied line for line."""
    assert [p.name for p in shipped_records()] == ["fujigokoro-selfplay-5.dat"]
    assert (GAMES_DIR / "README.md").is_file()
    if not SHARED.is_file():
        pytest.skip(f"{SHARED} not beside this clone")
    shipped = (GAMES_DIR / "fujigokoro-selfplay-5.dat").read_text(encoding="utf-8")
    assert SHARED.read_text(encoding="utf-8").startswith(shipped)


@pytest.mark.parametrize("index", range(5))
def test_a_shipped_game_steps_to_the_records_result(index: int) -> None:
    record = shipped_record()
    walk = open_game(record, index)
    assert walk.agrees
    g = record.games[index]
    # every decision of the record is a step: the exchange card by card, then every play and pass
    gives = sum(mask.bit_count() for mask in g.changed)
    assert len(walk.scenario.steps) == gives + len(g.plays) == len(walk.befores)
    assert (walk.scenario.raw["start"].get("phase") == "exchange") == (gives > 0)
    run = ScenarioRun(walk.scenario)
    while not run.done:
        result = run.next()
        assert result.ok, (result.index, result.do, result.failures)
    assert run.state.is_terminal()
    places = run.state.places()
    by_player = {run.state.players[seat]: place for seat, place in places.items()}
    assert {f"P{p}": place + 1 for p, place in enumerate(g.result)} == by_player
    assert walk.scenario.steps[-1].expect.get("places") == by_player, "the scenario checks the result itself"
    # the scenario is an ordinary scenario file: written out and read back, it is the same game
    again = scenario_from_text(__import__("yaml").safe_dump(dict(walk.raw), allow_unicode=True))
    assert [s.do for s in again.steps] == [s.do for s in walk.scenario.steps]


def test_a_pass_under_a_suit_lock_is_explained_by_the_lock() -> None:
    """Somewhere in the shipped games a player passes because the field is locked: the step's explanation names
    the lock and its suits, in both languages."""
    record = shipped_record()
    for index in range(len(record.games)):
        walk = open_game(record, index)
        for i, before in enumerate(walk.befores):
            if walk.kind(i) != "pass":
                continue
            seat = walk.step(i).action.player
            groups = [g for g in refusal_groups(before, seat, before.all_melds(seat)) if g.rule == Lock.id]
            if groups and before.lock_suits:
                ja, en = why_html(walk, i, "ja"), why_html(walk, i, "en")
                assert Lock.ja in unescape(ja) and "縛り" in unescape(ja)
                assert "locked" in en and Lock.en in unescape(en)
                assert f"{before.players[seat]}が出せなかったカード" in ja
                return
    pytest.fail("no pass under a suit lock in the shipped games")


def test_every_position_opens_in_the_sandbox_as_the_same_position() -> None:
    panel = GamesPanel()
    panel.choose_game(1)
    walk = panel.walk
    assert walk is not None and walk.number == 2
    gives = len(walk.exchange)
    assert gives == 6
    for n in (0, 3, gives, gives + 20, len(walk.scenario.steps)):
        while len(panel.stepper.run.results) < n:
            panel.stepper.next.click()
        # in the exchange too (0 and 3): the deal, the classes as the previous game's order, the gives so far
        href = unescape(re.search(r'href="([^"]+)"', panel.stepper.sandbox_link.value).group(1))
        query = parse_qs(urlsplit(href).query)
        assert urlsplit(href).path.endswith("sandbox.ipynb") and query["lang"] == ["ja"]
        text = opened_text(query["pos"][0])
        opened = parse_scenario(__import__("yaml").safe_load(text))
        run = ScenarioRun(opened)
        while not run.done:
            assert run.next().ok
        here = panel.stepper.run.state
        sandbox = Sandbox()
        assert sandbox.load(text), sandbox._message
        for there in (run.state, sandbox.game):
            assert (there.hands, there.field, there.turn, there.passed, there.lock_suits, there.phase, there.pending) == (
                here.hands, here.field, here.turn, here.passed, here.lock_suits, here.phase, here.pending), n
            assert list(there.legal_actions) == list(here.legal_actions), n
    assert "記録の結果と同じ" in panel.stepper.end.value
    panel.language.lang = "en"
    assert "the same as the record's result" in unescape(panel.stepper.end.value)
    panel.choose_game(0)  # game 1 has no exchange: its deal opens in the Sandbox
    assert "pos=" in panel.stepper.sandbox_link.value


def test_each_step_says_what_the_engine_says() -> None:
    panel = GamesPanel()
    panel.choose_game(1)  # game 2 begins with the exchange
    panel.stepper.next.click()
    why = unescape(panel.stepper.why.value)
    assert "カード交換" in why and "渡せたカード" in why
    walk = panel.walk
    assert walk is not None
    k = len(walk.exchange)
    while len(panel.stepper.run.results) <= k:
        panel.stepper.next.click()
    leader = walk.actor(k)
    assert f"ここでは{leader}の手札のどの出し方も出せた" in unescape(panel.stepper.why.value), "a lead on an empty field"
    while walk.kind(len(panel.stepper.run.results) - 1) != "pass":
        panel.stepper.next.click()
    assert "出せなかったカード" in unescape(panel.stepper.why.value)
    panel.language.lang = "en"
    assert "could not play" in panel.stepper.why.value
    assert "Classes before this game" in panel.info.value
    # any step at once, and back
    panel.stepper.jump.value = 60
    assert len(panel.stepper.run.results) == 60 and "Step 60 / " in panel.stepper.position.value
    assert panel.stepper.why.value == why_html(walk, 59, "en")
    panel.stepper.jump.value = 3
    assert len(panel.stepper.run.results) == 3 and panel.stepper.run.state.hands == walk.befores[3].hands
    panel.stepper.next.click()
    assert panel.stepper.jump.value == 4, "the slider follows Next"


@pytest.mark.parametrize(("text", "line", "token", "en", "ja"), [
    ("player a b c d e\n/*\nclass 0 1 2 3 4\nplay s-3 zz-3\n*/\n", 4, "zz-3", "unknown suit", "不明なスート"),
    ("/*\nseat 0 1 2 3\n*/\n", 2, "seat", "5 numbers expected", "数は5つ必要"),
    ("/*\ndealt { s3 s4 } { x9 }\n", 2, "x9", "not a card", "カードではない"),
    ("/*\nplay p\n", 1, "/*", "not closed", "閉じていない"),
])
def test_a_malformed_record_is_said_with_its_line_and_token(text: str, line: int, token: str, en: str,
                                                            ja: str) -> None:
    with pytest.raises(RecordError) as e:
        record_from_bytes(text.encode(), "mine.dat")
    assert (e.value.line, e.value.token) == (line, token)
    panel = GamesPanel()
    panel.open_text(text, None)
    shown = unescape(panel.error.value)
    assert f"貼り付けた記録の{line}行目" in shown and f"「{token}」" in shown and ja in shown
    panel.language.lang = "en"
    shown = unescape(panel.error.value)
    assert f"pasted record, line {line}, '{token}'" in shown and en in shown
    assert panel.walk is not None and panel.walk.number == 1, "the record open before stays open"


def test_an_uploaded_record_that_is_not_text_is_said() -> None:
    panel = GamesPanel()
    panel.open_bytes(b"\xff\xfe/*", "bad.dat")
    assert "bad.dat" in panel.error.value and "UTF-8" in panel.error.value


def test_a_record_the_engine_disagrees_with_steps_up_to_that_point() -> None:
    text = (GAMES_DIR / "fujigokoro-selfplay-5.dat").read_text(encoding="utf-8")
    first_game_end = text.index("*/") + 2
    bad = text[:first_game_end].replace("play hs-q(s)[596] cd-k[7096]", "play hs-q(s)[596] cd-3[7096]", 1)
    assert bad != text[:first_game_end]
    panel = GamesPanel()
    panel.open_text(bad, "changed.dat")
    walk = panel.walk
    assert walk is not None and not walk.agrees and len(walk.scenario.steps) == 1
    assert "エンジンと記録が食い違う" in panel.info.value and "2手目" in unescape(panel.info.value)
    panel.stepper.next.click()
    assert panel.stepper.run.done and "食い違う" in panel.stepper.end.value
    panel.language.lang = "en"
    assert "move 2 'cd-3[7096]'" in unescape(panel.info.value) and "refuses" in panel.info.value


def test_learn_opens_the_real_games_from_its_chapter_list_and_its_address() -> None:
    page = LearnPage()
    games = len(page.chapters)
    page.chapter_picker.value = games
    assert page.in_games and page.games is not None and page.stepper.layout.display == "none"
    assert page.games_box.layout.display == ""
    page.chapter_picker.value = 1
    assert not page.in_games and page.games_box.layout.display == "none" and page.stepper.layout.display == ""
    other = LearnPage()
    other.from_request({"game": "3", "learn": "card-order|card-order"})
    assert other.in_games and other.games is not None and other.games.walk is not None
    assert other.games.walk.number == 3 and other.chapter_picker.value == games
    other.restore("group-play|card-order")  # the browser's kept progress, late: the games stay open
    assert other.in_games and other.index == 1


def test_a_refusal_counts_in_words_and_names_the_play_only_where_it_is_the_play() -> None:
    """Game 2 of the shipped record, step 10: P2 passes under ♦J and a joker standing for ♣J. The English count
    agrees with its number ("2 cards", was "2 card(s)"); the Japanese names the field before its count, with no
    brackets inside brackets (was 「場は2枚出し（♦J ジョーカー（♣Jとして））」); a reason grouped for several plays says
    "this play" for the play itself only, never for the card a joker stands for (was "like ♦J JK=this play")."""
    walk = open_game(shipped_record(), 1)
    before = walk.befores[9]
    seat = walk.step(9).action.player
    groups = refusal_groups(before, seat, before.all_melds(seat))
    en = [g.reason("en") for g in groups]
    ja = [g.reason("ja") for g in groups]
    assert "the field takes 2 cards, like ♦J JK=♣J; this play has 3" in en, en
    assert "this play is weaker than ♦J JK=♣J" in en, en
    assert "場は♦J ジョーカー（♣Jとして）の2枚出し。このカードは3枚" in ja, ja
    for i in range(len(walk.exchange), len(walk.befores)):  # no step of the game writes "(s)" or JK in Japanese
        b, p = walk.befores[i], walk.step(i).action.player
        for g in refusal_groups(b, p, b.all_melds(p)):
            assert "(s)" not in g.reason("en") and "=this play" not in g.reason("en"), (i, g.reason("en"))
            assert "JK" not in g.reason("ja") and "））" not in g.reason("ja"), (i, g.reason("ja"))


def test_a_uecda_game_shows_no_victory_points() -> None:
    """A UECda game is scored by its finishing order (shown at the end beside the record's); the table showed the
    explorer's victory points, 「勝利点 0」 all game and the Cthulhu round's 3, 2, 1 at its end."""
    panel = GamesPanel()
    panel.choose_game(1)
    for lang, word in (("ja", "勝利点"), ("en", "Points")):
        panel.language.lang = lang
        panel.stepper.go_to(10)
        assert 'class="pts"' not in panel.stepper.table.value and word not in panel.stepper.table.value
        panel.stepper.go_to(10_000)
        assert panel.stepper.run.done and panel.stepper.end.value
        assert 'class="pts"' not in panel.stepper.table.value and word not in panel.stepper.table.value


def test_a_uecda_game_names_each_seat_by_its_class_not_the_explorers_king() -> None:
    """The table's seats showed the Cthulhu game's 「王」/"King" over the record's 大富豪: a game with an exchange
    shows each player's class (大富豪 … 大貧民) as the record has it, and no king badge."""
    from explorer.uecda.replay import class_names

    panel = GamesPanel()
    panel.choose_game(2)
    walk = panel.walk
    assert walk is not None and walk.classes_before() is not None
    for lang in ("ja", "en"):
        panel.language.lang = lang
        panel.stepper.go_to(3)
        table = panel.stepper.table.value
        assert ">王<" not in table and ">King<" not in table, table
        assert table.count("dx-title") == 5
        assert all(word in table for word in class_names(lang)), table
