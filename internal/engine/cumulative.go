package engine

import (
	"github.com/fixedrank/tensor/internal/kernel"
)

// CumInto writes into r (C-contiguous, t's shape; it may be t itself)
// the running sums or products of t along axis k.
func CumInto[T Number](name string, r, t Strided[T], k int, mul bool) error {
	kind, size := KindOf[T]()
	narrow := (kind == KindSigned || kind == KindUnsigned) && size < 8
	n, s := t.Shape[k], t.St[k]
	inner := r.St[k] // lane i of r starts at (i/inner)*n*inner + i%inner
	bad := false
	Lanes(t, k, func(i, o int) {
		d := (i/inner)*n*inner + i%inner
		if narrow {
			bad = !CumNarrow(r.Data, d, inner, t.Data, o, s, n, mul, kind == KindSigned, size) || bad
			return
		}
		kernel.CumRun(r.Data, d, inner, t.Data, o, s, n, mul)
	})
	if bad {
		return Errorf(ErrOverflow, "%s: a running total does not fit the element type", name)
	}
	return nil
}

// CumNarrow runs kernel.CumWideRun on one lane of integers of 1, 2 or 4
// bytes, accumulated in 64 bits of their signedness.
func CumNarrow[T Number](d []T, do, ds int, x []T, xo, xs, n int, mul, signed bool, size uintptr) bool {
	switch {
	case signed && size == 1:
		return kernel.CumWideRun[int64](Reinterpret[int8](d), do, ds, Reinterpret[int8](x), xo, xs, n, mul)
	case signed && size == 2:
		return kernel.CumWideRun[int64](Reinterpret[int16](d), do, ds, Reinterpret[int16](x), xo, xs, n, mul)
	case signed:
		return kernel.CumWideRun[int64](Reinterpret[int32](d), do, ds, Reinterpret[int32](x), xo, xs, n, mul)
	case size == 1:
		return kernel.CumWideRun[uint64](Reinterpret[uint8](d), do, ds, Reinterpret[uint8](x), xo, xs, n, mul)
	case size == 2:
		return kernel.CumWideRun[uint64](Reinterpret[uint16](d), do, ds, Reinterpret[uint16](x), xo, xs, n, mul)
	}
	return kernel.CumWideRun[uint64](Reinterpret[uint32](d), do, ds, Reinterpret[uint32](x), xo, xs, n, mul)
}

// CumFlat returns the running sums (or products, if mul) of t's elements in
// C order, in a new slice.
func CumFlat[T Number](name string, t Strided[T], mul bool) ([]T, error) {
	n, err := SizeOf(name, t.Shape)
	if err != nil {
		return nil, err
	}
	if len(t.Data) == 0 {
		n = 0
	}
	r, err := MakeResult[T](name, n) // CumInto writes every element, or r is dropped
	if err != nil {
		return nil, err
	}
	rs := Strided[T]{Data: r, Shape: []int{n}, St: []int{1}}
	src := rs
	switch {
	case n > 0 && IsContig(t.Shape, t.St, C):
		src = Strided[T]{Data: t.Data, Shape: []int{n}, St: []int{1}, Off: t.Off} // in one pass
	case n > 0:
		st := make([]int, len(t.Shape))
		_ = ContigStrides(name, t.Shape, st, C) // cannot fail: the shape is valid
		CopyStrided(Strided[T]{Data: r, Shape: t.Shape, St: st}, t)
	}
	if err := CumInto(name, rs, src, 0, mul); err != nil {
		return nil, err
	}
	return r, nil
}
