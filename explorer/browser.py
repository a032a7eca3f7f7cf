"""What changes when the explorer runs in a web browser (Pyodide, the static site) rather than on a server.

Pyodide is CPython compiled to WebAssembly (``sys.platform == "emscripten"``): one thread, no subprocesses, no
sockets. So the lab plays its games in this process, and whatever needs workers says so (:func:`no_workers`).
The static site serves each page as ``<page>.html`` where Voilà serves ``<page>.ipynb`` (:func:`page_href`).
tests/test_browser_mode.py checks both sides by switching :data:`IN_BROWSER`.
"""

from __future__ import annotations

import sys
from typing import Any

IN_BROWSER = sys.platform == "emscripten"
"""True in Pyodide (the static site), False under CPython (Voilà, JupyterLab, the command line)."""


class BrowserUnavailableError(ValueError):
    """Something that needs threads, processes or a network (Dask, a worker pool) was asked for in the browser."""


def no_workers(what: str) -> None:
    """Refuse ``what`` (threads, processes, a cluster) in the browser, with what to do instead."""
    if IN_BROWSER:
        raise BrowserUnavailableError(
            f"{what} is not available in the browser (Pyodide has no threads, processes or network): "
            "run it here in-process (scheduler 'sync', one worker), or install the explorer with "
            "pip install 'daifugo-explorer[lab]' and run it from the command line")


def page_href(notebook: str) -> str:
    """The link to another page: ``learn.ipynb`` under Voilà, ``learn.html`` on the static site."""
    if IN_BROWSER and notebook.endswith(".ipynb"):
        return notebook[: -len(".ipynb")] + ".html"
    return notebook


def _nulls(value: Any, null: Any) -> Any:
    if value is None:
        return null
    if isinstance(value, dict):
        return {k: _nulls(v, null) for k, v in value.items()}
    if isinstance(value, list):
        return [_nulls(v, null) for v in value]
    return value


def keep_none_in_widget_messages() -> bool:
    """Make the browser kernel send ``None`` trait values as JSON ``null`` (returns whether it patched).

    jupyterlite-pyodide-kernel hands a comm message to JavaScript with Pyodide's default conversion, in which
    ``None`` becomes ``undefined``, a key JSON then drops: a widget's trait set to ``None`` never reaches the
    page (ipysigma's ``selected_edge=None`` is lost and the graph draws no edges). This wraps the kernel's
    ``Comm.publish_msg`` to put ``pyodide.ffi.jsnull`` in their place. Outside Pyodide it does nothing.
    """
    if not IN_BROWSER:
        return False
    try:
        from pyodide.ffi import jsnull  # type: ignore[import-not-found]
        from pyodide_kernel.comm import Comm  # type: ignore[import-not-found]
    except ImportError:
        return False
    if getattr(Comm.publish_msg, "_keeps_none", False):
        return True
    original = Comm.publish_msg

    def publish_msg(self: Any, msg_type: str, data: Any = None, metadata: Any = None, buffers: Any = None,
                    **keys: Any) -> Any:
        return original(self, msg_type, _nulls(data, jsnull) if data is not None else None, metadata, buffers,
                        **keys)

    publish_msg._keeps_none = True  # type: ignore[attr-defined]
    Comm.publish_msg = publish_msg
    return True
