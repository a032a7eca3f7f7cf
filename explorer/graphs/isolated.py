"""Why a rule has no edge in the rule graph: stated for each isolated node, in Japanese and English.

A node is isolated when the search (every pair of rules, every kind of decision: plays and their effects,
passes, choices, out-of-turn moves, the exchange and what follows it, round end) found no position where
the two rules together do anything but what each does alone.  :data:`REASONS` says, for the rules that
stay isolated, what in their text leaves nothing for another rule to change; :func:`reasons` adds the
search's own statement to every isolated node.
"""

from __future__ import annotations

REASONS: dict[str, tuple[str, str]] = {
    "armed_force@house": (
        "家訓の【武力行使】は、持ち主が革命を起こし、それに革命で返されないまま場が流れたときにだけ効く。"
        "探索は一手先までしか見ないので、持ち主の革命と、ほかのルールが変えるその後の流れが同じ局面にそろわなかった。"
        "法律としての【武力行使】には関係が見つかっている。",
        "As a house rule, armed force acts only when its holder makes a revolution that nobody answers before the "
        "field clears. The search looks one play ahead, so no position brought the holder's revolution together "
        "with what another rule changes afterwards; as a law, armed force does have edges."),
    "miyako_ochi": (
        "都落ちは、王以外が1位になったときに王を最下位にし、得点を足すだけで、ほかのカードはこの判定を変えない。",
        "The fall of the capital only moves the king to last place and adds points when someone else takes 1st; "
        "no card changes who takes 1st in a way the fall then reads differently."),
    "classic.great_revolution": (
        "大革命は［2］4枚を出したときだけ効く。探索の局面で出す人の手札に同じ数字が4枚そろうことはまれで、"
        "どの組み合わせでも［2］4枚の出しが起きなかった。大革命の裁定はそのシナリオ（定番デッキの大革命）が示している。",
        "Great revolution acts only on a play of four 2s. The search's positions rarely give the acting player four "
        "cards of a rank, and no pair's positions had four 2s played; its scenarios (classic great revolution) show "
        "the ruling."),
}
"""What in a rule's text leaves nothing for another rule to change (by rule id, or by node for one variant)."""


def reasons(isolated: list[str], positions: int) -> dict[str, dict[str, str]]:
    """For each isolated node, the reason in both languages."""
    out: dict[str, dict[str, str]] = {}
    for node in isolated:
        rid = node.removesuffix("@house")
        ja, en = REASONS.get(node) or REASONS.get(rid) or ("", "")
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
