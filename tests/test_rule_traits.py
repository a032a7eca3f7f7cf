"""Rules describe themselves: outside ``explorer/rules/`` no module names a particular rule.

A rule's facts (what the bots draft first, which windows a page pauses for, what is chance, why a rule has no
interaction edge, its phrases) are declared by the rule beside its code (``Rule``'s traits) and gathered by
:mod:`explorer.rules.traits`; every other module asks the rules.  This test reads every module of the explorer
outside ``explorer/rules/`` and fails on a string that is a rule's id.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from explorer.rules.catalogue import CARDS, every_rule
from explorer.rules import traits

pytestmark = pytest.mark.rules

ROOT = Path(__file__).resolve().parents[1]

CONTRACT_WORDS: dict[str, str] = {
    "revolution": "a field of the scenario contract (start.revolution, expect.revolution) and the state's name "
                  "for the strength order a revolution turns round; also the event kind of a revolution",
    "group": "a kind of meld (MeldKind.GROUP: cards of one rank), the engine's own word",
}
"""Rule ids that are also words of the scenario contract or the engine's value types.  A module may use them as
those words; it may still never compare them with a rule's id (see :func:`rule_id_mentions`)."""

_ID_READERS = frozenset({"id", "rule"})
"""Attributes that hold a rule's id (``cls.id``, ``event.rule``, ``refusal.rule``)."""
_ID_CALLS = frozenset({"rule_class", "card_rule", "registered", "find", "owner", "waived", "label", "rule_in_text"})
"""Functions that take a rule's id."""


def _names_an_id(node: ast.AST) -> bool:
    if isinstance(node, ast.Attribute):
        return node.attr in _ID_READERS
    return isinstance(node, ast.Name) and node.id in {"rule_id", "rid"}


def rule_id_mentions(source: str, ids: set[str]) -> list[tuple[int, str]]:
    """The (line, id) of each string in ``source`` that names a rule by its id: any string equal to an id, but
    for the :data:`CONTRACT_WORDS`, which count only where they are compared with a rule's id or passed to a
    function that takes one.

    >>> rule_id_mentions('x = "eight_cut"', {"eight_cut"})
    [(1, 'eight_cut')]
    >>> rule_id_mentions('s.revolution = True\\nd = {"revolution": True}', {"revolution"})
    []
    >>> rule_id_mentions('if r.id == "revolution": pass', {"revolution"})
    [(1, 'revolution')]
    """
    tree = ast.parse(source)
    out: list[tuple[int, str]] = []
    flagged: set[int] = set()
    for node in ast.walk(tree):
        words: list[ast.AST] = []
        if isinstance(node, ast.Compare) and any(_names_an_id(x) for x in (node.left, *node.comparators)):
            words = [node.left, *node.comparators]
            for x in list(words):
                if isinstance(x, (ast.Tuple, ast.List, ast.Set)):
                    words += x.elts
        elif isinstance(node, ast.Call):
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            if name in _ID_CALLS:
                words = list(node.args)
        for w in words:
            if isinstance(w, ast.Constant) and isinstance(w.value, str) and w.value in ids and id(w) not in flagged:
                flagged.add(id(w))
                out.append((w.lineno, w.value))
    for node in ast.walk(tree):
        if (isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in ids
                and node.value not in CONTRACT_WORDS and id(node) not in flagged):
            out.append((node.lineno, node.value))
    return sorted(out)


def test_the_check_finds_a_planted_rule_id() -> None:
    ids = {cls.id for cls in every_rule()}
    planted = 'PAUSE = ("dobon", "loophole")\nif req.rule == "conspiracy" or rule_class("revolution"):\n    pass\n'
    assert [v for _, v in rule_id_mentions(planted, ids)] == ["dobon", "loophole", "conspiracy", "revolution"]
    assert rule_id_mentions('kind = "classic.seven_pass"', ids) == [(1, "classic.seven_pass")]


def test_no_module_outside_the_rules_names_a_rule() -> None:
    ids = {cls.id for cls in every_rule()}
    assert {"loophole", "recycle", "armed_force", "miyako_ochi", "classic.seven_pass", "arcasino.king_exchange",
            "arcasino.black_market"} <= ids
    found = []
    for path in sorted((ROOT / "explorer").rglob("*.py")):
        rel = path.relative_to(ROOT)
        if rel.parts[:2] == ("explorer", "rules"):
            continue
        found += [f"{rel}:{line}: {value!r}" for line, value in rule_id_mentions(path.read_text(encoding="utf-8"), ids)]
    assert not found, "modules outside explorer/rules/ that name a rule (ask the rule for a trait instead):\n" + \
        "\n".join(found)


def test_the_lists_the_search_and_the_pages_read_come_from_the_rules() -> None:
    assert traits.chance_kinds() == {k for c in CARDS for k in c.chance_kinds} != set()
    assert traits.ask_windows() <= {k for c in every_rule() for k in c.window_kinds}
    assert traits.finishing_windows() <= traits.ask_windows()
    assert traits.finish_judges() and traits.joker_rules()
    assert {name for name in traits.counted().values()} == {"revolutions", "forbidden_finishes", "falls"}
