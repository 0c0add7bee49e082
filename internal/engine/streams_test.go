package engine

import (
	"slices"

	"testing"

	"github.com/fixedrank/tensor/internal/kernel"
)

// TestStreamsInto: a new result streams from the non-temporal threshold;
// a destination the caller passes streams only when it and its operands
// exceed half the L3; nothing below the threshold streams.
func TestStreamsInto(t *testing.T) {
	nt, l3 := kernel.Tune().NtBytes, kernel.Tune().Caches.L3
	for _, c := range []struct {
		dst, src int
		fresh    bool
		want     bool
	}{
		{nt - 1, 0, true, false},
		{nt - 1, l3, false, false},
		{nt, 0, true, true},
		{nt, 0, false, nt > l3/2},
		{max(nt, l3/4), l3/2 - max(nt, l3/4), false, false},
		{max(nt, l3/4), l3/2 - max(nt, l3/4) + 1, false, true},
		{l3, l3, false, true},
	} {
		if got := streamsInto(c.dst, c.src, c.fresh); got != c.want {
			t.Errorf("streamsInto(%d, %d, %v) = %v, want %v (NtBytes %d, L3 %d)", c.dst, c.src, c.fresh, got, c.want, nt, l3)
		}
	}
}

// TestStreamsFresh: each path that can stream asks streamsInto whether its
// destination is a new result (Clone's copy, Concatenate, Pad, Where,
// Binary's and Unary's new forms, the arithmetic among them, Convert) or
// the caller's (Assign, ConcatenateTo, WhereTo, BinaryTo, UnaryTo,
// ConvertTo), with the bytes of its destination and of what it reads (a
// broadcast operand's once).
func TestStreamsFresh(t *testing.T) {
	type ask struct {
		dst, src int
		fresh    bool
	}
	var asked []ask
	streamsHook = func(dst, src int, fresh bool) { asked = append(asked, ask{dst, src, fresh}) }
	defer func() { streamsHook = nil }()

	vec := func(n int) Strided[float64] {
		return Strided[float64]{Data: make([]float64, n), Shape: []int{n}, St: []int{1}}
	}
	mat := func(r, c int) Strided[float64] {
		return Strided[float64]{Data: make([]float64, r*c), Shape: []int{r, c}, St: []int{c, 1}}
	}
	ints := Strided[int32]{Data: []int32{7, 8, 9, 10}, Shape: []int{4}, St: []int{1}}
	intsOut := Strided[int32]{Data: make([]int32, 4), Shape: []int{4}, St: []int{1}}
	three := Strided[int32]{Data: []int32{3}, Shape: []int{}, St: []int{}}
	cond := Strided[bool]{Data: make([]bool, 6), Shape: []int{6}, St: []int{1}}
	a, b, d := mat(2, 3), mat(2, 3), mat(2, 3)
	dT := d
	dT.Shape, dT.St = []int{2, 3}, []int{1, 2} // a transposed destination: Where's two passes
	row := vec(3)
	var shape, st [2]int
	for _, c := range []struct {
		name string
		run  func() error
		want []ask
	}{
		{"CopyStrided", func() error { CopyStrided(d, a); return nil }, []ask{{48, 48, true}}},
		{"Assign", func() error { return Assign("", d, a) }, []ask{{48, 48, false}}},
		{"Assign broadcast", func() error { return Assign("", d, row) }, []ask{{48, 24, false}}},
		{"Concatenate", func() error {
			_, err := Concatenate("", 0, []Strided[float64]{a, b}, shape[:], st[:])
			return err
		}, []ask{{48, 48, true}, {48, 48, true}}},
		{"ConcatenateTo", func() error {
			return ConcatenateTo("", mat(4, 3), 0, []Strided[float64]{a, b})
		}, []ask{{48, 48, false}, {48, 48, false}}},
		{"WhereNew", func() error { return WhereNew("", vec(6), cond, vec(6), vec(6)) }, []ask{{48, 6 + 96, true}}},
		{"WhereTo", func() error { return WhereTo("", vec(6), cond, vec(6), vec(6)) }, []ask{{48, 6 + 96, false}}},
		{"WhereTo transposed", func() error {
			c2 := Strided[bool]{Data: make([]bool, 6), Shape: []int{2, 3}, St: []int{3, 1}}
			return WhereTo("", dT, c2, a, b)
		}, []ask{{48, 48, false}}},
		{"Func2New maximum", func() error { return Func2New("", kernel.FMaximum, d, a, b) }, []ask{{48, 96, true}}},
		{"Func2To maximum", func() error { return Func2To("", kernel.FMaximum, d, a, row) }, []ask{{48, 72, false}}},
		{"Func2New add", func() error { return Func2New("", kernel.FAdd, d, a, b) }, []ask{{48, 96, true}}},
		{"Func2To add", func() error { return Func2To("", kernel.FAdd, d, a, b) }, []ask{{48, 96, false}}},
		{"Func2New floor divide", func() error { return Func2New("", kernel.FFloorDivide, intsOut, ints, three) }, []ask{{16, 20, true}}},
		{"Func2To floor divide", func() error { return Func2To("", kernel.FFloorDivide, intsOut, ints, three) }, []ask{{16, 20, false}}},
		{"Func1New abs", func() error { return Func1New("", kernel.FAbs, d, a) }, []ask{{48, 48, true}}},
		{"Func1To abs", func() error { return Func1To("", kernel.FAbs, d, a) }, []ask{{48, 48, false}}},
		{"ConvertRun", func() error {
			ConvertRun(d, Strided[int32]{Data: make([]int32, 6), Shape: []int{2, 3}, St: []int{3, 1}})
			return nil
		}, []ask{{48, 24, true}}},
		{"ConvertTo broadcast", func() error {
			return ConvertTo("", d, Strided[int32]{Data: make([]int32, 3), Shape: []int{3}, St: []int{1}})
		}, []ask{{48, 12, false}}},
	} {
		asked = asked[:0]
		if err := c.run(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if !slices.Equal(asked, c.want) {
			t.Errorf("%s asked %v, want %v", c.name, asked, c.want)
		}
	}
}
