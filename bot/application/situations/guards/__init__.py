"""Guards against a wrong verdict that the reading's vetoes (vetoes.py) call: words that say the
story's events did not happen as told, or that a card told is not where the reading put it."""
