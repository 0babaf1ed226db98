"""The evaluation harness and the performance benchmarks, each script run on its own
(`python benchmarks/<script>.py`; benchmarks/README.md lists them).

- Shared pieces: `common` (where the reference data lives, building a benchmark database),
  `stats` (percentiles), `baselines` (the naive searches compared in the same run), `evaluation`
  (question sets and their scoring).
- The evaluation harness: `evaluate` (`make eval`), `behaviour_snapshot` (the product's answers,
  written down and compared).
- The performance benchmarks: `build_bench` (`make bench`), `cr_parse_bench`, `search_bench`,
  `cards_bench`, `wiki_sync_bench`, `engine_bench`, `render_bench`, `discord_load`.
"""
