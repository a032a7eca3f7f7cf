"""The table drawn as HTML: hands face up, the field, the discard pile, and what is in force.

>>> from explorer.engine.state import State
>>> s = State.from_position(["A", "B", "C"], laws=["eight_cut"], hands={"A": "♥3 JK", "B": "♠4", "C": "♣5"})
>>> html = table_html(s, "en")
>>> 'class="card red pc suit-H"' in html and "Eight cut" in html and "▶" in html
True
>>> "2 cards — your hand, below" in table_html(s, "en", hidden={1, 2}, own=0)
True
>>> s.push(s.parse_action("A plays ♥3")) and '<details class="dx-discard"' in table_html(s, "en", fold_discard=True)
True
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from html import escape

from explorer.engine.cards import rank_str, suits_str
from explorer.text.phrasing import label, rank_ja
from explorer.engine.state import State
from explorer.widgets.cards_view import CARD_CSS, back_html, card_html, cards_html, meld_html
from explorer.widgets.i18n import paren, place, t

__all__ = ["STYLE", "card_html", "cards_html", "meld_html", "rule_name", "table_html"]

# A table's widget (dx-table-view: the Sandbox, Learn, the Interactions page's witness) is as wide as its column
# (less the widget's 2 px margins): with an automatic width, Chrome sized its height in a flex column as if the
# seats wrapped, and 130-200 px of blank stood under the discard pile (tests/browser/voila_harness.py,
# no_blank_under_the_step_table).
STYLE = """<style>""" + CARD_CSS + """
.widget-html.dx-table-view{width:calc(100% - 4px)}
.dx-table{font-family:system-ui,sans-serif;font-size:14px;max-width:100%}
.dx-table .dx-felt{background:#2b8a3e;background:radial-gradient(ellipse at center,#37b24d 0,#2b8a3e 70%);
 border-radius:14px;padding:10px 12px;margin:6px 0;color:#fff}
.dx-table .dx-felt .dx-label{font-size:12px;opacity:.85;margin-right:6px}
.dx-table .field-top{display:inline-flex;flex-wrap:wrap;min-height:3.3em;align-items:center}
.dx-table .dx-trick{font-size:12px;opacity:.9;margin-top:4px}
.dx-table .dx-trick .pc{font-size:10px}
.dx-table .seats{display:flex;flex-direction:column;gap:4px}
.dx-table .seat{display:flex;flex-wrap:wrap;align-items:center;gap:4px 8px;padding:4px 8px;border-radius:8px;
 border:1px solid #e9ecef;background:#fff}
.dx-table .seat.turn{background:#fff3bf;border-color:#fab005}
.dx-table .seat .who{min-width:5.5em;font-weight:700}
.dx-table .seat .hand{display:inline-flex;flex-wrap:wrap;flex:1 1 12em}
.dx-table .badge{display:inline-block;padding:1px 6px;border-radius:8px;margin-right:4px;font-size:12px;color:#212529}
.dx-table .on{background:#ffe066}.dx-table .rule{background:#e7f5ff}.dx-table .house{background:#ffe8cc}
.dx-table .dx-discard{font-size:12px;color:#495057;margin-top:4px}.dx-table .dx-discard .pc{font-size:10px}
.dx-table details.dx-discard summary{cursor:pointer}
</style>"""

def _hand(state: State, p: int, lang: str, hidden: Collection[int], own: int | None) -> str:
    n = state.hands[p].bit_count()
    if p == own:
        return f'<span class="dx-own-hand" data-count="{n}">{escape(t("table_own_hand" + (f"_{n}" if n < 2 else ""), lang).format(n=n))}</span>'
    return back_html(n) if p in hidden else cards_html(state.hands[p], lang)


def rule_name(rule_id: str, lang: str) -> str:
    return label(rule_id, lang)


def table_html(state: State, lang: str = "ja", hidden: Collection[int] = (), results: bool = True,
               own: int | None = None, fold_discard: bool = False, points: bool = True,
               titles: Sequence[str] | None = None) -> str:
    """The whole table as one HTML fragment (a thin view: it reads the state, changes nothing); the hands of
    the seats in ``hidden`` are face down (a card back and their count). Without ``results`` (a position
    still being set up) no king, place or points are shown.  ``own``: the reader's seat, whose cards are
    drawn under the table to touch; its row says how many they hold and where they are.  ``fold_discard``:
    the discard pile folded under its card count (a game's pile grows to dozens of cards).  Without ``points``
    the seats show no victory points (勝利点): a game scored otherwise, as a UECda game is by its finishing order.
    ``titles``: each seat's standing by its own table's words (a UECda game's classes: 大富豪 … 大貧民), shown in
    place of the king's badge."""
    colon = "：" if lang == "ja" else ":"
    rows = []
    places = state.places() if results else {}
    acting = state.pending.player if state.pending is not None else None
    for p, name in enumerate(state.players):
        marks = []
        if p == acting:
            marks.append("▶")
        if titles is not None:  # "" for none (a UECda game before the classes are in play)
            if titles[p]:
                marks.append(f'<span class="badge on dx-title">{escape(titles[p])}</span>')
        elif results and p == state.king:
            marks.append(f'<span class="badge on">{t("king", lang)}</span>')
        if p in places:
            marks.append(f'<span class="badge place">{escape(place(places[p], lang))}</span>')
        house = "".join(f'<span class="badge house">{escape(rule_name(r, lang))}</span>' for r in state.house[p])
        cls = "seat" + (" turn" if p == acting else "") + (" own" if p == own else "")
        rows.append(f'<div class="{cls}" data-player="{escape(name)}"><span class="who">{escape(name)} {" ".join(marks)}</span>'
                    f'<span class="hand">{_hand(state, p, lang, hidden, own)}</span><span>{house}</span>'
                    + (f'<span class="pts">{t("points", lang)} {state.points[p]}</span>' if results and points else "")
                    + '</div>')
    trick = " → ".join(f"{escape(state.players[p])}{colon} {meld_html(m, lang)}" for p, m in state.trick[:-1])
    top = meld_html(state.field, lang) if state.field is not None else t("empty_field", lang)
    flags = []
    shown = state.marks  # what the rules' data show (a revolution, J-back, a lock)
    if shown.revolution:
        flags.append(f'<span class="badge on flag-revolution">{t("revolution", lang)}</span>')
    if shown.reversed:
        flags.append(f'<span class="badge on flag-reversed">{t("reversed", lang)}</span>')
    if shown.lock_suits or shown.lock_rank is not None:
        what = suits_str(shown.lock_suits)
        if shown.lock_rank is not None and 0 <= shown.lock_rank < 13:
            what += f" {rank_ja(rank_str(shown.lock_rank)) if lang == 'ja' else rank_str(shown.lock_rank)}"
        flags.append(f'<span class="badge on flag-lock">{t("lock", lang)}{colon}{escape(what.strip())}</span>')
    pile = cards_html(state.discard, lang)
    if fold_discard:
        n = state.discard.bit_count()
        discard = (f'<details class="dx-discard"><summary><b>{t("discard", lang)}</b>'
                   f'{"" if lang == "ja" else " "}{escape(paren(t("play_cards_left", lang).format(n=n), lang))}</summary>'
                   f'{pile}</details>')
    else:
        discard = f'<div class="dx-discard"><b>{t("discard", lang)}{colon}</b> {pile}</div>'
    laws = "".join(f'<span class="badge rule">{escape(rule_name(r, lang))}</span>' for r in state.laws) or "—"
    return (
        f'{STYLE}<div class="dx-table">'
        f'<div><b>{t("laws", lang)}{colon}</b> {laws}</div>'
        f'<div class="field dx-felt"><span class="dx-label">{t("field", lang)}</span> <span class="field-top">{top}</span> {" ".join(flags)}'
        + (f'<div class="dx-trick">{trick}</div>' if trick else "")
        + f'</div><div class="seats">{"".join(rows)}</div>'
        + discard + '</div>'
    )
