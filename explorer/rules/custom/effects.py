"""The standard effects a data rule may have, defined once, and the words for them in both languages.

Effects: clear the field, skip N players, reverse the turn order, give N cards, discard N cards, invert
strength until the field clears, lock suit / colour / parity / rank until the field clears.  Each event and
refusal names the trigger in words (``A 5``, ``［5］が出た``), so a table's own rule explains itself.

>>> from explorer.rules.custom.spec import Trigger
>>> trigger_words(Trigger(ranks=(2,))), trigger_words(Trigger(ranks=(6,), count=2, per="play"))
(('A 5', '［5］が出た'), ('Two 9s', '［9］2枚が出た'))
>>> trigger_words(Trigger(suits=(1, 2))), trigger_words(Trigger(ranks=(11,)))
(('A red card', '赤のカードが出た'), ('An A', '［1］が出た'))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from explorer.engine.actions import Action, Choose, Give
from explorer.engine.cards import RANKS, SUITS, card_str, card_text, distinct_cards
from explorer.engine.events import Event
from explorer.engine.melds import Meld
from explorer.engine.places import DISCARD
from explorer.rules.cards.c15_number_lock import next_rank
from explorer.rules.cards.c19_j_back import Inversion
from explorer.rules.classic.pattern_lock import colours, parity
from explorer.rules.local import gave, next_seat
from explorer.engine.contract import declare_data, Refusal, RuleData
from explorer.engine.table_values import Move, ReverseOrder, Skip

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.rules.custom.data_rule import DataRule
    from explorer.rules.custom.spec import Trigger
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table

_NUMBERS = {1: "One", 2: "Two", 3: "Three", 4: "Four"}


@dataclass(frozen=True, slots=True)
class DataLocks(RuleData):
    """The locks data rules set on this field: ((rule id@holder, locked pattern), …)."""

    lasts: ClassVar[str] = "field"
    value: tuple[tuple[str, object], ...] = ()


@dataclass(frozen=True, slots=True)
class DataOwed(RuleData):
    """Cards a data rule's give/discard effect still asks for in this play: ((rule id@holder, cards left), …)."""

    lasts: ClassVar[str] = "round"
    value: tuple[tuple[str, int], ...] = ()


def _key(rule: DataRule) -> str:
    return f"{rule.id}@{rule.holder}"


def _get(pairs: tuple[tuple[str, object], ...] | tuple[tuple[str, int], ...], key: str) -> object:
    return next((v for k, v in pairs if k == key), None)


def _rank_ja(rank: int) -> str:
    return "1" if RANKS[rank] == "A" else RANKS[rank]


def trigger_words(t: Trigger) -> tuple[str, str]:
    """The trigger as the subject of an event: (English noun phrase, Japanese clause ending in が出た)."""
    if t.ranks:
        en_r = " or ".join(RANKS[r] for r in t.ranks)
        ja_r = "］か［".join(_rank_ja(r) for r in t.ranks)
        if t.count is not None:
            return f"{_NUMBERS[t.count]} {en_r}s", f"［{ja_r}］{t.count}枚が出た"
        return f"{'An' if en_r[0] in 'A8' else 'A'} {en_r}", f"［{ja_r}］が出た"
    if t.suits:
        if set(t.suits) == {1, 2}:
            en_s, ja_s = "red", "赤"
        elif set(t.suits) == {0, 3}:
            en_s, ja_s = "black", "黒"
        else:
            en_s = ja_s = "".join(SUITS[s] for s in t.suits)
        if t.count is not None:
            return f"{_NUMBERS[t.count]} {en_s} cards", f"{ja_s}のカード{t.count}枚が出た"
        return f"A {en_s} card", f"{ja_s}のカードが出た"
    n = t.count or 1
    return f"A play of {n} card{'s' if n > 1 else ''}", f"{n}枚出しが出た"


def describe(kind: str, value: object) -> tuple[str, str]:
    """A locked pattern in words (English, Japanese)."""
    if kind == "colour":
        assert isinstance(value, tuple)
        red, black = value
        en = " and ".join(w for w in (f"{red} red" if red else "", f"{black} black" if black else "") if w)
        ja = "と".join(w for w in (f"赤{red}枚" if red else "", f"黒{black}枚" if black else "") if w)
        return en + (" card" if red + black == 1 else " cards"), ja
    if kind == "parity":
        return ("even ranks", "偶数") if value == 0 else ("odd ranks", "奇数")
    if kind == "suit":
        assert isinstance(value, int)
        s = "".join(SUITS[i] for i in range(4) if value >> i & 1)
        return s, s
    assert isinstance(value, int)
    if 0 <= value < len(RANKS):
        return f"the rank {RANKS[value]}", f"［{_rank_ja(value)}］"
    return "no rank (none is left)", "続く数字がない状態"


def pattern(kind: str, meld: Meld, inverted: bool) -> object:
    """The pattern of ``meld`` a lock of ``kind`` locks (``None``: it has none, a lone joker or mixed parity)."""
    if meld.is_lone_joker:
        return None
    if kind == "colour":
        return colours(meld)
    if kind == "parity":
        return parity(meld)
    if kind == "suit":
        return meld.suits
    return next_rank(meld, inverted)


def _lock(rule: DataRule, state: Table, meld: Meld) -> tuple[str, str] | None:
    """Lock the field to ``meld``'s pattern; the pattern in words, or ``None`` when it has none."""
    kind = rule.spec.effect.lock
    assert kind is not None
    value = pattern(kind, meld, state.inverted)
    if value is None:
        return None
    locks = state.rule_data(DataLocks).value
    state.set_rule_data(DataLocks(tuple(p for p in locks if p[0] != _key(rule)) + ((_key(rule), value),)))
    return describe(kind, value)


def follows(rule: DataRule, state: Table, player: int, meld: Meld) -> list[Event]:
    """Track the trick: a rank lock moves on with each play; a ``follows`` trigger locks on a repeat."""
    key, kind = _key(rule), rule.spec.effect.lock
    locked = _get(state.rule_data(DataLocks).value, key)
    if locked is not None:
        if kind == "rank" and not meld.is_lone_joker:
            _lock(rule, state, meld)
        return []
    t = rule.spec.trigger.follows
    trick = state.trick
    if t is None or len(trick) < 2 or not rule.applies(player) or meld.is_lone_joker:
        return []
    prev = trick[-2][1]
    if prev.is_lone_joker:
        return []
    if t == "rank":
        same = prev.kind is meld.kind and next_rank(prev, state.inverted) == meld.rank
    else:
        here = pattern(t, meld, state.inverted)
        same = here is not None and pattern(t, prev, state.inverted) == here
    if not same:
        return []
    words = _lock(rule, state, meld)
    if words is None:
        return []
    en, ja = words
    what_en, what_ja = describe(t, pattern(t, meld, state.inverted)) if t != "rank" else ("consecutive ranks", "連番")
    return [Event(rule.id, "lock", player,
                  f"Two plays in a row of {what_en}: locked to {en} until the field clears.",
                  f"{what_ja}が2回続いたので、場が流れるまで{ja}しか出せない（{rule.ja}）。")]


def forbid(rule: DataRule, state: Table, meld: Meld) -> Refusal | None:
    """Refuse a play that does not have the locked pattern (a lone joker is exempt)."""
    kind = rule.spec.effect.lock
    assert kind is not None
    locked = _get(state.rule_data(DataLocks).value, _key(rule))
    if locked is None or meld.is_lone_joker:
        return None
    here = meld.rank if kind == "rank" else pattern(kind, meld, state.inverted)
    if here == locked:
        return None
    en, ja = describe(kind, locked)
    if kind == "rank":
        return Refusal(rule.id, f"the field is locked; the next play must be {en}",
                       f"場が流れるまで、次は{ja}でなければ出せない", "locked")
    return Refusal(rule.id, f"the field is locked to {en}", f"場は{ja}に縛られている", "locked")


def apply(rule: DataRule, state: Table, ctx: PlayContext, card: Card | None) -> None:
    """Carry out ``rule``'s effect for a play (``card``: the played card that fired it, if one did)."""
    e = rule.spec.effect
    t_en, t_ja = trigger_words(rule.spec.trigger)
    fire = ctx.fire
    if e.kind == "clear":
        ctx.clear = True
        fire(rule, "cut", f"{t_en}: the field clears, and the player leads again.",
             f"{t_ja}ので場が流れ、出した人から再開する。", card)
    elif e.kind == "skip":
        state.perform(Skip(e.count))
        en = "the next player is skipped" if e.count == 1 else f"the next {e.count} players are skipped"
        ja = "次の人を飛ばす" if e.count == 1 else f"次の{e.count}人を飛ばす"
        fire(rule, "skip", f"{t_en}: {en}.", f"{t_ja}ので{ja}。", card)
    elif e.kind == "reverse":
        state.perform(ReverseOrder())
        fire(rule, "reverse_order", f"{t_en}: the turn order is reversed.", f"{t_ja}ので順番が逆回りになる。", card)
    elif e.kind == "invert":
        flipped = not state.rule_data(Inversion).value
        state.set_rule_data(Inversion(flipped))
        if flipped:
            fire(rule, "reverse", f"{t_en}: strength is inverted until the field clears.",
                 f"{t_ja}ので場が流れるまで強さが逆転する。", card)
        else:
            fire(rule, "reverse", f"{t_en}: strength flips back.", f"{t_ja}ので強さが元に戻る。", card)
    elif e.kind == "lock":
        words = _lock(rule, state, ctx.meld)
        if words is not None:
            fire(rule, "lock", f"{t_en}: the field is locked to {words[0]} until it clears.",
                 f"{t_ja}ので、場が流れるまで{words[1]}しか出せない。", card)
    else:  # give, discard: ask, then ask again for each card still owed
        if card is not None:
            ctx.fired_cards |= 1 << card
        _owe(state, rule, e.count)
        _ask(rule, state, ctx.player, ctx)


def _owe(state: Table, rule: DataRule, n: int) -> None:
    owed = tuple(p for p in state.rule_data(DataOwed).value if p[0] != _key(rule))
    state.set_rule_data(DataOwed(owed + (((_key(rule), n),) if n > 0 else ())))


def _ask(rule: DataRule, state: Table, p: int, ctx: PlayContext | None) -> None:
    """Ask ``p`` for the next card owed (nothing to give or discard: nothing more happens)."""
    e = rule.spec.effect
    hand = state.hands[p]
    if e.kind == "give":
        to = state.game.options.of(e.to_option) if e.to_option else e.to
        if to == "choose":
            recipients = [q for q in range(state.game.n) if q != p and state.hands[q]]
        else:
            q = next_seat(state, p)
            recipients = [] if q is None else [q]
        if not hand or not recipients:
            _owe(state, rule, 0)
            if ctx is not None:
                ctx.fire(rule, "give", "No card left to give: nothing happens.", "渡すカードがないので何も起きない。")
            return
        names = ", ".join(state.game.players[t] for t in recipients)
        names_ja = "、".join(state.game.players[t] for t in recipients)
        state.ask(rule, p, "give", tuple(Give(p, c, t) for t in recipients for c in distinct_cards(hand)),
                  f"{state.game.players[p]} gives one card to {names}.",
                  f"{state.game.players[p]}は手札を1枚{names_ja}に渡す。")
        return
    if not hand:
        _owe(state, rule, 0)
        if ctx is not None:
            ctx.fire(rule, "discard", "No card left to discard: nothing happens.", "捨てるカードがないので何も起きない。")
        return
    state.ask(rule, p, "discard", tuple(Choose(p, "discard", 1 << c) for c in distinct_cards(hand)),
              f"{state.game.players[p]} discards one card.", f"{state.game.players[p]}は手札を1枚捨てる。")


def chosen(rule: DataRule, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
    """Carry out the card given or discarded, then ask for the next one owed."""
    if isinstance(action, Give):
        events = gave(rule, state, action)
    else:
        assert isinstance(action, Choose) and isinstance(action.value, int)
        p = action.player
        state.perform(Move(action.value, p, DISCARD))
        card = action.value.bit_length() - 1
        name, c = state.game.players[p], card_str(card)
        events = [Event(rule.id, "discard", p, f"{name} discards {c} ({rule.en.lower()}).",
                        f"{name}が{card_text(card, 'ja')}を捨てる（{rule.ja}）。", args=(("cards", 1 << card),))]
    left = _get(state.rule_data(DataOwed).value, _key(rule))
    n = (left if isinstance(left, int) else 1) - 1
    _owe(state, rule, n)
    if n > 0:
        _ask(rule, state, action.player, None)
    return events




declare_data(public=(DataLocks, DataOwed,))
