"""The Lab page (issue 28): laws are chosen with toggle buttons grouped by deck, a run can be cancelled (Run and
Compare are disabled meanwhile), and each effect is written from the base value it changes."""

from __future__ import annotations

import math
import re
from html import unescape

import pytest

from explorer.sim.lab import run_lab
from explorer.sim.runner import Arm, Setup
from explorer.sim.stats import SHARES, Estimate
from explorer.widgets.i18n import TEXTS, Language
from explorer.widgets.lab_page import LabPage, bars_svg, effect_table, effect_text, figure, lab_page


def test_toggles_set_the_laws_grouped_by_deck() -> None:
    page = LabPage(Language())
    page.deck_boxes["classic"].value = True
    groups = [g._dom_classes[0] for g in page.laws.children]
    assert groups == ["dx-lab-law-deck-cthulhu", "dx-lab-law-deck-classic"]
    assert "クトゥルフの25枚" in page.laws.children[0].children[0].value
    page.laws.toggles["eight_cut"].value = True
    page.laws.toggles["classic.five_skip"].value = True
    assert page.laws.value == ("eight_cut", "classic.five_skip")
    page.laws.toggles["eight_cut"].value = False  # a second press takes the law out
    assert page.laws.value == ("classic.five_skip",)
    page.games.value = 2
    page.run()
    assert page.error is None and page.result is not None
    assert next(iter(page.result.stats.summaries.values())).label == "classic.five_skip"
    page.language.lang = "en"
    assert "Classic local rules" in page.laws.children[1].children[0].value
    assert page.laws.toggles["classic.five_skip"].description == "Classic: Five skip"
    with pytest.raises(ValueError, match="not listed: arcasino.tax"):
        page.laws.value = ("arcasino.tax",)


def test_cancel_stops_a_run_between_games_and_says_so() -> None:
    page = LabPage(Language())
    page.games.value = 20
    seen: list[tuple[bool, bool, bool]] = []
    report = page._progress()

    def progress() -> object:
        def at(done: int, total: int) -> None:
            report(done, total)
            seen.append((page.run_button.disabled, page.compare_button.disabled, page.cancel_button.disabled))
            if done == 3:
                page.cancel_button.click()
        return at

    page._progress = progress  # type: ignore[method-assign]
    assert page.cancel_button.disabled  # nothing to cancel yet
    page.run()
    assert seen[0] == (True, True, False)  # while the run goes: Run and Compare disabled, Cancel enabled
    assert page.result is not None and page.result.games == 3 and page.cancelled == (3, 20)
    assert not page.run_button.disabled and not page.compare_button.disabled and page.cancel_button.disabled
    assert "中止" in page.status.value and "20ゲームのうち3ゲームで止めた" in page.status.value
    page.language.lang = "en"
    assert "stopped after 3 of 20 games" in page.status.value
    del page._progress  # the page's own progress line again
    page.games.value = 2
    page.run()
    assert page.cancelled is None and "stopped" not in page.status.value and page.result is not None


def test_a_new_run_clears_the_last_runs_figures_as_it_starts() -> None:
    """While a run plays, the page shows its status and no figures of an earlier run (issue 46): the tables of
    the last Run (or Compare) are gone from its first progress report, and the new run's come when it ends."""
    page = LabPage(Language())
    page.games.value = 2
    page.run()
    assert page.result is not None and page.summary.value and page.complexity.value
    report = page._progress()
    during: list[tuple[str, str, str, str]] = []

    def progress() -> object:
        def at(done: int, total: int) -> None:
            report(done, total)
            during.append((page.summary.value, page.complexity.value, page.comparison.value, page.heatmap.value))
        return at

    page._progress = progress  # type: ignore[method-assign]
    page.laws.toggles["eight_cut"].value = True
    page.compare()
    assert during and all(shown == ("", "", "", "") for shown in during), during[0]
    assert page.compared is not None and page.comparison.value and page.result is None and not page.summary.value
    during.clear()
    page.run()
    assert during and all(shown == ("", "", "", "") for shown in during), during[0]
    assert page.result is not None and page.summary.value and not page.comparison.value


def test_the_served_page_runs_in_a_thread_and_cancel_is_heard() -> None:
    page = lab_page(Language())
    assert isinstance(page, LabPage) and page.threaded
    page.games.value = 500
    page.run_button.click()
    assert page.running and page.run_button.disabled and page.compare_decks_button.disabled
    page.run_button.click()  # a second press while it runs starts nothing
    page.cancel_button.click()
    page.wait(120)
    assert not page.running and page.error is None
    assert page.result is not None and page.cancelled == (page.result.games, 500) and page.result.games < 500


def test_run_lab_stops_when_asked() -> None:
    asked: list[int] = []

    def stop() -> bool:
        asked.append(1)
        return len(asked) >= 4

    result = run_lab(Setup(), [Arm(())], 10, 1, stop=stop)
    assert result.games == 4 and result.stats.games == 4


def test_each_effect_is_written_from_its_base_value() -> None:
    page = LabPage(Language())
    page.laws.value = ("eight_cut", "stairs")
    page.games.value = 4
    page.compare()
    assert page.error is None and page.compared is not None
    comp = page.compared.stats.comparison
    assert comp is not None
    summaries = page.compared.stats.summaries
    html = unescape(page.comparison.value)
    tables = re.findall(r'<table class="dx-lab-table dx-lab-effects" data-base="([^"]+)">(.*?)</table>', html)
    assert len(tables) == 3  # one per law metric
    for (base_attr, body), metric in zip(tables, ("round_length", "revolutions", "forbidden")):
        base = summaries[comp.base].estimate(metric).mean
        assert math.isclose(float(base_attr), base, rel_tol=1e-5)
        for law in ("eight_cut", "stairs"):
            effect = comp.law_effect(law, metric)
            with_law = summaries[comp.single[law]].estimate(metric).mean
            line = effect_text(base, effect, "ja", metric)
            assert line.startswith(f"{base:.2f} → {with_law:.2f}（"), line  # base → the law's own arm
            assert f"（{effect.mean:+.2f}".replace("-", "−") in line  # a count's change: signed, two decimals
            assert "95%信頼区間" in line and line in body
    bar_values = re.findall(r'fill="#495057"[^>]*>([^<]+)</text>', html)
    assert len(bar_values) == 6 and all(re.fullmatch(r"[+−]\d+\.\d\d", v) for v in bar_values), bar_values
    heat = re.findall(r'data-value="[^"]*">([^<]*)</td>', unescape(page.heatmap.value))
    assert heat and all(re.fullmatch(r"[+−]\d+\.\d\d( \*)?", v) for v in heat), heat
    assert "基本ルールのみ → 法律あり（差、95%信頼区間）" in html
    page.language.lang = "en"
    assert "Base rules only → with the law (change, 95% CI)" in unescape(page.comparison.value)
    assert "95% CI" in unescape(page.comparison.value)


def test_a_deck_comparison_shows_the_base_values_too() -> None:
    page = LabPage(Language())
    page.deck_boxes["classic"].value = True
    page.games.value = 2
    page.compare_decks()
    assert page.error is None
    html = unescape(page.comparison.value)
    assert html.count("dx-lab-effects") == 3 and "基本ルールのみ → デッキのルールあり" in html
    assert "定番ローカルルール" in html and " → " in html


# -- competent players (issue 27): the bot choice, the complexity figures, Cancel within a game --------------------
def _recording_bots(monkeypatch: pytest.MonkeyPatch, seated: list[str], on_choose: object = None) -> None:
    """The runner's bots as it asks for them, recorded; the strong bot with a small search (a test's time)."""
    from explorer.analysis.strong_bot import StrongBot
    from explorer.bots import Bot
    from explorer.sim import runner

    real = runner.make_bot

    def make(kind: str, seed: str) -> Bot:
        seated.append(kind)
        bot = StrongBot(seed, rollouts=6) if kind == "strong" else real(kind, seed)
        if on_choose is not None:
            choose = bot.choose

            def counted(view: object, player: int) -> object:
                on_choose()  # type: ignore[operator]
                return choose(view, player)  # type: ignore[arg-type]

            bot.choose = counted  # type: ignore[method-assign]
        return bot

    monkeypatch.setattr(runner, "make_bot", make)


def test_the_bot_choice_reaches_the_runner_and_the_figures_show(monkeypatch: pytest.MonkeyPatch) -> None:
    from explorer.sim.stats import COMPLEXITY

    seated: list[str] = []
    _recording_bots(monkeypatch, seated)
    page = LabPage(Language())
    assert [v for _, v in page.bots.options] == ["greedy", "random", "mixed", "strong", "one_strong"]
    assert page.bots_note.value == ""
    page.bots.value = "one_strong"
    assert "強いボット" in page.bots_note.value and "中止" in page.bots_note.value
    page.n_players.value = 3
    page.mode.value = "mad"
    page.games.value = 1
    said: list[str] = []
    show = page._message
    page._message = lambda text, error=False: (said.append(text), show(text, error))  # type: ignore[method-assign]
    page.run()
    assert page.error is None and page.result is not None and page.result.games == 1
    assert seated == ["strong", "greedy", "greedy"]  # seat 0 strong, the rest greedy
    assert said[0] == "実行中：1ゲームのうち0ゲームが終わった（強いボットは遅い）"  # before the first game ends
    html = unescape(page.complexity.value)
    assert "ゲームの複雑さ" in html and "都落ちのラウンド" in html and "禁止上がりのラウンド" in html
    summary = next(iter(page.result.stats.summaries.values()))
    for key in COMPLEXITY:
        cell = re.search(rf"data-key='{key}'>([^<]*)<", html)
        assert cell is not None, key
        mean = summary.estimate(key).mean
        if key in SHARES:  # a share of rounds: a percentage with one decimal
            assert cell.group(1).strip().endswith("%") and cell.group(1).strip() == f"{mean:.1%}", key
        else:  # legal actions per decision, decisions per round, rounds per game: two decimals
            assert cell.group(1).strip() == f"{mean:.2f}", key
    assert summary.estimate("rounds_per_game").mean == 3
    page.bots.value = "strong"
    seated.clear()
    page.run()
    assert seated == ["strong"] * 3
    page.language.lang = "en"
    assert "Game complexity" in page.complexity.value and "legal actions / decision" in page.complexity.value
    assert "One strong, the rest greedy" in [label for label, _ in page.bots.options]


def test_a_deck_comparison_shows_each_rule_sets_figures() -> None:
    page = LabPage(Language())
    page.deck_boxes["classic"].value = True
    page.games.value = 2
    page.compare_decks()
    rows = re.findall(r"<tr><td>([^<]*)</td><td class='num' data-key", unescape(page.complexity.value))
    assert rows == ["基本ルールのみ", "クトゥルフの25枚", "定番ローカルルール"]


def test_cancel_is_heard_within_a_game(monkeypatch: pytest.MonkeyPatch) -> None:
    """A strong game can take minutes on the pure engine: Cancel drops the game being played at its next
    decision, and the figures are of the games finished (none here)."""
    page = LabPage(Language())
    decisions: list[int] = []

    def press_cancel_at_the_fifth_decision() -> None:
        decisions.append(1)
        if len(decisions) == 5:
            page.cancel_button.click()

    _recording_bots(monkeypatch, [], press_cancel_at_the_fifth_decision)
    page.bots.value = "one_strong"
    page.games.value = 3
    page.run()
    assert len(decisions) == 5  # nobody decided after the press
    assert page.result is not None and page.result.games == 0 and page.cancelled == (0, 3)
    assert "3ゲームのうち0ゲームで止めた" in page.status.value and page.complexity.value == ""


def test_the_page_and_the_command_line_name_each_metric_alike() -> None:
    """The page's Japanese labels (``lab_m_<key>``) and the command line's ``--lang ja`` (explorer.sim.stats) are
    the same words (the English ones may differ: the command line says "seat 0", the page "the first player")."""
    from explorer.sim.stats import METRICS, METRICS_JA
    from explorer.widgets.i18n import TEXTS

    assert {k: TEXTS[f"lab_m_{k}"][0] for k in METRICS} == METRICS_JA


# -- how figures read (a share of rounds as a percentage, its change in points, the rest with two decimals) ---------
def _text(cell: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", cell)).strip()


def _expected(e: Estimate, key: str) -> str:
    fmt = ".1%" if key in SHARES else ".2f"
    return f"{e.mean:{fmt}} [{e.lo:{fmt}}, {e.hi:{fmt}}]"


def test_shares_read_as_percentages_and_other_figures_with_two_decimals() -> None:
    page = LabPage(Language())
    page.games.value = 3
    page.run()
    assert page.error is None and page.result is not None
    summary = next(iter(page.result.stats.summaries.values()))
    for lang in ("ja", "en"):
        page.language.lang = lang
        complexity = page.complexity.value
        for key in ("forbidden_share", "fall_share", "legal_per_decision", "rounds_per_game"):
            cell = re.search(rf"data-key='{key}'>(.*?)</td>", complexity)
            assert cell is not None, key
            assert _text(cell.group(1)) == _expected(summary.estimate(key), key), (lang, key)
        shares = re.findall(r"data-key='(?:forbidden|fall)_share'>(.*?)</td>", complexity)
        assert len(shares) == 2 and all(re.fullmatch(r"\d+\.\d% \[\d+\.\d%, \d+\.\d%\]", _text(c)) for c in shares)
        rows = dict(re.findall(r"<tr><td>([^<]*)</td><td class='num'>(.*?)</td></tr>", page.summary.value))
        for key in ("revolution_share", "forbidden_share", "round_length", "revolutions"):
            label = TEXTS[f"lab_m_{key}"][0 if lang == "ja" else 1]
            assert _text(rows[label]) == _expected(summary.estimate(key), key), (lang, key)


def test_a_change_in_a_share_reads_in_points() -> None:
    up, down = Estimate(0.052, 0.010, 0.094, 10), Estimate(-0.052, -0.094, -0.010, 10)
    assert effect_text(0.30, up, "ja", "forbidden_share") == "30.0% → 35.2%（+5.2ポイント、95%信頼区間 +1.0ポイント〜+9.4ポイント）"
    assert effect_text(0.30, up, "en", "forbidden_share") == "30.0% → 35.2% (+5.2 pt, 95% CI +1.0 pt to +9.4 pt)"
    assert effect_text(0.30, down, "en", "fall_share") == "30.0% → 24.8% (−5.2 pt, 95% CI −9.4 pt to −1.0 pt)"
    assert effect_text(41.2, Estimate(-2.7, -3.1, -2.3, 10), "en", "round_length") == (
        "41.20 → 38.50 (−2.70, 95% CI −3.10 to −2.30)")  # not a share: two decimals, no unit
    ja = effect_table([("x", up)], 0.30, "a", "b", "ja", "revolution_share")
    assert "+5.2ポイント" in ja and "pt" not in ja
    assert "+5.2 pt" in effect_table([("x", up)], 0.30, "a", "b", "en", "revolution_share")
    for lang, unit in (("ja", "ポイント"), ("en", " pt")):
        svg = bars_svg([("x", up), ("y", down)], lang, "fall_share")
        assert re.findall(r'fill="#495057"[^>]*>([^<]+)</text>', svg) == [f"+5.2{unit}", f"−5.2{unit}"]
        assert f"x: +5.2{unit} [+1.0{unit}, +9.4{unit}]" in unescape(svg)  # the bar's tooltip
        assert figure(0.052, "fall_share", lang, signed=True) == f"+5.2{unit}"
        assert figure(0.052, "fall_share", lang) == "5.2%"
        assert figure(0.052, "round_length", lang, signed=True) == "+0.05"
