"""The official sources: the Comprehensive Rules and MTGJSON's card data.

`cr_text` (with `cr_layout`) parses a rules text file, `mtgjson` and `card_ingest` read and
store a card file. For `judgebot update`: `rules_link` finds the rules TXT on the rules page,
`source_download` downloads one file within bounds, `rules_update` and `mtgjson_update` check
each source and say what is new, as a `source_outcome`; the update pipeline writes it.
"""
