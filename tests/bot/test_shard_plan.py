"""Several pods split the shards by their ordinal: `bot.shard_plan` and the settings that use it
(`JUDGEBOT_PROCESS_NAME`, the pod's name, and `JUDGEBOT_PROCESS_COUNT` beside
`JUDGEBOT_SHARD_COUNT`)."""

from __future__ import annotations

import itertools

import pytest

from bot.settings import Settings, SettingsError
from bot.shard_plan import ShardPlanError, ordinal_of, shard_range


def _shard_counts(pods: int) -> set[int]:
    """From one shard a pod to many, with remainders and Discord's large-bot multiples of 16."""
    return {pods, pods + 1, 2 * pods - 1, 3 * pods + 2, 16 * pods, 16 * -(-pods // 16) * 4, 2500}


@pytest.mark.parametrize("pods", range(1, 65))
def test_every_shard_is_run_once_in_contiguous_balanced_ranges(pods: int) -> None:
    for shard_count in sorted(_shard_counts(pods)):
        ranges = [shard_range(ordinal, pods, shard_count) for ordinal in range(pods)]
        assert ranges[0].start == 0 and ranges[-1].stop == shard_count
        for before, after in itertools.pairwise(ranges):
            assert before.stop == after.start  # contiguous, in ordinal order: no gap, no overlap
        sizes = [len(shards) for shards in ranges]
        assert min(sizes) >= 1 and max(sizes) - min(sizes) <= 1
        assert sorted(shard for shards in ranges for shard in shards) == list(range(shard_count))


def test_pods_of_a_multiple_of_16_shards_each_run_whole_buckets() -> None:
    # Large bots identify max_concurrency (16, 32, …) shards at once, one per bucket.
    assert [shard_range(pod, 4, 64) for pod in range(4)] == [
        range(0, 16), range(16, 32), range(32, 48), range(48, 64)
    ]  # fmt: skip


@pytest.mark.parametrize(
    ("name", "ordinal"), [("judgebot-0", 0), ("judgebot-12", 12), ("my-bot-ja-3", 3), ("7", 7)]
)
def test_the_ordinal_is_the_end_of_the_pod_name(name: str, ordinal: int) -> None:
    assert ordinal_of(name) == ordinal


@pytest.mark.parametrize("name", ["judgebot", "judgebot-", "judgebot-3a", "", "-1x"])
def test_a_name_without_an_ordinal_is_refused(name: str) -> None:
    with pytest.raises(ShardPlanError, match="does not end in the process's number"):
        ordinal_of(name)


def _environ(name: str, processes: str, shards: str | None = "8") -> dict[str, str]:
    environ = {"JUDGEBOT_PROCESS_NAME": name, "JUDGEBOT_PROCESS_COUNT": processes}
    if shards is not None:
        environ["JUDGEBOT_SHARD_COUNT"] = shards
    return environ


def test_a_pod_runs_its_share_of_the_shards() -> None:
    shares = [Settings.from_environ(_environ(f"judgebot-{i}", "3")).shard_ids for i in range(3)]
    assert shares == [(0, 1), (2, 3, 4), (5, 6, 7)]
    assert Settings.from_environ(_environ("judgebot-2", "3")).shard_count == 8


@pytest.mark.parametrize(
    ("environ", "variable", "message"),
    [
        (_environ("judgebot-4", "4"), "JUDGEBOT_PROCESS_NAME", r"process 4 is outside 0\.\.3"),
        (_environ("judgebot", "4"), "JUDGEBOT_PROCESS_NAME", "does not end in"),
        (_environ("judgebot-0", "9"), "JUDGEBOT_PROCESS_NAME", "8 shards cannot be split among 9"),
        (_environ("judgebot-0", "0"), "JUDGEBOT_PROCESS_NAME", "at least 1, not 0"),
        (_environ("judgebot-0", "two"), "JUDGEBOT_PROCESS_COUNT", "'two' is not a number"),
        (_environ("judgebot-0", "2", None), "JUDGEBOT_SHARD_COUNT", "needs JUDGEBOT_SHARD_COUNT"),
        ({"JUDGEBOT_PROCESS_NAME": "judgebot-0"}, "JUDGEBOT_PROCESS_COUNT", "go together"),
        ({"JUDGEBOT_PROCESS_COUNT": "2"}, "JUDGEBOT_PROCESS_NAME", "go together"),
        (
            {**_environ("judgebot-0", "2"), "JUDGEBOT_SHARD_IDS": "0"},
            "JUDGEBOT_SHARD_IDS",
            "both choose the shards",
        ),
    ],
)
def test_a_bad_plan_names_its_variable(
    environ: dict[str, str], variable: str, message: str
) -> None:
    with pytest.raises(SettingsError, match=message) as raised:
        Settings.from_environ(environ)
    assert raised.value.variable == variable
