"""A MediaWiki Action API client (`api.php`, `format=json&formatversion=2`) over the polite client.

Every request goes through `PoliteClient` (one request a second per host by default, retries with
Retry-After, a size cap, the named User-Agent) and carries `maxlag=5`, so the wiki can ask us to
wait while its replicas catch up: MediaWiki answers such a request with HTTP 503 and Retry-After
(retried by the polite client) or, on some versions, with an `error.code == "maxlag"` body, which
is retried here after the same wait. Continuation (`continue`) is followed for every list.
"""

from __future__ import annotations

import html
import json
import logging
from collections.abc import AsyncIterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal
from urllib.parse import urlencode

from scraper.transport.polite_http import FetchFailure, PoliteClient, origin_of, parse_retry_after
from scraper.wiki.blocks import article_path

logger = logging.getLogger(__name__)

MAXLAG_SECONDS = 5  # MediaWiki's recommendation for bots
TITLES_PER_REQUEST = 50  # the API's limit for `titles=` without the apihighlimits right
LIST_LIMIT = 500  # the most one list request may return without apihighlimits
ARTICLE_NAMESPACE = 0
_DEFAULT_MAXLAG_WAIT = 5.0
PARSE_PROPS = "text|sections|revid|displaytitle|categories|links"

ChangeKind = Literal["edit", "new", "move", "delete", "restore"]
Params = Mapping[str, str | int]


class ApiError(FetchFailure):
    """The API answered with an error object; `code` is MediaWiki's error code."""

    def __init__(self, code: str, info: str, status: int | None = None):
        super().__init__(f"MediaWiki API error {code}: {info}", status)
        self.code = code


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
    def __init__(self, client: PoliteClient, endpoint: str, *, max_retries: int = 4):
        self._client = client
        self.endpoint = endpoint  # the api.php URL
        self._max_retries = max_retries

    async def call(self, params: Params) -> dict[str, Any]:
        """One API request; raises `ApiError` for an error answer, `FetchFailure` for HTTP."""
        query = {"format": "json", "formatversion": 2, "maxlag": MAXLAG_SECONDS, **params}
        url = f"{self.endpoint}?{urlencode(query)}"
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
            logger.info("%s: replicas lagging (%s); waiting %.0f s", self.endpoint, info, wait)
            self._client.pacer.defer(origin_of(url), wait)
        raise AssertionError("unreachable: the loop returns or raises")

    async def _continued(self, params: Params) -> AsyncIterator[dict[str, Any]]:
        """Every page of a list query, following `continue` until the API says it is done."""
        carry: dict[str, str | int] = {}
        while True:
            data = await self.call({**params, **carry})
            yield data
            following = data.get("continue")
            if not isinstance(following, dict):
                return
            carry = {str(key): str(value) for key, value in following.items()}

    async def siteinfo(self) -> SiteInfo:
        data = await self.call(
            {"action": "query", "meta": "siteinfo", "siprop": "general|namespaces"}
        )
        query = data.get("query", {})
        general = query.get("general", {})
        server = str(general.get("server", ""))
        if server.startswith("//"):
            server = f"{self.endpoint.split(':', 1)[0]}:{server}"
        namespaces = {
            int(ns.get("id", key)): str(ns.get("name", ns.get("*", "")))
            for key, ns in query.get("namespaces", {}).items()
            if isinstance(ns, dict)
        }
        return SiteInfo(
            generator=str(general.get("generator", "MediaWiki")),
            server=server.rstrip("/"),
            article_path=str(general.get("articlepath", "/wiki/$1")),
            namespaces=namespaces,
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
            for page in data.get("query", {}).get("allpages", []):
                yield str(page["title"])

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
            for page in data.get("query", {}).get("categorymembers", []):
                yield str(page["title"])

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
        query = data.get("query", {})
        renamed: dict[str, str] = {}
        for step in ("normalized", "redirects"):
            for entry in query.get(step, []):
                renamed[str(entry["from"])] = str(entry["to"])
        current: dict[str, int | None] = {}
        for page in query.get("pages", []):
            revisions = page.get("revisions") or []
            missing = page.get("missing") or page.get("invalid") or not revisions
            revid = None if missing else revisions[0].get("revid")
            # A revision without an id (asked with other rvprop) counts as changed.
            current[str(page["title"])] = int(revid) if revid else None
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
            for entry in data.get("query", {}).get("recentchanges", []):
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
        redirects = parsed.get("redirects") or []
        return RenderedPage(
            title=str(parsed.get("title", title)),
            revid=int(parsed.get("revid", 0)),
            html=parsed["text"],
            display_title=str(parsed.get("displaytitle", parsed.get("title", title))),
            categories=tuple(str(c.get("category", "")) for c in parsed.get("categories", [])),
            links=tuple(
                str(link["title"])
                for link in parsed.get("links", [])
                if link.get("ns") == ARTICLE_NAMESPACE and link.get("exists", True)
            ),
            redirected_from=str(redirects[0]["from"]) if redirects else None,
        )


def _json_object(body: bytes, endpoint: str) -> dict[str, Any]:
    try:
        data = json.loads(body)
    except (UnicodeDecodeError, json.JSONDecodeError) as error:
        raise FetchFailure(f"{endpoint}: not a JSON answer ({error})") from error
    if not isinstance(data, dict):
        raise FetchFailure(f"{endpoint}: not a JSON object")
    return data


def _change_of(entry: Mapping[str, Any]) -> Change | None:
    kind = entry.get("type")
    title = str(entry.get("title", ""))
    revid = entry.get("revid") or None
    timestamp = str(entry.get("timestamp", ""))
    if kind in ("edit", "new"):
        return Change(kind, title, int(revid) if revid else None, timestamp)
    if kind != "log":
        return None
    log_type, action = entry.get("logtype"), entry.get("logaction")
    if log_type == "move":
        params = entry.get("logparams") or {}
        target = params.get("target_title")
        stays = params.get("target_ns", ARTICLE_NAMESPACE) == ARTICLE_NAMESPACE
        return Change("move", title, None, timestamp, str(target) if target and stays else None)
    if log_type == "delete" and action == "delete":
        return Change("delete", title, None, timestamp)
    if log_type == "delete" and action == "restore":
        return Change("restore", title, None, timestamp)
    return None
