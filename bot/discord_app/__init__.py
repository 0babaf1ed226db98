"""The Discord surface of judgebot: slash commands over the shared application layer."""

from bot.discord_app.client import BotSettings, JudgeBot
from bot.discord_app.runner import (
    ConfigError,
    ShardConfigError,
    build_bot,
    run_bot,
    run_configured_bot,
    sync_commands,
)

__all__ = [
    "BotSettings",
    "ConfigError",
    "JudgeBot",
    "ShardConfigError",
    "build_bot",
    "run_bot",
    "run_configured_bot",
    "sync_commands",
]
