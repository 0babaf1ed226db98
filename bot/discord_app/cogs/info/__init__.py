"""/help and /about: the cog and their embeds."""
