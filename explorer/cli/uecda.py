"""``python -m explorer uecda replay FILE…`` and ``python -m explorer uecda client …``: UECda match records replayed
under the ``uecda`` table, and a client that plays a UECda match (protocol 20070) with the explorer's bots."""

from __future__ import annotations

import argparse
from typing import Any, TextIO

from explorer.cli.args import whole
from explorer.engine.errors import printable


def add_parsers(sub: Any) -> None:
    uecda = sub.add_parser("uecda", help="UECda (the computer Daihinmin contest): replay its match records, or play "
                                         "on its server")
    cmds = uecda.add_subparsers(dest="uecda_command", required=True)
    replay = cmds.add_parser("replay", help="replay UECda match records under the uecda table and say where the "
                                            "engine and a record disagree")
    replay.add_argument("files", nargs="+", metavar="FILE", help="match records (the server's -l file)")
    replay.add_argument("--lang", choices=("en", "ja"), default="en")
    replay.add_argument("--all", action="store_true", help="print a line for every game, not only those that disagree")
    client = cmds.add_parser("client", help="join a UECda match (protocol 20070) as one player, with one of the "
                                            "explorer's bots")
    client.add_argument("--host", default="127.0.0.1")
    client.add_argument("--port", type=whole(1, 65535), default=42485)
    client.add_argument("--bot", choices=("strong", "greedy", "random"), default="greedy")
    client.add_argument("--name", default=None, help="the name the server shows (at most 14 ASCII characters; "
                                                     "default: the bot's)")
    client.add_argument("--seed", type=whole(None), default=0, help="the bot's seed")
    client.add_argument("--rollouts", type=whole(1), default=None, help="with --bot strong: rollouts a decision")
    client.add_argument("--timeout", type=whole(1), default=600,
                        help="seconds to wait for the server before giving up (default 600)")
    client.add_argument("--quiet", action="store_true", help="print only the match's summary")


def run_command(args: argparse.Namespace, out: TextIO, err: TextIO) -> int:
    if args.uecda_command == "replay":
        return replay_command(args.files, args.lang, args.all, out, err)
    from explorer.uecda.client import client_command

    return client_command(args.host, args.port, args.bot, args.name, args.seed, args.rollouts, args.timeout,
                          args.quiet, out, err)


def replay_command(files: list[str], lang: str, every: bool, out: TextIO, err: TextIO) -> int:
    """One line per game that disagrees (every game with ``every``), a count line per file and a total; 0 only
    when every game of every file agrees, 1 when one disagrees, 2 when a file cannot be read."""
    from explorer.uecda.records import RecordError, read_record
    from explorer.uecda.replay import replay_match

    total = agreed = 0
    bad = False
    for path in files:
        try:
            record = read_record(path)
            n = a = 0
            for r in replay_match(record):
                n += 1
                a += r.agrees
                if every or not r.agrees:
                    d = r.disagreement
                    where = f"{r.game.path}:{r.game.line}: "
                    if lang == "ja":
                        label = f"第{r.game.number}ゲーム" if r.game.number is not None else f"第{r.number}ゲーム"
                        text = d.text("ja") if d else "記録と一致"
                    else:
                        label, text = r.game.label, d.text("en") if d else "agrees"
                    out.write(printable(f"{where}{label}: {text}", 2000) + "\n")
        except RecordError as e:
            err.write(("エラー：" if lang == "ja" else "error: ") + printable(e.text(lang), 500) + "\n")
            bad = True
            continue
        total += n
        agreed += a
        out.write(printable(f"{path}: {a}/{n} ゲームが記録と一致" if lang == "ja" else f"{path}: {a}/{n} games agree", 500)
                  + "\n")
    if len(files) > 1:
        out.write(f"合計：{agreed}/{total} ゲームが記録と一致\n" if lang == "ja" else f"total: {agreed}/{total} games agree\n")
    if bad:
        return 2
    return 0 if agreed == total else 1
