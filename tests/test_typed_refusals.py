"""Refusals are data (issue 42, part 3): a kind, typed arguments, the rule or engine check that heads them, and
words filled from their arguments in either language — so a page names the rule from the refusal's heading, not
from the first words of its Japanese, and says "this play" for the play a refusal names from its ``play``
argument, not by finding the play's text inside the reason.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from explorer.engine.actions import Choose, Pass, Trim
from explorer.engine.contract import Refusal
from explorer.engine.melds import parse_meld, parse_pattern
from explorer.engine.state import State
from explorer.text.phrasing import label, refusal_heading, refusal_line
from explorer.widgets.moves import THESE_EN, THESE_JA, refusal_groups

ROOT = Path(__file__).resolve().parents[1]


def refusals_made_without_a_kind(source: str) -> list[int]:
    """The lines of ``source`` that make a :class:`Refusal` without saying what kind of refusal it is."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Refusal":
            if len(node.args) < 4 and not any(k.arg == "kind" for k in node.keywords):
                out.append(node.lineno)
    return out


def test_every_refusal_the_explorer_makes_names_its_kind() -> None:
    missing = {str(p.relative_to(ROOT)): lines for p in sorted((ROOT / "explorer").rglob("*.py"))
               if (lines := refusals_made_without_a_kind(p.read_text(encoding="utf-8")))}
    assert not missing, missing
    planted = 'def f(self):\n    return Refusal(self.id, "no", "だめ")\n'
    assert refusals_made_without_a_kind(planted) == [2]


def test_a_refusal_is_filled_from_typed_arguments_in_each_language() -> None:
    why = Refusal("group", "{play} is weaker than {field}", "{play}は{field}より弱い", "weaker",
                  (("play", parse_meld("JK=♣A")), ("field", parse_meld("♠2"))), heading="strength")
    assert (why.en, why.ja) == ("JK=♣A is weaker than ♠2", "ジョーカー（♣1として）は♠2より弱い")
    assert why.text("en", play="this play") == "this play is weaker than ♠2"
    assert why.arg("field") == parse_meld("♠2") and why.arg("nothing") is None
    assert refusal_line(why, "ja") == "カードの強さ：ジョーカー（♣1として）は♠2より弱い"
    assert refusal_line(why, "en") == "Card strength: JK=♣A is weaker than ♠2"
    held = Refusal("hand", "{who} does not hold {cards}", "{who}は{cards}を持っていない", "not_held",
                   (("who", "A"), ("cards", parse_meld("♣A ♦A").cards)))
    assert held.ja == "Aは♦1 ♣1を持っていない" and held.heading == "hand"


def test_a_grouped_refusal_says_this_play_for_the_play_it_names_only() -> None:
    """The field holds a joker read as ♣J: a lone ♣J refused for its count is "this play", the joker's reading
    (the same card's name inside the field's meld) stays as it is."""
    state = State.from_position(["A", "B", "C"], hands={"A": "♣J ♠3", "B": "♦4", "C": "♣5"}, field="♦J JK=♣J",
                                field_by="C", turn="A")
    groups = refusal_groups(state, 0, [parse_meld("♣J"), parse_meld("♠3")])
    assert len(groups) == 1, [(g.en, g.melds) for g in groups]
    g = groups[0]
    assert g.en == f"the field takes 2 cards, like ♦J JK=♣J; {THESE_EN} has 1", g.en
    assert g.ja == f"場は♦J ジョーカー（♣Jとして）の2枚出し。{THESE_JA}は1枚", g.ja
    assert label(g.heading, "ja") == "同時出し" and g.count == 2


@pytest.mark.parametrize("hands, field, play, heading", [
    ({"A": "♠3 ♥9", "B": "♦3", "C": "♣5"}, "♥K", "♠3", "strength"),
    ({"A": "♠3 ♠4 ♠5 ♥9", "B": "♦3", "C": "♣5"}, None, "♠3 ♠4 ♠5", "shape"),
    ({"A": "♠3 ♥3 ♥9", "B": "♦3", "C": "♣5"}, "♥K", "♠3 ♥3", "group"),
])
def test_the_heading_is_the_refusals_own_not_read_from_its_words(hands: dict[str, str], field: str | None, play: str,
                                                                 heading: str) -> None:
    state = State.from_position(["A", "B", "C"], hands=hands, field=field, field_by="C" if field else None, turn="A")
    why = state.refusal(0, parse_pattern(play).for_hand(state.hands[0]).resolve())
    assert why is not None and why.heading == heading, why
    name = refusal_heading(why, "ja")
    assert not why.ja.startswith(name + "："), why.ja  # the page puts the name before it: never twice


def test_a_choice_refused_names_its_rule_once() -> None:
    """Ten discard asks A to discard a card; choosing something else is refused under the rule's name, which the
    prompt does not repeat (「10捨て：10捨て：…」)."""
    state = State.from_position(["A", "B", "C"], laws=["ten_discard"], hands={"A": "♠10 ♥3 ♦4", "B": "♦3", "C": "♣5"},
                                turn="A")
    state.push(state.parse_action("A plays ♠10"))
    assert state.choice is not None
    why = state.refusal_of(Choose(0, "discard", 1 << 52))
    assert why is not None and why.kind == "not_an_option"
    line = refusal_line(why, "ja")
    name = refusal_heading(why, "ja")
    assert line.count(name) == 1, line
    assert line.startswith(name + "：Aは手札を1枚捨てる。選べる行動："), line


def test_the_trim_refusal_says_the_hand_limit_in_force() -> None:
    """The trim keeps 7 cards unless a rule changes the number (UECda's server keeps every card): the refusal
    says the number the check used."""
    names = ["A", "B", "C"]
    state = State.from_position(names, hands={"A": "♠3 ♠4 ♠5 ♠6 ♠7 ♠8 ♠9 ♠10 ♠J", "B": "♦3", "C": "♣5"}, turn="A")
    why = state.refusal_of(Trim(0, parse_meld("♠3 ♠4 ♠5").cards))
    assert why is not None and why.kind in ("trim_too_many", "wrong_decision"), why


@pytest.mark.parametrize("deck", ["cthulhu", "classic", "arcasino"])
def test_every_refusal_of_random_rounds_is_typed_and_headed_once(deck: str) -> None:
    """Random rounds with a deck's rules as laws: every refused play and pass at the positions reached has a kind,
    words with every argument filled, and Japanese that does not open with a rule's name (the heading says it)."""
    from explorer.rules.decks import DECKS
    from random_rounds import random_rounds

    ids = next(d for d in DECKS if d.id == deck).rule_ids()
    labels = {label(i, "ja") for i in ids} | {label(k, "ja") for k in ("turn", "hand", "strength", "shape", "group")}
    seen: dict[str, int] = {}
    for _, rng, state in random_rounds(deck, ["A", "B", "C", "D"], 5, "refusals"):
        for _ in range(40):
            pend = state.pending
            if pend is None:
                break
            if pend.kind.value == "play":
                whys = [state.refusal(pend.player, m) for m in state.all_melds(pend.player)]
                whys.append(state.refusal_of(Pass(pend.player)))
                for why in whys:
                    if why is None:
                        continue
                    seen[why.kind] = seen.get(why.kind, 0) + 1
                    assert why.kind, why
                    assert "{" not in why.en + why.ja, why
                    head = why.ja.partition("：")[0].strip("【】")
                    assert head not in labels, (why.heading, why.ja)
                    if why.arg("play") is not None:  # both languages name the play, or neither does
                        assert ("PLAY" in why.text("en", play="PLAY")) == ("PLAY" in why.text("ja", play="PLAY")), why
            actions = list(state.legal_actions)
            if not actions:
                break
            state.push(rng.choice(actions))
    assert sum(seen.values()) > 50 and len(seen) >= 3, seen
