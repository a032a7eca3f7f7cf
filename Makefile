PYTHON ?= python3
# Serving settings live in voila.json; PORT=… / HOST=… on the command line override them.
PORT ?=
HOST ?=

VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install test run bench bench-pages clean

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
	$(BIN)/python -m pytest -q tests
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

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .hypothesis test-artifacts
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
