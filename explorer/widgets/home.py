"""The landing page: three ways in for a newcomer — learn the rules, settle a question, play — and a table
drawn with real cards that asks one of the questions players argue about, answered by the engine.

The question's position is built here (:func:`example_state`); its answer is not written anywhere: it is the
engine's refusal and the engine's list of what the player may do. The Sandbox link opens the same position.

>>> s = example_state()
>>> [s.action_str(a) for a in s.legal_actions]
['A passes']
>>> 'class="dx-way dx-page-link"' in index_html("ja") and index_html("en").count("dx-page-link") == 6
True
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape
from typing import Any

import ipywidgets as widgets
import yaml
from pathlib import Path

from explorer.browser import page_href
from explorer.engine.actions import Pass, Play
from explorer.engine.cards import JOKER, parse_card
from explorer.engine.melds import parse_meld
from explorer.engine.state import State
from explorer.text.phrasing import meld_ja, refusal_heading
from explorer.widgets.cards_view import card_html, meld_html
from explorer.widgets.i18n import Language, t
from explorer.widgets.links import sandbox_href, sandbox_query
from explorer.widgets.table import table_html


@dataclass(frozen=True)
class Page:
    """A page of the explorer: its notebook, the key of its title and of its one-line description."""

    notebook: str
    title: str
    description: str


PAGES: tuple[Page, ...] = (
    Page("index.ipynb", "home_title", "home_title_desc"),
    Page("learn.ipynb", "home_learn", "home_learn_desc"),
    Page("rules.ipynb", "home_rules", "home_rules_desc"),
    Page("interactions.ipynb", "home_interactions", "home_interactions_desc"),
    Page("sandbox.ipynb", "home_sandbox", "home_sandbox_desc"),
    Page("play.ipynb", "home_play", "home_play_desc"),
    Page("lab.ipynb", "home_lab", "home_lab_desc"),
)
"""Every page (Voilà serves each at ``/voila/render/<notebook>``), with the title its bar and the browser tab
show and its description (the page's ``<meta name="description">``)."""

WAYS_IN: tuple[tuple[str, str, str, str], ...] = (
    # (notebook, title key, text key, the card drawn on the door)
    ("learn.ipynb", "home_way_learn", "home_way_learn_text", "♠3"),
    ("sandbox.ipynb", "home_way_settle", "home_way_settle_text", "♥8"),
    ("play.ipynb", "home_way_play", "home_way_play_text", "JK"),
)
"""The three ways in, in the order a newcomer meets them."""

MORE = ("rules.ipynb", "interactions.ipynb", "lab.ipynb")
"""The other pages, listed under the three ways in."""


def page_of(notebook: str) -> Page:
    """The page served from ``notebook`` (``learn.ipynb``)."""
    for page in PAGES:
        if page.notebook == notebook:
            return page
    raise ValueError(f"no page is served from {notebook!r} (pages: {', '.join(p.notebook for p in PAGES)})")


def tab_title(title_key: str, lang: str) -> str:
    """The browser tab's title of the page whose bar shows ``title_key``: the page, then the explorer.

    >>> tab_title("home_sandbox", "ja"), tab_title("home_title", "en")
    ('サンドボックス — 大富豪ルールエクスプローラー', 'Daifugō rule explorer')
    """
    site = t("home_title", lang)
    return site if title_key == "home_title" else f"{t(title_key, lang)} — {site}"


def description(title_key: str, lang: str) -> str:
    """The one-line description of the page whose bar shows ``title_key``."""
    for page in PAGES:
        if page.title == title_key:
            return t(page.description, lang)
    return t("home_title_desc", lang)


# -- the example: a question players argue about, on a drawn table --------------------------------------------

EXAMPLE: dict[str, Any] = yaml.safe_load(Path(__file__).with_name("home_example.yaml").read_text(encoding="utf-8"))
"""The position of the landing page's question (a scenario's fields, SCENARIO-FORMAT.md), from
``home_example.yaml`` beside this module."""
EXAMPLE_PLAY = "♣8"
"""The play the question asks about."""


def example_state() -> State:
    """The example's position as the engine holds it."""
    start = EXAMPLE["start"]
    return State.from_position(EXAMPLE["players"], laws=EXAMPLE["laws"], hands=start["hands"],
                               field=start["field"]["cards"], field_by=start["field"]["by"], turn=start["turn"])


def example_scenario(lang: str) -> str:
    """The example as scenario text, with its question, for the Sandbox to open."""
    data = {"id": "landing-page-question",
            "title": {"ja": t("home_example_title", "ja"), "en": t("home_example_title", "en")},
            "question": {"ja": t("home_example_question", "ja"), "en": t("home_example_question", "en")},
            **EXAMPLE}
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1000)


def example_answer_html(state: State, lang: str) -> str:
    """The engine's answer: the play refused and the rule that refuses it, then what the player may do."""
    player = state.pending.player if state.pending is not None else 0
    meld = parse_meld(EXAMPLE_PLAY)
    refusal = state.refusal(player, meld)
    shown = meld_ja(EXAMPLE_PLAY) if lang == "ja" else EXAMPLE_PLAY
    if refusal is None:
        verdict = f'<div class="dx-verdict dx-right">{escape(t("home_example_allowed", lang).format(play=shown))}</div>'
    else:
        verdict = (f'<div class="dx-verdict dx-wrong">{escape(t("home_example_refused", lang).format(play=shown))}</div>'
                   f'<div class="dx-reason"><span class="dx-rule">{escape(refusal_heading(refusal, lang))}</span>'
                   f"{escape(refusal.text(lang))}</div>")
    options = []
    for action in state.legal_actions:
        if isinstance(action, Pass):
            options.append(f'<span class="dx-pass-chip">{escape(t("pass", lang))}</span>')
        elif isinstance(action, Play):
            options.append(f'<span class="dx-meld">{meld_html(action.meld, lang)}</span>')
    may = (f'<div class="dx-answer-may">{escape(t("home_example_may", lang).format(name=state.players[player]))}'
           f'{"" if lang == "ja" else " "}{"".join(options)}</div>')
    return f'<div class="dx-answer dx-example-answer">{verdict}{may}</div>'


def example_html(lang: str) -> str:
    """The drawn table, the question, the engine's answer folded, and a link that opens it in the Sandbox."""
    state = example_state()
    table = table_html(state, lang, hidden={1, 2}, results=False)
    href = sandbox_href(sandbox_query(example_scenario(lang)), lang)
    return (f'<section class="dx-example"><h2>{escape(t("home_example_heading", lang))}</h2>'
            f'<div class="dx-example-table">{table}</div>'
            f'<p class="dx-question"><b>{escape(t("question", lang))}{"：" if lang == "ja" else ": "}</b>'
            f'{escape(t("home_example_question", lang))}</p>'
            f'<details class="dx-example-details"><summary>{escape(t("home_example_see", lang))}</summary>'
            f"{example_answer_html(state, lang)}</details>"
            f'<p><a class="dx-example-link" href="{escape(href)}">{escape(t("home_example_open", lang))} →</a></p>'
            f"</section>")


# -- the page ---------------------------------------------------------------------------------------------------

STYLE = """<style>
.dx-home{font-family:system-ui,sans-serif;max-width:1100px}
.dx-home .dx-lead{font-size:16px;line-height:1.6;margin:6px 0 14px}
.dx-home h2{font-size:19px;margin:18px 0 8px}
.dx-ways{display:flex;flex-wrap:wrap;gap:12px}
.dx-way{flex:1 1 260px;display:flex;gap:14px;align-items:flex-start;box-sizing:border-box;padding:14px 16px;
 border:1px solid #ced4da;border-radius:12px;background:#fff;color:#212529 !important;text-decoration:none !important;
 box-shadow:0 1px 3px rgba(0,0,0,.12);transition:box-shadow .1s,transform .1s}
.dx-way:hover,.dx-way:focus{box-shadow:0 4px 10px rgba(25,113,194,.3);transform:translateY(-2px);outline:2px solid #74c0fc}
.dx-way .pc{font-size:20px;flex:0 0 auto}
.dx-way-title{display:block;font-size:19px;font-weight:700;color:#1971c2;margin-bottom:4px}
.dx-way-text{display:block;font-size:14px;line-height:1.55;color:#343a40}
.dx-way-go{display:block;margin-top:6px;font-weight:600;color:#1971c2}
.dx-example{max-width:760px}
.dx-example .dx-question{font-size:15px;margin:8px 0}
.dx-example details summary{cursor:pointer;font-weight:600;color:#1971c2;margin:4px 0}
.dx-example .dx-reason{margin:2px 0}
.dx-example-link{font-weight:600;color:#1971c2}
.dx-more-pages{padding-left:20px}.dx-more-pages li{margin:6px 0}
.dx-more-pages a{font-weight:600;font-size:16px;color:#1971c2}
@media (max-width:480px){.dx-way{padding:10px 12px;gap:10px}.dx-way .pc{font-size:16px}.dx-way-title{font-size:17px}
 .dx-home .dx-lead{font-size:15px}}
</style>"""


def _card(token: str, lang: str) -> str:
    return card_html(JOKER if token == "JK" else parse_card(token), None, lang)


def ways_html(lang: str) -> str:
    """The three ways in: each a door drawn as a card with what it is for, the whole door a link."""
    doors = "".join(
        f'<a class="dx-way dx-page-link" data-page="{escape(nb)}" href="{escape(page_href(nb))}?lang={lang}">'
        f'{_card(card, lang)}<span><span class="dx-way-title">{escape(t(title, lang))}</span>'
        f'<span class="dx-way-text">{escape(t(text, lang))}</span>'
        f'<span class="dx-way-go">{escape(t("home_way_go", lang))} →</span></span></a>'
        for nb, title, text, card in WAYS_IN)
    return f'<nav class="dx-ways" aria-label="{escape(t("home_ways", lang))}">{doors}</nav>'


def more_html(lang: str) -> str:
    """The other pages, each with its one-line description."""
    items = "".join(
        f'<li><a class="dx-page-link" data-page="{escape(nb)}" href="{escape(page_href(nb))}?lang={lang}">'
        f'{escape(t(page_of(nb).title, lang))}</a>{"　" if lang == "ja" else " — "}'
        f"{escape(t(page_of(nb).description, lang))}</li>"
        for nb in MORE)
    return f'<h2>{escape(t("home_more", lang))}</h2><ul class="dx-more-pages">{items}</ul>'


def index_html(lang: str) -> str:
    """The landing page in ``lang``; links are relative, so they work under any base URL."""
    return (f'{STYLE}<div class="dx-home" lang="{lang}"><p class="dx-lead">{escape(t("home_intro", lang))}</p>'
            f'<h2>{escape(t("home_ways", lang))}</h2>{ways_html(lang)}{example_html(lang)}{more_html(lang)}</div>')


def index_page(language: Language | None = None) -> widgets.Widget:
    """The landing page: three ways in, an example table, the other pages, in the chosen language."""
    language = language or Language()
    body = widgets.HTML(index_html(language.lang))
    language.observe(lambda change: setattr(body, "value", index_html(str(change["new"]))), names="lang")
    page = widgets.VBox([language.switch(), body])
    page.add_class("dx-page-index")
    return page
