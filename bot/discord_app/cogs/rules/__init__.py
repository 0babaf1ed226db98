"""/rule: the cog, the rule browser view and the rule's embeds."""
