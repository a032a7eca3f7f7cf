"""User-facing texts of the dashboards, in Japanese and English, and the shared language switch.

>>> t("next", "ja"), t("next", "en")
('次へ', 'Next')
"""

from __future__ import annotations

import ipywidgets as widgets
import traitlets

TEXTS: dict[str, tuple[str, str]] = {
    # key: (ja, en)
    "language": ("言語", "Language"),
    "back": ("戻る", "Back"),
    "next": ("次へ", "Next"),
    "reset": ("最初から", "Reset"),
    "undo": ("一手戻す", "Undo"),
    "play": ("出す", "Play"),
    "pass": ("パス", "Pass"),
    "field": ("場", "Field"),
    "empty_field": ("（場は空）", "(empty)"),
    "discard": ("捨札", "Discard pile"),
    "hand": ("手札", "Hand"),
    "turn": ("手番", "To act"),
    "revolution": ("革命中", "Revolution"),
    "reversed": ("Jバック中", "J-back"),
    "lock": ("縛り", "Lock"),
    "laws": ("法律", "Laws"),
    "house_rules": ("家訓", "House rules"),
    "king": ("王", "King"),
    "points": ("勝利点", "Points"),
    "places": ("順位", "Places"),
    "finished": ("あがり", "Out"),
    "question": ("質問", "Question"),
    "answer": ("回答", "Answer"),
    "step": ("手順", "Step"),
    "start": ("開始局面", "Start"),
    "events": ("起きたこと", "What happened"),
    "refused": ("出せない", "Refused"),
    "legal": ("出せる", "Legal"),
    "illegal": ("出せない", "Not legal"),
    "why_not": ("理由", "Why not"),
    "law_text": ("法律として", "As a law"),
    "house_text": ("家訓として", "As a house rule"),
    "scope": ("家訓の範囲", "House-rule scope"),
    "scenarios": ("シナリオ", "Scenarios"),
    "no_scenarios": ("このカードのシナリオはまだない", "No scenario covers this card yet"),
    "source": ("出典", "Source"),
    "done": ("終わり", "End"),
    "pending": ("待っている決定", "Waiting for"),
    "error": ("エラー", "Error"),
}


def t(key: str, lang: str) -> str:
    """The text for ``key`` in ``lang`` (``"ja"`` or ``"en"``)."""
    ja, en = TEXTS[key]
    return ja if lang == "ja" else en


class Language(traitlets.HasTraits):
    """The page's language; every component observes it."""

    lang = traitlets.Unicode("ja")

    def switch(self) -> widgets.ToggleButtons:
        """A 日本語 / English switch bound to this language."""
        toggle = widgets.ToggleButtons(options=[("日本語", "ja"), ("English", "en")], value=self.lang,
                                       description="", style={"button_width": "80px"})
        widgets.link((toggle, "value"), (self, "lang"))
        toggle.add_class("lang-switch")
        return toggle
