package structured

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor"
)

// FuzzStructured builds structured storage from fuzzed dims, strides,
// classes and data length: construction never panics, and when it
// succeeds the materialised tensor and every logical permutation agree
// with an element-by-element reference.
func FuzzStructured(f *testing.F) {
	f.Add(uint8(3), uint8(2), int8(1), int8(3), uint8(0), uint8(0x24), uint8(12))
	f.Add(uint8(3), uint8(0), int8(1), int8(0), uint8(0), uint8(0x00), uint8(3))
	f.Add(uint8(2), uint8(4), int8(4), int8(1), uint8(1), uint8(0x21), uint8(8))
	f.Add(uint8(3), uint8(2), int8(1), int8(3), uint8(0), uint8(0x04), uint8(12)) // classes [0 1 0]
	f.Fuzz(func(t *testing.T, p0, p1 uint8, s0, s1 int8, off uint8, cls uint8, n uint8) {
		dims := []int{int(p0 % 4), int(p1 % 4)}
		strides := []int{int(s0 % 6), int(s1 % 6)}
		// Three logical axes, each in payload class 0 or 1 (bits of cls),
		// occasionally class 2 (malformed).
		classes := []int{int(cls & 3 % 3), int(cls >> 2 & 3 % 3), int(cls >> 4 & 3 % 3)}
		data := make([]float64, int(n%40))
		for i := range data {
			data[i] = float64(i + 1)
		}
		s, err := New(data, dims, strides, int(off%8), classes)
		if err != nil {
			return
		}
		ld := s.LogicalDims()
		if len(ld) != 3 {
			t.Fatalf("LogicalDims %v for classes %v", ld, classes)
		}
		dense, err := ToTensor[[3]int](s, tensor.C)
		if err != nil {
			t.Fatalf("ToTensor: %v", err)
		}
		pl, pdata := s.Payload()
		got := s.Classes()
		for i := range ld[0] {
			for j := range ld[1] {
				for k := range ld[2] {
					idx := [3]int{i, j, k}
					// Reference: equal indices within a class, else zero.
					want, pidx, ok := 0.0, make([]int, pl.Rank()), true
					for ax, c := range got {
						if seen := pidx[c]; ax > slices.Index(got, c) && seen != idx[ax] {
							ok = false
						}
						pidx[c] = idx[ax]
					}
					if ok {
						a, err := pl.Index(pidx...)
						if err != nil {
							t.Fatalf("payload index %v: %v", pidx, err)
						}
						want = pdata[a]
					}
					if v, _ := dense.At(i, j, k); v != want {
						t.Fatalf("%v classes %v: dense%v = %v, want %v", s, got, idx, v, want)
					}
				}
			}
		}
		for _, perm := range [][]int{{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}} {
			ps, err := s.PermuteLogical(perm...)
			if err != nil {
				t.Fatalf("PermuteLogical(%v): %v", perm, err)
			}
			pt, err := ToTensor[[3]int](ps, tensor.C)
			if err != nil {
				t.Fatal(err)
			}
			want, _ := dense.Permute([3]int{perm[0], perm[1], perm[2]})
			if !tensor.ArrayEqual(pt, want) {
				t.Fatalf("PermuteLogical(%v) of %v:\n%v\nwant\n%v", perm, classes, pt, want)
			}
		}
	})
}

func TestToTensorTooLarge(t *testing.T) {
	s, err := New([]float64{1}, []int{1 << 31}, []int{0}, 0, []int{0, 0})
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ToTensor[[2]int](s, tensor.C); !errors.Is(err, tensor.ErrOverflow) && !errors.Is(err, tensor.ErrTooLarge) {
		t.Errorf("ToTensor of 2^62 logical elements: %v", err)
	}
}
