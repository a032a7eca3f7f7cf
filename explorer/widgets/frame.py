"""What every page shares: the bar above it (a link home and the page's title, in the page's language), the
four-colour switch, and the reader's choices (language, four-colour deck) read from the request that opened
the page.

The choices travel with the visitor, not with the kernel: the page script (the ``dx`` Voilà template's
``dx.js``) keeps the 日本語 / English choice in the ``dx_lang`` cookie and in the address (``?lang=en``), and
the four-colour deck in ``dx_four`` and ``?four=1``; Voilà hands the kernel the query string and, because
``voila.json`` names ``Cookie`` in ``http_header_envs``, the cookie. With preheated kernels the notebook builds
its page before anyone asks for it, then waits for the request (:func:`explorer.widgets.preheated.wait_for_request`,
Voilà's own wait without importing Voilà's server) only to set the choices. (On the static site the kernel runs in a web worker: before it starts, dx.js puts the address's
query and the explorer's cookies in its environment, ``QUERY_STRING`` and ``HTTP_COOKIE`` as Voilà does, so
:func:`request_params` reads them there and the page is built in the reader's language from the start, with its
other parameters: the Sandbox's ``?pos=``, Play's ``?seed=``, Learn's ``?lesson=``. dx.js also types the address
once into the page's hidden ``.dx-address-store`` field, for a kernel that did not get its environment; an
address that says nothing more than the page was built with is not applied twice; :func:`address_store`.)

>>> parse_request("lang=en&pos=x", "dx_lang=ja; other=1")
{'lang': 'en', 'pos': 'x'}
>>> language_of(parse_request("", "a=b; dx_lang=en"))
'en'
>>> language_of(parse_request("lang=fr", ""))
'ja'
>>> four_colour_of(parse_request("", "dx_four=1")), four_colour_of(parse_request("four=0", "dx_four=1"))
(True, False)
>>> nav_html("home_learn", "en").count('href="index.ipynb?lang=en"')
1
"""

from __future__ import annotations

import os
from collections.abc import Callable
from html import escape
from urllib.parse import parse_qsl

import ipywidgets as widgets

from explorer import browser
from explorer.browser import page_href
from explorer.widgets.home import description, tab_title
from explorer.widgets.i18n import LANGUAGES, Language, t
from explorer.widgets.preheated import preheated, wait_for_request
from explorer.widgets.opening import opened_together

COOKIE = "dx_lang"
COOKIES = {"lang": COOKIE, "four": "dx_four", "learn": "dx_learn"}
"""The parameter each cookie stands for when the address does not give it."""


def parse_request(query: str, cookie: str) -> dict[str, str]:
    """The page's parameters: the query string's, and the reader's cookies (:data:`COOKIES`) for those the query
    does not give."""
    params = dict(parse_qsl(query.lstrip("?"), keep_blank_values=False))
    jar = {}
    for part in cookie.split(";"):
        key, _, value = part.strip().partition("=")
        if value:
            jar[key] = value
    for param, name in COOKIES.items():
        if param not in params and name in jar:
            params[param] = jar[name]
    return params


def language_of(params: dict[str, str], default: str = "ja") -> str:
    """``params``' language if it is one the pages speak, else ``default``."""
    lang = params.get("lang", default)
    return lang if lang in LANGUAGES else default


def four_colour_of(params: dict[str, str]) -> bool:
    """Whether ``params`` ask for the four-colour deck (``four=1``)."""
    return params.get("four") == "1"


def request_params() -> dict[str, str]:
    """The parameters of the request that opened this page (empty outside Voilà).

    Under Voilà with a preheated kernel this waits for the request; otherwise Voilà has already put the
    request in the kernel's environment (``QUERY_STRING``, ``HTTP_COOKIE``), and so has the static site's page
    script (Pyodide's environment: dx.js, ``dxRequestEnv``)."""
    wait_for_request()  # a preheated kernel: until a visitor's request takes it (explorer.widgets.preheated)
    return parse_request(os.environ.get("QUERY_STRING", ""), os.environ.get("HTTP_COOKIE", ""))


def page_language(default: str = "ja") -> str:
    """The language the visitor chose (``?lang=``, else the cookie, else ``default``)."""
    return language_of(request_params(), default)


def nav_html(title_key: str, lang: str) -> str:
    """The bar above a page: home (keeping the language in the link) and the page's title; it carries the
    browser tab's title and the page's one-line description, which the page script (dx.js) puts in the
    document (``<title>``, ``<meta name="description">``) in the reader's language."""
    home = "" if title_key == "home_title" else (
        f'<a class="dx-home" href="{page_href("index.ipynb")}?lang={lang}">← {escape(t("home_link", lang))}</a>')
    return (f'<nav class="dx-nav" lang="{lang}" data-dx-title="{escape(tab_title(title_key, lang))}" '
            f'data-dx-description="{escape(description(title_key, lang))}">{home}'
            f'<h1 class="dx-title">{escape(t(title_key, lang))}</h1></nav>')


FOUR_COLOUR = "dx-four"
"""The class that turns on the four-colour deck (♦ blue, ♣ green; the CSS is in ``cards_view``)."""


def four_colour_toggle(root: widgets.DOMWidget, language: Language) -> widgets.Checkbox:
    """A checkbox that puts :data:`FOUR_COLOUR` on ``root`` (every card drawn inside it follows), for readers
    who tell red from black badly; its label follows ``language``."""
    toggle = widgets.Checkbox(value=FOUR_COLOUR in root._dom_classes, indent=False,
                              description=t("four_colour", language.lang))
    toggle.add_class("dx-four-toggle")

    def switch(change: dict[str, object]) -> None:
        if change["new"]:
            root.add_class(FOUR_COLOUR)
        else:
            root.remove_class(FOUR_COLOUR)

    toggle.observe(switch, names="value")
    language.observe(lambda change: setattr(toggle, "description", t("four_colour", str(change["new"]))),
                     names="lang")
    return toggle


def framed(page: widgets.Widget, language: Language, title_key: str) -> widgets.VBox:
    """``page`` under the bar and the four-colour switch, all following ``language``."""
    bar = widgets.HTML(nav_html(title_key, language.lang))
    language.observe(lambda change: setattr(bar, "value", nav_html(title_key, str(change["new"]))), names="lang")
    frame = widgets.VBox([bar])
    frame.add_class("dx-frame")
    frame.children = [bar, four_colour_toggle(frame, language), page]
    return frame


def address_store(hook: Callable[[dict[str, str]], None], applied: dict[str, str] | None = None) -> widgets.Text:
    """A hidden field for the static site, where the kernel (Pyodide, in a web worker) cannot see the page's
    address: the page script (dx.js) types the address's query into it once (``lang=ja&pos=…``), and
    ``hook`` (the page's ``from_request``) gets its parameters, as Voilà hands them to a served page.
    ``applied``: the parameters the page was built with; an address that says nothing more (dx.js also hands
    the kernel the address before it starts, ``dxRequestEnv``) is not applied a second time."""
    store = widgets.Text(layout=widgets.Layout(display="none"))
    store.add_class("dx-address-store")

    def typed(change: dict[str, object]) -> None:
        params = parse_request(str(change["new"]), "")
        if applied is None or any(applied.get(k) != v for k, v in params.items()):
            hook(params)

    store.observe(typed, names="value")
    return store


def served(factory: Callable[[Language], widgets.Widget], title_key: str) -> widgets.Widget:
    """A page as a notebook serves it: built first (in a preheated kernel, before anyone asks for it), then
    set to the request's language; a page with a ``from_request`` method also gets the request's other
    parameters (the Sandbox's ``pos``). Its widgets reach the page once each, with their state once built
    (:func:`~explorer.widgets.opening.opened_together`); in a preheated kernel, once built and before it
    waits for its visitor (what the request changes then follows as changes)."""
    if preheated():
        with opened_together():
            language, page, frame = _built(factory, title_key)
        return _for_request(language, page, frame)
    with opened_together():
        return _for_request(*_built(factory, title_key))


def build_served(factory: Callable[[Language], widgets.Widget], title_key: str) -> widgets.Widget:
    """:func:`served`'s page, each widget sent to the page as it is made and changed (as ipywidgets does)."""
    return _for_request(*_built(factory, title_key))


def _built(factory: Callable[[Language], widgets.Widget],
           title_key: str) -> tuple[Language, widgets.Widget, widgets.Widget]:
    language = Language()
    page = factory(language)
    return language, page, framed(page, language, title_key)


def _for_request(language: Language, page: widgets.Widget, frame: widgets.Widget) -> widgets.Widget:
    params = request_params()
    language.lang = language_of(params)
    four = frame.children[1]
    if isinstance(four, widgets.Checkbox):
        four.value = four_colour_of(params)
    hook = getattr(page, "from_request", None)
    if callable(hook):
        hook(params)
        if browser.IN_BROWSER:
            frame.children = (*frame.children, address_store(hook, params))
    return frame
