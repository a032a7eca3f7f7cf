"""``python -m explorer solve FILE.yaml --player A [--step N] [--json]``: can a player force first place?"""

from __future__ import annotations

import json
from typing import TextIO

from explorer.engine.errors import ExplorerError, shown
from explorer.text.describe import describe


def solve_command(path: str, player: str, step: int | None, as_json: bool, lang: str, budget: int,
                  seconds: float | None, out: TextIO, err: TextIO) -> int:
    """Solve the position after ``step`` steps of the scenario at ``path`` (default: its start) for ``player``.

    Exit status: 0 with a verdict, 1 when the budget ran out first ("unknown"), 2 for bad input.
    """
    from explorer.analysis import solve
    from explorer.text.phrasing import action_ja
    from explorer.scenarios.model import load_scenario
    from explorer.scenarios.runner import ScenarioRun

    ja = lang == "ja"
    try:
        run = ScenarioRun(load_scenario(path))
        n = step or 0
        if n > len(run.scenario.steps):
            err.write(f"エラー：{path}：--step {n}、しかしシナリオの手順は{len(run.scenario.steps)}個\n" if ja
                      else f"error: {path}: --step {n}, but the scenario has {len(run.scenario.steps)} steps\n")
            return 2
        state = run.state
        if player not in state.players:
            err.write(f"エラー：--player：{shown(player)}という名前のプレイヤーはいない（プレイヤー：{'、'.join(state.players)}）\n"
                      if ja else f"error: --player: no player called {shown(player)} (players: {', '.join(state.players)})\n")
            return 2
        for _ in range(n):
            run.next()
        sol = solve(state, player, budget=budget, seconds=seconds)
    except ExplorerError as exc:
        err.write(f"エラー：{describe(exc, lang)}\n" if ja else f"error: {describe(exc, lang)}\n")
        return 2
    if as_json:
        out.write(json.dumps({
            "player": player, "step": n, "first": sol.first,
            "winning": list(sol.winning_text), "undecided": [state.action_str(a) for a in sol.undecided],
            "line": list(sol.line), "line_ja": list(sol.line_ja),
            "nodes": sol.nodes, "budget": budget, "stopped": sol.stopped, "seconds": round(sol.seconds, 3),
        }, ensure_ascii=False, indent=2) + "\n")
        return 1 if sol.first is None else 0
    took = f"{sol.nodes:,}局面を調べた（{sol.seconds:.1f}秒）" if ja else \
        f"{sol.nodes:,} positions searched in {sol.seconds:.1f} s"
    if sol.first is None:
        out.write(f"{player}が1位を確定できるかは不明：上限に達した。{took}\n" if ja else
                  f"unknown: the search reached its budget before settling whether {player} can force first place "
                  f"({took}; raise --budget)\n")
        return 1
    if sol.first:
        out.write(f"{player}はこのラウンドの1位を確定できる。{took}\n" if ja else
                  f"{player} can force first place in this round ({took})\n")
        if sol.winning:
            texts = [action_ja(state, a) for a in sol.winning] if ja else list(sol.winning_text)
            out.write(("確定させる行動：" + "、".join(texts)) if ja else ("winning actions: " + "; ".join(texts)))
            out.write("\n")
        else:
            out.write("今はほかのプレイヤーの手番で、何もしなくても確定する\n" if ja else
                      "(it is another player's decision now: whatever they do, first place is forced)\n")
        if sol.undecided:
            texts = [action_ja(state, a) for a in sol.undecided] if ja else [state.action_str(a) for a in sol.undecided]
            out.write(("上限までに決着しなかった行動：" + "、".join(texts)) if ja else
                      ("not settled within the budget: " + "; ".join(texts)))
            out.write("\n")
    else:
        out.write(f"{player}は1位を確定できない：ほかのプレイヤーが止められる。{took}\n" if ja else
                  f"{player} cannot force first place: the others can stop it ({took})\n")
    line = sol.line_ja if ja else sol.line
    if line:
        out.write(("手順：" if ja else "line: ") + " → ".join(line) + "\n")
    return 0
