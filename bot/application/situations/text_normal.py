"""The question rewritten so that patterns can be plain: one spelling per thing.

Cards become `⟦i⟧` (i indexes the card list), players `⟨you⟩`, `⟨opponent⟩`, `⟨opponent2⟩`,
`⟨teammate⟩`, `⟨team⟩` (the asker's team), number words digits, numbers no fact depends on
`⟪⟫` (structure/incidental.py). Everything else is left as written: what no pattern reads is
still there for the reader to refuse.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from bot.application.situations.card_effects import tellings
from bot.application.situations.card_effects.inert_roles import settle_left
from bot.application.situations.card_effects.oracle import OracleCard
from bot.application.situations.card_names import aliases
from bot.application.situations.guards.nobody import nobody
from bot.application.situations.model import Lang
from bot.application.situations.structure.amounts.devotion_told import devotion_told
from bot.application.situations.structure.amounts.elided import said_in_full
from bot.application.situations.structure.amounts.incidental import mask
from bot.application.situations.structure.amounts.written_chat import chat_words, player_spaced
from bot.application.situations.structure.amounts.written_en import english_numbers
from bot.application.situations.structure.amounts.written_ja import japanese_numbers
from bot.application.situations.structure.settling.halves import mark_halves, with_doubles
from bot.application.situations.structure.settling.pronouns import named_back
from bot.application.situations.unknown_names import UNMODELLED as UNMODELLED
from bot.application.situations.unknown_names import mark_unknown
from bot.application.situations.unread_numbers.x_values import with_x_values

_JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
# "opponent 2 is at 3" names a seat; "me 10, opponent 2" gives a total (structure/lists.py).
_SEAT_NUMBER = (
    r"(?:(?<=(?:to|by|at) opponent \d)|(?<=from opponent \d)"
    r"|(?! ?(?:life|hp|poison|cards?)\b|[,.;)]|$))"
)
# 「相手3人」「相手2体」 count, and name no seat.
_COUNTER = r"[人体枚個点つ回]"
# Most specific first: "my opponent" before "my", "the other opponent" before "opponent".
_EN_PLAYERS: tuple[tuple[str, str], ...] = (
    # A player the words do not say ("someone concedes", "nobody conceded"): attribution.py
    # refuses a clause about them, where it would have taken it for the asker's.
    (
        r"some(?:one|body)|any(?:one|body)|nobody|no one|no player|(?:a|one|another|any) player"
        r"|the player (?:to|on) (?:my|the) (?:left|right)"
        # "one of the opposing players concedes": which one, and of which team, is not said
        r"|(?:1|one|either|neither|any|some) of (?:the |my |those )?(?:opposing players"
        r"|opponents|opps|other players|players|other guys)",
        "⟨someone⟩",
    ),
    # "everyone but me" is every opponent, not every player
    (
        r"every(?:one|body) (?:else|(?:but|except|other than) (?:me|myself))"
        r"|all (?:the )?(?:other players|(?:but|except) me)"
        r"|(?:all|each|every one) of (?:us|the players) (?:but|except|other than|besides)"
        r" (?:me|myself)",
        "⟨opponents⟩",
    ),
    (
        r"(?:both|all|each) (?:\d+ )?(?:of (?:us|the players)|players)|every(?:one|body)"
        r"|each player",
        "⟨all⟩",
    ),
    (
        r"(?:both|all|each) (?:of )?(?:my |the )?(?:\d+ )?opponents|(?:each|every) opponent",
        "⟨opponents⟩",
    ),
    (
        r"(?:the other|another|(?:the |my )?second|(?:the |my )?2nd) opponent"
        rf"|opponent (?:#|no\. ?)?2{_SEAT_NUMBER}|opponent b(?![a-z])",
        "⟨opponent2⟩",
    ),
    (
        rf"(?:the |my )?third opponent|opponent (?:#|no\. ?)?3{_SEAT_NUMBER}|opponent c(?![a-z])",
        "⟨opponent3⟩",
    ),
    (r"(?:(?:1|one) of )?the opposing heads?|an opposing head", "⟨opponent⟩"),
    (r"(?:the other|the opposing|their|the enemy) team", "⟨opponent⟩"),
    # "the last opponent", "the remaining opponent": which one is not said.
    (r"(?:my |the )?(?:last|remaining|final|only other) (?:opponent|opp|player)", "⟨someone⟩"),
    # "the opponent across from me": an opponent, placed (not the asker).
    (
        r"(?:my |the |an? )?(?:opponent|opp) (?:across from|opposite|next to|beside"
        r"|(?:to|on) (?:the )?(?:left|right) of|to (?:my|the) (?:left|right)) (?:me|myself)?",
        "⟨opponent⟩",
    ),
    (r"(?:my |the |an? |one |1 )?(?:opponent|opp)(?: a(?![a-z])| #?1)?(?=\b|')", "⟨opponent⟩"),
    (r"the other (?:guy|player|person)|(?:the |my )?villain", "⟨opponent⟩"),
    (r"(?:my )?(?:teammate|team-mate|team mate)", "⟨teammate⟩"),
    # In Two-Headed Giant "my partner" is the teammate; partner commanders are not players.
    (r"my partner(?! commanders?)(?!'s? commander)", "⟨teammate⟩"),
    (r"(?:we're|we are) both", "⟨all⟩ are"),
    (r"we were both", "⟨all⟩ were"),
    (r"we both", "⟨all⟩"),
    (r"we're|we are", "⟨team⟩ are"),
    (r"our team|we|our|us", "⟨team⟩"),
    # The other player in a two-player game (attribution.py refuses it in any other).
    (r"he's|she's|hes|shes", "⟨they⟩ is"),
    # He and she are the other player too; "her" only where it is no possessive.
    (r"theirs|hers", "⟨they⟩'s"),  # "mine 4, theirs 3"
    (r"they're|theyre", "⟨they⟩ are"),  # ("theyre on Transcendence" was the asker's)
    (r"they've|theyve", "⟨they⟩ have"),
    (
        r"they|them|he|him|she|her(?= for \d| to | into |[,.;!?]|$)|himself|herself|themselves",
        "⟨they⟩",
    ),
    (r"his", "⟨they⟩'s"),
    # "my buddy cast Shahrazad": the other player at a kitchen table (attribution.py: when).
    (
        r"(?:my|our) (?:buddy|friend|mate|pal|homie|bro|roommate|roomie|brother|sister|cousin"
        r"|gf|bf|girlfriend|boyfriend|wife|husband|son|daughter|kid|dad|mom)(?![a-z])",
        "⟨friend⟩",
    ),
    (r"i'm|im|i am", "⟨you⟩ am"),
    (r"i've", "⟨you⟩ have"),
    (r"i'll", "⟨you⟩ will"),
    (r"i'd", "⟨you⟩ would"),
    (r"i|me|myself", "⟨you⟩"),
    (r"my|mine", "⟨you⟩'s"),
)
# (うち: not 「そのうち」「3枚のうち」 (among) nor 「…しているうちに」 (while).)
_JA_ASKER = r"自分|私|わたし|僕|ぼく|俺|オレ|あたし|(?<!の)うち(?!に)|こっち|こちら"
_JA_PLAYERS: tuple[tuple[str, str], ...] = (
    # 「みんな投了した」「残りの相手」「最後の相手」: which players is not said.
    (
        r"誰か|だれか|誰も|だれも|(?:他|ほか)のプレイヤー|(?:左|右)隣(?:の(?:人|プレイヤー))?"
        r"|(?:残りの|残った|最後の|他の|ほかの)(?:対戦)?相手|(?<!相手)みんな|皆(?=が|は|も|、)",
        "⟨someone⟩",
    ),
    # 「私以外の全員」「私以外は全員」 are every opponent (「私以外の2人」, a count, stays unread);
    # 「相手チームの片方」「相手の1人」 one opponent
    (
        r"(?:私|自分|僕|俺)以外(?:の)?(?:プレイヤー|全員|みんな|皆)?(?:全員|みんな|とも)?"
        r"(?:(?:が|は)(?:全員|みんな|皆))?(?!\d)",
        "⟨opponents⟩",
    ),
    (r"(?:対戦)?相手(?:チーム)?の(?:片方|1人|一人|ひとり|どちらか)", "⟨opponent⟩"),
    # 「相手全員」「相手2人とも」 before 「全員」 (every player), 「各対戦相手」: every opponent.
    (
        r"(?:対戦)?相手(?:2人|全員|たち|みんな)(?:とも)?|両方の(?:対戦)?相手"
        r"|(?:各|(?:すべて|全て|それぞれ)の)(?:対戦)?相手",
        "⟨opponents⟩",
    ),
    # 「相手が全員投了した」: every opponent.
    (r"(?:対戦)?相手(が|は)(?:全員|みんな|2人とも|\d人とも)", "⟨opponents⟩\\1"),
    (
        r"全員|全プレイヤー|両者|お互い|2人とも|両プレイヤー|全体(?=に)"
        # 「両方ライフ0」「双方の毒が10個」: both players (「クリーチャー両方」 are no players)
        r"|(?:両方|双方)の?プレイヤー|(?<![ァ-ヴー⟧])(?:両方|双方)(?:とも)?(?=(?:の|が|は|、)?(?:ライフ|毒))"
        # 「各プレイヤーは3点のライフを失う」 was the unsaid asker's loss alone
        r"|各プレイヤー|(?:すべて|全て|それぞれ)のプレイヤー"
        rf"|(?:{_JA_ASKER})も(?:対戦)?相手も|(?:対戦)?相手も(?:{_JA_ASKER})も",
        "⟨all⟩",
    ),
    (
        r"(?:もう一人|もう1人|別|2人目|二人目)の(?:対戦)?相手|(?<=[、。])(?:もう一人|もう1人|もうひとり)"
        r"(?=の(?:ライフ|毒)|(?:が|は)、?(?:ライフ|毒))"  # (「一人が投了、もう一人のライフは15」)
        rf"|(?:対戦)?相手(?:2|b)(?![a-z\d]|{_COUNTER})",
        "⟨opponent2⟩",
    ),
    (rf"(?:対戦)?相手(?:3|c)(?![a-z\d]|{_COUNTER})", "⟨opponent3⟩"),
    (r"(?:対戦)?相手a(?![a-z])", "⟨opponent⟩"),
    (r"(?:対戦)?相手(?:の)?チーム|相手側", "⟨opponent⟩"),
    (
        r"自分たち|私たち|わたしたち|僕たち|俺たち|僕ら|俺ら|うちのチーム|自分の?チーム|私のチーム",
        "⟨team⟩",
    ),
    (r"(?<!相手)チーム(?=の|は|が|で|全体)", "⟨team⟩"),
    (r"(?:対戦)?相手の(?:1人|ひとり)|(?<![\d⟩])(?:1人|ひとり)(?=が|は)", "⟨opponent⟩"),
    (
        r"(?:対戦)?相手(?:の)?(?:プレイヤー|人(?!数)|方)|(?:対戦)?相手(?:さん|くん|様|氏)|対戦相手|相手"
        r"|(?:対面|対戦者)(?=の|は|が|に|も|から)",
        "⟨opponent⟩",
    ),
    (r"チームメイト|チームメート|相方|味方", "⟨teammate⟩"),
    # 「向こうの場に」「あっちの《白金の天使》」: the other side of the table (a two-player game's
    # opponent, attribution.py); 「あっちの場に」 was read as no one's, and the asker's.
    (r"(?:向こう|あっち|あちら)側|向こう(?=の|は|が|に|も)|あっち(?=の|は|が|に)", "⟨they⟩"),
    # 「友達が…を出していて」: the one other player at a kitchen table, as "my buddy" is.
    (r"友達|友人|ともだち|彼女|彼(?!ら)|あいつ|そいつ", "⟨friend⟩"),
    # 「相手は自分のライフが1の状態で、自分に3点」: 自分 in the clause of another player's topic
    # may be theirs (was the asker's: 'loses'); 「自分で」「自分から」 (by themselves) name no one,
    # and after 、 (「相手が投了した後で、自分のライフが0」) it is the asker again.
    (r"(⟨opponent\d?⟩(?:は|が)[^。?!⟨、,]{0,30}?)(?:自分|自身)(?!で|から)", r"\1⟨someone⟩"),
    (_JA_ASKER, "⟨you⟩"),
)


# The battlefield in the words players use for it (「相手の盤面に《白金の天使》」 was the asker's
# Angel: 'wins'): the 場 every reading knows.
_JA_BOARD = re.compile(r"盤面|(?<!バトル)フィールド")
# A card named after the clause of its casting (「相手が撃った《稲妻》で3点」): the caster's card,
# as 「相手の《稲妻》で3点」 says it.
_CAST_BY = re.compile(r"(⟨[a-z0-9]+⟩)(?:が|の)(?:撃っ|打っ|唱え|使っ|キャストし)(?:てきた|た)(?=⟦)")


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
    # Creatures whose text bears on nothing the engine plays, read as any creature (inert.py).
    inert: tuple[str, ...] = ()
    inert_at: tuple[tuple[int, str], ...] = ()  # where each is read as any creature
    texted: tuple[str, ...] = ()  # the unmodelled cards whose Oracle text the search gave
    devotion: tuple[int, ...] = ()  # devotions to blue told, -1 where no number (devotion_told)


def normalise(
    question: str, named_cards: Sequence[str], texts: Sequence[OracleCard] = ()
) -> Normalised:
    written = unicodedata.normalize("NFKC", question).replace("’", "'").replace("`", "'")
    text = _SPACES.sub(" ", written.lower()).strip()
    lang: Lang = "ja" if _JAPANESE.search(text) else "en"
    text = _REPORTED_SPEECH[lang].sub(" ", text)
    # The unmodelled cards' full names first: a modelled card's word may be inside one
    # ("Serra Angel" is not Platinum Angel's "Angel", 「セラの天使」 not its 「天使」).
    known = tellings.known_cards(texts)
    text = tellings.mark(text, known)
    names = [name.lower() for k in known for name in (k.card.name, k.card.ja_name) if name]
    text, cards = _mark_cards(text, named_cards, names)
    text = tellings.mark(text, known, short=True)
    text = mark_unknown(written, text, lang, named_cards)
    text = mask(said_in_full(with_x_values(_numbers(text, lang), lang), lang), lang)
    text, devotion = devotion_told(text, lang, cards)
    # "general" is the older name of the commander (903.3): "opponent's general".
    text = _GENERAL.sub(r"\1 commander", text)
    text = chat_words(text, lang)
    if lang == "ja":
        text = _JA_BOARD.sub("場", text)
    seats = _seat_letters(text) if lang == "en" else ()
    for pattern, token in _players(lang):
        text = pattern.sub(token, text)
    text = nobody(text, lang)
    text = player_spaced(text, lang)
    for letter, token in seats:
        subject, eliminated = _seat_patterns(letter)
        text = subject.sub(token, text)
        text = eliminated.sub(rf"\1 {token}", text)
    text = named_back(text, lang)
    text = mark_halves(with_doubles(text, lang), lang, cards)
    if lang == "ja":
        text = _CAST_BY.sub(r"\1の", text)
        text = _BODY.sub(r"\1", text)  # 「相手の本体に3点」: the player, not a creature
    text, told, unsettled = tellings.tell(text, lang, known, cards)
    left = settle_left(text, lang, known, UNMODELLED)
    # An inert creature told by its blow is as inert as one left in the story.
    inert = (*(k.card.name for k in known if k.inert and k.card.name in told), *left.inert)
    return Normalised(
        left.text,
        lang,
        cards,
        told=told,
        unsettled=unsettled,
        inert=tuple(dict.fromkeys(inert)),
        inert_at=left.at,
        texted=tuple(k.card.name for k in known),
        devotion=devotion,
    )


_SPACES = re.compile(r"\s+")
_BODY = re.compile(r"(⟨[a-z0-9]+⟩)の(?:本体|顔面|顔)(?=に|へ)")
_GENERAL = re.compile(r"\b(my|their|his|her|the|opponent's|opp's) general\b")


# (Compiled once each, when a story in the language is first read: a pattern written out and
# looked up in `re`'s cache for every story cost the reading as much as some of its matching.)
@functools.cache
def _players(lang: Lang) -> tuple[tuple[re.Pattern[str], str], ...]:
    """The players' spellings of `lang` and their tokens; English ones bounded as words."""
    if lang == "ja":
        return tuple((re.compile(pattern), token) for pattern, token in _JA_PLAYERS)
    return tuple(
        (re.compile(rf"(?<![\w⟨])(?:{pattern})(?![\w⟩])"), token) for pattern, token in _EN_PLAYERS
    )


@functools.cache
def _seat_patterns(letter: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The seat `letter` as a clause's subject, and as the object of a verb that puts a player
    out (the verb a group)."""
    return (
        re.compile(rf"(?<![\w⟨'])(?<!a ){letter}(?= {_SEAT_VERBS})"),
        re.compile(rf"\b({_ELIMINATES}) {letter}{_OBJECT_ENDS}"),
    )


# A seat named by letter ("opponent A ... then A scoops") is that opponent when it is a
# clause's subject: followed by a verb, the letter is not the article.
_SEAT_VERBS = (
    r"(?:is|was|has|had|gets|got|goes|went|loses|lost|concedes|conceded|scoops|scooped|dies"
    r"|died|controls|controlled|takes|took|draws|drew|casts|leaves|left)\b"
)


# ... and when it is the object of a verb that puts a player out ("I then kill B").
_ELIMINATES = r"kill|kills|killed|eliminate|eliminates|eliminated"
_OBJECT_ENDS = r"(?=\s*[,.;!?(]|$| (?:last|this|first|now|then|before|earlier|too)\b)"  # not "a"


def _seat_letters(text: str) -> tuple[tuple[str, str], ...]:
    named = set(re.findall(r"\bopponent ([ab])\b", text))
    return tuple((letter, "⟨opponent⟩" if letter == "a" else "⟨opponent2⟩") for letter in named)


def _mark_cards(
    text: str, named_cards: Sequence[str], known: Sequence[str] = ()
) -> tuple[str, tuple[str, ...]]:
    """`known`: the unmodelled cards' names (lower-cased), already marked; a modelled card's
    shorter spelling inside one ("angel" of "Serra Angel") names either: it is left unread."""
    cards: list[str] = []

    def token(name: str) -> str:
        if name not in cards:
            cards.append(name)
        return f"⟦{cards.index(name)}⟧"

    for spelling, name in aliases(named_cards):
        if spelling not in text or (
            spelling != name.lower() and any(spelling in other for other in known)
        ):
            continue  # the common case, and a regular expression costs more than this look
        escaped = re.escape(spelling)
        # ASCII spellings are words: "angel" is not inside "archangel".
        # (Japanese letters around an English name are not part of it: 「Shahrazadで」.)
        pattern = (
            rf"(?<![a-z0-9'])(?:the )?{escaped}(?![a-z0-9])" if spelling.isascii() else escaped
        )
        text = re.sub(pattern, _marker(token, name), text)
    return text, tuple(cards)


def _marker(token: Callable[[str], str], name: str) -> Callable[[re.Match[str]], str]:
    return lambda _match: token(name)


def _numbers(text: str, lang: Lang) -> str:
    return _rough(english_numbers(text) if lang == "en" else japanese_numbers(text), lang)


_ISH = re.compile(r"\b(\d+) ?(?:ish|-ish|or so)\b")


# A number said roughly or as a bound ("about 5", "less than 7", 「7枚未満」「5点くらい」) is no
# total: wrapped as ⟪~5⟫, no pattern reads it, and the reader refuses it unless a list
# (structure/lists.py) tells the exact ones.
_ROUGH = {
    "en": re.compile(
        r"\b(about|around|roughly|approximately|nearly|almost|like|at least|at most|less than"
        r"|fewer than|more than|over|under|below|above) (\d+)\b"
    ),
    "ja": re.compile(
        r"(約|だいたい|およそ|大体|ほぼ)?(\d+)(?=(枚|点|個)?(未満|以下|以上|超|近く|ほど|くらい|ぐらい"
        r"|程度|前後|弱|強))|(約|だいたい|およそ|大体|ほぼ)(\d+)"
    ),
}


# A count said by no number ("a few cards", 「数枚」) is as rough: ⟪~⟫, refused where unread.
_VAGUE = {
    "en": re.compile(
        r"\b(?:a couple|a few|several|a dozen|half a dozen|dozens|a bunch|a lot|lots|many"
        r"|a handful)(?: of)?(?= (?:more )?(?:cards?|life|damage|poison|counters?|points?)\b)"
        # "some more from a dragon", "some damage": an amount the story does not give
        r"|\bsome(?= more\b| (?:cards?|life|damage|poison|counters?|points?)\b)"
        r"|\ba (?:bit|little)(?= more\b| (?:of )?(?:life|damage|poison)\b)"
    ),
    "ja": re.compile(r"(?:数|何|いくつ)(?=(?:枚|点|個)(?!目))|少し(?=の?(?:ダメージ|ライフ))"),
}


def _rough(text: str, lang: Lang) -> str:
    text = _VAGUE[lang].sub("⟪~⟫", text)
    if lang == "en":
        text = _ISH.sub(r"⟪~\1⟫", text)  # "3ish"
        return _ROUGH["en"].sub(r"\1 ⟪~\2⟫", text)
    return _ROUGH["ja"].sub(_rough_ja, text)


def _rough_ja(match: re.Match[str]) -> str:
    if match.group(4) == "以下" and int(match.group(2)) <= 0:
        return match.group()  # 「ライフが0以下」: 0 or less is a loss like 0 (704.5a)
    word = match.group(1) or match.group(5) or ""
    return f"{word}⟪~{match.group(2) or match.group(6)}⟫"
