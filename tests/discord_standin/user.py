"""A Discord user in a guild channel: runs slash commands, types into autocomplete, presses buttons.

Commands are built from what the bot synced (names, option types), the way a Discord client would.
Every call returns what the bot answered, after it answered.
"""

from __future__ import annotations

import secrets
from dataclasses import dataclass
from typing import Any

from tests.discord_standin import payloads
from tests.discord_standin.server import DiscordStandIn, InteractionRecord

Json = dict[str, Any]

OPTION_STRING, OPTION_INTEGER, OPTION_BOOLEAN, OPTION_NUMBER, OPTION_ATTACHMENT = 3, 4, 5, 10, 11


@dataclass
class Reply:
    """The bot's answer to one interaction, and the message it created or updated."""

    standin: DiscordStandIn
    record: InteractionRecord

    @property
    def callback_type(self) -> int | None:
        return self.record.callback_type()

    @property
    def message(self) -> Json:
        assert self.record.original_id is not None, "the bot sent no message"
        return self.standin.messages[self.record.original_id]

    @property
    def deferred(self) -> bool:
        return self.callback_type in (5, 6)

    @property
    def ephemeral(self) -> bool:
        return bool(self.message["flags"] & payloads.EPHEMERAL)

    @property
    def content(self) -> str:
        return str(self.message.get("content") or "")

    @property
    def embeds(self) -> list[Json]:
        return list(self.message.get("embeds") or [])

    @property
    def embed(self) -> Json:
        assert self.embeds, f"no embed in {self.message}"
        return self.embeds[0]

    @property
    def text(self) -> str:
        """Everything a reader sees: content, titles, descriptions, fields, footers."""
        parts = [self.content]
        for embed in self.embeds:
            parts += [embed.get("title") or "", embed.get("description") or ""]
            for field in embed.get("fields") or []:
                parts += [field["name"], field["value"]]
            parts.append((embed.get("footer") or {}).get("text") or "")
        return "\n".join(parts)

    @staticmethod
    def components_in(message: Json) -> list[Json]:
        return [item for row in message.get("components") or [] for item in row["components"]]

    @staticmethod
    def button_in(message: Json, name: str) -> Json:
        """A button of `message` by its label or emoji."""
        buttons = [item for item in Reply.components_in(message) if item.get("type") == 2]
        for button in buttons:
            emoji = (button.get("emoji") or {}).get("name")
            if name in (button.get("label"), emoji):
                return button
        raise AssertionError(f"no button {name!r} in message {message.get('id')}")

    @property
    def components(self) -> list[Json]:
        return self.components_in(self.message)

    @property
    def buttons(self) -> list[Json]:
        return [item for item in self.components if item.get("type") == 2]

    def button(self, name: str) -> Json:
        """A button by its label or emoji."""
        return self.button_in(self.message, name)

    def describe_buttons(self) -> list[str]:
        return [
            f"{(b.get('emoji') or {}).get('name') or ''}{b.get('label') or ''}"
            for b in self.buttons
        ]

    @property
    def select(self) -> Json:
        menus = [item for item in self.components if item.get("type") == 3]
        assert menus, "no select menu"
        return menus[0]

    @property
    def choices(self) -> list[Json]:
        return list((self.record.callbacks[0].get("data") or {}).get("choices") or [])


class DiscordUser:
    def __init__(
        self,
        standin: DiscordStandIn,
        name: str = "alice",
        *,
        locale: str = "en-US",
        guild_id: int | None = None,
    ) -> None:
        self.standin = standin
        self.user = payloads.user(standin.ids.next(), name)
        self.id = int(self.user["id"])
        self.locale = locale
        self.guild_id = guild_id or payloads.guild_id_for_shard(0, 1)
        self.channel_id = standin.ids.next()

    # --- building interactions -----------------------------------------------------------------

    def _base(self, kind: int, locale: str | None, guild_id: int | None) -> Json:
        guild = guild_id or self.guild_id
        return {
            "id": str(self.standin.ids.next()),
            "application_id": str(self.standin.application_id),
            "type": kind,
            "token": secrets.token_urlsafe(48),
            "version": 1,
            "guild_id": str(guild),
            "guild_locale": "en-US",
            "channel_id": str(self.channel_id),
            "channel": payloads.text_channel(self.channel_id, guild),
            "member": payloads.member(self.user),
            "locale": locale or self.locale,
            "app_permissions": payloads.ALL_PERMISSIONS,
            "entitlements": [],
            "authorizing_integration_owners": {"0": str(guild)},
            "context": 0,
            "attachment_size_limit": payloads.ATTACHMENT_SIZE_LIMIT,
        }

    def synced_command(self, name: str, guild_id: int | None = None) -> Json:
        guild = guild_id or self.guild_id
        for command in self.standin.commands.get(guild, []) + self.standin.commands.get(None, []):
            if command["name"] == name:
                return command
        raise AssertionError(f"/{name} was not synced (synced: {self.standin.commands})")

    def _options(
        self, command: Json, values: dict[str, Any], focused: str | None
    ) -> tuple[list[Json], Json]:
        definitions = {option["name"]: option for option in command.get("options") or []}
        options: list[Json] = []
        resolved: Json = {}
        for name, value in values.items():
            if name not in definitions:
                raise AssertionError(f"/{command['name']} has no option {name!r}")
            kind = definitions[name]["type"]
            option: Json = {"name": name, "type": kind, "value": value}
            if kind == OPTION_ATTACHMENT:
                resolved.setdefault("attachments", {})[value["id"]] = value
                option["value"] = value["id"]
            if name == focused:
                option["focused"] = True
            options.append(option)
        return options, resolved

    def command_payload(
        self,
        name: str,
        values: dict[str, Any],
        *,
        locale: str | None = None,
        guild_id: int | None = None,
        focused: str | None = None,
    ) -> Json:
        command = self.synced_command(name, guild_id)
        options, resolved = self._options(command, values, focused)
        payload = self._base(4 if focused else 2, locale, guild_id)
        data: Json = {"id": command["id"], "name": name, "type": 1, "options": options}
        if resolved:
            data["resolved"] = resolved
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        payload["data"] = data
        return payload

    # --- what a user does ----------------------------------------------------------------------

    async def send(self, payload: Json, *, timeout: float = 5.0) -> Reply:
        record = await self.standin.create_interaction(payload)
        await self.standin.wait_answered(record, timeout)
        return Reply(self.standin, record)

    async def run_command(
        self,
        name: str,
        /,
        *,
        locale: str | None = None,
        guild_id: int | None = None,
        timeout: float = 5.0,
        **options: Any,
    ) -> Reply:
        """/name option:value … and the bot's answer."""
        payload = self.command_payload(name, options, locale=locale, guild_id=guild_id)
        return await self.send(payload, timeout=timeout)

    def chat_message(self, content: str) -> Json:
        """A message this user wrote in their channel (not stored: the bot never fetches it)."""
        message = payloads.message(
            self.standin.ids.next(),
            channel_id=self.channel_id,
            author=self.user,
            application_id=self.standin.application_id,
            interaction=None,
        )
        message.update(type=0, content=content)
        del message["webhook_id"], message["application_id"]
        return message

    async def run_message_command(
        self, name: str, message: Json, /, *, locale: str | None = None, timeout: float = 5.0
    ) -> Reply:
        """Apps › `name` on `message`, the way the message context menu sends it."""
        command = self.synced_command(name)
        assert command.get("type") == 3, f"{name!r} is not a message command"
        payload = self._base(2, locale, None)
        payload["data"] = {
            "id": command["id"],
            "name": name,
            "type": 3,
            "target_id": message["id"],
            "resolved": {"messages": {message["id"]: message}},
        }
        return await self.send(payload, timeout=timeout)

    async def autocomplete(
        self,
        name: str,
        option: str,
        typed: str,
        /,
        *,
        locale: str | None = None,
        timeout: float = 5.0,
        **others: Any,
    ) -> list[Json]:
        """The choices the bot offers while the user types `typed` into `option`."""
        values = {**others, option: typed}
        payload = self.command_payload(name, values, locale=locale, focused=option)
        reply = await self.send(payload, timeout=timeout)
        assert reply.callback_type == 8, f"autocomplete answered with {reply.callback_type}"
        return reply.choices

    def component_payload(
        self, message: Json, custom_id: str, kind: int, values: list[str] | None, locale: str | None
    ) -> Json:
        payload = self._base(3, locale, None)
        payload["message"] = message
        data: Json = {"custom_id": custom_id, "component_type": kind}
        if values is not None:
            data["values"] = values
        payload["data"] = data
        return payload

    async def press(
        self, on: Reply | Json, button: str, *, locale: str | None = None, timeout: float = 5.0
    ) -> Reply:
        """Press a button (by label or emoji) on the message of a reply, or on a message as the
        user's client last saw it (which may be out of date)."""
        message = on.message if isinstance(on, Reply) else on
        target = Reply.button_in(message, button)
        assert not target.get("disabled"), f"button {button!r} is disabled"
        payload = self.component_payload(message, target["custom_id"], 2, None, locale)
        return await self.send(payload, timeout=timeout)

    async def choose(
        self, reply: Reply, value: str, *, locale: str | None = None, timeout: float = 5.0
    ) -> Reply:
        """Pick an option of the select menu on the message of `reply`."""
        menu = reply.select
        payload = self.component_payload(reply.message, menu["custom_id"], 3, [value], locale)
        return await self.send(payload, timeout=timeout)

    def attachment(self, filename: str, data: bytes, *, size: int | None = None) -> Json:
        """A file the user attaches to a command option."""
        return self.standin.add_attachment(filename, data, size)
