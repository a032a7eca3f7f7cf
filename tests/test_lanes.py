"""make test's lanes (tools/test_lanes.py) keep every check CI had: the type check and the layer contracts, the
suite on both builds, the scenario check on both builds, textlint, the doctests, the browser tests, and (.ci/run) the
static site built and tested. A test the engine lane leaves out of its pytest runs is asserted, on the same build,
by a command that comes after it in the lane."""

from __future__ import annotations

import re
from pathlib import Path
from types import ModuleType

import pytest

from script_loader import load_script

ROOT = Path(__file__).resolve().parents[1]


def lanes_module() -> ModuleType:
    return load_script(ROOT / "tools" / "test_lanes.py", "test_lanes_tool")


def commands(lane: list[tuple[dict[str, str], list[str]]]) -> list[tuple[dict[str, str], str]]:
    """Each command as a line, its program by name (``python``, whichever python3.x ran the tool), without the
    slowest tests' report every pytest run asks for (test_every_pytest_run_reports_its_slowest_tests)."""
    return [(env, " ".join(re.sub(r"^(python)[\d.]*$", r"\1", Path(c).name) if i == 0 else c
                           for i, c in enumerate(cmd) if not c.startswith("--durations="))) for env, cmd in lane]


def test_every_pytest_run_reports_its_slowest_tests() -> None:
    """A lane's log says which tests its time went to: every pytest run in every lane asks for its slowest."""
    tool = lanes_module()
    runs = [cmd for lane in tool.lanes("compiled").values() for _, cmd in lane if cmd[1:3] == ["-m", "pytest"]
            and "--doctest-modules" not in cmd]  # the doctests: 2.6 s in all
    assert len(runs) == 6, runs
    for cmd in runs:
        assert [c for c in cmd if re.fullmatch(r"--durations=[1-9]\d*", c)], cmd


@pytest.mark.parametrize(("first", "second", "folder", "named"), [("pages", "pages2", "tests/browser", "PAGES2"),
                                                                    ("engine", "engine2", "tests", "ENGINE2")])
def test_every_module_runs_in_one_of_its_two_lanes(first: str, second: str, folder: str, named: str) -> None:
    """The second lane of a pair names its modules and the first leaves exactly those out: each module runs once, a
    new one in the first lane, and a name that is no module fails here; both run on the same build."""
    tool = lanes_module()
    lanes = tool.lanes("compiled")
    modules = {p.name for p in (ROOT / folder).glob("test_*.py")}
    taken = {Path(c).name for _, cmd in lanes[second] for c in cmd if c.startswith(f"{folder}/test_")}
    left_out = {Path(c.split("=", 1)[1]).name for _, cmd in lanes[first] for c in cmd
                if c.startswith(f"--ignore={folder}/test_")}
    assert taken == set(getattr(tool, named)) and taken <= modules, taken - modules
    assert left_out == taken
    assert len(modules - left_out) >= 8, "the first lane keeps the other modules"
    builds = [(env["DX_PURE"], env["DX_EXPECT_BUILD"]) for lane in (first, second) for env, cmd in lanes[lane]
              if "pytest" in cmd]
    assert builds == [("", "compiled")] * 2, builds


def test_every_check_has_its_lane() -> None:
    tool = lanes_module()
    for build in ("compiled", "pure"):
        lanes = tool.lanes(build)
        assert set(tool.DEFAULT) == {"engine", "engine2", "pages", "pages2", "pure"}
        assert set(lanes) == {"engine", "engine2", "pages", "pages2", "site", "pure"}
        engine, pure = commands(lanes["engine"]), commands(lanes["pure"])
        said = [c for _, c in engine]
        assert said[:2] == ["mypy", "lint-imports"], said
        assert [c for c in said if c.startswith("python -m pytest -q tests ")], "the suite on the installed build"
        said_pure = [c for _, c in pure]
        assert "python tools/textlint/lint.py" in said + said_pure
        assert all(env["DX_PURE"] == "1" and env["DX_EXPECT_BUILD"] == "pure" for env, c in pure
                   if "textlint" not in c), pure
        assert [c for c in said_pure if c.startswith("python -m pytest -q -m rules tests ")], "the fast subset, pure"
        assert "python -m pytest -q --doctest-modules explorer" in said_pure
        checks = [env for env, c in engine + pure if c == "python -m explorer check scenarios/"]
        assert [env["DX_PURE"] for env in checks] == ["", "1"], "the scenario check on both builds"
        second = [f"tests/browser/{m}" for m in tool.PAGES2]
        assert commands(lanes["pages"]) == [({"DX_PURE": "", "DX_EXPECT_BUILD": build},
                                             " ".join(["python -m pytest -q tests/browser", *(f"--ignore={m}" for m in second)]))]
        assert commands(lanes["pages2"]) == [({"DX_PURE": "", "DX_EXPECT_BUILD": build,
                                               "DX_SHARED_VOILA_LOG": "voila-pages2.log"},
                                              " ".join(["python -m pytest -q", *second]))]
        site = [c for _, c in commands(lanes["site"])]
        assert site[0].startswith("python tools/build_site.py --out ") and site[1] == "python -m pytest -q tests/site"


def test_a_test_left_out_is_asserted_by_the_check_after_it_on_the_same_build() -> None:
    """The engine lane's pytest runs leave out the two tests ``explorer check scenarios/`` asserts of every file
    (each loads and passes; no id twice): each such run is followed, on the same build, by that check."""
    tool = lanes_module()
    assert tool.CHECKED_BY_THE_CHECK == ("--deselect=tests/test_scenarios.py::test_scenario_passes",
                                         "--deselect=tests/test_scenarios.py::test_scenario_ids_are_unique")
    for lane in tool.lanes("compiled").values():
        said = commands(lane)
        for i, (env, command) in enumerate(said):
            if "--deselect" in command:
                assert all(d in command for d in tool.CHECKED_BY_THE_CHECK), command
                after = [e for e, c in said[i + 1:] if c == "python -m explorer check scenarios/"]
                assert after and after[0]["DX_PURE"] == env["DX_PURE"], (command, after)
    source = (ROOT / "explorer" / "scenarios" / "runner.py").read_text(encoding="utf-8")
    check = source[source.index("def check_paths"):source.index("def _origin_summary")]
    # what the two tests assert, the check asserts too: a file that does not load, an id said twice, a failed run
    for said in ("load_scenario(f)", "is already the id of", "run_scenario(scenario)", "if result.ok",
                 "return 1 if failed else 0"):
        assert said in check, said


def test_ci_runs_the_site_beside_the_tests() -> None:
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert 'make test LANES="engine engine2 pages pages2 site pure"' in ci
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    assert "tools/test_lanes.py $(LANES)" in makefile


def test_a_lane_named_later_starts_when_one_ends(tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """No more than AT_ONCE lanes run together; the next named starts as soon as one ends, every lane's output
    is printed with its CPU time, and the exit status says whether all passed."""
    tool = lanes_module()
    stamp = tmp_path / "order"
    def lane(name: str, seconds: float, status: int = 0) -> list[tuple[dict[str, str], list[str]]]:
        return [({}, ["bash", "-c", f"echo start {name} >> {stamp}; sleep {seconds}; echo said {name}; "
                                    f"echo end {name} >> {stamp}; exit {status}"])]
    fake = {"a": lane("a", 4), "b": lane("b", 0.1), "c": lane("c", 4, status=3), "d": lane("d", 0.1)}
    monkeypatch.setattr(tool, "lanes", lambda expect: fake)
    monkeypatch.setattr(tool, "ARTIFACTS", tmp_path / "artifacts")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "AT_ONCE", 3)
    assert tool.main(["a", "b", "c", "d"]) == 1
    order = stamp.read_text().split("\n")
    assert order.index("start d") > order.index("end b"), order  # d waited for a place
    assert order.index("start d") < order.index("end a"), order  # and took the first one free
    out = capsys.readouterr().out
    for name in "abcd":
        assert f"said {name}" in out and re.search(rf"lane {name} (passed|FAILED \(exit 3\)) after [\d.]+ min, \d+ s "
                                                   "of CPU", out), out
    assert "lane c FAILED (exit 3)" in out and "failed: c" in out


def test_what_failed_is_said_last(tmp_path: Path, monkeypatch, capsys) -> None:  # type: ignore[no-untyped-def]
    """A failed lane's failing test and its assertion are printed again after every lane's output, where CI's
    record (only the end of the output) keeps them, even when a lane that passed printed a long log after it."""
    import sys

    tool = lanes_module()
    (tmp_path / "test_planted.py").write_text("def test_ok():\n    pass\n\n"
                                              "def test_planted_wrong():\n    assert 2 + 2 == 5, 'planted'\n")
    fake = {"fails": [({}, [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                            str(tmp_path / "test_planted.py")])],
            "long": [({}, ["bash", "-c", "sleep 2; for i in $(seq 500); do echo passed step $i; done"])],
            "script": [({}, ["bash", "-c", "echo one; echo the last words; exit 4"])]}
    monkeypatch.setattr(tool, "lanes", lambda expect: fake)
    monkeypatch.setattr(tool, "ARTIFACTS", tmp_path / "artifacts")
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    assert tool.main(["fails", "long", "script"]) == 1
    out = capsys.readouterr().out
    tail = out[out.rindex("passed step 500"):]
    assert "what failed in lane fails" in tail and "what failed in lane script" in tail, tail
    assert "FAILED" in tail and "test_planted_wrong" in tail and "planted" in tail and "assert" in tail, tail
    assert "test_ok" not in tail.split("what failed in lane script")[0].split("short test summary")[0], tail
    assert "the last words" in tail.split("what failed in lane script")[1], tail
    assert "what failed in lane long" not in tail


def test_each_lane_runs_in_a_session_of_its_own_and_stops_whole() -> None:
    """Each lane is its own session, so that the scheduler gives it its own share of the processors (Chromium in
    the pages lane raises its priority past the engine lane's pytest), and stopping a lane stops what it started."""
    import os
    import time

    tool = lanes_module()
    proc, log = tool.start("session-check", [({}, ["bash", "-c", "sleep 30 & sleep 30"])], time.monotonic())
    try:
        time.sleep(0.5)
        assert os.getsid(proc.pid) == proc.pid != os.getsid(0), "the lane leads a session of its own"
        tool.stop(proc)
        assert proc.wait(timeout=10) != 0
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                os.killpg(proc.pid, 0)
            except ProcessLookupError:
                break
            time.sleep(0.1)
        else:
            raise AssertionError("something the lane started outlived it")
    finally:
        try:
            os.killpg(proc.pid, 9)
        except ProcessLookupError:
            pass
        log.unlink(missing_ok=True)
