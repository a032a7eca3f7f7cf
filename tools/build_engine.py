"""Compile the engine (setup.py: mypyc) into this checkout's environment, showing its progress.

``make install`` first installs the package and its dependencies with the pure engine (``DX_PURE=1``, quick),
then runs this: ``pip install --no-deps --no-build-isolation -e .`` again, now compiled. pip hides a build's
output (a newcomer saw only "still running…" for minutes), so this runs pip verbosely, shows setup.py's own
progress lines (``setup.py: …``: the type check and C generation, then each C file compiled, "12 of 122"),
keeps every line in ``build/engine-build.log``, and on a failure prints the log's end. Without a C compiler or
Python's headers setup.py says so and installs the pure engine, and so does ``DX_PURE=1``.

    python tools/build_engine.py          # from the repository root, with the environment's python
"""

from __future__ import annotations

import os
import subprocess
import sys
import time
from collections import deque
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LOG = ROOT / "build" / "engine-build.log"


def main() -> int:
    LOG.parent.mkdir(parents=True, exist_ok=True)
    command = [sys.executable, "-m", "pip", "install", "-v", "--no-deps", "--no-build-isolation", "-e", str(ROOT)]
    started = time.monotonic()
    tail: deque[str] = deque(maxlen=40)
    with open(LOG, "w", encoding="utf-8") as log:
        process = subprocess.Popen(command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True,
                                   env={**os.environ, "PYTHONUNBUFFERED": "1"}, bufsize=1)
        assert process.stdout is not None
        for line in process.stdout:
            log.write(line)
            tail.append(line.rstrip("\n"))
            shown = line.strip()
            if shown.startswith("setup.py:"):
                print(shown, flush=True)
        code = process.wait()
    if code:
        print("\n".join(tail), file=sys.stderr)
        print(f"build_engine: the engine's build failed (pip exited with {code}); the whole log: {LOG}",
              file=sys.stderr)
        return code
    print(f"build_engine: done in {time.monotonic() - started:.0f} s (log: {LOG.relative_to(ROOT)})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
