"""``python -m explorer simulate`` and ``python -m explorer compare``: the lab on the command line."""

from __future__ import annotations

import argparse
import json
from typing import Any, TextIO

from explorer.cli.args import whole
from explorer.engine.errors import RuleError, printable
from explorer.rules.catalogue import card_rule
from explorer.sim.lab import LOCAL_SCHEDULERS, ProgressLine, default_workers, run_lab
from explorer.guarded_yaml import read_scenario_file
from explorer.sim.runner import BOT_CHOICES, BOT_NAMES, RULE_IDS, Arm, Setup
from explorer.sim.stats import (
    comparison_arms, format_comparison, format_complexity, format_summary, stats_json,
)

__all__ = ["add_parsers", "run_command"]

SCHEDULER_HELP = ("where games run: 'processes' (default: Dask's local scheduler, no services), 'threads', "
                  "'sync' (a plain loop in this process), or the ADDRESS of a dask.distributed scheduler "
                  "(tcp://host:8786); the rows are the same with any of them")


def _check_scheduler(scheduler: str) -> None:
    """``--scheduler`` is a local scheduler's name or a dask.distributed address with a port."""
    if scheduler in LOCAL_SCHEDULERS:
        return
    host, _, port = scheduler.rpartition(":")
    if not host or not (port.isascii() and port.isdigit()):
        raise ValueError(f"--scheduler: {scheduler!r} is neither {', '.join(map(repr, LOCAL_SCHEDULERS))} "
                         "nor a scheduler address with a port (tcp://host:8786)")


def _known(rid: str) -> bool:
    try:
        card_rule(rid)
    except RuleError:
        return False
    return True


def _ids(text: str) -> list[str]:
    return [part.strip() for part in text.split(",") if part.strip()]


def _common(p: argparse.ArgumentParser) -> None:
    p.add_argument("--players", type=whole(3, 6), default=4, metavar="{3..6}")
    p.add_argument("--mode", choices=("normal", "mad"), default="normal",
                   help="normal: 5 rounds; mad: 3 rounds (no draft: the laws are fixed, house rules come from --house)")
    p.add_argument("--rounds", type=whole(1), default=None, help="rounds per game (default: the mode's)")
    p.add_argument("--games", type=whole(1), default=100, metavar="N", help="games to play (default 100)")
    p.add_argument("--bots", default="greedy", metavar="BOTS",
                   help=f"{', '.join(BOT_CHOICES)} (mixed: greedy or random, each seat drawn from the game's seed; "
                        "strong: a search per play, slow), or one bot per seat in seat order, e.g. "
                        "strong,greedy,greedy,greedy (default greedy)")
    p.add_argument("--seed", type=whole(None), default=1, metavar="S", help="the run seed; game i's seed derives from it and i")
    p.add_argument("--out", default=None, metavar="FILE.csv", help="write one CSV row per round (and arm) here, as games finish")
    p.add_argument("--scheduler", default="processes", metavar="ADDRESS", help=SCHEDULER_HELP)
    p.add_argument("--workers", type=whole(1), default=None, metavar="K",
                   help=f"processes or threads of the local scheduler (default: the cores, {default_workers()}); "
                        "with a cluster ADDRESS its workers are used, and K only sizes the tasks kept in flight")
    p.add_argument("--chunk", type=whole(1), default=None, help="games per task sent to a worker (default: automatic)")
    p.add_argument("--quiet", action="store_true", help="no progress line on stderr")
    p.add_argument("--json", action="store_true",
                   help="print the figures as JSON: per rule set its game-complexity figures, metrics, firings "
                        "and holder advantages, and (compare) the paired effects, each as mean, lo, hi, n")
    p.add_argument("--lang", choices=("en", "ja"), default="en",
                   help="the language of the figures' labels and the rule names (ja: the rules' Japanese names)")
    p.add_argument("--rules-file", action="append", metavar="FILE",
                   help="a table's own rule file (YAML, docs/rules-file.md) whose rule ids --laws and --house may "
                        "name; repeat for several files")


def add_parsers(sub: Any) -> None:
    """Add ``simulate`` and ``compare`` to the command line's subparsers."""
    sim = sub.add_parser(
        "simulate", help="play many games with bots: one CSV row per round, and a summary with 95%% CIs",
        description="Play N games with bots under fixed laws; stream one CSV row per round to --out and "
                    "print the game-complexity figures (legal actions per decision, decisions per round, rounds per "
                    "game, shares of rounds with a forbidden finish and with a fall of the capital) and a summary, "
                    "with 95% confidence intervals over games.")
    sim.add_argument("--laws", default="", help="laws in force from round 1, comma-separated ids or numbers "
                                                "(e.g. eight_cut,stairs); none revealed later")
    sim.add_argument("--house", default="",
                     help="house rules given to seat 0 (comma-separated ids), so their holder advantage "
                          "(seat 0's points minus the others' mean) is measured; a rule cannot be both a law "
                          "and a house rule")
    _common(sim)
    comp = sub.add_parser(
        "compare", help="each law's effect against the base game, house-rule holder advantage, law interactions",
        description="Play the same games (same seeds, deals and bots) under the base rules, each law alone, each "
                    "pair of laws, and each house rule at seat 0; print each rule set's game-complexity figures, "
                    "paired differences with 95% CIs and the pairwise interaction matrices.")
    comp.add_argument("--laws", default="", help="laws to compare, comma-separated (pairs of them are run too)")
    comp.add_argument("--house", default="", help="house rules to measure at seat 0, comma-separated")
    comp.add_argument("--no-pairs", action="store_true", help="skip the pairs of laws (no interaction matrix)")
    _common(comp)


def _announce(args: argparse.Namespace, players: int, mode: str, bots: str, arms: int, ja: bool) -> str:
    """The line a run starts with: what is played, by whom, and where (in the run's language)."""
    scheduler = args.scheduler
    workers = args.workers or default_workers()
    if ja:
        command = "シミュレーション" if args.command == "simulate" else "比較"
        where = (f"Daskのローカル実行（{'プロセス' if scheduler == 'processes' else 'スレッド'}{workers}個）"
                 if scheduler in LOCAL_SCHEDULERS[1:] else "このプロセス" if scheduler == "sync"
                 else f"Daskクラスタ（{scheduler}）")
        names = "・".join(BOT_NAMES.get(k.strip(), (k.strip(), ""))[0] for k in bots.split(","))
        return (f"{command}：{args.games}ゲーム×{arms}通りのルール、{players}人、"
                f"{'発狂' if mode == 'mad' else 'ノーマル'}モード、ボットは{names}、シード{args.seed}、{where}で実行")
    where = (f"Dask local scheduler ({scheduler}, {workers} workers)"
             if scheduler in LOCAL_SCHEDULERS[1:] else "this process" if scheduler == "sync"
             else f"Dask cluster at {scheduler}")
    return (f"{args.command}: {args.games} games x {arms} arm(s), {players} players, {mode}, "
            f"{bots} bots, seed {args.seed}, on {where}")


def run_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    """Run ``simulate`` or ``compare`` from parsed arguments; 0 on success, 2 on a bad argument."""
    try:
        files = tuple((str(f), read_scenario_file(f)) for f in (args.rules_file or ()))
        named = [rid for text in (args.laws, args.house) for rid in _ids(text)]
        more = tuple(dict.fromkeys(card_rule(r).id for r in named if _known(r) and card_rule(r).id not in RULE_IDS))
        setup = Setup(args.players, args.mode, args.bots, args.rounds, files, more)
        if args.games < 1:
            raise ValueError(f"--games: at least 1, got {args.games}")
        _check_scheduler(args.scheduler)
        for option, text in (("--laws", args.laws), ("--house", args.house)):
            for rid in _ids(text):
                try:
                    card_rule(rid)
                except RuleError as e:
                    raise ValueError(f"{option}: {e}") from None
        if args.command == "simulate":
            arms = [Arm(tuple(_ids(args.laws)), tuple((0, h) for h in _ids(args.house)))]
        else:
            arms = comparison_arms(_ids(args.laws), _ids(args.house), pairs=not args.no_pairs)
    except ValueError as e:
        err.write(f"{args.command}: {printable(str(e), 500)}\n")
        return 2
    ja = args.lang == "ja"
    err.write(_announce(args, setup.players, setup.mode, setup.bots, len(arms), ja) + "\n")
    progress = None if args.quiet else ProgressLine(err, lang=args.lang)
    try:
        result = run_lab(setup, arms, args.games, args.seed, out=args.out, scheduler=args.scheduler,
                         workers=args.workers, chunk=args.chunk, progress=progress)
    except (OSError, ValueError) as e:  # a cluster nobody answers at; an --out file that cannot be written
        err.write(f"\n{args.command}: {e}\n")
        return 2
    if ja:
        written = f"、{result.rows}行を{result.out}に書き出した" if result.out else ""
        err.write(f"{result.games}ゲームを{result.seconds:.1f}秒で実行（{result.games_per_second:.1f}ゲーム/秒）"
                  f"{written}\n")
    else:
        written = f"; {result.rows} rows written to {result.out}" if result.out else ""
        err.write(f"{result.games} games in {result.seconds:.1f} s ({result.games_per_second:.1f} games/s)"
                  f"{written}\n")
    stats = result.stats
    lang = args.lang
    if args.json:
        data = {"command": args.command, "players": setup.players, "mode": setup.mode, "bots": setup.bots,
                "seed": args.seed, **stats_json(stats, lang)}
        out.write(json.dumps(data, ensure_ascii=False, indent=2) + "\n")
        return 0
    out.write(format_complexity(stats.summaries.values(), lang) + "\n\n")
    if args.command == "simulate" or stats.comparison is None:
        for summary in stats.summaries.values():
            out.write(format_summary(summary, lang=lang) + "\n")
        return 0
    base = stats.summaries[stats.comparison.base]
    out.write(format_summary(base, lang=lang) + "\n\n")
    out.write(format_comparison(stats.comparison, lang=lang) + "\n")
    return 0
