package bench

import (
	"testing"

	"github.com/fixedrank/tensor"
)

// The integer cases of the Elementwise, Reduce and Numeric groups: 1 M
// elements each, into existing results as NumPy's out= (numpy_bench.py
// times the same operations), against the loop a person would write.

// intSink keeps the integer reductions' results alive.
var intSink int64

// intElementwise adds the integer cases of BenchmarkElementwise: int32
// and int8 addition, np.maximum of int64, and floor division and
// remainder by one number (int8 and int32). SetBytes counts the
// destination.
func intElementwise(b *testing.B) {
	const n = 1 << 20
	x32, y32, d32 := intArgs[int32](n, 7919), intArgs[int32](n, 31), buffer[int32](n)
	run := func(name string, bytes int64, f func() error) { runBytes(b, name, bytes, f) }
	xt, yt, dt := vec(x32), vec(y32), vec(d32)
	run("add-int32-1M/handwritten", 4*n, func() error {
		for i := range d32 {
			d32[i] = x32[i] + y32[i]
		}
		return nil
	})
	run("add-int32-1M/tensor", 4*n, func() error { return tensor.AddTo(dt, xt, yt) })
	x8, y8, d8 := intArgs[int8](n, 7919), intArgs[int8](n, 31), buffer[int8](n)
	x8t, y8t, d8t := vec(x8), vec(y8), vec(d8)
	run("add-int8-1M/handwritten", n, func() error {
		for i := range d8 {
			d8[i] = x8[i] + y8[i]
		}
		return nil
	})
	run("add-int8-1M/tensor", n, func() error { return tensor.AddTo(d8t, x8t, y8t) })
	x64, y64, d64 := intArgs[int64](n, 7919), intArgs[int64](n, 31), buffer[int64](n)
	x64t, y64t, d64t := vec(x64), vec(y64), vec(d64)
	run("maximum-int64-1M/handwritten", 8*n, func() error {
		for i := range d64 {
			d64[i] = max(x64[i], y64[i])
		}
		return nil
	})
	run("maximum-int64-1M/tensor", 8*n, func() error { return tensor.BinaryTo(d64t, tensor.Maximum, x64t, y64t) })
	// NumPy's // and % by one number (np.floor_divide(x, 7, out=d)): the
	// quotient rounded down, the remainder with the divisor's sign.
	seven8, _ := tensor.Full([1]int{1}, int8(7))
	run("floor-divide-int8-1M/handwritten", n, func() error { floorDivide7(d8, x8); return nil })
	run("floor-divide-int8-1M/tensor", n, func() error { return tensor.BinaryTo(d8t, tensor.FloorDivide, x8t, seven8) })
	seven32, _ := tensor.Full([1]int{1}, int32(7))
	run("floor-divide-int32-1M/handwritten", 4*n, func() error { floorDivide7(d32, x32); return nil })
	run("floor-divide-int32-1M/tensor", 4*n, func() error { return tensor.BinaryTo(dt, tensor.FloorDivide, xt, seven32) })
	run("remainder-int32-1M/handwritten", 4*n, func() error {
		for i, v := range x32 {
			r := v % 7
			if r < 0 {
				r += 7
			}
			d32[i] = r
		}
		return nil
	})
	run("remainder-int32-1M/tensor", 4*n, func() error { return tensor.BinaryTo(dt, tensor.Remainder, xt, seven32) })
}

// floorDivide7 is the loop a person writes for NumPy's x // 7: Go's
// truncated quotient, one less where the remainder is negative.
func floorDivide7[T int8 | int32](d, x []T) {
	for i, v := range x {
		q := v / 7
		if v%7 < 0 {
			q--
		}
		d[i] = q
	}
}

// intReduce adds the integer cases of BenchmarkReduce: the sum of int32
// (NumPy's is int64, ours checks that int32 holds it) and the maximum of
// int8. SetBytes counts the source.
func intReduce(b *testing.B) {
	const n = 1 << 20
	run := func(name string, bytes int64, f func() error) { runBytes(b, name, bytes, f) }
	x32 := intArgs[int32](n, 7919)
	for i := range x32 {
		x32[i] &= 1023 // the total fits in int32
	}
	xt := vec(x32)
	run("sum-int32-1M/handwritten", 4*n, func() error {
		var s int64
		for _, v := range x32 {
			s += int64(v)
		}
		intSink = s
		return nil
	})
	run("sum-int32-1M/tensor", 4*n, func() error {
		s, err := tensor.Sum(xt)
		intSink = int64(s)
		return err
	})
	x8 := intArgs[int8](n, 7919)
	x8t := vec(x8)
	run("max-int8-1M/handwritten", n, func() error {
		m := x8[0]
		for _, v := range x8 {
			m = max(m, v)
		}
		intSink = int64(m)
		return nil
	})
	run("max-int8-1M/tensor", n, func() error {
		m, err := tensor.Max(x8t)
		intSink = int64(m)
		return err
	})
}

// intNumeric adds the integer cases of BenchmarkNumeric: int32 greater
// than a number into a bool result (np.greater(x, 3, out=)), and uint8
// converted to float32 (an image's pixels for a model's input;
// np.copyto(d, x, casting="unsafe")). SetBytes counts the source.
func intNumeric(b *testing.B) {
	const n = 1 << 20
	run := func(name string, bytes int64, f func() error) { runBytes(b, name, bytes, f) }
	x32 := intArgs[int32](n, 7919)
	xt := vec(x32)
	bd := buffer[bool](n)
	bt := vec(bd)
	three, _ := tensor.FromSlice([]int32{3}, [1]int{1})
	run("greater-int32-1M/handwritten", 4*n, func() error {
		for i, v := range x32 {
			bd[i] = v > 3
		}
		return nil
	})
	run("greater-int32-1M/tensor", 4*n, func() error { return tensor.GreaterTo(bt, xt, three) })
	u8 := intArgs[uint8](n, 7919)
	f32 := buffer[float32](n)
	ut, ft := vec(u8), vec(f32)
	run("convert-uint8-float32-1M/handwritten", n, func() error {
		for i, v := range u8 {
			f32[i] = float32(v)
		}
		return nil
	})
	run("convert-uint8-float32-1M/tensor", n, func() error { return tensor.ConvertTo(ft, ut) })
}

// intArgs returns n integers i·k (wrapping), from the library's allocator.
func intArgs[T int8 | uint8 | int32 | int64](n, k int) []T {
	x := buffer[T](n)
	for i := range x {
		x[i] = T(i * k)
	}
	return x
}

// vec returns s as a one-axis tensor.
func vec[T any](s []T) tensor.Tensor[T, [1]int] {
	t, err := tensor.FromSlice(s, [1]int{len(s)})
	if err != nil {
		panic(err)
	}
	return t
}
