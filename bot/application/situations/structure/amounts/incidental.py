"""Numbers a story says that no fact of the game the engine plays depends on: the turn's number
("on turn 3", 「3ターン目」), a match's round or game, a time ("20 minutes in", 「5分」), a year
or an edition, the size of a deck as built ("my 60-card deck"), mana paid or open ("paid 8
mana", "{X}", 「8マナで」). Each becomes `⟪⟫` (its words with it where they would read as an
event or a cost: "paid 8 mana"), so that the reader neither reads it as an amount nor refuses
the question for a number it could not place. A one-on-one game is said as the two-player game
it is ("1v1" -> "2-player game", 「タイマン」 -> 「2人戦」).

What stays is every number that could matter: life, damage, poison, cards in a zone, counts of
creatures or of turns to come ("for 3 turns"), a creature's power and toughness.
"""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

INCIDENTAL = "⟪⟫"
# Words that describe a creature in a parenthesis, and no blow it dealt.
_DESCRIBED = (
    r"(?: (?!(?:hit|hits|deal|deals|dealt|attack\w*|swing\w*|swung|connect\w*|me|him|her|them"
    r"|us|you)\b)[a-z]+){0,3}"
)
_UNIT_AFTER = r"(?! ?(?:life|damage|dmg|poison|counters?|cards?|points?|点|枚|個))"
# (pattern, replacement); a replacement with \1 keeps the words around the number.
_EN: tuple[tuple[str, str], ...] = (
    (r"\b(?:1 ?(?:v|vs\.?|versus|on|-on-) ?1|heads[- ]up)\b(?: game| match)?", "2-player game"),
    (r"\b(turn|round|game)[ -]?#?\d+\b(?! (?:life|damage|poison|cards?|turns?))", r"\1 ⟪⟫"),
    (r"\bt\d+\b", "turn ⟪⟫"),
    (r"\b\d+(?:st|nd|rd|th) (turn|round|game)\b", r"⟪⟫ \1"),
    # An ordinal that counts no point, counter or card ("the 2nd time", "my 3rd land drop");
    # one card or draw of a player's is one ("I draw my 2nd card this turn": a draw of one).
    (r"\b(my|his|her|the) \d+(?:st|nd|rd|th) (?=(?:card|draw)\b(?! (?:of|from) \d))", r"\1 ⟪⟫ "),
    (
        r"\b\d+(?:st|nd|rd|th)\b(?! (?:\w+ )?(?:points?|poison|counters?|cards?|damage|life"
        r"|commander|draw))",
        INCIDENTAL,
    ),
    (r"\b\d+ (turns?|rounds?) (ago|earlier|before|back)\b", r"⟪⟫ \1 \2"),
    # Over how many turns it came ("25 damage over 3 turns"): the amount is what was told.
    # ("over 3" is a rough number by then, ⟪~3⟫: text_normal.py).
    (
        r"\b(over|across|in|during) (the (?:last|past) )?(?:\d+|⟪~\d+⟫) turns\b",
        r"\1 \2⟪⟫ turns",
    ),
    (r"\b(in|within|during|with) 1 (?:turn|combat|go|hit|shot|swing|attack|blow)\b", r"\1 ⟪⟫"),
    (r"\b(best of|bo) ?\d+\b", r"\1 ⟪⟫"),
    # A match's score and the games played ("up 2-1", "1-0 in games", "3 games today"); a pair
    # of numbers with no word of a match beside it ("we're at 20-3") may be two life totals.
    (
        r"\b(up|down|won|lost|winning|losing|leading|trailing|behind|ahead) \d+-\d+\b"
        r"|\b\d+-\d+ (?=(?:in games|in the match|in game wins|up|down)\b)",
        r"\1 ⟪⟫",
    ),
    (r"\b\d+ (games|matches)\b", r"⟪⟫ \1"),
    (
        r"\b\d+ (minutes?|mins?|seconds?|secs?|hours?|hrs?|days?|weeks?|months?|years?)\b",
        r"⟪⟫ \1",
    ),
    (rf"\b(?:19|20)\d\d\b{_UNIT_AFTER}", INCIDENTAL),
    (r"\b\d+(?:st|nd|rd|th) (edition|ed)\b", r"⟪⟫ \1"),
    (r"\b\d+[- ]card (deck|decks|list|singleton|highlander|sealed|draft)\b", r"⟪⟫ \1"),
    (r"\bdeck of \d+\b", "deck of ⟪⟫"),
    # Commander damage counted from one commander (903.10a), as the rule says it.
    (r"\b(from|by) (?:1|one|a single) (commander|general)\b", r"\1 the same \2"),
    # A card by its cost ("his 2-drop", "a 3-mana spell", "5 cmc"), a die by its sides ("a d20"),
    # a tournament's cut ("top 8", not "the top 3 cards"), a time of day ("10 pm", "9:30").
    (r"\b\d+[- ]?(?:drops?|cmc|mv)\b|\b\d+-mana\b", INCIDENTAL),
    (r"\bd(?:4|6|8|10|12|20|100)\b|\b\d+-sided\b", INCIDENTAL),
    (r"\btop (?:4|8|16|32|64)\b(?! (?:cards?|of)\b)", "top ⟪⟫"),
    (r"\b\d{1,2}(?::\d\d)? ?pm\b|\b\d{1,2}:\d\d\b", INCIDENTAL),
    # A creature's size in a parenthesis after its name ("Hill Giant (3/3) connects for 3"),
    # left out: what it dealt is told, or the blow is refused as for a creature told by name.
    (r" ?\((?:an? )?\d+/\d+\)", ""),
    # A named card's size ("Platinum Angel (a 4/4 flier)", "my 4/4 Platinum Angel",
    # "Platinum Angel is a 4/4"): the engine has the card, and no combat to size it for.
    (rf"(⟦\d+⟧),? \((?:an? )?\d+/\d+{_DESCRIBED}(?: for \d+)?\)", r"\1"),
    (r"\b(my|his|her|their|the|a|an|opp's|opponent's) \d+/\d+ (⟦\d+⟧)", r"\1 \2"),
    (r"(⟦\d+⟧) (is|was) an? \d+/\d+\b", r"\1 \2 a creature"),
    # The players left, as the asker reckons them ("so 3 of us are left"): the engine seats
    # them (as 「残り3人」, patterns_ja.py).
    (r"\b\d+ of us (?:are |were )?(?:left|remaining)\b", INCIDENTAL),
    (
        r"\b(?:(?:pay|pays|paid|paying|spend|spends|spent|spending) )?(?:\d+|x) mana\b"
        r"|\{(?:\d+|x|[wubrgc])\}",
        INCIDENTAL,
    ),
)
# The words of a creature that change what its blow deals (trample, double strike, infect…).
_DEALING_JA = (
    r"トランプル|二段攻撃|ダブルストライク|ダブスト|感染|毒性|先制|ファーストストライク|絆魂"
    r"|ライフリンク|接死|パンプ|強化|トークン化"
)
_JA: tuple[tuple[str, str], ...] = (
    (r"1対1|1vs1|1v1|タイマン", "2人戦"),
    (r"(\d+)人(?:卓|テーブル|ポッド)", r"\1人戦"),
    # 「統率者戦4人」「4人の統率者戦」: the players of the game, as 「4人戦」.
    (r"(統率者戦|多人数戦)(?:で|の)?、?(\d+)人(?=[。、,.!?\s]|で|の|$)", r"\1、\2人戦"),
    (r"(\d+)人(?:の|で)(統率者戦|多人数戦)", r"\1人戦の\2"),
    # (「2発目が飛んできた」: the second blow, not 2 points)
    (r"(?:第)?\d+(ターン目|回戦|本目|ゲーム目|戦目|発目)", r"⟪⟫\1"),
    (r"\d+(分|秒|時間|日|週間|ヶ月|か月|カ月|歳)(?!\d)", r"⟪⟫\1"),
    (r"\d+年", "⟪⟫年"),
    # 「毒が2桁になった」: how many digits, no total (its 2 was read as 2 poison: 'keeps_playing')
    (r"\d+(桁)", r"⟪⟫\1"),
    # 「3ターン前から」「3ターン前に《…》を出した」: since when, or when a card came (「3ターン
    # 前にライフ10だった」 leaves the turns since untold, and 「3ターン後」 is to come: both stay).
    (r"\d+(ターン(?:ほど)?前(?:から|に(?=⟦)))", r"⟪⟫\1"),
    (r"\d+枚(デッキ|の(?:デッキ|構築|リミテッド))", r"⟪⟫\1"),
    (r"(?:\d+|x)マナ(?:を)?(?:支払って|支払い|払って|払い|使って|出して|で)?", INCIDENTAL),
    (r"\{(?:\d+|x|[wubrgc])\}", INCIDENTAL),  # a mana symbol (「{5}{b}{b}{b}で起動」)
    # A match's length (「bo3の2本目」「2本先取」), and 「1ターンに」「1ターンで」: within one turn
    # (「1ターン後」 is a turn to come, and stays).
    (r"(?<![a-z])(bo) ?\d+(?!\d)", r"\1⟪⟫"),
    (r"\d+(本先取)", r"⟪⟫\1"),
    (r"(?<!\d)1(ターン(?:に|で|の(?:うち|間)に))(?!\d*回)", r"⟪⟫\1"),
    # A match's score, a deck's colours, a card's edition (「1勝1敗」「5色」「m10の」「第10版」).
    (r"\d+勝\d+敗", INCIDENTAL),
    (r"\d+(色)", r"⟪⟫\1"),
    (r"(?<![a-z\d])m[12]\d(?![\d])|(?:第)?\d+(版)", r"⟪⟫\1"),
    # One of a card in play is the card (「《白金の天使》が1体いて」); two stay, and matter.
    (
        r"(⟦(?:\d+|\*)⟧(?:が|も|は)?)1(?:枚|体)"
        r"(?=(?:場に|戦場に)?(?:いる|いて|います|ある|あって|あります|出て|並んで))",
        r"\1",
    ),
    # 「3人でプレイしていて」: the players of the game (patterns_ja.SETTING reads 「3人戦」).
    (r"(\d+)人で(?=プレイ|遊|やっ|対戦)", r"\1人戦で"),
    # 「2回目の質問です」「3度目の対戦」: which question or game, not a blow.
    (r"\d+(回目|度目)(?=の(?:質問|投稿|ゲーム|対戦|試合|マッチ))", r"⟪⟫\1"),
    # A creature's kind told with its size (「ドラゴン(5/5飛行)」「5/5のドラゴン」「3/3トークン」):
    # the size is what the blow deals; a word that changes what it deals stays (below).
    (
        rf"[ァ-ヴー一-龥・]{{1,12}}\((\d+/\d+)(?:(?!{_DEALING_JA})[ァ-ヴー一-龥・、, ]){{0,12}}\)",
        r"\1",
    ),
    (
        rf"(\d+/\d+)の?(?!{_DEALING_JA})[ァ-ヴー・]{{2,12}}(?=が|に|で|を|は|と|、|,|\d体|[二三四五六]体)",
        r"\1",
    ),
)
_TABLES = {
    "en": tuple((re.compile(p), r) for p, r in _EN),
    "ja": tuple((re.compile(p), r) for p, r in _JA),
}


def mask(text: str, lang: Lang) -> str:
    """The text with its incidental numbers as `⟪⟫` (see above)."""
    text = _SUM.sub(_summed, text)
    for pattern, replacement in _TABLES[lang]:
        text = pattern.sub(replacement, text)
    return _card_text(_ordinals(_listed_sizes(text))) if lang == "ja" else text


# What a modelled card does, quoted or said of it (「《卓絶》の「ライフが20点以上のとき敗北する」」,
# 「卓絶はライフが20点以上だと負けるカードですよね」): the engine knows the card's text, and its
# numbers are no facts of the story. (An unmodelled card, ⟦*⟧, is the card veto's.)
_CARD_TEXT = re.compile(
    r"(?<=⟦\d⟧)(?:の|は)(?:テキスト|効果|能力|カード)?(?:は|が|に|で|って)?「[^」]*」"
    r"|(?<=⟦\d⟧)(?:は|って)[^。?!「」]*?(?:カード|効果|能力|テキスト)"
    r"(?=です|だ|でしょ|なの|なので|だから|のはず)"
)
_NUMBER = re.compile(r"⟪~\d*⟫|-?\d+")


def _card_text(text: str) -> str:
    return _CARD_TEXT.sub(lambda m: _NUMBER.sub(INCIDENTAL, m.group()), text)


# 「1回目に2点、2回目に2点」: which blow each amount was, not a count of blows. An ordinal is
# incidental only where every one before it is told too: 「2回目の攻撃で5点」 alone says a
# first blow the story does not tell, and stays.
_ORDINAL = re.compile(r"(?<!\d)(\d+)(回目|度目)(?=に|は|で|の|、|,)")


def _ordinals(text: str) -> str:
    told = {(int(m.group(1)), m.group(2)) for m in _ORDINAL.finditer(text)}

    def which(m: re.Match[str]) -> str:
        number, word = int(m.group(1)), m.group(2)
        if all((before, word) in told for before in range(1, number)):
            return f"{INCIDENTAL}{word}"
        return m.group()

    return _ORDINAL.sub(which, text)


# 「クリーチャー2体(2/2と1/1)」: creatures counted, then their sizes listed; the list is the
# creatures, where it counts as many as told (else both stay, and the count is unread).
_LISTED = re.compile(r"[ァ-ヴー一-龥・]{0,12}?(\d+)体\((\d+/\d+(?:(?:と|、|,)\d+/\d+)+)\)")


def _listed_sizes(text: str) -> str:
    def listed(m: re.Match[str]) -> str:
        sizes = re.findall(r"\d+/\d+", m.group(2))
        return m.group(2) if len(sizes) == int(m.group(1)) else m.group()

    return _LISTED.sub(listed, text)


# A sum the asker writes out: its parts beside the total they make (「3+4で7点」「7点(3点+4点)」,
# "7 (3+4) damage") are the total's, and a sum alone ("take 3+4 damage", 「3+4点受けた」) is its
# total. Not a size or a counter (+1/+1), and not a sum beside a total it does not make.
_PART = r"\d+(?:点)?"
_SUM = re.compile(
    rf"(?P<paren> ?\()?(?<![\d/+])(?P<parts>{_PART}(?:\+{_PART})+)(?![\d/])(?(paren)\))"
    r"(?P<then>で| ?= ?| is | makes )?(?P<total>\d+)?"
)


def _summed(m: re.Match[str]) -> str:
    total = sum(int(p) for p in re.findall(r"\d+", m.group("parts")))
    if m.group("paren"):
        before = re.search(r"(\d+)(?:点| damage| dmg)? ?$", m.string[: m.start()])
        if before is None or int(before.group(1)) != total or m.group("total"):
            return m.group()
        return ""
    if m.group("total") is not None:
        if not m.group("then") or int(m.group("total")) != total:
            return m.group()
        return m.group("total")
    unit = "点" if m.group("parts").endswith("点") else ""
    return f"{total}{unit}"
