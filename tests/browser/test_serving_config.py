"""voila.json really configures the server that ``make run`` and the browser tests start."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from typing import Any

from voila_harness import ARTIFACTS, RENDER_TIMEOUT_MS, ROOT, start_voila


def page_kernel(page: Any) -> str | None:
    """The kernel the page is connected to (Voilà's page configuration)."""
    return page.evaluate("""() => { const el = document.getElementById('jupyter-config-data');
                                    return el ? JSON.parse(el.textContent).kernelId : null; }""")

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
    "cull_interval": app.config.MappingKernelManager.get("cull_interval"),
    "cull_connected": app.config.MappingKernelManager.get("cull_connected"),
    "alive_period": app.alive_period(), "hidden_limit": app.hidden_limit,
    "class_size": app.class_size, "class_notebooks": app.class_notebooks,
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


# -- Every documented way to start serves the pages (issue 25) ------------------------------------------------

def test_plain_voila_renders_a_page_with_the_installed_template(browser: Any) -> None:
    """The README's other way to serve, and Binder's: plain ``voila notebooks/`` from the repository root. It
    reads voila.json, which names the ``dx`` template; nothing puts the checkout's share/ on Jupyter's path
    here (as tools/serve.py does), so the template must come from the install (setup.py's data files into
    the environment's share/jupyter/voila/templates/dx). Before, every page answered HTTP 500
    (``TemplateNotFound``)."""
    voila = Path(sys.executable).with_name("voila")
    assert voila.is_file(), f"no voila executable beside {sys.executable}: pip install -e '.[server]'"
    installed = Path(sys.prefix) / "share" / "jupyter" / "voila" / "templates" / "dx"
    assert sorted(p.name for p in installed.iterdir()) == sorted(
        p.name for p in (ROOT / "share" / "jupyter" / "voila" / "templates" / "dx").iterdir()), installed
    env = {k: v for k, v in os.environ.items() if k not in ("JUPYTER_PATH", "JUPYTER_DATA_DIR")}
    server = start_voila(ARTIFACTS / "plain-voila.log", command=(str(voila), "notebooks/"), env=env,
                         extra_args=('--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 0}}',))
    try:
        with urllib.request.urlopen(f"{server.base_url}/", timeout=60) as response:
            assert response.status == 200  # the file listing (tree-lab.html was not found before)
        page = browser.new_page()
        try:
            page.goto(server.page_url("rules"), wait_until="commit", timeout=RENDER_TIMEOUT_MS)
            page.wait_for_selector(".dx-page-rules", state="visible", timeout=RENDER_TIMEOUT_MS)
            # the dx template's own script is in the page (not Voilà's lab template)
            assert "dx_lang" in page.content()
            # plain Voilà has no signs-of-life address (tools/serve.py's AliveHandler): the page's first sign
            # (at once) meets a 404 and stops asking; it must not take that for a culled kernel and load itself
            # again and again, each time with a new kernel (before: a reload every half second)
            kernel = page_kernel(page)
            assert kernel
            time.sleep(4)
            assert page_kernel(page) == kernel, "the page loaded itself again under plain voila"
            assert server.log_tail(400).count("Kernel started") == 1, server.log_tail(400)
        finally:
            page.close()
    finally:
        server.stop()
    assert "TemplateNotFound" not in server.log_tail(400)


def test_a_used_kernel_is_replaced_at_once() -> None:
    """Voilà puts a used kernel's replacement in the pool at once, as a task that sleeps ``fill_delay`` before the
    kernel starts, and gives the next visitor of that page that task: with pools of one or two kernels, a quick
    second visit waited out the whole delay (10 s: 10-12 s a visit; at 1 s, 3-4 s; benchmarks/README.md)."""
    settings = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    manager = settings["VoilaKernelManager"]
    assert max(p["pool_size"] for p in manager["kernel_pools_config"].values()) <= 2
    assert manager["fill_delay"] <= 1


def test_the_pools_are_sized_per_page_and_started_in_stages() -> None:
    """voila.json keeps two preheated kernels for the landing page, Learn and the Sandbox and one for every other
    page, and tools/serve.py starts them page by page in voila.json's order, the landing page first, instead of
    all at once (21 kernels at once on 2 cores drew the first page after 159 s)."""
    settings = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    pools = settings["VoilaKernelManager"]["kernel_pools_config"]
    assert pools["index.ipynb"]["pool_size"] == pools["learn.ipynb"]["pool_size"] == pools["sandbox.ipynb"]["pool_size"] == 2
    assert pools["default"]["pool_size"] == 1
    order = [nb for nb in pools if nb != "default"]
    # a busy machine must not drop a page's output (nbclient's 4 s) or give up on a kernel start (60 s)
    assert settings["VoilaExecutor"]["iopub_timeout"] >= 60 and settings["VoilaExecutor"]["startup_timeout"] >= 180
    server = start_voila(ARTIFACTS / "staged-pools.log", extra_args=("--ExplorerVoila.stage_gap=0.5",))
    try:
        notebooks = sorted(p.name for p in (ROOT / "notebooks").glob("*.ipynb"))
        started: list[str] = []
        deadline = time.monotonic() + 240
        while len(started) < len(notebooks) and time.monotonic() < deadline:
            time.sleep(0.5)
            started = re.findall(r"Kernel pool of (\S+) started", server.log_tail(2000))
        # voila.json's order: the landing page, Learn, the Sandbox, then the others
        assert started == order and sorted(started) == notebooks, started
    finally:
        server.stop()


def test_a_page_whose_stream_broke_reloads_itself_then_says_so(browser: Any) -> None:
    """dx.js: a page whose HTML ended before Voilà's last lines (the stream broke: a kernel that died, a proxy
    that gave up) is loaded again, at most three times, and then says so in the reader's language with a
    button, instead of leaving a blank page. Here the browser is handed the first part of a real page."""
    server = start_voila(ARTIFACTS / "broken-stream.log",
                         extra_args=('--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 0}}',))
    try:
        with urllib.request.urlopen(server.page_url("rules"), timeout=RENDER_TIMEOUT_MS / 1000) as response:
            html = response.read().decode("utf-8")
    finally:
        server.stop()
    assert "window.voila_finish()" in html
    cut = html[: html.index('<div id="rendered_cells"')]  # the head and the loading screen, nothing after
    served: list[str] = []
    page = browser.new_page()
    try:
        def broken(route: Any) -> None:
            served.append(route.request.url)
            route.fulfill(status=200, content_type="text/html", body=cut)

        page.route("**/voila/render/rules.ipynb*", broken)
        page.route("**/voila/static/**", lambda route: route.abort())  # no server behind the page any more
        page.goto("http://127.0.0.1:9/voila/render/rules.ipynb?lang=ja", wait_until="commit")
        note = page.locator("#dx-status")
        note.wait_for(state="visible", timeout=60_000)
        page.wait_for_function("() => !!document.querySelector('#dx-status button')", timeout=60_000)
        assert "ページを表示できませんでした" in note.inner_text()
        assert note.locator("button").inner_text() == "読み込み直す"
        assert not page.locator("#loading").is_visible()  # no spinner promising a page that is not coming
        assert len(served) == 4, served  # the first load and three more, then no more
        page.screenshot(path=str(ARTIFACTS / "broken-stream-ja.png"))
    finally:
        page.close()


def test_the_shipped_limits_shut_a_departed_visitors_kernel_within_two_minutes() -> None:
    """The shipped values of what tests/browser/test_departed_visitor.py runs with short limits (tools/serve.py,
    "Nothing left behind"): a kernel without a sign of life is shut within the idle limit and one culler's round of
    its page's last sign, which came before its visitor left: within 2 minutes. An open page's signs come at least
    three times per idle limit, and a background tab's timers, which Chrome slows to once a minute, still come in
    time; a tab stays hidden 10 minutes before it counts as gone (the README says so)."""
    got = probe()
    idle, interval = float(got["cull_idle_timeout"]), float(got["cull_interval"])  # type: ignore[arg-type]
    assert idle + interval <= 120, (idle, interval)
    assert got["cull_connected"] is True  # a phone asleep may keep its socket open
    assert float(got["alive_period"]) <= idle / 3  # type: ignore[arg-type]
    assert idle > 60  # Chrome runs a background tab's timers once a minute
    assert got["hidden_limit"] == 600
    assert probe("--MappingKernelManager.cull_idle_timeout=6")["alive_period"] == 2  # the page follows the server


# -- Class mode (issue 44, part 1) ------------------------------------------------------------------------------

def test_class_mode_is_off_unless_asked_and_takes_its_pages_from_the_command_line() -> None:
    got = probe()
    assert got["class_size"] == 0 and got["class_notebooks"] == []  # voila.json ships it off
    got = probe("--class=30", "--class-pages=sandbox,index")
    assert got["class_size"] == 30 and got["class_notebooks"] == ["sandbox.ipynb", "index.ipynb"]
    got = probe("--class=30")  # no page named: the landing page (voila.json's class_pages)
    assert got["class_notebooks"] == ["index.ipynb"]


def test_class_mode_names_a_page_that_is_not_there() -> None:
    out = subprocess.run([sys.executable, "-c", PROBE, "--class=30", "--class-pages=sandbx"], cwd=ROOT,
                         capture_output=True, text=True, timeout=120)
    assert out.returncode != 0
    assert "class_pages names no page 'sandbx'" in out.stderr and "sandbox" in out.stderr.split("the pages:")[1]
    assert "Traceback" not in out.stderr


def test_class_mode_preheats_a_kernel_per_visitor_and_says_when_they_are_ready() -> None:
    """``--class=2 --class-pages=rules``: two kernels for the Rules page, each having run its notebook and
    waiting for a visitor, before the console says the class can come, in both languages, with the page's
    address; the other pages get their own pools (none here)."""
    server = start_voila(ARTIFACTS / "class-mode.log", extra_args=(
        '--VoilaKernelManager.kernel_pools_config={"default": {"pool_size": 0}}', "--ExplorerVoila.stage_gap=0.5",
        "--class=2", "--class-pages=rules", "--ExplorerVoila.class_batch=1"))
    try:
        deadline = time.monotonic() + 300
        while "Class ready" not in server.log_tail(400) and time.monotonic() < deadline:
            time.sleep(1)
        log = server.log_tail(400)
        assert "Class ready" in log, log
        # one at a time (class_batch), each counted when its kernel waits for its visitor
        assert re.findall(r"class: (\d) of 2 kernels ready for rules.ipynb", log) == ["1", "2"]
        assert "授業の準備ができました" in log and f"{server.base_url}/voila/render/rules.ipynb" in log
        assert "ルールカード" in log and "Rule cards" in log  # the page by its title, in each language
        from voila_harness import _children  # noqa: PLC0415

        kernels = [pid for pid in _children(server.process.pid)
                   if b"ipykernel" in (Path("/proc") / str(pid) / "cmdline").read_bytes()]
        assert len(kernels) == 2
    finally:
        server.stop()
