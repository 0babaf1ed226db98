"""MTG Wiki pages into `WikiPage` records.

`html_page` (MediaWiki HTML) and `text_dump` (pages copied as text) reduce a page to `blocks`,
which `page` builds into sections, passages, quoted rules (`rule_quotes`), card lists and card
mentions (`card_names`). `page_address` says where a page is cited, `links` which articles a
crawl follows, `card_pages` which pages are a card's, `mediawiki_api` reads the Action API and
`bundled` the corpus shipped in data/wiki.
"""
