"""What the Sandbox's parts (:mod:`.editing`, :mod:`.moves_view`, :mod:`.saving`) share: the page's state and the
methods one part calls on another, declared for the type checker only (the page, :mod:`.page`, defines them)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import ipywidgets as widgets

    from explorer.engine.actions import Action
    from explorer.engine.events import Event
    from explorer.engine.state import State
    from explorer.widgets.active_graph import ActiveRulesView
    from explorer.widgets.i18n import Language
    from explorer.widgets.looks import Looks
    from explorer.widgets.sandbox.moves_view import MoveRow
    from explorer.widgets.sandbox.position import Setup


class SandboxBase:
    """The Sandbox page as its parts see it."""

    if TYPE_CHECKING:
        language: Language
        looks: Looks
        setup: Setup
        good: Setup
        game: State
        events: list[Event]
        meta: dict[str, Any]
        move_rows: list[MoveRow]
        move_buttons: dict[str, widgets.Button]
        _message: tuple[str, str, str]
        _syncing: bool
        players_text: widgets.Text
        hand_texts: list[widgets.Text]
        field_text: widgets.Text
        history_text: widgets.Text
        discard_text: widgets.Text
        target: widgets.ToggleButtons
        said: widgets.HTML
        autofill: widgets.Checkbox
        moves_title: widgets.HTML
        moves_box: widgets.VBox
        events_view: widgets.HTML
        show_graph: widgets.Checkbox
        graph_box: widgets.VBox
        active_view: ActiveRulesView
        about: dict[str, dict[str, widgets.Textarea]]
        download: widgets.HTML
        yaml_box: widgets.Textarea

        @property
        def lang(self) -> str: ...

        @property
        def all_rule_ids(self) -> tuple[str, ...]: ...

        def _guard(self, handler: Callable[..., object]) -> Callable[[Any], None]: ...

        def _say(self, kind: str, ja: str = "", en: str = "") -> None: ...

        def _say_key(self, kind: str, key: str, detail: tuple[str, str] | None = None, **fmt: object) -> None: ...

        def _sync_widgets(self, texts: Iterable[str] | None) -> None: ...

        def _sync_rules(self) -> None: ...

        def _refresh_play(self) -> None: ...

        def _adopt(self, setup: Setup, state: State, meta: dict[str, Any] | None) -> None: ...

        def play(self, action: Action) -> bool: ...

        def _render_moves(self) -> None: ...

        def _mark_winning(self) -> None: ...

        def _no_null_tooltips(self, root: widgets.Widget | None = None) -> None: ...

        @staticmethod
        def _replay(state: State, actions: Sequence[Action]) -> tuple[int, tuple[str, str] | None]: ...
