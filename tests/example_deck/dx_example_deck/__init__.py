"""An example deck from outside the explorer: one rule, the nine cut (a 9 clears the field, as 8 cut does an 8).

Installed, it is found through the entry point group ``daifugo_explorer.decks`` (this package's pyproject.toml);
its rules' ids are ``example.<name>``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.contract import PlayContext
from explorer.rules.decks import Deck, DeckOption
from explorer.rules.local import NINE, LocalRule

if TYPE_CHECKING:
    from explorer.engine.cards import Card
    from explorer.engine.contract import Table
    from explorer.engine.melds import Face


class NineCut(LocalRule):
    id = "example.nine_cut"
    ja = "9切り"
    en = "Nine cut"
    law_ja = "［9］を含むカードを場に出すと、場が流れる。"
    law_en = "A play containing a 9 clears the field; the player who played it leads again."
    face_ranks = frozenset({NINE})

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        ctx.clear = True
        ctx.fire(self, "clear", "A 9: the field is cut (cleared) after this play.",
                 "［9］が出たので場が流れる（9切り）。", card)


DECK = Deck("example", "例のデッキ", "An example deck", (NineCut,), (
    DeckOption("example.in_sequence", (True, False), "whether the nine cut fires from a 9 inside a sequence",
               "9切りが階段出しの中の［9］でも発動するか"),),
            about_ja="9切りだけの小さなデッキ（よそのパッケージから入れるデッキの例）。",
            about_en="A small deck with only the nine cut (an example of a deck another package installs).")
