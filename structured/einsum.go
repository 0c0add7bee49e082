package structured

import (
	"slices"

	"github.com/fixedrank/tensor"

	"github.com/fixedrank/tensor/internal/engine"
)

// Identity returns the n×n identity matrix as diagonal storage: a payload
// of n ones.
func Identity[T tensor.Number](n int) (Storage[T], error) {
	if n < 0 {
		return Storage[T]{}, engine.Errorf(tensor.ErrShape, "Identity: negative length %d", n)
	}
	ones := make([]T, n)
	for i := range ones {
		ones[i] = 1
	}
	return Diagonal(ones, 2)
}

// Einsum evaluates NumPy's einsum over structured operands on their
// payloads, never expanding the structural zeros: the logical axes of one
// class are one letter (a diagonal tensor's letters i and j both stand
// for its payload's one axis, the factor δ(i, j) it carries), so the
// subscripts become an einsum over the payloads, computed as the root
// package's Einsum computes one, with its plan and numerics. A diagonal
// matrix times a dense one is a scaled copy of the dense one, O(n·k), not
// the O(n²·k) product through the dense tensor:
//
//	d, _ := structured.Diagonal([]float64{1, 2, 3}, 2)
//	m, _ := structured.FromTensor(dense)                 // 3×k, shared
//	p, err := structured.Einsum("ij,jk->ik", d, m)      // rows of m scaled by 1, 2, 3
//
// The result is structured too: an output axis takes the class of its
// letter, so that output letters joined through a diagonal share a class
// (diagonal × diagonal stays diagonal: "ij,jk->ik" of two diagonal
// matrices is the diagonal matrix of their payloads' product), and the
// others are dense. The result's payload is new and C-contiguous.
//
// The subscripts are NumPy's, over the logical axes (see the root
// package's Einsum). Letters joined through a class must have one length
// there, as a repeated letter must. It returns the errors of the root
// package's Einsum and [tensor.ErrType] for a zero Storage operand.
func Einsum[T tensor.Number](subscripts string, operands ...Storage[T]) (Storage[T], error) {
	const op = "structured.Einsum"
	ranks := make([]int, len(operands))
	for i, s := range operands {
		if !s.hasPayload() {
			return Storage[T]{}, engine.Errorf(tensor.ErrType, "%s: operand %d is a zero Storage", op, i)
		}
		ranks[i] = len(s.classes)
	}
	spec, err := engine.ParseEinsum(op, subscripts, ranks)
	if err != nil {
		return Storage[T]{}, err
	}
	// The letters' lengths over the logical axes, as NumPy checks them.
	logical := make([][]int, len(operands))
	for i, s := range operands {
		logical[i] = s.LogicalDims()
	}
	if _, err := engine.EinsumSizes(op, spec, logical, make([]int, len(spec.Out))); err != nil {
		return Storage[T]{}, err
	}
	// Join the letters of the axes of one class (union-find over labels).
	parent := map[int]int{}
	find := func(l int) int {
		for {
			p, ok := parent[l]
			if !ok {
				return l
			}
			l = p
		}
	}
	for i, s := range operands {
		first := make([]int, len(s.dims))
		for c := range first {
			first[c] = -1
		}
		for k, c := range s.classes {
			l := spec.In[i][k]
			if s.dims[c] == 1 {
				continue // δ over one index is 1: the axes are independent
			}
			if first[c] < 0 {
				first[c] = l
				continue
			}
			a, b := find(first[c]), find(l)
			if a != b {
				parent[max(a, b)] = min(a, b)
			}
		}
	}
	// The payload einsum: each operand's payload axis c has the letter of
	// its class, but a payload axis of length 1 is one axis of length 1 per
	// letter of its class's logical axes (so that it broadcasts as the
	// logical axes do); the output's payload axes are the output's joined
	// letters, each once, in order of first appearance.
	var pay engine.EinsumSpec
	ops := make([]engine.Strided[T], len(operands))
	for i, s := range operands {
		v := engine.Strided[T]{Data: s.data, Off: s.offset}
		var labels []int
		for c, d := range s.dims {
			if d != 1 {
				k := slices.Index(s.classes, c)
				v.Shape, v.St = append(v.Shape, d), append(v.St, s.strides[c])
				labels = append(labels, find(spec.In[i][k]))
			}
		}
		for k, c := range s.classes {
			// An axis of length 1 whose letter the operand already has is
			// read at index 0 there: it broadcasts, as the logical axis does.
			if l := find(spec.In[i][k]); s.dims[c] == 1 && !slices.Contains(labels, l) {
				v.Shape, v.St = append(v.Shape, 1), append(v.St, 0)
				labels = append(labels, l)
			}
		}
		pay.In = append(pay.In, labels)
		ops[i] = v
	}
	classes := make([]int, len(spec.Out))
	for k, l := range spec.Out {
		r := find(l)
		c := slices.Index(pay.Out, r)
		if c < 0 {
			c = len(pay.Out)
			pay.Out = append(pay.Out, r)
		}
		classes[k] = c
	}
	shapes := make([][]int, len(ops))
	for i := range ops {
		shapes[i] = ops[i].Shape
	}
	p, err := engine.PlanSpec(op, pay, shapes)
	if err != nil {
		return Storage[T]{}, err
	}
	dims := p.Shape()
	n, err := engine.SizeOf(op, dims)
	if err != nil {
		return Storage[T]{}, err
	}
	data, err := engine.MakeResult[T](op, n) // EinsumTo writes it whole
	if err != nil {
		return Storage[T]{}, err
	}
	st := make([]int, len(dims))
	_ = engine.ContigStrides(op, dims, st, engine.C)
	if err := engine.EinsumTo(op, engine.Strided[T]{Data: data, Shape: dims, St: st}, p, ops); err != nil {
		return Storage[T]{}, err
	}
	return Storage[T]{data: data, dims: dims, strides: st, classes: classes}, nil
}
