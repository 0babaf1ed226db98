"""A test needing reference data that a clone lacks skips, naming the missing path."""

from __future__ import annotations

import pytest

from tests.shared_data import SHARED_DATA, shared_data


def test_a_missing_reference_file_skips_with_its_path() -> None:
    missing = SHARED_DATA / "cr" / "no-such-file.txt"
    with pytest.raises(pytest.skip.Exception) as skipped:
        shared_data("cr", "no-such-file.txt")
    assert str(missing) in str(skipped.value)
