"""The static site's landing page (explorer/widgets/static_home.py): the served home page in both languages as
plain HTML, with no kernel behind it. (The built page in a browser: tests/site/test_site_pages.py.)"""

from __future__ import annotations

import re

import pytest

from explorer import browser
from explorer.text.phrasing import latin_words
from explorer.widgets.frame import nav_html
from explorer.widgets.home import index_html
from explorer.widgets.i18n import t
from explorer.widgets.static_home import landing_links, landing_page_html, site_links

PAGE = landing_page_html("9.9.9 (test)")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_landing_page_is_the_served_home_page_in_each_language(lang: str) -> None:
    with site_links():
        body, bar = index_html(lang), nav_html("home_title", lang)
    assert body in PAGE and bar in PAGE
    assert t("four_colour", lang) in PAGE


def test_its_links_are_the_sites_pages_in_the_readers_language() -> None:
    links = landing_links(PAGE)
    pages = {href.split("?")[0] for href in links}
    assert pages == {"learn.html", "sandbox.html", "play.html", "rules.html", "interactions.html", "lab.html"}
    for lang in ("ja", "en"):
        assert sum(f"?lang={lang}" in href for href in links) == len(links) // 2
    assert browser.IN_BROWSER is False, "site_links() left the browser switch on"


def test_it_needs_no_kernel() -> None:
    assert not re.search(r"<script[^>]+src=", PAGE), "the landing page loads a script"
    assert "voici" not in PAGE and "jupyter" not in PAGE


def test_its_japanese_lines_hold_no_english() -> None:
    """What the landing writes itself (the version line under the links) reads as Japanese in Japanese: only the
    version number stays in Latin letters."""
    spans = re.findall(r'<span data-lang="ja">(.*?)</span>', PAGE)
    assert spans, "the landing has no Japanese-only line"
    bad = [(span, words) for span in spans if (words := latin_words(span.replace("9.9.9 (test)", "")))]
    assert not bad, bad
