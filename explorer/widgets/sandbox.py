"""The Sandbox page: set up any position, see what the player to act may do and which rule says so.

The page is a thin view over the engine.  What the user builds is a :class:`Setup` (players, rules, where
every card lies, the state of play); :meth:`Setup.build` turns it into a :class:`~explorer.state.State`
with :meth:`State.from_position <explorer.state.State.from_position>`, the single source of truth.  Every
question — is this play legal, why not, what happens when it is played — goes to that state.  Bad input
(unreadable notation, an impossible position, a broken scenario file) only shows a message: the last
good position stays on the table and the text the user typed stays in its box.

>>> s = Setup(hands=(parse_cards("♠8 ♥8"), parse_cards("♣3"), 0, 0), laws=("eight_cut",))
>>> state = s.build()
>>> [state.action_str(a) for a in state.legal_actions]
['A plays ♠8', 'A plays ♥8', 'A plays ♠8 ♥8']
>>> s.scenario(["A plays ♠8"], {})["start"]["hands"]["A"]
'♠8 ♥8'

Stable CSS classes (browser tests rely on them): the page ``dx-page-sandbox``; the card picker's buttons
``dx-pick`` and ``dx-card-S3`` … ``dx-card-JK`` (``dx-card-JK2`` for the second joker), the target
switch ``dx-target``; notation boxes ``dx-notation`` (``dx-notation-hand-0`` …, ``-field``, ``-history``,
``-discard``) with their buttons ``dx-apply`` (``dx-apply-hand-0`` …); ``dx-players`` /
``dx-players-apply``; ``dx-clear``; ``dx-field-by``, ``dx-turn``, ``dx-revolution``, ``dx-reversed``, ``dx-lock-suit``,
``dx-lock-rank``; law toggles ``dx-law`` and ``dx-law-<id>``; house-rule selects ``dx-house`` and
``dx-house-0`` …; the move list ``dx-moves`` with ``dx-move-legal`` buttons (also ``dx-play`` and
``dx-meld-S8-H8`` …; the pass button ``dx-move-pass``) and ``dx-move-illegal`` rows (``data-rule`` names the
rule); effect choices ``dx-choice``; ``dx-message``, ``dx-events``, ``dx-table-view``, ``dx-undo``,
``dx-edit-here``, ``dx-show-graph``, ``dx-graph``, ``dx-save``, ``dx-load``, ``dx-yaml``, ``dx-upload``,
``dx-download``; the saved scenario's texts ``dx-about`` (``dx-about-title-ja``, ``dx-about-question-en`` …).
"""

from __future__ import annotations

import base64
import zlib
import dataclasses
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from html import escape
from typing import Any

import ipywidgets as widgets
import yaml

from explorer.actions import Action, Pass, Play
from explorer.cards import (
    JOKER,
    JOKERS_MASK,
    NUM_RANKS,
    RANKS,
    SUITS,
    card_str,
    iter_cards,
    make_card,
    mask_str,
    parse_cards,
    parse_rank,
    parse_suits,
    split_tokens,
    suits_str,
)
from explorer.errors import ExplorerError, NotationError, ScenarioError
from explorer.events import Event
from explorer.game import DecisionKind, Phase
from explorer.melds import parse_pattern
from explorer.rules.catalogue import CARDS, card_rule
from explorer.scenarios.loader import scenario_from_text
from explorer.scenarios.model import NAME_LIMIT, Scenario
from explorer.state import State
from explorer.phrasing import action_text, card_ja, ja_text, meld_ja
from explorer.phrasing import label as check_label
from explorer.widgets.i18n import Language, t
from explorer.widgets.cards_view import STYLE as CARD_STYLE
from explorer.widgets.moves import groups_html, refusal_groups
from explorer.widgets.table import table_html
from explorer.widgets.active_graph import ActiveRulesView

HAND = "hand:"
FIELD = "field"
HISTORY = "history"
DISCARD = "discard"
EXTRA_KEYS = ("finished", "king", "points", "phase", "draft")
"""Scenario ``start`` keys the page carries along without editing them."""
MAX_BUTTONS = 60
"""At most this many buttons for one decision (a trim can have hundreds of options)."""

ABOUT_KEYS = ("title", "question", "answer")
"""The scenario texts a teacher may type before saving (SCENARIO-FORMAT.md: ``{ja: …, en: …}`` each)."""
_NAME_CLASS = re.compile(r"^[A-Za-z0-9_-]+$")

STYLE = """<style>
.dx-page-sandbox .dx-pick{width:46px;min-width:46px;height:30px;padding:0;margin:1px;font-weight:600}
.dx-page-sandbox .dx-pick.dx-red{color:#c92a2a}
.dx-page-sandbox .dx-pick.dx-joker{color:#862e9c}
.dx-page-sandbox .dx-pick.mod-active{background:#ffe066}
.dx-page-sandbox .dx-law{width:190px;margin:1px;text-align:left}
.dx-page-sandbox .dx-law.mod-active{background:#74c0fc}
.dx-page-sandbox .dx-msg{padding:6px 10px;border-radius:6px;margin:4px 0}
.dx-page-sandbox .dx-msg-error{color:#c92a2a;background:#fff5f5;border:1px solid #ffc9c9}
.dx-page-sandbox .dx-msg-info{color:#1864ab;background:#e7f5ff;border:1px solid #a5d8ff}
.dx-page-sandbox .dx-msg-ok{color:#2b8a3e;background:#ebfbee;border:1px solid #b2f2bb}
.dx-page-sandbox .dx-move-legal{margin:2px;height:auto;min-height:28px;white-space:normal}
.dx-page-sandbox .dx-move-illegal{color:#495057;font-size:13px;padding:2px 0;border-bottom:1px dotted #dee2e6}
.dx-page-sandbox .dx-move-illegal .meld{font-weight:600;color:#868e96;margin-right:6px}
.dx-page-sandbox .dx-rule{display:inline-block;background:#ffe3e3;border-radius:6px;padding:0 5px;margin-right:4px}
.dx-page-sandbox .dx-event .dx-rule{background:#e7f5ff}
.dx-page-sandbox h3{margin:10px 0 4px 0}
.dx-page-sandbox .widget-hbox,.dx-page-sandbox .widget-toggle-buttons{flex-wrap:wrap;max-width:100%}
.dx-page-sandbox .widget-text,.dx-page-sandbox .widget-dropdown{max-width:100%}
.dx-page-sandbox .dx-picker .widget-box{max-width:100%}
@media (max-width:700px){.dx-page-sandbox .dx-pick{width:44px;min-width:44px}}
</style>"""


# ---------------------------------------------------------------------------------------- the set-up
def _renumber(mask: int, taken: int) -> tuple[int, int]:
    """``mask`` with its jokers numbered from ``taken`` on (the engine's order), and the new count."""
    n = (mask & JOKERS_MASK).bit_count()
    if taken + n > 2:
        raise NotationError("JK", "there are at most two jokers in the game", "ジョーカーはゲームに2枚まで")
    out = mask & ~JOKERS_MASK
    for j in range(n):
        out |= 1 << (JOKER + taken + j)
    return out, taken + n


def _meld_cards(text: str, taken: int) -> tuple[int, int]:
    """The physical cards a meld's notation puts on the table (jokers numbered from ``taken``)."""
    return _renumber(parse_pattern(text).cards, taken)


@dataclass(frozen=True)
class Setup:
    """A position as the user set it up: what :meth:`State.from_position` takes, by seat.

    Hands and the discard pile are card masks; the field and the earlier plays of the trick are meld
    notation (a joker may be declared: ``JK=♠5``).  ``extra`` carries scenario ``start`` keys the page
    does not edit (``finished``, ``king``, ``points``, ``phase``, ``draft``), ``options`` the table options.
    """

    players: tuple[str, ...] = ("A", "B", "C", "D")
    laws: tuple[str, ...] = ()
    house: tuple[tuple[str, ...], ...] = ((), (), (), ())
    hands: tuple[int, ...] = (0, 0, 0, 0)
    field_text: str = ""
    field_by: int | None = None
    history: tuple[tuple[int, str], ...] = ()
    discard: int = 0
    revolution: bool = False
    reversed: bool = False
    lock_suits: str = ""
    lock_rank: str = ""
    turn: int | None = None
    options: Mapping[str, Any] = dataclasses.field(default_factory=dict)
    extra: Mapping[str, Any] = dataclasses.field(default_factory=dict)

    def name(self, seat: int | None) -> str | None:
        return self.players[seat] if seat is not None and 0 <= seat < len(self.players) else None

    def normalized(self) -> Setup:
        """The same set-up with its jokers numbered as the engine numbers them (first placed = first joker).

        Raises :class:`NotationError` for unreadable melds or more than two jokers.
        """
        taken = 0
        hands = []
        for h in self.hands:
            h, taken = _renumber(h, taken)
            hands.append(h)
        for _, text in self.history:
            _, taken = _meld_cards(text, taken)
        if self.field_text.strip():
            _, taken = _meld_cards(self.field_text, taken)
        discard, taken = _renumber(self.discard, taken)
        return replace(self, hands=tuple(hands), discard=discard)

    def placements(self) -> list[tuple[str, int]]:
        """Where each card lies: (place, card mask) pairs.

        Places are ``hand:0`` …, ``history``, ``field`` and ``discard``.
        """
        out: list[tuple[str, int]] = []
        taken = 0
        for i, h in enumerate(self.hands):
            out.append((f"{HAND}{i}", h))
            taken += (h & JOKERS_MASK).bit_count()
        for _, text in self.history:
            mask, taken = _meld_cards(text, taken)
            out.append((HISTORY, mask))
        if self.field_text.strip():
            mask, taken = _meld_cards(self.field_text, taken)
            out.append((FIELD, mask))
        out.append((DISCARD, self.discard))
        return out

    def place_mask(self, place: str) -> int:
        mask = 0
        for where, m in self.placements():
            if where == place:
                mask |= m
        return mask

    def clash(self) -> tuple[int, str, str] | None:
        """A card placed twice: (card, one place, the other place), or ``None``."""
        seen: dict[int, str] = {}
        for where, mask in self.placements():
            for c in iter_cards(mask):
                if c in seen:
                    return c, seen[c], where
                seen[c] = where
        return None

    def with_place(self, place: str, mask: int) -> Setup:
        """The set-up with the cards of ``place`` (a hand, the field or the discard pile) replaced by ``mask``."""
        if place.startswith(HAND):
            hands = list(self.hands)
            hands[int(place[len(HAND):])] = mask
            return replace(self, hands=tuple(hands))
        if place == FIELD:
            by = self.field_by
            if mask and by is None:
                by = len(self.players) - 1
            return replace(self, field_text=mask_str(mask), field_by=by)
        if place == DISCARD:
            return replace(self, discard=mask)
        raise ValueError(place)

    def lock(self) -> dict[str, str] | None:
        lock = {}
        if self.lock_suits:
            lock["suit"] = self.lock_suits
        if self.lock_rank:
            lock["rank"] = self.lock_rank
        return lock or None

    def waiting(self) -> tuple[str, ...]:
        """The players still waiting for cards: no cards and not listed as out (``finished``). While any
        is, the position is being set up, and the page shows no result (no king, place or points)."""
        out = {str(p) for p in self.extra.get("finished") or []}
        return tuple(n for n, h in zip(self.players, self.hands) if not h and n not in out)

    def build(self) -> State:
        """The engine's state for this set-up; raises an :class:`ExplorerError` for an impossible position."""
        names = self.players
        ex = self.extra
        return State.from_position(
            names,
            laws=self.laws,
            house={names[i]: ids for i, ids in enumerate(self.house) if ids},
            options=self.options,
            hands={names[i]: h for i, h in enumerate(self.hands)},
            field=self.field_text.strip() or None,
            field_by=self.name(self.field_by),
            history=[(names[p], text) for p, text in self.history],
            discard=self.discard,
            revolution=self.revolution,
            reversed=self.reversed,
            lock=self.lock(),
            turn=self.name(self.turn),
            finished=[str(p) for p in ex.get("finished") or []],
            king=str(ex["king"]) if ex.get("king") is not None else None,
            points={str(k): int(v) for k, v in (ex.get("points") or {}).items()},
            phase=str(ex.get("phase", "play")),
            draft=list(ex.get("draft") or []),
        )

    def scenario(self, steps: Sequence[str], meta: Mapping[str, Any]) -> dict[str, Any]:
        """This set-up as a scenario (SCENARIO-FORMAT.md), ``steps`` as its ``do`` lines."""
        names = self.players
        data: dict[str, Any] = {
            "id": meta.get("id", "sandbox-position"),
            "title": meta.get("title", {"ja": "サンドボックスの局面", "en": "A sandbox position"}),
        }
        for key in ("source", "question", "answer"):
            if key in meta:
                data[key] = meta[key]
        data["players"] = list(names)
        data["laws"] = list(self.laws)
        data["house_rules"] = {names[i]: list(ids) for i, ids in enumerate(self.house) if ids}
        if self.options:
            data["options"] = dict(self.options)
        start: dict[str, Any] = {"hands": {names[i]: mask_str(h) for i, h in enumerate(self.hands)}}
        if self.field_text.strip():
            start["field"] = {"cards": self.field_text.strip(), "by": self.name(self.field_by)}
        start["history"] = [f"{names[p]}: {text}" for p, text in self.history]
        start["discard"] = mask_str(self.discard)
        start["revolution"] = self.revolution
        start["reversed"] = self.reversed
        start["lock"] = self.lock()
        if self.turn is not None:
            start["turn"] = self.name(self.turn)
        start.update(self.extra)
        data["start"] = start
        data["steps"] = [{"do": s} for s in steps]
        return data

    @classmethod
    def from_scenario(cls, sc: Scenario) -> Setup:
        """The set-up of a scenario's ``start``; raises :class:`ScenarioError` if it is impossible."""
        st = sc.initial_state()
        start = sc.start
        seat = {name: i for i, name in enumerate(sc.players)}
        lock = start.get("lock") or {}
        try:
            suits = suits_str(parse_suits(str(lock["suit"]))) if lock.get("suit") else ""
            rank = RANKS[parse_rank(str(lock["rank"]))] if lock.get("rank") is not None else ""
        except ExplorerError as exc:
            raise ScenarioError(sc.path, "start.lock", str(exc), exc.text("ja")) from None
        trick = st.trick
        turn = start.get("turn")
        return cls(
            players=tuple(sc.players),
            laws=tuple(card_rule(r).id for r in sc.laws),
            house=tuple(tuple(card_rule(r).id for r in sc.house_rules.get(name, ())) for name in sc.players),
            hands=tuple(st.hands),
            field_text=trick[-1][1].notation() if trick else "",
            field_by=trick[-1][0] if trick else None,
            history=tuple((p, m.notation()) for p, m in trick[:-1]),
            discard=st.discard,
            revolution=bool(start.get("revolution", False)),
            reversed=bool(start.get("reversed", False)),
            lock_suits=suits,
            lock_rank=rank,
            turn=seat[str(turn)] if turn is not None else None,
            options=dict(sc.options),
            extra={k: start[k] for k in EXTRA_KEYS if start.get(k) not in (None, [], {})},
        ).normalized()

    def from_state(self, st: State) -> Setup:
        """The position ``st`` has reached, as a new set-up with this one's players and rules."""
        names = st.players
        trick = st.trick
        extra: dict[str, Any] = {}
        if st.finished:
            extra["finished"] = [names[p] for p in st.finished]
        if st.king is not None:
            extra["king"] = names[st.king]
        if any(st.points):
            extra["points"] = {names[p]: v for p, v in enumerate(st.points)}
        rank = st.lock_rank
        return replace(
            self,
            hands=tuple(st.hands),
            field_text=trick[-1][1].notation() if trick else "",
            field_by=trick[-1][0] if trick else None,
            history=tuple((p, m.notation()) for p, m in trick[:-1]),
            discard=st.discard,
            revolution=st.revolution,
            reversed=st.reversed,
            lock_suits=suits_str(st.lock_suits),
            lock_rank=RANKS[rank] if rank is not None and 0 <= rank < NUM_RANKS else "",
            turn=st.turn,
            extra=extra,
        ).normalized()


EXAMPLE = Setup(hands=(parse_cards("♥3 ♦6 ♠J"), parse_cards("♣4 ♠9 ♥Q"), parse_cards("♦7 ♣K"),
                       parse_cards("♥5 ♠2")))
"""The position the page opens with (A to lead); the Clear button empties it."""


# ---------------------------------------------------------------------------------------- the page
@dataclass(frozen=True)
class MoveRow:
    """One line of the move list: a play (or pass, or choice) and what the engine says about it."""

    label: str
    legal: bool
    action: Action
    rule: str = ""
    """The rule that forbids it (illegal rows)."""
    en: str = ""
    ja: str = ""
    fires: tuple[str, ...] = ()
    """The rules whose effects fire when it is played (legal plays)."""

    def reason(self, lang: str) -> str:
        return ja_text(self.ja) if lang == "ja" else self.en


def rule_label(rule_id: str, lang: str) -> str:
    """A rule's name in ``lang`` (``8切り`` / ``Eight cut``); engine checks such as ``turn`` by a plain word."""
    return check_label(rule_id, lang)


def _meld_class(label: str) -> str:
    ascii_label = label
    for sym, letter in zip(SUITS, "SHDC"):
        ascii_label = ascii_label.replace(sym, letter)
    return "dx-meld-" + re.sub(r"[^A-Za-z0-9]+", "-", ascii_label).strip("-")


def _error_texts(exc: ExplorerError) -> tuple[str, str]:
    """(ja, en) of an engine error."""
    return exc.text("ja"), exc.text("en")


class Sandbox(widgets.VBox):  # type: ignore[misc]
    """The Sandbox page.  ``language`` may be shared with other pages; ``setup`` is the opening position."""

    def __init__(self, language: Language | None = None, setup: Setup = EXAMPLE) -> None:
        self.language = language or Language()
        self.setup = setup.normalized()
        """What the widgets show: the user's set-up (it may be impossible)."""
        self.good = self.setup
        """The last set-up the engine accepted; ``self.game`` was built from it."""
        self.game = self.good.build()
        """The engine state on the table (the set-up, then the moves played)."""
        self.events: list[Event] = []
        self.meta: dict[str, Any] = {}
        self.move_rows: list[MoveRow] = []
        self.move_buttons: dict[str, widgets.Button] = {}
        self._message: tuple[str, str, str] = ("", "", "")  # kind, ja, en
        self._syncing = False
        self._built_for: tuple[str, ...] = ()
        self._headings: list[tuple[widgets.HTML, str, str]] = []

        def heading(key: str, tag: str = "h3") -> widgets.HTML:
            h = widgets.HTML()
            self._headings.append((h, key, tag))
            return h

        self.switch = self.language.switch()
        self.intro = widgets.HTML()
        self.message = widgets.HTML()
        self.message.add_class("dx-message")

        # players
        self.players_text = widgets.Text(value=" ".join(self.setup.players), layout=widgets.Layout(width="260px"))
        self.players_text.add_class("dx-players")
        self.players_apply = widgets.Button()
        self.players_apply.add_class("dx-players-apply")
        self.players_apply.on_click(self._guard(lambda _: self._apply_players()))
        self.clear_button = widgets.Button(icon="eraser", layout=widgets.Layout(width="auto"))
        self.clear_button.add_class("dx-clear")
        self.clear_button.on_click(self._guard(lambda _: self.clear()))
        self.reset_button = widgets.Button(icon="trash", layout=widgets.Layout(width="auto"))
        self.reset_button.add_class("dx-reset")
        self.reset_button.on_click(self._guard(lambda _: self.clear(rules=True)))

        # the card picker
        self.target = widgets.ToggleButtons(options=[("A", f"{HAND}0")], style={"button_width": "auto"})
        self.target.add_class("dx-target")
        self.target.observe(self._guard(lambda _: self._sync_picker()), names="value")
        self.pick_buttons: dict[int, widgets.ToggleButton] = {}
        for suit in range(4):
            for rank in range(NUM_RANKS):
                self._add_pick(make_card(rank, suit))
        self._add_pick(JOKER)
        self._add_pick(JOKER + 1)
        # One row per suit (and one for the jokers), each wrapping on its own: 13 in a row on a desktop,
        # two short rows on a phone, and a suit never runs into the next one.
        cards = list(self.pick_buttons.values())
        rows = [cards[i:i + NUM_RANKS] for i in range(0, 4 * NUM_RANKS, NUM_RANKS)] + [cards[4 * NUM_RANKS:]]
        self.picker = widgets.VBox([widgets.Box(row, layout=widgets.Layout(flex_flow="row wrap"))
                                    for row in rows])
        self.picker.add_class("dx-picker")

        # notation
        self.hand_texts: list[widgets.Text] = []
        self.hand_applies: list[widgets.Button] = []
        self.hand_labels: list[widgets.HTML] = []
        self.hands_box = widgets.VBox()
        self.field_text = self._text("field")
        self.field_by = widgets.Dropdown(options=[("—", -1)], value=-1, layout=widgets.Layout(width="170px"))
        self.field_by.add_class("dx-field-by")
        self.field_by.observe(self._guard(self._on_field_by), names="value")
        self.field_label = widgets.HTML(layout=widgets.Layout(width="150px"))
        self.field_apply = self._apply_button(FIELD, "field")
        self.history_label = widgets.HTML(layout=widgets.Layout(width="150px"))
        self.history_text = self._text("history")
        self.history_apply = self._apply_button(HISTORY, "history")
        self.discard_label = widgets.HTML(layout=widgets.Layout(width="150px"))
        self.discard_text = self._text("discard")
        self.discard_apply = self._apply_button(DISCARD, "discard")

        # the state of play
        self.turn = widgets.Dropdown(options=[("—", -1)], value=-1, layout=widgets.Layout(width="200px"))
        self.turn.add_class("dx-turn")
        self.turn.observe(self._guard(self._on_turn), names="value")
        self.revolution = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.revolution.add_class("dx-revolution")
        self.revolution.observe(self._guard(lambda c: self._flag(revolution=bool(c["new"]))), names="value")
        self.reversed = widgets.Checkbox(indent=False, layout=widgets.Layout(width="auto"))
        self.reversed.add_class("dx-reversed")
        self.reversed.observe(self._guard(lambda c: self._flag(reversed=bool(c["new"]))), names="value")
        self.lock_suit = widgets.SelectMultiple(options=list(SUITS), rows=4, layout=widgets.Layout(width="60px"))
        self.lock_suit.add_class("dx-lock-suit")
        self.lock_suit.observe(
            self._guard(lambda c: self._flag(lock_suits="".join(x for x in SUITS if x in c["new"]))), names="value")
        self.lock_suit_label = widgets.HTML()
        self.lock_rank = widgets.Dropdown(options=[("—", "")] + [(r, r) for r in RANKS], value="",
                                          layout=widgets.Layout(width="90px"))
        self.lock_rank.add_class("dx-lock-rank")
        self.lock_rank.observe(self._guard(lambda c: self._flag(lock_rank=str(c["new"]))), names="value")
        self.lock_rank_label = widgets.HTML()
        self.turn_label = widgets.HTML()

        # rules
        self.law_toggles: dict[str, widgets.ToggleButton] = {}
        for cls in CARDS:
            b = widgets.ToggleButton(value=False)
            b.add_class("dx-law")
            b.add_class(f"dx-law-{cls.id}")
            b.observe(self._guard(lambda c, rid=cls.id: self._on_law(rid, bool(c["new"]))), names="value")
            self.law_toggles[cls.id] = b
        self.laws_box = widgets.Box(list(self.law_toggles.values()), layout=widgets.Layout(flex_flow="row wrap"))
        self.house_selects: list[widgets.SelectMultiple] = []
        self.house_labels: list[widgets.HTML] = []
        self.house_box = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))

        # the position and what may be played
        self.table_view = widgets.HTML()
        self.table_view.add_class("dx-table-view")
        self.moves_title = widgets.HTML()
        self.moves_box = widgets.VBox()
        self.moves_box.add_class("dx-moves")
        self.undo_button = widgets.Button(icon="undo", layout=widgets.Layout(width="auto"))
        self.undo_button.add_class("dx-undo")
        self.undo_button.on_click(self._guard(lambda _: self.undo()))
        self.edit_here = widgets.Button(icon="pencil", layout=widgets.Layout(width="auto"))
        self.edit_here.add_class("dx-edit-here")
        self.edit_here.on_click(self._guard(lambda _: self._edit_from_here()))
        self.events_view = widgets.HTML()
        self.events_view.add_class("dx-events")
        self.show_graph = widgets.Checkbox(value=False, indent=False)
        self.show_graph.add_class("dx-show-graph")
        self.show_graph.observe(self._guard(lambda _: self._render_graph()), names="value")
        self.graph_box = widgets.VBox()
        self.graph_box.add_class("dx-graph")
        self.active_view = ActiveRulesView()

        # save and load
        self.save_button = widgets.Button(icon="save", button_style="primary", layout=widgets.Layout(width="auto"))
        self.save_button.add_class("dx-save")
        self.save_button.on_click(self._guard(lambda _: self.save()))
        self.load_button = widgets.Button(icon="upload", layout=widgets.Layout(width="auto"))
        self.load_button.add_class("dx-load")
        self.load_button.on_click(self._guard(lambda _: self.load(str(self.yaml_box.value), "<pasted>")))
        self.upload = widgets.FileUpload(accept=".yaml,.yml", multiple=False)
        self.upload.add_class("dx-upload")
        self.upload.observe(self._guard(self._on_upload), names="value")
        self.download = widgets.HTML()
        self.download.add_class("dx-download")
        self.yaml_box: widgets.Textarea = widgets.Textarea(layout=widgets.Layout(width="100%", height="200px"))
        self.yaml_box.add_class("dx-yaml")
        self.about: dict[str, dict[str, widgets.Textarea]] = {}
        """The saved scenario's ``title`` / ``question`` / ``answer``, a box per language (``about[key][lang]``)."""
        about_rows = []
        for key in ABOUT_KEYS:
            boxes, cells = {}, []
            for lang in ("ja", "en"):
                box = widgets.Textarea(rows=1 if key == "title" else 2, layout=widgets.Layout(width="100%"))
                box.add_class("dx-about")
                box.add_class(f"dx-about-{key}-{lang}")
                boxes[lang] = box
                cells.append(widgets.VBox([heading(f"sb_{key}_{lang}", "b"), box],
                                          layout=widgets.Layout(flex="1 1 300px", min_width="0")))
            self.about[key] = boxes
            about_rows.append(widgets.Box(cells, layout=widgets.Layout(flex_flow="row wrap")))

        setup_column = widgets.VBox([
            heading("sb_players"), widgets.HBox([self.players_text, self.players_apply]),
            widgets.HBox([self.clear_button, self.reset_button]),
            heading("sb_cards"), self.target, self.picker, heading("sb_picker_hint", "small"),
            heading("sb_notation", "h4"), self.hands_box,
            widgets.HBox([self.field_label, self.field_text, self.field_by, self.field_apply]),
            widgets.HBox([self.history_label, self.history_text, self.history_apply]),
            widgets.HBox([self.discard_label, self.discard_text, self.discard_apply]),
            heading("sb_flags"),
            widgets.HBox([self.turn_label, self.turn, self.revolution, self.reversed]),
            widgets.HBox([self.lock_suit_label, self.lock_suit, self.lock_rank_label, self.lock_rank]),
            heading("sb_rules"), heading("sb_laws_hint", "small"), self.laws_box,
            heading("sb_house_hint", "small"), self.house_box,
        ], layout=widgets.Layout(flex="1 1 640px", min_width="0", padding="0 12px 0 0"))
        play_column = widgets.VBox([
            heading("sb_position"), self.table_view,
            self.moves_title, self.moves_box,
            widgets.HBox([self.undo_button, self.edit_here]),
            self.events_view,
            self.active_view, self.show_graph, self.graph_box,
        ], layout=widgets.Layout(flex="1 1 420px", min_width="0"))
        save_row = widgets.VBox([
            heading("sb_save_load"),
            heading("sb_about", "small"), *about_rows,
            widgets.HBox([self.save_button, self.load_button, self.upload, self.download]),
            self.yaml_box,
        ])
        self.permalink = widgets.HTML()
        self.permalink.add_class("dx-permalink")
        super().__init__([widgets.HTML(STYLE), self.switch, self.intro, self.message, self.permalink,
                          widgets.Box([setup_column, play_column], layout=widgets.Layout(flex_flow="row wrap")),
                          save_row])
        self.add_class("dx-page-sandbox")
        self._sync_widgets(texts=None)
        self._relabel()
        self.language.observe(self._guard(lambda _: self._relabel()), names="lang")

    # ------------------------------------------------------------------ small builders
    @property
    def lang(self) -> str:
        return str(self.language.lang)

    def _guard(self, handler: Callable[..., object]) -> Callable[[Any], None]:
        """``handler`` for a widget event: a bug in it shows a message in the page instead of a traceback."""

        def run(arg: Any) -> None:
            try:
                handler(arg)
            except Exception as exc:  # noqa: BLE001 - bad input is handled where it is read; this is a bug
                self._syncing = False
                what = f"{type(exc).__name__}: {exc}"
                self._say("error", f"内部エラー：{what}", f"Internal error: {what}")

        return run

    def _add_pick(self, card: int) -> None:
        b = widgets.ToggleButton(value=False, description=card_str(card))
        b.add_class("dx-pick")
        b.add_class("dx-card-" + ("JK2" if card == JOKER + 1 else card_str(card, ascii=True)))
        if card >= JOKER:
            b.add_class("dx-joker")
        elif card & 3 in (1, 2):
            b.add_class("dx-red")
        b.observe(self._guard(lambda c, card=card: self._on_pick(card, bool(c["new"]))), names="value")
        self.pick_buttons[card] = b

    def _text(self, place: str) -> widgets.Text:
        box = widgets.Text(layout=widgets.Layout(width="260px"))
        box.add_class("dx-notation")
        box.add_class(f"dx-notation-{place}")
        return box

    def _apply_button(self, place: str, css: str) -> widgets.Button:
        b = widgets.Button(layout=widgets.Layout(width="70px"))
        b.add_class("dx-apply")
        b.add_class(f"dx-apply-{css}")
        b.on_click(self._guard(lambda _: self.apply_text(place)))
        return b

    def _ensure_player_widgets(self) -> None:
        """(Re)build the per-player widgets when the players change."""
        players = self.setup.players
        if self._built_for == players:
            return
        self._built_for = players
        self.hand_texts, self.hand_applies, self.hand_labels = [], [], []
        self.house_selects, self.house_labels = [], []
        rows, houses = [], []
        for i, name in enumerate(players):
            text = self._text(f"hand-{i}")
            apply = self._apply_button(f"{HAND}{i}", f"hand-{i}")
            label = widgets.HTML(layout=widgets.Layout(width="150px"))
            select = widgets.SelectMultiple(options=[(c.id, c.id) for c in CARDS], rows=6,
                                            layout=widgets.Layout(width="190px"))
            select.add_class("dx-house")
            select.add_class(f"dx-house-{i}")
            if _NAME_CLASS.match(name):
                text.add_class(f"dx-notation-hand-{name}")
                apply.add_class(f"dx-apply-hand-{name}")
                select.add_class(f"dx-house-{name}")
            select.observe(self._guard(lambda c, seat=i: self._on_house(seat, tuple(c["new"]))), names="value")
            house_label = widgets.HTML()
            self.hand_texts.append(text)
            self.hand_applies.append(apply)
            self.hand_labels.append(label)
            self.house_selects.append(select)
            self.house_labels.append(house_label)
            rows.append(widgets.HBox([label, text, apply]))
            houses.append(widgets.VBox([house_label, select], layout=widgets.Layout(margin="0 8px 0 0")))
        self.hands_box.children = rows
        self.house_box.children = houses
        self._relabel_players()

    # ------------------------------------------------------------------ labels (language)
    def _relabel(self) -> None:
        lang = self.lang
        self.intro.value = f"<p>{escape(t('sb_intro', lang))}</p>"  # the frame's heading is the title
        for h, key, tag in self._headings:
            h.value = f"<{tag}>{escape(t(key, lang))}</{tag}>"
        for b in (self.players_apply, self.field_apply, self.history_apply, self.discard_apply):
            b.description = t("sb_apply", lang)
        for card, button in self.pick_buttons.items():  # the ace is 1 and the joker 🃏 in Japanese
            button.description = ("🃏" if card >= JOKER else card_ja(card)) if lang == "ja" else card_str(card)
        self.field_label.value = f"<b>{escape(t('field', lang))}</b>"
        self.history_label.value = f"<b>{escape(t('sb_history', lang))}</b>"
        self.history_text.placeholder = t("sb_history_hint", lang)
        self.discard_label.value = f"<b>{escape(t('discard', lang))}</b>"
        self.field_text.placeholder = "♠3 ♠4 JK=♠5"
        self.turn_label.value = f"<b>{escape(t('turn', lang))}</b>&nbsp;"
        self.revolution.description = t("revolution", lang)
        self.reversed.description = t("reversed", lang)
        self.lock_suit_label.value = f"<b>{escape(t('sb_lock_suit', lang))}</b>&nbsp;"
        self.lock_rank_label.value = f"&nbsp;<b>{escape(t('sb_lock_rank', lang))}</b>&nbsp;"
        for cls in CARDS:
            b = self.law_toggles[cls.id]
            b.description = f"{cls.number:02d} {cls.ja if lang == 'ja' else cls.en}"
            b.tooltip = cls.law_ja if lang == "ja" else cls.law_en
        self.undo_button.description = t("undo", lang)
        self.clear_button.description = t("sb_clear", lang)
        self.reset_button.description = t("sb_reset", lang)
        self.edit_here.description = t("sb_edit_here", lang)
        self.show_graph.description = t("sb_show_graph", lang)
        self.save_button.description = t("sb_save", lang)
        self.load_button.description = t("sb_load", lang)
        self.upload.description = t("sb_upload", lang)
        self.yaml_box.placeholder = t("sb_yaml_hint", lang)
        self._relabel_players()
        self._render_message()
        self._refresh_play()

    def _relabel_players(self) -> None:
        """Labels and options that name players or rules (their values are kept)."""
        lang = self.lang
        s = self.setup
        names = s.players
        was = self._syncing
        self._syncing = True
        try:
            for i, name in enumerate(names[: len(self.hand_labels)]):
                self.hand_labels[i].value = f"<b>{escape(t('sb_hand_of', lang).format(name=name))}</b>"
                self.hand_applies[i].description = t("sb_apply", lang)
                self.house_labels[i].value = f"<b>{escape(t('sb_house_of', lang).format(name=name))}</b>"
                select = self.house_selects[i]
                value = select.value
                select.options = [(f"{c.number:02d} {c.ja if lang == 'ja' else c.en}", c.id) for c in CARDS]
                select.value = value
            target = self.target.value
            targets = [(t("sb_hand_of", lang).format(name=n), f"{HAND}{i}") for i, n in enumerate(names)]
            targets += [(t("field", lang), FIELD), (t("discard", lang), DISCARD)]
            self.target.options = targets
            self.target.value = target if target in [v for _, v in targets] else f"{HAND}0"
            seats = [(n, i) for i, n in enumerate(names)]
            value = self.field_by.value
            self.field_by.options = [(f"{t('sb_field_by', lang)}: —", -1)] + [
                (f"{t('sb_field_by', lang)}: {n}", i) for n, i in seats]
            self.field_by.value = value if value in range(-1, len(names)) else -1
            value = self.turn.value
            self.turn.options = [(t("sb_auto", lang), -1)] + seats
            self.turn.value = value if value in range(-1, len(names)) else -1
            value = self.lock_rank.value
            self.lock_rank.options = [(t("sb_none", lang), "")] + [(r, r) for r in RANKS]
            self.lock_rank.value = value
        finally:
            self._syncing = was
        self._sync_picker()

    # ------------------------------------------------------------------ widgets from the set-up
    def _sync_widgets(self, texts: Iterable[str] | None) -> None:
        """Show ``self.setup`` in the widgets.  Only the notation boxes named in ``texts`` (``None``: all)
        are rewritten, so text the user typed elsewhere stays."""
        s = self.setup
        self._ensure_player_widgets()
        rewrite = None if texts is None else set(texts)
        self._syncing = True
        try:
            if rewrite is None:
                self.players_text.value = " ".join(s.players)
            for i, box in enumerate(self.hand_texts):
                if rewrite is None or f"{HAND}{i}" in rewrite:
                    box.value = mask_str(s.hands[i])
            if rewrite is None or FIELD in rewrite:
                self.field_text.value = s.field_text
            if rewrite is None or HISTORY in rewrite:
                self.history_text.value = "; ".join(f"{s.players[p]}: {m}" for p, m in s.history)
            if rewrite is None or DISCARD in rewrite:
                self.discard_text.value = mask_str(s.discard)
            self.field_by.value = -1 if s.field_by is None else s.field_by
            self.turn.value = -1 if s.turn is None else s.turn
            self.revolution.value = s.revolution
            self.reversed.value = s.reversed
            self.lock_suit.value = tuple(ch for ch in s.lock_suits)
            self.lock_rank.value = s.lock_rank
            self._sync_rules()
        finally:
            self._syncing = False
        self._sync_picker()

    def _sync_rules(self) -> None:
        was = self._syncing
        self._syncing = True
        try:
            for rid, b in self.law_toggles.items():
                b.value = rid in self.setup.laws
            for i, select in enumerate(self.house_selects):
                select.value = self.setup.house[i] if i < len(self.setup.house) else ()
        finally:
            self._syncing = was

    def _sync_picker(self) -> None:
        """Pressed: the card is in the chosen place; disabled: it is somewhere else."""
        target = self.target.value
        try:
            places = self.setup.placements()
        except ExplorerError:
            return
        own = others = 0
        for where, mask in places:
            if where == target:
                own |= mask
            else:
                others |= mask
        was = self._syncing
        self._syncing = True
        try:
            for card, b in self.pick_buttons.items():
                pressed = bool(own >> card & 1)
                if b.value != pressed:
                    b.value = pressed
                disabled = bool(others >> card & 1) and not pressed
                if b.disabled != disabled:
                    b.disabled = disabled
        finally:
            self._syncing = was

    # ------------------------------------------------------------------ messages
    def _say(self, kind: str, ja: str = "", en: str = "") -> None:
        self._message = (kind, ja, en or ja)
        self._render_message()

    def _say_key(self, kind: str, key: str, detail: tuple[str, str] | None = None, **fmt: object) -> None:
        ja, en = t(key, "ja").format(**fmt), t(key, "en").format(**fmt)
        if detail is not None:
            ja, en = f"{ja}：{detail[0]}", f"{en}: {detail[1]}"
        self._say(kind, ja, en)

    def _render_message(self) -> None:
        kind, ja, en = self._message
        text = ja if self.lang == "ja" else en
        self.message.value = f'<div class="dx-msg dx-msg-{kind}">{escape(text)}</div>' if text else ""

    def message_text(self) -> str:
        """The message shown now (in the page's language)."""
        kind, ja, en = self._message
        return ja if self.lang == "ja" else en

    def _place_name(self, place: str, lang: str) -> str:
        if place.startswith(HAND):
            return t("sb_hand_of", lang).format(name=self.setup.players[int(place[len(HAND):])])
        return t("sb_history" if place == HISTORY else place, lang)

    # ------------------------------------------------------------------ changing the set-up
    def _update(self, new: Setup, texts: Sequence[str] | None = ()) -> bool:
        """Take ``new`` as the set-up if its cards are consistent, then rebuild the engine state.

        ``texts``: the notation boxes to rewrite from the new set-up (``None``: all); the first is the place
        the user changed.
        """
        try:
            new = new.normalized()
            clash = new.clash()
        except ExplorerError as exc:
            self._say_key("error", "sb_bad_notation", _error_texts(exc))
            self._sync_widgets(texts=())
            return False
        if clash is not None:
            card, first, second = clash
            where = second if texts is not None and first in texts else first
            ja, en = (t("sb_card_taken", lang).format(card=card_str(card), where=self._place_name(where, lang))
                      for lang in ("ja", "en"))
            self._say("error", ja, en)
            self._sync_widgets(texts=())
            return False
        self.setup = new
        self._sync_widgets(texts=texts)
        return self._rebuild()

    def _rebuild(self) -> bool:
        """Rebuild the engine state from the set-up and replay the moves played so far."""
        try:
            state = self.setup.build()
        except ExplorerError as exc:
            self._say_key("error", "sb_bad_position", _error_texts(exc))
            self._refresh_play()
            return False
        played = self.game.move_stack
        kept, why = self._replay(state, played)
        self.good, self.game, self.events = self.setup, state, []
        if why is not None:
            self._say_key("info", "sb_replay_dropped", why, kept=kept)
        elif played:
            self._say_key("info", "sb_replayed", n=kept)
        else:
            self._say("")
        self._refresh_play()
        return True

    @staticmethod
    def _replay(state: State, actions: Sequence[Action]) -> tuple[int, tuple[str, str] | None]:
        """Play ``actions`` again on ``state`` (by their text, so the names and jokers of ``state`` apply)."""
        for i, a in enumerate(actions):
            text = "—"
            try:
                text = state.action_str(a)
                state.push(state.parse_action(text))
            except IndexError:
                return i, ("—", "a player of this move is gone")
            except ExplorerError as exc:
                ja, en = _error_texts(exc)
                return i, (f"{text}：{ja}", f"{text}: {en}")
        return len(actions), None

    def clear(self, rules: bool = False) -> None:
        """Take every card off the table and forget the moves played; the players stay, and so do the laws
        and house rules unless ``rules`` (a blank table to start over from)."""
        while self.game.move_stack:
            self.game.pop()
        self.events = []
        blank = replace(self.setup, laws=(), house=((),) * len(self.setup.players)) if rules else self.setup
        self._update(replace(blank, hands=(0,) * len(self.setup.players), field_text="", field_by=None,
                             history=(), discard=0, revolution=False, reversed=False, lock_suits="",
                             lock_rank="", turn=None, extra={}), texts=None)

    def _on_pick(self, card: int, pressed: bool) -> None:
        if self._syncing:
            return
        target = str(self.target.value)
        try:
            mask = self.setup.place_mask(target)
        except ExplorerError:
            mask = 0
        mask = mask | 1 << card if pressed else mask & ~(1 << card)
        self._update(self.setup.with_place(target, mask), texts=[target])

    def apply_text(self, place: str) -> bool:
        """Read the notation box of ``place`` (``hand:0`` …, ``field``, ``history``, ``discard``) into the set-up."""
        if place.startswith(HAND):
            text = self.hand_texts[int(place[len(HAND):])].value
        else:
            text = {FIELD: self.field_text, HISTORY: self.history_text, DISCARD: self.discard_text}[place].value
        try:
            if place == FIELD:
                text = text.strip()
                if text:
                    parse_pattern(text)
                by = self.setup.field_by
                new = replace(self.setup, field_text=text,
                              field_by=len(self.setup.players) - 1 if text and by is None else by)
            elif place == HISTORY:
                new = replace(self.setup, history=self._parse_history(text))
            else:
                new = self.setup.with_place(place, parse_cards(text))
        except ExplorerError as exc:
            self._say_key("error", "sb_bad_notation", _error_texts(exc))
            return False
        return self._update(new, texts=[place])

    def _parse_history(self, text: str) -> tuple[tuple[int, str], ...]:
        out = []
        for entry in re.split(r"[;\n]", text):
            if not entry.strip():
                continue
            who, sep, cards = entry.partition(":")
            who = who.strip()
            if not sep:
                raise NotationError(entry.strip(), "expected 'NAME: cards' (e.g. 'D: ♦4')",
                                    "「名前: カード」の形で書く（例：'D: ♦4'）")
            if who not in self.setup.players:
                raise NotationError(who, f"no player called {who!r} (players: {', '.join(self.setup.players)})",
                                    f"{who!r}という名前のプレイヤーはいない（プレイヤー：{'、'.join(self.setup.players)}）")
            parse_pattern(cards)
            out.append((self.setup.players.index(who), " ".join(split_tokens(cards))))
        return tuple(out)

    def _apply_players(self) -> None:
        names = tuple(self.players_text.value.replace(",", " ").split())
        if (not 3 <= len(names) <= 6 or len(set(names)) != len(names)
                or not all(len(n) <= NAME_LIMIT and n.isprintable() for n in names)):
            self._say_key("error", "sb_bad_players")
            return
        if names == self.setup.players:
            return
        s = self.setup
        n = len(names)

        def keep(seat: int | None) -> int | None:
            return seat if seat is not None and seat < n else None

        new = replace(
            s, players=names,
            hands=tuple(s.hands[i] if i < len(s.hands) else 0 for i in range(n)),
            house=tuple(s.house[i] if i < len(s.house) else () for i in range(n)),
            history=tuple((p, m) for p, m in s.history if p < n),
            field_by=keep(s.field_by) if s.field_by is None or s.field_by < n else n - 1,
            turn=keep(s.turn), extra={},
        )
        self._update(new, texts=[f"{HAND}{i}" for i in range(n)] + [HISTORY])

    def _on_field_by(self, change: Mapping[str, Any]) -> None:
        if not self._syncing:
            value = int(change["new"])
            self._update(replace(self.setup, field_by=None if value < 0 else value))

    def _on_turn(self, change: Mapping[str, Any]) -> None:
        if not self._syncing:
            value = int(change["new"])
            self._update(replace(self.setup, turn=None if value < 0 else value))

    def _flag(self, **changes: Any) -> None:
        if not self._syncing:
            self._update(replace(self.setup, **changes))

    def _on_law(self, rule_id: str, on: bool) -> None:
        if self._syncing:
            return
        s = self.setup
        if on:
            holder = next((i for i, ids in enumerate(s.house) if rule_id in ids), None)
            if holder is not None:
                self._say(
                    "error",
                    t("sb_law_conflict", "ja").format(rule=rule_label(rule_id, "ja"), name=s.players[holder]),
                    t("sb_law_conflict", "en").format(rule=rule_label(rule_id, "en"), name=s.players[holder]))
                self._sync_rules()
                return
            wanted = set(s.laws) | {rule_id}
        else:
            wanted = set(s.laws) - {rule_id}
        self._update(replace(s, laws=tuple(c.id for c in CARDS if c.id in wanted)))

    def _on_house(self, seat: int, ids: tuple[str, ...]) -> None:
        if self._syncing:
            return
        s = self.setup
        for rid in ids:
            if rid in s.house[seat]:
                continue
            if rid in s.laws:
                self._say("error", t("sb_house_is_law", "ja").format(rule=rule_label(rid, "ja")),
                          t("sb_house_is_law", "en").format(rule=rule_label(rid, "en")))
                self._sync_rules()
                return
            other = next((i for i, h in enumerate(s.house) if i != seat and rid in h), None)
            if other is not None:
                self._say(
                    "error",
                    t("sb_law_conflict", "ja").format(rule=rule_label(rid, "ja"), name=s.players[other]),
                    t("sb_law_conflict", "en").format(rule=rule_label(rid, "en"), name=s.players[other]))
                self._sync_rules()
                return
        house = list(s.house)
        house[seat] = tuple(c.id for c in CARDS if c.id in ids)
        self._update(replace(s, house=tuple(house)))

    # ------------------------------------------------------------------ playing
    def play(self, action: Action) -> bool:
        """Push ``action`` on the engine state; an illegal one only shows the engine's reason."""
        try:
            self.events = self.game.push(action)
        except ExplorerError as exc:
            self._say_key("error", "sb_refused", _error_texts(exc))
            self._refresh_play()
            return False
        self._say("")
        self._refresh_play()
        return True

    def undo(self) -> bool:
        if not self.game.move_stack:
            return False
        action = self.game.pop()
        self.events = []
        self._say_key("info", "sb_undone", action=self.game.action_str(action))
        self._refresh_play()
        return True

    def _edit_from_here(self) -> None:
        st = self.game
        if st.pending is None or st.pending.kind is not DecisionKind.PLAY or st.phase is not Phase.PLAY:
            self._say_key("error", "sb_cannot_edit")
            return
        try:
            new = self.good.from_state(st)
            state = new.build()
        except ExplorerError as exc:
            self._say_key("error", "sb_bad_position", _error_texts(exc))
            return
        self._adopt(new, state, None)
        self._say_key("ok", "sb_edited")

    def _adopt(self, setup: Setup, state: State, meta: dict[str, Any] | None) -> None:
        self.setup = self.good = setup
        self.game = state
        self.events = []
        if meta is not None:
            self.meta = meta
            self._show_about()
        self._sync_widgets(texts=None)
        self._refresh_play()

    # ------------------------------------------------------------------ the play column
    def link_query(self) -> str:
        """The position as an address parameter (``pos=…``: the scenario YAML, compressed, URL-safe base64);
        the page script puts it in the address, so a reload or a shared link opens this position."""
        packed = zlib.compress(self.scenario_text().encode("utf-8"), 9)
        return "pos=" + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")

    def from_request(self, params: Mapping[str, str]) -> None:
        """Open the position a link carries (``pos``, as :meth:`link_query` writes it); a bad one is said."""
        code = params.get("pos")
        if not code:
            return
        try:
            text = zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))).decode("utf-8")
        except (ValueError, zlib.error, UnicodeDecodeError):
            self._say_key("error", "sb_bad_link")
            return
        self.load(text, "<link>")

    def _refresh_play(self) -> None:
        st = self.game
        try:
            self.permalink.value = f'<span data-dx-query="{escape(self.link_query())}"></span>'
        except Exception:  # noqa: BLE001 - a position that cannot be written keeps the previous link
            pass
        # While dealing, the engine counts a player without cards as out (a place, even the king's points):
        # no result is shown until everybody has cards (or is listed as out) or a move has been played,
        # and no move until at least two players hold cards.
        waiting = () if st.move_stack else self.good.waiting()
        self.table_view.value = table_html(st, self.lang, results=not waiting)
        if waiting and sum(1 for h in self.good.hands if h) < 2:
            self.move_buttons, self.move_rows = {}, []
            self.moves_title.value = f"<h3>{escape(t('sb_moves_of', self.lang).format(name='—'))}</h3>"
            note = t("sb_waiting", self.lang).format(names="、".join(waiting) if self.lang == "ja"
                                                     else ", ".join(waiting))
            self.moves_box.children = [widgets.HTML(f'<i class="dx-waiting">{escape(note)}</i>')]
        else:
            self._render_moves()
        self._render_events()
        self.undo_button.disabled = not st.move_stack
        self.edit_here.disabled = not st.move_stack
        self._render_graph()

    def _fires(self, player: int, action: Action) -> tuple[tuple[str, ...], str, str]:
        """The rules that fire if ``action`` is played, and the events in both languages (asked of a copy)."""
        c = self.game.copy()
        try:
            events = c.push(action)
        except ExplorerError:
            return (), "", ""
        rules = tuple(dict.fromkeys(e.rule for e in events if e.rule is not None))
        return (rules, "\n".join(e.ja for e in events[1:]), "\n".join(e.en for e in events[1:]))

    def _move_rows(self) -> list[MoveRow]:
        """Every candidate play of the player to act, legal or not, as the engine judges it."""
        st = self.game
        pend = st.pending
        rows: list[MoveRow] = []
        if pend is None:
            return rows
        p = pend.player
        if pend.kind is DecisionKind.PLAY:
            for meld in dict.fromkeys([*st.all_melds(p), *st.candidate_melds(p)]):
                action = st.play_action(p, meld)
                why = st.refusal(p, meld)
                if why is None:
                    fires, ja, en = self._fires(p, action)
                    rows.append(MoveRow(str(meld), True, action, en=en, ja=ja, fires=fires))
                else:
                    rows.append(MoveRow(str(meld), False, action, why.rule, why.en, why.ja))
            why = st.refusal_of(Pass(p))
            if why is None:
                rows.append(MoveRow("pass", True, Pass(p)))
            else:
                rows.append(MoveRow("pass", False, Pass(p), why.rule, why.en, why.ja))
        else:
            if pend.kind is DecisionKind.CHOICE and st.choice is not None:
                options = list(st.choice.options)
            else:
                window = st.window_actions()
                options = [a for a in st.legal_actions if a not in window]
            for a in options:
                rows.append(MoveRow(st.action_str(a), True, a))
        return rows

    def _render_moves(self) -> None:
        st = self.game
        lang = self.lang
        pend = st.pending
        self.move_buttons = {}
        self.move_rows = self._move_rows()
        if pend is None:
            started = sum(1 for h in self.good.hands if h) >= 2 or bool(st.move_stack)
            self.moves_title.value = f"<h3>{escape(t('sb_moves_of', lang).format(name='—'))}</h3>"
            note = t("sb_round_over" if started else "sb_no_moves", lang)
            self.moves_box.children = [widgets.HTML(f"<i>{escape(note)}</i>")]
            return
        name = st.players[pend.player]
        self.moves_title.value = f"<h3>{escape(t('sb_moves_of', lang).format(name=name))}</h3>"
        children: list[widgets.Widget] = []
        if pend.kind is DecisionKind.CHOICE and st.choice is not None:
            what = ja_text(st.choice.ja) if lang == "ja" else st.choice.en
            rule = f'<span class="dx-rule">{escape(rule_label(st.choice.rule, lang))}</span>' if st.choice.rule else ""
            children.append(widgets.HTML(f"<b>{rule}{escape(t('sb_choice', lang).format(name=name, what=what))}</b>"))
        elif pend.kind is not DecisionKind.PLAY:
            what = t("sb_decision", lang).format(name=name, kind=check_label(pend.kind.value, lang))
            children.append(widgets.HTML(f"<b>{escape(what)}</b>"))
        legal = [r for r in self.move_rows if r.legal]
        illegal = [r for r in self.move_rows if not r.legal]
        if pend.kind is DecisionKind.PLAY:
            children.append(widgets.HTML(f"<b>{escape(t('sb_legal_moves', lang))}</b>"))
        buttons = []
        if len(legal) > MAX_BUTTONS:
            children.append(widgets.HTML(f"<i>{escape(t('sb_more', lang).format(n=len(legal) - MAX_BUTTONS))}</i>"))
            legal = legal[:MAX_BUTTONS]
        for row in legal:
            b = widgets.Button(layout=widgets.Layout(width="auto"))
            b.add_class("dx-move-legal")
            b.add_class("dx-play")
            if isinstance(row.action, Pass):
                b.add_class("dx-move-pass")
                b.description = t("pass", lang)
            elif isinstance(row.action, Play):
                b.add_class(_meld_class(row.label))
                fired = [rule_label(r, lang) for r in row.fires]
                shown = meld_ja(row.label) if lang == "ja" else row.label
                b.description = shown + (f"  ⇒ {'、'.join(fired) if lang == 'ja' else ', '.join(fired)}" if fired else "")
                b.tooltip = row.reason(lang)
            else:
                b.add_class("dx-choice")
                b.description = action_text(st, row.action, lang) if row.action is not None else row.label
            b.on_click(self._guard(lambda _, a=row.action: self.play(a)))
            self.move_buttons[row.label] = b
            buttons.append(b)
        children.append(widgets.Box(buttons, layout=widgets.Layout(flex_flow="row wrap")))
        if illegal:
            # one line per reason, joker variants folded: the rare, telling refusals first
            melds = [r.action.meld for r in illegal if isinstance(r.action, Play)]
            groups = refusal_groups(st, pend.player, melds)
            lines = [groups_html(groups, lang)]
            for row in illegal:
                if isinstance(row.action, Pass):
                    lines.insert(0, f'<div class="dx-move-illegal dx-move-pass dx-refusal-group" data-rule="{escape(row.rule)}">'
                                    f'<span class="meld">{escape(t("pass", lang))}</span> '
                                    f'<span class="dx-rule">{escape(rule_label(row.rule, lang))}</span>'
                                    f"{escape(row.reason(lang))}</div>")
            children.append(widgets.HTML(f"{CARD_STYLE}<b>{escape(t('sb_illegal_moves', lang))}</b>" + "".join(lines)))
        window = [a for a in st.window_actions() if st.refusal_of(a) is None]
        if window:
            wbuttons = []
            for a in window[:MAX_BUTTONS]:
                label = st.action_str(a)
                b = widgets.Button(description=action_text(st, a, lang), layout=widgets.Layout(width="auto"))
                b.add_class("dx-window")
                b.add_class("dx-play")
                b.on_click(self._guard(lambda _, a=a: self.play(a)))
                self.move_buttons[label] = b
                wbuttons.append(b)
            children.append(widgets.HTML(f"<b>{escape(t('sb_window', lang))}</b>"))
            children.append(widgets.Box(wbuttons, layout=widgets.Layout(flex_flow="row wrap")))
        self.moves_box.children = children

    def _render_events(self) -> None:
        lang = self.lang
        if not self.events:
            self.events_view.value = ""
            return
        lines = []
        for e in self.events:
            if e.kind in ("play", "pass"):
                lines.append(f'<div class="dx-event" data-rule=""><b>{escape(e.text(lang))}</b></div>')
                continue
            tag = f'<span class="dx-rule">{escape(rule_label(e.rule, lang))}</span>' if e.rule else ""
            lines.append(f'<div class="dx-event" data-rule="{escape(e.rule or "")}">{tag}{escape(e.text(lang))}</div>')
        self.events_view.value = f"<h4>{escape(t('events', lang))}</h4>" + "".join(lines)

    def _render_graph(self) -> None:
        self.active_view.update(self.game, self.lang)  # the rules in force as a graph (issue 12)
        if not self.show_graph.value:
            self.graph_box.children = []
            return
        lang = self.lang
        if self.game.pending is None:
            self.graph_box.children = [widgets.HTML(f"<i>{escape(t('sb_no_graph', lang))}</i>")]
            return
        from explorer.graphs.position import position_graph
        from explorer.widgets.graph_view import position_view

        try:
            graph = position_graph(self.game, lang=lang)
        except ExplorerError as exc:
            ja, en = _error_texts(exc)
            text = ja if lang == "ja" else en
            self.graph_box.children = [widgets.HTML(f'<div class="dx-msg dx-msg-error">{escape(text)}</div>')]
            return
        self.graph_box.children = [position_view(graph, lang)]

    # ------------------------------------------------------------------ save and load
    def _show_about(self) -> None:
        """Fill the title / question / answer boxes from ``self.meta`` (a loaded scenario's texts)."""
        for key, boxes in self.about.items():
            value = self.meta.get(key)
            for lang, box in boxes.items():
                if isinstance(value, Mapping):
                    text = value.get(lang)
                else:
                    text = value  # a text given once stands for both languages
                box.value = "" if text is None else str(text)

    def about_meta(self) -> dict[str, Any]:
        """``self.meta`` with the title / question / answer typed in the boxes (a blank text is left out;
        a text typed in one language only is saved in that language, and the loader shows it for both)."""
        meta = {k: v for k, v in self.meta.items() if k not in ABOUT_KEYS}
        for key, boxes in self.about.items():
            texts = {lang: str(box.value).strip() for lang, box in boxes.items()}
            texts = {lang: text for lang, text in texts.items() if text}
            if texts:
                meta[key] = texts
        return meta

    def scenario_text(self) -> str:
        """The position on the table (the last valid set-up and the moves played) as scenario YAML, with the
        title, question and answer typed in the save box."""
        steps = [self.game.action_str(a) for a in self.game.move_stack]
        data = self.good.scenario(steps, self.about_meta())
        return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1000)

    def save(self) -> str:
        text = self.scenario_text()
        self.yaml_box.value = text
        name = str(self.meta.get("id", "sandbox-position"))
        b64 = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (f'<a class="dx-download-link" download="{escape(name)}.yaml" '
                               f'href="data:text/yaml;charset=utf-8;base64,{b64}">'
                               f'⬇ {escape(t("sb_download", self.lang))}</a>')
        if self.setup != self.good:
            self._say_key("info", "sb_saved_last_good")
        else:
            self._say_key("ok", "sb_saved", n=len(self.game.move_stack))
        return text

    def load(self, text: str, path: str = "<pasted>") -> bool:
        """Load a scenario (YAML text): its start becomes the set-up, its ``do`` steps are played.

        A broken file only shows the error (naming the file and the field); the position stays.
        """
        try:
            sc = scenario_from_text(text, path)  # the size, alias, depth and field checks of every loader
            setup = Setup.from_scenario(sc)
            state = setup.build()
            for i, step in enumerate(sc.steps):
                if step.do is None or step.expect.get("legal") is False:
                    continue
                try:
                    state.push(state.parse_action(step.do))
                except ExplorerError as exc:
                    raise ScenarioError(path, f"steps[{i}].do", str(exc), exc.text("ja")) from None
        except ExplorerError as exc:
            self._say_key("error", "sb_load_failed", _error_texts(exc))
            return False
        meta = {k: sc.raw[k] for k in ("id", "title", "source", "question", "answer") if k in sc.raw}
        self._adopt(setup, state, meta)
        self._say("ok", t("sb_loaded", "ja").format(title=sc.title.ja, n=len(state.move_stack)),
                  t("sb_loaded", "en").format(title=sc.title.en, n=len(state.move_stack)))
        if setup.extra or setup.options:
            keys = ", ".join([*setup.extra, *(["options"] if setup.options else [])])
            kind, ja, en = self._message
            more_ja, more_en = (t("sb_extra", lang).format(keys=keys) for lang in ("ja", "en"))
            self._say(kind, f"{ja} {more_ja}", f"{en} {more_en}")
        return True

    def _on_upload(self, change: Mapping[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[-1]
        try:
            text = bytes(f["content"]).decode("utf-8")
        except UnicodeDecodeError:
            self._say_key("error", "sb_load_failed", (t("sb_bad_file", "ja"), t("sb_bad_file", "en")))
            return
        self.yaml_box.value = text
        self.load(text, str(f.get("name", "<upload>")))


def sandbox_page(language: Language | None = None) -> widgets.Widget:
    """The Sandbox page (see :class:`Sandbox`)."""
    return Sandbox(language)
