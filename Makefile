# One-command set-up: every target creates the virtual environment and installs what it needs.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed-stamp
HOST ?= 127.0.0.1
PORT ?= 8000

APP := frontend/app
APP_STAMP := $(APP)/node_modules/.installed-stamp

.PHONY: setup run test lint pytest pytest-parallel pytest-e2e bench bench-duels bench-ceiling bench-partner-ceiling bench-api bench-ratings bench-streams bench-pairings schema clean frontend frontend-test hooks

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --disable-pip-version-check --upgrade pip
	$(BIN)/python -m pip install --quiet --disable-pip-version-check -e ".[dev]"
	touch $(STAMP)

setup: $(STAMP)

$(APP_STAMP): $(APP)/package.json $(APP)/package-lock.json
	cd $(APP) && npm ci --no-audit --no-fund --loglevel=error
	touch $(APP_STAMP)

# The app, built into frontend/static/app/ (served by Django under /static/app/).
frontend: $(APP_STAMP)
	cd $(APP) && npm run build

# Like the build (npm run build), the checks first generate the API's types from config/openapi.yaml into
# src/generated/ (not committed): the app's types alias them, so a change to the schema the app does not follow fails tsc.
frontend-test: $(APP_STAMP)
	cd $(APP) && npm run api-types && npx tsc --noEmit && npx vitest run && npx biome check src

# The web server, a Celery worker and beat (each started again if it stops), on SQLite and a broker in local
# files (.run/broker/); see config/embedded_stack.py and Procfile.dev.
run: setup frontend
	$(BIN)/python manage.py migrate --noinput
	$(BIN)/python -m config.embedded_stack --host $(HOST) --port $(PORT) --run-dir .run

lint: setup
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/mypy
	$(BIN)/python manage.py makemigrations --check --dry-run

# Every Python test: all but the browser tests in parallel (one process per core), a file's tests in one process
# (`--dist loadfile`: the tests that share a Redis database, the real workers' and the streams', share a file); then
# the browser tests, in processes of their own (Playwright's synchronous API wants its event loop to itself), test
# by test: each process has its own browser and live server. The browser tests mostly wait (for the table's beats,
# polls and computer moves): with two processes a two-core machine stood 73 % idle, with three 36 % (the pass in
# 316 s; 430 s with two, beside a benchmark), with four 5 % and no faster. Browsers and servers on a busy machine can
# hold each other back for seconds, so their pages wait up to 30 s (tests/e2e/conftest.py).
PYTEST_WORKERS ?= 2
E2E_WORKERS ?= 3
pytest: pytest-parallel pytest-e2e

pytest-parallel: setup
	$(BIN)/pytest -n $(PYTEST_WORKERS) --dist loadfile -m 'not e2e' $(PYTEST_ARGS)

pytest-e2e: setup
	$(BIN)/pytest -n $(E2E_WORKERS) -m e2e $(PYTEST_ARGS)

# Lint and types, the app's unit tests and build, then every Python test (end-to-end ones need Chromium).
test: lint frontend-test frontend pytest

# Git runs the lint, format and type checks (.pre-commit-config.yaml) before each commit.
hooks: setup
	$(BIN)/pre-commit install

schema: setup
	$(BIN)/python manage.py spectacular --file config/openapi.yaml --validate --fail-on-warn

# The engine's speed (in process, then through the replay command as other programs run it), then the duels of
# every pair of levels and the partner duels over DUEL_DEALS duplicate deals (hours on two cores at 1,000).
DUEL_DEALS ?= 1000
bench: setup
	$(BIN)/python -m bench.engine
	$(BIN)/python -m bench.replay_command
	$(BIN)/python -m bench.duels --deals $(DUEL_DEALS)

bench-duels: setup
	$(BIN)/python -m bench.duels --deals $(DUEL_DEALS)

# What `strong` takes from `basic` when its search is shown the true deal instead of sampled ones, beside its own share
# on the same CEILING_DEALS duplicate decks: how much better reading of the hidden cards could give (about 45 minutes
# for all four games at 200 in one process).
CEILING_DEALS ?= 200
bench-ceiling: setup
	$(BIN)/python -m bench.ceiling --games doublehand allfours texas42 ganjifa --deals $(CEILING_DEALS) --seed 2026

# The same with `strong` shown only its partner's hand, at the partnership games: the most a signal could tell.
bench-partner-ceiling: setup
	$(BIN)/python -m bench.ceiling --games doublehand allfours texas42 --deals $(CEILING_DEALS) --seed 2026 --sees partner

bench-api: setup
	$(BIN)/python -m bench.api
	$(BIN)/python -m bench.inprocess
	$(BIN)/python -m bench.move_floor
	$(BIN)/python -m bench.hints_beside
	$(BIN)/python -m bench.circle_page

# Recomputing ratings from the logs: RATINGS_MATCHES finished circle matches in a database of its own, replayed in one
# process and then two; the rate a second, extrapolated to 100,000 matches.
RATINGS_MATCHES ?= 2000
bench-ratings: setup
	$(BIN)/python -m bench.ratings --matches $(RATINGS_MATCHES)

bench-streams: setup
	$(BIN)/python -m bench.streams

# Swiss pairings: 64 entrants over 6 rounds of random results, the median and worst time to pair a round.
bench-pairings: setup
	$(BIN)/python -m bench.pairings

# Load, races, faults and scale-out on real processes (bench/soak/) with this machine's PostgreSQL and Redis, which
# its faults restart. `SOAK=short` (or `make soak-short`) is CI's version, under five minutes; either prints a report,
# writes it as JSON into build/soak/, and fails if any check fails.
SOAK ?= full
.PHONY: soak soak-short
soak: setup
	$(BIN)/python -m bench.soak --profile $(SOAK)

soak-short:
	$(MAKE) soak SOAK=short

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache .hypothesis
