"""The long jobs, run by the command line and by the running bot.

- `refresh`: `judgebot run`'s background refresh, and the swap of the new database into the app.
- `update`: which sources an update reads, and the update itself (scraper.update).
- `embed`: the rules' vectors, all of them or those an update brought.

The wiki sync's job is scraper.wiki_sync's; `bot.cli.database.sync_wiki` only runs it.
"""
