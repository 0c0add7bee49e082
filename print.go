package tensor

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
	printThreshold = 1000
	printEdge      = 3
	printWidth     = 75
)

var _ fmt.Formatter = Tensor[int, [1]int]{}

// String returns t formatted as NumPy prints an array: "[[0 1 2]\n [3 4
// 5]]". Floats print in NumPy's default style: the shortest representation
// that identifies the value at the element's precision (float32 0.1 prints
// as "0.1"), rounded to at most 8 decimals, "1." for integral values, and
// padded on both sides so that the decimal points align:
// "[0.1     1.30014 2.5    ]". Complex numbers print as in NumPy: each real
// part, aligned with the other real parts as floats are, followed by the
// imaginary part, aligned likewise, with an explicit sign and a "j":
// "[1. +2.j 3.5-4.j]". Other types use %v. A rank-0 tensor of floats or
// complex numbers prints as NumPy prints the scalar: "2.5", "1.0",
// "(1+2j)", "2j", in exponent form outside [1e-4, 1e16).
//
// Unlike NumPy, tensors of rank 1 and more never switch to exponent
// notation for very large or very small magnitudes; use a verb such as %g
// for those.
func (t Tensor[T, D]) String() string {
	return str(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// str implements String for Tensor and DynTensor.
func str[T any](data []T, shape, strides []int, offset int) string {
	if len(data) == 0 {
		return "[]" // an empty tensor, or a zero value without a buffer
	}
	if len(shape) == 0 {
		// NumPy prints a 0-d array like the scalar's repr: "-184.0".
		switch x := any(data[offset]).(type) {
		case float64:
			return pyRepr(x, 64)
		case float32:
			return pyRepr(float64(x), 32)
		case complex128:
			return pyComplexRepr(real(x), imag(x), 64)
		case complex64:
			return pyComplexRepr(float64(real(x)), float64(imag(x)), 32)
		}
	}
	return formatStrided(data, shape, strides, offset, defaultElem[T]())
}

// pyRepr formats v, a float of the given bit size (32 or 64), as Python's
// repr of a float and NumPy's of a float scalar: the shortest
// representation, ".0" for integral values, exponent form outside
// [1e-4, 1e16).
func pyRepr(v float64, bits int) string {
	s := pyDigits(v, bits)
	if math.IsNaN(v) || math.IsInf(v, 0) || strings.ContainsAny(s, ".e") {
		return s
	}
	return s + ".0"
}

// pyComplexRepr formats re+im·i, parts of the given bit size, as NumPy's
// repr of a complex scalar: "(1+2j)", "(-0-2j)", "(1.5+nanj)", and the
// imaginary part alone when re is +0: "2j", "-0j".
func pyComplexRepr(re, im float64, bits int) string {
	if re == 0 && !math.Signbit(re) {
		return pyDigits(im, bits) + "j"
	}
	i := pyDigits(im, bits)
	if i[0] != '-' {
		i = "+" + i
	}
	return "(" + pyDigits(re, bits) + i + "j)"
}

// pyDigits formats v, a float of the given bit size, as NumPy's float
// scalar repr without the ".0" of integral values: the shortest
// representation, exponent form outside [1e-4, 1e16), "nan", "inf" and
// "-inf".
func pyDigits(v float64, bits int) string {
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

// Format implements [fmt.Formatter]: %v and %s print like
// [Tensor.String]; any other verb, with its flags, width and precision,
// formats each element ("%.2f", "%5d", "%x"), inside the same brackets.
func (t Tensor[T, D]) Format(f fmt.State, verb rune) {
	if verb == 'v' || verb == 's' {
		_, _ = f.Write([]byte(t.String()))
		return
	}
	formatVerb(f, verb, t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// formatVerb implements Format for both ranks for a verb other than %v
// and %s.
func formatVerb[T any](f fmt.State, verb rune, data []T, shape, strides []int, offset int) {
	spec := fmt.FormatString(f, verb)
	_, _ = f.Write([]byte(formatStrided(data, shape, strides, offset, func(vals []T) []string {
		out := make([]string, len(vals))
		for i, v := range vals {
			out[i] = fmt.Sprintf(spec, v)
		}
		return out
	})))
}

// defaultElem returns the element formatter of String.
func defaultElem[T any]() func([]T) []string {
	return func(vals []T) []string {
		switch v := any(vals).(type) {
		case []float64:
			return formatFloats(v, 64, false)
		case []float32:
			return formatFloats(widen(v), 32, false)
		case []complex128:
			return formatComplex(v, 64)
		case []complex64:
			return formatComplex(v, 32)
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

// widen returns vals converted to float64, which is exact.
func widen(vals []float32) []float64 {
	out := make([]float64, len(vals))
	for i, v := range vals {
		out[i] = float64(v)
	}
	return out
}

// formatComplex renders complex numbers whose parts have the given bit
// size as NumPy's ComplexFloatingFormat: the real parts formatted together
// by [formatFloats], the imaginary parts formatted together with an
// explicit sign, and "j" inserted before the imaginary part's padding.
func formatComplex[C complex64 | complex128](vals []C, bits int) []string {
	re := make([]float64, len(vals))
	im := make([]float64, len(vals))
	for i, v := range vals {
		c := complex128(v)
		re[i], im[i] = real(c), imag(c)
	}
	out := formatFloats(re, bits, false)
	for i, s := range formatFloats(im, bits, true) {
		n := len(strings.TrimRight(s, " "))
		out[i] += s[:n] + "j" + s[n:]
	}
	return out
}

// printPrecision is the most decimals String prints, NumPy's default
// precision.
const printPrecision = 8

// formatFloats renders vals, floats of the given bit size (32 or 64), as
// NumPy's FloatingFormat in its default mode ("maxprec", precision 8)
// without exponent notation. Each finite value is printed by [positional];
// its integer part is padded on the left and its fraction on the right to
// the widest among the finite values, so that the decimal points align.
// Non-finite values ("nan", "inf", "-inf") are right-aligned in the same
// width, which grows if they need more room. With plus, every value
// carries its sign ("+1.5", "-0.", "+nan"), as NumPy prints imaginary
// parts.
func formatFloats(vals []float64, bits int, plus bool) []string {
	out := make([]string, len(vals))
	padLeft, padRight := 0, 0
	nonFinite, negInf := false, plus
	for i, v := range vals {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			nonFinite = true
			negInf = negInf || v < 0
			continue
		}
		out[i] = positional(v, bits, plus)
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

// positional formats the finite v, a float of the given bit size, as
// NumPy's dragon4_positional in the default "maxprec" mode: the shortest
// representation that identifies v among floats of that size, rounded to
// printPrecision decimals if it needs more, with trailing zeros trimmed but
// the decimal point kept ("1.", "0.1", "-0."). With plus, values whose sign
// bit is clear get a leading "+".
func positional(v float64, bits int, plus bool) string {
	s := strconv.FormatFloat(v, 'f', -1, bits)
	if _, fp, _ := strings.Cut(s, "."); len(fp) > printPrecision {
		s = strings.TrimRight(strconv.FormatFloat(v, 'f', printPrecision, bits), "0")
	}
	if !strings.Contains(s, ".") {
		s += "."
	}
	if plus && !math.Signbit(v) {
		s = "+" + s
	}
	return s
}

// formatStrided lays out the strided array (data, shape, strides, offset)
// with the element formatter elem, following NumPy's _formatArray: a
// hanging indent of one space per level, rows wrapped when a word would
// pass the line width (75, less one per nesting level and one for the
// closing bracket), blank lines between blocks of rank > 2.
func formatStrided[T any](data []T, shape, strides []int, offset int, elem func([]T) []string) string {
	n := len(shape)
	size, _ := sizeOf("", shape)
	if size == 0 || len(data) == 0 {
		return "[]"
	}
	summarise := size > printThreshold
	// The printed elements in C order, skipping summarised ones; the widths
	// come from these alone, as in NumPy.
	var vals []T
	var collect func(k, off int)
	collect = func(k, off int) {
		if k == n {
			vals = append(vals, data[off])
			return
		}
		for _, i := range shownIndices(shape[k], summarise) {
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
		shown := shownIndices(shape[k], summarise)
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
	return rec(0, " ", printWidth)
}

// shownIndices returns the indices of an axis of length d that are printed:
// all of them, or the first and last printEdge when summarising.
func shownIndices(d int, summarise bool) []int {
	if !summarise || d <= 2*printEdge {
		out := make([]int, d)
		for i := range out {
			out[i] = i
		}
		return out
	}
	out := make([]int, 0, 2*printEdge)
	for i := range printEdge {
		out = append(out, i)
	}
	for i := d - printEdge; i < d; i++ {
		out = append(out, i)
	}
	return out
}
