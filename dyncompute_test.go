package tensor

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/google/go-cmp/cmp"
	"github.com/google/go-cmp/cmp/cmpopts"
)

// dynOf returns the view of data with the given layout, failing the test
// if DynView refuses it.
func dynOf[T any](t *testing.T, data []T, shape, strides []int, off int) dyn.Tensor[T] {
	t.Helper()
	v, err := dyn.View(data, dyn.Unchecked(shape, strides, off))
	if err != nil {
		t.Fatalf("DynView(%v, %v, %d): %v", shape, strides, off, err)
	}
	return v
}

// dynRange returns the C-contiguous tensor of shape holding 0, 1, 2, ….
func dynRange(t *testing.T, shape ...int) dyn.Tensor[float64] {
	t.Helper()
	r, err := dyn.Zeros[float64](shape...)
	if err != nil {
		t.Fatal(err)
	}
	for i := range r.Data() {
		r.Data()[i] = float64(i)
	}
	return r
}

// dynWant is the expected layout and elements of a result.
type dynWant[T any] struct {
	Shape, Strides []int
	Offset         int
	Data           []T
}

func dynGot[T any](x dyn.Tensor[T]) dynWant[T] {
	return dynWant[T]{Shape: x.Shape(), Strides: x.Layout().Strides(), Offset: x.Layout().Offset(), Data: x.Data()}
}

// diffDyn compares x with want; NaNs compare equal.
func diffDyn[T any](want dynWant[T], x dyn.Tensor[T]) string {
	return cmp.Diff(want, dynGot(x), cmpopts.EquateEmpty(), cmp.Comparer(func(a, b float64) bool {
		return a == b || a != a && b != b
	}))
}

func TestCreateDyn(t *testing.T) {
	z, err := dyn.Zeros[int](2, 3)
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[int]{[]int{2, 3}, []int{3, 1}, 0, make([]int, 6)}, z); diff != "" {
		t.Errorf("ZerosDyn(2, 3) (-want +got):\n%s", diff)
	}
	f, err := dyn.Full(1.5, 2)
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[float64]{[]int{2}, []int{1}, 0, []float64{1.5, 1.5}}, f); diff != "" {
		t.Errorf("FullDyn(1.5, 2) (-want +got):\n%s", diff)
	}
	s, err := dyn.Full(int8(7))
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[int8]{[]int{}, []int{}, 0, []int8{7}}, s); diff != "" {
		t.Errorf("FullDyn(7) (-want +got):\n%s", diff)
	}
	data := []float64{1, 2, 3, 4, 5, 6}
	v, err := dyn.FromSlice(data, 3, 1, 2)
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[float64]{[]int{3, 1, 2}, []int{2, 2, 1}, 0, data}, v); diff != "" {
		t.Errorf("FromSliceDyn (-want +got):\n%s", diff)
	}
	if &v.Data()[0] != &data[0] {
		t.Error("FromSliceDyn copied its data")
	}
	e, err := dyn.FromSlice([]float64{}, 0, 4)
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[float64]{[]int{0, 4}, []int{4, 1}, 0, []float64{}}, e); diff != "" {
		t.Errorf("FromSliceDyn empty (-want +got):\n%s", diff)
	}

	for _, c := range []struct {
		name string
		err  error
		want error
	}{
		{"ZerosDyn negative", second(dyn.Zeros[int](2, -1)), ErrShape},
		{"ZerosDyn overflow", second(dyn.Zeros[int](1<<40, 1<<40)), ErrOverflow},
		{"ZerosDyn too large", second(dyn.Zeros[float64](1<<30, 1<<20)), ErrTooLarge},
		{"ZerosDyn rank", second(dyn.Zeros[int](make([]int, MaxRank+1)...)), ErrRank},
		{"FullDyn negative", second(dyn.Full(1, -3)), ErrShape},
		{"FromSliceDyn size", second(dyn.FromSlice(data, 4)), ErrShape},
		{"FromSliceDyn negative", second(dyn.FromSlice(data, -6)), ErrShape},
		{"FromSliceDyn rank", second(dyn.FromSlice(data, make([]int, MaxRank+1)...)), ErrRank},
	} {
		if !errors.Is(c.err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.err, c.want)
		}
	}
}

func second[A any](_ A, err error) error { return err }

func TestDynTensorMethods(t *testing.T) {
	x := dynRange(t, 2, 3, 4)
	if got := x.Rank(); got != 3 {
		t.Errorf("Rank = %d, want 3", got)
	}
	if got := x.Size(); got != 24 {
		t.Errorf("Size = %d, want 24", got)
	}
	sh := x.Shape()
	sh[0] = 99
	if diff := cmp.Diff([]int{2, 3, 4}, x.Shape()); diff != "" {
		t.Errorf("Shape after changing its result (-want +got):\n%s", diff)
	}

	// Clones of a transposed view: C and F order.
	xt := x.Transpose()
	wantT := make([]float64, 0, 24)
	for k := range 4 {
		for j := range 3 {
			for i := range 2 {
				wantT = append(wantT, float64(12*i+4*j+k))
			}
		}
	}
	if diff := diffDyn(dynWant[float64]{[]int{4, 3, 2}, []int{6, 2, 1}, 0, wantT}, xt.Clone()); diff != "" {
		t.Errorf("Clone of the transpose (-want +got):\n%s", diff)
	}
	f := xt.CloneOrder(F)
	if diff := cmp.Diff([]int{1, 4, 12}, f.Layout().Strides()); diff != "" {
		t.Errorf("CloneOrder(F) strides (-want +got):\n%s", diff)
	}
	if !dyn.ArrayEqual(f, xt) || !dyn.ArrayEqual(xt.Clone(), xt) {
		t.Error("a clone differs from its source")
	}
	if c := x.Clone(); &c.Data()[0] == &x.Data()[0] {
		t.Error("Clone shares its source's buffer")
	}

	// Fill and Apply through a view of every other column.
	m := dynRange(t, 2, 4)
	cols := dynOf(t, m.Data(), []int{2, 2}, []int{4, 2}, 1)
	if err := cols.Fill(-1); err != nil {
		t.Fatal(err)
	}
	if err := cols.Apply(func(v float64) float64 { return v * 10 }); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, -10, 2, -10, 4, -10, 6, -10}, m.Data()); diff != "" {
		t.Errorf("Fill and Apply through a view (-want +got):\n%s", diff)
	}
	bc := dynOf(t, m.Data(), []int{3, 2}, []int{0, 1}, 0) // a broadcast: read-only
	if err := bc.Fill(1); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Fill of a broadcast: %v", err)
	}
	if err := bc.Apply(func(v float64) float64 { return v }); !errors.Is(err, ErrReadOnly) {
		t.Errorf("Apply to a broadcast: %v", err)
	}

	// All visits in C order and reuses its index slice.
	type pair struct {
		Idx []int
		V   float64
	}
	var got []pair
	var first *int
	for idx, v := range dynRange(t, 2, 3).Transpose().All() {
		if first == nil {
			first = &idx[0]
		} else if &idx[0] != first {
			t.Error("All allocated a new index slice")
		}
		got = append(got, pair{slices.Clone(idx), v})
	}
	want := []pair{{[]int{0, 0}, 0}, {[]int{0, 1}, 3}, {[]int{1, 0}, 1}, {[]int{1, 1}, 4}, {[]int{2, 0}, 2}, {[]int{2, 1}, 5}}
	if diff := cmp.Diff(want, got); diff != "" {
		t.Errorf("All of a transpose (-want +got):\n%s", diff)
	}
	for range x.All() {
		break // stopping early must not panic
	}

	// Runs in memory order: the transpose of a contiguous block is one run.
	var runs []Run
	for r := range dynRange(t, 2, 3).Transpose().Runs() {
		runs = append(runs, r)
	}
	if diff := cmp.Diff([]Run{{Offset: 0, Stride: 1, Count: 6}}, runs); diff != "" {
		t.Errorf("Runs of a transpose (-want +got):\n%s", diff)
	}
	runs = runs[:0]
	for r := range cols.Runs() {
		runs = append(runs, r)
	}
	if diff := cmp.Diff([]Run{{Offset: 1, Stride: 2, Count: 4}}, runs); diff != "" {
		t.Errorf("Runs of strided columns (-want +got):\n%s", diff)
	}

	// Format: %v is String, other verbs format each element.
	sq := dynRange(t, 2, 2)
	for _, c := range []struct{ format, want string }{
		{"%v", "[[0. 1.]\n [2. 3.]]"},
		{"%s", "[[0. 1.]\n [2. 3.]]"},
		{"%.2f", "[[0.00 1.00]\n [2.00 3.00]]"},
		{"%4.0f", "[[   0    1]\n [   2    3]]"},
	} {
		if got := fmt.Sprintf(c.format, sq); got != c.want {
			t.Errorf("Sprintf(%q) = %q, want %q", c.format, got, c.want)
		}
	}
	if got := fmt.Sprintf("%x", dynOf(t, []int{10, 11, 12}, []int{3}, []int{-1}, 2)); got != "[c b a]" {
		t.Errorf("%%x of a reversed view = %q", got)
	}
}

func TestZeroDynTensor(t *testing.T) {
	var z dyn.Tensor[float64]
	if _, err := z.At(); !errors.Is(err, ErrBounds) {
		t.Errorf("At: %v, want ErrBounds", err)
	}
	if err := z.Set(1); !errors.Is(err, ErrBounds) {
		t.Errorf("Set: %v, want ErrBounds", err)
	}
	if got := z.Rank(); got != 0 {
		t.Errorf("Rank = %d", got)
	}
	if got := z.String(); got != "[]" {
		t.Errorf("String = %q", got)
	}
	if got := fmt.Sprintf("%.1f", z); got != "[]" {
		t.Errorf("%%.1f = %q", got)
	}
	if err := z.Fill(1); err != nil {
		t.Errorf("Fill: %v", err)
	}
	if err := z.Apply(math.Sqrt); err != nil {
		t.Errorf("Apply: %v", err)
	}
	for range z.All() {
		t.Error("All yielded an element")
	}
	for range z.Runs() {
		t.Error("Runs yielded a run")
	}
	if c := z.Clone(); c.Data() != nil || c.Rank() != 0 {
		t.Errorf("Clone = %#v", c)
	}
	if m := dyn.Map(z, func(v float64) int { return int(v) }); m.Data() != nil || m.Rank() != 0 {
		t.Errorf("MapDyn = %#v", m)
	}
	one, _ := dyn.Full(1.0)
	if !dyn.ArrayEqual(z, z) || dyn.ArrayEqual(z, one) || dyn.ArrayEqual(one, z) {
		t.Error("ArrayEqualDyn: the zero value equals itself only")
	}
	if s, err := dyn.Sum(z); s != 0 || err != nil {
		t.Errorf("SumDyn = %v, %v", s, err)
	}
	if m := dyn.Mean(z); !math.IsNaN(m) {
		t.Errorf("MeanDyn = %v, want NaN", m)
	}
	if _, err := dyn.Min(z); !errors.Is(err, ErrShape) {
		t.Errorf("MinDyn: %v, want ErrShape", err)
	}
	if err := dyn.Scale(z, 2); err != nil {
		t.Errorf("ScaleDyn: %v", err)
	}
	// As an input it has no element to broadcast; as a destination,
	// nothing is written.
	x := dynRange(t, 2, 3)
	if err := dyn.Assign(x, z); !errors.Is(err, ErrBroadcast) {
		t.Errorf("AssignDyn from the zero value: %v", err)
	}
	if err := dyn.Assign(z, one); err != nil {
		t.Errorf("AssignDyn into the zero value: %v", err)
	}
	if _, err := dyn.Add(x, z); !errors.Is(err, ErrBroadcast) {
		t.Errorf("AddDyn(x, zero): %v", err)
	}
	if _, err := dyn.Zip(z, x, func(a, b float64) float64 { return a }); !errors.Is(err, ErrBroadcast) {
		t.Errorf("ZipDyn(zero, x): %v", err)
	}
	if err := dyn.AddTo(z, one, one); err != nil {
		t.Errorf("AddToDyn into the zero value: %v", err)
	}
	// Axis 0 of a rank-0 tensor is accepted as NumPy accepts it: the zero
	// value's lane holds no element, so its sum is 0 and it has no minimum.
	if r, err := dyn.SumAxes(z, 0); err != nil || r.Rank() != 0 || r.Data()[0] != 0 {
		t.Errorf("SumAxisDyn(zero, 0): %v, %v, want rank-0 0", r, err)
	}
	if _, err := dyn.MinAxes(z, -1); !errors.Is(err, ErrShape) {
		t.Errorf("MinAxisDyn(zero, -1): %v, want ErrShape", err)
	}
	if _, err := dyn.SumAxes(z, 1); !errors.Is(err, ErrAxis) {
		t.Errorf("SumAxisDyn(zero, 1): %v, want ErrAxis", err)
	}
}

// binDyn is the signature of AddDyn and its siblings.
type binDyn = func(a, b dyn.Tensor[float64]) (dyn.Tensor[float64], error)

func TestArithDyn(t *testing.T) {
	x := dynRange(t, 2, 3, 4)
	row := dynOf(t, []float64{10, 20, 30, 40}, []int{4}, []int{1}, 0)
	col := dynOf(t, []float64{1, 2, 3}, []int{3, 1}, []int{1, 1}, 0)
	five, _ := dyn.Full(5.0)
	empty, _ := dyn.Zeros[float64](0, 4)
	var zero dyn.Tensor[float64]
	for _, c := range []struct {
		name string
		f    binDyn
		a, b dyn.Tensor[float64]
		want dynWant[float64]
		err  error
	}{
		{"rank 3 + rank 1", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Add[float64]), x, row, dynWant[float64]{[]int{2, 3, 4}, []int{12, 4, 1}, 0, []float64{
			10, 21, 32, 43, 14, 25, 36, 47, 18, 29, 40, 51, 22, 33, 44, 55, 26, 37, 48, 59, 30, 41, 52, 63}}, nil},
		{"column * row", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Multiply[float64]), col, row, dynWant[float64]{[]int{3, 4}, []int{4, 1}, 0, []float64{
			10, 20, 30, 40, 20, 40, 60, 80, 30, 60, 90, 120}}, nil},
		{"row - column", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Subtract[float64]), row, col, dynWant[float64]{[]int{3, 4}, []int{4, 1}, 0, []float64{
			9, 19, 29, 39, 8, 18, 28, 38, 7, 17, 27, 37}}, nil},
		{"rank 0 / rank 2", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Divide[float64]), five, col, dynWant[float64]{[]int{3, 1}, []int{1, 1}, 0, []float64{5, 2.5, 5.0 / 3}}, nil},
		{"transpose - row", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Subtract[float64]), dynRange(t, 2, 3).Transpose(), dynOf(t, []float64{1, 2}, []int{2}, []int{1}, 0),
			dynWant[float64]{[]int{3, 2}, []int{2, 1}, 0, []float64{-1, 1, 0, 2, 1, 3}}, nil},
		{"float division by zero", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Divide[float64]), col, dynOf(t, []float64{0}, []int{1}, []int{1}, 0),
			dynWant[float64]{[]int{3, 1}, []int{1, 1}, 0, []float64{math.Inf(1), math.Inf(1), math.Inf(1)}}, nil},
		{"empty + row", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Add[float64]), empty, row, dynWant[float64]{[]int{0, 4}, []int{4, 1}, 0, []float64{}}, nil},
		{"empty + zero value", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Add[float64]), empty, zero, dynWant[float64]{[]int{0, 4}, []int{4, 1}, 0, []float64{}}, nil},
		{"shapes that do not broadcast", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Add[float64]), x, dynRange(t, 2), dynWant[float64]{}, ErrBroadcast},
		{"zero value input", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Multiply[float64]), x, zero, dynWant[float64]{}, ErrBroadcast},
		{"two zero values", bin[dyn.Tensor[float64], dyn.Tensor[float64]](dyn.Add[float64]), zero, zero, dynWant[float64]{}, ErrBroadcast},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.f(c.a, c.b)
			if !errors.Is(err, c.err) || (err != nil) != (c.err != nil) {
				t.Fatalf("error %v, want %v", err, c.err)
			}
			if err != nil {
				return
			}
			if diff := diffDyn(c.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}

	z, err := dyn.Zip(dynOf(t, []int{1, 2, 3}, []int{3}, []int{1}, 0), col, func(i int, v float64) string {
		return fmt.Sprint(i, ":", v)
	})
	if err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[string]{[]int{3, 3}, []int{3, 1}, 0, []string{
		"1:1", "2:1", "3:1", "1:2", "2:2", "3:2", "1:3", "2:3", "3:3"}}, z); diff != "" {
		t.Errorf("ZipDyn (-want +got):\n%s", diff)
	}
	m := dyn.Map(dynRange(t, 2, 2).Transpose(), func(v float64) int { return int(v) * 2 })
	if diff := diffDyn(dynWant[int]{[]int{2, 2}, []int{2, 1}, 0, []int{0, 4, 2, 6}}, m); diff != "" {
		t.Errorf("MapDyn of a transpose (-want +got):\n%s", diff)
	}
}

func TestArithToDyn(t *testing.T) {
	// NumPy: a = np.arange(9.).reshape(3, 3); a += a.T
	a := dynRange(t, 3, 3)
	if err := dyn.AddTo(a, a, a.Transpose()); err != nil {
		t.Fatal(err)
	}
	if diff := diffDyn(dynWant[float64]{[]int{3, 3}, []int{3, 1}, 0, []float64{0, 4, 8, 4, 8, 12, 8, 12, 16}}, a); diff != "" {
		t.Errorf("a += a.T (-want +got):\n%s", diff)
	}

	// dst overlapping an input shifted by one element: x[1:] = x[:-1] * 2.
	x := dynRange(t, 5)
	hi := dynOf(t, x.Data(), []int{4}, []int{1}, 1)
	lo := dynOf(t, x.Data(), []int{4}, []int{1}, 0)
	two, _ := dyn.Full(2.0)
	if err := dyn.MultiplyTo(hi, lo, two); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 0, 2, 4, 6}, x.Data()); diff != "" {
		t.Errorf("x[1:] = x[:-1] * 2 (-want +got):\n%s", diff)
	}

	for _, c := range []struct {
		name       string
		f          func(dst, a, b dyn.Tensor[int32]) error
		dst, a, b  dyn.Tensor[int32]
		want       []int32 // dst's buffer afterwards
		err        error
		unwrittenB bool
	}{
		{"subtract a rank-1 from a rank-2 into a rank-2", dyn.SubtractTo[int32],
			dynOf(t, make([]int32, 4), []int{2, 2}, []int{2, 1}, 0),
			dynOf(t, []int32{10, 20, 30, 40}, []int{2, 2}, []int{2, 1}, 0),
			dynOf(t, []int32{1, 2}, []int{2}, []int{1}, 0),
			[]int32{9, 18, 29, 38}, nil, false},
		{"divide truncates", dyn.DivideTo[int32],
			dynOf(t, make([]int32, 2), []int{2}, []int{1}, 0),
			dynOf(t, []int32{7, -7}, []int{2}, []int{1}, 0),
			dynOf(t, []int32{2}, []int{}, []int{}, 0),
			[]int32{3, -3}, nil, false},
		{"integer division by zero leaves dst unchanged", dyn.DivideTo[int32],
			dynOf(t, []int32{5, 5, 5, 5}, []int{2, 2}, []int{2, 1}, 0),
			dynOf(t, []int32{10, 20, 30, 40}, []int{2, 2}, []int{2, 1}, 0),
			dynOf(t, []int32{1, 0}, []int{2}, []int{1}, 0),
			[]int32{5, 5, 5, 5}, ErrDivideByZero, false},
		{"read-only dst", dyn.AddTo[int32],
			dynOf(t, []int32{5, 6}, []int{2, 2}, []int{0, 1}, 0),
			dynOf(t, []int32{1}, []int{}, []int{}, 0),
			dynOf(t, []int32{1}, []int{}, []int{}, 0),
			[]int32{5, 6}, ErrReadOnly, false},
		{"dst of the wrong shape", dyn.AddTo[int32],
			dynOf(t, []int32{5, 6}, []int{2}, []int{1}, 0),
			dynOf(t, []int32{1, 2, 3}, []int{3}, []int{1}, 0),
			dynOf(t, []int32{1}, []int{}, []int{}, 0),
			[]int32{5, 6}, ErrBroadcast, false},
		{"an input of higher rank than dst", dyn.AddTo[int32],
			dynOf(t, []int32{5, 6}, []int{2}, []int{1}, 0),
			dynOf(t, []int32{1, 2}, []int{1, 2}, []int{2, 1}, 0),
			dynOf(t, []int32{1}, []int{}, []int{}, 0),
			[]int32{5, 6}, ErrBroadcast, false},
		{"empty dst", dyn.AddTo[int32],
			dynOf(t, []int32{5}, []int{0, 3}, []int{3, 1}, 0),
			dynOf(t, []int32{1, 2, 3}, []int{3}, []int{1}, 0),
			dynOf(t, []int32{1}, []int{}, []int{}, 0),
			[]int32{5}, nil, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			err := c.f(c.dst, c.a, c.b)
			if !errors.Is(err, c.err) || (err != nil) != (c.err != nil) {
				t.Fatalf("error %v, want %v", err, c.err)
			}
			if diff := cmp.Diff(c.want, c.dst.Data()); diff != "" {
				t.Errorf("dst's buffer (-want +got):\n%s", diff)
			}
		})
	}

	s := dynRange(t, 2, 3)
	if err := dyn.Scale(s.Transpose(), 0.5); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 0.5, 1, 1.5, 2, 2.5}, s.Data()); diff != "" {
		t.Errorf("ScaleDyn (-want +got):\n%s", diff)
	}
	if err := dyn.Scale(dynOf(t, s.Data(), []int{4}, []int{0}, 0), 2.0); !errors.Is(err, ErrReadOnly) {
		t.Errorf("ScaleDyn of a broadcast: %v", err)
	}

	// ZipToDyn with dst equal to an input, and with the other transposed.
	q := dynRange(t, 2, 2)
	if err := dyn.ZipTo(q, q, q.Transpose(), func(u, v float64) float64 { return 10*u + v }); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 12, 21, 33}, q.Data()); diff != "" {
		t.Errorf("ZipToDyn(q, q, q.T) (-want +got):\n%s", diff)
	}
}

func TestAssignDyn(t *testing.T) {
	for _, c := range []struct {
		name      string
		dst, src  func(t *testing.T) dyn.Tensor[float64]
		want      []float64
		err       error
		sameWhole bool
	}{
		{"broadcast a row", func(t *testing.T) dyn.Tensor[float64] {
			return dynOf(t, make([]float64, 6), []int{2, 3}, []int{3, 1}, 0)
		},
			func(t *testing.T) dyn.Tensor[float64] {
				return dynOf(t, []float64{1, 2, 3}, []int{1, 3}, []int{3, 1}, 0)
			},
			[]float64{1, 2, 3, 1, 2, 3}, nil, false},
		{"extra leading axes of length 1", func(t *testing.T) dyn.Tensor[float64] { return dynOf(t, make([]float64, 3), []int{3}, []int{1}, 0) },
			func(t *testing.T) dyn.Tensor[float64] {
				return dynOf(t, []float64{4, 5, 6}, []int{1, 1, 3}, []int{3, 3, 1}, 0)
			},
			[]float64{4, 5, 6}, nil, false},
		{"extra leading axis longer than 1", func(t *testing.T) dyn.Tensor[float64] { return dynOf(t, make([]float64, 3), []int{3}, []int{1}, 0) },
			func(t *testing.T) dyn.Tensor[float64] { return dynRange(t, 2, 3) },
			[]float64{0, 0, 0}, ErrBroadcast, false},
		{"rank 0 into rank 2", func(t *testing.T) dyn.Tensor[float64] {
			return dynOf(t, make([]float64, 4), []int{2, 2}, []int{1, 2}, 0)
		},
			func(t *testing.T) dyn.Tensor[float64] { s, _ := dyn.Full(9.0); return s },
			[]float64{9, 9, 9, 9}, nil, false},
		{"read-only dst", func(t *testing.T) dyn.Tensor[float64] {
			return dynOf(t, make([]float64, 2), []int{3, 2}, []int{0, 1}, 0)
		},
			func(t *testing.T) dyn.Tensor[float64] { s, _ := dyn.Full(9.0); return s },
			[]float64{0, 0}, ErrReadOnly, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			dst := c.dst(t)
			err := dyn.Assign(dst, c.src(t))
			if !errors.Is(err, c.err) || (err != nil) != (c.err != nil) {
				t.Fatalf("error %v, want %v", err, c.err)
			}
			if diff := cmp.Diff(c.want, dst.Data()); diff != "" {
				t.Errorf("dst's buffer (-want +got):\n%s", diff)
			}
		})
	}
	// Overlap: x[1:] = x[:-1] and the transpose of a square into itself.
	x := dynRange(t, 5)
	if err := dyn.Assign(dynOf(t, x.Data(), []int{4}, []int{1}, 1), dynOf(t, x.Data(), []int{4}, []int{1}, 0)); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 0, 1, 2, 3}, x.Data()); diff != "" {
		t.Errorf("x[1:] = x[:-1] (-want +got):\n%s", diff)
	}
	sq := dynRange(t, 2, 2)
	if err := dyn.Assign(sq, sq.Transpose()); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 2, 1, 3}, sq.Data()); diff != "" {
		t.Errorf("a[...] = a.T (-want +got):\n%s", diff)
	}
}

func TestArrayEqualDyn(t *testing.T) {
	a := dynRange(t, 2, 3)
	for _, c := range []struct {
		name string
		b    dyn.Tensor[float64]
		want bool
	}{
		{"a clone", a.Clone(), true},
		{"an F-order clone", a.CloneOrder(F), true},
		{"another shape", dynRange(t, 3, 2), false},
		{"another rank", dynRange(t, 6), false},
		{"one element differs", func() dyn.Tensor[float64] { c := a.Clone(); c.Data()[4] = -1; return c }(), false},
		{"the transpose", a.Transpose(), false},
	} {
		if got := dyn.ArrayEqual(a, c.b); got != c.want {
			t.Errorf("%s: ArrayEqualDyn = %v, want %v", c.name, got, c.want)
		}
	}
	e1, _ := dyn.Zeros[float64](0, 3)
	e2 := dynOf(t, []float64{}, []int{0, 3}, []int{1, 7}, 0)
	if !dyn.ArrayEqual(e1, e2) {
		t.Error("empty tensors of one shape differ")
	}
	nan, _ := dyn.Full(math.NaN(), 1)
	if dyn.ArrayEqual(nan, nan) {
		t.Error("NaN equals itself")
	}
	// Broadcasts compare in the time of their data.
	big1 := dynOf(t, []float64{1, 2}, []int{1 << 40, 2}, []int{0, 1}, 0)
	big2 := dynOf(t, []float64{1, 2}, []int{1 << 40, 2}, []int{0, 1}, 0)
	if !dyn.ArrayEqual(big1, big2) {
		t.Error("equal broadcasts differ")
	}
}

func TestReduceDyn(t *testing.T) {
	x := dynRange(t, 2, 3, 4)
	y := dynOf(t, []int8{3, -1, 4, 1, -5, 9}, []int{2, 3}, []int{3, 1}, 0)
	if s, err := dyn.Sum(x); s != 276 || err != nil {
		t.Errorf("SumDyn = %v, %v; want 276", s, err)
	}
	if m := dyn.Mean(x); m != 11.5 {
		t.Errorf("MeanDyn = %v, want 11.5", m)
	}
	if v, err := dyn.Min(x.Transpose()); v != 0 || err != nil {
		t.Errorf("MinDyn = %v, %v", v, err)
	}
	if v, err := dyn.Max(y); v != 9 || err != nil {
		t.Errorf("MaxDyn = %v, %v", v, err)
	}
	ones, _ := dyn.Full(int8(1), 200)
	if _, err := dyn.Sum(ones); !errors.Is(err, ErrOverflow) {
		t.Errorf("SumDyn of 200 int8 ones: %v, want ErrOverflow", err)
	}
	empty, _ := dyn.Zeros[float64](2, 0)
	if _, err := dyn.Max(empty); !errors.Is(err, ErrShape) {
		t.Errorf("MaxDyn of an empty tensor: %v", err)
	}

	f64 := func(f func(dyn.Tensor[float64], int) (dyn.Tensor[float64], error)) func(int) (dyn.Tensor[float64], error) {
		return func(axis int) (dyn.Tensor[float64], error) { return f(x, axis) }
	}
	for _, c := range []struct {
		name string
		f    func(axis int) (dyn.Tensor[float64], error)
		axis int
		want dynWant[float64]
		err  error
	}{
		{"SumAxisDyn 1", f64(axis1(dyn.SumAxes[float64])), 1, dynWant[float64]{[]int{2, 4}, []int{4, 1}, 0, []float64{12, 15, 18, 21, 48, 51, 54, 57}}, nil},
		{"MeanAxisDyn -1", f64(axis1(dyn.MeanAxes[float64])), -1, dynWant[float64]{[]int{2, 3}, []int{3, 1}, 0, []float64{1.5, 5.5, 9.5, 13.5, 17.5, 21.5}}, nil},
		{"MinAxisDyn 0", f64(axis1(dyn.MinAxes[float64])), 0, dynWant[float64]{[]int{3, 4}, []int{4, 1}, 0, []float64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}}, nil},
		{"MaxAxisDyn 2", f64(axis1(dyn.MaxAxes[float64])), 2, dynWant[float64]{[]int{2, 3}, []int{3, 1}, 0, []float64{3, 7, 11, 15, 19, 23}}, nil},
		{"SumAxisDyn of the transpose", func(axis int) (dyn.Tensor[float64], error) { return dyn.SumAxes(x.Transpose(), axis) }, 2,
			dynWant[float64]{[]int{4, 3}, []int{3, 1}, 0, []float64{12, 20, 28, 14, 22, 30, 16, 24, 32, 18, 26, 34}}, nil},
		{"MeanAxisDyn of int8", func(axis int) (dyn.Tensor[float64], error) { return dyn.MeanAxes(y, axis) }, 1,
			dynWant[float64]{[]int{2}, []int{1}, 0, []float64{2, 5.0 / 3}}, nil},
		{"MeanAxisDyn of an empty axis", func(axis int) (dyn.Tensor[float64], error) { return dyn.MeanAxes(empty, axis) }, 1,
			dynWant[float64]{[]int{2}, []int{1}, 0, []float64{math.NaN(), math.NaN()}}, nil},
		{"SumAxisDyn to rank 0", func(axis int) (dyn.Tensor[float64], error) { return dyn.SumAxes(dynRange(t, 4), axis) }, 0,
			dynWant[float64]{[]int{}, []int{}, 0, []float64{6}}, nil},
		{"axis out of range", f64(axis1(dyn.SumAxes[float64])), 3, dynWant[float64]{}, ErrAxis},
		{"negative axis out of range", f64(axis1(dyn.MaxAxes[float64])), -4, dynWant[float64]{}, ErrAxis},
		{"rank 0, axis 0 (accepted as NumPy accepts it)", func(axis int) (dyn.Tensor[float64], error) { s, _ := dyn.Full(1.0); return dyn.SumAxes(s, axis) }, 0,
			dynWant[float64]{[]int{}, []int{}, 0, []float64{1}}, nil},
		{"rank 0, axis -1", func(axis int) (dyn.Tensor[float64], error) { s, _ := dyn.Full(2.0); return dyn.MaxAxes(s, axis) }, -1,
			dynWant[float64]{[]int{}, []int{}, 0, []float64{2}}, nil},
		{"rank 0, axis 1", func(axis int) (dyn.Tensor[float64], error) { s, _ := dyn.Full(1.0); return dyn.SumAxes(s, axis) }, 1, dynWant[float64]{}, ErrAxis},
		{"rank 0, axis -2", func(axis int) (dyn.Tensor[float64], error) { s, _ := dyn.Full(1.0); return dyn.SumAxes(s, axis) }, -2, dynWant[float64]{}, ErrAxis},
		{"rank 0, mean", func(axis int) (dyn.Tensor[float64], error) { s, _ := dyn.Full(1.0); return dyn.MeanAxes(s, axis) }, 0, dynWant[float64]{}, ErrAxis},
		{"minimum along an empty axis", func(axis int) (dyn.Tensor[float64], error) { return dyn.MinAxes(empty, axis) }, 1, dynWant[float64]{}, ErrShape},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.f(c.axis)
			if !errors.Is(err, c.err) || (err != nil) != (c.err != nil) {
				t.Fatalf("error %v, want %v", err, c.err)
			}
			if err != nil {
				return
			}
			if diff := diffDyn(c.want, got); diff != "" {
				t.Errorf("(-want +got):\n%s", diff)
			}
		})
	}

	// Integer reductions along an axis: NumPy's y.sum(0), y.min(1), y.max(0).
	s, err := dyn.SumAxes(y, 0)
	if diff := diffDyn(dynWant[int8]{[]int{3}, []int{1}, 0, []int8{4, -6, 13}}, s); err != nil || diff != "" {
		t.Errorf("SumAxisDyn(y, 0): %v (-want +got):\n%s", err, diff)
	}
	mn, err := dyn.MinAxes(y, 1)
	if diff := diffDyn(dynWant[int8]{[]int{2}, []int{1}, 0, []int8{-1, -5}}, mn); err != nil || diff != "" {
		t.Errorf("MinAxisDyn(y, 1): %v (-want +got):\n%s", err, diff)
	}
	big := dynOf(t, []int8{100, 100, 1, 1}, []int{2, 2}, []int{2, 1}, 0)
	if _, err := dyn.SumAxes(big, 1); !errors.Is(err, ErrOverflow) {
		t.Errorf("SumAxisDyn of int8 100+100: %v, want ErrOverflow", err)
	}
}

func TestReduceToDyn(t *testing.T) {
	x := dynRange(t, 2, 3)
	dst := dynOf(t, []float64{7, 7, 7}, []int{3}, []int{1}, 0)
	if err := dyn.SumTo(dst, x, 0); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{3, 5, 7}, dst.Data()); diff != "" {
		t.Errorf("SumAxisToDyn (-want +got):\n%s", diff)
	}
	if err := dyn.MaxTo(dst, x, 0); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{3, 4, 5}, dst.Data()); diff != "" {
		t.Errorf("MaxAxisToDyn (-want +got):\n%s", diff)
	}
	if err := dyn.MinTo(dst, x, 0); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 1, 2}, dst.Data()); diff != "" {
		t.Errorf("MinAxisToDyn (-want +got):\n%s", diff)
	}
	d2 := dynOf(t, []float64{7, 7}, []int{2}, []int{1}, 0)
	if err := dyn.MeanTo(d2, dynOf(t, []int16{1, 2, 4, 8}, []int{2, 2}, []int{2, 1}, 0), -1); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{1.5, 6}, d2.Data()); diff != "" {
		t.Errorf("MeanAxisToDyn (-want +got):\n%s", diff)
	}

	// dst is the first row of t itself: np.sum(t, axis=0, out=t[0]).
	sq := dynRange(t, 3, 3)
	row0 := dynOf(t, sq.Data(), []int{3}, []int{1}, 0)
	if err := dyn.SumTo(row0, sq, 0); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{9, 12, 15, 3, 4, 5, 6, 7, 8}, sq.Data()); diff != "" {
		t.Errorf("sum into t[0] (-want +got):\n%s", diff)
	}
	// np.max(t, axis=1, out=t[:, 2]) with t = arange(9).reshape(3, 3)[::-1].
	sq = dynRange(t, 3, 3)
	rev := dynOf(t, sq.Data(), []int{3, 3}, []int{-3, 1}, 6)
	if err := dyn.MaxTo(dynOf(t, sq.Data(), []int{3}, []int{-3}, 8), rev, 1); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]float64{0, 1, 2, 3, 4, 5, 6, 7, 8}, sq.Data()); diff != "" {
		t.Errorf("max into the last column (-want +got):\n%s", diff)
	}

	for _, c := range []struct {
		name string
		err  error
		want error
	}{
		{"wrong shape", dyn.SumTo(dynOf(t, make([]float64, 2), []int{2}, []int{1}, 0), x, 0), ErrShape},
		{"wrong rank", dyn.SumTo(dynOf(t, make([]float64, 3), []int{1, 1, 3}, []int{3, 3, 1}, 0), x, 0), ErrShape},
		{"read-only", dyn.MaxTo(dynOf(t, make([]float64, 1), []int{3}, []int{0}, 0), x, 0), ErrReadOnly},
		{"axis", dyn.MeanTo(dst, x, 2), ErrAxis},
		{"empty axis", dyn.MinTo(dynOf(t, make([]float64, 2), []int{2}, []int{1}, 0), dynOf(t, []float64{}, []int{2, 0}, []int{0, 1}, 0), 1), ErrShape},
		{"overflow", dyn.SumTo(dynOf(t, []int8{5}, []int{1}, []int{1}, 0), dynOf(t, []int8{100, 100}, []int{1, 2}, []int{2, 1}, 0), 1), ErrOverflow},
	} {
		if !errors.Is(c.err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.err, c.want)
		}
	}
	// A failed reduction leaves dst unchanged.
	ov := dynOf(t, []int8{5, 6}, []int{2}, []int{1}, 0)
	if err := dyn.SumTo(ov, dynOf(t, []int8{1, 100, 1, 100}, []int{2, 2}, []int{1, 2}, 0), 1); !errors.Is(err, ErrOverflow) {
		t.Errorf("overflow: %v", err)
	}
	if diff := cmp.Diff([]int8{5, 6}, ov.Data()); diff != "" {
		t.Errorf("dst after an overflow (-want +got):\n%s", diff)
	}
}

// TestDynNoAlloc: writes into an existing dynamic-rank dst allocate as
// little as the fixed-rank ones: nothing for the in-place and reduction
// forms.
func TestDynNoAlloc(t *testing.T) {
	a, _ := dyn.Zeros[float64](64, 32)
	b, _ := dyn.Full(1.5, 64, 32)
	row, _ := dyn.Full(2.0, 32)
	at, bt := a.Transpose(), b.Transpose()
	x, _ := dyn.Full(1.5, 16, 8, 32)
	d1, _ := dyn.Zeros[float64](8, 32)
	d2, _ := dyn.Zeros[float64](16, 32)
	c := b.Clone()
	for name, f := range map[string]func(){
		"a+=b":          func() { _ = dyn.AddTo(a, a, b) },
		"a+=row":        func() { _ = dyn.AddTo(a, a, row) },
		"aT*=bT":        func() { _ = dyn.MultiplyTo(at, at, bt) },
		"a/=b":          func() { _ = dyn.DivideTo(a, a, b) },
		"zip":           func() { _ = dyn.ZipTo(a, a, b, func(x, y float64) float64 { return x - y }) },
		"scale":         func() { _ = dyn.Scale(a, 0.5) },
		"assign":        func() { _ = dyn.Assign(a, row) },
		"fill":          func() { _ = a.Fill(1) },
		"equal":         func() { _ = dyn.ArrayEqual(b, c) },
		"sum":           func() { _, _ = dyn.Sum(x) },
		"max":           func() { _, _ = dyn.Max(x) },
		"sum axis 0":    func() { _ = dyn.SumTo(d1, x, 0) },
		"max axis 1":    func() { _ = dyn.MaxTo(d2, x, 1) },
		"mean axis 0":   func() { _ = dyn.MeanTo(d1, x, 0) },
		"min axis 0 to": func() { _ = dyn.MinTo(d1, x, -3) },
	} {
		if n := testing.AllocsPerRun(50, f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", name, n)
		}
	}
}
