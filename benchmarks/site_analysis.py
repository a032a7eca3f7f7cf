"""How long the analysis takes in the browser (issue 27 point 6): the solver, the Sandbox's Analyse and Play's
hint in Pyodide, on the built static site, next to the same work in this machine's CPython (pure engine).

    .venv/bin/python tools/build_site.py --out _site           # or make site
    .venv/bin/python benchmarks/site_analysis.py               # Pyodide in headless Chromium, then CPython
    .venv/bin/python benchmarks/site_analysis.py --only pyodide --hint-decisions 3

The site is served on localhost; a page of the site's origin (answered by the script, not a file of the site)
loads the site's own Pyodide and the explorer's wheel, and runs :data:`WORKLOAD`: the same Python then runs in a
``DX_PURE=1`` subprocess here.  It prints, for base rules and for all 25 laws,

- the solver's positions per second on 4-player endgames of 8, 12 and 16 cards (``--solve-seconds`` each);
- one press of the Sandbox's Analyse (the page object, as the page runs it: the answer, then each rule switched
  off) with the served (pure) budget and with the browser's (:mod:`explorer.analysis.budget`), on the issue's
  settle-it position and on the Sandbox's opening position;
- the hint (Play's ``hint_for``) at the human's first play decisions of deals 3 and 4, with the served budget
  (120 rollouts, no time limit) and with the browser's: seconds per hint (mean, most) and how often the browser's
  time limit cut it short.

Figures, never assertions (benchmarks/README.md, "site_analysis.py").
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]

from serve_site import serving  # noqa: E402
from voila_harness import CHROMIUM, CHROMIUM_ARGS, check_chromium  # noqa: E402

WORKLOAD = r'''
import json, random, sys, time
from dataclasses import replace
from explorer.analysis import solve
from explorer.analysis.budget import BUDGETS
from explorer.bots import GreedyBot
from explorer.engine.cards import JOKER, STANDARD_DECK, iter_cards, mask_str
from explorer.engine.game import DecisionKind, Game, Mode, Phase, TableOptions
from explorer.engine.state import State
from explorer.rules.catalogue import CARDS
from explorer.widgets.i18n import Language
from explorer.play.session import hint_for
from explorer.widgets.sandbox import Sandbox

ALL = [c.id for c in CARDS]
P = ("A", "B", "C", "D")
out = {"platform": sys.platform, "solve": [], "analyse": [], "hint": []}

def deal(size, seed):
    rng = random.Random(f"solver-bench:{size}:{seed}")
    deck = list(iter_cards(STANDARD_DECK)) + [JOKER]
    rng.shuffle(deck)
    hands = [0] * 4
    for i in range(size):
        hands[i % 4] |= 1 << deck[i]
    return {n: mask_str(h) for n, h in zip(P, hands)}

for name, laws in (("base", []), ("all laws", ALL)):
    for size in SIZES:
        s = State.from_position(P, laws=laws, hands=deal(size, 0), turn="A")
        sol = solve(s, "A", budget=10 ** 9, seconds=SOLVE_SECONDS)
        out["solve"].append({"rules": name, "cards": size, "nodes": sol.nodes, "seconds": sol.seconds,
                             "settled": sol.first is not None})

def settle_it(page, laws):
    page.autofill.value = True
    page.hand_texts[0].value = "♠J ♥8"
    page.field_text.value = "♦7"
    page.field_by.value = 1
    for rule in laws:
        page.law_toggles[rule].value = True

for where in ("pure", "browser"):
    budget = BUDGETS[where]
    for pos in ("settle-it, eight cut + J-back", "settle-it, all laws", "opening, base", "opening, all laws"):
        page = Sandbox(Language())
        page.budget = budget
        if pos.startswith("settle-it"):
            settle_it(page, ["eight_cut", "j_back"] if "J-back" in pos else ALL)
        elif "all" in pos:
            for rule in ALL:
                page.law_toggles[rule].value = True
        start = time.perf_counter()
        a = page.analyse()
        took = time.perf_counter() - start
        sol = a.solution if a is not None else None
        out["analyse"].append({"budget": where, "position": pos, "seconds": took,
                               "first": None if sol is None else sol.first, "nodes": 0 if sol is None else sol.nodes,
                               "limit": "" if sol is None else sol.limit,
                               "rules": 0 if a is None else len(a.changes) + a.unsettled})

def decisions(laws, seed, most):
    """The human's (seat 0's) first play decisions with a choice, greedy bots at every seat."""
    s = State.new_game(Game(P, Mode.NORMAL, TableOptions(rounds=1), seed=seed, laws=tuple(laws)))
    bot = GreedyBot(seed)
    found = []
    for _ in range(4000):
        pend = s.pending
        if pend is None or s.phase is Phase.OVER or len(found) >= most:
            break
        if pend.player == 0 and pend.kind is DecisionKind.PLAY and len(set(map(str, s.decision_actions))) > 1:
            found.append(s.copy())
        s.apply_action(bot.choose(s, pend.player))
    return found

for name, laws in (("base", []), ("all laws", ALL)):
    for seed in (3, 4):
        for k, s in enumerate(decisions(laws, seed, HINT_DECISIONS)):
            for where in ("pure", "browser"):
                start = time.perf_counter()
                h = hint_for(s, seed, budget=BUDGETS[where])
                out["hint"].append({"rules": name, "deal": seed, "decision": k, "budget": where,
                                    "seconds": time.perf_counter() - start, "stopped": h.stopped,
                                    "rollouts": sum(m.rollouts for m in h.measured)})
json.dumps(out)
'''

PAGE = """<!doctype html><meta charset="utf-8"><title>analysis bench</title>
<script src="static/pyodide/pyodide.js"></script>
<script>
window.bench = async (code) => {
  const t0 = performance.now();
  const py = await loadPyodide({indexURL: new URL("static/pyodide/", location.href).href});
  await py.loadPackage(["daifugo-explorer"]);
  py.runPython("import explorer");
  const t1 = performance.now();
  const got = await py.runPythonAsync(code);
  return JSON.stringify({load: (t1 - t0) / 1000, result: JSON.parse(got)});
};
</script>"""


def workload(args: argparse.Namespace) -> str:
    return (f"SIZES = {args.sizes!r}\nSOLVE_SECONDS = {args.solve_seconds!r}\n"
            f"HINT_DECISIONS = {args.hint_decisions!r}\n") + WORKLOAD


def in_pyodide(site: Path, code: str) -> dict[str, Any]:
    check_chromium()
    from playwright.sync_api import sync_playwright

    with serving(site, base="/daifugo/") as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            page = browser.new_page()
            page.route(url + "dx-analysis-bench.html",
                       lambda r: r.fulfill(status=200, content_type="text/html", body=PAGE))
            page.goto(url + "dx-analysis-bench.html")
            page.set_default_timeout(3_600_000)
            got = json.loads(page.evaluate("code => window.bench(code)", code))
        finally:
            browser.close()
    return {"load": got["load"], **got["result"]}


def in_cpython(code: str) -> dict[str, Any]:
    script = "import json\n" + code.rsplit("\n", 2)[0] + "\nprint(json.dumps(out))\n"
    done = subprocess.run([sys.executable, "-c", script], env={**os.environ, "DX_PURE": "1"}, cwd=ROOT,
                          capture_output=True, text=True, check=True)
    return dict(json.loads(done.stdout.strip().splitlines()[-1]))


def report(name: str, r: dict[str, Any]) -> None:
    print(f"\n== {name} ({r['platform']})" + (f", Pyodide and the explorer loaded in {r['load']:.1f} s" if "load" in r else ""))
    print("solver, 4 players, first player to move:")
    for x in r["solve"]:
        rate = x["nodes"] / x["seconds"] if x["seconds"] else 0.0
        print(f"  {x['rules']:<9}{x['cards']:>3} cards: {x['nodes']:>8,} positions in {x['seconds']:5.1f} s "
              f"({rate:,.0f}/s){'' if x['settled'] else ', not settled'}")
    print("Sandbox Analyse (one press: the answer, then each rule switched off):")
    for x in r["analyse"]:
        verdict = {True: "yes", False: "no", None: "unknown"}[x["first"]]
        stop = f", stopped at {x['limit']}" if x["limit"] else ""
        print(f"  {x['budget']:<8}{x['position']:<32}{x['seconds']:6.1f} s  {verdict:<8}{x['nodes']:>8,} positions"
              f"{stop}; {x['rules']} rules switched off")
    print("hint (seconds per hint over the human's first play decisions of deals 3 and 4):")
    for rules in ("base", "all laws"):
        for where in ("pure", "browser"):
            xs = [x for x in r["hint"] if x["rules"] == rules and x["budget"] == where]
            if not xs:
                continue
            secs = [x["seconds"] for x in xs]
            rolls = sum(x["rollouts"] for x in xs)
            print(f"  {rules:<9}{where:<8} {len(xs)} hints: mean {sum(secs) / len(secs):.2f} s, most {max(secs):.2f} s, "
                  f"{rolls / sum(secs):,.0f} rollouts/s, cut short {sum(x['stopped'] for x in xs)}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--site", type=Path, default=ROOT / "_site")
    p.add_argument("--only", choices=("pyodide", "cpython"))
    p.add_argument("--sizes", type=lambda s: [int(x) for x in s.split(",")], default=[8, 12, 16])
    p.add_argument("--solve-seconds", type=float, default=5.0)
    p.add_argument("--hint-decisions", type=int, default=3, help="play decisions hinted per deal (default 3)")
    args = p.parse_args(argv)
    code = workload(args)
    print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    if args.only != "cpython":
        start = time.perf_counter()
        report("Pyodide in headless Chromium", in_pyodide(args.site.resolve(), code))
        print(f"({time.perf_counter() - start:.0f} s)")
    if args.only != "pyodide":
        start = time.perf_counter()
        report("CPython, pure engine", in_cpython(code))
        print(f"({time.perf_counter() - start:.0f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
