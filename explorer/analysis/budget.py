"""How much search the pages' analysis gets, by where the explorer runs: one table, chosen once at import.

Three places run the pages, at very different speeds (benchmarks/README.md, "site_analysis.py"):

- ``"compiled"``: served by Voilà with the engine compiled by mypyc (about 5–7 times the pure engine);
- ``"pure"``: served by Voilà with the pure-Python engine (``DX_PURE=1``, a machine without a C compiler);
- ``"browser"``: the static site, the pure engine in Pyodide (CPython compiled to WebAssembly) in the
  visitor's browser, where a search blocks the page's only Python while it runs.

:func:`where` reads it from the running platform (``sys.platform == "emscripten"`` is Pyodide) and the build
(:data:`explorer.BUILD`); :data:`BUDGET` is the budget of this process, which the Sandbox's Analyse view and
Play's hint and strong opponents read (and only they: no page has a setting of its own).  A search that
reaches its limit says so on the page (the solver's "unknown", the hint's "time ran out"), never a guess.

>>> where("emscripten", "pure"), where("linux", "compiled"), where("linux", "pure")
('browser', 'compiled', 'pure')
>>> budget_for("emscripten", "pure").positions < budget_for("linux", "pure").positions
True
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from typing import Final

import explorer


@dataclass(frozen=True)
class Budget:
    """The limits of one place (:func:`where`): the solver's for the Analyse view, the strong bot's for Play."""

    where: str
    """``"compiled"``, ``"pure"`` or ``"browser"``."""
    positions: int
    """Positions the Analyse view's solver may visit for its answer."""
    seconds: float
    """Seconds it may take for its answer."""
    rule_positions: int
    """Positions for each rule in force switched off ("without this rule the answer is …")."""
    rule_seconds: float
    """Seconds for each rule switched off."""
    rules_seconds: float
    """Seconds for all the rules switched off together (past them the rest are said to be not settled)."""
    hint_rollouts: int
    """Rollouts (rounds played out in dealt worlds) the hint spends on one play decision."""
    hint_seconds: float | None
    """A time limit for the hint (``None``: none; the hint is then the same on every machine)."""
    strong_rollouts: int
    """Rollouts of a "strong" opponent per play decision (twice as many for its trim)."""
    strong_seconds: float | None
    """A time limit per decision of a strong opponent (``None``: none)."""


BUDGETS: Final[dict[str, Budget]] = {
    # Served, compiled: the engine is fast; the time limits keep a busy shared server answering.
    "compiled": Budget("compiled", positions=200_000, seconds=3.0, rule_positions=60_000, rule_seconds=1.0,
                       rules_seconds=4.0, hint_rollouts=120, hint_seconds=None, strong_rollouts=40,
                       strong_seconds=None),
    # Served, pure: the limits the pages had before the budgets had one place (60,000 positions, 3 s).
    "pure": Budget("pure", positions=60_000, seconds=3.0, rule_positions=20_000, rule_seconds=1.0,
                   rules_seconds=4.0, hint_rollouts=120, hint_seconds=None, strong_rollouts=40,
                   strong_seconds=None),
    # In the browser: measured in Pyodide (benchmarks/site_analysis.py), so an answer comes within a few seconds.
    "browser": Budget("browser", positions=20_000, seconds=3.0, rule_positions=5_000, rule_seconds=0.5,
                      rules_seconds=2.0, hint_rollouts=80, hint_seconds=3.0, strong_rollouts=20,
                      strong_seconds=1.0),
}
"""The budget of each place (the figures behind them: benchmarks/README.md, "site_analysis.py")."""


def where(platform: str, build: str) -> str:
    """The place of a process on ``platform`` (``sys.platform``) running ``build`` (``explorer.BUILD.kind``)."""
    if platform == "emscripten":
        return "browser"
    return "compiled" if build == "compiled" else "pure"


def budget_for(platform: str, build: str) -> Budget:
    """The budget of a process on ``platform`` running ``build`` (:func:`where`)."""
    return BUDGETS[where(platform, build)]


BUDGET: Final[Budget] = budget_for(sys.platform, explorer.BUILD.kind)
"""The budget of this process."""
