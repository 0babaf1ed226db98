"""What every cog shares: the bot (`client`), the base cog (`cog`), replies and messages within
Discord's deadline (`replies`, `messages`), views only their owner may use (`owned_view`) and the
paginator (`paginator`), buttons rebuilt after a restart (`restored`), the bounded session store
(`sessions`), embed pieces (`embeds`), Discord's limits (`limits`) and the strings in Japanese and
English (`i18n`). Never imports a cog."""
