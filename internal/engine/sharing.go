package engine

func SharesLayouts(op string, sa, ta []int, oa int, sb, tb []int, ob int, maxWork int) (bool, error) {
	if _, _, err := Bounds(op, sa, ta, oa); err != nil {
		return false, err
	}
	if _, _, err := Bounds(op, sb, tb, ob); err != nil {
		return false, err
	}
	return OverlapAnswer(op, SharesMemory(sa, ta, oa, sb, tb, ob, maxWork))
}

func BoundsMeet(sa, ta []int, oa int, sb, tb []int, ob int) bool {
	if IsEmpty(sa) || IsEmpty(sb) {
		return false
	}
	loA, hiA, okA := Extent(sa, ta, oa)
	loB, hiB, okB := Extent(sb, tb, ob)
	return !okA || !okB || (loA <= hiB && loB <= hiA)
}

// SharesData places b's layout in a's buffer coordinates and runs the exact
// test; buffers whose memory does not meet share nothing.
func SharesData[T any](op string, ad []T, sa, ta []int, oa int, bd []T, sb, tb []int, ob int, maxWork int) (bool, error) {
	shift, meet := BufferShift(ad, bd)
	if !meet {
		return false, nil
	}
	ob, ok := AddInt(ob, shift)
	if !ok {
		return false, Errorf(ErrOverflow, "%s: offset %d moved by %d", op, ob, shift)
	}
	return SharesLayouts(op, sa, ta, oa, sb, tb, ob, maxWork)
}

func MayShareData[T any](ad []T, sa, ta []int, oa int, bd []T, sb, tb []int, ob int) bool {
	shift, meet := BufferShift(ad, bd)
	if !meet {
		return false
	}
	ob, ok := AddInt(ob, shift)
	return !ok || BoundsMeet(sa, ta, oa, sb, tb, ob)
}

func Within(op string, shape, st []int, offset, n int) error {
	if IsEmpty(shape) {
		return nil // no address to check
	}
	lo, hi, err := Bounds(op, shape, st, offset)
	if err != nil {
		return err
	}
	if lo < 0 || hi > n {
		return Errorf(ErrBounds, "%s: addresses [%d, %d) outside a buffer of length %d", op, lo, hi, n)
	}
	return nil
}

func OverlapAnswer(op string, r OverlapResult) (bool, error) {
	switch r {
	case OverlapYes:
		return true, nil
	case OverlapNo:
		return false, nil
	}
	return false, Errorf(ErrTooHard, "%s: gave up", op)
}
