"""Veto words a story's own words settle, beyond those of structure/settled.py."""

from bot.application.situations.pattern_kit import SENTENCE_END, sentence_start


def sentence_around(text: str, start: int, end: int) -> tuple[int, int]:
    """Where the sentence holding text[start:end] begins and ends (before its end mark)."""
    stop = SENTENCE_END.search(text, end)
    return sentence_start(text, start), stop.start() if stop else len(text)
