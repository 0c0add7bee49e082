package bench

import (
	"slices"
	"testing"
)

func TestOdometer(t *testing.T) {
	// A 2x3 view with strides (1, 2) and offset 1 (a transposed 3x2 array
	// starting at element 1).
	o := Odometer{Shape: []int{2, 3}, Strides: []int{1, 2}, Offset: 1}
	if got := o.Index([]int{1, 2}); got != 6 {
		t.Fatalf("Index = %d, want 6", got)
	}
	var addrs []int
	o.Each(func(a int) { addrs = append(addrs, a) })
	if want := []int{1, 3, 5, 2, 4, 6}; !slices.Equal(addrs, want) {
		t.Fatalf("Each = %v, want %v", addrs, want)
	}
	empty := Odometer{Shape: []int{2, 0}, Strides: []int{1, 1}}
	empty.Each(func(int) { t.Fatal("visited an element of an empty shape") })

	src := []float64{0, 1, 2, 3, 4, 5}
	dst := make([]float64, 6)
	NaiveCopy(dst, Odometer{Shape: []int{3, 2}, Strides: []int{2, 1}},
		src, Odometer{Shape: []int{3, 2}, Strides: []int{1, 3}})
	if want := []float64{0, 3, 1, 4, 2, 5}; !slices.Equal(dst, want) {
		t.Fatalf("NaiveCopy = %v, want %v", dst, want)
	}
}
