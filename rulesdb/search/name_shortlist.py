"""A name index's shortlist counted in NumPy (rulesdb.search.name_index: an index answering many
questions counts with it; a Counter was a sizeable share of a story's search, docs/evaluation.md,
"Search speed")."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import numpy as np
    import numpy.typing as npt


def counted_in_numpy(taken: list[npt.NDArray[np.intc]], aliases: int, shortlist: int) -> list[int]:
    """The first `shortlist` of the aliases met in the postings `taken` (of `aliases`): those
    sharing the most bigrams, then the first met (in the first bigram it was met in), then in
    the index's order."""
    import numpy as np

    met = np.concatenate(taken)
    # Of the aliases met only (a few thousand), not arrays of every alias: two of 30,000
    # cards' 59,000 aliases cost a story more than the rest of the count (each a fresh half
    # megabyte). The first place of each alias in `met` is in the first bigram it was met in.
    found, first_place, shared = np.unique(met, return_index=True, return_counts=True)
    bigram_of_place = np.repeat(np.arange(len(taken)), [len(postings) for postings in taken])
    first = bigram_of_place[first_place]
    # One number an alias, each its own, in the order wanted (the most bigrams shared, then the
    # first met, then the index's order): the first `shortlist` of them are picked out and only
    # they sorted, not every alias sharing a bigram.
    key = ((len(taken) - shared) * (len(taken) + 1) + first) * aliases + found
    if len(key) > shortlist:
        key = key[np.argpartition(key, shortlist - 1)[:shortlist]]
    key.sort()
    result: list[int] = (key % aliases).tolist()  # Python ints, as int() of each would give
    return result
