"""Shared pytest settings: the report's header says which engine build the run tests (compiled or pure)."""

from __future__ import annotations

import explorer


def pytest_report_header() -> str:
    return f"explorer engine: {explorer.BUILD}"
