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
	p, ad, bd, ok, err := BinaryPlan(name, dst, a, b)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, bd, func(dd []bool, ad, bd []T, d, x, y, n int, st [3]int) {
		k(op, dd, d, st[0], ad, x, st[1], bd, y, st[2], n)
	})
	return nil
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
