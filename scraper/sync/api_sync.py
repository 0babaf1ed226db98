"""A sync through the MediaWiki Action API: plan what changed (recentchanges since the last
completed run) or everything (all pages, or the members of categories), then fetch each planned
page rendered, parse it as the HTML crawler would, and stage it in the journal."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta

from rulesdb.storage.sync_journal import JournalEntry
from scraper.sync.options import SyncError
from scraper.sync.run import SyncRun, iso, utc_now
from scraper.transport.crawl_progress import tqdm_progress
from scraper.transport.polite_http import FetchFailure
from scraper.wiki.api_answers import ApiError
from scraper.wiki.card_pages import card_of_title
from scraper.wiki.html_page import parse_html
from scraper.wiki.mediawiki_api import (
    TITLES_PER_REQUEST,
    MediaWikiApi,
    SiteInfo,
    rendered_document,
)

# Changes are asked for from a little before the last run started, so clock skew between us and
# the wiki loses nothing; a change seen twice is only compared twice.
SINCE_OVERLAP = timedelta(minutes=5)


def _holds(entry: JournalEntry | None, revid: int | None) -> bool:
    """Whether the stored page is at `revid` or later (revision ids only grow), so a change
    seen again (the runs overlap a little) is not fetched again."""
    return (
        entry is not None
        and entry.state == "stored"
        and entry.revid is not None
        and revid is not None
        and entry.revid >= revid
    )


class ApiSync:
    """One run through the API: plan (unless resuming), fetch what is pending, merge."""

    def __init__(self, run: SyncRun, api: MediaWikiApi, site: SiteInfo) -> None:
        self._run = run
        self._journal = run.journal
        self._options = run.options
        self.report = run.report
        self._api = api
        self._site = site

    async def run(self) -> None:
        journal, options, report = self._journal, self._options, self.report
        report.mode = "api"
        if journal.get("run_started") is not None:
            report.kind = "resumed"
        else:
            planned_at = iso(utc_now() - SINCE_OVERLAP)
            since = options.since or (None if options.full else journal.get("last_completed"))
            for title in journal.titles_in("failed"):
                journal.want(title)
            report.kind = "incremental" if since is not None else "full"
            await self._plan(since)
            journal.set("run_started", planned_at)
            journal.set("run_kind", report.kind)
        await self._fetch_pending()
        report.remaining = journal.count("pending")
        report.complete = report.remaining == 0
        self._run.merge(completes_run=report.complete)

    async def _plan(self, since: str | None) -> None:
        """What to fetch: the changes since `since`, else every page. A listing the wiki cannot
        give (errors after every retry, a malformed answer, a continuation that does not
        advance) stops the run before anything is fetched; the next run plans again."""
        try:
            if since is not None:
                await self._plan_changes(since)
            else:
                await self._plan_everything()
        except FetchFailure as failure:
            listing = "recent changes" if since is not None else "pages"
            raise SyncError(f"could not list the wiki's {listing}: {failure}") from failure

    async def _plan_changes(self, since: str) -> None:
        journal, tracked_only = self._journal, bool(self._options.categories)
        async for change in self._api.recent_changes(since):
            entry = journal.entry(change.title)
            if change.kind == "delete":
                journal.drop(change.title)
            elif change.kind == "move":
                journal.drop(change.title)
                if change.new_title is not None and (entry is not None or not tracked_only):
                    journal.want(change.new_title)
            elif entry is None and tracked_only:
                continue  # a new page, and we cannot tell which category it is in
            elif _holds(entry, change.revid):
                self.report.unchanged += 1
            else:
                journal.want(change.title)

    async def _plan_everything(self) -> None:
        journal = self._journal
        journal.begin_census()
        batch: list[str] = []
        async for title in self._enumerate():
            batch.append(title)
            if len(batch) == TITLES_PER_REQUEST:
                await self._plan_batch(batch)
                batch = []
        await self._plan_batch(batch)
        if not self._options.categories:  # a category's census says nothing of other pages
            for title in journal.missing_from_census():
                journal.drop(title)

    async def _enumerate(self) -> AsyncIterator[str]:
        if not self._options.categories:
            async for title in self._api.all_pages():
                yield title
            return
        for category in self._options.categories:
            async for title in self._api.category_members(category):
                yield title

    async def _plan_batch(self, titles: list[str]) -> None:
        """Queue the new and changed pages of one batch; pages stored at their current
        revision are left alone (one `prop=revisions` request tells which)."""
        journal = self._journal
        journal.counted(titles)
        known = journal.entries(titles)
        stored = [t for t in titles if t in known and known[t].state == "stored"]
        current = await self._api.revisions(stored) if stored else {}
        for title in titles:
            if current.get(title) is not None and current[title] == known[title].revid:
                self.report.unchanged += 1
            elif title not in known or known[title].state != "pending":
                journal.want(title)

    async def _fetch_pending(self) -> None:
        limit = self._options.limit
        pending = self._journal.count("pending")
        total = min(pending, limit) if limit is not None else pending
        progress = tqdm_progress() if self._options.show_progress else None
        for attempted, title in enumerate(self._journal.titles_in("pending")):
            if limit is not None and attempted >= limit:
                return
            entry = self._journal.entry(title)
            if entry is not None and entry.state == "pending":  # not reached by a redirect
                await self._fetch_one(title)
            if progress is not None:
                progress(attempted + 1, total, title)

    async def _fetch_one(self, title: str) -> None:
        journal = self._journal
        try:
            rendered = await self._api.parse(title)
        except ApiError as error:
            if error.code == "missingtitle":
                journal.drop(title)
                return
            journal.mark(title, "failed", error=str(error))
            self.report.fail(title, str(error))
            return
        except FetchFailure as failure:
            journal.mark(title, "failed", error=str(failure))
            self.report.fail(title, str(failure))
            return
        if rendered.redirected_from is not None and rendered.title != title:
            # The title now points at another article: keep the article under its own name.
            journal.drop(title)
            if journal.entry(title) is None:
                journal.mark(title, "redirect")
            target = journal.entry(rendered.title)
            if target is not None and target.revid == rendered.revid:
                if target.state == "stored":
                    self.report.unchanged += 1
                if target.state in ("stored", "staged"):
                    return
        url = self._site.page_url(rendered.title)
        try:
            page = parse_html(rendered_document(rendered), url=url)
        except Exception as error:  # a page that breaks the parser is reported, never fatal
            journal.mark(rendered.title, "failed", error=f"could not parse: {error}")
            self.report.fail(rendered.title, f"could not parse: {error}")
            return
        journal.stage(
            rendered.title,
            revid=rendered.revid,
            url=url,
            page=page,
            card=card_of_title(rendered.title),
        )
        self._run.staged_one()
