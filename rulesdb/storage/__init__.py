"""Writing the database and keeping it whole: opening and checking it, the writer, the atomic
swap, staging files, the writer lock, schema upgrades (the numbered migrations in
`migrations/`), the wiki sync's journal and pages, and what every write ends with."""
