"""Totals, zones and players as typed in a chat in the middle of a game, rewritten to the forms
the patterns read: "drew from empty lib" (the library), "i dont block" (a contraction typed
without its apostrophe), "hits me with his dragon for 5" (the blow's amount), "swings at me
with his commander for 2" (the commander's blow), "with 3 other people" (a 4-player game),
"he has no library" (an empty one: was played full), "opp's life total hit 0" (was read as a
hit for 0: 'keeps_playing'), 「らいふ3」「あいてライフ3」 (words typed in hiragana), 「山札ゼロ」
(zero in katakana), 「相手ライフ0」 (a player, a space, and that player's total: was the
asker's 0, 'loses'), a seat by its letter alone after 「相手A」 (「Aの統率者」), an adverb of more
before the points (「統率者にまた3点」), and in Two-Headed Giant 「パートナー」 (the teammate)."""

from __future__ import annotations

import re

from bot.application.situations.model import Lang

_LIB = re.compile(r"\blib\b")
# Contractions typed without their apostrophe ("i dont block", "he didnt attack"); "cant" and
# "wont", words of their own, are in a chat about a game its "can't" and "won't".
_BARE_NOT = re.compile(
    r"\b(do|did|does|is|was|are|were|has|have|had|could|would|should|ca|wo)nt\b(?!')"
)
_LIFE_REACHED = re.compile(r"\blife(?: total)? (?:hit|hits|reached|reaches)(?= -?\d)")
_KANA_WORD = {"らいふ": "ライフ", "あいて": "相手"}
# An attack told before the blow it lands ("it swings again and connects for 4", "his dragon
# attacks and deals 6", "I swing in for 6 unblocked"): the blow says all the attack did.
_ATTACK_THEN_BLOW = re.compile(
    r"\b(?:swings?|swung|attacks?|attacked)(?: in| back|(?P<again> again))? and (?:then )?"
    r"(?P<blow>connects?|connected|hits?|deals?|dealt)\b"
)
# The plain creature a blow was dealt with, between the player hit and the amount ("opp hits me
# with his dragon for 5"): the blow is the amount. A creature told by anything more (infect,
# lifelink, a commander, a card's name) stays, and is read or refused as it is.
_WITH_A_CREATURE = re.compile(
    r"\b(hits?|attacks?|attacked|smacks?|smacked) (⟨[a-z0-9]+⟩) with (?:a|an|his|her|their|the|my"
    r"|⟨[a-z0-9]+⟩'s) (?:\d+/\d+ )?(?:creature|guy|dude|dragon|goblin|bear|beast|elf|zombie"
    r"|angel|demon|giant|knight|soldier|wurm|fatty|beater|attacker) (?=for \d)"
)
# The commander attacked with, told after the attack ("he swings at me again with his commander
# for 2"): the commander's blow, as "his commander hits me again for 2" tells it.
_WITH_THE_COMMANDER = re.compile(
    r"\b(?:swings?|swung|attacks?|attacked|hits?)(?: at)? (?P<p>⟨[a-z0-9]+⟩)(?P<again> again)?"
    r" with (?P<whose>his|her|their|⟨[a-z0-9]+⟩'s) commander (?=for \d)"
)
# The players of the game told as the others ("EDH with 3 other people"): so many and the asker.
_OTHERS = re.compile(r"\bwith (\d) other (?:people|players|friends|guys|opponents)\b")
# A library told as had by no one ("he has no library", "he doesn't have any cards in his
# library"): the forms the patterns read ("has an empty library", "has no cards in his library").
_NO_LIBRARY = re.compile(
    r"\b(?:(has|have|had|got) no|(?:does|do|did)n't have (?:a|any)) (?:library|deck)\b"
)
_NOT_ANY_CARDS = re.compile(r"\b(?:does|do|did)n't have any (more )?cards\b")
_SWUNG_IN = re.compile(r"\b(swings?|swung|attacks?|attacked) in (?=for \d)")
# 「山札ゼロ」「ライフゼロで」: zero in katakana, the number a total is told by.
_ZERO = re.compile(
    r"(ライフ|毒|山札|手札|墓地|ライブラリー?)((?:が|は)?)ゼロ(?=枚|点|個|で|に|の|だ|です|[、。,.!?]|$)"
)
_HIRAGANA_WORDS = re.compile(r"らいふ|(?<![ぁ-ん])あいて(?=[のがはにもラ\d ])")
# In Two-Headed Giant 「パートナー」 is the teammate, as 「相方」 is; in a story of commanders it
# may be a partner commander, and stays unread.
_TWO_HEADED = re.compile(r"双頭|2hg|two-headed")
_PARTNER = re.compile(r"パートナー(?!統率者|・?コマンダー|能力|を持|持ち)")
# A seat named by its letter alone after 「相手A」「相手B」 (「…今Aの統率者に殴られた」).
_SEATED = re.compile(r"相手[ab](?![a-z])")
_SEAT_LETTER = re.compile(r"(?<![a-z\d])(?<!相手)([ab])(?=の|が|は|に|から|も)")
# 「統率者にまた3点殴られた」「相手からさらに2点」: an adverb of more between the one who dealt
# it and the points says what an event told after another already says.
_MORE_BEFORE_POINTS = re.compile(r"(?<=[にら])(?:また|さらに|更に|再び|追加で)、?(?=\d+点)")
_PLAYER_SPACED = re.compile(r"(⟨[a-z0-9]+⟩) +(?=[ぁ-んァ-ヶ一-龠])")


def chat_words(text: str, lang: Lang) -> str:
    """The text with the words a chat shortens or spells in kana written out (before the
    players are marked)."""
    if lang == "en":
        text = _BARE_NOT.sub(r"\1n't", text)
        if "n't have" in text or " no " in text:
            text = _NO_LIBRARY.sub(lambda m: f"{m[1] or 'has'} an empty library", text)
            text = _NOT_ANY_CARDS.sub(r"have no \1cards", text)
        text = _ATTACK_THEN_BLOW.sub(lambda m: m["blow"] + (m["again"] or ""), text)
        text = _SWUNG_IN.sub(r"\1 ", text)
        text = _OTHERS.sub(lambda m: f"in a {int(m[1]) + 1}-player game", text)
        return _LIFE_REACHED.sub("life total is", _LIB.sub("library", text))
    text = _HIRAGANA_WORDS.sub(lambda word: _KANA_WORD[word.group()], text)
    text = _ZERO.sub(r"\1\g<2>0", text) if "ゼロ" in text else text
    text = _MORE_BEFORE_POINTS.sub("", text)
    if _SEATED.search(text):
        text = _SEAT_LETTER.sub(r"相手\1", text)
    if "パートナー" in text and _TWO_HEADED.search(text) and "統率者" not in text:
        text = _PARTNER.sub("相方", text)
    return text


def player_spaced(text: str, lang: Lang) -> str:
    """The text with a Japanese player's mark joined to the clause a space left after it, and
    an English blow's plain creature left out before its amount (after the players are
    marked)."""
    if lang == "en":
        if " with " not in text:
            return text
        text = _WITH_THE_COMMANDER.sub(
            lambda m: f"{m['whose']} commander hits {m['p']}{m['again'] or ''} ", text
        )
        return _WITH_A_CREATURE.sub(r"\1 \2 ", text)
    return _PLAYER_SPACED.sub(r"\1", text)
