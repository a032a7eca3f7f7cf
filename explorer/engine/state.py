"""The game state: the one entry point of the engine.

A :class:`Game` describes a table (players, mode, options, seed); a
:class:`State` is one moment of it.  At every moment :attr:`State.pending`
says who must act and what kind of decision it is, :attr:`State.legal_actions`
lists what they may do (iterate it, test with ``in``, count it with
``len``), :meth:`State.push` applies an action and returns the events it
caused, and :meth:`State.pop` takes it back.

>>> s = State.from_position(["A", "B", "C"], laws=["eight_cut"],
...     hands={"A": "♠8 ♥3", "B": "♦9", "C": "♣K"}, turn="A")
>>> s.pending
Pending(player=0, kind=<DecisionKind.PLAY: 'play'>)
>>> [s.action_str(a) for a in s.legal_actions]
['A plays ♥3', 'A plays ♠8']
>>> [e.rule for e in s.push(s.parse_action("A plays ♠8")) if e.rule]
['eight_cut']
>>> s.field is None, s.player_name(s.turn)
(True, 'A')
>>> _ = s.pop(); s.hand_str("A")
'♥3 ♠8'
>>> s.push(s.parse_action("B plays ♦9"))
Traceback (most recent call last):
...
explorer.engine.errors.IllegalMoveError: turn: it is A's turn, not B's
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Mapping, Sequence
from itertools import permutations
from operator import attrgetter
from typing import Final, cast

from explorer.engine import action_language, movegen
from explorer.engine.action_lists import LegalActions, PlayOptions, TrimOptions
from explorer.engine.actions import Action, Choose, Give, NameStart, Pass, Pick, Play, Trim
from explorer.engine.cards import (
    JOKER,
    JOKER2,
    NUM_RANKS,
    STANDARD_DECK,
    CardMask,
    card_str,
    distinct_cards,
    iter_cards,
    mask_str,
    parse_cards,
    parse_rank,
    parse_suits,
)
from explorer.engine.errors import IllegalMoveError, NotationError, PositionError, RuleError
from explorer.engine.events import Event
from explorer.engine.game import (
    DECISION_NAMES,
    PLACE_POINTS,
    DecisionKind,
    Game,
    Mode,
    Pending,
    Phase,
    TableOptions,
)
from explorer.engine.melds import JOKER_FACE, MAX_PLAY, Meld, MeldKind, parse_pattern
from explorer.engine.round_setup import RoundSetup
from explorer.engine.contract import ChoiceRequest, Failure, PlayContext, Refusal, Rule, RuleSet
from explorer.engine.places import DISCARD, FIELD, OUT_OF_PLAY
from explorer.engine.state_data import _MUTABLE

_GET_MUTABLE: Final = attrgetter(*_MUTABLE)
_HANDS: Final = _MUTABLE.index("hands")
_DATA: Final = _MUTABLE.index("data")
_RESOLVING: Final = _MUTABLE.index("resolving")

__all__ = [
    "PLACE_POINTS", "DecisionKind", "Game", "LegalActions", "Mode", "Pending", "Phase", "State", "TableOptions",
    "PlayOptions", "TrimOptions",
]


class State(RoundSetup):
    """One moment of a game.  Mutable, with :meth:`push`/:meth:`pop` like a chess board.

    Seats are numbered clockwise from 0; :meth:`player_name` gives names.
    """

    __slots__ = ()


    def __init__(self, game: Game) -> None:
        self.game = game
        self.players = game.players
        self.n = len(game.players)
        self.options = game.options
        self.rounds_total = game.rounds
        """Rounds this state plays; a position from a scenario plays its one round."""
        self.log: list[Event] = []
        self._stack: list[tuple[Action, tuple[object, ...]]] = []
        self._listed = None
        self.listing_memo = None
        self.hands = [0] * self.n
        self.field = None
        self.field_by = None
        self.field_cards = 0
        self.trick = ()
        self.discard = 0
        self.out_of_play = 0
        self.revolution = False
        self.data = {}
        self.turn = 0
        self.passed = 0
        self.last_player = None
        self.direction = 1
        self.skips = 0
        self.finished = ()
        self.forbidden = ()
        self.fallen = ()
        self.bottom = ()
        self.resolving = None
        self.choice = None
        self.after_choice = None
        self.king = None
        self.points = (0,) * self.n
        self.laws = ()
        self.house = ((),) * self.n
        self.rules = RuleSet(cls() for cls in game.book.base)
        self.phase = Phase.PLAY
        self.round = 1
        self.prev_order = ()
        self.rule_deck = ()
        self.draft_pool = ()
        self.queue = ()
        self.deck = STANDARD_DECK
        self.log_len = 0
        self._pending = None

    # ------------------------------------------------------------------ construction
    @classmethod
    def new_game(cls, game: Game) -> State:
        s = cls(game)
        s.laws = tuple(s._rule_id(r, f"laws[{i}]") for i, r in enumerate(game.laws))
        if game.house:
            s.house = tuple(tuple(s._rule_id(r, f"house[{seat}][{i}]") for i, r in enumerate(ids))
                            for seat, ids in enumerate(game.house))
        taken = list(s.laws) + [r for ids in s.house for r in ids]
        dup = sorted({r for r in taken if taken.count(r) > 1})
        if dup:
            raise PositionError(f"laws/house: each rule card exists once; {', '.join(dup)} is in force twice",
                                f"laws/house: ルールカードは各1枚しかない。{'、'.join(dup)}が2回使われている")
        s.rule_deck = s._shuffled_rule_deck(taken)
        s._rebuild_rules()
        s.round = 0
        s._record(s._begin_round())
        return s

    def _shuffled_rule_deck(self, taken: Iterable[str]) -> tuple[str, ...]:
        """The rule cards still to reveal: the game's own deck, or the cards not in force, shuffled by seed."""
        game = self.game
        if game.rule_deck is not None:
            return tuple(game.book.card(r).id for r in game.rule_deck)
        used = set(taken)
        ids = [c.id for c in game.book.cards if c.id not in used]
        random.Random(f"{game.seed}:rules").shuffle(ids)
        return tuple(ids)

    @classmethod
    def from_position(
        cls,
        players: Sequence[str],
        *,
        laws: Iterable[str | int] = (),
        house: Mapping[str, Iterable[str | int]] | None = None,
        options: TableOptions | Mapping[str, object] | None = None,
        mode: Mode = Mode.NORMAL,
        hands: Mapping[str, str | CardMask] | None = None,
        field: str | None = None,
        field_by: str | None = None,
        history: Iterable[tuple[str, str]] = (),
        discard: str | CardMask = 0,
        revolution: bool = False,
        reversed: bool = False,
        lock: Mapping[str, str] | None = None,
        turn: str | None = None,
        finished: Iterable[str] = (),
        king: str | None = None,
        points: Mapping[str, int] | None = None,
        phase: str = "play",
        draft: Iterable[str | int] = (),
        previous_order: Sequence[str] = (),
    ) -> State:
        """A position in the middle of a round's play (what a scenario's ``start`` gives).

        Cards not placed anywhere are out of play.  ``phase`` may start the
        position earlier in the round: ``"draft"`` (``draft`` lists the cards on
        offer; players pick clockwise from ``turn``), ``"exchange"`` (needs a
        ``king``), ``"trim"`` or ``"start"`` (the start player is named by
        ``turn``).  ``previous_order`` names the previous round's places, first to last (the exchange of
        LOCAL-RULES.md's rank exchange reads them): the round is then the second, and the king, unless
        ``king`` says otherwise, the first of them.  Raises :class:`PositionError` for a position that cannot exist.
        """
        opts = options if isinstance(options, TableOptions) else TableOptions.from_mapping(options or {})
        game = Game(tuple(players), mode, opts)
        s = cls(game)
        s.game = game
        seat = s.seat
        s.laws = tuple(s._rule_id(r, f"laws[{i}]") for i, r in enumerate(laws))
        house_lists: list[tuple[str, ...]] = [()] * s.n
        for name, ids in (house or {}).items():
            house_lists[seat(name, "house_rules")] = tuple(
                s._rule_id(r, f"house_rules.{name}[{i}]") for i, r in enumerate(ids)
            )
        s.house = tuple(house_lists)
        taken_rules = list(s.laws) + [r for h in s.house for r in h]
        dup = {r for r in taken_rules if taken_rules.count(r) > 1}
        if dup:
            raise PositionError(f"laws/house_rules: each rule card exists once; {sorted(dup)} is in force twice",
                                f"laws/house_rules: ルールカードは各1枚しかない。{sorted(dup)}が2回使われている")
        s._rebuild_rules()

        placed: dict[int, str] = {}
        jokers_used = 0

        def place(where: str, cards: str | CardMask) -> CardMask:
            nonlocal jokers_used
            if isinstance(cards, int):
                mask = cards
            else:
                try:
                    mask = parse_cards(cards, jokers_taken=jokers_used)
                except NotationError as exc:
                    raise PositionError(f"{where}: {exc}", f"{where}: {exc.text('ja')}") from None
            for c in iter_cards(mask):
                if c in placed:
                    raise PositionError(f"{where}: {card_str(c)} is also in {placed[c]}; a card can be in one place only",
                                        f"{where}: {card_str(c)}は{placed[c]}にもある。1枚のカードは1か所にしか置けない")
                placed[c] = where
                if c >= JOKER:
                    jokers_used += 1
            return mask

        for name, cards in (hands or {}).items():
            s.hands[seat(name, "hands")] = place(f"hands.{name}", cards)
        plays: list[tuple[int, Meld]] = []
        for i, (who, text) in enumerate(history):
            plays.append((seat(who, f"history[{i}]"), s._position_meld(f"history[{i}]", text, place)))
        if field:
            if field_by is None:
                raise PositionError("field.by: say who played the meld on the field",
                                    "field.by: 場のカードを誰が出したかを書く")
            plays.append((seat(field_by, "field.by"), s._position_meld("field.cards", field, place)))
        s.discard = place("discard", discard)
        s.deck = STANDARD_DECK | ((1 << JOKER2) if jokers_used > 1 else 0)
        s.out_of_play = s.deck & ~sum(1 << c for c in placed)
        s.revolution = revolution
        s.reversed = reversed
        for p, meld in plays:  # locks read the trick in the strength order now in force
            s.trick += ((p, meld),)
            s.field_cards |= meld.cards
            for r in s.rules.observe:
                r.observe(s, p, meld)
        if plays:
            s.field_by, s.field = plays[-1]
            s.last_player = s.field_by
        if lock:
            s._set_lock(lock)
        s.finished = tuple(seat(p, "finished") for p in finished)
        for p in s.finished:
            if s.hands[p]:
                raise PositionError(f"finished: {s.players[p]} is listed as finished but holds cards",
                                    f"finished: {s.players[p]}はあがりとされているが、手札が残っている")
        prev = tuple(seat(p, f"previous_order[{i}]") for i, p in enumerate(previous_order))
        if prev and sorted(prev) != list(range(s.n)):
            raise PositionError("previous_order: list every player once, first place to last",
                                "previous_order: 全員を1回ずつ、前のラウンドの1位から順に書く")
        if king is None and prev:
            king = s.players[prev[0]]
        s.king = seat(king, "king") if king is not None else None
        if points:
            pts = list(s.points)
            for name, v in points.items():
                pts[seat(name, "points")] = int(v)
            s.points = tuple(pts)
        active = [p for p in range(s.n) if s.hands[p]]
        if turn is not None:
            s.turn = seat(turn, "turn")
            if not s.hands[s.turn]:
                raise PositionError(f"turn: {turn} holds no cards and cannot act",
                                    f"turn: {turn}は手札がないので手番になれない")
        elif s.field_by is not None:
            s.turn = s._next_active(s.field_by)
        else:
            s.turn = active[0] if active else 0
        # players between the field's owner and the one to act have passed
        if s.field_by is not None:
            p = s.field_by
            while True:
                p = (p + 1) % s.n
                if p == s.turn or p == s.field_by:
                    break
                if s.hands[p]:
                    s.passed |= 1 << p
        s.phase = Phase.PLAY
        s.round = 2 if prev else 1
        s.rounds_total = max(opts.rounds or 1, s.round)
        s.prev_order = prev
        if mode is Mode.MAD:  # later rounds reveal rule cards: a law, and house rules to draft
            s.rule_deck = s._shuffled_rule_deck(taken_rules)
        if phase != "play":
            s._record(s._position_phase(phase, tuple(s.game.book.card(r).id for r in draft)))
        elif len(active) <= 1:
            s._record(s._end_round())
        else:
            s._pending = Pending(s.turn, DecisionKind.PLAY)
        s.log_len = len(s.log)
        return s

    def _position_phase(self, phase: str, draft: tuple[str, ...]) -> list[Event]:
        if self.field is not None:
            raise PositionError(f"phase: {phase}: the field must be empty before play begins",
                                f"phase: {phase}: プレイが始まる前は場が空でなければならない")
        taken = set(self.laws) | {r for h in self.house for r in h}
        if taken & set(draft):
            raise PositionError(f"draft: {sorted(taken & set(draft))} is already in force",
                                f"draft: {sorted(taken & set(draft))}はすでに適用されている")
        first = self.turn
        if phase == "draft":
            if not draft:
                raise PositionError("draft: list the house-rule cards on offer", "draft: 選べる家訓カードを並べて書く")
            self.phase = Phase.DRAFT
            self.draft_pool = draft
            order = [(first + i) % self.n for i in range(self.n)][: len(draft)]
            self.queue = tuple((p, p) for p in order)
            self._pending = Pending(order[0], DecisionKind.DRAFT)
            return []
        if phase == "exchange":
            if self.king is None:
                raise PositionError("king: the exchange needs a reigning king", "king: カード交換には今の王が必要")
            self.round = 2
            return self._to_exchange()
        if phase == "trim":
            return self._to_trim()
        if phase == "start":
            self.phase = Phase.START
            self._pending = Pending(first, DecisionKind.START)
            return []
        raise PositionError(f"phase: expected play, draft, exchange, trim or start, got {phase!r}",
                            f"phase: play、draft、exchange、trim、start のいずれかを書く（{phase!r}と書かれている）")

    def _position_meld(self, where: str, text: str, place: object) -> Meld:
        try:
            pattern = parse_pattern(text)
            meld = pattern.resolve()
        except NotationError as exc:
            raise PositionError(f"{where}: {exc}", f"{where}: {exc.text('ja')}") from None
        assert callable(place)
        phys = " ".join("JK" if c >= JOKER else card_str(c) for c in iter_cards(meld.cards))
        place(where, phys)
        return meld

    def _set_lock(self, lock: Mapping[str, str]) -> None:
        for key, value in lock.items():
            try:
                if key == "suit":
                    self.lock_suits = parse_suits(str(value))
                elif key == "rank":
                    self.lock_rank = parse_rank(str(value))
                else:
                    raise PositionError(f"lock.{key}: expected 'suit' or 'rank'", f"lock.{key}: 'suit'か'rank'を書く")
            except NotationError as exc:
                raise PositionError(f"lock.{key}: {exc}", f"lock.{key}: {exc.text('ja')}") from None

    # ------------------------------------------------------------------ legal plays
    def candidate_melds(self, player: int | None = None) -> list[Meld]:
        """Melds ``player`` might play on the current field, legal or not."""
        return self._candidates(self.turn if player is None else player)

    def _candidates(self, p: int) -> list[Meld]:
        hand = self.hands[p]
        field = self.field
        rules = self.rules
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
                out.extend(r.candidates(self, p))
            out = list(dict.fromkeys(out))
        return out

    def all_melds(self, player: int) -> list[Meld]:
        """Every meld ``player``'s hand can form, whatever the field (for explanations)."""
        hand = self.hands[player]
        ss = self.rules.suit_sensitive
        out = [*movegen.joker_singles(hand, ss)]
        for k in (1, 2, 3, 4):
            out.extend(movegen.groups(hand, k, ss))
        for k in (3, 4):
            out.extend(movegen.sequences(hand, k))
        return out

    def legal_melds(self, player: int | None = None) -> list[Meld]:
        """The melds ``player`` (default: whoever is to play) may legally play now.

        The same verdicts as :meth:`refusal`, reached faster: the base move
        generator's groups need no base-rule check on an empty field, and on a
        group their only possible failure is their strength (with no rule that
        may waive a weaker or equal play now, only the ranks that beat the
        field are generated); a rule's candidate whose base-rule failure no rule
        in force may waive (:attr:`Rule.relaxes`) is dropped without asking any
        rule; a rule whose precondition (:meth:`Rule.may_relax`,
        :meth:`Rule.may_forbid`) says its hook cannot matter in this position
        is not asked about any play.
        """
        p = self.turn if player is None else player
        return self._play_lists(p, False)[0]

    def legal_joins(self, player: int | None = None) -> list[Meld]:
        """The melds ``player`` may play *joining* the meld on top of the field (:attr:`Play.join`:
        ``A fuses …``), whether or not the same cards may also be played on their own."""
        p = self.turn if player is None else player
        if not self.rules.lay or self.field is None:
            return []
        return self._play_lists(p, True)[1]

    def _listing_relax(self, p: int) -> dict[Failure, tuple[Rule, ...]]:
        """:attr:`RuleSet.relax_for` without the rules whose :meth:`Rule.may_relax` says no for ``p`` now."""
        rules = self.rules
        if not rules.relax:
            return rules.relax_for
        on = 0
        for i, r in enumerate(rules.relax):
            if r.may_relax(self, p):
                on |= 1 << i
        return rules.relax_for_only(on)

    def _listing_forbid(self, p: int) -> list[Rule]:
        """:meth:`_forbid_rules` without the rules whose :meth:`Rule.may_forbid` says no for ``p`` now."""
        rules = self.rules
        if not rules.forbid:
            return []
        return [r for r in rules.forbid_for(p) if r.may_forbid(self, p)]

    def _play_lists(self, p: int, joins: bool) -> tuple[list[Meld], list[Meld]]:
        """``(legal_melds, legal_joins)`` of ``p`` (the joins only when ``joins``): the rules' candidates are
        listed once for both, and each rule's preconditions asked once (:attr:`listing_memo` meanwhile)."""
        outer = self.listing_memo
        if outer is None:
            self.listing_memo = {}
        try:
            return self._listing(p, joins)
        finally:
            self.listing_memo = outer

    def _listing(self, p: int, joins: bool) -> tuple[list[Meld], list[Meld]]:
        rules = self.rules
        field = self.field
        forbid = self._listing_forbid(p)
        relax_for = self._listing_relax(p)
        inv = self.inverted
        weakest = _weakest(field, relax_for, inv) if field is not None and field.kind is MeldKind.GROUP else -1
        lo, hi = _rank_bounds(weakest, inv)  # every rank unless on a group
        memo = self.listing_memo
        if memo is not None:
            memo[_GROUP_RANKS, p] = (lo, hi)  # the rules' candidates ask it (group_bounds)
        extra: list[Meld] = []
        laid: list[Meld] = []  # the lay rules' own: with RuleSet.lays_candidates, the only melds that may join
        if rules.candidates:
            lays = rules.lays_candidates
            for r in rules.candidates:
                got = r.candidates(self, p)
                extra.extend(got)
                if lays and r in rules.lay:
                    laid.extend(got)
        joins = joins and field is not None and any(r.may_lay(self, p) for r in rules.lay)
        if field is not None and field.kind is not MeldKind.GROUP:
            cands = list(dict.fromkeys(extra))
            melds = [m for m in cands if self._allowed(p, m, forbid, relax_for, inv)]
            if not joins:
                return melds, []
            return melds, self._joins_of(p, list(dict.fromkeys(laid)) if rules.lays_candidates else cands,
                                         forbid, relax_for)
        hand = self.hands[p]
        ss = rules.suit_sensitive
        base: list[Meld]
        seen: set[Meld] | None = None
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
                seen = set(every)
                fs = field.strength(inv)
                base = []
                for m in every:
                    st = m.strength(inv)
                    if st > fs:
                        base.append(m)
                    else:
                        failure = Failure.WEAKER if st < fs else Failure.EQUAL
                        if any(r.relax(self, p, m, failure) for r in relax_for[failure]):
                            base.append(m)
            elif field.size == 1:
                fs = field.strength(inv)
                base = [m for m in every if m.strength(inv) > fs]
            else:
                base = every
        if forbid and rules.lifts:
            melds = [m for m in base
                     if not any(r.forbid(self, p, m, m) is not None for r in self._binding(p, m, forbid))]
        else:
            melds = [m for m in base if not any(r.forbid(self, p, m, m) is not None for r in forbid)] \
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
                        if seen is None:
                            seen = set(base)  # ``melds`` may be ``base``: what it gained is in ``done`` already
                        if m in seen:
                            continue
                if self._allowed(p, m, forbid, relax_for, inv):
                    melds.append(m)
        if not joins or field is None:
            return melds, []
        if rules.lays_candidates:
            return melds, self._joins_of(p, list(dict.fromkeys(laid)), forbid, relax_for)
        shaped: list[Meld] = list(movegen.groups(hand, field.size, ss))
        if field.size == 1:
            shaped[:0] = movegen.joker_singles(hand, ss)
        return melds, self._joins_of(p, list(dict.fromkeys([*shaped, *extra])), forbid, relax_for)

    def group_ranks(self, player: int) -> range:
        """The ranks whose groups ``player`` may play on the field now, as far as strength goes: on a group,
        the ranks that beat it, unless a rule may let a weaker or equal play through now; every rank on an
        empty field or a sequence.  A rule's :meth:`~Rule.candidates` may keep to them (card 06 does).

        >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A",
        ...                         field="♠10", field_by="C")
        >>> s.group_ranks(0), s.group_bounds(0)
        (range(8, 13), (8, 13))
        """
        lo, hi = self.group_bounds(player)
        return range(lo, hi)

    def group_bounds(self, player: int) -> tuple[int, int]:
        """:meth:`group_ranks` as ``(lo, hi)``, ``lo <= rank < hi`` (compiled, reading a range's ends is a
        generic lookup: the rules' candidates on the hot path read these)."""
        memo = self.listing_memo
        if memo is not None:
            got = memo.get((_GROUP_RANKS, player))
            if isinstance(got, tuple):
                return cast("tuple[int, int]", got)
        field = self.field
        if field is None or field.kind is not MeldKind.GROUP:
            return 0, NUM_RANKS
        inv = self.inverted
        return _rank_bounds(_weakest(field, self._listing_relax(player), inv), inv)

    def _joins_of(self, p: int, cands: list[Meld], forbid: list[Rule],
                  relax_for: dict[Failure, tuple[Rule, ...]]) -> list[Meld]:
        hand = self.hands[p]
        return [m for m in cands
                if not m.cards & ~hand and m.size <= MAX_PLAY and self._join_allowed(p, m, forbid, relax_for)]

    def _allowed(self, p: int, m: Meld, forbid: list[Rule], relax_for: dict[Failure, tuple[Rule, ...]],
                 inv: bool) -> bool:
        """:meth:`refusal` is ``None`` (``forbid``, ``relax_for``: the rules to ask for ``p``; ``inv``: strength
        inverted now), without its texts."""
        return not m.cards & ~self.hands[p] and m.size <= MAX_PLAY and \
            self._objection(p, m, forbid, relax_for, inv) is None

    def play_action(self, player: int, meld: Meld) -> Play:
        """What ``<player> plays <meld>`` means (the scenario contract): the cards on their own when
        that is legal, else joining the field's meld when only that is legal."""
        if self.rules.lay and self.refusal(player, meld, explain=False, join=False) is not None \
                and self.refusal(player, meld, explain=False, join=True) is None:
            return Play(player, meld, True)
        return Play(player, meld)

    def base_failures(self, player: int, meld: Meld) -> list[Failure]:
        """What the base rules alone object to in ``meld`` on the current field."""
        return _base_failures(self.field, meld, self.inverted)

    def refusal(self, player: int, meld: Meld, explain: bool = True, join: bool | None = None) -> Refusal | None:
        """Why ``player`` may not play ``meld`` now, or ``None`` if the rules allow it.

        The base rules' objections (:meth:`base_failures`) each need a rule in
        force that waives them; then every rule's ``forbid`` hook is asked.
        ``join``: the cards join the meld on top of the field (``True``, judged by
        the ``lay`` rules), are played on their own (``False``), or either way
        (``None``, as ``A plays …`` reads).  With ``explain=False`` a base-rule
        refusal carries no text (faster).
        """
        if meld.cards & ~self.hands[player]:
            missing = meld.cards & ~self.hands[player]
            return Refusal("hand", f"{self.players[player]} does not hold {mask_str(missing)}",
                           f"{self.players[player]}は{mask_str(missing)}を持っていない")
        if meld.size > MAX_PLAY:
            return self._failure_refusal(Failure.TOO_MANY, meld)
        forbid = self._forbid_rules(player)
        relax_for = self.rules.relax_for
        if join:
            layer, laid = self._lay(player, meld)
            why = self._join_objection(player, meld, forbid, laid, relax_for) if layer is not None \
                else self._cannot_join(meld)
        else:
            why = self._objection(player, meld, forbid, relax_for, self.inverted)
            if why is not None and join is None and self.rules.lay:
                layer, laid = self._lay(player, meld)
                if layer is not None:
                    joined = self._join_objection(player, meld, forbid, laid, relax_for)
                    if joined is None:
                        return None
                    if isinstance(why, Failure):
                        why = joined  # the cards could join the field's meld: what forbids that says more
        if isinstance(why, Failure):
            return self._failure_refusal(why, meld) if explain else _unexplained(self.rules, why)
        return why

    def _forbid_rules(self, player: int) -> list[Rule]:
        """The rules whose ``forbid`` hook binds ``player`` (not waived for them)."""
        rules = self.rules
        return list(rules.forbid_for(player)) if rules.forbid else []

    def _binding(self, player: int, meld: Meld, forbid: list[Rule]) -> list[Rule]:
        """``forbid`` without the rules a rule in force lifts for this one play (:meth:`Rule.lifts`)."""
        if not self.rules.lifts:
            return forbid
        lifted: frozenset[str] = frozenset()
        for r in self.rules.lifts:
            lifted |= r.lifts(self, player, meld)
        if not lifted:
            return forbid
        return [r for r in forbid if r.id not in lifted and r.tags.isdisjoint(lifted)]

    def _objection(self, player: int, meld: Meld, forbid: list[Rule],
                   relax_for: dict[Failure, tuple[Rule, ...]], inv: bool) -> Failure | Refusal | None:
        """The first objection to ``meld`` once it is held and small enough: a base-rule failure none of
        ``relax_for`` waives, or the refusal of one of ``forbid``; ``None`` if there is none."""
        for failure in _base_failures(self.field, meld, inv):
            if not any(r.relax(self, player, meld, failure) for r in relax_for[failure]):
                return failure
        for r in self._binding(player, meld, forbid):
            why = r.forbid(self, player, meld, meld)
            if why is not None:
                return why
        return None

    def _join_allowed(self, player: int, meld: Meld, forbid: list[Rule],
                      relax_for: dict[Failure, tuple[Rule, ...]]) -> bool:
        """A ``lay`` rule lets ``meld`` join the field's meld and nothing objects (held, small enough: checked)."""
        layer, laid = self._lay(player, meld)
        return layer is not None and self._join_objection(player, meld, forbid, laid, relax_for) is None

    def _cannot_join(self, meld: Meld) -> Refusal:
        rules = self.rules.lay
        field = str(self.field) if self.field is not None else ""
        return Refusal(rules[0].id if rules else "field", f"{meld} cannot join {field or 'an empty field'}",
                       f"{meld}は{field or '空の場'}と合わせられない")

    def _join_objection(self, player: int, meld: Meld, forbid: list[Rule], laid: Meld,
                        relax_for: dict[Failure, tuple[Rule, ...]]) -> Failure | Refusal | None:
        """As :meth:`_objection` for ``meld`` joining the meld on top of the field into ``laid`` (a ``lay``
        rule let it: it judges shape, count and strength): a card played as another needs a rule, and
        every ``forbid`` rule is asked about the play and the meld it makes."""
        if _plays_as_another(meld) and not any(
                r.relax(self, player, meld, Failure.FACE) for r in relax_for[Failure.FACE]):
            return Failure.FACE
        for r in self._binding(player, meld, forbid):
            why = r.forbid(self, player, meld, laid)
            if why is not None:
                return why
        return None

    def _failure_refusal(self, failure: Failure, meld: Meld) -> Refusal:
        """The base rule's words for a base-rule ``failure`` of ``meld`` (the first rule that explains it)."""
        for r in self.rules.explain:
            why = r.explain(self, failure, meld)
            if why is not None:
                return why
        return Refusal("", f"{meld}: refused ({failure.value})", f"{meld}：出せない（{failure.value}）")

    # ------------------------------------------------------------------ legal actions
    @property
    def legal_actions(self) -> LegalActions:
        """The legal actions of whoever must act now: iterate, test with ``in``, ``len``."""
        return LegalActions(self)

    @property
    def decision_actions(self) -> Sequence[Action]:
        """The legal actions of the pending player's decision, without anyone's out-of-turn window actions.

        This is what a bot deciding for :attr:`pending` chooses from; with no
        window rule in force it lists what :attr:`legal_actions` lists.  An
        immutable sequence, listed now: :class:`PlayOptions` for a play,
        :class:`TrimOptions` for a trim (both build an action only when it is
        read, so ``random.choice`` builds one), otherwise a tuple.

        >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
        >>> [s.action_str(a) for a in s.decision_actions]
        ['A plays ♠3', 'A plays ♥4']
        """
        acts = self._decision_list()
        if type(acts) is list:
            acts = tuple(acts)
        self._listed = acts
        return acts

    def _legal_list(self) -> Sequence[Action]:
        acts = self._decision_list()
        if self.rules.window_actions:
            more = self.window_actions()
            if more:
                acts = [*acts, *more]
        self._listed = acts
        return acts

    def _decision_list(self) -> Sequence[Action]:
        pend = self._pending
        if pend is None:
            return []
        p = pend.player
        kind = pend.kind
        if kind is DecisionKind.PLAY:
            outer = self.listing_memo
            if outer is None:
                self.listing_memo = {}  # one listing: the pass and the plays (a rule's memo serves both)
            try:
                can_pass = self.field is not None and (not self.rules.forbid_pass or self._pass_refusal(p) is None)
                melds, joins = self._play_lists(p, bool(self.rules.lay))
            finally:
                self.listing_memo = outer
            return PlayOptions(p, melds, can_pass, joins)
        if kind is DecisionKind.CHOICE:
            assert self.choice is not None
            return self.choice.options
        if kind is DecisionKind.DRAFT:
            return [Pick(p, r) for r in dict.fromkeys(self.draft_pool)]
        if kind is DecisionKind.EXCHANGE:
            giver, to = self.queue[0]
            return [Give(giver, c, to) for c in distinct_cards(self._gift_options(giver, to))]
        if kind is DecisionKind.TRIM:
            return TrimOptions(p, self.hands[p])
        if kind is DecisionKind.START:
            return [NameStart(p, t) for t in range(self.n) if self.hands[t]]
        return []

    def pass_refusal(self, player: int) -> Refusal | None:
        """Why ``player`` may not pass now (a rule forbids it), or ``None``."""
        return self._pass_refusal(player)

    def _pass_refusal(self, player: int) -> Refusal | None:
        for r in self.rules.forbid_pass_for(player):
            why = r.forbid_pass(self, player)
            if why is not None:
                return why
        return None

    def refusal_of(self, action: Action) -> Refusal | None:
        """Why ``action`` is illegal now, or ``None`` if it is legal."""
        pend = self._pending
        if pend is None:
            return Refusal("game", "the game is over", "ゲームは終了している")
        if isinstance(action, Choose) and self.rules.window_rule(action.kind) is not None:
            owner = self.rules.window_rule(action.kind)
            assert owner is not None
            if self.phase is not Phase.PLAY or self.choice is not None:
                return Refusal(owner.id, "out-of-turn actions are open only during play, between decisions",
                               "手番外の行動は、プレイ中の決定と決定の間にだけできる")
            return owner.window_refusal(self, action)
        if pend.kind is DecisionKind.CHOICE:
            assert self.choice is not None
            if action in self.choice.options:
                return None
            if action.player != pend.player:
                return Refusal("turn", f"{self.players[pend.player]} must choose first: {self.choice.en}",
                               f"先に{self.players[pend.player]}が選ぶ：{self.choice.ja}")
            opts = ", ".join(self.action_str(a) for a in self.choice.options[:12])
            opts_ja = "、".join(_option_words(a) for a in self.choice.options[:12])
            return Refusal(self.choice.rule or "order", f"{self.choice.en} Expected one of: {opts}",
                           f"{self.choice.ja.rstrip()}選べる行動：{opts_ja}")
        if action.player != pend.player:
            who, was = self.players[pend.player], self.players[action.player]
            return Refusal("turn", f"it is {who}'s turn, not {was}'s", f"今は{was}ではなく{who}の手番")
        kind = pend.kind
        if isinstance(action, Play):
            if kind is not DecisionKind.PLAY:
                return self._wrong_kind(kind)
            why = self.refusal(action.player, action.meld, join=action.join)
            if why is not None and not action.join and self.rules.lay:
                # refused on its own: what a join would meet says more, or that only a join is legal
                why = self.refusal(action.player, action.meld, join=None) or Refusal(
                    self.rules.lay[0].id, f"{action.meld} is legal only joining the field's meld",
                    f"{action.meld}は場のカードと合わせるときだけ出せる")
            return why
        if isinstance(action, Pass):
            if kind is not DecisionKind.PLAY:
                return self._wrong_kind(kind)
            if self.field is None:
                return self._failure_refusal(Failure.LEAD_PASS, Meld.of([(0, 0)]))
            return self._pass_refusal(action.player)
        if isinstance(action, Trim) and kind is DecisionKind.TRIM:  # checked directly: the list has ~176 entries
            hand = self.hands[action.player]
            if not action.cards & ~hand and action.cards.bit_count() <= max(0, hand.bit_count() - 7):
                return None
        elif action in self._decision_list():
            return None
        if kind is DecisionKind.EXCHANGE and isinstance(action, Give):
            giver, to = self.queue[0]
            if action.to != to:
                return Refusal("exchange", f"{self.players[giver]} gives to {self.players[to]} now",
                               f"今は{self.players[giver]}が{self.players[to]}に渡す")
            if not self.hands[giver] >> action.card & 1:
                return Refusal("exchange", f"{self.players[giver]} does not hold {card_str(action.card)}",
                               f"{self.players[giver]}は{card_str(action.card)}を持っていない")
            opts = mask_str(self._gift_options(giver, to))
            if to == self.king and giver != self.king and not self.rules.exchange_queue:
                return Refusal("exchange", f"a commoner gives the king their strongest card ({opts})",
                               f"民は王に一番強いカード（{opts}）を渡す")
            g, t = self.players[giver], self.players[to]  # a rule in force orders the exchange (its texts say how)
            return Refusal("exchange", f"{g} may give {t} now only: {opts}", f"今{g}が{t}に渡せるのは次のカードだけ：{opts}")
        if isinstance(action, Trim):
            return Refusal("trim", "discard only cards you hold, keeping at least 7",
                           "手札から、7枚になるまでしか捨てられない")
        if isinstance(action, Pick):
            return Refusal("draft", f"{action.rule} is not in the draft ({', '.join(self.draft_pool)})",
                           f"{action.rule}は家訓選択場にない")
        if isinstance(action, NameStart):
            return Refusal("start", "name a player who holds cards", "手札のあるプレイヤーを指定する")
        if isinstance(action, Choose):
            return Refusal("choice", f"no effect is asking for a {action.kind} choice now", "今は選択の場面ではない")
        return self._wrong_kind(kind)

    def _wrong_kind(self, kind: DecisionKind) -> Refusal:
        return Refusal("turn", f"the engine is waiting for a {kind.value} decision",
                       f"今は{DECISION_NAMES[kind][0]}の決定を待っている")

    # ------------------------------------------------------------------ applying actions
    def push(self, action: Action) -> list[Event]:
        """Apply ``action`` and return its events; :meth:`pop` takes it back.

        Raises :class:`IllegalMoveError` (naming the rule) and leaves the state
        unchanged if the action is illegal.
        """
        self._check(action)
        snap = self._snapshot()
        try:
            events = self._apply(action)
        except Exception:
            self._restore(snap)
            raise
        self._stack.append((action, snap))
        self._record(events)
        return events

    def apply_action(self, action: Action) -> list[Event]:
        """Apply ``action`` for good, as OpenSpiel's ``apply_action``: :meth:`push` without a way back.

        It keeps no snapshot (faster: simulations and random play use it) and
        forgets the move stack, so :meth:`pop` cannot go back past it.  Raises
        :class:`IllegalMoveError` and leaves the state unchanged if the action
        is illegal (a legal action's effects are not undone if a rule's hook
        fails half-way, as :meth:`push` does).

        >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦9", "C": "♣K"}, turn="A")
        >>> _ = s.push(s.parse_action("A plays ♠3")); len(s.move_stack)
        1
        >>> _ = s.apply_action(s.parse_action("B plays ♦9")); s.move_stack
        []
        """
        self._check(action)
        if self._stack:
            self._stack.clear()
        events = self._apply(action)
        self._record(events)
        return events

    def _check(self, action: Action) -> None:
        """Raise :class:`IllegalMoveError` if ``action`` is illegal now.  An action from the list made at this
        position (:attr:`legal_actions`, :attr:`decision_actions`) is trusted; the list is forgotten either way."""
        listed, self._listed = self._listed, None
        if listed is None or not _listed_has(listed, action):
            why = self.refusal_of(action)
            if why is not None:
                raise IllegalMoveError(why.rule, why.en, why.ja, self.players if _guarded_names(self.players) else ())

    def pop(self) -> Action:
        """Take back the last pushed action and return it (:class:`IndexError` when there is none)."""
        if not self._stack:
            raise IndexError("no move to take back: the move stack is empty (apply_action keeps none)")
        action, snap = self._stack.pop()
        self._listed = None
        self._restore(snap)
        return action

    @property
    def move_stack(self) -> list[Action]:
        return [a for a, _ in self._stack]

    def copy(self) -> State:
        """An independent copy (its move stack is empty)."""
        # State(game), not State.__new__(State): compiled (mypyc), __new__ runs __init__ too, which needs the game
        c = State(self.game)
        c.game, c.players, c.n, c.options = self.game, self.players, self.n, self.options
        c.rounds_total = self.rounds_total
        c.log = list(self.log)
        c._stack = []
        c._listed = None
        c.listing_memo = None
        c._restore(self._snapshot())
        return c

    def _snapshot(self) -> tuple[object, ...]:
        self.log_len = len(self.log)
        snap = list(_GET_MUTABLE(self))
        snap[_HANDS] = list(self.hands)
        snap[_DATA] = dict(self.data)
        if self.resolving is not None:
            snap[_RESOLVING] = self.resolving.copy()
        return tuple(snap)

    def _restore(self, snap: tuple[object, ...]) -> None:
        for name, value in zip(_MUTABLE, snap):
            object.__setattr__(self, name, value)
        self.hands = list(self.hands)
        self.data = dict(self.data)
        if self.resolving is not None:
            self.resolving = self.resolving.copy()
        del self.log[self.log_len:]

    def _record(self, events: list[Event]) -> None:
        if _guarded_names(self.players):  # a player called like a card (``JK``): each text keeps their name
            events[:] = [e.named(self.players) for e in events]
        self.log.extend(events)
        self.log_len = len(self.log)

    def _apply(self, action: Action) -> list[Event]:
        pend = self._pending
        if pend is not None and pend.kind is DecisionKind.PLAY:  # the common case first
            if type(action) is Play:
                return self._play(action.player, action.meld, action.join)
            if type(action) is Pass:
                return self._pass(action.player)
        if isinstance(action, Choose) and self.rules.window_rule(action.kind) is not None:
            return self._window(action)
        if self._pending is not None and self._pending.kind is DecisionKind.CHOICE:
            return self._choose(action)
        if isinstance(action, Play):
            return self._play(action.player, action.meld, action.join)
        if isinstance(action, Pass):
            return self._pass(action.player)
        if isinstance(action, Pick):
            return self._pick(action.player, action.rule)
        if isinstance(action, Give):
            return self._give(action)
        if isinstance(action, Trim):
            return self._trim(action.player, action.cards)
        if isinstance(action, NameStart):
            return self._name_start(action.player, action.target)
        raise IllegalMoveError("choice", "no effect is waiting for a choice", "選択を待っている効果はない")

    # -- play and pass ---------------------------------------------------------------
    def laid_meld(self, player: int, meld: Meld, join: bool = True) -> Meld:
        """The meld that would lie on top of the field if ``player`` played ``meld`` (joining: it grows)."""
        return self._lay(player, meld)[1] if join else meld

    def _lay(self, player: int, meld: Meld) -> tuple[Rule | None, Meld]:
        for r in self.rules.lay:
            laid = r.lay(self, player, meld)
            if laid is not None:
                return r, laid
        return None, meld

    def _play(self, player: int, meld: Meld, join: bool = False) -> list[Event]:
        name = self.players[player]
        text = meld.notation()
        events = [Event(None, "play", player, f"{name} plays {text}", f"{name}が{text}を出す",
                        args=(("cards", text),))]
        under = self.field
        rules = self.rules
        layer, laid = self._lay(player, meld) if join else (None, meld)
        if layer is not None:
            events.append(Event(layer.id, "fuse", player, f"{meld} joins the field's meld: {laid}",
                                f"{meld}を場のカードと合わせて{laid}にする"))
        self.move(meld.cards, player, FIELD)
        self.field = laid
        self.field_by = player
        self.trick += ((player, laid),)
        self.passed = 0
        self.last_player = player
        for r in rules.observe:
            events += r.observe(self, player, meld)
        ctx = PlayContext(player, meld, self.inverted, under, laid)
        index = rules.index
        if rules.card_effect:
            for phys, face in meld.faces:
                for r in rules.card_effect:
                    if r.fires_on(self, ctx, phys, face):
                        ctx.queue.append((index[id(r)], phys, face))
        firing = list(dict.fromkeys(rules.rules[i] for i, _, _ in ctx.queue)) if ctx.queue else []
        ctx.queue += rules.play_effect_queue
        if len(firing) >= 2 and not all(r.commutes for r in firing):
            orders = tuple(permutations(r.id for r in firing))
            self.ask(None, player, "order", tuple(Choose(player, "order", o) for o in orders),
                     "Several effects fire: choose the order they resolve in.",
                     "複数の効果が発動する：処理する順番を選ぶ。")
            return events + self._pause(ctx)
        return events + self._resolve(ctx)

    def ask(self, rule: Rule | None, player: int, kind: str, options: tuple[Action, ...], en: str, ja: str) -> None:
        """Ask ``player`` a choice; the answer goes to ``rule.on_choice`` (``None``: the engine)."""
        self.choice = ChoiceRequest(player, kind, options, rule.id if rule else None,
                                    rule.holder if rule else None, en, ja)

    def _pause(self, ctx: PlayContext | None) -> list[Event]:
        assert self.choice is not None
        self.resolving = ctx
        self._pending = Pending(self.choice.player, DecisionKind.CHOICE)
        if ctx is None:
            return []
        out, ctx.events = ctx.events, []
        return out

    def _resolve(self, ctx: PlayContext) -> list[Event]:
        """Resolve the queued effects one by one, then count the hand (RULES.md, "Processing a play")."""
        rules = self.rules.rules
        while ctx.queue:
            i, card, face = ctx.queue.pop(0)
            if card >= 0 and ctx.player in self.fallen:
                continue  # the player fell from the capital during this play: out of the round, their cards' effects lapse
            on_field = self.field_cards
            holding = self._holding()
            if card < 0:
                rules[i].play_effect(self, ctx)
            else:
                rules[i].card_effect(self, ctx, card, face)
            if on_field & ~self.field_cards:
                ctx.events += self._reread(ctx.player)
            ctx.events += self._emptied(ctx, holding, i)
            if self.choice is not None:
                return self._pause(ctx)
        return self._conclude(ctx)

    def _holding(self) -> int:
        """The seats that hold cards now, as bits (:meth:`_emptied` compares after an effect)."""
        out = 0
        for p, hand in enumerate(self.hands):
            if hand:
                out |= 1 << p
        return out

    def _emptied(self, ctx: PlayContext, holding: int, rule: int) -> list[Event]:
        """After one step of an effect (rule index ``rule``) of ``ctx``'s play: a hand it emptied is a finish.

        The player's own hand is counted once every effect has resolved (seed 004: 「③ 「②」の処理が終わった時点での
        手札の枚数を確認」); the effect that emptied it last is noted for the forbidden-finish rule
        (:attr:`PlayContext.emptied_by`).  Anyone else it emptied finishes at once, in turn order from the player,
        never a forbidden finish (they put no card down to finish with), so nobody is left in the turn order
        without cards.  A fallen king's set-aside hand is no finish.
        """
        if self._holding() == holding:
            return []
        p = ctx.player
        if holding >> p & 1 and not self.hands[p]:
            ctx.emptied_by = rule
        events: list[Event] = []
        for k in range(1, self.n):
            q = (p + self.direction * k) % self.n
            if holding >> q & 1 and not self.hands[q] and q not in self.finished and q not in self.fallen:
                events += self._finish(q, False)
        return events

    def under_top(self) -> tuple[Meld, int] | None:
        """The meld under the top of the field as the field now shows it, with the suits of its cards still there.

        An effect may have taken cards from the field (card 10): a meld all of whose cards were taken is
        gone, and the one under it shows.  ``None`` when nothing lies under the top meld.
        """
        on_field = self.field_cards & ~(self.field.cards if self.field is not None else 0)  # a fused top is whole
        for _, meld in reversed(self.trick[:-1]):
            if meld.cards & on_field:
                suits = 0
                for phys, face in meld.faces:
                    if on_field >> phys & 1 and face != JOKER_FACE:
                        suits |= 1 << (face & 3)
                return meld, suits
        return None

    def _reread(self, player: int) -> list[Event]:
        """An effect of ``player``'s play took cards from the field: the rules that read it read it again."""
        if self.field is None:
            return []
        events: list[Event] = []
        for r in self.rules.reread:
            events += r.reread(self, player)
        return events

    def _conclude(self, ctx: PlayContext) -> list[Event]:
        player = ctx.player
        rules = self.rules
        # a fallen king's hand was set aside (都落ち): no finish, whatever emptied it
        out = not self.hands[player] and player not in self.finished and player not in self.fallen
        if out:
            for r in rules.on_finish:
                if not rules.is_waived(r, player):
                    r.on_finish(self, ctx)
        events = ctx.events
        ctx.events = []
        if out:
            events += self._finish(player, ctx.forbidden)
        skips, self.skips = self.skips, 0
        if ctx.clear and self.field is not None:
            events += self._clear_field()
            self.turn = player if self.hands[player] else self._next_active(player)
        else:
            self.turn = self._next_active(player)
            if skips:
                events += self._skip(player, skips)
        return events + self._after_turn()

    def _skip(self, player: int, skips: int) -> list[Event]:
        """Skip the next ``skips`` players after ``player``'s play (:meth:`skip_players`): each counts as a pass;
        when everyone else has so passed, the field clears as after passes and ``player`` leads."""
        events: list[Event] = []
        while skips and self.turn != player:
            name = self.players[self.turn]
            events.append(Event(None, "skip", self.turn, f"{name} is skipped (counts as a pass)",
                                f"{name}は飛ばされる（パス扱い）", args=()))
            self.passed |= 1 << self.turn
            skips -= 1
            self.turn = self._next_active(self.turn)
        if self.field is not None and self._all_passed():
            last = self.last_player
            events += self._clear_field()
            if last is not None:
                self.turn = last if self.hands[last] else self._next_active(last)
        return events

    def _choose(self, action: Action) -> list[Event]:
        req = self.choice
        assert req is not None
        self._answered()
        ctx = self.resolving
        self.resolving = None
        if req.rule is None:  # the engine's own question: the order of effects
            assert isinstance(action, Choose) and isinstance(action.value, tuple) and ctx is not None
            order = {rid: k for k, rid in enumerate(action.value)}
            rules = self.rules.rules
            ctx.queue.sort(key=lambda item: (item[1] < 0, order.get(rules[item[0]].id, len(order))))
            name = self.players[action.player]
            events = [Event(None, "order", action.player, f"{name} resolves {', '.join(action.value)} in that order",
                            f"{name}は効果を{'→'.join(action.value)}の順に処理する",
                            args=(("order", tuple(action.value)),))]
        else:
            owner = self.rules.owner(req.rule, req.holder)
            assert owner is not None
            on_field = self.field_cards
            holding = self._holding()
            events = owner.on_choice(self, ctx, action)
            if ctx is not None and on_field & ~self.field_cards:
                events += self._reread(ctx.player)
            if ctx is not None:
                events += self._emptied(ctx, holding, self.rules.index[id(owner)])
        if self.choice is not None:
            return events + self._pause(ctx)
        if ctx is not None:
            return events + self._resolve(ctx)
        return events + self._continue()

    def _answered(self) -> None:
        """The pending choice is answered (its rule may ask another).

        A method, not ``self.choice = None`` in :meth:`_choose`: after that assignment the type checker
        takes ``self.choice`` to stay ``None`` through the rule's ``on_choice``, which may ask again, and the
        compiled engine (mypyc) enforces that narrowing at run time."""
        self.choice = None

    def _continue(self) -> list[Event]:
        """Go on after a choice a phase hook or a window asked was answered."""
        step, self.after_choice = self.after_choice, None
        if step is None or step == "window":
            return self._after_window()
        return self._continue_to(step)

    def window_actions(self) -> list[Action]:
        """Out-of-turn actions open now to any player (rules 01, 24, 25 …)."""
        if self.phase is not Phase.PLAY or self._pending is None or self.choice is not None:
            return []
        out: list[Action] = []
        for r in self.rules.window_actions:
            out += r.window_actions(self)
        return out

    def _window(self, action: Choose) -> list[Event]:
        owner = self.rules.window_rule(action.kind)
        assert owner is not None
        events = owner.on_window(self, action)
        if self.choice is not None:
            self.after_choice = "window"
            return events + self._pause(None)
        return events + self._after_window()

    def _after_window(self) -> list[Event]:
        """After an out-of-turn action: whoever was to act still acts, if they can."""
        events: list[Event] = []
        if not self.hands[self.turn]:
            self.turn = self._next_active(self.turn)
        if self.field is not None and self._all_passed():
            events += self._clear_field()
            last = self.last_player
            if last is not None:
                self.turn = last if self.hands[last] else self._next_active(last)
        return events + self._after_turn()

    def finish(self, player: int, forbidden: bool) -> list[Event]:
        """``player`` has emptied their hand (outside a play: rule 25); ``forbidden``: a forbidden finish."""
        return self._finish(player, forbidden)

    def _finish(self, player: int, forbidden: bool) -> list[Event]:
        name = self.players[player]
        self.finished += (player,)
        events: list[Event] = []
        if forbidden:
            self.forbidden += (player,)
            self.bottom += (player,)
            return events
        normal = self._normal_finishers()
        events.append(Event(None, "finish", player, f"{name} is out of cards (place {len(normal)})",
                            f"{name}があがった（{len(normal)}位）", args=(("place", len(normal)),)))
        if len(normal) == 1:
            events += self._crown(player)
        return events

    def _crown(self, player: int) -> list[Event]:
        """``player`` is the first of the round: the reigning king may fall, then ``player`` is king."""
        events: list[Event] = []
        for r in self.rules.on_first_place:
            events += r.on_first_place(self, player)
        self.king = player
        return events

    def _normal_finishers(self) -> list[int]:
        return [p for p in self.finished if p not in self.forbidden and p not in self.fallen]

    def fall(self, king: int, rule_id: str) -> list[Event]:
        """``king`` drops to last place of the round (their cards leave play); every other player gets 1 point."""
        name = self.players[king]
        self.move(self.hands[king], king, OUT_OF_PLAY)
        self.forbidden = tuple(p for p in self.forbidden if p != king)
        self.finished = tuple(p for p in self.finished if p != king)
        self.fallen += (king,)
        self.bottom = tuple(p for p in self.bottom if p != king) + (king,)
        self.points = tuple(v + (0 if p == king else 1) for p, v in enumerate(self.points))
        return [Event(rule_id, "fall", king,
                      f"{name} falls from the capital to last place; every other player gets 1 point.",
                      f"{name}が都落ちして最下位になる。{name}以外の全員に1点。", args=())]

    def take_first(self, player: int, rule_id: str) -> list[Event]:
        """``player`` becomes 1st of the round at once (their cards leave play).

        The first-place hooks run as for a normal first finish: whoever was 1st
        is the king, and the fall of the capital makes them last, with its bonus.
        """
        name = self.players[player]
        events = [Event(rule_id, "first", player, f"{name} takes 1st place of the round.",
                        f"{name}がこのラウンドの1位になる。", args=())]
        before = self._normal_finishers()
        self.move(self.hands[player], player, OUT_OF_PLAY)
        self.forbidden = tuple(p for p in self.forbidden if p != player)
        self.bottom = tuple(p for p in self.bottom if p != player)
        self.finished = (player,) + tuple(p for p in self.finished if p != player)
        if not before or before[0] != player:
            events += self._crown(player)  # whoever was 1st is the king: the first-place rules may make them fall
        return events

    def _all_passed(self) -> bool:
        """Everyone still holding cards, but the last player, has passed since the last play."""
        last = self.last_player
        passed = self.passed
        for p, hand in enumerate(self.hands):
            if hand and p != last and not passed >> p & 1:
                return False
        return True

    def _pass(self, player: int) -> list[Event]:
        name = self.players[player]
        events = [_pass_event(name, player)]
        self.passed |= 1 << player
        if self._all_passed():
            last = self.last_player
            events += self._clear_field()
            assert last is not None
            self.turn = last if self.hands[last] else self._next_active(last)
        else:
            self.turn = self._next_active(player)
        return events + self._after_turn()

    def _clear_field(self) -> list[Event]:
        self.field = None  # the top meld leaves with the rest
        self.move(self.field_cards, FIELD, DISCARD)
        self.field_by = None
        self.trick = ()
        self._end_rule_data("field")  # J-back's inversion, the locks … as their rules declare
        self.passed = 0
        events = [_CLEAR_EVENT]
        for r in self.rules.on_field_clear:
            events += r.on_field_clear(self)
        return events

    def _after_turn(self) -> list[Event]:
        if self._round_done():
            return self._end_round()
        self._pending = _play_pending(self.turn)
        return []

    def _rule_id(self, key: str | int, where: str) -> str:
        """The id of the rule card ``key`` names, in this game's rule book; a :class:`PositionError` at ``where``."""
        try:
            return self.game.book.card(key).id
        except RuleError as exc:
            raise PositionError(f"{where}: {exc}", f"{where}: {exc.text('ja')}") from None

    # ------------------------------------------------------------------ the action language
    def parse_action(self, text: str) -> Action:
        """Read one action of the scenario action language (``A plays ♠6``, ``B passes`` …).

        A play with an undeclared joker (``♥9 JK``) becomes the first legal
        play it can mean.  Raises :class:`NotationError` naming the token.
        """
        return action_language.parse_action(self, text)

    def action_str(self, action: Action) -> str:
        """An action in the scenario action language."""
        return action_language.action_str(self, action)

    def __repr__(self) -> str:
        hands = ", ".join(f"{self.players[p]}: {mask_str(self.hands[p])}" for p in range(self.n))
        return f"<State round {self.round} {self.phase.value} field={self.field} {hands}>"


def _base_failures(field: Meld | None, meld: Meld, inv: bool) -> list[Failure]:
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


_GROUP_RANKS: Final = "group ranks"
"""The key of :meth:`State.group_bounds`' answer in :attr:`listing_memo` (with the player)."""


def _listed_has(listed: Sequence[Action], action: Action) -> bool:
    """``action in listed``, the very object read from a tuple first: actions compare by their fields in
    dataclasses' interpreted ``__eq__``, and a bot applies an action it read from the list."""
    if type(listed) is tuple:
        for a in listed:
            if a is action:
                return True
    return action in listed


def _plays_as_another(meld: Meld) -> bool:
    """An ordinary card in ``meld`` counts as a card it is not (only a rule may allow it: card 20)."""
    for phys, face in meld.faces:
        if phys < JOKER and phys != face:
            return True
    return False


_GUARDED: Final[dict[tuple[str, ...], tuple[str, ...]]] = {}
_NOTATION_LIKE: Final = re.compile(r"JK|[♠♥♦♣［=]|(?<![A-Za-z])[a-z]+(?:[_.][a-z0-9]+)+|^[a-z]+$| as ")
"""What the Japanese text layer rewrites: jokers, cards, ``=`` faces, rule ids (lowercase words, with ``_`` or ``.``)."""


def _option_words(action: Action) -> str:
    """A choice's option in a Japanese text, in the engine's notation (the text layer makes it Japanese)."""
    if isinstance(action, Choose):
        value = action.value
        if isinstance(value, int):
            return mask_str(value) or "なし"
        return "→".join(value) if isinstance(value, tuple) else str(value)
    if isinstance(action, Pass):
        return "パス"
    if isinstance(action, Play):
        return str(action.meld)
    if isinstance(action, Give):
        return card_str(action.card)
    if isinstance(action, Pick):
        return action.rule
    return mask_str(action.cards) if isinstance(action, Trim) else "パス" if isinstance(action, Pass) else ""


def _guarded_names(players: tuple[str, ...]) -> tuple[str, ...]:
    """The names of ``players`` that Japanese text might read as card notation or a rule id (a player called
    ``JK``, ``♠3`` or a rule id), made once per seating: those texts must leave them as they are. It may
    name more than need it (naming costs a copy of each event, never a different text)."""
    got = _GUARDED.get(players)
    if got is None:
        if len(_GUARDED) >= 256:
            _GUARDED.clear()
        got = _GUARDED[players] = tuple(n for n in players if _NOTATION_LIKE.search(n))
    return got


# Made-once values in plain dicts, not functools.lru_cache: compiled, calling an lru_cache wrapper is a
# generic call to a Python object (the arguments boxed into a tuple), several times a dict lookup.
_PASS_EVENTS: Final[dict[tuple[str, int], Event]] = {}
_PLAY_PENDINGS: Final[dict[int, Pending]] = {}


def _pass_event(name: str, player: int) -> Event:
    """The event of ``name`` (seat ``player``) passing, made once (events are immutable)."""
    got = _PASS_EVENTS.get((name, player))
    if got is None:
        if len(_PASS_EVENTS) >= 1024:
            _PASS_EVENTS.clear()
        got = _PASS_EVENTS[name, player] = Event(None, "pass", player, f"{name} passes", f"{name}はパス", args=())
    return got


_CLEAR_EVENT: Final = Event(None, "clear", None, "The field clears to the discard pile.", "場が流れる。")


def _play_pending(player: int) -> Pending:
    """``Pending(player, PLAY)``, made once per seat (it is immutable)."""
    got = _PLAY_PENDINGS.get(player)
    if got is None:
        got = _PLAY_PENDINGS[player] = Pending(player, DecisionKind.PLAY)
    return got


def _unexplained(rules: RuleSet, failure: Failure) -> Refusal:
    """A refusal without its words (``explain=False``): the rule that would explain it, named once per failure."""
    return _UNEXPLAINED[failure] if failure in _UNEXPLAINED else _UNEXPLAINED.setdefault(
        failure, Refusal(next((r.id for r in rules.explain if failure in r.explains), ""),
                         "refused by the base rules", "基本ルールにより出せない"))


_UNEXPLAINED: Final[dict[Failure, Refusal]] = {}
