"""The static site's landing page as one plain HTML file: the explorer's home (:mod:`explorer.widgets.home`)
in both languages, with its language switch and four-colour switch, that needs no kernel.

On the static site every page runs Python in the visitor's browser (Pyodide), which takes seconds to start; the
landing page has nothing to compute for the reader (its one question is answered at build time by the same
engine call the served page makes), so ``tools/build_site.py`` writes it from this module as plain HTML: it
shows at once, and while the visitor reads it the browser fetches what the other pages need (``warm``, below).

The texts are the served home page's own (:func:`explorer.widgets.home.index_html`, the bar of
:func:`explorer.widgets.frame.nav_html`, ``TEXTS`` in :mod:`explorer.widgets.i18n`), built with the links the
site serves (``learn.html?lang=ja``, as :func:`explorer.browser.page_href` writes them in the browser). Both
languages are in the page; the reader's (``?lang=``, else the ``dx_lang`` cookie, else Japanese) is chosen
before anything is drawn, and the page script (``dx.js``) keeps the choice across pages as on every page.

>>> page = landing_page_html("0.1.0 (abc)")
>>> 'href="learn.html?lang=ja"' in page and 'href="learn.html?lang=en"' in page
True
>>> any(".ipynb" in href for href in landing_links(page)), "dx-page-index" in page, "jupyter" in page
(False, True, False)
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from html import escape

from explorer import browser
from explorer.widgets.frame import nav_html
from explorer.widgets.home import description, index_html, tab_title
from explorer.widgets.i18n import LANGUAGES, t

LANGUAGE_NAMES = {"ja": "日本語", "en": "English"}
"""The switch's buttons, named as on the served pages (``Language.switch``; dx.js reads these names)."""


@contextmanager
def site_links() -> Iterator[None]:
    """Build links as the static site serves its pages (``learn.html``), as the pages do in the browser."""
    was = browser.IN_BROWSER
    browser.IN_BROWSER = True
    try:
        yield
    finally:
        browser.IN_BROWSER = was


# The look of the served page's widgets this page stands in for: the ipywidgets toggle buttons and checkbox.
STYLE = """<style>
html{font-family:system-ui,-apple-system,blinkmacsystemfont,'Segoe UI',helvetica,arial,sans-serif;
 font-size:13px;color:rgba(0,0,0,.87);-webkit-text-size-adjust:100%}
html:not([lang=en]) [data-lang=en],html[lang=en] [data-lang=ja]{display:none !important}
body{margin:0}
.dx-landing{padding:18px 12px 0;box-sizing:border-box;max-width:1400px;margin:0 auto}
.dx-landing a{text-decoration:none}
.dx-landing [data-lang] > .dx-home{line-height:28px}
.dx-landing .dx-four-toggle{display:flex;align-items:center;gap:6px;margin:8px 0 6px;font-size:13px;cursor:pointer}
.dx-landing .dx-four-toggle input{margin:0}
.dx-landing .lang-switch{display:flex;flex-wrap:wrap;gap:0 2px;margin:6px 0 2px}
.dx-landing .lang-switch button{width:80px;height:28px;border:0;padding:0 8px;font:inherit;font-size:13px;
 background:#eee;color:rgba(0,0,0,.8);cursor:pointer;box-shadow:none}
.dx-landing .lang-switch button:hover{box-shadow:0 2px 2px 0 rgba(0,0,0,.14),0 3px 1px -2px rgba(0,0,0,.2),0 1px 5px 0 rgba(0,0,0,.12)}
.dx-landing .lang-switch button.mod-active{background:#bdbdbd;color:rgba(0,0,0,1);
 box-shadow:0 4px 5px 0 rgba(0,0,0,.14),0 1px 10px 0 rgba(0,0,0,.12),0 2px 4px -1px rgba(0,0,0,.2)}
.dx-site-version{display:block;margin:20px 0 12px;color:#666}
@media (max-width:720px){.dx-landing{padding:0 6px}}
</style>"""

# Before the page is drawn: the reader's language on <html> (the CSS above shows that language's texts), and
# the tab's title and description. Then, from the switch: the other language, kept by dx.js.
HEAD_SCRIPT = """<script>
(function () {
  "use strict";
  var META = %(meta)s;
  function cookie(name) {
    var m = document.cookie.match(new RegExp("(?:^|; )" + name + "=([^;]*)"));
    return m ? m[1] : null;
  }
  var want = new URL(window.location.href).searchParams.get("lang") || cookie("dx_lang");
  function show(lang) {
    if (!META[lang]) lang = "ja";
    document.documentElement.lang = lang;
    document.title = META[lang].title;
    var meta = document.querySelector('meta[name="description"]');
    if (meta) meta.setAttribute("content", META[lang].description);
    var buttons = document.querySelectorAll(".lang-switch button");
    for (var i = 0; i < buttons.length; i++) {
      buttons[i].classList.toggle("mod-active", buttons[i].getAttribute("data-lang-button") === lang);
      buttons[i].setAttribute("aria-pressed", buttons[i].getAttribute("data-lang-button") === lang ? "true" : "false");
    }
    // dx.js puts the first bar's title in the tab: the shown language's bar comes first
    var bar = document.querySelector('.dx-bars [data-lang="' + lang + '"]');
    if (bar && bar.parentNode.firstElementChild !== bar) bar.parentNode.insertBefore(bar, bar.parentNode.firstElementChild);
  }
  window.dxLandingShow = show;
  show(want === "en" ? "en" : "ja");
  document.addEventListener("click", function (ev) {
    var b = ev.target.closest && ev.target.closest(".lang-switch button");
    if (b) show(b.getAttribute("data-lang-button"));
  });
  document.addEventListener("change", function (ev) {
    if (ev.target.matches && ev.target.matches(".dx-four-toggle input")) {
      document.querySelector(".dx-frame").classList.toggle("dx-four", ev.target.checked);
    }
  });
})();
</script>"""


def _both(render: Callable[[str], str]) -> str:
    """Each language's rendering, marked with its language (the page's CSS shows the reader's)."""
    return "".join(f'<div data-lang="{lang}" lang="{lang}">{render(lang)}</div>' for lang in LANGUAGES)


def landing_page_html(version: str, page_css: str = "", page_script: str = "", warm: str = "") -> str:
    """The whole landing page: the served home page's bar, four-colour and language switches and body in both
    languages, the site's version, the pages' own CSS and script (``dx.css``, ``dx.js``) and ``warm``, what
    starts the other pages' downloads while the visitor reads (``tools/build_site.py`` writes it)."""
    meta = {lang: {"title": tab_title("home_title", lang), "description": description("home_title", lang)}
            for lang in LANGUAGES}
    with site_links():
        bars = _both(lambda lang: nav_html("home_title", lang))
        body = _both(index_html)
    four = "".join(f'<span data-lang="{lang}">{escape(t("four_colour", lang))}</span>' for lang in LANGUAGES)
    switch = "".join(f'<button type="button" data-lang-button="{lang}">{escape(LANGUAGE_NAMES[lang])}</button>'
                     for lang in LANGUAGES)
    head_script = HEAD_SCRIPT % {"meta": json.dumps(meta, ensure_ascii=False).replace("</", "<\\/")}
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="ja"><head><meta charset="utf-8">'
        f'<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{escape(meta['ja']['title'])}</title>"
        f'<meta name="description" content="{escape(meta["ja"]["description"])}">'
        f'<link rel="icon" href="data:;base64,=">\n{STYLE}\n'
        f"{'<style>' + page_css + '</style>' if page_css else ''}\n{head_script}\n"
        f"{'<script>' + page_script + '</script>' if page_script else ''}\n</head>\n"
        f'<body><main class="dx-landing"><div class="dx-frame dx-page-index">'
        f'<div class="dx-bars">{bars}</div>'
        f'<label class="dx-four-toggle"><input type="checkbox">{four}</label>'
        f'<div class="lang-switch" role="group" aria-label="日本語 / English">{switch}</div>'
        f'<script>window.dxLandingShow(document.documentElement.lang)</script>'
        f"{body}"
        f'<small class="dx-site-version"><span data-lang="ja">{escape(t("site_version", "ja").format(version=version))}'
        f'</span><span data-lang="en">{escape(t("site_version", "en").format(version=version))}</span></small>'
        f"</div></main>\n{warm}\n</body></html>\n")


def landing_links(page: str) -> list[str]:
    """The links to other pages in ``page`` (its ``dx-page-link`` and example links), for the build's checks."""
    return re.findall(r'<a class="[^"]*(?:dx-page-link|dx-example-link)[^"]*"[^>]*href="([^"]+)"', page)


__all__: Sequence[str] = ("landing_page_html", "landing_links", "site_links")
