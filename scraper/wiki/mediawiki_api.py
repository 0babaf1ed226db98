"""A MediaWiki Action API client (`api.php`, `format=json&formatversion=2`) over the polite client.

Every request goes through `PoliteClient` (one request a second per host by default, retries with
Retry-After, a size cap, the named User-Agent) and carries `maxlag=5`, so the wiki can ask us to
wait while its replicas catch up: MediaWiki answers such a request with HTTP 503 and Retry-After
(retried by the polite client) or, on some versions, with an `error.code == "maxlag"` body, which
is retried here after the same wait, within the same budget for waiting as the polite client's
retries (`max_wait`): a wiki asking for a longer wait fails the request instead. Continuation
(`continue`) is followed for every list while it advances, for at most `MAX_LIST_REQUESTS`
requests; a token seen before ends the listing with an error. Every answer's shape is checked
where it is read (scraper.wiki.api_answers).
"""

from __future__ import annotations

import html
import json
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlencode

from scraper.transport.crawl_limits import MAX_RETRY_AFTER_SECONDS
from scraper.transport.polite_http import FetchFailure, PoliteClient, origin_of, parse_retry_after
from scraper.wiki.api_answers import (
    ApiError,
    malformed,
    object_at,
    objects_at,
    revision_at,
    text_at,
)
from scraper.wiki.blocks import article_path

logger = logging.getLogger(__name__)

MAXLAG_SECONDS = 5  # MediaWiki's recommendation for bots
TITLES_PER_REQUEST = 50  # the API's limit for `titles=` without the apihighlimits right
LIST_LIMIT = 500  # the most one list request may return without apihighlimits
# Requests one listing may take: a million entries, some 30 times MTG Wiki's article count.
MAX_LIST_REQUESTS = 2000
ARTICLE_NAMESPACE = 0
_DEFAULT_MAXLAG_WAIT = 5.0
PARSE_PROPS = "text|sections|revid|displaytitle|categories|links"

ChangeKind = Literal["edit", "new", "move", "delete", "restore"]
Params = Mapping[str, str | int]


@dataclass(frozen=True)
class SiteInfo:
    generator: str  # "MediaWiki 1.39.3"
    server: str  # "https://mtgwiki.com" (protocol-relative servers are made absolute)
    article_path: str  # "/wiki/$1"
    namespaces: Mapping[int, str]

    def page_url(self, title: str) -> str:
        """The address MediaWiki gives the article `title` (scraper.wiki.blocks.article_path)."""
        return self.server + self.article_path.replace("$1", article_path(title))


@dataclass(frozen=True)
class Change:
    """One entry of recentchanges, as far as syncing pages needs it."""

    kind: ChangeKind
    title: str
    revid: int | None
    timestamp: str
    new_title: str | None = None  # where a move took the page; None when it left namespace 0


@dataclass(frozen=True)
class RenderedPage:
    """`action=parse` of one article: its rendered HTML and what MediaWiki says about it."""

    title: str  # after redirects
    revid: int
    html: str
    display_title: str
    categories: tuple[str, ...]
    links: tuple[str, ...]  # article-namespace links that exist
    redirected_from: str | None


def rendered_document(page: RenderedPage) -> str:
    """The API's rendered HTML inside the page frame MediaWiki serves, so the HTML parser reads
    an API page exactly as it reads the same page fetched from the wiki."""
    title = html.escape(page.title)
    return (
        f"<!DOCTYPE html><html><head><title>{title}</title></head><body>"
        f'<h1 id="firstHeading">{title}</h1><div id="mw-content-text">{page.html}</div>'
        "</body></html>"
    )


def category_title(category: str) -> str:
    """`カード` and `Category:カード` both name the category; a localised prefix is kept."""
    name = category.strip()
    return name if ":" in name else f"Category:{name}"


class MediaWikiApi:
    def __init__(
        self,
        client: PoliteClient,
        endpoint: str,
        *,
        max_retries: int = 4,
        max_wait: float = MAX_RETRY_AFTER_SECONDS,
    ):
        self._client = client
        self.endpoint = endpoint  # the api.php URL
        self._max_retries = max_retries
        self._max_wait = max_wait  # maxlag waits for one call, in all

    async def call(self, params: Params) -> dict[str, Any]:
        """One API request; raises `ApiError` for an error answer, `FetchFailure` for HTTP."""
        query = {"format": "json", "formatversion": 2, "maxlag": MAXLAG_SECONDS, **params}
        url = f"{self.endpoint}?{urlencode(query)}"
        waited = 0.0
        for attempt in range(self._max_retries + 1):
            response = await self._client.get(url)
            if not 200 <= response.status < 300:
                raise FetchFailure(
                    f"{self.endpoint}: HTTP {response.status} {response.reason}".strip(),
                    response.status,
                )
            data = _json_object(response.body, self.endpoint)
            error = data.get("error")
            if not isinstance(error, dict):
                return data
            code, info = str(error.get("code", "")), str(error.get("info", ""))
            if code != "maxlag" or attempt == self._max_retries:
                raise ApiError(code, info, response.status)
            wait = parse_retry_after(response.headers.get("Retry-After"))
            wait = _DEFAULT_MAXLAG_WAIT if wait is None else wait
            if waited + wait > self._max_wait:
                raise ApiError(
                    code,
                    f"{info}; the wiki asked to wait {wait:.0f} s more, {waited + wait:.0f} s in "
                    f"all, longer than the {self._max_wait:.0f} s this client waits; try again "
                    "later",
                    response.status,
                )
            waited += wait
            logger.info("%s: replicas lagging (%s); waiting %.0f s", self.endpoint, info, wait)
            self._client.pacer.defer(origin_of(url), wait)
        raise AssertionError("unreachable: the loop returns or raises")

    async def _continued(self, params: Params) -> AsyncIterator[dict[str, Any]]:
        """Every page of a list query, following `continue` until the API says it is done; a
        continuation must advance (a token seen before would loop for ever), and a listing takes
        at most MAX_LIST_REQUESTS requests."""
        listing = str(params.get("list", "query"))
        carry: dict[str, str | int] = {}
        seen: set[tuple[tuple[str, str | int], ...]] = set()
        for requests in range(1, MAX_LIST_REQUESTS + 1):
            data = await self.call({**params, **carry})
            yield data
            if data.get("continue") is None:
                return
            following = object_at(data, "continue", "answer")
            carry = {str(key): str(value) for key, value in following.items()}
            token = tuple(sorted(carry.items()))
            if token in seen:
                raise ApiError(
                    "badcontinue",
                    f"the {listing} continuation did not advance (it repeated {carry}) after "
                    f"{requests} requests",
                )
            seen.add(token)
        raise ApiError(
            "toomanyrequests",
            f"the {listing} listing still went on after {MAX_LIST_REQUESTS} requests "
            f"({MAX_LIST_REQUESTS * LIST_LIMIT:,} entries); stopped",
        )

    async def siteinfo(self) -> SiteInfo:
        data = await self.call(
            {"action": "query", "meta": "siteinfo", "siprop": "general|namespaces"}
        )
        query = object_at(data, "query", "siteinfo")
        general = object_at(query, "general", "siteinfo.query")
        server = text_at(general, "server", "siteinfo.general", "")
        if server.startswith("//"):
            server = f"{self.endpoint.split(':', 1)[0]}:{server}"
        return SiteInfo(
            generator=text_at(general, "generator", "siteinfo.general", "MediaWiki"),
            server=server.rstrip("/"),
            article_path=text_at(general, "articlepath", "siteinfo.general", "/wiki/$1"),
            namespaces=_namespaces(query),
        )

    async def all_pages(self) -> AsyncIterator[str]:
        """Every article title (namespace 0, redirects left out), in the wiki's order."""
        params: dict[str, str | int] = {
            "action": "query",
            "list": "allpages",
            "apnamespace": ARTICLE_NAMESPACE,
            "apfilterredir": "nonredirects",
            "aplimit": LIST_LIMIT,
        }
        async for data in self._continued(params):
            for title in _listed_titles(data, "allpages"):
                yield title

    async def category_members(self, category: str) -> AsyncIterator[str]:
        """The articles (namespace 0) in `category`."""
        params: dict[str, str | int] = {
            "action": "query",
            "list": "categorymembers",
            "cmtitle": category_title(category),
            "cmnamespace": ARTICLE_NAMESPACE,
            "cmtype": "page",
            "cmlimit": LIST_LIMIT,
        }
        async for data in self._continued(params):
            for title in _listed_titles(data, "categorymembers"):
                yield title

    async def revisions(self, titles: Sequence[str]) -> dict[str, int | None]:
        """The current revision id of each title (None: the page is missing), at most
        `TITLES_PER_REQUEST` titles; a title that redirects is given its target's revision."""
        if len(titles) > TITLES_PER_REQUEST:
            raise ValueError(f"at most {TITLES_PER_REQUEST} titles a request, got {len(titles)}")
        if not titles:
            return {}
        data = await self.call(
            {
                "action": "query",
                "prop": "revisions",
                "rvprop": "ids|timestamp",
                "redirects": 1,
                "titles": "|".join(titles),
            }
        )
        query = object_at(data, "query", "revisions")
        renamed: dict[str, str] = {}
        for step in ("normalized", "redirects"):
            for entry in objects_at(query, step, "revisions.query"):
                where = f"revisions.query.{step}"
                renamed[text_at(entry, "from", where)] = text_at(entry, "to", where)
        current: dict[str, int | None] = {}
        for page in objects_at(query, "pages", "revisions.query"):
            revisions = objects_at(page, "revisions", "revisions.query.pages")
            missing = page.get("missing") or page.get("invalid") or not revisions
            # A revision without an id (asked with other rvprop) counts as changed.
            revid = None if missing else revision_at(revisions[0], "revid", "revisions")
            current[text_at(page, "title", "revisions.query.pages")] = revid
        answer: dict[str, int | None] = {}
        for title in titles:
            resolved = title
            for _hop in range(len(renamed) + 1):
                if resolved not in renamed:
                    break
                resolved = renamed[resolved]
            answer[title] = current.get(resolved)
        return answer

    async def recent_changes(self, since: str, until: str | None = None) -> AsyncIterator[Change]:
        """Edits, creations, moves, deletions and undeletions of articles from `since` (an ISO
        timestamp) on, oldest first, so replaying them in order gives each page's final state."""
        params: dict[str, str | int] = {
            "action": "query",
            "list": "recentchanges",
            "rcstart": since,
            "rcdir": "newer",
            "rcnamespace": ARTICLE_NAMESPACE,
            "rctype": "edit|new|log",
            "rcprop": "title|ids|timestamp|loginfo",
            "rclimit": LIST_LIMIT,
        }
        if until is not None:
            params["rcend"] = until
        async for data in self._continued(params):
            query = object_at(data, "query", "recentchanges")
            for entry in objects_at(query, "recentchanges", "recentchanges.query"):
                change = _change_of(entry)
                if change is not None:
                    yield change

    async def parse(self, title: str) -> RenderedPage:
        """The rendered article `title`, following a redirect to its target."""
        data = await self.call(
            {"action": "parse", "page": title, "prop": PARSE_PROPS, "redirects": 1}
        )
        parsed = data.get("parse")
        if not isinstance(parsed, dict) or not isinstance(parsed.get("text"), str):
            raise ApiError("badresponse", f"action=parse for {title!r} returned no text")
        revid = revision_at(parsed, "revid", "parse")
        if revid is None:
            raise malformed(f"action=parse for {title!r} gave no revision id")
        shown = text_at(parsed, "title", "parse", title)
        redirects = objects_at(parsed, "redirects", "parse")
        return RenderedPage(
            title=shown,
            revid=revid,
            html=parsed["text"],
            display_title=text_at(parsed, "displaytitle", "parse", shown),
            categories=tuple(
                text_at(c, "category", "parse.categories", "")
                for c in objects_at(parsed, "categories", "parse")
            ),
            links=tuple(
                text_at(link, "title", "parse.links")
                for link in objects_at(parsed, "links", "parse")
                if link.get("ns") == ARTICLE_NAMESPACE and link.get("exists", True)
            ),
            redirected_from=text_at(redirects[0], "from", "parse.redirects") if redirects else None,
        )


def _json_object(body: bytes, endpoint: str) -> dict[str, Any]:
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise FetchFailure(f"{endpoint}: not a JSON answer ({error})") from error
    if not isinstance(data, dict):
        raise FetchFailure(f"{endpoint}: not a JSON object")
    return data


def _namespaces(query: Mapping[str, Any]) -> dict[int, str]:
    """Namespace names by id: formatversion=2 answers an object keyed by id; a list of the same
    objects is read too."""
    listed = query.get("namespaces", {})
    if isinstance(listed, Mapping):
        listed = list(listed.values())
    if not isinstance(listed, list):
        raise malformed(f"siteinfo.query.namespaces is a {type(listed).__name__}")
    namespaces: dict[int, str] = {}
    for entry in listed:
        number = entry.get("id") if isinstance(entry, Mapping) else None
        if not isinstance(number, int) or isinstance(number, bool):
            raise malformed(f"a namespace without a numeric id: {str(entry)[:80]}")
        name = entry.get("name", entry.get("*", ""))
        namespaces[number] = name if isinstance(name, str) else ""
    return namespaces


def _listed_titles(data: Mapping[str, Any], listing: str) -> list[str]:
    query = object_at(data, "query", listing)
    where = f"{listing}.query"
    return [text_at(entry, "title", where) for entry in objects_at(query, listing, where)]


def _change_of(entry: Mapping[str, Any]) -> Change | None:
    kind = entry.get("type")
    title = text_at(entry, "title", "recentchanges", "")
    revid = revision_at(entry, "revid", "recentchanges")
    timestamp = text_at(entry, "timestamp", "recentchanges", "")
    if kind in ("edit", "new"):
        return Change(kind, title, revid, timestamp)
    if kind != "log":
        return None
    log_type, action = entry.get("logtype"), entry.get("logaction")
    if log_type == "move":
        params = object_at(entry, "logparams", "recentchanges")
        target = params.get("target_title")
        stays = params.get("target_ns", ARTICLE_NAMESPACE) == ARTICLE_NAMESPACE
        return Change("move", title, None, timestamp, str(target) if target and stays else None)
    if log_type == "delete" and action == "delete":
        return Change("delete", title, None, timestamp)
    if log_type == "delete" and action == "restore":
        return Change("restore", title, None, timestamp)
    return None
