"""Learn's real games: a UECda match record (shipped, uploaded or pasted), one game of it stepped through on the
engine, with at each step what the player could not play and the rule that says so, and the position opening in
the Sandbox.

A thin view over :mod:`explorer.uecda.walk` (the game as a scenario, each position the engine's) and the
Sandbox's reading of refusals (:func:`explorer.widgets.moves.refusal_groups`); it names no rule.

>>> panel = GamesPanel()
>>> panel.game_picker.value, len(panel.game_picker.options) >= 5
(0, True)
>>> for _ in range(7):
...     panel.stepper.next.click()
>>> "dx-game-why" in panel.stepper.why.value and "sandbox.ipynb?lang=ja&amp;pos=" in panel.stepper.sandbox_link.value
True
>>> panel.open_text("/*\\nplay zz-3\\n", "x.dat")
>>> "x.dat" in panel.error.value and "2" in panel.error.value and "zz-3" in panel.error.value
True
"""

from __future__ import annotations

from html import escape

import ipywidgets as widgets

from explorer.engine.actions import Give
from explorer.uecda.records import MatchRecord, RecordError
from explorer.uecda.replay import class_names
from explorer.uecda.walk import GameWalk, game_label_parts, open_game, record_from_bytes, shipped_record
from explorer.widgets.i18n import Language, listed, place, t
from explorer.widgets.links import link_html, sandbox_href, sandbox_query, scenario_until
from explorer.widgets.moves import folded, groups_html, melds_html, refusal_groups
from explorer.widgets.cards_view import card_html
from explorer.widgets.stepper import ScenarioStepper
from explorer.widgets.table import table_html

STYLE = """<style>
.dx-games .dx-games-intro > .widget-html-content,.dx-games .dx-game-info > .widget-html-content,
.dx-games .dx-game-why-box > .widget-html-content,.dx-games .dx-game-sandbox > .widget-html-content,
.dx-games .dx-game-end > .widget-html-content,.dx-games .dx-events > .widget-html-content{line-height:1.45}
.dx-games .dx-games-intro p{margin:4px 0}
.dx-games .dx-game-why{margin:4px 0;padding:4px 8px;border-left:4px solid #fab005;background:#fff9db}
.dx-games .dx-game-why .dx-meld{display:inline-block;margin-right:10px}
.dx-games .dx-game-why p{margin:2px 0}
.dx-games .dx-game-info p{margin:2px 0}
.dx-games .dx-refusal-group{margin:2px 0}
.dx-games .dx-game-sandbox a{font-weight:600;color:#1864ab;text-decoration:underline}
@media (min-width:900px){
 .dx-games .dx-game-stepper.widget-vbox{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);
  column-gap:16px;align-items:start}
 .dx-games .dx-game-stepper > *{grid-column:1}
 .dx-games .dx-game-stepper > .dx-table-view{grid-column:2;grid-row:1 / span 8}
}
</style>"""
"""As Learn's lessons: on a desktop the table beside the step's text, on a phone under it."""

ERROR_STYLE = "color:#c92a2a;background:#fff5f5;border:1px solid #ffc9c9;border-radius:6px;padding:6px 10px"


def record_error_text(e: RecordError, lang: str) -> str:
    """Where a record went wrong and what, for a reader of ``lang``: the file, the line, the token."""
    where = e.path or t("games_pasted", lang)
    if e.line > 0:
        where = t("games_where", lang).format(name=where, line=e.line)
    if e.token:
        where += ("、" if lang == "ja" else ", ") + t("games_token", lang).format(token=e.token)
    return f"{where}{'：' if lang == 'ja' else ': '}{e.ja if lang == 'ja' else e.en}"


def error_box(title: str, detail: str) -> str:
    return (f'<div class="dx-error" style="{ERROR_STYLE}"><b>{escape(title)}</b>'
            f"<div style='font-family:monospace;font-size:12px;white-space:pre-wrap'>{escape(detail)}</div></div>")


def why_html(walk: GameWalk, i: int, lang: str) -> str:
    """What the engine says about step ``i`` of the game: for a give, the cards the giver could give; for a play
    or a pass, what the player could not play and why (the rule's name and reason), and for a pass whether it
    was the only thing to do."""
    before = walk.befores[i]
    step = walk.step(i)
    seat = step.action.player
    name = before.players[seat]
    parts: list[str] = []
    if isinstance(step.action, Give):
        to = step.action.to
        may = [a.card for a in before.decision_actions if isinstance(a, Give) and a.to == to]
        chips = "".join(card_html(c, None, lang) for c in dict.fromkeys(may))
        parts.append(f"<p>{escape(t('games_exchange', lang))}</p>")
        parts.append(f"<p><b>{escape(t('games_could_give', lang).format(giver=name, to=before.players[to]))}</b> "
                     f"{chips}</p>")
    else:
        legal = folded(before.legal_melds(seat))
        if walk.kind(i) == "pass":
            if legal:
                parts.append(f"<p><b>{escape(t('games_passed_by_choice', lang).format(name=name))}</b> "
                             f"{melds_html(legal, lang, 8)}</p>")
            else:
                parts.append(f"<p><b>{escape(t('games_no_play', lang).format(name=name))}</b></p>")
        groups = refusal_groups(before, seat, before.all_melds(seat))
        if not groups and walk.kind(i) == "play":
            parts.append(f"<p>{escape(t('games_all_allowed', lang).format(name=name, n=len(legal)))}</p>")
        if groups:
            parts.append(f"<p><b>{escape(t('games_refused_head', lang).format(name=name))}</b></p>")
            parts.append(groups_html(groups, lang, 8))
    return f'<div class="dx-game-why">{"".join(parts)}</div>'


class GameStepper(ScenarioStepper):
    """Learn's stepper for a game of a record: after each step the engine's explanation, a link that opens the
    position in the Sandbox, and at the end the result beside the record's."""

    def __init__(self, language: Language | None = None) -> None:
        self.walk: GameWalk | None = None
        self.why = widgets.HTML()
        self.why.add_class("dx-game-why-box")
        self.sandbox_link = widgets.HTML()
        self.sandbox_link.add_class("dx-game-sandbox")
        self.end = widgets.HTML()
        self.end.add_class("dx-game-end")
        self.jump = widgets.IntSlider(min=0, max=0, value=0, continuous_update=False,
                                      layout=widgets.Layout(width="min(100%, 460px)"))
        """Go to any step of the game at once (a game has a hundred and more)."""
        self.jump.add_class("dx-game-jump")
        self._syncing = False
        super().__init__(language=language)
        self.footer.children = [self.why, self.sandbox_link, self.end]
        title, qa, controls, *rest = getattr(self, "children")  # the stepper's: the slider goes under its buttons
        self.children = [title, qa, controls, self.jump, *rest]
        self.jump.observe(self._jumped, names="value")
        self.add_class("dx-game-stepper")

    def show_game(self, walk: GameWalk) -> None:
        self.walk = walk
        self.load(walk.scenario)

    def go_to(self, n: int) -> None:
        """Step forward or back to ``n`` steps done (clamped to the game)."""
        run = self.run
        if run is None:
            return
        n = max(0, min(n, len(run.scenario.steps)))
        while len(run.results) > n:
            run.back()
        while len(run.results) < n:
            run.next()
        self.answered = {i: a for i, a in self.answered.items() if i < n}
        self.guess, self.prompt = frozenset(), False
        self.refresh()

    def _jumped(self, change: dict[str, object]) -> None:
        if not self._syncing:
            self.go_to(int(str(change["new"])))

    def refresh(self) -> None:
        super().refresh()
        walk, run = getattr(self, "walk", None), self.run
        if walk is None or run is None:
            return
        lang = self.language.lang
        self._syncing = True
        try:
            self.jump.max = len(run.scenario.steps)
            self.jump.value = len(run.results)
            self.jump.description = t("games_go_to", lang)
        finally:
            self._syncing = False
        # a UECda game is scored by its finishing order (shown at the end beside the record's), not with the
        # explorer's victory points: the engine's 勝利点 (3, 2, 1 at a round's end) would be a wrong score here
        classes = walk.classes_before()  # the record's classes (大富豪 … 大貧民), not the explorer's king
        titles = [class_names(lang)[classes[int(p[1:])]] if classes is not None else "" for p in run.state.players]
        self.table.value = table_html(run.state, lang, fold_discard=True, points=False, titles=titles)
        n = len(run.results)
        self.why.value = why_html(walk, n - 1, lang) if n else ""
        position = walk.position_scenario(n)
        href = sandbox_href(sandbox_query(scenario_until(position, len(position.get("steps") or []))), lang)
        self.sandbox_link.value = link_html(href, t("games_open_sandbox", lang), "dx-game-sandbox-link")
        self.end.value = self._end_html(lang) if run.done else ""

    def _end_html(self, lang: str) -> str:
        walk, run = self.walk, self.run
        if walk is None or run is None:
            return ""
        if walk.disagreement is not None:
            return error_box(t("games_disagrees", lang), walk.disagreement.text(lang))
        places = run.state.places()
        engine = [run.state.players[s] for s in sorted(places, key=places.__getitem__)]
        record = walk.finishing_order()
        shown = listed((f"{place(k + 1, lang)} {name}" for k, name in enumerate(engine)), lang)
        verdict = (t("games_result_agrees", lang) if engine == record else
                   t("games_result_differs", lang).format(order=listed(record, lang)))
        return (f'<div class="dx-game-result" style="border-left:4px solid #37b24d;padding:2px 8px">'
                f"<b>{escape(t('games_result', lang).format(order=shown))}</b> — {escape(verdict)}</div>")


class GamesPanel(widgets.VBox):  # type: ignore[misc]
    """Choose a record (the one shipped with the explorer, or one uploaded or pasted), pick a game, step
    through it."""

    def __init__(self, language: Language | None = None) -> None:
        self.language = language or Language()
        self.records: list[tuple[str | None, MatchRecord]] = []
        """The records to choose from: (``None`` for the shipped one, else the name it came with; the record)."""
        self.intro = widgets.HTML()
        self.intro.add_class("dx-games-intro")
        self.record_picker = widgets.Dropdown(layout=widgets.Layout(width="min(100%, 420px)"))
        self.record_picker.add_class("dx-record-picker")
        self.game_picker = widgets.Dropdown(layout=widgets.Layout(width="min(100%, 340px)"))
        self.game_picker.add_class("dx-game-picker")
        self.upload = widgets.FileUpload(accept=".dat,.txt,.log", multiple=False)
        self.upload.add_class("dx-record-upload")
        self.paste = widgets.Textarea(layout=widgets.Layout(width="min(100%, 560px)", height="90px"))
        self.paste.add_class("dx-record-paste")
        self.open_button = widgets.Button(layout=widgets.Layout(width="auto"))
        self.open_button.add_class("dx-record-open")
        self.own_title = widgets.HTML()
        own = widgets.VBox([self.own_title, self.upload, self.paste, self.open_button])
        self.own = widgets.Accordion(children=[own], selected_index=None)
        self.own.add_class("dx-record-own")
        self.error = widgets.HTML()
        self.error.add_class("dx-games-error")
        self.info = widgets.HTML()
        self.info.add_class("dx-game-info")
        self.stepper = GameStepper(self.language)
        self.walk: GameWalk | None = None
        self._quiet = False
        self.upload.observe(self._uploaded, names="value")
        self.open_button.on_click(lambda _: self.open_text(self.paste.value, None))
        self.record_picker.observe(self._record_picked, names="value")
        self.game_picker.observe(self._game_picked, names="value")
        self.language.observe(lambda _: self.relabel(), names="lang")
        pickers = widgets.Box([self.record_picker, self.game_picker], layout=widgets.Layout(flex_flow="row wrap"))
        pickers.add_class("dx-pickers")
        super().__init__([widgets.HTML(STYLE), self.intro, pickers, self.own, self.error, self.info, self.stepper])
        self.add_class("dx-games")
        try:
            self.records.append((None, shipped_record()))
        except RecordError as e:  # a broken install: said, never a traceback
            self.error.value = error_box(t("games_bad_record", self.language.lang), str(e))
        self.relabel()
        if self.records:
            self.choose_record(0)

    # -- labels ---------------------------------------------------------------------------------------------
    def record_label(self, k: int) -> str:
        name, record = self.records[k]
        lang = self.language.lang
        return t("games_shipped", lang).format(n=len(record.games)) if name is None else name

    def game_label(self, record: MatchRecord, index: int) -> str:
        n, first, steps = game_label_parts(record, index)
        return t("games_game_label", self.language.lang).format(n=n, first=first, steps=steps)

    def relabel(self) -> None:
        lang = self.language.lang
        self.intro.value = f"<p>{escape(t('games_intro', lang))}</p>"
        self.own.set_title(0, t("games_own", lang))
        self.own_title.value = f"<span>{escape(t('games_own_help', lang))}</span>"
        self.upload.description = t("games_upload", lang)
        self.paste.placeholder = t("games_paste_placeholder", lang)
        self.open_button.description = t("games_open", lang)
        self.record_picker.description = self.game_picker.description = ""
        self._fill_pickers()
        self._describe()
        if self._last_error is not None:
            self._show_error(self._last_error)

    _last_error: RecordError | None = None

    def _fill_pickers(self) -> None:
        self._quiet = True
        try:
            current = self.record_picker.value
            self.record_picker.options = [(self.record_label(k), k) for k in range(len(self.records))]
            self.record_picker.value = current if current is not None and current < len(self.records) else (
                0 if self.records else None)
            k = self.record_picker.value
            game = self.game_picker.value
            if k is None:
                self.game_picker.options = []
                return
            record = self.records[k][1]
            self.game_picker.options = [(self.game_label(record, i), i) for i in range(len(record.games))]
            self.game_picker.value = game if game is not None and game < len(record.games) else 0
        finally:
            self._quiet = False

    # -- choosing -------------------------------------------------------------------------------------------
    def choose_record(self, k: int, game: int = 0) -> None:
        """Open record ``k`` of :attr:`records` at game ``game`` (0-based)."""
        self._quiet = True
        try:
            self.record_picker.options = [(self.record_label(j), j) for j in range(len(self.records))]
            self.record_picker.value = k
            self._fill_pickers()
        finally:
            self._quiet = False
        self.choose_game(game)

    def choose_game(self, index: int) -> None:
        """Open game ``index`` (0-based, clamped) of the chosen record at its start."""
        k = self.record_picker.value
        if k is None:
            return
        record = self.records[k][1]
        index = max(0, min(index, len(record.games) - 1))
        self._quiet = True
        try:
            self.game_picker.value = index
        finally:
            self._quiet = False
        try:
            self.walk = open_game(record, index)
        except RecordError as e:  # a move the engine's cards cannot hold, found as the game is replayed
            self.walk = None
            self._show_error(e)
            self.stepper.layout.display = "none"
            self._describe()
            return
        self._last_error = None
        self.error.value = ""
        self.stepper.layout.display = ""
        self.stepper.show_game(self.walk)
        self._describe()

    def _record_picked(self, change: dict[str, object]) -> None:
        if not self._quiet and change["new"] is not None:
            self.choose_record(int(str(change["new"])))

    def _game_picked(self, change: dict[str, object]) -> None:
        if not self._quiet and change["new"] is not None:
            self.choose_game(int(str(change["new"])))

    def _uploaded(self, change: dict[str, object]) -> None:
        files = change["new"]
        if not files:
            return
        item = files[0] if isinstance(files, (tuple, list)) else next(iter(dict(files).values()))  # type: ignore[call-overload]
        name = str(item.get("name") or item.get("metadata", {}).get("name") or "record.dat")
        self.open_bytes(bytes(item["content"]), name)

    def open_text(self, text: str, name: str | None) -> None:
        """Open a pasted record (``name``: ``None``, the page calls it "pasted record")."""
        self.open_bytes(text.encode("utf-8"), name)

    def open_bytes(self, data: bytes, name: str | None) -> None:
        """Open a record from its bytes and add it to the choices, or say where it cannot be read."""
        label = name or t("games_pasted", self.language.lang)
        try:
            record = record_from_bytes(data, name or "")
        except RecordError as e:
            self._show_error(e)
            return
        self._last_error = None
        self.records.append((label, record))
        self.choose_record(len(self.records) - 1)

    def _show_error(self, e: RecordError) -> None:
        self._last_error = e
        lang = self.language.lang
        self.error.value = error_box(t("games_bad_record", lang), record_error_text(e, lang))

    # -- drawing --------------------------------------------------------------------------------------------
    def _describe(self) -> None:
        lang = self.language.lang
        walk = self.walk
        if walk is None:
            self.info.value = ""
            return
        names = walk.scenario.players
        lines = [t("games_seats", lang).format(order=" → ".join(names))]
        classes = walk.classes_before()
        if classes is None:
            lines.append(t("games_no_classes", lang))
        else:
            by_class = sorted(names, key=lambda p: classes[int(p[1:])])
            words = class_names(lang)
            lines.append(t("games_classes", lang).format(
                classes=listed((f"{words[classes[int(p[1:])]]} {p}" for p in by_class), lang)))
        lines.append(t("games_leads", lang))
        problem = ""
        if walk.disagreement is not None:
            problem = error_box(t("games_disagrees", lang), walk.disagreement.text(lang))
        self.info.value = "".join(f"<p>{escape(x)}</p>" for x in lines) + problem


def games_panel(language: Language | None = None) -> GamesPanel:
    return GamesPanel(language)
