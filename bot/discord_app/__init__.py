"""The Discord surface of judgebot: slash commands over the shared application layer.

Its rooms:

- `cogs`: the features, one package each (rules, search, cards, simulate, info), every cog with
  its own views and embeds beside it. A feature imports `shared`, never another feature.
- `shared`: the bot itself (`client`: the auto-sharded bot, its command tree, safety defaults)
  and what every cog builds on: the base cog, replies within Discord's deadline, owned views and
  the paginator, buttons rebuilt after a restart, the bounded session store, embeds, Discord's
  limits and the Japanese and English strings. It never imports a cog.
- `runner`: the one way to start the bot (`run_bot_from_path` -> `run_bot`), and syncing or
  printing its slash commands.
- `http_endpoint` (`/healthz`, `/metrics`, over `http_server`: HTTP bounded against hostile
  clients), `metrics` (the Prometheus figures) and `shutdown` (stopping on signals without
  dropping interactions in flight): how the bot is operated.

Every tunable is a field of `bot.settings.Settings`, the one settings object the bot reads.
"""
