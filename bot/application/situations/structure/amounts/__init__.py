"""Amounts as players write them, read where the phrase patterns and the clause reader stop:
more of the event just told (`continued`), blows counted each or multiplied (`each`), commander
damage taken so far (`commander_told`), totals listed player by player (`lists`), an amount
told again in a parenthesis (`restated`), a count's noun said once for two (`elided`), and the
numbers no fact of the game depends on (`incidental`: a turn's number, mana paid, a year)."""
