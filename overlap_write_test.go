package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

type viewRec struct {
	Shape   []int `json:"shape"`
	Strides []int `json:"strides"`
	Offset  int   `json:"offset"`
}

type overlapRec struct {
	Kind string   `json:"kind"`
	Op   string   `json:"op"`
	Buf  []int64  `json:"buf"`
	Dst  viewRec  `json:"dst"`
	A    viewRec  `json:"a"`
	B    viewRec  `json:"b"`
	Src  viewRec  `json:"src"`
	Want *[]int64 `json:"want"`
	// Kind "shares": np.shares_memory(A, B, max_work=MaxWork[k]) is
	// Answers[k] on a buffer of items Itemsize bytes long.
	Itemsize int      `json:"itemsize"`
	MaxWork  []int    `json:"max_work"`
	Answers  []string `json:"answers"`
}

// padView returns the view of v over data with leading axes of length 1
// added up to rank D (which changes no address and no broadcast).
func padView[D Dim](t *testing.T, data []int64, v viewRec) Tensor[int64, D] {
	t.Helper()
	var shape, st D
	n, m := len(shape), len(v.Shape)
	if m > n {
		t.Fatalf("view of rank %d for rank %d", m, n)
	}
	for k := range n {
		shape[k] = 1
		if j := k - (n - m); j >= 0 {
			shape[k], st[k] = v.Shape[j], v.Strides[j]
		}
	}
	x, err := View(data, Unchecked(shape, st, v.Offset))
	if err != nil {
		t.Fatalf("view %+v: %v", v, err)
	}
	return x
}

func exactView[D Dim](t *testing.T, data []int64, v viewRec) Tensor[int64, D] {
	t.Helper()
	shape, err1 := ToDim[D](v.Shape)
	st, err2 := ToDim[D](v.Strides)
	if err1 != nil || err2 != nil {
		t.Fatalf("view %+v for rank %d", v, rank[D]())
	}
	x, err := View(data, Unchecked(shape, st, v.Offset))
	if err != nil {
		t.Fatalf("view %+v: %v", v, err)
	}
	return x
}

// TestOverlapGolden runs np.<op>(a, b, out=dst) and dst[...] = src on views
// of one buffer (testdata/overlap.jsonl, written by
// scripts/golden_overlap.py) and compares the whole buffer with NumPy's.
func TestOverlapGolden(t *testing.T) {
	var recs []overlapRec
	for _, r := range readJSONL[overlapRec](t, "testdata/overlap.jsonl") {
		if r.Kind != "shares" { // TestSharesMemoryGolden
			recs = append(recs, r)
		}
	}
	if len(recs) < 300 {
		t.Fatalf("%d cases, want at least 300", len(recs))
	}
	var arith, assign, refused int
	for i, r := range recs {
		buf := append([]int64(nil), r.Buf...)
		dst := padView[[3]int](t, buf, r.Dst)
		var err error
		switch r.Kind {
		case "arith":
			arith++
			a := padView[[3]int](t, buf, r.A)
			switch len(r.B.Shape) { // b keeps its own rank: broadcasting across ranks
			case 1:
				err = overlapArith(r.Op, dst, a, exactView[[1]int](t, buf, r.B))
			case 2:
				err = overlapArith(r.Op, dst, a, exactView[[2]int](t, buf, r.B))
			default:
				err = overlapArith(r.Op, dst, a, padView[[3]int](t, buf, r.B))
			}
		case "assign":
			assign++
			switch len(r.Src.Shape) { // extra leading axes: src rank above dst's
			case 1:
				err = Assign(dst, exactView[[1]int](t, buf, r.Src))
			case 2:
				err = Assign(dst, exactView[[2]int](t, buf, r.Src))
			case 3:
				err = Assign(dst, exactView[[3]int](t, buf, r.Src))
			case 4:
				err = Assign(dst, exactView[[4]int](t, buf, r.Src))
			default:
				err = Assign(dst, exactView[[5]int](t, buf, r.Src))
			}
		}
		if r.Want == nil {
			refused++
			if !errors.Is(err, ErrBroadcast) {
				t.Errorf("#%d %s: NumPy refuses, got %v", i, r.Kind, err)
			}
			if diff := cmp.Diff(r.Buf, buf); diff != "" {
				t.Errorf("#%d: a refused write changed the buffer (-before +after):\n%s", i, diff)
			}
			continue
		}
		if err != nil {
			t.Errorf("#%d %s %s: %v", i, r.Kind, r.Op, err)
			continue
		}
		if diff := cmp.Diff(*r.Want, buf); diff != "" {
			t.Errorf("#%d %s %s dst %+v a %+v b %+v src %+v (-numpy +got):\n%s", i, r.Kind, r.Op, r.Dst, r.A, r.B, r.Src, diff)
		}
	}
	if arith < 200 || assign < 50 || refused < 5 {
		t.Errorf("coverage: %d arith, %d assign, %d refused cases", arith, assign, refused)
	}
}

func overlapArith[E Dim](op string, dst, a Tensor[int64, [3]int], b Tensor[int64, E]) error {
	switch op {
	case "add":
		return AddTo(dst, a, b)
	case "subtract":
		return SubtractTo(dst, a, b)
	}
	return MultiplyTo(dst, a, b)
}

// TestOverlapIssueCases checks the two cases the overlap issue names.
func TestOverlapIssueCases(t *testing.T) {
	x, _ := Arange[int64](0, 9, 1)
	a, _ := FromSlice(x.Data(), [2]int{3, 3})
	if err := AddTo(a, a, a.Transpose()); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int64{0, 4, 8, 4, 8, 12, 8, 12, 16}, a.Data()); diff != "" {
		t.Errorf("a += a.T (-numpy +got):\n%s", diff)
	}
	v, _ := Arange[int64](0, 5, 1)
	tail, _ := v.Slice(0, engine.From(1))
	head, _ := v.Slice(0, engine.To(-1))
	if err := AddTo(tail, head, head); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int64{0, 0, 2, 4, 6}, v.Data()); diff != "" {
		t.Errorf("v[1:] = v[:-1] + v[:-1] (-numpy +got):\n%s", diff)
	}
	// ZipTo follows the same rule (its documented restriction is gone).
	w, _ := Arange[int64](0, 5, 1)
	wt, _ := w.Slice(0, engine.From(1))
	wh, _ := w.Slice(0, engine.To(-1))
	if err := ZipTo(wt, wh, wh, func(x, y int64) int64 { return 10*x + y }); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int64{0, 0, 11, 22, 33}, w.Data()); diff != "" {
		t.Errorf("ZipTo shifted (-want +got):\n%s", diff)
	}
}

// TestInPlaceNoAlloc: dst with the layout of an input (NumPy's a += b)
// neither copies nor allocates.
func TestInPlaceNoAlloc(t *testing.T) {
	a, _ := Zeros[float64]([2]int{64, 32})
	b, _ := Full([2]int{64, 32}, 1.5)
	row, _ := Full([1]int{32}, 2.0)
	at := a.Transpose()
	bt := b.Transpose()
	for name, f := range map[string]func(){
		"a+=b":   func() { _ = AddTo(a, a, b) },
		"a+=row": func() { _ = AddTo(a, a, row) },
		"aT+=bT": func() { _ = MultiplyTo(at, at, bt) },
		"zip":    func() { _ = ZipTo(a, a, b, func(x, y float64) float64 { return x - y }) },
		"scale":  func() { _ = Scale(a, 0.5) },
	} {
		if n := testing.AllocsPerRun(50, f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", name, n)
		}
	}
}

func TestDivideByZero(t *testing.T) {
	a, _ := FromSlice([]int32{10, 20, 30, 40}, [2]int{2, 2})
	b, _ := FromSlice([]int32{1, 0}, [1]int{2})
	dst, _ := Full([2]int{2, 2}, int32(7))
	if err := DivideTo(dst, a, b); !errors.Is(err, ErrDivideByZero) {
		t.Fatalf("DivideTo by zero: %v", err)
	}
	if diff := cmp.Diff([]int32{7, 7, 7, 7}, dst.Data()); diff != "" {
		t.Errorf("dst changed by a refused division (-want +got):\n%s", diff)
	}
	if _, err := Divide(a, b); !errors.Is(err, ErrDivideByZero) {
		t.Errorf("Divide by zero: %v", err)
	}
	// An empty destination reads no divisor.
	e, _ := Zeros[int32]([2]int{0, 2})
	if err := DivideTo(e, e, b); err != nil {
		t.Errorf("empty DivideTo: %v", err)
	}
	// Floats divide by zero as IEEE 754 says.
	f, _ := FromSlice([]float64{1, -1, 0}, [1]int{3})
	z, _ := Zeros[float64]([1]int{3})
	q, err := Divide(f, z)
	if err != nil {
		t.Fatal(err)
	}
	if got := q.String(); got != "[ inf -inf  nan]" {
		t.Errorf("float division by zero = %s", got)
	}
	// MinInt / -1 wraps to MinInt, as in Go and NumPy's floor_divide.
	m, _ := FromSlice([]int8{-128, 7}, [1]int{2})
	d, _ := FromSlice([]int8{-1, -2}, [1]int{2})
	r, err := Divide(m, d)
	if err != nil || !cmp.Equal(r.Data(), []int8{-128, -3}) {
		t.Errorf("int8 division = %v, %v; want [-128 -3] (truncated toward zero)", r.Data(), err)
	}
}

func TestAssignLeadingUnitAxes(t *testing.T) {
	dst, _ := Zeros[int]([2]int{3, 2})
	ones, _ := Full([3]int{1, 3, 2}, 1)
	if err := Assign(dst, ones); err != nil {
		t.Fatalf("a[...] = ones((1, 3, 2)): %v", err)
	}
	if diff := cmp.Diff([]int{1, 1, 1, 1, 1, 1}, dst.Data()); diff != "" {
		t.Errorf("(-want +got):\n%s", diff)
	}
	row, _ := FromSlice([]int{4, 5}, [4]int{1, 1, 1, 2})
	if err := Assign(dst, row); err != nil || !cmp.Equal(dst.Data(), []int{4, 5, 4, 5, 4, 5}) {
		t.Errorf("a[...] = (1,1,1,2) = %v, %v", dst.Data(), err)
	}
	two, _ := Full([3]int{2, 3, 2}, 9)
	if err := Assign(dst, two); !errors.Is(err, ErrBroadcast) {
		t.Errorf("extra leading axis of length 2: %v", err)
	}
	if !cmp.Equal(dst.Data(), []int{4, 5, 4, 5, 4, 5}) {
		t.Errorf("refused Assign changed dst: %v", dst.Data())
	}
	// Arithmetic keeps NumPy's stricter out= rule.
	if err := AddTo(dst, ones, dst); !errors.Is(err, ErrBroadcast) {
		t.Errorf("AddTo with an input of higher rank than dst: %v", err)
	}
}
