PYTHON ?= python3
# Serving settings live in voila.json; PORT=… / HOST=… on the command line override them.
PORT ?=
HOST ?=

comma := ,
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed
# An editable install leaves out setup.py's data files, so the Voilà template is linked into the environment's
# share/jupyter by hand (plain `voila notebooks/` and JupyterLab's Voilà preview look there); a link, so that
# edits to share/ take effect at once. `pip install .` copies it (setup.py: data_files).
TEMPLATE_LINK := $(VENV)/share/jupyter/voila/templates/dx

.PHONY: install compile pure test test-pure textlint textlint-tools run bench bench-pages bench-load site serve-site test-site bench-site bench-site-parts clean

install: $(STAMP) $(TEMPLATE_LINK)

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

# Reinstall only when the package metadata changes. First the package and every dependency with the pure
# engine (quick), then, with a C compiler and Python's headers, the engine compiled with mypyc (setup.py), its
# progress shown (C files done of total, compiled in parallel: DX_JOBS=… sets how many at once; the whole log
# in build/engine-build.log: tools/build_engine.py). DX_PURE=1 make install, or make pure, keeps it pure.
$(STAMP): pyproject.toml setup.py | $(BIN)/python
	$(BIN)/pip install -U pip 'setuptools>=69'
	DX_PURE=1 $(BIN)/pip install --no-build-isolation -e '.[server,lab,test]'
	$(BIN)/python tools/build_engine.py
	touch $@

$(TEMPLATE_LINK): | $(STAMP)
	mkdir -p $(dir $(TEMPLATE_LINK))
	ln -sfn $(CURDIR)/share/jupyter/voila/templates/dx $(TEMPLATE_LINK)

# Recompile the engine if a .py changed since it was compiled (until then the package runs the pure .py
# files, with a warning: explorer/_build.py). Does nothing on a pure install or when nothing changed.
BUILD_IS = $(BIN)/python -W ignore -c 'import os, sys; os.environ.pop("DX_PURE", None); import explorer; \
	print("make compile:", explorer.BUILD); sys.exit("stale" not in explorer.BUILD.reason)'
compile: install
	@if $(BUILD_IS); then $(BIN)/python tools/build_engine.py ; fi

# The pure-Python engine in this checkout (no compiled module left to shadow a .py); make compile undoes it.
pure: $(STAMP)
	rm -f explorer/_compiled.json *__mypyc*.so
	find explorer -name '*.so' -delete
	DX_PURE=1 $(BIN)/pip install --no-deps -e .

# mypy, the layer contracts and the full suite on the installed build (compiled where it could be), then the fast
# subset, the doctests and the scenarios on the pure build (DX_PURE=1) too, so the two never disagree.
# DX_EXPECT_BUILD makes tests/test_build.py fail if a run loaded the other build than the one it says.
# The lanes run at once (tools/test_lanes.py: mypy, the layer contracts (lint-imports), the engine's tests, the
# scenarios in two, split by module; the browser tests in two more; textlint and the pure build's share in the
# last, which starts when the first of the others ends), each lane's output printed whole when it ends, with its
# CPU time. LANES="engine engine2 pages pages2 site pure" adds the static site, built and tested beside them (make
# site, make test-site; at most five lanes at once): .ci/run.
LANES ?=
test: textlint-tools compile
	SITE=$(abspath $(SITE)) $(BIN)/python tools/test_lanes.py $(LANES)

# The pure build's share of make test. Doctests run here: pytest's doctest finder sees no compiled function.
test-pure: $(STAMP)
	DX_PURE=1 DX_EXPECT_BUILD=pure $(BIN)/python -m pytest -q -m rules tests --ignore=tests/site
	DX_PURE=1 $(BIN)/python -m pytest -q --doctest-modules explorer
	DX_PURE=1 $(BIN)/python -m explorer check scenarios/

# textlint (from the npm registry, pinned by tools/textlint/package-lock.json) over every Japanese text the explorer
# shows (python -m explorer texts --lang ja): 0 errors, or make test fails (docs/japanese.md). textlint-tools stops
# at once, naming the command to run, when Node.js or npm is missing, and installs textlint only when the lock file
# changed (npm ci; a stamp in tools/textlint/node_modules/).
textlint-tools:
	@command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || \
		{ echo "make test runs textlint, which needs Node.js and npm; run: apt-get install -y nodejs npm" >&2; exit 1; }
	$(PYTHON) tools/textlint/lint.py --install

textlint: textlint-tools $(STAMP)
	$(BIN)/python tools/textlint/lint.py

# Landing page: http://localhost:8866/ (redirects to notebooks/index.ipynb);
# every notebook under notebooks/ is served at /voila/render/<name>.ipynb.
# Port, address, notebook folder, theme and timeouts come from voila.json.
# Class mode: make run CLASS=30 CLASS_PAGES=sandbox,index preheats 30 kernels for each page named (default: the
# landing page) before the other pages, and says on the console when they are ready (tools/serve.py).
CLASS ?=
CLASS_PAGES ?=
run: install
	$(BIN)/python tools/serve.py $(if $(PORT),--port=$(PORT)) $(if $(HOST),--Voila.ip=$(HOST)) \
		$(if $(CLASS),--class=$(CLASS)) $(if $(CLASS_PAGES),--class-pages="$(CLASS_PAGES)")

bench: $(STAMP)
	$(BIN)/python -m explorer bench

# A classroom at once: 20 visitors on the landing page and the Sandbox (benchmarks/load_visitors.py --help);
# make bench-load CLASS=30 VISITORS=30 PAGES=sandbox: class mode, 30 visitors on the Sandbox.
# BROWSERS=0: light visitors only (benchmarks/light_visitor.py), the server's share without 30 browsers drawing here.
VISITORS ?=
PAGES ?=
BROWSERS ?=
LEAVE ?=
bench-load: $(STAMP)
	$(BIN)/python benchmarks/load_visitors.py $(if $(CLASS),--class $(CLASS)) $(if $(VISITORS),--visitors $(VISITORS)) \
		$(if $(BROWSERS),--browsers $(BROWSERS)) $(if $(LEAVE),--leave $(LEAVE)) \
		$(if $(PAGES),--pages $(subst $(comma), ,$(PAGES)))

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

# Where a page's first render goes: the real page's timeline and the same Python step by step (Pyodide's start,
# the wheels, the kernel's imports, the page's imports and build).
bench-site-parts: $(STAMP)
	$(BIN)/python benchmarks/site_breakdown.py --site $(SITE)

clean:
	rm -rf $(VENV) build _site *.egg-info .pytest_cache .mypy_cache .hypothesis test-artifacts explorer/_compiled.json
	rm -f *__mypyc*.so
	find explorer -name '*.so' -delete
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
