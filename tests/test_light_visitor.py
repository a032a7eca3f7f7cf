"""The class benchmark's light visitor (benchmarks/light_visitor.py) speaks the server's own websocket protocol,
asks for what a browser asks, and the load benchmark puts each processor second where it was spent."""

from __future__ import annotations

import json
from pathlib import Path

from jupyter_server.services.kernels.connection.base import (
    deserialize_msg_from_ws_v1,
    serialize_msg_to_ws_v1,
)
from script_loader import load_script

BENCH = Path(__file__).resolve().parents[1] / "benchmarks"
light = load_script(BENCH / "light_visitor.py")


def test_a_message_it_sends_is_one_jupyter_server_reads() -> None:
    sent = light.frame("shell", "comm_open", {"comm_id": "c1", "target_name": "jupyter.widget.control", "data": {}},
                       "session-1", {"version": "1.0.0"})
    channel, parts = deserialize_msg_from_ws_v1(sent)
    header, parent, metadata, content = (json.loads(p) for p in parts)
    assert channel == "shell"
    assert header["msg_type"] == "comm_open" and header["session"] == "session-1"
    assert parent == {}
    assert metadata == {"version": "1.0.0"}  # ipywidgets refuses a control comm without its protocol version
    assert content["target_name"] == "jupyter.widget.control"


def test_it_reads_what_jupyter_server_sends() -> None:
    message = {"header": {"msg_type": "comm_msg", "msg_id": "m"}, "parent_header": {}, "metadata": {},
               "content": {"comm_id": "c1", "data": {"method": "update_states", "states": {"w": {"state": {}}}}}}
    wire = serialize_msg_to_ws_v1(message, "iopub", pack=lambda part: json.dumps(part).encode())
    channel, header, content = light.unframe(wire)
    assert (channel, header["msg_type"]) == ("iopub", "comm_msg")
    assert content["data"]["method"] == "update_states"


def test_the_files_it_fetches_are_the_pages_own_not_the_page_the_api_or_another_server() -> None:
    base = "http://127.0.0.1:8866"
    seen = [f"{base}/voila/render/sandbox.ipynb?lang=en",
            f"{base}/voila/static/voila.js",
            f"{base}/voila/static/2930.voila.js",
            f"{base}/voila/static/voila.js",  # asked twice, fetched once by a browser with a cache
            f"{base}/voila/labextensions/@jupyter-widgets/jupyterlab-manager/static/7.js?v=2a0c",
            f"{base}/api/kernels/k1?1796584859489",
            f"{base}/voila/api/alive/k1",
            "https://fonts.example.org/font.woff2"]
    assert light.record_assets(seen, base) == [
        "/voila/static/voila.js", "/voila/static/2930.voila.js",
        "/voila/labextensions/@jupyter-widgets/jupyterlab-manager/static/7.js?v=2a0c"]


def test_processor_seconds_are_put_on_the_kernels_that_served_and_the_ones_started_since() -> None:
    load = load_script(BENCH / "load_visitors.py")
    before = {"server": 10.0, "browsers": 1.0, "kernel 11": 4.0, "kernel 12": 4.5}
    after = {"server": 13.5, "browsers": 2.0, "kernel 11": 4.25, "kernel 12": 4.75, "kernel 13": 3.0,
             "visitors": 2.5}
    assert load.cpu_used(before, after) == {
        "server": 3.5, "kernels that served": 0.5, "kernels started since": 3.0, "browsers": 1.0,
        "light visitors": 2.5}
