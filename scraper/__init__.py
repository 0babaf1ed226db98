"""Sources -> records: everything the bot knows is read here and written through `rulesdb`.

Rooms, lowest first (tests/architecture/test_scraper_rooms.py holds the arrows between them):

- `transport/`: getting bytes politely. The polite HTTP client (pacing, retries, size caps),
  the crawl (robots.txt by RFC 9309, redirect policy, conditional requests, limits, progress,
  charset decoding) and URL forms. It knows no page format: a crawl's link extractor is passed in.
- `wiki/`: MTG Wiki pages into `WikiPage` records: the HTML and text-dump parsers reduced to one
  block stream and one page builder, rule quotes, card names, the article links a crawl follows,
  the MediaWiki Action API client and the bundled corpus.
- `official/`: the official sources: the Comprehensive Rules text, MTGJSON card files, and how
  `judgebot update` finds, downloads and checks each of them.
- `sync/`: the pieces of `judgebot sync-wiki` (options and report, the API sync, the HTML crawl,
  the merges into the database), kept in step with the journal.
- The pipelines on top, the bot's entry points: `ingest` (files and the bundled corpus into a
  new database), `live_ingest` (files and crawled pages), `update` (the official sources;
  `update_folder` is its download folder) and `wiki_sync` (a whole wiki, resumable).
"""
