"""The human's hand on the Play page: cards drawn as playing cards to touch (a tap plays a card that has one
way to be played, otherwise selects it; in the trim phase a tap picks the cards to discard), and why a
selection cannot be played.

A thin view: which cards can be played, which selections are legal, and why not, is the engine's answer
(:attr:`State.legal_actions`, :meth:`State.refusal`).  In a play decision the cards of the legal plays are
raised and bright (``dx-playable``) and the others dimmed (``dx-dimmed``): after one card is selected, only the
cards that can be played with it stay bright.  A tap on a dimmed card plays and selects nothing: the line under
the hand says why it cannot be played (the engine's refusal, as a refused selection is explained), and the live
line says it too.

A selected card is raised and, for a screen reader, pressed (``aria-pressed``, set by the page script from the
button's state); each tap that selects or unselects a card is said in the page's language on a line read out and
not shown (``dx-said``: 「♠3を選択」, "♠3 selected").
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

import ipywidgets as widgets

from explorer.engine.actions import Action, Play
from explorer.engine.contract import Refusal
from explorer.engine.cards import JOKER, card_list, card_str, mask_str
from explorer.engine.errors import ExplorerError
from explorer.engine.melds import parse_pattern
from explorer.text.phrasing import card_ja, cards_ja, meld_ja, refusal_heading
from explorer.engine.state import State
from explorer.widgets.cards_view import button_face, suit_class
from explorer.widgets.i18n import paren, t
from explorer.text.describe import describe


def tap_play(state: State, player: int, card: int) -> Play | None:
    """The play a tap on ``card`` makes at once: the card alone, when that is a legal play and no other legal
    play (a group, a sequence, a join, another reading of a joker) uses the card; otherwise ``None`` (the tap
    selects it, and the page offers the plays that contain the selection).

    >>> from explorer.engine.cards import parse_card
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥7 ♦7", "B": "♣4", "C": "♣5"})
    >>> str(tap_play(s, 0, parse_card("♠3")).meld)
    '♠3'
    >>> tap_play(s, 0, parse_card("♥7")) is None  # ♥7 ♦7 is a pair too
    True
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 JK", "B": "♣4", "C": "♣5"})
    >>> tap_play(s, 0, parse_card("♠3")) is None  # the joker may pair with it
    True
    """
    plays = [a for a in state.legal_actions if isinstance(a, Play) and a.player == player
             and a.meld.cards >> card & 1]
    if len(plays) == 1 and plays[0].meld.cards == 1 << card:
        return plays[0]
    return None


def playable_cards(state: State, player: int, selected: int = 0) -> int:
    """The cards (a mask) of ``player``'s legal plays that hold every card of ``selected``: the engine's list
    (:attr:`State.legal_actions`), read, not recomputed.  With nothing selected, every card that is part of some
    legal play; after a selection, the cards that can still be played together with it.

    >>> from explorer.engine.cards import mask_str, parse_card
    >>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥7 ♦7 ♣K", "B": "♣4 ♣5", "C": "♣6"},
    ...                         field="♦5", field_by="B", turn="A")
    >>> mask_str(playable_cards(s, 0))  # ♠3 is weaker than ♦5
    '♥7 ♦7 ♣K'
    >>> mask_str(playable_cards(s, 0, 1 << parse_card("♥7")))  # only singles go on a single
    '♥7'
    """
    cards = 0
    for a in state.legal_actions:
        if isinstance(a, Play) and a.player == player and a.meld.cards & selected == selected:
            cards |= a.meld.cards
    return cards


PLAY, PICK = "play", "pick"
"""The hand's modes: a play decision (taps play or select), picking cards for another decision (the trim)."""


class HandPicker(widgets.VBox):  # type: ignore[misc]
    """The human's cards as toggle buttons drawn as playing cards (:data:`~explorer.widgets.cards_view.BUTTON_CARD_CSS`).
    In a play decision a tap on a card plays it at once when that is the only way to play it (:func:`tap_play`);
    otherwise the tap selects it (the card is raised), the page offers the legal plays that contain the
    selection as buttons, and a line says why when the selection is no legal play.  Only the cards of legal
    plays (:func:`playable_cards`) are bright; a tap on a dimmed one says why it cannot be played (the engine's
    refusal of it, with the cards already selected) and selects nothing.  In :data:`PICK` mode a tap only
    (de)selects and ``picked`` is called (the page reads :meth:`selected`); a card is bright while ``can_pick``
    accepts the selection with it added (the page asks the engine), and a tap on a dimmed one picks nothing and
    says why: ``pick_refusal`` is the engine's refusal of that selection."""

    def __init__(self, act: Callable[[Action], None], lang: Callable[[], str],
                 picked: Callable[[], None] = lambda: None,
                 can_pick: Callable[[int], bool] = lambda mask: True,
                 pick_refusal: Callable[[int], Refusal | None] = lambda mask: None) -> None:
        self._act = act
        self._lang = lang
        self._picked = picked
        self._can_pick = can_pick
        self._pick_refusal = pick_refusal
        self.mode = ""
        self.cards: list[tuple[int, widgets.ToggleButton]] = []
        self.row = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.row.add_class("dx-hand-cards")
        self.play_buttons = widgets.Box(layout=widgets.Layout(flex_flow="row wrap"))
        self.play_buttons.add_class("dx-hand-plays")
        self.why = widgets.HTML()
        self.why.add_class("dx-hand-why")
        self.title = widgets.HTML()
        self.said = widgets.HTML()
        """What the last tap did, for a screen reader (a live region, not shown): 「♠3を選択」."""
        self.said.add_class("dx-said")
        self.state: State | None = None
        self.active = False
        self.hinted = 0
        """The cards a hint suggests (a mask): outlined (``dx-hinted``) until the hint is gone."""
        self._resetting = False
        super().__init__([self.title, self.row, self.play_buttons, self.why, self.said])
        self.add_class("dx-hand-picker")

    def selected(self) -> int:
        return sum(1 << c for c, b in self.cards if b.value)

    def show(self, state: State, player: int, mode: str, title: str) -> None:
        """Draw ``player``'s hand; ``mode``: :data:`PLAY` (their play decision: a selection may be played),
        :data:`PICK` (cards to choose for another decision) or ``""`` (not their decision: nothing to touch)."""
        if mode != self.mode and self.cards:
            self.clear()
        self.state, self.player, self.mode = state, player, mode
        self.active = mode == PLAY
        for m in (PLAY, PICK):  # the mode as a class: the browser tests wait for "dx-hand-play"
            if m == mode:
                self.add_class(f"dx-hand-{m}")
            else:
                self.remove_class(f"dx-hand-{m}")
        self.title.value = title
        hand = card_list(state.hands[player])
        lang = self._lang()
        if [c for c, _ in self.cards] != hand:
            self.said.value = ""  # another hand: what was said of the last one is gone with it
            self.cards = []
            for c in hand:
                b = widgets.ToggleButton(value=False)
                b.add_class("dx-hand-card")
                b.add_class("dx-cardbtn")
                b.add_class(suit_class(c))
                b.add_class("dx-card-" + ("JK" if c >= JOKER else card_str(c, ascii=True)))
                b.observe(lambda change, c=c: self._tapped(c, bool(change["new"])), names="value")
                self.cards.append((c, b))
            self.row.children = [b for _, b in self.cards]
        for c, b in self.cards:
            b.description = button_face(c, lang)
        self._changed()

    def mark(self, cards: int) -> None:
        """Outline ``cards`` (a hint's play; 0: none)."""
        self.hinted = cards
        for c, b in self.cards:
            if cards >> c & 1:
                b.add_class("dx-hinted")
            else:
                b.remove_class("dx-hinted")

    def clear(self) -> None:
        """Unselect every card (without playing anything)."""
        self._resetting = True
        try:
            for _, b in self.cards:
                b.value = False
        finally:
            self._resetting = False

    def _plays(self, mask: int) -> list[Play]:
        """The legal plays that contain every selected card (exactly these cards first)."""
        state = self.state
        if state is None or not mask:
            return []
        plays = [a for a in state.legal_actions if isinstance(a, Play) and a.player == self.player
                 and a.meld.cards & mask == mask]
        return sorted(plays, key=lambda a: (a.meld.cards != mask, a.meld.cards.bit_count()))

    def _tapped(self, card: int, pressed: bool) -> None:
        """A card touched: the first touch plays it when that is unambiguous, any other touch (de)selects."""
        if self._resetting:
            return
        if self.mode == PICK:
            if pressed and not self._can_pick(self.selected()):
                self._refuse_pick(card, self.selected() & ~(1 << card))
                return
            self.why.value = ""  # a refusal said before is answered by this pick
            self._say(card, pressed)
            self._light()
            self._picked()
            return
        state = self.state
        if pressed and self.active and state is not None:
            before = self.selected() & ~(1 << card)
            if not (playable_cards(state, self.player, before) | before) >> card & 1:
                self._refuse(state, card, before)
                return
        if pressed and self.active and state is not None and self.selected() == 1 << card:
            play = tap_play(state, self.player, card)
            if play is not None:
                self._play(play)
                return
        self._say(card, pressed)
        self._changed()

    def _refuse(self, state: State, card: int, selected: int) -> None:
        """A tap on a dimmed card: unpress it, and say why it cannot be played with the cards ``selected`` (on
        the line under the hand, and on the live line)."""
        self._unpress(card)
        lang = self._lang()
        mask = selected | 1 << card
        why = self._refusal(state, mask, lang) or ("", "", t("play_card_closed", lang))
        self._light()
        self.why.value = self._why_html(mask, why, lang, tapped=True)
        head = t("play_cannot_these", lang).format(cards=cards_ja(mask) if lang == "ja" else mask_str(mask))
        self.said.value = escape(f"{head}{'' if lang == 'ja' else ' '}{why[1] and why[1] + ' '}{why[2]}".strip())

    def _refuse_pick(self, card: int, selected: int) -> None:
        """A tap on a dimmed card while picking (the trim): unpress it, and say why it cannot be picked with the
        cards ``selected`` (the engine's refusal of that selection), under the hand and on the live line."""
        self._unpress(card)
        lang = self._lang()
        refusal = self._pick_refusal(selected | 1 << card)
        why = ("", "", t("play_card_not_pickable", lang)) if refusal is None else self._why_of(refusal, lang)
        self._light()
        head = t("play_cannot_discard", lang).format(card=self._name(1 << card, lang))
        rule, name, reason = why
        tag = f'<span class="dx-rule">{escape(name)}</span>' if rule else ""
        self.why.value = (f'<div class="dx-refusal dx-why-selected dx-why-tapped" data-rule="{escape(rule)}">'
                          f"<b>{escape(head)}</b> {tag}{escape(reason)}</div>")
        self.said.value = escape(f"{head}{'' if lang == 'ja' else ' '}{name and name + ' '}{reason}".strip())

    def _unpress(self, card: int) -> None:
        """Unpress ``card``'s button without taking it as a tap."""
        self._resetting = True
        try:
            for c, b in self.cards:
                if c == card:
                    b.value = False
        finally:
            self._resetting = False

    @staticmethod
    def _name(mask: int, lang: str) -> str:
        return cards_ja(mask) if lang == "ja" else mask_str(mask)

    def _say(self, card: int, pressed: bool) -> None:
        """Say what a tap did: the card selected or unselected, and the whole selection when more is selected."""
        lang = self._lang()

        def name(mask: int) -> str:
            return cards_ja(mask) if lang == "ja" else mask_str(mask)

        text = t("said_selected" if pressed else "said_unselected", lang).format(card=name(1 << card))
        rest = self.selected()
        if rest and rest != 1 << card:
            text += ("" if lang == "ja" else " ") + paren(t("said_selection", lang).format(cards=name(rest)), lang)
        self.said.value = escape(text)

    def open_cards(self) -> int | None:
        """The cards that can be touched now (a mask; the selected ones included), ``None`` when it is not this
        player's decision (nothing to touch, nothing dimmed)."""
        state, mask = self.state, self.selected()
        if state is None or not self.mode:
            return None
        if self.mode == PLAY:
            return playable_cards(state, self.player, mask) | mask
        return mask | sum(1 << c for c, _ in self.cards if self._can_pick(mask | 1 << c))

    def _light(self) -> None:
        """Playable cards raised and bright, the others dimmed and untouchable (their tooltip says so)."""
        lang = self._lang()
        lit = self.open_cards()
        for c, b in self.cards:
            name = "ジョーカー" if c >= JOKER and lang == "ja" else (
                card_ja(c) if lang == "ja" else card_str(c))
            on = lit is not None and bool(lit >> c & 1)
            dim = lit is not None and not on
            # a dimmed card of a play decision or of a pick stays touchable: the tap says why it cannot be taken
            b.disabled = not on and not (dim and (self.mode == PICK or self.mode == PLAY and self.active))
            closed = t("play_card_not_pickable" if self.mode == PICK else "play_card_closed", lang)
            b.tooltip = name + ((" " if lang != "ja" else "") + paren(closed, lang) if dim else "")
            for cls, flag in (("dx-playable", on and self.mode == PLAY), ("dx-dimmed", dim)):
                if flag:
                    b.add_class(cls)
                else:
                    b.remove_class(cls)

    def _changed(self) -> None:
        self._light()
        state, lang = self.state, self._lang()
        mask = self.selected()
        buttons: list[widgets.Button] = []
        why = ""
        if state is not None and self.active and mask:
            plays = self._plays(mask)
            # a joker may stand for several cards, a card may be part of a group or a sequence, and a play may
            # also fuse: one button per legal play that contains the selection
            for a in plays[:12]:
                b = widgets.Button(description=self._label(state, a, lang), button_style="success",
                                   layout=widgets.Layout(width="auto"))
                b.add_class("dx-play-selected")
                b.on_click(lambda _, a=a: self._play(a))
                buttons.append(b)
            if not any(a.meld.cards == mask for a in plays):
                why = self._why_not(state, mask, lang)
        elif state is not None and self.active:
            why = f'<span class="dx-hint">{escape(t("play_tap_hint", lang))}</span>'
        self.play_buttons.children = buttons
        self.why.value = why

    def _label(self, state: State, action: Play, lang: str) -> str:
        shown = meld_ja(action.meld) if lang == "ja" else str(action.meld)
        key = "play_fuse_these" if action.join else "play_these"
        return t(key, lang).format(cards=shown)

    def _play(self, action: Action) -> None:
        self.clear()
        self._act(action)

    def _refusal(self, state: State, mask: int, lang: str) -> tuple[str, str, str] | None:
        """Why the cards ``mask`` cannot be played: (the rule's id, its name, the reason), ``("", "", reason)``
        when they make no meld; ``None`` when they can be played after all."""
        try:
            meld = parse_pattern(mask_str(mask)).for_hand(state.hands[self.player]).resolve()
        except ExplorerError as exc:
            return "", "", describe(exc, lang)
        refusal = state.refusal(self.player, meld)
        if refusal is None:  # legal only in a way the list does not offer (should not happen)
            return None
        return self._why_of(refusal, lang)

    @staticmethod
    def _why_of(refusal: Refusal, lang: str) -> tuple[str, str, str]:
        """A refusal as the hand says it: its rule, the rule's label and the reason, in ``lang``."""
        return refusal.rule, refusal_heading(refusal, lang), refusal.text(lang)

    @staticmethod
    def _why_html(mask: int, why: tuple[str, str, str], lang: str, tapped: bool = False) -> str:
        shown = cards_ja(mask) if lang == "ja" else mask_str(mask)
        rule, name, reason = why
        tag = f'<span class="dx-rule">{escape(name)}</span>' if rule else ""
        cls = "dx-refusal dx-why-selected" + (" dx-why-tapped" if tapped else "")
        return (f'<div class="{cls}" data-rule="{escape(rule)}">'
                f'<b>{escape(t("play_cannot_these", lang).format(cards=shown))}</b> {tag}{escape(reason)}</div>')

    def _why_not(self, state: State, mask: int, lang: str) -> str:
        why = self._refusal(state, mask, lang)
        return "" if why is None else self._why_html(mask, why, lang)
