"""The one loss gate: every win and every loss of every game passes through
`engine.rules.losing.gate.settle_outcomes`.

In one place, in this order: conceding can't be stopped (104.3a); "don't lose for having 0 or
less life" drops only 704.5a; can't-lose effects stop the rest; replacement effects (Lich's
Mirror, Exquisite Archangel) replace the loss, once each (614.5); can't-win effects stop wins; a
player who would win and lose at once loses (104.3f); then losses are applied together, teams and
emperors follow (104.3g, 104.3i), and the game ends in a win or a draw (104.2a, 104.4a).
"""
