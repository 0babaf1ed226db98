"""Card names as MTG Wiki writes them, alone (list items) or inside Japanese prose.

Forms handled: `白金の天使/Platinum Angel` (Japanese/English pair), `Lich` (English only),
`闇の男爵、センギア/Sengir, the Dark Baron` (commas on both sides), and a trailing note in
parentheses: `Shahrazad （アラビアンナイト）`, `カウント男爵/Baron Von Count(Unstable)`.

In prose a name has no delimiters, so its extent is inferred:
- the English side runs from the slash over Latin letters, digits, spaces and the punctuation card
  names use, and ends at the first Japanese character (a particle such as や, は, 等, 、);
- the Japanese side runs back from the slash to punctuation, to the end of an earlier English
  name (dropping the particle after it), or to a clause marker (は, が, を; する in long runs)
  that separates the sentence from the name. It crosses a `、` only where the card's name itself has
  one: once per comma in the English name (`Sengir, the Dark Baron`), or once for an epithet
  before a katakana proper name (`見えざる者、ヴラスカ/Vraska the Unseen`).
- English-only names in prose (`Forkや…`) are recognised when they are a Title-case Latin run
  directly followed by a Japanese particle, or when the page lists them as cards elsewhere.
  Latin words that the page uses as list notes (set names such as `Unstable`) are not cards.
"""

from __future__ import annotations

import re
from collections.abc import Collection, Iterable
from dataclasses import dataclass

from rulesdb.records import CardName

_JAPANESE = re.compile(
    r"[\u3000-\u303f\u3040-\u30ff\u31f0-\u31ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]"
)
# Characters an English card name is written with (letters include accented Latin: Lim-Dûl).
_EN_CHAR_CLASS = r"A-Za-z0-9\u00c0-\u024f ,'’\-+:.!?&\"/"
_EN_RUN = re.compile(f"[{_EN_CHAR_CLASS}]+")
_OPENING_PARENS = "(（"
_CLOSING_PARENS = ")）"

# Punctuation that can never be inside a card name written in prose.
_HARD_BOUNDARIES = frozenset("。．！？!?「」『』《》【】〔〕［］[]（）()<>＜＞“”‘’:：;；\n\t")
# Particles that join an English name to the next Japanese one: `Forkや石成エンジン/…`.
_JOINING_PARTICLES = (
    "および", "及び", "または", "など", "や", "と", "は", "が", "を", "に", "の", "等", "か", "も",
    "で", "、",
)  # fmt: skip
# A Latin run directly followed by one of these reads as a noun in the sentence: `Shahrazadは`.
_PARTICLE_STARTS = frozenset("やはと等のをがに、")
# Where a clause ends and a noun phrase (the card name) may begin: `対戦相手は白金の天使/…`.
_CLAUSE_PARTICLES = ("では", "には", "でも", "とは", "は", "が", "を")
# Verb endings also end clauses, but 2% of card names contain one (`廃却するミイラ`), so they only
# count in a run longer than nearly every Japanese card name (98.7% have at most 14 characters).
_CLAUSE_VERB_ENDINGS = ("する", "した", "して")
_LONGEST_PLAIN_NAME = 14
# Sentence adverbs that precede `、` and end in a kanji, so they could pass for an epithet.
_NOT_EPITHETS = frozenset((
    "一方", "他方", "結果", "実際", "現在", "当初", "以後", "以前", "同時", "通常", "基本", "原則",
    "本来", "特", "逆", "後", "今",
))  # fmt: skip


class CardNameError(ValueError):
    """The text is not a card name (empty, or no name left once the note is removed)."""


@dataclass(frozen=True)
class CardSpan:
    """Where a card name sits in a piece of prose: `text[start:end]`."""

    start: int
    end: int
    card: CardName


def has_japanese(text: str) -> bool:
    return _JAPANESE.search(text) is not None


def _is_latin_letter(char: str) -> bool:
    return ("A" <= char <= "Z") or ("a" <= char <= "z") or ("\u00c0" <= char <= "\u024f")


def _is_latin_alnum(char: str) -> bool:
    return _is_latin_letter(char) or ("0" <= char <= "9")


def _is_kanji_or_katakana(char: str) -> bool:
    return ("\u30a0" <= char <= "\u30ff") or ("\u3400" <= char <= "\u9fff") or char == "々"


def _is_katakana_name(text: str) -> bool:
    return bool(text) and all("\u30a0" <= c <= "\u30ff" for c in text)


# ---------------------------------------------------------------------------------------------
# A whole string is one card name


def _split_trailing_note(text: str) -> tuple[str, str | None]:
    """`Form of the Squirrel (アンヒンジド)` -> ("Form of the Squirrel", "アンヒンジド")."""
    if not text or text[-1] not in _CLOSING_PARENS:
        return text, None
    depth = 0
    for index in range(len(text) - 1, -1, -1):
        char = text[index]
        if char in _CLOSING_PARENS:
            depth += 1
        elif char in _OPENING_PARENS:
            depth -= 1
            if depth == 0:
                name = text[:index].rstrip()
                if not name:
                    return text, None
                return name, text[index + 1 : -1].strip()
    return text, None  # unbalanced: leave it to the name


def _split_pair(name: str) -> tuple[str | None, str | None]:
    """Japanese and English halves of `ja/en`, trying each single slash from the left.

    English names contain slashes too (`Summon: Choco/Mog`, `SP//dr, Piloted by Peni`), so the
    separator is the first lone slash with Japanese on its left and none on its right.
    """
    for index, char in enumerate(name):
        if char != "/" or name[index - 1 : index] == "/" or name[index + 1 : index + 2] == "/":
            continue
        left, right = name[:index].strip(), name[index + 1 :].strip()
        if not left or not right or has_japanese(right):
            continue
        if has_japanese(left) or left == right:  # `C.A.M.P./C.A.M.P.` is a real pair
            return left, right
    if has_japanese(name):
        return name, None
    return None, name


def _strip_etcetera(name: str) -> str:
    # `石成エンジン/Lithoform Engine等`: 等 ("and the like") after an English name is prose.
    for suffix in ("等", "など"):
        if name.endswith(suffix) and _is_latin_alnum(name[-len(suffix) - 1 : -len(suffix)] or "-"):
            return name[: -len(suffix)].rstrip()
    return name


def parse_card_name(text: str) -> tuple[CardName, str | None]:
    """One card name with its optional trailing note.

    `綱引き/Tug of War（Unfinity）` -> (CardName(en="Tug of War", ja="綱引き"), "Unfinity").
    """
    cleaned = text.strip()
    if not cleaned:
        raise CardNameError("empty card name")
    name, note = _split_trailing_note(cleaned)
    name = _strip_etcetera(name)
    ja, en = _split_pair(name)
    if ja is not None and en is not None and note is not None:
        ja_name, ja_note = _split_trailing_note(ja)
        if ja_note is not None and ja_name != ja:
            # `化学防護服（中古）/Hazmat Suit (Used)`: both halves end in brackets, so they are
            # part of the name, not a note about the card.
            bracket = "（" if cleaned.endswith("）") else "("
            closing = "）" if bracket == "（" else ")"
            space = " " if cleaned[len(name) : len(name) + 1] == " " else ""
            en = f"{en}{space}{bracket}{note}{closing}"
            note = None
    if not ja and not en:
        raise CardNameError(f"no card name in {text!r}")
    return CardName(en=en or None, ja=ja or None), note or None


def parse_card_list_item(text: str) -> tuple[CardName, str | None] | None:
    """A list item that is nothing but a card (and a note), or None for prose.

    Only items with an English name count: Japanese-only items (`ルーリング`) cannot be told apart
    from links to rules articles.
    """
    try:
        card, note = parse_card_name(text)
    except CardNameError:
        return None
    if card.en is None or "。" in (card.ja or ""):
        return None
    if card.ja is None and not _looks_like_english_name(card.en):
        return None
    return card, note


def _looks_like_english_name(text: str) -> bool:
    """An English-only item that reads as a name, not a sentence (`Lich`, `T.A.P.P.E.R.`)."""
    if not (text[0].isupper() or text[0].isdigit() or text[0] in '"+'):
        return False
    if "; " in text or ". " in text or text.endswith(";"):
        return False
    return not text.endswith(".") or re.search(r"(?:^|\s)(?:[A-Z]\.)+$", text) is not None


# ---------------------------------------------------------------------------------------------
# Card names inside prose


def _chunk_start(text: str, end: int) -> int:
    """Start of the run of name characters ending at `end`: after punctuation, `、`, or the
    particle that follows an earlier English word."""
    index = end
    while index > 0:
        char = text[index - 1]
        if char in _HARD_BOUNDARIES or char == "、" or _is_latin_alnum(char):
            break
        index -= 1
    after_latin = index > 0 and _is_latin_alnum(text[index - 1])
    while index < end and text[index] in " \u3000":
        index += 1
    if after_latin:
        for particle in _JOINING_PARTICLES:
            if text.startswith(particle, index) and index + len(particle) < end:
                index += len(particle)
                break
    return index


def _after_clause_marker(text: str, start: int, end: int) -> int:
    """Move `start` past the last clause marker that still leaves a name before `end`."""
    best = start
    markers: tuple[str, ...] = _CLAUSE_PARTICLES
    if end - start > _LONGEST_PLAIN_NAME:
        markers += _CLAUSE_VERB_ENDINGS
    for marker in markers:
        found = text.rfind(marker, start, end)
        if found >= 0 and found + len(marker) < end:
            best = max(best, found + len(marker))
    return best


def _looks_like_epithet(text: str) -> bool:
    return bool(text) and _is_kanji_or_katakana(text[-1]) and text not in _NOT_EPITHETS


def _japanese_start(text: str, slash: int, english: str) -> int:
    start = _chunk_start(text, slash)
    trimmed = _after_clause_marker(text, start, slash)
    if trimmed != start:
        return trimmed
    comma_budget = english.count(",")
    if comma_budget == 0 and " " in english and _is_katakana_name(text[start:slash]):
        comma_budget = 1  # `見えざる者、ヴラスカ/Vraska the Unseen`: epithet, then the name
    while comma_budget > 0 and start > 0 and text[start - 1] == "、":
        previous = _chunk_start(text, start - 1)
        epithet_start = _after_clause_marker(text, previous, start - 1)
        if not _looks_like_epithet(text[epithet_start : start - 1]):
            break
        start = epithet_start
        comma_budget -= 1
        if epithet_start != previous:  # a clause ended inside: the name cannot go further back
            break
    return start


def _english_end(text: str, begin: int) -> int:
    match = _EN_RUN.match(text, begin)
    if match is None:
        return begin
    end = match.end()
    while end > begin and text[end - 1] in " ,:;/":  # a trailing `-` is real: `Robo-`
        end -= 1
    return end


def _pair_spans(text: str) -> list[CardSpan]:
    spans: list[CardSpan] = []
    for slash in (i for i, char in enumerate(text) if char == "/"):
        if slash == 0 or slash + 1 >= len(text):
            continue
        before, after = text[slash - 1], text[slash + 1]
        if (
            _is_latin_alnum(before)
            or before in " /"
            or not (_is_latin_alnum(after) or after in '"+')
        ):
            continue
        if spans and slash < spans[-1].end:
            continue
        english_end = _english_end(text, slash + 1)
        english = text[slash + 1 : english_end]
        japanese_start = _japanese_start(text, slash, english)
        japanese = text[japanese_start:slash].strip()
        if not english or not japanese or not has_japanese(japanese):
            continue
        spans.append(CardSpan(japanese_start, english_end, CardName(en=english, ja=japanese)))
    return spans


def _overlaps(start: int, end: int, spans: Iterable[CardSpan]) -> bool:
    return any(start < span.end and span.start < end for span in spans)


def _known_spans(text: str, known: Iterable[CardName], taken: list[CardSpan]) -> list[CardSpan]:
    spans: list[CardSpan] = []
    for card in known:
        if not card.en:
            continue
        pattern = re.compile(
            rf"(?<![A-Za-z\u00c0-\u024f]){re.escape(card.en)}(?![A-Za-z\u00c0-\u024f])"
        )
        for match in pattern.finditer(text):
            if not _overlaps(match.start(), match.end(), taken + spans):
                spans.append(CardSpan(match.start(), match.end(), card))
    return spans


def _english_before_particle_spans(
    text: str, taken: list[CardSpan], not_cards: Collection[str]
) -> list[CardSpan]:
    spans: list[CardSpan] = []
    for match in _EN_RUN.finditer(text):
        start = match.start()
        while start < match.end() and not _is_latin_alnum(text[start]):
            start += 1
        end = match.end()
        if end >= len(text) or text[end] not in _PARTICLE_STARTS or start >= end:
            continue
        name = text[start:end]
        first_word = name.split(" ", 1)[0]
        # Title case (`Fork`, `Amulet of Quoz`); acronyms (`CR:312.2`, `MTG`) are not cards.
        if not (name[0].isupper() and any(c.islower() for c in first_word)):
            continue
        if name in not_cards or _overlaps(start, end, taken):
            continue
        spans.append(CardSpan(start, end, CardName(en=name, ja=None)))
    return spans


def find_card_spans(
    text: str, *, known: Iterable[CardName] = (), not_cards: Collection[str] = ()
) -> list[CardSpan]:
    """Every card name in a piece of prose, in order of appearance.

    `known` are cards the page lists elsewhere (found wherever their English name appears);
    `not_cards` are Latin words known not to be cards (set names used as list notes).
    """
    spans = _pair_spans(text)
    spans += _known_spans(text, known, spans)
    spans += _english_before_particle_spans(text, spans, not_cards)
    return sorted(spans, key=lambda span: span.start)


def find_card_names(
    text: str, *, known: Iterable[CardName] = (), not_cards: Collection[str] = ()
) -> list[CardName]:
    """The distinct cards a piece of prose names, in order of first appearance."""
    names: dict[CardName, None] = {}
    for span in find_card_spans(text, known=known, not_cards=not_cards):
        names.setdefault(span.card, None)
    return list(names)
