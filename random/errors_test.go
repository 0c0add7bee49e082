package random

import (
	"errors"
	"math"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// TestErrors checks that the arguments NumPy rejects are errors wrapping
// the package's sentinels, found before anything is drawn or written: the
// destination keeps its values and the generator its state.
func TestErrors(t *testing.T) {
	g := New(7)
	f, _ := tensor.Full([1]int{4}, 9.0)
	i8, _ := tensor.Full([1]int{4}, int8(9))
	u8, _ := tensor.Full([1]int{4}, uint8(9))
	b, _ := tensor.Full([1]int{4}, true)
	idx, _ := tensor.Full([1]int{4}, 9)
	cases := []struct {
		name string
		err  error
		want error
	}{
		{"Normal scale -1", Normal(g, f, 0, -1), dyn.ErrValue},
		{"Normal scale -0", Normal(g, f, 0, math.Copysign(0, -1)), dyn.ErrValue},
		{"Exponential scale -2", Exponential(g, f, -2), dyn.ErrValue},
		{"Uniform high < low", Uniform(g, f, 2, 1), dyn.ErrValue},
		{"Uniform infinite range", Uniform(g, f, -math.MaxFloat64, math.MaxFloat64), dyn.ErrOverflow},
		{"Integers empty", Integers(g, i8, 3, 3, false), dyn.ErrValue},
		{"Integers low > high", Integers(g, i8, 5, 2, true), dyn.ErrValue},
		{"Integers int8 high 129", Integers(g, i8, 0, 129, false), dyn.ErrValue},
		{"Integers int8 low -129", Integers(g, i8, -129, 0, false), dyn.ErrValue},
		{"Integers uint8 low -1", Integers(g, u8, -1, 5, false), dyn.ErrValue},
		{"Integers uint8 high 256 endpoint", Integers(g, u8, 0, 256, true), dyn.ErrValue},
		{"Integers bool high 3", Integers(g, b, 0, 3, false), dyn.ErrValue},
		{"Integers high MinInt64", Integers(g, idx, int64(math.MinInt64), int64(math.MinInt64), false), dyn.ErrValue},
		{"Choice n 0", Choice(g, idx, 0, true, nil), dyn.ErrValue},
		{"Choice too many", Choice(g, idx, 3, false, nil), dyn.ErrValue},
		{"Choice p length", Choice(g, idx, 3, true, []float64{0.5, 0.5}), dyn.ErrValue},
		{"Choice p sum", Choice(g, idx, 2, true, []float64{0.5, 0.6}), dyn.ErrValue},
		{"Choice p negative", Choice(g, idx, 2, true, []float64{1.5, -0.5}), dyn.ErrValue},
		{"Choice p NaN", Choice(g, idx, 2, true, []float64{math.NaN(), 1}), dyn.ErrValue},
		{"Choice p zeros", Choice(g, idx, 5, false, []float64{1, 0, 0, 0, 0}), dyn.ErrValue},
		{"Random read-only", Random(g, f.ReadOnlyView()), dyn.ErrReadOnly},
		{"Shuffle read-only", Shuffle(g, f.ReadOnlyView(), 0), dyn.ErrReadOnly},
		{"Shuffle axis", Shuffle(g, f, 1), dyn.ErrAxis},
	}
	for _, c := range cases {
		if !errors.Is(c.err, c.want) {
			t.Errorf("%s: %v, want %v", c.name, c.err, c.want)
		}
	}
	for _, v := range f.Data() {
		if v != 9 {
			t.Fatalf("float dst changed: %v", f.Data())
		}
	}
	if i8.Data()[0] != 9 || u8.Data()[0] != 9 || !b.Data()[0] || idx.Data()[0] != 9 {
		t.Fatalf("integer dst changed: %v %v %v %v", i8.Data(), u8.Data(), b.Data(), idx.Data())
	}
	if _, err := Permutation(g, -1); !errors.Is(err, dyn.ErrValue) {
		t.Errorf("Permutation(-1): %v", err)
	}
	// Nothing was drawn: the next number is default_rng(7)'s first.
	if got, want := g.Float64(), New(7).Float64(); got != want {
		t.Errorf("a rejected call drew numbers: %v, want %v", got, want)
	}
}

// TestStridedDestination checks that a view that is not C-contiguous is
// filled in its C order: the same numbers as a contiguous tensor of its
// shape.
func TestStridedDestination(t *testing.T) {
	a, _ := tensor.Zeros[float64]([2]int{3, 4})
	_ = StandardNormal(New(5), a)
	big, _ := tensor.Zeros[float64]([2]int{4, 3})
	v := big.Transpose()
	if err := StandardNormal(New(5), v); err != nil {
		t.Fatal(err)
	}
	for i := range 3 {
		for j := range 4 {
			x, _ := a.At(i, j)
			y, _ := v.At(i, j)
			if x != y {
				t.Fatalf("[%d %d]: %v in the view, %v contiguous", i, j, y, x)
			}
		}
	}
}
