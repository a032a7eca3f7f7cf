"""The static site's first paint: each page shown as it will look before its kernel is up (tools/build_site.py).

A page of the static site is built by its kernel (Pyodide, in a web worker): about two seconds pass, on every
visit, before the reader sees anything but a spinner. This step loads every page of the built site in headless
Chromium, once per language, waits until it is drawn and still, and keeps what it shows: the page's HTML (form
fields as they are filled) and the style rules that apply to it. Each is written as a plain document,
``voici/render/first-paint/<page>.<lang>.html``, holding every drawing's style rules in itself (a stylesheet of its
own reached the drawing only after it had been laid out once without it). The page then opens it at once in a
frame over itself, scripts off and nothing in it reachable by pointer or keyboard (dx.js ``dxFirstPaint``),
with a line saying the page is getting ready; when the kernel's page is on screen the frame goes and the live
page is there, drawn the same.

A first paint is only shown where it is the page the reader is about to get: the page opened in the language
it was drawn in, with no other choice in its address or cookies than the page's own default (the Sandbox's
position; Learn's progress), and two-colour cards. A page whose first view is dealt by chance is drawn at an
address that fixes it (:data:`DEALT_BY`), and the page script opens the page at that address when it shows the
drawing: Play's first game is dealt from a seed the build chose (``?seed=N`` deals that game first; "New game"
deals afresh), so its first paint is the game the reader gets. Each page is drawn twice in Japanese: a page whose
two drawings still differ (something else drawn by chance) is left without a first paint (the build says which).
"""

from __future__ import annotations

import hashlib
import html
import json
import re
import sys
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

FOLDER = "first-paint"
LANGS = ("ja", "en")
SETTLE_MS = 800
"""A page is still when nothing in it has changed for this long."""
TIMEOUT_S = 180.0

# Before the page's own scripts: count every change to the page, so that "still" can be waited for.
MARK_JS = """
document.addEventListener("DOMContentLoaded", () => {
  window.__dxChanged = performance.now();
  new MutationObserver(() => { window.__dxChanged = performance.now(); })
    .observe(document.body, {subtree: true, childList: true, attributes: true, characterData: true});
});
"""

STILL_JS = "ms => window.__dxChanged !== undefined && performance.now() - window.__dxChanged > ms"

# What the page shows: its cells (form fields' values written into their attributes, the panel's own placing
# dropped), the CSS rules that match an element of it or one around it (the document and the body: the theme's
# variables; a page carries about 330 KB of JupyterLab's styles, of which a drawing needs a tenth), and the page's
# defaults the page script compares the reader's choices with.
CAPTURE_JS = r"""
page => {
  const cells = document.getElementById("rendered_cells");
  if (!cells || !cells.querySelector(".dx-page-" + page)) return null;
  for (const el of cells.querySelectorAll("input")) {
    if (el.type === "checkbox" || el.type === "radio") el.toggleAttribute("checked", el.checked);
    else el.setAttribute("value", el.value);
  }
  for (const el of cells.querySelectorAll("textarea")) el.textContent = el.value;
  for (const el of cells.querySelectorAll("select"))
    for (const o of el.options) o.toggleAttribute("selected", o.selected);
  const copy = cells.cloneNode(true);
  copy.removeAttribute("style");
  copy.removeAttribute("id");
  copy.querySelectorAll("script").forEach(e => e.remove());
  for (const el of copy.querySelectorAll("*"))  // nothing in a drawing acts: no handlers
    for (const a of Array.from(el.attributes)) if (/^on/i.test(a.name)) el.removeAttribute(a.name);
  const PSEUDO = /::?(?:hover|focus-within|focus-visible|focus|active|visited|link|disabled|enabled|checked|indeterminate|placeholder-shown|placeholder|selection|before|after|first-line|first-letter|marker|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+|-ms-[\w-]+)(?:\([^)]*\))?/g;
  const inPage = e => e.contains(cells) || cells.contains(e);
  const used = selector => {
    const s = selector.replace(PSEUDO, "").replace(/\s*[>+~]\s*$/, "").trim() || "*";
    try {
      for (const e of document.querySelectorAll(s)) if (inPage(e)) return true;
      return false;
    } catch (err) {
      return true;  // a selector this browser cannot test: kept
    }
  };
  const keep = rules => {
    const out = [];
    for (const r of rules) {
      if (r instanceof CSSStyleRule) { if (used(r.selectorText)) out.push(r.cssText); }
      else if (r instanceof CSSMediaRule || r instanceof CSSSupportsRule) {
        const inner = keep(r.cssRules);
        if (inner.length) out.push((r instanceof CSSMediaRule ? "@media " : "@supports ") + r.conditionText
                                   + " {\n" + inner.join("\n") + "\n}");
      }
      else if (!(r instanceof CSSImportRule)) out.push(r.cssText);
    }
    return out;
  };
  const rules = [];
  for (const sheet of document.styleSheets) {
    try { rules.push(...keep(sheet.cssRules)); } catch (e) { /* a sheet from another origin: none here */ }
  }
  const look = getComputedStyle(cells), inherited = ["font-family", "font-size", "line-height", "color",
    "letter-spacing", "font-weight", "-webkit-font-smoothing"].map(k => k + ":" + look.getPropertyValue(k)).join(";");
  const learn = cells.querySelector("[data-dx-learn]"), query = cells.querySelector("[data-dx-query]");
  return {html: copy.outerHTML, rules, bodyClass: document.body.className, inherited,
          learn: learn && learn.getAttribute("data-dx-learn"), query: query && query.getAttribute("data-dx-query")};
}
"""

DEALT_BY = {"play": "seed"}
"""The address parameter that fixes a page's first view where chance deals it (the page reads it from its
address: a ``?seed=`` link deals that game first)."""


def drawn_seed(version: str) -> int:
    """The seed a build deals its drawn pages with: one per version, from 1 to 99,999 (Play's seed box)."""
    return int(hashlib.sha256(version.encode("utf-8")).hexdigest()[:8], 16) % 99_999 + 1


_UUID = re.compile(r"[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}")
_BODY_OPEN = re.compile(r"<body\b[^>]*>")


class FirstPaintError(Exception):
    """The first paint could not be drawn (no Chromium, a page that never showed)."""


@dataclass(frozen=True)
class Drawn:
    """One page as a language's reader first sees it."""

    html: str
    rules: tuple[str, ...]
    body_class: str
    inherited: str
    """The text's look the page's cells inherit from the panels around them (which the drawing has not)."""
    learn: str | None
    query: str | None

    def same_as(self, other: Drawn) -> bool:
        """The same page (the widgets' random element ids aside)."""
        return _UUID.sub("id", self.html) == _UUID.sub("id", other.html)


def draw(site: Path, pages: Iterable[str], seed: int, base: str = "/daifugo/") -> dict[str, dict[str, Drawn] | None]:
    """Load each page in each language and keep what it shows; a page drawn by chance (:func:`settled`, in
    Japanese) maps to None."""
    sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "tests" / "browser")]
    try:
        from serve_site import serving
        from voila_harness import CHROMIUM, CHROMIUM_ARGS, HarnessError, check_chromium
        check_chromium()
        from playwright.sync_api import sync_playwright
    except (ImportError, HarnessError) as exc:
        raise FirstPaintError(f"the pages' first paint is drawn in Chromium, driven by Playwright: {exc} "
                              "(make install brings Playwright; apt-get install chromium brings Chromium; "
                              "--no-first-paint builds without it)") from exc
    out: dict[str, dict[str, Drawn] | None] = {}
    with serving(site, base=base) as url, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS, headless=True)
        try:
            for page in pages:
                fixed = f"&{DEALT_BY[page]}={seed}" if page in DEALT_BY else ""
                first = settled(lambda: _draw_one(browser, url, page, LANGS[0], fixed))
                out[page] = None if first is None else {
                    LANGS[0]: first, **{lang: _draw_one(browser, url, page, lang, fixed) for lang in LANGS[1:]}}
        finally:
            browser.close()
    return out


def settled(draw_one: Callable[[], Drawn]) -> Drawn | None:
    """Draw a page twice; where the two differ a third decides: the same as one of them, that one (the other was
    caught while the page still changed); a third page again, None (the page is drawn by chance)."""
    first, again = draw_one(), draw_one()
    if again.same_as(first):
        return first
    third = draw_one()
    return third if third.same_as(again) or third.same_as(first) else None


def _draw_one(browser: Any, site_url: str, page: str, lang: str, fixed: str = "") -> Drawn:
    url = f"{site_url}voici/render/{page}.html?lang={lang}{fixed}"
    context = browser.new_context(viewport={"width": 1280, "height": 900}, locale="ja-JP")
    try:
        context.add_init_script(MARK_JS)
        tab = context.new_page()
        tab.goto(url, wait_until="domcontentloaded", timeout=TIMEOUT_S * 1000)
        try:
            tab.locator(f".dx-page-{page}").first.wait_for(state="visible", timeout=TIMEOUT_S * 1000)
            tab.wait_for_function(STILL_JS, arg=SETTLE_MS, timeout=TIMEOUT_S * 1000, polling=100)
        except Exception as exc:  # Playwright's TimeoutError: the page never showed or never stopped changing
            raise FirstPaintError(f"{url}: the page was not drawn and still within {TIMEOUT_S:.0f} s ({exc})") from exc
        got = tab.evaluate(CAPTURE_JS, page)
        if got is None:
            raise FirstPaintError(f"{url}: no .dx-page-{page} in the page's cells")
        # the browser wrote the URLs in the rules it read as absolute: relative again, from voici/render/
        rules = tuple(rule.replace(site_url, "../../") for rule in got["rules"])
        return Drawn(got["html"], rules, got["bodyClass"], got["inherited"], got["learn"],
                     got["query"] or (fixed.lstrip("&") or None))
    finally:
        context.close()


def document(drawn: Drawn, lang: str, css: str) -> str:
    """The first paint of one page in one language: a plain document, its URLs resolved as the page's, with the
    first paints' style rules (``css``) in it: a stylesheet of its own arrived only once the page's main thread was
    free, after the drawing had been laid out once without it (a warm Sandbox: 236 ms, then again 108 ms)."""
    return ("<!DOCTYPE html>\n"
            f'<html lang="{lang}"><head><meta charset="utf-8"><base href="../">'
            f"<style>{css}</style>"
            "<style>html,body{margin:0;background:var(--jp-layout-color1,#fff)}</style></head>"
            f'<body class="{html.escape(drawn.body_class)}" data-jp-theme-light="true">'
            f'<div class="lm-Widget" style="padding:var(--jp-notebook-padding,10px);'
            f'{html.escape(drawn.inherited)}">{drawn.html}</div>'
            "</body></html>\n")


_VAR = re.compile(r"var\(\s*(--[\w-]+)")
_RULE = re.compile(r"^(?P<head>[^{]*)\{(?P<body>.*)\}\s*$", re.S)


def declarations(body: str) -> list[str]:
    """A rule's declarations, split at the semicolons outside brackets and quotes (``url(data:…;base64,…)``)."""
    out, depth, quote, start = [], 0, "", 0
    for i, ch in enumerate(body):
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "\"'":
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == ";" and depth == 0:
            out.append(body[start:i].strip())
            start = i + 1
    out.append(body[start:].strip())
    return [d for d in out if d]


def used_variables(rules: list[str], pages: list[str]) -> list[str]:
    """The rules with only the custom properties (``--name: …``) the drawings use, directly or through another
    one: the theme declares about 150 KB of icons as variables, of which a drawing uses a few."""
    parsed: list[tuple[str, list[str]] | str] = []
    for rule in rules:
        m = _RULE.match(rule.strip())
        parsed.append((m.group("head"), declarations(m.group("body"))) if m and "{" not in m.group("body") else rule)
    defined: dict[str, list[str]] = {}
    for item in parsed:
        if isinstance(item, tuple):
            for d in item[1]:
                name, _, value = d.partition(":")
                if name.strip().startswith("--"):
                    defined.setdefault(name.strip(), []).append(value)
    used = set(_VAR.findall("\n".join(pages)))
    for item in parsed:
        text = item if isinstance(item, str) else ";".join(d for d in item[1] if not d.lstrip().startswith("--"))
        used |= set(_VAR.findall(text))
    todo = list(used)
    while todo:
        for value in defined.get(todo.pop(), []):
            for name in _VAR.findall(value):
                if name not in used:
                    used.add(name)
                    todo.append(name)
    out = []
    for item in parsed:
        if isinstance(item, str):
            out.append(item)
            continue
        head, decls = item
        kept = [d for d in decls if not d.lstrip().startswith("--") or d.partition(":")[0].strip() in used]
        if kept:
            out.append(f"{head.strip()} {{ {'; '.join(kept)}; }}")
    return out


def write(site: Path, drawings: dict[str, dict[str, Drawn] | None]) -> dict[str, dict[str, Any] | None]:
    """Write every first paint and the stylesheet, and call the page script's ``dxFirstPaint`` at the start
    of each page's body with where its first paints are and the defaults they were drawn with. Returns each
    page's settings (None: no first paint)."""
    render = site / "voici" / "render"
    folder = render / FOLDER
    folder.mkdir(exist_ok=True)
    styles: dict[str, None] = {}
    settings: dict[str, dict[str, Any] | None] = {}
    documents: list[tuple[Path, Drawn, str]] = []
    for page, drawn in drawings.items():
        path = render / f"{page}.html"
        text = path.read_text(encoding="utf-8")
        if drawn is None:
            settings[page] = None
            continue
        for lang, one in drawn.items():
            for rule in one.rules:
                styles.setdefault(rule)
            documents.append((folder / f"{page}.{lang}.html", one, lang))
        first = drawn[LANGS[0]]
        setting = {"page": page, "learn": first.learn, "query": first.query,
                   "open_at": first.query if page in DEALT_BY else None,
                   **{lang: f"{FOLDER}/{page}.{lang}.html" for lang in drawn}}
        settings[page] = setting
        opened = _BODY_OPEN.search(text)
        if opened is None or len(_BODY_OPEN.findall(text)) != 1:
            raise FirstPaintError(f"{path.relative_to(site)}: expected one <body> to start the first paint in")
        call = ("<script>window.dxFirstPaint && window.dxFirstPaint("
                + json.dumps(setting, ensure_ascii=False).replace("</", "<\\/") + ")</script>")
        path.write_text(text[:opened.end()] + call + text[opened.end():], encoding="utf-8")
    pages_html = [one.html for drawn in drawings.values() if drawn for one in drawn.values()]
    css = "\n".join(used_variables(list(styles), pages_html))
    if "</style" in css.lower():
        raise FirstPaintError("the first paints' style rules hold '</style', which would end them early")
    for path, one, lang in documents:
        path.write_text(document(one, lang, css), encoding="utf-8")
    return settings


def first_paint(site: Path, pages: Iterable[str], version: str) -> dict[str, dict[str, Any] | None]:
    started = time.monotonic()
    settings = write(site, draw(site, pages, drawn_seed(version)))
    print(f"build_site: first paints drawn in {time.monotonic() - started:.0f} s: "
          + ", ".join(f"{p}" if s else f"{p} (none: its first view is drawn by chance)" for p, s in settings.items()),
          file=sys.stderr, flush=True)
    return settings
