"""The strong bot (issue 27): it decides from its own view only, deals the hidden cards consistently with what it
knows, and takes only legal actions.  How strong it is, is measured (benchmarks/bot_strength.py), never tested: a
seeded win count is chance."""

from __future__ import annotations

import random
import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from test_bots import redeal_others  # a copy of a state with the hidden cards dealt again

import explorer

from explorer.analysis.key import action_key, position_key
from explorer.analysis.solver import solve
from explorer.analysis.strong_bot import HiddenHands, Posterior, StrongBot, _forced_out, forced_out
from explorer.bots import Bot, GreedyBot, PlayerView, play_out
from explorer.engine.contract import DATA_IS_PUBLIC
from explorer.engine.actions import Action, Give, Pass
from explorer.engine.cards import iter_cards
from explorer.engine.contract import RuleData
from explorer.engine.game import DecisionKind, Game, Mode, TableOptions
from explorer.engine.places import FULL_DECK, OUTSIDE
from explorer.engine.state import State
from explorer.rules.catalogue import CARDS
from explorer.sim.runner import BOT_CHOICES, Setup, make_bot

pytestmark = pytest.mark.rules  # also in the pure share (make test-pure), where the poison tests run

ROOT = Path(__file__).resolve().parents[1]
SMALL = 12
"""Rollouts per decision in these tests: enough for decisions to depend on what the worlds hold."""


def new_game(seed: int, laws: tuple[str, ...] = (), rounds: int = 1, mode: Mode = Mode.NORMAL) -> State:
    return State.new_game(Game(("P0", "P1", "P2", "P3"), mode, TableOptions(rounds=rounds), seed=seed,
                               rule_deck=(), laws=laws))


def play_positions(seed: int, laws: tuple[str, ...] = (), rounds: int = 1, every: int = 1) -> list[State]:
    """Copies of the play decisions of a greedy game (every ``every``-th), in order."""
    s = new_game(seed, laws, rounds)
    greedy = GreedyBot()
    out: list[State] = []
    seen = 0
    while not s.is_terminal():
        pend = s.pending
        assert pend is not None
        if pend.kind is DecisionKind.PLAY and len(s.decision_actions) > 1:
            if seen % every == 0:
                out.append(s.copy())
            seen += 1
        s.apply_action(greedy.choose(s, pend.player))
    return out


def greedy_first_plays(seeds: Iterable[int], every: int) -> Iterator[tuple[State, int, Action]]:
    """Each play decision of :func:`play_positions` over ``seeds``: the position, the player to decide and the
    greedy bot's choice there (the first action of a rollout)."""
    for seed in seeds:
        for s in play_positions(seed, every=every):
            pend = s.pending
            assert pend is not None
            yield s, pend.player, GreedyBot().choose(s, pend.player)


# ---------------------------------------------------------------------------- it reads only its own view
@pytest.mark.parametrize("laws", [(), ("eight_cut", "suit_lock", "j_back", "pull_out", "ten_discard")])
def test_the_same_view_gives_the_same_decision_whatever_the_others_hold(laws: tuple[str, ...]) -> None:
    """Two states alike in the bot's view, their hidden cards dealt differently: the same decision.  A bot that
    read the real hands (in its worlds, its rollouts, its random numbers) would tell them apart."""
    rng = random.Random(5)
    checked = 0
    for seed in (1, 2):
        for s in play_positions(seed, laws, every=2):
            pend = s.pending
            assert pend is not None
            p = pend.player
            other = redeal_others(s, p, rng)
            if other.hands == s.hands:
                continue  # the deal came out the same (one hidden card left, say): nothing to compare
            mine = StrongBot(seed, rollouts=SMALL).choose(PlayerView(s, p), p)
            theirs = StrongBot(seed, rollouts=SMALL).choose(PlayerView(other, p), p)
            assert mine == theirs, s.action_str(mine)
            checked += 1
    assert checked >= 10


def history(seed: int, laws: tuple[str, ...] = (), rounds: int = 1) -> list[tuple[State, Action]]:
    """Every action of a greedy game with a copy of the state just before it."""
    s = new_game(seed, laws, rounds)
    greedy = GreedyBot()
    out: list[tuple[State, Action]] = []
    while not s.is_terminal():
        pend = s.pending
        assert pend is not None
        action = greedy.choose(s, pend.player)
        out.append((s.copy(), action))
        s.apply_action(action)
    return out


@pytest.mark.parametrize("laws", [(), ("eight_cut", "j_back", "ten_discard")])
def test_what_it_saw_the_others_do_never_shows_it_their_hands(laws: tuple[str, ...]) -> None:
    """The bot that watched the round decides the same as one shown the same round with every hidden card dealt
    otherwise at every moment (the same views, other hands): its inference reads only what the views show."""
    rng = random.Random(3)
    checked = 0
    for seed, me in ((7, 1), (8, 2), (9, 3)):
        past = history(seed, laws)
        for t, (s, _) in enumerate(past):
            pend = s.pending
            assert pend is not None
            if pend.player != me or pend.kind is not DecisionKind.PLAY or len(s.decision_actions) < 2:
                continue
            real, other = StrongBot(4, rollouts=SMALL), StrongBot(4, rollouts=SMALL)
            for before, action in past[:t]:
                real.observe(PlayerView(before, me), action)
                other.observe(PlayerView(redeal_others(before, me, rng), me), action)
            mine = real.choose(PlayerView(s, me), me)
            assert mine == other.choose(PlayerView(redeal_others(s, me, rng), me), me), s.action_str(mine)
            checked += 1
    assert checked >= 6


class Hidden(int):
    """A hand the bot may not look into: its size may be read (every player sees the backs; whether it is empty
    too: the engine lists the seats that may start a trick so), nothing else.

    Any other use of the number — a mask, a comparison, a hash, a repr, turning it into an ``int`` — raises, so
    a bot that reads a hidden hand anywhere (its deals, its worlds, its random numbers, its memory) fails."""

    def bit_count(self) -> int:
        return int.bit_count(self)

    def __bool__(self) -> bool:
        return int.bit_count(self) > 0


def _refuse(name: str) -> object:
    def refuse(self: Hidden, *args: object, **kwargs: object) -> object:
        raise AssertionError(f"the bot read a hidden hand ({name})")
    return refuse


for _name in ("__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__rshift__", "__lshift__",
              "__invert__", "__eq__", "__ne__", "__hash__", "__index__", "__int__", "__float__",
              "__add__", "__radd__", "__sub__", "__rsub__", "__neg__", "__lt__", "__gt__", "__le__", "__ge__",
              "__repr__", "__str__", "__format__", "bit_length", "to_bytes", "__reduce__", "__reduce_ex__",
              "__copy__", "__deepcopy__"):
    setattr(Hidden, _name, _refuse(_name))


def poisoned(s: State, player: int) -> State:
    """A copy of ``s`` where every hand but ``player``'s, and the cards out of play, are :class:`Hidden`."""
    c = s.copy()
    c.hands = [h if q == player else Hidden(h) for q, h in enumerate(c.hands)]
    c.out_of_play = Hidden(c.out_of_play)
    return c


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code reads a hand's number natively, "
                    "past the poison: the pure build runs the poison tests (make test-pure: they are marked rules)")
def test_the_poison_works() -> None:
    """The test below means something: reading a poisoned hand in any way but its size raises."""
    s = poisoned(new_game(1), 0)
    assert s.hands[1].bit_count() == new_game(1).hands[1].bit_count() > 0
    for read in (lambda: s.hands[1] & 1, lambda: s.hands[2] == 0, lambda: repr(s.hands[3]), lambda: int(s.hands[1]),
                 lambda: s.out_of_play | 0, lambda: hash(s.hands[1]), lambda: s.hands[2] >> 3):
        with pytest.raises(AssertionError, match="read a hidden hand"):
            read()


@pytest.mark.skipif(explorer.BUILD.kind == "compiled", reason="compiled code reads a hand's number natively, "
                    "past the poison: the pure build runs this test, the redealt-hands tests run on both")
@pytest.mark.parametrize("laws", [(), tuple(c.id for c in CARDS)])
def test_it_never_reads_a_hidden_hand(laws: tuple[str, ...]) -> None:
    """Every view it is shown (the ones it decides from and the ones it watches the others act in) has the other
    hands and the cards out of play poisoned (:class:`Hidden`): it decides as the bot shown the real ones, and
    never touches a poisoned hand (that would raise).  A bot that peeked anywhere would fail here."""
    checked = 0
    for seed, me in ((31, 0), (32, 2)):
        past = history(seed, laws)
        clean, blind = StrongBot(6, rollouts=SMALL), StrongBot(6, rollouts=SMALL)
        for s, action in past:
            pend = s.pending
            assert pend is not None
            if pend.player == me and len(s.decision_actions) > 1:
                mine = clean.choose(PlayerView(s, me), me)
                assert blind.choose(PlayerView(poisoned(s, me), me), me) == mine, s.action_str(mine)
                checked += 1
            clean.observe(PlayerView(s, me), action)
            blind.observe(PlayerView(poisoned(s, me), me), action)
    assert checked >= 10
    assert blind.stats.searched > 0


def test_a_world_carries_nothing_the_view_hides() -> None:
    s = play_positions(3, ("pull_out", "eight_cut"), rounds=2)[-1]
    pend = s.pending
    assert pend is not None
    p = pend.player
    other = redeal_others(s, p, random.Random(1))
    hidden = HiddenHands.of(PlayerView(s, p))
    hands, out = hidden.sample(random.Random(2))
    a = PlayerView(s, p).world(hands, out, 7)
    b = PlayerView(other, p).world(hands, out, 7)
    assert position_key(a) == position_key(b)
    assert a.log == [] and a.rule_deck == () and a.game.seed == 7 and a.game.seed != s.game.seed
    assert a.hands == hands and a.out_of_play == out


def test_a_world_refuses_cards_that_do_not_fit_the_view() -> None:
    s = play_positions(4)[3]
    pend = s.pending
    assert pend is not None
    p = pend.player
    view = PlayerView(s, p)
    hands, out = HiddenHands.of(view).sample(random.Random(3))
    q = (p + 1) % 4
    card = hands[q] & -hands[q]
    with pytest.raises(ValueError, match="holds"):
        view.world([h & ~card if i == q else h for i, h in enumerate(hands)], out | card, 1)
    with pytest.raises(ValueError, match="own hand"):
        view.world([h ^ card if i == p else h for i, h in enumerate(hands)], out, 1)
    seen = s.discard | s.field_cards
    if seen:
        low = seen & -seen
        with pytest.raises(ValueError, match="cannot see"):
            view.world(hands, out | low, 1)


# ---------------------------------------------------------------------------- its deals fit what it knows
def check_deal(view: PlayerView, hidden: HiddenHands, hands: list[int], out: int) -> None:
    p = view.player
    assert hands[p] == view.hand
    for q, hand in enumerate(hands):
        assert hand.bit_count() == view.hand_sizes[q]
        if q != p:
            assert not hand & (view.hand | view.discard | out), "a card dealt to a hand is seen elsewhere"
            assert hidden.known[q] & ~hand == 0, "a card known to be in this hand was dealt elsewhere"
            for r in range(q + 1, len(hands)):
                if r != p:
                    assert not hand & hands[r]
    everything = out
    for q, hand in enumerate(hands):
        if q != p:
            everything |= hand
    assert everything == view.unseen


@dataclass
class Watcher:
    """A strong bot at ``player`` that watches the game (it is an Observer)."""

    player: int
    bot: StrongBot

    def choose(self, state: State | PlayerView, player: int) -> Action:
        return GreedyBot().choose(state, player)

    def window(self, state: State | PlayerView, player: int) -> Action | None:
        return GreedyBot().window(state, player)

    def observe(self, view: PlayerView, action: Action) -> None:
        self.bot.observe(view, action)


def watched_positions() -> list[tuple[State, Watcher]]:
    """Play decisions of greedy games watched by a strong bot (each with the bot as it was then)."""
    out: list[tuple[State, Watcher]] = []
    for seed, laws in ((21, ()), (22, tuple(c.id for c in CARDS))):
        s = new_game(seed, laws, rounds=2)
        watcher = Watcher(2, StrongBot(0, rollouts=SMALL))
        bots: dict[int, Bot] = {0: GreedyBot(), 1: GreedyBot(), 2: watcher, 3: GreedyBot()}

        def pause(state: State, watcher: Watcher = watcher) -> bool:
            pend = state.pending
            if pend is not None and pend.player == watcher.player and pend.kind is DecisionKind.PLAY \
                    and state.phase.value == "play" and any(o.before is not None for o in watcher.bot._seen):
                out.append((state.copy(), Watcher(watcher.player, watcher.bot.fork())))
            return False

        play_out(s, bots, pause=pause, undo=False)
    return out[::4]


def test_dealt_hands_keep_the_sizes_and_the_cards_seen_elsewhere() -> None:
    rng = random.Random(8)
    checked = 0
    deals: list[tuple[PlayerView, HiddenHands, list[int], int, State]] = []
    for seed in range(4):
        laws = () if seed % 2 else tuple(c.id for c in CARDS)
        for s in play_positions(seed, laws, rounds=2, every=3):
            pend = s.pending
            assert pend is not None
            view = PlayerView(s, pend.player)
            known = {q: s.hands[q] & -s.hands[q] for q in range(4) if q != view.player and s.hands[q]}
            known[view.player] = view.hand  # its own seat and seen cards are never "known elsewhere"
            hidden = HiddenHands.of(view, known)
            for _ in range(5):
                hands, out = hidden.sample(rng)
                deals.append((view, hidden, hands, out, s))
    for s, watcher in watched_positions():
        view = PlayerView(s, watcher.player)
        beliefs = watcher.bot.beliefs(view, random.Random(4))
        assert isinstance(beliefs, Posterior)
        q = (view.player + 1) % 4
        pinned = Posterior(HiddenHands.of(view, {q: s.hands[q] & -s.hands[q]}), watcher.bot._seen, GreedyBot(),
                           random.Random(5), burn=50, thin=5)
        drawn = Posterior(HiddenHands.of(view, {q: s.hands[q] & -s.hands[q]}), watcher.bot._seen, GreedyBot(),
                          random.Random(5), burn=50, thin=5, tries=30)
        for posterior in (beliefs, pinned, drawn):
            for _ in range(5):
                hands, out = posterior.sample(rng)
                deals.append((view, posterior.prior, hands, out, s))
    for view, hidden, hands, out, s in deals:
        check_deal(view, hidden, hands, out)
        w = view.world(hands, out, 1)
        assert w.cards_at(OUTSIDE) == s.cards_at(OUTSIDE)
        placed = w.field_cards | w.discard | w.out_of_play | w.cards_at(OUTSIDE)
        for h in w.hands:
            assert not placed & h
            placed |= h
        assert placed == FULL_DECK
        checked += 1
    assert checked > 80


def test_known_cards_that_no_longer_fit_are_forgotten() -> None:
    s = play_positions(6)[5]
    pend = s.pending
    assert pend is not None
    view = PlayerView(s, pend.player)
    q = (view.player + 1) % 4
    seen = s.discard | view.hand
    hidden = HiddenHands.of(view, {q: seen})  # cards it can see are not in q's hand
    assert hidden.known[q] == 0
    hidden = HiddenHands.of(view, {q: view.unseen})  # more than q holds: nothing is taken as known
    assert hidden.known[q] == 0


def test_the_cards_it_gave_the_king_stay_with_the_king() -> None:
    """Round 2: a commoner gives the king its strongest card, and deals that card to the king from then on."""
    for seed in range(10):
        s = new_game(seed, rounds=2)
        bots: dict[int, Bot] = {p: StrongBot(p, rollouts=2) for p in range(4)}
        gifts: list[tuple[int, Give]] = []
        while not s.is_terminal() and s.round < 2:
            pend = s.pending
            assert pend is not None
            s.apply_action(GreedyBot().choose(s, pend.player))
        while not s.is_terminal() and s.pending is not None and s.pending.kind is DecisionKind.EXCHANGE:
            p = s.pending.player
            action = bots[p].choose(PlayerView(s, p), p)
            if isinstance(action, Give):
                gifts.append((p, action))
            s.apply_action(action)
        king = s.king
        commoner = next(((p, g) for p, g in gifts if g.to == king), None)
        assert commoner is not None
        p, gift = commoner
        bot = bots[p]
        assert isinstance(bot, StrongBot)
        view = PlayerView(s, p)
        if not view.unseen >> gift.card & 1:
            continue  # the king has already played it
        assert bot.known(view) == {king: 1 << gift.card}
        hidden = bot.beliefs(view, random.Random(0))
        for i in range(10):
            hands, _ = hidden.sample(random.Random(i))
            assert hands[gift.to] >> gift.card & 1
        return
    pytest.fail("no commoner's gift was still in the king's hand at play in ten games")


def test_cards_moved_between_hands_are_the_listed_rules_only() -> None:
    """Card modules that move cards: a new one fails here until its rule says (``hidden_moves``) whether it moves
    them from hand to hand (then the bot stops taking its own gifts to stay where it gave them)."""
    movers = set()
    for path in sorted((ROOT / "explorer" / "rules" / "cards").glob("c[0-9][0-9]_*.py")):
        if re.search(r"\bMove(All)?\(", path.read_text(encoding="utf-8")):
            movers.add(path.stem)
    assert movers == {"c01_recycle", "c03_ten_discard", "c05_trickster", "c10_pull_out", "c12_conspiracy",
                      "c18_flux", "c24_loophole", "c25_dobon"}
    assert {c.id for c in CARDS if c.hidden_moves} == {"conspiracy", "flux"}


def test_every_rule_data_class_is_sorted_public_or_private() -> None:
    import explorer.rules.decks  # noqa: F401 - every deck's rules, so every data class is defined

    def subclasses(cls: type) -> set[type]:
        out: set[type] = set(cls.__subclasses__())
        for sub in list(out):
            out |= subclasses(sub)
        return out

    declared = {c.__qualname__ for c in DATA_IS_PUBLIC}  # by name: dataclass(slots=True) leaves its first class behind
    undeclared = sorted({c.__qualname__ for c in subclasses(RuleData)} - declared)
    assert not undeclared, f"rule data classes whose module does not declare_data() them public or private: {undeclared}"
    private = {c.__qualname__ for c, public in DATA_IS_PUBLIC.items() if not public}
    assert private == {"Takes", "RankTrade", "Exchange", "Market", "Gifts"}


# ---------------------------------------------------------------------------- legal, registered, stronger
class Checked:
    """Every action the wrapped bot returns must be a legal action of its own seat."""

    def __init__(self, bot: Bot, state: State) -> None:
        self.bot = bot
        self.state = state

    def choose(self, state: State | PlayerView, player: int) -> Action:
        assert isinstance(state, PlayerView)
        action = self.bot.choose(state, player)
        assert action.player == player
        assert action in list(self.state.decision_actions), self.state.action_str(action)
        return action

    def window(self, state: State | PlayerView, player: int) -> Action | None:
        action = self.bot.window(state, player)
        if action is not None:
            assert action in self.state.window_actions()
        return action

    def observe(self, view: PlayerView, action: Action) -> None:
        if isinstance(self.bot, StrongBot):
            self.bot.observe(view, action)


@pytest.mark.parametrize(("laws", "mode", "rounds"), [
    ((), Mode.NORMAL, 2),
    (tuple(c.id for c in CARDS), Mode.NORMAL, 1),
    (("eight_cut", "stairs", "three_revolution", "slip_through"), Mode.MAD, 1),
])
def test_it_takes_only_legal_actions(laws: tuple[str, ...], mode: Mode, rounds: int) -> None:
    s = new_game(11, laws, rounds, mode)
    bots: dict[int, Bot] = {p: Checked(StrongBot(p, rollouts=6), s) if p % 2 == 0 else GreedyBot(p)
                            for p in range(4)}
    play_out(s, bots)
    assert s.is_terminal()
    strong = bots[0]
    assert isinstance(strong, Checked) and isinstance(strong.bot, StrongBot)
    assert strong.bot.stats.searched > 0


def test_it_is_a_bot_the_lab_can_name() -> None:
    assert "strong" in BOT_CHOICES
    assert Setup(bots="strong").bots == "strong"
    bot = make_bot("strong", "1:0")
    assert isinstance(bot, StrongBot) and isinstance(bot, Bot)


def test_the_inference_keeps_to_the_time_limit() -> None:
    """The chain's steps are inside the decision's time limit (the browser gives a strong opponent 1 s): with the
    limit already past it takes none and says so, and the deals it gives still keep every hard constraint."""
    s, watcher = watched_positions()[0]
    view = PlayerView(s, watcher.player)
    bot = watcher.bot
    free = Posterior(HiddenHands.of(view), bot._seen, GreedyBot(), random.Random(5), burn=40, thin=5)
    late = Posterior(HiddenHands.of(view), bot._seen, GreedyBot(), random.Random(5), burn=40, thin=5, deadline=0.0)
    initial = sum(len(late.by_seat[q]) for q in range(4))  # at most, the first deal's fits
    assert not free.cut and free.weighed > late.weighed
    assert late.cut and late.weighed <= initial, "steps were taken after the time limit"
    hands, out = late.sample(random.Random(6))
    check_deal(view, late.prior, hands, out)
    timed = bot.fork()
    timed.seconds = 0.0  # the limit is past as soon as the search starts
    assert len({action_key(a) for a in s.decision_actions}) > 1, "a decision that is searched"
    assert timed.choose(view, view.player) in s.decision_actions
    assert timed.last_inferred and timed.last_cut and timed.last_stopped and timed.stats.cut == 1


def test_a_deal_of_the_prior_is_kept_only_if_it_explains_what_the_others_did() -> None:
    """With ``tries``, a world is a deal of the hard constraints kept with probability its weight: with a slip so
    small that a deal the greedy model contradicts even once is all but never kept, every kept deal explains every
    seen action (each seat's fit is 0), and the deals are not all one deal; where no deal is kept within the tries
    the chain deals the world, and from then on the chain deals them all."""
    kept = chained = 0
    for s, watcher in watched_positions():
        view = PlayerView(s, watcher.player)
        bot = watcher.bot
        post = Posterior(HiddenHands.of(view), bot._seen, GreedyBot(), random.Random(5), burn=20, thin=2,
                         slip=1e-12, tries=40)
        rng = random.Random(6)
        deals = []
        for _ in range(6):
            before = post.drawn
            hands, out = post.sample(rng)
            check_deal(view, post.prior, hands, out)
            if post.drawn > before:
                kept += 1
                deals.append(tuple(hands))
                for q in range(4):
                    if q != view.player:
                        assert post.fit(q, hands[q]) == 0.0, "a kept deal contradicts a seen action"
            else:
                chained += 1
                assert post.tries == 0, "a failed world hands the rest to the chain"
        if len(deals) > 2:
            assert len(set(deals)) > 1
    assert kept > 10
    late = Posterior(HiddenHands.of(view), bot._seen, GreedyBot(), random.Random(5), burn=20, thin=2, tries=40,
                     deadline=0.0)
    hands, out = late.sample(random.Random(6))  # past the time limit: no try, the chain's first deal, cut short
    assert late.cut and late.drawn == 0
    check_deal(view, late.prior, hands, out)
    tight = Posterior(HiddenHands.of(view), bot._seen, GreedyBot(), random.Random(5), burn=20, thin=2, tries=1,
                      slip=1e-12)
    for _ in range(8):
        tight.sample(random.Random(7))
    assert tight.drawn < 8 and tight.tries == 0, "one try a world: some world fails and the chain takes over"


# ---------------------------------------------------------------------------- exact answers in the rollouts (issue 45)
FULL_52 = (1 << 52) - 1


def open_endgame() -> State:
    """Three hands, every other card of the 52 in the discard pile (seen): the jokers are out of play, so A's worlds
    deal B and C their cards from these eight and the two jokers.  A leads; A can force first place, but only by
    leading ♥8 or some other play (:func:`~explorer.analysis.solver.solve` lists them), not ♠7."""
    hands = {"A": "♠3 ♠7 ♥7 ♥8 ♣8 ♠10", "B": "♣6 ♠8 ♣J", "C": "♦3 ♣5 ♥6 ♣7 ♦8"}
    s = State.from_position(["A", "B", "C"], hands=hands, turn="A")
    held = s.hands[0] | s.hands[1] | s.hands[2]
    return State.from_position(["A", "B", "C"], hands=hands, discard=FULL_52 & ~held, turn="A")


def test_it_takes_the_forced_win_the_solver_proves_where_greedy_rollouts_did_not() -> None:
    """The same search, the same worlds: with greedy rollouts alone (its own later play greedy too, and no
    forced-out look: the default) it leads a card that lets the others stop it; looking for lines no one can answer
    in its rollouts (``mate_hand``), it leads one of the plays the exact solver proves win first place.  (With its
    own later play keeping groups whole, the default ``own``, this position's rollouts already find the win; the
    look-ahead, :data:`~explorer.analysis.strong_bot.LOOK`, is off in both.)"""
    s = open_endgame()
    sol = solve(s, 0)
    assert sol.first is True and sol.complete
    winning = {action_key(a) for a in sol.winning}
    old = StrongBot(1, rollouts=SMALL, burn=0, mate_hand=0, endgame_cards=0, own="greedy", look=0).choose(
        PlayerView(s, 0), 0)
    new = StrongBot(1, rollouts=SMALL, burn=0, mate_hand=13, own="greedy", look=0).choose(PlayerView(s, 0), 0)
    assert action_key(old) not in winning, s.action_str(old)
    assert action_key(new) in winning, s.action_str(new)


def test_a_forced_out_line_is_legal_unanswerable_and_ends_in_first_place() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♥3 ♦3", "B": "♦9 ♣9", "C": "♣K ♦4"}, turn="A")
    before = position_key(s)
    line = forced_out(s, 0)
    assert position_key(s) == before, "the look left the state as it was"
    assert line is not None
    t = s.copy()
    for a in line:
        pend = t.pending
        assert pend is not None
        if pend.player != 0:
            assert list(t.decision_actions) == [a] and isinstance(a, Pass), "another player could answer"
        assert not t.window_actions()
        t.push(a)
    assert t.hands[0] == 0 and t.places()[0] == 1
    assert [s.action_str(a) for a in line] == ["A plays ♠2", "B passes", "C passes", "A plays ♥3 ♦3"]
    # with ♠Q for ♠2, C's ♣K answers the single, B's 9s the pair or a 3: no line no one can answer
    answered = State.from_position(["A", "B", "C"], hands={"A": "♠Q ♥3 ♦3", "B": "♦9 ♣9", "C": "♣K ♦4"},
                                   turn="A")
    assert forced_out(answered, 0) is None


def test_the_forced_out_look_counts_its_positions() -> None:
    """Its budget is a number of positions (never time): each budget is kept, and too small a budget finds
    nothing rather than a wrong line."""
    s = State.from_position(["A", "B", "C"], hands={"A": "♠2 ♥3 ♦3", "B": "♦9 ♣9", "C": "♣K ♦4"}, turn="A")
    full, needed = _forced_out(s, 0, 10_000)
    assert full is not None
    for budget in range(needed + 2):
        line, nodes = _forced_out(s, 0, budget)
        assert nodes <= budget
        assert (line is not None) == (budget >= needed)


def test_the_solver_in_the_rollouts_keeps_to_its_budget_and_to_the_seed() -> None:
    """Every solver call in a rollout visits at most its budget of positions (counted by the solver), and a
    decision does not depend on what the solver's tables held from earlier calls (they are emptied first)."""
    s = open_endgame()
    bot = StrongBot(1, rollouts=SMALL, burn=0, mate_hand=0, endgame_cards=20, endgame_budget=7)
    first = bot.choose(PlayerView(s, 0), 0)
    st = bot.stats
    assert st.solves > 0 and st.solve_nodes <= 7 * st.solves
    assert all(a.rollouts for a in bot.last)
    solve(s, 1)  # the tables now hold another question about this table
    again = StrongBot(1, rollouts=SMALL, burn=0, mate_hand=0, endgame_cards=20, endgame_budget=7)
    assert again.choose(PlayerView(s, 0), 0) == first
    big = StrongBot(1, rollouts=SMALL, burn=0, mate_hand=0, endgame_cards=20, endgame_budget=100_000)
    assert action_key(big.choose(PlayerView(s, 0), 0)) in {action_key(a) for a in solve(s, 0).winning}
    assert big.stats.solved > 0


def test_against_the_model_it_finds_a_way_out_first_the_others_could_have_answered() -> None:
    """No line no one can answer (B's ♦K beats ♠9), but against the greedy bot, which answers ♠9 with ♦K and then
    cannot beat ♣A, A goes out first; each of the others' answers on the line is the greedy bot's, and the look
    keeps to its budget of positions."""
    s = State.from_position(["A", "B", "C"], hands={"A": "♠9 ♥J ♣A", "B": "♠3 ♠4 ♦K", "C": "♦3 ♦5 ♥Q"}, turn="A")
    assert forced_out(s, 0) is None
    line, nodes = _forced_out(s, 0, 10_000, GreedyBot())
    assert line is not None
    t = s.copy()
    for a in line:
        pend = t.pending
        assert pend is not None
        if pend.player != 0:
            assert a == GreedyBot().choose(t, pend.player)
        t.push(a)
    assert t.hands[0] == 0 and t.places()[0] == 1
    assert _forced_out(s, 0, nodes - 1, GreedyBot()) == (None, nodes - 1)


# ---------------------------------------------------------------------------- a way out by force, checked exhaustively
def unanswerable_exhaustive(s: State, me: int, depth: int = 80, rnd: int | None = None) -> bool:
    """Plainly, with no ordering, budget or pruning: can ``me`` (whose decision it is) reach an empty hand with
    first place by actions of its own (any of them, passes included) while no window is open and every other
    player's only action is a pass (or the one option of a choice)?"""
    rnd = s.round if rnd is None else rnd
    pend = s.pending
    if s.hands[me] == 0 or pend is None or s.round != rnd:
        return s.places().get(me) == 1
    if depth == 0 or s.window_actions():
        return False
    acts = list(s.decision_actions)
    if pend.player != me:
        if len(acts) != 1 or (pend.kind is DecisionKind.PLAY and not isinstance(acts[0], Pass)):
            return False
    for a in acts:
        s.push(a)
        try:
            ok = unanswerable_exhaustive(s, me, depth - 1, rnd)
        finally:
            s.pop()
        if ok:
            return True
    return False


def small_endgames(count: int) -> list[tuple[State, int]]:
    """Positions of greedy games where the player to play holds at most four cards, with laws drawn from every
    deck (none, the Cthulhu cards, the classic and Arcasino decks), some with every other hand cut down to a card
    or two (so that lines no one can answer are common)."""
    from explorer.rules.decks import deck

    pools = [(), tuple(c.id for c in CARDS), tuple(deck("classic").rule_ids()), tuple(deck("arcasino").rule_ids())]
    rng = random.Random(45)
    out: list[tuple[State, int]] = []
    seed = 0
    while len(out) < count:
        seed += 1
        pool = pools[seed % len(pools)]
        laws = tuple(rng.sample(pool, min(len(pool), rng.choice([0, 1, 3, 6])))) if pool else ()
        s = new_game(seed, laws)
        greedy = GreedyBot()
        while not s.is_terminal():
            pend = s.pending
            assert pend is not None
            me = pend.player
            if s.finished:
                break
            if pend.kind is not DecisionKind.PLAY or s.hands[me].bit_count() > 4:
                s.apply_action(greedy.choose(s, me))
                continue
            if rng.random() < 0.5:  # the others keep one or two of their cards, the rest out of play
                hands = {s.players[q]: sum(1 << c for c in list(iter_cards(s.hands[q]))[:rng.choice([1, 2])])
                         for q in range(s.n) if q != me}
                hands[s.players[me]] = s.hands[me]
                s = State.from_position(list(s.players), laws=laws, hands=hands, turn=s.players[me])
            out.append((s, me))
            break
    return out


def test_the_forced_out_look_answers_what_an_exhaustive_search_answers() -> None:
    """On 200 small endgames with laws from every deck, :func:`forced_out` finds a line exactly when a plain
    exhaustive search says one exists (with a budget it never runs out of), and every line it gives is one."""
    found = 0
    positions = small_endgames(200)
    for s, me in positions:
        line, nodes = _forced_out(s, me, 1_000_000)
        assert nodes < 1_000_000
        want = unanswerable_exhaustive(s.copy(), me)
        assert (line is not None) == want, (s.players, [s.action_str(a) for a in line or ()])
        if line is not None:
            found += 1
            t = s.copy()
            for a in line:
                assert a in t.decision_actions
                t.push(a)
            assert t.hands[me] == 0 and t.places().get(me) == 1
    assert 20 <= found <= len(positions) - 20, f"both answers are common enough to compare: {found} lines"


# ---------------------------------------------------------------------------- its own play in the rollouts
def test_splits_counts_the_ranks_a_play_breaks() -> None:
    """A rank is split when the play takes some, not all, of the hand's cards of it (checked card by card)."""
    from explorer.analysis.strong_bot import splits
    from explorer.engine.cards import rank_of

    rng = random.Random(7)
    for _ in range(300):
        hand = sum(1 << c for c in rng.sample(range(52), rng.randint(1, 13)))
        cards = [c for c in iter_cards(hand) if rng.random() < 0.4]
        play = sum(1 << c for c in cards)
        want = sum(1 for r in {rank_of(c) for c in cards}
                   if any(rank_of(c) == r for c in iter_cards(hand & ~play)))
        assert splits(hand, play) == want


@pytest.mark.parametrize("laws", [(), ("eight_cut", "j_back", "ten_discard")])
def test_keeping_groups_it_plays_as_the_greedy_bot_unless_that_splits_a_group(laws: tuple[str, ...]) -> None:
    """At every play decision of greedy games: where the greedy bot's play splits no group (and it does not lead,
    where the keeper prefers larger melds), the keeper plays the same; where the keeper differs, its play splits
    fewer ranks than the greedy bot's, or it leads a larger meld; both take a play of the same kind (a play or a pass)."""
    from explorer.analysis.strong_bot import KeepGroupsBot, splits
    from explorer.engine.actions import Play

    greedy, keeper = GreedyBot(), KeepGroupsBot()
    differed = 0
    for seed in range(8):
        for s in play_positions(seed, laws):
            pend = s.pending
            assert pend is not None
            me, hand = pend.player, s.hands[pend.player]
            g, k = greedy.choose(s, me), keeper.choose(s, me)
            assert k in s.decision_actions
            assert isinstance(g, Play) == isinstance(k, Play)
            if g == k or not isinstance(g, Play) or not isinstance(k, Play):
                continue
            differed += 1
            leading = s.field is None
            assert splits(hand, k.meld.cards) < splits(hand, g.meld.cards) or (leading and k.meld.size > g.meld.size), \
                (s.action_str(g), s.action_str(k))
    assert differed > 0


# ---------------------------------------------------------------------------- a line found in every world, played at once
def test_a_way_out_by_force_in_every_world_dealt_is_played_at_once() -> None:
    """A holds a pair of 5s and ♦3 and the others a card each: whatever they hold, nobody can answer the pair, so
    in every world A leads it and then goes out with ♦3; with ``sure_worlds`` the bot plays the pair with no
    rollouts (every world it dealt counted as a first place), and the play begins a line no one can answer in
    worlds dealt afresh.  With two cards each, some world has a pair above 5s: then it searches as before."""
    hands = {"A": "♠5 ♥5 ♦3", "B": "♦9", "C": "♣K", "D": "♥4"}
    s = State.from_position(["A", "B", "C", "D"], hands=hands, turn="A")
    bot = StrongBot(1, rollouts=SMALL, sure_worlds=8)
    action = bot.choose(PlayerView(s, 0), 0)
    assert s.action_str(action) == "A plays ♠5 ♥5"
    assert bot.stats.sure == 1 and bot.stats.rollouts == 0
    assert (bot.last[0].action, bot.last[0].rollouts, bot.last[0].firsts) == (action, 8, 8)
    rng = random.Random(3)
    for _ in range(20):
        world = redeal_others(s, 0, rng)
        line = forced_out(world, 0)
        assert line is not None and action_key(line[0]) == action_key(action)
    off = StrongBot(1, rollouts=SMALL)
    off.choose(PlayerView(s, 0), 0)
    assert off.stats.sure == 0 and off.stats.rollouts > 0
    hands2 = {"A": "♠5 ♥5 ♦3", "B": "♦9 ♣4", "C": "♣K ♥7", "D": "♥4 ♠8"}
    s2 = State.from_position(["A", "B", "C", "D"], hands=hands2, turn="A")
    searched = StrongBot(1, rollouts=SMALL, sure_worlds=8)
    searched.choose(PlayerView(s2, 0), 0)
    assert searched.stats.sure == 0 and searched.stats.rollouts > 0


def test_an_unknown_own_policy_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="own: one of greedy, keep, got 'clever'"):
        StrongBot(1, own="clever")
    with pytest.raises(ValueError, match="sure_worlds: at least 0"):
        StrongBot(1, sure_worlds=-1)


def test_its_own_later_decisions_in_a_rollout_are_the_own_policy_s() -> None:
    """A rollout with ``own="keep"`` ends where the round ends with the keeper at the bot's seat and greedy bots
    elsewhere (its value: the place reached there), and in some worlds that differs from the greedy rollout."""
    from explorer.analysis.strong_bot import KeepGroupsBot

    def place_after(world: State, action: Action, me: int, mine: Bot) -> int:
        t = world.copy()
        t.apply_action(action)
        bots: dict[int, Bot] = {q: GreedyBot() for q in range(t.n)}
        bots[me] = mine
        play_out(t, bots, undo=False)
        return t.prev_order.index(me) + 1

    keep, greedy = StrongBot(1, look=0), StrongBot(1, own="greedy", look=0)  # "keep" is the default (OWN_POLICY)
    differ = 0
    for s, me, action in greedy_first_plays(range(12), every=2):
        want = place_after(s, action, me, KeepGroupsBot())
        assert keep._rollout(s, action, me) == keep._value_of(want, s.n)
        differ += want != place_after(s, action, me, GreedyBot())
        assert greedy._rollout(s, action, me) == greedy._value_of(place_after(s, action, me, GreedyBot()), s.n)
    assert differ > 0


def play_to_own_choice(t: State, me: int, rnd: int) -> bool:
    """Play ``t`` on in place (the rollouts' keeper at ``me``, greedy bots at the others) to ``me``'s next play
    decision with a choice in round ``rnd``; whether there is one."""
    from explorer.analysis.strong_bot import KeepGroupsBot

    keeper, greedy = KeepGroupsBot(), GreedyBot()
    while t.pending is not None and t.round == rnd:
        pend = t.pending
        if pend.player == me and pend.kind is DecisionKind.PLAY \
                and len({action_key(a) for a in t.decision_actions}) > 1:
            return True
        t.apply_action((keeper if pend.player == me else greedy).choose(t, pend.player))
    return False


def test_a_look_ahead_in_a_rollout_takes_the_best_of_its_own_options_there() -> None:
    """With ``look`` (:data:`~explorer.analysis.strong_bot.LOOK`), a rollout's value is the best of the play-outs
    from its first own play decision with a choice, over the look's options there, its own policy's choice among
    them: never below the rollout without the look (in an open world against the greedy bots, that play-out is one
    of those it takes the best of), above it in some worlds, and always a place some option there reaches; a look
    over one option is no look."""
    from explorer.analysis.strong_bot import KeepGroupsBot

    def first_choice(world: State, action: Action, me: int) -> State | None:
        """The world at ``me``'s first play decision with a choice after ``action`` (the keeper at ``me``)."""
        t = world.copy()
        t.apply_action(action)
        return t if play_to_own_choice(t, me, world.round) else None

    def place_from(t: State, a: Action, me: int) -> int:
        u = t.copy()
        u.apply_action(a)
        bots: dict[int, Bot] = {q: GreedyBot() for q in range(u.n)}
        bots[me] = KeepGroupsBot()
        play_out(u, bots, undo=False)
        return u.prev_order.index(me) + 1

    plain, one, look = StrongBot(1, look=0), StrongBot(1, look=1), StrongBot(1, look=4)
    better = 0
    for s, me, action in greedy_first_plays(range(8), every=3):
        base = plain._rollout(s, action, me)
        assert one._rollout(s, action, me) == base
        got = look._rollout(s, action, me)
        assert got >= base
        better += got > base
        t = first_choice(s, action, me)
        if t is None:
            assert got == base
            continue
        reached = {look._value_of(place_from(t, a, me), s.n) for a in t.decision_actions}
        assert got in reached
    assert better > 0 and look.stats.looks > 0 and plain.stats.looks == 0
    with pytest.raises(ValueError, match="look: at least 0"):
        StrongBot(1, look=-1)


def test_a_deeper_look_ahead_takes_the_best_over_its_next_own_decision_too() -> None:
    """With ``look_depth`` 2 (:data:`~explorer.analysis.strong_bot.LOOK_DEPTH`) and a look wide enough for every
    option, a rollout's value is the best over every option at its first own play decision with a choice and, in
    each of those play-outs, every option at its next one (an exhaustive two-level search against the greedy
    bots, written out here without the bot): never below the one-level look, above it in some worlds."""
    from explorer.analysis.strong_bot import KeepGroupsBot

    keeper, greedy = KeepGroupsBot(), GreedyBot()


    def best(t: State, me: int, rnd: int, levels: int, bot: StrongBot) -> float:
        """The best value from ``t`` with ``levels`` more own decisions searched over every option."""
        u = t.copy()
        if not levels or not play_to_own_choice(u, me, rnd):
            while u.pending is not None and u.round == rnd:
                u.apply_action((keeper if u.pending.player == me else greedy).choose(u, u.pending.player))
            return bot._value_of(u.prev_order.index(me) + 1, u.n)
        seen: dict[object, Action] = {}
        for a in u.decision_actions:
            seen.setdefault(action_key(a), a)
        values = []
        for a in seen.values():
            v = u.copy()
            v.apply_action(a)
            values.append(best(v, me, rnd, levels - 1, bot))
        return max(values)

    one, two = StrongBot(1, look=99), StrongBot(1, look=99, look_depth=2)
    deeper = 0
    for s, me, action in greedy_first_plays(range(6), every=4):
        t = s.copy()
        t.apply_action(action)
        shallow, deep = one._rollout(s, action, me), two._rollout(s, action, me)
        assert shallow == best(t, me, s.round, 1, one)
        assert deep == best(t, me, s.round, 2, two)
        assert deep >= shallow
        deeper += deep > shallow
    assert deeper > 0 and two.stats.looks > one.stats.looks
    assert StrongBot(1, look=3, look_depth=0)._rollout(s, action, me) == StrongBot(1, look=0)._rollout(s, action, me)
    with pytest.raises(ValueError, match="look_depth: at least 0"):
        StrongBot(1, look=3, look_depth=-1)
