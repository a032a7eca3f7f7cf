"""Every card is in one place, and effects move cards only through ``State.move``.

Card 02 Q&A 4: a fused meld stays on the field whole (「場には融合した状態で残ります」); card 10
takes 「場の一番上に置かれているカード」.  After a fusion the top of the field is the fused
meld — the play just made — so a pull-out takes from the meld under it, never a card of the
fused meld itself (which would then be shown on the field and held in a hand at once).
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from explorer import State
from explorer.engine.cards import parse_cards
from explorer.engine.places import DISCARD, FIELD, MisplacedCardError

pytestmark = pytest.mark.rules

ROOT = Path(__file__).resolve().parents[1]


def fused_kings() -> State:
    """Laws pull out + fusion; ♠Q then ♥K ♦K ♣K on the field; A fuses ♠K (four kings, a revolution)."""
    s = State.from_position(["A", "B", "C"], laws=["pull_out", "fusion_revolution"],
                            hands={"A": "♠K ♠4 ♠5", "B": "♠6", "C": "♠7"},
                            history=[("B", "♠Q")], field="♥K ♦K ♣K", field_by="C", turn="A")
    s.push(s.parse_action("A fuses ♠K"))
    return s


def test_a_take_after_a_fusion_takes_from_under_the_fused_meld() -> None:
    s = fused_kings()
    assert str(s.field) == "♠K ♥K ♦K ♣K"
    offered = [s.action_str(a) for a in s.legal_actions]
    assert offered == ["A takes ♠Q", "A takes nothing"]
    s.push(s.parse_action("A takes ♠Q"))
    assert s.hand_str("A") == "♠4 ♠5 ♠Q"
    assert str(s.field) == "♠K ♥K ♦K ♣K"  # the fused meld stays whole (card 02 Q&A 4)
    assert not s.hands[0] & s.field.cards


def test_no_card_of_the_top_meld_can_be_taken() -> None:
    s = fused_kings()
    with pytest.raises(MisplacedCardError, match="on top of the field"):
        s.move(parse_cards("♥K"), FIELD, 0)


def test_a_card_cannot_move_from_where_it_is_not() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♠4", "C": "♠5"}, discard="♦9", turn="A")
    with pytest.raises(MisplacedCardError, match="♠4 is not in A's hand"):
        s.move(parse_cards("♠4"), 0, DISCARD)
    s.move(parse_cards("♦9"), DISCARD, 1)
    assert s.hand_str("B") == "♠4 ♦9" and s.discard == 0


CARD_FIELDS = {"hands", "discard", "field_cards", "out_of_play"}


@pytest.mark.parametrize("path", sorted((ROOT / "explorer" / "rules").rglob("*.py")), ids=lambda p: p.name)
def test_no_rule_edits_card_masks_by_hand(path: Path) -> None:
    """Rules move cards by performing ``Move`` / ``MoveAll``: no assignment to a place's mask."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(node, ast.AugAssign) else []
        for t in targets:
            base = t.value if isinstance(t, ast.Subscript) else t
            if isinstance(base, ast.Attribute) and base.attr in CARD_FIELDS:
                pytest.fail(f"{path.name}:{node.lineno} edits state.{base.attr} by hand; perform a Move")
