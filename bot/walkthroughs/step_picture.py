"""A PNG picture of one walkthrough step (Pillow): each game in play side by side.

Each game (the main game, then each subgame nested in it) is a panel with its players' life,
poison, zone counts and named cards and its stack; what changed since the previous step is
highlighted. Japanese text is drawn with IPAexGothic, shipped beside this module as package data
(`fonts/ipaexg.ttf`, under the IPA Font License v1.0 in `fonts/`); nothing is downloaded at run
time.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.walkthroughs.labels import game_name, label, player_status
from bot.walkthroughs.model import GameState, PlayerState, Walkthrough
from bot.walkthroughs.step_scene import STACK, Scene, scene_at
from engine.i18n.names import card_name

FONT_FOLDER = Path(__file__).resolve().parent / "fonts"
FONT_FILE = "ipaexg.ttf"
PANEL_WIDTH = 380
MARGIN = 12
LINE = 20
SMALL = 14
TEXT_SIZE = 15
TITLE_SIZE = 18
MAX_NAMES_SHOWN = 6  # named cards listed per zone line before "…"
MAX_STACK_SHOWN = 6
BLEND_LEVELS = 16  # shades of each text colour over each background, for anti-aliased edges
# Lines of text kept rasterised: a picture draws two dozen, most of them the same from one step
# (and one walkthrough) to the next ("Life 20", the players' names). Each is at most a line's
# coverage mask.
RASTERISED_LINES = 512
COUNT_ZONES = ("library", "hand", "graveyard", "exile", "battlefield", "command")
NAMED_ZONES = ("battlefield", "command", "graveyard", "exile")

WHITE = (255, 255, 255)
INK = (33, 37, 41)
MUTED = (134, 142, 150)
PANEL = (241, 243, 245)
BORDER = (206, 212, 218)
CHANGED = (255, 236, 153)
NEW_GAME = (245, 159, 0)
WON = (47, 158, 68)
LOST = (201, 42, 42)


class FontMissingError(RuntimeError):
    """The font is not where judgebot installs it (an install without its package data)."""


def font_path(folder: Path = FONT_FOLDER) -> Path:
    """IPAexGothic, in `folder` (judgebot's own package data unless told)."""
    path = folder / FONT_FILE
    if not path.is_file():
        raise FontMissingError(
            f"the step pictures' font {path} is missing: judgebot was installed without its "
            "package data; reinstall it (pip install judgebot)"
        )
    return path


@dataclass(frozen=True)
class Fonts:
    text: ImageFont.FreeTypeFont
    small: ImageFont.FreeTypeFont
    title: ImageFont.FreeTypeFont


def load_fonts() -> Fonts:
    path = str(font_path())
    return Fonts(
        text=ImageFont.truetype(path, TEXT_SIZE),
        small=ImageFont.truetype(path, SMALL - 1),
        title=ImageFont.truetype(path, TITLE_SIZE),
    )


@lru_cache(maxsize=1)
def shared_fonts() -> Fonts:
    """Loaded once per process: reading and parsing the font is most of a cold render."""
    return load_fonts()


def fit(text: str, font: ImageFont.FreeTypeFont, width: float) -> str:
    """`text`, cut with "…" to fit `width` pixels."""
    if font.getlength(text) <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if font.getlength(text[:middle] + "…") <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


@dataclass(frozen=True, slots=True)
class RasterisedLine:
    """A line of text as drawn: cut to its width, its advance in pixels, and its coverage mask
    (None when nothing is inked) with the mask's offset from the drawing position."""

    length: int
    mask: Image.Image | None
    offset: tuple[int, int]


@lru_cache(maxsize=RASTERISED_LINES)
def rasterised(text: str, font: ImageFont.FreeTypeFont, width: int) -> RasterisedLine:
    """`text` cut to `width` and rasterised once: FreeType's rendering is most of a picture's
    cost, and pasting the ink through this mask gives the same pixels as drawing the text.
    Thread-safe (`lru_cache`), so pictures can be drawn in worker threads."""
    shown = fit(text, font, width)
    length = int(font.getlength(shown))
    left, top, right, bottom = map(int, font.getbbox(shown))
    if right <= left or bottom <= top:
        return RasterisedLine(length, None, (0, 0))
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), shown, font=font, fill=255)
    return RasterisedLine(length, mask, (left, top))


def _named_lines(player: PlayerState, lang: str) -> list[tuple[str, str]]:
    lines = []
    for zone in player.zones:
        if zone.name in NAMED_ZONES and zone.named:
            names = [card_name(name, lang) for name in zone.named[:MAX_NAMES_SHOWN]]
            if len(zone.named) > MAX_NAMES_SHOWN:
                names.append("…")
            lines.append((zone.name, f"{label(lang, zone.name)}: " + ", ".join(names)))
    return lines


def _player_height(player: PlayerState, lang: str) -> int:
    named = len(_named_lines(player, lang))
    return LINE * 3 + 6 + LINE * named + (LINE - 4 if named else 0)


def _panel_height(game: GameState, lang: str) -> int:
    players = sum(_player_height(player, lang) + 14 for player in game.players)
    stack = LINE * (1 + min(len(game.stack), MAX_STACK_SHOWN)) if game.stack else LINE
    return LINE * 2 + 12 + players + stack + MARGIN


class _Painter:
    """Draws one scene; `changed` decides what gets a highlight."""

    def __init__(self, scene: Scene, fonts: Fonts) -> None:
        self.scene = scene
        self.fonts = fonts
        self.lang = scene.lang
        height = max((_panel_height(game, self.lang) for game in scene.games), default=LINE)
        width = MARGIN + len(scene.games) * (PANEL_WIDTH + MARGIN)
        self.image = Image.new("RGB", (width, 64 + height + MARGIN), WHITE)
        self.draw = ImageDraw.Draw(self.image)

    def text(
        self,
        xy: tuple[int, int],
        text: str,
        *,
        font: ImageFont.FreeTypeFont | None = None,
        fill: tuple[int, int, int] = INK,
        width: int = PANEL_WIDTH - 20,
        highlight: bool = False,
    ) -> int:
        """Draw one line (cut to `width`); returns its right edge."""
        line = rasterised(text, font or self.fonts.text, width)
        right = xy[0] + line.length
        if highlight:
            self.draw.rectangle((xy[0] - 3, xy[1] - 1, right + 3, xy[1] + LINE - 3), fill=CHANGED)
        if line.mask is not None:
            left, top = line.offset
            self.image.paste(fill, (xy[0] + left, xy[1] + top), line.mask)
        return right

    def changed(self, game: str, player: str, field: str) -> bool:
        return (game, player, field) in self.scene.changed

    def paint(self) -> Image.Image:
        scene = self.scene
        self.text((MARGIN, 10), scene.heading, font=self.fonts.small, fill=MUTED)
        self.text((MARGIN, 30), scene.title, font=self.fonts.title, width=self.image.width - 24)
        current = scene.as_of[-1] if scene.as_of else 0
        for position, (game, as_of) in enumerate(zip(scene.games, scene.as_of, strict=True)):
            suspended = as_of != current
            self.panel(
                game, MARGIN + position * (PANEL_WIDTH + MARGIN), 64, as_of if suspended else None
            )
        return self.image

    def panel(self, game: GameState, left: int, top: int, as_of: int | None) -> None:
        bottom = self.image.height - MARGIN
        border = NEW_GAME if game.game in self.scene.new_games else BORDER
        self.draw.rectangle(
            (left, top, left + PANEL_WIDTH, bottom),
            fill=PANEL,
            outline=border,
            width=3 if border == NEW_GAME else 1,
        )
        x = left + 10
        y = top + 8
        name = game_name(game.game, self.lang)
        right = self.text((x, y), name, font=self.fonts.title)
        if as_of is not None:
            note = label(self.lang, "picture_as_of", n=as_of)
            self.text((right + 12, y + 3), note, font=self.fonts.small, fill=MUTED, width=160)
        y += LINE + 6
        if game.game_over:
            over = (
                label(self.lang, "game_over_draw")
                if game.draw
                else label(self.lang, "game_over_winner", winner=game.winner or "-")
            )
            self.text((x, y), over, font=self.fonts.small, fill=WON)
        y += LINE
        for player in game.players:
            y = self.player(game.game, player, x, y) + 14
        self.stack(game, x, y)

    def player(self, game: str, player: PlayerState, x: int, y: int) -> int:
        status = player_status(player, self.lang)
        colour = LOST if player.lost else WON if player.won else INK
        right = self.text((x, y), player.name, fill=colour, width=PANEL_WIDTH // 2)
        if status:
            self.text(
                (right + 10, y),
                status,
                font=self.fonts.small,
                fill=colour,
                width=PANEL_WIDTH - (right - x) - 30,
                highlight=self.changed(game, player.name, "status"),
            )
        y += LINE
        right = self.text(
            (x + 8, y),
            f"{label(self.lang, 'life')} {player.life}",
            highlight=self.changed(game, player.name, "life"),
        )
        self.text(
            (right + 16, y),
            f"{label(self.lang, 'poison')} {player.poison}",
            fill=INK if player.poison else MUTED,
            highlight=self.changed(game, player.name, "poison"),
        )
        y += LINE
        cell = (PANEL_WIDTH - 24) // 3
        for index, zone in enumerate(player.zones[: len(COUNT_ZONES)]):
            column, row = index % 3, index // 3
            self.text(
                (x + 8 + column * cell, y + row * (LINE - 2)),
                f"{label(self.lang, zone.name)} {zone.count}",
                font=self.fonts.small,
                width=cell - 8,
                highlight=self.changed(game, player.name, zone.name),
            )
        y += LINE * 2 - 4 + 6
        named = _named_lines(player, self.lang)
        for zone_name, line in named:
            self.text(
                (x + 8, y),
                line,
                font=self.fonts.small,
                highlight=self.changed(game, player.name, zone_name),
            )
            y += LINE
        return y if named else y - LINE + 4

    def stack(self, game: GameState, x: int, y: int) -> None:
        heading = f"{label(self.lang, 'stack')}: " + ("" if game.stack else "—")
        self.text((x, y), heading, highlight=self.changed(game.game, STACK, "stack"))
        for item in game.stack[:MAX_STACK_SHOWN]:
            y += LINE
            self.text((x + 12, y), f"• {item}", font=self.fonts.small)
        if len(game.stack) > MAX_STACK_SHOWN:
            self.text((x + 12, y + LINE), "…", font=self.fonts.small)


def scene_image(scene: Scene, fonts: Fonts | None = None) -> Image.Image:
    """The scene drawn, before encoding."""
    return _Painter(scene, fonts or shared_fonts()).paint()


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """Every colour a picture can hold: its flat colours, and each text colour blended into each
    background it is drawn on in BLEND_LEVELS steps (the anti-aliased edges of the glyphs)."""
    colours = [WHITE, INK, MUTED, PANEL, BORDER, CHANGED, NEW_GAME, WON, LOST]
    for background in (WHITE, PANEL, CHANGED):
        for ink in (INK, MUTED, WON, LOST):
            for level in range(1, BLEND_LEVELS):
                share = level / BLEND_LEVELS
                colours.append(
                    (
                        round(background[0] + (ink[0] - background[0]) * share),
                        round(background[1] + (ink[1] - background[1]) * share),
                        round(background[2] + (ink[2] - background[2]) * share),
                    )
                )
    unique = list(dict.fromkeys(colours))
    assert len(unique) <= 256
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in unique for channel in colour])
    return image


def render_scene(scene: Scene, fonts: Fonts | None = None) -> bytes:
    """The scene as PNG bytes. The picture is flat colours and anti-aliased text, so a palette
    of those colours and their blends (`palette`) keeps it sharp, makes it a third of the size,
    and makes encoding several times faster than zlib over the full RGB picture; mapping every
    pixel to a known palette is a table lookup, seven times faster than choosing a palette for
    each picture."""
    image = scene_image(scene, fonts).quantize(palette=palette(), dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


def step_png(walk: Walkthrough, index: int) -> bytes:
    """The picture of step `index` (0-based) of a walkthrough, as PNG bytes."""
    return render_scene(scene_at(walk, index))


def write_step_pngs(walk: Walkthrough, folder: Path) -> list[Path]:
    """Every step's picture as `step-001.png`, `step-002.png`, … in `folder` (created)."""
    folder.mkdir(parents=True, exist_ok=True)
    width = max(3, len(str(walk.total)))
    written = []
    for index in range(walk.total):
        path = folder / f"step-{index + 1:0{width}d}.png"
        path.write_bytes(step_png(walk, index))
        written.append(path)
    return written
