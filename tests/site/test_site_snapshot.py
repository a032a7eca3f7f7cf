"""Every page's kernel starts from the memory snapshot made when the site was built (issue 44: half of a page's
start was Python's own start in Pyodide, a fifth IPython's import, then the wheels unpacked file by file).

tools/build_site.py makes the snapshot in Node.js after the kernel's start and every page's imports, ships it with
the installed files as one archive, and patches the Pyodide kernel's worker to restore it. Here: the build refuses
a kernel whose worker it cannot patch exactly; the built site carries the snapshot and its worker restores it; a
page's IPython is the snapshot's (a marker set when it was made), its files are there, and it sees the page's own
request (the address's language) and its own random seed. The browser tests need /usr/bin/chromium and a built
site; the patch's tests need neither."""

from __future__ import annotations

import gzip
import json
import struct
import time
from functools import cache
from pathlib import Path
from typing import Any

import build_site as bs
import pytest
from site_harness import Visit
from test_site_pages import assert_clean, open_page, page_url

KERNEL_SETTINGS = "@jupyterlite/pyodide-kernel-extension:kernel"
WORKER_CALL = ("async initRuntime(e){const{pyodideUrl:t,indexUrl:n}=e;let s;this._pyodide=await s({indexURL:n,"
               "...e.loadPyodideOptions}),this._pyodide._api.on_fatal=async e=>{}}")


def kernel_static(site: Path) -> Path:
    return site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"


def fake_site(tmp_path: Path, bodies: list[str]) -> Path:
    static = kernel_static(tmp_path)
    static.mkdir(parents=True)
    for i, body in enumerate(bodies):
        (static / f"{i}.js").write_text(body, encoding="utf-8")
    (static / "other.js").write_text("console.log('no kernel here')", encoding="utf-8")
    return tmp_path


def test_the_worker_patch_applies_to_each_copy_of_the_kernels_worker(tmp_path: Path) -> None:
    # as in jupyterlite-pyodide-kernel 0.7.0: one file with three copies, the others with one each
    copies = [WORKER_CALL * 3] + [WORKER_CALL] * (bs.KERNEL_WORKER_COPIES - 3)
    site = fake_site(tmp_path, copies)
    assert bs.patch_kernel_worker(site) == [f"{i}.js" for i in range(len(copies))]
    for i in range(len(copies)):
        text = (kernel_static(site) / f"{i}.js").read_text(encoding="utf-8")
        assert text.startswith(bs.KERNEL_WORKER_RUNTIME)
        assert text.count("...self.dxSnapshot.options(e)}),await self.dxSnapshot.restored(this._pyodide,") == \
            (3 if i == 0 else 1)
        assert "...e.loadPyodideOptions})" not in text
    assert (kernel_static(site) / "other.js").read_text(encoding="utf-8") == "console.log('no kernel here')"


@pytest.mark.parametrize("bodies", [
    # another kernel version: the call reads differently
    [WORKER_CALL.replace("...e.loadPyodideOptions}", "...e.options}")] * bs.KERNEL_WORKER_COPIES,
    # the call twice in one definition of initRuntime
    [WORKER_CALL + WORKER_CALL.replace("async initRuntime(e){", "")] + [WORKER_CALL] * (bs.KERNEL_WORKER_COPIES - 1),
    # a copy of the worker missing
    [WORKER_CALL] * (bs.KERNEL_WORKER_COPIES - 1),
    # no kernel at all
    [],
], ids=["changed", "twice", "copy-missing", "none"])
def test_a_worker_the_patch_does_not_match_fails_the_build(tmp_path: Path, bodies: list[str]) -> None:
    site = fake_site(tmp_path, bodies)
    before = {p.name: p.read_text(encoding="utf-8") for p in kernel_static(site).glob("*.js")}
    with pytest.raises(bs.SiteBuildError, match="KERNEL_WORKER_PATCH"):
        bs.patch_kernel_worker(site)
    assert {p.name: p.read_text(encoding="utf-8") for p in kernel_static(site).glob("*.js")} == before


def test_the_snapshot_takes_every_pages_imports() -> None:
    prep = bs.snapshot_prep()
    for line in ("import piplite.piplite", "import pyodide_kernel", "from explorer.widgets.frame import served",
                 "from explorer.widgets.sandbox import sandbox_page", "import networkx"):
        assert line in prep.splitlines(), f"the snapshot does not run {line!r}"


page_scenarios = cache(bs.page_scenarios)  # builds every page in a Python of its own: once for this module


def test_the_snapshot_holds_the_scenarios_the_pages_read_parsed() -> None:
    """The files the pages read while they are built (recorded by building them here) are parsed into the
    snapshot: Learn's lessons and the Rules page's first rule's scenarios, not the whole folder."""
    read = page_scenarios()
    assert "basics/card-order.yaml" in read and "cards/01-recycle-law.yaml" in read, read[:5]
    assert len(read) < 300, len(read)  # not the whole folder (993 files)
    prep = bs.snapshot_prep(read)
    assert f"for _dx_path in {sorted(read)!r}:" in prep.splitlines()
    assert prep.index("for _dx_path") > prep.index("from explorer.widgets.learn import learn_page")
    # and the Rules page's index of which scenarios show each rule, after the pages' imports and before the
    # files are parsed (it registers the rule files scenarios name: what was parsed before would be parsed again)
    assert prep.index("from explorer.widgets.rules_page import") < prep.index("_dx_freeze(_dx_scenarios())") \
        < prep.index("for _dx_path")


@pytest.mark.browser
def test_the_built_site_carries_the_snapshot_and_its_worker_restores_it(site: Path) -> None:
    lite = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    options = lite["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]["loadPyodideOptions"]
    pyodide = site / "static" / "pyodide"
    assert options["dxSnapshot"] == {"memory": bs.SNAPSHOT_MEMORY, "files": bs.SNAPSHOT_FILES,
                                     "key": bs.snapshot_key(pyodide)}
    # spelled as the kernel's initKernel compares them, or it installs them again on every page
    assert set(bs.KERNEL_PACKAGES) <= set(options["packages"]), options["packages"]
    for name in (bs.SNAPSHOT_MEMORY, bs.SNAPSHOT_FILES):
        data = (site / "static" / "pyodide" / name).read_bytes()
        assert data[:2] == b"\x1f\x8b" and len(data) > 1_000_000, f"{name} is no gzip snapshot"
    # the memory without its runs of zeros (bs.SPARSE_JS); the archive without the compiled files of the modules
    # the snapshot imported (bs.IMPORTED_PYC_PY), with those of the others
    memory = gzip.decompress((pyodide / bs.SNAPSHOT_MEMORY).read_bytes())
    magic, length, parts = struct.unpack_from("<3I", memory)
    assert magic == bs.SPARSE_MAGIC and len(memory) < length and parts > 100, (magic, len(memory), length, parts)
    archive = gzip.decompress((pyodide / bs.SNAPSHOT_FILES).read_bytes())
    files = {f[0] for f in json.loads(archive[4:4 + struct.unpack_from("<I", archive)[0]])["files"]}
    packages = "/lib/python3.13/site-packages/"
    assert packages + "ipywidgets/widgets/widget.pyc" not in files  # imported by every page
    assert packages + "pygments/lexers/lisp.pyc" in files  # imported by none
    assert packages + "explorer/widgets/frame.py" in files  # a module's source stays (read as text)
    patched = [p for p in kernel_static(site).glob("*.js") if "async initRuntime(" in p.read_text(encoding="utf-8")]
    assert sum(p.read_text(encoding="utf-8").count("async initRuntime(") for p in patched) == bs.KERNEL_WORKER_COPIES
    for path in patched:
        text = path.read_text(encoding="utf-8")
        assert text.startswith(bs.KERNEL_WORKER_RUNTIME) and bs.KERNEL_WORKER_PATCH[1] in text, path.name


# Run in the page's kernel, in its worker, once the page has rendered.
PROBE = """
import IPython, os, sys, random, json
json.dumps({"ipython": getattr(IPython, "%s", "page"), "query": os.environ.get("QUERY_STRING"),
            "scenarios": os.path.isdir(os.path.join(os.path.dirname(__import__("explorer").__file__), "_data")),
            "random": random.random(),
            "parses": __import__("explorer.scenarios.model", fromlist=["model"]).scenario_parses(),
            "digests": __import__("explorer.scenarios.covering", fromlist=["covering"]).digests(),
            "micropip": "micropip" in sys.modules,
            "edge_parses": __import__("explorer.graphs.rule_graph", fromlist=["rule_graph"]).edge_parses()})
""" % bs.SNAPSHOT_MARKER


def kernel_probe(v: Visit) -> dict[str, Any]:
    workers = [w for w in v.page.workers if w.evaluate("() => !!(self.dxSnapshot && self.dxSnapshot.api)")]
    assert len(workers) == 1, f"expected one kernel worker restored from the snapshot, found {len(workers)}"
    state = workers[0].evaluate("() => [self.dxSnapshot.fromSnapshot, self.dxSnapshot.filesWritten]")
    got = json.loads(workers[0].evaluate("(code) => self.dxSnapshot.api.runPython(code)", PROBE))
    got["from_snapshot"], got["files"] = state
    return got


@pytest.mark.browser
def test_a_page_starts_from_the_snapshot_with_its_own_request(visit: Visit, site_url: str) -> None:
    open_page(visit, page_url(site_url, "learn") + "?lang=en", "learn")
    assert "Learn" in visit.page.locator("body").inner_text()
    first = kernel_probe(visit)
    assert first["from_snapshot"] is True and first["files"] > 1000, first
    # IPython was imported when the snapshot was made, not by this page's kernel
    assert first["ipython"] == "snapshot", first
    # the page's request, read after the restore; the explorer's package data written back
    assert first["query"] == "lang=en" and first["scenarios"] is True, first
    # the page's 81 lessons came parsed in the snapshot: the page parsed none (pure YAML, most of its build)
    assert first["parses"] == len(page_scenarios()), first
    # the index of which scenarios show each rule was made in the snapshot (one digest of the folder)
    assert first["digests"] == 1, first
    # the kernel's start installed nothing: it found every package it asks for named as preloaded (it compares
    # names exactly: "pyodide_kernel"), so micropip, imported only to install, was not (0.7 s of a page's start)
    assert first["micropip"] is False, first
    assert_clean(visit, "learn from the snapshot")

    open_page(visit, page_url(site_url, "learn") + "?lang=ja", "learn")
    second = kernel_probe(visit)
    assert second["query"] == "lang=ja" and second["ipython"] == "snapshot"
    # each visit seeds its own random numbers: the snapshot's state is not every visitor's
    assert second["random"] != first["random"]
    assert_clean(visit, "learn from the snapshot, again")

    # the Rules page lists its first rule's scenarios from the snapshot's index: the folder's state (its files'
    # count and times, written back by the worker) is the one the index was kept under, so no second digest
    # (reading every scenario file and module: about a second in the browser)
    open_page(visit, page_url(site_url, "rules") + "?lang=en", "rules")
    rules = kernel_probe(visit)
    assert rules["digests"] == 1 and rules["parses"] == len(page_scenarios()), rules
    assert_clean(visit, "rules from the snapshot")

    # the Interactions page draws the rule graph from its two cached files parsed in the snapshot, not again
    open_page(visit, page_url(site_url, "interactions") + "?lang=en", "interactions")
    drawn = kernel_probe(visit)
    assert drawn["edge_parses"] == 2, drawn
    assert_clean(visit, "interactions from the snapshot")


def test_the_snapshots_key_names_both_files_bytes(tmp_path: Path) -> None:
    """A visitor's kept snapshot is used only by the build that made it: the key changes with either file."""
    for name, data in ((bs.SNAPSHOT_MEMORY, b"memory"), (bs.SNAPSHOT_FILES, b"files")):
        (tmp_path / name).write_bytes(data)
    key = bs.snapshot_key(tmp_path)
    assert key == bs.snapshot_key(tmp_path) and len(key) == 20
    for name in (bs.SNAPSHOT_MEMORY, bs.SNAPSHOT_FILES):
        before = (tmp_path / name).read_bytes()
        (tmp_path / name).write_bytes(before + b"!")
        assert bs.snapshot_key(tmp_path) != key, f"{name} changed, the key did not"
        (tmp_path / name).write_bytes(before)


def kept_state(v: Visit) -> dict[str, int]:
    workers = [w for w in v.page.workers if w.evaluate("() => !!(self.dxSnapshot && self.dxSnapshot.api)")]
    assert len(workers) == 1, f"expected one kernel worker restored from the snapshot, found {len(workers)}"
    state: dict[str, int] = workers[0].evaluate(
        "() => ({fromCache: self.dxSnapshot.fromCache, kept: self.dxSnapshot.kept})")
    return state


def wait_kept(v: Visit, n: int) -> dict[str, int]:
    deadline = time.monotonic() + 60
    state = kept_state(v)
    while state["kept"] < n and time.monotonic() < deadline:
        v.page.wait_for_timeout(250)
        state = kept_state(v)
    return state


@pytest.mark.browser
def test_a_later_visit_restores_the_snapshot_kept_unzipped_by_the_first(visit: Visit, site_url: str,
                                                                        site: Path) -> None:
    """The first visit keeps both files unzipped in Cache Storage under the build's key (once its page works);
    a later visit reads them there and fetches neither file. Another build's kept files (planted here, not a
    snapshot at all) are never restored, and are deleted when this build's are kept."""
    lite = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))
    key = lite["jupyter-config-data"]["litePluginSettings"][KERNEL_SETTINGS]["loadPyodideOptions"]["dxSnapshot"]["key"]
    assert key, "the built site's jupyter-lite.json names no snapshot key"
    visit.page.goto(site_url + "voici/render/index.html", wait_until="load")  # plain HTML, the site's origin
    stale = [f"{site_url}static/pyodide/{name}?dx-snapshot=another-build" for name in
             (bs.SNAPSHOT_MEMORY, bs.SNAPSHOT_FILES)]
    visit.page.evaluate("""async (names) => { const c = await caches.open("dx-kernel-snapshot");
        for (const n of names) await c.put(n, new Response("not a snapshot")); }""", stale)

    open_page(visit, page_url(site_url, "rules") + "?lang=en", "rules")
    first = wait_kept(visit, 2)
    assert first == {"fromCache": 0, "kept": 2}, first
    names = visit.page.evaluate("""async () => (await (await caches.open("dx-kernel-snapshot")).keys())
        .map(r => r.url)""")
    assert sorted(names) == sorted(f"{site_url}static/pyodide/{name}?dx-snapshot={key}"
                                   for name in (bs.SNAPSHOT_MEMORY, bs.SNAPSHOT_FILES)), names
    assert_clean(visit, "rules, the snapshot kept")

    before = len(visit.requests)
    open_page(visit, page_url(site_url, "learn") + "?lang=ja", "learn")
    assert kept_state(visit) == {"fromCache": 2, "kept": 0}
    fetched = [u for u in visit.requests[before:] if "dx-snapshot-" in u]
    assert not fetched, f"the later visit fetched the snapshot again: {fetched}"
    probe = kernel_probe(visit)
    assert probe["from_snapshot"] is True and probe["files"] > 1000 and probe["query"] == "lang=ja", probe
    assert_clean(visit, "learn from the kept snapshot")


@pytest.mark.browser
def test_the_landing_page_keeps_the_snapshot_for_the_first_page(visit: Visit, site_url: str) -> None:
    """While a newcomer reads the landing page it keeps the kernel's snapshot unzipped, in a worker of its own,
    as a first page visit would: the newcomer's first page then starts as a returning visitor's does."""
    visit.page.goto(site_url + "voici/render/index.html", wait_until="load")
    deadline = time.monotonic() + 120
    while visit.page.evaluate("() => window.dxKept === undefined"):
        assert time.monotonic() < deadline, "the landing page did not keep the snapshot"
        visit.page.wait_for_timeout(250)
    assert visit.page.evaluate("() => window.dxKept") == 2
    before = len(visit.requests)
    open_page(visit, page_url(site_url, "play") + "?lang=en", "play")
    assert kept_state(visit) == {"fromCache": 2, "kept": 0}
    fetched = [u for u in visit.requests[before:] if "dx-snapshot-" in u]
    assert not fetched, f"the first page fetched the snapshot again: {fetched}"
    assert_clean(visit, "play after the landing page")


@pytest.mark.browser
def test_a_file_kept_by_an_earlier_visit_stays_when_the_other_is_kept(visit: Visit, site_url: str) -> None:
    """A visit closed between its two puts leaves one file kept: the next visit keeps the other beside it, and a
    later one reads both (before, keeping one deleted the other, and every visit unzipped a file again)."""
    open_page(visit, page_url(site_url, "rules") + "?lang=en", "rules")
    assert wait_kept(visit, 2)["kept"] == 2
    visit.page.evaluate("""async () => { const c = await caches.open("dx-kernel-snapshot");
        for (const r of await c.keys()) if (r.url.includes("site-packages")) await c.delete(r); }""")
    open_page(visit, page_url(site_url, "learn") + "?lang=en", "learn")
    assert wait_kept(visit, 1) == {"fromCache": 1, "kept": 1}
    open_page(visit, page_url(site_url, "play") + "?lang=en", "play")
    assert kept_state(visit) == {"fromCache": 2, "kept": 0}
    assert_clean(visit, "play with both files kept")
