//go:build !race

package tensor

import (
	"bufio"
	"encoding/json"
	"errors"
	"os"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// meanVarRecord is one call of testdata/meanvar.jsonl: NumPy's mean, var
// or std of a view of an input written into a float destination.
type meanVarRecord struct {
	Op   string
	X    int
	View string
	Axis []int
	Ddof int
	Dst  string
	Out  []json.RawMessage
}

// TestMeanVarDtypeGolden replays np.mean(x, axis, out=dst), np.var and
// np.std with ddof 0 and 1 into float32 and float64 destinations
// (scripts/golden_meanvar.py) through MeanTo, VarTo and StdTo at runtime
// rank and, for rank-2 inputs, at fixed rank, bit for bit; and checks that
// a float64 tensor into a float32 destination is ErrType with the
// destination unchanged.
func TestMeanVarDtypeGolden(t *testing.T) {
	f, err := os.Open("testdata/meanvar.jsonl")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<24)
	if !sc.Scan() {
		t.Fatal("empty golden file")
	}
	var inputs []dtypeInput
	if err := json.Unmarshal(sc.Bytes(), &inputs); err != nil {
		t.Fatal(err)
	}
	n := 0
	for sc.Scan() {
		var r meanVarRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		in := inputs[r.X]
		switch in.Dtype {
		case "uint8":
			meanVarDst[uint8](t, in, r)
		case "int16":
			meanVarDst[int16](t, in, r)
		case "int64":
			meanVarDst[int64](t, in, r)
		case "float32":
			meanVarDst[float32](t, in, r)
		case "float64":
			meanVarDst[float64](t, in, r)
		default:
			t.Fatalf("input dtype %s", in.Dtype)
		}
		n++
	}
	if n < 600 {
		t.Fatalf("only %d records", n)
	}
	x, _ := FromSlice([]float64{1.5, 2.7}, [1]int{2})
	d32, _ := Full([0]int{}, float32(9))
	for _, e := range []error{MeanTo(d32, x), VarTo(d32, x, 0), StdTo(d32, x, 1), dyn.MeanTo(d32.Dyn(), x.Dyn())} {
		if !errors.Is(e, ErrType) {
			t.Errorf("float64 into float32: error %v, want ErrType", e)
		}
	}
	if d32.Data()[0] != 9 {
		t.Errorf("a refused reduction wrote its destination: %v", d32)
	}
}

func meanVarDst[T Real](t *testing.T, in dtypeInput, r meanVarRecord) {
	switch r.Dst {
	case "float32":
		meanVarCheck[float32, T](t, in, r)
	case "float64":
		meanVarCheck[float64, T](t, in, r)
	default:
		t.Fatalf("destination dtype %s", r.Dst)
	}
}

func meanVarCheck[U ~float32 | ~float64, T Real](t *testing.T, in dtypeInput, r meanVarRecord) {
	t.Helper()
	data := make([]T, len(in.Data))
	for i, raw := range in.Data {
		data[i] = dtypeValue[T](t, raw)
	}
	x, err := dyn.FromSlice(data, in.Shape...)
	if err != nil {
		t.Fatal(err)
	}
	switch r.View {
	case "t":
		x = x.Transpose()
	case "r":
		if x, err = x.Flip(x.Layout().Rank() - 1); err != nil {
			t.Fatal(err)
		}
	}
	var rs []int
	if r.Axis != nil {
		for k, d := range x.Layout().Shape() {
			reduced := false
			for _, a := range r.Axis {
				reduced = reduced || a == k
			}
			if !reduced {
				rs = append(rs, d)
			}
		}
	}
	run := func(dst dyn.Tensor[U]) error {
		switch r.Op {
		case "mean":
			return dyn.MeanTo(dst, x, r.Axis...)
		case "var":
			return dyn.VarTo(dst, x, r.Ddof, r.Axis...)
		}
		return dyn.StdTo(dst, x, r.Ddof, r.Axis...)
	}
	dst, _ := dyn.Zeros[U](rs...)
	if err := run(dst); err != nil {
		t.Fatalf("%s of %s %v view %s axis %v into %s: %v", r.Op, in.Dtype, in.Shape, r.View, r.Axis, r.Dst, err)
	}
	got := dst.Data()
	if len(got) != len(r.Out) {
		t.Fatalf("%s into %s: %d elements, want %d", r.Op, r.Dst, len(got), len(r.Out))
	}
	for i, raw := range r.Out {
		want := dtypeValue[U](t, raw)
		if !sameNumber(got[i], want) {
			t.Errorf("%s ddof %d of %s %v view %s axis %v into %s: element %d = %v, want %v", r.Op, r.Ddof, in.Dtype, in.Shape, r.View, r.Axis, r.Dst, i, got[i], want)
			return
		}
	}
	// The fixed-rank forms give the same elements for rank-2 inputs.
	if len(in.Shape) == 2 && len(rs) == 1 {
		xf, _ := FromDyn[[2]int](x)
		df, _ := Zeros[U]([1]int{rs[0]})
		switch r.Op {
		case "mean":
			err = MeanTo(df, xf, r.Axis...)
		case "var":
			err = VarTo(df, xf, r.Ddof, r.Axis...)
		default:
			err = StdTo(df, xf, r.Ddof, r.Axis...)
		}
		for i := range got {
			if err != nil || !sameNumber(df.Data()[i], got[i]) {
				t.Errorf("fixed-rank %s into %s differs from dyn: %v, %v", r.Op, r.Dst, df, err)
				return
			}
		}
	}
}
