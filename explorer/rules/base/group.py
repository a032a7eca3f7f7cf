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
    reads = frozenset[str]()
    brings = 0
    explains = frozenset(Failure)

    def explain(self, state: Table, failure: Failure, meld: Meld) -> Refusal | None:
        """The words for a play the base rules refuse (and for a leader who tries to pass): each refusal names the
        play and the field as typed arguments, headed by the check it fails (「カードの強さ」, 「カードの出し方」) or the
        rule whose count or shape the play must follow."""
        kind = failure.value
        if failure is Failure.TOO_MANY:
            most = state.rules.max_play
            return Refusal(self.id, "{play} has {n} cards; never more than {most} in one play",
                           "{play}は{n}枚。1回に出せるのは{most}枚まで", kind,
                           (("play", meld), ("n", meld.size), ("most", most)))
        if failure is Failure.LEAD_PASS:
            return Refusal(self.id, "the field is empty: the leader must play",
                           "場が空なのでパスはできない（ターンの開始時はカードを出す）", kind, heading="turn")
        field = state.field
        inv_en = " (strength is inverted now)" if state.inverted else ""
        inv_ja = "（今は強さが逆転している）" if state.inverted else ""
        args: tuple[tuple[str, object], ...] = (("play", meld),) if field is None else (("play", meld), ("field", field))
        if failure is Failure.FACE:
            return _face(self, state, args)
        if failure is Failure.SEQUENCE:
            return _sequence(self, state, args)
        if failure is Failure.SHAPE and MeldKind.RUN in (meld.kind, field.kind if field is not None else None) and any(
                r is not self and Failure.SHAPE in r.explains for r in state.rules.explain):
            return None  # a run of four suits: the rule in force that plays runs says why (classic emperor)
        if failure is Failure.SHAPE and (field is None or meld.kind is MeldKind.FRAGMENT or meld.kind is MeldKind.RUN):
            return Refusal(self.id, "{play} is not a meld (one rank, or a same-suit sequence)",
                           "{play}は出せる形になっていない（同じ数字のカードか、同じスートの連番）", kind, args,
                           heading="shape")
        if failure is Failure.SHAPE:
            sequence = field is not None and field.kind is MeldKind.SEQUENCE
            return Refusal(self.id, "the field holds {field}; only " + ("a sequence" if sequence else "a group of one rank")
                           + " may follow", "場は{field}。" + ("連番" if sequence else "同じ数字のカード") + "でなければ出せない",
                           kind, args, heading=_kind_heading(self, state, field))
        if failure is Failure.COUNT:
            assert field is not None
            return Refusal(self.id, "the field takes " + cards_en(field.size) + ", like {field}; {play} has {n}",
                           "場は{field}の{size}枚出し。{play}は{n}枚", kind,
                           (*args, ("size", field.size), ("n", meld.size)), heading=_kind_heading(self, state, field))
        if field is not None and field.is_lone_joker:
            return None  # the joker rule says why
        if failure is Failure.EQUAL:
            return Refusal(self.id, "{play} is only as strong as {field}; a play must be stronger" + inv_en,
                           "{play}は{field}と同じ強さ。より強いカードでなければ出せない" + inv_ja, kind, args,
                           heading="strength")
        return Refusal(self.id, "{play} is weaker than {field}" + inv_en, "{play}は{field}より弱い" + inv_ja, kind, args,
                       heading="strength")


def _kind_heading(group: Group, state: Table, field: Meld | None) -> str:
    """The rule whose count or shape a play must follow: the rule in force that lets a sequence be played when the
    field holds one (【階段出し】), else group play."""
    if field is not None and field.kind is MeldKind.SEQUENCE:
        for r in state.rules.relax_for[Failure.SEQUENCE]:
            return r.id
    return group.id


def _sequence(group: Group, state: Table, args: tuple[tuple[str, object], ...]) -> Refusal:
    """Why a sequence may not be led, headed by the rule that would allow it: held as a house rule by another
    player, or not in force."""
    en = "{play} is a sequence; no rule in force lets you lead a sequence"
    for r in state.rules.relax_for[Failure.SEQUENCE]:
        if r.holder is not None:  # a house rule is a card of the Cthulhu deck: its printed name (【階段出し】)
            holder = state.game.players[r.holder]
            return Refusal(group.id, en, "{play}は連番。【" + r.ja + "】は{holder}の家訓なので、連番でターンを始められるのは{holder}だけ",
                           Failure.SEQUENCE.value, (*args, ("holder", holder)), heading=f"{r.id}@house")
    return Refusal(group.id, en, "{play}は連番。連番を出せるルールがないので、連番は出せない", Failure.SEQUENCE.value, args,
                   heading="shape")


def _face(group: Group, state: Table, args: tuple[tuple[str, object], ...]) -> Refusal:
    """Why a card may not be played as another: headed by the rule in force that lets some cards be played as
    others (【天下り】: ［1］ as J …) when there is one, which does not allow this one."""
    en = "{play}: a card may be played only as itself unless a rule in force allows it"
    for r in state.rules.relax_for[Failure.FACE]:
        if not r.base:  # its printed name (【天下り】), a house rule's with （家訓）
            return Refusal(group.id, en, "{play}。【" + r.ja + "】でも、このカードはこの数字としては出せない", Failure.FACE.value,
                           args, heading=r.id + ("@house" if r.holder is not None else ""))
    return Refusal(group.id, en, "{play}。ルールがなければ、カードは別の数字として出せない", Failure.FACE.value, args,
                   heading="shape")
