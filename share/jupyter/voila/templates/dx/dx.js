/* The explorer's page script (inlined by the dx Voilà template's index.html.j2, and put in every page of the
 * static site by tools/build_site.py). It only reads and writes the browser's side:
 * - the reader's choices, kept across pages, reloads and links: the language (the page's 日本語 / English
 *   switch, .lang-switch) and the four-colour deck (the frame's .dx-four-toggle checkbox). Each is kept in a
 *   cookie (dx_lang, dx_four) and in the address (?lang=en, ?four=1), so a link carries it. Under Voilà the
 *   server hands the cookie and the address to the page's kernel, which builds the page that way; where the
 *   kernel cannot see them (the static site: Pyodide runs in a web worker) this script sets the switch
 *   itself once it appears — the address first, then the cookie, as the kernel reads them;
 * - the Sandbox's position: a page may show an element with data-dx-query="pos=…"; its query is put in the
 *   address (history.replaceState, no reload), so a reload or a shared link opens that position;
 * - ← / → on the keyboard press the Learn page's Back / Next (not while typing in a field).
 */
(function () {
  "use strict";
  var LANGS = {"日本語": "ja", "English": "en"};
  var YEAR = 31536000;
  function setQuery(key, value) {
    var url = new URL(window.location.href);
    if (url.searchParams.get(key) === value) return;
    if (value === null) url.searchParams.delete(key); else url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, "", url.toString());
  }
  function cookie(name) {
    var parts = document.cookie.split(";");
    for (var i = 0; i < parts.length; i++) {
      var kv = parts[i].trim().split("=");
      if (kv[0] === name) return kv.slice(1).join("=");
    }
    return null;
  }
  function setCookie(name, value) {
    document.cookie = name + "=" + value + "; path=/; max-age=" + YEAR + "; SameSite=Lax";
  }
  var query = new URL(window.location.href).searchParams;
  /* A choice kept in a cookie and the address; `read` gives the page's state (null while the switch is not
   * there), `apply` sets the switch to a wanted value, `param` is what the address carries for a value. */
  function Choice(name, key, valid, read, apply, param) {
    var wanted = query.get(key);
    if (valid(wanted)) setCookie(name, wanted); else wanted = cookie(name);
    if (!valid(wanted)) wanted = null;
    var settled = wanted === null, shown = null, tries = 0;
    this.watch = function () {
      var now = read();
      if (now === null) return;
      if (!settled) {  // the page opened with another value than the reader's: set the switch once
        if (now !== wanted && tries < 20) { tries++; apply(wanted); return; }
        settled = true;
      }
      if (now !== shown) {
        shown = now;
        setCookie(name, now);
        setQuery(key, param(now));
      }
    };
  }
  var lang = new Choice("dx_lang", "lang", function (v) { return v === "ja" || v === "en"; },
    function () {
      var active = document.querySelector(".lang-switch button.mod-active");
      return active ? (LANGS[active.textContent.trim()] || null) : null;
    },
    function (want) {
      var buttons = document.querySelectorAll(".lang-switch button");
      for (var i = 0; i < buttons.length; i++) {
        if (LANGS[buttons[i].textContent.trim()] === want) { buttons[i].click(); return; }
      }
    },
    function (v) { document.documentElement.lang = v; return v; });
  var four = new Choice("dx_four", "four", function (v) { return v === "1" || v === "0"; },
    function () {
      var box = document.querySelector(".dx-four-toggle input[type=checkbox]");
      return box ? (box.checked ? "1" : "0") : null;
    },
    function (want) {
      var box = document.querySelector(".dx-four-toggle input[type=checkbox]");
      if (box && (box.checked ? "1" : "0") !== want) box.click();
    },
    function (v) { return v === "1" ? "1" : null; });
  var shownQuery = null;
  function watch() {
    lang.watch();
    four.watch();
    var q = document.querySelector("[data-dx-query]");
    var dxq = q ? q.getAttribute("data-dx-query") : null;
    if (dxq !== null && dxq !== shownQuery) {
      shownQuery = dxq;
      var eq = dxq.indexOf("=");
      if (eq > 0) setQuery(dxq.slice(0, eq), dxq.slice(eq + 1) || null);
    }
  }
  function start() {
    new MutationObserver(watch).observe(document.body, {subtree: true, childList: true, attributes: true,
                                                        attributeFilter: ["class", "data-dx-query"]});
    watch();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
  document.addEventListener("keydown", function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
    var t = ev.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var which = ev.key === "ArrowRight" ? ".dx-next" : ev.key === "ArrowLeft" ? ".dx-back" : null;
    if (!which) return;
    var button = document.querySelector(".dx-page-learn " + which + ", .dx-keys " + which);
    if (button && !button.disabled) { ev.preventDefault(); button.click(); }
  });
})();
