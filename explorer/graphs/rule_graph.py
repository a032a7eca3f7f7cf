"""The rule graph: "which rules touch which?", found by the engine.

Nodes are the base rules and the 25 cards, each as a law (``eight_cut``) and as
a house rule (``eight_cut@house``).  Two rules *interact* when, in some
position, a play's outcome with both in force differs from what each alone
predicts, or when both change the same play.  The search compares, for each
candidate play of the acting player, four configurations: neither rule, each
alone, both.  A play's outcome is whether it is legal (and which rule refuses
it) and, if legal, what playing it does (the rules that fire, the field
clearing, revolution, J-back, locks, finishing).

Edge types (``u → v``):

- ``enables``: with both in force a play is legal, or something happens, that
  neither gives alone (02 with 21: ♠6 on ♠3♠4♠5 makes a revolution);
- ``blocks``: ``u`` takes away what ``v`` alone makes possible (17 blocks the
  joker revolution; 15's lock blocks 16's equal play);
- ``overrides``: ``u`` lifts a restriction or a penalty of ``v`` (04 over
  forbidden finish; a lock holder's house rule over the other lock);
- ``compounds``: both change the same play and their changes add up
  (14 + 15 = 激縛り; J-back with revolution);
- ``conflicts``: each alone allows a play that the two together refuse.

Every edge keeps its smallest witness: a position and a play, written as a
scenario file that ``python -m explorer check`` proves.  The search is seeded
and bounded; its result is cached in ``rule_graph.json`` beside this module
(regenerate with ``python -m explorer graph --rules --regenerate``).
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import combinations
from pathlib import Path
from typing import Any

import networkx as nx

from explorer.engine.actions import Action, Choose, Play
from explorer.browser import no_workers
from explorer.engine.cards import JOKER, JOKER2, JOKERS_MASK, RANKS, mask_str, parse_cards, suits_str
from explorer.rules.traits import finish_judges
from explorer.engine.errors import ExplorerError
from explorer.engine.events import Event, fired_rules
from explorer.engine.game import DecisionKind, Phase
from explorer.engine.places import MisplacedCardError
from explorer.resources import rule_graph_cache
from explorer.rules.catalogue import BASE_RULES, CARDS
from explorer.engine.contract import Rule
from explorer.engine.derived import under_rules, with_rules
from explorer.engine.state import State
from explorer.engine.table_values import Mark

CACHE = rule_graph_cache()
PLAYERS = ("A", "B", "C")
EDGE_TYPES = ("enables", "blocks", "overrides", "compounds", "conflicts")
_STATE_FLAGS = ("revolution", "reversed", "lock_suits", "lock_rank")


@dataclass(frozen=True)
class Variant:
    """A rule as it can be in force: a base rule, a law, or a house rule."""

    cls: type[Rule]
    house: bool = False

    @property
    def node(self) -> str:
        return f"{self.cls.id}@house" if self.house else self.cls.id

    def instance(self, holder: int) -> Rule:
        return self.cls(holder) if self.house else self.cls()


def variants() -> list[Variant]:
    """Every rule variant: the base rules a card can meet (all but group play, which every play
    passes through), then each card as law and as house rule."""
    out = [Variant(cls) for cls in BASE_RULES if not cls.in_every_play]
    for cls in CARDS:
        out += [Variant(cls), Variant(cls, house=True)]
    return out


DECKS_CACHE = CACHE.with_name("rule_graph_decks.json")
"""The edges with a rule of another deck (classic, arcasino) at one end; the Cthulhu edges stay in :data:`CACHE`."""
DECKS_FOLDER = "decks"
"""The folder under ``scenarios/witnesses/`` for the witnesses of :data:`DECKS_CACHE`."""


def deck_variants(decks: Sequence[str] = ("cthulhu",), rules: Sequence[type[Rule]] = ()) -> list[Variant]:
    """The variants of the chosen decks (the base rules always), then of ``rules`` (a table's own rule file):
    each as law and as house rule.  An unknown deck is a :class:`~explorer.engine.errors.RuleError`."""
    from explorer.rules.decks import deck

    out = variants() if "cthulhu" in decks else [Variant(cls) for cls in BASE_RULES if not cls.in_every_play]
    seen = {v.cls.id for v in out}
    for d in decks:
        classes = deck(d).rules if d != "cthulhu" else ()
        for cls in (*classes,):
            if cls.id not in seen:
                seen.add(cls.id)
                out += [Variant(cls), Variant(cls, house=True)]
    for cls in rules:
        if cls.id not in seen:
            seen.add(cls.id)
            out += [Variant(cls), Variant(cls, house=True)]
    return out


def is_cthulhu(node: str) -> bool:
    """Whether a node is a base rule or one of the 25 cards (its edges live in :data:`CACHE`)."""
    return "." not in node


@dataclass(frozen=True)
class Position:
    """A small position for the search (the acting player is seat 0, "A")."""

    hands: tuple[int, int, int]
    field: tuple[tuple[int, str], ...]
    """Plays of the trick so far, oldest first: (seat, meld notation)."""
    revolution: bool
    reversed: bool
    holder: int
    """The seat that holds a house-rule variant."""
    discard: int = 0
    """The discard pile (recycle, loophole and the cards a clear sends there)."""
    king: int | None = None
    """The reigning king (the fall of the capital, the exchange)."""
    phase: str = "play"
    """``play``, or ``exchange`` (the round's set-up: the exchange and what follows it)."""
    finished: tuple[int, ...] = ()
    """Seats that have already finished (so that a finish can end the round)."""
    turn: int = 0
    """The seat to act: the witness's acting player is A; a dealt round (:func:`derive`) may
    start with another."""

    @property
    def size(self) -> int:
        return (sum(h.bit_count() for h in self.hands) + sum(len(m.split()) for _, m in self.field)
                + self.discard.bit_count())

    def without_joker(self) -> Position | None:
        """The same position with every joker replaced by a plain card: the joker rule "switched off".

        A joker in a hand or alone on the field becomes a free 2 (the strongest plain rank); a joker
        standing for a card becomes that card.  ``None`` when no such card is free.
        """
        used = sum(self.hands) | self.discard
        free2 = [c for c in range(48, 52) if not used >> c & 1]
        field_cards = {tok for _, m in self.field for tok in m.split()}
        for tok in field_cards:
            if not tok.startswith("JK"):
                used |= parse_cards(tok)
        free2 = [c for c in free2 if not used >> c & 1]

        def swap_mask(mask: int) -> int | None:
            if not mask & JOKERS_MASK:
                return mask
            if not free2:
                return None
            return (mask & ~JOKERS_MASK) | (1 << free2.pop())

        hands = [swap_mask(h) for h in self.hands]
        discard = swap_mask(self.discard)
        if any(h is None for h in hands) or discard is None:
            return None
        melds = []
        for p, m in self.field:
            toks = []
            for tok in m.split():
                if tok.startswith("JK="):
                    tok = tok[3:]
                elif tok.startswith("JK"):
                    if not free2:
                        return None
                    tok = mask_str(1 << free2.pop())
                toks.append(tok)
            melds.append((p, " ".join(toks)))
        return replace(self, hands=(hands[0] or 0, hands[1] or 0, hands[2] or 0), field=tuple(melds),
                       discard=discard)

    def state(self, rules: Sequence[Rule], base: Sequence[Rule]) -> State:
        if self.phase != "play":
            return self._setup_state(rules, base)
        s = State.from_position(
            PLAYERS,
            hands={PLAYERS[i]: h for i, h in enumerate(self.hands)},
            field=self.field[-1][1] if self.field else None,
            field_by=PLAYERS[self.field[-1][0]] if self.field else None,
            history=[(PLAYERS[p], m) for p, m in self.field[:-1]],
            revolution=self.revolution,
            reversed=self.reversed,
            discard=self.discard,
            king=PLAYERS[self.king] if self.king is not None else None,
            finished=[PLAYERS[p] for p in self.finished],
            turn=PLAYERS[self.turn],
        )
        ordered = sorted(rules, key=lambda r: (r.holder is not None, r.holder or 0))  # laws, then house rules
        return under_rules(s, [*base, *ordered])  # what no rule owns is off; the locks these rules make

    def _setup_state(self, rules: Sequence[Rule], base: Sequence[Rule]) -> State:
        """The round's exchange about to begin, with these rules (the cards in force from the start)."""
        laws = [r.id for r in rules if r.holder is None]
        house: dict[str, list[str]] = {}
        for r in rules:
            if r.holder is not None:
                house.setdefault(PLAYERS[r.holder], []).append(r.id)
        s = State.from_position(PLAYERS, laws=laws, house=house,
                                hands={PLAYERS[i]: h for i, h in enumerate(self.hands)}, discard=self.discard,
                                king=PLAYERS[self.king if self.king is not None else 1], phase="exchange",
                                turn="A")
        keep = {r.id for r in base}
        return with_rules(s, [r for r in s.rules.rules if not r.base or r.id in keep])


Outcome = tuple[Any, ...]

_RESOLVE_STEPS = 16
"""How many follow-up decisions (choices, the rest of the exchange, the trim …) an action's outcome runs on."""


def _resolve(s: State) -> list[Event]:
    """Answer every decision that is not a play with its first option, until a play is due or the round ends."""
    events: list[Event] = []
    for _ in range(_RESOLVE_STEPS):
        pend = s.pending
        if pend is None or pend.kind is DecisionKind.PLAY:
            break
        options = s.decision_actions
        if not options:
            break
        events += s.push(options[0])
    return events


def _strongest_in(state: State, mask: int) -> bool:
    """Whether ``mask`` holds a joker or the strongest plain rank now (what forbidden finish names first)."""
    strongest = 0 if state.inverted else 12
    return bool(mask & JOKERS_MASK) or any(c >> 2 == strongest for c in range(52) if mask >> c & 1)


def _outcome(state: State, text: str) -> Outcome:
    """What the action ``text`` (the action language) does: legality, then the resulting features."""
    try:
        action = state.parse_action(text)
    except ExplorerError:
        return ("illegal", "absent")
    why = state.refusal_of(action)
    if why is not None:
        return ("illegal", why.rule)
    played = _after(state, action)
    if played is None:
        return ("illegal", "error")
    s, events = played
    actor = action.player
    fired = frozenset(fired_rules(events))
    cleared = any(e.kind == "clear" for e in events)
    finish = "forbidden" if actor in s.forbidden and actor not in state.forbidden else (
        "finish" if actor in s.finished and actor not in state.finished else "")
    exempt = (finish == "finish" and isinstance(action, Choose) and isinstance(action.value, int)
              and any(r.judges_finishes for r in state.rules.rules) and _strongest_in(state, action.value))
    windows = frozenset(s.action_str(a) for a in s.window_actions()) if s.pending is not None else frozenset()
    dealt = tuple(s.hands) if state.phase is not Phase.PLAY else ()
    over = (s.finished, s.forbidden, s.points) if s.phase is Phase.OVER else ()
    return ("legal", fired, cleared, *s.marks, finish, exempt, windows, dealt, over)


_FEATURES = ("fired", "cleared", "revolution", "reversed", "lock_suits", "lock_rank", "finish", "exempt",
             "windows", "dealt", "over")


_GROUP = {"revolution": "strength", "reversed": "strength", "lock_suits": "lock", "lock_rank": "lock",
          "cleared": "field", "finish": "finish", "exempt": "finish", "over": "finish", "windows": "windows",
          "dealt": "hands"}
"""What each feature is about: two rules *compound* when their changes add up on the same thing
(the strength order, the lock, the field, a finish …), not merely on the same play."""


def _groups(keys: set[str]) -> set[str]:
    return {_GROUP[k] for k in keys if k in _GROUP}


def _features(o: Outcome) -> dict[str, Any]:
    return dict(zip(_FEATURES, o[1:]))


def _id(node: str) -> str:
    return node.split("@", 1)[0]


def _after(state: State, action: Action) -> tuple[State, list[Event]] | None:
    """A copy of ``state`` after ``action``, every following decision but a play answered (:func:`_resolve`)."""
    s = state.copy()
    try:
        events = s.push(action)
        events += _resolve(s)
    except ExplorerError:
        return None
    except MisplacedCardError:
        # a position the engine cannot carry through shows nothing.  Seen once: random_position listed a
        # card twice and its mask carried into the second joker's bit, which trickster then could not find
        # outside the game; take() now lists each card once (tests/test_data_rules.py checks positions)
        return None
    return s, events


def _enabled_by(state: State, rule_id: str) -> set[str]:
    """Plays of whoever is to play next that are legal only because of ``rule_id``."""
    if state.pending is None or state.pending.kind is not DecisionKind.PLAY:
        return set()
    p = state.pending.player
    without = with_rules(state, (r for r in state.rules.rules if r.id != rule_id))
    return {str(m) for m in state.candidate_melds(p)
            if state.refusal(p, m) is None and without.refusal(p, m) is not None}


def _classify(x: str, y: str, o0: Outcome, ox: Outcome, oy: Outcome, oxy: Outcome) -> list[tuple[str, str, str]]:
    """The typed edges (u, type, v) this play shows between ``x`` and ``y``."""
    lx, ly, l0, lxy = (o[0] == "legal" for o in (ox, oy, o0, oxy))
    judges = finish_judges()
    if lxy and _features(oxy)["exempt"] and (_id(x) in judges or _id(y) in judges):
        # a finish with the strongest card that forbidden finish lets through: the other rule exempts it
        return [(y, "overrides", x) if _id(x) in judges else (x, "overrides", y)]
    if not lxy:
        if lx and ly:
            refused_by = oxy[1]
            if refused_by == _id(x) and _id(y) in oy[1]:
                return [(x, "blocks", y)]
            if refused_by == _id(y) and _id(x) in ox[1]:
                return [(y, "blocks", x)]
            return [(x, "conflicts", y)]
        if lx and not l0 and ly == l0:
            return [(y, "blocks", x)]
        if ly and not l0 and lx == l0:
            return [(x, "blocks", y)]
        return []
    if not lx and not ly and not l0:
        return [(x, "enables", y)]
    if l0 and not lx and ly and ox[1] == _id(x):
        return [(y, "overrides", x)]
    if l0 and not ly and lx and oy[1] == _id(y):
        return [(x, "overrides", y)]
    for a, b, la, lb, ob in ((x, y, lx, ly, oy), (y, x, ly, lx, ox)):
        if not l0 and not la and lb and _id(a) in oxy[1] and _id(a) not in ob[1]:
            # only ``b`` makes the play legal, and with ``a`` too it does more: ``a`` acts on what ``b`` allows
            # (an 8 under a J-back inversion cuts the field and ends the inversion)
            return [(a, "enables", b)]
    if not (l0 and lx and ly):
        return []
    f0, fx, fy, fxy = (_features(o) for o in (o0, ox, oy, oxy))
    dx = {k for k in _FEATURES if fx[k] != f0[k]}
    dy = {k for k in _FEATURES if fy[k] != f0[k]}
    if not dx and not dy:
        return [] if fxy == f0 else [(x, "enables", y)]
    predicted = dict(f0)
    for k in dx:
        predicted[k] = fx[k]
    for k in dy:
        predicted[k] = fy[k]
    predicted["fired"] = (f0["fired"] | fx["fired"] | fy["fired"]) - (f0["fired"] - fx["fired"]) - (f0["fired"] - fy["fired"])
    if dx & dy - {"fired"}:
        for k in dx & dy - {"fired"}:
            if fx[k] != fy[k]:
                predicted[k] = None
    if fxy == predicted:
        return [(x, "compounds", y)] if _groups(dx) & _groups(dy) else []
    lost_y = (fy["fired"] - f0["fired"]) - fxy["fired"]
    lost_x = (fx["fired"] - f0["fired"]) - fxy["fired"]
    edges = []
    for lost, u, v in ((lost_y, x, y), (lost_x, y, x)):
        if lost:
            base_penalty = any(r.id in lost and r.base for r in BASE_RULES) or any("forbidden" in i for i in lost)
            edges.append((u, "overrides" if base_penalty else "blocks", v))
    gained = fxy["fired"] - predicted["fired"]
    if gained or (not edges and fxy != predicted):
        edges.append((x, "enables", y))
    return edges


def random_position(rng: random.Random, ranks_hint: Sequence[int] = (), shapes: frozenset[str] = frozenset()) -> Position:
    """A small random position shaped so that groups, sequences, locks and finishes occur often."""
    free = set(range(52)) | {JOKER}
    hint = list(ranks_hint) or [rng.randrange(13)]

    def take(cards: Sequence[int]) -> list[int]:
        # each card once: a run clamped at the 2 (min(12, …)) names the same card twice, and a card summed
        # twice into a mask carries into the next bit (two ♣2 made a joker, two jokers the second joker)
        got = list(dict.fromkeys(c for c in cards if c in free))
        free.difference_update(got)
        return got

    def meld_cards(rank: int, size: int, sequence: bool, suit: int) -> list[int]:
        if sequence:
            low = max(0, min(rank, 13 - size))
            return take([r * 4 + suit for r in range(low, low + size)])
        suits = rng.sample(range(4), 4)
        return take([rank * 4 + s for s in suits][:size])

    # the trick so far: 0-2 plays, the second often one rank above the first and in its suit
    field: list[tuple[int, str]] = []
    sequence = rng.random() < 0.25
    size = 3 if sequence else rng.choice((1, 1, 2, 2, 3))
    rank = rng.choice(hint + [rng.randrange(13)])
    suit = rng.randrange(4)
    plays = rng.choice((0, 1, 1, 2, 2))
    last_rank = rank
    for i in range(plays):
        r = rank + (i * (size if sequence else 1))
        if r > 12:
            break
        cards = meld_cards(r, size, sequence, suit)
        if len(cards) != size:
            break
        field.append((1 + i % 2 if plays == 2 else rng.choice((1, 2)), mask_str(sum(1 << c for c in cards))))
        last_rank = r
    # the acting player: cards that meet the field (equal, one above, extensions), a group, maybe a joker
    hand: list[int] = []
    target = last_rank + (size if sequence and field else 1 if field else 0)
    for r in {min(12, target), min(12, last_rank), rng.choice(hint)}:
        if rng.random() < 0.6:
            n = rng.choice((1, 2, 3)) if not sequence else 1
            hand += take([r * 4 + s for s in rng.sample(range(4), 4)][:n])
    if sequence and rng.random() < 0.6:
        hand += take([min(12, target + i) * 4 + suit for i in range(rng.choice((1, 3)))])
    if rng.random() < 0.3:
        hand += take([JOKER])
    if rng.random() < 0.3:
        hand += take([12 * 4 + rng.randrange(4)])
    if not hand or rng.random() < 0.4:
        hand += take(rng.sample(sorted(free), 1))
    hand = hand[: rng.choice((1, 2, 3, 4, 5, 6))] if rng.random() < 0.5 else hand[:6]
    others = []
    for _ in range(2):
        if rng.random() < 0.4:  # a group, so answers such as three 3s occur
            r = rng.choice(hint + [0, rng.randrange(13)])
            others.append(take([r * 4 + s for s in rng.sample(range(4), 4)][: rng.choice((2, 3))]) or take([min(free)]))
        else:
            others.append(take(rng.sample(sorted(free - {JOKER}), rng.randint(1, 3))))
    if "lone_joker" in shapes and rng.random() < 0.4 and JOKER in free:  # a lone joker on top: a 3 may answer it
        free.discard(JOKER)
        field = [*field[:1], (rng.choice((1, 2)), "JK")] if field and len(field[0][1].split()) == 1 else [
            (rng.choice((1, 2)), "JK")]
        hand += take([rng.randrange(4)])
    if "window" in shapes and rng.random() < 0.5:  # a hand of forbidden finishes only (loophole)
        hand = take([12 * 4 + s for s in rng.sample(range(4), 4)][: rng.choice((1, 2))]) + take([JOKER])
    if "window" in shapes and field and rng.random() < 0.4:  # two cards that combine to the top card (dobon)
        top = field[-1][1].split()[0]
        v = {11: 1, 12: 2}.get(parse_cards(top).bit_length() - 1 >> 2, (parse_cards(top).bit_length() - 1 >> 2) + 3) \
            if not top.startswith("JK") else 0
        pairs = [(a, b) for a in range(1, 14) for b in range(a, 14) if v and (a + b == v or b - a == v or a * b == v)]
        if pairs:
            a, b = rng.choice(pairs)
            of_value = {1: 11, 2: 12}
            seat = rng.choice((0, 1, 2))
            got = take([of_value.get(a, a - 3) * 4 + rng.randrange(4), of_value.get(b, b - 3) * 4 + rng.randrange(4)])
            if len(got) == 2:
                if seat == 0:
                    hand = got
                else:
                    others[seat - 1] = got
    discard = 0
    if shapes & {"window", "discard"} or rng.random() < 0.1:
        discard = sum(1 << c for c in take(rng.sample(sorted(free - {JOKER}), rng.choice((1, 1, 2)))))
    masks = [sum(1 << c for c in h) for h in (hand, *others)]
    if not masks[0]:
        masks[0] = 1 << min(free)
        free.discard(min(free))
    king: int | None = None
    finished: tuple[int, ...] = ()
    if "round_end" in shapes and rng.random() < 0.6:
        king = rng.choice((0, 1, 2))
        if rng.random() < 0.6:
            done = rng.choice([p for p in (1, 2) if p != king] or [1])
            finished = (done,)
            free |= {c for c in range(54) if masks[done] >> c & 1}
            masks[done] = 0
    phase = "play"
    if "exchange" in shapes and rng.random() < 0.5:  # the round's set-up: the exchange, then what follows it
        phase, field, finished = "exchange", [], ()
        king = rng.choice((0, 1, 2))
        for i in range(3):
            while masks[i].bit_count() < 3 and free - {JOKER2}:
                c = rng.choice(sorted(free - {JOKER2}))
                free.discard(c)
                masks[i] |= 1 << c
    revolution, inverted, holder = rng.random() < 0.2, rng.random() < 0.15, rng.choice((0, 0, 1, 2))
    if revolution and phase == "play":  # the four of a kind that made it went to the discard when its trick cleared
        group = free_group(sum(1 << c for c in free), hint)
        if not group:
            revolution = False
        free.difference_update(c for c in range(54) if group >> c & 1)
        discard |= group
    if "inverted" in shapes and phase == "play" and rng.random() < 0.5:
        # an inversion as play makes one: a J on the field, played by B or C, with A to answer it
        jacks = [c for c in range(32, 36) if c in free]
        if jacks:
            jack = rng.choice(jacks)
            free.discard(jack)
            field, inverted = [(rng.choice((1, 2)), mask_str(1 << jack))], True
    return Position((masks[0], masks[1], masks[2]), tuple(field), revolution, inverted, holder, discard, king,
                    phase, finished)


def free_group(free: int, avoid: Sequence[int] = ()) -> int:
    """The four cards of the lowest rank all four of whose cards are in ``free`` (a mask), ranks in ``avoid``
    (the ranks the rules under test name) only if no other is free; 0 if none.

    >>> mask_str(free_group(parse_cards("♠3 ♥3 ♦3 ♠4 ♥4 ♦4 ♣4 ♠5 ♥5 ♦5 ♣5"), avoid=[1]))
    '♠5 ♥5 ♦5 ♣5'
    """
    ranks = [r for r in range(13) if r not in avoid] + [r for r in range(13) if r in avoid]
    for r in ranks:
        if free >> (4 * r) & 0xF == 0xF:
            return 0xF << (4 * r)
    return 0


def group_in(discard: int) -> int:
    """The four of a kind of the lowest rank wholly in ``discard`` (a mask), or 0: the play that started a
    revolution still in force (:func:`derive`)."""
    return free_group(discard)


def shapes_for(*classes: type[Rule]) -> frozenset[str]:
    """The kinds of position a pair of rules needs, from their hooks: out-of-turn windows and the discard
    pile, the exchange (and what follows it), a lone joker on the field, a round that can end."""
    out = {"lone_joker", "round_end"} if any(c.makes_jokers_wild for c in classes) else {"round_end"}
    for cls in classes:
        hooks = {h for h in ("window_actions", "exchange_options", "on_phase", "on_first_place", "on_field_clear")
                 if getattr(cls, h) is not getattr(Rule, h)}
        if "window_actions" in hooks:
            out |= {"window", "discard"}
        if hooks & {"exchange_options", "on_phase"}:
            out.add("exchange")
        if JOKER in getattr(cls, "face_ranks", ()) or 0 in cls.face_ranks:
            out.add("lone_joker")
        if Mark.REVERSED in cls.owns:  # the strength order inverted until the field clears: a J on the field
            out.add("inverted")
    return frozenset(out)


@dataclass
class Witness:
    position: Position
    move: str
    x: str
    y: str
    config: tuple[str, ...]
    outcomes: dict[str, Outcome] = field(default_factory=dict)


def _variant_rules(v: Variant, holder: int) -> list[Rule]:
    return [] if v.cls.base else [v.instance(holder)]


class _SwitchedOff(Rule):
    """Stands in for a base rule the search switches off: every rule that asks whether it is waived
    (loophole asks after forbidden finish) hears that it is not in force."""

    id = "switched_off"


_OFF: dict[str, type[Rule]] = {
    cls.id: type(f"Off_{cls.id}", (_SwitchedOff,), {"waives": frozenset({cls.id})}) for cls in BASE_RULES}


def _base(without: Sequence[Variant]) -> list[Rule]:
    gone = {v.cls.id for v in without if v.cls.base}
    return [cls() for cls in BASE_RULES if cls.id not in gone] + [_OFF[g]() for g in sorted(gone)]


def _configs(x: Variant, y: Variant, pos: Position) -> dict[str, State] | None:
    """The position with neither rule, each alone, and both (``None``: the position cannot be without a joker)."""
    base0 = _base([x, y])
    plain = pos.without_joker() if x.cls.makes_jokers_wild or y.cls.makes_jokers_wild else pos
    if plain is None:
        return None

    def at(v: Variant | None, w: Variant | None) -> State:
        on = [u for u in (v, w) if u is not None]
        where = pos if any(u.cls.makes_jokers_wild for u in on) else plain
        rules = [r for u in on for r in _variant_rules(u, pos.holder)]
        back = {u.cls.id for u in on if u.cls.base}
        base = [r for r in base0 if not (isinstance(r, _SwitchedOff) and r.waives & back)]
        return where.state(rules, base + [u.cls() for u in on if u.cls.base])

    return {"0": at(None, None), "x": at(x, None), "y": at(y, None), "xy": at(x, y)}


def _actions(configs: Mapping[str, State], ranks: frozenset[int]) -> list[str]:
    """Every action any configuration lists or could be asked about (illegal plays too), by its text.

    A lone joker is offered standing for any card: only the plain joker and the ranks the two rules
    name are kept (the others behave alike).
    """
    out: dict[str, None] = {}
    for cfg in configs.values():
        pend = cfg.pending
        if pend is None:
            continue
        texts = [cfg.action_str(a) for a in cfg.legal_actions]
        if pend.kind is DecisionKind.PLAY:
            p = pend.player
            texts += [f"{cfg.players[p]} plays {m}" for m in cfg.all_melds(p) + cfg.candidate_melds(p)]
        for text in texts:
            tail = text.rsplit(" ", 1)[-1]
            if text.count(" ") == 2 and tail.startswith("JK=") and parse_cards(tail[3:]).bit_length() - 1 >> 2 not in ranks:
                continue
            out.setdefault(text, None)
    return list(out)


def examine(x: Variant, y: Variant, pos: Position) -> Iterator[tuple[tuple[str, str, str], str]]:
    """The typed edges between ``x`` and ``y`` that this position shows, with the action that shows each."""
    configs = _configs(x, y, pos)
    if configs is None:
        return
    ranks = set(x.cls.face_ranks | y.cls.face_ranks)
    top = configs["xy"].field
    if top is not None and 0 <= top.rank < 13:
        ranks.add(min(12, top.rank + 1))
    for text in _actions(configs, frozenset(ranks)):
        for edge in action_edges(x.node, y.node, configs, text):
            yield edge, text


def action_edges(xn: str, yn: str, configs: Mapping[str, State], text: str) -> list[tuple[str, str, str]]:
    """The typed edges between rule nodes ``xn`` and ``yn`` that one action shows, given the position with
    neither (``"0"``), each alone (``"x"``, ``"y"``) and both (``"xy"``)."""
    outs = {k: _outcome(s, text) for k, s in configs.items()}
    edges = _classify(xn, yn, outs["0"], outs["x"], outs["y"], outs["xy"])
    if " plays " not in text and " fuses " not in text:
        return edges
    # one ply on: an effect of one rule takes away what the other lets the next player do
    for a, b, ka in ((xn, yn, "x"), (yn, xn, "y")):
        oa, oab = outs[ka], outs["xy"]
        if oa[0] != "legal" or oab[0] != "legal" or _id(b) not in oab[1]:
            continue
        sa, sab = (_after(configs[k], configs[k].parse_action(text)) for k in (ka, "xy"))
        if sa is None or sab is None:
            continue
        if _enabled_by(sa[0], _id(a)) - _enabled_by(sab[0], _id(a)):
            edges.append((b, "conflicts", a))
    return edges


def _search_pair(args: tuple[str, str, int, int]) -> list[tuple[tuple[str, str, str], Witness]]:
    xn, yn, positions, seed = args
    x, y = _variant(xn), _variant(yn)
    rng = random.Random(f"{seed}:{x.node}:{y.node}")
    hint = sorted(x.cls.face_ranks | y.cls.face_ranks)
    shapes = shapes_for(x.cls, y.cls)
    found: dict[tuple[str, str, str], Witness] = {}
    unpublished: set[tuple[str, str, str]] = set()
    """Edges seen only at positions with a :func:`fault`: the search looks further for them."""
    tried = 0
    while tried < positions or (unpublished - found.keys() and tried < LOOK_FURTHER * positions):
        further = tried >= positions
        tried += 1
        pos = random_position(rng, hint, shapes)
        try:
            for edge, move in examine(x, y, pos):
                if further and (edge not in unpublished or edge in found):
                    continue  # further on, only what the first positions saw without a witness to publish
                old = found.get(edge)
                if old is None or pos.size < old.position.size:
                    if fault(edge, x, y, pos, move) is None:
                        found[edge] = Witness(pos, move, x.node, y.node, ())
                    elif old is None:
                        unpublished.add(edge)
        except ExplorerError:
            continue
    return list(found.items())


LOOK_FURTHER = 4
"""An edge the first ``positions`` of a pair show only at unpublishable positions (play cannot reach them, or
their cases do not tell the rules apart) is looked for up to this many times as far; then it goes."""


def edge_claim(edge: tuple[str, str, str], w: Witness) -> Any:
    """The claim of ``edge`` its witness ``w`` makes (:class:`explorer.graphs.claims.Claim`), its four cases
    stepped (neither rule, each alone, both); ``None`` when the position cannot be set up."""
    from explorer.graphs.claims import claim

    x, y = _variant(w.x), _variant(w.y)
    configs = _configs(x, y, w.position)
    if configs is None:
        return None
    u, kind, v = edge
    move = w.move
    do = "A passes" if move == "pass" else move if " " in move else f"A plays {move}"
    return claim(u, kind, v, do, configs["xy"], {x.node: configs["x"], y.node: configs["y"]}, configs["0"])


def decisive_words(edge: tuple[str, str, str], w: Witness) -> dict[str, str]:
    """The decisive event of the witness ``w`` of ``edge`` in both languages
    (:func:`explorer.graphs.claims.decisive`)."""
    from explorer.graphs.claims import decisive

    c = edge_claim(edge, w)
    configs = _configs(_variant(w.x), _variant(w.y), w.position)
    if c is None or configs is None:
        return {"ja": "", "en": ""}
    return {lang: decisive(c, configs["xy"], lang) for lang in ("ja", "en")}


def fault(edge: tuple[str, str, str], x: Variant, y: Variant, pos: Position, move: str) -> str | None:
    """Why the witness ``pos``/``move`` of ``edge`` cannot be published, or ``None``: ``"unreachable"`` when play
    cannot reach the position (:func:`explorer.scenarios.reachable.notices`), else
    :func:`explorer.graphs.claims.fault` (its cases read the same, its type is not one its outcomes support, its
    sentence would say nothing).  The search keeps looking past a position with a fault; an edge no position shows goes."""
    from explorer.graphs.claims import fault as claim_fault
    from explorer.scenarios.reachable import notices

    c = edge_claim(edge, Witness(pos, move, x.node, y.node, ()))
    if c is None:
        return "no position"
    configs = _configs(x, y, pos)
    if configs is not None and notices(configs["xy"]):  # a position play cannot reach (a fallen king to act …)
        return "unreachable"
    if unreached(x, y, pos):
        return "unreachable"
    return claim_fault(c)


def unreached(x: Variant, y: Variant, pos: Position) -> str:
    """Why the round :func:`derive` writes for ``pos`` does not reach it ("" when it does,
    or when it writes none because players are already out; a revolution in force with no four of a kind in the
    discard is unreached)."""
    d = derive(x, y, pos)
    if d.deal is None:
        return d.missing if d.missing == NO_REVOLUTION_GROUP else ""
    try:
        s = replay(x, y, d)
    except ExplorerError as exc:
        return str(exc)
    configs = _configs(x, y, pos)
    return "; ".join(same_position(s, configs["xy"])) if configs is not None else "no position"


def all_pairs(nodes: Sequence[Variant] | None = None, new: Sequence[Variant] = ()) -> list[tuple[Variant, Variant]]:
    """Every pair of variants of different rules (of ``nodes``, default the Cthulhu deck's; with ``new``: only
    the pairs with at least one of them)."""
    fresh = {v.node for v in new}
    return [(a, b) for a, b in combinations(variants() if nodes is None else nodes, 2)
            if a.cls is not b.cls and (not fresh or a.node in fresh or b.node in fresh)]


def search(pairs: Sequence[tuple[Variant, Variant]] | None = None, positions: int = 250, seed: int = 2024,
           workers: int = 1) -> dict[tuple[str, str, str], Witness]:
    """Search pairs of rule variants over ``positions`` random positions each.

    Each pair has its own seeded generator, so the result does not depend on
    ``workers`` or on which pairs are searched together.
    """
    jobs = [(x.node, y.node, positions, seed) for x, y in (pairs if pairs is not None else all_pairs())]
    if workers > 1:
        from multiprocessing import Pool

        no_workers(f"a rule-graph search with {workers} worker processes")

        with Pool(workers) as pool:
            results = pool.map(_search_pair, jobs, chunksize=4)
    else:
        results = [_search_pair(job) for job in jobs]
    found: dict[tuple[str, str, str], Witness] = {}
    for items in results:
        for edge, w in items:
            old = found.get(edge)
            if old is None or w.position.size < old.position.size:
                found[edge] = w
    return found


# -- interactions the rulebook states in words -----------------------------------------------------------


@dataclass(frozen=True)
class Stated:
    """An interaction the rulebook states in words that a counterfactual search cannot see (the rule never
    allowed the play to begin with), with a position where the engine shows the ruling."""

    edge: tuple[str, str, str]
    position: Position
    move: str
    source: str
    ruling: tuple[str, str] = ("", "")
    """The ruling in plain words (Japanese, English), added to the witness's answer."""


def _pos(a: str, b: str, c: str, field: str = "", by: int = 2, **more: Any) -> Position:
    return Position((parse_cards(a), parse_cards(b), parse_cards(c)), ((by, field),) if field else (), False, False,
                    0, **more)


def _stated() -> tuple[Stated, ...]:
    from explorer.rules.catalogue import every_rule

    return tuple(
        Stated((cls.id, st.kind, st.other), _pos(*st.hands, st.field, st.by), st.move, st.source,
               (st.ruling_ja, st.ruling_en))
        for cls in every_rule() for st in cls.stated)


STATED: tuple[Stated, ...] = _stated()
"""Checked by the tests: each witness is refused or accepted as the quoted ruling says."""


def with_stated(found: Mapping[tuple[str, str, str], Witness]) -> dict[tuple[str, str, str], Witness]:
    """The search's edges, plus each stated interaction it did not find (its witness from :data:`STATED`)."""
    out = dict(found)
    for st in STATED:
        u, _, v = st.edge
        w = Witness(st.position, st.move, u, v, ())
        if st.edge not in out and fault(st.edge, _variant(u), _variant(v), st.position, st.move) is None:
            out[st.edge] = w
    return out


# -- witnesses as scenario files, the cache, and the graph ---------------------------------------

def _variant(node: str) -> Variant:
    from explorer.rules.catalogue import rule_class

    rid, _, house = node.partition("@")
    return Variant(rule_class(rid), bool(house))


def _describe(o: Outcome) -> str:
    if o[0] != "legal":
        return f"refused ({o[1]})"
    f = _features(o)
    bits = [f"fires {', '.join(sorted(f['fired']))}" if f["fired"] else "no rule fires"]
    if f["cleared"]:
        bits.append("the field clears")
    if f["revolution"]:
        bits.append("revolution")
    if f["reversed"]:
        bits.append("J-back")
    if f["lock_suits"]:
        bits.append(f"locked to {suits_str(f['lock_suits'])}")
    if f["lock_rank"] is not None:
        bits.append(f"number-locked to {RANKS[f['lock_rank']] if 0 <= f['lock_rank'] < 13 else '-'}")
    if f["finish"]:
        bits.append(f["finish"])
    return "legal: " + "; ".join(bits)


def _expect(before: State, after: State, events: list[Event]) -> dict[str, Any]:
    marks = after.marks
    expect: dict[str, Any] = {"legal": True, "events_exactly": fired_rules(events), "revolution": marks.revolution,
                              "reversed": marks.reversed, "field": str(after.field) if after.field is not None else ""}
    lock: dict[str, str] = {}
    if marks.lock_suits:
        lock["suit"] = suits_str(marks.lock_suits)
    if marks.lock_rank is not None and 0 <= marks.lock_rank < 13:
        lock["rank"] = RANKS[marks.lock_rank]
    if marks.lock_rank is None or 0 <= marks.lock_rank < 13:
        expect["lock"] = lock or None
    if after.finished != before.finished:
        expect["finished"] = [after.players[p] for p in after.finished]
    if after.discard != before.discard and after.discard:
        expect["discard_contains"] = mask_str(after.discard)
    return expect


def witness_scenario(edge: tuple[str, str, str], w: Witness) -> dict[str, Any]:
    """The witness of ``edge`` as scenario data (SCENARIO-FORMAT.md), with both rules in force.

    The title, question and answer are written from what happened (:mod:`explorer.graphs.witness_text`);
    ``source`` and ``notes`` keep the search's provenance for developers.
    """
    from explorer.graphs.witness_text import teach

    u, kind, v = edge
    x, y = _variant(w.x), _variant(w.y)
    pos = w.position
    laws = [vv.cls.id for vv in (x, y) if not vv.cls.base and not vv.house]
    house = [vv.cls.id for vv in (x, y) if vv.house]
    configs = _configs(x, y, pos)
    assert configs is not None, "a witness position always has its configurations"
    both = configs["xy"]
    do = "A passes" if w.move == "pass" else w.move if " " in w.move else f"A plays {w.move}"
    action = both.parse_action(do)
    steps: list[dict[str, Any]] = []
    why = both.refusal_of(action)
    if why is not None:
        steps.append({"do": do, "expect": {"legal": False, "error_contains": why.rule}})
    else:
        after = both.copy()
        events = after.push(action)
        steps.append({"do": do, "expect": _expect(both, after, events)})
        for _ in range(_RESOLVE_STEPS):  # the set-up's or the choice's next decisions, first option each
            pend = after.pending
            if pend is None or pend.kind is DecisionKind.PLAY or not after.decision_actions:
                break
            before, nxt = after.copy(), after.decision_actions[0]
            text = after.action_str(nxt)
            events = after.push(nxt)
            steps.append({"do": text, "expect": _expect(before, after, events)})
        if both.phase is not Phase.PLAY:
            steps[-1]["expect"]["hands"] = {after.players[p]: mask_str(h) for p, h in enumerate(after.hands)}
    alone_words = "; ".join(f"{k}: {_describe(_outcome(configs[c], do))}"
                            for k, c in (("neither", "0"), (x.node, "x"), (y.node, "y")))
    if kind == "conflicts":
        alone_words += (f". One play later: what {_label(v, 'en')} alone lets the next player do is lost "
                        f"once {_label(u, 'en')} has acted on this play")
    start: dict[str, Any] = {"hands": {PLAYERS[i]: mask_str(h) for i, h in enumerate(pos.hands)}, "turn": "A"}
    if pos.field:
        start["field"] = {"cards": pos.field[-1][1], "by": PLAYERS[pos.field[-1][0]]}
        if len(pos.field) > 1:
            start["history"] = [f"{PLAYERS[p]}: {m}" for p, m in pos.field[:-1]]
    if pos.discard:
        start["discard"] = mask_str(pos.discard)
    if pos.king is not None or pos.phase != "play":
        start["king"] = PLAYERS[pos.king if pos.king is not None else 1]
    if pos.finished:
        start["finished"] = [PLAYERS[p] for p in pos.finished]
    if pos.phase != "play":
        start["phase"] = pos.phase
    if both.marks.revolution:
        start["revolution"] = True
    if both.marks.reversed:
        start["reversed"] = True
    taught = teach(u, kind, v, do, both, {x.node: configs["x"], y.node: configs["y"]})
    for st in STATED:
        if st.edge == edge and st.ruling[0]:
            taught["answer"] = {"ja": taught["answer"]["ja"] + st.ruling[0], "en": f"{taught['answer']['en']} {st.ruling[1]}"}
    data: dict[str, Any] = {
        "id": f"witness-{u}-{kind}-{v}".replace("_", "-").replace("@", "-").replace(".", "-"),
        "title": taught["title"],
        "question": taught["question"],
        "answer": taught["answer"],
        "source": next((f"rulebook 000, {st.source.split(':')[0]}; rule-graph search (explorer/graphs/rule_graph.py)"
                        for st in STATED if st.edge == edge),
                       "rule-graph search (explorer/graphs/rule_graph.py): the smallest position found"),
        "origin": "generated",  # its expectations are recorded from the engine (scenarios/README.md)
        "notes": f"With both rules in force (this scenario). Each alone — {alone_words}.",
        "players": list(PLAYERS),
    }
    if laws:
        data["laws"] = laws
    if house:
        data["house_rules"] = {PLAYERS[pos.holder]: house}
    data["start"] = start
    data["steps"] = steps
    return data


def _label(node: str, lang: str) -> str:
    v = _variant(node)
    name = v.cls.ja if lang == "ja" else v.cls.en
    if v.house:
        return name + ("（家訓）" if lang == "ja" else " (house rule)")
    return name


def save(found: Mapping[tuple[str, str, str], Witness], folder: Path, cache: Path = CACHE,
         seed: int = 2024, positions: int = 0, nodes: Sequence[Variant] | None = None) -> None:
    """Write every witness as a scenario under ``folder`` and the edges to ``cache`` (``nodes``: the variants
    whose isolation the cache states, by default the Cthulhu deck's)."""
    import yaml

    folder.mkdir(parents=True, exist_ok=True)
    for old in folder.glob("*.yaml"):
        old.unlink()
    edges = []
    root = folder.resolve().parents[2 if folder.name == DECKS_FOLDER else 1]
    for edge in sorted(found):
        data = witness_scenario(edge, found[edge])
        path = folder / f"{data['id']}.yaml"
        path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
        u, kind, v = edge
        w = found[edge]
        edges.append({"u": u, "v": v, "type": kind, "move": w.move, "x": w.x, "y": w.y,
                      "witness": str(path.resolve().relative_to(root)),
                      "text": {"ja": data["title"]["ja"], "en": data["title"]["en"]},
                      "claim": edge_claim(edge, w).data(), "decisive": decisive_words(edge, w),
                      "position": {"hands": list(w.position.hands), "field": [list(f) for f in w.position.field],
                                   "revolution": w.position.revolution, "reversed": w.position.reversed,
                                   "holder": w.position.holder, "discard": w.position.discard,
                                   "king": w.position.king, "phase": w.position.phase,
                                   "finished": list(w.position.finished)}})
    from explorer.graphs.isolated import reasons

    linked = {n for e in edges for n in (e["u"], e["v"])}
    isolated = reasons([v.node for v in (variants() if nodes is None else nodes) if v.node not in linked], positions)
    cache.write_text(json.dumps({"seed": seed, "positions_per_pair": positions, "edges": edges, "isolated": isolated},
                                ensure_ascii=False, indent=1) + "\n", encoding="utf-8")


def retext(cache: Path = CACHE) -> int:
    """Rewrite the title, question and answer of every cached edge's witness file from
    :func:`witness_scenario` (after a change of wording), leaving every other key as it is; the number of
    files rewritten."""
    import yaml

    root = cache.resolve().parents[2]
    whole = json.loads(cache.read_text(encoding="utf-8"))
    edges = whole["edges"]
    found = cached_witnesses(cache)
    changed = 0
    for e in edges:
        path = root / e["witness"]
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        fresh = witness_scenario((e["u"], e["type"], e["v"]), found[(e["u"], e["type"], e["v"])])
        e["text"] = {"ja": fresh["title"]["ja"], "en": fresh["title"]["en"]}  # the edge's sentence: its title
        c = edge_claim((e["u"], e["type"], e["v"]), found[(e["u"], e["type"], e["v"])])
        e["claim"] = c.data()
        e["decisive"] = decisive_words((e["u"], e["type"], e["v"]), found[(e["u"], e["type"], e["v"])])
        if any(data[k] != fresh[k] for k in ("title", "question", "answer")):
            for k in ("title", "question", "answer"):
                data[k] = fresh[k]
            path.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=120), encoding="utf-8")
            changed += 1
    cache.write_text(json.dumps(whole, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return changed


def cached_witnesses(cache: Path = CACHE) -> dict[tuple[str, str, str], Witness]:
    """The cached edges with their witness positions."""
    data = json.loads(cache.read_text(encoding="utf-8"))
    out = {}
    for e in data["edges"]:
        p = e["position"]
        pos = Position(tuple(p["hands"]), tuple((int(a), str(b)) for a, b in p["field"]),
                       p["revolution"], p["reversed"], p["holder"], p.get("discard", 0), p.get("king"),
                       p.get("phase", "play"), tuple(p.get("finished", ())))
        out[(e["u"], e["type"], e["v"])] = Witness(pos, e["move"], e["x"], e["y"], ())
    return out


# What rule_graph draws from each cached edge (the cache also keeps its witness position and claim: the search's).
_DRAWN = ("u", "v", "type", "witness", "move", "text", "decisive")
# The cached edges as rule_graph reads them, by file and state of the file (its size and time of change), and how
# many times a file was parsed in this process (graph_edges).
_EDGES: dict[tuple[str, int, int], tuple[Mapping[str, Any], ...]] = {}
_PARSES = [0]


def graph_edges(cache: Path) -> tuple[Mapping[str, Any], ...]:
    """The edges of the rule-graph cache file ``cache``, with what :func:`rule_graph` draws from each, parsed once
    per state of the file (the Interactions page drew its graph three times from 2 MB of JSON, most of its build
    in the browser; the static site's snapshot holds them parsed: tools/build_site.py). Not to be changed.

    >>> edges = graph_edges(CACHE)
    >>> graph_edges(CACHE) is edges, sorted(edges[0]) == sorted(k for k in _DRAWN if k in edges[0])
    (True, True)
    """
    st = cache.stat()
    key = (str(cache.resolve()), st.st_size, st.st_mtime_ns)
    if key not in _EDGES:
        _PARSES[0] += 1
        edges = json.loads(cache.read_text(encoding="utf-8"))["edges"]
        _EDGES[key] = tuple({k: e[k] for k in _DRAWN if k in e} for e in edges)
    return _EDGES[key]


def edge_parses() -> int:
    """How many times this process has parsed a rule-graph cache file (:func:`graph_edges`)."""
    return _PARSES[0]


def rule_graph(cache: Path = CACHE, lang: str = "en", decks: Sequence[str] | None = None,
               found: Mapping[tuple[str, str, str], Witness] | None = None,
               rules: Sequence[type[Rule]] = ()) -> nx.MultiDiGraph:
    """The rule graph from the cached search: every variant a node, every typed interaction an edge (its
    sentence in ``text_ja`` / ``text_en``, as every page and export shows it: what its witness shows, the
    witness's title, kept in the cache's ``text``).

    ``decks``: the decks whose rules are nodes (default: the Cthulhu deck, the graph of ``cache`` alone); the
    edges of the other decks come from :data:`DECKS_CACHE`.  ``rules`` and ``found``: a table's own rules
    and the edges a search found for them (not cached: their witness is the search's, not a file)."""
    from explorer.graphs.witness_text import edge_sentence

    g = nx.MultiDiGraph(lang=lang)
    nodes = variants() if decks is None and not rules else deck_variants(decks or ("cthulhu",), rules)
    names = {v.node for v in nodes}
    for v in nodes:
        g.add_node(v.node, kind="rule", rule=v.cls.id, number=v.cls.number, base=v.cls.base,
                   house=v.house, label_en=_label(v.node, "en"), label_ja=_label(v.node, "ja"),
                   label=_label(v.node, lang))
    caches = [cache] if decks is None or "cthulhu" in decks else []
    if decks is not None and any(d != "cthulhu" for d in decks):
        caches.append(DECKS_CACHE)
    edges: list[Mapping[str, Any]] = []
    for path in caches:
        if path.exists():
            edges += graph_edges(path)
    edges += [{"u": u, "v": v, "type": kind, "witness": "", "move": w.move} for (u, kind, v), w in (found or {}).items()]
    for e in edges:
        if e["u"] in names and e["v"] in names:
            said = e.get("text") or {}  # what the witness shows (its title); a table's own edge: its type's sentence
            decisive = e.get("decisive") or {}
            g.add_edge(e["u"], e["v"], key=e["type"], type=e["type"], witness=e["witness"], move=e["move"],
                       decisive_ja=str(decisive.get("ja", "")), decisive_en=str(decisive.get("en", "")),
                       text_en=str(said.get("en") or edge_sentence(e["u"], e["type"], e["v"], "en")),
                       text_ja=str(said.get("ja") or edge_sentence(e["u"], e["type"], e["v"], "ja")))
    return g


# -- how play reaches a witness's position from a dealt round (issue 42, part 1) ------------------------------
# A witness position is small: a few cards in each hand, the trick so far, a discard pile.  :func:`derive` writes
# the round that leads there: the deal (each hand with the cards its player has put down since), then the plays —
# every card of the discard pile played alone by the trick's first player and passed on until the field clears,
# then the trick's plays in order, each player between two plays passing — up to the witness's acting player.
# :func:`replay` plays that history from the deal with the witness's rules in force; :func:`same_position`
# compares the result with the witness's own position.  A position the derivation writes no history for says why
# (:attr:`Derivation.missing`): players who have already gone out.  A revolution in force was started by a four of
# a kind that went to the discard: the round lays it first (its trick's first player, the others passing).


@dataclass(frozen=True)
class Derivation:
    """A dealt round and the plays that lead from it to a witness position; or why none is written."""

    deal: Position | None
    history: tuple[str, ...] = ()
    missing: str = ""


def _meld_cards(state: State, seat: int, meld: str) -> int:
    action = state.parse_action(f"{PLAYERS[seat]} plays {meld}")
    assert isinstance(action, Play)
    return int(action.meld.cards)


def derive(x: Variant, y: Variant, pos: Position) -> Derivation:
    """The deal and the plays that reach ``pos`` with ``x`` and ``y`` in force (the acting player is A)."""
    if pos.phase != "play":
        return Derivation(pos)  # the round's set-up: the position is the deal itself
    if pos.finished:
        return Derivation(None, missing="players have already gone out")
    configs = _configs(x, y, pos)
    if configs is None:
        return Derivation(None, missing="no position")
    target = configs["xy"]
    group = group_in(pos.discard) if target.marks.revolution else 0
    if target.marks.revolution and not group:
        return Derivation(None, missing=NO_REVOLUTION_GROUP)
    hands = list(pos.hands)
    for seat, meld in pos.field:
        hands[seat] |= _meld_cards(target, seat, meld)
    leader = pos.field[0][0] if pos.field else 0
    hands[leader] |= pos.discard
    history: list[str] = []
    turn = leader
    if group:  # the revolution: the trick's first player lays the four of a kind, the others pass, the field clears
        history.append(f"{PLAYERS[leader]} plays {mask_str(group)}")
        history += [f"{PLAYERS[(leader + k) % 3]} passes" for k in (1, 2)]
    for c in range(54):
        if (pos.discard & ~group) >> c & 1:
            history.append(f"{PLAYERS[leader]} plays {mask_str(1 << c)}")
            history += [f"{PLAYERS[(leader + k) % 3]} passes" for k in (1, 2)]
    for seat, meld in pos.field:
        while turn != seat:
            history.append(f"{PLAYERS[turn]} passes")
            turn = (turn + 1) % 3
        history.append(f"{PLAYERS[seat]} plays {meld}")
        turn = (seat + 1) % 3
    while pos.field and turn != 0:
        history.append(f"{PLAYERS[turn]} passes")
        turn = (turn + 1) % 3
    deal = replace(pos, hands=(hands[0], hands[1], hands[2]), field=(), discard=0, reversed=False, revolution=False,
                   turn=leader)
    return Derivation(deal, tuple(history))


NO_REVOLUTION_GROUP = "a revolution is in force with no four of a kind in the discard to have made it"
"""Why :func:`derive` writes no round for a position: play starts a revolution with a four of a kind, whose trick
then clears to the discard."""


def with_revolution_group(pos: Position, avoid: Sequence[int] = ()) -> Position | None:
    """``pos`` with the four of a kind that started its revolution in the discard (a free rank, ``avoid``'s last),
    so that play can reach it; ``pos`` itself when it needs none or has one; ``None`` when no rank is free."""
    if not pos.revolution or pos.phase != "play" or group_in(pos.discard):
        return pos
    used = sum(pos.hands) | pos.discard
    for _, meld in pos.field:
        for tok in meld.split():
            used |= parse_cards(tok.split("=")[0]) if tok.startswith("JK") else parse_cards(tok)
    group = free_group(~used & ((1 << 52) - 1), avoid)
    return replace(pos, discard=pos.discard | group) if group else None


def replay(x: Variant, y: Variant, d: Derivation) -> State:
    """Play the derivation's history from its deal with ``x`` and ``y`` in force (each play as the action
    language says it; a refused one raises :class:`~explorer.engine.errors.ExplorerError`).  A pass that clears
    the field leaves its trick's leader to lead again, as play does."""
    assert d.deal is not None
    configs = _configs(x, y, d.deal)
    assert configs is not None
    s = configs["xy"]
    for text in d.history:
        pend = s.pending
        if pend is None or pend.kind is not DecisionKind.PLAY or s.players[pend.player] != text[0]:
            raise ExplorerError(f"{text}: {text[0]} is not the one to play now")
        action = s.parse_action(text)
        why = s.refusal_of(action)
        if why is not None:
            raise ExplorerError(f"{text}: refused ({why.en})")
        s.push(action)
    return s


def same_position(a: State, b: State) -> list[str]:
    """Where two positions differ (empty: the same), by the things a play reads."""
    out = []
    for what in ("hands", "discard", "finished", "king", "passed"):
        if getattr(a, what) != getattr(b, what):
            out.append(f"{what}: {getattr(a, what)!r} ≠ {getattr(b, what)!r}")
    if a.marks != b.marks:  # revolution, reversed, the locks: what the rules' data shows
        out.append(f"marks: {a.marks!r} ≠ {b.marks!r}")
    if tuple((p, str(m)) for p, m in a.trick) != tuple((p, str(m)) for p, m in b.trick):
        out.append(f"trick: {a.trick} ≠ {b.trick}")
    pa, pb = a.pending, b.pending
    if (pa and (pa.player, pa.kind)) != (pb and (pb.player, pb.kind)):
        out.append(f"pending: {pa} ≠ {pb}")
    return out
