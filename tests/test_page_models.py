"""How many widget models a served page makes, and how large their state is: what the browser's widget manager
asks the kernel for when a visitor opens the page (``request_states``), and what a class of 30 waits for.

The Sandbox made 878 models (a 778 kB answer) when every widget had a Layout and a style of its own: its 129
toggle buttons alone were 387 models. It now shares one Layout and one style instance per look
(:mod:`explorer.widgets.looks`) and makes the other decks' law toggles when their deck is first shown: 361
models (ja) and 367 (en), a 324 kB answer (measured 12-06). The bounds below leave room for the page to grow
a little; undoing the sharing (the planted test) goes far past them.
"""

from __future__ import annotations

import json
from collections.abc import Iterator

import ipywidgets as widgets
import pytest
from ipywidgets.widgets.widget import Widget, _instances, _remove_buffers

from explorer.engine.cards import parse_card
from explorer.widgets.frame import served
from explorer.widgets.looks import Looks, SharedLookError
from explorer.widgets.sandbox import Sandbox, sandbox_page

SANDBOX_MODELS = 450
"""At most this many widget models on a built Sandbox page, in either language (361 / 367 measured)."""
SANDBOX_STATE_KB = 400
"""At most this many kB in the answer to the widget manager's ``request_states`` (324 / 314 measured)."""


def built(monkeypatch: pytest.MonkeyPatch, lang: str) -> tuple[Widget, list[Widget]]:
    """The Sandbox built as its notebook builds it (``served``, the request asking for ``lang``), and the
    widget models that made."""
    monkeypatch.setenv("QUERY_STRING", f"lang={lang}")
    monkeypatch.delenv("HTTP_COOKIE", raising=False)
    before = set(_instances)
    frame = served(sandbox_page, "home_sandbox")
    return frame, [w for k, w in list(_instances.items()) if k not in before]


def answer_kb(models: list[Widget]) -> float:
    """The size of the kernel's ``update_states`` answer for ``models`` (as ipywidgets builds it)."""
    full = {w.model_id: {"model_name": w._model_name, "model_module": w._model_module,
                         "model_module_version": w._model_module_version, "state": w.get_state(drop_defaults=False)}
            for w in models}
    full, paths, buffers = _remove_buffers(full)
    size = len(json.dumps({"method": "update_states", "states": full, "buffer_paths": paths}))
    return (size + sum(len(b) for b in buffers)) / 1000


@pytest.fixture(autouse=True)
def closed() -> Iterator[None]:
    """Each test's widgets are closed after it (they would count in the next one's answer otherwise)."""
    before = set(_instances)
    yield
    for key, w in list(_instances.items()):
        if key not in before:
            w.close()


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_sandbox_makes_few_widget_models(monkeypatch: pytest.MonkeyPatch, lang: str) -> None:
    frame, models = built(monkeypatch, lang)
    assert len(models) <= SANDBOX_MODELS, f"{len(models)} widget models on the Sandbox ({lang})"
    assert answer_kb(models) <= SANDBOX_STATE_KB
    # the 54 card-picker buttons share one Layout and one style
    page = frame.children[2]
    assert isinstance(page, Sandbox)
    picks = list(page.pick_buttons.values())
    assert len({id(b.layout) for b in picks}) == 1 and len({id(b.style) for b in picks}) == 1


def test_the_bound_catches_widgets_that_no_longer_share(monkeypatch: pytest.MonkeyPatch) -> None:
    """Planted: every widget back to a Layout and a style of its own (as before the sharing) breaks both bounds."""

    def unshared(self: Looks, kind: type, attrs: dict[str, object]) -> object:
        return kind(**attrs)

    monkeypatch.setattr(Looks, "_get", unshared)
    _, models = built(monkeypatch, "ja")
    assert len(models) > SANDBOX_MODELS + 200
    assert answer_kb(models) > SANDBOX_STATE_KB


def test_a_shared_look_cannot_be_changed_for_one_widget() -> None:
    page = Sandbox()
    card = page.pick_buttons[parse_card("♠3")]
    with pytest.raises(SharedLookError, match="display"):
        card.layout.display = "none"
    with pytest.raises(SharedLookError, match="font_weight"):
        card.style.font_weight = "bold"
    assert all(b.layout.display is None for b in page.pick_buttons.values())


def test_what_is_shown_and_hidden_on_its_own_keeps_its_own_layout() -> None:
    """The Analyse line and the decks' options are hidden and shown one by one: switching decks, analysing
    and switching language change no shared look (it would raise, and the page would say "Internal error")."""
    page = Sandbox()
    seen: list[str] = []
    page.message.observe(lambda change: seen.append(str(change["new"])), names="value")
    decks = [value for _, value in page.deck.options]
    for deck in [*decks[1:], decks[0]]:
        page.deck.value = deck
    page.analyse_button.click()
    page.language.lang = "en"
    page.language.lang = "ja"
    assert not [m for m in seen if "Internal error" in m or "内部エラー" in m], seen
    shared = {id(w) for w in page.looks._shared.values()}
    assert id(page.line_box.layout) not in shared
    for _, drop, label in page.deck_options.choices.values():
        assert id(drop.layout) not in shared and id(label.layout) not in shared
    assert isinstance(page.line_box.layout, widgets.Layout)


def test_a_move_and_its_undo_leave_no_widget_open(monkeypatch: pytest.MonkeyPatch) -> None:
    """The move list and the graph are drawn anew at every move: the widgets they replace are closed, so a visitor
    who plays and takes back for an hour does not pile up models in the kernel (and in the browser's manager).
    Planted: without closing (the old children left open), each cycle leaves widgets behind."""
    def cycles(n: int) -> list[int]:
        frame, _ = built(monkeypatch, "ja")
        page = frame.children[2]
        assert isinstance(page, Sandbox)
        page.show_graph.value = True
        counts = []
        for _ in range(n):
            assert page.play(next(iter(page.game.legal_actions)))
            assert page.undo()
            counts.append(len(_instances))
        return counts

    counts = cycles(4)
    assert counts[1:] == counts[:-1], f"open widget models after each move and undo: {counts}"

    def left_open(box: widgets.Box, children: list[Widget]) -> None:
        box.children = tuple(children)

    for module in ("explorer.widgets.sandbox.moves_view", "explorer.widgets.sandbox.page"):  # where it is called
        monkeypatch.setattr(f"{module}.replace_children", left_open)
    planted = cycles(4)
    assert planted[-1] - planted[0] >= 3 * 4, f"the planted leak went unseen: {planted}"
