package engine

// SelectAxis removes axis, fixing it at index i (negative counts from the
// end).
func SelectAxis(op string, shape, st []int, offset, axis, i int, os, ot []int) (int, error) {
	n := len(shape)
	k, err := NormAxis(op, axis, n)
	if err != nil {
		return 0, err
	}
	if offset, err = Step(op, offset, k, i, shape[k], st[k]); err != nil {
		return 0, err
	}
	copy(os, shape[:k])
	copy(os[k:], shape[k+1:])
	copy(ot, st[:k])
	copy(ot[k:], st[k+1:])
	return offset, nil
}

// SplitAxes writes the axes named in axes (in that order) to as/at and the
// others (in their order) to rs/rt.
func SplitAxes(op string, shape, st []int, axes []int, as, at, rs, rt []int) error {
	n := len(shape)
	var seen uint64
	for j, a := range axes {
		k, err := NormAxis(op, a, n)
		if err != nil {
			return err
		}
		if seen&(1<<k) != 0 {
			return Errorf(ErrAxis, "%s: axis %d repeated in %s", op, a, FmtInts(axes))
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

// Diagonal implements NumPy's diagonal(offset=k, axis1, axis2): both axes
// are removed and the diagonal is appended as the last axis with stride
// s1+s2. k >= 0 moves along axis2, k < 0 along axis1.
func Diagonal(op string, shape, st []int, offset, k, axis1, axis2 int, os, ot []int) (int, error) {
	n := len(shape)
	a1, err := NormAxis(op, axis1, n)
	if err != nil {
		return 0, err
	}
	a2, err := NormAxis(op, axis2, n)
	if err != nil {
		return 0, err
	}
	if a1 == a2 {
		return 0, Errorf(ErrAxis, "%s: axis1 and axis2 are both %d", op, a1)
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
		off, ok := MulInt(move, moveStride)
		if ok {
			offset, ok = AddInt(offset, off)
		}
		if !ok {
			return 0, Errorf(ErrOverflow, "%s: offset of diagonal %d", op, k)
		}
	}
	length = max(length, 0)
	diagStride, ok := AddInt(st[a1], st[a2])
	if !ok {
		return 0, Errorf(ErrOverflow, "%s: diagonal stride %d+%d", op, st[a1], st[a2])
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

// BroadcastShapes writes the broadcast of shapes a and b into out, whose
// length is max(len(a), len(b)). Order C aligns the shapes at the right
// (NumPy); order F aligns them at the left.
func BroadcastShapes(op string, a, b []int, order Order, out []int) error {
	if !order.Valid() {
		return Errorf(ErrShape, "%s: invalid order %d", op, order)
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
			return Errorf(ErrShape, "%s: negative dimension in %s or %s", op, FmtInts(a), FmtInts(b))
		}
		switch {
		case da == db || db == 1:
			out[j] = da
		case da == 1:
			out[j] = db
		default:
			return Errorf(ErrBroadcast, "%s: shapes %s and %s (axis %d: %d vs %d)", op, FmtInts(a), FmtInts(b), j, da, db)
		}
	}
	return nil
}

// BroadcastTo writes into os/ot the layout shape/st broadcast to target
// (len(target) >= len(shape)): stretched and new axes get stride 0.
func BroadcastTo(op string, shape, st, target []int, order Order, os, ot []int) error {
	if !order.Valid() {
		return Errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	n, m := len(target), len(shape)
	if m > n {
		return Errorf(ErrBroadcast, "%s: cannot broadcast shape %s to the lower rank shape %s", op, FmtInts(shape), FmtInts(target))
	}
	if _, err := SizeOf(op, target); err != nil {
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
			return Errorf(ErrBroadcast, "%s: shape %s to %s (axis %d: %d vs %d)", op, FmtInts(shape), FmtInts(target), k, d, t)
		}
	}
	return nil
}

// ResolveShape copies want into os, replacing a single -1 by the length
// that makes the size equal size.
func ResolveShape(op string, size int, want, os []int) error {
	unknown := -1
	prod := 1
	for j, d := range want {
		switch {
		case d == -1 && unknown < 0:
			unknown = j
		case d == -1:
			return Errorf(ErrShape, "%s: can only specify one unknown dimension in %s", op, FmtInts(want))
		case d < 0:
			return Errorf(ErrShape, "%s: negative dimension %d in %s", op, d, FmtInts(want))
		default:
			var ok bool
			if prod, ok = MulInt(prod, d); !ok {
				return Errorf(ErrOverflow, "%s: size of %s", op, FmtInts(want))
			}
		}
		os[j] = d
	}
	if unknown >= 0 {
		if prod == 0 || size%prod != 0 {
			return Errorf(ErrShape, "%s: cannot reshape size %d into %s", op, size, FmtInts(want))
		}
		os[unknown] = size / prod
	} else if prod != size {
		return Errorf(ErrShape, "%s: cannot reshape size %d into %s", op, size, FmtInts(want))
	}
	return nil
}

// Reshape implements NumPy's PyArray_Newshape without the copy: os receives
// the resolved shape and ot the strides of a view, or the error wraps
// ErrNotView.
func Reshape(op string, shape, st, want []int, order Order, os, ot []int) error {
	if !order.Valid() {
		return Errorf(ErrShape, "%s: invalid order %d", op, order)
	}
	size, err := SizeOf(op, shape)
	if err != nil {
		return err
	}
	if err := ResolveShape(op, size, want, os); err != nil {
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
	if IsContig(shape, st, order) {
		return ContigStrides(op, os, ot, order)
	}
	if !NoCopyReshape(shape, st, os, ot, order == F) {
		return Errorf(ErrNotView, "%s: shape %s strides %s into %s in %v order", op, FmtInts(shape), FmtInts(st), FmtInts(os), order)
	}
	return nil
}

// NoCopyReshape is NumPy's _attempt_nocopy_reshape (strides in elements):
// drop length-1 axes, match groups of old and new axes with equal products,
// require each old group to be mergeable in the order, and fill the new
// strides from the group's innermost stride.
func NoCopyReshape(shape, st, ns, nst []int, fOrder bool) bool {
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

// WindowView writes the sliding-window view of shape/st: the first n axes
// index the window's position (every step-th), the last n the element within
// the window. Every index of the result maps to an index of the parent, so
// the result stays within the parent's bounds.
func WindowView(op string, shape, st, win, step []int, os, ot []int) error {
	n := len(shape)
	if len(win) != n || len(step) != n {
		return Errorf(ErrRank, "%s: window %s and step %s for rank %d", op, FmtInts(win), FmtInts(step), n)
	}
	for k := range n {
		w, s, d := win[k], step[k], shape[k]
		if w < 0 {
			return Errorf(ErrShape, "%s: negative window %d on axis %d", op, w, k)
		}
		if w > d {
			return Errorf(ErrShape, "%s: window %d larger than axis %d of length %d", op, w, k, d)
		}
		if s < 1 {
			return Errorf(ErrStep, "%s: window step %d on axis %d, want >= 1", op, s, k)
		}
		// 0 <= d-w, so only the +1 can overflow: d = MaxInt, w = 0, s = 1.
		pos, ok := AddInt((d-w)/s, 1)
		if !ok {
			return Errorf(ErrOverflow, "%s: %d+1 windows of length %d on axis %d of length %d", op, d-w, w, k, d)
		}
		ps, ok := MulInt(st[k], s)
		if !ok {
			if pos > 1 {
				return Errorf(ErrOverflow, "%s: stride %d times step %d", op, st[k], s)
			}
			ps = st[k] // one position: its stride is never used
		}
		os[k], ot[k] = pos, ps
		os[n+k], ot[n+k] = w, st[k]
	}
	_, err := SizeOf(op, os)
	return err
}

// AxisMask normalises axes against rank n and returns them as a bit set. A
// repeated axis is an error, as in NumPy's normalize_axis_tuple.
func AxisMask(op string, axes []int, n int) (uint64, error) {
	var seen uint64
	for _, a := range axes {
		k, err := NormAxis(op, a, n)
		if err != nil {
			return 0, err
		}
		if seen&(1<<k) != 0 {
			return 0, Errorf(ErrAxis, "%s: axis %d repeated in %s", op, a, FmtInts(axes))
		}
		seen |= 1 << k
	}
	return seen, nil
}

// SqueezeMask returns the set of axes that squeeze removes: those named in
// axes, each of which must have length 1, or every axis of length 1 when
// axes is empty (NumPy's squeeze with axis=None). As NumPy does, a rank-0
// layout accepts the axes 0 and -1 and removes nothing.
func SqueezeMask(op string, shape, axes []int) (uint64, error) {
	n := len(shape)
	if n == 0 {
		for _, a := range axes {
			if a != 0 && a != -1 {
				return 0, Errorf(ErrAxis, "%s: rank-0 layout has no axis %d", op, a)
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
	m, err := AxisMask(op, axes, n)
	if err != nil {
		return 0, err
	}
	for k, d := range shape {
		if m&(1<<k) != 0 && d != 1 {
			return 0, Errorf(ErrShape, "%s: cannot squeeze axis %d of length %d", op, k, d)
		}
	}
	return m, nil
}

// DropAxes writes shape/st without the axes in m to os/ot.
func DropAxes(shape, st []int, m uint64, os, ot []int) {
	j := 0
	for k := range shape {
		if m&(1<<k) == 0 {
			os[j], ot[j] = shape[k], st[k]
			j++
		}
	}
}

// ExpandDims inserts axes of length 1 at the positions axes of the result
// (NumPy's expand_dims: positions count in the result's rank, len(os);
// negative ones from its end; repeats are errors). As in NumPy it is a
// C-order reshape, which always has a view.
func ExpandDims(op string, shape, st, axes []int, os, ot []int) error {
	m, err := AxisMask(op, axes, len(os))
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
	return Reshape(op, shape, st, os, C, os, ot)
}

// FlipAxes reverses the axes named (every axis when axes is empty, as
// NumPy's flip with axis=None) in shape/st, which the caller has copied;
// it returns the new offset.
func FlipAxes(op string, shape, st []int, offset int, axes []int) (int, error) {
	if len(axes) == 0 {
		var err error
		for k := range shape {
			if offset, err = Flip(op, shape, st, offset, k); err != nil {
				return 0, err
			}
		}
		return offset, nil
	}
	m, err := AxisMask(op, axes, len(shape))
	if err != nil {
		return 0, err
	}
	for k := range shape {
		if m&(1<<k) != 0 {
			if offset, err = Flip(op, shape, st, offset, k); err != nil {
				return 0, err
			}
		}
	}
	return offset, nil
}

// MoveAxes writes into perm (of length n) NumPy's moveaxis order: the axes
// in src go to the positions in dst, the others keep their relative order.
func MoveAxes(op string, n int, src, dst []int, perm []int) error {
	if len(src) != len(dst) {
		return Errorf(ErrAxis, "%s: source %s and destination %s have different lengths", op, FmtInts(src), FmtInts(dst))
	}
	sm, err := AxisMask(op, src, n)
	if err != nil {
		return err
	}
	if _, err := AxisMask(op, dst, n); err != nil {
		return err
	}
	// Place the moved axes at their destinations, then fill the remaining
	// positions with the other axes in order.
	var placed uint64
	for i, a := range src {
		s, _ := NormAxis(op, a, n)
		d, _ := NormAxis(op, dst[i], n)
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

// WindowAxes writes NumPy's sliding_window_view(x, window, axis=axes): the
// axes of shape with each named axis shortened to its number of window
// positions, followed by one axis per window (of length window[j], with the
// stride of axis axes[j]). An axis may be named more than once, as NumPy
// allows (windows of windows).
func WindowAxes(op string, shape, st, win, axes []int, os, ot []int) error {
	n := len(shape)
	if len(win) != len(axes) {
		return Errorf(ErrShape, "%s: %d window lengths %s for %d axes %s", op, len(win), FmtInts(win), len(axes), FmtInts(axes))
	}
	copy(os, shape)
	copy(ot, st)
	for j, a := range axes {
		k, err := NormAxis(op, a, n)
		if err != nil {
			return err
		}
		w := win[j]
		if w < 0 {
			return Errorf(ErrShape, "%s: negative window %d", op, w)
		}
		if w > os[k] {
			return Errorf(ErrShape, "%s: window %d larger than axis %d of length %d", op, w, k, os[k])
		}
		pos, ok := AddInt(os[k]-w, 1) // 0 <= d-w: only d = MaxInt, w = 0 overflows
		if !ok {
			return Errorf(ErrOverflow, "%s: %d+1 windows of length %d on axis %d", op, os[k]-w, w, k)
		}
		os[k] = pos
		os[n+j], ot[n+j] = w, st[k]
	}
	_, err := SizeOf(op, os)
	return err
}

func RankError(op string, got, want int) error {
	return Errorf(ErrRank, "%s: result has rank %d, output type has rank %d", op, want, got)
}

// SplitPoint maps axis in [-n, n] to [0, n].
func SplitPoint(op string, axis, n int) (int, error) {
	if axis < -n || axis > n {
		return 0, Errorf(ErrAxis, "%s: split point %d out of range for rank %d", op, axis, n)
	}
	if axis < 0 {
		axis += n
	}
	return axis, nil
}

type ItemKind uint8

const (
	KindSlice ItemKind = iota
	KindIndex
	KindNewAxis
	KindEllipsis
)

const (
	HasStart = 1 << iota
	HasStop
	HasStep
)

// Rot90 rotates, in place of a layout whose shape and strides have been
// copied to shape, st, the plane of axes a and b by k quarter turns from
// a towards b (np.rot90(m, k, axes=(a, b))) and returns the new offset:
// two turns flip both axes, one flips b and exchanges the two, three
// exchange them and flip b. It returns an error wrapping ErrAxis for an
// axis out of range or the same axis twice.
func Rot90(op string, shape, st []int, offset, k, a, b int) (int, error) {
	n := len(shape)
	x, err := NormAxis(op, a, n)
	if err == nil {
		b, err = NormAxis(op, b, n)
	}
	if err != nil {
		return 0, err
	}
	if x == b {
		return 0, Errorf(ErrAxis, "%s: axes %d and %d are the same axis", op, a, b)
	}
	switch k = ((k % 4) + 4) % 4; k {
	case 2:
		if offset, err = Flip(op, shape, st, offset, x); err != nil {
			return 0, err
		}
		return Flip(op, shape, st, offset, b)
	case 1:
		if offset, err = Flip(op, shape, st, offset, b); err != nil {
			return 0, err
		}
		fallthrough
	case 3:
		shape[x], shape[b] = shape[b], shape[x]
		st[x], st[b] = st[b], st[x]
		if k == 3 {
			return Flip(op, shape, st, offset, b)
		}
	}
	return offset, nil
}
