"""The effect a card's telling is rewritten as, told again in the story's own words beside it
("they Bolt me and I take 3", 「《血の署名》を唱えて2枚引いて2点失った」): told twice, it would be
played twice, so what the words state is read as they are written, and only the rest of the
card's effect is rewritten. So is a sentence about a commander, whose damage is commander damage.
"""

from __future__ import annotations

import re

from bot.application.situations.card_effects.wording import Part
from bot.application.situations.model import Lang

_STATED = {
    "en": {
        "damage": r"\b(?:take|takes|took|taking|deal|deals|dealt|dealing|for) \d+|\bdamage\b",
        "life_loss": r"\blos(?:e|es|t|ing) \d+|\d+[- ]point life loss",
        "draw": r"\b(?:draw|draws|drew|drawing|drawn)\b",
        "life_gain": r"\bgain(?:s|ed|ing)? \d+|\bdrain",
        "poison": r"\b(?:for|get|gets|got|give|gives|gave) \d+ (?:more )?poison"
        r"|\bpoison counters? (?:from|on)|\d+ more poison|\bpoison (?:went|goes|go) up",
    },
    "ja": {
        "damage": r"\d+点(?:の)?(?:戦闘)?(?:ダメージ|を?(?:受け|食ら|くら|喰ら))|ダメージ",
        "life_loss": r"失",
        "draw": r"引(?:い|く|き|け)|ドロー(?!ステップ)",
        "life_gain": r"得|回復|ゲイン|ドレイン",
        # a gain of poison counters, not a total (「毒カウンター8個のところに」)
        "poison": r"毒(?:カウンター)?(?:が|を|も)?(?:さらに)?\d+個?(?:の)?(?:増|乗|置|得|もら|入"
        r"|追加|くら|食ら)|毒(?:カウンター)?を\d+|\d+個(?:の)?毒|毒(?:カウンター)?(?:が|を)?[+＋]\d+",
    },
}
_KIND = {"damage_taken": "damage", "lifelink": "damage"}
_COMMANDER = re.compile(r"commander|統率者|コマンダー")
_SENTENCE = {"en": re.compile(r"[.!?;\n]"), "ja": re.compile(r"[。!?！？\n]")}
_THEN = {
    "en": re.compile(r",? (?:and )?then\b"),
    "ja": re.compile(r"そのあと|その後|それから|次に"),
}
# ... and a word that tells more ("furthermore"): what follows it is another event, even told
# with the card's own number (「《稲妻》を撃たれて、さらに3点のダメージを受けた」: 6 in all).
_FURTHER = {"en": re.compile(r"(?!)"), "ja": re.compile(r"さらに|更に|続けて|加えて")}
_NUMBER = re.compile(r"\d+")


def stated(match: re.Match[str], lang: Lang, parts: tuple[Part, ...]) -> dict[Part, bool] | None:
    """The parts the sentence around the telling states in its own words, each with whether
    the card's own number is among the words' numbers; None for a sentence about a commander.
    What follows "then" is the next event, unless it tells the part's number again ("they Bolt
    me, then I take 3"). Damage told beside poison counters is their part told otherwise."""
    text = match.string
    ends = [m.end() for m in _SENTENCE[lang].finditer(text, 0, match.start())]
    end = _SENTENCE[lang].search(text, match.end())
    before = text[ends[-1] if ends else 0 : match.start()]
    after = text[match.end() : end.start() if end else len(text)]
    if _COMMANDER.search(before + " " + after):
        return None
    further = _FURTHER[lang].search(after)
    if further:
        after = after[: further.start()]
    then = _THEN[lang].search(after)
    near = before + " " + (after[: then.start()] if then else after)
    later = after[then.end() :] if then else ""
    found: dict[Part, bool] = {}
    for part in parts:
        words = _STATED[lang][_KIND.get(part.kind, part.kind)]
        if part.kind == "poison" and re.search(_STATED[lang]["damage"], near):
            found[part] = False  # poison counters told as damage: not what the text does
        elif re.search(words, near):
            found[part] = str(part.amount) in _NUMBER.findall(near)
        elif re.search(words, later) and str(part.amount) in _NUMBER.findall(later):
            found[part] = True
    return found
