//go:build !race

package tensor

import (
	"encoding/json"
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// partitionRecord is one call of testdata/partition.jsonl.
type partitionRecord struct {
	Dtype string
	A     goldenOperand
	Kth   []int
	Axis  int
	At    [][]json.RawMessage
	ArgAt [][]json.RawMessage `json:"arg_at"`
	Error string
}

// TestPartitionGolden checks dyn.Partition and dyn.ArgPartition against
// NumPy's partition and argpartition (scripts/golden_partition.py) where
// NumPy's result is defined: the elements at each kth along every lane,
// bit for bit (a zero's sign aside), the partition property around them
// and the lane's elements kept (partitionProperty), and the sentinel for
// what NumPy rejected.
func TestPartitionGolden(t *testing.T) {
	goldenLines(t, "testdata/partition.jsonl", 150, func(r partitionRecord) {
		switch r.Dtype {
		case "float64":
			partitionCheck[float64](t, r)
		case "int32":
			partitionCheck[int32](t, r)
		default:
			t.Fatalf("dtype %s", r.Dtype)
		}
	})
}

func partitionCheck[T Real](t *testing.T, r partitionRecord) {
	t.Helper()
	x := matmulView[T](t, matmulArray{Shape: r.A.Shape, Data: r.A.Data}, r.A.View)
	p, err := dyn.Partition(x, r.Kth, r.Axis)
	ip, ierr := dyn.ArgPartition(x, r.Kth, r.Axis)
	name := r.Dtype + " " + fmtShape(x.Layout().Shape())
	if r.Error != "" {
		want := map[string]error{"axis": ErrAxis, "index": ErrIndex}[r.Error]
		if !errors.Is(err, want) || !errors.Is(ierr, want) {
			t.Errorf("%s kth %v axis %d: errors %v, %v; want %v", name, r.Kth, r.Axis, err, ierr, want)
		}
		return
	}
	if err != nil || ierr != nil {
		t.Fatalf("%s: %v, %v", name, err, ierr)
	}
	partitionProperty(t, name, x, p, r.Kth, r.Axis)
	byIdx, err := dyn.TakeAlongAxis(x, ip, r.Axis)
	if err != nil {
		t.Fatal(err)
	}
	for i, k := range r.Kth {
		kk, _ := dyn.FromSlice([]int{k}, 1)
		at, err := dyn.Take(p, kk, r.Axis, "raise")
		if err != nil {
			t.Fatal(err)
		}
		aat, _ := dyn.Take(byIdx, kk, r.Axis, "raise")
		for j, raw := range r.At[i] {
			want := dtypeValue[T](t, raw)
			if !sameBits(at.Data()[j], want) && !(at.Data()[j] == 0 && want == 0) {
				t.Errorf("%s kth %d axis %d: element %d at kth = %v, NumPy %v", name, k, r.Axis, j, at.Data()[j], want)
				return
			}
			if w := dtypeValue[T](t, r.ArgAt[i][j]); !sameBits(aat.Data()[j], w) && !(aat.Data()[j] == 0 && w == 0) {
				t.Errorf("%s kth %d axis %d: argpartition element %d = %v, NumPy %v", name, k, r.Axis, j, aat.Data()[j], w)
				return
			}
		}
	}
}

// partitionProperty checks that each lane of p along axis holds the bits
// of the same lane of x, and that no element before a position of kth is
// greater than the one there and none after it smaller, in NumPy's order
// (NaN above every number).
