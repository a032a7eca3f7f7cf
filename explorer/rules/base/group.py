"""Base rule: group play (同時出し)."""

from __future__ import annotations

from explorer.rules.rule import Rule


class Group(Rule):
    id = "group"
    ja = "同時出し"
    en = "Group play"
    law_ja = (
        "ターンの開始時、同じ数字であれば、２〜４枚まとめて場に出せる。"
        "このターンは、最初に出した人と同じ枚数をまとめて出さなければ、場に出せない。"
    )
    law_en = (
        "At the start of a trick, 1-4 cards of one rank may be played together; the trick then "
        "takes the same number of cards, each play stronger than the last."
    )
    base = True
