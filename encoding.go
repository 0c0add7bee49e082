package tensor

import (
	"encoding/binary"
	"encoding/json"
	"fmt"
)

// layoutJSON is the JSON form of a layout:
// {"shape":[2,3],"strides":[3,1],"offset":0}.
type layoutJSON struct {
	Shape   []int `json:"shape"`
	Strides []int `json:"strides"`
	Offset  int   `json:"offset"`
}

// MarshalJSON encodes l as {"shape":[…],"strides":[…],"offset":n}.
func (l Layout[D]) MarshalJSON() ([]byte, error) {
	return json.Marshal(layoutJSON{DimSlice(l.shape), DimSlice(l.strides), l.offset})
}

// UnmarshalJSON decodes the form MarshalJSON writes and checks the result
// as [New] does: a wrong rank gives an error wrapping [ErrRank], an
// invalid layout the error New would give. On error l is unchanged.
func (l *Layout[D]) UnmarshalJSON(b []byte) error {
	var j layoutJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("tensor: decoding layout: %w", err)
	}
	return l.set(j.Shape, j.Strides, j.Offset)
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
	return json.Marshal(layoutJSON{d.Shape(), d.Strides(), d.offset})
}

// UnmarshalJSON decodes the form MarshalJSON writes and checks it as
// [NewDyn] does. On error d is unchanged.
func (d *DynLayout) UnmarshalJSON(b []byte) error {
	var j layoutJSON
	if err := json.Unmarshal(b, &j); err != nil {
		return fmt.Errorf("tensor: decoding layout: %w", err)
	}
	return d.set(j.Shape, j.Strides, j.Offset)
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
		return nil, nil, 0, errorf(ErrShape, "UnmarshalBinary: not a version-%d layout encoding", layoutVersion)
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
			return nil, nil, 0, errorf(ErrShape, "UnmarshalBinary: truncated or overlong value %d of %d", i+1, len(vals))
		}
		if int64(int(v)) != v {
			return nil, nil, 0, errorf(ErrOverflow, "UnmarshalBinary: value %d does not fit in an int", v)
		}
		vals[i] = int(v)
		b = b[k:]
	}
	if len(b) != 0 {
		return nil, nil, 0, errorf(ErrShape, "UnmarshalBinary: %d trailing bytes", len(b))
	}
	return vals[:n], vals[n : 2*n], vals[2*n], nil
}

// MarshalBinary encodes l compactly: 'L', a version byte, the rank, then
// shape, strides and offset as signed varints.
func (l Layout[D]) MarshalBinary() ([]byte, error) {
	return appendBinary(nil, ints(&l.shape), ints(&l.strides), l.offset), nil
}

// UnmarshalBinary decodes MarshalBinary's form and checks the layout as
// [New] does; malformed input gives an error wrapping [ErrShape], a wrong
// rank [ErrRank]. On error l is unchanged.
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
// [NewDyn] does. On error d is unchanged.
func (d *DynLayout) UnmarshalBinary(b []byte) error {
	shape, strides, offset, err := decodeBinary(b)
	if err != nil {
		return err
	}
	return d.set(shape, strides, offset)
}
