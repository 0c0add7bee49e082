package par

import (
	"sync/atomic"
	"testing"
)

func TestRunCallsEveryPartOnce(t *testing.T) {
	defer SetWorkers(SetWorkers(4))
	for _, parts := range []int{0, 1, 2, 3, 17} {
		var hits [17]atomic.Int32
		Run(parts, func(i int) { hits[i].Add(1) })
		for i := range hits {
			want := int32(0)
			if i < parts {
				want = 1
			}
			if got := hits[i].Load(); got != want {
				t.Errorf("parts %d: part %d ran %d times", parts, i, got)
			}
		}
	}
}

// TestRunNested: a part that runs parts of its own finishes even when
// every worker is busy (the caller takes the parts nobody took).
func TestRunNested(t *testing.T) {
	defer SetWorkers(SetWorkers(2))
	var sum atomic.Int64
	Run(4, func(i int) {
		Run(4, func(j int) { sum.Add(int64(i*4 + j)) })
	})
	if got := sum.Load(); got != 120 {
		t.Errorf("sum of nested parts = %d, want 120", got)
	}
}

func TestRunPanicReachesCaller(t *testing.T) {
	defer SetWorkers(SetWorkers(3))
	defer func() {
		if r := recover(); r != "part 2" {
			t.Errorf("recovered %v, want the part's panic", r)
		}
	}()
	Run(3, func(i int) {
		if i == 2 {
			panic("part 2")
		}
	})
	t.Error("Run returned after a part panicked")
}

func TestParts(t *testing.T) {
	defer SetWorkers(SetWorkers(3))
	if p := Parts(1000, 100); p != 3 {
		t.Errorf("Parts(1000, 100) = %d with 3 workers, want 3", p)
	}
	if p := Parts(150, 100); p != 1 {
		t.Errorf("Parts(150, 100) = %d, want 1 (below two grains)", p)
	}
	SetWorkers(8)
	if p := Parts(500, 100); p != 5 {
		t.Errorf("Parts(500, 100) = %d with 8 workers, want 5 (parts of a grain at least)", p)
	}
}
