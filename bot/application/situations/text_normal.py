"""The question rewritten so that patterns can be plain: one spelling per thing.

Cards become `⟦i⟧` (i indexes the card list), players `⟨you⟩`, `⟨opponent⟩`, `⟨opponent2⟩`,
`⟨teammate⟩`, `⟨team⟩` (the asker's team), number words digits. Everything else is left as
written, so that what no pattern reads is still there for the reader to refuse.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.application.situations.card_effects import tellings
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.card_names import aliases, unmodelled
from bot.application.situations.model import Lang
from engine.cards import REGISTRY

_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
_EN_NUMBERS = {
    word: str(value)
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_EN_NUMBERS.update({"twenty-one": "21", "twenty one": "21", "thirty": "30", "forty": "40"})
_KANJI_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九")}
# Most specific first: "my opponent" before "my", "the other opponent" before "opponent".
_EN_PLAYERS: tuple[tuple[str, str], ...] = (
    # A player the words do not say ("someone concedes", "nobody conceded"): attribution.py
    # refuses a clause about them, where it would have taken it for the asker's.
    (
        r"some(?:one|body)|any(?:one|body)|nobody|no one|no player|(?:a|one|another|any) player"
        r"|the player (?:to|on) (?:my|the) (?:left|right)",
        "⟨someone⟩",
    ),
    # "everyone but me" is every opponent, not every player
    (
        r"every(?:one|body) (?:else|(?:but|except|other than) (?:me|myself))"
        r"|all (?:the )?(?:other players|(?:but|except) me)",
        "⟨opponents⟩",
    ),
    (
        r"(?:both|all|each) (?:\d+ )?(?:of (?:us|the players)|players)|every(?:one|body)"
        r"|each player",
        "⟨all⟩",
    ),
    (r"(?:both|all|each) (?:of )?(?:my |the )?(?:\d+ )?opponents", "⟨opponents⟩"),
    (
        r"(?:the other|another|(?:the |my )?second|(?:the |my )?2nd) opponent"
        r"|opponent (?:#|no\. ?)?2|opponent b(?![a-z])",
        "⟨opponent2⟩",
    ),
    (r"(?:the |my )?third opponent", "⟨opponent3⟩"),
    (r"(?:1 of )?the opposing heads?|an opposing head", "⟨opponent⟩"),
    (r"(?:the other|the opposing|their|the enemy) team", "⟨opponent⟩"),
    (r"(?:my |the |an? |one )?(?:opponent|opp)(?: a(?![a-z])| #?1)?(?=\b|')", "⟨opponent⟩"),
    (r"the other (?:guy|player|person)", "⟨opponent⟩"),
    (r"(?:my )?(?:teammate|team-mate|team mate)", "⟨teammate⟩"),
    # In Two-Headed Giant "my partner" is the teammate; partner commanders are not players.
    (r"my partner(?! commanders?)(?!'s? commander)", "⟨teammate⟩"),
    (r"(?:we're|we are) both", "⟨all⟩ are"),
    (r"we both", "⟨all⟩"),
    (r"we're|we are", "⟨team⟩ are"),
    (r"our team|we|our|us", "⟨team⟩"),
    # The other player in a two-player game (attribution.py refuses it in any other).
    (r"they|them|he|him|she", "⟨they⟩"),
    (r"his", "⟨they⟩'s"),
    (r"i'm|im|i am", "⟨you⟩ am"),
    (r"i've", "⟨you⟩ have"),
    (r"i'll", "⟨you⟩ will"),
    (r"i'd", "⟨you⟩ would"),
    (r"i|me|myself", "⟨you⟩"),
    (r"my|mine", "⟨you⟩'s"),
)
_JA_PLAYERS: tuple[tuple[str, str], ...] = (
    (
        r"誰か|だれか|誰も|だれも|(?:他|ほか)のプレイヤー|(?:左|右)隣(?:の(?:人|プレイヤー))?",
        "⟨someone⟩",
    ),
    # 「私以外の全員」 is every opponent; 「相手チームの片方」「相手の1人」 one opponent
    (r"(?:私|自分|僕|俺)以外(?:の(?:全員|プレイヤー全員|みんな|プレイヤー))?", "⟨opponents⟩"),
    (r"(?:対戦)?相手(?:チーム)?の(?:片方|1人|一人|ひとり|どちらか)", "⟨opponent⟩"),
    (
        r"全員|全プレイヤー|両者|お互い|2人とも|両プレイヤー|自分も相手も|私も相手も|全体(?=に)",
        "⟨all⟩",
    ),
    (r"(?:対戦)?相手(?:2人|全員|たち)(?:とも)?|両方の(?:対戦)?相手", "⟨opponents⟩"),
    (
        r"(?:もう一人|もう1人|別|2人目|二人目)の(?:対戦)?相手|(?:対戦)?相手(?:2|b)(?![a-z])",
        "⟨opponent2⟩",
    ),
    (r"(?:対戦)?相手(?:3|c)(?![a-z])", "⟨opponent3⟩"),
    (r"(?:対戦)?相手a(?![a-z])", "⟨opponent⟩"),
    (r"(?:対戦)?相手(?:の)?チーム|相手側", "⟨opponent⟩"),
    (
        r"自分たち|私たち|わたしたち|僕たち|俺たち|僕ら|俺ら|うちのチーム|自分の?チーム|私のチーム",
        "⟨team⟩",
    ),
    (r"(?<!相手)チーム(?=の|は|が|で|全体)", "⟨team⟩"),
    (r"(?:対戦)?相手の(?:1人|ひとり)", "⟨opponent⟩"),
    (r"対戦相手|相手", "⟨opponent⟩"),
    (r"チームメイト|チームメート|相方|味方", "⟨teammate⟩"),
    (r"自分|私|わたし|僕|ぼく|俺|オレ|あたし|こっち|こちら", "⟨you⟩"),
)


# No "?" in it: the marker must not read as a question mark or a sentence end.
UNMODELLED = "⟦*⟧"
# What someone else said is not the story: 「…」と言われた, he says "…".
_REPORTED_SPEECH = {
    "ja": re.compile(r"「[^」]*」(?=\s*(?:と|って))"),
    "en": re.compile(r"(?:says?|said|claims?|claimed|told me|thinks?)[,:]? \"[^\"]*\""),
}


@dataclass(frozen=True)
class Normalised:
    text: str
    lang: Lang
    cards: tuple[str, ...]  # English names; `⟦i⟧` in `text` is cards[i]
    # Unmodelled cards the story tells by the plain effect of their Oracle text (card_effects),
    # and those whose text does more than the story can tell (the reader refuses them).
    told: tuple[str, ...] = ()
    unsettled: tuple[str, ...] = ()


def normalise(
    question: str, named_cards: Sequence[str], texts: Sequence[OracleCard] = ()
) -> Normalised:
    written = unicodedata.normalize("NFKC", question).replace("’", "'").replace("`", "'")
    text = re.sub(r"\s+", " ", written.lower()).strip()
    lang: Lang = "ja" if _JAPANESE.search(text) else "en"
    text = _REPORTED_SPEECH[lang].sub(" ", text)
    text, cards = _mark_cards(text, named_cards)
    known = tellings.known_cards(texts)
    text = tellings.mark(text, known)
    unknown = [*unmodelled(named_cards), *(_capitalised_names(written) if lang == "en" else ())]
    text = _mark_unmodelled(text, unknown)
    text = _numbers(text, lang)
    table = _JA_PLAYERS if lang == "ja" else _EN_PLAYERS
    seats = _seat_letters(text) if lang == "en" else ()
    for pattern, token in table:
        bounded = pattern if lang == "ja" else rf"(?<![\w⟨])(?:{pattern})(?![\w⟩])"
        text = re.sub(bounded, token, text)
    for letter, token in seats:
        text = re.sub(rf"(?<![\w⟨'])(?<!a ){letter}(?= {_SEAT_VERBS})", token, text)
    text, told, unsettled = tellings.tell(text, lang, known)
    text = tellings.MARKS.sub(UNMODELLED, text)
    return Normalised(text=text, lang=lang, cards=cards, told=told, unsettled=unsettled)


# A seat named by letter ("opponent A ... then A scoops") is that opponent when it is a
# clause's subject: followed by a verb, the letter is not the article.
_SEAT_VERBS = (
    r"(?:is|was|has|had|gets|got|goes|went|loses|lost|concedes|conceded|scoops|scooped|dies"
    r"|died|controls|controlled|takes|took|draws|drew|casts|leaves|left)\b"
)


def _seat_letters(text: str) -> tuple[tuple[str, str], ...]:
    named = set(re.findall(r"\bopponent ([ab])\b", text))
    return tuple((letter, "⟨opponent⟩" if letter == "a" else "⟨opponent2⟩") for letter in named)


def _mark_cards(text: str, named_cards: Sequence[str]) -> tuple[str, tuple[str, ...]]:
    cards: list[str] = []

    def token(name: str) -> str:
        if name not in cards:
            cards.append(name)
        return f"⟦{cards.index(name)}⟧"

    for spelling, name in aliases(named_cards):
        if spelling not in text:
            continue  # the common case, and a regular expression costs more than this look
        escaped = re.escape(spelling)
        # ASCII spellings are words: "angel" is not inside "archangel".
        # (Japanese letters around an English name are not part of it: 「Shahrazadで」.)
        pattern = (
            rf"(?<![a-z0-9'])(?:the )?{escaped}(?![a-z0-9])" if spelling.isascii() else escaped
        )
        text = re.sub(pattern, _marker(token, name), text)
    return text, tuple(cards)


# Capitalised words that are not card names: the asker, formats, seats.
_NOT_NAMES = frozenset(
    "i i'm i've i'd i'll edh cedh ffa mtg ok a b c d commander two-headed headed giant magic "
    "oracle fnm lgs prerelease eli5 plains island islands swamp swamps mountain mountains "
    "forest forests monday tuesday wednesday thursday friday saturday sunday "
    # Card names players use as verbs for what the patterns read ("opponent Murders my Angel").
    "murder murders murdered bolt bolts bolted".split()
)
_MODELLED_WORDS = frozenset(
    word for name in REGISTRY for word in re.findall(r"[a-z']+", name.lower()) if len(word) > 3
)
_JOINERS = frozenset({"of", "the", "in", "at", "to"})
_CAPITALISED = re.compile(
    r"(?<![.!?:;(\"] )(?<!^)(?<![.!?:;(\"])\b[A-Z][a-z'\-]*[a-z]"
    # "I" is never part of a name ("a Hill Giant, I don't block").
    r"(?:(?:,? | of | the |, the | of the | in | at | to |-)(?!I\b)[A-Z][\w'\-]*)*"
)


def _capitalised_names(written: str) -> list[str]:
    """Names written with capitals inside a sentence that are no modelled card's: cards the
    search may not know ("Opponent has Sheoldred out")."""
    names = []
    for match in _CAPITALISED.finditer(written.strip()):
        name = ""
        for word in re.split(r"(,? | of the | of | the | in | at | to )", match.group().lower()):
            if word.strip(" ,") in _MODELLED_WORDS:
                break  # a modelled card's name begins: the unknown name ends before it
            name += word
        words = re.findall(r"[a-z'\-]+", name)
        if words and not all(w in _NOT_NAMES or w in _JOINERS for w in words):
            names.append(re.sub(r"(,? | of the | of | the | in | at | to )$", "", name))
    return names


def _mark_unmodelled(text: str, unknown: Sequence[str]) -> str:
    """Cards the engine does not model become `⟦*⟧`: the recognised ones by name, names
    written with capitals, and any name in 《》 that is not a modelled card's (the search may
    not know every card)."""
    for name in sorted(unknown, key=len, reverse=True):
        text = re.sub(rf"(?<![\w'])(?:the )?{re.escape(name.lower())}(?![\w])", UNMODELLED, text)
    text = re.sub(r"《(⟦\d+⟧)》", r"\1", text)
    return re.sub(r"《[^》]*》", UNMODELLED, text)


def _marker(token: Callable[[str], str], name: str) -> Callable[[re.Match[str]], str]:
    return lambda _match: token(name)


def _numbers(text: str, lang: Lang) -> str:
    if lang == "en":
        words = sorted(_EN_NUMBERS, key=len, reverse=True)
        pattern = r"\b(" + "|".join(re.escape(word) for word in words) + r")\b"
        text = re.sub(pattern, lambda m: _EN_NUMBERS[m.group(1)], text)
        return re.sub(r"\bminus ?(\d)", r"-\1", text)
    text = re.sub(r"マイナス|−", "-", text)
    # Kanji numerals only before a counter, where they cannot be part of a word (一緒, 一度).
    return re.sub(
        r"[〇一二三四五六七八九十]+(?=点|個|枚|人|つ|回)", lambda m: _kanji(m.group()), text
    )


def _kanji(numeral: str) -> str:
    if "十" not in numeral:
        return "".join(str(_KANJI_DIGITS[c]) for c in numeral)
    tens, _, ones = numeral.partition("十")
    value = (_KANJI_DIGITS[tens] if tens else 1) * 10 + (_KANJI_DIGITS[ones] if ones else 0)
    return str(value)
