-- judgebot rules database. The version lives in PRAGMA user_version (see store.py); a database of
-- another version is rebuilt, never misread.

CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

-- Where every record came from: a wiki page (file or URL), an official rules file or a card-data
-- (MTGJSON) file.
CREATE TABLE sources (
    id           INTEGER PRIMARY KEY,
    kind         TEXT NOT NULL CHECK (kind IN ('wiki', 'rules', 'cards')),
    locator      TEXT NOT NULL UNIQUE,
    title        TEXT NOT NULL,
    content_hash TEXT NOT NULL,
    ingested_at  TEXT NOT NULL
);

CREATE TABLE pages (
    id            INTEGER PRIMARY KEY,
    source_id     INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    title         TEXT NOT NULL UNIQUE,
    url           TEXT NOT NULL,
    lead          TEXT NOT NULL,
    rules_edition TEXT,
    source_format TEXT NOT NULL
);

CREATE TABLE sections (
    id       INTEGER PRIMARY KEY,
    page_id  INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    path     TEXT NOT NULL,          -- JSON array of headings, outermost first
    heading  TEXT NOT NULL,
    level    INTEGER NOT NULL,
    position INTEGER NOT NULL,
    UNIQUE (page_id, path)
);

CREATE TABLE passages (
    id         INTEGER PRIMARY KEY,
    section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
    kind       TEXT NOT NULL,
    depth      INTEGER NOT NULL,
    text       TEXT NOT NULL,
    position   INTEGER NOT NULL
);
CREATE INDEX passages_section ON passages(section_id, position);

CREATE TABLE editions (
    edition        TEXT NOT NULL,
    lang           TEXT NOT NULL,
    source_id      INTEGER REFERENCES sources(id) ON DELETE CASCADE,  -- NULL for wiki quotes
    effective_text TEXT NOT NULL,
    is_wiki_quote  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (edition, lang)
);

CREATE TABLE rules (
    id       INTEGER PRIMARY KEY,
    edition  TEXT NOT NULL,
    lang     TEXT NOT NULL,
    number   TEXT NOT NULL,
    parent   TEXT,
    kind     TEXT NOT NULL,
    text     TEXT NOT NULL,
    position INTEGER NOT NULL,
    FOREIGN KEY (edition, lang) REFERENCES editions(edition, lang) ON DELETE CASCADE,
    UNIQUE (edition, lang, number)
);
CREATE INDEX rules_number ON rules(number);
CREATE INDEX rules_parent ON rules(edition, lang, parent);
CREATE INDEX rules_position ON rules(edition, lang, position);

CREATE TABLE rule_examples (
    rule_id  INTEGER NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    text     TEXT NOT NULL,
    PRIMARY KEY (rule_id, position)
);

-- Which wiki pages quote a rule (a rule quoted on two pages has two rows).
CREATE TABLE rule_quotes (
    rule_id    INTEGER NOT NULL REFERENCES rules(id) ON DELETE CASCADE,
    page_id    INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    section_id INTEGER REFERENCES sections(id) ON DELETE CASCADE,
    PRIMARY KEY (rule_id, page_id)
);

-- A lineage is one rule across editions: every (edition, number) in it is the same rule.
-- Editions that share a numbering (a Japanese translation and its English original) share rows.
CREATE TABLE rule_lineage (
    lineage_id INTEGER NOT NULL,
    edition    TEXT NOT NULL,
    number     TEXT NOT NULL,
    confidence REAL NOT NULL,
    method     TEXT NOT NULL,
    PRIMARY KEY (edition, number)
);
CREATE INDEX rule_lineage_id ON rule_lineage(lineage_id);

CREATE TABLE glossary (
    id       INTEGER PRIMARY KEY,
    edition  TEXT NOT NULL,
    lang     TEXT NOT NULL,
    term     TEXT NOT NULL,
    text     TEXT NOT NULL,
    position INTEGER NOT NULL,
    FOREIGN KEY (edition, lang) REFERENCES editions(edition, lang) ON DELETE CASCADE,
    UNIQUE (edition, lang, term)
);

CREATE TABLE cards (
    id  INTEGER PRIMARY KEY,
    ref TEXT NOT NULL UNIQUE,
    en  TEXT,
    ja  TEXT
);

CREATE TABLE card_aliases (
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    alias   TEXT NOT NULL,
    folded  TEXT NOT NULL,
    PRIMARY KEY (card_id, alias)
);
CREATE INDEX card_aliases_folded ON card_aliases(folded);

CREATE TABLE card_lists (
    id         INTEGER PRIMARY KEY,
    page_id    INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
    title      TEXT NOT NULL,
    position   INTEGER NOT NULL
);

CREATE TABLE card_list_items (
    list_id  INTEGER NOT NULL REFERENCES card_lists(id) ON DELETE CASCADE,
    card_id  INTEGER NOT NULL REFERENCES cards(id),
    position INTEGER NOT NULL,
    note     TEXT,
    PRIMARY KEY (list_id, position)
);

CREATE TABLE card_mentions (
    id         INTEGER PRIMARY KEY,
    card_id    INTEGER NOT NULL REFERENCES cards(id),
    section_id INTEGER NOT NULL REFERENCES sections(id) ON DELETE CASCADE,
    text       TEXT NOT NULL
);
CREATE INDEX card_mentions_card ON card_mentions(card_id);

-- Card data (Oracle text, Japanese text, rulings) from a card-data file, for the cards of the name
-- index above: a wiki card and the same card in the data (by English name) are one card.
CREATE TABLE card_sources (
    source_id INTEGER PRIMARY KEY REFERENCES sources(id) ON DELETE CASCADE,
    layout    TEXT NOT NULL,     -- AtomicCards, AllPrintings or set
    version   TEXT,              -- MTGJSON's meta.version
    date      TEXT               -- MTGJSON's meta.date
);

CREATE TABLE card_oracle (
    card_id     INTEGER PRIMARY KEY REFERENCES cards(id) ON DELETE CASCADE,
    source_id   INTEGER NOT NULL REFERENCES sources(id) ON DELETE CASCADE,
    name        TEXT NOT NULL,   -- "Fire // Ice" for a card of two faces
    layout      TEXT NOT NULL,
    oracle_id   TEXT,
    scryfall_id TEXT,
    keywords    TEXT NOT NULL    -- JSON array
);
CREATE INDEX card_oracle_source ON card_oracle(source_id);

CREATE TABLE card_faces (
    card_id   INTEGER NOT NULL REFERENCES card_oracle(card_id) ON DELETE CASCADE,
    position  INTEGER NOT NULL,
    name      TEXT NOT NULL,
    mana_cost TEXT,
    type_line TEXT NOT NULL,
    text      TEXT NOT NULL,
    power     TEXT,
    toughness TEXT,
    loyalty   TEXT,
    ja_name   TEXT,
    ja_type   TEXT,
    ja_text   TEXT,
    PRIMARY KEY (card_id, position)
);

CREATE TABLE card_rulings (
    card_id  INTEGER NOT NULL REFERENCES card_oracle(card_id) ON DELETE CASCADE,
    position INTEGER NOT NULL,
    date     TEXT NOT NULL,
    text     TEXT NOT NULL,
    PRIMARY KEY (card_id, position)
);

-- Every card's folded Oracle text (en) and Japanese text (ja), rowid = card id: "which cards say
-- X" is a substring match on the trigram index. Rebuilt with the search index.
CREATE VIRTUAL TABLE card_text_fts USING fts5(en, ja, content='', tokenize='trigram');

-- HTTP validators so a refresh downloads only what changed.
CREATE TABLE fetch_meta (
    url           TEXT PRIMARY KEY,
    etag          TEXT,
    last_modified TEXT,
    status        INTEGER,
    content_hash  TEXT,
    fetched_at    TEXT NOT NULL
);

-- Bilingual vocabulary: from the versioned term table, the corpus (サブゲーム/Subgame, card names)
-- and glossaries.
CREATE TABLE terms (
    ja     TEXT NOT NULL,
    en     TEXT NOT NULL,
    origin TEXT NOT NULL,
    PRIMARY KEY (ja, en)
);

-- One row per searchable unit (rule, section, card, card list, glossary term, page lead).
CREATE TABLE documents (
    id           INTEGER PRIMARY KEY,
    ref          TEXT NOT NULL,
    kind         TEXT NOT NULL,
    edition      TEXT,
    lang         TEXT NOT NULL,
    title        TEXT NOT NULL,
    text         TEXT NOT NULL,
    page         TEXT,
    section_path TEXT,               -- JSON array
    url          TEXT,
    folded       TEXT NOT NULL,      -- normalised title + text, what the index and ranking see
    prior        REAL NOT NULL DEFAULT 0,
    facet        TEXT                -- 'card_list' for a section that is a list of cards
);
CREATE INDEX documents_ref ON documents(ref);

CREATE VIRTUAL TABLE documents_fts USING fts5(
    folded, content='documents', content_rowid='id', tokenize='trigram'
);

-- Rules a wiki section restates almost word for word (rulesdb.restatements): such a rule can
-- answer in the section's place. Rebuilt with the search index.
CREATE TABLE restatements (
    section_ref TEXT NOT NULL,       -- documents.ref of the section
    passage     TEXT NOT NULL,       -- the passage that restates the rule, folded
    edition     TEXT NOT NULL,
    number      TEXT NOT NULL
);
CREATE INDEX restatements_section ON restatements(section_ref);

-- Document frequency of every trigram of the index (from fts5vocab), kept as a plain table so
-- that a question's trigrams can be ranked by rarity with one indexed lookup.
CREATE TABLE trigram_df (
    term TEXT PRIMARY KEY,
    df   INTEGER NOT NULL
) WITHOUT ROWID;

-- Wiki pages about one card (`白金の天使/Platinum Angel`): their text is the card's commentary.
CREATE TABLE card_pages (
    card_id INTEGER NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
    page_id INTEGER NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    PRIMARY KEY (card_id, page_id)
);
CREATE INDEX card_pages_page ON card_pages(page_id);

-- The card name index (rulesdb.search.name_index) as columns, built when the cards are written
-- (rulesdb.derived.card_names) so that a command reads it instead of folding and counting every
-- card's names again. `part` names a column; `count` its number of items (for a text part, the
-- items are joined with NUL; for an array part, `data` holds little-endian integers). The part
-- 'cards' records which cards it was built from (`text`: "count:max id").
CREATE TABLE card_names (
    part  TEXT PRIMARY KEY,
    count INTEGER NOT NULL,
    text  TEXT,
    data  BLOB
) WITHOUT ROWID;

-- Each card name as the name index folds it (`fold_name`), with the card it names first (the
-- index's exact match): a card asked for by its exact name is found with one indexed read,
-- without reading the whole index. Built with `card_names`.
CREATE TABLE card_exact_names (
    folded TEXT PRIMARY KEY,
    ref    TEXT NOT NULL
) WITHOUT ROWID;
