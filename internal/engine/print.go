package engine

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// Printing follows NumPy's array2string: nested brackets, elements of one
// width, rows wrapped at 75 columns, and more than 1000 elements summarised
// with "..." keeping 3 items at each edge of every axis.
const (
	PrintThreshold = 1000
	PrintEdge      = 3
	PrintWidth     = 75
)

// Str implements String for Tensor and DynTensor.
func Str[T any](data []T, shape, strides []int, offset int) string {
	if len(data) == 0 {
		return "[]" // an empty tensor, or a zero value without a buffer
	}
	if len(shape) == 0 {
		// NumPy prints a 0-d array like the scalar's repr: "-184.0".
		switch x := any(data[offset]).(type) {
		case float64:
			return PyRepr(x, 64)
		case float32:
			return PyRepr(float64(x), 32)
		case complex128:
			return PyComplexRepr(real(x), imag(x), 64)
		case complex64:
			return PyComplexRepr(float64(real(x)), float64(imag(x)), 32)
		}
	}
	return FormatStrided(data, shape, strides, offset, DefaultElem[T]())
}

// PyRepr formats v, a float of the given bit size (32 or 64), as Python's
// repr of a float and NumPy's of a float scalar: the shortest
// representation, ".0" for integral values, exponent form outside
// [1e-4, 1e16).
func PyRepr(v float64, bits int) string {
	s := PyDigits(v, bits)
	if math.IsNaN(v) || math.IsInf(v, 0) || strings.ContainsAny(s, ".e") {
		return s
	}
	return s + ".0"
}

// PyComplexRepr formats re+im·i, parts of the given bit size, as NumPy's
// repr of a complex scalar: "(1+2j)", "(-0-2j)", "(1.5+nanj)", and the
// imaginary part alone when re is +0: "2j", "-0j".
func PyComplexRepr(re, im float64, bits int) string {
	if re == 0 && !math.Signbit(re) {
		return PyDigits(im, bits) + "j"
	}
	i := PyDigits(im, bits)
	if i[0] != '-' {
		i = "+" + i
	}
	return "(" + PyDigits(re, bits) + i + "j)"
}

// PyDigits formats v, a float of the given bit size, as NumPy's float
// scalar repr without the ".0" of integral values: the shortest
// representation, exponent form outside [1e-4, 1e16), "nan", "inf" and
// "-inf".
func PyDigits(v float64, bits int) string {
	switch {
	case math.IsNaN(v):
		return "nan"
	case math.IsInf(v, 1):
		return "inf"
	case math.IsInf(v, -1):
		return "-inf"
	}
	if a := math.Abs(v); a >= 1e16 || (a < 1e-4 && a != 0) {
		return strconv.FormatFloat(v, 'e', -1, bits)
	}
	return strconv.FormatFloat(v, 'f', -1, bits)
}

// FormatVerb implements Format for both ranks for a verb other than %v
// and %s.
func FormatVerb[T any](f fmt.State, verb rune, data []T, shape, strides []int, offset int) {
	spec := fmt.FormatString(f, verb)
	_, _ = f.Write([]byte(FormatStrided(data, shape, strides, offset, func(vals []T) []string {
		out := make([]string, len(vals))
		for i, v := range vals {
			out[i] = fmt.Sprintf(spec, v)
		}
		return out
	})))
}

// DefaultElem returns the element formatter of String.
func DefaultElem[T any]() func([]T) []string {
	return func(vals []T) []string {
		switch v := any(vals).(type) {
		case []float64:
			return FormatFloats(v, 64, false)
		case []float32:
			return FormatFloats(Widen(v), 32, false)
		case []complex128:
			return FormatComplex(v, 64)
		case []complex64:
			return FormatComplex(v, 32)
		case []bool: // NumPy prints Python's True and False
			out := make([]string, len(v))
			for i, b := range v {
				out[i] = "False"
				if b {
					out[i] = "True"
				}
			}
			return out
		}
		out := make([]string, len(vals))
		for i, v := range vals {
			out[i] = fmt.Sprint(v)
		}
		return out
	}
}

// Widen returns vals converted to float64, which is exact.
func Widen(vals []float32) []float64 {
	out := make([]float64, len(vals))
	for i, v := range vals {
		out[i] = float64(v)
	}
	return out
}

// FormatComplex renders complex numbers whose parts have the given bit
// size as NumPy's ComplexFloatingFormat: the real parts formatted together
// by [formatFloats], the imaginary parts formatted together with an
// explicit sign, and "j" inserted before the imaginary part's padding.
func FormatComplex[C complex64 | complex128](vals []C, bits int) []string {
	re := make([]float64, len(vals))
	im := make([]float64, len(vals))
	for i, v := range vals {
		c := complex128(v)
		re[i], im[i] = real(c), imag(c)
	}
	out := FormatFloats(re, bits, false)
	for i, s := range FormatFloats(im, bits, true) {
		n := len(strings.TrimRight(s, " "))
		out[i] += s[:n] + "j" + s[n:]
	}
	return out
}

// PrintPrecision is the most decimals String prints, NumPy's default
// precision.
const PrintPrecision = 8

// FormatFloats renders vals, floats of the given bit size (32 or 64), as
// NumPy's FloatingFormat in its default mode ("maxprec", precision 8)
// without exponent notation. Each finite value is printed by [positional];
// its integer part is padded on the left and its fraction on the right to
// the widest among the finite values, so that the decimal points align.
// Non-finite values ("nan", "inf", "-inf") are right-aligned in the same
// width, which grows if they need more room. With plus, every value
// carries its sign ("+1.5", "-0.", "+nan"), as NumPy prints imaginary
// parts.
func FormatFloats(vals []float64, bits int, plus bool) []string {
	out := make([]string, len(vals))
	padLeft, padRight := 0, 0
	nonFinite, negInf := false, plus
	for i, v := range vals {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			nonFinite = true
			negInf = negInf || v < 0
			continue
		}
		out[i] = Positional(v, bits, plus)
		ip, fp, _ := strings.Cut(out[i], ".")
		padLeft = max(padLeft, len(ip))
		padRight = max(padRight, len(fp))
	}
	if nonFinite {
		infLen := len("inf")
		if negInf {
			infLen++
		}
		padLeft = max(padLeft, len("nan")-padRight-1, infLen-padRight-1)
	}
	for i, v := range vals {
		var s string
		switch {
		case math.IsNaN(v):
			s = "nan"
			if plus {
				s = "+nan"
			}
		case math.IsInf(v, 0):
			s = "inf"
			if v < 0 {
				s = "-inf"
			} else if plus {
				s = "+inf"
			}
		default:
			ip, fp, _ := strings.Cut(out[i], ".")
			out[i] = strings.Repeat(" ", padLeft-len(ip)) + out[i] + strings.Repeat(" ", padRight-len(fp))
			continue
		}
		out[i] = strings.Repeat(" ", padLeft+padRight+1-len(s)) + s
	}
	return out
}

// Positional formats the finite v, a float of the given bit size, as
// NumPy's dragon4_positional in the default "maxprec" mode: the shortest
// representation that identifies v among floats of that size, rounded to
// printPrecision decimals if it needs more, with trailing zeros trimmed but
// the decimal point kept ("1.", "0.1", "-0."). With plus, values whose sign
// bit is clear get a leading "+".
func Positional(v float64, bits int, plus bool) string {
	s := strconv.FormatFloat(v, 'f', -1, bits)
	if _, fp, _ := strings.Cut(s, "."); len(fp) > PrintPrecision {
		s = strings.TrimRight(strconv.FormatFloat(v, 'f', PrintPrecision, bits), "0")
	}
	if !strings.Contains(s, ".") {
		s += "."
	}
	if plus && !math.Signbit(v) {
		s = "+" + s
	}
	return s
}

// FormatStrided lays out the strided array (data, shape, strides, offset)
// with the element formatter elem, following NumPy's _formatArray: a
// hanging indent of one space per level, rows wrapped when a word would
// pass the line width (75, less one per nesting level and one for the
// closing bracket), blank lines between blocks of rank > 2.
func FormatStrided[T any](data []T, shape, strides []int, offset int, elem func([]T) []string) string {
	n := len(shape)
	size, _ := SizeOf("", shape)
	if size == 0 || len(data) == 0 {
		return "[]"
	}
	summarise := size > PrintThreshold
	// The printed elements in C order, skipping summarised ones; the widths
	// come from these alone, as in NumPy.
	var vals []T
	var collect func(k, off int)
	collect = func(k, off int) {
		if k == n {
			vals = append(vals, data[off])
			return
		}
		for _, i := range ShownIndices(shape[k], summarise) {
			collect(k+1, off+i*strides[k])
		}
	}
	collect(0, offset)
	words := elem(vals)
	w := 0
	for _, s := range words {
		w = max(w, len(s))
	}
	for i, s := range words {
		words[i] = strings.Repeat(" ", w-len(s)) + s
	}
	if n == 0 {
		return strings.TrimLeft(words[0], " ")
	}
	pos := 0
	var rec func(k int, hanging string, width int) string
	rec = func(k int, hanging string, width int) string {
		next := hanging + " "
		nextWidth := width - 1
		shown := ShownIndices(shape[k], summarise)
		var b strings.Builder
		if k == n-1 {
			elemWidth := width - 1
			line := hanging
			extend := func(word string) {
				if len(line)+len(word) > elemWidth && len(line) > len(hanging) {
					b.WriteString(strings.TrimRight(line, " ") + "\n")
					line = hanging
				}
				line += word
			}
			for j, i := range shown {
				if j > 0 {
					line += " "
					if shown[j-1] != i-1 {
						extend("...")
						line += " "
					}
				}
				extend(words[pos])
				pos++
			}
			b.WriteString(line)
		} else {
			lineSep := strings.Repeat("\n", n-k-1)
			for j, i := range shown {
				if j > 0 {
					b.WriteString(lineSep)
					if shown[j-1] != i-1 {
						b.WriteString(hanging + "..." + lineSep)
					}
				}
				b.WriteString(hanging + rec(k+1, next, nextWidth))
			}
		}
		return "[" + b.String()[len(hanging):] + "]"
	}
	return rec(0, " ", PrintWidth)
}

// ShownIndices returns the indices of an axis of length d that are printed:
// all of them, or the first and last printEdge when summarising.
func ShownIndices(d int, summarise bool) []int {
	if !summarise || d <= 2*PrintEdge {
		out := make([]int, d)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, 0, 2*PrintEdge)
	for i := range PrintEdge {
		out = append(out, i)
	}
	for i := d - PrintEdge; i < d; i++ {
		out = append(out, i)
	}
	return out
}
