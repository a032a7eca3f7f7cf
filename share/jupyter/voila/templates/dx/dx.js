/* The explorer's page script (inlined by index.html.j2). It only reads and writes the browser's side:
 * - the language: the page's 日本語 / English switch (.lang-switch) is watched; its value is kept in the
 *   dx_lang cookie (the server hands it to the page's kernel, so the next page and a reload open in it) and
 *   in the address (?lang=en), so a link carries it;
 * - the Sandbox's position: a page may show an element with data-dx-query="pos=…"; its query is put in the
 *   address (history.replaceState, no reload), so a reload or a shared link opens that position;
 * - ← / → on the keyboard press the Learn page's Back / Next (not while typing in a field).
 */
(function () {
  "use strict";
  var LANGS = {"日本語": "ja", "English": "en"};
  function setQuery(key, value) {
    var url = new URL(window.location.href);
    if (url.searchParams.get(key) === value) return;
    if (value === null) url.searchParams.delete(key); else url.searchParams.set(key, value);
    window.history.replaceState(window.history.state, "", url.toString());
  }
  function keepLanguage(lang) {
    document.cookie = "dx_lang=" + lang + "; path=/; max-age=31536000; SameSite=Lax";
    try { window.localStorage.setItem("dx_lang", lang); } catch (e) { /* storage may be off */ }
    document.documentElement.lang = lang;
    setQuery("lang", lang);
  }
  var urlLang = new URL(window.location.href).searchParams.get("lang");
  if (urlLang === "ja" || urlLang === "en") {
    document.cookie = "dx_lang=" + urlLang + "; path=/; max-age=31536000; SameSite=Lax";
  }
  var shown = null, shownQuery = null;
  function watch() {
    var active = document.querySelector(".lang-switch button.mod-active");
    if (active) {
      var lang = LANGS[active.textContent.trim()];
      if (lang && lang !== shown) { shown = lang; keepLanguage(lang); }
    }
    var q = document.querySelector("[data-dx-query]");
    var query = q ? q.getAttribute("data-dx-query") : null;
    if (query !== null && query !== shownQuery) {
      shownQuery = query;
      var eq = query.indexOf("=");
      if (eq > 0) setQuery(query.slice(0, eq), query.slice(eq + 1) || null);
    }
  }
  document.addEventListener("DOMContentLoaded", function () {
    new MutationObserver(watch).observe(document.body, {subtree: true, childList: true, attributes: true,
                                                        attributeFilter: ["class", "data-dx-query"]});
    watch();
  });
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
