//go:build !race

package tensor

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// TestEinsumPathGolden checks dyn.EinsumPath against NumPy's einsum_path
// (scripts/golden_einsum_path.py): the same path and the same report (but
// for the letters of "..."), for
// one to eight operands, and that Einsum run with the plan gives what
// Einsum with the subscripts gives, element for element.
func TestEinsumPathGolden(t *testing.T) {
	type rec struct {
		Subs   string
		Shapes [][]int
		Path   [][]int
		Report string
	}
	goldenLines(t, "testdata/einsum_path.jsonl", 400, func(r rec) {
		p, err := dyn.EinsumPath(r.Subs, r.Shapes...)
		if err != nil {
			t.Errorf("EinsumPath(%q, %v): %v", r.Subs, r.Shapes, err)
			return
		}
		if got := p.Path(); !slices.EqualFunc(got, r.Path, slices.Equal) {
			t.Errorf("EinsumPath(%q, %v).Path() = %v, NumPy %v", r.Subs, r.Shapes, got, r.Path)
		}
		// NumPy names the axes under "..." after letters it takes from an
		// unordered set, so its reports of those differ run to run.
		if got := p.String(); got != r.Report && !strings.Contains(r.Subs, "...") {
			t.Errorf("EinsumPath(%q, %v) report:\n%s\nNumPy:\n%s", r.Subs, r.Shapes, got, r.Report)
		}
		n := 1
		ops := make([]dyn.Tensor[int64], len(r.Shapes))
		for i, s := range r.Shapes {
			data := make([]int64, sizeOfShape(s))
			for k := range data {
				n = (n*7 + 3) % 11
				data[k] = int64(n - 5)
			}
			if ops[i], err = dyn.FromSlice(data, s...); err != nil {
				t.Fatal(err)
			}
		}
		if len(p.Shape()) > 4 {
			return // keep the products small
		}
		want, err := dyn.Einsum(r.Subs, ops...)
		if err != nil {
			t.Errorf("Einsum(%q): %v", r.Subs, err)
			return
		}
		got, err := dyn.Einsum(p, ops...)
		if err != nil {
			t.Errorf("Einsum(plan of %q): %v", r.Subs, err)
			return
		}
		if !slices.Equal(got.Shape(), p.Shape()) || !slices.Equal(got.Data(), want.Data()) {
			t.Errorf("Einsum(plan of %q) = %v %v, with the subscripts %v %v", r.Subs, got.Shape(), got.Data(), want.Shape(), want.Data())
		}
	})
}

// TestEinsumPlanReuse checks that a plan runs in both packages, into a
// destination too, and that operands of other shapes or a nil plan are
// errors wrapping the sentinels, the destination unchanged.
func TestEinsumPlanReuse(t *testing.T) {
	a, _ := FromFunc([2]int{3, 4}, func(i [2]int) float64 { return float64(i[0] - 2*i[1]) })
	b, _ := FromFunc([2]int{4, 5}, func(i [2]int) float64 { return float64(3*i[0] + i[1]) })
	c, _ := FromFunc([2]int{5, 2}, func(i [2]int) float64 { return float64(i[0]*i[1] - 1) })
	p, err := dyn.EinsumPath("ij,jk,kl->il", a.Dyn().Shape(), b.Dyn().Shape(), c.Dyn().Shape())
	if err != nil {
		t.Fatal(err)
	}
	if got, want := p.Path(), [][]int{{1, 2}, {0, 1}}; !slices.EqualFunc(got, want, slices.Equal) {
		t.Errorf("Path() = %v, want %v", got, want)
	}
	ab, _ := Matmul[[2]int](a, b)
	want, _ := Matmul[[2]int](ab, c)
	for range 2 {
		got, err := Einsum[[2]int](p, a, b, c)
		if err != nil || !slices.Equal(got.Data(), want.Data()) {
			t.Fatalf("Einsum(plan) = %v, %v; want %v", got.Data(), err, want.Data())
		}
	}
	dst, _ := Full([2]int{3, 2}, 7.0)
	if err := EinsumTo(dst, p, a, b, c); err != nil || !slices.Equal(dst.Data(), want.Data()) {
		t.Fatalf("EinsumTo(plan) = %v, %v; want %v", dst.Data(), err, want.Data())
	}
	d, err := dyn.Einsum(p, a.Dyn(), b.Dyn(), c.Dyn())
	if err != nil || !slices.Equal(d.Data(), want.Data()) {
		t.Fatalf("dyn.Einsum(plan) = %v, %v", d.Data(), err)
	}
	before := slices.Clone(dst.Data())
	if err := EinsumTo(dst, p, a, b, b); !errors.Is(err, ErrShape) {
		t.Errorf("EinsumTo with an operand of another shape: %v, want ErrShape", err)
	}
	if _, err := Einsum[[2]int](p, a, b); !errors.Is(err, ErrShape) {
		t.Errorf("Einsum with too few operands: %v, want ErrShape", err)
	}
	if _, err := Einsum[[2]int]((*dyn.EinsumPlan)(nil), a, b, c); !errors.Is(err, ErrSubscripts) {
		t.Errorf("Einsum with a nil plan: %v, want ErrSubscripts", err)
	}
	if _, err := Einsum[[3]int](p, a, b, c); !errors.Is(err, ErrRank) {
		t.Errorf("Einsum of rank 3 with a plan of rank 2: %v, want ErrRank", err)
	}
	if !slices.Equal(dst.Data(), before) {
		t.Errorf("a failed EinsumTo changed dst")
	}
	if _, err := dyn.EinsumPath("ij,jk", []int{2, 3}, []int{4, 5}); !errors.Is(err, ErrShape) {
		t.Errorf("EinsumPath of mismatched lengths: %v, want ErrShape", err)
	}
}

func sizeOfShape(s []int) int {
	n := 1
	for _, d := range s {
		n *= d
	}
	return n
}

// TestEinsumToViews checks that the last product of an einsum, which
// EinsumTo writes straight into its destination where the destination's
// axes allow, lands right in a transposed and in a stepped destination,
// and in one that is also an operand.
func TestEinsumToViews(t *testing.T) {
	a, _ := FromFunc([3]int{4, 3, 5}, func(i [3]int) float64 { return float64(i[0] - 2*i[1] + i[2]) })
	b, _ := FromFunc([3]int{4, 5, 6}, func(i [3]int) float64 { return float64(3*i[0] + i[1] - i[2]) })
	want, _ := Matmul[[3]int](a, b)
	for _, subs := range []string{"bij,bjk->bik", "bij,bjk->kib", "bij,bjk->ibk"} {
		ref, err := Einsum[[3]int](subs, a, b)
		if err != nil {
			t.Fatal(err)
		}
		// ref is want with its axes permuted: check it element by element.
		perm := map[string][3]int{"bij,bjk->bik": {0, 1, 2}, "bij,bjk->kib": {2, 1, 0}, "bij,bjk->ibk": {1, 0, 2}}[subs]
		for ix, v := range want.All() {
			var j [3]int
			for k := range 3 {
				j[k] = ix[perm[k]]
			}
			if got, _ := ref.At(j[:]...); got != v {
				t.Fatalf("%s: at %v got %v, want %v", subs, j, got, v)
			}
		}
		shape := ref.Shape()
		// A destination stored transposed.
		base, _ := Zeros[float64]([3]int{shape[2], shape[1], shape[0]})
		dt := base.Transpose()
		// A destination taking every other element of a larger buffer.
		big, _ := Zeros[float64]([3]int{shape[0], shape[1], 2 * shape[2]})
		ds, _ := Subscript[[3]int](big, Colon(), Colon(), Colon().By(2))
		for _, dst := range []Tensor[float64, [3]int]{dt, ds} {
			if err := EinsumTo(dst, subs, a, b); err != nil {
				t.Fatal(err)
			}
			for ix, v := range ref.All() {
				if got, _ := dst.At(ix[:]...); got != v {
					t.Fatalf("%s into a view: at %v got %v, want %v", subs, ix, got, v)
				}
			}
		}
	}
	// The destination is the first operand: the product goes through a
	// temporary.
	m, _ := FromFunc([2]int{5, 5}, func(i [2]int) float64 { return float64(i[0]*5 + i[1] - 7) })
	want2, _ := Matmul[[2]int](m, m)
	if err := EinsumTo(m, "ij,jk->ik", m, m); err != nil || !slices.Equal(m.Data(), want2.Data()) {
		t.Fatalf("EinsumTo into its operand = %v, %v; want %v", m.Data(), err, want2.Data())
	}
}
