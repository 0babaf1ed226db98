"""The words of the stack a story tells its order by, and the words that put that order in
doubt (links.py reads them)."""

from __future__ import annotations

import re

# Any word of the stack: a story without one is not looked at (most stories).
STACK_WORDS = {
    "en": re.compile(r"\brespon|\bstack\b|\bresolv"),
    "ja": re.compile(r"対応|スタック|解決"),
}
# What the response answered, after "to": up to the words that end it.
_TO = r"(?: to (?P<{0}>[^,.;:!?()]*?))?"
_END = r"(?=[,.;:!?()—]| - | and\b| then\b| so\b| ⟨|$| (?:kill|destroy|sacrific|exil|bounc)\w* )"
PHRASES = {
    "en": re.compile(
        # "R in response to T", "in response to T, R", "in response, R"
        rf"\bin response{_TO.format('to')}{_END}"
        # "I respond with R", "he responded by casting R", "opp responds, R"
        rf"|\b(?:respond|responds|responded|responding){_TO.format('by')}"
        r"(?: (?:with|by(?: casting| playing)?)\b|(?=[,:]))"
    ),
    # 「Tに対応してR」「それに対応してR」「対応してR」
    "ja": re.compile(r"(?:(?P<to>[^、。,!?]{1,40}?)に)?対応(?:して|し、)"),
}
# A spell told on the stack: it is cast, and not on the battlefield yet.
# Told as the time of the next event ("with the Angel still on the stack, I Bolt them",
# 「《白金の天使》がスタックにある間に」): `during` is set, and that event answers the spell.
ON_STACK = {
    "en": re.compile(
        r"(?P<during>\b(?:while|with) )?"
        r"(?:(?:a |an |the |⟨[a-z0-9]+⟩'s |his |her |their |my )?⟦(?P<c>\d+)⟧"
        # a spell told before, by a pronoun or a word of its name ("while it's on the stack")
        r"|(?P<what>(?:the |his |her |their |⟨[a-z0-9]+⟩'s )?[a-z]{4,}|it|that))"
        r"(?: spell)?(?:'s| is| was| sits| sat)?(?: still)? on the stack(?P<d>)"
        r"(?: \((?:not|un) ?resolved(?: yet)?\))?(?(during),?)"
    ),
    "ja": re.compile(
        r"(?:(?:⟦(?P<c>\d+)⟧|(?P<what>それ|その呪文))(?:の呪文)?(?:が|は)(?:まだ)?スタック(?:上)?に"
        r"|スタック(?:上)?に(?:まだ)?⟦(?P<d>\d+)⟧(?:の呪文)?(?:が|は))"
        r"(?:(?P<during>(?:ある|乗っている|残っている)(?:間に|うちに|状態で))、?"
        r"|ある|あって|乗って|積まれて)"
    ),
}
# A told resolution: the subject is the words before it in its clause.
RESOLVES = {
    "en": re.compile(
        r"(?P<subject>[^,.;:!?()]{0,40}?)\b(?:still |then |finally |also |just )?"
        r"(?:resolves|resolved|resolve|resolving)\b(?P<first> first)?"
    ),
    "ja": re.compile(
        r"(?P<subject>[^、。,!?]{0,30}?)(?:が|は)?(?P<first>先に)?解決(?:し|する|され)"
    ),
}
# "before the Bolt resolves, I cast Angel's Grace": told, a response to it; asked ("they'd
# lose before the Angel lands, right?"), of the spell a response answered.
BEFORE = {
    "en": re.compile(
        r"\bbefore (?P<to>(?:⟨[a-z0-9]+⟩'s |the |his |her |their )?(?:⟦\d+⟧|[a-z][a-z']{3,}))"
        r" (?:lands|resolves|resolved|resolving|hits|comes in|enters|gets there|goes off"
        r"|went off)\b,?"
    ),
    "ja": re.compile(r"(?P<to>[^、。,!?]{1,30}?)が解決する(?:前に|より前に|前に、)"),
}
# What the words point back to: the event told last before them.
ANAPHOR = {
    "en": re.compile(r"it|that|this|that spell|the spell|his spell|her spell|their spell|spell"),
    "ja": re.compile(r"(?:さらに|そして|すると|すかさず)?(?:それ|これ|その呪文|この呪文|呪文)"),
}
# What the words name by the kind of event the story tells once ("in response to lethal", "to
# the draw", 「攻撃に対応して」): that event (its possessive stripped: "his attack").
KINDS = {
    "en": re.compile(
        r"(?P<damage>lethal|lethal damage|the lethal damage|attack|the attack|damage|the damage"
        r"|combat damage|the combat damage|swing|the swing|burn|the burn|the burn spell|burn spell)"
        r"|(?P<draw>draw|the draw|draw spell|the draw spell)"
    ),
    "ja": re.compile(
        r"(?P<damage>(?:致死|戦闘)?ダメージ|攻撃|火力|火力呪文)|(?P<draw>ドロー|ドロー呪文)"
    ),
}
_KIND_EVENTS = {"damage": frozenset({"damage"}), "draw": frozenset({"draw", "decked"})}


def kind_named(words: str, lang: str) -> frozenset[str] | None:
    """The event kinds the words name, or None."""
    found = KINDS[lang].fullmatch(words)
    return _KIND_EVENTS[found.lastgroup or ""] if found else None


# Words of doubt about the order anywhere in the story: a supposition, a response asked of, a
# counter, split second, a spell that did not resolve, priority or mana held.
DOUBT_ANYWHERE = {
    "en": re.compile(
        r"\b(?:if|whether|what if|suppose|supposing|unless|had responded|had cast|split second"
        r"|counterspell\w*|countered|counters? (?:it|that|this|the|my|his|her|their)|fizzl\w*"
        r"|priority|hold|holding|held|chain|flash|trigger\w*|abilit\w*|activat\w*|order\w*"
        r"|both|simultaneous\w*|same time|instead)\b"
    ),
    "ja": re.compile(
        r"もし|思|かも|はず|つもり|でき(?:る|ます|ない|なかっ)|られ(?:ます|る)か|打ち消|カウンター"
        r"|刹那|立ち消え|優先権|ようと|かけ|ていたら|ってたら|ていれば|だっけ|たっけ|多分|たぶん"
        r"|誘発|能力|起動|順番|順序|同時|代わりに|不正"
    ),
}
# Words of doubt in a part of the story that tells (the part that asks may say "would").
DOUBT_TELLING = re.compile(
    r"\b(?:think|thought|guess|probably|maybe|perhaps|believe|not sure|would|could|should|might"
    r"|can|may|tries|tried|try|trying|attempt\w*|wants?|wanted|gonna|going to|about to|plan"
    r"|plans|planned)\b|⟩'d\b|n't\b"
)
# After a response's event in its sentence, a later event is told after these.
THEN = {
    "en": re.compile(r"\b(?:then|after that|afterwards|and then|later)\b"),
    "ja": re.compile(r"その後|そのあと|それから|あとで|後で"),
}
# A total told with a resolution: how it stood when the spell resolved.
STOOD = {
    "en": re.compile(r" with ⟨(?P<p>[a-z0-9]+)⟩(?:'s (?P<what>library|life))? at (?P<n>-?\d+)\b"),
    "ja": re.compile(r"(?!)"),
}
