package structured

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/fixedrank/tensor"
	"github.com/fixedrank/tensor/dyn"
)

// denseOf returns the logical tensor of s as a dyn tensor.
func denseOf[T tensor.Number](t *testing.T, s Storage[T]) dyn.Tensor[T] {
	t.Helper()
	d, err := dyn.Zeros[T](s.LogicalDims()...)
	if err != nil {
		t.Fatal(err)
	}
	if len(d.Data()) > 0 {
		s.denseInto(d.Data(), d.Layout().Strides(), 0)
	}
	return d
}

// randomStorage returns storage of the given classes over small integers,
// each payload axis as long as the letter of its class's first axis.
func randomStorage(rng *rand.Rand, term string, classes []int, size map[byte]int) Storage[int64] {
	var dims []int
	for k, c := range classes {
		if c == len(dims) {
			dims = append(dims, size[term[k]])
		}
	}
	n := 1
	for _, d := range dims {
		n *= d
	}
	data := make([]int64, n)
	for i := range data {
		data[i] = rng.Int64N(9) - 4
	}
	st := make([]int, len(dims))
	for k, acc := len(dims)-1, 1; k >= 0; k-- {
		st[k], acc = acc, acc*dims[k]
	}
	s, err := New(data, dims, st, 0, classes)
	if err != nil {
		panic(err)
	}
	return s
}

// TestEinsumMatchesDense checks structured.Einsum over random dense,
// diagonal and mixed operands against dyn.Einsum over their logical
// tensors: the same result element for element (integers: exact), or both
// refusing, and the result's classes joining exactly the output letters
// that a class joined.
func TestEinsumMatchesDense(t *testing.T) {
	rng := rand.New(rand.NewPCG(23, 4))
	patterns := [][][]int{
		{{}},
		{{0}},
		{{0, 1}, {0, 0}},
		{{0, 1, 2}, {0, 0, 1}, {0, 1, 0}, {0, 1, 1}, {0, 0, 0}},
	}
	checked := 0
	for range 3000 {
		size := map[byte]int{}
		for _, c := range []byte("abcde") {
			size[c] = 1 + rng.IntN(3)
		}
		nops := 1 + rng.IntN(3)
		var terms []string
		var ops []Storage[int64]
		var dense []dyn.Tensor[int64]
		letters := ""
		for range nops {
			r := rng.IntN(4)
			b := make([]byte, r)
			for k := range b {
				b[k] = "abcde"[rng.IntN(5)]
			}
			ps := patterns[r]
			classes := ps[rng.IntN(len(ps))]
			s := randomStorage(rng, string(b), classes, size)
			terms, ops = append(terms, string(b)), append(ops, s)
			dense = append(dense, denseOf(t, s))
			letters += string(b)
		}
		subs := strings.Join(terms, ",")
		if rng.IntN(3) > 0 {
			var out []byte
			for _, c := range []byte("abcde") {
				if strings.IndexByte(letters, c) >= 0 && rng.IntN(2) == 0 {
					out = append(out, c)
				}
			}
			rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
			subs += "->" + string(out)
		}
		got, gerr := Einsum(subs, ops...)
		want, werr := dyn.Einsum(subs, dense...)
		if werr != nil {
			// The logical tensors' letters disagree; the payloads' must too
			// (a class joins letters of one length only).
			if gerr == nil {
				t.Fatalf("%s over classes %v: structured accepted what dyn refused (%v)", subs, classesOf(ops), werr)
			}
			continue
		}
		if gerr != nil {
			t.Fatalf("%s over classes %v: %v", subs, classesOf(ops), gerr)
		}
		g := denseOf(t, got)
		if !slices.Equal(g.Shape(), want.Shape()) || !slices.Equal(g.Data(), want.Data()) {
			t.Fatalf("%s over classes %v: %v %v, dense einsum %v %v", subs, classesOf(ops), g.Shape(), g.Data(), want.Shape(), want.Data())
		}
		checked++
	}
	if checked < 1500 {
		t.Fatalf("only %d accepted cases", checked)
	}
}

func classesOf[T any](ops []Storage[T]) [][]int {
	var c [][]int
	for _, s := range ops {
		c = append(c, s.classes)
	}
	return c
}

// TestEinsumStructure checks the structure of results: diagonal ×
// diagonal stays diagonal with the payloads' product, diagonal × dense is
// dense with the rows scaled, the identity leaves a matrix as it was, and
// a trace of a diagonal is the payload's sum.
func TestEinsumStructure(t *testing.T) {
	d1, _ := Diagonal([]float64{1, 2, 3}, 2)
	d2, _ := Diagonal([]float64{4, -1, 0.5}, 2)
	dd, err := Einsum("ij,jk->ik", d1, d2)
	if err != nil {
		t.Fatal(err)
	}
	if _, p := dd.Payload(); !dd.IsDiagonal() || !slices.Equal(p, []float64{4, -2, 1.5}) {
		t.Errorf("diag·diag = %v, want Structured{classes=[0 0] payload=[4 -2 1.5]}", dd)
	}
	m, _ := tensor.FromFunc([2]int{3, 2}, func(i [2]int) float64 { return float64(i[0]*2 + i[1]) })
	ms, _ := FromTensor(m)
	dm, err := Einsum("ij,jk->ik", d1, ms)
	if err != nil {
		t.Fatal(err)
	}
	if _, p := dm.Payload(); !dm.IsDense() || !slices.Equal(p, []float64{0, 1, 4, 6, 12, 15}) {
		t.Errorf("diag·dense = %v, want dense rows scaled by 1, 2, 3", dm)
	}
	id, _ := Identity[float64](3)
	im, err := Einsum("ij,jk->ik", id, ms)
	if _, p := im.Payload(); err != nil || !slices.Equal(p, m.Data()) {
		t.Errorf("identity·m = %v, %v; want m", im, err)
	}
	tr, err := Einsum("ii->", d1)
	if _, p := tr.Payload(); err != nil || !slices.Equal(p, []float64{6}) || tr.Rank() != 0 {
		t.Errorf("trace of diag(1, 2, 3) = %v, %v; want 6", tr, err)
	}
	// The output keeps the diagonal of an operand as a class: "ij->ij".
	same, err := Einsum("ij->ij", d1)
	if err != nil || !same.IsDiagonal() {
		t.Errorf("ij->ij of a diagonal = %v, %v; want it diagonal", same, err)
	}
}

// TestEinsumErrors checks that bad calls wrap the sentinels.
func TestEinsumErrors(t *testing.T) {
	d3, _ := Diagonal([]float64{1, 2, 3}, 2)
	m, _ := tensor.Zeros[float64]([2]int{4, 2})
	ms, _ := FromTensor(m)
	if _, err := Einsum("ij,jk->ik", d3, ms); !errors.Is(err, tensor.ErrShape) {
		t.Errorf("diag(3)·4×2: %v, want ErrShape", err)
	}
	if _, err := Einsum("ij,jk->iq", d3, ms); !errors.Is(err, tensor.ErrSubscripts) {
		t.Errorf("an output letter no operand has: %v, want ErrSubscripts", err)
	}
	if _, err := Einsum("ij,j", d3, ms); !errors.Is(err, tensor.ErrRank) {
		t.Errorf("a term of the wrong rank: %v, want ErrRank", err)
	}
	if _, err := Einsum("ij", Storage[float64]{}); !errors.Is(err, tensor.ErrType) {
		t.Errorf("a zero Storage: %v, want ErrType", err)
	}
}
