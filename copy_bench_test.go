package tensor

import (
	"testing"

	"github.com/fixedrank/tensor/internal/engine"
)

// BenchmarkCopy compares materialising permuted views with copy() of the
// same number of bytes, in one run. Throughput (MB/s) is the figure to
// compare: the target is >= 60% of copy() for 3-D and 4-D permutations and
// >= 50% for the 2-D transpose.
func BenchmarkCopy(b *testing.B) {
	const n3 = 256
	src3, _ := Arange(0.0, float64(n3*n3*n3), 1)
	x3, _ := FromSlice(src3.Data(), [3]int{n3, n3, n3})
	bytes3 := int64(n3 * n3 * n3 * 8)
	b.Run("copy()/256^3", func(b *testing.B) {
		dst := make([]float64, n3*n3*n3)
		b.SetBytes(bytes3)
		b.ReportAllocs()
		for b.Loop() {
			copy(dst, x3.Data())
		}
	})
	for _, perm := range [][3]int{{2, 1, 0}, {1, 0, 2}, {0, 2, 1}} {
		b.Run("permute"+engine.FmtInts(perm[:])+"/256^3", func(b *testing.B) {
			dst, _ := Zeros[float64]([3]int{n3, n3, n3})
			v, _ := x3.Permute(perm)
			b.SetBytes(bytes3)
			b.ReportAllocs()
			for b.Loop() {
				if err := Assign(dst, v); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
	const n4 = 64
	x4, _ := FromSlice(src3.Data()[:n4*n4*n4*n4/4*4], [4]int{n4, n4, n4, n4})
	b.Run("permute[3 1 2 0]/64^4", func(b *testing.B) {
		dst, _ := Zeros[float64]([4]int{n4, n4, n4, n4})
		v, _ := x4.Permute([4]int{3, 1, 2, 0})
		b.SetBytes(int64(n4 * n4 * n4 * n4 * 8))
		b.ReportAllocs()
		for b.Loop() {
			if err := Assign(dst, v); err != nil {
				b.Fatal(err)
			}
		}
	})
	const n2 = 4096
	x2, _ := FromSlice(src3.Data()[:n2*n2], [2]int{n2, n2})
	b.Run("copy()/4096^2", func(b *testing.B) {
		dst := make([]float64, n2*n2)
		b.SetBytes(n2 * n2 * 8)
		for b.Loop() {
			copy(dst, x2.Data())
		}
	})
	b.Run("transpose/4096^2", func(b *testing.B) {
		dst, _ := Zeros[float64]([2]int{n2, n2})
		v := x2.Transpose()
		b.SetBytes(n2 * n2 * 8)
		b.ReportAllocs()
		for b.Loop() {
			if err := Assign(dst, v); err != nil {
				b.Fatal(err)
			}
		}
	})
	b.Run("flip/4096^2", func(b *testing.B) {
		dst, _ := Zeros[float64]([2]int{n2, n2})
		v, _ := x2.Flip(1)
		b.SetBytes(n2 * n2 * 8)
		for b.Loop() {
			_ = Assign(dst, v)
		}
	})
	b.Run("fill/4096^2", func(b *testing.B) {
		dst, _ := Zeros[float64]([2]int{n2, n2})
		b.SetBytes(n2 * n2 * 8)
		for b.Loop() {
			_ = dst.Fill(1)
		}
	})
}
