"""The options of `judgebot ingest` that bound a crawl, checked as they are parsed, and the help
text listing every bound (scraper.transport.crawl_limits holds the values)."""

from __future__ import annotations

import argparse
import textwrap

from bot.cli.argument_types import seconds, whole_number
from scraper.transport.crawl_limits import (
    DEFAULT_DELAY_SECONDS,
    DEFAULT_MAX_BYTES,
    DEFAULT_MAX_PAGES,
    limits_summary,
)


def add_crawl_options(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--follow",
        type=whole_number(0),
        default=0,
        metavar="DEPTH",
        help="follow wiki links on the same host to this depth (default: 0)",
    )
    parser.add_argument(
        "--max-pages",
        type=whole_number(1),
        default=DEFAULT_MAX_PAGES,
        metavar="N",
        help="stop following links once the crawl holds N pages; the given URLs are always "
        f"fetched (default: {DEFAULT_MAX_PAGES})",
    )
    parser.add_argument(
        "--delay",
        type=seconds,
        default=DEFAULT_DELAY_SECONDS,
        metavar="SECONDS",
        help="seconds between requests to one host, or longer if robots.txt asks "
        f"(default: {DEFAULT_DELAY_SECONDS:g})",
    )
    parser.add_argument(
        "--max-bytes",
        type=whole_number(1),
        default=None,
        metavar="N",
        help=f"largest page or file accepted, in bytes (default: {DEFAULT_MAX_BYTES:,} for a "
        "fetched page; for files, the cap of each kind: rules text 5,000,000, HTML 2,000,000, "
        "page dump 1,000,000)",
    )
    parser.formatter_class = argparse.RawDescriptionHelpFormatter
    parser.epilog = "fixed bounds of a crawl:\n" + "\n".join(
        textwrap.fill(line, 78, initial_indent="  - ", subsequent_indent="    ")
        for line in limits_summary()
    )
