"""The bot's rooms and the arrows between them: the application layer at the bottom (it knows no
surface), the walkthroughs and the long jobs on it, and the surfaces on top (the command line,
the terminal, Discord). `bot/discord_app` is one room seen from here; its own rooms are
tests/architecture/test_discord_rooms.py's, and so are its sizes."""

from __future__ import annotations

from tests.architecture import house

PACKAGE = "bot"
# room -> the rooms it may import
ALLOWED: dict[str, set[str]] = {
    "shard_plan": set(),
    "settings": {"shard_plan"},
    "logging_setup": set(),
    "application": {"settings"},
    "walkthroughs": {"application", "settings"},
    "jobs": {"application", "settings"},
    "terminal": {"application", "walkthroughs", "jobs", "settings"},
    "discord_app": {
        "application",
        "walkthroughs",
        "jobs",
        "settings",
        "shard_plan",
        "logging_setup",
    },
    "cli": {"application", "walkthroughs", "jobs", "terminal", "discord_app", "settings"},
}
SURFACES = {"cli", "terminal", "discord_app"}
OTHER_HELPERS_ROOM = "bot/discord_app"


def ours(found: dict[str, int]) -> dict[str, int]:
    return {
        where: size for where, size in found.items() if not where.startswith(OTHER_HELPERS_ROOM)
    }


def test_every_module_and_folder_of_the_bot_is_in_a_room() -> None:
    rooms = {
        path.relative_to(house.REPO / PACKAGE).parts[0].removesuffix(".py")
        for path in house.modules(PACKAGE)
        if path.relative_to(house.REPO / PACKAGE).parts[0] != "__init__.py"
    }
    assert rooms == set(ALLOWED)


def test_the_bot_keeps_the_house_sizes() -> None:
    assert ours(house.long_modules(PACKAGE)) == {}
    assert ours(house.long_functions(PACKAGE)) == {}
    assert ours(house.crowded_folders(PACKAGE)) == {}


def test_rooms_import_only_the_rooms_they_may() -> None:
    assert house.forbidden_arrows(PACKAGE, ALLOWED) == {}


def test_the_application_layer_knows_no_surface() -> None:
    edges = house.room_edges(PACKAGE, set(ALLOWED))
    assert not {target for source, target in edges if source == "application"} & SURFACES


def test_the_allowed_arrows_have_no_cycle() -> None:
    assert house.cycle_in(ALLOWED) is None
