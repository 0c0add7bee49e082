package bench

import "testing"

// runBytes runs f as the sub-benchmark name with b.Loop, reporting bytes
// per call (SetBytes) and allocations; an error from f stops it.
func runBytes(b *testing.B, name string, bytes int64, f func() error) {
	b.Run(name, func(b *testing.B) {
		b.SetBytes(bytes)
		b.ReportAllocs()
		for b.Loop() {
			if err := f(); err != nil {
				b.Fatal(err)
			}
		}
	})
}
