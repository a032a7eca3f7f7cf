"""The Sandbox page: set up any position, see what the player to act may do and which rule says so.

The page is a thin view over the engine.  What the user builds is a :class:`Setup` (players, rules, where
every card lies, the state of play); :meth:`Setup.build` turns it into a :class:`~explorer.engine.state.State`
with :meth:`State.from_position <explorer.engine.state.State.from_position>`, the single source of truth.  Every
question — is this play legal, why not, what happens when it is played — goes to that state.  Bad input
(unreadable notation, an impossible position, a broken scenario file) only shows a message: the last
good position stays on the table and the text the user typed stays in its box.

Stable CSS classes (browser tests rely on them): the page ``dx-page-sandbox``; the card picker's buttons
``dx-pick`` and ``dx-card-S3`` … ``dx-card-JK`` (``dx-card-JK2`` for the second joker), the target
switch ``dx-target``; notation boxes ``dx-notation`` (``dx-notation-hand-0`` …, ``-field``, ``-history``,
``-discard``) with their buttons ``dx-apply`` (``dx-apply-hand-0`` …); ``dx-players`` /
``dx-players-apply``; ``dx-clear``; ``dx-field-by``, ``dx-turn``, ``dx-revolution``, ``dx-reversed``, ``dx-lock-suit``,
``dx-lock-rank``; law toggles ``dx-law`` and ``dx-law-<id>``; the house rules' player switch
``dx-house-player`` above one grid of toggles ``dx-house`` and ``dx-house-<id>`` (the chosen player's); the move list ``dx-moves`` with ``dx-move-legal`` buttons (also ``dx-play`` and
``dx-meld-S8-H8`` …; the pass button ``dx-move-pass``) and ``dx-move-illegal`` rows (``data-rule`` names the
rule); effect choices ``dx-choice``; ``dx-message``, ``dx-events``, ``dx-table-view``, ``dx-undo``,
``dx-edit-here``, ``dx-show-graph``, ``dx-graph``, ``dx-save``, ``dx-load``, ``dx-yaml``, ``dx-upload``,
``dx-download``; the saved scenario's texts ``dx-about`` (``dx-about-title-ja``, ``dx-about-question-en`` …);
the play column ``dx-play-column`` and the editor ``dx-editor`` (its body ``dx-editor-body``, folded on a phone
behind ``dx-edit-toggle``); ``dx-autofill``, ``dx-table-notes``, ``dx-copy-link``; a play that sets off a
forbidden finish ``dx-forbidden-finish``; the Analyse view ``dx-analyse-box`` (``dx-analyse-player``,
``dx-analyse``, ``dx-analysis`` with ``dx-verdict`` (``data-first`` yes / no / unknown) and ``dx-without``
(``data-rule``), the line ``dx-line-back`` / ``dx-line-next`` / ``dx-line-table``) and winning plays ``dx-winning``.
"""


from __future__ import annotations

from collections.abc import Callable, Iterable
from html import escape
from typing import Any

import ipywidgets as widgets

from explorer.engine.actions import Action
from explorer.engine.cards import JOKER, NUM_RANKS, RANKS, SUITS, card_str, make_card, mask_str
from explorer.engine.errors import ExplorerError
from explorer.engine.events import Event
from explorer.engine.game import DecisionKind, Phase
from explorer.rules.catalogue import rule_class
from explorer.engine.state import State
from explorer.engine.melds import parse_pattern
from explorer.text.phrasing import action_ja, card_ja, meld_ja
from explorer.engine.contract import Rule
from explorer.widgets.deck_choice import (
    RULES_BY_DECK,
    TABLE_DECK,
    DeckOptions,
    deck_name,
    deck_of,
    rule_css,
    rule_title,
)
from explorer.widgets.i18n import Language, labelled, t
from explorer.widgets.looks import Looks, replace_children
from explorer.widgets.rules_file_box import RulesFileBox
from explorer.widgets.cards_view import SAID_CSS, suit_class
from explorer.widgets.table import table_html
from explorer.widgets.active_graph import ActiveRulesView
from explorer.widgets.sandbox.position import (
    DISCARD,
    EXAMPLE,
    FIELD,
    HAND,
    HISTORY,
    Setup,
    _NAME_CLASS,
    _error_texts,
)
from explorer.widgets.sandbox.moves_view import MoveRow, MovesPart
from explorer.widgets.sandbox.saving import ABOUT_KEYS, SavingPart
from explorer.widgets.sandbox.editing import EditingPart
from explorer.widgets.sandbox.analysis_view import STYLE as ANALYSIS_STYLE
from explorer.widgets.sandbox.analysis_view import AnalysisPart

# The line's table is as wide as its column (less the widget's 2 px margins), as the table's is (widgets/table.py):
# with an automatic width, Chrome sized its height in the play column as if the seats wrapped.
STYLE = """<style>
.dx-page-sandbox .dx-pick{width:46px;min-width:46px;height:30px;padding:0;margin:1px;font-weight:600}
.dx-page-sandbox .dx-pick.dx-red{color:#c92a2a}
.dx-four .dx-page-sandbox .dx-pick.suit-D{color:#1864ab}.dx-four .dx-page-sandbox .dx-pick.suit-C{color:#2b8a3e}
.dx-page-sandbox .dx-pick.dx-joker{color:#862e9c}
.dx-page-sandbox .dx-pick.mod-active{background:#ffe066}
.dx-page-sandbox .dx-law{width:190px;margin:1px;text-align:left}
.dx-page-sandbox .dx-law.mod-active{background:#74c0fc}
.dx-page-sandbox .dx-house{width:190px;margin:1px;text-align:left}
.dx-page-sandbox .dx-house.mod-active{background:#ffc078}
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
.dx-page-sandbox .dx-edit-toggle{display:none}
.dx-page-sandbox .widget-html.dx-line-table{width:calc(100% - 4px)}
@media (max-width:700px){.dx-page-sandbox .dx-pick{width:44px;min-width:44px}
 .dx-page-sandbox .dx-edit-toggle{display:inline-block;font-weight:600}
 .dx-page-sandbox.dx-editor-folded .dx-editor-body{display:none}
 .dx-page-sandbox .dx-editor{padding:0 !important}
 .dx-page-sandbox .dx-law,.dx-page-sandbox .dx-house{width:calc(50% - 2px);font-size:12px;padding:0 4px}}
""" + ANALYSIS_STYLE + SAID_CSS + """</style>"""



class Sandbox(EditingPart, SavingPart, MovesPart, AnalysisPart, widgets.VBox):  # type: ignore[misc]
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
        # One Layout and one style instance per look, shared by the widgets that look alike (widgets/looks.py):
        # the page's widget models are what the browser asks the kernel for when it opens the page.
        self.looks = looks = Looks()
        make = looks.make

        def heading(key: str, tag: str = "h3") -> widgets.HTML:
            h = make(widgets.HTML)
            self._headings.append((h, key, tag))
            return h

        self.switch = self.language.switch()
        self.intro = make(widgets.HTML)
        self.message = make(widgets.HTML)
        self.message.add_class("dx-message")

        # players
        self.players_text = make(widgets.Text, value=" ".join(self.setup.players), layout={"width": "260px"})
        self.players_text.add_class("dx-players")
        self.players_apply = make(widgets.Button)
        self.players_apply.add_class("dx-players-apply")
        self.players_apply.on_click(self._guard(lambda _: self._apply_players()))
        self.clear_button = make(widgets.Button, icon="eraser", layout={"width": "auto"})
        self.clear_button.add_class("dx-clear")
        self.clear_button.on_click(self._guard(lambda _: self.clear()))
        self.reset_button = make(widgets.Button, icon="trash", layout={"width": "auto"})
        self.reset_button.add_class("dx-reset")
        self.reset_button.on_click(self._guard(lambda _: self.clear(rules=True)))

        # the other hands, filled by the page when the user deals one (the answer computes at once)
        self.autofill = make(widgets.Checkbox, value=True, indent=False, layout={"width": "auto"})
        self.autofill.add_class("dx-autofill")
        self.autofill.observe(self._guard(lambda c: self._on_autofill(bool(c["new"]))), names="value")

        # the card picker
        self.target = make(widgets.ToggleButtons, options=[("A", f"{HAND}0")], style={"button_width": "auto"})
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
        self.picker = make(widgets.VBox, [make(widgets.Box, row, layout={"flex_flow": "row wrap"}) for row in rows])
        self.picker.add_class("dx-picker")
        self.said = make(widgets.HTML)
        """What the last pick did, for a screen reader (a live region, not shown): 「♠3をAの手札に置いた」."""
        self.said.add_class("dx-said")

        # notation
        self.hand_texts: list[widgets.Text] = []
        self.hand_applies: list[widgets.Button] = []
        self.hand_labels: list[widgets.HTML] = []
        self.hands_box = make(widgets.VBox)
        self.field_text = self._text("field", FIELD)
        self.field_by = make(widgets.Dropdown, options=[("—", -1)], value=-1, layout={"width": "170px"})
        self.field_by.add_class("dx-field-by")
        self.field_by.observe(self._guard(self._on_field_by), names="value")
        self.field_label = make(widgets.HTML, layout={"width": "150px"})
        self.field_apply = self._apply_button(FIELD, "field")
        self.history_label = make(widgets.HTML, layout={"width": "150px"})
        self.history_text = self._text("history", HISTORY)
        self.history_apply = self._apply_button(HISTORY, "history")
        self.discard_label = make(widgets.HTML, layout={"width": "150px"})
        self.discard_text = self._text("discard", DISCARD)
        self.discard_apply = self._apply_button(DISCARD, "discard")

        # the state of play
        self.turn = make(widgets.Dropdown, options=[("—", -1)], value=-1,
                         layout={"width": "min(100%, 330px)"})
        self.turn.add_class("dx-turn")
        self.turn.observe(self._guard(self._on_turn), names="value")
        self.revolution = make(widgets.Checkbox, indent=False, layout={"width": "auto"})
        self.revolution.add_class("dx-revolution")
        self.revolution.observe(self._guard(lambda c: self._flag(revolution=bool(c["new"]))), names="value")
        self.reversed = make(widgets.Checkbox, indent=False, layout={"width": "auto"})
        self.reversed.add_class("dx-reversed")
        self.reversed.observe(self._guard(lambda c: self._flag(reversed=bool(c["new"]))), names="value")
        self.lock_suit = make(widgets.SelectMultiple, options=list(SUITS), rows=4, layout={"width": "60px"})
        self.lock_suit.add_class("dx-lock-suit")
        self.lock_suit.observe(
            self._guard(lambda c: self._flag(lock_suits="".join(x for x in SUITS if x in c["new"]))), names="value")
        self.lock_suit_label = make(widgets.HTML)
        self.lock_rank = make(widgets.Dropdown, options=[("—", "")] + [(r, r) for r in RANKS], value="",
                              layout={"width": "90px"})
        self.lock_rank.add_class("dx-lock-rank")
        self.lock_rank.observe(self._guard(lambda c: self._flag(lock_rank=str(c["new"]))), names="value")
        self.lock_rank_label = make(widgets.HTML)
        self.turn_label = make(widgets.HTML)

        # rules
        # the rules of every deck (explorer/rules/decks.py): the deck switch lists one deck's at a time
        self.deck = make(widgets.ToggleButtons, options=[(d, d) for d, _ in RULES_BY_DECK], value=RULES_BY_DECK[0][0],
                         style={"button_width": "auto"})
        self.deck.add_class("dx-deck")
        self.deck.observe(self._guard(lambda _: self._show_deck()), names="value")
        self.rule_decks: list[tuple[str, tuple[str, ...]]] = list(RULES_BY_DECK)
        self.law_toggles: dict[str, widgets.ToggleButton] = {}
        """The law toggles made so far (a deck's are made when it is first shown, as the house rules' are)."""
        self.laws_box = make(widgets.Box, layout={"flex_flow": "row wrap"})
        self.deck_options = DeckOptions(self._guard_option, looks=looks)
        # a table's own rules (a rule file pasted or uploaded here) become one more deck to choose from
        self.rules_file = RulesFileBox(self.language, on_load=lambda rules: self._guard(
            lambda _: self._table_rules(rules))(None))
        # house rules: a player switch above one grid of the deck's rules (pressed: that player's house rule)
        # — one grid, not one per player, keeps the page light and works with a finger, no Ctrl/⌘-click
        self.house_player = make(widgets.ToggleButtons, options=[("A", 0)], value=0, style={"button_width": "auto"})
        self.house_player.add_class("dx-house-player")
        self.house_player.observe(self._guard(lambda _: self._sync_rules()), names="value")
        self.house_toggles: dict[str, widgets.ToggleButton] = {}
        """The house-rule toggles made so far (a deck's are made when it is first shown)."""
        self.house_box = make(widgets.Box, layout={"flex_flow": "row wrap"})

        # the position and what may be played
        self.table_view = make(widgets.HTML)
        self.table_view.add_class("dx-table-view")
        self.table_notes = make(widgets.HTML)
        self.table_notes.add_class("dx-table-notes")
        self.copy_link = make(widgets.HTML)
        self.copy_link.add_class("dx-share")
        self.moves_title = make(widgets.HTML)
        self.moves_box = make(widgets.VBox)
        self.moves_box.add_class("dx-moves")
        self.undo_button = make(widgets.Button, icon="undo", layout={"width": "auto"})
        self.undo_button.add_class("dx-undo")
        self.undo_button.on_click(self._guard(lambda _: self.undo()))
        self.edit_here = make(widgets.Button, icon="pencil", layout={"width": "auto"})
        self.edit_here.add_class("dx-edit-here")
        self.edit_here.on_click(self._guard(lambda _: self._edit_from_here()))
        self.events_view = make(widgets.HTML)
        self.events_view.add_class("dx-events")
        self.show_graph = make(widgets.Checkbox, value=False, indent=False)
        self.show_graph.add_class("dx-show-graph")
        self.show_graph.observe(self._guard(lambda _: self._render_graph()), names="value")
        self.graph_box = make(widgets.VBox)
        self.graph_box.add_class("dx-graph")
        self.active_view = ActiveRulesView()
        self.analyse_box = self._build_analysis()

        # save and load
        self.save_button = make(widgets.Button, icon="save", button_style="primary", layout={"width": "auto"})
        self.save_button.add_class("dx-save")
        self.save_button.on_click(self._guard(lambda _: self.save()))
        self.load_button = make(widgets.Button, icon="upload", layout={"width": "auto"})
        self.load_button.add_class("dx-load")
        self.load_button.on_click(self._guard(lambda _: self.load(str(self.yaml_box.value), "<pasted>")))
        self.upload = make(widgets.FileUpload, accept=".yaml,.yml", multiple=False)
        self.upload.add_class("dx-upload")
        self.upload.observe(self._guard(self._on_upload), names="value")
        self.download = make(widgets.HTML)
        self.download.add_class("dx-download")
        self.yaml_box: widgets.Textarea = make(widgets.Textarea, layout={"width": "100%", "height": "200px"})
        self.yaml_box.add_class("dx-yaml")
        self.about: dict[str, dict[str, widgets.Textarea]] = {}
        """The saved scenario's ``title`` / ``question`` / ``answer``, a box per language (``about[key][lang]``)."""
        about_rows = []
        for key in ABOUT_KEYS:
            boxes, cells = {}, []
            for lang in ("ja", "en"):
                box = make(widgets.Textarea, rows=1 if key == "title" else 2, layout={"width": "100%"})
                box.add_class("dx-about")
                box.add_class(f"dx-about-{key}-{lang}")
                boxes[lang] = box
                cells.append(make(widgets.VBox, [heading(f"sb_{key}_{lang}", "b"), box],
                                  layout={"flex": "1 1 300px", "min_width": "0"}))
            self.about[key] = boxes
            about_rows.append(make(widgets.Box, cells, layout={"flex_flow": "row wrap"}))

        save_row = make(widgets.VBox, [
            heading("sb_save_load"),
            heading("sb_about", "small"), *about_rows,
            make(widgets.HBox, [self.save_button, self.load_button, self.upload, self.download]),
            self.yaml_box,
        ])
        # The editor: beside the table on a desktop, folded under it on a phone (the fold button and the
        # folding are CSS of narrow screens only: on a wide one the editor is always open).
        self.edit_toggle = make(widgets.ToggleButton, value=False, icon="pencil", layout={"width": "auto"})
        self.edit_toggle.add_class("dx-edit-toggle")
        self.edit_toggle.observe(self._guard(lambda c: self._fold_editor(not c["new"])), names="value")
        self.edit_toggle.observe(self._guard(lambda c: setattr(
            self.edit_toggle, "description", t("sb_edit_close" if c["new"] else "sb_edit_open", self.lang))),
            names="value")
        self.editor_body = make(widgets.VBox, [
            heading("sb_players"), make(widgets.HBox, [self.players_text, self.players_apply]),
            make(widgets.HBox, [self.clear_button, self.reset_button]),
            heading("sb_cards"), self.autofill, self.target, self.picker, self.said,
            heading("sb_picker_hint", "small"),
            heading("sb_notation", "h4"), self.hands_box,
            make(widgets.HBox, [self.field_label, self.field_text, self.field_by, self.field_apply]),
            make(widgets.HBox, [self.history_label, self.history_text, self.history_apply]),
            make(widgets.HBox, [self.discard_label, self.discard_text, self.discard_apply]),
            heading("sb_flags"),
            make(widgets.HBox, [self.turn_label, self.turn, self.revolution, self.reversed]),
            make(widgets.HBox, [self.lock_suit_label, self.lock_suit, self.lock_rank_label, self.lock_rank]),
            heading("sb_rules"), self.deck, heading("sb_deck_hint", "small"),
            heading("sb_laws_hint", "small"), self.laws_box, self.deck_options,
            heading("sb_house_hint", "small"), self.house_player, self.house_box, self.rules_file,
            save_row,
        ])
        self.editor_body.add_class("dx-editor-body")
        self.editor = make(widgets.VBox, [heading("sb_editor"), self.edit_toggle, self.editor_body],
                           layout={"flex": "1 1 600px", "min_width": "0", "padding": "0 0 0 12px"})
        self.editor.add_class("dx-editor")
        self.play_column = make(widgets.VBox, self._play_children(heading), layout={"flex": "1 1 440px", "min_width": "0"})
        self.play_column.add_class("dx-play-column")
        self.permalink = make(widgets.HTML)
        self.permalink.add_class("dx-permalink")
        # the table and the answer first; the editor beside them (desktop) or under them, folded (phone)
        super().__init__([make(widgets.HTML, STYLE), self.switch, self.intro, self.message, self.permalink,
                          make(widgets.Box, [self.play_column, self.editor],
                               layout={"flex_flow": "row wrap", "align_items": "flex-start"})], layout=looks.layout())
        self._fold_editor(True)
        self.add_class("dx-page-sandbox")
        self._sync_widgets(texts=None)
        self._show_deck()
        self._relabel()
        self.language.observe(self._guard(lambda _: self._relabel()), names="lang")
        self._no_null_tooltips()

    def _play_children(self, heading: Callable[..., widgets.HTML]) -> list[widgets.Widget]:
        """The play column, top to bottom: the table, what the player to act may do, the moves' events, the
        rules in force and the position graph."""
        return [
            heading("sb_position"), self.copy_link, self.table_view, self.table_notes,
            self.moves_title, self.moves_box,
            self.looks.make(widgets.HBox, [self.undo_button, self.edit_here]),
            self.events_view,
            self.analyse_box,
            self.active_view, self.show_graph, self.graph_box,
        ]

    def _no_null_tooltips(self, root: widgets.Widget | None = None) -> None:
        """Give every widget without a tooltip an empty one: the browser shows an unset tooltip as the word
        "null" (issue 28 counted 54 on the card picker; hidden labels of HTML widgets carry it too)."""
        stack = [root if root is not None else self]
        while stack:
            w = stack.pop()
            if w.has_trait("tooltip") and w.tooltip is None:
                w.tooltip = ""
            stack.extend(getattr(w, "children", ()))

    def _fold_editor(self, folded: bool) -> None:
        """Fold (or open) the editor on a narrow screen; a wide one always shows it."""
        if folded:
            self.add_class("dx-editor-folded")
        else:
            self.remove_class("dx-editor-folded")
        if self.edit_toggle.value == folded:
            self.edit_toggle.value = not folded

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
        b = self.looks.make(widgets.ToggleButton, value=False, description=card_str(card))
        b.add_class("dx-pick")
        b.add_class(suit_class(card))  # coloured by suit: the four-colour deck (dx-four) recolours ♦ and ♣
        b.add_class("dx-card-" + ("JK2" if card == JOKER + 1 else card_str(card, ascii=True)))
        if card >= JOKER:
            b.add_class("dx-joker")
        elif card & 3 in (1, 2):
            b.add_class("dx-red")
        b.observe(self._guard(lambda c, card=card: self._on_pick(card, bool(c["new"]))), names="value")
        self.pick_buttons[card] = b

    def _text(self, place: str, applies: str | None = None) -> widgets.Text:
        """A notation box; ``applies``: the place it sets, read when the user presses Enter (or leaves the box)
        as its Apply button does."""
        box = self.looks.make(widgets.Text, layout={"width": "260px"}, continuous_update=False)
        box.add_class("dx-notation")
        box.add_class(f"dx-notation-{place}")
        if applies is not None:
            box.observe(self._guard(lambda _: None if self._syncing else self.apply_text(applies)), names="value")
        return box

    def _apply_button(self, place: str, css: str) -> widgets.Button:
        b = self.looks.make(widgets.Button, layout={"width": "70px"})
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
        rows = []
        for i, name in enumerate(players):
            text = self._text(f"hand-{i}", f"{HAND}{i}")
            apply = self._apply_button(f"{HAND}{i}", f"hand-{i}")
            label = self.looks.make(widgets.HTML, layout={"width": "150px"})
            if _NAME_CLASS.match(name):
                text.add_class(f"dx-notation-hand-{name}")
                apply.add_class(f"dx-apply-hand-{name}")
            self.hand_texts.append(text)
            self.hand_applies.append(apply)
            self.hand_labels.append(label)
            rows.append(self.looks.make(widgets.HBox, [label, text, apply]))
        self.hands_box.children = rows
        self._no_null_tooltips(self.hands_box)
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
            name = ("ジョーカー" if card >= JOKER else card_ja(card)) if lang == "ja" else (
                "Joker" if card >= JOKER else card_str(card))
            button.tooltip = t("sb_pick_tip", lang).format(card=name)
        self.autofill.description = t("sb_autofill", lang)
        self.field_label.value = f"<b>{escape(t('field', lang))}</b>"
        self.history_label.value = f"<b>{escape(t('sb_history', lang))}</b>"
        self.history_text.placeholder = t("sb_history_hint", lang)
        self.discard_label.value = f"<b>{escape(t('discard', lang))}</b>"
        self.field_text.placeholder = t("sb_field_hint", lang)
        self.turn_label.value = f"<b>{escape(t('turn', lang))}</b>&nbsp;"
        self.revolution.description = t("revolution", lang)
        self.reversed.description = t("reversed", lang)
        self.lock_suit_label.value = f"<b>{escape(t('sb_lock_suit', lang))}</b>&nbsp;"
        self.lock_rank_label.value = f"&nbsp;<b>{escape(t('sb_lock_rank', lang))}</b>&nbsp;"
        for rid, b in self.law_toggles.items():
            self._label_rule(rid, b, lang, house=False)
        for rid, b in self.house_toggles.items():
            self._label_rule(rid, b, lang)
        deck = self.deck.value
        self.deck.options = [(deck_name(d, lang), d) for d, _ in self.rule_decks]
        self.deck.value = deck
        self.deck_options.relabel(lang)
        self.undo_button.description = t("undo", lang)
        self.clear_button.description = t("sb_clear", lang)
        self.reset_button.description = t("sb_reset", lang)
        self.edit_here.description = t("sb_edit_here", lang)
        self.edit_toggle.description = t("sb_edit_close" if self.edit_toggle.value else "sb_edit_open", lang)
        self.show_graph.description = t("sb_show_graph", lang)
        self.save_button.description = t("sb_save", lang)
        self.load_button.description = t("sb_load", lang)
        self.upload.description = t("sb_upload", lang)
        self.yaml_box.placeholder = t("sb_yaml_hint", lang)
        self._relabel_players()
        self._render_message()
        self._refresh_play()
        self._relabel_analysis()

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
            seat = self.house_player.value
            self.house_player.options = [(t("sb_house_of", lang).format(name=n), i) for i, n in enumerate(names)]
            self.house_player.value = seat if seat in range(len(names)) else 0
            target = self.target.value
            targets = [(t("sb_hand_of", lang).format(name=n), f"{HAND}{i}") for i, n in enumerate(names)]
            targets += [(t("field", lang), FIELD), (t("discard", lang), DISCARD)]
            self.target.options = targets
            self.target.value = target if target in [v for _, v in targets] else f"{HAND}0"
            seats = [(n, i) for i, n in enumerate(names)]
            value = self.field_by.value
            self.field_by.options = [(labelled(t('sb_field_by', lang), "—", lang), -1)] + [
                (labelled(t('sb_field_by', lang), n, lang), i) for n, i in seats]
            self.field_by.value = value if value in range(-1, len(names)) else -1
            value = self.turn.value
            self.turn.options = [(self._auto_label(), -1)] + seats
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

    def _show_deck(self) -> None:
        """List the chosen deck's rules (and its table options); the laws of other decks stay as they are."""
        deck = str(self.deck.value)
        ids = dict(self.rule_decks)[deck]
        for rid in ids:
            if rid not in self.law_toggles:
                self._add_law_toggle(rid)
        self.laws_box.children = [self.law_toggles[rid] for rid in ids]
        for rid in ids:
            if rid not in self.house_toggles:
                self._add_house_toggle(rid)
        self.house_box.children = [self.house_toggles[rid] for rid in ids]
        self.deck_options.show((deck,))

    @property
    def all_rule_ids(self) -> tuple[str, ...]:
        """Every rule the page can put in force, deck by deck (a table's own rules last)."""
        return tuple(r for _, ids in self.rule_decks for r in ids)

    def _add_law_toggle(self, rid: str) -> None:
        b = self.looks.make(widgets.ToggleButton, value=rid in self.setup.laws)
        b.add_class("dx-law")
        b.add_class(rule_css(rid))
        self._label_rule(rid, b, self.lang, house=False)
        b.observe(self._guard(lambda c, rid=rid: self._on_law(rid, bool(c["new"]))), names="value")
        self.law_toggles[rid] = b

    def _add_house_toggle(self, rid: str) -> None:
        b = self.looks.make(widgets.ToggleButton, value=False)
        b.add_class("dx-house")
        b.add_class("dx-house-" + rid.replace(".", "-"))
        self._label_rule(rid, b, self.lang)
        seat = int(self.house_player.value)
        b.value = seat < len(self.setup.house) and rid in self.setup.house[seat]
        b.observe(self._guard(lambda c, rid=rid: self._on_house_toggle(rid, bool(c["new"]))), names="value")
        self.house_toggles[rid] = b

    @staticmethod
    def _label_rule(rid: str, b: widgets.ToggleButton, lang: str, house: bool = True) -> None:
        cls = rule_class(rid)
        b.description = rule_title(rid, lang, in_deck=True)
        b.tooltip = (cls.house_ja if lang == "ja" else cls.house_en) if house else (
            cls.law_ja if lang == "ja" else cls.law_en)

    def _on_house_toggle(self, rid: str, pressed: bool) -> None:
        """A house-rule toggle of the chosen player pressed or released."""
        if self._syncing:
            return
        seat = int(self.house_player.value)
        have = set(self.setup.house[seat]) if seat < len(self.setup.house) else set()
        if pressed:
            have.add(rid)
        else:
            have.discard(rid)
        self._on_house(seat, tuple(r for r in self.all_rule_ids if r in have))

    def _table_rules(self, rules: tuple[type[Rule], ...]) -> None:
        """A rule file was read: its rules are a deck of their own ("Your table's rules"), shown at once, to be
        laws or house rules like any other."""
        if not rules:
            return
        table = dict(self.rule_decks).get(TABLE_DECK, ())
        ids = tuple(dict.fromkeys((*table, *(r.id for r in rules))))
        self.rule_decks = [(d, i) for d, i in self.rule_decks if d != TABLE_DECK] + [(TABLE_DECK, ids)]
        self._relabel()
        self.deck.value = TABLE_DECK
        self._show_deck()

    def _guard_option(self, name: str, value: object) -> None:
        self._guard(lambda _: self._on_option(name, value))(None)

    def _sync_rules(self) -> None:
        was = self._syncing
        self._syncing = True
        try:
            for rid, b in self.law_toggles.items():
                b.value = rid in self.setup.laws
            self.deck_options.set_values(self.setup.options)
            seat = int(self.house_player.value)
            house = self.setup.house[seat] if seat < len(self.setup.house) else ()
            for rid, b in self.house_toggles.items():
                b.value = rid in house
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
        filled = {f"{HAND}{i}" for i in self.setup.filled}
        for where, mask in places:
            if where == target:
                own |= mask
            elif where not in filled:  # a card of a hand the page filled may be taken: that hand follows
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
        ja, en = t("sb_undone", "ja"), t("sb_undone", "en")
        self._say("info", ja.format(action=action_ja(self.game, action)), en.format(action=self.game.action_str(action)))
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
        self.table_notes.value = self._notes_html()
        self.copy_link.value = self._copy_link_html()
        if self.turn.options and self.turn.options[0][0] != self._auto_label():
            was, self._syncing = self._syncing, True
            try:
                value = self.turn.value
                self.turn.options = [(self._auto_label(), -1), *self.turn.options[1:]]
                self.turn.value = value
            finally:
                self._syncing = was
        if waiting and sum(1 for h in self.good.hands if h) < 2:
            self.move_buttons, self.move_rows = {}, []
            self.moves_title.value = f"<h3>{escape(t('sb_moves_of', self.lang).format(name='—'))}</h3>"
            note = t("sb_waiting", self.lang).format(names="、".join(waiting) if self.lang == "ja"
                                                     else ", ".join(waiting))
            replace_children(self.moves_box, [self.looks.make(widgets.HTML, f'<i class="dx-waiting">{escape(note)}</i>')])
        else:
            self._render_moves()
        self._render_events()
        self.undo_button.disabled = not st.move_stack
        self.edit_here.disabled = not st.move_stack
        self._render_graph()
        if [o[1] for o in self.analyse_player.options] != list(range(len(self.good.players))):
            self._relabel_analysis()
        else:
            self._render_analysis()
        if hasattr(self, "permalink"):
            for part in (self.moves_box, self.graph_box, self.active_view):
                self._no_null_tooltips(part)

    def _auto_label(self) -> str:
        """The turn switch's first option: how the set-up decides who acts when the user does not say, in words
        (who acts now is said once, under the table: :meth:`_notes_html`)."""
        s = self.good
        return t("sb_turn_after_field" if s.field_text.strip() else "sb_turn_first", self.lang)

    def _notes_html(self) -> str:
        """Plain sentences under the table: what the page filled in (hands it dealt, the field's player), who has
        passed in this trick, and who is to act (the one place that says it in words)."""
        lang, s, st = self.lang, self.good, self.game
        join = "、".join if lang == "ja" else ", ".join
        lines = []
        filled = [s.players[i] for i in sorted(s.filled) if i < len(s.hands) and s.hands[i]]
        if filled:
            lines.append(t("sb_filled_note", lang).format(names=join(filled)))
        if s.field_by_filled and s.field_text.strip() and s.field_by is not None:
            try:
                cards = meld_ja(parse_pattern(s.field_text).resolve()) if lang == "ja" else s.field_text.strip()
            except ExplorerError:
                cards = s.field_text.strip()
            lines.append(t("sb_field_by_filled", lang).format(cards=cards, name=s.players[s.field_by]))
        who = st.players[st.pending.player] if st.pending is not None else None
        if not st.move_stack and st.field is not None and st.passed and who is not None:
            passed = [n for i, n in enumerate(st.players) if st.passed >> i & 1]
            by = st.players[st.field_by] if st.field_by is not None else "—"
            lines.append(t("sb_passed_note", lang).format(names=join(passed), by=by, who=who))
        elif who is not None and not (not st.move_stack and self.good.waiting()):
            lines.append(t("sb_to_act_note", lang).format(who=who))
        return "".join(f'<div class="dx-note" style="color:#495057;font-size:13px">{escape(x)}</div>' for x in lines)

    def _copy_link_html(self) -> str:
        """A Copy link button (the position is kept in the page's address, ``?pos=``) and what it does."""
        lang = self.lang
        done = t("sb_link_copied", lang).replace("'", "’")
        script = ("var b=this;var u=window.location.href;"
                  "function ok(){b.textContent='" + done + "';}"
                  "if(navigator.clipboard&&window.isSecureContext){navigator.clipboard.writeText(u).then(ok,"
                  "function(){window.prompt('',u);});}else{window.prompt('',u);}")
        return (f'<div class="dx-share-row" style="display:flex;flex-wrap:wrap;align-items:center;gap:2px 8px;'
                f'line-height:1.3;margin:2px 0">'
                f'<button type="button" class="dx-copy-link jupyter-button" style="width:auto;font-weight:600" '
                f'onclick="{escape(script)}">{escape(t("sb_copy_link", lang))}</button>'
                f'<span style="font-size:12px;color:#495057;flex:1 1 200px">{escape(t("sb_link_note", lang))}</span></div>')


def sandbox_page(language: Language | None = None) -> widgets.Widget:
    """The Sandbox page (see :class:`Sandbox`)."""
    return Sandbox(language)
