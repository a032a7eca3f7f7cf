"""The exceptions of the explorer; each is a ``ValueError`` with a message a user can act on."""

from __future__ import annotations


class ExplorerError(ValueError):
    """Base class of every error the explorer reports to a user."""


class NotationError(ExplorerError):
    """A card, meld or action could not be read; names the offending token."""

    def __init__(self, token: str, problem: str) -> None:
        self.token = token
        self.problem = problem
        super().__init__(f"{token!r}: {problem}")


class IllegalMoveError(ExplorerError):
    """An action the rules refuse.  ``rule`` names the rule that forbids it.

    The state it was tried on is unchanged.
    """

    def __init__(self, rule: str, en: str, ja: str = "") -> None:
        self.rule = rule
        self.en = en
        self.ja = ja or en
        super().__init__(f"{rule}: {en}")


class PositionError(ExplorerError):
    """A position that cannot exist (a card in two places, a five-card play, …)."""


class ScenarioError(ExplorerError):
    """A scenario file that breaks the scenario contract; names file and field."""

    def __init__(self, file: str, field: str, problem: str) -> None:
        self.file = file
        self.field = field
        self.problem = problem
        super().__init__(f"{file}: {field}: {problem}")


class RuleError(ExplorerError):
    """An unknown rule id or number, or a rule used where it cannot be."""
