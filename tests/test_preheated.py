"""A preheated kernel waits for its visitor's request as Voilà's own helper does, without importing Voilà's server
(explorer/widgets/preheated.py): the same address, the same environment afterwards; nothing when the kernel was
not preheated or the server is gone; and a page built in a kernel imports nothing of Voilà's (2.2 s of processor
a kernel when it did)."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator

import pytest

from explorer.widgets import preheated

REQUEST = {"QUERY_STRING": "lang=en&pos=x", "HTTP_COOKIE": "dx_four=1; dx_lang=ja", "SCRIPT_NAME": "/base/"}
SET_BY_THE_REQUEST = tuple(REQUEST)


class FakeVoila:
    """A websocket server that sends :data:`REQUEST` to every kernel that connects, as Voilà's
    ``QueryStringSocketHandler`` does when a visitor's request takes the kernel, and notes the paths asked for."""

    def __init__(self) -> None:
        self.paths: list[str] = []
        self.port = 0
        self._ready = threading.Event()
        self._loop = asyncio.new_event_loop()
        self._stop: asyncio.Future[None] | None = None
        self._thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        from websockets.asyncio.server import ServerConnection, serve

        async def handler(connection: ServerConnection) -> None:
            assert connection.request is not None
            self.paths.append(connection.request.path)
            await connection.send(json.dumps(REQUEST))

        async def main() -> None:
            async with serve(handler, "127.0.0.1", 0) as server:
                self.port = server.sockets[0].getsockname()[1]
                self._stop = self._loop.create_future()
                self._ready.set()
                await self._stop

        self._loop.run_until_complete(main())

    def __enter__(self) -> FakeVoila:
        self._thread.start()
        assert self._ready.wait(10), "the fake server did not start"
        return self

    def __exit__(self, *_: object) -> None:
        assert self._stop is not None
        self._loop.call_soon_threadsafe(self._stop.set_result, None)
        self._thread.join(10)


@pytest.fixture
def clean_request(monkeypatch: pytest.MonkeyPatch) -> Iterator[pytest.MonkeyPatch]:
    """No request in the environment before the test, and none left after it."""
    for key in SET_BY_THE_REQUEST:
        monkeypatch.delenv(key, raising=False)
    yield monkeypatch
    for key in SET_BY_THE_REQUEST:
        os.environ.pop(key, None)


def as_preheated(monkeypatch: pytest.MonkeyPatch, port: int) -> None:
    monkeypatch.setenv("VOILA_PREHEAT", "True")
    monkeypatch.setenv("VOILA_APP_PORT", str(port))
    monkeypatch.setenv("VOILA_SERVER_URL", "/daifugo/")
    monkeypatch.setenv("VOILA_KERNEL_ID", "k-123")


def test_the_wait_takes_the_request_as_voilas_own_helper_does(clean_request: pytest.MonkeyPatch) -> None:
    import voila.utils as voila_utils  # the reference (make test installs the server extra)
    with FakeVoila() as server:
        as_preheated(clean_request, server.port)
        preheated.wait_for_request()
        ours = {key: os.environ.get(key) for key in SET_BY_THE_REQUEST}
        for key in SET_BY_THE_REQUEST:
            os.environ.pop(key, None)
        voila_utils.wait_for_request()
        theirs = {key: os.environ.get(key) for key in SET_BY_THE_REQUEST}
    assert ours == REQUEST
    assert theirs == ours
    assert server.paths == ["/daifugo/voila/query/k-123"] * 2  # the same address, asked for once each


def test_the_websockets_base_wins_over_the_servers_address(clean_request: pytest.MonkeyPatch) -> None:
    with FakeVoila() as server:
        as_preheated(clean_request, server.port)
        clean_request.setenv("VOILA_WS_BASE_URL", "/ws/")
        preheated.wait_for_request()
    assert server.paths == ["/ws/voila/query/k-123"]
    assert os.environ["QUERY_STRING"] == REQUEST["QUERY_STRING"]


def test_a_kernel_not_preheated_asks_nothing(clean_request: pytest.MonkeyPatch) -> None:
    with FakeVoila() as server:
        as_preheated(clean_request, server.port)
        clean_request.setenv("VOILA_PREHEAT", "False")
        preheated.wait_for_request()
        clean_request.delenv("VOILA_PREHEAT")
        preheated.wait_for_request()
    assert server.paths == []
    assert "QUERY_STRING" not in os.environ


def test_a_server_that_is_gone_leaves_the_environment_as_it_was(clean_request: pytest.MonkeyPatch) -> None:
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    as_preheated(clean_request, port)
    clean_request.setenv("QUERY_STRING", "lang=en")
    preheated.wait_for_request()  # raises nothing
    assert os.environ["QUERY_STRING"] == "lang=en"


BUILD_A_PAGE = """
import sys
from explorer.widgets.frame import served
from explorer.widgets.{name} import {name}_page
served({name}_page, "home_{name}")
print(sorted({{m.split('.')[0] for m in sys.modules}} & {{'voila', 'jupyter_server', 'jupyterlab_server', 'jsonschema'}}))
"""


@pytest.mark.parametrize("name", ["play", "learn"])
def test_a_page_built_in_a_kernel_imports_nothing_of_voilas_server(name: str) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("VOILA_")}
    out = subprocess.run([sys.executable, "-c", BUILD_A_PAGE.format(name=name)], capture_output=True, text=True,
                         env=env, check=True, timeout=120)
    assert out.stdout.strip().splitlines()[-1] == "[]"
