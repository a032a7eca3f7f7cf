"""The local rules that ship as data files (``classic.yaml``, ``arcasino.yaml`` next to this module).

They are read once, when the decks are built, with PyYAML's safe loader (they are the package's own data,
and the scenario loader's package cannot be imported while the catalogue is) and the same field checks as
a table's own file, which comes in through the guarded loader.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from explorer.rules.custom.data_rule import DataRule

HERE = Path(__file__).parent


@cache
def shipped_rules(deck_id: str) -> dict[str, type[DataRule]]:
    import yaml

    from explorer.rules.custom.loader import rules_from_data

    path = HERE / f"{deck_id}.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    return {r.id: r for r in rules_from_data(data, f"explorer/rules/custom/{path.name}", shipped=True)}


def rule(rule_id: str) -> type[DataRule]:
    """One shipped data rule by id (``classic.five_skip``)."""
    return shipped_rules(rule_id.split(".")[0])[rule_id]
