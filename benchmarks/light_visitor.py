"""A visitor without a browser, for ``load_visitors.py --browsers K``: it asks the server for everything a
browser asks when it opens a page, in the same order, and stops where a browser would start drawing.

1. ``GET`` the page (Voilà streams it; with a preheated kernel the page's outputs are in it), which hands the
   kernel the visitor's request;
2. every file the page's scripts fetched when a real browser opened the same page (recorded once by
   :func:`record_assets`: Voilà's and the widget manager's scripts, the font), six at a time as a browser does
   for one server, with no cache (a visitor of its own);
3. the kernel's websocket (``/api/kernels/<id>/channels``, Jupyter's binary ``v1`` protocol, as Voilà's page
   uses), ``kernel_info_request``, then what the widget manager sends: a ``jupyter.widget.control`` comm and
   ``request_states``;
4. done when the kernel's ``update_states`` (every widget's state: what the browser draws the page from) has
   arrived.

Its time is the server's and the kernel's part of a visit: request to the last byte a browser needs. What the
browser then does with it (parse scripts, build the widgets' views) happens on the visitor's own computer;
``load_visitors.py`` measures it with real Chromium visitors.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import traceback
import time
import uuid
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from tornado.httpclient import AsyncHTTPClient, HTTPRequest
from tornado.websocket import websocket_connect

DEBUG = bool(os.environ.get("DX_DEBUG"))
V1 = "v1.kernel.websocket.jupyter.org"
CONFIG = re.compile(r'<script id="jupyter-config-data" type="application/json">(.*?)</script>', re.S)


@dataclass
class LightVisit:
    seconds: float | None = None
    failure: str = ""
    page_seconds: float = 0.0
    """Request → the page's last byte."""
    assets_seconds: float = 0.0
    """The page's last byte → the last of its files."""
    kernel_id: str = ""
    cookie: str = ""


def record_assets(requests: list[str], base_url: str) -> list[str]:
    """The paths a real browser fetched from the server after the page itself (``requests``: the URLs it
    finished, in order), without the page, the kernel's API and the sign of life: what every new visitor's
    browser fetches again."""
    paths: list[str] = []
    for url in requests:
        parts = urlsplit(url)
        if not url.startswith(base_url):
            continue
        path = parts.path + (f"?{parts.query}" if parts.query else "")
        if "/voila/render/" in path or "/api/" in path or path in paths:
            continue
        paths.append(path)
    return paths


def frame(channel: str, msg_type: str, content: dict[str, Any], session: str,
          metadata: dict[str, Any] | None = None) -> bytes:
    """One message in Jupyter's ``v1`` websocket protocol (jupyter_server's ``serialize_msg_to_ws_v1``)."""
    header = {"msg_id": uuid.uuid4().hex, "username": "visitor", "session": session, "msg_type": msg_type,
              "version": "5.3", "date": time.strftime("%Y-%m-%dT%H:%M:%S.000Z", time.gmtime())}
    parts = [json.dumps(header).encode(), b"{}", json.dumps(metadata or {}).encode(), json.dumps(content).encode()]
    name = channel.encode()
    offsets = [8 * (1 + 1 + len(parts) + 1)]
    offsets.append(offsets[-1] + len(name))
    for part in parts:
        offsets.append(offsets[-1] + len(part))
    return b"".join([len(offsets).to_bytes(8, "little"), *(o.to_bytes(8, "little") for o in offsets), name, *parts])


def unframe(message: bytes) -> tuple[str, dict[str, Any], dict[str, Any]]:
    """A ``v1`` message's channel, header and content."""
    count = int.from_bytes(message[:8], "little")
    offsets = [int.from_bytes(message[8 * (i + 1):8 * (i + 2)], "little") for i in range(count)]
    parts = [message[offsets[i]:offsets[i + 1]] for i in range(count - 1)]
    return parts[0].decode(), json.loads(parts[1]), json.loads(parts[4])


async def visit(base_url: str, page_url: str, assets: list[str], timeout: float) -> LightVisit:
    """One visitor's page, as the server sees it (the steps in the module's docstring)."""
    result = LightVisit()
    # six at a time, as a browser asks one server; each on a connection of its own (tornado's client keeps none
    # open, a browser keeps six: the server's share is if anything overstated; httpx, which keeps them, costs the
    # visitors' process four times the processor here, on the server's own two cores)
    client = AsyncHTTPClient(force_instance=True, max_clients=6)
    started = time.monotonic()
    try:
        response = await client.fetch(page_url, request_timeout=timeout, raise_error=False)
        if response.code != 200:
            result.failure = f"page answered {response.code}"
            return result
        html = response.body.decode("utf-8", "replace")
        found = CONFIG.search(html)
        if not found:
            result.failure = "no page configuration in the page (no kernel)"
            return result
        result.kernel_id = json.loads(found.group(1)).get("kernelId", "")
        cookies = [c.split(";", 1)[0] for c in response.headers.get_list("Set-Cookie")]
        result.cookie = "; ".join(cookies)
        result.page_seconds = time.monotonic() - started
        root = base_url.rstrip("/")
        fetched = await asyncio.gather(*(client.fetch(root + path, request_timeout=timeout, raise_error=False)
                                         for path in assets))
        missing = [a for a, r in zip(assets, fetched) if r.code != 200]
        if missing:
            result.failure = f"{len(missing)} of the page's files missing, e.g. {missing[0]}"
            return result
        result.assets_seconds = time.monotonic() - started - result.page_seconds
        session = uuid.uuid4().hex
        ws_url = (root.replace("http", "ws", 1) + f"/api/kernels/{result.kernel_id}/channels?session_id={session}")
        socket = await websocket_connect(HTTPRequest(ws_url, headers={"Cookie": result.cookie},
                                                     request_timeout=timeout), subprotocols=[V1],
                                         max_message_size=256 * 2**20)
        try:
            await socket.write_message(frame("shell", "kernel_info_request", {}, session), binary=True)
            comm = uuid.uuid4().hex
            asked = False
            while True:
                message = await asyncio.wait_for(socket.read_message(), timeout - (time.monotonic() - started))
                if message is None:
                    result.failure = "the kernel's socket closed before the widgets' states came"
                    return result
                if isinstance(message, str):
                    continue
                channel, header, content = unframe(message)
                kind = header.get("msg_type")
                if DEBUG:
                    print(f"{time.monotonic() - started:.2f}", channel, kind, str(content)[:100], flush=True)
                if kind == "kernel_info_reply" and not asked:
                    asked = True
                    await socket.write_message(frame("shell", "comm_open", {
                        "comm_id": comm, "target_name": "jupyter.widget.control", "data": {}}, session,
                        {"version": "1.0.0"}), binary=True)
                    await socket.write_message(frame("shell", "comm_msg", {
                        "comm_id": comm, "data": {"method": "request_states"}}, session), binary=True)
                elif kind == "comm_msg" and (content.get("data") or {}).get("method") == "update_states":
                    result.seconds = time.monotonic() - started
                    await socket.write_message(frame("shell", "comm_close", {"comm_id": comm, "data": {}}, session),
                                               binary=True)
                    return result
        finally:
            socket.close()
    except Exception as exc:  # noqa: BLE001 - a benchmark reports, it does not stop
        if DEBUG:
            traceback.print_exc()
        result.failure = f"{type(exc).__name__}: {str(exc)[:160]}"
        return result
    finally:
        client.close()


async def leave(base_url: str, visit: LightVisit) -> None:
    """Close the tab: what Voilà's page asks on ``beforeunload`` (shut this kernel down)."""
    if not visit.kernel_id:
        return
    client = AsyncHTTPClient(force_instance=True)
    xsrf = next((c.split("=", 1)[1] for c in visit.cookie.split("; ") if c.startswith("_xsrf=")), "")
    try:
        await client.fetch(f"{base_url.rstrip('/')}/voila/api/shutdown/{visit.kernel_id}", method="POST", body=b"",
                           headers={"Cookie": visit.cookie, "X-XSRFToken": xsrf}, raise_error=False,
                           request_timeout=30)
    finally:
        client.close()
