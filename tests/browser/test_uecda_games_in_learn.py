"""Learn's real games in a real browser, at 1280 and 390 px in both languages (issue 43, part 4): the chapter list's
last entry opens the UECda record shipped with the explorer; a game is picked and stepped; after a pass the step
says what the player could not play and the rule that decided it (a suit lock); a pasted record that cannot be read is said with
its line and token; and the position stepped to opens in the Sandbox, the same position. In the same page load,
before the chapter is picked: Learn's step-through table leaves no blank under it
(:func:`voila_harness.no_blank_under_the_step_table`)."""

from __future__ import annotations

from typing import Any

import pytest
from voila_harness import (
    ARTIFACTS,
    VoilaServer,
    load,
    no_blank_under_the_step_table,
    unexpected_page_errors,
    wait_until,
)

from explorer.rules.uecda.lock import Lock
from explorer.text.phrasing import label
from explorer.uecda.walk import open_game, shipped_record
from explorer.widgets.moves import refusal_groups

pytestmark = [pytest.mark.browser, pytest.mark.pages("learn", "sandbox")]

WORDS = {
    "ja": {"chapter": "実戦を見る", "game": "第2ゲーム", "title": "第2ゲーム", "why": "が出せなかったカードと、その理由",
           "exchange": "渡せたカード", "bad": "この対戦記録は読めない", "where": "貼り付けた記録の2行目、「zz-3」",
           "open": "この局面をサンドボックスで開く", "own": "自分の対戦記録を開く"},
    "en": {"chapter": "Real games", "game": "Game 2", "title": "game 2", "why": "could not play, and why",
           "exchange": "could give", "bad": "This match record cannot be read", "where": "pasted record, line 2, 'zz-3'",
           "open": "Open this position in the Sandbox", "own": "Open your own match record"},
}


def first_pass_under_a_lock() -> tuple[int, str, str, dict[str, str]]:
    """In game 2 of the shipped record: how many steps lead to the first pass that the suit lock explains; who
    passes there, who acts next, and the lock's label as the page names it in each language."""
    walk = open_game(shipped_record(), 1)
    for i in range(len(walk.exchange), len(walk.befores)):
        before = walk.befores[i]
        seat = walk.step(i).action.player
        groups = [g for g in refusal_groups(before, seat, before.all_melds(seat)) if g.rule == Lock.id]
        if walk.kind(i) == "pass" and groups:
            after = walk.befores[i + 1]
            labels = {lang: label(groups[0].heading, lang) for lang in ("ja", "en")}
            return i + 1, before.players[seat], after.players[after.turn], labels
    raise AssertionError("no pass under a lock in game 2")



@pytest.mark.parametrize("width", [1280, 390])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_a_real_game_steps_with_the_engines_reasons_and_opens_in_the_sandbox(
        context_for: Any, voila_server: VoilaServer, lang: str, width: int) -> None:
    words = WORDS[lang]
    steps, passer, next_player, lock = first_pass_under_a_lock()
    page = context_for(width).new_page()
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(exc.stack or str(exc)))
    load(page, voila_server.page_url("learn") + f"?lang={lang}", "dx-page-learn")
    no_blank_under_the_step_table(page, "learn", width, lang)
    learn = page.locator(".dx-page-learn")
    chapters = learn.locator(".dx-chapter-picker select").first
    last = chapters.locator("option").last
    wait_until(lambda: words["chapter"] in last.inner_text().replace("\xa0", " "),  # a select writes no-break spaces
               "the real games, last in the chapter list")
    chapters.select_option(index=chapters.locator("option").count() - 1)
    games = learn.locator(".dx-games")
    wait_until(lambda: games.count() and games.first.is_visible(), "the real games open")
    wait_until(lambda: learn.locator(".dx-lesson-stepper").first.is_hidden(), "the lesson making room for the game")

    picker = games.locator(".dx-game-picker select").first
    wait_until(lambda: picker.locator("option").count() >= 5, "the shipped record's games")
    picker.select_option(index=1)
    stepper = games.locator(".dx-game-stepper").first
    wait_until(lambda: words["title"] in stepper.locator("h3").first.inner_text(), "game 2 open")

    position = stepper.locator(".dx-step-position").first
    nxt = stepper.locator(".dx-next").first
    for k in range(steps):
        at = position.inner_text()
        if k == 1:
            wait_until(lambda: words["exchange"] in stepper.locator(".dx-game-why").first.inner_text(),
                       "the exchange's step says what could be given")
        nxt.click()
        wait_until(lambda: position.inner_text() != at, f"the step after {at}")
    why = stepper.locator(".dx-game-why").first
    wait_until(lambda: f"{passer}{'' if lang == 'ja' else ' '}{words['why']}" in why.inner_text(),
               f"{passer}'s pass explained")
    rules = stepper.locator(".dx-game-why .dx-refusal-group .dx-rule").all_inner_texts()
    assert lock[lang] in rules, f"the lock names itself among the reasons: {rules}"
    assert ("縛り" if lang == "ja" else "locked to") in why.inner_text()
    why.scroll_into_view_if_needed()
    page.screenshot(path=str(ARTIFACTS / f"uecda-game-{width}-{lang}.png"))
    found = page.evaluate("() => [document.documentElement.scrollWidth, window.innerWidth]")
    assert found[0] <= found[1] + 1, f"Learn's real game at {width} px runs off the screen: {found}"

    # a pasted record that cannot be read: the line and the token
    own = games.locator(".dx-record-own").first
    own.get_by_text(words["own"]).first.click()
    paste = games.locator(".dx-record-paste textarea").first
    wait_until(lambda: paste.is_visible(), "the paste box")
    paste.fill("/*\nplay zz-3\n*/\n")
    games.locator(".dx-record-open").first.click()
    error = games.locator(".dx-games-error").first
    wait_until(lambda: words["bad"] in error.inner_text() and words["where"] in error.inner_text(),
               "the bad record's line and token")
    assert words["title"] in stepper.locator("h3").first.inner_text(), "the game open before stays open"

    # the position stepped to, in the Sandbox
    link = games.locator(".dx-game-sandbox a").first
    assert words["open"] in link.inner_text()
    href = link.get_attribute("href")
    assert href and "pos=" in href and f"lang={lang}" in href
    page.goto(voila_server.page_url("sandbox") + "?" + href.split("?", 1)[1], wait_until="commit")
    page.wait_for_selector(".dx-page-sandbox", state="visible", timeout=180_000)
    sandbox = page.locator(".dx-page-sandbox")
    page.screenshot(path=str(ARTIFACTS / f"uecda-sandbox-{width}-{lang}.png"))
    wait_until(lambda: sandbox.locator(".dx-refusal-group").count() >= 1, "the Sandbox answers the position")
    wait_until(lambda: next_player in sandbox.locator(".dx-table-view").first.inner_text(),
               "the Sandbox's table has the game's players")
    page.screenshot(path=str(ARTIFACTS / f"uecda-sandbox-{width}-{lang}.png"))
    assert not unexpected_page_errors(errors), errors
