"""The simulation lab: deterministic rows, the same rows on a Dask cluster, streamed CSV, summaries, the page."""

from __future__ import annotations

import csv
import io
import math
import re
import tracemalloc
from pathlib import Path

import pytest

from explorer.__main__ import main
from explorer.engine.errors import PositionError
from explorer.engine.game import Game, Mode
from explorer.engine.state import State
from explorer.rules.catalogue import CARDS
from explorer.sim.lab import iter_games, run_lab
from explorer.sim.runner import RULE_IDS, Arm, Setup, columns, game_seed, play_game
from explorer.sim.stats import (
    LAW_METRICS,
    METRICS,
    Mean,
    Stats,
    comparison_arms,
    format_comparison,
    format_summary,
    t_quantile,
)

SETUP = Setup(players=4, mode="mad", bots="mixed")
ARMS = [Arm(("eight_cut", "stairs", "three_revolution", "j_back"), ((0, "ten_discard"),))]


def test_rows_are_deterministic_for_a_seed() -> None:
    first = play_game(SETUP, ARMS[0], seed=11, index=3)
    assert first == play_game(SETUP, ARMS[0], seed=11, index=3)
    assert first != play_game(SETUP, ARMS[0], seed=11, index=4)
    assert first != play_game(SETUP, ARMS[0], seed=12, index=3)
    assert [r["seed"] for r in first] == [game_seed(11, 3)] * 3
    # games do not depend on which other games run, nor in which order
    rows = list(iter_games(SETUP, ARMS, 6, 11))
    assert rows[3] == (3, first)
    assert list(iter_games(SETUP, ARMS, 6, 11, scheduler="threads", workers=2, chunk=1)) == rows


def test_row_contents() -> None:
    setup = Setup(players=5, mode="normal", bots="random")
    rows = play_game(setup, Arm(("eight_cut",), ((0, "j_back"),)), seed=2, index=0)
    assert [r["round"] for r in rows] == [1, 2, 3, 4, 5]
    for r in rows:
        assert list(r) == columns(setup)
        assert r["laws"] == "eight_cut" and r["house_0"] == "j_back" and r["house_1"] == ""
        assert sorted(int(r[f"place_{p}"]) for p in range(5)) == [1, 2, 3, 4, 5]
        assert r["fire_revolution"] == r["revolutions"] and r["fire_forbidden_finish"] == r["forbidden_finishes"]
        assert int(r["decisions"]) >= int(r["play_turns"]) > 0
        assert int(r["clears"]) >= int(r["fire_eight_cut"]) // 2  # eight cut fires once per cut, plus the clear
        for p in range(5):  # 1st 3, 2nd 2, 3rd 1, plus 1 per fall of the capital
            assert 0 <= int(r[f"points_{p}"]) <= 4
    assert len(RULE_IDS) == 30 and {f"fire_{c.id}" for c in CARDS} <= set(columns(setup))


def test_house_rules_are_held_from_round_one() -> None:
    with pytest.raises(PositionError, match="exists once"):
        State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=1, rule_deck=(), laws=("eight_cut",),
             house=(("eight_cut",), (), (), ())))
    with pytest.raises(PositionError, match="one list of house rules per seat"):
        Game(("A", "B", "C", "D"), house=(("stairs",),))
    state = State.new_game(Game(("A", "B", "C", "D"), Mode.NORMAL, seed=1, rule_deck=(), laws=("eight_cut",),
                 house=(("stairs",), (), (), ())))
    assert state.house[0] == ("stairs",) and [r.holder for r in state.rules.find("stairs")] == [0]
    with pytest.raises(ValueError, match="each rule card exists once"):
        Arm(("eight_cut", "stairs"), ((0, "eight_cut"),))


def test_local_dask_cluster_gives_the_same_rows() -> None:
    import distributed  # a runtime dependency: never skipped
    games = 8
    expected = list(iter_games(SETUP, ARMS, games, 5))
    cluster = distributed.LocalCluster(n_workers=2, processes=True, threads_per_worker=1, dashboard_address=None)
    try:
        client = distributed.Client(cluster)
        try:
            assert list(iter_games(SETUP, ARMS, games, 5, scheduler=client, chunk=1)) == expected
        finally:
            client.close()
        # by address, as `--scheduler ADDRESS` does (its own client, closed at the end)
        out = io.StringIO()
        result = run_lab(SETUP, ARMS, games, 5, out=out, scheduler=cluster.scheduler_address, chunk=3)
        assert result.games == games
    finally:
        cluster.close()
    text = io.StringIO()
    run_lab(SETUP, ARMS, games, 5, out=text)
    assert out.getvalue() == text.getvalue()


def test_local_process_scheduler_gives_the_same_rows() -> None:
    expected = list(iter_games(SETUP, ARMS, 6, 9))
    assert list(iter_games(SETUP, ARMS, 6, 9, scheduler="processes", workers=2, chunk=2)) == expected


def test_csv_streams_rows_as_games_finish(tmp_path: Path) -> None:
    path = tmp_path / "rows.csv"
    seen: list[int] = []

    def on_game(index: int, rows: list[dict[str, int | str]]) -> None:
        with path.open(encoding="utf-8") as f:
            seen.append(sum(1 for _ in f) - 1)  # rows on disk now, header left out

    games = 5
    result = run_lab(SETUP, ARMS, games, 3, out=path, on_game=on_game)
    assert seen == [3 * (i + 1) for i in range(games)]  # 3 rounds a game, flushed game by game
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    assert len(rows) == result.rows == games * 3
    assert list(rows[0]) == columns(SETUP)
    assert [int(r["game"]) for r in rows] == [g for g in range(games) for _ in range(3)]


def test_rows_are_not_kept_in_memory() -> None:
    setup = Setup(players=4, mode="mad", bots="greedy")

    def held(games: int) -> int:
        tracemalloc.start()
        result = run_lab(setup, [Arm()], games, 1, out=io.StringIO())
        snap = tracemalloc.take_snapshot().filter_traces([tracemalloc.Filter(True, "*/explorer/sim/*")])
        tracemalloc.stop()
        assert result.games == games
        return sum(s.size for s in snap.statistics("filename"))

    held(1)
    small, large = held(2), held(12)
    assert large < small + 10_000, (small, large)  # 10 more games x 3 rows of ~60 values would be far more


def test_summary_cis_contain_the_mean(tmp_path: Path) -> None:
    path = tmp_path / "rows.csv"
    result = run_lab(SETUP, ARMS, 12, 4, out=path)
    summary = next(iter(result.stats.summaries.values()))
    assert summary.games == 12 and summary.rounds == 36
    estimates = summary.estimates()
    assert set(METRICS) <= set(estimates) and "holder:ten_discard" in estimates
    for key, e in estimates.items():
        assert e.n == 12
        assert e.lo <= e.mean <= e.hi, key
    assert estimates["round_length"].lo < estimates["round_length"].hi
    assert 0 <= estimates["revolution_share"].mean <= 1
    # the same statistics from the CSV read back
    again = Stats(ARMS)
    with path.open(encoding="utf-8", newline="") as f:
        rows = list(csv.DictReader(f))
    for g in range(12):
        again.add_game([r for r in rows if r["game"] == str(g)])
    back = next(iter(again.summaries.values())).estimates()
    for key, e in estimates.items():
        assert math.isclose(back[key].mean, e.mean) and math.isclose(back[key].hi, e.hi), key
    text = format_summary(summary)
    assert "Round length" in text and "Holder advantage of ten_discard" in text


def test_mean_and_t_interval() -> None:
    m = Mean()
    for x in (2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0):
        m.add(x)
    e = m.estimate()
    assert e.mean == 5.0 and math.isclose(m.variance, 32 / 7)
    half = t_quantile(0.975, 7) * math.sqrt(32 / 7 / 8)
    assert math.isclose(e.lo, 5 - half) and math.isclose(e.hi, 5 + half)
    assert math.isclose(t_quantile(0.975, 7), 2.364624, rel_tol=1e-6)
    one = Mean()
    one.add(1.0)
    assert one.estimate().mean == 1.0 and math.isnan(one.estimate().lo)


def test_comparison_law_effects_house_advantage_and_interactions() -> None:
    setup = Setup(players=4, mode="mad", bots="greedy")
    arms = comparison_arms(["eight_cut", "three_revolution", "stairs"], ["j_back"])
    assert [a.label for a in arms][:4] == ["base", "eight_cut", "three_revolution", "stairs"]
    assert len(arms) == 1 + 3 + 3 + 1
    result = run_lab(setup, arms, 6, 8)
    comp = result.stats.comparison
    assert comp is not None and comp.games == 6
    sums = result.stats.summaries
    for law in comp.laws:
        for m in LAW_METRICS:
            effect = comp.law_effect(law, m)
            # paired differences: their mean is the difference of the arms' means
            assert math.isclose(effect.mean, sums[law].estimate(m).mean - sums["base"].estimate(m).mean,
                                 abs_tol=1e-9)
            assert effect.lo <= effect.mean <= effect.hi
    matrix = comp.matrix("round_length")
    assert len(matrix) == 3 and all(len(row) == 3 and all(e is not None for e in row) for row in matrix)
    a, b = "eight_cut", "stairs"
    inter = comp.interaction(a, b, "round_length")
    assert inter is not None and inter == comp.interaction(b, a, "round_length")
    expected = (sums["eight_cut+stairs"].estimate("round_length").mean - sums[a].estimate("round_length").mean
                - sums[b].estimate("round_length").mean + sums["base"].estimate("round_length").mean)
    assert math.isclose(inter.mean, expected, abs_tol=1e-9)
    raw, net = comp.house_advantage("j_back", net=False), comp.house_advantage("j_back")
    base_edge = sums["base"].estimate("seat0_advantage").mean
    assert math.isclose(net.mean, raw.mean - base_edge, abs_tol=1e-9)
    text = format_comparison(comp)
    assert "Effect of each law" in text and "Interactions on Round length" in text and "j_back" in text


def test_cli_simulate_and_compare(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "results.csv"
    code = main(["simulate", "--laws", "eight_cut,stairs", "--house", "j_back", "--players", "4", "--mode", "mad",
                 "--games", "4", "--bots", "greedy", "--seed", "2", "--out", str(out), "--scheduler", "sync"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "Round length (decisions)" in captured.out and "Holder advantage of j_back" in captured.out
    assert "games 4/4 (100%)" in captured.err and "12 rows written" in captured.err
    assert len(out.read_text(encoding="utf-8").splitlines()) == 1 + 12
    code = main(["simulate", "--laws", "eight_cut", "--house", "eight_cut", "--games", "2", "--scheduler", "sync"])
    captured = capsys.readouterr()
    assert code == 2 and "exists once" in captured.err
    code = main(["compare", "--laws", "eight_cut,stairs", "--house", "j_back", "--games", "3", "--mode", "mad",
                 "--scheduler", "sync", "--quiet"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "Effect of each law" in captured.out and "Interactions on" in captured.out
    assert "games 3/3" not in captured.err  # --quiet


def test_cli_bots_name_the_whole_table_or_each_seat(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--bots strong`` seats the strong bot everywhere; ``strong,greedy,greedy,greedy`` one bot per seat, in seat
    order (the CSV's ``bots`` column says who sat where); a list of the wrong length or an unknown bot is refused
    in one line naming the option's value."""
    out = tmp_path / "mix.csv"
    code = main(["simulate", "--games", "1", "--rounds", "1", "--bots", "strong,greedy,random,greedy", "--seed", "3",
                 "--out", str(out), "--scheduler", "sync", "--quiet"])
    captured = capsys.readouterr()
    assert code == 0, captured.err
    assert "strong,greedy,random,greedy bots" in captured.err
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert [r["bots"] for r in rows] == ["strong+greedy+random+greedy"]
    assert Setup(players=3, bots="strong").bots == "strong"
    for bots, players, says in (("strong,greedy", "4", "2 bots named for 4 seats"),
                                ("strong,clever,greedy", "3", "'clever' is not a bot"),
                                ("clever", "4", "one of greedy, random, mixed, strong")):
        code = main(["simulate", "--games", "1", "--players", players, "--bots", bots, "--scheduler", "sync"])
        captured = capsys.readouterr()
        assert code == 2 and says in captured.err and len(captured.err.strip().splitlines()) == 1, captured.err


def test_cli_names_a_bad_scheduler_or_output_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A scheduler that is neither local nor an address, or an --out path that cannot be written: a clear error."""
    code = main(["simulate", "--games", "2", "--scheduler", "synchronous"])
    captured = capsys.readouterr()
    assert code == 2 and "--scheduler: 'synchronous'" in captured.err and "Traceback" not in captured.err
    code = main(["simulate", "--games", "2", "--scheduler", "sync", "--quiet", "--out", str(tmp_path / "no" / "x.csv")])
    captured = capsys.readouterr()
    assert code == 2 and "out: the folder" in captured.err and "does not exist" in captured.err


def test_help_says_the_house_rule_goes_to_seat_0(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "seat 0" in " ".join(capsys.readouterr().out.split())


def _games_in_status(html: str) -> int:
    """The number of games the Lab's status line reports: its first figure, "N games (…)" / "Nゲーム（…）".

    Read from the start of the line, never searched for in it: the line also carries the run's time and rate,
    which depend on the machine ("3 games (45 rounds) in 0.0 s (81.2 games/s)" holds "2 games")."""
    text = re.sub(r"<[^>]+>", "", html).strip()
    found = re.match(r"(\d+) ?(?:games|ゲーム)", text)
    assert found, f"no game count at the start of the status {text!r}"
    return int(found.group(1))


def test_games_in_status_reads_the_count_not_the_rate() -> None:
    assert _games_in_status('<div class="x">3 games (45 rounds) in 0.0 s (81.2 games/s)</div>') == 3
    assert _games_in_status("<div>12ゲーム（30ラウンド）を0.1秒で実行（2.0ゲーム/秒）</div>") == 12


def test_page_builds_runs_and_switches_language() -> None:
    from explorer.widgets.i18n import TEXTS, Language
    from explorer.widgets.lab_page import LabPage, lab_page

    language = Language()
    page = lab_page(language)
    assert isinstance(page, LabPage) and "dx-page-lab" in page._dom_classes
    assert all(k in TEXTS for k in ("lab_title", "lab_run", "lab_heat_help"))
    assert page.title.value and TEXTS["lab_title"][0] in page.title.value
    page.laws.value = ("eight_cut", "stairs")
    page.house.value = "j_back"
    page.games.value = 2
    page.mode.value = "mad"
    page.run_button.click()
    page.wait(120)  # the served page runs the games in a thread (Cancel can be pressed meanwhile)
    assert page.error is None, page.error
    assert page.result is not None and page.result.games == 2
    assert "dx-lab-table" in page.summary.value and "<svg" in page.summary.value
    language.lang = "en"
    assert "Simulation lab" in page.title.value and "Round length" in page.summary.value
    assert _games_in_status(page.status.value) == 2, page.status.value
    page.games.value = 3
    page.compare_button.click()
    page.wait(120)
    assert page.error is None, page.error
    # the status speaks of the comparison now shown, not of the run before it (whose figures are gone)
    assert _games_in_status(page.status.value) == 3, page.status.value
    assert page.result is None and page.summary.value == ""
    assert page.compared is not None and page.compared.stats.comparison is not None
    assert "dx-heatmap" in page.heatmap.value and page.heat_box.layout.display != "none"
    assert "<svg" in page.comparison.value
    page.heat_metric.value = "forbidden"
    assert 'data-metric="forbidden"' in page.heatmap.value
    language.lang = "ja"
    assert TEXTS["lab_interactions"][0] in page.heat_title.value
    page.house.value = "eight_cut"  # also a law: refused with a message, nothing run
    before = page.result
    page.run_button.click()
    page.wait(120)
    assert page.result is before and "dx-error" in page.status.value


def test_intervals_respect_their_bounds() -> None:
    """A share of rounds gets Wilson's interval inside [0, 1]; a rare count per round is not below 0 (the
    t interval of 0.02 per round over a few games used to read "[-0.009, 0.049]")."""
    from explorer.sim.stats import ArmSummary

    summary = ArmSummary("x")
    shares = [0.0] * 9 + [0.2]
    for s in shares:
        summary.means.setdefault("revolution_share", Mean()).add(s)
        summary.means.setdefault("revolutions", Mean()).add(s)
    share = summary.estimate("revolution_share")
    assert 0.0 <= share.lo < share.mean < share.hi <= 1.0
    assert share.lo > 0.0, "Wilson's lower bound of a non-zero share is above 0"
    plain = summary.means["revolutions"].estimate()
    assert plain.lo < 0, "the plain t interval does cross 0 here"
    count = summary.estimate("revolutions")
    assert count.lo == 0.0 and count.hi == plain.hi
    zeros = Mean()
    for _ in range(5):
        zeros.add(0.0)
    e = zeros.proportion()
    assert e.lo == 0.0 and 0.0 < e.hi < 1.0, "all zero: [0, something], not [0, 0]"
