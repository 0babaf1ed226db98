"""Parameters of messages that read differently in each language."""

from __future__ import annotations

from dataclasses import dataclass

from engine.i18n import Label
from engine.i18n.names import card_name
from engine.outcomes import LossReason
from engine.state import Game, ZoneName

_ZONES = {
    ZoneName.LIBRARY: ("ライブラリー", "library"),
    ZoneName.HAND: ("手札", "hand"),
    ZoneName.GRAVEYARD: ("墓地", "graveyard"),
    ZoneName.EXILE: ("追放領域", "exile"),
    ZoneName.BATTLEFIELD: ("戦場", "battlefield"),
    ZoneName.COMMAND: ("統率領域", "command zone"),
    ZoneName.PLANAR_DECK: ("次元デッキ", "planar deck"),
    ZoneName.SCHEME_DECK: ("計略デッキ", "scheme deck"),
}

_REASONS = {
    LossReason.LIFE: ("ライフが0点以下である", "having 0 or less life"),
    LossReason.EMPTY_LIBRARY: (
        "カードがないライブラリーからカードを引こうとした",
        "attempting to draw from an empty library",
    ),
    LossReason.POISON: ("毒カウンターを10個以上持っている", "having ten or more poison counters"),
    LossReason.COMMANDER_DAMAGE: (
        "単一の統率者から21点以上の戦闘ダメージを受けた",
        "having been dealt 21 or more combat damage by one commander",
    ),
    LossReason.CONCEDE: ("投了した", "conceding"),
    LossReason.EFFECT: ("ゲームに敗北するという効果を受けた", "an effect saying so"),
    LossReason.EMPEROR: ("チームの皇帝が敗北した", "their team's emperor losing"),
    LossReason.TEAM_LIFE: ("チームのライフが0点以下である", "their team having 0 or less life"),
    LossReason.TEAM_POISON: (
        "チームが毒カウンターを{count}個以上持っている",
        "their team having {count} or more poison counters",
    ),
    LossReason.TEAM: (
        "双頭巨人戦でチームメイトが敗北した",
        "their Two-Headed Giant teammate losing",
    ),
}


@dataclass(frozen=True)
class CardLabel:
    name: str | None
    token: bool = False

    def render(self, lang: str) -> str:
        if self.name is None:
            return "名前のないカード" if lang == "ja" else "an unnamed card"
        shown = card_name(self.name, lang)
        if self.token:
            return f"{shown}・トークン" if lang == "ja" else f"{shown} token"
        return f"《{shown}》" if lang == "ja" else shown


@dataclass(frozen=True)
class CardGroup:
    """Several cards: the named ones listed, the unnamed ones counted."""

    names: tuple[str | None, ...]

    def render(self, lang: str) -> str:
        named = [CardLabel(name).render(lang) for name in self.names if name is not None]
        unnamed = sum(1 for name in self.names if name is None)
        if lang == "ja":
            text = "、".join(named)
            if unnamed:
                text += ("と" if text else "") + f"名前のないカード{unnamed}枚"
            return text or "なし"
        text = ", ".join(named)
        if unnamed:
            word = "card" if unnamed == 1 else "cards"
            text += (" and " if text else "") + f"{unnamed} unnamed {word}"
        return text or "none"


_COUNTER_NAMES_JA = {
    "poison": "毒",
    "energy": "エネルギー",
    "experience": "経験",
    "time": "時間",
    "enlightened": "啓発",
    "+1/+1": "+1/+1",
    "incarnation": "化身",
    "hit": "殺害",
    "judgment": "審判",
    "point": "得点",
    "echo": "反響",
}


@dataclass(frozen=True)
class CounterList:
    """Counters such as ((\"poison\", 9),): 「毒カウンター9個」 / "9 poison counters"."""

    items: tuple[tuple[str, int], ...]

    def render(self, lang: str) -> str:
        if lang == "ja":
            return "、".join(
                f"{_COUNTER_NAMES_JA.get(kind, kind)}カウンター{amount}個"
                for kind, amount in self.items
            )
        return ", ".join(
            f"{amount} {kind} counter{'s' if amount != 1 else ''}" for kind, amount in self.items
        )


@dataclass(frozen=True)
class ZoneLabel:
    zone: ZoneName

    def render(self, lang: str) -> str:
        ja, en = _ZONES[self.zone]
        return ja if lang == "ja" else en


@dataclass(frozen=True)
class GameLabel:
    game_id: str
    depth: int

    def render(self, lang: str) -> str:
        if self.depth == 0:
            return "メインゲーム" if lang == "ja" else "the main game"
        number = self.game_id.removeprefix("sub")
        return f"サブゲーム{number}" if lang == "ja" else f"subgame {number}"


_NUMBER_WORDS = {
    2: "two",
    3: "three",
    4: "four",
    5: "five",
    15: "fifteen",
    20: "twenty",
    25: "twenty-five",
}


@dataclass(frozen=True)
class NumberWord:
    """A small number as English prose writes it ("fifteen"); digits in Japanese."""

    number: int

    def render(self, lang: str) -> str:
        return (
            str(self.number) if lang == "ja" else _NUMBER_WORDS.get(self.number, str(self.number))
        )


def plural(noun: str, number: int) -> str:
    """The English noun for `number` of it: card/cards, ability/abilities, copy/copies."""
    if number == 1:
        return noun
    head, _, last = noun.rpartition(" ")
    word = last or noun
    if word.endswith("y") and word[-2:-1] not in "aeiou":
        word = word[:-1] + "ies"
    else:
        word += "s"
    return f"{head} {word}" if head else word


@dataclass(frozen=True)
class Counted:
    """A number of things: "1 card" / "3 cards" in English; the number alone in Japanese,
    whose templates carry the counter word (枚, 個)."""

    number: int
    noun: str

    def render(self, lang: str) -> str:
        if lang == "ja":
            return str(self.number)
        return f"{self.number} {plural(self.noun, self.number)}"


@dataclass(frozen=True)
class ReasonLabel:
    reason: LossReason
    # the team's poison counters that lose (704.6b: fifteen, 5 more per extra head, 810.11)
    poison_limit: int = 15

    def render(self, lang: str) -> str:
        ja, en = _REASONS[self.reason]
        text = ja if lang == "ja" else en
        return text.format(count=NumberWord(self.poison_limit).render(lang))


@dataclass(frozen=True)
class ReasonList:
    """Reasons that applied at once: 「AかつB」 / "A and B"."""

    reasons: tuple[ReasonLabel, ...]

    def render(self, lang: str) -> str:
        parts = [reason.render(lang) for reason in self.reasons]
        return "、".join(parts) if lang == "ja" else and_list(parts, lang)


@dataclass(frozen=True)
class NameList:
    """Cards or effects named together: 《A》と《B》 / "A and B"."""

    labels: tuple[Label, ...]

    def render(self, lang: str) -> str:
        return and_list([label.render(lang) for label in self.labels], lang)


@dataclass(frozen=True)
class PlayerNames:
    """Players named together: 「AとB」 / "A and B"."""

    names: tuple[str, ...]

    def render(self, lang: str) -> str:
        return and_list(list(self.names), lang)


def and_list(parts: list[str], lang: str) -> str:
    if lang == "ja":
        return "、".join(parts[:-1]) + ("と" if len(parts) > 1 else "") + parts[-1]
    if len(parts) <= 2:
        return " and ".join(parts)
    return ", ".join(parts[:-1]) + ", and " + parts[-1]


@dataclass(frozen=True)
class Text:
    """A literal that differs per language, for short fragments that need no catalogue key."""

    ja: str
    en: str

    def render(self, lang: str) -> str:
        return self.ja if lang == "ja" else self.en


def game_label(game: Game) -> GameLabel:
    return GameLabel(game.id, game.depth)


def zone_label(zone: ZoneName) -> ZoneLabel:
    return ZoneLabel(zone)


_VARIANTS = {
    "normal": ("通常のゲーム", "normal game"),
    "commander": ("統率者戦", "Commander"),
    "planechase": ("プレインチェイス戦", "Planechase"),
    "vanguard": ("ヴァンガード戦", "Vanguard"),
    "archenemy": ("アーチエネミー戦", "Archenemy"),
    "two_headed_giant": ("双頭巨人戦", "Two-Headed Giant"),
}
_RULES_MODES = {
    "current": ("現行ルール", "current rules"),
    "pre-2007": ("2007年7月より前の旧ルール", "rules before July 2007"),
}


def variant_label(value: str) -> Text:
    ja, en = _VARIANTS[value]
    return Text(ja, en)


def rules_mode_label(value: str) -> Text:
    ja, en = _RULES_MODES[value]
    return Text(ja, en)
