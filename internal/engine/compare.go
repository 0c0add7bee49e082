package engine

import (
	"github.com/fixedrank/tensor/internal/kernel"
)

// CmpKernel is kernel.Compare or kernel.CompareEq.
type CmpKernel[T any] func(op kernel.CmpOp, d []bool, do, ds int, a []T, ao, as int, b []T, bo, bs, n int)

// CompareTo stores a op b into dst, broadcasting a and b to dst's shape,
// through the elementwise plan (binaryPlan: read-only check, broadcasting,
// the overlap decision), the operator applied run by run by the kernel k.
func CompareTo[T any](name string, k CmpKernel[T], op kernel.CmpOp, dst Strided[bool], a, b Strided[T]) error {
	var p Plan
	ad, bd, ok, err := BinaryPlan(&p, name, dst, a, b)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, bd, cmpRunner[T]{k, op})
	return nil
}

// cmpRunner compares one run with the kernel k.
type cmpRunner[T any] struct {
	k  CmpKernel[T]
	op kernel.CmpOp
}

func (r cmpRunner[T]) Run(d []bool, a, b []T, o0, o1, o2, n int, st [3]int) {
	r.k(r.op, d, o0, st[0], a, o1, st[1], b, o2, st[2], n)
}

// CmpTo is compareTo for one operator and kernel.
type CmpTo[T any] func(name string, dst Strided[bool], a, b Strided[T]) error

func Ordered[T Real](op kernel.CmpOp) CmpTo[T] {
	return func(name string, dst Strided[bool], a, b Strided[T]) error {
		return CompareTo(name, kernel.Compare[T], op, dst, a, b)
	}
}

func Equality[T comparable](op kernel.CmpOp) CmpTo[T] {
	return func(name string, dst Strided[bool], a, b Strided[T]) error {
		return CompareTo(name, kernel.CompareEq[T], op, dst, a, b)
	}
}
