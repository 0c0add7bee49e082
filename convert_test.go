//go:build !race

package tensor

import (
	"errors"
	"fmt"
	"math"
	"runtime"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// TestConvertGolden checks Convert and ConvertDyn against NumPy's astype
// to int32 and float32 (testdata/numeric.jsonl; int32 only where every
// element is finite, as the script writes it).
func TestConvertGolden(t *testing.T) {
	recs := readJSONL[numJoinRec](t, "testdata/numeric.jsonl")
	n := map[string]int{}
	for i, r := range recs {
		if r.View.Dtype == "i8" {
			n["int32"] += checkConvert[int32, int64](t, i, r, "int32")
			n["float32"] += checkConvert[float32, int64](t, i, r, "float32")
		} else {
			n["int32"] += checkConvert[int32, float64](t, i, r, "int32")
			n["float32"] += checkConvert[float32, float64](t, i, r, "float32")
		}
	}
	t.Logf("%d records: astype results checked %v", len(recs), n)
	if n["int32"] < 300 || n["float32"] != 400 {
		t.Errorf("astype results checked: %v", n)
	}
}

func checkConvert[U, T Real](t *testing.T, i int, r numJoinRec, dtype string) int {
	want, ok := r.Astype[dtype]
	if !ok {
		return 0
	}
	v := buildNumView[T](t, r.View)
	got, err := dyn.Convert[U](v)
	if err != nil {
		t.Fatalf("#%d: %v", i, err)
	}
	if d := numSame(got, want); d != "" {
		t.Errorf("#%d ConvertDyn %s: %s", i, dtype, d)
	}
	fixed := convertFixed[U, T](v)
	if d := numSame(fixed, want); d != "" {
		t.Errorf("#%d Convert %s: %s", i, dtype, d)
	}
	return 1
}

// convertFixed runs Convert on v as a Tensor of its rank (1 to 4).
func convertFixed[U, T Real](v dyn.Tensor[T]) dyn.Tensor[U] {
	switch v.Rank() {
	case 1:
		return convertAs[U, T, [1]int](v)
	case 2:
		return convertAs[U, T, [2]int](v)
	case 3:
		return convertAs[U, T, [3]int](v)
	case 4:
		return convertAs[U, T, [4]int](v)
	}
	panic("rank")
}

func convertAs[U, T Real, D Dim](v dyn.Tensor[T]) dyn.Tensor[U] {
	x, err := FromDyn[D](v)
	if err != nil {
		panic(err)
	}
	r, err := Convert[U](x)
	if err != nil {
		panic(err)
	}
	if !r.Layout().IsCContiguous() {
		panic("not C-contiguous")
	}
	return r.Dyn()
}

// TestConvertRules checks the conversions that Go and NumPy define alike:
// wrapping integer narrowing, truncation toward zero, rounding to float32.
func TestConvertRules(t *testing.T) {
	i, _ := FromSlice([]int64{300, -1, 255, -129, 1 << 40}, [1]int{5})
	u8, _ := Convert[uint8](i)
	i8, _ := Convert[int8](i)
	f, _ := FromSlice([]float64{-2.7, 2.7, -0.5, 1e39, 16777217}, [1]int{5})
	fi, _ := Convert[int32](f)
	f32, _ := Convert[float32](f)
	for _, c := range []struct{ got, want string }{
		{fmt.Sprint(u8.Data()), "[44 255 255 127 0]"},
		{fmt.Sprint(i8.Data()), "[44 -1 -1 127 0]"},
		{fmt.Sprint(fi.Data()[:3]), "[-2 2 0]"},
		{fmt.Sprint(f32.Data()[3:]), "[+Inf 1.6777216e+07]"},
	} {
		if c.got != c.want {
			t.Errorf("%s, want %s", c.got, c.want)
		}
	}
}

// TestConvertUndefined records what amd64 gives for the conversions Go
// leaves implementation-defined (documented in convert.go).
func TestConvertUndefined(t *testing.T) {
	if runtime.GOARCH != "amd64" {
		t.Skip("values recorded for amd64")
	}
	f, _ := FromSlice([]float64{math.NaN(), math.Inf(1), math.Inf(-1), 1e300, -1}, [1]int{5})
	check := func(name string, got any, want string) {
		if s := fmt.Sprint(got); s != want {
			t.Errorf("%s: %s, want %s", name, s, want)
		}
	}
	i64, _ := Convert[int64](f)
	i32, _ := Convert[int32](f)
	i8, _ := Convert[int8](f)
	u8, _ := Convert[uint8](f)
	u32, _ := Convert[uint32](f)
	u64, _ := Convert[uint64](f)
	m64, m32 := math.MinInt64, math.MinInt32
	check("int64", i64.Data(), fmt.Sprint([]int64{int64(m64), int64(m64), int64(m64), int64(m64), -1}))
	check("int32", i32.Data(), fmt.Sprint([]int32{int32(m32), int32(m32), int32(m32), int32(m32), -1}))
	check("int8", i8.Data(), "[0 0 0 0 -1]")
	check("uint8", u8.Data(), "[0 0 0 0 255]")
	check("uint32", u32.Data(), "[0 0 0 0 4294967295]")
	check("uint64", u64.Data()[:4], "[9223372036854775808 9223372036854775808 9223372036854775808 9223372036854775808]")
}

// TestConvertTo checks broadcasting like Assign, the errors, and a
// destination that shares memory with the source through unsafe.
func TestConvertTo(t *testing.T) {
	row, _ := FromSlice([]int{1, 2, 3}, [2]int{1, 3})
	dst, _ := Zeros[float64]([2]int{2, 3})
	if err := ConvertTo(dst, row); err != nil || fmt.Sprint(dst.Data()) != "[1 2 3 1 2 3]" {
		t.Errorf("broadcast: %v %v", dst.Data(), err)
	}
	row3, _ := FromSlice([]int{4, 5, 6}, [3]int{1, 1, 3}) // an extra leading axis of length 1
	if err := ConvertTo(dst, row3); err != nil || fmt.Sprint(dst.Data()) != "[4 5 6 4 5 6]" {
		t.Errorf("extra leading axis: %v %v", dst.Data(), err)
	}
	dd := dst.Dyn()
	if err := dyn.ConvertTo(dd, row.Dyn()); err != nil || fmt.Sprint(dst.Data()) != "[1 2 3 1 2 3]" {
		t.Errorf("ConvertToDyn: %v %v", dst.Data(), err)
	}
	bad, _ := Zeros[int]([1]int{2})
	ro3, _ := BroadcastTo(dst, [3]int{2, 2, 3})
	for _, c := range []struct {
		err, want error
	}{
		{ConvertTo(dst, bad), ErrBroadcast},
		{ConvertTo(ro3, row), ErrReadOnly},
		{ConvertTo(dst, Tensor[int, [0]int]{}), ErrBroadcast},
		{dyn.ConvertTo(dd, dyn.Tensor[int]{}), ErrBroadcast},
	} {
		if !errors.Is(c.err, c.want) {
			t.Errorf("%v, want %v", c.err, c.want)
		}
	}
	// With U = T, a source that dst overlaps is read before it is written,
	// as in Assign.
	x, _ := FromSlice([]int{1, 2, 3, 4}, [1]int{4})
	rev, _ := x.Flip()
	if err := ConvertTo(x, rev); err != nil || fmt.Sprint(x.Data()) != "[4 3 2 1]" {
		t.Errorf("overlapping ConvertTo: %v %v", x.Data(), err)
	}
	// The zero values and empty tensors.
	if z, err := Convert[float32](Tensor[int, [0]int]{}); err != nil || z.Data() != nil {
		t.Errorf("zero value: %v %v", z, err)
	}
	if z, err := dyn.Convert[float32](dyn.Tensor[int]{}); err != nil || z.Data() != nil {
		t.Errorf("zero DynTensor: %v %v", z, err)
	}
	e, _ := Zeros[int]([2]int{0, 3})
	if z, err := Convert[int8](e); err != nil || z.Shape() != [2]int{0, 3} {
		t.Errorf("empty: %v %v", z.Layout(), err)
	}
}
