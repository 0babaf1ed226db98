"""Answering a question: what it asks, the candidates gathered from the indexes, their ranking,
the cards and keywords it names, and the searcher that runs the steps in order."""
