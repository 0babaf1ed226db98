"""The subcommands that answer: `rule`, `search`, `card`, `cards` (on the app `opened_app`
opens) and `simulate` (no database)."""
