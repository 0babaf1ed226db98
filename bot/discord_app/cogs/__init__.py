"""The bot's features, one cog each, every cog with its own views and embeds beside it:

- `rules`: /rule and the rule browser (parent, previous and next rules, pages);
- `search`: /search, the best answer with its context and a menu of the other hits;
- `cards`: /card, /cards and "Look up cards" (also `[[name]]` in chat when enabled);
- `simulate`: /simulate, /subgame and /loss, step-by-step walkthroughs with pictures, rebuilt
  after a restart;
- `info`: /help and /about.

A feature imports `bot.discord_app.shared`, never another feature.
"""
