"""arcasino.nine_reverse 9リバース: each 9 reverses the turn order (reading), one card at a time (seed 004)."""

from __future__ import annotations

from explorer.rules.classic.nine_reverse import NineReverse as _Classic


class NineReverse(_Classic):
    id = "arcasino.nine_reverse"
    law_ja = "［9］を出すと、1枚ごとに順番が逆回りになる（効果は1枚ずつ処理する）。"
    law_en = "Each 9 played reverses the turn order (reading), resolved one card at a time (seed 004)."
    per_play_option = False
