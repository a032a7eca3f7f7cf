"""The Sandbox's set-up editing: a card picked, a notation box applied, the players, flags and rules changed;
each change is checked (cards placed twice, unreadable notation) before the engine state is rebuilt."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from html import escape
from typing import Any

from explorer.engine.actions import Action, Play
from explorer.engine.cards import card_str, parse_cards, split_tokens
from explorer.engine.errors import ExplorerError, NotationError
from explorer.engine.melds import parse_pattern
from explorer.rules.decks import deck_option
from explorer.scenarios.model import NAME_LIMIT
from explorer.engine.state import State
from explorer.text.phrasing import card_ja
from explorer.widgets.i18n import t
from explorer.widgets.sandbox.base import SandboxBase
from explorer.widgets.sandbox.position import DISCARD, FIELD, HAND, HISTORY, Setup, _error_texts, _owner
from explorer.widgets.sandbox.moves_view import rule_label


class EditingPart(SandboxBase):
    """Changing the set-up (a part of :class:`~explorer.widgets.sandbox.page.Sandbox`)."""

    def _place_name(self, place: str, lang: str) -> str:
        if place.startswith(HAND):
            return t("sb_hand_of", lang).format(name=self.setup.players[int(place[len(HAND):])])
        return t("sb_history" if place == HISTORY else place, lang)

    def _update(self, new: Setup, texts: Sequence[str] | None = ()) -> bool:
        """Take ``new`` as the set-up if its cards are consistent, then rebuild the engine state.

        ``texts``: the notation boxes to rewrite from the new set-up (``None``: all); the first is the place
        the user changed.
        """
        if self.autofill.value:
            new = new.filled_in()
            if texts is not None:
                texts = [*texts, *(f"{HAND}{i}" for i in sorted(new.filled))]
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
        seats = frozenset(range(len(self.setup.players))) if self.autofill.value else frozenset()
        self._update(replace(blank, hands=(0,) * len(self.setup.players), field_text="", field_by=None,
                             field_by_filled=False, history=(), discard=0, revolution=False, reversed=False, lock_suits="",
                             lock_rank="", turn=None, extra={}, filled=seats), texts=None)

    def _dealt(self, new: Setup, place: str) -> Setup:
        """``new`` with the hand of ``place`` (if it is a hand) the user's own, no longer filled by the page."""
        if place.startswith(HAND):
            return replace(new, filled=new.filled - {int(place[len(HAND):])})
        return new

    def _on_autofill(self, on: bool) -> None:
        """Filling the other hands switched on (the empty hands are filled) or off (every hand is the user's)."""
        if self._syncing:
            return
        s = self.setup
        out = {str(p) for p in s.extra.get("finished") or []}
        seats = frozenset(i for i, (n, h) in enumerate(zip(s.players, s.hands)) if on and not h and n not in out)
        self._update(replace(s, filled=seats), texts=None)

    def _on_pick(self, card: int, pressed: bool) -> None:
        if self._syncing:
            return
        target = str(self.target.value)
        try:
            mask = self.setup.place_mask(target)
        except ExplorerError:
            mask = 0
        mask = mask | 1 << card if pressed else mask & ~(1 << card)
        self._update(self._dealt(self.setup.with_place(target, mask), target), texts=[target])
        self._say_pick(card, target, pressed)

    def _say_pick(self, card: int, place: str, pressed: bool) -> None:
        """Say, for a screen reader (the picker's ``dx-said`` line, read and not shown), what a pick did: the card
        put in its place or taken out (「♠3をAの手札に置いた」, "♠3 put in A's hand"), or why not."""
        lang = self.lang
        try:
            done = bool(self.setup.place_mask(place) >> card & 1) == pressed
        except ExplorerError:
            done = False
        where = self._place_name(place, lang)
        if lang != "ja" and not place.startswith(HAND):
            where = "the " + where.lower()
        name = card_ja(card) if lang == "ja" else card_str(card)
        said = [t("said_put" if pressed else "said_taken", lang).format(card=name, place=where)] if done else []
        kind, ja, en = self._message
        if kind == "error":
            said.append(ja if lang == "ja" else en)
        self.said.value = escape(("。" if lang == "ja" else ". ").join(said))

    def apply_text(self, place: str) -> bool:
        """Read the notation box of ``place`` (``hand:0`` …, ``field``, ``history``, ``discard``) into the set-up."""
        if place.startswith(HAND):
            text = self.hand_texts[int(place[len(HAND):])].value
        else:
            text = {FIELD: self.field_text, HISTORY: self.history_text, DISCARD: self.discard_text}[place].value
        try:
            if place == FIELD:
                new = self.setup.with_field(text)
            elif place == HISTORY:
                new = replace(self.setup, history=self._parse_history(text))
            else:
                new = self._dealt(self.setup.with_place(place, parse_cards(text)), place)
        except ExplorerError as exc:
            self._say_key("error", "sb_bad_notation", _error_texts(exc))
            return False
        if new == self.setup:  # Enter applied it already; Apply pressed after it changes nothing
            return True
        return self._update(new, texts=[place])

    def _parse_history(self, text: str) -> tuple[tuple[int, str], ...]:
        out = []
        for entry in re.split(r"[;\n]", text):
            if not entry.strip():
                continue
            seat, cards = _owner(entry, self.setup.players)
            if seat is None:
                raise NotationError(entry.strip(), "expected 'NAME: cards' (e.g. 'D: ♦4')",
                                    "「名前: カード」の形で書く（例：'D: ♦4'）")
            parse_pattern(cards)
            out.append((seat, " ".join(split_tokens(cards))))
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
            field_by_filled=s.field_by_filled or (s.field_by is not None and s.field_by >= n),
            turn=keep(s.turn), extra={},
            filled=frozenset(i for i in range(n) if i in s.filled or (i >= len(s.players) and self.autofill.value)),
        )
        self._update(new, texts=[f"{HAND}{i}" for i in range(n)] + [HISTORY])

    def _on_field_by(self, change: Mapping[str, Any]) -> None:
        if not self._syncing:
            value = int(change["new"])
            self._update(replace(self.setup, field_by=None if value < 0 else value, field_by_filled=False))

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
        self._update(replace(s, laws=tuple(rid for rid in self.all_rule_ids if rid in wanted)))

    def _on_option(self, name: str, value: object) -> None:
        """A deck's table option changed (a default value is left out of the scenario)."""
        options = {k: v for k, v in self.setup.options.items() if k != name}
        if value != deck_option(name).default:
            options[name] = value
        self._update(replace(self.setup, options=options))

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
        house[seat] = tuple(rid for rid in self.all_rule_ids if rid in ids)
        self._update(replace(s, house=tuple(house)))

