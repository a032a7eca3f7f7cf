"""What a player may play, as a page shows it: joker variants folded into one, refusals grouped by reason.

A thin view over the engine: the plays and the reasons are the engine's (:meth:`State.legal_melds`,
:meth:`State.refusal`); this module only folds and groups them for reading.

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♠4 ♥4 JK", "C": "♣5"}, field="♦9",
...                         field_by="A", turn="B")
>>> [str(m) for m in folded(s.legal_melds(1))][:3]
['JK', 'JK=♠10', 'JK=♠J']
>>> groups = refusal_groups(s, 1, s.all_melds(1))
>>> [(len(g.melds), g.en) for g in groups][-2:]
[(3, 'this play is weaker than ♦9'), (3, 'the field takes 1 card, like ♦9; this play has 2')]

A lone joker's readings as different ranks are one entry of their group (it may stand for any card):

>>> weaker = groups[-2]
>>> [str(m) for m in weaker.melds], weaker.joker_ranks, weaker.count
(['JK=♠3', '♠4', '♥4'], (0, 1, 2, 3, 4, 5), 3)
>>> joker_reading_text(weaker.joker_ranks, "en"), joker_reading_text(weaker.joker_ranks, "ja")
('as any card from 3 to 8', '（3〜8のどのカードとしても）')
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from explorer.engine.cards import JOKER, JOKER2, NUM_RANKS, RANKS
from explorer.engine.errors import ExplorerError
from explorer.engine.melds import Meld, parse_pattern
from explorer.text.phrasing import meld_ja, rank_ja, label, refusal_heading
from explorer.engine.state import State
from explorer.widgets.cards_view import card_html, meld_html
from explorer.widgets.i18n import t


THESE_EN = "this play"
THESE_JA = "このカード"


def fold_key(meld: Meld) -> tuple[int, tuple[int, ...]]:
    """Melds that differ only in which joker, or in the suit a joker stands for, share this key."""
    cards = meld.cards
    if cards >> JOKER2 & 1:
        cards = (cards & ~(1 << JOKER2)) | (1 << JOKER) if not cards >> JOKER & 1 else cards
    return cards, tuple(sorted(face >> 2 if card >= JOKER else face for card, face in meld.faces))


def folded(melds: Iterable[Meld]) -> list[Meld]:
    """``melds`` with joker variants folded: the first of each :func:`fold_key`, in the given order."""
    seen: dict[tuple[int, tuple[int, ...]], Meld] = {}
    for m in melds:
        seen.setdefault(fold_key(m), m)
    return list(seen.values())


def lone_joker_rank(meld: Meld) -> int | None:
    """The rank a lone joker is read as (``JK=♠5``: the rank of 5), ``None`` for any other play (the joker as
    itself included)."""
    if len(meld.faces) != 1:
        return None
    card, face = meld.faces[0]
    return face >> 2 if card >= JOKER and face < JOKER and 0 <= face >> 2 < NUM_RANKS else None


def joker_reading_text(ranks: Sequence[int], lang: str) -> str:
    """What a folded lone joker stands for: ``as any card from 3 to K`` (a run of ranks) or ``as any of 3, 5, 7``."""
    names = [rank_ja(RANKS[r]) if lang == "ja" else RANKS[r] for r in ranks]
    run = len(ranks) > 2 and list(ranks) == list(range(ranks[0], ranks[-1] + 1))
    if run:
        return t("joker_as_range", lang).format(low=names[0], high=names[-1])
    return t("joker_as_any_of", lang).format(ranks=("、" if lang == "ja" else ", ").join(names))


@dataclass(frozen=True)
class RefusalGroup:
    """Plays refused for one reason (the same rule saying the same thing).

    A lone joker refused as several ranks (``JK=♠3`` … ``JK=♠8``) is one entry: ``melds`` keeps the first
    reading, in its place, and ``joker_ranks`` names every rank it was refused as (empty when the group has
    fewer than two such readings)."""

    rule: str
    heading: str
    """The rule or engine check the reason is headed by (:attr:`Refusal.heading
    <explorer.engine.contract.Refusal.heading>`)."""
    en: str
    ja: str
    melds: tuple[Meld, ...]
    joker_ranks: tuple[int, ...] = ()

    @property
    def count(self) -> int:
        """The entries the group shows (a folded lone joker counts once)."""
        return len(self.melds)

    def reason(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en


def refusal_groups(state: State, player: int, melds: Iterable[Meld]) -> list[RefusalGroup]:
    """The refused ones of ``melds`` (joker variants folded), grouped by reason, largest group last so that
    the rare, telling refusals come first."""
    groups: dict[tuple[str, str, str], list[Meld]] = {}
    texts: dict[tuple[str, str, str], str] = {}
    for m in folded(melds):
        why = state.refusal(player, m)
        if why is None:
            continue
        # a reason that names the play itself ("♠4 is weaker than ♠K") is the same reason for every play: the
        # refusal's ``play`` argument said as "this play"
        key = (why.rule, why.heading, why.text("en", play=THESE_EN))
        groups.setdefault(key, []).append(m)
        texts[key] = why.text("ja", play=THESE_JA)
    out = [_fold_joker_ranks(RefusalGroup(rule, heading, en, texts[(rule, heading, en)], tuple(ms)))
           for (rule, heading, en), ms in groups.items()]
    return sorted(out, key=lambda g: g.count)


def _fold_joker_ranks(group: RefusalGroup) -> RefusalGroup:
    """``group`` with its lone-joker readings as different ranks folded into the first of them."""
    ranks = sorted({r for m in group.melds if (r := lone_joker_rank(m)) is not None})
    if len(ranks) < 2:
        return group
    kept: list[Meld] = []
    seen = False
    for m in group.melds:
        if lone_joker_rank(m) is None:
            kept.append(m)
        elif not seen:
            kept.append(m)
            seen = True
    return RefusalGroup(group.rule, group.heading, group.en, group.ja, tuple(kept), tuple(ranks))


def melds_html(melds: Sequence[Meld], lang: str, limit: int = 12) -> str:
    """Melds drawn as cards, at most ``limit`` of them, then "and n more"."""
    shown = "".join(f'<span class="dx-meld" title="{escape(meld_ja(m) if lang == "ja" else str(m))}">'
                    f"{meld_html(m, lang)}</span>" for m in melds[:limit])
    more = len(melds) - limit
    return shown + (f' <span class="dx-more">{escape(t("sb_more", lang).format(n=more))}</span>' if more > 0 else "")


def group_melds_html(group: RefusalGroup, lang: str, limit: int = 12) -> str:
    """The plays of a group drawn as cards; a folded lone joker as one chip and the ranks it stands for."""
    if not group.joker_ranks:
        return melds_html(group.melds, lang, limit)
    chips = []
    for m in group.melds[:limit]:
        if lone_joker_rank(m) is None:
            chips.append(melds_html([m], lang, 1))
            continue
        text = joker_reading_text(group.joker_ranks, lang)
        chips.append(f'<span class="dx-meld dx-joker-any" title="{escape(text)}">{card_html(m.faces[0][0], None, lang)}'
                     f'<span class="dx-joker-ranks">{escape(text if lang == "ja" else " " + text)}</span></span>')
    more = len(group.melds) - limit
    return "".join(chips) + (f' <span class="dx-more">{escape(t("sb_more", lang).format(n=more))}</span>'
                             if more > 0 else "")


def groups_html(groups: Sequence[RefusalGroup], lang: str, limit: int = 12) -> str:
    """Grouped refusals: the reason once (with its rule), then the plays it refuses."""
    rows = []
    for g in groups:
        rows.append(f'<div class="dx-refusal-group" data-rule="{escape(g.rule)}" data-count="{g.count}">'
                    f'<div class="dx-reason"><span class="dx-rule">{escape(label(g.heading, lang))}</span>'
                    f"{escape(g.reason(lang))} <b class=\"dx-count\">{escape(t('sb_group_count', lang).format(n=g.count))}</b></div>"
                    f'<div class="dx-group-melds">{group_melds_html(g, lang, limit)}</div></div>')
    return "".join(rows)


def check_answer_html(state: State, want: Mapping[str, Any], lang: str) -> str:
    """What a check step (``moves``) establishes, in ``lang``: who may play what, and why the plays the step
    names as excluded are refused."""
    try:
        p = state.seat(str(want["player"]))
    except (ExplorerError, KeyError):
        return ""
    name = escape(state.players[p])
    legal = folded(state.legal_melds(p)) if state.hands[p] else []
    joins = folded(state.legal_joins(p)) if state.hands[p] else []
    can_pass = state.field is not None and state.pending is not None and state.pass_refusal(p) is None
    parts = [melds_html(legal, lang, 16)]
    if joins:
        parts.append(f'{escape(t("learn_fuses", lang))} {melds_html(joins, lang, 8)}')
    if can_pass:
        parts.append(f'<span class="dx-pass-chip">{escape(t("pass", lang))}</span>')
    plays = " ".join(x for x in parts if x) or escape(t("learn_nothing", lang))
    lines = [f'<div class="dx-answer-may"><b>{escape(t("learn_may_play", lang).format(name=name))}</b> {plays}</div>']
    for item in map(str, want.get("excludes", [])):
        text = item.strip()
        if text.lower() == "pass":
            why = state.pass_refusal(p) if state.field is not None else None
            shown = t("pass", lang)
        else:
            join = text.lower().startswith("fuses ")
            try:
                meld = parse_pattern(text[6:] if join else text).for_hand(state.hands[p]).resolve()
            except ExplorerError:
                continue
            why = state.refusal(p, meld, join=True if join else None)
            shown = meld_html(meld, lang)
        if why is None:
            continue
        lines.append(f'<div class="dx-answer-refused">{shown if text.lower() != "pass" else escape(shown)} '
                     f'<span class="dx-refused-word">{escape(t("learn_is_refused", lang))}</span> '
                     f'<span class="dx-rule">{escape(refusal_heading(why, lang))}</span>{escape(why.text(lang))}</div>')
    return f'<div class="dx-answer">{"".join(lines)}</div>'
