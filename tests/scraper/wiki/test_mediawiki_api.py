"""The MediaWiki API client against scripted answers: continuations that do not advance or never
end, maxlag waits beyond the retry budget, and answers of the wrong shape."""

from __future__ import annotations

import asyncio
import json
from collections.abc import AsyncIterator, Callable
from typing import Any

import pytest

from scraper.wiki.api_answers import ApiError
from scraper.wiki.mediawiki_api import MAX_LIST_REQUESTS, MediaWikiApi

ENDPOINT = "https://wiki.example/api.php"


class _Pacer:
    def __init__(self) -> None:
        self.deferred: list[float] = []

    def defer(self, host: str, seconds: float) -> None:
        self.deferred.append(seconds)


class _ScriptedClient:
    """Answers the n-th request with `answer(n)`: a JSON body, or (body, headers)."""

    def __init__(self, answer: Callable[[int], Any]) -> None:
        self.answer = answer
        self.requests = 0
        self.pacer = _Pacer()

    async def get(self, url: str, headers: object = None) -> Any:
        from scraper.transport.polite_http import HttpResponse

        self.requests += 1
        answer = self.answer(self.requests)
        body, sent = answer if isinstance(answer, tuple) else (answer, {})
        return HttpResponse(url, 200, "OK", sent, json.dumps(body).encode())


def _api(answer: Callable[[int], Any], **options: Any) -> tuple[MediaWikiApi, _ScriptedClient]:
    client = _ScriptedClient(answer)
    return MediaWikiApi(client, ENDPOINT, **options), client  # type: ignore[arg-type]


def _all(titles: AsyncIterator[str]) -> list[str]:
    async def collect() -> list[str]:
        return [title async for title in titles]

    return asyncio.run(collect())


def _pages(*titles: object) -> dict[str, Any]:
    return {"query": {"allpages": [{"ns": 0, "title": t} for t in titles]}}


# --- continuation ------------------------------------------------------------------------------


def test_a_continuation_that_repeats_its_token_ends_the_listing() -> None:
    # A wiki answering the same apcontinue for ever made sync-wiki ask ~1,000 times in 45 s.
    api, client = _api(lambda n: {**_pages(f"P{n}"), "continue": {"apcontinue": "B"}})
    with pytest.raises(ApiError, match="did not advance") as raised:
        _all(api.all_pages())
    assert raised.value.code == "badcontinue" and client.requests == 2


def test_a_continuation_that_goes_back_to_an_earlier_token_ends_the_listing() -> None:
    tokens = ["B", "C", "B"]
    api, client = _api(lambda n: {**_pages(f"P{n}"), "continue": {"apcontinue": tokens[n - 1]}})
    with pytest.raises(ApiError, match="did not advance"):
        _all(api.all_pages())
    assert client.requests == 3


def test_a_listing_that_never_ends_stops_at_its_request_bound() -> None:
    api, client = _api(lambda n: {**_pages(f"P{n}"), "continue": {"apcontinue": f"P{n + 1}"}})
    with pytest.raises(ApiError, match=f"after {MAX_LIST_REQUESTS} requests"):
        _all(api.all_pages())
    assert client.requests == MAX_LIST_REQUESTS


def test_an_advancing_continuation_is_followed_to_its_end() -> None:
    def answer(n: int) -> dict[str, Any]:
        return {**_pages(f"P{n}"), "continue": {"apcontinue": f"P{n + 1}"}} if n < 3 else _pages()

    api, _ = _api(answer)
    assert _all(api.all_pages()) == ["P1", "P2"]


# --- maxlag ------------------------------------------------------------------------------------


def _maxlag(retry_after: str) -> tuple[dict[str, Any], dict[str, str]]:
    error = {"code": "maxlag", "info": "Waiting for a replica: 6 seconds lagged."}
    return {"error": error}, {"Retry-After": retry_after}


def test_a_maxlag_wait_beyond_the_retry_budget_is_not_waited() -> None:
    # Retry-After: 86400 put the sync to sleep for a day.
    api, client = _api(lambda n: _maxlag("86400"))
    with pytest.raises(ApiError, match="asked to wait 86400 s") as raised:
        asyncio.run(api.call({"action": "query"}))
    assert raised.value.code == "maxlag"
    assert client.pacer.deferred == [] and client.requests == 1


def test_maxlag_waits_add_up_against_the_budget() -> None:
    api, client = _api(lambda n: _maxlag("50"), max_wait=120)
    with pytest.raises(ApiError, match="150 s in all, longer than the 120 s"):
        asyncio.run(api.call({"action": "query"}))
    assert client.pacer.deferred == [50, 50] and client.requests == 3


def test_a_short_maxlag_is_waited_out() -> None:
    api, client = _api(lambda n: _maxlag("2") if n == 1 else _pages("A"))
    assert asyncio.run(api.call({"action": "query"})) == _pages("A")
    assert client.pacer.deferred == [2]


# --- answers of the wrong shape -----------------------------------------------------------------

PARSED = {"title": "A", "revid": 7, "text": "<p>x</p>", "categories": [], "links": []}

MALFORMED_LISTINGS = {
    "query a list": {"query": []},
    "allpages a string": {"query": {"allpages": "A"}},
    "allpages entries strings": {"query": {"allpages": ["A", "B"]}},
    "a title a number": {"query": {"allpages": [{"title": 7}]}},
    "continue a string": {**_pages("A"), "continue": "more"},
}


@pytest.mark.parametrize("answer", MALFORMED_LISTINGS.values(), ids=MALFORMED_LISTINGS.keys())
def test_a_malformed_listing_is_an_api_error(answer: dict[str, Any]) -> None:
    api, _ = _api(lambda n: answer)
    with pytest.raises(ApiError, match="malformed answer") as raised:
        _all(api.all_pages())
    assert raised.value.code == "badresponse"


MALFORMED_PARSES = {
    "revid null": {**PARSED, "revid": None},
    "revid a string": {**PARSED, "revid": "seven"},
    "no revid": {key: value for key, value in PARSED.items() if key != "revid"},
    "categories strings": {**PARSED, "categories": ["カード"]},
    "links an object": {**PARSED, "links": {"title": "B"}},
    "title a list": {**PARSED, "title": ["A"]},
}


@pytest.mark.parametrize("parsed", MALFORMED_PARSES.values(), ids=MALFORMED_PARSES.keys())
def test_a_malformed_parse_is_an_api_error(parsed: dict[str, Any]) -> None:
    api, _ = _api(lambda n: {"parse": parsed})
    with pytest.raises(ApiError, match="malformed answer"):
        asyncio.run(api.parse("A"))


MALFORMED_OTHERS: dict[str, tuple[str, dict[str, Any]]] = {
    "siteinfo namespaces a string": ("siteinfo", {"query": {"general": {}, "namespaces": "0"}}),
    "siteinfo general a list": ("siteinfo", {"query": {"general": []}}),
    "revisions pages strings": ("revisions", {"query": {"pages": ["A"]}}),
    "revisions revid null": (
        "revisions",
        {"query": {"pages": [{"title": "A", "revisions": [{"revid": None}]}]}},
    ),
    "recentchanges entries numbers": ("recentchanges", {"query": {"recentchanges": [1, 2]}}),
    "recentchanges revid a string": (
        "recentchanges",
        {"query": {"recentchanges": [{"type": "edit", "title": "A", "revid": "x"}]}},
    ),
}


@pytest.mark.parametrize(
    ("method", "answer"), MALFORMED_OTHERS.values(), ids=MALFORMED_OTHERS.keys()
)
def test_other_malformed_answers_are_api_errors(method: str, answer: dict[str, Any]) -> None:
    api, _ = _api(lambda n: answer)

    async def ask() -> object:
        if method == "siteinfo":
            return await api.siteinfo()
        if method == "revisions":
            return await api.revisions(["A"])
        return [change async for change in api.recent_changes("2026-01-01T00:00:00Z")]

    with pytest.raises(ApiError, match="malformed answer"):
        asyncio.run(ask())


def test_namespaces_given_as_a_list_are_read() -> None:
    namespaces = [{"id": 0, "name": ""}, {"id": 14, "name": "カテゴリ"}]
    api, _ = _api(
        lambda n: {"query": {"general": {"server": "//w.example"}, "namespaces": namespaces}}
    )
    site = asyncio.run(api.siteinfo())
    assert site.namespaces == {0: "", 14: "カテゴリ"} and site.server == "https://w.example"
