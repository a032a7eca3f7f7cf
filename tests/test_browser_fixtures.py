"""The browser tests share one fixtures module (issue 41, step 5): ``tests/browser/conftest.py`` starts the Voilà
server and Chromium, and a test module that opens only some pages says which with ``pytest.mark.pages(...)``
instead of writing its own server fixture. Read from the source: no module under tests/browser/ but the conftest
defines a fixture named ``voila_server`` or ``browser``, nor starts a server itself with ``served(...)``, and every
page a ``pages`` mark names is a notebook."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BROWSER = ROOT / "tests" / "browser"
SHARED = {"voila_server", "browser"}


def _is_fixture(node: ast.FunctionDef) -> bool:
    return any("fixture" in ast.unparse(d) for d in node.decorator_list)


def test_only_the_conftest_defines_the_server_and_the_browser() -> None:
    found = []
    for path in sorted(BROWSER.glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef) and _is_fixture(node) and node.name in SHARED:
                found.append(f"{path.name}:{node.lineno} defines the fixture {node.name}")
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "served":
                found.append(f"{path.name}:{node.lineno} starts its own server (served(...))")
    assert not found, "use tests/browser/conftest.py's fixtures (mark the pages: pytest.mark.pages(...)):\n" + \
        "\n".join(found)
    conftest = ast.parse((BROWSER / "conftest.py").read_text(encoding="utf-8"))
    defined = {n.name for n in ast.walk(conftest) if isinstance(n, ast.FunctionDef) and _is_fixture(n)}
    assert SHARED <= defined, defined


def test_the_pages_a_module_marks_are_notebooks() -> None:
    notebooks = {p.stem for p in (ROOT / "notebooks").glob("*.ipynb")}
    marked = 0
    for path in sorted(BROWSER.glob("test_*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and ast.unparse(node.func).endswith("mark.pages"):
                pages = [ast.literal_eval(a) for a in node.args]
                assert pages and set(pages) <= notebooks, f"{path.name}: pages {pages} (notebooks: {sorted(notebooks)})"
                marked += 1
    assert marked >= 5, marked
