"""The one guarded way YAML comes in — scenario files and rule files — from a file (``check``, ``graph``, the
pages' folders) or pasted and uploaded in the Sandbox (:func:`explorer.scenarios.model.scenario_from_text`).

Scenario files are written by people outside the project and pasted into a public page, so nothing
here trusts them.  Before a value reaches :func:`~explorer.scenarios.model.parse_scenario`:

* a file must be a regular file (not a directory, a device such as ``/dev/zero``, or a pipe) of at
  most :data:`MAX_BYTES` bytes, in UTF-8; pasted text has the same size limit;
* YAML is read with PyYAML's safe loader (no Python objects) and
  - nesting deeper than :data:`MAX_DEPTH` is refused while it is read (no recursion blow-up),
  - anchors and aliases are allowed, but a document whose aliases expand to more than
    :data:`MAX_NODES` values is refused (a "billion laughs" file is refused, not capped: a capped
    document would be a different document), and so is an alias that contains itself,
  - a number of more than :data:`MAX_DIGITS` digits is refused,
  - a key written twice in one mapping is refused at the second one (PyYAML alone keeps the last),
  - text holding a lone surrogate (``"\\ud800"``) or a control character other than tab and newline
    is refused, at its line and column.

Each refusal is a :class:`~explorer.engine.errors.ScenarioError` naming the file and the place.

Two parsers, one answer.  Where PyYAML carries libyaml (its C extension: ``yaml.__with_libyaml__``), a text is
first read by libyaml's parser, about ten times faster than PyYAML's own, and given the same checks and the same
constructor.  Only a text that passes every check that way is returned from it; a text libyaml refuses, or
that any check refuses, is read again by the pure-Python parser, whose refusal is the one the user sees, word
for word as before.  A text with a tab goes to the pure parser alone: libyaml reads a tab after a colon, a comma
or a value as a space, where PyYAML refuses it (``a:\t1``), so libyaml would accept what PyYAML refuses.  Without libyaml (Pyodide, the static site) the pure parser reads everything.
``tests/test_guarded_yaml_paths.py`` holds the two to the same data for every file under ``scenarios/`` and to
the same errors for bad inputs.

>>> load_yaml("a: &a [1, 2]\\nb: *a\\n", "<pasted>")
{'a': [1, 2], 'b': [1, 2]}
>>> load_yaml("[" * 100 + "]" * 100, "<pasted>")
Traceback (most recent call last):
...
explorer.engine.errors.ScenarioError: <pasted>: line 1, column 33: nested more than 32 deep; a scenario needs only a few levels
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Any

import yaml

from explorer.engine.errors import ScenarioError, printable, shown

MAX_BYTES = 1_000_000
"""The largest scenario accepted, in bytes (the project's largest is under 5 KB)."""
MAX_DEPTH = 32
"""The deepest nesting of lists and mappings (a scenario uses five or six levels)."""
MAX_NODES = 100_000
"""The most values (scalars, lists, mappings) a document may hold once its aliases are expanded."""
MAX_DIGITS = 30
"""The most digits a number may have."""

_BAD_CHAR = re.compile("[\ud800-\udfff\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]")
"""A lone surrogate, or a control character (Unicode category Cc: U+0000–U+001F, U+007F–U+009F) other than
tab, newline and carriage return: what :func:`bad_char` finds, in one search instead of a loop in Python."""



def _libyaml_parser() -> Any:
    """libyaml's parser, when PyYAML was built with it (not in Pyodide), else ``None``."""
    try:
        from yaml._yaml import CParser
    except ImportError:  # pragma: no cover - depends on how PyYAML was built
        return None
    return CParser


_CParser: Any = _libyaml_parser()


def _error(path: str, where: str, en: str, ja: str) -> ScenarioError:
    return ScenarioError(path, where, en, ja)


def _at(mark: yaml.Mark | None) -> str:
    return f"line {mark.line + 1}, column {mark.column + 1}" if mark is not None else "(yaml)"


class _Refused(yaml.YAMLError):
    """A limit of this module, raised inside PyYAML's loader and turned into a ScenarioError."""

    def __init__(self, mark: yaml.Mark | None, en: str, ja: str) -> None:
        super().__init__(en)
        self.mark, self.en, self.ja = mark, en, ja


def _construct_int(loader: Any, node: yaml.ScalarNode) -> int:
    """PyYAML's int, refused past :data:`MAX_DIGITS` digits (both parsers' constructor)."""
    digits = sum(ch.isdigit() for ch in str(node.value))
    if digits > MAX_DIGITS:
        raise _Refused(node.start_mark, f"a number of {digits} digits; at most {MAX_DIGITS} are read",
                       f"{digits}桁の数。読めるのは{MAX_DIGITS}桁まで")
    return yaml.constructor.SafeConstructor.construct_yaml_int(loader, node)


class _GuardedLoader(yaml.SafeLoader):
    """PyYAML's safe loader with a depth limit while composing and a digit limit for numbers."""

    def __init__(self, stream: str) -> None:
        super().__init__(stream)
        self._depth = 0

    def compose_node(self, parent: yaml.Node | None, index: int) -> yaml.Node | None:
        self._depth += 1
        try:
            if self._depth > MAX_DEPTH:
                raise _Refused(self.peek_event().start_mark,  # type: ignore[no-untyped-call]
                               f"nested more than {MAX_DEPTH} deep; a scenario needs only a few levels",
                               f"入れ子が{MAX_DEPTH}段より深い。シナリオに要るのは数段だけ")
            return super().compose_node(parent, index)
        finally:
            self._depth -= 1

    construct_yaml_int = _construct_int


_GuardedLoader.add_constructor("tag:yaml.org,2002:int", _GuardedLoader.construct_yaml_int)

if _CParser is not None:
    class _FastLoader(_CParser, yaml.constructor.SafeConstructor, yaml.resolver.Resolver):  # type: ignore[misc]
        """libyaml's parser and composer (it refuses nesting past 1,000 levels itself; the depth of
        :data:`MAX_DEPTH` is checked after, by :func:`_check_nodes`) with the same constructor and resolver as
        :class:`_GuardedLoader`: yaml.CSafeLoader with the digit limit."""

        def __init__(self, stream: str) -> None:
            _CParser.__init__(self, stream)
            yaml.constructor.SafeConstructor.__init__(self)
            yaml.resolver.Resolver.__init__(self)

        construct_yaml_int = _construct_int

    _FastLoader.add_constructor("tag:yaml.org,2002:int", _FastLoader.construct_yaml_int)


def bad_char(text: str) -> str | None:
    """The first character of ``text`` a scenario may not hold (a lone surrogate, a control character
    other than tab and newline), or ``None``."""
    found = _BAD_CHAR.search(text)
    return found[0] if found else None


def bad_char_words(bad: str) -> tuple[str, str]:
    """Why ``bad`` (what :func:`bad_char` found) is refused, in English and Japanese."""
    return (f"the character {shown(bad)} cannot be in a scenario (text must be printable characters, tabs and "
            "newlines)", f"文字{shown(bad)}はシナリオに書けない（使えるのは表示できる文字、タブ、改行）")


def _check_keys(node: yaml.MappingNode) -> None:
    """A key written twice in one mapping: YAML forbids it and PyYAML would keep the last silently, so
    a second ``source:`` or ``expect:`` would replace the first without a word."""
    seen: dict[tuple[str, str], yaml.Node] = {}
    for key_node, _ in node.value:
        if not isinstance(key_node, yaml.ScalarNode) or key_node.tag == "tag:yaml.org,2002:merge":
            continue
        first = seen.setdefault((key_node.tag, str(key_node.value)), key_node)
        if first is not key_node:
            name = printable(str(key_node.value))
            line = first.start_mark.line + 1
            raise _Refused(key_node.start_mark,
                           f"the key '{name}' is written twice in the same block (first on line {line}); "
                           "keep one of them",
                           f"同じまとまりの中にキー「{name}」が二度ある（一度目は{line}行目）。どちらか一つにする")


def _check_nodes(root: yaml.Node) -> None:
    """Expanded size, expanded depth, self-containing aliases and characters, without recursion."""
    size: dict[int, int] = {}
    depth: dict[int, int] = {}
    on_path: set[int] = set()
    stack: list[tuple[yaml.Node, bool]] = [(root, False)]
    while stack:
        node, done = stack.pop()
        key = id(node)
        children: list[yaml.Node] = []
        if isinstance(node, yaml.SequenceNode):
            children = list(node.value)
        elif isinstance(node, yaml.MappingNode):
            children = [n for pair in node.value for n in pair]
        if done:
            on_path.discard(key)
            size[key] = 1 + sum(size[id(c)] for c in children)
            depth[key] = 1 + max((depth[id(c)] for c in children), default=0)
            if size[key] > MAX_NODES:
                raise _Refused(node.start_mark,
                               f"aliases expand this document to more than {MAX_NODES:,} values; refused",
                               f"エイリアスを展開すると{MAX_NODES:,}個より多い値になるので読まない")
            if depth[key] > MAX_DEPTH:
                raise _Refused(node.start_mark, f"aliases nest it more than {MAX_DEPTH} deep; refused",
                               f"エイリアスで入れ子が{MAX_DEPTH}段より深くなるので読まない")
            continue
        if key in size:
            continue
        if key in on_path:
            raise _Refused(node.start_mark, "an alias refers to the list or mapping it is in",
                           "エイリアスが自分を含むリストか対応表を指している")
        if isinstance(node, yaml.ScalarNode):
            bad = bad_char(str(node.value))
            if bad is not None:
                raise _Refused(node.start_mark, *bad_char_words(bad))
            size[key], depth[key] = 1, 1
            continue
        if isinstance(node, yaml.MappingNode):
            _check_keys(node)
        on_path.add(key)
        stack.append((node, True))
        stack.extend((c, False) for c in children if id(c) not in size)


_NOT_READ = object()


def _document(loader: Any) -> Any:
    """The one document ``loader`` holds, every node checked (:func:`_check_nodes`) before it is built; either
    parser's loader (libyaml's or the pure one) reads the same way."""
    node = loader.get_single_node()
    if node is None:
        return None
    _check_nodes(node)
    return loader.construct_document(node)


def _load_fast(text: str) -> Any:
    """``text`` read by libyaml with every check of :func:`load_yaml`, or ``_NOT_READ`` when libyaml is missing
    or anything refused it (the pure parser then reads it again and says why)."""
    if _CParser is None or "\t" in text:  # libyaml takes a tab for a space where PyYAML refuses it
        return _NOT_READ
    try:
        loader = _FastLoader(text)
    except Exception:  # noqa: BLE001 - any refusal is the pure parser's to word
        return _NOT_READ
    try:
        return _document(loader)
    except Exception:  # noqa: BLE001
        return _NOT_READ
    finally:
        loader.dispose()


def load_yaml(text: str, path: str = "<scenario>") -> Any:
    """Parse scenario text as YAML within the limits above; :class:`ScenarioError` otherwise."""
    if len(text) > MAX_BYTES or len(text.encode("utf-8", "surrogatepass")) > MAX_BYTES:
        raise _error(path, "(file)", f"larger than {MAX_BYTES:,} bytes; a scenario is a few kilobytes",
                     f"{MAX_BYTES:,}バイトより大きい。シナリオは数キロバイトのもの")
    bad = bad_char(text)
    if bad is not None:  # PyYAML's reader would refuse some of these before any mark exists
        at = text.index(bad)
        line = text.count("\n", 0, at)
        column = at - (text.rfind("\n", 0, at) + 1)
        raise _error(path, f"line {line + 1}, column {column + 1}", *bad_char_words(bad))
    data = _load_fast(text)
    if data is not _NOT_READ:
        return data
    return _load_pure(text, path)


def _load_pure(text: str, path: str) -> Any:
    """``text`` read by PyYAML's pure-Python parser: the data, or the :class:`ScenarioError` a user sees."""
    try:
        loader = _GuardedLoader(text)
    except yaml.YAMLError as exc:  # the reader's own check of the text, should one remain that bad_char allows
        problem = printable(str(exc).splitlines()[0])
        raise _error(path, "(file)", f"not valid YAML: {problem}", f"YAMLとして読めない：{problem}") from None
    try:
        return _document(loader)
    except _Refused as exc:
        raise _error(path, _at(exc.mark), exc.en, exc.ja) from None
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = printable(str(getattr(exc, "problem", None) or exc))
        raise _error(path, _at(mark), f"not valid YAML: {problem}",
                     "ファイルの書き方が正しくない（カッコや引用符の閉じ忘れ、字下げのずれなど）"
                     ) from None
    finally:
        loader.dispose()


def read_scenario_file(path: str | Path) -> str:
    """The text of a scenario file, or :class:`ScenarioError` when it is not a readable, regular UTF-8 file
    of at most :data:`MAX_BYTES` bytes (a directory, ``/dev/zero`` or a pipe is refused before it is opened)."""
    p = str(path)
    try:
        info = os.stat(path)
    except (OSError, ValueError) as exc:  # ValueError: a path with a NUL character
        raise _unreadable(p, exc) from None
    if not stat.S_ISREG(info.st_mode):
        raise _error(p, "(file)", "is not a regular file (a folder, a device or a pipe); name a .yaml file",
                     "普通のファイルではない（フォルダ、デバイス、パイプ）。.yamlファイルを指定する")
    if info.st_size > MAX_BYTES:
        raise _error(p, "(file)", f"larger than {MAX_BYTES:,} bytes; a scenario is a few kilobytes",
                     f"{MAX_BYTES:,}バイトより大きい。シナリオは数キロバイトのもの")
    try:
        with open(path, "rb") as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise _unreadable(p, exc) from None
    if len(data) > MAX_BYTES:
        raise _error(p, "(file)", f"larger than {MAX_BYTES:,} bytes; a scenario is a few kilobytes",
                     f"{MAX_BYTES:,}バイトより大きい。シナリオは数キロバイトのもの")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise _error(p, "(file)", "is not UTF-8 text", "UTF-8のテキストではない") from None


def _unreadable(path: str, exc: Exception) -> ScenarioError:
    why = printable(getattr(exc, "strerror", None) or str(exc) or type(exc).__name__)
    return _error(path, "(file)", f"cannot be read: {why}", f"読み込めない：{why}")
