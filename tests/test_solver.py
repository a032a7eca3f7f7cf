"""The solver for open positions (explorer.analysis.solve): against a plain brute-force search, its key, its
budget, and the rules it must know about (those that take first place later, and chance)."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest

import explorer

from explorer.engine.actions import Action, Choose, Play
from explorer.analysis import action_key, position_key, solve
from explorer.analysis import solver as solver_module
from explorer.analysis.key import canonical_key, suit_blind
from explorer.analysis.solver import forget
from explorer.rules.catalogue import every_rule
from explorer.rules.traits import chance_kinds, first_may_change
from explorer.engine.cards import JOKER, JOKER2, STANDARD_DECK, distinct_cards, iter_cards, mask_str
from explorer.engine.errors import PositionError
from explorer.engine.game import Phase
from explorer.engine.places import DISCARD
from explorer.rules.decks import DECKS
from explorer.engine.state import State
from explorer.rules.cards.field_state import Inversion, SuitLocked

rules = pytest.mark.rules  # the fast subset (pytest -m rules); the brute-force comparison (a minute) is not in it

ROOT = Path(__file__).resolve().parents[1]
POSITIONS = 360
NAIVE_CAP = 6_000
"""The most positions the brute force may visit for one random position (a bigger one is drawn again)."""


# ---------------------------------------------------------------------------------------------- brute force
class _TooBig(Exception):
    pass


class Naive:
    """The question of ``forced`` answered the plainest way: every line to the end of the round, every
    child of every position evaluated (no table, no cut-off, no early end when first place is settled).

    The game is read as the solver's docstring says: the others' window actions first (all of them must
    leave ``me`` first), then ``me``'s own window actions or the pending decision (``me``'s: any one
    wins; another player's: all must), card 24's draw over every card of the pile, a repeated position on
    the line won only by a player who has gone out first, a decision with no action a loss.
    """

    def __init__(self, state: State, me: int, cap: int = NAIVE_CAP) -> None:
        self.s = state
        self.cap = cap
        self.me = me
        self.round = state.round
        self.visited = 0
        self.line: list[object] = []
        self.seen = {"window": 0, "chance": 0, "repeat": 0, "choice": 0}
        """How often the search met an out-of-turn action, a draw, a repeated position, an effect's choice."""

    def after(self, action: Action) -> bool:
        s = self.s
        p = action.player
        outcomes: list[int | None] = [None]
        if isinstance(action, Choose) and action.kind in chance_kinds():
            outcomes = list(distinct_cards(s.discard)) or [None]
            self.seen["chance"] += 1
        values = []
        for outcome in outcomes:
            before = s.hands[p]
            s.push(action)
            try:
                if outcome is not None:
                    drawn = s.hands[p] & ~before
                    got = drawn.bit_length() - 1
                    if got != outcome and not (got >= JOKER and outcome >= JOKER):
                        s.move(drawn, p, DISCARD)
                        s.move(1 << outcome, DISCARD, p)
                values.append(self.value())
            finally:
                s.pop()
        return all(values)

    def value(self) -> bool:
        s = self.s
        self.visited += 1
        if self.visited > self.cap or len(self.line) > 120:  # 120 actions: within Python's recursion limit
            raise _TooBig
        if s.pending is None or s.phase is Phase.OVER or s.round != self.round:
            return s.prev_order[0] == self.me
        key = position_key(s)
        if key in self.line:  # a round that never ends: first place stays with whoever went out first
            self.seen["repeat"] += 1
            out = [p for p in s.finished if p not in s.forbidden and p not in s.fallen]
            return bool(out) and out[0] == self.me
        self.line.append(key)
        try:
            decision = list(s.decision_actions)
            windows = s.window_actions()
            self.seen["window"] += bool(windows)
            self.seen["choice"] += s.choice is not None
            theirs = [self.after(a) for a in windows if a.player != self.me]
            mine = [self.after(a) for a in windows if a.player == self.me]
            if s.pending is not None and s.pending.player == self.me:
                mine += [self.after(a) for a in decision]
                return all(theirs) and any(mine)
            others = [self.after(a) for a in decision]
            return all(theirs) and (any(mine) or (bool(others) and all(others)))
        finally:
            self.line.pop()

    def root(self) -> tuple[bool, set[object]]:
        """The verdict and the set of ``me``'s current actions that keep it (as :func:`action_key`)."""
        s = self.s
        verdict = self.value()
        if not verdict or s.pending is None:
            return verdict, set()
        mine = [a for a in s.window_actions() if a.player == self.me]
        if s.pending.player == self.me:
            mine = list(s.decision_actions) + mine
        return verdict, {action_key(a) for a in mine if self.after(a)}


# ---------------------------------------------------------------------------------------------- positions
RULES = {d.id: [r.id for r in d.rules] for d in DECKS}
WINDOW_RULES = ("recycle", "dobon", "loophole")
"""The rules of out-of-turn actions (cards 01, 25, 24)."""


def random_position(rng: random.Random, chance: bool = False, must: tuple[str, ...] = ()) -> State | None:
    """A small open endgame: 3-4 players, 0-3 cards each, a few rules of one or more decks, maybe a field.
    ``chance``: card 24 in force, a player holding only 2s and jokers (forbidden finishes) and a discard pile to
    draw from, so that its random draw comes up."""
    n = rng.choice((3, 3, 4))
    names = ["A", "B", "C", "D"][:n]
    deck = [c for c in iter_cards(STANDARD_DECK)] + [JOKER]
    rng.shuffle(deck)
    counts = [rng.choice((0, 1, 1, 2, 2, 2, 3)) for _ in range(n)]
    if sum(1 for c in counts if c) < 2:
        counts[0], counts[1] = 2, 1
    while sum(counts) > 7:
        counts[counts.index(max(counts))] -= 1
    hands: dict[str, str] = {}
    drawer = rng.choice([nm for nm, k in zip(names, counts) if k]) if chance else None
    for name, k in zip(names, counts):
        if name == drawer:
            strongest = [c for c in deck if c >> 2 == 12 or c >= JOKER][:min(k, 2)]
            deck = [c for c in deck if c not in strongest]
            hands[name] = mask_str(sum(1 << c for c in strongest))
        else:
            hands[name] = mask_str(sum(1 << deck.pop() for _ in range(k)))
    laws: list[str] = []
    house: dict[str, list[str]] = {}
    decks = rng.sample(sorted(RULES), rng.choice((1, 1, 2, 3))) if rng.random() < 0.8 else []  # [] base rules only
    for d in decks:
        for rid in rng.sample(RULES[d], rng.choice((1, 1, 2, 3))):
            if rng.random() < 0.75:
                laws.append(rid)
            else:
                house.setdefault(rng.choice(names), []).append(rid)
    if rng.random() < 0.3:  # the out-of-turn actions (and card 24's chance) are the search's hardest part
        extra = rng.choice(WINDOW_RULES)
        if extra not in laws and all(extra not in ids for ids in house.values()):
            laws.append(extra)
    if chance and "loophole" not in laws:
        laws.append("loophole")
    for rid in must:  # laws this position must have (every deck's rules may come with them)
        if rid not in laws and all(rid not in ids for ids in house.values()):
            laws.append(rid)
    holders = [nm for nm in names if hands[nm]]
    field = None
    by = None
    if rng.random() < 0.5:
        field = mask_str(1 << deck.pop())
        by = rng.choice(names)
    discard = mask_str(sum(1 << deck.pop() for _ in range(rng.choice((1, 2) if chance else (0, 1, 2, 3)))))
    finished = [nm for nm in names if not hands[nm]]
    turn = rng.choice(holders)
    try:
        return State.from_position(
            names, laws=laws, house=house, hands=hands, field=field, field_by=by, discard=discard,
            revolution=rng.random() < 0.2, turn=turn, finished=finished,
            king=rng.choice([None, *names]))
    except (PositionError, ValueError):
        return None


def test_the_solver_agrees_with_brute_force_on_random_positions() -> None:
    rng = random.Random(2027)
    compared = 0
    drawn = 0
    too_big = 0
    verdicts = {True: 0, False: 0}
    decks_seen: set[str] = set()
    seen = {"window": 0, "chance": 0, "repeat": 0, "choice": 0}
    while compared < POSITIONS:
        drawn += 1
        assert drawn < 20 * POSITIONS, "too few usable positions drawn"
        state = random_position(rng, chance=drawn % 25 == 0)
        if state is None or state.pending is None:
            continue
        me = rng.randrange(state.n)
        naive = Naive(state.copy(), me)
        try:
            want, want_by = naive.root()
        except _TooBig:
            too_big += 1
            continue
        before = position_key(state)
        forget()  # a search from nothing; the table it keeps answers the same question again below
        got = solve(state, me)
        assert position_key(state) == before, "solve changed the state it was given"
        where = f"position {drawn}: {state!r}, laws {state.laws}, house {state.house}, player {state.players[me]}"
        assert got.complete, where
        assert got.first == want, where
        assert {action_key(a) for a in got.winning} == want_by, where
        again = solve(state, me)
        assert again.first == want and {action_key(a) for a in again.winning} == want_by, where
        assert again.nodes <= got.nodes, where
        compared += 1
        verdicts[want] += 1
        for k, v in naive.seen.items():
            seen[k] += bool(v)
        for rid in state.laws + tuple(r for h in state.house for r in h):
            decks_seen.add(rid.split(".")[0] if "." in rid else "cthulhu")
        if suit_blind(state):
            decks_seen.add("base")  # only rules that tell no suit apart (the base rules): canonical_key keys it
    print(f"compared {compared}, drawn {drawn}, too big {too_big}, verdicts {verdicts}, met {seen}")
    assert too_big < compared // 4, f"{too_big} positions were too big for the brute force"
    assert verdicts[True] >= 50 and verdicts[False] >= 50, verdicts  # both answers are exercised
    assert decks_seen == set(RULES) | {"base"}, decks_seen
    # out-of-turn actions, card 24's draw and effects' choices were met in enough positions to count
    assert seen["window"] >= 25 and seen["chance"] >= 3 and seen["choice"] >= 25, seen


# ---------------------------------------------------------------------------------------------- the solver itself
def position(**kw: object) -> State:
    args: dict[str, object] = {"hands": {"A": "♠2 ♥5", "B": "♦7", "C": "♣9"}, "turn": "A"}
    args.update(kw)
    return State.from_position(["A", "B", "C"], **args)  # type: ignore[arg-type]


@rules
def test_a_small_position_and_its_line() -> None:
    sol = solve(position(), "A")
    assert sol.first is True and sol.complete and not sol.stopped
    assert sol.winning_text == ("A plays ♠2",)
    assert sol.line == ("A plays ♠2", "B passes", "C passes", "A plays ♥5")
    assert sol.line_ja[0] == "Aが♠2を出す"
    assert solve(position(), "B").first is False and solve(position(), 1).winning == ()


@rules
def test_out_of_budget_is_unknown_never_a_guess() -> None:
    s = State.from_position(["A", "B", "C", "D"], hands={
        "A": "♠3 ♥5 ♦7 ♣9 ♠J", "B": "♥3 ♦6 ♣8 ♥10", "C": "♦4 ♣6 ♠9 ♦Q", "D": "♣4 ♥7 ♦10 ♠K"}, turn="A")
    forget()  # from nothing: a table kept from an earlier call may settle it within any budget
    sol = solve(s, "A", budget=20)
    assert sol.first is None and sol.stopped and not sol.complete and sol.winning == () and sol.line == ()
    assert sol.nodes == 20
    full = solve(s, "A")
    assert full.first is False and full.complete


@rules
def test_a_finished_player_keeps_first_place_unless_a_rule_can_take_it() -> None:
    plain = position(hands={"A": "", "B": "♦7 ♦8", "C": "♣9"}, finished=["A"], turn="B")
    assert solve(plain, "A").first is True and solve(plain, "A").nodes == 0  # settled: nothing can change it
    armed = State.from_position(["A", "B", "C", "D"], laws=["armed_force"], finished=["A"], turn="B",
                                hands={"A": "", "B": "♠9 ♥9 ♦9 ♣9", "C": "♦3", "D": "♣4"})
    assert solve(armed, "A").first is False  # B leads four 9s: an unanswered revolution takes first place
    assert solve(armed, "B").first is True


@rules
def test_the_key_is_the_same_position_whatever_the_path() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥3 ♦9", "B": "♦4 ♣4 ♠K", "C": "♣5 ♥6"}, turn="A")
    a = s.copy()
    for text in ("A plays ♠3", "B plays ♦4", "C plays ♣5"):
        a.push(a.parse_action(text))
    b = s.copy()
    for text in ("A plays ♥3", "B plays ♣4", "C plays ♣5"):
        b.push(b.parse_action(text))
    assert position_key(a) != position_key(b)  # other cards are where they are
    c = s.copy()
    for text in ("A plays ♠3", "B plays ♦4", "C plays ♣5"):
        c.push(c.parse_action(text))
    c.log.append(c.log[-1])  # the event log is not the position
    assert position_key(a) == position_key(c)
    d = a.copy()
    d.set_rule_data(Inversion(True))  # rule data (J-back's inversion) is
    assert position_key(a) != position_key(d)


@rules
def test_jokers_are_identical_in_actions() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "JK ♥5", "B": "JK ♦7", "C": "♣9"}, turn="A")
    first = [a for a in s.decision_actions if s.action_str(a) == "A plays JK"]
    assert first and action_key(first[0]) == action_key(s.parse_action("A plays JK"))
    t = State.from_position(["A", "B", "C"], hands={"A": "♥5", "B": "JK JK", "C": "♣9"}, turn="B")
    assert {action_key(a) for a in t.decision_actions if s.action_str(a).endswith("JK")} == \
        {action_key(t.parse_action("B plays JK"))}


@rules
def test_card_24_is_chance_the_player_must_survive_every_draw() -> None:
    def a_with(discard: str) -> State:
        return State.from_position(["A", "B", "C"], laws=["loophole"], hands={"A": "♠2", "B": "♦K", "C": "♣Q"},
                                   discard=discard, turn="A")

    # A holds only a 2 (a forbidden finish): showing the hand draws a card of the pile at random
    good = solve(a_with("♥4"), "A")  # ♥4: A leads ♠2 (nobody beats it), then goes out with ♥4
    assert good.first is True and good.winning_text == ("A shows hand",)
    assert good.line[0] == "A shows hand (draws ♥4)"
    assert solve(a_with("JK"), "A").first is False  # a joker: ♠2 and JK, both forbidden finishes, no card left
    # ♥4 or JK: after the joker A shows the hand again (still only forbidden cards) and draws ♥4; a position
    # where one draw loses is settled by the brute-force comparison (it meets card 24: see seen["chance"])
    both = solve(a_with("♥4 JK"), "A")
    assert both.first is True and "draws" in both.line[0]
    assert solve(a_with("♥4 JK"), "B").first is False


def _callers(name: str) -> set[str]:
    """The rule modules whose source makes the effect ``<name>`` (``state.perform(<name>(…))``)."""
    out = set()
    for path in (ROOT / "explorer" / "rules").rglob("*.py"):
        if re.search(rf"\b{name}\(", path.read_text(encoding="utf-8")):
            out.add(path.stem)
    return out


@rules
def test_the_solver_knows_every_rule_that_takes_first_place_later() -> None:
    # a new maker of PlaceFirst or SendToLast must declare retakes_first (or be shown harmless) first
    assert _callers("PlaceFirst") == {"c13_armed_force"}
    assert {cls.id for cls in every_rule() if cls.retakes_first} == {"armed_force"}
    assert _callers("SendToLast") == {"miyako_ochi"}  # only when someone else takes first place


@rules
def test_the_solver_knows_every_rule_that_uses_chance() -> None:
    random_users = {p.stem for p in (ROOT / "explorer" / "rules").rglob("*.py")
                    if re.search(r"\brandom\b|\brng\b", p.read_text(encoding="utf-8").split('"""', 2)[-1])}
    assert random_users == {"c24_loophole"} and chance_kinds() == {"loophole"}


# ---------------------------------------------------------------------------------------------- what makes it fast
def _base_endgame(rng: random.Random, cards: int) -> State:
    deck = [c for c in iter_cards(STANDARD_DECK)] + [JOKER, JOKER2]
    rng.shuffle(deck)
    hands = [0, 0, 0, 0]
    for i in range(cards):
        hands[i % 4] |= 1 << deck[i]
    field = None if rng.random() < 0.5 else mask_str(1 << deck[cards])
    return State.from_position(["A", "B", "C", "D"], hands={n: mask_str(h) for n, h in zip("ABCD", hands)},
                               field=field, field_by="D" if field else None, turn="A",
                               revolution=rng.random() < 0.2)


@pytest.mark.parametrize("seed", range(6))
def test_suits_forgotten_give_the_same_answers_as_every_suit_kept(seed: int, monkeypatch: pytest.MonkeyPatch) -> None:
    # endgames too big for the brute force: the search keyed by canonical_key against the same search keyed by
    # every field (its table then never takes two positions of different suits for one)
    rng = random.Random(f"suits:{seed}")
    for _ in range(4):
        state = _base_endgame(rng, rng.randrange(8, 13))
        assert suit_blind(state)
        me = rng.randrange(4)
        forget()
        blind = solve(state, me, budget=400_000)
        monkeypatch.setattr(solver_module, "suit_blind", lambda _state: False)
        forget()
        exact = solve(state, me, budget=400_000)
        monkeypatch.undo()
        assert blind.complete and exact.complete, state
        assert blind.first == exact.first, state
        assert {action_key(a) for a in blind.winning} == {action_key(a) for a in exact.winning}, state
        assert blind.nodes <= exact.nodes
        if blind.first:  # the principal line is a line of the game: each move legal where it is made
            t = state.copy()
            for text in blind.line:
                t.push(t.parse_action(text))


@rules
def test_the_rules_that_forget_suits() -> None:
    # every base rule tells no suit apart; a rule that lists a joker's suits (suit_sensitive) cannot be suit-blind
    assert all(cls.suit_blind for cls in every_rule() if cls.base)
    assert not [cls.id for cls in every_rule() if cls.suit_blind and cls.suit_sensitive]
    base = State.from_position(["A", "B", "C"], hands={"A": "♠3 ♥4", "B": "♦3", "C": "♣K"}, turn="A")
    assert suit_blind(base)
    for deck in DECKS:  # each deck has a rule that reads suits (a lock): with it in force the suits are kept
        locked = State.from_position(["A", "B", "C"], laws=[r.id for r in deck.rules], turn="A",
                                     hands={"A": "♠3 ♥4", "B": "♦3", "C": "♣K"})
        assert not suit_blind(locked), deck.id
    swapped = State.from_position(["A", "B", "C"], hands={"A": "♦3 ♣4", "B": "♥3", "C": "♠K"}, turn="A")
    assert canonical_key(base) == canonical_key(swapped)
    moved = State.from_position(["A", "B", "C"], hands={"A": "♦3 ♣4", "B": "♥5", "C": "♠K"}, turn="A")
    assert canonical_key(base) != canonical_key(moved)  # a rank in another hand is another position


@rules
def test_the_table_is_kept_between_calls_and_bounded() -> None:
    s = State.from_position(["A", "B", "C", "D"], hands={
        "A": "♠3 ♥5 ♦7 ♣9", "B": "♥3 ♦6 ♣8", "C": "♦4 ♣6 ♠9", "D": "♣4 ♥7 ♦10"}, turn="A")
    forget()
    first = solve(s, "A")
    again = solve(s, "A")
    assert again.first == first.first and again.complete
    assert again.nodes < first.nodes  # the positions settled the first time are not searched again
    assert solve(s, "B").nodes > again.nodes  # another player: another table
    solver_module._trim_memory(0)
    assert not solver_module._MEMORY
    assert solve(s, "A").nodes == first.nodes  # forgotten: searched again from nothing


# ---------------------------------------------------------------------------------------------- card 13: can first place still change
REVOLT_RULES = ("three_revolution", "fusion_revolution", "descent", "stairs", "recycle", "pull_out", "magician_exile",
                "eight_cut", "flux", "classic.emperor", "classic.sequence_revolution", "loophole")
"""Rules that change which revolutions can still be made (their size, shapes, faces, or cards coming back to a hand)."""
ARMED_POSITIONS = 60


def armed_position(rng: random.Random, second: bool = False, fusion: bool = False, joker: bool = False) -> State | None:
    """A small endgame with card 13 in force (as a law, or a house rule) after someone went out first: 3-4 players,
    the others holding 1-3 cards, often of one rank or one suit (so that a revolution may or may not be in reach).
    ``second``: B has gone out too, after A (4 players).  ``fusion``: card 02 always in force (a play may join the
    field's meld), card 07 and a field most often, cards 10 and 01 (cards come into a hand) often.  ``joker``: card 17
    always in force (a law, or a seat's house rule: it binds everyone but its holder), the joker most often in a hand
    of a player still holding cards, card 07 most often, card 02 in half of them (as ``fusion``)."""
    n = 4 if second else rng.choice((3, 4))
    names = ["A", "B", "C", "D"][:n]
    deck = [c for c in iter_cards(STANDARD_DECK)] + [JOKER]
    rng.shuffle(deck)
    base_rank, base_suit = rng.randrange(13), rng.randrange(4)
    near = [c for c in deck if c >> 2 == base_rank or (c < JOKER and c & 3 == base_suit and abs((c >> 2) - base_rank) <= 2)]
    hands: dict[str, str] = {"A": ""}
    out = ["A", "B"] if second else ["A"]
    if second:
        hands["B"] = ""
    used: set[int] = set()
    if joker:
        fusion = rng.random() < 0.5
    for i, name in enumerate(names[len(out):]):
        k = rng.choice((3, 4)) if i == 0 and rng.random() < 0.4 else rng.choice((1, 2, 2, 3))
        cards = []
        for _ in range(k):
            pool = [c for c in (near if rng.random() < 0.6 else deck) if c not in used] or [
                c for c in deck if c not in used]
            c = rng.choice(pool)
            used.add(c)
            cards.append(c)
        hands[name] = mask_str(sum(1 << c for c in cards))
    if joker and JOKER not in used and rng.random() < 0.85:  # the joker in a hand: a revolution may need it
        name = rng.choice(names[len(out):])
        used.add(JOKER)
        hands[name] = f"{hands[name]} JK".strip()
    rest = [c for c in deck if c not in used]
    laws = [rid for rid in REVOLT_RULES if rng.random() < 0.3 and not (joker and rid == "magician_exile")]
    if rng.random() < (0.8 if fusion or joker else 0.5) and "three_revolution" not in laws:
        laws.append("three_revolution")
    if fusion:
        laws += [rid for rid in ("fusion_revolution", "pull_out", "recycle")
                 if rid not in laws and (rid == "fusion_revolution" or rng.random() < 0.4)]
        rest = [c for c in near if c not in used] + [c for c in rest if c not in near]  # a field near the hands'
        rng.shuffle(rest)
    house: dict[str, list[str]] = {}
    if rng.random() < 0.8:
        laws.append("armed_force")
    else:
        house[rng.choice(names[1:])] = ["armed_force"]
    if joker:
        if rng.random() < 0.6:
            laws.append("magician_exile")
        else:
            house.setdefault(rng.choice(names), []).append("magician_exile")
    field = by = None
    if rng.random() < (0.8 if fusion else 0.5):
        field, by = mask_str(1 << rest.pop()), rng.choice(names[len(out):] if fusion else names[1:])
    discard = mask_str(sum(1 << rest.pop() for _ in range(rng.choice((0, 1, 2)))))
    try:
        return State.from_position(names, laws=laws, house=house, hands=hands, field=field, field_by=by,
                                   discard=discard, revolution=rng.random() < 0.2, finished=out,
                                   turn=rng.choice([nm for nm in names[len(out):] if nm != by or not fusion]
                                                   or names[len(out):]))
    except (PositionError, ValueError):
        return None


def _solved_otherwise(state: State, me: int, want: bool | None, want_by: set[object]) -> bool:
    """Whether the solver, from nothing (its table forgotten), settles ``state`` for player ``me`` otherwise than
    the reference (``want``: first or not; ``want_by``: the winning actions' keys)."""
    forget()
    got = solve(state, me)
    assert got.complete
    return got.first != want or {action_key(a) for a in got.winning} != want_by


def _armed_comparison(count: int, first_wrong: bool = False, second: bool = False,
                      seat_cut: list[int] | None = None,
                      bound_cut: list[int] | None = None, fusion: bool = False, joker: bool = False,
                      joker_cut: list[int] | None = None) -> tuple[int, int, list[str]]:
    """Solve :func:`armed_position`\\ s against the brute force: (positions where card 13 was found unable to act
    at the start, positions where it still could, the disagreements; ``first_wrong``: stop at the first).
    ``second``: positions where two players went out (:func:`armed_position`), the player asked about often the
    second; ``seat_cut`` counts (in its one item) the positions where card 13 could still act but could put no
    player on the player's side in 1st place (the search stopped at once, for that reason only); ``bound_cut``
    those where card 13 could still act by the cards in play but by no seat's own bound (:meth:`_Search.may_change
    <explorer.analysis.solver._Search.may_change>`: the search stopped at once for that reason).  ``fusion``:
    positions with card 02 in force (:func:`armed_position`).  ``joker``: positions with card 17 in force
    (:func:`armed_position`); ``joker_cut`` counts those where card 13 could still act by the bound counting jokers
    (the same position without card 17) but not by the one that counts none where card 17 binds the laying seat."""
    rng = random.Random(1717 if joker else 2020 if fusion else 1331 if second else 1313)
    compared = cut = kept = drawn = 0
    wrong: list[str] = []
    while compared < count:
        drawn += 1
        assert drawn < 20 * count, "too few usable positions drawn"
        state = armed_position(rng, second, fusion, joker)
        if state is None or state.pending is None:
            continue
        if second:
            me = 1 if rng.random() < 0.4 else rng.randrange(state.n)  # often the second out: never first unless …
        else:
            me = 0 if rng.random() < 0.5 else rng.randrange(state.n)  # often the one who went out: first unless …
        try:
            want, want_by = Naive(state.copy(), me, cap=1_500).root()
        except _TooBig:
            continue
        if _solved_otherwise(state, me, want, want_by):
            wrong.append(f"{state!r}, laws {state.laws}, house {state.house}, player {state.players[me]}")
            if first_wrong:
                break
        compared += 1
        if joker_cut is not None and not solver_module._Search(state.copy(), me, 1, None).may_change(-1) and \
                solver_module._Search(_without(state, "magician_exile"), me, 1, None).may_change(-1):
            joker_cut[0] += 1
        if first_may_change(state):
            kept += 1
            if bound_cut is not None and not solver_module._Search(state.copy(), me, 1, None).may_change(-1):
                bound_cut[0] += 1
            side = ~(1 << me) if me == 0 else 1 << me  # A went out first: A loses it to another; the rest win it
            if seat_cut is not None and not first_may_change(state, side):
                seat_cut[0] += 1
        else:
            cut += 1
    return cut, kept, wrong


def _without(state: State, rid: str) -> State:
    """A copy of ``state`` with the rule ``rid`` no longer in force (as a law or a house rule)."""
    c = state.copy()
    c.laws = tuple(r for r in c.laws if r != rid)
    c.house = tuple(tuple(r for r in h if r != rid) for h in c.house)
    c._rebuild_rules()
    return c


def test_card_13_stops_the_search_only_when_no_revolution_can_be_made() -> None:
    # the solver stops at the first finisher once no rule can take first place (card 13: no revolution left to
    # make with the cards in play): the same answers as the brute force, which always plays the round out
    bound_cut = [0]
    cut, kept, wrong = _armed_comparison(ARMED_POSITIONS, bound_cut=bound_cut)
    print(f"card 13 unable to act at the start: {cut}, still able: {kept}, of which by no seat's own bound: "
          f"{bound_cut[0]}")
    assert not wrong, wrong[:3]
    assert cut >= 20 and kept >= 12, (cut, kept)  # both kinds of position were met
    assert bound_cut[0] >= 3, bound_cut  # and positions that only the per-seat bound settles


def test_which_cards_each_seat_can_lay_stops_the_search_with_card_02() -> None:
    # card 02 joins a play to the field's meld (others' cards): the per-seat bound counts, for each shape of
    # revolution, what the laying seat can fill of it (its own cards that fit, the cards rules may bring or swap in)
    # and what the meld it joins can (the field's top meld now, or another seat's play); the same answers as the
    # brute force, and positions only this bound settles were met
    bound_cut = [0]
    cut, kept, wrong = _armed_comparison(ARMED_POSITIONS, bound_cut=bound_cut, fusion=True)
    print(f"with card 02: card 13 unable to act at the start: {cut}, still able: {kept}, of which by no seat's "
          f"own bound: {bound_cut[0]}")
    assert not wrong, wrong[:3]
    assert kept - bound_cut[0] >= 5, (kept, bound_cut)  # positions where a revolution stayed in reach
    assert bound_cut[0] >= 4, bound_cut  # and positions that only the per-seat bound settles (none before it)


def _nines_to_join() -> State:
    """A went out first; C holds ♦9 and leads, B holds ♠9 ♥9: C's ♦9 and B's two 9s joined to it (card 02) make three
    9s, a revolution with card 07, which card 13 makes B's 1st place."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "fusion_revolution", "three_revolution"],
                               finished=["A"], turn="C", hands={"A": "", "B": "♠9 ♥9", "C": "♦9 ♣4"})


@rules
def test_a_seat_with_one_card_of_a_rank_cannot_fuse_three() -> None:
    # B ♠9, C ♦9, D ♣9: three 9s in play, but a play joins one meld of one other seat, so at most two 9s lie
    # together: nobody can make card 07's revolution, and the search for A stops at the root; with B holding two
    # 9s, C's 9 joined makes three
    spread = State.from_position(["A", "B", "C", "D"], laws=["armed_force", "fusion_revolution", "three_revolution"],
                                 finished=["A"], turn="C", hands={"A": "", "B": "♠9 ♥5", "C": "♦9 ♣4", "D": "♣9 ♦K"})
    assert Naive(spread.copy(), 0, cap=50_000).root() == (True, set())
    forget()
    sol = solve(spread, "A")
    assert sol.first is True and sol.nodes == 0, sol
    forget()
    assert solve(_nines_to_join(), "A").first is False


def test_a_wrong_which_cards_bound_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong bound: a play never joins the field's meld (the top meld left out); the comparison with the
    # brute force finds the answers it changes
    from explorer.rules.base import revolution
    monkeypatch.setattr(solver_module, "Reach",
                        lambda most, own, foreign, top, cards, *rest: revolution.Reach(most, own, foreign, None))
    _, _, wrong = _armed_comparison(ARMED_POSITIONS, first_wrong=True, fusion=True)
    assert wrong
    want, want_by = Naive(_nines_to_join().copy(), 0, cap=20_000).root()
    assert want is False and _solved_otherwise(_nines_to_join(), 0, want, want_by)


@rules
def test_a_king_that_takes_a_card_in_keeps_a_revolution_in_reach() -> None:
    state = _king_takes_a_nine()
    want, want_by = Naive(state.copy(), 0, cap=50_000).root()
    assert want is False and not _solved_otherwise(state, 0, want, want_by)


def _king_takes_a_nine() -> State:
    """A went out first; C holds ♦9 ♣4 and leads, B holds ♠9 ♥9 ♠K: C leads ♦9, B's ♠K beats it and takes it into
    hand (card 10), and B's three 9s make a revolution with card 07, which card 13 makes B's 1st place."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "pull_out", "three_revolution"],
                               finished=["A"], turn="C", hands={"A": "", "B": "♠9 ♥9 ♠K", "C": "♦9 ♣4"})


@rules
@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the rule's own "
                    "revolution_possible natively, past the planted one: the pure build runs this test (make test-pure: "
                    "it is marked rules)")
def test_a_revolution_wrongly_declared_impossible_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong trait: the base revolution claims that no revolution can be made any more; the comparison
    # with the brute force finds positions where a revolution still took first place
    from explorer.rules.base.revolution import Revolution
    monkeypatch.setattr(Revolution, "revolution_possible", lambda self, state, player, cards: False)
    _, _, wrong = _armed_comparison(ARMED_POSITIONS, first_wrong=True)
    assert wrong
    assert solve(_behind_with_four_nines(), "A").first is False  # wrongly: A's revolution takes first place


def _behind_with_four_nines() -> State:
    """B went out first; A holds four 9s and leads: card 13's revolution, unanswered, puts A 1st."""
    forget()
    return State.from_position(["A", "B", "C", "D"], laws=["armed_force"], finished=["B"], turn="A",
                               hands={"A": "♠9 ♥9 ♦9 ♣9", "B": "", "C": "♦3 ♠3", "D": "♣4 ♥5"})


@rules
def test_a_player_behind_may_still_take_first_place_by_a_revolution() -> None:
    sol = solve(_behind_with_four_nines(), "A")
    assert sol.first is True and sol.winning_text == ("A plays ♠9 ♥9 ♦9 ♣9",)
    for who in ("C", "D"):  # they can make no revolution: B keeps first place or A takes it
        assert solve(_behind_with_four_nines(), who).first is False
    assert solve(_behind_with_four_nines(), "B").first is False


def test_card_13_stops_the_search_when_it_can_put_no_one_of_the_players_side_first() -> None:
    # card 13 puts in 1st place only the maker of a revolution: once the player (who did not go out first) can make
    # none, nothing can put them 1st, though others may still revolt; and once the one who went out first asked
    # about, only the others' revolutions count.  The same answers as the brute force, which plays the round out
    seat_cut = [0]
    cut, kept, wrong = _armed_comparison(ARMED_POSITIONS, second=True, seat_cut=seat_cut)
    print(f"card 13 unable to act at the start: {cut}, still able: {kept}, of which for nobody of the player's "
          f"side: {seat_cut[0]}")
    assert not wrong, wrong[:3]
    assert seat_cut[0] >= 8 and kept - seat_cut[0] >= 3, (seat_cut, kept)  # both kinds of position were met


@rules
@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the rule's own "
                    "may_retake_first natively, past the planted one: the pure build runs this test (make test-pure: "
                    "it is marked rules)")
def test_card_13_wrongly_declared_unable_to_put_a_seat_first_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong trait: card 13 says it can put nobody in particular in 1st place (only "anyone" may still
    # change); the comparison with the brute force finds a player who still took first place by a revolution
    from explorer.rules.cards.c13_armed_force import ArmedForce
    original = ArmedForce.may_retake_first
    monkeypatch.setattr(ArmedForce, "may_retake_first",
                        lambda self, state, seats=-1: seats == -1 and original(self, state, seats))
    # each way: the one who went out first (the others' revolutions), and a player behind (their own)
    _, _, wrong = _armed_comparison(ARMED_POSITIONS, first_wrong=True)
    assert wrong
    assert solve(_behind_with_four_nines(), "A").first is False  # wrongly: A's revolution takes first place


def _laid_shapes(games: int, seed: int) -> list[str]:
    """Random games of every deck (tests/test_deck_properties.py's): every meld a play lays must have a shape the
    rules in force declare (a group; :attr:`Rule.meld_kinds`), and every card a face of its own rank or one a rule
    in force lets it stand for (:attr:`Rule.plays_as`): what the "can a revolution still be made" bound counts."""
    from test_deck_properties import ACTIONS_PER_GAME, random_game

    from explorer.engine.actions import Play
    from explorer.engine.melds import JOKER_FACE, MeldKind

    rng = random.Random(seed)
    wrong: list[str] = []
    for _ in range(games):
        state = State.new_game(random_game(rng))
        actions = 0
        while not state.is_terminal() and actions < ACTIONS_PER_GAME:
            choices = list(state.legal_actions) if rng.randrange(4) == 0 else state.decision_actions
            action = rng.choice(choices)
            state.apply_action(action)
            actions += 1
            if not isinstance(action, Play) or state.phase is not Phase.PLAY:
                continue
            rules = state.rules.rules
            kinds = {MeldKind.GROUP, MeldKind.FRAGMENT}.union(*(r.meld_kinds for r in rules))
            melds = [action.meld] + ([state.field] if state.field is not None else [])
            for meld in melds:
                if meld.kind not in kinds:
                    wrong.append(f"{meld.kind} laid with {[r.id for r in rules]}")
                for card, face in meld.faces:
                    if card >= JOKER or face == JOKER_FACE or face == card:
                        continue
                    if face & 3 != card & 3 or not any(face >> 2 in r.plays_as.get(card >> 2, ()) for r in rules):
                        wrong.append(f"{card} played as {face} with {[r.id for r in rules]}")
    return wrong


def test_every_meld_laid_has_a_declared_shape() -> None:
    assert not _laid_shapes(60, 2045)[:3]


def test_a_shape_or_face_left_undeclared_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # planted wrong traits: stairs no longer declares sequences, descent no longer declares its faces
    from explorer.rules.cards.c20_descent import Descent
    from explorer.rules.cards.c21_stairs import Stairs
    monkeypatch.setattr(Stairs, "meld_kinds", frozenset())
    monkeypatch.setattr(Descent, "plays_as", {})
    wrong = _laid_shapes(60, 2045)
    assert any("sequence" in w.lower() for w in wrong) and any("played as" in w for w in wrong), wrong[:3]


def _hands_grown(games: int, seed: int) -> tuple[list[str], int]:
    """Random games of every deck (tests/test_deck_properties.py's), the rules whose declaration claims no bound for
    anyone (:attr:`Rule.brings` ``None``: the decks' gifts) left out, cards 01, 10, 24 and 04 (which switches off the
    forbidden finish that card 24 needs) and the tax often added: from every moment of play where nothing waits,
    until the next revolution, no hand may grow by more than the rules in force declare for its seat
    (:func:`hand_growth`), which the solver's per-seat revolution bound counts on.  Returns the breaches and how many
    times a hand did grow past an earlier size (so that growth was met)."""
    from test_deck_properties import ACTIONS_PER_GAME, random_game

    from explorer.engine.game import Game
    from explorer.rules.catalogue import registered
    from explorer.rules.traits import hand_growth

    def bounded(rid: str) -> bool:
        cls = registered(rid)
        return cls is not None and (cls.brings is not None or bool(cls.brings_needs))

    rng = random.Random(seed)
    wrong: list[str] = []
    grown = 0
    for _ in range(games):
        g = random_game(rng)
        laws = tuple(r for r in g.laws if bounded(r))
        laws += tuple(r for r in ("recycle", "pull_out", "arcasino.tax", "loophole", "taboo_breaker")
                      if rng.random() < 0.5 and r not in laws)
        house = tuple(tuple(r for r in h if bounded(r) and r not in laws) for h in g.house)
        state = State.new_game(Game(g.players, g.mode, g.options, seed=g.seed, rule_deck=(), laws=laws, house=house))
        grow = [hand_growth(state.rules, q) for q in range(state.n)]
        low: list[int] | None = None  # each hand's smallest size since the last revolution, where nothing waited
        seen = len(state.log)
        actions = 0
        while not state.is_terminal() and actions < ACTIONS_PER_GAME:
            choices = list(state.legal_actions) if rng.randrange(3) == 0 else state.decision_actions
            state.apply_action(rng.choice(choices))
            actions += 1
            sizes = [h.bit_count() for h in state.hands]
            revolution = any(e.kind == "revolution" for e in state.log[seen:])
            seen = len(state.log)
            if state.phase is not Phase.PLAY:
                low = None
                continue
            if low is None or revolution:
                low = sizes
                continue
            for q, size in enumerate(sizes):
                most = grow[q]
                if most is None:
                    continue  # no bound claimed for this seat (card 24 where the forbidden finish binds it)
                if size > low[q] + most:
                    wrong.append(f"{state.players[q]}'s hand grew from {low[q]} to {size} cards with "
                                 f"{[r.id for r in state.rules.rules]} (declared: {most})")
                grown += size > low[q]
            if state.resolving is None and state.choice is None and not state.after_choice and not state.queue:
                low = [min(a, b) for a, b in zip(low, sizes)]
    return wrong, grown


def test_no_hand_grows_past_what_the_rules_declare() -> None:
    wrong, grown = _hands_grown(50, 4501)
    assert not wrong[:3]
    assert grown >= 20, grown  # hands did grow (recycles, takes) within what the rules declare


def test_a_card_brought_into_a_hand_left_undeclared_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong trait: card 01 declares that it makes no hand larger; the random games see recycles do
    from explorer.rules.cards.c01_recycle import Recycle
    monkeypatch.setattr(Recycle, "brings", 0)
    wrong, _ = _hands_grown(50, 4501)
    assert wrong
    # and the solver, asked whether A (out first) keeps 1st place, wrongly sees no revolution B could make: B holds
    # three 9s, the fourth lies in the discard pile, and card 01's recycle brings it back for four 9s (card 13)
    state = _nines_in_reach()
    want, want_by = Naive(state.copy(), 0, cap=20_000).root()
    assert want is False
    assert _solved_otherwise(state, 0, want, want_by)


def _cards_taken_in(games: int, seed: int) -> tuple[list[str], int]:
    """As :func:`_hands_grown`, the position-dependent declarations: from every moment of play where nothing waits (and
    every moment inside a play where the solver asks the bound: :func:`_reach_now`), until the next revolution, no hand may grow by more than :func:`hand_reach` declares for its seat there
    (:meth:`Rule.brings_now`: card 01 once its seat has recycled), nor come to hold more cards that were not in it
    then than it declares (those, and :meth:`Rule.swapped_in`: card 10 and the tax, a card of the field for each K or
    A played); until the next play on the table, no hand may come to hold more cards it did not hold than the rules
    may make it larger by (no card is taken in before a play); and a seat to lead (:func:`solver._leader
    <explorer.analysis.solver._leader>`) makes the next play, holding no more such cards, and after it holds at most
    one card fewer than it could before.  Returns the breaches and how many times a hand held a card it did not hold at such a moment."""
    from test_deck_properties import ACTIONS_PER_GAME, random_game

    from explorer.engine.game import Game
    from explorer.rules.catalogue import registered

    def bounded(rid: str) -> bool:
        cls = registered(rid)
        return cls is not None and (cls.brings is not None or bool(cls.brings_needs))

    rng = random.Random(seed)
    wrong: list[str] = []
    arrived = 0
    for _ in range(games):
        g = random_game(rng)
        laws = tuple(r for r in g.laws if bounded(r))
        laws += tuple(r for r in ("recycle", "pull_out", "arcasino.tax", "descent", "loophole", "taboo_breaker")
                      if rng.random() < 0.6 and r not in laws)
        house = tuple(tuple(r for r in h if bounded(r) and r not in laws) for h in g.house)
        state = State.new_game(Game(g.players, g.mode, g.options, seed=g.seed, rule_deck=(), laws=laws, house=house))
        moments: list[tuple[list[int], list[tuple[int | None, int | None]]]] = []  # since the last revolution
        before_play: list[tuple[list[int], list[int | None]]] = []  # since the last play: what may come in before one
        leads: list[tuple[int, int, int]] = []  # a seat to lead, its hand then and its growth: the lead still to come
        led: list[tuple[int, int, int]] = []  # a seat that has led since: its hand's size then and its growth
        seen = len(state.log)
        actions = 0
        while not state.is_terminal() and actions < ACTIONS_PER_GAME:
            choices = list(state.legal_actions) if rng.randrange(3) == 0 else state.decision_actions
            action = rng.choice(choices)
            if isinstance(action, Play):
                for q, hand, grow in leads:  # the lead is the next play, and holds only cards brought before it
                    if action.player != q or (action.meld.cards & ~hand).bit_count() > grow:
                        wrong.append(f"{state.players[q]} was to lead with {mask_str(hand)}; then "
                                     f"{state.action_str(action)} with {[r.id for r in state.rules.rules]}")
                    else:
                        led.append((q, hand.bit_count(), grow))
                leads, before_play = [], []
            state.apply_action(action)
            actions += 1
            revolution = any(e.kind == "revolution" for e in state.log[seen:])
            seen = len(state.log)
            if state.phase is not Phase.PLAY or revolution:
                moments, before_play, leads, led = [], [], [], []
                if state.phase is not Phase.PLAY:
                    continue
            for q, size, grow in led:  # after its lead, a card fewer than it could hold
                if state.hands[q].bit_count() > size + grow - 1:
                    wrong.append(f"{state.players[q]} led, and then held {mask_str(state.hands[q])}, more than "
                                 f"{size} + {grow} - 1 cards, with {[r.id for r in state.rules.rules]}")
            for hands, brought in before_play:
                for q, (then, now) in enumerate(zip(hands, state.hands)):
                    most = brought[q]
                    if most is not None and (now & ~then).bit_count() > most:
                        wrong.append(f"{state.players[q]}'s hand went from {mask_str(then)} to {mask_str(now)} before "
                                     f"the next play, with {[r.id for r in state.rules.rules]} (declared: {most})")
            for hands, reach in moments:
                for q, (then, now) in enumerate(zip(hands, state.hands)):
                    grow, new = reach[q]
                    came = (now & ~then).bit_count()
                    arrived += came > 0
                    if grow is not None and now.bit_count() > then.bit_count() + grow or \
                            new is not None and came > new:
                        wrong.append(f"{state.players[q]}'s hand went from {mask_str(then)} to {mask_str(now)} with "
                                     f"{[r.id for r in state.rules.rules]} (declared: {grow} larger, {new} new)")
            reach = _reach_now(state)
            if reach is not None:
                moments.append((list(state.hands), reach))
                del moments[:-12]  # the last few moments (a check of every pair costs more than it finds)
                before_play.append((list(state.hands), [grow for grow, _ in reach]))
                del before_play[:-12]
                leader = solver_module._leader(state) if state.resolving is None else -1
                if leader >= 0 and reach[leader][0] is not None:
                    leads.append((leader, state.hands[leader], reach[leader][0] or 0))
    return wrong, arrived


def _reach_now(state: State) -> list[tuple[int | None, int | None]] | None:
    """:func:`hand_reach` for each seat where nothing waits; inside a play, where the solver knows it
    (:func:`~explorer.analysis.solver.resolving_reach`), with what the effects still to come may bring into the hand
    of the play's player (:attr:`Rule.resolving_brings`); ``None`` elsewhere."""
    from explorer.rules.traits import hand_reach

    reach = [hand_reach(state, q) for q in range(state.n)]
    if state.resolving is None and state.choice is None and not state.after_choice and not state.queue:
        return reach
    got = solver_module.resolving_reach(state)
    if got is None:
        return None
    taker, pending = got
    grow, new = reach[taker]
    reach[taker] = (None if grow is None else grow + pending, None if new is None else new + pending)
    return reach


def test_no_hand_takes_in_more_cards_than_the_rules_declare_at_each_moment() -> None:
    wrong, arrived = _cards_taken_in(40, 4502)
    assert not wrong[:3]
    assert arrived >= 20, arrived  # cards did come into hands (recycles, takes)


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the rule's own swapped_in and "
                    "brings_now natively, past the planted ones: the pure build runs this test (make test-pure)")
@pytest.mark.parametrize("planted", ["pull_out", "recycle"])
def test_a_card_taken_in_left_undeclared_is_caught(monkeypatch: pytest.MonkeyPatch, planted: str) -> None:
    # planted wrong declarations: card 10 takes no card in for a K played (swapped_in 0); card 01 brings no card
    # even before its seat has recycled (brings_now 0)
    from explorer.rules.cards.c01_recycle import Recycle
    from explorer.rules.cards.c10_pull_out import PullOut
    if planted == "pull_out":
        monkeypatch.setattr(PullOut, "swapped_in", lambda self, state, seat: 0)
    else:
        monkeypatch.setattr(Recycle, "brings_now", lambda self, state, seat: 0)
    wrong, _ = _cards_taken_in(40, 4502)
    assert any(planted in w for w in wrong), wrong[:3]
    if planted == "pull_out":  # and the solver wrongly has A keep 1st place where B's K takes the third 9 in
        state = _king_takes_a_nine()
        want, want_by = Naive(state.copy(), 0, cap=50_000).root()
        assert _solved_otherwise(state, 0, want, want_by)


def _nines_in_reach() -> State:
    """A went out first; B holds three 9s and leads, the fourth 9 lies in the discard pile (card 01 may bring it
    back: four 9s, a revolution card 13 makes B's 1st place)."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "recycle"], finished=["A"], turn="B",
                               hands={"A": "", "B": "♠9 ♥9 ♦9", "C": "♦3"}, discard="♣9")


@rules
def test_the_per_seat_bound_counts_the_cards_a_rule_may_bring_back() -> None:
    # with the fourth 9 in the pile, B may still make a revolution (card 01 brings one card back); with it out of
    # reach of a recycle (in D's hand, D can lay it only alone), the search for A stops at once
    state = _nines_in_reach()
    forget()
    assert solve(state, "A").first is False
    far = State.from_position(["A", "B", "C", "D"], laws=["armed_force", "recycle"], finished=["A"], turn="B",
                              hands={"A": "", "B": "♠9 ♥9", "C": "♦3 ♦9", "D": "♣4 ♣9"}, discard="♠5")
    forget()
    sol = solve(far, "A")
    assert sol.first is True and sol.nodes == 0, sol  # two 9s and one card brought back: no four 9s for anyone


def _twos_in_reach(*laws: str) -> State:
    """A went out first; B holds two 2s (forbidden finishes) and leads, a third 2 lies in the discard pile: card 24's
    draw brings it (the only card to draw), and three 2s make a revolution with card 07 that card 13 makes B's 1st
    place, unless card 04 switches the forbidden finish off (then B may not draw)."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "loophole", "three_revolution", *laws],
                               finished=["A"], turn="B", hands={"A": "", "B": "♠2 ♥2", "C": "♦4"}, discard="♣2")


@rules
def test_card_24_brings_nothing_where_the_forbidden_finish_is_waived() -> None:
    # card 24 declares whose hand it may bring cards into (brings_needs): only a player the forbidden finish binds;
    # with card 04 in force nobody, so the per-seat bound stops the search for A at once, as the brute force agrees
    drawn = _twos_in_reach()
    assert Naive(drawn.copy(), 0, cap=20_000).root() == (False, set())
    forget()
    assert solve(drawn, "A").first is False
    waived = _twos_in_reach("taboo_breaker")
    assert Naive(waived.copy(), 0).root() == (True, set())
    forget()
    sol = solve(waived, "A")
    assert sol.first is True and sol.nodes == 0, sol


def test_a_draw_left_undeclared_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong trait: card 24 declares that it brings nothing into anyone's hand; the random games see draws,
    # and the solver wrongly has A keep 1st place where B draws the third 2
    from explorer.rules.cards.c24_loophole import Loophole
    monkeypatch.setattr(Loophole, "brings", 0)
    monkeypatch.setattr(Loophole, "brings_needs", "")
    wrong, _ = _hands_grown(50, 4501)
    assert any("loophole" in w for w in wrong), wrong[:3]
    state = _twos_in_reach()
    want, want_by = Naive(state.copy(), 0, cap=20_000).root()
    assert want is False
    assert _solved_otherwise(state, 0, want, want_by)


# ---------------------------------------------------------------------------------------------- inside a play, and the lead
def _last_run_resolving() -> State:
    """A went out first; B leads its last cards ♠8 ♠9 ♠10, three cards in a row (cards 21 and 07: a revolution) whose 8
    and 10 fire cards 09 and 03, so B first orders their effects, its hand empty, the revolution not yet made; card 13
    is B's house rule, so the revolution, unanswered, puts B 1st."""
    return State.from_position(["A", "B", "C", "D"], laws=["three_revolution", "stairs", "eight_cut", "ten_discard"],
                               house={"B": ["armed_force"]}, finished=["A"], turn="B",
                               hands={"A": "", "B": "♠8 ♠9 ♠10", "C": "♣4 ♦7", "D": "♣6 ♦3"})


@rules
def test_a_play_resolving_may_still_be_a_revolution_of_a_player_holding_no_cards() -> None:
    # inside a play (an effect's choice waits) the player may hold no cards and still be put 1st by the revolution the
    # play is about to make: card 13 asks only seats holding cards, so the solver searches on there (before, it took A
    # to keep 1st place)
    state = _last_run_resolving()
    assert Naive(state.copy(), 0, cap=20_000).root() == (False, set())
    forget()
    assert solve(state, "A").first is False


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the solver's own functions "
                    "natively, past the planted one: the pure build runs this test (make test-pure)")
def test_a_resolving_player_without_cards_left_out_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong argument: nobody counts as holding no cards without having gone out; the solver then stops
    # where B's resolving revolution is still to come and has A keep 1st place
    monkeypatch.setattr(solver_module, "_emptied_unfinished", lambda s: 0)
    state = _last_run_resolving()
    want, want_by = Naive(state.copy(), 0, cap=20_000).root()
    assert _solved_otherwise(state, 0, want, want_by)


def _king_resolving(b: str) -> State:
    """A went out first; C led ♦9 and B (holding ``b`` and ♠K) has played ♠K on it: card 10's take of ♦9 waits (with
    cards 13 and 07, B's three 9s would make a revolution that puts B 1st)."""
    state = State.from_position(["A", "B", "C", "D"], laws=["armed_force", "pull_out", "three_revolution"],
                                finished=["A"], turn="C", hands={"A": "", "B": f"{b} ♠K", "C": "♦9 ♣4", "D": "♣9 ♦5"})
    for who, text in (("C", "C plays ♦9"), ("D", "D passes"), ("B", "B plays ♠K")):
        state.push(next(a for a in state.decision_actions if state.action_str(a) == text))
    assert state.choice is not None and state.choice.kind == "take", state.choice
    return state


@rules
def test_the_per_seat_bound_is_asked_while_a_take_waits() -> None:
    # card 10's take waits: B may take ♦9 (declared: one card for the K, Rule.resolving_brings), so with ♠9 ♥9 B
    # reaches three 9s; with ♠9 ♥5 two at most, D's ♣9 lies alone, and the search for A stops where the take waits
    # (before, the cards in play, three 9s, kept it going)
    near = _king_resolving("♠9 ♥9")
    assert Naive(near.copy(), 0, cap=20_000).root() == (False, set())
    forget()
    assert solve(near, "A").first is False
    far = _king_resolving("♠9 ♥5")
    assert Naive(far.copy(), 0, cap=20_000).root() == (True, set())
    forget()
    sol = solve(far, "A")
    assert sol.first is True and sol.nodes == 0, sol


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code reads the rule's own declaration "
                    "natively, past the planted one: the pure build runs this test (make test-pure)")
def test_a_take_waiting_left_undeclared_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong declaration: card 10's take, once its K is played, brings nothing (resolving_brings 0); the
    # random games see takes from inside a play, and the solver has A keep 1st place where B takes the third 9
    from explorer.rules.cards.c10_pull_out import PullOut
    monkeypatch.setattr(PullOut, "resolving_brings", 0)
    wrong, _ = _cards_taken_in(40, 4502)
    assert any("pull_out" in w for w in wrong), wrong[:3]
    state = _king_resolving("♠9 ♥9")
    want, want_by = Naive(state.copy(), 0, cap=20_000).root()
    assert _solved_otherwise(state, 0, want, want_by)


def _pair_to_join(c: str, discard: str, laws: tuple[str, ...] = (), house: dict[str, list[str]] | None = None,
                  field: str = "♥A ♦A") -> State:
    """A went out first; B laid ``field`` and holds ♠4 ♠5, C holds ``c`` and is to play (cards 13, 02, 07)."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "fusion_revolution", "three_revolution", *laws],
                               house=house or {}, finished=["A"], turn="C", field=field, field_by="B",
                               hands={"A": "", "B": "♠4 ♠5", "C": c}, discard=discard)


@rules
def test_a_play_joining_the_top_meld_now_holds_no_card_taken_in() -> None:
    # C's ♣K may take a card in (card 10), but only by a play of its own, after which ♥A ♦A is no longer the top meld:
    # a play joining it now holds only cards brought before it (none here), so C cannot add a third A (♣A lies in the
    # pile, out of reach) and the search for A stops at the root
    state = _pair_to_join("♣K", "♣A", laws=("pull_out",))
    assert Naive(state.copy(), 0, cap=20_000).root() == (True, set())
    forget()
    sol = solve(state, "A")
    assert sol.first is True and sol.nodes == 0, sol


def _nine_to_join() -> State:
    """A went out first; B led ♦9; C holds ♠9 and recycles (its house rule) ♥9 from the pile: ♠9 ♥9 joined to ♦9 make
    three 9s, a revolution (card 07) that card 13 makes C's 1st place."""
    return _pair_to_join("♠9", "♥9", house={"C": ["recycle"]}, field="♦9")


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the bound natively, past the "
                    "planted one: the pure build runs this test (make test-pure)")
def test_a_card_brought_before_the_join_left_out_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong bound: a play joining the top meld now holds no card brought into the hand before it (brought
    # 0); C's recycle of ♥9 before joining ♦9 is then missed and the solver has A keep 1st place
    from explorer.rules.base import revolution
    original = revolution.Reach

    def planted(most, own, foreign, top, top_cards=0, brought=None, leader=-1):  # type: ignore[no-untyped-def]
        return original(most, own, foreign, top, top_cards, tuple(0 for _ in most), leader)

    state = _nine_to_join()
    want, want_by = Naive(state.copy(), 0, cap=20_000).root()
    assert want is False and not _solved_otherwise(state, 0, want, want_by)
    monkeypatch.setattr(solver_module, "Reach", planted)
    assert _solved_otherwise(state, 0, want, want_by)


def _king_leads(b: str) -> State:
    """A went out first; B is to lead (the field is empty) holding ``b`` (cards 13, 10, 07)."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "pull_out", "three_revolution"], finished=["A"],
                               turn="B", hands={"A": "", "B": b, "C": "♦9 ♠5"}, discard="♣A")


@rules
def test_the_seat_to_lead_lays_a_card_first() -> None:
    # B must lead: its lead is the next play and takes nothing in (no meld under it), and leaves it a card fewer.  With
    # ♣K alone B leads it and is out, so C's ♦9 ... and with card 02 a pair of A's joined to B's meld: B can never
    # hold an A (♣A lies in the pile), and the search stops at the root; with ♠9 ♥9 ♠K ♣4 B leads ♣4, C plays ♦9,
    # B's ♠K takes it: three 9s
    lone = State.from_position(["A", "B", "C"], laws=["armed_force", "pull_out", "three_revolution", "fusion_revolution"],
                               finished=["A"], turn="B", hands={"A": "", "B": "♣K", "C": "♥A ♦A"}, discard="♣A")
    assert Naive(lone.copy(), 0, cap=20_000).root() == (True, set())
    forget()
    sol = solve(lone, "A")
    assert sol.first is True and sol.nodes == 0, sol
    takes = _king_leads("♠9 ♥9 ♠K ♣4")
    assert Naive(takes.copy(), 0, cap=50_000).root()[0] is False
    forget()
    assert solve(takes, "A").first is False


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the bound natively, past the "
                    "planted one: the pure build runs this test (make test-pure)")
def test_a_lead_counted_as_two_cards_fewer_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong bound: the seat to lead holds two cards fewer (not one) for its later plays; B's lead of ♣4, then
    # ♠K taking C's ♦9 for three 9s, is then missed and the solver has A keep 1st place
    from explorer.rules.base import revolution
    original = revolution.Reach

    def planted(most, own, foreign, top, top_cards=0, brought=None, leader=-1):  # type: ignore[no-untyped-def]
        if leader >= 0:
            most = tuple(m - 1 if q == leader else m for q, m in enumerate(most))
        return original(most, own, foreign, top, top_cards, brought, leader)

    state = _king_leads("♠9 ♥9 ♠K ♣4")
    want, want_by = Naive(state.copy(), 0, cap=50_000).root()
    monkeypatch.setattr(solver_module, "Reach", planted)
    assert _solved_otherwise(state, 0, want, want_by)


def _pieces(b: str, c: str, d: str) -> State:
    """A went out first; B is to lead holding ``b``, C holds ``c``, D ``d`` (cards 13, 02 and 21: a revolution is four
    cards, a sequence three or more of one suit)."""
    return State.from_position(["A", "B", "C", "D"], laws=["armed_force", "fusion_revolution", "stairs"],
                               finished=["A"], turn="B", hands={"A": "", "B": b, "C": c, "D": d})


@rules
def test_a_meld_joined_into_a_sequence_is_one_card_or_a_sequence() -> None:
    # B ♦5 ♦6 and C ♦7 ♦8 fill the four places of ♦5-♦8 between them, but a play joins a meld as laid, and two cards
    # of one suit and different ranks are no meld: the meld joined is one card, so a fused sequence holds at most
    # three of them, under the revolution size; the search for A stops at the root (it searched 21 positions before)
    state = _pieces("♦5 ♦6 ♠J", "♦7 ♦8 ♥Q", "♣K ♠4")
    assert Naive(state.copy(), 0, cap=50_000).root() == (True, set())
    forget()
    sol = solve(state, "A")
    assert sol.first is True and sol.nodes == 0, sol
    # B holding the whole sequence ♦5 ♦6 ♦7 leads it, and C's ♦8 joined makes four: a revolution stays in reach
    lead = _pieces("♦5 ♦6 ♦7", "♦8 ♣4", "♠3")
    want, want_by = Naive(lead.copy(), 0, cap=50_000).root()
    assert want is False and not _solved_otherwise(lead, 0, want, want_by)


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the bound natively, past the "
                    "planted one: the pure build runs this test (make test-pure)")
def test_a_sequence_joined_counted_as_one_card_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong bound: no seat ever lays a sequence to be joined (every meld joined into a sequence one card); B's
    # lead of ♦5 ♦6 ♦7 joined by C's ♦8 is then missed and the solver has A keep 1st place
    from explorer.rules.base import revolution
    state = _pieces("♦5 ♦6 ♦7", "♦8 ♣4", "♠3")
    want, want_by = Naive(state.copy(), 0, cap=50_000).root()
    monkeypatch.setattr(revolution._SeatFills, "_sequence", lambda self, x, suit: False)
    monkeypatch.setattr(revolution, "_SEAT_LAID", {})  # the answers kept by the right bound are not the planted one's
    assert _solved_otherwise(state, 0, want, want_by)


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="a compiled rule class keeps its declarations: the pure "
                    "build runs this test (make test-pure)")
def test_a_join_rule_that_does_not_keep_the_meld_as_laid_keeps_the_count(monkeypatch: pytest.MonkeyPatch) -> None:
    # the one-card-or-a-sequence count rests on card 02's declaration that a joined meld keeps the top meld as laid
    # (Rule.joins_as_laid); a rule that joins without declaring it is counted as before
    from explorer.rules.base import revolution
    from explorer.rules.cards.c02_fusion_revolution import FusionRevolution
    monkeypatch.setattr(FusionRevolution, "joins_as_laid", False)
    monkeypatch.setattr(revolution, "_SEAT_LAID", {})
    forget()
    sol = solve(_pieces("♦5 ♦6 ♠J", "♦7 ♦8 ♥Q", "♣K ♠4"), "A")
    assert sol.first is True and sol.nodes > 0, sol


# ---------------------------------------------------------------------------------------------- card 17: no joker in a revolution
def test_no_revolution_holds_a_joker_where_card_17_binds() -> None:
    # card 17 refuses every meld of the revolution size that holds a joker, for each player it binds (a law: everyone;
    # a house rule: everyone but its holder): the per-seat bound counts no joker there, neither the seat's own, nor a
    # joker of the meld it joins; the same answers as the brute force, and positions only this count settles were met
    joker_cut = [0]
    cut, kept, wrong = _armed_comparison(ARMED_POSITIONS, joker=True, joker_cut=joker_cut)
    print(f"with card 17: card 13 unable to act at the start: {cut}, still able: {kept}, of which by no seat's own "
          f"bound only because no joker counts: {joker_cut[0]}")
    assert not wrong, wrong[:3]
    assert kept >= 5, (kept, joker_cut)  # positions where a revolution stayed in reach
    assert joker_cut[0] >= 4, joker_cut  # and positions only the jokerless count settles (none before it)


def _joker_for_three(laws: tuple[str, ...] = (), house: dict[str, list[str]] | None = None) -> State:
    """A went out first; B holds ♠9 ♥9 JK and leads, C ♦4 ♣6: B's three cards as three 9s are card 07's revolution,
    which card 13 makes B's 1st place; card 17 refuses it where it binds B (a law, or C's house rule: not B's)."""
    return State.from_position(["A", "B", "C"], laws=["armed_force", "three_revolution", *laws], house=house,
                               finished=["A"], turn="B", hands={"A": "", "B": "♠9 ♥9 JK", "C": "♦4 ♣6"})


@rules
def test_card_17_leaves_no_revolution_that_needs_the_joker() -> None:
    # the revolution needs the joker: with card 17 binding B, none is in reach and the search for A stops at the root
    # (before, the joker counted for a third 9 and the search went on); with card 17 B's own house rule B revolts
    for laws, house in ((("magician_exile",), None), ((), {"C": ["magician_exile"]})):
        state = _joker_for_three(laws, house)
        assert Naive(state.copy(), 0, cap=50_000).root() == (True, set())
        forget()
        sol = solve(state, "A")
        assert sol.first is True and sol.nodes == 0, sol
    theirs = _joker_for_three((), {"B": ["magician_exile"]})
    want, want_by = Naive(theirs.copy(), 0, cap=50_000).root()
    assert want is False and not _solved_otherwise(theirs, 0, want, want_by)
    # the joker in the field's meld: C laid ♦9 JK as two 9s, B's ♠9 ♥9 joined make four 9s, which hold the joker: the
    # meld joined counts nothing, and B's two 9s alone are too few (the search stopped later before)
    fused = State.from_position(["A", "B", "C"], laws=["armed_force", "three_revolution", "fusion_revolution",
                                                       "magician_exile"], finished=["A"], turn="B", field="♦9 JK=♣9",
                                field_by="C", hands={"A": "", "B": "♠9 ♥9", "C": "♣4"})
    assert Naive(fused.copy(), 0, cap=50_000).root() == (True, set())
    forget()
    sol = solve(fused, "A")
    assert sol.first is True and sol.nodes == 0, sol


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code calls the rule's own declaration natively, "
                    "past the planted one: the pure build runs this test (make test-pure)")
def test_card_17_declared_binding_its_holder_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a planted wrong declaration: card 17 claims to refuse a joker's revolution to every player, its holder too (it
    # binds everyone but its holder): B, holding card 17, revolts with ♠9 ♥9 JK, and the planted bound misses it
    from explorer.rules.base import revolution
    from explorer.rules.cards.c17_magician_exile import MagicianExile
    state = _joker_for_three((), {"B": ["magician_exile"]})
    want, want_by = Naive(state.copy(), 0, cap=50_000).root()
    monkeypatch.setattr(MagicianExile, "refuses_joker_revolutions", lambda self, state, player: True)
    monkeypatch.setattr(revolution, "_SEAT_LAID", {})
    assert _solved_otherwise(state, 0, want, want_by)


# ---------------------------------------------------------------------------------------------- card 01: a recycle put off
RECYCLE_POSITIONS = 25
CHECKS_PER_POSITION = 4
DEFER_COMPANIONS = ("flux", "three_revolution", "dobon", "loophole", "pull_out", "ten_discard", "armed_force")
"""Laws that read or change hands and the discard pile around a recycle (card 18 passes every hand on, card 25 needs
two cards in hand, card 24 draws from the pile …)."""


def recycle_position(rng: random.Random, must: tuple[str, ...] = (), local: bool = False) -> State | None:
    """A small endgame with card 01 and some :data:`DEFER_COMPANIONS`, maybe a rule of another deck: 3-4 players
    holding 1-3 cards, 1-3 cards in the discard pile, maybe a king (the fall of the capital) and a field.
    ``local``: always one or two rules of the classic and Arcasino decks."""
    n = rng.choice((3, 3, 3, 4))
    names = ["A", "B", "C", "D"][:n]
    deck = [c for c in iter_cards(STANDARD_DECK)] + [JOKER]
    rng.shuffle(deck)
    hands = {nm: mask_str(sum(1 << deck.pop() for _ in range(rng.choice((1, 2, 2, 3))))) for nm in names}
    laws = ["recycle", *must, *(rid for rid in DEFER_COMPANIONS if rng.random() < 0.3)]
    if local:
        laws += rng.sample([*RULES["classic"], *RULES["arcasino"]], rng.choice((1, 2)))
    elif rng.random() < 0.3:
        laws.append(rng.choice(RULES[rng.choice(sorted(RULES))]))
    field = by = None
    if rng.random() < 0.6:
        field, by = mask_str(1 << deck.pop()), rng.choice(names)
    discard = mask_str(sum(1 << deck.pop() for _ in range(rng.choice((1, 2, 3)))))
    try:
        return State.from_position(names, laws=list(dict.fromkeys(laws)), hands=hands, field=field, field_by=by,
                                   discard=discard, revolution=rng.random() < 0.2, turn=rng.choice(names),
                                   king=rng.choice([None, *names]))
    except (PositionError, ValueError):
        return None


def _commutes(state: State, w: Action) -> list[str]:
    """Where putting ``w`` off is not the same: an action ``a`` open after ``w`` (and the answers to the choices it
    asks, which close the windows until they are answered) after which ``w`` is not open, or ``w`` first and ``w``
    last reaching two positions (chance actions left out: their draw is dealt by the log's length)."""
    bad: list[str] = []
    s = state.copy()
    s.push(w)
    after_w = [a for a in [*s.decision_actions, *s.window_actions()]
               if not (isinstance(a, Choose) and a.kind in chance_kinds())]

    def walk(seq: list[Action], depth: int) -> None:
        one = state.copy()
        one.push(w)
        for x in seq:
            one.push(x)
        two = state.copy()
        names = " then ".join(one.action_str(x) for x in seq)
        try:
            for x in seq:
                two.push(x)
        except Exception:  # noqa: BLE001 - any refusal: w changed what may be done
            bad.append(f"{names} is not open without {state.action_str(w)}")
            return
        if two.pending is None or two.round != state.round:
            return  # the round ended: its ranking reads no hand
        if two.choice is not None:  # a choice closes the windows until it is answered
            if depth < 3:
                for d in two.decision_actions:
                    walk([*seq, d], depth + 1)
            return
        if two.refusal_of(w) is not None:
            bad.append(f"{names} closes {state.action_str(w)}")
            return
        two.push(w)
        if position_key(one) != position_key(two):
            bad.append(f"{state.action_str(w)} and {names} do not commute")

    for a in after_w:
        walk([a], 0)
    return bad


def _recycle_comparison(count: int, monkeypatch: pytest.MonkeyPatch, first_wrong: bool = False,
                        must: tuple[str, ...] = (), local: bool = False) -> tuple[dict[str, int], list[str]]:
    """Random positions with card 01 (and the :data:`DEFER_COMPANIONS`, rules of every deck) solved, and solved
    again taking every recycle at every position (the search the brute-force comparison above holds exact); each
    recycle put off is checked to commute (:func:`_commutes`).  (Counts, what was wrong.)"""
    seen = {"put off": 0, "kept": 0, "positions with one put off": 0}
    wrong: list[str] = []
    original = solver_module._Search.undeferred

    def watched(self: solver_module._Search, windows: list[Action]) -> list[Action]:
        kept = original(self, windows)
        off = [w for w in windows if w not in kept]
        seen["put off"] += len(off)
        seen["kept"] += sum(1 for w in kept if isinstance(w, Choose) and w.kind in self.defer)
        for w in off:
            if checked[0] < CHECKS_PER_POSITION:  # a sample: each check makes every action open twice
                checked[0] += 1
                wrong.extend(_commutes(self.state, w))
        return kept

    monkeypatch.setattr(solver_module._Search, "undeferred", watched)
    rng = random.Random(1010 if local else 101)
    checked = [0]
    compared = drawn = 0
    while compared < count and not (first_wrong and wrong):
        drawn += 1
        assert drawn < 20 * count, "too few usable positions drawn"
        state = recycle_position(rng, must, local)
        if state is None or state.pending is None:
            continue
        me = rng.randrange(state.n)
        with monkeypatch.context() as full:  # the reference: the same search taking every recycle everywhere
            full.setattr(solver_module, "deferred_windows", lambda: frozenset())
            forget()
            ref = solve(state, me, budget=5_000)
        if not ref.complete:
            continue
        want, want_by = ref.first, {action_key(a) for a in ref.winning}
        before = seen["put off"]
        checked[0] = 0
        if _solved_otherwise(state, me, want, want_by):
            wrong.append(f"{state!r}, laws {state.laws}, house {state.house}, player {state.players[me]}")
        compared += 1
        seen["positions with one put off"] += seen["put off"] > before
    return seen, wrong


def test_a_recycle_is_put_off_only_where_nothing_reads_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # card 01's recycle is put off where nothing open reads the taker's hand or the pile: the same answers as the
    # search that takes every recycle at every position, and every recycle put off commutes with every action
    # open after it
    seen, wrong = _recycle_comparison(RECYCLE_POSITIONS, monkeypatch)
    print(f"recycles: {seen}")
    assert not wrong, wrong[:3]
    assert seen["positions with one put off"] >= 15 and seen["kept"] >= 100, seen


@pytest.mark.parametrize("planted, must", [
    # card 18 (every hand passes on at a revolution) and the fall of the capital (the king's cards leave play)
    (("explorer.rules.cards.c18_flux.Flux", "explorer.rules.base.miyako_ochi.MiyakoOchi"),
     ("flux", "three_revolution")),
    # the queen bomber (everyone discards the named rank) and the King exchange (everyone passes a card on)
    (("explorer.rules.classic.queen_bomber.QueenBomber", "explorer.rules.arcasino.king_exchange.KingExchange"),
     ("classic.queen_bomber", "arcasino.king_exchange")),
], ids=["laws", "classic-and-arcasino"])
def test_a_rule_wrongly_declared_not_reading_hands_is_caught(monkeypatch: pytest.MonkeyPatch,
                                                            planted: tuple[str, ...], must: tuple[str, ...]) -> None:
    # planted wrong traits: rules that move cards between hands say they read no hand; a recycle is then put off
    # where it does not commute
    import importlib
    for path in planted:
        module, name = path.rsplit(".", 1)
        monkeypatch.setattr(getattr(importlib.import_module(module), name), "hands_read", lambda self, state: 0)
    _, wrong = _recycle_comparison(3 * RECYCLE_POSITIONS, monkeypatch, first_wrong=True, must=must)
    assert wrong


def test_a_recycle_is_put_off_with_the_classic_and_arcasino_rules(monkeypatch: pytest.MonkeyPatch) -> None:
    # the rules of the classic and Arcasino decks declare what they read (a data rule from its effect: a card given
    # goes into another hand): with one or two of them in force, recycles are still put off, with the same answers
    # as the search that takes every recycle everywhere, and each recycle put off commutes
    seen, wrong = _recycle_comparison(RECYCLE_POSITIONS, monkeypatch, local=True)
    print(f"recycles with rules of the classic and Arcasino decks: {seen}")
    assert not wrong, wrong[:3]
    assert seen["positions with one put off"] >= 10 and seen["kept"] >= 50, seen


# ---------------------------------------------------------------------------------------------- suits nobody tells apart
ALIKE_POSITIONS = 40
ALIKE_LAWS = ("suit_lock", "fusion_revolution", "stairs", "descent", "recycle", "pull_out", "three_return",
              "slip_through", "identity", "number_lock", "dobon", "eight_cut", "armed_force", "three_revolution",
              "ten_discard", "magician_hunt", "j_back")
"""Laws that read suits (the lock, fusion, stairs, descent) and laws around them (windows, takes, clears)."""


def alike_position(rng: random.Random) -> State | None:
    """A small endgame of cards of one or two suits and a joker or two (the other suits alike: a lone joker's faces
    in them are one action), card 14 and card 02 and some :data:`ALIKE_LAWS`, maybe a field and a lock: 3-4 players
    holding 1-2 cards."""
    n = rng.choice((3, 3, 4))
    names = ["A", "B", "C", "D"][:n]
    suits = rng.sample(range(4), rng.choice((1, 2)))
    pool = [r << 2 | s for r in range(13) for s in suits]
    rng.shuffle(pool)
    jokers = [JOKER] if rng.random() < 0.8 else [JOKER, JOKER2]
    hands = {nm: 0 for nm in names}
    for j in jokers:
        hands[rng.choice(names)] |= 1 << j
    for nm in names:
        for _ in range(rng.choice((1, 1, 1, 2)) - hands[nm].bit_count()):
            hands[nm] |= 1 << pool.pop()
    laws = ["suit_lock", "fusion_revolution", *(rid for rid in ALIKE_LAWS[2:] if rng.random() < 0.1)]
    field = by = None
    lock = None
    if rng.random() < 0.6:
        field, by = ("JK" if rng.random() < 0.3 else mask_str(1 << pool.pop())), rng.choice(names)
        if rng.random() < 0.3:
            lock = {"suit": "♠♥♦♣"[rng.choice(suits)]}
    discard = mask_str(sum(1 << pool.pop() for _ in range(rng.choice((0, 1, 2)))))
    try:
        return State.from_position(names, laws=list(dict.fromkeys(laws)), hands={k: mask_str(v) for k, v in hands.items()},
                                   field=field, field_by=by, discard=discard, lock=lock,
                                   revolution=rng.random() < 0.2, turn=rng.choice(names))
    except (PositionError, ValueError):
        return None


def _alike_comparison(count: int, monkeypatch: pytest.MonkeyPatch, first_wrong: bool = False,
                      seed: int = 1414) -> tuple[dict[str, int], list[str]]:
    """:func:`alike_position`\\ s solved against the brute force; (how many actions were searched once for several,
    lone-joker plays among them, and positions with one; the disagreements)."""
    from explorer.engine.actions import Play

    seen = {"merged": 0, "joker faces merged": 0, "positions with a merge": 0}
    original = solver_module.distinct

    def watched(actions: list[Action], perms: object, kinds: frozenset[str]) -> list[Action]:
        kept = original(actions, perms, kinds)  # type: ignore[arg-type]
        seen["merged"] += len(actions) - len(kept)
        seen["joker faces merged"] += sum(1 for a in actions if isinstance(a, Play) and a.meld.size == 1
                                          and a.meld.faces[0][0] >= JOKER) - \
            sum(1 for a in kept if isinstance(a, Play) and a.meld.size == 1 and a.meld.faces[0][0] >= JOKER)
        return kept

    monkeypatch.setattr(solver_module, "distinct", watched)
    rng = random.Random(seed)
    wrong: list[str] = []
    compared = drawn = 0
    while compared < count and not (first_wrong and wrong):
        drawn += 1
        assert drawn < 20 * count, "too few usable positions drawn"
        state = alike_position(rng)
        if state is None or state.pending is None:
            continue
        me = rng.randrange(state.n)
        try:
            want, want_by = Naive(state.copy(), me, cap=800).root()
        except _TooBig:
            continue
        before = seen["merged"]
        if _solved_otherwise(state, me, want, want_by):
            wrong.append(f"{state!r}, laws {state.laws}, lock {state.rule_data(SuitLocked).value}, player "
                         f"{state.players[me]}")
        compared += 1
        seen["positions with a merge"] += seen["merged"] > before
    return seen, wrong


def test_actions_the_same_up_to_suits_nobody_tells_apart_are_searched_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # a lone joker's faces (and cards) in suits that lie alike and that no rule in force tells apart (card 14's
    # lock names its suits) lead to positions that are each other's renaming: searched once, the same answers as
    # the brute force, which searches every face
    seen, wrong = _alike_comparison(ALIKE_POSITIONS, monkeypatch)
    print(f"suits alike: {seen}")
    assert not wrong, wrong[:3]
    assert seen["positions with a merge"] >= 8 and seen["joker faces merged"] >= 100, seen


@rules
def test_a_rule_wrongly_declared_treating_suits_alike_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    # a hand-built endgame where the merge happens below the root, and only the action dropped by a wrong merge wins.
    # The classic colour lock (red ♥♦ / black ♠♣) tells ♠ from ♥: renaming ♠ as ♥ changes a card's colour.  B led
    # ♦7, C holds only ♣4 and must pass; A holds ♠9 ♥9 (every other ♠ and ♥ is out of play: the two suits lie alike).
    # A's ♥9 (red on red) locks red, so B's ♣10 cannot follow and A goes out with ♠9; after ♠9 (no lock) B plays ♣10
    # and goes out first.  So A is forced first only by ♥9, below the root (C's pass comes first).
    colour_lock = next(cls for cls in every_rule() if cls.id == "classic.colour_lock")  # a rule read from the deck's file
    s = State.from_position(["A", "B", "C"], laws=["classic.colour_lock"], turn="C", field="♦7", field_by="B",
                            hands={"A": "♠9 ♥9", "B": "♣10", "C": "♣4"})
    want, _ = Naive(s.copy(), 0).root()
    assert want is True
    forget()
    right = solve(s, "A")
    assert right.first is True and right.line[:2] == ("C passes", "A plays ♥9")
    monkeypatch.setattr(colour_lock, "suits_alike", True)  # planted: "renaming suits renames what I do"
    forget()
    wrong = solve(s, "A")
    assert wrong.first is False and wrong.line[:2] == ("C passes", "A plays ♠9")  # ♥9 merged into ♠9: caught
    monkeypatch.undo()
    forget()


@rules
def test_the_revolution_bound_reads_the_declared_shapes_at_every_call(monkeypatch: pytest.MonkeyPatch) -> None:
    # could_lay keeps its answers by the cards and the shapes the rules in force declare: a declaration changed on a
    # rule's class (as the planted-trait tests do) is read at the next call, never an answer kept from before
    from explorer.rules.base.revolution import could_lay
    from explorer.rules.cards.c21_stairs import Stairs

    s = State.from_position(["A", "B", "C"], laws=["stairs", "three_revolution"], turn="A",
                            hands={"A": "♠5 ♠6 ♠7", "B": "♦9", "C": "♣K"})
    run = s.hands[0]
    assert could_lay(s, run, 3, groups=True, sequences=True)  # ♠5 ♠6 ♠7: a sequence with card 21
    assert could_lay(s, run, 3, groups=True, sequences=True)  # asked again: the answer kept
    assert not could_lay(s, run, 3, groups=True, sequences=False)
    monkeypatch.setattr(Stairs, "meld_kinds", frozenset())  # planted: sequences no longer declared
    assert not could_lay(s, run, 3, groups=True, sequences=True)
    monkeypatch.undo()
    assert could_lay(s, run, 3, groups=True, sequences=True)
