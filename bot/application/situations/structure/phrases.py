"""Phrases of amounts the pattern tables (patterns_en.py, patterns_ja.py) do not hold, and the
readings that need the clauses around them.

- A life told as a change between two totals ("my life went from 10 to 0", "I went from 20
  to 0", 「ライフが20から0になった」): the first total, then a change to the second.
- "I can't draw" with an empty library told is the draw from it that decks (704.5b); without
  one, a negated draw (refused).
- A total said before whose it is (「ライフは自分も相手も1点」).
- Cards left in a library told from the cards' side ("only 2 cards are left in my library",
  "my deck is down to 1 card") and a draw counted without "cards" ("I have to draw 2").
  In a parenthesis after an event, the change tells again what the event did: it is read and
  not played.
- Damage from a source the sentence says has infect, before the blow and the sentence's only
  blow ("their infect creature hits me for 2", 「感染クリーチャーに2点殴られた」): poison
  counters (702.90b).
- An attack by the asker with no one named ("I swing for 4") is at the other player: "they",
  which the reader takes for the opponent in a two-player game only.
"""

from __future__ import annotations

import re
from dataclasses import replace

from bot.application.situations.model import Lang
from bot.application.situations.pattern_kit import (
    SENTENCE_END,
    Clause,
    Pattern,
    clause,
    sentence_start,
    table,
)

_OWN = r"(?:⟨[a-z0-9]+⟩'s |the |their |his |her )?"
_NOT_LIFE = r"(?! ?(?:poison|cards?|counters?|damage|commander|mana))"
_COMMANDER = (
    r"(?:{Q}'s|the opposing|their|his|her|the) commander(?:,? ⟦\*⟧,?)?"
    r"(?: has| have| had| then| again| also| just)?"
)
_BLOWS = r"hit|hits|smacked|smacks|attacked|attacks|swung at|swings at|connected with"
FROM_TO = "life_from_to"
LEFT = "left"
# What "N left" counts when its sentence or the one before named it ("my library is nearly
# empty, I've got 2 left"): a life only when nothing else is named.
_LEFT_OF = re.compile(r"\b(?:librar(?:y|ies)|decks?|cards?|hands?|graveyards?|poison|counters?)\b")
CANT_DRAW = "cant_draw"
FAILED_DRAW = "failed"
# An empty library told: "can't draw" is then the draw that decks (704.5b).
_EMPTY_LIBRARY = re.compile(
    r"library (?:is|was) empty|empty library|library (?:has|had|is at|is down to) 0\b"
    r"|\b0 cards (?:left )?in (?:⟨[a-z0-9]+⟩'s |the )?library|library 0\b"
    r"|no cards (?:left )?in (?:⟨[a-z0-9]+⟩'s |the )?library|library (?:ran|runs) out"
)

# How many sit at the table: "a game with 4 players", "commander, 4 players", "4 players
# total", "a 4-person table", "there are 4 of us" (not "2 of us are at 1", which tells a total
# of two of them), "4 players left", "pod of 4", "a 3-way free-for-all", "FFA".
_SEATS = (
    r"(?:multiplayer |free-for-all |ffa )?(?:game|match|pod|table) (?:with|of) {N}"
    r" (?:players|people)",
    r"(?:(?<=commander)|(?<=multiplayer))(?:,|:)? (?:with )?{N} players",
    r"(?:an? )?{N}[- ](?:player|person|people|man) (?:table|match|group)",
    r"{N} players (?:total|in total|in the game|at the table)",
    r"(?:there (?:are|were) )?{N} of ⟨team⟩(?: playing)?(?=[,.;:!?)]|$)",
    r"(?:there (?:are|were) )?{N} players(?: left| remaining)?(?=[,.;:!?)]|$)",
    r"(?:game|match|pod|table) of {N}(?=[,.;:!?)]|$)",
    r"(?:an? )?{N}[- ](?:way|player|person) (?:free[- ]for[- ]all|ffa|multiplayer)",
    # "FFA: ...", "in a free-for-all": a multiplayer game, as "multiplayer" is (patterns_en)
    r"(?:in |playing )?(?:an? )?(?:ffa|free[- ]for[- ]all)(?: game)?",
)

_EN = table(
    [
        (
            rf"{{P}}(?:'s life(?: total)?)? (?:went |dropped |fell |goes |drops |falls |got |was"
            rf" |has gone |have gone |is |am |came )?(?:down |all the way )?from {{N}}(?: life)?"
            rf"{_NOT_LIFE} (?:down |all the way |straight )?to {{M}}(?: life)?{_NOT_LIFE}",
            clause(FROM_TO, carries=True),
        ),
        # "life total went 20 -> 0"
        (
            r"(?:{P}'s )?life(?: total)? (?:went |goes |dropped |fell )?(?:from )?{N} ?(?:->|→|=>)"
            r" ?{M}",
            clause(FROM_TO, carries=True),
        ),
        (
            rf"(?:only |just )?{{N}} cards? (?:are |were |is |was )?(?:left |remaining )in"
            rf" {_OWN}(?:library|deck)",
            clause("library_is"),
        ),
        *((seats, clause("variant", option="multiplayer")) for seats in _SEATS),
        # A blow told as a noun with its amount: "I take a 4-point hit from their dragon".
        (
            r"(?:{P} )?(?:take|takes|took|eat|eats|ate|suffer|suffers|get|gets|got) an?"
            r" {N}[- ](?:point|damage|dmg) (?:combat )?(?:hit|blow|swing|attack)(?: from {Q})?",
            clause("damage"),
        ),
        # A commander's blows with its name or a perfect between ("my opponent's commander,
        # Edgar Markov, has hit me for 15", "their commander has dealt me 18 combat damage").
        (
            rf"{_COMMANDER} (?:{_BLOWS}) {{P}}(?: again)? for {{N}}(?: combat)?(?: damage)?",
            clause("commander_damage"),
        ),
        (
            rf"{_COMMANDER} (?:dealt|deals|done|did) (?:{{P}} )?{{N}} (?:points of )?combat damage",
            clause("commander_damage", player="you"),
        ),
        # "I gain 3 and reach 20", "I end up at 0": where a life came to.
        (
            rf"(?:{{P}} )?(?:reach|reaches|reached|(?:end|ends|ended) up (?:at|on))"
            rf" {{N}}(?: life)?{_NOT_LIFE}",
            clause("life_is", carries=True),
        ),
        # "my life dropped by 3", "my life went up by 2": changed by so much.
        (
            r"{P}'s life(?: total)? (?:dropped|went down|fell|decreased|goes down|drops) by {N}",
            clause("life_change", sign=-1, carries=True),
        ),
        (
            r"{P}'s life(?: total)? (?:went up|rose|increased|goes up) by {N}",
            clause("life_change", carries=True),
        ),
        # "I've got 3 left", "my life: 5", "my library: 0", "Life total: 5."
        (
            r"{P} (?:have|has|had|have got|has got|got) {N} (?:life )?(?:left|remaining)"
            r"(?=[,.;!?]|$| and | but | so | then )",
            clause("life_is", carries=True, option=LEFT),
        ),
        (r"(?:{P}'s )?life(?: total)?: ?{N}", clause("life_is")),
        # "2HG: team life 30.", "Life 20, opp deals 7": a total with no colon, a clause's all.
        (
            r"(?:(?<=^)|(?<=[.,:;!?] ))(?:team |⟨team⟩'s )?life(?: total)? {N}(?=[,.;:!?]|$| and )",
            clause("life_is"),
        ),
        (
            r"{P}(?:'s)?(?: team(?:'s)?)? life(?: total)? (?:is|was|'s|at|of) {N}",
            clause("life_is"),
        ),
        (r"(?:{P}'s )?(?:library|deck): ?{N}", clause("library_is")),
        (r"(?:{P}'s )?hand: ?{N}", clause("hand_is")),
        (r"(?:{P}'s )?poison(?: counters?)?: ?{N}", clause("poison_is")),
        # "hand has 2", "my library count is 0", "poison count is 9".
        (
            rf"{_OWN}hand (?:has|had|is at|was at|holds|held) {{N}}(?: cards?)?"
            r"(?=[,.;:!?)]|$| and | but )",
            clause("hand_is"),
        ),
        (r"(?:{P}'s )?(?:library|deck) count (?:is|was|'s|of) {N}", clause("library_is")),
        (r"(?:{P}'s )?poison count (?:is|was|'s|of) {N}", clause("poison_is")),
        (r"(?:{P}'s )?graveyard: ?{N}", clause("graveyard_is")),
        # "Library has 0 cards." at a sentence's start: the asker's (attribution.py).
        (
            r"(?<![a-z'⟩] )(?<![a-z'⟩])library (?:has|had|is at|is down to) {N}(?: cards?)?"
            r"(?: left)?",
            clause("library_is"),
        ),
        (
            r"{P}'s (?:library|deck) (?:is|was|has|had) (?:down to |only |just )*{N}"
            r"(?: cards?)?(?: left| remaining)?",
            clause("library_is", carries=True),
        ),
        (
            r"{P} (?:can't|cannot|can not|couldn't|could not|was unable to|am unable to)"
            r" draw(?: a card)?",
            clause(CANT_DRAW),
        ),
        (
            r"{P} (?:draw|draws|drew|have to draw|has to draw|had to draw|must draw) {N}"
            r"(?! ?(?:life|damage|poison|counters?|more|times?))",
            clause("draw"),
        ),
    ],
    words=True,
)
_JA = table(
    [
        (
            # 「ライフ3から4点受けた」 is 4 taken from 3: the second total ends in に/まで or
            # a parenthesis (「（ライフ20から0）」).
            r"(?:{P}(?:の|は|が))?ライフ(?:総量)?(?:が|は|も)?{N}(?:点)?から{M}"
            r"(?:点?(?:に|まで|へ)(?:なっ|なり|減っ|減り|下がっ|下がり|落ち)?|(?=[)）]))",
            clause(FROM_TO, carries=True),
        ),
        # 「ライフは自分も相手も1点」: the total before the players it is of.
        (
            r"メイン(?:ゲーム)?(?:では|での|で|の)?ライフ(?:は|が)?{P}(?:とも|も)?{N}(?:点)?",
            clause("main_life_is"),
        ),
        (r"ライフ(?:は|が)?{P}(?:とも|も)?{N}(?:点)?", clause("life_is")),
        (r"(?:{P}の)?ライフ[:：] ?{N}(?:点)?", clause("life_is", carries=True)),
        (r"(?:{P}の)?(?:ライブラリー?|デッキ|山札)[:：] ?{N}(?:枚)?", clause("library_is")),
        (r"(?:{P}の)?毒(?:カウンター)?[:：] ?{N}(?:個|つ)?", clause("poison_is")),
        # 「自分のドローステップが来ました」: the turn's draw (504.1), told no other way (a draw
        # told after it is the step's own, told again; 「来たら」 is supposed).
        (
            r"{P}のドロー・?(?:ステップ|フェイズ|フェーズ)(?:が|に)(?:来|き|なっ|なり|入っ|入り)"
            r"(?!たら|れば|そう)(?![^。!?！？]*(?:引(?:い|く|き|け|か)|ドロー(?!・?(?:ステップ|フェイズ"
            r"|フェーズ))))",
            clause("draw"),
        ),
    ]
)
EXTRA: dict[Lang, list[Pattern]] = {"en": _EN, "ja": _JA}


_JOINT = re.compile(r"から| to ")


def settle(text: str, clauses: list[Clause]) -> list[Clause]:
    """The readings that need their neighbours: a change between totals is the first total
    and the change; the asker's attack at no one is at "they"."""
    out: list[Clause] = []
    for item in clauses:
        if item.option == LEFT and not re.search(r"\blife\b", text[item.start : item.end]):
            sentences = list(SENTENCE_END.finditer(text, 0, item.start))
            since = sentences[-2].end() if len(sentences) > 1 else 0
            if _LEFT_OF.search(text, since, item.start):
                continue  # not read: the number stays for the vetoes
        if _empty_at_draw(text, item, out):
            # "forced to draw with 0 cards in library": the library as the draw finds it.
            out[-1] = replace(out[-1], kind="decked", end=item.end)
            continue
        if item.kind == CANT_DRAW:
            # Without an empty library told, "can't draw" is a draw negated: refused.
            empty = _EMPTY_LIBRARY.search(text)
            out.append(
                replace(item, kind="decked", option=FAILED_DRAW)
                if empty
                else replace(item, kind="draw")
            )
        elif item.kind == FROM_TO and _restates(text, item, out):
            out.append(replace(item, kind="restated"))  # read, and nothing to play
        elif item.kind == FROM_TO:
            first, second = item.numbers
            joint = _JOINT.search(text, item.start, item.end)
            middle = joint.start() if joint else item.end
            out.append(replace(item, kind="life_is", end=middle, numbers=(first,)))
            out.append(replace(item, kind="life_change", start=middle, numbers=(second - first,)))
        elif _at_no_one(text, item):
            out.append(replace(item, player="they"))
        else:
            out.append(item)
    return out


def _empty_at_draw(text: str, item: Clause, before: list[Clause]) -> bool:
    """An empty library told with "with" right after a draw ("draw with 0 cards in library")."""
    if not before or item.kind != "library_is" or item.numbers != (0,):
        return False
    draw = before[-1]
    joint = text[draw.end : item.start]
    return (
        draw.kind == "draw"
        and draw.numbers in {(), (1,)}
        and not joint.strip(" ,")
        and text.startswith("with ", item.start)
    )


def _restates(text: str, item: Clause, before: list[Clause]) -> bool:
    """A change between totals in a parenthesis right after an event of its sentence tells
    again what that event did (「サブゲームは殴り負けました（ライフ20から0）」)."""
    opened = max(text.rfind("(", 0, item.start), text.rfind("（", 0, item.start))
    if opened < 0 or re.search(r"[)）.。!?！？]", text[opened : item.start]):
        return False
    begins = max((m.end() for m in re.finditer(r"[.。!?！？]", text[:opened])), default=0)
    return any(begins <= c.start < opened and c.kind not in _STATES for c in before)


_STATES = frozenset({"life_is", "poison_is", "library_is", "controls", "variant", "query"})


def _at_no_one(text: str, item: Clause) -> bool:
    """ "I swing for 4" read as damage to the asker by the asker, with the asker named once."""
    said = text[item.start : item.end]
    return (
        item.kind == "damage"
        and item.player == item.other == "you"
        and said.count("⟨you⟩") == 1
        and bool(re.search(r"\b(?:swings?|swung|attacks?|attacked|hits?)\b", said))
    )


INFECT = re.compile(r"\binfect\w*|感染|インフェクト")  # a source with infect, named


def infect_blows(text: str, clauses: list[Clause]) -> list[Clause]:
    """Damage from a source with infect as the poison counters it gives (see above)."""
    out = list(clauses)
    for index, item in enumerate(clauses):
        if item.kind != "damage":
            continue
        begins = sentence_start(text, item.start)
        end = SENTENCE_END.search(text, item.end)
        stop = end.start() if end else len(text)
        blows = [c for c in clauses if begins <= c.start < stop and c.kind == "damage"]
        told_before = max((c.end for c in clauses if begins <= c.end <= item.start), default=begins)
        infect = INFECT.search(text, told_before, item.end)
        if len(blows) == 1 and infect and not INFECT.search(text, item.end, stop):
            out[index] = replace(item, kind="poison_gain")
    return out


# The block not made, told between the attacker and the verb (「5/5にブロックせずに殴られた」).
UNBLOCKED_BY = r"(?:(?:ブロック(?:せず|しないで|できずに|されずに)|ノーブロックで)に?)?"
# An attack let through, in the words players say it with ("I take it", "let it through",
# "it connects", 「スルーした」「ノーガード」「攻撃を通した」): nothing blocked it (509.1a), and
# the blow reached the player attacked.
LET_THROUGH = {
    "en": r"(?:⟨you⟩ )?\b(?:take|takes|took|taking) (?:it|the hit|the hits)\b(?! (?:back|out|away))"
    r"|\blet (?:it|them) (?:through|in)\b|\b(?:it|they) (?:connects?|connected|got through"
    r"|gets? through|goes through|went through)\b",
    "ja": r"スルー|ノーガード|(?:攻撃|それ|これ)(?:を(?:そのまま)?(?:通し|とおし)"
    r"|が(?:そのまま)?(?:通っ|通り|とおっ))",
}
# "I don't have any blockers", "had no creatures to block with": nothing blocked.
NO_BLOCKERS = (
    r"(?:(?:do|does|did)(?: not|n't) (?:have|has) any|(?:have|has|had) no)"
    r" (?:blockers?|creatures? to block)"
)
# "neither is blocked", "none of them were blocked": each attacker told, unblocked.
NONE_BLOCKED = (
    r"\b(?:neither|none)(?: of (?:them|⟨they⟩|those|these)| one)?"
    r" (?:is |was |are |were |get |gets |got |been )?blocked\b"
)
UNBLOCKED = {
    "en": re.compile(
        r"\b(?:(?:(?:do|does|did|could|can|ca)(?: not|n't)|cannot|chose not to) block"
        r"|no(?:thing| creatures?)? to block|unblocked|no blocks?|no blockers?"
        rf"|{NO_BLOCKERS}"
        rf"|(?:block|blocks|blocked) nothing)\b|{LET_THROUGH['en']}|{NONE_BLOCKED}"
    ),
    "ja": re.compile(
        r"ブロッカー(?:が|は)?(?:いな|いませ|なし|0)|ノーブロック"
        r"|ブロック(?:せず|しな(?:い|かっ)|して(?:い)?な(?:い|かっ)|しませ|でき(?:ず|な(?:い|かっ)|ませ)"
        rf"|されず|されな(?:い|かっ)|されませ)|{LET_THROUGH['ja']}"
    ),
}
POINTS_AFTER = re.compile(r"(?:て|た|ました)?[、,]?[^、。\d]{0,4}?\d+点")
RESIZED = re.compile(r"\+\d|pump|buff|強化|修整")
