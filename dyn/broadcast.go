package dyn

import "github.com/fixedrank/tensor/internal/engine"

// BroadcastShapes returns the broadcast of shapes a and b in a new slice. In
// order C the shapes align at the right, as in NumPy; order F aligns them at
// the left (rstsr's column-major broadcasting), an explicit option. It
// returns an error wrapping [ErrBroadcast] or [ErrShape].
func BroadcastShapes(a, b []int, order Order) ([]int, error) {
	out := make([]int, max(len(a), len(b)))
	if len(out) > MaxRank {
		return nil, engine.Errorf(ErrRank, "BroadcastShapes: rank %d exceeds %d", len(out), MaxRank)
	}
	if err := engine.BroadcastShapes("BroadcastShapes", a, b, order, out); err != nil {
		return nil, err
	}
	return out, nil
}

// Broadcastable reports whether shapes a and b broadcast together under
// NumPy's right-aligned rule.
func Broadcastable(a, b []int) bool {
	var buf [MaxRank]int
	n := max(len(a), len(b))
	if n > MaxRank {
		return false
	}
	return engine.BroadcastShapes("Broadcastable", a, b, C, buf[:n]) == nil
}

func squeezeAll(shape, st []int, offset int) Layout {
	n := 0
	for _, d := range shape {
		if d != 1 {
			n++
		}
	}
	r := Layout{offset: offset}.alloc(n)
	j := 0
	for k, d := range shape {
		if d != 1 {
			r.shape[j], r.strides[j] = d, st[k]
			j++
		}
	}
	return r
}
