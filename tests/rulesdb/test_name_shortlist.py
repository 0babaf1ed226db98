"""The name index's shortlist: the aliases sharing the most of the question's rarest bigrams, then
the first met, then in the index's order, picked without sorting every alias that shares one."""

from __future__ import annotations

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from rulesdb.search.name_index import SHORTLIST, NameIndex

_NAMES = st.lists(
    st.text(alphabet="abcdefgh ", min_size=3, max_size=12), min_size=SHORTLIST + 1, max_size=900
)


def sorted_in_full(index: NameIndex, query: str) -> list[int]:
    """The order as a full sort of every alias sharing a bigram gives it."""
    taken = [
        np.asarray(index._postings[gram], dtype=np.int64) for gram in index._shared_postings(query)
    ]
    if not taken:
        return []
    count = len(index._aliases)
    shared = np.bincount(np.concatenate(taken), minlength=count)
    first = np.full(count, len(taken))
    for position in range(len(taken) - 1, -1, -1):
        first[taken[position]] = position
    found = np.flatnonzero(shared)
    return [int(i) for i in found[np.lexsort((found, first[found], -shared[found]))][:SHORTLIST]]


@settings(max_examples=40, deadline=None)
@given(names=_NAMES, query=st.text(alphabet="abcdefgh ", min_size=2, max_size=40))
def test_the_shortlist_is_the_head_of_the_full_order(names: list[str], query: str) -> None:
    index = NameIndex((f"card:{n}{i}", n, [n]) for i, n in enumerate(names))
    expected = sorted_in_full(index, query)
    assert index._shortlist(query) == expected  # counted with a Counter
    index.answer_many()
    assert index._shortlist(query) == expected  # counted in NumPy
