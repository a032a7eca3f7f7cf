"""textlint over every Japanese text the explorer can show (``python -m explorer texts --lang ja``).

    .venv/bin/python tools/textlint/lint.py            # install textlint if needed, lint, exit 1 on any error
    .venv/bin/python tools/textlint/lint.py --count    # print the figures only (exit 0)

textlint and its rules come from the npm registry, pinned by ``package.json`` and ``package-lock.json`` beside
this file, into ``node_modules/`` here; ``npm ci`` runs only when the lock file changed since the last install
(a stamp in ``node_modules/``), so a second run installs nothing.  The rules: ``.textlintrc.json`` (the
Japanese preset and the JTF style rules that fit a rulebook, docs/japanese.md says which are off and why) and
``prh.yml`` (the glossary's terms and the forms it refuses).  Each error is printed with the source of its text
(``source<TAB>text<TAB>rule: message``).  The rulebook's own words (card texts, labelled quotes) are left out:
they are printed as the rulebook prints them.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
INSTALL = "apt-get install -y nodejs npm"
"""The one command that brings Node.js and npm (Debian), when they are missing."""


def need_node() -> None:
    """Stop at once, naming the command to run, when node or npm is missing."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    if missing:
        sys.exit(f"textlint needs {' and '.join(missing)}, which is not installed; run: {INSTALL}")


def ensure_installed() -> Path:
    """textlint as pinned by package-lock.json (``npm ci`` only when the lock file changed); its executable."""
    lock = HERE / "package-lock.json"
    digest = hashlib.sha256(lock.read_bytes() + (HERE / "package.json").read_bytes()).hexdigest()
    stamp = HERE / "node_modules" / ".explorer-lock-sha256"
    binary = HERE / "node_modules" / ".bin" / "textlint"
    if not (binary.exists() and stamp.exists() and stamp.read_text().strip() == digest):
        subprocess.run(["npm", "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=HERE, check=True)
        stamp.write_text(digest + "\n")
    return binary


CHUNK = 400
"""Texts per file: textlint lints each file on its own, and some rules slow down with a file's length."""


def lint(texts: list[tuple[str, str]], binary: Path, config: str = ".textlintrc.json") -> list[tuple[str, str, str]]:
    """textlint's errors over ``texts`` (source, text) with ``config``: (source, text, "rule: message") each."""
    out: list[tuple[str, str, str]] = []
    if not texts:
        return out
    with tempfile.TemporaryDirectory() as folder:
        files: dict[str, int] = {}
        for start in range(0, len(texts), CHUNK):
            path = Path(folder) / f"texts-ja-{start // CHUNK:04d}.txt"
            # one paragraph per text (a blank line between): text i of a file is on its line 2i+1
            path.write_text("\n\n".join(t for _, t in texts[start:start + CHUNK]) + "\n", encoding="utf-8")
            files[path.name] = start
        done = subprocess.run([str(binary), "--config", str(HERE / config), "--format", "json",
                               *sorted(files)], cwd=folder, capture_output=True, text=True)
        if done.returncode not in (0, 1) or not done.stdout.strip():
            sys.exit(f"textlint failed (exit {done.returncode}): {done.stderr.strip()[-2000:]}")
        results = json.loads(done.stdout)
    for result in results:
        start = files[Path(result["filePath"]).name]
        for m in result["messages"]:
            i = start + (int(m["line"]) - 1) // 2
            source, text = texts[i] if 0 <= i < len(texts) else ("?", "?")
            out.append((source, text, f"{m['ruleId']}: {m['message']}"))
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--count", action="store_true", help="print the figures only, and exit 0")
    ap.add_argument("--texts", help="lint this export (source<TAB>text lines) instead of collecting it")
    ap.add_argument("--install", action="store_true", help="only install textlint (when the lock file changed)")
    args = ap.parse_args(argv)
    need_node()
    binary = ensure_installed()
    if args.install:
        return 0
    sys.path.insert(0, str(ROOT))
    from explorer.texts import collect, lintable, verbatim_texts

    if args.texts:
        rows = [tuple(line.split("\t", 1)) for line in Path(args.texts).read_text(encoding="utf-8").splitlines()]
        pairs = [(r[0], r[1]) for r in rows if len(r) == 2]
    else:
        pairs = collect("ja")
    verbatim = verbatim_texts()
    # every text with the same rules: the witnesses the rule-graph search writes too (docs/japanese.md)
    texts = [(source, body) for source, text in pairs if (body := lintable(source, text, verbatim))]
    errors = lint(texts, binary)
    by_rule: dict[str, int] = {}
    for source, text, message in errors:
        by_rule[message.split(":")[0]] = by_rule.get(message.split(":")[0], 0) + 1
        if not args.count:
            print(f"{source}\t{text}\t{message}")
    for rule, n in sorted(by_rule.items(), key=lambda kv: -kv[1]):
        print(f"{n:6d}  {rule}")
    print(f"textlint: {len(errors)} errors in {len(texts)} Japanese texts")
    return 0 if args.count or not errors else 1


if __name__ == "__main__":
    sys.exit(main())
