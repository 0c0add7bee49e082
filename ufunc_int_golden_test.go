//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"math"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// intRecord is one line of testdata/ufunc_int.jsonl.
type intRecord struct {
	Func, Dtype, Rdtype string
	X, Y                []int64Or
	NP                  []json.RawMessage `json:"np"` // integers, or hex bits for true_divide
}

// int64Or holds a JSON integer of any int64 or uint64 value as its bits.
type int64Or uint64

func (v *int64Or) UnmarshalJSON(b []byte) error {
	s := string(b)
	if s[0] == '-' {
		i, err := strconv.ParseInt(s, 10, 64)
		*v = int64Or(i)
		return err
	}
	u, err := strconv.ParseUint(s, 10, 64)
	*v = int64Or(u)
	return err
}

// TestUfuncIntGolden replays testdata/ufunc_int.jsonl
// (scripts/golden_ufunc_int.py): the integer and bool functions of Unary
// and Binary, and TrueDivide, each through the new-result form, the To
// form into a strided view and package dyn, against NumPy's results
// exactly.
func TestUfuncIntGolden(t *testing.T) {
	funcs := 0
	goldenLines(t, "testdata/ufunc_int.jsonl", 70, func(r intRecord) {
		funcs++
		td := r.Func == "true_divide"
		switch r.Dtype {
		case "bool":
			intGolden[bool](t, r)
		case "int8":
			intOrDivide[int8](t, r, td)
		case "int16":
			intOrDivide[int16](t, r, td)
		case "int32":
			intOrDivide[int32](t, r, td)
		case "int64":
			intOrDivide[int64](t, r, td)
		case "uint8":
			intOrDivide[uint8](t, r, td)
		case "uint16":
			intOrDivide[uint16](t, r, td)
		case "uint32":
			intOrDivide[uint32](t, r, td)
		case "uint64":
			intOrDivide[uint64](t, r, td)
		default:
			t.Fatalf("dtype %q", r.Dtype)
		}
	})
}

// intOrDivide replays an integer record: true division, or a function of
// Unary or Binary.
func intOrDivide[T Real](t *testing.T, r intRecord, trueDivide bool) {
	if trueDivide {
		trueDivideRecord[T](t, r)
		return
	}
	intGolden[T](t, r)
}

// fromBits64 converts a record's integer to T (bool: nonzero).
func fromBits64[T Scalar](v int64Or) T {
	var z T
	switch p := any(&z).(type) {
	case *bool:
		*p = v != 0
	case *int8:
		*p = int8(v)
	case *int16:
		*p = int16(v)
	case *int32:
		*p = int32(v)
	case *int64:
		*p = int64(v)
	case *uint8:
		*p = uint8(v)
	case *uint16:
		*p = uint16(v)
	case *uint32:
		*p = uint32(v)
	case *uint64:
		*p = uint64(v)
	}
	return z
}

func intGolden[T Scalar](t *testing.T, r intRecord) {
	t.Helper()
	n := len(r.X)
	xs := make([]T, n)
	for i, v := range r.X {
		xs[i] = fromBits64[T](v)
	}
	a, _ := FromSlice(xs, [1]int{n})
	var got Tensor[T, [1]int]
	var gotDyn dyn.Tensor[T]
	buf, _ := Zeros[T]([1]int{2 * n})
	col, _ := buf.Slice(0, Colon().By(2))
	var err, errTo, errDyn error
	if r.Y == nil {
		f, ok := unaryByName[r.Func]
		if !ok {
			t.Fatalf("unknown function %q", r.Func)
		}
		got, err = Unary(f, a)
		errTo = UnaryTo(col, f, a)
		gotDyn, errDyn = dyn.Unary(dyn.UnaryFunc(f), a.Dyn())
	} else {
		f, ok := binaryByName[r.Func]
		if !ok {
			t.Fatalf("unknown function %q", r.Func)
		}
		ys := make([]T, n)
		for i, v := range r.Y {
			ys[i] = fromBits64[T](v)
		}
		b, _ := FromSlice(ys, [1]int{n})
		got, err = Binary(f, a, b)
		errTo = BinaryTo(col, f, a, b)
		gotDyn, errDyn = dyn.Binary(dyn.BinaryFunc(f), a.Dyn(), b.Dyn())
	}
	if err != nil || errTo != nil || errDyn != nil {
		t.Fatalf("%s %s: %v, %v, %v", r.Dtype, r.Func, err, errTo, errDyn)
	}
	bad := 0
	for i := range n {
		want := fromBits64[T](mustParse(t, string(r.NP[i])))
		g, _ := got.At(i)
		c, _ := col.At(i)
		d, _ := gotDyn.At(i)
		if g != want || c != want || d != want {
			if bad++; bad <= 5 {
				t.Errorf("%s %s(x[%d]=%v): %v (To %v, dyn %v), NumPy %v", r.Dtype, r.Func, i, xs[i], g, c, d, want)
			}
		}
	}
}

func mustParse(t *testing.T, s string) int64Or {
	var v int64Or
	if err := v.UnmarshalJSON([]byte(s)); err != nil {
		t.Fatal(err)
	}
	return v
}

func trueDivideGolden[R Float, T Real](t *testing.T, r intRecord, parse func(string) R) {
	t.Helper()
	n := len(r.X)
	xs, ys := make([]T, n), make([]T, n)
	for i := range n {
		xs[i], ys[i] = fromBits64[T](r.X[i]), fromBits64[T](r.Y[i])
	}
	a, _ := FromSlice(xs, [1]int{n})
	b, _ := FromSlice(ys, [1]int{n})
	got, err := TrueDivide[R](a, b)
	buf, _ := Zeros[R]([1]int{3 * n})
	col, _ := buf.Slice(0, Range(1, 3*n).By(3))
	errTo := TrueDivideTo(col, a, b)
	gotDyn, errDyn := dyn.TrueDivide[R](a.Dyn(), b.Dyn())
	if err != nil || errTo != nil || errDyn != nil {
		t.Fatalf("%s true_divide: %v, %v, %v", r.Dtype, err, errTo, errDyn)
	}
	bits := func(v R) uint64 { return math.Float64bits(float64(v)) }
	bad := 0
	for i := range n {
		want := parse(hexOf(t, r.NP[i]))
		g, _ := got.At(i)
		c, _ := col.At(i)
		d, _ := gotDyn.At(i)
		same := func(v R) bool { return bits(v) == bits(want) || v != v && want != want }
		if !same(g) || !same(c) || !same(d) {
			if bad++; bad <= 5 {
				t.Errorf("%s→%s %v / %v = %v (To %v, dyn %v), NumPy %v", r.Dtype, r.Rdtype, xs[i], ys[i], g, c, d, want)
			}
		}
	}
}

// trueDivideRecord replays one true_divide record of argument type T.
func trueDivideRecord[T Real](t *testing.T, r intRecord) {
	if r.Rdtype == "float64" {
		trueDivideGolden[float64, T](t, r, func(s string) float64 {
			u, _ := strconv.ParseUint(s, 16, 64)
			return math.Float64frombits(u)
		})
		return
	}
	trueDivideGolden[float32, T](t, r, func(s string) float32 {
		u, _ := strconv.ParseUint(s, 16, 32)
		return math.Float32frombits(uint32(u))
	})
}

// TestUfuncIntErrors checks the calls the integer and bool functions
// refuse, each with its sentinel and dst unchanged.
func TestUfuncIntErrors(t *testing.T) {
	i, _ := FromSlice([]int32{3, 0, -2}, [1]int{3})
	m, _ := FromSlice([]bool{true, false, true}, [1]int{3})
	f, _ := FromSlice([]float64{1, 2, 3}, [1]int{3})
	dst, _ := FromSlice([]int32{9, 9, 9}, [1]int{3})
	mdst, _ := FromSlice([]bool{true, true, true}, [1]int{3})
	cases := []struct {
		name string
		err  error
		sent error
	}{
		{"reciprocal of 0", UnaryTo(dst, Reciprocal, i), ErrDivideByZero},
		{"exp of int32", UnaryTo(dst, Exp, i), ErrType},
		{"floor of int32", UnaryTo(dst, Floor, i), ErrType},
		{"logical_not of int32", UnaryTo(dst, LogicalNot, i), ErrType},
		{"sign of bool", UnaryTo(mdst, Sign, m), ErrType},
		{"invert of float64", func() error { _, err := Unary(Invert, f); return err }(), ErrType},
		{"logical_not of float64", func() error { _, err := Unary(LogicalNot, f); return err }(), ErrType},
		{"logical_and of int32", BinaryTo(dst, LogicalAnd, i, i), ErrType},
		{"logical_or of float64", func() error { _, err := Binary(LogicalOr, f, f); return err }(), ErrType},
		{"power of bool", BinaryTo(mdst, Power, m, m), ErrType},
		{"remainder of bool", BinaryTo(mdst, Remainder, m, m), ErrType},
		{"bool with int32", func() error { _, err := Binary(LogicalAnd, m, i); return err }(), ErrType},
		{"read-only bool dst", UnaryTo(mdst.ReadOnlyView(), LogicalNot, m), ErrReadOnly},
	}
	for _, c := range cases {
		if !errors.Is(c.err, c.sent) {
			t.Errorf("%s: %v, want %v", c.name, c.err, c.sent)
		}
	}
	for k := range 3 {
		if v, _ := dst.At(k); v != 9 {
			t.Fatalf("dst changed: %v", dst)
		}
		if v, _ := mdst.At(k); !v {
			t.Fatalf("bool dst changed: %v", mdst)
		}
	}
	// TrueDivide by 0 is float division: ±Inf and NaN, no error.
	q, err := TrueDivide[float64](i, 0)
	if err != nil {
		t.Fatal(err)
	}
	if v0, _ := q.At(0); !math.IsInf(v0, 1) {
		t.Errorf("3 / 0 = %v", v0)
	}
	if v1, _ := q.At(1); !math.IsNaN(v1) {
		t.Errorf("0 / 0 = %v", v1)
	}
	// A float operand of another type, and a read-only destination.
	f32, _ := FromSlice([]float32{2, 4, 8}, [1]int{3})
	q, err = TrueDivide[float64](i, f32)
	if v, _ := q.At(2); err != nil || v != -0.25 {
		t.Errorf("int32 / float32 = %v, %v", q, err)
	}
	fd, _ := FromSlice([]float64{7, 7, 7}, [1]int{3})
	if err := TrueDivideTo(fd.ReadOnlyView(), i, i); !errors.Is(err, ErrReadOnly) {
		t.Errorf("read-only: %v", err)
	}
	short, _ := FromSlice([]int32{1, 2}, [1]int{2})
	if err := TrueDivideTo(fd, i, short); !errors.Is(err, ErrBroadcast) {
		t.Errorf("broadcast: %v", err)
	}
	if v, _ := fd.At(0); v != 7 {
		t.Errorf("dst changed: %v", fd)
	}
}
