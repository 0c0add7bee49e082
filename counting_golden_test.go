//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"slices"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
	"golang.org/x/exp/constraints"
)

// countingRecord is one call of testdata/counting.jsonl.
type countingRecord struct {
	Op        string
	Dtype     string
	Wdtype    string
	A         goldenOperand
	B         *goldenOperand
	Bins      int
	Range     []string
	Minlength int
	Right     bool
	Out       []json.RawMessage
	Edges     []string
	Error     string
}

// TestCountingGolden replays NumPy 1.24's bincount, histogram (bin count
// and explicit edges), digitize, isin and lexsort
// (scripts/golden_counting.py) through the dyn functions and, for some
// ranks, the fixed-rank ones: counts, indices and booleans exactly, edges
// and weighted sums bit for bit, and the sentinel for what NumPy raised.
func TestCountingGolden(t *testing.T) {
	goldenLines(t, "testdata/counting.jsonl", 1000, func(r countingRecord) {
		if r.Op == "bincount" {
			switch r.Dtype {
			case "int64":
				countingBincount[int64](t, r)
			case "int32":
				countingBincount[int32](t, r)
			case "int16":
				countingBincount[int16](t, r)
			case "uint8":
				countingBincount[uint8](t, r)
			default:
				t.Fatalf("bincount dtype %s", r.Dtype)
			}
			return
		}
		switch r.Dtype {
		case "float64":
			countingCheck[float64](t, r)
		case "float32":
			countingCheck[float32](t, r)
		case "int64":
			countingCheck[int64](t, r)
		case "int32":
			countingCheck[int32](t, r)
		case "int16":
			countingCheck[int16](t, r)
		case "int8":
			countingCheck[int8](t, r)
		case "uint16":
			countingCheck[uint16](t, r)
		case "uint8":
			countingCheck[uint8](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

// countingErrors maps the golden "error" names to the sentinels.
var countingErrors = map[string]error{"value": ErrValue, "index": ErrIndex, "shape": ErrShape}

func countingCheck[T Real](t *testing.T, r countingRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Op + " " + r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	// check compares a result (or error) with the record's.
	check := func(what string, got []int, err error) {
		t.Helper()
		if r.Error != "" {
			if want := countingErrors[r.Error]; !errors.Is(err, want) {
				t.Errorf("%s: %s error %v, want one wrapping %v", name, what, err, want)
			}
			return
		}
		want := make([]int, len(r.Out))
		for i, raw := range r.Out {
			if err := json.Unmarshal(raw, &want[i]); err != nil {
				t.Fatalf("%s: element %s: %v", name, raw, err)
			}
		}
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("%s: %s = %v, %v; NumPy %v", name, what, got, err, want)
		}
	}
	switch r.Op {
	case "histogram":
		var c dyn.Tensor[int]
		var e dyn.Tensor[float64]
		var err error
		if r.Range == nil {
			c, e, err = dyn.Histogram(x, r.Bins)
		} else {
			lo, _ := strconv.ParseFloat(r.Range[0], 64)
			hi, _ := strconv.ParseFloat(r.Range[1], 64)
			c, e, err = dyn.HistogramRange(x, r.Bins, lo, hi)
		}
		check("counts", c.Data(), err)
		if r.Error == "" && err == nil {
			want := make([]float64, len(r.Edges))
			for i, s := range r.Edges {
				want[i], _ = strconv.ParseFloat(s, 64)
			}
			if !sameSlice(e.Data(), want) {
				t.Errorf("%s: edges %v; NumPy %v", name, e.Data(), want)
			}
		}
		var fc Tensor[int, [1]int]
		var fe Tensor[float64, [1]int]
		switch rank := len(x.Layout().Shape()); {
		case rank == 2 && r.Range == nil:
			f, _ := FromDyn[[2]int](x)
			fc, fe, err = Histogram(f, r.Bins)
		case rank == 1 && r.Range != nil:
			f, _ := FromDyn[[1]int](x)
			lo, _ := strconv.ParseFloat(r.Range[0], 64)
			hi, _ := strconv.ParseFloat(r.Range[1], 64)
			fc, fe, err = HistogramRange(f, r.Bins, lo, hi)
		default:
			return
		}
		check("fixed-rank counts", fc.Data(), err)
		if err == nil && !sameSlice(fe.Data(), e.Data()) {
			t.Errorf("%s: fixed-rank edges %v, dyn %v", name, fe.Data(), e.Data())
		}
	case "histedges":
		edges := matmulView[float64](t, matmulArray{Shape: r.B.Shape, Data: r.B.Data}, r.B.View)
		c, err := dyn.HistogramEdges(x, edges)
		check("counts", c.Data(), err)
		if len(x.Layout().Shape()) == 1 {
			f, _ := FromDyn[[1]int](x)
			fe, _ := FromDyn[[1]int](edges)
			fc, err := HistogramEdges(f, fe)
			check("fixed-rank counts", fc.Data(), err)
		}
	case "digitize":
		bins := matmulView[T](t, matmulArray{Shape: r.B.Shape, Data: r.B.Data}, r.B.View)
		d, err := dyn.Digitize(x, bins, r.Right)
		check("indices", d.Data(), err)
		if err == nil && !slices.Equal(d.Layout().Shape(), x.Layout().Shape()) {
			t.Errorf("%s: shape %v", name, d.Layout().Shape())
		}
		if len(x.Layout().Shape()) == 2 {
			f, _ := FromDyn[[2]int](x)
			fb, _ := FromDyn[[1]int](bins)
			fd, err := Digitize(f, fb, r.Right)
			check("fixed-rank indices", fd.Data(), err)
		}
	case "isin":
		test := matmulView[T](t, matmulArray{Shape: r.B.Shape, Data: r.B.Data}, r.B.View)
		in, err := dyn.IsIn(x, test)
		want := make([]bool, len(r.Out))
		for i, raw := range r.Out {
			_ = json.Unmarshal(raw, &want[i])
		}
		if err != nil || !slices.Equal(in.Data(), want) {
			t.Errorf("%s in %s: %v, %v; NumPy %v", name, fmtShape(test.Layout().Shape()), in.Data(), err, want)
		}
		if len(x.Layout().Shape()) == 2 && len(test.Layout().Shape()) == 1 {
			f, _ := FromDyn[[2]int](x)
			ft, _ := FromDyn[[1]int](test)
			fi, err := IsIn(f, ft)
			if err != nil || !slices.Equal(fi.Data(), want) {
				t.Errorf("%s: fixed-rank IsIn = %v, %v; NumPy %v", name, fi.Data(), err, want)
			}
		}
	case "lexsort":
		idx, err := dyn.LexSort(x)
		check("indices", idx.Data(), err)
		f, _ := FromDyn[[2]int](x)
		fi, err := LexSort(f)
		check("fixed-rank indices", fi.Data(), err)
	default:
		t.Fatalf("op %s", r.Op)
	}
}

// countingBincount checks a bincount record, with weights of the
// record's weight dtype when it has them.
func countingBincount[T constraints.Integer](t *testing.T, r countingRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	name := r.Op + " " + r.Dtype + " " + fmtShape(x.Layout().Shape()) + " " + r.A.View
	if r.B == nil {
		c, err := dyn.Bincount(x, r.Minlength)
		f, _ := FromDyn[[1]int](x)
		fc, ferr := Bincount(f, r.Minlength)
		for _, g := range []struct {
			got []int
			err error
		}{{c.Data(), err}, {fc.Data(), ferr}} {
			if r.Error != "" {
				if want := countingErrors[r.Error]; !errors.Is(g.err, want) {
					t.Errorf("%s: error %v, want one wrapping %v", name, g.err, want)
				}
				continue
			}
			want := make([]int, len(r.Out))
			for i, raw := range r.Out {
				_ = json.Unmarshal(raw, &want[i])
			}
			if g.err != nil || !slices.Equal(g.got, want) {
				t.Errorf("%s minlength %d: %v, %v; NumPy %v", name, r.Minlength, g.got, g.err, want)
			}
		}
		return
	}
	switch r.Wdtype {
	case "float64":
		countingWeighted[float64](t, r, x, name)
	case "float32":
		countingWeighted[float32](t, r, x, name)
	case "int64":
		countingWeighted[int64](t, r, x, name)
	default:
		t.Fatalf("weights dtype %s", r.Wdtype)
	}
}

func countingWeighted[W Real, T constraints.Integer](t *testing.T, r countingRecord, x dyn.Tensor[T], name string) {
	t.Helper()
	w := matmulView[W](t, matmulArray{Shape: r.B.Shape, Data: r.B.Data}, r.B.View)
	s, err := dyn.BincountWeighted(x, w, r.Minlength)
	f, _ := FromDyn[[1]int](x)
	fw, _ := FromDyn[[1]int](w)
	fs, ferr := BincountWeighted(f, fw, r.Minlength)
	for _, g := range []struct {
		got []float64
		err error
	}{{s.Data(), err}, {fs.Data(), ferr}} {
		if r.Error != "" {
			if want := countingErrors[r.Error]; !errors.Is(g.err, want) {
				t.Errorf("%s weighted: error %v, want one wrapping %v", name, g.err, want)
			}
			continue
		}
		want := make([]float64, len(r.Out))
		for i, raw := range r.Out {
			want[i] = dtypeValue[float64](t, raw)
		}
		if g.err != nil || !sameSlice(g.got, want) {
			t.Errorf("%s weighted (%s) minlength %d: %v, %v; NumPy %v", name, r.Wdtype, r.Minlength, g.got, g.err, want)
		}
	}
}
