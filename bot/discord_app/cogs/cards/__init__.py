"""/card, /cards and "Look up cards": the cog and the card embeds and panels."""
