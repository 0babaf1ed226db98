"""/search: the cog, the results view (best answer and a menu of the others) and their embeds."""
