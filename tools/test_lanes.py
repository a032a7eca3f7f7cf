"""Run make test's suites in lanes at once, so that a 2-core machine keeps both cores busy: the engine lane (the
type check and the layer contracts, every test outside the browser on the installed build, the scenario check),
the second engine lane (the Japanese checks and the input fuzzing: :data:`ENGINE2`), the pure lane (textlint,
then the pure build's share: the fast subset, the doctests and the scenarios again) and the
two pages lanes (the browser tests, tests/browser/, split in two by module: :data:`PAGES2`; they spend most of their
time waiting for a page's kernel); CI (.ci/run) adds the site lane (the static site built, then its browser tests,
tests/site/: make site and make test-site). At most :data:`AT_ONCE` lanes run at a time, in the order named; a
lane named later starts when one ends (the pure lane is named last, so it fills the core the first lane to end
leaves idle, instead of running at the end of the engine lane while that core waits). Each lane's commands run in order and stop at the first that
fails; each lane's output goes to ``test-artifacts/lane-<name>.log`` and is printed whole when the lane ends. The
exit status is 0 only when every lane passed.

    python tools/test_lanes.py                                         # engine, engine2, pages, pages2, pure (make test)
    python tools/test_lanes.py engine                                  # one lane
    python tools/test_lanes.py engine engine2 pages pages2 site pure   # all six (.ci/run)

The static site goes to ``$SITE`` (``_site`` when unset), as with make site.
"""

from __future__ import annotations

import os
import re
import shlex
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ARTIFACTS = ROOT / "test-artifacts"
PY = sys.executable


CHECKED_BY_THE_CHECK = ("--deselect=tests/test_scenarios.py::test_scenario_passes",
                        "--deselect=tests/test_scenarios.py::test_scenario_ids_are_unique")
"""Left out of the engine lane's two pytest runs because the command after each, ``explorer check scenarios/`` on
the same build, asserts the same of every file and more (explorer/scenarios/runner.py, check_paths: each file
loads, its id is no other file's, it runs, every step passes: exit status 1 otherwise; and it prints every step's
summary): each build ran every scenario twice over. ``pytest tests`` alone still runs both tests."""

DEFAULT = ("engine", "engine2", "pages", "pages2", "pure")
"""The lanes run when none is named (make test)."""

ENGINE2 = ("test_japanese.py", "test_fuzz_input.py", "test_guarded_yaml_paths.py", "test_interaction_sentences.py")
"""The test modules outside the browser that the second engine lane runs (the first runs every other one, so a new
module lands there). The engine lane was CI's last to end (run 14: 18.1 min for 345 s of processor, 2,219 tests one
after another, with the pages' kernels and Chromium taking their share of the processors): these four modules, the
Japanese checks and the input fuzzing, took about 450 s of its 1,043 s there."""

PAGES2 = ("test_serving_config.py", "test_departed_visitor.py", "test_teaching.py", "test_play_card_game.py",
          "test_selection_announced.py", "test_uecda_games_in_learn.py", "test_learn_lessons.py")
"""The browser test modules the second pages lane runs (the first runs every other module of tests/browser, so
a new module lands there). The browser tests were CI's longest lane run one after another (17.7-21.9 min in
runs 11-13, 126 tests), most of it waiting for a page, a kernel or a culler's limit: two lanes, each with its own
Voilà server and Chromium, wait side by side. This half: the modules with servers of their own (the culler's and
the class's waits) and about half of the rest by their time in CI."""

DURATIONS = "--durations=25"
"""Each pytest run prints its 25 slowest tests' set-up, call and tear-down at its end, so that every lane's log
(and CI's) says where the lane's time went without a second run."""

AT_ONCE = 5
"""The most lanes running at a time: the two engine lanes, which keep the cores busy, the two pages lanes, which
mostly wait for a browser or a kernel, and the site lane (CI), which mostly waits for Pyodide; the pure lane, named
last, starts when the first of them ends."""


def lanes(expect: str) -> dict[str, list[tuple[dict[str, str], list[str]]]]:
    """Each lane's commands, in order, with the environment each adds (``expect``: the build the installed
    package should load, ``compiled`` or ``pure``: tests/test_build.py checks it)."""
    built = {"DX_PURE": "", "DX_EXPECT_BUILD": expect}
    pure = {"DX_PURE": "1", "DX_EXPECT_BUILD": "pure"}
    bin_ = Path(PY).parent
    site = str(Path(os.environ.get("SITE") or ROOT / "_site").resolve())
    outside = ["tests", "--ignore=tests/site", "--ignore=tests/browser", *CHECKED_BY_THE_CHECK]
    second = [f"tests/browser/{name}" for name in PAGES2]
    engine2 = [f"tests/{name}" for name in ENGINE2]
    return {
        "engine": [
            # the type check and the layer contracts first: a minute of one core, while the other lanes start
            ({}, [str(bin_ / "mypy")]),
            ({}, [str(bin_ / "lint-imports")]),
            (built, [PY, "-m", "pytest", "-q", DURATIONS, *outside, *(f"--ignore={m}" for m in engine2)]),
            (built, [PY, "-m", "explorer", "check", "scenarios/"]),
        ],
        "engine2": [
            (built, [PY, "-m", "pytest", "-q", DURATIONS, *engine2]),
        ],
        "pure": [
            # textlint here, not at the end of the engine lane, which is the longest (.ci/run, 12-06: 18.5 min
            # against the pure lane's end at 17.1)
            ({}, [PY, "tools/textlint/lint.py"]),
            (pure, [PY, "-m", "pytest", "-q", DURATIONS, "-m", "rules", *outside]),
            (pure, [PY, "-m", "pytest", "-q", "--doctest-modules", "explorer"]),
            (pure, [PY, "-m", "explorer", "check", "scenarios/"]),
        ],
        "pages": [
            (built, [PY, "-m", "pytest", "-q", DURATIONS, "tests/browser", *(f"--ignore={m}" for m in second)]),
        ],
        "pages2": [
            ({**built, "DX_SHARED_VOILA_LOG": "voila-pages2.log"}, [PY, "-m", "pytest", "-q", DURATIONS, *second]),
        ],
        "site": [
            ({}, [PY, "tools/build_site.py", "--out", site]),
            ({"DX_SITE": site}, [PY, "-m", "pytest", "-q", DURATIONS, "tests/site"]),
        ],
    }


def main(argv: list[str]) -> int:
    expect = "compiled" if (ROOT / "explorer" / "_compiled.json").exists() else "pure"
    known = lanes(expect)
    unknown = set(argv) - set(known)
    if unknown:
        print(f"no lane named {', '.join(sorted(unknown))}; the lanes: {', '.join(known)}", file=sys.stderr)
        return 2
    chosen = {k: known[k] for k in dict.fromkeys(argv or DEFAULT)}  # in the order named
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # stopped: the lanes are stopped too (finally)
    ARTIFACTS.mkdir(exist_ok=True)
    began = time.monotonic()
    waiting = list(chosen.items())
    running: dict[str, tuple[subprocess.Popen[bytes], Path]] = {}
    failed: list[str] = []
    try:
        while waiting or running:
            ended(running, began, failed)
            while waiting and len(running) < AT_ONCE:
                name, commands = waiting.pop(0)
                running[name] = start(name, commands, began)
            time.sleep(0.5)
    finally:  # interrupted: no lane left running on its own (each lane is its own process group)
        for proc, _ in running.values():
            stop(proc)
    for name in failed:  # last, where a reader of CI's tail (which keeps only its end) sees it
        print(f"\n===== what failed in lane {name} (whole in its output above, {ARTIFACTS.name}/lane-{name}.log) "
              "=====")
        print(failure_digest((ARTIFACTS / f"lane-{name}.log").read_text(encoding="utf-8", errors="replace")))
    print(f"\nlanes: {', '.join(chosen)}; {'failed: ' + ', '.join(failed) if failed else 'all passed'} "
          f"({(time.monotonic() - began) / 60:.1f} min)")
    return 1 if failed else 0


def failure_digest(log: str, lines: int = 60) -> str:
    """What a failed lane's log says went wrong, short: each failed test's first assertion lines (pytest's ``E``
    lines, with the test's header) and pytest's short summary (``FAILED …``/``ERROR …``); a log with neither (a
    command that is not pytest) gives its last lines. CI's record keeps only the end of the whole output, where
    a lane's log printed when it ended may have scrolled out (the pages2 lane's failure of 12-07 did)."""
    text = log.splitlines()
    summary = [i for i, line in enumerate(text) if re.match(r"=+ short test summary info =+$", line)]
    picked: list[str] = []
    header = ""
    for line in text[:summary[0] if summary else len(text)]:
        if re.match(r"_{3,} .+ _{3,}$", line):
            header = line
        elif line.startswith("E ") and header:
            if header not in picked:
                picked.append(header)
            picked.append(line)
    picked = picked[:lines]
    if summary:
        picked += text[summary[-1]:]
    return "\n".join(picked[-2 * lines:] if picked else text[-lines:])


def start(name: str, commands: list[tuple[dict[str, str], list[str]]],
          began: float) -> tuple[subprocess.Popen[bytes], Path]:
    """The lane as one shell that runs its commands in order and stops at the first that fails, in a session of
    its own.

    Its own session, because Linux schedules each session as one group with an equal share of the processors
    (autogroups, on by default), whatever its processes' nice: in one session, the pages and site lanes' Chromium
    (which raises its own priority to nice -8) and kernels took the processors from the engine lane's one pytest,
    whose 353 s of processor then took 31 min (.ci/run, 12-06, run 8). Each lane in its own group gets its share
    while the others wait on a page."""
    script = " && ".join(" ".join([*(f"{k}={shlex.quote(v)}" for k, v in env.items()), shlex.join(command)])
                         for env, command in commands)
    log = ARTIFACTS / f"lane-{name}.log"
    out = log.open("wb")
    print(f"lane {name}: {len(commands)} command(s), output in {log.relative_to(ROOT)}"
          f" (started after {(time.monotonic() - began) / 60:.1f} min)", flush=True)
    proc = subprocess.Popen(["bash", "-c", f"set -o pipefail; {script}"], cwd=ROOT, stdout=out,
                            stderr=subprocess.STDOUT, env=os.environ.copy(), start_new_session=True)
    out.close()
    return proc, log


def stop(proc: subprocess.Popen[bytes]) -> None:
    """A lane stopped with everything it started (its process group: the lane's shell leads it)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
    except ProcessLookupError:
        pass


def ended(running: dict[str, tuple[subprocess.Popen[bytes], Path]], began: float, failed: list[str]) -> None:
    """Print the output of each lane that has ended, whole, with the CPU time it took (its commands and what they
    started and waited for), and note the ones that failed."""
    for name, (proc, log) in list(running.items()):
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid == 0:
            continue
        proc.returncode = os.waitstatus_to_exitcode(status)
        del running[name]
        minutes = (time.monotonic() - began) / 60
        cpu = usage.ru_utime + usage.ru_stime
        verdict = "passed" if proc.returncode == 0 else f"FAILED (exit {proc.returncode})"
        print(f"\n===== lane {name} {verdict} after {minutes:.1f} min, {cpu:.0f} s of CPU =====", flush=True)
        sys.stdout.write(log.read_text(encoding="utf-8", errors="replace"))
        sys.stdout.flush()
        if proc.returncode:
            failed.append(name)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
