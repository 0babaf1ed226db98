"""The rules page's TXT link: resolved against the page, one distinct candidate or an error."""

from __future__ import annotations

import pytest

from scraper.official.rules_link import RulesLinkError, rules_text_link, rules_text_links
from tests.scraper.update_sources import rules_page_html

PAGE = "https://magic.wizards.com/en/rules"


def test_the_txt_link_is_found_among_the_others_and_resolved_against_the_page() -> None:
    html = rules_page_html("/2026/downloads/MagicCompRules%2020260116.txt")
    assert rules_text_link(html, PAGE) == (
        "https://magic.wizards.com/2026/downloads/MagicCompRules%2020260116.txt"
    )


def test_a_query_or_fragment_does_not_hide_the_extension_and_case_does_not_matter() -> None:
    html = rules_page_html("https://media.wizards.com/a/CR.TXT?v=2", "/b/cr.txt#top")
    assert rules_text_links(html, PAGE) == [
        "https://media.wizards.com/a/CR.TXT?v=2",
        "https://magic.wizards.com/b/cr.txt#top",
    ]


def test_the_same_file_linked_twice_is_one_candidate() -> None:
    html = rules_page_html("/a/cr.txt", "https://magic.wizards.com/a/cr.txt")
    assert rules_text_link(html, PAGE) == "https://magic.wizards.com/a/cr.txt"


@pytest.mark.parametrize(
    ("hrefs", "message"),
    [((), "links no .txt file"), (("/a.txt", "/b.txt"), "links 2 different .txt files")],
)
def test_none_or_several_candidates_is_an_error_not_a_guess(
    hrefs: tuple[str, ...], message: str
) -> None:
    with pytest.raises(RulesLinkError, match=message):
        rules_text_link(rules_page_html(*hrefs), PAGE)
