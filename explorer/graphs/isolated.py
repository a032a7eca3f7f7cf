"""Why a rule has no edge in the rule graph: stated for each isolated node, in Japanese and English.

A node is isolated when the search (every pair of rules, every kind of decision: plays and their effects,
passes, choices, out-of-turn moves, the exchange and what follows it, round end) found no position where
the two rules together do anything but what each does alone.  :attr:`Rule.no_edge <explorer.engine.contract.Rule.no_edge>`
(``no_edge_house`` for the house rule), declared by each rule that stays isolated, says what in its text leaves
nothing for another rule to change; :func:`reasons` adds the
search's own statement to every isolated node.
"""

from __future__ import annotations

from explorer.rules.catalogue import registered

def reasons(isolated: list[str], positions: int) -> dict[str, dict[str, str]]:
    """For each isolated node, the reason in both languages."""
    out: dict[str, dict[str, str]] = {}
    for node in isolated:
        cls = registered(node.removesuffix("@house"))
        ja, en = ("", "") if cls is None else (
            cls.no_edge_house if node.endswith("@house") and cls.no_edge_house[0] else cls.no_edge)
        searched_ja = (f"探索では、ほかのすべてのルールとの組み合わせをそれぞれ{positions}局面ずつ試し（出す・パス・選択・"
                       "手番外の行動・カード交換・ラウンドの終わり）、どの組み合わせでも結果はそれぞれのルール単独の"
                       "ときと同じだった。")
        searched_en = (f"The search tried it with every other rule, {positions} positions each (plays, passes, choices, "
                       "out-of-turn moves, the exchange, round end), and the outcome was always what each rule does alone.")
        if node.endswith("@house"):
            searched_ja = "家訓としては持ち主にしか効かない。" + searched_ja
            searched_en = "As a house rule it acts for its holder only. " + searched_en
        out[node] = {"ja": (ja + searched_ja) if ja else searched_ja, "en": f"{en} {searched_en}".strip()}
    return out
