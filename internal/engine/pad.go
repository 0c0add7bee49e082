package engine

import (
	"reflect"
	"unsafe"

	"github.com/fixedrank/tensor/internal/kernel"
)

// PadMode is np.pad's mode.
type PadMode uint8

// The modes of np.pad that Pad implements.
const (
	PadConstant   PadMode = iota // the values given, 0 by default
	PadEdge                      // the edge element repeated
	PadReflect                   // mirrored about the edge element, which is not repeated
	PadSymmetric                 // mirrored with the edge element repeated
	PadWrap                      // the other end of the axis, periodically
	PadLinearRamp                // a linear ramp from the end value to the edge element
)

// ParsePadMode returns the mode NumPy names mode ("" is "constant"), or
// an error wrapping ErrValue.
func ParsePadMode(op, mode string) (PadMode, error) {
	switch mode {
	case "", "constant":
		return PadConstant, nil
	case "edge":
		return PadEdge, nil
	case "reflect":
		return PadReflect, nil
	case "symmetric":
		return PadSymmetric, nil
	case "wrap":
		return PadWrap, nil
	case "linear_ramp":
		return PadLinearRamp, nil
	}
	return 0, Errorf(ErrValue, "%s: mode %q is not one of constant, edge, reflect, symmetric, wrap, linear_ramp", op, mode)
}

// PadShape checks np.pad's widths for an array of shape shape (one pair
// for every axis, or len(widths) == 1 for all of them, each width >= 0)
// and writes the padded shape into out. Only the constant mode may widen
// an empty axis, as in NumPy. It returns an error wrapping ErrValue, or
// ErrOverflow for a size beyond int.
func PadShape(op string, shape []int, widths [][2]int, mode PadMode, out []int) error {
	if len(widths) != 1 && len(widths) != len(shape) {
		return Errorf(ErrValue, "%s: %d width pairs for rank %d (want 1 or %d)", op, len(widths), len(shape), len(shape))
	}
	for k, d := range shape {
		w := padWidth(widths, k)
		if w[0] < 0 || w[1] < 0 {
			return Errorf(ErrValue, "%s: negative width %v on axis %d", op, w, k)
		}
		if d == 0 && (w[0] > 0 || w[1] > 0) && mode != PadConstant {
			return Errorf(ErrValue, "%s: an empty axis %d can be widened only by the constant mode", op, k)
		}
		n, ok := AddInt(d, w[0])
		if ok {
			n, ok = AddInt(n, w[1])
		}
		if !ok {
			return Errorf(ErrOverflow, "%s: axis %d padded by %v", op, k, w)
		}
		out[k] = n
	}
	_, err := SizeOf(op, out[:len(shape)])
	return err
}

func padWidth(widths [][2]int, k int) [2]int {
	if len(widths) == 1 {
		return widths[0]
	}
	return widths[k]
}

// PadValues returns np.pad's constant_values or end_values for rank n as
// one pair per axis: none gives zeros, one value is every end's, two are
// every axis's (before, after), 2n are the pairs of the axes in order. It
// returns an error wrapping ErrValue for another count.
func PadValues[T any](op string, values []T, n int) ([][2]T, error) {
	pairs := make([][2]T, n)
	for k := range pairs {
		switch len(values) {
		case 0:
		case 1:
			pairs[k] = [2]T{values[0], values[0]}
		case 2:
			pairs[k] = [2]T{values[0], values[1]}
		case 2 * n:
			pairs[k] = [2]T{values[2*k], values[2*k+1]}
		default:
			return nil, Errorf(ErrValue, "%s: %d values for rank %d (want 0, 1, 2 or %d)", op, len(values), n, 2*n)
		}
	}
	return pairs, nil
}

// PadInto stores np.pad(t, widths, mode, constant_values=vals) (or
// end_values for the linear ramp) into r, a new result of PadShape's shape
// that does not overlap t. As NumPy does, it copies t into the middle and
// then pads one axis after another, each over the whole extent of the axes
// before it (so corners take the later axis's values) and over t's extent
// of the axes after it. The linear ramp needs a real element type: another
// is an error wrapping ErrType.
func PadInto[T any](op string, r, t Strided[T], widths [][2]int, mode PadMode, vals [][2]T) error {
	if mode == PadLinearRamp && rampKind[T]() == reflect.Invalid {
		return Errorf(ErrType, "%s: linear_ramp needs a real element type, not %s", op, reflect.TypeFor[T]())
	}
	if r.HasNone() {
		return nil
	}
	n := len(t.Shape)
	if mode != PadConstant && mode != PadLinearRamp && n > 0 {
		padGather(r, t, widths, mode)
		return nil
	}
	roi := r
	roi.Shape = append([]int(nil), t.Shape...)
	for k := range n {
		roi.Off += padWidth(widths, k)[0] * r.St[k]
	}
	CopyStrided(roi, t)
	for a := range n {
		w := padWidth(widths, a)
		if w[0] == 0 && w[1] == 0 {
			continue
		}
		// roi: r's extent along axes up to a, t's along the rest.
		roi.Shape[a] = r.Shape[a]
		roi.Off -= w[0] * r.St[a]
		if err := padAxis(op, roi, a, w, t.Shape[a], mode, vals[a]); err != nil {
			return err
		}
	}
	return nil
}

// padGather stores np.pad(t, widths, mode) for the modes that copy
// elements (edge, reflect, symmetric, wrap) into r. Those pads are
// separable: element (i0, ..., ik) of the result is t's element (m0(i0),
// ..., mk(ik)), mk the index map NumPy's padding of axis k alone gives
// (found by padding the positions 0 to n-1 of that axis as padAxis pads
// any data). So r is written once, row by row, each row one run copied
// from t's row and its pads gathered.
func padGather[T any](r, t Strided[T], widths [][2]int, mode PadMode) {
	n := len(t.Shape)
	maps := make([][]int, n)
	for k := range n {
		w := padWidth(widths, k)
		m := make([]int, r.Shape[k])
		for i := range t.Shape[k] {
			m[w[0]+i] = i
		}
		if w[0] > 0 || w[1] > 0 {
			s := Strided[int]{Data: m, Shape: []int{len(m)}, St: []int{1}}
			_ = padAxis("", s, 0, w, t.Shape[k], mode, [2]int{}) // a copy mode: no error
		}
		maps[k] = m
	}
	last := n - 1
	lo, mid := padWidth(widths, last)[0], t.Shape[last]
	// A large result (new, so out of the caches) takes the rows' middles
	// with non-temporal stores, as copies into large destinations do.
	var z T
	nt := streamsInto(len(r.Data)*int(unsafe.Sizeof(z)), 0, true)
	if nt {
		defer kernel.Fence()
	}
	var idx [MaxRank]int
	for {
		ro, xo := r.Off, t.Off
		for k := range last {
			ro += idx[k] * r.St[k]
			xo += maps[k][idx[k]] * t.St[k]
		}
		kernel.PadRow(r.Data, ro, r.St[last], t.Data, xo, t.St[last], maps[last], lo, mid, nt)
		k := last - 1
		for ; k >= 0; k-- {
			if idx[k]++; idx[k] < r.Shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// padAxis pads roi along axis a, whose middle n elements are set, by w.
func padAxis[T any](op string, roi Strided[T], a int, w [2]int, n int, mode PadMode, v [2]T) error {
	L := roi.Shape[a]
	switch {
	case mode == PadConstant:
		for s, at := range [2]int{0, w[0] + n} {
			if w[s] > 0 {
				CopyStrided(axisView(roi, a, at, w[s]), scalarView(roi.Shape, a, w[s], &v[s]))
			}
		}
	case mode == PadEdge || (mode == PadReflect || mode == PadSymmetric) && n == 1:
		// NumPy extends an axis of one element by its edge in every mode.
		padEdges(roi, a, w, n)
	case mode == PadLinearRamp:
		padRamps(roi, a, w, n, v)
	case mode == PadWrap:
		for lp, rp := w[0], w[1]; lp > 0 || rp > 0; {
			period := L - rp - lp
			nl, nr := 0, 0
			if lp > 0 {
				m := min(period, lp)
				copyAxis(roi, a, lp-m, L-rp-m, m, false)
				nl = lp - m
			}
			if rp > 0 {
				m := min(period, rp)
				copyAxis(roi, a, L-rp, lp, m, false)
				nr = rp - m
			}
			lp, rp = nl, nr
		}
	default: // reflect or symmetric, NumPy's _set_reflect_both
		eo := 0
		if mode == PadSymmetric {
			eo = 1
		}
		for lp, rp := w[0], w[1]; lp > 0 || rp > 0; {
			old := L - rp - lp - (1 - eo)
			if lp > 0 {
				m := min(old, lp)
				copyAxis(roi, a, lp-m, lp-eo+1, m, true)
				lp -= m
			}
			if rp > 0 {
				m := min(old, rp)
				copyAxis(roi, a, L-rp, L-rp+eo-1-m, m, true)
				rp -= m
			}
		}
	}
	return nil
}

// copyAxis copies the m elements of s from position from along axis a to
// position to, in reverse order if rev (the first goes last).
func copyAxis[T any](s Strided[T], a, to, from, m int, rev bool) {
	src := axisView(s, a, from, m)
	if rev {
		src.Off += (m - 1) * src.St[a]
		src.St = append([]int(nil), src.St...)
		src.St[a] = -src.St[a]
	}
	CopyStrided(axisView(s, a, to, m), src)
}

// scalarView returns the view of the single element v with shape shape
// but m along axis a, every stride 0.
func scalarView[T any](shape []int, a, m int, v *T) Strided[T] {
	sh := append([]int(nil), shape...)
	sh[a] = m
	return Strided[T]{Data: unsafe.Slice(v, 1), Shape: sh, St: make([]int, len(sh))}
}

// padEdges copies the first and last middle planes along axis a over the
// pads.
func padEdges[T any](roi Strided[T], a int, w [2]int, n int) {
	for s, at := range [2]int{0, w[0] + n} {
		if w[s] == 0 {
			continue
		}
		edge := axisView(roi, a, w[0]+(n-1)*s, w[s])
		edge.St = append([]int(nil), edge.St...)
		edge.St[a] = 0
		CopyStrided(axisView(roi, a, at, w[s]), edge)
	}
}

// rampKind returns the underlying kind of T if the linear ramp handles it,
// reflect.Invalid if not.
func rampKind[T any]() reflect.Kind {
	switch k := reflect.TypeFor[T]().Kind(); k {
	case reflect.Float32, reflect.Float64, reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64, reflect.Uintptr:
		return k
	}
	return reflect.Invalid
}

// padRamps writes NumPy's linear ramps over both pads of axis a: np.linspace
// from the end value to each edge element with endpoint=False, the right
// one reversed.
func padRamps[T any](roi Strided[T], a int, w [2]int, n int, v [2]T) {
	switch rampKind[T]() {
	case reflect.Float32:
		// NumPy's linspace works in float32 between float32 planes, but
		// in float64 from the 0-d edge of a vector.
		if len(roi.Shape) == 1 {
			rampAs[float32, float64](roi, a, w, n, v)
		} else {
			rampAs[float32, float32](roi, a, w, n, v)
		}
	case reflect.Float64:
		rampAs[float64, float64](roi, a, w, n, v)
	case reflect.Int:
		rampAs[int, float64](roi, a, w, n, v)
	case reflect.Int8:
		rampAs[int8, float64](roi, a, w, n, v)
	case reflect.Int16:
		rampAs[int16, float64](roi, a, w, n, v)
	case reflect.Int32:
		rampAs[int32, float64](roi, a, w, n, v)
	case reflect.Int64:
		rampAs[int64, float64](roi, a, w, n, v)
	case reflect.Uint:
		rampAs[uint, float64](roi, a, w, n, v)
	case reflect.Uint8:
		rampAs[uint8, float64](roi, a, w, n, v)
	case reflect.Uint16:
		rampAs[uint16, float64](roi, a, w, n, v)
	case reflect.Uint32:
		rampAs[uint32, float64](roi, a, w, n, v)
	case reflect.Uint64:
		rampAs[uint64, float64](roi, a, w, n, v)
	case reflect.Uintptr:
		rampAs[uintptr, float64](roi, a, w, n, v)
	}
}

// rampAs computes the ramps of T's elements, whose representation is E's,
// in NumPy's working type F.
func rampAs[E kernel.Real, F kernel.Float, T any](roi Strided[T], a int, w [2]int, n int, v [2]T) {
	s := Strided[E]{Data: Reinterpret[E](roi.Data), Shape: roi.Shape, St: roi.St, Off: roi.Off}
	k := reflect.TypeFor[E]().Kind()
	integer := k != reflect.Float32 && k != reflect.Float64
	for side, at := range [2]int{0, w[0] + n} {
		num := w[side]
		if num == 0 {
			continue
		}
		start := F(BitsAs[E](v[side]))
		edge := axisView(s, a, w[0]+(n-1)*side, 1)
		// Over the edge plane (axis a of length 1 drops out of the plan):
		// the first pad element as operand 0, the edge element as 1.
		var p Plan
		if !p.Init(edge.Shape, 2, [3][]int{edge.St, edge.St}, [3]int{edge.Off + (at-w[0]-(n-1)*side)*s.St[a], edge.Off}) {
			continue
		}
		m, st := p.Inner()
		anyZero := !Walk(&p, 1, func(_, x, _ int) bool {
			return !kernel.RampAnyZero(s.Data, x, st[1], m, start, num)
		})
		Outer(&p, 1, func(d, x int) {
			kernel.Ramp(s.Data, d, st[0], s.St[a], s.Data, x, st[1], m, num, start, anyZero, side == 1, integer)
		})
	}
}
