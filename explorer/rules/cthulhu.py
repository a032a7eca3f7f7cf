"""The game at the centre: its five base rules, always in force, and its 25 rule cards, by number (RULES.md).

>>> [r.id for r in BASE_RULES]
['group', 'revolution', 'joker', 'forbidden_finish', 'miyako_ochi']
>>> CARDS[8].id, CARD_IDS[9]
('eight_cut', 'eight_cut')
"""

from __future__ import annotations

from typing import Final

from explorer.rules.base.forbidden_finish import ForbiddenFinish
from explorer.rules.base.group import Group
from explorer.rules.base.joker import Joker
from explorer.rules.base.miyako_ochi import MiyakoOchi
from explorer.rules.base.revolution import Revolution
from explorer.rules.cards.c01_recycle import Recycle
from explorer.rules.cards.c02_fusion_revolution import FusionRevolution
from explorer.rules.cards.c03_ten_discard import TenDiscard
from explorer.rules.cards.c04_taboo_breaker import TabooBreaker
from explorer.rules.cards.c05_trickster import Trickster
from explorer.rules.cards.c06_slip_through import SlipThrough
from explorer.rules.cards.c07_three_revolution import ThreeRevolution
from explorer.rules.cards.c08_metamorphosis import Metamorphosis
from explorer.rules.cards.c09_eight_cut import EightCut
from explorer.rules.cards.c10_pull_out import PullOut
from explorer.rules.cards.c11_magician_hunt import MagicianHunt
from explorer.rules.cards.c12_conspiracy import Conspiracy
from explorer.rules.cards.c13_armed_force import ArmedForce
from explorer.rules.cards.c14_suit_lock import SuitLock
from explorer.rules.cards.c15_number_lock import NumberLock
from explorer.rules.cards.c16_identity import Identity
from explorer.rules.cards.c17_magician_exile import MagicianExile
from explorer.rules.cards.c18_flux import Flux
from explorer.rules.cards.c19_j_back import JBack
from explorer.rules.cards.c20_descent import Descent
from explorer.rules.cards.c21_stairs import Stairs
from explorer.rules.cards.c22_three_return import ThreeReturn
from explorer.rules.cards.c23_wisdom import Wisdom
from explorer.rules.cards.c24_loophole import Loophole
from explorer.rules.cards.c25_dobon import Dobon
from explorer.engine.contract import Rule


BASE_RULES: Final[tuple[type[Rule], ...]] = (Group, Revolution, Joker, ForbiddenFinish, MiyakoOchi)
"""Always in force, in this order."""

CARDS: tuple[type[Rule], ...] = (
    Recycle,
    FusionRevolution,
    TenDiscard,
    TabooBreaker,
    Trickster,
    SlipThrough,
    ThreeRevolution,
    Metamorphosis,
    EightCut,
    PullOut,
    MagicianHunt,
    Conspiracy,
    ArmedForce,
    SuitLock,
    NumberLock,
    Identity,
    MagicianExile,
    Flux,
    JBack,
    Descent,
    Stairs,
    ThreeReturn,
    Wisdom,
    Loophole,
    Dobon,
)
"""The 25 rule cards, by number."""

# The 25 card ids of RULES.md (a test checks the cards and this table against RULES.md).
CARD_IDS: dict[int, str] = {
    1: "recycle", 2: "fusion_revolution", 3: "ten_discard", 4: "taboo_breaker", 5: "trickster",
    6: "slip_through", 7: "three_revolution", 8: "metamorphosis", 9: "eight_cut", 10: "pull_out",
    11: "magician_hunt", 12: "conspiracy", 13: "armed_force", 14: "suit_lock", 15: "number_lock",
    16: "identity", 17: "magician_exile", 18: "flux", 19: "j_back", 20: "descent", 21: "stairs",
    22: "three_return", 23: "wisdom", 24: "loophole", 25: "dobon",
}
