"""The command line: ``python -m explorer check|bench|rules|graph|solve|simulate|compare|uecda|texts``."""

from __future__ import annotations

import contextlib
import sys
import traceback
from collections.abc import Sequence

from explorer.cli.args import OneLineParser, whole
from explorer.cli.help_ja import argparse_ja, japanese, wants_japanese
from explorer.engine.errors import ExplorerError, printable
from explorer.text.describe import describe

REPORT = "this is a bug in the explorer, not in your input; please report it with the command you ran"


def main(argv: Sequence[str] | None = None) -> int:
    """Run a command; bad input is one line on stderr and a non-zero status, never a traceback.

    Output is written with unprintable text escaped (a file name that is not UTF-8 prints as ``\\udcff``).
    """
    for stream in (sys.stdout, sys.stderr):
        reconfigure = getattr(stream, "reconfigure", None)
        if reconfigure is not None:
            reconfigure(errors="backslashreplace")
    try:
        return _main(argv)
    except KeyboardInterrupt:
        sys.stderr.write("interrupted\n")
        return 130
    except BrokenPipeError:
        return 1
    except ExplorerError as exc:  # a documented error that escaped its command: still the user's input
        sys.stderr.write(f"error: {printable(str(exc), 500)}\n")
        return 2
    except OSError as exc:
        sys.stderr.write(f"error: {printable(str(exc), 500)}\n")
        return 2
    except Exception:  # noqa: BLE001 - a bug: show it, and say so
        traceback.print_exc()
        sys.stderr.write(f"error: {REPORT}\n")
        return 70


RULES_FILE_HELP = ("a table's own rule file (YAML, docs/rules-file.md): its rules can then be named by id; "
                   "repeat for several files")


def _load_rule_files(paths: Sequence[str] | None, lang: str) -> int:
    """Read and register each ``--rules-file``; 0, or 2 with one line on stderr naming the file and field."""
    if not paths:
        return 0
    from explorer.rules.catalogue import load_rules_file

    for path in paths:
        try:
            load_rules_file(path)
        except ExplorerError as exc:
            sys.stderr.write(f"エラー：{printable(describe(exc, 'ja'), 500)}\n" if lang == "ja"
                             else f"error: {printable(describe(exc, 'en'), 500)}\n")
            return 2
    return 0


def _main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m explorer", description="Daifugō rule explorer (大富豪)")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="run scenario files and print each step as passed or failed")
    check.add_argument("paths", nargs="+", help="scenario files or folders")
    check.add_argument("--lang", choices=("en", "ja"), default="en")
    check.add_argument("--rules-file", action="append", metavar="FILE", help=RULES_FILE_HELP)
    bench = sub.add_parser("bench", help="print legal-move generation time and random-play speed")
    bench.add_argument("--games", type=whole(1), default=20)
    bench.add_argument("--seed", type=whole(None), default=1)
    graph = sub.add_parser("graph", help="the position graph at a scenario step, or the rule graph (--rules)")
    graph.add_argument("scenario", nargs="?", help="a scenario file")
    graph.add_argument("--step", type=whole(0), default=None, help="after this many steps (default: the start)")
    graph.add_argument("--rules", action="store_true", help="the rule graph instead")
    graph.add_argument("--rule", default=None, help="with --rules: only this rule and its neighbours (id or number)")
    graph.add_argument("--format", choices=("json", "graphml", "svg"), default="json")
    graph.add_argument("--lang", choices=("en", "ja"), default="en")
    graph.add_argument("--regenerate", action="store_true", help="with --rules: search again and rewrite the cache")
    graph.add_argument("--positions", type=whole(1), default=80, help="with --regenerate: positions per pair")
    graph.add_argument("--seed", type=whole(None), default=2024, help="with --regenerate: the search seed")
    graph.add_argument("--decks", default=None, metavar="D,D",
                       help="with --rules: the decks whose rules are nodes, comma-separated (cthulhu, classic, "
                            "arcasino; default cthulhu), and the rules of every --rules-file")
    graph.add_argument("--rules-file", action="append", metavar="FILE", help=RULES_FILE_HELP)
    graph.add_argument("--decks-only", action="store_true",
                       help="with --regenerate and --decks: search only the pairs with a rule of another deck than "
                            "cthulhu, and keep the Cthulhu cache as it is")
    rules = sub.add_parser("rules", help="list the rules, or show one")
    rules.add_argument("rule", nargs="?", help="a rule id or card number")
    rules.add_argument("--lang", choices=("en", "ja"), default="en")
    from explorer.rules.decks import DECKS

    rules.add_argument("--deck", help="list one deck's rules and options: " + ", ".join(d.id for d in DECKS))
    rules.add_argument("--rules-file", action="append", metavar="FILE", help=RULES_FILE_HELP)
    solve = sub.add_parser("solve", help="can a player force first place of this round, every hand open?")
    solve.add_argument("scenario", help="a scenario file (its start, or the position after --step steps)")
    solve.add_argument("--player", required=True, help="the player's name")
    solve.add_argument("--step", type=whole(0), default=None, help="after this many steps (default: the start)")
    solve.add_argument("--json", action="store_true", help="print the result as JSON")
    solve.add_argument("--lang", choices=("en", "ja"), default="en")
    solve.add_argument("--budget", type=whole(1), default=None,
                       help="the most positions to search before saying 'unknown' (default 1,000,000)")
    solve.add_argument("--seconds", type=whole(1), default=None, help="a time limit, in whole seconds")
    solve.add_argument("--rules-file", action="append", metavar="FILE", help=RULES_FILE_HELP)
    texts = sub.add_parser("texts", help="print every text the explorer can show in one language, one a line: "
                                          "source, a tab, the text")
    texts.add_argument("--lang", choices=("en", "ja"), default="en")
    texts.add_argument("--all", action="store_true", help="every occurrence, not each text once")
    from explorer.cli.simulate import add_parsers as add_sim_parsers

    add_sim_parsers(sub)  # simulate, compare
    from explorer.cli.uecda import add_parsers as add_uecda_parsers

    add_uecda_parsers(sub)  # uecda replay, uecda client
    ja = wants_japanese(sys.argv[1:] if argv is None else argv)
    if ja:  # --help, and argparse's errors, in the language asked for
        japanese(parser)
    with argparse_ja() if ja else contextlib.nullcontext():
        args = parser.parse_args(argv)
    if getattr(args, "rules_file", None):
        loaded = _load_rule_files(args.rules_file, getattr(args, "lang", "en"))
        if loaded:
            return loaded
    if args.command in ("simulate", "compare"):
        from explorer.cli.simulate import run_command

        return run_command(args, sys.stdout, sys.stderr)
    if args.command == "uecda":
        from explorer.cli.uecda import run_command as run_uecda

        return run_uecda(args, sys.stdout, sys.stderr)
    if args.command == "texts":
        from explorer.texts import write_texts

        return write_texts(args.lang, sys.stdout, args.all)
    if args.command == "check":
        from explorer.scenarios.runner import check_paths

        return check_paths(args.paths, args.lang)
    if args.command == "solve":
        from explorer.cli.solve import solve_command
        from explorer.scenarios.runner import FORCED_BUDGET

        return solve_command(args.scenario, args.player, args.step, args.json, args.lang,
                             args.budget or FORCED_BUDGET, args.seconds, sys.stdout, sys.stderr)
    if args.command == "bench":
        from explorer.bench import run

        return run(sys.stdout, args.games, args.seed)
    if args.command == "graph":
        from explorer.cli import graph as cli_graph

        if args.rules:
            return cli_graph.rules_command(args.format, args.lang, args.regenerate, args.positions, args.seed,
                                           sys.stdout, sys.stderr, focus=args.rule, decks=args.decks,
                                           files=args.rules_file or (), decks_only=args.decks_only)
        if not args.scenario:
            with argparse_ja() if ja else contextlib.nullcontext():
                parser.fail("graph: name a scenario file, or use --rules", "graph：シナリオファイルを書くか、--rules を付ける")
        return cli_graph.position_command(args.scenario, args.step, args.format, args.lang, sys.stdout, sys.stderr)
    from explorer.cli.rules import show_rules

    return show_rules(args.rule, args.lang, sys.stdout, args.deck, files=args.rules_file or ())


if __name__ == "__main__":
    sys.exit(main())
