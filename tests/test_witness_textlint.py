"""The witness texts the rule-graph search writes are read by textlint with every rule the hand-written texts
are read with (docs/japanese.md): max-ten (読点は1文に3つまで), no-doubled-joshi and sentence-length (100字) are
no longer switched off for them.  The generator keeps to them where it makes the sentences
(:func:`explorer.graphs.claims.chain_ja`: clauses in play order, three 読点 a sentence)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest
import scenario_yaml

from explorer.graphs import rule_graph as rg
from explorer.graphs.claims import MAX_TEN, chain_ja
from script_loader import load_script

ROOT = Path(__file__).resolve().parents[1]
SOURCE = "scenarios/witnesses/witness-planted.yaml: answer"
"""Where a planted text says it comes from: a witness file, as the export names a witness's answer."""

CLAUSES = [("【8切り】が発動し", "【8切り】が発動する"), ("場が流れ", "場が流れる"), ("強さの逆転が終わり", "強さの逆転が終わる"),
           ("Aがあがり", "Aがあがる"), ("【都落ち】が発動し", "【都落ち】が発動する"), ("ラウンドが終わり", "ラウンドが終わる")]
"""What one play does, in play order (continuative, final): six clauses, too many for one sentence."""


def naive(before: str, clauses: list[tuple[str, str]]) -> str:
    """The clauses as the generator chained them before: one sentence, one 「、」 after each."""
    return before + "、".join(c for c, _ in clauses[:-1]) + "、" + clauses[-1][1]


PLANTED = {
    # four 読点: the case, the action and three clauses joined by 「、」 in one sentence
    "max-ten": naive("両方あれば、Aがジョーカーを♠8として出すと、", CLAUSES[:3]) + "。",
    # 「が」 twice in a row: the field as the question said it before
    "no-doubled-joshi": "場にCが出した♥5がある（その前にBが♦4）。Aが♠8を出す。",
    # one sentence of more than 100 characters (no 読点 to count)
    "sentence-length": "【アルカジノの10捨て】（家訓）だけなら" + "Aがジョーカー（♠10として） ♦10を出すと" * 3
                       + "手番外にBが捨札から♠4を手札に加えることができるようになる。",
}
FIXED = {
    # the same, said by the generator: no comma after 「出すと」, a new sentence before a fourth 読点
    "max-ten": chain_ja("両方あれば、Aがジョーカーを♠8として出すと", CLAUSES) + "。",
    "no-doubled-joshi": "場にはCの出した♥5がある（その前にBの♦4）。Aが♠8を出す。",
}


@pytest.fixture(scope="module")
def lint_module():  # type: ignore[no-untyped-def]
    return load_script(ROOT / "tools" / "textlint" / "lint.py", "textlint_lint")


def test_the_planted_sentences_break_what_they_are_planted_for() -> None:
    """The planted texts are what each rule reads: four 読点 in one sentence, 「が」 twice in a row, over 100."""
    assert PLANTED["max-ten"].split("。")[0].count("、") == 4
    assert "Cが出した♥5が" in PLANTED["no-doubled-joshi"]
    assert len(PLANTED["sentence-length"].split("。")[0]) > 100
    assert all(s.count("、") <= MAX_TEN for s in FIXED["max-ten"].split("。")), FIXED["max-ten"]
    said = FIXED["max-ten"]
    at = [said.index(os.path.commonprefix(c)) for c in CLAUSES]  # each clause, continuative or final
    assert at == sorted(at), "the clauses stay in play order"
    assert len(FIXED["max-ten"].split("。")) > 2, "six clauses: more than one sentence"


def test_textlint_reads_a_witness_text_with_every_rule(lint_module, tmp_path: Path,  # type: ignore[no-untyped-def]
                                                        capsys: pytest.CaptureFixture[str]) -> None:
    """A witness sentence with four 読点, one with 「が」 twice in a row and one over 100 characters, each under a
    witness file's source, are reported by the lint run `make test` makes (tools/textlint/lint.py); the same
    sentences as the generator writes them now are not."""
    export = tmp_path / "texts-ja.txt"
    rows = [(f"{SOURCE} planted {rule}", text) for rule, text in PLANTED.items()]
    rows += [(f"{SOURCE} fixed {rule}", text) for rule, text in FIXED.items()]
    export.write_text("".join(f"{s}\t{t}\n" for s, t in rows), encoding="utf-8")
    code = lint_module.main(["--texts", str(export)])
    out = capsys.readouterr().out
    for rule in PLANTED:
        assert any(line.startswith(f"{SOURCE} planted {rule}\t") and f"japanese/{rule}" in line
                   for line in out.splitlines()), (rule, out)
    assert f"{SOURCE} fixed" not in out, out
    assert code == 1


def _witness_texts() -> list[tuple[str, str]]:
    """Every Japanese text the rule-graph search wrote: each witness file's title, question and answer, each
    cached edge's sentence and decisive event."""
    out = []
    for path in scenario_yaml.files("witnesses"):
        data = scenario_yaml.data(path)
        if data.get("origin") != "generated":
            continue
        out += [(f"{path.name}: {key}", str(data[key]["ja"])) for key in ("title", "question", "answer")]
    for cache in (rg.CACHE, rg.DECKS_CACHE):
        for e in json.loads(cache.read_text(encoding="utf-8"))["edges"]:
            out.append((f"{cache.name}: {e['witness']}", str(e["text"]["ja"])))
            if (e.get("decisive") or {}).get("ja"):
                out.append((f"{cache.name}: {e['witness']} decisive", str(e["decisive"]["ja"])))
    return out


def _sentences(text: str) -> list[str]:
    """``text``'s sentences, cut at each 「。」 (as textlint's sentence splitter cuts them)."""
    return [s for s in text.split("。") if s]


def test_every_witness_sentence_holds_at_most_three_commas_and_100_characters() -> None:
    """Without textlint: no sentence the search wrote holds more than three 「、」 (outside a refusal's brackets,
    the engine's words) or more than 100 characters."""
    texts = _witness_texts()
    assert len(texts) > 2000, "every witness's three texts and every edge's sentence"
    for where, text in texts:
        for s in _sentences(text):
            outside, depth = [], 0
            for ch in s:
                depth += (ch == "（") - (ch == "）")
                outside.append(ch if depth == 0 else "")
            assert "".join(outside).count("、") <= MAX_TEN, (where, s)
            assert len(s) <= 100, (where, len(s), s)


def test_the_sentence_check_fails_on_the_planted_sentences() -> None:
    """The check above is not empty: the planted sentences break it."""
    long = [s for t in PLANTED.values() for s in _sentences(t) if len(s) > 100 or s.count("、") > MAX_TEN]
    assert len(long) == 2, long
