# PortableUI — the two commands of the README, plus the benchmark.
#   make demo   build and run the gallery (a window where a display exists, PNGs otherwise)
#   make test   build and run every test (and the PreviewClient package, its previews rendered)
#   make previews  render every #Preview of the gallery's sources to out/previews
#   make bench  release-build the benchmark executable and compare with Yoga
# Each target first installs the Debian packages the build needs, if any is missing.

APT_PACKAGES := libcairo2-dev libpango1.0-dev libfontconfig-dev fonts-inter fonts-dejavu-core fonts-droid-fallback fonts-noto-color-emoji libsdl2-dev libturbojpeg0-dev zlib1g-dev librsvg2-bin poppler-utils xvfb xdotool x11-apps pkg-config python3-venv libdbus-1-dev dbus-bin dbus-daemon libglib2.0-bin at-spi2-core python3-pyatspi
# Only `make bench` needs Chromium (the social-card comparison).
BENCH_PACKAGES := chromium-headless-shell
SWIFT ?= swift
VENV := .venv

.PHONY: test-asan test-tsan setup bench-setup install-packages demo test previews preview-client url-client testing-example bench clean

setup: $(VENV)/.symbols-installed
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(APT_PACKAGES)"

# The SF Symbols stand-in: Phosphor Icons (MIT), the SVGs of PyPI's py-phosphor-icons, pinned,
# in the package's virtual environment (Image(systemName:) finds them there).
PHOSPHOR := py-phosphor-icons==0.1.1

$(VENV)/.symbols-installed:
	@$(MAKE) --no-print-directory install-packages PACKAGES="python3-venv"
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet $(PHOSPHOR)
	touch $@

bench-setup: setup
	@$(MAKE) --no-print-directory install-packages PACKAGES="$(BENCH_PACKAGES)"

# Installs the Debian packages of PACKAGES that are missing (apt-get only when one is).
install-packages:
	@missing=""; for p in $(PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=""; [ "$$(id -u)" -ne 0 ] && SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq $$missing; \
	fi

demo: setup
	$(SWIFT) run -c release Gallery $(ARGS)

# `make test` runs every test; then the layout, state, lazy and conformance suites again in
# the reference mode (every layout cache bypassed; Graph/Pass/ReferenceLayout.swift): every suite
# of the test folders below, and the robustness suites that check layout results.
# Last, `make test` runs `make test-asan`: every test under the address sanitizer in a build
# directory of its own, for memory errors (use after free, overflows); leaks are not checked: XCTest's runner
# and fontconfig keep their allocations until exit, in the test process and the window probe
# alike. Fewer random trees, which the first run checked.
REFERENCE_FOLDERS := Conformance Containers Layout State
REFERENCE_SUITES := $(shell sed -n 's/^\(@MainActor \)\{0,1\}\(final class\|struct\) \([A-Za-z]*Tests\).*/\3/p' \
  $(wildcard $(addsuffix /*.swift,$(addprefix Tests/PortableUICoreTests/,$(REFERENCE_FOLDERS)))) | sort -u | paste -sd'|')
REFERENCE_FILTER := PortableUICoreTests\.($(REFERENCE_SUITES)|ReliabilityDefectTests|BadLayoutInputTests|MovedSubtreeTests)/
ASAN_BUILD := .build/asan
# Under the sanitizer, everything runs several times slower: the tests that hold a real
# window session (a child process under Xvfb, checked by screenshots within wall-clock
# limits), the tray's test on a private session bus (child processes answered within
# wall-clock limits) and the real main run loop's timer run in the ordinary pass only.
ASAN_SKIP := PortableUIWindowTests\.(WindowEndToEndTests|GalleryWindowTests|AccessibilityEndToEndTests|StatusNotifierEndToEndTests)/|mainRunLoopTimerFiresWhileTheMainQueueRuns

test: setup
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) scripts/swift-test.sh --skip-build
	PORTABLEUI_REFERENCE_LAYOUT=1 SWIFT=$(SWIFT) scripts/swift-test.sh --skip-build --filter '$(REFERENCE_FILTER)'
	@$(MAKE) --no-print-directory testing-example
	@$(MAKE) --no-print-directory preview-client
	@$(MAKE) --no-print-directory url-client
	@$(MAKE) --no-print-directory test-asan

# Every #Preview and PreviewProvider of the gallery's sources, rendered to PNG with an index.
previews: setup
	$(SWIFT) run portableui-previews --package . --target GalleryKit --out out/previews $(ARGS)

# A package outside this one's target graph, depending on PortableUI by path as an app's
# package would, built with plain `swift build` (in this package's build folder, so that
# nothing is compiled twice); then its previews, rendered by portableui-previews. One of its
# previews traps on purpose: the tool must report it by file and line (exit status 1) and
# render the 13 others (30 PNG files: light and dark of 15 views). SwiftPM reuses the plan of
# the last build in a build folder even when the root package changes, so the plan
# (.build/debug.yaml) is removed whenever the root changes.
PREVIEW_CLIENT := Tests/Packages/PreviewClient
preview-client:
	rm -f .build/debug.yaml
	$(SWIFT) build --package-path $(PREVIEW_CLIENT) --scratch-path .build
	rm -f .build/debug.yaml
	$(SWIFT) build --product portableui-previews
	rm -rf .build/preview-client
	.build/debug/portableui-previews --package $(PREVIEW_CLIENT) --scratch-path .build --out .build/preview-client --scale 1 \
	  > .build/preview-client.log; test $$? -eq 1
	grep -q "^14 previews, 1 failed" .build/preview-client.log
	grep -q "✗ ClientViews/Legacy.swift:40 Traps: crashed (signal 4, a trap): .*Fatal error: Index out of range" .build/preview-client.log
	test $$(ls .build/preview-client/*/*.png | wc -l) -eq 30

# A package depending on PortableUI by URL: this repository's committed HEAD, cloned bare so
# that its identity is `portableui` whatever this checkout's folder is called. SwiftPM fetches,
# resolves and builds it as a remote package (macro plugin included), in a build folder of its
# own; then its previews render.
URL_CLIENT := Tests/Packages/URLClient
url-client:
	rm -rf .build/url-client/PortableUI.git .build/url-client/previews
	git clone -q --bare . .build/url-client/PortableUI.git
	PORTABLEUI_GIT_URL=file://$(CURDIR)/.build/url-client/PortableUI.git PORTABLEUI_REVISION=$$(git rev-parse HEAD) \
	  $(SWIFT) build --package-path $(URL_CLIENT) --scratch-path .build/url-client
	PORTABLEUI_GIT_URL=file://$(CURDIR)/.build/url-client/PortableUI.git PORTABLEUI_REVISION=$$(git rev-parse HEAD) \
	  .build/debug/portableui-previews --package $(URL_CLIENT) --scratch-path .build/url-client --out .build/url-client/previews --scale 1 \
	  > .build/url-client.log
	grep -q "^2 previews, 0 failed" .build/url-client.log

# The example package of docs/testing.md (its files are the guide's code blocks), depending on
# PortableUI by path: its tests built and run in this package's build folder, so that nothing
# is compiled twice (the plan is removed as for the preview client). It runs right after the
# tests' build, whose flags it shares: then only its own modules are built.
TESTING_EXAMPLE := Tests/Packages/Counter
testing-example:
	rm -f .build/debug.yaml
	$(SWIFT) build --build-tests --package-path $(TESTING_EXAMPLE) --scratch-path .build
	$(SWIFT) test --skip-build --package-path $(TESTING_EXAMPLE) --scratch-path .build
	rm -f .build/debug.yaml

test-asan: setup
	$(SWIFT) build --build-tests --sanitize address --scratch-path $(ASAN_BUILD)
	ASAN_OPTIONS=detect_leaks=0 PORTABLEUI_RANDOM_TREES=200 \
	  SWIFT=$(SWIFT) scripts/swift-test.sh --skip-build --sanitize address --scratch-path $(ASAN_BUILD) --skip '$(ASAN_SKIP)'

# Not part of `make test` (too slow for CI's time): every test under the thread sanitizer, which
# fails the run on any data race it sees (its exit status), skipping what the address
# sanitizer's pass skips.
TSAN_BUILD := .build/tsan
test-tsan: setup
	$(SWIFT) build --build-tests --sanitize thread --scratch-path $(TSAN_BUILD)
	SWIFT=$(SWIFT) scripts/swift-test.sh --skip-build --sanitize thread --scratch-path $(TSAN_BUILD) --skip '$(ASAN_SKIP)'

# The Yoga side of the benchmark: PyPI's pyyoga (Yoga's C++ core with Python bindings),
# pinned, in a virtual environment of its own. The stamp file marks a finished install.
PYYOGA := pyyoga==0.1.0

$(VENV)/.pyyoga-installed:
	python3 -m venv $(VENV)
	$(VENV)/bin/pip install --quiet $(PYYOGA)
	touch $@

bench: bench-setup $(VENV)/.pyyoga-installed
	$(SWIFT) build -c release --product Benchmarks
	.build/release/Benchmarks --yoga $(VENV)/bin/python

clean:
	rm -rf .build $(VENV)
