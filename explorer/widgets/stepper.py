"""Step through a scenario: the table, Back / Next / Reset, each step's events and the rule behind them."""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from explorer.errors import ExplorerError
from explorer.scenarios.model import Scenario
from explorer.scenarios.runner import ScenarioRun
from explorer.phrasing import label, source_ja
from explorer.widgets.i18n import Language, t
from explorer.widgets.table import table_html


def _rule_label(rule_id: str | None, lang: str) -> str:
    return label(rule_id, lang)


def _lines(text: str) -> str:
    """Escaped text with its line breaks kept (a rulebook quote stands on its own line)."""
    return "<br>".join(escape(line) for line in text.split("\n"))


def _source(source: str, lang: str) -> str:
    return source_ja(source) if lang == "ja" else f"{t('source', lang)}: {source}"


class ScenarioStepper(widgets.VBox):  # type: ignore[misc]
    """A scenario, one step at a time.  ``language`` is shared with the page."""

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
        for b, handler in ((self.back, self._back), (self.next, self._next), (self.reset, self._reset)):
            b.on_click(handler)
        self.back.add_class("dx-back")
        self.next.add_class("dx-next")
        self.reset.add_class("dx-reset")
        self.table.add_class("dx-table-view")
        self.events_view.add_class("dx-events")
        super().__init__([self.title, self.qa, widgets.HBox([self.back, self.next, self.reset, self.position]),
                          self.table, self.events_view])
        self.run: ScenarioRun | None = None
        self.load_error: ExplorerError | None = None
        """Why the last scenario loaded has no start position (shown in the page's language)."""
        self.language.observe(lambda _: self.refresh(), names="lang")
        if scenario is not None:
            self.load(scenario)

    def load(self, scenario: Scenario) -> None:
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
                                f'{escape(self.load_error.text(lang))}</span>')

    def _next(self, _: object = None) -> None:
        if self.run is not None and not self.run.done:
            try:
                self.run.next()
            except ExplorerError as exc:
                self.events_view.value = f'<span style="color:#c92a2a">{escape(exc.text(self.language.lang))}</span>'
                return
        self.refresh()

    def _back(self, _: object = None) -> None:
        if self.run is not None:
            self.run.back()
        self.refresh()

    def _reset(self, _: object = None) -> None:
        if self.run is not None:
            self.load(self.run.scenario)

    def refresh(self) -> None:
        lang = self.language.lang
        self.back.description, self.next.description, self.reset.description = (
            t("back", lang), t("next", lang), t("reset", lang))
        run = self.run
        if run is None:
            self._show_load_error()
            return
        sc = run.scenario
        self.title.value = f"<h3>{escape(sc.title.get(lang))}</h3>" + (
            f'<div style="color:#868e96;font-size:12px">{escape(_source(sc.source, lang))}</div>' if sc.source else "")
        qa = ""
        colon = "：" if lang == "ja" else ":"
        if sc.question is not None:
            qa += f"<p><b>{t('question', lang)}{colon}</b> {_lines(sc.question.get(lang))}</p>"
        if sc.answer is not None and run.done:
            qa += f"<p><b>{t('answer', lang)}{colon}</b> {_lines(sc.answer.get(lang))}</p>"
        self.qa.value = qa
        n, total = len(run.results), len(sc.steps)
        self.position.value = f"{t('step', lang)} {n} / {total}"
        self.back.disabled = n == 0
        self.next.disabled = run.done
        self.table.value = table_html(run.state, lang)
        if not run.results:
            self.events_view.value = f"<i>{t('start', lang)}</i>"
            return
        last = run.results[-1]
        lines = [f"<b>{escape(last.action_text(lang))}</b>"]
        if last.refusal:
            lines.append(f'<span class="dx-refusal" style="color:#c92a2a">{t("refused", lang)} — '
                         f'{escape(last.refusal_text(lang))}</span>')
        for e in last.events:
            if e.kind in ("play", "pass"):
                continue
            who = _rule_label(e.rule, lang)
            tag = f'<span class="badge" style="background:#e7f5ff;border-radius:6px;padding:1px 5px">{escape(who)}</span> ' if who else ""
            lines.append(f'<div class="dx-event" data-rule="{escape(e.rule or "")}">{tag}{escape(e.text(lang))}</div>')
        self.events_view.value = f"<div><b>{t('events', lang)}</b></div>" + "".join(lines)
