"""Summaries of the lab's rows, with 95 % confidence intervals, and comparisons between arms.

Everything streams: rows are fed one game at a time and only running sums
are kept, so memory does not grow with the number of games.

**The unit is the game.**  Rounds of one game are not independent (the king
and the exchange carry over), games are.  So each metric is first averaged
over a game's rounds, and the confidence interval is Student's *t* interval
of those per-game values (every game has the same number of rounds, so the
mean of the per-game means is the mean over all rounds).

**Comparisons are paired.**  In a comparison every arm plays game *i* with
the same game seed — the same deals and the same bots — so an arm's effect is
the mean over games of (arm's value − base value), with the interval of those
differences.  A pairwise interaction of laws A and B is, per game,
``m(A+B) − m(A) − m(B) + m(base)``: zero when the two effects simply add up.

>>> m = Mean()
>>> for x in (1.0, 2.0, 3.0, 4.0):
...     m.add(x)
>>> e = m.estimate()
>>> e.mean, round(e.lo, 3), round(e.hi, 3), e.n
(2.5, 0.446, 4.554, 4)
"""

from __future__ import annotations

import math
import unicodedata
from functools import lru_cache
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from itertools import combinations
from typing import Final

from explorer.sim.runner import RULE_IDS, Arm

__all__ = [
    "COMPLEXITY", "LAW_METRICS", "METRICS", "METRICS_JA", "ArmSummary", "Comparison", "Estimate", "Mean", "Stats",
    "arm_name", "complexity_rows", "format_comparison", "format_complexity", "format_summary", "rule_label",
    "stats_json", "t_quantile",
]

METRICS: Final = {
    "round_length": "Round length (decisions)",
    "play_turns": "Plays and passes per round",
    "revolutions": "Revolutions per round",
    "revolution_share": "Rounds with a revolution",
    "clears": "Field clears per round",
    "forbidden": "Forbidden finishes per round",
    "forbidden_share": "Rounds with a forbidden finish",
    "seat0_advantage": "Seat 0 points minus others' mean",
    "legal_per_decision": "Legal actions per decision",
    "rounds_per_game": "Rounds per game",
    "fall_share": "Rounds with a fall of the capital",
}
"""The metrics of an arm (key → English label); each is a per-round mean with a CI over games, except
``legal_per_decision`` (a game's legal actions over its decisions) and ``rounds_per_game`` (a game's rounds)."""

METRICS_JA: Final = {
    "round_length": "ラウンドの長さ（決定の数）",
    "play_turns": "1ラウンドの出し・パスの数",
    "revolutions": "1ラウンドの革命の数",
    "revolution_share": "革命が起きたラウンドの割合",
    "clears": "1ラウンドの場が流れた数",
    "forbidden": "1ラウンドの禁止上がりの数",
    "forbidden_share": "禁止上がりが起きたラウンドの割合",
    "seat0_advantage": "最初の席のプレイヤーの有利さ（その得点 − 他の平均）",
    "legal_per_decision": "1回の決定で選べる行動の数",
    "rounds_per_game": "1ゲームのラウンド数",
    "fall_share": "都落ちが起きたラウンドの割合",
}
"""The same metrics in Japanese, as the Lab page words them (``lab_m_<key>``; tests/test_pages_lab.py keeps the
two the same)."""

COMPLEXITY: Final = ("legal_per_decision", "round_length", "rounds_per_game", "forbidden_share", "fall_share")
"""The game-complexity figures a designer compares between rule sets (as Wakatsuki et al., "The Characteristics
of the Card Game Daihinmin", 2021): the mean number of legal actions at a decision (the engine's own list at
each decision taken: the pending player's actions and everyone's out-of-turn windows, set-up decisions such as
the exchange included), decisions per round, rounds per game, and the shares of rounds with a forbidden finish
and with a fall of the capital."""

COMPLEXITY_HEADS: Final = {
    "legal_per_decision": ("選べる行動／決定", "legal actions / decision"),
    "round_length": ("決定／ラウンド", "decisions / round"),
    "rounds_per_game": ("ラウンド／ゲーム", "rounds / game"),
    "forbidden_share": ("禁止上がりのラウンド", "rounds with a forbidden finish"),
    "fall_share": ("都落ちのラウンド", "rounds with a fall of the capital"),
}
"""Short column heads of the complexity table (Japanese, English)."""

ONLY_COMPLEXITY: Final = frozenset({"legal_per_decision", "rounds_per_game", "fall_share"})
"""The metrics shown in the complexity table only (the arm's summary table shows the others)."""

SHARES: Final = frozenset({"revolution_share", "forbidden_share", "fall_share"})
"""The metrics that are shares of rounds (in [0, 1]): Wilson intervals."""

COUNTS: Final = frozenset({"round_length", "play_turns", "revolutions", "clears", "forbidden", "legal_per_decision",
                           "rounds_per_game"})
"""The metrics that count things (never negative), as are the ``fire_<id>`` rates."""

LAW_METRICS: Final = ("round_length", "revolutions", "forbidden")
"""The metrics a law's effect and the law interactions are measured on."""

Value = int | str | float


def _betacf(a: float, b: float, x: float) -> float:
    """The continued fraction of the regularised incomplete beta function (modified Lentz)."""
    tiny = 1e-300
    c, d = 1.0, 1.0 - (a + b) * x / (a + 1)
    d = 1.0 / (d if abs(d) > tiny else tiny)
    h = d
    for m in range(1, 300):
        for num in (m * (b - m) * x / ((a + 2 * m - 1) * (a + 2 * m)),
                    -(a + m) * (a + b + m) * x / ((a + 2 * m) * (a + 2 * m + 1))):
            d = 1.0 + num * d
            d = 1.0 / (d if abs(d) > tiny else tiny)
            c = 1.0 + num / c
            c = c if abs(c) > tiny else tiny
            h *= d * c
        if abs(d * c - 1.0) < 1e-15:
            break
    return h


def _betainc(a: float, b: float, x: float) -> float:
    """The regularised incomplete beta function I_x(a, b)."""
    if x <= 0.0:
        return 0.0
    if x >= 1.0:
        return 1.0
    front = math.exp(math.lgamma(a + b) - math.lgamma(a) - math.lgamma(b) + a * math.log(x) + b * math.log1p(-x))
    if x < (a + 1) / (a + b + 2):
        return front * _betacf(a, b, x) / a
    return 1.0 - front * _betacf(b, a, 1.0 - x) / b


def t_cdf(t: float, df: int) -> float:
    """Student's *t* distribution function."""
    tail = 0.5 * _betainc(df / 2, 0.5, df / (df + t * t))
    return 1.0 - tail if t >= 0 else tail


@lru_cache(maxsize=1024)
def t_quantile(p: float, df: int) -> float:
    """Student's *t* quantile (the distribution function inverted by bisection; no SciPy needed).

    >>> round(t_quantile(0.975, 1), 3), round(t_quantile(0.975, 3), 3), round(t_quantile(0.975, 9), 3)
    (12.706, 3.182, 2.262)
    >>> round(t_quantile(0.975, 10**6), 3)
    1.96
    """
    if df < 1:
        raise ValueError("df: at least 1")
    if not 0.0 < p < 1.0:
        raise ValueError("p: between 0 and 1")
    if p < 0.5:
        return -t_quantile(1.0 - p, df)
    lo, hi = 0.0, 1.0
    while t_cdf(hi, df) < p:
        lo, hi = hi, hi * 2
    for _ in range(100):
        mid = (lo + hi) / 2
        if t_cdf(mid, df) < p:
            lo = mid
        else:
            hi = mid
        if hi - lo < 1e-12:
            break
    return (lo + hi) / 2


@dataclass(frozen=True)
class Estimate:
    """A mean with its confidence interval (``lo``, ``hi``; NaN with fewer than 2 games) over ``n`` games."""

    mean: float
    lo: float
    hi: float
    n: int

    @property
    def excludes_zero(self) -> bool:
        """Whether the interval lies wholly on one side of 0 (a clear effect)."""
        return self.lo > 0 or self.hi < 0

    def __str__(self) -> str:
        if math.isnan(self.mean):
            return "—"
        if math.isnan(self.lo):
            return f"{self.mean:.3f}"
        return f"{self.mean:.3f} [{self.lo:.3f}, {self.hi:.3f}]"


class Mean:
    """A running mean and variance (Welford), with a *t* confidence interval."""

    __slots__ = ("n", "mean", "_m2")

    def __init__(self) -> None:
        self.n = 0
        self.mean = 0.0
        self._m2 = 0.0

    def add(self, x: float) -> None:
        self.n += 1
        d = x - self.mean
        self.mean += d / self.n
        self._m2 += d * (x - self.mean)

    @property
    def variance(self) -> float:
        return self._m2 / (self.n - 1) if self.n > 1 else math.nan

    def estimate(self, level: float = 0.95) -> Estimate:
        if self.n == 0:
            return Estimate(math.nan, math.nan, math.nan, 0)
        if self.n == 1:
            return Estimate(self.mean, math.nan, math.nan, 1)
        half = t_quantile(0.5 + level / 2, self.n - 1) * math.sqrt(self.variance / self.n)
        return Estimate(self.mean, self.mean - half, self.mean + half, self.n)

    def proportion(self, level: float = 0.95) -> Estimate:
        """The mean of values in [0, 1] (each game's share of rounds) with Wilson's score interval, n = games.

        A per-game share's variance is at most p(1 − p), the variance Wilson's interval assumes, so it errs on
        the wide side; unlike the *t* interval it never leaves [0, 1], and it is not [0, 0] when every game
        scored 0.

        >>> m = Mean()
        >>> for x in (0.0, 0.0, 0.0, 0.5):
        ...     m.add(x)
        >>> e = m.proportion()
        >>> e.mean, round(e.lo, 3), round(e.hi, 3)
        (0.125, 0.013, 0.604)
        """
        if self.n < 2:
            return self.estimate(level)
        z = t_quantile(0.5 + level / 2, 10**6)
        n, p = self.n, self.mean
        centre = (p + z * z / (2 * n)) / (1 + z * z / n)
        half = z / (1 + z * z / n) * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n))
        return Estimate(p, max(0.0, centre - half), min(1.0, centre + half), n)

    def count(self, level: float = 0.95) -> Estimate:
        """The mean of values that cannot be negative (events per round): the *t* interval, floored at 0."""
        e = self.estimate(level)
        return e if math.isnan(e.lo) or e.lo >= 0 else Estimate(e.mean, 0.0, e.hi, e.n)


def _num(value: Value) -> float:
    """A row value as a number (rows read back from CSV hold strings)."""
    return float(value)


def _seats(row: Mapping[str, Value]) -> int:
    return int(_num(row["players"]))


def game_metrics(rows: Sequence[Mapping[str, Value]]) -> dict[str, float]:
    """The per-round means of one game's rows (one arm), by metric; also ``fire_<id>`` and ``holder:<id>``."""
    n = len(rows)
    if not n:
        raise ValueError("a game without rounds")
    seats = _seats(rows[0])
    sums: dict[str, float] = dict.fromkeys(METRICS, 0.0)
    holder: dict[str, float] = {}
    fires = dict.fromkeys(RULE_IDS, 0.0)
    legal = 0.0
    for row in rows:
        legal += _num(row["legal_actions"]) if "legal_actions" in row else math.nan
        sums["fall_share"] += _num(row["falls"]) > 0 if "falls" in row else math.nan
        sums["round_length"] += _num(row["decisions"])
        sums["play_turns"] += _num(row["play_turns"])
        revs = _num(row["revolutions"])
        sums["revolutions"] += revs
        sums["revolution_share"] += revs > 0
        sums["clears"] += _num(row["clears"])
        forb = _num(row["forbidden_finishes"])
        sums["forbidden"] += forb
        sums["forbidden_share"] += forb > 0
        points = [_num(row[f"points_{p}"]) for p in range(seats)]
        total = sum(points)

        def advantage(seat: int) -> float:
            return points[seat] - (total - points[seat]) / (seats - 1)

        sums["seat0_advantage"] += advantage(0)
        for p in range(seats):
            held = str(row[f"house_{p}"])
            for rid in held.split("+") if held else ():
                holder[rid] = holder.get(rid, 0.0) + advantage(p)
        for key in row:
            if key.startswith("fire_"):  # the base rules and cards, then any deck or rule-file rule in the run
                fires[key[5:]] = fires.get(key[5:], 0.0) + _num(row[key])
    out = {k: v / n for k, v in sums.items()}
    out["legal_per_decision"] = legal / sums["round_length"] if sums["round_length"] else math.nan
    out["rounds_per_game"] = float(n)
    out.update({f"fire_{rid}": v / n for rid, v in fires.items()})
    out.update({f"holder:{rid}": v / n for rid, v in holder.items()})
    return out


class ArmSummary:
    """The running summary of one arm: each metric's mean per round, with a CI over games."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.games = 0
        self.rounds = 0
        self.means: dict[str, Mean] = {}
        self.laws = ""
        self.house: tuple[str, ...] = ()

    def add_game(self, rows: Sequence[Mapping[str, Value]]) -> dict[str, float]:
        """Add one game's rows; returns its per-game metrics."""
        metrics = game_metrics(rows)
        if not self.games:
            self.laws = str(rows[0]["laws"])
            self.house = tuple(str(rows[0][f"house_{p}"]) for p in range(_seats(rows[0])))
        self.games += 1
        self.rounds += len(rows)
        for key, value in metrics.items():
            self.means.setdefault(key, Mean()).add(value)
        return metrics

    def estimate(self, key: str, level: float = 0.95) -> Estimate:
        """``key``'s mean with an interval that respects its bounds: Wilson's for a share of rounds, the *t*
        interval floored at 0 for a count per round, the plain *t* interval for a signed difference."""
        mean = self.means.get(key, Mean())
        if key in SHARES:
            return mean.proportion(level)
        if key in COUNTS or key.startswith("fire_"):
            return mean.count(level)
        return mean.estimate(level)

    def estimates(self, level: float = 0.95) -> dict[str, Estimate]:
        """Every metric of :data:`METRICS`, then ``holder:<id>`` for each house rule held."""
        out = {key: self.estimate(key, level) for key in METRICS}
        for key in sorted(k for k in self.means if k.startswith("holder:")):
            out[key] = self.estimate(key, level)
        return out

    def fire_rates(self, level: float = 0.95) -> dict[str, Estimate]:
        """Firings per round of each rule that fired at least once."""
        ids = list(RULE_IDS) + [k[5:] for k in self.means if k.startswith("fire_") and k[5:] not in RULE_IDS]
        return {rid: self.estimate(f"fire_{rid}", level) for rid in ids
                if f"fire_{rid}" in self.means and self.means[f"fire_{rid}"].mean > 0}

    def holder_advantages(self, level: float = 0.95) -> dict[str, Estimate]:
        """Each house rule held in this arm: its holder's points per round minus the others' mean."""
        return {k.split(":", 1)[1]: self.estimate(k, level) for k in sorted(self.means) if k.startswith("holder:")}


class Comparison:
    """Paired comparisons of arms against the base arm (no laws, no house rules), game by game.

    - law effects: each one-law arm minus base, on :data:`LAW_METRICS`;
    - house advantage: in each arm whose only rule is one house rule, its holder's advantage, raw and
      minus the same seat's advantage in the base arm (the seat's own edge, e.g. naming the start player,
      taken out);
    - interactions: for each two-law arm whose one-law arms are present, ``m(A+B) − m(A) − m(B) + m(base)``.
    """

    def __init__(self, arms: Sequence[Arm]) -> None:
        base = [a for a in arms if not a.laws and not a.house]
        if not base:
            raise ValueError("a comparison needs the base arm (no laws, no house rules)")
        self.base = base[0].label
        self.single = {a.laws[0]: a.label for a in arms if len(a.laws) == 1 and not a.house}
        self.laws = list(self.single)
        self.pairs = {
            (x, y): a.label for a in arms if len(a.laws) == 2 and not a.house
            for x, y in [a.laws] if x in self.single and y in self.single
        }
        self.houses = {a.house[0][1]: (a.house[0][0], a.label) for a in arms if not a.laws and len(a.house) == 1}
        known = {self.base, *self.single.values(), *self.pairs.values(), *(lab for _, lab in self.houses.values())}
        self.groups = [a.label for a in arms if a.label not in known and not a.house]
        """Arms of several laws that are not a pair of single laws (a whole deck): their effect against base."""
        self.group_effects: dict[tuple[str, str], Mean] = {}
        self.effects: dict[tuple[str, str], Mean] = {}
        self.house_raw: dict[str, Mean] = {}
        self.house_net: dict[str, Mean] = {}
        self.interactions: dict[tuple[str, str, str], Mean] = {}
        self.games = 0

    def add_game(self, metrics: Mapping[str, Mapping[str, float]]) -> None:
        """One game's per-arm metrics (arm label → :func:`game_metrics`)."""
        base = metrics[self.base]
        self.games += 1
        for law, label in self.single.items():
            for m in LAW_METRICS:
                self.effects.setdefault((law, m), Mean()).add(metrics[label][m] - base[m])
        for rid, (seat, label) in self.houses.items():
            raw = metrics[label][f"holder:{rid}"]
            own = base["seat0_advantage"] if seat == 0 else math.nan
            self.house_raw.setdefault(rid, Mean()).add(raw)
            if seat == 0:
                self.house_net.setdefault(rid, Mean()).add(raw - own)
        for label in self.groups:
            for m in LAW_METRICS:
                self.group_effects.setdefault((label, m), Mean()).add(metrics[label][m] - base[m])
        for (x, y), label in self.pairs.items():
            for m in LAW_METRICS:
                value = metrics[label][m] - metrics[self.single[x]][m] - metrics[self.single[y]][m] + base[m]
                self.interactions.setdefault((x, y, m), Mean()).add(value)

    def law_effect(self, law: str, metric: str, level: float = 0.95) -> Estimate:
        return self.effects.get((law, metric), Mean()).estimate(level)

    def group_effect(self, label: str, metric: str, level: float = 0.95) -> Estimate:
        """The paired effect of a many-law arm (:attr:`groups`, e.g. a whole deck) against base."""
        return self.group_effects.get((label, metric), Mean()).estimate(level)

    def house_advantage(self, rid: str, net: bool = True, level: float = 0.95) -> Estimate:
        table = self.house_net if net else self.house_raw
        return table.get(rid, Mean()).estimate(level)

    def interaction(self, a: str, b: str, metric: str, level: float = 0.95) -> Estimate | None:
        """The interaction of laws ``a`` and ``b`` (``a == b``: the law's own effect); ``None`` if not run."""
        if a == b:
            return self.law_effect(a, metric, level) if a in self.single else None
        mean = self.interactions.get((a, b, metric)) or self.interactions.get((b, a, metric))
        return mean.estimate(level) if mean is not None else None

    def matrix(self, metric: str, level: float = 0.95) -> list[list[Estimate | None]]:
        """The interaction matrix over :attr:`laws` (the diagonal: each law's own effect)."""
        return [[self.interaction(a, b, metric, level) for b in self.laws] for a in self.laws]


def deck_arms(decks: Iterable[str]) -> list[Arm]:
    """The arms of a deck comparison: base, then each deck's every rule as a law (labelled ``deck:<id>``).

    >>> [(a.label, len(a.laws)) for a in deck_arms(["classic", "arcasino"])]
    [('base', 0), ('deck:classic', 14), ('deck:arcasino', 10)]
    """
    from explorer.rules.decks import deck

    return [Arm()] + [Arm(tuple(deck(d).rule_ids()), label=f"deck:{d}") for d in dict.fromkeys(decks)]


def comparison_arms(laws: Iterable[str], houses: Iterable[str] = (), pairs: bool = True) -> list[Arm]:
    """The arms of a comparison: base, each law alone, each pair of laws (``pairs``), each house rule at seat 0.

    >>> [a.label for a in comparison_arms(["eight_cut", "stairs"], ["j_back"])]
    ['base', 'eight_cut', 'stairs', 'eight_cut+stairs', 'base house:j_back@0']
    """
    laws = list(dict.fromkeys(Arm((law,)).laws[0] for law in laws))
    arms = [Arm()] + [Arm((law,)) for law in laws]
    if pairs:
        arms += [Arm((a, b)) for a, b in combinations(laws, 2)]
    arms += [Arm((), ((0, h),)) for h in dict.fromkeys(houses)]
    return arms


class Stats:
    """Everything a run accumulates: a summary per arm and, with a base arm and others, the comparison."""

    def __init__(self, arms: Sequence[Arm]) -> None:
        self.arms = list(arms)
        self.summaries = {a.label: ArmSummary(a.label) for a in arms}
        has_base = any(not a.laws and not a.house for a in arms)
        self.comparison = Comparison(arms) if has_base and len(arms) > 1 else None

    def add_game(self, rows: Iterable[Mapping[str, Value]]) -> None:
        """One game's rows, all arms (rows of an arm are consecutive, in round order)."""
        by_arm: dict[str, list[Mapping[str, Value]]] = {}
        for row in rows:
            by_arm.setdefault(str(row["arm"]), []).append(row)
        metrics = {}
        for label, arm_rows in by_arm.items():
            if label not in self.summaries:
                self.summaries[label] = ArmSummary(label)
            metrics[label] = self.summaries[label].add_game(arm_rows)
        if self.comparison is not None:
            self.comparison.add_game(metrics)

    @property
    def games(self) -> int:
        return max((s.games for s in self.summaries.values()), default=0)


def _width(text: str) -> int:
    """Columns ``text`` takes in a terminal (a wide or full-width character takes two)."""
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _table(header: Sequence[str], body: Sequence[Sequence[str]]) -> list[str]:
    widths = [max(_width(r[i]) for r in [header, *body]) for i in range(len(header))]

    def pad(c: str, w: int, left: bool) -> str:
        fill = " " * (w - _width(c))
        return c + fill if left else fill + c

    def line(r: Sequence[str]) -> str:
        return "  ".join(pad(c, w, i == 0) for i, (c, w) in enumerate(zip(r, widths)))

    return [line(header), line(["-" * w for w in widths]), *(line(r) for r in body)]


DECK_SHORT: Final = {"classic": ("定番", "Classic"), "arcasino": ("アルカジノ", "Arcasino")}
"""How a deck rule is told from a card of the same name (``定番：5飛ばし`` / ``Classic: Five skip``)."""

TABLE_RULES: Final = ("ルールファイル", "Rule file")
"""How a rule read from a table's rule file is told apart (``ルールファイル：6飛ばし``)."""


def rule_label(rule_id: str, lang: str) -> str:
    """A rule as a reader names it: ``09 8切り`` / ``09 Eight cut``; a base rule by name only; a deck rule after
    its deck's short name; a rule-file rule after "Rule file"; a deck arm (``deck:classic``) by the deck's name.

    >>> rule_label("eight_cut", "ja"), rule_label("deck:classic", "en"), rule_label("classic.five_skip", "ja")
    ('09 8切り', 'Classic local rules', '定番：5飛ばし')
    """
    from explorer.rules.catalogue import rule_class
    from explorer.rules.decks import deck

    if rule_id.startswith("deck:"):
        d = deck(rule_id[5:])
        return d.ja if lang == "ja" else d.en
    cls = rule_class(rule_id)
    name = cls.ja if lang == "ja" else cls.en
    if cls.number:
        return f"{cls.number:02d} {name}"
    prefix = rule_id.split(".")[0] if "." in rule_id else ""
    if prefix:
        ja, en = DECK_SHORT.get(prefix, TABLE_RULES)
        return f"{ja}：{name}" if lang == "ja" else f"{en}: {name}"
    return name


def arm_name(summary: ArmSummary, lang: str, names: bool = False) -> str:
    """A rule set in words: in English its label (rule ids, as the ``arm`` column) unless ``names``; else the
    rules' names.

    >>> s = ArmSummary("eight_cut house:j_back@0")
    >>> s.laws, s.house = "eight_cut", ("j_back", "", "")
    >>> arm_name(s, "en"), arm_name(s, "en", names=True), arm_name(s, "ja")
    ('eight_cut house:j_back@0', '09 Eight cut / house rule: 19 J-back at P0', '09 8切り／家訓：19 Jバック（P0）')
    """
    ja = lang == "ja"
    if not ja and not names:
        return summary.label
    if summary.label.startswith("deck:"):
        return rule_label(summary.label, lang)
    laws = [rule_label(r, lang) for r in summary.laws.split("+") if r]
    parts = ["、".join(laws) or "基本ルールのみ"] if ja else [", ".join(laws) or "Base rules only"]
    for seat, held in enumerate(summary.house):
        parts += [f"家訓：{rule_label(r, lang)}（P{seat}）" if ja else f"house rule: {rule_label(r, lang)} at P{seat}"
                  for r in held.split("+") if r]
    return "／".join(parts) if ja else " / ".join(parts)


def complexity_rows(summaries: Iterable[ArmSummary], level: float = 0.95) -> list[tuple[ArmSummary, dict[str, Estimate]]]:
    """Each rule set with its :data:`COMPLEXITY` figures (mean and interval over games)."""
    return [(s, {k: s.estimate(k, level) for k in COMPLEXITY}) for s in summaries if s.games]


def format_complexity(summaries: Iterable[ArmSummary], lang: str = "en", level: float = 0.95) -> str:
    """The game-complexity figures of each rule set (:data:`COMPLEXITY`), one row each, with their intervals."""
    ja = lang == "ja"
    rows = complexity_rows(summaries, level)
    games = max((s.games for s, _ in rows), default=0)
    head = (f"ゲームの複雑さ（{games}ゲーム、平均［{level:.0%}信頼区間］、割合はラウンドのうち）" if ja else
            f"Game complexity ({games} games; mean [{level:.0%} CI]; shares are of rounds)")
    header = ["ルール" if ja else "rules"] + [COMPLEXITY_HEADS[k][0 if ja else 1] for k in COMPLEXITY]
    body = [[arm_name(s, lang)] + [str(est[k]) for k in COMPLEXITY] for s, est in rows]
    return "\n".join([head, *_table(header, body)])


def estimate_json(e: Estimate) -> dict[str, float | int | None]:
    """An estimate as JSON: ``mean``, ``lo``, ``hi`` (``null`` where there is none: fewer than 2 games), ``n``."""
    def num(x: float) -> float | None:
        return None if math.isnan(x) else round(x, 6)

    return {"mean": num(e.mean), "lo": num(e.lo), "hi": num(e.hi), "n": e.n}


def stats_json(stats: Stats, lang: str = "en", level: float = 0.95) -> dict[str, object]:
    """A run's figures as JSON-ready data: per rule set its complexity figures, metrics, firings and holder
    advantages; with a comparison, each law's and deck's paired effect and each house rule's advantage."""
    arms: list[dict[str, object]] = []
    for s in stats.summaries.values():
        if not s.games:
            continue
        arms.append({
            "arm": s.label, "name": arm_name(s, lang), "laws": [r for r in s.laws.split("+") if r],
            "house": [h.split("+") if h else [] for h in s.house], "games": s.games, "rounds": s.rounds,
            "complexity": {k: estimate_json(s.estimate(k, level)) for k in COMPLEXITY},
            "metrics": {k: estimate_json(e) for k, e in s.estimates(level).items() if k in METRICS},
            "fires": {rid: estimate_json(e) for rid, e in s.fire_rates(level).items()},
            "holder": {rid: estimate_json(e) for rid, e in s.holder_advantages(level).items()},
        })
    out: dict[str, object] = {"games": stats.games, "level": level, "arms": arms}
    comp = stats.comparison
    if comp is not None:
        out["comparison"] = {
            "games": comp.games, "base": comp.base,
            "law_effects": {law: {m: estimate_json(comp.law_effect(law, m, level)) for m in LAW_METRICS}
                            for law in comp.laws},
            "deck_effects": {label: {m: estimate_json(comp.group_effect(label, m, level)) for m in LAW_METRICS}
                             for label in comp.groups},
            "house": {rid: {"advantage": estimate_json(comp.house_advantage(rid, net=False, level=level)),
                            "net": estimate_json(comp.house_advantage(rid, net=True, level=level))}
                      for rid in comp.houses},
            "interactions": {m: {f"{a}+{b}": estimate_json(e) for a, b in comp.pairs
                                 if (e := comp.interaction(a, b, m, level)) is not None} for m in LAW_METRICS},
        }
    return out


def format_summary(summary: ArmSummary, level: float = 0.95, lang: str = "en") -> str:
    """A plain-text summary of one arm: each metric's mean per round with its CI (the complexity figures are
    :func:`format_complexity`'s), holder advantages, firings."""
    ja = lang == "ja"
    pct = f"{level:.0%}"
    name = arm_name(summary, lang)
    lines = [f"ルール {name}：{summary.games}ゲーム、{summary.rounds}ラウンド（1ラウンドあたりの平均、ゲームごとの{pct}信頼区間）"
             if ja else f"Arm {name}: {summary.games} games, {summary.rounds} rounds "
                        f"(means per round; {pct} CI over games)"]
    labels = METRICS_JA if ja else METRICS
    body = [[labels[k], str(e)] for k, e in summary.estimates(level).items() if k in METRICS and k not in ONLY_COMPLEXITY]
    for rid, e in summary.holder_advantages(level).items():
        body.append([f"家訓「{rule_label(rid, lang)}」の持ち主の有利さ（持ち主の得点 − 他の平均）" if ja else
                     f"Holder advantage of {rid} (holder's points - others' mean)", str(e)])
    lines += _table(["指標", f"平均［{pct}信頼区間］"] if ja else ["metric", f"mean [{pct} CI]"], body)
    fires = summary.fire_rates(level)
    if fires:
        lines.append("")
        lines += _table(["ルール", "1ラウンドあたりの発動回数"] if ja else ["rule", "firings per round"],
                        [[rule_label(rid, lang) if ja else rid, str(e)] for rid, e in fires.items()])
    return "\n".join(lines)


def format_comparison(comp: Comparison, level: float = 0.95, lang: str = "en") -> str:
    """Law effects against base, house-rule holder advantages, and the interaction matrices, as text."""
    ja = lang == "ja"
    pct = f"{level:.0%}"
    labels = METRICS_JA if ja else METRICS

    def name(rid: str) -> str:
        return rule_label(rid, lang) if ja else rid

    lines = [f"同じ配札で{comp.games}ゲームずつ比較（{pct}信頼区間。*は区間が0を含まない）" if ja else
             f"Comparison over {comp.games} paired games ({pct} CI; * the interval excludes 0)"]

    def cell(e: Estimate | None) -> str:
        if e is None:
            return ""
        return f"{e}{' *' if e.excludes_zero else ''}"

    if comp.single:
        lines += ["", "各法律の効果（法律あり − 基本ルールのみ）：" if ja else
                  "Effect of each law against the base game (law - base):"]
        body = [[name(law)] + [cell(comp.law_effect(law, m, level)) for m in LAW_METRICS] for law in comp.laws]
        lines += _table(["法律" if ja else "law"] + [labels[m] for m in LAW_METRICS], body)
    if comp.groups:
        lines += ["", "各デッキの効果（デッキのルールあり − 基本ルールのみ）：" if ja else
                  "Effect of each deck against the base game (deck - base):"]
        body = [[name(g)] + [cell(comp.group_effect(g, m, level)) for m in LAW_METRICS] for g in comp.groups]
        lines += _table(["デッキ" if ja else "deck"] + [labels[m] for m in LAW_METRICS], body)
    if comp.houses:
        lines += ["", "家訓の持ち主の有利さ（持ち主の1ラウンドあたりの得点 − 他の平均）：" if ja else
                  "Holder advantage of each house rule (holder's points per round - others' mean):"]
        body = [[name(rid), cell(comp.house_advantage(rid, net=False, level=level)),
                 cell(comp.house_advantage(rid, net=True, level=level))] for rid in comp.houses]
        lines += _table(["家訓", "有利さ", "最初の席そのものの有利さを除く"] if ja else
                        ["house rule", "advantage", "minus the seat's own edge (base)"], body)
    if comp.pairs:
        for m in LAW_METRICS:
            lines += ["", f"{labels[m]}の相互作用：両方の法律の値 − 片方だけの値 − もう片方だけの値 ＋ 基本ルールのみの値。"
                          "対角線は法律単独の効果" if ja else
                      f"Interactions on {METRICS[m]}: m(A+B) - m(A) - m(B) + m(base); diagonal: the law's effect"]
            body = [[name(a)] + [f"{e.mean:+.3f}{'*' if e.excludes_zero else ''}" if e is not None else ""
                                 for e in row] for a, row in zip(comp.laws, comp.matrix(m, level))]
            lines += _table([""] + [name(law) for law in comp.laws], body)
    return "\n".join(lines)
