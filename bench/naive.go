package bench

// Odometer is the naive runtime-rank baseline: how most Go tensor libraries
// address elements. The index is a []int, every address is recomputed from
// scratch as offset + Σ index[k]·strides[k], and iteration steps the index
// like an odometer. It is kept simple on purpose and is not part of the
// library.
type Odometer struct {
	Shape, Strides []int
	Offset         int
}

// Index returns the address of idx, computed axis by axis.
func (o *Odometer) Index(idx []int) int {
	a := o.Offset
	for k, i := range idx {
		a += i * o.Strides[k]
	}
	return a
}

// Each calls f with the address of every element in C order, recomputing
// each address from the []int index.
func (o *Odometer) Each(f func(addr int)) {
	for _, n := range o.Shape {
		if n == 0 {
			return
		}
	}
	idx := make([]int, len(o.Shape))
	for {
		f(o.Index(idx))
		k := len(idx) - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < o.Shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}

// NaiveCopy copies src (layout s) into dst (layout d, same shape) one
// element at a time with two odometers.
func NaiveCopy(dst []float64, d Odometer, src []float64, s Odometer) {
	idx := make([]int, len(d.Shape))
	for _, n := range d.Shape {
		if n == 0 {
			return
		}
	}
	for {
		dst[d.Index(idx)] = src[s.Index(idx)]
		k := len(idx) - 1
		for ; k >= 0; k-- {
			idx[k]++
			if idx[k] < d.Shape[k] {
				break
			}
			idx[k] = 0
		}
		if k < 0 {
			return
		}
	}
}
