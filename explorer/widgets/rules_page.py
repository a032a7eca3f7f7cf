"""The rule catalogue: the 25 cards and the 5 base rules, their texts, scope and victory points, and every
scenario that covers each (found by :func:`explorer.cli_rules.covering`), playable in place."""

from __future__ import annotations

from html import escape
from pathlib import Path

import ipywidgets as widgets

from explorer.cli_rules import covering, scenarios_dir
from explorer.rules.catalogue import BASE_RULES, CARDS, rule_class
from explorer.rules.rule import Rule
from explorer.scenarios.model import Scenario, Text
from explorer.widgets.i18n import Language, t
from explorer.widgets.learn import error_html, load_or_error
from explorer.widgets.stepper import ScenarioStepper

FOLDER_ORDER = ("cards", "basics", "rulebook", "interactions", "witnesses")
"""How a rule's scenarios are listed: its own card lessons first, the engine's search witnesses last."""

_STYLE = """<style>
.dx-card-detail table{border-collapse:collapse;margin:4px 0}
.dx-card-detail th{text-align:left;vertical-align:top;padding:3px 10px 3px 0;color:#495057;white-space:nowrap}
.dx-card-detail td{vertical-align:top;padding:3px 0}
.dx-card-detail .rule-name{font-size:20px;font-weight:700}
</style>"""


def list_label(cls: type[Rule], lang: str) -> str:
    """A rule in the catalogue list: number (or "base rule") and both names."""
    head = f"{cls.number:02d}" if cls.number else t("rules_base", lang)
    return f"{head}  {cls.ja} / {cls.en}"


def scope_text(cls: type[Rule], lang: str) -> str:
    """The house-rule scope in ``lang`` (the enum value too, as the CLI and RULES.md write it)."""
    if cls.base:
        return t("rules_base_scope", lang)
    if lang == "ja":  # no id inside Japanese text (issue 17)
        return t("scope_" + cls.scope.value, lang)
    return f"{t('scope_' + cls.scope.value, lang)} <code>{escape(cls.scope.value)}</code>"


def card_detail_html(cls: type[Rule], lang: str) -> str:
    """Everything the catalogue says about one rule, in ``lang``."""
    rows = []
    if cls.number:
        rows.append((t("rules_card", lang), f"{cls.number:02d}"))
    rows += [(t("rules_name_ja", lang), escape(cls.ja)), (t("rules_name_en", lang), escape(cls.en))]
    law = cls.law_ja if lang == "ja" else cls.law_en
    if cls.base:
        rows.append((t("rules_rule_text", lang), f'<span class="dx-law-text">{escape(law)}</span>'))
    else:
        house = cls.house_ja if lang == "ja" else cls.house_en
        rows.append((t("law_text", lang), f'<span class="dx-law-text">{escape(law)}</span>'))
        rows.append((t("house_text", lang), f'<span class="dx-house-text">{escape(house)}</span>'))
    rows.append((t("scope", lang), f'<span class="dx-scope">{scope_text(cls, lang)}</span>'))
    if not cls.base:
        vp = t("rules_vp_unknown", lang) if cls.victory_points is None else str(cls.victory_points)
        rows.append((t("rules_vp", lang), f'<span class="dx-vp">{escape(vp)}</span>'))
    body = "".join(f"<tr><th>{escape(k)}</th><td>{v}</td></tr>" for k, v in rows)
    name = cls.ja if lang == "ja" else cls.en
    other = cls.en if lang == "ja" else cls.ja
    ident = "" if lang == "ja" else f" · <code>{escape(cls.id)}</code>"
    return (f'{_STYLE}<div class="dx-card-detail" data-rule="{escape(cls.id)}">'
            f'<div class="rule-name">{escape(name)} <span style="color:#868e96;font-size:15px">{escape(other)}'
            f"{ident}</span></div><table>{body}</table></div>")


def _folder_of(path: str) -> str:
    parts = Path(path).parts
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
    """The catalogue: a list of rules, the chosen rule's texts, its scenarios and a stepper to play them."""

    def __init__(self, language: Language | None = None, folder: Path | str | None = None) -> None:
        self.language = language or Language()
        self.folder = Path(folder) if folder is not None else scenarios_dir()
        self.rules: tuple[type[Rule], ...] = CARDS + BASE_RULES
        self._covering: dict[str, list[str]] = {}
        self._scenarios: dict[str, tuple[Scenario | None, Text | None]] = {}
        self._relabelling = False
        self.switch = self.language.switch()
        self.heading = widgets.HTML()
        self.card_list = widgets.Select(rows=18, layout=widgets.Layout(width="300px", flex="0 0 auto"))
        self.card_list.add_class("dx-card-list")
        self.detail = widgets.HTML()
        self.detail.add_class("dx-card-detail-view")
        self.covering_title = widgets.HTML()
        self.covering_list = widgets.Select(rows=8, layout=widgets.Layout(width="min(100%, 720px)"))
        self.covering_list.add_class("dx-covering-list")
        self.error = widgets.HTML()
        self.error.add_class("dx-error-box")
        self.stepper = ScenarioStepper(language=self.language)
        self.stepper.add_class("dx-card-stepper")
        self.stepper.layout.display = "none"
        self.card_list.observe(self._picked_rule, names="value")
        self.covering_list.observe(self._picked_scenario, names="value")
        self.language.observe(lambda _: self.relabel(), names="lang")
        right = widgets.VBox([self.detail, self.covering_title, self.covering_list, self.error, self.stepper],
                             layout=widgets.Layout(flex="1 1 auto", min_width="0"))
        super().__init__([self.switch, self.heading, widgets.HBox([self.card_list, right])])
        self.add_class("dx-page-rules")
        self.relabel()
        self.show_rule(self.rules[0].id)

    # -- language --------------------------------------------------------------------------------
    def relabel(self) -> None:
        """Every text in the current language; the chosen rule, scenario and step stay as they are."""
        lang = self.language.lang
        self.heading.value = f"<p>{t('rules_intro', lang)}</p>"
        self._set_options(self.card_list, [(list_label(cls, lang), cls.id) for cls in self.rules])
        rule_id = self.card_list.value
        if rule_id is None:
            return
        self.detail.value = card_detail_html(rule_class(str(rule_id)), lang)
        self._show_covering_list(str(rule_id))
        path = self.covering_list.value
        if path is not None:
            _, problem = self._load(str(path))
            self.error.value = error_html(lang, "learn_broken", problem) if problem else ""

    def _set_options(self, select: widgets.Select, options: list[tuple[str, str]]) -> None:
        keep = select.value
        self._relabelling = True
        try:
            select.options = options
            values = _values(select)
            select.value = keep if keep in values else (values[0] if values else None)
        finally:
            self._relabelling = False

    # -- picking a rule ----------------------------------------------------------------------------
    def _picked_rule(self, change: dict[str, object]) -> None:
        if not self._relabelling and change["new"] is not None:
            self.show_rule(str(change["new"]))

    def covering(self, rule_id: str) -> list[str]:
        """Paths (relative to the repository) of the scenarios covering ``rule_id``, grouped by folder."""
        if rule_id not in self._covering:
            found = [path for path, _ in covering(rule_class(rule_id), self.folder)]
            self._covering[rule_id] = sorted(found, key=lambda p: _scenario_order(rule_class(rule_id), p))
        return self._covering[rule_id]

    def show_rule(self, rule_id: str) -> None:
        """Show ``rule_id``'s texts and its scenarios, and load the first of them into the stepper."""
        lang = self.language.lang
        if self.card_list.value != rule_id:
            self.card_list.value = rule_id  # observing the list calls show_rule again
            return
        self.detail.value = card_detail_html(rule_class(rule_id), lang)
        if rule_id not in self._covering:
            self.covering_title.value = f"<h3>{t('rules_covering', lang)}</h3><i>{t('rules_loading', lang)}</i>"
        self._set_options(self.covering_list, [])
        self._show_covering_list(rule_id)
        paths = self.covering(rule_id)
        if paths:
            self.show_scenario(paths[0])
        else:
            self.error.value = ""
            self.stepper.layout.display = "none"

    def _show_covering_list(self, rule_id: str) -> None:
        lang = self.language.lang
        paths = self.covering(rule_id)
        count = f" ({len(paths)})" if paths else ""
        hint = t("rules_pick", lang) if paths else t("no_scenarios", lang)
        self.covering_title.value = (f"<h3>{t('rules_covering', lang)}{count}</h3>"
                                     f'<div style="color:#868e96;font-size:12px">{hint}</div>')
        self._set_options(self.covering_list, [(self._scenario_label(p, lang), p) for p in paths])

    # -- picking a scenario --------------------------------------------------------------------------
    def _load(self, path: str) -> tuple[Scenario | None, Text | None]:
        if path not in self._scenarios:
            self._scenarios[path] = load_or_error(self.folder.parent / path)
        return self._scenarios[path]

    def _scenario_label(self, path: str, lang: str) -> str:
        scenario, _ = self._load(path)
        folder = _folder_of(path)
        where = t(f"folder_{folder}", lang) if folder in FOLDER_ORDER else folder
        title = scenario.title.get(lang) if scenario is not None else f"⚠ {Path(path).name}"
        return f"[{where}] {title}"

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
            self.error.value = error_html(self.language.lang, "learn_broken", problem or path)
            return
        self.error.value = ""
        self.stepper.layout.display = ""  # not None: the browser kernel drops None updates
        self.stepper.load(scenario)


def rules_page(language: Language | None = None, folder: Path | str | None = None) -> widgets.Widget:
    """The catalogue of the 25 rule cards and the 5 base rules (scenarios from ``folder``, default ``scenarios/``)."""
    return RulesPage(language, folder)
