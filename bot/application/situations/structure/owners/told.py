"""Whose a permanent is, told the ways players tell it beside the possessive the tables read
("my Lich", 「相手の《リッチ》」): as what the card is ("Lich is mine", "the Persecutor is my
opponent's", 「《リッチ》は相手のです」), where it sits ("Lich's on my side"), what its player is
on ("they're on Lich", "he's running Transcendence"), what its player did to put it out ("opp
dropped Lich", "I slammed Platinum Angel", read as cast as "played" is), and who controls it
in a relative clause (「相手がコントロールする《白金の天使》」, claims.RELATIVE_PUT).

Each reads a player and a card only where the words join them: a possessive that belongs to
another noun ("my opponent's life with Transcendence") reads nothing here, and what was done
to the card after it was out (a control change, structure/events/control.py; "Threaten",
guards/owners_changed.py) is read or refused elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.pattern_kit import Clause, Pattern, clause, table
from bot.application.situations.structure.owners.readings import UNOWNED

# What may follow a possessive standing for the card ("Lich is mine.", "is my opponent's and
# he's at 0"): the clause ends there, so that "is my opponent's only out" reads nothing.
_ENDS = r"(?=\s*(?:[.,;:!?)]|$|(?:and|but|so|too|though|tho|btw|now|right|lol|haha|ngl|tbh)\b))"
# The verbs of putting a permanent out, as chat says "played": whoever did it controls it.
_PUT_OUT = (
    r"(?:dropped|drops|drop|slammed|slamed|slams|slam|landed|lands|jammed|jams|ran out|runs out"
    r"|run out|put out|puts out|put down|puts down|brought out|brings out|curved into"
    r"|curves into|tutored and cast|tutored up and cast)"
)

_CARD = re.compile(r"⟦(\d+)⟧")


def _the_one_card(match: re.Match[str]) -> Clause:
    """A holding told of "it" where the story names one card, before it ("Question about
    Transcendence: my opponent has it"): that card's; else a holding of no card, which places
    nothing (the card stays unplaced)."""
    made = clause("controls", carries=True)(match)
    named = set(_CARD.findall(match.string))
    before = _CARD.findall(match.string, 0, match.start())
    if len(named) != 1 or not before:
        return replace(made, kind="unplaced_pronoun")
    return replace(made, card=int(before[-1]), cards=(int(before[-1]),))


def _the_card_only(match: re.Match[str]) -> Clause:
    """The asker's holding of the card that hits the opponent, over the card's words only."""
    return replace(clause("controls", player="you")(match), end=match.end("c"))


_HOLDS_IT = (
    r"(?:has|have|had|controls?|controlled|cast|casts|played|plays|dropped|slammed|resolved"
    r"|runs|owns?)"
)

EN: list[Pattern] = table(
    [
        # "Lich is mine", "the Persecutor's my opponent's", "Platinum Angel was theirs".
        (rf"{{C}}(?:'s| is| was| are| were) {{P}}'s{_ENDS}", clause("controls")),
        (
            r"{C}(?:'s| is| was)? (?:belongs|belonged|belonging) to {P}(?!'s)",
            clause("controls"),
        ),
        # "it" for the one card the story names: "my opponent has it", "I cast it last turn",
        # "It's mine".
        # (Not "he just got it", "I control it now": control that changed hands.)
        (rf"{{P}} {_HOLDS_IT}(?: got)? it(?! (?:in|into) | ?(?:now|again|back)\b)", _the_one_card),
        # (Not after "but": "I have Platinum Angel in play but it's my opponent's" may tell the
        # owner apart from the controller.)
        (rf"(?<!but )\bit(?:'s| is| was) {{P}}'s{_ENDS}", _the_one_card),
        # "Abyssal Persecutor attacks my opponent": the asker's, as a card that hits the asker
        # is the other player's (claims.py); another player's possessive wins where told.
        # (The verb is matched, so that the screening strings hold it, and left out of the
        # clause: the blow is the damage readings'.)
        (
            r"(?<!⟩'s )(?<!their )(?<!her ){C} (?:attacks?|attacked|attacking|hits?|hitting"
            r"|swings? at|swung at|swinging at|connects? with|connected with)"
            r" (?=⟨(?:opponent|they)⟩)",
            _the_card_only,
        ),
        # "My opponent with Platinum Angel is at -3" (the subject's; "I attack my opponent
        # with Platinum Angel" is no subject's), "Opponent: Platinum Angel out, -3 life".
        (
            r"(?:^|(?<=[.!?;] ))(?:the )?{P},? with (?:an? |the |their |her )?{C}(?: out| in play"
            r"| on the battlefield| on board)?,?(?= (?:is|was|has|had|sits|sitting|at|stays)\b)",
            clause("controls", carries=True),
        ),
        (
            r"(?:^|(?<=[.!?;] )){P}: {C}(?: out| in play| on the battlefield| on board)?",
            clause("controls", carries=True),
        ),
        # "Opponent has a creature, Abyssal Persecutor,", "my opponent is playing an Abyssal
        # Persecutor".
        (
            r"{P} (?:has|have|had|got|controls?|controlled) (?:an? |the )?(?:enchantment|creature"
            r"|artifact|permanent|card)(?: called| named)?,? {C}",
            clause("controls", carries=True),
        ),
        (
            r"{P} (?:am|is|are|was|were) (?:running|playing|using|on) (?:an? |the ){C}",
            clause("controls", carries=True),
        ),
        # "my Persecutor is on the field": the possessive the table reads before "is out".
        (
            r"{P}'s {C}(?:'s| is| was| are| were)(?: still| sitting| now)? (?:out|in play"
            r"|on the battlefield|on (?:the )?board|on the field|on the table|on the bf)",
            clause("controls"),
        ),
        # "Lich's on my side", "Lich's out on my side of the board".
        (
            r"{C}'s (?:out |in play |on the battlefield |sitting |still )?(?:on|in|under) {P}'s"
            r" (?:side|battlefield|board|field|control)",
            clause("controls"),
        ),
        # "they're on Lich", "opp's on Persecutor", "opponent's got Transcendence": the
        # pattern the tables have for "I am on" with the contractions players write ("'s"
        # written after the player, who is then no possessor).
        (
            r"{P}'s (?:still )?(?:on|running|playing|got) (?:an? |the )?{C}",
            clause("controls", carries=True),
        ),
        (
            r"{P}'re (?:still )?(?:on|running|playing) (?:an? |the )?{C}",
            clause("controls", carries=True),
        ),
        # "my own Transcendence is out" (what befalls it, "my own Angel got bounced", is the
        # table's to read)
        (
            r"{P}'s (?:own|very own) {C}(?:'s| is| was)(?: still)? (?:out|in play"
            r"|on the battlefield|on (?:the )?board|on the field|on the table)",
            clause("controls"),
        ),
        # "my opponent's board has Abyssal Persecutor"
        (
            r"{P}'s (?:board|battlefield|side|field) (?:has|had|holds|shows)(?: got)?"
            r" (?:an? |the )?{C}",
            clause("controls"),
        ),
        # Who controls it in a relative clause or a participle: "Abyssal Persecutor is
        # controlled by my opponent", "Transcendence, which my opponent controls,", "the
        # Persecutor my opponent controls", "the Transcendence I cast last turn".
        (r"{C}(?:,| is| was)? controlled by {P}", clause("controls")),
        (
            r"{C}(?:,| \()? ?(?:which|that) {P} (?:controls|controlled|control|cast|played"
            r"|resolved|dropped|slammed|has|had|owns)\b",
            clause("controls"),
        ),
        (
            r"{C} {P} (?:controls|controlled|control|cast|played|resolved|owns)\b",
            clause("controls"),
        ),
        # "My opponent is at 0 with my Lich in play": the card's, not an event of playing.
        (
            r"with {P}'s {C} (?:still )?(?:in play|out|on the battlefield|on board)",
            clause("controls"),
        ),
        # "Opponent has Lich on his side and is at 0": the holder carries to what follows.
        (
            r"{P} (?:has|have|had|got|controls) (?:an? |the )?{C} (?:out |in play )?(?:on|in)"
            r" (?:⟨[a-z0-9]+⟩'s |their |her |the )?(?:side|board|battlefield|field)",
            clause("controls", carries=True),
        ),
        # "I have 15 life under Transcendence", "Under Lich, I'm at 0": the player under its
        # effect (owners/readings.py seats it by what the card does, as "thanks to").
        (r"(?<!⟩'s )\bunder (?:an? |the )?{C}", clause("controls")),
        # "Transcendence is active", "Lich is in effect": there, whose not said (each seat).
        (
            r"(?<!⟩'s )(?<!their )(?<!her ){C}(?:'s| is| was)(?: still)?"
            r" (?:active|in effect|online)",
            clause("controls", option=UNOWNED),
        ),
        # "My board: Abyssal Persecutor", "I'm controlling Lich".
        (r"{P}'s (?:board|battlefield|side|field)(?: is| has)?: {C}", clause("controls")),
        (r"{P} (?:am|is|are|was|were) controlling {C}", clause("controls", carries=True)),
        # The perfect and the particle players put first: "I've had Transcendence out since
        # turn 4", "I've got a Transcendence in play", "I have out Transcendence".
        (
            r"{P} (?:have|has|had) (?:had|got|gotten|been running|been playing|been holding)"
            r" (?:an? |the )?{C}(?: (?:out|in play|on the battlefield|on board|on the board"
            r"|on the field))?",
            clause("controls", carries=True),
        ),
        (r"{P} (?:have|has|had|got) out (?:an? |the )?{C}", clause("controls", carries=True)),
        # "I'm the Transcendence player", "he's the Lich guy"
        (
            r"{P} (?:am|is|are|was|were) (?:the )?{C} (?:player|guy|one)\b",
            clause("controls", carries=True),
        ),
        # "Transcendence is my enchantment", "the Persecutor was my creature"
        (
            r"{C}(?:'s| is| was) {P}'s (?:only |own )?(?:enchantment|creature|artifact|permanent"
            r"|card)\b",
            clause("controls"),
        ),
        # "Abyssal Persecutor is sitting on my battlefield", "entered under my control"
        (
            r"{C}(?:'s| is| was)? (?:sitting|sat|sits|still|now|entered|enters|came in|comes in)"
            r"(?: the battlefield)? (?:on|in|under) {P}'s (?:side|battlefield|board|field|control)",
            clause("controls"),
        ),
        # "Lich entered and I went to 0", "Lich ETB'd": there, whose not said (each seat).
        (
            r"(?<!⟩'s )(?<!their )(?<!her ){C} (?:entered|enters|etb'd|etbs|etbed)"
            r"(?: the battlefield)?(?! (?:under|on|for)\b)",
            clause("controls", option=UNOWNED),
        ),
        # "Platinum Angel's on their side": "their" is left as written (claims.py).
        (
            r"{C}(?:'s| is| was)?(?: out| in play| on the battlefield| sitting| still)? (?:on|in"
            r"|under) (?:their|her) (?:side|battlefield|board|field|control)",
            clause("controls", player="they"),
        ),
        # "my opponent (mono black) slammed Lich": an aside between the player and the verb.
        (
            rf"{{P}}(?: \([^)]{{1,40}}\))? (?:just )?{_PUT_OUT} (?:an? |the |⟨[a-z0-9]+⟩'s )?{{C}}",
            clause("cast", carries=True),
        ),
    ],
    words=True,
)
JA: list[Pattern] = table(
    [
        # 「《シャハラザード》を撃たれて」「友達に…を打たれた」: cast by the other player, at the
        # asker (the passive's agent where named).
        (
            r"(?:{P}に)?{C}を(?:唱えられ|撃たれ|打たれ|キャストされ)(?:て|た|ました|まして)",
            clause("cast", player="they"),
        ),
        # 「《白金の天使》を張ってる」「相手が《…》を置いてて」: put down, by the subject (an
        # unsaid one the asker's, attribution.py).
        (
            r"(?:{P}(?:が|は|も))?{C}を(?:場に|戦場に)?(?:張|貼|置)(?:ってる|っている|ってて"
            r"|っていて|った|ってます|っています|いてる|いている|いてて|いた|いてます)",
            clause("controls", carries=True),
        ),
        # 「相手側に《白金の天使》。」「相手には《…》がいる」: on that player's side.
        (
            r"{P}(?:に|には){C}(?:(?:が|も)(?:いる|ある|いて|あって|います|あります)|(?=[。、]))",
            clause("controls"),
        ),
        # 「相手のところに《白金の天使》がいて」 (was the asker's: 'wins'), 「相手の方に」
        (r"{P}の(?:ところ|所|方|ほう|陣地|手元)に(?:は)?{C}", clause("controls")),
        # 「《白金の天使》いるけど相手のだから」: there, and whose said after it
        (
            r"{C}(?:が|は|も)?(?:いる|ある|いて|あって)(?:けど|けれど|が|、)+{P}の(?:もの|物|やつ)?"
            r"(?:だ|です|で)?(?=から|けど|よ|ね|し|[、。!?]|$)",
            clause("controls"),
        ),
        # 「《深淵の迫害者》は相手の場」「《白金の天使》が自分の戦場にいる」: where the card is.
        (r"{C}(?:は|が|も){P}(?:の|側の?)(?:場|戦場|盤面)", clause("controls")),
        # 「《リッチ》は相手のです」「《白金の天使》は自分のもの」: what the card is.
        (
            r"{C}(?:は|が|も){P}の(?:(?:もの|物|やつ)(?:です|だ|で|でした|だった)?"
            r"|(?:です|だ|で|でした|だった))",
            clause("controls"),
        ),
    ]
)
