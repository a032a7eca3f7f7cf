"""Step through a scenario: the table, Back / Next / Reset, each step's events and the rule behind them."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from explorer.engine.errors import ExplorerError
from explorer.text.phrasing import label, source_en, source_ja
from explorer.scenarios.model import Scenario
from explorer.scenarios.runner import ScenarioRun
from explorer.widgets.cards_view import STYLE as CARD_STYLE
from explorer.widgets.i18n import Language, t
from explorer.widgets.moves import check_answer_html
from explorer.widgets.predict import Question, question_for, right_answer
from explorer.widgets.table import table_html
from explorer.text.describe import describe


def _rule_label(rule_id: str | None, lang: str) -> str:
    return label(rule_id, lang)


def _lines(text: str) -> str:
    """Escaped text with its line breaks kept (a rulebook quote stands on its own line)."""
    return "<br>".join(escape(line) for line in text.split("\n"))


SOURCE_COLOUR = "#495057"
"""The source line's grey: 7.7:1 on white, readable (the lighter #868e96 it had was 3.3:1, under WCAG's 4.5)."""


def source_html(source: str, lang: str) -> str:
    """A scenario's source line, each source named as a reader names it (the rulebook, Arcasino's official
    Q&A …; :func:`~explorer.text.phrasing.source_ja`), never a seed number or a file name."""
    text = source_ja(source) if lang == "ja" else source_en(source)
    return f'<div class="dx-source" style="color:{SOURCE_COLOUR};font-size:13px">{escape(text)}</div>'


class ScenarioStepper(widgets.VBox):  # type: ignore[misc]
    """A scenario, one step at a time.  ``language`` is shared with the page.

    A step that only checks (no action) shows what it establishes — who may play what, and why the plays it
    names are refused — since that is usually the lesson's answer. With :attr:`predict` on, the learner
    answers each step's own question (:func:`~explorer.widgets.predict.question_for`: whose turn, does the
    field clear, which rule acts, which plays are legal …) before Next shows it; the verdict stands under the
    question it answers, and the next question below it.
    """

    def __init__(self, scenario: Scenario | None = None, language: Language | None = None) -> None:
        self.language = language or Language()
        self.title = widgets.HTML()
        self.title.add_class("dx-step-title")
        self.qa = widgets.HTML()
        self.qa.add_class("dx-step-qa")
        self.table = widgets.HTML()
        self.events_view = widgets.HTML()
        self.back = widgets.Button(icon="step-backward")
        self.next = widgets.Button(icon="step-forward", button_style="primary")
        self.reset = widgets.Button(icon="undo")
        self.position = widgets.HTML()
        self.predict = widgets.ToggleButton(value=False, icon="question")
        self.predict.add_class("dx-predict")
        self.position.add_class("dx-step-position")
        self.guess_box = widgets.VBox()
        self.guess_box.add_class("dx-guess")
        self.guess: frozenset[str] = frozenset()
        """The learner's guess for the next step's question (:mod:`explorer.widgets.predict`): option keys."""
        self.prompt = False
        """Next was pressed before a guess: ask for one under the question."""
        self.answered: dict[int, tuple[Question, frozenset[str], frozenset[str]]] = {}
        """Each step answered in predict mode: its question, the learner's guess, the right options."""
        for b, handler in ((self.back, self._back), (self.next, self._next), (self.reset, self._reset)):
            b.on_click(handler)
        self.predict.observe(lambda _: self.refresh(), names="value")
        self.back.add_class("dx-back")
        self.next.add_class("dx-next")
        self.reset.add_class("dx-reset")
        self.table.add_class("dx-table-view")
        self.events_view.add_class("dx-events")
        controls = widgets.HBox([self.back, self.next, self.reset, self.position, self.predict])
        controls.add_class("dx-step-controls")
        self.footer = widgets.VBox()
        """Room for the page below the step's events (Learn puts its "Next lesson" there); empty by default."""
        self.footer.add_class("dx-step-footer")
        super().__init__([self.title, self.qa, controls, self.guess_box, self.events_view, self.footer, self.table])
        self.run: ScenarioRun | None = None
        self.load_error: ExplorerError | None = None
        """Why the last scenario loaded has no start position (shown in the page's language)."""
        self.language.observe(lambda _: self.refresh(), names="lang")
        if scenario is not None:
            self.load(scenario)

    def load(self, scenario: Scenario) -> None:
        self.guess, self.prompt, self.answered = frozenset(), False, {}
        try:
            self.run = ScenarioRun(scenario)
        except ExplorerError as exc:
            self.run = None
            self.load_error = exc
            self._show_load_error()
            return
        self.load_error = None
        self.refresh()

    def _show_load_error(self) -> None:
        if self.load_error is not None:
            lang = self.language.lang
            self.table.value = (f'<span style="color:#c92a2a">{t("error", lang)}: '
                                f'{escape(describe(self.load_error, lang))}</span>')

    def _next(self, _: object = None) -> None:
        run = self.run
        if run is not None and not run.done:
            question = question_for(run) if self.predict.value else None
            if question is not None and not self.guess:
                self.prompt = True  # shown under the question
                self.refresh()
                return
            try:
                run.next()
            except ExplorerError as exc:
                self.events_view.value = f'<span style="color:#c92a2a">{escape(describe(exc, self.language.lang))}</span>'
                return
            if question is not None and self.guess:
                self.answered[question.step] = (question, self.guess, right_answer(question, run))
            self.guess, self.prompt = frozenset(), False
        self.refresh()

    def _back(self, _: object = None) -> None:
        if self.run is not None:
            self.run.back()
            done = len(self.run.results)
            self.answered = {i: a for i, a in self.answered.items() if i < done}
        self.guess, self.prompt = frozenset(), False
        self.refresh()

    def _reset(self, _: object = None) -> None:
        if self.run is not None:
            self.load(self.run.scenario)

    # -- predict, then see ---------------------------------------------------------------------------
    @property
    def score(self) -> tuple[int, int]:
        """The learner's right guesses in this lesson so far, and how many they made."""
        right = sum(q.right(guess, answer) for q, guess, answer in self.answered.values())
        return right, len(self.answered)

    def _choices(self, q: Question, chosen: frozenset[str], lang: str) -> str:
        return "、".join(q.label(o, lang) for o in q.options if o in chosen) if lang == "ja" else ", ".join(
            q.label(o, lang) for o in q.options if o in chosen)

    def _answered_html(self, lang: str) -> str:
        """The question the last step answered, the learner's guess and the verdict right under it."""
        run = self.run
        if run is None or not run.results or run.results[-1].index not in self.answered:
            return ""
        q, guess, answer = self.answered[run.results[-1].index]
        right = q.right(guess, answer)
        nothing = t("learn_nothing", lang)
        verdict = (f'<div class="dx-verdict dx-right">✔ {escape(t("learn_right", lang))}</div>' if right else
                   f'<div class="dx-verdict dx-wrong">✘ '
                   f'{escape(t("learn_the_answer", lang).format(answer=self._choices(q, answer, lang) or nothing))}</div>')
        got, total = self.score
        return (f'<div class="dx-answered" style="border-left:4px solid {"#37b24d" if right else "#f03e3e"};'
                f'padding:2px 8px;margin:4px 0">'
                f'<div class="dx-answered-question"><b>{escape(q.text(lang))}</b></div>'
                f'<div class="dx-your-guess">{escape(t("learn_your_guess", lang).format(guess=self._choices(q, guess, lang) or nothing))}</div>'
                f'{verdict}<div class="dx-score" style="color:#555;font-size:12px">'
                f'{escape(t("learn_score", lang).format(right=got, total=total))}</div></div>')

    def _show_guess(self) -> None:
        lang = self.language.lang
        children: list[widgets.Widget] = []
        if not self.predict.value or self.run is None:
            self.guess_box.children = children
            return
        answered = self._answered_html(lang)
        if answered:
            children.append(widgets.HTML(answered))
        q = question_for(self.run)
        if q is not None:
            asking = widgets.HTML(f'<div class="dx-question-next" style="border-top:1px dashed #adb5bd;padding-top:4px">'
                                  f'<b>{escape(q.text(lang))}</b></div>')
            buttons = []
            for option in q.options:
                b = widgets.Button(description=q.label(option, lang),
                                   button_style="info" if option in self.guess else "",
                                   layout=widgets.Layout(width="auto"))
                b.on_click(lambda _, o=option, multi=q.multi: self._choose(o, multi))
                b.add_class("dx-guess-option")
                buttons.append(b)
            row = widgets.HBox(buttons, layout=widgets.Layout(flex_flow="row wrap"))
            parts: list[widgets.Widget] = [asking, row]
            if self.prompt and not self.guess:
                parts.append(widgets.HTML(f'<div class="dx-verdict dx-prompt">{escape(t("learn_predict_first", lang))}</div>'))
            box = widgets.VBox(parts)
            box.add_class("dx-asking")
            children.append(box)
        self.guess_box.children = children

    def _choose(self, option: str, multi: bool) -> None:
        self.guess = self.guess ^ {option} if multi else frozenset({option})
        self.prompt = False
        self.refresh()

    # -- drawing ----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        lang = self.language.lang
        self.back.description, self.next.description, self.reset.description = (
            t("back", lang), t("next", lang), t("reset", lang))
        self.predict.description = t("learn_predict", lang)
        self.predict.tooltip = t("learn_predict_help", lang)
        run = self.run
        if run is None:
            self._show_load_error()
            return
        sc = run.scenario
        self.title.value = f"<h3>{escape(sc.title.get(lang))}</h3>" + (
            source_html(sc.source, lang) if sc.source else "")
        colon = "：" if lang == "ja" else ":"
        self.qa.value = (f'<p class="dx-question"><b>{t("question", lang)}{colon}</b> {_lines(sc.question.get(lang))}</p>'
                         if sc.question is not None else "")
        n, total = len(run.results), len(sc.steps)
        self.position.value = f"{t('step', lang)} {n} / {total}"
        self.back.disabled = n == 0
        self.next.disabled = run.done
        self._show_guess()
        self.table.value = table_html(run.state, lang)
        answer = ""
        if sc.answer is not None and run.done:
            answer = (f'<div class="dx-final-answer"><b>{t("answer", lang)}{colon}</b> '
                      f"{_lines(sc.answer.get(lang))}</div>")
        if not run.results:
            self.events_view.value = f'<div class="dx-what"><span class=dx-note style=color:#555>{t("start", lang)}</span></div>'
            return
        last = run.results[-1]
        step = sc.steps[last.index]
        lines = []
        if last.do is None:
            moves = step.expect.get("moves")
            body = check_answer_html(run.state, moves, lang) if isinstance(moves, dict) else ""
            lines.append(f'<div class="dx-check"><span class="dx-check-tag">{escape(t("learn_check", lang))}</span>'
                         f"{body}</div>")
        else:
            lines.append(f"<b>{escape(last.action_text(lang))}</b>")
        if last.refusal:
            # its own line after the action, as a sentence (「Cが♦J ♣Jを出す」「この手はできない（…）」), never glued
            # to the action (「Cが♦J ♣Jを出す出せない」)
            lines.append(f'<div class="dx-refusal" style="color:#c92a2a">'
                         f'{escape(t("step_refused", lang).format(why=last.refusal_text(lang)))}</div>')
        for e in last.events:
            if e.kind in ("play", "pass"):
                continue
            who = _rule_label(e.rule, lang)
            tag = f'<span class="badge" style="background:#e7f5ff;border-radius:6px;padding:1px 5px">{escape(who)}</span> ' if who else ""
            lines.append(f'<div class="dx-event" data-rule="{escape(e.rule or "")}">{tag}{escape(describe(e, lang))}</div>')
        self.events_view.value = (f'{CARD_STYLE}<div class="dx-what"><div><b>{t("events", lang)}</b></div>'
                                  + "".join(lines) + answer + "</div>")
