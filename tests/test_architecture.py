"""The architecture, held by tests (issue 26): what import-linter's contracts in pyproject.toml cannot say.

- no import circle among the package's modules is larger than three files (every import counts, those made
  for type checking and inside functions too, as a reader sees them);
- no rule assigns a field of the state it is handed, nor changes one in place (``Table`` is a class whose fields
  the compiled engine reads natively, so mypy no longer refuses an assignment: these read the source, for every
  rule module, whatever the variable is called);
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


def assigned(node: ast.AST, deleted: bool) -> list[ast.expr]:
    """What ``node`` assigns to (``=``, ``+=``, ``x: T = …``), and with ``deleted`` what it deletes."""
    if isinstance(node, ast.Assign) or (deleted and isinstance(node, ast.Delete)):
        return list(node.targets)
    if isinstance(node, (ast.AugAssign, ast.AnnAssign)):
        return [node.target]
    return []


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: str(p.relative_to(PACKAGE / "rules")))
def test_no_rule_assigns_a_field_of_the_state(path: Path) -> None:
    """A rule changes the game through the Table's operations or its own data, never ``state.x = …``."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            tables = {a.arg for a in node.args.args if a.annotation is not None
                      and ast.unparse(a.annotation).strip("'\"") in ("Table", "State")}
            for inner in ast.walk(node):
                for target in assigned(inner, deleted=False):
                    for t in ast.walk(target):
                        assert not (isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name)
                                    and t.value.id in tables), f"{path.name}:{t.lineno} assigns {ast.unparse(t)}"
            for arg in node.args.args:
                assert ast.unparse(arg.annotation or ast.Constant(None)).strip("'\"") != "State", \
                    f"{path.name}: {node.name} takes the State; a rule's hook takes a Table"


_MUTATORS = frozenset({"append", "extend", "insert", "pop", "remove", "clear", "sort", "reverse", "update",
                       "setdefault", "popitem", "add", "discard", "__setitem__", "__delitem__"})


@pytest.mark.parametrize("path", RULE_FILES, ids=lambda p: str(p.relative_to(PACKAGE / "rules")))
def test_no_rule_changes_a_table_field(path: Path) -> None:
    """No ``x.<a Table field> = …`` (nor ``+=``, ``x.hands[i] = …``, ``del``), no ``x.hands.append(…)`` and no
    ``setattr(x, "field", …)`` in a rule module, whatever ``x`` is called: the table's fields are the engine's.
    The listing memo is the one a rule writes into (its own key), so only assigning it is refused."""
    from explorer.engine.contract import TABLE_FIELDS
    fields = set(TABLE_FIELDS)
    tree = ast.parse(path.read_text(encoding="utf-8"))

    def field_of(node: ast.expr) -> str | None:
        """The Table field ``node`` names or indexes (``x.field``, ``x.hands[i]``), else ``None``."""
        while isinstance(node, ast.Subscript):
            node = node.value
        if isinstance(node, ast.Attribute) and node.attr in fields and not (
                isinstance(node.value, ast.Name) and node.value.id in ("self", "cls")):
            return node.attr
        return None

    for node in ast.walk(tree):
        for target in assigned(node, deleted=True):
            for t in ast.walk(target):
                if isinstance(t, (ast.Attribute, ast.Subscript)):
                    name = field_of(t)
                    assert name is None or (name == "listing_memo" and isinstance(t, ast.Subscript)), \
                        f"{path.name}:{t.lineno} changes the table's {name}: {ast.unparse(t)}"
        if isinstance(node, ast.Call):
            f = node.func
            if isinstance(f, ast.Attribute) and f.attr in _MUTATORS:
                name = field_of(f.value)
                assert name is None or name == "listing_memo", \
                    f"{path.name}:{node.lineno} changes the table's {name}: {ast.unparse(node)}"
            if isinstance(f, ast.Name | ast.Attribute) and ast.unparse(f) in ("setattr", "object.__setattr__", "delattr"):
                assert not (len(node.args) > 1 and isinstance(node.args[1], ast.Constant)
                            and node.args[1].value in fields), f"{path.name}:{node.lineno}: {ast.unparse(node)}"


def test_the_field_check_catches_a_planted_change(tmp_path: Path) -> None:
    """The check above fails on each way a rule could change a table field (a planted module)."""
    for line in ("t.field = None", "t.hands[0] = 0", "t.inverted ^= True", "t.log.append(1)", "del t.trick",
                 "setattr(t, 'rules', None)", "t.listing_memo = {}"):
        planted = tmp_path / "planted.py"
        planted.write_text(f"def hook(t):\n    {line}\n", encoding="utf-8")
        with pytest.raises(AssertionError):
            test_no_rule_changes_a_table_field(planted)


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
    modules by inheritance to make it so: ``State``'s one base of the explorer's is the rules' :class:`Table`, which
    holds no code (it declares the fields a rule reads and the operations it may call, each of which only raises
    ``NotImplementedError``; issue 45: compiled, a rule reads a field of a class natively, not of a protocol);
    what the state does is worked out by functions of the state in modules beside it (legality, flow, position)."""
    from explorer.engine import flow, legality, position
    from explorer.engine.contract import Table
    from explorer.engine.state import State

    assert State.__bases__ == (Table,), State.__bases__
    assert Table.__bases__ == (object,), Table.__bases__
    contract = ast.parse((ROOT / "explorer/engine/contract.py").read_text(encoding="utf-8"))
    table = next(n for n in contract.body if isinstance(n, ast.ClassDef) and n.name == "Table")
    for node in table.body:  # a docstring, __slots__, annotations without a value, methods that only raise
        if isinstance(node, ast.FunctionDef):
            body = [n for n in node.body if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
            assert [ast.unparse(n) for n in body] == ["raise NotImplementedError"], f"Table.{node.name} has code"
        elif isinstance(node, ast.AnnAssign):
            assert node.value is None, f"Table.{ast.unparse(node.target)} has a value"
        elif isinstance(node, ast.Assign):
            assert [ast.unparse(t) for t in node.targets] == ["__slots__"], ast.unparse(node)
        else:
            assert isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant), ast.unparse(node)
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


# -- nobody outside the engine writes the state (issue 41) ------------------------------------------------------

_STATE_MAKERS = frozenset({"State", "State.from_position", "State.new_game"})
"""Calls that make a new state."""


def _names_state(annotation: ast.expr | None) -> bool:
    """Whether an annotation says the value is a ``State`` (``State``, ``"State"``, ``State | None`` …)."""
    if annotation is None:
        return False
    text = ast.unparse(annotation).replace("'", "").replace('"', "")
    return any(part.strip() in ("State", "State | None", "Optional[State]") for part in text.split("|")) \
        or text in ("State | None", "Optional[State]")


def _state_returners(trees: dict[str, ast.Module]) -> set[str]:
    """Names of the functions and methods, anywhere in the package, annotated to return a ``State``."""
    return {node.name for tree in trees.values() for node in ast.walk(tree)
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and _names_state(node.returns)
            and node.name != "copy"}  # ``State.copy``: a copy of a state is one (:meth:`is_state`), ``copy.copy`` no


class _StateWrites(ast.NodeVisitor):
    """Finds every write to an attribute of an object the source itself shows to be a ``State``: a name
    annotated ``State`` (a parameter, a variable), one bound to a state-making call (``State(...)``,
    ``State.from_position``, ``.copy()`` of a state, a function annotated ``-> State``), or an attribute of
    ``self`` so bound or annotated; the writes: ``s.x = …`` (in a tuple too), ``s.x += …``, ``s.x: T = …``,
    ``del s.x``, ``s.x[i] = …`` (into the state's own list or dict), ``setattr(s, …)``, ``delattr(s, …)`` and
    ``object.__setattr__(s, …)``."""

    def __init__(self, path: str, returners: set[str]) -> None:
        self.path = path
        self.returners = returners
        self.found: list[str] = []
        self.scopes: list[set[str]] = [set()]
        self.fields: list[set[str]] = [set()]  # attributes of ``self`` that hold a state, per class

    # -- what is a state
    def is_state(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Name):
            return node.id in self.scopes[-1] or node.id in self.scopes[0]
        if isinstance(node, ast.Attribute):
            return (isinstance(node.value, ast.Name) and node.value.id == "self"
                    and node.attr in self.fields[-1])
        if isinstance(node, ast.Call):
            func = node.func
            name = ast.unparse(func)
            if name in _STATE_MAKERS:
                return True
            if isinstance(func, ast.Attribute) and func.attr == "copy" and self.is_state(func.value):
                return True
            called = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            return called in self.returners
        return False

    def bind(self, target: ast.expr, is_state: bool) -> None:
        if isinstance(target, ast.Name) and is_state:
            self.scopes[-1].add(target.id)
        elif isinstance(target, ast.Name):
            self.scopes[-1].discard(target.id)
        elif (isinstance(target, ast.Attribute) and isinstance(target.value, ast.Name)
              and target.value.id == "self" and is_state):
            self.fields[-1].add(target.attr)

    # -- what is a write
    def check_target(self, target: ast.expr, line: int) -> None:
        if isinstance(target, (ast.Tuple, ast.List)):
            for elt in target.elts:
                self.check_target(elt, line)
        elif isinstance(target, ast.Starred):
            self.check_target(target.value, line)
        elif isinstance(target, ast.Attribute) and self.is_state(target.value):
            self.found.append(f"{self.path}:{line} assigns {ast.unparse(target)}")
        elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Attribute) \
                and self.is_state(target.value.value):
            self.found.append(f"{self.path}:{line} assigns {ast.unparse(target)}")

    # -- scopes
    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        fields = set()
        for inner in ast.walk(node):  # ``self.x: State``, ``x: State`` in the body, ``self.x = <a state>``
            if isinstance(inner, ast.AnnAssign) and _names_state(inner.annotation):
                t = inner.target
                if isinstance(t, ast.Name):
                    fields.add(t.id)
                elif isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == "self":
                    fields.add(t.attr)
        self.fields.append(fields)
        self.generic_visit(node)
        self.fields.pop()

    def visit_FunctionDef(self, node: ast.FunctionDef | ast.AsyncFunctionDef) -> None:
        args = [*node.args.posonlyargs, *node.args.args, *node.args.kwonlyargs]
        self.scopes.append({a.arg for a in args if _names_state(a.annotation)})
        self.generic_visit(node)
        self.scopes.pop()

    visit_AsyncFunctionDef = visit_FunctionDef

    def visit_Lambda(self, node: ast.Lambda) -> None:
        self.generic_visit(node)

    # -- statements
    def visit_Assign(self, node: ast.Assign) -> None:
        self.visit(node.value)
        for target in node.targets:
            self.check_target(target, node.lineno)
        made = self.is_state(node.value)
        for target in node.targets:
            self.bind(target, made)

    def visit_AnnAssign(self, node: ast.AnnAssign) -> None:
        if node.value is not None:
            self.visit(node.value)
            self.check_target(node.target, node.lineno)
        self.bind(node.target, _names_state(node.annotation) or (node.value is not None and self.is_state(node.value)))

    def visit_AugAssign(self, node: ast.AugAssign) -> None:
        self.visit(node.value)
        self.check_target(node.target, node.lineno)

    def visit_NamedExpr(self, node: ast.NamedExpr) -> None:
        self.visit(node.value)
        self.bind(node.target, self.is_state(node.value))

    def visit_Delete(self, node: ast.Delete) -> None:
        for target in node.targets:
            self.check_target(target, node.lineno)

    def visit_With(self, node: ast.With) -> None:
        for item in node.items:
            self.visit(item.context_expr)
            if item.optional_vars is not None:
                self.bind(item.optional_vars, self.is_state(item.context_expr))
        for stmt in node.body:
            self.visit(stmt)

    def visit_Call(self, node: ast.Call) -> None:
        name = ast.unparse(node.func)
        if name in ("setattr", "delattr", "object.__setattr__", "object.__delattr__") and node.args \
                and self.is_state(node.args[0]):
            self.found.append(f"{self.path}:{node.lineno} calls {name} on {ast.unparse(node.args[0])}")
        self.generic_visit(node)


def state_writes(sources: dict[str, str]) -> list[str]:
    """Every write to a field of a ``State`` in ``sources`` (path -> Python source), as ``path:line …``."""
    trees = {path: ast.parse(text) for path, text in sources.items()}
    returners = _state_returners(trees)
    found: list[str] = []
    for path, tree in trees.items():
        finder = _StateWrites(path, returners)
        finder.visit(tree)
        found += finder.found
    return found


OUTSIDE_THE_ENGINE = sorted(p for p in PACKAGE.rglob("*.py") if ENGINE not in p.parents)


def test_nothing_outside_the_engine_assigns_a_field_of_the_state() -> None:
    """Issue 41: code outside ``explorer/engine`` changes a state only through the engine's operations (push,
    pop, apply_action, the Table's named operations for rules, :mod:`explorer.engine.derived` for a state made
    from another), never by writing its fields."""
    assert len(OUTSIDE_THE_ENGINE) > 100
    sources = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in OUTSIDE_THE_ENGINE}
    engine = {str(p.relative_to(ROOT)): p.read_text(encoding="utf-8") for p in ENGINE.glob("*.py")}
    found = state_writes({**engine, **sources})  # the engine's ``-> State`` functions are known by name
    outside = [f for f in found if not f.startswith("explorer/engine/")]
    assert outside == [], "\n".join(outside)


PLANTED = '''
from explorer.engine.state import State
from explorer.engine import derived


def rules_off(state: State, rules) -> State:
    s = state.copy()
    s.rules = rules                                   # 1: a copy of a state
    s.lock_suits, s.lock_rank = 0, None               # 2, 3: in a tuple
    state.turn += 1                                   # 4: augmented, on a parameter
    setattr(s, "field", None)                         # 5
    s.hands[0] = 0                                    # 6: into the state's own list
    t = State.from_position(["A", "B"], hands={"A": "♠3", "B": "♦4"}, turn="A")
    t.revolution = True                               # 7: a state made here
    u = derived.with_rules(t, ())
    u.trick = ()                                      # 8: a state a ``-> State`` function made
    return s


class Search:
    def __init__(self, state: State) -> None:
        self.state = state.copy()

    def step(self) -> None:
        s = self.state
        s._listed = None                              # 9: a state kept on ``self``
        object.__setattr__(self.state, "phase", None)  # 10


def innocent(ctx, state: State, widget, bot) -> None:
    twin = copy.copy(bot)
    twin.seen = []                # a copy of something else
    ctx.forbidden = True          # a play context, not a state
    widget.turn = 3               # a widget
    s = state
    s = widget
    s.rules = ()                  # rebound to something else: not a state
    hands = list(state.hands)
    hands[0] = 0                  # a list of its own
'''

PLANTED_ENGINE = '''
def with_rules(state, rules) -> "State":
    return state
'''


def test_the_state_write_check_finds_a_planted_write() -> None:
    """The check of the test above, fed a planted module: it finds each of the ten writes, and nothing in the
    function that only looks like one."""
    found = state_writes({"planted.py": PLANTED, "explorer/engine/derived.py": PLANTED_ENGINE})
    lines = [int(f.split(":")[1].split()[0]) for f in found]
    marked = [i + 1 for i, line in enumerate(PLANTED.splitlines()) if "# " in line and line.split("# ")[1][:1].isdigit()]
    assert sorted(set(lines)) == marked, found
    assert len(found) == 10, found  # the line of 2 and 3 holds two writes
