"""Shared looks: one Layout and one style instance for all the widgets of a page that look alike.

Every ipywidget brings a Layout model of its own, and most bring a style model too: a ToggleButton is three models.
When a page opens, the browser's widget manager asks the kernel for every model's state (``request_states``)
and builds each one, so a page of 300 widgets costs 900 states. ipywidgets lets many widgets share one Layout
instance (and one style instance), as long as nothing changes it for one widget: :class:`Looks` gives a page one
instance per look (the same CSS properties: the same instance), and that instance refuses to be changed
afterwards (:class:`SharedLookError`), since a change would reach every widget sharing it. A widget whose layout
changes on its own (shown, hidden) keeps a Layout of its own (``widgets.Layout(...)`` as before).

>>> looks = Looks()
>>> a = looks.make(widgets.ToggleButton, description="A")
>>> b = looks.make(widgets.ToggleButton, description="B")
>>> a.layout is b.layout and a.style is b.style
True
>>> looks.layout(width="auto") is looks.layout(width="auto") is not looks.layout()
True
>>> looks.make(widgets.Box, layout={"flex_flow": "row wrap"}).layout.flex_flow
'row wrap'
>>> a.layout.display = "none"
Traceback (most recent call last):
...
explorer.widgets.looks.SharedLookError: this Layout is shared by every widget that looks alike: changing its display would change them all; give the widget a Layout of its own
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, TypeVar

import ipywidgets as widgets

W = TypeVar("W", bound=widgets.DOMWidget)


class SharedLookError(AttributeError):
    """A shared Layout or style instance was changed (it would change every widget that shares it)."""


class _Frozen:
    """A Layout or style that can no longer be changed once made (see the module)."""

    _frozen = False

    def __setattr__(self, name: str, value: object) -> None:
        if self._frozen and not name.startswith("_"):
            kind: Any = type(self)  # a Layout or style class (this mixin's partner)
            # a synced trait of the class (``keys``' names; reading ``keys`` would make them the widget's own)
            if name in kind.class_trait_names(sync=True):
                raise SharedLookError(
                    f"this {kind.__mro__[2].__name__} is shared by every widget that looks alike: changing its "
                    f"{name} would change them all; give the widget a {kind.__mro__[2].__name__} of its own")
        super().__setattr__(name, value)


_FROZEN: dict[type, type] = {}


def _frozen_kind(kind: type) -> type:
    """``kind`` (a Layout or a style class) as a class whose instances refuse changes once made."""
    if kind not in _FROZEN:
        _FROZEN[kind] = type(f"Shared{kind.__name__}", (_Frozen, kind), {})
    return _FROZEN[kind]


def style_kind(cls: type[widgets.DOMWidget]) -> type | None:
    """The style class of widgets of class ``cls`` (``None``: a widget without a style, such as a Box)."""
    trait = cls.class_traits().get("style")
    kind = getattr(trait, "klass", None)
    return kind if isinstance(kind, type) else None


class Looks:
    """One page's shared Layout and style instances, one per look."""

    def __init__(self) -> None:
        self._shared: dict[tuple[type, tuple[tuple[str, Any], ...]], Any] = {}

    def _get(self, kind: type, attrs: Mapping[str, Any]) -> Any:
        key = (kind, tuple(sorted(attrs.items())))
        if key not in self._shared:
            look = _frozen_kind(kind)(**attrs)
            look._frozen = True
            self._shared[key] = look
        return self._shared[key]

    def layout(self, **css: Any) -> widgets.Layout:
        """The page's Layout with the CSS properties ``css`` (none: the plain one), shared."""
        return self._get(widgets.Layout, css)

    def style(self, kind: type, **attrs: Any) -> Any:
        """The page's style of class ``kind`` (``widgets.ToggleButtonStyle`` …) with ``attrs``, shared."""
        return self._get(kind, attrs)

    def style_of(self, cls: type[widgets.DOMWidget], **attrs: Any) -> Any:
        """The page's style for widgets of class ``cls`` with ``attrs``, shared (for a widget that keeps a Layout
        of its own)."""
        kind = style_kind(cls)
        if kind is None:
            raise TypeError(f"{cls.__name__} has no style")
        return self.style(kind, **attrs)

    def make(self, cls: type[W], *args: Any, layout: Mapping[str, Any] | None = None,
             style: Mapping[str, Any] | None = None, **kw: Any) -> W:
        """A ``cls`` widget (``args`` and ``kw`` as its constructor takes them) with the shared look ``layout``
        (CSS properties) and ``style`` (its style class's attributes); none: the plain look."""
        kind = style_kind(cls)
        if kind is not None:
            kw["style"] = self.style(kind, **(style or {}))
        elif style:
            raise TypeError(f"{cls.__name__} has no style")
        made: W = cls(*args, layout=self.layout(**(layout or {})), **kw)
        return made

    def __len__(self) -> int:
        """How many shared instances the page has made."""
        return len(self._shared)


def _own_parts(widget: widgets.Widget) -> list[widgets.Widget]:
    """``widget``, its own Layout and style (not shared ones) and, for a box, the same of each child."""
    parts = [widget]
    for name in ("layout", "style"):
        part = getattr(widget, name, None)
        if isinstance(part, widgets.Widget) and not isinstance(part, _Frozen):
            parts.append(part)
    for child in getattr(widget, "children", None) or ():
        parts.extend(_own_parts(child))
    return parts


def replace_children(box: widgets.Box, children: Sequence[widgets.Widget]) -> None:
    """``box`` shows ``children`` instead of what it showed, and every widget model only the old ones used is
    closed (its own Layout and style too; a shared look stays open): a view redrawn at every move otherwise
    leaves its old widgets open in the kernel, models the browser's widget manager still holds.

    >>> looks = Looks()
    >>> box = widgets.VBox()
    >>> old = looks.make(widgets.Button, description="old")
    >>> replace_children(box, [old])
    >>> replace_children(box, [looks.make(widgets.Button, description="new")])
    >>> old.comm is None, box.children[0].description, box.children[0].layout.comm is not None
    (True, 'new', True)
    """
    old = [part for child in box.children for part in _own_parts(child)]
    box.children = tuple(children)
    kept = {id(part) for child in box.children for part in _own_parts(child)}
    for part in old:
        if id(part) not in kept:
            part.close()
