"""The guided path: the base rules in teaching order, then each rule card as a law and as a house rule.

Every lesson is a scenario file played in a :class:`~explorer.widgets.stepper.ScenarioStepper`; this module
only orders the files and wires the widgets.  The landing page (:func:`index_page`) lives here too: it is
the entrance to the guided path.

>>> from explorer.resources import scenarios_dir
>>> found = lessons(scenarios_dir())
>>> [lesson.path.stem for lesson in found[:3]]
['group-play', 'no-five-cards', 'field-clear']
>>> [(lesson.path.stem, lesson.house) for lesson in found if lesson.number == 9]
[('09-eight-cut-law', False), ('09-eight-cut-house', True)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from pathlib import Path

import ipywidgets as widgets

from explorer.browser import page_href
from explorer.resources import scenarios_dir
from explorer.engine.errors import ExplorerError
from explorer.text.phrasing import scope_ja
from explorer.rules.catalogue import rule_class
from explorer.engine.contract import Rule
from explorer.scenarios.model import Scenario, Text, load_scenario
from explorer.scenarios.runner import ScenarioRun
from explorer.widgets.i18n import Language, t
from explorer.widgets.stepper import ScenarioStepper
from explorer.text.describe import describe

BASICS_ORDER: tuple[tuple[str, str | None], ...] = (
    # (file stem in scenarios/basics/, the base rule it teaches; None: the game's flow)
    ("group-play", "group"),
    ("no-five-cards", "group"),
    ("field-clear", None),
    ("field-clear-finished-leader", None),
    ("pass-and-return", None),
    ("joker-strongest", "joker"),
    ("joker-wild", "joker"),
    ("revolution", "revolution"),
    ("revolution-counter", "revolution"),
    ("revolution-persists", "revolution"),
    ("joker-wild-revolution", "revolution"),
    ("joker-strongest-revolution", "joker"),
    ("forbidden-finish-joker", "forbidden_finish"),
    ("forbidden-finish-two", "forbidden_finish"),
    ("forbidden-finish-three-inverted", "forbidden_finish"),
    ("forbidden-finish-order", "forbidden_finish"),
    ("forbidden-finish-option", "forbidden_finish"),
    ("fall-of-the-capital", "miyako_ochi"),
    ("king-keeps-throne", "miyako_ochi"),
    ("exchange", None),
    ("round-end-scoring", None),
)
"""The teaching order of the base-rule lessons; files not listed here follow, by name."""

_CARD_FILE = re.compile(r"^(\d{2})-")
ERROR_STYLE = "color:#c92a2a;background:#fff5f5;border:1px solid #ffc9c9;border-radius:6px;padding:6px 10px"


@dataclass(frozen=True)
class Lesson:
    """One lesson: a scenario file and where it sits on the path."""

    path: Path
    section: str
    """``"basics"``, ``"card"`` or ``"other"``."""
    number: int = 0
    """The card number for a card lesson, else 0."""
    house: bool = False
    """A card lesson about the card as a house rule."""
    rule: str | None = None
    """The id of the rule the lesson teaches, if one."""


def _yaml_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix in (".yaml", ".yml"))


def lessons(folder: Path) -> list[Lesson]:
    """The lessons under ``folder``: ``basics/`` in teaching order, then ``cards/`` by card number, each
    card's law lessons before its house-rule lessons.  A folder with neither sub-folder is one list of
    lessons, by file name."""
    basics, cards = folder / "basics", folder / "cards"
    if not basics.is_dir() and not cards.is_dir():
        return [Lesson(p, "other") for p in _yaml_files(folder)] if folder.is_dir() else []
    out: list[Lesson] = []
    if basics.is_dir():
        order = {stem: i for i, (stem, _) in enumerate(BASICS_ORDER)}
        rules = dict(BASICS_ORDER)
        files = sorted(_yaml_files(basics), key=lambda p: (order.get(p.stem, len(order)), p.stem))
        out += [Lesson(p, "basics", rule=rules.get(p.stem)) for p in files]
    if cards.is_dir():
        card_lessons = []
        for p in _yaml_files(cards):
            m = _CARD_FILE.match(p.stem)
            number = int(m.group(1)) if m else 99
            house = "-house" in p.stem
            main = p.stem.endswith("-house" if house else "-law")
            try:
                rule = rule_class(number).id if m else None
            except ExplorerError:
                rule = None
            card_lessons.append(((number, house, not main, p.stem), Lesson(p, "card", number, house, rule)))
        out += [lesson for _, lesson in sorted(card_lessons, key=lambda item: item[0])]
    return out


def load_or_error(path: Path | str) -> tuple[Scenario | None, Text | None]:
    """The scenario at ``path`` and ``None``, or ``None`` and what is wrong with it in both languages
    (never raises)."""
    try:
        scenario = load_scenario(path)
        ScenarioRun(scenario)  # the start position must be possible too
    except ExplorerError as exc:
        return None, Text(describe(exc, "ja"), describe(exc, "en"))
    except Exception as exc:  # noqa: BLE001 — a page shows a message, never a traceback
        what = f"{type(exc).__name__}: {exc}"
        return None, Text(what, what)
    return scenario, None


def error_html(lang: str, title_key: str, detail: str | Text) -> str:
    """A visible error box (class ``dx-error``) in ``lang``; a :class:`Text` detail is shown in ``lang`` too."""
    text = detail.get(lang) if isinstance(detail, Text) else detail
    return (f'<div class="dx-error" style="{ERROR_STYLE}"><b>{t("error", lang)}: {t(title_key, lang)}</b>'
            f"<div style='font-family:monospace;font-size:12px;white-space:pre-wrap'>{escape(text)}</div></div>")


def rule_text_html(cls: type[Rule], lang: str, house: bool | None) -> str:
    """A rule's name and text: as a base rule, as a law (``house`` False), as a house rule (True)."""
    name = cls.ja if lang == "ja" else cls.en
    num = (f"{t('learn_card', lang)}{cls.number:02d} " if lang == "ja" else f"{t('learn_card', lang)} {cls.number:02d} ") if cls.number else ""
    if cls.base or house is None:
        kind, text = t("rules_base", lang), cls.law_ja if lang == "ja" else cls.law_en
    elif house:
        kind, text = t("house_text", lang), cls.house_ja if lang == "ja" else cls.house_en
        text += (f"（{t('scope', lang)}：{scope_ja(cls)}）" if lang == "ja"
                 else f" ({t('scope', lang)}: {t('scope_' + cls.scope.value, lang)}"
                      + ("; the holder also ignores every lock)" if "lock" in cls.house_waives else ")"))
    else:
        kind, text = t("law_text", lang), cls.law_ja if lang == "ja" else cls.law_en
    return f"<b>{escape(num + name)}</b> — <span class=dx-note style=color:#555>{escape(kind)}</span><br>{escape(text)}"


def intro_html(lang: str) -> str:
    """"How a round works" and the glossary, folded (open them to read)."""
    terms = "".join(f"<dt>{escape(term)}</dt><dd>{escape(meaning)}</dd>"
                    for term, _, meaning in (line.partition("｜") for line in t("glossary", lang).split("\n")))
    return (f'<details class="dx-how"><summary><b>{escape(t("learn_how_title", lang))}</b></summary>'
            f"<p>{escape(t('learn_how', lang))}</p></details>"
            f'<details class="dx-glossary"><summary><b>{escape(t("learn_glossary_title", lang))}</b></summary>'
            f'<dl style="margin:4px 0 4px 8px">{terms}</dl></details>')


class LearnPage(widgets.VBox):  # type: ignore[misc]
    """The guided path: a lesson picker, Prev/Next lesson, the lesson's rule, and the lesson's stepper."""

    def __init__(self, language: Language | None = None, folder: Path | str | None = None) -> None:
        self.language = language or Language()
        self.folder = Path(folder) if folder is not None else scenarios_dir()
        self.lessons = lessons(self.folder)
        self.loaded = [load_or_error(lesson.path) for lesson in self.lessons]
        self.switch = self.language.switch()
        self.heading = widgets.HTML()
        self.picker = widgets.Dropdown(layout=widgets.Layout(width="min(100%, 720px)"))
        self.picker.add_class("dx-lesson-picker")
        self.prev_button = widgets.Button(icon="arrow-left", layout=widgets.Layout(width="auto"))
        self.prev_button.add_class("dx-lesson-prev")
        self.next_button = widgets.Button(icon="arrow-right", layout=widgets.Layout(width="auto"))
        self.next_button.add_class("dx-lesson-next")
        self.position = widgets.HTML()
        self.position.add_class("dx-lesson-position")
        self.rule_box = widgets.HTML()
        self.rule_box.add_class("dx-lesson-rule")
        self.error = widgets.HTML()
        self.error.add_class("dx-error-box")
        self.stepper = ScenarioStepper(language=self.language)
        self.stepper.add_class("dx-lesson-stepper")
        self.done: set[int] = set()
        """The lessons played to their last step in this visit."""
        self.progress = widgets.HTML()
        self.progress.add_class("dx-progress")
        self.intro = widgets.HTML()
        self.intro.add_class("dx-intro")
        self.stepper.next.on_click(lambda _: self._note_progress())
        self._relabelling = False
        self.prev_button.on_click(lambda _: self.go(self.index - 1))
        self.next_button.on_click(lambda _: self.go(self.index + 1))
        self.picker.observe(self._picked, names="value")
        self.language.observe(lambda _: self.relabel(), names="lang")
        lesson_row = widgets.HBox([self.prev_button, self.picker, self.next_button])
        lesson_row.add_class("dx-lesson-row")
        super().__init__([
            self.switch, self.heading, self.intro, lesson_row, self.progress,
            self.rule_box, self.error, self.stepper,
        ])
        self.add_class("dx-page-learn")
        self.relabel()
        if self.lessons:
            self.show(0)

    @property
    def index(self) -> int:
        value = self.picker.value
        return int(value) if value is not None else 0

    def label(self, i: int) -> str:
        """The lesson's label in the picker, in the current language."""
        lang = self.language.lang
        lesson = self.lessons[i]
        scenario, _ = self.loaded[i]
        if lesson.section == "basics":
            section = t("learn_basics", lang)
        elif lesson.section == "card" and lesson.number < 99:
            section = f"{t('learn_card', lang)}{'' if lang == 'ja' else ' '}{lesson.number:02d}"
        else:
            section = t("learn_other", lang)
        title = scenario.title.get(lang) if scenario is not None else f"⚠ {lesson.path.name}"
        mark = "✓ " if i in self.done else ""
        return f"{mark}{i + 1}. {section} · {title}"

    def relabel(self) -> None:
        """Put every text in the current language, keeping the lesson and the stepper where they are."""
        lang = self.language.lang
        self.heading.value = f"<p>{t('learn_intro', lang)} <span class='dx-keys-hint'>{t('learn_keys', lang)}</span></p>"
        self.intro.value = intro_html(lang)
        self.prev_button.description, self.next_button.description = "", ""
        self.prev_button.tooltip, self.next_button.tooltip = t("learn_prev", lang), t("learn_next", lang)
        self.picker.description = ""
        keep = self.picker.value
        self._relabelling = True
        try:
            self.picker.options = [(self.label(i), i) for i in range(len(self.lessons))]
            if keep is not None:
                self.picker.value = keep
        finally:
            self._relabelling = False
        if not self.lessons:
            self.error.value = error_html(lang, "learn_no_lessons", str(self.folder))
            self.stepper.layout.display = "none"
            self.prev_button.disabled = self.next_button.disabled = True
            return
        self._describe(self.index)

    def _picked(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show(int(str(change["new"])))

    def go(self, i: int) -> None:
        """Open lesson ``i`` (clamped to the path)."""
        if self.lessons:
            self.picker.value = max(0, min(i, len(self.lessons) - 1))

    def show(self, i: int) -> None:
        """Load lesson ``i`` into the stepper, or show why it cannot be loaded."""
        if self.picker.value != i:
            self.picker.value = i  # observing the picker calls show again
            return
        scenario, _ = self.loaded[i]
        if scenario is None:
            self.stepper.run = None
            self.stepper.layout.display = "none"
        else:
            self.stepper.layout.display = ""  # not None: the browser kernel drops None updates
            self.stepper.load(scenario)
        self._describe(i)

    def _note_progress(self) -> None:
        run = self.stepper.run
        if run is not None and run.done and self.lessons:
            self.done.add(self.index)
            self.relabel()

    def _describe(self, i: int) -> None:
        lang = self.language.lang
        lesson = self.lessons[i]
        total = len(self.lessons)
        self.position.value = f"{t('learn_lesson', lang)} {i + 1} / {total}"
        pct = 100 * len(self.done) // total if total else 0
        self.progress.value = (
            f'<div class="dx-progress-line"><span>{escape(t("learn_lesson", lang))} {i + 1} / {total}</span> · '
            f'<span class="dx-progress-done">{escape(t("learn_progress", lang).format(done=len(self.done), total=total))}</span>'
            f'<div class="dx-bar" style="height:6px;background:#e9ecef;border-radius:3px;margin-top:3px">'
            f'<div style="width:{pct}%;height:6px;background:#37b24d;border-radius:3px"></div></div></div>')
        self.prev_button.disabled = i == 0
        self.next_button.disabled = i >= len(self.lessons) - 1
        _, problem = self.loaded[i]
        self.error.value = error_html(lang, "learn_broken", problem) if problem else ""
        self.rule_box.value = ""
        if lesson.rule is not None:
            cls = rule_class(lesson.rule)
            house = None if lesson.section == "basics" else lesson.house
            self.rule_box.value = (f'<div style="background:#f8f9fa;border-left:4px solid #339af0;padding:4px 10px">'
                                   f'<div style="font-size:12px;color:#868e96">{t("learn_rule", lang)}</div>'
                                   f"{rule_text_html(cls, lang, house)}</div>")


def learn_page(language: Language | None = None, folder: Path | str | None = None) -> widgets.Widget:
    """The guided path through the scenarios under ``folder`` (default: the repository's ``scenarios/``)."""
    return LearnPage(language, folder)


PAGES: tuple[tuple[str, str, str], ...] = (
    # (notebook, title key, description key)
    ("learn.ipynb", "home_learn", "home_learn_desc"),
    ("rules.ipynb", "home_rules", "home_rules_desc"),
    ("interactions.ipynb", "home_interactions", "home_interactions_desc"),
    ("sandbox.ipynb", "home_sandbox", "home_sandbox_desc"),
    ("play.ipynb", "home_play", "home_play_desc"),
    ("lab.ipynb", "home_lab", "home_lab_desc"),
)
"""The pages the landing page links to (Voilà serves each at ``/voila/render/<notebook>``)."""


LINK_STYLE = "font-weight:600;font-size:16px;color:#1971c2;text-decoration:underline"


def index_html(lang: str) -> str:
    """The landing page's text and links in ``lang``; links are relative, so they work under any base URL."""
    items = "".join(
        f'<li style="margin:6px 0"><a class="dx-page-link" data-page="{escape(nb)}" '
        f'href="{escape(page_href(nb))}" '
        f'style="{LINK_STYLE}">{escape(t(title, lang))}</a> — {escape(t(desc, lang))}</li>'
        for nb, title, desc in PAGES)
    return (f"<p>{t('home_intro', lang)}</p>"
            f"<h3>{t('home_pages', lang)}</h3><ul class='dx-page-links'>{items}</ul>")


def index_page(language: Language | None = None) -> widgets.Widget:
    """The landing page: what the explorer is, and a link to every page, in the chosen language."""
    language = language or Language()
    body = widgets.HTML(index_html(language.lang))
    language.observe(lambda change: setattr(body, "value", index_html(str(change["new"]))), names="lang")
    page = widgets.VBox([language.switch(), body])
    page.add_class("dx-page-index")
    return page
