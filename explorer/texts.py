"""``python -m explorer texts --lang ja|en``: every text the explorer can show a reader, one per line.

Each line is ``source<TAB>text``: where the text comes from, then the text.  The texts are collected from the
real sources, not from a list: every rule of the catalogue and of every deck (its name, its card texts, its
house-rule scope, ``rules --lang``), every scenario's title, question and answer, every line ``check --lang``
prints over the scenarios (actions, engine events and refusals as the describers render them), the refusal of
every play held in every scenario position, the rule graph's edge sentences (the witnesses' titles) and decisive
events, every page text (``explorer/widgets``: the pages register theirs on import), the labels the Rules page
gives each scenario, the command line's help and its errors.

A text of several lines gives one line each; a text said in several places is printed once, under the first
source that says it (``--all`` prints every occurrence).  The card texts and the rulebook quotes are the
rulebook's own words: their sources end in ``(verbatim)``, and :func:`lintable` blanks them out for textlint
(docs/japanese.md).
"""

from __future__ import annotations

import contextlib
import importlib
import io
import json
import pkgutil
import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TextIO

Text = tuple[str, str]
"""(source, text)"""

VERBATIM = " (verbatim)"
"""The end of the source of a text that is the rulebook's own words (a card's text, a labelled quote)."""
QUOTE = re.compile(r"(説明書Q&A[^：\n]*|説明書[^：「\n]{0,20}|アルカジノ公式Q&A[^：\n]*)：「.*$")
"""A labelled verbatim quote of a rulebook: from its label to the end of its line (docs/style-ja.md)."""
_PLACEHOLDER = re.compile(r"\{([a-z_]*)(?:![a-z])?(?::[^}]*)?\}")
_NUMBERS = ("n", "count", "num", "games", "i", "total", "k", "m", "step", "place", "points", "done", "shown",
            "left", "size", "seconds", "rate", "players", "number", "version")


def _root() -> Path:
    from explorer.resources import scenarios_dir

    return scenarios_dir().parent


def _lines(source: str, text: str) -> Iterator[Text]:
    for line in str(text).splitlines():
        if line.strip():
            yield source, line.strip()


def _filled(text: str) -> str:
    """A page text's ``{placeholders}`` filled with a sample value (a number, or a player's name)."""
    return _PLACEHOLDER.sub(lambda m: "3" if m.group(1) in _NUMBERS else "A", text)


# -- the sources -----------------------------------------------------------------------------------------------
def rule_texts(lang: str) -> Iterator[Text]:
    """Every rule of the catalogue and of every deck: its name, its card texts, its scope; every deck's name and
    table options; ``rules --lang`` for the catalogue, each deck and each rule."""
    from explorer.cli.rules import show_rules
    from explorer.rules.catalogue import all_rules
    from explorer.rules.decks import DECKS
    from explorer.text.phrasing import label, scope_ja

    ja = lang == "ja"
    rules = [*all_rules(), *(c for d in DECKS for c in d.rules if c not in all_rules())]
    for cls in rules:
        where = f"rule {cls.id}"
        yield f"{where}: name", label(cls.id, lang)
        law, house = (cls.law_ja, cls.house_ja) if ja else (cls.law_en, cls.house_en)
        yield from _lines(f"{where}: law text{VERBATIM}", law)
        yield from _lines(f"{where}: house text{VERBATIM}", house)
        if not cls.base and ja:
            yield f"{where}: scope", scope_ja(cls)
            yield f"{where}: house name", label(f"{cls.id}@house", lang)
    for d in DECKS:
        yield f"deck {d.id}: name", d.ja if ja else d.en
        for option in d.options:
            yield from _lines(f"deck {d.id}: option {option.name}", option.ja if ja else option.en)
        for listed in getattr(d, "listed", ()):
            yield f"deck {d.id}: listed", listed.ja_name if ja else listed.en_name
            reason = getattr(listed, lang, "")
            if reason:
                yield from _lines(f"deck {d.id}: listed", reason)
    keys: list[tuple[str | None, str | None]] = [(None, None), *[(cls.ja if ja else cls.id, None) for cls in rules]]
    keys += [(None, d.id) for d in DECKS]
    for key, deck_id in keys:
        buf = io.StringIO()
        show_rules(key, lang, buf, deck_id)
        command = "rules" + (f" {key}" if key else "") + (f" --deck {deck_id}" if deck_id else "") + f" --lang {lang}"
        yield from _lines(command, buf.getvalue())


def scenario_texts(lang: str) -> Iterator[Text]:
    """Every scenario's title, question and answer (lessons, Q&A, witnesses)."""
    from explorer.guarded_yaml import load_yaml, read_scenario_file
    from explorer.scenarios.runner import scenario_files

    root = _root()
    for path in scenario_files([str(root / "scenarios")]):
        data = load_yaml(read_scenario_file(path), str(path))  # libyaml where PyYAML has it: 10x PyYAML's parser
        for key in ("title", "question", "answer"):
            value = data.get(key) if isinstance(data, dict) else None
            text = value.get(lang) if isinstance(value, dict) else (value if lang == "en" else None)
            for source, line in _lines(f"{path.relative_to(root)}: {key}", str(text or "")):
                yield (source + VERBATIM if QUOTE.fullmatch(line) else source), line


_STEP = re.compile(r"^\s*(?:手順|step )\d+ (?:合格|不合格|passed|FAILED)[：:]\s*")
_FILE = re.compile(r"^(?:合格|不合格|passed|FAILED) (\S+\.ya?ml)(?: — (.*))?$")


def check_run(lang: str) -> tuple[int, str]:
    """``check --lang`` over the scenarios: its exit status and what it prints."""
    from explorer.scenarios.runner import check_paths

    buf = io.StringIO()
    status = check_paths([str(_root() / "scenarios")], lang, buf)
    return status, buf.getvalue()


def check_texts(lang: str, printed: str | None = None) -> Iterator[Text]:
    """Every line ``check --lang`` prints over the scenarios: each step's action, its events or its refusal
    (``printed``: what a :func:`check_run` in ``lang`` printed, when the caller has run it already)."""
    root = _root()
    where = "check"
    for line in (check_run(lang)[1] if printed is None else printed).splitlines():
        head = _FILE.match(line)
        if head:
            where = f"check {Path(head.group(1)).resolve().relative_to(root)}"
            if head.group(2):
                yield where, head.group(2)
            continue
        body = _STEP.sub("", line)
        for part in body.split(" — "):
            if part.strip():
                yield where, part.strip()


def refusal_texts(lang: str) -> Iterator[Text]:
    """The refusal of every play the player to act holds, in every scenario's start and after each of its steps,
    as the pages and ``check`` show it."""
    from explorer.engine.errors import ExplorerError, IllegalMoveError
    from explorer.scenarios import load_scenario
    from explorer.scenarios.runner import ScenarioRun, scenario_files
    from explorer.text.describe import describe

    root = _root()
    for path in scenario_files([str(root / "scenarios")]):
        try:
            run = ScenarioRun(load_scenario(path))
        except ExplorerError:
            continue
        step = 0
        while True:
            state = run.state
            pend = state.pending
            if pend is not None and state.phase.value == "play" and pend.kind.value == "play":
                for meld in state.all_melds(pend.player):
                    why = state.refusal(pend.player, meld)
                    if why is not None:
                        yield (f"refusal {path.relative_to(root)} step {step}",
                               describe(IllegalMoveError.of(why), lang))
            if run.done:
                break
            run.next()
            step += 1


def graph_texts(lang: str) -> Iterator[Text]:
    """The rule graph's edge sentences (each witness's title, kept in the caches) and decisive events, the five
    types' legend and sentences, and why a rule has no edge."""
    from explorer.graphs.rule_graph import CACHE, DECKS_CACHE
    from explorer.graphs.witness_text import edge_sentence
    from explorer.rules.catalogue import CARDS
    from explorer.text.phrasing import EDGE_JA

    for cache in (CACHE, DECKS_CACHE):
        data = json.loads(cache.read_text(encoding="utf-8"))
        for e in data["edges"]:
            said = (e.get("text") or {}).get(lang)
            yield f"{cache.name}: {e['u']} {e['type']} {e['v']}", str(said or edge_sentence(e["u"], e["type"], e["v"], lang))
            decisive = (e.get("decisive") or {}).get(lang)  # the Interactions page says it above the witness
            if decisive:
                yield f"{cache.name}: {e['u']} {e['type']} {e['v']} (decisive)", str(decisive)
        isolated = data.get("isolated") or {}
        for node, reason in (isolated.items() if isinstance(isolated, dict) else []):
            text = reason.get(lang) if isinstance(reason, dict) else None
            if text:
                yield from _lines(f"{cache.name}: isolated {node}", str(text))
    cards = [cls.id for cls in CARDS[:2]]  # any two cards: the sentence of each type, whatever the edge
    for kind, (name, meaning, _) in EDGE_JA.items():
        if lang == "ja":
            yield f"interaction type {kind}", name
            yield f"interaction type {kind}", meaning
        yield f"interaction type {kind}", edge_sentence(cards[0], kind, cards[1], lang)


def page_texts(lang: str) -> Iterator[Text]:
    """Every page text (``explorer/widgets``; each page registers its own on import), placeholders filled."""
    import explorer.widgets
    from explorer.widgets.i18n import TEXTS

    for module in pkgutil.walk_packages(explorer.widgets.__path__, "explorer.widgets."):
        importlib.import_module(module.name)
    for key, (ja, en) in TEXTS.items():
        yield from _lines(f"page text {key}", _filled(ja if lang == "ja" else en))


def scenario_label_texts(lang: str) -> Iterator[Text]:
    """The label the Rules page gives each scenario in its list (the folder's name, then the title)."""
    from explorer.rules.catalogue import all_rules
    from explorer.rules.decks import DECKS
    from explorer.widgets.i18n import Language
    from explorer.widgets.rules_page import RulesPage

    language = Language()
    language.lang = lang
    page = RulesPage(language)
    seen: set[str] = set()
    for cls in [*all_rules(), *(c for d in DECKS for c in d.rules)]:
        for path in page.covering(cls.id):
            if path not in seen:
                seen.add(path)
                yield f"rules page: scenario {path}", page._scenario_label(path, lang)


def cli_texts(lang: str) -> Iterator[Text]:
    """The command line's help (every command's ``--help`` in ``lang``) and its errors, as bad input gets them."""
    from explorer.__main__ import main

    commands = [[], ["check"], ["bench"], ["graph"], ["rules"], ["solve"], ["simulate"], ["compare"]]
    for command in commands:
        out = io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(io.StringIO()):
            with contextlib.suppress(SystemExit):
                main([*command, "--lang", lang, "--help"] if command else ["--help", "--lang", lang])
        yield from _lines(f"python -m explorer {' '.join(command)} --help".replace("  ", " "), out.getvalue())
    bad = [["check", "no/such/folder"], ["rules", "99"], ["rules", "no_such_rule"], ["rules", "--deck", "nosuch"],
           ["rules", "classic.nosuch"], ["check"], ["bench", "--games", "0"], ["graph"],
           ["solve", "no/such/file.yaml", "--player", "A"], ["rules", "--rules-file", "no/such/file.yaml"],
           ["nosuchcommand"]]
    for argv in bad:
        out, err = io.StringIO(), io.StringIO()
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            with contextlib.suppress(SystemExit):
                main([*argv, "--lang", lang])
        yield from _lines(f"python -m explorer {' '.join(argv)} --lang {lang}", out.getvalue() + err.getvalue())


SOURCES: tuple[tuple[str, Callable[[str], Iterator[Text]]], ...] = (
    ("rules", rule_texts), ("scenarios", scenario_texts), ("check", check_texts), ("refusals", refusal_texts),
    ("graph", graph_texts), ("pages", page_texts), ("rules page", scenario_label_texts), ("cli", cli_texts),
)
"""Every kind of text, in the order they are printed."""


_SPACES = re.compile(r"[ \t\r\n\f\v]+")


def collect(lang: str, every: bool = False, only: frozenset[str] = frozenset(),
            check_printed: str | None = None) -> list[Text]:
    """Every text in ``lang`` with its source; a text said twice is kept once (its first source) unless
    ``every``; ``only``: the kinds of :data:`SOURCES` to collect (all when empty); ``check_printed``: what a
    :func:`check_run` in ``lang`` printed, when the caller has run it already (the check is not run again)."""
    out: list[Text] = []
    seen: set[str] = set()
    for kind, source in SOURCES:
        if only and kind not in only:
            continue
        texts = check_texts(lang, check_printed) if kind == "check" else source(lang)
        for where, text in texts:
            text = _SPACES.sub(" ", text).strip()  # a full-width space is the text's own (「？　」)
            if not text or (not every and text in seen):
                continue
            seen.add(text)
            out.append((where, text))
    return out


def verbatim_texts() -> frozenset[str]:
    """The rulebook's own words: every card text of every rule (shown as printed)."""
    from explorer.rules.catalogue import all_rules
    from explorer.rules.decks import DECKS

    return frozenset(_SPACES.sub(" ", t).strip() for cls in [*all_rules(), *(c for d in DECKS for c in d.rules)]
                     for text in (cls.law_ja, cls.house_ja) for t in text.splitlines() if t.strip())


_PATH = re.compile(r"\S+\.ya?ml(?: — |：|\s|$)")
_TYPED = re.compile(r"'[^']*'|[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+(?:、[a-z][a-z0-9_]*(?:\.[a-z0-9_]+)+)*")
"""What a user types, quoted as typed (``'eight_cut'``, a list of rule ids ``classic.five_skip、…``): not prose."""


def lintable(source: str, text: str, verbatim: frozenset[str] = frozenset()) -> str:
    """``text`` as textlint reads it: a rulebook's own words (a card text, a labelled quote) blanked out, since
    they are printed as the rulebook prints them, and a file's path (``rules`` lists each scenario by it) taken
    out (docs/japanese.md)."""
    if source.endswith(VERBATIM):
        return ""
    for card in sorted(verbatim, key=len, reverse=True):
        if card in text:
            text = text.replace(card, "〇")
    return _TYPED.sub("X", _PATH.sub("", QUOTE.sub("", text))).strip()


def write_texts(lang: str, out: TextIO, every: bool = False) -> int:
    """``texts``: print every text of ``lang``, ``source<TAB>text`` one a line."""
    for where, text in collect(lang, every):
        out.write(f"{where}\t{text}\n")
    return 0
