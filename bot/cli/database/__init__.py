"""The subcommands that write the database: `build`, `ingest` (bounded by `ingest_options`,
reported by `ingest_report`), `update`, `sync-wiki` and `embed`."""
