"""What a reader is shown of an answer, alike on every surface: a rule in the reader's language
with its notes on editions (rule_notes), a card list's notes placed once a group (list_notes)."""
