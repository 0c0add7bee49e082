package tensor

import "testing"

// TestSharesMemoryIssueWorkCap is the case of issue 21: NumPy's
// np.shares_memory(y[:, 0:3], y[:, 3:6], max_work=1) answers False for an
// int16 array y of shape (2, 6), so SharesMemory must not give up at a cap
// of 1.
func TestSharesMemoryIssueWorkCap(t *testing.T) {
	y, err := Zeros[int16]([2]int{2, 6})
	if err != nil {
		t.Fatal(err)
	}
	a, err := y.Sub(All(), Range(0, 3))
	if err != nil {
		t.Fatal(err)
	}
	b, err := y.Sub(All(), Range(3, 6))
	if err != nil {
		t.Fatal(err)
	}
	for _, w := range []int{1, 2, 0} {
		if got, err := SharesMemory(a, b, w); got || err != nil {
			t.Errorf("SharesMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
		if got, err := a.Dyn().SharesMemory(b.Dyn(), w); got || err != nil {
			t.Errorf("DynTensor.SharesMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
		// As layouts: NumPy's answer and work do not depend on the item size.
		if got, err := LayoutsShareMemory(a.Layout(), b.Layout(), w); got || err != nil {
			t.Errorf("LayoutsShareMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
		if got, err := a.Dyn().Layout().SharesMemory(b.Dyn().Layout(), w); got || err != nil {
			t.Errorf("DynLayout.SharesMemory(y[:, 0:3], y[:, 3:6], %d) = %v, %v; NumPy: False", w, got, err)
		}
	}
}
