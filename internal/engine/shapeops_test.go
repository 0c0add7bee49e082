package engine

import "testing"

// TestTileInto checks both of TileInto's ways against np.tile's
// definition, r[i] = t[i mod t's shape]: one copy of t broadcast (rank 2
// and 3, reps of 1, 2 and 3, t of lower rank than r) and, above rank
// MaxRank/2, the copies of the blocks already written (rank 17).
func TestTileInto(t *testing.T) {
	for _, c := range []struct{ tshape, reps []int }{
		{[]int{2, 3}, []int{2, 2}},
		{[]int{3}, []int{2, 1, 3}},
		{[]int{2, 1, 3}, []int{1, 3, 2}},
		{append(make([]int, 15), 2, 3), append(make([]int, 15), 3, 2)},
	} {
		for k := range c.tshape {
			if c.tshape[k] == 0 {
				c.tshape[k], c.reps[k] = 1, 1
			}
		}
		tn := 1
		for _, v := range c.tshape {
			tn *= v
		}
		src := newC[float64](c.tshape)
		for i := range src.Data {
			src.Data[i] = float64(i + 1)
		}
		d := max(len(c.tshape), len(c.reps))
		shape := make([]int, d)
		for k := range d {
			shape[k] = lead(c.tshape, d, k) * lead(c.reps, d, k)
		}
		r := newC[float64](shape)
		if err := TileInto("Tile", r, src, c.reps); err != nil {
			t.Fatal(err)
		}
		idx := make([]int, d)
		for i := range r.Data {
			// i's index in r, then t's element at that index mod t's shape.
			rem, o := i, 0
			for k := d - 1; k >= 0; k-- {
				idx[k] = rem % shape[k]
				rem /= shape[k]
			}
			mul := 1
			for k := d - 1; k >= d-len(c.tshape); k-- {
				tk := c.tshape[k-(d-len(c.tshape))]
				o += idx[k] % tk * mul
				mul *= tk
			}
			if r.Data[i] != src.Data[o] {
				t.Fatalf("tile of %v by %v: element %d is %v, want %v", c.tshape, c.reps, i, r.Data[i], src.Data[o])
			}
		}
	}
}
