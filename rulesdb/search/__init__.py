"""Answering a question, as a pipeline: `searcher` runs the stages (`stages/`) in order over
what the question asks (`query`). The pieces the stages use: the card names and headings a
question may say (`name_index`, `card_finder`), the named cards' text and rulings
(`card_context`), the keyword abilities (`keyword_rules`), what the trigram index says about a
question's terms (`trigram_stats`), the scores (`ranking`, weighed by `weights`), the agreement
of a rule's two languages (`language_agreement`), and every statement the search sends to
SQLite (`statements`)."""
