"""A box that reads a table's own rule file (pasted or uploaded YAML, docs/rules-file.md) and hands back its
rules, registered so that every page can put them in force.  A bad file is one message in the page's
language naming the file, the field and the token; nothing is registered then.

>>> box = RulesFileBox()
>>> rules = box.load_text('''
... rules:
...   - id: table.six_skip
...     name: {ja: 6飛ばし, en: Six skip}
...     text: {ja: "［6］を出すと次の人を飛ばす。", en: "Each 6 played skips the next player."}
...     trigger: {rank: "6"}
...     effect: {skip: 1}
... ''')
>>> [r.id for r in rules], box.loaded == rules
(['table.six_skip'], True)
>>> box.load_text("rules: [1]")
()
>>> "「rules」の1番目" in box.status.value   # the page's language (Japanese first) names the field
True
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any

import ipywidgets as widgets

from explorer.engine.errors import ExplorerError, printable
from explorer.engine.contract import Rule
from explorer.widgets.i18n import TEXTS, Language, t
from explorer.text.describe import describe

BOX_TEXTS: dict[str, tuple[str, str]] = {
    "rf_title": ("ルールファイル（自分たちのローカルルール）", "Rule file (your table's own rules)"),
    "rf_help": ("ルールファイルの文面を貼り付けるか、ファイルを選んでから「読み込む」を押す（書き方は説明文書の「ルールファイル」の章）。",
                "Paste a rule file or choose one, then press Load (how to write one: the “Rule files” chapter of "
                "the documentation)."),
    "rf_load": ("読み込む", "Load"),
    "rf_upload": ("ファイルを選ぶ", "Choose a file"),
    "rf_loaded": ("{n}件のルールを読み込んだ：{names}", "Rules loaded ({n}): {names}"),
    "rf_error": ("ルールファイルを読めない：{why}", "The rule file cannot be read: {why}"),
    "rf_empty": ("貼り付けるかファイルを選んでから押す。", "Paste a rule file or choose one first."),
    "rf_not_utf8": ("UTF-8のテキストではない", "not UTF-8 text"),
}
TEXTS.update(BOX_TEXTS)

PASTED = "<pasted rules>"


class RulesFileBox(widgets.VBox):  # type: ignore[misc]
    """Paste or upload a rule file; :attr:`loaded` holds the rules last read (``on_load`` is told of them)."""

    def __init__(self, language: Language | None = None,
                 on_load: Callable[[tuple[type[Rule], ...]], None] | None = None) -> None:
        self.language = language or Language()
        self.on_load = on_load
        self.loaded: tuple[type[Rule], ...] = ()
        self.title = widgets.HTML()
        self.help = widgets.HTML()
        self.text = widgets.Textarea(layout=widgets.Layout(width="100%", max_width="640px", height="120px"))
        self.text.add_class("dx-rules-file-text")
        self.upload = widgets.FileUpload(accept=".yaml,.yml", multiple=False)
        self.upload.add_class("dx-rules-file-upload")
        self.load_button = widgets.Button(icon="upload")
        self.load_button.add_class("dx-rules-file-load")
        self.load_button.on_click(lambda _: self.load())
        self.status = widgets.HTML()
        self.status.add_class("dx-rules-file-status")
        super().__init__([self.title, self.help, self.text, widgets.HBox([self.upload, self.load_button]),
                          self.status])
        self.add_class("dx-rules-file")
        self._last: tuple[str, Any] = ("", "")
        self.language.observe(lambda _: self.relabel(), names="lang")
        self.relabel()

    @property
    def lang(self) -> str:
        return str(self.language.lang)

    def relabel(self) -> None:
        lang = self.lang
        self.title.value = f"<b>{escape(t('rf_title', lang))}</b>"
        self.help.value = f'<div class="dx-lab-note">{escape(t("rf_help", lang))}</div>'
        self.load_button.description = t("rf_load", lang)
        self.upload.description = t("rf_upload", lang)
        if self._last[0]:
            self._show(*self._last)

    def load(self) -> tuple[type[Rule], ...]:
        """Read the uploaded file if one is chosen, else the pasted text."""
        files = list(self.upload.value or ())
        if files:
            item = files[0]
            name = str(item.get("name", "upload.yaml"))
            try:
                text = bytes(item["content"]).decode("utf-8")
            except UnicodeDecodeError:
                self._show("error", f"{printable(name, 80)}: (file): {t('rf_not_utf8', self.lang)}")
                return ()
            return self.load_text(text, name)
        if not self.text.value.strip():
            self._show("empty", "")
            return ()
        return self.load_text(self.text.value, PASTED)

    def load_text(self, text: str, name: str = PASTED) -> tuple[type[Rule], ...]:
        """Read and register a rule file's text; ``()`` and the reason shown when it is refused."""
        from explorer.rules.catalogue import register
        from explorer.rules.custom import rules_from_text

        try:
            rules = rules_from_text(text, name)
            register(rules, name)
        except ExplorerError as exc:
            self._show("error", exc)
            return ()
        self.loaded = rules
        self._show("loaded", rules)
        if self.on_load is not None:
            self.on_load(rules)
        return rules

    def _show(self, kind: str, what: Any) -> None:
        self._last = (kind, what)
        lang = self.lang
        if kind == "loaded":
            names = "、".join(r.ja for r in what) if lang == "ja" else ", ".join(r.en for r in what)
            self.status.value = f"<div>{escape(t('rf_loaded', lang).format(n=len(what), names=names))}</div>"
        elif kind == "empty":
            self.status.value = f'<div class="dx-error">{escape(t("rf_empty", lang))}</div>'
        else:
            why = describe(what, lang) if isinstance(what, ExplorerError) else str(what)
            self.status.value = (f'<div class="dx-error">{escape(t("rf_error", lang).format(why=printable(why, 400)))}'
                                 "</div>")


def rules_file_box(language: Language | None = None,
                   on_load: Callable[[tuple[type[Rule], ...]], None] | None = None) -> RulesFileBox:
    """The box (the Sandbox and the Lab put it under their rule pickers)."""
    return RulesFileBox(language, on_load)
