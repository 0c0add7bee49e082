package tensor

import (
	"errors"
	"strings"
	"testing"

	"github.com/fixedrank/tensor/dyn"
	"github.com/fixedrank/tensor/internal/engine"
)

// FuzzEinsum builds subscripts from the fuzzer's bytes (letters, commas,
// "->", "...", and stray characters) and operands of small random shapes
// and views, runs dyn.Einsum on int64 data, and checks that every call it
// accepts matches a naive loop over every assignment of the letters, and
// that every call it rejects wraps one of the sentinels. No input may
// panic.
func FuzzEinsum(f *testing.F) {
	for _, s := range []string{"ij,jk->ik", "ii->i", "i,j", "...ij,...jk", "ab,bc,cd->ad", "iij", "ij->ji", ",i->i", "i.j", "ij->k", "Aa,aA"} {
		f.Add(s, []byte{2, 3, 1, 2, 3, 1, 2, 2, 3})
	}
	f.Fuzz(func(t *testing.T, subs string, dims []byte) {
		if len(subs) > 24 {
			return
		}
		terms := strings.Split(strings.SplitN(subs, "->", 2)[0], ",")
		if len(terms) > 4 {
			return
		}
		next := func() int {
			if len(dims) == 0 {
				return 2
			}
			d := int(dims[0] % 4)
			dims = dims[1:]
			return d
		}
		ops := make([]dyn.Tensor[int64], len(terms))
		for i, term := range terms {
			rank := len(term)
			if strings.Contains(term, "...") {
				rank = len(term) - 3 + next()%3
			}
			if next()%5 == 0 {
				rank++ // now and then a rank that does not match the term
			}
			if rank < 0 || rank > 5 {
				return
			}
			shape := make([]int, rank)
			for k := range shape {
				shape[k] = next()
			}
			x, err := dyn.Zeros[int64](shape...)
			if err != nil {
				t.Fatal(err)
			}
			for k := range x.Data() {
				x.Data()[k] = int64((k*7+i*3)%11) - 5
			}
			if rank > 0 && next()%2 == 0 {
				x, _ = x.Flip(-1)
			}
			if rank > 1 && next()%2 == 0 {
				x = x.Transpose()
			}
			ops[i] = x
		}
		got, err := dyn.Einsum(subs, ops...)
		if err != nil {
			for _, s := range []error{ErrSubscripts, ErrRank, ErrShape, ErrTooLarge} {
				if errors.Is(err, s) {
					return
				}
			}
			t.Fatalf("%q: error %v wraps no sentinel", subs, err)
		}
		want, ok := naiveEinsum(t, subs, ops)
		if !ok {
			t.Fatalf("%q %v: accepted, but the subscripts do not parse naively", subs, shapes(ops))
		}
		if len(want) != len(got.Data()) {
			t.Fatalf("%q %v: %d elements, want %d", subs, shapes(ops), len(got.Data()), len(want))
		}
		for i := range want {
			if got.Data()[i] != want[i] {
				t.Fatalf("%q %v: element %d = %d, want %d", subs, shapes(ops), i, got.Data()[i], want[i])
			}
		}
	})
}

func shapes(ops []dyn.Tensor[int64]) [][]int {
	var s [][]int
	for _, o := range ops {
		s = append(s, o.Layout().Shape())
	}
	return s
}

// naiveEinsum evaluates the einsum by definition: for every assignment of
// values to the letters (and the ellipsis axes), the product of the
// operands' elements is added to the output element the assignment names.
// It uses the library's parser only for the labels, and checks lengths
// itself.
func naiveEinsum(t *testing.T, subs string, ops []dyn.Tensor[int64]) ([]int64, bool) {
	ranks := make([]int, len(ops))
	for i, o := range ops {
		ranks[i] = o.Layout().Rank()
	}
	spec, err := parseForTest(subs, ranks)
	if err != nil {
		return nil, false
	}
	size := map[int]int{}
	for i, labels := range spec.In {
		sh := ops[i].Layout().Shape()
		for k, l := range labels {
			if d, ok := size[l]; ok && d != sh[k] {
				if d == 1 {
					size[l] = sh[k]
				} else if sh[k] != 1 {
					t.Fatalf("%q: accepted lengths %d and %d for one letter", subs, d, sh[k])
				}
				continue
			}
			size[l] = sh[k]
		}
	}
	var labels []int
	for l := range size {
		labels = append(labels, l)
	}
	outSize := 1
	for _, l := range spec.Out {
		outSize *= size[l]
	}
	out := make([]int64, outSize)
	val := map[int]int{}
	var rec func(j int)
	rec = func(j int) {
		if j == len(labels) {
			p := int64(1)
			for i, ls := range spec.In {
				idx := make([]int, len(ls))
				sh := ops[i].Layout().Shape()
				for k, l := range ls {
					if sh[k] != 1 {
						idx[k] = val[l]
					}
				}
				v, err := ops[i].At(idx...)
				if err != nil {
					t.Fatal(err)
				}
				p *= v
			}
			o := 0
			for _, l := range spec.Out {
				o = o*size[l] + val[l]
			}
			out[o] += p
			return
		}
		for v := range size[labels[j]] {
			val[labels[j]] = v
			rec(j + 1)
		}
	}
	rec(0)
	return out, true
}

func parseForTest(subs string, ranks []int) (engine.EinsumSpec, error) {
	return engine.ParseEinsum("test", subs, ranks)
}
