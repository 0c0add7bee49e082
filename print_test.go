package tensor

import (
	"fmt"
	"testing"
)

type printRec struct {
	Kind  string    `json:"kind"`
	Shape []int     `json:"shape"`
	Vals  []float64 `json:"vals"`
	Str   string    `json:"str"`
}

// TestPrintGolden compares String with NumPy's str() (testdata/print.jsonl,
// written by scripts/golden_print.py).
func TestPrintGolden(t *testing.T) {
	fails := 0
	for i, r := range readJSONL[printRec](t, "testdata/print.jsonl") {
		d, err := ContiguousDyn(r.Shape, C)
		if err != nil {
			t.Fatal(err)
		}
		var got string
		switch len(r.Shape) {
		case 0:
			got = printAs[[0]int](t, r, d)
		case 1:
			got = printAs[[1]int](t, r, d)
		case 2:
			got = printAs[[2]int](t, r, d)
		case 3:
			got = printAs[[3]int](t, r, d)
		case 4:
			got = printAs[[4]int](t, r, d)
		}
		if got != r.Str {
			fails++
			if fails <= 5 {
				t.Errorf("#%d %s %v:\ngot:\n%s\nNumPy:\n%s", i, r.Kind, r.Shape, got, r.Str)
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d arrays print differently from NumPy", fails)
	}
}

func printAs[D Dim](t *testing.T, r printRec, d DynLayout) string {
	shape, _ := ToDim[D](r.Shape)
	if r.Kind == "int" {
		vals := make([]int64, len(r.Vals))
		for i, v := range r.Vals {
			vals[i] = int64(v)
		}
		x, err := FromSlice(vals, shape)
		if err != nil {
			t.Fatal(err)
		}
		return x.String()
	}
	x, err := FromSlice(r.Vals, shape)
	if err != nil {
		t.Fatal(err)
	}
	return x.String()
}

func TestFormatVerbs(t *testing.T) {
	x, _ := FromSlice([]float64{0.5, 1.25, -3, 100}, [2]int{2, 2})
	if got, want := fmt.Sprintf("%.2f", x), "[[  0.50   1.25]\n [ -3.00 100.00]]"; got != want {
		t.Errorf("%%.2f:\n%s\nwant\n%s", got, want)
	}
	y, _ := FromSlice([]int{255, 16}, [1]int{2})
	if got, want := fmt.Sprintf("%x", y), "[ff 10]"; got != want {
		t.Errorf("%%x = %q, want %q", got, want)
	}
	if got, want := fmt.Sprint(y.Transpose()), "[255  16]"; got != want {
		t.Errorf("%%v = %q, want %q", got, want)
	}
}
