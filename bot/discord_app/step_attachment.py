"""The picture of the walkthrough step a reader is on, as an embed image attachment.

Rendered when the step is shown, from the session's walkthrough (bot.step_picture), and never
kept: a session holds the steps, not their pictures. The PNG stays far below Discord's
attachment limit (`limits.ATTACHMENT_BYTES`); a picture that would not is left out rather than
failing the message.
"""

from __future__ import annotations

import io
import logging

import discord

from bot.step_picture import step_png

from . import limits
from .walkthrough import WalkthroughPosition

log = logging.getLogger(__name__)

PICTURE_FILENAME = "step.png"


def step_picture(position: WalkthroughPosition) -> discord.File | None:
    """The current step's picture, or None for an empty walkthrough or an oversized picture."""
    if not position.walk.steps:
        return None
    index = min(position.index, len(position.walk.steps) - 1)
    data = step_png(position.walk, index)
    if len(data) > limits.ATTACHMENT_BYTES:
        log.warning("step picture of %d bytes exceeds the attachment limit; left out", len(data))
        return None
    return discord.File(io.BytesIO(data), filename=PICTURE_FILENAME)


def with_picture(embed: discord.Embed, picture: discord.File | None) -> discord.Embed:
    """The embed showing `picture` (an attachment of the same message) as its image."""
    if picture is not None:
        embed.set_image(url=f"attachment://{picture.filename}")
    return embed
