//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"math"
	"math/cmplx"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
)

// matmulRecord is one product of testdata/matmul.jsonl.
type matmulRecord struct {
	Dtype  string
	A, B   matmulArray
	Va, Vb string
	Out    *matmulArray
	Error  string
}

type matmulArray struct {
	Shape []int
	Data  []json.RawMessage
}

// TestMatmulGolden replays NumPy's matmul over 1-D, 2-D and batched
// operands with broadcast batches, empty axes and transposed, reversed and
// stepped views (scripts/golden_matmul.py) through dyn.Matmul, MatmulTo
// into a preallocated destination and, for rank-2 products, the fixed-rank
// Matmul. Integers must match exactly; floats and complex values within
// twice the GEMM error bound γ_k·(|A|·|B|) of each element (NumPy's BLAS
// adds the k products in another order). Errors must wrap the sentinel for
// what NumPy rejected.
func TestMatmulGolden(t *testing.T) {
	goldenLines(t, "testdata/matmul.jsonl", 200, func(r matmulRecord) {
		switch r.Dtype {
		case "float64":
			matmulCheck[float64](t, r)
		case "float32":
			matmulCheck[float32](t, r)
		case "int64":
			matmulCheck[int64](t, r)
		case "complex128":
			matmulCheck[complex128](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func matmulView[T Number](t *testing.T, arr matmulArray, v string) dyn.Tensor[T] {
	t.Helper()
	data := make([]T, len(arr.Data))
	for i, raw := range arr.Data {
		data[i] = dtypeValue[T](t, raw)
	}
	return goldenView(t, data, arr.Shape, v)
}

func matmulCheck[T Number](t *testing.T, r matmulRecord) {
	t.Helper()
	a, b := matmulView[T](t, r.A, r.Va), matmulView[T](t, r.B, r.Vb)
	name := func() string {
		return r.Dtype + " " + r.Va + r.Vb + " " + fmtShape(a.Layout().Shape()) + "@" + fmtShape(b.Layout().Shape())
	}
	got, err := dyn.Matmul(a, b)
	if r.Error != "" {
		want := map[string]error{"rank": ErrRank, "shape": ErrShape, "broadcast": ErrBroadcast}[r.Error]
		if want == nil || !errors.Is(err, want) {
			t.Errorf("%s: error %v, want one wrapping %v (NumPy: %s)", name(), err, want, r.Error)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", name(), err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s: shape %v, NumPy %v", name(), got.Layout().Shape(), r.Out.Shape)
	}
	bound := matmulBound(a, b)
	for i, raw := range r.Out.Data {
		want := dtypeValue[T](t, raw)
		if !matmulClose(got.Data()[i], want, bound[i]) {
			t.Errorf("%s: element %d = %v, NumPy %v (bound %g)", name(), i, got.Data()[i], want, bound[i])
			return
		}
	}
	// MatmulTo into a destination of the product's shape.
	dst, _ := dyn.Full(T(7), r.Out.Shape...)
	if err := dyn.MatmulTo(dst, a, b); err != nil || !slices.Equal(dst.Data(), got.Data()) {
		t.Errorf("%s: MatmulTo = %v, %v; Matmul %v", name(), dst.Data(), err, got.Data())
	}
	// The fixed-rank form for two matrices.
	if a.Layout().Rank() == 2 && b.Layout().Rank() == 2 {
		fa, _ := FromDyn[[2]int](a)
		fb, _ := FromDyn[[2]int](b)
		fc, err := Matmul[[2]int](fa, fb)
		if err != nil || !slices.Equal(fc.Clone().Data(), got.Data()) {
			t.Errorf("%s: fixed-rank Matmul = %v, %v", name(), fc, err)
		}
	}
}

// matmulBound returns, for each element of a @ b, twice the error bound
// γ_k·Σ_p |a_ip|·|b_pj| of a sum of k products in T's precision (four
// times for complex, whose products carry their own rounding).
func matmulBound[T Number](a, b dyn.Tensor[T]) []float64 {
	abs := func(x T) float64 {
		switch v := any(x).(type) {
		case float64:
			return math.Abs(v)
		case float32:
			return math.Abs(float64(v))
		case complex128:
			return cmplx.Abs(v)
		}
		return 0 // integers are exact
	}
	aa, _ := dyn.Zeros[float64](a.Layout().Shape()...)
	ba, _ := dyn.Zeros[float64](b.Layout().Shape()...)
	i := 0
	for v := range a.Values() {
		aa.Data()[i] = abs(v)
		i++
	}
	i = 0
	for v := range b.Values() {
		ba.Data()[i] = abs(v)
		i++
	}
	p, _ := dyn.Matmul(aa, ba)
	k := a.Layout().Shape()[a.Layout().Rank()-1]
	u := 0x1p-53
	var z T
	switch any(z).(type) {
	case float32:
		u = 0x1p-24
	case complex128:
		u *= 2
	}
	g := 2 * float64(k+2) * u / (1 - float64(k+2)*u)
	out := p.Data()
	for i := range out {
		out[i] = g*out[i] + 1e-300
	}
	return out
}

// matmulClose reports whether got is within bound of want (equal for
// integers, NaN matching NaN).
func matmulClose[T Number](got, want T, bound float64) bool {
	switch g := any(got).(type) {
	case float64:
		w := any(want).(float64)
		return g == w || math.Abs(g-w) <= bound || (g != g && w != w)
	case float32:
		w := any(want).(float32)
		return g == w || math.Abs(float64(g)-float64(w)) <= bound || (g != g && w != w)
	case complex128:
		return cmplx.Abs(g-any(want).(complex128)) <= bound
	}
	return got == want
}

func fmtShape(s []int) string { return engine.FmtInts(s) }
