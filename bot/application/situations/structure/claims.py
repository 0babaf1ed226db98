"""Whose a card is when the words say it by what the card does to a player or what a player
says of it, not by a possessive: a card that attacks or hits the asker is the other player's
("Abyssal Persecutor swings at me", 「《深淵の迫害者》に殴られた」: "they", the opponent only in a
two-player game); a card the asker calls their deck is theirs ("Lich's Mastery is my whole
deck"). Each reads only the card (the verb after it is left to the patterns that read the
damage), so it never takes the place of a longer reading. Damage the asker deals to no one
named is the other player's the same way."""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_AT_THE_ASKER = (
    r"(?: (?:attacks?|attacked|attacking|hits?|hitting|swings? at|swung at|swinging at"
    r"|connects? with|connected with|deals?|dealt|pings?|pinged|smacks?|smacked) ⟨you⟩)"
)

EN: list[Pattern] = table(
    [
        (rf"{{C}}(?={_AT_THE_ASKER})", clause("controls", player="they")),
        (
            r"{C} (?:is|was) {P}'s (?:whole |entire |only )?(?:deck|win ?con(?:dition)?|combo)",
            clause("controls"),
        ),
    ]
)
JA: list[Pattern] = table(
    [
        # 「こっちは《稲妻》で3点与えました」: damage the asker deals, to no one named, is to the
        # other player ("they": the opponent only in a two-player game).
        (
            r"⟨you⟩(?:は|が|も)(?:⟦\*⟧で)?{N}点(?:の)?(?:ダメージ)?(?:を)?与え(?:た|て|ました|る|ます)",
            clause("damage", player="they"),
        ),
        (
            r"(?<![のが]){C}(?=(?:に|で)(?:殴ら|攻撃さ|叩か|ダメージを与えられ))",
            clause("controls", player="they"),
        ),
    ]
)
