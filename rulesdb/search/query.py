"""What a question asks: its folded text, the rule numbers it names, its keywords in its own
language and their translations through the term table."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from rulesdb.text.casual_words import formal_words, respelt
from rulesdb.text.creature_state import creature_phrases
from rulesdb.text.normalize import fold, fold_kana, fold_keeping_kana, has_japanese, is_kana_only
from rulesdb.text.question_type import asked_kinds
from rulesdb.text.rule_numbers import find_rule_numbers
from rulesdb.text.situations import named_situations
from rulesdb.text.variants import named_variants
from rulesdb.text.vocabulary import Vocabulary, english_words

# Questions longer than this are cut for matching; no rule or heading needs more to be found.
MAX_QUERY_CHARS = 400

ENGLISH_STOPWORDS = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "can",
        "do",
        "does",
        "for",
        "from",
        "how",
        "i",
        "if",
        "in",
        "into",
        "is",
        "it",
        "its",
        "my",
        "of",
        "on",
        "or",
        "the",
        "that",
        "this",
        "to",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "will",
        "with",
        "you",
        "your",
        "me",
        "there",
        "their",
        "happen",
        "happens",
        "about",
        "any",
        "rule",
        "rules",
        # "how many", "how much" ask for a number (rulesdb.text.question_type): the word meets
        # a rule's "that many", which says nothing of the topic.
        "many",
        "much",
    ]
)
# What players add around a question (fillers, pronouns, auxiliaries, hedges): matched as
# keywords, a long story's "someone", "actually" or "like" outweighs its rules words.
CONVERSATIONAL_WORDS = frozenset(
    "he him his she hers they them theirs we us our ours i'm im i've i'd i'll you're he's "
    "she's it's they're we're that's what's there's mine yours myself yourself was were "
    "been being am has have had having did doing would could should might just even really "
    "actually basically literally also still so then now well ok okay yeah yes lol lmao "
    "guys guy bro dude pls please thanks thx hey hi question quick weird someone somebody "
    "anyone anybody something anything thing things kind sort pretty very too like whether "
    "wait exactly know think thought guess sure gonna wanna want say says said mean means "
    "work works get gets got go goes went going tell told but not".split()
)
# Keywords are stems (`does` is `doe`): the stop words are compared as stems too.
_STOPWORD_STEMS = frozenset(
    stem for word in ENGLISH_STOPWORDS | CONVERSATIONAL_WORDS for stem in english_words(word)
)
# A script run: kanji (with the iteration mark), katakana (with the long-vowel mark), hiragana,
# or Latin letters and digits.
_RUN_RE = re.compile(
    r"[\u4e00-\u9fff\u3005]+|[\u30a1-\u30fa\u30fcー]+|[\u3041-\u309f]+|[a-z0-9][a-z0-9'.-]*"
)
_HIRAGANA_RE = re.compile(r"^[\u3041-\u309f]+$")
# Someone's partner at the table is their teammate: the Partner ability (702.124) is a card's,
# never a player's ("my partner conceded" pulled the rules of partner commanders).
_PARTNER_AS_PLAYER_RE = re.compile(
    r"\b(my|our|his|her|your|their) partner\b(?!s? commanders?\b|s? abilit)",
    re.IGNORECASE,
)
# A power/toughness change as the rules write it ("+1/+1", "-1/-1", "+X/+0"; folding makes the
# minus ー): the one word that tells a +1/+1 counter from a -1/-1 counter, which the Latin runs
# cut down to "1".
_MODIFICATION_RE = re.compile(r"(?<![0-9a-z/])[+ー](?:[0-9]+|x)/[+ー](?:[0-9]+|x)(?![0-9a-z/])")
_POWER_TOUGHNESS_RE = re.compile(r"(?<![0-9a-z/])[+ー]?[0-9]{1,2}/[+ー]?[0-9]{1,2}(?![0-9a-z/])")
NUMBER_WORDS = {
    word: str(value)
    for value, word in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen"
        " fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
DIGITS_TO_WORDS = {digits: word for word, digits in NUMBER_WORDS.items()}
# Words that ask for a list of cards rather than one rule or card. "Cards that/with …" asks for
# them when sought ("are there any cards that …", "other cards with …", a question opening so),
# not when a story tells of its own ("the cards that were in the subgame", "2 cards that both
# force triggers").
_LIST_INTENT_RE = re.compile(
    r"一覧|リスト|りすと|どのカード|どんなカード|カードは[?？]?$|\blists?\b|\bwhich cards\b"
    r"|カード(?:って|は|には)?(?:何が|なにが|何か|なにか)(?:ある|あり)"
    r"|(?:^|\b(?:any|are there|other|some|more|know|looking for|find|need|all(?: the)?|every"
    r"|name|good|best)\s+(?:[\w'-]+\s+)?)cards (?:that|which|with)\b|\bwhat cards\b"
)


@dataclass(frozen=True)
class AnalyzedQuery:
    """A question as the search's stages read it (`analyze`)."""

    text: str
    folded: str
    kana_kept: str
    japanese: bool
    rule_numbers: list[str]
    keywords: list[str]
    keyword_groups: list[tuple[str, ...]]
    translated: list[str]
    translated_raw: list[str]
    translated_keywords: list[str]
    kana_only: bool
    wants_list: bool
    # How much of the question (by keyword length) the term table could translate.
    translated_share: float
    # The multiplayer options and casual variants the question names (rulesdb.text.variants), and
    # chapter 7's special situations (rulesdb.text.situations).
    variants: frozenset[str] = frozenset()
    # What kind of answer it asks for: a timing, a number, a permission
    # (rulesdb.text.question_type).
    asks: frozenset[str] = frozenset()
    # In a question of several sentences, the keywords of the sentences that ask (with a
    # question mark): a story's incidental words weigh less than what is asked.
    focus: frozenset[str] = frozenset()
    # Words of the named cards' rules text (rulesdb.search.card_context): they weigh little, since
    # the question did not say them, but they tell which rules the card's ability is about.
    context: frozenset[str] = frozenset()
    # The rules' wording of the question's casual words ("0 or less life" for "I'm at -3"),
    # folded: the search also asks for each as a phrase (rulesdb.text.casual_words).
    formal: tuple[str, ...] = ()


def keywords_of(text: str, *, keep_hiragana: bool) -> list[str]:
    """Folded content words: kanji, katakana and Latin runs (hiragana only in kana-only text)."""
    kept = fold_keeping_kana(text)
    found: list[str] = []
    # A creature's power and toughness ("my 2/2") and a change of them ("-2/-2") are no topic
    # in their digits: "2" is in every rule of 702.2 (rulesdb.text.creature_state reads them).
    for run in _RUN_RE.findall(_POWER_TOUGHNESS_RE.sub(" ", kept)):
        if _HIRAGANA_RE.match(run) and not keep_hiragana:
            continue
        if not run.strip("ー"):
            # A dash on its own (folding makes every dash ー: "state-based", "-3 life") is no
            # word, and as a keyword it would match every long vowel of the Japanese texts.
            continue
        if run.isascii():
            words = [w for w in english_words(run) if w not in _STOPWORD_STEMS]
            found.extend(words)
            continue
        found.append(fold_kana(run))
    found.extend(_MODIFICATION_RE.findall(kept))
    unique: dict[str, None] = {}
    for word in found:
        unique.setdefault(word, None)
    return list(unique)


def analyze(text: str, vocabulary: Vocabulary, *, casual: bool = True) -> AnalyzedQuery:
    """The question read for searching; with `casual`, the rules' words for its casual ones
    ("scooped" -> concede) are asked for too (a card list's title is matched without them)."""
    text = text[:MAX_QUERY_CHARS]
    formal: list[str] = []
    if casual:
        folded_text = respelt(fold(text), vocabulary.known)
        formal = formal_words(folded_text)
        told = creature_phrases(folded_text, japanese=has_japanese(text))
        formal += [phrase for phrase in told if phrase not in formal]
    asked = " ".join([_PARTNER_AS_PLAYER_RE.sub(r"\1 teammate", text), *formal])
    kana_kept = fold_keeping_kana(asked)
    folded = fold_kana(kana_kept)
    kana_only = is_kana_only(kana_kept)
    to_japanese, to_english = vocabulary.translate(folded)
    japanese = has_japanese(text)
    translated = to_english if japanese else to_japanese
    translated_keywords: list[str] = []
    for term in translated:
        for word in keywords_of(term, keep_hiragana=False):
            if word not in translated_keywords:
                translated_keywords.append(word)
    keywords = keywords_of(asked, keep_hiragana=kana_only)
    groups = [
        _with_numerals(vocabulary.alternatives(k, folded, japanese=japanese)) for k in keywords
    ]
    sources = vocabulary.matched_sources(folded, japanese=japanese)
    total = sum(len(k) for k in keywords)
    covered = sum(len(k) for k in keywords if any(k in src or src in k for src in sources))
    return AnalyzedQuery(
        text=text,
        folded=folded,
        kana_kept=kana_kept,
        japanese=japanese,
        rule_numbers=find_rule_numbers(text),
        keywords=keywords,
        keyword_groups=groups,
        translated=[fold(t) for t in translated],
        translated_raw=[fold_keeping_kana(t) for t in translated],
        translated_keywords=translated_keywords,
        kana_only=kana_only,
        wants_list=bool(_LIST_INTENT_RE.search(kana_kept)),
        translated_share=covered / total if total else 0.0,
        variants=named_variants(folded) | named_situations(folded),
        asks=asked_kinds(folded),
        focus=_asked_keywords(text, kana_only),
        formal=tuple(fold(word) for word in formal),
    )


_SENTENCE_END_RE = re.compile(r"(?<=[。.!?！？:：])\s*")


def _asked_keywords(text: str, kana_only: bool) -> frozenset[str]:
    """The keywords of the sentences that ask, when the question has other sentences too."""
    sentences = [s for s in _SENTENCE_END_RE.split(text) if s.strip()]
    if len(sentences) < 2:
        return frozenset()
    asking = [s for s in sentences if s.rstrip()[-1:] in "?？"] or sentences[-1:]
    if len(asking) == len(sentences):
        return frozenset()
    return frozenset(keywords_of(" ".join(asking), keep_hiragana=kana_only))


def with_context(
    query: AnalyzedQuery,
    words: list[str],
    names: frozenset[str] = frozenset(),
    phrases: list[str] | None = None,
) -> AnalyzedQuery:
    """The question with the named cards' words added as context keywords; the words of the
    cards' names it says (`names`) weigh as context too: "Phyrexian Unlife" is not about
    Phyrexian mana. The rules' phrases the cards' text says (`phrases`) are asked for after
    the question's own."""
    named = names & frozenset(query.keywords)
    formal = tuple(dict.fromkeys([*query.formal, *(phrases or [])]))
    if not words and not named and formal == query.formal:
        return query
    groups = [*query.keyword_groups, *((word,) for word in words)]
    return replace(query, keyword_groups=groups, context=frozenset(words) | named, formal=formal)


def _with_numerals(group: tuple[str, ...]) -> tuple[str, ...]:
    """`ten` also matches `10` (the Japanese rules write digits) and `10` matches `ten`."""
    extra = [NUMBER_WORDS.get(k) or DIGITS_TO_WORDS.get(k) for k in group]
    return group + tuple(e for e in extra if e and e not in group)


def question_key(text: str) -> str:
    """One key for the spellings of a question that `analyze` reads alike, and so the search and
    the card lists answer alike: analysis reads only the first MAX_QUERY_CHARS characters, and
    neither how wide the gaps between words are nor the spaces around them."""
    return " ".join(text[:MAX_QUERY_CHARS].split())
