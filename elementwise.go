package tensor

import "github.com/fixedrank/tensor/internal/kernel"

// Elementwise work runs on the copy engine's normaliser (newPlan): the
// operands are broadcast to the destination's shape, axes are flipped,
// sorted, merged, and the innermost axis runs a loop specialised for unit
// and zero strides.

// Map returns a new C-contiguous tensor whose elements are f of t's. It
// panics if the result cannot be allocated (see [Zeros]), which can happen
// only for a view whose elements share memory (a broadcast, or
// overlapping sliding windows).
func Map[U, T any, D Dim](t Tensor[T, D], f func(T) U) Tensor[U, D] {
	if len(t.data) == 0 {
		return Tensor[U, D]{layout: t.layout} // no element to map
	}
	r, err := Zeros[U](t.layout.shape)
	if err != nil {
		panic(err)
	}
	mapTo(r.strided(), t.strided(), f)
	return r
}

// mapTo stores f of each element of src into dst, which has src's shape
// and does not overlap it.
func mapTo[U, T any](dst strided[U], src strided[T], f func(T) U) {
	p, ok := newPlan(dst.shape, 2, [3][]int{dst.st, src.st}, [3]int{dst.off, src.off})
	if !ok {
		return
	}
	n, st := p.inner()
	ds, ss := st[0], st[1]
	outer(&p, 1, func(d, s int) {
		for range n {
			dst.data[d] = f(src.data[s])
			d += ds
			s += ss
		}
	})
}

// Apply replaces every element x of t by f(x), in place. It returns an error
// wrapping [ErrReadOnly] for a read-only view.
func (t Tensor[T, D]) Apply(f func(T) T) error { return apply(t.strided(), f) }

// apply replaces every element x of s by f(x).
func apply[T any](s strided[T], f func(T) T) error {
	if s.readOnly {
		return errorf(ErrReadOnly, "Apply")
	}
	p, ok := elemPlan(s.data, s.shape, s.st, s.off)
	if !ok {
		return nil
	}
	n, st := p.inner()
	ds := st[0]
	outer(&p, 1, func(d, _ int) {
		for range n {
			s.data[d] = f(s.data[d])
			d += ds
		}
	})
	return nil
}

// ZipTo stores f(a, b) into dst elementwise, broadcasting a and b to dst's
// shape (NumPy rules). dst may share memory with a or b in any way: the
// result is what computing into a temporary and copying would give (an
// input that overlaps dst other than through dst's own layout is copied
// first; one with dst's layout, as in ZipTo(a, a, b, f), is not). It
// returns an error wrapping [ErrBroadcast] or [ErrReadOnly], or the
// allocation errors of [Zeros] if an input that dst overlaps cannot be
// copied; dst is then unchanged.
func ZipTo[T, U, V any, F, D, E Dim](dst Tensor[V, F], a Tensor[T, D], b Tensor[U, E], f func(T, U) V) error {
	return zipTo("ZipTo", dst.strided(), a.strided(), b.strided(), f)
}

// zipTo implements ZipTo for both ranks.
func zipTo[T, U, V any](name string, dst strided[V], a strided[T], b strided[U], f func(T, U) V) error {
	p, ad, bd, ok, err := binaryPlan(name, dst, a, b)
	if !ok {
		return err
	}
	n, st := p.inner()
	ds, as, bs := st[0], st[1], st[2]
	walk(&p, 1, func(d, x, y int) bool {
		for range n {
			dst.data[d] = f(ad[x], bd[y])
			d += ds
			x += as
			y += bs
		}
		return true
	})
	return nil
}

// Zip returns a new C-contiguous tensor of rank F holding f(a, b), with a
// and b broadcast together (NumPy rules); F names the broadcast rank:
//
//	c, err := tensor.Zip[[2]int](m, row, func(x, y float64) float64 { return x * y })
//
// It returns an error wrapping [ErrBroadcast] or [ErrRank].
func Zip[F Dim, T, U, V any, D, E Dim](a Tensor[T, D], b Tensor[U, E], f func(T, U) V) (Tensor[V, F], error) {
	r, err := zerosBroadcast[F, V](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, ZipTo(r, a, b, f)
}

// zerosBroadcast returns a zero C-contiguous tensor of the broadcast shape
// of a and b, of rank F.
func zerosBroadcast[F Dim, V any, D, E Dim](a Layout[D], b Layout[E]) (Tensor[V, F], error) {
	shape, err := BroadcastShape[F](a.shape, b.shape)
	if err != nil {
		return Tensor[V, F]{}, err
	}
	return Zeros[V](shape)
}

// binaryPlan broadcasts a and b to dst's shape, copies an input that dst
// overlaps (see mustCopy), and normalises the three-operand iteration; it
// returns the buffers to read a and b from (their own, or copies). ok is
// false when there is nothing to do: err then says why, or is nil for an
// empty destination.
func binaryPlan[V, T, U any](name string, dst strided[V], a strided[T], b strided[U]) (p plan, ad []T, bd []U, ok bool, err error) {
	if dst.readOnly {
		return p, nil, nil, false, errorf(ErrReadOnly, "%s", name)
	}
	var ast, bst [MaxRank]int // a's and b's strides broadcast to dst's shape
	n := len(dst.shape)       // at most MaxRank, as for every tensor
	if err := broadcastStrides(name, a.shape, a.st, dst.shape, ast[:n]); err != nil {
		return p, nil, nil, false, err
	}
	if err := broadcastStrides(name, b.shape, b.st, dst.shape, bst[:n]); err != nil {
		return p, nil, nil, false, err
	}
	if dst.hasNone() {
		return p, nil, nil, false, nil // nothing to write (an empty or zero-value dst)
	}
	if len(a.data) == 0 || len(b.data) == 0 {
		// Only the zero value of a rank-0 tensor has a non-empty shape and
		// no buffer: it has no element to broadcast.
		return p, nil, nil, false, errorf(ErrBroadcast, "%s: an input is a zero-value tensor without elements", name)
	}
	aoff, boff := a.off, b.off
	if ad, aoff, err = detach(name, dst, a, ast[:n], aoff); err != nil {
		return p, nil, nil, false, err
	}
	if bd, boff, err = detach(name, dst, b, bst[:n], boff); err != nil {
		return p, nil, nil, false, err
	}
	p, ok = newPlan(dst.shape, 3, [3][]int{dst.st, ast[:n], bst[:n]}, [3]int{dst.off, aoff, boff})
	return p, ad, bd, ok, nil
}

// detach returns the buffer and offset through which an input x, whose
// strides broadcast to dst's shape are xst, is read while dst is written:
// x's own, or a copy's when dst overlaps x, whose broadcast strides then
// replace xst.
func detach[V, T any](name string, dst strided[V], x strided[T], xst []int, xoff int) ([]T, int, error) {
	if !mustCopyAny(dst.data, dst.shape, dst.st, dst.off, x.data, xst, xoff) {
		return x.data, xoff, nil
	}
	var cst [MaxRank]int
	c, err := cloneData(name, x, C, cst[:len(x.shape)])
	if err != nil {
		return nil, 0, err
	}
	_ = broadcastStrides(name, x.shape, cst[:len(x.shape)], dst.shape, xst) // x's shape broadcast before
	return c, 0, nil
}

// binOp is an arithmetic operator; its values are the kernel's.
type binOp = kernel.Op

const (
	opAdd = kernel.Add
	opSub = kernel.Sub
	opMul = kernel.Mul
	opDiv = kernel.Div
)

// arithTo is the arithmetic kernel behind AddTo, SubtractTo, MultiplyTo and DivideTo:
// the operator is chosen outside the inner loop, and the inner loop is
// specialised for unit strides and for a broadcast (stride-0) operand.
func arithTo[T Number](name string, op binOp, dst, a, b strided[T]) error {
	p, ad, bd, ok, err := binaryPlan(name, dst, a, b)
	if !ok {
		return err
	}
	if op == opDiv {
		if kind, _ := kindOf[T](); kind == kindSigned || kind == kindUnsigned {
			// Check the divisor before writing anything. Broadcasting only
			// stretches axes of length 1, so a non-empty dst reads every
			// element of b.
			if err := checkDivisor(name, b); err != nil {
				return err
			}
		}
	}
	// Floats go to the kernels as their underlying type, so that named
	// float types reach the vector kernels too.
	switch kind, size := kindOf[T](); {
	case kind == kindFloat && size == 8:
		arithRuns(kernel.Op(op), &p, reinterpret[float64](dst.data), reinterpret[float64](ad), reinterpret[float64](bd))
	case kind == kindFloat:
		arithRuns(kernel.Op(op), &p, reinterpret[float32](dst.data), reinterpret[float32](ad), reinterpret[float32](bd))
	default:
		arithRuns(kernel.Op(op), &p, dst.data, ad, bd)
	}
	return nil
}

// arithRuns runs the arithmetic kernel on every inner run of p: vector
// forms for unit strides and a broadcast (stride-0) operand, the strided
// loop otherwise.
func arithRuns[T Number](op kernel.Op, p *plan, dst, a, b []T) {
	n, st := p.inner()
	ds, as, bs := st[0], st[1], st[2]
	walk(p, 1, func(d, x, y int) bool {
		switch {
		case ds == 1 && as == 1 && bs == 1:
			kernel.ArithVV(op, dst[d:d+n], a[x:x+n], b[y:y+n])
		case ds == 1 && as == 1 && bs == 0:
			kernel.ArithVS(op, dst[d:d+n], a[x:x+n], b[y])
		case ds == 1 && as == 0 && bs == 1:
			kernel.ArithSV(op, dst[d:d+n], a[x], b[y:y+n])
		default:
			kernel.ArithStrided(op, dst, d, ds, a, x, as, b, y, bs, n)
		}
		return true
	})
}

// checkDivisor reports an integer division by zero: a zero element of b.
// The caller has a non-empty destination (binaryPlan returned a plan), so
// every element of b is read.
func checkDivisor[T Number](name string, b strided[T]) error {
	p, ok := elemPlan(b.data, b.shape, b.st, b.off)
	if !ok {
		return nil
	}
	n, st := p.inner()
	allNonZero := walk(&p, 1, func(o, _, _ int) bool {
		for range n {
			if b.data[o] == 0 {
				return false
			}
			o += st[0]
		}
		return true
	})
	if !allNonZero {
		return errorf(ErrDivideByZero, "%s: a divisor element is zero; dst is unchanged", name)
	}
	return nil
}

// AddTo stores a + b into dst elementwise, broadcasting a and b to dst's
// shape as NumPy's np.add(a, b, out=dst) does: dst need not have a and b's
// broadcast shape, only a shape each of them broadcasts to (more leading
// axes, or length n where they have length 1), but dst itself is never
// broadcast, so a dst too small for a or b is an error. dst may share
// memory with a or b in any way: the result is what computing into a
// temporary and copying would give, and the in-place form AddTo(a, a, b)
// neither copies nor allocates. It returns an error wrapping
// [ErrBroadcast] or [ErrReadOnly], or the allocation errors of [Zeros] if
// an input that dst overlaps cannot be copied; dst is then unchanged.
func AddTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("AddTo", opAdd, dst.strided(), a.strided(), b.strided())
}

// SubtractTo stores a - b into dst; see [AddTo].
func SubtractTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("SubtractTo", opSub, dst.strided(), a.strided(), b.strided())
}

// MultiplyTo stores a * b into dst; see [AddTo].
func MultiplyTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("MultiplyTo", opMul, dst.strided(), a.strided(), b.strided())
}

// DivideTo stores a / b into dst; see [AddTo]. For integer types it is Go's
// division, which truncates toward zero (NumPy's floor_divide rounds toward
// minus infinity, and NumPy's divide of integers returns floats), and the
// most negative value divided by -1 gives the most negative value again
// (two's-complement wrap-around, as in Go and in NumPy's floor_divide). An
// integer divisor with a zero element gives an error wrapping
// [ErrDivideByZero], found before anything is written, so dst is unchanged.
// Float division by zero gives ±Inf or NaN, as IEEE 754 says.
func DivideTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("DivideTo", opDiv, dst.strided(), a.strided(), b.strided())
}

func arithNew[F Dim, T Number, D, E Dim](name string, op binOp, a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	r, err := zerosBroadcast[F, T](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, arithTo(name, op, r.strided(), a.strided(), b.strided())
}

// Add returns a + b in a new C-contiguous tensor of the broadcast shape,
// whose rank F is named at the call site: tensor.Add[[2]int](m, row). It
// returns an error wrapping [ErrBroadcast] or [ErrRank].
func Add[F Dim, T Number, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	return arithNew[F]("Add", opAdd, a, b)
}

// Subtract returns a - b; see [Add].
func Subtract[F Dim, T Number, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	return arithNew[F]("Subtract", opSub, a, b)
}

// Multiply returns a * b; see [Add].
func Multiply[F Dim, T Number, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	return arithNew[F]("Multiply", opMul, a, b)
}

// Divide returns a / b; see [Add] and, for integers, [DivideTo].
func Divide[F Dim, T Number, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	return arithNew[F]("Divide", opDiv, a, b)
}

// Scale multiplies every element of t by c in place. It returns an error
// wrapping [ErrReadOnly] for a read-only view.
func Scale[T Number, D Dim](t Tensor[T, D], c T) error {
	// t = t * c through the arithmetic kernel: c is a rank-0 tensor
	// broadcast to t, which takes the vector-times-scalar inner loop.
	return scale("Scale", t.strided(), c)
}

// scale implements Scale for both ranks.
func scale[T Number](name string, t strided[T], c T) error {
	return arithTo(name, opMul, t, t, strided[T]{data: []T{c}})
}
