"""Base rule: group play (同時出し)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import cards_en
from explorer.engine.melds import Meld, MeldKind
from explorer.engine.contract import Failure, Refusal, Rule

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class Group(Rule):
    id = "group"
    suit_blind = True
    in_every_play = True
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
    explains = frozenset(Failure)

    def explain(self, state: Table, failure: Failure, meld: Meld) -> Refusal | None:
        """The words for a play the base rules refuse (and for a leader who tries to pass)."""
        if failure is Failure.TOO_MANY:
            most = state.rules.max_play
            return Refusal(self.id, f"{meld} has {meld.size} cards; never more than {most} in one play",
                           f"同時出し：{meld.text('ja')}は{meld.size}枚。1回に出せるのは{most}枚まで")
        if failure is Failure.LEAD_PASS:
            return Refusal(self.id, "the field is empty: the leader must play", "手番：場が空なのでパスはできない（ターンの開始時はカードを出す）")
        field = state.field
        f = str(field) if field is not None else ""
        m = str(meld)
        fj = field.text("ja") if field is not None else ""  # the Japanese text writes the cards its own way
        mj = meld.text("ja")
        inv_en = " (strength is inverted now)" if state.inverted else ""
        inv_ja = "（今は強さが逆転している）" if state.inverted else ""
        if failure is Failure.FACE:
            return Refusal(self.id, f"{m}: a card may be played only as itself unless a rule in force allows it",
                           _face_ja(state, mj))
        if failure is Failure.SEQUENCE:
            return Refusal(self.id, f"{m} is a sequence; no rule in force lets you lead a sequence", _sequence_ja(state, mj))
        if failure is Failure.SHAPE and MeldKind.RUN in (meld.kind, field.kind if field is not None else None) and any(
                r is not self and Failure.SHAPE in r.explains for r in state.rules.explain):
            return None  # a run of four suits: the rule in force that plays runs says why (classic emperor)
        if failure is Failure.SHAPE and (field is None or meld.kind is MeldKind.FRAGMENT or meld.kind is MeldKind.RUN):
            return Refusal(self.id, f"{m} is not a meld (one rank, or a same-suit sequence)",
                           f"カードの出し方：{mj}は出せる形になっていない（同じ数字のカードか、同じスートの連番）")
        if failure is Failure.SHAPE:
            want = "a sequence" if field is not None and field.kind is MeldKind.SEQUENCE else "a group of one rank"
            want_ja = "連番" if want == "a sequence" else "同じ数字のカード"
            return Refusal(self.id, f"the field holds {f}; only {want} may follow",
                           f"{_kind_label(field)}：場は{fj}。{want_ja}でなければ出せない")
        if failure is Failure.COUNT:
            assert field is not None
            return Refusal(self.id, f"the field takes {cards_en(field.size)}, like {f}; {m} has {meld.size}",
                           f"{_kind_label(field)}：場は{fj}の{field.size}枚出し。{mj}は{meld.size}枚")
        if field is not None and field.is_lone_joker:
            return None  # the joker rule says why
        if failure is Failure.EQUAL:
            return Refusal(self.id, f"{m} is only as strong as {f}; a play must be stronger{inv_en}",
                           f"カードの強さ：{mj}は{fj}と同じ強さ。より強いカードでなければ出せない{inv_ja}")
        return Refusal(self.id, f"{m} is weaker than {f}{inv_en}", f"カードの強さ：{mj}は{fj}より弱い{inv_ja}")


def _kind_label(field: Meld | None) -> str:
    """The rule whose count or shape a play must follow: the field's sequence (【階段出し】) or group."""
    return "階段出し" if field is not None and field.kind is MeldKind.SEQUENCE else "同時出し"


def _sequence_ja(state: Table, m: str) -> str:
    """Why a sequence may not be led, in Japanese, labelled with the rule that would allow it: held as a
    house rule by another player, or not in force."""
    for r in state.rules.relax_for[Failure.SEQUENCE]:
        if r.holder is not None:  # a house rule is a card of the Cthulhu deck: its printed name (【階段出し】)
            holder = state.game.players[r.holder]
            return (f"{r.ja}（家訓）：{m}は連番。【{r.ja}】は{holder}の家訓なので、"
                    f"連番でターンを始められるのは{holder}だけ")
    return f"階段出し：{m}は連番。【階段出し】がないので、連番は出せない"


def _face_ja(state: Table, m: str) -> str:
    """Why a card may not be played as another, in Japanese: labelled with the rule in force that lets some
    cards be played as others (【天下り】: ［1］ as J …) when there is one, which does not allow this one."""
    for r in state.rules.relax_for[Failure.FACE]:
        if not r.base:  # its printed name (【天下り】), a house rule's with （家訓）
            name = r.ja + ("（家訓）" if r.holder is not None else "")
            return f"{name}：{m}。【{r.ja}】でも、このカードはこの数字としては出せない"
    return f"カードの出し方：{m}。ルールがなければ、カードは別の数字として出せない"
