package tensor

// The rank-changing view algorithms, shared by Layout[D] and DynLayout. Each
// writes the result's shape and strides into os and ot, which the caller has
// sized to the result's rank, and returns the result's offset where it
// changes.

// selectAxis removes axis, fixing it at index i (negative counts from the
// end).
func selectAxis(op string, shape, st []int, offset, axis, i int, os, ot []int) (int, error) {
	n := len(shape)
	k, err := normAxis(op, axis, n)
	if err != nil {
		return 0, err
	}
	if offset, err = step(op, offset, k, i, shape[k], st[k]); err != nil {
		return 0, err
	}
	copy(os, shape[:k])
	copy(os[k:], shape[k+1:])
	copy(ot, st[:k])
	copy(ot[k:], st[k+1:])
	return offset, nil
}

// splitAxes writes the axes named in axes (in that order) to as/at and the
// others (in their order) to rs/rt.
func splitAxes(op string, shape, st []int, axes []int, as, at, rs, rt []int) error {
	n := len(shape)
	var seen uint64
	for j, a := range axes {
		k, err := normAxis(op, a, n)
		if err != nil {
			return err
		}
		if seen&(1<<k) != 0 {
			return errorf(ErrAxis, "%s: axis %d repeated in %s", op, a, fmtInts(axes))
		}
		seen |= 1 << k
		as[j], at[j] = shape[k], st[k]
	}
	j := 0
	for k := range n {
		if seen&(1<<k) == 0 {
			rs[j], rt[j] = shape[k], st[k]
			j++
		}
	}
	return nil
}

// diagonal implements NumPy's diagonal(offset=k, axis1, axis2): both axes
// are removed and the diagonal is appended as the last axis with stride
// s1+s2. k >= 0 moves along axis2, k < 0 along axis1.
func diagonal(op string, shape, st []int, offset, k, axis1, axis2 int, os, ot []int) (int, error) {
	n := len(shape)
	a1, err := normAxis(op, axis1, n)
	if err != nil {
		return 0, err
	}
	a2, err := normAxis(op, axis2, n)
	if err != nil {
		return 0, err
	}
	if a1 == a2 {
		return 0, errorf(ErrAxis, "%s: axis1 and axis2 are both %d", op, a1)
	}
	d1, d2 := shape[a1], shape[a2]
	var length, move, moveStride int
	// Compare before subtracting so that huge k cannot overflow.
	if k >= 0 {
		if k <= d2 {
			length, move, moveStride = min(d1, d2-k), k, st[a2]
		} else {
			length = -1
		}
	} else {
		if k >= -d1 {
			length, move, moveStride = min(d1+k, d2), -k, st[a1]
		} else {
			length = -1
		}
	}
	if length >= 0 { // NumPy moves the data pointer even for an empty diagonal
		off, ok := mulInt(move, moveStride)
		if ok {
			offset, ok = addInt(offset, off)
		}
		if !ok {
			return 0, errorf(ErrOverflow, "%s: offset of diagonal %d", op, k)
		}
	}
	length = max(length, 0)
	diagStride, ok := addInt(st[a1], st[a2])
	if !ok {
		return 0, errorf(ErrOverflow, "%s: diagonal stride %d+%d", op, st[a1], st[a2])
	}
	j := 0
	for a := range n {
		if a != a1 && a != a2 {
			os[j], ot[j] = shape[a], st[a]
			j++
		}
	}
	os[j], ot[j] = length, diagStride
	return offset, nil
}

// broadcastShapes writes the broadcast of shapes a and b into out, whose
// length is max(len(a), len(b)). Order C aligns the shapes at the right
// (NumPy); order F aligns them at the left.
func broadcastShapes(op string, a, b []int, order Order, out []int) error {
	if !order.valid() {
		return errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	n := len(out)
	for j := range n {
		da, db := 1, 1
		if order == C {
			if ia := j - (n - len(a)); ia >= 0 {
				da = a[ia]
			}
			if ib := j - (n - len(b)); ib >= 0 {
				db = b[ib]
			}
		} else {
			if j < len(a) {
				da = a[j]
			}
			if j < len(b) {
				db = b[j]
			}
		}
		if da < 0 || db < 0 {
			return errorf(ErrShape, "%s: negative dimension in %s or %s", op, fmtInts(a), fmtInts(b))
		}
		switch {
		case da == db || db == 1:
			out[j] = da
		case da == 1:
			out[j] = db
		default:
			return errorf(ErrBroadcast, "%s: shapes %s and %s (axis %d: %d vs %d)", op, fmtInts(a), fmtInts(b), j, da, db)
		}
	}
	return nil
}

// broadcastTo writes into os/ot the layout shape/st broadcast to target
// (len(target) >= len(shape)): stretched and new axes get stride 0.
func broadcastTo(op string, shape, st, target []int, order Order, os, ot []int) error {
	if !order.valid() {
		return errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	n, m := len(target), len(shape)
	if m > n {
		return errorf(ErrBroadcast, "%s: cannot broadcast shape %s to the lower rank shape %s", op, fmtInts(shape), fmtInts(target))
	}
	if _, err := sizeOf(op, target); err != nil {
		return err
	}
	for j := range n {
		k := j - (n - m)
		if order == F {
			k = j
			if k >= m {
				k = -1
			}
		}
		t := target[j]
		os[j] = t
		if k < 0 {
			ot[j] = 0
			continue
		}
		switch d := shape[k]; {
		case d == 1: // stretched, or kept at length 1: stride 0 as NumPy's nditer gives it
			ot[j] = 0
		case d == t:
			ot[j] = st[k]
		default:
			return errorf(ErrBroadcast, "%s: shape %s to %s (axis %d: %d vs %d)", op, fmtInts(shape), fmtInts(target), k, d, t)
		}
	}
	return nil
}

// resolveShape copies want into os, replacing a single -1 by the length
// that makes the size equal size.
func resolveShape(op string, size int, want, os []int) error {
	unknown := -1
	prod := 1
	for j, d := range want {
		switch {
		case d == -1 && unknown < 0:
			unknown = j
		case d == -1:
			return errorf(ErrShape, "%s: can only specify one unknown dimension in %s", op, fmtInts(want))
		case d < 0:
			return errorf(ErrShape, "%s: negative dimension %d in %s", op, d, fmtInts(want))
		default:
			var ok bool
			if prod, ok = mulInt(prod, d); !ok {
				return errorf(ErrOverflow, "%s: size of %s", op, fmtInts(want))
			}
		}
		os[j] = d
	}
	if unknown >= 0 {
		if prod == 0 || size%prod != 0 {
			return errorf(ErrShape, "%s: cannot reshape size %d into %s", op, size, fmtInts(want))
		}
		os[unknown] = size / prod
	} else if prod != size {
		return errorf(ErrShape, "%s: cannot reshape size %d into %s", op, size, fmtInts(want))
	}
	return nil
}

// reshape implements NumPy's PyArray_Newshape without the copy: os receives
// the resolved shape and ot the strides of a view, or the error wraps
// ErrNotView.
func reshape(op string, shape, st, want []int, order Order, os, ot []int) error {
	if !order.valid() {
		return errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	size, err := sizeOf(op, shape)
	if err != nil {
		return err
	}
	if err := resolveShape(op, size, want, os); err != nil {
		return err
	}
	if len(os) == len(shape) {
		same := true
		for k := range os {
			same = same && os[k] == shape[k]
		}
		if same {
			copy(ot, st)
			return nil
		}
	}
	if isContig(shape, st, order) {
		return contigStrides(op, os, ot, order)
	}
	if !noCopyReshape(shape, st, os, ot, order == F) {
		return errorf(ErrNotView, "%s: shape %s strides %s into %s in %v order", op, fmtInts(shape), fmtInts(st), fmtInts(os), order)
	}
	return nil
}

// noCopyReshape is NumPy's _attempt_nocopy_reshape (strides in elements):
// drop length-1 axes, match groups of old and new axes with equal products,
// require each old group to be mergeable in the order, and fill the new
// strides from the group's innermost stride.
func noCopyReshape(shape, st, ns, nst []int, fOrder bool) bool {
	var odBuf, osBuf [MaxRank]int
	od, ost := odBuf[:0], osBuf[:0]
	for k, d := range shape {
		if d != 1 {
			od = append(od, d)
			ost = append(ost, st[k])
		}
	}
	oldnd, newnd := len(od), len(ns)
	oi, oj, ni, nj := 0, 1, 0, 1
	for ni < newnd && oi < oldnd {
		np, op := ns[ni], od[oi]
		for np != op {
			if np < op {
				if nj >= newnd {
					return false
				}
				np *= ns[nj]
				nj++
			} else {
				if oj >= oldnd {
					return false
				}
				op *= od[oj]
				oj++
			}
		}
		for ok := oi; ok < oj-1; ok++ {
			if fOrder {
				if ost[ok+1] != od[ok]*ost[ok] {
					return false
				}
			} else if ost[ok] != od[ok+1]*ost[ok+1] {
				return false
			}
		}
		if fOrder {
			nst[ni] = ost[oi]
			for nk := ni + 1; nk < nj; nk++ {
				nst[nk] = nst[nk-1] * ns[nk-1]
			}
		} else {
			nst[nj-1] = ost[oj-1]
			for nk := nj - 1; nk > ni; nk-- {
				nst[nk-1] = nst[nk] * ns[nk]
			}
		}
		ni = nj
		nj++
		oi = oj
		oj++
	}
	last := 1
	if ni >= 1 {
		last = nst[ni-1]
		if fOrder {
			last *= ns[ni-1]
		}
	}
	for nk := ni; nk < newnd; nk++ {
		nst[nk] = last
	}
	return true
}

// windowView writes the sliding-window view of shape/st: the first n axes
// index the window's position (every step-th), the last n the element within
// the window. Every index of the result maps to an index of the parent, so
// the result stays within the parent's bounds.
func windowView(op string, shape, st, win, step []int, os, ot []int) error {
	n := len(shape)
	if len(win) != n || len(step) != n {
		return errorf(ErrRank, "%s: window %s and step %s for rank %d", op, fmtInts(win), fmtInts(step), n)
	}
	for k := range n {
		w, s, d := win[k], step[k], shape[k]
		if w < 0 {
			return errorf(ErrShape, "%s: negative window %d on axis %d", op, w, k)
		}
		if w > d {
			return errorf(ErrShape, "%s: window %d larger than axis %d of length %d", op, w, k, d)
		}
		if s < 1 {
			return errorf(ErrStep, "%s: window step %d on axis %d, want >= 1", op, s, k)
		}
		// 0 <= d-w, so only the +1 can overflow: d = MaxInt, w = 0, s = 1.
		pos, ok := addInt((d-w)/s, 1)
		if !ok {
			return errorf(ErrOverflow, "%s: %d+1 windows of length %d on axis %d of length %d", op, d-w, w, k, d)
		}
		ps, ok := mulInt(st[k], s)
		if !ok {
			if pos > 1 {
				return errorf(ErrOverflow, "%s: stride %d times step %d", op, st[k], s)
			}
			ps = st[k] // one position: its stride is never used
		}
		os[k], ot[k] = pos, ps
		os[n+k], ot[n+k] = w, st[k]
	}
	_, err := sizeOf(op, os)
	return err
}

// axisMask normalises axes against rank n and returns them as a bit set. A
// repeated axis is an error, as in NumPy's normalize_axis_tuple.
func axisMask(op string, axes []int, n int) (uint64, error) {
	var seen uint64
	for _, a := range axes {
		k, err := normAxis(op, a, n)
		if err != nil {
			return 0, err
		}
		if seen&(1<<k) != 0 {
			return 0, errorf(ErrAxis, "%s: axis %d repeated in %s", op, a, fmtInts(axes))
		}
		seen |= 1 << k
	}
	return seen, nil
}

// squeezeMask returns the set of axes that squeeze removes: those named in
// axes, each of which must have length 1, or every axis of length 1 when
// axes is empty (NumPy's squeeze with axis=None). As NumPy does, a rank-0
// layout accepts the axes 0 and -1 and removes nothing.
func squeezeMask(op string, shape, axes []int) (uint64, error) {
	n := len(shape)
	if n == 0 {
		for _, a := range axes {
			if a != 0 && a != -1 {
				return 0, errorf(ErrAxis, "%s: rank-0 layout has no axis %d", op, a)
			}
		}
		return 0, nil
	}
	if len(axes) == 0 {
		var m uint64
		for k, d := range shape {
			if d == 1 {
				m |= 1 << k
			}
		}
		return m, nil
	}
	m, err := axisMask(op, axes, n)
	if err != nil {
		return 0, err
	}
	for k, d := range shape {
		if m&(1<<k) != 0 && d != 1 {
			return 0, errorf(ErrShape, "%s: cannot squeeze axis %d of length %d", op, k, d)
		}
	}
	return m, nil
}

// dropAxes writes shape/st without the axes in m to os/ot.
func dropAxes(shape, st []int, m uint64, os, ot []int) {
	j := 0
	for k := range shape {
		if m&(1<<k) == 0 {
			os[j], ot[j] = shape[k], st[k]
			j++
		}
	}
}

// expandDims inserts axes of length 1 at the positions axes of the result
// (NumPy's expand_dims: positions count in the result's rank, len(os);
// negative ones from its end; repeats are errors). As in NumPy it is a
// C-order reshape, which always has a view.
func expandDims(op string, shape, st, axes []int, os, ot []int) error {
	m, err := axisMask(op, axes, len(os))
	if err != nil {
		return err
	}
	j := 0
	for k := range os {
		if m&(1<<k) != 0 {
			os[k] = 1
		} else {
			os[k] = shape[j]
			j++
		}
	}
	return reshape(op, shape, st, os, C, os, ot)
}

// flipAxes reverses the axes named (every axis when axes is empty, as
// NumPy's flip with axis=None) in shape/st, which the caller has copied;
// it returns the new offset.
func flipAxes(op string, shape, st []int, offset int, axes []int) (int, error) {
	if len(axes) == 0 {
		var err error
		for k := range shape {
			if offset, err = flip(op, shape, st, offset, k); err != nil {
				return 0, err
			}
		}
		return offset, nil
	}
	m, err := axisMask(op, axes, len(shape))
	if err != nil {
		return 0, err
	}
	for k := range shape {
		if m&(1<<k) != 0 {
			if offset, err = flip(op, shape, st, offset, k); err != nil {
				return 0, err
			}
		}
	}
	return offset, nil
}

// moveAxes writes into perm (of length n) NumPy's moveaxis order: the axes
// in src go to the positions in dst, the others keep their relative order.
func moveAxes(op string, n int, src, dst []int, perm []int) error {
	if len(src) != len(dst) {
		return errorf(ErrAxis, "%s: source %s and destination %s have different lengths", op, fmtInts(src), fmtInts(dst))
	}
	sm, err := axisMask(op, src, n)
	if err != nil {
		return err
	}
	if _, err := axisMask(op, dst, n); err != nil {
		return err
	}
	// Place the moved axes at their destinations, then fill the remaining
	// positions with the other axes in order.
	var placed uint64
	for i, a := range src {
		s, _ := normAxis(op, a, n)
		d, _ := normAxis(op, dst[i], n)
		perm[d] = s
		placed |= 1 << d
	}
	j := 0
	for k := range n {
		if sm&(1<<k) != 0 {
			continue
		}
		for placed&(1<<j) != 0 {
			j++
		}
		perm[j] = k
		j++
	}
	return nil
}

// windowAxes writes NumPy's sliding_window_view(x, window, axis=axes): the
// axes of shape with each named axis shortened to its number of window
// positions, followed by one axis per window (of length window[j], with the
// stride of axis axes[j]). An axis may be named more than once, as NumPy
// allows (windows of windows).
func windowAxes(op string, shape, st, win, axes []int, os, ot []int) error {
	n := len(shape)
	if len(win) != len(axes) {
		return errorf(ErrShape, "%s: %d window lengths %s for %d axes %s", op, len(win), fmtInts(win), len(axes), fmtInts(axes))
	}
	copy(os, shape)
	copy(ot, st)
	for j, a := range axes {
		k, err := normAxis(op, a, n)
		if err != nil {
			return err
		}
		w := win[j]
		if w < 0 {
			return errorf(ErrShape, "%s: negative window %d", op, w)
		}
		if w > os[k] {
			return errorf(ErrShape, "%s: window %d larger than axis %d of length %d", op, w, k, os[k])
		}
		pos, ok := addInt(os[k]-w, 1) // 0 <= d-w: only d = MaxInt, w = 0 overflows
		if !ok {
			return errorf(ErrOverflow, "%s: %d+1 windows of length %d on axis %d", op, os[k]-w, w, k)
		}
		os[k] = pos
		os[n+j], ot[n+j] = w, st[k]
	}
	_, err := sizeOf(op, os)
	return err
}
