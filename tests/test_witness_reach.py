"""Witness positions play can reach, and the checker's notices for those it cannot (issue 42, part 1).

Every published witness is replayed from its dealt round (:mod:`explorer.graphs.reach`: the deal, then the plays
that lead to the position) with its two rules in force, and must arrive at its own position. The witnesses the
derivation writes no round for (players already out) are counted by reason; a revolution in force is reached by
the four of a kind that started it, laid first; none of them
is a position the checker knows play cannot reach. Hand-written scenarios keep their described positions; the
checker's notices name the ones that cannot arise (an inversion or a lock on an empty field, a fallen king still
to act) without failing them.
"""

from __future__ import annotations

import io
from collections import Counter
from pathlib import Path

import yaml

from explorer.engine.cards import parse_cards
from explorer.engine.state import State
from explorer.graphs import rule_graph as rg
from explorer.graphs.reach import derive, replay, same_position
from explorer.scenarios.reachable import notices
from explorer.scenarios.runner import check_paths

ROOT = Path(__file__).resolve().parents[1]


def test_every_witness_is_replayed_from_its_deal_to_its_own_position() -> None:
    missing: Counter[str] = Counter()
    replayed = in_revolution = 0
    for cache in (rg.CACHE, rg.DECKS_CACHE):
        for edge, w in rg.cached_witnesses(cache).items():
            x, y = rg._variant(w.x), rg._variant(w.y)
            configs = rg._configs(x, y, w.position)
            assert configs is not None
            assert notices(configs["xy"]) == [], (edge, notices(configs["xy"]))
            d = derive(x, y, w.position)
            if d.deal is None:
                missing[d.missing] += 1
                continue
            assert d.deal.field == () and d.deal.discard == 0 or d.deal.phase != "play", edge
            s = replay(x, y, d)
            assert same_position(s, configs["xy"]) == [], (edge, d.history, same_position(s, configs["xy"]))
            replayed += 1
            in_revolution += w.position.revolution and w.position.phase == "play"
    print(f"replayed from the deal: {replayed} ({in_revolution} in a revolution); no round derived: {dict(missing)}")
    assert replayed > 500
    # a revolution in force is reached too: its four of a kind is laid first and its trick clears to the discard
    assert in_revolution > 100
    assert set(missing) <= {"players have already gone out"}, missing


def test_a_revolution_is_reached_by_the_four_of_a_kind_in_its_discard() -> None:
    """The round :func:`derive` writes for a position in a revolution starts with the four of a kind that made it
    (the lowest one wholly in the discard); without one, it writes none and says why, and the search counts the
    position unreachable (:func:`rule_graph.fault`)."""
    x, y = rg._variant("suit_lock"), rg._variant("revolution")
    pos = rg.Position((parse_cards("♠4 ♥9"), parse_cards("♦K"), parse_cards("♣5")), ((1, "♠Q"),), True, False, 0,
                      discard=parse_cards("♠6 ♥6 ♦6 ♣6 ♥3"))
    d = derive(x, y, pos)
    assert d.deal is not None and d.deal.revolution is False and d.deal.discard == 0
    assert d.history[:4] == ("B plays ♠6 ♥6 ♦6 ♣6", "C passes", "A passes", "B plays ♥3")
    s = replay(x, y, d)
    assert s.marks.revolution and same_position(s, rg._configs(x, y, pos)["xy"]) == []
    bare = rg.Position(pos.hands, pos.field, True, False, 0, discard=parse_cards("♥3"))
    assert derive(x, y, bare).missing == rg.NO_REVOLUTION_GROUP
    assert rg.unreached(x, y, bare) == rg.NO_REVOLUTION_GROUP
    full = rg.with_revolution_group(bare, avoid=[10])
    # the lowest rank free everywhere (3s: ♥3 is in the discard; 4s, 5s: in A's and C's hands)
    assert full is not None and rg.group_in(full.discard) == parse_cards("♠6 ♥6 ♦6 ♣6")
    assert rg.unreached(x, y, full) == ""


def _scenario(tmp: Path, start: dict[str, object]) -> Path:
    path = tmp / "s.yaml"
    path.write_text(yaml.safe_dump({"id": "s", "title": {"en": "t", "ja": "t"}, "players": ["A", "B", "C"],
                                    "laws": ["j_back", "suit_lock"], "start": start,
                                    "steps": [{"do": "A plays ♠3", "expect": {"legal": True}}]},
                                   allow_unicode=True), encoding="utf-8")
    return path


def test_the_checker_names_an_inversion_on_an_empty_field(tmp_path: Path) -> None:
    s = State.from_position(["A", "B", "C"], laws=["j_back"], hands={"A": "♠3", "B": "♦4", "C": "♣7"},
                            reversed=True, turn="A")
    assert any("empty" in en and "逆転" in ja for en, ja in notices(s))
    on_a_field = State.from_position(["A", "B", "C"], laws=["j_back"], hands={"A": "♠3", "B": "♦4", "C": "♣7"},
                                     field="♠J", field_by="C", reversed=True, turn="A")
    assert notices(on_a_field) == []


def test_the_checker_names_a_fallen_king_still_to_act() -> None:
    s = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♦4", "C": ""}, finished=["C"], king="B",
                            turn="A")
    said = notices(s)
    assert len(said) == 1 and "B is the king" in said[0][0] and "都落ち" in said[0][1], said
    king_first = State.from_position(["A", "B", "C"], hands={"A": "♠3", "B": "♦4", "C": ""}, finished=["C"],
                                     king="C", turn="A")
    assert notices(king_first) == []


def test_check_prints_a_notice_and_still_passes(tmp_path: Path) -> None:
    path = _scenario(tmp_path, {"hands": {"A": "♠3", "B": "♦4", "C": "♣7"}, "reversed": True, "turn": "A"})
    for lang, word in (("en", "notice: this start cannot arise in play"), ("ja", "注意：この開始局面は実際の対局では起こらない")):
        out = io.StringIO()
        assert check_paths([str(path)], lang, out) == 0, out.getvalue()
        assert word in out.getvalue(), out.getvalue()
    clean = _scenario(tmp_path, {"hands": {"A": "♠3", "B": "♦4", "C": "♣7"}, "turn": "A"})
    out = io.StringIO()
    assert check_paths([str(clean)], "en", out) == 0 and "notice:" not in out.getvalue()


def test_no_hand_written_scenario_starts_where_play_cannot_reach() -> None:
    from explorer.scenarios.model import load_scenario

    flagged = []
    from explorer.scenarios.runner import scenario_files

    for path in scenario_files([str(ROOT / "scenarios")]):
        if "witnesses" in path.parts:
            continue
        said = notices(load_scenario(path).initial_state())
        if said:
            flagged.append((str(path.relative_to(ROOT)), said))
    assert flagged == [], flagged
