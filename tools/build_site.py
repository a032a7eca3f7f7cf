"""Build the explorer as a static site: every page of notebooks/ running in the browser (voici + Pyodide).

    python tools/build_site.py [--out _site]      # make site

Everything comes from the package registries (PyPI, npm) at the versions in site/pins.toml, is cached under
build/site/ and put together in ``--out``:

- a build environment (build/site/builder/: voici-core, jupyterlite, the Pyodide kernel, the widget
  front-ends) runs ``voici build`` over a copy of notebooks/ (with the version on the home page);
- Pyodide's core from the npm package, with a ``pyodide-lock.json`` that lists exactly the wheels shipped
  beside it (the explorer's own, built from this checkout; pure wheels from PyPI; PyYAML built pure from its
  sdist; the kernel's own wheels), all compiled to bytecode by that same Pyodide (tools/precompile_wheels.py),
  and a ``jupyter-lite.json`` that preloads them all and never falls back to PyPI;
- the kernel's memory snapshot: Pyodide started in Node.js with every wheel, the kernel's start and every page's
  imports run, then its memory saved with the installed files as one archive (``static/pyodide/dx-snapshot-*``);
  the kernel's worker is patched to restore it instead of starting Python, unpacking the wheels and importing
  IPython on every visit (:func:`memory_snapshot`, :func:`patch_kernel_worker`); the first visit keeps the two
  files unzipped in the browser's Cache Storage under the build's key (:func:`snapshot_key`), so later visits of
  that build skip the unzipping;
- the landing page is the explorer's home (``voici/render/index.html``; the site's root redirects there) as
  plain HTML that needs no kernel (explorer/widgets/static_home.py: the served home page's texts, both
  languages), which shows at once and, while the visitor reads it, fetches what the other pages need
  (Pyodide's core and the kernel's snapshot) into the browser's cache;
- voici's loading line is the reader's language (dx.js words it; its first line, "Running ...", is emptied);
- each page's kernel sees the request as a served page's does (dx.js puts the address's query and the
  explorer's cookies in Pyodide's environment before voici starts it): the page is built in the reader's
  language from its first paint;
- the pages run without JupyterLab's application (:func:`lean_pages`): voici's bundle is replaced by a widget
  manager of ipywidgets 8's own (site/lean/page.js, bundled with esbuild from the npm packages site/lean pins,
  with Font Awesome and JupyterLab's light theme) and the kernel's worker (the snapshot's runtime, then the
  page's notebook code run directly) is made as the page's body begins, and starts without waiting for the page;
  the templates' Font Awesome CDN links are dropped;
- every page gets the server pages' script and CSS (the ``dx`` Voilà template's dx.js and dx.css): the
  language and four-colour choices kept across pages, reloads and links, ← / → in Learn, phone widths;
- each page's first paint: the page as it first looks, drawn by the build in Chromium in each language and
  shown at once over the page until its kernel has built the live one (tools/site_first_paint.py);
- no service worker (and voici's bundle does not try to register one: no 404), and JupyterLite's unused
  application bundle is pruned;
- finally every HTML, CSS and JSON file of the output is checked: a reference to another host, or a link
  between pages that leads nowhere, fails the build.

Every URL in the site is relative, so it works at any path (``https://user.github.io/daifugo/``).
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import csv
import fcntl
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import venv
import zipfile
from collections.abc import Iterable, Iterator
from email.parser import Parser
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
PINS = ROOT / "site" / "pins.toml"
CACHE = ROOT / "build" / "site"

# Pages are voici's render/<name>.html; the landing page redirects there.
LANDING = "voici/render/index.html"
# The kernel asks for these in initKernel unless loadPyodideOptions.packages names them (jupyterlite-pyodide-kernel
# 0.7.0); with micropip and piplite (initPackageManager) all of them are preloaded. It compares the names exactly,
# as spelled here: "pyodide_kernel", not the lock file's "pyodide-kernel" (else every page ran
# ``await piplite.install('pyodide_kernel')``, importing micropip: 0.7 s of a page's start), so the packages listed
# carry both spellings.
KERNEL_PACKAGES = ("micropip", "piplite", "sqlite3", "ipykernel", "comm", "pyodide_kernel", "jedi", "ipython")


class SiteBuildError(RuntimeError):
    """The site cannot be built as pinned: what failed and what to do."""


def log(message: str) -> None:
    print(f"build_site: {message}", flush=True)


def run(cmd: list[str], **kwargs: Any) -> None:
    log("$ " + " ".join(cmd))
    try:
        subprocess.run(cmd, check=True, **kwargs)
    except subprocess.CalledProcessError as exc:
        raise SiteBuildError(f"command failed ({exc.returncode}): {' '.join(cmd)}") from exc


def normalise(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


# ---------------------------------------------------------------------------------------------------- inputs

def builder_env(pins: dict[str, Any]) -> Path:
    """The venv that runs voici (reused while the pins are unchanged); returns its bin directory."""
    env = CACHE / "builder"
    stamp = env / "pins.json"
    wanted = json.dumps([pins["builder"]["requirements"], pins["builder"].get("constraints", [])])
    bin_dir = env / "bin"
    if not (stamp.is_file() and stamp.read_text() == wanted and (bin_dir / "voici").exists()):
        if env.exists():
            shutil.rmtree(env)
        log(f"creating the build environment {env.relative_to(ROOT)}")
        venv.create(env, with_pip=True)
        constraints = env / "constraints.txt"
        constraints.write_text("".join(f"{c}\n" for c in pins["builder"].get("constraints", [])))
        run([str(bin_dir / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check",
             "-c", str(constraints), *pins["builder"]["requirements"]])
        stamp.write_text(wanted)
    return bin_dir


def pyodide_core(pins: dict[str, Any]) -> Path:
    """The npm package's files (pyodide.js, pyodide.asm.wasm, python_stdlib.zip, …), checked against the pin."""
    spec = pins["pyodide"]["npm"]
    name, version = spec.split("@")
    tgz = CACHE / "downloads" / f"{name}-{version}.tgz"
    if not tgz.is_file():
        tgz.parent.mkdir(parents=True, exist_ok=True)
        run(["npm", "pack", spec, "--silent", "--pack-destination", str(tgz.parent)], stdout=subprocess.DEVNULL)
    digest = hashlib.sha256(tgz.read_bytes()).hexdigest()
    if digest != pins["pyodide"]["sha256"]:
        raise SiteBuildError(f"{tgz.name}: sha256 {digest}, site/pins.toml pins {pins['pyodide']['sha256']}")
    out = CACHE / "pyodide" / version
    if not (out / "pyodide.asm.wasm").is_file():
        if out.exists():
            shutil.rmtree(out)
        with tarfile.open(tgz) as tar:
            tar.extractall(out.parent / "tmp", filter="data")
        (out.parent / "tmp" / "package").rename(out)
        shutil.rmtree(out.parent / "tmp")
    return out


def pypi_wheels(pins: dict[str, Any]) -> list[Path]:
    """The pinned pure wheels for Pyodide's Python and platform (downloaded once into build/site/downloads)."""
    dest = CACHE / "downloads" / "wheels"
    dest.mkdir(parents=True, exist_ok=True)
    wanted = {normalise(n): v for n, v in pins["wheels"].items()}

    def have() -> dict[str, Path]:
        return {normalise(wheel_name(p)[0]): p for p in dest.glob("*.whl") if wheel_name(p)[1] == wanted.get(
            normalise(wheel_name(p)[0]))}

    missing = [f"{n}=={v}" for n, v in wanted.items() if n not in have()]
    if missing:
        run([sys.executable, "-m", "pip", "download", "-q", "--disable-pip-version-check", "--no-deps",
             "--only-binary=:all:", "--python-version", pins["pyodide"]["python"],
             "--platform", pins["pyodide"]["platform"], "-d", str(dest), *missing])
    found = have()
    if set(found) != set(wanted):
        raise SiteBuildError(f"no pure wheel downloaded for {sorted(set(wanted) - set(found))}")
    return [found[n] for n in sorted(found)]


def sdist_wheels(pins: dict[str, Any]) -> list[Path]:
    """Wheels built here from source distributions; PyYAML without its C extension."""
    dest = CACHE / "downloads" / "built"
    dest.mkdir(parents=True, exist_ok=True)
    out = []
    for name, version in pins["sdists"].items():
        found = [p for p in dest.glob("*.whl") if normalise(wheel_name(p)[0]) == normalise(name)
                 and wheel_name(p)[1] == version]
        if not found:
            run([sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps",
                 f"--no-binary={name}", f"{name}=={version}", "-w", str(dest)],
                env={**os.environ, "PYYAML_FORCE_LIBYAML": "0"})
            found = [p for p in dest.glob("*.whl") if normalise(wheel_name(p)[0]) == normalise(name)
                     and wheel_name(p)[1] == version]
        if len(found) != 1 or not found[0].name.endswith("-py3-none-any.whl"):
            raise SiteBuildError(f"{name} {version}: expected one pure wheel (py3-none-any), got {found}")
        out.append(found[0])
    return out


@contextlib.contextmanager
def building_in_the_tree() -> Iterator[None]:
    """Held while a wheel is built from this checkout: pip builds it in the tree (build/, the egg-info), and
    tests/test_packaging.py builds one too, at the same time when CI runs the site beside the tests
    (tools/test_lanes.py): the second waits for the first."""
    lock = ROOT / "build" / "wheel.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("w") as f:
        fcntl.flock(f, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(f, fcntl.LOCK_UN)


def explorer_wheel() -> Path:
    """The explorer, built from this checkout (with its scenarios and rule graph as package data)."""
    dest = CACHE / "explorer"
    if dest.exists():
        shutil.rmtree(dest)
    with building_in_the_tree():
        # The scenario index the Rules page reads (build/scenario-index.json, shipped by setup.py): made here, so
        # no visitor's browser reads the thousand scenarios (5-6 s in Pyodide) to list a rule's lessons.
        run([sys.executable, "-m", "explorer.scenarios.covering"])
        # DX_PURE=1: the pure build (setup.py), a py3-none-any wheel that Pyodide can install (no mypyc modules).
        run([sys.executable, "-m", "pip", "wheel", "-q", "--disable-pip-version-check", "--no-deps", str(ROOT),
             "-w", str(dest)], env={**os.environ, "DX_PURE": "1"})
    (wheel,) = dest.glob("daifugo_explorer-*-py3-none-any.whl")
    names = zipfile.ZipFile(wheel).namelist()
    if not any(n.startswith("explorer/_data/scenarios/basics/") for n in names) or \
            "explorer/graphs/rule_graph.json" not in names:
        raise SiteBuildError(f"{wheel.name} lacks its scenarios or rule_graph.json (see setup.py)")
    return wheel


def kernel_wheels(bin_dir: Path) -> list[Path]:
    """The Pyodide kernel's own wheels (pyodide_kernel, piplite, the ipykernel and widgetsnbextension shims)."""
    pypi = bin_dir.parent / "share/jupyter/labextensions/@jupyterlite/pyodide-kernel-extension/static/pypi"
    wheels = sorted(p for p in pypi.glob("*.whl") if not p.name.startswith("widgetsnbextension-3."))
    if len(wheels) != 4:
        raise SiteBuildError(f"expected 4 kernel wheels in {pypi}, found {[p.name for p in wheels]}")
    return wheels


# ---------------------------------------------------------------------------------------------------- wheels

def wheel_name(path: Path) -> tuple[str, str]:
    name, version = path.name.split("-")[:2]
    return name, version


def metadata(wheel: Path) -> Any:
    with zipfile.ZipFile(wheel) as z:
        (meta,) = [n for n in z.namelist() if n.endswith(".dist-info/METADATA") and n.count("/") == 1]
        return Parser().parsestr(z.read(meta).decode("utf-8"))


# Parts of a wheel the browser never reads: front-end bundles (the site carries them already), data files, tests.
_SLIM = re.compile(r"(^[^/]+\.data/|/(labextension|nbextension|tests)/)")


def slim_copy(wheel: Path, dest: Path) -> Path:
    """``wheel`` without the parts the browser never reads, its RECORD rewritten to match."""
    out = dest / wheel.name
    with zipfile.ZipFile(wheel) as src, zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        kept = [i for i in src.infolist() if not _SLIM.search(i.filename)]
        record = next(i.filename for i in kept if i.filename.endswith(".dist-info/RECORD"))
        rows = []
        for info in kept:
            if info.filename == record:
                continue
            data = src.read(info)
            dst.writestr(info, data)
            digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
            rows.append([info.filename, f"sha256={digest}", str(len(data))])
        rows.append([record, "", ""])
        buf = io.StringIO()
        csv.writer(buf, lineterminator="\n").writerows(rows)
        dst.writestr(record, buf.getvalue())
    return out


# Start-up work the pages never use, taken out of the kernel's imports (issue 44: every page starts IPython in
# Pyodide, so each module it imports is paid on every visit). Each patch is a text replacement in one file of one
# wheel that must match exactly once: a new version of the wheel fails the build here instead of shipping unpatched.
_PIPLITE_LAZY = '''
def _load_micropip() -> None:
    """Import micropip when a package is first installed (``%pip``), not when the kernel starts: the kernel
    imports this module on every page (initPackageManager), and micropip with ``unittest.mock`` is about 70
    modules the pages never use (patched in by the explorer's tools/build_site.py)."""
    global micropip, patch, ProjectInfo, CompatibilityLayer, _MP_QUERY_PACKAGE
    from unittest.mock import patch
    import micropip
    from micropip.package_index import ProjectInfo, CompatibilityLayer
    from micropip.package_index import query_package as _MP_QUERY_PACKAGE
'''
WHEEL_PATCHES: dict[str, list[tuple[str, str, str]]] = {
    # piplite.piplite is imported by the kernel at start (to set two settings) and imports micropip at its top.
    "piplite": [
        ("piplite/piplite.py", "\nfrom typing import Any\n", "\nfrom __future__ import annotations\nfrom typing import Any\n"),
        ("piplite/piplite.py",
         "from unittest.mock import patch\n\nimport micropip\nfrom micropip.package_index import ProjectInfo, "
         "CompatibilityLayer\nfrom micropip.package_index import query_package as _MP_QUERY_PACKAGE\n",
         _PIPLITE_LAZY),
        ("piplite/piplite.py", '    """Invoke micropip.install with a patch to get data from local indexes"""\n',
         '    """Invoke micropip.install with a patch to get data from local indexes"""\n    _load_micropip()\n'),
    ],
    # ``import IPython`` imports the terminal's embed() (prompt_toolkit: about 140 modules) for a kernel that has
    # no terminal; the name stays, and imports it when called.
    "ipython": [
        ("IPython/__init__.py", "from .terminal.embed import embed\n",
         "def embed(*args, **kwargs):  # imported when called (tools/build_site.py: no prompt_toolkit at start)\n"
         "    from .terminal.embed import embed as _embed\n    return _embed(*args, **kwargs)\n"),
        # pydoc (with urllib, http, _pyrepl) only formats a value in a traceback: imported when one is shown.
        ("IPython/core/tbtools.py", "\nimport pydoc\n", "\n"),
        ("IPython/core/tbtools.py", "        return pydoc.text.repr(value)",
         "        import pydoc  # imported here, not at start (tools/build_site.py)\n\n"
         "        return pydoc.text.repr(value)"),
    ],
}


def patch_wheel(wheel: Path) -> Path:
    """Apply :data:`WHEEL_PATCHES` to ``wheel`` in place (a staged copy), its RECORD rewritten; returns it."""
    patches = WHEEL_PATCHES.get(normalise(wheel_name(wheel)[0]))
    if not patches:
        return wheel
    with zipfile.ZipFile(wheel) as src:
        infos = src.infolist()
        data = {i.filename: src.read(i) for i in infos}
    for member, old, new in patches:
        text = data[member].decode("utf-8") if member in data else ""
        if text.count(old) != 1:
            raise SiteBuildError(f"{wheel.name}: {member} should contain {old.strip()[:60]!r} once (a start-up "
                                 f"patch, tools/build_site.py WHEEL_PATCHES): check its version in site/pins.toml")
        data[member] = text.replace(old, new).encode("utf-8")
    record = next(n for n in data if n.endswith(".dist-info/RECORD"))
    rows = [[n, "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b"=").decode(), str(len(d))]
            for n, d in data.items() if n != record] + [[record, "", ""]]
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    data[record] = buf.getvalue().encode("utf-8")
    with zipfile.ZipFile(wheel, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in infos:
            dst.writestr(info, data[info.filename])
    return wheel


_COMPILE_JS = """
import { loadPyodide } from %(module)s;
const py = await loadPyodide({ indexURL: %(index)s });
for (const [host, here] of [[%(build)s, "/build"], [%(tools)s, "/tools"]]) {
  py.FS.mkdirTree(here);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: host }, here);
}
py.runPython("import sys; sys.path.insert(0, '/tools')");
console.log(py.runPython("import precompile_wheels; precompile_wheels.main(" + JSON.stringify(%(jobs)s) + ")"));
"""


def precompile(core: Path, wheels: list[Path], dest: Path) -> list[Path]:
    """Bytecode for every wheel, compiled by the site's own Pyodide in Node.js (tools/precompile_wheels.py);
    the explorer keeps its sources beside its bytecode, the others ship bytecode only."""
    build = CACHE.resolve()
    dest.mkdir(parents=True, exist_ok=True)
    jobs, out = [], []
    for wheel in wheels:
        target = dest / wheel.name
        jobs.append([f"/build/{wheel.resolve().relative_to(build)}", f"/build/{target.relative_to(build)}",
                     wheel.name.startswith("daifugo_explorer-")])
        out.append(target)
    script = build / "precompile.mjs"
    script.write_text(_COMPILE_JS % {
        "module": json.dumps((core / "pyodide.mjs").resolve().as_uri()), "index": json.dumps(f"{core.resolve()}/"),
        "build": json.dumps(str(build)), "tools": json.dumps(str(ROOT / "tools")), "jobs": json.dumps(json.dumps(jobs)),
    }, encoding="utf-8")
    run(["node", str(script)])
    missing = [p.name for p in out if not p.is_file()]
    if missing:
        raise SiteBuildError(f"no bytecode wheel for {missing}")
    return out


def placeholder_wheel(name: str, reason: str, dest: Path) -> Path:
    """An empty wheel named ``name`` (metadata only): the kernel's request for it is met, ``import`` still fails."""
    dist = f"{name}-0.0.0"
    out = dest / f"{name}-0.0.0-py3-none-any.whl"
    files = {
        f"{dist}.dist-info/METADATA": f"Metadata-Version: 2.1\nName: {name}\nVersion: 0.0.0\n"
                                      f"Summary: Not shipped with the explorer's static site: {reason}\n",
        f"{dist}.dist-info/WHEEL": "Wheel-Version: 1.0\nGenerator: tools/build_site.py\nRoot-Is-Purelib: true\n"
                                   "Tag: py3-none-any\n",
    }
    files[f"{dist}.dist-info/RECORD"] = "".join(f"{n},,\n" for n in [*files, f"{dist}.dist-info/RECORD"])
    with zipfile.ZipFile(out, "w") as z:
        for n, text in files.items():
            z.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), text)
    return out


def top_level(wheel: Path) -> list[str]:
    with zipfile.ZipFile(wheel) as z:
        names = z.namelist()
    tops = {n.split("/")[0] for n in names if "/" in n and ".dist-info" not in n.split("/")[0]
            and ".data" not in n.split("/")[0]}
    tops |= {n[:-3] for n in names if "/" not in n and n.endswith(".py")}
    return sorted(tops)


def requirements(meta: Any) -> list[str]:
    """Names of the requirements that apply in Pyodide (no extras; markers for CPython 3.13 on Emscripten)."""
    from packaging.requirements import Requirement

    env = {"python_version": "3.13", "python_full_version": "3.13.2", "sys_platform": "emscripten",
           "platform_system": "Emscripten", "os_name": "posix", "platform_machine": "wasm32",
           "implementation_name": "cpython", "platform_python_implementation": "CPython", "extra": ""}
    names = []
    for spec in meta.get_all("Requires-Dist") or []:
        req = Requirement(spec)
        if req.marker is None or req.marker.evaluate(env):
            names.append(normalise(req.name))
    return names


def lock_file(pins: dict[str, Any], core: Path, wheels: list[Path]) -> dict[str, Any]:
    """Pyodide's lock file for exactly ``wheels``, each with its dependencies among them."""
    base = json.loads((core / "pyodide-lock.json").read_text(encoding="utf-8"))
    shipped = {normalise(metadata(w)["Name"]): w for w in wheels}
    not_needed = {normalise(n) for n in pins.get("not_needed", {})}
    packages = {}
    for name, wheel in sorted(shipped.items()):
        meta = metadata(wheel)
        depends = []
        for req in requirements(meta):
            if req in shipped:
                depends.append(req)
            elif req not in not_needed:
                raise SiteBuildError(f"{wheel.name} requires {req}, which the site does not ship: pin it in "
                                     f"site/pins.toml [wheels], or list it under [not_needed] with the reason")
        packages[name] = {
            "name": name, "version": meta["Version"], "file_name": wheel.name, "install_dir": "site",
            "sha256": hashlib.sha256(wheel.read_bytes()).hexdigest(), "package_type": "package",
            "imports": top_level(wheel), "depends": sorted(set(depends)), "unvendored_tests": False,
            "shared_library": False,
        }
    return {"info": base["info"], "packages": packages}


# ---------------------------------------------------------------------------------------------------- snapshot

# Every page's kernel used to start CPython (Pyodide's ``loadPyodide``: half of a page's start), unpack the 27
# wheels, import the kernel (IPython: a fifth) and the page's modules, on every visit. Instead the site ships what
# Python's memory holds after all that, made once here in Node.js with Pyodide's memory snapshot (private in 0.29:
# ``loadPyodide({_makeSnapshot})``, ``makeMemorySnapshot()``, ``loadPyodide({_loadSnapshot})``), and the kernel's
# worker restores it (:data:`KERNEL_WORKER_PATCH`). Two files, gzip-compressed (static hosts serve them as they are):
# the memory, and the installed files (the file system is JavaScript's, outside the snapshot: site-packages as one
# archive the worker writes back, in place of unpacking the wheels in Python).
SNAPSHOT_MEMORY = "dx-snapshot-memory.bin.gz"
SNAPSHOT_FILES = "dx-snapshot-site-packages.bin.gz"
# Imported into the snapshot besides the kernel's start and the pages' own imports: what the pages import when they
# are built or first drawn (the rules-in-force graph: networkx).
SNAPSHOT_IMPORTS = ("ipywidgets", "networkx", "yaml")
# Set in the snapshot, read by the site tests: a page whose IPython has this attribute did not import IPython.
SNAPSHOT_MARKER = "_dx_imported_at"
# The compiled files (.pyc) of the modules the snapshot has imported: the archive leaves them out (a third of its
# bytes and a quarter of its files), since Python never reads a module's file again once it is in sys.modules. A
# module's source (.py, which the explorer ships beside its .pyc) stays: it is read as text (the scenario index's
# digest, a traceback's lines). Run in the snapshot's Python in a namespace of its own; its value: the paths as JSON.
IMPORTED_PYC_PY = r"""
import json, sys
found = set()
for module in list(sys.modules.values()):
    for name in ("__cached__", "__file__"):
        path = getattr(module, name, None)
        if isinstance(path, str) and path.endswith(".pyc") and "/site-packages/" in path:
            found.add(path)
json.dumps(sorted(found))
"""
# The memory's runs of at least SPARSE_RUN zero bytes are left out of its file (a quarter of its 52 MB): the file is
# the magic "DXSP", the memory's length, the number of parts kept, each part's (offset, length), then the parts'
# bytes, all little-endian uint32. The worker puts the parts back into zeroed memory (KERNEL_WORKER_RUNTIME).
SPARSE_MAGIC = 0x50535844
SPARSE_RUN = 256
SPARSE_JS = r"""function dxSparse(memory, run) {
  // memory: a Uint8Array; returns the sparse file's bytes (tools/build_site.py SPARSE_MAGIC)
  const parts = [];
  let start = 0, zeros = 0;
  for (let i = 0; i < memory.length; i++) {
    if (memory[i] !== 0) { zeros = 0; continue; }
    if (++zeros === run) {  // a run long enough to leave out: the part before it ends where it began
      const end = i + 1 - run;
      if (end > start) parts.push([start, end - start]);
      while (i + 1 < memory.length && memory[i + 1] === 0) i++;
      start = i + 1; zeros = 0;
    }
  }
  if (memory.length > start) parts.push([start, memory.length - start]);
  const head = new Uint32Array(3 + 2 * parts.length);
  head[0] = SPARSE_MAGIC_HEX; head[1] = memory.length; head[2] = parts.length;
  parts.forEach((p, k) => { head[3 + 2 * k] = p[0]; head[4 + 2 * k] = p[1]; });
  const kept = parts.reduce((n, p) => n + p[1], 0);
  const out = new Uint8Array(head.byteLength + kept);
  out.set(new Uint8Array(head.buffer), 0);
  let at = head.byteLength;
  for (const [o, n] of parts) { out.set(memory.subarray(o, o + n), at); at += n; }
  return out;
}""".replace("SPARSE_MAGIC_HEX", hex(SPARSE_MAGIC))

_SNAPSHOT_JS = r"""
import { loadPyodide } from %(module)s;
import fs from "node:fs";
import zlib from "node:zlib";
const started = performance.now();
const py = await loadPyodide({ indexURL: %(index)s, packages: %(packages)s, _makeSnapshot: true });
const started_python = performance.now();
const modules = await py.runPythonAsync(%(prep)s);
const imported = performance.now();
const own = py.toPy({});
const leftOut = new Set(JSON.parse(py.runPython(%(imported_pyc)s, { globals: own })));
own.destroy();
%(sparse_js)s
// The installed files (everything the wheels put in site-packages), as one archive: a little-endian uint32, the
// JSON index {dirs, files: [[path, size, mtime in ms], ...]}, then the files' bytes in the index's order. The
// times are written back with the files: what Python kept by a file's time (the scenario index) stays valid.
const FS = py.FS, dirs = [], files = [], chunks = [];
(function walk(dir) {
  for (const name of FS.readdir(dir).sort()) {
    if (name === "." || name === "..") continue;
    const path = dir + "/" + name;
    if (FS.isDir(FS.stat(path).mode)) { dirs.push(path); walk(path); }
    else if (!leftOut.has(path)) {
      const data = FS.readFile(path);
      files.push([path, data.length, +FS.stat(path).mtime]);  // a Date or a number of ms
      chunks.push(data);
    }
  }
})(%(site_packages)s);
const index = Buffer.from(JSON.stringify({ dirs, files }));
const head = Buffer.alloc(4);
head.writeUInt32LE(index.length, 0);
const archive = Buffer.concat([head, index, ...chunks]);
// The JavaScript side's record of loaded packages is outside the memory; its entries must not be in it either
// (the page's worker marks them loaded once it has written the files back).
for (const name of Object.keys(py.loadedPackages)) delete py.loadedPackages[name];
// References from Python to JavaScript must be named to be restored: the kernel keeps Pyodide's own API
// (pyodide_js.loadPackagesFromImports). The worker's deserializer (KERNEL_WORKER_RUNTIME) resolves these names.
const memory = py.makeMemorySnapshot({ serializer: (value) => {
  if (value === py) return { pyodide: null };
  for (const name of Object.getOwnPropertyNames(py)) if (py[name] === value) return { pyodide: name };
  throw new Error("the snapshot holds a JavaScript object it cannot name: " + String(value).slice(0, 120));
} });
const made = performance.now();
const sparse = dxSparse(memory, %(sparse_run)s);
fs.writeFileSync(%(memory_out)s, zlib.gzipSync(sparse, { level: 6 }));
fs.writeFileSync(%(files_out)s, zlib.gzipSync(archive, { level: 6 }));
console.log(JSON.stringify({ modules, memory: memory.length, sparse: sparse.length, files: files.length,
  left_out: leftOut.size, archive: archive.length,
  load_s: (started_python - started) / 1000, imports_s: (imported - started_python) / 1000, snapshot_s: (made - imported) / 1000,
  total_s: (performance.now() - started) / 1000 }));
"""


def notebook_code() -> list[str]:
    """Every page's code cells (notebooks/), in order."""
    return ["".join(cell["source"]) for nb in sorted((ROOT / "notebooks").glob("*.ipynb"))
            for cell in json.loads(nb.read_text(encoding="utf-8"))["cells"] if cell["cell_type"] == "code"]


def notebook_imports() -> list[str]:
    """The import statements of every page's code cells (notebooks/), in order, each once."""
    import ast

    found: list[str] = []
    for source in notebook_code():
        for node in ast.parse(source).body:
            if isinstance(node, (ast.Import, ast.ImportFrom)):
                line = ast.unparse(node)
                if line not in found:
                    found.append(line)
    return found


# Run in this build's Python (the explorer installed): every page's notebook, its reads of scenario files
# recorded. Printed: the files, relative to the scenarios folder, as JSON.
_PAGE_SCENARIOS_PY = r"""
import json, sys
from pathlib import Path
import explorer.scenarios.model as model
from explorer.resources import scenarios_dir
read, load = [], model.load_scenario
def recorded(path):
    read.append(Path(path).resolve().relative_to(scenarios_dir().resolve()).as_posix())
    return load(path)
model.load_scenario = recorded
for module in list(sys.modules):  # the pages bound the name when they were imported
    if module.startswith("explorer.widgets.") and getattr(sys.modules[module], "load_scenario", None) is load:
        sys.modules[module].load_scenario = recorded
for code in json.loads(sys.argv[1]):
    exec(code, {})
print(json.dumps(sorted(set(read))))
"""


def page_scenarios() -> list[str]:
    """The scenario files the pages read while they are built (each notebook's code run here, in a Python of
    its own, with the explorer this build ships), relative to the scenarios folder."""
    imports = "\n".join(notebook_imports())
    done = subprocess.run([sys.executable, "-c", imports + "\n" + _PAGE_SCENARIOS_PY, json.dumps(notebook_code())],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode:
        raise SiteBuildError(f"the pages could not be built to see which scenarios they read:\n{done.stderr[-3000:]}")
    found: list[str] = json.loads(done.stdout.strip().splitlines()[-1])
    return found


def snapshot_prep(scenarios: Iterable[str] = ()) -> str:
    """What runs in Pyodide before the snapshot is taken: the kernel's start as its worker runs it
    (jupyterlite-pyodide-kernel 0.7.0: initPackageManager, initKernel), every page's imports, the scenario
    files the pages read parsed once (``scenarios``, relative to the scenarios folder: the pages then find
    them parsed: explorer.scenarios.model.load_scenario), the index of which scenarios show each rule
    (explorer.scenarios.covering.index: the Rules page then takes no digest of the folder), the rule graph's
    cached edges parsed (explorer.graphs.rule_graph.graph_edges), the marker."""
    parse = [f"for _dx_path in {sorted(scenarios)!r}:", "    _dx_load(_dx_scenarios() / _dx_path)",
             "del _dx_path"] if scenarios else []
    warm = [# the rule graph's cached edges, parsed (the Interactions page, the Sandbox's graph of the rules in force):
            # first, so that what parsing 2 MB of JSON leaves freed is taken by what follows (memory left written
            # is memory the snapshot carries)
            "from explorer.graphs.rule_graph import CACHE as _dx_graph, DECKS_CACHE as _dx_decks, graph_edges as _dx_edges",
            "_dx_edges(_dx_graph)", "_dx_edges(_dx_decks)", "del _dx_graph, _dx_decks, _dx_edges",
            "from explorer.resources import scenarios_dir as _dx_scenarios",
            "from explorer.widgets.learn import load_or_error as _dx_load",  # parsed, and its start checked
            "from explorer.scenarios.covering import freeze as _dx_freeze",
            # which scenarios show each rule (the Rules page): the index, frozen (nothing changes the installed
            # folder in the browser: the pages never list it again). First: it registers the rule files
            # scenarios name, and a scenario parsed before the rules changed would be parsed again
            "_dx_freeze(_dx_scenarios())", *parse, "del _dx_scenarios, _dx_load, _dx_freeze"]
    lines = ["import sys", "import piplite.piplite", "import pyodide_kernel", "import IPython",
             *notebook_imports(), *(f"import {m}" for m in SNAPSHOT_IMPORTS), *warm,
             f"IPython.{SNAPSHOT_MARKER} = 'snapshot'", "import gc", "gc.collect()", "len(sys.modules)"]
    return "\n".join(lines) + "\n"


def memory_snapshot(core: Path, pyodide_dir: Path, lock: dict[str, Any]) -> dict[str, Any]:
    """Make the kernel's memory snapshot and the installed files' archive in ``pyodide_dir`` (the site's
    ``static/pyodide``), from the wheels and lock file already there; returns what the script reports."""
    script = CACHE.resolve() / "snapshot.mjs"
    scenarios = page_scenarios()
    log(f"memory snapshot: the pages read {len(scenarios)} scenario files, parsed into it")
    packages = sorted(p["name"] for p in lock["packages"].values())
    script.write_text(_SNAPSHOT_JS % {
        "module": json.dumps((core / "pyodide.mjs").resolve().as_uri()),
        "index": json.dumps(f"{pyodide_dir.resolve()}/"), "packages": json.dumps(packages),
        "prep": json.dumps(snapshot_prep(scenarios)), "site_packages": json.dumps("/lib/python3.13/site-packages"),
        "imported_pyc": json.dumps(IMPORTED_PYC_PY), "sparse_js": SPARSE_JS, "sparse_run": SPARSE_RUN,
        "memory_out": json.dumps(str(pyodide_dir / SNAPSHOT_MEMORY)),
        "files_out": json.dumps(str(pyodide_dir / SNAPSHOT_FILES)),
    }, encoding="utf-8")
    log(f"$ node {script}")
    done = subprocess.run(["node", str(script)], capture_output=True, text=True)
    report = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if done.returncode or not report:
        raise SiteBuildError(f"the kernel's memory snapshot failed (node {script}):\n{done.stderr[-3000:]}")
    info: dict[str, Any] = json.loads(report[-1])
    info["memory_gz"] = (pyodide_dir / SNAPSHOT_MEMORY).stat().st_size
    info["files_gz"] = (pyodide_dir / SNAPSHOT_FILES).stat().st_size
    log(f"memory snapshot: {info['modules']} modules imported, memory {info['memory'] / 1e6:.1f} MB "
        f"({info['sparse'] / 1e6:.1f} MB without its runs of zeros, {info['memory_gz'] / 1e6:.1f} MB gzip), "
        f"{info['files']} installed files {info['archive'] / 1e6:.1f} MB ({info['files_gz'] / 1e6:.1f} MB gzip; "
        f"{info['left_out']} compiled files of imported modules left out); {info['total_s']:.1f} s")
    return info


# Runs in the kernel's worker (put before its code by :func:`patch_kernel_worker`). ``options`` turns the kernel's
# loadPyodideOptions into a restore from the snapshot when they name one (``dxSnapshot``); ``restored`` writes the
# installed files back, marks the packages loaded (so the notebook's imports load nothing), and gives Python what
# was read at its start in the page: the request's environment (QUERY_STRING, HTTP_COOKIE: dx.js) and a fresh seed.
KERNEL_WORKER_RUNTIME = r"""/* explorer: the kernel starts from a memory snapshot (tools/build_site.py) */
self.dxSnapshot = (function () {
  "use strict";
  var state = {api: null, files: null, packages: [], fromSnapshot: false, filesWritten: 0,
               fromCache: 0, kept: 0, toKeep: []};
  // The two files unzipped, kept in the browser's Cache Storage under the build's key by the first visit (once its
  // page works): a later visit of the same build reads them as they are (unzipping was half a second of every
  // page's start); another build's are deleted when this one's are kept. Anything the storage refuses (a private
  // window, a full disk) falls back to the files themselves.
  var KEPT = "dx-kernel-snapshot", KEEP_AFTER_MS = 3000;
  function keptName(url, key) { return url + (url.indexOf("?") < 0 ? "?" : "&") + "dx-snapshot=" + encodeURIComponent(key); }
  function fetchKept(url, key) {
    if (!key || !self.caches) return fetchGz(url);
    var name = keptName(url, key);
    return caches.open(KEPT).then(function (c) { return c.match(name); }).then(function (hit) {
      if (!hit) return null;
      return hit.arrayBuffer().then(function (buf) { state.fromCache += 1; return buf; });
    }).catch(function () { return null; }).then(function (buf) {
      if (buf) return buf;
      return fetchGz(url).then(function (got) { state.toKeep.push([name, got, key]); return got; });
    });
  }
  function keep() {
    var items = state.toKeep;
    state.toKeep = [];
    if (!items.length || !self.caches) return Promise.resolve();
    var key = items[0][2];
    return caches.open(KEPT).then(function (c) {
      return items.reduce(function (done, item) {
        return done.then(function () { return c.put(item[0], new Response(item[1])); })
                   .then(function () { state.kept += 1; });
      }, Promise.resolve()).then(function () { return c.keys(); }).then(function (all) {
        // another build's: this build's file kept by an earlier visit stays (a visit closed between two puts)
        return Promise.all(all.filter(function (r) { return new URL(r.url).searchParams.get("dx-snapshot") !== key; })
                              .map(function (r) { return c.delete(r); }));
      });
    }).catch(function () {});
  }
  state.keep = keep;
  // The landing page's own worker (WARM_JS): both files read and kept at once, while the visitor reads it.
  state.prefetch = function (urls, key) {
    return Promise.all(urls.map(function (url) { return fetchKept(url, key); })).then(keep)
      .then(function () { return state.kept; });
  };
  function fetchGz(url) {
    return fetch(url, {credentials: "same-origin"}).then(function (r) {
      if (!r.ok) throw new Error("the kernel's snapshot: " + r.status + " for " + r.url);
      return r.arrayBuffer();
    }).then(function (buf) {
      var head = new Uint8Array(buf, 0, 2);
      // a host that sends .gz files with Content-Encoding: gzip has had the browser unzip it already
      if (head[0] !== 0x1f || head[1] !== 0x8b) return buf;
      return new Response(new Blob([buf]).stream().pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
    });
  }
  // The memory's file without its runs of zeros (tools/build_site.py SPARSE_JS): its parts put back in zeroed memory.
  // The file as it arrived is what is kept for later visits (fetchKept), not the memory made from it.
  function expand(buf) {
    var head = new Uint32Array(buf, 0, 3);
    if (head[0] !== SPARSE_MAGIC_HEX) throw new Error("the kernel's snapshot: its memory file is not this build's (no DXSP mark)");
    var parts = new Uint32Array(buf, 12, 2 * head[2]), from = new Uint8Array(buf), memory = new Uint8Array(head[1]);
    var at = 12 + parts.byteLength;
    for (var k = 0; k < parts.length; k += 2) {
      memory.set(from.subarray(at, at + parts[k + 1]), parts[k]);
      at += parts[k + 1];
    }
    return memory;
  }
  state.expand = expand;
  function deserialize(value) {
    if (value.pyodide === null) {
      return new Proxy({}, {
        get: function (t, p) { return Reflect.get(state.api, p); },
        has: function (t, p) { return Reflect.has(state.api, p); },
        ownKeys: function () { return Reflect.ownKeys(state.api); },
        getOwnPropertyDescriptor: function (t, p) {
          var d = Reflect.getOwnPropertyDescriptor(state.api, p);
          if (d) d.configurable = true;
          return d;
        }
      });
    }
    var name = value.pyodide;
    return function () { return state.api[name].apply(state.api, arguments); };
  }
  state.options = function (init) {
    var o = init.loadPyodideOptions || {};
    if (!o.dxSnapshot) return o;
    var base = new URL(init.indexUrl, self.location.href);
    var copy = Object.assign({}, o);
    delete copy.dxSnapshot;
    copy.packages = [];
    copy._loadSnapshot = fetchKept(new URL(o.dxSnapshot.memory, base).href, o.dxSnapshot.key).then(expand);
    copy._snapshotDeserializer = deserialize;
    state.files = fetchKept(new URL(o.dxSnapshot.files, base).href, o.dxSnapshot.key);
    state.packages = o.packages || [];
    return copy;
  };
  state.restored = async function (py, o) {
    if (!state.files) return;
    state.api = py;
    var arrived = await state.files;
    // The archive as it arrived is kept for later visits: a copy of it is (once, on a visit that keeps it), since
    // the installed files below are views into the archive's own bytes, and Python may rewrite a file in place.
    state.toKeep.forEach(function (item) { if (item[1] === arrived) item[1] = arrived.slice(0); });
    var buf = new Uint8Array(arrived);
    var n = new DataView(buf.buffer).getUint32(0, true);
    var index = JSON.parse(new TextDecoder().decode(buf.subarray(4, 4 + n)));
    var at = 4 + n;
    index.dirs.forEach(function (d) { py.FS.mkdirTree(d); });
    index.files.forEach(function (f) {
      // each file is given its bytes where they are in the archive (owned: no copy, half of the 2,700 files'
      // writing; a write to the file later gives it bytes of its own or writes into them)
      var slash = f[0].lastIndexOf("/");
      py.FS.createDataFile(f[0].slice(0, slash), f[0].slice(slash + 1), buf.subarray(at, at + f[1]), true, true, true);
      if (f.length > 2) py.FS.utime(f[0], f[2], f[2]);  // the time it had in the snapshot
      at += f[1];
    });
    state.filesWritten = index.files.length;
    state.packages.forEach(function (name) { py.loadedPackages[name] = "default channel"; });
    py.runPython("import importlib, os, random\nos.environ.update(__import__('json').loads(" +
                 JSON.stringify(JSON.stringify((o && o.env) || {})) + "))\nrandom.seed()\nimportlib.invalidate_caches()");
    state.fromSnapshot = true;
    if (state.toKeep.length) setTimeout(keep, KEEP_AFTER_MS);  // once the page has had its start
  };
  return state;
})();
""".replace("SPARSE_MAGIC_HEX", hex(SPARSE_MAGIC))
# The kernel's worker calls loadPyodide with the page's loadPyodideOptions spread in, then sets on_fatal: the
# options go through dxSnapshot.options, and dxSnapshot.restored runs before anything else uses Python.
KERNEL_WORKER_PATCH = (
    "...e.loadPyodideOptions}),this._pyodide._api.on_fatal=",
    "...self.dxSnapshot.options(e)}),await self.dxSnapshot.restored(this._pyodide,e.loadPyodideOptions),"
    "this._pyodide._api.on_fatal=",
)
# The kernel's bundle (jupyterlite-pyodide-kernel 0.7.0) defines the worker's initRuntime five times in three files:
# the worker without cross-origin isolation (comlink), the one with it (coincident), and the three modules of the
# extension's main chunk (its copies of both workers and of the kernel's worker class).
KERNEL_WORKER_COPIES = 5


def patch_kernel_worker(site: Path) -> list[str]:
    """Make the Pyodide kernel's worker start from the memory snapshot (:data:`KERNEL_WORKER_PATCH`, with
    :data:`KERNEL_WORKER_RUNTIME` put first in each file patched). Every definition of the worker's initRuntime
    must call loadPyodide exactly as patched, once, and there must be :data:`KERNEL_WORKER_COPIES` of them: another
    version of the kernel fails the build here instead of shipping a site whose pages start without the snapshot.
    Returns the files patched."""
    static = site / "extensions" / "@jupyterlite" / "pyodide-kernel-extension" / "static"
    old, new = KERNEL_WORKER_PATCH
    texts = {p: p.read_text(encoding="utf-8") for p in sorted(static.glob("*.js"))}
    copies = {p: t.count("async initRuntime(") for p, t in texts.items() if "async initRuntime(" in t}
    found = {p.name: (n, texts[p].count(old)) for p, n in copies.items()}
    if sum(copies.values()) != KERNEL_WORKER_COPIES or any(n != m for n, m in found.values()):
        raise SiteBuildError(
            f"the Pyodide kernel's worker should call loadPyodide as {old!r} once in each of its "
            f"{KERNEL_WORKER_COPIES} definitions of initRuntime in "
            f"{static.relative_to(site) if static.is_dir() else static}; found (definitions, calls) "
            f"{found or 'no file'}: check jupyterlite-pyodide-kernel's version in site/pins.toml "
            f"(tools/build_site.py KERNEL_WORKER_PATCH)")
    for path in copies:
        path.write_text(KERNEL_WORKER_RUNTIME + texts[path].replace(old, new), encoding="utf-8")
    return [p.name for p in copies]


# ---------------------------------------------------------------------------------------------------- pages

def git_describe() -> str:
    try:
        out = subprocess.run(["git", "-C", str(ROOT), "describe", "--always", "--dirty"], check=True,
                             capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"
    return out or "unknown"


def explorer_version() -> str:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def page_contents(dest: Path, version: str) -> list[str]:
    """Copy notebooks/ for voici: the Pyodide kernel, the version on the landing page. (voici itself renders the
    markdown links ``learn.ipynb`` as ``learn.html``; the home page's widget links say ``.html`` in Pyodide.)"""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    pages = []
    for nb_path in sorted((ROOT / "notebooks").glob("*.ipynb")):
        nb = json.loads(nb_path.read_text(encoding="utf-8"))
        nb["metadata"]["kernelspec"] = {"name": "python", "display_name": "Python (Pyodide)", "language": "python"}
        nb["nbformat_minor"] = max(nb.get("nbformat_minor", 0), 5)
        if nb_path.stem == "index":
            nb["cells"].append({"cell_type": "markdown", "metadata": {}, "source": (
                f"<small class='dx-site-version'>静的サイト版 · ブラウザ内で動作 · explorer {version} / "
                f"Static site · runs in your browser · explorer {version}</small>")})
        for i, cell in enumerate(nb["cells"]):
            cell.setdefault("id", f"{nb_path.stem}-{i}")
        (dest / nb_path.name).write_text(json.dumps(nb, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
        pages.append(nb_path.stem)
    if "index" not in pages:
        raise SiteBuildError("notebooks/index.ipynb is missing: the site has no landing page")
    return pages


def snapshot_key(pyodide_dir: Path) -> str:
    """What names this build's snapshot in a visitor's Cache Storage (KERNEL_WORKER_RUNTIME): a digest of both
    files, so a visitor never restores another build's memory with this build's files."""
    h = hashlib.sha256()
    for name in (SNAPSHOT_MEMORY, SNAPSHOT_FILES):
        h.update(name.encode() + b"\0" + (pyodide_dir / name).read_bytes())
    return h.hexdigest()[:20]


def lite_config(pins: dict[str, Any], lock: dict[str, Any], key: str = "") -> dict[str, Any]:
    missing = [n for n in KERNEL_PACKAGES if normalise(n) not in lock["packages"]]
    if missing:
        raise SiteBuildError(f"the kernel needs {missing}, which the site does not ship")
    names = {lock["packages"][n]["name"] for n in lock["packages"]}
    preload = sorted(names | set(KERNEL_PACKAGES))  # the kernel's own spellings too (KERNEL_PACKAGES)
    return {
        "jupyter-lite-schema-version": 0,
        "jupyter-config-data": {
            "appName": "Daifugō rule explorer",
            "litePluginSettings": {
                "@jupyterlite/pyodide-kernel-extension:kernel": {
                    "pyodideUrl": "./static/pyodide/pyodide.js",
                    "disablePyPIFallback": True,
                    "loadPyodideOptions": {"packages": preload,
                                           # read by the kernel's worker (KERNEL_WORKER_RUNTIME), relative to
                                           # static/pyodide/; loadPyodide never sees it
                                           "dxSnapshot": {"memory": SNAPSHOT_MEMORY, "files": SNAPSHOT_FILES,
                                                          "key": key}},
                },
            },
        },
    }


def landing_page(site: Path) -> None:
    """``index.html`` sends the visitor to the explorer's home, relatively (so any base path works)."""
    html = ("<!DOCTYPE html>\n<html lang='ja'><head><meta charset='utf-8'>"
            "<title>大富豪ルールエクスプローラー / Daifugō rule explorer</title>"
            f"<meta http-equiv='refresh' content='0; url={LANDING}'>"
            f"<script>location.replace('{LANDING}' + location.search + location.hash)</script></head>"
            f"<body><a href='{LANDING}'>大富豪ルールエクスプローラー / Daifugō rule explorer</a></body></html>\n")
    (site / "index.html").write_text(html, encoding="utf-8")
    voici_index = site / "voici" / "index.html"
    if voici_index.is_file():
        voici_index.write_text(html.replace(LANDING, "render/index.html"), encoding="utf-8")


def static_landing(site: Path, version: str, lock: dict[str, Any]) -> list[str]:
    """Write the landing page (``voici/render/index.html``) as plain HTML (explorer/widgets/static_home.py), in
    place of voici's page of ``index.ipynb``; after the page has loaded it fetches, one file at a time and at
    low priority, the files every other page starts with (Pyodide's core and the kernel's memory snapshot), so
    they are in the browser's cache when the visitor opens one, then keeps the snapshot unzipped in Cache
    Storage as a first page visit does (``dxSnapshot.prefetch``, in a worker). Returns the files it warms."""
    from explorer.widgets.static_home import landing_page_html

    pyodide = site / "static" / "pyodide"
    names = ["pyodide.js", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json",
             SNAPSHOT_MEMORY, SNAPSHOT_FILES]
    missing = [n for n in names if not (pyodide / n).is_file()]
    if missing:
        raise SiteBuildError(f"the landing page would warm files the site lacks: {missing}")
    warm = [f"../../static/pyodide/{n}" for n in names]
    # and the pages' own scripts and styles where the pages run without JupyterLab's application (lean_pages)
    warm += [path for path in (f"../../lean/{LEAN_WORKER_FILE}", "../../lean/lean.js", "lean.css")
             if (site / "voici" / "render" / path).resolve().is_file()]
    kept = {"files": [f"../../static/pyodide/{n}" for n in (SNAPSHOT_MEMORY, SNAPSHOT_FILES)],
            "key": snapshot_key(pyodide), "runtime": KERNEL_WORKER_RUNTIME}
    script = WARM_JS % {"files": json.dumps(warm), "kept": json.dumps(kept).replace("</", "<\\/")}
    page = landing_page_html(version, page_css=(DX_TEMPLATE / "dx.css").read_text(encoding="utf-8"),
                             page_script=(DX_TEMPLATE / "dx.js").read_text(encoding="utf-8"), warm=script)
    (site / "voici" / "render" / "index.html").write_text(page, encoding="utf-8")
    return warm


# Fetched while the visitor reads the landing page: after its load, when the browser is idle, one file at a
# time (a page opened meanwhile is not slowed by many parallel downloads), each read to its end so the
# browser's HTTP cache keeps it. A failure is ignored: the page that needs the file fetches it itself.
WARM_JS = """<script>
(function () {
  "use strict";
  var files = %(files)s;
  if (!window.fetch || (navigator.connection && navigator.connection.saveData)) return;
  window.dxKeeps = true;  // window.dxKept: how many files it kept, once done (0: none, or nothing new)
  function next(i) {
    if (i >= files.length) { window.dxWarmed = true; keepSnapshot(); return; }
    fetch(files[i], {priority: "low", credentials: "same-origin"})
      .then(function (r) { return r.arrayBuffer(); })
      .catch(function () { return null; })
      .then(function () { next(i + 1); });
  }
  function keepSnapshot() {
    // then, in a worker of its own, the kernel's snapshot unzipped into Cache Storage as a first page visit keeps
    // it (KERNEL_WORKER_RUNTIME): the visitor's first page then starts as a returning visitor's does
    var kept = %(kept)s;
    if (!window.Worker || !window.caches || !window.Blob || !window.URL) { window.dxKept = 0; return; }
    var urls = kept.files.map(function (f) { return new URL(f, window.location.href).href; });
    var code = kept.runtime + ";\\nself.dxSnapshot.prefetch(" + JSON.stringify(urls) + ", " + JSON.stringify(kept.key) +
               ").then(function (n) { postMessage(n); }, function () { postMessage(0); });";
    try {
      var worker = new Worker(URL.createObjectURL(new Blob([code], {type: "text/javascript"})));
      worker.onmessage = function (e) { window.dxKept = e.data; worker.terminate(); };
    } catch (e) { window.dxKept = 0; }
  }
  function start() { (window.requestIdleCallback || window.setTimeout)(function () { next(0); }, {timeout: 1000}); }
  if (document.readyState === "complete") start(); else window.addEventListener("load", start);
})();
</script>"""


def loading_words(site: Path) -> int:
    """voici's pages open with the English line "Running ..." under the spinner: empty it and let the page
    script (dx.js, ``dxLoading``) word it in the reader's language, as it words voici's later lines. Returns
    how many pages were changed."""
    old = '<h2 id="loading_text">Running ...</h2>'
    new = '<h2 id="loading_text"></h2><script>window.dxLoading && window.dxLoading()</script>'
    changed = 0
    for page in sorted((site / "voici" / "render").glob("*.html")):
        text = page.read_text(encoding="utf-8")
        if text.count(old) != 1:
            raise SiteBuildError(f"{page.relative_to(site)}: expected voici's loading line {old!r} once")
        page.write_text(text.replace(old, new), encoding="utf-8")
        changed += 1
    return changed


_CONFIG_TAG = '<script id="jupyter-config-data" type="application/json">'
_REQUEST_ENV_CALL = "<script>window.dxRequestEnv && window.dxRequestEnv()</script>"


def request_env(site: Path) -> int:
    """Let each page's kernel see the request, as Voilà's does: right after voici's page settings (the
    ``jupyter-config-data`` script, read by voici's bundle at the end of the page), call the page script's
    ``dxRequestEnv`` (dx.js), which puts the address's query and the explorer's cookies in Pyodide's
    environment (``QUERY_STRING``, ``HTTP_COOKIE``). The kernel then builds the page in the reader's language
    from the start, where it used to build it in Japanese for dx.js to switch. Returns how many pages."""
    changed = 0
    for page in sorted((site / "voici" / "render").glob("*.html")):
        text = page.read_text(encoding="utf-8")
        start = text.find(_CONFIG_TAG)
        end = text.find("</script>", start) if start >= 0 else -1
        if start < 0 or text.count(_CONFIG_TAG) != 1 or end < 0:
            raise SiteBuildError(f"{page.relative_to(site)}: expected voici's page settings ({_CONFIG_TAG}) once")
        end += len("</script>")
        page.write_text(text[:end] + _REQUEST_ENV_CALL + text[end:], encoding="utf-8")
        changed += 1
    return changed


# ------------------------------------------------------------------------------------------------- lean pages
# The pages without JupyterLab's application (issue 44: voici's own scripts were half a second of every start
# before a kernel was asked for, and each widget message crossed the kernel protocol twice). Each render page keeps
# its HTML, styles, page script, settings and first paint; voici's bundle is replaced by a widget manager of
# ipywidgets 8's own (site/lean/page.js, bundled with esbuild from the npm packages site/lean pins) and the kernel's
# worker is made by the page as its body begins (LEAN_START), what it is to start carried in its address: the
# snapshot's runtime restores Python (KERNEL_WORKER_RUNTIME, as in voici's worker), then the page's notebook code
# runs directly (LEAN_BRIDGE); the page's own script is added once the worker says it has begun. The
# loading line goes through the same stages voici's did (dx.js words them): the kernel starting, then the page
# being built once Python is restored.
LEAN = ROOT / "site" / "lean"
LEAN_WORKER_FILE = "kernel-worker.js"
LEAN_BRIDGE = r"""
import js
import pyodide_kernel
from comm import get_comm_manager
from pyodide.ffi import to_js


def _dx_post(message):
    js.dxPost(to_js(message, dict_converter=js.Object.fromEntries))


def _dx_send(msg_type, content, metadata, ident, buffers):
    _dx_post({"type": msg_type, "content": content, "metadata": metadata or {}, "buffers": list(buffers or [])})


def __dx_take():
    message = js.dxInbound.to_py()
    message.setdefault("buffers", [])
    if message["type"] == "comm_msg":
        get_comm_manager().comm_msg(None, None, message)
    elif message["type"] == "comm_close":
        get_comm_manager().comm_close(None, None, message)


pyodide_kernel.kernel_instance.interpreter.send_comm = _dx_send
*_dx_lines, _dx_last = [line for line in DX_CELL.splitlines() if line.strip()]
try:
    exec("\n".join(_dx_lines))
    _dx_page = eval(_dx_last)
except Exception as _dx_error:  # the page says it could not be built, with Python's last line (page.js)
    import traceback
    _dx_post({"type": "error", "text": "".join(traceback.format_exception_only(_dx_error)).strip()})
else:
    _dx_post({"type": "display", "model_id": _dx_page.model_id})
del _dx_lines, _dx_last
"""
LEAN_WORKER = r"""/* explorer: a page's kernel without JupyterLab's application (tools/build_site.py lean_pages) */
(function () {
  "use strict";
  var py = null, pending = [];
  // when each stage of the start ended, ms from the worker's start (benchmarks/site_render_times.py prints them)
  var marks = self.dxMarks = {origin: performance.timeOrigin};
  function take(m) {
    try { self.dxInbound = m; py.runPython("__dx_take()"); }
    catch (err) { postMessage({type: "error", text: String((err && err.message) || err)}); }
  }
  async function start(init) {
    try {
      importScripts(init.pyodideUrl);
      var options = self.dxSnapshot.options({indexUrl: init.indexUrl, loadPyodideOptions: init.options});
      var api = await loadPyodide(Object.assign({indexURL: init.indexUrl}, options));
      marks.python = performance.now();
      await self.dxSnapshot.restored(api, init.options);
      marks.files = performance.now();
      postMessage({type: "restored"});
      // the messages Python sends while it runs go to the page together once it returns (one message for the
      // Sandbox's 364 widgets, not one each)
      var out = [];
      self.dxPost = function (m) {
        if (!out.length) queueMicrotask(function () { var batch = out; out = []; postMessage(batch); });
        out.push(m);
      };
      api.globals.set("DX_CELL", init.code);
      api.runPython(BRIDGE);
      marks.cell = performance.now();
      py = api;
      pending.forEach(take);
      pending = [];
    } catch (err) { postMessage({type: "error", text: String((err && err.message) || err)}); }
  }
  self.onmessage = function (e) {
    if (py) take(e.data);
    else pending.push(e.data);
  };
  // the page loads its own script once told the worker has begun (LEAN_START)
  postMessage({type: "alive"});
  // What to start is in the worker's own address (after "#": LEAN_START), read as its script runs: a message from
  // the page would wait for the page's main thread to hand it over, busy with the page's script and first layout
  // (0.3 s of every visit).
  var boot = self.location.hash.slice(1);
  if (boot) start(JSON.parse(decodeURIComponent(boot)));
})();
"""
# Right after the page settings and dxRequestEnv (the request's environment in them): the worker made at once, given
# the kernel's options and the notebook's code from the same settings in its address; its first messages kept for
# page.js.
LEAN_START = r"""<script>(function () {
  try {
    var data = JSON.parse(document.getElementById("jupyter-config-data").textContent);
    var kernel = data.litePluginSettings["@jupyterlite/pyodide-kernel-extension:kernel"];
    var root = new URL(data.baseUrl, window.location.href);
    var code = data.notebookSrc.cells.filter(function (c) { return c.cell_type === "code"; })
      .map(function (c) { return [].concat(c.source).join(""); }).join("\n");
    var pyodide = new URL(kernel.pyodideUrl, window.location.href);  // relative to the page, as voici reads it
    var start = {pyodideUrl: pyodide.href, indexUrl: new URL(".", pyodide).href,
                 options: kernel.loadPyodideOptions, code: code};
    window.dxLeanEarly = [];
    // what to start goes in the address's fragment (never sent to the server, not part of the cached script's
    // address): the worker reads it as its script runs (LEAN_WORKER)
    var worker = window.dxLeanWorker = new Worker(
      new URL("lean/WORKER", root).href + "#" + encodeURIComponent(JSON.stringify(start)));
    worker.onmessage = function (e) {
      if (e.data && e.data.type === "alive") widgets();
      else if (window.dxLeanEarly) window.dxLeanEarly.push.apply(window.dxLeanEarly, [].concat(e.data));
    };
    worker.onerror = function () {
      if (window.dxLeanEarly) window.dxLeanEarly.push({type: "error", text: "the page's worker did not start"});
      widgets();
    };
    if (window.update_loading_text) window.update_loading_text(0, 1, "kernel");
  } catch (e) { window.dxLeanEarly = [{type: "error", text: String(e)}]; widgets(); }
  // The page's script (lean.js) only once the worker has begun: the worker's start waits for a free turn of this
  // thread, and the script's evaluation then the first layout held it 0.3 s
  function widgets() {
    if (window.dxLeanScript) return;
    var script = window.dxLeanScript = document.createElement("script");
    script.src = "../../lean/lean.js";  // the pages are voici/render/<page>.html
    (document.body || document.head).appendChild(script);
  }
})();</script>""".replace("WORKER", LEAN_WORKER_FILE)
_VOICI_BUNDLE = '<script src="../build/voici.js"></script>'


def lean_bundle() -> Path:
    """site/lean/page.js bundled (npm ci from its lock, then esbuild), under build/site/lean/, once per source."""
    work = CACHE / "lean"
    work.mkdir(parents=True, exist_ok=True)
    sources = ("package.json", "package-lock.json", "page.js", "page.css", "theme-light.css", "no-html.js")
    esbuild = ["page.js", "--bundle", "--minify", "--format=iife", "--outfile=dist/lean.js",
               # the files it refers to (fonts, icons) named from the pages' folder (voici/render/), where
               # lean.css goes
               "--public-path=../../lean", '--define:__webpack_public_path__="./"', "--log-level=warning",
               # no page allows HTML in a widget's description: sanitize-html (a quarter of the script) goes
               "--alias:sanitize-html=./no-html.js",
               *(f"--loader:.{ext}=file" for ext in ("woff", "woff2", "ttf", "eot", "svg"))]
    stamp = hashlib.sha256(b"".join((LEAN / name).read_bytes() for name in sources)
                           + json.dumps(esbuild).encode()).hexdigest()
    dist = work / "dist"
    if (work / "stamp").exists() and (work / "stamp").read_text(encoding="utf-8") == stamp and dist.is_dir():
        return dist
    for name in sources:
        shutil.copy(LEAN / name, work / name)
    run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--silent"], cwd=work)
    shutil.rmtree(dist, ignore_errors=True)
    run([str(work / "node_modules" / ".bin" / "esbuild"), *esbuild], cwd=work)
    (work / "stamp").write_text(stamp, encoding="utf-8")
    return dist


def lean_pages(site: Path, pages: Iterable[str]) -> int:
    """Serve ``pages`` (voici/render/<page>.html) without JupyterLab's application (see LEAN above): the
    bundle and the kernel's worker into ``lean/``, each page's voici bundle replaced. Returns how many pages."""
    lean = site / "lean"
    shutil.rmtree(lean, ignore_errors=True)
    shutil.copytree(lean_bundle(), lean)
    # beside the pages: its fonts' addresses are the pages' own (the first paint copies its rules into a page)
    shutil.move(lean / "lean.css", site / "voici" / "render" / "lean.css")
    (lean / LEAN_WORKER_FILE).write_text(
        KERNEL_WORKER_RUNTIME + LEAN_WORKER.replace("BRIDGE", json.dumps(LEAN_BRIDGE)), encoding="utf-8")
    changed = 0
    for name in pages:
        page = site / "voici" / "render" / f"{name}.html"
        text = page.read_text(encoding="utf-8")
        if text.count(_VOICI_BUNDLE) != 1 or text.count(_REQUEST_ENV_CALL) != 1:
            raise SiteBuildError(f"{page.relative_to(site)}: expected voici's bundle and the request's call once")
        text = text.replace(_REQUEST_ENV_CALL, _REQUEST_ENV_CALL + LEAN_START)
        text = text.replace(_VOICI_BUNDLE, '<link rel="stylesheet" href="lean.css">')
        page.write_text(text, encoding="utf-8")
        changed += 1
    return changed


_SW_PLUGIN = '.filter((e=>"@jupyterlite/application-extension:service-worker-manager"===e.id))'


def no_service_worker_plugin(site: Path) -> None:
    """voici's bundle adds JupyterLite's service-worker manager, which registers ``service-worker.js`` on every
    page: with the worker gone (:func:`no_service_worker`) that is a 404 and two console errors per page. Drop
    the plugin from the bundle's list (the Pyodide kernel takes it as optional and, without it, runs as it did
    with a failed registration: no ``/drive`` mount)."""
    bundles = [p for p in (site / "voici" / "build").glob("*.js") if _SW_PLUGIN in p.read_text(encoding="utf-8")]
    if len(bundles) != 1 or bundles[0].read_text(encoding="utf-8").count(_SW_PLUGIN) != 1:
        raise SiteBuildError(f"voici's bundle should add the service-worker manager once ({_SW_PLUGIN}); "
                             f"found in {[p.name for p in bundles]}: check voici's version in site/pins.toml")
    text = bundles[0].read_text(encoding="utf-8")
    bundles[0].write_text(text.replace(_SW_PLUGIN, ".filter((e=>!1))"), encoding="utf-8")


def prune_lite_app(site: Path) -> int:
    """Remove JupyterLite's own application bundle (``build/``, about 7 MB) but its settings schemas (the pages'
    ``settingsUrl``): voici's pages load their code from ``voici/build/``. Returns the bytes removed."""
    removed = 0
    for path in sorted((site / "build").iterdir()):
        if path.name == "schemas":
            continue
        files = [path] if path.is_file() else [p for p in path.rglob("*") if p.is_file()]
        removed += sum(p.stat().st_size for p in files)
        shutil.rmtree(path) if path.is_dir() else path.unlink()
    return removed


# The pages' config (the site's jupyter-lite.json, and a copy in each page's HTML: voici's page settings) lists the
# browser extensions every page loads before its kernel starts.
_CONFIG_SCRIPT = re.compile(f"({re.escape(_CONFIG_TAG)}\\s*)(.*?)(\\s*</script>)", re.S)


def denied_extensions() -> list[str]:
    """The browser extensions the served pages keep off (voila.json's ``extension_denylist``: the pages draw their
    graphs as SVG, so ipysigma's front-end, and pygments', are JavaScript none of them uses)."""
    config = json.loads((ROOT / "voila.json").read_text(encoding="utf-8"))
    return list(config["VoilaConfiguration"].get("extension_denylist", []))


def drop_denied_extensions(site: Path) -> tuple[list[str], int]:
    """Keep the static pages from loading what the served ones deny (:func:`denied_extensions`): taken out of every
    page's list of extensions and their folders removed. Returns the names dropped and the bytes removed. Every
    page, before: ipysigma's 24 scripts (sigma, graphology, d3 ...) fetched and run before its kernel's worker."""
    denied = set(denied_extensions())
    dropped: set[str] = set()

    def keep(config: dict[str, Any]) -> dict[str, Any]:
        listed = config.get("federated_extensions", [])
        dropped.update(e["name"] for e in listed if e["name"] in denied)
        config["federated_extensions"] = [e for e in listed if e["name"] not in denied]
        return config

    lite = site / "jupyter-lite.json"
    data = json.loads(lite.read_text(encoding="utf-8"))
    keep(data["jupyter-config-data"])
    lite.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    def page_config(m: re.Match[str]) -> str:
        config = json.loads(m[2])
        if not any(e["name"] in denied for e in config.get("federated_extensions", [])):
            return m[0]  # nothing to drop: the page's settings stay as voici wrote them
        return m[1] + json.dumps(keep(config)) + m[3]

    for page in sorted(site.rglob("*.html")):
        text = page.read_text(encoding="utf-8")
        new = _CONFIG_SCRIPT.sub(page_config, text)
        if new != text:
            page.write_text(new, encoding="utf-8")
    removed = 0
    for name in sorted(denied):
        folder = site / "extensions" / name
        if folder.is_dir():
            removed += sum(p.stat().st_size for p in folder.rglob("*") if p.is_file())
            shutil.rmtree(folder)
            dropped.add(name)
    return sorted(dropped), removed


def no_service_worker(site: Path) -> None:
    """Ship no service worker. With one, the kernel mounts the site's files at /drive as its working directory,
    and every top-level import looks there first: one synchronous request through the worker per import, 1-2 s
    of each page's start. The pages read no files (the scenarios are the explorer's package data), and
    JupyterLite runs without the worker when its registration fails (voici's bundle registers it
    unconditionally: its ``disabledExtensions`` setting does not reach that plugin)."""
    worker = site / "service-worker.js"
    if not worker.is_file():
        raise SiteBuildError("voici's output has no service-worker.js: check what the kernel mounts at /drive")
    worker.unlink()


_FA_LINK = re.compile(r'\s*<link[^>]+href="https?://[^"]*font-?awesome[^"]*"[^>]*>', re.I)


def drop_cdn_font_awesome(site: Path) -> int:
    """Remove the templates' Font Awesome links to a CDN: voici's JavaScript bundle carries Font Awesome 5 (with
    the v4 shims) and its fonts already. Returns how many pages were changed."""
    bundles = [p for p in (site / "voici" / "build").glob("*.js") if "Font Awesome 5 Free" in p.read_text(
        encoding="utf-8", errors="replace")]
    changed = 0
    for page in site.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        if not _FA_LINK.search(text):
            continue
        if not bundles:
            raise SiteBuildError(f"{page.relative_to(site)} links Font Awesome from a CDN and the bundle lacks it")
        page.write_text(_FA_LINK.sub("", text), encoding="utf-8")
        changed += 1
    return changed


DX_TEMPLATE = ROOT / "share" / "jupyter" / "voila" / "templates" / "dx"


def add_page_script(site: Path) -> int:
    """Put the ``dx`` template's CSS and script in every page voici rendered, as the Voilà template inlines
    them (the reader's language and four-colour deck kept in cookies and the address, ← / → in Learn, phone
    widths). Returns how many pages were changed."""
    css = (DX_TEMPLATE / "dx.css").read_text(encoding="utf-8")
    script = (DX_TEMPLATE / "dx.js").read_text(encoding="utf-8")
    tag = f"<style>\n{css}</style>\n<script>\n{script}</script>\n</head>"
    changed = 0
    for page in sorted((site / "voici" / "render").glob("*.html")):
        text = page.read_text(encoding="utf-8")
        if text.count("</head>") != 1:
            raise SiteBuildError(f"{page.relative_to(site)}: expected one </head> to put the page script before")
        page.write_text(text.replace("</head>", tag), encoding="utf-8")
        changed += 1
    return changed


# ---------------------------------------------------------------------------------------------------- checks

# HTML attributes, CSS url()/@import, and JSON strings that are URLs.
_HTML_REF = re.compile(r"""\b(?:src|href|action|data)\s*=\s*["']([^"']+)["']""", re.I)
_CSS_REF = re.compile(r"""(?:url\(\s*["']?|@import\s+["'])([^"')]+)""", re.I)
_ABSOLUTE = re.compile(r"^(?:[a-z][a-z0-9+.-]*:)?//", re.I)
# Namespace URIs are names, not requests.
_NOT_REQUESTS = ("http://www.w3.org/",)


def _json_strings(value: Any) -> Iterable[str]:
    """Every string value in a JSON document but JSON Schema's own identifiers ($schema, $id, $ref)."""
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from _json_strings(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            if not k.startswith("$"):
                yield from _json_strings(v)


def external_references(site: Path) -> list[str]:
    """Every reference to another host in the site's HTML, CSS and JSON (JavaScript bundles are left to the
    browser test, which records every request)."""
    found = []
    for path in sorted(site.rglob("*")):
        if path.suffix not in {".html", ".css", ".json"} or not path.is_file():
            continue
        text = path.read_text(encoding="utf-8", errors="replace")
        refs: Iterable[str]
        if path.suffix == ".html":
            refs = [*_HTML_REF.findall(text), *_CSS_REF.findall(text)]
        elif path.suffix == ".css":
            refs = _CSS_REF.findall(text)
        elif path.name in {"jupyter-lite.json", "pyodide-lock.json", "all.json"}:
            refs = list(_json_strings(json.loads(text)))
        else:
            refs = []
        for ref in refs:
            ref = ref.strip()
            if _ABSOLUTE.match(ref) and not ref.startswith(_NOT_REQUESTS):
                found.append(f"{path.relative_to(site)}: {ref}")
    return found


def broken_page_links(site: Path) -> list[str]:
    """Relative links between the pages (``<a href=…>``) that lead to no file of the site."""
    broken = []
    for page in sorted((site / "voici" / "render").glob("*.html")):
        for href in re.findall(r'<a\s[^>]*href="([^"#?]+)', page.read_text(encoding="utf-8")):
            if not _ABSOLUTE.match(href) and not href.startswith(("mailto:", "data:")) and \
                    not (page.parent / href).resolve().is_file():
                broken.append(f"{page.relative_to(site)}: {href}")
    return broken


def site_summary(site: Path) -> tuple[int, int]:
    files = [p for p in site.rglob("*") if p.is_file()]
    return len(files), sum(p.stat().st_size for p in files)


# ---------------------------------------------------------------------------------------------------- main

def build(out: Path, first_paints: bool = True) -> None:
    pins = tomllib.loads(PINS.read_text(encoding="utf-8"))
    bin_dir = builder_env(pins)
    core = pyodide_core(pins)
    staging = CACHE / "wheels"
    for folder in (staging, CACHE / "compiled"):
        if folder.exists():
            shutil.rmtree(folder)
    staging.mkdir(parents=True)
    wheels = [patch_wheel(slim_copy(w, staging))
              for w in [*pypi_wheels(pins), *sdist_wheels(pins), *kernel_wheels(bin_dir)]]
    wheels.append(Path(shutil.copy2(explorer_wheel(), staging)))
    wheels = precompile(core, wheels, CACHE / "compiled")
    wheels += [placeholder_wheel(name, reason, staging) for name, reason in pins.get("absent", {}).items()]
    lock = lock_file(pins, core, wheels)

    lite = CACHE / "lite"
    if lite.exists():
        shutil.rmtree(lite)
    pyodide_dir = lite / "static" / "pyodide"
    pyodide_dir.mkdir(parents=True)
    for name in ("pyodide.js", "pyodide.mjs", "pyodide.asm.js", "pyodide.asm.wasm", "python_stdlib.zip",
                 "package.json"):
        shutil.copy2(core / name, pyodide_dir / name)
    for wheel in wheels:
        shutil.copy2(wheel, pyodide_dir / wheel.name)
    (pyodide_dir / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n", encoding="utf-8")
    snapshot = memory_snapshot(core, pyodide_dir, lock)
    config = lite_config(pins, lock, snapshot_key(pyodide_dir))
    (lite / "jupyter-lite.json").write_text(json.dumps(config, indent=1) + "\n", encoding="utf-8")
    version = f"{explorer_version()} ({git_describe()})"
    contents = CACHE / "contents"
    pages = page_contents(contents, version)

    if out.exists():
        shutil.rmtree(out)
    run([str(bin_dir / "voici"), "build", "--lite-dir", str(lite), "--contents", str(contents),
         "--output-dir", str(out), "--no-sourcemaps", "--no-unused-shared-packages"], cwd=lite)
    missing = [p for p in pages if not (out / "voici" / "render" / f"{p}.html").is_file()]
    if missing:
        raise SiteBuildError(f"voici rendered no page for {missing}")
    landing_page(out)
    patch_kernel_worker(out)
    no_service_worker(out)
    no_service_worker_plugin(out)
    pruned = prune_lite_app(out)
    denied, denied_bytes = drop_denied_extensions(out)
    log(f"browser extensions the pages do not use, dropped: {', '.join(denied) or 'none'} "
        f"({denied_bytes / 1e6:.1f} MB)")
    fa = drop_cdn_font_awesome(out)
    scripted = add_page_script(out)
    loading_words(out)
    request_env(out)
    lean_pages(out, [p for p in pages if p != "index"])
    warmed = static_landing(out, version, lock)
    if first_paints:
        from site_first_paint import first_paint
        first_paint(out, [p for p in pages if p != "index"], version)
    (out / ".nojekyll").write_text("")
    (out / "version.json").write_text(json.dumps({"explorer": version, "pages": pages, "pins": pins,
                                                  "snapshot": snapshot},
                                                 ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    external = external_references(out)
    if external:
        raise SiteBuildError("the site refers to other hosts:\n  " + "\n  ".join(external))
    broken = broken_page_links(out)
    if broken:
        raise SiteBuildError("links between pages lead nowhere:\n  " + "\n  ".join(broken))
    files, size = site_summary(out)
    log(f"{out}: {len(pages)} pages ({', '.join(pages)}), {len(lock['packages'])} wheels, Font Awesome "
        f"CDN links dropped from {fa} pages, page script in {scripted}, a static landing page warming "
        f"{len(warmed)} files, JupyterLite's app ({pruned / 1e6:.1f} MB) pruned, {files} files, {size / 1e6:.1f} MB; explorer {version}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "_site", help="output folder (default: _site/)")
    parser.add_argument("--no-first-paint", action="store_true",
                        help="no first paints (tools/site_first_paint.py: they are drawn in Chromium)")
    args = parser.parse_args(argv)
    from site_first_paint import FirstPaintError
    try:
        build(args.out.resolve(), first_paints=not args.no_first_paint)
    except (SiteBuildError, FirstPaintError) as exc:
        print(f"build_site: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
