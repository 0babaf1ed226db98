"""The picture of the walkthrough step a reader is on, as an embed image attachment.

Rendered when the step is shown, from the session's walkthrough (bot.walkthroughs.step_picture), and
never kept: a session holds the steps, not their pictures. It is drawn in a worker thread: most of a
picture's time is quantising and encoding it, which Pillow does without the GIL, so on a second core
the event loop goes on answering the interactions around it. One worker uses that core; more would
each cost memory of their own (glibc gives every thread its own malloc arena). The PNG stays far
below Discord's attachment limit (`limits.ATTACHMENT_BYTES`); a picture that would not is left out
rather than failing the message.
"""

from __future__ import annotations

import asyncio
import io
import logging
from concurrent.futures import ThreadPoolExecutor
from functools import cache

import discord

from bot.discord_app.shared import limits
from bot.walkthroughs.model import Walkthrough
from bot.walkthroughs.step_picture import step_png

log = logging.getLogger(__name__)

PICTURE_FILENAME = "step.png"


@cache
def _painter() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(max_workers=1, thread_name_prefix="step-picture")


async def step_picture(walk: Walkthrough, index: int) -> discord.File | None:
    """Step `index`'s picture, or None for an empty walkthrough or an oversized picture."""
    if not walk.steps:
        return None
    shown = min(index, len(walk.steps) - 1)
    data = await asyncio.get_running_loop().run_in_executor(_painter(), step_png, walk, shown)
    if len(data) > limits.ATTACHMENT_BYTES:
        log.warning("step picture of %d bytes exceeds the attachment limit; left out", len(data))
        return None
    return discord.File(io.BytesIO(data), filename=PICTURE_FILENAME)


def with_picture(embed: discord.Embed, picture: discord.File | None) -> discord.Embed:
    """The embed showing `picture` (an attachment of the same message) as its image."""
    if picture is not None:
        embed.set_image(url=f"attachment://{picture.filename}")
    return embed
