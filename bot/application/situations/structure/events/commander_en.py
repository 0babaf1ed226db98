"""A commander's blow told in English as a sentence of its parts, whatever their order: the
source (a commander, the asker's opponent's or one not said whose: "a single commander", "the
opposing general", "my opponent's commander, Ghalta,"), a verb of dealing or of a blow with
the words that go with it ("has dealt", "just hit", "connected"), the player hit, the amount
and its unit ("21 combat damage", "21 commander damage"). The phrase tables (patterns_en.py)
hold a few of these orders; the rest were unread ("an event told as 'damage'"). What the
commander has dealt so far ("this game", "total") is marked by commander_told.py as the
other commander clauses are.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_SOURCE = (
    r"(?:{Q}'s|the opposing|an opposing|a single opposing|a single|the same|one|the)"
    r" (?:opposing )?(?:commander|general)(?:,? ⟦\*⟧,?)?"
)
_AUX = r"(?: (?:has|have|had|just|then|also|again|already|finally))*"
_DEAL = r" (?:deals|dealt|did|done|does)"
_BLOW = (
    r" (?:hits?|smacks?|smacked|punch(?:es|ed)?|connects?|connected|swings?|swung|attacks?"
    r"|attacked)"
)
_UNIT = r"(?: (?:points? of )?(?:combat )?(?:commander )?(?:damage|dmg))?"
_TOOK = r"(?:took|take|takes|have taken|'ve taken|has taken|got|received|suffered)"

EN: list[Pattern] = table(
    [
        (rf"{_SOURCE}{_AUX}{_DEAL} {{P}} {{N}}{_UNIT}", clause("commander_damage")),
        (rf"{_SOURCE}{_AUX}{_DEAL} {{N}}{_UNIT} to {{P}}", clause("commander_damage")),
        (rf"{_SOURCE}{_AUX}{_BLOW} {{P}} for {{N}}{_UNIT}", clause("commander_damage")),
        # "connected for 21", "swung at me for 7": at the asker where no one is named
        (
            rf"{_SOURCE}{_AUX}{_BLOW}(?: at {{P}})? for {{N}}{_UNIT}",
            clause("commander_damage", player="you"),
        ),
        (rf"{{P}} {_TOOK} {{N}}{_UNIT} from {_SOURCE}", clause("commander_damage")),
    ],
    words=True,
)
