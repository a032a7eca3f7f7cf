"""The Play page: a round or a whole game against bots, the human at seat 0.

The game itself is a :class:`~explorer.play.session.PlaySession` (no widget: the deal, the bots' turns, undo,
the windows the human declined, the hint); this page draws it and sends it what the human touched.  The bots
(:mod:`explorer.bots`) act by themselves until the human must decide.  The human plays by touching the cards of their hand (drawn as playing
cards, :mod:`explorer.widgets.play_hand`): the cards the engine lists in a legal
play are raised, the others dimmed.  The other legal actions (pass, a
choice, a house rule to pick, an out-of-turn action) are buttons, and a folded
text box takes an action in the action language, refused with the engine's
reason and the rule that gives it.  The log shows every event with the rule that caused it.

The game comes first on the page (the field, the hand and the actions on one phone screen); each set-up
phase the human is asked (the draft, the exchange, the trim, naming the start player) is explained in one
sentence beside the question; the set-up controls are folded under "New game", which deals afresh with a
new seed each time (or the seed typed in its box); at the end, "Play again".

>>> page = PlayPage(seed=3)
>>> page.state is not None and page.state.pending is not None and page.state.pending.player == 0
True
>>> all(a in page.state.legal_actions for a in page.human_actions())
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from html import escape

import ipywidgets as widgets

from explorer.engine.actions import Action, Give, NameStart, Pass, Pick, Play, Trim
from explorer.analysis.budget import BUDGET, Budget
from explorer.analysis.strong_bot import FIRST_WEIGHT, Measured, StrongBot
from explorer.bots import Bot
from explorer.engine.cards import CardMask, card_str, mask_str
from explorer.engine.errors import ExplorerError
from explorer.engine.events import Event
from explorer.engine.game import DecisionKind, Mode
from explorer.engine.melds import Meld
from explorer.rules.catalogue import rule_class
from explorer.engine.contract import Refusal
from explorer.text.sentences import sentence, templated
from explorer.engine.state import State
from explorer.text.phrasing import action_ja, action_text, card_ja, cards_ja, label, meld_ja, refusal_heading
from explorer.widgets.active_graph import ActiveRulesView
from explorer.widgets.deck_choice import (
    ALL_RULE_IDS,
    RULES_BY_DECK,
    DeckOptions,
    deck_name,
    deck_of,
    rule_css,
    rule_title,
)
from explorer.widgets.i18n import TEXTS, Language, count, paren, place, t
from explorer.widgets.cards_view import BUTTON_CARD_CSS
from explorer.widgets.prompts import choice_prompt
from explorer.widgets.play_hand import PICK, PLAY, HandPicker
from explorer.widgets.table import table_html
from explorer.text.describe import describe
from explorer.play.session import BOT_KINDS, HUMAN, Deal, Hint, PlaySession, UndoMark

__all__ = ["BOT_KINDS", "HUMAN", "SETUP_KINDS", "Fold", "PlayPage", "action_label", "action_tip", "hint_text",
           "play_page", "refusal_html", "rule_label"]

SETUP_KINDS = (DecisionKind.DRAFT, DecisionKind.EXCHANGE, DecisionKind.TRIM, DecisionKind.START)
"""The decisions of a round's set-up, each explained where it is asked (``play_explain_<kind>``)."""

STYLE = """<style>
.dx-page-play .dx-log-box{max-height:340px;overflow-y:auto;display:flex;flex-direction:column-reverse;
 border:1px solid #dee2e6;border-radius:6px;padding:4px 8px;font-size:13px}
.dx-page-play .dx-event{padding:1px 0}.dx-page-play .dx-event.new{background:#fff9db}
.dx-page-play .dx-event.round{font-weight:600;border-top:1px solid #ced4da;margin-top:3px}
.dx-page-play .dx-rule-tag{display:inline-block;background:#e7f5ff;border-radius:6px;padding:0 5px;margin-right:4px;font-size:12px}
.dx-page-play .dx-refusal{color:#c92a2a}.dx-page-play .dx-rule-tag.dx-flow{background:#f1f3f5;color:#868e96}
.dx-page-play .dx-start-law{width:170px;margin:1px;text-align:left}
.dx-page-play .dx-explain-box{background:#fff9db;border-left:4px solid #fab005;padding:4px 8px;border-radius:4px;
 margin:4px 0;font-size:14px;line-height:1.45}
.dx-page-play .dx-over-box{background:#ebfbee;border:1px solid #b2f2bb;border-radius:8px;padding:6px 10px;margin:4px 0}
.dx-page-play .dx-game-over-line{font-size:17px;font-weight:700}
.dx-page-play .dx-seed-hint{font-size:12px;color:#868e96}
.dx-page-play .dx-intro{font-size:13px;color:#495057}
.dx-page-play .dx-table .seats{flex-direction:row;flex-wrap:wrap}
.dx-page-play .dx-table .seat{flex:1 1 200px;padding:2px 8px;gap:2px 6px}
.dx-page-play .dx-table .seat .who{min-width:0}
.dx-page-play .dx-table .seat .hand{flex:0 1 auto}
.dx-page-play .dx-table .seat .pts{margin-left:auto;font-size:12px;color:#495057}
.dx-page-play .dx-table .seat .pc.back{font-size:10px}
.dx-page-play .dx-table .dx-felt{padding:6px 10px;margin:4px 0}
.dx-page-play .dx-undo{margin-left:auto}
.dx-page-play>.widget-html{width:calc(100% - 2 * var(--jp-widgets-margin, 2px))}
@media (max-width:700px){
 .dx-page-play .dx-table .seat{flex:1 1 40%;padding:1px 5px;font-size:13px}
 .dx-page-play .dx-table .seat.own{flex-basis:100%}
 .dx-page-play .dx-table .seat .pc.back{font-size:8px}
 .dx-page-play .dx-explain-box{font-size:13px;line-height:1.35}
}
.dx-page-play .dx-start-law.mod-active{background:#74c0fc}
@media (max-width:700px){.dx-page-play .dx-start-law{width:calc(50% - 2px);font-size:12px;padding:0 4px}}
.dx-page-play .dx-fold-head{justify-content:flex-start;text-align:left;font-weight:600}
.dx-page-play .dx-fold-head::before{content:"▸" / "";margin-right:6px}
.dx-page-play .dx-fold-open>.dx-fold-head::before{content:"▾" / ""}
.dx-page-play .dx-fold-head:focus-visible,.dx-page-play .dx-hint-button:focus-visible{outline:3px solid #1971c2;outline-offset:2px}
.dx-page-play .dx-hint-box{background:#e7f5ff;border-left:4px solid #1971c2;padding:4px 8px;border-radius:4px;
 margin:4px 0;font-size:14px;line-height:1.45}
.dx-page-play .dx-hand-card.dx-hinted{outline:3px solid #1971c2;outline-offset:1px;box-shadow:0 0 8px #74c0fc}
.dx-page-play table.dx-points td,.dx-page-play table.dx-points th{padding:1px 8px;text-align:right}
""" + BUTTON_CARD_CSS + """</style>"""


def hint_text(state: State, hint: Hint, lang: str) -> str:
    """The hint as plain sentences in ``lang``: the play, then why, from what the search measured."""
    ja = lang == "ja"

    def act(a: Action) -> str:
        if isinstance(a, Play):
            return t("play_hint_act_play", lang).format(cards=meld_ja(a.meld) if ja else str(a.meld))
        if isinstance(a, Pass):
            return t("play_hint_act_pass", lang)
        return action_label(state, a, lang)

    first = t("play_hint_play", lang).format(action=act(hint.action))
    if not hint.measured:
        only = isinstance(hint.action, Pass)
        return t("play_hint_pass_only", lang) if only else first + ("" if ja else " ") + t("play_hint_only", lang)
    best = hint.measured[0]
    n = state.n

    def place(m: Measured) -> str:  # the value is FIRST_WEIGHT·[first] + (n − place)/(n − 1), averaged
        spread = m.value - FIRST_WEIGHT * m.firsts / m.rollouts
        return f"{n - (n - 1) * spread:.1f}"

    p = round(100 * best.firsts / best.rollouts)
    if len(hint.measured) > 1 and hint.measured[1].rollouts:
        nxt = hint.measured[1]
        why = t("play_hint_why_next", lang).format(n=best.rollouts, p=p, place=place(best), alt=act(nxt.action),
                                                   q=round(100 * nxt.firsts / nxt.rollouts), place2=place(nxt))
    else:
        why = t("play_hint_why", lang).format(n=best.rollouts, p=p, place=place(best))
    text = first + ("" if ja else " ") + why
    if hint.stopped:
        k = best.rollouts
        tried = sum(1 for m in hint.measured if m.rollouts)
        key = "play_hint_stopped" if tried == len(hint.measured) else "play_hint_stopped_some"
        text += ("" if ja else " ") + t(key, lang).format(n=k, deals=f"{k} deal{'s' * (k != 1)}", k=tried,
                                                          m=len(hint.measured))
    return text


class Fold(widgets.VBox):  # type: ignore[misc]
    """A folded section under a title button: a real button, so Tab reaches it and Enter or Space opens it
    (ipywidgets' Accordion title is a plain element the keyboard cannot reach: issue 28 point 9).  The
    Accordion-like ``selected_index`` (0 open, ``None`` folded), ``set_title`` and ``get_title`` keep the
    callers' words; ``on_change`` is called when it opens or folds."""

    def __init__(self, body: widgets.Widget, *, opened: bool = False,
                 on_change: Callable[[], None] | None = None) -> None:
        self.head = widgets.ToggleButton(value=opened, layout=widgets.Layout(width="auto", max_width="100%"))
        self.head.add_class("dx-fold-head")
        self.body = body
        self._on_change = on_change
        self.head.observe(lambda _: self._changed(), names="value")
        super().__init__([self.head, body])
        self.add_class("dx-fold")
        self._changed(notify=False)

    def _changed(self, notify: bool = True) -> None:
        opened = bool(self.head.value)
        self.body.layout.display = None if opened else "none"
        if opened:
            self.add_class("dx-fold-open")
        else:
            self.remove_class("dx-fold-open")
        if notify and self._on_change is not None:
            self._on_change()

    @property
    def selected_index(self) -> int | None:
        return 0 if self.head.value else None

    @selected_index.setter
    def selected_index(self, index: int | None) -> None:
        self.head.value = index is not None

    def set_title(self, index: int, title: str) -> None:
        self.head.description = title

    def get_title(self, index: int) -> str:
        return str(self.head.description)


def rule_label(rule_id: str | None, lang: str) -> str:
    """The name in ``lang`` of a rule or of an engine check such as ``turn`` (:func:`explorer.text.phrasing.label`)."""
    return label(rule_id, lang)


def action_label(state: State, action: Action, lang: str) -> str:
    """A button label: what you do, in ``lang``'s own words (``play_act_*``: 「♣3を出す」, "Discard nothing");
    the scenario notation stays in the button's tooltip."""
    ja = lang == "ja"
    cards_of = cards_ja if ja else mask_str
    if isinstance(action, Play):
        meld = meld_ja(action.meld) if ja else str(action.meld)
        key = "play_fuse_these" if action.join and not ja else "play_act_play"
        return t(key, lang).format(cards=meld)
    if isinstance(action, Pass):
        return t("play_act_pass", lang)
    if isinstance(action, Pick):
        cls = rule_class(action.rule)
        no = f"{cls.number:02d}" if cls.number else ""
        name = f"{no}【{cls.ja}】" if ja else rule_title(action.rule, lang)
        return t("play_act_pick", lang).format(rule=name)
    if isinstance(action, Give):
        card = card_ja(action.card) if ja else card_str(action.card)
        return t("play_act_give", lang).format(card=card, to=state.players[action.to])
    if isinstance(action, Trim):
        if not action.cards:
            return t("play_act_trim_none", lang)
        return t("play_act_trim", lang).format(cards=cards_of(action.cards))
    if isinstance(action, NameStart):
        return t("play_act_name", lang).format(who=state.players[action.target])
    value = action.value
    if action.kind == "order" and isinstance(value, tuple):
        return t("play_act_order", lang).format(order=" → ".join(rule_label(r, lang) for r in value))
    cards = cards_of(value) if isinstance(value, int) and value else ""
    if action.kind == "take" and not cards:
        return t("play_act_take_none", lang)
    key = f"play_act_{action.kind}"
    if key in TEXTS:
        return t(key, lang).format(cards=cards)
    if ja:
        return action_ja(state, action)
    text = state.action_str(action)  # a deck's choice without its own label: the notation, less the subject
    name = state.players[action.player]
    return text[len(name) + 1:] if text.startswith(name + " ") else text


def action_tip(state: State, action: Action, lang: str) -> str:
    """A button's tooltip: the action in the scenario notation (what one types) in English; in Japanese, the
    action as a sentence (no English in Japanese mode)."""
    return action_ja(state, action) if lang == "ja" else state.action_str(action)


def refusal_html(refusal: Refusal, lang: str) -> str:
    name, text = refusal_heading(refusal, lang), refusal.text(lang)
    return (f'<span class="dx-refusal" data-rule="{escape(refusal.rule)}">'
            f'<span class="dx-rule-tag">{escape(name)}</span>{escape(text)}</span>')


class PlayPage(widgets.VBox):  # type: ignore[misc]
    """The page.  ``language`` is shared with the rest of the dashboard; a game starts at once.

    ``players``, ``mode``, ``seed``, ``bots`` and ``rounds`` preset the set-up
    controls (``rounds`` 0: the mode's default; ``seed`` None: a new seed for the first game too).
    """

    budget: Budget = BUDGET
    """The hint's limits (:mod:`explorer.analysis.budget`: chosen by where the page runs)."""

    def __init__(self, language: Language | None = None, *, players: int = 4, mode: str = "normal",
                 seed: int | None = None, bots: str = "greedy", rounds: int = 0) -> None:
        self.language = language or Language()
        self._rng = random.Random()
        """Draws the seed of each new deal (the seed box shows it; a seed typed there is used instead)."""
        self._seed_typed = seed is not None
        """Whether the seed box holds a seed typed for the next game (else New game draws a new one)."""
        self._setting_seed = False
        self.session: PlaySession | None = None
        """The game on the table (:mod:`explorer.play.session`: its state, bots, undo marks, declined windows,
        hint); the page draws it and sends it what the human touched."""
        self.notice = ""
        self.error: str | None = None
        """The last unexpected error, also shown on the page (tests read it)."""

        self.intro = widgets.HTML()
        self.intro.add_class("dx-intro")
        wide = {"description_width": "initial"}
        self.n_players = widgets.Dropdown(options=[3, 4, 5, 6], value=players, style=wide,
                                          layout=widgets.Layout(width="140px"))
        self.mode = widgets.ToggleButtons(options=[("normal", "normal"), ("mad", "mad")], value=mode,
                                          style={"description_width": "initial", "button_width": "90px"})
        self.seed = widgets.IntText(value=seed if seed is not None else 0, style=wide,
                                    layout=widgets.Layout(width="180px"))
        self.seed.add_class("dx-seed")
        self.seed.observe(self._seed_edited, names="value")
        self.seed_hint = widgets.HTML()
        self.seed_hint.add_class("dx-seed-hint")
        self.bot_kind = widgets.ToggleButtons(options=[(k, k) for k in BOT_KINDS], value=bots,
                                              style={"description_width": "initial", "button_width": "90px"})
        self.bot_kind.add_class("dx-bot-kind")
        self.rounds = widgets.Dropdown(options=[("", 0)], value=0, style=wide, layout=widgets.Layout(width="360px"))
        self._rounds_value = rounds
        self.peek = widgets.Checkbox(value=False, indent=False)
        # rules of any deck (explorer/rules/decks.py): the deck the laws are drawn from, laws from the start,
        # and the decks' table options
        self.law_deck = widgets.ToggleButtons(options=[(d, d) for d, _ in RULES_BY_DECK], value=RULES_BY_DECK[0][0],
                                              style={"description_width": "initial", "button_width": "auto"})
        self.law_deck.add_class("dx-play-deck")
        self.law_deck.observe(lambda _: self._guard(self._show_deck_options), names="value")
        # laws from the start: a toggle per rule of the deck the switch shows (made when a deck is first shown;
        # the laws chosen in another deck stay chosen), as the Sandbox's law grid
        self.start_law_toggles: dict[str, widgets.ToggleButton] = {}
        self.start_laws = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.start_laws.add_class("dx-play-laws")
        self.start_laws_label = widgets.HTML()
        self.deck_options = DeckOptions(lambda name, value: None)  # read when a game starts
        self.new_game = widgets.Button(button_style="primary", icon="play")
        self.new_game.add_class("dx-new-game")
        self.new_game.on_click(lambda _: self._guard(self.start_game))
        self.play_again = widgets.Button(button_style="success", icon="redo")
        self.play_again.add_class("dx-play-again")
        self.play_again.on_click(lambda _: self._guard(self.start_game))
        self.peek.observe(lambda _: self.refresh(), names="value")

        self.message = widgets.HTML()
        self.message.add_class("dx-message")
        self.summary = widgets.HTML()
        self.summary.add_class("dx-summary")
        self.over_box = widgets.VBox([self.summary, self.play_again])
        self.over_box.add_class("dx-over")
        self.table = widgets.HTML()
        self.table.add_class("dx-play-table")
        self.hand = HandPicker(lambda a: self._guard(lambda: self.act(a)), lambda: self.lang,
                               picked=lambda: self._guard(self._trim_changed), can_pick=self._can_trim,
                               pick_refusal=self._trim_refusal)
        self.hand.add_class("dx-hand")
        self.explain = widgets.HTML()
        self.explain.add_class("dx-explain")
        self.undo_button = widgets.Button(icon="undo")
        self.undo_button.add_class("dx-undo")
        self.undo_button.on_click(lambda _: self._guard(self.undo))
        self.actions_title = widgets.HTML()
        self.actions = widgets.Box(layout=widgets.Layout(flex_flow="row wrap", max_height="260px", overflow="auto",
                                                       flex="1 1 auto"))
        self.actions.add_class("dx-actions")
        self.windows_title = widgets.HTML()
        self.windows = widgets.Box(layout=widgets.Layout(flex_flow="row wrap", max_height="160px", overflow="auto"))
        self.windows.add_class("dx-windows")
        self.continue_button = widgets.Button(icon="forward")
        self.continue_button.add_class("dx-continue")
        self.continue_button.on_click(lambda _: self._guard(self._continue))
        self.command = widgets.Text(layout=widgets.Layout(width="340px", max_width="100%"))
        self.command.add_class("dx-command")
        self.try_button = widgets.Button()
        self.try_button.add_class("dx-try")
        self.try_button.on_click(lambda _: self._guard(self._typed))
        self.type_help = widgets.HTML()
        self.why_not = widgets.HTML()
        self.why_not.add_class("dx-why-not")
        self.rules_view = widgets.HTML()
        self.rules_view.add_class("dx-rules")
        self.active_view = ActiveRulesView()  # the rules in force as a graph (issue 12)
        self.points_view = widgets.HTML()
        self.points_view.add_class("dx-points")
        self.log_view = widgets.HTML()
        self.log_view.add_class("dx-log")
        self._labelled = ""
        self.action_buttons: list[widgets.Button] = []
        """The buttons of the human's legal actions, decisions first, then out-of-turn actions."""
        self.button_actions: list[Action] = []
        """The action each of :attr:`action_buttons` takes (the trim button: the cards picked now)."""
        self.trim_button = widgets.Button(layout=widgets.Layout(width="auto"), button_style="warning")
        self.trim_button.add_class("dx-action")
        self.trim_button.add_class("dx-trim")
        self.trim_button.on_click(lambda _: self._guard(self._trim_clicked))

        # the action language is a tool for those who know it: folded under the actions, closed
        self.type_box = Fold(widgets.VBox([
            widgets.Box([self.command, self.try_button], layout=widgets.Layout(flex_flow="row wrap")),
            self.type_help]))
        self.type_box.add_class("dx-type-action")
        # laws from the start: folded (a grid of 25 rules would push the game off a phone's screen)
        self.start_laws_box = Fold(widgets.VBox([self.start_laws_label, self.start_laws, self.deck_options]),
                                   on_change=lambda: self._guard(self._show_deck_options))
        self.start_laws_box.add_class("dx-start-laws")
        # the set-up: New game and its seed in sight, the rest folded once a game starts (the game comes first)
        self.setup_box = Fold(widgets.VBox([
            widgets.HBox([self.n_players, self.rounds], layout=widgets.Layout(flex_flow="row wrap")),
            widgets.HBox([self.mode, self.bot_kind], layout=widgets.Layout(flex_flow="row wrap")),
            self.law_deck,
            self.start_laws_box,
            self.peek,
        ]), opened=True)
        self.setup_box.add_class("dx-setup")
        game_bar = widgets.HBox([self.new_game, self.seed])
        game_bar.add_class("dx-game-bar")
        self.hint_button = widgets.Button(button_style="info")
        self.hint_button.add_class("dx-hint-button")
        self.hint_button.on_click(lambda _: self._guard(self.ask_hint))
        self.hint_view = widgets.HTML()
        self.hint_view.add_class("dx-hint-view")
        self._thinking = False
        action_row = widgets.HBox([self.actions, self.hint_button, self.undo_button],
                                  layout=widgets.Layout(align_items="flex-start"))
        action_row.add_class("dx-action-row")
        super().__init__([
            widgets.HTML(STYLE), self.language.switch(), self.message, self.over_box, self.table, self.explain,
            self.hand, self.actions_title, action_row, self.hint_view, self.windows_title, self.windows, self.why_not,
            game_bar, self.seed_hint, self.setup_box, self.intro, self.type_box,
            self.rules_view, self.active_view, self.points_view, self.log_view,
        ])
        self.add_class("dx-page-play")
        self.language.observe(lambda _: self._guard(self.refresh), names="lang")
        self._relabel()
        self._guard(self.start_game)

    # ------------------------------------------------------------------ the session, read by the view
    @property
    def lang(self) -> str:
        return str(self.language.lang)

    @property
    def state(self) -> State | None:
        """The game's state, ``None`` before the first game is dealt."""
        return None if self.session is None else self.session.state

    @property
    def events(self) -> list[Event]:
        """Every event of the game so far (:attr:`PlaySession.events`)."""
        return [] if self.session is None else self.session.events

    @property
    def seen(self) -> int:
        """Events before this index were on screen at the human's last action: the others are new."""
        return 0 if self.session is None else self.session.seen

    @property
    def round_points(self) -> list[tuple[int, tuple[int, ...]]]:
        return [] if self.session is None else self.session.round_points

    @property
    def law_rounds(self) -> dict[str, int]:
        return {} if self.session is None else self.session.law_rounds

    @property
    def bots(self) -> dict[int, Bot]:
        return {} if self.session is None else self.session.bots

    @property
    def watcher(self) -> StrongBot | None:
        """The hint's strong bot, shown every public action of the game."""
        return None if self.session is None else self.session.watcher

    @property
    def hint(self) -> Hint | None:
        """The hint shown for the human's decision now (cleared when anything is played)."""
        return None if self.session is None else self.session.hint

    @property
    def undo_marks(self) -> list[UndoMark]:
        return [] if self.session is None else self.session.undo_marks

    @property
    def can_undo(self) -> bool:
        """Whether Undo has something to take back (:attr:`PlaySession.can_undo`): an action of the human in this
        game, while the game goes on (a game over is its result, said once: Play again deals the next one)."""
        return self.session is not None and self.session.can_undo

    def human_actions(self) -> list[Action]:
        """The human's legal actions now: the pending decision (if theirs), then out-of-turn actions."""
        return [] if self.session is None else self.session.human_actions()

    def _open_windows(self) -> list[Action]:
        return [] if self.session is None else self.session.open_windows()

    # ------------------------------------------------------------------ what the human touched, sent to the session
    def start_game(self) -> None:
        """A new game from the set-up controls; the bots act until the human must decide."""
        lang = self.lang
        n = int(self.n_players.value)
        if self._seed_typed:
            seed = int(self.seed.value)
        else:  # a fresh deal: a new seed, shown in the box (typing one there deals that one next time)
            seed = self._rng.randint(1, 99_999)
            self._show_seed(seed)
        laws = self.chosen_start_laws()
        deck = str(self.law_deck.value)
        # another deck's rules are the laws revealed (and drafted), shuffled
        draw_from = None if deck == RULES_BY_DECK[0][0] else tuple(dict(RULES_BY_DECK)[deck])
        deal = Deal(players=(t("play_you", lang),) + tuple(f"CPU{i}" for i in range(1, n)), seed=seed,
                    mode=Mode(self.mode.value), rounds=int(self.rounds.value), options=self.deck_options.values(),
                    laws=laws, draw_from=draw_from, bots=str(self.bot_kind.value))
        try:
            session = PlaySession.deal(deal, budget=self.budget)
        except ExplorerError as exc:  # rules that cannot be in force together: say why, keep the game on the table
            self.notice = f'<div class="dx-refusal dx-setup-error">{escape(describe(exc, lang))}</div>'
            self.refresh()
            return
        self.session = session
        self._seed_typed = False
        self.hand.clear()
        self.notice = ""
        self.error = None
        self.setup_box.selected_index = None  # folded: the game comes first
        self._advance()

    def from_request(self, params: Mapping[str, str]) -> None:
        """Deal the game a link names (``?seed=N``: the same deal for everyone who opens it); no seed, or one
        that is not a whole number from 0 to 99,999, leaves the fresh deal on the table."""
        text = params.get("seed", "")
        if text.isascii() and text.isdigit() and int(text) <= 99_999:
            seed = int(text)
            if self.session is not None and self.session.state.game.seed == seed:
                return  # that deal is on the table already (the static site hands the address over twice)
            self._show_seed(seed)
            self._seed_typed = True  # as if typed in the seed box
            self.start_game()

    def _seed_edited(self, change: dict[str, object]) -> None:
        if not self._setting_seed:
            self._seed_typed = True

    def _show_seed(self, seed: int) -> None:
        """Show the seed a game is dealt with (not taken as one typed for the next game)."""
        self._setting_seed = True
        try:
            self.seed.value = seed
        finally:
            self._setting_seed = False

    def _can_trim(self, cards: CardMask) -> bool:
        """Whether discarding ``cards`` is a legal trim for the human now."""
        return self.session is not None and self.session.can_trim(cards)

    def _trim_refusal(self, cards: CardMask) -> Refusal | None:
        """Why discarding ``cards`` is no trim for the human now (the engine's refusal)."""
        return None if self.session is None else self.session.refusal(Trim(HUMAN, cards))

    def _moving(self, move: Callable[[PlaySession], object]) -> None:
        """Let the session move the game on (the bots' turns included), then redraw; a bot's failure is said on
        the page, the moves before it kept."""
        if self.session is None:
            return
        try:
            move(self.session)
        except (RuntimeError, ExplorerError) as exc:
            detail = describe(exc, self.lang) if isinstance(exc, ExplorerError) else str(exc)
            self.notice = f'<div class="dx-refusal">{escape(t("play_bot_error", self.lang))}: {escape(detail)}</div>'
        self.refresh()

    def _advance(self) -> None:
        """The bots act until the human must decide (or may take a window)."""
        self._moving(PlaySession.advance)

    def _refused(self, state: State, action: Action, why: Refusal) -> None:
        self.notice = (f'<div>{escape(t("play_refused", self.lang))}: <b>{escape(action_text(state, action, self.lang))}</b> — '
                       f'{refusal_html(why, self.lang)}</div>')
        self.refresh()

    def act(self, action: Action) -> None:
        """The human takes ``action`` (a legal action), then the bots reply."""
        session = self.session
        if session is None:
            return
        why = session.refusal(action)
        if why is not None:  # a button of a position already gone (a double click): explain, change nothing
            self._refused(session.state, action, why)
            return
        self.notice = ""
        self._moving(lambda s: s.play(action))

    def undo(self) -> None:
        """Take back the human's last action and every bot move after it (a practice game)."""
        if self.session is None or not self.session.undo():
            return
        self.hand.clear()
        self.notice = f'<div class="dx-undone">{escape(t("play_undone", self.lang))}</div>'
        self.refresh()

    def _continue(self) -> None:
        """Decline the out-of-turn actions open now; the bots go on."""
        self.notice = ""
        self._moving(PlaySession.decline)

    def _typed(self) -> None:
        session = self.session
        lang = self.lang
        text = str(self.command.value).strip()
        if session is None or not text:
            return
        try:
            action = session.parse(text)
        except ExplorerError as exc:  # NotationError, or a RuleError ('picks bogus', 'orders bogus')
            self.notice = (f'<div class="dx-refusal dx-notation">{escape(t("play_notation_error", lang))}: '
                           f'{escape(describe(exc, lang))}</div>')
            self.refresh()
            return
        why = session.refusal(action)
        if why is not None:
            self._refused(session.state, action, why)
            return
        self.command.value = ""
        self.act(action)

    def hint_open(self) -> bool:
        """Whether a hint can be asked now: the human's play decision, no hint shown for it yet, none being made."""
        return self.session is not None and self.session.hint_open and not self._thinking

    def ask_hint(self) -> None:
        """The Hint button: the strong bot, from the human's view only, says what it would play and why.  The
        button says it is thinking and is disabled until the answer is shown (a second click does nothing)."""
        session = self.session
        if session is None or not self.hint_open():
            return
        self._thinking = True
        self.hint_button.disabled = True
        self.hint_button.description = t("play_hint_thinking", self.lang)
        try:
            session.ask_hint(self.budget)
        finally:
            self._thinking = False
            self.refresh()

    def _show_hint(self, state: State, lang: str) -> None:
        pend = state.pending
        mine = pend is not None and pend.player == HUMAN and pend.kind is DecisionKind.PLAY
        self.hint_button.layout.display = None if mine else "none"
        self.hint_button.description = t("play_hint_thinking" if self._thinking else "play_hint", lang)
        self.hint_button.tooltip = t("play_hint_tip", lang)
        self.hint_button.disabled = not self.hint_open()
        hint = self.hint if mine else None
        self.hand.mark(hint.action.meld.cards if hint is not None and isinstance(hint.action, Play) else 0)
        if hint is None:
            self.hint_view.value = ""
            return
        kind = "pass" if isinstance(hint.action, Pass) else "play"
        stopped = "true" if hint.stopped else "false"
        self.hint_view.value = (f'<div class="dx-hint-box" data-action="{kind}" data-stopped="{stopped}">'
                                f"{escape(self._names(hint_text(state, hint, lang), state, lang))}</div>")

    def _guard(self, fn: object) -> None:
        """Run a handler; an unexpected error is shown on the page instead of vanishing into the kernel log."""
        assert callable(fn)
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - shown to the user, kept for tests
            self.error = f"{type(exc).__name__}: {exc}"
            self.message.value = f'<div class="dx-refusal dx-error">{escape(t("error", self.lang))}: {escape(self.error)}</div>'

    # ------------------------------------------------------------------ drawing
    def _relabel(self) -> None:
        lang = self.lang
        if lang == self._labelled:
            return
        self._labelled = lang
        self.intro.value = f"<p>{escape(t('play_intro', lang))}</p>"
        self.setup_box.set_title(0, t("play_setup", lang))
        self.seed_hint.value = escape(t("play_seed_hint", lang))
        self.play_again.description = t("play_again", lang)
        self.n_players.description = t("play_players", lang)
        mode = self.mode.value
        self.mode.options = [(t("play_mode_normal", lang), "normal"), (t("play_mode_mad", lang), "mad")]
        self.mode.value = mode
        self.mode.description = t("play_mode", lang)
        self.seed.description = t("play_seed", lang)
        kind = self.bot_kind.value
        self.bot_kind.options = [(t(f"play_bot_{k}", lang), k) for k in BOT_KINDS]
        self.bot_kind.value = kind
        self.bot_kind.description = t("play_bots", lang)
        rounds = self._rounds_value if self.state is None else int(self.rounds.value)
        self.rounds.options = ([(t("play_rounds_default", lang), 0), (t("play_rounds_one", lang), 1)]
                               + [(str(k), k) for k in range(2, 11)])
        self.rounds.value = rounds
        self.rounds.description = t("play_rounds", lang)
        self.peek.description = t("play_peek", lang)
        deck = self.law_deck.value
        self.law_deck.options = [(deck_name(d, lang), d) for d, _ in RULES_BY_DECK]
        self.law_deck.value = deck
        self.law_deck.description = t("play_law_deck", lang)
        for rid, toggle in self.start_law_toggles.items():
            self._label_start_law(rid, toggle, lang)
        self.start_laws_label.value = (f'<span style="font-size:12px;color:#868e96">'
                                       f'{escape(t("play_start_laws_hint", lang))}</span>')
        self.deck_options.relabel(lang)
        self._show_deck_options()
        self.new_game.description = t("play_new_game", lang)
        self.continue_button.description = t("play_continue", lang)
        self.try_button.description = t("play_try", lang)
        self.command.placeholder = t("play_type", lang)
        self.type_box.set_title(0, t("play_type_fold", lang))
        self.type_help.value = f'<div style="font-size:12px;color:#868e96">{escape(t("play_type_help", lang))}</div>'

    def _show_deck_options(self) -> None:
        """The table options of the decks in use: the laws' deck and those of the laws chosen from the start."""
        deck = str(self.law_deck.value)
        # the toggles are made when the fold is first opened (most games start without choosing laws)
        ids = dict(RULES_BY_DECK)[deck] if self.start_laws_box.selected_index is not None else ()
        for rid in ids:
            if rid not in self.start_law_toggles:
                toggle = widgets.ToggleButton(value=False)
                toggle.add_class("dx-start-law")
                toggle.add_class(rule_css(rid))
                toggle.observe(lambda _: self._guard(self._show_deck_options), names="value")
                self._label_start_law(rid, toggle, self.lang)
                self.start_law_toggles[rid] = toggle
        children = tuple(self.start_law_toggles[rid] for rid in ids)
        if self.start_laws.children != children:
            self.start_laws.children = children
        chosen = self.chosen_start_laws()
        decks = {deck} | {deck_of(r) for r in chosen}
        self.deck_options.show(tuple(decks))
        title = t("play_start_laws", self.lang) + (count(len(chosen), self.lang) if chosen else "")
        self.start_laws_box.set_title(0, title)

    def chosen_start_laws(self) -> tuple[str, ...]:
        """The laws in force from the start of the next game (pressed toggles, of any deck)."""
        return tuple(r for r in ALL_RULE_IDS if r in self.start_law_toggles and self.start_law_toggles[r].value)

    @staticmethod
    def _label_start_law(rid: str, toggle: widgets.ToggleButton, lang: str) -> None:
        cls = rule_class(rid)
        toggle.description = rule_title(rid, lang, in_deck=True)
        toggle.tooltip = cls.law_ja if lang == "ja" else cls.law_en

    def refresh(self) -> None:
        """Redraw everything from the state (also after a language switch)."""
        self._relabel()
        state = self.state
        lang = self.lang
        if state is None:
            self.message.value = self.notice
            return
        self.table.value = self._table(state, lang)
        left = t("play_cards_left", lang).format(n=state.hands[HUMAN].bit_count())
        count = f"（{left}）" if lang == "ja" else f" ({left})"
        pend = state.pending
        kind = pend.kind if pend is not None and pend.player == HUMAN else None
        mode = PLAY if kind is DecisionKind.PLAY else PICK if kind is DecisionKind.TRIM else ""
        self.hand.show(state, HUMAN, mode, f'<b>{escape(t("play_your_hand", lang))}</b>{count}')
        why = self.phase_explanation(state, lang)
        self.explain.value = f'<div class="dx-explain-box" data-kind="{kind.value if kind else ""}">{escape(why)}</div>' if why else ""
        self.undo_button.description = t("play_undo", lang)
        self.undo_button.disabled = not self.can_undo
        self.message.value = self._names(self._message(state, lang) + self.notice, state, lang)
        self.summary.value = self._names(self._summary(state, lang), state, lang)
        self.over_box.layout.display = None if self.summary.value else "none"
        self.play_again.layout.display = None if state.is_terminal() else "none"
        self._buttons(state, lang)
        self._show_hint(state, lang)
        self.why_not.value = self._why_not(state, lang)
        self.rules_view.value = self._names(self._rules(state, lang), state, lang)
        self.active_view.update(state, lang, check=state.pending is not None and state.pending.player == HUMAN)
        self.points_view.value = self._names(self._points(state, lang), state, lang)
        self.log_view.value = self._log(lang)

    @staticmethod
    def phase_explanation(state: State, lang: str) -> str:
        """One plain sentence on the set-up phase the human is asked about now (the draft, the exchange, the
        trim, naming the start player), else ``""``; the exchange as a rule in force makes it, if one does."""
        pend = state.pending
        if pend is None or pend.player != HUMAN or pend.kind not in SETUP_KINDS:
            return ""
        key = f"play_explain_{pend.kind.value}"
        if pend.kind is DecisionKind.EXCHANGE:
            ruled = [f"{key}@{r}" for r in (*state.laws, *(r for h in state.house for r in h)) if f"{key}@{r}" in TEXTS]
            key = ruled[0] if ruled else key
        return t(key, lang)

    def _table(self, state: State, lang: str) -> str:
        """The table with the bots' hands face down (unless peeked at) and the human's under it, to touch."""
        hidden = set() if self.peek.value else set(range(state.n))
        return self._names(table_html(state, lang, hidden, own=HUMAN, fold_discard=True), state, lang)

    def _names(self, text: str, state: State, lang: str) -> str:
        """``text`` with the human called by this language's word (the game named them when it began)."""
        me, word = state.players[HUMAN], t("play_you", lang)
        return text.replace(me, word) if me != word else text

    def sentence(self, event: Event, lang: str) -> str:
        """An event as a sentence in ``lang`` from its template (:mod:`explorer.text.sentences`), the human spoken
        to in the second person; an event that names no player is the engine's text."""
        state = self.state
        if state is None:
            return describe(event, lang)
        if templated(event):
            return sentence(event, lang, state.players, HUMAN, {"ja": t("play_you", "ja"), "en": t("play_you", "en")})
        return self._names(describe(event, lang), state, lang)

    def _message(self, state: State, lang: str) -> str:
        pend = state.pending
        if pend is None:  # the game is over: the panel under this line says so, once
            return ""
        head = f'<b>{escape(t("play_round_of", lang).format(r=state.round, total=state.rounds_total))}</b> — '
        if pend.player != HUMAN:
            who = state.players[pend.player]
            key = "play_window" if self._open_windows() else "play_waiting"
            return head + escape(t(key, lang).format(who=who))
        kind = pend.kind
        if kind is DecisionKind.PLAY:
            return head + escape(t("play_turn_lead" if state.field is None else "play_turn_play", lang))
        if kind is DecisionKind.CHOICE and state.choice is not None:
            # the rule's own prompt is written about a third person ("Tax: A takes one of …"): the page says
            # whose choice it is and which rule asks, and the buttons below name the options
            return head + escape(choice_prompt(state, lang))
        if kind is DecisionKind.EXCHANGE and state.queue:
            return head + escape(t("play_turn_exchange", lang).format(to=state.players[state.queue[0][1]]))
        return head + escape(t(f"play_turn_{kind.value}", lang))

    def _summary(self, state: State, lang: str) -> str:
        """The round just over (until the human acts again); at the end the game's result instead, said once:
        the game-over sentence and the final standings (the message line above says nothing then)."""
        sep = "、" if lang == "ja" else ", "
        colon = "：" if lang == "ja" else ": "
        parts = []
        if state.is_terminal():
            game_over = next((e for e in reversed(self.events) if e.kind == "game_over"), None)
            line = self.sentence(game_over, lang) if game_over is not None else t("play_game_over", lang)
            ranked = sorted(range(state.n), key=lambda p: -state.points[p])
            space = "" if lang == "ja" else " "
            standings = sep.join(
                f"{place(1 + sum(q > state.points[p] for q in state.points), lang)} {escape(state.players[p])}"
                f"{space}{escape(paren(self.points_text(state.points[p], lang), lang))}" for p in ranked)
            parts.append(f'<div class="dx-game-over-line">{escape(line)}</div>'
                         f'<div class="dx-final"><b>{escape(t("play_final", lang))}</b>{colon}{standings}</div>')
        index = next((i for i in range(len(self.events) - 1, -1, -1) if self.events[i].kind == "round_over"), None)
        if index is not None and self.round_points and index >= self.seen and not state.is_terminal():
            _, after = self.round_points[-1]
            before = self.round_points[-2][1] if len(self.round_points) > 1 else (0,) * state.n
            gains = sep.join(f"{escape(state.players[p])} +{after[p] - before[p]}" for p in range(state.n))
            parts.append(f'<div class="dx-round-over">{escape(self.sentence(self.events[index], lang))}<br>'
                         f'{escape(t("play_round_points", lang))}{colon}{gains}</div>')
        return f'<div class="dx-over-box">{"".join(parts)}</div>' if parts else ""

    @staticmethod
    def points_text(n: int, lang: str) -> str:
        """「3点」, "3 points", "1 point"."""
        return t("play_points_1" if n == 1 else "play_points_n", lang).format(n=n)

    def _buttons(self, state: State, lang: str) -> None:
        acts = self.human_actions()
        windows = set(state.window_actions())
        decision_buttons: list[widgets.Button] = []
        window_buttons: list[widgets.Button] = []
        decision_actions: list[Action] = []
        window_actions: list[Action] = []
        pend = state.pending
        if pend is not None and pend.player == HUMAN and pend.kind is DecisionKind.TRIM:
            # one button for every way to trim would be hundreds: touch the cards in the hand, then one button
            # trims them
            decision_buttons.append(self.trim_button)
            decision_actions.append(self._trim_action(state))
            self._trim_changed()
            acts = [a for a in acts if a in windows]
        # the hand's cards are the plays (a tap plays a card, a selection offers its plays): no button per play
        acts = [a for a in acts if a in windows or not isinstance(a, Play)]
        for a in acts:
            b = widgets.Button(description=action_label(state, a, lang), tooltip=action_tip(state, a, lang),
                               layout=widgets.Layout(width="auto"))
            b.add_class("dx-action")
            b.on_click(lambda _, a=a: self._guard(lambda: self.act(a)))
            if a in windows:
                window_buttons.append(b)
                window_actions.append(a)
            else:
                decision_buttons.append(b)
                decision_actions.append(a)
        self.action_buttons = decision_buttons + window_buttons
        self.button_actions = decision_actions + window_actions
        self.actions.children = tuple(decision_buttons)
        self.actions_title.value = f"<b>{escape(t('play_your_actions', lang))}</b>" if decision_buttons else ""
        paused = bool(self._open_windows())
        self.windows.children = tuple(window_buttons) + ((self.continue_button,) if paused else ())
        self.windows_title.value = f"<b>{escape(t('play_out_of_turn', lang))}</b>" if window_buttons else ""
        done = state.is_terminal()
        self.command.disabled = self.try_button.disabled = done

    # -- the trim phase: toggle cards, then trim them ------------------------------------------
    def _trim_action(self, state: State) -> Trim:
        return Trim(HUMAN, self.hand.selected() if self.hand.mode == PICK else 0)

    def _trim_changed(self) -> None:
        state = self.state
        if state is None:
            return
        action = self._trim_action(state)
        self.trim_button.description = action_label(state, action, self.lang)
        self.trim_button.tooltip = action_tip(state, action, self.lang)
        legal = state.refusal_of(action) is None
        self.trim_button.disabled = not legal
        if self.action_buttons and self.action_buttons[0] is self.trim_button:
            self.button_actions[0] = action

    def _trim_clicked(self) -> None:
        state = self.state
        if state is None:
            return
        action = self._trim_action(state)
        why = state.refusal_of(action)
        if why is not None:
            self.notice = f"<div>{escape(t('play_refused', self.lang))}: {refusal_html(why, self.lang)}</div>"
            self.refresh()
            return
        self.hand.clear()
        self.act(action)

    def _why_not(self, state: State, lang: str) -> str:
        pend = state.pending
        if pend is None or pend.player != HUMAN or pend.kind is not DecisionKind.PLAY:
            return ""
        rows = []
        seen: set[str] = set()
        melds: list[Meld] = list(state.all_melds(HUMAN))
        for m in melds:
            text = str(m)
            if text in seen:
                continue
            seen.add(text)
            why = state.refusal(HUMAN, m)
            if why is not None:
                rows.append(f"<li><b>{escape(text)}</b>: {refusal_html(why, lang)}</li>")
            if len(rows) >= 40:
                break
        if state.field is not None:
            why_pass = state.pass_refusal(HUMAN)
            if why_pass is not None:
                rows.insert(0, f"<li><b>{escape(t('play_cannot_pass', lang))}</b>: {refusal_html(why_pass, lang)}</li>")
        if not rows:
            return ""
        return (f"<details><summary>{escape(t('play_why_not', lang))}{count(len(rows), lang)}</summary>"
                f'<ul style="font-size:13px">{"".join(rows)}</ul></details>')

    def _rules(self, state: State, lang: str) -> str:
        laws = []
        for law in state.laws:
            cls = rule_class(law)
            text = cls.law_ja if lang == "ja" else cls.law_en
            r = self.law_rounds.get(law, state.round)
            laws.append(f'<li data-rule="{escape(law)}"><b>{escape(rule_title(law, lang))}</b> '
                        f'<span style="color:#868e96">{escape(paren(t("play_law_round", lang).format(r=r), lang))}</span> — '
                        f'{escape(text)}</li>')
        house = []
        for p in range(state.n):
            ids = state.house[p]
            if ids:
                items = ("、" if lang == "ja" else "; ").join(
                    f'<span data-rule="{escape(r)}" title="{escape(rule_class(r).house_ja if lang == "ja" else rule_class(r).house_en)}">'
                    f'{escape(rule_title(r, lang))}</span>' for r in ids)
            else:
                items = escape(t("play_no_house", lang))
            house.append(f"<li>{escape(state.players[p])}{'：' if lang == 'ja' else ': '}{items}</li>")
        law_list = f"<ul>{''.join(laws)}</ul>" if laws else f"<p>{escape(t('play_no_laws', lang))}</p>"
        house_part = (f"<b>{escape(t('house_rules', lang))}</b><ul>{''.join(house)}</ul>"
                      if state.game.mode is Mode.MAD or any(state.house) else "")
        return (f"<details open><summary><b>{escape(t('play_rules_in_force', lang))}</b></summary>"
                f"<b>{escape(t('laws', lang))}</b>{law_list}{house_part}</details>")

    def _points(self, state: State, lang: str) -> str:
        head = "".join(f"<th>{t('play_round', lang)}{'' if lang == 'ja' else ' '}{r}</th>" for r, _ in self.round_points)
        rows = []
        for p in range(state.n):
            cells = "".join(f"<td>{pts[p]}</td>" for _, pts in self.round_points)
            rows.append(f"<tr><td style='text-align:left'>{escape(state.players[p])}</td>{cells}"
                        f"<td><b>{state.points[p]}</b></td></tr>")
        return (f"<b>{escape(t('points', lang))}</b> <span style='font-size:12px;color:#868e96'>"
                f"{escape(paren(t('play_points_after', lang), lang))}</span>"
                f'<table class="dx-points"><tr><th></th>{head}<th>{t("play_total", lang)}</th></tr>{"".join(rows)}</table>')

    def _log(self, lang: str) -> str:
        lines = []
        for i, e in enumerate(self.events):
            tag = (f'<span class="dx-rule-tag">{escape(rule_label(e.rule, lang))}</span>' if e.rule
                   else f'<span class="dx-rule-tag dx-flow">{escape(t("play_flow", lang))}</span>')
            cls = "dx-event"
            if i >= self.seen:
                cls += " new"
            if e.kind in ("deal", "round_over", "game_over"):
                cls += " round"
            lines.append(f'<div class="{cls}" data-rule="{escape(e.rule or "")}" data-kind="{escape(e.kind)}">'
                         f"{tag}{escape(self.sentence(e, lang))}</div>")
        body = "".join(reversed(lines))  # newest first in the DOM; column-reverse shows it at the bottom
        return (f"<b>{escape(t('play_log', lang))}</b> <span style='font-size:12px;color:#868e96'>"
                f"{escape(t('play_log_new', lang))}</span><div class=\"dx-log-box\">{body}</div>")


def play_page(language: Language | None = None) -> widgets.Widget:
    """The Play page (a game against greedy bots starts at once; the set-up controls start another)."""
    return PlayPage(language)
