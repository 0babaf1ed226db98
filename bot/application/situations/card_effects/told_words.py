"""The words a story tells an unmodelled card's effect with, as patterns over the normalised
text (players `⟨p⟩`, the known card `⟦+e⟧`): a spell cast at a player ("they Bolt me",
「《稲妻》を撃たれた」), a creature's blow ("their Elf hits me for 2"), a drain ("he drained me
for 3 with Sovereign's Bite", 「《君主の噛みつき》で3点ドレインされた」), a gain ("I gained 7 off
Angel's Mercy", 「《天使の慈悲》で7点回復した」). Each comes with who its words mean when they
name nobody.
"""

from __future__ import annotations

import re
from dataclasses import dataclass


@dataclass(frozen=True)
class Unnamed:
    """Who a telling means when its words name nobody: the passive 「撃たれた」 and "I get hit
    by" are at the asker; a Japanese sentence with no subject is the asker's own doing. `gained`
    and `drained`: the words tell a gain by the caster, or a drain, which the card's text must
    do."""

    target: str | None = None
    caster: str | None = None
    blow: bool = False  # words for a creature's hit as well as a spell's
    gained: bool = False
    drained: bool = False


_NAMED = Unnamed()
_AT_ASKER = Unnamed(target="you")
_BY_ASKER = Unnamed(caster="you")
_BLOW = Unnamed(blow=True)
_BLOW_AT_ASKER = Unnamed(target="you", blow=True)
_GAINED = Unnamed(gained=True)
_GAINED_BY_ASKER = Unnamed(caster="you", gained=True)
_DRAINED = Unnamed(drained=True)
_DRAINED_ASKER = Unnamed(target="you", drained=True)

_P = r"⟨(?P<p>[a-z0-9]+)⟩"
_Q = r"⟨(?P<q>[a-z0-9]+)⟩"
_CARD = r"⟦\+(?P<e>\d+)⟧"
_N = r"(?P<n>\d+)"
# English: the card after a verb of casting, or the card's name as the verb ("they Bolt me").
_ARTICLE = r"(?:(?:a|an|the|another|their|his|her) )?"
_CAST = (
    r"(?:cast|casts|casted|resolve|resolves|resolved|fire|fires|fired|throw|throws|threw|point"
    r"|points|pointed|aim|aims|aimed|play|plays|played|use|uses|used|send|sends|sent|sling"
    r"|slings|slung|go|goes|went)(?: off)?"
)
_AT = r"(?:at|on|to|into|against|targeting|toward|towards)"
_FOR = rf"(?: (?:for|for x ?=|with x ?=) ?{_N}(?: damage)?)?"
# The player reached is not a possessive ("at my creature"), but may be a face.
_FACE = r"(?:'s face|'s dome| in the face| to the face| to the dome)?(?!['\w⟨⟦])"
# A verb coordinated before the cast, its subject the caster ("opp untaps and casts Bolt at
# me"): a few words with no player, card or number, and no word of an event the story would
# lose unread (a draw, a loss, a blow, a removal).
_COORDINATED = (
    r"(?:(?:(?!(?:draws?|drew|drawn|los\w*|gain\w*|deal\w*|destroy\w*|exil\w*|sacrific\w*"
    r"|conced\w*|discard\w*|pa(?:y|id)\w*|mill\w*|hits?|attack\w*|swing\w*|swung|bolt\w*"
    r"|burn\w*|drain\w*|kill\w*|cast\w*|respond\w*|block\w*|wipe\w*|wrath\w*|sweep\w*"
    r"|nuke\w*|edict\w*|bounc\w*|phas\w*|flicker\w*|blink\w*|transform\w*|fight\w*"
    r"|fought|swap\w*|exchang\w*|redirect\w*|control\w*|leaves|left|dies|died|dead"
    r"|murder\w*|remov\w*|poison\w*|twice|thrice|finish\w*|scoop\w*|forfeit\w*"
    r"|resolv\w*|ping\w*|shock\w*|zap\w*|smack\w*|punch\w*|no)\b)[a-z']+ ){1,4}"
    r"(?:and|then|and then),? )?"
)
_THEN = rf"{_COORDINATED}(?:(?:just|then|also|now|finally|immediately) )?"
_HIT = r"(?:hit|shot|burned|burnt|blasted|zapped|pinged|bolted|targeted)"
_HIT_BY = rf"(?:(?:get|gets|got|was|were|am|is|are|'m) )?{_HIT} (?:by|with)"
_HIT_WITH = (
    r"(?:hit|hits|shot|shoots|burn|burns|burned|blast|blasts|blasted|zap|zaps|zapped|bolt|bolts"
    r"|bolted|ping|pings|pinged|shock|shocks|shocked|target|targets|targeted|smack|smacks"
    r"|smacked)"
)
_TAKE = r"(?:take|takes|took|eat|eats|ate)"
_ATTACKS = r"(?:attack|attacks|attacked|swing|swings|swung)(?: in)?"
_NO_BLOCK = (
    r"(?:don't|didn't|do not|did not|can't|couldn't|cannot|doesn't|does not) block(?: it)?"
    r"(?!['\w⟨⟦])"
)
_ALONE = r"(?!['\w⟨⟦])"
# A spell cast in response: the words of the stack are kept before the effect (structure/stack/).
_RESPOND = r"(?P<r>respond(?:s|ed)?(?: to [^,.;:!?⟦]{1,30}?)?) (?:with|by casting) "
_EN = [
    (
        rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE}|{_RESPOND})?{_CARD}(?:s|es|ed|'d|'ed)?(?:,? {_AT})?"
        rf" {_P}{_FACE}{_FOR}",
        _NAMED,
    ),
    # "to their face": the other player's, when the asker casts it.
    (
        rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE}|{_RESPOND})?{_CARD}(?:s|es|ed|'d|'ed)? (?:to|at|into)"
        rf" their (?:face|dome){_FOR}{_ALONE}",
        Unnamed(target="they"),
    ),
    # "his way" (normalised "⟨they⟩'s way"): at that player.
    (rf"{_Q} {_THEN}{_CAST} {_ARTICLE}{_CARD} {_P}'s way{_FOR}{_ALONE}", _NAMED),
    # "to the face" with no player: the asker's, when another casts it.
    (
        rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE})?{_CARD}(?:s|es|ed|'d|'ed)? (?:to|at|into)"
        rf" (?:the|⟨you⟩'s) (?:face|dome){_FOR}{_ALONE}",
        _AT_ASKER,
    ),
    (rf"{_Q} {_THEN}{_CAST} {_ARTICLE}{_CARD}{_FOR}(?! {_AT} ){_ALONE}", _NAMED),
    # The effect told after the cast ("casts Lightning Bolt, dealing 3 damage to me", "cast
    # Bolt and it dealt 3 to me"): at that player, the amount the card's text must deal.
    (
        rf"{_Q} {_THEN}{_CAST} {_ARTICLE}{_CARD},? (?:dealing|and it (?:deals|dealt|does|did)"
        rf"|which (?:deals|dealt)) {_N} (?:damage )?to {_P}{_FACE}",
        _NAMED,
    ),
    (rf"{_P} {_TAKE} {_N} (?:damage )?from {_ARTICLE}{_CARD}{_ALONE}", _AT_ASKER),
    (rf"{_P} {_HIT_BY} {_ARTICLE}{_CARD}(?(c)s|){_FOR}{_ALONE}", _BLOW_AT_ASKER),
    (rf"{_P} {_HIT_BY} {_Q}'s {_CARD}{_FOR}{_ALONE}", _BLOW_AT_ASKER),
    (rf"{_P} (?:get|gets|got|was|were|am|is|are|'m) {_CARD}(?:ed|'d|'ed){_FOR}{_ALONE}", _AT_ASKER),
    (rf"{_Q} {_HIT_WITH} {_P} with {_ARTICLE}{_CARD}{_FOR}{_ALONE}", _NAMED),
    (
        rf"{_P} {_TAKE} {_ARTICLE}{_CARD}(?(c)s|)(?: to the face| to the dome| in the face)?{_FOR}"
        rf"{_ALONE}",
        _AT_ASKER,
    ),
    # ... its subject told before "and", kept as told ("I was at 7 and took a Bolt").
    (
        rf"(?P<k>{_P} (?:am|is|are|was|were|'m|'re) at \d+(?: life)?,? and ){_TAKE} {_ARTICLE}"
        rf"{_CARD}(?(c)s|)(?: to the face| to the dome| in the face)?{_FOR}{_ALONE}",
        _AT_ASKER,
    ),
    # Told with no verb, the card and whom it reached ("I'm at 4. Lightning Bolt to my face.",
    # "My turn: Bolt to his face."): at that player, its caster unsaid.
    (
        rf"(?:^|(?<=[.!?:;] ))(?:then |and then )?{_ARTICLE}{_CARD}(?(c)s|) (?:to|at|into) {_P}"
        rf"(?:'s face|'s dome)?(?=[.!?,;]|$)",
        _NAMED,
    ),
    # A creature's blow, with its controller named: what a lifelink creature's hit is told by.
    (rf"{_Q}'s {_CARD} (?:hits|hit|attacks|attacked|connects with) {_P} for {_N}", _BLOW),
    (
        rf"{_Q}'s {_CARD} (?:hits|hit|attacks|attacked|swings|swung|connects) for {_N}",
        _BLOW_AT_ASKER,
    ),
    (rf"{_Q}'s {_CARD} (?:hits|hit|connects with|connected with) {_P}(?! for){_ALONE}", _BLOW),
    (
        rf"(?<!'s ){_ARTICLE}{_CARD} (?:hits|hit|burns|burned|goes to|went to) {_P}{_FACE}{_FOR}",
        _BLOW_AT_ASKER,
    ),
    (
        rf"(?<!'s ){_ARTICLE}{_CARD} (?:deals|dealt|does|did) {_N} (?:damage )?to {_P}{_FACE}",
        _BLOW_AT_ASKER,
    ),
    # An unblocked attack told with no amount ("opp attacks me with Glistener Elf and I don't
    # block", "I swung at them with my Elf, unblocked"): the blow of its power (510.1).
    (
        rf"{_Q} {_ATTACKS}(?: at)? {_P} with {_ARTICLE}{_CARD}(?:,? and|,) ⟨(?P=p)⟩ {_NO_BLOCK}",
        _BLOW,
    ),
    (rf"{_Q} {_ATTACKS} with {_ARTICLE}{_CARD}(?:,? and|,) {_P} {_NO_BLOCK}", _BLOW),
    (
        rf"{_Q} {_ATTACKS}(?: at)? {_P} with {_ARTICLE}{_CARD},? (?:and it goes |going )?unblocked",
        _BLOW,
    ),
    # A gain told with the card: the caster's own (the card's text must gain that much).
    (
        rf"{_Q} (?:gain|gains|gained|gaining) {_N}(?: life)? (?:off|from|with|thanks to"
        rf"|by casting|casting|after casting) {_ARTICLE}{_CARD}{_ALONE}",
        _GAINED,
    ),
    (
        rf"{_Q} {_THEN}{_CAST} {_ARTICLE}{_CARD},? (?:and |to )?(?:⟨(?P=q)⟩ )?(?:gain|gains"
        rf"|gained) {_N}(?: life)?{_ALONE}",
        _GAINED,
    ),
    # A drain: the card's text must drain (lose or be dealt, and its caster gain as much).
    (
        rf"{_Q} (?:drain|drains|drained) {_P} (?:for {_N}(?: life)? )?(?:with|using|off|by"
        rf" casting) {_ARTICLE}{_CARD}{_ALONE}",
        _DRAINED,
    ),
    (
        rf"{_P} (?:get|gets|got|was|were|am|is|are|'m) drained (?:for {_N}(?: life)? )?(?:by|with"
        rf"|off) (?:{_Q}'s )?{_ARTICLE}{_CARD}{_ALONE}",
        _DRAINED,
    ),
    (rf"{_Q} {_THEN}{_CAST} {_ARTICLE}{_CARD},? to drain {_P} for {_N}{_ALONE}", _DRAINED),
]
# A removal spell told at a permanent the engine models ("they Murder my Platinum Angel",
# "I cast Disenchant on the Angel"): `w` is whose the permanent is, `i` its card.
REMOVED = re.compile(
    rf"{_Q} {_THEN}(?:{_CAST} {_ARTICLE})?{_CARD}(?:s|es|ed|'d|'ed)?(?: (?:on|at|targeting"
    r"|against))? (?P<w>⟨[a-z0-9]+⟩'s )?(?:own )?⟦(?P<i>\d+)⟧(?![\w⟧])"
)
# A removal and the permanent it left with, told in the story's own words, which the phrase
# patterns read (「《解呪》で天使を割られた」, 「天使を《殺害》された」, "they killed my Angel with
# Disenchant"): the card `e` / `f` and the permanent `i` / `j`, to check that the one can reach
# the other.
REMOVED_BESIDE = {
    "ja": re.compile(
        r"⟦\+(?P<e>\d+)⟧で、?(?:⟨[a-z0-9]+⟩の)?⟦(?P<i>\d+)⟧を|⟦(?P<j>\d+)⟧(?:を|が|は)⟦\+(?P<f>\d+)⟧"
    ),
    "en": re.compile(
        r"⟦(?P<j>\d+)⟧ (?:with|using|by|to) (?:a |an |the |⟨[a-z0-9]+⟩'s )?⟦\+(?P<f>\d+)⟧"
        r"|⟦\+(?P<e>\d+)⟧(?:'d|ed)? (?:on |at )?(?:⟨[a-z0-9]+⟩'s )?⟦(?P<i>\d+)⟧"
    ),
}
# A removal spell cast at a permanent in Japanese, no leaving told (「天使に《殺害》を撃たれた」,
# 「相手が天使に《殺害》を撃った」): worded as the leaving its text does.
_AT_PERMANENT = r"(?:⟨[a-z0-9]+⟩の)?⟦(?P<i>\d+)⟧(?:に|へ)(?:向けて|対して)?、?"
REMOVED_AT_JA: list[tuple[re.Pattern[str], bool]] = []  # (pattern, told in the passive)
# Japanese: the card cast by a named player (at a named player, or needing none), or cast at
# the asker in the passive; a card passive after 「…に」 is cast at that (a creature), unless the
# に tells when.
_JA_CAST = (
    r"(?:撃|打)(?:っ|ち(?!込ま))|(?:撃|打)ち込ん|唱え(?!られ)|使(?:っ|い)|キャストし|飛ばし|放っ"
    r"|投げ"
)
_JA_CAST_AT = (
    r"(?:撃|打)たれ|(?:撃|打)ち込まれ|唱えられ|使われ|キャストされ|飛ばされ|放たれ|投げられ"
    # received (「《稲妻》を2回受けました」「稲妻2発くらいました」; not 「くらいで」, "about")
    r"|(?:食|く|喰)らっ|(?:食|く|喰)らい(?=ま)|受け|もらっ|もらい(?=ま)"
)
_TAIL = r"(?P<tail>てきた|てきて|てきました|てくる|ちゃった|ちゃって|ました|ます|た|て|る|だ|で)"
# Cast by the asker: not 「撃ってきた」, which is cast towards the asker.
_OWN_TAIL = r"(?P<tail>ちゃった|ちゃって|ました|ます|た|て(?![きく])|る|だ|で(?![きく]))"
# The asker's own body, in a passive at the asker (「本体に撃たれた」).
_BODY = r"(?:本体|顔面|顔)に、?"
_FACE_JA = rf"(?:{_BODY})?"
_X = rf"(?:(?:x ?= ?)?{_N}点?で)?"
# At a player, or at their face (「相手本体に」「こちらの顔面に」): the player all the same.
_TOWARDS = r"(?:の?(?:本体|顔面|顔))?に(?:向けて|対して)?、?"
_OPENING = (
    r"(?:^|(?<=[\s、。,.!?！？:でて])|(?<=ターンに)|(?<=ステップに)|(?<=フェイズに)|(?<=時)"
    r"|(?<=時に)|(?<=とき)|(?<=ときに)|(?<=後に)|(?<=あとに)|(?<=のに)|(?<=けど)|(?<=ので)"
    # when, the one turn the story is in (「このターン《稲妻》を2回撃たれた」)
    r"|(?<=このターン)|(?<=今ターン)"
    # from the total told before it (「ライフ7から稲妻2発くらいました」)
    r"|(?<=\dから)|(?<=\dから、)"
    # a telling that follows another (「さらに《稲妻》を撃たれた」「その後…」)
    r"|(?<=さらに)|(?<=また)|(?<=続けて)|(?<=次に)|(?<=その後)|(?<=そのあと)|(?<=今度は))"
)
# How many times the one card was cast (「《稲妻》を2発撃たれた」「2回」): its effect that many
# times over, each told in turn.
_TIMES = r"(?:(?P<c>[2-9])(?:発|回|連発)、?)?"
_COUNTED = r"(?:(?P<c>[2-9])(?:発|回|連発))?"
# 「相手が対応して《稲妻》を撃ってきた」: a spell cast in response, the words kept before it.
_RESPOND_JA = r"(?:(?P<r>(?:それに)?対応して)、?)?"
_JA = [
    (rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_P}{_TOWARDS}{_CARD}を{_X}(?:{_JA_CAST}){_TAIL}", _NAMED),
    (
        rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_CARD}を、?{_P}{_TOWARDS}{_X}(?:{_JA_CAST}){_TAIL}",
        _NAMED,
    ),
    (
        rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_CARD}を{_X}、?{_P}{_TOWARDS}(?:{_JA_CAST}){_TAIL}",
        _NAMED,
    ),
    (rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{_CARD}を{_X}(?:{_JA_CAST}){_TAIL}", _NAMED),
    # At a face no player is said of, cast towards the asker (「本体に撃ってきた」).
    *(
        (
            rf"{_Q}(?:が|は|も)、?{_RESPOND_JA}{told}(?:{_JA_CAST})"
            r"(?P<tail>てきた|てきて|てきました|てくる)",
            _AT_ASKER,
        )
        for told in (f"{_BODY}{_CARD}を{_X}", f"{_CARD}を{_X}{_BODY}")
    ),
    (
        rf"{_OPENING}(?:{_P}(?:は|が|も)、?)?(?:{_Q}(?:に|から|の)、?)?{_FACE_JA}{_CARD}を{_FACE_JA}"
        rf"{_X}(?:{_JA_CAST_AT}){_TAIL}",
        _AT_ASKER,
    ),
    (rf"{_OPENING}{_P}{_TOWARDS}{_CARD}を{_X}(?:{_JA_CAST}){_OWN_TAIL}", _BY_ASKER),
    (rf"{_Q}の{_CARD}に(?:{_N}点(?:分)?)?(?:ブロックせずに、?)?殴られ{_TAIL}", _BLOW_AT_ASKER),
    (
        rf"{_Q}の{_CARD}(?:に|で|から){_N}点(?:の)?(?:戦闘)?ダメージを(?:受け|食らっ|くらっ){_TAIL}",
        _BLOW_AT_ASKER,
    ),
    (rf"{_OPENING}{_CARD}を(?:、?{_P}{_TOWARDS})?{_X}(?:{_JA_CAST}){_OWN_TAIL}", _BY_ASKER),
    # From one player to another (「こちらから《稲妻》を相手に撃った」).
    (rf"{_Q}から、?{_CARD}を、?{_P}{_TOWARDS}{_X}(?:{_JA_CAST}){_OWN_TAIL}", _NAMED),
    # Came flying at the asker (「相手から《稲妻》が飛んできた」), or burned a player with it.
    (
        rf"{_OPENING}{_Q}(?:から|の)、?{_CARD}が(?:{_P}{_TOWARDS}|{_FACE_JA})飛んで(?:き|来){_TAIL}",
        _AT_ASKER,
    ),
    (rf"{_Q}(?:が|は|も)、?{_CARD}で、?{_P}を(?:焼い|焼き|撃ち抜い){_TAIL}", _NAMED),
    # The card ending the sentence, no verb (「相手が自分に《稲妻》。」「相手から《稲妻》2発。」).
    (rf"{_Q}(?:が|は)、?{_P}{_TOWARDS}{_CARD}{_COUNTED}(?=[。!?！？]|$)", _NAMED),
    (rf"{_OPENING}{_Q}から{_CARD}{_COUNTED}(?=[。!?！？]|$)", _AT_ASKER),
    # A gain told with the card (「《天使の慈悲》で7点回復した」), the caster's own.
    (
        rf"{_Q}(?:が|は|も)、?{_CARD}(?:を(?:{_JA_CAST})(?:て|で)|で)、?(?:ライフを)?{_N}点"
        rf"(?:回復し|得|ゲインし){_TAIL}",
        _GAINED,
    ),
    (
        rf"{_OPENING}{_CARD}(?:を(?:{_JA_CAST})(?:て|で)|で)、?(?:ライフを)?{_N}点"
        rf"(?:回復し|得|ゲインし){_OWN_TAIL}",
        _GAINED_BY_ASKER,
    ),
    # A drain (「《君主の噛みつき》で3点ドレインされた」).
    (
        rf"{_OPENING}(?:{_P}(?:は|が|も)、?)?(?:{_Q}(?:に|から)、?)?{_CARD}で{_N}点(?:の)?"
        rf"ドレイン(?:を)?され{_TAIL}",
        _DRAINED_ASKER,
    ),
    (
        rf"{_Q}(?:が|は|も)、?(?:{_P}{_TOWARDS})?{_CARD}で{_N}点(?:の)?ドレインし{_TAIL}",
        _DRAINED,
    ),
]
# How many of the one card were cast ("casts two Lightning Bolts at me"): its effect that many
# times over, as the Japanese count. A count after the telling ("… at me twice") is the
# reader's (structure/amounts/).
_COUNTED_EN = r"(?:(?:a|an|the|another|their|his|her) |(?P<c>[2-9]) )?"
TELLINGS: dict[str, list[tuple[re.Pattern[str], Unnamed]]] = {
    "en": [
        (re.compile(pattern.replace(_ARTICLE, _COUNTED_EN, 1)), unnamed) for pattern, unnamed in _EN
    ],
    "ja": [
        (re.compile(pattern.replace(f"{_CARD}を", f"{_CARD}を{_TIMES}", 1)), unnamed)
        for pattern, unnamed in _JA
    ],
}
REMOVED_AT_JA += [
    (re.compile(rf"{_AT_PERMANENT}{_CARD}を(?:{_JA_CAST_AT}){_TAIL}"), True),
    (re.compile(rf"{_Q}(?:が|は|も)、?{_AT_PERMANENT}{_CARD}を(?:{_JA_CAST}){_TAIL}"), False),
    (re.compile(rf"{_Q}(?:が|は|も)、?{_CARD}を、?{_AT_PERMANENT}(?:{_JA_CAST}){_TAIL}"), False),
]
