"""Which scenarios show a rule: those that put it in force or cite its card (the Rules page and ``rules`` list them).

Reading the folder reads every scenario, and with them the rule files they name, which registers those rules
(:func:`explorer.rules.catalogue.load_rules_file`); tests/test_cli.py and tests/test_pages_learn.py use it.

Reading about a thousand scenarios takes seconds (3.6 s on the pure engine, most of it YAML), which the Rules page
paid on every start. So the index of the shipped folder is kept on disk (:func:`explorer.resources.scenario_index_cache`)
under a digest of everything it is made from: every scenario file's name and bytes and every module of the
explorer. A file changed, added or removed, or a change to the code, makes another digest, and the folder is read
again. The rule files a scenario names are registered from the kept index too, as reading the scenario would.
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

from explorer.engine.contract import Rule
from explorer.engine.errors import ExplorerError
from explorer.resources import scenario_index_cache, scenarios_dir
from explorer.rules.catalogue import load_rules_file, rule_class
from explorer.scenarios.model import load_scenario
from explorer.scenarios.runner import scenario_files

Row = tuple[str, str, frozenset[str], str, str]
"""(path, title, rule ids in force, source, Japanese title) of one readable scenario."""

_FORMAT = "scenario-index 1"
_INDEX: dict[tuple[str, int, float], list[Row]] = {}
"""The rows read in this process, by the folder's state as its files' count and latest change tell it (cheap
enough for every call); the digest of the files' bytes is taken only when that state is new."""
_DIGESTS: list[int] = [0]


def digests() -> int:
    """How many times this process has taken a folder's digest (:func:`index` met a state of it not seen before):
    reading every scenario file and module, most of the Rules page's build in the browser before the static
    site's snapshot held the index (tools/build_site.py)."""
    return _DIGESTS[0]


def digest(folder: Path, files: list[Path]) -> str:
    """What the index of ``folder`` is made from: its scenario files (names and bytes) and the explorer's code."""
    _DIGESTS[0] += 1
    h = hashlib.sha256(f"{_FORMAT}\0{folder.name}".encode())  # the rows' paths begin with the folder's name
    for path in files:
        h.update(b"\0" + path.relative_to(folder).as_posix().encode() + b"\0" + path.read_bytes())
    package = Path(__file__).resolve().parents[1]
    for module in sorted(package.rglob("*.py")):
        h.update(b"\0" + module.relative_to(package).as_posix().encode() + b"\0" + module.read_bytes())
    return h.hexdigest()


def _read(folder: Path, files: list[Path]) -> tuple[list[Row], list[str]]:
    """Every readable scenario's row, and the rule files (relative to ``folder``) the scenarios name."""
    rows: list[Row] = []
    rule_files: set[str] = set()
    for path in files:
        try:
            sc = load_scenario(path)
        except ExplorerError:
            continue
        ids = {rule_class(r).id for r in sc.laws}
        ids |= {rule_class(r).id for rs in sc.house_rules.values() for r in rs}
        named = sc.raw.get("rules_file") or []
        for name in [named] if isinstance(named, str) else named:
            rule_files.add((path.parent / str(name)).relative_to(folder).as_posix())
        rows.append((str(path.relative_to(folder.parent)), sc.title.en, frozenset(ids), sc.source or "",
                     sc.title.get("ja")))
    return rows, sorted(rule_files)


def _kept(cache: Path, key: str, folder: Path) -> list[Row] | None:
    """The index kept in ``cache`` if it was made from ``key``, its rule files registered again; else None."""
    try:
        kept = json.loads(cache.read_text(encoding="utf-8"))
        if kept.get("digest") != key:
            return None
        for name in kept["rule_files"]:
            load_rules_file(folder / name)
        return [(path, title, frozenset(ids), source, title_ja)
                for path, title, ids, source, title_ja in kept["rows"]]
    except (OSError, ValueError, KeyError, TypeError, AttributeError, ExplorerError):
        return None  # missing, unreadable or from elsewhere: read the folder


def _keep(cache: Path, key: str, rows: list[Row], rule_files: list[str]) -> None:
    """Write the index to ``cache`` if the place is writable (an installed package's may not be)."""
    data = {"digest": key, "rule_files": rule_files,
            "rows": [[path, title, sorted(ids), source, title_ja] for path, title, ids, source, title_ja in rows]}
    try:
        cache.parent.mkdir(parents=True, exist_ok=True)
        part = cache.with_name(f"{cache.name}.{os.getpid()}.part")  # two kernels starting together: one each
        part.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
        part.replace(cache)  # whole or not at all
    except OSError:
        pass


def index(folder: Path, cache: Path | None = None) -> list[Row]:
    """The rows of every readable scenario under ``folder``, read once per state of the folder and the code;
    kept in ``cache`` (by default :func:`~explorer.resources.scenario_index_cache` for the shipped folder only).
    A folder :func:`freeze` was called for is not looked at again."""
    frozen = _FROZEN.get(str(folder.resolve()))
    if frozen is not None:
        return frozen
    files = scenario_files([str(folder)])
    state = (str(folder.resolve()), len(files), max((f.stat().st_mtime for f in files), default=0.0))
    if state not in _INDEX:
        key = digest(folder, files)
        if cache is None and folder.resolve() == scenarios_dir().resolve():
            cache = scenario_index_cache()
        rows = _kept(cache, key, folder) if cache is not None else None
        if rows is None:
            rows, rule_files = _read(folder, files)
            if cache is not None:
                _keep(cache, key, rows, rule_files)
        _INDEX[state] = rows
    return _INDEX[state]


_FROZEN: dict[str, list[Row]] = {}


def freeze(folder: Path) -> list[Row]:
    """Index ``folder`` now and take its rows as final for this process: where nothing can change the folder
    (the static site's kernel, whose scenarios lie in the memory snapshot's read-only package), listing its
    993 files to see whether it changed was a fifth of the Rules page's build in the browser."""
    rows = index(folder)
    _FROZEN[str(folder.resolve())] = rows
    return rows


def covering(cls: type[Rule], folder: Path | None = None, lang: str = "en") -> list[tuple[str, str]]:
    """(path, title in ``lang``) of every scenario that puts ``cls`` in force or cites its card."""
    folder = folder or scenarios_dir()
    if not folder.is_dir():
        return []
    cite = f"card {cls.number:02d}" if cls.number else f"「{cls.ja}」"  # a base rule is cited by its name
    return [(path, title_ja if lang == "ja" else title) for path, title, ids, source, title_ja in index(folder)
            if cls.id in ids or (cite and cite in source)]


if __name__ == "__main__":  # tools/serve.py and tools/build_site.py: make (or check) the shipped folder's index
    index(scenarios_dir())
