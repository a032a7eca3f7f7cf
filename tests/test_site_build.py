"""The static-site builder's own checks (tools/build_site.py), without building a site: a reference to another
host fails the build, the lock lists only what is shipped, wheels are slimmed consistently."""

from __future__ import annotations

import base64
import csv
import gzip
import io
import json
import shutil
import struct
import subprocess
import sys
import zipfile
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import build_site as bs  # noqa: E402


def make_wheel(path: Path, name: str, files: dict[str, str], requires: tuple[str, ...] = ()) -> Path:
    dist = f"{name}-1.0.dist-info"
    meta = f"Metadata-Version: 2.1\nName: {name}\nVersion: 1.0\n" + "".join(f"Requires-Dist: {r}\n" for r in requires)
    wheel = path / f"{name}-1.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as z:
        for n, text in {**files, f"{dist}/METADATA": meta, f"{dist}/RECORD": ""}.items():
            z.writestr(n, text)
    return wheel


def test_references_to_other_hosts_are_found(tmp_path: Path) -> None:
    (tmp_path / "voici").mkdir()
    (tmp_path / "voici" / "page.html").write_text(
        '<link rel="stylesheet" href="https://cdn.example.org/fa.css"><script src="../build/main.js"></script>'
        '<svg xmlns="http://www.w3.org/2000/svg"></svg><a href="learn.html">x</a>', encoding="utf-8")
    (tmp_path / "style.css").write_text("@font-face{src:url(//fonts.example.com/a.woff2)} .x{background:url(a.png)}")
    (tmp_path / "jupyter-lite.json").write_text(json.dumps({
        "$schema": "http://json-schema.org/draft-07/schema", "pyodideUrl": "https://cdn.jsdelivr.net/pyodide.js",
        "other": "./static/pyodide/pyodide.js"}))
    found = bs.external_references(tmp_path)
    assert found == ["jupyter-lite.json: https://cdn.jsdelivr.net/pyodide.js", "style.css: //fonts.example.com/a.woff2",
                     "voici/page.html: https://cdn.example.org/fa.css"]


def test_a_site_of_relative_references_passes(tmp_path: Path) -> None:
    (tmp_path / "index.html").write_text("<meta http-equiv='refresh' content='0; url=voici/render/index.html'>"
                                         "<a href='voici/render/index.html'>home</a>")
    assert bs.external_references(tmp_path) == []


def test_a_link_between_pages_that_leads_nowhere_is_found(tmp_path: Path) -> None:
    render = tmp_path / "voici" / "render"
    render.mkdir(parents=True)
    (render / "index.html").write_text('<a href="learn.html">Learn</a> <a href="https://example.org/">out</a>')
    (render / "learn.html").write_text('<a href="index.html">Home</a> <a href="../../files/index.html">x</a>')
    assert bs.broken_page_links(tmp_path) == ["voici/render/learn.html: ../../files/index.html"]


def test_the_lock_lists_the_shipped_wheels_and_their_dependencies(tmp_path: Path) -> None:
    core = tmp_path / "core"
    core.mkdir()
    (core / "pyodide-lock.json").write_text(json.dumps({"info": {"python": "3.13.2"}, "packages": {"numpy": {}}}))
    a = make_wheel(tmp_path, "alpha", {"alpha/__init__.py": ""}, ("beta>=1", "pexpect; sys_platform != 'emscripten'",
                                                                   "pytest; extra == 'test'"))
    b = make_wheel(tmp_path, "beta", {"beta.py": ""})
    lock = bs.lock_file({}, core, [a, b])
    assert set(lock["packages"]) == {"alpha", "beta"}  # Pyodide's own packages are not offered
    assert lock["packages"]["alpha"]["depends"] == ["beta"]
    assert lock["packages"]["alpha"]["imports"] == ["alpha"] and lock["packages"]["beta"]["imports"] == ["beta"]


def test_a_requirement_the_site_does_not_ship_fails_the_build(tmp_path: Path) -> None:
    core = tmp_path / "core"
    core.mkdir()
    (core / "pyodide-lock.json").write_text(json.dumps({"info": {}, "packages": {}}))
    a = make_wheel(tmp_path, "alpha", {"alpha/__init__.py": ""}, ("gamma",))
    with pytest.raises(bs.SiteBuildError, match="alpha-1.0-py3-none-any.whl requires gamma"):
        bs.lock_file({}, core, [a])
    assert bs.lock_file({"not_needed": {"gamma": "front-end only"}}, core, [a])["packages"]["alpha"]["depends"] == []


def test_a_slim_wheel_drops_front_ends_and_tests_and_records_what_it_keeps(tmp_path: Path) -> None:
    src = make_wheel(tmp_path, "widget", {"widget/__init__.py": "x = 1\n", "widget/labextension/index.js": "js",
                                          "widget/tests/test_x.py": "", "widget-1.0.data/data/share/a.js": "js"})
    out_dir = tmp_path / "out"
    out_dir.mkdir()
    slim = bs.slim_copy(src, out_dir)
    names = zipfile.ZipFile(slim).namelist()
    assert "widget/__init__.py" in names
    assert not [n for n in names if "labextension" in n or "/tests/" in n or ".data/" in n]
    record = zipfile.ZipFile(slim).read("widget-1.0.dist-info/RECORD").decode()
    assert sorted(row[0] for row in csv.reader(io.StringIO(record))) == sorted(names)


def test_a_placeholder_wheel_installs_nothing_to_import(tmp_path: Path) -> None:
    wheel = bs.placeholder_wheel("jedi", "not needed", tmp_path)
    names = zipfile.ZipFile(wheel).namelist()
    assert names and all(n.startswith("jedi-0.0.0.dist-info/") for n in names)
    assert "Not shipped" in zipfile.ZipFile(wheel).read("jedi-0.0.0.dist-info/METADATA").decode()


def test_the_pins_file_pins_every_version() -> None:
    import tomllib

    pins = tomllib.loads((ROOT / "site" / "pins.toml").read_text(encoding="utf-8"))
    assert all("==" in r for r in [*pins["builder"]["requirements"], *pins["builder"]["constraints"]])
    assert "@" in pins["pyodide"]["npm"] and len(pins["pyodide"]["sha256"]) == 64
    assert all(v and v[0].isdigit() for v in [*pins["wheels"].values(), *pins["sdists"].values()])


def test_precompiled_wheels_import_from_bytecode(tmp_path: Path) -> None:
    """tools/precompile_wheels.py (run inside Pyodide by the build; here under this CPython, same code)."""
    import subprocess

    import precompile_wheels as pw

    src = make_wheel(tmp_path, "gadget", {"gadget/__init__.py": "from gadget.core import VALUE\n",
                                          "gadget/core.py": "VALUE = 42\n", "gadget/broken.py": "def (:\n"})
    sourceless, kept = tmp_path / "sourceless" / src.name, tmp_path / "kept" / src.name
    sourceless.parent.mkdir()
    kept.parent.mkdir()
    assert pw.compile_wheel(str(src), str(sourceless), False) == (2, 1)
    assert pw.compile_wheel(str(src), str(kept), True) == (2, 1)
    names = set(zipfile.ZipFile(sourceless).namelist())
    assert {"gadget/__init__.pyc", "gadget/core.pyc", "gadget/broken.py"} <= names
    assert "gadget/core.py" not in names
    tag = sys.implementation.cache_tag
    assert {"gadget/core.py", f"gadget/__pycache__/core.{tag}.pyc"} <= set(zipfile.ZipFile(kept).namelist())
    for wheel in (sourceless, kept):
        record = zipfile.ZipFile(wheel).read("gadget-1.0.dist-info/RECORD").decode()
        assert sorted(r[0] for r in csv.reader(io.StringIO(record))) == sorted(zipfile.ZipFile(wheel).namelist())
        unpacked = wheel.parent / "site-packages"
        zipfile.ZipFile(wheel).extractall(unpacked)
        out = subprocess.run([sys.executable, "-I", "-B", "-c", "import sys; sys.path.insert(0, sys.argv[1]); "
                              "import gadget; print(gadget.VALUE, gadget.core.__spec__.loader.__class__.__name__)",
                              str(unpacked)], check=True, capture_output=True, text=True).stdout.split()
        assert out == ["42", "SourcelessFileLoader" if wheel is sourceless else "SourceFileLoader"]


def test_each_page_hands_its_kernel_the_request_before_voici_reads_its_settings(tmp_path: Path) -> None:
    """The page script's dxRequestEnv is called right after voici's page settings (issue 46: the kernel then
    builds the page in the reader's language); a page without those settings fails the build."""
    render = tmp_path / "voici" / "render"
    render.mkdir(parents=True)
    page = ('<html><head></head><body><script id="jupyter-config-data" type="application/json">{"a": 1}</script>'
            '<script src="../build/voici.js"></script></body></html>')
    (render / "learn.html").write_text(page, encoding="utf-8")
    assert bs.request_env(tmp_path) == 1
    text = (render / "learn.html").read_text(encoding="utf-8")
    settings, call, bundle = (text.index("jupyter-config-data"), text.index("window.dxRequestEnv()"),
                              text.index("voici.js"))
    assert settings < call < bundle and text.count("dxRequestEnv") == 2
    (render / "play.html").write_text("<html><body><script src='../build/voici.js'></script></body></html>",
                                      encoding="utf-8")
    with pytest.raises(bs.SiteBuildError, match="play.html"):
        bs.request_env(tmp_path)


def test_a_start_up_patch_rewrites_its_file_and_the_record(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bs.WHEEL_PATCHES, "slowpkg", [("slowpkg/__init__.py", "import heavy\n", "")])
    wheel = make_wheel(tmp_path, "slowpkg", {"slowpkg/__init__.py": "import heavy\nX = 1\n"})
    bs.patch_wheel(wheel)
    with zipfile.ZipFile(wheel) as z:
        assert z.read("slowpkg/__init__.py").decode() == "X = 1\n"
        rows = {r[0]: r for r in csv.reader(io.StringIO(z.read("slowpkg-1.0.dist-info/RECORD").decode()))}
    assert rows["slowpkg/__init__.py"][2] == str(len("X = 1\n"))


def test_a_start_up_patch_that_no_longer_matches_fails_the_build(tmp_path: Path,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(bs.WHEEL_PATCHES, "slowpkg", [("slowpkg/__init__.py", "import heavy\n", "")])
    wheel = make_wheel(tmp_path, "slowpkg", {"slowpkg/__init__.py": "import lighter\n"})
    with pytest.raises(bs.SiteBuildError, match="slowpkg/__init__.py should contain 'import heavy' once"):
        bs.patch_wheel(wheel)



# ---------------------------------------------------------------------------------------------- first paints

import site_first_paint as fp  # noqa: E402


def drawing(html: str = '<div class="dx-page-rules">ルール</div>', **kw: object) -> fp.Drawn:
    fields: dict[str, object] = {"html": html, "rules": (".a { color: red; }",), "body_class": "jp-Notebook",
                                 "inherited": "font-family:sans-serif", "learn": None, "query": None}
    fields.update(kw)
    return fp.Drawn(**fields)  # type: ignore[arg-type]


def fake_render(tmp_path: Path, pages: dict[str, str]) -> Path:
    render = tmp_path / "voici" / "render"
    render.mkdir(parents=True)
    for name, head_style in pages.items():
        (render / f"{name}.html").write_text(f"<html><head><style>{head_style}</style></head>"
                                             f'<body class="jp-Notebook"><p>{name}</p></body></html>',
                                             encoding="utf-8")
    return render


def test_each_drawn_page_opens_its_drawings_and_one_stylesheet_holds_every_style(tmp_path: Path) -> None:
    render = fake_render(tmp_path, {"rules": "h1{color:blue}", "play": "h1{color:blue}", "lab": "p{margin:0}"})
    settings = fp.write(tmp_path, {
        "rules": {"ja": drawing(), "en": drawing('<div class="dx-page-rules">Rules</div>')},
        "play": {"ja": drawing(query="seed=7"), "en": drawing(query="seed=7")},
        "lab": None})
    assert settings["lab"] is None and "dxFirstPaint" not in (render / "lab.html").read_text(encoding="utf-8")
    rules = (render / "rules.html").read_text(encoding="utf-8")
    assert rules.count("dxFirstPaint(") == 1
    assert rules.index('<body class="jp-Notebook">') < rules.index("dxFirstPaint(") < rules.index("<p>rules</p>")
    assert settings["rules"] == {"page": "rules", "learn": None, "query": None, "open_at": None,
                                 "ja": "first-paint/rules.ja.html", "en": "first-paint/rules.en.html"}
    assert settings["play"]["open_at"] == "seed=7"  # type: ignore[index]  # Play's deal: opened at its seed
    en = (render / "first-paint" / "rules.en.html").read_text(encoding="utf-8")
    assert '<html lang="en">' in en and "Rules" in en and '<base href="../">' in en and "<script" not in en
    # the drawings' rules, once, in each drawing (a stylesheet of its own arrived after a first, unstyled layout)
    css = en[en.index("<style>"):en.index("</style>")]
    assert css.count(".a { color: red; }") == 1 and "h1{color:blue}" not in css
    assert '<link rel="stylesheet"' not in en and not (render / "first-paint.css").exists()


def test_two_drawings_differing_only_in_the_widgets_random_ids_are_the_same_page() -> None:
    a = drawing('<label for="9b766359-5490-44c8-a513-8f608ef33ae7">シード</label><input value="5">')
    b = drawing('<label for="0c1d2e3f-5490-44c8-a513-8f608ef33ae7">シード</label><input value="5">')
    c = drawing('<label for="0c1d2e3f-5490-44c8-a513-8f608ef33ae7">シード</label><input value="6">')
    assert a.same_as(b) and not a.same_as(c)


def test_a_page_without_one_body_fails_the_first_paint(tmp_path: Path) -> None:
    render = fake_render(tmp_path, {"rules": ""})
    (render / "rules.html").write_text("<html><head></head><p>no body</p></html>", encoding="utf-8")
    with pytest.raises(fp.FirstPaintError, match="rules.html: expected one <body>"):
        fp.write(tmp_path, {"rules": {"ja": drawing(), "en": drawing()}})


def test_the_drawn_seed_is_one_per_version_within_the_seed_box() -> None:
    seeds = {fp.drawn_seed(f"0.1.0 (abc{i})") for i in range(200)}
    assert fp.drawn_seed("0.1.0 (abc1)") == fp.drawn_seed("0.1.0 (abc1)")
    assert len(seeds) > 150 and min(seeds) >= 1 and max(seeds) <= 99_999


def test_the_stylesheet_keeps_the_variables_the_drawings_use_and_no_other() -> None:
    rules = [":root { --icon-a: url(data:image/svg+xml;base64,AAA;); --icon-b: url(\"data:x;y\"); --c: var(--d); "
             "--d: red; --e: blue; }",
             ".btn { color: var(--c); background: var(--f); }",
             "@media (max-width: 700px) {\n.x { --g: 1px; }\n}"]
    out = fp.used_variables(rules, ['<div style="border-color: var(--icon-b)"></div>'])
    root = out[0]
    assert "--icon-b" in root and "--c: var(--d)" in root and "--d: red" in root  # in a page; through --c
    assert "--icon-a" not in root and "--e" not in root  # used by nothing drawn
    assert out[1] == rules[1] and out[2] == rules[2]  # other rules as they were
    assert fp.declarations("a: url(x;y); b: 'p;q'; --c: rgb(1, 2, 3)") == ["a: url(x;y)", "b: 'p;q'", "--c: rgb(1, 2, 3)"]


@pytest.mark.parametrize("pages, kept", [
    ("AA", "A"),     # the same page twice: kept
    ("ABB", "B"),    # the first caught while the page still changed
    ("ABA", "A"),    # the second one
    ("ABC", None),   # three pages: drawn by chance, no first paint
])
def test_a_page_is_drawn_until_two_drawings_agree(pages: str, kept: str | None) -> None:
    drawn = iter(pages)
    made: list[str] = []

    def draw_one() -> fp.Drawn:
        made.append(next(drawn))
        return drawing(f'<div class="dx-page-play">{made[-1]}</div>')

    got = fp.settled(draw_one)
    assert (got and got.html) == (kept and f'<div class="dx-page-play">{kept}</div>') and len(made) == len(pages)


# The kernel worker's runtime (bs.KERNEL_WORKER_RUNTIME), run in Node.js with a stand-in for the browser's fetch and
# Cache Storage and for Pyodide's file system: what it gives the file system and what it keeps for later visits.
RUNTIME_HARNESS = r"""
const [runtime, archiveB64, original] = JSON.parse(require("fs").readFileSync(0, "utf8"));
globalThis.self = globalThis;
self.location = {href: "http://site/"};
const puts = {};
globalThis.caches = {open: async () => ({
  match: async () => undefined, keys: async () => [], delete: async () => true,
  put: async (name, response) => { puts[name] = Buffer.from(await response.arrayBuffer()).toString("base64"); }})};
// the memory's file as the build writes it (bs.SPARSE_JS): 8 bytes, of which the last 4 kept
const memoryFile = new Uint8Array(20 + 4);
memoryFile.set(new Uint8Array(new Uint32Array([0x50535844, 8, 1, 4, 4]).buffer));
memoryFile.fill(7, 20);
globalThis.fetch = async (url) => new Response(String(url).includes("memory") ? memoryFile
                                                                              : Buffer.from(archiveB64, "base64"));
eval(runtime);
(async () => {
  const o = self.dxSnapshot.options({indexUrl: "http://site/static/", loadPyodideOptions: {
    dxSnapshot: {memory: "memory.bin.gz", files: "files.bin.gz", key: "k"}}});
  const memory = await o._loadSnapshot;
  const files = {};
  const py = {loadedPackages: {}, runPython: () => null, FS: {
    mkdirTree: () => null, utime: () => null,
    writeFile: (path, data) => { files[path] = data.slice(); },
    createDataFile: (dir, name, data, read, write, own) => { files[dir + "/" + name] = own ? data : data.slice(); }}};
  await self.dxSnapshot.restored(py, {env: {}});
  const out = {files: {}, shared: {}, memory: Array.from(memory)};
  for (const [path, data] of Object.entries(files)) {
    out.files[path] = Buffer.from(data).toString("utf8");
    out.shared[path] = data.buffer.byteLength > data.length;  // a view into the archive, not a copy
  }
  files[original].fill(33);  // Python rewrites a file in place ("!!!...")
  await self.dxSnapshot.keep();
  out.kept = Object.fromEntries(Object.entries(puts).map(([k, v]) => [k.replace(/\?.*/, ""), v]));
  console.log(JSON.stringify(out));
  process.exit(0);
})();
"""


def run_runtime(files: dict[str, bytes], rewrite: str) -> tuple[dict[str, Any], bytes]:
    node = shutil.which("node")
    assert node, "the kernel worker's runtime is tested in Node.js (make test needs it: apt-get install -y nodejs)"
    index = json.dumps({"dirs": sorted({p.rsplit("/", 1)[0] for p in files}),
                        "files": [[p, len(b), 1_700_000_000_000] for p, b in files.items()]}).encode()
    archive = struct.pack("<I", len(index)) + index + b"".join(files.values())
    gz = base64.b64encode(gzip.compress(archive)).decode()
    done = subprocess.run([node, "-e", RUNTIME_HARNESS], input=json.dumps([bs.KERNEL_WORKER_RUNTIME, gz, rewrite]),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    return json.loads(done.stdout.strip().splitlines()[-1]), archive


def test_the_installed_files_are_views_of_the_archive_and_what_is_kept_is_the_archive_as_it_came() -> None:
    """The worker gives each installed file its bytes where they lie in the archive (copying 2,700 files was a
    tenth of a second of every page's start); the archive kept for later visits is the one that arrived, even when
    Python rewrites an installed file in place before it is kept."""
    files = {"/lib/site-packages/explorer/__init__.py": b"VERSION = '1'\n",
             "/lib/site-packages/explorer/_data/a.yaml": "名前: 革命\n".encode(),
             "/lib/site-packages/yaml/__init__.py": b"# yaml\n"}
    rewritten = "/lib/site-packages/explorer/__init__.py"
    out, archive = run_runtime(files, rewritten)
    assert out["files"] == {p: b.decode() for p, b in files.items()}
    assert all(out["shared"].values()), f"an installed file was given a copy of its bytes: {out['shared']}"
    kept = {k: base64.b64decode(v) for k, v in out["kept"].items()}
    assert set(kept) == {"http://site/static/memory.bin.gz", "http://site/static/files.bin.gz"}
    assert kept["http://site/static/files.bin.gz"] == archive, "the kept archive holds what Python rewrote"
    # the memory restored is the file's parts put back in zeroed memory; what is kept is the file as it came
    assert out["memory"] == [0, 0, 0, 0, 7, 7, 7, 7]
    assert kept["http://site/static/memory.bin.gz"] == struct.pack("<5I", bs.SPARSE_MAGIC, 8, 1, 4, 4) + bytes([7] * 4)


def fake_bundle(tmp_path: Path) -> Path:
    dist = tmp_path / "dist"
    dist.mkdir()
    (dist / "lean.js").write_text("/* bundle */", encoding="utf-8")
    (dist / "lean.css").write_text("/* styles */", encoding="utf-8")
    return dist


def voici_page(extra: str = "") -> str:
    return ('<html><head></head><body><div id="loading"></div>'
            '<script id="jupyter-config-data" type="application/json">{}</script>'
            + bs._REQUEST_ENV_CALL + extra + bs._VOICI_BUNDLE + "</body></html>")


def test_each_page_runs_without_jupyterlabs_application(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """voici's bundle is replaced by the lean page's, the kernel's worker is made right after the request's
    environment is in the page's settings, and the worker is the snapshot's runtime then the lean worker."""
    monkeypatch.setattr(bs, "lean_bundle", lambda: fake_bundle(tmp_path))
    site = tmp_path / "site"
    render = site / "voici" / "render"
    render.mkdir(parents=True)
    for name in ("rules", "sandbox", "index"):
        (render / f"{name}.html").write_text(voici_page(), encoding="utf-8")
    assert bs.lean_pages(site, ["rules", "sandbox"]) == 2
    for name in ("rules", "sandbox"):
        text = (render / f"{name}.html").read_text(encoding="utf-8")
        # the page's script is added by the start itself, once the worker has begun (test below)
        assert bs._VOICI_BUNDLE not in text and '<script src="../../lean/lean.js">' not in text
        assert text.index(bs._REQUEST_ENV_CALL) < text.index(bs.LEAN_START)
        assert '<link rel="stylesheet" href="lean.css">' in text
    assert (render / "index.html").read_text(encoding="utf-8") == voici_page()  # the landing page is not one
    worker = (site / "lean" / bs.LEAN_WORKER_FILE).read_text(encoding="utf-8")
    assert worker.startswith(bs.KERNEL_WORKER_RUNTIME) and "__dx_take()" in worker and "BRIDGE" not in worker
    assert (render / "lean.css").exists() and not (site / "lean" / "lean.css").exists()


@pytest.mark.parametrize("page", [voici_page().replace(bs._VOICI_BUNDLE, ""),
                                  voici_page().replace(bs._REQUEST_ENV_CALL, ""),
                                  voici_page(bs._VOICI_BUNDLE)], ids=["no bundle", "no request call", "twice"])
def test_a_page_voici_did_not_write_as_expected_fails_the_build(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                                                page: str) -> None:
    monkeypatch.setattr(bs, "lean_bundle", lambda: fake_bundle(tmp_path))
    render = tmp_path / "site" / "voici" / "render"
    render.mkdir(parents=True)
    (render / "rules.html").write_text(page, encoding="utf-8")
    with pytest.raises(bs.SiteBuildError, match="rules.html"):
        bs.lean_pages(tmp_path / "site", ["rules"])
    assert (render / "rules.html").read_text(encoding="utf-8") == page


# The lean page's start (bs.LEAN_START) and its worker (bs.LEAN_WORKER), run in Node.js with stand-ins for the page
# and for the worker's global scope: what each does before anything else has happened.
START_HARNESS = r"""
const [start, worker, settings] = JSON.parse(require("fs").readFileSync(0, "utf8"));
const out = {page: {}, worker: {}};
// the page: its settings, a Worker that records what it was given, and the scripts added to the document
const made = [], added = [];
globalThis.window = globalThis;
window.location = {href: "http://site/daifugo/voici/render/sandbox.html"};
globalThis.document = {
  getElementById: (id) => id === "jupyter-config-data" ? {textContent: settings} : null,
  createElement: (tag) => ({tag}), body: {appendChild: (el) => added.push(el.src)}};
globalThis.Worker = class { constructor(url) { this.url = url; this.posted = []; made.push(this); }
                            postMessage(m) { this.posted.push(m); } };
new Function(start.replace(/^<script>|<\/script>$/g, ""))();
const w = made[0];
out.page.url = w.url.split("#")[0];
out.page.start = JSON.parse(decodeURIComponent(w.url.split("#")[1] || "null"));
out.page.posted = w.posted;
out.page.scriptsBeforeAlive = added.slice();
w.onmessage({data: {type: "restored"}});
w.onmessage({data: {type: "alive"}});
w.onmessage({data: [{type: "comm_open"}, {type: "display"}]});
out.page.scriptsAfterAlive = added.slice();
out.page.early = window.dxLeanEarly;
// the worker: its own address carries the start; nothing is posted to it
const calls = [], sent = [];
const scope = {location: {hash: "#" + w.url.split("#")[1]}, postMessage: (m) => sent.push(m),
               importScripts: (url) => calls.push(["importScripts", url]),
               dxSnapshot: {options: (o) => { calls.push(["options", o]); return {}; }, restored: async () => null},
               loadPyodide: async () => { calls.push(["loadPyodide"]); return api; }};
// Python: the page's code sends two messages as it runs
const api = {globals: {set: () => null}, runPython: (code) => {
  if (code.includes("__dx_take")) { scope.dxPost({type: "comm_open", n: 1}); scope.dxPost({type: "display", n: 2}); }
}};
new Function("self", "postMessage", "importScripts", "loadPyodide", worker)(
  scope, scope.postMessage, scope.importScripts, scope.loadPyodide);
setTimeout(() => { out.worker.calls = calls; out.worker.sent = sent; console.log(JSON.stringify(out)); }, 50);
"""


def test_the_worker_starts_from_its_address_and_the_page_script_waits_for_it() -> None:
    """The worker begins from what its address carries, with no message from the page (a message waits for the
    page's main thread, busy with the page's script and first layout: 0.3 s of every visit), and the page adds its
    own script only once the worker says it has begun (the worker's start also waits for a free turn of that
    thread). What Python sends while it runs reaches the page as one message."""
    node = shutil.which("node")
    assert node, "the lean page's start is tested in Node.js (make test needs it: apt-get install -y nodejs)"
    settings = json.dumps({
        "baseUrl": "/daifugo/",
        "notebookSrc": {"cells": [{"cell_type": "markdown", "source": "# x"},
                                  {"cell_type": "code", "source": ["from explorer import page\n", "page()"]}]},
        "litePluginSettings": {"@jupyterlite/pyodide-kernel-extension:kernel": {
            "pyodideUrl": "../../static/pyodide/pyodide.js",
            "loadPyodideOptions": {"dxSnapshot": {"memory": "m.gz", "files": "f.gz", "key": "k"}, "env": {"A": "1"}}}}})
    worker = bs.LEAN_WORKER.replace("BRIDGE", json.dumps(bs.LEAN_BRIDGE))
    done = subprocess.run([node, "-e", START_HARNESS], input=json.dumps([bs.LEAN_START, worker, settings]),
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    page, seen = out["page"], out["worker"]
    assert page["url"] == "http://site/daifugo/lean/" + bs.LEAN_WORKER_FILE
    assert page["start"] == {"pyodideUrl": "http://site/daifugo/static/pyodide/pyodide.js",
                             "indexUrl": "http://site/daifugo/static/pyodide/", "code": "from explorer import page\npage()",
                             "options": {"dxSnapshot": {"memory": "m.gz", "files": "f.gz", "key": "k"}, "env": {"A": "1"}}}
    assert page["posted"] == [], "the page told the worker what to start by a message"
    assert page["scriptsBeforeAlive"] == [], "the page's script was added before the worker had begun"
    assert page["scriptsAfterAlive"] == ["../../lean/lean.js"]
    # kept for the page's script, each message of a list on its own; "alive" is the start's own
    assert page["early"] == [{"type": "restored"}, {"type": "comm_open"}, {"type": "display"}]
    assert seen["sent"][0] == {"type": "alive"}
    assert seen["calls"][0] == ["importScripts", "http://site/daifugo/static/pyodide/pyodide.js"]
    assert seen["calls"][1][0] == "options" and seen["calls"][2] == ["loadPyodide"]
    # what Python sent while it ran, as one message
    assert seen["sent"][1:] == [{"type": "restored"}, [{"type": "comm_open", "n": 1}, {"type": "display", "n": 2}]]


# The memory snapshot without its runs of zeros (bs.SPARSE_JS, run when the site is built) and the worker's way back
# (bs.KERNEL_WORKER_RUNTIME's expand), in Node.js.
SPARSE_HARNESS = r"""
const [sparseJs, runtime, run, memory] = JSON.parse(require("fs").readFileSync(0, "utf8"));
globalThis.self = globalThis;
const dxSparse = new Function(sparseJs + "; return dxSparse;")();
new Function(runtime)();
const bytes = Uint8Array.from(Buffer.from(memory, "base64"));
const file = dxSparse(bytes, run);
const back = self.dxSnapshot.expand(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
let refused = "";
try { self.dxSnapshot.expand(new Uint8Array(64).buffer); } catch (e) { refused = String(e.message); }
console.log(JSON.stringify({file: Buffer.from(file).toString("base64"), back: Buffer.from(back).toString("base64"),
                            refused}));
"""


def test_the_snapshots_memory_leaves_out_its_runs_of_zeros_and_the_worker_puts_them_back() -> None:
    import random
    import re

    node = shutil.which("node")
    assert node, "the snapshot's memory file is tested in Node.js (make test needs it: apt-get install -y nodejs)"
    rnd = random.Random(44)
    memory = bytearray()
    # runs of zeros just shorter than, as long as and longer than the run left out; at the start and at the end
    for run in (300, 1, 255, 256, 257, 5000, 7, 1024, 0, 600):
        memory += bytes(run) + bytes(rnd.randrange(1, 256) for _ in range(rnd.randrange(1, 400)))
    memory += bytes(bs.SPARSE_RUN)
    memory = bytes(memory)
    done = subprocess.run([node, "-e", SPARSE_HARNESS], capture_output=True, text=True, timeout=60,
                          input=json.dumps([bs.SPARSE_JS, bs.KERNEL_WORKER_RUNTIME, bs.SPARSE_RUN,
                                            base64.b64encode(memory).decode()]))
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    file, back = base64.b64decode(out["file"]), base64.b64decode(out["back"])
    assert back == memory, "the worker's memory is not the one the build left its zeros out of"
    # what the file holds, read here by its description (bs.SPARSE_MAGIC): every run of SPARSE_RUN zeros or more
    # is left out, nothing else
    runs = [(m.start(), m.end()) for m in re.finditer(b"\\x00{%d,}" % bs.SPARSE_RUN, memory)]
    parts, at = [], 0
    for start, end in runs:
        if start > at:
            parts.append((at, start - at))
        at = end
    if len(memory) > at:
        parts.append((at, len(memory) - at))
    head = struct.unpack_from(f"<{3 + 2 * len(parts)}I", file)
    assert head[:3] == (bs.SPARSE_MAGIC, len(memory), len(parts))
    assert list(zip(head[3::2], head[4::2])) == parts
    assert len(file) == 4 * len(head) + sum(n for _, n in parts) < len(memory) - 7000
    # a memory file of another build (no mark) is refused with a sentence, not restored as garbage
    assert "not this build's" in out["refused"]


def test_the_archive_leaves_out_the_compiled_files_of_the_modules_already_imported(tmp_path: Path) -> None:
    """Python reads no module's file again once it is imported: the archive of installed files leaves out the
    compiled files of every module the snapshot holds (bs.IMPORTED_PYC_PY, run in the snapshot's Python); the
    standard library's (not in the archive) and those of modules not imported stay out of that list."""
    # as Pyodide's runPython runs it: its statements, then the value of its last expression
    script = ("import ast, yaml, pygments, json\n"
              f"tree = ast.parse({bs.IMPORTED_PYC_PY!r})\n"
              "last = tree.body.pop()\n"
              "ns = {}\n"
              "exec(compile(tree, 'imported_pyc', 'exec'), ns)\n"
              "print(eval(compile(ast.Expression(last.value), 'imported_pyc', 'eval'), ns))\n")
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    found = json.loads(done.stdout.strip().splitlines()[-1])
    import yaml
    assert yaml.__cached__ in found  # a module imported, installed in site-packages
    assert all(p.endswith(".pyc") and "/site-packages/" in p for p in found), found[:5]
    assert not any("/pygments/lexers/lisp" in p for p in found)  # a module not imported
    assert not any(p.endswith("/json/__init__.pyc") or "/json/__pycache__/" in p for p in found)  # the stdlib's
