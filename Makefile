# fixedrank/tensor: make test runs every test; make bench runs the benchmarks.
SHELL      := /bin/bash
.SHELLFLAGS := -o pipefail -c
GO       ?= go
FUZZTIME ?= 30s

BENCHCOUNT ?= 6
BENCHCOUNT_ALL ?= 3
BENCHTIME  ?= 0.5s
PYTHON     ?= /usr/bin/python3
RESULTS     = bench/results

.PHONY: test bench bench-run bench-numpy bench-numpy-json bench-report bench-snapshot check-bench-ignored generate fuzz lint check-asm

# test runs every test: the library with its assembly (on a CPU with
# AVX-512 again with it turned off, GODEBUG=cpu.avx512f=off, for the AVX2
# kernels a CPU without it runs: the same binaries, run again); the pure-Go
# kernels (-tags purego) compiled for GOAMD64=v3, where Go may fuse
# multiply-adds as it does on arm64, so that they are checked as arm64 runs
# them; the kernel package's assembly for v3 against those fused twins
# (-short: the accuracy tests of the scalar functions, Go code compiled as
# in the run before, take a tenth of their samples); the
# race detector over the tests that can reach the workers (see
# race_test.go); a vet for arm64 of every package but the root (whose
# files are the same on every architecture: vetting its tests there would
# only compile its test binary once more) and a build of all of them for
# arm64; the bench module; and checks that the generated assembly is
# current and that make bench leaves the checkout clean. Each run builds
# the root package's large test binary once more, so the runs are as few
# as cover these builds: about 14 minutes on a 2-core Zen 3 VM with an
# empty build cache.
ROOT_PKG = github.com/fixedrank/tensor
test: lint check-asm check-bench-ignored
	$(GO) test -count=1 ./...
	@if grep -qw avx512f /proc/cpuinfo 2>/dev/null; then \
		echo "GODEBUG=cpu.avx512f=off $(GO) test -count=1 . ./internal/kernel"; \
		GODEBUG=cpu.avx512f=off $(GO) test -count=1 . ./internal/kernel; \
	fi
	GOAMD64=v3 $(GO) test -count=1 -tags purego . ./internal/kernel
	GOAMD64=v3 GODEBUG=cpu.avx512f=off $(GO) test -count=1 -short ./internal/kernel
	$(GO) test -count=1 -race -short .
	GOARCH=arm64 $(GO) vet $$($(GO) list ./... | grep -vx '$(ROOT_PKG)')
	GOARCH=arm64 $(GO) build ./...
	cd bench && $(GO) vet ./... && $(GO) test -count=1 ./...

# check-asm regenerates the kernels' assembly with avo (the generator is its
# own module, so avo is never a dependency of the library) and fails if the
# checked-in files were not current.
ASM_OUT = internal/kernel/kernel_amd64.s internal/kernel/stubs_amd64.go
check-asm:
	@tmp=$$(mktemp -d) && cp $(ASM_OUT) $$tmp/ && \
	(cd internal/kernel/asm && $(GO) vet . && $(GO) run . -out ../kernel_amd64.s -stubs ../stubs_amd64.go -pkg kernel) && \
	for f in $(ASM_OUT); do \
		if ! cmp -s $$tmp/$$(basename $$f) $$f; then echo "$$f is not current: run make generate and commit it"; exit 1; fi; \
	done

# bench runs the comparison suite in bench/ (its own module: peers never
# become dependencies of the library) one group at a time, printing which,
# with one worker (like NumPy, one thread), then every group again with all
# workers (BENCHCOUNT_ALL runs each) for the speedups, and the Workers group
# beside the machine's streaming ceilings on one core and on all;
# summarises the repeated runs with benchstat, times the same cases with
# NumPy when Debian's python3-numpy is installed, and writes a Markdown table
# of ratios and one chart per group (SVG and PNG) to bench/out/, which git
# ignores; it ends with the targets met and missed. bench-snapshot copies the
# last run into bench/results/, the committed snapshot the README quotes.
BENCH_OUT      = bench/out
BENCH_OUTPUTS  = RESULTS.md benchstat.csv benchstat_all.csv numpy.json *.svg *.png
bench: bench-run bench-numpy-json bench-report

bench-run:
	mkdir -p $(BENCH_OUT)
	rm -f $(BENCH_OUT)/bench.txt
	cd bench && $(GO) run ./cmd/machine | tee out/machine.txt
	cd bench && $(GO) test -c -o out/bench.test .
	@cd bench && groups=$$(./out/bench.test -test.list '^Benchmark' | sed 's/^Benchmark//') && \
	n=$$(echo $$groups | wc -w) && i=0 && \
	for g in $$groups; do \
		i=$$((i+1)); echo "[$$i/$$n] $$g (one worker)"; \
		BENCH_WORKERS=1 ./out/bench.test -test.run '^$$' -test.bench "^Benchmark$$g\$$" -test.benchmem \
			-test.count $(BENCHCOUNT) -test.benchtime $(BENCHTIME) | tee -a out/bench.txt || exit 1; \
	done
	rm -f $(BENCH_OUT)/bench_all.txt
	@cd bench && groups=$$(./out/bench.test -test.list '^Benchmark' | sed 's/^Benchmark//' | grep -vx Workers) && \
	n=$$(echo $$groups | wc -w) && i=0 && \
	for g in $$groups; do \
		i=$$((i+1)); echo "[$$i/$$n] $$g (all workers)"; \
		BENCH_WORKERS=all ./out/bench.test -test.run '^$$' -test.bench "^Benchmark$$g\$$" -test.benchmem \
			-test.count $(BENCHCOUNT_ALL) -test.benchtime $(BENCHTIME) | tee -a out/bench_all.txt || exit 1; \
	done

# NUMPY_BLAS names the BLAS NumPy's matmul runs on (the library mapped into
# the process after one product): the contraction targets are against
# OpenBLAS, which Debian's libopenblas0-pthread provides.
export NUMPY_BLAS = import numpy as n; n.ones((2, 2)) @ n.ones((2, 2)); m = open("/proc/self/maps").read(); print("OpenBLAS" if "openblas" in m else "the reference BLAS, not OpenBLAS: the Contraction ratios are not against OpenBLAS (apt-get install libopenblas0-pthread)")

bench-numpy-json:
	@rm -f $(BENCH_OUT)/numpy.json
	@if $(PYTHON) -c 'import numpy' 2>/dev/null; then \
		echo "timing the same cases with NumPy $$($(PYTHON) -c 'import numpy; print(numpy.__version__)') on $$($(PYTHON) -c "$$NUMPY_BLAS"), one thread"; \
		$(PYTHON) -c "$$NUMPY_BLAS" > $(BENCH_OUT)/numpy_blas.txt; \
		OPENBLAS_NUM_THREADS=1 OMP_NUM_THREADS=1 $(PYTHON) bench/numpy_bench.py > $(BENCH_OUT)/numpy.json; \
	else \
		echo "NumPy not found for $(PYTHON): the table leaves out the NumPy comparison (apt-get install python3-numpy)"; \
	fi

bench-report:
	cd bench && $(GO) tool benchstat out/bench.txt > out/benchstat.txt
	cd bench && $(GO) tool benchstat -format csv out/bench.txt > out/benchstat.csv 2>/dev/null
	cd bench && $(GO) tool benchstat -format csv out/bench_all.txt > out/benchstat_all.csv 2>/dev/null
	rm -f $(BENCH_OUT)/*.svg $(BENCH_OUT)/*.png
	cd bench && $(GO) run ./cmd/report -in out/benchstat.csv -md out/RESULTS.md -charts out \
		$$(test -s out/numpy.json && echo -numpy out/numpy.json) \
		$$(test -s out/benchstat_all.csv && echo -all out/benchstat_all.csv) \
		-date "$$(date -u -r out/bench.txt +%F)" \
		-machine "$$(grep -m1 '^cpu:' out/bench.txt | cut -d' ' -f2-), $$(nproc) cores, $$(free -g | awk '/^Mem:/{print $$2}') GiB, $$($(GO) version | cut -d' ' -f3); $$(cat out/machine.txt 2>/dev/null)$$(test -s out/numpy_blas.txt && echo "; NumPy on $$(cat out/numpy_blas.txt)")"
	@echo "The table, the raw results and the charts are in $(BENCH_OUT)/; make bench-snapshot copies them into $(RESULTS)/."

# bench-numpy times the cases with NumPy and prints our throughput over
# NumPy's, reusing the Go results of the last make bench (running the Go
# suite first if there are none).
bench-numpy:
	@test -s $(BENCH_OUT)/bench.txt || $(MAKE) bench-run
	@$(PYTHON) -c 'import numpy' 2>/dev/null || { echo "NumPy not found for $(PYTHON): apt-get install python3-numpy"; exit 1; }
	$(MAKE) bench-numpy-json bench-report

# bench-snapshot replaces the committed snapshot in bench/results/ with the
# last make bench: the table, benchstat's CSV, NumPy's timings and the
# charts. Commit it after a run on a quiet machine.
bench-snapshot:
	@test -s $(BENCH_OUT)/RESULTS.md || { echo "no results in $(BENCH_OUT): run make bench first"; exit 1; }
	cd $(RESULTS) && rm -f $(BENCH_OUTPUTS)
	cd $(BENCH_OUT) && cp $$(ls $(BENCH_OUTPUTS) 2>/dev/null) $(CURDIR)/$(RESULTS)/
	@git status --short -- $(RESULTS)

# check-bench-ignored fails if a file make bench writes would show in git
# status, or if a file of the snapshot the README links to is not committed.
check-bench-ignored:
	@if git rev-parse --git-dir >/dev/null 2>&1; then \
		for f in bench.txt bench_all.txt bench.test benchstat.txt benchstat.csv benchstat_all.csv RESULTS.md numpy.json copy.svg copy.png; do \
			git check-ignore -q $(BENCH_OUT)/$$f || { echo "$(BENCH_OUT)/$$f is not ignored by git"; exit 1; }; \
		done; \
		for f in $$(grep -oE '$(RESULTS)/[A-Za-z0-9_.]+' README.md | sort -u); do \
			git ls-files --error-unmatch $$f >/dev/null 2>&1 || { echo "README.md links to $$f, which is not committed"; exit 1; }; \
		done; \
	fi

generate:
	$(GO) generate ./...
	cd bench && $(GO) generate ./...

# fuzz runs each fuzz target for FUZZTIME (default 30s); the seed corpora
# also run in every go test.
fuzz:
	@for pkg in . ./npy ./tensorimage ./structured ./linear; do \
		for t in $$(grep -ho '^func Fuzz[A-Za-z0-9_]*' $$pkg/*_test.go | sed 's/^func //'); do \
			echo "== $$pkg $$t"; \
			$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
