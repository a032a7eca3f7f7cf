"""The static site (``make site``) in a real browser, served under a sub-path with the network cut off.

The landing page is the explorer's home as plain HTML (no kernel), says which explorer it runs and fetches
Pyodide and the kernel's memory snapshot while the visitor reads; every page renders in Pyodide and
does its main job (Learn steps, Sandbox lists legal plays, Play plays a move, Interactions draws the graph and
shows a witness, Lab runs games); the language switch works; the home page's links lead to the pages; and no
request leaves localhost, no file is missing and the console shows no error (conftest.py records them on
every page); voici's loading screen speaks the reader's language. Never timed: benchmarks/site_render_times.py
measures. Needs /usr/bin/chromium.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from build_site import SNAPSHOT_FILES, SNAPSHOT_MEMORY
from site_harness import SHOTS, SITE, Visit
from voila_harness import ERROR_TEXTS, all_pages, quiet, unexpected_page_errors

from explorer.widgets.i18n import t

pytestmark = pytest.mark.browser

# A cold start fetches Pyodide and the kernel's snapshot and restores it: generous for a busy 2-core machine.
RENDER_TIMEOUT_S = 240.0
UPDATE_TIMEOUT_S = 60.0
PAGES = all_pages()
_JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")


def shot(v: Visit, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    v.page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)


def problems(v: Visit) -> list[str]:
    body = v.page.locator("body").inner_text(timeout=10_000)
    found = [f"page text contains {text!r}" for text in ERROR_TEXTS if text in body]
    if "Error code: 404" in body:
        found.append(f"{v.page.url} is not found (404)")
    stderr = v.page.locator('[data-mime-type="application/vnd.jupyter.stderr"]')
    if stderr.count():
        found.append("a cell's error output is on the page: " + stderr.first.inner_text()[:800])
    for box in v.page.locator(".dx-error").all():
        if box.is_visible():
            found.append(f"an error box (.dx-error) is shown: {box.inner_text()[:500]}")
    return found


def open_page(v: Visit, url: str, name: str) -> Any:
    """Go to ``url`` and wait until the ``dx-page-<name>`` widget is visible; fail with what the page shows."""
    response = v.page.goto(url, wait_until="domcontentloaded", timeout=RENDER_TIMEOUT_S * 1000)
    assert response is not None and response.ok, f"{name}: GET {url} answered {response and response.status}"
    return wait_for_page(v, name)


def loading_lines(v: Visit) -> list[str]:
    """The lines voici's loading screen showed while this page started (site_harness.LOADING_RECORDER)."""
    return list(v.page.evaluate("() => window.__dxLoadingTexts || []"))


def assert_loading_in_language(v: Visit, name: str) -> None:
    """A page that started in Pyodide said so in the reader's language (the address's, else the cookie's,
    else Japanese): never voici's English "Starting up kernel..." in Japanese, nor Japanese in English."""
    lines = loading_lines(v)
    if name == "index":
        assert not lines, f"the landing page needs no kernel, yet showed a loading screen: {lines}"
        return
    lang = v.page.evaluate("() => document.documentElement.lang") or "ja"
    assert lines, f"{name}: no loading line was shown while the page started"
    for line in lines:
        if lang == "en":
            assert not _JAPANESE.search(line), f"{name} in English: loading line {line!r}"
        else:
            assert _JAPANESE.search(line) and not re.search(r"[A-Za-z]", line), \
                f"{name} in Japanese: loading line {line!r}"


def wait_for_page(v: Visit, name: str) -> Any:
    marker = v.page.locator(f".{PAGES[name]}").first
    deadline = time.monotonic() + RENDER_TIMEOUT_S
    while not (marker.count() and marker.is_visible()):
        found = problems(v)
        if found or time.monotonic() > deadline:
            shot(v, f"{name}-FAILED")
            pytest.fail(f"{name}: did not render: {'; '.join(found) or f'no .{PAGES[name]} in time'}",
                        pytrace=False)
        v.page.wait_for_timeout(250)
    quiet(v.page)  # late widgets and late errors
    assert_loading_in_language(v, name)
    return marker


def assert_clean(v: Visit, name: str) -> None:
    found = problems(v)
    assert not found, f"{name}: " + "; ".join(found)
    errors = unexpected_page_errors(v.errors)
    assert not errors, f"{name}: uncaught errors in the page:\n" + "\n\n".join(errors)


def changed(read: Callable[[], str], before: str, what: str) -> str:
    deadline = time.monotonic() + UPDATE_TIMEOUT_S
    while time.monotonic() < deadline:
        now = read()
        if now != before:
            return now
        time.sleep(0.1)
    pytest.fail(f"{what} did not change within {UPDATE_TIMEOUT_S:.0f}s (still {before[:300]!r})", pytrace=False)


def page_url(site_url: str, name: str) -> str:
    return f"{site_url}voici/render/{name}.html"


# --------------------------------------------------------------------------------------------------------


def test_every_notebook_is_a_page_of_the_site(site: Any) -> None:
    built = {p.stem for p in (site / "voici" / "render").glob("*.html")}
    assert set(PAGES) <= built, f"notebooks without a page: {sorted(set(PAGES) - built)}"
    version = json.loads((site / "version.json").read_text(encoding="utf-8"))
    assert re.match(r"\d+\.\d+\.\d+ \(", version["explorer"])


def test_home_is_the_landing_page_and_links_to_the_pages(visit: Visit, site_url: str) -> None:
    home = open_page(visit, site_url, "index")
    # (the page script puts the reader's language in the address: ?lang=ja)
    assert visit.page.url.split("?")[0] == page_url(site_url, "index"), f"the site's root led to {visit.page.url}"
    assert visit.page.locator(".jp-DirListing").count() == 0, "the landing page is a file tree"
    # plain HTML: no kernel, no voici application behind it
    assert visit.page.locator("#rendered_cells, .jp-Notebook").count() == 0, "the landing page runs voici"
    assert not any(u.split("?")[0].endswith("/voici.js") for u in visit.requests), "the landing page loads voici"
    version = json.loads((SITE / "version.json").read_text(encoding="utf-8"))["explorer"]
    assert t("site_version", "ja").format(version=version) in visit.page.locator("body").inner_text()
    links = home.locator("a.dx-page-link:visible")
    hrefs = [links.nth(i).get_attribute("href") for i in range(links.count())]
    # each link names a page of the site, carrying the reader's language (learn.html?lang=ja)
    assert len(hrefs) == 6 and all(h and h.split("?")[0].endswith(".html") and h.endswith("?lang=ja")
                                   for h in hrefs), hrefs
    # While the visitor reads, Pyodide and the kernel's memory snapshot (its Python and installed files, which the
    # pages start from: tools/build_site.py) come from the site itself into the browser's cache.
    deadline = time.monotonic() + RENDER_TIMEOUT_S
    while not visit.page.evaluate("() => window.dxWarmed === true"):
        assert time.monotonic() < deadline, "the landing page did not fetch what the pages need"
        visit.page.wait_for_timeout(250)
    assert any(u.endswith("/static/pyodide/pyodide.asm.wasm") for u in visit.requests)
    assert any(u.endswith("/static/pyodide/" + SNAPSHOT_MEMORY) for u in visit.requests)
    assert any(u.endswith("/static/pyodide/" + SNAPSHOT_FILES) for u in visit.requests)
    assert any(u.endswith("/lean/lean.js") for u in visit.requests)  # the pages' own script (lean_pages)

    before = home.inner_text()
    home.locator(".lang-switch button", has_text="English").first.click()
    after = changed(home.inner_text, before, "home: the text after clicking English")
    assert len(_JAPANESE.findall(after)) < len(_JAPANESE.findall(before)), "English did not replace Japanese"
    assert "lang=en" in visit.page.url and visit.page.title() == "Daifugō rule explorer"
    shot(visit, "index-en")
    assert_clean(visit, "index")

    home.locator('a.dx-page-link[data-page="learn.ipynb"]:visible').click()
    wait_for_page(visit, "learn")
    assert visit.page.url.split("?")[0] == page_url(site_url, "learn")
    assert visit.page.url.endswith("lang=en"), visit.page.url
    visit.page.locator("a.dx-home").first.click()  # ← Home / ← トップページ, in the page's language
    wait_for_page(visit, "index")
    assert "Learn the rules" in visit.page.locator(".dx-page-index").inner_text()
    assert_clean(visit, "learn → home")


@pytest.mark.parametrize("lang", ["ja", "en"])
@pytest.mark.parametrize("width", [1280, 390])
def test_the_landing_page_reads_well_at_each_width(visit: Visit, site_url: str, lang: str, width: int) -> None:
    """The landing page in each language at a desktop's and a phone's width: only that language is shown, the
    three ways in and the other pages are links that carry it, nothing sticks out sideways."""
    visit.page.set_viewport_size({"width": width, "height": 900})
    home = open_page(visit, f"{page_url(site_url, 'index')}?lang={lang}", "index")
    text = home.inner_text()
    if lang == "ja":
        assert "どこから始める" in text and "Where to start" not in text
    else:
        assert "Where to start" in text and not _JAPANESE.search(text.replace("日本語", ""))
    ways = home.locator(".dx-way:visible")
    assert ways.count() == 3 and all((ways.nth(i).get_attribute("href") or "").endswith(f"?lang={lang}")
                                     for i in range(3))
    assert visit.page.locator(".dx-four-toggle input").is_visible()
    wide = visit.page.evaluate("() => document.documentElement.scrollWidth - document.documentElement.clientWidth")
    assert wide <= 0, f"the landing page at {width} px is {wide} px wider than the screen"
    shot(visit, f"landing-{lang}-{width}")
    assert_clean(visit, f"index {lang} {width}")


@pytest.mark.parametrize("name", ["rules"])
def test_page_renders(visit: Visit, site_url: str, name: str) -> None:
    open_page(visit, page_url(site_url, name), name)
    shot(visit, name)
    assert_clean(visit, name)
    # without JupyterLab's application (tools/build_site.py lean_pages): neither voici's bundle nor its kernel's
    # worker, the page's own worker and widget manager
    scripts = [u.split("?")[0] for u in visit.requests if u.split("?")[0].endswith(".js")]
    assert not [u for u in scripts if "/voici/build/" in u or "/extensions/" in u], scripts
    # (what it starts is in its address's fragment)
    assert [w.url.split("#")[0].split("/")[-1] for w in visit.page.workers] == ["kernel-worker.js"], \
        visit.page.workers
    assert any(u.endswith("/lean/lean.js") for u in scripts), scripts
    # its loading line went through voici's stages: the page loading, the engine starting, the page being built
    lines = loading_lines(visit)
    assert len(lines) == 3, f"{name}: loading lines {lines}"


@pytest.mark.parametrize("lang, said_first", [("ja", "このページを組み立てられませんでした。"),
                                              ("en", "This page could not be built.")])
def test_a_page_that_cannot_be_built_says_so_in_the_readers_language(visit: Visit, site_url: str, lang: str,
                                                                     said_first: str) -> None:
    """A page whose code fails in the browser (here the Rules page made to divide by zero) shows what happened in
    the reader's language, with Python's own words under it, in place of the loading screen and the first paint:
    never a page that looks ready and does nothing."""
    def broken(route: Any) -> None:
        answer = route.fetch()
        body = answer.text()
        assert body.count("served(rules_page,") == 1, "the Rules page's code is not where this test breaks it"
        route.fulfill(response=answer, body=body.replace("served(rules_page,", "1 / 0 or served(rules_page,"))

    visit.page.route("**/voici/render/rules.html*", broken)
    visit.page.goto(page_url(site_url, "rules") + ("?lang=en" if lang == "en" else ""), wait_until="domcontentloaded")
    box = visit.page.locator(".dx-lean-error")
    box.wait_for(state="visible", timeout=RENDER_TIMEOUT_S * 1000)
    visit.page.wait_for_timeout(500)
    shot(visit, f"rules-cannot-be-built-{lang}")
    said = box.inner_text()
    assert said.startswith(said_first) and "ZeroDivisionError" in said, said
    assert not visit.page.locator("#loading").is_visible(), "the loading screen stayed over the message"
    assert not visit.page.locator(f".{PAGES['rules']}").count(), "a page was drawn although its code failed"
    top = visit.page.evaluate("""() => { const r = document.querySelector('.dx-lean-error').getBoundingClientRect();
        const el = document.elementFromPoint(r.left + 5, r.top + 5); return !!(el && el.closest('.dx-lean-error')); }""")
    assert top, "the message is covered by something else (the first paint?)"


def test_learn_steps_through_a_scenario(visit: Visit, site_url: str) -> None:
    learn = open_page(visit, page_url(site_url, "learn"), "learn")
    stepper = learn.locator(".dx-next").first
    events = learn.locator(".dx-events").first
    assert stepper.is_visible(), "learn: the stepper is hidden (a None display update lost?)"
    start = events.inner_text()
    stepper.click()
    shown = changed(events.inner_text, start, "learn: the events after Next")
    assert shown.strip()
    shot(visit, "learn-after-next")
    assert_clean(visit, "learn")


def test_sandbox_lists_legal_plays(visit: Visit, site_url: str) -> None:
    sandbox = open_page(visit, page_url(site_url, "sandbox"), "sandbox")
    moves = sandbox.locator(".dx-moves").first
    assert sandbox.locator(".dx-move-legal").count(), "sandbox: no legal play listed"
    eight = sandbox.locator(".dx-pick.dx-card-S8")
    pick = eight.first if eight.count() else sandbox.locator(".dx-pick").first
    before = moves.inner_text()
    pick.click()
    changed(moves.inner_text, before, "sandbox: the legal plays after picking a card")
    assert sandbox.locator(".dx-move-legal, .dx-move-illegal").count()
    shot(visit, "sandbox-after-pick")
    assert_clean(visit, "sandbox")


def test_play_plays_a_move(visit: Visit, site_url: str) -> None:
    play = open_page(visit, page_url(site_url, "play"), "play")
    action = play.locator(".dx-action:visible").first
    log = play.locator(".dx-log").first
    assert action.count(), "play: no action button for the human player"
    before = log.inner_text()
    action.click()
    changed(log.inner_text, before, "play: the log after an action")
    shot(visit, "play-after-action")
    assert_clean(visit, "play")


def test_interactions_shows_the_matrix_a_rules_neighbourhood_and_a_witness(visit: Visit, site_url: str) -> None:
    ix = open_page(visit, page_url(site_url, "interactions"), "interactions")
    deadline = time.monotonic() + UPDATE_TIMEOUT_S
    matrix = ix.locator(".dx-matrix").first
    while not (matrix.count() and matrix.locator("td[style*=background]").count() > 20):
        assert time.monotonic() < deadline, "interactions: the rules x rules matrix shows no edges"
        time.sleep(0.2)
    ix.locator(".dx-rule-list select").first.select_option(label="09 8切り")
    focus = ix.locator(".dx-rule-focus svg").first
    while not (focus.count() and ix.locator(".dx-matrix th.dx-row.dx-chosen").count()):
        assert time.monotonic() < deadline, "interactions: choosing a rule drew no neighbourhood"
        time.sleep(0.2)
    assert "8切り" in ix.locator(".dx-matrix th.dx-row.dx-chosen").first.inner_text()
    assert focus.locator("g.dx-node").count() >= 3, "interactions: 09 has neighbours"
    while not ix.locator(".dx-answer").count():
        assert time.monotonic() < deadline, "interactions: no witness answer shown"
        time.sleep(0.2)
    shot(visit, "interactions")
    assert_clean(visit, "interactions")


def test_lab_runs_a_few_games(visit: Visit, site_url: str) -> None:
    lab = open_page(visit, page_url(site_url, "lab"), "lab")
    games = lab.locator(".dx-lab-setup input[type=number]").first
    games.fill("3")
    games.press("Enter")
    summary = lab.locator(".dx-lab-summary").first
    before = summary.inner_text()
    lab.locator(".dx-lab-run").first.click()
    after = changed(summary.inner_text, before, "lab: the summary after Run")
    deadline = time.monotonic() + UPDATE_TIMEOUT_S
    # the status's first figure is the games run; the rest of the line (time, rate) depends on the machine
    while (not re.match(r"\s*3 ?(games|ゲーム)", lab.locator(".dx-lab-status").first.inner_text())
           and time.monotonic() < deadline):
        time.sleep(0.2)
    assert after.strip(), "lab: empty summary"
    shot(visit, "lab-after-run")
    assert_clean(visit, "lab")
