# fixedrank/tensor: make test runs every test; make bench runs the benchmarks.
GO       ?= go
FUZZTIME ?= 30s
FUZZ_TARGETS = $(shell grep -ho '^func Fuzz[A-Za-z0-9_]*' *_test.go | sed 's/^func //')

.PHONY: test bench generate fuzz lint

test: lint
	$(GO) test -count=1 ./...
	$(GO) test -count=1 -race -short .

bench:
	$(GO) test -run '^$$' -bench . -benchmem -count 3 .

generate:
	$(GO) generate ./...

# fuzz runs each fuzz target for FUZZTIME (default 30s); the seed corpora
# also run in every go test.
fuzz:
	@for t in $(FUZZ_TARGETS); do \
		echo "== $$t"; \
		$(GO) test -run '^$$' -fuzz "^$$t$$" -fuzztime $(FUZZTIME) . || exit 1; \
	done

lint:
	@out=$$(gofmt -l .); if [ -n "$$out" ]; then echo "gofmt needed:"; echo "$$out"; exit 1; fi
	$(GO) vet ./...
