"""The local rules that ship as data files (``classic.json``, ``arcasino.json`` next to this module).

They are the rule-file format (docs/rules-file.md) written as JSON, so that importing the explorer needs no
YAML library; they are read once, when the decks are built, with the same field checks as a table's own
file (which comes in as YAML through the guarded loader).
"""

from __future__ import annotations

from functools import cache
from pathlib import Path

from explorer.rules.custom.data_rule import DataRule

HERE = Path(__file__).parent


@cache
def shipped_rules(deck_id: str) -> dict[str, type[DataRule]]:
    import json

    from explorer.rules.custom.loader import rules_from_data

    path = HERE / f"{deck_id}.json"
    data = json.loads(path.read_text(encoding="utf-8"))
    return {r.id: r for r in rules_from_data(data, f"explorer/rules/custom/{path.name}", shipped=True)}


def rule(rule_id: str) -> type[DataRule]:
    """One shipped data rule by id (``classic.five_skip``)."""
    return shipped_rules(rule_id.split(".")[0])[rule_id]
