from rulesdb.name_index import NameIndex

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
