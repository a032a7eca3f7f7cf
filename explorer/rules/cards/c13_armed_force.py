"""Card 13 武力行使 / Armed force: a revolution nobody answers wins the round."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.engine.events import Event
from explorer.engine.game import Phase
from explorer.engine.contract import declare_data, PlayContext, Rule, RuleData, Scope
from explorer.rules.registry import register
from explorer.rules.base.revolution import REVOLUTION_MADE, revolution_possible
from explorer.engine.table_values import PlaceFirst

if TYPE_CHECKING:
    from explorer.engine.contract import Table

@dataclass(frozen=True, slots=True, init=False)
class Unanswered(RuleData):
    """Who made the revolution that no counter-revolution has answered yet (``None``: none pending)."""

    maker: int | None

    # written out, as dataclasses would make them: theirs run interpreted even compiled, and the data is
    # read, compared with its default and set again as the game goes on
    def __init__(self, maker: int | None = None) -> None:
        object.__setattr__(self, "maker", maker)

    def __eq__(self, other: object) -> bool:
        return type(other) is Unanswered and self.maker == other.maker

    def __hash__(self) -> int:
        return hash((self.maker,))


class ArmedForce(Rule):
    number = 13
    id = "armed_force"
    suits_alike = True
    ja = "武力行使"
    en = "Armed force"
    law_ja = (
        "革命を起こし、返されなかった場合、革命を起こした人が、そのラウンドの勝利者となる。"
        "１位が決まっているラウンドでも、ラウンドが終わる前に革命を起こした場合は、その人が１位となり、"
        "その場合、都落ちが発生する。革命を返した場合は、返した人が勝利者となり、返された場合は不発になる。"
    )
    law_en = (
        "A revolution that is not answered by a counter-revolution before the field clears wins the "
        "round for its maker: they take 1st place at once, even if 1st was already decided (then the "
        "1st falls from the capital, with the bonus). A counter-revolution wins for its maker instead."
    )
    house_ja = "この家訓を持ってる人が、革命を起こした時のみ、効果を発動する"
    house_en = "Only the holder's revolutions win the round."
    scope = Scope.ON_PLAY
    draft_order = 15
    reads = frozenset[str]()
    brings = 0
    no_edge_house = (
        "家訓の【武力行使】は、持ち主が革命を起こし、それに革命で返されないまま場が流れたときにだけ効く。"
        "探索は一手先までしか見ないので、持ち主の革命と、ほかのルールが変えるその後の流れが同じ局面にそろわなかった。"
        "法律としての【武力行使】には関係が見つかっている。",
        "As a house rule, armed force acts only when its holder makes a revolution that nobody answers before the "
        "field clears. The search looks one play ahead, so no position brought the holder's revolution together "
        "with what another rule changes afterwards; as a law, armed force does have edges.")
    retakes_first = True
    house_scope = ("持ち主が革命を起こしたときだけ発動する。ほかの人の革命では発動しない",
                   "only the holder's revolutions win the round; another player's revolution changes no winner")

    def may_retake_first(self, state: Table, seats: int = -1) -> bool:
        """This card puts in 1st place only the maker of a revolution it is for (:class:`PlaceFirst` of the maker;
        the one who was 1st falls, nobody else moves up): one of ``seats`` can still be put there only through
        their revolution made and not yet answered, or one they could still make holding cards, with the cards in
        play (:func:`~explorer.rules.base.revolution.revolution_possible`)."""
        maker = state.rule_data(Unanswered).maker
        if maker is not None and seats >> maker & 1:
            return True
        hands = state.hands
        return any(seats >> p & 1 and hands[p] and self.applies(p) and revolution_possible(state, p)
                   for p in range(state.game.n))

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if not ctx.noted(REVOLUTION_MADE):
            return
        if self.applies(ctx.player):
            state.set_rule_data(Unanswered(ctx.player))
            ctx.fire(self, "armed", "Armed force: if nobody answers this revolution before the field clears, "
                     f"{state.game.players[ctx.player]} wins the round.",
                     f"武力行使：場が流れるまでに革命返しがなければ、{state.game.players[ctx.player]}がこのラウンドの勝利者になる。",
                     args=())
        elif state.rule_data(Unanswered).maker is not None:
            state.set_rule_data(Unanswered())
            ctx.fire(self, "answered", "The revolution was answered: armed force misfires.",
                     "革命が返されたので、【武力行使】は不発になる。")

    def _resolve(self, state: Table) -> list[Event]:
        maker = state.rule_data(Unanswered).maker
        if maker is None:
            return []  # nothing pending: the data is its default already
        state.set_rule_data(Unanswered())
        name = state.game.players[maker]
        first = Event(self.id, "first", maker, f"{name} takes 1st place of the round.",
                      f"{name}がこのラウンドの1位になる。", args=())
        return [first, *state.perform(PlaceFirst(maker))]  # whoever was 1st is the king: the fall of the capital may follow

    def on_field_clear(self, state: Table) -> list[Event]:
        return self._resolve(state)

    def on_phase(self, state: Table, phase: Phase, begin: bool) -> list[Event]:
        if phase is Phase.PLAY and not begin:
            return self._resolve(state)
        return []


declare_data(public=(Unanswered,))


register(ArmedForce)
