package tensor

import (
	"errors"
	"math"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/google/go-cmp/cmp"
)

func TestCompareErrors(t *testing.T) {
	a23, _ := FromSlice([]float64{1, 2, 3, 4, 5, 6}, [2]int{2, 3})
	b4, _ := FromSlice([]float64{1, 2, 3, 4}, [1]int{4})
	b3, _ := FromSlice([]float64{1, 2, 3}, [1]int{3})
	cond2, _ := FromSlice([]bool{true, false}, [2]int{2, 1})
	cond4, _ := FromSlice([]bool{true, false, true, false}, [1]int{4})
	ro, _ := BroadcastTo(b3, [2]int{2, 3}) // stride 0: read-only
	roBool, _ := BroadcastTo(cond4, [2]int{3, 4})
	m22, _ := FromSlice([]bool{true, false, true, false}, [2]int{2, 2})
	m32, _ := FromSlice([]bool{true, false, true, false, true, false}, [2]int{3, 2})
	d23, d4 := a23.Dyn(), b4.Dyn()
	md, _ := dyn.FromSlice([]bool{true, false, true, false, true, false}, 6)
	cases := []struct {
		name string
		want error
		msg  string // a substring of the message
		f    func() error
	}{
		{"Less shapes", ErrBroadcast, "[2 3]", func() error { _, err := Less(a23, b4); return err }},
		{"Less rank", ErrRank, "rank", func() error { _, err := Less(b3, a23); return err }},
		{"EqualDyn shapes", ErrBroadcast, "[4]", func() error { _, err := dyn.Equal(d23, d4); return err }},
		{"LessTo read-only", ErrReadOnly, "LessTo", func() error { return LessTo(roBool, b4, b4) }},
		{"LessTo shapes", ErrBroadcast, "LessTo", func() error { return LessTo(roBool.Clone(), a23, b4) }},
		{"Where shapes", ErrBroadcast, "[2 1], [2 3] and [4]", func() error { _, err := Where(cond2, a23, b4); return err }},
		{"Where cond", ErrBroadcast, "[4], [2 3] and [3]", func() error { _, err := Where(cond4, a23, b3); return err }},
		{"Where rank", ErrRank, "Where", func() error { _, err := Where(cond2, b3, a23); return err }},
		{"WhereTo read-only", ErrReadOnly, "WhereTo", func() error { return WhereTo(ro, cond2, a23, b3) }},
		{"WhereTo shapes", ErrBroadcast, "WhereTo", func() error { return WhereTo(b3.Clone(), cond2, a23, b3) }},
		{"WhereDyn shapes", ErrBroadcast, "dyn.Where", func() error { _, err := dyn.Where(cond2.Dyn(), d23, d4); return err }},
		{"Masked shape", ErrShape, "[2 2]", func() error { _, err := Masked(a23, m22); return err }},
		{"MaskedDyn rank", ErrShape, "[6]", func() error { _, err := dyn.Masked(d23, md); return err }},
		{"SetMasked shape", ErrShape, "[3 2]", func() error { return SetMasked(a23.Clone(), m32, 0) }},
		{"SetMasked read-only", ErrReadOnly, "SetMasked", func() error {
			m, _ := FromSlice(make([]bool, 6), [2]int{2, 3})
			return SetMasked(ro, m, 0)
		}},
		{"SetMaskedDyn shape", ErrShape, "dyn.SetMasked", func() error { return dyn.SetMasked(d23.Clone(), md, 0) }},
		{"ClipTo shapes", ErrBroadcast, "ClipTo", func() error { return ClipTo(b4.Clone(), a23, 0, 1) }},
		{"ClipTo read-only", ErrReadOnly, "ClipTo", func() error { return ClipTo(ro, a23, 0, 1) }},
		{"ClipToDyn shapes", ErrBroadcast, "dyn.ClipTo", func() error { return dyn.ClipTo(d4.Clone(), d23, 0, 1) }},
	}
	for _, c := range cases {
		err := c.f()
		if !errors.Is(err, c.want) {
			t.Errorf("%s: error %v, want %v", c.name, err, c.want)
			continue
		}
		if !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: message %q lacks %q", c.name, err, c.msg)
		}
	}
}

func TestCompareNaN(t *testing.T) {
	nan := math.NaN()
	a, _ := FromSlice([]float64{nan, 1, nan, 2}, [1]int{4})
	b, _ := FromSlice([]float64{nan, nan, 1, 2}, [1]int{4})
	fs := map[string]func(Tensor[float64, [1]int], Tensor[float64, [1]int]) (Tensor[bool, [1]int], error){
		"Less":         bin[Tensor[float64, [1]int], Tensor[float64, [1]int]](Less[float64, [1]int]),
		"LessEqual":    bin[Tensor[float64, [1]int], Tensor[float64, [1]int]](LessEqual[float64, [1]int]),
		"Greater":      bin[Tensor[float64, [1]int], Tensor[float64, [1]int]](Greater[float64, [1]int]),
		"GreaterEqual": bin[Tensor[float64, [1]int], Tensor[float64, [1]int]](GreaterEqual[float64, [1]int]),
		"Equal":        bin[Tensor[float64, [1]int], Tensor[float64, [1]int]](Equal[float64, [1]int]),
		"NotEqual":     bin[Tensor[float64, [1]int], Tensor[float64, [1]int]](NotEqual[float64, [1]int]),
	}
	want := map[string][]bool{
		"Less":         {false, false, false, false},
		"LessEqual":    {false, false, false, true},
		"Greater":      {false, false, false, false},
		"GreaterEqual": {false, false, false, true},
		"Equal":        {false, false, false, true},
		"NotEqual":     {true, true, true, false},
	}
	for name, f := range fs {
		r, err := f(a, b)
		if err != nil {
			t.Fatal(err)
		}
		if diff := cmp.Diff(want[name], r.Data()); diff != "" {
			t.Errorf("%s (-want +got):\n%s", name, diff)
		}
	}
	c, _ := Clip(a, 0, 1.5)
	if d := c.Data(); !math.IsNaN(d[0]) || d[1] != 1 || d[3] != 1.5 {
		t.Errorf("Clip with NaN: %v", d)
	}
	// A NaN bound bounds nothing, as in NumPy 1.24 (which replaces it by
	// the infinity of its side): np.clip([nan, nan, 1, 2], nan, 1.5) is
	// [nan, nan, 1, 1.5].
	c, _ = Clip(b, nan, 1.5)
	if d := c.Data(); !math.IsNaN(d[0]) || !math.IsNaN(d[1]) || d[2] != 1 || d[3] != 1.5 {
		t.Errorf("Clip(lo = NaN) = %v, want [NaN NaN 1 1.5]", d)
	}
	i, _ := FromSlice([]int{-3, 0, 3}, [1]int{3})
	ci, _ := Clip(i, 2, -2) // lo > hi: hi everywhere, as NumPy
	if diff := cmp.Diff([]int{-2, -2, -2}, ci.Data()); diff != "" {
		t.Errorf("Clip(lo > hi) (-want +got):\n%s", diff)
	}
}

// TestWhereOverlap: WhereTo, LessTo and ClipTo into a dst that overlaps
// their inputs give what a temporary gives.
func TestWhereOverlap(t *testing.T) {
	x, _ := FromSlice([]int{1, 2, 3, 4, 5, 6}, [1]int{6})
	rev, _ := x.Flip(0)
	cond, _ := FromSlice([]bool{true, false, true, true, false, false}, [1]int{6})
	want, _ := Where(cond, rev.Clone(), x.Clone())
	if err := WhereTo(x, cond, rev, x); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff(want.Data(), x.Data()); diff != "" {
		t.Errorf("WhereTo(x, cond, flip(x), x) (-want +got):\n%s", diff)
	}

	// dst is a itself and b broadcasts (the general path, which writes b
	// first): a is read as it was.
	x2, _ := FromSlice([]int{1, 2, 3, 4, 5, 6}, [1]int{6})
	zero, _ := Zeros[int]([0]int{})
	if err := WhereTo(x2, cond, x2, zero); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{1, 0, 3, 4, 0, 0}, x2.Data()); diff != "" {
		t.Errorf("WhereTo(x, cond, x, 0) (-want +got):\n%s", diff)
	}
	// dst is the condition itself (T = bool), read through a reversed view.
	c2, _ := FromSlice([]bool{true, true, false, false}, [1]int{4})
	c2r, _ := c2.Flip(0)
	yes, _ := Full([0]int{}, true)
	if err := WhereTo(c2, c2r, yes, c2r); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]bool{false, false, true, true}, c2.Data()); diff != "" {
		t.Errorf("WhereTo(c, flip(c), true, flip(c)) (-want +got):\n%s", diff)
	}

	y, _ := FromSlice([]int{5, 1, 4, 2, 6, 0}, [1]int{6})
	yr, _ := y.Flip(0)
	lw, _ := Less(y, yr.Clone())
	lt, _ := Zeros[bool]([1]int{6})
	if err := LessTo(lt, y, yr); err != nil || !ArrayEqual(lt, lw) {
		t.Errorf("LessTo = %v, %v; want %v", lt, err, lw)
	}
	cw, _ := Clip(yr.Clone(), 1, 4)
	if err := ClipTo(y, yr, 1, 4); err != nil || !ArrayEqual(y, cw) {
		t.Errorf("ClipTo(y, flip(y)) = %v, %v; want %v", y, err, cw)
	}

	// SetMasked through a strided view writes into the base.
	base, _ := FromSlice([]int{0, 1, 2, 3, 4, 5}, [2]int{2, 3})
	v := base.Transpose()
	m, _ := FromSlice([]bool{true, false, false, true, false, false}, [2]int{3, 2}) // v[0,0] = base[0,0], v[1,1] = base[1,1]
	if err := SetMasked(v, m, 9); err != nil {
		t.Fatal(err)
	}
	if diff := cmp.Diff([]int{9, 1, 2, 3, 9, 5}, base.Data()); diff != "" {
		t.Errorf("SetMasked through a transpose (-want +got):\n%s", diff)
	}
	sel, _ := Masked(v, m) // C order of the view: v[0,0], v[1,1]
	if diff := cmp.Diff([]int{9, 9}, sel.Data()); diff != "" {
		t.Errorf("Masked (-want +got):\n%s", diff)
	}
}

// TestCompareZeroValues: zero-value and empty operands give errors or empty
// results, never a panic.
func TestCompareZeroValues(t *testing.T) {
	var z0 Tensor[float64, [0]int]
	var z2 Tensor[float64, [2]int]
	var b2 Tensor[bool, [2]int]
	var zd dyn.Tensor[float64]
	var bd dyn.Tensor[bool]
	e, _ := Zeros[float64]([2]int{0, 3})
	eb, _ := Zeros[bool]([2]int{0, 3})
	_, _ = Less(z0, z0)
	_, _ = Less(z2, z0)
	_, _ = Where(b2, z2, z0)
	_, _ = Masked(z2, b2)
	_ = SetMasked(z2, b2, 1)
	_, _ = Clip(z0, 0, 1)
	_, _ = Clip(z2, 0, 1)
	_, _ = dyn.Less(zd, zd)
	_, _ = dyn.Where(bd, zd, zd)
	_, _ = dyn.Masked(zd, bd)
	_ = dyn.SetMasked(zd, bd, 1)
	_, _ = dyn.Clip(zd, 0, 1)
	r, err := Where(eb, e, z0)
	if err == nil && r.Size() != 0 {
		t.Errorf("Where on empty: size %d", r.Size())
	}
	s, err := Masked(e, eb)
	if err != nil || s.Size() != 0 {
		t.Errorf("Masked on empty: %v, %v", s, err)
	}
}
