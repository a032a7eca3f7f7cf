"""In the browser (Pyodide, the static site) the explorer links to .html pages, refuses workers with a clear
message, and keeps None in widget messages; under CPython nothing changes."""

from __future__ import annotations

from typing import Any

import pytest

from explorer import browser
from explorer.graphs import rule_graph
from explorer.sim.lab import iter_games, run_lab
from explorer.sim.runner import Arm, Setup
from explorer.widgets.home import index_html


@pytest.fixture
def in_browser(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(browser, "IN_BROWSER", True)


def test_links_are_notebooks_under_voila() -> None:
    assert browser.page_href("learn.ipynb") == "learn.ipynb"
    assert 'href="learn.ipynb?lang=en"' in index_html("en")


def test_links_are_html_pages_on_the_static_site(in_browser: None) -> None:
    assert browser.page_href("learn.ipynb") == "learn.html"
    html = index_html("ja")
    assert 'href="learn.html?lang=ja"' in html and 'href="lab.html?lang=ja"' in html and ".ipynb\"" not in html.split("data-page")[0]


@pytest.mark.parametrize("scheduler", ["threads", "processes", "tcp://127.0.0.1:8786"])
def test_the_lab_refuses_workers_in_the_browser(in_browser: None, scheduler: str) -> None:
    with pytest.raises(browser.BrowserUnavailableError, match="not available in the browser.*'sync'"):
        list(iter_games(Setup(), [Arm(())], 2, 1, scheduler=scheduler))


def test_the_lab_runs_in_process_in_the_browser(in_browser: None) -> None:
    result = run_lab(Setup(), [Arm(())], 2, 1)
    assert result.stats.games == 2


def test_the_rule_graph_search_refuses_worker_processes(in_browser: None) -> None:
    pairs = rule_graph.all_pairs()[:1]
    with pytest.raises(browser.BrowserUnavailableError, match="3 worker processes"):
        rule_graph.search(pairs, positions=1, workers=3)


def test_none_becomes_the_null_marker_everywhere_in_a_message() -> None:
    null = object()
    data = {"state": {"selected_edge": None, "layout": {"display": None}, "items": [1, None]}, "method": "update"}
    assert browser._nulls(data, null) == {"state": {"selected_edge": null, "layout": {"display": null},
                                                    "items": [1, null]}, "method": "update"}


def test_the_kernel_is_left_alone_outside_the_browser() -> None:
    assert browser.keep_none_in_widget_messages() is False


def _address_stores(frame: Any) -> list[Any]:
    return [w for w in frame.children if "dx-address-store" in getattr(w, "_dom_classes", ())]


def test_a_page_in_the_browser_reads_the_address_the_page_script_hands_it(in_browser: None) -> None:
    """On the static site the kernel cannot see the address: the page script types it into the frame's hidden
    field once, and the page opens what it names (the Sandbox: ``?pos=``, the landing page's example)."""
    from explorer.widgets.frame import served
    from explorer.widgets.home import example_scenario
    from explorer.widgets.links import sandbox_href, sandbox_query
    from explorer.widgets.sandbox import sandbox_page

    frame = served(sandbox_page, "home_sandbox")
    (store,) = _address_stores(frame)
    page = frame.children[2]
    assert "8切り" not in page.table_view.value
    store.value = sandbox_href(sandbox_query(example_scenario("ja")), "ja").split("?", 1)[1]
    assert "8切り" in page.table_view.value, "the Sandbox did not open the position the address carries"


def test_a_served_page_has_no_address_field() -> None:
    from explorer.widgets.frame import served
    from explorer.widgets.sandbox import sandbox_page

    assert not _address_stores(served(sandbox_page, "home_sandbox"))


def test_an_address_the_page_was_built_with_is_not_applied_again(in_browser: None,
                                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    """On the static site the kernel gets the address before it starts (dx.js's ``dxRequestEnv``) and the page
    script types it into the hidden field as well: the page applies it once (it opened ``?pos=`` twice); an
    address that says more (a kernel that did not get its environment) is still applied."""
    from explorer.widgets.frame import served
    from explorer.widgets.home import example_scenario
    from explorer.widgets.links import sandbox_href, sandbox_query
    from explorer.widgets.sandbox import Sandbox, sandbox_page

    query = sandbox_href(sandbox_query(example_scenario("ja")), "ja").split("?", 1)[1]
    monkeypatch.setenv("QUERY_STRING", query)
    monkeypatch.delenv("VOILA_PREHEAT", raising=False)
    calls: list[dict[str, str]] = []
    original = Sandbox.from_request

    def counted(self: Any, params: dict[str, str]) -> None:
        calls.append(dict(params))
        original(self, params)

    monkeypatch.setattr(Sandbox, "from_request", counted)
    frame = served(sandbox_page, "home_sandbox")
    (store,) = _address_stores(frame)
    page = frame.children[2]
    assert "8切り" in page.table_view.value and len(calls) == 1, "the page opens the position it is built with"
    store.value = query
    assert len(calls) == 1, "the same address applied a second time"
    store.value = "lang=ja&seed=9"  # says nothing the page was built with: applied
    assert len(calls) == 2
