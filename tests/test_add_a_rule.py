"""A new rule is its module (and its scenarios): the whole explorer learns it from the rule.

The walk-through of ``docs/adding-a-rule.md``, done by a test: a throw-away card, "nine cut" (card 26: a play with a
9 clears the field, and a 9 may not be led), is written to a temporary module outside ``explorer/``, registered
the documented way (``register(NineCut)`` at the end of its module, and an entry point of the group
``daifugo_explorer.rules`` naming it, as a package's metadata does), and then found, in a fresh process, by the catalogue, the legal listing and its refusals, a scenario check, the rule-graph
search, the solver, the bots, the CLI ``rules`` listing and the Rule cards page — none of which names it.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

RULE_MODULE = '''
"""Card 26 9切り / Nine cut: a play containing a 9 clears the field; a 9 may not be led."""

from __future__ import annotations

from explorer.engine.contract import PlayContext, Refusal, Rule, Scope
from explorer.engine.melds import JOKER_FACE
from explorer.rules.registry import register

NINE = 6  # rank index of the 9 (3 is 0)


class NineCut(Rule):
    number = 26
    id = "nine_cut"
    ja = "9切り"
    en = "Nine cut"
    law_ja = "［9］を含むカードを場に出すと、場が流れる。［9］は場にカードがないときには出せない。"
    law_en = "A play containing a 9 clears the field; a 9 may not be led."
    house_ja = "この家訓を持っている人が、カードを場に出したときだけ発動する。"
    house_en = "Fires only when the holder plays."
    scope = Scope.ON_PLAY
    face_ranks = frozenset({NINE})
    draft_order = -1  # the greedy bot drafts it before every other card

    def forbid(self, state, player, meld, laid):
        if state.field is None and self.applies(player) and any(f != JOKER_FACE and f >> 2 == NINE for _, f in meld.faces):
            return Refusal(self.id, "a 9 may not be led", "［9］は場にカードがないときには出せない", "no_lead")
        return None

    def card_effect(self, state, ctx: PlayContext, card, face) -> None:
        ctx.clear = True
        ctx.fire(self, "clear", "A 9: the field is cut (cleared) after this play.",
                 "［9］が出たので場が流れる（9切り）。", card)


register(NineCut)
'''

SCENARIO = '''
id: nine-cut-law
title: {ja: "9切り（法律）：［9］で場が流れる", en: "Nine cut (law): a 9 clears the field"}
source: "tests/test_add_a_rule.py: the throw-away card of docs/adding-a-rule.md"
players: [A, B, C]
laws: [nine_cut]
start:
  hands: {A: "♥9 ♠9 ♦4", B: "♣5 ♠K", C: "♣6 ♦K"}
  field: {cards: "♥5", by: C}
  turn: A
steps:
  - do: "A plays ♥9"
    expect: {legal: true, events: [nine_cut], field: "", turn: A}
  - do: "A plays ♠9"
    expect: {legal: false, error_contains: "may not be led"}
  - do: "A plays ♦4"
    expect: {legal: true, field: "♦4", turn: B}
'''

PROGRAM = '''
import contextlib, io, json, sys
from explorer.rules.catalogue import CARDS, CARD_IDS, rule_class, every_rule
from explorer.engine.state import State
from explorer.engine.melds import Meld

out = {}
cls = rule_class(26)
out["catalogue"] = [cls.id, rule_class("nine_cut").en, CARDS[-1].id, CARD_IDS[26], len(CARDS),
                    cls in every_rule()]

s = State.from_position(["A", "B", "C"], laws=["nine_cut"], hands={"A": "♥9 ♠9 ♦4", "B": "♣5 ♠K", "C": "♣6 ♦K"},
                        field="♥5", field_by="C", turn="A")
out["legal"] = sorted(s.action_str(a) for a in s.legal_actions)
events = s.push(s.parse_action("A plays ♥9"))
out["fired"] = [e.rule for e in events if e.rule]
out["field_after"] = str(s.field) if s.field is not None else ""
refused = s.refusal(0, next(m for m in s.candidate_melds(0) if str(m) == "♠9"))
out["refusal"] = [refused.rule, refused.en] if refused else None
out["legal_lead"] = sorted(s.action_str(a) for a in s.legal_actions)

from explorer.__main__ import main
buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    code = main(["check", sys.argv[1]])
out["check"] = [code, buf.getvalue()]

buf = io.StringIO()
with contextlib.redirect_stdout(buf):
    main(["rules"])
out["cli_rules"] = buf.getvalue()

from explorer.graphs import rule_graph as rg
nodes = [v.node for v in rg.variants()]
out["graph_nodes"] = [n for n in nodes if n.startswith("nine_cut")]
pairs = [(rg.Variant(cls), rg.Variant(rule_class(other))) for other in ("forbidden_finish", "suit_lock", "j_back")]
found = rg.search(pairs, positions=250)
out["graph_edges"] = sorted("%s %s %s" % e for e in found)

from explorer.analysis.solver import solve
win = State.from_position(["A", "B", "C"], laws=["nine_cut"], hands={"A": "♥9 ♦4", "B": "♠2", "C": "♣6"},
                          field="♥5", field_by="C", turn="A")
plain = State.from_position(["A", "B", "C"], hands={"A": "♥9 ♦4", "B": "♠2", "C": "♣6"},
                            field="♥5", field_by="C", turn="A")
sol, sol0 = solve(win, "A"), solve(plain, "A")
out["solver"] = [sol.first, list(sol.winning_text), sol0.first]

from explorer.bots import GreedyBot, draft_rank, play_out
out["draft"] = draft_rank("nine_cut") < min(draft_rank(c.id) for c in CARDS if c is not cls)
from explorer.engine.game import Game, Mode, TableOptions
fired = []
for seed in range(3):
    g = State.new_game(Game(("A", "B", "C"), Mode.MAD, TableOptions(rounds=1), seed=seed, laws=("nine_cut",)))
    play_out(g, {p: GreedyBot(seed) for p in range(3)}, observe=lambda a, ev: fired.extend(e.rule for e in ev))
out["bots_fired"] = fired.count("nine_cut")

from explorer.widgets.rules_page import RulesPage
page = RulesPage()
out["page"] = [label for label, _ in page.card_list.options if "9" in label]
print("RESULT " + json.dumps(out, ensure_ascii=False))
'''


@pytest.fixture(scope="module")
def result(tmp_path_factory: pytest.TempPathFactory) -> dict[str, object]:
    where = tmp_path_factory.mktemp("newrule")
    (where / "nine_cut.py").write_text(textwrap.dedent(RULE_MODULE), encoding="utf-8")
    (where / "nine-cut-law.yaml").write_text(SCENARIO.lstrip(), encoding="utf-8")
    (where / "program.py").write_text(PROGRAM, encoding="utf-8")
    dist = where / "dx_nine_cut-0.1.dist-info"  # what pip writes for a package declaring the entry point
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: dx-nine-cut\nVersion: 0.1\n", encoding="utf-8")
    (dist / "entry_points.txt").write_text("[daifugo_explorer.rules]\nnine_cut = nine_cut:NineCut\n", encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(where), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    done = subprocess.run([sys.executable, str(where / "program.py"), str(where / "nine-cut-law.yaml")], cwd=ROOT,
                          env=env, capture_output=True, text=True, timeout=1200)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-5000:]
    line = next(x for x in done.stdout.splitlines() if x.startswith("RESULT "))
    got: dict[str, object] = json.loads(line.removeprefix("RESULT "))
    return got


def test_the_catalogue_knows_the_new_card(result: dict[str, object]) -> None:
    assert result["catalogue"] == ["nine_cut", "Nine cut", "nine_cut", "nine_cut", 26, True]


def test_the_legal_listing_and_the_refusals_apply_it(result: dict[str, object]) -> None:
    assert "A plays ♥9" in result["legal"] and "A plays ♦4" not in result["legal"]  # ♦4 cannot beat ♥5
    assert result["fired"] == ["nine_cut"] and result["field_after"] == ""
    assert result["refusal"] == ["nine_cut", "a 9 may not be led"]
    assert "A plays ♠9" not in result["legal_lead"] and "A plays ♦4" in result["legal_lead"]


def test_a_scenario_check_runs_it(result: dict[str, object]) -> None:
    code, text = result["check"]  # type: ignore[misc]
    assert code == 0, text
    assert "1 passed, 0 failed" in text


def test_the_cli_lists_it(result: dict[str, object]) -> None:
    text = str(result["cli_rules"])
    assert "nine_cut" in text and "Nine cut" in text and "9切り" in text


def test_the_rule_graph_searches_it(result: dict[str, object]) -> None:
    assert result["graph_nodes"] == ["nine_cut", "nine_cut@house"]
    assert any("nine_cut" in e for e in result["graph_edges"]), result["graph_edges"]


def test_the_solver_plays_it(result: dict[str, object]) -> None:
    first, winning, without = result["solver"]  # type: ignore[misc]
    assert first is True and winning == ["A plays ♥9"] and without is False


def test_the_bots_draft_and_play_it(result: dict[str, object]) -> None:
    assert result["draft"] is True
    assert isinstance(result["bots_fired"], int) and result["bots_fired"] > 0


def test_the_rule_cards_page_shows_it(result: dict[str, object]) -> None:
    assert any("9切り" in str(label) for label in result["page"]), result["page"]  # type: ignore[union-attr]
