"""Load benchmark of the Discord bot through the loopback Discord stand-in.

The bot runs in a child process (so that its memory is its own), connected to a stand-in for
Discord's REST API and gateway that this process serves on 127.0.0.1. Rounds of N concurrent users
each run one interaction (commands, autocomplete, button presses); for each we take the time from
the gateway dispatch to the bot's first response reaching the stand-in. The same load is run
against a naive baseline in the same run: a bare discord.py bot whose commands answer a constant
"pong", i.e. the floor that discord.py and the loopback impose.

    python benchmarks/discord_load.py [--rounds 20] [--concurrency 50] [--app auto|fake|real]
        [--kind rule|search|card|autocomplete|cards|simulate|button]

`--app auto` measures the in-memory application of the tests (the Discord layer alone) and the
real application layer over every Comprehensive Rules file in ../shared/data (`--db`: an existing
database). `--kind` has every user do one kind of interaction ("button": /simulate and ▶ on it).
Targets: p99 <= 50 ms and <= 3x the baseline's (with JUDGEBOT_ANSWER_CACHE=0 too: cold),
zero failures, bot RSS <= 120 MB with all the CR files. Run it on an otherwise idle machine.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
import signal
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]
if str(REPO) not in sys.path:
    sys.path.insert(0, str(REPO))

from benchmarks.common import cpu_spent, memory_of, percentile  # noqa: E402 - needs the repository on sys.path

TARGET_P99_MS = 50.0
TARGET_RSS_MB = 120.0
NUMBERS = ["724.5", "724.2", "104.3", "104.3d", "724.1a", "724.6", "104.3a", "724.4"]
QUERIES = [
    "サブゲームの終了時",
    "毒カウンター何個で負ける",
    "ten or more poison counters",
    "旧ルール",
]
CARDS = ["白金の天使", "Platinum Angel", "Transcendence", "死者の鏡", "Lich's Mirror"]
KINDS = ["rule", "search", "card", "autocomplete", "cards", "simulate", "button"]


# --- the child: one bot process -----------------------------------------------------------------


async def open_app(kind: str, db: str | None) -> Any:
    if kind == "fake":
        from tests.bot.fake_app import FakeApplication

        return FakeApplication()
    from bot.application.app import JudgeApp
    from bot.settings import Settings

    assert db is not None
    # The environment's answer cache size: the README's row with JUDGEBOT_ANSWER_CACHE=0.
    cache_size = Settings.from_environ(os.environ).answer_cache_size
    app = await JudgeApp.open(Path(db), answer_cache_size=cache_size)
    await app.warm()  # as `judgebot run` does before it connects (bot.discord_app.runner)
    return app


def pong_bot() -> Any:
    """The baseline: the same command names and options, each answered with a constant."""
    import discord
    from discord import app_commands
    from discord.ext import commands

    bot = commands.AutoShardedBot(
        command_prefix=commands.when_mentioned,
        intents=discord.Intents.none(),
        allowed_mentions=discord.AllowedMentions.none(),
        guild_ready_timeout=0.01,
    )

    async def pong(interaction: discord.Interaction, **_: Any) -> None:
        await interaction.response.send_message("pong")

    async def choices(interaction: discord.Interaction, current: str) -> list[Any]:
        return [app_commands.Choice(name=current or "-", value=current or "-")]

    @bot.tree.command(name="rule", description="pong")
    @app_commands.autocomplete(number=choices)
    async def rule(interaction: discord.Interaction, number: str) -> None:
        await pong(interaction)

    @bot.tree.command(name="search", description="pong")
    async def search(interaction: discord.Interaction, question: str) -> None:
        await pong(interaction)

    @bot.tree.command(name="card", description="pong")
    async def card(interaction: discord.Interaction, name: str) -> None:
        await pong(interaction)

    @bot.tree.command(name="cards", description="pong")
    @app_commands.rename(query="list")
    async def cards(interaction: discord.Interaction, query: str) -> None:
        await pong(interaction)

    @bot.tree.command(name="simulate", description="pong")
    async def simulate(interaction: discord.Interaction, preset: str | None = None) -> None:
        await pong(interaction)

    return bot


async def run_child(args: argparse.Namespace) -> None:
    import discord
    import yarl
    from discord.gateway import DiscordWebSocket

    from bot.discord_app.runner import build_bot, sync_commands
    from bot.settings import Settings

    discord.http.Route.BASE = args.api
    DiscordWebSocket.DEFAULT_GATEWAY = yarl.URL(args.gateway)
    if args.child == "baseline":
        bot = pong_bot()
        async with bot:
            await bot.login(args.token)
            await bot.tree.sync()
            await bot.connect()
        return
    app = await open_app(args.app, args.db)
    # The same 50 users act many times a second here, far beyond the per-user cooldown (5 per
    # 10 s): lift it, or most answers would be "slow down" hints instead of the work measured.
    settings = Settings(identify_delay=0.0, cooldown_rate=1_000_000)
    await sync_commands(app, args.token, settings=settings)
    bot = build_bot(app, settings=settings, guild_ready_timeout=0.01)
    async with bot:
        await bot.start(args.token)


# --- the parent: stand-in, users, measurements ------------------------------------------------


@dataclass
class Result:
    name: str
    latencies_ms: list[float] = field(default_factory=list)
    by_kind: dict[str, list[float]] = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)
    rss_mb: float = 0.0
    peak_rss_mb: float = 0.0
    bot_cpu_ms: float = 0.0  # the bot process's CPU time per measured interaction
    # ... of it, the event loop's thread's (the rest: SQLite's and the step picture's threads)
    loop_cpu_ms: float = 0.0
    harness_cpu_ms: float = 0.0  # this process's (stand-in and users) per interaction

    def percentile(self, share: float) -> float:
        return percentile(self.latencies_ms, share)


async def one_interaction(
    user: Any, index: int, round_index: int, last: dict[int, Any], preset: str, only: str | None
) -> Any:
    """What user number `index` does in this round: a command, autocomplete, or button press
    (each in turn, or `only` that kind)."""
    kind = (round_index + index) % 7
    if only is not None:
        kind = KINDS.index(only) if only != "button" else 5 + round_index % 2
    previous = last.get(index)
    if kind == 6 and previous is not None and _can_press(previous, "▶"):
        return await user.press(previous, "▶", timeout=10)
    if kind == 0:
        return await user.run_command("rule", number=NUMBERS[index % len(NUMBERS)], timeout=10)
    if kind == 1:
        return await user.run_command("search", question=QUERIES[index % len(QUERIES)], timeout=10)
    if kind == 2:
        return await user.run_command("card", name=CARDS[index % len(CARDS)], timeout=10)
    if kind == 3:
        return await user.autocomplete("rule", "number", "724.", timeout=10)
    if kind == 4:
        return await user.run_command("cards", list="敗北条件カード一覧", timeout=10)
    return await user.run_command("simulate", preset=preset, timeout=10)


def kind_of(payload: dict[str, Any]) -> str:
    data = payload.get("data") or {}
    if payload["type"] == 3:
        # jb:<session>:<action>, or a walkthrough's jbw:<session>:<action>:<recipe…>
        return "button " + str(data.get("custom_id", "")).split(":")[2]
    return ("autocomplete /" if payload["type"] == 4 else "/") + str(data.get("name"))


def _can_press(reply: Any, emoji: str) -> bool:
    try:
        return not reply.button(emoji).get("disabled")
    except (AssertionError, KeyError):
        return False


def first_preset(synced: list[dict[str, Any]]) -> str:
    """The first preset `/simulate` offers among the synced commands (its choices, or the
    first preset when the option is autocompleted instead)."""
    simulate = next(c for c in synced if c["name"] == "simulate")
    preset_option = next(o for o in simulate.get("options") or [] if o["name"] == "preset")
    choices = preset_option.get("choices") or []
    if choices:
        return str(choices[0]["value"])
    from engine.presets import preset_names

    return preset_names()[0]


def record_latencies(result: Result, standin: Any, warmup: int) -> None:
    """Each measured interaction's time to first response, and what the stand-in refused."""
    for record in list(standin.interactions.values())[warmup:]:
        if record.first_response_at is None:
            continue  # counted as a failure in the round (timed out)
        latency = (record.first_response_at - record.dispatched_at) * 1000
        result.latencies_ms.append(latency)
        result.by_kind.setdefault(kind_of(record.payload), []).append(latency)
    errors = [r for r in standin.requests if r.status >= 400 and r.status != 429]
    result.failures += [f"HTTP {r.status} {r.method} /{r.path}" for r in errors]
    result.failures += standin.violations


async def measure(
    name: str,
    child_args: list[str],
    rounds: int,
    concurrency: int,
    startup_timeout: float,
    only: str | None = None,
) -> Result:
    from tests.discord_standin import DiscordStandIn, DiscordUser

    result = Result(name)
    standin = DiscordStandIn()
    await standin.start()
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        __file__,
        *child_args,
        "--api",
        standin.api_base,
        "--gateway",
        standin.gateway_url,
        "--token",
        standin.token,
    )
    try:
        await standin.wait_for_shards({0}, timeout=startup_timeout)
        preset = first_preset(standin.commands.get(None, []))
        users = [DiscordUser(standin, f"user{i}") for i in range(concurrency)]
        last: dict[int, Any] = {}
        warmup = 0
        for round_index in range(-1, rounds):  # round -1 warms up and is not counted
            if round_index == 0:
                warmup = len(standin.interactions)
                started = cpu_spent(process.pid)
            outcomes = await asyncio.gather(
                *(
                    one_interaction(u, i, round_index, last, preset, only)
                    for i, u in enumerate(users)
                ),
                return_exceptions=True,
            )
            for index, outcome in enumerate(outcomes):
                if isinstance(outcome, BaseException):
                    result.failures.append(f"{type(outcome).__name__}: {outcome}")
                elif hasattr(outcome, "record"):
                    if outcome.record.original_id and outcome.ephemeral:
                        result.failures.append(f"ephemeral answer: {outcome.content[:80]}")
                    last[index] = outcome
        per = 1000 / (len(standin.interactions) - warmup)  # ms per measured interaction
        spent = [(a - b) * per for a, b in zip(cpu_spent(process.pid), started, strict=True)]
        result.bot_cpu_ms, result.loop_cpu_ms, result.harness_cpu_ms = spent
        record_latencies(result, standin, warmup)
        result.rss_mb, result.peak_rss_mb = memory_of(process.pid)
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
            await process.wait()
        await standin.close()
    return result


def real_app_database(db: str | None) -> tuple[Path | None, str]:
    """A database with every CR file for the real application layer, or None and why not."""
    try:
        import bot.application.app  # noqa: F401
        from benchmarks.common import build_corpus, cr_paths
    except ImportError as error:
        return None, f"the real application layer is not importable: {error}"
    if db:
        return Path(db), f"real JudgeApp over {db}"
    if not cr_paths():
        return None, "../shared/data/cr is absent: the CR files are needed"
    path = Path(tempfile.mkdtemp(prefix="judgebot-load-")) / "judgebot.sqlite3"
    build_corpus(path, with_rules_files=True)
    return path, "real JudgeApp, database built with all four CR files"


def report(results: list[Result], rounds: int, concurrency: int) -> None:
    print(
        f"Discord load benchmark: {concurrency} concurrent interactions x {rounds} rounds "
        "through the loopback stand-in (first response after the gateway dispatch)"
    )
    print(
        f"{'':34}{'count':>7}{'p50 ms':>9}{'p99 ms':>9}{'max ms':>9}{'x base':>8}"
        f"{'failures':>10}{'RSS MB':>8}{'peak':>7}{'bot CPU ms':>12}{'loop':>6}{'harness CPU':>13}"
    )
    for r in results:
        print(
            f"{r.name:34}{len(r.latencies_ms):7d}{r.percentile(0.5):9.1f}"
            f"{r.percentile(0.99):9.1f}{max(r.latencies_ms, default=float('nan')):9.1f}"
            f"{r.percentile(0.99) / max(results[0].percentile(0.99), 1e-3):8.1f}"
            f"{len(r.failures):10d}{r.rss_mb:8.1f}{r.peak_rss_mb:7.1f}"
            f"{r.bot_cpu_ms:12.2f}{r.loop_cpu_ms:6.2f}{r.harness_cpu_ms:13.2f}"
        )
    for ours in results[1:]:
        print(f"{ours.name}, by interaction (count, p50 ms, p99 ms):")
        for kind, values in sorted(ours.by_kind.items()):
            p50, p99 = percentile(values, 0.5), percentile(values, 0.99)
            print(f"  {kind:32}{len(values):7d}{p50:9.1f}{p99:9.1f}")
        for failure in ours.failures[:10]:
            print(f"  failure: {failure}")
        p99, peak = ours.percentile(0.99), ours.peak_rss_mb
        ratio = p99 / max(results[0].percentile(0.99), 1e-3)
        checks = [
            (f"p99 {ratio:.1f}x the baseline's", "3x", ratio <= 3),
            (f"p99 {p99:.1f} ms", f"{TARGET_P99_MS:.0f}", p99 <= TARGET_P99_MS),
            (f"failures {len(ours.failures)}", "0", not ours.failures),
            (f"bot RSS {peak:.1f} MB peak", f"{TARGET_RSS_MB:.0f}", peak <= TARGET_RSS_MB),
        ]
        verdict = [
            f"{what} (target <= {target}): {'ok' if ok else 'MISSED'}"
            for what, target, ok in checks
        ]
        print(f"  {ours.name}: " + "; ".join(verdict))


async def run_parent(args: argparse.Namespace) -> None:
    rounds, concurrency, only = args.rounds, args.concurrency, args.kind
    pong = ["--child", "baseline"]
    results = [await measure("baseline (pong bot)", pong, rounds, concurrency, 60.0, only)]
    if args.app in ("auto", "fake"):
        fake = ["--child", "judgebot", "--app", "fake"]
        results.append(
            await measure("judgebot, in-memory app", fake, rounds, concurrency, 60.0, only)
        )
    if args.app in ("auto", "real"):
        db, note = real_app_database(args.db)
        if db is None:
            if args.app == "real":
                sys.exit(f"discord_load: {note}")
            print(f"(no run over the real application layer: {note})")
        else:
            real = ["--child", "judgebot", "--app", "real", "--db", str(db)]
            try:
                results.append(
                    await measure(
                        "judgebot, real app + all CR files", real, rounds, concurrency, 120.0, only
                    )
                )
            finally:
                if not args.db:
                    shutil.rmtree(db.parent, ignore_errors=True)
            print(f"(real application layer: {note})")
    report(results, rounds, concurrency)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20)
    parser.add_argument("--concurrency", type=int, default=50)
    parser.add_argument("--app", choices=["auto", "fake", "real"], default="auto")
    parser.add_argument("--db")
    parser.add_argument("--kind", choices=KINDS, help="every user does this kind of interaction")
    parser.add_argument("--child", choices=["baseline", "judgebot"], help=argparse.SUPPRESS)
    parser.add_argument("--api", help=argparse.SUPPRESS)
    parser.add_argument("--gateway", help=argparse.SUPPRESS)
    parser.add_argument("--token", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.rounds < 1 or args.concurrency < 1:
        parser.error("--rounds and --concurrency must be at least 1")
    if args.child:
        asyncio.run(run_child(args))
        return
    asyncio.run(run_parent(args))


if __name__ == "__main__":
    main()
