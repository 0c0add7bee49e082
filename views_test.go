package tensor

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

// TestSliceIndices compares slicing a 1-D layout with Python's
// slice.indices on every small case (testdata/slices.jsonl).
func TestSliceIndices(t *testing.T) {
	recs := readJSONL[[]json.RawMessage](t, "testdata/slices.jsonl")
	for _, r := range recs {
		var d int
		var start, stop, step *int
		var want []int
		for i, p := range []any{&d, &start, &stop, &step, &want} {
			if err := json.Unmarshal(r[i], p); err != nil {
				t.Fatal(err)
			}
		}
		it := engine.All()
		switch {
		case start != nil && stop != nil:
			it = engine.Range(*start, *stop)
		case start != nil:
			it = engine.From(*start)
		case stop != nil:
			it = engine.To(*stop)
		}
		if step != nil {
			it = it.By(*step)
		}
		l, _ := Contiguous([1]int{d}, C)
		l, _ = Unchecked(l.Shape(), [1]int{1}, 10).Slice(0, it) // offset 10 so moves show
		got, err := l.Slice(0, engine.All())
		if err != nil {
			t.Fatalf("[:%d][%s]: %v", d, it, err)
		}
		addrs := []int{}
		for i := range got.Shape()[0] {
			a, _ := got.Index(i)
			addrs = append(addrs, a-10)
		}
		if want == nil {
			want = []int{}
		}
		if diff := cmp.Diff(want, addrs); diff != "" {
			t.Fatalf("length %d, slice %s (-python +got):\n%s", d, it, diff)
		}
		if len(want) == 0 && got.Offset() != 10 {
			t.Errorf("length %d, slice %s: empty result moved the offset to %d", d, it, got.Offset())
		}
	}
}

func TestSliceErrors(t *testing.T) {
	l, _ := Contiguous([2]int{4, 5}, C)
	if _, err := l.Slice(0, engine.All().By(0)); !errors.Is(err, ErrStep) {
		t.Errorf("step 0: %v, want ErrStep", err)
	}
	if _, err := l.Slice(2, engine.All()); !errors.Is(err, ErrAxis) {
		t.Errorf("axis 2: %v, want ErrAxis", err)
	}
	if _, err := l.Slice(0, engine.At(1)); !errors.Is(err, ErrIndex) {
		t.Errorf("integer item: %v, want ErrIndex", err)
	}
	if _, err := SubscriptLayout[[1]int](l, engine.At(1), engine.At(2), engine.At(0)); !errors.Is(err, ErrIndex) {
		t.Errorf("too many indices: %v, want ErrIndex", err)
	}
	if _, err := SubscriptLayout[[2]int](l, engine.Ellipsis(), engine.Ellipsis()); !errors.Is(err, ErrIndex) {
		t.Errorf("two ellipses: %v, want ErrIndex", err)
	}
	if _, err := SubscriptLayout[[1]int](l, engine.At(4)); !errors.Is(err, ErrIndex) {
		t.Errorf("index out of range: %v, want ErrIndex", err)
	}
	if _, err := SubscriptLayout[[2]int](l, engine.At(1)); !errors.Is(err, ErrRank) {
		t.Errorf("wrong output rank: %v, want ErrRank", err)
	}
	if _, err := SubscriptLayout[[1]int](l, engine.At(1).By(2)); !errors.Is(err, ErrIndex) {
		t.Errorf("step on an integer: %v, want ErrIndex", err)
	}
	v, err := SubscriptLayout[[3]int](l, engine.Range(1, 4).By(2), engine.NewAxis(), engine.All().By(-2))
	want := Unchecked([3]int{2, 1, 3}, [3]int{10, 0, -2}, 9)
	if err != nil || v != want {
		t.Errorf("SubscriptLayout[1:4:2, None, ::-2] = %v, %v; want %v", v, err, want)
	}
	for _, tt := range []struct {
		it   Item
		want string
	}{
		{engine.All(), ":"}, {engine.Range(1, 4).By(2), "1:4:2"}, {engine.From(-1).By(-1), "-1::-1"}, {engine.To(3), ":3"},
		{engine.At(-2), "-2"}, {engine.NewAxis(), "None"}, {engine.Ellipsis(), "..."},
	} {
		if got := tt.it.String(); got != tt.want {
			t.Errorf("String() = %q, want %q", got, tt.want)
		}
	}
}

func TestRankChanging(t *testing.T) {
	l, _ := Contiguous([3]int{2, 3, 4}, C)
	s, err := SelectLayout[[2]int](l, 1, -1)
	if want := Unchecked([2]int{2, 4}, [2]int{12, 1}, 8); s != want || err != nil {
		t.Errorf("SelectLayout(1, -1) = %v, %v; want %v", s, err, want)
	}
	if _, err := SelectLayout[[2]int](l, 1, 3); !errors.Is(err, ErrIndex) {
		t.Errorf("Select out of range: %v", err)
	}
	if _, err := SelectLayout[[3]int](l, 1, 0); !errors.Is(err, ErrRank) {
		t.Errorf("Select to rank 3: %v", err)
	}
	ins, err := ExpandDimsLayout[[4]int](l, -1)
	if want := Unchecked([4]int{2, 3, 4, 1}, [4]int{12, 4, 1, 1}, 0); ins != want || err != nil {
		t.Errorf("ExpandDimsLayout(-1) = %v, %v; want %v", ins, err, want)
	}
	if _, err := ExpandDimsLayout[[4]int](l, 4); !errors.Is(err, ErrAxis) {
		t.Errorf("ExpandDimsLayout(4): %v", err)
	}
	sq, err := SqueezeLayout[[3]int](ins, 3)
	if sq != l || err != nil {
		t.Errorf("SqueezeLayout(3) = %v, %v; want %v", sq, err, l)
	}
	if _, err := SqueezeLayout[[2]int](l, 0); !errors.Is(err, ErrShape) {
		t.Errorf("Squeeze of length 2: %v", err)
	}
	all := Unchecked([5]int{1, 2, 1, 3, 1}, [5]int{9, 3, 9, 1, 9}, 4).SqueezeAll()
	if !all.Equal(dyn.Unchecked([]int{2, 3}, []int{3, 1}, 4)) {
		t.Errorf("SqueezeAll = %v", all)
	}
	a, b, err := SplitAtLayout[[1]int, [2]int](l, 1)
	if a != Unchecked([1]int{2}, [1]int{12}, 0) || b != Unchecked([2]int{3, 4}, [2]int{4, 1}, 0) || err != nil {
		t.Errorf("SplitAtLayout(1) = %v, %v, %v", a, b, err)
	}
	if _, _, err := SplitAtLayout[[2]int, [2]int](l, 1); !errors.Is(err, ErrRank) {
		t.Errorf("SplitAt with wrong ranks: %v", err)
	}
	a2, b1, err := SplitAtLayout[[2]int, [1]int](l, -1)
	if a2 != Unchecked([2]int{2, 3}, [2]int{12, 4}, 0) || b1 != Unchecked([1]int{4}, [1]int{1}, 0) || err != nil {
		t.Errorf("SplitAtLayout(-1) = %v, %v, %v", a2, b1, err)
	}
	if _, _, err := SplitAtLayout[[0]int, [3]int](l, -4); !errors.Is(err, ErrAxis) {
		t.Errorf("SplitAtLayout(-4): %v, want ErrAxis", err)
	}
	a0, b3, err := SplitAtLayout[[0]int, [3]int](l, -3)
	if a0.Rank() != 0 || b3 != l || err != nil {
		t.Errorf("SplitAtLayout(-3) = %v, %v, %v", a0, b3, err)
	}
	f, _ := l.Flip(0)
	x, y, err := SplitAxesLayout[[2]int, [1]int](f, 2, 0)
	if x != Unchecked([2]int{4, 2}, [2]int{1, -12}, 12) || y != Unchecked([1]int{3}, [1]int{4}, 0) || err != nil {
		t.Errorf("SplitAxesLayout(2, 0) = %v, %v, %v", x, y, err)
	}
	// Addresses add: f[i, j, k] == x[k, i] + y[j].
	for i := range 2 {
		for j := range 3 {
			for k := range 4 {
				fa, _ := f.Index(i, j, k)
				xa, _ := x.Index(k, i)
				ya, _ := y.Index(j)
				if fa != xa+ya {
					t.Fatalf("split addresses do not add at %d %d %d", i, j, k)
				}
			}
		}
	}
	if _, _, err := SplitAxesLayout[[2]int, [1]int](l, 2, -1); !errors.Is(err, ErrAxis) {
		t.Errorf("SplitAxes repeated: %v", err)
	}
	da, db, err := l.Dyn().SplitAxes(2, 0)
	if err != nil || !da.Equal(Unchecked([2]int{4, 2}, [2]int{1, 12}, 0).Dyn()) || !db.Equal(y.Dyn()) {
		t.Errorf("dynamic SplitAxes = %v, %v, %v", da, db, err)
	}
}

func TestDiagonal(t *testing.T) {
	wide, _ := Contiguous([2]int{3, 5}, C) // a = arange(15).reshape(3, 5)
	tests := []struct {
		l       Layout[[2]int]
		k       int
		a1, a2  int
		wantLen int
		addrs   []int
	}{
		{wide, 0, 0, 1, 3, []int{0, 6, 12}},
		{wide, 2, 0, 1, 3, []int{2, 8, 14}},
		{wide, 3, 0, 1, 2, []int{3, 9}},
		{wide, -1, 0, 1, 2, []int{5, 11}},
		{wide, -2, 0, 1, 1, []int{10}},
		{wide, -3, 0, 1, 0, []int{}},
		{wide, 5, 0, 1, 0, []int{}},
		{wide, 9, 0, 1, 0, []int{}},
		{wide, 1, 1, 0, 2, []int{5, 11}},
		{wide, -1, -1, -2, 3, []int{1, 7, 13}},
		{wide.Transpose(), 1, 0, 1, 2, []int{5, 11}},
	}
	for _, tt := range tests {
		d, err := DiagonalLayout[[1]int](tt.l, tt.k, tt.a1, tt.a2)
		if err != nil {
			t.Fatalf("DiagonalLayout(%v, %d, %d, %d): %v", tt.l, tt.k, tt.a1, tt.a2, err)
		}
		got := addrsC(d.Dyn())
		if diff := cmp.Diff(tt.addrs, got); diff != "" || d.Shape()[0] != tt.wantLen {
			t.Errorf("DiagonalLayout(%v, %d, %d, %d) = %v (-want +got):\n%s", tt.l, tt.k, tt.a1, tt.a2, d, diff)
		}
	}
	if _, err := DiagonalLayout[[1]int](wide, 0, 1, -1); !errors.Is(err, ErrAxis) {
		t.Errorf("axis1 == axis2: %v, want ErrAxis", err)
	}
	for _, k := range []int{-1 << 63, 1<<63 - 1} {
		d, err := DiagonalLayout[[1]int](wide, k, 0, 1)
		if err != nil || d.Shape()[0] != 0 {
			t.Errorf("Diagonal k=%d = %v, %v; want empty", k, d, err)
		}
	}
	// Rank 3: the diagonal is appended last.
	l3, _ := Contiguous([3]int{2, 3, 4}, C)
	d3, err := DiagonalLayout[[2]int](l3, 1, 0, 2)
	if want := Unchecked([2]int{3, 2}, [2]int{4, 13}, 1); d3 != want || err != nil {
		t.Errorf("Diagonal rank 3 = %v, %v; want %v", d3, err, want)
	}
}

func TestBroadcast(t *testing.T) {
	tests := []struct {
		a, b  []int
		order Order
		want  []int
		err   error
	}{
		{[]int{3, 1}, []int{4}, C, []int{3, 4}, nil},
		{[]int{1}, []int{0}, C, []int{0}, nil},
		{[]int{2, 0}, []int{1}, C, []int{2, 0}, nil},
		{[]int{}, []int{2, 3}, C, []int{2, 3}, nil},
		{[]int{3}, []int{4}, C, nil, ErrBroadcast},
		{[]int{2, 3}, []int{2}, C, nil, ErrBroadcast},
		{[]int{2, 3}, []int{2}, F, []int{2, 3}, nil},
		{[]int{2, -1}, []int{2}, C, nil, ErrShape},
	}
	for _, tt := range tests {
		got, err := dyn.BroadcastShapes(tt.a, tt.b, tt.order)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("BroadcastShapes(%v, %v, %v) error = %v, want %v", tt.a, tt.b, tt.order, err, tt.err)
			}
			if tt.order == C && dyn.Broadcastable(tt.a, tt.b) {
				t.Errorf("Broadcastable(%v, %v) = true", tt.a, tt.b)
			}
			continue
		}
		if diff := cmp.Diff(tt.want, got); diff != "" || err != nil {
			t.Errorf("BroadcastShapes(%v, %v, %v) = %v (-want +got):\n%s", tt.a, tt.b, tt.order, err, diff)
		}
		if tt.order == C && !dyn.Broadcastable(tt.a, tt.b) {
			t.Errorf("Broadcastable(%v, %v) = false", tt.a, tt.b)
		}
	}
	s, err := BroadcastShape[[3]int]([2]int{3, 1}, [3]int{2, 1, 5})
	if s != [3]int{2, 3, 5} || err != nil {
		t.Errorf("BroadcastShape = %v, %v", s, err)
	}
	row, _ := Contiguous([1]int{4}, C)
	col, _ := Contiguous([2]int{3, 1}, C)
	a, b, err := broadcastLayouts[[2]int](row, col)
	if a != Unchecked([2]int{3, 4}, [2]int{0, 1}, 0) || b != Unchecked([2]int{3, 4}, [2]int{1, 0}, 0) || err != nil {
		t.Errorf("Broadcast = %v, %v, %v", a, b, err)
	}
	if !a.IsBroadcast() || a.SizeNoBroadcast() != 4 {
		t.Errorf("broadcast flags of %v", a)
	}
	bfd, err := row.Dyn().BroadcastTo([]int{4, 3}, F) // column-major broadcasting
	bf, _ := FromDynLayout[[2]int](bfd)
	if bf != Unchecked([2]int{4, 3}, [2]int{1, 0}, 0) || err != nil {
		t.Errorf("BroadcastTo F = %v, %v", bf, err)
	}
	if _, err := BroadcastToLayout(col, [1]int{3}); !errors.Is(err, ErrBroadcast) {
		t.Errorf("BroadcastTo lower rank: %v", err)
	}
	if _, err := BroadcastToLayout(row, [2]int{1 << 40, 1 << 40}); !errors.Is(err, ErrOverflow) {
		t.Errorf("BroadcastTo huge: %v", err)
	}
}

func TestReshape(t *testing.T) {
	l, _ := Contiguous([3]int{2, 3, 4}, C)
	r, err := ReshapeLayout(l, [2]int{-1, 4}, C)
	if r != Unchecked([2]int{6, 4}, [2]int{4, 1}, 0) || err != nil {
		t.Errorf("ReshapeLayout(-1, 4) = %v, %v", r, err)
	}
	tr := l.Transpose() // F-contiguous [4 3 2]
	if _, err := ReshapeLayout(tr, [1]int{24}, C); !errors.Is(err, ErrNotView) {
		t.Errorf("C reshape of a transpose: %v, want ErrNotView", err)
	}
	fr, err := ReshapeLayout(tr, [1]int{24}, F)
	if fr != Unchecked([1]int{24}, [1]int{1}, 0) || err != nil {
		t.Errorf("F reshape of a transpose = %v, %v", fr, err)
	}
	// Padded rows: [4 6] slice [:, :4] reshaped to [2 2 4] is a view; to [16] is not.
	base, _ := Contiguous([2]int{4, 6}, C)
	p, _ := base.Slice(1, engine.To(4))
	v, err := ReshapeLayout(p, [3]int{2, 2, 4}, C)
	if v != Unchecked([3]int{2, 2, 4}, [3]int{12, 6, 1}, 0) || err != nil {
		t.Errorf("Reshape of padded rows = %v, %v", v, err)
	}
	if _, err := ReshapeLayout(p, [1]int{16}, C); !errors.Is(err, ErrNotView) {
		t.Errorf("flatten of padded rows: %v, want ErrNotView", err)
	}
	for _, shape := range [][2]int{{-1, -1}, {5, -1}, {7, 4}, {-2, 12}} {
		if _, err := ReshapeLayout(l, shape, C); !errors.Is(err, ErrShape) {
			t.Errorf("ReshapeLayout(%v): %v, want ErrShape", shape, err)
		}
	}
	e, _ := Contiguous([2]int{0, 3}, C)
	if _, err := ReshapeLayout(e, [2]int{0, -1}, C); !errors.Is(err, ErrShape) {
		t.Errorf("ReshapeLayout(0, -1) of size 0: %v, want ErrShape", err)
	}
	if z, err := ReshapeLayout(e, [3]int{3, 0, 7}, C); err != nil || z.Size() != 0 {
		t.Errorf("Reshape to [3 0 7] = %v, %v", z, err)
	}
	s0, _ := Contiguous([0]int{}, C)
	if r1, err := ReshapeLayout(s0, [3]int{1, -1, 1}, C); r1.Shape() != [3]int{1, 1, 1} || err != nil {
		t.Errorf("Reshape rank 0 to [1 -1 1] = %v, %v", r1, err)
	}
}

func TestSlidingWindow(t *testing.T) {
	l, _ := Contiguous([2]int{4, 5}, C)
	w, err := SlidingWindowLayout[[4]int](l, [2]int{2, 3}, [2]int{2, 1})
	if want := Unchecked([4]int{2, 3, 2, 3}, [4]int{10, 1, 5, 1}, 0); w != want || err != nil {
		t.Errorf("SlidingWindow = %v, %v; want %v", w, err, want)
	}
	if a, _ := w.Index(1, 2, 1, 2); a != 2*5+2+5+2 {
		t.Errorf("window [1 2 1 2] at %d", a)
	}
	if _, err := SlidingWindowLayout[[4]int](l, [2]int{5, 1}, [2]int{1, 1}); !errors.Is(err, ErrShape) {
		t.Errorf("window too large: %v", err)
	}
	if _, err := SlidingWindowLayout[[4]int](l, [2]int{1, 1}, [2]int{0, 1}); !errors.Is(err, ErrStep) {
		t.Errorf("step 0: %v", err)
	}
	if _, err := SlidingWindowLayout[[3]int](l, [2]int{1, 1}, [2]int{1, 1}); !errors.Is(err, ErrRank) {
		t.Errorf("wrong rank: %v", err)
	}
	w2, _ := SlidingWindowLayout[[4]int](l, [2]int{2, 3}, [2]int{2, 3})
	if ov, _ := w2.SelfOverlap(0); ov || w2.Shape() != [4]int{2, 1, 2, 3} {
		t.Errorf("windows with step = size should not overlap: %v", w2)
	}
	w1, _ := SlidingWindowLayout[[4]int](l, [2]int{2, 2}, [2]int{1, 1})
	if ov, _ := w1.SelfOverlap(0); !ov {
		t.Errorf("step-1 windows of size 2 must overlap")
	}
}

func TestViewAllocs(t *testing.T) {
	l, _ := Contiguous([3]int{4, 5, 6}, C)
	var sink2 Layout[[2]int]
	var sink3 Layout[[3]int]
	var sink4 Layout[[4]int]
	var sink6 Layout[[6]int]
	l4, _ := Contiguous([4]int{4, 1, 5, 6}, C)
	ops := map[string]func(){
		"Slice": func() { sink3, _ = l.Slice(1, engine.Range(1, 4).By(-2)) },
		"Sub": func() {
			sink3, _ = SubscriptLayout[[3]int](l, engine.At(1), engine.NewAxis(), engine.Ellipsis(), engine.From(2).By(2))
		},
		"Select":        func() { sink2, _ = SelectLayout[[2]int](l, 2, -1) },
		"InsertAxis":    func() { sink4, _ = ExpandDimsLayout[[4]int](l, 1) },
		"Squeeze":       func() { sink3, _ = SqueezeLayout[[3]int](l4, 1) },
		"SplitAt":       func() { _, sink2, _ = SplitAtLayout[[1]int, [2]int](l, 1) },
		"SplitAxes":     func() { sink2, _, _ = SplitAxesLayout[[2]int, [1]int](l, 2, 0) },
		"Diagonal":      func() { sink2, _ = DiagonalLayout[[2]int](l, 1, 0, 2) },
		"BroadcastTo":   func() { sink4, _ = BroadcastToLayout(l, [4]int{2, 4, 5, 6}) },
		"Broadcast":     func() { sink4, _, _ = broadcastLayouts[[4]int](l, l4) },
		"Reshape":       func() { sink2, _ = ReshapeLayout(l, [2]int{-1, 6}, C) },
		"ReshapeNoCopy": func() { sink2, _ = ReshapeLayout(l.Transpose(), [2]int{6, -1}, F) },
		"SlidingWindow": func() { sink6, _ = SlidingWindowLayout[[6]int](l, [3]int{2, 2, 2}, [3]int{1, 2, 3}) },
		"Shape":         func() { _, _ = BroadcastShape[[3]int]([3]int{4, 1, 6}, [2]int{5, 1}) },
	}
	for name, op := range ops {
		if n := testing.AllocsPerRun(100, op); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
	_, _, _, _ = sink2, sink3, sink4, sink6
}
