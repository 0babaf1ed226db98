"""The picture of a walkthrough step (bot/walkthroughs/step_scene.py,
bot/walkthroughs/step_picture.py) and `--png`."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from bot.discord_app.cogs.simulate import step_attachment
from bot.walkthroughs.labels import LABELS
from bot.walkthroughs.model import Walkthrough, present
from bot.walkthroughs.picture_rows import caption as picture_caption
from bot.walkthroughs.step_picture import (
    DARK,
    LIGHT,
    SHOWN_HEIGHT,
    SHOWN_WIDTH,
    FontMissingError,
    font_path,
    painted,
    rasterised,
    scene_image,
    shared_font,
    step_png,
    write_step_pngs,
)
from bot.walkthroughs.step_scene import STACK, game_chain, games_at, scene_at
from engine import simulate
from engine.presets import get_preset, preset_names
from tests.discord_standin import DiscordUser

REPO = Path(__file__).resolve().parents[2]


def walkthrough(preset: str, lang: str = "en") -> Walkthrough:
    return present(simulate(get_preset(preset), lang=lang), lang=lang)


def test_game_chain_names_the_games_a_step_is_nested_in() -> None:
    assert game_chain("main") == ("main",)
    assert game_chain("sub2") == ("main", "sub2")
    assert game_chain("sub1.2") == ("main", "sub1", "sub1.2")


def test_a_nested_step_shows_every_game_in_play_one_under_the_other() -> None:
    walk = walkthrough("subgame-nested")
    deepest = max(range(walk.total), key=lambda i: walk.steps[i].depth)
    games = [game.game for game, _ in games_at(walk, deepest)]
    assert games == list(game_chain(walk.steps[deepest].game)) and len(games) == 3
    scene = scene_at(walk, deepest)
    assert scene.as_of[-1] == walk.steps[deepest].n and scene.as_of[0] < scene.as_of[-1]
    painter = painted(scene)
    tall, one_game = painter.image, scene_image(scene_at(walk, 0))
    assert tall.width == one_game.width and tall.height > one_game.height
    # the games' names are drawn top to bottom, each at the left
    names = ["main game", "subgame 1", "subgame 1.1"]
    boxes = [next(box for text, box in painter.drawn if text == name) for name in names]
    assert [box[1] for box in boxes] == sorted(box[1] for box in boxes)
    assert len({box[0] for box in boxes}) == 1


def test_what_changed_since_the_last_step_is_marked() -> None:
    walk = walkthrough("loss-two-headed-giant")
    damage = next(i for i, step in enumerate(walk.steps) if "18" in step.title)
    scene = scene_at(walk, damage)
    assert ("main", "Bob", "life") in scene.changed and ("main", "Alice", "life") in scene.changed
    assert ("main", "Carol", "life") not in scene.changed
    first = scene_at(walk, 0)
    assert not first.changed and not first.new_games


def test_a_new_subgame_and_a_changed_stack_are_marked() -> None:
    walk = walkthrough("subgame-fork")
    cast = next(i for i, s in enumerate(walk.steps) if s.title.startswith("Alice casts"))
    assert ("main", STACK, "stack") in scene_at(walk, cast).changed
    start = next(i for i, s in enumerate(walk.steps) if s.depth == 1)
    assert scene_at(walk, start).new_games == {walk.steps[start].game}


def test_every_step_renders_a_png_quickly_enough_for_a_button_press() -> None:
    walk = walkthrough("subgame-wish", "ja")
    for index in range(walk.total):
        data = step_png(walk, index)
        image = Image.open(io.BytesIO(data))
        assert image.format == "PNG" and image.width >= 400 and image.height >= 200
        assert len(data) < 200_000


def test_the_font_is_package_data_and_has_every_japanese_glyph_the_picture_uses() -> None:
    path = font_path()
    # judgebot's own package data, beside the code that draws with it, with its licence
    assert path.parent == REPO / "bot" / "walkthroughs" / "fonts"
    assert path.stat().st_size > 1_000_000
    assert (path.parent / "IPA_Font_License_Agreement_v1.0.txt").is_file()
    font = ImageFont.truetype(str(path), 16)
    notdef = font.getmask("\U0010fffd")  # a code point no font maps: the .notdef glyph
    walk = walkthrough("subgame-wish", "ja")
    texts = [label["ja"] for label in LABELS.values()] + [step.title for step in walk.steps]
    for char in sorted({c for text in texts for c in text if ord(c) > 0x3000}):
        glyph = font.getmask(char)
        assert glyph.getbbox() is not None, f"{char!r} draws nothing"
        assert (glyph.size, bytes(glyph)) != (notdef.size, bytes(notdef)), f"{char!r} is .notdef"


def test_a_missing_font_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(FontMissingError, match=r"ipaexg\.ttf is missing: .*reinstall"):
        font_path(tmp_path)


def test_write_step_pngs_names_the_files_in_order(tmp_path: Path) -> None:
    written = write_step_pngs(walkthrough("loss-angels-grace"), tmp_path / "out")
    assert [p.name for p in written][:2] == ["step-001.png", "step-002.png"]
    assert all(p.read_bytes().startswith(b"\x89PNG") for p in written)


def test_cli_simulate_png_writes_pictures_and_keeps_the_json(tmp_path: Path) -> None:
    command = [sys.executable, "-m", "bot.cli", "simulate", "loss-two-headed-giant", "--json"]
    plain = subprocess.run(command, capture_output=True, text=True, cwd=REPO, check=True)
    pictured = subprocess.run(
        [*command, "--png", str(tmp_path)], capture_output=True, text=True, cwd=REPO, check=True
    )
    assert pictured.stdout == plain.stdout
    steps = len(json.loads(plain.stdout)["steps"])
    assert len(list(tmp_path.glob("step-*.png"))) == steps
    assert f"{steps} pictures" in pictured.stderr


def test_cli_simulate_png_to_an_unwritable_place_is_bad_input(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    command = [sys.executable, "-m", "bot.cli", "simulate", "loss-angels-grace", "--json"]
    done = subprocess.run(
        [*command, "--png", str(blocker / "sub")], capture_output=True, text=True, cwd=REPO
    )
    assert done.returncode == 2 and json.loads(done.stdout)["field"] == "png"


async def test_the_discord_walkthrough_shows_the_step_picture(discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("simulate", preset="subgame-small-library")
    attachments = reply.message["attachments"]
    assert [a["filename"] for a in attachments] == ["step.png"]
    assert reply.embed["image"]["url"] == "attachment://step.png"
    first = discord_user.standin.attachments[attachments[0]["url"].split("/")[-2]]
    assert first.startswith(b"\x89PNG") and attachments[0]["size"] == len(first)
    assert attachments[0]["content_type"] == "image/png"
    pressed = await discord_user.press(reply, "▶")
    moved = pressed.message["attachments"]
    assert [a["filename"] for a in moved] == ["step.png"] and moved[0]["url"] != attachments[0][
        "url"
    ]
    assert pressed.embed["image"]["url"] == "attachment://step.png"


async def test_the_picture_is_drawn_off_the_event_loop_and_still_attached(
    discord_user: DiscordUser, monkeypatch: pytest.MonkeyPatch
) -> None:
    loop_thread, drawn_in = threading.get_ident(), []

    def recorded(walk: Walkthrough, index: int) -> bytes:
        drawn_in.append((threading.get_ident(), index))
        return step_png(walk, index)

    monkeypatch.setattr(step_attachment, "step_png", recorded)
    reply = await discord_user.run_command("simulate", preset="subgame-small-library")
    pressed = await discord_user.press(reply, "▶")

    assert [index for _, index in drawn_in] == [0, 1]
    assert all(thread != loop_thread for thread, _ in drawn_in)
    for shown in (reply, pressed):
        (attachment,) = shown.message["attachments"]
        data = discord_user.standin.attachments[attachment["url"].split("/")[-2]]
        assert Image.open(io.BytesIO(data)).format == "PNG"
        assert shown.embed["image"]["url"] == "attachment://step.png"


def test_text_pasted_through_its_rasterised_mask_is_the_text_drawn() -> None:
    for font in (shared_font(),):
        for text in ["Life 20", "ライフ 20 毒 3", "Alice — lost (ten poison counters)", " ", ""]:
            drawn = Image.new("RGB", (820, 60), (241, 243, 245))
            ImageDraw.Draw(drawn).text((7, 9), text, font=font, fill=(201, 42, 42))
            pasted = Image.new("RGB", (820, 60), (241, 243, 245))
            line = rasterised(text, font)
            if line.mask is not None:
                pasted.paste((201, 42, 42), (7 + line.offset[0], 9 + line.offset[1]), line.mask)
            assert pasted.tobytes() == drawn.tobytes(), text
            assert line.length == int(font.getlength(text))


def test_the_palette_keeps_the_picture_as_drawn_in_full_colour() -> None:
    walk = walkthrough("loss-two-headed-giant", "ja")
    for index, theme in zip(range(walk.total), [DARK, LIGHT] * walk.total, strict=False):
        drawn = scene_image(scene_at(walk, index), theme)
        saved = Image.open(io.BytesIO(step_png(walk, index, theme)))
        assert saved.mode == "P"
        pairs = zip(saved.convert("RGB").tobytes(), drawn.tobytes(), strict=True)
        errors = [abs(a - b) for a, b in pairs]
        assert max(errors) <= 16 and sum(errors) / len(errors) < 3


@pytest.mark.parametrize("size", [10 * 1024 * 1024 + 1])
async def test_the_stand_in_refuses_an_oversized_upload(size: int) -> None:
    from tests.discord_standin.validation import upload_problems

    message = {"attachments": [{"id": 0, "filename": "step.png"}], "embeds": []}
    assert upload_problems(message, {"files[0]": b"x" * size})
    assert upload_problems({"embeds": [{"image": {"url": "attachment://a.png"}}]}, {})
    assert not upload_problems(message, {"files[0]": b"x"})


def shown(image: Image.Image) -> Image.Image:
    """`image` as Discord shows an embed's image: scaled to fit 400 x 300 pixels."""
    scale = min(SHOWN_WIDTH / image.width, SHOWN_HEIGHT / image.height, 1.0)
    size = (round(image.width * scale), round(image.height * scale))
    return image.convert("RGB").resize(size, Image.Resampling.LANCZOS)


def ink_height(image: Image.Image, box: tuple[float, float, float, float]) -> int:
    """The rows of `box` holding ink: pixels far from the colour of the box's top-left corner
    (the background the text is drawn on)."""
    left, top, right, bottom = (round(v) for v in box)
    crop = image.crop((left, top - 2, right, bottom + 2))
    data = crop.tobytes()
    pixels = [data[i : i + 3] for i in range(0, len(data), 3)]
    background = pixels[0]

    def far(pixel: bytes) -> bool:
        return sum(abs(a - b) for a, b in zip(pixel, background, strict=True)) > 150

    width = crop.width
    return sum(
        1 for y in range(crop.height) if any(far(p) for p in pixels[y * width : (y + 1) * width])
    )


TALL_LATIN = set("bdfhklt")
DESCENDING = set("gjpqy")


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_text_is_at_least_14_pixels_high_where_discord_shows_the_picture(lang: str) -> None:
    """Measured on the picture scaled as Discord scales it (400 x 300 at most): the ink of every
    line with a full-height glyph (a kanji or kana, or a Latin ascender and descender)."""
    measured = []
    for preset in ("subgame-nested", "subgame-two-headed-giant", "subgame-wish", "loss-pact"):
        walk = walkthrough(preset, lang)
        for index in range(walk.total):
            painter = painted(scene_at(walk, index))
            small = shown(painter.image)
            scale = small.width / painter.image.width
            assert small.width == SHOWN_WIDTH, (preset, index, painter.image.size)
            for text, box in painter.drawn:
                full = (
                    any(ord(c) > 0x3000 for c in text)
                    if lang == "ja"
                    else (bool(set(text) & TALL_LATIN) and bool(set(text) & DESCENDING))
                )
                if full:
                    left, top, right, bottom = (v * scale for v in box)
                    height = ink_height(small, (left, top, right, bottom))
                    measured.append(height)
                    assert height >= 14, (preset, index, text, height)
    assert len(measured) > 100
    print(lang, "smallest text at Discord's size:", min(measured), "px")


def test_the_picture_is_dark_unless_asked_for_light() -> None:
    walk = walkthrough("subgame-wish")
    dark = Image.open(io.BytesIO(step_png(walk, 3))).convert("RGB")
    light = Image.open(io.BytesIO(step_png(walk, 3, LIGHT))).convert("RGB")
    for image, theme in ((dark, DARK), (light, LIGHT)):
        corner = image.getpixel((1, 1))
        assert isinstance(corner, tuple)
        assert max(abs(a - b) for a, b in zip(corner, theme.background, strict=True)) <= 4
    assert sum(DARK.background) < 200 < sum(LIGHT.background)


def test_a_suspended_game_is_drawn_without_the_cards_its_subgame_took() -> None:
    walk = walkthrough("subgame-wish")
    started = next(i for i, s in enumerate(walk.steps) if s.kind == "subgame_start")
    moved = next(i for i, s in enumerate(walk.steps) if s.kind == "subgame_libraries")
    brought = next(i for i, s in enumerate(walk.steps) if s.kind == "bring_in")
    (main, _), _ = games_at(walk, brought)
    alice = next(p for p in main.players if p.name == "Alice")
    # the main game as it was (library 30), then as it is: its libraries and the card brought in
    # are in the subgame
    assert {p.count("library") for p in games_at(walk, started)[0][0].players} == {30}
    assert {p.count("library") for p in games_at(walk, moved)[0][0].players} == {0}
    assert alice.count("library") == 0 and alice.count("battlefield") == 1
    assert next(z for z in alice.zones if z.name == "battlefield").named == ("Platinum Angel",)
    scene = scene_at(walk, moved)
    assert ("main", "Alice", "library") in scene.changed
    assert "main game · Alice: library 30 → 0" in scene.described


@pytest.mark.parametrize(
    ("lang", "ability"), [("en", "ability of Lich's Mastery"), ("ja", "リッチの熟達の能力")]
)
def test_a_triggered_ability_on_the_stack_is_called_an_ability(lang: str, ability: str) -> None:
    walk = walkthrough("subgame-wish", lang)
    triggered = next(s for s in walk.steps if s.kind == "triggers_on_stack")
    cast = next(s for s in walk.steps if s.kind == "cast")
    assert triggered.state.stack == (ability,)
    assert "ability" not in cast.state.stack[0] and "能力" not in cast.state.stack[0]
    drawn = painted(scene_at(walk, walk.steps.index(triggered))).drawn
    assert ability in [text for text, _ in drawn]


@pytest.mark.parametrize(
    ("lang", "caption"),
    [
        (
            "en",
            "Alice: life 15 → 7, graveyard 0 → 1; Bob: life 1 → 0; stack: — (724.5, 724.1b, 101.4)",
        ),
        (
            "ja",
            "Alice: ライフ 15 → 7, 墓地 0 → 1; Bob: ライフ 1 → 0; スタック: — "
            "(724.5, 724.1b, 101.4)",
        ),
    ],
)
def test_the_caption_says_what_changed_and_by_which_rules(lang: str, caption: str) -> None:
    walk = walkthrough("subgame-both-small", lang)
    finished = next(i for i, s in enumerate(walk.steps) if s.kind == "subgame_spell_finishes")
    scene = scene_at(walk, finished)
    assert picture_caption(scene) == caption
    assert ("main", "Alice", "life") in scene.changed


def test_every_step_of_every_preset_fits_the_box_discord_shows_it_in() -> None:
    """Shown at 400 px wide (not scaled down further by the 300 px height), so the text measured
    above keeps its size in every picture."""
    for preset in preset_names():
        for lang in ("ja", "en"):
            walk = walkthrough(preset, lang)
            for index in range(walk.total):
                image = scene_image(scene_at(walk, index))
                assert image.width == 2 * SHOWN_WIDTH, (preset, lang, index)
                assert image.height <= 2 * SHOWN_HEIGHT, (preset, lang, index, image.height)
