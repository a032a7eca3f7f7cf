"""Build the package: the engine compiled with mypyc where a C compiler exists, and the scenarios as package data.

**The compiled engine.** The engine's modules (:data:`COMPILED`: the core and every rule module) are compiled
with mypyc (``mypycify``, the way black and mypy ship) when the machine has a C compiler and Python's headers.
The same ``.py`` files stay in the package: they are what a pure build imports. A pure build is made

- on request: ``DX_PURE=1 pip install .`` (the static site's wheel, tools/build_site.py, asks for it);
- automatically when there is no C compiler or no ``Python.h`` (setup.py says so and goes on);

and a compiled install can still run pure at run time with ``DX_PURE=1`` in the environment
(explorer/_build.py). Next to the compiled modules the build writes ``explorer/_compiled.json``: each compiled
module's source hash, so that an editable install whose ``.py`` changed after the build runs the new source
(pure, with a warning) instead of the stale compiled module (explorer/_build.py, README "Two builds").

**The scenarios.** The repository's top-level ``scenarios/`` folder goes into the wheel as
``explorer/_data/scenarios/``. The scenarios stay where they are in the repository (the CLI, the tests and outside
authors use that folder); a wheel (pip install ., the static site's Pyodide) gets a copy, which
``explorer.resources`` finds when the repository folder is not there. Everything else is in pyproject.toml.
"""

from __future__ import annotations

import ast
import hashlib
import json
import os
import shutil
import sys
import sysconfig
import threading
import time
from concurrent.futures import ThreadPoolExecutor, as_completed
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path
from typing import Any

from setuptools import setup
from setuptools.command.build_ext import build_ext
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
MANIFEST = "_compiled.json"

# The engine: what a game's hot loop runs. Every rule module is compiled too (rules are called on every
# candidate play), so a rule module added under explorer/rules/ is compiled with no change here. Package
# __init__ files stay pure (explorer/__init__.py chooses the build at import time), and so does errors.py: a
# compiled exception has no __dict__, which its pickling (__reduce__, _rebuild) needs; it is off the hot path.
CORE = (
    "engine/cards", "engine/melds", "engine/movegen", "engine/actions", "engine/action_lists", "engine/events",
    "engine/game", "engine/state", "engine/legality", "engine/flow", "engine/position", "engine/places",
    "engine/action_language", "engine/contract", "text/phrasing",
)


def sets_rule_data_settings(path: Path) -> bool:
    """Whether a class of ``path`` based on ``RuleData`` sets a class-level value (``lasts = "field"``).

    mypyc's dataclasses make every class-level value of a native dataclass a field (its ``ClassVar`` is lost),
    so the frozen data class of such a rule would not even build its default; that module stays pure (a pure
    subclass of the compiled ``RuleData`` is fine). Today: explorer/rules/cards/field_state.py (the data of cards
    14, 15 and 19, kept apart so the cards themselves are compiled), explorer/rules/base/round_state.py (the
    revolution's, likewise), the classic colour and even/odd locks and
    Arcasino's King exchange (and, by :func:`pure_rule_modules`, the modules they are bound to).
    """
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ClassDef) and any(isinstance(b, ast.Name) and b.id == "RuleData" for b in node.bases):
            for item in node.body:
                if isinstance(item, ast.Assign) or (
                        isinstance(item, ast.AnnAssign) and "ClassVar" in ast.unparse(item.annotation)):
                    return True
    return False


def _rule_bases(path: Path) -> set[Path]:
    """The rule modules (files) that define a class that a class of ``path`` derives from (by import)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    imported = {alias.asname or alias.name: node.module for node in ast.walk(tree)
                if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith(("explorer.rules.", "explorer.engine.contract"))
                for alias in node.names}
    bases = {b.id for node in ast.walk(tree) if isinstance(node, ast.ClassDef) for b in node.bases
             if isinstance(b, ast.Name)}
    return {HERE.joinpath(*imported[b].split(".")).with_suffix(".py") for b in bases & imported.keys()} - {
        HERE / "explorer" / "engine" / "contract.py"}  # Rule and RuleData allow interpreted subclasses


def pure_rule_modules() -> set[Path]:
    """The rule modules left pure: those of :func:`sets_rule_data_settings`; the modules whose classes they
    derive from (a compiled class other than Rule and RuleData cannot have a pure subclass); and the modules
    whose classes derive from a pure one (compiled subclasses of the pure ``LocalRule`` misbehave: the classic
    five-skip fired twice), until nothing changes. Today: ``local.py`` and the classic and Arcasino decks."""
    rules = [p for p in (HERE / "explorer" / "rules").rglob("*.py") if p.name != "__init__.py"]
    bases = {p: {b for b in _rule_bases(p) if b.exists()} for p in rules}
    pure = {p for p in rules if sets_rule_data_settings(p)}
    while True:
        more = {b for p in pure for b in bases[p]} | {p for p in rules if bases[p] & pure}
        if more <= pure:
            return pure
        pure |= more


def compiled_sources() -> list[str]:
    """The source files mypyc compiles, relative to this folder, in a stable order."""
    files = [f"explorer/{name}.py" for name in CORE]
    pure = pure_rule_modules()
    files += sorted(p.relative_to(HERE).as_posix() for p in (HERE / "explorer" / "rules").rglob("*.py")
                    if p.name != "__init__.py" and p not in pure)
    return files


def why_pure() -> str | None:
    """Why this build is pure (``None``: compile it)."""
    if os.environ.get("DX_PURE", "") not in ("", "0"):
        return "DX_PURE is set"
    compiler = (sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(os.environ.get("CC", "").split()[0] if os.environ.get("CC") else compiler) is None:
        return f"no C compiler ({compiler} not found; Debian: apt-get install gcc)"
    include = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not include.exists():
        return f"no Python headers ({include} not found; Debian: apt-get install python3-dev)"
    try:
        import mypyc.build  # noqa: F401  (the build requirement; missing only with --no-build-isolation)
    except ImportError:
        return "mypy (mypyc) is not installed in the build environment"
    return None


def source_hashes(files: list[str]) -> dict[str, str]:
    """``module name -> sha256`` of each compiled source (explorer/_build.py compares them at import)."""
    out = {}
    for f in files:
        module = f[:-3].replace("/", ".")
        out[module] = hashlib.sha256((HERE / f).read_bytes()).hexdigest()
    return out


class BuildPyWithScenarios(build_py):
    """build_py that also copies scenarios/**/*.yaml (and its README) into explorer/_data/scenarios/."""

    def run(self) -> None:
        super().run()
        # An editable install reads the repository's scenarios/ directly (explorer.resources looks there first).
        if getattr(self, "editable_mode", False):
            return
        source = HERE / "scenarios"
        target = Path(self.build_lib) / "explorer" / "_data" / "scenarios"
        if target.exists():
            shutil.rmtree(target)
        files = sorted(p for p in source.rglob("*") if p.is_file() and p.suffix in {".yaml", ".md"})
        if not files:
            raise SystemExit(f"setup.py: no scenario files under {source}; the wheel would ship without them")
        for path in files:
            out = target / path.relative_to(source)
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out)
        # The index of which scenario shows which rule (explorer/scenarios/covering.py), if tools/build_site.py or a
        # page has made it: the package checks its digest before trusting it, and reads the scenarios if it is absent.
        index = HERE / "build" / "scenario-index.json"
        if index.is_file():
            shutil.copyfile(index, target.parent / "scenario-index.json")


def jobs() -> int:
    """How many C files are compiled at once: ``DX_JOBS``, else one per core."""
    try:
        return max(1, int(os.environ.get("DX_JOBS", "") or os.cpu_count() or 1))
    except ValueError:
        raise SystemExit(f"setup.py: DX_JOBS must be a whole number of parallel compiles, not {os.environ['DX_JOBS']!r}")


def say(text: str) -> None:
    """A progress line for whoever watches the build (``make install`` shows them: see the Makefile)."""
    print(f"setup.py: {text}", flush=True)


class BuildExtWithManifest(build_ext):
    """build_ext that compiles the C files of each extension in parallel (:func:`jobs`), saying how many of them
    are done, and writes explorer/_compiled.json beside the compiled modules (in place for editable).

    mypyc writes one C file per engine module (``multi_file``) plus its runtime's few files, all linked into one
    shared library; setuptools would compile them one after the other (and a single C file of every module, as
    before, took one core for minutes). Each module's small stub extension follows, counted too."""

    def build_extensions(self) -> None:
        self._done = 0
        self._total = sum(len(ext.sources) for ext in self.extensions)
        self._lock = threading.Lock()
        self._started = time.monotonic()
        say(f"compiling {self._total} C files ({len(compiled_sources())} engine modules and mypyc's runtime), "
            f"{jobs()} at a time")
        compile_one = self.compiler.compile

        def compile_parallel(sources: list[str], *args: Any, **kwargs: Any) -> list[str]:
            if len(sources) < 2:
                objects: list[str] = compile_one(sources, *args, **kwargs)
                self._count(sources)
                return objects
            made: dict[str, list[str]] = {}
            with ThreadPoolExecutor(jobs()) as pool:
                futures = {pool.submit(compile_one, [source], *args, **kwargs): source for source in sources}
                for future in as_completed(futures):
                    made[futures[future]] = future.result()
                    self._count([futures[future]])
            return [obj for source in sources for obj in made[source]]

        self.compiler.compile = compile_parallel
        try:
            super().build_extensions()
        finally:
            self.compiler.compile = compile_one
        say(f"compiled {self._done} of {self._total} C files in {time.monotonic() - self._started:.0f} s")

    def _count(self, sources: list[str]) -> None:
        with self._lock:
            self._done += len(sources)
            name = Path(sources[-1]).name if sources else ""
            # every file of the shared library; the stubs (one small file each) every tenth and the last
            if self._done <= self._total - len(compiled_sources()) or self._done % 10 == 0 or self._done == self._total:
                say(f"{self._done:3d} of {self._total} C files compiled ({name}, {time.monotonic() - self._started:.0f} s)")

    def run(self) -> None:
        super().run()
        root = HERE if self.inplace else Path(self.build_lib)
        # A module compiled by an earlier build and pure now would shadow its .py: remove its compiled file.
        compiled = {f[:-3] for f in compiled_sources()}
        for path in (root / "explorer").rglob("*"):
            name = path.name.split(".")[0]
            if path.name.endswith(tuple(EXTENSION_SUFFIXES)) and \
                    (path.parent / name).relative_to(root).as_posix() not in compiled:
                path.unlink()
        (root / "explorer").mkdir(parents=True, exist_ok=True)
        (root / "explorer" / MANIFEST).write_text(
            json.dumps({"compiler": "mypyc", "modules": source_hashes(compiled_sources())}, indent=1) + "\n",
            encoding="utf-8")


TEMPLATE = "share/jupyter/voila/templates/dx"
"""The explorer's Voilà template (voila.json names it ``dx``). Installed as data files into the environment's
``share/jupyter/voila/templates/dx``, on Jupyter's data path, so that plain ``voila notebooks/``, JupyterLab's
Voilà preview and Binder find it, not only ``tools/serve.py`` (which puts the checkout's copy first)."""


def template_files() -> list[tuple[str, list[str]]]:
    files = sorted(str(p.relative_to(HERE)) for p in (HERE / TEMPLATE).iterdir() if p.is_file())
    return [(TEMPLATE, files)]


def main() -> None:
    options: dict[str, Any] = {"cmdclass": {"build_py": BuildPyWithScenarios}, "data_files": template_files()}
    reason = why_pure()
    if reason is None and any(arg in sys.argv for arg in ("egg_info", "sdist", "dist_info")):
        reason = "metadata only"
    if reason is None:
        from mypyc.build import mypycify

        started = time.monotonic()
        say(f"mypyc: checking the types of {len(compiled_sources())} engine modules and writing them as C "
            "(DX_PURE=1 for a pure build)")
        options["ext_modules"] = mypycify(compiled_sources(), opt_level="3", debug_level="0", multi_file=True)
        say(f"mypyc: C written in {time.monotonic() - started:.0f} s")
        options["cmdclass"]["build_ext"] = BuildExtWithManifest
    else:
        # A pure build never ships a manifest: an old one (from a compiled editable build) would be stale.
        print(f"setup.py: pure-Python build ({reason})", flush=True)
    setup(**options)


main()
