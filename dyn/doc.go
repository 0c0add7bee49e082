// Package dyn is the runtime-rank twin of package tensor: [Tensor] and
// [Layout] hold their shape in slices, for ranks known only at run time (a
// .npy header, NumPy-style indexing whose rank follows the items, user
// input). The verbs have the names of package tensor without a suffix —
// dyn.Sum, dyn.Add, dyn.Where, dyn.Concatenate — and the same semantics,
// because both packages are thin typed layers over one engine: every result
// is the one package tensor gives for the same view, bit for bit.
//
//	d, _ := dyn.FromSlice([]float64{1, 2, 3, 4, 5, 6}, 2, 3)
//	s, _ := dyn.SumAxes(d, 0)   // [5 7 9]
//	t, _ := tensor.FromDyn[[2]int](d) // to the fixed rank, sharing elements
//	back := t.Dyn()                   // and back
//
// The sentinels ([ErrShape], [ErrRank], …), [Order], [Item] and [Run] are the
// same values and types as package tensor's, so one errors.Is test or one
// index item serves both packages. Package tensor imports dyn for its
// conversions; dyn never imports tensor.
//
// Large operations split their work among workers as package tensor's do,
// with the same results for any number of them; tensor.SetWorkers sets
// how many, for both packages.
package dyn
