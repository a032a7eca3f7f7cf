"""The simulation lab: many games played by bots, one row per round, summaries and comparisons.

- :mod:`explorer.sim.runner`: one game → rows (:func:`~explorer.sim.runner.play_game`), the set-up
  (:class:`~explorer.sim.runner.Setup`) and the rules under test (:class:`~explorer.sim.runner.Arm`);
- :mod:`explorer.sim.lab`: N games in this process, on Dask's local scheduler or on a dask.distributed
  cluster, rows streamed to CSV (:func:`~explorer.sim.lab.run_lab`);
- :mod:`explorer.sim.stats`: per-arm summaries with 95 % confidence intervals (among them each rule set's
  game-complexity figures: :data:`~explorer.sim.stats.COMPLEXITY`), paired comparisons against
  the base game, house-rule holder advantage and pairwise law interactions;
- :mod:`explorer.cli.simulate`: ``python -m explorer simulate`` and ``python -m explorer compare``.
"""

from explorer.sim.lab import LabResult, iter_games, run_lab
from explorer.sim.runner import Arm, Row, Setup, columns, game_seed, play_game
from explorer.sim.stats import ArmSummary, Comparison, Estimate, Stats, comparison_arms

__all__ = [
    "Arm", "ArmSummary", "Comparison", "Estimate", "LabResult", "Row", "Setup", "Stats", "columns",
    "comparison_arms", "game_seed", "iter_games", "play_game", "run_lab",
]
