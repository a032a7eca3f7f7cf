"""Base rule: fall of the capital (都落ち)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.events import Event
from explorer.engine.contract import Rule
from explorer.engine.table_values import AddPoints, Number, SendToLast

CAPITAL_FALLS = Number("capital_falls", 1)
"""1 by default; a rule sets it to 0 when ``player``'s first place brings no fall of the capital."""

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class MiyakoOchi(Rule):
    id = "miyako_ochi"
    suit_blind = True
    counted = {"fall": "falls"}
    reads_king = True
    no_edge = (
        "都落ちは、王以外が1位になったときに王を最下位にし、得点を足すだけで、ほかのカードはこの判定を変えない。",
        "The fall of the capital only moves the king to last place and adds points when someone else takes 1st; "
        "no card changes who takes 1st in a way the fall then reads differently.")
    ja = "都落ち"
    en = "Fall of the capital"
    law_ja = (
        "王以外の誰かがそのラウンドで一位をとった時点で、王はそのラウンドで最下位となる。"
        "王が都落ちしたとき、王以外のプレイヤーに追加で、それぞれ1点。"
    )
    law_en = (
        "When someone other than the reigning king takes 1st place, the king drops to last place "
        "of the round, and every other player gets 1 point."
    )
    base = True
    reads = frozenset({"hands"})
    brings = 0

    def hands_read(self, state: Table) -> int:
        """The fall moves the king's cards out of play: the king's hand, while the king still holds cards."""
        now = state.standing
        king = now.king
        if king is None or king in now.fallen or not state.hands[king]:
            return 0
        return 1 << king

    def cannot_arise(self, state: Table) -> tuple[tuple[str, str], ...]:
        """A king still to act after another player went out first: the king fell at that moment."""
        now = state.standing
        king, first = now.king, next(iter(now.finished), None)
        if king is None or first is None or first == king or king in now.fallen or not state.hands[king]:
            return ()
        if any(r.adjust(state, CAPITAL_FALLS, first, 1) == 0 for r in state.rules.adjust):
            return ()
        k, f = state.game.players[king], state.game.players[first]
        return ((f"{k} is the king and still holds cards, but {f} went out first: the king fell then "
                 f"(fall of the capital) and no longer plays this round",
                 f"{k}は王なのにまだ手札があるが、先に{f}があがっている。そのとき{k}は都落ちしていて、"
                 f"このラウンドではもう手番がない"),)

    def on_first_place(self, state: Table, player: int) -> list[Event]:
        now = state.standing
        king = now.king
        if king is None or king == player or king in now.fallen:
            return []
        if any(r.adjust(state, CAPITAL_FALLS, player, 1) == 0 for r in state.rules.adjust):
            return []  # a rule in force says this first place brings no fall (classic upheaval)
        name = state.game.players[king]
        state.perform(SendToLast(king))  # the king's cards leave play
        state.perform(AddPoints(tuple(0 if p == king else 1 for p in range(state.game.n))))
        return [Event(self.id, "fall", king,
                      f"{name} falls from the capital to last place; every other player gets 1 point.",
                      f"{name}が都落ちして最下位になる。{name}以外の全員に1点。", args=())]
