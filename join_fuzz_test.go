package tensor

import (
	"testing"

	"github.com/fixedrank/tensor/internal/engine"
)

// FuzzJoin builds up to three rank-3 views (stepped, flipped, broadcast)
// from the bytes, joins them and checks that Concatenate never panics and
// equals assigning each input into its slice of a Zeros result, that Stack
// agrees with Concatenate of the inputs with an axis inserted, and that
// Split and SplitIndices give back views equal to those slices.
func FuzzJoin(f *testing.F) {
	f.Add([]byte{0, 2, 3, 1, 0, 0, 1, 2, 3, 1, 1, 0, 0, 0, 2, 4, 3, 2})
	f.Add([]byte{2, 1, 1, 4, 5, 3, 0, 0, 0, 1, 7, 2, 9})
	f.Add([]byte{1, 0, 3, 2, 2, 2, 1, 0, 1})
	f.Add([]byte{255, 4, 4, 4, 255, 255, 255, 0, 4, 4, 4})
	f.Fuzz(func(t *testing.T, b []byte) {
		next := func() int {
			if len(b) == 0 {
				return 0
			}
			x := int(b[0])
			b = b[1:]
			return x
		}
		axis := next()%6 - 3
		n := next()%3 + 1
		base := [3]int{next() % 4, next() % 4, next() % 4}
		ax := (axis + 3) % 3
		var ins [3]Tensor[int, [3]int]
		for i := range n {
			shape := base
			shape[ax] = next() % 4
			bits := next()
			raw := shape
			if bits&1 != 0 {
				raw[ax] *= 2 // stepped by 2 below
			}
			bshape := raw
			if bits&4 != 0 && raw[0] > 1 {
				bshape[0] = 1 // broadcast back to raw below
			}
			x, err := FromFunc(bshape, func(idx [3]int) int { return 100*i + 16*idx[0] + 4*idx[1] + idx[2] + 1 })
			if err != nil {
				t.Fatal(err)
			}
			if x, err = BroadcastTo(x, raw); err != nil {
				t.Fatal(err)
			}
			if bits&1 != 0 {
				x, _ = x.Slice(ax, engine.All().By(2))
			}
			if bits&2 != 0 {
				x, _ = x.Flip()
			}
			ins[i] = x
		}
		c, err := Concatenate(axis, ins[:n]...)
		if err != nil {
			t.Fatal(err)
		}
		want, _ := Zeros[int](c.Shape())
		at := 0
		cuts := make([]int, 0, n)
		for _, x := range ins[:n] {
			d := x.Shape()[ax]
			part, err := want.Slice(ax, engine.Range(at, at+d))
			if err != nil {
				t.Fatal(err)
			}
			if err := Assign(part, x); err != nil {
				t.Fatal(err)
			}
			at += d
			cuts = append(cuts, at)
		}
		if !ArrayEqual(c, want) {
			t.Fatalf("Concatenate(%d) of %d inputs: %v, want %v", axis, n, c, want)
		}
		// ConcatenateTo into a fresh view (flipped or not), and into a view
		// of the buffer the inputs themselves live in.
		flip := next()&1 != 0
		fresh, _ := Zeros[int](c.Shape())
		into := fresh
		if flip {
			into, _ = fresh.Flip()
		}
		if err := ConcatenateTo(into, axis, ins[:n]...); err != nil || !ArrayEqual(into, want) {
			t.Fatalf("ConcatenateTo(%d) into a new tensor: %v, %v, want %v", axis, into, err, want)
		}
		shared := make([]int, c.Size())
		var own [3]Tensor[int, [3]int]
		off := 0
		for i, x := range ins[:n] {
			sz := x.Size()
			own[i], err = FromSlice(shared[off:off+sz], x.Shape())
			if err != nil {
				t.Fatal(err)
			}
			if err := Assign(own[i], x); err != nil {
				t.Fatal(err)
			}
			off += sz
		}
		over, _ := FromSlice(shared, c.Shape())
		if flip {
			over, _ = over.Flip()
		}
		if err := ConcatenateTo(over, axis, own[:n]...); err != nil || !ArrayEqual(over, want) {
			t.Fatalf("ConcatenateTo(%d) into its inputs' buffer: %v, %v, want %v", axis, over, err, want)
		}
		parts, err := SplitIndices(c, axis, cuts[:n-1]...)
		if err != nil || len(parts) != n {
			t.Fatalf("SplitIndices: %d parts, %v", len(parts), err)
		}
		for i, p := range parts {
			if !ArrayEqual(p, ins[i]) {
				t.Fatalf("part %d: %v, want %v", i, p, ins[i])
			}
		}
		if _, err := Split(c, axis, next()%5+1); err != nil {
			t.Fatal(err)
		}
		// Stack equals concatenating the inputs with a new axis.
		if base[ax] == ins[0].Shape()[ax] {
			same := true
			for _, x := range ins[:n] {
				same = same && x.Shape() == ins[0].Shape()
			}
			if same {
				s, err := Stack[[4]int](ax, ins[:n]...)
				if err != nil {
					t.Fatal(err)
				}
				var es [3]Tensor[int, [4]int]
				for i, x := range ins[:n] {
					es[i], _ = ExpandDims[[4]int](x, ax)
				}
				c4, err := Concatenate(ax, es[:n]...)
				if err != nil || !ArrayEqual(s, c4) {
					t.Fatalf("Stack(%d): %v, want %v (%v)", ax, s, c4, err)
				}
			}
		}
	})
}
