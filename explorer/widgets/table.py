"""The table drawn as HTML: hands face up, the field, the discard pile, and what is in force.

>>> from explorer.state import State
>>> s = State.from_position(["A", "B", "C"], laws=["eight_cut"], hands={"A": "♥3 JK", "B": "♠4", "C": "♣5"})
>>> html = table_html(s, "en")
>>> 'class="card red"' in html and "Eight cut" in html and "▶" in html
True
"""

from __future__ import annotations

from html import escape

from explorer.cards import JOKER, card_str, iter_cards, rank_str, suits_str
from explorer.melds import Meld
from explorer.phrasing import card_ja, label, rank_ja
from explorer.state import State
from explorer.widgets.i18n import t

STYLE = """<style>
.dx-table{font-family:sans-serif;font-size:14px}
.dx-table .card{display:inline-block;min-width:2.1em;padding:2px 4px;margin:1px;border:1px solid #adb5bd;
 border-radius:4px;background:#fff;text-align:center;font-weight:600}
.dx-table .card.red{color:#c92a2a}.dx-table .card.joker{color:#862e9c}
.dx-table .seat{padding:3px 6px;border-radius:6px}.dx-table .seat.turn{background:#fff3bf}
.dx-table .badge{display:inline-block;padding:1px 6px;border-radius:8px;margin-right:4px;font-size:12px}
.dx-table .on{background:#ffe066}.dx-table .rule{background:#e7f5ff}.dx-table .house{background:#ffe8cc}
.dx-table td{padding:2px 8px;vertical-align:top}
</style>"""


def card_html(card: int, face: int | None = None, lang: str = "en") -> str:
    """One card as a chip.  In Japanese the joker is 🃏 (as in the rulebook) and the ace is 1."""
    if card >= JOKER:
        if lang == "ja":
            text = "🃏" if face is None or face >= JOKER else f"🃏（{card_ja(face)}として）"
        else:
            text = "JK" if face is None or face >= JOKER else f"JK={card_str(face)}"
        return f'<span class="card joker">{escape(text)}</span>'
    cls = "card red" if card & 3 in (1, 2) else "card"
    text = card_ja(card) if lang == "ja" else card_str(card)
    if face is not None and face != card:
        rank = rank_str(face >> 2)
        text += f"（{rank_ja(rank)}として）" if lang == "ja" else f"={rank}"
    return f'<span class="{cls}">{escape(text)}</span>'


def meld_html(meld: Meld, lang: str = "en") -> str:
    return "".join(card_html(p, f, lang) for p, f in meld.faces)


def cards_html(mask: int, lang: str = "en") -> str:
    return "".join(card_html(c, None, lang) for c in iter_cards(mask)) or "—"


def rule_name(rule_id: str, lang: str) -> str:
    return label(rule_id, lang)


def table_html(state: State, lang: str = "ja") -> str:
    """The whole table as one HTML fragment (a thin view: it reads the state, changes nothing)."""
    colon = "：" if lang == "ja" else ":"
    rows = []
    places = state.places()
    acting = state.pending.player if state.pending is not None else None
    for p, name in enumerate(state.players):
        marks = []
        if p == acting:
            marks.append("▶")
        if p == state.king:
            marks.append(f'<span class="badge on">{t("king", lang)}</span>')
        if p in places:
            marks.append(f'<span class="badge">{t("places", lang)} {places[p]}</span>')
        house = "".join(f'<span class="badge house">{escape(rule_name(r, lang))}</span>' for r in state.house[p])
        cls = "seat turn" if p == acting else "seat"
        rows.append(f'<tr class="{cls}" data-player="{escape(name)}"><td><b>{escape(name)}</b> {" ".join(marks)}</td>'
                    f'<td class="hand">{cards_html(state.hands[p], lang)}</td><td>{house}</td>'
                    f'<td>{t("points", lang)} {state.points[p]}</td></tr>')
    trick = " → ".join(f"{escape(state.players[p])}{colon} {meld_html(m, lang)}" for p, m in state.trick[:-1])
    top = meld_html(state.field, lang) if state.field is not None else t("empty_field", lang)
    flags = []
    if state.revolution:
        flags.append(f'<span class="badge on flag-revolution">{t("revolution", lang)}</span>')
    if state.reversed:
        flags.append(f'<span class="badge on flag-reversed">{t("reversed", lang)}</span>')
    if state.lock_suits or state.lock_rank is not None:
        what = suits_str(state.lock_suits)
        if state.lock_rank is not None and 0 <= state.lock_rank < 13:
            what += f" {rank_ja(rank_str(state.lock_rank)) if lang == 'ja' else rank_str(state.lock_rank)}"
        flags.append(f'<span class="badge on flag-lock">{t("lock", lang)}{colon}{escape(what.strip())}</span>')
    laws = "".join(f'<span class="badge rule">{escape(rule_name(r, lang))}</span>' for r in state.laws) or "—"
    return (
        f'{STYLE}<div class="dx-table">'
        f'<div><b>{t("laws", lang)}{colon}</b> {laws}</div>'
        f'<div class="field"><b>{t("field", lang)}{colon}</b> <span class="field-top">{top}</span> {" ".join(flags)}'
        + (f'<div style="color:#868e96;font-size:12px">{trick}</div>' if trick else "")
        + f'</div><table>{"".join(rows)}</table>'
        f'<div style="font-size:12px;color:#495057"><b>{t("discard", lang)}{colon}</b> {cards_html(state.discard, lang)}</div></div>'
    )
