"""Cards drawn as playing cards (HTML and CSS): rank in the corner, suit in the middle, red or black — or,
with the four-colour deck (the ``dx-four`` class on any enclosing element), ♦ blue and ♣ green for readers
who tell red from black badly. One visual language for Learn, Sandbox, Play and the witnesses.

In Japanese the ace is written 1, as the rulebook writes it, and the joker is ジョーカー (its label).

>>> html = card_html(13 * 4 + 0)
>>> 'class="card joker pc"' in html
True
>>> 'class="card red pc suit-H"' in card_html(1, lang="en") and "♥" in card_html(1, lang="en")
True
>>> 'aria-label="♣1"' in card_html(11 * 4 + 3, lang="ja")
True
"""

from __future__ import annotations

from html import escape

from explorer.engine.cards import JOKER, SUITS, SUITS_ASCII, card_str, iter_cards, rank_str
from explorer.engine.melds import Meld
from explorer.text.phrasing import card_ja, rank_ja

SAID_CSS = """
.dx-said{position:absolute !important;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);
 clip-path:inset(50%);white-space:nowrap;border:0}
"""
"""The line that tells a screen reader what a tap on a card did (``dx-said``: "♠3 selected"): read, not shown.
The page script (``dx.js``) makes it a live region (``role="status"``, ``aria-live="polite"``) and gives each card
button ``aria-pressed`` (selected or not)."""

CARD_CSS = """
.pc{display:inline-flex;flex-direction:column;justify-content:space-between;box-sizing:border-box;
 width:2.35em;height:3.2em;margin:1px 2px;padding:.12em .2em;border:1px solid #adb5bd;border-radius:.32em;
 background:#fff;color:#212529;box-shadow:0 1px 2px rgba(0,0,0,.18);font:700 14px/1 system-ui,sans-serif;
 vertical-align:middle;text-align:left;position:relative;user-select:none}
.pc .pc-r{font-size:.95em;letter-spacing:-.05em}.pc .pc-s{font-size:1.35em;align-self:center;margin-bottom:.15em}
.pc .pc-f{position:absolute;bottom:-.15em;right:-.35em;font-size:.62em;background:#fff3bf;border:1px solid #fab005;
 border-radius:.4em;padding:0 .25em;white-space:nowrap}
.pc.red{color:#c92a2a}.pc.joker{color:#862e9c;background:linear-gradient(135deg,#fff 60%,#f3d9fa)}
.pc.joker .pc-s{font-size:1.2em}
.dx-four .pc.suit-D{color:#1864ab}.dx-four .pc.suit-C{color:#2b8a3e}
.pc.back{background:repeating-linear-gradient(45deg,#364fc7 0 4px,#4c6ef5 4px 8px);border-color:#364fc7}
.dx-meld{display:inline-flex;flex-wrap:wrap;margin:0 .5em .2em 0;padding:1px;border-radius:.4em}
.dx-more{color:#868e96;font-size:12px}
.dx-rule{display:inline-block;background:#e7f5ff;color:#1864ab;border-radius:6px;padding:0 6px;margin-right:6px;font-size:12px}
.dx-check-tag{display:inline-block;background:#d3f9d8;color:#2b8a3e;border-radius:6px;padding:0 6px;margin-right:6px;
 font-size:12px;font-weight:700}
.dx-answer{border-left:4px solid #40c057;background:#f4fce3;padding:4px 8px;border-radius:4px;margin:4px 0}
.dx-answer-may,.dx-answer-refused{display:flex;flex-wrap:wrap;align-items:center;gap:2px 6px;margin:2px 0}
.dx-pass-chip{display:inline-block;border:1px dashed #868e96;border-radius:6px;padding:4px 8px;font-weight:600}
.dx-refused-word{color:#c92a2a;font-weight:600}
.dx-final-answer{border-left:4px solid #339af0;background:#e7f5ff;padding:4px 8px;border-radius:4px;margin:4px 0}
.dx-verdict{font-weight:700;margin:2px 0}.dx-right{color:#2b8a3e}.dx-wrong{color:#c92a2a}
.dx-refusal-group{border:1px solid #ffc9c9;background:#fff5f5;border-radius:6px;padding:3px 6px;margin:3px 0}
.dx-refusal-group .dx-reason{margin-bottom:2px}
.dx-joker-any{white-space:nowrap}.dx-joker-any .dx-joker-ranks{font-size:12px;color:#495057;margin:0 6px 0 2px}
""" + SAID_CSS
BUTTON_CARD_CSS = """
.dx-cardbtn.jupyter-button,.dx-cardbtn{box-sizing:border-box;width:2.7em;min-width:2.7em;height:3.7em;margin:6px 3px 2px;
 padding:.15em .25em;border:1px solid #adb5bd;border-radius:.35em;background:#fff;color:#212529;
 box-shadow:0 1px 2px rgba(0,0,0,.2);font:700 21px/1.05 system-ui,sans-serif;white-space:pre-line;text-align:left;
 vertical-align:top;transition:transform .08s}
.dx-cardbtn::first-line{font-size:15px}
.dx-cardbtn.suit-H,.dx-cardbtn.suit-D{color:#c92a2a}.dx-cardbtn.dx-joker{color:#862e9c;
 background:linear-gradient(135deg,#fff 60%,#f3d9fa)}
.dx-four .dx-cardbtn.suit-D{color:#1864ab}.dx-four .dx-cardbtn.suit-C{color:#2b8a3e}
.dx-cardbtn:disabled{opacity:1;cursor:default;background:#f8f9fa}
.dx-cardbtn.dx-playable{transform:translateY(-4px);border:2px solid #2f9e44;box-shadow:0 4px 8px rgba(47,158,68,.35);
 cursor:pointer}
.dx-cardbtn.dx-dimmed,.dx-cardbtn.dx-dimmed:disabled{opacity:.35;filter:grayscale(.8);box-shadow:none;background:#e9ecef;
 transform:translateY(4px)}
.dx-cardbtn.mod-active{transform:translateY(-9px);border:2px solid #1c7ed6;box-shadow:0 4px 8px rgba(28,126,214,.5);
 background:#e7f5ff}
.dx-cardbtn:focus{outline:2px solid #74c0fc}
""" + SAID_CSS + """@media (max-width:480px){.dx-cardbtn.jupyter-button,.dx-cardbtn{font-size:18px;margin:5px 2px 2px}
 .dx-cardbtn::first-line{font-size:14px}}
"""
"""Toggle buttons drawn as playing cards (the hand on the Play page): rank above suit (the button's text is
``rank + newline + suit``, :func:`button_face`), red/black or four-colour, a selected card raised and outlined
in blue; in a play decision the cards of legal plays raised and outlined in green (``dx-playable``), the others
sunk and greyed (``dx-dimmed``)."""
STYLE = f"<style>{CARD_CSS}{BUTTON_CARD_CSS}</style>"
"""The cards' CSS, to put once in any HTML that draws cards (each widget's HTML is rendered on its own)."""


def card_html(card: int, face: int | None = None, lang: str = "en") -> str:
    """One card drawn as a playing card; ``face`` is the card a joker (or a descent) stands for."""
    if card >= JOKER:
        aria = "ジョーカー" if lang == "ja" else "JK"
        corner = "" if lang == "ja" else "JK"  # the glossary: 🃏 on a card chip, never "JK" in Japanese
        body, cls = f'<span class="pc-r">{corner}&#8203;</span><span class="pc-s">🃏</span>', "card joker pc"
    else:
        suit, rank = card & 3, rank_str(card >> 2)
        aria = card_ja(card) if lang == "ja" else card_str(card)
        body = (f'<span class="pc-r">{escape(rank_ja(rank) if lang == "ja" else rank)}</span>'
                f'<span class="pc-s">{SUITS[suit]}</span>')
        cls = ("card red pc" if suit in (1, 2) else "card pc") + f" suit-{SUITS_ASCII[suit]}"
    if face is not None and face < JOKER and face != card:
        if card >= JOKER:
            stands = card_ja(face) if lang == "ja" else card_str(face)
        else:
            stands = rank_ja(rank_str(face >> 2)) if lang == "ja" else rank_str(face >> 2)
        aria += f"（{stands}として）" if lang == "ja" else f" (as {stands})"
        body += f'<span class="pc-f">{escape(stands if lang == "ja" else "=" + stands)}</span>'
    return f'<span class="{cls}" role="img" aria-label="{escape(aria)}" title="{escape(aria)}">{body}</span>'


def button_face(card: int, lang: str = "en") -> str:
    r"""The text of a card drawn on a button: the rank, a line break, the suit (the joker: 🃏 alone).

    >>> button_face(11 * 4 + 2, "ja"), button_face(11 * 4 + 2, "en"), button_face(JOKER)
    ('1\n♦', 'A\n♦', '\n🃏')
    """
    if card >= JOKER:
        return "\n🃏"
    rank = rank_str(card >> 2)
    return f"{rank_ja(rank) if lang == 'ja' else rank}\n{SUITS[card & 3]}"


def suit_class(card: int) -> str:
    """The class that colours a card's button by its suit (``suit-S`` …; ``dx-joker``), four-colour aware.

    >>> suit_class(1), suit_class(JOKER)
    ('suit-H', 'dx-joker')
    """
    return "dx-joker" if card >= JOKER else f"suit-{SUITS_ASCII[card & 3]}"


def back_html(count: int) -> str:
    """A face-down hand: one card back and the count."""
    return f'<span class="card back pc" role="img" aria-label="{count}"></span>×{count}' if count else "—"


def meld_html(meld: Meld, lang: str = "en") -> str:
    return "".join(card_html(p, f, lang) for p, f in meld.faces)


def cards_html(mask: int, lang: str = "en") -> str:
    return "".join(card_html(c, None, lang) for c in iter_cards(mask)) or "—"
