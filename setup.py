"""Ship the repository's top-level ``scenarios/`` folder inside the wheel, as ``explorer/_data/scenarios/``.

The scenarios stay where they are in the repository (the CLI, the tests and outside authors use that folder);
a wheel (pip install ., the static site's Pyodide) gets a copy, which ``explorer.resources`` finds when the
repository folder is not there. Everything else about the package is in pyproject.toml.
"""

from __future__ import annotations

import shutil
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


class BuildPyWithScenarios(build_py):
    """build_py that also copies scenarios/**/*.yaml (and its README) into explorer/_data/scenarios/."""

    def run(self) -> None:
        super().run()
        # An editable install reads the repository's scenarios/ directly (explorer.resources looks there first).
        if getattr(self, "editable_mode", False):
            return
        source = HERE / "scenarios"
        target = Path(self.build_lib) / "explorer" / "_data" / "scenarios"
        if target.exists():
            shutil.rmtree(target)
        files = sorted(p for p in source.rglob("*") if p.is_file() and p.suffix in {".yaml", ".md"})
        if not files:
            raise SystemExit(f"setup.py: no scenario files under {source}; the wheel would ship without them")
        for path in files:
            out = target / path.relative_to(source)
            out.parent.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(path, out)


setup(cmdclass={"build_py": BuildPyWithScenarios})
