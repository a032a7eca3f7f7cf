"""The static pages load no browser extension the served pages keep off (voila.json's ``extension_denylist``:
ipysigma's front-end and pygments', JavaScript no page uses: the pages draw their graphs as SVG). Before, every page
of the static site fetched and ran ipysigma's 24 scripts (sigma, graphology, d3 ...) before its kernel's worker
started. The build takes them out of every page's list of extensions (the site's ``jupyter-lite.json`` and the copy
in each page's HTML) and removes their folders (tools/build_site.py ``drop_denied_extensions``)."""

from __future__ import annotations

import json
import re
from pathlib import Path

import build_site as bs
import pytest

CONFIG = re.compile(r'<script id="jupyter-config-data" type="application/json">\s*(.*?)\s*</script>', re.S)


def listed(config: dict[str, object]) -> list[str]:
    return [e["name"] for e in config["federated_extensions"]]  # type: ignore[attr-defined, index]


def page_configs(site: Path) -> dict[str, dict[str, object]]:
    """Each page's own copy of the config, by the page's path."""
    found = {}
    for page in sorted(site.rglob("*.html")):
        m = CONFIG.search(page.read_text(encoding="utf-8"))
        if m:
            found[str(page.relative_to(site))] = json.loads(m[1])
    return found


def test_the_served_pages_deny_ipysigma_and_pygments() -> None:
    # the list the static build reads is the served pages' own
    assert set(bs.denied_extensions()) == {"ipysigma", "jupyterlab_pygments"}


def test_denied_extensions_are_taken_out_of_every_page(tmp_path: Path) -> None:
    ext = [{"extension": "./extension", "load": f"static/remoteEntry.{n}.js", "name": n}
           for n in ("@jupyter-widgets/jupyterlab-manager", "ipysigma", "jupyterlab_pygments")]
    config = {"appName": "Daifugō", "federated_extensions": ext, "litePluginSettings": {"k": {"v": 1}}}
    (tmp_path / "jupyter-lite.json").write_text(json.dumps({"jupyter-config-data": config,
                                                            "jupyter-lite-schema-version": 0}))
    page = tmp_path / "voici" / "render" / "rules.html"
    page.parent.mkdir(parents=True)
    page.write_text('<html><script id="jupyter-config-data" type="application/json">\n  '
                    + json.dumps(config) + '\n</script><p>ルール</p></html>', encoding="utf-8")
    (tmp_path / "voici" / "render" / "other.html").write_text("<p>no config</p>")
    for name in ("ipysigma", "jupyterlab_pygments", "@jupyter-widgets"):
        (tmp_path / "extensions" / name / "static").mkdir(parents=True)
        (tmp_path / "extensions" / name / "static" / "remoteEntry.js").write_text("x" * 100)

    dropped, removed = bs.drop_denied_extensions(tmp_path)

    assert dropped == ["ipysigma", "jupyterlab_pygments"] and removed == 200
    lite = json.loads((tmp_path / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    assert listed(lite) == ["@jupyter-widgets/jupyterlab-manager"]
    assert lite["litePluginSettings"] == {"k": {"v": 1}} and lite["appName"] == "Daifugō"
    (only,) = page_configs(tmp_path).values()
    assert listed(only) == ["@jupyter-widgets/jupyterlab-manager"] and only["appName"] == "Daifugō"
    assert page.read_text(encoding="utf-8").endswith("</script><p>ルール</p></html>")
    assert (tmp_path / "voici" / "render" / "other.html").read_text() == "<p>no config</p>"
    assert sorted(p.name for p in (tmp_path / "extensions").iterdir()) == ["@jupyter-widgets"]


def test_a_page_listing_no_denied_extension_is_left_as_voici_wrote_it(tmp_path: Path) -> None:
    config = {"federated_extensions": [{"extension": "./extension", "load": "static/remoteEntry.js",
                                        "name": "@jupyter-widgets/jupyterlab-manager"}]}
    (tmp_path / "jupyter-lite.json").write_text(json.dumps({"jupyter-config-data": config}))
    page = tmp_path / "voici" / "render" / "lab.html"
    page.parent.mkdir(parents=True)
    text = ('<html><script id="jupyter-config-data" type="application/json">\n  {"federated_extensions":  '
            + json.dumps(config["federated_extensions"], indent=3) + '}\n</script></html>')
    page.write_text(text, encoding="utf-8")
    assert bs.drop_denied_extensions(tmp_path) == ([], 0)
    assert page.read_text(encoding="utf-8") == text


@pytest.mark.browser  # needs the built site (make site), not a browser
def test_the_built_sites_pages_list_no_denied_extension(site: Path) -> None:
    denied = set(bs.denied_extensions())
    lite = json.loads((site / "jupyter-lite.json").read_text(encoding="utf-8"))["jupyter-config-data"]
    configs = page_configs(site)
    assert "voici/render/rules.html" in configs and "voici/render/sandbox.html" in configs, sorted(configs)
    for where, config in {"jupyter-lite.json": lite, **configs}.items():
        assert not denied & set(listed(config)), where
        assert "@jupyterlite/pyodide-kernel-extension" in listed(config), where  # the kernel's stays
    assert not any((site / "extensions" / name).exists() for name in denied)
