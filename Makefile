# Tabletop — `make help` lists the targets.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.DEFAULT_GOAL := help

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $(STAMP)

.PHONY: help
help: ## list the targets
	@grep -E '^[a-zA-Z_-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-10s %s\n", $$1, $$2}'

.PHONY: install
install: $(STAMP) ## create .venv and install the project with its dev tools

.PHONY: run
run: $(STAMP) ## serve on http://127.0.0.1:8000 (embedded PostgreSQL in ./.data unless DATABASE_URL is set)
	$(BIN)/python -m service serve --embedded --migrate

.PHONY: test
test: $(STAMP) ## run the whole test suite (Postgres: TEST_DATABASE_URL, else testcontainers, else embedded)
	$(BIN)/python -m pytest

.PHONY: test-slow
test-slow: $(STAMP) ## run only the long property runs (pytest -m slow)
	$(BIN)/python -m pytest -m slow

.PHONY: lint
lint: $(STAMP) ## ruff check, ruff format --check, mypy --strict, import contracts
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict service
	$(BIN)/lint-imports

.PHONY: format
format: $(STAMP) ## format the code
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

.PHONY: openapi
openapi: $(STAMP) ## regenerate the committed openapi/v1.json
	$(BIN)/python -m service export-openapi

.PHONY: migrate
migrate: $(STAMP) ## apply migrations to DATABASE_URL
	$(BIN)/python -m service migrate

.PHONY: clean
clean: ## remove the virtual environment and the embedded database
	rm -rf $(VENV) .data
