module github.com/fixedrank/tensor

go 1.26.0

require (
	github.com/google/go-cmp v0.7.0
	golang.org/x/exp v0.0.0-20260908205506-85c1c2202aba
)

require gonum.org/v1/gonum v0.17.0

require golang.org/x/sys v0.48.0

require github.com/x448/float16 v0.8.4
