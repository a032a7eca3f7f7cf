"""What the rules declare of themselves, gathered over every rule the catalogue knows.

A rule says what it is beside its code (:class:`~explorer.engine.contract.Rule`'s traits: ``chance_kinds``,
``ask_windows``, ``finishing_windows`` …); the search, the bots and the pages ask here instead of keeping lists of
rule ids.  Each answer is the union over :func:`~explorer.rules.catalogue.every_rule`, made again when a rule is
registered (a rule file read, a deck installed).

>>> sorted(chance_kinds()), sorted(ask_windows())
(['loophole'], ['dobon', 'loophole'])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from explorer.engine.contract import Rule

if TYPE_CHECKING:
    from explorer.engine.contract import RuleSet, Table

_MEMO: dict[str, tuple[int, frozenset[str]]] = {}


def _union(attr: str, of: Callable[[type[Rule]], Iterable[str]]) -> frozenset[str]:
    from explorer.rules.catalogue import every_rule, generation

    now = generation()
    got = _MEMO.get(attr)
    if got is None or got[0] != now:
        got = _MEMO[attr] = (now, frozenset(k for cls in every_rule() for k in of(cls)))
    return got[1]


def chance_kinds() -> frozenset[str]:
    """Choice kinds whose outcome is left to chance (:attr:`Rule.chance_kinds`)."""
    return _union("chance_kinds", lambda cls: cls.chance_kinds)


def ask_windows() -> frozenset[str]:
    """Out-of-turn window kinds a human player is asked about between two bots' moves (:attr:`Rule.ask_windows`)."""
    return _union("ask_windows", lambda cls: cls.ask_windows)


def finishing_windows() -> frozenset[str]:
    """Window kinds that put out the taker's last cards at once (:attr:`Rule.finishing_windows`)."""
    return _union("finishing_windows", lambda cls: cls.finishing_windows)


def deferred_windows() -> frozenset[str]:
    """Window kinds whose action may be taken later instead of now where nothing reads what it changes
    (:attr:`Rule.defers`: card 01's recycle)."""
    return _union("defers", lambda cls: cls.defers)


def finish_kinds() -> frozenset[str]:
    """Event kinds that record a forbidden finish (:attr:`Rule.finish_kind` of the rules that judge finishes)."""
    return _union("finish_kinds", lambda cls: (cls.finish_kind,) if cls.finish_kind else ())


def finish_judges() -> frozenset[str]:
    """Ids of the rules that judge forbidden finishes (:attr:`Rule.judges_finishes`)."""
    return _union("finish_judges", lambda cls: (cls.id,) if cls.judges_finishes else ())


def joker_rules() -> frozenset[str]:
    """Ids of the rules that give a joker its power (:attr:`Rule.makes_jokers_wild`)."""
    return _union("joker_rules", lambda cls: (cls.id,) if cls.makes_jokers_wild else ())


def counted() -> dict[str, str]:
    """Event kind -> the simulation lab's counter name, from every rule's :attr:`Rule.counted`."""
    from explorer.rules.catalogue import every_rule, generation

    now = generation()
    got = _COUNTED.get(now)
    if got is None:
        _COUNTED.clear()
        got = _COUNTED[now] = {kind: name for cls in every_rule() for kind, name in cls.counted.items()}
    return dict(got)


_COUNTED: dict[int, dict[str, str]] = {}
"""The :func:`counted` table by the registry generation it was made at (made again when a rule is registered)."""


def retakes_first(rules: Iterable[Rule]) -> bool:
    """Whether a rule in ``rules`` can take 1st place away later in the round (:attr:`Rule.retakes_first`)."""
    return any(r.retakes_first for r in rules)


def hand_growth(rules: RuleSet, seat: int) -> int | None:
    """How many cards, at most, the rules in force ``rules`` together may make ``seat``'s hand larger by during play,
    from any moment until the round's next revolution (the sum of their :attr:`Rule.brings`, each rule that acts only
    for players another rule binds left out where that rule is waived for ``seat``: :attr:`Rule.brings_needs`);
    ``None`` when one of them claims no bound."""
    total = 0
    for r in rules.rules:
        if r.brings_needs and rules.waived(r.brings_needs, seat):
            continue
        n = r.brings
        if n is None:
            return None
        total += n
    return total


def _by_position(rule: Rule) -> bool:
    """Whether what ``rule`` may bring into a hand depends on the position (it implements :meth:`Rule.brings_now` or
    :meth:`Rule.swapped_in`)."""
    cls = type(rule)
    return cls.brings_now is not Rule.brings_now or cls.swapped_in is not Rule.swapped_in


def resolving_bringing(rule: Rule) -> int | None:
    """How many cards, at most, each effect of ``rule`` still to resolve in a play (and each choice of it the play
    waits on) may move into that play's player's hand beyond what :func:`hand_reach` counts from that moment: none for
    a rule whose :attr:`Rule.brings` counts every card it moves into a hand (it has no :meth:`Rule.swapped_in`: its
    :attr:`Rule.brings` holds from any moment, inside a play too), else its :attr:`Rule.resolving_brings` (``None``:
    no bound claimed)."""
    if type(rule).swapped_in is Rule.swapped_in:
        return 0
    return rule.resolving_brings


def reach_parts(rules: RuleSet, seat: int) -> tuple[int | None, tuple[Rule, ...]]:
    """What :func:`hand_reach` adds up for ``seat``, split once per rule set: the sum of :attr:`Rule.brings` over the
    rules in force whose bringing does not depend on the position (``None`` if one of them claims no bound), and the
    rules whose does (each rule that acts only for players another rule binds left out where that rule is waived for
    ``seat``: :attr:`Rule.brings_needs`)."""
    total: int | None = 0
    changing: list[Rule] = []
    for r in rules.rules:
        if r.brings_needs and rules.waived(r.brings_needs, seat):
            continue
        if _by_position(r):
            changing.append(r)
        elif r.brings is None:
            total = None
        elif total is not None:
            total += r.brings
    return total, tuple(changing)


def hand_reach(state: Table, seat: int,
               parts: tuple[int | None, tuple[Rule, ...]] | None = None) -> tuple[int | None, int | None]:
    """From ``state`` until the round's next revolution, for ``seat``: how many cards, at most, the rules in force may
    make its hand larger by (:meth:`Rule.brings_now`), and how many cards not in its hand now they may put into it
    (those, and the cards :meth:`Rule.swapped_in` counts); ``None`` where a rule claims no bound.  ``parts``:
    :func:`reach_parts` for ``seat``, when already known."""
    grow, changing = reach_parts(state.rules, seat) if parts is None else parts
    swapped = 0
    for r in changing:
        n = r.brings_now(state, seat)
        if n is None or grow is None:
            grow = None
        else:
            grow += n
        swapped += r.swapped_in(state, seat)
    return grow, None if grow is None else grow + swapped


def first_may_change(state: Table, seats: int = -1) -> bool:
    """Whether a rule in force may still put one of ``seats`` (a bit per seat; ``-1``: anyone) in 1st place later in
    this round (:attr:`Rule.retakes_first`, asked :meth:`Rule.may_retake_first`); ``False`` is exact."""
    return any(r.retakes_first and r.may_retake_first(state, seats) for r in state.rules.rules)


def hidden_moves(rule_ids: Iterable[str]) -> bool:
    """Whether a rule of ``rule_ids`` moves cards from hand to hand unseen (:attr:`Rule.hidden_moves`); a rule the
    catalogue does not know counts as one that may."""
    from explorer.rules.catalogue import registered

    for rid in rule_ids:
        cls = registered(rid)
        if cls is None or cls.hidden_moves:
            return True
    return False
