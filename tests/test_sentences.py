"""Events as sentence templates (explorer/text/sentences.py): every kind the engine and any rule of any deck emits
has a template in Japanese and English, and a player spoken to in the second person reads grammatically
("You play ♣3", never "You plays ♣3") over random games — the Play page's log and every deck's rules."""

from __future__ import annotations

import ast
import random
import re
from pathlib import Path

import pytest

from explorer.bots import RandomBot, play_out
from explorer.engine.events import Event
from explorer.rules.decks import DECKS
from explorer.text.sentences import ENGINE_KINDS, TEMPLATES, sentence, templated
from explorer.engine.state import State
from explorer.widgets.i18n import Language
from explorer.play.session import HUMAN
from explorer.widgets.play import PlayPage
from play_taps import tap_a_card

ROOT = Path(__file__).resolve().parent.parent

ALLOWED_ENGINE = {
    # a rule's effect on the field or the turn order, or the round's flow: no player is named in them
    "fuse", "clear", "cut", "lock", "unlock", "revolution", "reverse", "reverse_order", "hunt", "rotate", "exchange",
    "conspiracy", "answered", "deal", "emperor", "market",
}
"""The kinds whose sentence may be the engine's own text (checked below: the text names no player as subject)."""

VERBS_3RD = {b for tpls in TEMPLATES.values() for tpl in tpls for _, b in re.findall(r"\[([^|\]]*)\|([^\]]*)\]", tpl.en)}
VERBS_3RD |= {"is", "has", "plays", "passes", "names", "discards", "takes", "gives", "scores", "wins", "calls"}
YOU_3RD = re.compile(r"\b[Yy]ou (" + "|".join(sorted(map(re.escape, VERBS_3RD - {""}))) + r")\b")
SLOT = re.compile(r"\{(\w+)\}")


def emitted_kinds() -> set[str]:
    """Every event kind written as a literal in the engine and the rule modules: ``Event(rule, "kind", …)``
    and ``ctx.fire(rule, "kind", …)``."""
    kinds: set[str] = set()
    for path in (ROOT / "explorer").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            f = node.func
            name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            kind = node.args[1]
            if name in ("Event", "fire") and isinstance(kind, ast.Constant) and isinstance(kind.value, str):
                kinds.add(kind.value)
            elif name == "ask_give":  # explorer/rules/local.py fires its ``kind`` argument (default "give")
                kinds.add("give")
    return kinds


def test_every_kind_emitted_has_a_template_in_both_languages() -> None:
    kinds = emitted_kinds()
    assert {"play", "pass", "finish", "give", "trim", "start", "take", "discard", "bomb", "dobon"} <= kinds
    missing = sorted(k for k in kinds if k not in TEMPLATES)
    assert not missing, f"event kinds without a sentence template: {missing}"
    engine_words = set(ENGINE_KINDS) | {k for k, tpls in TEMPLATES.items() if all(not t.en for t in tpls)}
    assert engine_words == ALLOWED_ENGINE, "a kind said in the engine's words must be allowed here"
    for kind, templates in TEMPLATES.items():
        for tpl in templates:
            if kind in engine_words:
                continue
            assert tpl.en and tpl.ja, f"{kind}: a template in both languages"
            assert set(SLOT.findall(tpl.en)) == set(SLOT.findall(tpl.ja)), f"{kind}: the same slots in ja and en"
            assert not re.search(r"[A-Za-z]{2,}", re.sub(r"\{\w+\}", "", tpl.ja)), f"{kind}: English in Japanese"


def _check(text: str, lang: str, names: list[str], event: Event) -> None:
    what = f"{event.kind} ({event.rule}): {text!r}"
    if lang == "en":
        assert not YOU_3RD.search(text), what
        assert "あなた" not in text, what
    else:
        assert not re.search(r"\b[Yy]ou\b", text), what
    if not templated(event):
        assert event.kind in ALLOWED_ENGINE or event.args is None, what
        for name in names:
            # the engine's text may name a player only as an object (流転: "(A → B → C)"), never as a subject
            assert not re.search(rf"(^|: |; |\. ){re.escape(name)} [a-z]", event.en), f"not templated: {what}"


@pytest.mark.parametrize("seed", [1, 2, 3, 4, 5, 6])
def test_plays_log_speaks_to_you_grammatically_over_random_games(seed: int) -> None:
    for lang in ("ja", "en"):
        language = Language()
        language.lang = lang  # the human is あなた or You from the start
        page = PlayPage(language, seed=seed, players=3 + seed % 4, mode="mad" if seed % 2 else "normal",
                        bots="random", rounds=2)
        rng = random.Random(seed)
        for _ in range(600):
            state = page.state
            if state is None or state.pending is None:
                break
            live = [b for b in page.action_buttons if not b.disabled]
            if page.hand.active and (not live or rng.random() < 0.8) and tap_a_card(page, rng):
                pass  # a card of the hand touched and played
            elif page.action_buttons:
                rng.choice(live or page.action_buttons).click()
            elif page.continue_button in page.windows.children:
                page.continue_button.click()
            else:
                break
        assert page.error is None, page.error
        assert page.state is not None
        names = list(page.state.players)
        assert len(page.events) > 20
        for e in page.events:
            for shown in ("ja", "en"):
                _check(page.sentence(e, shown), shown, names, e)
        log = page.log_view.value
        assert not YOU_3RD.search(log) and "You plays" not in log


@pytest.mark.parametrize("deck", [d.id for d in DECKS])
def test_every_decks_rules_speak_to_you_grammatically(deck: str) -> None:
    """Random rounds with a deck's rules as laws: every event said to seat 0 in the second person."""
    ids = next(d for d in DECKS if d.id == deck).rule_ids()
    kinds: set[str] = set()
    for seed in range(12):
        rng = random.Random(f"{deck}:{seed}")
        laws = rng.sample(ids, min(len(ids), 6))
        cards = list(range(52))
        rng.shuffle(cards)
        names = ["あなた", "B", "C", "D"]
        hands = {n: sum(1 << c for c in cards[i * 8:(i + 1) * 8]) for i, n in enumerate(names)}
        try:
            state = State.from_position(names, laws=laws, hands=hands)
        except ValueError:
            continue  # a sample of rules that cannot be laws together (the position says why)
        events = play_out(state, {p: RandomBot(f"{seed}:{p}") for p in range(4)})
        for e in events:
            kinds.add(e.kind)
            assert e.kind in TEMPLATES, f"{deck}: no template for {e.kind}"
            for lang in ("ja", "en"):
                _check(sentence(e, lang, names, HUMAN), lang, names, e)
    assert "play" in kinds and "pass" in kinds


def test_your_action_buttons_say_what_you_do_in_english() -> None:
    """A button in Play is what *you* do, as an English button says it ("Pass", "Discard nothing", "Give ♠3 to
    CPU1"), never the scenario notation's third person ("passes", "trims nothing"), which belongs in files."""
    from explorer.widgets.i18n import TEXTS

    labels = {key: en for key, (_, en) in TEXTS.items() if key.startswith("play_act_")}
    assert len(labels) >= 14
    for key, en in labels.items():
        first = en.split()[0].rstrip(":")
        assert first[0].isupper(), (key, en)
        assert first.lower() not in VERBS_3RD | {"trims", "recycles", "shows", "orders", "picks"}, (key, en)


@pytest.mark.parametrize("n, noun", [(1, "1 point"), (2, "2 points"), (0, "0 points")])
def test_an_english_noun_agrees_with_its_number(n: int, noun: str) -> None:
    """Templates say "1 point", "2 points" (``<n:point|points>``), never "point(s)"."""
    e = Event(None, "victory_points", 0, "", "", args=(("n", n), ("rule", "eight_cut")))
    text = sentence(e, "en", ["A", "B", "C"])
    assert noun in text and "(s)" not in text, text
    assert f"{n}点" in sentence(e, "ja", ["A", "B", "C"])


def test_no_english_text_a_reader_sees_writes_a_plural_as_s_in_brackets() -> None:
    """"3 move(s)" reads as a form, not a sentence: every template and page text says the number its own way."""
    from explorer.text.sentences import TEMPLATES
    from explorer.widgets.i18n import TEXTS

    texts = [tpl.en for tpls in TEMPLATES.values() for tpl in tpls] + [en for _, en in TEXTS.values()]
    assert len(texts) > 500
    assert not [x for x in texts if "(s)" in x]
