"""Each page's widgets reach the page once each, with their state once built (explorer.widgets.opening).

A page built in steps sent every widget as it was made and then every change (the Sandbox: 364 widgets, 1,271
messages): in the static site each message cost the browser's kernel about half a millisecond and the page its
own work. Here every message a page sends is recorded by a comm that plays the page's part: it keeps each model's
state as the messages leave it. Opened together, a page sends one message per widget, never names a widget the
page does not know yet, and leaves the page with the very models, the same tree, the step-by-step build left.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from typing import Any

import comm
import ipywidgets as widgets
import pytest
from comm.base_comm import BaseComm

from explorer.widgets import frame as frame_module
from explorer.widgets.opening import opened_together

REF = "IPY_MODEL_"


class Page:
    """The page's side: each model's state as the messages left it, and what went wrong on the way."""

    def __init__(self) -> None:
        self.models: dict[str, dict[str, Any]] = {}
        self.messages = 0
        self.unknown: list[str] = []

    def refs(self, value: Any) -> Iterator[str]:
        if isinstance(value, str) and value.startswith(REF):
            yield value[len(REF):]
        elif isinstance(value, (list, tuple)):
            for item in value:
                yield from self.refs(item)
        elif isinstance(value, dict):
            for item in value.values():
                yield from self.refs(item)

    def receive(self, msg_type: str, comm_id: str, data: dict[str, Any]) -> None:
        if msg_type not in ("comm_open", "comm_msg"):
            return
        self.messages += 1
        state = data.get("state", {})
        self.unknown += [ref for ref in self.refs(state) if ref not in self.models and ref != comm_id]
        if msg_type == "comm_open":
            self.models[comm_id] = dict(state)
        elif data.get("method") == "update":
            self.models[comm_id].update(state)

    def tree(self, value: Any) -> Any:
        """``value`` with each widget it names replaced by that widget's model, all the way down."""
        if isinstance(value, str) and value.startswith(REF):
            return self.tree(self.models[value[len(REF):]])
        if isinstance(value, (list, tuple)):
            return [self.tree(item) for item in value]
        if isinstance(value, dict):
            return {key: self.tree(item) for key, item in sorted(value.items())}
        return value


@pytest.fixture()
def page(monkeypatch: pytest.MonkeyPatch) -> Page:
    seen = Page()

    class Recording(BaseComm):  # type: ignore[misc]
        def publish_msg(self, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None,
                        **keys: Any) -> None:
            seen.receive(msg_type, self.comm_id, data or {})

    monkeypatch.setattr(comm, "create_comm", Recording)
    return seen


def build(page: Page, make: Callable[[], widgets.Widget]) -> tuple[Any, int, int]:
    """The page's tree from the root ``make`` returns, the messages sent and the widgets opened meanwhile."""
    before, models = page.messages, len(page.models)
    root = make()
    assert not page.unknown, f"the page was told of widgets it did not know: {page.unknown[:5]}"
    return page.tree(page.models[root.model_id]), page.messages - before, len(page.models) - models


def test_a_box_is_opened_after_the_widgets_it_names(page: Page) -> None:
    def make() -> widgets.Widget:
        label = widgets.Label("a")
        box = widgets.VBox([label])
        later = widgets.HTML("made after the box")
        box.children = (*box.children, later)  # a child made after its parent
        label.add_class("dx-x")
        label.value = "b"
        gone = widgets.Button()
        gone.close()  # closed before the page knew of it: never sent
        return box

    step_by_step, sent, _ = build(page, make)
    together, sent_together, opened = build(page, lambda: _together(make))
    assert together == step_by_step
    assert together["children"][0]["value"] == "b" and "dx-x" in together["children"][0]["_dom_classes"]
    # one message per widget: the label and the HTML with their layouts and styles, the box with its layout;
    # the closed button never
    assert sent_together == opened == 8 < sent, (sent_together, opened, sent)


def _together(make: Callable[[], widgets.Widget]) -> widgets.Widget:
    with opened_together():
        root = make()
        assert root.comm is None
    return root


PAGES = [
    ("rules", "explorer.widgets.rules_page", "rules_page", "home_rules", "lang=ja"),
    ("learn", "explorer.widgets.learn", "learn_page", "home_learn", "lang=en"),
    ("sandbox", "explorer.widgets.sandbox", "sandbox_page", "home_sandbox", "lang=ja"),
    ("play", "explorer.widgets.play", "play_page", "home_play", "lang=en&seed=7"),
    ("interactions", "explorer.widgets.interactions_page", "interactions_page", "home_interactions", "lang=ja"),
    ("lab", "explorer.widgets.lab_page", "lab_page", "home_lab", "lang=en"),
    ("index", "explorer.widgets.home", "index_page", "home_title", "lang=ja"),
]


@pytest.mark.parametrize("name, module, factory, title, query", PAGES, ids=[p[0] for p in PAGES])
def test_a_page_opened_together_is_the_page_built_step_by_step(page: Page, monkeypatch: pytest.MonkeyPatch,
                                                              name: str, module: str, factory: str, title: str,
                                                              query: str) -> None:
    monkeypatch.setitem(os.environ, "QUERY_STRING", query)
    make = getattr(__import__(module, fromlist=[factory]), factory)
    step_by_step, sent, opened_step_by_step = build(page, lambda: frame_module.build_served(make, title))
    together, sent_together, opened = build(page, lambda: frame_module.served(make, title))
    assert together == step_by_step, f"{name}: the page opened together is not the page built step by step"
    assert opened == opened_step_by_step and sent_together == opened < sent, (name, sent_together, opened, sent)
    # the static site's page script shows a description allowing HTML as its text (site/lean/no-html.js)
    assert not [m for m in page.models.values() if m.get("description_allow_html")], \
        f"{name}: a widget allows HTML in its description, which the static site would show as tags"


def test_a_widget_given_keys_of_its_own_is_opened_with_those(page: Page) -> None:
    """The opening reads each class's synced traits once; a widget whose ``keys`` were set sends those only, as
    ipywidgets' own opening does."""
    own = ["description", "_model_name", "_model_module", "_model_module_version", "_view_name", "_view_module",
           "_view_module_version"]
    with opened_together():
        plain = widgets.Button(description="a")
        chosen = widgets.Button(description="b")
        chosen.keys = own
    assert sorted(page.models[chosen.model_id]) == sorted(own)
    assert page.models[chosen.model_id]["description"] == "b"
    assert sorted(page.models[plain.model_id]) == sorted(plain.get_state())


def test_a_widget_closed_before_the_block_is_not_taken_for_one_of_the_block() -> None:
    """A widget closed before the block and closed again inside it (its ``__del__`` does, when it is garbage
    collected there) is no widget of the block: the block kept its id as one of its own closed widgets, and a
    widget made in the block that was given that id once freed was never opened (seen in tests/test_page_models.py:
    the page was told of a widget it did not know). The block's record of its closed widgets is read directly:
    which id a new object gets cannot be arranged."""
    from explorer.widgets import opening

    old = widgets.Label("x")
    old.close()
    with opened_together():
        made = widgets.Label("y")
        made.close()
        old.close()
        recorded = set(opening._closed)
    assert recorded == {id(made)}
    assert made.comm is None and old.comm is None
