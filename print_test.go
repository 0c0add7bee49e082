//go:build !race

package tensor

import (
	"fmt"
	"strconv"
	"testing"
)

type printRec struct {
	Kind      string     `json:"kind"`
	Shape     []int      `json:"shape"`
	Vals      []float64  `json:"vals"`
	Reprs     []string   `json:"reprs"`
	Items     []viewItem `json:"items"`
	Transpose bool       `json:"transpose"`
	Str       string     `json:"str"`
}

// TestPrintGolden compares String with NumPy's str() (testdata/print.jsonl,
// written by scripts/golden_print.py).
func TestPrintGolden(t *testing.T) {
	fails := 0
	for i, r := range readJSONL[printRec](t, "testdata/print.jsonl") {
		var got string
		switch len(r.Shape) {
		case 0:
			got = printAs[[0]int](t, r)
		case 1:
			got = printAs[[1]int](t, r)
		case 2:
			got = printAs[[2]int](t, r)
		case 3:
			got = printAs[[3]int](t, r)
		case 4:
			got = printAs[[4]int](t, r)
		default:
			t.Fatalf("#%d: rank %d", i, len(r.Shape))
		}
		if got != r.Str {
			fails++
			if fails <= 5 {
				t.Errorf("#%d %s %v %v transpose=%v:\ngot:\n%s\nNumPy:\n%s", i, r.Kind, r.Shape, r.Items, r.Transpose, got, r.Str)
			}
		}
	}
	if fails > 0 {
		t.Errorf("%d arrays print differently from NumPy", fails)
	}
}

// printAs returns the String of the record's array, or of its view, at
// rank D and the record's element type.
func printAs[D Dim](t *testing.T, r printRec) string {
	switch r.Kind {
	case "int":
		vals := make([]int64, len(r.Vals))
		for i, v := range r.Vals {
			vals[i] = int64(v)
		}
		return printView[D](t, r, vals)
	case "float":
		return printView[D](t, r, r.Vals)
	}
	parts := make([]float64, len(r.Reprs))
	for i, s := range r.Reprs {
		v, err := strconv.ParseFloat(s, 64)
		if err != nil {
			t.Fatal(err)
		}
		parts[i] = v
	}
	switch r.Kind {
	case "float32":
		vals := make([]float32, len(parts))
		for i, v := range parts {
			vals[i] = float32(v)
		}
		return printView[D](t, r, vals)
	case "complex64":
		vals := make([]complex64, len(parts)/2)
		for i := range vals {
			vals[i] = complex(float32(parts[2*i]), float32(parts[2*i+1]))
		}
		return printView[D](t, r, vals)
	case "complex128":
		vals := make([]complex128, len(parts)/2)
		for i := range vals {
			vals[i] = complex(parts[2*i], parts[2*i+1])
		}
		return printView[D](t, r, vals)
	}
	t.Fatalf("unknown kind %q", r.Kind)
	return ""
}

// printView returns the String of vals shaped as the record says, sliced
// by its items and transposed if it says so. It checks that the
// dynamic-rank tensor prints the same.
func printView[D Dim, T any](t *testing.T, r printRec, vals []T) string {
	t.Helper()
	shape, err := ToDim[D](r.Shape)
	if err != nil {
		t.Fatal(err)
	}
	x, err := FromSlice(vals, shape)
	if err != nil {
		t.Fatal(err)
	}
	for k, it := range r.Items {
		if x, err = x.Slice(k, it.item()); err != nil {
			t.Fatal(err)
		}
	}
	if r.Transpose {
		x = x.Transpose()
	}
	s := x.String()
	if d := x.Dyn().String(); d != s {
		t.Errorf("DynTensor.String() = %q, Tensor.String() = %q", d, s)
	}
	return s
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
