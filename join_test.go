package tensor

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"
)

func TestJoinErrors(t *testing.T) {
	a23, _ := Zeros[int]([2]int{2, 3})
	a24, _ := Zeros[int]([2]int{2, 4})
	a33, _ := Zeros[int]([2]int{3, 3})
	var s0 Tensor[int, [0]int]
	d2, _ := dyn.Zeros[int](2, 3)
	d1, _ := dyn.Zeros[int](3)
	d7, _ := dyn.Zeros[int](make([]int, MaxRank)...)
	cases := []struct {
		name string
		err  error
		want error
		text string // in the message
	}{
		{"concatenate none", second(Concatenate[int, [2]int](0)), ErrShape, "at least one"},
		{"concatenate shapes", second(Concatenate(0, a23, a23, a24)), ErrShape, "input 2 has shape [2 4]"},
		{"concatenate axis", second(Concatenate(2, a23, a24)), ErrAxis, "axis 2"},
		{"concatenate negative axis", second(Concatenate(-3, a23)), ErrAxis, "axis -3"},
		{"concatenate rank 0", second(Concatenate(0, s0, s0)), ErrRank, "rank-0"},
		{"concatenate dyn ranks", second(dyn.Concatenate(0, d2, d1)), ErrRank, "input 1 has rank 1"},
		{"concatenate dyn none", second(dyn.Concatenate[int](0)), ErrShape, "at least one"},
		{"stack rank", second(Stack[[2]int](0, a23)), ErrRank, "not 2"},
		{"stack none", second(Stack[[3]int, int, [2]int](0)), ErrShape, "at least one"},
		{"stack shapes", second(Stack[[3]int](1, a23, a33)), ErrShape, "input 1 has shape [3 3]"},
		{"stack axis", second(Stack[[3]int](3, a23)), ErrAxis, "axis 3"},
		{"stack negative axis", second(Stack[[3]int](-4, a23)), ErrAxis, "axis -4"},
		{"stack dyn shapes", second(dyn.Stack(0, d2, d1)), ErrShape, "input 1 has shape [3]"},
		{"stack dyn rank", second(dyn.Stack(0, d7)), ErrRank, "exceeds"},
		{"split sections", second(Split(a23, 0, 0)), ErrShape, "sections"},
		{"split axis", second(Split(a23, 2, 1)), ErrAxis, "axis 2"},
		{"split rank 0", second(Split(s0, 0, 1)), ErrAxis, "rank 0"},
		{"split dyn sections", second(d2.Split(1, -1)), ErrShape, "sections"},
		{"split indices axis", second(SplitIndices(a23, -3, 1)), ErrAxis, "axis -3"},
		{"split dyn indices axis", second(d2.SplitIndices(2)), ErrAxis, "axis 2"},
		{"split huge", second(Split(a23, 0, 1<<40)), ErrTooLarge, "Split"},
	}
	for _, c := range cases {
		if !errors.Is(c.err, c.want) || !strings.Contains(fmt.Sprint(c.err), c.text) {
			t.Errorf("%s: %v, want %v with %q", c.name, c.err, c.want, c.text)
		}
	}
}

// TestSplitIndices checks NumPy's split at indices (Python's slicing
// bounds: negative from the end, clamped, out of order giving empty parts),
// for Tensor and DynTensor.
func TestSplitIndices(t *testing.T) {
	a, _ := Arange(0, 10, 1)
	cases := []struct {
		idx  []int
		want [][]int
	}{
		{[]int{3, 5, 6}, [][]int{{0, 1, 2}, {3, 4}, {5}, {6, 7, 8, 9}}},
		{[]int{5, 3}, [][]int{{0, 1, 2, 3, 4}, {}, {3, 4, 5, 6, 7, 8, 9}}},
		{[]int{-2}, [][]int{{0, 1, 2, 3, 4, 5, 6, 7}, {8, 9}}},
		{[]int{12, -20}, [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}},
		{nil, [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}},
		{[]int{0}, [][]int{{}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}}},
		{[]int{10, 10}, [][]int{{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {}, {}}},
		{[]int{-100, 100}, [][]int{{}, {0, 1, 2, 3, 4, 5, 6, 7, 8, 9}, {}}},
		{[]int{-3, -7}, [][]int{{0, 1, 2, 3, 4, 5, 6}, {}, {3, 4, 5, 6, 7, 8, 9}}},
	}
	for _, c := range cases {
		ps, err := SplitIndices(a, 0, c.idx...)
		ds, derr := a.Dyn().SplitIndices(-1, c.idx...)
		if err != nil || derr != nil || len(ps) != len(c.want) || len(ds) != len(c.want) {
			t.Errorf("%v: %d and %d parts, errors %v, %v", c.idx, len(ps), len(ds), err, derr)
			continue
		}
		for j, w := range c.want {
			got := slices.Collect(func(yield func(int) bool) {
				for _, x := range ps[j].All() {
					yield(x)
				}
			})
			dgot := slices.Collect(func(yield func(int) bool) {
				for _, x := range ds[j].All() {
					yield(x)
				}
			})
			if !slices.Equal(got, w) || !slices.Equal(dgot, w) {
				t.Errorf("%v part %d: %v and %v, want %v", c.idx, j, got, dgot, w)
			}
		}
	}
}

// TestJoinViews checks that Split's parts are writable views of a
// writable tensor and read-only ones of a broadcast, and that Concatenate
// and Stack copy (the result does not share the inputs' elements).
func TestJoinViews(t *testing.T) {
	m, _ := FromSlice([]int{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	ps, _ := Split(m, 1, 2)
	if err := ps[1].Set(60, 1, 0); err != nil || m.Data()[5] != 60 {
		t.Errorf("Split part not a writable view: %v %v", err, m.Data())
	}
	b, _ := BroadcastTo(m, [3]int{4, 2, 3})
	bs, _ := Split(b, 0, 3)
	if !bs[0].ReadOnly() || bs[0].Shape() != [3]int{2, 2, 3} || bs[2].Shape() != [3]int{1, 2, 3} {
		t.Errorf("Split of a broadcast: %v %v", bs[0].Layout(), bs[2].Layout())
	}
	c, _ := Concatenate(0, m, m)
	s, _ := Stack[[3]int](2, m, m)
	for _, r := range [][]int{c.Data(), s.Data()} {
		r[0] = -1
		if m.Data()[0] != 1 {
			t.Fatal("result shares the input's elements")
		}
	}
	// Empty inputs join with the others; an empty result is C-contiguous.
	e, _ := Zeros[int]([2]int{0, 3})
	c, err := Concatenate(0, e, m, e)
	if err != nil || c.Shape() != [2]int{2, 3} || !slices.Equal(c.Data(), m.Data()) {
		t.Errorf("Concatenate with empty inputs: %v %v", c, err)
	}
	c, err = Concatenate(0, e, e)
	if err != nil || c.Shape() != [2]int{0, 3} || c.Layout().Strides() != [2]int{3, 1} {
		t.Errorf("Concatenate of empties: %v %v", c.Layout(), err)
	}
	// Rank-0 inputs stack into a vector.
	x, _ := Full([0]int{}, 7)
	v, err := Stack[[1]int](0, x, x, x)
	if err != nil || !slices.Equal(v.Data(), []int{7, 7, 7}) {
		t.Errorf("Stack of scalars: %v %v", v, err)
	}
}

// TestConcatenateTo joins into a strided view, into a view of the inputs'
// own buffer (reversed, so every element moves), and refuses a wrong shape
// or a read-only dst leaving dst unchanged.
func TestConcatenateTo(t *testing.T) {
	a, _ := FromSlice([]int{1, 2, 3, 4}, [2]int{2, 2})
	b, _ := FromSlice([]int{5, 6}, [2]int{2, 1})
	big, _ := Zeros[int]([2]int{2, 6})
	dst, _ := big.Slice(1, engine.All().By(2))
	if err := ConcatenateTo(dst, 1, a, b); err != nil {
		t.Fatal(err)
	}
	if want := []int{1, 0, 2, 0, 5, 0, 3, 0, 4, 0, 6, 0}; !slices.Equal(big.Data(), want) {
		t.Fatalf("ConcatenateTo into a strided view: %v, want %v", big.Data(), want)
	}

	x, _ := FromSlice([]int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, [2]int{2, 6})
	left, _ := x.Slice(1, engine.Range(0, 3))
	right, _ := x.Slice(1, engine.From(3))
	rev, _ := x.Slice(1, engine.All().By(-1))
	if err := ConcatenateTo(rev, 1, left, right); err != nil {
		t.Fatal(err)
	}
	if want := []int{5, 4, 3, 2, 1, 0, 11, 10, 9, 8, 7, 6}; !slices.Equal(x.Data(), want) {
		t.Fatalf("ConcatenateTo into its inputs reversed: %v, want %v", x.Data(), want)
	}

	d, _ := dyn.Zeros[int](2, 4)
	if err := dyn.ConcatenateTo(d, 1, a.Dyn(), b.Dyn()); !errors.Is(err, ErrShape) || !slices.Equal(d.Data(), make([]int, 8)) {
		t.Fatalf("ConcatenateToDyn into 2x4: %v, %v", err, d.Data())
	}
	ro, _ := BroadcastTo(a, [2]int{2, 2})
	ro = ro.ReadOnlyView()
	if err := ConcatenateTo(ro, 0, a); !errors.Is(err, ErrReadOnly) {
		t.Fatalf("ConcatenateTo into a read-only view: %v", err)
	}
}
