"""Running a scenario: apply each step and check its expectations against the engine."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from explorer.engine.cards import JOKERS_MASK, contains_cards, mask_str, parse_cards, parse_rank, parse_suits, rank_str, same_cards, suits_str
from explorer.engine.errors import ExplorerError, IllegalMoveError, NotationError, ScenarioError, field_ja, shown
from explorer.engine.events import Event, fired_rules
from explorer.engine.melds import MeldPattern, parse_pattern
from explorer.text.phrasing import (action_ja, cards_ja, check_words_ja, do_text_ja, label, meld_ja, notation_ja, rank_ja,
                               refusal_line, sentences_ja)
from explorer.rules.catalogue import rule_class
from explorer.scenarios.model import GENERATED, HAND_WRITTEN, Scenario, Step, load_scenario
from explorer.engine.actions import Action, Play
from explorer.engine.state import PlayOptions, State
from explorer.text.describe import describe


class Problem(str):
    """An expectation that did not hold: the English line (the ``str``, naming the file's own keys and values)
    with its Japanese line in ``ja``."""

    ja: str

    def __new__(cls, en: str, ja: str) -> Problem:
        made = super().__new__(cls, en)
        made.ja = ja
        return made


def problem_ja(problem: str) -> str:
    """A failed expectation in Japanese (one without its own Japanese line: the English, key by key)."""
    if isinstance(problem, Problem):
        return problem.ja
    key, sep, rest = problem.partition(": ")
    return f"{field_ja(key)}：{notation_ja(rest)}" if sep else notation_ja(problem)


def _v(value: object) -> str:
    """A value of the scenario file or the engine as a Japanese line shows it."""
    if value is None:
        return "なし"
    if value is True or value is False:
        return "はい" if value else "いいえ"
    if isinstance(value, (list, tuple)):
        return "、".join(_v(x) for x in value) or "なし"
    if isinstance(value, Mapping):
        return "、".join(f"{field_ja(str(k))}{_v(x)}" for k, x in value.items()) or "なし"
    text = str(value)
    try:
        return label(rule_class(text).id, "ja")
    except ExplorerError:
        return notation_ja(text)


def _want(key: str, want: object, got: object) -> Problem:
    """``key: expected WANT, got GOT`` in both languages."""
    return Problem(f"{key}: expected {want}, got {got}", f"{field_ja(key)}：{_v(want)}のはずが、{_v(got)}")


@dataclass
class StepResult:
    """What one step did and whether its expectations held."""

    index: int
    do: str | None
    accepted: bool | None
    """``None`` for a step with no action."""
    events: list[Event] = field(default_factory=list)
    refusal: str | None = None
    """Why the action was refused, in English (what ``error_contains`` matches)."""
    failures: list[str] = field(default_factory=list)
    refusal_ja: str | None = None
    """The same reason in Japanese."""
    do_ja: str | None = None
    """The action as a Japanese sentence (``None`` when it could not be read)."""

    @property
    def ok(self) -> bool:
        return not self.failures

    def failure_text(self, failure: str, lang: str = "en") -> str:
        """One of :attr:`failures` in ``lang``."""
        return problem_ja(failure) if lang == "ja" else failure

    def refusal_text(self, lang: str = "en") -> str:
        """Why the action was refused, in ``lang`` (``""`` when it was not)."""
        if lang == "ja" and self.refusal_ja is not None:
            return self.refusal_ja
        return self.refusal or ""

    def action_text(self, lang: str = "en") -> str:
        """The step's action for a reader of ``lang`` (``""`` for a step with no action)."""
        if lang == "ja":
            return self.do_ja or (do_text_ja(self.do) if self.do else "")
        return self.do or ""

    def summary(self, lang: str = "en") -> str:
        if lang == "ja":
            return summary_ja(self)
        what = self.do or "(check)"
        if self.refusal is not None:
            detail = f"refused — {self.refusal_text(lang)}"
        else:
            detail = "; ".join(describe(e, lang) for e in self.events if e.kind not in ("play", "pass"))
        mark = "passed" if self.ok else "FAILED"
        line = f"  step {self.index + 1} {mark}: {what}" + (f" — {detail}" if detail else "")
        return line + "".join(f"\n      ✗ {f}" for f in self.failures)


@dataclass
class ScenarioResult:
    scenario: Scenario
    steps: list[StepResult]
    error: str | None = None

    @property
    def ok(self) -> bool:
        return self.error is None and all(s.ok for s in self.steps)


class ScenarioRun:
    """Step through a scenario one step at a time (what the dashboards drive).

    >>> from explorer.scenarios.model import parse_scenario
    >>> sc = parse_scenario({"id": "x", "title": "t", "players": ["A", "B", "C"],
    ...     "start": {"hands": {"A": "♠3", "B": "♠4", "C": "♠5 ♠6"}, "turn": "A"},
    ...     "steps": [{"do": "A plays ♠3", "expect": {"turn": "B"}}]})
    >>> run = ScenarioRun(sc)
    >>> run.next().ok, run.state.player_name(run.state.turn)
    (True, 'B')
    """

    def __init__(self, scenario: Scenario) -> None:
        self.scenario = scenario
        self.state = scenario.initial_state()
        self.results: list[StepResult] = []

    @property
    def done(self) -> bool:
        return len(self.results) >= len(self.scenario.steps)

    def next(self) -> StepResult:
        i = len(self.results)
        result = run_step(self.scenario, self.state, i, self.scenario.steps[i])
        self.results.append(result)
        return result

    def back(self) -> None:
        """Undo the last step."""
        if not self.results:
            return
        last = self.results.pop()
        if last.accepted:
            self.state.pop()


def run_step(scenario: Scenario, state: State, i: int, step: Step) -> StepResult:
    result = StepResult(i, step.do, None)
    expect = step.expect
    if step.do is not None:
        try:
            action = state.parse_action(step.do)
            result.do_ja = action_ja(state, action)
            result.events = state.push(action)
            result.accepted = True
        except IllegalMoveError as exc:
            result.accepted = False
            result.refusal = f"{exc.rule}: {exc.en}"
            result.refusal_ja = describe(exc, "ja")
            result.events = []
        except NotationError as exc:
            if expect.get("legal") is False:
                result.accepted = False
                result.refusal = str(exc)
                result.refusal_ja = describe(exc, "ja")
            else:
                raise ScenarioError(scenario.path, f"steps[{i}].do", str(exc), describe(exc, "ja")) from None
        except ExplorerError as exc:
            raise ScenarioError(scenario.path, f"steps[{i}].do", str(exc), describe(exc, "ja")) from None
        if result.accepted is False and "legal" not in expect:
            result.failures.append(Problem(f"the action was refused: {result.refusal}",
                                           f"出せなかった（{result.refusal_ja}）"))
    for key, want in expect.items():
        if key == "forced":
            both = _check_forced(scenario.path, f"steps[{i}].expect.forced", state, want)
            if both is not None:
                result.failures.append(Problem(*both))
            continue
        problem = _check(state, result, key, want)
        if problem:
            result.failures.append(problem)
    return result


def _names(state: State, seats: list[int] | tuple[int, ...]) -> list[str]:
    return [state.players[p] for p in seats]


def _check(state: State, result: StepResult, key: str, want: Any) -> str | None:
    fired = fired_rules(result.events)
    got: object
    if key == "legal":
        got = result.accepted is not False
        if result.do is None:
            return "'legal' needs an action in 'do'"
        if got == want:
            return None
        return Problem(f"legal: expected {want}, got {got}" + (f" ({result.refusal})" if result.refusal else ""),
                       ("出せないはずが、出せた" if got else "出せるはずが、出せなかった")
                       + (f"（{result.refusal_ja}）" if result.refusal_ja else ""))
    if key == "error_contains":
        text = (result.refusal or "").lower()
        return None if str(want).lower() in text else Problem(
            f"error_contains: {want!r} not in refusal {result.refusal!r}",
            f"理由：出せない理由に「{want}」がない（{result.refusal_ja or 'カードは出せた'}）")
    if key in ("events", "events_exactly"):
        wanted = [_rule_id(w) for w in want]
        if key == "events_exactly":
            return None if fired == wanted else _want(key, wanted, fired)
        it: Iterator[str] = iter(fired)
        return None if all(w in it for w in wanted) else Problem(
            f"events: expected {wanted} in order within {fired}",
            f"発動するルール：{_v(wanted)}が{'この順に' if len(wanted) > 1 else ''}発動するはずが、"
            + (f"発動したのは{_v(fired)}" if fired else "何も発動しなかった"))
    if key == "revolution":
        return None if state.marks.revolution == want else Problem(
            f"revolution: expected {want}, got {state.marks.revolution}",
            "革命：革命中のはずが、革命は起きていない" if want else "革命：革命は起きていないはずが、革命中")
    if key == "reversed":
        return None if state.marks.reversed == want else Problem(
            f"reversed: expected {want}, got {state.marks.reversed}",
            "強さの逆転：強さが逆転しているはずが、逆転していない" if want
            else "強さの逆転：強さは逆転していないはずが、逆転している")
    if key == "lock":
        return _check_lock(state, want)
    if key == "field":
        return _check_field(state, str(want))
    if key == "discard_contains":
        mask = _cards(want)
        if contains_cards(state.discard, mask):  # jokers are identical: as many as named
            return None
        missing = mask & ~state.discard & ~JOKERS_MASK or mask & JOKERS_MASK
        return Problem(f"discard_contains: {mask_str(missing)} not in the discard pile ({mask_str(state.discard)})",
                       f"捨札：{cards_ja(missing)}が捨札にない（捨札は{cards_ja(state.discard)}）")
    if key == "turn":
        got = state.players[state.turn] if state.pending is not None else None
        return None if got == str(want) else _want(key, want, got)
    if key == "hands":
        for name, cards in want.items():
            got = state.hands[state.seat(str(name))]
            mask = _cards(cards or "")
            if not same_cards(got, mask):  # jokers are identical: JK is either
                return Problem(f"hands.{name}: expected {mask_str(mask) or '(empty)'}, got {mask_str(got) or '(empty)'}",
                               f"{name}の手札：{cards_ja(mask)}のはずが、{cards_ja(got)}")
        return None
    if key == "hand_counts":
        for name, n in want.items():
            got = state.hands[state.seat(str(name))].bit_count()
            if got != n:
                return Problem(f"hand_counts.{name}: expected {n}, got {got}", f"{name}の手札の枚数：{n}枚のはずが、{got}枚")
        return None
    if key == "finished":
        got = _names(state, state.finished)
        return None if got == [str(w) for w in want] else _want(key, want, got)
    if key == "places":
        places = state.places()
        for name, n in want.items():
            got = places.get(state.seat(str(name)))
            if got != n:
                return Problem(f"places.{name}: expected {n}, got {got if got is not None else 'undecided'}",
                               f"{name}の順位：{n}位のはずが、" + (f"{got}位" if got is not None else "まだ決まっていない"))
        return None
    if key == "points":
        for name, n in want.items():
            got = state.points[state.seat(str(name))]
            if got != n:
                return Problem(f"points.{name}: expected {n}, got {got}", f"{name}の勝利点：{n}点のはずが、{got}点")
        return None
    if key == "king":
        got = state.players[state.king] if state.king is not None else None
        return None if got == (str(want) if want is not None else None) else _want(key, want, got)
    if key == "moves":
        return _check_moves(state, want)
    if key == "pending":
        pend = state.pending
        got_p = state.players[pend.player] if pend else None
        got_k = pend.kind.value if pend else None
        if "player" in want and str(want["player"]) != got_p:
            return _want("pending.player", want["player"], got_p)
        if "kind" in want and want["kind"] != got_k:
            return Problem(f"pending.kind: expected {want['kind']}, got {got_k}",
                           f"待っている選択：{_kind_ja(want['kind'])}のはずが、{_kind_ja(got_k)}")
        return None
    return Problem(f"unknown expectation {key!r}", f"「{key}」という期待は書けない")


def _kind_ja(kind: object) -> str:
    """A pending decision's kind (``play``, ``choice`` …) in Japanese."""
    words = {"play": "カードを出すかパス", "choice": "効果の選択", "give": "カードを渡す", "trim": "手札を捨てる",
             "pick": "家訓を選ぶ", "start": "スタートプレイヤーの指定", "order": "効果の処理順"}
    return "なし" if kind is None else words.get(str(kind), label(str(kind), "ja"))


def _lock_ja(suits: int, rank: int | None) -> str:
    """A lock in Japanese: 「♠の縛り」, 「［6］の縛り」, 「♠と［6］の縛り」."""
    bits = [b for b in (suits_str(suits), f"［{rank_ja(rank_str(rank))}］" if rank is not None and 0 <= rank < 13 else "")
            if b]
    return "と".join(bits) + "の縛り" if bits else "縛りなし"


FORCED_BUDGET = 1_000_000
"""Positions the solver may search for one ``forced`` expectation before it says "unknown" (a failure that
says so): small endgames need far fewer (the scenarios of ``scenarios/analysis/`` at most a few thousand).
A count, not a time, so a check gives the same answer on any machine; at the pure engine's 3,000-6,000
positions a second the whole budget is a few minutes."""


def _own_actions(state: State, p: int) -> list[Action]:
    """``p``'s current actions: the pending decision when it is theirs, and their out-of-turn actions."""
    pend = state.pending
    if pend is None:
        return []
    mine = list(state.decision_actions) if pend.player == p else []
    return mine + [a for a in state.window_actions() if a.player == p]


def _said(texts: list[str] | tuple[str, ...], limit: int = 10, ja: bool = False, sep: str | None = None) -> str:
    """Actions listed for a message (at most ``limit``), each quoted: 'A plays ♠2' / 「Aが♠2を出す」."""
    cut = [f"「{t}」" if ja else f"'{t}'" for t in texts[:limit]] + (["…"] if len(texts) > limit else [])
    if not cut:
        return "なし" if ja else "none"
    return (sep if sep is not None else "、" if ja else ", ").join(cut)


def _line(texts: tuple[str, ...], ja: bool) -> str:
    """A principal line for a message: its first moves, joined by arrows."""
    cut = list(texts[:12]) + (["…"] if len(texts) > 12 else [])
    return " → ".join(cut) if cut else ("なし" if ja else "none")


@dataclass(frozen=True)
class _ByItem:
    """One action of ``forced.by`` as written: the action it reads as, and for a play the cards as written
    (a ``JK`` left undeclared stands for whatever the joker is played as)."""

    text: str
    action: Action
    pattern: MeldPattern | None

    def covers(self, action: Action) -> bool:
        """Whether ``action`` is this item: a play with these cards (jokers alike, each declared face as
        declared, an undeclared joker as anything), on its own or fused as the item reads; any other action
        compared as an action, jokers alike."""
        from explorer.analysis import action_key

        mine = self.action
        if self.pattern is not None and isinstance(mine, Play):
            return (isinstance(action, Play) and action.player == mine.player and action.join == mine.join
                    and self.pattern.matches(action.meld))
        return action_key(action) == action_key(mine)


def _by_item(path: str, at: str, state: State, text: str) -> _ByItem:
    try:
        action = state.parse_action(text)
        pattern = None
        if isinstance(action, Play):
            pattern = parse_pattern(" ".join(text.split()[2:]), limit=FIELD_LIMIT)
    except ExplorerError as exc:
        raise ScenarioError(path, at, str(exc), describe(exc, "ja")) from None
    return _ByItem(text, action, pattern)


def _check_forced(path: str, where: str, state: State, want: Mapping[str, Any]) -> tuple[str, str] | None:
    """``forced``: the solver's verdict on the position (every hand open), in English and Japanese; ``None``
    when it holds.  An action of ``by`` that cannot be read, or is not one of the player's current actions,
    is an error in the file (:class:`ScenarioError`).

    ``by`` holds when every action that keeps first place is named by one of its items and every item names
    at least one such action (SCENARIO-FORMAT.md: compared as actions; jokers are identical; a play written
    with an undeclared ``JK`` names every way the engine offers to play those cards, as ``moves`` reads it)."""
    from explorer.analysis import solve

    name = str(want["player"])
    p = state.seat(name)
    wanted_first = bool(want["first"])
    items: list[_ByItem] | None = None
    own = _own_actions(state, p)
    if "by" in want:
        items = []
        for j, text in enumerate(want["by"]):
            at = f"{where}.by[{j}]"
            item = _by_item(path, at, state, str(text))
            if not any(item.covers(a) for a in own):
                listed = _said([state.action_str(a) for a in own], 12)
                listed_ja = _said([action_ja(state, a) for a in own], 12, ja=True)
                raise ScenarioError(path, at, f"{shown(str(text))} is not one of {name}'s current actions "
                                    f"({listed})",
                                    f"{shown(str(text))}は今の{name}の行動ではない（できる行動：{listed_ja}）")
            items.append(item)
    sol = solve(state, p, budget=FORCED_BUDGET)
    if sol.first is None:
        return (f"forced: unknown — the search stopped after {sol.nodes:,} positions (the budget) before settling "
                f"whether {name} can force first place",
                f"{name}が1位を確定できるかは不明：上限の{sol.nodes:,}局面まで調べても決着しなかった")
    line, line_ja = _line(sol.line, False), _line(sol.line_ja, True)
    if sol.first != wanted_first:
        if wanted_first:
            return (f"forced: expected {name} to be able to force first place, but the others can stop it "
                    f"(line: {line})",
                    f"{name}は1位を確定できるはずだが、ほかのプレイヤーに止められる（手順：{line_ja}）")
        winning_ja = _said([action_ja(state, a) for a in sol.winning], 12, ja=True)
        return (f"forced: expected the others to be able to stop {name}, but {name} can force first place "
                f"(with {_said(sol.winning_text)}; line: {line})",
                f"{name}は1位を確定できないはずだが、{winning_ja}で確定できる（手順：{line_ja}）")
    if items is None:
        return None
    if sol.undecided:
        return (f"forced.by: unknown — the budget ran out before {_said([state.action_str(a) for a in sol.undecided])} "
                f"was settled",
                f"1位を確定させる行動は不明：{_said([action_ja(state, a) for a in sol.undecided], 12, ja=True)}は"
                "上限まで調べても決着しなかった")
    extra = [a for a in sol.winning if not any(i.covers(a) for i in items)]
    idle = [i for i in items if not any(i.covers(a) for a in sol.winning)]
    if not extra and not idle:
        return None
    en = "; ".join(part for part in (
        f"{_said([i.text for i in idle])} does not keep it" if idle else "",
        f"{_said([state.action_str(a) for a in extra])} keeps it too" if extra else "") if part)
    ja = "。".join(part for part in (
        f"{_said([action_ja(state, i.action) for i in idle], ja=True)}では確定しない" if idle else "",
        f"{_said([action_ja(state, a) for a in extra], ja=True)}でも確定する" if extra else "") if part)
    return (f"forced.by: expected exactly the actions {_said([i.text for i in items])} to keep first "
            f"place for {name}, got {_said(list(sol.winning_text))} ({en})",
            f"{name}が1位を確定させる行動は{_said([action_ja(state, i.action) for i in items], ja=True)}のはずだが、"
            f"実際は{_said([action_ja(state, a) for a in sol.winning], ja=True)}（{ja}）")


def _rule_id(value: object) -> str:
    try:
        return rule_class(str(value)).id
    except ExplorerError:
        return str(value)


def _cards(text: object) -> int:
    return parse_cards(" ".join(map(str, text)) if isinstance(text, list) else str(text))


def _check_lock(state: State, want: Mapping[str, Any] | None) -> str | None:
    got_suits, got_rank = state.marks.lock_suits, state.marks.lock_rank
    got = f"suit={suits_str(got_suits) or '-'} rank={'-' if got_rank is None else rank_str(got_rank)}"
    if want is None:
        return None if not got_suits and got_rank is None else Problem(
            f"lock: expected none, got {got}", f"縛り：縛りはないはずが、{_lock_ja(got_suits, got_rank)}")
    want_suits = parse_suits(str(want["suit"])) if "suit" in want else 0
    want_rank = parse_rank(str(want["rank"])) if "rank" in want else None
    if want_suits != got_suits or want_rank != got_rank:
        return Problem(f"lock: expected {dict(want)}, got {got}",
                       f"縛り：{_lock_ja(want_suits, want_rank)}のはずが、{_lock_ja(got_suits, got_rank)}")
    return None


FIELD_LIMIT = 8
"""A meld fused on the field (rule 02) may hold more than four cards."""


def _check_field(state: State, want: str) -> str | None:
    if want.strip() == "":
        return None if state.field is None else Problem(f"field: expected empty, got {state.field}",
                                                          f"場：空のはずが、{meld_ja(state.field)}")
    pattern = parse_pattern(want, limit=FIELD_LIMIT)
    if state.field is None:
        return Problem(f"field: expected {want}, got an empty field", f"場：{notation_ja(want)}のはずが、場は空")
    pattern = pattern.for_hand(state.field.cards)
    return None if pattern.matches(state.field) else Problem(f"field: expected {want}, got {state.field}",
                                                             f"場：{notation_ja(want)}のはずが、{meld_ja(state.field)}")


def _check_moves(state: State, want: Mapping[str, Any]) -> str | None:
    """``moves``: the plays ``player`` is offered now, as the engine lists them (not merely what it would
    accept: a legal play the listing never offers is a play nobody can make).

    An item is a play's cards (``♠7 ♠8 JK=♠9``: played on its own or joining the field's meld),
    ``fuses <cards>`` (only joining, card 02), or ``pass``.  Jokers are identical.  The engine lists a
    joker's declaration once when no rule in force cares about its suit, so for ``exactly`` each listed
    move must be covered by an item up to that choice.
    """
    p = state.seat(str(want["player"]))
    holding = bool(state.hands[p])
    can_pass = state.field is not None and state.pending is not None and state.pass_refusal(p) is None
    offered = PlayOptions(p, state.legal_melds(p) if holding else [], can_pass,
                          state.legal_joins(p) if holding else ())
    shown = [_move_text(a) for a in offered]

    loose = not state.rules.suit_sensitive

    def matches(item: str) -> list[Action]:
        """The listed actions ``item`` names."""
        return [a for a in offered if _covers(a, item, loose)]

    def why_not(item: str) -> tuple[str, str]:
        text = item.strip()
        if text.lower() == "pass":
            if state.field is None:
                return "the field is empty", "場が空"
            why_pass = state.pass_refusal(p)
            return (str(why_pass), refusal_line(why_pass, "ja")) if why_pass else ("not offered", "一覧にない")
        join_only = text.lower().startswith("fuses ")
        try:
            meld = parse_pattern(text[6:] if join_only else text).for_hand(state.hands[p]).resolve()
        except NotationError as exc:
            return str(exc), describe(exc, "ja")
        why = state.refusal(p, meld, join=True if join_only else None)
        if why is None:
            return "accepted, but not offered by the listing", "出せるが、一覧に出てこない"
        return str(why), refusal_line(why, "ja")

    def item_ja(item: str) -> str:
        text = item.strip()
        if text.lower() == "pass":
            return "パス"
        return f"{notation_ja(text[6:])}を場のカードと合わせて出す" if text.lower().startswith("fuses ") else notation_ja(text)

    offered_ja = "、".join(item_ja(x) for x in shown) or "なし"
    who = str(want["player"])

    def missing(item: str) -> Problem:
        en, ja = why_not(item)
        return Problem(f"moves: {item} should be offered to {who} ({en}); offered: {shown}",
                       f"出せるカード：{who}に{item_ja(item)}が出せるはずが、出せない（{ja}）。出せるのは{offered_ja}")

    for item in map(str, want.get("includes", [])):
        if not matches(item):
            return missing(item)
    for item in map(str, want.get("excludes", [])):
        if matches(item):
            return Problem(f"moves: {item} should not be offered to {who}",
                           f"出せるカード：{who}は{item_ja(item)}を出せないはずが、出せる")
    if "exactly" in want:
        items = [str(x) for x in want["exactly"]]
        for item in items:
            if not matches(item):
                return missing(item)
        extra = [_move_text(a) for a in offered if not any(_covers(a, i, loose) for i in items)]
        if extra:
            return Problem(f"moves: not expected but offered: {extra}",
                           f"出せるカード：書かれていないのに出せる：{'、'.join(item_ja(x) for x in extra)}")
    return None


def _move_text(action: Action) -> str:
    """A listed move as a ``moves`` item writes it: its cards, ``fuses <cards>``, or ``pass``."""
    if isinstance(action, Play):
        return f"fuses {action.meld}" if action.join else str(action.meld)
    return "pass"


def _covers(action: Action, item: str, loose: bool) -> bool:
    """Whether ``item`` names the listed ``action`` (``loose``: up to the suit a joker stands for)."""
    text = item.strip()
    if not isinstance(action, Play) or text.lower() == "pass":
        return not isinstance(action, Play) and text.lower() == "pass"
    if text.lower().startswith("fuses "):
        if not action.join:
            return False
        text = text[6:]
    meld = action.meld
    pattern = parse_pattern(text)
    if pattern.matches(meld):
        return True
    if not loose or pattern.cards != meld.cards:
        return False
    try:
        other = pattern.resolve()
    except NotationError:
        return False
    return other.face_ranks() == meld.face_ranks() and other.kind is meld.kind


def run_scenario(scenario: Scenario) -> ScenarioResult:
    """Run every step of ``scenario``."""
    run = ScenarioRun(scenario)
    while not run.done:
        run.next()
    return ScenarioResult(scenario, run.results)


def scenario_files(paths: list[str]) -> list[Path]:
    """Every ``.yaml``/``.yml`` file named or under the folders named, sorted; under a folder, a table's own
    rule file (``*.rules.yaml``, docs/rules-file.md) is not a scenario and is left out."""
    out: list[Path] = []
    for p in paths:
        path = Path(p)
        if path.is_dir():
            out += sorted(x for x in path.rglob("*") if x.suffix in (".yaml", ".yml")
                          and not x.name.endswith((".rules.yaml", ".rules.yml")))  # a table's rule file
        else:
            out.append(path)
    return out


def check_paths(paths: list[str], lang: str = "en", out: Any = None) -> int:
    """The ``check`` command: run scenario files, print each step, return the exit status."""
    import sys

    write = (out or sys.stdout).write
    files = scenario_files(paths)
    if not files:
        where = ", ".join(shown(p, 200) for p in paths)
        write(f"シナリオファイルが見つからない：{where}\n" if lang == "ja" else f"no scenario files found in {where}\n")
        return 1
    from explorer.scenarios.reachable import notice_lines

    seen: dict[str, str] = {}
    failed = 0
    passed = 0
    noticed = 0
    tally = {HAND_WRITTEN: [0, 0], GENERATED: [0, 0]}
    """origin -> [passed, failed]; a file that does not load counts as hand-written."""
    for f in files:
        try:
            scenario = load_scenario(f)
            if scenario.id in seen:
                raise ScenarioError(str(f), "id", f"{scenario.id!r} is already the id of {seen[scenario.id]}",
                                    f"{scenario.id!r}はすでに{seen[scenario.id]}のIDになっている")
            seen[scenario.id] = str(f)
            result = run_scenario(scenario)
        except ExplorerError as exc:  # a ScenarioError, or an expectation the engine cannot read
            failed += 1
            tally[HAND_WRITTEN][1] += 1
            write(f"不合格 {f}\n  エラー：{describe(exc, lang)}\n" if lang == "ja" else f"FAILED {f}\n  error: {describe(exc, lang)}\n")
            continue
        title = scenario.title.get(lang)
        tally[scenario.origin][0 if result.ok else 1] += 1
        words = check_words_ja if lang == "ja" else {"passed": "passed", "FAILED": "FAILED"}
        if result.ok:
            passed += 1
            write(f"{words['passed']} {f} — {title}\n")
        else:
            failed += 1
            write(f"{words['FAILED']} {f} — {title}\n")
        for line in notice_lines(scenario.initial_state(), lang):
            noticed += 1
            write(line + "\n")
        for step in result.steps:
            write(step.summary(lang) + "\n")
    write(f"合格{passed}件、不合格{failed}件\n" if lang == "ja" else f"{passed} passed, {failed} failed\n")
    if noticed:
        write(f"  実際の対局では起こらない開始局面の注意{noticed}件（不合格にはならない）\n" if lang == "ja"
              else f"  {noticed} notice(s) of a start that cannot arise in play (they fail nothing)\n")
    write(_origin_summary(tally, lang) + "\n")
    return 1 if failed else 0


def _origin_summary(tally: Mapping[str, list[int]], lang: str) -> str:
    """The two counts apart: hand-written scenarios, and generated witnesses (recorded from the engine)."""
    (hp, hf), (gp, gf) = tally[HAND_WRITTEN], tally[GENERATED]
    if lang == "ja":
        return (f"  手書きのシナリオ{hp + hf}件（合格{hp}件、不合格{hf}件）、ルールの関係の探索で生成したシナリオ"
                f"{gp + gf}件（合格{gp}件、不合格{gf}件）：生成したシナリオの期待値は、エンジン自身の結果を記録したもの")
    return (f"  {hp + hf} hand-written ({hp} passed, {hf} failed), {gp + gf} generated witnesses ({gp} passed, "
            f"{gf} failed): a witness's expectations were recorded from the engine itself")


def summary_ja(step: StepResult) -> str:
    """One line of ``check --lang ja``: the step, its action as a sentence, and what happened."""
    what = step.action_text("ja") or "（確認のみ）"
    if step.refusal is not None:
        detail = f"できない。{step.refusal_text('ja')}"
    else:
        detail = sentences_ja([e for e in step.events if e.kind not in ("play", "pass")])
    mark = check_words_ja["passed" if step.ok else "FAILED"]
    line = f"  手順{step.index + 1} {mark}：{what}" + (f" — {detail}" if detail else "")
    return line + "".join(f"\n      ✗ 期待と違う：{step.failure_text(f, 'ja')}" for f in step.failures)
