# fixedrank/tensor: make test runs every test; make bench runs the benchmarks.
SHELL      := /bin/bash
.SHELLFLAGS := -o pipefail -c
GO       ?= go
FUZZTIME ?= 30s

BENCHCOUNT ?= 6
BENCHTIME  ?= 0.5s
PYTHON     ?= /usr/bin/python3
RESULTS     = bench/results

.PHONY: test bench bench-run bench-numpy bench-numpy-json bench-report generate fuzz lint check-asm

# test runs every test: the library with its assembly, again with the
# pure-Go kernels (-tags purego), under the race detector, compiled for
# GOAMD64=v3 (where Go may fuse multiply-adds, as on arm64), a vet for arm64,
# the bench module, and checks that the generated assembly is current.
test: lint check-asm
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -tags purego . ./internal/kernel
	$(GO) test -count=1 -race -short .
	GOAMD64=v3 $(GO) test -count=1 .
	GOARCH=arm64 $(GO) vet ./...
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
# become dependencies of the library), summarises the repeated runs with
# benchstat, times the same cases with NumPy when Debian's python3-numpy is
# installed, and writes a Markdown table of ratios and an SVG chart to
# bench/results/.
bench: bench-run bench-numpy-json bench-report

bench-run:
	mkdir -p $(RESULTS)
	cd bench && $(GO) test -run '^$$' -bench . -benchmem -count $(BENCHCOUNT) -benchtime $(BENCHTIME) . | tee results/bench.txt

bench-numpy-json:
	@rm -f $(RESULTS)/numpy.json
	@if $(PYTHON) -c 'import numpy' 2>/dev/null; then \
		echo "timing the same cases with NumPy $$($(PYTHON) -c 'import numpy; print(numpy.__version__)')"; \
		$(PYTHON) bench/numpy_bench.py > $(RESULTS)/numpy.json; \
	else \
		echo "NumPy not found for $(PYTHON): the table leaves out the NumPy comparison (apt-get install python3-numpy)"; \
	fi

bench-report:
	cd bench && $(GO) tool benchstat results/bench.txt > results/benchstat.txt
	cd bench && $(GO) tool benchstat -format csv results/bench.txt > results/benchstat.csv 2>/dev/null
	cd bench && $(GO) run ./cmd/report -in results/benchstat.csv -md results/RESULTS.md -svg results/copy.svg \
		$$(test -s results/numpy.json && echo -numpy results/numpy.json) \
		-machine "$$(grep -m1 '^cpu:' results/bench.txt | cut -d' ' -f2-), $$(nproc) cores, $$(free -g | awk '/^Mem:/{print $$2}') GiB, $$($(GO) version | cut -d' ' -f3)"

# bench-numpy times the cases with NumPy and prints our throughput over
# NumPy's, reusing the Go results of the last make bench (running the Go
# suite first if there are none).
bench-numpy:
	@test -s $(RESULTS)/bench.txt || $(MAKE) bench-run
	@$(PYTHON) -c 'import numpy' 2>/dev/null || { echo "NumPy not found for $(PYTHON): apt-get install python3-numpy"; exit 1; }
	$(MAKE) bench-numpy-json bench-report

generate:
	$(GO) generate ./...
	cd bench && $(GO) generate ./...

# fuzz runs each fuzz target for FUZZTIME (default 30s); the seed corpora
# also run in every go test.
fuzz:
	@for pkg in . ./npy ./tensorimage; do \
		for t in $$(grep -ho '^func Fuzz[A-Za-z0-9_]*' $$pkg/*_test.go | sed 's/^func //'); do \
			echo "== $$pkg $$t"; \
			$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) $$pkg || exit 1; \
		done; \
	done

lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
