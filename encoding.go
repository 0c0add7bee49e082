package tensor

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// MarshalJSON encodes l as {"shape":[…],"strides":[…],"offset":n}.
func (l Layout[D]) MarshalJSON() ([]byte, error) {
	return engine.AppendJSON(nil, ints(&l.shape), ints(&l.strides), l.offset), nil
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
	shape, strides, offset, null, err := engine.DecodeJSON(b)
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

// MarshalBinary encodes l compactly: 'L', a version byte, the rank, then
// shape, strides and offset as signed varints.
func (l Layout[D]) MarshalBinary() ([]byte, error) {
	return engine.AppendBinary(nil, ints(&l.shape), ints(&l.strides), l.offset), nil
}

// UnmarshalBinary decodes MarshalBinary's form and checks the layout as
// [New] does. Malformed input (a wrong magic or version byte, a truncated
// or overlong varint, trailing bytes) gives an error wrapping both
// [ErrFormat] and [ErrShape]; a rank above [MaxRank] or other than len(D)
// one wrapping [ErrRank]; a value outside int's range one wrapping
// [ErrOverflow]; and a layout New rejects New's error. On error l is
// unchanged.
func (l *Layout[D]) UnmarshalBinary(b []byte) error {
	shape, strides, offset, err := engine.DecodeBinary(b)
	if err != nil {
		return err
	}
	return l.set(shape, strides, offset)
}
