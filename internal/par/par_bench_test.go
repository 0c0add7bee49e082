package par

import "testing"

// BenchmarkRunEmpty is the cost of one hand-off: Run of two empty parts.
func BenchmarkRunEmpty(b *testing.B) {
	defer SetWorkers(SetWorkers(2))
	for b.Loop() {
		Run(2, func(int) {})
	}
}

var sink [2]float64

func spinWork(i, n int) {
	s := 0.0
	for k := range n {
		s += float64(k) * 1e-9
	}
	sink[i] += s
}

// BenchmarkRunHalves: two parts of about 5 µs each, against both on the
// caller.
func BenchmarkRunHalves(b *testing.B) {
	defer SetWorkers(SetWorkers(2))
	b.Run("one", func(b *testing.B) {
		for b.Loop() {
			spinWork(0, 5000)
			spinWork(1, 5000)
		}
	})
	b.Run("two", func(b *testing.B) {
		for b.Loop() {
			Run(2, func(i int) { spinWork(i, 5000) })
		}
	})
}
