"""Getting bytes politely: the HTTP client, the crawl and everything that bounds it.

`crawl` (the calls) runs a `crawler` over per-host queues through `polite_http`, asking `robots`
and `redirect_policy` first and `fetch_cache` for conditional requests; `crawl_limits` holds
every bound, `crawl_progress` the progress bar, `html_decode` the charset, `urls` URL forms,
`user_agent` the bot's name. Nothing here imports the wiki or the official sources.
"""
