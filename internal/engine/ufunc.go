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
	p, ad, _, ok, err := BinaryPlan(name, dst, a, a)
	if !ok {
		return err
	}
	RunsPar(&p, dst.Data, ad, ad, func(dd, ad, _ []F, d, x, _, n int, st [3]int) {
		kernel.Func1Run(f, dd, d, st[0], ad, x, st[1], n)
	})
	return nil
}
