package tensor

import (
	"errors"
	"testing"
)

// TestFloat32MeanLargeCount: NumPy divides a float32 total by the count in
// float64 and rounds to float32, which differs from a float32 division
// once the count exceeds 2^24 (NumPy 1.24 gives 0.9999997 here).
func TestFloat32MeanLargeCount(t *testing.T) {
	if testing.Short() {
		t.Skip("64 MiB")
	}
	n := 1<<24 + 3
	x, _ := Full([1]int{n}, float32(1))
	for i := range 7 {
		x.data[i] = 0.3
	}
	if got, want := float32(Mean(x)), float32(0.9999997); got != want {
		t.Errorf("Mean = %v, NumPy %v", got, want)
	}
	m, _ := FromSlice(x.data, [2]int{1, n})
	me, err := MeanAxes[[1]int](m, 1)
	if err != nil || float32(me.data[0]) != float32(0.9999997) {
		t.Errorf("MeanAxes = %v, %v; NumPy 0.9999997", me.data, err)
	}
}

// TestZeroValueInputs: the zero value of a rank-0 tensor has no element to
// broadcast into a non-empty destination.
func TestZeroValueInputs(t *testing.T) {
	var z Tensor[float64, [0]int]
	a, _ := Full([1]int{3}, 2.0)
	dst, _ := Full([1]int{3}, 7.0)
	if err := AddTo(dst, a, z); !errors.Is(err, ErrBroadcast) {
		t.Errorf("AddTo with a zero-value input: %v", err)
	}
	if err := Assign(dst, z); !errors.Is(err, ErrBroadcast) {
		t.Errorf("Assign from a zero value: %v", err)
	}
	if _, err := Add(a, z); !errors.Is(err, ErrBroadcast) {
		t.Errorf("Add with a zero-value input: %v", err)
	}
	if dst.data[0] != 7 || dst.data[2] != 7 {
		t.Errorf("dst changed: %v", dst.data)
	}
}

// TestEqualNoCopy: ArrayEqual compares in place, so broadcast views of any
// size work and nothing is allocated.
func TestEqualNoCopy(t *testing.T) {
	huge := Unchecked([2]int{1 << 31, 1 << 31}, [2]int{0, 0}, 0)
	x, _ := View([]int{4}, huge)
	y, _ := View([]int{4}, huge)
	if !ArrayEqual(x, y) {
		t.Error("equal broadcasts differ")
	}
	a, _ := Arange(0.0, 12, 1)
	m, _ := FromSlice(a.Data(), [2]int{3, 4})
	c := m.Transpose().Clone().Transpose()
	if !ArrayEqual(m, c) {
		t.Error("m and its F-ordered copy differ")
	}
	_ = c.Set(-1, 2, 3)
	if ArrayEqual(m, c) {
		t.Error("changed copy still equal")
	}
	if n := testing.AllocsPerRun(20, func() { _ = ArrayEqual(m, c) }); n != 0 {
		t.Errorf("ArrayEqual allocates %v", n)
	}
}
