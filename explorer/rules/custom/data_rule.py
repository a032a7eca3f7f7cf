"""A data rule in force: a :class:`~explorer.rules.local.LocalRule` built from a :class:`RuleSpec`.

:func:`make_rule` builds one class per spec, with only the hooks its trigger and effect need (a hook a rule
does not define costs the engine nothing).  The effects are the standard ones of :mod:`.effects`; their
events and refusals are worded in both languages from the trigger and the effect.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from explorer.engine.events import Event
from explorer.engine.cards import JOKER
from explorer.engine.melds import Meld
from explorer.rules.custom import effects
from explorer.rules.custom.spec import RuleSpec
from explorer.rules.local import HOUSE_EN, HOUSE_JA, LocalRule
from explorer.engine.contract import Refusal, Scope
from explorer.engine.table_values import Mark

if TYPE_CHECKING:
    from explorer.engine.actions import Action
    from explorer.engine.cards import Card
    from explorer.engine.melds import Face
    from explorer.engine.contract import PlayContext
    from explorer.engine.contract import Table

_SCOPES = {"on-play": Scope.ON_PLAY, "only": Scope.ONLY, "others": Scope.OTHERS, "holder": Scope.HOLDER}


class DataRule(LocalRule):
    """A rule whose trigger and effect are data (:attr:`spec`)."""

    spec: ClassVar[RuleSpec]

    def _matches(self, meld: Meld) -> bool:
        """Whether a play-level trigger (count, or ``per: play``) fires for ``meld``."""
        t = self.spec.trigger
        faces = [f for c, f in meld.faces if c < JOKER]  # a joker standing for a card never counts (LOCAL-RULES.md)
        if t.ranks:
            hits = sum(1 for f in faces if f >> 2 in t.ranks)
        elif t.suits:
            hits = sum(1 for f in faces if f & 3 in t.suits)
        else:
            hits = meld.size
        if t.count is not None:
            return hits == t.count == meld.size
        return hits > 0


class _CardTrigger(DataRule):
    """Fires once per played card of the trigger's ranks or suits."""

    def fires_on(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> bool:
        if self.spec.trigger.ranks:
            return super().fires_on(state, ctx, card, face)
        return card < JOKER and face & 3 in self.spec.trigger.suits and self.applies(ctx.player)

    def card_effect(self, state: Table, ctx: PlayContext, card: Card, face: Face) -> None:
        effects.apply(self, state, ctx, card)


class _PlayTrigger(DataRule):
    """Fires once for a play that matches (a count, or ``per: play``)."""

    def play_effect(self, state: Table, ctx: PlayContext) -> None:
        if self.applies(ctx.player) and self._matches(ctx.meld):
            effects.apply(self, state, ctx, None)


class _FollowsTrigger(DataRule):
    """Fires when two plays in a row share the trigger's pattern (colour lock, even/odd lock)."""

    def observe(self, state: Table, player: int, meld: Meld) -> list[Event]:
        return effects.follows(self, state, player, meld)


class _Lock(DataRule):
    """A lock this rule set binds every play until the field clears (a lone joker is exempt)."""

    tags = frozenset({"lock"})

    def forbid(self, state: Table, player: int, meld: Meld, laid: Meld) -> Refusal | None:
        return effects.forbid(self, state, meld)


class _Choice(DataRule):
    """Carries out the choice its give/discard effect asked."""

    def on_choice(self, state: Table, ctx: PlayContext | None, action: Action) -> list[Event]:
        return effects.chosen(self, state, ctx, action)


def make_rule(spec: RuleSpec) -> type[DataRule]:
    """The rule class for ``spec``."""
    t, e = spec.trigger, spec.effect
    bases: list[type[DataRule]] = []
    if t.follows is not None:
        bases.append(_FollowsTrigger)
    elif t.per == "card" and t.count is None:
        bases.append(_CardTrigger)
    else:
        bases.append(_PlayTrigger)
    if e.kind == "lock":
        bases.append(_Lock)
    if e.kind in ("give", "discard"):
        bases.append(_Choice)
    ns: dict[str, object] = {
        "spec": spec, "id": spec.id, "ja": spec.ja, "en": spec.en, "law_ja": spec.law_ja, "law_en": spec.law_en,
        "house_ja": spec.house_ja or HOUSE_JA, "house_en": spec.house_en or HOUSE_EN,
        "scope": _SCOPES[spec.scope], "face_ranks": frozenset(t.ranks) if t.per == "card" else frozenset(),
        "per_play_option": spec.per_play_option, "finish_ruling": spec.finish, "__module__": __name__,
        "__doc__": f"{spec.id} {spec.ja} / {spec.en}: a data rule from {spec.source or 'a rule file'}.",
    }
    if e.kind in ("give", "discard"):
        ns["commutes"] = False
    # what the effect reads beyond the acting player's own hand (Rule.reads): a given card goes into another hand
    # (and "choose" reads who holds cards); skip, reverse, invert, clear, lock and discard read none, nor the pile
    ns["reads"] = frozenset({"hands"}) if e.kind == "give" else frozenset()
    # how much larger it may make a hand during play (Rule.brings): a given card goes into another hand, a play at a time
    ns["brings"] = None if e.kind == "give" else 0
    if e.kind == "discard":
        ns["verbs"] = {"discards": "discard"}
    if e.kind == "invert":
        ns["owns"] = frozenset({Mark.REVERSED})
    if e.lock in ("suit", "colour") or t.suits or t.follows in ("suit", "colour"):
        ns["suit_sensitive"] = True  # a joker's suit matters: move generation lists every suit it may stand for
    name = "".join(w.capitalize() for w in spec.id.replace(".", "_").split("_"))
    return type(name, tuple(bases), ns)
