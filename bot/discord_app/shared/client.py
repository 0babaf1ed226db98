"""The Discord client: an auto-sharded bot over one shared application layer.

Safety defaults live here, once: no intents beyond the unprivileged defaults we need (none),
`AllowedMentions.none()` so echoed text can never ping anyone, a per-user cooldown on commands,
and one error handler that logs with a traceback and tells the user briefly. So do where the
commands may be used (every command: guild and user installs; guilds, DMs and group DMs), the
metrics of every interaction, and the graceful shutdown (`JudgeBot.shutdown`).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import time
from pathlib import Path
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.application.answer_cache import answer_cache_of
from bot.application.app_protocol import Application
from bot.discord_app.metrics import BotMetrics
from bot.discord_app.shared.i18n import JudgeTranslator, interaction_lang, tr
from bot.discord_app.shared.messages import send_ephemeral
from bot.discord_app.shared.owned_view import session_id_of
from bot.discord_app.shared.sessions import SessionStore
from bot.discord_app.shutdown import drain_interactions
from bot.logging_setup import silence_unactionable_warnings
from bot.settings import Settings
from bot.walkthroughs.scenario_service import ScenarioService

log = logging.getLogger(__name__)

EXTENSIONS = (
    "bot.discord_app.cogs.rules.cog",
    "bot.discord_app.cogs.search.cog",
    "bot.discord_app.cogs.cards.cog",
    "bot.discord_app.cogs.simulate.cog",
    "bot.discord_app.cogs.info.cog",
)

# Every command, whatever cog adds it: installable to a server or to a user's account, and usable
# in servers, in DMs with the bot and in group DMs (user installs only).
ALLOWED_INSTALLS = app_commands.AppInstallationType(guild=True, user=True)
ALLOWED_CONTEXTS = app_commands.AppCommandContext(guild=True, dm_channel=True, private_channel=True)
RECEIVED_AT = "judgebot.received_at"  # key in Interaction.extras: when the command arrived
GC_THRESHOLDS = (3000, 20, 10)  # the cyclic GC's, once ready (see `JudgeBot.on_ready`)


def bot_intents(settings: Settings) -> discord.Intents:
    """None at all, unless inline card lookups are on: then messages and their content (the
    latter privileged: enabled on the developer portal, and reviewed past 100 servers)."""
    if not settings.inline_cards:
        return discord.Intents.none()
    return discord.Intents(guild_messages=True, dm_messages=True, message_content=True)


def user_id_of(source: discord.Interaction | discord.Message) -> int:
    return source.author.id if isinstance(source, discord.Message) else source.user.id


class JudgeTree(app_commands.CommandTree["JudgeBot"]):
    """The command tree with the per-user cooldown and the shared error handler."""

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        if interaction.type is not discord.InteractionType.application_command:
            return True  # autocomplete fires on every keystroke; it is not rate limited
        interaction.extras[RECEIVED_AT] = time.perf_counter()
        bucket = self.client.cooldowns.get_bucket(interaction)
        retry_after = bucket.update_rate_limit() if bucket is not None else None
        if retry_after:
            raise app_commands.CommandOnCooldown(bucket, retry_after)  # type: ignore[arg-type]
        return True

    async def on_error(
        self, interaction: discord.Interaction, error: app_commands.AppCommandError
    ) -> None:
        lang = interaction_lang(interaction)
        command = interaction.command.qualified_name if interaction.command else "?"
        if isinstance(error, app_commands.CommandOnCooldown):
            self.client.count_command(interaction, "cooldown")
            await send_ephemeral(interaction, tr(lang, "cooldown", seconds=error.retry_after))
            return
        self.client.count_command(interaction, "error")
        original = error.original if isinstance(error, app_commands.CommandInvokeError) else error
        log.error(
            "Command /%s failed (user %s, guild %s)",
            command,
            interaction.user.id,
            interaction.guild_id,
            exc_info=original,
        )
        await send_ephemeral(interaction, tr(lang, "error"))


class JudgeBot(commands.AutoShardedBot):
    def __init__(
        self,
        app: Application,
        *,
        settings: Settings | None = None,
        shard_count: int | None = None,
        shard_ids: list[int] | None = None,
        scenarios: ScenarioService | None = None,
        **options: Any,
    ) -> None:
        if shard_ids is not None:
            options["shard_ids"] = shard_ids
        silence_unactionable_warnings()
        super().__init__(
            command_prefix=commands.when_mentioned,  # no prefix commands; slash commands only
            intents=bot_intents(settings or Settings()),
            allowed_mentions=discord.AllowedMentions.none(),
            tree_cls=JudgeTree,
            help_command=None,
            shard_count=shard_count,
            allowed_installs=ALLOWED_INSTALLS,
            allowed_contexts=ALLOWED_CONTEXTS,
            **options,
        )
        self.app = app
        # Preset results go in the application layer's cache: one bounded cache for the process.
        self.scenarios = scenarios or ScenarioService(lambda: answer_cache_of(self.app))
        self._frozen = False
        self._heartbeat: asyncio.Task[None] | None = None
        self._ready_shards: set[int] = set()
        self.settings = settings or Settings()
        self.heartbeat_path = self.settings.heartbeat_file
        self.metrics = BotMetrics()
        self.sessions = SessionStore(
            max_sessions=self.settings.session_limit,
            max_per_user=self.settings.sessions_per_user,
            max_age=self.settings.session_max_age,
            idle_timeout=self.settings.view_timeout,
        )
        # One budget per user for commands and inline card lookups (messages) alike.
        self.cooldowns: commands.CooldownMapping[discord.Interaction | discord.Message] = (
            commands.CooldownMapping.from_cooldown(
                self.settings.cooldown_rate, self.settings.cooldown_per, user_id_of
            )
        )

    async def setup_hook(self) -> None:
        await self.tree.set_translator(JudgeTranslator())
        for extension in EXTENSIONS:
            await self.load_extension(extension)
        if self.heartbeat_path is not None:
            self.heartbeat_path.unlink(missing_ok=True)  # a previous run's must not vouch for us
            self._heartbeat = asyncio.create_task(self._beat(self.heartbeat_path))

    def all_shards_connected(self) -> bool:
        shards = self.shards
        return bool(shards) and not any(shard.is_closed() for shard in shards.values())

    async def _beat(self, path: Path) -> None:
        """Touch `path` while connected, so that `judgebot health` can tell a stuck bot."""
        while not self.is_closed():
            if self.is_ready() and self.all_shards_connected():
                try:
                    path.touch()
                except OSError:
                    log.warning("Cannot touch the heartbeat file %s", path, exc_info=True)
            await asyncio.sleep(self.settings.heartbeat_every)

    async def close(self) -> None:
        if self._heartbeat is not None and self.heartbeat_path is not None:
            self._heartbeat.cancel()
            # A stopped bot is not healthy: `judgebot health` now says it is not connected.
            self.heartbeat_path.unlink(missing_ok=True)
        await super().close()

    async def shutdown(self) -> None:
        """Stop gracefully: leave the gateway (no new interactions arrive), give the ones in
        flight `settings.shutdown_grace` seconds to answer over HTTP, then close."""
        log.info("Stopping: leaving the gateway, finishing interactions in flight")
        for shard in list(self.shards.values()):
            await shard.disconnect()
        unfinished = await drain_interactions(self.settings.shutdown_grace)
        if unfinished:
            log.warning(
                "Cancelled %d interactions still unfinished after %.1f s",
                unfinished,
                self.settings.shutdown_grace,
            )
        await self.close()
        log.info("Stopped")

    def count_command(self, interaction: discord.Interaction, outcome: str) -> None:
        """Count a finished slash or context-menu command and how long it took."""
        command = interaction.command.qualified_name if interaction.command else "?"
        received = interaction.extras.get(RECEIVED_AT)
        elapsed = time.perf_counter() - received if isinstance(received, float) else None
        self.metrics.interaction_finished(command, outcome, elapsed)

    async def before_identify_hook(self, shard_id: int | None, *, initial: bool = False) -> None:
        if not initial and self.settings.identify_delay > 0:
            await asyncio.sleep(self.settings.identify_delay)

    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: object
    ) -> None:
        self.count_command(interaction, "ok")

    async def on_shard_ready(self, shard_id: int) -> None:
        if shard_id in self._ready_shards:
            self.metrics.reconnected(shard_id, "identify")
        self._ready_shards.add(shard_id)

    async def on_shard_resumed(self, shard_id: int) -> None:
        self.metrics.reconnected(shard_id, "resume")

    async def on_ready(self) -> None:
        log.info("Ready as %s with shards %s", self.user, sorted(self.shards))
        if not self._frozen:
            # Everything built so far (modules, the application layer's indexes, caches) lives
            # as long as the process: keep the cyclic GC from rescanning it, which otherwise
            # shows up as pauses under load.
            gc.freeze()
            # Collect less often than Python's default (700, 10, 10): a burst of interactions
            # allocates fast, and the default makes full collections in the middle of it (the
            # load benchmark, benchmarks/discord_load.py, counts them). The cost is memory: an
            # evicted session's view is a cycle (discord.py's items point back at it), freed
            # only by a collection, so the peak RSS is somewhat higher.
            gc.set_threshold(*GC_THRESHOLDS)
            self._frozen = True

    async def on_interaction(self, interaction: discord.Interaction) -> None:
        # A button whose session is gone (evicted, too old, timed out, or from before a restart):
        # say so instead of letting Discord report a failure. Live sessions' views answer.
        if interaction.type is not discord.InteractionType.component:
            return
        data: dict[str, Any] = dict(interaction.data or {})
        session_id = session_id_of(str(data.get("custom_id", "")))
        expired = session_id is not None and not self.sessions.is_live(session_id)
        self.metrics.interaction_finished("component", "expired" if expired else "live", None)
        if expired:
            await send_ephemeral(interaction, tr(interaction_lang(interaction), "expired"))
