package npy

import (
	"math"
	"math/rand/v2"
	"strconv"
	"testing"
)

// checkDecimal compares parseDecimal with strconv.ParseFloat on s: where
// parseDecimal answers, the bits must be strconv's.
func checkDecimal(t *testing.T, s string) bool {
	t.Helper()
	got, ok := parseDecimal(s, pow10Tab())
	if !ok {
		return false
	}
	want, err := strconv.ParseFloat(s, 64)
	if err != nil || math.Float64bits(got) != math.Float64bits(want) {
		t.Fatalf("parseDecimal(%q) = %v (%#x), strconv %v (%#x), %v", s, got, math.Float64bits(got), want, math.Float64bits(want), err)
	}
	return true
}

// TestParseDecimal compares the fast parser with strconv.ParseFloat on
// two million random decimal strings (1 to 19 digits, points, exponents
// across the whole range, signs) and on the shortest and %.17g forms of
// random floats; it must agree wherever it answers, and answer for most.
func TestParseDecimal(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	answered, total := 0, 0
	for range 1_000_000 {
		nd := 1 + r.IntN(19)
		b := make([]byte, 0, 32)
		if r.IntN(2) == 0 {
			b = append(b, '-')
		}
		dot := r.IntN(nd + 2)
		for k := range nd {
			if k == dot {
				b = append(b, '.')
			}
			b = append(b, byte('0'+r.IntN(10)))
		}
		if r.IntN(2) == 0 {
			b = append(b, 'e')
			b = strconv.AppendInt(b, int64(r.IntN(700)-350), 10)
		}
		total++
		if checkDecimal(t, string(b)) {
			answered++
		}
	}
	for range 1_000_000 {
		f := math.Float64frombits(r.Uint64())
		if math.IsNaN(f) || math.IsInf(f, 0) {
			continue
		}
		for _, s := range []string{strconv.FormatFloat(f, 'g', -1, 64), strconv.FormatFloat(f, 'g', 17, 64), strconv.FormatFloat(f, 'e', 16, 64)} {
			total++
			if checkDecimal(t, s) {
				answered++
			}
		}
	}
	for _, s := range []string{"0", "-0", "0.0", "1", "1e308", "1.7976931348623157e308", "2.2250738585072014e-308",
		"9007199254740993", "0.1", "123456789012345678", ".5", "5.", "1e-320", "4.9e-324", "1e400"} {
		total++
		if checkDecimal(t, s) {
			answered++
		}
	}
	if answered < total*9/10 {
		t.Fatalf("parseDecimal answered %d of %d", answered, total)
	}
	t.Logf("parseDecimal answered %d of %d strings, each as strconv", answered, total)
}

// FuzzParseDecimal compares the fast parser with strconv.ParseFloat.
func FuzzParseDecimal(f *testing.F) {
	for _, s := range []string{"1.5", "-0.000123e-5", "9999999999999999999", "1e22", ".", "e5", "1e", "+.5e+3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkDecimal(t, s) })
}
