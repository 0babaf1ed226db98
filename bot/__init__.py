"""The bot: every surface a player or an operator uses, over one application layer.

- `application/`: `JudgeApp`, which answers every command once, as plain data (its protocol,
  the answer types, the answer cache, the database snapshot a call is answered by).
- `walkthroughs/`: scenarios and their step-by-step walkthroughs, without a database: the
  scenario service, the walkthrough model and its labels, the step picture (with its font).
- `jobs/`: the long jobs: the background refresh, the update's sources, the rules' vectors.
- `terminal/`: the text surface: the console and the text renderers.
- `cli/`: the `judgebot` command line, one module per subcommand.
- `discord_app/`: the Discord bot.
- `settings` (the environment's settings) and `logging_setup` stand alone.

The application layer imports no surface; the surfaces import it and the walkthroughs
(tests/architecture/test_bot_rooms.py holds the arrows).
"""
