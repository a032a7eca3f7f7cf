"""A page's widgets opened together, each once, with the state it has when the page is built (issue 44).

ipywidgets opens a widget's connection to the page (its comm: one message with its whole state) the moment the
widget is made, and then sends every trait changed afterwards (one message each). A page built in steps (a widget
made, then given its classes, its options, its texts in the reader's language, its value) so sent the Sandbox's
361 widgets as 1,266 messages; in the static site each one costs the browser's kernel about half a millisecond to
hand over and the page its own work to apply, most of the Sandbox's start. Inside :func:`opened_together` a
widget made is only noted; when the block ends, every widget noted and not closed meanwhile is opened with the
state it has then, the widgets it refers to (its layout, its children) first: one message each, the same page.

Nothing else changes: the widgets' Python side (traits, observers, callbacks) works inside the block as outside;
only what would have been sent before the end is not sent, because the page has not been told of the widget yet.
A widget that must talk to the page before the block ends (a custom message, an ``Output`` capturing) has no place
inside it. ``opened_together`` blocks nest: the outermost one opens.

>>> import ipywidgets as widgets
>>> with opened_together():
...     label = widgets.Label("a")
...     label.value = "b"
...     label.comm is None
True
>>> label.comm is not None
True
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager, suppress
from typing import Any

import comm
import ipywidgets as widgets
from ipywidgets.widgets.widget import __protocol_version__, _remove_buffers, widget_serialization

_OPEN = widgets.Widget.open
_CLOSE = widgets.Widget.close
_noted: list[widgets.Widget] | None = None
_noted_ids: set[int] = set()  # the ids of the widgets noted (held by the block's list: no id of theirs is reused)
_closed: set[int] = set()


def _note(self: widgets.Widget) -> None:
    if _noted is not None and self.comm is None:
        _noted.append(self)
        _noted_ids.add(id(self))
        return
    _OPEN(self)


def _close(self: widgets.Widget) -> None:
    if _noted is not None and id(self) in _noted_ids:
        if self.comm is None:
            _closed.add(id(self))  # closed before the page knew of it: it never will
        return
    # not made in the block: closed as ipywidgets closes it (one closed before, garbage collected in the block, is
    # not noted: its id, once freed, may be given to a widget made in the block)
    _CLOSE(self)


def _widgets_in(value: Any) -> Iterator[widgets.Widget]:
    if isinstance(value, widgets.Widget):
        yield value
    elif isinstance(value, (list, tuple)):
        for item in value:
            yield from _widgets_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from _widgets_in(item)


_REFERS: dict[type, tuple[str, ...]] = {}


def _referring(widget: widgets.Widget) -> tuple[str, ...]:
    """The names of ``widget``'s synced traits that can hold widgets: those sent as references
    (``widget_serialization``; a widget is sent no other way). Once per class: a class's traits do not change
    (traits added to one widget give it a class of its own)."""
    kind = type(widget)
    names = _REFERS.get(kind)
    if names is None:
        names = _REFERS[kind] = tuple(
            name for name, trait in widget.traits(sync=True).items()
            if trait.metadata.get("to_json") is widget_serialization["to_json"])
    return names


# by widget class: its synced traits' names (its keys), and each one's way to JSON
_STATE: dict[type, tuple[list[str], tuple[tuple[str, Any], ...]]] = {}


def _open(widget: widgets.Widget) -> None:
    """``widget.open()``, its state read as ``get_state`` reads it, from the names of its synced traits and each
    one's way to JSON found once per class (``get_state`` asked the class for every trait and its metadata
    each time: a third of the opening). A widget given ``keys`` of its own is opened by ipywidgets itself."""
    if widget.comm is not None:
        return
    kind = type(widget)
    known = _STATE.get(kind)
    if known is None:
        names = list(widget.traits(sync=True))
        known = _STATE[kind] = (names, tuple((name, widget.trait_metadata(name, "to_json", widget._trait_to_json))
                                             for name in names))
    names, plan = known
    own = widget._trait_values.get("keys")  # set, or asked for (then the class's)
    if own is None:  # the class's, as ipywidgets makes them when the comm is set (it asks for them then)
        widget.set_trait("keys", list(names))
    elif list(own) != names:  # keys of its own: as ipywidgets opens it
        _OPEN(widget)
        return
    state, buffer_paths, buffers = _remove_buffers({name: to_json(getattr(widget, name), widget)
                                                    for name, to_json in plan})
    args: dict[str, Any] = {"target_name": "jupyter.widget", "data": {"state": state, "buffer_paths": buffer_paths},
                            "buffers": buffers, "metadata": {"version": __protocol_version__}}
    if widget._model_id is not None:
        args["comm_id"] = widget._model_id
    widget.comm = comm.create_comm(**args)


def _open_in_order(noted: list[widgets.Widget], closed: set[int]) -> int:
    """Open each widget of ``noted`` not in ``closed``, the widgets its state refers to before it (the page
    must know a child before its parent names it). Returns how many were opened."""
    seen: set[int] = set()
    opened = 0
    for first in noted:
        stack: list[tuple[widgets.Widget, bool]] = [(first, False)]
        while stack:
            widget, ready = stack.pop()
            if ready:
                if widget.comm is None:
                    _open(widget)
                    opened += 1
                continue
            if id(widget) in seen:
                continue
            seen.add(id(widget))
            if widget.comm is not None or id(widget) in closed:
                continue
            stack.append((widget, True))
            for name in _referring(widget):
                stack.extend((child, False) for child in _widgets_in(getattr(widget, name)))
    return opened


@contextmanager
def opened_together() -> Iterator[None]:
    """Widgets made inside are opened at the end of the block, once each, with their state then."""
    global _noted
    if _noted is not None:  # an outer block opens them
        yield
        return
    noted: list[widgets.Widget] = []
    _noted = noted
    _noted_ids.clear()
    _closed.clear()
    widgets.Widget.open = _note
    widgets.Widget.close = _close

    def end() -> set[int]:
        global _noted
        widgets.Widget.open = _OPEN
        widgets.Widget.close = _CLOSE
        _noted = None
        _noted_ids.clear()
        closed = set(_closed)
        _closed.clear()
        return closed

    try:
        yield
    except BaseException:
        closed = end()
        with suppress(Exception):  # the block's own error is the one to see
            _opening(noted, closed)
        raise
    _opening(noted, end())


def _opening(noted: list[widgets.Widget], closed: set[int]) -> None:
    """:func:`_open_in_order`, a widget made meanwhile opened the same way (a Layout made as a state is read:
    ipywidgets makes a widget's plain Layout when it is first asked for, here by the opening)."""
    widgets.Widget.open = _open
    try:
        _open_in_order(noted, closed)
    finally:
        widgets.Widget.open = _OPEN
