"""One game of the simulation lab → one row per round.

A game is played by bots (:mod:`explorer.bots`) on a table described by a
:class:`Setup` (players, mode, bots, rounds) and an :class:`Arm` (the laws in
force from the first round and the house rules each seat holds).  The laws
are fixed for the whole game: the rule deck is empty, so no law is revealed
between rounds and mad mode's draft hands out nothing; the house rules of the
arm are held from the first round (``Game(house=…)``).

Everything random derives from the run seed and the game index
(:func:`game_seed`), never from the order games are played in or the worker
that plays them, so a run gives the same rows on one core or on a cluster.

>>> setup = Setup(players=4, mode="mad", bots="greedy")
>>> rows = play_game(setup, Arm(("eight_cut",), ((0, "stairs"),)), seed=1, index=0)
>>> len(rows), rows[0]["round"], rows[-1]["round"], rows[0]["laws"], rows[0]["house_0"]
(3, 1, 3, 'eight_cut', 'stairs')
>>> sorted(rows[0][f"place_{p}"] for p in range(4))
[1, 2, 3, 4]
>>> rows == play_game(setup, Arm(("eight_cut",), ((0, "stairs"),)), seed=1, index=0)
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import Final

from explorer.engine.actions import Action, Pass, Play
from explorer.bots import Bot, GreedyBot, RandomBot, play_out
from explorer.engine.errors import RuleError
from explorer.engine.events import Event
from explorer.engine.game import Game, Mode, TableOptions
from explorer.engine.state import State
from explorer.rules.catalogue import BASE_RULES, CARDS, card_rule
from explorer.rules.traits import counted

__all__ = [
    "BOT_CHOICES", "BOT_KINDS", "BOT_NAMES", "COUNTS", "RULE_IDS", "Arm", "Row", "Setup", "Stopped", "bots_error",
    "columns", "game_seed", "make_bot",
    "play_arms", "play_chunk", "play_game", "seat_bots",
]

Row = dict[str, int | str]
"""One round of one game: column name → value (see :func:`columns`)."""

BOT_CHOICES: Final = ("greedy", "random", "mixed", "strong")
"""Names for the whole table: every seat ``greedy``, ``random`` or ``strong`` (the searching bot of
:mod:`explorer.analysis.strong_bot`: slow, a search per play decision), or ``mixed`` (each seat greedy or random,
drawn from the game's seed).  A table may also name each seat's bot (:data:`BOT_KINDS`), comma-separated in seat
order: ``strong,greedy,greedy,greedy`` (:func:`bots_error`)."""

BOT_KINDS: Final = ("greedy", "random", "strong")
"""The bots a seat may be given by name."""

BOT_NAMES: Final = {"greedy": ("手堅い", "Greedy"), "random": ("ランダム", "Random"), "mixed": ("混合", "Mixed"),
                    "strong": ("強い", "Strong")}
"""Each of :data:`BOT_CHOICES` as a player reads it, (Japanese, English): the Lab page and the CLI's
``--lang ja`` lines both name the bots from here."""


def bots_error(bots: str, players: int) -> str | None:
    """Why ``bots`` cannot seat a table of ``players`` (a one-line reason), or ``None`` when it can.

    >>> bots_error("strong,greedy,greedy,greedy", 4) is None, bots_error("strong", 5) is None
    (True, True)
    >>> bots_error("strong,greedy", 4)
    "bots: 2 bots named for 4 seats ('strong,greedy'); name one per seat, or one of greedy, random, mixed, strong"
    >>> bots_error("strong,clever,greedy", 3)
    "bots: 'clever' is not a bot (greedy, random, strong)"
    """
    if bots in BOT_CHOICES:
        return None
    kinds = [k.strip() for k in bots.split(",")]
    if len(kinds) < 2:
        return f"bots: one of {', '.join(BOT_CHOICES)}, or one bot per seat comma-separated, got {bots!r}"
    for kind in kinds:
        if kind not in BOT_KINDS:
            return f"bots: {kind!r} is not a bot ({', '.join(BOT_KINDS)})"
    if len(kinds) != players:
        return (f"bots: {len(kinds)} bots named for {players} seats ({bots!r}); name one per seat, or one of "
                f"{', '.join(BOT_CHOICES)}")
    return None

RULE_IDS: Final = tuple(r.id for r in BASE_RULES + CARDS)
"""The rules with a ``fire_<id>`` column: the five base rules, then the 25 cards by number."""

NOT_FIRINGS: Final = frozenset({"law", "pick", "victory_points"})
"""Event kinds that name a rule without the rule firing (a law revealed, a house rule drafted, its points)."""

COUNTS: Final = ("decisions", "play_turns", "revolutions", "clears", "forbidden_finishes", "legal_actions", "falls")
"""The per-round counts of a row, before the ``fire_<id>`` columns (:func:`play_game` says what each counts)."""

MAX_DECISIONS: Final = 50_000
"""A game longer than this stops with an error naming its index and seed (bots should never get there)."""


@dataclass(frozen=True)
class Setup:
    """What every game of a run shares: the table and who plays it."""

    players: int = 4
    mode: str = "normal"
    """``normal`` (5 rounds) or ``mad`` (3 rounds; no draft, since the lab's rule deck is empty)."""
    bots: str = "greedy"
    """``greedy``, ``random``, ``mixed`` or ``strong`` (:data:`BOT_CHOICES`), or each seat's bot comma-separated
    (``strong,greedy,greedy,greedy``: :data:`BOT_KINDS`)."""
    rounds: int | None = None
    """Rounds per game; ``None``: the mode's."""
    rule_files: tuple[tuple[str, str], ...] = ()
    """A table's own rule files, (name, YAML text): every worker reads them before it plays, so their rule
    ids resolve there too (docs/rules-file.md)."""
    more_rules: tuple[str, ...] = ()
    """Rules of the other decks and of rule files that get a ``fire_<id>`` column after :data:`RULE_IDS`."""

    def __post_init__(self) -> None:
        if not 3 <= self.players <= 6:
            raise ValueError(f"players: 3 to 6 players, got {self.players}")
        if self.mode not in ("normal", "mad"):
            raise ValueError(f"mode: 'normal' or 'mad', got {self.mode!r}")
        problem = bots_error(self.bots, self.players)
        if problem is not None:
            raise ValueError(problem)
        if self.rounds is not None and self.rounds < 1:
            raise ValueError(f"rounds: at least 1, got {self.rounds}")
        self.register()

    def register(self) -> None:
        """Read the rule files (again, in a worker process) so their ids are known; refusal: ValueError."""
        if not self.rule_files:
            return
        from explorer.engine.errors import ExplorerError
        from explorer.rules.catalogue import register
        from explorer.rules.custom import rules_from_text

        for name, text in self.rule_files:
            try:
                register(rules_from_text(text, name), name)
            except ExplorerError as err:
                raise ValueError(str(err)) from None


@dataclass(frozen=True)
class Arm:
    """One set of rules under test: laws in force from round 1, and house rules as (seat, rule id).

    Ids or card numbers are accepted and normalised to ids.  Each rule card
    exists once, so a rule cannot be a law and a house rule in the same arm.

    >>> Arm(("09", "stairs"), ((0, "j_back"),)).label
    'eight_cut+stairs house:j_back@0'
    >>> Arm(("eight_cut",), ((0, "eight_cut"),))
    Traceback (most recent call last):
    ...
    ValueError: house: eight_cut is a law in this arm; each rule card exists once (a law, or one seat's house rule)
    """

    laws: tuple[str, ...] = ()
    house: tuple[tuple[int, str], ...] = ()
    label: str = field(default="", compare=False)
    """A name for tables and the ``arm`` column; by default built from the rules."""

    def __post_init__(self) -> None:
        laws = tuple(_card_id(r, "laws") for r in self.laws)
        house = tuple((int(seat), _card_id(r, "house")) for seat, r in self.house)
        if len(set(laws)) != len(laws):
            raise ValueError(f"laws: a law is listed twice: {', '.join(laws)}")
        for seat, rid in house:
            if seat < 0:
                raise ValueError(f"house: no seat {seat}")
            if rid in laws:
                raise ValueError(f"house: {rid} is a law in this arm; each rule card exists once "
                                 "(a law, or one seat's house rule)")
        ids = [rid for _, rid in house]
        if len(set(ids)) != len(ids):
            raise ValueError(f"house: a house rule is given twice: {', '.join(ids)}")
        object.__setattr__(self, "laws", laws)
        object.__setattr__(self, "house", house)
        if not self.label:
            text = "+".join(laws) or "base"
            if house:
                text += " house:" + ",".join(f"{rid}@{seat}" for seat, rid in house)
            object.__setattr__(self, "label", text)

    def house_by_seat(self, players: int) -> tuple[tuple[str, ...], ...]:
        """The house rules of each seat at a table of ``players``."""
        out: list[tuple[str, ...]] = [() for _ in range(players)]
        for seat, rid in self.house:
            if seat >= players:
                raise ValueError(f"house: no seat {seat} at a table of {players}")
            out[seat] += (rid,)
        return tuple(out)


def _card_id(key: str | int, where: str) -> str:
    try:
        return card_rule(key).id
    except RuleError as err:
        raise ValueError(f"{where}: {err}") from None


def game_seed(run_seed: int, index: int) -> int:
    """The seed of game ``index`` of a run: from the run seed and the index alone (no ``hash``).

    >>> game_seed(1, 0) == game_seed(1, 0) != game_seed(1, 1)
    True
    """
    return random.Random(f"{run_seed}:{index}").getrandbits(31)


def seat_bots(setup: Setup, seed: int) -> tuple[str, ...]:
    """The bot kind of each seat of a game with this seed (``mixed``: drawn from the seed).

    >>> seat_bots(Setup(players=3, bots="strong, greedy,random"), 1), seat_bots(Setup(players=3), 1)
    (('strong', 'greedy', 'random'), ('greedy', 'greedy', 'greedy'))
    """
    if "," in setup.bots:
        return tuple(k.strip() for k in setup.bots.split(","))
    if setup.bots != "mixed":
        return (setup.bots,) * setup.players
    rng = random.Random(f"{seed}:bots")
    return tuple(rng.choice(("greedy", "random")) for _ in range(setup.players))


def make_bot(kind: str, seed: str) -> Bot:
    """The bot called ``kind`` (``greedy``, ``random`` or ``strong``) with this seed."""
    if kind == "strong":
        from explorer.analysis.strong_bot import StrongBot  # the search and the solver load only when asked for

        return StrongBot(seed)
    return GreedyBot(seed) if kind == "greedy" else RandomBot(seed)


def columns(setup: Setup) -> list[str]:
    """The columns of a row, in order, for a table of ``setup.players``."""
    seats = range(setup.players)
    return (["game", "arm", "round", "seed", "mode", "players", "bots", "laws"]
            + [f"house_{p}" for p in seats] + [f"place_{p}" for p in seats] + [f"points_{p}" for p in seats]
            + list(COUNTS) + [f"fire_{rid}" for rid in RULE_IDS + setup.more_rules])


class _Round:
    """The counts of the round being played."""

    __slots__ = ("counts", "fires", "counted")

    def __init__(self, more: tuple[str, ...] = ()) -> None:
        self.counts = dict.fromkeys(COUNTS, 0)
        self.counted = {kind: name for kind, name in counted().items() if name in self.counts}
        """Event kinds the rules ask the lab to count (:attr:`Rule.counted <explorer.engine.contract.Rule.counted>`)."""
        self.fires = dict.fromkeys(RULE_IDS + more, 0)

    def add(self, e: Event) -> None:
        rule = e.rule
        if rule is None:
            if e.kind == "clear":
                self.counts["clears"] += 1
            return
        if e.kind in NOT_FIRINGS:
            return
        self.fires[rule] = self.fires.get(rule, 0) + 1
        name = self.counted.get(e.kind)
        if name is not None:
            self.counts[name] += 1


class Stopped(Exception):
    """A game abandoned half-way because its ``stop`` said so (its rows are dropped)."""


def play_game(setup: Setup, arm: Arm, seed: int, index: int, stop: Callable[[], bool] | None = None) -> list[Row]:
    """Play game ``index`` of a run with seed ``seed``; one row per round, in order.

    Row values: ``seed`` is the game's own seed (:func:`game_seed`); ``laws``
    and ``house_<seat>`` are the rule ids in force, joined with ``+``;
    ``place_<seat>`` is the seat's place (1 = first); ``points_<seat>`` the
    points it gained in the round (in the last round of a mad game, any
    victory points printed on its house-rule cards too); ``decisions`` every
    action taken in the round (set-up included), ``play_turns`` the plays and
    passes; ``revolutions``, ``clears`` (the field clearing, however caused),
    ``forbidden_finishes`` (the forbidden-finish rule's ``forbidden_finish`` events) and ``falls`` (falls of the
    capital: the ``fall`` events of 都落ち) counts; ``legal_actions`` the sum, over the round's decisions, of the
    number of legal actions there were at each (``len(state.legal_actions)`` just before the action was applied:
    the pending player's actions and everyone's out-of-turn windows), so ``legal_actions / decisions`` is the
    mean number of legal actions per decision; ``fire_<id>`` how many events each rule caused.

    ``stop``, when given, is asked before each decision; when it answers true the game is abandoned
    (:class:`Stopped`), so a page's Cancel is heard within one decision even when a decision is a search.
    """
    setup.register()
    gseed = game_seed(seed, index)
    names = tuple(f"P{p}" for p in range(setup.players))
    game = Game(names, Mode(setup.mode), TableOptions(rounds=setup.rounds), seed=gseed, rule_deck=(),
                laws=arm.laws, house=arm.house_by_seat(setup.players))
    state = State.new_game(game)
    kinds = seat_bots(setup, gseed)
    bots: dict[int, Bot] = {p: make_bot(kind, f"{gseed}:{p}") for p, kind in enumerate(kinds)}
    fixed: Row = {
        "game": index, "arm": arm.label, "seed": gseed, "mode": setup.mode, "players": setup.players,
        "bots": "+".join(kinds),
    }
    header = columns(setup)
    rows: list[Row] = []
    current = _Round(setup.more_rules)
    points_before = tuple(state.points)
    for e in state.log:
        current.add(e)
    # the number of legal actions at the decision now open (the engine's own list, windows included)
    legal = [0 if state.is_terminal() else len(state.legal_actions)]

    def close_round() -> None:
        nonlocal current, points_before
        order = state.prev_order
        row: Row = dict(fixed)
        row["round"] = len(rows) + 1
        row["laws"] = "+".join(state.laws)
        for p in range(state.n):
            row[f"house_{p}"] = "+".join(state.house[p])
        for p in range(state.n):
            row[f"place_{p}"] = order.index(p) + 1
        for p in range(state.n):
            row[f"points_{p}"] = state.points[p] - points_before[p]
        row.update(current.counts)
        for rid, count in current.fires.items():
            row[f"fire_{rid}"] = count
        rows.append({k: row[k] for k in header})
        points_before = tuple(state.points)
        current = _Round(setup.more_rules)

    def observe(action: Action, events: list[Event]) -> None:
        current.counts["decisions"] += 1
        current.counts["legal_actions"] += legal[0]
        if isinstance(action, (Play, Pass)):
            current.counts["play_turns"] += 1
        for e in events:
            if e.kind == "round_over":
                close_round()
            else:
                current.add(e)
        legal[0] = 0 if state.is_terminal() else len(state.legal_actions)

    def pause(_: State) -> bool:
        if stop is not None and stop():
            raise Stopped(f"game {index} stopped")
        return False

    try:
        play_out(state, bots, MAX_DECISIONS, observe=observe, pause=pause if stop is not None else None, undo=False)
    except RuntimeError as err:
        raise RuntimeError(f"game {index} (seed {gseed}, arm {arm.label}): {err}") from err
    if not state.is_terminal():
        raise RuntimeError(f"game {index} (seed {gseed}, arm {arm.label}): the bots stopped before the end")
    return rows


def play_arms(setup: Setup, arms: Sequence[Arm], seed: int, index: int,
              stop: Callable[[], bool] | None = None) -> list[Row]:
    """Game ``index`` under every arm, with the same game seed: the same deals and bots (paired comparisons)."""
    rows: list[Row] = []
    for arm in arms:
        rows += play_game(setup, arm, seed, index, stop)
    return rows


def play_chunk(setup: Setup, arms: Sequence[Arm], seed: int, indices: Iterable[int],
               stop: Callable[[], bool] | None = None) -> list[tuple[int, list[Row]]]:
    """Games ``indices`` under every arm: the unit of work sent to a Dask worker (``stop``: in this process only)."""
    return [(i, play_arms(setup, arms, seed, i, stop)) for i in indices]
