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
// 5]]". Floats use NumPy's default style (shortest representation, at most
// 8 decimals, aligned on the decimal point, "1." for integral values);
// other types use %v. Unlike NumPy, floats never switch to exponent
// notation for very large or very small magnitudes; use a verb such as %g.
func (t Tensor[T, D]) String() string {
	return str(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset)
}

// str implements String for Tensor and DynTensor.
func str[T any](data []T, shape, strides []int, offset int) string {
	if len(shape) == 0 {
		// NumPy prints a 0-d array like the scalar's repr: "-184.0".
		switch x := any(data[offset]).(type) {
		case float64:
			return pyRepr(x, 64)
		case float32:
			return pyRepr(float64(x), 32)
		}
	}
	return formatStrided(data, shape, strides, offset, defaultElem[T]())
}

// pyRepr formats v as Python's repr of a float: the shortest
// representation, ".0" for integral values, exponent form outside
// [1e-4, 1e16).
func pyRepr(v float64, bits int) string {
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
	s := strconv.FormatFloat(v, 'f', -1, bits)
	if !strings.Contains(s, ".") {
		s += ".0"
	}
	return s
}

// Format implements [fmt.Formatter]: %v and %s print like
// [Tensor.String]; any other verb, with its flags, width and precision,
// formats each element ("%.2f", "%5d", "%x"), inside the same brackets.
func (t Tensor[T, D]) Format(f fmt.State, verb rune) {
	if verb == 'v' || verb == 's' {
		_, _ = f.Write([]byte(t.String()))
		return
	}
	spec := fmt.FormatString(f, verb)
	_, _ = f.Write([]byte(formatStrided(t.data, ints(&t.layout.shape), ints(&t.layout.strides), t.layout.offset, func(vals []T) []string {
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
		out := make([]string, len(vals))
		floats := make([]float64, 0, len(vals))
		for _, v := range vals {
			switch x := any(v).(type) {
			case float64:
				floats = append(floats, x)
			case float32:
				floats = append(floats, float64(x))
			}
		}
		if len(floats) == len(vals) && len(vals) > 0 {
			return formatFloats(floats)
		}
		for i, v := range vals {
			out[i] = fmt.Sprint(v)
		}
		return out
	}
}

// formatFloats renders floats as NumPy's default float mode: the shortest
// representation with at most 8 decimals, padded on both sides of the
// decimal point so that the points align.
func formatFloats(vals []float64) []string {
	out := make([]string, len(vals))
	intW, fracW := 0, 0
	allInt := true
	parts := make([][2]string, len(vals))
	for i, v := range vals {
		var s string
		switch {
		case math.IsNaN(v):
			s = "nan"
		case math.IsInf(v, 1):
			s = "inf"
		case math.IsInf(v, -1):
			s = "-inf"
		default:
			s = strconv.FormatFloat(v, 'f', -1, 64)
			if r := strconv.FormatFloat(v, 'f', 8, 64); len(s) > len(r) {
				s = strings.TrimRight(strings.TrimRight(r, "0"), ".")
			}
		}
		ip, fp, hasDot := strings.Cut(s, ".")
		if hasDot {
			allInt = false
			fp = "." + fp
		} else if s != "nan" && s != "inf" && s != "-inf" {
			fp = "."
		}
		parts[i] = [2]string{ip, fp}
		intW = max(intW, len(ip))
		fracW = max(fracW, len(fp))
	}
	for i, p := range parts {
		out[i] = strings.Repeat(" ", intW-len(p[0])) + p[0] + p[1] + strings.Repeat(" ", fracW-len(p[1]))
		if allInt {
			// "1." values need no fraction padding: nan and inf then align
			// right, which formatStrided's padding to a common width does.
			out[i] = strings.TrimRight(out[i], " ")
		}
	}
	return out
}

// formatStrided lays out the strided array (data, shape, strides, offset)
// with the element formatter elem, following NumPy's _formatArray: a
// hanging indent of one space per level, rows wrapped when a word would
// pass the line width (75, less one per nesting level and one for the
// closing bracket), blank lines between blocks of rank > 2.
func formatStrided[T any](data []T, shape, strides []int, offset int, elem func([]T) []string) string {
	n := len(shape)
	size, _ := sizeOf("", shape)
	if size == 0 {
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
