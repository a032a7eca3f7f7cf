"""A player's name is a name: a player called ``JK``, ``K`` or ``Q`` is never read as a card, in the action
language or in the Japanese texts (issue 24, item 7), which write every card the Japanese way (ジョーカー)."""

from __future__ import annotations

import pytest

from explorer import State
from explorer.engine.errors import IllegalMoveError
from explorer.scenarios.model import scenario_from_text
from explorer.scenarios.runner import check_paths, run_scenario
from explorer.text.sentences import sentence
from explorer.text.describe import describe

pytestmark = pytest.mark.rules

PLAYERS = ["JK", "K", "Q"]


def table() -> State:
    return State.from_position(PLAYERS, laws=["classic.seven_pass"],
                               hands={"JK": "♠7 ♥4 JK ♣9", "K": "♦9 ♦4", "Q": "♣K ♣3"}, turn="JK")


def test_actions_read_the_first_word_as_the_player_and_a_card_place_as_a_card() -> None:
    s = table()
    s.push(s.parse_action("JK plays ♠7"))
    events = s.push(s.parse_action("JK gives ♥4 to K"))
    assert s.hand_str("K") == "♥4 ♦4 ♦9" and s.hand_str("JK") == "♣9 JK"
    give = next(e for e in events if e.kind == "give")
    assert describe(give, "ja") == "JKがKに♥4を渡す（7渡し）。"
    assert describe(give, "en") == "JK gives ♥4 to K (seven pass)."


def test_a_refusal_in_japanese_keeps_the_name() -> None:
    s = table()
    with pytest.raises(IllegalMoveError) as exc:
        s.push(s.parse_action("JK plays ♣3"))
    assert describe(exc.value, "ja") == "手札：JKは♣3を持っていない"


def test_a_play_event_keeps_the_name_and_writes_the_joker_in_japanese() -> None:
    s = State.from_position(PLAYERS, hands={"JK": "JK ♣9", "K": "♦9 ♦4", "Q": "♣K ♣3"}, turn="JK")
    play = s.push(s.parse_action("JK plays JK"))[0]
    assert describe(play, "ja") == "JKがジョーカーを出す"  # made so by the engine: no name to guard from a rewrite
    assert sentence(play, "ja", PLAYERS) == "JKがジョーカーを出す"
    assert sentence(play, "ja", PLAYERS, you=1) == "JKがジョーカーを出す"


@pytest.mark.parametrize("name", ["K", "Q"])
def test_names_of_ranks_are_names(name: str) -> None:
    s = State.from_position([name, "B", "C"], hands={name: "♠K ♣3", "B": "♦Q", "C": "♣4"}, turn=name)
    play = s.push(s.parse_action(f"{name} plays ♠K"))[0]
    assert describe(play, "ja") == f"{name}が♠Kを出す"


def test_the_check_output_in_japanese_keeps_the_names(tmp_path: object) -> None:
    import io
    from pathlib import Path

    assert isinstance(tmp_path, Path)
    path = tmp_path / "names.yaml"
    path.write_text("""id: names
title: {ja: 名前, en: names}
players: [JK, K, Q]
laws: [classic.seven_pass]
start:
  hands: {JK: "♠7 ♥4 JK ♣9", K: "♦9 ♦4", Q: "♣K ♣3"}
  turn: JK
steps:
  - do: "JK plays ♠7"
  - do: "JK gives ♥4 to K"
  - do: "K plays ♦9"
  - do: "Q passes"
  - do: "JK plays ♣3"
    expect: {legal: false}
  - do: "JK plays JK"
""", encoding="utf-8")
    assert run_scenario(scenario_from_text(path.read_text(encoding="utf-8"), str(path))).ok
    out = io.StringIO()
    check_paths([str(path)], lang="ja", out=out)
    text = out.getvalue()
    assert "JKがKに♥4を渡す（7渡し）" in text and "JKは♣3を持っていない" in text and "JKがジョーカーを出す" in text
    assert "ジョーカーが♥4" not in text and "ジョーカーは♣3" not in text
