"""Serve a notebook directory with Voilà, sending ``/`` to the landing notebook.

Plain ``voila notebooks/`` answers ``/`` with a file listing; this launcher keeps
that listing at ``/voila/tree`` and every notebook at ``/voila/render/<name>``, and
redirects ``/`` to ``/voila/render/index.ipynb``. It takes Voilà's own arguments::

    python tools/serve.py notebooks/ --port=8866 --no-browser
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from jupyter_server.utils import url_path_join
from tornado.web import RedirectHandler
from voila.app import Voila

LANDING = "index.ipynb"


class ExplorerVoila(Voila):  # type: ignore[misc]
    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = super().init_handlers()
        if not self.notebook_path and (Path(self.root_dir) / LANDING).is_file():
            landing = url_path_join(self.base_url, "voila/render", LANDING)
            # Tornado takes the first matching rule, so this wins over the tree page.
            redirect = {"url": landing, "permanent": False}
            handlers.insert(0, (self.server_url, RedirectHandler, redirect))
        return handlers


main = ExplorerVoila.launch_instance

if __name__ == "__main__":
    main()
