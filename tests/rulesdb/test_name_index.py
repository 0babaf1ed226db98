import random
from collections import Counter

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rulesdb.search import name_index
from rulesdb.search.name_index import MANY_AFTER, SHORTLIST, NameIndex
from rulesdb.text.normalize import fold_name

CARDS = [
    (
        "card:Abyssal Persecutor",
        "深淵の迫害者/Abyssal Persecutor",
        ["Abyssal Persecutor", "深淵の迫害者"],
    ),
    ("card:Angel's Grace", "天使の嗜み/Angel's Grace", ["Angel's Grace", "天使の嗜み"]),
    (
        "card:Gideon of the Trials",
        "試練に臨むギデオン/Gideon of the Trials",
        ["Gideon of the Trials", "試練に臨むギデオン"],
    ),
    (
        "card:Nicol Bolas, Dragon-God",
        "龍神、ニコル・ボーラス/Nicol Bolas, Dragon-God",
        ["Nicol Bolas, Dragon-God", "龍神、ニコル・ボーラス"],
    ),
    ("card:Platinum Angel", "白金の天使/Platinum Angel", ["Platinum Angel", "白金の天使"]),
]


def test_exact_names_in_either_language() -> None:
    index = NameIndex(CARDS)
    assert index.exact("天使の嗜み") == "card:Angel's Grace"
    assert index.exact("nicol bolas dragon god") == "card:Nicol Bolas, Dragon-God"


def test_typos_and_kana_variants() -> None:
    index = NameIndex(CARDS)
    assert index.search("Abysal Persecuter", limit=1)[0].key == "card:Abyssal Persecutor"
    assert (
        index.search("りゅうじん、にこるぼーらす", limit=1)[0].key == "card:Nicol Bolas, Dragon-God"
    )
    assert index.search("ニコル・ボーラス", limit=1)[0].key == "card:Nicol Bolas, Dragon-God"


def test_a_name_inside_a_longer_question() -> None:
    index = NameIndex(CARDS)
    best = index.search("Gideon of the Trials emblem", limit=1)[0]
    assert best.key == "card:Gideon of the Trials"
    assert best.score > 0.9


def test_prefix_for_autocomplete() -> None:
    index = NameIndex(CARDS)
    assert [m.key for m in index.prefix("Pla")] == ["card:Platinum Angel"]
    assert [m.key for m in index.prefix("白金")] == ["card:Platinum Angel"]


SHORT = [
    ("card:Worship", "崇拝/Worship", ["Worship", "崇拝"]),
    ("card:Lightning Bolt", "稲妻/Lightning Bolt", ["Lightning Bolt", "稲妻"]),
    ("card:Blur", "ブラー/Blur", ["Blur", "ブラー"]),
    ("card:Opt", "選択/Opt", ["Opt", "選択"]),
]


def test_short_japanese_names_written_as_a_word_of_their_own() -> None:
    index = NameIndex(SHORT)

    def found(text: str) -> list[str]:
        return [match.key for _, match in index.short_names_in(text)]

    assert found("崇拝とクリーチャーがいるのに、崇拝で防げる?") == ["card:Worship"]
    assert found("こっちが稲妻を撃って、解決したら") == ["card:Lightning Bolt"]
    assert found("ブラーを唱えた") == ["card:Blur"]
    # The fuzzy search takes a short name only as the whole text: inside a question (or a
    # longer word, 遅延誘発型能力 and Delay's 遅延) it is found only here.
    assert [m.key for m in index.search("崇拝", cutoff=0.85)] == ["card:Worship"]
    assert not index.search("崇拝とクリーチャーがいるのに", cutoff=0.6)
    # A run of kanji longer than the name is another word (崇拝者 is not 崇拝), and English
    # words are never read as short names (opt, blur).
    assert found("崇拝者がいる") == []
    assert found("I opt to blur the line") == []
    # Whether a word such as 選択 is the card or the rules' word is the caller's to judge.
    assert found("選択を唱えてから占術") == ["card:Opt"]
    assert index.short_names_in("稲妻")[0][0] == "稲妻"
    # Casual writing drops the particle before a verb: the verb's kanji, then its kana, is
    # not the name's (崇拝者 and 稲妻型 stay other words: no kana ending follows).
    assert found("相手が稲妻撃ってきた") == ["card:Lightning Bolt"]
    assert found("相手が稲妻持ってたら負ける?") == ["card:Lightning Bolt"]
    assert found("崇拝出してる") == ["card:Worship"]
    assert found("稲妻型の火力") == []
    assert found("崇拝者がいる") == []


def _counted_shortlist(index: NameIndex, query: str) -> list[int]:
    """The shortlist as a Counter made it before NumPy did: the aliases sharing the most
    bigrams, equal counts in the order first met (rarest bigram first, index order)."""
    shared: Counter[int] = Counter()
    for gram in index._shared_postings(query):
        shared.update(int(i) for i in index._postings[gram])
    return [i for i, _ in shared.most_common(SHORTLIST)]


def _counted_both_ways(index: NameIndex, query: str) -> tuple[list[int], list[int]]:
    """The shortlist counted in Python (a fresh index), then in NumPy."""
    in_python = index._shortlist(query)
    index.answer_many()
    return in_python, index._shortlist(query)


# Few letters, so that names share bigrams and many aliases tie at the shortlist's edge.
_NAME = st.text(alphabet="abcdeあいうアイ", min_size=1, max_size=8)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    names=st.lists(_NAME, min_size=SHORTLIST + 1, max_size=900), query=st.text("abcdeあいうアイ ")
)
def test_the_shortlist_is_the_aliases_sharing_most_bigrams_in_the_order_first_met(
    names: list[str], query: str
) -> None:
    index = NameIndex((f"card:{i}", name, [name]) for i, name in enumerate(names))
    folded = fold_name(query)
    expected = _counted_shortlist(index, folded)
    assert _counted_both_ways(index, folded) == (expected, expected)


def test_a_long_question_shortlists_as_before_among_many_names() -> None:
    rng = random.Random(7)
    words = ["angel", "platinum", "worship", "phage", "serra", "lich", "ageless", "entity"]
    names = [" ".join(rng.sample(words, rng.randint(1, 3))) + f" {i}" for i in range(3000)]
    index = NameIndex((f"card:{i}", name, [name]) for i, name in enumerate(names))
    question = fold_name(
        "I attack with Phage the Untouchable into an opponent who controls Worship and "
        "Platinum Angel while my Lich's Mastery is out: who loses the game, and when?"
    )
    in_python, in_numpy = _counted_both_ways(index, question)
    assert len(in_python) == SHORTLIST
    assert in_python == in_numpy == _counted_shortlist(index, question)


def test_an_index_answers_many_once_it_has_made_many_shortlists() -> None:
    names = [f"name {i} {chr(0x3042 + i % 80)}" for i in range(SHORTLIST * 2)]
    index = NameIndex((f"card:{i}", name, [name]) for i, name in enumerate(names))
    for _ in range(MANY_AFTER - 1):
        index.search("name 17")
    assert index._numpy_postings is None and index._exact is None
    first = index.search("name 17")
    assert index._numpy_postings is not None and index._exact is not None
    assert index.search("name 17") == first


@settings(max_examples=60, deadline=None)
@given(
    entries=st.lists(st.tuples(st.integers(0, 40), _NAME), min_size=1, max_size=200),
    asked=st.lists(_NAME, max_size=20),
)
def test_an_exact_name_is_the_same_found_by_bisection_or_in_the_dict(
    entries: list[tuple[int, str]], asked: list[str]
) -> None:
    """The first key of a name several keys share, either way (before and after the index
    makes its dict of every name)."""
    index = NameIndex((f"card:{key}", name, [name]) for key, name in entries)
    names = [*(fold_name(name) for _, name in entries), *(fold_name(name) for name in asked)]
    bisected = [index.exact_folded(name) for name in names]
    index.answer_many()
    assert bisected == [index.exact_folded(name) for name in names]
    first: dict[str, str] = {}
    for key, name in entries:
        first.setdefault(fold_name(name), f"card:{key}")
    assert bisected[: len(entries)] == [first.get(fold_name(name)) for _, name in entries]


def test_a_katakana_word_too_short_to_sound_a_name_groups_no_names_by_sound() -> None:
    """ライフ and ゲーム sound fewer consonants than any name is matched by: saying so needs no
    grouping of every English name by its sounds (a Japanese question's first search)."""
    index = NameIndex([("card:Glistener Elf", "Glistener Elf", ["Glistener Elf"])])
    assert index.sounded_in("ライフが0になったらゲームに負けますか") == []
    assert index.shortened_in("ライフが0になったらゲームに負けますか") == []
    assert index.sounds()._sounds is None
    assert "_by_first" not in vars(index.sounds())  # nor by their first sounds
    assert [m.key for _, m in index.sounded_in("グリステナー・エルフ")] == ["card:Glistener Elf"]


def test_the_shortlist_does_not_depend_on_the_order_of_the_questions_bigrams(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Two bigrams as common as each other ("ab", "cd": 400 names each) break the shortlist's
    # ties by their order; a set's order changes with the process's hash seed, and so did the
    # cards a question named (one in six seeds on the 30,000-card database).
    names = [f"ab{i:04d}" for i in range(400)] + [f"cd{i:04d}" for i in range(400)]
    index = NameIndex((f"card:{n}", n, [n]) for n in names)
    taken = []
    for order in (sorted, lambda grams: sorted(grams, reverse=True)):
        monkeypatch.setattr(name_index, "bigrams", lambda text, order=order: order({"ab", "cd"}))
        taken.append(index._shared_postings("ab cd"))
    assert taken[0] == taken[1]
