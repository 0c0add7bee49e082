package structured

import (
	"errors"
	"fmt"
	"math"
	"testing"

	"github.com/fixedrank/tensor"

	"github.com/google/go-cmp/cmp"
)

// mustStructured is New for tests: it fails t on an error.
func mustStructured[T any](t *testing.T, data []T, dims, strides []int, offset int, classes []int) Storage[T] {
	t.Helper()
	s, err := New(data, dims, strides, offset, classes)
	if err != nil {
		t.Fatalf("New(%v, %v, %v, %d, %v): %v", data, dims, strides, offset, classes, err)
	}
	return s
}

func TestStructuredDenseDiagonalDisjoint(t *testing.T) {
	seq := []int{1, 2, 3}
	tests := []struct {
		name           string
		s              func() (Storage[int], error)
		dense, diag    bool
		classes, ldims []int
	}{
		{"diagonal rank 0", func() (Storage[int], error) { return Diagonal([]int{7}, 0) }, true, false, []int{}, []int{}},
		{"diagonal rank 1", func() (Storage[int], error) { return Diagonal(seq, 1) }, true, false, []int{0}, []int{3}},
		{"diagonal rank 2", func() (Storage[int], error) { return Diagonal(seq, 2) }, false, true, []int{0, 0}, []int{3, 3}},
		{"diagonal rank 3", func() (Storage[int], error) { return Diagonal(seq, 3) }, false, true, []int{0, 0, 0}, []int{3, 3, 3}},
		{"dense rank 0", func() (Storage[int], error) { return Dense([]int{7}, []int{}, tensor.C) }, true, false, []int{}, []int{}},
		{"dense rank 1", func() (Storage[int], error) { return Dense(seq, []int{3}, tensor.C) }, true, false, []int{0}, []int{3}},
		{"dense rank 2", func() (Storage[int], error) { return Dense(seq, []int{1, 3}, tensor.F) }, true, false, []int{0, 1}, []int{1, 3}},
		{"classes [0 1 0]", func() (Storage[int], error) {
			return New([]int{1, 2, 3, 4, 5, 6}, []int{2, 3}, []int{3, 1}, 0, []int{0, 1, 0})
		}, false, false, []int{0, 1, 0}, []int{2, 3, 2}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := tt.s()
			if err != nil {
				t.Fatal(err)
			}
			if got := s.IsDense(); got != tt.dense {
				t.Errorf("IsDense() = %v, want %v", got, tt.dense)
			}
			if got := s.IsDiagonal(); got != tt.diag {
				t.Errorf("IsDiagonal() = %v, want %v", got, tt.diag)
			}
			if diff := cmp.Diff(tt.classes, s.Classes()); diff != "" {
				t.Errorf("Classes() (-want +got):\n%s", diff)
			}
			if diff := cmp.Diff(tt.ldims, s.LogicalDims()); diff != "" {
				t.Errorf("LogicalDims() (-want +got):\n%s", diff)
			}
		})
	}
	var zero Storage[int]
	if zero.IsDense() != true || zero.IsDiagonal() != false {
		t.Errorf("zero Structured: IsDense %v, IsDiagonal %v; want true, false", zero.IsDense(), zero.IsDiagonal())
	}
}

func TestDiagonalStructuredRank0(t *testing.T) {
	s, err := Diagonal([]float64{2.5}, 0)
	if err != nil {
		t.Fatal(err)
	}
	pl, data := s.Payload()
	if pl.Rank() != 0 || len(pl.Shape()) != 0 || len(pl.Strides()) != 0 || pl.Offset() != 0 || s.Rank() != 0 {
		t.Errorf("payload layout %v, rank %d; want dims [] strides [] offset 0, rank 0", pl, s.Rank())
	}
	if diff := cmp.Diff([]float64{2.5}, data); diff != "" {
		t.Errorf("payload data (-want +got):\n%s", diff)
	}
	d, err := ToTensor[[0]int](s, tensor.C)
	if err != nil {
		t.Fatal(err)
	}
	if v, err := d.At(); v != 2.5 || err != nil {
		t.Errorf("ToTensor[[0]int]().At() = %v, %v; want 2.5", v, err)
	}
	if v, l, ok := s.DenseView(); !ok || len(v) != 1 || v[0] != 2.5 || l.Rank() != 0 {
		t.Errorf("DenseView() = %v, %v, %v; want [2.5], a rank-0 layout, true", v, l, ok)
	}
	for _, tt := range []struct {
		diag []float64
		rank int
		want error
	}{
		{nil, 0, tensor.ErrShape},
		{[]float64{}, 0, tensor.ErrShape},
		{[]float64{1, 2}, 0, tensor.ErrShape},
		{[]float64{1}, -1, tensor.ErrRank},
		{[]float64{1}, tensor.MaxRank + 1, tensor.ErrRank},
	} {
		if _, err := Diagonal(tt.diag, tt.rank); !errors.Is(err, tt.want) {
			t.Errorf("Diagonal(%v, %d) error = %v, want %v", tt.diag, tt.rank, err, tt.want)
		}
	}
	if s, err := Diagonal([]float64{1}, tensor.MaxRank); err != nil || s.Rank() != tensor.MaxRank || !s.IsDiagonal() {
		t.Errorf("Diagonal(rank tensor.MaxRank) = rank %d, %v", s.Rank(), err)
	}
}

func TestStructuredString(t *testing.T) {
	seq := []int{1, 2, 3, 4, 5, 6}
	diag, _ := Diagonal([]int{1, 2, 3}, 2)
	fdiag, _ := Diagonal([]float64{1, 2.5, 3}, 3)
	scalar, _ := Diagonal([]float64{2}, 0)
	iscalar, _ := Dense([]int{-7}, []int{}, tensor.C)
	perm, _ := mustStructured(t, seq, []int{2, 3}, []int{3, 1}, 0, []int{0, 1}).PermuteLogical(1, 0)
	tests := []struct {
		name string
		s    fmt.Stringer
		want string
	}{
		{"diagonal", diag, "Structured{classes=[0 0] dims=[3] payload=[1 2 3]}"},
		{"float diagonal", fdiag, "Structured{classes=[0 0 0] dims=[3] payload=[1.  2.5 3. ]}"},
		{"float scalar", scalar, "Structured{classes=[] dims=[] payload=2.0}"},
		{"int scalar", iscalar, "Structured{classes=[] dims=[] payload=-7}"},
		{"classes [0 1 0]", mustStructured(t, seq, []int{2, 3}, []int{3, 1}, 0, []int{0, 1, 0}),
			"Structured{classes=[0 1 0] dims=[2 3] payload=[[1 2 3]\n [4 5 6]]}"},
		// F-ordered payload: printed in C order of the payload index.
		{"F payload", mustStructured(t, seq, []int{3, 2}, []int{1, 3}, 0, []int{0, 1}),
			"Structured{classes=[0 1] dims=[3 2] payload=[[1 4]\n [2 5]\n [3 6]]}"},
		{"transposed", perm, "Structured{classes=[0 1] dims=[3 2] payload=[[1 4]\n [2 5]\n [3 6]]}"},
		{"reversed with offset", mustStructured(t, seq, []int{3}, []int{-2}, 5, []int{0, 0}),
			"Structured{classes=[0 0] dims=[3] payload=[6 4 2]}"},
		{"empty", mustStructured(t, []int{}, []int{0}, []int{1}, 0, []int{0, 0}),
			"Structured{classes=[0 0] dims=[0] payload=[]}"},
		{"zero value", Storage[int]{}, "Structured{classes=[] dims=[] payload=<nil>}"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := tt.s.String(); got != tt.want {
				t.Errorf("String() = %q, want %q", got, tt.want)
			}
			if got := fmt.Sprint(tt.s); got != tt.want {
				t.Errorf("Sprint = %q, want %q", got, tt.want)
			}
		})
	}
}

func TestEqualStructured(t *testing.T) {
	seq := []int{1, 2, 3, 4, 5, 6}
	c23 := mustStructured(t, seq, []int{2, 3}, []int{3, 1}, 0, []int{0, 1})
	// The same payload values, stored F-contiguous with a leading gap.
	f23 := mustStructured(t, []int{-1, -1, 1, 4, 2, 5, 3, 6}, []int{2, 3}, []int{1, 2}, 2, []int{0, 1})
	// The same payload values read backwards from a reversed buffer.
	r23 := mustStructured(t, []int{6, 5, 4, 3, 2, 1}, []int{2, 3}, []int{-3, -1}, 5, []int{0, 1})
	changed := mustStructured(t, []int{1, 2, 3, 4, 5, 7}, []int{2, 3}, []int{3, 1}, 0, []int{0, 1})
	c010 := mustStructured(t, seq, []int{2, 3}, []int{3, 1}, 0, []int{0, 1, 0})
	c011 := mustStructured(t, seq, []int{2, 3}, []int{3, 1}, 0, []int{0, 1, 1})
	c32 := mustStructured(t, seq, []int{3, 2}, []int{2, 1}, 0, []int{0, 1})
	c6 := mustStructured(t, seq, []int{6}, []int{1}, 0, []int{0})
	diag2, _ := Diagonal([]int{1, 2, 3}, 2)
	diag2b := mustStructured(t, []int{0, 1, 0, 2, 0, 3}, []int{3}, []int{2}, 1, []int{0, 0})
	diag3, _ := Diagonal([]int{1, 2, 3}, 3)
	vec, _ := Diagonal([]int{1, 2, 3}, 1)
	s7, _ := Diagonal([]int{7}, 0)
	s7b := mustStructured(t, []int{0, 0, 7}, []int{}, []int{}, 2, []int{})
	s8, _ := Dense([]int{8}, []int{}, tensor.C)
	e0 := mustStructured(t, []int{}, []int{2, 0}, []int{0, 1}, 0, []int{0, 1})
	e1 := mustStructured(t, []int{9, 9}, []int{2, 0}, []int{1, 2}, 1, []int{0, 1})
	b := mustStructured(t, []int{5}, []int{3}, []int{0}, 0, []int{0, 0})
	b2 := mustStructured(t, []int{5, 5, 5}, []int{3}, []int{1}, 0, []int{0, 0})
	var zero Storage[int]
	tests := []struct {
		name string
		a, b Storage[int]
		want bool
	}{
		{"same", c23, c23, true},
		{"F payload", c23, f23, true},
		{"reversed payload", c23, r23, true},
		{"transposed twice", c23, Must(Must(c23.PermuteLogical(1, 0)).PermuteLogical(1, 0)), true},
		{"one element differs", c23, changed, false},
		{"classes differ", c010, c011, false},
		{"dims differ", c23, c32, false},
		{"rank differs", c23, c6, false},
		{"diagonal strided", diag2, diag2b, true},
		{"diagonal ranks", diag2, diag3, false},
		{"diagonal and vector", diag2, vec, false},
		{"scalars", s7, s7b, true},
		{"scalars differ", s7, s8, false},
		{"empty payloads", e0, e1, true},
		{"broadcast payload", b, b2, true},
		{"zero values", zero, zero, true},
		{"zero and scalar", zero, s7, false},
		{"scalar and zero", s7, zero, false},
		{"transposed", c23, Must(c23.PermuteLogical(1, 0)), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Equal(tt.a, tt.b); got != tt.want {
				t.Errorf("Equal(%v, %v) = %v, want %v", tt.a, tt.b, got, tt.want)
			}
			if got := Equal(tt.b, tt.a); got != tt.want {
				t.Errorf("Equal(%v, %v) = %v, want %v", tt.b, tt.a, got, tt.want)
			}
		})
	}
	nan, _ := Diagonal([]float64{1, math.NaN()}, 2)
	if Equal(nan, nan) {
		t.Errorf("Equal of a NaN payload with itself = true, want false (elements compare with ==)")
	}
	// Structural zeros are not stored, so they never differ: Equal
	// compares storage, and a diagonal never equals the dense tensor it
	// stands for.
	dense, _ := ToTensor[[2]int](diag2, tensor.C)
	fromDense, _ := FromTensor(dense)
	if Equal(diag2, fromDense) {
		t.Errorf("Equal(diagonal, its dense form) = true, want false")
	}
}

// Must returns v, panicking on err.
func Must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}
