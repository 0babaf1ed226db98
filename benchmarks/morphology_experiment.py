"""Does a morphological analyser help? The same evaluation with Japanese keywords taken from
janome's tokens (nouns, verbs and adjectives in base form) instead of script runs.

    pip install janome && python benchmarks/morphology_experiment.py

janome is not a dependency of the product: this script measures whether it should be. Without
it installed the script says so and exits 0.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.common import EVAL_DIR, build_corpus, cr_paths
from benchmarks.evaluation import evaluate, load_questions
from bot.application.app import JudgeApp
from rulesdb import query as query_module
from rulesdb.normalize import fold_kana, fold_keeping_kana

CONTENT_TAGS = ("名詞", "動詞", "形容詞")


def janome_keywords(tokenizer: object):  # type: ignore[no-untyped-def]
    script_runs = query_module.keywords_of

    def keywords_of(text: str, *, keep_hiragana: bool) -> list[str]:
        if not any("\u3040" <= ch <= "\u9fff" for ch in text):
            return script_runs(text, keep_hiragana=keep_hiragana)
        found: dict[str, None] = {}
        for token in tokenizer.tokenize(fold_keeping_kana(text)):  # type: ignore[attr-defined]
            if token.part_of_speech.split(",")[0] in CONTENT_TAGS:
                base = token.base_form if token.base_form != "*" else token.surface
                found.setdefault(fold_kana(base), None)
        ascii_words = script_runs(
            "".join(ch if ch.isascii() else " " for ch in text), keep_hiragana=False
        )
        for word in ascii_words:
            found.setdefault(word, None)
        return list(found) or script_runs(text, keep_hiragana=keep_hiragana)

    return keywords_of


async def score(db: Path) -> dict[str, float]:
    questions = load_questions(EVAL_DIR / "questions-dev.jsonl")
    app = await JudgeApp.open(db)
    try:

        async def ours(q: str) -> list[dict[str, object]]:
            return list((await app.search(q))["hits"])

        start = time.perf_counter()
        result = await evaluate("judgebot", questions, ours)
        elapsed = (time.perf_counter() - start) / len(questions) * 1000
        return {**result.summary(), "ms_per_question": round(elapsed, 2)}
    finally:
        await app.close()


def main() -> int:
    try:
        from janome.tokenizer import Tokenizer
    except ImportError:
        print("janome is not installed; `pip install janome` to run this experiment")
        return 0
    if not (EVAL_DIR / "questions-dev.jsonl").exists():
        print("no question set; nothing to measure")
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        corpora = [("bundled", build_corpus(Path(tmp) / "b.sqlite3", with_rules_files=False))]
        if cr_paths():
            corpora.append(
                ("bundled + CR", build_corpus(Path(tmp) / "f.sqlite3", with_rules_files=True))
            )
        original = query_module.keywords_of
        for name, db in corpora:
            query_module.keywords_of = original
            plain = asyncio.run(score(db))
            query_module.keywords_of = janome_keywords(Tokenizer())
            morph = asyncio.run(score(db))
            query_module.keywords_of = original
            print(f"{name:<14} script runs: {plain}")
            print(f"{name:<14} janome:      {morph}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
