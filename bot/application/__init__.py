"""The application layer: every command of every surface answered once, as plain data.

- `app`: `JudgeApp`, which holds the database snapshot in use and swaps it whole.
- `database_snapshot`: one database and its answer cache, answering a call from start to end.
- `app_protocol`: what the surfaces may ask (`Application`) and its errors.
- `answer_types`: the answers' shapes (docs/cli-contract.md).
- `answer_cache` and `lru`: answers remembered by what a request means.
- `search_answer`: a search's hits composed into its answer.
- `calls_in_flight`: which database each running call started on.
"""
