"""The server's culler (tools/serve.py ``cull_together``) shuts the idle kernels it finds at one look together:
after a class quits, its 30 kernels are not shut one after another (56 s for the last, measured)."""

from __future__ import annotations

import asyncio
import logging
import runpy
from pathlib import Path

SERVE = Path(__file__).resolve().parents[1] / "tools" / "serve.py"


class Manager:
    """jupyter_server's kernel manager as the culler sees it: its kernels and the check that shuts one."""

    def __init__(self) -> None:
        self._kernels = {"a": object(), "b": object(), "c": object()}
        self.log = logging.getLogger("test-culler")
        self.checking = 0
        self.most_at_once = 0
        self.shut: list[str] = []

    async def cull_kernel_if_idle(self, kernel_id: str) -> None:
        self.checking += 1
        self.most_at_once = max(self.most_at_once, self.checking)
        await asyncio.sleep(0)  # a shutdown waits for its process: the others go on meanwhile
        self.checking -= 1
        if kernel_id == "b":
            raise RuntimeError("kernel b vanished")
        self.shut.append(kernel_id)


def test_the_culler_checks_every_kernel_at_once_and_one_failure_stops_none_of_the_others(
        caplog: object) -> None:
    serve = runpy.run_path(str(SERVE))
    manager = Manager()
    serve["cull_together"](manager)
    asyncio.run(manager.cull_kernels())  # type: ignore[attr-defined]
    assert manager.most_at_once == 3
    assert sorted(manager.shut) == ["a", "c"]
    assert "kernel b vanished" in caplog.text  # type: ignore[attr-defined]
