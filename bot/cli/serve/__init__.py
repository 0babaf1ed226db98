"""The subcommands that run the bot or look after it: `run`, `console`, `health`, `sync` and
`commands`."""
