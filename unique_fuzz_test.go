package tensor

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// FuzzUnique feeds UniqueAll and SearchSorted float64 data of any bits:
// the values are strictly increasing in NumPy's order (NaNs one value,
// last; -0.0 and 0.0 one), the counts add up to the number of elements,
// every element is its value through the inverse, each index is the first
// occurrence, and searching the values for the elements finds them on the
// left side and just past them on the right; along each axis of the
// elements as a two-column matrix, UniqueAllAxis's counts add up and every
// slice is its value's through the inverse.
func FuzzUnique(f *testing.F) {
	f.Add([]byte{0, 0, 0, 0, 0, 0, 0, 0x80, 0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0xf8, 0x7f})
	f.Fuzz(func(t *testing.T, raw []byte) {
		v := make([]float64, len(raw)/8)
		for i := range v {
			v[i] = math.Float64frombits(binary.LittleEndian.Uint64(raw[8*i:]))
		}
		x, _ := dyn.FromSlice(v, len(v))
		u, err := dyn.UniqueAll(x)
		if err != nil {
			t.Fatal(err)
		}
		vals, idx, inv, cnt := u.Values.Data(), u.Indices.Data(), u.Inverse.Data(), u.Counts.Data()
		same := func(a, b float64) bool { return a == b || a != a && b != b }
		total := 0
		for j, c := range cnt {
			total += c
			if j > 0 && numpyLess(vals[j-1], vals[j]) >= 0 {
				t.Fatalf("values %v not increasing at %d", vals, j)
			}
			if !same(v[idx[j]], vals[j]) {
				t.Fatalf("index %d of value %v holds %v", idx[j], vals[j], v[idx[j]])
			}
			for i := range idx[j] {
				if same(v[i], vals[j]) {
					t.Fatalf("value %v occurs at %d before its index %d", vals[j], i, idx[j])
				}
			}
		}
		if total != len(v) {
			t.Fatalf("counts %v add up to %d of %d", cnt, total, len(v))
		}
		left, err1 := dyn.SearchSorted(u.Values, x, "left")
		right, err2 := dyn.SearchSorted(u.Values, x, "right")
		if err1 != nil || err2 != nil {
			t.Fatal(err1, err2)
		}
		for i, e := range v {
			if !same(vals[inv[i]], e) || left.Data()[i] != inv[i] || right.Data()[i] != inv[i]+1 {
				t.Fatalf("element %d (%v): inverse %d, left %d, right %d", i, e, inv[i], left.Data()[i], right.Data()[i])
			}
		}
		// Along an axis: the rows of a two-column matrix, compared with ==.
		if len(v)%2 != 0 {
			return
		}
		m, _ := dyn.FromSlice(v, len(v)/2, 2)
		for _, axis := range []int{0, 1, 2} {
			ua, err := dyn.UniqueAllAxis(m, axis)
			if axis == 2 {
				if !errors.Is(err, ErrAxis) {
					t.Fatalf("UniqueAllAxis(axis 2): %v, want ErrAxis", err)
				}
				continue
			}
			if err != nil {
				t.Fatal(err)
			}
			// Every slice of m is its value's slice through the inverse, bit
			// for bit but for the sign of a zero; the counts add up.
			total := 0
			for _, c := range ua.Counts.Data() {
				total += c
			}
			if total != m.Layout().Shape()[axis] {
				t.Fatalf("axis %d: counts %v add up to %d", axis, ua.Counts.Data(), total)
			}
			for p, e := range m.All() {
				q := slices.Clone(p)
				q[axis] = ua.Inverse.Data()[p[axis]]
				if g, _ := ua.Values.At(q...); !(g == e || g != g && e != e) {
					t.Fatalf("axis %d: element %v is %v, its value's %v", axis, p, e, g)
				}
			}
		}
	})
}
