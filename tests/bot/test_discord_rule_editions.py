"""/rule with another edition's number, and chapters: no misleading answer, no warning per
child (issue 9, item 10)."""

from __future__ import annotations

import logging

import pytest

from tests.discord_standin import DiscordUser


async def test_a_renumbered_rule_says_so(official_rules: None, discord_user: DiscordUser) -> None:
    reply = await discord_user.run_command("rule", number="724.5a", edition="20260116")

    assert reply.embed["title"] == "CR 728.5a"
    assert "Renumbered: 724.5a" in reply.embed["description"]


async def test_a_chapter_logs_no_missing_children(
    official_rules: None, discord_user: DiscordUser, caplog: pytest.LogCaptureFixture
) -> None:
    with caplog.at_level(logging.WARNING):
        for number in ("7", "724"):
            await discord_user.run_command("rule", number=number)
    assert not [r for r in caplog.records if "cannot be found" in r.getMessage()]
