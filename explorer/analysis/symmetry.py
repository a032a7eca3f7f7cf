"""Suits that no rule in force tells apart at a position, and the actions that are the same up to them.

A rule that treats the four suits alike declares it (:attr:`Rule.suits_alike
<explorer.engine.contract.Rule.suits_alike>`: renaming the suits in a position renames them in everything the rule
does, its checks, effects, choices and data); a rule whose data may name a suit or a card says which suits its data
tells apart now (:meth:`~explorer.engine.contract.Rule.suits_told_apart`, a four-bit mask: card 14's lock names its
suits).  Suit-blind rules (:attr:`Rule.suit_blind <explorer.engine.contract.Rule.suit_blind>`)
treat the suits alike by definition.  A rule that declares neither claims nothing, and no suits are merged while
it is in force.

Two suits ``s`` and ``t`` are alike at a position when swapping them (every card of suit ``s`` for the card of the
same rank of suit ``t``, and back; a joker's face likewise) leaves the position as it is: for every rank the two
cards lie in the same place (the same hand, the discard pile, the field, out of play), each meld of the field and of
the trick holds as many faces of each rank in ``s`` as in ``t``, no rule's data names either suit, and nothing waits
(an effect or a choice may name a card of a hand).  Then an action and the action with ``s`` and ``t`` swapped lead
to positions that are each other's swap, and so have the same value for a player (docs/readings.md, "The solver":
"A lone joker's faces, and cards of suits nobody tells apart").  :func:`alike_orbit` gives every action the same key
as the actions it is the same as; the solver searches one action of each key.
"""

from __future__ import annotations

from collections.abc import Hashable, Sequence
from itertools import permutations
from typing import TYPE_CHECKING, Final

from explorer.engine.actions import Action, Choose, Play
from explorer.engine.cards import JOKER
from explorer.engine.game import Phase

if TYPE_CHECKING:
    from explorer.engine.melds import Meld
    from explorer.engine.state import State

ALL_SUITS: Final = 0b1111


def suits_apart(state: State) -> int | None:
    """The suits some rule in force tells apart from the others at ``state`` (a four-bit mask), or ``None`` when a
    rule in force declares nothing about suits (then no two suits may be taken for alike)."""
    told = 0
    for r in state.rules.rules:
        if r.suit_blind:
            continue
        if not r.suits_alike:
            return None
        told |= r.suits_told_apart(state)
    return told


def _meld_sig(meld: Meld, suit: int) -> tuple[tuple[int, int], ...] | None:
    """The faces of ``meld`` in ``suit`` as (the card played, the rank it stands for); ``None`` when a card stands
    for a card of another suit (then the meld is not taken apart by suits)."""
    out: list[tuple[int, int]] = []
    for card, face in meld.faces:
        if face >= JOKER:
            continue  # a wild joker names no suit
        if card < JOKER and card & 3 != face & 3:
            return None
        if face & 3 == suit:
            out.append((card if card >= JOKER else card >> 2, face >> 2))
    out.sort()
    return tuple(out)


def suit_classes(state: State) -> tuple[int, int, int, int] | None:
    """For each suit (♠ ♥ ♦ ♣ as the engine numbers them), the number of its class: suits of one class are alike
    at ``state`` (module docstring).  ``None`` when every suit is its own class (nothing to merge)."""
    if state.phase is not Phase.PLAY or state.resolving is not None or state.choice is not None or \
            state.after_choice or state.queue:
        return None
    apart = suits_apart(state)
    if apart is None or apart == ALL_SUITS:
        return None
    places = [*state.hands, state.discard, state.out_of_play, state.field_cards]
    melds: list[Meld] = [m for _, m in state.trick]
    if state.field is not None:
        melds.append(state.field)
    sigs: list[Hashable] = []
    for suit in range(4):
        if apart >> suit & 1:
            sigs.append(("apart", suit))
            continue
        spots = tuple(sum(1 << k for k, mask in enumerate(places) if mask >> (r << 2 | suit) & 1) for r in range(13))
        faces = tuple(_meld_sig(m, suit) for m in melds)
        if None in faces:
            return None
        sigs.append((spots, faces))
    classes: list[int] = []
    for suit in range(4):
        classes.append(sigs.index(sigs[suit]))
    if len(set(classes)) == 4:
        return None
    return classes[0], classes[1], classes[2], classes[3]


_PERMS: dict[tuple[int, ...], tuple[tuple[int, ...], ...]] = {}


def swaps(classes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Every renaming of the suits that keeps each suit in its class (the identity first)."""
    got = _PERMS.get(classes)
    if got is None:
        got = _PERMS[classes] = tuple(p for p in permutations(range(4))
                                      if all(classes[p[s]] == classes[s] for s in range(4)))
    return got


def _renamed(card: int, perm: tuple[int, ...]) -> int:
    return card if card >= JOKER else (card & ~3) | perm[card & 3]


def _mask_renamed(mask: int, perm: tuple[int, ...]) -> int:
    out = 0
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        out |= 1 << _renamed(c, perm)
        mask ^= low
    return out


def alike_orbit(action: Action, perms: Sequence[tuple[int, ...]], card_kinds: frozenset[str]) -> Hashable:
    """A key equal for two actions when one is the other with suits renamed by one of ``perms`` (:func:`swaps`):
    the least form over the renamings.  Plays, and choices of ``card_kinds`` (their value is a set of cards)."""
    if isinstance(action, Play):
        faces = action.meld.faces
        best = min(tuple(sorted((_renamed(c, p), _renamed(f, p)) for c, f in faces)) for p in perms)
        return ("play", action.player, action.join, best)
    if isinstance(action, Choose) and action.kind in card_kinds and isinstance(action.value, int):
        value = action.value
        return ("choose", action.player, action.kind, min(_mask_renamed(value, p) for p in perms))
    return action


def distinct(actions: list[Action], perms: Sequence[tuple[int, ...]], card_kinds: frozenset[str]) -> list[Action]:
    """``actions`` with only the first of each :func:`alike_orbit` key kept (the order kept)."""
    if len(actions) < 2:
        return actions
    seen: set[Hashable] = set()
    out: list[Action] = []
    for a in actions:
        k = alike_orbit(a, perms, card_kinds)
        if k in seen:
            continue
        seen.add(k)
        out.append(a)
    return out

