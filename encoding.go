package tensor

import (
	"bytes"
	"encoding/binary"
	"encoding/json"
	"errors"
	"reflect"
	"strconv"
	"strings"
)

// layoutJSON is the JSON form of a layout:
// {"shape":[2,3],"strides":[3,1],"offset":0}. Decoding goes through
// pointers so that a missing or null field or element is an error rather
// than a zero.
type layoutJSON struct {
	Shape   *[]*int `json:"shape"`
	Strides *[]*int `json:"strides"`
	Offset  *int    `json:"offset"`
}

// appendJSON appends the JSON form, as compact as json.Marshal writes it.
func appendJSON(b []byte, shape, strides []int, offset int) []byte {
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

// decodeJSON parses the JSON form. It reports null for the literal null,
// which UnmarshalJSON must treat as a no-op; every error wraps [ErrFormat]
// or [ErrOverflow] (see [Layout.UnmarshalJSON]).
func decodeJSON(b []byte) (shape, strides []int, offset int, null bool, err error) {
	if string(bytes.Trim(b, " \t\r\n")) == "null" {
		return nil, nil, 0, true, nil
	}
	var j layoutJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, nil, 0, false, jsonError(err)
	}
	if shape, err = derefInts("shape", j.Shape); err != nil {
		return nil, nil, 0, false, err
	}
	if strides, err = derefInts("strides", j.Strides); err != nil {
		return nil, nil, 0, false, err
	}
	if j.Offset == nil {
		return nil, nil, 0, false, errorf(ErrFormat, "UnmarshalJSON: offset missing or null")
	}
	return shape, strides, *j.Offset, false, nil
}

// derefInts returns the decoded list named key, or an error wrapping
// [ErrFormat] if it or one of its elements is missing or null.
func derefInts(key string, p *[]*int) ([]int, error) {
	if p == nil {
		return nil, errorf(ErrFormat, "UnmarshalJSON: %s missing or null", key)
	}
	out := make([]int, len(*p))
	for k, v := range *p {
		if v == nil {
			return nil, errorf(ErrFormat, "UnmarshalJSON: %s[%d] is null", key, k)
		}
		out[k] = *v
	}
	return out, nil
}

// jsonError wraps an error of [json.Unmarshal] in a layout decoder's error:
// [ErrOverflow] when it could not store an integer too large for an int,
// [ErrFormat] for anything else (a syntax error, a wrong type, a fraction).
func jsonError(err error) error {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) && te.Type != nil && te.Type.Kind() == reflect.Int {
		if lit, ok := strings.CutPrefix(te.Value, "number "); ok && intOverflows(lit) {
			return errorf(ErrOverflow, "UnmarshalJSON: %w", err)
		}
	}
	return errorf(ErrFormat, "UnmarshalJSON: %w", err)
}

// intOverflows reports whether the JSON number literal s is an integer
// outside int's range, however it is written (99999999999999999999, 1e30,
// -1.5e400); a fraction (1.5, 1e-3) or an integer in range (2.0, 1e2)
// reports false. s must be a valid JSON number, as the decoder's
// [json.UnmarshalTypeError] reports it.
func intOverflows(s string) bool {
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

// MarshalJSON encodes l as {"shape":[…],"strides":[…],"offset":n}.
func (l Layout[D]) MarshalJSON() ([]byte, error) {
	return appendJSON(nil, ints(&l.shape), ints(&l.strides), l.offset), nil
}

// UnmarshalJSON decodes the form MarshalJSON writes and checks the result
// as [New] does. Keys other than shape, strides and offset are ignored. The
// literal null leaves l unchanged and returns nil, following the
// convention of encoding/json. It returns an error wrapping
//   - [ErrFormat] if b is not JSON (empty, truncated or malformed) or not
//     that form: not an object; shape, strides or offset missing, null or
//     of the wrong type (a string, object or boolean where numbers or
//     arrays belong); a null element; or a number that is not an integer
//     literal (1.5, 2.0, 1e2);
//   - [ErrOverflow] if a number is an integer outside int's range
//     (99999999999999999999, 1e30, -1e400);
//   - [ErrRank] if shape or strides does not have len(D) elements;
//   - the errors of New for a layout it rejects ([ErrShape], [ErrBounds],
//     [ErrOverflow], [ErrOverlap], the last with [ErrTooHard] when the
//     exact overlap test gives up).
//
// On error l is unchanged. Called through [json.Unmarshal], input that is
// not valid JSON as a whole gives encoding/json's own [*json.SyntaxError]
// before UnmarshalJSON runs.
func (l *Layout[D]) UnmarshalJSON(b []byte) error {
	shape, strides, offset, null, err := decodeJSON(b)
	if err != nil || null {
		return err
	}
	return l.set(shape, strides, offset)
}

func (l *Layout[D]) set(shape, strides []int, offset int) error {
	s, err := ToDim[D](shape)
	if err != nil {
		return err
	}
	st, err := ToDim[D](strides)
	if err != nil {
		return err
	}
	nl, err := New(s, st, offset)
	if err != nil {
		return err
	}
	*l = nl
	return nil
}

// MarshalJSON encodes d as {"shape":[…],"strides":[…],"offset":n}.
func (d DynLayout) MarshalJSON() ([]byte, error) {
	return appendJSON(nil, d.shape, d.strides, d.offset), nil
}

// UnmarshalJSON decodes the form MarshalJSON writes and checks it as
// [NewDyn] does; null and the errors are as for [Layout.UnmarshalJSON],
// except that shape and strides may have any common length up to
// [MaxRank] ([ErrRank] otherwise). On error d is unchanged.
func (d *DynLayout) UnmarshalJSON(b []byte) error {
	shape, strides, offset, null, err := decodeJSON(b)
	if err != nil || null {
		return err
	}
	return d.set(shape, strides, offset)
}

// set replaces d with the checked layout, leaving d unchanged on error.
func (d *DynLayout) set(shape, strides []int, offset int) error {
	if shape == nil {
		shape = []int{}
	}
	if strides == nil {
		strides = []int{}
	}
	nd, err := NewDyn(shape, strides, offset)
	if err != nil {
		return err
	}
	*d = nd
	return nil
}

// layoutMagic starts the binary form; the byte after it is the version.
const layoutMagic, layoutVersion = 'L', 1

// appendBinary appends magic, version, rank, then shape, strides and
// offset as signed varints.
func appendBinary(b []byte, shape, strides []int, offset int) []byte {
	b = append(b, layoutMagic, layoutVersion, byte(len(shape)))
	for _, v := range shape {
		b = binary.AppendVarint(b, int64(v))
	}
	for _, v := range strides {
		b = binary.AppendVarint(b, int64(v))
	}
	return binary.AppendVarint(b, int64(offset))
}

// decodeBinary parses appendBinary's form.
func decodeBinary(b []byte) (shape, strides []int, offset int, err error) {
	if len(b) < 3 || b[0] != layoutMagic || b[1] != layoutVersion {
		return nil, nil, 0, errorf(ErrFormat, "UnmarshalBinary: not a version-%d layout encoding: %w", layoutVersion, ErrShape)
	}
	n := int(b[2])
	if n > MaxRank {
		return nil, nil, 0, errorf(ErrRank, "UnmarshalBinary: rank %d > %d", n, MaxRank)
	}
	b = b[3:]
	vals := make([]int, 2*n+1)
	for i := range vals {
		v, k := binary.Varint(b)
		if k <= 0 {
			return nil, nil, 0, errorf(ErrFormat, "UnmarshalBinary: truncated or overlong value %d of %d: %w", i+1, len(vals), ErrShape)
		}
		if int64(int(v)) != v {
			return nil, nil, 0, errorf(ErrOverflow, "UnmarshalBinary: value %d does not fit in an int", v)
		}
		vals[i] = int(v)
		b = b[k:]
	}
	if len(b) != 0 {
		return nil, nil, 0, errorf(ErrFormat, "UnmarshalBinary: %d trailing bytes: %w", len(b), ErrShape)
	}
	return vals[:n], vals[n : 2*n], vals[2*n], nil
}

// MarshalBinary encodes l compactly: 'L', a version byte, the rank, then
// shape, strides and offset as signed varints.
func (l Layout[D]) MarshalBinary() ([]byte, error) {
	return appendBinary(nil, ints(&l.shape), ints(&l.strides), l.offset), nil
}

// UnmarshalBinary decodes MarshalBinary's form and checks the layout as
// [New] does. Malformed input (a wrong magic or version byte, a truncated
// or overlong varint, trailing bytes) gives an error wrapping both
// [ErrFormat] and [ErrShape]; a rank above [MaxRank] or other than len(D)
// one wrapping [ErrRank]; a value outside int's range one wrapping
// [ErrOverflow]; and a layout New rejects New's error. On error l is
// unchanged.
func (l *Layout[D]) UnmarshalBinary(b []byte) error {
	shape, strides, offset, err := decodeBinary(b)
	if err != nil {
		return err
	}
	return l.set(shape, strides, offset)
}

// MarshalBinary encodes d as [Layout.MarshalBinary] does; the encodings
// are interchangeable between fixed and dynamic layouts of one rank.
func (d DynLayout) MarshalBinary() ([]byte, error) {
	return appendBinary(nil, d.shape, d.strides, d.offset), nil
}

// UnmarshalBinary decodes MarshalBinary's form and checks the layout as
// [NewDyn] does; the errors are those of [Layout.UnmarshalBinary], any rank
// up to [MaxRank] being allowed. On error d is unchanged.
func (d *DynLayout) UnmarshalBinary(b []byte) error {
	shape, strides, offset, err := decodeBinary(b)
	if err != nil {
		return err
	}
	return d.set(shape, strides, offset)
}
