"""Card names as players shorten them name the card when they begin the words of one name and
of no other as short; single ordinary words and the rules' own words name nothing."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.search.shortened.english import AbbreviatedNames, beside_ultimate

NAMES = [
    "Laboratory Maniac",
    "Platinum Angel",
    "Platinum Angel Avatar",
    "Abyssal Persecutor",
    "Phage the Untouchable",
    "Phage the Untouchable Avatar",
    "Phyrexian Unlife",
    "Alive // Well",
    "Who // What // When // Where // Why",
    "Serra Angel",
    "Archangel of Thune",
    "Counters",
    "Karn Liberated",
    "Karn, Silver Golem",
]


@pytest.fixture
def names() -> AbbreviatedNames:
    return AbbreviatedNames((f"card:{name}", name) for name in NAMES)


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("lab man with an empty library, do I win", "card:Laboratory Maniac"),
        ("does Persecutor stop me from losing", "card:Abyssal Persecutor"),
        ("plat angel and 0 life", "card:Platinum Angel"),  # not the Avatar: the shortest name
        ("Phage hits me", "card:Phage the Untouchable"),
        ("my Unlife keeps me alive at -3", "card:Phyrexian Unlife"),
        ("Persecutor's trigger, do I lose", "card:Abyssal Persecutor"),  # a possessive
    ],
)
def test_a_shortened_name_names_its_card(names: AbbreviatedNames, text: str, key: str) -> None:
    assert [found for _, found in names.named_in(text)] == [key]


@pytest.mark.parametrize(
    "text",
    [
        "the Angel died, do I lose now",  # two Angels as short as each other
        "I keep myself alive",  # lower case: a word, not Alive // Well
        "Who has priority now?",  # too short a word to be a name
        "how many poison counters to lose",  # a lower-case rules word
        "of the game",  # glue words begin and end no name
        "Karn is here, do I lose",  # a word of four letters, not said with "ultimate"
    ],
)
def test_ordinary_words_name_nothing(names: AbbreviatedNames, text: str) -> None:
    assert names.named_in(text) == []


@pytest.mark.parametrize(
    "text",
    [
        "if I ult Karn in a subgame, what restarts",
        "Karn's ultimate during a subgame",
        "Karn ult in a subgame?",  # opening a sentence, beside "ult"
    ],
)
def test_a_first_name_beside_ultimate_names_each_card_it_begins(
    names: AbbreviatedNames, text: str
) -> None:
    # Short as it is, a planeswalker's first name names it beside its "ultimate": which of
    # the cards it begins is for their text to tell (rulesdb.search.stages.named).
    assert names.named_in(text) == [
        ("karn", "card:Karn Liberated"),
        ("karn", "card:Karn, Silver Golem"),
    ]


def test_the_words_that_shorten_a_name_are_given_with_it(names: AbbreviatedNames) -> None:
    assert names.named_in("Lab Man and Persecutor") == [
        ("lab man", "card:Laboratory Maniac"),
        ("persecutor", "card:Abyssal Persecutor"),
    ]


def test_text_with_no_word_worth_trying_is_answered_without_indexing_the_names() -> None:
    from rulesdb.search.name_index import NameIndex
    from rulesdb.search.shortened.english import AbbreviatedNames

    index = NameIndex([("card:lab", "Laboratory Maniac", ["Laboratory Maniac"])])
    for text in ["ライフが0になったら負け", "of the 0 a", "13 at 20"]:
        assert not AbbreviatedNames.may_name(text)
        assert index.abbreviated_in(text) == []
    assert index._abbreviated is None  # never built for them
    assert AbbreviatedNames.may_name("Lab Man")
    assert [match.key for _, match in index.abbreviated_in("can my Lab Man win")] == ["card:lab"]


def named_word_by_word(names: AbbreviatedNames, span: list[str], whole: bool) -> str | None:
    """What a run of words names, each name's words compared one by one."""
    lengths: dict[int, int] = {}
    for number in range(len(names._keys)):
        words = names._words_of(number)
        for at in range(len(words) - len(span) + 1):
            if whole and words[at] != span[0]:
                continue
            if all(words[at + i].startswith(part) for i, part in enumerate(span)):
                lengths[number] = len(words)
    if not lengths:
        return None
    shortest = min(lengths.values())
    found = [number for number, length in lengths.items() if length == shortest]
    return names._keys[found[0]] if len(found) == 1 else None


_WORD = st.text(alphabet="abcde", min_size=1, max_size=4)


@settings(max_examples=60, deadline=None)
@given(
    listed=st.lists(st.lists(_WORD, min_size=1, max_size=5).map(" ".join), min_size=1, max_size=40),
    span=st.lists(_WORD, min_size=1, max_size=3),
)
def test_a_run_of_words_names_what_comparing_word_by_word_finds(
    listed: list[str], span: list[str]
) -> None:
    names = AbbreviatedNames((f"card:{n}{i}", n) for i, n in enumerate(listed))
    whole = len(span) == 1
    assert names._named_by(span, whole) == named_word_by_word(names, span, whole)


@pytest.mark.parametrize(
    ("text", "words", "beside"),
    [
        ("Karn's ultimate during a subgame", "karn", True),
        ("if I ult Karn in a subgame", "karn", True),
        ("Karn is a planeswalker type", "karn", False),
        ("Karn, then the ultimate question", "karn", False),  # not next to it
    ],
)
def test_a_name_beside_ultimate_is_a_planeswalkers(text: str, words: str, beside: bool) -> None:
    assert beside_ultimate(text, words) is beside


@pytest.mark.parametrize(
    ("text", "named"),
    [
        # part of another card's name: "Platinum Emperion" is not Platinum Angel
        ("I control Platinum Emperion and I'm at 1 life", []),
        ("I have Sengir Persecutor out", []),
        ("my opponent's Persecutor Avenger hit me", []),
        # beside an ordinary capitalised word that begins a sentence, or with punctuation between
        ("Does Persecutor stop me from losing?", ["card:Abyssal Persecutor"]),
        ("It was the Persecutor. Then I lost.", ["card:Abyssal Persecutor"]),
        ("So, Persecutor keeps them alive", ["card:Abyssal Persecutor"]),
        ("I cast Lab Man", ["card:Laboratory Maniac"]),
    ],
)
def test_a_name_inside_a_longer_capitalised_name_names_nothing(
    names: AbbreviatedNames, text: str, named: list[str]
) -> None:
    assert [key for _, key in names.named_in(text)] == named


@pytest.mark.parametrize(
    ("text", "keys"),
    [
        # Capitalised by the sentence, the first word of a name is an ordinary word.
        ("Kitchen table game, my buddy cast Shahrazad", []),
        ("Infinite loop of mandatory actions: is it a draw?", []),
        ("It was a kitchen table game. Kitchen rules apply?", []),
        # Players shorten a name to its last word, or to the legend's own name.
        ("Persecutor is on my side: can I win?", ["card:Abyssal Persecutor"]),
        ("Phage attacked me and I took 4.", ["card:Phage the Untouchable"]),
        # A possessive, or the word inside a sentence, is the card's.
        ("Kitchen's persist came back?", ["card:Kitchen Finks"]),
        ("My Kitchen came back with persist?", ["card:Kitchen Finks"]),
    ],
)
def test_a_word_opening_a_sentence_is_a_nickname_only_as_players_shorten_names(
    text: str, keys: list[str]
) -> None:
    names = [*NAMES, "Kitchen Finks", "Infinite Reflection", "Enter the Infinite"]
    index = AbbreviatedNames((f"card:{name}", name) for name in names)
    assert [key for _, key in index.named_in(text)] == keys


ANGELS = [*NAMES, "Angel of Mercy"]


@pytest.mark.parametrize(
    ("text", "word", "keys"),
    [
        # The cards a word introduced as a card heads: its last word, or the word before "of";
        # shortest names first, the Avatar (whose last word is another) not among them.
        (
            "can I lose at 0 life with the Angel out",
            "angel",
            ["card:Platinum Angel", "card:Serra Angel", "card:Angel of Mercy"],
        ),
        (
            "My Angel is out. Do I lose?",
            "angel",
            ["card:Platinum Angel", "card:Serra Angel", "card:Angel of Mercy"],
        ),
        ("the Persecutor's trigger", "persecutor", ["card:Abyssal Persecutor"]),
    ],
)
def test_a_word_introduced_as_a_card_gives_the_cards_it_heads(
    text: str, word: str, keys: list[str]
) -> None:
    index = AbbreviatedNames((f"card:{name}", name) for name in ANGELS)
    assert index.headed_in(text) == [(word, keys)]


@pytest.mark.parametrize(
    "text",
    [
        "Can the Angel token block?",  # the word said as a type
        "I create an Angel. Can the Angel attack?",
        "the Angels I control",  # a plural: the type's, no card's
        "the angel died",  # lower case
        "with the Platinum Angel out",  # inside a longer name (found as written)
        "the Phage hits me",  # a legend's own name, not the last word of its name
    ],
)
def test_a_word_said_as_a_type_or_inside_a_name_introduces_no_card(text: str) -> None:
    index = AbbreviatedNames((f"card:{name}", name) for name in ANGELS)
    assert index.headed_in(text) == []


@settings(max_examples=80, deadline=None)
@given(
    listed=st.lists(st.lists(_WORD, min_size=1, max_size=5).map(" ".join), min_size=1, max_size=40),
    span=st.lists(_WORD, min_size=2, max_size=3),
)
def test_a_spans_places_are_those_whose_next_word_begins_with_its_second(
    listed: list[str], span: list[str]
) -> None:
    """The places found from the fewer places (a set of the second word's, or each first
    place's next word) are those the definition gives, in the first word's order."""
    names = AbbreviatedNames((f"card:{n}{i}", n) for i, n in enumerate(listed))
    expected = [
        (number, at)
        for number, at in names._starting(span[0])
        if at + 1 < len(words := names._words_of(number)) and words[at + 1].startswith(span[1])
    ]
    assert names._placed(span) == expected
    assert names._placed(span, memo={}) == expected


def test_a_second_word_beginning_thousands_of_words_is_read_from_the_first_places() -> None:
    """A second word that begins the words of many names ("the", "of") is checked on the few
    names the first word is in; the span names what it named."""
    names = [*NAMES, *(f"Then There Theme {i}" for i in range(300)), "Played Theatre"]
    index = AbbreviatedNames((f"card:{name}", name) for name in names)
    assert index._placed(["played", "the"]) == [(len(names) - 1, 0)]
    assert [key for _, key in index.named_in("we played the subgame")] == []
    assert [key for _, key in index.named_in("Played Thea resolves")] == ["card:Played Theatre"]


def test_names_answer_the_same_as_stored_columns_and_as_lists() -> None:
    """`answer_many` makes the stored columns lists: every text names the same cards."""
    from rulesdb.text.name_columns import SEPARATOR, JoinedNames, name_words, starts_of, word_places

    names = [*ANGELS, "Kitchen Finks", "Laboratory Maniac Avatar"]
    split = [name_words(name) for name in names]
    places = word_places(split)
    joined = [" ".join(words) for words in split]
    stored = JoinedNames(SEPARATOR.join(joined), len(joined), starts_of(joined))
    stored_words = JoinedNames(
        SEPARATOR.join(places.words), len(places.words), starts_of(places.words)
    )
    keys = [f"card:{name}" for name in names]
    columns = AbbreviatedNames.from_places(keys, stored, replace(places, words=stored_words))
    texts = [
        "lab man with an empty library, do I win",
        "can I lose at 0 life with the Angel out",
        "Persecutor's trigger, do I lose",
        "plat angel and 0 life, then Kitchen's persist",
    ]
    before = [(columns.named_in(text), columns.headed_in(text)) for text in texts]
    columns.answer_many()
    assert [(columns.named_in(text), columns.headed_in(text)) for text in texts] == before
    assert [key for _, key in before[0][0]] == ["card:Laboratory Maniac"]
