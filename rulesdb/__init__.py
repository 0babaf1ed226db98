"""The SQLite store and the search: the only package that knows the schema.

Rooms, lowest first (tests/architecture/test_rulesdb_rooms.py holds the arrows between them):

- `text/`: what text means, with no database: folding and normalisation, rule numbers in every
  form, the bilingual vocabulary and the casual words players use, katakana sounds, the
  multiplayer variants and chapter 7's situations a question names, question types, FTS5 query
  syntax made safe.
- At the top, the shapes every room shares: `records` and `card_records` (what the scraper
  hands over), `answers` (the JSON-ready shapes of a lookup), `errors`, `editions` and
  `edition_alignment` (which editions there are and how their numbers map), `provenance`.
- `derived/`: the tables computed from the stored records at build time (the search documents
  and their trigram index, the cards' text index, the rules' lineage across editions, how often
  rules are cited, the rules the wiki restates, the term table).
- `storage/`: writing: opening and checking the database, the writer, the atomic swap, staging
  files, the writer lock, schema upgrades, the wiki sync's journal and pages, what every write
  ends with.
- `meaning/`: the rules' vectors (search by meaning) and writing them.
- `search/`: answering a question, as a pipeline of stages (`search/stages/`: named documents,
  candidates, scores, merged printings, fusion with the vectors, hits) that the searcher runs,
  its weights one value, all of its SQL in one module.
- `lookup/`: direct lookups: a rule by number in any edition, cards and card lists, Oracle text
  and rulings, a card's wiki commentary, autocomplete over rule texts.
- `database` (the facade the bot opens) and `contents` (what a file holds, read without
  loading it) on top.
"""
