"""argparse types the subcommands share: checked as they are parsed, so a bad value is exit 2
with a message naming the option, before anything is opened."""

from __future__ import annotations

import argparse
import math
from collections.abc import Callable


def whole_number(minimum: int) -> Callable[[str], int]:
    """An argparse type: an integer of at least `minimum`."""

    def whole_number(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if value < minimum:
            raise argparse.ArgumentTypeError(f"must be {minimum} or more, got {text!r}")
        return value

    return whole_number


def seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number of seconds") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(
            f"must be a finite number of seconds, 0 or more; got {text!r}"
        )
    return value
