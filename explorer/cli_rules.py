"""``python -m explorer rules [RULE]``: the catalogue, or one rule's texts."""

from __future__ import annotations

from typing import TextIO

from explorer.errors import RuleError
from explorer.rules.catalogue import CARD_IDS, all_rules, rule_class


def show_rules(key: str | None, lang: str, out: TextIO) -> int:
    write = out.write
    if key is None:
        implemented = {r.id for r in all_rules()}
        for cls in all_rules():
            num = f"{cls.number:02d}" if cls.number else "--"
            scope = "base" if cls.base else cls.scope.value
            write(f"{num}  {cls.id:<18} {cls.ja:<8} {cls.en:<22} {scope}\n")
        for number, rid in CARD_IDS.items():
            if rid not in implemented:
                write(f"{number:02d}  {rid:<18} (not implemented yet)\n")
        return 0
    try:
        cls = rule_class(key)
    except RuleError as exc:
        write(f"error: {exc}\n")
        return 2
    num = f"{cls.number:02d} " if cls.number else ""
    write(f"{num}{cls.id} — {cls.ja} / {cls.en}\n")
    if cls.base:
        write(f"  base rule: {cls.law_ja if lang == 'ja' else cls.law_en}\n")
        return 0
    write(f"  law: {cls.law_ja}\n       {cls.law_en}\n")
    write(f"  house rule ({cls.scope.value}): {cls.house_ja}\n       {cls.house_en}\n")
    return 0
