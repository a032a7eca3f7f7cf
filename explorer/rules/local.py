"""What the rules of the local-rule decks (LOCAL-RULES.md) share: per-card firing with the ``per_play`` option,
and the effects several of them use (skip, reverse, give a card).

A rank effect fires once per card of its rank that is not a joker standing for it (LOCAL-RULES.md, "Processing":
「once per card of that rank that is not a joker standing for it」; seed 004: 「カードの効果処理は1枚ずつ行われます」); a rule that declares the option ``per_play`` fires once per play
when the table sets it, and with the deck's option ``<deck>.in_sequence: false`` no rank effect fires from a card
inside a sequence.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from explorer.engine.actions import Action, Give
from explorer.engine.cards import JOKER, RANK_MASK, card_str, card_text, distinct_cards
from explorer.engine.events import Event
from explorer.engine.melds import MeldKind
from explorer.engine.contract import PlayContext, Rule, Scope
from explorer.engine.table_values import Move, ReverseOrder, Skip

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import Table

FIVE, SEVEN, NINE, TEN, JACK, QUEEN, KING, ACE, TWO = 2, 4, 6, 7, 8, 9, 10, 11, 12
"""Rank indices (3 is 0)."""

_SEQUENCES = frozenset({MeldKind.SEQUENCE, MeldKind.RUN})
"""The kinds of meld that are sequences (a run of four suits is played as one: classic emperor)."""

HOUSE_JA = "この家訓を持っている人がカードを場に出したときだけ発動する。"
HOUSE_EN = "Fires only when the holder plays."


class LocalRule(Rule):
    """A rule of a local-rule deck: its id is ``deck.id``; a house rule fires when its holder plays.  Each rule
    of the classic and Arcasino decks declares what it reads (:attr:`Rule.reads`)."""

    scope = Scope.ON_PLAY
    house_ja = HOUSE_JA
    house_en = HOUSE_EN
    per_play_option: ClassVar[bool] = False
    """Whether the table option ``<id>.per_play`` exists for this rule (fire once per play)."""

    def fires_on(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> bool:
        if card >= JOKER or face >> 2 not in self.face_ranks or not self.applies(ctx.player):
            return False  # a joker standing for the rank never fires it (LOCAL-RULES.md, "Processing")
        if ctx.laid.kind in _SEQUENCES and state.game.options.deck and not state.game.options.of(
                self.id.split(".")[0] + ".in_sequence"):
            return False  # the table's option: no effect fires from a card inside a sequence
        if self.per_play_option and state.game.options.of(f"{self.id}.per_play"):
            first = next(c for c, f in ctx.meld.faces if c < JOKER and f >> 2 in self.face_ranks)
            return card == first
        return True


def every_hand_if_playable(rule: Rule, state: Table, rank: int) -> int:
    """For :meth:`Rule.hands_read`: every seat when the player to play holds a card that could fire ``rule``'s
    effect on ``rank`` (a card of that rank, or one a rule in force lets be played as it; a joker standing for it
    never fires a local rule: :meth:`LocalRule.fires_on`), else none."""
    p = state.standing.turn
    if not rule.applies(p):
        return 0
    cards = RANK_MASK[rank]
    for r in state.rules.rules:
        for src, dsts in r.plays_as.items():
            if rank in dsts:
                cards |= RANK_MASK[src]
    return (1 << state.game.n) - 1 if state.hands[p] & cards else 0


def skip(rule: Rule, state: Table, ctx: PlayContext, card: Card) -> None:
    """Skip the next player (the core passes the turn on; the skipped player counts as passing)."""
    state.perform(Skip(1))
    ctx.fire(rule, "skip", "A 5: the next player is skipped.", "［5］が出たので次の人を飛ばす。", card)


def reverse(rule: Rule, state: Table, ctx: PlayContext, card: Card) -> None:
    """Reverse the turn order."""
    state.perform(ReverseOrder())
    ctx.fire(rule, "reverse_order", "A 9: the turn order is reversed.", "［9］が出たので順番が逆回りになる。", card)


def ask_give(rule: Rule, state: Table, ctx: PlayContext, card: Card, recipients: list[int], kind: str = "give") -> None:
    """Ask ``ctx.player`` to give one card of their choice to one of ``recipients`` (as far as possible:
    nothing to give, nothing happens)."""
    p = ctx.player
    hand = state.hands[p]
    ctx.fired_cards |= 1 << card
    if not hand or not recipients:
        ctx.fire(rule, kind, "No card left to give: nothing happens.", "渡すカードがないので何も起きない。")
        return
    options = tuple(Give(p, c, to) for to in recipients for c in distinct_cards(hand))
    names = ", ".join(state.game.players[t] for t in recipients)
    names_ja = "、".join(state.game.players[t] for t in recipients)
    state.ask(rule, p, kind, options, f"{state.game.players[p]} gives one card to {names}.",
              f"{state.game.players[p]}は手札を1枚{names_ja}に渡す。")


def gave(rule: Rule, state: Table, action: Action) -> list[Event]:
    """Carry out a :class:`Give` answered to :func:`ask_give`."""
    assert isinstance(action, Give)
    p, to = action.player, action.to
    state.perform(Move(1 << action.card, p, to))
    name, other, c = state.game.players[p], state.game.players[to], card_str(action.card)
    return [Event(rule.id, "give", p, f"{name} gives {c} to {other} ({rule.en.lower()}).",
                  f"{name}が{other}に{card_text(action.card, 'ja')}を渡す（{rule.ja}）。", args=(("card", action.card), ("to", to)))]


def next_seat(state: Table, player: int) -> int | None:
    """The next player in the turn direction who holds cards (``None``: nobody else does)."""
    hands, n, d = state.hands, state.game.n, state.standing.direction
    for i in range(1, n):
        q = (player + d * i) % n
        if hands[q]:
            return q
    return None
