"""Direct lookups: a rule by number in any edition, cards and card lists by name, Oracle text and
rulings, a card's wiki commentary, and autocomplete over the rules' texts."""
