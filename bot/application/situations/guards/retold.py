"""Long posts that tell more than the one game of the asker's that is asked about: a game the
asker watched or judged (a stream, coverage, a video: 「配信で見た話です」), a story someone else
posted ("Someone in another thread wrote: > I'm at 3 ..."), two games told one after the other
("Last week I was at 1 and took 1. Today I'm at 5 and take 3."), two situations ("Case A: ...
Case B: ..."), a card's rules text quoted where the card is no modelled one (「…「プレイヤーは
ライフを得られない。」と書いてあるエンチャント」), a card told only in a question of what might have
been ("Do I lose? If I had Platinum Angel in play would it be different?"), a clause after a
person named as its sentence's subject (「マイクが用事で帰るので自分のターンに投了しました」) and a
card whose holder is told around it (「《白金の天使》を出しているのは相手です」). Read as one game
of the asker's, each gave a verdict of nobody who asked, of the wrong game, or of a story
without the rule or the holder that decides it.
"""

from __future__ import annotations

import re
import unicodedata

from bot.application.situations.guards.repeated import summed_again, told_again
from bot.application.situations.matching import Reading
from bot.application.situations.text_normal import Normalised, normalise
from engine.cards import REGISTRY

# A game watched, not played: told by the asker as a viewer, or retold "from the player's side".
_WATCHED = {
    "en": re.compile(
        r"\b(?:stream|streams|streamed|streamer|streaming|twitch|youtube|vod|coverage|broadcast"
        r"|commentators?|casters?|spectat\w*|retell\w*|retold)\b"
        r"|\bfrom (?:the|that|this) (?:player|streamer|pro)'?s? "
        r"(?:side|point of view|pov|perspective)\b"
        r"|⟨you⟩ (?:was|am|were) (?:just |only )?(?:watching|judging)\b"
        r"|\b(?:judging|refereeing) (?:a|the|this|that|some) (?:game|match|round)\b"
        r"|\bwatching (?:a|the|some|⟨[a-z0-9]+⟩'s) (?:stream|video|vod|coverage|broadcast)\b"
        r"|\b(?:a|the|some) video ⟨you⟩ (?:watched|saw)\b"
    ),
    "ja": re.compile(
        r"配信|中継|動画|カバレージ|実況|観戦|ユーチューブ|youtube|ニコ生"
        r"|(?:プレイヤー|その人|本人|選手)(?:の)?(?:目線|視点)"
    ),
}

# The opponent's teammate ("his teammate in 2HG took 3", 「相手の相方が3点受けました」) is no
# teammate of the asker's: read as the asker's own ('keeps_playing' where the opposing team at
# 3 took 3).
_OTHERS_TEAMMATE = re.compile(r"⟨(?:they|opponent\d?|opponents)⟩(?:'s |の)⟨teammate⟩")

# A story someone else posted, quoted or retold ("Someone in another thread wrote: > I'm at
# 3 ...", 「別スレで…という質問を見ました」): its "I" is the poster, not the asker ('loses').
_POSTER = r"(?<![\w'])(?:⟨someone⟩|a guy|a user|some guy|this guy|a player|op)"
_PLACE = r"(?:thread|post|sub|subreddit|reddit|discord|server|forum|group chat|twitter|⟦\*⟧)"
_ANOTHERS_POST = {
    "en": re.compile(
        rf"{_POSTER} (?:on|in) (?:another |a |this |that |the other |the |⟨[a-z0-9]+⟩ )?{_PLACE}"
        rf"|{_POSTER} (?:wrote|posted|tweeted)\b|⟨someone⟩ asked(?: ⟨you⟩)?(?: this)? on\b"
        rf"|\b(?:saw|read|found) (?:this|it|a post|a question) (?:on|in) (?:a |another )?{_PLACE}"
    ),
    "ja": re.compile(
        r"別スレ|他のスレ|(?:スレ|掲示板|知恵袋|ツイッター|twitter|sns)で(?:見|読)"
        r"|(?:誰か|他の人|ある人)が(?:書|言|聞|質問|投稿|ツイート)|(?:他の人|誰か)の(?:質問|投稿|ツイート)"
    ),
}
# a line quoted as in a forum post ("> I'm at 3 and my opponent bolts me")
_QUOTED_LINE = re.compile(r"(?m)^[ \t]*>")

# Two games told: a past one beside the one asked ("last week ... today"), or one named as
# another ("in a different game", 「別のゲーム」「先週のゲーム」).
_PAST_GAME = {
    "en": re.compile(
        r"\b(?:last (?:week|month|year|weekend|time|tuesday|friday|saturday|sunday)|yesterday"
        r"|the other day|(?:years?|months?|weeks?|days?) ago|a while (?:ago|back)"
        r"|different game|separate (?:game|story))\b"
    ),
    "ja": re.compile(
        r"先週|先月|昨日|前回|この前|以前|何年も前|別の(?:ゲーム|試合|対戦)"
        r"|さっきの(?:ゲーム|試合|対戦)"
    ),
}
_THIS_GAME = {
    "en": re.compile(
        r"\b(?:today|tonight|this (?:game|time|match)|now in this game|in today's game"
        r"|different game|separate (?:game|story))\b"
    ),
    "ja": re.compile(r"今日|今回|今夜|このゲーム|今の(?:ゲーム|試合)|別の(?:ゲーム|試合|対戦)"),
}
# a game told as another than the one asked ("In a different game last week I was at 2 and
# took 5. My opponent conceded.": 'loses')
_OTHER_GAME = {
    "en": re.compile(r"\b(?:different|separate|another|other|previous|earlier) (?:game|match)\b"),
    "ja": re.compile(r"別の(?:ゲーム|試合|対戦)|(?:前|さっき)の(?:ゲーム|試合|対戦)"),
}
# games told by their numbers, as written ("in game one ... in game two", 「1本目は…2本目は」;
# "In game 2 ... Did I lose game 2?" is one game)
_NUMBERED_GAME = {
    "en": re.compile(r"\bgame (\d+|one|two|three)\b|\b(first|second|third) game\b"),
    "ja": re.compile(r"(\d+|一|二|三)(?:本目|戦目|ゲーム目)"),
}
_ORDINAL = {"one": "1", "first": "1", "一": "1", "two": "2", "second": "2", "二": "2"}
_ORDINAL |= {"three": "3", "third": "3", "三": "3"}


# A total told in the past, then one in the present ("Yesterday I was at 4 and took 4. My
# opponent is at 3."): the past one is the other game's.
_PAST_TOTAL = re.compile(r"\b(?:was|were) at\b")
_PRESENT_TOTAL = re.compile(r"\b(?:is|am|are) at\b")


def _tense_turns(norm: Normalised, start: int) -> bool:
    if norm.lang != "en" or not (told := _PAST_TOTAL.search(norm.text, start)):
        return False
    return _PRESENT_TOTAL.search(norm.text, told.end()) is not None


def retold(question: str, norm: Normalised, reading: Reading) -> str | None:
    """Why the story may not be one game the asker plays, or None."""
    lang = norm.lang
    if found := _WATCHED[lang].search(norm.text):
        return f"not understood: a game the asker watched ({found.group()!r})"
    if found := _OTHERS_TEAMMATE.search(norm.text):
        return f"whose teammate is {found.group()!r}: the opponent's, not the asker's"
    if found := _ANOTHERS_POST[lang].search(norm.text):
        return f"not understood: a story someone else posted ({found.group()!r})"
    if _QUOTED_LINE.search(question):
        return "not understood: a story quoted from someone else's post ('> ...')"
    if found := _OTHER_GAME[lang].search(norm.text):
        return f"not understood: another game told ({found.group()!r})"
    past = _PAST_GAME[lang].search(norm.text)
    if past and (_THIS_GAME[lang].search(norm.text, past.end()) or _tense_turns(norm, past.end())):
        return f"not understood: two games told ({past.group()!r})"
    if len(_games_numbered(question, lang)) > 1:
        return "not understood: two games told, each by its number"
    if found := _SCENARIOS[lang].search(norm.text):
        return f"not understood: two situations told ({found.group()!r})"
    if len(set(_LABELLED.findall(norm.text))) > 1:
        return "not understood: two situations told, each by its label"
    return (
        quoted_rules(question, norm)
        or supposed_card(norm, reading)
        or named_subject(norm, reading)
        or cleft_holder(norm, reading)
        or told_again(norm, reading)
        or summed_again(norm, reading)
    )


# Two situations in one post ("Case A: ... Case B: ...", "First situation: ... Second
# situation: ...", "Also, separately: ...", 「別の話ですが」): read as one story, the asked one's
# verdict was the other's, or both played together.
_SCENARIO = r"(?:case|scenario|situation|example|setup|version|option|hypothetical)"
_LABEL = r"(?:[a-d]|⟪⟫|\d+|one|two|three)"
_LABELLED = re.compile(rf"\b{_SCENARIO} ({_LABEL})\b")
_SCENARIOS = {
    "en": re.compile(
        rf"\b(?:second|2nd|another|other|different|separate) {_SCENARIO}s?\b"
        r"|\b(?:two|2|several|multiple) (?:scenarios|situations|cases|examples|setups)\b"
        r"|\bseparately\b"
    ),
    "ja": re.compile(
        r"別の(?:話|ケース|パターン|状況|場面|シチュエーション|例)"
        r"|(?:ケース|パターン|状況|シチュエーション)(?:⟪⟫|\d+|[a-d]|２)"
        r"|もう(?:一つ|1つ|ひとつ)の(?:状況|ケース|パターン|場合)"
    ),
}


def _games_numbered(question: str, lang: str) -> set[str]:
    written = unicodedata.normalize("NFKC", question).lower()
    found = _NUMBERED_GAME[lang].finditer(written)
    return {_ORDINAL.get(word, word) for m in found for word in m.groups() if word}


# A card's text quoted: told as what a card says ("an enchantment that says "...""), or a
# quotation after which the story tells it was written on a card (「…」と書いてある).
_QUOTE = {
    "en": re.compile(r"\"([^\"]{4,})\"|“([^”]{4,})”"),
    "ja": re.compile(r"[「『]([^」』]{4,})[」』]"),
}
_CARD_SPEAKS_BEFORE = {
    "en": re.compile(
        r"\b(?:card|enchantment|artifact|creature|planeswalker|emblem|permanent|land|text"
        r"|oracle|wording|it)\b[^.!?\"]{0,30}\b(?:says?|said|reads?|reading|is|printed)[,:]? ?$"
        r"|\b(?:text|oracle|wording)[,:]? ?$"
    ),
    "ja": re.compile(
        r"(?:カード|エンチャント|アーティファクト|クリーチャー|プレインズウォーカー|紋章|テキスト"
        r"|効果|土地)(?:に|には|は|が|で|の)?$"
    ),
}
_CARD_SPEAKS_AFTER = {
    "en": re.compile(r"^[.,]? ?(?:that's|this is|which is|is the text of|from) "),
    "ja": re.compile(
        r"^(?:と|って|っていう|という)(?:書|いう(?:カード|エンチャント|アーティファクト|効果|テキスト)"
        r"|テキスト|効果|カード|エンチャント|アーティファクト)"
    ),
}
# The quote right after a named modelled card is that card's own text ("Platinum Angel
# reads: "You can't lose..."", 「《白金の天使》「あなたは…」」): the engine plays it.
_NAME_SPEAKS = re.compile(r"(?:'s text| text| reads| says| said)?[ :：]*$")
_BRACKETED = re.compile(r"《[^》]*》$")


def quoted_rules(question: str, norm: Normalised) -> str | None:
    """A card's rules text quoted that is no modelled card's own: the rule it states may
    decide the story, and the engine does not play it."""
    written = re.sub(r"\s+", " ", question.lower())
    for found in _QUOTE[norm.lang].finditer(written):
        before, after = written[max(0, found.start() - 60) : found.start()], written[found.end() :]
        if not (
            _CARD_SPEAKS_BEFORE[norm.lang].search(before)
            or _CARD_SPEAKS_AFTER[norm.lang].match(after)
        ):
            continue
        if _named_modelled(before, norm) or _the_named_card(before, after[:40], norm):
            continue
        return "the engine does not model a card whose text the story quotes"
    return None


# A permanent the quote brings in besides the named cards ("his enchantment reads", "a card
# that says", 「相手のクリーチャーのテキストに」「…と書かれたアーティファクト」); "the card says",
# 「カードには」 speak of the card the story names.
_ANOTHER_CARD = {
    "en": re.compile(
        r"\b(?:enchantment|artifact|creature|planeswalker|permanent|land|emblem|a card|another card"
        r"|other card|his card|her card|their card)s?\b"
    ),
    "ja": re.compile(
        r"エンチャント|アーティファクト|クリーチャー|プレインズウォーカー|土地|紋章|別のカード"
    ),
}


def _the_named_card(before: str, after: str, norm: Normalised) -> bool:
    """The quote is told as the text of "the card" where every named card is modelled."""
    named = bool(norm.cards) and all(name in REGISTRY for name in norm.cards)
    speaker = before[-40:] + " " + after
    return named and not _ANOTHER_CARD[norm.lang].search(speaker)


def _named_modelled(before: str, norm: Normalised) -> bool:
    """The quote follows the name of a modelled card."""
    tail = _NAME_SPEAKS.sub("", before)
    if bracketed := _BRACKETED.search(tail):
        tail = bracketed.group()
        return any(name in REGISTRY for name in normalise(tail, norm.cards).cards)
    return any(tail.endswith(name.lower()) for name in norm.cards if name in REGISTRY)


# A question of what might have been, asked after the story's own question ("Do I lose? If I
# had Platinum Angel ...", 「負けですか？あと、もし《白金の天使》がいたら」): its card is not in
# the game told.
_SUPPOSING = {
    "en": re.compile(
        r"\b(?:what if|if ⟨[a-z0-9]+⟩ had|had ⟨[a-z0-9]+⟩ had|suppose|say ⟨you⟩ had)\b"
    ),
    "ja": re.compile(r"もし|仮に"),
}
_ASKED = re.compile(r"[?？]")
_SENTENCE_END = re.compile(r"[.!?。！？\n]")


def supposed_card(norm: Normalised, reading: Reading) -> str | None:
    asked = _ASKED.search(norm.text)
    if asked is None:
        return None
    for found in _SUPPOSING[norm.lang].finditer(norm.text, asked.end()):
        end = _SENTENCE_END.search(norm.text, found.end())
        limit = end.end() if end else len(norm.text)
        if any(c.cards and found.start() <= c.start < limit for c in reading.every):
            return "not understood: a card told only in a question of what might have been"
    return None


# A person named as a sentence's subject (「マイクが用事で帰るので自分のターンに投了しました」): a
# clause after it that names no subject of its own is theirs, not the asker's by omission
# (read as the asker's concession: 'loses'). Katakana words of the game are no names.
_NAMED_PERSON = re.compile(
    r"(?<![ァ-ヶー一-龥])(?:(?P<name>[ァ-ヶー]{2,8})(?:さん|くん|君|ちゃん|氏)?"
    # a name in kanji by its honorific (「田中さんが」), as 相手 or 天使 have none
    r"|(?P<kanji>[一-龥]{1,4})(?:さん|くん|君|ちゃん|氏|様))(?:が|は)"
)
_GAME_WORDS = re.compile(
    r"ライフ|ダメージ|クリーチャー|ターン|ドロー|ライブラリ|カード|トークン|ゲーム|エンチャント"
    r"|アーティファクト|コントロール|ブロック|アタック|パンプ|マナ|デッキ|スペル|ソーサリー"
    r"|インスタント|カウンター|プレイヤー|プレインズウォーカー|メイン|ステップ|フェイズ|チーム"
    r"|コンボ|アクション|ルール|ジャッジ|エムブレム|サイド|ハンド|スタック|トランプル|パーマネント"
    r"|ランド|シャッフル|マリガン|ボード|フィールド|グレイブ|ミル|ファッティ|フォーマット|モダン"
    r"|スタンダード|レガシー|パウパー|ヴィンテージ|パイオニア|ドラフト|シールド|コマンダー|マジック"
    r"|タップ|ダブル|トリガー|レスポンス|リソース|テキスト|オラクル|ルーリング|トークン|サーチ"
)

# 「店長さんが見てる前で、ライフ3で3点受けました」: the person is where it happened, no subject.
_BESIDE = re.compile(r"(?:前|横|隣|後ろ|中)で")


def named_subject(norm: Normalised, reading: Reading) -> str | None:
    if norm.lang != "ja":
        return None
    for found in _NAMED_PERSON.finditer(norm.text):
        name = found["name"] or found["kanji"]
        if _GAME_WORDS.search(name):
            continue
        end = _SENTENCE_END.search(norm.text, found.end())
        limit = end.start() if end else len(norm.text)
        for item in reading.clauses:
            after = found.end() <= item.start < limit
            if (
                after
                and item.player is None
                and not _BESIDE.search(norm.text, found.end(), item.start)
            ):
                return f"whose is the clause after {name!r}: the sentence's subject"
    return None


# A card's holder told around it rather than as its clause's subject: after it
# (「《白金の天使》を出しているのは相手です」「…出してるの、相手なんですよ」「場にいます
# （相手の）」), before it in a relative clause (「相手がコントロールする《白金の天使》が」) or
# as its owner (「天使の持ち主は相手です」). Read with no subject, the card was the asker's
# ('keeps_playing' at 2 taking 4 with the opponent's Angel).
_OTHER = r"⟨(?!you⟩)[a-z0-9]+⟩"
_HOLDER_AFTER = re.compile(rf"(?:の|ん)(?:は|って|、)\s?{_OTHER}|\({_OTHER}(?:の(?:もの)?)?\)")
_HOLDER_BEFORE = re.compile(rf"{_OTHER}が(?:コントロール|出|場に出|置)[^。、⟨⟦]{{0,8}}$")


def cleft_holder(norm: Normalised, reading: Reading) -> str | None:
    if norm.lang != "ja":
        return None
    for item in reading.clauses:
        if item.player is not None:
            continue
        told = norm.text[item.start : item.end]
        after = _HOLDER_AFTER.match(norm.text, item.end)
        before = item.kind == "controls" and _HOLDER_BEFORE.search(norm.text, 0, item.start)
        owned = item.card is not None and re.search(
            rf"⟦{item.card}⟧の(?:持ち主|オーナー|コントローラー|所有者)(?:は|が){_OTHER}", norm.text
        )
        if after or before or owned:
            return f"whose is {told!r}: told by whom it is around it"
    return None
