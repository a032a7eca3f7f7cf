"""The architecture, held by tests (issue 26): what import-linter's contracts in pyproject.toml cannot say.

- no import circle among the package's modules is larger than three files (every import counts, those made
  for type checking and inside functions too, as a reader sees them);
- no rule assigns a field of the state it is handed (mypy refuses it through the read-only ``Table``; this
  reads the source, so it holds for a rule outside the type check too);
- the contracts run in ``make test``, and there are at least three.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import tomllib
from pathlib import Path

import networkx as nx
import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "explorer"


def _module(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph() -> nx.DiGraph:
    """Module -> module for every import of ``explorer`` by ``explorer`` (a package's ``__init__`` that only
    hands names on is passed through to the module named)."""
    modules = {_module(p): p for p in PACKAGE.rglob("*.py")}
    graph = nx.DiGraph()
    for name, path in modules.items():
        graph.add_node(name)
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                    base = ".".join([*up, base] if base else up)
                # ``from pkg import mod`` imports the module; ``from mod import name`` the module itself
                targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in node.names]
            else:
                continue
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph.add_edge(name, target)
    return graph


def test_no_import_circle_is_larger_than_three_files() -> None:
    graph = import_graph()
    assert graph.number_of_nodes() > 100
    circles = [sorted(c) for c in nx.strongly_connected_components(graph) if len(c) > 1]
    too_big = [c for c in circles if len(c) > 3]
    assert not too_big, f"import circles of more than 3 files: {too_big}"


def test_the_engine_imports_no_rule_and_no_text() -> None:
    graph = import_graph()
    engine = [n for n in graph if n.startswith("explorer.engine")]
    assert len(engine) >= 10
    for name in engine:
        for target in graph.successors(name):
            assert target.startswith("explorer.engine"), f"{name} imports {target}"


RULE_FILES = sorted((PACKAGE / "rules").rglob("*.py"))


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: str(p.relative_to(PACKAGE / "rules")))
def test_no_rule_assigns_a_field_of_the_state(path: Path) -> None:
    """A rule changes the game through the Table's operations or its own data, never ``state.x = …``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            tables = {a.arg for a in node.args.args if a.annotation is not None
                      and ast.unparse(a.annotation).strip("'\"") in ("Table", "State")}
            for inner in ast.walk(node):
                targets: list[ast.expr] = []
                if isinstance(inner, ast.Assign):
                    targets = inner.targets
                elif isinstance(inner, (ast.AugAssign, ast.AnnAssign)):
                    targets = [inner.target]
                for target in targets:
                    for t in ast.walk(target):
                        assert not (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                                    and t.value.id in tables), f"{path.name}:{t.lineno} assigns {ast.unparse(t)}"
            for arg in node.args.args:
                assert ast.unparse(arg.annotation or ast.Constant(None)).strip("'\"") != "State", \
                    f"{path.name}: {node.name} takes the State; a rule's hook takes a Table"


def test_import_contracts_hold() -> None:
    contracts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["importlinter"]["contracts"]
    assert len(contracts) >= 3
    assert "lint-imports" in (ROOT / "Makefile").read_text(encoding="utf-8")
    lint = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(lint)], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:]
    assert f"{len(contracts)} kept, 0 broken" in done.stdout


def test_the_game_state_is_one_class_in_one_small_module() -> None:
    """Issue 26: the module that defines the game state is about 600 lines, and no class is split across
    modules by inheritance to make it so: ``State`` has no base class of the explorer's; what it does is
    worked out by functions of the state in modules beside it (legality, flow, position)."""
    from explorer.engine import flow, legality, position
    from explorer.engine.state import State

    assert State.__bases__ == (object,), State.__bases__
    lines = len((ROOT / "explorer/engine/state.py").read_text(encoding="utf-8").splitlines())
    assert lines <= 640, f"explorer/engine/state.py has {lines} lines"
    tree = ast.parse((ROOT / "explorer/engine/state.py").read_text(encoding="utf-8"))
    classes = [n.name for n in tree.body if isinstance(n, ast.ClassDef)]
    assert classes == ["State"], classes
    for module in (legality, flow, position):  # functions of the state, not parts of its class
        name = module.__name__.rsplit(".", 1)[-1]
        source = (ROOT / "explorer" / "engine" / f"{name}.py").read_text(encoding="utf-8")  # compiled: .so
        assert not any(isinstance(n, ast.ClassDef) and any(ast.unparse(b).endswith("State") for b in n.bases)
                       for n in ast.walk(ast.parse(source))), module.__name__


ENGINE = ROOT / "explorer" / "engine"


def test_the_engine_names_no_deck_option_and_no_rule_concept() -> None:
    """Issue 26 point 2: the core names no rule: no deck option (``classic.…``, ``arcasino.…``) is read in
    the engine, and the fall of the capital's text lives in its rule (the engine sends a player to last place
    and adds points; the rule says why)."""
    for path in sorted(ENGINE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                if text.startswith(("classic.", "arcasino.")):
                    raise AssertionError(f"{path.name}: the engine reads the deck option {text!r}")
                assert "都落ち" not in text, f"{path.name}: the fall of the capital is its rule's to tell"


def test_test_modules_have_unique_names() -> None:
    """``make test`` collects tests/ and tests/browser/ in one run, where two test files of one name collide
    ("import file mismatch"): each test module's name is unique across the suite."""
    names = [p.name for p in (ROOT / "tests").rglob("test_*.py")]
    assert sorted({n for n in names if names.count(n) > 1}) == []
