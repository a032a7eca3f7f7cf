PYTHON ?= python3
PORT ?= 8866
HOST ?= 127.0.0.1

VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: install test run bench clean

install: $(STAMP)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when the package metadata changes.
$(STAMP): pyproject.toml | $(BIN)/python
	$(BIN)/pip install -U pip
	$(BIN)/pip install -e '.[test]'
	touch $@

test: $(STAMP)
	$(BIN)/mypy
	$(BIN)/python -m pytest -q tests
	$(BIN)/python -m pytest -q --doctest-modules explorer
	$(BIN)/python -m explorer check scenarios/

# Landing page: http://localhost:$(PORT)/ (redirects to notebooks/index.ipynb);
# every notebook under notebooks/ is served at /voila/render/<name>.ipynb.
run: $(STAMP)
	$(BIN)/python tools/serve.py notebooks/ --port=$(PORT) --no-browser --Voila.ip=$(HOST)

bench: $(STAMP)
	$(BIN)/python -m explorer bench

clean:
	rm -rf $(VENV) build *.egg-info .pytest_cache .mypy_cache .hypothesis test-artifacts
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
