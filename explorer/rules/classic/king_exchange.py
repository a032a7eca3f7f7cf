"""classic.king_exchange Kエクスチェンジ / King exchange: for each K, everyone passes one card to the next player."""

from __future__ import annotations

from explorer.rules.arcasino.king_exchange import KingExchange as _Arcasino


class KingExchange(_Arcasino):
    """As ``arcasino.king_exchange`` (LOCAL-RULES.md: the Arcasino card is the classic rule of the same name)."""

    id = "classic.king_exchange"
    ja = "Kエクスチェンジ"
    en = "King exchange"
