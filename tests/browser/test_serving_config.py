"""voila.json really configures the server that ``make run`` and the browser tests start."""

from __future__ import annotations

import json
import subprocess
import sys

from voila_harness import ROOT

# Builds the launcher's app from the repository root, as `make run` does, and reports what it ended up with.
PROBE = """
import json, runpy, sys
serve = runpy.run_path("tools/serve.py")
app = serve["ExplorerVoila"]()
app.initialize(sys.argv[1:])
c = app.voila_configuration
print(json.dumps({
    "ip": app.ip, "port": app.port, "port_retries": app.port_retries, "root_dir": app.root_dir,
    "open_browser": app.open_browser, "theme": c.theme, "show_tracebacks": c.show_tracebacks,
    "executor_timeout": app.config.VoilaExecutor.get("timeout"),
    "cull_idle_timeout": app.config.MappingKernelManager.get("cull_idle_timeout"),
    "loaded": app.loaded_config_files,
}))
"""


def probe(*args: str) -> dict[str, object]:
    out = subprocess.run([sys.executable, "-c", PROBE, *args], cwd=ROOT, capture_output=True, text=True,
                         timeout=120, check=True)
    result: dict[str, object] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def test_voila_json_is_applied() -> None:
    settings = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    got = probe()
    assert str(ROOT / "voila.json") in got["loaded"]  # type: ignore[operator]
    assert got["ip"] == settings["Voila"]["ip"] == "127.0.0.1"
    assert got["port"] == settings["Voila"]["port"] == 8866
    assert got["port_retries"] == 0
    assert got["root_dir"] == str(ROOT / "notebooks")
    assert got["open_browser"] is False
    assert got["theme"] == "light"
    assert got["show_tracebacks"] is False
    assert got["executor_timeout"] == settings["VoilaExecutor"]["timeout"]
    assert got["cull_idle_timeout"] == settings["MappingKernelManager"]["cull_idle_timeout"]


def test_command_line_overrides_voila_json() -> None:
    got = probe("--port=9123", "--Voila.ip=0.0.0.0")
    assert got["port"] == 9123 and got["ip"] == "0.0.0.0"
    assert got["root_dir"] == str(ROOT / "notebooks")


def test_command_line_folder_overrides_voila_json(tmp_path: object) -> None:
    assert probe(str(tmp_path))["root_dir"] == str(tmp_path)
