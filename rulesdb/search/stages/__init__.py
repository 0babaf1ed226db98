"""The stages of a search, in the order `rulesdb.search.searcher` runs them, each with typed
input and output: the documents the question names (`named`), the candidates gathered from the
indexes (`gathering`), their scores with the languages' agreement (`scoring`), the rules the
wiki restates (`restated`), one hit per rule across its printings (`merging`), the rules nearest
in meaning fused in (`fusion`), and the hits composed (`hits`). `candidates` holds the shapes
they pass on."""
