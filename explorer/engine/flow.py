"""What an action does: a play and its effects resolved one by one, a pass, a finish, the field clearing,
and the round's phases from the deal to the scoring (boardgame.io style, with begin/end hooks).

Deal → law phase → house-rule draft (mad mode) → exchange (not in round 1) → trim to 7 → the start player is
named → play → round end and scoring.  Functions of a :class:`~explorer.engine.state.State`:
:meth:`State.push <explorer.engine.state.State.push>` checks an action and hands it to :func:`apply`.
"""

from __future__ import annotations

import _random
import hashlib
import random
from itertools import permutations
from typing import TYPE_CHECKING, Final

from explorer.engine import legality
from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import CardMask, card_list, card_str, card_text, mask_str, mask_text
from explorer.engine.contract import PlayContext, Rule
from explorer.engine.errors import IllegalMoveError, PositionError
from explorer.engine.events import Event
from explorer.engine.game import PLACE_POINTS, DecisionKind, Mode, Pending, Phase
from explorer.engine.melds import JOKER_FACE, Meld
from explorer.engine.places import DISCARD, FIELD, OUT_OF_PLAY
from explorer.engine.table_values import (
    AddPoints, AddToDeck, Effect, Finish, Move, MoveAll, PlaceFirst, ReverseOrder, SendToLast,
    SetPreviousOrder, Skip, Standing,
)

if TYPE_CHECKING:
    from explorer.engine.state import State


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)``, the same permutation drawn the same way (CPython's Fisher-Yates on
    ``getrandbits``), in compiled code: ``random.shuffle`` runs as Python, about 3% of an all-laws game's time.

    >>> a, b = list(range(54)), list(range(54))
    >>> random.Random("x").shuffle(a); shuffle(random.Random("x"), b); a == b
    True
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]



def seeded_random(text: str) -> random.Random:
    """``random.Random(text)``: the same generator, seeded as ``Random.seed`` seeds a string (version 2: the text's
    bytes and their SHA-512 read as one integer), without its interpreted ``__init__`` and ``seed`` (once a round,
    a few hundred instructions a decision of random play).

    >>> a, b = random.Random("7:deal:2"), seeded_random("7:deal:2")
    >>> a.getstate() == b.getstate(), a.getrandbits(40) == b.getrandbits(40)
    (True, True)
    """
    raw = text.encode()
    rng = random.Random.__new__(random.Random)
    _random.Random.seed(rng, int.from_bytes(raw + hashlib.sha512(raw).digest(), "big"))
    setattr(rng, "gauss_next", None)  # as Random.seed leaves it (gauss() reads it)
    return rng


def standing(s: State) -> Standing:
    """:attr:`State.standing`: the one made last while the round stands as it did (making the named tuple is a generic
    call, ~1,300 instructions; comparing its fields is not), else one made as the named tuple's own ``__new__``
    (interpreted) makes it."""
    last = s._standing
    fallen = s.fallen
    # compared field by field: no tuple of the fields built (and the deck's int boxed) only to compare it
    if last is not None and last[1] == s.turn and last[0] == s.round and last[2] == s.direction \
            and last[3] == s.finished and last[4] == fallen and last[5] == s.king and last[6] == s.prev_order \
            and last[7] == s.deck:
        return last
    last = s._standing = tuple.__new__(
        Standing, (s.round, s.turn, s.direction, s.finished, fallen, s.king, s.prev_order, s.deck))
    return last


def apply(s: State, action: Action) -> list[Event]:
    pend = s._pending
    if pend is not None and pend.kind is DecisionKind.PLAY:  # the common case first
        if type(action) is Play:
            return _play(s, action.player, action.meld, action.join)
        if type(action) is Pass:
            return _pass(s, action.player)
    if isinstance(action, Choose) and s.rules.window_rule(action.kind) is not None:
        return _window(s, action)
    if s._pending is not None and s._pending.kind is DecisionKind.CHOICE:
        return _choose(s, action)
    if isinstance(action, Play):
        return _play(s, action.player, action.meld, action.join)
    if isinstance(action, Pass):
        return _pass(s, action.player)
    if isinstance(action, Pick):
        return _pick(s, action.player, action.rule)
    if isinstance(action, Give):
        return _give(s, action)
    if isinstance(action, Trim):
        return _trim(s, action.player, action.cards)
    if isinstance(action, NameStart):
        return _name_start(s, action.player, action.target)
    raise IllegalMoveError("choice", "no effect is waiting for a choice", "選択を待っている効果はない")

# -- play and pass ---------------------------------------------------------------


def _play(s: State, player: int, meld: Meld, join: bool = False) -> list[Event]:
    name = s.players[player]
    events = [play_event(name, player, meld)]
    under = s.field
    rules = s.rules
    layer, laid = legality.lay(s, player, meld) if join else (None, meld)
    if layer is not None:
        events.append(Event(layer.id, "fuse", player, f"{meld} joins the field's meld: {laid}",
                            f"{meld.text('ja')}を場のカードと合わせて{laid.text('ja')}にする"))
    s.move(meld.cards, player, FIELD)
    s.field = laid
    s.field_by = player
    s.trick += ((player, laid),)
    if not rules.passes_hold:  # else a pass holds until the field clears (Rule.passes_hold)
        s.passed = 0
    s.last_player = player
    for r in rules.observe:
        told = r.observe(s, player, meld)
        if told:  # most plays: none (no list extended, no concatenation made)
            events.extend(told)
    ctx = PlayContext(player, meld, s.inverted, under, laid)
    index = rules.index
    if rules.card_effect:
        effects = rules.card_effect
        may_fire = rules.card_effect_ranks  # a rule is asked only about a face of a rank it may fire on
        for phys, face in meld.faces:
            rank_bit = 1 << (face >> 2)
            for k in range(len(effects)):
                if may_fire[k] & rank_bit:
                    r = effects[k]
                    if r.fires_on(s, ctx, phys, face):
                        ctx.queue.append((index[id(r)], phys, face))
    firing: list[Rule] = []  # the rules that fire, once each, in queue order (dict.fromkeys: a generic call)
    if len(ctx.queue) >= 2:  # fewer than two entries: no order to choose
        seen = 0
        for i, _, _ in ctx.queue:
            if not seen >> i & 1:
                seen |= 1 << i
                firing.append(rules.rules[i])
    ctx.queue += rules.play_effect_queue
    if len(firing) >= 2 and not all(r.commutes for r in firing):
        orders = tuple(permutations(r.id for r in firing))
        s.ask(None, player, "order", tuple(Choose(player, "order", o) for o in orders),
                 "Several effects fire: choose the order they resolve in.",
                 "複数の効果が発動する：処理する順番を選ぶ。")
        return _joined(events, pause(s, ctx))
    return _joined(events, _resolve(s, ctx))


def _joined(events: list[Event], more: list[Event]) -> list[Event]:
    """``events + more``, made by extending ``events`` (a list the caller made and hands on: no new list, and none
    extended when ``more`` is empty, as it is after most plays and passes)."""
    if more:
        events.extend(more)
    return events


def pause(s: State, ctx: PlayContext | None) -> list[Event]:
    assert s.choice is not None
    s.resolving = ctx
    s._pending = Pending(s.choice.player, DecisionKind.CHOICE)
    if ctx is None:
        return []
    out, ctx.events = ctx.events, []
    return out


def _resolve(s: State, ctx: PlayContext) -> list[Event]:
    """Resolve the queued effects one by one, then count the hand (RULES.md, "Processing a play")."""
    rules = s.rules.rules
    # read in order by index, the resolved entries dropped at once when the play pauses or ends (list.pop(0)
    # compiled moves the rest of the list every time): no effect reads or changes the queue meanwhile, only
    # what reads a paused play does (the order choice, a key of the position)
    queue = ctx.queue
    k = 0
    while k < len(queue):
        i, card, face = queue[k]
        k += 1
        on_field = s.field_cards
        # the seats holding cards before the effect, noted by the state at its first change of a hand (most
        # effects change none: then no hand was emptied and none need be counted)
        outer = s.held_before
        s.held_before = -2
        try:
            if card < 0:
                rules[i].play_effect(s, ctx)
            else:
                rules[i].card_effect(s, ctx, card, face)
        finally:
            holding = s.held_before
            s.held_before = holding if outer == -2 and holding >= 0 else outer
        if on_field & ~s.field_cards:
            ctx.events += _reread(s, ctx.player)
        if holding >= 0:
            _emptied(s, ctx, holding, i)
        if s.choice is not None:
            del queue[:k]
            return pause(s, ctx)
    queue.clear()
    return _conclude(s, ctx)


def seats_holding(s: State) -> int:
    """The seats that hold cards now, as bits (:meth:`_emptied` compares after an effect)."""
    out = 0
    hands = s.hands
    for p in range(len(hands)):  # not enumerate: compiled, that makes a tuple per seat
        if hands[p]:
            out |= 1 << p
    return out


def _emptied(s: State, ctx: PlayContext, holding: int, rule: int) -> None:
    """After one step of an effect (rule index ``rule``) of ``ctx``'s play: note the hands it emptied.

    No hand is counted before every effect of the play has resolved (seed 004: 「③ 「②」の処理が終わった時点での
    手札の枚数を確認」): the effect that last emptied the player's own hand is noted for the forbidden-finish rule
    (:attr:`PlayContext.emptied_by`), and any other hand it emptied is noted in :attr:`PlayContext.emptied`; that
    player stays in the round meanwhile (a second King exchange gives them a card: 「0枚の手札を交換し、1枚を受け
    取る」), and :func:`_conclude` counts every hand.
    """
    if seats_holding(s) == holding:
        return
    p = ctx.player
    if holding >> p & 1 and not s.hands[p]:
        ctx.emptied_by = rule
    for q in range(s.n):
        if q != p and holding >> q & 1 and not s.hands[q]:
            ctx.emptied |= 1 << q


def _count_others(s: State, ctx: PlayContext) -> list[Event]:
    """Seed 004's ③ for the other players: a hand an effect of ``ctx``'s play emptied and none refilled is a finish
    now, in turn order from the player, before the player's own hand is counted, and never a forbidden finish (they
    put no card on the field to finish with), so nobody is left in the turn order without cards.  The set-aside hand
    of a player already sent to last place (a fallen king) is no finish."""
    events: list[Event] = []
    if not ctx.emptied:
        return events
    p = ctx.player
    for k in range(1, s.n):
        q = (p + s.direction * k) % s.n
        if ctx.emptied >> q & 1 and not s.hands[q] and q not in s.finished and q not in s.bottom:
            events += finish(s, q, False)
    ctx.emptied = 0
    return events


def under_top(s: State) -> tuple[Meld, int] | None:
    """The meld under the top of the field as the field now shows it, with the suits of its cards still there.

    An effect may have taken cards from the field (card 10): a meld all of whose cards were taken is
    gone, and the one under it shows.  ``None`` when nothing lies under the top meld.
    """
    on_field = s.field_cards & ~(s.field.cards if s.field is not None else 0)  # a fused top is whole
    for _, meld in reversed(s.trick[:-1]):
        if meld.cards & on_field:
            suits = 0
            for phys, face in meld.faces:
                if on_field >> phys & 1 and face != JOKER_FACE:
                    suits |= 1 << (face & 3)
            return meld, suits
    return None


def _reread(s: State, player: int) -> list[Event]:
    """An effect of ``player``'s play took cards from the field: the rules that read it read it again."""
    if s.field is None:
        return []
    events: list[Event] = []
    for r in s.rules.reread:
        events += r.reread(s, player)
    return events


def _conclude(s: State, ctx: PlayContext) -> list[Event]:
    player = ctx.player
    rules = s.rules
    events = ctx.events
    ctx.events = []
    if ctx.emptied:
        events += _count_others(s, ctx)
    # the hand of a player sent to last place was set aside (a fallen king): no finish, whatever emptied it
    out = not s.hands[player] and player not in s.finished and player not in s.bottom
    if out:
        for r in rules.on_finish:
            if not rules.is_waived(r, player):
                r.on_finish(s, ctx)
        events += ctx.events
        ctx.events = []
        events += finish(s, player, ctx.to_last)
    skips, s.skips = s.skips, 0
    if ctx.clear and s.field is not None:
        events += _clear_field(s)
        s.turn = player if s.hands[player] else s.next_active(player)
    elif rules.passes_hold and s.field is not None and _all_passed(s):
        # the play emptied the hand of the one player who had not passed: nobody holding cards is left to
        # answer it, and the field clears at once (a pass holds until the field clears: Rule.passes_hold)
        events += _clear_field(s)
        s.turn = player if s.hands[player] else s.next_active(player)
    else:
        s.turn = _next_turn(s, player)
        if skips:
            events += _skip(s, player, skips)
    return _joined(events, _after_turn(s))


def _skip(s: State, player: int, skips: int) -> list[Event]:
    """Skip the next ``skips`` players after ``player``'s play (the :class:`~explorer.engine.table_values.Skip` effect): each counts as a pass;
    when everyone else has so passed, the field clears as after passes and ``player`` leads."""
    events: list[Event] = []
    while skips and s.turn != player:
        name = s.players[s.turn]
        events.append(Event(None, "skip", s.turn, f"{name} is skipped (counts as a pass)",
                            f"{name}は飛ばされる（パス扱い）", args=()))
        s.passed |= 1 << s.turn
        skips -= 1
        s.turn = s.next_active(s.turn)
    if s.field is not None and _all_passed(s):
        last = s.last_player
        events += _clear_field(s)
        if last is not None:
            s.turn = last if s.hands[last] else s.next_active(last)
    return events


def _choose(s: State, action: Action) -> list[Event]:
    req = s.choice
    assert req is not None
    _answered(s)
    ctx = s.resolving
    s.resolving = None
    if req.rule is None:  # the engine's own question: the order of effects
        assert isinstance(action, Choose) and isinstance(action.value, tuple) and ctx is not None
        order = {rid: k for k, rid in enumerate(action.value)}
        rules = s.rules.rules
        ctx.queue.sort(key=lambda item: (item[1] < 0, order.get(rules[item[0]].id, len(order))))
        name = s.players[action.player]
        events = [Event(None, "order", action.player, f"{name} resolves {', '.join(action.value)} in that order",
                        f"{name}は効果を{'→'.join(legality.rule_in_text_ja(s, r) for r in action.value)}の順に処理する",
                        args=(("order", tuple(action.value)),))]
    else:
        owner = s.rules.owner(req.rule, req.holder)
        assert owner is not None
        on_field = s.field_cards
        holding = seats_holding(s)
        events = owner.on_choice(s, ctx, action)
        if ctx is not None and on_field & ~s.field_cards:
            events += _reread(s, ctx.player)
        if ctx is not None:
            _emptied(s, ctx, holding, s.rules.index[id(owner)])
    if s.choice is not None:
        return events + pause(s, ctx)
    if ctx is not None:
        return events + _resolve(s, ctx)
    return events + _continue(s)


def _answered(s: State) -> None:
    """The pending choice is answered (its rule may ask another).

    A method, not ``s.choice = None`` in :meth:`_choose`: after that assignment the type checker
    takes ``s.choice`` to stay ``None`` through the rule's ``on_choice``, which may ask again, and the
    compiled engine (mypyc) enforces that narrowing at run time."""
    s.choice = None


def _continue(s: State) -> list[Event]:
    """Go on after a choice a phase hook or a window asked was answered."""
    step, s.after_choice = s.after_choice, None
    if step is None or step == "window":
        return _after_window(s)
    return _continue_to(s, step)


def window_actions(s: State) -> list[Action]:
    """Out-of-turn actions open now to any player (rules 01, 24, 25 …)."""
    if s.phase is not Phase.PLAY or s._pending is None or s.choice is not None:
        return []
    out: list[Action] = []
    for r in s.rules.window_actions:
        out += r.window_actions(s)
    return out


def _window(s: State, action: Choose) -> list[Event]:
    owner = s.rules.window_rule(action.kind)
    assert owner is not None
    events = owner.on_window(s, action)
    if s.choice is not None:
        s.after_choice = "window"
        return events + pause(s, None)
    return events + _after_window(s)


def _after_window(s: State) -> list[Event]:
    """After an out-of-turn action: whoever was to act still acts, if they can."""
    events: list[Event] = []
    if not s.hands[s.turn]:
        s.turn = s.next_active(s.turn)
    if s.field is not None and _all_passed(s):
        events += _clear_field(s)
        last = s.last_player
        if last is not None:
            s.turn = last if s.hands[last] else s.next_active(last)
    return events + _after_turn(s)


def perform(s: State, effect: Effect) -> list[Event]:
    """Do what a rule's effect asks (:mod:`explorer.engine.table_values`) and return the events it caused."""
    if isinstance(effect, Move):
        s.move(effect.cards, effect.src, effect.dst)
    elif isinstance(effect, MoveAll):
        s.move_all(effect.moves)
    elif isinstance(effect, Skip):
        s.skips += effect.players
    elif isinstance(effect, ReverseOrder):
        s.direction = -s.direction
    elif isinstance(effect, AddToDeck):
        s.deck |= effect.cards
    elif isinstance(effect, SetPreviousOrder):
        s.prev_order, s.king = effect.order, effect.order[0]
    elif isinstance(effect, Finish):
        return finish(s, effect.player, effect.to_last)
    elif isinstance(effect, SendToLast):
        send_to_last(s, effect.player)
    elif isinstance(effect, PlaceFirst):
        return place_first(s, effect.player)
    elif isinstance(effect, AddPoints):
        s.points = tuple(v + d for v, d in zip(s.points, effect.points))
    else:
        raise TypeError(f"not an effect: {effect!r}")
    return []


def finish(s: State, player: int, to_last: bool) -> list[Event]:
    name = s.players[player]
    s.finished += (player,)
    events: list[Event] = []
    if to_last:  # a rule's ruling: this finish counts for last place
        s.bottom += (player,)
        return events
    normal = _normal_finishers(s)
    events.append(Event(None, "finish", player, f"{name} is out of cards (place {len(normal)})",
                        f"{name}があがった（{len(normal)}位）", args=(("place", len(normal)),)))
    if len(normal) == 1:
        events += _crown(s, player)
    return events


def _crown(s: State, player: int) -> list[Event]:
    """``player`` is the first of the round: the reigning king may fall, then ``player`` is king."""
    events: list[Event] = []
    for r in s.rules.on_first_place:
        events += r.on_first_place(s, player)
    s.king = player
    return events


def _normal_finishers(s: State) -> list[int]:
    bottom = s.bottom
    return [p for p in s.finished if p not in bottom]


def send_to_last(s: State, player: int) -> None:
    """``player`` leaves the round for its last place (whoever is sent later goes below; their cards leave
    play): no longer a finisher, never to act again this round."""
    s.move(s.hands[player], player, OUT_OF_PLAY)
    s.finished = tuple(p for p in s.finished if p != player)
    s.bottom = tuple(p for p in s.bottom if p != player) + (player,)


def place_first(s: State, player: int) -> list[Event]:
    """``player`` is 1st of the round at once (their cards leave play), out of last place if they had been sent
    there (docs/readings.md, "A revolution that wins the round").  The first-place hooks run as for a normal
    first finish, unless ``player`` was 1st already."""
    before = _normal_finishers(s)
    s.move(s.hands[player], player, OUT_OF_PLAY)
    s.bottom = tuple(p for p in s.bottom if p != player)
    s.finished = (player,) + tuple(p for p in s.finished if p != player)
    if not before or before[0] != player:
        return _crown(s, player)
    return []


def _next_turn(s: State, player: int) -> int:
    """Who acts after ``player``: the next seat holding cards; while a pass holds until the field clears
    (:attr:`Rule.passes_hold <explorer.engine.contract.Rule.passes_hold>`), the next one who has not passed."""
    if not s.rules.passes_hold:
        return s.next_active(player)
    q = player
    for _ in range(s.n):
        q = s.next_active(q)
        if not s.passed >> q & 1:
            return q
    return s.next_active(player)


def _all_passed(s: State) -> bool:
    """Everyone still holding cards, but the last player, has passed since the last play (while a pass holds
    until the field clears: everyone still holding cards, the last player too)."""
    last = s.last_player if not s.rules.passes_hold else None
    passed = s.passed
    for p, hand in enumerate(s.hands):
        if hand and p != last and not passed >> p & 1:
            return False
    return True


def _pass(s: State, player: int) -> list[Event]:
    name = s.players[player]
    events = [_pass_event(name, player)]
    s.passed |= 1 << player
    if _all_passed(s):
        last = s.last_player
        if s.field is not None:
            events += _clear_field(s)
        else:  # every one to lead passed (a rule lets a leader pass): the lead goes back as after a clear
            s.passed = 0
        if last is None:
            last = player
        s.turn = last if s.hands[last] else s.next_active(last)
    else:
        s.turn = _next_turn(s, player)
    return _joined(events, _after_turn(s))


def _clear_field(s: State) -> list[Event]:
    s.field = None  # the top meld leaves with the rest
    s.move(s.field_cards, FIELD, DISCARD)
    s.field_by = None
    s.trick = ()
    s._end_rule_data("field")  # J-back's inversion, the locks … as their rules declare
    s.passed = 0
    events = [_CLEAR_EVENT]
    for r in s.rules.on_field_clear:
        events += r.on_field_clear(s)
    return events


def _after_turn(s: State) -> list[Event]:
    if _round_done(s):
        return end_round(s)
    s._pending = _play_pending(s.turn)
    return []


def places(s: State) -> dict[int, int]:
    """Places decided so far this round (seat → place, 1 = first).

    Normal finishers rank first in finishing order; the bottom places go to those sent to last place, the
    latest last and each earlier one a place higher, unless a rule in force orders them otherwise
    (:meth:`Rule.last_places`).
    """
    out: dict[int, int] = {}
    top = _normal_finishers(s)
    for i, p in enumerate(top):
        out[p] = i + 1
    bottom = s.bottom
    if len(bottom) > 1:
        for r in s.rules.last_places:
            bottom = r.last_places(s, bottom)
    for i, p in enumerate(reversed(bottom)):
        out[p] = s.n - i
    if s.phase is Phase.OVER or _round_done(s):
        rest = [p for p in range(s.n) if p not in out]
        for i, p in enumerate(rest):
            out[p] = len(top) + 1 + i
    return out


def _round_done(s: State) -> bool:
    if s.phase is not Phase.PLAY:
        return False
    holding = False
    for hand in s.hands:
        if hand:
            if holding:
                return False  # a second player still holds cards
            holding = True
    return True


def _then(s: State, events: list[Event], step: str) -> list[Event]:
    """Go on to ``step`` of the set-up, unless a phase hook asked a choice first."""
    if s.choice is not None:
        s.after_choice = step
        s.resolving = None
        s._pending = Pending(s.choice.player, DecisionKind.CHOICE)
        return events
    return events + _continue_to(s, step)


def _continue_to(s: State, step: str) -> list[Event]:
    if step == "trim":
        return to_trim(s)
    if step == "start":
        return _to_start(s)
    if step == "play":
        return _begin_play(s)
    raise AssertionError(f"unknown set-up step {step!r}")


def _victory_points(s: State) -> list[Event]:
    """Mad mode: the points printed on each house-rule card its holder keeps, added at game end."""
    events: list[Event] = []
    override = dict(s.options.victory_points)
    pts = list(s.points)
    for seat, ids in enumerate(s.house):
        for rid in ids:
            vp = override.get(rid, s.game.book.card(rid).victory_points or 0)
            if vp:
                pts[seat] += vp
                events.append(Event(rid, "victory_points", seat, f"{s.players[seat]} scores {vp} for house rule {rid}",
                                    f"{s.players[seat]}は家訓{legality.rule_in_text_ja(s, rid)}の勝利点{vp}点を得る",
                                    args=(("n", vp), ("rule", rid))))
    s.points = tuple(pts)
    return events


def end_round(s: State) -> list[Event]:
    events = _phase_hooks(s, Phase.PLAY, begin=False)
    placed = places(s)
    order = tuple(sorted(placed, key=placed.__getitem__))
    pts = list(s.points)
    for p, place in placed.items():
        pts[p] += PLACE_POINTS.get(place, 0)
    s.points = tuple(pts)
    s.prev_order = order
    s.king = order[0]
    ranking = ", ".join(f"{i + 1}. {s.players[p]}" for i, p in enumerate(order))
    events.append(Event(None, "round_over", None, f"Round {s.round} is over: {ranking}",
                        f"第{s.round}ラウンド終了：" + "、".join(
                            f"{i + 1}位{s.players[p]}" for i, p in enumerate(order)),
                        args=(("round", s.round), ("ranking", order))))
    if s.round >= s.rounds_total:
        s.phase = Phase.OVER
        s._pending = None
        events += _victory_points(s)
        best = max(s.points)
        winners = " & ".join(s.players[p] for p in range(s.n) if s.points[p] == best)
        events.append(Event(None, "game_over", None, f"Game over: {winners} wins with {best} points",
                            f"ゲーム終了：{'と'.join(s.players[p] for p in range(s.n) if s.points[p] == best)}が{best}点で勝利",
                            args=(("winners", tuple(p for p in range(s.n) if s.points[p] == best)),
                                  ("points", best))))
        return events
    return events + begin_round(s)


def begin_round(s: State) -> list[Event]:
    game = s.game
    s.round += 1
    s.phase = Phase.LAW
    cards = card_list(s.deck)
    shuffle(seeded_random(f"{game.seed}:deal:{s.round}"), cards)
    size = game.hand_size
    hands = [0] * s.n
    for i in range(s.n):
        hand = 0
        for k in range(i * size, min((i + 1) * size, len(cards))):  # as the slice did
            hand |= 1 << cards[k]
        hands[i] = hand
    s.hands = hands
    rest = 0
    for k in range(s.n * size, len(cards)):
        rest |= 1 << cards[k]
    s.out_of_play = rest
    s.discard = 0
    s.field, s.field_by, s.field_cards, s.trick = None, None, 0, ()
    s._end_rule_data("field", "round")
    s.passed, s.last_player = 0, None
    s.direction, s.skips = 1, 0
    s.finished, s.bottom = (), ()
    events = [Event(None, "deal", None, f"Round {s.round}: {size} cards dealt to each player",
                    f"第{s.round}ラウンド：各自に{size}枚配る")]
    if s.rule_deck:
        law, s.rule_deck = s.rule_deck[0], s.rule_deck[1:]
        s.laws += (law,)
        s._rebuild_rules()
        cls = s.game.book.card(law)
        no = f"{cls.number:02d}" if cls.number else ""  # a card of another deck has no number
        events.append(Event(law, "law", None, f"New law: {no} {cls.en}".replace(":  ", ": "),
                            f"法律フェイズ：{no}【{cls.ja}】が新しい法律になる", args=(("rule", law),)))
    events += _phase_hooks(s, Phase.LAW, begin=True)
    if game.mode is Mode.MAD:
        take = min(s.n, len(s.rule_deck))
        s.draft_pool, s.rule_deck = s.rule_deck[:take], s.rule_deck[take:]
        if s.prev_order:
            order = tuple(reversed(s.prev_order))
        else:
            order = tuple(range(s.n))
        s.queue = tuple((p, p) for p in order[:take])
        if take:
            s.phase = Phase.DRAFT
            events.append(Event(None, "draft", None, f"House-rule draft: {', '.join(s.draft_pool)}",
                                f"家訓フェイズ：家訓選択場に{'、'.join(legality.rule_in_text_ja(s, r) for r in s.draft_pool)}",
                                args=(("rules", s.draft_pool),)))
            s._pending = Pending(s.queue[0][0], DecisionKind.DRAFT)
            return events
    return events + to_exchange(s)


def _phase_hooks(s: State, phase: Phase, begin: bool) -> list[Event]:
    events: list[Event] = []
    for r in s.rules.on_phase:
        events += r.on_phase(s, phase, begin)
    return events


def _pick(s: State, player: int, rule: str) -> list[Event]:
    pool = list(s.draft_pool)
    pool.remove(rule)
    s.draft_pool = tuple(pool)
    house = list(s.house)
    house[player] = house[player] + (rule,)
    s.house = tuple(house)
    s._rebuild_rules()
    s.queue = s.queue[1:]
    cls = s.game.book.card(rule)
    name = s.players[player]
    no = f"{cls.number:02d}" if cls.number else ""  # a card of another deck has no number
    events = [Event(rule, "pick", player, f"{name} takes house rule {no} {cls.en}".replace("  ", " "),
                    f"{name}が家訓{no}【{cls.name_ja()}】を選ぶ",
                    args=(("rule", rule),))]
    if s.queue:
        s._pending = Pending(s.queue[0][0], DecisionKind.DRAFT)
        return events
    s.draft_pool = ()
    return events + to_exchange(s)


def to_exchange(s: State) -> list[Event]:
    king = s.king
    if s.round > 1 and king is not None:
        s.phase = Phase.EXCHANGE
        commoners = [(king + i) % s.n for i in range(1, s.n)]
        s.queue = tuple((c, king) for c in commoners) + tuple((king, c) for c in commoners)
        for r in s.rules.exchange_queue:
            s.queue = r.exchange_queue(s, s.queue)
        if not s.queue:
            return _phase_hooks(s, Phase.EXCHANGE, begin=True) + to_trim(s)
        s._pending = Pending(s.queue[0][0], DecisionKind.EXCHANGE)
        return _phase_hooks(s, Phase.EXCHANGE, begin=True)
    return to_trim(s)


def _give(s: State, action: Give) -> list[Event]:
    s.move(1 << action.card, action.player, action.to)
    s.queue = s.queue[1:]
    g, t = s.players[action.player], s.players[action.to]
    c = card_str(action.card)
    events = [Event(None, "give", action.player, f"{g} gives {c} to {t}", f"{g}が{t}に{card_text(action.card, 'ja')}を渡す",
                    args=(("card", action.card), ("to", action.to)))]
    if s.queue:
        s._pending = Pending(s.queue[0][0], DecisionKind.EXCHANGE)
        return events
    return _then(s, events + _phase_hooks(s, Phase.EXCHANGE, begin=False), "trim")


def to_trim(s: State) -> list[Event]:
    s.phase = Phase.TRIM
    s.queue = tuple((p, p) for p in range(s.n) if s.hands[p].bit_count() > legality.hand_limit(s, p))
    if s.queue:
        s._pending = Pending(s.queue[0][0], DecisionKind.TRIM)
        return []
    return _to_start(s)


def _trim(s: State, player: int, cards: CardMask) -> list[Event]:
    s.move(cards, player, DISCARD)
    s.queue = s.queue[1:]
    name = s.players[player]
    text = mask_str(cards)
    events = [Event(None, "trim", player, f"{name} discards {text or 'nothing'}",
                    f"{name}が{mask_text(cards, 'ja')}を捨てる" if cards else f"{name}は何も捨てない", args=(("cards", cards),))]
    if s.queue:
        s._pending = Pending(s.queue[0][0], DecisionKind.TRIM)
        return events
    return events + _to_start(s)




def _to_start(s: State) -> list[Event]:
    for r in s.rules.starts:  # a rule in force names the start player (UECda: the ♦3's holder)
        first = r.starts(s)
        if first is not None:
            s.phase = Phase.START
            s.turn = first
            name = s.players[first]
            events = [Event(r.id, "first_lead", first, f"{name} leads first ({r.en.lower()})",
                            f"{name}から始める（{r.ja}）")]
            return _then(s, events + _phase_hooks(s, Phase.START, begin=False), "play")
    s.phase = Phase.START
    chooser = s.prev_order[-1] if s.prev_order else 0
    s._pending = Pending(chooser, DecisionKind.START)
    return []


def _name_start(s: State, player: int, target: int) -> list[Event]:
    s.turn = target
    a, b = s.players[player], s.players[target]
    events = [Event(None, "start", player, f"{a} names {b} to start", f"{a}が{'自分' if a == b else b}をスタートプレイヤーに指定する",
                    args=(("target", target),))]
    return _then(s, events + _phase_hooks(s, Phase.START, begin=False), "play")


def _begin_play(s: State) -> list[Event]:
    s.phase = Phase.PLAY
    s._pending = Pending(s.turn, DecisionKind.PLAY)
    return _phase_hooks(s, Phase.PLAY, begin=True)


def position_phase(s: State, phase: str, draft: tuple[str, ...]) -> list[Event]:
    if s.field is not None:
        raise PositionError(f"{phase}: the field must be empty before play begins",
                            f"{phase}: プレイが始まる前は場が空でなければならない", where="phase")
    taken = set(s.laws) | {r for h in s.house for r in h}
    if taken & set(draft):
        raise PositionError(f"{sorted(taken & set(draft))} is already in force",
                            f"{sorted(taken & set(draft))}はすでに適用されている", where="draft")
    first = s.turn
    if phase == "draft":
        if not draft:
            raise PositionError("list the house-rule cards on offer",
                                "選べる家訓カードを並べて書く", where="draft")
        s.phase = Phase.DRAFT
        s.draft_pool = draft
        order = [(first + i) % s.n for i in range(s.n)][: len(draft)]
        s.queue = tuple((p, p) for p in order)
        s._pending = Pending(order[0], DecisionKind.DRAFT)
        return []
    if phase == "exchange":
        if s.king is None:
            raise PositionError("the exchange needs a reigning king",
                                "カード交換には今の王が必要", where="king")
        s.round = 2
        return to_exchange(s)
    if phase == "trim":
        return to_trim(s)
    if phase == "start":
        s.phase = Phase.START
        s._pending = Pending(first, DecisionKind.START)
        return []
    raise PositionError(f"expected play, draft, exchange, trim or start, got {phase!r}",
                        f"play、draft、exchange、trim、start のいずれかを書く（{phase!r}と書かれている）", where="phase")


# Made-once values in plain dicts, not functools.lru_cache: compiled, calling an lru_cache wrapper is a
# generic call to a Python object (the arguments boxed into a tuple), several times a dict lookup.
def play_event(name: str, player: int, meld: Meld) -> Event:
    """The event of ``name`` (seat ``player``) playing ``meld``, made once per seat and meld while the seat keeps its
    name (events are immutable; its two texts cost more than a play's other bookkeeping): :func:`make_play_event`."""
    while len(_PLAY_EVENTS) <= player:
        _PLAY_EVENTS.append({})
        _PLAY_NAMES.append("")
    table = _PLAY_EVENTS[player]
    if _PLAY_NAMES[player] != name:  # another game's players: its events name another player
        table.clear()
        _PLAY_NAMES[player] = name
    got = table.get(meld)
    if got is None:
        if len(table) >= _PLAY_EVENTS_MAX:
            table.clear()
        got = table[meld] = make_play_event(name, player, meld)
    return got


def make_play_event(name: str, player: int, meld: Meld) -> Event:
    """The event of ``name`` (seat ``player``) playing ``meld``, made anew (:func:`play_event` keeps them)."""
    return Event(None, "play", player, f"{name} plays {meld.notation()}", f"{name}が{meld.text('ja')}を出す",
                 args=(("cards", meld),))


_PLAY_EVENTS: Final[list[dict[Meld, Event]]] = []
""":func:`play_event`'s events, by seat, then by meld (equal melds play alike: one event serves them)."""
_PLAY_NAMES: Final[list[str]] = []
"""The name each seat's events in :data:`_PLAY_EVENTS` were made for."""
_PLAY_EVENTS_MAX: Final = 1 << 14
"""Past this many events for one seat, its table starts again (a bound on its memory in a long session)."""
_PASS_EVENTS: Final[list[Event | None]] = []
""":func:`_pass_event`'s events, by seat."""
_PASS_NAMES: Final[list[str]] = []
"""The name each seat's event in :data:`_PASS_EVENTS` was made for (another game's players replace it)."""
_PLAY_PENDINGS: Final[dict[int, Pending]] = {}


def _pass_event(name: str, player: int) -> Event:
    """The event of ``name`` (seat ``player``) passing, made once per seat and name (events are immutable; lists by
    seat: a dict on ``(name, seat)`` builds and hashes a tuple at each pass)."""
    while len(_PASS_EVENTS) <= player:
        _PASS_EVENTS.append(None)
        _PASS_NAMES.append("")
    got = _PASS_EVENTS[player]
    if got is None or _PASS_NAMES[player] != name:
        got = _PASS_EVENTS[player] = Event(None, "pass", player, f"{name} passes", f"{name}はパス", args=())
        _PASS_NAMES[player] = name
    return got


_CLEAR_EVENT: Final = Event(None, "clear", None, "The field clears to the discard pile.", "場が流れる。")


def _play_pending(player: int) -> Pending:
    """``Pending(player, PLAY)``, made once per seat (it is immutable)."""
    got = _PLAY_PENDINGS.get(player)
    if got is None:
        got = _PLAY_PENDINGS[player] = Pending(player, DecisionKind.PLAY)
    return got


