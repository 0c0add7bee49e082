package engine

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
)

// LayoutJSON is the JSON form of a layout:
// {"shape":[2,3],"strides":[3,1],"offset":0}. Decoding goes through
// pointers so that a missing or null field or element is an error rather
// than a zero.
type LayoutJSON struct {
	Shape   *[]*int `json:"shape"`
	Strides *[]*int `json:"strides"`
	Offset  *int    `json:"offset"`
}

// AppendJSON appends the JSON form, as compact as json.Marshal writes it.
func AppendJSON(b []byte, shape, strides []int, offset int) []byte {
	list := func(b []byte, key string, vals []int) []byte {
		b = append(b, `"`+key+`":[`...)
		for k, v := range vals {
			if k > 0 {
				b = append(b, ',')
			}
			b = strconv.AppendInt(b, int64(v), 10)
		}
		return append(b, "],"...)
	}
	b = append(b, '{')
	b = list(b, "shape", shape)
	b = list(b, "strides", strides)
	b = append(b, `"offset":`...)
	b = strconv.AppendInt(b, int64(offset), 10)
	return append(b, '}')
}

// DecodeJSON parses the JSON form. It reports null for the literal null,
// which UnmarshalJSON must treat as a no-op; every error wraps [ErrFormat]
// or [ErrOverflow] (see [Layout.UnmarshalJSON]).
func DecodeJSON(b []byte) (shape, strides []int, offset int, null bool, err error) {
	if string(bytes.Trim(b, " \t\r\n")) == "null" {
		return nil, nil, 0, true, nil
	}
	var j LayoutJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, nil, 0, false, JsonError(err)
	}
	if shape, err = DerefInts("shape", j.Shape); err != nil {
		return nil, nil, 0, false, err
	}
	if strides, err = DerefInts("strides", j.Strides); err != nil {
		return nil, nil, 0, false, err
	}
	if j.Offset == nil {
		return nil, nil, 0, false, Errorf(ErrFormat, "UnmarshalJSON: offset missing or null")
	}
	return shape, strides, *j.Offset, false, nil
}

// DerefInts returns the decoded list named key, or an error wrapping
// [ErrFormat] if it or one of its elements is missing or null.
func DerefInts(key string, p *[]*int) ([]int, error) {
	if p == nil {
		return nil, Errorf(ErrFormat, "UnmarshalJSON: %s missing or null", key)
	}
	out := make([]int, len(*p))
	for k, v := range *p {
		if v == nil {
			return nil, Errorf(ErrFormat, "UnmarshalJSON: %s[%d] is null", key, k)
		}
		out[k] = *v
	}
	return out, nil
}

// JsonError wraps an error of [json.Unmarshal] in a layout decoder's error:
// [ErrOverflow] when it could not store an integer too large for an int,
// [ErrFormat] for anything else (a syntax error, a wrong type, a fraction).
func JsonError(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Type != nil && te.Type.Kind() == reflect.Int {
		if lit, ok := strings.CutPrefix(te.Value, "number "); ok && IntOverflows(lit) {
			return Errorf(ErrOverflow, "UnmarshalJSON: %w", err)
		}
	}
	return Errorf(ErrFormat, "UnmarshalJSON: %w", err)
}

// IntOverflows reports whether the JSON number literal s is an integer
// outside int's range, however it is written (99999999999999999999, 1e30,
// -1.5e400); a fraction (1.5, 1e-3) or an integer in range (2.0, 1e2)
// reports false. s must be a valid JSON number, as the decoder's
// [json.UnmarshalTypeError] reports it.
func IntOverflows(s string) bool {
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	mant, exp := s, ""
	if i := strings.IndexAny(s, "eE"); i >= 0 {
		mant, exp = s[:i], s[i+1:]
	}
	whole, frac, _ := strings.Cut(mant, ".")
	digits := strings.TrimLeft(whole+frac, "0")
	n := len(digits)
	digits = strings.TrimRight(digits, "0")
	if digits == "" {
		return false // zero
	}
	// |value| = digits × 10^e. A huge exponent saturates (ParseInt returns
	// ±MaxInt64 with its range error); clamping it keeps e exact in sign
	// for any literal shorter than 1<<40 bytes.
	e := int64(n - len(digits) - len(frac))
	if exp != "" {
		x, _ := strconv.ParseInt(exp, 10, 64)
		e += max(-1<<40, min(x, 1<<40))
	}
	if e < 0 {
		return false // a fraction: digits has no trailing zero to absorb 10^e
	}
	if int64(len(digits))+e > 20 {
		return true // at least 10^20 > MaxInt64
	}
	v := digits + strings.Repeat("0", int(e))
	if neg {
		v = "-" + v
	}
	_, err := strconv.ParseInt(v, 10, strconv.IntSize)
	return err != nil
}

// LayoutMagic starts the binary form; the byte after it is the version.
const LayoutMagic, LayoutVersion = 'L', 1

// AppendBinary appends magic, version, rank, then shape, strides and
// offset as signed varints.
func AppendBinary(b []byte, shape, strides []int, offset int) []byte {
	b = append(b, LayoutMagic, LayoutVersion, byte(len(shape)))
	for _, v := range shape {
		b = binary.AppendVarint(b, int64(v))
	}
	for _, v := range strides {
		b = binary.AppendVarint(b, int64(v))
	}
	return binary.AppendVarint(b, int64(offset))
}

// DecodeBinary parses appendBinary's form.
func DecodeBinary(b []byte) (shape, strides []int, offset int, err error) {
	if len(b) < 3 || b[0] != LayoutMagic || b[1] != LayoutVersion {
		return nil, nil, 0, Errorf(ErrFormat, "UnmarshalBinary: not a version-%d layout encoding: %w", LayoutVersion, ErrShape)
	}
	n := int(b[2])
	if n > MaxRank {
		return nil, nil, 0, Errorf(ErrRank, "UnmarshalBinary: rank %d > %d", n, MaxRank)
	}
	b = b[3:]
	vals := make([]int, 2*n+1)
	for i := range vals {
		v, k := binary.Varint(b)
		if k <= 0 {
			return nil, nil, 0, Errorf(ErrFormat, "UnmarshalBinary: truncated or overlong value %d of %d: %w", i+1, len(vals), ErrShape)
		}
		if int64(int(v)) != v {
			return nil, nil, 0, Errorf(ErrOverflow, "UnmarshalBinary: value %d does not fit in an int", v)
		}
		vals[i] = int(v)
		b = b[k:]
	}
	if len(b) != 0 {
		return nil, nil, 0, Errorf(ErrFormat, "UnmarshalBinary: %d trailing bytes: %w", len(b), ErrShape)
	}
	return vals[:n], vals[n : 2*n], vals[2*n], nil
}
