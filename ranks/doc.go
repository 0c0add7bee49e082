// Package ranks holds the rank-specific helpers of package
// [github.com/fixedrank/tensor] for ranks 1 to 8: the generic functions that
// cannot infer their output rank, with both ranks spelled out so that the
// compiler checks them, and element addressing with the index as
// arguments.
//
// A rank-changing view in package tensor names its output rank at the call
// site and checks it at run time:
//
//	row, err := tensor.Select[[2]int](t, 0, 1) // t has rank 3
//
// Select3 says the same in its signature, so passing a rank-2 tensor, or
// keeping the result as anything but a rank-2 tensor, does not compile:
//
//	row, err := ranks.Select3(t, 0, 1)
//
// For each rank n there are SelectLayout{n}, SqueezeLayout{n},
// ExpandDimsLayout{n}, DiagonalLayout{n}, SlidingWindowLayout{n},
// Split{n}At{k} and FromDyn{n} for layouts, and Select{n}, Squeeze{n},
// ExpandDims{n}, Diagonal{n} and SlidingWindow{n} for tensors. Squeeze and
// ExpandDims take one axis here, as their fixed output rank implies; the
// generic forms take several. Functions whose output rank follows from an
// argument ([tensor.Reshape], [tensor.ReshapeLayout]) and the method
// [tensor.Layout.Dyn] need no helper.
//
// # Addressing
//
// Index1 to Index8 return the address of an element with the index as
// arguments, Ptr1 to Ptr7 a pointer to it:
//
//	for i := range n0 {
//		for j := range n1 {
//			sum += *ranks.Ptr2(&t, i, j)
//		}
//	}
//
// They inline into their callers, where they run within about 10 % of the
// sum written out by hand, and check nothing (see [tensor.Layout.IndexUnchecked]
// for the form that works at every rank and for named dimension types).
// They read the layout through [tensor.Layout.Addressing] and
// [tensor.Tensor.Addressing]; Ptr8 would exceed Go's inlining budget, so
// rank-8 loops use d[Index8(&l, …)].
//
// # Why a separate package
//
// Every helper here is generated, and there are more than a hundred of
// them: in package tensor they would fill its index before the core API.
// The package is the output of the tensorgen command
// (github.com/fixedrank/tensor/gen/tensorgen) for ranks 1 to 8; the same
// command writes these helpers for other ranks into your own package.
package ranks

//go:generate go run ../gen/tensorgen -pkg ranks -out ranks_gen.go -ranks 1-8
