"""Starting positions play cannot reach (issue 42, part 1).

A scenario may describe its start rather than play to it (SCENARIO-FORMAT.md), and may keep doing so; but a
reader should know when a position could never come up at a table.  :func:`notices` says why, in English and
Japanese: what the engine itself knows of every position (a J-back inversion or a lock belongs to the field, so
neither outlives its clearing), then what each rule in force says of it (:meth:`Rule.cannot_arise
<explorer.engine.contract.Rule.cannot_arise>`: a king still to act after another player went out first has
fallen).  ``check`` prints them as notices; they never fail a scenario.
"""

from __future__ import annotations

from explorer.engine.state import State


def notices(state: State) -> list[tuple[str, str]]:
    """Why the position ``state`` (a scenario's start) could not arise in play: (English, Japanese) sentences,
    none when nothing is known against it."""
    out: list[tuple[str, str]] = []
    if state.phase.value != "play":
        return out
    empty = state.field is None
    if empty and state.marks.reversed:
        out.append(("the strength order is inverted until the field clears, yet the field is empty: such an inversion "
                    "ends when the field clears, so no play leaves one on an empty field",
                    "場が空なのに、場が流れるまでの強さの逆転が続いている。この逆転は場が流れると終わるので、"
                    "空の場に残ることはない"))
    if empty and (state.marks.lock_suits or (state.marks.lock_rank is not None and 0 <= state.marks.lock_rank < 13)):
        out.append(("the field is locked though it is empty: a lock lasts until the field clears",
                    "場が空なのに縛りがかかっている。縛りは場が流れるまでなので、空の場に残ることはない"))
    for p in state.finished:
        if state.hands[p]:
            out.append((f"{state.players[p]} has gone out yet holds cards",
                        f"{state.players[p]}はあがっているのに手札がある"))
    for r in state.rules.rules:
        out.extend(r.cannot_arise(state))
    return out


def notice_lines(state: State, lang: str) -> list[str]:
    """:func:`notices` as the lines ``check`` prints under a scenario."""
    if lang == "ja":
        return [f"  注意：この開始局面は実際の対局では起こらない（{ja}）" for _, ja in notices(state)]
    return [f"  notice: this start cannot arise in play ({en})" for en, _ in notices(state)]
