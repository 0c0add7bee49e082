package engine

import (
	"testing"

	"github.com/fixedrank/tensor/internal/kernel"
)

// TestStreamsInto: a new result streams from the non-temporal threshold;
// a destination the caller passes streams only when it and its operands
// exceed half the L3; nothing below the threshold streams.
func TestStreamsInto(t *testing.T) {
	nt, l3 := kernel.Tune().NtBytes, kernel.Tune().Caches.L3
	for _, c := range []struct {
		dst, src int
		fresh    bool
		want     bool
	}{
		{nt - 1, 0, true, false},
		{nt - 1, l3, false, false},
		{nt, 0, true, true},
		{nt, 0, false, nt > l3/2},
		{max(nt, l3/4), l3/2 - max(nt, l3/4), false, false},
		{max(nt, l3/4), l3/2 - max(nt, l3/4) + 1, false, true},
		{l3, l3, false, true},
	} {
		if got := streamsInto(c.dst, c.src, c.fresh); got != c.want {
			t.Errorf("streamsInto(%d, %d, %v) = %v, want %v (NtBytes %d, L3 %d)", c.dst, c.src, c.fresh, got, c.want, nt, l3)
		}
	}
}
