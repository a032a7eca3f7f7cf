"""Which build of the engine this process runs: compiled (mypyc) or pure Python, chosen at import time.

A compiled install (setup.py) has, beside each engine module's ``.py``, a compiled module that Python's import
system prefers, and ``explorer/_compiled.json`` with the hash of each source it was compiled from. Importing
:mod:`explorer` calls :func:`select` before any engine module, which keeps the compiled modules unless

- ``DX_PURE`` is set (``DX_PURE=1``: the pure build on request, on a compiled install), or
- a compiled module is *stale*: its ``.py`` no longer has the hash it was compiled from (an editable install
  whose source changed since ``make install``). A warning names the files and says how to recompile
  (``make install`` or ``make compile``); the process runs the ``.py`` files as they are now.

In both cases every ``explorer.*`` module is then loaded from its ``.py`` file (a mix of both builds cannot
work: compiled modules call each other's compiled code directly). :data:`BUILD` says what was chosen.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
import sys
import warnings
from collections.abc import Sequence
from dataclasses import dataclass
from importlib.machinery import ModuleSpec
from pathlib import Path
from types import ModuleType

PACKAGE = Path(__file__).resolve().parent
MANIFEST = PACKAGE / "_compiled.json"


class StaleBuildWarning(UserWarning):
    """The compiled engine was built from older sources than the ``.py`` files: the pure build runs."""


@dataclass(frozen=True, slots=True)
class Build:
    """The build this process runs."""

    kind: str
    """``"compiled"`` (mypyc) or ``"pure"``."""
    reason: str
    """Why, in a few words (``"DX_PURE=1"``, ``"no compiled modules"``, ``"stale: state.py"`` …)."""

    def __str__(self) -> str:
        return f"{self.kind} ({self.reason})"


def stale_modules(manifest: Path, package: Path) -> list[str]:
    """The modules listed in ``manifest`` whose source under ``package``'s parent no longer has its hash, and
    the compiled modules under ``package`` that ``manifest`` does not list (left by an older build)."""
    recorded: dict[str, str] = json.loads(manifest.read_text(encoding="utf-8"))["modules"]
    root = package.parent
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    stale = sorted(".".join(p.relative_to(root).with_name(p.name.split(".")[0]).parts)
                   for p in package.rglob("*") if p.name.endswith(suffixes))
    stale = [m for m in stale if m not in recorded]
    for module, digest in recorded.items():
        source = root.joinpath(*module.split(".")).with_suffix(".py")
        try:
            now = hashlib.sha256(source.read_bytes()).hexdigest()
        except OSError:
            now = ""
        if now != digest:
            stale.append(module)
    return stale


def _compiled_present(manifest: Path) -> bool:
    """Whether the compiled modules are there (a pure build has no manifest)."""
    if not manifest.exists():
        return False
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    return any(p.name.endswith(suffixes) for p in manifest.parent.rglob("*"))  # the engine is in a subpackage


class _PureFinder:
    """A meta-path finder that loads ``explorer.*`` from ``.py`` files only, never from a compiled module."""

    @classmethod
    def find_spec(cls, name: str, path: Sequence[str] | None, target: ModuleType | None = None) -> ModuleSpec | None:
        if not name.startswith("explorer.") or path is None:
            return None
        loader = (importlib.machinery.SourceFileLoader, importlib.machinery.SOURCE_SUFFIXES)
        for entry in path:
            spec = importlib.machinery.FileFinder(entry, loader).find_spec(name, target)
            if spec is not None:
                return spec
        return None


def select() -> Build:
    """Choose the build (see the module's text); called once, by ``explorer/__init__.py``."""
    if os.environ.get("DX_PURE", "") not in ("", "0"):
        _go_pure()
        return Build("pure", "DX_PURE=" + os.environ["DX_PURE"])
    if not _compiled_present(MANIFEST):
        return Build("pure", "no compiled modules (a pure install)")
    stale = stale_modules(MANIFEST, PACKAGE)
    if stale:
        _go_pure()
        names = ", ".join(m.removeprefix("explorer.").replace(".", "/") + ".py" for m in stale[:5])
        more = f" and {len(stale) - 5} more" if len(stale) > 5 else ""
        warnings.warn(f"explorer: the compiled engine is older than {names}{more}; running the pure-Python "
                      "engine from the .py files (make compile, or make install, recompiles it)",
                      StaleBuildWarning, stacklevel=3)
        return Build("pure", f"compiled modules stale: {names}{more}")
    return Build("compiled", "mypyc")


def _go_pure() -> None:
    if not any(f is _PureFinder for f in sys.meta_path):
        sys.meta_path.insert(0, _PureFinder)
