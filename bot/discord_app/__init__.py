"""The Discord surface of judgebot: slash commands over the shared application layer."""

from .client import BotSettings, JudgeBot
from .runner import (
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
