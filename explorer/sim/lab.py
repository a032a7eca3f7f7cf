"""Running N games: in-process, on Dask's local scheduler, or on a dask.distributed cluster.

:func:`iter_games` yields ``(index, rows)`` for games ``0 … N-1`` **in index
order**, whatever ran them, keeping only a bounded window of games in flight;
:func:`run_lab` writes the rows to CSV as they arrive (flushed game by game),
feeds the running statistics and reports progress.  Memory stays flat as N
grows: no list of all rows is ever built.

Schedulers (``scheduler=``):

- ``"sync"``: a plain loop in this process (no Dask);
- ``"processes"`` (the command line's default) or ``"threads"``: Dask's local
  scheduler, one machine, no services, ``workers`` processes or threads;
- anything else: the address of a dask.distributed scheduler
  (``tcp://host:8786``), or a ``distributed.Client`` object.

Games are sent in chunks of a few games each (``chunk``).  Each game's seed
comes from the run seed and its index (:func:`explorer.sim.runner.game_seed`),
so the rows are the same with any scheduler, worker count or chunk size.
"""

from __future__ import annotations

import csv
import io
import multiprocessing
import os
import sys
import time
from collections.abc import Callable, Generator, Iterator, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any, TextIO

from explorer.browser import IN_BROWSER, no_workers
from explorer.sim.runner import Arm, Row, Setup, Stopped, columns, play_chunk
from explorer.sim.stats import Stats

__all__ = ["LOCAL_SCHEDULERS", "LabResult", "Progress", "iter_games", "run_lab"]

LOCAL_SCHEDULERS = ("sync", "threads", "processes")


class LabError(ValueError):
    """A scheduler that this installation cannot run (Dask or distributed missing: the ``lab`` extra)."""

Progress = Callable[[int, int], None]
"""Called with (games done, games in all) after each game."""


def default_workers() -> int:
    return 1 if IN_BROWSER else os.cpu_count() or 1


def _chunks(games: int, size: int) -> list[range]:
    return [range(start, min(start + size, games)) for start in range(0, games, size)]


def _chunk_size(games: int, workers: int, chunk: int | None) -> int:
    if chunk is not None:
        if chunk < 1:
            raise ValueError(f"chunk: at least 1 game, got {chunk}")
        return chunk
    # about 16 chunks per worker (load balance; a window's tail is one chunk), at most 10 games per chunk
    return max(1, min(10, games // (16 * max(1, workers))))


def iter_games(setup: Setup, arms: Sequence[Arm], games: int, seed: int, *, scheduler: object = "sync",
               workers: int | None = None, chunk: int | None = None,
               stop: Callable[[], bool] | None = None) -> Generator[tuple[int, list[Row]], None, None]:
    """Yield ``(index, rows of every arm)`` for games ``0 … games-1``, in index order, as they finish.

    ``stop`` (scheduler ``sync`` only: it is asked in this process) is asked before each decision; when it
    answers true the game being played is abandoned (:class:`~explorer.sim.runner.Stopped` is raised)."""
    if games < 0:
        raise ValueError(f"games: at least 0, got {games}")
    if not arms:
        raise ValueError("arms: at least one")
    arms = list(arms)
    for arm in arms:
        arm.house_by_seat(setup.players)  # a seat beyond the table fails here, before any work is sent
    if scheduler != "sync":
        no_workers(f"the scheduler {scheduler!r}" if isinstance(scheduler, str) else "a dask.distributed client")
    if scheduler == "sync":
        for i in range(games):
            yield from play_chunk(setup, arms, seed, [i], stop)
        return
    if isinstance(scheduler, str) and scheduler in ("threads", "processes"):
        yield from _local(setup, arms, games, seed, scheduler, workers or default_workers(), chunk)
        return
    yield from _distributed(setup, arms, games, seed, scheduler, workers, chunk)


def _local(setup: Setup, arms: list[Arm], games: int, seed: int, scheduler: str, workers: int,
           chunk: int | None) -> Iterator[tuple[int, list[Row]]]:
    """Dask's local scheduler over one pool kept for the whole run; a window of chunks at a time."""
    try:
        from dask.base import compute as dask_compute
        from dask.delayed import delayed
    except ImportError as exc:
        raise LabError(f"the scheduler {scheduler!r} needs Dask: pip install 'daifugo-explorer[lab]' "
                       "(or use scheduler 'sync', a plain loop in this process)") from exc

    compute: Any = dask_compute  # untyped in part

    chunks = _chunks(games, _chunk_size(games, workers, chunk))
    window = 8 * workers
    pool: Executor
    if scheduler == "processes":
        # spawn, not fork: the caller may be a threaded kernel or web server
        pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"))
    else:
        pool = ThreadPoolExecutor(workers)
    task = delayed(play_chunk, pure=True)
    try:
        for start in range(0, len(chunks), window):
            batch = [task(setup, arms, seed, list(c)) for c in chunks[start:start + window]]
            results = compute(*batch, scheduler=scheduler, num_workers=workers, pool=pool, chunksize=1)
            for result in results:
                yield from result
    finally:
        pool.shutdown(wait=True, cancel_futures=True)


def _distributed(setup: Setup, arms: list[Arm], games: int, seed: int, scheduler: object, workers: int | None,
                 chunk: int | None) -> Iterator[tuple[int, list[Row]]]:
    """A dask.distributed cluster: a sliding window of chunks, results put back in index order."""
    try:
        import distributed
    except ImportError as exc:
        raise LabError(f"a dask.distributed cluster ({scheduler!r}) needs distributed: "
                       "pip install 'daifugo-explorer[lab]' (or use scheduler 'sync')") from exc

    dist: Any = distributed  # untyped
    own = not isinstance(scheduler, dist.Client)
    client: Any = dist.Client(scheduler) if own else scheduler
    try:
        if workers is None:
            workers = max(1, sum(client.nthreads().values()))
        chunks = _chunks(games, _chunk_size(games, workers, chunk))
        window = 4 * workers
        pending: Any = dist.as_completed()
        chunk_of: dict[str, int] = {}
        done: dict[int, list[tuple[int, list[Row]]]] = {}
        submitted = following = in_flight = 0

        def top_up() -> None:
            # at most `window` chunks running, and at most 2 x `window` ahead of the next one to write
            nonlocal submitted, in_flight
            while submitted < len(chunks) and in_flight < window and submitted - following < 2 * window:
                future = client.submit(play_chunk, setup, arms, seed, list(chunks[submitted]), pure=False)
                chunk_of[future.key] = submitted
                pending.add(future)
                submitted += 1
                in_flight += 1

        top_up()
        for future in pending:
            in_flight -= 1
            done[chunk_of.pop(future.key)] = future.result()
            future.release()
            while following in done:
                yield from done.pop(following)
                following += 1
            top_up()
    finally:
        if own:
            client.close()


@dataclass
class LabResult:
    """What a run did: games and rows, the statistics, time taken, where the rows went."""

    games: int
    rows: int
    seconds: float
    stats: Stats
    out: str | None

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds if self.seconds > 0 else float("inf")


def run_lab(setup: Setup, arms: Sequence[Arm], games: int, seed: int, *,
            out: str | os.PathLike[str] | IO[str] | None = None, scheduler: object = "sync",
            workers: int | None = None, chunk: int | None = None, progress: Progress | None = None,
            on_game: Callable[[int, list[Row]], None] | None = None,
            stop: Callable[[], bool] | None = None, abandon: Callable[[], bool] | None = None) -> LabResult:
    """Play ``games`` games under every arm; stream the rows to ``out`` (a CSV path or text stream); summarise.

    ``on_game(index, rows)`` is called after a game's rows are written and flushed.
    ``stop()`` is asked after each game: when it answers true the run ends there (the games not yet begun are
    dropped, a worker pool is shut down) and the result counts the games played (``result.games < games``).
    ``abandon()`` (scheduler ``sync`` only) is asked before each decision: when it answers true the game being
    played is dropped and the run ends there (a game of strong bots can take minutes on the pure engine: a
    page's Cancel is heard within one decision).
    """
    started = time.perf_counter()
    stats = Stats(arms)
    header = columns(setup)
    stream: IO[str] | None = None
    close = False
    name: str | None = None
    if isinstance(out, (str, os.PathLike)):
        path = Path(out)
        if path.parent and not path.parent.exists():
            raise ValueError(f"out: the folder {path.parent} does not exist")
        stream = path.open("w", encoding="utf-8", newline="")
        close, name = True, str(path)
    elif out is not None:
        stream = out
    rows_written = 0
    done = 0
    try:
        writer = csv.DictWriter(stream, header) if stream is not None else None
        if writer is not None:
            writer.writeheader()
        played = iter_games(setup, arms, games, seed, scheduler=scheduler, workers=workers, chunk=chunk,
                            stop=abandon if scheduler == "sync" else None)
        for index, rows in _until_stopped(played):
            if writer is not None and stream is not None:
                writer.writerows(rows)
                stream.flush()
            rows_written += len(rows)
            stats.add_game(rows)
            done += 1
            if on_game is not None:
                on_game(index, rows)
            if progress is not None:
                progress(done, games)
            if stop is not None and done < games and stop():
                played.close()  # the pool's finally runs now, not when the generator is collected
                break
    finally:
        if close and stream is not None:
            stream.close()
    return LabResult(done, rows_written, time.perf_counter() - started, stats, name)


def _until_stopped(played: Iterator[tuple[int, list[Row]]]) -> Iterator[tuple[int, list[Row]]]:
    """The games of ``played`` up to one its ``stop`` abandoned half-way (that one is dropped)."""
    try:
        yield from played
    except Stopped:
        return


class ProgressLine:
    """A one-line progress indication on a text stream (stderr): games done, rate, time left.

    On a terminal the line is redrawn in place at most every ``every`` seconds;
    elsewhere (a log file, CI) a line is printed at each tenth of the run.
    """

    def __init__(self, stream: TextIO = sys.stderr, label: str = "games", every: float = 0.25,
                 lang: str = "en") -> None:
        self.stream = stream
        self.label = label
        self.every = every
        self.lang = lang
        self.started = time.perf_counter()
        self.last = -1.0
        self.tty = bool(getattr(stream, "isatty", lambda: False)())
        self.tenth = -1

    def text(self, done: int, total: int, elapsed: float) -> str:
        """The line for ``done`` of ``total`` games after ``elapsed`` seconds, in the line's language.

        >>> ProgressLine(lang="ja").text(30, 120, 10.0)
        '30/120ゲーム（25%）、3.0ゲーム/秒、経過10秒、残り約30秒'
        >>> ProgressLine().text(30, 120, 10.0)
        'games 30/120 (25%) 3.0/s, 10 s elapsed, ~30 s left'
        """
        rate = done / elapsed if elapsed > 0 else 0.0
        left = (total - done) / rate if rate > 0 else 0.0
        if not total:
            return "ゲームなし" if self.lang == "ja" else "no games"
        if self.lang == "ja":
            return (f"{done}/{total}ゲーム（{done / total:.0%}）、{rate:.1f}ゲーム/秒、"
                    f"経過{elapsed:.0f}秒、残り約{left:.0f}秒")
        return (f"{self.label} {done}/{total} ({done / total:.0%}) {rate:.1f}/s, "
                f"{elapsed:.0f} s elapsed, ~{left:.0f} s left")

    def __call__(self, done: int, total: int) -> None:
        now = time.perf_counter()
        text = self.text(done, total, now - self.started)
        if self.tty:
            if done == total or now - self.last >= self.every:
                self.last = now
                self.stream.write("\r" + text.ljust(70) + ("\n" if done == total else ""))
                self.stream.flush()
            return
        tenth = 10 * done // total if total else 10
        if tenth != self.tenth and (tenth > self.tenth or done == total):
            self.tenth = tenth
            self.stream.write(text + "\n")
            self.stream.flush()


def rows_of(text: str) -> list[dict[str, str]]:
    """The rows of CSV text (a test helper, and handy in a notebook)."""
    return list(csv.DictReader(io.StringIO(text)))
