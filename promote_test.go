package tensor

import (
	"errors"
	"testing"

	"github.com/fixedrank/tensor/dyn"
)

// TestMixedOperands checks NumPy's promotion in one call: an operand of
// another element type joins when NumPy's result type is the first
// operand's (int32 into float64, uint8 into int16, float32 into float64),
// and is an error wrapping ErrType, naming NumPy's type, otherwise.
func TestMixedOperands(t *testing.T) {
	f, _ := FromSlice([]float64{0.5, 1.5, 2.5}, [1]int{3})
	i, _ := FromSlice([]int32{1, -2, 3}, [1]int{3})
	s, err := Add(f, i)
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range []float64{1.5, -0.5, 5.5} {
		if v, _ := s.At(k); v != want {
			t.Errorf("Add(float64, int32)[%d] = %v, want %v", k, v, want)
		}
	}
	q, err := Divide(f, i) // float64 / int32: NumPy's true division
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := q.At(1); v != -0.75 {
		t.Errorf("Divide(float64, int32)[1] = %v", v)
	}
	gt, err := Greater(f, i)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := gt.At(1); !v {
		t.Errorf("Greater(float64, int32)[1] = %v", v)
	}
	u, _ := FromSlice([]uint8{200, 255}, [1]int{2})
	w, _ := FromSlice([]int16{-1, 1000}, [1]int{2})
	sum, err := Add(w, u)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := sum.At(0); v != 199 {
		t.Errorf("Add(int16, uint8)[0] = %v", v)
	}
	m, err := Binary(Maximum, f, i)
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := m.At(2); v != 3 {
		t.Errorf("Binary(Maximum, float64, int32)[2] = %v", v)
	}
	for _, c := range []struct {
		name string
		err  error
		want string
	}{
		{"int32 + float64", func() error { _, err := Add(i, f); return err }(), "float64"},
		{"uint8 + int8", func() error {
			a, _ := FromSlice([]int8{1, 2}, [1]int{2})
			_, err := Add(u, a)
			return err
		}(), "int16"},
		{"float32 + int32", func() error {
			a, _ := FromSlice([]float32{1, 2, 3}, [1]int{3})
			_, err := Add(a, i)
			return err
		}(), "float64"},
	} {
		if !errors.Is(c.err, ErrType) || !contains(c.err.Error(), c.want) {
			t.Errorf("%s: %v, want ErrType naming %s", c.name, c.err, c.want)
		}
	}
	// dyn takes the same mixes.
	ds, err := dyn.Add(f.Dyn(), i.Dyn())
	if err != nil {
		t.Fatal(err)
	}
	if v, _ := ds.At(2); v != 5.5 {
		t.Errorf("dyn.Add(float64, int32)[2] = %v", v)
	}
}

func contains(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if s[i:i+len(sub)] == sub {
			return true
		}
	}
	return false
}
