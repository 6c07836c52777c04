# Every target creates .venv and installs what it needs (stamp files skip repeat installs).
PY ?= python3
VENV := .venv
BIN := $(VENV)/bin
PORT ?= 8501
LAB_PORT ?= 8888

.PHONY: run lab test bench stress lint fmt clean engine-test

# uv installs the project and its extras: on a fresh machine (empty caches) the test extras took
# 20 s with uv, a new venv and uv itself included, against 77 s with pip (whose cache was even
# warm). pip stays the fallback: where uv cannot be installed or fails, pip installs as before.
$(BIN)/python:
	$(PY) -m venv $(VENV)
	$(BIN)/python -m pip install -q uv || echo "uv not installed: pip installs instead"

comma := ,
install = $(BIN)/uv pip install -q --python $(BIN)/python $(1) \
	|| { $(BIN)/python -m pip install -q --upgrade pip && $(BIN)/pip install -q $(1); }

$(VENV)/.app: pyproject.toml | $(BIN)/python
	$(call install,-e .)
	touch $@

$(VENV)/.test: pyproject.toml | $(BIN)/python
	$(call install,-e '.[test$(comma)lab]')
	$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null
	touch $@

$(VENV)/.bench: pyproject.toml | $(BIN)/python
	$(call install,-e '.[test$(comma)bench]')
	touch $@

$(VENV)/.lab: pyproject.toml | $(BIN)/python
	$(call install,-e '.[lab]')
	$(BIN)/python -m ipykernel install --sys-prefix --name python3 >/dev/null
	touch $@

# the notebooks in JupyterLab (LAB_PORT, default 8888)
lab: $(VENV)/.lab
	$(BIN)/jupyter lab --notebook-dir=notebooks --port=$(LAB_PORT)

run: $(VENV)/.app
	$(BIN)/streamlit run server.py --server.port $(PORT) --server.headless true --browser.gatherUsageStats false

# The notebooks are linted (ruff check . reads them) but not formatted: ruff format would change
# 738 lines of their 1,804 lines of code (274 out, 464 in): each scenario's keys one a line where a
# cell keeps them together as a scenario file does (Sixty-Six's table of cases, 29 lines to 55),
# and hand-made breaks joined into lines of up to 100 characters, past a phone's 43.
lint: $(VENV)/.test
	$(BIN)/ruff check .
	$(BIN)/ruff format --check engine lessons ui tests bench app.py server.py
	$(BIN)/mypy

# two workers (pytest-xdist): the suite is CPU-bound and the machines have 2 cores. loadgroup,
# with the groups of suite_groups.py: each test goes to whichever worker is free, except a
# notebook's cells (run in order in one kernel) and the browser tests (tests/e2e: their one
# server starts once; one browser test at a time), each kept together on one worker, handed out
# first. TEST_WORKERS=0 runs it in one process. Three workers were measured against two on an
# idle machine, fresh clones of the same commit (65cba32, 14,667 tests), one after the other:
# three took 12m19s (pytest 715 s, 17m48s of user CPU), two 11m34s (675 s, 14m55s): a third
# worker's collection and its contention for the two cores cost more than the idle it fills.
# The lint (ruff, mypy: ~45 s of CPU on a fresh machine) runs beside the tests, not before them:
# the suite leaves part of a core idle while browsers and servers wait on each other, and the
# lint fills it. Either failing fails the target; the lint's report is printed after the tests'.
# Bytecode: uv installs none, and where PYTHONDONTWRITEBYTECODE is set (this machine's shells,
# the fresh-clone CI) every Python process the suite starts (two workers, a dozen Streamlit
# servers, a kernel per notebook, JupyterLab, the CLI runs) compiled Streamlit, pandas and the
# app from source: a server's start took 6.3 s of CPU, 1.7 s with bytecode. The tests write it
# once, into .venv/pycache (PYTHONPYCACHEPREFIX: nothing lands beside the sources), and every
# later process reads it.
PYCACHE := env -u PYTHONDONTWRITEBYTECODE PYTHONPYCACHEPREFIX=$(CURDIR)/$(VENV)/pycache
TEST_WORKERS ?= 2
test: $(VENV)/.test
	@out=$$(mktemp); $(MAKE) --no-print-directory lint > $$out 2>&1 & lint=$$!; \
	$(PYCACHE) $(BIN)/python -m pytest -q -p no:cacheprovider --nbval --nbval-current-env -n $(TEST_WORKERS) --dist loadgroup -p suite_groups tests notebooks; \
	tests=$$?; wait $$lint; linted=$$?; echo "--- make lint"; cat $$out; rm -f $$out; \
	if [ $$linted -ne 0 ]; then echo "make test: the lint failed (above)"; fi; \
	[ $$tests -eq 0 ] && [ $$linted -eq 0 ]

engine-test: $(VENV)/.test
	$(BIN)/python -m pytest -q -p no:nbval tests/engine

bench: $(VENV)/.bench
	$(BIN)/python -m bench

# the long reliability checks (issue 11): bench/stress.py; STRESS_DEALS sets the deals per variant
stress: $(VENV)/.test
	$(BIN)/python -m bench.stress

fmt: $(VENV)/.test
	$(BIN)/ruff format engine lessons ui tests bench app.py server.py
	$(BIN)/ruff check --fix .

clean:
	rm -rf $(VENV) .pytest_cache .mypy_cache .ruff_cache
