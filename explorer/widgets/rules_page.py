"""The rule catalogue, one deck at a time (:data:`explorer.rules.decks.DECKS`): the 25 Cthulhu cards and the 5
base rules, the classic local rules, Arcasino's casino cards. Each rule's texts as a law and as a house rule,
its scope (and, for a Cthulhu card, its victory points), and every scenario that covers it (found by
:func:`explorer.cli.rules.covering`), playable in place; links to the rule's lessons in Learn, a button to its
interaction examples, and a link that opens the scenario's position as far as it is stepped in the Sandbox; a deck's cards whose effect no source gives, and the
rules it describes that cannot be played yet, are listed as such, never invented. Nothing on the page is an
id or a developer's word: the reader sees names and texts in the page's language."""

from __future__ import annotations

from functools import cache
from html import escape
from urllib.parse import quote
from pathlib import Path

import ipywidgets as widgets

from explorer.resources import scenarios_dir
from explorer.scenarios.covering import covering
from explorer.text.phrasing import scope_ja
from explorer.rules.catalogue import BASE_RULES, rule_class
from explorer.rules.decks import DECKS, Deck, DeckOption, Listed
from explorer.engine.contract import Rule
from explorer.scenarios.model import Scenario, Text
from explorer.widgets.i18n import TEXTS, Language, count, t
from explorer.browser import page_href
from explorer.widgets.learn import Lesson, error_html, lessons, load_or_error
from explorer.widgets.links import sandbox_href, sandbox_query, scenario_until
from explorer.widgets.stepper import ScenarioStepper

FOLDER_ORDER = ("cards", "classic", "arcasino", "basics", "rulebook", "interactions", "analysis", "witnesses", "tables")
"""How a rule's scenarios are listed: its own card (or deck) lessons first, the engine's search witnesses last."""

NOT_PUBLISHED = "not-published:"
NOT_PLAYABLE = "not-playable:"
"""Card-list values of a deck's cards listed without a rule (prefix + their English name)."""

_STYLE = """<style>
.dx-card-detail table{border-collapse:collapse;margin:4px 0}
.dx-card-detail th{text-align:left;vertical-align:top;padding:3px 10px 3px 0;color:#495057;white-space:nowrap}
.dx-card-detail td{vertical-align:top;padding:3px 0}
.dx-card-detail .rule-name{font-size:20px;font-weight:700}
</style>"""


def list_label(cls: type[Rule], lang: str) -> str:
    """A rule in the catalogue list: card number (or "base rule"; a deck's rules have neither) and both names,
    the page's language first."""
    head = f"{cls.number:02d}  " if cls.number else (f"{t('rules_base', lang)}  " if cls.base else "")
    return f"{head}{cls.ja}" if lang == "ja" else f"{head}{cls.en} / {cls.ja}"  # no English in Japanese mode


def listed_label(card: Listed, lang: str, published: bool) -> str:
    """A deck's card with no rule behind it in the list: both names and why (effect not published, not
    playable yet)."""
    why = t("rules_not_published" if not published else "rules_not_playable", lang)
    if lang == "ja":
        return f"{card.ja_name}（{why}）"  # no English in Japanese mode
    return f"{card.en_name} / {card.ja_name} ({why})"


def deck_entries(d: Deck, lang: str) -> list[tuple[str, str]]:
    """The card list of deck ``d``: its rules (the Cthulhu deck with the base rules), then its cards whose
    effect is not published, then the rules it describes that cannot be played yet."""
    rules = list(d.rules) + (list(BASE_RULES) if d is DECKS[0] else [])
    return ([(list_label(cls, lang), cls.id) for cls in rules]
            + [(listed_label(c, lang, False), NOT_PUBLISHED + c.en_name) for c in d.listed]
            + [(listed_label(c, lang, True), NOT_PLAYABLE + c.en_name) for c in d.missing])


def scope_text(cls: type[Rule], lang: str) -> str:
    """The house-rule scope in ``lang``, in words (no id)."""
    if cls.base:
        return t("rules_base_scope", lang)
    if lang == "ja":
        return scope_ja(cls)
    if cls.house_scope[1]:
        return cls.house_scope[1]
    text = t("scope_" + cls.scope.value, lang)
    return text + "; the holder also ignores every lock" if "lock" in cls.house_waives else text


def listed_detail_html(card: Listed, lang: str, published: bool) -> str:
    """What the catalogue says about a deck's card that has no rule here: its names and why."""
    name, other = (card.ja_name, "") if lang == "ja" else (card.en_name, card.ja_name)  # no English in Japanese
    status = t("rules_not_playable_why" if published else "rules_not_published_why", lang)
    return (f'{_STYLE}<div class="dx-card-detail dx-card-unplayable"><div class="rule-name">{escape(name)} '
            f'<span style="color:#868e96;font-size:15px">{escape(other)}</span></div><table>'
            f'<tr><th>{escape(t("rules_status", lang))}</th><td class="dx-status">{escape(status)}</td></tr>'
            f"</table></div>")


def option_text(option: DeckOption, lang: str) -> str:
    """A deck's table option in words for a reader (the page's own text, else the deck's)."""
    key = f"rules_option_{option.name}"
    if key in TEXTS:
        return t(key, lang)
    return option.ja if lang == "ja" else option.en


def deck_notes_html(d: Deck, lang: str) -> str:
    """The chosen deck in a sentence or two, and its table options (their meaning, in words)."""
    key = f"rules_{d.id}_intro"
    if key in TEXTS:
        intro = t(key, lang)
    else:  # a deck another package installed: its own words, then how to use the page
        about = escape(d.about_ja if lang == "ja" else d.about_en)
        intro = f"{about}{'' if lang == 'ja' else ' '}{t('rules_deck_intro', lang)}".strip()
    options = "".join(f"<li>{escape(option_text(o, lang))}</li>" for o in d.options)
    if options:
        options = f'<div class="dx-deck-options"><b>{escape(t("rules_options", lang))}</b><ul>{options}</ul></div>'
    return f'<div class="dx-deck-notes"><p>{intro}</p>{options}</div>'


def card_detail_html(cls: type[Rule], lang: str) -> str:
    """Everything the catalogue says about one rule, in ``lang``."""
    rows = []
    if cls.number:
        rows.append((t("rules_card", lang), f"{cls.number:02d}"))
    rows.append((t("rules_name_ja", lang), escape(cls.ja)))
    if lang != "ja":  # no English in Japanese mode
        rows.append((t("rules_name_en", lang), escape(cls.en)))
    law = cls.law_ja if lang == "ja" else cls.law_en
    if cls.base:
        rows.append((t("rules_rule_text", lang), f'<span class="dx-law-text">{escape(law)}</span>'))
    else:
        house = cls.house_ja if lang == "ja" else cls.house_en
        rows.append((t("law_text", lang), f'<span class="dx-law-text">{escape(law)}</span>'))
        rows.append((t("house_text", lang), f'<span class="dx-house-text">{escape(house)}</span>'))
    rows.append((t("scope", lang), f'<span class="dx-scope">{scope_text(cls, lang)}</span>'))
    if cls.number:  # victory points are the Cthulhu cards' (mad mode); the other decks have none
        vp = t("rules_vp_unknown", lang) if cls.victory_points is None else str(cls.victory_points)
        rows.append((t("rules_vp", lang), f'<span class="dx-vp">{escape(vp)}</span>'))
    body = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    name = cls.ja if lang == "ja" else cls.en
    other = "" if lang == "ja" else cls.ja  # no English in Japanese mode
    return (f'{_STYLE}<div class="dx-card-detail" data-rule="{escape(cls.id)}">'
            f'<div class="rule-name">{escape(name)} <span style="color:#868e96;font-size:15px">{escape(other)}'
            f"</span></div><table>{body}</table></div>")


@cache
def _guided_path(folder: Path) -> tuple[Lesson, ...]:
    return tuple(lessons(folder))


def lessons_of(rule_id: str, folder: Path) -> list[tuple[int, Lesson]]:
    """The lessons of the guided path (Learn) that teach ``rule_id``, with their number on the path (the
    number Learn's lesson list shows, from 1).

    >>> from explorer.resources import scenarios_dir
    >>> [lesson.path.stem for _, lesson in lessons_of("eight_cut", scenarios_dir())][:2]
    ['09-eight-cut-law', '09-eight-cut-house']
    """
    return [(i + 1, lesson) for i, lesson in enumerate(_guided_path(folder)) if lesson.rule == rule_id]


def _folder_of(path: str) -> str:
    parts = Path(path).parts
    if len(parts) >= 3 and parts[-2] == "decks":  # scenarios/witnesses/decks: the decks' witnesses
        return parts[-3]
    return parts[-2] if len(parts) >= 2 else ""


def _scenario_order(cls: type[Rule], path: str) -> tuple[int, bool, bool, str]:
    """Folder (FOLDER_ORDER), then the rule's own files (``09-…``, ``card-09-…``) first, laws before house rules."""
    rank = {name: i for i, name in enumerate(FOLDER_ORDER)}
    stem = Path(path).stem
    own = bool(cls.number) and stem.startswith((f"{cls.number:02d}-", f"card-{cls.number:02d}-"))
    return rank.get(_folder_of(path), len(rank)), not own, "-house" in stem, path


def _values(select: widgets.Select) -> list[object]:
    return [o[1] if isinstance(o, tuple) else o for o in select.options]


class RulesPage(widgets.VBox):  # type: ignore[misc]
    """The catalogue: a deck switch, the deck's rules, the chosen rule's texts, its scenarios and a stepper to
    play them."""

    def __init__(self, language: Language | None = None, folder: Path | str | None = None) -> None:
        self.language = language or Language()
        self.folder = Path(folder) if folder is not None else scenarios_dir()
        self.deck: Deck = DECKS[0]
        self._covering: dict[str, list[str]] = {}
        self._scenarios: dict[str, tuple[Scenario | None, Text | None]] = {}
        self._relabelling = False
        self.switch = self.language.switch()
        self.deck_switch = widgets.ToggleButtons(options=[(d.ja, d.id) for d in DECKS], value=self.deck.id,
                                                 style={"button_width": "auto"})
        self.deck_switch.add_class("dx-deck-switch")
        self.heading = widgets.HTML()
        self.heading.add_class("dx-deck-heading")
        self.card_list = widgets.Select(rows=18, layout=widgets.Layout(width="300px", flex="0 0 auto"))
        self.card_list.add_class("dx-card-list")
        self.detail = widgets.HTML()
        self.detail.add_class("dx-card-detail-view")
        self.covering_title = widgets.HTML()
        self.covering_list = widgets.Select(rows=8, layout=widgets.Layout(width="min(100%, 720px)"))
        self.covering_list.add_class("dx-covering-list")
        self.error = widgets.HTML()
        self.error.add_class("dx-error-box")
        self.links = widgets.HTML()
        self.links.add_class("dx-rule-links")
        self.witness_button = widgets.Button(layout=widgets.Layout(width="auto", max_width="100%", align_self="flex-start"))
        self.witness_button.add_class("dx-show-witness")
        self.witness_button.on_click(lambda _: self.show_witness())
        self.sandbox_link = widgets.HTML()
        self.sandbox_link.add_class("dx-sandbox-link-box")
        self.stepper = ScenarioStepper(language=self.language)
        self.stepper.add_class("dx-card-stepper")
        self.stepper.layout.display = "none"
        for button in (self.stepper.next, self.stepper.back, self.stepper.reset):
            button.on_click(lambda _: self._show_sandbox_link())  # after the stepper has moved
        self.deck_switch.observe(self._picked_deck, names="value")
        self.card_list.observe(self._picked_rule, names="value")
        self.covering_list.observe(self._picked_scenario, names="value")
        self.language.observe(lambda _: self.relabel(), names="lang")
        right = widgets.VBox([self.detail, self.links, self.witness_button, self.covering_title, self.covering_list,
                              self.error, self.sandbox_link, self.stepper],
                             layout=widgets.Layout(flex="1 1 360px", min_width="0"))  # beside the list, under it on a phone
        super().__init__([self.switch, self.deck_switch, self.heading, widgets.HBox([self.card_list, right])])
        self.add_class("dx-page-rules")
        self._relabel_lists()
        self.show_rule(self.deck.rules[0].id)  # the rest of relabel(), once (its scenarios' labels are the costly part)

    @property
    def rules(self) -> tuple[type[Rule], ...]:
        """The rules the card list shows (the chosen deck's; the Cthulhu deck with the base rules)."""
        return self.deck.rules + (BASE_RULES if self.deck is DECKS[0] else ())

    # -- language --------------------------------------------------------------------------------
    def relabel(self) -> None:
        """Every text in the current language; the chosen deck, rule, scenario and step stay as they are."""
        lang = self.language.lang
        self._relabel_lists()
        rule_id = self.card_list.value
        if rule_id is None:
            return
        if self._show_listed(str(rule_id)):
            return
        self.detail.value = card_detail_html(rule_class(str(rule_id)), lang)
        self._show_covering_list(str(rule_id))
        self._show_links(str(rule_id))
        path = self.covering_list.value
        if path is not None:
            _, problem = self._load(str(path))
            self.error.value = error_html(lang, "learn_broken", problem) if problem else ""
        self._show_sandbox_link()

    def _relabel_lists(self) -> None:
        """The deck switch, the deck's notes and the card list in the current language."""
        lang = self.language.lang
        self._set_options(self.deck_switch, [(d.ja if lang == "ja" else d.en, d.id) for d in DECKS])
        self.heading.value = deck_notes_html(self.deck, lang)
        self._set_options(self.card_list, deck_entries(self.deck, lang))

    def _set_options(self, select: widgets.Select | widgets.ToggleButtons, options: list[tuple[str, str]]) -> None:
        keep = select.value
        self._relabelling = True
        try:
            select.options = options
            values = _values(select)
            select.value = keep if keep in values else (values[0] if values else None)
        finally:
            self._relabelling = False

    # -- picking a deck, a rule ----------------------------------------------------------------------
    def _picked_deck(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show_deck(str(change["new"]))

    def show_deck(self, deck_id: str) -> None:
        """List the rules of deck ``deck_id`` and show its first rule."""
        chosen = next((d for d in DECKS if d.id == deck_id), None)
        if chosen is None:
            raise ValueError(f"unknown deck {deck_id!r} (decks: {', '.join(d.id for d in DECKS)})")
        if self.deck_switch.value != deck_id:
            self.deck_switch.value = deck_id  # observing the switch calls show_deck again
            return
        self.deck = chosen
        lang = self.language.lang
        self.heading.value = deck_notes_html(chosen, lang)
        self._relabelling = True
        try:
            self.card_list.options = deck_entries(chosen, lang)
            self.card_list.value = None
        finally:
            self._relabelling = False
        self.show_rule(chosen.rules[0].id)

    def _picked_rule(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show_rule(str(change["new"]))

    def _show_listed(self, value: str) -> bool:
        """Show a deck's card that has no rule here (``value`` from :func:`deck_entries`); False for a rule."""
        for prefix, cards, playable in ((NOT_PUBLISHED, self.deck.listed, False),
                                        (NOT_PLAYABLE, self.deck.missing, True)):
            if value.startswith(prefix):
                card = next(c for c in cards if c.en_name == value[len(prefix):])
                lang = self.language.lang
                self.detail.value = listed_detail_html(card, lang, playable)
                self.covering_title.value = ""
                self._set_options(self.covering_list, [])
                self.covering_list.layout.display = "none"
                self.error.value = ""
                self.stepper.layout.display = "none"
                self.links.value = self.sandbox_link.value = ""
                self.witness_button.layout.display = "none"
                return True
        self.covering_list.layout.display = ""
        return False

    def covering(self, rule_id: str) -> list[str]:
        """Paths (relative to the repository) of the scenarios covering ``rule_id``, grouped by folder."""
        if rule_id not in self._covering:
            cls = rule_class(rule_id)
            found = [path for path, _ in covering(cls, self.folder)]
            if not cls.number and not cls.base:  # a deck's rule: its name may be another deck's rule's too
                found = [path for path in found if rule_id in self._in_force(path)]
            self._covering[rule_id] = sorted(found, key=lambda p: _scenario_order(rule_class(rule_id), p))
        return self._covering[rule_id]

    def show_rule(self, rule_id: str) -> None:
        """Show ``rule_id``'s texts and its scenarios, and load the first of them into the stepper."""
        lang = self.language.lang
        if self.card_list.value != rule_id:
            self.card_list.value = rule_id  # observing the list calls show_rule again
            return
        if self._show_listed(rule_id):
            return
        self.detail.value = card_detail_html(rule_class(rule_id), lang)
        if rule_id not in self._covering:
            self.covering_title.value = f"<h3>{t('rules_covering', lang)}</h3><span class=dx-note style=color:#555>{t('rules_loading', lang)}</span>"
        self._set_options(self.covering_list, [])
        self._show_covering_list(rule_id)
        self._show_links(rule_id)
        paths = self.covering(rule_id)
        if paths:
            self.show_scenario(paths[0])
        else:
            self.error.value = self.sandbox_link.value = ""
            self.stepper.layout.display = "none"

    def _show_covering_list(self, rule_id: str) -> None:
        lang = self.language.lang
        paths = self.covering(rule_id)
        shown = count(len(paths), lang) if paths else ""
        hint = t("rules_pick", lang) if paths else t("no_scenarios", lang)
        self.covering_title.value = (f"<h3>{t('rules_covering', lang)}{shown}</h3>"
                                     f'<div style="color:#868e96;font-size:12px">{hint}</div>')
        self._set_options(self.covering_list, [(self._scenario_label(p, lang), p) for p in paths])

    def _in_force(self, path: str) -> set[str]:
        """The ids of the rules the scenario at ``path`` puts in force (laws and house rules)."""
        scenario, _ = self._load(path)
        if scenario is None:
            return set()
        named = [*scenario.laws, *(r for rules in scenario.house_rules.values() for r in rules)]
        return {rule_class(r).id for r in named}

    # -- links to the other pages ------------------------------------------------------------------------
    def witnesses(self, rule_id: str) -> list[str]:
        """The interaction examples (the rule-graph search's witness scenarios) among ``rule_id``'s scenarios."""
        found = [p for p in self.covering(rule_id) if _folder_of(p) == "witnesses"]
        return sorted(found, key=lambda p: "/decks/" in p)  # the rule's own deck first (stable)

    def _show_links(self, rule_id: str) -> None:
        """The rule's lessons in Learn (linked, by their number on the path) and the button to its
        interaction examples."""
        lang = self.language.lang
        found = lessons_of(rule_id, self.folder)
        items = []
        for number, lesson in found:
            scenario, _ = self._load(str(lesson.path.relative_to(self.folder.parent)))
            title = scenario.title.get(lang) if scenario is not None else lesson.path.stem
            text = t("rules_lesson", lang).format(n=number, title=title)
            items.append(f'<li><a class="dx-lesson-link" data-lesson="{escape(lesson.path.stem)}" '
                         f'href="{escape(page_href("learn.ipynb"))}?lang={lang}&amp;lesson={quote(lesson.path.stem)}">'
                         f'{escape(text)}</a></li>')
        self.links.value = (f'<div class="dx-rule-lessons"><b>{escape(t("rules_lessons", lang))}</b>'
                            f'<ul style="margin:2px 0 6px;padding-left:20px">{"".join(items)}</ul></div>'
                            if items else "")
        n = len(self.witnesses(rule_id))
        self.witness_button.description = t("rules_show_witnesses", lang).format(n=n)
        self.witness_button.layout.display = "" if n else "none"

    def show_witness(self) -> None:
        """Play the rule's first interaction example in the stepper (it is picked in the scenario list)."""
        rule_id = self.card_list.value
        found = self.witnesses(str(rule_id)) if rule_id is not None else []
        if found:
            self.show_scenario(found[0])

    def _show_sandbox_link(self) -> None:
        """A link that opens the position the stepper shows (the scenario up to the step reached) in the Sandbox."""
        run = self.stepper.run
        path = self.covering_list.value
        if run is None or path is None or self.stepper.layout.display == "none":
            self.sandbox_link.value = ""
            return
        lang = self.language.lang
        scenario, _ = self._load(str(path))
        if scenario is None:
            self.sandbox_link.value = ""
            return
        href = sandbox_href(sandbox_query(scenario_until(scenario.raw, len(run.results))), lang)
        self.sandbox_link.value = (f'<a class="dx-sandbox-link" href="{escape(href)}" '
                                   f'style="font-weight:600;color:#1971c2">{escape(t("rules_open_sandbox", lang))} →</a>')

    # -- picking a scenario --------------------------------------------------------------------------
    def _load(self, path: str) -> tuple[Scenario | None, Text | None]:
        if path not in self._scenarios:
            self._scenarios[path] = load_or_error(self.folder.parent / path)
        return self._scenarios[path]

    def _scenario_label(self, path: str, lang: str) -> str:
        scenario, _ = self._load(path)
        folder = _folder_of(path)
        where = t(f"folder_{folder}", lang) if folder in FOLDER_ORDER else folder
        if folder == "rulebook" and Path(path).name.startswith("seed-004"):
            where = t("folder_rulebook_arcasino", lang)  # Arcasino's official Q&A, not the Cthulhu rulebook's
        title = scenario.title.get(lang) if scenario is not None else f"⚠ {Path(path).name}"
        if lang != "ja":
            return f"[{where}] {title}"
        # the kind of scenario after its title, never a second label before the title's own (「武力行使（法律）：…」)
        return title if title.startswith(f"{where}：") else f"{title}（{where}）"

    def _picked_scenario(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show_scenario(str(change["new"]))

    def show_scenario(self, path: str) -> None:
        """Play the scenario at ``path`` (relative to the repository) in the stepper."""
        if self.covering_list.value != path and path in _values(self.covering_list):
            self.covering_list.value = path
            return
        scenario, problem = self._load(path)
        if scenario is None:
            self.stepper.run = None
            self.stepper.layout.display = "none"
            self.sandbox_link.value = ""
            self.error.value = error_html(self.language.lang, "learn_broken", problem or path)
            return
        self.error.value = ""
        self.stepper.layout.display = ""  # not None: the browser kernel drops None updates
        self.stepper.load(scenario)
        self._show_sandbox_link()


def rules_page(language: Language | None = None, folder: Path | str | None = None) -> widgets.Widget:
    """The catalogue of the three decks' rules, the Cthulhu deck first (scenarios from ``folder``, default
    ``scenarios/``)."""
    return RulesPage(language, folder)
