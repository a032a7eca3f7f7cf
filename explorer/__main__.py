"""The command line: ``python -m explorer check|bench|rules|graph``."""

from __future__ import annotations

import sys
import traceback
from collections.abc import Sequence

from explorer.cli_args import OneLineParser, whole
from explorer.errors import ExplorerError, printable

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


def _main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m explorer", description="Daifugō rule explorer (大富豪)")
    sub = parser.add_subparsers(dest="command", required=True)
    check = sub.add_parser("check", help="run scenario files and print each step as passed or failed")
    check.add_argument("paths", nargs="+", help="scenario files or folders")
    check.add_argument("--lang", choices=("en", "ja"), default="en")
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
    rules = sub.add_parser("rules", help="list the rules, or show one")
    rules.add_argument("rule", nargs="?", help="a rule id or card number")
    rules.add_argument("--lang", choices=("en", "ja"), default="en")
    rules.add_argument("--deck", help="list one deck's rules and options: cthulhu, classic or arcasino")
    from explorer.sim.cli import add_parsers as add_sim_parsers

    add_sim_parsers(sub)  # simulate, compare
    args = parser.parse_args(argv)
    if args.command in ("simulate", "compare"):
        from explorer.sim.cli import run_command

        return run_command(args, sys.stdout, sys.stderr)
    if args.command == "check":
        from explorer.scenarios.runner import check_paths

        return check_paths(args.paths, args.lang)
    if args.command == "bench":
        from explorer.bench import run

        return run(sys.stdout, args.games, args.seed)
    if args.command == "graph":
        from explorer import cli_graph

        if args.rules:
            return cli_graph.rules_command(args.format, args.lang, args.regenerate, args.positions, args.seed,
                                           sys.stdout, sys.stderr, focus=args.rule)
        if not args.scenario:
            parser.error("graph: name a scenario file, or use --rules")
        return cli_graph.position_command(args.scenario, args.step, args.format, args.lang, sys.stdout, sys.stderr)
    from explorer.cli_rules import show_rules

    return show_rules(args.rule, args.lang, sys.stdout, args.deck)


if __name__ == "__main__":
    sys.exit(main())
