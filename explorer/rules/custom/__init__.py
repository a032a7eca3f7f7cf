"""Rules as data: a table's own house rules, and the local rules the format expresses (docs/rules-file.md).

A rule file is YAML: each rule an id, names and texts (ja/en), a trigger and one standard effect.
:func:`explorer.rules.catalogue.load_rules_file` reads one through the guarded loader and registers its rules, which then work as
any rule does: listed, in scenarios, refusals and events, the rule graph and simulations.
"""

from explorer.rules.custom.data_rule import DataRule, make_rule
from explorer.rules.custom.loader import rules_from_text

__all__ = ["DataRule", "make_rule", "rules_from_text"]
