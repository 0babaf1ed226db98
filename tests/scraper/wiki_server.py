"""A tiny scriptable HTTP server on 127.0.0.1 for fetcher tests, with a log of every request.

Routes map a decoded path (`/wiki/サブゲーム`) to a handler; unknown paths, including
`/robots.txt` unless routed, answer 404. The builders below cover the behaviours the fetcher
must cope with: plain pages, scripted sequences of answers, conditional GETs, redirects,
truncated bodies.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from html import escape
from urllib.parse import quote

from aiohttp import web

Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]


@dataclass(frozen=True)
class LoggedRequest:
    path: str
    headers: Mapping[str, str]
    time: float  # read from the server's clock, so tests can use a fake one


class WikiServer:
    def __init__(self, clock: Callable[[], float] = time.monotonic):
        self.routes: dict[str, Handler] = {}
        self.log: list[LoggedRequest] = []
        self._clock = clock
        self._runner: web.AppRunner | None = None
        self.base_url = ""

    async def __aenter__(self) -> WikiServer:
        app = web.Application()
        app.router.add_route("GET", "/{tail:.*}", self._dispatch)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        host, port = self._runner.addresses[0][:2]
        self.base_url = f"http://{host}:{port}"
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    def url(self, path: str) -> str:
        return self.base_url + quote(path, safe="/:?=&#")

    def paths(self) -> list[str]:
        return [request.path for request in self.log]

    def requests_to(self, path: str) -> list[LoggedRequest]:
        return [request for request in self.log if request.path == path]

    async def _dispatch(self, request: web.Request) -> web.StreamResponse:
        self.log.append(LoggedRequest(request.path, dict(request.headers), self._clock()))
        handler = self.routes.get(request.path)
        if handler is None:
            return web.Response(status=404, text="not found")
        return await handler(request)


def page(
    body: str | bytes,
    *,
    content_type: str = "text/html; charset=utf-8",
    status: int = 200,
    headers: Mapping[str, str] | None = None,
) -> Handler:
    data = body.encode("utf-8") if isinstance(body, str) else body

    async def handler(request: web.Request) -> web.StreamResponse:
        return web.Response(
            body=data, status=status, headers={"Content-Type": content_type, **(headers or {})}
        )

    return handler


def robots_txt(rules: str) -> Handler:
    return page(rules, content_type="text/plain")


def status(code: int, headers: Mapping[str, str] | None = None) -> Handler:
    async def handler(request: web.Request) -> web.StreamResponse:
        return web.Response(status=code, text=f"status {code}", headers=dict(headers or {}))

    return handler


def redirect(location: str, code: int = 301) -> Handler:
    return status(code, {"Location": location})


def sequence(*handlers: Handler) -> Handler:
    """Answers with each handler in turn; the last one repeats."""
    calls = 0

    async def handler(request: web.Request) -> web.StreamResponse:
        nonlocal calls
        chosen = handlers[min(calls, len(handlers) - 1)]
        calls += 1
        return await chosen(request)

    return handler


def conditional_page(
    body: str, *, etag: str | None = None, last_modified: str | None = None
) -> Handler:
    """A page that answers 304 when the request's validators match its own."""
    headers = {"Content-Type": "text/html; charset=utf-8"}
    if etag is not None:
        headers["ETag"] = etag
    if last_modified is not None:
        headers["Last-Modified"] = last_modified

    async def handler(request: web.Request) -> web.StreamResponse:
        if etag is not None and request.headers.get("If-None-Match") == etag:
            return web.Response(status=304, headers={"ETag": etag})
        if last_modified is not None and request.headers.get("If-Modified-Since") == last_modified:
            return web.Response(status=304)
        return web.Response(body=body.encode("utf-8"), headers=headers)

    return handler


def truncated(body: bytes, declared_length: int) -> Handler:
    """Promises `declared_length` bytes, sends `body`, then drops the connection."""

    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/html; charset=utf-8"})
        response.content_length = declared_length
        await response.prepare(request)
        await response.write(body)
        assert request.transport is not None
        request.transport.close()
        return response

    return handler


def streamed(chunk: bytes, repeat: int) -> Handler:
    """A chunked body with no Content-Length, so only counting the bytes reveals its size."""

    async def handler(request: web.Request) -> web.StreamResponse:
        response = web.StreamResponse(headers={"Content-Type": "text/html; charset=utf-8"})
        response.enable_chunked_encoding()
        await response.prepare(request)
        for _ in range(repeat):
            await response.write(chunk)
        await response.write_eof()
        return response

    return handler


def wiki_html(title: str, hrefs: list[str], *, extra_outside_content: str = "") -> str:
    """A MediaWiki-shaped page whose article body links to `hrefs`."""
    links = "".join(f'<li><a href="{escape(href)}">{escape(href)}</a></li>' for href in hrefs)
    return (
        f"<html><head><title>{escape(title)}</title></head><body>"
        f'<div id="mw-navigation"><a href="/wiki/メインページ">メインページ</a>'
        f"{extra_outside_content}</div>"
        f'<div id="bodyContent"><div id="mw-content-text"><p>{escape(title)}</p>'
        f"<ul>{links}</ul></div></div></body></html>"
    )


Script = Callable[[asyncio.StreamWriter], Awaitable[None]]


class SocketServer:
    """A raw TCP server on 127.0.0.1 for answers no HTTP framework gives: silence, or headers and
    bodies a byte at a time. `/robots.txt` is answered 404 at once; every other request gets
    `script`. `paths` logs each request's path."""

    def __init__(self, script: Script):
        self.paths: list[str] = []
        self._script = script
        self._server: asyncio.Server | None = None
        self._closing = asyncio.Event()
        self._tasks: set[asyncio.Task[None]] = set()
        self._writers: list[asyncio.StreamWriter] = []
        self.base_url = ""

    async def __aenter__(self) -> SocketServer:
        self._server = await asyncio.start_server(self._serve, "127.0.0.1", 0)
        host, port = self._server.sockets[0].getsockname()[:2]
        self.base_url = f"http://{host}:{port}"
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        # Scripts end by themselves here: a cancelled connection task would be logged as an error.
        self._closing.set()
        for writer in self._writers:
            writer.close()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    def url(self, path: str) -> str:
        return self.base_url + path

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        task = asyncio.current_task()
        assert task is not None
        self._tasks.add(task)  # type: ignore[arg-type]
        self._writers.append(writer)
        request_line = await reader.readline()
        while (await reader.readline()).strip():
            pass  # the request's headers
        path = request_line.decode("latin-1").split()[1]
        self.paths.append(path)
        if path == "/robots.txt":
            writer.write(
                b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
            await writer.drain()
            writer.close()
            return
        script = asyncio.ensure_future(self._script(writer))
        closing = asyncio.ensure_future(self._closing.wait())
        await asyncio.wait({script, closing}, return_when=asyncio.FIRST_COMPLETED)
        for part in (script, closing):
            part.cancel()
        await asyncio.gather(script, closing, return_exceptions=True)


async def silence(writer: asyncio.StreamWriter) -> None:
    """Accept the request and never answer."""
    await asyncio.Event().wait()


def drip(head: bytes, interval: float) -> Script:
    """Send `head` at once, then one more byte every `interval` seconds, forever."""

    async def script(writer: asyncio.StreamWriter) -> None:
        writer.write(head)
        while True:
            await writer.drain()
            await asyncio.sleep(interval)
            writer.write(b"x")

    return script
