"""Numbers as Japanese players write them, made plain before the patterns read them: a minus
sign, a number stressed (残り, ちょうど, たったの, まだ), points left as life left, one total to
the next with an arrow, kanji numerals, and the rule's threshold as the asker heard it (no
total of the story). text_normal.py calls it on every Japanese question.
"""

from __future__ import annotations

import re

_KANJI_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九")}


_LISTED_POINTS = re.compile(r"(?<![\d.])(\d+点)[、,](?=\d+点(?:[、,]\d+点)*と)")
_PAID = re.compile(r"(ライフを?(\d+)点?を?)支?払")
_TOTAL_TOLD = re.compile(r"ライフ(?:は|が)?(-?\d+)(?!点)")


def _paid(text: str, paid: re.Match[str]) -> str:
    totals = [int(told.group(1)) for told in _TOTAL_TOLD.finditer(text, 0, paid.start())]
    beyond = bool(totals) and int(paid.group(2)) > min(totals)
    # Wrapped as a rough number (text_normal.py): no pattern reads it, and the reader refuses.
    return f"ライフを⟪~{paid.group(2)}⟫点払" if beyond else paid.group(1) + "失"


def japanese_numbers(text: str) -> str:
    text = re.sub(r"マイナス|−", "-", text)
    # 「5点、6点、7点と受けた」: a list of amounts, its commas the list's (「5点と6点と7点」),
    # not the clauses' (each amount was read as a blow of its own, the count after it as
    # the last one's repetitions).
    text = _LISTED_POINTS.sub(r"\1と", text)
    # 「コマンダーダメージ21点」 is commander damage (its 21 was read as plain damage).
    text = re.sub(r"コマンダー(?=ダメージ|から|に(?:殴|攻撃)|の攻撃)", "統率者", text)
    # 「残り1点で1点受けた」「相手は残り3点」: points left with no noun, of a player or of
    # nobody named, are life left (not 「ダメージは残り3点」「残り3点のダメージ」, nor the
    # opponent's in 「残り3点で勝てる」).
    text = re.sub(
        rf"(?:^|(?<=[、。,!?\s]){_TOPICS})残り"
        r"(?=\d+点(?:で(?!勝|倒|リーサル|削|相手)|です|でした|だ|しか|の状態|[、。,!?]|$))",
        "ライフ",
        text,
    )
    text = _LEFT_AFTER_POINTS.sub(_life_left, text)
    # 「ライフは残り3」「ちょうど13」: the number stressed; paying life is losing it (119.4).
    # (「あと1点で死ぬ」 stays: how far a total told is from a loss, distance_ja.py; so does
    # 「そのあと3点」: after that, the sequence of the events.)
    text = re.sub(
        r"(?:残り|(?<!その)(?<!この)あと(?!\d+点?で(?:負け|死|敗北))|ちょうど|ぴったり|たった(?:の)?)(?=-?\d+点?(?![回枚個人]))",
        "",
        text,
    )
    text = _x_said(text)
    # 「ライフ3→0になった」: from one total to the next (not a chain: 「20→17→14」 stays).
    text = re.sub(
        r"ライフ((?:は|が)?)(-?\d+)点?\s*(?:→|->|⇒|=>)\s*(-?\d+)点?(?:に|へ|まで)?(?![\d→>⇒-])",
        r"ライフ\1\2から\3に",
        text,
    )
    text = re.sub(r"((?:ライフ|毒)(?:は|が|も)?)まだ(?=-?\d)", r"\1", text)  # 「ライフはまだ19」
    # 「《血の署名》でライフ-2」: by a card, life less by 2 or life at -2: which is not said.
    # (「天使でライフ-5のまま」 stays a total.)
    text = re.sub(r"(?<=⟧で)ライフ-(\d+)(?=[、,]|して|し[、,])", r"ライフ⟪~-\1⟫", text)
    # Life paid is life lost, but no player pays more than they have (119.4): a payment over
    # a total told before it stays unread (「ライフ1でライフを2点払って」 was 'loses').
    text = _PAID.sub(lambda paid: _paid(text, paid), text)
    # Kanji numerals only before a counter, where they cannot be part of a word (一緒, 一度).
    text = re.sub(
        r"[〇一二三四五六七八九十]+(?=点|個|枚|人|つ|回)", lambda m: _kanji(m.group()), text
    )
    # And after a total's noun (「ライフ三で」「毒九」), where a word goes on (「ライフは十分」).
    text = re.sub(
        r"(?:(?<=ライフ)|(?<=ライフ[はが])|(?<=毒)|(?<=毒[はが]))[〇一二三四五六七八九十]+(?=[でのにはがもと、。,!?]|$)",
        lambda m: _kanji(m.group()),
        text,
    )
    # The rule's threshold as the asker heard it (「統率者ダメージ21点で負け、と聞いた」): no
    # total of the story, so rough (text_normal._rough): the story around it may be told in
    # its terms.
    text = _RULE_HEARD.sub(r"⟪~\1⟫", text)
    return text


_RULE_HEARD = re.compile(
    r"(?<![-\d])(\d+)(?=(?:点|個|つ)?(?:以上)?(?:で|になると|になったら|を超えると)"
    r"(?:負け|敗北|死|脱落)[^。?!]{0,4}?(?:(?:と|って)(?:聞|言|習|教|読|書)|(?:という|って)ルール))"
)


# 「3点食らって残り2」: what is left after points is life, where the sentence counts nothing
# else (not 「2枚引いて残り1」, nor commander damage or poison: 「統率者から3点受けて残り18点」).
_LEFT_AFTER_POINTS = re.compile(r"(?<=[てで、])残り(?=\d+点?(?![\d枚個人回つ体]))")
_POINTS_ONLY = re.compile(r"[^。?!]*\d+点[^。?!\d]*$")
_OTHER_COUNT = re.compile(r"統率者|毒|感染|枚|個")


def _life_left(left: re.Match[str]) -> str:
    text = left.string
    begins = max(text.rfind(mark, 0, left.start()) for mark in "。?!") + 1
    told = text[begins : left.start()]
    if _POINTS_ONLY.match(told) and not _OTHER_COUNT.search(told):
        return "ライフ"
    return left.group()


# 「X点のダメージ（X=5）」: X said once is that number where it counts points, cards or
# counters (two values of X, or none, are a count said by no number, refused).
_X_IS = re.compile(r"[(]?x ?= ?(\d+)[)]?")
_X_COUNTS = re.compile(r"(?<![a-z])x(?=点|枚|個|つ)")


def _x_said(text: str) -> str:
    values = {m.group(1) for m in _X_IS.finditer(text)}
    if len(values) != 1 or not _X_COUNTS.search(text):
        # No value, or two: a count said by no number (「X点受けた」 was no damage at all).
        return _X_COUNTS.sub("⟪~⟫", text)
    return _X_COUNTS.sub(values.pop(), _X_IS.sub("⟪⟫", text))


# A player as the topic before 「残り」 (one lookbehind each: they differ in length).
_TOPICS = "".join(
    f"|(?<={who}[はがも])" for who in "相手 自分 私 僕 俺 相方 チーム こっち こちら".split()
)


def _kanji(numeral: str) -> str:
    if "十" not in numeral:
        return "".join(str(_KANJI_DIGITS[c]) for c in numeral)
    tens, _, ones = numeral.partition("十")
    value = (_KANJI_DIGITS[tens] if tens else 1) * 10 + (_KANJI_DIGITS[ones] if ones else 0)
    return str(value)
