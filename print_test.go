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

// TestPrintCorners checks cases the goldens leave out, against NumPy 1.24's
// str(): rounding to 8 decimals that carries into the integer part, and
// rank-0 values in exponent form.
func TestPrintCorners(t *testing.T) {
	carry, _ := FromSlice([]float64{9.999999999, 1.5}, [1]int{2})
	carry32, _ := FromSlice([]float32{9.999999999, 1.5}, [1]int{2})
	round, _ := FromSlice([]float64{0.123456789, 1}, [1]int{2})
	for _, tc := range []struct {
		name string
		got  fmt.Stringer
		want string
	}{
		{"carry", carry, "[10.   1.5]"},
		{"carry32", carry32, "[10.   1.5]"},
		{"round", round, "[0.12345679 1.        ]"},
		{"complex128 1e16", scalar(complex(1e16, 1)), "(1e+16+1j)"},
		{"complex64 1e-5", scalar(complex64(complex(1e-5, -1e-5))), "(1e-05-1e-05j)"},
		{"complex128 imag 1e20", scalar(complex(0, 1e20)), "1e+20j"},
		{"float32 3e-5", scalar(float32(3e-5)), "3e-05"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.got.String(); got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
		})
	}
}

func scalar[T any](v T) Tensor[T, [0]int] {
	x, _ := FromSlice([]T{v}, [0]int{})
	return x
}
