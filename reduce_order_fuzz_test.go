//go:build !race

package tensor

import (
	"math"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/fixedrank/tensor/internal/reduceplan"
)

// refPairwise is NumPy's pairwise_sum written out plainly (loops_utils.h):
// the reference for the kernels' vectorised one.
func refPairwise[F float32 | float64](a []F) F {
	n := len(a)
	switch {
	case n < 8:
		res := F(math.Copysign(0, -1))
		for _, v := range a {
			res += v
		}
		return res
	case n <= 128:
		var r [8]F
		copy(r[:], a[:8])
		i := 8
		for ; i < n-n%8; i += 8 {
			for k := range 8 {
				r[k] += a[i+k]
			}
		}
		res := ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]))
		for ; i < n; i++ {
			res += a[i]
		}
		return res
	}
	n2 := n / 2
	n2 -= n2 % 8
	return refPairwise(a[:n2]) + refPairwise(a[n2:])
}

// refReduceSum reduces src into dst (both walked by it) the slow way: every
// element found from its iteration index alone, NumPy's calls taken from
// the schedule, each call's elements checked to fold into one result
// element and summed by refPairwise; a non-reducing inner loop adds
// element by element in iteration order.
func refReduceSum[F float32 | float64](t *testing.T, it *reduceplan.Iter, dst, src []F) {
	t.Helper()
	if !it.InnerReduced() {
		for i := range it.Size() {
			d, s := it.At(i)
			dst[d] += src[s]
		}
		return
	}
	i := 0
	for n := range it.CallSizes() {
		if n > 8192 {
			t.Fatalf("a call of %d elements", n)
		}
		buf := make([]F, n)
		d0, _ := it.At(i)
		for j := range n {
			d, s := it.At(i + j)
			if d != d0 {
				t.Fatalf("call at %d mixes result elements %d and %d", i, d0, d)
			}
			buf[j] = src[s]
		}
		dst[d0] += refPairwise(buf)
		i += n
	}
	if i != it.Size() {
		t.Fatalf("calls cover %d of %d elements", i, it.Size())
	}
}

// FuzzReduceOrder sums random views of float64 and float32 data over a
// random set of axes and compares SumAxes, SumKeepDims and Sum, bit for
// bit, with refReduceSum run over NumPy's iteration of the same view.
func FuzzReduceOrder(f *testing.F) {
	f.Add([]byte{3, 4, 5, 0, 0, 7, 1, 0, 0})
	f.Add([]byte{200, 3, 1, 5, 0x55, 3, 2, 1, 1})
	f.Add([]byte{7, 130, 9, 2, 0x9a, 6, 5, 3, 0})
	f.Add([]byte{1, 2, 255, 4, 0x24, 1, 4, 2, 1})
	f.Add([]byte{90, 91, 3, 1, 0xff, 0, 3, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) < 9 {
			return
		}
		// Axis lengths: small, or long (up to ~12000 elements in all).
		shape := make([]int, 1+int(b[7])%4)
		for k := range shape {
			v := int(b[k%3])
			if v >= 128 {
				v = 128 + (v-128)*70
			}
			shape[k] = 1 + v%(41+int(b[8])*3000*(k%2))
		}
		n := 1
		for _, d := range shape {
			n *= d
		}
		if n > 40000 {
			return
		}
		data := orderBase(n, uint64(b[5])*977, 1000.1, false)
		if b[8]%2 == 0 {
			checkReduceFuzz(t, b, shape, data)
		} else {
			checkReduceFuzz(t, b, shape, toF32(data))
		}
	})
}

func checkReduceFuzz[F float32 | float64](t *testing.T, b []byte, shape []int, data []F) {
	d, err := dyn.FromSlice(data, shape...)
	if err != nil {
		t.Fatal(err)
	}
	r := len(shape)
	perm := make([]int, r)
	for k := range perm {
		perm[k] = k
	}
	for k := r - 1; k > 0; k-- { // a permutation from b[3]
		j := int(b[3]) % (k + 1)
		perm[k], perm[j] = perm[j], perm[k]
	}
	if d, err = d.Permute(perm...); err != nil {
		t.Fatal(err)
	}
	steps := []int{1, -1, 2, -3}
	for k := range r {
		if d, err = d.Slice(k, engine.All().By(steps[(int(b[4])>>(2*k))%4])); err != nil {
			t.Fatal(err)
		}
	}
	if b[6]%5 == 0 && r < 4 {
		bs := append([]int{2}, d.Shape()...)
		if d, err = d.BroadcastTo(bs...); err != nil {
			t.Fatal(err)
		}
		r++
	}
	mask := uint64(b[6]) % (1 << r)
	var axes []int
	for k := range r {
		if mask&(1<<k) != 0 {
			axes = append(axes, k)
		}
	}
	if len(axes) == 0 {
		mask = 1<<r - 1
	}
	got, err := dyn.SumKeepDims(d, axes...)
	if err != nil {
		t.Fatal(err)
	}
	want, _ := dyn.Zeros[F](got.Shape()...)
	ws, gs := dynStrided(want), dynStrided(d)
	var it reduceplan.Iter
	if engine.NpPlan(&it, ws, gs, mask) {
		refReduceSum(t, &it, want.Data(), gs.Data)
	}
	bits := func(v F) uint64 {
		if x, ok := any(v).(float32); ok {
			return uint64(math.Float32bits(x))
		}
		return math.Float64bits(float64(v))
	}
	gv, wv := got.Data(), want.Data()
	for i := range wv {
		if bits(gv[i]) != bits(wv[i]) {
			t.Fatalf("view %v strides %v axes %v: sum[%d] = %v, reference %v", d.Shape(), d.Layout().Strides(), axes, i, gv[i], wv[i])
		}
	}
	dropped, err := dyn.SumAxes(d, axes...)
	if err != nil {
		t.Fatal(err)
	}
	for i, v := range dropped.Data() {
		if bits(v) != bits(wv[i]) {
			t.Fatalf("SumAxes[%d] = %v, keepdims %v", i, v, wv[i])
		}
	}
	if len(axes) == 0 || len(axes) == r {
		s, err := dyn.Sum(d)
		if err != nil || bits(s) != bits(wv[0]) {
			t.Fatalf("Sum = %v (%v), reference %v", s, err, wv[0])
		}
	}
}

// dynStrided returns the engine's view of a runtime-rank tensor.
func dynStrided[T any](t dyn.Tensor[T]) engine.Strided[T] {
	l := t.Layout()
	return engine.Strided[T]{Data: t.Data(), Shape: l.Shape(), St: l.Strides(), Off: l.Offset()}
}
