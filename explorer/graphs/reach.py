"""How play reaches a rule-graph witness's position from a dealt round (issue 42, part 1).

A witness position (:class:`explorer.graphs.rule_graph.Position`) is small: a few cards in each hand, the trick
so far, a discard pile.  :func:`derive` writes the round that leads there: the deal (each hand with the cards
its player has put down since), then the plays — every card of the discard pile played alone by the trick's
first player and passed on until the field clears, then the trick's plays in order, each player between two
plays passing — up to the witness's acting player.  :func:`replay` plays that history from the deal with the
witness's rules in force; :func:`same_position` compares the result with the witness's own position.

A position the derivation does not write a history for says why (:attr:`Derivation.missing`): a revolution in
force, players who have already gone out (their round before the witness is not derived).
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from explorer.engine.actions import Play
from explorer.engine.cards import mask_str
from explorer.engine.errors import ExplorerError
from explorer.engine.game import DecisionKind
from explorer.engine.state import State
from explorer.graphs.rule_graph import PLAYERS, Position, Variant, _configs


@dataclass(frozen=True)
class Derivation:
    """A dealt round and the plays that lead from it to a witness position; or why none is written."""

    deal: Position | None
    history: tuple[str, ...] = ()
    missing: str = ""


def _meld_cards(state: State, seat: int, meld: str) -> int:
    action = state.parse_action(f"{PLAYERS[seat]} plays {meld}")
    assert isinstance(action, Play)
    return int(action.meld.cards)


def derive(x: Variant, y: Variant, pos: Position) -> Derivation:
    """The deal and the plays that reach ``pos`` with ``x`` and ``y`` in force (the acting player is A)."""
    if pos.phase != "play":
        return Derivation(pos)  # the round's set-up: the position is the deal itself
    if pos.finished:
        return Derivation(None, missing="players have already gone out")
    configs = _configs(x, y, pos)
    if configs is None:
        return Derivation(None, missing="no position")
    target = configs["xy"]
    if target.revolution:
        return Derivation(None, missing="a revolution is in force")
    hands = list(pos.hands)
    for seat, meld in pos.field:
        hands[seat] |= _meld_cards(target, seat, meld)
    leader = pos.field[0][0] if pos.field else 0
    hands[leader] |= pos.discard
    history: list[str] = []
    turn = leader
    for c in range(54):
        if pos.discard >> c & 1:
            history.append(f"{PLAYERS[leader]} plays {mask_str(1 << c)}")
            history += [f"{PLAYERS[(leader + k) % 3]} passes" for k in (1, 2)]
    for seat, meld in pos.field:
        while turn != seat:
            history.append(f"{PLAYERS[turn]} passes")
            turn = (turn + 1) % 3
        history.append(f"{PLAYERS[seat]} plays {meld}")
        turn = (seat + 1) % 3
    while pos.field and turn != 0:
        history.append(f"{PLAYERS[turn]} passes")
        turn = (turn + 1) % 3
    deal = replace(pos, hands=(hands[0], hands[1], hands[2]), field=(), discard=0, reversed=False, turn=leader)
    return Derivation(deal, tuple(history))


def replay(x: Variant, y: Variant, d: Derivation) -> State:
    """Play the derivation's history from its deal with ``x`` and ``y`` in force (each play as the action
    language says it; a refused one raises :class:`~explorer.engine.errors.ExplorerError`).  A pass that clears
    the field leaves its trick's leader to lead again, as play does."""
    assert d.deal is not None
    configs = _configs(x, y, d.deal)
    assert configs is not None
    s = configs["xy"]
    for text in d.history:
        pend = s.pending
        if pend is None or pend.kind is not DecisionKind.PLAY or s.players[pend.player] != text[0]:
            raise ExplorerError(f"{text}: {text[0]} is not the one to play now")
        action = s.parse_action(text)
        why = s.refusal_of(action)
        if why is not None:
            raise ExplorerError(f"{text}: refused ({why.en})")
        s.push(action)
    return s


def same_position(a: State, b: State) -> list[str]:
    """Where two positions differ (empty: the same), by the things a play reads."""
    out = []
    for what in ("hands", "discard", "revolution", "reversed", "lock_suits", "lock_rank", "finished", "king",
                 "passed"):
        if getattr(a, what) != getattr(b, what):
            out.append(f"{what}: {getattr(a, what)!r} ≠ {getattr(b, what)!r}")
    if tuple((p, str(m)) for p, m in a.trick) != tuple((p, str(m)) for p, m in b.trick):
        out.append(f"trick: {a.trick} ≠ {b.trick}")
    pa, pb = a.pending, b.pending
    if (pa and (pa.player, pa.kind)) != (pb and (pb.player, pb.kind)):
        out.append(f"pending: {pa} ≠ {pb}")
    return out
