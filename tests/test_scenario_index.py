"""The index of which scenario shows which rule, kept on disk (explorer.scenarios.covering).

The Rules page read all thousand scenarios on every start (3.6 s of 4.8 s); the index is now kept under a
digest of the files and the code, and read again only when one of them changed.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from explorer.resources import scenarios_dir
from explorer.rules.catalogue import rule_class
from explorer.scenarios import covering as cov

SOURCE = scenarios_dir()


@pytest.fixture()
def folder(tmp_path: Path) -> Path:
    """A small copy of the scenarios: a card's lessons and a table with its own rules file."""
    out = tmp_path / "scenarios"
    for sub in ("basics", "tables"):
        shutil.copytree(SOURCE / sub, out / sub)
    cov._INDEX.clear()
    return out


def test_a_kept_index_is_read_without_reading_a_scenario(folder: Path, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    cache = tmp_path / "index.json"
    first = cov.index(folder, cache)
    assert cache.is_file() and first
    assert any(path.startswith("scenarios/tables/") for path, *_ in first)
    cov._INDEX.clear()

    def read_nothing(path: object) -> object:
        raise AssertionError(f"read {path} though the index is kept")

    registered: list[Path] = []
    monkeypatch.setattr(cov, "load_scenario", read_nothing)
    monkeypatch.setattr(cov, "load_rules_file", lambda p: registered.append(Path(p)))
    assert cov.index(folder, cache) == first
    # the table's rules file is registered again, as reading its scenarios would have done
    assert registered == [folder / "tables" / "our-table.rules.yaml"]


@pytest.mark.parametrize("change", ["edit", "add", "remove"])
def test_a_changed_folder_is_read_again(folder: Path, tmp_path: Path, change: str) -> None:
    cache = tmp_path / "index.json"
    before = cov.index(folder, cache)
    lesson = folder / "basics" / "card-order.yaml"  # its source: line cites rulebook 000, not card 07
    text = lesson.read_text(encoding="utf-8")
    if change == "edit":
        lesson.write_text(re.sub(r"(?m)^source: .*$", "source: card 07", text, count=1), encoding="utf-8")
    elif change == "add":
        (folder / "basics" / "zz-copy.yaml").write_text(text, encoding="utf-8")
    else:
        lesson.unlink()
    cov._INDEX.clear()
    after = cov.index(folder, cache)
    assert after != before
    shown = cov.covering(rule_class(7), folder)
    name = f"scenarios/basics/{lesson.name}"
    if change == "edit":  # the lesson now cites card 07
        assert name in [path for path, _ in shown]
    elif change == "add":
        assert len(after) == len(before) + 1
    else:
        assert name not in [path for path, *_ in after]


def test_a_damaged_or_foreign_index_is_not_trusted(folder: Path, tmp_path: Path) -> None:
    cache = tmp_path / "index.json"
    truth = cov.index(folder, cache)
    for damaged in ("{not json", '{"digest": "0", "rows": [], "rule_files": []}', "[]"):
        cache.write_text(damaged, encoding="utf-8")
        cov._INDEX.clear()
        assert cov.index(folder, cache) == truth


def test_the_shipped_folder_lists_the_same_scenarios_kept_or_read(tmp_path: Path) -> None:
    cov._INDEX.clear()
    kept = cov.index(SOURCE)  # the checkout's build/scenario-index.json, whatever state it is in
    cov._INDEX.clear()
    read = cov.index(SOURCE, tmp_path / "fresh.json")
    assert kept == read and len(read) > 900


def test_a_frozen_folder_is_not_looked_at_again(folder: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The static site's kernel freezes the shipped folder in its snapshot: its pages then list no folder
    (listing and dating its 993 files was a fifth of the Rules page's build in the browser)."""
    cache = tmp_path / "index.json"
    rows = cov.index(folder, cache)
    monkeypatch.setattr(cov, "_FROZEN", {})
    lesson = folder / "basics" / "card-order.yaml"
    (folder / "basics" / "zz-copy.yaml").write_text(lesson.read_text(encoding="utf-8"), encoding="utf-8")
    # not frozen: the new file is seen
    assert len(cov.index(folder, cache)) == len(rows) + 1
    frozen = cov.freeze(folder)
    listed: list[object] = []
    monkeypatch.setattr(cov, "scenario_files", lambda paths: listed.append(paths) or [])
    (folder / "basics" / "zz-copy-2.yaml").write_text(lesson.read_text(encoding="utf-8"), encoding="utf-8")
    assert cov.index(folder, cache) == frozen and len(frozen) == len(rows) + 1
    assert listed == [], "a frozen folder was listed again"
    # another folder is not frozen by it
    other = tmp_path / "other"
    shutil.copytree(folder / "basics", other / "basics")
    cov.index(other, tmp_path / "other.json")
    assert listed, "an unfrozen folder was not listed"
