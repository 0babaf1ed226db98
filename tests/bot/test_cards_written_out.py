"""Which cards a question names with the whole card data's crowd of similar names (issue 23):
a name written out is found first and never crowded out by the fuzzy search's near names, a
near name found where a written name stands is not a second card (Blightning inside "Lightning
Bolt", Phyrexian Tower inside 《ファイレクシアの非生》), and a word that opens a sentence is not
a shortened name (Kitchen Finks in "Kitchen table game")."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from bot.application.app import JudgeApp
from tests.bot.extra_cards import card_face, sample_with_faces

# Cards of the whole card data the sample lacks, near names of the sample's (texts abridged).
NEAR_CARDS = [
    card_face("Blightning", "Sorcery", "Blightning deals 3 damage to target player.", "荒廃稲妻"),
    card_face("Lightning Blast", "Instant", "Lightning Blast deals 4 damage.", "電撃破"),
    card_face("Lightning Strike", "Instant", "Lightning Strike deals 3 damage to any target."),
    card_face("Lightning Axe", "Instant", "Lightning Axe deals 5 damage to target creature."),
    card_face("Lightning Helix", "Instant", "Lightning Helix deals 3 damage to any target."),
    card_face("Lightning Greaves", "Artifact — Equipment", "Equipped creature has haste."),
    card_face("Kitchen Finks", "Creature — Ouphe", "When Kitchen Finks enters, you gain 2 life."),
    card_face("Phyrexian Tower", "Legendary Land", "{T}: Add {C}.", "ファイレクシアの塔"),
    card_face("Phyrexian Vault", "Artifact", "{2}, {T}: Draw a card.", "ファイレクシアの蔵"),
    card_face("Phyrexia's Core", "Land", "{T}: Add {C}.", "ファイレクシアの核"),
    card_face("Persecute", "Sorcery", "Choose a color. Target player reveals their hand."),
    card_face(
        "Hotel of Fears",
        "Enchantment",
        "At the beginning of your upkeep, draw a card.",
        "恐怖のホテル",
        "あなたのアップキープの開始時に、カードを1枚引く。",
    ),
    card_face("Platinum Emperion", "Artifact Creature", "Your life can't change.", "白金の帝像"),
    card_face("Ulvenwald Mysteries", "Enchantment", "Whenever you sacrifice a Clue, draw."),
    # Angels beside Platinum Angel: what "the Angel" may be, told by the question's words.
    card_face("Angel of Mercy", "Creature — Angel", "Flying\nWhen this enters, you gain 3 life."),
    card_face("Angel of Renewal", "Creature — Angel", "Flying\nWhen this enters, gain 1 life."),
    card_face("Serra Angel", "Creature — Angel", "Flying, vigilance"),
    # Its sounds are プラチナエンジェル's (Platinum Angel shortened).
    card_face("Opal Archangel", "Enchantment", "When an opponent casts a creature spell, ..."),
]
WATCHED = {f"card:{face['name']}" for face in NEAR_CARDS} | {
    "card:Fork",
    "card:Lightning Bolt",
    "card:Shahrazad",
    "card:Phyrexian Unlife",
    "card:Platinum Angel",
    "card:Abyssal Persecutor",
    "card:Laboratory Maniac",
    "card:Jace, Wielder of Mysteries",
    "card:Jace, Mirror Mage",
}


@pytest.fixture(scope="module")
def near_cards_db(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return sample_with_faces(tmp_path_factory.mktemp("near-cards"), NEAR_CARDS)


@pytest.fixture
async def app(near_cards_db: Path) -> AsyncIterator[JudgeApp]:
    opened = await JudgeApp.open(near_cards_db)
    yield opened
    await opened.close()


@pytest.mark.parametrize(
    ("question", "cards"),
    [
        # Written out, crowded out of the fuzzy search's few by Lightning's near names.
        ("I cast Fork on his Lightning Bolt, who wins?", {"card:Fork", "card:Lightning Bolt"}),
        ("[[Fork]] on his Lightning Bolt: who wins?", {"card:Fork", "card:Lightning Bolt"}),
        # Near names found where a written name stands are not second cards.
        ("《ファイレクシアの非生》を置いてライフ1点、5点受けたら？", {"card:Phyrexian Unlife"}),
        ("ファイレクシアの非生があってライフ0、負ける？", {"card:Phyrexian Unlife"}),
        ("《稲妻》で《白金の天使》を焼いたら？", {"card:Lightning Bolt", "card:Platinum Angel"}),
        # A near name the question writes out is its own card.
        (
            "They Lightning Bolt me and I Blightning back: who wins?",
            {"card:Lightning Bolt", "card:Blightning"},
        ),
        # A typo'd name beside a written one is still found.
        (
            "Lightning Bolt at my Platinum Angle: do I lose at 0 life?",
            {"card:Lightning Bolt", "card:Platinum Angel"},
        ),
        # A word opening a sentence is the sentence's; a possessive is the card's.
        ("Kitchen table game, my buddy cast Shahrazad. Who wins?", {"card:Shahrazad"}),
        ("Persecutor's controller can't win, right?", {"card:Abyssal Persecutor"}),
        # A shortened name inside another card's written name is that card's word.
        (
            "Laboratory Maniac and Jace, Wielder of Mysteries with an empty library?",
            {"card:Laboratory Maniac", "card:Jace, Wielder of Mysteries"},
        ),
        (
            "Ulvenwald Mysteries and Jace, Wielder of Mysteries: what happens?",
            {"card:Ulvenwald Mysteries", "card:Jace, Wielder of Mysteries"},
        ),
        # A Japanese name shortened to its last word, where the question speaks of the card.
        ("迫害者がいると相手は勝てない？", {"card:Abyssal Persecutor"}),
        ("非生があってライフ0、負ける？", {"card:Phyrexian Unlife"}),
        ("ホテルがあるとアップキープにカードを引く？", {"card:Hotel of Fears"}),
        # Not where the question speaks of nothing the card does, nor a word two names hold.
        ("昨日ホテルに泊まった。ライフ3で5点食らったら負け？", set()),
        ("白金がいるのでライフ0でも負けない？", set()),
        # Written out whole, the card is found as written, once.
        ("《ファイレクシアの非生》があってライフ0。非生は割られない？", {"card:Phyrexian Unlife"}),
        # A first name beside "ultimate": the planeswalker whose text says the question's words.
        ("Jace's ultimate with an empty library, do I win?", {"card:Jace, Wielder of Mysteries"}),
        ("If I ult Jace, what happens?", set()),  # two Jaces, nothing to tell them apart
        # A near name found where a shortened name stands is not a second card either.
        ("His Persecutor is out and I'm at 0, do I lose?", {"card:Abyssal Persecutor"}),
        (
            "I Persecute him naming black; his Persecutor stays?",
            {"card:Persecute", "card:Abyssal Persecutor"},
        ),
        ("Shahrazad: do we start the subgame at 20 life?", {"card:Shahrazad"}),
        # "the Angel": the one of the Angels whose text alone the question tells of.
        ("can I lose at 0 life with the Angel out", {"card:Platinum Angel"}),
        ("My Angel is out and I'm at -3. Do I lose?", {"card:Platinum Angel"}),
        ("The Angel enters and I gain life: can I go over 20?", set()),  # two Angels' texts
        ("Can I lose with the Angel token out?", set()),  # the creature type
        ("I made an Angel. With the Angel out, can I lose?", set()),
        # Katakana shortened: ラボマン where the question speaks of what the card does.
        ("ラボマンがいる状態でライブラリーが空、引いたら勝ち？", {"card:Laboratory Maniac"}),
        ("ラボマンって強い？", set()),
        ("プラチナエンジェルがいるときライフが0になったら負けますか", {"card:Platinum Angel"}),
    ],
)
async def test_the_cards_a_question_names_among_near_names(
    app: JudgeApp, question: str, cards: set[str]
) -> None:
    answer = await app.search(question)
    assert WATCHED.intersection(card["ref"] for card in answer["cards"]) == cards
