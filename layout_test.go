package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

// addrsC lists the address of every element of d in C order, by brute force.
func addrsC(d dyn.Layout) []int {
	if d.Size() == 0 {
		return []int{}
	}
	var out []int
	idx := make([]int, d.Rank())
	for {
		a, err := d.Index(idx...)
		if err != nil {
			panic(err)
		}
		out = append(out, a)
		k := len(idx) - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < d.Shape()[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return out
		}
	}
}

// bruteOverlap reports whether two distinct indices of d share an address.
func bruteOverlap(d dyn.Layout) bool {
	seen := map[int]bool{}
	for _, a := range addrsC(d) {
		if seen[a] {
			return true
		}
		seen[a] = true
	}
	return false
}

func TestContiguous(t *testing.T) {
	tests := []struct {
		shape   [3]int
		order   Order
		strides [3]int
	}{
		{[3]int{2, 3, 4}, C, [3]int{12, 4, 1}},
		{[3]int{2, 3, 4}, F, [3]int{1, 2, 6}},
		{[3]int{2, 1, 3}, C, [3]int{3, 3, 1}},
		{[3]int{2, 1, 3}, F, [3]int{1, 2, 2}},
		{[3]int{2, 0, 3}, C, [3]int{3, 3, 1}},
		{[3]int{2, 0, 3}, F, [3]int{1, 2, 2}},
	}
	for _, tt := range tests {
		l, err := Contiguous(tt.shape, tt.order)
		if err != nil {
			t.Fatalf("Contiguous(%v, %v): %v", tt.shape, tt.order, err)
		}
		if diff := cmp.Diff(tt.strides, l.Strides()); diff != "" {
			t.Errorf("Contiguous(%v, %v) strides (-want +got):\n%s", tt.shape, tt.order, diff)
		}
		if l.Offset() != 0 || l.Shape() != tt.shape {
			t.Errorf("Contiguous(%v, %v) = %v", tt.shape, tt.order, l)
		}
		if tt.order == C && !l.IsCContiguous() || tt.order == F && !l.IsFContiguous() {
			t.Errorf("Contiguous(%v, %v) not contiguous in its own order", tt.shape, tt.order)
		}
	}
	if _, err := Contiguous([2]int{1 << 40, 1 << 40}, C); !errors.Is(err, ErrOverflow) {
		t.Errorf("Contiguous([1<<40 1<<40], C) error = %v, want ErrOverflow", err)
	}
	if _, err := Contiguous([2]int{3, -1}, C); !errors.Is(err, ErrShape) {
		t.Errorf("Contiguous([3 -1], C) error = %v, want ErrShape", err)
	}
	if _, err := Contiguous([1]int{3}, Order(7)); !errors.Is(err, ErrShape) {
		t.Errorf("Contiguous with order 7: error = %v, want ErrShape", err)
	}
	if _, err := dyn.Contiguous(make([]int, MaxRank+1), C); !errors.Is(err, ErrRank) {
		t.Errorf("ContiguousDyn rank %d: error = %v, want ErrRank", MaxRank+1, err)
	}
	lf, err := Contiguous([4]int{2, 3, 4, 5}, F)
	if s := lf.Strides(); err != nil || s != [4]int{1, 2, 6, 24} {
		t.Errorf("Contiguous([2 3 4 5], F).Strides() = %v, %v; want [1 2 6 24]", s, err)
	}
	if n, err := Size([3]int{2, 3, 4}); n != 24 || err != nil {
		t.Errorf("Size([2 3 4]) = %d, %v; want 24", n, err)
	}
	if n, err := Size([3]int{0, 1 << 62, 1 << 62}); n != 0 || err != nil {
		t.Errorf("Size([0 1<<62 1<<62]) = %d, %v; want 0", n, err)
	}
	if rank[[5]int]() != 5 || rank[[0]int]() != 0 {
		t.Errorf("rank: wrong")
	}
}

func TestNew(t *testing.T) {
	tests := []struct {
		name    string
		shape   []int
		strides []int
		offset  int
		err     error
	}{
		{"rstsr valid negative stride", []int{3, 2, 6}, []int{3, -300, 15}, 917, nil},
		{"rstsr negative address", []int{3, 2, 6}, []int{3, -300, 15}, 0, ErrBounds},
		{"interleaved no overlap", []int{3, 2}, []int{2, 3}, 0, nil},
		{"overlap", []int{3, 2}, []int{1, 2}, 0, ErrOverlap},
		{"broadcast allowed", []int{4, 3}, []int{0, 1}, 0, nil},
		{"broadcast plus overlap", []int{4, 3, 2}, []int{0, 1, 1}, 0, ErrOverlap},
		{"negative dim", []int{2, -1}, []int{1, 1}, 0, ErrShape},
		{"negative offset", []int{2}, []int{1}, -1, ErrBounds},
		{"rank mismatch", []int{2, 2}, []int{1}, 0, ErrRank},
		{"extent overflow", []int{4}, []int{1 << 62}, 0, ErrOverflow},
		{"size overflow", []int{1 << 40, 1 << 40}, []int{0, 0}, 0, ErrOverflow},
		{"min stride", []int{2}, []int{-1 << 63}, 0, ErrBounds},
		{"min stride overflow", []int{3}, []int{-1 << 63}, 0, ErrOverflow},
		{"empty anything", []int{0, 5}, []int{-7, 0}, 0, nil},
		{"rank 0", []int{}, []int{}, 5, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d, err := dyn.New(tt.shape, tt.strides, tt.offset)
			if tt.err == nil && err != nil || tt.err != nil && !errors.Is(err, tt.err) {
				t.Fatalf("NewDyn(%v, %v, %d) error = %v, want %v", tt.shape, tt.strides, tt.offset, err, tt.err)
			}
			if err == nil {
				if diff := cmp.Diff(tt.shape, d.Shape()); diff != "" {
					t.Errorf("shape (-want +got):\n%s", diff)
				}
				if diff := cmp.Diff(tt.strides, d.Strides()); diff != "" {
					t.Errorf("strides (-want +got):\n%s", diff)
				}
			}
		})
	}
	l, err := New([3]int{3, 2, 6}, [3]int{3, -300, 15}, 917)
	if err != nil {
		t.Fatal(err)
	}
	lo, hi, err := l.Bounds()
	if lo != 617 || hi != 917+6+75+1 || err != nil {
		t.Errorf("Bounds() = %d, %d, %v; want 617, 999", lo, hi, err)
	}
	if err := l.Within(999); err != nil {
		t.Errorf("Within(999) = %v", err)
	}
	if err := l.Within(998); !errors.Is(err, ErrBounds) {
		t.Errorf("Within(998) = %v, want ErrBounds", err)
	}
}

func TestLayoutGolden(t *testing.T) {
	recs := readLayoutGolden(t)
	for i, r := range recs {
		d := dyn.Unchecked(r.Shape, r.Strides, r.Offset)
		if got := d.IsCContiguous(); got != r.C {
			t.Errorf("#%d %v: IsCContiguous = %v, NumPy %v", i, d, got, r.C)
		}
		if got := d.IsFContiguous(); got != r.F {
			t.Errorf("#%d %v: IsFContiguous = %v, NumPy %v", i, d, got, r.F)
		}
		got, err := d.SelfOverlap(0)
		if err != nil || got != r.Overlap {
			t.Errorf("#%d %v: SelfOverlap = %v, %v; NumPy %v", i, d, got, err, r.Overlap)
		}
		if d.NonOverlappingFast() && r.Overlap {
			t.Errorf("#%d %v: fast test claims no overlap", i, d)
		}
		if diff := cmp.Diff(r.Addrs, addrsC(d)); diff != "" {
			t.Errorf("#%d %v: addresses (-numpy +got):\n%s", i, d, diff)
		}
		_, err = dyn.New(r.Shape, r.Strides, r.Offset)
		if wantErr := bruteOverlap(squeezeZeroStrides(d)); (err != nil) != wantErr {
			t.Errorf("#%d %v: NewDyn error = %v, want error %v", i, d, err, wantErr)
		}
		if len(r.Shape) == 3 {
			l, err := FromDynLayout[[3]int](d)
			if err != nil {
				t.Fatal(err)
			}
			if l.IsCContiguous() != r.C || l.IsFContiguous() != r.F {
				t.Errorf("#%d %v: fixed-rank flags differ from NumPy", i, l)
			}
			var got []int
			var idx [3]int
			for idx[0] = 0; idx[0] < r.Shape[0]; idx[0]++ {
				for idx[1] = 0; idx[1] < r.Shape[1]; idx[1]++ {
					for idx[2] = 0; idx[2] < r.Shape[2]; idx[2]++ {
						got = append(got, l.IndexUnchecked(&idx))
					}
				}
			}
			if got == nil {
				got = []int{}
			}
			if diff := cmp.Diff(r.Addrs, got); diff != "" {
				t.Errorf("#%d %v: IndexUnchecked addresses (-numpy +got):\n%s", i, l, diff)
			}
		}
	}
}

// squeezeZeroStrides returns d with stride-0 axes set to length 1: the
// layout whose overlap the checked constructors test.
func squeezeZeroStrides(d dyn.Layout) dyn.Layout {
	sh := d.Shape()
	for k, s := range d.Strides() {
		if s == 0 && sh[k] > 0 {
			sh[k] = 1
		}
	}
	return dyn.Unchecked(sh, d.Strides(), d.Offset())
}

// TestOverlapBrute compares the exact overlap test with brute force on
// every layout of rank 1 to 3 with dims 0..3 and strides -4..4.
func TestOverlapBrute(t *testing.T) {
	count := 0
	for rank := 1; rank <= 3; rank++ {
		shape := make([]int, rank)
		st := make([]int, rank)
		var rec func(k int)
		rec = func(k int) {
			if k == rank {
				d := dyn.Unchecked(shape, st, 0)
				lo, _, _ := d.Bounds()
				d = dyn.Unchecked(shape, st, -lo)
				want := bruteOverlap(d)
				got, err := d.SelfOverlap(0)
				if err != nil || got != want {
					t.Fatalf("%v: SelfOverlap = %v, %v; brute force %v", d, got, err, want)
				}
				if d.NonOverlappingFast() && want {
					t.Fatalf("%v: fast test wrong", d)
				}
				count++
				return
			}
			for dim := 0; dim <= 3; dim++ {
				for s := -4; s <= 4; s++ {
					shape[k], st[k] = dim, s
					rec(k + 1)
				}
			}
		}
		rec(0)
	}
	if count != 36+36*36+36*36*36 {
		t.Errorf("checked %d layouts", count)
	}
}

func TestOverlapWorkCap(t *testing.T) {
	// Strides that share a large gcd structure make the search long; with a
	// tiny cap the answer must be ErrTooHard, not a guess.
	d := dyn.Unchecked([]int{1000, 1000, 1000}, []int{999, 1001, 1000 * 1000}, 0)
	_, err := d.SelfOverlap(3)
	if !errors.Is(err, ErrTooHard) {
		t.Errorf("SelfOverlap(3) error = %v, want ErrTooHard", err)
	}
	got, err := dyn.Unchecked([]int{3, 2}, []int{2, 3}, 0).SelfOverlap(0)
	if got || err != nil {
		t.Errorf("[3 2]/[2 3] SelfOverlap = %v, %v; want false", got, err)
	}
	if dyn.Unchecked([]int{3, 2}, []int{2, 3}, 0).NonOverlappingFast() {
		t.Errorf("fast test should not prove [3 2]/[2 3]")
	}
}

func TestPredicates(t *testing.T) {
	tests := []struct {
		shape, strides []int
		c, f, cp, fp   bool
		nc, nf         int
		bcast          bool
	}{
		{[]int{2, 3}, []int{3, 1}, true, false, true, false, 2, 0, false},
		{[]int{2, 3}, []int{1, 2}, false, true, false, true, 0, 2, false},
		{[]int{2, 3}, []int{5, 1}, false, false, true, false, 1, 0, false},
		{[]int{1, 3}, []int{7, 1}, true, true, true, true, 2, 2, false},
		{[]int{3, 1}, []int{1, 9}, true, true, true, true, 2, 2, false},
		{[]int{0, 3}, []int{5, 9}, true, true, true, true, 2, 2, false},
		{[]int{}, []int{}, true, true, true, true, 0, 0, false},
		{[]int{4, 3}, []int{0, 1}, false, false, false, false, 1, 0, true},
		{[]int{2, 3}, []int{-3, 1}, false, false, false, false, 1, 0, false},
		{[]int{2, 3, 4}, []int{12, 1, 3}, false, false, false, false, 0, 0, false},
	}
	for _, tt := range tests {
		d := dyn.Unchecked(tt.shape, tt.strides, 0)
		got := []any{d.IsCContiguous(), d.IsFContiguous(), d.IsCPrefer(), d.IsFPrefer(), d.NDimCContig(), d.NDimFContig(), d.IsBroadcast()}
		want := []any{tt.c, tt.f, tt.cp, tt.fp, tt.nc, tt.nf, tt.bcast}
		if diff := cmp.Diff(want, got); diff != "" {
			t.Errorf("%v: [C F Cprefer Fprefer nC nF bcast] (-want +got):\n%s", d, diff)
		}
	}
	l := Unchecked([2]int{4, 3}, [2]int{0, 1}, 2)
	if l.Size() != 12 || l.SizeNoBroadcast() != 3 {
		t.Errorf("Size, SizeNoBroadcast = %d, %d; want 12, 3", l.Size(), l.SizeNoBroadcast())
	}
	if got := l.String(); got != "{shape=[4 3] strides=[0 1] offset=2}" {
		t.Errorf("String() = %q", got)
	}
}

func TestIndex(t *testing.T) {
	l, _ := Contiguous([3]int{2, 3, 4}, C)
	tests := []struct {
		idx  []int
		want int
		err  error
	}{
		{[]int{0, 0, 0}, 0, nil},
		{[]int{1, 2, 3}, 23, nil},
		{[]int{-1, -1, -1}, 23, nil},
		{[]int{-2, 0, 1}, 1, nil},
		{[]int{2, 0, 0}, 0, ErrIndex},
		{[]int{0, -4, 0}, 0, ErrIndex},
		{[]int{0, 0}, 0, ErrRank},
		{[]int{0, 0, 0, 0}, 0, ErrRank},
	}
	for _, tt := range tests {
		got, err := l.Index(tt.idx...)
		if tt.err != nil {
			if !errors.Is(err, tt.err) {
				t.Errorf("Index(%v) error = %v, want %v", tt.idx, err, tt.err)
			}
			continue
		}
		if got != tt.want || err != nil {
			t.Errorf("Index(%v) = %d, %v; want %d", tt.idx, got, err, tt.want)
		}
	}
	s, _ := New([0]int{}, [0]int{}, 7)
	if a, err := s.Index(); a != 7 || err != nil {
		t.Errorf("rank-0 Index() = %d, %v; want 7", a, err)
	}
	huge := Unchecked([2]int{4, 4}, [2]int{1 << 62, 1 << 62}, 0)
	if _, err := huge.Index(3, 3); !errors.Is(err, ErrOverflow) {
		t.Errorf("overflowing Index error = %v, want ErrOverflow", err)
	}
}

func TestViews(t *testing.T) {
	l, _ := Contiguous([3]int{2, 3, 4}, C)
	p, err := l.Permute([3]int{2, 0, -2})
	if err != nil {
		t.Fatal(err)
	}
	if want := Unchecked([3]int{4, 2, 3}, [3]int{1, 12, 4}, 0); p != want {
		t.Errorf("Permute = %v, want %v", p, want)
	}
	for _, axes := range [][3]int{{0, 0, 1}, {0, 1, 3}, {-4, 0, 1}, {2, -1, 0}} {
		if _, err := l.Permute(axes); !errors.Is(err, ErrAxis) {
			t.Errorf("Permute(%v) error = %v, want ErrAxis", axes, err)
		}
	}
	if tr, want := l.Transpose(), Unchecked([3]int{4, 3, 2}, [3]int{1, 4, 12}, 0); tr != want {
		t.Errorf("Transpose = %v, want %v", tr, want)
	}
	sw, err := l.SwapAxes(0, -1)
	if want := Unchecked([3]int{4, 3, 2}, [3]int{1, 4, 12}, 0); sw != want || err != nil {
		t.Errorf("SwapAxes(0, -1) = %v, %v; want %v", sw, err, want)
	}
	if _, err := l.SwapAxes(0, 3); !errors.Is(err, ErrAxis) {
		t.Errorf("SwapAxes(0, 3) error = %v", err)
	}
	f, err := l.Flip(1)
	if want := Unchecked([3]int{2, 3, 4}, [3]int{12, -4, 1}, 8); f != want || err != nil {
		t.Errorf("Flip(1) = %v, %v; want %v", f, err, want)
	}
	if a, _ := f.Index(0, 0, 0); a != 8 {
		t.Errorf("flipped [0 0 0] at %d, want 8", a)
	}
	if _, err := l.Flip(-4); !errors.Is(err, ErrAxis) {
		t.Errorf("Flip(-4) error = %v", err)
	}
	// Dynamic views agree with fixed ones.
	d := l.Dyn()
	dp, _ := d.Permute(2, 0, -2)
	if !dp.Equal(p.Dyn()) {
		t.Errorf("dynamic Permute = %v, want %v", dp, p)
	}
	if _, err := d.Permute(0, 1); !errors.Is(err, ErrRank) {
		t.Errorf("dynamic Permute with 2 axes: %v", err)
	}
	if !d.Transpose().Equal(l.Transpose().Dyn()) {
		t.Errorf("dynamic Transpose differs")
	}
	df, _ := d.Flip(1)
	if !df.Equal(f.Dyn()) {
		t.Errorf("dynamic Flip differs")
	}
	ds, _ := d.SwapAxes(0, -1)
	if !ds.Equal(sw.Dyn()) {
		t.Errorf("dynamic SwapAxes differs")
	}
	if !d.Equal(l.Dyn()) || d.Rank() != 3 || d.Size() != 24 {
		t.Errorf("dynamic layout changed by views: %v", d)
	}
}

func TestEqual(t *testing.T) {
	tests := []struct {
		a, b dyn.Layout
		want bool
	}{
		{dyn.Unchecked([]int{2, 1}, []int{1, 5}, 0), dyn.Unchecked([]int{2, 1}, []int{1, 9}, 0), true},
		{dyn.Unchecked([]int{2, 0}, []int{1, 5}, 3), dyn.Unchecked([]int{2, 0}, []int{4, 9}, 3), false},
		{dyn.Unchecked([]int{1, 0}, []int{1, 5}, 3), dyn.Unchecked([]int{1, 0}, []int{4, 9}, 3), true},
		{dyn.Unchecked([]int{2, 0}, []int{1, 5}, 3), dyn.Unchecked([]int{2, 0}, []int{1, 5}, 4), false},
		{dyn.Unchecked([]int{2, 2}, []int{2, 1}, 0), dyn.Unchecked([]int{2, 2}, []int{1, 2}, 0), false},
		{dyn.Unchecked([]int{2}, []int{1}, 0), dyn.Unchecked([]int{2, 1}, []int{1, 1}, 0), false},
	}
	for _, tt := range tests {
		if got := tt.a.Equal(tt.b); got != tt.want {
			t.Errorf("%v.Equal(%v) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func TestConversions(t *testing.T) {
	type Voxel [3]int
	l, _ := Contiguous([3]int{2, 3, 4}, C)
	v, err := AsRankLayout[Voxel](l)
	if err != nil || v.Shape() != (Voxel{2, 3, 4}) || v.Strides() != (Voxel{12, 4, 1}) {
		t.Errorf("AsRankLayout[Voxel] = %v, %v", v, err)
	}
	if _, err := AsRankLayout[[2]int](l); !errors.Is(err, ErrRank) {
		t.Errorf("AsRankLayout[[2]int] error = %v, want ErrRank", err)
	}
	if _, err := FromDynLayout[[4]int](l.Dyn()); !errors.Is(err, ErrRank) {
		t.Errorf("FromDynLayout[[4]int] error = %v, want ErrRank", err)
	}
	back, err := FromDynLayout[[3]int](l.Dyn())
	if err != nil || back != l {
		t.Errorf("FromDynLayout round trip = %v, %v", back, err)
	}
	if _, err := ToDim[[2]int]([]int{1, 2, 3}); !errors.Is(err, ErrRank) {
		t.Errorf("ToDim of 3 values to [2]int: %v, want ErrRank (no truncation)", err)
	}
	if d, err := ToDim[[2]int]([]int{1, 2}); d != [2]int{1, 2} || err != nil {
		t.Errorf("ToDim = %v, %v", d, err)
	}
}

func TestLayoutAllocs(t *testing.T) {
	l, _ := Contiguous([3]int{20, 30, 40}, C)
	idx := [3]int{1, 2, 3}
	var sink int
	var sinkL Layout[[3]int]
	var sinkB bool
	ops := map[string]func(){
		"NewC":      func() { sinkL, _ = Contiguous([3]int{2, 3, 4}, C) },
		"New":       func() { sinkL, _ = New([3]int{3, 2, 6}, [3]int{3, -300, 15}, 917) },
		"New exact": func() { sinkL, _ = New([3]int{3, 2, 1}, [3]int{2, 3, 1}, 0) },
		"Index":     func() { sink, _ = l.Index(1, 2, 3) },
		"IndexUnch": func() { sink = l.IndexUnchecked(&idx) },
		"Bounds":    func() { sink, _, _ = l.Bounds() },
		"Within":    func() { _ = l.Within(100000) },
		"Flags": func() {
			sinkB = l.IsCContiguous() && l.IsFContiguous() && l.IsCPrefer() && l.IsFPrefer() && l.IsBroadcast()
		},
		"NDim":         func() { sink = l.NDimCContig() + l.NDimFContig() + l.Size() + l.SizeNoBroadcast() },
		"Overlap":      func() { sinkB, _ = Unchecked([2]int{3, 2}, [2]int{2, 3}, 0).SelfOverlap(0) },
		"Permute":      func() { sinkL, _ = l.Permute([3]int{2, 0, 1}) },
		"Transpose":    func() { sinkL = l.Transpose() },
		"SwapAxes":     func() { sinkL, _ = l.SwapAxes(0, 2) },
		"Flip":         func() { sinkL, _ = l.Flip(1) },
		"Equal":        func() { sinkB = l.Equal(sinkL) },
		"AsRank":       func() { sinkL, _ = AsRankLayout[[3]int](l) },
		"Fast overlap": func() { sinkB = l.NonOverlappingFast() },
	}
	for name, op := range ops {
		if n := testing.AllocsPerRun(100, op); n != 0 {
			t.Errorf("%s: %v allocs per run, want 0", name, n)
		}
	}
	_, _, _ = sink, sinkL, sinkB
}

// TestSharesMemoryBrute compares the two-layout exact test with brute force.
func TestSharesMemoryBrute(t *testing.T) {
	layouts := []dyn.Layout{
		dyn.Unchecked([]int{3, 2}, []int{2, 3}, 0),
		dyn.Unchecked([]int{4}, []int{2}, 1),
		dyn.Unchecked([]int{4}, []int{2}, 0),
		dyn.Unchecked([]int{2, 3}, []int{-3, 1}, 3),
		dyn.Unchecked([]int{3, 3}, []int{4, 1}, 0),
		dyn.Unchecked([]int{3}, []int{5}, 2),
		dyn.Unchecked([]int{0, 3}, []int{1, 1}, 0),
		dyn.Unchecked([]int{2, 2}, []int{0, 7}, 5),
	}
	for _, a := range layouts {
		for _, b := range layouts {
			set := map[int]bool{}
			for _, x := range addrsC(a) {
				set[x] = true
			}
			want := false
			for _, y := range addrsC(b) {
				want = want || set[y]
			}
			got := engine.SharesMemory(a.Shape(), a.Strides(), a.Offset(), b.Shape(), b.Strides(), b.Offset(), 0)
			if (got == engine.OverlapYes) != want || got == engine.OverlapUnknown {
				t.Errorf("sharesMemory(%v, %v) = %d, brute force %v", a, b, got, want)
			}
		}
	}
}

// TestIndexUncheckedNamed checks the rank-3 path of IndexUnchecked, which
// reads any rank-3 dimension type as [3]int, on a named dimension type.
func TestIndexUncheckedNamed(t *testing.T) {
	type voxel [3]int
	l, _ := Contiguous([3]int{2, 3, 5}, C)
	l, _ = l.Flip(1)
	v := Unchecked(voxel(l.Shape()), voxel(l.Strides()), l.Offset())
	idx := voxel{1, 2, 3}
	want, err := l.Index(1, 2, 3)
	if got := v.IndexUnchecked(&idx); got != want || err != nil {
		t.Errorf("Layout[voxel].IndexUnchecked(%v) = %d, want %d (%v)", idx, got, want, err)
	}
}
