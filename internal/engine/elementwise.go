package engine

import "github.com/fixedrank/tensor/internal/kernel"

// MapTo stores f of each element of src into dst, which has src's shape
// and does not overlap it.
func MapTo[U, T any](dst Strided[U], src Strided[T], f func(T) U) {
	var p Plan
	if !p.Init(dst.Shape, 2, [3][]int{dst.St, src.St}, [3]int{dst.Off, src.Off}) {
		return
	}
	n, st := p.Inner()
	Outer(&p, 1, func(d, s int) {
		kernel.MapRun(dst.Data, d, st[0], src.Data, s, st[1], n, f)
	})
}

// Apply replaces every element x of s by f(x).
func Apply[T any](s Strided[T], f func(T) T) error {
	if err := Writable("Apply", s); err != nil {
		return err
	}
	var p Plan
	if !ElemPlan(&p, s.Data, s.Shape, s.St, s.Off) {
		return nil
	}
	n, st := p.Inner()
	Outer(&p, 1, func(d, _ int) {
		kernel.MapRun(s.Data, d, st[0], s.Data, d, st[0], n, f)
	})
	return nil
}

// ZipTo implements ZipTo for both ranks.
func ZipTo[T, U, V any](name string, dst Strided[V], a Strided[T], b Strided[U], f func(T, U) V) error {
	var p Plan
	ad, bd, ok, err := BinaryPlan(&p, name, dst, a, b)
	if !ok {
		return err
	}
	n, st := p.Inner()
	Walk(&p, 1, func(d, x, y int) bool {
		kernel.ZipRun(dst.Data, d, st[0], ad, x, st[1], bd, y, st[2], n, f)
		return true
	})
	return nil
}

// BinOp is an arithmetic operator; its values are the kernel's.
type BinOp = kernel.Op

const (
	OpAdd = kernel.Add
	OpSub = kernel.Sub
	OpMul = kernel.Mul
	OpDiv = kernel.Div
)

// ArithTo is the arithmetic kernel behind AddTo, SubtractTo, MultiplyTo and DivideTo:
// the operator is chosen outside the inner loop, and the inner loop is
// specialised for unit strides and for a broadcast (stride-0) operand.
func ArithTo[T Number](name string, op BinOp, dst, a, b Strided[T]) error {
	return arithTo(name, op, dst, a, b, false)
}

// ArithNew is ArithTo into r, a new result the caller has just made (see
// streamsInto).
func ArithNew[T Number](name string, op BinOp, r, a, b Strided[T]) error {
	return arithTo(name, op, r, a, b, true)
}

func arithTo[T Number](name string, op BinOp, dst, a, b Strided[T], fresh bool) error {
	var p Plan
	ad, bd, ok, err := BinaryPlan(&p, name, dst, a, b)
	if !ok {
		return err
	}
	if op == OpDiv {
		if kind, _ := KindOf[T](); kind == KindSigned || kind == KindUnsigned {
			// Check the divisor before writing anything. Broadcasting only
			// stretches axes of length 1, so a non-empty dst reads every
			// element of b.
			if err := CheckDivisor(name, b); err != nil {
				return err
			}
		}
	}
	nt := streamsInto(PlanBytes[T](&p), OpBytes[T](&p, 1)+OpBytes[T](&p, 2), fresh)
	// Floats go to the kernels as their underlying type, so that named
	// float types reach the vector kernels too.
	switch kind, size := KindOf[T](); {
	case kind == KindFloat && size == 8:
		ArithRuns(kernel.Op(op), &p, Reinterpret[float64](dst.Data), Reinterpret[float64](ad), Reinterpret[float64](bd), nt)
	case kind == KindFloat:
		ArithRuns(kernel.Op(op), &p, Reinterpret[float32](dst.Data), Reinterpret[float32](ad), Reinterpret[float32](bd), nt)
	default:
		ArithRuns(kernel.Op(op), &p, dst.Data, ad, bd, nt)
	}
	return nil
}

// ArithRuns runs the arithmetic kernel on every inner run of p: vector
// forms for unit strides and a broadcast (stride-0) operand, the strided
// loop otherwise. With nt (a destination out of the caches: see
// streamsInto) the unit-stride runs are written with non-temporal stores.
func ArithRuns[T Number](op kernel.Op, p *Plan, dst, a, b []T, nt bool) {
	if ax, parts := Parts(p, dst); parts > 1 {
		Split(p, ax, parts, dst, a, b, func(q *Plan, d, x, y []T) { arithRuns(op, q, d, x, y, nt) })
		return
	}
	arithRuns(op, p, dst, a, b, nt)
}

// arithRuns is ArithRuns on one goroutine; with nt, it fences the
// non-temporal stores once, after the last run.
func arithRuns[T Number](op kernel.Op, p *Plan, dst, a, b []T, nt bool) {
	if nt {
		defer kernel.Fence()
	}
	EachRun(p, func(d, x, y, n int, st [3]int) {
		ds, as, bs := st[0], st[1], st[2]
		switch {
		case ds == 1 && as == 1 && bs == 1 && nt:
			kernel.ArithVVNT(op, dst[d:d+n], a[x:x+n], b[y:y+n])
		case ds == 1 && as == 1 && bs == 0 && nt:
			kernel.ArithVSNT(op, dst[d:d+n], a[x:x+n], b[y])
		case ds == 1 && as == 1 && bs == 1:
			kernel.ArithVV(op, dst[d:d+n], a[x:x+n], b[y:y+n])
		case ds == 1 && as == 1 && bs == 0:
			kernel.ArithVS(op, dst[d:d+n], a[x:x+n], b[y])
		case ds == 1 && as == 0 && bs == 1:
			kernel.ArithSV(op, dst[d:d+n], a[x], b[y:y+n])
		default:
			kernel.ArithStrided(op, dst, d, ds, a, x, as, b, y, bs, n)
		}
	})
}

// CheckDivisor reports an integer division by zero: a zero element of b.
// The caller has a non-empty destination (binaryPlan returned a plan), so
// every element of b is read.
func CheckDivisor[T Number](name string, b Strided[T]) error {
	var p Plan
	if !ElemPlan(&p, b.Data, b.Shape, b.St, b.Off) {
		return nil
	}
	n, st := p.Inner()
	allNonZero := Walk(&p, 1, func(o, _, _ int) bool { return kernel.AllNonzero(b.Data, o, st[0], n) })
	if !allNonZero {
		return Errorf(ErrDivideByZero, "%s: a divisor element is zero; dst is unchanged", name)
	}
	return nil
}

// Scale implements Scale for both ranks.
func Scale[T Number](name string, t Strided[T], c T) error {
	return ArithTo(name, OpMul, t, t, Strided[T]{Data: []T{c}})
}
