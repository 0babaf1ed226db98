"""A PNG picture of one walkthrough step (Pillow), drawn for the box Discord shows it in.

Discord shows an embed's image at most 400 px wide and 300 px high, so the picture is drawn for
that box, at twice its size for sharp text on dense screens: its text is at least 17 px there
(`picture_rows` decides what fits). The games in play are drawn one under the other, the main game
first; what changed since the previous step is highlighted and a caption at the bottom says what
changed and by which rules. Two themes: dark, Discord's default and what the bot sends (an
interaction does not say which theme its user chose), and light (`judgebot simulate --theme`).
Japanese text is drawn with IPAexGothic, shipped beside this module as package data
(`fonts/ipaexg.ttf`, under the IPA Font License v1.0 in `fonts/`); nothing is downloaded at run
time.
"""

from __future__ import annotations

import io
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from bot.walkthroughs.model import Walkthrough
from bot.walkthroughs.picture_rows import Row, Segment, scene_rows
from bot.walkthroughs.step_scene import Scene, scene_at

FONT_FOLDER = Path(__file__).resolve().parent / "fonts"
FONT_FILE = "ipaexg.ttf"
SCALE = 2  # pixels drawn per pixel shown
SHOWN_WIDTH = 400  # Discord's embed image box
SHOWN_HEIGHT = 300
WIDTH = SHOWN_WIDTH * SCALE
MAX_HEIGHT = SHOWN_HEIGHT * SCALE
TEXT_SIZE = 17 * SCALE
LINE = 19 * SCALE
MARGIN = 6 * SCALE
PAD = 4 * SCALE  # inside a game's panel
GAP = 10 * SCALE  # between the segments of a line
INDENT = 14 * SCALE
MAX_WRAPPED = {"heading": 1, "cards": 1}  # lines a row may take; other rows take two
BLEND_LEVELS = 15  # shades of each text colour over each background, for anti-aliased edges
# Pieces of text kept rasterised: a picture draws a few dozen, most of them the same from one
# step (and one walkthrough) to the next ("life 20", the players' names).
RASTERISED_LINES = 1024

Colour = tuple[int, int, int]


@dataclass(frozen=True)
class Theme:
    name: str
    background: Colour
    panel: Colour
    border: Colour
    changed: Colour
    ink: dict[str, Colour]  # by role: ink, muted, won, lost, new


DARK = Theme(
    "dark",
    background=(43, 45, 49),  # Discord's embed background in its dark theme
    panel=(30, 31, 34),
    border=(78, 80, 88),
    changed=(104, 84, 8),
    ink={
        "ink": (230, 232, 235),
        "muted": (160, 166, 175),
        "won": (95, 210, 130),
        "lost": (250, 120, 120),
        "new": (245, 175, 40),
    },
)
LIGHT = Theme(
    "light",
    background=(255, 255, 255),
    panel=(241, 243, 245),
    border=(206, 212, 218),
    changed=(255, 236, 153),
    ink={
        "ink": (33, 37, 41),
        "muted": (95, 103, 112),
        "won": (36, 128, 56),
        "lost": (190, 36, 36),
        "new": (200, 120, 0),
    },
)
THEMES = {"dark": DARK, "light": LIGHT}


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


def load_font() -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(str(font_path()), TEXT_SIZE)


@lru_cache(maxsize=1)
def shared_font() -> ImageFont.FreeTypeFont:
    """Loaded once per process: reading and parsing the font is most of a cold render."""
    return load_font()


@lru_cache(maxsize=RASTERISED_LINES * 4)
def length(text: str, font: ImageFont.FreeTypeFont) -> float:
    """`text`'s advance in pixels, measured once: laying a picture out measures every segment,
    and most are the same from one step to the next."""
    return font.getlength(text)


def fit(text: str, font: ImageFont.FreeTypeFont, width: float) -> str:
    """`text`, cut with "…" to fit `width` pixels."""
    if length(text, font) <= width:
        return text
    low, high = 0, len(text)
    while low < high:
        middle = (low + high + 1) // 2
        if length(text[:middle] + "…", font) <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low] + "…"


def split_at(text: str, font: ImageFont.FreeTypeFont, width: float) -> tuple[str, str]:
    """`text` split where its first part fits `width`: after a space or a comma where one is
    near, else anywhere (Japanese has no spaces)."""
    head = fit(text, font, width).removesuffix("…")
    if head == text or not head:
        return text, ""
    cut = max(head.rfind(" "), head.rfind("、"), head.rfind("；"))
    if cut > len(head) // 2:
        head = head[: cut + 1]
    return head.rstrip(), text[len(head) :].lstrip()


@dataclass(frozen=True, slots=True)
class RasterisedLine:
    """A piece of text as drawn: its advance in pixels, and its coverage mask (None when nothing
    is inked) with the mask's offset from the drawing position."""

    length: int
    mask: Image.Image | None
    offset: tuple[int, int]


@lru_cache(maxsize=RASTERISED_LINES)
def rasterised(text: str, font: ImageFont.FreeTypeFont) -> RasterisedLine:
    """`text` rasterised once: FreeType's rendering is most of a picture's cost, and pasting the
    ink through this mask gives the same pixels as drawing the text. Thread-safe (`lru_cache`),
    so pictures can be drawn in worker threads."""
    length = int(font.getlength(text))
    left, top, right, bottom = map(int, font.getbbox(text))
    if right <= left or bottom <= top:
        return RasterisedLine(length, None, (0, 0))
    mask = Image.new("L", (right - left, bottom - top), 0)
    ImageDraw.Draw(mask).text((-left, -top), text, font=font, fill=255)
    return RasterisedLine(length, mask, (left, top))


@dataclass(frozen=True, slots=True)
class Line:
    """One line of the picture: its row, and each piece of text with its x position."""

    row: Row
    pieces: tuple[tuple[int, Segment], ...]


def _left(row: Row) -> int:
    return MARGIN + (PAD if row.game else 0) + row.indent * INDENT


def wrapped(row: Row, font: ImageFont.FreeTypeFont, most: int = 2) -> list[Line]:
    """`row` laid out in lines of the picture's width: segments flow left to right, a segment
    too long for what is left of a line goes on the next line (split where needed)."""
    right = WIDTH - MARGIN - (PAD if row.game else 0)
    most = min(MAX_WRAPPED.get(row.style, 2), most)
    lines: list[list[tuple[int, Segment]]] = [[]]
    x = _left(row)
    pending = list(row.segments)
    while pending:
        segment = pending.pop(0)
        if lines[-1] and x + length(segment.text, font) > right:
            if len(lines) == most:  # no line left: what fits of it, and nothing after it
                head = fit(segment.text, font, right - x)
                if head != "…" or x + length(head, font) <= right:
                    lines[-1].append((x, Segment(head, segment.role, segment.changed)))
                break
            lines.append([])
            x = _left(row) + INDENT
        head, rest = split_at(segment.text, font, right - x)
        if rest and len(lines) < most:
            pending.insert(0, Segment(rest, segment.role, segment.changed))
        elif rest:
            head, pending = fit(segment.text, font, right - x), []
        if head:
            lines[-1].append((x, Segment(head, segment.role, segment.changed)))
            x += int(length(head, font)) + GAP
    return [Line(row, tuple(pieces)) for pieces in lines if pieces]


def _height(lines: list[Line]) -> int:
    panels = len({line.row.game for line in lines if line.row.game})
    return 2 * MARGIN + LINE * len(lines) + panels * (2 * PAD + MARGIN)


def laid_out(scene: Scene, font: ImageFont.FreeTypeFont) -> list[Line]:
    """The scene's lines, the least needed left out until the picture fits Discord's box: the
    named cards of suspended games, then of the step's game, then the caption's second line."""
    rows = scene_rows(scene)
    for caption_lines in (2, 1):
        lines = [
            line
            for row in rows
            for line in wrapped(row, font, caption_lines if row.style == "caption" else 2)
        ]
        while _height(lines) > MAX_HEIGHT:
            lowest = min(line.row.priority for line in lines)
            if lowest >= max(line.row.priority for line in lines):
                break  # only what must be shown is left
            last = max(i for i, line in enumerate(lines) if line.row.priority == lowest)
            del lines[last]
        if _height(lines) <= MAX_HEIGHT:
            break
    return lines


class _Painter:
    """Draws laid-out lines in a theme."""

    def __init__(self, lines: list[Line], theme: Theme, font: ImageFont.FreeTypeFont) -> None:
        self.lines, self.theme, self.font = lines, theme, font
        self.image = Image.new("RGB", (WIDTH, _height(lines)), theme.background)
        self.draw = ImageDraw.Draw(self.image)
        self.drawn: list[tuple[str, tuple[int, int, int, int]]] = []  # text, ink box

    def piece(self, x: int, y: int, segment: Segment) -> None:
        line = rasterised(segment.text, self.font)
        if segment.changed:
            box = (x - 3 * SCALE, y, x + line.length + 3 * SCALE, y + LINE - 1)
            self.draw.rounded_rectangle(box, radius=3 * SCALE, fill=self.theme.changed)
        if line.mask is not None:
            left, top = line.offset
            ink = self.theme.ink[segment.role]
            top_y = y + (LINE - TEXT_SIZE) // 2 + top
            self.image.paste(ink, (x + left, top_y), line.mask)
            box = (x + left, top_y, x + left + line.mask.width, top_y + line.mask.height)
            self.drawn.append((segment.text, box))

    def panel(self, game: str, top: int, bottom: int, new: bool) -> None:
        outline = self.theme.ink["new"] if new else self.theme.border
        box = (MARGIN, top, WIDTH - MARGIN, bottom)
        width = 2 * SCALE if new else SCALE
        self.draw.rounded_rectangle(
            box, radius=4 * SCALE, fill=self.theme.panel, outline=outline, width=width
        )

    def paint(self, new_games: frozenset[str]) -> Image.Image:
        y = MARGIN
        index = 0
        while index < len(self.lines):
            game = self.lines[index].row.game
            group = [index]
            while game and group[-1] + 1 < len(self.lines):
                if self.lines[group[-1] + 1].row.game != game:
                    break
                group.append(group[-1] + 1)
            if game:
                y += PAD
                self.panel(game, y - PAD, y + LINE * len(group) + PAD, game in new_games)
            for at in group:
                for x, segment in self.lines[at].pieces:
                    self.piece(x, y, segment)
                y += LINE
            y += PAD + MARGIN if game else 0
            index = group[-1] + 1
        return self.image


def painted(
    scene: Scene, theme: Theme = DARK, font: ImageFont.FreeTypeFont | None = None
) -> _Painter:
    """The scene drawn, with where each piece of text was inked (for tests that measure it)."""
    font = font or shared_font()
    painter = _Painter(laid_out(scene, font), theme, font)
    painter.paint(scene.new_games)
    return painter


def scene_image(
    scene: Scene, theme: Theme = DARK, font: ImageFont.FreeTypeFont | None = None
) -> Image.Image:
    """The scene drawn, before encoding."""
    return painted(scene, theme, font).image


@lru_cache(maxsize=len(THEMES))
def palette(name: str) -> Image.Image:
    """Every colour a picture can hold: its flat colours, and each text colour blended into each
    background it is drawn on in BLEND_LEVELS steps (the anti-aliased edges of the glyphs)."""
    theme = THEMES[name]
    inks = list(theme.ink.values())
    colours = [theme.background, theme.panel, theme.border, theme.changed, *inks]
    for background in (theme.background, theme.panel, theme.changed):
        for ink in inks:
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


def render_scene(scene: Scene, theme: Theme = DARK) -> bytes:
    """The scene as PNG bytes. The picture is flat colours and anti-aliased text, so a palette
    of those colours and their blends (`palette`) keeps it sharp, makes it a third of the size,
    and makes encoding several times faster than zlib over the full RGB picture."""
    drawn = scene_image(scene, theme)
    image = drawn.quantize(palette=palette(theme.name), dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    image.save(buffer, format="PNG", compress_level=1)
    return buffer.getvalue()


def step_png(walk: Walkthrough, index: int, theme: Theme = DARK) -> bytes:
    """The picture of step `index` (0-based) of a walkthrough, as PNG bytes."""
    return render_scene(scene_at(walk, index), theme)


def write_step_pngs(walk: Walkthrough, folder: Path, theme: Theme = DARK) -> list[Path]:
    """Every step's picture as `step-001.png`, `step-002.png`, … in `folder` (created)."""
    folder.mkdir(parents=True, exist_ok=True)
    width = max(3, len(str(walk.total)))
    written = []
    for index in range(walk.total):
        path = folder / f"step-{index + 1:0{width}d}.png"
        path.write_bytes(step_png(walk, index, theme))
        written.append(path)
    return written
