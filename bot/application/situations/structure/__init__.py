"""The story read by its structure where no phrase pattern read it: the words between the
patterns' readings cut into clauses, and each clause read as who (a player, and who did it),
what (a verb or an event's noun from a small lexicon), how many (its numbers with their units)
and which cards. A clause is read only when every number, card and event word in it is
accounted for; one that is not stays unread, and the vetoes then refuse the question.

- `segments.clauses(text, start, end, lang)`: the clause spans of a stretch of the text
- `english.read(text, span)` / `japanese.read(text, span)`: a clause's readings, or None
- `gaps.read_gaps(norm, chosen)`: the readings of every salient clause no pattern covers
"""
