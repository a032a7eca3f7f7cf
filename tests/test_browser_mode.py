"""In the browser (Pyodide, the static site) the explorer links to .html pages, refuses workers with a clear
message, and keeps None in widget messages; under CPython nothing changes."""

from __future__ import annotations

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
