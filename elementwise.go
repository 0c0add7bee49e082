package tensor

// Elementwise work runs on the copy engine's normaliser (newPlan): the
// operands are broadcast to the destination's shape, axes are flipped,
// sorted, merged, and the innermost axis runs a loop specialised for unit
// and zero strides.

// Map returns a new C-contiguous tensor whose elements are f of t's.
func Map[U, T any, D Dim](t Tensor[T, D], f func(T) U) Tensor[U, D] {
	r, _ := Zeros[U](t.layout.shape) // t's shape is valid
	p, ok := newPlan(ints(&r.layout.shape), 2, [3][]int{ints(&r.layout.strides), ints(&t.layout.strides)}, [3]int{0, t.layout.offset})
	if !ok {
		return r
	}
	n, st := p.inner()
	ds, ss := st[0], st[1]
	outer(&p, 1, func(d, s int) {
		for range n {
			r.data[d] = f(t.data[s])
			d += ds
			s += ss
		}
	})
	return r
}

// Apply replaces every element x of t by f(x), in place. It returns an error
// wrapping [ErrReadOnly] for a read-only view.
func (t Tensor[T, D]) Apply(f func(T) T) error {
	if t.readOnly {
		return errorf(ErrReadOnly, "Apply")
	}
	p, ok := newPlan(ints(&t.layout.shape), 1, [3][]int{ints(&t.layout.strides)}, [3]int{t.layout.offset})
	if !ok {
		return nil
	}
	n, st := p.inner()
	ds := st[0]
	outer(&p, 1, func(d, _ int) {
		for range n {
			t.data[d] = f(t.data[d])
			d += ds
		}
	})
	return nil
}

// ZipTo stores f(a, b) into dst elementwise, broadcasting a and b to dst's
// shape (NumPy rules). It returns an error wrapping [ErrBroadcast] or
// [ErrReadOnly]. dst may share memory with a or b only if each of them reads
// every element before dst writes it, as for identical layouts.
func ZipTo[T, U, V any, F, D, E Dim](dst Tensor[V, F], a Tensor[T, D], b Tensor[U, E], f func(T, U) V) error {
	p, ok, err := binaryPlan("ZipTo", dst.readOnly, &dst.layout, a.layout, b.layout)
	if !ok {
		return err
	}
	n, st := p.inner()
	ds, as, bs := st[0], st[1], st[2]
	walk(&p, 1, func(d, x, y int) bool {
		for range n {
			dst.data[d] = f(a.data[x], b.data[y])
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

// binaryPlan broadcasts a and b to dst's shape and normalises the
// three-operand iteration. ok is false when there is nothing to do: err then
// says why, or is nil for an empty destination.
func binaryPlan[F, D, E Dim](name string, readOnly bool, dst *Layout[F], a Layout[D], b Layout[E]) (plan, bool, error) {
	if readOnly {
		return plan{}, false, errorf(ErrReadOnly, "%s", name)
	}
	al, err := BroadcastTo(a, dst.shape)
	if err != nil {
		return plan{}, false, err
	}
	bl, err := BroadcastTo(b, dst.shape)
	if err != nil {
		return plan{}, false, err
	}
	p, ok := newPlan(ints(&dst.shape), 3, [3][]int{ints(&dst.strides), ints(&al.strides), ints(&bl.strides)}, [3]int{dst.offset, al.offset, bl.offset})
	return p, ok, nil
}

type binOp uint8

const (
	opAdd binOp = iota
	opSub
	opMul
	opDiv
)

// arithTo is the arithmetic kernel behind AddTo, SubtractTo, MultiplyTo and DivideTo:
// the operator is chosen outside the inner loop, and the inner loop is
// specialised for unit strides and for a broadcast (stride-0) operand.
func arithTo[T Number, F, D, E Dim](name string, op binOp, dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	p, ok, err := binaryPlan(name, dst.readOnly, &dst.layout, a.layout, b.layout)
	if !ok {
		return err
	}
	n, st := p.inner()
	ds, as, bs := st[0], st[1], st[2]
	walk(&p, 1, func(d, x, y int) bool {
		switch {
		case ds == 1 && as == 1 && bs == 1:
			arithVV(op, dst.data[d:d+n], a.data[x:x+n], b.data[y:y+n])
		case ds == 1 && as == 1 && bs == 0:
			arithVS(op, dst.data[d:d+n], a.data[x:x+n], b.data[y])
		default:
			for range n {
				dst.data[d] = arith(op, a.data[x], b.data[y])
				d += ds
				x += as
				y += bs
			}
		}
		return true
	})
	return nil
}

func arith[T Number](op binOp, x, y T) T {
	switch op {
	case opAdd:
		return x + y
	case opSub:
		return x - y
	case opMul:
		return x * y
	}
	return x / y
}

func arithVV[T Number](op binOp, d, a, b []T) {
	a, b = a[:len(d)], b[:len(d)]
	switch op {
	case opAdd:
		for i := range d {
			d[i] = a[i] + b[i]
		}
	case opSub:
		for i := range d {
			d[i] = a[i] - b[i]
		}
	case opMul:
		for i := range d {
			d[i] = a[i] * b[i]
		}
	default:
		for i := range d {
			d[i] = a[i] / b[i]
		}
	}
}

func arithVS[T Number](op binOp, d, a []T, y T) {
	a = a[:len(d)]
	switch op {
	case opAdd:
		for i := range d {
			d[i] = a[i] + y
		}
	case opSub:
		for i := range d {
			d[i] = a[i] - y
		}
	case opMul:
		for i := range d {
			d[i] = a[i] * y
		}
	default:
		for i := range d {
			d[i] = a[i] / y
		}
	}
}

// AddTo stores a + b into dst elementwise, broadcasting a and b to dst's
// shape. It returns an error wrapping [ErrBroadcast] or [ErrReadOnly].
func AddTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("AddTo", opAdd, dst, a, b)
}

// SubtractTo stores a - b into dst; see [AddTo].
func SubtractTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("SubtractTo", opSub, dst, a, b)
}

// MultiplyTo stores a * b into dst; see [AddTo].
func MultiplyTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("MultiplyTo", opMul, dst, a, b)
}

// DivideTo stores a / b into dst; see [AddTo]. Integer division by zero panics
// as in Go.
func DivideTo[T Number, F, D, E Dim](dst Tensor[T, F], a Tensor[T, D], b Tensor[T, E]) error {
	return arithTo("DivideTo", opDiv, dst, a, b)
}

func arithNew[F Dim, T Number, D, E Dim](name string, op binOp, a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	r, err := zerosBroadcast[F, T](a.layout, b.layout)
	if err != nil {
		return r, err
	}
	return r, arithTo(name, op, r, a, b)
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

// Divide returns a / b; see [Add].
func Divide[F Dim, T Number, D, E Dim](a Tensor[T, D], b Tensor[T, E]) (Tensor[T, F], error) {
	return arithNew[F]("Divide", opDiv, a, b)
}

// Scale multiplies every element of t by c in place. It returns an error
// wrapping [ErrReadOnly] for a read-only view.
func Scale[T Number, D Dim](t Tensor[T, D], c T) error {
	// t = t * c through the arithmetic kernel: c is a rank-0 tensor
	// broadcast to t, which takes the vector-times-scalar inner loop.
	return arithTo("Scale", opMul, t, t, Tensor[T, [0]int]{data: []T{c}})
}
