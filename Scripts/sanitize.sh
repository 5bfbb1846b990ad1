#!/usr/bin/env bash
# Runs the layout engine's property and re-entrancy tests under
# AddressSanitizer, which turns a use of freed memory (a constraint left
# pointing at an engine that is gone, a view freed while the engine still
# reads it) into a report and a failing run instead of silent corruption.
#
#   Scripts/sanitize.sh               # the engine's session, re-entrancy and tree tests
#   Scripts/sanitize.sh 'SomeSuite'   # any --filter pattern instead
#
# The instrumented build goes to its own scratch folder (.build/asan), so it
# does not replace the ordinary debug build; the first run compiles
# everything (a few minutes). Only the Swift Testing pass runs: the tests
# are written for it, and the XCTest runner, with no tests to run, leaks a
# few bytes of its own that LeakSanitizer would fail the run for. Not part of .ci/run: it is slow and needs a
# toolchain with the sanitizer runtime (Linux and macOS toolchains have it).
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-EngineSessionPropertyTests|AutoLayoutSessionTests|AutoLayoutPropertyTests|ReentrancyTests|LeavingATreeTests|HierarchyTests}"
swift test --scratch-path .build/asan -Xswiftc -sanitize=address --disable-xctest --filter "$filter"
