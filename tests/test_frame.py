"""The frame every page shares: the bar and the four-colour deck switch (issue 13)."""

from __future__ import annotations

import ipywidgets as widgets

from explorer.widgets.frame import FOUR_COLOUR, framed
from explorer.widgets.i18n import Language


def test_the_four_colour_toggle_switches_the_class_on_the_page_root() -> None:
    language = Language()
    page = widgets.HTML("<p>a page</p>")
    frame = framed(page, language, "home_title")
    toggle = next(w for w in frame.children if "dx-four-toggle" in w._dom_classes)
    assert isinstance(toggle, widgets.Checkbox) and page in frame.children
    assert FOUR_COLOUR not in frame._dom_classes and "dx-frame" in frame._dom_classes
    toggle.value = True
    assert FOUR_COLOUR in frame._dom_classes
    toggle.value = False
    assert FOUR_COLOUR not in frame._dom_classes and "dx-frame" in frame._dom_classes


def test_the_toggle_label_follows_the_language() -> None:
    language = Language()
    frame = framed(widgets.HTML(), language, "home_title")
    toggle = next(w for w in frame.children if "dx-four-toggle" in w._dom_classes)
    assert toggle.description == "4色のカード"
    language.lang = "en"
    assert toggle.description == "Four-colour cards"
