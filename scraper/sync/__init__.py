"""The pieces of `judgebot sync-wiki` (its entry point is `scraper.wiki_sync`).

`options` (what to do, what happened), `run` (the state both ways share and the merges),
`api_sync` (through the MediaWiki API), `html_crawl` (the fallback over the wiki's links) and
`synced_database` (merges kept in step with the journal).
"""
