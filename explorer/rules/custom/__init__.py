"""Rules as data: a table's own house rules, and the local rules the format expresses (docs/rules-file.md).

A rule file is YAML: each rule an id, names and texts (ja/en), a trigger and one standard effect.
:func:`load_rules_file` reads one through the guarded loader and registers its rules, which then work as
any rule does: listed, in scenarios, refusals and events, the rule graph and simulations.
"""

from explorer.rules.custom.data_rule import DataRule, make_rule
from explorer.rules.custom.loader import load_rules_file, register, rules_from_text

__all__ = ["DataRule", "load_rules_file", "make_rule", "register", "rules_from_text", "shipped"]


def shipped(deck_id: str) -> dict[str, type[DataRule]]:
    """The data rules that ship with the explorer for a deck (``classic``, ``arcasino``), by id."""
    from explorer.rules.custom.shipped import shipped_rules

    return shipped_rules(deck_id)
