package tensor

import "testing"

// TestAddressing checks that the accessors give the layout's own offset and
// strides, and the tensor's own buffer, without copies.
func TestAddressing(t *testing.T) {
	x, err := FromFunc([3]int{2, 3, 4}, func(i [3]int) int { return 100*i[0] + 10*i[1] + i[2] })
	if err == nil {
		x, err = x.Flip(1)
	}
	if err != nil {
		t.Fatal(err)
	}
	l := x.Layout()
	off, s := l.Addressing()
	if off != l.Offset() || *s != l.Strides() || s != &l.strides {
		t.Errorf("Layout.Addressing = %d, %v; want %d and the layout's own %v", off, *s, l.Offset(), l.Strides())
	}
	data, off, s := x.Addressing()
	if &data[0] != &x.data[0] || off != x.layout.offset || s != &x.layout.strides {
		t.Errorf("Tensor.Addressing = %p, %d, %p; want %p, %d, %p", data, off, s, x.data, x.layout.offset, &x.layout.strides)
	}
	if got := data[off+1*s[0]+0*s[1]+3*s[2]]; got != 123 {
		t.Errorf("element (1, 0, 3) through Addressing = %d, want 123", got)
	}
	if n := testing.AllocsPerRun(10, func() { _, _, _ = x.Addressing(); _, _ = l.Addressing() }); n != 0 {
		t.Errorf("Addressing allocates %v times", n)
	}
}
