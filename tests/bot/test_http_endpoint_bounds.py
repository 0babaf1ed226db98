"""The HTTP endpoint against hostile clients, over real sockets on 127.0.0.1: a client that drips
its headers is cut off, connections past the cap are refused at once while /healthz and Discord
still answer, an oversized URL or header is a 414 or 431 with one line of log, and failed
accepts (out of descriptors) are one log line a minute, not one each with a traceback."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import resource
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator

import pytest

from bot.discord_app.http_endpoint import MonitoringServer
from bot.discord_app.http_server import Answer, BoundedHttpServer, Bounds
from tests.bot.conftest import MakeBot
from tests.discord_standin import DiscordStandIn, DiscordUser

Connection = tuple[asyncio.StreamReader, asyncio.StreamWriter]
Serve = Callable[[Bounds], Awaitable[MonitoringServer]]


@pytest.fixture
async def serve(make_bot: MakeBot) -> AsyncIterator[Serve]:
    servers: list[MonitoringServer] = []

    async def start(bounds: Bounds) -> MonitoringServer:
        server = MonitoringServer(await make_bot(), "127.0.0.1", 0, bounds)
        await server.start()
        servers.append(server)
        return server

    yield start
    for server in servers:
        await server.close()


async def slow_client(port: int) -> Connection:
    """A connection that has sent part of a request and then nothing more (yet)."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ")
    await writer.drain()
    return reader, writer


async def request(port: int, raw: bytes) -> tuple[int, bytes]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(raw)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), 5)
    finally:
        writer.close()
    status = int(answer.split(b" ", 2)[1]) if answer else 0
    return status, answer.partition(b"\r\n\r\n")[2]


async def closed_within(reader: asyncio.StreamReader, seconds: float) -> bool:
    """Whether the server closes the connection within `seconds` (its answer read and dropped)."""
    try:
        async with asyncio.timeout(seconds):
            while await reader.read(1024):
                pass
    except TimeoutError:
        return False
    except ConnectionError:
        pass
    return True


async def test_a_client_that_drips_its_headers_is_cut_off_at_the_header_timeout(
    serve: Serve,
) -> None:
    server = await serve(Bounds(header_timeout=0.5))
    reader, writer = await slow_client(server.port)
    started = time.monotonic()

    async def drip() -> None:
        while not writer.is_closing():
            writer.write(b"a")  # one byte at a time: the slowloris keeps its connection busy
            await asyncio.sleep(0.05)

    dripping = asyncio.create_task(drip())
    try:
        assert await closed_within(reader, 3)
    finally:
        dripping.cancel()
        writer.close()
    assert 0.4 < time.monotonic() - started < 2
    assert server.http.timed_out.count == 1 and server.http.open_connections == 0


async def test_slow_connections_past_the_cap_push_out_the_oldest_and_the_bot_keeps_answering(
    serve: Serve, standin: DiscordStandIn
) -> None:
    server = await serve(Bounds(header_timeout=30, max_connections=20))
    clients = [await slow_client(server.port) for _ in range(300)]
    try:
        closed = await asyncio.gather(*(closed_within(reader, 0.5) for reader, _ in clients))
        assert sum(closed[:280]) == 280 and not any(closed[280:])  # the newest 20 are held
        assert server.http.open_connections == 20 and server.http.pushed_out.count == 280

        rule = await DiscordUser(standin).run_command("rule", number="704.5a")
        assert rule.embeds and rule.embeds[0]["title"] == "CR 704.5a"
        # A health check's headers come at once: it gets in while the slow ones are held.
        status, body = await request(server.port, b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
        assert (status, body) == (200, b'{"healthy": true, "problems": []}')
        assert server.http.open_connections <= 20
    finally:
        for _, writer in clients:
            writer.close()


async def test_a_connection_past_the_cap_is_refused_when_every_one_is_being_answered() -> None:
    gate = asyncio.Event()

    async def held(path: str) -> Answer:
        await gate.wait()
        return Answer(200, b"ok")

    server = BoundedHttpServer(held, Bounds(max_connections=2))
    port = await server.start("127.0.0.1", 0)
    try:
        get = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
        first = [asyncio.create_task(request(port, get)) for _ in range(2)]
        while server.open_connections < 2 or server.awaiting_head:
            await asyncio.sleep(0.01)
        try:
            refused = (await request(port, get))[0]
        except ConnectionResetError:  # closed with the request unread: the 503 may be lost
            refused = 503
        gate.set()
        assert refused == 503 and [(await task)[0] for task in first] == [200, 200]
        assert server.refused.count == 1
    finally:
        await server.close()


SLOWLORIS = """
import resource, socket, sys, time
_, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # the server's limit, not the attacker's
port, count = int(sys.argv[1]), int(sys.argv[2])
clients = []
for _ in range(count):
    client = socket.create_connection(("127.0.0.1", port))
    client.sendall(b"GET /healthz HTTP/1.1\\r\\nHost: x\\r\\nX-Slow: ")
    clients.append(client)
print("holding", flush=True)
time.sleep(60)
"""


@contextlib.contextmanager
def descriptor_limit(limit: int) -> Iterator[None]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(limit, hard), hard))
    try:
        yield
    finally:
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))


async def test_under_256_descriptors_300_slow_clients_leave_discord_and_healthz_answering(
    serve: Serve, standin: DiscordStandIn
) -> None:
    server = await serve(Bounds())  # the defaults: 10 s for the headers, 64 connections
    user = DiscordUser(standin)
    await user.run_command("rule", number="704.5a")  # the bot's own connections are open
    in_use = len(os.listdir("/proc/self/fd"))
    assert in_use < 150, f"{in_use} descriptors open already: the test needs room"
    with descriptor_limit(256):
        attacker = subprocess.Popen(
            [sys.executable, "-c", SLOWLORIS, str(server.port), "300"],
            stdout=subprocess.PIPE,
            text=True,
        )
        try:
            assert attacker.stdout is not None
            ready = asyncio.to_thread(attacker.stdout.readline)
            assert (await asyncio.wait_for(ready, 30)).strip() == "holding"
            await asyncio.sleep(0.5)  # the server accepts what it will

            rule = await user.run_command("rule", number="704.5a", timeout=5)
            status, body = await request(server.port, b"GET /healthz HTTP/1.1\r\n\r\n")
            assert len(os.listdir("/proc/self/fd")) < in_use + 64 + 8
        finally:
            attacker.kill()
            attacker.wait(timeout=10)
    assert rule.embeds and rule.embeds[0]["title"] == "CR 704.5a"
    assert (status, body) == (200, b'{"healthy": true, "problems": []}')


@pytest.mark.parametrize(
    ("raw", "status"),
    [
        (b"GET /" + b"a" * 5_000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414),
        (b"GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: " + b"a" * 10_000 + b"\r\n\r\n", 431),
        (b"GET /healthz HTTP/1.1\r\n" + b"X-Many: a\r\n" * 2_000 + b"\r\n", 431),
        (b"\x16\x03\x01 not http at all\r\n\r\n", 400),
        (b"POST /healthz HTTP/1.1\r\nHost: x\r\n\r\n", 405),
        (b"GET /secret HTTP/1.1\r\nHost: x\r\n\r\n", 404),
    ],
)
async def test_an_oversized_or_malformed_request_is_answered_with_at_most_one_log_line(
    serve: Serve, caplog: pytest.LogCaptureFixture, raw: bytes, status: int
) -> None:
    server = await serve(Bounds(report_every=60))
    caplog.set_level(logging.DEBUG, logger="bot.discord_app")
    caplog.set_level(logging.DEBUG, logger="asyncio")

    answers = [await request(server.port, raw) for _ in range(20)]

    assert {answer[0] for answer in answers} == {status}
    records = [r for r in caplog.records if r.name.startswith(("bot.discord_app.http", "asyncio"))]
    assert len(records) <= 1
    assert all(r.levelno < logging.ERROR and r.exc_info is None for r in records)
    assert all("\n" not in r.getMessage() for r in records)


ACCEPT_UNDER_A_SMALL_DESCRIPTOR_LIMIT = """
import asyncio, logging, resource, socket, sys, time
from bot.discord_app.http_server import Answer, BoundedHttpServer

logging.basicConfig(level=logging.INFO, stream=sys.stderr, format="%(name)s: %(message)s")

async def main():
    async def handler(path):
        return Answer(200, b"ok")
    server = BoundedHttpServer(handler)
    port = await server.start("127.0.0.1", 0)
    resource.setrlimit(resource.RLIMIT_NOFILE, (64, 64))
    clients = []
    deadline = time.monotonic() + 2
    while time.monotonic() < deadline:  # connect until the process runs out of descriptors
        try:
            client = socket.socket()
            client.setblocking(False)
            client.connect_ex(("127.0.0.1", port))
            clients.append(client)
        except OSError:
            if clients:
                clients.pop(0).close()  # a descriptor for the server to accept on, and fail
        await asyncio.sleep(0.002)
    print("accept failures:", server.accept_failures.count, flush=True)
    await server.close()

asyncio.run(main())
"""


def test_failed_accepts_are_logged_once_a_minute_without_a_traceback() -> None:
    run = subprocess.run(
        [sys.executable, "-c", ACCEPT_UNDER_A_SMALL_DESCRIPTOR_LIMIT],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=os.getcwd(),
    )
    assert run.returncode == 0, run.stderr
    failures = int(run.stdout.rsplit(":", 1)[1])
    assert failures >= 2  # it did run out, more than once
    accept_lines = [line for line in run.stderr.splitlines() if "accept" in line]
    assert len(accept_lines) == 1, run.stderr[:2000]
    assert "Traceback" not in run.stderr


async def served(answer: Callable[[str], Awaitable[Answer]], bounds: Bounds) -> BoundedHttpServer:
    server = BoundedHttpServer(answer, bounds)
    await server.start("127.0.0.1", 0)
    return server


async def test_a_client_that_never_reads_its_answer_is_dropped_at_the_write_timeout() -> None:
    async def large(path: str) -> Answer:
        return Answer(200, b"x" * 20_000_000)  # more than the sockets' buffers hold

    server = await served(large, Bounds(write_timeout=0.5))
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", server.port)
        writer.write(b"GET /metrics HTTP/1.1\r\n\r\n")
        await asyncio.sleep(0.2)
        assert server.open_connections == 1
        await asyncio.sleep(1.0)  # past the write timeout, without reading
        assert server.open_connections == 0
        received = 0
        with contextlib.suppress(ConnectionResetError):
            while chunk := await asyncio.wait_for(reader.read(1 << 20), 2):
                received += len(chunk)
        assert received < 20_000_000  # dropped, not left to wait until the client reads it all
        writer.close()
    finally:
        await server.close()


async def test_a_failure_of_the_bot_is_a_500_with_its_traceback_logged_once(
    caplog: pytest.LogCaptureFixture,
) -> None:
    async def broken(path: str) -> Answer:
        raise RuntimeError("the metrics broke")

    server = await served(broken, Bounds())
    try:
        status, _ = await request(server.port, b"GET /metrics HTTP/1.1\r\n\r\n")
    finally:
        await server.close()
    assert status == 500
    (record,) = [r for r in caplog.records if r.levelno >= logging.ERROR]
    assert record.exc_info is not None and "GET /metrics" in record.getMessage()
