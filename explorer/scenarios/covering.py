"""Which scenarios show a rule: those that put it in force or cite its card (the Rules page and ``rules`` list them).

Reading the folder reads every scenario, and with them the rule files they name, which registers those rules
(:func:`explorer.rules.catalogue.load_rules_file`); tests/test_cli.py and tests/test_pages_learn.py use it.
"""

from __future__ import annotations

from pathlib import Path

from explorer.engine.contract import Rule
from explorer.engine.errors import ExplorerError
from explorer.resources import scenarios_dir
from explorer.rules.catalogue import rule_class
from explorer.scenarios.model import load_scenario
from explorer.scenarios.runner import scenario_files

_INDEX: dict[tuple[str, int, float], list[tuple[str, str, frozenset[str], str, str]]] = {}


def _index(folder: Path) -> list[tuple[str, str, frozenset[str], str, str]]:
    """(path, title, rule ids in force, source, Japanese title) of every readable scenario, read once per folder state."""
    files = scenario_files([str(folder)])
    key = (str(folder.resolve()), len(files), max((f.stat().st_mtime for f in files), default=0.0))
    if key not in _INDEX:
        rows = []
        for path in files:
            try:
                sc = load_scenario(path)
            except ExplorerError:
                continue
            ids = {rule_class(r).id for r in sc.laws}
            ids |= {rule_class(r).id for rs in sc.house_rules.values() for r in rs}
            rows.append((str(path.relative_to(folder.parent)), sc.title.en, frozenset(ids), sc.source or "",
                         sc.title.get("ja")))
        _INDEX[key] = rows
    return _INDEX[key]


def covering(cls: type[Rule], folder: Path | None = None, lang: str = "en") -> list[tuple[str, str]]:
    """(path, title in ``lang``) of every scenario that puts ``cls`` in force or cites its card."""
    folder = folder or scenarios_dir()
    if not folder.is_dir():
        return []
    cite = f"card {cls.number:02d}" if cls.number else f"「{cls.ja}」"  # a base rule is cited by its name
    return [(path, title_ja if lang == "ja" else title) for path, title, ids, source, title_ja in _index(folder)
            if cls.id in ids or (cite and cite in source)]
