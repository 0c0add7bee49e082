package tensor

import (
	"cmp"
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// numpyLess is NumPy's sort order for floats: NaNs last, -0.0 equal to 0.0.
func numpyLess(a, b float64) int {
	switch {
	case a != a && b != b:
		return 0
	case a != a:
		return 1
	case b != b:
		return -1
	}
	return cmp.Compare(a, b) // -0.0 and 0.0 compare equal
}

// FuzzSort sorts float64 lanes made from the fuzzer's bytes (any bits:
// NaNs with payloads, both zeros, subnormals, infinities) along each axis
// of a 2-D view, forward and reversed, and checks Sort and ArgSort
// against slices.SortStableFunc in NumPy's order: the same bits in the
// same places, and indices that reproduce them; and Partition (and the
// lanes taken by ArgPartition's indices) around two positions: the lane's
// bits kept and the partition property (partitionProperty).
func FuzzSort(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0x80, 1, 2, 3, 4, 5, 6, 0xf8, 0x7f}, uint8(3))
	f.Add(make([]byte, 8*70), uint8(2))
	f.Add(make([]byte, 8*260), uint8(0)) // one reversed lane of 260: radix, copied with the axis last
	f.Fuzz(func(t *testing.T, raw []byte, rows uint8) {
		n := len(raw) / 8
		r := int(rows%4) + 1
		if n == 0 || n%r != 0 {
			return
		}
		v := make([]float64, n)
		for i := range v {
			v[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		x, err := dyn.FromSlice(v, r, n/r)
		if err != nil {
			t.Fatal(err)
		}
		if x, err = x.Flip(1); err != nil {
			t.Fatal(err)
		}
		for axis := range 2 {
			// Partition refuses a kth outside the axis with ErrIndex and
			// otherwise partitions each lane around it, and around the
			// lane's last position too.
			kth := []int{int(rows) - 3, -1}
			p, err := dyn.Partition(x, kth, axis)
			if err != nil && !errors.Is(err, ErrIndex) {
				t.Fatalf("Partition kth %v: %v", kth, err)
			}
			if err == nil {
				partitionProperty(t, "fuzz", x, p, kth, axis)
			}
			// ArgPartition's indices take the lanes to a partition too.
			ip, err := dyn.ArgPartition(x, kth, axis)
			if err != nil && !errors.Is(err, ErrIndex) {
				t.Fatalf("ArgPartition kth %v: %v", kth, err)
			}
			if err == nil {
				byIdx, err := dyn.TakeAlongAxis(x, ip, axis)
				if err != nil {
					t.Fatal(err)
				}
				partitionProperty(t, "fuzz argpartition", x, byIdx, kth, axis)
			}
			s, err := dyn.Sort(x, axis)
			if err != nil {
				t.Fatal(err)
			}
			a, err := dyn.ArgSort(x, axis)
			if err != nil {
				t.Fatal(err)
			}
			shape := x.Layout().Shape()
			for lane := range shape[1-axis] {
				var in []float64
				for i := range shape[axis] {
					idx := []int{lane, i}
					if axis == 0 {
						idx = []int{i, lane}
					}
					e, _ := x.At(idx...)
					in = append(in, e)
				}
				want := slices.Clone(in)
				slices.SortStableFunc(want, numpyLess)
				for i := range want {
					idx := []int{lane, i}
					if axis == 0 {
						idx = []int{i, lane}
					}
					got, _ := s.At(idx...)
					k, _ := a.At(idx...)
					if math.Float64bits(got) != math.Float64bits(want[i]) || math.Float64bits(in[k]) != math.Float64bits(want[i]) {
						t.Fatalf("axis %d lane %d position %d: sorted %x, index %d (%x); want %x", axis, lane, i,
							math.Float64bits(got), k, math.Float64bits(in[k]), math.Float64bits(want[i]))
					}
				}
			}
		}
	})
}

// realBits returns v's bits: a float's, an integer's two's complement.
func realBits[T Real](v T) uint64 {
	switch x := any(v).(type) {
	case float64:
		return math.Float64bits(x)
	case float32:
		return uint64(math.Float32bits(x))
	}
	return uint64(int64(v))
}

func partitionProperty[T Real](t *testing.T, name string, x, p dyn.Tensor[T], kth []int, axis int) {
	t.Helper()
	a := (axis + x.Rank()) % x.Rank()
	xs, err := x.MoveAxis(a, -1)
	if err != nil {
		t.Fatal(err)
	}
	ps, _ := p.MoveAxis(a, -1)
	xc, pc := xs.Clone(), ps.Clone()
	n := x.Layout().Shape()[a]
	less := func(u, v T) bool { return u < v || u == u && v != v }
	for lo := 0; lo+n <= len(xc.Data()) && n > 0; lo += n {
		xl, pl := xc.Data()[lo:lo+n], pc.Data()[lo:lo+n]
		xb, pb := make([]uint64, n), make([]uint64, n)
		for i := range n {
			xb[i], pb[i] = realBits(xl[i]), realBits(pl[i])
		}
		slices.Sort(xb)
		slices.Sort(pb)
		if !slices.Equal(xb, pb) {
			t.Fatalf("%s axis %d: lane %v partitioned into %v, not its elements", name, axis, xl, pl)
		}
		for _, k := range kth {
			k = (k + n) % n
			for i, v := range pl {
				if i < k && less(pl[k], v) || i > k && less(v, pl[k]) {
					t.Fatalf("%s kth %d axis %d: %v at %d on the wrong side of %v in %v", name, k, axis, v, i, pl[k], pl)
				}
			}
		}
	}
}
