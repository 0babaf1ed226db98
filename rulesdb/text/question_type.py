"""What kind of answer a question asks for: a timing ("when", "いつ"), a number ("how many",
"何個") or a permission ("can I", "できる"), and whether a rule's text states one.

A rule that states what is asked ("…each time a player would receive priority", "ten or more
poison counters", "can't") is more likely the answer than one that merely shares the words.
"""

from __future__ import annotations

import re

from rulesdb.text.regex_literals import ScreenedPattern

TIMING = "timing"
NUMBER = "number"
PERMISSION = "permission"
DEFINITION = "definition"
ENUMERATION = "enumeration"

# Folded questions (casefolded, katakana as hiragana).
_ASKS: dict[str, re.Pattern[str]] = {
    TIMING: re.compile(
        r"\bwhen (?:exactly|do|does|is|are|will|would)\b|\bat what point\b|\bhow (?:soon|long)\b"
        r"|いつ|たいみんぐ|瞬間"
    ),
    NUMBER: re.compile(r"\bhow (?:many|much)\b|何(?:個|点|枚|回|人|つ)|いくつ"),
    PERMISSION: re.compile(
        r"^(?:can|may|could)\b|\b(?:can|may|could) (?:i|you|he|she|they|we|a player)\b"
        r"|できる|できます|できない|可能"
    ),
    # A short question asking what a thing is: "what is a subgame", "サブゲームってなに".
    DEFINITION: re.compile(
        r"^(?:so )?what(?:'s| is| are) (?!all\b|every\b)(?:a |an |the )?[\w' -]{1,30}\??$"
        r"|^what does [\w' -]{1,30} mean\??$|\bdefinition of\b"
        r"|^.{1,20}(?:って|とは)(?:なに|何|なん(?:です)?か?)?[?？]?$|の意味は"
    ),
    # All the cases of something asked: "what are all the ways to lose", 「負ける条件を全部」.
    ENUMERATION: re.compile(
        r"\b(?:all|every|list of|what kinds? of|types? of)\b.{0,30}\b(?:ways?|actions?|conditions?"
        r"|cases|kinds|types)\b|\bhow many ways\b|\bwhat (?:are the )?(?:ways|kinds)\b"
        r"|全部|すべて|全て|一覧|どんな(?:もの|の|こと)|何が(?:ある|あり)|種類"
    ),
}
# Folded rule text that states each kind of answer. Every candidate rule's text is tried: one
# without any of the strings a kind's every match holds (written beside it) is passed over
# without the expression.
_STATES: dict[str, ScreenedPattern] = {
    TIMING: ScreenedPattern(
        r"\bwhenever\b|\bimmediately\b|\beach time\b|\bat the (?:beginning|end)\b|\bbefore\b"
        r"|\bafter\b|\buntil\b|たび|直前|直後|時点|開始時|終了時|まで",
        (
            "after",
            "at the ",
            "before",
            "each time",
            "immediately",
            "until",
            "whenever",
            "たび",
            "まで",
            "時点",
            "直前",
            "直後",
            "終了時",
            "開始時",
        ),
    ),
    NUMBER: ScreenedPattern(
        r"\d|\b(?:one|two|three|four|five|six|seven|ten|fifteen|twenty|half)\b|\bor more\b"
        r"|\bor less\b|以上|以下|半分",
        None,
    ),
    PERMISSION: ScreenedPattern(
        r"\bcan(?:'t|not)?\b|\bmay\b|できる|できない|してもよい|できず",
        ("can", "may", "してもよい", "できず", "できない", "できる"),
    ),
    # A rule that defines a term: 'A “subgame” is …', '「サブゲーム/subgame」は、…'.
    DEFINITION: ScreenedPattern(
        r"“[^”]{1,40}” (?:is|are|means)\b|「[^」]{1,40}」(?:とは|は、)", ("” ", "とは", "は、")
    ),
    # A rule that opens a list of cases: "There are several ways to lose the game", 「…には、
    # 以下のものがある」.
    ENUMERATION: ScreenedPattern(
        r"\bseveral ways\b|\bas follows\b|いくつか存在|以下のものがある|以下の(?:通り|とおり)",
        ("as follows", "several ways", "いくつか存在", "以下の", "以下のものがある"),
    ),
}


def asked_kinds(folded_question: str) -> frozenset[str]:
    return frozenset(kind for kind, cue in _ASKS.items() if cue.search(folded_question))


def stated_kinds(folded_text: str, asked: frozenset[str]) -> int:
    """How many of the asked kinds the text states."""
    return sum(1 for kind in asked if _states(kind, folded_text))


def _states(kind: str, folded_text: str) -> bool:
    return _STATES[kind].search(folded_text)
