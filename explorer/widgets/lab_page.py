"""The Lab page: run a small simulation in the kernel and see its statistics, in Japanese or English.

Thin over :mod:`explorer.sim`: the controls build a :class:`~explorer.sim.runner.Setup`
and arms, :func:`~explorer.sim.lab.run_lab` plays the games in this process, and
the pure functions below turn the statistics into HTML — a table of means with
95 % confidence intervals, bars with CI whiskers (inline SVG), and the law
interaction heatmap (an HTML table).  No plotting library.

>>> page = LabPage()
>>> page.games.value = 2
>>> page.run()
>>> page.result is not None and page.result.games == 2
True
>>> "dx-lab-table" in page.summary.value
True
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable, Mapping, Sequence
from html import escape

import ipywidgets as widgets

from explorer.rules.decks import DECKS, deck
from explorer.engine.contract import Rule
from explorer.browser import IN_BROWSER
from explorer.sim.lab import LabResult, run_lab
from explorer.sim.runner import RULE_IDS, Arm, Setup
from explorer.sim.stats import (
    COMPLEXITY, COMPLEXITY_HEADS, DECK_SHORT, LAW_METRICS, METRICS, METRICS_JA, ONLY_COMPLEXITY, SHARES, ArmSummary,
    Comparison, Estimate, arm_name, comparison_arms, complexity_rows, deck_arms, rule_label,
)
from explorer.widgets.i18n import TEXTS, Language, t
from explorer.widgets.lab_laws import LawToggles
from explorer.widgets.rules_file_box import RulesFileBox

__all__ = ["DECK_SHORT", "LabPage", "bots_for", "complexity_html", "figure", "lab_page", "rule_name"]

LAB_DECK_TEXTS: dict[str, tuple[str, str]] = {
    "lab_decks": ("デッキ", "Decks"),
    "lab_decks_help": ("選んだデッキのルールが法律・家訓の一覧に並ぶ。ほかのデッキのルールとも組み合わせられる。",
                       "The rules of the chosen decks are listed as laws and house rules; rules of different decks "
                       "can be in force together."),
    "lab_compare_decks": ("デッキを比べる", "Compare decks"),
    "lab_compare_decks_help": ("デッキ比較：基本ルールだけと、選んだデッキのルールをすべて法律にしたものを、同じ配札で遊ばせて差を測る。",
                               "Compare decks: the same deals are played under the base rules and under each chosen "
                               "deck with every one of its rules a law; the lab measures the differences."),
    "lab_deck_effects": ("デッキごとの効果（基本ルールとの差）", "Each deck's effect (against the base rules)"),
    "lab_no_decks": ("デッキを1つ以上選ぶ。", "Choose at least one deck."),
    "lab_table_rules": ("ルールファイル", "Rule file"),
}
TEXTS.update(LAB_DECK_TEXTS)

LAB_PLAYER_TEXTS: dict[str, tuple[str, str]] = {
    "lab_bot_one_strong": ("強い1人＋手堅い", "One strong, the rest greedy"),
    "lab_strong_note": ("強いボットは手番ごとに何通りもの配札で先を読むので遅い。このページでは1ゲームに数分かかることもある。"
                        "終わったゲームの数が下に出る。「中止」を押せば、いま遊んでいるゲームを数えずにすぐ止まる。",
                        "A strong bot looks ahead in many possible deals at every turn, so it is slow: on this page a "
                        "game can take minutes. The games played so far are counted below; Cancel stops at once, "
                        "leaving out the game being played."),
    "lab_running_strong": ("実行中：{total}ゲームのうち{done}ゲームが終わった（強いボットは遅い）",
                           "Running: {done} of {total} games played so far (strong bots are slow)"),
    "lab_cancelling_now": ("中止する。いま遊んでいるゲームは数えない。", "Cancelling: the game being played is left out."),
    "lab_complexity": ("ゲームの複雑さ", "Game complexity"),
    "lab_complexity_help": ("ルールごとに、1回の決定で選べる行動の数の平均（交換などの決定も含む）、1ラウンドの決定の数、"
                            "1ゲームのラウンド数、禁止上がり・都落ちが起きたラウンドの割合。［　］は95%信頼区間で、"
                            "ゲームが少ないと広い。",
                            "For each set of rules: the mean number of legal actions at a decision (the exchange and "
                            "other decisions included), decisions per round, rounds per game, and the share of rounds "
                            "with a forbidden finish and with a fall of the capital. In brackets the 95% confidence "
                            "interval: wide when the games are few."),
    "lab_share_change": ("{value}ポイント", "{value} pt"),
}
TEXTS.update(LAB_PLAYER_TEXTS)
for _key in METRICS:  # a metric without a page label (those added with the complexity figures) takes the lab's
    TEXTS.setdefault(f"lab_m_{_key}", (METRICS_JA[_key], METRICS[_key]))
for _key, _heads in COMPLEXITY_HEADS.items():
    TEXTS[f"lab_c_{_key}"] = _heads

BOT_CHOICES: tuple[str, ...] = ("greedy", "random", "mixed", "strong", "one_strong")
"""The page's bot choices: the lab's whole-table names, and ``one_strong`` (seat 0 strong, the others greedy)."""


def bots_for(choice: str, players: int) -> str:
    """The lab's ``bots`` for the page's choice at a table of ``players``.

    >>> bots_for("one_strong", 4), bots_for("greedy", 4)
    ('strong,greedy,greedy,greedy', 'greedy')
    """
    return ",".join(["strong"] + ["greedy"] * (players - 1)) if choice == "one_strong" else choice

MAX_GAMES = 500
"""The most games a click runs in the kernel (the command line has no limit)."""
MAX_COMPARE_LAWS = 5
"""The most laws compared at once (1 + 5 + 10 arms)."""

STYLE = """<style>
.dx-page-lab .dx-lab-table{border-collapse:collapse;font-size:13px;margin:4px 0 10px}
.dx-page-lab .dx-lab-table td,.dx-page-lab .dx-lab-table th{padding:2px 10px;border-bottom:1px solid #e9ecef}
.dx-page-lab .dx-lab-table td.num{text-align:right;font-variant-numeric:tabular-nums}
.dx-page-lab .dx-lab-table th{text-align:left;background:#f8f9fa}
.dx-page-lab .dx-lab-ci{color:#868e96;font-size:12px}
.dx-page-lab table.dx-heatmap{border-collapse:collapse;font-size:12px;margin:4px 0}
.dx-page-lab table.dx-heatmap td,.dx-page-lab table.dx-heatmap th{padding:4px 8px;text-align:center;
 border:1px solid #fff;min-width:64px}
.dx-page-lab table.dx-heatmap td.diag{outline:2px solid #495057;outline-offset:-2px}
.dx-page-lab table.dx-heatmap td.sig{font-weight:700}
.dx-page-lab .dx-lab-status{font-size:13px;color:#495057}.dx-page-lab .dx-error{color:#c92a2a}
.dx-page-lab .dx-lab-note{font-size:12px;color:#868e96;max-width:760px}
.dx-page-lab h4{margin:12px 0 2px}
.dx-page-lab svg.dx-lab-bars{max-width:100%;height:auto}
.dx-page-lab .dx-lab-law.mod-active{background:#1c7ed6;color:#fff;font-weight:600}
.dx-page-lab .dx-lab-scroll{max-width:100%;overflow-x:auto}
.dx-page-lab .dx-lab-complexity td.num{white-space:nowrap}
.dx-page-lab .dx-lab-complexity td:first-child{min-width:9em}
</style>"""


def rule_name(rule_id: str, lang: str) -> str:
    """``09 8切り`` / ``09 Eight cut``; a base rule by name only; a deck rule after its deck's short name;
    a deck arm (``deck:classic``) by the deck's name (:func:`explorer.sim.stats.rule_label`)."""
    return rule_label(rule_id, lang)


def metric_name(key: str, lang: str) -> str:
    """A metric of :data:`explorer.sim.stats.METRICS` in ``lang``."""
    return t(f"lab_m_{key}", lang) if key in METRICS else key


MINUS = "\u2212"
"""The minus sign of every figure on the page (``−0.25``, not ``-0.25``)."""


def figure(value: float, key: str, lang: str, signed: bool = False) -> str:
    """``value`` of the figure ``key`` as the page writes it — the one place that decides the format.

    A share of rounds (``key`` in :data:`explorer.sim.stats.SHARES`, a value in [0, 1]) is a percentage with one
    decimal; with ``signed`` (a change in a share: an effect, a difference between two rule sets) it is written
    in percentage points with its sign (``lab_share_change``).  Every other figure — a count per round, legal
    actions per decision, points, and whatever is not a metric (``key`` ``""``: rule firings, holder
    advantages) — has two decimals, with ``signed`` its sign too.  A negative figure has a true minus sign
    (one that rounds to zero has none); a missing one (NaN) is a dash.

    >>> figure(0.385, "forbidden_share", "en"), figure(0.3, "fall_share", "ja")
    ('38.5%', '30.0%')
    >>> figure(0.052, "revolution_share", "en", signed=True), figure(0.052, "revolution_share", "ja", signed=True)
    ('+5.2 pt', '+5.2ポイント')
    >>> figure(-0.1, "fall_share", "ja", signed=True)
    '−10.0ポイント'
    >>> figure(41.2, "round_length", "en"), figure(1.0 / 3, "", "ja"), figure(-0.25, "seat0_advantage", "ja")
    ('41.20', '0.33', '−0.25')
    >>> figure(2.7, "round_length", "en", signed=True), figure(-0.001, "revolutions", "en", signed=True)
    ('+2.70', '+0.00')
    >>> figure(float("nan"), "fall_share", "en")
    '—'
    """
    if math.isnan(value):
        return "—"
    share = key in SHARES
    scaled, digits = (value * 100, 1) if share else (value, 2)
    if round(scaled, digits) == 0:
        scaled = 0.0  # not "−0.00"
    text = f"{scaled:{'+' if signed else ''}.{digits}f}".replace("-", MINUS)
    if not share:
        return text
    return t("lab_share_change", lang).format(value=text) if signed else f"{text}%"


def estimate_text(e: Estimate, key: str, lang: str, signed: bool = False) -> str:
    """``e``'s mean and its 95 % interval as plain text (``38.5% [30.0%, 47.0%]``; :func:`figure`)."""
    mean = figure(e.mean, key, lang, signed)
    if math.isnan(e.mean) or math.isnan(e.lo):
        return mean
    return f"{mean} [{figure(e.lo, key, lang, signed)}, {figure(e.hi, key, lang, signed)}]"


def _with_ci(e: Estimate, key: str, lang: str, signed: bool = False) -> str:
    """A table cell's HTML: the mean, then its interval in grey (:func:`figure`)."""
    mean = figure(e.mean, key, lang, signed)
    if math.isnan(e.lo):
        return mean
    return (f'{mean} <span class="dx-lab-ci">[{figure(e.lo, key, lang, signed)}, '
            f"{figure(e.hi, key, lang, signed)}]</span>")


def estimate_table(rows: Sequence[tuple[str, str, Estimate]], first: str, lang: str) -> str:
    """A two-column table: label, mean with its CI; each row (label, metric key — ``""`` if not a metric,
    estimate)."""
    body = "".join(
        f"<tr><td>{escape(label)}</td><td class='num'>{_with_ci(e, key, lang)}</td></tr>" for label, key, e in rows
    )
    return (f'<table class="dx-lab-table"><tr><th>{escape(first)}</th><th>{escape(t("lab_mean_ci", lang))}</th>'
            f"</tr>{body}</table>")


POSITIVE, NEGATIVE, NEUTRAL = "#ff8787", "#74c0fc", "#91a7ff"
"""Bar colours: more (red) and less (blue), as in the heatmap; counts that cannot be negative are neutral."""


def bars_svg(items: Sequence[tuple[str, Estimate]], lang: str, key: str = "", width: int = 640,
             signed: bool = True) -> str:
    """Horizontal bars of means from 0, each with its CI as a whisker (inline SVG; negatives go left).

    ``signed``: an effect (red for more, blue for less); otherwise a count (one neutral colour).
    ``key``: the metric the bars measure (``""`` if none, e.g. rule firings).
    The value of each bar is written in a column on the right (:func:`figure`).
    """
    if not items:
        return ""
    label_w, row_h, value_w = 230, 22, 70
    values = [v for _, e in items for v in (e.mean, e.lo, e.hi) if not math.isnan(v)] + [0.0]
    lo, hi = min(values), max(values)
    if hi - lo < 1e-12:
        hi = lo + 1.0
    plot_w = width - label_w - value_w - 8

    def x(v: float) -> float:
        return label_w + (v - lo) / (hi - lo) * plot_w

    height = row_h * len(items) + 6
    parts = [f'<svg class="dx-lab-bars" xmlns="http://www.w3.org/2000/svg" width="{width}" height="{height}" '
             f'viewBox="0 0 {width} {height}" role="img" style="font:12px sans-serif">']
    zero = x(0.0)
    for i, (label, e) in enumerate(items):
        y = 3 + i * row_h
        mid = y + row_h / 2
        parts.append(f'<text x="{label_w - 6}" y="{mid + 4:.1f}" text-anchor="end">{escape(label)}</text>')
        if math.isnan(e.mean):
            continue
        left, right = sorted((zero, x(e.mean)))
        colour = (POSITIVE if e.mean >= 0 else NEGATIVE) if signed else NEUTRAL
        tip = escape(f"{label}: {estimate_text(e, key, lang, signed)}")
        parts.append(f'<rect x="{left:.1f}" y="{y + 4}" width="{max(right - left, 0.5):.1f}" height="{row_h - 8}" '
                     f'fill="{colour}"><title>{tip}</title></rect>')
        if not math.isnan(e.lo):
            a, b = x(e.lo), x(e.hi)
            parts.append(f'<line x1="{a:.1f}" y1="{mid:.1f}" x2="{b:.1f}" y2="{mid:.1f}" stroke="#343a40"/>'
                         f'<line x1="{a:.1f}" y1="{mid - 4:.1f}" x2="{a:.1f}" y2="{mid + 4:.1f}" stroke="#343a40"/>'
                         f'<line x1="{b:.1f}" y1="{mid - 4:.1f}" x2="{b:.1f}" y2="{mid + 4:.1f}" stroke="#343a40"/>')
        text = escape(figure(e.mean, key, lang, signed))
        weight = ' font-weight="700"' if signed and e.excludes_zero else ""
        parts.append(f'<text x="{width - 4}" y="{mid + 4:.1f}" text-anchor="end" fill="#495057"{weight}>'
                     f"{text}</text>")
    parts.append(f'<line x1="{zero:.1f}" y1="0" x2="{zero:.1f}" y2="{height}" stroke="#adb5bd"/></svg>')
    return "".join(parts)


def complexity_html(summaries: Sequence[ArmSummary], lang: str) -> str:
    """The game-complexity figures of each rule set of a run (:data:`explorer.sim.stats.COMPLEXITY`), one row each,
    every figure with its 95 % interval (class ``dx-lab-complexity``; a cell's ``data-key`` names its figure)."""
    rows = complexity_rows(summaries)
    if not rows:
        return ""
    head = "".join(f"<th>{escape(t(f'lab_c_{k}', lang))}</th>" for k in COMPLEXITY)
    body = "".join(
        f"<tr><td>{escape(arm_name(s, lang, names=True))}</td>"
        + "".join(f"<td class='num' data-key='{k}'>{_with_ci(est[k], k, lang)}</td>" for k in COMPLEXITY)
        + "</tr>" for s, est in rows)
    return (f"<h4>{escape(t('lab_complexity', lang))}</h4>"
            f'<div class="dx-lab-scroll"><table class="dx-lab-table dx-lab-complexity"><tr>'
            f"<th>{escape(t('lab_arm', lang))}</th>{head}</tr>{body}</table></div>"
            f'<p class="dx-lab-note">{escape(t("lab_complexity_help", lang))}</p>')


def summary_html(summary: ArmSummary, lang: str) -> str:
    """One arm: the metrics table, holder advantages, and each rule's firings per round as bars."""
    est = summary.estimates()
    rows = [(metric_name(k, lang), k, est[k]) for k in METRICS if k not in ONLY_COMPLEXITY]
    rows += [(t("lab_holder", lang).format(rule=rule_name(rid, lang)), "", e)
             for rid, e in summary.holder_advantages().items()]
    fires = summary.fire_rates()
    head = f"<h4>{escape(t('lab_summary', lang))}</h4>"
    bars = (bars_svg([(rule_name(rid, lang), e) for rid, e in fires.items()], lang, signed=False) if fires
            else f"<p>{escape(t('lab_no_fires', lang))}</p>")
    return (head + estimate_table(rows, t("lab_metric", lang), lang)
            + f"<h4>{escape(t('lab_fires', lang))}</h4>" + bars)


def _heat_colour(value: float, scale: float) -> str:
    """White at 0, red for more, blue for less (saturated at ``scale``)."""
    if math.isnan(value) or scale <= 0:
        return "#f8f9fa"
    k = max(-1.0, min(1.0, value / scale))
    if k >= 0:
        r, g, b = 255, round(255 - 120 * k), round(255 - 130 * k)
    else:
        r, g, b = round(255 + 140 * k), round(255 + 75 * k), 255
    return f"#{r:02x}{g:02x}{b:02x}"


def heatmap_html(comp: Comparison, metric: str, lang: str) -> str:
    """The law interaction matrix on ``metric`` as a coloured table (diagonal: each law's own effect)."""
    laws = comp.laws
    if not laws:
        return ""
    matrix = comp.matrix(metric)
    values = [abs(e.mean) for row in matrix for e in row if e is not None and not math.isnan(e.mean)]
    scale = max(values, default=0.0)
    head = "".join(f"<th>{escape(rule_name(law, lang))}</th>" for law in laws)
    body = []
    for i, (law, row) in enumerate(zip(laws, matrix)):
        cells = []
        for j, e in enumerate(row):
            cls = ["diag"] if i == j else []
            if e is None:
                cells.append(f'<td class="{" ".join(cls)}"></td>')
                continue
            if e.excludes_zero:
                cls.append("sig")
            title = (f"{rule_name(law, lang)} × {rule_name(laws[j], lang)}: "
                     f"{estimate_text(e, metric, lang, signed=True)}")
            mark = " *" if e.excludes_zero else ""
            value = escape(figure(e.mean, metric, lang, signed=True))
            cells.append(f'<td class="{" ".join(cls)}" style="background:{_heat_colour(e.mean, scale)}" '
                         f'title="{escape(title)}" data-value="{e.mean:.6g}">{value}{mark}</td>')
        body.append(f"<tr><th>{escape(rule_name(law, lang))}</th>{''.join(cells)}</tr>")
    return (f'<table class="dx-heatmap" data-metric="{escape(metric)}"><tr><th></th>{head}</tr>{"".join(body)}'
            f'</table><p class="dx-lab-note">{escape(t("lab_heat_help", lang))}</p>')


def effect_text(base: float, effect: Estimate, lang: str, key: str = "") -> str:
    """An effect on the metric ``key`` with the base value it changes (:func:`figure`):
    ``41.20 → 38.50 (−2.70, 95% CI −3.10 to −2.30)``; on a share ``30.0% → 35.2% (+5.2 pt, …)``."""
    after = base + effect.mean
    values = {"base": figure(base, key, lang), "after": figure(after, key, lang),
              "diff": figure(effect.mean, key, lang, signed=True)}
    if math.isnan(effect.lo):
        return t("lab_effect_line_noci", lang).format(**values)
    return t("lab_effect_line", lang).format(**values, lo=figure(effect.lo, key, lang, signed=True),
                                             hi=figure(effect.hi, key, lang, signed=True))


def effect_table(rows: Sequence[tuple[str, Estimate]], base: float, first: str, second: str, lang: str,
                 key: str = "") -> str:
    """Each rule's effect on the metric ``key``, written from the base value (class ``dx-lab-effects``)."""
    body = "".join(f"<tr><td>{escape(label)}</td><td class='num'>{escape(effect_text(base, e, lang, key))}</td>"
                   "</tr>" for label, e in rows if not math.isnan(e.mean))
    return (f'<table class="dx-lab-table dx-lab-effects" data-base="{base:.6g}"><tr><th>{escape(first)}</th>'
            f"<th>{escape(second)}</th></tr>{body}</table>")


def comparison_html(comp: Comparison, lang: str, summaries: Mapping[str, ArmSummary] | None = None) -> str:
    """Each law's effect on the three law metrics (bars, and with ``summaries`` — the run's arm summaries — a
    table from the base value: base → with the law, change and its CI), and the house-rule holder advantages."""
    parts = [f'<p class="dx-lab-note">{escape(t("lab_paired", lang).format(games=comp.games))}</p>']
    base = summaries.get(comp.base) if summaries is not None else None

    def effects(labels: Sequence[str], effect: Callable[[str, str], Estimate], first: str, second: str) -> None:
        for m in LAW_METRICS:
            rows = [(rule_name(x, lang), effect(x, m)) for x in labels]
            parts.append(f"<div><b>{escape(metric_name(m, lang))}</b></div>")
            parts.append(bars_svg(rows, lang, m))
            if base is not None and base.games:
                parts.append(effect_table(rows, base.estimate(m).mean, t(first, lang), t(second, lang), lang, m))

    if comp.laws:
        parts.append(f"<h4>{escape(t('lab_effects', lang))}</h4>")
        effects(comp.laws, comp.law_effect, "lab_laws", "lab_effect_from_base")
    elif not comp.groups:
        parts.append(f"<p>{escape(t('lab_no_laws', lang))}</p>")
    if comp.groups:
        parts.append(f"<h4>{escape(t('lab_deck_effects', lang))}</h4>")
        effects(comp.groups, comp.group_effect, "lab_decks", "lab_deck_effect_from_base")
    if comp.houses:
        parts.append(f"<h4>{escape(t('lab_house_adv', lang))}</h4>")
        head = (f"<tr><th>{escape(t('lab_house', lang))}</th><th>{escape(t('lab_house_raw', lang))}</th>"
                f"<th>{escape(t('lab_house_net', lang))}</th></tr>")
        body = "".join(
            f"<tr><td>{escape(rule_name(rid, lang))}</td>"
            + "".join(f"<td class='num'>{_with_ci(e, '', lang)}</td>"
                      for e in (comp.house_advantage(rid, net=False), comp.house_advantage(rid, net=True)))
            + "</tr>"
            for rid in comp.houses)
        parts.append(f'<table class="dx-lab-table">{head}{body}</table>')
    return "".join(parts)


class LabPage(widgets.VBox):  # type: ignore[misc]
    """The page; ``language`` is shared with the rest of the dashboard.  Nothing runs until a button is pressed."""

    def __init__(self, language: Language | None = None, threaded: bool = False) -> None:
        self.language = language or Language()
        self.threaded = threaded and not IN_BROWSER
        """Whether the buttons run the games in a thread (served pages: Cancel can be heard meanwhile)."""
        self.result: LabResult | None = None
        """The last Run."""
        self.compared: LabResult | None = None
        """The last Compare."""
        self.error: str | None = None
        self._labelled = ""

        self.title = widgets.HTML()
        self.intro = widgets.HTML()
        wide = {"description_width": "initial"}
        self.laws = LawToggles(self.lang)
        self.laws_label = widgets.HTML()
        self.house = widgets.Dropdown(options=[("", "")], value="", style=wide, layout=widgets.Layout(width="330px"))
        self.house.add_class("dx-lab-house")
        self.n_players = widgets.Dropdown(options=[3, 4, 5, 6], value=4, style=wide, layout=widgets.Layout(width="140px"))
        self.mode = widgets.ToggleButtons(options=[("normal", "normal"), ("mad", "mad")], value="normal",
                                          style={"description_width": "initial", "button_width": "190px"})
        self.bots = widgets.ToggleButtons(options=[(k, k) for k in BOT_CHOICES], value="greedy",
                                          style={"description_width": "initial", "button_width": "auto"})
        self.bots.add_class("dx-lab-bots")
        self.bots.observe(lambda _: self._guard(self._note_bots), names="value")
        self.bots_note = widgets.HTML()
        self.bots_note.add_class("dx-lab-bots-note")
        self.games = widgets.BoundedIntText(value=20, min=1, max=MAX_GAMES, style=wide,
                                            layout=widgets.Layout(width="170px"))
        self.games.add_class("dx-lab-games")
        self.seed = widgets.IntText(value=1, style=wide, layout=widgets.Layout(width="150px"))
        self.run_button = widgets.Button(button_style="primary", icon="play")
        self.run_button.add_class("dx-lab-run")
        self.run_button.on_click(lambda _: self._start(self.run))
        self.compare_button = widgets.Button(icon="balance-scale")
        self.compare_button.add_class("dx-lab-compare")
        self.compare_button.on_click(lambda _: self._start(self.compare))
        self.compare_help = widgets.HTML()
        self.decks_label = widgets.HTML()
        self.deck_boxes = {d.id: widgets.Checkbox(value=d.id == "cthulhu", indent=False,
                                                  layout=widgets.Layout(width="auto")) for d in DECKS}
        for d, box in self.deck_boxes.items():
            box.add_class(f"dx-lab-deck-{d}")
            box.observe(lambda _: self._guard(self._relist), names="value")
        self.decks_row = widgets.HBox(list(self.deck_boxes.values()), layout=widgets.Layout(flex_flow="row wrap"))
        self.decks_row.add_class("dx-lab-decks")
        self.compare_decks_button = widgets.Button(icon="th-large")
        self.compare_decks_button.add_class("dx-lab-compare-decks")
        self.compare_decks_button.on_click(lambda _: self._start(self.compare_decks))
        self.cancel_button = widgets.Button(icon="stop", disabled=True)
        self.cancel_button.add_class("dx-lab-cancel")
        self.cancel_button.on_click(lambda _: self.cancel())
        if IN_BROWSER:  # the static site runs Python in one worker: nothing can be pressed while a run goes
            self.cancel_button.layout.display = "none"
        self._stop = threading.Event()
        self._worker: threading.Thread | None = None
        self.running = False
        """Whether a Run or Compare is going (its buttons are disabled, Cancel is enabled)."""
        self.cancelled: tuple[int, int] | None = None
        """After a cancelled run: (games played, games asked for)."""
        self.compare_decks_help = widgets.HTML()
        self.table_rules: tuple[type[Rule], ...] = ()
        """Rules read from a rule file on this page (listed with the decks' rules)."""
        self.rules_file = RulesFileBox(self.language, on_load=self._loaded)
        self.status = widgets.HTML()
        self.status.add_class("dx-lab-status")
        self.summary = widgets.HTML()
        self.summary.add_class("dx-lab-summary")
        self.comparison = widgets.HTML()
        self.comparison.add_class("dx-lab-comparison")
        self.complexity = widgets.HTML()
        self.complexity.add_class("dx-lab-complexity-box")
        self.heat_title = widgets.HTML()
        self.heat_metric = widgets.Dropdown(options=[(m, m) for m in LAW_METRICS], value=LAW_METRICS[0], style=wide,
                                            layout=widgets.Layout(width="420px"))
        self.heat_metric.observe(lambda _: self._guard(self.refresh), names="value")
        self.heatmap = widgets.HTML()
        self.heatmap.add_class("dx-lab-heatmap")
        self.heat_box = widgets.VBox([self.heat_title, self.heat_metric, self.heatmap],
                                     layout=widgets.Layout(display="none"))

        setup = widgets.VBox([
            self.decks_label, self.decks_row,
            self.laws_label, self.laws,
            widgets.VBox([self.house, self.n_players, self.games, self.seed]),
            self.mode, self.bots, self.bots_note,
            widgets.HBox([self.run_button, self.compare_button, self.compare_decks_button, self.cancel_button],
                         layout=widgets.Layout(flex_flow="row wrap")),
            self.compare_help, self.compare_decks_help, self.rules_file,
        ])
        setup.add_class("dx-lab-setup")
        super().__init__([widgets.HTML(STYLE), self.language.switch(), self.title, self.intro, setup, self.status,
                          self.complexity, self.summary, self.comparison, self.heat_box])
        self.add_class("dx-page-lab")
        self.language.observe(lambda _: self._guard(self.refresh), names="lang")
        self.refresh()

    @property
    def lang(self) -> str:
        return str(self.language.lang)

    # ------------------------------------------------------------------ running
    def _setup(self, arms: Sequence[Arm] = ()) -> Setup:
        """The table; the deck and rule-file rules in the arms get their own firing counts."""
        more = tuple(dict.fromkeys(rid for a in arms for rid in (*a.laws, *(r for _, r in a.house))
                                   if rid not in RULE_IDS))
        players = int(self.n_players.value)
        return Setup(players, str(self.mode.value), bots_for(str(self.bots.value), players), more_rules=more)

    @property
    def strong(self) -> bool:
        """Whether the chosen bots include the strong bot (slow: the page says so)."""
        return "strong" in str(self.bots.value)

    def _note_bots(self) -> None:
        self.bots_note.value = (f'<p class="dx-lab-note">{escape(t("lab_strong_note", self.lang))}</p>'
                                if self.strong else "")

    def chosen_decks(self) -> list[str]:
        return [d for d, box in self.deck_boxes.items() if box.value]

    def listed_rules(self) -> list[str]:
        """The rule ids the pickers offer: the chosen decks' rules, then the rule file's."""
        ids = [cls.id for d in self.chosen_decks() for cls in deck(d).rules]
        return list(dict.fromkeys(ids + [cls.id for cls in self.table_rules]))

    def _loaded(self, rules: tuple[type[Rule], ...]) -> None:
        self.table_rules = tuple(dict.fromkeys((*self.table_rules, *rules)))
        self._relist()

    def _relist(self) -> None:
        """The law and house-rule pickers, from the chosen decks and the rule file (choices kept if still listed)."""
        lang = self.lang
        ids = self.listed_rules()
        chosen = tuple(r for r in self.laws.value if r in ids)
        self.laws.options = [(rule_name(rid, lang), rid) for rid in ids]
        self.laws.value = chosen
        house = self.house.value if self.house.value in ids else ""
        self.house.options = [(t("lab_house_none", lang), "")] + [(rule_name(rid, lang), rid) for rid in ids]
        self.house.value = house

    def compare_decks(self) -> None:
        """Base rules against each chosen deck with all its rules as laws, on the same deals."""
        if not self._check():
            return
        decks = self.chosen_decks()
        if not decks:
            self._message(t("lab_no_decks", self.lang), error=True)
            return
        arms = deck_arms(decks)
        self.error = None
        self.compared = self._play(self._setup(arms), arms)
        self.result = None
        self.refresh()

    def _check(self) -> bool:
        lang = self.lang
        house = str(self.house.value)
        if house and house in self.laws.value:
            self._message(t("lab_conflict", lang).format(rule=rule_name(house, lang)), error=True)
            return False
        if not 1 <= int(self.games.value) <= MAX_GAMES:
            self._message(t("lab_too_many_games", lang).format(n=MAX_GAMES), error=True)
            return False
        return True

    def _progress(self) -> Callable[[int, int], None]:
        last = [0.0]

        def report(done: int, total: int) -> None:
            now = time.perf_counter()
            if done == total or now - last[0] > 0.2 or self.strong:
                last[0] = now
                key = "lab_running_strong" if self.strong else "lab_running"
                self._message(t(key, self.lang).format(done=done, total=total))

        return report

    def _play(self, setup: Setup, arms: Sequence[Arm]) -> LabResult:
        """Play the games; Run and Compare are disabled and Cancel enabled meanwhile. Cancel stops the run
        after the game being played (the games are played one after another): the figures are of the games
        played, and the status line says so. The last run's figures go as this one starts: the page never shows
        a finished run's tables under the status of the one being played."""
        games = int(self.games.value)
        self._stop.clear()
        self.cancelled = None
        self.result = self.compared = None
        for figures in (self.summary, self.complexity, self.comparison, self.heatmap):
            figures.value = ""
        self.heat_box.layout.display = "none"
        self._busy(True)
        try:
            progress = self._progress()
            progress(0, games)  # the status says the run has begun before its first game ends
            result = run_lab(setup, arms, games, int(self.seed.value), progress=progress, stop=self._stop.is_set,
                             abandon=self._stop.is_set)
        finally:
            self._busy(False)
        if result.games < games:
            self.cancelled = (result.games, games)
        return result

    def _busy(self, running: bool) -> None:
        self.running = running
        for b in (self.run_button, self.compare_button, self.compare_decks_button):
            b.disabled = running
        self.cancel_button.disabled = not running

    def cancel(self) -> None:
        """Stop the run going (after the game being played); nothing happens when none is going."""
        if self.running:
            self._stop.set()
            self._message(t("lab_cancelling_now", self.lang))

    def _start(self, fn: Callable[[], None]) -> None:
        """A button's action: in a thread of its own when :attr:`threaded` (the kernel stays free to hear
        Cancel), else here. A second press while a run goes does nothing (the buttons are disabled too)."""
        if self.running:
            return
        if not self.threaded:
            self._guard(fn)
            return
        self._busy(True)

        def work() -> None:
            try:
                self._guard(fn)
            finally:
                self._busy(False)

        self._worker = threading.Thread(target=work, name="dx-lab-run", daemon=True)
        self._worker.start()

    def wait(self, timeout: float | None = None) -> None:
        """Wait for a run started by a button to end (a threaded page)."""
        if self._worker is not None:
            self._worker.join(timeout)

    def run(self) -> None:
        """Run the chosen laws and house rule for the chosen number of games, in this process."""
        if not self._check():
            return
        house = str(self.house.value)
        arm = Arm(tuple(self.laws.value), ((0, house),) if house else ())
        self.error = None
        self.result = self._play(self._setup([arm]), [arm])
        self.compared = None  # the page shows one run, and the status line speaks of that one
        self.refresh()

    def compare(self) -> None:
        """Base rules, each chosen law, each pair, and the house rule at seat 0, on the same deals."""
        if not self._check():
            return
        laws = list(self.laws.value)
        if len(laws) > MAX_COMPARE_LAWS:
            self._message(t("lab_too_many", self.lang).format(n=MAX_COMPARE_LAWS), error=True)
            return
        house = str(self.house.value)
        arms = comparison_arms(laws, [house] if house else [])
        self.error = None
        self.compared = self._play(self._setup(arms), arms)
        self.result = None  # the previous single run's figures (and status) go with it
        self.refresh()

    def _message(self, text: str, error: bool = False) -> None:
        cls = "dx-error" if error else ""
        self.status.value = f'<div class="{cls}">{escape(text)}</div>'

    def _guard(self, fn: object) -> None:
        """Run a handler; an unexpected error is shown on the page (and kept for tests)."""
        assert callable(fn)
        try:
            fn()
        except Exception as exc:  # noqa: BLE001 - shown to the user
            self.error = f"{type(exc).__name__}: {exc}"
            self._message(f"{t('lab_error', self.lang)}: {self.error}", error=True)

    # ------------------------------------------------------------------ drawing
    def _relabel(self) -> None:
        lang = self.lang
        if lang == self._labelled:
            return
        self._labelled = lang
        self.title.value = f"<h2>{escape(t('lab_title', lang))}</h2>"
        self.intro.value = f"<p>{escape(t('lab_intro', lang))}</p>"
        self.laws_label.value = (f"<b>{escape(t('lab_laws', lang))}</b> "
                                 f"<span class='dx-lab-note'>{escape(t('lab_laws_help', lang))}</span>")
        self._relist()
        self.decks_label.value = (f"<b>{escape(t('lab_decks', lang))}</b> "
                                  f"<span class='dx-lab-note'>{escape(t('lab_decks_help', lang))}</span>")
        for d in DECKS:
            self.deck_boxes[d.id].description = d.ja if lang == "ja" else d.en
        self.compare_decks_button.description = t("lab_compare_decks", lang)
        self.compare_decks_help.value = f'<p class="dx-lab-note">{escape(t("lab_compare_decks_help", lang))}</p>'
        self.house.description = t("lab_house", lang)
        self.n_players.description = t("lab_players", lang)
        self.games.description = t("lab_games", lang)
        self.seed.description = t("lab_seed", lang)
        mode = self.mode.value
        self.mode.options = [(t("lab_mode_normal", lang), "normal"), (t("lab_mode_mad", lang), "mad")]
        self.mode.value = mode
        self.mode.description = t("lab_mode", lang)
        bots = self.bots.value
        self.bots.options = [(t(f"lab_bot_{k}", lang), k) for k in BOT_CHOICES]
        self.bots.value = bots
        self.bots.description = t("lab_bots", lang)
        self._note_bots()
        self.run_button.description = t("lab_run", lang)
        self.cancel_button.description = t("lab_cancel", lang)
        self.laws.relabel(lang)
        self.compare_button.description = t("lab_compare", lang)
        self.compare_help.value = f'<p class="dx-lab-note">{escape(t("lab_compare_help", lang))}</p>'
        metric = self.heat_metric.value
        self.heat_metric.options = [(metric_name(m, lang), m) for m in LAW_METRICS]
        self.heat_metric.value = metric
        self.heat_metric.description = t("lab_heat_metric", lang)
        self.heat_title.value = f"<h4>{escape(t('lab_interactions', lang))}</h4>"

    def refresh(self) -> None:
        """Redraw labels and results in the current language."""
        self._relabel()
        lang = self.lang
        shown = self.result or self.compared
        if self.error is None:
            if shown is None:
                self._message(t("lab_hint", lang))
            elif self.cancelled is not None:
                self._message(t("lab_cancelled", lang).format(done=self.cancelled[0], total=self.cancelled[1]))
            else:
                rounds = sum(s.rounds for s in shown.stats.summaries.values())
                self._message(t("lab_done", lang).format(games=shown.games, rounds=rounds, seconds=shown.seconds,
                                                         rate=shown.games_per_second))
        self.summary.value = ""
        self.complexity.value = complexity_html(list(shown.stats.summaries.values()), lang) if shown is not None else ""
        if self.result is not None:
            summary = next(iter(self.result.stats.summaries.values()))
            self.summary.value = (f"<div class='dx-lab-note'>{escape(t('lab_arm', lang))}: "
                                  f"{escape(self._arm_text(summary))}</div>" + summary_html(summary, lang))
        comp = self.compared.stats.comparison if self.compared is not None else None
        self.comparison.value = (comparison_html(comp, lang, self.compared.stats.summaries)
                                 if comp is not None and self.compared is not None else "")
        if comp is not None and comp.pairs:
            self.heatmap.value = heatmap_html(comp, str(self.heat_metric.value), lang)
            self.heat_box.layout.display = ""
        else:
            self.heatmap.value = ""
            self.heat_box.layout.display = "none"

    def _arm_text(self, summary: ArmSummary) -> str:
        lang = self.lang
        laws = [rule_name(r, lang) for r in summary.laws.split("+") if r]
        text = ", ".join(laws) or t("lab_base", lang)
        for seat, held in enumerate(summary.house):
            for rid in (held.split("+") if held else ()):
                text += f" / {t('house_rules', lang)} P{seat}: {rule_name(rid, lang)}"
        return text


def lab_page(language: Language | None = None) -> widgets.Widget:
    """The Lab page (nothing runs until Run or Compare is pressed; the games run in a thread, so Cancel works)."""
    return LabPage(language, threaded=True)
