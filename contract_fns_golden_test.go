//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// contractRecord is one call of testdata/contract.jsonl.
type contractRecord struct {
	Fn    string
	Dtype string
	Ops   []goldenOperand
	Args  []json.RawMessage
	Out   *matmulArray
	Error string
}

// TestContractionFunctionsGolden replays NumPy's tensordot, dot, inner,
// outer, vdot and trace (scripts/golden_contract.py) over contiguous,
// reversed and transposed operands through the dyn functions, and the
// fixed-rank ones where the ranks are those of matrices and vectors:
// integers exactly, floats and complex values within twice the bound of a
// sum of products; rejected calls with the sentinel for what NumPy raised.
func TestContractionFunctionsGolden(t *testing.T) {
	goldenLines(t, "testdata/contract.jsonl", 190, func(r contractRecord) {
		switch r.Dtype {
		case "float64":
			contractCheck[float64](t, r)
		case "float32":
			contractCheck[float32](t, r)
		case "int64":
			contractCheck[int64](t, r)
		case "complex128":
			contractCheck[complex128](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func contractCall[T Number](r contractRecord, ops []dyn.Tensor[T]) (dyn.Tensor[T], error) {
	var ints [][]int
	for _, a := range r.Args {
		var v []int
		if json.Unmarshal(a, &v) != nil {
			var x int
			_ = json.Unmarshal(a, &x)
			v = []int{x}
		}
		ints = append(ints, v)
	}
	switch r.Fn {
	case "tensordot":
		return dyn.Tensordot(ops[0], ops[1], ints[0], ints[1])
	case "dot":
		return dyn.Dot(ops[0], ops[1])
	case "inner":
		return dyn.Inner(ops[0], ops[1])
	case "outer":
		return dyn.Outer(ops[0], ops[1])
	case "trace":
		return dyn.Trace(ops[0], ints[0][0], ints[1][0], ints[2][0])
	}
	v, err := dyn.Vdot(ops[0], ops[1])
	if err != nil {
		return dyn.Tensor[T]{}, err
	}
	return dyn.Full(v)
}

func contractCheck[T Number](t *testing.T, r contractRecord) {
	t.Helper()
	ops := make([]dyn.Tensor[T], len(r.Ops))
	abs := make([]dyn.Tensor[float64], len(r.Ops))
	for i, o := range r.Ops {
		x := matmulView[T](t, matmulArray{Shape: o.Shape, Data: o.Data}, "c")
		switch {
		case o.View == "t":
			x = x.Transpose()
		case o.View == "r" && len(o.Shape) > 0:
			x, _ = x.Flip(-1)
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
	name := r.Dtype + " " + r.Fn + " " + r.Ops[0].View
	got, err := contractCall(r, ops)
	if r.Error != "" {
		want := ErrAxis
		switch {
		case r.Error == "shape":
			want = ErrShape
		case r.Error == "rank":
			want = ErrRank
		case !strings.HasPrefix(r.Error, "axis"):
			t.Fatalf("%s: NumPy raised %s", name, r.Error)
		}
		if !errors.Is(err, want) {
			t.Errorf("%s %v: error %v, want one wrapping %v (NumPy: %s)", name, r.Args, err, want, r.Error)
		}
		return
	}
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if !slices.Equal(got.Layout().Shape(), r.Out.Shape) {
		t.Fatalf("%s: shape %v, NumPy %v", name, got.Layout().Shape(), r.Out.Shape)
	}
	bound, err := contractCall(contractRecord{Fn: r.Fn, Args: r.Args}, abs)
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
	g := 2 * float64(k+2) * u / (1 - float64(k+2)*u)
	for i, raw := range r.Out.Data {
		want := dtypeValue[T](t, raw)
		if !matmulClose(got.Data()[i], want, g*math.Abs(bound.Data()[i])+1e-300) {
			t.Errorf("%s %v: element %d = %v, NumPy %v", name, r.Args, i, got.Data()[i], want)
			return
		}
	}
	// The fixed-rank forms over matrices and vectors.
	if len(r.Ops) == 2 && ops[0].Layout().Rank() == 2 && ops[1].Layout().Rank() == 2 && len(r.Out.Shape) == 2 {
		a, _ := FromDyn[[2]int](ops[0])
		b, _ := FromDyn[[2]int](ops[1])
		var f Tensor[T, [2]int]
		switch r.Fn {
		case "dot":
			f, err = Dot[[2]int](a, b)
		case "inner":
			f, err = Inner[[2]int](a, b)
		case "outer":
			f, err = Outer(a, b)
		default:
			return
		}
		if err != nil || !slices.Equal(f.Data(), got.Data()) {
			t.Errorf("%s: fixed-rank form = %v, %v", name, f, err)
		}
	}
	if r.Fn == "trace" && ops[0].Layout().Rank() == 2 {
		m, _ := FromDyn[[2]int](ops[0])
		var a [3]int
		for i, raw := range r.Args {
			_ = json.Unmarshal(raw, &a[i])
		}
		tr, err := Trace[[0]int](m, a[0], a[1], a[2])
		if err != nil || tr.Data()[0] != got.Data()[0] {
			t.Errorf("%s: fixed-rank Trace = %v, %v", name, tr, err)
		}
	}
	if r.Fn == "vdot" && ops[0].Layout().Rank() == 1 {
		a, _ := FromDyn[[1]int](ops[0])
		b, _ := FromDyn[[1]int](ops[1])
		if v, err := Vdot(a, b); err != nil || v != got.Data()[0] {
			t.Errorf("%s: fixed-rank Vdot = %v, %v", name, v, err)
		}
	}
}

// TestVdotIsDot checks that Vdot of real contiguous operands gives the
// bits of Dot of the same vectors (both sum in the dot kernel's sixteen
// lanes), float64 and float32, lengths around the kernel's block of
// sixteen, the first operand also as a matrix of one row.
func TestVdotIsDot(t *testing.T) {
	vdotIsDot[float64](t)
	vdotIsDot[float32](t)
}

func vdotIsDot[T float32 | float64](t *testing.T) {
	r := rand.New(rand.NewPCG(8, 3))
	for _, n := range []int{1, 15, 16, 17, 1000, 4099} {
		x, y := make([]T, n), make([]T, n)
		for i := range x {
			x[i], y[i] = T(r.NormFloat64()), T(r.NormFloat64())
		}
		a, _ := FromSlice(x, [1]int{n})
		b, _ := FromSlice(y, [1]int{n})
		m, _ := Reshape(a, [2]int{1, n})
		v, err1 := Vdot(a, b)
		w, err2 := Vdot(m, b)
		d, err3 := Dot[[0]int](a, b)
		if err1 != nil || err2 != nil || err3 != nil || d.Data()[0] != v || w != v {
			t.Errorf("%T n=%d: Vdot %v and %v, Dot %v (%v, %v, %v)", v, n, v, w, d.Data(), err1, err2, err3)
		}
	}
}
