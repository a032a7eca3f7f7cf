"""What each served page's kernel imports: the time and memory its notebook's imports cost (a benchmark, not a
test: it asserts nothing, it prints figures).

Each page's notebook imports ``explorer.widgets.frame`` and its page module (notebooks/*.ipynb, first cell).
For each page, in a fresh Python process, this imports what a kernel has before the notebook runs (ipykernel's
IPython and ipywidgets: ``--baseline``), then the notebook's imports, and prints the seconds those imports took,
the process's resident memory after them (and what the baseline alone holds), how many modules of the explorer
and in all they brought, and which heavy libraries came with them (networkx, ipysigma, yaml, dask, ...).
Best of ``--repeat`` runs (the machine is shared: the figures are only as quiet as it is).

    .venv/bin/python benchmarks/page_imports.py                 # every page
    .venv/bin/python benchmarks/page_imports.py --pages sandbox index --repeat 5
"""

from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NOTEBOOKS = ROOT / "notebooks"
HEAVY = ("networkx", "ipysigma", "yaml", "dask", "distributed", "numpy", "scipy", "pandas", "sqlite3", "jedi")

PROBE = """
import json, os, sys, time
import IPython, ipykernel, ipywidgets  # what a kernel holds before its notebook runs
def rss():
    for line in open('/proc/self/status'):
        if line.startswith('VmRSS:'):
            return int(line.split()[1]) / 1024
before_mods, before_rss = set(sys.modules), rss()
t = time.perf_counter()
exec(sys.argv[1])
seconds = time.perf_counter() - t
new = set(sys.modules) - before_mods
print(json.dumps({"seconds": seconds, "rss": rss(), "baseline": before_rss,
                  "explorer": sorted(m for m in new if m.startswith("explorer")),
                  "all": len(new), "top": sorted({m.split('.')[0] for m in new})}))
"""


def notebook_imports(page: str) -> str:
    """The import lines of the page's notebook."""
    nb = json.loads((NOTEBOOKS / f"{page}.ipynb").read_text(encoding="utf-8"))
    lines = [line for cell in nb["cells"] if cell["cell_type"] == "code"
             for line in "".join(cell["source"]).splitlines() if re.match(r"\s*(from|import)\s", line)]
    return "\n".join(lines)


def measure(page: str, repeat: int) -> dict[str, object]:
    code = notebook_imports(page)
    runs = []
    for _ in range(repeat):
        out = subprocess.run([sys.executable, "-c", PROBE, code], cwd=NOTEBOOKS, capture_output=True, text=True,
                             check=True)
        runs.append(json.loads(out.stdout.strip().splitlines()[-1]))
    best = min(runs, key=lambda r: r["seconds"])
    best["rss"] = min(r["rss"] for r in runs)
    return best


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--pages", nargs="+", default=sorted(p.stem for p in NOTEBOOKS.glob("*.ipynb")))
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args(argv)
    import explorer  # noqa: PLC0415 - which build the kernels run

    print(f"build: {explorer.BUILD}; best of {args.repeat}")
    print(f"{'page':<14}{'imports s':>10}{'RSS MB':>8}{'(base)':>8}{'explorer mods':>15}{'all mods':>10}  heavy")
    for page in args.pages:
        r = measure(page, args.repeat)
        heavy = [h for h in HEAVY if h in r["top"]]  # type: ignore[operator]
        print(f"{page:<14}{r['seconds']:>10.2f}{r['rss']:>8.0f}{r['baseline']:>8.0f}{len(r['explorer']):>15}"  # type: ignore[arg-type]
              f"{r['all']:>10}  {' '.join(heavy)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
