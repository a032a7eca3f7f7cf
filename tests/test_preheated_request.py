"""A preheated page's kernel gets the visitor's request the way Voilà hands it over (a websocket to
``voila/query/<kernel id>`` that sends the request's environment as JSON: ``voila.utils.wait_for_request``) without
importing Voilà, whose import brings the Jupyter server into every kernel (explorer/widgets/frame.py,
``_wait_for_request``)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from websockets.sync.server import ServerConnection, serve

ROOT = Path(__file__).resolve().parents[1]
KERNEL = "0c1d2e3f-kernel"
ASKED = {"QUERY_STRING": "lang=en&pos=x", "HTTP_COOKIE": "dx_four=1; other=2", "SCRIPT_NAME": "/"}

PAGE = """
import json, sys
from explorer.widgets.frame import request_params
print(json.dumps({"params": request_params(), "voila": "voila" in sys.modules,
                  "jupyter_server": "jupyter_server" in sys.modules}))
"""


@pytest.fixture
def voila_query() -> Iterator[tuple[int, list[str]]]:
    """A stand-in for Voilà's query socket: it answers a kernel's connection with the request, as JSON."""
    paths: list[str] = []

    def handler(connection: ServerConnection) -> None:
        assert connection.request is not None
        paths.append(connection.request.path)
        connection.send(json.dumps(ASKED))

    with serve(handler, "127.0.0.1", 0) as server:
        thread = threading.Thread(target=server.serve_forever, daemon=True)
        thread.start()
        yield server.socket.getsockname()[1], paths
        server.shutdown()


def page_kernel(env: dict[str, str]) -> dict[str, object]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("VOILA_") and k not in ASKED}
    done = subprocess.run([sys.executable, "-c", PAGE], env={**clean, **env}, cwd=ROOT, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    result: dict[str, object] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def test_a_preheated_kernel_waits_for_the_request_without_importing_voila(voila_query: tuple[int, list[str]]) -> None:
    port, paths = voila_query
    got = page_kernel({"VOILA_PREHEAT": "True", "VOILA_KERNEL_ID": KERNEL, "VOILA_APP_IP": "127.0.0.1",
                       "VOILA_APP_PORT": str(port), "VOILA_SERVER_URL": "/"})
    assert got["params"] == {"lang": "en", "pos": "x", "four": "1"}
    assert paths == [f"/voila/query/{KERNEL}"]
    assert got["voila"] is False and got["jupyter_server"] is False


def test_the_socket_goes_under_the_servers_base_address(voila_query: tuple[int, list[str]]) -> None:
    port, paths = voila_query
    got = page_kernel({"VOILA_PREHEAT": "True", "VOILA_KERNEL_ID": KERNEL, "VOILA_APP_PORT": str(port),
                       "VOILA_SERVER_URL": "/base/", "VOILA_WS_BASE_URL": "/ws-base/"})
    assert got["params"] == {"lang": "en", "pos": "x", "four": "1"}
    assert paths == [f"/ws-base/voila/query/{KERNEL}"]


def test_without_preheating_the_request_is_in_the_environment_already() -> None:
    got = page_kernel({"QUERY_STRING": "lang=en", "HTTP_COOKIE": "dx_four=1"})
    assert got["params"] == {"lang": "en", "four": "1"}
    assert got["voila"] is False
