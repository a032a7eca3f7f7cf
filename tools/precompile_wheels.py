"""Compile the site's wheels to bytecode for Pyodide's CPython, so a page does not compile them on every visit.

Run by tools/build_site.py *inside Pyodide* (Node.js, the site's own pyodide.asm.wasm), so the bytecode is
exactly what the browser's Python reads. Pyodide's file system is rebuilt on every visit, so a page would
otherwise compile every module it imports (IPython, prompt_toolkit, networkx, …: about 1.5 s of a cold start).

Each job is ``[source wheel, output wheel, keep sources]``:

- third-party wheels become *sourceless* (``mod.py`` replaced by ``mod.pyc``), as Pyodide's own packages are;
- the explorer keeps its sources (tracebacks, doctests) and gains ``__pycache__/mod.cpython-313.pyc``.

The bytecode is hash-based and unchecked (PEP 552): valid whatever the files' times after unpacking.
``co_filename`` is where the module will be installed (``/lib/python3.13/site-packages/…``).
"""

from __future__ import annotations

import base64
import csv
import hashlib
import importlib.util
import io
import json
import sys
import zipfile
from importlib._bootstrap_external import _code_to_hash_pyc  # type: ignore[attr-defined]

SITE_PACKAGES = f"/lib/python{sys.version_info.major}.{sys.version_info.minor}/site-packages"
TAG = sys.implementation.cache_tag  # cpython-313


def _digest(data: bytes) -> str:
    return "sha256=" + base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def compile_wheel(source: str, output: str, keep_sources: bool) -> tuple[int, int]:
    """Write ``output``: ``source`` with bytecode for each module; returns (modules compiled, left as source)."""
    compiled = skipped = 0
    files: dict[str, bytes] = {}
    with zipfile.ZipFile(source) as src:
        infos = src.infolist()
        record = next(i.filename for i in infos if i.filename.endswith(".dist-info/RECORD"))
        for info in infos:
            if info.is_dir() or info.filename == record:
                continue
            data = src.read(info)
            name = info.filename
            if not name.endswith(".py") or ".data/" in name.split("/")[0]:
                files[name] = data
                continue
            try:
                code = compile(data, f"{SITE_PACKAGES}/{name}", "exec", dont_inherit=True, optimize=0)
            except SyntaxError:  # e.g. a template or a Python 2 file nobody imports: keep it as it is
                files[name] = data
                skipped += 1
                continue
            pyc = bytes(_code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False))
            if keep_sources:
                files[name] = data
                folder, _, stem = name.rpartition("/")
                files[f"{folder}/__pycache__/{stem[:-3]}.{TAG}.pyc" if folder else
                      f"__pycache__/{stem[:-3]}.{TAG}.pyc"] = pyc
            else:
                files[name[:-3] + ".pyc"] = pyc
            compiled += 1
    rows = [[n, _digest(d), str(len(d))] for n, d in files.items()] + [[record, "", ""]]
    buf = io.StringIO()
    csv.writer(buf, lineterminator="\n").writerows(rows)
    with zipfile.ZipFile(output, "w", zipfile.ZIP_DEFLATED) as dst:
        for n, d in files.items():
            dst.writestr(zipfile.ZipInfo(n, (2020, 1, 1, 0, 0, 0)), d, zipfile.ZIP_DEFLATED)
        dst.writestr(zipfile.ZipInfo(record, (2020, 1, 1, 0, 0, 0)), buf.getvalue(), zipfile.ZIP_DEFLATED)
    return compiled, skipped


def main(jobs_json: str) -> str:
    report = []
    for source, output, keep in json.loads(jobs_json):
        compiled, skipped = compile_wheel(source, output, bool(keep))
        report.append(f"{source.rsplit('/', 1)[-1]}: {compiled} modules" + (f", {skipped} kept as source"
                                                                           if skipped else ""))
    return "\n".join(report)
