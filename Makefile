# Two entry points a fresh machine needs: `make run` and `make test`.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test lint typecheck unit bench eval clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev,semantic]'
	touch $(STAMP)

run: $(STAMP)
	$(BIN)/judgebot run

test: lint typecheck unit

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

typecheck: $(STAMP)
	$(BIN)/mypy bot scraper engine rulesdb benchmarks

unit: $(STAMP)
	$(BIN)/pytest -q

bench: $(STAMP)
	$(BIN)/python benchmarks/build_bench.py
	$(BIN)/python benchmarks/speed_targets.py

eval: $(STAMP)
	$(BIN)/python benchmarks/evaluate.py

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
