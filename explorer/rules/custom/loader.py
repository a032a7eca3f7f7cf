"""Reading rule files: the YAML goes through the project's guarded loader (explorer/guarded_yaml.py),
then every rule through :func:`~explorer.rules.custom.spec.parse_spec`; a bad file is one
:class:`~explorer.engine.errors.ScenarioError` naming the file, the field and the token, never a crash.

>>> rules = rules_from_text('''
... rules:
...   - id: table.six_skip
...     name: {ja: 6飛ばし, en: Six skip}
...     text: {ja: "［6］を出すと次の人を飛ばす。", en: "Each 6 played skips the next player."}
...     trigger: {rank: "6"}
...     effect: {skip: 1}
... ''', "six.yaml")
>>> [(r.id, r.en) for r in rules]
[('table.six_skip', 'Six skip')]
>>> rules_from_text("rules: []", "empty.yaml")
Traceback (most recent call last):
...
explorer.engine.errors.ScenarioError: empty.yaml: rules: expected a list of one or more rules
"""

from __future__ import annotations

from pathlib import Path

from explorer.engine.errors import ScenarioError, shown
from explorer.rules.custom.data_rule import DataRule, make_rule
from explorer.rules.custom.spec import parse_spec

MAX_RULES = 64
"""The most rules one file may hold (a table's own rules are a handful)."""
TAKEN_PREFIXES = ("cthulhu", "classic", "arcasino")
"""Deck ids a table's own file may not use: those rules ship with the explorer."""


def rules_from_text(text: str, path: str = "<rules>") -> tuple[type[DataRule], ...]:
    """The rule classes a rule file's text defines (not yet registered: see
    :func:`explorer.rules.catalogue.register`)."""
    from explorer.guarded_yaml import load_yaml

    return rules_from_data(load_yaml(text, path), path)


def rules_from_data(data: object, path: str, *, shipped: bool = False) -> tuple[type[DataRule], ...]:
    """The rule classes of a rule file already read as YAML (``shipped``: a file of the explorer's own decks)."""
    if not isinstance(data, dict):
        raise ScenarioError(path, "(file)", f"expected a mapping with a 'rules:' list, got {shown(data)}",
                            f"'rules:' の一覧を持つ対応表を書く（{shown(data)}と書かれている）")
    for key in data:
        if key not in ("rules", "title", "about"):
            raise ScenarioError(path, str(key), f"unknown field {shown(key)} (known: rules, title, about)",
                                f"不明な項目 {shown(key)}（使えるのは rules、title、about）")
    raw = data.get("rules")
    if not isinstance(raw, list) or not raw:
        raise ScenarioError(path, "rules", "expected a list of one or more rules", "ルールを1つ以上並べた一覧を書く")
    if len(raw) > MAX_RULES:
        raise ScenarioError(path, "rules", f"{len(raw)} rules; a file holds at most {MAX_RULES}",
                            f"ルールが{len(raw)}個。1つのファイルに書けるのは{MAX_RULES}個まで")
    out: list[type[DataRule]] = []
    seen: set[str] = set()
    for i, item in enumerate(raw):
        where = f"rules[{i}]"
        spec = parse_spec(item, path, where)
        if spec.id in seen:
            raise ScenarioError(path, f"{where}.id", f"{spec.id!r} is defined twice in this file",
                                f"{spec.id!r} がこのファイルに2回定義されている")
        if not shipped and spec.id.split(".")[0] in TAKEN_PREFIXES:
            raise ScenarioError(path, f"{where}.id", f"{spec.id!r}: the deck {spec.id.split('.')[0]!r} ships with "
                                "the explorer; name your table's rules another way (table.six_skip)",
                                f"{spec.id!r}：デッキ {spec.id.split('.')[0]!r} はこのアプリに入っているので、"
                                "自分のルールには別の名前を付ける（例 table.six_skip）")
        if not shipped and spec.effect.to_option is not None:
            raise ScenarioError(path, f"{where}.effect.to_option", "to_option is for the rules that ship with the "
                                "explorer; write to: next or to: choose", "to_option はこのアプリに入っているルール用。"
                                "to: next か to: choose を書く")
        seen.add(spec.id)
        out.append(make_rule(spec))
    return tuple(out)
