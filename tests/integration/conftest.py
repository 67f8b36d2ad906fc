"""Fixtures of the integration tests: ``progress`` (``progress_report.Progress``) and the quick run's skips."""

from __future__ import annotations

import os

import pytest

from progress_report import Progress


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """The quick run (``PYLLC_QUICK=1``, ``utils/run_tests.sh --quick``) skips the tests marked ``long``."""
    if os.environ.get("PYLLC_QUICK") == "1":
        skip = pytest.mark.skip(reason="long: left out of the quick run (PYLLC_QUICK=1)")
        for item in items:
            if item.get_closest_marker("long") is not None:
                item.add_marker(skip)


@pytest.fixture
def progress(request: pytest.FixtureRequest) -> Progress:
    # "tests/integration/test_x.py::test_name[param] (setup)", set by pytest for the running test.
    name = os.environ.get("PYTEST_CURRENT_TEST", "").split("::")[-1].split(" ")[0]
    return Progress(request.config, name)
