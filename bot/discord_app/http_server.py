"""The small HTTP/1.1 server under the bot's monitoring endpoint, bounded against clients that
mean harm: it shares the bot's event loop and file descriptors, so what a client may hold is
capped, and nothing a client sends can fill the log.

- A client has `HEADER_TIMEOUT` seconds to send its request line and headers, and
  `WRITE_TIMEOUT` to take the answer; then its connection is closed (a slowloris client that
  drips a header a minute held its connection for good).
- At most `MAX_CONNECTIONS` connections are open at once, so the endpoint never takes the
  descriptors the Discord gateway and the database need. One more pushes out the oldest
  connection still sending its headers (a flood of slow clients only pushes out its own, and a
  health check, whose headers come at once, gets in); when every connection is being answered,
  it is answered 503 and closed as soon as it is accepted.
- A request line over `MAX_REQUEST_LINE` bytes is answered 414, a head over `MAX_HEAD` bytes 431,
  anything malformed 400; one request a connection (`Connection: close`).
- What clients do wrong (refused, timed out, malformed) and the accept failures asyncio reports
  when the process is out of descriptors are logged one line at a time, at most one a minute
  per kind, with the count since the last (asyncio logged every failed accept with a traceback:
  929,584 lines in one attack).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from http import HTTPStatus
from typing import Any

log = logging.getLogger(__name__)

HEADER_TIMEOUT = 10.0  # seconds to send the request line and headers
WRITE_TIMEOUT = 10.0  # seconds to take the answer
MAX_CONNECTIONS = 64  # open at once
MAX_REQUEST_LINE = 2048  # bytes: GET, the path and the query, HTTP/1.1
MAX_HEAD = 8192  # bytes: the request line and every header
REPORT_EVERY = 60.0  # seconds between two log lines of one kind


@dataclass(frozen=True)
class Answer:
    status: int
    body: bytes = b""
    content_type: str = "text/plain; charset=utf-8"


Handler = Callable[[str], Awaitable[Answer]]  # the path (without the query) of a GET


@dataclass(frozen=True)
class Bounds:
    header_timeout: float = HEADER_TIMEOUT
    write_timeout: float = WRITE_TIMEOUT
    max_connections: int = MAX_CONNECTIONS
    max_request_line: int = MAX_REQUEST_LINE
    max_head: int = MAX_HEAD
    report_every: float = REPORT_EVERY


class RateLimitedLog:
    """One line now, then at most one every `every` seconds, saying how many since the last."""

    def __init__(self, every: float) -> None:
        self.every = every
        self.count = 0  # in all, for the tests and the curious
        self._unsaid = 0
        self._next = 0.0

    def note(self, level: int, text: str, *args: object) -> None:
        self.count += 1
        self._unsaid += 1
        now = asyncio.get_running_loop().time()
        if now < self._next:
            return
        log.log(level, text + " (%d since the last such line)", *args, self._unsaid)
        self._unsaid = 0
        self._next = now + self.every


class Rejected(Exception):
    def __init__(self, status: HTTPStatus, why: str) -> None:
        super().__init__(why)
        self.status = status


def _request_target(head: bytes, bounds: Bounds) -> str:
    """The path of a GET or HEAD from the head of a request; Rejected with the status to answer."""
    line, found, _ = head.partition(b"\n")
    if len(line) > bounds.max_request_line or (not found and len(head) > bounds.max_request_line):
        raise Rejected(HTTPStatus.REQUEST_URI_TOO_LONG, "request line too long")
    if len(head) > bounds.max_head:
        raise Rejected(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE, "headers too large")
    parts = line.rstrip(b"\r").split(b" ")
    if len(parts) != 3 or not parts[2].startswith(b"HTTP/1.") or not parts[1].startswith(b"/"):
        raise Rejected(HTTPStatus.BAD_REQUEST, "malformed request line")
    if parts[0] not in (b"GET", b"HEAD"):
        raise Rejected(HTTPStatus.METHOD_NOT_ALLOWED, "method not allowed")
    return parts[1].partition(b"?")[0].decode("ascii", errors="replace")


def _encode(answer: Answer, *, head_only: bool) -> bytes:
    reason = HTTPStatus(answer.status).phrase
    lines = [
        f"HTTP/1.1 {answer.status} {reason}",
        f"Content-Type: {answer.content_type}",
        f"Content-Length: {len(answer.body)}",
        "Connection: close",
    ]
    if answer.status == HTTPStatus.METHOD_NOT_ALLOWED:
        lines.append("Allow: GET, HEAD")
    head = ("\r\n".join(lines) + "\r\n\r\n").encode("ascii")
    return head if head_only else head + answer.body


def _plain(status: HTTPStatus) -> Answer:
    return Answer(status, f"{status.value} {status.phrase}\n".encode("ascii"))


class BoundedHttpServer:
    def __init__(self, handler: Handler, bounds: Bounds | None = None) -> None:
        self._handler = handler
        self.bounds = bounds or Bounds()
        self.port = 0  # the port bound, once started
        self.open_connections = 0
        every = self.bounds.report_every
        self.refused = RateLimitedLog(every)  # over the cap, every connection being answered
        self.pushed_out = RateLimitedLog(every)  # at the cap, still sending headers
        # Connections still sending their headers, oldest first: the first pushed out at the cap.
        self.awaiting_head: dict[asyncio.StreamWriter, None] = {}
        self.timed_out = RateLimitedLog(every)  # no complete head in time
        self.rejected = RateLimitedLog(every)  # 400, 405, 414, 431
        self.accept_failures = RateLimitedLog(every)  # out of descriptors
        self._server: asyncio.Server | None = None
        self._previous_handler: Any = None

    async def start(self, host: str, port: int) -> int:
        """Listens on (host, port); the port bound (`port` 0 picks a free one)."""
        self._server = await asyncio.start_server(
            self._serve, host, port, limit=self.bounds.max_head
        )
        loop = asyncio.get_running_loop()
        self._previous_handler = loop.get_exception_handler()
        loop.set_exception_handler(self._loop_exception)
        self.port = int(self._server.sockets[0].getsockname()[1])
        return self.port

    async def close(self) -> None:
        if self._server is None:
            return
        loop = asyncio.get_running_loop()
        if loop.get_exception_handler() == self._loop_exception:  # not replaced since
            loop.set_exception_handler(self._previous_handler)
        self._server.close()
        await self._server.wait_closed()
        self._server = None

    def _loop_exception(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        if self._is_our_accept_failure(context):
            error = context.get("exception")
            self.accept_failures.note(logging.WARNING, "HTTP endpoint cannot accept: %s", error)
        elif self._previous_handler is not None:
            self._previous_handler(loop, context)
        else:
            loop.default_exception_handler(context)

    def _is_our_accept_failure(self, context: dict[str, Any]) -> bool:
        listening = context.get("socket")
        if self._server is None or not str(context.get("message", "")).startswith(
            "socket.accept()"
        ):
            return False
        ours = {s.fileno() for s in self._server.sockets}
        return getattr(listening, "fileno", lambda: -1)() in ours

    def _make_room(self) -> bool:
        """At the cap, close the oldest connection still sending its headers: a flood of slow
        clients then only ever pushes out its own, and a health check, whose headers come at
        once, gets in. False when every connection is past its headers (being answered)."""
        if self.open_connections < self.bounds.max_connections:
            return True
        if not self.awaiting_head:
            return False
        oldest = next(iter(self.awaiting_head))
        del self.awaiting_head[oldest]
        oldest.transport.abort()
        self.pushed_out.note(
            logging.WARNING,
            "HTTP endpoint: at the cap of %d connections, the oldest still sending its headers "
            "was closed",
            self.bounds.max_connections,
        )
        return True

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        if not self._make_room():
            self.refused.note(
                logging.WARNING,
                "HTTP endpoint: a connection over the cap of %d was refused",
                self.bounds.max_connections,
            )
            writer.write(_encode(_plain(HTTPStatus.SERVICE_UNAVAILABLE), head_only=False))
            writer.close()  # the answer is in the transport's buffer: no waiting on the client
            return
        self.open_connections += 1
        try:
            await self._answer(reader, writer)
        except (ConnectionError, TimeoutError):
            # The client went away or would not take the answer: drop what is left unsent
            # (closing would wait for the client to read it).
            writer.transport.abort()
        finally:
            self.open_connections -= 1
            writer.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(writer.wait_closed(), 1.0)

    async def _answer(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.awaiting_head[writer] = None
        try:
            async with asyncio.timeout(self.bounds.header_timeout):
                head = await self._read_head(reader)
        except TimeoutError:
            self.timed_out.note(
                logging.INFO,
                "HTTP endpoint: a client sent no complete request in %g s",
                self.bounds.header_timeout,
            )
            return
        finally:
            self.awaiting_head.pop(writer, None)
        if head is None:
            return  # closed (or pushed out at the cap) before a request
        head_only = head.startswith(b"HEAD ")
        try:
            answer = await self._handler(_request_target(head, self.bounds))
        except Rejected as rejected:
            self.rejected.note(
                logging.INFO, "HTTP endpoint: answered %d, %s", rejected.status.value, rejected
            )
            answer = _plain(rejected.status)
        except Exception:  # the bot's own failure, not the client's: worth its traceback
            log.exception("HTTP endpoint: answering %r failed", head.partition(b"\n")[0][:100])
            answer = _plain(HTTPStatus.INTERNAL_SERVER_ERROR)
        writer.write(_encode(answer, head_only=head_only))
        async with asyncio.timeout(self.bounds.write_timeout):
            await writer.drain()

    async def _read_head(self, reader: asyncio.StreamReader) -> bytes | None:
        """The request line and headers (without the blank line that ends them), or, when they
        go on past MAX_HEAD, the first MAX_HEAD + 1 bytes; None when the client closes first."""
        limit = self.bounds.max_head
        received = b""
        while len(received) <= limit:
            for end in (b"\r\n\r\n", b"\n\n"):
                if end in received:
                    return received.partition(end)[0]
            chunk = await reader.read(limit + 1 - len(received))
            if not chunk:
                return None
            received += chunk
        return received
