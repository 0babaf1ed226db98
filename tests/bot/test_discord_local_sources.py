"""A page ingested from a local file is cited as that file (`file://…`); on Discord it is named,
never linked, so no path on the bot's machine is shown and no embed carries a non-web URL."""

from __future__ import annotations

from bot.discord_app.cogs.search.embeds import hit_embed
from bot.discord_app.shared.embeds import source_lines

LOCAL = "file:///home/operator/pages/%E3%83%86%E3%82%B9%E3%83%88.txt"


def test_a_page_read_from_a_file_is_named_not_linked() -> None:
    lines = source_lines(
        [{"page": "テスト", "url": LOCAL}, {"page": "Web", "url": "https://a.b/W"}]
    )
    assert lines == ["テスト", "[Web](https://a.b/W)"]


def test_a_search_hit_from_a_file_is_named_not_linked() -> None:
    hit = {
        "kind": "passage",
        "page": "テスト",
        "section_path": ["概要"],
        "url": LOCAL,
        "text": "本文",
    }
    embed = hit_embed(hit, "ja", 1, 1)
    shown = str(embed.to_dict())
    assert "file:" not in shown and "/home/operator" not in shown
    assert "テスト" in shown
