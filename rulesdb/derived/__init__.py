"""Tables derived from the stored records at build time: the search documents and their trigram
index, the cards' text index, the rules' lineage across editions, how often rules are cited, the
rules the wiki restates, and the term table (curated pairs and those the corpus gives)."""
