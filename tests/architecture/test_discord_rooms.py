"""The Discord surface's rooms and arrows: each feature (a cog with its views and embeds) imports
the shared room and nothing of another feature; the shared room (the bot itself and what every
cog builds on) never imports a feature; the runner starts the bot; `http_endpoint` (over
`http_server`), `metrics` and `shutdown` are how it is operated. Module, function and folder
sizes keep the house rules."""

from __future__ import annotations

from tests.architecture import house

PACKAGE = "bot.discord_app"
FOLDER = PACKAGE.replace(".", "/")
FEATURES = {"cogs.rules", "cogs.search", "cogs.cards", "cogs.simulate", "cogs.info"}
# room -> the rooms it imports (every import counts, those for type checking too)
ALLOWED: dict[str, set[str]] = {
    **{feature: {"shared"} for feature in FEATURES},
    "cogs": set(),  # the features' package: a docstring
    "shared": {"metrics", "shutdown"},
    "runner": {"shared", "http_endpoint", "shutdown"},
    "http_endpoint": {"shared", "metrics", "http_server"},
    "http_server": set(),  # HTTP under the endpoint, bounded; knows nothing of the bot
    "metrics": set(),
    "shutdown": set(),
}


def room(module: str) -> str | None:
    """The room of a module of the package: a feature (`cogs.<feature>`) or a first-level
    sub-package or module; None outside the package or for the package itself."""
    if not module.startswith(PACKAGE + "."):
        return None
    parts = module.removeprefix(PACKAGE + ".").split(".")
    if parts[0] == "cogs" and len(parts) > 1:
        return f"cogs.{parts[1]}"
    return parts[0]


def edges() -> dict[tuple[str, str], set[str]]:
    found: dict[tuple[str, str], set[str]] = {}
    for path in house.modules(FOLDER):
        source = room(house.module_name(path))
        if source is None:
            continue
        for module in house.imports(path):
            target = room(module)
            if target is not None and target != source and target in ALLOWED:
                found.setdefault((source, target), set()).add(str(path.relative_to(house.REPO)))
    return found


def test_every_module_is_in_a_stated_room() -> None:
    rooms = {room(house.module_name(path)) for path in house.modules(FOLDER)} - {None}
    assert rooms == set(ALLOWED)


def test_rooms_import_exactly_the_stated_arrows() -> None:
    found = edges()
    unexpected = {edge: files for edge, files in found.items() if edge[1] not in ALLOWED[edge[0]]}
    assert not unexpected, unexpected
    stated = {(source, target) for source, targets in ALLOWED.items() for target in targets}
    assert set(found) == stated, stated - set(found)  # every stated arrow is a real one


def test_no_cycles_between_rooms() -> None:
    assert house.cycle_in(ALLOWED) is None


def test_features_do_not_import_each_other_and_shared_imports_none() -> None:
    for source, target in edges():
        assert not (source in FEATURES and target in FEATURES), (source, target)
        assert not (source == "shared" and target.startswith("cogs")), (source, target)


def test_house_sizes() -> None:
    assert house.long_modules(FOLDER) == {}
    assert house.long_functions(FOLDER) == {}
    assert house.crowded_folders(FOLDER) == {}
