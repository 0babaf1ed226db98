"""A permanent sacrificed because another player made its controller do it ("opponent makes me
sacrifice my Angel", "I had to sacrifice the Angel to an edict", 「相手に《白金の天使》を生け贄に
捧げさせられた」): it leaves the battlefield to its owner's graveyard (701.21a), sacrificed by its
controller, the player made to do it, whoever made them. Refused before as an event no pattern
read ('sacrifice').
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import Pattern, clause, table

_OWN = r"(?:⟨[a-z0-9]+⟩'s |the |their |his |her )?"
# What made them ("to an edict"): an effect the story names by its kind, no event of its own.
_EDICT = (
    r"(?: (?:to|for|because of|due to|thanks to) (?:an? |the |⟨[a-z0-9]+⟩'s |his |her |their )?"
    r"edict(?: effect)?)?"
)
_SACRIFICE = r"(?P<o>sacrifice|sac)"
_MADE = r"(?:make|makes|made|force|forces|forced)"
EN: list[Pattern] = table(
    [
        (
            rf"{{Q}} {_MADE} {{P}}(?: to)? {_SACRIFICE} {_OWN}{{C}}{_EDICT}",
            clause("leaves"),
        ),
        (rf"{{P}} (?:had|has|have) to {_SACRIFICE} {_OWN}{{C}}{_EDICT}", clause("leaves")),
        (
            rf"{{P}} (?P<o>sacrifices|sacrificed|sacs|sacked|sac'd|sacced) {_OWN}{{C}}{_EDICT}"
            r"(?= |[,.;!?]|$)",
            clause("leaves"),
        ),
    ],
    words=True,
)
# 「捧げさせられた」: made to sacrifice, by the one named (「相手に」), the asker unless another
# is the subject.
JA: list[Pattern] = table(
    [
        (
            r"(?:{P}(?:は|が)、?)?(?:{Q}に)?、?{C}を生け贄に(?:捧げ)?させられ",
            clause("leaves", player="you"),
        ),
    ]
)
