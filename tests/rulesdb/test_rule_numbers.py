import pytest

from rulesdb.text.rule_numbers import (
    find_rule_numbers,
    is_subrule_of,
    parent_of,
    parse_rule_number,
    sort_key,
)


@pytest.mark.parametrize(
    ("typed", "number"),
    [
        ("724.5a", "724.5a"),
        ("CR 724.5", "724.5"),
        ("cr724.5", "724.5"),
        ("rule 724.5", "724.5"),
        ("Rules 104.3b", "104.3b"),
        ("７２４．５ａ", "724.5a"),
        ("724.5.", "724.5"),
        ("  724  ", "724"),
        ("7", "7"),
        ("総合ルール 104.3", "104.3"),
        ("CR:704.5c", "704.5c"),
        ("100.1", "100.1"),
    ],
)
def test_every_typed_form_is_the_canonical_number(typed: str, number: str) -> None:
    assert parse_rule_number(typed) == number


@pytest.mark.parametrize(
    "typed", ["", "abc", "724.5aa", "72", "0", "7245", "724.", "rule", "1234.5"]
)
def test_text_that_is_not_a_rule_number_is_refused(typed: str) -> None:
    expected = "724" if typed == "724." else None
    assert parse_rule_number(typed) == expected


def test_rule_numbers_are_found_inside_questions() -> None:
    assert find_rule_numbers("CR 104.3b って何？ rule 724.4 と ７２４．５ａ") == [
        "104.3b",
        "724.4",
        "724.5a",
    ]
    assert find_rule_numbers("20 life and 7 cards") == []
    assert find_rule_numbers("what about 1.5 or 2024.02?") == []


def test_parents_climb_to_the_chapter() -> None:
    assert parent_of("724.5a") == "724.5"
    assert parent_of("724.5") == "724"
    assert parent_of("724") == "7"
    assert parent_of("7") is None
    assert is_subrule_of("724.5a", "724")
    assert not is_subrule_of("725.1", "724")


def test_sort_key_orders_numbers_as_the_rules_print_them() -> None:
    numbers = ["724.10", "724.2", "724.1b", "724", "724.1", "724.1a"]
    assert sorted(numbers, key=sort_key) == ["724", "724.1", "724.1a", "724.1b", "724.2", "724.10"]
