"""``python -m explorer rules [RULE]``: the catalogue, or one rule's texts and the scenarios that cover it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TextIO

from explorer.engine.errors import ExplorerError, RuleError
from explorer.text.phrasing import label, scope_ja
from explorer.rules.catalogue import all_rules, every_rule, rule_class
from explorer.rules.decks import deck
from explorer.engine.contract import Rule
from explorer.scenarios.model import load_scenario
from explorer.scenarios.covering import covering
from explorer.text.describe import describe


def _find(key: str) -> type[Rule]:
    """A rule by id, card number or Japanese name (``12``, ``conspiracy``, ``共謀``)."""
    for cls in (*all_rules(), *every_rule()):  # a Cthulhu card first when a deck rule shares its name
        if key == cls.ja:
            return cls
    return rule_class(key)


def show_deck(key: str, lang: str, out: TextIO) -> int:
    """``rules --deck DECK``: a deck's rules, its table options, and the cards it lists without implementing."""
    write = out.write
    try:
        d = deck(key)
    except RuleError as exc:
        write(f"エラー：{describe(exc, 'ja')}\n" if lang == "ja" else f"error: {describe(exc, lang)}\n")
        return 2
    if lang == "ja":
        write(f"{d.ja}（{len(d.rules)}件）\n")
        for cls in d.rules:
            scope = "基本ルール" if cls.base else f"家訓の範囲：{scope_ja(cls)}"
            write(f"  {cls.ja}（{scope}）\n    {cls.law_ja}\n")
        if d.options:
            write("テーブルオプション：\n")
            for opt in d.options:
                write(f"  {opt.ja}\n")
        for title, cards in (("効果未公開（作らない）：", d.listed), ("未実装：", d.missing)):
            if cards:
                write(title + "\n")
                for c in cards:
                    write(f"  {c.ja_name} — {c.ja}\n")
        write("名前を付けると、そのルールの文面とシナリオを表示する\n")
        return 0
    write(f"{d.id}: {d.en} / {d.ja} ({len(d.rules)} rules)\n")
    for cls in d.rules:
        scope = "base rule" if cls.base else f"house: {cls.scope.value}"
        write(f"  {cls.id:<30} {cls.en:<22} {cls.ja}  ({scope})\n")
    if d.options:
        write("table options (the first value is the default):\n")
        for opt in d.options:
            vals = " | ".join(str(v).lower() if isinstance(v, bool) else str(v) for v in opt.values)
            write(f"  {opt.name}: {vals} — {opt.en}\n")
    for title, cards in (("effect not published (never invented):", d.listed), ("not implemented yet:", d.missing)):
        if cards:
            write(title + "\n")
            for c in cards:
                write(f"  {c.en_name} ({c.ja_name}) — {c.en}\n")
    return 0


def _show_ja(key: str | None, out: TextIO) -> int:
    """The ``--lang ja`` output: names, card texts and scenario titles in Japanese, no ids."""
    write = out.write
    if key is None:
        for cls in all_rules():
            num = f"{cls.number:02d}" if cls.number else "－"
            scope = "基本ルール" if cls.base else f"家訓の範囲：{scope_ja(cls)}"
            write(f"{num}  {cls.ja}（{scope}）\n")
        write("番号か名前を付けると、そのルールの文面とシナリオを表示する。"
              "例：python -m explorer rules 12 --lang ja、python -m explorer rules 同時出し --lang ja\n")
        return 0
    try:
        cls = _find(key)
    except RuleError as exc:
        write(f"エラー：{describe(exc, 'ja')}\n")
        return 2
    num = f"{cls.number:02d} " if cls.number else ""
    write(f"{num}【{label(cls.id, 'ja')}】\n")
    if cls.base:
        write(f"  基本ルール（常に有効）：\n    {cls.law_ja}\n")
    else:
        write(f"  法律（カードの文面）：\n    {cls.law_ja}\n")
        write(f"  家訓（カードの文面）：\n    {cls.house_ja}\n")
        write(f"  家訓の範囲：{scope_ja(cls)}\n")
        vp = "説明書に記載なし" if cls.victory_points is None else f"{cls.victory_points}点"
        write(f"  勝利点（発狂モード）：{vp}\n")
    found = covering(cls, lang="ja")
    write(f"  このルールを扱うシナリオ（{len(found)}件）：\n")
    for path, title in found:
        write(f"    {path} — {title}\n")
    return 0


def show_file_rules(files: Sequence[str], lang: str, out: TextIO) -> None:
    """The rules of each ``--rules-file`` (already read and registered), after the listing."""
    from explorer.rules.catalogue import rule_class
    from explorer.rules.custom import rules_from_text
    from explorer.guarded_yaml import read_scenario_file

    for f in files:
        rules = [rule_class(r.id) for r in rules_from_text(read_scenario_file(f), f)]
        if lang == "ja":
            out.write(f"ルールファイルのルール（{len(rules)}件）：\n")
            for cls in rules:
                out.write(f"  {cls.ja}（家訓の範囲：{scope_ja(cls)}）\n    {cls.law_ja}\n")
        else:
            out.write(f"rules of {f} ({len(rules)}):\n")
            for cls in rules:
                out.write(f"  {cls.id:<30} {cls.en:<22} {cls.ja}  (house: {cls.scope.value})\n    {cls.law_en}\n")


def show_rules(key: str | None, lang: str, out: TextIO, deck_id: str | None = None,
               files: Sequence[str] = ()) -> int:
    if key is None and files:
        code = show_deck(deck_id, lang, out) if deck_id is not None else _list_all(lang, out)
        show_file_rules(files, lang, out)
        return code
    if deck_id is not None and key is None:
        return show_deck(deck_id, lang, out)
    if lang == "ja":
        return _show_ja(key, out)
    write = out.write
    if key is None:
        for cls in all_rules():
            num = f"{cls.number:02d}" if cls.number else "--"
            scope = "base rule" if cls.base else f"house: {cls.scope.value}"
            write(f"{num}  {cls.id:<18} {cls.en:<22} {cls.ja}  ({scope})\n")
        return 0
    try:
        cls = rule_class(key)
    except RuleError as exc:
        write(f"error: {describe(exc, lang)}\n")
        return 2
    num = f"{cls.number:02d} " if cls.number else ""
    write(f"{num}{cls.id} — {cls.ja} / {cls.en}\n")
    if cls.base:
        write(f"  base rule (always in force):\n    {cls.law_ja}\n    {cls.law_en}\n")
    else:
        write(f"  law (法律):\n    {cls.law_ja}\n    {cls.law_en}\n")
        write(f"  house rule (家訓), scope {cls.scope.value}:\n    {cls.house_ja}\n    {cls.house_en}\n")
        vp = "not given in the rulebook text" if cls.victory_points is None else str(cls.victory_points)
        write(f"  victory points (mad mode): {vp}\n")
    found = covering(cls)
    write(f"  scenarios ({len(found)}):\n")
    for path, title in found:
        write(f"    {path} — {title}\n")
    return 0


def _list_all(lang: str, out: TextIO) -> int:
    """The listing of ``rules`` with no rule named."""
    return _show_ja(None, out) if lang == "ja" else show_rules(None, "en", out)
