// Package structured holds tensors stored as a payload plus axis classes,
// after tensor4all's StructuredStorage: dense storage, diagonal storage
// (a diagonal of n elements standing for an n×…×n tensor) and the mixtures
// in between, as tensor networks use them.
//
//	d, _ := structured.Diagonal([]float64{1, 2, 3}, 2) // diag(1, 2, 3)
//	m, _ := structured.ToTensor[[2]int](d, tensor.C)    // the dense 3×3 matrix
//	s, _ := structured.FromTensor(m)                    // dense storage sharing m
//	p, _ := structured.Einsum("ij,jk->ik", d, s)        // d·m on d's payload: rows scaled
//
// [Einsum] contracts structured operands without expanding them: a
// diagonal matrix times a dense one costs what scaling its rows costs, and
// the product of diagonal operands stays diagonal.
//
// A [Storage] shares its payload's elements; [Map], [Storage.PayloadContiguous],
// [ToTensor] and [Einsum] allocate. Errors wrap the sentinels of package tensor.
package structured
