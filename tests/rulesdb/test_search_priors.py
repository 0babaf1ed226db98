"""Priors that generalise: a variant's rules lead only when the question names the variant; the
rules the others cite weigh more; a question asking when, how many or can I favours the rules
that state a timing, a number or a permission."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from rulesdb.database import RulesDatabase
from rulesdb.derived.centrality import cited_numbers
from rulesdb.search.query import analyze, keywords_of
from rulesdb.text.normalize import fold
from rulesdb.text.question_type import (
    DEFINITION,
    ENUMERATION,
    NUMBER,
    PERMISSION,
    TIMING,
    asked_kinds,
    stated_kinds,
)
from rulesdb.text.situations import (
    CONTROLLING_A_PLAYER,
    MONARCH,
    RESTARTING,
    SUBGAME,
    named_situations,
    situation_sections,
)
from rulesdb.text.variants import (
    COMMANDER,
    EMPEROR,
    MULTIPLAYER,
    RANGE_OF_INFLUENCE,
    SUPPLEMENTARY_DECKS,
    TWO_HEADED_GIANT,
    named_variants,
    rule_variant,
)
from rulesdb.text.vocabulary import Vocabulary


@pytest.mark.parametrize(
    ("question", "variants"),
    [
        ("how many poison counters to lose", set()),
        ("2HG: how many poison counters does a team need?", {TWO_HEADED_GIANT}),
        ("In a Two-Headed Giant game, who loses?", {TWO_HEADED_GIANT}),
        ("a 2-headed giant team with 15 poison counters", {TWO_HEADED_GIANT}),
        ("a 4-player free-for-all", {MULTIPLAYER}),
        ("双頭巨人戦だと毒カウンターは何個?", {TWO_HEADED_GIANT}),
        ("commander damage from a flung commander", {COMMANDER}),
        ("統率者ダメージは何点で負け?", {COMMANDER}),
        ("in a 4 player free-for-all, do they leave", {MULTIPLAYER}),
        ("command zone and the subgame", set()),
        ("the player to my left died: does my effect end?", {MULTIPLAYER}),
        ("左隣のプレイヤーが負けたら?", {MULTIPLAYER}),
        ("damage to a player who has already left the game", {MULTIPLAYER}),
        ("既にゲームから離れたプレイヤー", {MULTIPLAYER}),
        # The player whose turn it is leaving: their turn goes on (800.4j), in a game that does.
        ("the player whose turn it is leaves the game, who gets priority", {MULTIPLAYER}),
        ("the active player scooped in the middle of his turn", {MULTIPLAYER}),
        ("the player whose turn it is attacks", set()),
        # An English word written against Japanese, as players write it, is still the word.
        ("2HGで相手チームが毒10個なら?", {TWO_HEADED_GIANT}),
        ("EDHで統率者が追放されたら", {COMMANDER}),
        ("FFAで投了したら", {MULTIPLAYER}),
        ("edhrec says this card is popular", set()),
        ("we had a 3-way game and two players went to 0", {MULTIPLAYER}),
        ("can I split Fireball a 4 way split?", set()),
        ("i heard it on a podcast", set()),
    ],
)
def test_the_variants_a_question_names(question: str, variants: set[str]) -> None:
    named = named_variants(analyze(question, Vocabulary([])).folded)
    assert variants <= named
    if not variants:
        assert not named


def test_chapters_8_and_9_and_rules_that_open_with_a_variant_are_variant_rules() -> None:
    assert rule_variant("810.8a", "players win and lose only as a team") == TWO_HEADED_GIANT
    assert rule_variant("903.10a", "") == COMMANDER
    assert rule_variant("800.4a", "") == MULTIPLAYER
    assert rule_variant("704.6b", "704.6b in a two-headed giant game, if a team") == (
        TWO_HEADED_GIANT
    )
    assert rule_variant("704.5c", "704.5c if a player has ten or more poison counters") is None


def test_a_rule_is_read_as_folded_every_dash_a_long_vowel_mark() -> None:
    # fold() turns "-" into "ー": "two-headed" must still name the variant.
    folded = fold("704.6a In a Two-Headed Giant game, if a team has 0 or less life")
    assert "ー" in folded
    assert rule_variant("704.6a", folded) == TWO_HEADED_GIANT


def test_rules_for_supplementary_decks_are_a_variants_rules() -> None:
    assert (
        rule_variant(
            "724.5a",
            "724.5a at the end of a subgame, each nontraditional card not in a supplementary deck",
        )
        == SUPPLEMENTARY_DECKS
    )
    assert rule_variant("724.5", "724.5 at the end of a subgame, each player takes all") is None
    assert SUPPLEMENTARY_DECKS in named_variants("planechase: what happens to my planar deck")


def test_rules_for_the_limited_range_of_influence_option_are_an_options_rules() -> None:
    # 104.4f holds only in a game using the option; 104.4b, "not using" it, is the general one.
    loop = "104.4f in a multiplayer game using the limited range of influence option, if the game"
    assert rule_variant("104.4f", loop) == RANGE_OF_INFLUENCE
    ja = fold("104.4f 「影響範囲限定」選択ルールを使った多人数戦において、ゲームが")
    assert rule_variant("104.4f", ja) == RANGE_OF_INFLUENCE
    general = "104.4b if a game that’s not using the limited range of influence option (including"
    assert rule_variant("104.4b", general) is None
    ja_general = fold("104.4b 「影響範囲限定」選択ルールを用いないゲーム(2人対戦を含む)において")
    assert rule_variant("104.4b", ja_general) is None
    assert rule_variant("801.4", "") == RANGE_OF_INFLUENCE
    # A four-player game names multiplayer, not the option; the option or Emperor names it.
    assert RANGE_OF_INFLUENCE not in named_variants("our 4 player game got into a loop")
    assert RANGE_OF_INFLUENCE in named_variants("with a range of influence of 1, can i attack")
    assert {RANGE_OF_INFLUENCE, MULTIPLAYER} <= named_variants("in emperor, does the team lose")
    assert RANGE_OF_INFLUENCE in named_variants(fold("影響範囲が1のとき"))
    assert EMPEROR in named_variants("in emperor, does the team lose")


def test_cross_references_are_read_in_both_languages() -> None:
    assert cited_numbers("See rule 113, “Abilities,” and rules 704.5a and 704.5b.") == [
        "113",
        "704.5a",
        "704.5b",
    ]
    assert cited_numbers("統率者戦のデッキ。rule 903〔統率者戦〕参照。") == ["903"]
    assert cited_numbers("no reference here, 21 points") == []


def test_cited_rules_get_a_prior_at_build_time(full_db: Path) -> None:
    with sqlite3.connect(full_db) as connection:
        cited, uncited = (
            connection.execute(
                "SELECT max(prior) FROM documents WHERE kind = 'rule' AND ref = ?", (ref,)
            ).fetchone()[0]
            for ref in ("rule:704", "rule:104.3k")
        )
    assert cited > uncited


@pytest.mark.parametrize(
    ("question", "kinds"),
    [
        ("When exactly do I lose?", {TIMING}),
        ("how many poison counters to lose", {NUMBER}),
        ("what is a subgame", {DEFINITION}),
        ("サブゲームってなに", {DEFINITION}),
        ("what happens when a player leaves a four-player game?", set()),
        ("Can I pay life when I'm at 0?", {PERMISSION}),
        ("毒カウンター何個で負ける", {NUMBER}),
        ("投了っていつでもできる?", {TIMING, PERMISSION}),
        ("what is the rule when my opponent's creature dies during combat", set()),
        ("what are all the ways to lose a game", {ENUMERATION}),
        ("ゲームに負ける条件を全部教えて", {ENUMERATION}),
        ("状況起因処理ってどんなものがある？", {ENUMERATION}),
        ("all of my creatures died", set()),
    ],
)
def test_what_kind_of_answer_a_question_asks_for(question: str, kinds: set[str]) -> None:
    assert asked_kinds(analyze(question, Vocabulary([])).folded) == kinds


async def test_a_general_question_gets_the_general_rule_before_variant_rules(
    full: RulesDatabase,
) -> None:
    hits = await (await full.searcher()).search("how many poison counters to lose", limit=10)
    numbers = [h["ref"].removeprefix("rule:") for h in hits if h["kind"] == "rule"]
    general = min(numbers.index(n) for n in ("704.5c", "104.3d", "122.1f") if n in numbers)
    variant = [i for i, n in enumerate(numbers) if n[:1] in "89" or n.startswith("704.6")]
    assert all(general < i for i in variant), numbers


async def test_a_question_naming_the_variant_gets_its_rules(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search(
        "Two-Headed Giant: how many poison counters does a team need to lose?", limit=5
    )
    numbers = [h["ref"].removeprefix("rule:") for h in hits if h["kind"] == "rule"]
    assert any(n.startswith(("810.", "704.6b")) for n in numbers[:3]), numbers


def test_a_rule_that_opens_a_list_of_cases_states_an_enumeration() -> None:
    asked = frozenset({ENUMERATION})
    assert stated_kinds("there are several ways to lose the game.", asked) == 1
    assert stated_kinds("状況起因処理には、以下のものがある。", asked) == 1
    assert stated_kinds("a player with 0 or less life loses the game.", asked) == 0


async def test_all_the_ways_asked_get_the_rule_that_lists_them(full: RulesDatabase) -> None:
    hits = await (await full.searcher()).search("ゲームに負ける条件を全部教えて", limit=5)
    assert "rule:104.3" in [h["ref"] for h in hits[:3]], [h["ref"] for h in hits]


def test_a_rule_that_defines_a_term_states_a_definition() -> None:
    asked = frozenset({DEFINITION})
    assert stated_kinds("a “subgame” is a completely separate magic game", asked) == 1
    assert stated_kinds("「さぶげーむ/subgame」は、かーどの効果によって作られた", asked) == 1
    assert stated_kinds("as the subgame starts, an entirely new set of zones", asked) == 0


def test_in_a_story_the_asking_sentence_is_the_focus() -> None:
    vocabulary = Vocabulary([])
    setting = set(keywords_of("I attacked with a big creature.", keep_hiragana=False))
    story = analyze("I attacked with a big creature. Do I win if he is at 0 life?", vocabulary)
    assert setting and story.focus and not setting & story.focus
    # A colon ends the setting as a full stop does: "Card Name: the question?"
    card = set(keywords_of("Abyssal Persecutor in play", keep_hiragana=False))
    colon = analyze("Abyssal Persecutor in play: does my opponent lose?", vocabulary)
    assert card and colon.focus and not card & colon.focus
    assert analyze("does my opponent lose?", vocabulary).focus == frozenset()


def test_how_many_asks_a_number_and_that_many_is_no_topic() -> None:
    # "how many poison counters" asks for a number (question_type); its "many" meeting a rule's
    # "that many" (infect's 702.90b) said nothing about poison counters.
    assert keywords_of("how many poison counters to lose", keep_hiragana=False) == [
        "poison",
        "counter",
        "los",
    ]
    assert "much" not in keywords_of("lose that much life", keep_hiragana=False)


def test_a_players_partner_is_their_teammate_not_the_partner_ability() -> None:
    vocabulary = Vocabulary([])
    person = analyze("In 2HG they hit my partner with an infect creature", vocabulary)
    assert "teammat" in person.keywords
    assert "partner" not in person.keywords
    for ability in ("can my partner commander have a companion", "Partner with Ishai"):
        assert "partner" in analyze(ability, vocabulary).keywords


def test_a_power_and_toughness_change_is_one_keyword() -> None:
    # "+1/+1" and "-1/-1" are what tells the two counters apart; the Latin runs keep "1" only.
    english = keywords_of("a +1/+1 counter and a -1/-1 counter", keep_hiragana=False)
    assert {"+1/+1", "ー1/ー1"} <= set(english)
    japanese = keywords_of("+1/+1カウンターと－１／－１カウンター", keep_hiragana=False)
    assert {"+1/+1", "ー1/ー1"} <= set(japanese)
    assert "+x/+0" in keywords_of("it gets +X/+0", keep_hiragana=False)
    # A creature's size, a fraction, a date: no change of power and toughness.
    assert not [
        k for k in keywords_of("a 2/2 Zombie, 1/2 of it, 2024/1/1", keep_hiragana=False) if "/" in k
    ]
    # Nor are their digits a topic: "2" is in the number of every rule of 702.2 (deathtouch).
    assert "2" not in keywords_of("he gave my 2/2 -2/-2 until end of turn", keep_hiragana=False)
    assert "10" in keywords_of("10 poison counters", keep_hiragana=False)


def test_a_dash_is_no_keyword() -> None:
    # Folding turns every dash into ー, which alone would match every long vowel in Japanese.
    assert "ー" not in keywords_of("state-based actions at -3 life", keep_hiragana=False)
    assert "ー" not in keywords_of("ライフが-4", keep_hiragana=False)
    assert "らいぶらりー" in keywords_of("ライブラリー", keep_hiragana=False)


@pytest.mark.parametrize(
    ("question", "situations"),
    [
        ("when do I lose with no cards in my library?", set()),
        ("Shahrazad: what happens to my library?", {SUBGAME}),
        ("サブゲームで負けたら?", {SUBGAME}),
        ("シャハラザードを唱えた", {SUBGAME}),
        ("Karn Liberated restarts the game: do I keep my life?", {RESTARTING}),
        ("ゲームを最初からやり直す効果", {RESTARTING}),
        ("who is the monarch after the monarch leaves?", {MONARCH}),
        ("I control another player's turn with Mindslaver", {CONTROLLING_A_PLAYER}),
    ],
)
def test_the_special_situations_a_question_names(question: str, situations: set[str]) -> None:
    assert named_situations(analyze(question, Vocabulary([])).folded) == situations


def test_a_sections_situation_is_read_from_its_own_editions_heading() -> None:
    # Subgames moved from 724 (2023) to 728 (2026), where 724 is the Monarch.
    found = situation_sections(
        [
            ("20231013", "724", "Subgames"),
            ("20260116", "728", "サブゲーム"),
            ("20260116", "724", "The Monarch"),
            ("20231013", "704", "State-Based Actions"),
        ]
    )
    assert found == {
        ("20231013", "724"): SUBGAME,
        ("20260116", "728"): SUBGAME,
        ("20260116", "724"): MONARCH,
    }


async def test_a_special_situations_rules_lead_only_when_the_question_names_it(
    full: RulesDatabase,
) -> None:
    searcher = await full.searcher()
    asked = (
        "when does the game check state-based actions to see if someone with no cards in"
        " library lost?"
    )
    general = await searcher.search(asked, limit=3)
    # "When does the game check" is 704.3's own answer (whenever a player would get priority);
    # the empty library's loss is 704.5b: either is general, neither a subgame's.
    assert general[0]["ref"] in ("rule:704.3", "rule:704.5b")
    assert not [
        h["ref"]
        for h in general
        if h["kind"] == "rule"
        and (h.get("edition") or "", h["ref"].removeprefix("rule:")[:3])
        in searcher.structure.situations
    ]
    named = await searcher.search(
        "Shahrazad subgame: when does the game check state-based actions to see if someone with"
        " fewer than seven cards in library lost?",
        limit=3,
    )
    # The subgame's rules are not demoted once the subgame is named; "when does the game check
    # state-based actions" is 704.3's own subject (whenever a player would get priority), which
    # may come first.
    subgame = [
        h["ref"]
        for h in named
        if searcher.structure.situations.get((h.get("edition") or "", h["ref"][5:8])) == SUBGAME
    ]
    assert subgame and named[0]["ref"] in (subgame[0], "rule:704.3"), named
