"""Predict mode's questions: each lesson step asks what that step checks, and the engine's state after the
step says what was right.

A step's question is derived from its ``expect`` (what the scenario's author wants the learner to see), in
this order: a refused action asks whether it is allowed; a finish asks the place; then a revolution, the rule
that acts, the lock, whether the field clears, the king, whose decision is awaited, whose turn it is; a check
step asks which plays are legal, whose turn it is, or whether a player can force first place.  A step that
checks nothing asks nothing.  The answer is read from the engine after the step (never from the file), so a
question cannot be answered by the scenario's own words.

>>> from explorer.resources import scenarios_dir
>>> from explorer.scenarios.model import load_scenario
>>> from explorer.scenarios.runner import ScenarioRun
>>> run = ScenarioRun(load_scenario(scenarios_dir() / "basics" / "group-play.yaml"))
>>> q = question_for(run)
>>> q.kind, q.options
('turn', ('A', 'B', 'C', 'D'))
>>> _ = run.next()
>>> sorted(right_answer(q, run))
['B']
"""

from __future__ import annotations

from dataclasses import dataclass, field

from explorer.engine.errors import ExplorerError
from explorer.rules.catalogue import rule_class
from explorer.scenarios.model import Scenario, Step
from explorer.scenarios.runner import ScenarioRun
from explorer.text.phrasing import action_text, do_text_ja, label, meld_ja
from explorer.widgets.i18n import t

YES, NO, NONE = "yes", "no", "none"
LOCKS = ("lock_none", "lock_suit", "lock_number", "lock_both")


@dataclass(frozen=True)
class Question:
    """One step's question: its kind, the options offered, and what it is about."""

    kind: str
    """``allowed``, ``place``, ``revolution``, ``rule``, ``lock``, ``clears``, ``king``, ``pending``, ``turn``,
    ``moves``, ``now`` (whose turn, on a check step) or ``forced``."""
    options: tuple[str, ...]
    step: int
    """The index of the step it is asked before."""
    action: dict[str, str] = field(default_factory=dict)
    """The step's action in each language (empty for a check step)."""
    who: str = ""
    """The player the question is about (the place, the plays, the forced win)."""
    multi: bool = False
    """Several options may be picked (which plays are legal)."""
    expected: frozenset[str] = frozenset()
    """For ``moves`` and ``forced``: the answer as the file states it and the engine checks it."""

    def text(self, lang: str) -> str:
        """The question in ``lang``."""
        if self.kind == "moves":
            return t("learn_predict_moves", lang).format(name=self.who)
        if self.kind == "now":
            return t("learn_q_now", lang)
        if self.kind == "forced":
            return t("learn_q_forced", lang).format(name=self.who)
        return t(f"learn_q_{self.kind}", lang).format(action=self.action.get(lang, ""), name=self.who)

    def label(self, option: str, lang: str) -> str:
        """An option's words in ``lang``."""
        if self.kind in ("allowed", "revolution", "clears", "forced"):
            return t(f"learn_a_{self.kind}_{option}", lang)
        if self.kind == "place":
            return t("learn_a_place", lang).format(n=option, th=_ordinal(int(option)))
        if self.kind == "lock":
            return t(f"learn_a_{option}", lang)
        if self.kind == "rule":
            return t("learn_a_rule_none", lang) if option == NONE else label(option, lang)
        if self.kind == "moves":
            if option.lower() == "pass":
                return t("pass", lang)
            return meld_ja(option) if lang == "ja" else option
        return option  # a player's name

    def right(self, guess: frozenset[str], answer: frozenset[str]) -> bool:
        """Whether ``guess`` is right: the same set for a multiple choice, one of the right options otherwise."""
        if self.multi:
            return guess == answer
        return len(guess) == 1 and guess <= answer


def _ordinal(n: int) -> str:
    return {1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th")


def _rule_id(value: object) -> str | None:
    try:
        return rule_class(str(value)).id
    except (ExplorerError, ValueError):
        return None


def _scenario_rules(run: ScenarioRun) -> list[str]:
    """The rules a lesson is about, in order of appearance: its laws, its house rules, and every rule its
    steps expect to act."""
    sc = run.scenario
    found: list[str] = []
    raw: list[object] = [*sc.laws, *(r for rules in sc.house_rules.values() for r in rules)]
    for step in sc.steps:
        for key in ("events", "events_exactly"):
            raw += list(step.expect.get(key) or [])
    for value in raw:
        rid = _rule_id(value)
        if rid is not None and rid not in found:
            found.append(rid)
    return found


def _action(run: ScenarioRun, step: Step) -> dict[str, str]:
    out = {}
    for lang in ("ja", "en"):
        try:
            out[lang] = action_text(run.state, run.state.parse_action(str(step.do)), lang)
        except ExplorerError:
            out[lang] = do_text_ja(str(step.do)) if lang == "ja" else str(step.do)
    return out


def _actor(step: Step) -> str:
    return str(step.do).split(" ", 1)[0] if step.do else ""


def question_for(run: ScenarioRun) -> Question | None:
    """The question to ask before the run's next step (``None``: the step checks nothing to guess): the one
    :func:`lesson_questions` chose for that step of the run's scenario."""
    if run.done:
        return None
    return lesson_questions(run.scenario).get(len(run.results))


_PLANS: dict[int, tuple[object, dict[int, Question]]] = {}


def lesson_questions(scenario: Scenario) -> dict[int, Question]:
    """One question for each step that checks something to guess, balanced over the lesson: each step's
    candidates (:func:`candidates`, every question its ``expect`` can answer) are asked in turn, and the step
    asks the one whose right answer the lesson has given least often so far (then the first candidate), so that
    the right answer cannot be read off the lesson's topic ("it clears", "the lesson's rule acts") — a refused
    step always asks whether it is allowed."""
    got = _PLANS.get(id(scenario))
    if got is not None and got[0] is scenario:
        return got[1]
    run = ScenarioRun(scenario)
    given: dict[tuple[str, ...], int] = {}
    plan: dict[int, Question] = {}
    while not run.done:
        i = len(run.results)
        options = candidates(run)
        try:
            run.next()
        except ExplorerError:
            break
        if not options:
            continue
        answers = [tuple(sorted(right_answer(q, run))) for q in options]
        # "which rule acts?" answered by the lesson's own rule is read off its topic: asked when nothing else is
        topical = [q.kind == "rule" and set(answers[k]) <= set(q.options[:1]) for k, q in enumerate(options)]
        pick = min(range(len(options)), key=lambda k: (given.get(answers[k], 0) + 2 * topical[k], k))
        if options[0].kind == "allowed" and answers[0] == (NO,):
            pick = 0  # a refused action: whether it is allowed is the step's point
        plan[i] = options[pick]
        given[answers[pick]] = given.get(answers[pick], 0) + 1
    if len(_PLANS) > 256:
        _PLANS.clear()
    _PLANS[id(scenario)] = (scenario, plan)
    return plan


def candidates(run: ScenarioRun) -> list[Question]:
    """Every question the run's next step can answer, the step's own question first (a refused action:
    whether it is allowed; a finish: the place; then a revolution, the rule that acts, the lock, whether the
    field clears, the king, whose decision is awaited, whose turn it is; a check step: which plays are legal,
    whether a player can force first place, whose turn it is)."""
    if run.done:
        return []
    i = len(run.results)
    step = run.scenario.steps[i]
    expect = step.expect
    state = run.state
    players = tuple(state.players)
    waiting = tuple(p for p in players if state.seat(p) not in state.finished)
    out: list[Question] = []
    if step.do is None:
        moves = expect.get("moves")
        if isinstance(moves, dict):
            items = tuple(str(x) for x in [*moves.get("includes", []), *moves.get("excludes", [])])
            if len(items) > 1:
                out.append(Question("moves", items, i, who=str(moves.get("player", "")), multi=True,
                                    expected=frozenset(str(x) for x in moves.get("includes", []))))
        forced = expect.get("forced")
        if isinstance(forced, dict) and "first" in forced:
            out.append(Question("forced", (YES, NO), i, who=str(forced.get("player", "")),
                                expected=frozenset({YES if forced["first"] else NO})))
        if "turn" in expect and len(waiting) > 1:
            out.append(Question("now", waiting, i))
        return out
    action = _action(run, step)
    actor = _actor(step)
    if expect.get("legal") is False:
        return [Question("allowed", (YES, NO), i, action)]
    places = expect.get("places")
    finished = expect.get("finished")
    if isinstance(places, dict) or isinstance(finished, list):
        named = [str(p) for p in (places or {})] + [str(p) for p in (finished or [])]
        who = actor if actor in named else next((p for p in named if state.seat(p) not in state.finished), "")
        if who:
            out.append(Question("place", tuple(str(n) for n in range(1, len(players) + 1)), i, action, who=who))
    if "revolution" in expect:
        out.append(Question("revolution", (YES, NO), i, action))
    if expect.get("events") or expect.get("events_exactly"):
        rules = _scenario_rules(run)
        if rules:
            out.append(Question("rule", (*rules, NONE), i, action))
    if "lock" in expect:
        out.append(Question("lock", LOCKS, i, action))
    if "field" in expect and str(expect["field"]).strip() == "":
        out.append(Question("clears", (YES, NO), i, action))
    if "king" in expect:
        out.append(Question("king", players, i, action))
    if isinstance(expect.get("pending"), dict) and "player" in expect["pending"]:
        out.append(Question("pending", players, i, action))
    if "turn" in expect and len(waiting) > 1:
        out.append(Question("turn", waiting, i, action))
    if expect.get("legal") is True and not out:
        out.append(Question("allowed", (YES, NO), i, action))
    return out


def right_answer(question: Question, run: ScenarioRun) -> frozenset[str]:
    """The right options of ``question``, read from ``run`` once its step has been taken."""
    state = run.state
    if question.kind in ("moves", "forced"):
        return question.expected
    result = run.results[question.step] if question.step < len(run.results) else None
    if question.kind == "allowed":
        return frozenset({NO if result is not None and result.accepted is False else YES})
    if question.kind == "place":
        place = state.places().get(state.seat(question.who))
        return frozenset({str(place)}) if place is not None else frozenset()
    if question.kind == "revolution":
        return frozenset({YES if state.marks.revolution else NO})
    if question.kind == "rule":
        fired = {e.rule for e in (result.events if result is not None else []) if e.rule is not None}
        hit = frozenset(o for o in question.options if o in fired)
        return hit or frozenset({NONE})
    if question.kind == "lock":
        suit, rank = bool(state.marks.lock_suits), state.marks.lock_rank is not None
        return frozenset({LOCKS[suit + 2 * rank]})
    if question.kind == "clears":
        return frozenset({YES if state.field is None else NO})
    if question.kind == "king":
        return frozenset({state.players[state.king]} if state.king is not None else set())
    if question.kind in ("turn", "now"):
        return frozenset({state.players[state.turn]} if state.pending is not None else set())
    if question.kind == "pending":
        return frozenset({state.players[state.pending.player]} if state.pending is not None else set())
    return frozenset()
