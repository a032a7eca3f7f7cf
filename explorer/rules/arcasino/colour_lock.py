"""arcasino.colour_lock 色縛り: a suit lock that always reads the current top of the field (seed 004)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from explorer.engine.cards import suits_str
from explorer.engine.events import Event
from explorer.engine.melds import JOKER_FACE
from explorer.rules.cards.c14_suit_lock import SuitLock, SuitLocked
from explorer.rules.local import HOUSE_EN, HOUSE_JA
from explorer.engine.places import FIELD

if TYPE_CHECKING:
    from explorer.engine.contract import Table


class ColourLock(SuitLock):
    number = 0
    id = "arcasino.colour_lock"
    reads = frozenset({"buried"})  # the plays still on the field, and who made each (reread)
    brings = 0
    ja = "色縛り"
    en = "Colour lock"
    law_ja = ("同じスートのカードが続けて出されると、場が流れるまでそのスートしか出せない。"
              "縛りは常に「前のカード」を見る（税収で場の最後のカードが変わったときも）。")
    law_en = ("When cards of the same suit are played one after another, only that suit may be played until the field "
              "clears. The lock always reads the previous card as the field now shows it (when tax takes the field's "
              "last card too: ♠3, ♣6, ♠A with the ♣6 taken locks ♠).")  # seed 004's example
    house_ja = HOUSE_JA
    house_en = HOUSE_EN
    house_waives = frozenset()

    def reread(self, state: Table, player: int) -> list[Event]:
        """Seed 004: 「「色縛り」は、常に"前のカード"を参照します」 — a card taken from the field (tax) changes the
        plays it shows, so the lock is read again from the field as it is now, both ways: a lock whose plays are
        no longer next to each other is gone (♦3, ♠6, ♠A taking the ♠6 reads ♦3 → ♠A), and one the new
        neighbours make forms (♠3, ♣6, ♠A taking the ♣6 reads ♠3 → ♠A)."""
        on_field = state.cards_at(FIELD)
        shown: list[tuple[int, int]] = []  # (player, suits still on the field), oldest first
        last = len(state.trick) - 1
        for i, (p, meld) in enumerate(state.trick):
            if i == last:
                shown.append((p, meld.suits))  # the play on top, whole (nothing can be taken from it)
                continue
            if not meld.cards & on_field:
                continue  # every card of it was taken: the play is gone
            suits = 0
            for phys, face in meld.faces:
                if on_field >> phys & 1 and face != JOKER_FACE:
                    suits |= 1 << (face & 3)
            shown.append((p, suits))
        lock = 0
        for (_, before), (p, now) in zip(shown, shown[1:]):
            if before & now and self.applies(p):
                lock = before & now
                break
        if lock == state.rule_data(SuitLocked).value:
            return []
        if lock:
            return self._lock(state, player, lock)
        was = suits_str(state.rule_data(SuitLocked).value)
        state.set_rule_data(SuitLocked())
        return [Event(self.id, "unlock", player,
                      f"The field now shows no two plays in a row of one suit: the lock to {was} is lifted.",
                      f"場のカードが変わり、同じスートが2回続いていないので、{was}の縛りはなくなる（{self.ja}）。")]
