"""The Sandbox's save, load and link: the position on the table as scenario YAML (SCENARIO-FORMAT.md) with a
teacher's title, question and answer, a scenario file read back, the position packed into the address."""

from __future__ import annotations

import base64
import zlib
from collections.abc import Mapping
from html import escape
from typing import Any

import yaml

from explorer.engine.errors import FIELD_JA, ExplorerError, ScenarioError
from explorer.scenarios.model import scenario_from_text
from explorer.widgets.i18n import t
from explorer.widgets.sandbox.base import SandboxBase
from explorer.widgets.sandbox.position import Setup, _error_texts
from explorer.text.describe import describe

ABOUT_KEYS = ("title", "question", "answer")
"""The scenario texts a teacher may type before saving (SCENARIO-FORMAT.md: ``{ja: …, en: …}`` each)."""


class SavingPart(SandboxBase):
    """Save, load and link (a part of :class:`~explorer.widgets.sandbox.page.Sandbox`)."""

    def link_query(self) -> str:
        """The position as an address parameter (``pos=…``: the scenario YAML, compressed, URL-safe base64);
        the page script puts it in the address, so a reload or a shared link opens this position."""
        packed = zlib.compress(self.scenario_text().encode("utf-8"), 9)
        return "pos=" + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")

    def from_request(self, params: Mapping[str, str]) -> None:
        """Open the position a link carries (``pos``, as :meth:`link_query` writes it); a bad one is said."""
        code = params.get("pos")
        if not code:
            return
        try:
            text = zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))).decode("utf-8")
        except (ValueError, zlib.error, UnicodeDecodeError):
            self._say_key("error", "sb_bad_link")
            return
        self.load(text, "<link>")

    def _show_about(self) -> None:
        """Fill the title / question / answer boxes from ``self.meta`` (a loaded scenario's texts)."""
        for key, boxes in self.about.items():
            value = self.meta.get(key)
            for lang, box in boxes.items():
                if isinstance(value, Mapping):
                    text = value.get(lang)
                else:
                    text = value  # a text given once stands for both languages
                box.value = "" if text is None else str(text)

    def about_meta(self) -> dict[str, Any]:
        """``self.meta`` with the title / question / answer typed in the boxes (a blank text is left out;
        a text typed in one language only is saved in that language, and the loader shows it for both)."""
        meta = {k: v for k, v in self.meta.items() if k not in ABOUT_KEYS}
        for key, boxes in self.about.items():
            texts = {lang: str(box.value).strip() for lang, box in boxes.items()}
            texts = {lang: text for lang, text in texts.items() if text}
            if texts:
                meta[key] = texts
        return meta

    def scenario_text(self) -> str:
        """The position on the table (the last valid set-up and the moves played) as scenario YAML, with the
        title, question and answer typed in the save box."""
        steps = [self.game.action_str(a) for a in self.game.move_stack]
        data = self.good.scenario(steps, self.about_meta())
        return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1000)

    def save(self) -> str:
        text = self.scenario_text()
        self.yaml_box.value = text
        name = str(self.meta.get("id", "sandbox-position"))
        b64 = base64.b64encode(text.encode("utf-8")).decode("ascii")
        self.download.value = (f'<a class="dx-download-link" download="{escape(name)}.yaml" '
                               f'href="data:text/yaml;charset=utf-8;base64,{b64}">'
                               f'⬇ {escape(t("sb_download", self.lang))}</a>')
        if self.setup != self.good:
            self._say_key("info", "sb_saved_last_good")
        else:
            self._say_key("ok", "sb_saved", n=len(self.game.move_stack))
        return text

    def load(self, text: str, path: str = "<pasted>") -> bool:
        """Load a scenario (YAML text): its start becomes the set-up, its ``do`` steps are played.

        A broken file only shows the error (naming the file and the field); the position stays.
        """
        try:
            sc = scenario_from_text(text, path)  # the size, alias, depth and field checks of every loader
            setup = Setup.from_scenario(sc)
            state = setup.build()
            for i, step in enumerate(sc.steps):
                if step.do is None or step.expect.get("legal") is False:
                    continue
                try:
                    state.push(state.parse_action(step.do))
                except ExplorerError as exc:
                    raise ScenarioError(path, f"steps[{i}].do", str(exc), describe(exc, "ja")) from None
        except ExplorerError as exc:
            self._say_key("error", "sb_load_failed", _error_texts(exc))
            return False
        meta = {k: sc.raw[k] for k in ("id", "title", "source", "question", "answer") if k in sc.raw}
        self._adopt(setup, state, meta)
        self._say("ok", t("sb_loaded", "ja").format(title=sc.title.ja, n=len(state.move_stack)),
                  t("sb_loaded", "en").format(title=sc.title.en, n=len(state.move_stack)))
        if setup.extra or setup.options:
            keys = [*setup.extra, *(["options"] if setup.options else [])]
            kind, ja, en = self._message
            more_ja = t("sb_extra", "ja").format(keys="、".join(FIELD_JA.get(k, k) for k in keys))
            more_en = t("sb_extra", "en").format(keys=", ".join(keys))
            self._say(kind, f"{ja} {more_ja}", f"{en} {more_en}")
        return True

    def _on_upload(self, change: Mapping[str, Any]) -> None:
        files = change["new"]
        if not files:
            return
        f = files[-1]
        try:
            text = bytes(f["content"]).decode("utf-8")
        except UnicodeDecodeError:
            self._say_key("error", "sb_load_failed", (t("sb_bad_file", "ja"), t("sb_bad_file", "en")))
            return
        self.yaml_box.value = text
        self.load(text, str(f.get("name", "<upload>")))

