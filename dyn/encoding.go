package dyn

import (
	"github.com/fixedrank/tensor/internal/engine"
)

// MarshalJSON encodes d as {"shape":[…],"strides":[…],"offset":n}.
func (d Layout) MarshalJSON() ([]byte, error) {
	return engine.AppendJSON(nil, d.shape, d.strides, d.offset), nil
}

// UnmarshalJSON decodes the form MarshalJSON writes and checks it as
// [New] does; null and the errors are as for [Layout.UnmarshalJSON],
// except that shape and strides may have any common length up to
// [MaxRank] ([ErrRank] otherwise). On error d is unchanged.
func (d *Layout) UnmarshalJSON(b []byte) error {
	shape, strides, offset, null, err := engine.DecodeJSON(b)
	if err != nil || null {
		return err
	}
	return d.set(shape, strides, offset)
}

// set replaces d with the checked layout, leaving d unchanged on error.
func (d *Layout) set(shape, strides []int, offset int) error {
	if shape == nil {
		shape = []int{}
	}
	if strides == nil {
		strides = []int{}
	}
	nd, err := New(shape, strides, offset)
	if err != nil {
		return err
	}
	*d = nd
	return nil
}

// MarshalBinary encodes d as [Layout.MarshalBinary] does; the encodings
// are interchangeable between fixed and dynamic layouts of one rank.
func (d Layout) MarshalBinary() ([]byte, error) {
	return engine.AppendBinary(nil, d.shape, d.strides, d.offset), nil
}

// UnmarshalBinary decodes MarshalBinary's form and checks the layout as
// [New] does; the errors are those of [Layout.UnmarshalBinary], any rank
// up to [MaxRank] being allowed. On error d is unchanged.
func (d *Layout) UnmarshalBinary(b []byte) error {
	shape, strides, offset, err := engine.DecodeBinary(b)
	if err != nil {
		return err
	}
	return d.set(shape, strides, offset)
}
