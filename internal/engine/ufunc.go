package engine

import "github.com/fixedrank/tensor/internal/kernel"

// Func1To stores f(a) into dst, a broadcast to dst's shape, through the
// elementwise plan (the one write plan: dst may overlap a in any way), the
// runs split among the workers; a run's elements go to the function's one
// contiguous kernel (kernel.Func1Run).
func Func1To[F kernel.Float](name string, f kernel.Func1, dst, a Strided[F]) error {
	if !f.Valid() {
		return Errorf(ErrValue, "%s: %d is not a function of one argument", name, f)
	}
	// Named float types go to the kernels as their underlying type.
	if _, size := KindOf[F](); size == 4 {
		return func1To(name, f, asFloat[float32](dst), asFloat[float32](a))
	}
	return func1To(name, f, asFloat[float64](dst), asFloat[float64](a))
}

func func1To[F float32 | float64](name string, f kernel.Func1, dst, a Strided[F]) error {
	p, ad, _, ok, err := BinaryPlan(name, dst, a, a)
	if !ok {
		return err
	}
	if _, parts := Parts(&p, dst.Data); parts > 1 {
		RunsPar(&p, dst.Data, ad, ad, func(dd, ad, _ []F, d, x, _, n int, st [3]int) {
			kernel.Func1Run(f, dd, d, st[0], ad, x, st[1], n)
		})
		return nil
	}
	// One part: the runs on this goroutine, through a closure that does not
	// escape, so that the call allocates nothing.
	dd := hide(dst.Data).slice()
	ad = hide(ad).slice()
	EachRun(&p, func(d, x, _, n int, st [3]int) { kernel.Func1Run(f, dd, d, st[0], ad, x, st[1], n) })
	return nil
}

// Func2To stores f(a, b) into dst, a and b broadcast to dst's shape,
// through the elementwise plan. For integers it first checks what NumPy
// would raise or warn on and the package reports as an error, before
// anything is written: a zero divisor (ErrDivideByZero) for fmod,
// remainder and floor_divide, and a negative exponent for power
// (ErrValue). A function that integers do not have (arctan2, hypot) or
// floats do not have (the bitwise functions and shifts) is ErrType.
func Func2To[T Real](name string, f kernel.Func2, dst, a, b Strided[T]) error {
	if !f.Valid() {
		return Errorf(ErrValue, "%s: %d is not a function of two arguments", name, f)
	}
	kind, size := KindOf[T]()
	var z T
	switch {
	case kind == KindFloat && f.IntegerOnly():
		return Errorf(ErrType, "%s: %s is defined for integers, not %T", name, f, z)
	case kind != KindFloat && f.FloatOnly():
		return Errorf(ErrType, "%s: %s of %T: convert to a float type first (NumPy computes it in float64)", name, f, z)
	}
	p, ad, bd, ok, err := BinaryPlan(name, dst, a, b)
	if !ok {
		return err
	}
	if kind != KindFloat {
		if f.Divides() {
			if err := CheckDivisor(name, b); err != nil {
				return err
			}
		}
		if f == kernel.FPower && kind == KindSigned {
			if err := checkNonNegative(name, b); err != nil {
				return err
			}
		}
		func2Int(f, &p, dst.Data, ad, bd)
		return nil
	}
	if size == 4 {
		func2Float(f, &p, Reinterpret[float32](dst.Data), Reinterpret[float32](ad), Reinterpret[float32](bd))
	} else {
		func2Float(f, &p, Reinterpret[float64](dst.Data), Reinterpret[float64](ad), Reinterpret[float64](bd))
	}
	return nil
}

func func2Float[F float32 | float64](f kernel.Func2, p *Plan, dst, a, b []F) {
	if _, parts := Parts(p, dst); parts > 1 {
		RunsPar(p, dst, a, b, func(dd, ad, bd []F, d, x, y, n int, st [3]int) {
			kernel.Func2FloatRun(f, dd, d, st[0], ad, x, st[1], bd, y, st[2], n)
		})
		return
	}
	dd, ad, bd := hide(dst).slice(), hide(a).slice(), hide(b).slice()
	EachRun(p, func(d, x, y, n int, st [3]int) { kernel.Func2FloatRun(f, dd, d, st[0], ad, x, st[1], bd, y, st[2], n) })
}

// func2Int runs an integer T as the signed or unsigned type of its width.
func func2Int[T Real](f kernel.Func2, p *Plan, dst, a, b []T) {
	switch kind, size := KindOf[T](); {
	case kind == KindSigned && size == 1:
		func2IntW[int8](f, p, dst, a, b)
	case kind == KindSigned && size == 2:
		func2IntW[int16](f, p, dst, a, b)
	case kind == KindSigned && size == 4:
		func2IntW[int32](f, p, dst, a, b)
	case kind == KindSigned:
		func2IntW[int64](f, p, dst, a, b)
	case size == 1:
		func2IntW[uint8](f, p, dst, a, b)
	case size == 2:
		func2IntW[uint16](f, p, dst, a, b)
	case size == 4:
		func2IntW[uint32](f, p, dst, a, b)
	default:
		func2IntW[uint64](f, p, dst, a, b)
	}
}

func func2IntW[I kernel.Integer, T Real](f kernel.Func2, p *Plan, dst, a, b []T) {
	if _, parts := Parts(p, dst); parts > 1 {
		RunsPar(p, Reinterpret[I](dst), Reinterpret[I](a), Reinterpret[I](b), func(dd, ad, bd []I, d, x, y, n int, st [3]int) {
			kernel.Func2IntRun(f, dd, d, st[0], ad, x, st[1], bd, y, st[2], n)
		})
		return
	}
	dd, ad, bd := hide(Reinterpret[I](dst)).slice(), hide(Reinterpret[I](a)).slice(), hide(Reinterpret[I](b)).slice()
	EachRun(p, func(d, x, y, n int, st [3]int) { kernel.Func2IntRun(f, dd, d, st[0], ad, x, st[1], bd, y, st[2], n) })
}

// checkNonNegative reports a negative element of b as an error wrapping
// ErrValue: NumPy raises "Integers to negative integer powers are not
// allowed".
func checkNonNegative[T Real](name string, b Strided[T]) error {
	p, ok := ElemPlan(b.Data, b.Shape, b.St, b.Off)
	if !ok {
		return nil
	}
	n, st := p.Inner()
	var zero T
	ok = Walk(&p, 1, func(o, _, _ int) bool {
		for range n {
			if b.Data[o] < zero {
				return false
			}
			o += st[0]
		}
		return true
	})
	if !ok {
		return Errorf(ErrValue, "%s: an integer exponent is negative (NumPy: integers to negative integer powers are not allowed); dst is unchanged", name)
	}
	return nil
}
