"""The Lab's law picker: one toggle button per rule, grouped under its deck's name, as the Rules and Sandbox pages
show rules (a press puts a rule in force, a second press takes it out; no Ctrl/Shift multi-select).

Its ``options`` (``(label, rule id)`` pairs, in list order) and ``value`` (the chosen ids, in list order) read and
write like a multi-select's, so the page and its tests speak of laws the same way.

>>> laws = LawToggles()
>>> laws.options = [("09 8切り", "eight_cut"), ("定番：5飛ばし", "classic.five_skip")]
>>> laws.toggles["classic.five_skip"].value = True
>>> laws.value
('classic.five_skip',)
>>> laws.value = ("eight_cut", "classic.five_skip")
>>> [g.children[0].value for g in laws.children]
['<b>クトゥルフの25枚</b>', '<b>定番ローカルルール</b>']
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import ipywidgets as widgets

from explorer.widgets.deck_choice import deck_name, deck_of, rule_css


class LawToggles(widgets.VBox):  # type: ignore[misc]
    """The laws as toggle buttons under their decks' names (CSS ``dx-lab-law`` and ``dx-law-<rule>``; a deck's
    group ``dx-lab-law-deck-<deck>``). ``on_change()`` is called when the reader presses one."""

    def __init__(self, lang: str = "ja", on_change: Callable[[], None] | None = None) -> None:
        super().__init__(layout=widgets.Layout(width="100%"))
        self.add_class("dx-lab-laws")
        self._lang = lang
        self._on_change = on_change
        self._options: list[tuple[str, str]] = []
        self._syncing = False
        self.toggles: dict[str, widgets.ToggleButton] = {}
        """Every toggle made so far, by rule id (those of decks no longer listed are kept, not shown)."""

    # a multi-select's interface -------------------------------------------------------------------------------
    @property
    def options(self) -> list[tuple[str, str]]:
        return list(self._options)

    @options.setter
    def options(self, options: Sequence[tuple[str, str]]) -> None:
        """List these rules (label, id); a chosen rule that is no longer listed is released."""
        self._options = [(str(label), str(rid)) for label, rid in options]
        listed = {rid for _, rid in self._options}
        self._syncing = True
        try:
            for rid, b in self.toggles.items():
                if rid not in listed:
                    b.value = False
            for label, rid in self._options:
                b = self.toggles.get(rid) or self._make(rid)
                b.description = label
        finally:
            self._syncing = False
        self._regroup()

    @property
    def value(self) -> tuple[str, ...]:
        """The rules pressed, in list order."""
        return tuple(rid for _, rid in self._options if self.toggles[rid].value)

    @value.setter
    def value(self, chosen: Sequence[str]) -> None:
        wanted = set(chosen)
        unknown = wanted - {rid for _, rid in self._options}
        if unknown:
            raise ValueError(f"laws: not listed: {', '.join(sorted(unknown))}")
        self._syncing = True
        try:
            for _, rid in self._options:
                self.toggles[rid].value = rid in wanted
        finally:
            self._syncing = False

    # drawing ---------------------------------------------------------------------------------------------------
    def relabel(self, lang: str) -> None:
        """The deck headings in ``lang`` (the buttons' labels come with :attr:`options`)."""
        self._lang = lang
        self._regroup()

    def _make(self, rid: str) -> widgets.ToggleButton:
        b = widgets.ToggleButton(value=False, layout=widgets.Layout(width="auto", max_width="100%"))
        b.add_class("dx-lab-law")
        b.add_class(rule_css(rid))
        b.observe(lambda _: self._changed(), names="value")
        self.toggles[rid] = b
        return b

    def _changed(self) -> None:
        if not self._syncing and self._on_change is not None:
            self._on_change()

    def _regroup(self) -> None:
        groups: dict[str, list[str]] = {}
        for _, rid in self._options:
            groups.setdefault(deck_of(rid), []).append(rid)
        boxes = []
        for deck, ids in groups.items():
            head = widgets.HTML(f"<b>{deck_name(deck, self._lang)}</b>")
            row = widgets.Box([self.toggles[rid] for rid in ids], layout=widgets.Layout(flex_flow="row wrap"))
            group = widgets.VBox([head, row])
            group.add_class(f"dx-lab-law-deck-{deck}")
            boxes.append(group)
        self.children = boxes
