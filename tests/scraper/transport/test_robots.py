"""robots.txt decisions as RFC 9309 makes them: `*` and `$` in paths, the longest matching rule
winning, and the statuses that stand for "no rules" or "nothing allowed"."""

from __future__ import annotations

from scraper.transport.robots import RobotsRules

ORIGIN = "https://mtgwiki.com"
AGENT = "judgebot/1.0 (MTG rules Discord bot)"


def rules(text: str) -> RobotsRules:
    return RobotsRules.from_response(ORIGIN, 200, text)


def test_a_wildcard_in_the_middle_of_a_path_matches_query_strings() -> None:
    robots = rules("User-agent: *\nDisallow: /*action=\n")
    assert not robots.allows(AGENT, f"{ORIGIN}/index.php?title=X&action=edit")
    assert robots.allows(AGENT, f"{ORIGIN}/wiki/X")


def test_the_longest_matching_rule_wins_over_an_earlier_shorter_one() -> None:
    robots = rules("User-agent: *\nDisallow: /\nAllow: /wiki/\n")
    assert robots.allows(AGENT, f"{ORIGIN}/wiki/X")
    assert not robots.allows(AGENT, f"{ORIGIN}/other")


def test_a_dollar_sign_anchors_a_rule_at_the_end_of_the_path() -> None:
    robots = rules("User-agent: *\nDisallow: /*.php$\n")
    assert not robots.allows(AGENT, f"{ORIGIN}/a.php")
    assert robots.allows(AGENT, f"{ORIGIN}/a.php?x=1")


def test_the_group_naming_this_bot_applies_instead_of_the_catch_all() -> None:
    robots = rules("User-agent: *\nDisallow: /\n\nUser-agent: judgebot\nDisallow: /private/\n")
    assert robots.allows(AGENT, f"{ORIGIN}/wiki/X")
    assert not robots.allows(AGENT, f"{ORIGIN}/private/X")
    assert not robots.allows("otherbot/2.0", f"{ORIGIN}/wiki/X")


def test_crawl_delay_of_the_matching_group() -> None:
    robots = rules("User-agent: judgebot\nCrawl-delay: 7\n\nUser-agent: *\nCrawl-delay: 2\n")
    assert robots.crawl_delay(AGENT) == 7.0
    assert robots.crawl_delay("otherbot/2.0") == 2.0
    assert rules("User-agent: *\nDisallow: /x\n").crawl_delay(AGENT) is None


def test_a_missing_robots_txt_allows_everything_and_a_failing_one_nothing() -> None:
    assert RobotsRules.from_response(ORIGIN, 404, "").allows(AGENT, f"{ORIGIN}/wiki/X")
    for status in (429, 500, 503):
        robots = RobotsRules.from_response(ORIGIN, status, "")
        assert not robots.allows(AGENT, f"{ORIGIN}/wiki/X")
        assert robots.crawl_delay(AGENT) is None
        assert "off limits" in robots.refusal(f"{ORIGIN}/wiki/X")
