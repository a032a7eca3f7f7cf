"""The scenario action language: ``A plays ♠6``, ``B passes``, ``A gives ♠3 to C`` …

>>> from explorer.state import State
>>> s = State.from_position(["A", "B", "C"], hands={"A": "♥9 JK", "B": "♠3", "C": "♠4"})
>>> action_str(s, parse_action(s, "A plays ♥9 JK"))
'A plays JK=♠9 ♥9'
>>> parse_action(s, "A dances")
Traceback (most recent call last):
...
explorer.errors.NotationError: 'dances': unknown action (expected plays, passes, picks, gives, trims, names)
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.actions import Action, Give, NameStart, Pass, Pick, Play, Trim
from explorer.cards import JOKER, JOKER2, CardMask, card_str, mask_str, parse_card, parse_cards
from explorer.errors import NotationError
from explorer.game import DecisionKind
from explorer.melds import parse_pattern
from explorer.rules.catalogue import card_rule

if TYPE_CHECKING:
    from explorer.state import State


def parse_action(state: State, text: str) -> Action:
    """Read one action of the scenario action language (``A plays ♠6``, ``B passes`` …).

    A play with an undeclared joker (``♥9 JK``) becomes the first legal
    play it can mean.  Raises :class:`NotationError` naming the token.
    """
    words = text.split()
    if len(words) < 2:
        raise NotationError(text, "expected '<player> <verb> …', e.g. 'A plays ♠6' or 'B passes'")
    who, verb, rest = words[0], words[1].lower(), words[2:]
    if who not in state.players:
        raise NotationError(who, f"no player called {who!r} (players: {', '.join(state.players)})")
    p = state.players.index(who)
    if verb in ("plays", "play"):
        pattern = parse_pattern(" ".join(rest))
        if state.pending is not None and state.pending.kind is DecisionKind.PLAY and p == state.turn:
            for m in state.candidate_melds(p):
                if pattern.matches(m) and state.refusal(p, m) is None:
                    return Play(p, m)
        return Play(p, pattern.resolve())
    if verb in ("passes", "pass"):
        return Pass(p)
    if verb in ("picks", "pick"):
        if not rest:
            raise NotationError(text, "say which rule: 'A picks <rule id or number>'")
        return Pick(p, card_rule(rest[0]).id)
    if verb in ("gives", "give"):
        if len(rest) != 3 or rest[1].lower() != "to":
            raise NotationError(text, "expected '<player> gives <card> to <player>'")
        if rest[2] not in state.players:
            raise NotationError(rest[2], f"no player called {rest[2]!r}")
        card = parse_card(rest[0])
        if card == JOKER and not state.hands[p] >> JOKER & 1 and state.hands[p] >> JOKER2 & 1:
            card = JOKER2
        return Give(p, card, state.players.index(rest[2]))
    if verb in ("trims", "trim"):
        if rest in (["nothing"], []):
            return Trim(p, 0)
        return Trim(p, _own_cards(state, p, " ".join(rest)))
    if verb in ("names", "name"):
        if len(rest) != 1 or rest[0] not in state.players:
            raise NotationError(text, "expected '<player> names <player>'")
        return NameStart(p, state.players.index(rest[0]))
    raise NotationError(words[1], "unknown action (expected plays, passes, picks, gives, trims, names)")

def _own_cards(state: State, p: int, text: str) -> CardMask:
    mask = parse_cards(text)
    if mask >> JOKER & 1 and not state.hands[p] >> JOKER & 1 and state.hands[p] >> JOKER2 & 1:
        mask = mask & ~(1 << JOKER) | 1 << JOKER2
    return mask

def action_str(state: State, action: Action) -> str:
    """An action in the scenario action language."""
    name = state.players[action.player]
    if isinstance(action, Play):
        return f"{name} plays {action.meld}"
    if isinstance(action, Pass):
        return f"{name} passes"
    if isinstance(action, Pick):
        return f"{name} picks {action.rule}"
    if isinstance(action, Give):
        return f"{name} gives {card_str(action.card)} to {state.players[action.to]}"
    if isinstance(action, Trim):
        return f"{name} trims {mask_str(action.cards) or 'nothing'}"
    if isinstance(action, NameStart):
        return f"{name} names {state.players[action.target]}"
    return f"{name} chooses {action.kind} {action.value}"
