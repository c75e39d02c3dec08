# Tabletop — `make help` lists the targets.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
UV := $(BIN)/uv
STAMP := $(VENV)/.installed
# uv installs the locked versions; its own version comes from the lock too.
UV_VERSION = $(shell sed -n 's/^uv==\([^ ]*\).*/\1/p' requirements-dev.lock)
LOCK := $(UV) pip compile pyproject.toml --universal --generate-hashes --python-version 3.11 \
	--custom-compile-command "make lock" --quiet

.DEFAULT_GOAL := help

# A fresh clone needs only Python: the venv and uv are made here, the rest comes from the lock.
$(UV):
	@echo "creating $(VENV) with uv $(UV_VERSION) (first run only)"
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check uv==$(UV_VERSION)

$(STAMP): pyproject.toml requirements-dev.lock requirements.lock | $(UV)
	@$(PYTHON) .ci/lock.py check
	@echo "installing the locked dependencies (requirements-dev.lock) into $(VENV)"
	@$(UV) pip sync --quiet --require-hashes --python $(BIN)/python requirements-dev.lock
	@$(UV) pip install --quiet --no-deps --no-build-isolation --python $(BIN)/python -e .
	@touch $(STAMP)

.PHONY: help
help: ## list the targets
	@grep -E '^[a-zA-Z_-]+:.*## ' $(MAKEFILE_LIST) | awk 'BEGIN {FS = ":.*## "} {printf "  make %-12s %s\n", $$1, $$2}'

.PHONY: install
install: $(STAMP) ## create .venv and install the locked dependencies and the project (editable)

.PHONY: run
run: $(STAMP) ## serve on http://127.0.0.1:8000 (embedded PostgreSQL in ./.data unless DATABASE_URL is set)
	@$(BIN)/tabletop serve --embedded --migrate

.PHONY: test
test: $(STAMP) ## the whole default suite (slow property runs deselected; its header names the database)
	$(BIN)/python -m pytest

.PHONY: test-slow
test-slow: $(STAMP) ## only the long property runs (pytest -m slow)
	$(BIN)/python -m pytest -m slow

.PHONY: lint
lint: $(STAMP) ## ruff check, ruff format --check, mypy --strict, import contracts
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy --strict service migrations
	$(BIN)/lint-imports

.PHONY: format
format: $(STAMP) ## format the code
	$(BIN)/ruff format .
	$(BIN)/ruff check --fix .

.PHONY: lock
lock: | $(UV) ## re-resolve pyproject.toml into the lock files, keeping pinned versions where they still fit
	$(LOCK) --extra dev -o requirements-dev.lock
	$(LOCK) -c requirements-dev.lock -o requirements.lock
	$(PYTHON) .ci/lock.py stamp

.PHONY: lock-upgrade
lock-upgrade: | $(UV) ## like lock, but move every package to its newest allowed version
	$(LOCK) --upgrade --extra dev -o requirements-dev.lock
	$(LOCK) -c requirements-dev.lock -o requirements.lock
	$(PYTHON) .ci/lock.py stamp

.PHONY: openapi
openapi: $(STAMP) ## regenerate the committed openapi/v1.json (and the Python client's models from it)
	$(BIN)/tabletop export-openapi
	$(BIN)/python clients/python/generate.py

.PHONY: python-client
python-client: $(STAMP) ## regenerate clients/python's generated layer from openapi/v1.json
	$(BIN)/python clients/python/generate.py

.PHONY: migrate
migrate: $(STAMP) ## apply migrations (DATABASE_URL, else the embedded database)
	$(BIN)/tabletop migrate

.PHONY: clean
clean: ## remove the virtual environment and the embedded database
	rm -rf $(VENV) .data
