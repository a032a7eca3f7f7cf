"""Serve the built static site (``make site``) on this machine, as any static web host would.

    python tools/serve_site.py [--dir _site] [--port 8000] [--host 127.0.0.1] [--base /daifugo/]

``--base`` serves the site under a sub-path, as GitHub Pages does for a project site
(``https://user.github.io/daifugo/``); ``/`` then redirects there. Nothing here is needed by the site itself:
it is plain files, and every URL in it is relative.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import os
import socket
import sys
import threading
from collections.abc import Iterator
from http import HTTPStatus
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]

# What a web host sends for the site's files (Python's table lacks .wasm, which WebAssembly streaming needs).
TYPES = {".wasm": "application/wasm", ".mjs": "text/javascript", ".js": "text/javascript",
         ".json": "application/json", ".whl": "application/zip", ".webmanifest": "application/manifest+json"}


class SiteHandler(SimpleHTTPRequestHandler):
    """Files of ``directory`` at ``base``; anything outside ``base`` is a 404, ``/`` redirects to ``base``."""

    base = "/"
    extensions_map = {**SimpleHTTPRequestHandler.extensions_map, **TYPES}

    def log_message(self, format: str, *args: Any) -> None:  # the base class names it format
        if self.server.verbose:  # type: ignore[attr-defined]
            super().log_message(format, *args)

    def _rebase(self) -> bool:
        if self.base == "/":
            return True
        if self.path in ("/", self.base.rstrip("/")):
            self.send_response(HTTPStatus.FOUND)
            self.send_header("Location", self.base)
            self.end_headers()
            return False
        if not self.path.startswith(self.base):
            self.send_error(HTTPStatus.NOT_FOUND, f"outside the site's base {self.base}")
            return False
        self.path = "/" + self.path[len(self.base):]
        return True

    def copyfile(self, source: Any, outputfile: Any) -> None:
        counts = self.server.counts  # type: ignore[attr-defined]
        if counts is not None:
            counts["bytes"] += os.fstat(source.fileno()).st_size
            counts["files"] += 1
        super().copyfile(source, outputfile)

    def do_GET(self) -> None:
        if self._rebase():
            super().do_GET()

    def do_HEAD(self) -> None:
        if self._rebase():
            super().do_HEAD()


def make_server(site: Path, host: str = "127.0.0.1", port: int = 8000, base: str = "/",
                verbose: bool = False, counts: dict[str, int] | None = None) -> ThreadingHTTPServer:
    """A server of ``site``; ``counts`` (if given) adds up the ``bytes`` and ``files`` it sends."""
    if not (site / "index.html").is_file():
        raise SystemExit(f"serve_site: {site} has no index.html; build the site first (make site)")
    base = "/" + base.strip("/") + "/" if base.strip("/") else "/"
    handler = type("Handler", (SiteHandler,), {"base": base})
    server = ThreadingHTTPServer((host, port), functools.partial(handler, directory=str(site)))
    server.verbose = verbose  # type: ignore[attr-defined]
    server.counts = counts  # type: ignore[attr-defined]
    return server


@contextlib.contextmanager
def serving(site: Path, base: str = "/", host: str = "127.0.0.1",
            counts: dict[str, int] | None = None) -> Iterator[str]:
    """Serve ``site`` on a free port in a background thread; yields the site's URL (ending in ``/``)."""
    with socket.socket() as s:
        s.bind((host, 0))
        port = s.getsockname()[1]
    server = make_server(site, host, port, base, counts=counts)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://{host}:{port}{'/' + base.strip('/') + '/' if base.strip('/') else '/'}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=10)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--dir", type=Path, default=ROOT / "_site")
    p.add_argument("--host", default="127.0.0.1")
    p.add_argument("--port", type=int, default=8000)
    p.add_argument("--base", default="/", help="serve under this path, e.g. /daifugo/ (GitHub Pages)")
    p.add_argument("--verbose", action="store_true", help="log every request")
    args = p.parse_args(argv)
    server = make_server(args.dir.resolve(), args.host, args.port, args.base, args.verbose)
    base = "/" + args.base.strip("/") + "/" if args.base.strip("/") else "/"
    print(f"serving {args.dir} at http://{args.host}:{args.port}{base} (Ctrl-C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
