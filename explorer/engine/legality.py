"""What may be played now, and why not: the legal plays listed, and each refusal with the rule that says so.

Functions of a :class:`~explorer.engine.state.State` (its methods :meth:`~State.legal_melds`,
:meth:`~State.refusal`, :meth:`~State.refusal_of` … hand on to them); they read the state and ask the rules'
hooks, and change nothing but the listing's memo.

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="B",
...                         field="♠8", field_by="A")
>>> [str(m) for m in play_lists(s, 1, False)[0]]
['♦9']
>>> refusal(s, 2, s.candidate_melds(2)[0]) is None, refusal(s, 1, s.all_melds(0)[0]).en
(True, 'B does not hold ♠3')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Final, cast

from explorer.engine import movegen
from explorer.engine.action_lists import PlayOptions, TrimOptions
from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import (JOKER, JOKERS_MASK, NUM_RANKS, CardMask, card_text, distinct_card_list, mask_text,
                                   strongest_cards)
from explorer.engine.contract import Failure, Refusal, Rule, RuleSet, relaxing_now
from explorer.engine.game import DECISION_NAMES, DecisionKind, Phase
from explorer.engine.melds import Meld, MeldKind
from explorer.engine.table_values import HAND_LIMIT

if TYPE_CHECKING:
    from explorer.engine.state import State


def candidates(s: State, p: int) -> list[Meld]:
    hand = s.hands[p]
    field = s.field
    rules = s.rules
    ss = rules.suit_sensitive
    out: list[Meld]
    if field is None:
        out = [*movegen.joker_singles(hand, ss), *movegen.groups(hand, 1, ss),
               *movegen.groups(hand, 2, ss), *movegen.groups(hand, 3, ss), *movegen.groups(hand, 4, ss)]
    elif field.kind is MeldKind.GROUP:
        out = list(movegen.groups(hand, field.size, ss))
        if field.size == 1:
            out[:0] = movegen.joker_singles(hand, ss)
    else:
        out = []
    if rules.candidates:
        for r in rules.candidates:
            out.extend(r.candidates(s, p))
        out = list(dict.fromkeys(out))
    return out


def all_melds(s: State, player: int) -> list[Meld]:
    """Every meld ``player``'s hand can form, whatever the field (for explanations)."""
    hand = s.hands[player]
    ss = s.rules.suit_sensitive
    out = [*movegen.joker_singles(hand, ss)]
    for k in (1, 2, 3, 4):
        out.extend(movegen.groups(hand, k, ss))
    for k in (3, 4):
        out.extend(movegen.sequences(hand, k))
    return out


def listing_relax(s: State, p: int) -> dict[Failure, tuple[Rule, ...]]:
    """:attr:`RuleSet.relax_for` without the rules whose :meth:`Rule.may_relax` says no for ``p`` now
    (:func:`~explorer.engine.contract.relaxing_now`: asked once a listing, the rules' candidates read it)."""
    return relaxing_now(s, p)


def _listing_forbid(s: State, p: int) -> list[Rule]:
    """:meth:`_forbid_rules` without the rules whose :meth:`Rule.may_forbid` says no for ``p`` now."""
    rules = s.rules
    if not rules.forbid:
        return []
    return [r for r in rules.forbid_for(p) if r.may_forbid(s, p)]


def play_lists(s: State, p: int, joins: bool) -> tuple[list[Meld], list[Meld]]:
    """``(legal_melds, legal_joins)`` of ``p`` (the joins only when ``joins``): the rules' candidates are
    listed once for both, and each rule's preconditions asked once (:attr:`listing_memo` meanwhile).

    The same verdicts as :func:`refusal`, reached faster: the base move generator's groups need no base-rule
    check on an empty field, and on a group their only possible failure is their strength (with no rule that
    may waive a weaker or equal play now, only the ranks that beat the field are generated); a rule's
    candidate whose base-rule failure no rule in force may waive (:attr:`Rule.relaxes`) is dropped without
    asking any rule; a rule whose precondition (:meth:`Rule.may_relax`, :meth:`Rule.may_forbid`) says its
    hook cannot matter in this position is not asked about any play.
    """
    outer = s.listing_memo
    if outer is None:
        s.listing_memo = {}
    try:
        return _listing(s, p, joins)
    finally:
        s.listing_memo = outer


def _listing(s: State, p: int, joins: bool) -> tuple[list[Meld], list[Meld]]:
    rules = s.rules
    field = s.field
    forbid = _listing_forbid(s, p)
    relax_for = listing_relax(s, p)
    inv = s.inverted
    weakest = _weakest(field, relax_for, inv) if field is not None and field.kind is MeldKind.GROUP else -1
    lo, hi = _rank_bounds(weakest, inv)  # every rank unless on a group
    memo = s.listing_memo
    if memo is not None:
        memo[_GROUP_RANKS - p] = (lo, hi)  # the rules' candidates ask it (group_bounds)
    extra: list[Meld] = []
    laid: list[Meld] = []  # the lay rules' own: with RuleSet.lays_candidates, the only melds that may join
    if rules.candidates:
        lays = rules.lays_candidates
        cand_rules = rules.candidates
        is_lay = rules.candidates_lay
        for k in range(len(cand_rules)):
            got = cand_rules[k].candidates(s, p)
            if not got:
                continue  # most rules have none in most positions: no call to extend (an iterator is truthy)
            extra.extend(got)
            if lays and is_lay[k]:
                laid.extend(got)
    joins = joins and field is not None and any(r.may_lay(s, p) for r in rules.lay)
    if field is not None and field.kind is not MeldKind.GROUP:
        cands = _unique(extra)
        melds = [m for m in cands if _allowed(s, p, m, forbid, relax_for, inv)]
        if not joins:
            return melds, []
        return melds, _joins_of(s, p, _unique(laid) if rules.lays_candidates else cands, forbid, relax_for)
    hand = s.hands[p]
    ss = rules.suit_sensitive
    base: list[Meld]
    seen: set[Meld] | None = None
    judged: list[Meld] | None = None  # the groups judged with the base's (``seen`` made of them when first asked)
    if field is None:
        base = movegen.lead_groups(hand, ss)
        base[:0] = movegen.joker_singles(hand, ss)
    else:
        weaker = relax_for[Failure.WEAKER]
        equal = relax_for[Failure.EQUAL]
        every = movegen.groups_between(hand, field.size, ss, lo, hi)
        if field.size == 1:
            every[:0] = movegen.joker_singles(hand, ss)
        if weaker or equal:
            # every generated group has the field's shape and size: its only possible failure is its strength
            judged = every
            fs = field.strength(inv)
            base = []
            for m in every:
                st = m.strength(inv)
                if st > fs:
                    base.append(m)
                else:
                    failure = Failure.WEAKER if st < fs else Failure.EQUAL
                    if any(r.relax(s, p, m, failure) for r in relax_for[failure]):
                        base.append(m)
        elif field.size == 1:
            fs = field.strength(inv)
            base = [m for m in every if m.strength(inv) > fs]
        else:
            base = every
    if forbid and rules.lifts:
        melds = [m for m in base
                 if not any(r.forbid(s, p, m, m) is not None for r in _binding(s, p, m, forbid))]
    else:
        melds = [m for m in base if not any(r.forbid(s, p, m, m) is not None for r in forbid)] \
            if forbid else base
    if extra:
        # an extra that is one of the base's groups (of every size on a lead, of the field's on a group;
        # none plays a card as another) was judged with them: the base's set is made only if one may be
        sized = 0 if field is None else field.size
        done: set[Meld] = set()
        for m in extra:
            if m in done:
                continue
            done.add(m)
            if m.kind is MeldKind.GROUP:
                # on a group, a group weaker than ``weakest`` fails the base rules' strength test and no
                # rule may waive that now: nothing need be asked of it (the rules' groups of other ranks)
                if weakest > 0 and m.strength(inv) < weakest:
                    continue
                if (sized == 0 or m.size == sized) and not _plays_as_another(m):
                    if seen is None:  # ``melds`` may be ``base``: what it gained is in ``done`` already
                        seen = set(base if judged is None else judged)
                    if m in seen:
                        continue
            if _allowed(s, p, m, forbid, relax_for, inv):
                melds.append(m)
    if not joins or field is None:
        return melds, []
    if rules.lays_candidates:
        return melds, _joins_of(s, p, _unique(laid), forbid, relax_for)
    shaped: list[Meld] = list(movegen.groups(hand, field.size, ss))
    if field.size == 1:
        shaped[:0] = movegen.joker_singles(hand, ss)
    return melds, _joins_of(s, p, list(dict.fromkeys([*shaped, *extra])), forbid, relax_for)


def _unique(melds: list[Meld]) -> list[Meld]:
    """``melds`` without repeats, in order (``list(dict.fromkeys(melds))``: compiled, that is a generic call)."""
    if len(melds) < 2:
        return melds
    seen: set[Meld] = set()
    out: list[Meld] = []
    for m in melds:
        if m not in seen:
            seen.add(m)
            out.append(m)
    return out


def group_bounds(s: State, player: int) -> tuple[int, int]:
    """:meth:`group_ranks` as ``(lo, hi)``, ``lo <= rank < hi`` (compiled, reading a range's ends is a
    generic lookup: the rules' candidates on the hot path read these)."""
    memo = s.listing_memo
    if memo is not None:
        got = memo.get(_GROUP_RANKS - player)
        if isinstance(got, tuple):
            return cast("tuple[int, int]", got)
    field = s.field
    if field is None or field.kind is not MeldKind.GROUP:
        return 0, NUM_RANKS
    inv = s.inverted
    return _rank_bounds(_weakest(field, listing_relax(s, player), inv), inv)


def _joins_of(s: State, p: int, cands: list[Meld], forbid: list[Rule],
              relax_for: dict[Failure, tuple[Rule, ...]]) -> list[Meld]:
    hand = s.hands[p]
    return [m for m in cands
            if not m.cards & ~hand and m.size <= s.rules.max_play and _join_allowed(s, p, m, forbid, relax_for)]


def _allowed(s: State, p: int, m: Meld, forbid: list[Rule], relax_for: dict[Failure, tuple[Rule, ...]],
             inv: bool) -> bool:
    """:meth:`refusal` is ``None`` (``forbid``, ``relax_for``: the rules to ask for ``p``; ``inv``: strength
    inverted now), without its texts."""
    return not m.cards & ~s.hands[p] and m.size <= s.rules.max_play and \
        _objection(s, p, m, forbid, relax_for, inv) is None


def play_action(s: State, player: int, meld: Meld) -> Play:
    """What ``<player> plays <meld>`` means (the scenario contract): the cards on their own when
    that is legal, else joining the field's meld when only that is legal."""
    if s.rules.lay and refusal(s, player, meld, explain=False, join=False) is not None \
            and refusal(s, player, meld, explain=False, join=True) is None:
        return Play(player, meld, True)
    return Play(player, meld)


def refusal(s: State, player: int, meld: Meld, explain: bool = True, join: bool | None = None) -> Refusal | None:
    """Why ``player`` may not play ``meld`` now, or ``None`` if the rules allow it.

    The base rules' objections (:meth:`base_failures`) each need a rule in
    force that waives them; then every rule's ``forbid`` hook is asked.
    ``join``: the cards join the meld on top of the field (``True``, judged by
    the ``lay`` rules), are played on their own (``False``), or either way
    (``None``, as ``A plays …`` reads).  With ``explain=False`` a base-rule
    refusal carries no text (faster).
    """
    if meld.cards & ~s.hands[player]:
        missing = meld.cards & ~s.hands[player]
        return Refusal("hand", "{who} does not hold {cards}", "{who}は{cards}を持っていない", "not_held",
                       (("who", s.players[player]), ("cards", missing)))
    if meld.size > s.rules.max_play:
        return failure_refusal(s, Failure.TOO_MANY, meld)
    forbid = _forbid_rules(s, player)
    relax_for = s.rules.relax_for
    if join:
        layer, laid = lay(s, player, meld)
        why = _join_objection(s, player, meld, forbid, laid, relax_for) if layer is not None \
            else _cannot_join(s, meld)
    else:
        why = _objection(s, player, meld, forbid, relax_for, s.inverted)
        if why is not None and join is None and s.rules.lay:
            layer, laid = lay(s, player, meld)
            if layer is not None:
                joined = _join_objection(s, player, meld, forbid, laid, relax_for)
                if joined is None:
                    return None
                if isinstance(why, Failure):
                    why = joined  # the cards could join the field's meld: what forbids that says more
    if isinstance(why, Failure):
        return failure_refusal(s, why, meld) if explain else _unexplained(s.rules, why)
    return why


def _forbid_rules(s: State, player: int) -> list[Rule]:
    """The rules whose ``forbid`` hook binds ``player`` (not waived for them)."""
    rules = s.rules
    return list(rules.forbid_for(player)) if rules.forbid else []


def _binding(s: State, player: int, meld: Meld, forbid: list[Rule]) -> list[Rule]:
    """``forbid`` without the rules a rule in force lifts for this one play (:meth:`Rule.lifts`)."""
    if not s.rules.lifts:
        return forbid
    lifted: frozenset[str] = frozenset()
    for r in s.rules.lifts:
        lifted |= r.lifts(s, player, meld)
    if not lifted:
        return forbid
    return [r for r in forbid if r.id not in lifted and r.tags.isdisjoint(lifted)]


def _objection(s: State, player: int, meld: Meld, forbid: list[Rule],
               relax_for: dict[Failure, tuple[Rule, ...]], inv: bool) -> Failure | Refusal | None:
    """The first objection to ``meld`` once it is held and small enough: a base-rule failure none of
    ``relax_for`` waives, or the refusal of one of ``forbid``; ``None`` if there is none."""
    failure = _unwaived(s, player, meld, relax_for, inv)
    if failure is not None:
        return failure
    for r in _binding(s, player, meld, forbid):
        why = r.forbid(s, player, meld, meld)
        if why is not None:
            return why
    return None


def _unwaived(s: State, player: int, meld: Meld, relax_for: dict[Failure, tuple[Rule, ...]],
              inv: bool) -> Failure | None:
    """The first of :func:`base_failures` that none of ``relax_for`` waives, or ``None``: the same failures in the
    same order, each asked as it is found (no list made: a listing asks this of most rules' candidates)."""
    if _plays_as_another(meld) and not _waives(s, player, meld, Failure.FACE, relax_for):
        return Failure.FACE
    field = s.field
    kind = meld.kind
    failure: Failure
    if field is None:
        if kind is MeldKind.SEQUENCE:
            failure = Failure.SEQUENCE
        elif kind is MeldKind.FRAGMENT or kind is MeldKind.RUN:
            failure = Failure.SHAPE
        else:
            return None
    elif kind is not field.kind or kind is MeldKind.FRAGMENT or kind is MeldKind.RUN:
        failure = Failure.SHAPE
    else:
        if meld.size != field.size and not _waives(s, player, meld, Failure.COUNT, relax_for):
            return Failure.COUNT
        st, fs = meld.strength(inv), field.strength(inv)
        if st > fs:
            return None
        failure = Failure.WEAKER if st < fs else Failure.EQUAL
    return None if _waives(s, player, meld, failure, relax_for) else failure


def _waives(s: State, player: int, meld: Meld, failure: Failure, relax_for: dict[Failure, tuple[Rule, ...]]) -> bool:
    """One of ``relax_for``'s rules for ``failure`` waives it for this play (a loop: compiled, ``any()`` over a
    generator makes a generator object)."""
    for r in relax_for[failure]:
        if r.relax(s, player, meld, failure):
            return True
    return False


def _join_allowed(s: State, player: int, meld: Meld, forbid: list[Rule],
                  relax_for: dict[Failure, tuple[Rule, ...]]) -> bool:
    """A ``lay`` rule lets ``meld`` join the field's meld and nothing objects (held, small enough: checked)."""
    layer, laid = lay(s, player, meld)
    return layer is not None and _join_objection(s, player, meld, forbid, laid, relax_for) is None


def _cannot_join(s: State, meld: Meld) -> Refusal:
    rules = s.rules.lay
    if s.field is None:
        return Refusal(rules[0].id if rules else "field", "{play} cannot join an empty field", "{play}は空の場と合わせられない",
                       "no_join", (("play", meld),))
    return Refusal(rules[0].id if rules else "field", "{play} cannot join {field}", "{play}は{field}と合わせられない",
                   "no_join", (("play", meld), ("field", s.field)))


def _join_objection(s: State, player: int, meld: Meld, forbid: list[Rule], laid: Meld,
                    relax_for: dict[Failure, tuple[Rule, ...]]) -> Failure | Refusal | None:
    """As :meth:`_objection` for ``meld`` joining the meld on top of the field into ``laid`` (a ``lay``
    rule let it: it judges shape, count and strength): a card played as another needs a rule, and
    every ``forbid`` rule is asked about the play and the meld it makes."""
    if _plays_as_another(meld) and not any(
            r.relax(s, player, meld, Failure.FACE) for r in relax_for[Failure.FACE]):
        return Failure.FACE
    for r in _binding(s, player, meld, forbid):
        why = r.forbid(s, player, meld, laid)
        if why is not None:
            return why
    return None


def failure_refusal(s: State, failure: Failure, meld: Meld) -> Refusal:
    """The base rule's words for a base-rule ``failure`` of ``meld`` (the first rule that explains it)."""
    for r in s.rules.explain:
        why = r.explain(s, failure, meld)
        if why is not None:
            return why
    return Refusal("", "{play}: refused (" + failure.value + ")", "{play}：出せない（" + failure.value + "）", failure.value,
                   (("play", meld),))


def decision_list(s: State) -> Sequence[Action]:
    pend = s._pending
    if pend is None:
        return []
    p = pend.player
    kind = pend.kind
    if kind is DecisionKind.PLAY:
        outer = s.listing_memo
        if outer is None:
            s.listing_memo = {}  # one listing: the pass and the plays (a rule's memo serves both)
        try:
            can_pass = s.field is not None and (not s.rules.forbid_pass or pass_refusal(s, p) is None)
            melds, joins = play_lists(s, p, bool(s.rules.lay))
        finally:
            s.listing_memo = outer
        return cast("Sequence[Action]", PlayOptions(p, melds, can_pass, joins))  # a Sequence, registered
    if kind is DecisionKind.CHOICE:
        assert s.choice is not None
        return s.choice.options
    if kind is DecisionKind.DRAFT:
        return [Pick(p, r) for r in dict.fromkeys(s.draft_pool)]
    if kind is DecisionKind.EXCHANGE:
        giver, to = s.queue[0]
        return [Give(giver, c, to) for c in distinct_card_list(gift_options(s, giver, to))]
    if kind is DecisionKind.TRIM:
        return cast("Sequence[Action]", TrimOptions(p, s.hands[p]))
    if kind is DecisionKind.START:
        return [NameStart(p, t) for t in range(s.n) if s.hands[t]]
    return []


def pass_refusal(s: State, player: int) -> Refusal | None:
    for r in s.rules.forbid_pass_for(player):
        why = r.forbid_pass(s, player)
        if why is not None:
            return why
    return None


def refusal_of(s: State, action: Action) -> Refusal | None:
    """Why ``action`` is illegal now, or ``None`` if it is legal."""
    pend = s._pending
    if pend is None:
        return Refusal("game", "the game is over", "ゲームは終了している", "game_over")
    if isinstance(action, Choose) and s.rules.window_rule(action.kind) is not None:
        owner = s.rules.window_rule(action.kind)
        assert owner is not None
        if s.phase is not Phase.PLAY or s.choice is not None:
            return Refusal(owner.id, "out-of-turn actions are open only during play, between decisions",
                           "手番外の行動は、プレイ中の決定と決定の間にだけできる", "window_closed")
        return owner.window_refusal(s, action)
    if pend.kind is DecisionKind.CHOICE:
        assert s.choice is not None
        if action in s.choice.options:
            return None
        if action.player != pend.player:
            return Refusal("turn", "{who} must choose first: " + s.choice.en, "先に{who}が選ぶ：" + s.choice.ja, "choice_first",
                           (("who", s.players[pend.player]),))
        opts = ", ".join(s.action_str(a) for a in s.choice.options[:12])
        opts_ja = "、".join(_option_words(s, a) for a in s.choice.options[:12])
        return Refusal(s.choice.rule or "order", f"{s.choice.en} Expected one of: {opts}",
                       f"{s.choice.ja.rstrip()}選べる行動：{opts_ja}", "not_an_option")
    if action.player != pend.player:
        who, was = s.players[pend.player], s.players[action.player]
        return Refusal("turn", "it is {who}'s turn, not {was}'s", "今は{was}ではなく{who}の手番", "not_your_turn",
                       (("who", who), ("was", was)))
    kind = pend.kind
    if isinstance(action, Play):
        if kind is not DecisionKind.PLAY:
            return _wrong_kind(s, kind)
        why = refusal(s, action.player, action.meld, join=action.join)
        if why is not None and not action.join and s.rules.lay:
            # refused on its own: what a join would meet says more, or that only a join is legal
            why = refusal(s, action.player, action.meld, join=None) or Refusal(
                s.rules.lay[0].id, "{play} is legal only joining the field's meld", "{play}は場のカードと合わせるときだけ出せる",
                "join_only", (("play", action.meld),))
        return why
    if isinstance(action, Pass):
        if kind is not DecisionKind.PLAY:
            return _wrong_kind(s, kind)
        if s.field is None and not s.rules.lead_may_pass:
            return failure_refusal(s, Failure.LEAD_PASS, Meld.of([(0, 0)]))
        return pass_refusal(s, action.player)
    if isinstance(action, Trim) and kind is DecisionKind.TRIM:  # checked directly: the list has ~176 entries
        hand = s.hands[action.player]
        if not action.cards & ~hand and action.cards.bit_count() <= max(0, hand.bit_count() - hand_limit(s, action.player)):
            return None
    elif action in decision_list(s):
        return None
    if kind is DecisionKind.EXCHANGE and isinstance(action, Give):
        giver, to = s.queue[0]
        if action.to != to:
            return Refusal("exchange", "{who} gives to {to} now", "今は{who}が{to}に渡す", "gives_to_another",
                           (("who", s.players[giver]), ("to", s.players[to])))
        if not s.hands[giver] >> action.card & 1:
            return Refusal("exchange", "{who} does not hold {card}", "{who}は{card}を持っていない", "not_held",
                           (("who", s.players[giver]), ("card", action.card)))
        gifts = gift_options(s, giver, to)
        if to == s.king and giver != s.king and not s.rules.exchange_queue:
            return Refusal("exchange", "a commoner gives the king their strongest card ({cards})",
                           "民は王に一番強いカード（{cards}）を渡す", "strongest_to_king", (("cards", gifts),))
        # a rule in force orders the exchange (its texts say how)
        return Refusal("exchange", "{who} may give {to} now only: {cards}", "今{who}が{to}に渡せるのは次のカードだけ：{cards}",
                       "not_a_gift", (("who", s.players[giver]), ("to", s.players[to]), ("cards", gifts)))
    if isinstance(action, Trim):
        return Refusal("trim", "discard only cards you hold, keeping at least {n}", "手札から、{n}枚になるまでしか捨てられない",
                       "trim_too_many", (("n", hand_limit(s, action.player)),))
    if isinstance(action, Pick):
        return Refusal("draft", f"{action.rule} is not in the draft ({', '.join(s.draft_pool)})",
                       f"{action.rule}は家訓選択場にない", "not_in_draft")
    if isinstance(action, NameStart):
        return Refusal("start", "name a player who holds cards", "手札のあるプレイヤーを指定する", "no_cards")
    if isinstance(action, Choose):
        return Refusal("choice", f"no effect is asking for a {action.kind} choice now", "今は選択の場面ではない", "no_choice")
    return _wrong_kind(s, kind)


def as_submitted(s: State, action: Action) -> tuple[Action, Refusal | None]:
    """What a submitted ``action`` is: itself; or, at a table whose rules make a refused play count as a pass
    (:attr:`Rule.refused_passes <explorer.engine.contract.Rule.refused_passes>`: UECda's server), a refused play
    of the player to act is their pass, with the refusal.  Any other refused action stays as it is (pushing it
    raises)."""
    pend = s.pending
    if (s.rules.refused_passes and isinstance(action, Play) and pend is not None and pend.kind is DecisionKind.PLAY
            and pend.player == action.player):
        why = refusal_of(s, action)
        if why is not None and refusal_of(s, Pass(action.player)) is None:
            return Pass(action.player), why
    return action, None


def hand_limit(s: State, player: int) -> int:
    """How many cards ``player`` keeps in the trim phase: 7, unless a rule changes the number
    :data:`~explorer.engine.table_values.HAND_LIMIT` (a table without the trim)."""
    limit = HAND_LIMIT.default
    for r in s.rules.adjust:
        limit = r.adjust(s, HAND_LIMIT, player, limit)
    return limit


def _wrong_kind(s: State, kind: DecisionKind) -> Refusal:
    return Refusal("turn", f"the engine is waiting for a {kind.value} decision",
                   f"今は{DECISION_NAMES[kind][0]}の決定を待っている", "wrong_decision")


def lay(s: State, player: int, meld: Meld) -> tuple[Rule | None, Meld]:
    for r in s.rules.lay:
        laid = r.lay(s, player, meld)
        if laid is not None:
            return r, laid
    return None, meld


def gift_options(s: State, giver: int, to: int) -> CardMask:
    """What ``giver`` may give ``to``: the king any card; a commoner their strongest (joker, then 2 …)."""
    hand = s.hands[giver]
    if giver == s.king:
        options = hand
    else:
        options = strongest_cards(hand)
        if options & JOKERS_MASK:
            options &= -options  # two jokers are alike: the first stands for both
    for r in s.rules.exchange_options:
        options = r.exchange_options(s, giver, to, options)
    return options


def base_failures(field: Meld | None, meld: Meld, inv: bool) -> list[Failure]:
    """:meth:`State.base_failures` on ``field`` (``inv``: strength inverted, a revolution or J-back)."""
    fails: list[Failure] = [Failure.FACE] if _plays_as_another(meld) else []
    if field is None:
        if meld.kind is MeldKind.SEQUENCE:
            fails.append(Failure.SEQUENCE)
        elif meld.kind is MeldKind.FRAGMENT or meld.kind is MeldKind.RUN:
            fails.append(Failure.SHAPE)
        return fails
    if meld.kind is not field.kind or meld.kind is MeldKind.FRAGMENT or meld.kind is MeldKind.RUN:
        fails.append(Failure.SHAPE)
        return fails
    if meld.size != field.size:
        fails.append(Failure.COUNT)
    s, fs = meld.strength(inv), field.strength(inv)
    if s < fs:
        fails.append(Failure.WEAKER)
    elif s == fs:
        fails.append(Failure.EQUAL)
    return fails


def _weakest(field: Meld, relax_for: dict[Failure, tuple[Rule, ...]], inv: bool) -> int:
    """The weakest strength (:meth:`Meld.strength`) a group may have and still be played on the group
    ``field``, as far as strength goes: one more than the field's, the field's own when a rule may let an
    equal play through now, ``-1`` (any) when one may let a weaker play through (``relax_for``)."""
    if relax_for[Failure.WEAKER]:
        return -1
    fs = field.strength(inv)  # a lone joker's is 100: only a rule's waiver beats it
    return fs if relax_for[Failure.EQUAL] else fs + 1


def _rank_bounds(weakest: int, inv: bool) -> tuple[int, int]:
    """The ranks ``lo <= rank < hi`` whose groups (not a lone joker) are at least ``weakest`` strong."""
    if weakest <= 0:
        return 0, NUM_RANKS
    if inv:  # strength 12 - rank
        return 0, max(0, NUM_RANKS - weakest)
    return min(weakest, NUM_RANKS), NUM_RANKS


_GROUP_RANKS: Final = -1
"""The key of :meth:`State.group_bounds`' answer in :attr:`listing_memo`, less the player's seat: a negative
int (hashed at once, where a tuple key is hashed anew at each read; no ``id()`` key is negative)."""


def _plays_as_another(meld: Meld) -> bool:
    """An ordinary card in ``meld`` counts as a card it is not (only a rule may allow it: card 20)."""
    for phys, face in meld.faces:
        if phys < JOKER and phys != face:
            return True
    return False


def _option_words(s: State, action: Action) -> str:
    """A choice's option in a Japanese text: cards as the Japanese text writes them, rules by their names."""
    if isinstance(action, Choose):
        value = action.value
        if isinstance(value, int):
            return mask_text(value, "ja") or "なし"
        return "→".join(rule_in_text_ja(s, r) for r in value) if isinstance(value, tuple) else str(value)
    if isinstance(action, Pass):
        return "パス"
    if isinstance(action, Play):
        return action.meld.text("ja")
    if isinstance(action, Give):
        return card_text(action.card, "ja")
    if isinstance(action, Pick):
        return rule_in_text_ja(s, action.rule)
    return mask_text(action.cards, "ja") if isinstance(action, Trim) else "パス" if isinstance(action, Pass) else ""


def rule_in_text_ja(s: State, rule_id: str) -> str:
    """A rule named inside a Japanese sentence, as the rulebook writes it: 【8切り】, 【定番の7渡し】 (a rule in force,
    or one of the game's book)."""
    cls = next((type(r) for r in s.rules.rules if r.id == rule_id), None) or s.game.book.rule(rule_id)
    return f"【{cls.name_ja()}】"


def _unexplained(rules: RuleSet, failure: Failure) -> Refusal:
    """A refusal without its words (``explain=False``): the rule that would explain it, named once per failure."""
    return _UNEXPLAINED[failure] if failure in _UNEXPLAINED else _UNEXPLAINED.setdefault(
        failure, Refusal(next((r.id for r in rules.explain if failure in r.explains), ""),
                         "refused by the base rules", "基本ルールにより出せない", failure.value))


_UNEXPLAINED: Final[dict[Failure, Refusal]] = {}
