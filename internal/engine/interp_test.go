package engine

import (
	"math"
	"math/rand/v2"
	"testing"

	"github.com/fixedrank/tensor/internal/kernel"
)

// TestInterpNaNPoints checks that points sorted but for NaNs at their end
// (sorted as keys, which NumPy's search compares otherwise) are searched
// by NumPy's search: InterpInto gives the bits of the kernel run without
// keys, for elements in random order (NumPy's search starts from the last
// element's interval, and its comparisons with a NaN point are false).
func TestInterpNaNPoints(t *testing.T) {
	nan := math.NaN()
	xp := []float64{0, 1, 2, 3, 4, nan, nan, nan, nan, nan, nan}
	fp := []float64{0, 1, 4, 9, 16, 25, 36, 49, 64, 81, 100}
	rng := rand.New(rand.NewPCG(1, 2))
	x := make([]float64, 200) // in random order: NumPy's search starts from the last one's interval
	for i := range x {
		x[i] = rng.Float64()*14 - 1
	}
	got := make([]float64, len(x))
	r := Strided[float64]{Data: got, Shape: []int{len(x)}, St: []int{1}}
	vec := func(d []float64) Strided[float64] {
		return Strided[float64]{Data: d, Shape: []int{len(d)}, St: []int{1}}
	}
	if err := InterpInto("InterpInto", r, vec(x), vec(xp), vec(fp), nil); err != nil {
		t.Fatal(err)
	}
	want := make([]float64, len(x))
	kernel.Interp(want, 0, 1, x, 0, 1, len(x), xp, fp, nil, fp[0], fp[len(fp)-1])
	for i := range x {
		if math.Float64bits(got[i]) != math.Float64bits(want[i]) {
			t.Errorf("interp(%v): %v, NumPy's search gives %v", x[i], got[i], want[i])
		}
	}
}
