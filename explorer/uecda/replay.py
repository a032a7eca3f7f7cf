"""Replay UECda match records under the ``uecda`` table and compare every step with the record.

Each game is dealt as the record says, its exchange made card by card, and every play and pass pushed on the
engine, which decides whose turn it is, whether a play is legal, when the field clears and what locks, revolts or
cuts; the game must end where the record's ``play`` line ends, with the finishing order of its ``result``.  The
record's own bookkeeping is checked too: the deal (53 cards, 11 to the three seats from the 大富豪's), the
classes carried from one game to the next, the seats changing only every three games.

What the table is comes from :data:`explorer.rules.uecda.UECDA`; nothing here names a rule.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from explorer.engine.actions import Action, Give, Pass, Play
from explorer.engine.cards import JOKER, STANDARD_DECK, CardMask, card_str, make_card, mask_str, suits_str
from explorer.engine.errors import NotationError
from explorer.engine.events import Event
from explorer.engine.game import DecisionKind
from explorer.engine.melds import JOKER_FACE, Meld
from explorer.engine.state import State
from explorer.rules.uecda import UECDA, UecdaTable
from explorer.uecda.records import RANK_CHARS, SUIT_CHARS, GameRecord, MatchRecord, Move, RecordError

CLASS_JA = ("大富豪", "富豪", "平民", "貧民", "大貧民")
CLASS_EN = ("daifugō", "fugō", "heimin", "hinmin", "daihinmin")


@dataclass(frozen=True)
class Disagreement:
    """Where the engine and the record part: which step, and what the engine says."""

    step: str
    step_ja: str
    en: str
    ja: str

    def text(self, lang: str = "en") -> str:
        return f"{self.step_ja}：{self.ja}" if lang == "ja" else f"{self.step}: {self.en}"


@dataclass
class Step:
    """One decision replayed: who, the record's token, the action pushed, the events it caused, and the position
    before it (a copy, for a page to show)."""

    player: int
    """The record's player number."""
    token: str
    action: Action
    events: list[Event]
    before: State


@dataclass
class GameReplay:
    game: GameRecord
    number: int
    """The game's place in its match, 1-based."""
    names: tuple[str, ...]
    """The engine's names by seat (``P3`` is the record's player 3)."""
    steps: list[Step] = field(default_factory=list)
    """Every play and pass of the record, in order."""
    exchange: list[Step] = field(default_factory=list)
    """The exchange's gives, card by card, as the engine asked for them (empty in a game without one)."""
    start: State | None = None
    """A copy of the game as dealt, before its exchange (with ``keep_positions``)."""
    disagreement: Disagreement | None = None
    state: State | None = None

    @property
    def agrees(self) -> bool:
        return self.disagreement is None

    def line(self) -> str:
        d = self.disagreement
        return f"{self.game.path}:{self.game.line}: {self.game.label}: " + (d.text() if d else "agrees")


def player_name(p: int) -> str:
    return f"P{p}"


def meld_of(move: Move) -> Meld:
    """The meld a record's group or sequence token stands for (the joker as the card it replaces)."""
    pairs: list[tuple[int, int]] = []
    if move.kind == "lone_joker":
        return Meld.of([(JOKER, JOKER_FACE)])
    if move.kind == "group":
        rank = RANK_CHARS.index(move.ranks)
        for ch in move.suits:
            card = make_card(rank, SUIT_CHARS.index(ch))
            pairs.append((JOKER if ch in move.joker else card, card))
    else:
        suit = SUIT_CHARS.index(move.suits)
        for ch in move.ranks:
            card = make_card(RANK_CHARS.index(ch), suit)
            pairs.append((JOKER if ch == move.joker else card, card))
    if sum(1 for phys, _ in pairs if phys == JOKER) > 1:
        raise RecordError("", move.line, move.token, "one joker stands for one card", "ジョーカー1枚は1枚の代わり")
    try:
        return Meld.of(pairs, limit=len(pairs))
    except NotationError as e:
        raise RecordError("", move.line, move.token, str(e), str(e)) from None


def describe(s: State) -> tuple[str, str]:
    """The field as the engine sees it: its top, lock and revolution (English, Japanese)."""
    if s.field is None:
        en, ja = ["the field is empty"], ["場は空"]
    else:
        by = s.players[s.field_by] if s.field_by is not None else "?"
        en, ja = [f"the field holds {s.field} ({by})"], [f"場に{s.field}（{by}）"]
    if s.marks.lock_suits:
        en.append(f"locked to {suits_str(s.marks.lock_suits)}")
        ja.append(f"{suits_str(s.marks.lock_suits)}縛り")
    if s.marks.revolution:
        en.append("in revolution")
        ja.append("革命中")
    passed = [s.players[p] for p in range(s.n) if s.passed >> p & 1]
    if passed:
        en.append("passed: " + ", ".join(passed))
        ja.append("パス済み：" + "、".join(passed))
    return "; ".join(en), "、".join(ja)


class _Mismatch(Exception):
    def __init__(self, d: Disagreement) -> None:
        super().__init__(d.en)
        self.d = d


def _fail(step: str, step_ja: str, en: str, ja: str) -> _Mismatch:
    return _Mismatch(Disagreement(step, step_ja, en, ja))


def _check_bookkeeping(g: GameRecord, number: int, prev: GameRecord | None, table: UecdaTable) -> None:
    every = 0
    for p, hand in enumerate(g.dealt):
        if every & hand:
            raise _fail("deal", "配札", f"{player_name(p)} is dealt {mask_str(every & hand)}, dealt to another too",
                        f"{player_name(p)}に配られた{mask_str(every & hand)}は、ほかの人にも配られている")
        every |= hand
    if every != STANDARD_DECK:
        raise _fail("deal", "配札", f"the deal is not the 53 cards: missing {mask_str(STANDARD_DECK & ~every)}",
                    f"配られたカードが53枚そろっていない：{mask_str(STANDARD_DECK & ~every)}がない")
    sizes = [0] * table.players
    for p, hand in enumerate(g.dealt):
        sizes[g.seats[p]] = hand.bit_count()
    dealers = [d for d in range(table.players) if table.hand_sizes(d) == tuple(sizes)]
    if table.exchanges_in(number):
        dealer = g.seats[g.classes.index(0)]
        if dealer not in dealers:
            raise _fail("deal", "配札", f"hand sizes by seat {sizes}: not dealt one by one from the daifugō's seat "
                        f"{dealer}", f"席ごとの枚数{sizes}：大富豪の席{dealer}から1枚ずつ配った枚数ではない")
    elif not dealers:
        raise _fail("deal", "配札", f"hand sizes by seat {sizes}: not a deal one by one from any seat",
                    f"席ごとの枚数{sizes}：どの席から1枚ずつ配っても、こうはならない")
    if prev is not None and table.exchanges_in(number) and g.classes != prev.result:
        raise _fail("classes", "身分", f"the classes {g.classes} are not the previous game's result {prev.result}",
                    f"身分{g.classes}が前のゲームの結果{prev.result}と違う")
    if prev is not None and not table.seats_drawn_in(number) and g.seats != prev.seats:
        raise _fail("seats", "席", f"the seats changed before game {number}; they change only before games 1, "
                    f"{1 + table.seat_change_every}, {1 + 2 * table.seat_change_every} …",
                    f"第{number}ゲームの前に席が変わっている。席替えは第1、{1 + table.seat_change_every}、"
                    f"{1 + 2 * table.seat_change_every}…ゲームの前だけ")


def start_position(table: UecdaTable, g: GameRecord, number: int) -> State:
    """The game as dealt, seats in turn order (engine seat = record seat), waiting for its exchange or first play."""
    names = [""] * table.players
    hands: dict[str, CardMask] = {}
    for p in range(table.players):
        names[g.seats[p]] = player_name(p)
        hands[player_name(p)] = g.dealt[p]
    opts = table.table_options()
    if table.exchanges_in(number):
        by_class = [player_name(p) for p in sorted(range(table.players), key=g.classes.__getitem__)]
        return State.from_position(names, laws=table.law_ids, options=opts, hands=hands, king=by_class[0],
                                   previous_order=by_class, phase="exchange")
    return State.from_position(names, laws=table.law_ids, options=opts, hands=hands, phase="trim")


def _exchange(s: State, g: GameRecord, seat_of: list[int], player_at: list[int],
              kept: list[Step] | None = None) -> None:
    given = [0] * len(seat_of)
    while s.pending is not None and s.pending.kind is DecisionKind.EXCHANGE:
        giver_seat, to_seat = s.queue[0]
        giver, to = player_at[giver_seat], player_at[to_seat]
        legal = [a for a in s.decision_actions if isinstance(a, Give) and a.to == to_seat]
        wanted = g.changed[giver] & ~given[giver]
        pick = next((a for a in legal if wanted >> a.card & 1), None)
        if pick is None:
            allowed = " ".join(card_str(a.card) for a in legal)
            raise _fail(f"exchange, {player_name(giver)} to {player_name(to)}",
                        f"カード交換（{player_name(giver)}から{player_name(to)}へ）",
                        f"the record gives {mask_str(g.changed[giver]) or 'nothing'}; the engine allows only {allowed}",
                        f"記録では{mask_str(g.changed[giver]) or '何も'}を渡すが、エンジンが認めるのは{allowed}だけ")
        given[giver] |= 1 << pick.card
        before = s.copy() if kept is not None else s
        events = s.push(pick)
        if kept is not None:
            kept.append(Step(giver, card_str(pick.card), pick, events, before))
    for p, seat in enumerate(seat_of):
        if s.hands[seat] != g.original[p]:
            raise _fail("after the exchange", "カード交換の後",
                        f"{player_name(p)} holds {mask_str(s.hands[seat])}; the record's original hand is "
                        f"{mask_str(g.original[p])}",
                        f"{player_name(p)}の手札は{mask_str(s.hands[seat])}だが、記録の開始時の手札は{mask_str(g.original[p])}")


def replay_game(g: GameRecord, number: int, prev: GameRecord | None = None, table: UecdaTable = UECDA,
                keep_positions: bool = False) -> GameReplay:
    """Replay one game; its :attr:`GameReplay.disagreement` is the first step where engine and record part.
    ``keep_positions`` keeps a copy of the position before each step (for a page to step through)."""
    seat_of = list(g.seats)
    player_at = [0] * table.players
    for p, seat in enumerate(seat_of):
        player_at[seat] = p
    out = GameReplay(g, number, tuple(player_name(player_at[seat]) for seat in range(table.players)))
    try:
        _check_bookkeeping(g, number, prev, table)
        s = start_position(table, g, number)
        out.state = s
        if keep_positions:
            out.start = s.copy()
        _exchange(s, g, seat_of, player_at, out.exchange if keep_positions else None)
        for k, move in enumerate(g.plays, start=1):
            pend = s.pending
            step_en, step_ja = f"move {k} {move.token!r}", f"{k}手目 {move.token!r}"
            if pend is None:
                raise _fail(step_en, step_ja, "the engine's game is already over: every place is decided",
                            "エンジンではゲームはもう終わっている（全員の順位が決まっている）")
            if pend.kind is not DecisionKind.PLAY:
                raise _fail(step_en, step_ja, f"the engine waits for a {pend.kind.value} decision",
                            f"エンジンは{pend.kind.value}の決定を待っている")
            seat = pend.player
            who = player_name(player_at[seat])
            if move.kind == "beyond":
                raise _fail(f"{step_en} by {who}", f"{step_ja}（{who}）",
                            "a group of five or a joker below the 3 or above the 2: not a play the engine's cards "
                            "can hold", "5枚組、または3より下・2より上のジョーカー：このアプリのエンジンでは扱えない出し方")
            try:
                action: Action = Pass(seat) if move.kind == "pass" else Play(seat, meld_of(move))
            except RecordError as e:
                raise RecordError(g.path, e.line, e.token, e.en, e.ja) from None
            why = s.refusal_of(action)
            if why is not None:
                en, ja = describe(s)
                raise _fail(f"{step_en} by {who}", f"{step_ja}（{who}）", f"the engine refuses it: {why.en} ({en})",
                            f"エンジンは認めない：{why.ja}（{ja}）")
            before = s.copy() if keep_positions else s
            events = s.push(action)
            out.steps.append(Step(player_at[seat], move.token, action, events, before))
        if s.pending is not None:
            who = player_name(player_at[s.pending.player])
            raise _fail("end of the record", "記録の終わり",
                        f"the record ends but the engine's game goes on: {who} is to act ({describe(s)[0]})",
                        f"記録は終わるが、エンジンではゲームが続く：次は{who}（{describe(s)[1]}）")
        places = s.places()
        got = [places[seat_of[p]] - 1 for p in range(table.players)]
        if got != g.result:
            order = " ".join(player_name(p) for p in sorted(range(table.players), key=got.__getitem__))
            want = " ".join(player_name(p) for p in sorted(range(table.players), key=g.result.__getitem__))
            raise _fail("result", "結果", f"the engine's finishing order is {order}; the record's {want}",
                        f"エンジンのあがり順は{order}、記録では{want}")
    except _Mismatch as m:
        out.disagreement = m.d
    return out


def replay_match(record: MatchRecord, table: UecdaTable = UECDA, keep_positions: bool = False) -> Iterator[GameReplay]:
    """Replay every game of a match record, in order."""
    prev: GameRecord | None = None
    for i, g in enumerate(record.games):
        yield replay_game(g, i + 1, prev, table, keep_positions)
        prev = g


def class_names(lang: str) -> Sequence[str]:
    return CLASS_JA if lang == "ja" else CLASS_EN


def summary(replays: Iterable[GameReplay]) -> tuple[int, int]:
    """(games that agree, games)."""
    n = agree = 0
    for r in replays:
        n += 1
        agree += r.agrees
    return agree, n
