// Package linear maps coordinates to linear indices and back, after the
// Rust crate ndshape: [RuntimeShape] for a shape known at run time,
// [Pow2Shape] for power-of-two shapes (shifts and masks), and the [Shape]
// interface that both, and the constant shapes written by tensorgen,
// satisfy. Coordinates may be any integer type (voxel code uses uint32), in
// C order (NumPy: the last coordinate fastest) or F order (ndshape's
// x + X*y + X*Y*z).
//
//	s, _ := linear.NewRuntimeShape[uint32]([3]uint32{16, 16, 16}, tensor.F)
//	i := s.Linearize([3]uint32{1, 2, 3}) // 1 + 16*2 + 256*3 = 801
//	p := s.Delinearize(i)                // [1 2 3]
//
// Errors wrap the sentinels of package tensor.
package linear
