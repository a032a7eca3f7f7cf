"""UECda strength: one explorer bot against four FujiGokoro clients on the contest's real server (tndhms), built
outside the project.  Prints the bot's mean UECda points a game (5 for 1st … 1 for 5th, 3.0 is even) with a 95%
interval, the refused plays, and whether the engine agrees with the server's record of the match.

Build the server and the clients first, outside the project (GPL-3 code: build it, never copy it), e.g.::

    git clone https://github.com/YuriCat/FujiGokoroUECda /tmp/fg && make -C /tmp/fg out/server out/client

then::

    python benchmarks/uecda_strength.py --fg /tmp/fg --bot strong --games 300 --rollouts 40
    python benchmarks/uecda_strength.py --fg /tmp/fg --bot greedy --games 300
    python benchmarks/uecda_strength.py --fg /tmp/fg --bot greedy --games 100 --all-explorer   # five explorer clients

Everything listens on the loopback only.  FujiGokoro's clients run with ``--fg-args`` (default ``-th 1 -sc 10``:
one thread, 10 simulations a candidate, and no learned weights, which the repository does not publish).
"""

from __future__ import annotations

import argparse
import math
import re
import socket
import subprocess
import sys
import time
from pathlib import Path


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--fg", required=True, help="the built FujiGokoroUECda folder (out/server, out/client)")
    ap.add_argument("--bot", choices=("strong", "greedy", "random"), default="strong")
    ap.add_argument("--games", type=int, default=300)
    ap.add_argument("--rollouts", type=int, default=None, help="the strong bot's rollouts a decision")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fg-args", default="-th 1 -sc 10")
    ap.add_argument("--all-explorer", action="store_true", help="five explorer clients (the --bot) instead")
    ap.add_argument("--record", default=None, help="where the server writes its record (default: a temp file)")
    ap.add_argument("--log", default=None, help="where the explorer client's output goes (default: beside the record)")
    ap.add_argument("--report", default=None, metavar="LOG",
                    help="only print the figures from an explorer client's output (a match cut short too)")
    args = ap.parse_args()
    if args.report:
        report(Path(args.report).read_text(), args, float("nan"))
        return 0
    fg = Path(args.fg).resolve()
    port = free_port()
    record = Path(args.record or f"/tmp/uecda-strength-{args.bot}-{port}.dat")
    server = subprocess.Popen([str(fg / "out/server"), "-g", str(args.games), "-p", str(port), "-l", str(record)],
                              cwd=fg, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(1.0)
    start = time.monotonic()
    def explorer_client(seed: int, name: str, quiet: bool) -> list[str]:
        cmd = [sys.executable, "-m", "explorer", "uecda", "client", "--port", str(port), "--bot", args.bot,
               "--seed", str(seed), "--timeout", "3600", "--name", name]
        if args.rollouts:
            cmd += ["--rollouts", str(args.rollouts)]
        return cmd + (["--quiet"] if quiet else [])

    procs = []
    ours_log = Path(args.log or f"{record}.client.log")
    ours = subprocess.Popen(explorer_client(args.seed, f"dx-{args.bot}", False), stdout=ours_log.open("w"), text=True)
    time.sleep(0.5)  # the first to connect is player 0
    for i in range(1, 5):
        if args.all_explorer:
            cmd = explorer_client(args.seed + i, f"dx-{args.bot}{i}", True)
        else:
            cmd = [str(fg / "out/client"), "-p", str(port), "-s", str(args.seed * 100 + i), *args.fg_args.split()]
        procs.append(subprocess.Popen(cmd, cwd=fg, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        time.sleep(0.3)
    ours.wait()
    for p in procs:
        p.wait(600)
    server.wait(600)
    seconds = time.monotonic() - start
    report(ours_log.read_text(), args, seconds)
    check = subprocess.run([sys.executable, "-m", "explorer", "uecda", "replay", str(record)], capture_output=True,
                           text=True)
    print("replay of the server's record:", check.stdout.strip().splitlines()[-1] if check.stdout else check.stderr)
    return 0


def report(out: str, args: argparse.Namespace, seconds: float) -> None:
    """The figures from the explorer client's output (a match cut short too: the games it finished)."""
    places = [int(m.group(1)) for m in re.finditer(r"is #(\d)", out)]
    points = [6 - p for p in places]
    n = len(points)
    mean = sum(points) / n if n else float("nan")
    sd = math.sqrt(sum((x - mean) ** 2 for x in points) / (n - 1)) if n > 1 else float("nan")
    half = 1.96 * sd / math.sqrt(n) if n > 1 else float("nan")
    firsts = sum(1 for p in places if p == 1)
    summary = [line for line in out.splitlines() if "refused plays" in line or line.startswith("note:")]
    print(f"bot {args.bot}{' (rollouts ' + str(args.rollouts) + ')' if args.rollouts else ''} against "
          f"{'four explorer clients' if args.all_explorer else 'four FujiGokoro clients (' + args.fg_args + ')'}")
    print(f"games {n}: mean points {mean:.3f} [{mean - half:.3f}, {mean + half:.3f}] (95%), "
          f"first places {firsts} ({100 * firsts / max(n, 1):.1f}%), {seconds:.0f} s")
    for line in summary:
        print(line)


if __name__ == "__main__":
    sys.exit(main())
