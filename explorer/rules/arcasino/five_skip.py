"""arcasino.five_skip 5飛ばし: each 5 skips the next player (reading), one card at a time (seed 004)."""

from __future__ import annotations

from explorer.rules.classic.five_skip import FiveSkip as _Classic


class FiveSkip(_Classic):
    id = "arcasino.five_skip"
    law_ja = "［5］を出すと、1枚ごとに次の人を飛ばす（効果は1枚ずつ処理する）。"
    law_en = "Each 5 played skips the next player (reading), resolved one card at a time (seed 004)."
    per_play_option = False
