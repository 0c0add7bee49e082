package engine

import "github.com/fixedrank/tensor/internal/kernel"

// keysOf writes the sort keys of data (contiguous) into k.
func keysOf[T Real](data []T, k []uint64) {
	kind := keyKind[T]()
	switch _, size := KindOf[T](); size {
	case 1:
		kernel.Keys(kind, k, Reinterpret[uint8](data), 0, 1, len(data))
	case 2:
		kernel.Keys(kind, k, Reinterpret[uint16](data), 0, 1, len(data))
	case 4:
		kernel.Keys(kind, k, Reinterpret[uint32](data), 0, 1, len(data))
	default:
		kernel.Keys(kind, k, Reinterpret[uint64](data), 0, 1, len(data))
	}
}

// argSortFlat writes into idx the stable argsort of the contiguous data.
func argSortFlat[T Real](data []T, idx []int, b *kernel.SortBuf) {
	kind := keyKind[T]()
	n := len(data)
	switch _, size := KindOf[T](); size {
	case 1:
		kernel.ArgSortRun(kind, idx, 0, 1, Reinterpret[uint8](data), 0, 1, n, b)
	case 2:
		kernel.ArgSortRun(kind, idx, 0, 1, Reinterpret[uint16](data), 0, 1, n, b)
	case 4:
		kernel.ArgSortRun(kind, idx, 0, 1, Reinterpret[uint32](data), 0, 1, n, b)
	default:
		kernel.ArgSortRun(kind, idx, 0, 1, Reinterpret[uint64](data), 0, 1, n, b)
	}
}

// Uniques is NumPy's unique of a tensor's elements with all its outputs:
// the sorted distinct values, the index of each one's first occurrence
// (in C order), the index into Values of every element, and each value's
// count.
type Uniques[T any] struct {
	Values                   []T
	Indices, Inverse, Counts []int
}

// UniqueOf returns NumPy 1.24's unique of t's elements, flattened in C
// order: the distinct values in sort order (every NaN one value, after the
// others, as equal_nan=True; -0.0 and 0.0 one value, the first in input
// order), and with all the indices, inverse and counts too.
func UniqueOf[T Real](op string, t Strided[T], all bool) (Uniques[T], error) {
	var u Uniques[T]
	var st [MaxRank]int
	data, err := CloneData(op, t, C, st[:len(t.Shape)])
	if err != nil {
		return u, err
	}
	if len(data) == 0 {
		return Uniques[T]{Values: []T{}, Indices: []int{}, Inverse: []int{}, Counts: []int{}}, nil
	}
	n := len(data)
	b := kernel.GetSortBuf()
	defer kernel.PutSortBuf(b)
	k, err := MakeResult[uint64](op, n) // keysOf writes every key
	if err != nil {
		return u, err
	}
	if !all {
		sortLane(data, b)
		keysOf(data, k)
		starts := kernel.RunStarts(k, nil)
		u.Values = make([]T, len(starts))
		kernel.Gather(u.Values, 0, 1, data, 0, 1, starts)
		return u, nil
	}
	perm, err := MakeResult[int](op, n) // argSortFlat writes every position
	if err != nil {
		return u, err
	}
	argSortFlat(data, perm, b)
	keysOf(data, k)
	sorted := make([]uint64, n)
	kernel.Gather(sorted, 0, 1, k, 0, 1, perm)
	starts := kernel.RunStarts(sorted, nil)
	u.Indices, u.Inverse, u.Counts = groups(perm, starts)
	u.Values = make([]T, len(starts))
	kernel.Gather(u.Values, 0, 1, data, 0, 1, u.Indices)
	return u, nil
}

// groups returns, for the runs of equal elements that start at the
// positions starts of the sorted order perm, each run's first index (its
// start's, the first occurrence, as the sort is stable), the inverse (for
// every index, its run) and each run's length.
func groups(perm, starts []int) (indices, inverse, counts []int) {
	m, n := len(starts), len(perm)
	indices, counts, inverse = make([]int, m), make([]int, m), make([]int, n)
	kernel.Gather(indices, 0, 1, perm, 0, 1, starts)
	run := []int{0} // the run's number, scattered with stride 0
	for j, s := range starts {
		end := n
		if j+1 < m {
			end = starts[j+1]
		}
		counts[j] = end - s
		run[0] = j
		kernel.Scatter(inverse, 0, 1, perm[s:end], run, 0, 0)
	}
	return indices, inverse, counts
}

// SearchSorted stores into dst (v's shape) the insertion positions of v's
// elements into the sorted 1-D a (NumPy's searchsorted(a, v, side)), in
// NumPy's sort order.
func SearchSorted[T Real](op string, dst Strided[int], a, v Strided[T], right bool) error {
	if len(a.Shape) != 1 {
		return Errorf(ErrRank, "%s: a has rank %d, not 1", op, len(a.Shape))
	}
	var p Plan
	vd, _, ok, err := BinaryPlan(&p, op, dst, v, v)
	if !ok {
		return err
	}
	na := a.Shape[0]
	if len(a.Data) == 0 {
		na = 0
	}
	kind := keyKind[T]()
	n, st := p.Inner()
	if ka := sortedKeys(a.Data, a.Off, a.St[0], na, p.Size()); ka != nil {
		Walk(&p, 1, func(d, x, _ int) bool {
			searchKeys(right, false, dst.Data, d, st[0], ka, vd, x, st[1], n)
			return true
		})
		return nil
	}
	Walk(&p, 1, func(d, x, _ int) bool {
		switch _, size := KindOf[T](); size {
		case 1:
			kernel.SearchRun(kind, right, dst.Data, d, st[0], Reinterpret[uint8](a.Data), a.Off, a.St[0], na, Reinterpret[uint8](vd), x, st[1], n)
		case 2:
			kernel.SearchRun(kind, right, dst.Data, d, st[0], Reinterpret[uint16](a.Data), a.Off, a.St[0], na, Reinterpret[uint16](vd), x, st[1], n)
		case 4:
			kernel.SearchRun(kind, right, dst.Data, d, st[0], Reinterpret[uint32](a.Data), a.Off, a.St[0], na, Reinterpret[uint32](vd), x, st[1], n)
		default:
			kernel.SearchRun(kind, right, dst.Data, d, st[0], Reinterpret[uint64](a.Data), a.Off, a.St[0], na, Reinterpret[uint64](vd), x, st[1], n)
		}
		return true
	})
	return nil
}

// sortedKeysMax is the longest array whose keys sortedKeys makes.
const sortedKeysMax = 1 << 20

// sortedKeys returns the keys (kernel.SortedKeys) of the na elements
// a[ao+j*as] where they are sorted in NumPy's order and the array is worth
// keying for nv values (na at most nv, so the keys cost no more memory and
// time than the values), otherwise nil: the branchless searches over the
// keys (searchKeys) then find the positions that NumPy's search finds.
func sortedKeys[T Real](a []T, ao, as, na, nv int) []uint64 {
	if na == 0 || na > nv || na > sortedKeysMax {
		return nil
	}
	ka := make([]uint64, na)
	if !makeKeys(ka, a, ao, as) {
		return nil
	}
	return ka
}

// makeKeys is kernel.SortedKeys for the len(ka) elements a[ao+j*as] of T.
func makeKeys[T Real](ka []uint64, a []T, ao, as int) bool {
	kind := keyKind[T]()
	switch _, size := KindOf[T](); size {
	case 1:
		return kernel.SortedKeys(kind, ka, Reinterpret[uint8](a), ao, as)
	case 2:
		return kernel.SortedKeys(kind, ka, Reinterpret[uint16](a), ao, as)
	case 4:
		return kernel.SortedKeys(kind, ka, Reinterpret[uint32](a), ao, as)
	}
	return kernel.SortedKeys(kind, ka, Reinterpret[uint64](a), ao, as)
}

// searchKeys is kernel.SearchKeysRun for the elements v[vo+i*vs] of T, i
// < n, against the sorted keys ka.
func searchKeys[T Real](right, from bool, d []int, do, ds int, ka []uint64, v []T, vo, vs, n int) {
	kind := keyKind[T]()
	switch _, size := KindOf[T](); size {
	case 1:
		kernel.SearchKeysRun(kind, right, from, d, do, ds, ka, Reinterpret[uint8](v), vo, vs, n)
	case 2:
		kernel.SearchKeysRun(kind, right, from, d, do, ds, ka, Reinterpret[uint16](v), vo, vs, n)
	case 4:
		kernel.SearchKeysRun(kind, right, from, d, do, ds, ka, Reinterpret[uint32](v), vo, vs, n)
	default:
		kernel.SearchKeysRun(kind, right, from, d, do, ds, ka, Reinterpret[uint64](v), vo, vs, n)
	}
}

// ParseSide returns whether side is NumPy's "right" ("left" or "" is
// false), or an error wrapping ErrValue.
func ParseSide(op, side string) (bool, error) {
	switch side {
	case "", "left":
		return false, nil
	case "right":
		return true, nil
	}
	return false, Errorf(ErrValue, "%s: side %q is neither \"left\" nor \"right\"", op, side)
}

// UniqueAxisOf returns NumPy 1.24's unique(t, axis=axis): the distinct
// slices of t along axis (in C order, contiguous, with length Len along
// axis), sorted lexicographically in NumPy's order of their elements,
// with all the indices, inverse and counts; and the axis in range. Slices
// are compared as NumPy compares the rows of its structured view: a slice
// holding a NaN equals no other (NaNs are not merged, unlike Unique), and
// -0.0 equals 0.0 (the first slice in input order is kept). It returns an
// error wrapping ErrAxis, or the allocation errors.
func UniqueAxisOf[T Real](op string, t Strided[T], axis int) (Uniques[T], int, int, error) {
	a, err := NormAxis(op, axis, len(t.Shape))
	if err != nil {
		return Uniques[T]{}, 0, 0, err
	}
	nr := len(t.Shape)
	n := t.Shape[a]
	// The slices as the rows of an n×m contiguous copy: axis a first, the
	// others in order.
	var ps, pst, cst [MaxRank]int
	ps[0], pst[0] = n, t.St[a]
	j := 1
	for k := range nr {
		if k != a {
			ps[j], pst[j] = t.Shape[k], t.St[k]
			j++
		}
	}
	m, err := SizeOf(op, ps[1:nr])
	if err != nil {
		return Uniques[T]{}, 0, 0, err
	}
	var perm []int
	var rows []T
	if n > 1 && m > 0 {
		rows, err = CloneData(op, Strided[T]{Data: t.Data, Shape: ps[:nr], St: pst[:nr], Off: t.Off}, C, cst[:nr])
		if err == nil {
			// np.lexsort's keys: the last column is the primary key.
			perm, err = LexSort(op, Strided[T]{Data: rows, Shape: []int{m, n}, St: []int{-1, m}, Off: m - 1})
		}
		if err != nil {
			return Uniques[T]{}, 0, 0, err
		}
	} else {
		perm = make([]int, n)
		kernel.ArangeFill(perm, 0, 1)
	}
	var starts []int
	if m > 0 && n > 1 {
		starts = kernel.RowStarts(rows, m, perm, nil)
	} else if n > 0 {
		starts = []int{0} // one row, or rows of no element: all equal
	}
	var u Uniques[T]
	u.Indices, u.Inverse, u.Counts = groups(perm, starts)
	// The values: t's slices at the first indices, in a new C-contiguous
	// array of t's shape but len(starts) along a.
	shape := append([]int(nil), t.Shape...)
	shape[a] = len(starts)
	var rst [MaxRank]int
	r, err := NewC[T](op, shape, rst[:nr])
	if err != nil {
		return Uniques[T]{}, 0, 0, err
	}
	if !r.HasNone() {
		takePositions(r, t, a, u.Indices)
	}
	u.Values = r.Data
	return u, a, len(starts), nil
}
