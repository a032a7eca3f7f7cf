"""The scenario action language: ``A plays ♠6``, ``B passes``, ``A gives ♠3 to C`` …

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], hands={"A": "♥9 JK", "B": "♠3", "C": "♠4"})
>>> action_str(s, parse_action(s, "A plays ♥9 JK"))
'A plays JK=♠9 ♥9'
>>> parse_action(s, "A dances")
Traceback (most recent call last):
...
explorer.engine.errors.NotationError: 'dances': unknown action (expected plays, fuses, passes, picks, gives, trims, names, orders, bombs, calls, discards, recycles, shows, takes, targets)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import (
    JOKER, JOKER2, CardMask, card_str, mask_str, parse_card, parse_cards, parse_rank, rank_str,
)
from explorer.engine.contract import ChoiceRequest, Refusal, RuleSet
from explorer.engine.errors import NotationError
from explorer.engine.game import DecisionKind, Game, Pending
from explorer.engine.melds import Meld, parse_pattern
from explorer.engine.book import RuleBook


class Reader(Protocol):
    """What the action language reads of a game state (:class:`~explorer.engine.state.State` is one): the
    seats, the hands, who must decide, and which plays the rules allow."""

    @property
    def players(self) -> tuple[str, ...]: ...
    @property
    def hands(self) -> Sequence[CardMask]: ...
    @property
    def pending(self) -> Pending | None: ...
    @property
    def turn(self) -> int: ...
    @property
    def choice(self) -> ChoiceRequest | None: ...
    @property
    def game(self) -> Game: ...
    @property
    def rules(self) -> RuleSet: ...
    def candidate_melds(self, player: int | None = None) -> list[Meld]: ...
    def refusal(self, player: int, meld: Meld, explain: bool = True, join: bool | None = None) -> Refusal | None: ...
    def play_action(self, player: int, meld: Meld) -> Play: ...
    def window_actions(self) -> list[Action]: ...


def parse_action(state: Reader, text: str) -> Action:
    """Read one action of the scenario action language (``A plays ♠6``, ``B passes`` …).

    A play with an undeclared joker (``♥9 JK``) becomes the first legal
    play it can mean.  Raises :class:`NotationError` naming the token.
    """
    words = text.split()
    if len(words) < 2:
        raise NotationError(text, "expected '<player> <verb> …', e.g. 'A plays ♠6' or 'B passes'",
                            "「<プレイヤー> <動詞> …」の形で書く（例：'A plays ♠6'、'B passes'）")
    who, verb, rest = words[0], words[1].lower(), words[2:]
    if who not in state.players:
        raise NotationError(who, f"no player called {who!r} (players: {', '.join(state.players)})",
                            f"{who!r}という名前のプレイヤーはいない（プレイヤー：{'、'.join(state.players)}）")
    p = state.players.index(who)
    if verb in ("plays", "play", "fuses", "fuse"):
        # ``plays``: on its own when that is legal, else joining the field's meld; ``fuses``: joining
        join = verb.startswith("fuse")
        most = state.rules.max_play  # more than four cards only where a rule in force allows it (UECda's sequences)
        pattern = parse_pattern(" ".join(rest), limit=most).for_hand(state.hands[p])
        if state.pending is not None and state.pending.kind is DecisionKind.PLAY and p == state.turn:
            for m in state.candidate_melds(p):
                if pattern.matches(m) and state.refusal(p, m, explain=False, join=True if join else None) is None:
                    return Play(p, m, True) if join else state.play_action(p, m)
        meld = pattern.resolve(limit=most)
        return Play(p, meld, True) if join else state.play_action(p, meld)
    if verb in ("passes", "pass"):
        return Pass(p)
    if verb in ("picks", "pick"):
        if not rest:
            raise NotationError(text, "say which rule: 'A picks <rule id or number>'",
                                "どのルールかを書く：'A picks <ルールIDか番号>'")
        return Pick(p, state.game.book.card(rest[0]).id)
    if verb in ("gives", "give"):
        if len(rest) != 3 or rest[1].lower() != "to":
            raise NotationError(text, "expected '<player> gives <card> to <player>'",
                                "「<プレイヤー> gives <カード> to <プレイヤー>」の形で書く")
        if rest[2] not in state.players:
            raise NotationError(rest[2], f"no player called {rest[2]!r}", f"{rest[2]!r}という名前のプレイヤーはいない")
        card = parse_card(rest[0])
        if card == JOKER and not state.hands[p] >> JOKER & 1 and state.hands[p] >> JOKER2 & 1:
            card = JOKER2
        return _match_joker_give(state, Give(p, card, state.players.index(rest[2])))
    if verb in ("trims", "trim"):
        if rest in (["nothing"], []):
            return Trim(p, 0)
        return Trim(p, _own_cards(state, p, " ".join(rest)))
    if verb in ("names", "name"):
        if len(rest) != 1 or rest[0] not in state.players:
            raise NotationError(text, "expected '<player> names <player>'", "「<プレイヤー> names <プレイヤー>」の形で書く")
        return NameStart(p, state.players.index(rest[0]))
    if verb in ("orders", "order"):
        ids = [w for w in " ".join(rest).replace(",", " ").split() if w]
        if not ids:
            raise NotationError(text, "expected '<player> orders <rule id>, <rule id>'",
                                "「<プレイヤー> orders <ルールID>, <ルールID>」の形で書く")
        return Choose(p, "order", tuple(state.game.book.rule(r).id for r in ids))
    kinds = choice_verbs(state.game.book)
    if verb in kinds:
        kind = kinds[verb]
        named = choice_values(state.game.book).get(kind)
        if named is not None:
            return Choose(p, kind, _named(state, text, verb, named, rest))
        cards = [w for w in rest if w.lower() not in (kind, "nothing", "hand", "cthulhu", "クトゥルフ")]
        mask = parse_cards(" ".join(cards)) if cards else 0
        return _match_joker(state, Choose(p, kind, mask))
    known = ["plays", "fuses", "passes", "picks", "gives", "trims", "names", "orders", *sorted(kinds)]
    raise NotationError(words[1], f"unknown action (expected {', '.join(known)})",
                        f"不明な行動（{'、'.join(known)} のいずれか）")


def choice_verbs(book: RuleBook) -> dict[str, str]:
    """Verb -> choice kind, from every rule in the rule book (``discards`` -> ``discard`` …)."""
    out: dict[str, str] = {}
    for cls in book.every():
        out.update(cls.verbs)
    return out


def choice_values(book: RuleBook) -> dict[str, str]:
    """Choice kind -> what it names when not cards (``"rank"``, ``"player"``), from every rule in the rule book."""
    out: dict[str, str] = {}
    for cls in book.every():
        out.update(cls.choice_values)
    return out


def _named(state: Reader, text: str, verb: str, named: str, rest: list[str]) -> str:
    """The rank or player a choice names (``A bombs 5``, ``A targets C``)."""
    if named == "player":
        if len(rest) != 1 or rest[0] not in state.players:
            raise NotationError(text, f"expected '<player> {verb} <player>' (players: {', '.join(state.players)})",
                                f"「<プレイヤー> {verb} <プレイヤー>」の形で書く（プレイヤー：{'、'.join(state.players)}）")
        return rest[0]
    if len(rest) != 1:
        raise NotationError(text, f"expected '<player> {verb} <rank>', e.g. 'A {verb} 5'",
                            f"「<プレイヤー> {verb} <数字>」の形で書く（例：'A {verb} 5'）")
    return rank_str(parse_rank(rest[0]))


def _match_joker(state: Reader, action: Choose) -> Choose:
    """``JK`` means whichever joker the choice is about (the first or the second)."""
    value = action.value
    if not isinstance(value, int) or not value >> JOKER:
        return action
    swapped = value ^ (1 << JOKER | 1 << JOKER2) if bool(value >> JOKER & 1) != bool(value >> JOKER2 & 1) else value
    options = list(state.choice.options) if state.choice is not None else []
    options += state.window_actions()
    if action not in options:
        alt = Choose(action.player, action.kind, swapped)
        if alt in options:
            return alt
    return action

def _match_joker_give(state: Reader, action: Give) -> Give:
    """``JK`` in a gift means whichever joker the choice offers: holding ``JK JK``, a player who has chosen one
    (a black-market trade moves its cards only once both sides have chosen) gives the other as ``JK`` too."""
    if action.card < JOKER or state.choice is None or action in state.choice.options:
        return action
    other = Give(action.player, JOKER2 if action.card == JOKER else JOKER, action.to)
    return other if other in state.choice.options else action


def _own_cards(state: Reader, p: int, text: str) -> CardMask:
    mask = parse_cards(text)
    if mask >> JOKER & 1 and not state.hands[p] >> JOKER & 1 and state.hands[p] >> JOKER2 & 1:
        mask = mask & ~(1 << JOKER) | 1 << JOKER2
    return mask

def action_str(state: Reader, action: Action) -> str:
    """An action in the scenario action language."""
    name = state.players[action.player]
    if isinstance(action, Play):
        return f"{name} {'fuses' if action.join else 'plays'} {action.meld}"
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
    if action.kind == "order" and isinstance(action.value, tuple):
        return f"{name} orders {', '.join(action.value)}"
    verb = next((v for v, k in choice_verbs(state.game.book).items() if k == action.kind and v.endswith("s")), action.kind)
    value = action.value
    what = mask_str(value) if isinstance(value, int) else str(value)
    if verb == "calls":
        return f"{name} calls {action.kind} {what}".rstrip()
    if verb == "shows":
        return f"{name} shows hand"
    return f"{name} {verb} {what or 'nothing'}"
