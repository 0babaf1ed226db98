"""An attack whose damage is told beside it in words the phrase tables do not hold: the attack
as the subject of the damage ("his attack dealt 4 damage", "the attack dealt me 5 damage"),
an attack and its damage coordinated ("opponent's creature attacked me and dealt 2 damage"),
and in Japanese the damage that got through (「相手の攻撃が通って4点のダメージ」「相手の
クリーチャーが攻撃してきて、3点通った」). An attack by another player with no one named is at
the asker, as "opponent swings for 5" is (patterns_en.py); the asker's at the other player in a
two-player game, as "I swing for 4" is.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_ANOTHER = r"(?=⟨(?!you⟩))"  # a player other than the asker
_DAMAGE = r"(?: points? of)?(?: combat)? damage"
_ATTACK = r"(?:attack|swing|alpha strike|alpha|attackers|team|army)"
_AND_DEALT = (
    rf" (?:attacked|attacks|swung at|swings at) {{P}} and (?:dealt|deals|did|does) {{N}}{_DAMAGE}"
)

EN: list[Pattern] = table(
    [
        (
            rf"{_ANOTHER}{{Q}}'s {_ATTACK}(?: then| just| finally)? (?:dealt|deals|did|does)"
            rf"(?: {{P}})? {{N}}{_DAMAGE}(?! to)",
            clause("damage", player="you"),
        ),
        (
            rf"{_ANOTHER}{{Q}}'s {_ATTACK}(?: then| just| finally)? (?:dealt|deals|did|does)"
            rf" {{N}}{_DAMAGE} to {{P}}",
            clause("damage"),
        ),
        # the asker's: at the other player, "they", in a two-player game only ("I swing for 4")
        (
            rf"⟨you⟩'s {_ATTACK}(?: then| just| finally)? (?:dealt|deals|did|does) {{N}}{_DAMAGE}"
            r"(?! to)",
            clause("damage", player="they"),
        ),
        (
            rf"the (?:attack|swing)(?: then| just| finally)? (?:dealt|deals|did|does) {{P}}"
            rf" {{N}}{_DAMAGE}",
            clause("damage"),
        ),
        (rf"{_ANOTHER}{{Q}}'s (?:[a-z]+|⟦[\d*]⟧){_AND_DEALT}", clause("damage")),
        (rf"{_ANOTHER}{{Q}}{_AND_DEALT}", clause("damage")),
    ],
    words=True,
)

_THROUGH = r"(?:が|は)?(?:通(?:った|って|り|る)|抜け(?:た|て)|貫通(?:した|して))"
JA: list[Pattern] = table(
    [
        # 「相手の攻撃が通って4点のダメージ」「相手の攻撃で5点のダメージ」
        (
            rf"{_ANOTHER}{{Q}}の(?:[^。、⟨]{{0,12}}の)?攻撃(?:が通(?:って|り)|で)、?{{N}}点"
            r"(?:の(?:戦闘)?ダメージ)",
            clause("damage", player="you"),
        ),
        # 「相手のクリーチャーが攻撃してきて、ブロックせずに3点通った」
        (
            rf"{_ANOTHER}{{Q}}(?:の[^。、⟨]{{0,12}})?(?:が|は)(?:攻撃|殴)[^。⟨]{{0,16}}?{{N}}点"
            rf"(?:の(?:戦闘)?ダメージ)?{_THROUGH}",
            clause("damage", player="you"),
        ),
    ]
)
