"""Choosing rules from any deck (explorer/rules/decks.py) on a page: the rules in deck order, their names
and CSS classes, and the decks' table options as drop-downs, in Japanese and English.

>>> [d for d, _ in RULES_BY_DECK]
['cthulhu', 'classic', 'arcasino']
>>> rule_css("classic.five_skip"), rule_css("eight_cut")
('dx-law-classic-five_skip', 'dx-law-eight_cut')
>>> rule_title("eight_cut", "ja"), rule_title("classic.five_skip", "en")
('09 8切り', 'Five skip')
>>> value_text(True, "ja"), value_text("next", "en")
('はい', 'the next player')
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import ipywidgets as widgets

from explorer.rules.catalogue import rule_class
from explorer.text.phrasing import label
from explorer.rules.decks import DECKS, Deck, DeckOption
from explorer.widgets.i18n import t
from explorer.widgets.looks import Looks

RULES_BY_DECK: tuple[tuple[str, tuple[str, ...]], ...] = tuple((d.id, tuple(d.rule_ids())) for d in DECKS)
"""Every deck's rule ids, deck by deck (the Cthulhu cards by number)."""
ALL_RULE_IDS: tuple[str, ...] = tuple(r for _, ids in RULES_BY_DECK for r in ids)
"""Every rule a page can choose, in deck order (laws and house rules are kept in this order)."""
OPTIONS: tuple[DeckOption, ...] = tuple(o for d in DECKS for o in d.options)
TABLE_DECK = "table"
"""The rules a table wrote itself, read from a rule file on the page (docs/rules-file.md): a deck of their own."""


def deck_of(rule_id: str) -> str:
    """The id of the deck ``rule_id`` belongs to (a rule read from a table's rule file: :data:`TABLE_DECK`)."""
    return next((d for d, ids in RULES_BY_DECK if rule_id in ids), TABLE_DECK)


def deck_name(deck: Deck | str, lang: str) -> str:
    if deck == TABLE_DECK:
        return t("deck_table", lang)
    d = deck if isinstance(deck, Deck) else next(x for x in DECKS if x.id == deck)
    return d.ja if lang == "ja" else d.en


def rule_css(rule_id: str) -> str:
    """The CSS class of a rule's toggle (``dx-law-eight_cut``, ``dx-law-classic-five_skip``)."""
    return "dx-law-" + rule_id.replace(".", "-")


def rule_title(rule_id: str, lang: str, in_deck: bool = False) -> str:
    """A rule as a list shows it: the card number if it has one, then its name in ``lang``.  A list of one deck's
    rules (``in_deck``) says the rule's own name; a list that mixes decks names a deck's rule by its deck where
    another deck's rule shares its name (定番の5飛ばし)."""
    cls = rule_class(rule_id)
    name = (cls.ja if lang == "ja" else cls.en) if in_deck else label(cls.id, lang)
    return f"{cls.number:02d} {name}" if cls.number else name


def value_text(value: object, lang: str) -> str:
    """A deck option's value in ``lang`` (``はい`` / ``Yes``, ``次の人`` / ``the next player``)."""
    key = f"deck_value_{str(value).lower()}"
    try:
        return t(key, lang)
    except KeyError:
        return str(value)


class DeckOptions(widgets.VBox):  # type: ignore[misc]
    """The table options of the decks in ``decks`` (all by default): one drop-down each (CSS ``dx-deck-option``
    and ``dx-option-<name>``), ``on_change(name, value)`` when the reader changes one. ``looks``: the page's
    shared looks (:mod:`explorer.widgets.looks`; a drop-down and its label are shown and hidden one by one, so
    they share only their styles)."""

    def __init__(self, on_change: Callable[[str, object], None], decks: tuple[str, ...] | None = None,
                 looks: Looks | None = None) -> None:
        looks = looks or Looks()
        self._on_change = on_change
        self._syncing = False
        self.choices: dict[str, tuple[DeckOption, widgets.Dropdown, widgets.HTML]] = {}
        rows = []
        for o in OPTIONS:
            if decks is not None and o.name.split(".")[0] not in decks:
                continue
            drop = widgets.Dropdown(options=[(str(v), i) for i, v in enumerate(o.values)], value=0,
                                    layout=widgets.Layout(width="auto", max_width="100%"),
                                    style=looks.style_of(widgets.Dropdown))
            drop.add_class("dx-deck-option")
            drop.add_class("dx-option-" + o.name.replace(".", "-"))
            drop.observe(lambda c, o=o: self._changed(o, int(c["new"])), names="value")
            label = widgets.HTML(style=looks.style_of(widgets.HTML))
            self.choices[o.name] = (o, drop, label)
            rows.append(looks.make(widgets.VBox, [label, drop], layout={"margin": "0 0 4px 0"}))
        self.title = widgets.HTML(style=looks.style_of(widgets.HTML))
        super().__init__([self.title, *rows], layout=looks.layout())
        self.add_class("dx-deck-options")

    def _changed(self, option: DeckOption, index: int) -> None:
        if not self._syncing:
            self._on_change(option.name, option.values[index])

    def relabel(self, lang: str) -> None:
        self.title.value = f"<b>{t('deck_options', lang)}</b>"
        self._syncing = True
        try:
            for o, drop, label in self.choices.values():
                label.value = f'<span style="font-size:12px">{o.ja if lang == "ja" else o.en}</span>'
                value = drop.value
                drop.options = [(value_text(v, lang), i) for i, v in enumerate(o.values)]
                drop.value = value
        finally:
            self._syncing = False

    def show(self, decks: tuple[str, ...]) -> None:
        """Show only the options of ``decks``."""
        for o, drop, label in self.choices.values():
            hidden = o.name.split(".")[0] not in decks
            for w in (drop, label):
                w.layout.display = "none" if hidden else None
        self.title.layout.display = None if any(o.name.split(".")[0] in decks for o, _, _ in self.choices.values()) \
            else "none"

    def set_values(self, options: Mapping[str, object]) -> None:
        """Show ``options`` (a deck option not set: its default)."""
        self._syncing = True
        try:
            for name, (o, drop, _) in self.choices.items():
                value = options.get(name, o.default)
                drop.value = o.values.index(value) if value in o.values else 0
        finally:
            self._syncing = False

    def values(self) -> dict[str, object]:
        """The options set to something other than their default."""
        out: dict[str, object] = {}
        for name, (o, drop, _) in self.choices.items():
            value = o.values[int(drop.value)]
            if value != o.default:
                out[name] = value
        return out
