//go:build !race

package tensor

import (
	"errors"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// einsumRecord is one call of testdata/einsum.jsonl.
type einsumRecord struct {
	Subs  string
	Dtype string
	Ops   []goldenOperand
	Out   *matmulArray
	Error string
}

// TestEinsumGolden replays NumPy's einsum (scripts/golden_einsum.py):
// explicit and implicit outputs, ellipses, diagonals, traces, sums, outer
// products, chains of three and four operands, broadcast length-1 axes,
// empty axes, over contiguous, reversed and transposed operands, through
// dyn.Einsum, EinsumTo into a preallocated destination and the fixed-rank
// Einsum with mixed operands. Integers must match exactly, floats and
// complex values within twice the error bound of a sum of products (the
// contraction order differs from NumPy's). Rejected calls must return the
// sentinel for what NumPy raised.
func TestEinsumGolden(t *testing.T) {
	goldenLines(t, "testdata/einsum.jsonl", 250, func(r einsumRecord) {
		switch r.Dtype {
		case "float64":
			einsumCheck[float64](t, r)
		case "float32":
			einsumCheck[float32](t, r)
		case "int64":
			einsumCheck[int64](t, r)
		case "complex128":
			einsumCheck[complex128](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func einsumCheck[T Number](t *testing.T, r einsumRecord) {
	t.Helper()
	ops := make([]dyn.Tensor[T], len(r.Ops))
	abs := make([]dyn.Tensor[float64], len(r.Ops))
	for i, o := range r.Ops {
		x := matmulView[T](t, matmulArray{Shape: o.Shape, Data: o.Data}, "c")
		switch o.View {
		case "t":
			x = x.Transpose()
		case "r":
			if len(o.Shape) > 0 {
				var err error
				if x, err = x.Flip(-1); err != nil {
					t.Fatal(err)
				}
			}
		}
		ops[i] = x
		a, _ := dyn.Zeros[float64](x.Layout().Shape()...)
		k := 0
		for v := range x.Values() {
			a.Data()[k] = einsumAbs(v)
			k++
		}
		abs[i] = a
	}
	name := r.Dtype + " " + r.Subs + " " + r.Ops[0].View
	got, err := dyn.Einsum(r.Subs, ops...)
	if r.Error != "" {
		want := ErrSubscripts
		switch r.Error {
		case "rank":
			want = ErrRank
		case "shape":
			want = ErrShape
		}
		if !errors.Is(err, want) {
			t.Errorf("%s: error %v, want one wrapping %v (NumPy: %s)", name, err, want, r.Error)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s: shape %v, NumPy %v", name, got.Layout().Shape(), r.Out.Shape)
	}
	// The bound: the same einsum of the absolute values, times 2γ_k for
	// the largest number of products k any element can sum.
	bound, err := dyn.Einsum(r.Subs, abs...)
	if err != nil {
		t.Fatal(err)
	}
	k := 1
	for _, o := range r.Ops {
		for _, d := range o.Shape {
			k *= max(d, 1)
		}
	}
	u := 0x1p-53
	var z T
	switch any(z).(type) {
	case float32:
		u = 0x1p-24
	case complex128:
		u *= 4
	}
	g := 2 * math.Min(float64(k+2)*u/(1-math.Min(float64(k+2)*u, 0.5)), 1)
	for i, raw := range r.Out.Data {
		want := dtypeValue[T](t, raw)
		if !matmulClose(got.Data()[i], want, g*bound.Data()[i]+1e-300) {
			t.Errorf("%s: element %d = %v, NumPy %v", name, i, got.Data()[i], want)
			return
		}
	}
	dst, _ := dyn.Full(T(3), r.Out.Shape...)
	if err := dyn.EinsumTo(dst, r.Subs, ops...); err != nil || !slices.Equal(dst.Data(), got.Data()) {
		t.Errorf("%s: EinsumTo = %v, %v; Einsum %v", name, dst.Data(), err, got.Data())
	}
	// The fixed-rank form, with fixed-rank operands where they are matrices.
	if len(r.Out.Shape) == 2 {
		anyOps := make([]dyn.AnyRank[T], len(ops))
		for i, o := range ops {
			anyOps[i] = o
			if o.Layout().Rank() == 2 {
				anyOps[i], _ = FromDyn[[2]int](o)
			}
		}
		fc, err := Einsum[[2]int](r.Subs, anyOps...)
		if err != nil || !slices.Equal(fc.Data(), got.Data()) {
			t.Errorf("%s: fixed-rank Einsum = %v, %v", name, fc, err)
		}
	}
	if strings.Contains(r.Subs, "->") && len(ops) == 2 && len(r.Out.Shape) == 2 {
		// An output that overlaps an operand still gives a new tensor's result.
		if got.Layout().Shape()[0] == ops[0].Layout().Shape()[0] && slices.Equal(ops[0].Layout().Shape(), r.Out.Shape) {
			a := ops[0].Clone()
			if err := dyn.EinsumTo(a, r.Subs, a, ops[1]); err != nil || !slices.Equal(a.Data(), got.Data()) {
				t.Errorf("%s: EinsumTo into its own first operand = %v, %v; want %v", name, a.Data(), err, got.Data())
			}
		}
	}
}

func einsumAbs[T Number](v T) float64 {
	switch x := any(v).(type) {
	case float64:
		return math.Abs(x)
	case float32:
		return math.Abs(float64(x))
	case complex128:
		return math.Hypot(real(x), imag(x))
	case int64:
		return math.Abs(float64(x))
	}
	return 0
}
