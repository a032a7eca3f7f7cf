"""Rules: the framework (:mod:`explorer.engine.contract`), base rules and rule cards, and the catalogue."""

from explorer.rules.catalogue import BASE_RULES, CARDS, all_rules, card_rule, rule_class
from explorer.engine.contract import Failure, PlayContext, Refusal, Rule, RuleSet, Scope

__all__ = [
    "BASE_RULES",
    "CARDS",
    "Failure",
    "PlayContext",
    "Refusal",
    "Rule",
    "RuleSet",
    "Scope",
    "all_rules",
    "card_rule",
    "rule_class",
]
