"""The project's scenario files as YAML data, each file read once per test process (and with libyaml's loader,
as the explorer's own reader does: explorer/guarded_yaml.py). Several test modules walk all ~1,000 files for
their texts or sources; with PyYAML's pure-Python loader each walk took ~4 s of processor, and one process
made about ten of them (the engine lane, CI). The data is shared: read it, never change it."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parents[1]
SCENARIOS = ROOT / "scenarios"
_Loader: Any = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


@lru_cache(maxsize=None)
def documents(path: Path) -> tuple[Any, ...]:
    """Every YAML document of the file at ``path`` (most scenario files hold one)."""
    return tuple(yaml.load_all(path.read_text(encoding="utf-8"), Loader=_Loader))


def data(path: Path) -> Any:
    """The file's one document (as ``yaml.safe_load`` reads it: the first, or None for an empty file)."""
    docs = documents(path)
    return docs[0] if docs else None


@lru_cache(maxsize=None)
def files(under: str = "") -> tuple[Path, ...]:
    """Every ``.yaml`` file under ``scenarios/`` (or its sub-folder ``under``), sorted."""
    return tuple(sorted((SCENARIOS / under).rglob("*.yaml")))
