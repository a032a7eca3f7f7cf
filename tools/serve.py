"""Serve a notebook directory with Voilà, sending ``/`` to the landing notebook.

Plain ``voila notebooks/`` answers ``/`` with a file listing; this launcher keeps
that listing at ``/voila/tree`` and every notebook at ``/voila/render/<name>``, and
redirects ``/`` to ``/voila/render/index.ipynb``. Its settings (port, address,
notebook folder, template, theme, tracebacks, timeouts, preheated kernels, the
cookie handed to the kernel) come from ``voila.json`` in the
working directory, so run it from the repository root (``make run`` does); Voilà's
own arguments override them::

    python tools/serve.py                      # everything from voila.json
    python tools/serve.py --port=9000          # another port
    python tools/serve.py other/notebooks/     # another folder

How the server holds a classroom (``benchmarks/load_visitors.py`` measures it; figures in the README):

- **pools sized by what visitors do**: a preheated kernel has run its notebook and waits for a visitor.
  voila.json's ``VoilaKernelManager.kernel_pools_config`` keeps two for the landing page, Learn and the
  Sandbox (where visitors arrive, and what a table opens to settle a question) and one for every other page;
  a visitor who finds none gets a kernel started for them;
- **the pools start in stages**, not all at once (:meth:`ExplorerVoila.fill_in_stages`): the landing page's
  first, then the others in voila.json's order, one page at a time, ``stage_gap`` seconds apart, so that on
  2 cores the first page is ready in seconds instead of after every kernel has started (21 kernels at once:
  159 s);
- **no silent timeout**: a page waits for its kernel as long as it takes (``VoilaExecutor.startup_timeout``
  300 s, ``iopub_timeout`` 120 s: with nbclient's default 4 s a busy machine dropped the page's output and
  the visitor saw a blank page), and the page says it is starting, in the reader's language, and reloads
  itself if its stream breaks or ends without the page (the dx template's ``dx.js``);
- a used kernel is replaced ``fill_delay`` (1 s) later. Voilà puts the replacement in the pool at once, as a
  task that first sleeps ``fill_delay``, and the next visitor of that page waits for that task: with pools of one
  or two kernels a quick second visit waited the whole delay (10 s: 10-12 s a visit, against 3-4 s at 1 s, with
  the same classroom figures and click latency; benchmarks/README.md, "render_times.py");
- a waiting kernel must not time out: its notebook's cell waits for the request (the language, the
  Sandbox's position), so the executor's per-cell ``timeout`` is off (``null``);
- the explorer package's bytecode is written once here (:func:`precompile`), because an environment with
  ``PYTHONDONTWRITEBYTECODE`` would otherwise have every kernel compile the whole package again;
- the scenario index the Rules page reads is made once here too (:func:`index_scenarios`), not by each kernel.

Class mode (issue 44): ``make run CLASS=30 CLASS_PAGES=sandbox,index`` (``tools/serve.py --class=30
--class-pages=sandbox,index``, or voila.json's ``ExplorerVoila.class_size`` and ``class_pages``) preheats
``CLASS`` kernels for each page the teacher names (default: the landing page) before anyone arrives, so that a
whole class opening one page together finds a kernel each (:meth:`ExplorerVoila.fill_class`):

- the class's pages first, a few kernels at a time (``class_batch``: one per core), each batch waited for until
  its kernels have run their notebook and wait for a visitor, the count said on the console
  ("class: 12 of 30 kernels ready for sandbox.ipynb"); then the other pages' pools, as without it;
- when all are ready (the machine quiet again) the console says so, in both languages, with each page's address;
- a kernel a visitor took is replaced later and one at a time (``class_refill_delay`` 30 s, then
  ``class_refill_gap`` 4 s apart), not all at once the moment the class arrives, when the 2 cores are drawing
  their pages.

Nothing left behind (issue 44): a visitor's kernel is shut within two minutes after their browser goes away,
however it went.

- **tab closed**: Voilà's page asks for its kernel's shutdown on ``beforeunload`` (:class:`PageHandler` lets
  that request through);
- **browser quit, crashed, network gone, phone asleep**: nothing is asked, so the page gives a sign of life
  instead. While a page is open it posts to ``voila/api/alive/<kernel>`` (:class:`AliveHandler`) every
  :attr:`ExplorerVoila.alive_every` seconds (dx.js), which counts as the kernel's activity; voila.json's
  ``MappingKernelManager`` culls a kernel that has had no activity for ``cull_idle_timeout`` (75 s), looking
  every ``cull_interval`` (10 s), connected or not (``cull_connected``: a phone asleep may keep its socket open
  while its page is frozen). A departed visitor's kernel is shut within 75 + 10 = 85 s of their page's last
  sign, which came before they left: within 2 minutes, with 35 s to spare for a busy machine (the culler shuts
  kernels one after the other: ten departed visitors on a loaded machine took 25 s more). A kernel still running
  a visitor's computation is not culled (``cull_busy`` stays off) until it has finished;
- **the limits a visitor can meet**: a phone asleep (its page frozen, no timer runs) or a browser stopped for
  more than ``cull_idle_timeout`` (75 s) counts as gone; a tab in the background keeps its signs for
  :attr:`ExplorerVoila.hidden_limit` (10 minutes), then stops them and counts as gone 85 s later;
- **a page that comes back** (the phone wakes, the tab is shown again) asks at once; told its kernel is gone
  (404), it loads itself again at its own address, which carries its position (the language, the Sandbox's
  position; Learn's progress is in its cookie), and gets a fresh kernel. The preheated kernels of the pools are never culled
  (Voilà's kernel manager keeps them out of the culler).
"""

from __future__ import annotations

import asyncio
import compileall
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import tornado.web
from jupyter_server._tz import utcnow
from jupyter_server.base.handlers import APIHandler
from jupyter_server.utils import url_path_join
from tornado.ioloop import IOLoop
from tornado.web import RedirectHandler
from traitlets import Dict, Float, Int, Unicode
from traitlets.config.loader import DeferredConfig
from voila.app import Voila
from voila.request_info_handler import RequestInfoSocketHandler
from voila.tornado.handler import TornadoVoilaHandler

LANDING = "index.ipynb"
SHARE = Path(__file__).resolve().parents[1] / "share" / "jupyter"
"""Where the explorer's Voilà template ``dx`` lives (``share/jupyter/voila/templates/dx``; voila.json names
it): Voilà's lab template without the Font Awesome CDN links, with the pages' script and phone-width CSS."""
# Voilà looks templates up on the Jupyter data path, read when it starts.
os.environ["JUPYTER_PATH"] = os.pathsep.join(p for p in (str(SHARE), os.environ.get("JUPYTER_PATH", "")) if p)


PACKAGE = Path(__file__).resolve().parents[1] / "explorer"


def precompile(package: Path = PACKAGE) -> bool:
    """Write ``package``'s bytecode (``__pycache__``) if it is missing or stale, so that no kernel compiles it.

    ``PYTHONDONTWRITEBYTECODE`` stops imports from writing bytecode, not :mod:`compileall`; bytecode already
    written is read either way. Returns whether every file compiled (a failure is left to the import to
    report, with its traceback)."""
    return bool(compileall.compile_dir(str(package), quiet=1, workers=1))


class PageHandler(TornadoVoilaHandler):  # type: ignore[misc]
    """Voilà's page handler, which also sets the ``_xsrf`` cookie.

    A page asks the server to shut its kernel down when it is left (a POST from its
    ``beforeunload`` handler, carrying the ``_xsrf`` cookie's value). Voilà's page
    handler never sets that cookie, so the request is refused (403, Voilà issue
    #1458) and every visit's kernel stays until it is culled. Reading
    ``xsrf_token`` sets the cookie.
    """

    async def prepare(self, *args: Any, **kwargs: Any) -> None:
        await super().prepare(*args, **kwargs)
        self.xsrf_token  # noqa: B018 - read for its side effect: the Set-Cookie header


class AliveHandler(APIHandler):  # type: ignore[misc]
    """``POST voila/api/alive/<kernel id>``: a page's sign of life (dx.js), counted as its kernel's activity, so
    that the culler leaves the kernel of a page still open and shuts the one of a page gone quiet. Answers the
    page how often to come back and how long a hidden page keeps its kernel (``{"every": s, "hidden": s}``), or
    410 Gone if the kernel is gone (the page then loads itself again, with a fresh kernel). Not 404: that is what
    a server without this handler answers (plain ``voila notebooks/``), where the page only stops asking."""

    def initialize(self, every: float, hidden: float) -> None:
        self.every = every
        self.hidden = hidden

    @tornado.web.authenticated  # type: ignore[misc]
    async def post(self, kernel_id: str) -> None:
        manager = self.kernel_manager
        if kernel_id not in manager:
            raise tornado.web.HTTPError(410, "no kernel %s" % kernel_id)
        manager.get_kernel(kernel_id).last_activity = manager.last_kernel_activity = utcnow()
        self.set_header("Cache-Control", "no-store")
        self.finish({"every": self.every, "hidden": self.hidden})


def cull_together(manager: Any) -> None:
    """Make ``manager``'s culler shut the idle kernels it finds at one look together, not one after another.

    jupyter_server's ``cull_kernels`` awaits each kernel's shutdown (a request, then waiting for the process to
    end) before it looks at the next: after a class of 30 quit their browsers, the last of their kernels was shut
    131 s after they left, 56 s after the first (measured, ``make bench-load CLASS=30 VISITORS=30 BROWSERS=0
    LEAVE=quit``). Each kernel is still looked at, and shut or kept, by jupyter_server's own
    ``cull_kernel_if_idle``; an error with one is logged as jupyter_server logs it and does not stop the others."""

    async def one(kernel_id: str) -> None:
        try:
            await manager.cull_kernel_if_idle(kernel_id)
        except Exception as exc:  # noqa: BLE001 - as jupyter_server: log it, go on with the others
            manager.log.exception("The following exception was encountered while checking the idle duration of "
                                  "kernel %s: %s", kernel_id, exc)

    async def cull_kernels() -> None:
        await asyncio.gather(*(one(kernel_id) for kernel_id in list(manager._kernels)))

    manager.cull_kernels = cull_kernels


def stage_order(pools: dict[str, Any], notebooks: list[str]) -> list[str]:
    """The order the pools start in: the landing page, then the pages named in ``pools`` (voila.json's
    ``kernel_pools_config``, in its order), then every other notebook by name.

    >>> stage_order({"default": {}, "learn.ipynb": {}}, ["sandbox.ipynb", "index.ipynb", "learn.ipynb"])
    ['index.ipynb', 'learn.ipynb', 'sandbox.ipynb']
    """
    named = [nb for nb in pools if nb != "default" and nb in notebooks]
    order = [LANDING] if LANDING in notebooks else []
    order += [nb for nb in named if nb not in order]
    return order + sorted(nb for nb in notebooks if nb not in order)


def class_notebooks(spec: str, notebooks: list[str]) -> list[str]:
    """The notebooks a teacher named for class mode (``"sandbox,index"``, ``"sandbox index"``, with or without
    ``.ipynb``), in their order; a name that is no page is an error that lists the pages.

    >>> class_notebooks("sandbox, index.ipynb", ["index.ipynb", "sandbox.ipynb"])
    ['sandbox.ipynb', 'index.ipynb']
    """
    named = [n if n.endswith(".ipynb") else f"{n}.ipynb" for n in spec.replace(",", " ").split()]
    unknown = [n for n in named if n not in notebooks]
    if unknown:
        pages = ", ".join(n.removesuffix(".ipynb") for n in notebooks)
        raise SystemExit(f"tools/serve.py: class_pages names no page {', '.join(repr(n.removesuffix('.ipynb')) for n in unknown)}"
                         f" (the pages: {pages})")
    return list(dict.fromkeys(named))


def page_titles(root: Path, notebook: str) -> tuple[str, str]:
    """A page's title in Japanese and English (the notebook's ``dx`` metadata), else its file name."""
    import json

    try:
        meta = json.loads((root / notebook).read_text(encoding="utf-8"))["metadata"]["dx"]["title"]
        return str(meta["ja"]).split(" — ")[0], str(meta["en"]).split(" — ")[0]  # the page, not the site
    except (OSError, ValueError, KeyError, TypeError):
        return notebook, notebook


class ExplorerVoila(Voila):  # type: ignore[misc]
    aliases = {**Voila.aliases, "class": "ExplorerVoila.class_size", "class-pages": "ExplorerVoila.class_pages"}
    class_size = Int(0, config=True, help="Class mode: how many visitors arrive together; as many kernels are "
                     "preheated for each of class_pages before the other pages' pools (0: off)")
    class_pages = Unicode("index", config=True, help="Class mode: the pages the class opens, by name, separated "
                          "by commas (sandbox,index)")
    class_batch = Int(0, config=True, help="Class mode: kernels started at once while preheating (0: one per core)")
    class_refill_delay = Float(30.0, config=True, help="Class mode: seconds before the first kernel a visitor "
                               "took from a class page is replaced")
    class_refill_gap = Float(4.0, config=True, help="Class mode: seconds between the replacements that follow")
    stage_gap = Float(6.0, config=True, help="Seconds between one page's kernel pool starting and the next's, "
                      "once the first has its kernels (fill_in_stages)")
    alive_every = Float(20.0, config=True, help="Seconds between an open page's signs of life (AliveHandler); "
                        "at most a third of MappingKernelManager.cull_idle_timeout is used, so that a page "
                        "still open never goes a whole idle timeout without one")
    hidden_limit = Float(600.0, config=True, help="Seconds a page in a background tab goes on giving signs of "
                         "life; then its kernel is culled as if it had gone (a page shown again gets a fresh one)")

    def alive_period(self) -> float:
        """:attr:`alive_every`, or a third of the kernel culler's idle timeout if that is shorter."""
        idle = float(self.config.MappingKernelManager.get("cull_idle_timeout", 0) or 0)
        return min(self.alive_every, idle / 3) if idle > 0 else self.alive_every

    def initialize(self, argv: Any = None) -> None:
        super().initialize(argv)
        # Voilà reads voila.json after the positional argument, so its root_dir would beat a folder named
        # on the command line; the command line wins, as for every other option.
        if len(self.extra_args) == 1 and Path(self.extra_args[0]).is_dir():
            self.root_dir = self.extra_args[0]
        self.class_notebooks: list[str] = []
        if self.class_size < 0:
            raise SystemExit(f"tools/serve.py: class_size must be 0 (off) or the number of visitors, not {self.class_size}")
        if self.class_size and self.root_dir and not self.notebook_path:
            self.class_notebooks = class_notebooks(self.class_pages, self.notebooks())

    def notebooks(self) -> list[str]:
        """The notebooks served, relative to the notebook folder."""
        return sorted(str(p.relative_to(self.root_dir)) for p in Path(self.root_dir).rglob("*.ipynb")
                      if ".ipynb_checkpoints" not in str(p))

    def init_settings(self) -> Any:
        """Voilà's settings, with its kernel pools held back: Voilà's kernel manager starts every page's pool
        the moment it is made; here it is made with empty pools, which :meth:`fill_in_stages` then fills."""
        conf = self.config.VoilaKernelManager
        raw = conf.get("kernel_pools_config") or {}
        if isinstance(raw, DeferredConfig):  # given on the command line: read once a trait takes it
            raw = raw.get_value(Dict())
        wanted = dict(raw)
        if not wanted:
            wanted = {"default": {"pool_size": self.voila_configuration.default_pool_size}}
        conf.kernel_pools_config = {"default": {"pool_size": 0}}
        try:
            settings = super().init_settings()
        finally:
            conf.kernel_pools_config = wanted
        manager = self.kernel_manager
        cull_together(manager)
        if self.voila_configuration.preheat_kernel and hasattr(manager, "fill_if_needed") and not self.notebook_path:
            manager.kernel_pools_config = wanted
            order = stage_order(wanted, self.notebooks())
            if self.class_notebooks:
                self.stagger_refills()
                order = [nb for nb in order if nb not in self.class_notebooks]
            IOLoop.current().add_callback(self.fill_all, order)
        return settings

    async def fill_all(self, order: list[str]) -> None:
        """Class mode's pages first (:meth:`fill_class`), then every other page's pool (:meth:`fill_in_stages`)."""
        started = time.monotonic()
        for notebook in self.class_notebooks:
            await self.fill_class(notebook)
        await self.fill_in_stages(order)
        if self.class_notebooks:  # ready once every pool is: the class's pages are not drawn while kernels start
            for notebook in order:
                await self.wait_ready(notebook)
            self.class_ready(time.monotonic() - started)

    async def fill_class(self, notebook: str) -> None:
        """Preheat :attr:`class_size` kernels for ``notebook``, :attr:`class_batch` at a time, each batch waited
        for until its kernels are ready (their notebook has run and waits for a visitor), saying how many are."""
        manager = self.kernel_manager
        batch = self.class_batch or os.cpu_count() or 1
        entry = dict(manager.kernel_pools_config.get(notebook, manager.kernel_pools_config.get("default", {})))
        started = time.monotonic()
        target = 0
        while target < self.class_size:
            target = min(self.class_size, target + batch)
            manager.kernel_pools_config = {**manager.kernel_pools_config, notebook: {**entry, "pool_size": target}}
            manager.fill_if_needed(delay=0, notebook_name=notebook)
            ready = await self.wait_ready(notebook)
            print(f"class: {ready} of {self.class_size} kernels ready for {notebook} "
                  f"({time.monotonic() - started:.0f} s)", flush=True)

    async def wait_ready(self, notebook: str) -> int:
        """Wait until every kernel of ``notebook``'s pool has started and either waits for its visitor (its
        notebook asked for the request: Voilà's request socket) or has ended its notebook (a failure, logged);
        the number waiting."""
        deadline = time.monotonic() + float(self.config.VoilaExecutor.get("startup_timeout", 300) or 300) + 120
        while True:
            pool = list(self.kernel_manager._pools.get(notebook, []))
            ready, pending = 0, 0
            for task in pool:
                if not task.done():
                    pending += 1
                    continue
                try:
                    content = task.result()
                except Exception:  # noqa: BLE001 - a kernel that failed to start: Voilà logged it
                    continue
                if content["kernel_id"] in RequestInfoSocketHandler._waiters:
                    ready += 1
                elif not content["task"].done():
                    pending += 1
            if not pending or time.monotonic() > deadline:
                return ready
            await asyncio.sleep(0.25)

    def class_ready(self, seconds: float) -> None:
        """Say on the console, in both languages, that the class's kernels are ready and where to send them."""
        root = Path(self.root_dir)
        base = f"http://{self.ip or 'localhost'}:{self.port}{self.base_url}"
        pages = [(*page_titles(root, nb), url_path_join(base, "voila/render", nb)) for nb in self.class_notebooks]
        ja = "、".join(f"「{ja}」（{url}）" for ja, _, url in pages)
        en = ", ".join(f"{en} ({url})" for _, en, url in pages)
        print(f"\n授業の準備ができました（{seconds:.0f}秒）：{ja}を、それぞれ{self.class_size}人が同時に開けます。\n"
              f"Class ready ({seconds:.0f} s): {self.class_size} visitors at once can open each of {en}.\n",
              flush=True)

    def stagger_refills(self) -> None:
        """Replace the kernels a class takes one at a time, :attr:`class_refill_delay` seconds after the first is
        taken and :attr:`class_refill_gap` apart, instead of Voilà's refill the moment each is taken (30 kernels
        starting while the 2 cores draw the class's pages)."""
        manager = self.kernel_manager
        fill = manager.fill_if_needed

        def refill(delay: float | None = None, notebook_name: str | None = None, **kwargs: Any) -> None:
            if delay is None and notebook_name in self.class_notebooks:
                waiting = sum(1 for task in manager._pools.get(notebook_name, []) if not task.done())
                delay = self.class_refill_delay + self.class_refill_gap * waiting
            fill(delay=delay, notebook_name=notebook_name, **kwargs)

        manager.fill_if_needed = refill

    async def fill_in_stages(self, order: list[str]) -> None:
        """Fill each page's kernel pool in ``order``: start its kernels, wait until they have started, give its
        notebook ``stage_gap`` seconds to run, then go on to the next page."""
        manager = self.kernel_manager
        for notebook in order:
            manager.fill_if_needed(delay=0, notebook_name=notebook)
            for task in list(manager._pools.get(notebook, [])):
                try:
                    await task
                except Exception as exc:  # noqa: BLE001 - a kernel that failed to start: the log says it, go on
                    self.log.warning("The preheated kernel for %s did not start: %s", notebook, exc)
            self.log.info("Kernel pool of %s started; next page in %.0f s", notebook, self.stage_gap)
            await asyncio.sleep(self.stage_gap)

    def init_handlers(self) -> list[Any]:
        handlers: list[Any] = [
            (h[0], PageHandler, *h[2:]) if len(h) > 1 and h[1] is TornadoVoilaHandler else h
            for h in super().init_handlers()
        ]
        handlers.insert(0, (url_path_join(self.server_url, r"/voila/api/alive/(.+)"), AliveHandler,
                            {"every": self.alive_period(), "hidden": self.hidden_limit}))
        if not self.notebook_path and (Path(self.root_dir) / LANDING).is_file():
            landing = url_path_join(self.base_url, "voila/render", LANDING)
            # Tornado takes the first matching rule, so this wins over the tree page.
            redirect = {"url": landing, "permanent": False}
            handlers.insert(0, (self.server_url, RedirectHandler, redirect))
        return handlers


def index_scenarios() -> None:
    """Make (or check) the scenario index the Rules page reads (build/scenario-index.json), once here, so no
    preheated kernel reads the thousand scenarios itself; in a child process, to keep the server small."""
    subprocess.run([sys.executable, "-m", "explorer.scenarios.covering"], check=False)


def main(argv: list[str] | None = None) -> None:
    precompile()
    index_scenarios()
    ExplorerVoila.launch_instance(argv)


if __name__ == "__main__":
    main()
