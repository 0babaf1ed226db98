"""A stand-in MediaWiki on 127.0.0.1: api.php (siteinfo, allpages, categorymembers, revisions,
recentchanges, parse; formatversion=2, with continuation) and the same articles as HTML pages.

It runs in a thread of its own, so a sync (which runs its own event loop) or a `judgebot`
subprocess can talk to it. Tests script it: edit, create, move and delete pages (each logged in
recentchanges), make api.php answer maxlag 503s, break a page's HTML, forbid api.php in
robots.txt, remove api.php altogether, or script the answer to one kind of request (`scripted`:
hostile continuations, malformed answers, errors). Without the API its pages are found through
the main page's links, 特別:ページ一覧 and the category page
(`tests.wiki_standin.listing_pages`); the last `unlinked` pages are linked from no page at all.
"""

from __future__ import annotations

import asyncio
import itertools
import threading
from collections import Counter
from collections.abc import Callable, Mapping
from concurrent.futures import Future
from datetime import UTC, datetime
from html import escape
from typing import Any
from urllib.parse import quote

from aiohttp import web

from tests.wiki_standin.corpus import article, broken_body, full_page, title_of
from tests.wiki_standin.listing_pages import (
    ALL_PAGES_ALIASES,
    all_pages_body,
    category_body,
)

MAIN_PAGE = "メインページ"
CARD_CATEGORY = "カード"
MAIN_PAGE_LINKS = 8  # pages the main page links to

# Given a request's query and the answer the stand-in would give, the answer to send instead
# (None: the usual one).
Script = Callable[[Mapping[str, str], dict[str, Any]], web.Response | None]


def _now() -> str:
    return datetime.now(UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


class StandinWiki:
    def __init__(
        self, pages: int, *, robots: str = "User-agent: *\nDisallow:\n", unlinked: int = 0
    ) -> None:
        self.total = pages
        self.linkable = pages - unlinked  # pages numbered from here on are linked by none
        self.robots = robots
        self.api_enabled = True
        self.maxlag_failures = 0  # the next N api.php requests answer maxlag
        self.maxlag_status = 503  # older MediaWiki answers maxlag with 200 and the error body
        self.requests: Counter[str] = Counter()
        self.scripted: dict[str, Script] = {}  # by request kind, as counted in `requests`
        self.base_url = ""
        self._revids = itertools.count(1000)
        self._number: dict[str, int] = {}
        self._revision: dict[str, int] = {}
        self._revid: dict[str, int] = {}
        self._bodies: dict[str, str] = {}
        self.redirects: dict[str, str] = {}
        self.changes: list[dict[str, Any]] = []
        for number in range(pages):
            self._add(title_of(number), number)
        self._loop = asyncio.new_event_loop()
        self._thread = threading.Thread(target=self._loop.run_forever, daemon=True)
        self._runner: web.AppRunner | None = None

    # -- scripting -------------------------------------------------------------------------------

    def _add(self, title: str, number: int) -> None:
        self._number[title] = number
        self._revision[title] = 1
        self._revid[title] = next(self._revids)

    def titles(self) -> list[str]:
        return sorted(self._number)

    def revid(self, title: str) -> int:
        return self._revid[title]

    def _log(self, kind: str, title: str, **extra: Any) -> None:
        self.changes.append({"type": kind, "ns": 0, "title": title, "timestamp": _now(), **extra})

    def edit(self, title: str) -> None:
        old = self._revid[title]
        self._revision[title] += 1
        self._revid[title] = next(self._revids)
        self._log("edit", title, revid=self._revid[title], old_revid=old)

    def create(self, title: str, number: int) -> None:
        self._add(title, number)
        self._log("new", title, revid=self._revid[title], old_revid=0)

    def move(self, old: str, new: str) -> None:
        """Move without leaving a redirect behind."""
        self._number[new] = self._number.pop(old)
        self._revision[new] = self._revision.pop(old)
        self._revid[new] = next(self._revids)
        del self._revid[old]
        self._log(
            "log", old, logtype="move", logaction="move",
            logparams={"target_ns": 0, "target_title": new},
        )  # fmt: skip

    def delete(self, title: str) -> None:
        for table in (self._number, self._revision, self._revid):
            table.pop(title, None)
        self._log("log", title, logtype="delete", logaction="delete", logparams={})

    def redirect(self, title: str, target: str) -> None:
        """Create `title` as a redirect to `target` (logged as a new page, as MediaWiki does)."""
        self.redirects[title] = target
        self._log("new", title, revid=next(self._revids), old_revid=0)

    def break_page(self, title: str) -> None:
        self._bodies[title] = broken_body()

    def body(self, title: str) -> str:
        if title in self._bodies:
            return self._bodies[title]
        return article(self._number[title], self.linkable, self._revision[title]).body

    def _featured(self) -> list[str]:
        return [title_of(number) for number in range(min(self.linkable, MAIN_PAGE_LINKS))]

    def linked_titles(self) -> set[str]:
        """Every title the main page or any page links to."""
        linked = set(self._featured())
        for title in self._number:
            linked.update(article(self._number[title], self.linkable).links)
        return linked

    # -- the server ------------------------------------------------------------------------------

    def __enter__(self) -> StandinWiki:
        self._thread.start()
        self._call(self._start()).result()
        return self

    def __exit__(self, *exc_info: object) -> None:
        self._call(self._stop()).result()
        self._loop.call_soon_threadsafe(self._loop.stop)
        self._thread.join()
        self._loop.close()

    def _call(self, work: Any) -> Future[Any]:
        return asyncio.run_coroutine_threadsafe(work, self._loop)

    async def _start(self) -> None:
        app = web.Application()
        app.router.add_get("/robots.txt", self._robots)
        app.router.add_get("/api.php", self._api)
        app.router.add_get("/", self._main_page)
        app.router.add_get("/index.php", self._index)
        app.router.add_get("/wiki/{title:.+}", self._html)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        await web.TCPSite(self._runner, "127.0.0.1", 0).start()
        host, port = self._runner.addresses[0][:2]
        self.base_url = f"http://{host}:{port}"

    async def _stop(self) -> None:
        if self._runner is not None:
            await self._runner.cleanup()

    async def _robots(self, request: web.Request) -> web.Response:
        return web.Response(text=self.robots)

    def _href(self, title: str) -> str:
        return f"/wiki/{quote(title.replace(' ', '_'))}"

    async def _main_page(self, request: web.Request) -> web.Response:
        self.requests["html"] += 1
        # Like a real main page it links a few pages, not all: the rest are found by following
        # links from page to page, or through the wiki's listing of every page.
        items = "".join(
            f'<li><a href="{self._href(t)}" title="{escape(t)}">{escape(t)}</a></li>'
            for t in self._featured()
        )
        body = f'<div class="mw-parser-output"><h2>注目の記事</h2><ul>{items}</ul></div>'
        return web.Response(
            text=full_page(MAIN_PAGE, body, self.base_url), content_type="text/html"
        )

    def _listing(self, title: str, start: str) -> web.Response | None:
        """特別:ページ一覧 or the card category from `start`, or None for any other title."""
        if title in ALL_PAGES_ALIASES:
            body = all_pages_body([*self._number, *self.redirects], set(self.redirects), start)
        elif title == f"カテゴリ:{CARD_CATEGORY}":
            cards = [t for t in self._number if "/" in t]
            body = category_body(CARD_CATEGORY, cards, start, described=title_of(0))
        else:
            return None
        self.requests["listing"] += 1
        return web.Response(text=full_page(title, body, self.base_url), content_type="text/html")

    async def _index(self, request: web.Request) -> web.Response:
        """`/index.php?title=…&from=…` (or `pagefrom=`): the continuation of a listing."""
        query = request.query
        start = query.get("from", query.get("pagefrom", ""))
        page = self._listing(query.get("title", "").replace("_", " "), start)
        if page is None:
            raise web.HTTPNotFound()
        return page

    async def _html(self, request: web.Request) -> web.StreamResponse:
        title = request.match_info["title"].replace("_", " ")
        # MediaWiki sends a canonical namespace name to the wiki's own: Special: is 特別:
        if title == "Special:AllPages":
            raise web.HTTPMovedPermanently(self._href(ALL_PAGES_ALIASES[0]))
        if title == f"Category:{CARD_CATEGORY}":
            raise web.HTTPMovedPermanently(self._href(f"カテゴリ:{CARD_CATEGORY}"))
        listing = self._listing(title, "")
        if listing is not None:
            return listing
        self.requests["html"] += 1
        if title in self.redirects:
            raise web.HTTPMovedPermanently(self._href(self.redirects[title]))
        if title not in self._number:
            raise web.HTTPNotFound()
        page = full_page(title, self.body(title), self.base_url)
        return web.Response(text=page, content_type="text/html")

    async def _api(self, request: web.Request) -> web.Response:
        if not self.api_enabled:
            raise web.HTTPNotFound()
        query = request.query
        kind = query.get("action", "") + ":" + query.get("list", query.get("prop", ""))
        self.requests[kind] += 1
        if self.maxlag_failures > 0:
            self.maxlag_failures -= 1
            error = {"code": "maxlag", "info": "Waiting for 10.0.0.1: 6 seconds lagged."}
            return web.json_response(
                {"error": error},
                status=self.maxlag_status,
                headers={"Retry-After": "1", "X-Database-Lag": "6"},
            )
        usual = self._answer(query)
        script = self.scripted.get(kind)
        scripted = script(query, usual) if script is not None else None
        return scripted if scripted is not None else web.json_response(usual)

    def _answer(self, query: Mapping[str, str]) -> dict[str, Any]:
        if query.get("action") == "parse":
            return self._parse(query["page"])
        if query.get("meta") == "siteinfo":
            return self._siteinfo()
        listing = query.get("list")
        if listing == "allpages":
            return self._allpages(query)
        if listing == "categorymembers":
            return self._categorymembers(query)
        if listing == "recentchanges":
            return self._recentchanges(query)
        if query.get("prop") == "revisions":
            return self._revisions(query["titles"].split("|"))
        return {"error": {"code": "badvalue", "info": "unknown request"}}

    def _siteinfo(self) -> dict[str, Any]:
        general = {
            "mainpage": MAIN_PAGE, "base": f"{self.base_url}/wiki/{quote(MAIN_PAGE)}",
            "sitename": "MTG Wiki", "generator": "MediaWiki 1.39.3", "server": self.base_url,
            "articlepath": "/wiki/$1", "scriptpath": "", "lang": "ja",
        }  # fmt: skip
        namespaces = {
            "0": {"id": 0, "case": "first-letter", "name": "", "content": True},
            "14": {"id": 14, "case": "first-letter", "name": "カテゴリ", "canonical": "Category"},
        }
        return {"batchcomplete": True, "query": {"general": general, "namespaces": namespaces}}

    def _page_slice(
        self, titles: list[str], start: int, limit: int, key: str, field: str
    ) -> dict[str, Any]:
        chosen = titles[start : start + limit]
        answer: dict[str, Any] = {
            "batchcomplete": True,
            "query": {field: [{"ns": 0, "title": t} for t in chosen]},
        }
        if start + limit < len(titles):
            answer["continue"] = {key: titles[start + limit], "continue": "-||"}
        return answer

    def _allpages(self, query: Any) -> dict[str, Any]:
        titles = self.titles()
        start = query.get("apcontinue")
        index = next((i for i, t in enumerate(titles) if t >= start), len(titles)) if start else 0
        return self._page_slice(titles, index, int(query["aplimit"]), "apcontinue", "allpages")

    def _categorymembers(self, query: Any) -> dict[str, Any]:
        if query["cmtitle"] not in (f"Category:{CARD_CATEGORY}", f"カテゴリ:{CARD_CATEGORY}"):
            return {"batchcomplete": True, "query": {"categorymembers": []}}
        titles = [t for t in self.titles() if "/" in t]
        token = query.get("cmcontinue")
        index = titles.index(token) if token in titles else 0
        return self._page_slice(
            titles, index, int(query["cmlimit"]), "cmcontinue", "categorymembers"
        )

    def _revisions(self, asked: list[str]) -> dict[str, Any]:
        redirects = [{"from": t, "to": self.redirects[t]} for t in asked if t in self.redirects]
        pages = []
        for title in asked:
            title = self.redirects.get(title, title)
            if title in self._revid:
                revision = {"revid": self._revid[title], "timestamp": "2026-01-01T00:00:00Z"}
                pages.append({"pageid": 1, "ns": 0, "title": title, "revisions": [revision]})
            else:
                pages.append({"ns": 0, "title": title, "missing": True})
        query: dict[str, Any] = {"pages": pages}
        if redirects:
            query["redirects"] = redirects
        return {"batchcomplete": True, "query": query}

    def _recentchanges(self, query: Any) -> dict[str, Any]:
        since = query.get("rcstart", "")
        entries = [c for c in self.changes if c["timestamp"] >= since]
        start = int(query["rccontinue"].split("|")[1]) if "rccontinue" in query else 0
        limit = int(query["rclimit"])
        answer: dict[str, Any] = {
            "batchcomplete": True,
            "query": {"recentchanges": entries[start : start + limit]},
        }
        if start + limit < len(entries):
            following = f"{entries[start + limit]['timestamp']}|{start + limit}"
            answer["continue"] = {"rccontinue": following, "continue": "-||"}
        return answer

    def _parse(self, asked: str) -> dict[str, Any]:
        title = self.redirects.get(asked, asked)
        if title not in self._number:
            error = {"code": "missingtitle", "info": "The page you specified doesn't exist."}
            return {"error": error}
        parsed: dict[str, Any] = {
            "title": title,
            "pageid": self._number[title] + 1,
            "revid": self._revid[title],
            "text": self.body(title),
            "displaytitle": title,
            "categories": [{"sortkey": "", "category": CARD_CATEGORY}] if "/" in title else [],
            "links": [
                {"ns": 0, "title": link, "exists": link in self._number}
                for link in article(self._number[title], self.linkable).links
            ],
            "sections": [],
        }
        if title != asked:
            parsed["redirects"] = [{"from": asked, "to": title}]
        return {"parse": parsed}
