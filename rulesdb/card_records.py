"""Plain records of card data (Oracle text, Japanese text, rulings) as a card-data file gives them;
the scraper reads them from MTGJSON files and `rulesdb.storage.card_data_writer` stores them."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class JapaneseFace:
    """A face as a Japanese printing gives it; old cards have a Japanese name and nothing else."""

    name: str | None
    type_line: str | None
    text: str | None


@dataclass(frozen=True)
class CardFace:
    """One face of a card: a normal card has one; split, transform, MDFC and adventure cards
    have two."""

    name: str
    mana_cost: str | None
    type_line: str
    text: str
    power: str | None
    toughness: str | None
    loyalty: str | None
    ja: JapaneseFace | None


@dataclass(frozen=True)
class Ruling:
    date: str
    text: str


@dataclass(frozen=True)
class OracleCard:
    """A card's Oracle identity: every printing of it shares this."""

    name: str  # the whole card's English name: "Fire // Ice" for a two-faced card
    layout: str
    oracle_id: str | None
    scryfall_id: str | None
    keywords: tuple[str, ...]
    faces: tuple[CardFace, ...]
    rulings: tuple[Ruling, ...]
    ja_name: str | None  # the whole card's Japanese name, when it has a Japanese printing


@dataclass(frozen=True)
class CardFileInfo:
    """What a card-data file says about itself (MTGJSON's `meta`) and which layout it has."""

    layout: str  # "AtomicCards", "AllPrintings" or "set"
    version: str | None
    date: str | None
