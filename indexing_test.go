//go:build !race

package tensor

import (
	"errors"
	"slices"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

func indexingArange(t *testing.T, shape ...int) dyn.Tensor[float64] {
	t.Helper()
	n := 1
	for _, d := range shape {
		n *= d
	}
	data := make([]float64, n)
	for i := range data {
		data[i] = float64(i)
	}
	x, err := dyn.FromSlice(data, shape...)
	if err != nil {
		t.Fatal(err)
	}
	return x
}

// indexingMust returns x, panicking on a setup error.
func indexingMust[T any](x T, err error) T {
	if err != nil {
		panic(err)
	}
	return x
}

// TestIndexingOverlap writes values that share memory with the
// destination (and indices or masks that do, for tensors of int and
// bool): every result is the one a copy of the inputs taken first gives.
func TestIndexingOverlap(t *testing.T) {
	ints := func(v ...int) dyn.Tensor[int] { return indexingMust(dyn.FromSlice(v, len(v))) }
	cases := []struct {
		name  string
		shape []int
		// write stores into x from inputs derived from x; copies says
		// whether to clone those inputs first (the reference).
		write func(x dyn.Tensor[float64], copies bool) error
	}{
		{"Put values x", []int{8}, func(x dyn.Tensor[float64], c bool) error {
			v := x
			if c {
				v = x.Clone()
			}
			return dyn.Put(x, ints(1, 2, 3), v, "")
		}},
		{"Put values reversed x", []int{2, 3}, func(x dyn.Tensor[float64], c bool) error {
			v := indexingMust(x.Flip(0, 1))
			if c {
				v = v.Clone()
			}
			return dyn.Put(x, ints(5, 0, 4, 1), v, "")
		}},
		{"PutAxis values columns of x", []int{3, 4}, func(x dyn.Tensor[float64], c bool) error {
			v := indexingMust(x.Slice(1, Range(1, 3)))
			if c {
				v = v.Clone()
			}
			return dyn.PutAxis(x, ints(2, 0), v, 1, "")
		}},
		{"PutAxis values transposed x", []int{3, 3}, func(x dyn.Tensor[float64], c bool) error {
			v := x.Transpose()
			if c {
				v = v.Clone()
			}
			return dyn.PutAxis(x, ints(2, 1, 0), v, 0, "")
		}},
		{"PutAlongAxis values column of x", []int{3, 3}, func(x dyn.Tensor[float64], c bool) error {
			v := indexingMust(x.Slice(1, Range(0, 1)))
			if c {
				v = v.Clone()
			}
			idx := indexingMust(dyn.FromSlice([]int{2, 0, 1}, 3, 1))
			return dyn.PutAlongAxis(x, idx, v, 1)
		}},
		{"SetMaskedRows values rows of x reversed", []int{4, 2}, func(x dyn.Tensor[float64], c bool) error {
			v := indexingMust(indexingMust(x.Flip(0)).Slice(0, Range(0, 2)))
			if c {
				v = v.Clone()
			}
			mask := indexingMust(dyn.FromSlice([]bool{true, false, true, false}, 4))
			return dyn.SetMaskedRows(x, mask, v)
		}},
		{"SetMaskedRows values elements of x", []int{6}, func(x dyn.Tensor[float64], c bool) error {
			v := indexingMust(indexingMust(x.Flip(0)).Slice(0, Range(0, 3)))
			if c {
				v = v.Clone()
			}
			mask := indexingMust(dyn.FromSlice([]bool{false, false, false, true, true, true}, 6))
			return dyn.SetMaskedRows(x, mask, v)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, want := indexingArange(t, c.shape...), indexingArange(t, c.shape...)
			if err := c.write(got, false); err != nil {
				t.Fatal(err)
			}
			if err := c.write(want, true); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got.Data(), want.Data()) {
				t.Errorf("got %v, want %v", got.Data(), want.Data())
			}
		})
	}

	// Indices that are the destination's own elements.
	a := indexingMust(dyn.FromSlice([]int{2, 0, 1, 5, 4, 3}, 6))
	b := a.Clone()
	if err := dyn.Put(a, indexingMust(a.Slice(0, Range(0, 3))), a, "raise"); err != nil {
		t.Fatal(err)
	}
	_ = dyn.Put(b, indexingMust(b.Slice(0, Range(0, 3))).Clone(), b.Clone(), "raise")
	if !slices.Equal(a.Data(), b.Data()) {
		t.Errorf("Put with indices in the destination: %v, want %v", a.Data(), b.Data())
	}
	m := indexingMust(dyn.FromSlice([]int{2, 0, 1, 1, 2, 0}, 2, 3))
	n := m.Clone()
	if err := dyn.PutAlongAxis(m, m, m.Transpose().Transpose(), 1); err != nil {
		t.Fatal(err)
	}
	_ = dyn.PutAlongAxis(n, n.Clone(), n.Clone(), 1)
	if !slices.Equal(m.Data(), n.Data()) {
		t.Errorf("PutAlongAxis with indices in the destination: %v, want %v", m.Data(), n.Data())
	}
	// A mask that is the destination (a tensor of bool).
	bs := indexingMust(dyn.FromSlice([]bool{true, false, true, true}, 4))
	if err := dyn.SetMaskedRows(bs, bs, false); err != nil {
		t.Fatal(err)
	}
	if slices.Contains(bs.Data(), true) {
		t.Errorf("SetMaskedRows(b, b, false) = %v", bs.Data())
	}
}

// TestIndexingEdges covers what the golden file cannot: read-only and
// zero-value operands, empty destinations in every mode, the rank of a
// fixed-rank result, and values that must be copied to step through the
// positions of a rank-2 index with one stride.
func TestIndexingEdges(t *testing.T) {
	ro := indexingMust(indexingMust(dyn.Full(1.0, 3)).BroadcastTo(2, 3))
	idx := indexingMust(dyn.FromSlice([]int{0}, 1))
	mask := indexingMust(dyn.FromSlice([]bool{true, false}, 2))
	for name, err := range map[string]error{
		"Put":           dyn.Put(ro, idx, 2.0, ""),
		"PutAxis":       dyn.PutAxis(ro, idx, 2.0, 1, ""),
		"PutAlongAxis":  dyn.PutAlongAxis(ro, indexingMust(dyn.FromSlice([]int{0, 0}, 2, 1)), 2.0, 1),
		"SetMaskedRows": dyn.SetMaskedRows(ro, mask, 2.0),
	} {
		if !errors.Is(err, ErrReadOnly) || ro.Data()[0] != 1 {
			t.Errorf("%s into a broadcast: %v", name, err)
		}
	}

	// Zero values anywhere: errors wrap sentinels, nothing panics.
	var zf dyn.Tensor[float64]
	var zi dyn.Tensor[int]
	var zb dyn.Tensor[bool]
	x := indexingArange(t, 2, 3)
	for name, err := range map[string]error{
		"Put zero t":              dyn.Put(zf, idx, 1.0, ""),
		"Put zero idx":            dyn.Put(x, zi, 1.0, ""),
		"Put zero v":              dyn.Put(x, idx, zf, ""),
		"PutAxis zero t":          dyn.PutAxis(zf, idx, 1.0, 0, ""),
		"PutAxis zero idx":        dyn.PutAxis(x, zi, 1.0, 0, ""),
		"PutAxis zero v":          dyn.PutAxis(x, idx, zf, 0, ""),
		"PutAlongAxis zero t":     dyn.PutAlongAxis(zf, zi, 1.0, 0),
		"PutAlongAxis zero v":     dyn.PutAlongAxis(x, indexingMust(dyn.FromSlice([]int{0, 0}, 2, 1)), zf, 1),
		"SetMaskedRows zero t":    dyn.SetMaskedRows(zf, zb, 1.0),
		"SetMaskedRows zero mask": dyn.SetMaskedRows(x, zb, 1.0),
		"SetMaskedRows zero v":    dyn.SetMaskedRows(x, mask, zf),
		"SetMaskedRows true zero": dyn.SetMaskedRows(zf, indexingMust(dyn.FromSlice([]bool{true})), 1.0),
	} {
		indexingFuzzErr(t, err)
		if !slices.Equal(x.Data(), []float64{0, 1, 2, 3, 4, 5}) {
			t.Fatalf("%s wrote %v", name, x.Data())
		}
	}
	if r, err := dyn.MaskedRows(zf, zb); err != nil || r.Size() != 0 {
		t.Errorf("MaskedRows of zero values = %v, %v", r, err)
	}
	if _, err := dyn.MaskedRows(zf, indexingMust(dyn.FromSlice([]bool{true}))); !errors.Is(err, ErrIndex) {
		t.Errorf("MaskedRows(zero, true) = %v, want ErrIndex", err)
	}
	if nz, err := dyn.Nonzero(zf); err != nil || len(nz) != 1 || nz[0].Size() != 0 {
		t.Errorf("Nonzero(zero) = %v, %v", nz, err)
	}
	if _, err := dyn.UnravelIndex(zi, []int{3}, C); !errors.Is(err, ErrBroadcast) {
		t.Errorf("UnravelIndex(zero) = %v, want ErrBroadcast", err)
	}
	if _, err := dyn.RavelMultiIndex([]dyn.Tensor[int]{zi, idx}, []int{3, 4}, "", C); !errors.Is(err, ErrBroadcast) {
		t.Errorf("RavelMultiIndex with a zero value = %v, want ErrBroadcast", err)
	}

	// An empty destination refuses indices in every mode (NumPy 1.24
	// raises only in mode raise).
	e := indexingArange(t, 0, 3)
	for _, mode := range []string{"raise", "wrap", "clip"} {
		if err := dyn.Put(e, idx, 1.0, mode); !errors.Is(err, ErrIndex) {
			t.Errorf("Put into an empty tensor, %s: %v", mode, err)
		}
		if err := dyn.PutAxis(e, idx, 1.0, 0, mode); !errors.Is(err, ErrIndex) {
			t.Errorf("PutAxis into an empty axis, %s: %v", mode, err)
		}
	}
	// Without values, nothing is checked (NumPy's put).
	if err := dyn.Put(x, indexingMust(dyn.FromSlice([]int{99}, 1)), indexingMust(dyn.FromSlice([]float64{}, 0)), ""); err != nil {
		t.Errorf("Put without values: %v", err)
	}

	// Fixed rank: the result's rank is checked; a rank-0 mask adds an axis.
	f := tensorOf[[2]int](t, x)
	fm := tensorOf[[1]int](t, mask)
	if _, err := MaskedRows[[1]int](f, fm); !errors.Is(err, ErrRank) {
		t.Errorf("MaskedRows of the wrong rank: %v", err)
	}
	one := indexingMust(FromSlice([]bool{true}, [0]int{}))
	if r, err := MaskedRows[[3]int](f, one); err != nil || r.Shape() != [3]int{1, 2, 3} || !slices.Equal(r.Data(), x.Data()) {
		t.Errorf("MaskedRows(x, true) = %v, %v", r, err)
	}
	if nz, err := Nonzero(indexingMust(FromSlice([]float64{3}, [0]int{}))); err != nil || len(nz) != 1 || !slices.Equal(nz[0].Data(), []int{0}) {
		t.Errorf("Nonzero of a rank-0 3 = %v, %v", nz, err)
	}

	// PutAxis with rank-2 indices (a transposed view) and values whose
	// broadcast strides do not step through the positions with one
	// stride, against a loop.
	m := indexingArange(t, 2, 5)
	ii := indexingMust(dyn.FromSlice([]int{0, 3, 1, -1}, 2, 2)).Transpose() // [[0 1] [3 -1]]
	v := indexingMust(dyn.FromSlice([]float64{10, 20}, 2, 1))               // broadcast to (2, 2, 2)
	if err := dyn.PutAxis(m, ii, v, 1, ""); err != nil {
		t.Fatal(err)
	}
	want := []float64{10, 10, 2, 20, 20, 10, 10, 7, 20, 20}
	if !slices.Equal(m.Data(), want) {
		t.Errorf("PutAxis with rank-2 indices: %v, want %v", m.Data(), want)
	}
}
