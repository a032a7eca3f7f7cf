"""The landing page and the links between pages, without a browser: three ways in for a newcomer, a table
drawn with real cards whose question the engine answers, every page's title and description in both
languages (the notebooks carry them for the browser tab), and a rule's card linked to its lessons, its
interaction examples and the Sandbox (the Sandbox opens exactly the position linked)."""

from __future__ import annotations

import json
from html import escape
import re
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest

from explorer.engine.cards import parse_cards
from explorer.engine.melds import parse_meld
from explorer.widgets.learn import LearnPage, learn_page
from explorer.widgets.home import PAGES, WAYS_IN, example_state, index_html, index_page, page_of, tab_title
from explorer.widgets.i18n import Language, t
from explorer.widgets.links import opened_text
from explorer.widgets.rules_page import lessons_of, rules_page
from explorer.widgets.sandbox import sandbox_page
from explorer.resources import scenarios_dir

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"


def hrefs(html: str, cls: str) -> list[str]:
    return [h.replace("&amp;", "&") for h in re.findall(rf'<a class="{cls}"[^>]*href="([^"]*)"', html)]


def opened(href: str) -> object:
    """The Sandbox page opened at ``href`` (a link's ``pos``, as Voilà hands the kernel the address)."""
    params = {k: v[0] for k, v in parse_qs(urlsplit(href).query).items()}
    page = sandbox_page(Language())
    page.from_request(params)
    return page


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_three_ways_in_then_the_other_pages(lang: str) -> None:
    html = index_html(lang)
    doors = re.findall(r'<a class="dx-way dx-page-link" data-page="([^"]+)" href="([^"]+)"', html)
    assert [nb for nb, _ in doors] == ["learn.ipynb", "sandbox.ipynb", "play.ipynb"]
    assert all(href == f"{nb}?lang={lang}" for nb, href in doors)
    for nb, title, text, _ in WAYS_IN:
        assert t(title, lang) in html and t(text, lang) in html
    # every page linked once (the browser tests click a.dx-page-link[data-page=…])
    linked = re.findall(r'class="[^"]*dx-page-link[^"]*" data-page="([^"]+)"', html)
    assert sorted(linked) == sorted(p.notebook for p in PAGES if p.notebook != "index.ipynb")
    for nb in ("rules.ipynb", "interactions.ipynb", "lab.ipynb"):
        assert escape(t(page_of(nb).description, lang)) in html


def test_the_page_follows_the_language_switch() -> None:
    language = Language()
    page = index_page(language)
    body = page.children[1]
    assert "疑問を確かめる" in body.value and "Settle a question" not in body.value
    language.lang = "en"
    assert "Settle a question" in body.value and "疑問を確かめる" not in body.value


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_example_is_drawn_with_cards_and_answered_by_the_engine(lang: str) -> None:
    html = index_html(lang)
    assert html.count('class="card back pc"') == 2  # B's and C's hands face down
    assert 'class="card joker pc"' in html and "suit-C" in html  # the joker on the field, A's ♣8 face up
    # eight cut does not make an 8 playable: nothing beats a lone joker (docs/readings.md, Eight cut)
    state = example_state()
    refusal = state.refusal(0, parse_meld("♣8"))
    assert refusal is not None and refusal.rule == "joker"
    answer = html.split('class="dx-example-details"')[1]
    assert ("♣8は出せない" if lang == "ja" else "No: ♣8 may not be played") in answer
    assert (t("pass", lang) in answer and "dx-pass-chip" in answer
            and [state.action_str(a) for a in state.legal_actions] == ["A passes"])
    assert ("単体のジョーカー" if lang == "ja" else "lone joker") in answer


def test_the_example_opens_in_the_sandbox() -> None:
    (href,) = hrefs(index_html("en"), "dx-example-link")
    assert href.startswith("sandbox.ipynb?lang=en&pos=")
    page = opened(href)
    game = page.game
    assert game.field is not None and str(game.field) == "JK" and game.laws == ("eight_cut",)
    assert game.hands[0] == parse_cards("♣8 ♠3 ♥Q") and game.players[game.pending.player] == "A"


def test_every_page_has_a_title_and_a_description_its_notebook_carries() -> None:
    served = sorted(p.name for p in NOTEBOOKS.glob("*.ipynb"))
    assert served == sorted(p.notebook for p in PAGES), "a page without a title and description, or the reverse"
    for page in PAGES:
        nb = json.loads((NOTEBOOKS / page.notebook).read_text(encoding="utf-8"))
        code = "".join(nb["cells"][0]["source"])
        assert f'"{page.title}")' in code, f"{page.notebook}: its bar's title is not {page.title}"
        dx = nb["metadata"]["dx"]
        for lang in ("ja", "en"):
            assert dx["title"][lang] == tab_title(page.title, lang)
            assert dx["description"][lang] == t(page.description, lang) and "\n" not in dx["description"][lang]
        assert nb["metadata"]["title"] == dx["title"]["ja"]
    assert tab_title("home_sandbox", "en") == "Sandbox — Daifugō rule explorer"
    assert tab_title("home_title", "ja") == "大富豪ルールエクスプローラー"


def test_the_bar_carries_the_tab_title_and_description() -> None:
    from explorer.widgets.frame import nav_html

    bar = nav_html("home_learn", "en")
    assert 'data-dx-title="Learn — Daifugō rule explorer"' in bar
    assert f'data-dx-description="{escape(t("home_learn_desc", "en"))}"' in bar


def test_a_rules_card_links_to_its_lessons() -> None:
    page = rules_page(Language())
    page.show_rule("eight_cut")
    found = lessons_of("eight_cut", scenarios_dir())
    assert [lesson.path.stem for _, lesson in found] == ["09-eight-cut-law", "09-eight-cut-house"]
    links = re.findall(r'data-lesson="([^"]+)" href="([^"]+)">([^<]+)</a>', page.links.value)
    assert [stem for stem, _, _ in links] == ["09-eight-cut-law", "09-eight-cut-house"]
    assert [href for _, href, _ in links] == [f"learn.ipynb?lang=ja&amp;lesson={stem}" for stem, _, _ in links]
    learn = learn_page(Language())  # Learn opens the lesson a link names
    assert isinstance(learn, LearnPage)
    learn.from_request({"lesson": links[1][0]})
    assert learn.lessons[learn.index].path.stem == "09-eight-cut-house"
    number, _ = found[0]
    assert links[0][2].startswith(f"レッスン{number}「8切り（法律）")
    page.language.lang = "en"
    assert f"Lesson {number}: Eight cut (law)" in page.links.value


def test_a_deck_rule_without_lessons_says_nothing_of_learn() -> None:
    page = rules_page(Language())
    page.show_deck("classic")
    assert page.links.value == ""


def test_a_rules_card_shows_its_interaction_examples() -> None:
    page = rules_page(Language())
    page.show_rule("eight_cut")
    witnesses = page.witnesses("eight_cut")
    assert witnesses and all("/witnesses/" in p for p in witnesses)
    assert page.witness_button.description == f"ほかのルールとの組み合わせの実例を見る（{len(witnesses)}件）"
    page.witness_button.click()
    assert page.covering_list.value == witnesses[0] and "/decks/" not in witnesses[0]
    assert page.stepper.run is not None and page.stepper.run.scenario.raw.get("origin") == "generated"


def test_the_sandbox_link_opens_the_position_the_stepper_shows() -> None:
    page = rules_page(Language())
    page.show_rule("eight_cut")
    page.show_scenario("scenarios/cards/09-eight-cut-law.yaml")
    (start,) = hrefs(page.sandbox_link.value, "dx-sandbox-link")
    assert "steps" not in opened_text(parse_qs(urlsplit(start).query)["pos"][0])
    for _ in range(2):
        page.stepper.next.click()
    (href,) = hrefs(page.sandbox_link.value, "dx-sandbox-link")
    assert href != start
    run = page.stepper.run
    assert run is not None and len(run.results) == 2
    sandbox = opened(href)
    assert [sandbox.game.action_str(a) for a in sandbox.game.move_stack] == \
        [run.state.action_str(a) for a in run.state.move_stack]
    assert sandbox.game.hands == run.state.hands and sandbox.game.field == run.state.field
