"""The English phrases a situation is told in, over the normalised text (text_normal.py).

Each row is one way players say one thing; nothing here guesses: a phrase that is not in a row
stays unread, and the reader then gives no verdict.
"""

from __future__ import annotations

from bot.application.situations.pattern_kit import BY_REMOVAL, Pattern, clause, table

_BE = r"(?:am|is|are|was|were|'s)"
_GOT = r"(?:get|gets|got|take|takes|took|receive|receives|received|have taken|has taken)"
_OWN = r"(?:⟨[a-z0-9]+⟩'s |the |their |his |her )?"
_NOT_LIFE = r"(?! ?(?:poison|cards?|damage|commander|counters?|infect))"
_LEAVE = (
    rf"(?P<o>destroyed|exiled|bounced|killed|sacrificed|removed|returned to {_OWN}(?:owner's )?"
    r"hand)"
)
_ADV = r"(?:(?:just|then|finally|also|eventually|already|now|later) )?"  # "just got killed"
_AUX = rf"{_ADV}(?:is|gets|got|was|has been) {_ADV}"
_ACTIVE_LEAVE = (
    r"(?P<o>destroys?|destroyed|exiles?|exiled|bounces?|bounced|kills?|killed|murders?|murdered"
    r"|removes?|removed)"
)
LIFE = table(
    [
        (
            rf"{{P}}(?:'s| am| is| are| was| were)? (?:at|on|down to) {{N}}(?: life(?: total)?)?"
            rf"{_NOT_LIFE}",
            clause("life_is", carries=True),
        ),
        (
            r"{P}(?:'s| am| is| are| was| were)? (?:at|on) {N}(?: life)? in the main game",
            clause("main_life_is", carries=True),
        ),
        (
            r"{P}'s (?:life in the main game|main[- ]game life(?: total)?) (?:is|was|'s) {N}",
            clause("main_life_is", carries=True),
        ),
        (rf"and (?:is|am|are|was|were) (?:at|on) {{N}}(?: life)?{_NOT_LIFE}", clause("life_is")),
        (r"and (?:has|have|had) {N} life", clause("life_is")),
        (rf"{{P}} (?:alive |sitting |surviving )?at {{N}}{_NOT_LIFE}", clause("life_is")),
        (
            rf"{{P}}(?: am| is| are| was| were)? (?:sitting|still|currently|now|hanging)"
            rf" (?:at|on) {{N}}(?: life| hp| health)?{_NOT_LIFE}",
            clause("life_is", carries=True),
        ),
        # "Me: 3 life. Opponent: 10 life."
        (r"{P}: {N}(?: life| hp| health)?(?=[,.;]|$| )", clause("life_is", carries=True)),
        (
            rf"{{P}} (?:has|have|had) been (?:sitting |stuck |kept )?(?:at|on) {{N}}{_NOT_LIFE}",
            clause("life_is", carries=True),
        ),
        (r"(?<![a-z] ){N} life(?: total)?", clause("life_is")),
        (r"{P} (?:have|has|had) {N} life", clause("life_is", carries=True)),
        (r"{P}'s life(?: total)? (?:is|was|'s) (?:at |now )?{N}", clause("life_is", carries=True)),
        (
            r"{P}'s life(?: total)? (?:goes|went|drops|dropped|falls|fell|gets|got|becomes|became"
            r"|is reduced|was reduced|is brought) (?:down )?to {N}",
            clause("life_is", carries=True),
        ),
        (
            rf"{{P}} (?:go|goes|went|drop|drops|dropped|fall|falls|fell|get|gets|got) (?:down )?"
            rf"to {{N}}(?: life)?{_NOT_LIFE}",
            clause("life_is", carries=True),
        ),
        (r"(?:at|on|with) {N} life(?: total)?", clause("life_is")),
        (r"(?:{P} )?(?:lose|loses|lost|pay|pays|paid) {N} life", clause("life_change", sign=-1)),
        (r"(?:{P} )?(?:gain|gains|gained) {N} life", clause("life_change")),
        (
            r"(?:{P} )?(?:take|takes|took|suffer|suffers)(?: a| an)?(?: big)?"
            r" {N}[- ]point life loss",
            clause("life_change", sign=-1),
        ),
    ],
    words=True,
)
POISON = table(
    [
        (
            rf"{{P}} (?:have|has|had|{_BE} at|{_BE} on|{_BE} up to|got to|get to|gets to) {{N}}"
            r" poison(?: counters?)?",
            clause("poison_is", carries=True),
        ),
        (
            r"{P}'s poison(?: count| counters?)? (?:is|are|was|were) (?:at )?{N}",
            clause("poison_is"),
        ),
        (r"(?:and|at|with|on) {N} poison(?: counters?)?", clause("poison_is")),
        (r"and (?:has|have|had|is at|am at) {N} poison(?: counters?)?", clause("poison_is")),
        (r"{N} poison(?: counters?)?", clause("poison_is")),
        (
            rf"(?:{{P}} )?{_GOT} {{N}} (?:more )?poison(?: counters?)?",
            clause("poison_gain", carries=True),
        ),
        (r"{Q} (?:gives|gave|give) {P} {N} (?:more )?poison(?: counters?)?", clause("poison_gain")),
    ],
    words=True,
)
LIBRARY = table(
    [
        (
            rf"(?:{{P}} (?:have|has|had) )?{{N}} cards? (?:left )?in {_OWN}hand",
            clause("hand_is", carries=True),
        ),
        (r"hand (?:of )?{N}", clause("hand_is")),
        (rf"{{N}} cards? in {_OWN}graveyard", clause("graveyard_is")),
        (r"graveyard {N}", clause("graveyard_is")),
        (
            rf"{_OWN}graveyard (?:has|had|is at|was at|holds|held) (?:exactly |only |just )?{{N}}"
            r"(?: cards?)?",
            clause("graveyard_is"),
        ),
        (
            r"{N} (?:other )?(?:basic )?(?:lands?|plains|islands?|swamps?|mountains?|forests?)",
            clause("lands_is"),
        ),
        (
            rf"{{P}} (?:have|has|had) (?:no|0) cards (?:left )?in {_OWN}library",
            clause("library_is", carries=True),
        ),
        (
            r"{P}'s library (?:(?:is|was) empty|(?:ran|runs|has run|had run) out)",
            clause("library_is", carries=True),
        ),
        (r"{P} (?:have|has|had) an empty library", clause("library_is", carries=True)),
        (r"with an empty library", clause("library_is")),
        (rf"with {{N}} cards? (?:left )?in {_OWN}library", clause("library_is")),
        (
            r"{P}'s library (?:has|had|is at|is down to) {N} cards?(?: left)?",
            clause("library_is", carries=True),
        ),
        (
            rf"{{P}} (?:have|has|had) {{N}} cards? (?:left )?in {_OWN}library",
            clause("library_is", carries=True),
        ),
        (rf"(?:{{P}} (?:{_BE} |get |gets |got )?)?decked(?: out)?", clause("decked", carries=True)),
        (
            rf"(?:{{P}} )?(?:draw|draws|drew|have to draw|has to draw|must draw|would draw"
            rf"|try to draw|tries to draw|attempt to draw|attempts to draw)"
            rf"(?: (?:a|⟨[a-z0-9]+⟩'s|their|the)(?: ⟪⟫| next| last)? card)? from"
            rf" (?:an? |the |{_OWN})?empty library",
            clause("decked", carries=True),
        ),
        (
            r"{P} (?:draw|draws|drew|have to draw|has to draw|had to draw|must draw|would draw)"
            r"(?: (?:a|{N})(?: more| additional| extra)? cards?)?",
            clause("draw"),
        ),
        (
            r"(?:{Q} (?:cast|casts|resolve|resolves|resolved|play|plays|played) (?:a |an )?"
            r"(?:spell|sorcery|instant|card|effect) that )?(?:makes|made|forces|forced) {P}"
            r" (?:to )?draw (?:a|{N})(?: cards?)?",
            clause("draw"),
        ),
        (
            r"{P} (?:am|is|are|was|were) (?:forced|made) to draw(?: (?:a|{N}) cards?)?",
            clause("draw"),
        ),
    ],
    words=True,
)
PERMANENTS = table(
    [
        (
            r"{P} (?:control|controls|controlled|have got|has got|have|has|had|got|own|owns|run"
            r"|runs) {C}"
            r"(?: (?:out|in play|on the battlefield|on board|on the board|on the field))?",
            clause("controls", carries=True),
        ),
        (
            r"(?:with|and) {C}(?: (?:out|in play|on the battlefield|on board|on the board))?",
            clause("controls"),
        ),
        (r"{P}'s {C} (?:is|was) (?:out|in play|on the battlefield)", clause("controls")),
        (r"{C} (?:is |was )?(?:on|in) {P}'s (?:side|battlefield|board)", clause("controls")),
        (
            r"{C} (?:is |was |has been )?(?:keeps?|keeping|kept) {P}"
            r" (?:alive|in it|in the game|going|afloat)",
            clause("controls"),
        ),
        # What keeps a player going is theirs ("I'm at -3 thanks to Phyrexian Unlife").
        # The subject before it carries over.
        (r"(?:thanks to|because of|due to|with the help of) {C}", clause("controls")),
        (
            r"(?:{P} (?:am|is|are|was|were) )?(?:running|playing|using|on) {C}",
            clause("controls", carries=True),
        ),
        (r"{P}'s {C}", clause("controls")),
        (rf"{{P}} (?:have|has|had|hold|holds) {{C}} in {_OWN}hand", clause("hand")),
        (
            rf"(?:{{P}}'s )?{{C}} {_AUX}{_LEAVE}(?: by {{Q}})?",
            clause("leaves"),
        ),
        (
            r"(?:{P}'s )?{C} (?P<o>dies|died|leaves the battlefield|left the battlefield"
            r"|leaves|left)",
            clause("leaves"),
        ),
        (rf"{{Q}} {_ADV}{_ACTIVE_LEAVE} {{P}}'s {{C}}{BY_REMOVAL}", clause("leaves")),
        (rf"{{Q}} {_ADV}{_ACTIVE_LEAVE} {{C}}{BY_REMOVAL}", clause("leaves")),
        (r"{P} (?P<o>sacrifices?|sacrificed) {C}", clause("leaves")),
    ],
    words=True,
)
SUBGAMES = table(
    [
        (r"{P} (?:cast|casts|resolve|resolves|resolved|play|plays|played) {C}", clause("cast")),
        (r"{C} (?:resolves|resolved)", clause("subgame_starts")),
        (r"(?:a |the )?subgame (?:starts|started|begins|began)", clause("subgame_starts")),
        (
            r"{P} (?:start|started|play|played|are playing) (?:a |the )?subgame",
            clause("subgame_starts"),
        ),
        (
            r"(?:in|during|inside) (?:the |a |that )?(?:⟦\d+⟧ )?subgame(?: \(⟦\d+⟧\))?",
            clause("in_subgame"),
        ),
        (r"(?:in |back in |back to |for |to )?(?:the )?main game", clause("main_game")),
        (
            r"{P} (?:lose|loses|lost|(?:get|gets|got|am|is|are|was|were) (?:beaten|defeated) in)"
            r" (?:the |a |that )?(?:⟦\d+⟧ )?subgame",
            clause("loses_subgame"),
        ),
        (r"{P} (?:win|wins|won) (?:the |a |that )?(?:⟦\d+⟧ )?subgame", clause("wins_subgame")),
        (
            r"{P} (?:concede|concedes|conceded|scoop|scoops|scooped)"
            r" (?:the |a |that )?(?:⟦\d+⟧ )?subgame",
            clause("concede_subgame"),
        ),
        (r"{P} (?:lose|loses|lost)(?: the game)?(?=[,.;!]| and| but| then|$)", clause("lost")),
    ],
    words=True,
)
COMMANDER = table(
    [
        (
            r"(?:{P} (?:just )?(?:took|take|takes|have taken|got) )?⟨you⟩'s {N}(?:st|nd|rd|th)"
            r" point of (?:combat )?(?:commander )?damage from (?:the same |one |1 |a |{Q}'s )"
            r"commander",
            clause("commander_damage", player="you"),
        ),
        (
            rf"{{P}} (?:{_GOT}|have|has|{_BE} at) {{N}} (?:points of )?(?=(?:combat )?"
            r"(?:commander damage|damage from (?:⟨[a-z0-9]+⟩'s|their|the) commander))(?:combat )?"
            r"(?:commander )?damage(?: from {Q}(?:'s commander)?| from (?:their|the) commander)?",
            clause("commander_damage"),
        ),
        (
            r"{Q}'s commander (?:deals|dealt|has dealt|did) {N} (?:combat )?damage to {P}",
            clause("commander_damage"),
        ),
        (r"{Q}'s commander (?:hits|hit) {P} for {N}", clause("commander_damage")),
        (r"{N} (?:points of )?commander damage", clause("commander_damage")),
        (
            rf"(?:{{P}} {_GOT} )?{{N}} (?:commander damage |damage )?from (?:one|1)"
            r" (?:of (?:{Q}'s |the )?(?:two |2 )?(?:partner )?commanders|commander)"
            r" and {M} from the other(?: one| commander)?",
            clause("commander_split"),
        ),
        (
            rf"(?:{{P}} {_GOT} )?{{N}} (?:commander damage |damage )?from each of"
            r" (?:{Q}'s |the )?(?:two|2) (?:partner )?commanders",
            clause("commander_each"),
        ),
        (
            rf"(?:{{P}} {_GOT} )?{{N}} (?:points of )?commander damage (?:in total |total )?"
            r"(?:split|spread|divided) (?:between|across|over|among) (?:{Q}'s |the )?(?:two|2)"
            r" (?:partner )?commanders",
            clause("commander_total"),
        ),
    ],
    words=True,
)
OTHER_EVENTS = table(
    [
        (
            r"{Q} (?:deal|deals|dealt|does|did) {N} (?:points of )?(?:combat )?damage to {P}",
            clause("damage"),
        ),
        (
            r"(?:{P} )?(?:take|takes|took|get|gets|got|am dealt|is dealt|was dealt|suffer|suffers)"
            r" {N} (?:points of )?(?:combat )?damage(?: from {Q})?",
            clause("damage"),
        ),
        (r"{Q} (?:hit|hits) {P} for {N}", clause("damage")),
        (
            r"{Q} (?:deal|deals|dealt|does|did) {P} {N}(?: points of)?(?: combat)? damage",
            clause("damage"),
        ),
        (
            r"{P} (?:take|takes|took|get|gets|got) {N} from (?:{Q}'s |their |his |her |the |an? )"
            r"(?:[a-z]+ |⟦\*⟧ )?(?:[a-z]+|⟦\*⟧)(?= |[,.;?!]|$)",
            clause("damage"),
        ),
        (
            r"(?:hits?|pings?|zaps?|bolts?|burns?|shocks?) {P} for {N}(?: damage)?",
            clause("damage"),
        ),
        (
            r"{Q} (?:swings|swung|attacks|attacked|hits|hit) (?:⟨you⟩ )?for {N}",
            clause("damage", player="you"),
        ),
        (
            r"{P} (?:concede|concedes|conceded|scoop|scoops|scooped|forfeit|forfeits|forfeited)"
            r"(?: the game| the match)?",
            clause("concede"),
        ),
        (
            r"{P} (?:[a-z]+ ){1,3}and (?:concede|concedes|conceded|scoop|scoops|scooped)",
            clause("concede"),
        ),
        (r"{P} (?:could|can|would|will|might) (?:just )?(?:concede|scoop)", clause("concede")),
        (
            r"{P} (?:leave|leaves|left|drop|drops|dropped|disconnect|disconnects|disconnected)"
            r"(?: from)?(?: the game)?(?= *[,.;?!]|$| (?:and|so|then|but|after|because)\b)",
            clause("concede"),
        ),
        (  # not "until end of turn", how long an effect lasts (Angel's Grace)
            r"(?<!until )(?<!until the )(?<!till )"
            r"(?:at )?(?:the )?end of (?:the |this |⟨[a-z0-9]+⟩'s )?turn",
            clause("end_turn"),
        ),
        (r"the turn ends|{P} (?:pass|passes|passed) the turn", clause("end_turn")),
    ],
    words=True,
)
SETTING = table(
    [
        (
            r"(?:⟨team⟩ are playing |playing |in )?(?:a |an )?(?:2hg|(?:two|2)[- ]headed giant)"
            r"(?: game| match)?",
            clause("variant", option="two_headed_giant"),
        ),
        (
            r"(?:⟨team⟩ are playing |playing |in )?(?:a |an )?(?:{N}[- ](?:player|person|man) )?"
            r"(?:commander|edh|cedh)(?: game| match| pod)?",
            clause("variant", option="commander"),
        ),
        (
            r"(?:⟨team⟩ are playing |playing |in )?(?:a |an )?{N}[- ](?:player|person|man)"
            r" (?:⟦\d+⟧ )?(?:game|free-for-all|ffa|multiplayer(?: game)?|pod)",
            clause("variant", option="multiplayer"),
        ),
        (r"(?:in |playing )?(?:a )?multiplayer(?: game)?", clause("variant", option="multiplayer")),
    ],
    words=True,
)
# Question forms: read and set aside (the verdict answers them whatever they ask).
QUERIES = table(
    [
        (
            r"(?:do|does|would|will|did|can|could|should|am|is|are|was|have|has) (?:{P} )?"
            r"(?:still |actually |really |just |then )?(?:lose|lost|win|won|die|dead|survive"
            r"|keep playing|continue|stay alive|stay in|alive|out|in the game|be dead|be out)"
            r"(?: the game| the main game| here| now| then| too| or not| at that point)*",
            clause("query"),
        ),
        (
            r"what happens(?: next| now| then| here| after that| to {P}| to the game)?",
            clause("query"),
        ),
        (
            r"who wins(?: the game)?|is (?:it|the game|that) a draw|is the game over",
            clause("query"),
        ),
        (r"does the game (?:end|continue|go on)", clause("query")),
        (
            r"how much life (?:do|does|will|would) {P} (?:have|end up with)(?: left)?",
            clause("query"),
        ),
        (r"(?:right|correct|or not)(?=\?|$)", clause("query")),
        (r"what(?:'s| is) {P}'s life(?: total)?(?: now| then| after that| at)?", clause("query")),
        (
            r"(?:do|does|would|will) (?:{P} )?lose half (?:of )?(?:⟨[a-z0-9]+⟩'s |the |their )?life"
            r"(?: in the main game)?",
            clause("query"),
        ),
    ],
    words=True,
)

PATTERNS: list[Pattern] = [
    *LIFE,
    *POISON,
    *LIBRARY,
    *PERMANENTS,
    *SUBGAMES,
    *COMMANDER,
    *OTHER_EVENTS,
    *SETTING,
    *QUERIES,
]
# Words that join or frame clauses and say nothing the verdict depends on.
FILLER = (
    r"and then|and|then|after that|afterwards|after|but|so|now|also|next|if|when|while|once"
    r"|the|a|an|game|ok|okay|hey|hi|hello|quick question|question|please|thanks|thank you|lol"
    r"|um|uh|well|wait|same|situation|scenario|here's|here is|say|let's say|suppose|assume"
    r"|currently|still"
)
