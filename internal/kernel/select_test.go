package kernel

import (
	"slices"
	"testing"
)

// selectCase checks Select, CountTrue and Compress for element type T
// against plain loops, over lengths that cover CountTrue's 8-byte steps
// and tails.
func selectCase[T comparable](t *testing.T, mk func(i int) T) {
	t.Helper()
	for _, n := range []int{0, 1, 7, 8, 9, 31, 64, 1000} {
		c := make([]bool, n)
		a, b := make([]T, n), make([]T, n)
		for i := range n {
			c[i] = (i*7+n)%3 == 0
			a[i], b[i] = mk(i), mk(i+n+1)
		}
		d := make([]T, n)
		Select(d, c, a, b)
		// SelectNT into a destination at several alignments.
		buf := make([]T, n+8)
		for off := range 8 {
			dn := buf[off : off+n]
			SelectNT(dn, c, a, b)
			if !slices.Equal(dn, d) {
				t.Fatalf("n=%d off=%d: SelectNT = %v, Select %v", n, off, dn, d)
			}
		}
		want := make([]T, 0, n)
		count := 0
		for i := range n {
			w := b[i]
			if c[i] {
				w = a[i]
				want = append(want, a[i])
				count++
			}
			if d[i] != w {
				t.Fatalf("n=%d: Select[%d] = %v, want %v", n, i, d[i], w)
			}
		}
		if got := CountTrue(c); got != count {
			t.Fatalf("n=%d: CountTrue = %d, want %d", n, got, count)
		}
		out := make([]T, count+1)
		if k := Compress(out, a, c); k != count || !slices.Equal(out[:k], want) {
			t.Fatalf("n=%d: Compress = %v (%d), want %v", n, out[:k], k, want)
		}
	}
}

func TestSelectCompress(t *testing.T) {
	selectCase(t, func(i int) float64 { return float64(i) - 0.5 })
	selectCase(t, func(i int) float32 { return float32(i) * 3 })
	selectCase(t, func(i int) int64 { return int64(i) << 40 })
	selectCase(t, func(i int) uint32 { return uint32(i) * 0x01010101 })
	selectCase(t, func(i int) int16 { return int16(-i) })
	selectCase(t, func(i int) uint8 { return uint8(i) })
	selectCase(t, func(i int) bool { return i%2 == 0 })
	selectCase(t, func(i int) complex128 { return complex(float64(i), 1) })
	vals := make([]int, 4096)
	selectCase(t, func(i int) *int { return &vals[i%len(vals)] }) // pointers: the branchy path
	selectCase(t, func(i int) string { return string(rune('a' + i%26)) })
}
