"""A rule's neighbourhood on the Interactions page is drawn twice: left to right for a desktop and stacked top to
bottom for a phone (issue 28: at 390 px the left-to-right drawing, up to 544 px wide, was cut at the screen's
edge for 47 of 53 rules). The stacked one fits its width, keeps every box apart, and shows what the wide one does."""

from __future__ import annotations

import re

import pytest

from explorer.graphs.export import Box
from explorer.widgets.i18n import Language
from explorer.widgets.interactions_page import InteractionsPage, interactions_page
from explorer.widgets.rule_matrix import NARROW, neighbourhood_svg

RECT = re.compile(r'<rect x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"')


def boxes(svg: str) -> list[Box]:
    return [Box(*map(float, m.groups())) for m in RECT.finditer(svg)]


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_stacked_drawing_fits_a_phone_and_says_what_the_wide_one_says(lang: str) -> None:
    language = Language()
    language.lang = lang
    page = interactions_page(language=language)
    assert isinstance(page, InteractionsPage)
    rules = [v for _, v in page.rule_list.options if v]
    assert len(rules) > 50
    for rule in rules:
        chosen = rule.removesuffix("@house")
        wide = neighbourhood_svg(page.full, chosen, lang)
        thin = neighbourhood_svg(page.full, chosen, lang, narrow=NARROW)
        width = float(re.search(r'<svg[^>]* width="([\d.]+)"', thin).group(1))  # type: ignore[union-attr]
        assert width <= NARROW, rule
        drawn = boxes(thin)
        assert drawn and all(b.x >= 0 and b.x + b.w <= NARROW for b in drawn), rule
        assert not any(a.overlaps(b) for i, a in enumerate(drawn) for b in drawn[i + 1:]), f"{rule}: boxes overlap"
        for pattern in (r'data-node="[^"]*"', r"<title>[^<]*</title>", r"━ [^<]*"):
            assert sorted(re.findall(pattern, wide)) == sorted(re.findall(pattern, thin)), (rule, pattern)
        page.rule_list.value = rule
        assert "dx-hood-wide" in page.focus.value and "dx-hood-narrow" in page.focus.value


@pytest.mark.parametrize(("lang", "rule", "said"), [
    ("ja", "ten_discard", "→は【10捨て】がそのルールに作用し、←はそのルールが【10捨て】に作用する"),
    ("ja", "ten_discard@house", "→は【10捨て】（家訓）がそのルールに作用し、←はそのルールが【10捨て】（家訓）に作用する"),
    ("en", "ten_discard", "→: Ten discard acts on that rule; ←: that rule acts on Ten discard"),
    ("en", "ten_discard@house", "→: Ten discard (house rule) acts on that rule; ←: that rule acts on Ten discard (house rule)")])
def test_the_list_of_neighbours_says_which_way_its_arrows_point(lang: str, rule: str, said: str) -> None:
    """The rule is named as the edge sentences name it (a house rule: 【10捨て】（家訓）)."""
    language = Language()
    language.lang = lang
    page = interactions_page(language=language)
    assert isinstance(page, InteractionsPage)
    page.rule_list.value = rule
    assert said in page.neighbours.value
    assert re.search(r"<li[^>]*>[^<]*<span[^>]*>[（(][→←]", page.neighbours.value), "each neighbour with its arrows"
