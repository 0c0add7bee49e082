package tensor

import (
	"runtime"
	"testing"
)

// TestNewResultsWrittenWhole: results of 64 KiB and more are allocated
// without clearing (engine.MakeResult), so every element must be written by
// the operation. Memory is first dirtied with a marker and returned to the
// runtime, then large results of broadcasting arithmetic, comparisons,
// Where, Clip and Zip over strided operands are checked element by element
// against the definition.
func TestNewResultsWrittenWhole(t *testing.T) {
	const n = 300 // 300×300 float64 = 703 KiB
	for range 4 {
		junk := make([]float64, 4*n*n)
		for i := range junk {
			junk[i] = -12345
		}
		junk = nil
		runtime.GC()
		col, _ := FromFunc([2]int{n, 1}, func(i [2]int) float64 { return float64(i[0]) })
		big, _ := FromFunc([2]int{n, 2 * n}, func(i [2]int) float64 { return float64(i[1]) - float64(n) })
		row, _ := big.Slice(1, Colon().By(2)) // stride 2: [n n], row[i][j] = 2j - n
		check := func(name string, got Tensor[float64, [2]int], want func(i, j int) float64) {
			t.Helper()
			for i := range n {
				for j := range n {
					if v, _ := got.At(i, j); v != want(i, j) {
						t.Fatalf("%s[%d][%d] = %v, want %v", name, i, j, v, want(i, j))
					}
				}
			}
		}
		sum, err := Add(row, col)
		if err != nil {
			t.Fatal(err)
		}
		check("Add", sum, func(i, j int) float64 { return float64(2*j-n) + float64(i) })
		cl, err := Clip(row, -10, 10)
		if err != nil {
			t.Fatal(err)
		}
		check("Clip", cl, func(i, j int) float64 { return min(max(float64(2*j-n), -10), 10) })
		gt, err := Greater(row, col)
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			for j := range n {
				if v, _ := gt.At(i, j); v != (float64(2*j-n) > float64(i)) {
					t.Fatalf("Greater[%d][%d] = %v", i, j, v)
				}
			}
		}
		w, err := Where(gt, row, -1)
		if err != nil {
			t.Fatal(err)
		}
		check("Where", w, func(i, j int) float64 {
			if float64(2*j-n) > float64(i) {
				return float64(2*j - n)
			}
			return -1
		})
		z, err := Zip(row.Transpose(), col, func(x, y float64) float64 { return x - y })
		if err != nil {
			t.Fatal(err)
		}
		check("Zip", z, func(i, j int) float64 { return float64(2*i-n) - float64(i) })

		// Joins, conversions and mask selections write their new results whole.
		cat, err := Concatenate(1, row, big)
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			for j := range 3 * n {
				want := float64(2*j - n)
				if j >= n {
					want = float64(j-n) - float64(n)
				}
				if v, _ := cat.At(i, j); v != want {
					t.Fatalf("Concatenate[%d][%d] = %v, want %v", i, j, v, want)
				}
			}
		}
		st, err := Stack[[3]int](2, row, row.Transpose())
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			for j := range n {
				a, _ := st.At(i, j, 0)
				b, _ := st.At(i, j, 1)
				if a != float64(2*j-n) || b != float64(2*i-n) {
					t.Fatalf("Stack[%d][%d] = %v, %v", i, j, a, b)
				}
			}
		}
		cv, err := Convert[float32](row)
		if err != nil {
			t.Fatal(err)
		}
		for i := range n {
			for j := range n {
				if v, _ := cv.At(i, j); v != float32(2*j-n) {
					t.Fatalf("Convert[%d][%d] = %v", i, j, v)
				}
			}
		}
		m, err := Masked(big, gtBig(big))
		if err != nil {
			t.Fatal(err)
		}
		if m.Size() != n*n {
			t.Fatalf("Masked kept %d, want %d", m.Size(), n*n)
		}
		for k := range n * n {
			if v, _ := m.At(k); v != float64(k%n) {
				t.Fatalf("Masked[%d] = %v, want %v", k, v, float64(k%n))
			}
		}
	}
}

// gtBig returns big >= 0, which keeps the second half of each row.
func gtBig(big Tensor[float64, [2]int]) Tensor[bool, [2]int] {
	m, _ := GreaterEqual(big, 0.0)
	return m
}
