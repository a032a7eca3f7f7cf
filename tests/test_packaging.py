"""pyproject.toml and environment.yml must declare the same runtime dependencies, and a wheel carries the data.

environment.yml (Binder, conda) is the served explorer: the core dependencies plus the ``server`` and ``lab``
extras; ``test`` stays a pip extra."""

from __future__ import annotations

import os

import re
import tomllib
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent

# Present in environment.yml for conda's sake, not runtime dependencies of the package.
CONDA_ONLY = {"python", "pip"}

_NAME = re.compile(r"\s*([A-Za-z0-9][A-Za-z0-9._-]*)")


def normalise(name: str) -> str:
    """PEP 503 normalisation: case-insensitive, runs of -, _ and . are equal."""
    return re.sub(r"[-_.]+", "-", name).lower()


def requirement_name(spec: str) -> str:
    """The distribution name of a pip or conda spec, without version or extras."""
    spec = spec.split("::")[-1]  # conda channel prefix, e.g. conda-forge::voila
    match = _NAME.match(spec)
    assert match, f"cannot read a package name from {spec!r}"
    return normalise(match.group(1))


# The extras environment.yml installs besides the core.
ENVIRONMENT_EXTRAS = ("server", "lab")


def pyproject_names(data: dict[str, Any], extras: tuple[str, ...] = ENVIRONMENT_EXTRAS) -> set[str]:
    specs = list(data["project"]["dependencies"])
    for extra in extras:
        specs += data["project"].get("optional-dependencies", {}).get(extra, [])
    return {requirement_name(spec) for spec in specs}


def environment_names(data: dict[str, Any]) -> set[str]:
    names: set[str] = set()
    for entry in data["dependencies"]:
        if isinstance(entry, dict):  # a `pip:` sub-list
            for spec in entry.get("pip", []):
                if not spec.startswith((".", "-", "/")) and "://" not in spec:
                    names.add(requirement_name(spec))
        else:
            names.add(requirement_name(str(entry)))
    return names - CONDA_ONLY


def test_runtime_dependencies_match() -> None:
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    environment = yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))
    from_pyproject = pyproject_names(pyproject)
    from_environment = environment_names(environment)
    assert from_pyproject, "pyproject.toml declares no runtime dependencies"
    assert set(ENVIRONMENT_EXTRAS) <= set(pyproject["project"]["optional-dependencies"])
    assert from_pyproject == from_environment, (
        f"only in pyproject.toml: {sorted(from_pyproject - from_environment)}; "
        f"only in environment.yml: {sorted(from_environment - from_pyproject)}"
    )


def test_environment_uses_conda_forge() -> None:
    environment = yaml.safe_load((ROOT / "environment.yml").read_text(encoding="utf-8"))
    assert environment["channels"] == ["conda-forge"]
    assert "python>=3.11" in environment["dependencies"]


def test_name_normalisation() -> None:
    assert requirement_name("PyYAML>=6.0") == "pyyaml"
    assert requirement_name("pyyaml >=6.0") == "pyyaml"
    assert requirement_name("conda-forge::ipywidgets=8.1") == "ipywidgets"
    assert requirement_name("Foo_Bar[extra]>=1; python_version>'3'") == "foo-bar"


def test_a_one_sided_dependency_is_detected() -> None:
    pyproject = {"project": {"dependencies": ["networkx>=3.2", "PyYAML"]}}
    environment = {"dependencies": ["python>=3.11", "pip", "networkx", "pyyaml", "voila"]}
    assert pyproject_names(pyproject) != environment_names(environment)
    environment["dependencies"].remove("voila")
    assert pyproject_names(pyproject) == environment_names(environment)


def test_the_browser_core_has_no_server_or_cluster() -> None:
    """The static site installs only the core in Pyodide: no Voilà, JupyterLab or Dask among them."""
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    core = {requirement_name(spec) for spec in pyproject["project"]["dependencies"]}
    assert core == {"ipywidgets", "networkx", "pyyaml", "ipysigma"}


def test_a_wheel_carries_the_scenarios_and_the_rule_graph(tmp_path: Path) -> None:
    """A non-editable install (pip install ., the static site) finds its data without the repository."""
    import subprocess
    import sys
    import zipfile

    # DX_PURE=1: the static site's pure wheel (a compiled one takes minutes; tests/test_build.py covers that build).
    # pip builds in the tree (build/, the egg-info): the site's build (tools/build_site.py, beside the tests in CI)
    # holds the same lock while it builds its wheel.
    import fcntl

    lock = ROOT / "build" / "wheel.lock"
    lock.parent.mkdir(parents=True, exist_ok=True)
    with lock.open("w") as held:
        fcntl.flock(held, fcntl.LOCK_EX)
        subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", str(ROOT), "-w", str(tmp_path)],
                       check=True, capture_output=True, env={**os.environ, "DX_PURE": "1"})
    (wheel,) = tmp_path.glob("daifugo_explorer-*-py3-none-any.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    assert not [n for n in names if n.endswith((".so", ".pyd", "_compiled.json"))], "a pure wheel ships no compiled module"
    shipped = {n for n in names if n.startswith("explorer/_data/scenarios/") and n.endswith(".yaml")}
    in_repository = {p for p in (ROOT / "scenarios").rglob("*.yaml")}
    assert len(shipped) == len(in_repository) > 0
    assert "explorer/_data/scenarios/basics/field-clear.yaml" in names
    assert "explorer/graphs/rule_graph.json" in names
    # the Voilà template, as data files into the environment's share/jupyter (Jupyter's data path), so that
    # plain `voila notebooks/` and Binder find the `dx` template voila.json names
    template = ROOT / "share" / "jupyter" / "voila" / "templates" / "dx"
    data = f"{wheel.name.split('-')[0]}-{wheel.name.split('-')[1]}.data/data/share/jupyter/voila/templates/dx/"
    assert {n[len(data):] for n in names if n.startswith(data)} == {p.name for p in template.iterdir()} != set()
    unpacked = tmp_path / "site-packages"
    zipfile.ZipFile(wheel).extractall(unpacked)
    # -S: no site-packages, so neither the editable install nor the repository is on the path.
    probe = ("import sys; sys.path.insert(0, sys.argv[1]); from explorer import resources as r; "
             "print(r.scenarios_dir()); print(r.rule_graph_cache())")
    out = subprocess.run([sys.executable, "-I", "-S", "-c", probe, str(unpacked)], check=True,
                         capture_output=True, text=True).stdout.split()
    assert out == [str(unpacked / "explorer" / "_data" / "scenarios"),
                   str(unpacked / "explorer" / "graphs" / "rule_graph.json")]


# The tour's imports that are not the explorer's or the standard library's, and the distribution that brings each.
TOUR_IMPORTS = {"ipywidgets": "ipywidgets", "IPython": "ipykernel"}


def readme_tour_extras() -> list[str]:
    """The extras of the README's one command for JupyterLab users (``pip install -e '.[lab]'``, then
    ``jupyter lab docs/tour.ipynb``)."""
    text = " ".join((ROOT / "README.md").read_text(encoding="utf-8").split())
    match = re.search(r"pip install -e '\.\[([a-z,]+)\]'`?, then `jupyter lab docs/tour\.ipynb`", text)
    assert match, "README.md no longer says how to open docs/tour.ipynb in JupyterLab"
    return match.group(1).split(",")


def test_the_readme_jupyterlab_command_installs_what_the_tour_needs() -> None:
    """README: `pip install -e '.[lab]'`, then `jupyter lab docs/tour.ipynb`: the extra brings the `jupyter lab`
    command (JupyterLab) and the kernel the tour runs in (ipykernel), and every package the tour imports."""
    import json
    import sys

    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    extras = readme_tour_extras()
    assert set(extras) <= set(pyproject["project"]["optional-dependencies"]), extras
    names = pyproject_names(pyproject, tuple(extras))
    assert {"jupyterlab", "ipykernel"} <= names, f"the extras {extras} bring only {sorted(names)}"
    tour = json.loads((ROOT / "docs" / "tour.ipynb").read_text(encoding="utf-8"))
    imported = {m.group(1).split(".")[0] for cell in tour["cells"] if cell["cell_type"] == "code"
                for m in re.finditer(r"^\s*(?:from|import)\s+([A-Za-z_][\w.]*)", "".join(cell["source"]), re.M)}
    outside = imported - {"explorer"} - set(sys.stdlib_module_names)
    assert outside <= TOUR_IMPORTS.keys(), f"the tour imports {sorted(outside - TOUR_IMPORTS.keys())}: say which extra brings it"
    assert {TOUR_IMPORTS[m] for m in outside} <= names
