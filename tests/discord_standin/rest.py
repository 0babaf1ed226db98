"""The REST half of the stand-in: the routes the bot calls, checked as Discord checks them."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Awaitable, Callable
from typing import Any

from aiohttp import web

from tests.discord_standin import payloads, validation
from tests.discord_standin.records import (
    CALLBACK_AUTOCOMPLETE,
    CALLBACK_DEFERRED,
    CALLBACK_DEFERRED_UPDATE,
    CALLBACK_MESSAGE,
    CALLBACK_UPDATE,
    FailureRule,
    InteractionRecord,
    Json,
    RecordedRequest,
)

Handler = Callable[..., Awaitable[web.Response]]


def json_response(
    data: Any, *, status: int = 200, headers: dict[str, str] | None = None
) -> web.Response:
    """JSON with exactly Discord's content type (discord.py compares it verbatim)."""
    headers = {**(headers or {}), "Content-Type": "application/json"}
    return web.Response(body=json.dumps(data).encode(), status=status, headers=headers)


class Rest:
    """Mixed into DiscordStandIn: every REST route, and the message store behind them."""

    ids: payloads.Snowflakes
    application_id: int
    bot_user: Json
    owner: Json
    token: str
    recommended_shards: int
    requests: list[RecordedRequest]
    violations: list[str]
    pings: list[str]
    commands: dict[int | None, list[Json]]
    messages: dict[int, Json]
    channel_posts: list[Json]
    interactions: dict[int, InteractionRecord]
    attachments: dict[str, bytes]
    attachment_downloads: int
    _by_token: dict[str, InteractionRecord]
    _failures: list[FailureRule]

    @property
    def gateway_url(self) -> str:
        """The stand-in's (DiscordStandIn.gateway_url)."""
        raise NotImplementedError

    add_attachment: Callable[..., Json]  # the stand-in's: stores bytes, returns an attachment

    # --- REST ----------------------------------------------------------------------------------

    async def _attachment(self, request: web.Request) -> web.Response:
        data = self.attachments.get(request.match_info["key"])
        self.attachment_downloads += 1
        if data is None:
            return web.Response(status=404)
        return web.Response(body=data)

    async def _read_body(self, request: web.Request) -> tuple[Any, list[str]]:
        """The JSON body, and the problems of the files uploaded with it (multipart)."""
        if not request.can_read_body:
            return None, []
        if request.content_type.startswith("multipart/"):
            form = await request.post()
            raw = form.get("payload_json")
            body = json.loads(str(raw)) if raw is not None else None
            uploads = {
                name: field.file.read()
                for name, field in form.items()
                if isinstance(field, web.FileField)
            }
            return body, self._store_uploads(body, uploads)
        text = await request.text()
        return (json.loads(text) if text else None), []

    def _store_uploads(self, body: Any, uploads: dict[str, bytes]) -> list[str]:
        """Turn the message's attachment stubs ({"id": n, "filename"}) for uploaded files
        `files[n]` into attachments, as Discord does; report what Discord would refuse."""
        message = body.get("data", body) if isinstance(body, dict) and "type" in body else body
        if not isinstance(message, dict):
            return [f"{len(uploads)} files uploaded without a message"] if uploads else []
        problems = validation.upload_problems(message, uploads)
        stored = []
        for stub in message.get("attachments") or []:
            data = uploads.get(f"files[{stub.get('id')}]")
            stored.append(stub if data is None else self.add_attachment(stub["filename"], data))
        if "attachments" in message:
            message["attachments"] = stored
        return problems

    async def _rest(self, request: web.Request) -> web.Response:
        path = request.match_info["tail"]
        body, upload_problems = await self._read_body(request)
        recorded = RecordedRequest(request.method, path, dict(request.query), body)
        self.requests.append(recorded)
        if upload_problems:
            invalid = self._invalid(upload_problems)
            recorded.status = invalid.status
            return invalid
        failure = self._injected_failure(request.method, path)
        if failure is None:
            response = await self._route(request.method, path, body, request)
        else:
            response = failure
        recorded.status = response.status
        return response

    def _injected_failure(self, method: str, path: str) -> web.Response | None:
        for rule in self._failures:
            if rule.times > 0 and rule.method == method and rule.pattern.search(path):
                rule.times -= 1
                body = {
                    "message": "You are being rate limited.",
                    "retry_after": rule.retry_after,
                    "global": False,
                }
                headers = {
                    "Retry-After": str(rule.retry_after),
                    "Via": "1.1 google",
                    "X-RateLimit-Scope": "user",
                }
                return json_response(body, status=rule.status, headers=headers)
        return None

    async def _route(self, method: str, path: str, body: Any, request: web.Request) -> web.Response:
        routes: list[tuple[str, str, Handler]] = [
            ("GET", r"users/@me", self._me),
            ("GET", r"oauth2/applications/@me", self._application),
            ("GET", r"gateway/bot", self._gateway_bot),
            ("PUT", r"applications/(\d+)/commands", self._put_commands),
            ("PUT", r"applications/(\d+)/guilds/(\d+)/commands", self._put_commands),
            ("GET", r"applications/(\d+)/commands", self._get_commands),
            ("GET", r"applications/(\d+)/guilds/(\d+)/commands", self._get_commands),
            ("POST", r"interactions/(\d+)/([^/]+)/callback", self._callback),
            ("POST", r"webhooks/(\d+)/([^/]+)", self._followup),
            ("PATCH", r"webhooks/(\d+)/([^/]+)/messages/([^/]+)", self._edit),
            ("GET", r"webhooks/(\d+)/([^/]+)/messages/([^/]+)", self._get_message),
            ("DELETE", r"webhooks/(\d+)/([^/]+)/messages/([^/]+)", self._delete_message),
            ("POST", r"channels/(\d+)/messages", self._channel_message),
        ]
        for route_method, pattern, handler in routes:
            match = re.fullmatch(pattern, path)
            if route_method == method and match:
                return await handler(body, request, *match.groups())
        self.violations.append(f"unhandled request {method} /{path}")
        return json_response({"message": "404: Not Found", "code": 0}, status=404)

    def _invalid(self, problems: list[str]) -> web.Response:
        self.violations.extend(problems)
        errors = {"_errors": [{"code": "BASE_TYPE_BAD", "message": p} for p in problems]}
        return json_response(
            {"code": 50035, "message": "Invalid Form Body", "errors": errors}, status=400
        )

    async def _me(self, body: Any, request: web.Request) -> web.Response:
        if request.headers.get("Authorization") != f"Bot {self.token}":
            return json_response({"message": "401: Unauthorized", "code": 0}, status=401)
        return json_response(self.bot_user)

    async def _application(self, body: Any, request: web.Request) -> web.Response:
        return json_response(payloads.application_info(self.application_id, self.owner))

    async def _gateway_bot(self, body: Any, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1}
        return json_response(
            {
                "url": self.gateway_url,
                "shards": self.recommended_shards,
                "session_start_limit": limit,
            }
        )

    async def _put_commands(
        self, body: Any, request: web.Request, app_id: str, guild_id: str | None = None
    ) -> web.Response:
        problems = [p for command in body or [] for p in validation.command_problems(command)]
        if len(body or []) > 100:
            problems.append("more than 100 commands")
        if problems:
            return self._invalid(problems)
        stored = []
        for command in body:
            item = dict(command, id=str(self.ids.next()), application_id=app_id, version="1")
            item.setdefault("description", "")  # Discord answers "" for a context menu's
            if guild_id:
                item["guild_id"] = guild_id
            stored.append(item)
        self.commands[int(guild_id) if guild_id else None] = stored
        return json_response(stored)

    async def _get_commands(
        self, body: Any, request: web.Request, app_id: str, guild_id: str | None = None
    ) -> web.Response:
        return json_response(self.commands.get(int(guild_id) if guild_id else None, []))

    def _new_message(self, record: InteractionRecord, data: Json, *, flags: int = 0) -> Json:
        channel_id = int(record.payload.get("channel_id") or 0)
        message = payloads.message(
            self.ids.next(),
            channel_id=channel_id,
            author=self.bot_user,
            application_id=self.application_id,
            interaction=record.payload,
            flags=flags,
        )
        self._apply(message, data)
        self.messages[int(message["id"])] = message
        return message

    def _apply(self, message: Json, data: Json) -> None:
        for key in ("content", "embeds", "components", "attachments"):
            if key in data:
                message[key] = (
                    data[key] if data[key] is not None else ([] if key != "content" else "")
                )
        if "flags" in data and data["flags"] is not None:
            # Whether a message is ephemeral is fixed when it is created; an edit cannot change it.
            kept = message["flags"] & payloads.EPHEMERAL
            message["flags"] = kept | (data["flags"] & ~payloads.EPHEMERAL)
        self._record_pings(message, data)

    def _record_pings(self, message: Json, data: Json) -> None:
        """Whom Discord would notify for this content, given its allowed_mentions."""
        allowed = data.get("allowed_mentions")
        parse = (
            set(allowed.get("parse", [])) if allowed is not None else {"everyone", "users", "roles"}
        )
        content = message.get("content") or ""
        if ("@everyone" in content or "@here" in content) and "everyone" in parse:
            self.pings.append(f"@everyone in message {message['id']}")
        roles = re.findall(r"<@&(\d+)>", content)
        if roles and ("roles" in parse or (allowed or {}).get("roles")):
            self.pings.append(f"roles {roles} in message {message['id']}")
        users = re.findall(r"<@!?(\d+)>", content)
        if users and ("users" in parse or (allowed or {}).get("users")):
            self.pings.append(f"users {users} in message {message['id']}")

    def _touch(self, record: InteractionRecord) -> None:
        if record.first_response_at is None:
            record.first_response_at = time.perf_counter()
        record.changed.set()

    async def _callback(
        self, body: Json, request: web.Request, interaction_id: str, token: str
    ) -> web.Response:
        record = self.interactions.get(int(interaction_id))
        if record is None or record.token != token:
            return json_response({"message": "Unknown interaction", "code": 10062}, status=404)
        if record.callbacks:
            return json_response(
                {"message": "Interaction has already been acknowledged.", "code": 40060}, status=400
            )
        kind, data = body.get("type"), body.get("data") or {}
        if kind in (CALLBACK_MESSAGE, CALLBACK_UPDATE):
            problems = validation.message_problems(data, creating=kind == CALLBACK_MESSAGE)
            if problems:
                return self._invalid(problems)
        if kind == CALLBACK_AUTOCOMPLETE:
            problems = validation.choice_problems(data.get("choices") or [])
            if problems:
                return self._invalid(problems)
        message: Json | None = None
        if kind == CALLBACK_MESSAGE:
            message = self._new_message(record, data, flags=data.get("flags") or 0)
            record.original_id = int(message["id"])
        elif kind == CALLBACK_DEFERRED:
            message = self._new_message(
                record, {}, flags=(data.get("flags") or 0) | payloads.LOADING
            )
            record.original_id = int(message["id"])
        elif kind == CALLBACK_UPDATE and record.original_id is not None:
            message = self.messages[record.original_id]
            self._apply(message, data)
            message["edited_timestamp"] = payloads.now_iso()
        elif kind == CALLBACK_DEFERRED_UPDATE and record.original_id is not None:
            message = self.messages[record.original_id]
        record.callbacks.append(body)
        self._touch(record)
        result: Json = {
            "interaction": {
                "id": interaction_id,
                "type": record.payload["type"],
                "response_message_id": message["id"] if message else None,
                "response_message_loading": kind == CALLBACK_DEFERRED,
                "response_message_ephemeral": bool(
                    message and message["flags"] & payloads.EPHEMERAL
                ),
            }
        }
        if message is not None:
            result["resource"] = {"type": kind, "message": message}
        return json_response(result)

    def _record_for(self, app_id: str, token: str) -> InteractionRecord | None:
        if int(app_id) != self.application_id:
            return None
        return self._by_token.get(token)

    def _message_for(self, record: InteractionRecord, message_id: str) -> Json | None:
        if message_id == "@original":
            return self.messages.get(record.original_id) if record.original_id else None
        return self.messages.get(int(message_id))

    async def _followup(
        self, body: Json, request: web.Request, app_id: str, token: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        if record is None or not record.callbacks:
            return json_response({"message": "Unknown Webhook", "code": 10015}, status=404)
        problems = validation.message_problems(body, creating=True)
        if problems:
            return self._invalid(problems)
        original = self._message_for(record, "@original")
        if original is not None and original["flags"] & payloads.LOADING:
            # The first follow-up after a deferral replaces the "thinking…" placeholder, which
            # stays as public or private as the deferral made it (the follow-up's flag is ignored).
            original["flags"] &= ~payloads.LOADING
            self._apply(original, body)
            message = original
        else:
            message = self._new_message(record, body, flags=body.get("flags") or 0)
        record.followups.append(body)
        self._touch(record)
        return json_response(message)

    async def _edit(
        self, body: Json, request: web.Request, app_id: str, token: str, message_id: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        message = self._message_for(record, message_id) if record else None
        if record is None or message is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        problems = validation.message_problems(body, creating=False)
        if problems:
            return self._invalid(problems)
        message["flags"] &= ~payloads.LOADING
        self._apply(message, body)
        message["edited_timestamp"] = payloads.now_iso()
        record.edits.append(body)
        self._touch(record)
        return json_response(message)

    async def _get_message(
        self, body: Any, request: web.Request, app_id: str, token: str, message_id: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        message = self._message_for(record, message_id) if record else None
        if message is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        return json_response(message)

    async def _delete_message(
        self, body: Any, request: web.Request, app_id: str, token: str, message_id: str
    ) -> web.Response:
        record = self._record_for(app_id, token)
        message = self._message_for(record, message_id) if record else None
        if message is None:
            return json_response({"message": "Unknown Message", "code": 10008}, status=404)
        del self.messages[int(message["id"])]
        return web.Response(status=204)

    async def _channel_message(
        self, body: Json, request: web.Request, channel_id: str
    ) -> web.Response:
        """A message the bot posts in a channel itself (a reply to a chat message)."""
        problems = validation.message_problems(body, creating=True)
        if problems:
            return self._invalid(problems)
        message = payloads.message(
            self.ids.next(),
            channel_id=int(channel_id),
            author=self.bot_user,
            application_id=self.application_id,
            interaction=None,
        )
        message.update(type=19 if body.get("message_reference") else 0)
        del message["webhook_id"]
        self._apply(message, body)
        message["message_reference"] = body.get("message_reference")
        self.messages[int(message["id"])] = message
        self.channel_posts.append(message)
        return json_response(message)
