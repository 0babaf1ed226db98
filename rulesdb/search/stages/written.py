"""The card names a question writes out exactly, and the fuzzy matches they stand for.

With the whole card data (30,000 names) the fuzzy name search finds a dozen names near one a
question writes: "I cast Fork on his Lightning Bolt" found Lightning Bolt, Blightning and
Lightning Blast, and Fork, written out, was crowded out of the few names kept; 《ファイレクシアの
非生》 found Phyrexia's Core, Phyrexian Tower and Phyrexian Vault beside it. A name written out
(rulesdb.search.card_finder: exact names, longest first, without overlaps) is found first and
never crowded out, and a fuzzy match found where a written name stands is that name, not a
second card.

Not every exact name is taken here: a short Japanese name (稲妻, 遅延) is judged apart, since
it is often the rules' word; a one-word English name at a sentence's start is capitalised by the
sentence, not as a name; both are left to the fuzzy search and the stages after, as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from rapidfuzz import fuzz

from rulesdb.answers import RecognisedCard
from rulesdb.search.card_finder import WrittenName, plain_card_names
from rulesdb.search.name_index import SHORT_NAME_LENGTHS, NameIndex, NameMatch
from rulesdb.search.term_names import begins_sentence
from rulesdb.text.normalize import fold_name, has_japanese

# A question this long at most may be a card's name alone.
NAME_ALONE_CHARS = 60
# A question whose whole text is this like one card's name (rapidfuzz's ratio, both folded) and
# is not that name is the name misspelt ("Platnium Angle", 「白金の天子」).
NAME_MEANT_LIKENESS = 80
# ... and of nearly its length: "Gideon of the Trials emblem" asks of the emblem.
MISSPELT_LETTERS = 2


def written_names(text: str, cards: NameIndex) -> list[WrittenName]:
    """The card names `text` writes out that name their card whatever the fuzzy search finds."""
    return [written for written in plain_card_names(text, cards) if _taken(text, written)]


def _taken(text: str, written: WrittenName) -> bool:
    name = text[written.start : written.end]
    if has_japanese(name):
        return written.tokens > SHORT_NAME_LENGTHS[-1]
    return written.tokens > 1 or not begins_sentence(text, written.start)


def _spans(
    folded: str, written: Sequence[WrittenName], text: str, said: Sequence[str]
) -> list[tuple[int, int]]:
    """Where the written names, and the words `said` for a name, stand in the folded question."""
    spans = []
    names = {fold_name(text[name.start : name.end]) for name in written}
    for name_folded in names | {fold_name(words) for words in said}:
        at = folded.find(name_folded)
        while name_folded and at >= 0:
            spans.append((at, at + len(name_folded)))
            at = folded.find(name_folded, at + 1)
    return spans


def beside_written(
    matches: Sequence[NameMatch],
    written: Sequence[WrittenName],
    text: str,
    said: Sequence[str] = (),
) -> list[NameMatch]:
    """The fuzzy `matches` but those found where a written name, or words `said` for a name
    found apart (a shortened name: "Persecutor"), stand and not written themselves (each of a
    match's names aligned with the folded question: "Blightning" aligns inside "Lightning
    Bolt"), in their order."""
    if not written and not said:
        return list(matches)
    keys = {name.match.key for name in written}
    folded = fold_name(text)
    spans = _spans(folded, written, text, said)
    return [m for m in matches if m.key in keys or not _overlaps(m, folded, spans)]


def outside_written(
    apart: Sequence[tuple[str, NameMatch]], written: Sequence[WrittenName], text: str
) -> list[tuple[str, NameMatch]]:
    """The names found apart (each with the words that name it) but those whose words stand
    only inside another card's written name: "Mysteries" shortens Ulvenwald Mysteries, not
    inside "Jace, Wielder of Mysteries"."""
    if not written:
        return list(apart)
    folded = fold_name(text)
    kept = []
    for words, match in apart:
        others = [name for name in written if name.match.key != match.key]
        spans = _spans(folded, others, text, ())
        own = _spans(folded, [], text, (words,))
        if not own or not all(_within(place, spans) for place in own):
            kept.append((words, match))
    return kept


def _within(place: tuple[int, int], spans: list[tuple[int, int]]) -> bool:
    return any(start <= place[0] and place[1] <= end for start, end in spans)


def _overlaps(match: NameMatch, folded: str, spans: list[tuple[int, int]]) -> bool:
    best = None
    for part in match.label.split("/"):
        name = fold_name(part)
        if name:
            aligned = fuzz.partial_ratio_alignment(name, folded)
            if aligned is not None and (best is None or aligned.score > best.score):
                best = aligned
    if best is None:
        return False
    return any(start < best.dest_end and best.dest_start < end for start, end in spans)


def name_meant(text: str, recognised: Sequence[RecognisedCard]) -> str:
    """The card's name, in the question's script, when the whole question is the one card
    recognised in it, misspelt ("Platnium Angle" is asked as "Platinum Angel": its "angle"
    found 712.3a's "triangle"); else the question as written."""
    if len(text) > NAME_ALONE_CHARS or len(recognised) != 1:
        return text
    folded = fold_name(text)
    japanese = has_japanese(text)
    for name in recognised[0]["name"].split("/"):
        if has_japanese(name) != japanese:
            continue
        name_folded = fold_name(name)
        if name_folded in folded:
            return text  # written right, or with more words ("… emblem"): as written
        near = abs(len(folded) - len(name_folded)) <= MISSPELT_LETTERS
        if near and fuzz.ratio(folded, name_folded) >= NAME_MEANT_LIKENESS:
            return name
    return text
