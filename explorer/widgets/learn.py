"""The guided path: the base rules in teaching order, then each rule card as a law and as a house rule.

Every lesson is a scenario file played in a :class:`~explorer.widgets.stepper.ScenarioStepper`; this module
only orders the files and wires the widgets.  (The landing page is :mod:`explorer.widgets.home`.)

>>> from explorer.resources import scenarios_dir
>>> found = lessons(scenarios_dir())
>>> [lesson.path.stem for lesson in found[:3]]
['card-order', 'group-play', 'no-five-cards']
>>> [(ch.title("en"), len(ch.lessons)) for ch in chapters(found)][:2]
[('Start here: card strength and how a round goes', 1), ('Playing and clearing the field', 5)]
>>> [(lesson.path.stem, lesson.house) for lesson in found if lesson.number == 9]
[('09-eight-cut-law', False), ('09-eight-cut-house', True)]
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from html import escape
from pathlib import Path
from urllib.parse import unquote

import ipywidgets as widgets

from explorer.resources import scenarios_dir
from explorer.engine.errors import ExplorerError
from explorer.text.phrasing import label, scope_ja
from explorer.rules.catalogue import rule_class
from explorer.engine.contract import Rule
from explorer.scenarios.model import Scenario, Text, load_scenario
from explorer.scenarios.runner import ScenarioRun
from explorer.widgets.i18n import Language, t
from explorer.widgets.learn_games import GamesPanel
from explorer.widgets.stepper import ScenarioStepper
from explorer.text.describe import describe



def _basics_order() -> tuple[tuple[str, str | None], ...]:
    """The base-rule lessons in teaching order, each with the rule it teaches (``learn_basics.yaml`` beside this
    module: the lessons' data, like the scenarios they name)."""
    import yaml

    rows = yaml.safe_load((Path(__file__).with_name("learn_basics.yaml")).read_text(encoding="utf-8"))
    return tuple((str(stem), None if rule is None else str(rule)) for stem, rule in rows)


BASICS_ORDER: tuple[tuple[str, str | None], ...] = _basics_order()
"""The teaching order of the base-rule lessons; files not listed here follow, by name."""

BASICS_CHAPTERS: tuple[tuple[str, tuple[str, ...]], ...] = (
    # (the chapter's title key, the file stems of its lessons); a basics file listed nowhere joins the last
    ("learn_ch_start", ("card-order",)),
    ("learn_ch_tricks", ("group-play", "no-five-cards", "field-clear", "field-clear-finished-leader",
                         "pass-and-return")),
    ("learn_ch_joker", ("joker-strongest", "joker-wild")),
    ("learn_ch_revolution", ("revolution", "revolution-counter", "revolution-persists", "joker-wild-revolution",
                             "joker-strongest-revolution")),
    ("learn_ch_forbidden", ("forbidden-finish-joker", "forbidden-finish-two", "forbidden-finish-three-inverted",
                            "forbidden-finish-order", "forbidden-finish-option")),
    ("learn_ch_round", ("fall-of-the-capital", "king-keeps-throne", "exchange", "round-end-scoring")),
)
"""The base rules' chapters (the card lessons come in chapters of :data:`CARDS_PER_CHAPTER` cards)."""

CARDS_PER_CHAPTER = 5

_CARD_FILE = re.compile(r"^(\d{2})-")
STYLE = """<style>
.dx-page-learn .dx-step-qa > .widget-html-content,.dx-page-learn .dx-events > .widget-html-content,
.dx-page-learn .dx-learn-heading > .widget-html-content{line-height:1.45}
.dx-page-learn .dx-step-qa p{margin:4px 0}
.dx-page-learn .dx-pickers{column-gap:12px}
@media (min-width:900px){
 .dx-page-learn .dx-lesson-stepper.widget-vbox{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);
  column-gap:16px;align-items:start}
 .dx-page-learn .dx-lesson-stepper > *{grid-column:1}
 .dx-page-learn .dx-lesson-stepper > .dx-table-view{grid-column:2;grid-row:1 / span 8}
}
</style>"""
"""Learn's step view on one screen (issue 46): on a desktop the table, with every hand, stands beside the lesson's
question, the step buttons and the step's events (at 1280×800 all of them without scrolling); on a phone they
follow one another, the table right under the step's events. Text lines are as tall as text needs (a widget's
HTML is 28 px a line by default)."""

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


_STARTS: dict[int, Scenario] = {}
"""The scenarios whose start was found possible, by identity (:func:`load_scenario` gives the same read-only
:class:`Scenario` for the same text and rules: its start is checked once; in the static site, in the snapshot)."""


def load_or_error(path: Path | str) -> tuple[Scenario | None, Text | None]:
    """The scenario at ``path`` and ``None``, or ``None`` and what is wrong with it in both languages
    (never raises)."""
    try:
        scenario = load_scenario(path)
        if _STARTS.get(id(scenario)) is not scenario:
            ScenarioRun(scenario)  # the start position must be possible too
            if len(_STARTS) >= 4096:
                _STARTS.clear()
            _STARTS[id(scenario)] = scenario
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
    name = label(cls.id, lang)  # 「アルカジノの7渡し」 where two decks have a 7渡し
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


@dataclass(frozen=True)
class Chapter:
    """A chapter of the path: a title (an i18n key and its arguments) and its lessons' indices."""

    key: str
    lessons: tuple[int, ...]
    first: int = 0
    """For a chapter of rule cards: the first and last card numbers."""
    last: int = 0

    def title(self, lang: str) -> str:
        return t(self.key, lang).format(first=f"{self.first:02d}", last=f"{self.last:02d}")


def chapters(found: list[Lesson]) -> list[Chapter]:
    """The path's chapters: the base rules in :data:`BASICS_CHAPTERS` (files not listed there join the last
    one), the rule cards five by five, and any other lessons together; each keeps the lessons' order."""
    out: list[Chapter] = []
    of_stem = {stem: key for key, stems in BASICS_CHAPTERS for stem in stems}
    basics = [(i, lesson) for i, lesson in enumerate(found) if lesson.section == "basics"]
    for key, _ in BASICS_CHAPTERS:
        mine = tuple(i for i, lesson in basics if of_stem.get(lesson.path.stem, BASICS_CHAPTERS[-1][0]) == key)
        if mine:
            out.append(Chapter(key, mine))
    cards = [(i, lesson) for i, lesson in enumerate(found) if lesson.section == "card"]
    for first in range(1, 100, CARDS_PER_CHAPTER):
        last = first + CARDS_PER_CHAPTER - 1
        mine = tuple(i for i, lesson in cards if first <= lesson.number <= last)
        if mine:
            out.append(Chapter("learn_ch_cards", mine, first, min(last, max(found[i].number for i in mine))))
    other = tuple(i for i, lesson in enumerate(found) if lesson.section == "other")
    if other:
        out.append(Chapter("learn_other", other))
    return out


class LearnPage(widgets.VBox):  # type: ignore[misc]
    """The guided path: chapters, a lesson picker and Prev/Next lesson, the lesson's rule, and the lesson's
    stepper; at a lesson's end "Next lesson" is the main button.  Progress (the lessons played to their end
    and the lesson open) is kept by the browser: the page shows it in ``data-dx-learn`` (:meth:`state`), the
    page script (``dx.js``) stores it and hands it back through the request's ``dx_learn`` cookie
    (:meth:`from_request`) or, where the kernel cannot see the request (the static site), through the hidden
    ``.dx-learn-store`` field."""

    def __init__(self, language: Language | None = None, folder: Path | str | None = None) -> None:
        self.language = language or Language()
        self.folder = Path(folder) if folder is not None else scenarios_dir()
        self.lessons = lessons(self.folder)
        self.chapters = chapters(self.lessons)
        self.loaded = [load_or_error(lesson.path) for lesson in self.lessons]
        self.switch = self.language.switch()
        self.heading = widgets.HTML()
        self.chapter_picker = widgets.Dropdown(layout=widgets.Layout(width="min(100%, 560px)"))
        self.chapter_picker.add_class("dx-chapter-picker")
        self.picker = widgets.Dropdown(layout=widgets.Layout(width="auto"))
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
        """The lessons played to their last step (in this visit, and in earlier ones the browser kept)."""
        self.progress = widgets.HTML()
        self.progress.add_class("dx-progress")
        self.intro = widgets.HTML()
        self.intro.add_class("dx-intro")
        self.end_text = widgets.HTML()
        self.end_text.add_class("dx-lesson-end")
        self.next_lesson = widgets.Button(button_style="success", layout=widgets.Layout(width="auto", height="auto"))
        self.next_lesson.add_class("dx-next-lesson")
        self.next_lesson.on_click(lambda _: self.go(self.index + 1))
        self.end_box = widgets.VBox([self.end_text, self.next_lesson])
        self.end_box.add_class("dx-lesson-end-box")
        self.stepper.footer.children = [self.end_box]
        self.store = widgets.Text(layout=widgets.Layout(display="none"))
        """Where the page script hands back the progress it kept (the static site; see :meth:`restore`)."""
        self.store.add_class("dx-learn-store")
        self.store.observe(lambda change: self.restore(str(change["new"])), names="value")
        for button in (self.stepper.next, self.stepper.back, self.stepper.reset):
            button.on_click(lambda _: self._note_progress())
        self._current = 0
        self._relabelling = False
        self.games: GamesPanel | None = None
        """The real games (a UECda match record stepped through), made when first opened: the chapter list's
        last entry, or ``?game=N``."""
        self.in_games = False
        self.games_box = widgets.VBox()
        self.games_box.add_class("dx-games-box")
        self.prev_button.on_click(lambda _: self.go(self.index - 1))
        self.next_button.on_click(lambda _: self.go(self.index + 1))
        self.picker.observe(self._picked, names="value")
        self.chapter_picker.observe(self._chapter_picked, names="value")
        self.language.observe(lambda _: self.relabel(), names="lang")
        chapter_row = widgets.HBox([self.chapter_picker])
        chapter_row.add_class("dx-chapter-row")
        lesson_row = widgets.HBox([self.prev_button, self.picker, self.next_button])
        lesson_row.add_class("dx-lesson-row")
        self.heading.add_class("dx-learn-heading")
        # the chapter and the lesson side by side where there is room (one line less above the lesson)
        pickers = widgets.Box([chapter_row, lesson_row], layout=widgets.Layout(flex_flow="row wrap"))
        pickers.add_class("dx-pickers")
        self.lesson_parts: tuple[widgets.Widget, ...] = (lesson_row, self.progress, self.rule_box, self.error,
                                                          self.stepper)
        """What the lessons show and the real games hide."""
        super().__init__([
            widgets.HTML(STYLE), self.switch, self.heading, self.intro, pickers, self.progress,
            self.rule_box, self.error, self.stepper, self.games_box, self.store,
        ])
        self.add_class("dx-page-learn")
        self.relabel()
        if self.lessons:
            self.show(0)

    @property
    def index(self) -> int:
        """The lesson open."""
        return self._current

    def chapter_of(self, i: int) -> int:
        """The chapter that holds lesson ``i``."""
        return next((c for c, ch in enumerate(self.chapters) if i in ch.lessons), 0)

    def label(self, i: int) -> str:
        """The lesson's label in the picker, in the current language."""
        lang = self.language.lang
        lesson = self.lessons[i]
        scenario, _ = self.loaded[i]
        title = scenario.title.get(lang) if scenario is not None else f"⚠ {lesson.path.name}"
        if lesson.section == "card" and lesson.number < 99:
            title = f"{t('learn_card', lang)}{'' if lang == 'ja' else ' '}{lesson.number:02d} · {title}"
        mark = "✓ " if i in self.done else ""
        return f"{mark}{i + 1}. {title}"

    def chapter_label(self, c: int) -> str:
        """A chapter's label: its number, title and how many of its lessons are done."""
        ch = self.chapters[c]
        done = sum(i in self.done for i in ch.lessons)
        mark = "✓ " if done == len(ch.lessons) else ""
        lang = self.language.lang
        count = f"（{done}/{len(ch.lessons)}）" if lang == "ja" else f" ({done}/{len(ch.lessons)})"
        return f"{mark}{c + 1}. {ch.title(lang)}{count}"

    def _fill_pickers(self) -> None:
        """The chapter list and the open chapter's lessons, labelled in the current language."""
        self._relabelling = True
        try:
            c = self.chapter_of(self._current)
            games = len(self.chapters)  # the real games: the list's last entry
            self.chapter_picker.options = [(self.chapter_label(k), k) for k in range(len(self.chapters))] + [
                (f"{games + 1}. {t('games_chapter', self.language.lang)}", games)]
            self.chapter_picker.value = games if self.in_games else c if self.chapters else None
            mine = self.chapters[c].lessons if self.chapters else ()
            self.picker.options = [(self.label(i), i) for i in mine]
            self.picker.value = self._current if mine else None
        finally:
            self._relabelling = False

    def relabel(self) -> None:
        """Put every text in the current language, keeping the lesson and the stepper where they are."""
        lang = self.language.lang
        self.heading.value = f"<p>{t('learn_intro', lang)} <span class='dx-keys-hint'>{t('learn_keys_intro', lang)}</span></p>"
        self.intro.value = intro_html(lang)
        self.prev_button.description, self.next_button.description = "", ""
        self.prev_button.tooltip, self.next_button.tooltip = t("learn_prev", lang), t("learn_next", lang)
        self.chapter_picker.description = self.picker.description = ""
        if not self.lessons:
            self.error.value = error_html(lang, "learn_no_lessons", str(self.folder))
            self.stepper.layout.display = "none"
            self.prev_button.disabled = self.next_button.disabled = True
            return
        self._fill_pickers()
        self._describe(self.index)

    def _picked(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show(int(str(change["new"])))

    def _chapter_picked(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None and int(str(change["new"])) == len(self.chapters):
            self.show_games()
            return
        if not self._relabelling and change["new"] is not None:
            mine = self.chapters[int(str(change["new"]))].lessons
            self.show(next((i for i in mine if i not in self.done), mine[0]))

    def go(self, i: int) -> None:
        """Open lesson ``i`` (clamped to the path)."""
        if self.lessons:
            self.show(max(0, min(i, len(self.lessons) - 1)))

    def show_games(self, game: int | None = None) -> None:
        """Show the real games instead of the lessons (game ``game``, 1-based, of the record shipped with the
        explorer when given)."""
        if self.games is None:
            self.games = GamesPanel(self.language)
            self.games_box.children = [self.games]
        self.in_games = True
        for part in self.lesson_parts:
            part.layout.display = "none"
        self.games_box.layout.display = ""
        if game is not None:
            self.games.choose_record(0, game - 1)
        self._fill_pickers()

    def _show_lessons(self) -> None:
        self.in_games = False
        for part in self.lesson_parts:
            part.layout.display = ""  # not None: the browser kernel drops None updates
        self.games_box.layout.display = "none"

    def show(self, i: int) -> None:
        """Load lesson ``i`` into the stepper, or show why it cannot be loaded."""
        self._current = i
        # The page keeps the lesson open (data-dx-learn) before it draws it: the browser applies the kernel's
        # updates in order, so a reader who reloads once the new lesson shows comes back to it (with the line
        # written after the lesson, a reload under load came back to the lesson before: CI run 22).
        self._progress_line(i)
        if self.in_games:
            self._show_lessons()
        self._fill_pickers()
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
        if run is not None and run.done and self.lessons and self.index not in self.done:
            self.done.add(self.index)
            self._fill_pickers()
        if self.lessons:
            self._describe(self.index)

    # -- progress kept by the browser ---------------------------------------------------------------------
    def state(self) -> str:
        """The progress as the browser keeps it: the open lesson's file name, ``|``, the lessons done
        (file names, in the path's order, comma-separated)."""
        if not self.lessons:
            return ""
        done = ",".join(self.lessons[i].path.stem for i in sorted(self.done))
        return f"{self.lessons[self.index].path.stem}|{done}"

    def restore(self, state: str) -> None:
        """Take back a :meth:`state` the browser kept: the lessons done are marked and the lesson that was
        open is opened (file names no longer on the path are left out; anything else is ignored)."""
        if not self.lessons or "|" not in state:
            return
        where = {lesson.path.stem: i for i, lesson in enumerate(self.lessons)}
        current, _, done = state.partition("|")
        self.done |= {where[stem] for stem in done.split(",") if stem in where}
        if self.in_games:  # the real games stay open; the lesson kept is the one the lessons return to
            self._current = where.get(current, self._current)
            self._fill_pickers()
        elif current in where:
            self.show(where[current])
        else:
            self.relabel()

    def from_request(self, params: dict[str, str]) -> None:
        """The request's kept progress (``learn``: the ``dx_learn`` cookie) and a lesson it names
        (``?lesson=<file name>``, which wins)."""
        if "learn" in params:
            self.restore(unquote(params["learn"]))
        lesson = params.get("lesson")
        where = {les.path.stem: i for i, les in enumerate(self.lessons)}
        if lesson in where:
            self.show(where[lesson])
        game = params.get("game", "")
        if game.isascii() and game.isdigit():
            self.show_games(int(game))

    def _end_of_lesson(self, i: int) -> None:
        lang = self.language.lang
        run = self.stepper.run
        finished = run is not None and run.done
        self.end_box.layout.display = "" if finished else "none"
        if not finished:
            return
        if i + 1 < len(self.lessons):
            nxt, _ = self.loaded[i + 1]
            title = nxt.title.get(lang) if nxt is not None else self.lessons[i + 1].path.name
            self.end_text.value = f'<div class="dx-lesson-done"><b>✔ {escape(t("learn_done", lang))}</b></div>'
            self.next_lesson.description = f"{t('learn_next', lang)} → {title}"
            self.next_lesson.layout.display = ""
        else:
            self.end_text.value = f'<div class="dx-lesson-done"><b>✔ {escape(t("learn_all_done", lang))}</b></div>'
            self.next_lesson.layout.display = "none"

    def _progress_line(self, i: int) -> None:
        """The progress line under lesson ``i``'s title, with the progress as the browser keeps it (:meth:`state`)."""
        lang = self.language.lang
        total = len(self.lessons)
        pct = 100 * len(self.done) // total if total else 0
        self.progress.value = (
            f'<div class="dx-progress-line" data-dx-learn="{escape(self.state())}">'
            f'<span>{escape(t("learn_lesson", lang))} {i + 1} / {total}</span> · '
            f'<span class="dx-progress-done">{escape(t("learn_progress", lang).format(done=len(self.done), total=total))}</span>'
            f'<div class="dx-bar" style="height:6px;background:#e9ecef;border-radius:3px;margin-top:3px">'
            f'<div style="width:{pct}%;height:6px;background:#37b24d;border-radius:3px"></div></div></div>')

    def _describe(self, i: int) -> None:
        lang = self.language.lang
        lesson = self.lessons[i]
        total = len(self.lessons)
        self.position.value = f"{t('learn_lesson', lang)} {i + 1} / {total}"
        self._progress_line(i)
        self.prev_button.disabled = i == 0
        self.next_button.disabled = i >= len(self.lessons) - 1
        self._end_of_lesson(i)
        _, problem = self.loaded[i]
        self.error.value = error_html(lang, "learn_broken", problem) if problem else ""
        self.rule_box.value = ""
        if lesson.rule is not None:
            cls = rule_class(lesson.rule)
            house = None if lesson.section == "basics" else lesson.house
            self.rule_box.value = (f'<div style="background:#f8f9fa;border-left:4px solid #339af0;padding:4px 10px">'
                                   f'<div style="font-size:12px;color:#495057">{t("learn_rule", lang)}</div>'
                                   f"{rule_text_html(cls, lang, house)}</div>")


def learn_page(language: Language | None = None, folder: Path | str | None = None) -> widgets.Widget:
    """The guided path through the scenarios under ``folder`` (default: the repository's ``scenarios/``)."""
    return LearnPage(language, folder)
