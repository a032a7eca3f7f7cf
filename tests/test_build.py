"""The two builds of the engine (setup.py, explorer/_build.py): which one is loaded, and that it is the one asked for.

``make test`` runs the whole suite with ``DX_EXPECT_BUILD=compiled`` and the fast subset again with ``DX_PURE=1
DX_EXPECT_BUILD=pure``: a run that silently tested the other build fails here.
"""

from __future__ import annotations

import dataclasses
import hashlib
import importlib.machinery
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import explorer
import explorer.engine.melds
import explorer.engine.contract
import explorer.engine.state
from explorer._build import stale_modules
from explorer.rules.catalogue import every_rule
from explorer.engine.contract import RuleData

pytestmark = pytest.mark.rules

ENGINE_MODULES = (explorer.engine.state, explorer.engine.melds, explorer.engine.contract)


def _is_compiled(module: object) -> bool:
    return str(getattr(module, "__file__", "")).endswith(tuple(importlib.machinery.EXTENSION_SUFFIXES))


def test_the_build_loaded_is_the_one_expected() -> None:
    expected = os.environ.get("DX_EXPECT_BUILD")
    print(f"engine build: {explorer.BUILD}")
    if expected is not None:
        assert explorer.BUILD.kind == expected, f"asked for the {expected} build, loaded {explorer.BUILD}"


def test_the_modules_loaded_are_of_that_build() -> None:
    compiled = [_is_compiled(m) for m in ENGINE_MODULES]
    assert compiled == [explorer.BUILD.kind == "compiled"] * len(compiled), (explorer.BUILD, compiled)


def test_dx_pure_loads_every_engine_module_from_its_source() -> None:
    code = ("import explorer, explorer.engine.state, explorer.rules.cards.c02_fusion_revolution as f; "
            "print(explorer.BUILD.kind, explorer.engine.state.__file__.endswith('.py'), f.__file__.endswith('.py'))")
    out = subprocess.run([sys.executable, "-c", code], env={**os.environ, "DX_PURE": "1"}, capture_output=True,
                         text=True, timeout=120, check=True).stdout.split()
    assert out == ["pure", "True", "True"]


def test_a_source_changed_after_the_build_is_found_stale(tmp_path: Path) -> None:
    package = tmp_path / "explorer"
    (package / "engine").mkdir(parents=True)
    (package / "engine" / "state.py").write_text("x = 1\n")
    (package / "engine" / "contract.py").write_text("y = 2\n")
    manifest = package / "_compiled.json"
    digest = {m: hashlib.sha256(p.read_bytes()).hexdigest()
              for m, p in (("explorer.engine.state", package / "engine/state.py"),
                           ("explorer.engine.contract", package / "engine/contract.py"))}
    manifest.write_text(json.dumps({"modules": digest}))
    assert stale_modules(manifest, package) == []
    (package / "engine" / "contract.py").write_text("y = 3\n")
    assert stale_modules(manifest, package) == ["explorer.engine.contract"]
    (package / "engine" / "state.py").unlink()
    assert stale_modules(manifest, package) == ["explorer.engine.state", "explorer.engine.contract"]


def test_a_compiled_module_the_build_does_not_list_is_stale(tmp_path: Path) -> None:
    package = tmp_path / "explorer"
    (package / "rules").mkdir(parents=True)
    (package / "rules" / "lock.py").write_text("z = 1\n")
    (package / "rules" / ("lock" + importlib.machinery.EXTENSION_SUFFIXES[0])).write_bytes(b"")
    manifest = package / "_compiled.json"
    manifest.write_text(json.dumps({"modules": {}}))
    assert stale_modules(manifest, package) == ["explorer.rules.lock"]


def _rule_data_classes() -> list[type[RuleData]]:
    every_rule()  # every rule module imported: every RuleData subclass defined
    out, todo = [], list(RuleData.__subclasses__())
    while todo:
        cls = todo.pop()
        out.append(cls)
        todo += cls.__subclasses__()
    return out


@pytest.mark.parametrize("cls", _rule_data_classes(), ids=lambda c: c.__qualname__)
def test_rule_data_settings_are_not_fields(cls: type[RuleData]) -> None:
    """``lasts`` is a class-level setting in either build (setup.py leaves pure a module whose
    data class sets it: mypyc's dataclasses would make it a field, and the default instance would fail)."""
    names = {f.name for f in dataclasses.fields(cls)}
    assert "lasts" not in names, f"{cls.__module__}.{cls.__qualname__}: {sorted(names)}"
    assert isinstance(cls().lasts, str)
