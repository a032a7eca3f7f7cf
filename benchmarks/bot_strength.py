"""The strong bot's strength (issue 27): its share of first places and its mean place against three greedy bots.

    DX_PURE=1 .venv/bin/python benchmarks/bot_strength.py --rules base --rounds 200
    .venv/bin/python benchmarks/bot_strength.py --rules base,all,classic,arcasino --rounds 100 --workers 2
    .venv/bin/python benchmarks/bot_strength.py --rules base --rounds 100 --rollouts 80 --burn 0
    .venv/bin/python benchmarks/bot_strength.py --rules base --rounds 6000 --policy keep --workers 1   # no search

Each round is a one-round game (4 players by default, normal mode, ``TableOptions(rounds=1)``: a fresh deal,
no exchange) played by :class:`~explorer.analysis.strong_bot.StrongBot` at one seat and
:class:`~explorer.bots.GreedyBot` at the others; the strong bot's seat rotates (round *i*: seat *i* mod the
players), and round *i*'s deal derives from ``--seed`` and *i* alone (:func:`explorer.sim.runner.game_seed`), so
every option sees the same deals.  ``--rules`` names the rule sets: ``base`` (no law), ``all`` (the 25 Cthulhu
cards as laws), ``classic`` and ``arcasino`` (every rule of that deck as a law, as the lab's deck comparison puts
them: :func:`explorer.sim.stats.deck_arms`), or laws written ``law+law``.  ``--game-rounds 5`` plays whole
five-round games instead and counts every round (rounds of a game are then not independent: the intervals are
too narrow).

For each rule set it prints the rounds played, the share of first places with Wilson's 95% interval (chance:
1/players), the mean place with a 95% *t* interval (chance: (players+1)/2), the same for a greedy bot in the
same seat on the same deals (each game is played twice: the paired baseline, and the first-place gain over it
with a *t* interval), first places by seat, and the time the searches took: processor time per searched
decision (what a busy shared machine does not inflate), wall clock, the longest.  ``--minutes`` stops a rule
set early, saying how many rounds it played.  ``--save FILE`` appends every game to a file and ``--report FILE…``
reports the games of several runs together (each game once): a long measurement split into runs of a few
minutes each; saved runs of one rule set and seed with other options (``--rollouts 320``, ``--first-weight 8``)
are also compared with the first run saved, game by game (paired: what the change is worth on the same deals).  The games run on Dask's local scheduler (``--workers`` processes), as the lab runs its games.
Figures, never assertions.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass
from typing import Any

from explorer import BUILD
from explorer.analysis.strong_bot import (
    BURN, DEFAULT_ROLLOUTS, ENDGAME_BUDGET, ENDGAME_CARDS, FIRST_WEIGHT, MATE_BUDGET, MATE_HAND, MODEL_BUDGET,
    MODEL_HAND, LOOK, LOOK_DEPTH, OWN_POLICIES, OWN_POLICY, SURE_WORLDS, THIN, TRIES, StrongBot,
)
from explorer.bots import Bot, GreedyBot, play_out
from explorer.engine.actions import Action
from explorer.engine.events import Event
from explorer.engine.game import Game, Mode, TableOptions
from explorer.engine.state import State
from explorer.rules.catalogue import CARDS
from explorer.sim.runner import game_seed
from explorer.sim.stats import Mean


@dataclass(frozen=True)
class Options:
    """What every round of a run shares (sent to the worker processes)."""

    players: int
    rollouts: int
    seconds: float | None
    first_weight: float
    burn: int
    game_rounds: int
    seed: int
    mate_hand: int = 0
    """The bot's :data:`~explorer.analysis.strong_bot.MATE_HAND` (0 in runs saved before it existed: none)."""
    endgame_cards: int = 0
    """The bot's :data:`~explorer.analysis.strong_bot.ENDGAME_CARDS` (0 in runs saved before it existed: none)."""
    endgame_budget: int = ENDGAME_BUDGET
    mate_budget: int = MATE_BUDGET
    model_hand: int = 0
    """The bot's :data:`~explorer.analysis.strong_bot.MODEL_HAND` (0 in runs saved before it existed: none)."""
    model_budget: int = MODEL_BUDGET
    own: str = "greedy"
    """The bot's :data:`~explorer.analysis.strong_bot.OWN_POLICY` ("greedy" in runs saved before it existed)."""
    sure_worlds: int = 0
    """The bot's :data:`~explorer.analysis.strong_bot.SURE_WORLDS` (0 in runs saved before it existed: none)."""
    thin: int = 10
    """The bot's :data:`~explorer.analysis.strong_bot.THIN` (10 in runs saved before it existed)."""
    oracle: bool = False
    """The bot deals every world as the cards really lie (:class:`Oracle`): what perfect inference could give."""
    tries: int = 0
    """The bot's :data:`~explorer.analysis.strong_bot.TRIES` (0 in runs saved before it existed: the chain alone)."""
    look: int = 0
    """The bot's :data:`~explorer.analysis.strong_bot.LOOK` (0 in runs saved before it existed: no look-ahead)."""
    look_depth: int = 1
    """The bot's :data:`~explorer.analysis.strong_bot.LOOK_DEPTH` (1 in runs saved before it existed)."""
    policy: str = ""
    """With a name of :data:`~explorer.analysis.strong_bot.OWN_POLICIES`: that policy plays the seat itself, no
    search (what a rollout policy is worth on its own); empty: the strong bot."""


@dataclass(frozen=True)
class Result:
    """One game: the strong seat, its place in each round, and its search statistics."""

    index: int
    seat: int
    places: tuple[int, ...]
    baseline: tuple[int, ...]
    """The seat's places on the same deals with a greedy bot in it (the paired baseline)."""
    searched: int
    search_seconds: float
    search_cpu: float
    worst: float
    rollouts: int


class _Truth:
    """Deals of the hidden cards that are always the real ones (for :class:`Oracle`)."""

    def __init__(self, state: State) -> None:
        self.state = state

    def sample(self, rng: object) -> tuple[list[int], int]:
        return list(self.state.hands), self.state.out_of_play


class Oracle(StrongBot):
    """The strong bot that sees where the hidden cards really are (every world it deals is the real deal): not a
    fair player, a bound on what better inference could be worth to this search (``--oracle``)."""

    truth: State

    def beliefs(self, view: Any, rng: Any, deadline: float | None = None) -> Any:
        return _Truth(self.truth)


def rule_sets(text: str) -> list[tuple[str, tuple[str, ...]]]:
    """``--rules`` as (label, laws) pairs."""
    from explorer.rules.decks import deck

    out: list[tuple[str, tuple[str, ...]]] = []
    for part in (p.strip() for p in text.split(",")):
        if not part:
            continue
        if part == "base":
            out.append(("base", ()))
        elif part == "all":
            out.append(("all 25 laws", tuple(c.id for c in CARDS)))
        elif part in ("classic", "arcasino"):
            out.append((f"deck {part}", tuple(deck(part).rule_ids())))
        else:
            out.append((part, tuple(part.split("+"))))
    return out


def play(laws: tuple[str, ...], index: int, opt: Options, strong: bool = True) -> tuple[tuple[int, ...], StrongBot]:
    """Game ``index``: the strong bot (or, ``strong=False``, a greedy bot) at seat ``index`` mod players, greedy
    bots elsewhere; the seat's place in each round, and the strong bot (its statistics)."""
    gseed = game_seed(opt.seed, index)
    names = tuple(f"P{p}" for p in range(opt.players))
    game = Game(names, Mode.NORMAL, TableOptions(rounds=opt.game_rounds), seed=gseed, rule_deck=(), laws=laws)
    state = State.new_game(game)
    seat = index % opt.players
    bot = (Oracle if opt.oracle else StrongBot)(f"{gseed}:{seat}", rollouts=opt.rollouts, seconds=opt.seconds,
                    first_weight=opt.first_weight, burn=opt.burn, mate_hand=opt.mate_hand,
                    mate_budget=opt.mate_budget, endgame_cards=opt.endgame_cards,
                    endgame_budget=opt.endgame_budget, model_hand=opt.model_hand,
                    model_budget=opt.model_budget, own=opt.own,
                    sure_worlds=opt.sure_worlds, thin=opt.thin, tries=opt.tries, look=opt.look,
                    look_depth=opt.look_depth)
    if isinstance(bot, Oracle):
        bot.truth = state
    bots: dict[int, Bot] = {p: GreedyBot(f"{gseed}:{p}") for p in range(opt.players)}
    if strong:
        bots[seat] = OWN_POLICIES[opt.policy](f"{gseed}:{seat}") if opt.policy else bot
    places: list[int] = []

    def observe(action: Action, events: list[Event]) -> None:
        for e in events:
            if e.kind == "round_over":
                ranking = dict(e.args or ())["ranking"]
                assert isinstance(ranking, tuple)
                places.append(ranking.index(seat) + 1)

    play_out(state, bots, 50_000, observe=observe, undo=False)
    return tuple(places), bot


def result(laws: tuple[str, ...], index: int, opt: Options) -> Result:
    """Game ``index`` with the strong bot in its seat, and again with a greedy bot there."""
    places, bot = play(laws, index, opt)
    baseline, _ = play(laws, index, opt, strong=False)
    st = bot.stats
    return Result(index, index % opt.players, places, baseline, st.searched, st.seconds, st.cpu, st.worst,
                  st.rollouts)


def _play_chunk(laws: tuple[str, ...], indices: Sequence[int], opt: Options) -> list[Result]:
    return [result(laws, i, opt) for i in indices]


def results(laws: tuple[str, ...], games: range, opt: Options, workers: int, deadline: float) -> Iterator[Result]:
    """The games' results in index order, one game a task, until ``deadline``: on Dask's local scheduler over a
    pool of ``workers`` processes kept for the rule set (as :mod:`explorer.sim.lab` runs the lab), a batch of
    ``workers`` games at a time, so a rule set stops at most one game per worker after its deadline (on a busy
    machine a game of the decks takes minutes); ``workers`` 1: a plain loop in this process."""
    chunk = 1
    chunks = [games[i:i + chunk] for i in range(0, len(games), chunk)]
    if workers <= 1:
        for c in chunks:
            if time.perf_counter() > deadline:
                return
            yield from _play_chunk(laws, c, opt)
        return
    from dask.base import compute as dask_compute
    from dask.delayed import delayed

    compute: Any = dask_compute  # untyped in part
    task = delayed(_play_chunk, pure=True)
    # spawn, as the lab: each worker imports the engine afresh
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
    window = workers
    try:
        for start in range(0, len(chunks), window):
            if time.perf_counter() > deadline:
                return
            batch = [task(laws, list(c), opt) for c in chunks[start:start + window]]
            for got in compute(*batch, scheduler="processes", num_workers=workers, pool=pool, chunksize=1):
                yield from got
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def report(label: str, got: list[Result], opt: Options, seconds: float, out: object) -> None:
    write = out.write  # type: ignore[attr-defined]
    n = opt.players
    first, place, base_first, base_place, gain = Mean(), Mean(), Mean(), Mean(), Mean()
    by_seat = [Mean() for _ in range(n)]
    for r in got:
        for p, b in zip(r.places, r.baseline):
            first.add(float(p == 1))
            place.add(float(p))
            base_first.add(float(b == 1))
            base_place.add(float(b))
            gain.add(float(p == 1) - float(b == 1))
            by_seat[r.seat].add(float(p == 1))
    searched = sum(r.searched for r in got)
    spent = sum(r.search_seconds for r in got)
    cpu = sum(r.search_cpu for r in got)
    worst = max((r.worst for r in got), default=0.0)
    rollouts = sum(r.rollouts for r in got)
    share, mean = first.proportion(), place.estimate()
    b_share, b_mean, diff = base_first.proportion(), base_place.estimate(), gain.estimate()
    took = f", {seconds:.0f} s" if seconds else ""
    write(f"{label}: {first.n} rounds, the strong bot vs {n - 1} greedy bots{took}\n")
    write(f"  first place  {share.mean:6.1%}  95% CI [{share.lo:.1%}, {share.hi:.1%}]   (chance {1 / n:.1%})\n")
    write(f"  mean place   {mean.mean:6.3f}  95% CI [{mean.lo:.3f}, {mean.hi:.3f}]   (chance {(n + 1) / 2:.2f})\n")
    write(f"  a greedy bot in its seat, same deals: first {b_share.mean:.1%} [{b_share.lo:.1%}, {b_share.hi:.1%}], "
          f"mean place {b_mean.mean:.3f} [{b_mean.lo:.3f}, {b_mean.hi:.3f}]; "
          f"first-place gain {diff.mean:+.1%} [{diff.lo:+.1%}, {diff.hi:+.1%}]\n")
    write("  first by seat " + "  ".join(f"{p}: {m.mean:.0%} of {m.n}" for p, m in enumerate(by_seat)) + "\n")
    if searched:
        write(f"  searches {searched} ({searched / max(1, first.n):.1f} a round), {rollouts / searched:.0f} rollouts "
              f"each; per search {cpu / searched * 1000:.0f} ms processor time, {spent / searched * 1000:.0f} ms wall "
              f"clock (longest {worst * 1000:.0f} ms)\n")


def save(path: str, label: str, opt: Options, got: list[Result]) -> None:
    """Append the games to ``path``, one JSON line each, with the rule set and the options they were played with."""
    with open(path, "a", encoding="utf-8") as f:
        for r in got:
            f.write(json.dumps({"rules": label, "options": asdict(opt), "result": asdict(r)}) + "\n")


def load(paths: Sequence[str]) -> dict[tuple[str, str], tuple[Options, list[Result]]]:
    """Saved games by (rule set, options), each game once (the first copy of an index is kept)."""
    groups: dict[tuple[str, str], tuple[Options, list[Result]]] = {}
    seen: set[tuple[str, str, int]] = set()
    for path in paths:
        with open(path, encoding="utf-8") as f:
            for line in f:
                row = json.loads(line)
                opts = Options(**row["options"])
                res = row["result"]
                res["places"], res["baseline"] = tuple(res["places"]), tuple(res["baseline"])
                r = Result(**res)
                key = (row["rules"], json.dumps(asdict(opts), sort_keys=True))  # a field saved before it existed: its default
                if (*key, r.index) in seen:
                    continue
                seen.add((*key, r.index))
                groups.setdefault(key, (opts, []))[1].append(r)
    return groups


def pairs(groups: dict[tuple[str, str], tuple[Options, list[Result]]], out: object) -> None:
    """For each rule set saved with more than one set of options on the same seed, each other set against the
    first: the first-place difference on the games both played (the same deals and the same bot seeds, so the
    difference is paired), with a 95% *t* interval; what a change to the bot is worth, measured on the same deals."""
    write = out.write  # type: ignore[attr-defined]
    by_rules: dict[tuple[str, int, int], list[tuple[Options, list[Result]]]] = {}
    for (label, _), (opts, got) in groups.items():
        by_rules.setdefault((label, opts.seed, opts.players), []).append((opts, got))
    for (label, seed, _), runs in by_rules.items():
        (base_opt, base_got), *others = runs
        first = {r.index: r.places for r in base_got}
        for opt, got in others:
            diff, a, b = Mean(), Mean(), Mean()
            for r in got:
                if r.index in first:
                    for p, q in zip(r.places, first[r.index]):
                        diff.add(float(p == 1) - float(q == 1))
                        a.add(float(p == 1))
                        b.add(float(q == 1))
            if not diff.n:
                continue
            changed = ", ".join(f"{k} {getattr(base_opt, k)} -> {getattr(opt, k)}" for k in asdict(opt)
                                if getattr(opt, k) != getattr(base_opt, k))
            d = diff.estimate()
            write(f"{label}, seed {seed}, {changed}: {diff.n} rounds both played; first place "
                  f"{a.proportion().mean:.1%} against {b.proportion().mean:.1%}, paired difference "
                  f"{d.mean:+.1%} [{d.lo:+.1%}, {d.hi:+.1%}]\n")


def _placed(hands: Sequence[int], out: int, real: State, me: int) -> float:
    """The share of the cards ``me`` cannot see that a deal puts where they really are (a hand or out of play)."""
    right = total = 0
    for q in range(real.n):
        if q != me:
            right += (hands[q] & real.hands[q]).bit_count()
            total += real.hands[q].bit_count()
    right += (out & real.out_of_play).bit_count()
    total += real.out_of_play.bit_count()
    return right / total if total else 1.0


def inference(laws: tuple[str, ...], games: range, opt: Options, deals: int = 20) -> tuple[Mean, Mean, Mean]:
    """How well the bot's beliefs place the hidden cards: greedy games, a strong bot watching seat ``index`` mod
    players; at each of that seat's play decisions with a choice, the share of hidden cards a deal puts where
    they really are, over ``deals`` deals of the hard constraints alone and of the inferred beliefs.  Returns
    (uniform, inferred, inferred minus uniform) over decisions."""
    from explorer.analysis.strong_bot import HiddenHands
    from explorer.bots import PUBLIC_ACTIONS, PlayerView
    from explorer.engine.game import DecisionKind, Phase
    import random

    uniform, inferred, gain = Mean(), Mean(), Mean()
    for index in games:
        gseed = game_seed(opt.seed, index)
        game = Game(tuple(f"P{p}" for p in range(opt.players)), Mode.NORMAL, TableOptions(rounds=opt.game_rounds),
                    seed=gseed, rule_deck=(), laws=laws)
        s = State.new_game(game)
        me = index % opt.players
        bot = StrongBot(f"{gseed}:{me}", rollouts=opt.rollouts, burn=opt.burn)
        greedy = GreedyBot()
        rng = random.Random(gseed)
        while not s.is_terminal():
            pend = s.pending
            assert pend is not None
            view = PlayerView(s, me)
            if pend.player == me and pend.kind is DecisionKind.PLAY and s.phase is Phase.PLAY \
                    and len(s.decision_actions) > 1:
                prior = HiddenHands.of(view, bot.known(view))
                beliefs = bot.beliefs(view, rng)
                if beliefs is not prior and not isinstance(beliefs, HiddenHands):
                    u = sum(_placed(*prior.sample(rng), s, me) for _ in range(deals)) / deals
                    b = sum(_placed(*beliefs.sample(rng), s, me) for _ in range(deals)) / deals
                    uniform.add(u)
                    inferred.add(b)
                    gain.add(b - u)
            action = greedy.choose(s, pend.player)
            if isinstance(action, PUBLIC_ACTIONS):
                bot.observe(view, action)
            s.apply_action(action)
    return uniform, inferred, gain


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rules", default="base", help="base, all, classic, arcasino or law+law, comma-separated")
    parser.add_argument("--rounds", type=int, default=200, help="games per rule set (default 200)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--rollouts", type=int, default=DEFAULT_ROLLOUTS)
    parser.add_argument("--seconds", type=float, default=None, help="a time limit per decision (default none)")
    parser.add_argument("--first-weight", type=float, default=FIRST_WEIGHT)
    parser.add_argument("--burn", type=int, default=BURN,
                        help=f"steps of the inference chain before its first deal; 0: no inference (default {BURN})")
    parser.add_argument("--mate-hand", type=int, default=MATE_HAND,
                        help="the forced-out check in rollouts at hands of at most this many cards (0: off)")
    parser.add_argument("--mate-budget", type=int, default=MATE_BUDGET, help="positions a forced-out check")
    parser.add_argument("--model-hand", type=int, default=MODEL_HAND,
                        help="the look for a way out first against the greedy model at hands of at most this many "
                             "cards (0: off)")
    parser.add_argument("--model-budget", type=int, default=MODEL_BUDGET, help="positions a look against the model")
    parser.add_argument("--endgame-cards", type=int, default=ENDGAME_CARDS,
                        help="the solver in rollouts when all hands hold at most this many cards (0: off)")
    parser.add_argument("--endgame-budget", type=int, default=ENDGAME_BUDGET, help="positions a solver call")
    parser.add_argument("--own", choices=sorted(OWN_POLICIES), default=OWN_POLICY,
                        help=f"how the bot plays its own later decisions in a rollout (default {OWN_POLICY})")
    parser.add_argument("--sure-worlds", type=int, default=SURE_WORLDS,
                        help="play a way out first by force found in every one of this many worlds at once, with no "
                             f"rollouts (0: off; default {SURE_WORLDS})")
    parser.add_argument("--thin", type=int, default=THIN, help=f"steps of the inference chain between two deals "
                                                                f"(default {THIN})")
    parser.add_argument("--tries", type=int, default=TRIES,
                        help="deals of the prior a world may try, each kept with probability its weight, before the "
                             f"inference chain deals it (0: the chain alone; default {TRIES})")
    parser.add_argument("--look", type=int, default=LOOK,
                        help=f"options a look-ahead plays out at the bot's first own decision in a rollout (default {LOOK})")
    parser.add_argument("--look-depth", type=int, default=LOOK_DEPTH,
                        help="at how many of its own decisions in a rollout the look-ahead looks, each within the "
                             f"last one's play-outs (default {LOOK_DEPTH})")
    parser.add_argument("--oracle", action="store_true",
                        help="not a fair bot: it deals every world as the cards really lie (a bound on inference)")
    parser.add_argument("--policy", choices=sorted(OWN_POLICIES), default="",
                        help="no search: this rollout policy plays the seat itself (what it is worth on its own)")
    parser.add_argument("--game-rounds", type=int, default=1, help="rounds per game (default 1)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first-game", type=int, default=0, help="the index of the first game (default 0)")
    parser.add_argument("--workers", type=int, default=min(2, os.cpu_count() or 1))
    parser.add_argument("--minutes", type=float, default=9.0, help="stop each rule set after this long (default 9)")
    parser.add_argument("--save", metavar="FILE", help="append every game played to FILE (JSON lines)")
    parser.add_argument("--report", metavar="FILE", nargs="+",
                        help="play nothing: report the games saved in these files, by rule set and options")
    parser.add_argument("--inference", action="store_true",
                        help="play no strong bot: measure how well its beliefs place the hidden cards (greedy games)")
    args = parser.parse_args(argv)
    out = sys.stdout
    if args.inference:
        opt = Options(args.players, args.rollouts, None, args.first_weight, args.burn, args.game_rounds, args.seed)
        for label, laws in rule_sets(args.rules):
            start = time.perf_counter()
            u, b, g = inference(laws, range(args.first_game, args.first_game + args.rounds), opt)
            eu, eb, eg = u.estimate(), b.estimate(), g.estimate()
            out.write(f"{label}: {u.n} decisions of {args.rounds} greedy rounds ({time.perf_counter() - start:.0f} s); "
                      f"hidden cards a deal puts where they are: uniform {eu.mean:.1%} [{eu.lo:.1%}, {eu.hi:.1%}], "
                      f"inferred (burn-in {args.burn}) {eb.mean:.1%} [{eb.lo:.1%}, {eb.hi:.1%}], "
                      f"gain {eg.mean:+.1%} [{eg.lo:+.1%}, {eg.hi:+.1%}]\n")
        return 0
    if args.report:
        for (label, _), (opts, got) in load(args.report).items():
            out.write(f"{label} (saved: {opts})\n")
            report(label, sorted(got, key=lambda r: r.index), opts, 0.0, out)
        pairs(load(args.report), out)
        return 0
    opt = Options(args.players, args.rollouts, args.seconds, args.first_weight, args.burn, args.game_rounds,
                  args.seed, args.mate_hand, args.endgame_cards, args.endgame_budget, args.mate_budget, args.model_hand, args.model_budget,
                  args.own, args.sure_worlds, args.thin, args.oracle, tries=args.tries, look=args.look,
                  look_depth=args.look_depth, policy=args.policy)
    if args.policy:
        out.write(f"no search: the policy {args.policy!r} plays the seat itself\n")
    out.write(f"bot strength ({BUILD} build, {args.workers} worker(s)), {args.players} players, "
              f"rollouts {args.rollouts}, time limit {args.seconds or 'none'}, first weight {args.first_weight:g}, "
              f"inference burn-in {args.burn}, forced-out check at hands of {args.mate_hand} or fewer "
              f"({args.mate_budget} positions), against the model at {args.model_hand} or fewer ({args.model_budget} positions), solver at {args.endgame_cards} cards or fewer "
              f"({args.endgame_budget} positions), own rollout policy {args.own}, "
              f"sure line in {args.sure_worlds} worlds, inference tries {args.tries} (thin {args.thin}), "
              f"look-ahead over {args.look} options at {args.look_depth} decision(s), seed {args.seed}, "
              f"games {args.first_game}-\n")
    for label, laws in rule_sets(args.rules):
        start = time.perf_counter()
        games = range(args.first_game, args.first_game + args.rounds)
        got = list(results(laws, games, opt, args.workers, start + args.minutes * 60))
        report(label, got, opt, time.perf_counter() - start, out)
        if args.save:
            save(args.save, label, opt, got)
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
