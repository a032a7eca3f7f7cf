"""Analysis of open positions: who can force first place from here (:func:`solve`)."""

from explorer.analysis.key import action_key, position_key
from explorer.analysis.solver import DEFAULT_BUDGET, Solution, solve

__all__ = ["DEFAULT_BUDGET", "Solution", "action_key", "position_key", "solve"]
