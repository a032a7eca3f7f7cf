"""A preheated kernel's wait for the visitor whose request takes it, without importing Voilà's server.

Voilà (0.5) builds a page in a preheated kernel before anyone asks for it. When a visitor's request takes the
kernel, the server sends the request's environment (the query string, and the headers ``voila.json`` names in
``http_header_envs``: the cookie) as one JSON object over a websocket the kernel opens at
``voila/query/<kernel id>``; the kernel learns where from the environment Voilà started it with
(:data:`ADDRESS_PARTS`). Voilà's own helper for this, ``voila.utils.get_query_string``, lives in a module that
imports Voilà's whole server on the way (jupyter_server, jupyterlab_server, jsonschema's format grammars compiled
by lark): 2.2 s of processor in every kernel, more than the page's own imports and build together; a class of 30
paid it 30 times before anyone arrived, and the browser tests' ~200 kernels paid it ~200 times. This module does
the same wait with the websockets client Voilà itself uses (0.05 s to import).
``tests/test_preheated.py`` holds it to Voilà's helper: the same environment read, the same address, the same
result; and a page built in a kernel imports nothing of Voilà's.

Outside a preheated kernel (``VOILA_PREHEAT`` not ``"True"``: a plain notebook, the static site, a kernel Voilà
started for a request it already had) there is nothing to wait for, and the environment is already the request's.
"""

from __future__ import annotations

import asyncio
import json
import os
import threading
from collections.abc import Mapping

PREHEAT = "VOILA_PREHEAT"
"""``"True"`` in a kernel Voilà started before any request (its pools)."""

ADDRESS_PARTS = {
    "protocol": ("VOILA_WS_PROTOCOL", "ws"),
    "ip": ("VOILA_APP_IP", "127.0.0.1"),
    "port": ("VOILA_APP_PORT", "8866"),
    "server_url": ("VOILA_SERVER_URL", "/"),
    "ws_base_url": ("VOILA_WS_BASE_URL", None),
    "kernel_id": ("VOILA_KERNEL_ID", None),
}
"""Each part of the address the request comes from: the variable Voilà sets in a preheated kernel's environment,
and Voilà's default when it is not set (the websocket's base is the server's when not given)."""

OPEN_TIMEOUT = 5.0
"""Seconds to wait for the server to take the websocket, as Voilà waits."""


def preheated(env: Mapping[str, str] | None = None) -> bool:
    """Whether this kernel was started before its request (Voilà's pools)."""
    return (os.environ if env is None else env).get(PREHEAT, "False") == "True"


def query_address(env: Mapping[str, str] | None = None) -> str:
    """The websocket address the server sends this kernel's request to.

    >>> query_address({"VOILA_APP_PORT": "8877", "VOILA_SERVER_URL": "/x/", "VOILA_KERNEL_ID": "k1"})
    'ws://127.0.0.1:8877/x/voila/query/k1'
    """
    env = os.environ if env is None else env

    def part(name: str) -> str:
        variable, default = ADDRESS_PARTS[name]
        value = env.get(variable, default)
        return "" if value is None else value

    base = env.get(ADDRESS_PARTS["ws_base_url"][0]) or part("server_url")
    return f"{part('protocol')}://{part('ip')}:{part('port')}{base}voila/query/{part('kernel_id')}"


def wait_for_request() -> None:
    """In a preheated kernel, wait until a visitor's request takes it, then put the request's environment in
    ``os.environ`` (``QUERY_STRING``, ``HTTP_COOKIE`` …); elsewhere return at once. A server that cannot be
    reached leaves the environment as it was (the page keeps its defaults), as Voilà's helper does."""
    if not preheated():
        return
    received: list[str] = []

    def receive() -> None:
        # in a thread of its own with a loop of its own: the kernel's loop is running the cell that waits
        loop = asyncio.new_event_loop()
        try:
            text = loop.run_until_complete(_receive(query_address()))
        finally:
            loop.close()
        if text is not None:
            received.append(text)

    thread = threading.Thread(target=receive, name="voila-request")
    thread.start()
    thread.join()
    if received:
        for key, value in json.loads(received[0]).items():
            os.environ[str(key)] = str(value)


async def _receive(address: str) -> str | None:
    from websockets.asyncio.client import connect
    from websockets.exceptions import WebSocketException

    try:
        async with connect(address, open_timeout=OPEN_TIMEOUT) as socket:
            message = await socket.recv()
    except (OSError, TimeoutError, WebSocketException):
        return None
    return message if isinstance(message, str) else message.decode("utf-8")
