"""A script of the repository (``tools/``, ``benchmarks/``: not a package) loaded as a module for a test."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType


def load_script(path: Path, name: str | None = None) -> ModuleType:
    """The script at ``path`` run as the module ``name`` (its file's stem by default), registered in
    ``sys.modules`` first: dataclasses and pickling look their module up."""
    spec = importlib.util.spec_from_file_location(name or path.stem, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module
