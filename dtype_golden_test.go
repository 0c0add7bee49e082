//go:build !race

package tensor

import (
	"bufio"
	"encoding/json"
	"errors"
	"math"
	"os"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// dtypeInput is one input array of testdata/dtype.jsonl.
type dtypeInput struct {
	Dtype string
	Shape []int
	Data  []json.RawMessage
}

// dtypeRecord is one call of testdata/dtype.jsonl: NumPy's sum or prod of
// a view of an input accumulated in the destination's type.
type dtypeRecord struct {
	Op   string
	X    int
	View string
	Axis []int
	Dst  string
	Out  []json.RawMessage
}

// TestDtypeGolden replays NumPy's np.sum(x, axis, out=dst) and np.prod for
// destinations of another element type (scripts/golden_dtype.py), through
// SumTo and ProdTo at runtime rank and, for rank 2 inputs, at fixed rank,
// and checks that the casts outside NumPy's safe rule are ErrType errors.
func TestDtypeGolden(t *testing.T) {
	f, err := os.Open("testdata/dtype.jsonl")
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
		var r dtypeRecord
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		in := inputs[r.X]
		switch in.Dtype {
		case "uint8":
			dtypeDst[uint8](t, in, r)
		case "int8":
			dtypeDst[int8](t, in, r)
		case "int16":
			dtypeDst[int16](t, in, r)
		case "float32":
			dtypeDst[float32](t, in, r)
		case "float64":
			dtypeDst[float64](t, in, r)
		case "complex64":
			dtypeDst[complex64](t, in, r)
		default:
			t.Fatalf("input dtype %s", in.Dtype)
		}
		n++
	}
	if n < 500 {
		t.Fatalf("only %d records", n)
	}
	// Casts outside NumPy's safe rule, which NumPy's out= makes unsafely or
	// computes in the wider type and rounds.
	x, _ := FromSlice([]float64{1.5, 2.7}, [1]int{2})
	i8, _ := FromSlice([]int8{-3, 1}, [1]int{2})
	c, _ := FromSlice([]complex128{1 + 2i}, [1]int{1})
	dI, _ := Zeros[int64]([0]int{})
	dU, _ := Zeros[uint8]([0]int{})
	dF, _ := Zeros[float64]([0]int{})
	d32, _ := Zeros[float32]([0]int{})
	i32, _ := FromSlice([]int32{1 << 30, 3}, [1]int{2})
	for _, e := range []error{SumTo(dI, x), SumTo(dU, i8), ProdTo(dF, c), dyn.SumTo(dI.Dyn(), x.Dyn()), SumTo(d32, x), SumTo(d32, i32)} {
		if !errors.Is(e, ErrType) {
			t.Errorf("unsafe cast: error %v, want ErrType", e)
		}
	}
	if dI.Data()[0] != 0 || dU.Data()[0] != 0 || dF.Data()[0] != 0 {
		t.Errorf("a refused reduction wrote its destination")
	}
	// A uint8 image's total in one int64.
	img, _ := FromSlice([]uint8{200, 100, 255}, [1]int{3})
	if err := SumTo(dI, img); err != nil || dI.Data()[0] != 555 {
		t.Errorf("SumTo(int64, uint8 image) = %v, %v; want 555", dI, err)
	}
}

func dtypeDst[T Number](t *testing.T, in dtypeInput, r dtypeRecord) {
	switch r.Dst {
	case "int64":
		dtypeCheck[int64, T](t, in, r)
	case "uint64":
		dtypeCheck[uint64, T](t, in, r)
	case "int32":
		dtypeCheck[int32, T](t, in, r)
	case "uint16":
		dtypeCheck[uint16, T](t, in, r)
	case "int16":
		dtypeCheck[int16, T](t, in, r)
	case "uint8":
		dtypeCheck[uint8, T](t, in, r)
	case "float64":
		dtypeCheck[float64, T](t, in, r)
	case "float32":
		dtypeCheck[float32, T](t, in, r)
	case "complex128":
		dtypeCheck[complex128, T](t, in, r)
	default:
		t.Fatalf("destination dtype %s", r.Dst)
	}
}

// dtypeValue decodes one golden element as T.
func dtypeValue[T Number](t *testing.T, raw json.RawMessage) T {
	var z T
	var pair [2]string
	if json.Unmarshal(raw, &pair) == nil {
		re, _ := strconv.ParseFloat(pair[0], 64)
		im, _ := strconv.ParseFloat(pair[1], 64)
		switch p := any(&z).(type) {
		case *complex64:
			*p = complex64(complex(re, im))
		case *complex128:
			*p = complex(re, im)
		default:
			t.Fatalf("complex element %s for %T", raw, z)
		}
		return z
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		switch p := any(&z).(type) {
		case *float32:
			*p = float32(v)
		case *float64:
			*p = v
		case *complex64:
			*p = complex64(complex(v, 0))
		case *complex128:
			*p = complex(v, 0)
		default:
			t.Fatalf("float element %s for %T", raw, z)
		}
		return z
	}
	i, err := strconv.ParseInt(string(raw), 10, 64)
	if err != nil {
		u, uerr := strconv.ParseUint(string(raw), 10, 64)
		if uerr != nil {
			t.Fatal(err)
		}
		return dtypeFromUint[T](u)
	}
	if i >= 0 {
		return dtypeFromUint[T](uint64(i))
	}
	switch p := any(&z).(type) {
	case *int8:
		*p = int8(i)
	case *int16:
		*p = int16(i)
	case *int32:
		*p = int32(i)
	case *int64:
		*p = i
	case *float32:
		*p = float32(i)
	case *float64:
		*p = float64(i)
	case *complex128:
		*p = complex(float64(i), 0)
	default:
		t.Fatalf("negative element %d for %T", i, z)
	}
	return z
}

func dtypeFromUint[T Number](u uint64) T {
	var z T
	switch p := any(&z).(type) {
	case *int8:
		*p = int8(u)
	case *int16:
		*p = int16(u)
	case *int32:
		*p = int32(u)
	case *int64:
		*p = int64(u)
	case *uint8:
		*p = uint8(u)
	case *uint16:
		*p = uint16(u)
	case *uint32:
		*p = uint32(u)
	case *uint64:
		*p = u
	case *float32:
		*p = float32(u)
	case *float64:
		*p = float64(u)
	case *complex64:
		*p = complex64(complex(float64(u), 0))
	case *complex128:
		*p = complex(float64(u), 0)
	}
	return z
}

func dtypeCheck[U, T Number](t *testing.T, in dtypeInput, r dtypeRecord) {
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
	shape := x.Layout().Shape()
	var rs []int
	if r.Axis != nil {
		for k, d := range shape {
			reduced := false
			for _, a := range r.Axis {
				reduced = reduced || a == k
			}
			if !reduced {
				rs = append(rs, d)
			}
		}
	}
	dst, _ := dyn.Zeros[U](rs...)
	if r.Op == "sum" {
		err = dyn.SumTo(dst, x, r.Axis...)
	} else {
		err = dyn.ProdTo(dst, x, r.Axis...)
	}
	if err != nil {
		t.Fatalf("%s of %s %v view %s axis %v into %s: %v", r.Op, in.Dtype, in.Shape, r.View, r.Axis, r.Dst, err)
	}
	got := dst.Data()
	if len(got) != len(r.Out) {
		t.Fatalf("%s into %s: %d elements, want %d", r.Op, r.Dst, len(got), len(r.Out))
	}
	for i, raw := range r.Out {
		want := dtypeValue[U](t, raw)
		if !sameNumber(got[i], want) {
			t.Errorf("%s of %s %v view %s axis %v into %s: element %d = %v, want %v", r.Op, in.Dtype, in.Shape, r.View, r.Axis, r.Dst, i, got[i], want)
			return
		}
	}
	// The fixed-rank form gives the same elements for rank-2 inputs.
	if len(in.Shape) == 2 && len(rs) == 1 {
		xf, _ := FromDyn[[2]int](x)
		df, _ := Zeros[U]([1]int{rs[0]})
		if r.Op == "sum" {
			err = SumTo(df, xf, r.Axis...)
		} else {
			err = ProdTo(df, xf, r.Axis...)
		}
		for i := range got {
			if err != nil || !sameNumber(df.Data()[i], got[i]) {
				t.Errorf("fixed-rank %s into %s differs from dyn: %v, %v", r.Op, r.Dst, df, err)
				return
			}
		}
	}
}

// sameNumber reports whether a and b have the same bits (NaN equal NaN).
func sameNumber[U Number](a, b U) bool {
	switch x := any(a).(type) {
	case float64:
		y := any(b).(float64)
		return math.Float64bits(x) == math.Float64bits(y) || (x != x && y != y)
	case float32:
		y := any(b).(float32)
		return math.Float32bits(x) == math.Float32bits(y) || (x != x && y != y)
	case complex128:
		y := any(b).(complex128)
		return sameNumber(real(x), real(y)) && sameNumber(imag(x), imag(y))
	}
	return a == b
}
