"""States made from another state: the engine's one way for code outside it to get a state other than the one a
game reached (issue 41).  Code outside ``explorer/engine`` never writes a field of a state
(``tests/test_architecture.py`` holds it); what it needs instead it asks of these, each a checked copy but the last:

- :func:`with_rules`: the same position with other rules in force (the graphs' counterfactuals);
- :func:`under_rules`: the position read again under other rules (the rule graph's search);
- :func:`redealt`: the hidden cards dealt otherwise (a bot's sampled world);
- :func:`suppose_hand`: a seat's hand supposed, in place, in a state kept only to be read (a bot weighing deals);
- :func:`push_listed`: a push the caller vouches for (a search that has just listed the action).

Nothing in the engine imports this module (it is not part of a state's import circle).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace

from explorer.engine.actions import Action
from explorer.engine.cards import CardMask
from explorer.engine.contract import Rule, RuleData, RuleSet
from explorer.engine.errors import PositionError, RuleError
from explorer.engine.events import Event
from explorer.engine.places import FULL_DECK
from explorer.engine.state import State
from explorer.engine.table_values import Mark, Marks


def with_rules(state: State, rules: Iterable[Rule]) -> State:
    """A copy of ``state`` with exactly ``rules`` in force, in this order (their hooks run in it): the same position
    with a rule switched off or another in force, as the graphs ask.  Nothing else changes (what a rule left, its
    data or a lock, stays).  :class:`RuleError` for a rule that is not one, or seated at no seat of the table.

    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♦9", "C": "♣K"}, turn="A")
    >>> t = with_rules(s, s.rules.rules[1:])
    >>> len(t.rules.rules) == len(s.rules.rules) - 1, t.hands == s.hands, t is s
    (True, True, False)
    >>> with_rules(s, ["eight cut"])
    Traceback (most recent call last):
    ...
    explorer.engine.errors.RuleError: rules[0]: expected a rule, got str
    """
    chosen = tuple(rules)
    for i, r in enumerate(chosen):
        if not isinstance(r, Rule):
            raise RuleError(f"rules[{i}]: expected a rule, got {type(r).__name__}",
                            f"rules[{i}]: ルールを渡す（{type(r).__name__}が渡された）")
        if r.holder is not None and not 0 <= r.holder < state.n:
            raise RuleError(f"rules[{i}]: {r.id} is held by seat {r.holder}; the table has seats 0 to {state.n - 1}",
                            f"rules[{i}]: {r.id}の持ち主が{r.holder}番の席だが、席は0から{state.n - 1}まで")
    s = state.copy()
    s.rules = RuleSet(chosen)
    return s


def under_rules(state: State, rules: Iterable[Rule]) -> State:
    """The position of ``state`` read under exactly ``rules`` (the rule graph's search reads each position so, with
    both rules of a pair, each alone, and neither): :func:`with_rules`, then what no rule in force owns
    (:attr:`Rule.owns`: the revolution, J-back's inversion) is off, and the locks are those these rules make from
    the trick on the field, read again play by play as a scenario's ``history`` is."""
    s = with_rules(state, rules)
    was, rules_in_force = s.marks, s.rules.rules
    s._set_marks(Marks(revolution=was.revolution and any(Mark.REVOLUTION in r.owns for r in rules_in_force),
                       reversed=was.reversed and any(Mark.REVERSED in r.owns for r in rules_in_force)))  # no lock yet
    trick, s.trick = s.trick, ()
    for p, meld in trick:  # the locks these rules would have made, as a scenario derives them
        s.trick += ((p, meld),)
        for r in s.rules.observe:
            r.observe(s, p, meld)
    return s


def redealt(state: State, hands: Sequence[CardMask], out_of_play: CardMask, seed: int,
            keep: Callable[[type[RuleData]], bool]) -> State:
    """A copy of ``state`` with the hidden cards dealt otherwise (a player's sampled world): ``hands`` one a seat,
    ``out_of_play`` the cards out of play, the seed ``seed`` for later deals and draws, no rule card left to reveal,
    an empty log, and only the rule data ``keep`` keeps.  :class:`PositionError` unless there is one hand a seat
    and every card of the game is in exactly one place (the hands, the field, the discard pile, out of play)."""
    if len(hands) != state.n:
        raise PositionError(f"one per seat ({state.n}), got {len(hands)}",
                            f"席ごとに1つ（{state.n}つ）必要だが、{len(hands)}つある", where="hands")
    placed = state.field_cards | state.discard
    for q, hand in enumerate((*hands, out_of_play)):
        if hand & placed:
            where = "out_of_play" if q == state.n else f"hands[{q}]"
            raise PositionError("holds a card placed elsewhere too; a card can be in one place only",
                                "ほかの場所にもあるカードがある。1枚のカードは1か所にしか置けない", where=where)
        placed |= hand
    if placed != state.deck:
        raise PositionError("not every card of the game is placed",
                            "ゲームのカードがすべて置かれていない", where="hands/out_of_play")
    w = state.copy()
    w.game = replace(state.game, seed=seed, rule_deck=())
    w.hands = list(hands)
    w.out_of_play = out_of_play
    w.log = []
    w.log_len = 0
    w.rule_deck = ()
    if w.data:
        w.data = {k: v for k, v in w.data.items() if keep(k)}
        w.inverted = sum(v.inverts() for v in w.data.values()) % 2 == 1  # data dropped may have inverted it
    return w


def suppose_hand(state: State, seat: int, hand: CardMask) -> None:
    """Give ``seat`` the hand ``hand`` in ``state``, in place, to ask what a player would do holding it (a bot
    weighing deals against what it saw).  The other places are not changed, so a card may then show twice: such a
    state is for reading, never to play on.  :class:`PositionError` for a seat the table does not have or a hand
    that is no set of cards."""
    if not 0 <= seat < state.n:
        raise PositionError(f"the table has seats 0 to {state.n - 1}, not {seat}",
                            f"席は0から{state.n - 1}まで（{seat}ではない）", where="seat")
    if hand < 0 or hand & ~FULL_DECK:  # not ``state.deck``: a later state's card (card 05's joker) may be supposed
        raise PositionError("not a set of cards",
                            "カードの組になっていない", where="hand")
    state.hands[seat] = hand


def push_listed(state: State, action: Action) -> list[Event]:
    """``state.push(action)`` for an action the caller has just listed as legal at this very position (a search that
    lists the actions, then tries each): it is not checked again, as :meth:`State.push` trusts the list it made."""
    state._listed = (action,)
    return state.push(action)
