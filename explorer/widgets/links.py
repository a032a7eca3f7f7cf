"""Links between the pages: to a position in the Sandbox, to a rule's lessons in Learn.

The Sandbox opens the position a link carries (``sandbox.ipynb?pos=…``: a scenario's YAML, compressed with
zlib and written in URL-safe base64 without padding, as the Sandbox's own Copy link writes it,
:meth:`explorer.widgets.sandbox.saving.SavingPart.link_query`). Learn takes no lesson in its address yet, so a
rule's lessons are named by their place on the guided path (the number Learn's lesson list shows).

>>> query = sandbox_query("id: x\\ntitle: t\\nplayers: [A, B, C]\\n")
>>> query.startswith("pos=") and "=" not in query[4:] and "+" not in query and "/" not in query
True
>>> opened_text(query[4:])
'id: x\\ntitle: t\\nplayers: [A, B, C]\\n'
>>> sandbox_href(query, "en").startswith("sandbox.ipynb?lang=en&pos=eN")
True
"""

from __future__ import annotations

import base64
import copy
import zlib
from collections.abc import Mapping
from html import escape
from typing import Any

import yaml

from explorer.browser import page_href


def sandbox_query(scenario_text: str) -> str:
    """``pos=…``: the scenario text packed as the Sandbox reads it from its address."""
    packed = zlib.compress(scenario_text.encode("utf-8"), 9)
    return "pos=" + base64.urlsafe_b64encode(packed).decode("ascii").rstrip("=")


def opened_text(code: str) -> str:
    """The scenario text a ``pos`` value carries (the inverse of :func:`sandbox_query`, for the tests)."""
    return zlib.decompress(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))).decode("utf-8")


def sandbox_href(query: str, lang: str) -> str:
    """The Sandbox's address for ``query`` (from :func:`sandbox_query`), in the reader's language."""
    return f"{page_href('sandbox.ipynb')}?lang={lang}&{query}"


def scenario_until(raw: Mapping[str, Any], steps: int) -> str:
    """A scenario file's text with only its first ``steps`` steps: the position a reader has stepped to (the
    Sandbox plays a loaded scenario's steps). Its notes are left out (the link stays short; they are the
    file's, not the position's)."""
    data = {k: copy.deepcopy(v) for k, v in raw.items() if k != "notes"}
    data["steps"] = list(raw.get("steps") or [])[:max(0, steps)]
    if not data["steps"]:
        del data["steps"]
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False, width=1000)


def link_html(href: str, text: str, cls: str) -> str:
    """A plain link (class ``cls``) that opens in the same tab."""
    return f'<a class="{escape(cls)}" href="{escape(href)}">{escape(text)}</a>'
