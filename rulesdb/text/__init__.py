"""What text means, with no database: folding, rule numbers, the bilingual vocabulary and casual
words, katakana sounds, the variants and situations a question names, question types, safe FTS5
queries. Nothing here imports another room of rulesdb."""
