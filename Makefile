PYTHON ?= python3
# Serving settings live in voila.json; PORT=… / HOST=… on the command line override them.
PORT ?=
HOST ?=

VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install test run bench bench-pages site serve-site test-site bench-site clean

install: $(STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when the package metadata changes.
$(STAMP): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/pip install -U pip
	$(BIN)/pip install -e '.[server,lab,test]'
	touch $@

test: $(STAMP)
	$(BIN)/mypy
	$(BIN)/python -m pytest -q tests --ignore=tests/site
	$(BIN)/python -m pytest -q --doctest-modules explorer
	$(BIN)/python -m explorer check scenarios/

# Landing page: http://localhost:8866/ (redirects to notebooks/index.ipynb);
# every notebook under notebooks/ is served at /voila/render/<name>.ipynb.
# Port, address, notebook folder, theme and timeouts come from voila.json.
run: $(STAMP)
	$(BIN)/python tools/serve.py $(if $(PORT),--port=$(PORT)) $(if $(HOST),--Voila.ip=$(HOST))

bench: $(STAMP)
	$(BIN)/python -m explorer bench

# Time to first render of each Voilà page and click-to-update latency, in headless Chromium.
bench-pages: $(STAMP)
	$(BIN)/python benchmarks/render_times.py

# The static site: every page running in the browser (voici + Pyodide), no server, no CDN. Versions come from
# site/pins.toml; downloads are cached under build/site/. Output: _site/ (SITE=… elsewhere).
SITE ?= _site
site: $(STAMP)
	$(BIN)/python tools/build_site.py --out $(SITE)

# http://127.0.0.1:8000/ (PORT=…); BASE=/daifugo/ serves it under a sub-path, as GitHub Pages does.
serve-site:
	$(BIN)/python tools/serve_site.py --dir $(SITE) --port $(or $(PORT),8000) $(if $(HOST),--host=$(HOST)) $(if $(BASE),--base=$(BASE))

# Browser tests of the built site (builds it first if $(SITE) is missing), network cut off.
test-site: $(STAMP)
	DX_SITE=$(abspath $(SITE)) $(BIN)/python -m pytest -q tests/site

# First interactive render of each page of the site, cold and warm cache, in headless Chromium.
bench-site: $(STAMP)
	$(BIN)/python benchmarks/site_render_times.py --site $(SITE)

clean:
	rm -rf $(VENV) build _site *.egg-info .pytest_cache .mypy_cache .hypothesis test-artifacts
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
