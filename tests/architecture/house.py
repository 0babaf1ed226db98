"""What the house rules measure: module and function sizes, folder sizes, and which rooms of a
package import which. Each package's own test states its rooms and arrows with these."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from graphlib import CycleError, TopologicalSorter
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
PRODUCT = ("bot", "engine", "rulesdb", "scraper")
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60
MAX_FOLDER_MODULES = 15


def modules(package: str) -> Iterator[Path]:
    yield from sorted((REPO / package).rglob("*.py"))


def long_modules(package: str) -> dict[str, int]:
    """Modules over MAX_MODULE_LINES lines, with their length."""
    found = {}
    for path in modules(package):
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > MAX_MODULE_LINES:
            found[str(path.relative_to(REPO))] = lines
    return found


def long_functions(package: str) -> dict[str, int]:
    """Functions and methods over MAX_FUNCTION_LINES lines (decorators and docstring included)."""
    found = {}
    for path in modules(package):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                assert node.end_lineno is not None
                length = node.end_lineno - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    where = f"{path.relative_to(REPO)}:{node.lineno} {node.name}"
                    found[where] = length
    return found


def crowded_folders(package: str) -> dict[str, int]:
    """Folders holding more than MAX_FOLDER_MODULES modules (`__init__.py` not counted)."""
    found = {}
    for folder in [REPO / package, *sorted(p for p in (REPO / package).rglob("*") if p.is_dir())]:
        count = sum(1 for p in folder.glob("*.py") if p.name != "__init__.py")
        if count > MAX_FOLDER_MODULES:
            found[str(folder.relative_to(REPO))] = count
    return found


def module_name(path: Path) -> str:
    parts = list(path.relative_to(REPO).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path) -> set[str]:
    """Absolute module names a file imports, anywhere in it (relative imports resolved)."""
    here = module_name(path).split(".")
    if path.name != "__init__.py":
        here = here[:-1]
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = here[: len(here) - node.level + 1] if node.level else []
            module = ".".join([*base, *([node.module] if node.module else [])])
            found.add(module)
            # `from rulesdb import search` imports the module rulesdb.search.searcher
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


def room_of(module: str, package: str, rooms: set[str]) -> str | None:
    """The room (first-level sub-package or top-level module) of `package` a module is in."""
    parts = module.split(".")
    if parts[0] != package or len(parts) < 2:
        return None
    return parts[1] if parts[1] in rooms else None


def room_edges(package: str, rooms: set[str]) -> dict[tuple[str, str], set[str]]:
    """(from room, to room) -> the files that import across it, within one package."""
    edges: dict[tuple[str, str], set[str]] = {}
    for path in modules(package):
        source = room_of(module_name(path), package, rooms)
        if source is None:
            continue
        for module in imports(path):
            target = room_of(module, package, rooms)
            if target is not None and target != source:
                edges.setdefault((source, target), set()).add(str(path.relative_to(REPO)))
    return edges


def rooms_on_disk(package: str) -> set[str]:
    """The package's rooms as they are on disk: its sub-packages and its top-level modules."""
    root = REPO / package
    folders = {p.name for p in root.iterdir() if (p / "__init__.py").is_file()}
    return folders | {p.stem for p in root.glob("*.py") if p.name != "__init__.py"}


def forbidden_arrows(package: str, allowed: dict[str, set[str]]) -> dict[str, list[str]]:
    """'from -> to' for every import between rooms that `allowed` does not list, with its files."""
    return {
        f"{source} -> {target}": sorted(files)
        for (source, target), files in room_edges(package, set(allowed)).items()
        if target not in allowed[source]
    }


def arrows_in_use(package: str, allowed: dict[str, set[str]]) -> dict[str, set[str]]:
    """room -> the rooms it really imports (to hold a stated list of arrows tight)."""
    found: dict[str, set[str]] = {room: set() for room in allowed}
    for source, target in room_edges(package, set(allowed)):
        found[source].add(target)
    return found


def cycle_in(arrows: dict[str, set[str]]) -> list[str] | None:
    """One cycle of the arrows (`a -> b -> a` as [a, b, a]), or None when there is none."""
    try:
        list(TopologicalSorter(arrows).static_order())
    except CycleError as cycle:
        found: list[str] = list(cycle.args[1])
        return found
    return None
