package engine

import "slices"

// axisView returns s restricted to [from, from+n) along axis.
func axisView[T any](s Strided[T], axis, from, n int) Strided[T] {
	v := s
	v.Shape = slices.Clone(s.Shape)
	v.Shape[axis] = n
	v.Off = s.Off + from*s.St[axis]
	return v
}

// DiffShape writes into out the shape of np.diff(t, n, axis) for t of
// shape shape (the axis shortened by n, to no less than 0) and returns the
// axis in range, or an error wrapping ErrAxis, or ErrValue for n < 0. For
// n = 0 the shape is t's and the axis is not looked at, as in NumPy.
func DiffShape(op string, shape []int, n, axis int, out []int) (int, error) {
	if n < 0 {
		return 0, Errorf(ErrValue, "%s: order %d is negative", op, n)
	}
	copy(out, shape)
	if n == 0 {
		return 0, nil // NumPy returns t itself, never looking at axis
	}
	a, err := NormAxis(op, axis, len(shape))
	if err != nil {
		return 0, err
	}
	out[a] = max(shape[a]-n, 0)
	return a, nil
}

// DiffInto stores np.diff(t, n, axis) into r (of DiffShape's shape, not
// overlapping t): n rounds of the differences of neighbours along axis,
// each x[i+1] - x[i] as Subtract computes it (integers wrap, as in
// NumPy).
func DiffInto[T Number](op string, r, t Strided[T], n, axis int) error {
	if n == 0 {
		return Assign(op, r, t)
	}
	cur := t
	for k := range n {
		l := cur.Shape[axis] - 1
		if l <= 0 || r.HasNone() {
			return nil // r is empty along axis
		}
		hi, lo := axisView(cur, axis, 1, l), axisView(cur, axis, 0, l)
		dst := r
		if k < n-1 {
			st := make([]int, len(hi.Shape))
			tmp, err := NewC[T](op, slices.Clone(hi.Shape), st)
			if err != nil {
				return err
			}
			dst = tmp
		}
		if err := ArithTo(op, OpSub, dst, hi, lo); err != nil {
			return err
		}
		cur = dst
	}
	return nil
}

// RollInto stores np.roll(t, shift, axis) into r (of t's shape, not
// overlapping t): element i along axis moves to (i + shift) mod n.
func RollInto[T any](op string, r, t Strided[T], shift, axis int) error {
	a, err := NormAxis(op, axis, len(t.Shape))
	if err != nil {
		return err
	}
	n := t.Shape[a]
	if n == 0 || r.HasNone() {
		return nil
	}
	s := shift % n
	if s < 0 {
		s += n
	}
	if err := Assign(op, axisView(r, a, s, n-s), axisView(t, a, 0, n-s)); err != nil {
		return err
	}
	if s == 0 {
		return nil
	}
	return Assign(op, axisView(r, a, 0, s), axisView(t, a, n-s, s))
}
