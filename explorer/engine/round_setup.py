"""The round's set-up and end, as phases with begin/end hooks (boardgame.io style).

Deal → law phase → house-rule draft (mad mode) → exchange (not in round 1) →
trim to 7 → the start player is named → play → round end and scoring.
:class:`RoundSetup` is a part of :class:`explorer.engine.state.State`; the trick
play itself lives in ``state.py``.
"""

from __future__ import annotations

import random

from explorer.engine.actions import Give
from explorer.engine.cards import JOKER2, JOKERS_MASK, STANDARD_DECK, CardMask, card_str, iter_cards, mask_str, strongest_cards
from explorer.engine.events import Event
from explorer.engine.game import PLACE_POINTS, DecisionKind, Mode, Pending, Phase
from explorer.engine.places import DISCARD
from explorer.engine.state_data import StateData


def shuffle(rng: random.Random, cards: list[int]) -> None:
    """``rng.shuffle(cards)``, the same permutation drawn the same way (CPython's Fisher-Yates on
    ``getrandbits``), in compiled code: ``random.shuffle`` runs as Python, about 3% of an all-laws game's time.

    >>> a, b = list(range(54)), list(range(54))
    >>> random.Random("x").shuffle(a); shuffle(random.Random("x"), b); a == b
    True
    """
    getrandbits = rng.getrandbits
    for i in range(len(cards) - 1, 0, -1):
        n = i + 1
        k = n.bit_length()
        j = getrandbits(k)
        while j >= n:
            j = getrandbits(k)
        cards[i], cards[j] = cards[j], cards[i]


class RoundSetup(StateData):
    """Round set-up, the draft, the exchange, the trim, the start player and round end."""

    __slots__ = ()

    def _gift_options(self, giver: int, to: int) -> CardMask:
        """What ``giver`` may give ``to``: the king any card; a commoner their strongest (joker, then 2 …)."""
        hand = self.hands[giver]
        if giver == self.king:
            options = hand
        else:
            options = strongest_cards(hand)
            if options & JOKERS_MASK:
                options &= -options  # two jokers are alike: the first stands for both
        for r in self.rules.exchange_options:
            options = r.exchange_options(self._state(), giver, to, options)
        return options

    def _then(self, events: list[Event], step: str) -> list[Event]:
        """Go on to ``step`` of the set-up, unless a phase hook asked a choice first."""
        if self.choice is not None:
            self.after_choice = step
            self.resolving = None
            self._pending = Pending(self.choice.player, DecisionKind.CHOICE)
            return events
        return events + self._continue_to(step)

    def _continue_to(self, step: str) -> list[Event]:
        if step == "trim":
            return self._to_trim()
        if step == "start":
            return self._to_start()
        if step == "play":
            return self._begin_play()
        raise AssertionError(f"unknown set-up step {step!r}")

    def _victory_points(self) -> list[Event]:
        """Mad mode: the points printed on each house-rule card its holder keeps, added at game end."""
        events: list[Event] = []
        override = dict(self.options.victory_points)
        pts = list(self.points)
        for seat, ids in enumerate(self.house):
            for rid in ids:
                vp = override.get(rid, self.game.book.card(rid).victory_points or 0)
                if vp:
                    pts[seat] += vp
                    events.append(Event(rid, "victory_points", seat, f"{self.players[seat]} scores {vp} for house rule {rid}",
                                        f"{self.players[seat]}は家訓{rid}の勝利点{vp}点を得る",
                                        args=(("n", vp), ("rule", rid))))
        self.points = tuple(pts)
        return events

    def _end_round(self) -> list[Event]:
        events = self._phase_hooks(Phase.PLAY, begin=False)
        places = self.places()
        order = tuple(sorted(places, key=places.__getitem__))
        pts = list(self.points)
        for p, place in places.items():
            pts[p] += PLACE_POINTS.get(place, 0)
        self.points = tuple(pts)
        self.prev_order = order
        self.king = order[0]
        ranking = ", ".join(f"{i + 1}. {self.players[p]}" for i, p in enumerate(order))
        events.append(Event(None, "round_over", None, f"Round {self.round} is over: {ranking}",
                            f"第{self.round}ラウンド終了：" + "、".join(
                                f"{i + 1}位{self.players[p]}" for i, p in enumerate(order)),
                            args=(("round", self.round), ("ranking", order))))
        if self.round >= self.rounds_total:
            self.phase = Phase.OVER
            self._pending = None
            events += self._victory_points()
            best = max(self.points)
            winners = " & ".join(self.players[p] for p in range(self.n) if self.points[p] == best)
            events.append(Event(None, "game_over", None, f"Game over: {winners} wins with {best} points",
                                f"ゲーム終了：{'と'.join(self.players[p] for p in range(self.n) if self.points[p] == best)}が{best}点で勝利",
                                args=(("winners", tuple(p for p in range(self.n) if self.points[p] == best)),
                                      ("points", best))))
            return events
        return events + self._begin_round()

    def _begin_round(self) -> list[Event]:
        game = self.game
        self.round += 1
        self.phase = Phase.LAW
        cards = list(iter_cards(self.deck))
        shuffle(random.Random(f"{game.seed}:deal:{self.round}"), cards)
        size = game.hand_size
        self.hands = [0] * self.n
        for i in range(self.n):
            for c in cards[i * size:(i + 1) * size]:
                self.hands[i] |= 1 << c
        self.out_of_play = sum(1 << c for c in cards[self.n * size:])
        self.discard = 0
        self.field, self.field_by, self.field_cards, self.trick = None, None, 0, ()
        self.revolution = False
        self._end_rule_data("field", "round")
        self.passed, self.last_player = 0, None
        self.direction, self.skips = 1, 0
        self.finished, self.forbidden, self.fallen, self.bottom = (), (), (), ()
        events = [Event(None, "deal", None, f"Round {self.round}: {size} cards dealt to each player",
                        f"第{self.round}ラウンド：各自に{size}枚配る")]
        if self.rule_deck:
            law, self.rule_deck = self.rule_deck[0], self.rule_deck[1:]
            self.laws += (law,)
            self._rebuild_rules()
            cls = self.game.book.card(law)
            no = f"{cls.number:02d}" if cls.number else ""  # a card of another deck has no number
            events.append(Event(law, "law", None, f"New law: {no} {cls.en}".replace(":  ", ": "),
                                f"法律フェイズ：{no}【{cls.ja}】が新しい法律になる", args=(("rule", law),)))
        events += self._phase_hooks(Phase.LAW, begin=True)
        if game.mode is Mode.MAD:
            take = min(self.n, len(self.rule_deck))
            self.draft_pool, self.rule_deck = self.rule_deck[:take], self.rule_deck[take:]
            if self.prev_order:
                order = tuple(reversed(self.prev_order))
            else:
                order = tuple(range(self.n))
            self.queue = tuple((p, p) for p in order[:take])
            if take:
                self.phase = Phase.DRAFT
                events.append(Event(None, "draft", None, f"House-rule draft: {', '.join(self.draft_pool)}",
                                    f"家訓フェイズ：家訓選択場に{'、'.join(self.draft_pool)}",
                                    args=(("rules", self.draft_pool),)))
                self._pending = Pending(self.queue[0][0], DecisionKind.DRAFT)
                return events
        return events + self._to_exchange()

    def _phase_hooks(self, phase: Phase, begin: bool) -> list[Event]:
        events: list[Event] = []
        for r in self.rules.on_phase:
            events += r.on_phase(self._state(), phase, begin)
        return events

    def _pick(self, player: int, rule: str) -> list[Event]:
        pool = list(self.draft_pool)
        pool.remove(rule)
        self.draft_pool = tuple(pool)
        house = list(self.house)
        house[player] = house[player] + (rule,)
        self.house = tuple(house)
        self._rebuild_rules()
        self.queue = self.queue[1:]
        cls = self.game.book.card(rule)
        name = self.players[player]
        no = f"{cls.number:02d}" if cls.number else ""  # a card of another deck has no number
        events = [Event(rule, "pick", player, f"{name} takes house rule {no} {cls.en}".replace("  ", " "),
                        f"{name}が家訓{no}{rule}を選ぶ",
                        args=(("rule", rule),))]
        if self.queue:
            self._pending = Pending(self.queue[0][0], DecisionKind.DRAFT)
            return events
        self.draft_pool = ()
        return events + self._to_exchange()

    def _to_exchange(self) -> list[Event]:
        king = self.king
        if self.round > 1 and king is not None:
            self.phase = Phase.EXCHANGE
            commoners = [(king + i) % self.n for i in range(1, self.n)]
            self.queue = tuple((c, king) for c in commoners) + tuple((king, c) for c in commoners)
            for r in self.rules.exchange_queue:
                self.queue = r.exchange_queue(self._state(), self.queue)
            if not self.queue:
                return self._phase_hooks(Phase.EXCHANGE, begin=True) + self._to_trim()
            self._pending = Pending(self.queue[0][0], DecisionKind.EXCHANGE)
            return self._phase_hooks(Phase.EXCHANGE, begin=True)
        return self._to_trim()

    def _give(self, action: Give) -> list[Event]:
        self.move(1 << action.card, action.player, action.to)
        self.queue = self.queue[1:]
        g, t = self.players[action.player], self.players[action.to]
        c = card_str(action.card)
        events = [Event(None, "give", action.player, f"{g} gives {c} to {t}", f"{g}が{t}に{c}を渡す",
                        args=(("card", c), ("to", action.to)))]
        if self.queue:
            self._pending = Pending(self.queue[0][0], DecisionKind.EXCHANGE)
            return events
        return self._then(events + self._phase_hooks(Phase.EXCHANGE, begin=False), "trim")

    def _to_trim(self) -> list[Event]:
        self.phase = Phase.TRIM
        self.queue = tuple((p, p) for p in range(self.n) if self.hands[p].bit_count() > 7)
        if self.queue:
            self._pending = Pending(self.queue[0][0], DecisionKind.TRIM)
            return []
        return self._to_start()

    def _trim(self, player: int, cards: CardMask) -> list[Event]:
        self.move(cards, player, DISCARD)
        self.queue = self.queue[1:]
        name = self.players[player]
        text = mask_str(cards)
        events = [Event(None, "trim", player, f"{name} discards {text or 'nothing'}",
                        f"{name}が{text}を捨てる" if cards else f"{name}は何も捨てない", args=(("cards", text),))]
        if self.queue:
            self._pending = Pending(self.queue[0][0], DecisionKind.TRIM)
            return events
        return events + self._to_start()

    def _to_start(self) -> list[Event]:
        self.phase = Phase.START
        chooser = self.prev_order[-1] if self.prev_order else 0
        self._pending = Pending(chooser, DecisionKind.START)
        return []

    def _name_start(self, player: int, target: int) -> list[Event]:
        self.turn = target
        a, b = self.players[player], self.players[target]
        events = [Event(None, "start", player, f"{a} names {b} to start", f"{a}が{'自分' if a == b else b}をスタートプレイヤーに指定する",
                        args=(("target", target),))]
        return self._then(events + self._phase_hooks(Phase.START, begin=False), "play")

    def _begin_play(self) -> list[Event]:
        self.phase = Phase.PLAY
        self._pending = Pending(self.turn, DecisionKind.PLAY)
        return self._phase_hooks(Phase.PLAY, begin=True)
