package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

// TestSharesMemoryIssueWorkCap is the case of issue 21: NumPy's
// np.shares_memory(y[:, 0:3], y[:, 3:6], max_work=1) answers False for an
// int16 array y of shape (2, 6), so SharesMemory must not give up at a cap
// of 1.
func TestSharesMemoryIssueWorkCap(t *testing.T) {
	y, err := Zeros[int16]([2]int{2, 6})
	if err != nil {
		t.Fatal(err)
	}
	a, err := y.Subscript(engine.All(), engine.Range(0, 3))
	if err != nil {
		t.Fatal(err)
	}
	b, err := y.Subscript(engine.All(), engine.Range(3, 6))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{1, 2, 0} {
		if got, err := SharesMemory(a, b, w); got || err != nil {
			t.Errorf("SharesMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
		if got, err := a.Dyn().SharesMemory(b.Dyn(), w); got || err != nil {
			t.Errorf("DynTensor.SharesMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
		// As layouts: NumPy's answer and work do not depend on the item size.
		if got, err := LayoutsShareMemory(a.Layout(), b.Layout(), w); got || err != nil {
			t.Errorf("LayoutsShareMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
		if got, err := a.Dyn().Layout().SharesMemory(b.Dyn().Layout(), w); got || err != nil {
			t.Errorf("DynLayout.SharesMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
	}
}

// TestSharesMemoryGolden compares SharesMemory under work caps with
// np.shares_memory(a, b, max_work=w) (kind "shares" in
// testdata/overlap.jsonl, written by scripts/golden_overlap.py): the
// answer must be NumPy's, and ErrTooHard exactly where NumPy raises
// TooHardError. NumPy's max_work -1 (no cap) is checked with the default
// cap, far above the work these problems need. The cases have items of 1,
// 2, 4 and 8 bytes, on which NumPy's answers and work are the same, so
// LayoutsShareMemory and DynLayout.SharesMemory are checked on all of them.
func TestSharesMemoryGolden(t *testing.T) {
	var n, hard int
	sizes := map[int]int{}
	for i, r := range readJSONL[overlapRec](t, "testdata/overlap.jsonl") {
		if r.Kind != "shares" {
			continue
		}
		n++
		if len(r.MaxWork) != len(r.Answers) {
			t.Fatalf("#%d: %d caps, %d answers", i, len(r.MaxWork), len(r.Answers))
		}
		for _, a := range r.Answers {
			if a == "TooHard" {
				hard++
			}
		}
		sizes[r.Itemsize]++
		switch r.Itemsize {
		case 1:
			sharesGolden[int8](t, i, r)
		case 2:
			sharesGolden[int16](t, i, r)
		case 4:
			sharesGolden[int32](t, i, r)
		case 8:
			sharesGolden[int64](t, i, r)
		default:
			t.Fatalf("#%d: item size %d", i, r.Itemsize)
		}
	}
	if n < 500 || hard < 300 || min(sizes[1], sizes[2], sizes[4], sizes[8]) < 100 {
		t.Errorf("coverage: %d cases, %d TooHard answers, item sizes %v", n, hard, sizes)
	}
}

func sharesGolden[T any](t *testing.T, i int, r overlapRec) {
	t.Helper()
	la := dyn.Unchecked(r.A.Shape, r.A.Strides, r.A.Offset)
	lb := dyn.Unchecked(r.B.Shape, r.B.Strides, r.B.Offset)
	size := 0
	for _, l := range []dyn.Layout{la, lb} {
		_, hi, err := l.Bounds()
		if err != nil {
			t.Fatalf("#%d: %v", i, err)
		}
		size = max(size, hi)
	}
	buf := make([]T, size)
	a, err := dyn.View(buf, la)
	if err != nil {
		t.Fatalf("#%d: a: %v", i, err)
	}
	b, err := dyn.View(buf, lb)
	if err != nil {
		t.Fatalf("#%d: b: %v", i, err)
	}
	// The same views with a fixed rank, padded with axes of length 1.
	pa, pb := padTo4(t, buf, r.A), padTo4(t, buf, r.B)
	for k, w := range r.MaxWork {
		want := r.Answers[k]
		if w < 0 {
			w = 0
		}
		got := map[string]string{
			"SharesMemory":           shareAnswer(SharesMemory(pa, pb, w)),
			"DynTensor.SharesMemory": shareAnswer(a.SharesMemory(b, w)),
		}
		got["LayoutsShareMemory"] = shareAnswer(LayoutsShareMemory(pa.Layout(), pb.Layout(), w))
		got["DynLayout.SharesMemory"] = shareAnswer(la.SharesMemory(lb, w))
		for name, g := range got {
			if g != want {
				t.Errorf("#%d %s(a %v, b %v, %d) with %d-byte items = %s, NumPy (max_work=%d) %s",
					i, name, la, lb, w, r.Itemsize, g, r.MaxWork[k], want)
			}
		}
	}
}

// padTo4 returns the view v of data with leading axes of length 1 added up
// to rank 4, which changes no address.
func padTo4[T any](t *testing.T, data []T, v viewRec) Tensor[T, [4]int] {
	t.Helper()
	var shape, st [4]int
	m := len(v.Shape)
	if m > 4 {
		t.Fatalf("view of rank %d", m)
	}
	for k := range 4 {
		shape[k] = 1
		if j := k - (4 - m); j >= 0 {
			shape[k], st[k] = v.Shape[j], v.Strides[j]
		}
	}
	x, err := View(data, Unchecked(shape, st, v.Offset))
	if err != nil {
		t.Fatalf("view %+v: %v", v, err)
	}
	return x
}

// shareAnswer writes an answer of SharesMemory as the golden file does.
func shareAnswer(ok bool, err error) string {
	switch {
	case errors.Is(err, ErrTooHard):
		return "TooHard"
	case err != nil:
		return "error: " + err.Error()
	case ok:
		return "True"
	}
	return "False"
}

// TestSharesMemoryNoAlloc: the exact test allocates nothing (writes run it
// to decide whether to copy).
func TestSharesMemoryNoAlloc(t *testing.T) {
	m, _ := Zeros[float64]([3]int{8, 8, 8})
	even, _ := m.Slice(2, engine.All().By(2))
	odd, _ := m.Slice(2, engine.From(1).By(2))
	mt := m.Transpose()
	if n := testing.AllocsPerRun(50, func() {
		_, _ = SharesMemory(even, odd, 0)
		_, _ = SharesMemory(m, mt, 0)
	}); n != 0 {
		t.Errorf("%v allocations, want 0", n)
	}
}
