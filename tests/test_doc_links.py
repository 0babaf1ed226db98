"""Every relative link in the README and docs/ leads somewhere: the file exists, and an anchor
names a heading of that file (GitHub's anchors: lower case, punctuation dropped, spaces as
hyphens)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]
DOCUMENTS = sorted(
    [REPO / "README.md", REPO / "benchmarks" / "README.md", *(REPO / "docs").glob("*.md")]
)
FENCE = re.compile(r"^```.*?^```", re.MULTILINE | re.DOTALL)
CODE_SPAN = re.compile(r"`[^`\n]*`")
LINK = re.compile(r"!?\[[^\]]*\]\(([^)\s]+)(?:\s+\"[^\"]*\")?\)")
HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$", re.MULTILINE)


def anchor_of(heading: str) -> str:
    """The anchor GitHub gives a heading: its text without markup and punctuation, lowered,
    spaces as hyphens."""
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", heading).replace("`", "")
    return re.sub(r"[^\w\- ]", "", text.lower()).replace(" ", "-")


def anchors_in(path: Path) -> set[str]:
    text = FENCE.sub("", path.read_text(encoding="utf-8"))
    anchors: set[str] = set()
    for heading in HEADING.findall(text):
        anchor = base = anchor_of(heading)
        count = 0
        while anchor in anchors:  # a repeated heading gets -1, -2…
            count += 1
            anchor = f"{base}-{count}"
        anchors.add(anchor)
    return anchors


def relative_links(path: Path) -> list[str]:
    text = CODE_SPAN.sub("", FENCE.sub("", path.read_text(encoding="utf-8")))
    return [
        target
        for target in LINK.findall(text)
        if not re.match(r"^[a-z][a-z0-9+.-]*:", target)  # https:, mailto:
    ]


def test_the_anchors_are_githubs() -> None:
    assert anchor_of("5. Docker") == "5-docker"
    assert anchor_of("With the rules' vectors") == "with-the-rules-vectors"
    assert anchor_of("Search by meaning: `embed` (optional)") == "search-by-meaning-embed-optional"
    assert anchor_of("`judgebot health [--max-age S]`") == "judgebot-health---max-age-s"


def test_the_documents_link_to_each_other() -> None:
    assert sum(len(relative_links(path)) for path in DOCUMENTS) > 30
    assert "docs/operating.md" in relative_links(REPO / "README.md")
    assert "docs/cli-contract.md#the-database" in relative_links(REPO / "README.md")


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda path: str(path.relative_to(REPO)))
def test_every_relative_link_resolves(document: Path) -> None:
    broken = []
    for target in relative_links(document):
        file_part, _, anchor = target.partition("#")
        linked = (document.parent / file_part).resolve() if file_part else document
        if not linked.exists():
            broken.append(f"{target}: no such file")
        elif anchor and linked.suffix == ".md" and anchor not in anchors_in(linked):
            broken.append(f"{target}: no heading #{anchor} in {linked.relative_to(REPO)}")
    assert not broken, broken


# A path named in code spans (`rulesdb/search/searcher.py`, `tests/test_contract_docs.py`) is
# the reader's way into the code: after a move it must still lead somewhere.
REPO_FOLDERS = ("bot", "rulesdb", "scraper", "engine", "tests", "benchmarks", "docs", "data")
NAMED_PATH = re.compile(r"`((?:" + "|".join(REPO_FOLDERS) + r")/[^`\s*<>{}$]+)`")


def named_paths(path: Path) -> set[str]:
    """Repository paths a document names in code spans (a `::test` or `:line` tail dropped)."""
    found = set()
    for span in NAMED_PATH.findall(path.read_text(encoding="utf-8")):
        found.add(span.split("::")[0].split(":")[0].rstrip(".,"))
    return found


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: str(p.relative_to(REPO)))
def test_every_path_a_document_names_exists(document: Path) -> None:
    missing = sorted(p for p in named_paths(document) if not (REPO / p).exists())
    assert missing == []


def test_named_paths_finds_paths_and_drops_test_names(tmp_path: Path) -> None:
    page = tmp_path / "page.md"
    page.write_text(
        "see `tests/test_doc_links.py::test_x`, `rulesdb/schema.sql:12`, `judgebot run`,"
        " `bot/*.py` and `nowhere/file.py`",
        encoding="utf-8",
    )
    assert named_paths(page) == {"tests/test_doc_links.py", "rulesdb/schema.sql"}
