"""Where the explorer's data files are: the scenarios and the rule-graph cache.

In a checkout (``pip install -e .``, ``make install``) the scenarios are the repository's top-level
``scenarios/`` folder. A wheel (``pip install .``, the static site's Pyodide) carries a copy of that folder as
package data, ``explorer/_data/scenarios/`` (setup.py copies it at build time), read through
:mod:`importlib.resources`. The rule-graph cache is package data in both cases (``explorer/graphs/``). The index of
which scenario shows which rule (:mod:`explorer.scenarios.covering`) is kept in ``build/scenario-index.json`` in a
checkout and shipped as ``explorer/_data/scenario-index.json`` in a wheel (the static site's).

>>> scenarios_dir().name, (scenarios_dir() / "basics").is_dir()
('scenarios', True)
>>> rule_graph_cache().name
'rule_graph.json'
>>> scenario_index_cache().name
'scenario-index.json'
"""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path


class DataFileError(FileNotFoundError):
    """A data file the package should carry is missing (a broken or zipped install)."""


def _package_path(*parts: str) -> Path:
    """``parts`` under the ``explorer`` package, as a real path (the explorer reads folders, not a zip)."""
    found = files("explorer").joinpath(*parts)
    if not isinstance(found, Path):
        raise DataFileError(f"explorer is installed as {type(found).__name__}, not as files on disk: "
                            f"cannot read {'/'.join(parts)}; install it unzipped (pip install)")
    return found


def scenarios_dir() -> Path:
    """The scenarios folder: the repository's ``scenarios/`` if the package runs from a checkout, else the copy
    shipped in the package, else ``scenarios/`` in the working directory."""
    repository = Path(__file__).resolve().parents[1] / "scenarios"
    if repository.is_dir():
        return repository
    shipped = _package_path("_data", "scenarios")
    return shipped if shipped.is_dir() else Path.cwd() / "scenarios"


def rule_graph_cache() -> Path:
    """``rule_graph.json``, the rule-interaction graph found by ``python -m explorer graph --search``."""
    return _package_path("graphs", "rule_graph.json")


def scenario_index_cache() -> Path:
    """Where the index of the shipped scenarios is kept (:mod:`explorer.scenarios.covering`): the checkout's
    ``build/scenario-index.json`` beside the repository's ``scenarios/``, else the copy shipped in the package."""
    repository = Path(__file__).resolve().parents[1]
    if (repository / "scenarios").is_dir():
        return repository / "build" / "scenario-index.json"
    return _package_path("_data", "scenario-index.json")
