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
 * - the tab's title and the page's description (<meta name="description">) in the reader's language: from
 *   the template's #dx-page-meta at once (Voilà), then from the page's bar (.dx-nav's data-dx-title and
 *   data-dx-description), which follows the language switch (and is all the static site has);
 * - ← / → on the keyboard press the Learn page's Back / Next (not while typing in a field);
 * - Learn's progress (the lessons played to their end, the lesson open): the page shows it in data-dx-learn;
 *   it is kept in localStorage and in the dx_learn cookie, which Voilà hands the kernel (the page opens where
 *   the reader left it). Where the kernel opened the page without it (the static site; a cookie gone), the
 *   kept progress is typed once into the page's hidden .dx-learn-store field, which the kernel reads;
 * - a button's icon is hidden from screen readers (its glyph is not read as part of the button's name);
 * - a list box's lines break between words (ipywidgets writes their spaces as no-break spaces: the last of
 *   each run becomes a plain space);
 * - the Interactions page's matrix: a cell with interactions (td[data-cell], focusable) is a button: a click, or
 *   Enter / Space on it, is typed into the page's hidden .dx-ix-pick field, which the kernel reads (it shows the
 *   cell's witness), and the witness is scrolled into view; a rule's name (th[data-rule]) is a button too: it
 *   types "rule:<id>" there, and the chosen rule's list (.dx-ix-chosen) is scrolled into view;
 * - a card button (Play's hand, the Sandbox's picker) says whether it is selected (aria-pressed, from the
 *   widget's mod-active class), and the line that says what a tap did (.dx-said) is a live region;
 * - ← / → on the keyboard press the Learn page's Back / Next (not while typing in a field); → at a lesson's
 *   end presses "Next lesson"; after Back / Next, a step whose events or table is not all in view (a phone) is
 *   scrolled so that its buttons, events and table are on the screen;
 * - on the static site (/voici/render/…), where the page's kernel (Pyodide, in a web worker) cannot see the
 *   address, the address's query is typed once into the page's hidden .dx-address-store field (the Sandbox's
 *   ?pos=, Play's ?seed=, Learn's ?lesson=); until the page has answered, the Sandbox's position does not
 *   replace the one the address carries; and a page that is starting says so in the reader's language (voici's
 *   own words, "Running ...", "Starting up kernel...", are English);
 * - under Voilà (/voila/render/…), a page that is starting says so in the reader's language, with the seconds
 *   waited (a busy server starts a kernel for a visitor who finds none ready), and a page whose stream broke,
 *   ended without the page, or ended in an error reloads itself, at most three times in a row (then it says
 *   so and offers a button): a visitor never faces a blank page without a word;
 * - under Voilà, nothing left behind: while the page is open it gives the server a sign of life every few
 *   seconds (POST voila/api/alive/<kernel>, tools/serve.py's AliveHandler), which keeps its kernel; a page
 *   gone quiet (browser quit, phone asleep, a background tab past the server's limit) has its kernel shut
 *   within two minutes. A page that comes back (shown again, woken up) asks at once: if its kernel is gone it
 *   says so and loads itself again at its address (which carries its position), with a fresh kernel.
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
  var opened = window.location.search.replace(/^\?/, "");  // the address as the page was opened
  var SITE = window.location.pathname.indexOf("/voici/render/") >= 0;
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
  function describe(title, text) {
    if (title && document.title !== title) document.title = title;
    if (!text) return;
    var meta = document.querySelector('meta[name="description"]');
    if (!meta) {
      meta = document.createElement("meta");
      meta.setAttribute("name", "description");
      document.head.appendChild(meta);
    }
    if (meta.getAttribute("content") !== text) meta.setAttribute("content", text);
  }
  (function () {  // before the page comes: the notebook's titles, in the language the reader asked for
    var el = document.getElementById("dx-page-meta");
    if (!el) return;
    try {
      var m = JSON.parse(el.textContent), want = query.get("lang") || cookie("dx_lang");
      var l = want === "en" ? "en" : "ja";
      describe(m.title && m.title[l], m.description && m.description[l]);
    } catch (e) { /* no titles: the notebook's name stays */ }
  })();
  var LEARN = "dx_learn";
  var learn = {kept: null, settled: false, typed: null, at: 0, shown: null};
  try { learn.kept = window.localStorage.getItem(LEARN); } catch (e) { learn.kept = null; }
  if (!learn.kept && cookie(LEARN)) {
    try { learn.kept = decodeURIComponent(cookie(LEARN)); } catch (e) { learn.kept = null; }
  }
  learn.settled = !learn.kept;
  function watchLearn() {
    var el = document.querySelector("[data-dx-learn]");
    if (!el) return;
    var now = el.getAttribute("data-dx-learn");
    if (!learn.settled) {
      if (now === learn.kept) {
        learn.settled = true;
      } else if (learn.typed === null) {  // the page opened without the kept progress: hand it over once
        var input = document.querySelector(".dx-learn-store input");
        if (!input) return;
        input.value = learn.kept;
        input.dispatchEvent(new Event("input", {bubbles: true}));
        input.dispatchEvent(new Event("change", {bubbles: true}));
        learn.typed = now;
        learn.at = Date.now();
        return;
      } else if (now === learn.typed && Date.now() - learn.at < 10000) {
        return;  // the kernel has not answered yet: keep what was kept
      } else {
        learn.settled = true;
      }
    }
    if (now !== learn.shown) {
      learn.shown = now;
      try { window.localStorage.setItem(LEARN, now); } catch (e) { /* storage off: the cookie keeps it */ }
      setCookie(LEARN, encodeURIComponent(now));
    }
  }
  /* A button's Font Awesome icon is drawn by a glyph (\uf051) that screen readers read out as part of the
   * button's name ("\uf051 Next"): each icon is hidden from them (aria-hidden), so the name is the button's
   * words; an icon-only button is named by its tooltip (aria-label). The icon still shows. */
  function quietIcons() {
    var icons = document.querySelectorAll("button i.fa");
    for (var i = 0; i < icons.length; i++) {
      if (!icons[i].hasAttribute("aria-hidden")) icons[i].setAttribute("aria-hidden", "true");
      var button = icons[i].closest("button");
      if (button && !button.textContent.trim() && button.title && button.getAttribute("aria-label") !== button.title) {
        button.setAttribute("aria-label", button.title);  // follows the tooltip (the language switch)
      }
    }
  }
  /* The static site: the address handed to the page's kernel once (.dx-address-store). Until the page has
   * answered (its data-dx-query changed since), a position the address carries is kept in the address. */
  var address = {typed: false, at: 0, before: null,
                 holding: SITE && /(^|&)pos=/.test(opened)};
  function watchAddress(dxq) {
    if (!address.typed && opened) {
      var input = document.querySelector(".dx-address-store input");
      if (input) {
        input.value = opened;
        input.dispatchEvent(new Event("input", {bubbles: true}));
        input.dispatchEvent(new Event("change", {bubbles: true}));
        address.typed = true;
        address.at = Date.now();
        address.before = dxq;
      }
    }
    if (address.holding && address.typed && (dxq !== address.before || Date.now() - address.at > 15000)) {
      address.holding = false;
    }
  }
  /* A card toggle tells a screen reader whether it is selected: ipywidgets draws a ToggleButton's state only as
   * the class mod-active. The line that says what a tap did (.dx-said, "♠3 selected") is read out when it
   * changes: a polite live region (the widget's own element stays; its content is replaced). */
  function pressedCards() {
    var cards = document.querySelectorAll("button.dx-cardbtn, button.dx-pick");
    for (var i = 0; i < cards.length; i++) {
      var pressed = cards[i].classList.contains("mod-active") ? "true" : "false";
      if (cards[i].getAttribute("aria-pressed") !== pressed) cards[i].setAttribute("aria-pressed", pressed);
    }
    var said = document.querySelectorAll(".dx-said");
    for (var j = 0; j < said.length; j++) {
      if (said[j].getAttribute("aria-live") !== "polite") {
        said[j].setAttribute("role", "status");
        said[j].setAttribute("aria-live", "polite");
      }
    }
  }
  function breakableOptions() {
    // ipywidgets writes a list line's spaces as no-break spaces (Select's _updateOptions): an English line had
    // nowhere to break and was cut at the box's edge on a phone. The line is picked by its index, not its
    // text, so the last space of each run may be a plain one again: the line breaks there, and a run of spaces
    // (「01  Recycle」) keeps its width.
    var options = document.querySelectorAll(".widget-select select option");
    for (var i = 0; i < options.length; i++) {
      var text = options[i].textContent;
      if (/\u00a0\S/.test(text)) options[i].textContent = text.replace(/\u00a0(?=\S)/g, " ");
    }
  }
  var shownQuery = null;
  function watch() {
    quietIcons();
    pressedCards();
    breakableOptions();
    lang.watch();
    four.watch();
    var nav = document.querySelector(".dx-nav[data-dx-title]");
    if (nav) describe(nav.getAttribute("data-dx-title"), nav.getAttribute("data-dx-description"));
    watchLearn();
    watchWitness();
    var q = document.querySelector("[data-dx-query]");
    var dxq = q ? q.getAttribute("data-dx-query") : null;
    if (SITE) watchAddress(dxq);
    if (dxq !== null && dxq !== shownQuery && !address.holding) {
      shownQuery = dxq;
      var eq = dxq.indexOf("=");
      if (eq > 0) setQuery(dxq.slice(0, eq), dxq.slice(eq + 1) || null);
    }
  }
  function start() {
    new MutationObserver(watch).observe(document.body, {subtree: true, childList: true, attributes: true,
                                                        attributeFilter: ["class", "data-dx-query", "data-dx-title"]});
    watch();
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start); else start();
  document.addEventListener("keydown", function (ev) {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || ev.shiftKey) return;
    var t = ev.target;
    if (t && (t.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) return;
    var which = ev.key === "ArrowRight" ? ".dx-next" : ev.key === "ArrowLeft" ? ".dx-back" : null;
    if (!which) return;
    var button = firstDrawn(".dx-page-learn " + which + ", .dx-keys " + which);  // the lessons' or the real games'
    if (button && button.disabled && which === ".dx-next") {  // the lesson's end: on to the next lesson
      var more = document.querySelector(".dx-page-learn .dx-next-lesson");
      if (more && more.offsetParent !== null) button = more;
    }
    if (button && !button.disabled) { ev.preventDefault(); button.click(); }
  });
  /* Learn: a step is read on one screen. After Back / Next (a click, or ← / →), when the step's events or the
   * table with the hands is not all in view (a phone: they follow one another under the buttons), the page
   * scrolls the step buttons to the top of the screen; the events and the table follow them. A desktop shows
   * them side by side and is not scrolled. Checked again when the step's events are redrawn. */
  function firstDrawn(selector) {  // the first element that is drawn (Learn hides the lessons while a real game is open)
    var all = document.querySelectorAll(selector);
    for (var i = 0; i < all.length; i++) if (all[i].offsetParent !== null) return all[i];
    return all[0] || null;
  }
  var STEPPERS = [".dx-page-learn .dx-lesson-stepper", ".dx-page-learn .dx-game-stepper"];
  function stepInView() {
    var stepper = firstDrawn(STEPPERS.join(", "));
    if (!stepper) return;
    var controls = stepper.querySelector(".dx-step-controls");
    var parts = [".dx-events", ".dx-table-view"].map(function (s) { return stepper.querySelector(s); });
    if (!controls || !parts[0] || !parts[1]) return;
    var top = controls.getBoundingClientRect().top, h = window.innerHeight;
    var out = parts.some(function (e) { var r = e.getBoundingClientRect(); return r.bottom > h || r.top < 0; });
    if (out || top < 0) controls.scrollIntoView({block: "start"});  // the page's scroller may be the body
  }
  document.addEventListener("click", function (ev) {  // capturing: seen whatever the button's own handler does
    var b = ev.target && ev.target.closest ? ev.target.closest(".dx-page-learn .dx-next, .dx-page-learn .dx-back") : null;
    if (!b) return;
    var events = firstDrawn(STEPPERS.map(function (s) { return s + " .dx-events"; }).join(", "));
    if (events) {
      var seen = new MutationObserver(function () { seen.disconnect(); requestAnimationFrame(stepInView); });
      seen.observe(events, {subtree: true, childList: true, characterData: true});
      window.setTimeout(function () { seen.disconnect(); }, 10000);
    }
    requestAnimationFrame(stepInView);
  }, true);
  function pickCell(td) {
    var input = document.querySelector(".dx-ix-pick input");
    if (!input) return;
    input.value = td.getAttribute("data-cell") + "#" + Date.now();  // a new value even for the same cell
    input.dispatchEvent(new Event("input", {bubbles: true}));
    input.dispatchEvent(new Event("change", {bubbles: true}));
    // The witness is drawn by the kernel, late on a busy server: it is scrolled into view when it has changed
    // (watch(), on the page's own mutation), and once more for a while after, as the rest of it arrives. The
    // same cell again changes nothing: that witness is scrolled into view at once.
    ixScroll = {before: shownWitness(), until: Date.now() + 60000, settled: 0};
    if (td.getAttribute("data-cell") === lastCell) scrollWitness();
    lastCell = td.getAttribute("data-cell");
  }
  var ixScroll = null, lastCell = null;
  function shownWitness() {
    var edge = document.querySelector(".dx-edge[data-witness]");
    return edge ? edge.getAttribute("data-witness") : null;
  }
  function scrollWitness() {
    var shown = document.querySelector(".dx-ix-witness");
    if (shown && shown.scrollIntoView) shown.scrollIntoView({block: "start"});
  }
  function watchWitness() {
    if (!ixScroll) return;
    var now = Date.now();
    if (!ixScroll.settled && shownWitness() !== ixScroll.before) ixScroll.settled = now + 1500;
    if (ixScroll.settled) scrollWitness();
    if ((ixScroll.settled && now > ixScroll.settled) || now > ixScroll.until) ixScroll = null;
  }
  function pickRule(th) {
    // a rule's name in the matrix: its neighbours (the chosen rule's list, above the witness) are shown
    var input = document.querySelector(".dx-ix-pick input");
    if (!input) return;
    input.value = "rule:" + th.getAttribute("data-rule") + "#" + Date.now();
    input.dispatchEvent(new Event("input", {bubbles: true}));
    input.dispatchEvent(new Event("change", {bubbles: true}));
    [900, 2500].forEach(function (ms) {
      setTimeout(function () {
        var list = document.querySelector(".dx-ix-chosen");
        if (list && list.scrollIntoView) list.scrollIntoView({block: "start"});
      }, ms);
    });
  }
  function matrixTarget(ev) {
    var el = ev.target && ev.target.closest ? ev.target : null;
    if (!el) return null;
    var td = el.closest("td[data-cell]");
    if (td) return {cell: td};
    var th = el.closest(".dx-matrix th[data-rule]");
    return th ? {rule: th} : null;
  }
  document.addEventListener("click", function (ev) {
    var hit = matrixTarget(ev);
    if (hit && hit.cell) pickCell(hit.cell); else if (hit && hit.rule) pickRule(hit.rule);
  });
  document.addEventListener("keydown", function (ev) {
    if (ev.key !== "Enter" && ev.key !== " ") return;
    var hit = matrixTarget(ev);
    if (hit) { ev.preventDefault(); if (hit.cell) pickCell(hit.cell); else pickRule(hit.rule); }
  });
  /* The static site: voici's loading line in the reader's language. The page's own script defines
   * window.update_loading_text after this one (tools/build_site.py empties its first line, "Running ...", and
   * calls dxLoading() right after it); each call is caught here and worded for the reader. */
  if (SITE) {
    var SITE_JA = (query.get("lang") || cookie("dx_lang")) !== "en";
    window.dxSiteJa = SITE_JA;  // the lean page's message when the page cannot be built (site/lean/page.js)
    var LOADING = SITE_JA ? {
      open: "ページを読み込んでいます…",
      kernel: "ブラウザの中で計算エンジンを起動しています…",
      run: "ページを組み立てています…"
    } : {
      open: "Loading the page…",
      kernel: "Starting the rule engine in your browser…",
      run: "Building the page…"
    };
    var loadingText = function (text) {
      var el = document.getElementById("loading_text");
      if (el) el.textContent = text;
    };
    window.dxLoading = function () { loadingText(LOADING.open); };
    /* The page before its kernel is up (tools/site_first_paint.py): the build drew each page as it first
     * looks, in each language; called at the start of the page's body, this shows that drawing at once in a
     * frame over the page (scripts off, out of reach of pointer and keyboard: nothing in it can be pressed
     * before it works), with a line saying the page is getting ready. It is shown only where it is the page
     * the reader is about to get: the language it was drawn in, no other choice in the address than the
     * page's own default, Learn's kept progress the one it was drawn with, two-colour cards. When the
     * kernel's page is on screen (or voici's start ended without it: an error must be seen; or after 90 s) the
     * frame goes. */
    window.dxFirstPaint = function (m) {  // m: tools/site_first_paint.py write()
      var l = SITE_JA ? "ja" : "en";
      if (!m[l] || (query.get("four") || cookie("dx_four")) === "1") return;
      if (learn.kept && learn.kept !== m.learn) return;
      var rest = new URLSearchParams(window.location.search), own = new URLSearchParams(m.query || "");
      rest.delete("lang");
      if (rest.toString() && rest.toString() !== own.toString()) return;
      if (!rest.toString() && m.open_at) {  // the address the drawing was made at (Play: its first deal's seed)
        new URLSearchParams(m.open_at).forEach(function (value, key) { setQuery(key, value); });
        opened = window.location.search.replace(/^\?/, "");
      }
      var frame = document.createElement("iframe");
      frame.className = "dx-first-paint";
      frame.setAttribute("sandbox", "allow-same-origin");
      frame.setAttribute("aria-hidden", "true");
      frame.setAttribute("tabindex", "-1");
      frame.setAttribute("title", "");
      frame.inert = true;
      frame.addEventListener("load", function () { frame.setAttribute("data-dx-shown", String(performance.now())); });
      frame.src = m[l];
      var note = document.createElement("div");
      note.className = "dx-first-paint-note";
      note.setAttribute("role", "status");
      note.textContent = SITE_JA ? "準備中です。まもなく操作できます…" : "Getting ready: you can use the page in a moment…";
      document.body.appendChild(frame);
      document.body.appendChild(note);
      var live = ".dx-page-" + m.page, gone = false;
      function done() {
        if (gone) return;
        gone = true;
        watcher.disconnect();
        // two frames: the kernel's page has been painted under the drawing before it goes
        requestAnimationFrame(function () { requestAnimationFrame(function () { frame.remove(); note.remove(); }); });
      }
      window.dxFirstPaintGone = done;  // a page that cannot be built takes the drawing away (site/lean/page.js)
      var watcher = new MutationObserver(function () {
        var page = document.querySelector(live);
        if (page && page.getClientRects().length) { done(); return; }
        var loading = document.getElementById("loading");
        if (document.getElementById("main") && (!loading || loading.style.display === "none")) done();
      });
      watcher.observe(document.documentElement, {subtree: true, childList: true, attributes: true,
                                                 attributeFilter: ["class", "style"]});
      window.setTimeout(done, 90000);  // a page that never came: what voici shows is better than a page that cannot work
    };
    /* The page's kernel (Pyodide, in a web worker) cannot see the address nor the cookies, so it built the page
     * in Japanese and this script switched it afterwards: an English reader saw Japanese for a second. Called
     * right after voici's page settings (#jupyter-config-data; tools/build_site.py puts the call there), before
     * voici reads them, this hands the kernel the request as Voilà does: QUERY_STRING and the explorer's cookies
     * (HTTP_COOKIE) in Pyodide's environment (loadPyodideOptions.env), which explorer/widgets/frame.py reads. The
     * page is then built in the reader's language from its first paint. */
    window.dxRequestEnv = function () {
      var el = document.getElementById("jupyter-config-data");
      if (!el) return;
      try {
        var data = JSON.parse(el.textContent);
        var key = "@jupyterlite/pyodide-kernel-extension:kernel";
        var plugins = data.litePluginSettings || (data.litePluginSettings = {});
        var kernel = plugins[key] || (plugins[key] = {});
        var options = kernel.loadPyodideOptions || (kernel.loadPyodideOptions = {});
        var jar = [];
        ["dx_lang", "dx_four", "dx_learn"].forEach(function (name) {
          var value = cookie(name);
          if (value !== null) jar.push(name + "=" + value);
        });
        var env = options.env || {};
        env.QUERY_STRING = window.location.search.replace(/^\?/, "");
        env.HTTP_COOKIE = jar.join("; ");
        options.env = env;
        el.textContent = JSON.stringify(data);
      } catch (e) { /* settings unreadable: the page script switches the language once the page is there */ }
    };
    var voiciLoading = null;
    Object.defineProperty(window, "update_loading_text", {
      configurable: true,
      get: function () {
        return voiciLoading === null ? undefined : function (cell, count, text) {
          voiciLoading.call(this, cell, count, "");  // shows the spinner again if it was hidden
          loadingText(typeof text === "string" && /kernel/i.test(text) ? LOADING.kernel : LOADING.run);
        };
      },
      set: function (f) { voiciLoading = f; }
    });
  }
  /* Starting and recovering (Voilà only: the static site starts its pages in the browser). */
  if (window.location.pathname.indexOf("/voila/render/") >= 0) {
    var reader = query.get("lang") || cookie("dx_lang");
    var JA = reader !== "en";
    var WORDS = JA ? {
      start: "ページを準備しています…",
      busy: function (n) { return "混み合っています。順番に準備しているので、このままお待ちください（" + n + "秒）"; },
      retry: "ページを表示できませんでした。もう一度読み込みます…",
      stop: "ページを表示できませんでした。少し待ってから読み込み直してください。",
      asleep: "しばらく離れていたので、ページを新しく読み込みます…",
      button: "読み込み直す"
    } : {
      start: "Preparing the page…",
      busy: function (n) { return "Busy: pages are prepared in turn, please wait (" + n + " s)"; },
      retry: "The page could not be shown. Loading it again…",
      stop: "The page could not be shown. Please wait a moment and load it again.",
      asleep: "You were away for a while: loading the page afresh…",
      button: "Load again"
    };
    var KEY = "dx_retry:" + window.location.pathname;
    var began = Date.now(), loaded = null, finished = null, done = false;
    /* Voilà calls window.voila_finish() from the last lines of the page's HTML: it was called, the stream
       arrived whole. Voilà defines the function later in the page than this script; catch the definition. */
    var finish = null;
    Object.defineProperty(window, "voila_finish", {
      configurable: true,
      get: function () { return finish === null ? undefined : function () { finished = Date.now(); return finish.apply(this, arguments); }; },
      set: function (f) { finish = f; }
    });
    var shown = function () {
      var el = document.querySelector('#rendered_cells [class*="dx-page-"], #rendered_cells .jupyter-widgets');
      return !!(el && el.offsetParent !== null);
    };
    var failed = function () {
      var cells = document.getElementById("rendered_cells");
      return !!(cells && /There was an error when executing cell|Kernel (died|restarting)/.test(cells.textContent));
    };
    var banner = function (text, button) {
      var box = document.getElementById("dx-status");
      if (!box) {
        box = document.createElement("div");
        box.id = "dx-status";
        box.setAttribute("role", "status");
        box.className = "dx-status";
        document.body.insertBefore(box, document.body.firstChild);
      }
      box.textContent = text + " ";
      if (button) {
        var b = document.createElement("button");
        b.textContent = WORDS.button;
        b.addEventListener("click", function () { sessionStorage.removeItem(KEY); window.location.reload(); });
        box.appendChild(b);
      }
    };
    var recover = function () {
      done = true;
      var tries = parseInt(sessionStorage.getItem(KEY) || "0", 10);
      if (tries >= 3) {  // the spinner would say it is still coming: it is not
        var spinner = document.getElementById("loading");
        if (spinner) spinner.style.display = "none";
        banner(WORDS.stop, true);
        return;
      }
      sessionStorage.setItem(KEY, String(tries + 1));
      if (window.console) console.warn("dx: the page did not come; loading it again (" + (tries + 1) + " of 3)");
      banner(WORDS.retry, false);
      window.setTimeout(function () { window.location.reload(); }, 2000);
    };
    window.addEventListener("load", function () { loaded = Date.now(); });
    /* Signs of life (tools/serve.py, "Nothing left behind"). The server answers how often to come back and
     * how long a hidden page keeps giving signs ({"every": s, "hidden": s}); 410: the kernel is gone; 404: the
     * server has no such address (plain `voila notebooks/`, which culls nothing): the page stops asking. */
    var alive = {every: 5, hidden: 600, hiddenSince: null, gone: false, timer: null, asking: false};
    var pageConfig = function () {
      var el = document.getElementById("jupyter-config-data");
      if (!el) return null;
      try { return JSON.parse(el.textContent); } catch (e) { return null; }
    };
    var comeBack = function () {
      alive.gone = true;
      banner(WORDS.asleep, false);
      window.setTimeout(function () { window.location.reload(); }, 500);
    };
    var beat = function () {
      var conf = pageConfig();
      if (!conf || !conf.kernelId || alive.asking || (alive.gone && document.visibilityState === "hidden")) return;
      if (alive.gone) { comeBack(); return; }
      if (document.visibilityState === "hidden") {
        if (alive.hiddenSince === null) alive.hiddenSince = Date.now();
        if (Date.now() - alive.hiddenSince > alive.hidden * 1000) return;  // out of sight too long: let it go
      } else {
        alive.hiddenSince = null;
      }
      var token = document.cookie.match(/\b_xsrf=([^;]*)\b/);
      alive.asking = true;
      fetch((conf.baseUrl || "/") + "voila/api/alive/" + encodeURIComponent(conf.kernelId), {
        method: "POST", credentials: "same-origin", cache: "no-store",
        headers: {"X-XSRFToken": token ? token[1] : ""}
      }).then(function (r) {
        alive.asking = false;
        if (r.status === 410) {  // shut while the page slept or hid: a fresh kernel, at this address
          alive.gone = true;
          if (document.visibilityState !== "hidden") comeBack();
          return null;
        }
        if (r.status === 404) {  // a server without signs of life (plain `voila notebooks/`): stop asking
          window.clearInterval(alive.timer);
          alive.timer = null;
          alive.asking = true;
          return null;
        }
        return r.ok ? r.json() : null;
      }).then(function (answer) {
        if (!answer || !(answer.every > 0)) return;
        alive.hidden = answer.hidden;
        if (answer.every !== alive.every) { alive.every = answer.every; schedule(); }
      }).catch(function () { alive.asking = false; });  // the server busy or unreachable: try again later
    };
    var schedule = function () {
      if (alive.timer !== null) window.clearInterval(alive.timer);
      alive.timer = window.setInterval(beat, alive.every * 1000);
    };
    schedule();
    document.addEventListener("visibilitychange", beat);
    window.addEventListener("pageshow", beat);
    window.addEventListener("focus", beat);
    window.addEventListener("online", beat);
    window.setTimeout(beat, 0);
    var tick = window.setInterval(function () {
      if (done) { window.clearInterval(tick); return; }
      if (shown()) { done = true; sessionStorage.removeItem(KEY); window.clearInterval(tick); return; }
      var waiting = document.getElementById("loading");
      var text = document.getElementById("loading_text");
      var secs = Math.round((Date.now() - began) / 1000);
      if (waiting && text) text.textContent = secs < 8 ? WORDS.start : WORDS.busy(secs);
      if (failed()) { recover(); return; }
      // the document ended without Voilà's last lines: the stream broke. Once it ended whole, the widgets
      // come from the kernel over a websocket (slow on a busy machine): two minutes before trying again
      if (loaded !== null && finished === null && Date.now() - loaded > 2000) { recover(); return; }
      if (finished !== null && Date.now() - finished > 120000) recover();
    }, 500);
  }
})();
