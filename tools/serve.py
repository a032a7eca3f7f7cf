"""Serve a notebook directory with Voilà, sending ``/`` to the landing notebook.

Plain ``voila notebooks/`` answers ``/`` with a file listing; this launcher keeps
that listing at ``/voila/tree`` and every notebook at ``/voila/render/<name>``, and
redirects ``/`` to ``/voila/render/index.ipynb``. Its settings (port, address,
notebook folder, template, theme, tracebacks, timeouts, preheated kernels, the
cookie handed to the kernel) come from ``voila.json`` in the
working directory, so run it from the repository root (``make run`` does); Voilà's
own arguments override them::

    python tools/serve.py                      # everything from voila.json
    python tools/serve.py --port=9000          # another port
    python tools/serve.py other/notebooks/     # another folder

How the pages answer fast (``make bench-pages`` measures it; figures in benchmarks/README.md):

- every notebook has a pool of preheated kernels (``default_pool_size`` 3), each of which has run its
  notebook and waits for a visitor, so a first, second and third visit in a row each find a ready kernel;
- a used kernel is replaced only ``fill_delay`` (10 s) later, so that the replacement (a kernel start and
  a notebook run, a few seconds of CPU) does not compete on a small machine with the page being shown;
- a waiting kernel must not time out: its notebook's cell waits for the request (the language, the
  Sandbox's position), so the executor's per-cell ``timeout`` is off (``null``); with Voilà's 120 s a
  page left unvisited for two minutes answered "Cell execution timed out";
- the explorer package's bytecode is written once here (:func:`precompile`), because an environment with
  ``PYTHONDONTWRITEBYTECODE`` would otherwise have every kernel compile the whole package again.
"""

from __future__ import annotations

import compileall
import os
from pathlib import Path
from typing import Any

from jupyter_server.utils import url_path_join
from tornado.web import RedirectHandler
from voila.app import Voila
from voila.tornado.handler import TornadoVoilaHandler

LANDING = "index.ipynb"
SHARE = Path(__file__).resolve().parents[1] / "share" / "jupyter"
"""Where the explorer's Voilà template ``dx`` lives (``share/jupyter/voila/templates/dx``; voila.json names
it): Voilà's lab template without the Font Awesome CDN links, with the pages' script and phone-width CSS."""
# Voilà looks templates up on the Jupyter data path, read when it starts.
os.environ["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(SHARE), os.environ.get("JUPYTER_PATH", "")) if p)


PACKAGE = Path(__file__).resolve().parents[1] / "explorer"


def precompile(package: Path = PACKAGE) -> bool:
    """Write ``package``'s bytecode (``__pycache__``) if it is missing or stale, so that no kernel compiles it.

    ``PYTHONDONTWRITEBYTECODE`` stops imports from writing bytecode, not :mod:`compileall`; bytecode already
    written is read either way. Returns whether every file compiled (a failure is left to the import to
    report, with its traceback)."""
    return bool(compileall.compile_dir(str(package), quiet=1, workers=1))


class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """Voilà's page handler, which also sets the ``_xsrf`` cookie.

    A page asks the server to shut its kernel down when it is left (a POST from its
    ``beforeunload`` handler, carrying the ``_xsrf`` cookie's value). Voilà's page
    handler never sets that cookie, so the request is refused (403, Voilà issue
    #1458) and every visit's kernel stays until it is culled. Reading
    ``xsrf_token`` sets the cookie.
    """

    async def prepare(self, *args: Any, **kwargs: Any) -> None:
        await super().prepare(*args, **kwargs)
        self.xsrf_token  # noqa: B018 - read for its side effect: the Set-Cookie header


class ExplorerVoila(Voila):  # type: ignore[misc]
    def initialize(self, argv: Any = None) -> None:
        super().initialize(argv)
        # Voilà reads voila.json after the positional argument, so its root_dir would beat a folder named
        # on the command line; the command line wins, as for every other option.
        if len(self.extra_args) == 1 and Path(self.extra_args[0]).is_dir():
            self.root_dir = self.extra_args[0]

    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = [
            (h[0], PageHandler, *h[2:]) if len(h) > 1 and h[1] is TornadoVoilaHandler else h
            for h in super().init_handlers()
        ]
        if not self.notebook_path and (Path(self.root_dir) / LANDING).is_file():
            landing = url_path_join(self.base_url, "voila/render", LANDING)
            # Tornado takes the first matching rule, so this wins over the tree page.
            redirect = {"url": landing, "permanent": False}
            handlers.insert(0, (self.server_url, RedirectHandler, redirect))
        return handlers


def main(argv: list[str] | None = None) -> None:
    precompile()
    ExplorerVoila.launch_instance(argv)


if __name__ == "__main__":
    main()
