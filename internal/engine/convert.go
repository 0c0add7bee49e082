package engine

// ConvertTo is ConvertTo on strided operands: assign's broadcasting and
// overlap rule, with a converting copy.
func ConvertTo[U, T Real](op string, dst Strided[U], src Strided[T]) error {
	var sst, cst [MaxRank]int
	b, ok, err := AssignSource(op, dst, src, &sst, &cst)
	if ok {
		ConvertRun(dst, b)
	}
	return err
}

// ConvertRun stores U(x) for each element x of src (strides broadcast to
// dst's shape) into dst, which it does not overlap.
func ConvertRun[U, T Real](dst Strided[U], src Strided[T]) {
	if len(dst.Data) == 0 || len(src.Data) == 0 {
		return
	}
	p, ok := NewPlan(dst.Shape, 2, [3][]int{dst.St, src.St}, [3]int{dst.Off, src.Off})
	if !ok {
		return
	}
	n, st := p.Inner()
	ds, ss := st[0], st[1]
	if ds == 1 && ss == 1 {
		Outer(&p, 1, func(d, s int) {
			for i, x := range src.Data[s : s+n] {
				dst.Data[d+i] = U(x)
			}
		})
		return
	}
	Outer(&p, 1, func(d, s int) {
		for range n {
			dst.Data[d] = U(src.Data[s])
			d += ds
			s += ss
		}
	})
}
