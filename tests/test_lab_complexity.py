"""The lab's game-complexity figures (issue 27, point 5): per rule set, the mean number of legal actions per
decision, decisions per round, rounds per game, and the shares of rounds with a forbidden finish and with a fall
of the capital, each with a 95 % interval — counted by the runner from the games it plays, checked here against
counts made apart by stepping the same games decision by decision."""

from __future__ import annotations

import io
import json
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from explorer.__main__ import main
from explorer.bots import Bot, PlayerView
from explorer.engine.game import Game, Mode, TableOptions
from explorer.engine.state import State
from explorer.sim.lab import run_lab
from explorer.sim.runner import Arm, Setup, game_seed, make_bot, seat_bots
from explorer.sim.stats import COMPLEXITY, Mean, format_complexity, stats_json

SEED = 4
GAMES = 4
SETUP = Setup(players=4, mode="normal", bots="greedy,random,greedy,random", rounds=3)
ARM = Arm(("eight_cut",))

COLOURS = """
title: {ja: 色で効く, en: Colours}
rules:
  - id: hue.red
    name: {ja: 赤で逆回り, en: Red reverses}
    text: {ja: 赤のカードを出すと回る向きが逆になる。, en: A red card reverses the turn order.}
    trigger: {colour: red}
    effect: reverse
  - id: hue.black
    name: {ja: 黒で逆回り, en: Black reverses}
    text: {ja: 黒のカードを出すと回る向きが逆になる。, en: A black card reverses the turn order.}
    trigger: {colour: black}
    effect: reverse
"""
"""A table whose every card has an effect: whoever goes out does so with a card whose effect fired (or a joker),
a forbidden finish, so every round has one (the rule file's rules fire on each non-joker card played)."""


@dataclass
class RoundCount:
    """What stepping one round showed."""

    decisions: int = 0
    legal: int = 0
    forbidden: int = 0
    falls: int = 0


@dataclass
class GameCount:
    rounds: list[RoundCount] = field(default_factory=list)


def step_game(setup: Setup, arm: Arm, seed: int, index: int) -> GameCount:
    """Play game ``index`` again, here, decision by decision: the same game seed, table and bots as the runner,
    counting each decision taken, the legal actions listed there (counted one by one), and the round's forbidden
    finishes and falls of the capital from its events."""
    gseed = game_seed(seed, index)
    game = Game(tuple(f"P{p}" for p in range(setup.players)), Mode(setup.mode), TableOptions(rounds=setup.rounds),
                seed=gseed, rule_deck=(), laws=arm.laws, house=arm.house_by_seat(setup.players))
    state = State.new_game(game)
    bots: dict[int, Bot] = {p: make_bot(k, f"{gseed}:{p}") for p, k in enumerate(seat_bots(setup, gseed))}
    out = GameCount([RoundCount()])
    while not state.is_terminal():
        listed = sum(1 for _ in state.legal_actions)
        action = None
        if state.window_actions():
            for seat in sorted(bots):
                action = bots[seat].window(PlayerView(state, seat), seat)
                if action is not None:
                    break
        if action is None:
            pend = state.pending
            assert pend is not None
            action = bots[pend.player].choose(PlayerView(state, pend.player), pend.player)
        now = out.rounds[-1]
        now.decisions += 1
        now.legal += listed
        for e in state.apply_action(action):
            if e.kind == "forbidden_finish":
                now.forbidden += 1
            elif e.kind == "fall":
                now.falls += 1
            elif e.kind == "round_over":
                out.rounds.append(RoundCount())
    assert out.rounds[-1] == RoundCount()  # the game ended with a round's end
    out.rounds.pop()
    return out


@pytest.fixture(scope="module")
def stepped() -> list[GameCount]:
    return [step_game(SETUP, ARM, SEED, i) for i in range(GAMES)]


@pytest.fixture(scope="module")
def lab() -> object:
    return run_lab(SETUP, [ARM], GAMES, SEED)


def test_each_round_row_counts_what_stepping_the_game_counts(stepped: list[GameCount]) -> None:
    from explorer.sim.runner import play_game

    for i, count in enumerate(stepped):
        rows = play_game(SETUP, ARM, SEED, i)
        assert [(r["decisions"], r["legal_actions"], r["forbidden_finishes"], r["falls"]) for r in rows] == [
            (c.decisions, c.legal, c.forbidden, c.falls) for c in count.rounds]
    # the sample shows both kinds of round, so the shares below are tested on something
    assert any(c.forbidden for g in stepped for c in g.rounds) and any(c.falls for g in stepped for c in g.rounds)
    assert any(not c.falls for g in stepped for c in g.rounds)


def test_the_figures_are_the_stepped_counts_per_game_with_their_intervals(stepped: list[GameCount],
                                                                          lab: object) -> None:
    summary = next(iter(lab.stats.summaries.values()))  # type: ignore[attr-defined]
    per_game = {
        "legal_per_decision": [sum(c.legal for c in g.rounds) / sum(c.decisions for c in g.rounds) for g in stepped],
        "round_length": [sum(c.decisions for c in g.rounds) / len(g.rounds) for g in stepped],
        "rounds_per_game": [float(len(g.rounds)) for g in stepped],
        "forbidden_share": [sum(c.forbidden > 0 for c in g.rounds) / len(g.rounds) for g in stepped],
        "fall_share": [sum(c.falls > 0 for c in g.rounds) / len(g.rounds) for g in stepped],
    }
    assert set(per_game) == set(COMPLEXITY)
    for key, values in per_game.items():
        mean = Mean()
        for v in values:
            mean.add(v)
        want = mean.proportion() if key.endswith("_share") else mean.count()
        got = summary.estimate(key)
        assert got.n == GAMES and got.mean == pytest.approx(want.mean), key
        assert (got.lo, got.hi) == pytest.approx((want.lo, want.hi)), key
        assert got.lo <= got.mean <= got.hi, key
    assert summary.estimate("rounds_per_game").mean == 3  # every game plays the table's rounds
    assert 0 < summary.estimate("fall_share").mean < 1


def test_a_rule_set_that_forces_a_forbidden_finish_has_one_in_every_round() -> None:
    setup = Setup(players=4, mode="normal", bots="greedy", rounds=2, rule_files=(("colours.rules.yaml", COLOURS),),
                  more_rules=("hue.red", "hue.black"))
    forced, base = Arm(("hue.red", "hue.black")), Arm()
    result = run_lab(setup, [base, forced], 3, SEED)
    share = result.stats.summaries[forced.label].estimate("forbidden_share")
    assert share.mean == 1.0 and share.hi == 1.0 and share.lo < 1.0  # Wilson's interval: 3 games say only so much
    assert result.stats.summaries["base"].estimate("forbidden_share").mean < 1.0
    for i in range(3):  # and stepping the same games says so, round by round
        assert all(c.forbidden >= 1 for c in step_game(setup, forced, SEED, i).rounds)


def test_simulate_prints_the_figures_in_english_japanese_and_json(capsys: pytest.CaptureFixture[str],
                                                                   lab: object) -> None:
    args = ["simulate", "--laws", "eight_cut", "--games", str(GAMES), "--players", "4", "--rounds", "3",
            "--bots", "greedy,random,greedy,random", "--seed", str(SEED), "--scheduler", "sync", "--quiet"]
    assert main(args) == 0
    text = capsys.readouterr().out
    assert text.startswith(format_complexity(lab.stats.summaries.values()))  # type: ignore[attr-defined]
    assert "legal actions / decision" in text and "rounds with a fall of the capital" in text
    assert main(args + ["--lang", "ja"]) == 0
    ja = capsys.readouterr().out
    assert "選べる行動／決定" in ja and "禁止上がりのラウンド" in ja and "都落ちのラウンド" in ja and "09 8切り" in ja
    assert "eight_cut" not in ja and "Game complexity" not in ja
    assert main(args + ["--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc == json.loads(json.dumps({**doc, **stats_json(lab.stats)}))  # type: ignore[attr-defined]
    figures = doc["arms"][0]["complexity"]
    assert list(figures) == list(COMPLEXITY) and figures["rounds_per_game"]["mean"] == 3
    assert all(set(f) == {"mean", "lo", "hi", "n"} and f["n"] == GAMES for f in figures.values())


def test_compare_prints_every_rule_sets_figures(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    assert main(["compare", "--laws", "eight_cut,stairs", "--no-pairs", "--games", "2", "--rounds", "1",
                 "--scheduler", "sync", "--quiet", "--json"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert [a["arm"] for a in doc["arms"]] == ["base", "eight_cut", "stairs"]
    assert all(list(a["complexity"]) == list(COMPLEXITY) for a in doc["arms"])
    assert set(doc["comparison"]["law_effects"]) == {"eight_cut", "stairs"}
    assert main(["compare", "--laws", "eight_cut", "--no-pairs", "--games", "2", "--rounds", "1",
                 "--scheduler", "sync", "--quiet", "--lang", "ja"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("ゲームの複雑さ（2ゲーム")
    assert lines[3].startswith("基本ルールのみ") and lines[4].startswith("09 8切り")
    assert any(line.startswith("各法律の効果") for line in lines)


def test_old_rows_without_the_new_counts_still_summarise() -> None:
    """Rows written before the counts existed (a CSV read back) give the other figures, and no figure for these."""
    from explorer.sim.runner import play_game
    from explorer.sim.stats import ArmSummary

    rows = [{k: str(v) for k, v in r.items() if k not in ("legal_actions", "falls")}
            for r in play_game(Setup(rounds=1), Arm(), 1, 0)]
    summary = ArmSummary("base")
    summary.add_game(rows)
    assert summary.estimate("round_length").mean > 0
    out = io.StringIO()
    out.write(format_complexity([summary]))
    assert "—" in out.getvalue()
