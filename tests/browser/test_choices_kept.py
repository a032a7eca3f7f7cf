"""The reader's choices in a real browser: the four-colour deck is kept across pages and reloads and can be put
in a link (``?four=1``), exactly like the language; the Rule cards page switches deck in both languages and
lists a deck's cards whose effect is not published.

Render time is the page benchmark's business (benchmarks/render_times.py), not asserted here.
"""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import RENDER_TIMEOUT_MS, VoilaServer, load, wait_until

pytestmark = pytest.mark.browser


def four_on(page: Any) -> bool:
    """The four-colour deck is on: the frame has dx-four and its checkbox is ticked."""
    return bool(page.evaluate("""() => {
      const frame = document.querySelector('.dx-frame');
      const box = document.querySelector('.dx-four-toggle input[type=checkbox]');
      return !!(frame && box && frame.classList.contains('dx-four') && box.checked);
    }"""))


def four_off(page: Any) -> bool:
    return bool(page.evaluate("""() => {
      const frame = document.querySelector('.dx-frame');
      const box = document.querySelector('.dx-four-toggle input[type=checkbox]');
      return !!(frame && box && !frame.classList.contains('dx-four') && !box.checked);
    }"""))


def test_the_four_colour_deck_survives_navigation_and_reload(page: Any, voila_server: VoilaServer) -> None:
    load(page, voila_server.page_url("learn"), "dx-page-learn")
    assert four_off(page), "off by default"
    page.locator(".dx-four-toggle input[type=checkbox]").click()
    wait_until(lambda: four_on(page), "the switch puts dx-four on the page")
    wait_until(lambda: "four=1" in page.url, "the address carries the four-colour deck")
    page.locator("a.dx-home").first.click()  # to the landing page, by its link
    page.wait_for_selector(".dx-page-index", state="visible", timeout=RENDER_TIMEOUT_MS)
    wait_until(lambda: four_on(page), "the landing page opens with the four-colour deck")
    page.reload(wait_until="commit")
    page.wait_for_selector(".dx-page-index", state="visible", timeout=RENDER_TIMEOUT_MS)
    wait_until(lambda: four_on(page), "four colours after a reload")
    load(page, voila_server.page_url("sandbox"), "dx-page-sandbox")
    wait_until(lambda: four_on(page), "another page opened by address keeps it (cookie)")
    diamond = page.evaluate("""() => {
      const d = document.querySelector('.dx-page-sandbox .pc.suit-D');
      return d ? getComputedStyle(d).color : null;
    }""")
    assert diamond == "rgb(24, 100, 171)", f"a ♦ card is drawn blue in four colours, not {diamond}"
    picker = page.evaluate("""() => {
      const d = document.querySelector('.dx-page-sandbox .dx-pick.suit-D:not(:disabled)');
      const c = document.querySelector('.dx-page-sandbox .dx-pick.suit-C:not(:disabled)');
      return d && c ? [getComputedStyle(d).color, getComputedStyle(c).color] : null;
    }""")
    assert picker == ["rgb(24, 100, 171)", "rgb(43, 138, 62)"], f"the card picker follows the deck too: {picker}"
    # switched off, it stays off; a link can turn it on again
    page.locator(".dx-four-toggle input[type=checkbox]").click()
    wait_until(lambda: four_off(page), "the switch takes dx-four away")
    load(page, voila_server.page_url("play"), "dx-page-play")
    wait_until(lambda: four_off(page), "off is kept too")
    load(page, voila_server.page_url("rules") + "?four=1", "dx-page-rules")
    wait_until(lambda: four_on(page), "?four=1 turns it on")
    wait_until(lambda: page.context.cookies() and any(
        c["name"] == "dx_four" and c["value"] == "1" for c in page.context.cookies()), "and keeps it (cookie)")


def pick_card(page: Any, label_part: str) -> None:
    """Choose the card-list entry whose label contains ``label_part``."""
    select = page.locator(".dx-page-rules .dx-card-list select")
    options = select.locator("option").all_inner_texts()
    match = [o for o in options if label_part in o.replace("\xa0", " ")]
    assert match, f"no card {label_part!r} in the list: {options}"
    select.select_option(label=match[0])


def card_list(page: Any) -> str:
    """The card list's labels (the widget writes spaces as no-break spaces)."""
    return " | ".join(page.locator(".dx-page-rules .dx-card-list option").all_inner_texts()).replace("\xa0", " ")


def detail(page: Any) -> str:
    return str(page.locator(".dx-page-rules .dx-card-detail-view").inner_text())


def test_the_deck_switch_in_both_languages(page: Any, voila_server: VoilaServer) -> None:
    load(page, voila_server.page_url("rules") + "?lang=ja", "dx-page-rules")
    decks = page.locator(".dx-page-rules .dx-deck-switch button")
    assert decks.all_inner_texts() == ["クトゥルフの25枚", "定番ローカルルール", "アルカジノのカジノカード"]
    assert "01  再利用" in card_list(page) and "Recycle" not in card_list(page)  # no English in Japanese mode
    decks.nth(2).click()
    wait_until(lambda: "マンダム（効果未公開）" in card_list(page), "Arcasino's cards listed")
    assert "税収" in card_list(page) and "Tax" not in card_list(page) and "再利用" not in card_list(page)
    wait_until(lambda: "直前に出されたカードを1枚手札に加える" in detail(page), "the first rule's law text")
    assert "家訓の範囲" in detail(page)
    pick_card(page, "マンダム")
    wait_until(lambda: "効果を示す資料がない" in detail(page), "an unpublished card says so")
    page.locator(".lang-switch button", has_text="English").click()
    wait_until(lambda: "Arcasino's casino cards" in " ".join(decks.all_inner_texts()), "the decks in English")
    wait_until(lambda: "No source gives this card" in detail(page), "the unpublished card in English")
    assert "Mandom / マンダム (effect not published)" in card_list(page)
    decks.nth(1).click()
    wait_until(lambda: "Five skip" in card_list(page) and "Mandom" not in card_list(page), "classic rules listed")
    pick_card(page, "Five skip")
    wait_until(lambda: "skips the next player" in detail(page), "Five skip's law text in English")
    text = page.locator(".dx-page-rules").inner_text()
    for internal in ("classic.", "five_skip", "seed 0", "(reading)", "witness"):
        assert internal not in text, internal
    # The scenario list is filled just after the card's text (its own widget message): wait for it, not for luck.
    covering = wait_until(
        lambda: [o.replace("\xa0", " ")
                 for o in page.locator(".dx-page-rules .dx-covering-list option").all_inner_texts()],
        "the scenarios covering Five skip listed")
    assert covering[0].startswith("[Classic local rules]"), covering
