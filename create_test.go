package tensor

import (
	"errors"
	"math"
	"strconv"
	"testing"

	"github.com/fixedrank/tensor/dyn"

	"github.com/fixedrank/tensor/internal/engine"

	"github.com/google/go-cmp/cmp"
)

type createRec struct {
	Kind     string   `json:"kind"`
	Dtype    string   `json:"dtype"`
	Start    string   `json:"start"`
	Stop     string   `json:"stop"`
	Num      int      `json:"num"`
	Endpoint bool     `json:"endpoint"`
	Want     []string `json:"want"`
	Shape    []int    `json:"shape"`
	Strides  []int    `json:"strides"`
	Like     []int    `json:"like"`
}

// TestCreateGolden compares Linspace (float64 and float32, bit for bit)
// and ZerosLike's memory order with NumPy (testdata/create.jsonl, written
// by scripts/golden_create.py).
func TestCreateGolden(t *testing.T) {
	var lin, like int
	for i, r := range readJSONL[createRec](t, "testdata/create.jsonl") {
		if r.Kind == "like" {
			like++
			l := dyn.Unchecked(r.Shape, r.Strides, 0)
			out := make([]int, len(r.Shape))
			engine.LikeStrides(l.Shape(), l.Strides(), out)
			if diff := cmp.Diff(r.Like, out); diff != "" {
				t.Errorf("#%d zeros_like of shape %v strides %v (-numpy +got):\n%s", i, r.Shape, r.Strides, diff)
			}
			continue
		}
		lin++
		start, _ := strconv.ParseFloat(r.Start, 64)
		stop, _ := strconv.ParseFloat(r.Stop, 64)
		var got []float64
		if r.Dtype == "float32" {
			x, err := Linspace(float32(start), float32(stop), r.Num, r.Endpoint)
			if err != nil {
				t.Fatal(err)
			}
			for _, v := range x.Data() {
				got = append(got, float64(v))
			}
			// NumPy computes from the float64 bounds; ours from float32 ones.
			// The golden bounds are float64, so compare only where they are
			// exact in float32.
			if float64(float32(start)) != start || float64(float32(stop)) != stop {
				continue
			}
		} else {
			x, err := Linspace(start, stop, r.Num, r.Endpoint)
			if err != nil {
				t.Fatal(err)
			}
			got = x.Data()
		}
		if len(got) == 0 && len(r.Want) == 0 {
			continue
		}
		want := make([]float64, len(r.Want))
		for j, w := range r.Want {
			want[j], _ = strconv.ParseFloat(w, 64)
		}
		if !cmp.Equal(want, got, cmp.Comparer(func(a, b float64) bool { return a == b || math.IsNaN(a) && math.IsNaN(b) })) {
			t.Errorf("#%d linspace(%s, %s, %d, %v, %s) = %v, NumPy %v", i, r.Start, r.Stop, r.Num, r.Endpoint, r.Dtype, got, want)
		}
	}
	if lin < 200 || like < 200 {
		t.Errorf("%d linspace and %d zeros_like cases", lin, like)
	}
}

func TestCreate(t *testing.T) {
	e, _ := Eye[int](3, 4, 1)
	if got := e.String(); got != "[[0 1 0 0]\n [0 0 1 0]\n [0 0 0 1]]" {
		t.Errorf("Eye(3, 4, 1) =\n%s", got)
	}
	e, _ = Eye[int](3, 2, -1)
	if !cmp.Equal(e.Data(), []int{0, 0, 1, 0, 0, 1}) {
		t.Errorf("Eye(3, 2, -1) = %v", e.Data())
	}
	id, _ := Identity[float64](2)
	if id.String() != "[[1. 0.]\n [0. 1.]]" {
		t.Errorf("Identity(2) = %s", id)
	}
	if _, err := Eye[int](-1, 2, 0); !errors.Is(err, ErrShape) {
		t.Errorf("Eye(-1): %v", err)
	}
	o, _ := Ones[int8]([2]int{2, 2})
	if !cmp.Equal(o.Data(), []int8{1, 1, 1, 1}) {
		t.Errorf("Ones = %v", o.Data())
	}
	if _, err := Linspace(0.0, 1, -1, true); !errors.Is(err, ErrShape) {
		t.Errorf("Linspace(-1): %v", err)
	}
	// zeros_like keeps F order and drops negative strides.
	f, _ := Contiguous([3]int{2, 3, 4}, F)
	z, err := ZerosLike[float32](f)
	if err != nil || !z.Layout().Equal(f) {
		t.Errorf("ZerosLike of an F layout: %v, %v", z.Layout(), err)
	}
	c, _ := Contiguous([2]int{3, 4}, C)
	fl, _ := c.Flip(1)
	w, _ := FullLike(fl.Transpose(), 2.5)
	if w.Layout().String() != "{shape=[4 3] strides=[1 4] offset=0}" || w.Data()[0] != 2.5 {
		t.Errorf("FullLike of a flipped transpose: %v", w.Layout())
	}
}
