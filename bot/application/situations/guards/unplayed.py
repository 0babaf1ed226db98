"""A Japanese story of totals alone, no event read, where the words still tell something done:
「相手のライフ2を削りきった。勝ち？」「ライフ5、一気に溶かされた。負け？」「リーサル入った」
were each played as nothing happening ('keeps_playing'), the finishing blow told in a verb no
reading takes. Where the totals decide nothing, a verb told in the past outside every read
clause and outside the question is an event unread, unless its sentence tells that nothing
happened (「相手が何もせずターンを終えました」).
"""

from __future__ import annotations

import re

from bot.application.situations.matching import EVENT_KINDS, Reading, asking_parts
from bot.application.situations.text_normal import Normalised

# A verb in the past, plain or polite (「削りきった」「溶かされた」「入った」「倒しました」), not
# the copula (「ライフ3だった」「でした」「なんだ」).
_DONE = re.compile(
    r"(?<!だ)(?<!で)(?:[っいしんれえけせてめきちびみねげべぎ]た|ました|(?<!な)んだ|いだ)(?![ぁ-ゖ])"
)
# Nothing done (「何もせず」「受けなかった」), or a total told by the verb that put it there
# (「9個目の毒カウンターが乗りました」).
_NOTHING_DONE = re.compile(r"何も|なかった|ませんでした|(?:乗|載|のっ|置か)(?:り|っ|れ)")
_SENTENCE = re.compile(r"[^。!?！？]*")
# A name in katakana no search recognised, outside every read clause (「ライフ2でショック　死ん
# だ？」「相手ライフ1 ショックで勝ち確」 were 'keeps_playing': the spell that was the story went
# unread), unless it is a word of the game itself.
_AT_TOTAL = re.compile(r"で(?!し|す|あ|ござ)([^\s。、,.!?！？]{2,})")
_UNREAD_NAME = re.compile(
    r"(?!(?:ライフ|ゲーム|ターン|プレイヤー|ダメージ|カード|デッキ|ライブラリー?|クリーチャー|トークン"
    r"|パーマネント|コントロール|カウンター|フェイズ|フェーズ|ステップ|メイン|ジャッジ|カジュアル"
    r"|ルール|コマンダー|スタンダード|モダン|パイオニア|レガシー|ヴィンテージ|リミテッド|ドラフト"
    r"|シールド|マッチ|サイドボード|サイド|マリガン|アンタップ|アップキープ|エンド|ブロック|アタック"
    r"|コンバット|プレイ|ボード|フィールド|ハンド|スタック|レスポンス|チーム|マナ)(?![ァ-ヶー]))"
    r"(?<![ァ-ヶー・])[ァ-ヶー・]{3,}"
)


def unplayed(norm: Normalised, reading: Reading) -> str | None:
    """Why a story of undecided totals may tell an event no reading took, or None."""
    if norm.lang != "ja" or not _undecided(reading):
        return None
    text = list(norm.text)
    spans = [(c.start, c.end) for c in reading.every] + asking_parts(norm)
    for start, end in spans:
        text[start:end] = " " * (end - start)
    blanked = "".join(text)
    if named := _UNREAD_NAME.search(blanked):
        return f"not understood: {named.group()!r} told, and nothing read of it"
    for item in reading.every:
        # 「らいふ3でいなずま 負け？」: what befell the player at the total, in words unread
        if at_total := _AT_TOTAL.match(blanked, item.end):
            return f"not understood: {at_total.group(1)!r} told at a total, and nothing read of it"
    for found in _DONE.finditer(blanked):
        sentence = _sentence_of(norm.text, found.start())
        if not _NOTHING_DONE.search(sentence):
            return f"not understood: an event told as {sentence.strip()!r}"
    return None


def _undecided(reading: Reading) -> bool:
    """No event read, and no total or card that decides the game by itself."""
    for item in reading.every:
        if item.kind in EVENT_KINDS or item.kind in {"controls", "lost", "loses_subgame"}:
            return False
        if item.kind == "life_is" and any(n <= 0 for n in item.numbers):
            return False
        if item.kind == "poison_is" and any(n >= 10 for n in item.numbers):
            return False
        if item.kind == "library_is" and any(n <= 0 for n in item.numbers):
            return False
    return True


def _sentence_of(text: str, at: int) -> str:
    start = max(text.rfind(mark, 0, at) for mark in "。!?！？") + 1
    found = _SENTENCE.match(text, start)
    return found.group() if found else ""
