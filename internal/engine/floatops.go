package engine

import (
	"github.com/fixedrank/tensor/internal/kernel"
)

// ClassTo stores NumPy's isnan, isinf or isfinite (c) of a into dst,
// broadcasting a to dst's shape, through the elementwise plan.
func ClassTo[T Real](name string, c kernel.Class, dst Strided[bool], a Strided[T]) error {
	var p Plan
	ad, _, ok, err := BinaryPlan(&p, name, dst, a, a)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, ad, classRunner[T]{c})
	return nil
}

// classRunner classifies one run (IsNaN, IsInf, IsFinite).
type classRunner[T Real] struct{ c kernel.Class }

func (r classRunner[T]) Run(d []bool, a, _ []T, o0, o1, _, n int, st [3]int) {
	kernel.ClassRun(r.c, d, o0, st[0], a, o1, st[1], n)
}

// RoundTo stores NumPy's round(a, decimals) into dst (a's shape or one a
// broadcasts to): floats in their own precision, integers unchanged for
// decimals >= 0 and through float64 otherwise (see kernel.RoundRun and
// kernel.RoundIntRun).
func RoundTo[T Real](name string, dst, a Strided[T], decimals int) error {
	kind, size := KindOf[T]()
	switch {
	case kind == KindFloat && size == 4:
		return roundFloat(name, Strided[float32]{Data: Reinterpret[float32](dst.Data), Shape: dst.Shape, St: dst.St, Off: dst.Off, ReadOnly: dst.ReadOnly},
			Strided[float32]{Data: Reinterpret[float32](a.Data), Shape: a.Shape, St: a.St, Off: a.Off}, decimals)
	case kind == KindFloat:
		return roundFloat(name, Strided[float64]{Data: Reinterpret[float64](dst.Data), Shape: dst.Shape, St: dst.St, Off: dst.Off, ReadOnly: dst.ReadOnly},
			Strided[float64]{Data: Reinterpret[float64](a.Data), Shape: a.Shape, St: a.St, Off: a.Off}, decimals)
	case decimals >= 0:
		return Assign(name, dst, a)
	}
	var p Plan
	ad, _, ok, err := BinaryPlan(&p, name, dst, a, a)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, ad, roundIntRunner[T]{decimals})
	return nil
}

// roundIntRunner rounds one run of integers.
type roundIntRunner[T Real] struct{ decimals int }

func (r roundIntRunner[T]) Run(d, a, _ []T, o0, o1, _, n int, st [3]int) {
	roundIntRun(d, o0, st[0], a, o1, st[1], n, r.decimals)
}

// roundIntRun is kernel.RoundIntRun for T, which is an integer type.
func roundIntRun[T Real](d []T, do, ds int, x []T, xo, xs, n, decimals int) {
	switch _, size := KindOf[T](); size {
	case 1:
		roundIntW[int8, uint8](d, do, ds, x, xo, xs, n, decimals)
	case 2:
		roundIntW[int16, uint16](d, do, ds, x, xo, xs, n, decimals)
	case 4:
		roundIntW[int32, uint32](d, do, ds, x, xo, xs, n, decimals)
	default:
		roundIntW[int64, uint64](d, do, ds, x, xo, xs, n, decimals)
	}
}

// roundIntW runs the kernel on T's memory as the signed (S) or unsigned
// (U) integer type of its width.
func roundIntW[S, U kernel.Integer, T Real](d []T, do, ds int, x []T, xo, xs, n, decimals int) {
	if kind, _ := KindOf[T](); kind == KindSigned {
		kernel.RoundIntRun(Reinterpret[S](d), do, ds, Reinterpret[S](x), xo, xs, n, decimals)
		return
	}
	kernel.RoundIntRun(Reinterpret[U](d), do, ds, Reinterpret[U](x), xo, xs, n, decimals)
}

func roundFloat[F kernel.Float](name string, dst, a Strided[F], decimals int) error {
	var p Plan
	ad, _, ok, err := BinaryPlan(&p, name, dst, a, a)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, ad, roundRunner[F]{decimals})
	return nil
}

// roundRunner rounds one run of floats.
type roundRunner[F kernel.Float] struct{ decimals int }

func (r roundRunner[F]) Run(d, a, _ []F, o0, o1, _, n int, st [3]int) {
	kernel.RoundRun(d, o0, st[0], a, o1, st[1], n, r.decimals)
}

// IsCloseTo stores NumPy's isclose(a, b, rtol, atol, equal_nan) into dst,
// a and b broadcast to dst's shape: computed in float32 for float32 data
// (as NumPy computes it there), in float64 otherwise (integers converted,
// as NumPy converts b).
func IsCloseTo[T Real](name string, dst Strided[bool], a, b Strided[T], rtol, atol float64, equalNaN bool) error {
	if kind, size := KindOf[T](); kind == KindFloat && size == 4 {
		return isCloseF(name, dst, asFloat[float32](a), asFloat[float32](b), float32(rtol), float32(atol), equalNaN)
	} else if kind == KindFloat {
		return isCloseF(name, dst, asFloat[float64](a), asFloat[float64](b), rtol, atol, equalNaN)
	}
	x, err := convertedC[float64](name, a)
	if err != nil {
		return err
	}
	y, err := convertedC[float64](name, b)
	if err != nil {
		return err
	}
	return isCloseF(name, dst, x, y, rtol, atol, equalNaN)
}

// asFloat returns s, of a float type of F's width, as a Strided[F].
func asFloat[F kernel.Float, T any](s Strided[T]) Strided[F] {
	return Strided[F]{Data: Reinterpret[F](s.Data), Shape: s.Shape, St: s.St, Off: s.Off, ReadOnly: s.ReadOnly}
}

// convertedC returns s converted to R in a new C-contiguous buffer.
func convertedC[R, T Real](name string, s Strided[T]) (Strided[R], error) {
	if len(s.Data) == 0 && !IsEmpty(s.Shape) {
		// A zero-value tensor stays one, for the operation to refuse as
		// it refuses one of its own type (not a tensor of zeros).
		return Strided[R]{Shape: s.Shape, St: s.St, Off: s.Off}, nil
	}
	var st [MaxRank]int
	r, err := NewC[R](name, s.Shape, st[:len(s.Shape)])
	if err == nil && !s.HasNone() {
		err = ConvertTo(name, r, s)
	}
	return r, err
}

func isCloseF[F kernel.Float](name string, dst Strided[bool], a, b Strided[F], rtol, atol F, equalNaN bool) error {
	var p Plan
	ad, bd, ok, err := BinaryPlan(&p, name, dst, a, b)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, bd, isCloseRunner[F]{rtol, atol, equalNaN})
	return nil
}

// isCloseRunner compares one run within tolerances.
type isCloseRunner[F kernel.Float] struct {
	rtol, atol F
	equalNaN   bool
}

func (r isCloseRunner[F]) Run(d []bool, a, b []F, o0, o1, o2, n int, st [3]int) {
	kernel.IsCloseRun(d, o0, st[0], a, o1, st[1], b, o2, st[2], n, r.rtol, r.atol, r.equalNaN)
}
