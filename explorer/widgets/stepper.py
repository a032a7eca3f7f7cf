"""Step through a scenario: the table, Back / Next / Reset, each step's events and the rule behind them."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from explorer.engine.errors import ExplorerError
from explorer.text.phrasing import action_text, do_text_ja, label, meld_ja, source_en, source_ja
from explorer.scenarios.model import Scenario, Step
from explorer.scenarios.runner import ScenarioRun
from explorer.widgets.cards_view import STYLE as CARD_STYLE
from explorer.widgets.i18n import Language, t
from explorer.widgets.moves import check_answer_html
from explorer.widgets.table import table_html
from explorer.text.describe import describe


def _rule_label(rule_id: str | None, lang: str) -> str:
    return label(rule_id, lang)


def _lines(text: str) -> str:
    """Escaped text with its line breaks kept (a rulebook quote stands on its own line)."""
    return "<br>".join(escape(line) for line in text.split("\n"))


def _source(source: str, lang: str) -> str:
    return source_ja(source) if lang == "ja" else source_en(source)


class ScenarioStepper(widgets.VBox):  # type: ignore[misc]
    """A scenario, one step at a time.  ``language`` is shared with the page.

    A step that only checks (no action) shows what it establishes — who may play what, and why the plays it
    names are refused — since that is usually the lesson's answer. With :attr:`predict` on, the learner
    guesses each step (allowed or refused; which plays are legal) before Next shows it.
    """

    def __init__(self, scenario: Scenario | None = None, language: Language | None = None) -> None:
        self.language = language or Language()
        self.title = widgets.HTML()
        self.qa = widgets.HTML()
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
        self.guess: object = None
        """The learner's guess for the next step: True/False (allowed?) or a frozenset of move items."""
        self.verdict = ""
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
        super().__init__([self.title, self.qa, controls, self.guess_box, self.events_view, self.table])
        self.run: ScenarioRun | None = None
        self.load_error: ExplorerError | None = None
        """Why the last scenario loaded has no start position (shown in the page's language)."""
        self.language.observe(lambda _: self.refresh(), names="lang")
        if scenario is not None:
            self.load(scenario)

    def load(self, scenario: Scenario) -> None:
        self.guess, self.verdict = None, ""
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
            if self.predict.value and self.guess is None and self._guess_options() is not None:
                self.verdict = f'<div class="dx-verdict">{escape(t("learn_predict_first", self.language.lang))}</div>'
                self.refresh()
                return
            step = run.scenario.steps[len(run.results)]
            try:
                result = run.next()
            except ExplorerError as exc:
                self.events_view.value = f'<span style="color:#c92a2a">{escape(describe(exc, self.language.lang))}</span>'
                return
            self.verdict = self._judge(step, result.accepted) if self.predict.value else ""
            self.guess = None
        self.refresh()

    def _judge(self, step: Step, accepted: bool | None) -> str:
        lang = self.language.lang
        if self.guess is None:
            return ""
        if isinstance(self.guess, bool):
            right = self.guess == bool(accepted)
        else:
            want = step.expect.get("moves", {})
            right = self.guess == frozenset(map(str, want.get("includes", [])))
        cls, key = ("dx-right", "learn_right") if right else ("dx-wrong", "learn_wrong")
        return f'<div class="dx-verdict {cls}">{"✔" if right else "✘"} {escape(t(key, lang))}</div>'

    def _back(self, _: object = None) -> None:
        if self.run is not None:
            self.run.back()
        self.guess, self.verdict = None, ""
        self.refresh()

    def _reset(self, _: object = None) -> None:
        if self.run is not None:
            self.load(self.run.scenario)

    # -- predict, then see ---------------------------------------------------------------------------
    def _guess_options(self) -> tuple[str, list[str]] | None:
        """The next step's question and its choices (``None``: nothing to guess)."""
        run = self.run
        if run is None or run.done:
            return None
        lang = self.language.lang
        step = run.scenario.steps[len(run.results)]
        if step.do is not None:
            try:
                action = action_text(run.state, run.state.parse_action(step.do), lang)
            except ExplorerError:
                action = step.do if lang != "ja" else do_text_ja(step.do)
            return t("learn_predict_action", lang).format(action=action), ["yes", "no"]
        moves = step.expect.get("moves")
        if isinstance(moves, dict):
            items = [str(x) for x in [*moves.get("includes", []), *moves.get("excludes", [])]]
            if items:
                return t("learn_predict_moves", lang).format(name=str(moves.get("player", ""))), items
        return None

    def _item_label(self, item: str, lang: str) -> str:
        if item == "yes":
            return t("learn_predict_yes", lang)
        if item == "no":
            return t("learn_predict_no", lang)
        if item.lower() == "pass":
            return t("pass", lang)
        return meld_ja(item) if lang == "ja" else item

    def _show_guess(self) -> None:
        lang = self.language.lang
        options = self._guess_options() if self.predict.value else None
        children: list[widgets.Widget] = []
        if options is not None:
            question, items = options
            children.append(widgets.HTML(f"<b>{escape(question)}</b>"))
            buttons = []
            chosen = self.guess
            for item in items:
                if item in ("yes", "no"):
                    b = widgets.Button(description=self._item_label(item, lang),
                                       button_style="info" if chosen == (item == "yes") else "")
                    b.on_click(lambda _, yes=item == "yes": self._set_guess(yes))
                else:
                    picked = isinstance(chosen, frozenset) and item in chosen
                    b = widgets.Button(description=self._item_label(item, lang), button_style="info" if picked else "")
                    b.on_click(lambda _, it=item: self._toggle_guess(it))
                b.add_class("dx-guess-option")
                buttons.append(b)
            children.append(widgets.HBox(buttons, layout=widgets.Layout(flex_flow="row wrap")))
        if self.verdict:
            children.append(widgets.HTML(self.verdict))
        self.guess_box.children = children

    def _set_guess(self, yes: bool) -> None:
        self.guess, self.verdict = yes, ""
        self.refresh()

    def _toggle_guess(self, item: str) -> None:
        current = self.guess if isinstance(self.guess, frozenset) else frozenset()
        self.guess = current ^ {item}
        self.verdict = ""
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
            f'<div style="color:#868e96;font-size:12px">{escape(_source(sc.source, lang))}</div>' if sc.source else "")
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
            lines.append(f'<span class="dx-refusal" style="color:#c92a2a">{t("refused", lang)} — '
                         f'{escape(last.refusal_text(lang))}</span>')
        for e in last.events:
            if e.kind in ("play", "pass"):
                continue
            who = _rule_label(e.rule, lang)
            tag = f'<span class="badge" style="background:#e7f5ff;border-radius:6px;padding:1px 5px">{escape(who)}</span> ' if who else ""
            lines.append(f'<div class="dx-event" data-rule="{escape(e.rule or "")}">{tag}{escape(describe(e, lang))}</div>')
        self.events_view.value = (f'{CARD_STYLE}<div class="dx-what"><div><b>{t("events", lang)}</b></div>'
                                  + "".join(lines) + answer + "</div>")
